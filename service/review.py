"""The reviewers' desk: what an abstention records, triage actions, the eval-set export.

- ``abstention_request`` turns one abstained answer into a queue occurrence
  with every candidate's scores and why it was not trusted (which threshold
  it missed), plus near-misses the eligibility gate kept out and the rule
  that excluded each.
- ``ReviewDesk.triage`` validates a reviewer's triage and carries out its
  action in one transaction with the store of record, then updates the
  engines as any upsert does:
    * ``knowledge_missing``: a draft entry (formats.md §1, validated exactly as
      ``POST /v1/experiences``) saved as ``candidate``;
    * ``retrieval_miss``: the linked entry and its grade, kept for the eval case;
    * ``not_applicable``: a counter-condition added to the linked entry, with
      ``updated_at`` and ``source`` set to the item.
- ``eval_lines`` writes every triaged item as a formats.md §3 eval line.
"""

from __future__ import annotations

import datetime as dt
import re
import threading
from collections.abc import Iterator, Mapping
from contextlib import contextmanager, nullcontext
from typing import TYPE_CHECKING, Any, Literal

import structlog
from pydantic import BaseModel, ConfigDict, Field

from service.backfill import MAX_NOTE_CHARS, BackfillItem, EnqueueRequest, Source, Triage, TriageLabel
from service.contracts import (
    DecisionKind,
    EvalQuery,
    ExperienceEntry,
    Label,
    QueryContext,
    Status,
    entries_from_payload,
)
from service.eligibility import exclusions, is_eligible
from service.errors import ContractError, ContractViolation, NotFound

if TYPE_CHECKING:
    from service.domain import Decision
    from service.engines.protocols import BackfillQueue
    from service.pipeline import Retrieved
    from service.runtime import Runtime

log = structlog.get_logger("mxr.review")

# Near-misses shown with an abstention: the best lexical hits outside the gate.
NEAR_MISSES = 5
MAX_COUNTER_CONDITION_CHARS = 5_000
_ID_UNSAFE = re.compile(r"[^A-Za-z0-9._\-]+")


def backfill_source(item_id: str) -> str:
    """The ``source`` an entry written by a triage carries."""
    return f"backfill:{item_id}"


# --------------------------------------------------------------------------
# what an answer records
# --------------------------------------------------------------------------


def candidate_records(got: Retrieved, decision: Decision) -> list[dict[str, Any]]:
    """The scored candidates of one answer, each with why it was (not) trusted."""
    out = []
    for sc in decision.scored:
        c = sc.candidate
        e = got.entries[c.entry_id]
        p = sc.probability
        if sc.role is None:
            if decision.gate_abstained:
                why = (
                    f"answerability {decision.answerability:.3f} of the question is below the gate's "
                    f"threshold {decision.answerability_threshold:.3f}: nothing here answers it"
                )
            elif p < decision.reference_threshold:
                why = f"probability {p:.3f} is below the reference threshold {decision.reference_threshold:.3f}"
            else:
                why = f"cleared no role for a {e.status.value} entry under the decision rule"
        elif sc.role == "default_plan":
            why = f"probability {p:.3f} cleared the inject threshold {decision.inject_threshold:.3f}"
        elif e.status is Status.VERIFIED and p < decision.inject_threshold:
            why = f"probability {p:.3f} is below the inject threshold {decision.inject_threshold:.3f}: reference only"
        else:
            why = f"a {e.status.value} entry may only be a {sc.role}"
        out.append(
            {
                "id": c.entry_id,
                "chunk": c.n,
                "title": e.title,
                "status": e.status.value,
                "asset_type": e.asset_type.value,
                "role": sc.role,
                "probability": round(p, 6),
                "fused_score": round(c.fused_score, 6),
                "rerank_score": c.rerank_score,
                "ranks": {"lexical": c.lexical_rank, "dense": c.dense_rank, "fused": c.fused_rank, "rerank": c.rerank_rank},
                "why": why,
            }
        )
    return out


