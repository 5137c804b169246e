"""The write path: store of record first, then both engines, then the catalog.

An upsert of an unchanged entry is a no-op; an updated entry replaces all of
its old chunks in both engines; ``reindex`` rebuilds both engines from the
store alone.

Durability (what the client is told is what holds):

- An upsert writes all its entries to the store in ONE transaction, marked
  pending; then the engines; then marks them indexed. If the store write
  fails nothing was stored. If an engine write fails, the store is put back
  as it was before the request (one transaction) and the engines are brought
  back to the store's content; the client gets ``BackendUnavailable`` (503).
- Anything the store holds that the engines do not (a kill between the steps,
  a removed engine directory, a failed roll-back) is found by ``check`` —
  pending entries (``indexed_hash``), a missing directory, an engine whose
  chunk count differs from the store's — and fixed by ``repair``: pending
  entries are re-indexed and a disagreeing engine is rebuilt from the store.
  ``repair`` runs at start-up and before the next write.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

import structlog

from analyzers import ANALYZER_VERSION, chunk_text
from service.contracts import ExperienceEntry
from service.domain import IndexedChunk
from service.eligibility import Scope
from service.errors import BackendUnavailable, MxrError
from service.runtime import ENGINE_PATHS, Runtime
from service.store import StoredEntry

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


@dataclass(frozen=True)
class RepairReport:
    """What a repair did: entries re-indexed, engines rebuilt, what is still wrong."""

    reindexed: int = 0
    rebuilt: tuple[str, ...] = ()
    remaining: dict[str, str] = field(default_factory=dict)

    @property
    def changed(self) -> bool:
        return bool(self.reindexed or self.rebuilt)


Prepared = tuple[ExperienceEntry, Scope, list[str], str]


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


@dataclass(frozen=True)
class PreparedEntry:
    """An entry ready to be written: its scope, chunk texts, index hash and the stored version it replaces."""

    entry: ExperienceEntry
    scope: Scope
    texts: list[str]
    hash: str
    old: StoredEntry | None


class Indexer:
    """Upserts, deletes, rebuilds and repairs, keeping store, engines and catalog in step."""

    def __init__(self, runtime: Runtime):
        self.runtime = runtime

    # ---- engine writes -------------------------------------------------------
    def _chunks(self, prepared: Iterable[Prepared]) -> list[IndexedChunk]:
        analyzer = self.runtime.analyzer
        assert analyzer is not None
        out: list[IndexedChunk] = []
        for entry, scope, texts, _ in prepared:
            for n, text in enumerate(texts):
                out.append(
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
        return out

    def _index(self, prepared: Sequence[Prepared], only: str | None = None) -> None:
        """Write prepared entries into both engines (or ``only`` one), old chunks replaced.

        Raises:
            BackendUnavailable: naming the engine that failed (the runtime marks it).
        """
        _, lexical, dense, embedder, _ = self.runtime.require()
        chunks = self._chunks(prepared)
        if not chunks:
            return
        if only in (None, "lexical"):
            self._engine_call("lexical", lambda: lexical.upsert(chunks))
        if only in (None, "dense"):
            vectors = embedder.embed_documents([c.text for c in chunks])
            self._engine_call("dense", lambda: dense.upsert(chunks, vectors))

    def _engine_call(self, path: str, call: Callable[[], object]) -> None:
        try:
            call()
        except MxrError as exc:
            self.runtime.mark_problem(path, f"a write failed: {str(exc).splitlines()[0]}")
            raise
        except Exception as exc:  # noqa: BLE001 - any engine failure (disk full, lost dir) is a 503, not a 500
            self.runtime.mark_problem(path, f"a write failed: {type(exc).__name__}: {exc}")
            raise BackendUnavailable(path, f"write failed: {type(exc).__name__}: {exc}") from exc

    def _prepare(self, entry: ExperienceEntry, h: str | None = None) -> Prepared:
        embedder = self.runtime.embedder
        assert embedder is not None
        return entry, Scope.of(entry), chunks_of(entry), h or index_hash(entry, embedder.identity)

    # ---- upsert --------------------------------------------------------------
    def upsert(
        self,
        entries: Sequence[ExperienceEntry],
        progress: Progress | None = None,
        atomic: bool = True,
        stop: Callable[[], bool] | None = None,
    ) -> IndexReport:
        """Insert or update entries (idempotent).

        Args:
            atomic: all entries in one store transaction, rolled back as a whole
                if an engine fails (the HTTP API). With False (``mxr index`` of a
                large file) each batch of INDEX_BATCH is atomic on its own, so an
                interrupted import keeps the finished batches and a rerun resumes.
            stop: polled between batches (non-atomic only): True stops cleanly
                after the batch in progress (``mxr index`` on SIGINT).

        Raises:
            BackendUnavailable: the store or an engine failed; nothing of the
                failed unit (request, or batch) remains in the store.
        """
        self.repair()  # the next writer repairs what an earlier failure left
        if atomic:
            report = self._upsert_unit(entries, progress)
        else:
            report = IndexReport()
            for start in range(0, len(entries), INDEX_BATCH):
                if stop is not None and stop():
                    log.warning("index.stopped", done=start, total=len(entries))
                    break
                report = report + self._upsert_unit(entries[start : start + INDEX_BATCH], progress)
        log.info("index.upserted", added=report.added, updated=report.updated, unchanged=report.unchanged)
        return report

    def _upsert_unit(self, entries: Sequence[ExperienceEntry], progress: Progress | None) -> IndexReport:
        store, *_ = self.runtime.require()
        embedder = self.runtime.embedder
        assert embedder is not None
        existing = store.get_many(e.id for e in entries)
        todo: list[Prepared] = []
        added = updated = unchanged = 0
        for entry in entries:
            h = index_hash(entry, embedder.identity)
            old = existing.get(entry.id)
            if old is not None and old.index_hash == h and old.indexed_hash == h:
                unchanged += 1
                continue
            todo.append(self._prepare(entry, h))
            if old is None:
                added += 1
            else:
                updated += 1
        if not todo:
            if progress:
                progress(len(entries))
            return IndexReport(0, 0, unchanged, 0)
        try:
            store.put_many([(e, sc.key, texts, h) for e, sc, texts, h in todo])
        except Exception as exc:  # noqa: BLE001 - the transaction rolled back: nothing was stored
            raise BackendUnavailable("store", f"write failed, nothing was stored: {_first_line(exc)}") from exc
        done = 0
        try:
            for start in range(0, len(todo), INDEX_BATCH):
                part = todo[start : start + INDEX_BATCH]
                self._index(part)
                done += len(part)
                if progress and len(todo) > INDEX_BATCH:
                    progress(len(part))
        except BackendUnavailable as exc:
            self._roll_back(todo, existing)
            raise BackendUnavailable(exc.backend, f"{exc.cause}; the write was rolled back, nothing changed") from exc
        try:
            store.mark_indexed(e.id for e, *_ in todo)
        except Exception as exc:  # noqa: BLE001 - engines hold it; the entries stay pending and are repaired
            self.runtime.mark_problem("store", f"index state not recorded: {_first_line(exc)}")
            raise BackendUnavailable("store", f"index state not recorded: {_first_line(exc)}") from exc
        for e, sc, texts, _ in todo:
            old = existing.get(e.id)
            if old is not None:
                self.runtime.catalog.remove(Scope.of(old.entry), old.n_chunks)
                self.runtime.assets.remove(old.entry)
            self.runtime.catalog.add(sc, len(texts))
            self.runtime.assets.add(e)
        if progress:
            progress(len(entries) - (done if len(todo) > INDEX_BATCH else 0))
        return IndexReport(added, updated, unchanged, sum(len(t) for _, _, t, _ in todo))

    def _roll_back(self, todo: Sequence[Prepared], existing: dict[str, StoredEntry]) -> None:
        """Put the store back as it was before ``todo``, then bring the engines back to it (best effort)."""
        store, lexical, dense, _, _ = self.runtime.require()
        restore = [self._prepare(existing[e.id].entry, existing[e.id].index_hash) for e, *_ in todo if e.id in existing]
        added = [e.id for e, *_ in todo if e.id not in existing]
        try:
            store.put_many([(e, sc.key, texts, h) for e, sc, texts, h in restore], delete_ids=added)
        except Exception as exc:  # noqa: BLE001 - the new rows stay pending; repair indexes what the store holds
            self.runtime.mark_problem("store", f"roll-back failed: {_first_line(exc)}")
            log.error("index.rollback_failed", step="store", error=_first_line(exc))
            return
        try:
            if added:
                self._engine_call("lexical", lambda: lexical.delete_entries(added))
                self._engine_call("dense", lambda: dense.delete_entries(added))
            self._index(restore)
            store.mark_indexed(e.id for e, *_ in restore)
            log.warning("index.rolled_back", entries=len(todo), restored=len(restore), removed=len(added))
        except Exception as exc:  # noqa: BLE001 - left pending; check/repair will finish it
            log.error("index.rollback_failed", step="engines", error=_first_line(exc))
        self.check()

    # ---- one entry inside someone else's transaction (a triage) -------------
    def prepare(self, entry: ExperienceEntry) -> PreparedEntry:
        """Everything ``write_prepared`` and ``index_prepared`` need, computed before any write."""
        store, *_ = self.runtime.require()
        e, scope, texts, h = self._prepare(entry)
        return PreparedEntry(e, scope, texts, h, store.get(entry.id))

    def write_prepared(self, conn: Any, p: PreparedEntry) -> None:
        """Write the entry to the store of record on ``conn`` (marked pending: not yet indexed)."""
        store, *_ = self.runtime.require()
        store.put(p.entry, p.scope.key, p.texts, p.hash, conn=conn)

    def index_prepared(self, prepared: Sequence[PreparedEntry]) -> None:
        """After the caller's commit: update both engines, the index state and the catalog, as ``upsert`` does.

        Raises:
            BackendUnavailable: an engine failed; the entries stay pending in the
                store and ``repair`` (at start-up and before the next write) indexes them.
        """
        store, *_ = self.runtime.require()
        self._index([(p.entry, p.scope, p.texts, p.hash) for p in prepared])
        store.mark_indexed(p.entry.id for p in prepared)
        for p in prepared:
            if p.old is not None:
                self.runtime.catalog.remove(Scope.of(p.old.entry), p.old.n_chunks)
                self.runtime.assets.remove(p.old.entry)
            self.runtime.catalog.add(p.scope, len(p.texts))
            self.runtime.assets.add(p.entry)
        log.info("index.upserted", added=sum(p.old is None for p in prepared), updated=sum(p.old is not None for p in prepared), unchanged=0)

    # ---- delete --------------------------------------------------------------
    def delete(self, entry_id: str) -> bool:
        """Delete an entry from the store and both engines; False if unknown.

        The entry is marked pending first: a failure (or a kill) between the
        steps leaves it in the store, and repair puts it back into the engines.
        """
        self.repair()
        store, lexical, dense, _, _ = self.runtime.require()
        old = store.get(entry_id)
        if old is None:
            return False
        try:
            store.mark_pending([entry_id])
        except Exception as exc:  # noqa: BLE001
            raise BackendUnavailable("store", f"delete failed, nothing changed: {_first_line(exc)}") from exc
        try:
            self._engine_call("lexical", lambda: lexical.delete_entries([entry_id]))
            self._engine_call("dense", lambda: dense.delete_entries([entry_id]))
        except BackendUnavailable as exc:
            self._reindex_ids([entry_id])
            raise BackendUnavailable(exc.backend, f"{exc.cause}; the entry was kept") from exc
        try:
            store.delete(entry_id)
        except Exception as exc:  # noqa: BLE001
            self._reindex_ids([entry_id])
            raise BackendUnavailable("store", f"delete failed, the entry was kept: {_first_line(exc)}") from exc
        self.runtime.catalog.remove(Scope.of(old.entry), old.n_chunks)
        self.runtime.assets.remove(old.entry)
        log.info("index.deleted", entry_id=entry_id)
        return True

    def _reindex_ids(self, ids: Sequence[str], progress: Progress | None = None) -> int:
        """Re-index these stored entries from the store (best effort per batch); how many succeeded."""
        store, *_ = self.runtime.require()
        done = 0
        for start in range(0, len(ids), INDEX_BATCH):
            stored = store.get_many(ids[start : start + INDEX_BATCH])
            prepared = [self._prepare(s.entry, s.index_hash) for s in stored.values()]
            try:
                self._index(prepared)
                store.mark_indexed(stored)
            except Exception as exc:  # noqa: BLE001 - stays pending
                log.error("index.repair_failed", entries=len(prepared), error=_first_line(exc))
                continue
            done += len(prepared)
            if progress:
                progress(len(prepared))
        return done

    # ---- consistency -------------------------------------------------------
    def check(self) -> dict[str, str]:
        """Compare the engines with the store; record and return what disagrees.

        A path (``lexical``/``dense``) is a problem when its directory is gone,
        it cannot be counted, or its chunk count differs from the store's; the
        store is one when entries are pending. Cheap: counts, no scans.
        """
        store, lexical, dense, _, _ = self.runtime.require()
        problems: dict[str, str] = {}
        pending = store.pending_count()
        if pending:
            problems["store"] = f"{pending} stored entries not confirmed in the engines"
        expected = store.chunk_total()
        for path, engine in (("lexical", lexical), ("dense", dense)):
            missing = self.runtime.missing_dir(path)
            if missing:
                problems[path] = missing
                continue
            try:
                n = engine.count()
            except Exception as exc:  # noqa: BLE001 - an engine that cannot count is not consistent
                problems[path] = f"cannot be read: {_first_line(exc)}"
                continue
            if n != expected and not pending:
                problems[path] = f"holds {n} chunks, the store {expected}"
        self.runtime.set_problems(problems)
        return problems

    def repair(self, force: bool = False, progress: Progress | None = None) -> RepairReport:
        """Make the engines agree with the store again (no-op when nothing is known to be wrong).

        Args:
            force: check first even if nothing was flagged (start-up).

        Order: reopen an engine whose directory is gone; re-index pending
        entries; rebuild from the store any engine whose count still differs.
        """
        if not force and not self.runtime.engine_problems():
            return RepairReport()
        problems = self.check()
        if not problems:
            return RepairReport()
        log.warning("index.repairing", problems=problems)
        self.runtime.repairing = True
        try:
            for path in ENGINE_PATHS:
                if self.runtime.missing_dir(path):
                    self.runtime.reopen(path)
            store, *_ = self.runtime.require()
            pending = store.pending_ids()
            reindexed = self._reindex_ids(pending, progress) if pending else 0
            problems = self.check()
            rebuilt = []
            for path in ENGINE_PATHS:
                if path in problems:
                    try:
                        self._rebuild(path, progress)
                        rebuilt.append(path)
                    except Exception as exc:  # noqa: BLE001 - stays flagged; reported by /readyz
                        log.error("index.rebuild_failed", engine=path, error=_first_line(exc))
            remaining = self.check()
            if rebuilt or reindexed:
                self.runtime.catalog.rebuild((Scope.of(e), n) for e, n in store.scopes())
                self.runtime.assets.rebuild(e for e, _ in store.scopes())
        finally:
            self.runtime.repairing = False
        report = RepairReport(reindexed, tuple(rebuilt), remaining)
        log.warning("index.repaired", reindexed=reindexed, rebuilt=list(rebuilt), remaining=remaining)
        return report

    def _rebuild(self, path: str, progress: Progress | None = None) -> None:
        """Rebuild one engine from the store of record."""
        store, lexical, dense, _, _ = self.runtime.require()
        engine = lexical if path == "lexical" else dense
        self._engine_call(path, engine.clear)
        batch: list[Prepared] = []
        for s in store.iter_all():
            batch.append(self._prepare(s.entry, s.index_hash))
            if len(batch) >= INDEX_BATCH:
                self._index(batch, only=path)
                batch = []
        if batch:
            self._index(batch, only=path)
        log.warning("index.engine_rebuilt", engine=path, entries=store.count())

    def reindex(self, progress: Progress | None = None) -> IndexReport:
        """Rebuild both engines from the store of record."""
        store, lexical, dense, _, _ = self.runtime.require()
        for path in ENGINE_PATHS:
            if self.runtime.missing_dir(path):
                self.runtime.reopen(path)
        lexical.clear()
        dense.clear()
        store.mark_all_unindexed()
        self.runtime.catalog.clear()
        self.runtime.assets.rebuild(())
        self.runtime.set_problems({})
        entries = [s.entry for s in store.iter_all()]
        report = self.upsert(entries, progress, atomic=False)
        self.runtime.catalog.rebuild((Scope.of(e), n) for e, n in store.scopes())
        self.runtime.assets.rebuild(e for e, _ in store.scopes())
        self.check()
        log.info("index.rebuilt", entries=len(entries), chunks=report.chunks)
        return report


def _first_line(exc: BaseException) -> str:
    text = str(getattr(exc, "orig", None) or exc).strip()
    return (text.splitlines() or [type(exc).__name__])[0][:300]
