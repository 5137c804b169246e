"""The calibration report: one static HTML page plus PNG plots.

Everything is local: matplotlib renders through the Agg canvas (no pyplot,
no global backend switch, no display), the page has inline CSS and no
JavaScript, and images are referenced by relative path, so the folder can be
zipped, attached to a pull request or opened from disk.

Files written into ``out_dir``:

* ``index.html`` — operating point, metrics with 95 % intervals (overall and
  per category / asset type / language), confusion matrix, per-asset-type
  thresholds, worst misses, the full sweep table;
* ``sweep.png`` — usable retention, wrong injection and rejection against
  the threshold, with bootstrap bands, budgets and the chosen thresholds;
* ``reliability.png`` — binned predicted probability vs observed rate of
  ``reusable``, with counts;
* ``asset_types.png`` — the sweep of every asset type with its own thresholds.

:func:`write_eval_report` writes the page of an offline evaluation
(``mxr eval``): retrieval metrics per recall path, and decision metrics when
a calibration artifact was loaded.
"""

from __future__ import annotations

import datetime as _dt
import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import jinja2
import numpy as np
from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.figure import Figure

from service.decision.artifact import Artifact
from calibration.metrics import SLICE_KEYS, EvalSummary, Estimate
from calibration.records import ABSTAIN, INJECT, REUSABLE, QueryOutcome, QueryRecord
from service.decision.rule import DEFAULT_PLAN
from calibration.thresholds import SliceSelection, SweepResult, SweepRow, operating_outcomes
from service.decision.rule import GLOBAL_SCOPE, NEVER

TEMPLATE_DIR = Path(__file__).parent / "templates"
TEMPLATE_NAME = "report.html.j2"
DEFAULT_TITLE = "mxr calibration report"
#: Equal-width bins of the reliability diagram.
DEFAULT_BINS = 10
#: Rows of the worst-misses table.
DEFAULT_MAX_MISSES = 20
#: PNG resolution: sharp on a README at the figure sizes below.
DPI = 144
PLOT_FILES = ("sweep.png", "reliability.png", "asset_types.png")

# One palette for every plot (colour-blind safe, Okabe–Ito).
C_RETENTION = "#0072B2"
C_WRONG = "#D55E00"
C_REJECTION = "#7F7F7F"
C_REFERENCE = "#009E73"
C_INJECT_LINE = "#CC79A7"
C_REFERENCE_LINE = "#E69F00"
BAND_ALPHA = 0.18

# Miss kinds in order of harm (worst first), for the worst-misses table.
MISS_WRONG_INJECTION = "wrong injection"
MISS_SHOULD_ABSTAIN = "should have abstained"
MISS_LOST_USABLE = "usable experience not injected"
MISS_OTHER = "other mismatch"
_MISS_ORDER = (MISS_WRONG_INJECTION, MISS_SHOULD_ABSTAIN, MISS_LOST_USABLE, MISS_OTHER)

# Metric labels for the tables.
METRIC_LABELS = {
    "accuracy": "accuracy",
    "usable_retention": "usable retention",
    "wrong_injection": "wrong injection",
    "abstention_precision": "abstention precision",
    "abstention_recall": "abstention recall",
    "rejection_rate": "rejection rate",
    "reference_precision": "reference-or-better precision",
    "mrr": "MRR",
}


# --------------------------------------------------------------------------
# Pure helpers (tested directly)
# --------------------------------------------------------------------------


@dataclass(frozen=True)
class ReliabilityBin:
    """One bin of the reliability diagram."""

    lower: float
    upper: float
    count: int
    mean_predicted: float
    observed: float


