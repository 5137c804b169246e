"""The backfill queue: every abstention becomes a durable item for reviewers.

Seed article 001: queries that were refused are not wasted. A reviewer
decides whether the knowledge is truly missing (write an entry once there is
evidence), whether it existed but was not retrieved (a retrieval bad case),
or whether on-topic candidates did not apply (add counter-conditions). The
items are also a source of new eval cases.

Items are deduplicated: the same question in the same context (project,
branch, stack, asset) raises the hit count of the open item instead of
adding a new one. At most one unresolved item exists per dedupe key, also
under concurrent enqueues from several threads, workers or replicas: the
``open_key`` column holds the dedupe key while an item is unresolved and
NULL once it is resolved, and a unique constraint on it makes the database
(SQLite or PostgreSQL alike) refuse a second open item.
"""

from __future__ import annotations

import datetime as dt
import enum
import hashlib
import json
import re
import uuid
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Protocol

import sqlalchemy as sa
from sqlalchemy.engine import Engine

from service.errors import BackendUnavailable
from service.store import sql_text

metadata = sa.MetaData()

backfill_table = sa.Table(
    "backfill_items",
    metadata,
    sa.Column("id", sa.String(40), primary_key=True),
    sa.Column("dedupe_key", sa.String(64), nullable=False, index=True),
    # = dedupe_key while the item is open or claimed, NULL once resolved; unique, so
    # there is at most one unresolved item per key (NULLs never collide in SQL).
    sa.Column("open_key", sa.String(64), nullable=True, unique=True),
    sa.Column("state", sa.String(16), nullable=False, index=True),
    sa.Column("query", sa.Text, nullable=False),
    sa.Column("context", sa.Text, nullable=False),  # formats.md §2 context as JSON
    sa.Column("candidates", sa.Text, nullable=False),  # top candidates with scores, JSON list
    sa.Column("reason", sa.String(64), nullable=False),
    sa.Column("hits", sa.Integer, nullable=False, default=1),
    sa.Column("resolution", sa.String(32), nullable=True),
    sa.Column("note", sa.Text, nullable=True),
    sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
    sa.Column("last_seen_at", sa.DateTime(timezone=True), nullable=False),
)


class ItemState(str, enum.Enum):
    OPEN = "open"
    CLAIMED = "claimed"
    RESOLVED = "resolved"


class Resolution(str, enum.Enum):
    """A reviewer's verdict (seed article 001's three outcomes, plus invalid)."""

    MISSING_KNOWLEDGE = "missing_knowledge"  # 确实缺这类经验: write an entry when evidence exists
    RETRIEVAL_MISS = "retrieval_miss"  # 有经验但没检索到: a retrieval bad case
    NOT_APPLICABLE = "not_applicable"  # 主题相关但契约不适用: add counter-conditions
    INVALID = "invalid"  # not a real question


@dataclass(frozen=True)
class BackfillItem:
    id: str
    state: ItemState
    query: str
    context: dict[str, Any]
    candidates: list[dict[str, Any]]
    reason: str
    hits: int
    resolution: Resolution | None
    note: str | None
    created_at: dt.datetime
    last_seen_at: dt.datetime

    def to_json(self) -> dict[str, Any]:
        """The item as the API and CLI show it."""
        return {
            "id": self.id,
            "state": self.state.value,
            "query": self.query,
            "context": self.context,
            "candidates": self.candidates,
            "reason": self.reason,
            "hits": self.hits,
            "resolution": self.resolution.value if self.resolution else None,
            "note": self.note,
            "created_at": self.created_at.isoformat(),
            "last_seen_at": self.last_seen_at.isoformat(),
        }


class BackfillQueue(Protocol):
    def warm_up(self) -> None: ...

    def enqueue(self, query: str, context: dict[str, Any], candidates: Sequence[dict[str, Any]], reason: str) -> str:
        """Record an abstention; returns the (possibly existing) item id."""

    def get(self, item_id: str) -> BackfillItem | None: ...

    def list(self, state: ItemState | None = None, limit: int = 100) -> list[BackfillItem]: ...


_SPACE = re.compile(r"\s+")
# An enqueue that loses the insert race retries as an update; a second loss would
# need the winner's item to be resolved in between, a third is not expected.
_ENQUEUE_ATTEMPTS = 3


def dedupe_key(query: str, context: dict[str, Any]) -> str:
    """Same normalised question in the same context → same key."""
    norm = _SPACE.sub(" ", query.strip().lower())
    ctx = {k: context.get(k) for k in ("project", "branch", "stack", "asset", "asset_type")}
    blob = json.dumps([norm, ctx], sort_keys=True, ensure_ascii=False)
    return hashlib.sha256(blob.encode("utf-8")).hexdigest()


def _utc(value: dt.datetime) -> dt.datetime:
    """An aware UTC datetime (SQLite hands back the stored UTC time without its zone)."""
    return value.replace(tzinfo=dt.UTC) if value.tzinfo is None else value.astimezone(dt.UTC)