def decision_record(got: Retrieved, decision: Decision, calibration_id: str | None, kind: str) -> dict[str, Any]:
    return {
        "kind": kind,
        "inject_threshold": decision.inject_threshold,
        "reference_threshold": decision.reference_threshold,
        "threshold_scope": decision.threshold_scope,
        "answerability": decision.answerability,
        "answerability_threshold": decision.answerability_threshold,
        "calibration": calibration_id,
        "eligible_chunks": got.gate.eligible_chunks,
        "eligible_entries": got.gate.eligible_entries,
        "degraded": list(got.degraded),
    }


def near_misses(runtime: Runtime, got: Retrieved, limit: int = NEAR_MISSES) -> list[dict[str, Any]]:
    """On-topic entries the eligibility gate excluded, each with the rules it broke.

    One extra BM25 search over every scope (abstentions only; sub-millisecond
    on the embedded engine); a failure here never fails the answer.
    """
    if runtime.lexical is None or runtime.store is None:
        return []
    outside = frozenset(runtime.catalog.scopes()) - got.gate.keys
    if not outside:
        return []
    try:
        hits = runtime.lexical.search(got.terms, outside, limit * 3)
    except Exception as exc:  # noqa: BLE001 - diagnostics only
        log.warning("review.near_miss_failed", error=str(exc))
        return []
    seen: dict[str, float] = {}
    for h in hits:
        if h.entry_id not in seen:
            seen[h.entry_id] = h.score
    stored = runtime.store.get_many(list(seen)[:limit])
    out = []
    for entry_id, score in list(seen.items())[:limit]:
        s = stored.get(entry_id)
        if s is None:
            continue
        out.append(
            {
                "id": entry_id,
                "title": s.entry.title,
                "status": s.entry.status.value,
                "bm25": round(score, 4),
                "excluded_by": exclusions(s.entry, got.request.context),
            }
        )
    return out


def abstention_request(
    runtime: Runtime,
    got: Retrieved,
    decision: Decision,
    *,
    calibration_id: str | None,
    request_id: str | None,
    requester: str | None,
) -> EnqueueRequest:
    """The queue occurrence an abstained answer becomes."""
    if got.gate.eligible_chunks == 0:
        reason = "no_eligible_entries"
    elif decision.gate_abstained:
        reason = "not_answerable"  # the answerability gate: no candidate answers the question
    else:
        reason = "below_reference_threshold"
    record = decision_record(got, decision, calibration_id, DecisionKind.ABSTAIN.value)
    record["near_misses"] = near_misses(runtime, got)
    return EnqueueRequest(
        query=got.request.query,
        context=got.request.context.model_dump(mode="json"),
        candidates=candidate_records(got, decision),
        decision=record,
        reason=reason,
        source=Source.ABSTENTION,
        request_id=request_id,
        requester=requester,
    )


# --------------------------------------------------------------------------
# triage
# --------------------------------------------------------------------------


class TriageBody(BaseModel):
    """A reviewer's triage of one claimed item (API body; the page's forms build the same)."""

    model_config = ConfigDict(extra="forbid")

    label: TriageLabel
    entry: dict[str, Any] | None = Field(
        None, description="knowledge_missing: the draft entry (formats.md §1); saved with status candidate"
    )
    entry_id: str | None = Field(None, max_length=200, description="retrieval_miss / not_applicable: the linked entry")
    grade: Literal["reusable", "reference_only"] = Field(
        "reusable", description="retrieval_miss: how the linked entry should have served this question"
    )
    counter_condition: str | None = Field(
        None, max_length=MAX_COUNTER_CONDITION_CHARS, description="not_applicable: when the entry must not be applied"
    )
    note: str | None = Field(None, max_length=MAX_NOTE_CHARS)


def _violation(field: str, rule: str) -> ContractError:
    return ContractError([ContractViolation("request", None, field, rule)])


def _today() -> str:
    return dt.datetime.now(dt.UTC).date().isoformat()