def reliability_bins(
    probabilities: Sequence[float], outcomes: Sequence[bool], n_bins: int = DEFAULT_BINS
) -> list[ReliabilityBin]:
    """Equal-width bins over [0, 1]: mean predicted p vs observed frequency (DeGroot & Fienberg 1983).

    Bin b holds p in [b/n, (b+1)/n) (the last bin is closed). Empty bins
    have NaN means.
    """
    p = np.asarray(probabilities, dtype=float)
    y = np.asarray(outcomes, dtype=float)
    if p.shape != y.shape:
        raise ValueError(f"{p.size} probabilities but {y.size} outcomes")
    edges = np.linspace(0.0, 1.0, n_bins + 1)
    idx = np.clip(np.digitize(p, edges[1:-1], right=False), 0, n_bins - 1)
    out = []
    for b in range(n_bins):
        sel = idx == b
        n = int(sel.sum())
        out.append(
            ReliabilityBin(
                lower=float(edges[b]),
                upper=float(edges[b + 1]),
                count=n,
                mean_predicted=float(p[sel].mean()) if n else math.nan,
                observed=float(y[sel].mean()) if n else math.nan,
            )
        )
    return out


def expected_calibration_error(bins: Sequence[ReliabilityBin]) -> float:
    """ECE = Σ_b (n_b / N) · |observed_b − predicted_b| (Naeini et al. 2015)."""
    total = sum(b.count for b in bins)
    if total == 0:
        return math.nan
    return sum(b.count / total * abs(b.observed - b.mean_predicted) for b in bins if b.count)


@dataclass(frozen=True)
class Miss:
    """One row of the worst-misses table."""

    kind: str
    query_id: str
    query: str
    category: str
    asset_type: str
    expected: str
    decided: str
    shown: tuple[tuple[str, str, str | None, float], ...]  # (entry id, role, label, p)
    labeled: tuple[tuple[str, str], ...]  # (entry id, label)
    severity: float


def worst_misses(
    records: Sequence[QueryRecord],
    probabilities: Sequence[Sequence[float]],
    outcomes: Sequence[QueryOutcome],
    limit: int = DEFAULT_MAX_MISSES,
) -> list[Miss]:
    """Queries the operating point got wrong, worst first.

    Order: wrong injections, then queries that should have abstained, then
    usable experience not injected, then other mismatches; within a kind, by
    the highest probability among the candidates shown (confident mistakes first).
    """
    misses: list[Miss] = []
    for rec, probs, out in zip(records, probabilities, outcomes, strict=True):
        plan_labels = [c.label for c, r in zip(rec.candidates, out.roles, strict=True) if r == DEFAULT_PLAN]
        if out.decided == INJECT and any(lab != REUSABLE for lab in plan_labels):
            kind = MISS_WRONG_INJECTION
        elif rec.expected == ABSTAIN and out.decided != ABSTAIN:
            kind = MISS_SHOULD_ABSTAIN
        elif rec.expected == INJECT and not any(lab == REUSABLE for lab in plan_labels):
            kind = MISS_LOST_USABLE
        elif rec.expected != out.decided:
            kind = MISS_OTHER
        else:
            continue
        shown = tuple(
            (c.entry_id, r, c.label, float(p))
            for c, r, p in zip(rec.candidates, out.roles, probs, strict=True)
            if r is not None
        )
        top = max((float(p) for p in probs), default=0.0)
        misses.append(
            Miss(
                kind=kind,
                query_id=rec.query_id,
                query=rec.query,
                category=rec.category,
                asset_type=rec.asset_type,
                expected=rec.expected,
                decided=out.decided,
                shown=shown,
                labeled=tuple(sorted(rec.labels.items())),
                severity=top,
            )
        )
    misses.sort(key=lambda m: (_MISS_ORDER.index(m.kind), -m.severity, m.query_id))
    return misses[:limit]


# --------------------------------------------------------------------------
# Formatting
# --------------------------------------------------------------------------


def _pct(x: float | None) -> str:
    """A rate as a percentage, or an em dash when undefined."""
    if x is None or (isinstance(x, float) and math.isnan(x)):
        return "—"
    return f"{100 * x:.1f}%"


def _num(x: float | None, digits: int = 3) -> str:
    """A number, or an em dash when undefined."""
    if x is None or (isinstance(x, float) and math.isnan(x)):
        return "—"
    return f"{x:.{digits}f}"


def _threshold(t: float) -> str:
    """A threshold; NEVER prints as 'never'."""
    return "never (> 1)" if t > 1.0 else f"{t:.2f}"


