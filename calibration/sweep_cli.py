"""``mxr sweep``: record candidates once, fit the decision model, choose thresholds, write the artifact.

The seed article's procedure (001): label queries; run the full
filter-retrieve-rerank pipeline per query and record the top candidates and
their features; scan thresholds from low to high watching usable-experience
retention, wrong injections and rejections. Here:

1. records: each labeled query's final candidates with features, written as
   JSONL (plus a ``.meta.json`` with the scorer identity) so a sweep can be
   redone with ``--from-records`` without rerunning retrieval;
2. a regularised logistic regression, cross-validated with folds grouped by
   query; thresholds are swept on OUT-OF-FOLD probabilities;
3. ``t_inject``: the lowest threshold whose upper 95% bound on wrong
   injection is within budget; ``t_reference`` likewise for "reference or
   better"; per asset type with ``--per-asset-type``;
4. the versioned artifact, and optionally the HTML report with plots.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any

from calibration.artifact import build_artifact, sha256_file
from calibration.metrics import evaluate as decision_evaluate
from calibration.answerability import gated_outcomes
from calibration.pool import fit_and_choose
from calibration.model import DEFAULT_MODEL
from calibration.records import read_records, write_records
from calibration.thresholds import DEFAULT_MIN_QUERIES_PER_LANGUAGE, SliceSelection, operating_outcomes

if TYPE_CHECKING:
    from rich.console import Console

    from service.settings import Settings

# An asset type needs this many labeled queries for thresholds of its own.
MIN_QUERIES_PER_ASSET_TYPE = 8


def slice_minimums(per_asset_type: bool, per_language: bool) -> dict[str, int | None]:
    """The minimum-query keywords of a threshold choice for the CLI's --per-asset-type / --per-language."""
    return {
        "min_queries": MIN_QUERIES_PER_ASSET_TYPE if per_asset_type else None,
        "min_queries_per_language": DEFAULT_MIN_QUERIES_PER_LANGUAGE if per_language else None,
    }


def _meta_path(records: Path) -> Path:
    return records.with_suffix(records.suffix + ".meta.json")


def record_eval_set(queries: Path, settings: Settings, records_path: Path, progress_factory: Callable[[], Any]) -> tuple[list, dict]:
    """Run the pipeline over an eval set and write the records and their meta."""
    from calibration.evaluate import run_queries
    from service.contracts import load_eval_set
    from service.pipeline import Pipeline
    from service.runtime import Runtime

    items = load_eval_set(queries)
    rt = Runtime(settings)
    try:
        rt.warm_up()
        # Records need features, not a decision: no artifact is loaded, so a cross-encoder
        # found in the local cache is recorded with (never dropped to match the packaged artifact).
        pipeline = Pipeline(rt)
        try:
            with progress_factory() as bar:
                task = bar.add_task("recording candidates", total=len(items))
                runs = run_queries(pipeline, items, progress=lambda: bar.advance(task, 1))
            meta = {
                "scorer": pipeline.scorer_identity(),
                "features": list(pipeline.feature_names()),
                "eval_set": str(queries),
                "eval_set_sha256": sha256_file(queries),
            }
        finally:
            pipeline.close()
    finally:
        rt.close()
    records = [r.record for r in runs]
    write_records(records_path, records)
    _meta_path(records_path).write_text(json.dumps(meta, ensure_ascii=False, indent=2), encoding="utf-8")
    return records, meta


