"""The backfill queue on SQL (SQLAlchemy 2), in the store of record's database.

Seed article 001: queries that were refused are not wasted. Every abstention
and every piece of agent feedback is an *occurrence*; occurrences of
near-identical questions (same normalised text, project and asset) merge into
one open item that keeps a count and every occurrence. Reviewers claim an
item (a lease that expires), triage it, and resolve it; the triage's effect
on the library commits in the same transaction as the item's new state.

Concurrency, on SQLite and PostgreSQL alike:
- *merge*: the ``open_key`` column holds the dedupe key while an item is open
  or claimed (NULL once triaged) and is unique, so the database refuses a
  second open item for one question; a lost insert race retries as a merge.
- *claim*: PostgreSQL locks the row with ``SELECT … FOR UPDATE SKIP LOCKED``
  (concurrent claimers skip it and are refused); SQLite runs one guarded
  ``UPDATE … WHERE state = 'open' OR lease expired`` under its write lock.
  Either way exactly one of N concurrent claimers wins.
- *triage / resolve / release*: guarded updates (``WHERE state = … AND
  claimed_by = …``); a refused transition raises ``InvalidTransition`` naming
  the current state.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import json
import re
import unicodedata
import uuid
from collections.abc import Callable
from typing import Any

import sqlalchemy as sa
from sqlalchemy.engine import Connection, Engine

from service.backfill import (
    BackfillItem,
    EnqueueOutcome,
    EnqueueRequest,
    EnqueueResult,
    ItemFilter,
    ItemState,
    Occurrence,
    QueueStats,
    Source,
    Triage,
    TriageLabel,
    Verdict,
)
from service.errors import BackendUnavailable, InvalidTransition, NotFound
from service.store import sql_text

metadata = sa.MetaData()

backfill_table = sa.Table(
    "backfill_items",
    metadata,
    sa.Column("id", sa.String(40), primary_key=True),
    sa.Column("dedupe_key", sa.String(64), nullable=False, index=True),
    # = dedupe_key while the item is open or claimed, NULL afterwards; unique, so
    # there is at most one open item per question (NULLs never collide in SQL).
    sa.Column("open_key", sa.String(64), nullable=True, unique=True),
    sa.Column("state", sa.String(16), nullable=False, index=True),
    sa.Column("query", sa.Text, nullable=False),  # the first wording
    sa.Column("context", sa.Text, nullable=False),  # formats.md §2 context as JSON
    sa.Column("candidates", sa.Text, nullable=False),  # latest occurrence's candidates with scores, JSON list
    sa.Column("reason", sa.String(64), nullable=False),
    sa.Column("hits", sa.Integer, nullable=False, default=1),  # occurrence count
    # Columns below were added after the first release; nullable so `warm_up` can add them in place.
    sa.Column("source", sa.String(16), nullable=True),
    sa.Column("project", sa.String(200), nullable=True, index=True),
    sa.Column("asset_type", sa.String(32), nullable=True),
    sa.Column("decision", sa.Text, nullable=True),  # latest decision (kind, thresholds, calibration), JSON
    sa.Column("opened_by", sa.String(200), nullable=True),  # requester of the first occurrence (flood control)
    sa.Column("claimed_by", sa.String(200), nullable=True),
    sa.Column("lease_expires_at", sa.DateTime(timezone=True), nullable=True),
    sa.Column("label", sa.String(32), nullable=True, index=True),
    sa.Column("triage_entry_id", sa.String(200), nullable=True),
    sa.Column("grade", sa.String(32), nullable=True),
    sa.Column("counter_condition", sa.Text, nullable=True),
    sa.Column("note", sa.Text, nullable=True),  # the triage note
    sa.Column("triaged_by", sa.String(200), nullable=True),
    sa.Column("triaged_at", sa.DateTime(timezone=True), nullable=True, index=True),
    sa.Column("resolved_by", sa.String(200), nullable=True),
    sa.Column("resolved_at", sa.DateTime(timezone=True), nullable=True),
    sa.Column("resolve_note", sa.Text, nullable=True),
    sa.Column("resolution", sa.String(32), nullable=True),  # first release's verdict, read by the upgrade only
    sa.Column("created_at", sa.DateTime(timezone=True), nullable=False, index=True),
    sa.Column("last_seen_at", sa.DateTime(timezone=True), nullable=False),
)

occurrences_table = sa.Table(
    "backfill_occurrences",
    metadata,
    sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
    sa.Column("item_id", sa.String(40), sa.ForeignKey("backfill_items.id", ondelete="CASCADE"), nullable=False, index=True),
    sa.Column("at", sa.DateTime(timezone=True), nullable=False),
    sa.Column("source", sa.String(16), nullable=False),
    sa.Column("query", sa.Text, nullable=False),
    sa.Column("context", sa.Text, nullable=False),
    sa.Column("reason", sa.String(64), nullable=False),
    sa.Column("request_id", sa.String(200), nullable=True),
    sa.Column("requester", sa.String(200), nullable=True),
    sa.Column("verdict", sa.String(32), nullable=True),
    sa.Column("entry_id", sa.String(200), nullable=True),
    sa.Column("text", sa.Text, nullable=True),
)

# The first release's resolutions, mapped onto triage labels by the upgrade.
_LEGACY_RESOLUTION = {
    "missing_knowledge": TriageLabel.KNOWLEDGE_MISSING.value,
    "retrieval_miss": TriageLabel.RETRIEVAL_MISS.value,
    "not_applicable": TriageLabel.NOT_APPLICABLE.value,
    "invalid": TriageLabel.INVALID.value,
}

# An enqueue that loses the insert race retries as a merge. Each lost race means
# another caller made progress (it opened the item, or a reviewer triaged it in
# between), so a handful of attempts suffices even while a reviewer triages
# the same hot question continuously (the contract test does exactly that).
_ENQUEUE_ATTEMPTS = 10
_FLOOD_WINDOW = dt.timedelta(minutes=1)

_SPACE = re.compile(r"\s+")
_INVISIBLE = re.compile("[\u200b-\u200f\u2060\ufeff]")
# Trailing punctuation does not make a different question ("…怎么处理？" = "…怎么处理").
_TRAILING = "?？!！.。,，;；:： "


def normalise_question(query: str) -> str:
    """The question as merging compares it: NFKC, case-folded, invisible characters dropped,
    whitespace collapsed, trailing punctuation stripped."""
    text = _INVISIBLE.sub("", unicodedata.normalize("NFKC", query)).casefold()
    return _SPACE.sub(" ", text).strip().rstrip(_TRAILING).strip()


def dedupe_key(query: str, context: dict[str, Any]) -> str:
    """Near-identical questions merge: same normalised text, same project, same asset."""
    asset = context.get("asset")
    blob = json.dumps(
        [normalise_question(query), str(context.get("project", "")).strip(), asset.strip() if isinstance(asset, str) else None],
        ensure_ascii=False,
    )
    return hashlib.sha256(blob.encode("utf-8")).hexdigest()


def _utc(value: dt.datetime | None) -> dt.datetime | None:
    """An aware UTC datetime (SQLite hands back the stored UTC time without its zone)."""
    if value is None:
        return None
    return value.replace(tzinfo=dt.UTC) if value.tzinfo is None else value.astimezone(dt.UTC)


def _json(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, sort_keys=True)


def _opt_text(value: str | None) -> str | None:
    return sql_text(value) if value is not None else None


class SqlBackfillQueue:
    """``BackfillQueue`` on any SQLAlchemy backend (SQLite, PostgreSQL).

    Args:
        engine: the store of record's engine (the queue's tables live beside the entries).
        clock: the current time (tests pass a fake one to expire leases).
    """

    def __init__(self, engine: Engine, clock: Callable[[], dt.datetime] | None = None):
        self.engine = engine
        self._clock = clock or (lambda: dt.datetime.now(dt.UTC))
        self._pg = engine.dialect.name == "postgresql"

    def now(self) -> dt.datetime:
        return self._clock()

    # ---- schema ------------------------------------------------------------
    def warm_up(self) -> None:
        """Create the tables if missing; upgrade a first-release table in place."""
        metadata.create_all(self.engine)
        self._upgrade()

    def _upgrade(self) -> None:
        t = backfill_table
        have = {col["name"] for col in sa.inspect(self.engine).get_columns(t.name)}
        missing = [c for c in t.columns if c.name not in have]
        if not missing:
            return
        with self.engine.begin() as c:
            for col in missing:
                c.execute(sa.text(f"ALTER TABLE {t.name} ADD COLUMN {col.name} {col.type.compile(self.engine.dialect)}"))
            if "open_key" in {col.name for col in missing}:
                c.execute(sa.text(f"CREATE UNIQUE INDEX uq_{t.name}_open_key ON {t.name} (open_key)"))
            rows = c.execute(sa.select(t.c.id, t.c.query, t.c.context, t.c.state, t.c.resolution)).all()
            taken: set[str] = set()
            for r in sorted(rows, key=lambda r: r.id):
                ctx = json.loads(r.context)
                key = dedupe_key(r.query, ctx)
                open_ = r.state != ItemState.RESOLVED.value and key not in taken
                if open_:
                    taken.add(key)
                c.execute(
                    sa.update(t)
                    .where(t.c.id == r.id)
                    .values(
                        dedupe_key=key,
                        open_key=key if open_ else None,
                        source=Source.ABSTENTION.value,
                        project=sql_text(str(ctx.get("project", ""))),
                        asset_type=ctx.get("asset_type"),
                        label=_LEGACY_RESOLUTION.get(r.resolution or ""),
                        state=ItemState.OPEN.value if r.state == ItemState.CLAIMED.value else r.state,
                    )
                )

    # ---- enqueue -------------------------------------------------------------
    def enqueue(self, req: EnqueueRequest, *, new_items_per_minute: int | None = None) -> EnqueueResult:
        """Record one occurrence (see ``BackfillQueue.enqueue``); safe under concurrent callers."""
        key = dedupe_key(req.query, req.context)
        cands, decision = _json(list(req.candidates)), _json(req.decision)
        t = backfill_table
        for _ in range(_ENQUEUE_ATTEMPTS):
            now = self.now()
            try:
                with self.engine.begin() as c:
                    # Update first: the row lock (PostgreSQL) or write lock (SQLite) it takes
                    # serialises concurrent merges into one item, so no occurrence is lost.
                    refresh: dict[str, Any] = {"hits": t.c.hits + 1, "last_seen_at": now}
                    if req.source is Source.ABSTENTION:
                        # The latest abstention's candidates and decision (near-misses included)
                        # describe the item; feedback on an answer adds its verdict, not its scores.
                        refresh.update(candidates=cands, decision=decision)
                    bumped = c.execute(sa.update(t).where(t.c.open_key == key).values(**refresh))
                    if bumped.rowcount:
                        item_id = c.execute(sa.select(t.c.id).where(t.c.open_key == key)).scalar_one()
                        self._add_occurrence(c, item_id, req, now)
                        return EnqueueResult(item_id, EnqueueOutcome.MERGED)
                    if new_items_per_minute is not None and self._opened_recently(c, req.requester, now) >= new_items_per_minute:
                        return EnqueueResult(None, EnqueueOutcome.LIMITED)
                    item_id = f"bf-{uuid.uuid4().hex[:16]}"
                    c.execute(
                        sa.insert(t).values(
                            id=item_id,
                            dedupe_key=key,
                            open_key=key,
                            state=ItemState.OPEN.value,
                            source=req.source.value,
                            query=sql_text(req.query),
                            context=_json(req.context),
                            project=sql_text(str(req.context.get("project", ""))),
                            asset_type=req.context.get("asset_type"),
                            candidates=cands,
                            decision=decision,
                            reason=sql_text(req.reason),
                            opened_by=_opt_text(req.requester),
                            hits=1,
                            created_at=now,
                            last_seen_at=now,
                        )
                    )
                    self._add_occurrence(c, item_id, req, now)
                    return EnqueueResult(item_id, EnqueueOutcome.OPENED)
            except sa.exc.IntegrityError:
                continue  # another caller opened the item first: the next attempt merges
        raise BackendUnavailable("backfill queue", f"enqueue of key {key} conflicted {_ENQUEUE_ATTEMPTS} times in a row")

    def _opened_recently(self, c: Connection, requester: str | None, now: dt.datetime) -> int:
        t = backfill_table
        who = t.c.opened_by.is_(None) if requester is None else t.c.opened_by == sql_text(requester)
        q = sa.select(sa.func.count()).select_from(t).where(who, t.c.created_at > now - _FLOOD_WINDOW)
        return int(c.execute(q).scalar_one())

    @staticmethod
    def _add_occurrence(c: Connection, item_id: str, req: EnqueueRequest, now: dt.datetime) -> None:
        c.execute(
            sa.insert(occurrences_table).values(
                item_id=item_id,
                at=now,
                source=req.source.value,
                query=sql_text(req.query),
                context=_json(req.context),
                reason=sql_text(req.reason),
                request_id=_opt_text(req.request_id),
                requester=_opt_text(req.requester),
                verdict=req.verdict.value if req.verdict else None,
                entry_id=_opt_text(req.entry_id),
                text=_opt_text(req.text),
            )
        )

    # ---- reads ---------------------------------------------------------------
    @staticmethod
    def _item(row: sa.Row, occurrences: tuple[Occurrence, ...] = ()) -> BackfillItem:
        triage = None
        if row.label and row.state in (ItemState.TRIAGED.value, ItemState.RESOLVED.value):
            triage = Triage(
                label=TriageLabel(row.label),
                entry_id=row.triage_entry_id,
                grade=row.grade,
                counter_condition=row.counter_condition,
                note=row.note,
            )
        return BackfillItem(
            id=row.id,
            state=ItemState(row.state),
            source=Source(row.source or Source.ABSTENTION.value),
            query=row.query,
            context=json.loads(row.context),
            candidates=json.loads(row.candidates),
            decision=json.loads(row.decision) if row.decision else {},
            reason=row.reason,
            hits=row.hits,
            created_at=_utc(row.created_at),  # type: ignore[arg-type]
            last_seen_at=_utc(row.last_seen_at),  # type: ignore[arg-type]
            claimed_by=row.claimed_by if row.state == ItemState.CLAIMED.value else None,
            lease_expires_at=_utc(row.lease_expires_at) if row.state == ItemState.CLAIMED.value else None,
            triage=triage,
            triaged_by=row.triaged_by,
            triaged_at=_utc(row.triaged_at),
            resolved_by=row.resolved_by,
            resolved_at=_utc(row.resolved_at),
            resolve_note=row.resolve_note,
            occurrences=occurrences,
        )

    @staticmethod
    def _occurrence(row: sa.Row) -> Occurrence:
        return Occurrence(
            at=_utc(row.at),  # type: ignore[arg-type]
            source=Source(row.source),
            query=row.query,
            context=json.loads(row.context),
            reason=row.reason,
            request_id=row.request_id,
            requester=row.requester,
            verdict=Verdict(row.verdict) if row.verdict else None,
            entry_id=row.entry_id,
            text=row.text,
        )

    def get(self, item_id: str, with_occurrences: bool = False) -> BackfillItem | None:
        with self.engine.connect() as c:
            row = c.execute(sa.select(backfill_table).where(backfill_table.c.id == item_id)).first()
            if row is None:
                return None
            occ: tuple[Occurrence, ...] = ()
            if with_occurrences:
                o = occurrences_table
                occ = tuple(
                    self._occurrence(r)
                    for r in c.execute(sa.select(o).where(o.c.item_id == item_id).order_by(o.c.at, o.c.id))
                )
        return self._item(row, occ)

    def _require(self, c: Connection, item_id: str) -> BackfillItem:
        row = c.execute(sa.select(backfill_table).where(backfill_table.c.id == item_id)).first()
        if row is None:
            raise NotFound("backfill item", item_id)
        return self._item(row)

    @staticmethod
    def _where(filt: ItemFilter) -> list[sa.ColumnElement[bool]]:
        t = backfill_table
        out: list[sa.ColumnElement[bool]] = []
        if filt.state is not None:
            out.append(t.c.state == filt.state.value)
        if filt.project is not None:
            out.append(t.c.project == filt.project)
        if filt.asset_type is not None:
            out.append(t.c.asset_type == filt.asset_type)
        if filt.label is not None:
            out.append(t.c.label == filt.label.value)
        if filt.source is not None:
            out.append(t.c.source == filt.source.value)
        return out

    def list(self, filt: ItemFilter, limit: int, offset: int = 0) -> list[BackfillItem]:
        t = backfill_table
        q = (
            sa.select(t)
            .where(*self._where(filt))
            .order_by(t.c.hits.desc(), t.c.last_seen_at.desc(), t.c.id)
            .limit(limit)
            .offset(offset)
        )
        with self.engine.connect() as c:
            return [self._item(r) for r in c.execute(q)]

    def count(self, filt: ItemFilter) -> int:
        q = sa.select(sa.func.count()).select_from(backfill_table).where(*self._where(filt))
        with self.engine.connect() as c:
            return int(c.execute(q).scalar_one())

    def stats(self) -> QueueStats:
        t = backfill_table

        def by(col: sa.Column) -> dict[str, int]:
            rows = c.execute(sa.select(col, sa.func.count()).group_by(col)).all()
            return {str(k) if k is not None else "(none)": int(n) for k, n in sorted(rows, key=lambda r: str(r[0]))}

        with self.engine.connect() as c:
            oldest = c.execute(sa.select(sa.func.min(t.c.created_at)).where(t.c.state == ItemState.OPEN.value)).scalar()
            by_state = {s.value: 0 for s in ItemState} | by(t.c.state)
            return QueueStats(
                by_state=by_state,
                by_project=by(t.c.project),
                by_asset_type=by(t.c.asset_type),
                by_label={k: v for k, v in by(t.c.label).items() if k != "(none)"},
                oldest_open_at=_utc(oldest),
            )

    def triaged_since(self, since: dt.datetime | None) -> list[BackfillItem]:
        t = backfill_table
        q = sa.select(t).where(t.c.state.in_([ItemState.TRIAGED.value, ItemState.RESOLVED.value]), t.c.label.is_not(None))
        if since is not None:
            q = q.where(t.c.triaged_at >= since)
        with self.engine.connect() as c:
            return [self._item(r) for r in c.execute(q.order_by(t.c.triaged_at, t.c.id))]

    # ---- reviewer actions ------------------------------------------------------
    @staticmethod
    def _claimable(now: dt.datetime, reviewer: str) -> sa.ColumnElement[bool]:
        t = backfill_table
        return sa.or_(
            t.c.state == ItemState.OPEN.value,
            sa.and_(
                t.c.state == ItemState.CLAIMED.value,
                sa.or_(t.c.lease_expires_at <= now, t.c.claimed_by == reviewer),
            ),
        )

    def _refusal(self, c: Connection, item_id: str, action: str, reviewer: str) -> InvalidTransition:
        item = self._require(c, item_id)
        now = self.now()
        why = ""
        if item.state is ItemState.CLAIMED:
            if item.claimed_by != reviewer:
                why = f"claimed by {item.claimed_by} until {item.lease_expires_at.isoformat() if item.lease_expires_at else '?'}"
            elif not item.lease_active(now):
                why = "your claim's lease expired; claim it again"
        elif item.state is ItemState.OPEN and action in ("triage", "release"):
            why = "claim it first"
        elif item.state is ItemState.TRIAGED and action == "claim":
            why = f"triaged as {item.triage.label.value if item.triage else '?'} by {item.triaged_by}"
        elif item.state is ItemState.RESOLVED:
            why = f"resolved by {item.resolved_by}" if item.resolved_by else "already resolved"
        return InvalidTransition(item_id, action, item.state.value, why)

    def claim(self, item_id: str, reviewer: str, lease_s: int) -> BackfillItem:
        t = backfill_table
        now = self.now()
        values = {
            "state": ItemState.CLAIMED.value,
            "claimed_by": sql_text(reviewer),
            "lease_expires_at": now + dt.timedelta(seconds=lease_s),
        }
        with self.engine.begin() as c:
            if self._pg:
                # Row lock; concurrent claimers skip the locked row and are refused below.
                locked = c.execute(
                    sa.select(t.c.id).where(t.c.id == item_id, self._claimable(now, reviewer)).with_for_update(skip_locked=True)
                ).first()
                won = locked is not None and c.execute(sa.update(t).where(t.c.id == item_id).values(**values)).rowcount == 1
            else:
                # SQLite: one guarded update under the database write lock.
                won = c.execute(sa.update(t).where(t.c.id == item_id, self._claimable(now, reviewer)).values(**values)).rowcount == 1
            if not won:
                if self._pg:
                    cur = self._require(c, item_id)
                    if cur.state is ItemState.OPEN or (
                        cur.state is ItemState.CLAIMED and (cur.claimed_by == reviewer or not cur.lease_active(now))
                    ):
                        # Claimable as committed, but locked: a concurrent claimer holds the row.
                        raise InvalidTransition(item_id, "claim", ItemState.CLAIMED.value, "another reviewer is claiming it")
                raise self._refusal(c, item_id, "claim", reviewer)
            return self._require(c, item_id)

    def claim_next(self, reviewer: str, lease_s: int, filt: ItemFilter | None = None) -> BackfillItem | None:
        t = backfill_table
        base = ItemFilter(state=None) if filt is None else ItemFilter(
            state=None, project=filt.project, asset_type=filt.asset_type, label=filt.label, source=filt.source
        )
        for _ in range(10):  # a candidate taken by a concurrent claimer: try the next one
            now = self.now()
            claimable = sa.or_(
                t.c.state == ItemState.OPEN.value,
                sa.and_(t.c.state == ItemState.CLAIMED.value, t.c.lease_expires_at <= now),
            )
            q = sa.select(t.c.id).where(claimable, *self._where(base)).order_by(t.c.created_at, t.c.id).limit(1)
            with self.engine.begin() as c:
                if self._pg:
                    q = q.with_for_update(skip_locked=True)
                item_id = c.execute(q).scalar()
                if item_id is None:
                    return None
                values = {
                    "state": ItemState.CLAIMED.value,
                    "claimed_by": sql_text(reviewer),
                    "lease_expires_at": now + dt.timedelta(seconds=lease_s),
                }
                if c.execute(sa.update(t).where(t.c.id == item_id, claimable).values(**values)).rowcount == 1:
                    return self._require(c, item_id)
        return None

    def release(self, item_id: str, reviewer: str) -> BackfillItem:
        t = backfill_table
        with self.engine.begin() as c:
            done = c.execute(
                sa.update(t)
                .where(t.c.id == item_id, t.c.state == ItemState.CLAIMED.value, t.c.claimed_by == reviewer)
                .values(state=ItemState.OPEN.value, claimed_by=None, lease_expires_at=None)
            ).rowcount
            if not done:
                raise self._refusal(c, item_id, "release", reviewer)
            return self._require(c, item_id)

    def triage(self, item_id: str, reviewer: str, triage: Triage, apply: Callable[[Any], None] | None = None) -> BackfillItem:
        t = backfill_table
        now = self.now()
        with self.engine.begin() as c:
            done = c.execute(
                sa.update(t)
                .where(
                    t.c.id == item_id,
                    t.c.state == ItemState.CLAIMED.value,
                    t.c.claimed_by == reviewer,
                    t.c.lease_expires_at > now,
                )
                .values(
                    state=ItemState.TRIAGED.value,
                    open_key=None,  # a recurrence after triage is new evidence: it opens a new item
                    label=triage.label.value,
                    triage_entry_id=_opt_text(triage.entry_id),
                    grade=triage.grade,
                    counter_condition=_opt_text(triage.counter_condition),
                    note=_opt_text(triage.note),
                    triaged_by=sql_text(reviewer),
                    triaged_at=now,
                )
            ).rowcount
            if not done:
                raise self._refusal(c, item_id, "triage", reviewer)
            if apply is not None:
                apply(c)  # the store-of-record write; an exception rolls the triage back too
            return self._require(c, item_id)

    def resolve(self, item_id: str, reviewer: str, note: str | None = None) -> BackfillItem:
        t = backfill_table
        values: dict[str, Any] = {"state": ItemState.RESOLVED.value, "resolved_by": sql_text(reviewer), "resolved_at": self.now()}
        if note is not None:
            values["resolve_note"] = sql_text(note)
        with self.engine.begin() as c:
            done = c.execute(sa.update(t).where(t.c.id == item_id, t.c.state == ItemState.TRIAGED.value).values(**values)).rowcount
            if not done:
                raise self._refusal(c, item_id, "resolve", reviewer)
            return self._require(c, item_id)