def _estimate_cells(e: Estimate) -> dict[str, str]:
    """Value, interval and support of one estimate, formatted."""
    return {
        "value": _pct(e.value),
        "ci": "—" if not e.defined else f"{_pct(e.lower)} – {_pct(e.upper)}",
        "n": f"{e.numerator:.4g}/{e.denominator:.4g}" if e.denominator else "0",
        "defined": e.defined,
    }


def _label(name: str) -> str:
    """Human label of a metric name."""
    if name.startswith("ndcg@"):
        return "nDCG@" + name.split("@", 1)[1]
    return METRIC_LABELS.get(name, name)


# --------------------------------------------------------------------------
# Plots
# --------------------------------------------------------------------------


def _new_figure(width: float, height: float) -> Figure:
    """A figure on an Agg canvas (no pyplot state)."""
    fig = Figure(figsize=(width, height), dpi=DPI, layout="constrained")
    FigureCanvasAgg(fig)
    return fig


def _style(ax) -> None:  # noqa: ANN001 - matplotlib Axes
    """Light house style for an axes."""
    ax.grid(True, color="#e5e5e5", linewidth=0.8)
    ax.set_axisbelow(True)
    for side in ("top", "right"):
        ax.spines[side].set_visible(False)
    ax.set_xlim(0, 1)
    ax.set_ylim(-0.02, 1.02)


def _series(rows: Sequence[SweepRow], attr: str) -> np.ndarray:
    """One attribute of every row as a float array."""
    return np.array([getattr(r, attr) for r in rows], dtype=float)


def _defined(rows: Sequence[SweepRow], attr: str, support: str) -> np.ndarray:
    """An attribute with NaN (a gap in the plot) where its denominator is 0."""
    y = _series(rows, attr)
    return np.where(_series(rows, support) > 0, y, np.nan)


def _band(ax, x, rows, attr, color, label, dashes=None) -> None:  # noqa: ANN001
    """A rate with its bootstrap band."""
    y = _series(rows, attr)
    ci = np.array([getattr(r, attr + "_ci") for r in rows], dtype=float).reshape(len(rows), 2)
    ax.fill_between(x, ci[:, 0], ci[:, 1], color=color, alpha=BAND_ALPHA, linewidth=0)
    kw = {"dashes": dashes} if dashes else {}
    ax.plot(x, y, color=color, linewidth=2, label=label, **kw)


def _vline(ax, t: float, color: str, label: str) -> None:  # noqa: ANN001
    """Mark a chosen threshold (or note that it is 'never')."""
    if t <= 1.0:
        ax.axvline(t, color=color, linewidth=1.6, linestyle="-.", label=f"{label} = {t:.2f}")
    else:
        ax.plot([], [], color=color, linewidth=1.6, linestyle="-.", label=f"{label} = never")


def plot_sweep(path: Path, result: SweepResult) -> Path:
    """Inject-side and reference-side sweep curves with the operating point."""
    rows = result.rows
    x = _series(rows, "threshold")
    t = result.point.thresholds
    fig = _new_figure(11.5, 4.4)
    ax1, ax2 = fig.subplots(1, 2, sharey=True)
    _band(ax1, x, rows, "usable_retention", C_RETENTION, "usable retention")
    _band(ax1, x, rows, "wrong_injection", C_WRONG, "wrong injection")
    ax1.plot(x, _defined(rows, "wrong_injection_upper", "n_decided_inject"), color=C_WRONG, linewidth=1, linestyle=":",
             label=f"wrong injection, upper bound ({result.bound.value})")
    ax1.axhline(result.inject_budget, color=C_WRONG, linewidth=0.8, alpha=0.6, linestyle="--",
                label=f"budget {result.inject_budget:.0%}")
    _vline(ax1, t.inject, C_INJECT_LINE, "t_inject")
    ax1.set_title("Inject threshold", loc="left", fontweight="bold")
    ax1.set_xlabel("threshold on calibrated probability")
    ax1.set_ylabel("share of queries")
    _band(ax2, x, rows, "rejection_rate", C_REJECTION, "rejection (abstain)")
    _band(ax2, x, rows, "reference_precision", C_REFERENCE, "reference-or-better precision")
    ax2.plot(x, _defined(rows, "reference_wrong_upper", "n_decided_non_abstain"), color=C_REFERENCE, linewidth=1, linestyle=":",
             label="reference error, upper bound")
    ax2.axhline(result.reference_budget, color=C_REFERENCE, linewidth=0.8, alpha=0.6, linestyle="--",
                label=f"budget {result.reference_budget:.0%}")
    _vline(ax2, t.reference, C_REFERENCE_LINE, "t_reference")
    ax2.set_title("Reference threshold", loc="left", fontweight="bold")
    ax2.set_xlabel("threshold on calibrated probability")
    for ax in (ax1, ax2):
        _style(ax)
        ax.legend(loc="upper center", bbox_to_anchor=(0.5, -0.16), ncol=2, fontsize=8, frameon=False)
    fig.savefig(path, format="png", metadata={"Software": None})
    return path


