"""Offline evaluation: run every labeled query through the pipeline and measure it.

Retrieval (issue #2): recall@50 per path (lexical, dense, fused) over the
ELIGIBLE entries labeled reusable or reference_only; MRR and nDCG@5 (graded:
reusable 2, reference_only 1) of the fused list and of the final list after
rerank; per category and per language; and ``eligibility_violations``:
results or trace items that break formats.md's scope, status or role rules
(must be 0).

Decision (issue #4, when a calibration artifact is loaded): accuracy, the
confusion of expected vs decided, usable retention, wrong-injection rate,
abstention precision and recall, per category / asset type / language, with
bootstrap 95% intervals (``calibration.metrics``).

Evaluation never writes to the backfill queue: it decides with the
pipeline's decision stage directly instead of answering.
"""

from __future__ import annotations

import hashlib
import math
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np

from calibration.metrics import (
    DECISION_METRICS,
    DEFAULT_RESAMPLES,
    EvalSummary,
    bootstrap_ci,
    evaluate as decision_evaluate,
    ndcg_at_k,
    recall_at_k,
    reciprocal_rank,
)
from calibration.records import CandidateRecord, QueryOutcome, QueryRecord, detect_language
from service.decision.rule import Thresholds
from service.eligibility import is_eligible

if TYPE_CHECKING:  # the service is imported only by callers that run it
    from rich.console import Console

    from service.contracts import EvalQuery, ExperienceEntry
    from service.domain import Decision
    from service.pipeline import Pipeline, Retrieved

# Retrieval cut-offs named by the issues: each recall path returns its top 50;
# the agent gets the top 5.
RECALL_DEPTH = 50
TOP_N = 5
# A shallower recall cut-off: on small libraries every eligible entry fits in
# the top 50, so recall@50 is 1.0 and says little; recall@10 still separates paths.
SHALLOW_RECALL = 10
RELEVANT = ("reusable", "reference_only")
# Role → statuses allowed to play it (formats.md §1 status semantics, §4 roles).
ROLE_STATUSES = {
    "default_plan": {"verified"},
    "reference": {"verified", "review_required"},
    "checklist": {"candidate"},
}


@dataclass(frozen=True)
class QueryRun:
    """One eval query's pass through the pipeline."""

    item: EvalQuery
    retrieved: Retrieved
    record: QueryRecord
    outcome: QueryOutcome | None
    relevant: frozenset[str]  # eligible entries labeled reusable / reference_only
    violations: tuple[str, ...]
    latency_ms: float
    final_order: tuple[str, ...]  # what the agent would see, best first (by probability when decided)


@dataclass
class EvalResult:
    runs: list[QueryRun]
    summary: dict[str, Any] = field(default_factory=dict)
    decision: EvalSummary | None = None  # with a calibration artifact


def check_violations(item: EvalQuery, got: Retrieved, decision: Decision | None, entries: dict[str, ExperienceEntry]) -> list[str]:
    """Every result or trace item that breaks formats.md's eligibility or role rules."""
    out: list[str] = []
    seen_ids: dict[str, str] = {}
    for p in got.paths:
        for h in p.hits:
            seen_ids.setdefault(h.entry_id, p.path.value)
    for c in got.fused.candidates:
        seen_ids.setdefault(c.entry_id, "fused")
    for eid, where in seen_ids.items():
        e = entries.get(eid)
        if e is None:
            out.append(f"{item.id}: {where} returned {eid}, which is not in the store")
        elif not is_eligible(e, item.context):
            out.append(f"{item.id}: {where} returned ineligible entry {eid} ({e.project}, {e.status.value})")
    for sc in decision.scored if decision is not None else ():
        e = entries.get(sc.candidate.entry_id)
        if sc.role is not None and e is not None and e.status.value not in ROLE_STATUSES[sc.role]:
            out.append(f"{item.id}: {sc.candidate.entry_id} with status {e.status.value} was given role {sc.role}")
    return out


