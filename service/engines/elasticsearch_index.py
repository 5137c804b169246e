"""Scale-out lexical index: BM25 over pre-analyzed terms in Elasticsearch 9.

Bodies come from the pure builders in :mod:`service.engines.es_bodies`; only
the methods of :class:`ElasticsearchLexicalIndex` touch the network, through
the client passed in. Scores are Lucene's BM25 (k1 = 1.2, b = 0.75), which
omits tantivy's constant (k1 + 1) factor: the same ranking on a one-shard
index, a different score scale (calibrate per engine).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, TypeVar

import elastic_transport
import structlog
from elasticsearch import ApiError, Elasticsearch
from elasticsearch import TransportError as EsTransportError

from service.domain import Hit, IndexedChunk
from service.engines.es_bodies import (
    FIELD_ENTRY_ID,
    FIELD_CHUNK_N,
    bulk_actions,
    delete_all_body,
    delete_by_entries_body,
    doc_freq_body,
    index_settings,
    query_term_weights,
    search_body,
)
from service.errors import BackendUnavailable

if TYPE_CHECKING:
    from analyzers import QueryTerms

log = structlog.get_logger(__name__)

# Chunks per _bulk request: ~1k small documents keeps a request well under ES's
# 100 MB http.max_content_length while amortising round trips.
BULK_BATCH_CHUNKS = 1_000
# Errors that mean "the cluster did not do what we asked": connection, TLS,
# timeouts (transport) and HTTP error statuses (API).
_ES_ERRORS: tuple[type[BaseException], ...] = (ApiError, EsTransportError, elastic_transport.TransportError)

T = TypeVar("T")


class ElasticsearchLexicalIndex:
    """The scale-out :class:`~service.engines.protocols.LexicalIndex` (Elasticsearch 9).

    Args:
        client: a configured ``elasticsearch.Elasticsearch`` (never looked up globally).
        index_name: the index holding the chunks.

    Every network method raises :class:`~service.errors.BackendUnavailable`
    ("elasticsearch", cause) when the cluster fails or refuses the request.
    """

    name = "elasticsearch"

    def __init__(self, client: Elasticsearch, index_name: str) -> None:
        self.client = client
        self.index_name = index_name

    def _call(self, what: str, fn: Callable[[], T]) -> T:
        try:
            return fn()
        except _ES_ERRORS as exc:
            status = getattr(exc, "status_code", None) or getattr(getattr(exc, "meta", None), "status", None)
            cause = f"{what} on index {self.index_name!r} failed" + (f" (HTTP {status})" if status else "")
            log.warning("index.backend_error", engine=self.name, op=what, error=str(exc))
            raise BackendUnavailable(self.name, f"{cause}: {exc}") from exc

    # -- lifecycle ---------------------------------------------------------

    def warm_up(self) -> None:
        """Create the index with :func:`~service.engines.es_bodies.index_settings` if missing (idempotent)."""
        def create() -> None:
            if self.client.indices.exists(index=self.index_name):
                return
            body = index_settings()
            try:
                self.client.indices.create(
                    index=self.index_name, settings=body["settings"], mappings=body["mappings"]
                )
            except ApiError as exc:  # lost a creation race with another replica: fine
                if "resource_already_exists_exception" not in str(exc):
                    raise
            log.info("index.created", engine=self.name, index=self.index_name)

        self._call("warm_up", create)

    def close(self) -> None:
        """Nothing to release: the client belongs to the caller, who closes it."""

    # -- writes ------------------------------------------------------------

    def upsert(self, chunks: Sequence[IndexedChunk]) -> None:
        """Replace ALL chunks of every entry named in ``chunks``.

        Indexes the new chunks (by chunk id, overwriting), then deletes the
        entries' stale chunks, so an entry stays searchable throughout.
        Both steps refresh before returning, so reads see the write.
        """
        if not chunks:
            return
        for start in range(0, len(chunks), BULK_BATCH_CHUNKS):
            ops = bulk_actions(chunks[start : start + BULK_BATCH_CHUNKS], self.index_name)
            resp = self._call("bulk", lambda ops=ops: self.client.bulk(operations=ops, refresh="wait_for"))
            if resp.get("errors"):
                first = next(
                    (item for item in resp.get("items", []) for v in item.values() if v.get("error")), None
                )
                raise BackendUnavailable(self.name, f"bulk indexing into {self.index_name!r} failed: {first}")
        body = delete_by_entries_body({c.entry_id for c in chunks}, keep_chunk_ids=[c.chunk_id for c in chunks])
        self._delete_by_query("upsert", body)
        log.info("index.upserted", engine=self.name, chunks=len(chunks))

    def delete_entries(self, entry_ids: Sequence[str]) -> None:
        """Remove every chunk of these entries (unknown ids are ignored)."""
        if not entry_ids:
            return
        self._delete_by_query("delete_entries", delete_by_entries_body(entry_ids))
        log.info("index.deleted", engine=self.name, entries=len(entry_ids))

    def clear(self) -> None:
        """Remove every document (the index and its mapping stay)."""
        self._delete_by_query("clear", delete_all_body())
        log.info("index.cleared", engine=self.name)

    def _delete_by_query(self, what: str, body: dict[str, Any]) -> None:
        self._call(
            what,
            lambda: self.client.delete_by_query(
                index=self.index_name, body=body, refresh=True, conflicts="proceed"
            ),
        )

    # -- reads -------------------------------------------------------------

    def count(self) -> int:
        """Number of live (refreshed) chunks."""
        resp = self._call("count", lambda: self.client.count(index=self.index_name))
        return int(resp["count"])

    def doc_freq(self, terms: Sequence[str]) -> dict[str, int]:
        """Chunks containing each term, from one ``filters`` aggregation (no request for no terms)."""
        wanted = list(dict.fromkeys(terms))
        if not wanted:
            return {}
        body = doc_freq_body(wanted)
        resp = self._call("doc_freq", lambda: self.client.search(index=self.index_name, body=body))
        buckets = resp["aggregations"]["df"]["buckets"]
        return {t: int(buckets.get(t, {}).get("doc_count", 0)) for t in wanted}

    def search(self, query: QueryTerms, scope_keys: frozenset[str], limit: int) -> list[Hit]:
        """Top ``limit`` chunks by BM25 among chunks whose scope_key is in ``scope_keys``.

        Ordered by score descending, ties by chunk id. The gate (filter
        context) adds no score; empty ``scope_keys``, no positive-weight term
        or ``limit <= 0`` return [] without a request.
        """
        if not scope_keys or not query_term_weights(query) or limit <= 0:
            return []
        body = search_body(query, scope_keys, limit)
        resp = self._call("search", lambda: self.client.search(index=self.index_name, body=body))
        hits: list[Hit] = []
        for h in resp["hits"]["hits"]:
            # With an explicit sort, ES reports the score as the first sort value.
            score = h.get("_score")
            if score is None:
                score = h["sort"][0]
            src = h["_source"]
            hits.append(Hit(entry_id=src[FIELD_ENTRY_ID], n=int(src[FIELD_CHUNK_N]), score=float(score)))
        return hits
