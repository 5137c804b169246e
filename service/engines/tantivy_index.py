"""Embedded lexical index: BM25 over pre-analyzed terms with tantivy, on disk.

Scoring is tantivy's built-in BM25 (k1 = 1.2, b = 0.75, Lucene/Robertson idf
``ln(1 + (N - n + 0.5) / (n + 0.5))``, field length stored as a one-byte
fieldnorm that is exact below 40 tokens):

    score(d) = Σ_t  w_t · idf(t) · tf·(k1 + 1) / (tf + k1·(1 - b + b·dl/avgdl))

over the distinct query terms t with weight w_t > 0. The eligibility gate is
a ``TermSetQuery`` on ``scope_key`` inside ``const_score_query(…, 0.0)`` as a
MUST clause, so it restricts the candidates inside the query and adds nothing
to any score.

Caveat: documents deleted (or replaced) stay in the BM25 statistics (N, n,
avgdl) until tantivy's merge policy merges their segments; scores drift
slightly after many updates until then. ``mxr reindex`` (``clear`` + upsert)
resets them exactly.

One process owns the index: the writer (and its directory lock) is taken in
``warm_up`` and held until ``close``; a second process gets
:class:`~service.errors.DataDirLocked`.
"""

from __future__ import annotations

import threading
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

import structlog
import tantivy

from service.domain import Hit, IndexedChunk
from service.engines.es_bodies import (
    FIELD_ASSET_TYPE,
    FIELD_CHUNK_ID,
    FIELD_ENTRY_ID,
    FIELD_SCOPE_KEY,
    FIELD_STATUS,
    FIELD_TERMS,
    query_term_weights,
    terms_value,
)
from service.errors import BackendUnavailable, DataDirLocked

if TYPE_CHECKING:
    from analyzers import QueryTerms

log = structlog.get_logger(__name__)

# Writer heap: tantivy needs ≥ 3 MB per thread; 50 MB flushes a segment every
# few tens of thousands of chunks, plenty for an embedded index.
WRITER_HEAP_BYTES = 50_000_000
# One indexing thread: the embedded target is a 2-core machine that also serves queries.
WRITER_THREADS = 1
# First page collected = this × limit (+1): equal BM25 scores at the cut are
# common (same tf, same length), and re-running the query costs more than a wider heap.
TIE_MARGIN_FACTOR = 2
# Chunk number field (Elasticsearch's mapping calls it ``chunk_n``).
FIELD_N = "n"
# Registered name of the ``terms`` field analyzer; not persisted by tantivy.
TERMS_ANALYZER = "mxr_whitespace_lower"
# What tantivy's Rust error says when another writer holds the directory lock.
_LOCK_BUSY_MARKERS = ("LockBusy", "Failed to acquire index lock")


def _schema() -> tantivy.Schema:
    """The index schema (field names shared with the Elasticsearch mapping)."""
    sb = tantivy.SchemaBuilder()
    sb.add_text_field(FIELD_CHUNK_ID, stored=True, tokenizer_name="raw", index_option="basic")
    sb.add_text_field(FIELD_ENTRY_ID, stored=True, tokenizer_name="raw", index_option="basic")
    sb.add_integer_field(FIELD_N, stored=True)
    sb.add_text_field(FIELD_SCOPE_KEY, stored=False, tokenizer_name="raw", index_option="basic")
    sb.add_text_field(FIELD_TERMS, stored=False, tokenizer_name=TERMS_ANALYZER, index_option="position")
    sb.add_text_field(FIELD_STATUS, stored=True, tokenizer_name="raw", index_option="basic")
    sb.add_text_field(FIELD_ASSET_TYPE, stored=True, tokenizer_name="raw", index_option="basic")
    return sb.build()


def _terms_analyzer() -> tantivy.TextAnalyzer:
    """Whitespace split + lowercase: never splits on punctuation (``$ref``, ``v-model``)."""
    return tantivy.TextAnalyzerBuilder(tantivy.Tokenizer.whitespace()).filter(tantivy.Filter.lowercase()).build()