def label_warnings(runtime: Any, items: Sequence[EvalQuery]) -> list[str]:
    """Labels that contradict formats.md §3 given the indexed entries (for the labeller).

    Reported, not fatal: a reusable/reference_only label on an ineligible or
    unknown entry, and an ``expected_decision`` the labels do not imply
    (see :mod:`calibration.labels`).
    """
    from calibration.labels import label_problems

    ids = {eid for it in items for eid in it.labels}
    entries = {k: v.entry for k, v in runtime.store.get_many(ids).items()}
    return [w.replace("which is not in the library", "which is not in the index") for w in label_problems(items, entries)]


def run_queries(
    pipeline: Pipeline,
    items: Sequence[EvalQuery],
    progress: Callable[[], None] | None = None,
) -> list[QueryRun]:
    """Run each eval query: retrieve, features, and (with a calibration) decide."""
    store = pipeline.runtime.store
    assert store is not None
    runs = []
    for item in items:
        t0 = time.perf_counter()
        got = pipeline.retrieve(item.request(top_k=TOP_N, explain=True))
        decision = pipeline.decide(got) if pipeline.decider is not None else None
        latency = (time.perf_counter() - t0) * 1000
        ids = set(item.labels) | {h.entry_id for p in got.paths for h in p.hits}
        entries = {k: v.entry for k, v in store.get_many(ids).items()}
        relevant = frozenset(
            eid for eid, lab in item.labels.items() if lab.value in RELEVANT and eid in entries and is_eligible(entries[eid], item.context)
        )
        cands = tuple(
            CandidateRecord(
                entry_id=c.entry_id,
                chunk=c.n,
                status=got.entries[c.entry_id].status.value,
                asset_type=got.entries[c.entry_id].asset_type.value,
                features=dict(f),
                label=item.labels[c.entry_id].value if c.entry_id in item.labels else None,
            )
            for c, f in zip(got.reranked.candidates, got.features, strict=True)
        )
        record = QueryRecord(
            query_id=item.id,
            query=item.query,
            category=item.category,
            language=detect_language(item.query),
            # The asset type exactly as serving selects thresholds by it (context, else top candidate).
            asset_type=got.query_asset_type() or "unknown",
            expected=item.expected_decision.value,
            labels={k: v.value for k, v in item.labels.items()},
            candidates=cands,
        )
        outcome = None
        if decision is not None:
            role_of = {sc.candidate.entry_id: sc.role for sc in decision.scored}
            outcome = QueryOutcome(
                query_id=item.id,
                decided=decision.kind,
                roles=tuple(role_of[c.entry_id] for c in cands),
                default_plan_ids=tuple(sc.candidate.entry_id for sc in decision.scored if sc.role == "default_plan"),
                thresholds=Thresholds(decision.inject_threshold, decision.reference_threshold),
            )
        final = (
            tuple(sc.candidate.entry_id for sc in decision.scored)
            if decision is not None
            else tuple(c.entry_id for c in got.reranked.candidates)
        )
        violations = check_violations(item, got, decision, entries)
        runs.append(QueryRun(item, got, record, outcome, relevant, tuple(violations), latency, final))
        if progress:
            progress()
    return runs


# --------------------------------------------------------------------------
# Retrieval metrics per path
# --------------------------------------------------------------------------


def _lists(run: QueryRun) -> dict[str, list[str]]:
    by = {p.path.value: [h.entry_id for h in p.hits] for p in run.retrieved.paths}
    return {
        "lexical": by.get("lexical", []),
        "dense": by.get("dense", []),
        "fused": [c.entry_id for c in run.retrieved.fused.candidates],
        "final": list(run.final_order),
    }