class SqlBackfillQueue:
    """The backfill queue in the same SQL database as the store of record."""

    def __init__(self, engine: Engine):
        self.engine = engine

    def warm_up(self) -> None:
        """Create the table if missing, and add ``open_key`` to a table made before it existed."""
        metadata.create_all(self.engine)
        self._add_open_key()

    def _add_open_key(self) -> None:
        """Upgrade an older table in place: one unresolved item per key becomes the open one."""
        columns = {col["name"] for col in sa.inspect(self.engine).get_columns(backfill_table.name)}
        if "open_key" in columns:
            return
        t = backfill_table
        with self.engine.begin() as c:
            c.execute(sa.text(f"ALTER TABLE {t.name} ADD COLUMN open_key VARCHAR(64)"))
            first_open = (
                sa.select(sa.func.min(t.c.id)).where(t.c.state != ItemState.RESOLVED.value).group_by(t.c.dedupe_key)
            )
            c.execute(sa.update(t).where(t.c.id.in_(first_open)).values(open_key=t.c.dedupe_key))
            c.execute(sa.text(f"CREATE UNIQUE INDEX uq_{t.name}_open_key ON {t.name} (open_key)"))

    def enqueue(self, query: str, context: dict[str, Any], candidates: Sequence[dict[str, Any]], reason: str) -> str:
        """Record an abstention; returns the id of the (possibly existing) unresolved item.

        The same normalised query in the same context (``dedupe_key``) while an
        item is unresolved raises its hit count and refreshes its candidates and
        last-seen time; otherwise a new open item is created. Safe under
        concurrent callers: a lost insert race is retried as an update.
        """
        key = dedupe_key(query, context)
        cands = json.dumps(list(candidates), ensure_ascii=False)
        for _ in range(_ENQUEUE_ATTEMPTS):
            now = dt.datetime.now(dt.UTC)
            try:
                with self.engine.begin() as c:
                    # Update first: the row lock (PostgreSQL) or write lock (SQLite) it takes
                    # serialises concurrent bumps of one item, so no hit is lost.
                    bumped = c.execute(
                        sa.update(backfill_table)
                        .where(backfill_table.c.open_key == key)
                        .values(hits=backfill_table.c.hits + 1, last_seen_at=now, candidates=cands)
                    )
                    if bumped.rowcount:
                        return c.execute(
                            sa.select(backfill_table.c.id).where(backfill_table.c.open_key == key)
                        ).scalar_one()
                    item_id = f"bf-{uuid.uuid4().hex[:16]}"
                    c.execute(
                        sa.insert(backfill_table).values(
                            id=item_id,
                            dedupe_key=key,
                            open_key=key,
                            state=ItemState.OPEN.value,
                            query=sql_text(query),
                            context=json.dumps(context, ensure_ascii=False, sort_keys=True),
                            candidates=cands,
                            reason=sql_text(reason),
                            hits=1,
                            created_at=now,
                            last_seen_at=now,
                        )
                    )
                    return item_id
            except sa.exc.IntegrityError:
                continue  # another caller opened the item first: the next attempt bumps it
        raise BackendUnavailable("backfill queue", f"enqueue of key {key} conflicted {_ENQUEUE_ATTEMPTS} times in a row")

    @staticmethod
    def _item(row: sa.Row) -> BackfillItem:
        return BackfillItem(
            id=row.id,
            state=ItemState(row.state),
            query=row.query,
            context=json.loads(row.context),
            candidates=json.loads(row.candidates),
            reason=row.reason,
            hits=row.hits,
            resolution=Resolution(row.resolution) if row.resolution else None,
            note=row.note,
            created_at=_utc(row.created_at),
            last_seen_at=_utc(row.last_seen_at),
        )

    def get(self, item_id: str) -> BackfillItem | None:
        with self.engine.connect() as c:
            row = c.execute(sa.select(backfill_table).where(backfill_table.c.id == item_id)).first()
        return self._item(row) if row else None

    def list(self, state: ItemState | None = None, limit: int = 100) -> list[BackfillItem]:
        q = sa.select(backfill_table).order_by(backfill_table.c.hits.desc(), backfill_table.c.last_seen_at.desc())
        if state is not None:
            q = q.where(backfill_table.c.state == state.value)
        with self.engine.connect() as c:
            return [self._item(r) for r in c.execute(q.limit(limit))]

    def resolve(self, item_id: str, resolution: Resolution, note: str | None = None) -> BackfillItem | None:
        """Close an item with a reviewer's verdict; None if it does not exist."""
        with self.engine.begin() as c:
            res = c.execute(
                sa.update(backfill_table)
                .where(backfill_table.c.id == item_id)
                .values(
                    state=ItemState.RESOLVED.value,
                    open_key=None,  # the same question may now open a new item
                    resolution=resolution.value,
                    note=sql_text(note) if note is not None else None,
                )
            )
        return self.get(item_id) if res.rowcount else None
