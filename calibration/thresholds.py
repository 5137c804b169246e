"""Threshold sweeps and the choice of the operating point.

The procedure (seed article 001, "拒答阈值"): run every eval query through
filtering, retrieval and rerank once (the records), then scan candidate
thresholds from low to high and watch, per threshold, the retention of
usable experience, the rate of wrong injections and the rejection rate.

One sweep row at threshold t applies the rule with ``inject = reference = t``.
That is enough for both thresholds at once: the inject-side metrics (usable
retention, wrong injection) depend only on ``t_inject`` (the default plan
is the most probable verified candidate, when its p ≥ t_inject), and the
reference-side metrics (rejection, reference-or-better precision) only on
``t_reference`` (a query abstains exactly when no candidate with a
role-bearing status reaches it).

Choice (:func:`choose_operating_point`):

* ``t_inject`` = the LOWEST grid threshold whose upper confidence bound on the
  wrong-injection rate is within ``inject_budget``; none → :data:`NEVER`
  (above every probability: never inject).
* ``t_reference`` = the lowest threshold whose upper bound on the
  reference-or-better error rate (share of non-abstaining queries whose
  expected decision is abstain) is within ``reference_budget``; none →
  :data:`NEVER`; then clamped to ``≤ t_inject``.
* A threshold where the rate has no denominator (nothing decided) has upper
  bound 1: no evidence certifies nothing.

Per asset type and per language (:func:`calibrate_thresholds`): the same
choice on that slice's queries where it has at least ``min_queries``
queries, else the global thresholds (recorded as a fallback). A slice may
tighten a global threshold freely and loosen it only when a Wilson bound on
its own counts certifies it; a query in two slices (its asset type and its
language) takes the stricter threshold of each side.
"""

from __future__ import annotations

import enum
import math
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field

import numpy as np

from calibration.metrics import (
    DEFAULT_CONFIDENCE,
    DEFAULT_RESAMPLES,
    DEFAULT_SEED,
    bootstrap_ratios,
    clopper_pearson_upper,
    percentile_interval,
    slice_indices,
    wilson_upper,
)
from calibration.records import ABSTAIN, FrozenMap, INJECT, REUSABLE, QueryOutcome, QueryRecord, outcome
from service.decision.rule import GLOBAL_SCOPE, NEVER, Thresholds, combine_scoped

#: 0.00, 0.01, …, 1.00: fine enough for eval sets of a few hundred queries.
DEFAULT_GRID: tuple[float, ...] = tuple(round(i / 100, 2) for i in range(101))
#: Budget on the upper bound of the wrong-injection rate (the issue's default).
DEFAULT_INJECT_BUDGET = 0.05
#: Budget on the upper bound of the reference-or-better error rate.
DEFAULT_REFERENCE_BUDGET = 0.20
#: An asset type gets its own thresholds only with at least this many queries.
DEFAULT_MIN_QUERIES = 8
#: A language gets its own thresholds only with at least this many queries (and,
#: to loosen the global ones, a Wilson bound that certifies it).
DEFAULT_MIN_QUERIES_PER_LANGUAGE = 100


class BoundMethod(str, enum.Enum):
    """How the upper 95 % bound on an error rate is computed."""

    BOOTSTRAP = "bootstrap"  # percentile bootstrap over queries (default)
    WILSON = "wilson"  # Wilson score interval
    CLOPPER_PEARSON = "clopper-pearson"  # exact binomial interval


@dataclass(frozen=True)
class SweepRow:
    """Decision metrics at one threshold t (``inject = reference = t``).

    Rates are NaN where their denominator is 0. ``*_ci`` are percentile
    bootstrap intervals (the bands of the report); ``*_upper`` are the upper
    bounds by the sweep's bound method, used for the choice.
    """

    threshold: float
    usable_retention: float
    usable_retention_ci: tuple[float, float]
    wrong_injection: float
    wrong_injection_ci: tuple[float, float]
    wrong_injection_upper: float
    rejection_rate: float
    rejection_rate_ci: tuple[float, float]
    reference_precision: float
    reference_precision_ci: tuple[float, float]
    reference_wrong_upper: float
    n_queries: int
    n_expected_inject: int
    n_retained: int
    n_decided_inject: int
    n_wrong_injection: int
    n_decided_non_abstain: int
    n_wrong_reference: int
    n_abstain: int

    def to_json(self) -> dict[str, object]:
        """JSON-ready dict; NaN becomes None."""

        def clean(v: object) -> object:
            if isinstance(v, float):
                return None if math.isnan(v) else round(v, 6)
            if isinstance(v, tuple):
                return [clean(x) for x in v]
            return v

        return {k: clean(v) for k, v in self.__dict__.items()}


