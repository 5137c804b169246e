"""The backfill queue: every abstention becomes a durable item for reviewers.

Seed article 001: queries that were refused are not wasted. A reviewer
decides whether the knowledge is truly missing (write an entry once there is
evidence), whether it existed but was not retrieved (a retrieval bad case),
or whether on-topic candidates did not apply (add counter-conditions). The
items are also a source of new eval cases.

Items are deduplicated: the same question in the same context (project,
branch, stack, asset) raises the hit count of the open item instead of
adding a new one.
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

metadata = sa.MetaData()

backfill_table = sa.Table(
    "backfill_items",
    metadata,
    sa.Column("id", sa.String(40), primary_key=True),
    sa.Column("dedupe_key", sa.String(64), nullable=False, index=True),
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


def dedupe_key(query: str, context: dict[str, Any]) -> str:
    """Same normalised question in the same context → same key."""
    norm = _SPACE.sub(" ", query.strip().lower())
    ctx = {k: context.get(k) for k in ("project", "branch", "stack", "asset", "asset_type")}
    blob = json.dumps([norm, ctx], sort_keys=True, ensure_ascii=False)
    return hashlib.sha256(blob.encode("utf-8")).hexdigest()


class SqlBackfillQueue:
    """The backfill queue in the same SQL database as the store of record."""

    def __init__(self, engine: Engine):
        self.engine = engine

    def warm_up(self) -> None:
        metadata.create_all(self.engine)

    def enqueue(self, query: str, context: dict[str, Any], candidates: Sequence[dict[str, Any]], reason: str) -> str:
        key = dedupe_key(query, context)
        now = dt.datetime.now(dt.UTC)
        with self.engine.begin() as c:
            existing = c.execute(
                sa.select(backfill_table.c.id)
                .where(backfill_table.c.dedupe_key == key)
                .where(backfill_table.c.state != ItemState.RESOLVED.value)
            ).first()
            if existing:
                c.execute(
                    sa.update(backfill_table)
                    .where(backfill_table.c.id == existing.id)
                    .values(
                        hits=backfill_table.c.hits + 1,
                        last_seen_at=now,
                        candidates=json.dumps(list(candidates), ensure_ascii=False),
                    )
                )
                return existing.id
            item_id = f"bf-{uuid.uuid4().hex[:16]}"
            c.execute(
                sa.insert(backfill_table).values(
                    id=item_id,
                    dedupe_key=key,
                    state=ItemState.OPEN.value,
                    query=query,
                    context=json.dumps(context, ensure_ascii=False, sort_keys=True),
                    candidates=json.dumps(list(candidates), ensure_ascii=False),
                    reason=reason,
                    hits=1,
                    created_at=now,
                    last_seen_at=now,
                )
            )
            return item_id

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
            created_at=row.created_at,
            last_seen_at=row.last_seen_at,
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
                .values(state=ItemState.RESOLVED.value, resolution=resolution.value, note=note)
            )
        return self.get(item_id) if res.rowcount else None