def plot_reliability(path: Path, bins: Sequence[ReliabilityBin], result: SweepResult) -> Path:
    """Reliability diagram with per-bin counts and the chosen thresholds."""
    fig = _new_figure(6.4, 5.6)
    ax, axh = fig.subplots(2, 1, sharex=True, height_ratios=(3, 1))
    ax.plot([0, 1], [0, 1], color="#bbbbbb", linewidth=1, linestyle="--", label="perfect calibration")
    full = [b for b in bins if b.count]
    px = [b.mean_predicted for b in full]
    py = [b.observed for b in full]
    ax.plot(px, py, color=C_RETENTION, linewidth=1.5, alpha=0.7)
    sizes = [20 + 180 * math.sqrt(b.count / max(1, max(c.count for c in full))) for b in full]
    ax.scatter(px, py, s=sizes, color=C_RETENTION, zorder=3, label="observed share reusable (area ~ count)")
    for b in full:
        ax.annotate(f"n={b.count}", (b.mean_predicted, b.observed), textcoords="offset points",
                    xytext=(0, 7), ha="center", fontsize=7, color="#444444")
    t = result.point.thresholds
    _vline(ax, t.inject, C_INJECT_LINE, "t_inject")
    _vline(ax, t.reference, C_REFERENCE_LINE, "t_reference")
    ece = expected_calibration_error(bins)
    ax.set_title(f"Reliability (out-of-fold), ECE = {_num(ece)}", loc="left", fontweight="bold")
    ax.set_ylabel("observed share labeled reusable")
    ax.legend(loc="upper left", fontsize=7.5, frameon=False)
    _style(ax)
    ax.set_ylim(-0.05, 1.1)
    centres = [(b.lower + b.upper) / 2 for b in bins]
    widths = [(b.upper - b.lower) * 0.9 for b in bins]
    axh.bar(centres, [b.count for b in bins], width=widths, color=C_RETENTION, alpha=0.5)
    axh.set_ylabel("candidates")
    axh.set_xlabel("predicted probability")
    axh.set_xlim(0, 1)
    for side in ("top", "right"):
        axh.spines[side].set_visible(False)
    fig.savefig(path, format="png", metadata={"Software": None})
    return path


def _slices(result: SweepResult) -> list[tuple[str, SliceSelection]]:
    """Every asset type's and query language's threshold selection, with the label reports give it."""
    return [
        *((s.name, s) for s in result.per_asset_type.values()),
        *((f"language {s.name}", s) for s in result.per_language.values()),
    ]