def run_sweep(
    *,
    queries: Path | None,
    out: Path,
    settings: Settings,
    max_wrong_injection: float,
    max_wrong_reference: float,
    per_asset_type: bool,
    per_language: bool = True,
    bound: str,
    report: Path | None,
    confidence: float = 0.8,
    records: Path | None,
    from_records: Path | None,
    seed: int,
    console: Console,
    progress_factory: Callable[[], Any],
    pool: list[Path] | None = None,
    cache: Path | None = None,
    model: str = DEFAULT_MODEL,
    gate: bool = False,
) -> str:
    """Everything ``mxr sweep`` does; returns a one-paragraph summary.

    With ``pool``, every library of the pool is recorded in a data dir of its
    own and the model is fitted on all of them, with leave-one-library-out
    outer folds: the thresholds are chosen on the probabilities of libraries
    the model was not fitted on.
    """
    if pool:
        from calibration.lolo_cli import DEFAULT_CACHE, pool_sha256, record_pool
        from calibration.pool import pooled_scorer

        runs = record_pool(pool, settings, cache or DEFAULT_CACHE, console, progress_factory)
        recs = [r for run in runs for r in run.records]
        scorers = {json.dumps(pooled_scorer(r.scorer), sort_keys=True) for r in runs}
        if len(scorers) != 1:
            from calibration.pool import PoolInvalid

            raise PoolInvalid("the libraries were recorded with different scorers; record them with one configuration")
        meta = {"scorer": pooled_scorer(runs[0].scorer), "features": list(runs[0].features), "eval_set_sha256": pool_sha256(runs)}
        if records is not None:
            write_records(records, recs)
    elif from_records is not None:
        assert queries is not None
        recs = read_records(from_records)
        meta = json.loads(_meta_path(from_records).read_text(encoding="utf-8"))
        if meta.get("eval_set_sha256") != sha256_file(queries):
            console.print(
                f"[yellow]note: {queries} differs from the eval set the records were made from ({meta.get('eval_set')})[/]"
            )
    else:
        assert queries is not None
        records_path = records or out.with_name(out.stem + ".records.jsonl")
        recs, meta = record_eval_set(queries, settings, records_path, progress_factory)
        console.print(f"recorded {len(recs)} queries' candidates → {records_path}")
    fitted, result, fitted_gate = fit_and_choose(
        recs,
        meta["features"],
        bound=bound,
        inject_budget=max_wrong_injection,
        reference_budget=max_wrong_reference,
        **slice_minimums(per_asset_type, per_language),
        confidence=confidence,
        seed=seed,
        model=model,
        gate=gate,
    )
    # Out of fold throughout: the candidate model's library-out probabilities, and the gate's
    # own library-out scores (a gate fitted on the other libraries), as a new library meets them.
    outcomes = operating_outcomes(recs, fitted.oof_probabilities, result)
    outcomes = gated_outcomes(
        recs, fitted.oof_probabilities, outcomes, fitted_gate, fitted_gate.oof_scores if fitted_gate else None
    )
    summary = decision_evaluate(recs, outcomes, seed=seed)
    artifact = build_artifact(
        fitted, result, summary, scorer=meta["scorer"], eval_set_sha256=meta["eval_set_sha256"], gate=fitted_gate
    )
    out.parent.mkdir(parents=True, exist_ok=True)
    artifact.save(out)
    if report is not None:
        from calibration.report import write_report

        index = write_report(report, result, summary, recs, fitted.oof_probabilities, outcomes=outcomes, artifact=artifact)
        console.print(f"report: {index}")
    t = result.point.thresholds
    o = summary.overall

    def fmt(name: str) -> str:
        e = o[name]
        return "n/a" if not e.defined else f"{e.value:.3f} [{e.lower:.3f}, {e.upper:.3f}]"

    def own(selections: Mapping[str, SliceSelection]) -> list[str]:
        return [
            f"{name}: {sel.thresholds.inject:.3f}/{sel.thresholds.reference:.3f}"
            for name, sel in selections.items()
            if sel.scope != "global"
        ]

    per_type, per_lang = own(result.per_asset_type), own(result.per_language)
    return (
        f"artifact {artifact.id} → {out}\n"
        f"t_inject={t.inject:.3f} t_reference={t.reference:.3f} (bound {result.bound.value}, budgets "
        f"wrong-injection {max_wrong_injection}, wrong-reference {max_wrong_reference})\n"
        f"out-of-fold at the operating point: accuracy {fmt('accuracy')}, usable retention {fmt('usable_retention')}, "
        f"wrong injection {fmt('wrong_injection')}, rejection {fmt('rejection_rate')}\n"
        + (f"per asset type: {', '.join(per_type)}" if per_type else "per asset type: global thresholds everywhere")
        + "\n"
        + (f"per language: {', '.join(per_lang)}" if per_lang else "per language: global thresholds everywhere")
        + "\n"
        + (
            "answerability gate: " + ", ".join(f"{k} {v:.2f}" for k, v in fitted_gate.thresholds.items())
            + f" ({fitted_gate.n_queries} queries, {fitted_gate.n_answerable} answerable)"
            if fitted_gate
            else "answerability gate: none (--no-gate, or too few queries of either kind)"
        )
        + ("\n" + "; ".join(result.point.notes) if result.point.notes else "")
    )
