"""Filtered tantivy BM25 latency at 10k and 100k synthetic chunks.

Chunks are ~TERMS_PER_CHUNK terms drawn Zipf-like from a vocabulary of CJK
bigrams and code identifiers (what the analyzer emits for mixed Chinese/code
migration notes); each chunk gets one of SCOPES scope keys and every query
is gated by a random ELIGIBLE_FRACTION of them, as the eligibility gate does.
Prints indexing time and p50/p95/p99 search latency (limit 50, wall clock,
including stored-field fetch). Usage::

    .venv/bin/python benchmarks/bench_lexical.py [--sizes 10000 100000] [--queries 300]
"""

from __future__ import annotations

import argparse
import logging
import statistics
import sys
import tempfile
import time
from pathlib import Path

import numpy as np
import structlog

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from analyzers import QueryTerms, WeightedTerm  # noqa: E402
from service.domain import IndexedChunk  # noqa: E402
from service.engines.tantivy_index import TantivyLexicalIndex  # noqa: E402

SEED = 20240601
TERMS_PER_CHUNK = 180  # ≈ a 500-token chunk after bigramming and identifier extraction
CJK_CHARS = 2_500  # common-character inventory the bigrams are drawn from
BIGRAMS = 40_000
IDENTIFIERS = 8_000
ZIPF_A = 1.1  # word-frequency skew
SCOPES = 40  # distinct (project, branches, applies_to, status) combinations
ELIGIBLE_FRACTION = 0.3
QUERY_TERMS = (4, 12)
LIMIT = 50
BATCH = 10_000


def vocabulary(rng: np.random.Generator) -> list[str]:
    chars = [chr(c) for c in range(0x4E00, 0x4E00 + CJK_CHARS)]
    pairs = rng.integers(0, CJK_CHARS, size=(BIGRAMS, 2))
    bigrams = list(dict.fromkeys(chars[a] + chars[b] for a, b in pairs))
    stems = ["use", "ref", "state", "store", "props", "emit", "model", "watch", "computed", "router", "i18n", "slot"]
    idents = [f"{stems[i % len(stems)]}{i}" for i in range(IDENTIFIERS // 2)]
    idents += [f"${stems[i % len(stems)]}.{i}" for i in range(IDENTIFIERS // 2)]
    vocab = bigrams + idents
    rng.shuffle(vocab)
    return vocab


def zipf_ids(rng: np.random.Generator, n: int, size: int) -> np.ndarray:
    return (rng.zipf(ZIPF_A, size=size) - 1) % n


def make_chunks(rng: np.random.Generator, vocab: list[str], count: int, start: int) -> list[IndexedChunk]:
    ids = zipf_ids(rng, len(vocab), count * TERMS_PER_CHUNK).reshape(count, TERMS_PER_CHUNK)
    scopes = rng.integers(0, SCOPES, size=count)
    return [
        IndexedChunk(
            entry_id=f"e{start + i}",
            n=0,
            text="",
            terms=tuple(vocab[j] for j in row),
            scope_key=f"scope{s}",
            status="verified",
            asset_type="component",
        )
        for i, (row, s) in enumerate(zip(ids, scopes))
    ]


def percentile(xs: list[float], p: float) -> float:
    return float(np.percentile(np.array(xs), p))


def run(size: int, queries: int) -> None:
    rng = np.random.default_rng(SEED + size)
    vocab = vocabulary(rng)
    with tempfile.TemporaryDirectory() as tmp:
        idx = TantivyLexicalIndex(Path(tmp) / "lexical")
        idx.warm_up()
        gen = index_t = 0.0
        for start in range(0, size, BATCH):
            t0 = time.perf_counter()
            batch = make_chunks(rng, vocab, min(BATCH, size - start), start)
            t1 = time.perf_counter()
            idx.upsert(batch)
            index_t += time.perf_counter() - t1
            gen += t1 - t0
        assert idx.count() == size
        lat, hits_n = [], []
        for _ in range(queries + 20):
            k = int(rng.integers(*QUERY_TERMS))
            terms = tuple(WeightedTerm(vocab[j], 1.0, "query") for j in zipf_ids(rng, len(vocab), k) * 7 % len(vocab))
            q = QueryTerms(text="", terms=terms, identifiers=())
            keys = frozenset(f"scope{s}" for s in rng.choice(SCOPES, int(SCOPES * ELIGIBLE_FRACTION), replace=False))
            t0 = time.perf_counter()
            hits = idx.search(q, keys, LIMIT)
            lat.append((time.perf_counter() - t0) * 1000)
            hits_n.append(len(hits))
        lat, hits_n = lat[20:], hits_n[20:]  # first queries warm the page cache
        idx.close()
    print(
        f"tantivy {size:>7,} chunks × {TERMS_PER_CHUNK} terms: index {index_t:6.1f} s "
        f"({size / index_t:,.0f} chunks/s, generation {gen:.1f} s excluded) | "
        f"filtered search (limit {LIMIT}, {ELIGIBLE_FRACTION:.0%} scopes) "
        f"p50 {percentile(lat, 50):.2f} ms  p95 {percentile(lat, 95):.2f} ms  p99 {percentile(lat, 99):.2f} ms  "
        f"mean hits {statistics.mean(hits_n):.1f}"
    )


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--sizes", type=int, nargs="+", default=[10_000, 100_000])
    ap.add_argument("--queries", type=int, default=300)
    args = ap.parse_args()
    structlog.configure(wrapper_class=structlog.make_filtering_bound_logger(logging.WARNING))  # numbers only
    for size in args.sizes:
        run(size, args.queries)


if __name__ == "__main__":
    main()
