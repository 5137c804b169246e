"""Reciprocal Rank Fusion (Cormack, Clarke & Büttcher, SIGIR 2009).

    RRF(d) = Σ_paths  w_path / (k + rank_path(d))

with 1-based ranks; a path that did not return d contributes nothing. Only
ranks are used: BM25 scores are unbounded and cosine similarities live in
[-1, 1], so raw scores are not comparable across paths (seed article 000).
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from service.domain import Candidate, FusedList, PathResult, RecallPath

# k = 60: the paper's pilot-study value ("near-optimal, not critical");
# Elasticsearch's rrf retriever uses the same default rank_constant.
RRF_K_DEFAULT = 60


def rrf(
    rankings: Mapping[str, Sequence[str]],
    k: int = RRF_K_DEFAULT,
    weights: Mapping[str, float] | None = None,
) -> list[tuple[str, float]]:
    """Fuse ranked id lists by Reciprocal Rank Fusion.

    Args:
        rankings: path name -> ids best first (an id appearing twice in one
            list counts at its first, best rank).
        k: the rank constant (> 0).
        weights: optional per-path multiplier (default 1.0 each).

    Returns:
        (id, fused score) pairs, best first; ties broken by id so the result
        does not depend on the order of ``rankings``.

    Raises:
        ValueError: k <= 0 or a negative weight.
    """
    if k <= 0:
        raise ValueError(f"RRF k must be > 0, got {k}")
    parts: dict[str, list[float]] = {}
    for path, ids in rankings.items():
        w = 1.0 if weights is None else float(weights.get(path, 1.0))
        if w < 0:
            raise ValueError(f"RRF weight for {path!r} must be >= 0, got {w}")
        seen: set[str] = set()
        rank = 0
        for doc in ids:
            if doc in seen:
                continue
            seen.add(doc)
            rank += 1
            parts.setdefault(doc, []).append(w / (k + rank))
    # fsum is correctly rounded, so the score cannot depend on the paths' order.
    scores = {doc: math.fsum(p) for doc, p in parts.items()}
    return sorted(scores.items(), key=lambda kv: (-kv[1], kv[0]))


@dataclass(frozen=True)
class FusionStage:
    """Fuses the recall paths' entry lists into candidates with provenance."""

    k: int = RRF_K_DEFAULT
    lexical_weight: float = 1.0
    dense_weight: float = 1.0
    depth: int = 50

    def run(self, results: Sequence[PathResult]) -> FusedList:
        """Fuse the successful paths; failed ones are listed as degraded."""
        ok = [r for r in results if not r.failed]
        degraded = tuple(r.path for r in results if r.failed)
        weights = {RecallPath.LEXICAL.value: self.lexical_weight, RecallPath.DENSE.value: self.dense_weight}
        rankings = {r.path.value: [h.entry_id for h in r.hits] for r in ok}
        fused = rrf(rankings, k=self.k, weights=weights)[: self.depth]
        by_path = {r.path: {h.entry_id: (i, h) for i, h in enumerate(r.hits, start=1)} for r in ok}
        lex = by_path.get(RecallPath.LEXICAL, {})
        den = by_path.get(RecallPath.DENSE, {})
        candidates = []
        for rank, (entry_id, score) in enumerate(fused, start=1):
            lr = lex.get(entry_id)
            dr = den.get(entry_id)
            # The chunk shown is the one the better-ranked path returned.
            best = min((x for x in (lr, dr) if x is not None), key=lambda x: x[0])
            candidates.append(
                Candidate(
                    entry_id=entry_id,
                    n=best[1].n,
                    fused_score=score,
                    fused_rank=rank,
                    lexical_rank=lr[0] if lr else None,
                    dense_rank=dr[0] if dr else None,
                    lexical_score=lr[1].score if lr else None,
                    dense_score=dr[1].score if dr else None,
                )
            )
        return FusedList(candidates=tuple(candidates), paths=tuple(r.path for r in ok), degraded=degraded)
