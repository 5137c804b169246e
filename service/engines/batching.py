"""Query embeddings of concurrent requests, computed together.

One transformer forward pass over 16 short questions costs a few single ones,
so under load the dense path's embedding is the service's largest cost when
each request runs its own pass. ``QueryBatcher`` coalesces concurrent
``embed_query`` calls: the first caller runs a batch of everything queued
(itself included); callers arriving meanwhile wait and are served by the next
batch, led by the first of them. With no concurrency a call runs alone at
once, so a lone request waits for nothing.

Batched and single vectors agree to float rounding (padding is masked out of
attention and of the mean pooling).
"""

from __future__ import annotations

import threading
from collections.abc import Sequence
from typing import Any

import numpy as np

# Most questions one forward pass takes (a batch is ~ 16 x 30 tokens of MiniLM).
MAX_QUERY_BATCH = 32


class _Slot:
    __slots__ = ("text", "done", "lead", "vector", "error")

    def __init__(self, text: str) -> None:
        self.text = text
        self.done = threading.Event()
        self.lead = False
        self.vector: np.ndarray | None = None
        self.error: BaseException | None = None


class QueryBatcher:
    """An embedder whose ``embed_query`` batches concurrent calls (other methods pass through).

    Args:
        inner: an embedder with ``embed_queries(texts) -> (n, dim)``.
        max_batch: most queries in one pass.
    """

    def __init__(self, inner: Any, max_batch: int = MAX_QUERY_BATCH) -> None:
        self._inner = inner
        self._max_batch = max_batch
        self._lock = threading.Lock()
        self._queue: list[_Slot] = []
        self._busy = False

    @staticmethod
    def wrap(embedder: Any) -> Any:
        """``embedder`` batched if it can embed several queries at once, else unchanged."""
        return QueryBatcher(embedder) if callable(getattr(embedder, "embed_queries", None)) else embedder

    def __getattr__(self, name: str) -> Any:  # identity, dim, embed_documents, warm_up …
        return getattr(self._inner, name)

    def embed_query(self, text: str) -> np.ndarray:
        """Shape ``(dim,)``, the same vector as the wrapped embedder's, to float rounding."""
        slot = _Slot(text)
        with self._lock:
            self._queue.append(slot)
            slot.lead = not self._busy
            self._busy = True
        if not slot.lead:
            slot.done.wait()
        if slot.lead:  # first caller, or woken to lead the next batch
            self._run_batch()
        if slot.error is not None:
            raise slot.error
        assert slot.vector is not None
        return slot.vector

    def _run_batch(self) -> None:
        with self._lock:
            batch = self._queue[: self._max_batch]
            del self._queue[: self._max_batch]
        try:
            vectors = self._inner.embed_queries([s.text for s in batch])
            for s, v in zip(batch, vectors, strict=True):
                s.vector = np.asarray(v)
        except BaseException as exc:  # noqa: BLE001 - every waiter gets the failure
            for s in batch:
                s.error = exc
        with self._lock:
            if self._queue:  # hand over: the first waiter leads the next batch
                nxt = self._queue[0]
                nxt.lead = True
                nxt.done.set()
            else:
                self._busy = False
        for s in batch:
            s.lead = False
            s.done.set()

    def embed_queries(self, texts: Sequence[str]) -> np.ndarray:
        return self._inner.embed_queries(texts)
