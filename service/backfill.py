"""The reviewers' workflow as values: backfill items, their states, triage labels.

The queue itself (``queues/``) implements ``service.engines.protocols.BackfillQueue``
over these types; the service (API, review page, CLI) only ever sees them.

Lifecycle (seed article 001)::

    open ──claim──▶ claimed ──triage──▶ triaged ──resolve──▶ resolved
      ▲               │ (lease expires or release)
      └───────────────┘

Every abstention and every piece of agent feedback (``POST /v1/feedback``)
becomes an *occurrence*; occurrences of near-identical questions (same
normalised text, project and asset) merge into one open item.
"""

from __future__ import annotations

import datetime as dt
import enum
from dataclasses import dataclass, field
from typing import Any


class ItemState(str, enum.Enum):
    OPEN = "open"
    CLAIMED = "claimed"
    TRIAGED = "triaged"
    RESOLVED = "resolved"


class TriageLabel(str, enum.Enum):
    """A reviewer's verdict on an item, and the action it carries out."""

    KNOWLEDGE_MISSING = "knowledge_missing"  # 确实缺这类经验: a draft entry is written as `candidate`
    RETRIEVAL_MISS = "retrieval_miss"  # 有经验但没检索到/不被信任: the linked entry + grade become an eval case
    NOT_APPLICABLE = "not_applicable"  # 主题相关但契约不适用: a counter-condition is added to the entry
    INVALID = "invalid"  # not a real question (spam, a test): closed with no action


class Source(str, enum.Enum):
    """Where an occurrence came from."""

    ABSTENTION = "abstention"
    FEEDBACK = "feedback"


class Verdict(str, enum.Enum):
    """An agent's feedback on one response (``POST /v1/feedback``)."""

    WRONG_RESULT = "wrong_result"  # a returned entry was wrong here (names the entry)
    NEEDED = "needed"  # the agent needed something the answer lacked (free text)
    HELPFUL = "helpful"  # the answer helped: counted, never queued


class EnqueueOutcome(str, enum.Enum):
    OPENED = "opened"  # a new open item
    MERGED = "merged"  # added as an occurrence of the open item for the same question
    LIMITED = "limited"  # the requester's cap on new items per minute was reached: nothing stored


# Defaults shared by the HTTP API, the CLI and the review page.
DEFAULT_LIST_STATE = ItemState.OPEN
DEFAULT_LIST_LIMIT = 50
MAX_LIST_LIMIT = 1000
DEFAULT_LEASE_S = 900  # a claim holds for 15 minutes unless renewed
MAX_LEASE_S = 24 * 3600
MAX_NOTE_CHARS = 10_000


# A listing's state filter: one state, or every state.
ALL_STATES = "all"
STATE_CHOICES = [s.value for s in ItemState] + [ALL_STATES]


def state_filter(value: str | None) -> ItemState | None:
    """``open`` → ItemState.OPEN, ``all`` → None (every state); None → the default (open).

    Raises:
        ValueError: naming the allowed values.
    """
    if value is None:
        return DEFAULT_LIST_STATE
    if value == ALL_STATES:
        return None
    try:
        return ItemState(value)
    except ValueError:
        raise ValueError(f"state must be one of {', '.join(STATE_CHOICES)}, not {value!r}") from None


@dataclass(frozen=True)
class EnqueueRequest:
    """One occurrence to record: what was asked, where, what the service saw and decided."""

    query: str
    context: dict[str, Any]  # formats.md §2 context
    candidates: list[dict[str, Any]]  # candidates with scores and, for near-misses, why they were not trusted
    decision: dict[str, Any]  # kind, thresholds, calibration, reason
    reason: str  # one word: no_eligible_entries, below_reference_threshold, not_answerable, wrong_result, needed
    source: Source = Source.ABSTENTION
    request_id: str | None = None
    requester: str | None = None  # the API key's name (flood control is per requester)
    verdict: Verdict | None = None
    entry_id: str | None = None  # wrong_result: the entry the agent says was wrong
    text: str | None = None  # needed: what the agent needed


@dataclass(frozen=True)
class EnqueueResult:
    item_id: str | None  # None when LIMITED
    outcome: EnqueueOutcome


