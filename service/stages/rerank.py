"""Rerank: a cross-encoder reorders the fused top ``depth`` and keeps the top ``top_n``.

With no cross-encoder configured or loadable the fused order is kept, and
every response says so (``calibration.reranker``): it does not pretend.
"""

from __future__ import annotations

import dataclasses
import time
from collections.abc import Mapping
from dataclasses import dataclass

from service.domain import FusedList, RerankedList
from service.engines.protocols import Reranker

NO_RERANKER = "none (fused order kept)"


@dataclass(frozen=True)
class RerankStage:
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
            keep: how many to keep (max of top_n and the request's top_k).
        """
        keep = max(keep, self.top_n)
        pool = fused.candidates[: self.depth]
        if self.reranker is None or not pool:
            return RerankedList(candidates=pool[:keep], reranker=self.name, applied=False)
        t0 = time.perf_counter()
        texts = []
        for c in pool:
            title, text = passages.get((c.entry_id, c.n), ("", ""))
            texts.append(self.input_template.format(title=title, text=text))
        scores = self.reranker.score(query, texts)
        order = sorted(range(len(pool)), key=lambda i: (-scores[i], pool[i].fused_rank))
        ranked = tuple(
            dataclasses.replace(pool[i], rerank_score=float(scores[i]), rerank_rank=r)
            for r, i in enumerate(order, start=1)
        )
        return RerankedList(
            candidates=ranked[:keep],
            reranker=self.name,
            applied=True,
            elapsed_ms=(time.perf_counter() - t0) * 1000,
        )
