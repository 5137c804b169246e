"""The write path: store of record first, then both engines, then the catalog.

An upsert of an unchanged entry is a no-op; an updated entry replaces all of
its old chunks in both engines; ``reindex`` rebuilds both engines from the
store alone.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import structlog

from analyzers import ANALYZER_VERSION, chunk_text
from service.contracts import ExperienceEntry
from service.domain import IndexedChunk
from service.eligibility import Scope
from service.runtime import Runtime

log = structlog.get_logger("mxr.indexer")

# Chunking parameters (seed article 004): about 500 tokens, about 50 overlap.
CHUNK_TARGET_TOKENS = 500
CHUNK_OVERLAP_TOKENS = 50
# Entries embedded and written per engine round trip.
INDEX_BATCH = 64

Progress = Callable[[int], None]


@dataclass(frozen=True)
class IndexReport:
    """What an upsert did."""

    added: int = 0
    updated: int = 0
    unchanged: int = 0
    chunks: int = 0

    def __add__(self, other: IndexReport) -> IndexReport:
        return IndexReport(
            self.added + other.added,
            self.updated + other.updated,
            self.unchanged + other.unchanged,
            self.chunks + other.chunks,
        )


def chunks_of(entry: ExperienceEntry) -> list[str]:
    """Chunk texts of an entry (title carried into every chunk)."""
    return [
        c.text
        for c in chunk_text(
            entry.id, entry.title, entry.body, target_tokens=CHUNK_TARGET_TOKENS, overlap_tokens=CHUNK_OVERLAP_TOKENS
        )
    ]


def index_hash(entry: ExperienceEntry, embedder_identity: str) -> str:
    """Hash of everything that decides what the engines hold for an entry."""
    blob = json.dumps(
        [entry.to_json(), ANALYZER_VERSION, embedder_identity, CHUNK_TARGET_TOKENS, CHUNK_OVERLAP_TOKENS],
        sort_keys=True,
        ensure_ascii=False,
    )
    return hashlib.sha256(blob.encode("utf-8")).hexdigest()


class Indexer:
    """Upserts, deletes and rebuilds, keeping store, engines and catalog in step."""

    def __init__(self, runtime: Runtime):
        self.runtime = runtime

    def _index(self, prepared: Sequence[tuple[ExperienceEntry, Scope, list[str]]]) -> None:
        """Write prepared entries into both engines (old chunks replaced)."""
        _, lexical, dense, embedder, analyzer = self.runtime.require()
        chunks: list[IndexedChunk] = []
        for entry, scope, texts in prepared:
            for n, text in enumerate(texts):
                chunks.append(
                    IndexedChunk(
                        entry_id=entry.id,
                        n=n,
                        text=text,
                        terms=tuple(analyzer.index_terms(text)),
                        scope_key=scope.key,
                        status=entry.status.value,
                        asset_type=entry.asset_type.value,
                    )
                )
        if not chunks:
            return
        vectors = embedder.embed_documents([c.text for c in chunks])
        lexical.upsert(chunks)
        dense.upsert(chunks, vectors)

    def upsert(self, entries: Sequence[ExperienceEntry], progress: Progress | None = None) -> IndexReport:
        """Insert or update entries (idempotent).

        Raises:
            BackendUnavailable: an engine failed; the store keeps the entry
                marked unindexed so the next upsert or reindex retries it.
        """
        store, *_ = self.runtime.require()
        embedder = self.runtime.embedder
        assert embedder is not None
        report = IndexReport()
        for start in range(0, len(entries), INDEX_BATCH):
            batch = entries[start : start + INDEX_BATCH]
            existing = store.get_many(e.id for e in batch)
            todo: list[tuple[ExperienceEntry, Scope, list[str]]] = []
            added = updated = unchanged = 0
            for entry in batch:
                h = index_hash(entry, embedder.identity)
                old = existing.get(entry.id)
                if old is not None and old.index_hash == h and old.indexed_hash == h:
                    unchanged += 1
                    continue
                scope = Scope.of(entry)
                texts = chunks_of(entry)
                store.put(entry, scope.key, texts, h)
                if old is not None:
                    self.runtime.catalog.remove(Scope.of(old.entry), old.n_chunks)
                    self.runtime.assets.remove(old.entry)
                    updated += 1
                else:
                    added += 1
                todo.append((entry, scope, texts))
            self._index(todo)
            store.mark_indexed(e.id for e, _, _ in todo)
            for entry, scope, texts in todo:
                self.runtime.catalog.add(scope, len(texts))
                self.runtime.assets.add(entry)
            report = report + IndexReport(added, updated, unchanged, sum(len(t) for _, _, t in todo))
            if progress:
                progress(len(batch))
        log.info("index.upserted", added=report.added, updated=report.updated, unchanged=report.unchanged)
        return report

    def delete(self, entry_id: str) -> bool:
        """Delete an entry from the store and both engines; False if unknown."""
        store, lexical, dense, _, _ = self.runtime.require()
        old = store.get(entry_id)
        if old is None:
            return False
        lexical.delete_entries([entry_id])
        dense.delete_entries([entry_id])
        store.delete(entry_id)
        self.runtime.catalog.remove(Scope.of(old.entry), old.n_chunks)
        self.runtime.assets.remove(old.entry)
        log.info("index.deleted", entry_id=entry_id)
        return True

    def reindex(self, progress: Progress | None = None) -> IndexReport:
        """Rebuild both engines from the store of record."""
        store, lexical, dense, _, _ = self.runtime.require()
        lexical.clear()
        dense.clear()
        store.mark_all_unindexed()
        self.runtime.catalog.clear()
        self.runtime.assets.rebuild(())
        entries = [s.entry for s in store.iter_all()]
        report = self.upsert(entries, progress)
        log.info("index.rebuilt", entries=len(entries), chunks=report.chunks)
        return report
