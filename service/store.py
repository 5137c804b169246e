"""The store of record: entries and their chunks in SQL (SQLAlchemy 2).

SQLite in the data dir by default, any SQLAlchemy URL otherwise (PostgreSQL
for shared deployments). Both search engines are derived from this store
and can always be rebuilt from it (``mxr reindex``).

Indexing protocol (crash-safe, idempotent): an upsert first writes the entry
with ``indexed_hash = NULL``, then updates the engines, then records the
hash. An entry whose document is unchanged AND whose ``indexed_hash`` equals
its current index hash is a no-op; anything else is (re)indexed.

``indexed_hash`` is therefore the per-entry index state (the outbox): an entry
whose ``indexed_hash`` differs from its ``index_hash`` is *pending* — stored
but not (or not yet) confirmed in the engines, after a crash, a kill or a full
disk. ``pending()`` lists them; the indexer repairs them at start-up and
before the next write.
"""

from __future__ import annotations

import datetime as dt
import json
from collections.abc import Iterable, Iterator, Sequence
from contextlib import nullcontext
from dataclasses import dataclass
from pathlib import Path

import sqlalchemy as sa
from sqlalchemy.engine import Engine

from service.contracts import STORED, ExperienceEntry

# Distinct stored documents kept parsed (the example library is 97; bounded for large ones).
PARSED_CACHE_SIZE = 8_192

metadata = sa.MetaData()

entries_table = sa.Table(
    "entries",
    metadata,
    sa.Column("id", sa.String(200), primary_key=True),
    sa.Column("doc", sa.Text, nullable=False),  # the entry as formats.md JSON
    sa.Column("project", sa.String(200), nullable=False, index=True),
    sa.Column("status", sa.String(32), nullable=False),
    sa.Column("scope_key", sa.String(32), nullable=False),
    sa.Column("n_chunks", sa.Integer, nullable=False),
    sa.Column("index_hash", sa.String(64), nullable=False),  # hash of what the engines should hold
    sa.Column("indexed_hash", sa.String(64), nullable=True),  # hash the engines confirmed
    sa.Column("updated", sa.DateTime(timezone=True), nullable=False),
)

chunks_table = sa.Table(
    "chunks",
    metadata,
    sa.Column("entry_id", sa.String(200), sa.ForeignKey("entries.id", ondelete="CASCADE"), primary_key=True),
    sa.Column("n", sa.Integer, primary_key=True),
    sa.Column("text", sa.Text, nullable=False),
)

meta_table = sa.Table(
    "meta",
    metadata,
    sa.Column("key", sa.String(100), primary_key=True),
    sa.Column("value", sa.Text, nullable=False),
)


# PostgreSQL text cannot hold NUL (0x00) while SQLite can. Raw-text columns
# therefore replace it with U+FFFD on every backend, so that both behave alike
# (JSON columns escape it as \u0000 and keep it exactly).
_NUL = "\x00"
_NUL_REPLACEMENT = "\ufffd"


def sql_text(value: str) -> str:
    """``value`` storable in a text column of any backend: NUL (0x00) becomes U+FFFD."""
    return value.replace(_NUL, _NUL_REPLACEMENT)


@dataclass(frozen=True)
class StoredEntry:
    """An entry as stored, with its indexing state."""

    entry: ExperienceEntry
    scope_key: str
    n_chunks: int
    index_hash: str
    indexed_hash: str | None


def create_engine(url: str) -> Engine:
    """An SQLAlchemy engine for ``url``.

    SQLite (any ``sqlite[+driver]://`` URL): the parent directory of a file
    database is created, and every connection gets WAL and foreign keys on.
    Other backends (PostgreSQL) get a plain pooled engine with pre-ping; the
    SQLite pragmas are never sent to them.
    """
    parsed = sa.engine.make_url(url)
    if parsed.get_backend_name() != "sqlite":
        return sa.create_engine(parsed, pool_pre_ping=True)
    database = parsed.database or ""
    if database and database != ":memory:" and not database.startswith("file:"):
        Path(database).parent.mkdir(parents=True, exist_ok=True)
    engine = sa.create_engine(parsed, connect_args={"check_same_thread": False, "timeout": 30})

    @sa.event.listens_for(engine, "connect")
    def _pragmas(dbapi_conn, _record):  # noqa: ANN001 - DB-API objects
        cur = dbapi_conn.cursor()
        cur.execute("PRAGMA journal_mode=WAL")
        cur.execute("PRAGMA foreign_keys=ON")
        cur.close()

    return engine


