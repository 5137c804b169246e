"""Rerank: a cross-encoder reorders the fused top ``depth`` and keeps the top ``top_n``.

With no cross-encoder configured or loadable the fused order is kept, and
every response says so (``calibration.reranker``): it does not pretend.
"""

from __future__ import annotations

import dataclasses
import math
import time
from collections.abc import Mapping
from dataclasses import dataclass

import structlog

from service.domain import FusedList, RerankedList
from service.engines.protocols import Reranker
from service.errors import BackendUnavailable

log = structlog.get_logger("mxr.rerank")

# The stage's name (and `calibration.reranker` in responses) when no cross-encoder runs.
NO_RERANKER = "none (fused order kept)"


def _sort_key(score: float) -> float:
    """Descending-score sort key; a NaN score sorts after every number."""
    return math.inf if math.isnan(score) else -score


@dataclass(frozen=True)
class RerankStage:
    """Reorder the fused top ``depth`` by cross-encoder score (ties: fused rank) and keep the best.

    Args:
        reranker: the cross-encoder, or None to keep the fused order (and say so).
        depth: how many fused candidates are scored (the rest are dropped).
        top_n: the fewest candidates kept.
        input_template: how (title, text) is shown to the cross-encoder.
    """

    reranker: Reranker | None
    depth: int = 50
    top_n: int = 5
    input_template: str = "{title}\n{text}"

    @property
    def name(self) -> str:
        return self.reranker.identity if self.reranker else NO_RERANKER

    def run(
        self, query: str, fused: FusedList, passages: Mapping[tuple[str, int], tuple[str, str]], keep: int
    ) -> RerankedList:
        """Reorder the fused candidates.

        Args:
            query: the user's query text.
            fused: the fused candidates, best first.
            passages: (entry_id, n) -> (title, chunk text) for the candidates.
            keep: how many to keep (at least ``top_n``; at most ``depth`` exist).

        Raises:
            BackendUnavailable: the reranker returned a number of scores other than one per passage.
        """
        keep = max(keep, self.top_n)
        pool = fused.candidates[: self.depth]
        if self.reranker is None or not pool:
            return RerankedList(candidates=pool[:keep], reranker=self.name, applied=False)
        t0 = time.perf_counter()
        texts = []
        for c in pool:
            found = passages.get((c.entry_id, c.n))
            if found is None:
                log.warning("rerank.passage_missing", entry_id=c.entry_id, n=c.n)
                found = ("", "")
            title, text = found
            texts.append(self.input_template.format(title=title, text=text))
        scores = [float(s) for s in self.reranker.score(query, texts)]
        if len(scores) != len(pool):
            raise BackendUnavailable(
                "reranker", f"{self.name} returned {len(scores)} scores for {len(pool)} passages"
            )
        order = sorted(range(len(pool)), key=lambda i: (_sort_key(scores[i]), pool[i].fused_rank))
        ranked = tuple(
            dataclasses.replace(pool[i], rerank_score=scores[i], rerank_rank=r)
            for r, i in enumerate(order, start=1)
        )
        return RerankedList(
            candidates=ranked[:keep],
            reranker=self.name,
            applied=True,
            elapsed_ms=(time.perf_counter() - t0) * 1000,
        )
