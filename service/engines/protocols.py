"""Engine interfaces. The embedded and the scale-out backend of each share one.

Every implementation is exercised by one shared contract-test class
(``tests/service/engines/test_lexical_contract.py``, ``test_dense_index.py``,
``tests/queues/test_backfill.py``).
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable, Sequence
from typing import Any, Protocol, runtime_checkable

import numpy as np

from analyzers import QueryTerms
from service.backfill import BackfillItem, EnqueueRequest, EnqueueResult, ItemFilter, QueueStats, Triage
from service.domain import Hit, IndexedChunk


@runtime_checkable
class LexicalIndex(Protocol):
    """BM25 over pre-analyzed chunk terms, gated by ``scope_key``."""

    name: str

    def warm_up(self) -> None:
        """Open or create the index (idempotent)."""

    def upsert(self, chunks: Sequence[IndexedChunk]) -> None:
        """Replace ALL chunks of every entry named in ``chunks`` with these."""

    def delete_entries(self, entry_ids: Sequence[str]) -> None:
        """Remove every chunk of these entries (unknown ids are ignored)."""

    def search(self, query: QueryTerms, scope_keys: frozenset[str], limit: int) -> list[Hit]:
        """Top ``limit`` chunks by BM25 among chunks whose scope_key is in ``scope_keys``.

        The filter adds no score; an empty ``scope_keys`` returns [].
        """

    def count(self) -> int:
        """Number of live chunks."""

    def doc_freq(self, terms: Sequence[str]) -> dict[str, int]:
        """How many chunks contain each term (the BM25 document frequency; unknown terms are 0)."""

    def clear(self) -> None:
        """Remove everything (used by reindex)."""

    def close(self) -> None:
        """Release files, locks and connections."""


@runtime_checkable
class VectorIndex(Protocol):
    """Nearest-neighbour search over chunk embeddings, gated by ``scope_key``."""

    name: str

    def warm_up(self) -> None: ...

    def upsert(self, chunks: Sequence[IndexedChunk], vectors: np.ndarray) -> None:
        """Replace ALL chunks of every entry named in ``chunks``; ``vectors[i]`` embeds ``chunks[i]``."""

    def delete_entries(self, entry_ids: Sequence[str]) -> None: ...

    def search(self, vector: np.ndarray, scope_keys: frozenset[str], limit: int) -> list[Hit]:
        """Top ``limit`` chunks by cosine similarity among eligible chunks (score = cosine)."""

    def count(self) -> int: ...

    def clear(self) -> None: ...

    def close(self) -> None: ...


@runtime_checkable
class Embedder(Protocol):
    """Text → unit-length float32 vectors."""

    identity: str  # model id/path + pooling + revision: what a collection records
    dim: int

    def warm_up(self) -> None: ...

    def embed_documents(self, texts: Sequence[str]) -> np.ndarray:
        """Shape (len(texts), dim), rows L2-normalised."""

    def embed_query(self, text: str) -> np.ndarray:
        """Shape (dim,), L2-normalised."""


@runtime_checkable
class Reranker(Protocol):
    """Cross-encoder scoring of (query, passage) pairs."""

    identity: str

    def warm_up(self) -> None: ...

    def score(self, query: str, passages: Sequence[str]) -> list[float]:
        """One relevance score per passage, on the pinned scale (see identity)."""


@runtime_checkable
class BackfillQueue(Protocol):
    """The reviewers' durable queue of abstentions and feedback (see ``service.backfill``).

    State changes are guarded in the database: of N reviewers claiming one
    item at once exactly one wins; every refused transition raises
    ``InvalidTransition`` naming the item's current state.
    """

    def warm_up(self) -> None:
        """Create or upgrade the tables (idempotent)."""

    def enqueue(self, req: EnqueueRequest, *, new_items_per_minute: int | None = None) -> EnqueueResult:
        """Record one occurrence: merged into the open item for the same question, else a new item.

        With ``new_items_per_minute`` set, a requester that opened that many
        items in the last minute opens no more (merges still happen).
        """

    def get(self, item_id: str, with_occurrences: bool = False) -> BackfillItem | None: ...

    def list(self, filt: ItemFilter, limit: int, offset: int = 0) -> list[BackfillItem]:
        """Items matching ``filt``, most-asked first (hits, then most recently seen)."""

    def count(self, filt: ItemFilter) -> int: ...

    def stats(self) -> QueueStats: ...

    def claim(self, item_id: str, reviewer: str, lease_s: int) -> BackfillItem:
        """Claim an open item (or one whose lease expired, or renew one's own claim).

        Raises:
            NotFound: no such item.
            InvalidTransition: someone else holds it, or it is triaged or resolved.
        """

    def claim_next(self, reviewer: str, lease_s: int, filt: ItemFilter | None = None) -> BackfillItem | None:
        """Claim the oldest claimable item matching ``filt``; None when there is none."""

    def release(self, item_id: str, reviewer: str) -> BackfillItem:
        """Give one's own claim back (the item is open again)."""

    def triage(self, item_id: str, reviewer: str, triage: Triage, apply: Callable[[Any], None] | None = None) -> BackfillItem:
        """Record the triage of an item the reviewer holds; ``apply(connection)`` runs in the same transaction.

        ``apply`` writes the store of record (draft or updated entry) on the
        queue's own connection, so the entry and the triage commit together or not at all.
        """

    def resolve(self, item_id: str, reviewer: str, note: str | None = None) -> BackfillItem:
        """Close a triaged item; a note, if given, is kept (never cleared)."""

    def triaged_since(self, since: dt.datetime | None) -> list[BackfillItem]:
        """Triaged and resolved items (oldest triage first), for the eval-set export."""