@dataclass(frozen=True)
class OperatingPoint:
    """The chosen thresholds and why.

    Attributes:
        thresholds: the operating point.
        inject_row: the sweep row chosen for ``t_inject`` (None: never inject).
        reference_row: the row chosen for ``t_reference`` (None: none qualified).
        reference_clamped: True when ``t_reference`` was lowered to ``t_inject``.
        notes: what happened, in words (for the report).
    """

    thresholds: Thresholds
    inject_row: SweepRow | None
    reference_row: SweepRow | None
    reference_clamped: bool
    notes: tuple[str, ...] = ()

    @property
    def never_injects(self) -> bool:
        """True when no threshold qualified for injection."""
        return self.inject_row is None


@dataclass(frozen=True)
class SliceSelection:
    """Thresholds for one slice of queries (an asset type, a language): its own, or the global fallback.

    ``scope`` is the slice's name when it has its own thresholds, else
    :data:`GLOBAL_SCOPE`; ``rows`` and ``point`` are empty / None on fallback.
    """

    name: str
    n_queries: int
    scope: str
    thresholds: Thresholds
    point: OperatingPoint | None
    rows: tuple[SweepRow, ...]
    reason: str


@dataclass(frozen=True)
class SweepResult:
    """Everything a calibration run decided about thresholds."""

    rows: tuple[SweepRow, ...]
    point: OperatingPoint
    per_asset_type: Mapping[str, AssetTypeSelection] = field(hash=False)
    bound: BoundMethod
    inject_budget: float
    reference_budget: float
    min_queries: int | None  # None: per-asset-type calibration was not requested
    confidence: float
    n_resamples: int
    seed: int
    per_language: Mapping[str, SliceSelection] = field(default_factory=dict, hash=False)
    min_queries_per_language: int | None = None  # None: per-language calibration was not requested

    def thresholds_for(self, asset_type: str | None, language: str | None = None) -> tuple[Thresholds, str]:
        """The thresholds that apply to a query of ``asset_type`` asked in ``language``, and their scope.

        As serving does (``service.decision.rule.combine_scoped``): a slice's
        own thresholds where it has them; both an asset type's and a
        language's: the stricter of each.
        """
        own = [
            (sel.thresholds, sel.scope)
            for sel in (
                self.per_asset_type.get(asset_type) if asset_type is not None else None,
                self.per_language.get(language) if language is not None else None,
            )
            if sel is not None and sel.scope != GLOBAL_SCOPE
        ]
        return combine_scoped(self.point.thresholds, own)


# --------------------------------------------------------------------------
# The sweep
# --------------------------------------------------------------------------


def _check_grid(grid: Sequence[float]) -> tuple[float, ...]:
    """Sorted, de-duplicated grid inside [0, 1]."""
    g = tuple(sorted({float(t) for t in grid}))
    if not g:
        raise ValueError("the threshold grid is empty")
    if g[0] < 0.0 or g[-1] > 1.0:
        raise ValueError(f"thresholds must lie in [0, 1], got {g[0]}..{g[-1]}")
    return g


def _upper_bounds(
    num: np.ndarray, den: np.ndarray, bound: BoundMethod, confidence: float, n_resamples: int, seed: int
) -> np.ndarray:
    """Upper bound of Σnum/Σden per column (threshold); 1 where Σden = 0."""
    k = num.sum(axis=0)
    n = den.sum(axis=0)
    if bound is BoundMethod.BOOTSTRAP:
        _, hi = percentile_interval(bootstrap_ratios(num, den, n_resamples, seed), confidence)
        point = np.divide(k, n, out=np.zeros_like(k), where=n > 0)
        # Never below the point estimate (see metrics.bootstrap_ci).
        upper = np.where(np.isnan(hi), point, np.maximum(hi, point))
    else:
        fn: Callable[[int, int, float], float] = (
            wilson_upper if bound is BoundMethod.WILSON else clopper_pearson_upper
        )
        upper = np.array([fn(int(a), int(b), confidence) for a, b in zip(k, n, strict=True)], dtype=float)
    return np.where(n > 0, upper, 1.0)


