"""Pure request-body builders for the Elasticsearch lexical index, and the
query-term normalisation both lexical engines share.

Nothing here touches the network (design.md house style rule 3): every
function takes plain values and returns plain dicts/lists, and is pinned by
golden tests against expected dicts (``tests/service/engines/test_lexical_es.py``).

The document shape indexed by both lexical engines (field names must match
the mapping of :func:`index_settings`):

    chunk_id    keyword   "{entry_id}::{n}", also the document ``_id``
    entry_id    keyword   delete/replace by entry
    chunk_n     integer   chunk number within its entry (``IndexedChunk.n``)
    scope_key   keyword   eligibility scope (``service.eligibility``), filtered on
    terms       text      the analyzer's terms joined by single spaces; the
                          field is whitespace-tokenised so the engine sees
                          exactly the terms Python produced
    status      keyword
    asset_type  keyword
    text        text      not indexed; kept in ``_source`` for display

The mapping is ``analyzers.elasticsearch.index_settings()`` (one source of
analysis rules); tantivy's schema uses the same names except ``n`` for
``chunk_n``.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, Any

from analyzers.elasticsearch import index_settings as analyzer_index_settings
from service.domain import IndexedChunk

if TYPE_CHECKING:
    from analyzers import QueryTerms

# Field names shared by both lexical engines (tantivy schema and ES mapping).
FIELD_CHUNK_ID = "chunk_id"
FIELD_ENTRY_ID = "entry_id"
FIELD_CHUNK_N = "chunk_n"
FIELD_TEXT = "text"
FIELD_SCOPE_KEY = "scope_key"
FIELD_TERMS = "terms"
FIELD_STATUS = "status"
FIELD_ASSET_TYPE = "asset_type"



def query_term_weights(query: QueryTerms) -> list[tuple[str, float]]:
    """The distinct (lowercased term, weight) pairs a lexical query is built from.

    Terms are kept in first-appearance order; a term listed twice (e.g. from
    the query and from glossary expansion) keeps its largest weight; terms
    whose weight is not a positive finite number, and empty terms, are dropped.
    """
    best: dict[str, float] = {}
    for wt in query.terms:
        term = wt.term.lower()
        weight = float(wt.weight)
        if not term or not math.isfinite(weight) or weight <= 0.0:
            continue
        if weight > best.get(term, 0.0):
            best[term] = weight
    return list(best.items())


def terms_value(terms: Iterable[str]) -> str:
    """The ``terms`` field value: lowercased terms joined by single spaces.

    The analyzer already lowercases; doing it again here (a no-op on its
    output) guarantees both engines index exactly what queries look up, since
    tantivy's field analyzer lowercases and Elasticsearch's does not.
    """
    return " ".join(t.lower() for t in terms)


def chunk_source(chunk: IndexedChunk) -> dict[str, Any]:
    """The stored document of one chunk (identical fields in both engines)."""
    return {
        FIELD_CHUNK_ID: chunk.chunk_id,
        FIELD_ENTRY_ID: chunk.entry_id,
        FIELD_CHUNK_N: chunk.n,
        FIELD_SCOPE_KEY: chunk.scope_key,
        FIELD_TERMS: terms_value(chunk.terms),
        FIELD_STATUS: chunk.status,
        FIELD_ASSET_TYPE: chunk.asset_type,
        FIELD_TEXT: chunk.text,
    }


def search_body(query: QueryTerms, scope_keys: Iterable[str], limit: int) -> dict[str, Any]:
    """The ``_search`` body: BM25 over the weighted terms, gated by scope key.

    Each distinct term is a ``term`` query (not analysed: terms are already
    the analyzer's output) boosted by its weight, in a bool ``should`` with
    ``minimum_should_match: 1``; the gate is a ``terms`` filter on
    ``scope_key`` in filter context, so it admits documents without adding
    score. Ties are broken by ``chunk_id`` ascending.

    Args:
        query: the analyzed query.
        scope_keys: eligible scope keys (sorted into the body for stable goldens).
        limit: ``size`` of the result page.
    """
    should = [{"term": {FIELD_TERMS: {"value": t, "boost": w}}} for t, w in query_term_weights(query)]
    return {
        "size": limit,
        "query": {
            "bool": {
                "should": should,
                "minimum_should_match": 1,
                "filter": [{"terms": {FIELD_SCOPE_KEY: sorted(scope_keys)}}],
            }
        },
        "_source": [FIELD_ENTRY_ID, FIELD_CHUNK_N],
        "sort": ["_score", {FIELD_CHUNK_ID: "asc"}],
    }


def doc_freq_body(terms: Iterable[str]) -> dict[str, Any]:
    """One ``_search`` that counts the chunks containing each term (a ``filters`` aggregation, no hits)."""
    return {
        "size": 0,
        "track_total_hits": False,
        "aggs": {"df": {"filters": {"filters": {t: {"term": {FIELD_TERMS: t}} for t in dict.fromkeys(terms)}}}},
    }


def bulk_actions(chunks: Sequence[IndexedChunk], index_name: str) -> list[dict[str, Any]]:
    """``_bulk`` operations (action line, source line, …) indexing ``chunks`` by chunk id."""
    ops: list[dict[str, Any]] = []
    for chunk in chunks:
        ops.append({"index": {"_index": index_name, "_id": chunk.chunk_id}})
        ops.append(chunk_source(chunk))
    return ops


def delete_by_entries_body(entry_ids: Iterable[str], keep_chunk_ids: Iterable[str] = ()) -> dict[str, Any]:
    """``_delete_by_query`` body removing every chunk of ``entry_ids``.

    Chunks named in ``keep_chunk_ids`` are spared: an upsert indexes the new
    chunks first and then removes only the stale ones, so an entry never
    disappears from search while it is being replaced.
    """
    bool_query: dict[str, Any] = {"filter": [{"terms": {FIELD_ENTRY_ID: sorted(set(entry_ids))}}]}
    keep = sorted(set(keep_chunk_ids))
    if keep:
        bool_query["must_not"] = [{"terms": {FIELD_CHUNK_ID: keep}}]
    return {"query": {"bool": bool_query}}


def delete_all_body() -> dict[str, Any]:
    """``_delete_by_query`` body removing every document (``clear``)."""
    return {"query": {"match_all": {}}}


def index_settings() -> dict[str, Any]:
    """The lexical index's ``{"settings": …, "mappings": …}``: the analyzers' own
    (``analyzers.elasticsearch.index_settings``, one shard, BM25 k1 = 1.2,
    b = 0.75, whitespace-only ``terms`` analyzer, strict mapping)."""
    return analyzer_index_settings()
