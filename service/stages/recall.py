"""The two recall paths: each returns its top entries, drawn only from eligible chunks.

Engines return chunks; a path keeps each entry's best chunk, in order, and
stops at ``depth`` entries (it asks the engine for ``depth × overfetch``
chunks so that ``depth`` distinct entries survive the collapse).
"""

from __future__ import annotations

import time
from collections.abc import Iterable
from dataclasses import dataclass

import numpy as np

from analyzers import QueryTerms
from service.domain import Hit, PathResult, RecallPath
from service.engines.protocols import Embedder, LexicalIndex, VectorIndex
from service.eligibility import Gate


def collapse(hits: Iterable[Hit], depth: int) -> tuple[Hit, ...]:
    """Keep the first (best) chunk of each entry, at most ``depth`` entries."""
    seen: set[str] = set()
    out: list[Hit] = []
    for h in hits:
        if h.entry_id in seen:
            continue
        seen.add(h.entry_id)
        out.append(h)
        if len(out) >= depth:
            break
    return tuple(out)


@dataclass(frozen=True)
class LexicalRecall:
    """BM25 top entries over eligible chunks."""

    index: LexicalIndex
    depth: int = 50
    overfetch: int = 3

    def run(self, terms: QueryTerms, gate: Gate) -> PathResult:
        t0 = time.perf_counter()
        hits = self.index.search(terms, gate.keys, self.depth * self.overfetch) if gate.keys else []
        return PathResult(RecallPath.LEXICAL, collapse(hits, self.depth), (time.perf_counter() - t0) * 1000)


@dataclass(frozen=True)
class DenseRecall:
    """Embedding top entries over eligible chunks."""

    index: VectorIndex
    embedder: Embedder
    depth: int = 50
    overfetch: int = 3

    def embed(self, text: str) -> np.ndarray:
        return self.embedder.embed_query(text)

    def run(self, text: str, gate: Gate) -> PathResult:
        t0 = time.perf_counter()
        if not gate.keys:
            return PathResult(RecallPath.DENSE, (), 0.0)
        vector = self.embed(text)
        hits = self.index.search(vector, gate.keys, self.depth * self.overfetch)
        return PathResult(RecallPath.DENSE, collapse(hits, self.depth), (time.perf_counter() - t0) * 1000, vector=vector)