def plot_asset_types(path: Path, result: SweepResult) -> Path:
    """Small multiples: the sweep of every asset type and query language with its own thresholds."""
    own = [(label, s) for label, s in _slices(result) if s.scope != GLOBAL_SCOPE]
    cols = max(1, min(3, len(own)))
    nrows = max(1, math.ceil(len(own) / cols))
    fig = _new_figure(4.0 * cols, 3.2 * nrows)
    axes = np.atleast_1d(fig.subplots(nrows, cols, squeeze=False)).ravel()
    if not own:
        ax = axes[0]
        ax.axis("off")
        why = (
            "per-asset-type calibration not requested (--per-asset-type)"
            if result.min_queries is None
            else f"no asset type has ≥ {result.min_queries} queries"
        )
        ax.text(0.5, 0.5, f"{why}:\nall use the global thresholds",
                ha="center", va="center", fontsize=10, color="#555555")
    g = result.point.thresholds
    for ax, (label, sel) in zip(axes, own, strict=False):
        x = _series(sel.rows, "threshold")
        _band(ax, x, sel.rows, "usable_retention", C_RETENTION, "usable retention")
        _band(ax, x, sel.rows, "wrong_injection", C_WRONG, "wrong injection")
        _band(ax, x, sel.rows, "rejection_rate", C_REJECTION, "rejection")
        _vline(ax, sel.thresholds.inject, C_INJECT_LINE, "t_inject")
        _vline(ax, sel.thresholds.reference, C_REFERENCE_LINE, "t_reference")
        if g.inject <= 1.0:
            ax.axvline(g.inject, color="#999999", linewidth=1, linestyle=":", label="global t_inject")
        ax.axhline(result.inject_budget, color=C_WRONG, linewidth=0.8, alpha=0.6, linestyle="--")
        ax.set_title(
            f"{label} (n={sel.n_queries})\nt_inject {_threshold(sel.thresholds.inject)} · "
            f"t_reference {_threshold(sel.thresholds.reference)}",
            loc="left", fontweight="bold", fontsize=10,
        )
        ax.set_xlabel("threshold")
        _style(ax)
    for ax in axes[len(own):] if own else axes[1:]:
        ax.axis("off")
    if own:
        handles, labels = axes[0].get_legend_handles_labels()
        keep = [(h, lab.split(" = ")[0]) for h, lab in zip(handles, labels, strict=True)]
        fig.legend([h for h, _ in keep], [lab for _, lab in keep], loc="outside lower center",
                   ncol=min(len(keep), 3), fontsize=8, frameon=False)
    fig.savefig(path, format="png", metadata={"Software": None})
    return path


# --------------------------------------------------------------------------
# The page
# --------------------------------------------------------------------------


def _environment() -> jinja2.Environment:
    """Jinja environment over the packaged templates (autoescaped)."""
    env = jinja2.Environment(
        loader=jinja2.FileSystemLoader(str(TEMPLATE_DIR)),
        autoescape=jinja2.select_autoescape(["html", "j2"]),
        undefined=jinja2.StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
    )
    env.filters["pct"] = _pct
    env.filters["num"] = _num
    env.filters["threshold"] = _threshold
    env.filters["label"] = _label
    return env


def _sweep_table(rows: Sequence[SweepRow]) -> list[dict[str, str]]:
    """Formatted sweep rows for the page."""
    return [
        {
            "t": f"{r.threshold:.2f}",
            "retention": _pct(r.usable_retention),
            "wrong": _pct(r.wrong_injection),
            "wrong_upper": _pct(r.wrong_injection_upper),
            "rejection": _pct(r.rejection_rate),
            "ref_precision": _pct(r.reference_precision),
            "ref_upper": _pct(r.reference_wrong_upper),
            "injected": str(r.n_decided_inject),
        }
        for r in rows
    ]


