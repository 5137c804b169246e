"""Dense path latencies: Qdrant local mode's filtered search vs the exact scan; MiniLM query embedding.

Prints numbers only. For 1k and 10k chunks (random unit vectors, dim 384,
50 distinct scope keys, a gate admitting 15 of them ≈ 30 %), it times
Qdrant local mode's own filtered ``query_points`` and ``QdrantVectorIndex``'s
exact scan (identical results, see test_dense_congruence.py), top 50; then
MiniLM's ``embed_query`` on one short query.

    .venv/bin/python benchmarks/bench_dense.py [--sizes 1000 10000] [--skip-embedder]
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import numpy as np  # noqa: E402

from service.domain import IndexedChunk  # noqa: E402
from service.engines.qdrant_index import QdrantVectorIndex, open_local_client, scope_filter  # noqa: E402

DIM = 384  # all-MiniLM-L6-v2
SCOPES = 50  # distinct scope keys in the collection
GATE_SCOPES = 15  # admitted by the gate: 30 % of the scopes
TOP_K = 50  # the dense path's recall depth (design.md §1)
CHUNKS_PER_ENTRY = 2


def _pct(samples: list[float], q: float) -> float:
    return float(np.percentile(np.asarray(samples), q))


def _time(fn, repeats: int) -> list[float]:
    out = []
    for _ in range(repeats):
        start = time.perf_counter()
        fn()
        out.append((time.perf_counter() - start) * 1000.0)
    return out


def bench_index(n: int, rng: np.random.Generator, qdrant_repeats: int, scan_repeats: int) -> None:
    vecs = rng.standard_normal((n, DIM)).astype(np.float32)
    vecs /= np.linalg.norm(vecs, axis=1, keepdims=True)
    keys = [f"scope{i:02d}" for i in range(SCOPES)]
    chunks = [
        IndexedChunk(f"e{i // CHUNKS_PER_ENTRY}", i % CHUNKS_PER_ENTRY, "", (), keys[(i // CHUNKS_PER_ENTRY) % SCOPES], "verified", "component")
        for i in range(n)
    ]
    gate = frozenset(keys[:GATE_SCOPES])
    with tempfile.TemporaryDirectory() as folder:
        index = QdrantVectorIndex(open_local_client(folder), "bench", "bench@0/mean/256", DIM)
        index.warm_up()
        start = time.perf_counter()
        index.upsert(chunks, vecs)
        load_s = time.perf_counter() - start
        queries = rng.standard_normal((max(qdrant_repeats, scan_repeats), DIM)).astype(np.float32)
        it_q, it_s = iter(queries), iter(queries)

        def qdrant() -> None:
            index._client.query_points(
                "bench", query=next(it_q).tolist(), query_filter=scope_filter(gate), limit=TOP_K, with_payload=["entry_id", "n"]
            )

        def scan() -> None:
            index.search(next(it_s), gate, TOP_K)

        qdrant()  # warm both paths once
        scan()
        q_ms = _time(qdrant, qdrant_repeats - 1)
        s_ms = _time(scan, scan_repeats - 1)
        index.close()
    print(f"chunks={n:>6}  upsert {load_s:6.2f} s (local mode, path)")
    print(f"  qdrant local query_points, filtered, top {TOP_K}: p50 {_pct(q_ms, 50):8.2f} ms  p95 {_pct(q_ms, 95):8.2f} ms  (n={len(q_ms)})")
    print(f"  exact scan (same results),             top {TOP_K}: p50 {_pct(s_ms, 50):8.2f} ms  p95 {_pct(s_ms, 95):8.2f} ms  (n={len(s_ms)})")


def bench_embedder(repeats: int) -> None:
    import torch

    from service.engines.embedders import MiniLMEmbedder

    emb = MiniLMEmbedder()
    start = time.perf_counter()
    emb.warm_up()
    load_s = time.perf_counter() - start
    query = "replace vue mixin with react hook"
    emb.embed_query(query)
    ms = _time(lambda: emb.embed_query(query), repeats)
    print(f"MiniLM warm_up {load_s:.2f} s; embed_query (short, torch threads={torch.get_num_threads()}): "
          f"p50 {statistics.median(ms):.2f} ms  p95 {_pct(ms, 95):.2f} ms  (n={repeats})")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[1000, 10000])
    parser.add_argument("--qdrant-repeats", type=int, default=30)
    parser.add_argument("--scan-repeats", type=int, default=200)
    parser.add_argument("--embed-repeats", type=int, default=50)
    parser.add_argument("--skip-embedder", action="store_true")
    args = parser.parse_args()
    print(f"cpus={os.cpu_count()} numpy={np.__version__} dim={DIM} scopes={SCOPES} gate={GATE_SCOPES}/{SCOPES}")
    rng = np.random.default_rng(0)
    for n in args.sizes:
        bench_index(n, rng, args.qdrant_repeats, args.scan_repeats)
    if not args.skip_embedder:
        bench_embedder(args.embed_repeats)


if __name__ == "__main__":
    main()