@dataclass(frozen=True)
class Occurrence:
    at: dt.datetime
    source: Source
    query: str
    context: dict[str, Any]
    reason: str
    request_id: str | None = None
    requester: str | None = None
    verdict: Verdict | None = None
    entry_id: str | None = None
    text: str | None = None

    def to_json(self) -> dict[str, Any]:
        return {
            "at": self.at.isoformat(),
            "source": self.source.value,
            "query": self.query,
            "context": self.context,
            "reason": self.reason,
            "request_id": self.request_id,
            "requester": self.requester,
            "verdict": self.verdict.value if self.verdict else None,
            "entry_id": self.entry_id,
            "text": self.text,
        }


@dataclass(frozen=True)
class Triage:
    """What a triage decided, stored with the item (the eval case is built from it)."""

    label: TriageLabel
    entry_id: str | None = None  # the draft (knowledge_missing) or linked entry (the other two)
    grade: str | None = None  # retrieval_miss: formats.md §3 label of the linked entry
    counter_condition: str | None = None  # not_applicable: the text that was added
    note: str | None = None


@dataclass(frozen=True)
class BackfillItem:
    id: str
    state: ItemState
    source: Source
    query: str
    context: dict[str, Any]
    candidates: list[dict[str, Any]]
    decision: dict[str, Any]
    reason: str
    hits: int  # occurrence count
    created_at: dt.datetime
    last_seen_at: dt.datetime
    claimed_by: str | None = None
    lease_expires_at: dt.datetime | None = None
    triage: Triage | None = None
    triaged_by: str | None = None
    triaged_at: dt.datetime | None = None
    resolved_by: str | None = None
    resolved_at: dt.datetime | None = None
    resolve_note: str | None = None
    occurrences: tuple[Occurrence, ...] = field(default=(), compare=False)

    @property
    def project(self) -> str:
        return str(self.context.get("project", ""))

    @property
    def asset(self) -> str | None:
        return self.context.get("asset")

    @property
    def asset_type(self) -> str | None:
        return self.context.get("asset_type")

    def lease_active(self, now: dt.datetime) -> bool:
        return self.state is ItemState.CLAIMED and self.lease_expires_at is not None and self.lease_expires_at > now

    def to_json(self, with_occurrences: bool = False) -> dict[str, Any]:
        """The item as the API and CLI show it."""
        t = self.triage
        out: dict[str, Any] = {
            "id": self.id,
            "state": self.state.value,
            "source": self.source.value,
            "query": self.query,
            "context": self.context,
            "candidates": self.candidates,
            "decision": self.decision,
            "reason": self.reason,
            "hits": self.hits,
            "created_at": self.created_at.isoformat(),
            "last_seen_at": self.last_seen_at.isoformat(),
            "claimed_by": self.claimed_by,
            "lease_expires_at": self.lease_expires_at.isoformat() if self.lease_expires_at else None,
            "label": t.label.value if t else None,
            "entry_id": t.entry_id if t else None,
            "grade": t.grade if t else None,
            "counter_condition": t.counter_condition if t else None,
            "note": t.note if t else None,
            "triaged_by": self.triaged_by,
            "triaged_at": self.triaged_at.isoformat() if self.triaged_at else None,
            "resolved_by": self.resolved_by,
            "resolved_at": self.resolved_at.isoformat() if self.resolved_at else None,
            "resolve_note": self.resolve_note,
        }
        if with_occurrences:
            out["occurrences"] = [o.to_json() for o in self.occurrences]
        return out


@dataclass(frozen=True)
class ItemFilter:
    """Which items a listing shows (None: any)."""

    state: ItemState | None = DEFAULT_LIST_STATE
    project: str | None = None
    asset_type: str | None = None
    label: TriageLabel | None = None
    source: Source | None = None


@dataclass(frozen=True)
class QueueStats:
    """What the review page's queue view summarises."""

    by_state: dict[str, int]
    by_project: dict[str, int]
    by_asset_type: dict[str, int]
    by_label: dict[str, int]
    oldest_open_at: dt.datetime | None

    def to_json(self, now: dt.datetime) -> dict[str, Any]:
        return {
            "by_state": self.by_state,
            "by_project": self.by_project,
            "by_asset_type": self.by_asset_type,
            "by_label": self.by_label,
            "oldest_open_at": self.oldest_open_at.isoformat() if self.oldest_open_at else None,
            "oldest_open_age_s": round((now - self.oldest_open_at).total_seconds(), 1) if self.oldest_open_at else None,
        }
