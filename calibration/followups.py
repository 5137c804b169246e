"""Offline evaluation of follow-up resolution (issue #10) on a labeled follow-up set.

A follow-up case (``examples/followups.jsonl``) is a question as an agent
sends it in a multi-turn migration, with the earlier turns, the expected
outcome of resolution and, for resolvable ones, the relevance labels of the
independent question it stands for:

```json
{"id": "fu-dev-001", "query": "上面那个表格的 reload(true) 迁移到 React 怎么写",
 "history": [{"query": "useOrderStore 单个订单详情的状态迁到 zustand", "asset": "useOrderStore", "asset_type": "store"},
             {"query": "LegacyTable 迁到 React 要注意什么"}],
 "context": {"project": "crm-web", "branch": "feat/orders-react", "stack": {"vue": "2.7.14", "…": "…"}},
 "expected": {"status": "resolved", "asset": "LegacyTable", "references": ["上面那个表格"]},
 "independent_query": "LegacyTable 的 reload(true) 迁移到 React 怎么写",
 "labels": {"exp-crm-0002": "reusable", "exp-crm-0001": "reusable"}, "expected_decision": "inject",
 "category": "followup_noun"}
```

``expected.status`` is ``resolved`` (complete it into an independent
question about ``expected.asset``), ``unresolved`` (its referent is in no
earlier turn: refuse, never retrieve the bare words) or ``independent``
(history is present but the question refers to nothing: retrieve it as sent).

Measured:

* **resolved correctly**: the stage's outcome equals ``expected.status``; for
  ``resolved`` also the asset is the expected one, the rewritten question
  names it, and none of the referring words remain;
* **retrieval**: recall@10 and MRR of the fused list over the eligible
  entries labeled ``reusable``/``reference_only``, for the question sent as it
  is (no resolution), resolved by the follow-up stage (an unresolved one
  retrieves nothing, so it scores 0), and — the ceiling — the independent
  question itself.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from calibration.metrics import recall_at_k, reciprocal_rank
from calibration.records import detect_language
from service.contracts import DecisionKind, HistoryTurn, Label, QueryContext, RetrieveRequest, load_jsonl
from service.eligibility import is_eligible

if TYPE_CHECKING:
    from rich.console import Console

    from service.pipeline import Pipeline

RELEVANT = ("reusable", "reference_only")
RECALL_K = 10  # the cut-off the issue names (recall@10 with and without resolution)
MODES = ("without_resolution", "with_resolution", "independent_question")


class ExpectedResolution(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    status: Literal["resolved", "unresolved", "independent"]
    asset: str | None = None
    references: list[str] = Field(default_factory=list)


class FollowupCase(BaseModel):
    """One labeled follow-up question (see the module docstring)."""

    model_config = ConfigDict(extra="allow", frozen=True)

    id: str
    query: str
    history: list[HistoryTurn] = Field(default_factory=list)
    context: QueryContext
    expected: ExpectedResolution
    independent_query: str | None = None
    labels: dict[str, Label] = Field(default_factory=dict)
    expected_decision: DecisionKind = DecisionKind.ABSTAIN
    category: str = "followup"


def load_followups(path: Any) -> list[FollowupCase]:
    """Load a follow-up set (all or nothing; errors name line, field and rule)."""
    return load_jsonl(path, FollowupCase)


@dataclass(frozen=True)
class CaseRun:
    case: FollowupCase
    status: str  # resolved / unresolved / independent, as the stage decided
    asset: str | None
    rewritten: str | None
    reason: str | None
    correct: bool
    recall: dict[str, float]  # mode -> recall@10 (NaN: no relevant eligible entry)
    rr: dict[str, float]


def _correct(case: FollowupCase, status: str, asset: str | None, rewritten: str | None) -> bool:
    exp = case.expected
    if status != exp.status:
        return False
    if status != "resolved":
        return True
    if asset != exp.asset or rewritten is None or (exp.asset or "").lower() not in rewritten.lower():
        return False
    return not any(w.lower() in rewritten.lower() for w in exp.references)


def run_case(pipeline: Pipeline, case: FollowupCase) -> CaseRun:
    """Resolve one case and retrieve it three ways (never answers: nothing is queued)."""
    store = pipeline.runtime.store
    assert store is not None
    request = RetrieveRequest(query=case.query, context=case.context, history=case.history, top_k=5)
    resolution = pipeline.followup.run(request)
    if resolution is None:
        status, asset, rewritten, reason = "independent", None, None, None
    else:
        info = resolution.info
        status, asset, rewritten, reason = info.status.value, info.asset, info.rewritten, info.reason
    entries = {k: v.entry for k, v in store.get_many(case.labels).items()}
    relevant = frozenset(
        eid for eid, lab in case.labels.items() if lab.value in RELEVANT and eid in entries and is_eligible(entries[eid], case.context)
    )
    recall: dict[str, float] = {}
    rr: dict[str, float] = {}
    if relevant:
        lists: dict[str, list[str]] = {}

        def fused(req: RetrieveRequest) -> list[str]:
            return [c.entry_id for c in pipeline.retrieve(req).fused.candidates]

        lists["without_resolution"] = fused(RetrieveRequest(query=case.query, context=case.context))
        if resolution is None:
            lists["with_resolution"] = lists["without_resolution"]
        elif resolution.request is None:
            lists["with_resolution"] = []  # refused: nothing retrieved
        else:
            lists["with_resolution"] = fused(resolution.request)
        if case.independent_query:
            ctx = case.context
            if case.expected.asset and ctx.asset is None:
                ctx = ctx.model_copy(update={"asset": case.expected.asset})
            lists["independent_question"] = fused(RetrieveRequest(query=case.independent_query, context=ctx))
        for mode, ranked in lists.items():
            recall[mode] = recall_at_k(ranked, relevant, RECALL_K)
            rr[mode] = reciprocal_rank(ranked, relevant)
    return CaseRun(case, status, asset, rewritten, reason, _correct(case, status, asset, rewritten), recall, rr)


def _mean(vals: Sequence[float]) -> float | None:
    vals = [v for v in vals if not math.isnan(v)]
    return round(sum(vals) / len(vals), 4) if vals else None


def summarize(runs: Sequence[CaseRun]) -> dict[str, Any]:
    """The follow-up section of ``mxr eval``: resolution accuracy and retrieval per mode."""

    def share(rs: Sequence[CaseRun]) -> dict[str, Any]:
        n = len(rs)
        k = sum(r.correct for r in rs)
        return {"cases": n, "correct": k, "share": round(k / n, 4) if n else None}

    by_status = {s: share([r for r in runs if r.case.expected.status == s]) for s in ("resolved", "unresolved", "independent")}
    by_lang: dict[str, Any] = {}
    for lang in sorted({detect_language(r.case.query) for r in runs}):
        by_lang[lang] = share([r for r in runs if detect_language(r.case.query) == lang])
    scored = [r for r in runs if r.recall]
    retrieval = {
        "queries": len(scored),
        f"recall@{RECALL_K}": {m: _mean([r.recall[m] for r in scored if m in r.recall]) for m in MODES},
        "mrr": {m: _mean([r.rr[m] for r in scored if m in r.rr]) for m in MODES},
    }
    by_lang_retrieval = {}
    for lang in sorted({detect_language(r.case.query) for r in scored}):
        part = [r for r in scored if detect_language(r.case.query) == lang]
        by_lang_retrieval[lang] = {
            "queries": len(part),
            f"recall@{RECALL_K}": {m: _mean([r.recall[m] for r in part if m in r.recall]) for m in MODES},
        }
    retrieval["by_language"] = by_lang_retrieval
    failures = [
        {
            "id": r.case.id,
            "query": r.case.query,
            "expected": r.case.expected.model_dump(exclude_defaults=True),
            "got": {"status": r.status, "asset": r.asset, "rewritten": r.rewritten, "reason": r.reason},
        }
        for r in runs
        if not r.correct
    ]
    return {
        "cases": len(runs),
        "resolution": {**share(runs), "by_expected": by_status, "by_language": by_lang},
        "retrieval": retrieval,
        "failures": failures,
    }


def evaluate_followups(
    pipeline: Pipeline, cases: Sequence[FollowupCase], progress: Callable[[], None] | None = None
) -> dict[str, Any]:
    """Run every case and summarise (see ``summarize``)."""
    runs = []
    for case in cases:
        runs.append(run_case(pipeline, case))
        if progress:
            progress()
    return summarize(runs)


def render_followups(summary: dict[str, Any], console: Console) -> None:
    """Print the follow-up section as tables."""
    from rich.table import Table

    res = summary["resolution"]
    console.print(
        f"\n[bold]Follow-up questions[/] ({summary['cases']} cases): resolved correctly "
        f"{res['correct']}/{res['cases']} = {res['share']:.1%}",
        highlight=False,
    )
    t = Table("expected", "cases", "correct", "share")
    for name, part in [*res["by_expected"].items(), *((f"language {k}", v) for k, v in res["by_language"].items())]:
        if part["cases"]:
            t.add_row(name, str(part["cases"]), str(part["correct"]), f"{part['share']:.1%}")
    console.print(t)
    ret = summary["retrieval"]
    t = Table("retrieval (fused list)", *MODES, title=f"{ret['queries']} follow-ups with relevant eligible entries")
    fmt = lambda v: "—" if v is None else f"{v:.3f}"  # noqa: E731
    t.add_row(f"recall@{RECALL_K}", *(fmt(ret[f"recall@{RECALL_K}"][m]) for m in MODES))
    t.add_row("MRR", *(fmt(ret["mrr"][m]) for m in MODES))
    for lang, part in ret["by_language"].items():
        t.add_row(f"recall@{RECALL_K} ({lang}, {part['queries']})", *(fmt(part[f"recall@{RECALL_K}"][m]) for m in MODES))
    console.print(t)
    for f in summary["failures"][:20]:
        console.print(f"  [yellow]wrong:[/] {f['id']} {f['query']!r}: expected {f['expected']}, got {f['got']}", highlight=False)