def sweep(
    records: Sequence[QueryRecord],
    probabilities: Sequence[Sequence[float]],
    grid: Sequence[float] = DEFAULT_GRID,
    *,
    bound: BoundMethod | str = BoundMethod.BOOTSTRAP,
    confidence: float = DEFAULT_CONFIDENCE,
    n_resamples: int = DEFAULT_RESAMPLES,
    seed: int = DEFAULT_SEED,
) -> list[SweepRow]:
    """Decision metrics at every threshold of ``grid``, from low to high.

    Args:
        records: the recorded queries.
        probabilities: ``probabilities[i][j]`` for ``records[i].candidates[j]``
            (use OUT-OF-FOLD probabilities, not in-sample ones).
        grid: thresholds in [0, 1] (sorted and de-duplicated here).
        bound: how ``*_upper`` is computed (:class:`BoundMethod`).
        confidence, n_resamples, seed: intervals; every threshold sees the
            same query resamples, so the bands are paired across thresholds.

    Raises:
        ValueError: on an empty or out-of-range grid or misaligned probabilities.
    """
    bound = BoundMethod(bound)
    g = _check_grid(grid)
    if len(records) != len(probabilities):
        raise ValueError(f"{len(records)} records but {len(probabilities)} probability lists")
    q, t = len(records), len(g)
    names = ("retained", "exp_inject", "wrong_inj", "dec_inject", "abstain", "ref_ok", "ref_wrong", "non_abstain")
    m = {n: np.zeros((q, t)) for n in names}
    for i, (rec, probs) in enumerate(zip(records, probabilities, strict=True)):
        label = {c.entry_id: c.label for c in rec.candidates}
        for j, th in enumerate(g):
            o = outcome(rec, probs, Thresholds(inject=th, reference=th))
            plan = [label[e] for e in o.default_plan_ids]
            injected = o.decided == INJECT
            abstained = o.decided == ABSTAIN
            m["exp_inject"][i, j] = rec.expected == INJECT
            m["retained"][i, j] = rec.expected == INJECT and injected and any(x == REUSABLE for x in plan)
            m["dec_inject"][i, j] = injected
            m["wrong_inj"][i, j] = injected and any(x != REUSABLE for x in plan)
            m["abstain"][i, j] = abstained
            m["non_abstain"][i, j] = not abstained
            m["ref_ok"][i, j] = not abstained and rec.expected != ABSTAIN
            m["ref_wrong"][i, j] = not abstained and rec.expected == ABSTAIN
    ones = np.ones((q, t))

    def band(num: np.ndarray, den: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        k, n = num.sum(axis=0), den.sum(axis=0)
        point = np.full(t, np.nan)
        np.divide(k, n, out=point, where=n > 0)
        lo, hi = percentile_interval(bootstrap_ratios(num, den, n_resamples, seed), confidence)
        return point, np.fmin(lo, point), np.fmax(hi, point)

    ret = band(m["retained"], m["exp_inject"])
    wrong = band(m["wrong_inj"], m["dec_inject"])
    rej = band(m["abstain"], ones)
    refp = band(m["ref_ok"], m["non_abstain"])
    wrong_up = _upper_bounds(m["wrong_inj"], m["dec_inject"], bound, confidence, n_resamples, seed)
    ref_up = _upper_bounds(m["ref_wrong"], m["non_abstain"], bound, confidence, n_resamples, seed)
    s = {n: m[n].sum(axis=0).astype(int) for n in names}
    rows = []
    for j, th in enumerate(g):
        rows.append(
            SweepRow(
                threshold=th,
                usable_retention=float(ret[0][j]),
                usable_retention_ci=(float(ret[1][j]), float(ret[2][j])),
                wrong_injection=float(wrong[0][j]),
                wrong_injection_ci=(float(wrong[1][j]), float(wrong[2][j])),
                wrong_injection_upper=float(wrong_up[j]),
                rejection_rate=float(rej[0][j]),
                rejection_rate_ci=(float(rej[1][j]), float(rej[2][j])),
                reference_precision=float(refp[0][j]),
                reference_precision_ci=(float(refp[1][j]), float(refp[2][j])),
                reference_wrong_upper=float(ref_up[j]),
                n_queries=q,
                n_expected_inject=int(s["exp_inject"][j]),
                n_retained=int(s["retained"][j]),
                n_decided_inject=int(s["dec_inject"][j]),
                n_wrong_injection=int(s["wrong_inj"][j]),
                n_decided_non_abstain=int(s["non_abstain"][j]),
                n_wrong_reference=int(s["ref_wrong"][j]),
                n_abstain=int(s["abstain"][j]),
            )
        )
    return rows


# --------------------------------------------------------------------------
# The choice
# --------------------------------------------------------------------------


def _lowest(rows: Sequence[SweepRow], upper: Callable[[SweepRow], float], budget: float) -> SweepRow | None:
    """The lowest-threshold row whose upper bound is within budget."""
    for row in sorted(rows, key=lambda r: r.threshold):
        if upper(row) <= budget:
            return row
    return None


def choose_operating_point(
    rows: Sequence[SweepRow],
    *,
    inject_budget: float = DEFAULT_INJECT_BUDGET,
    reference_budget: float = DEFAULT_REFERENCE_BUDGET,
) -> OperatingPoint:
    """Choose ``t_inject`` and ``t_reference`` from sweep rows (see the module docstring).

    Raises:
        ValueError: on budgets outside [0, 1] or no rows.
    """
    if not rows:
        raise ValueError("no sweep rows to choose from")
    for name, b in (("inject_budget", inject_budget), ("reference_budget", reference_budget)):
        if not 0.0 <= b <= 1.0:
            raise ValueError(f"{name} must be in [0, 1], got {b}")
    notes: list[str] = []
    inj = _lowest(rows, lambda r: r.wrong_injection_upper, inject_budget)
    if inj is None:
        t_inject = NEVER
        notes.append(
            f"no threshold keeps the upper bound on wrong injection within {inject_budget:.0%}: never inject"
        )
    else:
        t_inject = inj.threshold
    ref = _lowest(rows, lambda r: r.reference_wrong_upper, reference_budget)
    t_reference = NEVER if ref is None else ref.threshold
    if ref is None:
        notes.append(
            f"no threshold keeps the upper bound on reference-or-better errors within {reference_budget:.0%}"
        )
    clamped = t_reference > t_inject
    if clamped:
        notes.append(f"t_reference {t_reference:.4g} clamped to t_inject {t_inject:.4g}")
        t_reference = t_inject
    return OperatingPoint(
        thresholds=Thresholds(inject=t_inject, reference=t_reference),
        inject_row=inj,
        reference_row=ref,
        reference_clamped=clamped,
        notes=tuple(notes),
    )


def _guard_looser(
    sub: OperatingPoint, glob: OperatingPoint, confidence: float, inject_budget: float, reference_budget: float
) -> tuple[Thresholds, tuple[str, ...]]:
    """An asset type may LOOSEN a global threshold only on honest evidence.

    A slice of a few queries with no observed error has a bootstrap upper
    bound of exactly 0, whatever its size, so its own sweep would certify
    almost any threshold. Tightening is always allowed; a threshold below the
    global one is kept only when the Wilson upper bound of the slice's own
    error count (k errors out of n decisions) stays within the budget, which
    takes real sample size (≈ 75 clean injections for 5 %). Otherwise the
    global threshold applies to that side.
    """
    notes: list[str] = []
    t_inj, t_ref = sub.thresholds.inject, sub.thresholds.reference
    g = glob.thresholds
    if t_inj < g.inject:
        row = sub.inject_row
        ok = row is not None and wilson_upper(row.n_wrong_injection, row.n_decided_inject, confidence) <= inject_budget
        if not ok:
            notes.append(f"t_inject {t_inj:.3g} below global not certified by a Wilson bound: global {g.inject:.3g} kept")
            t_inj = g.inject
    if t_ref < g.reference:
        row = sub.reference_row
        ok = (
            row is not None
            and wilson_upper(row.n_wrong_reference, row.n_decided_non_abstain, confidence) <= reference_budget
        )
        if not ok:
            notes.append(
                f"t_reference {t_ref:.3g} below global not certified by a Wilson bound: global {g.reference:.3g} kept"
            )
            t_ref = g.reference
    return Thresholds(inject=t_inj, reference=min(t_ref, t_inj)), tuple(notes)


def _select_slices(
    records: Sequence[QueryRecord],
    probabilities: Sequence[Sequence[float]],
    key: str,
    point: OperatingPoint,
    min_queries: int | None,
    *,
    grid: Sequence[float],
    bound: BoundMethod,
    confidence: float,
    n_resamples: int,
    seed: int,
    inject_budget: float,
    reference_budget: float,
) -> dict[str, SliceSelection]:
    """Each slice of ``key`` (``asset_type``, ``language``): its own sweep and choice, or the global point.

    A slice tightens the global thresholds freely and loosens them only when
    certified (:func:`_guard_looser`).
    """
    what = key.replace("_", "-")
    out: dict[str, SliceSelection] = {}
    for name, idx in slice_indices(records, key).items():
        if min_queries is None:
            fallback = f"per-{what} calibration not requested: global thresholds"
        elif len(idx) < min_queries:
            fallback = f"{len(idx)} queries < min_queries={min_queries}: global thresholds"
        else:
            fallback = None
        if fallback is not None:
            out[name] = SliceSelection(
                name=name, n_queries=len(idx), scope=GLOBAL_SCOPE, thresholds=point.thresholds,
                point=None, rows=(), reason=fallback,
            )
            continue
        sub_rows = tuple(
            sweep(
                [records[i] for i in idx], [probabilities[i] for i in idx], grid,
                bound=bound, confidence=confidence, n_resamples=n_resamples, seed=seed,
            )
        )
        sub = choose_operating_point(sub_rows, inject_budget=inject_budget, reference_budget=reference_budget)
        guarded, guard_notes = _guard_looser(sub, point, confidence, inject_budget, reference_budget)
        out[name] = SliceSelection(
            name=name,
            n_queries=len(idx),
            scope=name,
            thresholds=guarded,
            point=sub,
            rows=sub_rows,
            reason=f"own sweep on {len(idx)} queries"
            + ("; " + "; ".join((*sub.notes, *guard_notes)) if sub.notes or guard_notes else ""),
        )
    return out


def calibrate_thresholds(
    records: Sequence[QueryRecord],
    probabilities: Sequence[Sequence[float]],
    *,
    grid: Sequence[float] = DEFAULT_GRID,
    bound: BoundMethod | str = BoundMethod.BOOTSTRAP,
    inject_budget: float = DEFAULT_INJECT_BUDGET,
    reference_budget: float = DEFAULT_REFERENCE_BUDGET,
    min_queries: int | None = DEFAULT_MIN_QUERIES,
    min_queries_per_language: int | None = None,
    confidence: float = DEFAULT_CONFIDENCE,
    n_resamples: int = DEFAULT_RESAMPLES,
    seed: int = DEFAULT_SEED,
) -> SweepResult:
    """Global sweep and choice, then the same per asset type and per language (with fallback).

    Args:
        records, probabilities: as for :func:`sweep` (out-of-fold probabilities).
        min_queries: an asset type with fewer queries uses the global thresholds;
            None turns per-asset-type calibration off (every type uses the global point).
        min_queries_per_language: the same for the query's language (``records[i].language``);
            None (the default here) turns it off.
        the rest: as for :func:`sweep` and :func:`choose_operating_point`.
    """
    bound = BoundMethod(bound)
    if len(records) != len(probabilities):
        raise ValueError(f"{len(records)} records but {len(probabilities)} probability lists")
    kw = {"bound": bound, "confidence": confidence, "n_resamples": n_resamples, "seed": seed}
    budgets = {"inject_budget": inject_budget, "reference_budget": reference_budget}
    rows = tuple(sweep(records, probabilities, grid, **kw))
    point = choose_operating_point(rows, **budgets)
    slice_kw = {"grid": grid, **kw, **budgets}
    per_type = _select_slices(records, probabilities, "asset_type", point, min_queries, **slice_kw)
    # Not requested: no per-language block at all (the artifact reads as before languages had thresholds).
    per_lang = (
        _select_slices(records, probabilities, "language", point, min_queries_per_language, **slice_kw)
        if min_queries_per_language is not None
        else {}
    )
    return SweepResult(
        rows=rows,
        point=point,
        per_asset_type=FrozenMap(per_type),
        bound=bound,
        inject_budget=inject_budget,
        reference_budget=reference_budget,
        min_queries=min_queries,
        confidence=confidence,
        n_resamples=n_resamples,
        seed=seed,
        per_language=FrozenMap(per_lang),
        min_queries_per_language=min_queries_per_language,
    )


def operating_outcomes(
    records: Sequence[QueryRecord], probabilities: Sequence[Sequence[float]], result: SweepResult
) -> list[QueryOutcome]:
    """Each query's outcome under the thresholds that apply to its asset type and language (as serving does)."""
    if len(records) != len(probabilities):
        raise ValueError(f"{len(records)} records but {len(probabilities)} probability lists")
    return [
        outcome(r, p, result.thresholds_for(r.asset_type, r.language)[0])
        for r, p in zip(records, probabilities, strict=True)
    ]



#: The former name (one slice kind only).
AssetTypeSelection = SliceSelection