class TantivyLexicalIndex:
    """The embedded :class:`~service.engines.protocols.LexicalIndex` (tantivy on disk).

    Args:
        path: directory of the index; created if missing, reopened if present.

    The constructor only records the path; ``warm_up`` (called implicitly by
    every other method) opens the index and takes the writer lock.
    Thread-safe: writes are serialised by a lock, reads use a fresh searcher.
    """

    name = "tantivy"

    def __init__(self, path: Path) -> None:
        self.path = Path(path)
        self._lock = threading.RLock()
        self._schema: tantivy.Schema | None = None
        self._index: tantivy.Index | None = None
        self._writer: tantivy.IndexWriter | None = None

    # -- lifecycle ---------------------------------------------------------

    def warm_up(self) -> None:
        """Open or create the index and take the writer lock (idempotent).

        Raises:
            DataDirLocked: another process holds the index's writer lock.
            BackendUnavailable: the directory holds an index with another
                schema or cannot be opened (run ``mxr reindex`` after removing it).
        """
        with self._lock:
            if self._writer is not None:
                return
            schema = _schema()
            try:
                self.path.mkdir(parents=True, exist_ok=True)
                index = tantivy.Index(schema, path=str(self.path), reuse=True)
            except (OSError, ValueError) as exc:
                raise BackendUnavailable("tantivy", f"cannot open index at {self.path}: {exc}") from exc
            # Custom analyzers are not persisted: register after every open.
            index.register_tokenizer(TERMS_ANALYZER, _terms_analyzer())
            try:
                writer = index.writer(WRITER_HEAP_BYTES, WRITER_THREADS)
            except ValueError as exc:
                if any(m in str(exc) for m in _LOCK_BUSY_MARKERS):
                    raise DataDirLocked(str(self.path), "tantivy index writer lock is held") from exc
                raise BackendUnavailable("tantivy", f"cannot open a writer on {self.path}: {exc}") from exc
            index.reload()
            self._schema, self._index, self._writer = schema, index, writer
            log.info("index.opened", engine=self.name, path=str(self.path), docs=index.searcher().num_docs)

    def close(self) -> None:
        """Release the writer lock and the index (idempotent; ``warm_up`` reopens)."""
        with self._lock:
            writer, self._writer, self._index, self._schema = self._writer, None, None, None
            if writer is not None:
                # Consumes the writer: waits for merges, then drops it and its lock.
                writer.wait_merging_threads()
                del writer
                log.info("index.closed", engine=self.name, path=str(self.path))

    def _open(self) -> tuple[tantivy.Schema, tantivy.Index, tantivy.IndexWriter]:
        self.warm_up()
        assert self._schema is not None and self._index is not None and self._writer is not None
        return self._schema, self._index, self._writer

    # -- writes ------------------------------------------------------------

    def upsert(self, chunks: Sequence[IndexedChunk]) -> None:
        """Replace ALL chunks of every entry named in ``chunks`` with these (one commit)."""
        if not chunks:
            return
        with self._lock:
            _, index, writer = self._open()
            for entry_id in dict.fromkeys(c.entry_id for c in chunks):
                writer.delete_documents_by_term(FIELD_ENTRY_ID, entry_id)
            for c in chunks:
                doc = tantivy.Document()
                doc.add_text(FIELD_CHUNK_ID, c.chunk_id)
                doc.add_text(FIELD_ENTRY_ID, c.entry_id)
                doc.add_integer(FIELD_N, c.n)
                doc.add_text(FIELD_SCOPE_KEY, c.scope_key)
                doc.add_text(FIELD_TERMS, terms_value(c.terms))
                doc.add_text(FIELD_STATUS, c.status)
                doc.add_text(FIELD_ASSET_TYPE, c.asset_type)
                writer.add_document(doc)
            self._commit(index, writer)
        log.info("index.upserted", engine=self.name, chunks=len(chunks))

    def delete_entries(self, entry_ids: Sequence[str]) -> None:
        """Remove every chunk of these entries (unknown ids are ignored)."""
        if not entry_ids:
            return
        with self._lock:
            _, index, writer = self._open()
            for entry_id in dict.fromkeys(entry_ids):
                writer.delete_documents_by_term(FIELD_ENTRY_ID, entry_id)
            self._commit(index, writer)
        log.info("index.deleted", engine=self.name, entries=len(entry_ids))

    def clear(self) -> None:
        """Remove every document; the statistics restart from empty."""
        with self._lock:
            _, index, writer = self._open()
            writer.delete_all_documents()
            self._commit(index, writer)
            writer.garbage_collect_files()
        log.info("index.cleared", engine=self.name)

    @staticmethod
    def _commit(index: tantivy.Index, writer: tantivy.IndexWriter) -> None:
        writer.commit()
        index.reload()  # make this commit visible to the next searcher

    # -- reads -------------------------------------------------------------

    def count(self) -> int:
        """Number of live chunks (deleted ones excluded)."""
        _, index, _ = self._open()
        return int(index.searcher().num_docs)

    def doc_freq(self, terms: Sequence[str]) -> dict[str, int]:
        """Chunks containing each term, as BM25 counts them (deleted chunks count until segments merge)."""
        _, index, _ = self._open()
        searcher = index.searcher()
        return {t: int(searcher.doc_freq(FIELD_TERMS, t)) for t in dict.fromkeys(terms)}

    def search(self, query: QueryTerms, scope_keys: frozenset[str], limit: int) -> list[Hit]:
        """Top ``limit`` chunks by BM25 among chunks whose scope_key is in ``scope_keys``.

        Returns hits ordered by score descending, ties by chunk id ascending.
        The gate adds no score; empty ``scope_keys``, no positive-weight term
        or ``limit <= 0`` return [].
        """
        weighted = query_term_weights(query)
        if not scope_keys or not weighted or limit <= 0:
            return []
        schema, index, _ = self._open()
        Q = tantivy.Query
        clauses = [
            (tantivy.Occur.Should, Q.boost_query(Q.term_query(schema, FIELD_TERMS, term), weight))
            for term, weight in weighted
        ]
        gate = Q.const_score_query(Q.term_set_query(schema, FIELD_SCOPE_KEY, sorted(scope_keys)), 0.0)
        clauses.append((tantivy.Occur.Must, gate))
        # Without minimum_should_match a MUST clause makes the SHOULDs optional
        # and every admitted chunk would come back with score 0.
        query_ = Q.boolean_query(clauses, minimum_number_should_match=1)
        searcher = index.searcher()

        # Collect past the page and widen until the score at rank `limit` is
        # not tied with the last hit collected, so the chunk-id tie-break is
        # exact at the cut; then drop what scores below the cut. Top-k cost
        # hardly grows with k, a second search costs a whole query: start wide.
        k = TIE_MARGIN_FACTOR * limit + 1
        while True:
            hits = searcher.search(query_, k, count=False).hits
            if len(hits) < k or hits[limit - 1][0] > hits[-1][0]:
                break
            k *= 2
        if len(hits) > limit:
            cut = hits[limit - 1][0]
            hits = [h for h in hits if h[0] >= cut]
        rows = []
        for score, address in hits:
            doc = searcher.doc(address)
            cid, eid, n = (doc.get_first(f) for f in (FIELD_CHUNK_ID, FIELD_ENTRY_ID, FIELD_N))
            rows.append((float(score), cid, eid, n))
        rows.sort(key=lambda r: (-r[0], r[1]))
        return [Hit(entry_id=e, n=int(n), score=s) for s, _, e, n in rows[:limit]]