def render_report(
    sweep_result: SweepResult,
    eval_summary: EvalSummary,
    misses: Sequence[Miss],
    bins: Sequence[ReliabilityBin],
    *,
    artifact: Artifact | None = None,
    title: str = DEFAULT_TITLE,
    generated: _dt.date | None = None,
) -> str:
    """The report page as an HTML string (pure: no files touched)."""
    t = sweep_result.point.thresholds
    headline = [
        (name, _estimate_cells(eval_summary.overall[name]))
        for name in ("usable_retention", "wrong_injection", "rejection_rate", "accuracy")
        if name in eval_summary.overall
    ]
    overall = [(name, _estimate_cells(eval_summary.overall[name])) for name in eval_summary.metric_names]
    slices = []
    for key in SLICE_KEYS:
        rows = []
        for value, metrics in eval_summary.slices.get(key, {}).items():
            rows.append(
                {
                    "value": value,
                    "n": eval_summary.slice_sizes[key][value],
                    "cells": [_estimate_cells(metrics[m]) for m in eval_summary.metric_names],
                }
            )
        slices.append({"key": key, "rows": rows})
    per_type = [
        {
            "asset_type": label,
            "n": s.n_queries,
            "scope": s.scope,
            "inject": _threshold(s.thresholds.inject),
            "reference": _threshold(s.thresholds.reference),
            "reason": s.reason,
        }
        for label, s in _slices(sweep_result)
    ]
    return _environment().get_template(TEMPLATE_NAME).render(
        title=title,
        generated=(generated or _dt.datetime.now(_dt.UTC).date()).isoformat(),
        artifact=artifact,
        scorer=sorted((artifact.scorer if artifact else {}).items()),
        result=sweep_result,
        thresholds={"inject": _threshold(t.inject), "reference": _threshold(t.reference)},
        never_inject=t.inject >= NEVER,
        notes=list(sweep_result.point.notes),
        headline=headline,
        overall=overall,
        metric_names=list(eval_summary.metric_names),
        summary=eval_summary,
        confusion=list(zip(eval_summary.labels, eval_summary.confusion, strict=True)),
        slices=slices,
        per_type=per_type,
        misses=misses,
        bins=[b for b in bins if b.count],
        ece=_num(expected_calibration_error(bins)),
        sweep_rows=_sweep_table(sweep_result.rows),
        plots={"sweep": PLOT_FILES[0], "reliability": PLOT_FILES[1], "asset_types": PLOT_FILES[2]},
    )


def write_report(
    out_dir: str | Path,
    sweep_result: SweepResult,
    eval_summary: EvalSummary,
    records: Sequence[QueryRecord],
    probabilities: Sequence[Sequence[float]],
    *,
    outcomes: Sequence[QueryOutcome] | None = None,
    artifact: Artifact | None = None,
    title: str = DEFAULT_TITLE,
    n_bins: int = DEFAULT_BINS,
    max_misses: int = DEFAULT_MAX_MISSES,
    generated: _dt.date | None = None,
) -> Path:
    """Write ``index.html`` and the PNG plots into ``out_dir``.

    Args:
        out_dir: created if missing; existing report files are overwritten.
        sweep_result: from :func:`calibration.thresholds.calibrate_thresholds`.
        eval_summary: from :func:`calibration.metrics.evaluate` at the operating point.
        records, probabilities: the recorded queries and their (out-of-fold)
            probabilities, for the reliability diagram and the misses table.
        outcomes: the decisions at the operating point; computed with the
            per-asset-type thresholds when omitted.
        artifact: adds its id, scorer and eval-set hash to the page.
        title, n_bins, max_misses, generated: presentation.

    Returns:
        The path of ``index.html``.
    """
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    if outcomes is None:
        outcomes = operating_outcomes(records, probabilities, sweep_result)
    flat_p = [float(p) for probs in probabilities for p in probs]
    flat_y = [c.reusable for r in records for c in r.candidates]
    bins = reliability_bins(flat_p, flat_y, n_bins)
    plot_sweep(out / PLOT_FILES[0], sweep_result)
    plot_reliability(out / PLOT_FILES[1], bins, sweep_result)
    plot_asset_types(out / PLOT_FILES[2], sweep_result)
    misses = worst_misses(records, probabilities, outcomes, max_misses)
    html = render_report(
        sweep_result, eval_summary, misses, bins, artifact=artifact, title=title, generated=generated
    )
    index = out / "index.html"
    index.write_text(html, encoding="utf-8")
    return index



# --------------------------------------------------------------------------
# The evaluation page (``mxr eval --report``)
# --------------------------------------------------------------------------

EVAL_TEMPLATE_NAME = "eval.html.j2"
DEFAULT_EVAL_TITLE = "mxr evaluation report"