def retrieval_rows(run: QueryRun) -> dict[str, float]:
    """One query's retrieval metrics (NaN where it has no eligible relevant entry)."""
    lists = _lists(run)
    labels = {k: v.value for k, v in run.item.labels.items() if k in run.relevant or v.value not in RELEVANT}
    out: dict[str, float] = {}
    for path in ("lexical", "dense", "fused"):
        out[f"recall@{RECALL_DEPTH}.{path}"] = recall_at_k(lists[path], run.relevant, RECALL_DEPTH)
        out[f"recall@{SHALLOW_RECALL}.{path}"] = recall_at_k(lists[path], run.relevant, SHALLOW_RECALL)
    for path in ("lexical", "dense", "fused", "final"):
        out[f"mrr.{path}"] = reciprocal_rank(lists[path], run.relevant)
        out[f"ndcg@{TOP_N}.{path}"] = ndcg_at_k(lists[path], labels, TOP_N) if run.relevant else math.nan
    return out


def _estimates(rows: list[dict[str, float]], n_resamples: int, seed: int) -> dict[str, dict[str, Any]]:
    names = sorted({k for r in rows for k in r})
    out: dict[str, dict[str, Any]] = {}
    for name in names:
        vals = np.array([r.get(name, math.nan) for r in rows], dtype=float)
        defined = ~np.isnan(vals)
        est = bootstrap_ci(np.where(defined, vals, 0.0), defined.astype(float), n_resamples=n_resamples, seed=seed)
        metric, path = name.split(".")
        out.setdefault(metric, {})[path] = est.to_json()
    return out


def retrieval_summary(runs: Sequence[QueryRun], n_resamples: int, seed: int) -> dict[str, Any]:
    rows = [retrieval_rows(r) for r in runs]
    summary: dict[str, Any] = {
        "queries_with_eligible_relevant": int(sum(1 for r in runs if r.relevant)),
        "overall": _estimates(rows, n_resamples, seed),
    }
    for key, fn in (("category", lambda r: r.item.category), ("language", lambda r: r.record.language)):
        groups: dict[str, list[int]] = {}
        for i, r in enumerate(runs):
            groups.setdefault(fn(r), []).append(i)
        summary[f"by_{key}"] = {
            g: {"n": len(idx), **_estimates([rows[i] for i in idx], n_resamples, seed)} for g, idx in sorted(groups.items())
        }
    return summary


# --------------------------------------------------------------------------
# The whole evaluation
# --------------------------------------------------------------------------


def file_sha256(path: str | Path) -> str:
    return hashlib.sha256(Path(path).read_bytes()).hexdigest()


def evaluate(
    pipeline: Pipeline,
    items: Sequence[EvalQuery],
    eval_path: str | Path | None = None,
    bootstrap: int = DEFAULT_RESAMPLES,
    seed: int = 0,
    progress: Callable[[], None] | None = None,
) -> EvalResult:
    """Run and measure an eval set; ``result.summary`` is what ``mxr eval --json`` prints."""
    runs = run_queries(pipeline, items, progress)
    violations = [v for r in runs for v in r.violations]
    lat = np.array([r.latency_ms for r in runs]) if runs else np.array([0.0])
    summary: dict[str, Any] = {
        "n_queries": len(runs),
        "eval_set": {"path": str(eval_path) if eval_path else None, "sha256": file_sha256(eval_path) if eval_path else None},
        "scorer": pipeline.scorer_identity(),
        "reranker": pipeline.rerank.name,
        "eligibility_violations": len(violations),
        "violations": violations[:50],
        "retrieval": retrieval_summary(runs, bootstrap, seed),
        "latency_ms": {"p50": float(np.percentile(lat, 50)), "p95": float(np.percentile(lat, 95))},
    }
    if pipeline.decider is not None and runs:
        records = [r.record for r in runs]
        outcomes = [r.outcome for r in runs]
        es = decision_evaluate(records, outcomes, n_resamples=bootstrap, seed=seed)  # type: ignore[arg-type]
        summary["calibration"] = {"id": pipeline.decider.artifact.id, "error": None}
        decision_only = set(DECISION_METRICS)
        summary["decision"] = {
            "overall": {k: v for k, v in es.to_json().items() if k in decision_only},
            "confusion": {"labels": list(es.labels), "rows_expected_cols_decided": [list(r) for r in es.confusion]},
            **{
                f"by_{key}": {
                    v: {"n": es.slice_sizes[key][v], **{m: e.to_json() for m, e in ests.items() if m in decision_only}}
                    for v, ests in es.slices[key].items()
                }
                for key in es.slices
            },
        }
        return EvalResult(runs, summary, es)
    summary["calibration"] = {"id": None, "error": pipeline.decider_error or "no calibration artifact"}
    return EvalResult(runs, summary)


