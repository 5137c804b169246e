"""Builds and owns the running parts from one ``Settings``: store, engines, models.

Construction is cheap; ``warm_up()`` opens engines and loads models, in
that order, and fails with a typed error naming what could not start. One
process owns the embedded engines of a data dir: ``warm_up()`` takes an
exclusive lock file and a second process gets ``DataDirLocked`` at once
instead of hanging on Qdrant's or tantivy's own locks.
"""

from __future__ import annotations

import fcntl
import os
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import IO

import structlog

from analyzers import Analyzer, Glossary
from queues.backfill import SqlBackfillQueue
from service import range_audit
from service.auth import KeyStore
from service.eligibility import Scope, ScopeCatalog
from service.engines.protocols import BackfillQueue, Embedder, LexicalIndex, Reranker, VectorIndex
from service.errors import BackendUnavailable, DataDirLocked, EmbedderMismatch
from service.settings import Settings
from service.stages.followup import AssetLexicon
from service.store import EntryStore, create_engine

log = structlog.get_logger("mxr.runtime")

# Where `mxr index --glossary FILE` keeps the team's glossary for later runs.
DATA_DIR_GLOSSARY = "glossary.yaml"
_LOCK_FILE = "engines.lock"
# The two derived engines, by recall path name.
ENGINE_PATHS = ("lexical", "dense")


def _offline_hub() -> None:
    """No model hub here: fail fast instead of stalling on the network (design.md §6)."""
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")


@dataclass(frozen=True)
class EngineStatus:
    """What /readyz and `mxr status` report about one component."""

    name: str
    backend: str
    ready: bool
    detail: str = ""