class EntryStore:
    """Entries, chunk texts and index bookkeeping in SQL."""

    def __init__(self, engine: Engine):
        self.engine = engine
        # Parsed entries by their exact stored JSON: a request reads up to 50 of them,
        # and validating each again (npm ranges included) was a measurable share of a
        # request. Entries are frozen, so sharing one object is safe.
        self._parsed: dict[str, ExperienceEntry] = {}

    def warm_up(self) -> None:
        """Create the tables if missing."""
        metadata.create_all(self.engine)

    # ---- reads -----------------------------------------------------------
    def _entry(self, doc: str) -> ExperienceEntry:
        """The entry a stored document holds; parsed and validated once per distinct document."""
        entry = self._parsed.get(doc)
        if entry is None:
            entry = ExperienceEntry.model_validate(json.loads(doc), context=STORED)
            if len(self._parsed) >= PARSED_CACHE_SIZE:
                try:
                    self._parsed.pop(next(iter(self._parsed)), None)  # oldest first
                except (StopIteration, RuntimeError):  # another thread changed it meanwhile
                    pass
            self._parsed[doc] = entry
        return entry

    def _row(self, row: sa.Row) -> StoredEntry:
        return StoredEntry(
            entry=self._entry(row.doc),
            scope_key=row.scope_key,
            n_chunks=row.n_chunks,
            index_hash=row.index_hash,
            indexed_hash=row.indexed_hash,
        )

    def get(self, entry_id: str) -> StoredEntry | None:
        with self.engine.connect() as c:
            row = c.execute(sa.select(entries_table).where(entries_table.c.id == entry_id)).first()
        return self._row(row) if row else None

    def get_many(self, entry_ids: Iterable[str]) -> dict[str, StoredEntry]:
        ids = list(dict.fromkeys(entry_ids))
        out: dict[str, StoredEntry] = {}
        with self.engine.connect() as c:
            for start in range(0, len(ids), 500):
                part = ids[start : start + 500]
                for row in c.execute(sa.select(entries_table).where(entries_table.c.id.in_(part))):
                    out[row.id] = self._row(row)
        return out

    def iter_all(self, batch: int = 500) -> Iterator[StoredEntry]:
        """Every entry, in id order, read in batches."""
        last = ""
        while True:
            with self.engine.connect() as c:
                rows = c.execute(
                    sa.select(entries_table).where(entries_table.c.id > last).order_by(entries_table.c.id).limit(batch)
                ).all()
            if not rows:
                return
            for row in rows:
                yield self._row(row)
            last = rows[-1].id

    def count(self) -> int:
        with self.engine.connect() as c:
            return int(c.execute(sa.select(sa.func.count()).select_from(entries_table)).scalar_one())

    def chunk_texts(self, keys: Iterable[tuple[str, int]]) -> dict[tuple[str, int], str]:
        """Texts of the given (entry_id, n) chunks."""
        wanted = list(dict.fromkeys(keys))
        out: dict[tuple[str, int], str] = {}
        ids = list({k[0] for k in wanted})
        if not ids:
            return out
        want = set(wanted)
        with self.engine.connect() as c:
            for start in range(0, len(ids), 500):
                q = sa.select(chunks_table).where(chunks_table.c.entry_id.in_(ids[start : start + 500]))
                for row in c.execute(q):
                    if (row.entry_id, row.n) in want:
                        out[(row.entry_id, row.n)] = row.text
        return out

    def pending_ids(self, limit: int | None = None) -> list[str]:
        """Ids of entries the engines have not confirmed (the repair outbox), in id order."""
        c_ = entries_table.c
        q = sa.select(c_.id).where(sa.or_(c_.indexed_hash.is_(None), c_.indexed_hash != c_.index_hash)).order_by(c_.id)
        if limit is not None:
            q = q.limit(limit)
        with self.engine.connect() as c:
            return [r[0] for r in c.execute(q)]

    def pending_count(self) -> int:
        c_ = entries_table.c
        q = sa.select(sa.func.count()).where(sa.or_(c_.indexed_hash.is_(None), c_.indexed_hash != c_.index_hash))
        with self.engine.connect() as c:
            return int(c.execute(q).scalar_one())

    def chunk_total(self) -> int:
        """Chunks the engines must hold when nothing is pending (sum of n_chunks)."""
        with self.engine.connect() as c:
            return int(c.execute(sa.select(sa.func.coalesce(sa.func.sum(entries_table.c.n_chunks), 0))).scalar_one())

    def scopes(self) -> Iterator[tuple[ExperienceEntry, int]]:
        """(entry, n_chunks) for every entry: what the scope catalog is built from."""
        for s in self.iter_all():
            yield s.entry, s.n_chunks

    # ---- writes ----------------------------------------------------------
    def put(
        self,
        entry: ExperienceEntry,
        scope_key: str,
        chunk_texts: Sequence[str],
        index_hash: str,
        conn: sa.Connection | None = None,
    ) -> None:
        """Write an entry and its chunks, marking it not yet indexed.

        The entry itself is kept exactly (as JSON); a NUL character in a chunk
        text is stored as U+FFFD (see ``sql_text``).

        Args:
            conn: write inside this open transaction (a triage commits its
                entry together with the queue item) instead of a new one.
        """
        now = dt.datetime.now(dt.UTC)
        with self.engine.begin() if conn is None else nullcontext(conn) as c:
            c.execute(sa.delete(chunks_table).where(chunks_table.c.entry_id == entry.id))
            c.execute(sa.delete(entries_table).where(entries_table.c.id == entry.id))
            c.execute(
                sa.insert(entries_table).values(
                    id=entry.id,
                    doc=json.dumps(entry.to_json(), ensure_ascii=False),
                    project=sql_text(entry.project),
                    status=entry.status.value,
                    scope_key=scope_key,
                    n_chunks=len(chunk_texts),
                    index_hash=index_hash,
                    indexed_hash=None,
                    updated=now,
                )
            )
            if chunk_texts:
                c.execute(
                    sa.insert(chunks_table),
                    [{"entry_id": entry.id, "n": n, "text": sql_text(t)} for n, t in enumerate(chunk_texts)],
                )

    def put_many(self, rows: Sequence[tuple[ExperienceEntry, str, Sequence[str], str]], delete_ids: Iterable[str] = ()) -> None:
        """Write many entries (and delete others) in ONE transaction: all or nothing.

        Each row is ``(entry, scope_key, chunk_texts, index_hash)``; every written
        entry is marked pending (not yet indexed).
        """
        now = dt.datetime.now(dt.UTC)
        drop = list(dict.fromkeys([*(r[0].id for r in rows), *delete_ids]))
        with self.engine.begin() as c:
            for start in range(0, len(drop), 500):
                part = drop[start : start + 500]
                c.execute(sa.delete(chunks_table).where(chunks_table.c.entry_id.in_(part)))
                c.execute(sa.delete(entries_table).where(entries_table.c.id.in_(part)))
            if rows:
                c.execute(
                    sa.insert(entries_table),
                    [
                        {
                            "id": e.id,
                            "doc": json.dumps(e.to_json(), ensure_ascii=False),
                            "project": sql_text(e.project),
                            "status": e.status.value,
                            "scope_key": key,
                            "n_chunks": len(texts),
                            "index_hash": h,
                            "indexed_hash": None,
                            "updated": now,
                        }
                        for e, key, texts, h in rows
                    ],
                )
                chunk_rows = [
                    {"entry_id": e.id, "n": n, "text": sql_text(t)} for e, _, texts, _ in rows for n, t in enumerate(texts)
                ]
                for start in range(0, len(chunk_rows), 2000):
                    c.execute(sa.insert(chunks_table), chunk_rows[start : start + 2000])

    def mark_pending(self, entry_ids: Iterable[str]) -> None:
        """Record that the engines may not hold the current version of these entries."""
        ids = list(entry_ids)
        with self.engine.begin() as c:
            for start in range(0, len(ids), 500):
                c.execute(sa.update(entries_table).where(entries_table.c.id.in_(ids[start : start + 500])).values(indexed_hash=None))

    def mark_indexed(self, entry_ids: Iterable[str]) -> None:
        """Record that the engines now hold the current version of these entries."""
        ids = list(entry_ids)
        with self.engine.begin() as c:
            for start in range(0, len(ids), 500):
                c.execute(
                    sa.update(entries_table)
                    .where(entries_table.c.id.in_(ids[start : start + 500]))
                    .values(indexed_hash=entries_table.c.index_hash)
                )

    def mark_all_unindexed(self) -> None:
        with self.engine.begin() as c:
            c.execute(sa.update(entries_table).values(indexed_hash=None))

    def delete(self, entry_id: str) -> bool:
        """Delete an entry and its chunks; False if it did not exist."""
        with self.engine.begin() as c:
            c.execute(sa.delete(chunks_table).where(chunks_table.c.entry_id == entry_id))
            res = c.execute(sa.delete(entries_table).where(entries_table.c.id == entry_id))
        return bool(res.rowcount)

    # ---- small key/value bookkeeping -----------------------------------
    def get_meta(self, key: str) -> str | None:
        with self.engine.connect() as c:
            return c.execute(sa.select(meta_table.c.value).where(meta_table.c.key == key)).scalar_one_or_none()

    def set_meta(self, key: str, value: str) -> None:
        with self.engine.begin() as c:
            c.execute(sa.delete(meta_table).where(meta_table.c.key == key))
            c.execute(sa.insert(meta_table).values(key=key, value=sql_text(value)))