def _fmt(e: dict[str, Any] | None) -> str:
    if not e or e.get("value") is None:
        return "   –   "
    return f"{e['value']:.3f} [{e['lower']:.2f}, {e['upper']:.2f}]"


def render_text(summary: dict[str, Any], console: Console) -> None:
    """Human-readable tables of an evaluation summary."""
    from rich.table import Table

    r = summary["retrieval"]
    console.print(
        f"[bold]{summary['n_queries']} queries[/] ({r['queries_with_eligible_relevant']} with an eligible relevant entry); "
        f"reranker: {summary['reranker']}; eligibility_violations: {summary['eligibility_violations']}"
    )
    t = Table(title="retrieval (95% bootstrap intervals)")
    t.add_column("slice")
    cols = [
        ("recall@50", "lexical"),
        ("recall@50", "dense"),
        ("recall@50", "fused"),
        ("recall@10", "fused"),
        ("mrr", "fused"),
        ("ndcg@5", "fused"),
        ("mrr", "final"),
        ("ndcg@5", "final"),
    ]
    for m, p in cols:
        t.add_column(f"{m} {p}")
    t.add_row("all", *[_fmt(r["overall"].get(m, {}).get(p)) for m, p in cols])
    for key in ("by_category", "by_language"):
        for g, v in r[key].items():
            t.add_row(f"{key[3:]}={g} (n={v['n']})", *[_fmt(v.get(m, {}).get(p)) for m, p in cols])
    console.print(t)
    if "decision" in summary:
        d = summary["decision"]
        t2 = Table(title=f"decisions, calibration {summary['calibration']['id']}")
        names = ["accuracy", "usable_retention", "wrong_injection", "abstention_precision", "abstention_recall", "rejection_rate"]
        t2.add_column("slice")
        for n in names:
            t2.add_column(n)
        t2.add_row("all", *[_fmt(d["overall"].get(n)) for n in names])
        for key in ("by_category", "by_asset_type", "by_language"):
            for g, v in d.get(key, {}).items():
                t2.add_row(f"{key[3:]}={g} (n={v['n']})", *[_fmt(v.get(n)) for n in names])
        console.print(t2)
        cm = d["confusion"]
        t3 = Table(title="confusion (rows: expected, columns: decided)")
        t3.add_column("")
        for lab in cm["labels"]:
            t3.add_column(lab)
        for lab, row in zip(cm["labels"], cm["rows_expected_cols_decided"], strict=True):
            t3.add_row(lab, *[str(x) for x in row])
        console.print(t3)
    else:
        console.print(f"[yellow]no decision metrics: {summary['calibration']['error']}[/]")
    console.print(f"latency p50 {summary['latency_ms']['p50']:.1f} ms, p95 {summary['latency_ms']['p95']:.1f} ms")


def write_eval_report(out_dir: Path, result: EvalResult) -> Path:
    """The HTML report of an evaluation (decision plots need a calibration)."""
    import json

    out_dir.mkdir(parents=True, exist_ok=True)
    (out_dir / "eval.json").write_text(json.dumps(result.summary, ensure_ascii=False, indent=2), encoding="utf-8")
    from calibration.report import write_eval_report as _write

    return _write(out_dir, result)