def draft_prefill(item: BackfillItem) -> dict[str, Any]:
    """A draft entry's fields prefilled from the question and its context (the form's starting point)."""
    ctx = item.context
    project = str(ctx.get("project", "*"))
    stack: Mapping[str, str] = ctx.get("stack") or {}
    applies = {}
    for name, version in stack.items():
        parts = str(version).lstrip("v=").split(".")
        applies[name] = "^" + ".".join(parts[:2]) if len(parts) >= 2 else f"^{parts[0]}"
    return {
        "id": f"exp-{_ID_UNSAFE.sub('-', project).strip('-') or 'team'}-{item.id.removeprefix('bf-')[:10]}",
        "title": item.query.strip()[:200],
        "body": "",
        "project": project,
        "branches": [str(ctx.get("branch"))] if ctx.get("branch") else ["*"],
        "applies_to": applies,
        "asset_type": ctx.get("asset_type") or "other",
        "assets": [ctx["asset"]] if ctx.get("asset") else [],
        "status": Status.CANDIDATE.value,
        "conditions": "",
        "counter_conditions": "",
        "source": backfill_source(item.id),
    }


class ReviewDesk:
    """Triage and export over one runtime (store, engines, queue).

    Args:
        write_lock: the service's write lock (upserts, deletes and triages are serialised).
    """

    def __init__(self, runtime: Runtime, write_lock: threading.Lock | None = None):
        self.runtime = runtime
        self._lock = write_lock

    @property
    def queue(self) -> BackfillQueue:
        if self.runtime.backfill is None:
            raise NotFound("backfill queue", "(not started)")
        return self.runtime.backfill

    @contextmanager
    def _writing(self) -> Iterator[None]:
        with self._lock if self._lock is not None else nullcontext():
            yield

    def _stored(self, entry_id: str | None, label: TriageLabel) -> ExperienceEntry:
        if not entry_id:
            raise _violation("entry_id", f"required for {label.value}: the entry that should have matched")
        assert self.runtime.store is not None
        stored = self.runtime.store.get(entry_id)
        if stored is None:
            raise _violation("entry_id", f"no entry {entry_id!r} in the library")
        return stored.entry

    def plan(self, item_id: str, body: TriageBody) -> tuple[Triage, ExperienceEntry | None]:
        """Validate a triage; return what to record and the entry to write (if any).

        Raises:
            ContractError: the draft or the linked entry is invalid (422), naming the field.
        """
        assert self.runtime.store is not None
        note = body.note.strip() if body.note and body.note.strip() else None
        if body.label is TriageLabel.KNOWLEDGE_MISSING:
            if body.entry is None:
                raise _violation("entry", "required for knowledge_missing: the draft entry (formats.md §1)")
            payload = dict(body.entry)
            status = payload.get("status", Status.CANDIDATE.value)
            if status != Status.CANDIDATE.value:
                raise _violation("entry.status", "a draft entry is saved as candidate")
            payload["status"] = Status.CANDIDATE.value
            payload.setdefault("source", backfill_source(item_id))
            payload.setdefault("updated_at", _today())
            entry = entries_from_payload(payload, prefix="entry.")[0]
            if self.runtime.store.get(entry.id) is not None:
                raise _violation("entry.id", f"an entry {entry.id!r} exists; a draft never overwrites an entry")
            return Triage(body.label, entry_id=entry.id, grade=Label.REUSABLE.value, note=note), entry
        if body.label is TriageLabel.RETRIEVAL_MISS:
            entry = self._stored(body.entry_id, body.label)
            return Triage(body.label, entry_id=entry.id, grade=body.grade, note=note), None
        if body.label is TriageLabel.NOT_APPLICABLE:
            entry = self._stored(body.entry_id, body.label)
            text = (body.counter_condition or "").strip()
            if not text:
                raise _violation("counter_condition", "required for not_applicable: when the entry must not be applied")
            old = entry.to_json()
            merged = f"{old['counter_conditions'].rstrip()}\n{text}" if old.get("counter_conditions") else text
            update = {"counter_conditions": merged, "updated_at": _today(), "source": backfill_source(item_id)}
            if old.get("source") and old["source"] != update["source"]:
                update["previous_source"] = old["source"]  # kept as an extra field: nothing is lost
            new = entries_from_payload({**old, **update}, prefix="entry.")[0]
            return (
                Triage(body.label, entry_id=entry.id, grade=Label.NOT_APPLICABLE.value, counter_condition=text, note=note),
                new,
            )
        return Triage(body.label, note=note), None

    def triage(self, item_id: str, reviewer: str, body: TriageBody) -> BackfillItem:
        """Validate and record a triage, writing its entry in the same transaction.

        Raises:
            NotFound: no such item.
            ContractError: invalid draft or linked entry (nothing changes).
            InvalidTransition: the reviewer does not hold the item's claim.
            BackendUnavailable: an engine failed after the commit (the entry
                stays marked unindexed and is retried by the next upsert or reindex).
        """
        from service.indexer import Indexer

        if self.queue.get(item_id) is None:
            raise NotFound("backfill item", item_id)
        with self._writing():
            triage, entry = self.plan(item_id, body)
            indexer = Indexer(self.runtime)
            prepared = indexer.prepare(entry) if entry is not None else None
            apply = (lambda conn: indexer.write_prepared(conn, prepared)) if prepared is not None else None
            item = self.queue.triage(item_id, reviewer, triage, apply=apply)
            if prepared is not None:
                indexer.index_prepared([prepared])
        log.info("review.triaged", item_id=item_id, label=triage.label.value, entry_id=triage.entry_id, reviewer=reviewer)
        return item


