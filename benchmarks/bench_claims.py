"""Concurrent claims on the backfill queue: N reviewer processes claim one item at once, repeated.

Each worker is a separate OS process with its own SQLAlchemy engine and
connection; a barrier releases them together on every trial. Prints N, the
number of trials, and how many claimers won each trial (it must be exactly 1).

    python benchmarks/bench_claims.py                      # SQLite
    python benchmarks/bench_claims.py --pg postgresql+psycopg://mxr:mxr@127.0.0.1:5432/mxr_test
"""

from __future__ import annotations

import argparse
import multiprocessing as mp
import tempfile
import time
import uuid
from collections import Counter

import sqlalchemy as sa

from queues.backfill import SqlBackfillQueue
from service.backfill import EnqueueRequest
from service.errors import InvalidTransition
from service.store import create_engine

CTX = {"project": "bench", "branch": "main", "stack": {"react": "18.2.0"}, "asset": None, "asset_type": None}


def _worker(url: str, n: int, ids: list[str], barrier, results) -> None:  # noqa: ANN001 - mp objects
    queue = SqlBackfillQueue(create_engine(url))
    for item_id in ids:
        barrier.wait()
        try:
            queue.claim(item_id, f"reviewer-{n}", 600)
            results.put((item_id, n))
        except InvalidTransition:
            pass
    queue.engine.dispose()


def run(url: str, workers: int, trials: int) -> Counter:
    queue = SqlBackfillQueue(create_engine(url))
    queue.warm_up()
    ids = [queue.enqueue(EnqueueRequest(f"contended {uuid.uuid4().hex} {t}", CTX, [], {}, "bench")).item_id for t in range(trials)]
    queue.engine.dispose()
    barrier, results = mp.Barrier(workers), mp.Queue()
    procs = [mp.Process(target=_worker, args=(url, n, ids, barrier, results)) for n in range(workers)]
    t0 = time.perf_counter()
    for p in procs:
        p.start()
    for p in procs:
        p.join()
    elapsed = time.perf_counter() - t0
    wins: Counter = Counter({i: 0 for i in ids})
    while not results.empty():
        item_id, _ = results.get()
        wins[item_id] += 1
    print(f"  {elapsed:.1f} s for {trials} trials")
    return wins


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--workers", type=int, default=8)
    ap.add_argument("--trials", type=int, default=50)
    ap.add_argument("--pg", help="a PostgreSQL URL (a fresh schema is created and dropped)")
    args = ap.parse_args()
    backends = [("sqlite", f"sqlite:///{tempfile.mkdtemp(prefix='mxr-claims-')}/store.sqlite3")]
    schema = None
    if args.pg:
        schema = f"mxr_bench_{uuid.uuid4().hex[:12]}"
        admin = sa.create_engine(args.pg)
        with admin.begin() as c:
            c.execute(sa.text(f'CREATE SCHEMA "{schema}"'))
        url = sa.engine.make_url(args.pg).update_query_dict({"options": f"-csearch_path={schema}"})
        backends.append(("postgresql", url.render_as_string(hide_password=False)))
    try:
        for name, url in backends:
            print(f"{name}: N={args.workers} concurrent claimer processes, {args.trials} trials")
            wins = run(url, args.workers, args.trials)
            dist = Counter(wins.values())
            print(f"  winners per trial: {dict(sorted(dist.items()))}  (exactly one winner in {dist.get(1, 0)} of {args.trials})")
    finally:
        if schema:
            with admin.begin() as c:
                c.execute(sa.text(f'DROP SCHEMA "{schema}" CASCADE'))


if __name__ == "__main__":
    main()