def _json_cells(e: Mapping[str, Any] | None) -> dict[str, Any]:
    """Formatted cells of an ``Estimate.to_json()`` dict (None values: undefined)."""
    if not e or e.get("value") is None:
        return {"value": "—", "ci": "—", "n": "0", "defined": False}
    return {
        "value": _pct(e["value"]),
        "ci": f"{_pct(e['lower'])} – {_pct(e['upper'])}",
        "n": f"{e['numerator']:.4g}/{e['denominator']:.4g}",
        "defined": True,
    }


def _retrieval_blocks(retrieval: Mapping[str, Any]) -> list[dict[str, Any]]:
    """Tables of the retrieval summary: overall (metric × path), then per slice."""
    overall = retrieval.get("overall", {})
    paths = sorted({p for m in overall for p in overall[m]})
    keys = [(m, p) for m in overall for p in overall[m]]
    blocks = [
        {
            "key": "overall",
            "title": "Overall",
            "first": "metric",
            "with_n": False,
            "columns": paths,
            "rows": [{"name": _label(m), "cells": [_json_cells(overall[m].get(p)) for p in paths]} for m in overall],
        }
    ]
    for slice_key in sorted(k for k in retrieval if k.startswith("by_")):
        groups = retrieval[slice_key]
        blocks.append(
            {
                "key": slice_key,
                "title": "By " + slice_key[3:].replace("_", " "),
                "first": slice_key[3:].replace("_", " "),
                "with_n": True,
                "columns": [f"{_label(m)} · {p}" for m, p in keys],
                "rows": [
                    {"name": g, "n": v.get("n", ""), "cells": [_json_cells(v.get(m, {}).get(p)) for m, p in keys]}
                    for g, v in groups.items()
                ],
            }
        )
    return blocks


def _decision_context(es: EvalSummary) -> dict[str, Any]:
    """The decision tables of an EvalSummary, formatted."""
    return {
        "overall": [(n, _estimate_cells(es.overall[n])) for n in es.metric_names],
        "labels": list(es.labels),
        "confusion": list(zip(es.labels, es.confusion, strict=True)),
        "metric_names": list(es.metric_names),
        "slices": [
            {
                "key": key,
                "rows": [
                    {"value": v, "n": es.slice_sizes[key][v], "cells": [_estimate_cells(m[n]) for n in es.metric_names]}
                    for v, m in es.slices.get(key, {}).items()
                ],
            }
            for key in SLICE_KEYS
        ],
    }


def write_eval_report(
    out_dir: str | Path,
    result: Any,
    *,
    title: str = DEFAULT_EVAL_TITLE,
    generated: _dt.date | None = None,
) -> Path:
    """Write ``index.html`` for an offline evaluation (``calibration.evaluate.EvalResult``).

    Duck-typed on ``result.summary`` (the ``mxr eval --json`` dict: ``n_queries``,
    ``retrieval``, ``scorer``, ``reranker``, ``eligibility_violations``,
    ``violations``, ``latency_ms``, ``calibration``, ``eval_set``) and
    ``result.decision`` (an :class:`EvalSummary`, or None without a calibration).

    Returns:
        The path of ``index.html``.
    """
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    s: Mapping[str, Any] = result.summary
    decision: EvalSummary | None = getattr(result, "decision", None)
    calibration = s.get("calibration") or {}
    html = _environment().get_template(EVAL_TEMPLATE_NAME).render(
        title=title,
        generated=(generated or _dt.datetime.now(_dt.UTC).date()).isoformat(),
        n_queries=s.get("n_queries", 0),
        reranker=s.get("reranker", "unknown"),
        violations_count=s.get("eligibility_violations", 0),
        violations=list(s.get("violations") or []),
        latency=s.get("latency_ms") or {"p50": None, "p95": None},
        eval_sha=(s.get("eval_set") or {}).get("sha256"),
        calibration_id=calibration.get("id"),
        scorer=sorted((s.get("scorer") or {}).items()),
        with_relevant=(s.get("retrieval") or {}).get("queries_with_eligible_relevant", 0),
        retrieval=_retrieval_blocks(s.get("retrieval") or {}),
        decision=_decision_context(decision) if decision is not None else None,
        decision_error=calibration.get("error") or "no calibration artifact",
    )
    index = out / "index.html"
    index.write_text(html, encoding="utf-8")
    return index