# --------------------------------------------------------------------------
# export: the eval set grows
# --------------------------------------------------------------------------

_CATEGORY = {
    TriageLabel.KNOWLEDGE_MISSING: "missing",
    TriageLabel.RETRIEVAL_MISS: "retrieval_miss",
    TriageLabel.NOT_APPLICABLE: "not_applicable",
}


def expected_decision(labels: Mapping[str, str], entries: Mapping[str, ExperienceEntry], context: QueryContext) -> DecisionKind:
    """formats.md §3: inject iff an eligible verified entry is labeled reusable; reference iff some
    eligible entry is labeled reusable or reference_only; else abstain."""
    usable = [
        (entries[i], g)
        for i, g in labels.items()
        if i in entries and g in (Label.REUSABLE.value, Label.REFERENCE_ONLY.value) and is_eligible(entries[i], context)
    ]
    if any(g == Label.REUSABLE.value and e.status is Status.VERIFIED for e, g in usable):
        return DecisionKind.INJECT
    return DecisionKind.REFERENCE if usable else DecisionKind.ABSTAIN


def eval_lines(queue: BackfillQueue, runtime_store: Any, since: dt.datetime | None = None) -> tuple[list[dict[str, Any]], list[str]]:
    """Every triaged item since ``since`` as a formats.md §3 line, validated as ``mxr eval`` reads it.

    ``expected_decision`` follows the linked entry's status *now* (a draft a
    reviewer later verifies makes its question an ``inject`` case).

    Returns:
        (lines, skipped): skipped names items whose entry no longer exists, and ``invalid`` ones.
    """
    lines, skipped = [], []
    for item in queue.triaged_since(since):
        t = item.triage
        if t is None or t.label is TriageLabel.INVALID:
            skipped.append(f"{item.id}: triaged invalid")
            continue
        stored = runtime_store.get(t.entry_id) if t.entry_id else None
        if stored is None:
            skipped.append(f"{item.id}: entry {t.entry_id!r} no longer exists")
            continue
        context = QueryContext.model_validate(item.context)
        labels = {t.entry_id: t.grade or Label.REUSABLE.value}
        line = EvalQuery.model_validate(
            {
                "id": item.id,
                "query": item.query,
                "context": context.model_dump(mode="json", exclude_none=True),
                "labels": labels,
                "expected_decision": expected_decision(labels, {t.entry_id: stored.entry}, context).value,
                "category": _CATEGORY[t.label],
                "triage": t.label.value,
                "triaged_at": item.triaged_at.isoformat() if item.triaged_at else None,
            }
        )
        lines.append(line.model_dump(mode="json", exclude_none=True))
    return lines, skipped
