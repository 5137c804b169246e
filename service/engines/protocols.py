"""Engine interfaces. The embedded and the scale-out backend of each share one.

Every implementation is exercised by one shared contract-test class
(``tests/service/engines/test_lexical_contract.py``, ``test_dense_index.py``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol, runtime_checkable

import numpy as np

from analyzers import QueryTerms
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