class Runtime:
    """All long-lived state of one mxr process."""

    def __init__(self, settings: Settings):
        self.settings = settings
        self.catalog = ScopeCatalog()
        self.assets = AssetLexicon()  # the library's asset names, for follow-up questions
        self.store: EntryStore | None = None
        self.backfill: BackfillQueue | None = None
        self.keys: KeyStore | None = None
        self.analyzer: Analyzer | None = None
        self.lexical: LexicalIndex | None = None
        self.dense: VectorIndex | None = None
        self.embedder: Embedder | None = None
        self.reranker: Reranker | None = None
        self.reranker_note: str = "not loaded"
        self._lock: IO[str] | None = None
        self._models_loaded = False
        # What disagrees with the store of record (path or "store" → reason); set by
        # the indexer's check and by failed writes, cleared by repair.
        self._problems: dict[str, str] = {}
        self._problems_lock = threading.Lock()
        self.repairing = False

    # ---- start-up ----------------------------------------------------------
    def _take_lock(self) -> None:
        if not self.settings.embedded_engines:
            return
        data_dir = self.settings.data_dir
        data_dir.mkdir(parents=True, exist_ok=True)
        fh = open(data_dir / _LOCK_FILE, "a+", encoding="utf-8")  # noqa: SIM115 - held for the process
        try:
            fcntl.flock(fh.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            fh.seek(0)
            holder = fh.read().strip() or "unknown pid"
            fh.close()
            raise DataDirLocked(str(data_dir.resolve()), f"held by {holder}") from None
        fh.seek(0)
        fh.truncate()
        fh.write(f"pid {os.getpid()}")
        fh.flush()
        self._lock = fh

    def glossary_path(self) -> Path | None:
        if self.settings.glossary is not None:
            return self.settings.glossary
        p = self.settings.data_dir / DATA_DIR_GLOSSARY
        return p if p.exists() else None

    def _build_lexical(self) -> LexicalIndex:
        s = self.settings
        if s.es_url:
            from elasticsearch import Elasticsearch

            from service.engines.elasticsearch_index import ElasticsearchLexicalIndex

            return ElasticsearchLexicalIndex(Elasticsearch(hosts=[s.es_url]), s.lexical.index_name)
        from service.engines.tantivy_index import TantivyLexicalIndex

        return TantivyLexicalIndex(s.tantivy_path)

    def _build_dense(self, embedder: Embedder, recreate: bool = False) -> VectorIndex:
        from service.engines.qdrant_index import QdrantVectorIndex, open_local_client, open_server_client

        s = self.settings
        client = open_server_client(s.qdrant_url) if s.qdrant_url else open_local_client(s.qdrant_path)
        index = QdrantVectorIndex(
            client,
            s.dense.collection,
            embedder_identity=embedder.identity,
            dim=embedder.dim,
            exact_local_scan=s.dense.exact_local_scan,
        )
        try:
            index.warm_up()
        except EmbedderMismatch as exc:
            if not recreate:
                index.close()
                raise
            # `mxr reindex` after an embedder change: the old vectors are useless.
            log.warning("dense.recreated", collection=s.dense.collection, reason=str(exc))
            client.delete_collection(s.dense.collection)
            index.warm_up()
        return index

    def _build_embedder(self) -> Embedder:
        from service.engines.embedders import build_embedder

        d = self.settings.dense
        opts = {}
        if d.query_instruction:
            opts["query_instruction"] = d.query_instruction
        return build_embedder(d.embedder, d.model, **opts)

    def warm_up(self, *, reranker: bool = True, recreate_dense: bool = False) -> None:
        """Open the store, engines and models.

        Args:
            reranker: also load the cross-encoder (query paths need it; index
                and reindex do not).
            recreate_dense: drop a vector collection built by another embedder
                instead of refusing it (``mxr reindex`` only).

        Raises:
            DataDirLocked: another process owns this data dir's engines.
            BackendUnavailable: an engine or a configured model cannot start.
        """
        _offline_hub()
        self._take_lock()
        engine = create_engine(self.settings.store_url)
        self.store = EntryStore(engine)
        self.store.warm_up()
        range_audit.stamp_if_new(self.store)
        self.backfill = SqlBackfillQueue(engine)
        self.backfill.warm_up()
        self.keys = KeyStore(engine)
        self.keys.warm_up()
        gpath = self.glossary_path()
        self.analyzer = Analyzer(Glossary.load(gpath) if gpath else Glossary.builtin())
        self.embedder = self._build_embedder()
        self.embedder.warm_up()
        self.lexical = self._build_lexical()
        self.lexical.warm_up()
        self.dense = self._build_dense(self.embedder, recreate=recreate_dense)
        self.catalog.rebuild((Scope.of(e), n) for e, n in self.store.scopes())
        self.assets.rebuild(e for e, _ in self.store.scopes())
        if reranker:
            self._load_reranker()
        log.info(
            "runtime.ready",
            lexical=self.lexical.name,
            dense=self.dense.name,
            embedder=self.embedder.identity,
            reranker=self.reranker_note,
            entries=self.store.count(),
            glossary=str(gpath) if gpath else "built-in",
        )

    def _load_reranker(self) -> None:
        from service.engines.rerankers import load_reranker

        self.reranker, self.reranker_note = load_reranker(self.settings.rerank)

    # ---- consistency with the store ------------------------------------------
    def missing_dir(self, path: str) -> str | None:
        """Why an embedded engine's directory is unusable (gone), or None."""
        s = self.settings
        where = {"lexical": None if s.es_url else s.tantivy_path, "dense": None if s.qdrant_url else s.qdrant_path}[path]
        if where is not None and not where.is_dir():
            return f"index directory {where} is missing"
        return None

    def set_problems(self, problems: dict[str, str]) -> None:
        with self._problems_lock:
            self._problems = dict(problems)

    def mark_problem(self, part: str, reason: str) -> None:
        """Record that ``part`` (lexical, dense, store) may disagree with the store of record."""
        with self._problems_lock:
            self._problems[part] = reason
        log.warning("index.inconsistent", part=part, reason=reason)

    def engine_problems(self) -> dict[str, str]:
        """What is known to disagree with the store (cheap: flags and two directory checks)."""
        with self._problems_lock:
            out = dict(self._problems)
        for path in ENGINE_PATHS:
            missing = self.missing_dir(path)
            if missing:
                out[path] = missing
        return out

    def degraded_paths(self) -> dict[str, str]:
        """Recall paths that must not be trusted now (their engine disagrees with the store).

        Entries pending in the store make both paths incomplete.
        """
        problems = self.engine_problems()
        if "store" in problems:
            return {p: problems.get(p, problems["store"]) for p in ENGINE_PATHS}
        return {p: r for p, r in problems.items() if p in ENGINE_PATHS}

    def reopen(self, path: str) -> None:
        """Close and reopen one engine (recreating a removed directory, empty)."""
        engine = self.lexical if path == "lexical" else self.dense
        if engine is None:
            return
        log.warning("index.reopening", engine=path)
        if path == "lexical":
            engine.close()
            engine.warm_up()
        else:
            from service.engines.qdrant_index import open_local_client, open_server_client

            s = self.settings
            engine.rebind(open_server_client(s.qdrant_url) if s.qdrant_url else open_local_client(s.qdrant_path))  # type: ignore[union-attr]

    def statuses(self) -> list[EngineStatus]:
        """Readiness of every component, for /readyz."""
        out = []
        degraded = self.degraded_paths()
        for name, obj in (("lexical", self.lexical), ("dense", self.dense)):
            if obj is None:
                out.append(EngineStatus(name, "-", False, "not opened"))
                continue
            if name in degraded:
                note = " (repairing)" if self.repairing else ""
                out.append(EngineStatus(name, obj.name, False, degraded[name] + note))
                continue
            try:
                out.append(EngineStatus(name, obj.name, True, f"{obj.count()} chunks"))
            except Exception as exc:  # noqa: BLE001 - readiness reports any failure
                out.append(EngineStatus(name, obj.name, False, str(exc)))
        out.append(
            EngineStatus("embedder", self.embedder.identity if self.embedder else "-", self.embedder is not None)
        )
        out.append(EngineStatus("reranker", self.reranker.identity if self.reranker else "none", True, self.reranker_note))
        return out

    def require(self) -> tuple[EntryStore, LexicalIndex, VectorIndex, Embedder, Analyzer]:
        """The warmed-up core parts (raises if warm_up() was not called)."""
        if None in (self.store, self.lexical, self.dense, self.embedder, self.analyzer):
            raise BackendUnavailable("runtime", "warm_up() has not been called")
        return self.store, self.lexical, self.dense, self.embedder, self.analyzer  # type: ignore[return-value]

    def close(self) -> None:
        for obj in (self.lexical, self.dense):
            if obj is not None:
                try:
                    obj.close()
                except Exception as exc:  # noqa: BLE001 - closing must not mask the real error
                    log.warning("runtime.close_failed", engine=obj.name, error=str(exc))
        if self.store is not None:
            self.store.engine.dispose()
        if self._lock is not None:
            fcntl.flock(self._lock.fileno(), fcntl.LOCK_UN)
            self._lock.close()
            self._lock = None

    def __enter__(self) -> Runtime:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
