"""Retrieval and decision metrics, confidence intervals and slicing.

Every metric here is a RATIO OF SUMS over queries: each query contributes a
numerator and a denominator (0 when the metric does not apply to it, e.g.
usable retention for a query not expected to inject), and the metric is
``Σ numerator / Σ denominator``. That one shape lets every metric, in every
slice and at every threshold, share the same vectorised percentile bootstrap
that resamples QUERIES with replacement (Efron & Tibshirani 1993, ch. 13).
A ratio with a zero denominator is undefined and reported as NaN.

Pure functions: nothing here mutates its inputs, and every random draw comes
from a ``numpy.random.Generator`` seeded by the caller.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field

import numpy as np
from scipy import stats

from service.decision.rule import DEFAULT_PLAN
from calibration.records import (
    FrozenMap,
    ABSTAIN,
    DECISIONS,
    INJECT,
    REFERENCE_ONLY,
    REUSABLE,
    QueryOutcome,
    QueryRecord,
)

# --------------------------------------------------------------------------
# Named constants
# --------------------------------------------------------------------------

#: Graded gains for nDCG (the issue: reusable 2, reference_only 1, else 0).
GAINS: Mapping[str, float] = FrozenMap({REUSABLE: 2.0, REFERENCE_ONLY: 1.0})
#: Labels that make an entry "relevant" for recall@k and MRR by default.
RELEVANT_LABELS = frozenset({REUSABLE, REFERENCE_ONLY})
#: Two-sided confidence level of every interval (95 %).
DEFAULT_CONFIDENCE = 0.95
#: Bootstrap resamples: 1000 keeps the 2.5/97.5 percentiles stable to about
#: ±0.01 on the eval-set sizes we have (hundreds of queries) at ~ms cost.
DEFAULT_RESAMPLES = 1000
DEFAULT_SEED = 0
#: Rank cut-off of the retrieval metrics: the service injects the top 5.
DEFAULT_K = 5
#: The slices every report shows, by QueryRecord attribute.
SLICE_KEYS = ("category", "asset_type", "language")

#: Decision metric names, in report order.
ACCURACY = "accuracy"
USABLE_RETENTION = "usable_retention"
WRONG_INJECTION = "wrong_injection"
ABSTENTION_PRECISION = "abstention_precision"
ABSTENTION_RECALL = "abstention_recall"
REJECTION_RATE = "rejection_rate"
REFERENCE_PRECISION = "reference_precision"
DECISION_METRICS = (
    ACCURACY,
    USABLE_RETENTION,
    WRONG_INJECTION,
    ABSTENTION_PRECISION,
    ABSTENTION_RECALL,
    REJECTION_RATE,
    REFERENCE_PRECISION,
)
#: Retrieval metric names (``@k`` is appended where it applies).
RETRIEVAL_METRICS = ("recall", "mrr", "ndcg")


# --------------------------------------------------------------------------
# Retrieval metrics (one query)
# --------------------------------------------------------------------------


def _dedupe(ranked: Sequence[str]) -> list[str]:
    """Keep each id's first (best) occurrence: two chunks of one entry count once."""
    seen: set[str] = set()
    out: list[str] = []
    for i in ranked:
        if i not in seen:
            seen.add(i)
            out.append(i)
    return out


def recall_at_k(ranked: Sequence[str], relevant: Sequence[str] | frozenset[str] | set[str], k: int) -> float:
    """Recall@k = |top-k ∩ R| / |R| (Manning et al., IR book §8.3).

    Args:
        ranked: retrieved ids, best first (repeats count once, at their best rank).
        relevant: the relevant set R.
        k: the cut-off (≥ 1).

    Returns:
        The recall in [0, 1], or NaN when R is empty (undefined).
    """
    if k < 1:
        raise ValueError(f"k must be >= 1, got {k}")
    rel = set(relevant)
    if not rel:
        return math.nan
    top = set(_dedupe(ranked)[:k])
    return len(top & rel) / len(rel)


def reciprocal_rank(ranked: Sequence[str], relevant: Sequence[str] | frozenset[str] | set[str]) -> float:
    """RR = 1 / rank of the first relevant id (1-based), 0 if none is retrieved.

    MRR is its mean over queries (Voorhees, TREC-8 QA, 1999). NaN when R is
    empty (undefined; such queries are left out of the mean).
    """
    rel = set(relevant)
    if not rel:
        return math.nan
    for rank, i in enumerate(_dedupe(ranked), start=1):
        if i in rel:
            return 1.0 / rank
    return 0.0


def dcg(gains: Sequence[float]) -> float:
    """DCG = Σ_{i=1..n} g_i / log2(i + 1) (Järvelin & Kekäläinen 2002, standard form)."""
    g = np.asarray(gains, dtype=float)
    if g.size == 0:
        return 0.0
    return float(np.sum(g / np.log2(np.arange(2, g.size + 2))))


def ndcg_at_k(ranked: Sequence[str], labels: Mapping[str, str], k: int) -> float:
    """Graded nDCG@k = DCG@k / IDCG@k.

    Gains: ``reusable`` 2, ``reference_only`` 1, anything else 0 (:data:`GAINS`).
    IDCG@k is the DCG@k of the ideal ordering of ALL graded ids in ``labels``
    (retrieved or not), so an entry the retriever missed lowers the score.

    Returns:
        nDCG in [0, 1], or NaN when no labeled id has a positive gain.
    """
    if k < 1:
        raise ValueError(f"k must be >= 1, got {k}")
    ideal = sorted((GAINS.get(v, 0.0) for v in labels.values()), reverse=True)[:k]
    idcg = dcg(ideal)
    if idcg <= 0.0:
        return math.nan
    got = [GAINS.get(labels.get(i, ""), 0.0) for i in _dedupe(ranked)[:k]]
    return dcg(got) / idcg


# --------------------------------------------------------------------------
# Confidence bounds for a binomial proportion
# --------------------------------------------------------------------------


def _z(confidence: float) -> float:
    """Two-sided normal quantile z_{1-α/2}."""
    if not 0.0 < confidence < 1.0:
        raise ValueError(f"confidence must be in (0, 1), got {confidence}")
    return float(stats.norm.ppf(0.5 + confidence / 2.0))


def _check_counts(k: int, n: int) -> None:
    """Validate binomial counts."""
    if n < 0 or k < 0 or k > n:
        raise ValueError(f"need 0 <= k <= n, got k={k} n={n}")


def wilson_interval(k: int, n: int, confidence: float = DEFAULT_CONFIDENCE) -> tuple[float, float]:
    """Wilson score interval for k successes in n trials (Wilson 1927).

    centre = (p̂ + z²/2n) / (1 + z²/n),
    half   = z / (1 + z²/n) · sqrt(p̂(1-p̂)/n + z²/4n²),  z = z_{1-α/2}.

    Returns ``(0, 1)`` when n = 0 (no evidence).
    """
    _check_counts(k, n)
    if n == 0:
        return (0.0, 1.0)
    z = _z(confidence)
    p = k / n
    denom = 1.0 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z / denom * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n))
    lower = 0.0 if k == 0 else max(0.0, centre - half)  # exact at the edges (no rounding residue)
    upper = 1.0 if k == n else min(1.0, centre + half)
    return (lower, upper)


def wilson_upper(k: int, n: int, confidence: float = DEFAULT_CONFIDENCE) -> float:
    """Upper end of the two-sided Wilson interval (1.0 when n = 0)."""
    return wilson_interval(k, n, confidence)[1]


def clopper_pearson_interval(k: int, n: int, confidence: float = DEFAULT_CONFIDENCE) -> tuple[float, float]:
    """Exact Clopper–Pearson interval (Clopper & Pearson 1934) via the beta quantiles.

    lower = B(α/2; k, n-k+1)  (0 when k = 0),
    upper = B(1-α/2; k+1, n-k) (1 when k = n), α = 1 - confidence.

    Returns ``(0, 1)`` when n = 0 (no evidence).
    """
    _check_counts(k, n)
    if not 0.0 < confidence < 1.0:
        raise ValueError(f"confidence must be in (0, 1), got {confidence}")
    if n == 0:
        return (0.0, 1.0)
    alpha = 1.0 - confidence
    lo = 0.0 if k == 0 else float(stats.beta.ppf(alpha / 2, k, n - k + 1))
    hi = 1.0 if k == n else float(stats.beta.ppf(1 - alpha / 2, k + 1, n - k))
    return (lo, hi)


def clopper_pearson_upper(k: int, n: int, confidence: float = DEFAULT_CONFIDENCE) -> float:
    """Upper end of the two-sided Clopper–Pearson interval (1.0 when n = 0)."""
    return clopper_pearson_interval(k, n, confidence)[1]


# --------------------------------------------------------------------------
# Percentile bootstrap over queries
# --------------------------------------------------------------------------


@dataclass(frozen=True)
class Estimate:
    """A ratio-of-sums metric with its interval (Wilson for a proportion of counts, else bootstrap).

    ``value``, ``lower`` and ``upper`` are NaN when undefined (zero
    denominator); ``numerator``/``denominator`` are the sums behind ``value``.
    """

    value: float
    lower: float
    upper: float
    numerator: float
    denominator: float

    @property
    def defined(self) -> bool:
        """False when the metric has no denominator."""
        return not math.isnan(self.value)

    def to_json(self) -> dict[str, float | None]:
        """JSON-ready dict; NaN becomes None."""

        def clean(x: float) -> float | None:
            return None if math.isnan(x) else round(float(x), 6)

        return {
            "value": clean(self.value),
            "lower": clean(self.lower),
            "upper": clean(self.upper),
            "numerator": float(self.numerator),
            "denominator": float(self.denominator),
        }


def _ratio(num: np.ndarray, den: np.ndarray) -> np.ndarray:
    """num / den with NaN where den == 0."""
    num = np.asarray(num, dtype=float)
    den = np.asarray(den, dtype=float)
    out = np.full(np.broadcast(num, den).shape, np.nan)
    np.divide(num, den, out=out, where=den != 0)
    return out


def bootstrap_counts(n_items: int, n_resamples: int = DEFAULT_RESAMPLES, seed: int = DEFAULT_SEED) -> np.ndarray:
    """Resampling weights: row b counts how often each item is drawn in resample b.

    Drawing n items with replacement is a Multinomial(n, 1/n, …, 1/n) draw of
    counts, so ``counts @ values`` is each resample's sum. Deterministic for
    a seed (``numpy.random.default_rng(seed)``).

    Returns:
        An int array of shape ``(n_resamples, n_items)``.
    """
    if n_resamples < 1:
        raise ValueError(f"n_resamples must be >= 1, got {n_resamples}")
    rng = np.random.default_rng(seed)
    if n_items == 0:
        return np.zeros((n_resamples, 0), dtype=np.int64)
    return rng.multinomial(n_items, np.full(n_items, 1.0 / n_items), size=n_resamples)


def bootstrap_ratios(
    numerators: np.ndarray,
    denominators: np.ndarray,
    n_resamples: int = DEFAULT_RESAMPLES,
    seed: int = DEFAULT_SEED,
) -> np.ndarray:
    """Bootstrap distribution of Σnum/Σden, resampling rows (queries).

    Args:
        numerators, denominators: arrays of shape ``(n_queries,)`` or
            ``(n_queries, n_stats)`` (e.g. one column per threshold; every
            column sees the same resamples, so bands are paired).

    Returns:
        Shape ``(n_resamples,)`` or ``(n_resamples, n_stats)``; NaN where a
        resample's denominator is 0.
    """
    num = np.asarray(numerators, dtype=float)
    den = np.asarray(denominators, dtype=float)
    if num.shape != den.shape:
        raise ValueError(f"numerators {num.shape} and denominators {den.shape} differ in shape")
    counts = bootstrap_counts(num.shape[0], n_resamples, seed).astype(float)
    return _ratio(counts @ num, counts @ den)


def percentile_interval(samples: np.ndarray, confidence: float = DEFAULT_CONFIDENCE) -> tuple[np.ndarray, np.ndarray]:
    """Percentile interval [q_{α/2}, q_{1-α/2}] along axis 0, ignoring NaN resamples.

    Columns whose resamples are all NaN give NaN bounds.
    """
    if not 0.0 < confidence < 1.0:
        raise ValueError(f"confidence must be in (0, 1), got {confidence}")
    s = np.asarray(samples, dtype=float)
    alpha = 1.0 - confidence
    lo = np.full(s.shape[1:], np.nan)
    hi = np.full(s.shape[1:], np.nan)
    ok = ~np.all(np.isnan(s), axis=0)
    if np.any(ok):
        sel = s[:, ok] if s.ndim > 1 else s
        lo_v = np.nanpercentile(sel, 100 * alpha / 2, axis=0)
        hi_v = np.nanpercentile(sel, 100 * (1 - alpha / 2), axis=0)
        if s.ndim > 1:
            lo[ok], hi[ok] = lo_v, hi_v
        else:
            lo, hi = np.asarray(lo_v), np.asarray(hi_v)
    return lo, hi


def bootstrap_ci(
    numerators: Sequence[float] | np.ndarray,
    denominators: Sequence[float] | np.ndarray | None = None,
    *,
    n_resamples: int = DEFAULT_RESAMPLES,
    confidence: float = DEFAULT_CONFIDENCE,
    seed: int = DEFAULT_SEED,
) -> Estimate:
    """Percentile-bootstrap interval of a ratio of sums over queries.

    value = Σnum / Σden (the mean of ``numerators`` when ``denominators`` is
    None); the interval is the [α/2, 1-α/2] percentiles of the statistic over
    ``n_resamples`` resamples of the queries with replacement (percentile
    bootstrap, Efron & Tibshirani 1993 §13.3). Resamples with a zero
    denominator are left out. Where the percentile interval of a skewed
    statistic would exclude the point estimate, it is widened to include it,
    so ``lower <= value <= upper`` always holds for a defined value.

    Raises:
        ValueError: on mismatched shapes or bad parameters.
    """
    num = np.asarray(numerators, dtype=float)
    den = np.ones_like(num) if denominators is None else np.asarray(denominators, dtype=float)
    if num.ndim != 1 or num.shape != den.shape:
        raise ValueError(f"need two 1-D arrays of one length, got {num.shape} and {den.shape}")
    total_den = float(den.sum())
    total_num = float(num.sum())
    value = total_num / total_den if total_den != 0 else math.nan
    if math.isnan(value):
        return Estimate(math.nan, math.nan, math.nan, total_num, total_den)
    samples = bootstrap_ratios(num, den, n_resamples, seed)
    lo, hi = percentile_interval(samples, confidence)
    lower = min(float(lo), value) if not np.isnan(lo) else value
    upper = max(float(hi), value) if not np.isnan(hi) else value
    return Estimate(value, lower, upper, total_num, total_den)


# --------------------------------------------------------------------------
# Per-query contributions
# --------------------------------------------------------------------------

Contribution = tuple[float, float]


def _plan_labels(record: QueryRecord, result: QueryOutcome) -> list[str | None]:
    """Labels of the candidates the outcome made default plans."""
    return [c.label for c, role in zip(record.candidates, result.roles, strict=True) if role == DEFAULT_PLAN]


def decision_contributions(record: QueryRecord, result: QueryOutcome) -> dict[str, Contribution]:
    """One query's (numerator, denominator) for each decision metric.

    * accuracy: [decided = expected] / 1
    * usable_retention: [decided inject ∧ some default plan labeled reusable] / [expected inject]
    * wrong_injection: [some default plan not labeled reusable] / [decided inject]
    * abstention_precision: [both abstain] / [decided abstain]
    * abstention_recall: [both abstain] / [expected abstain]
    * rejection_rate: [decided abstain] / 1
    * reference_precision ("reference or better"): [expected ≠ abstain] / [decided ≠ abstain]
    """
    if record.query_id != result.query_id:
        raise ValueError(f"outcome {result.query_id!r} does not belong to record {record.query_id!r}")
    plan = _plan_labels(record, result)
    injected = result.decided == INJECT
    exp_inject = record.expected == INJECT
    dec_abstain = result.decided == ABSTAIN
    exp_abstain = record.expected == ABSTAIN
    both_abstain = float(dec_abstain and exp_abstain)
    return {
        ACCURACY: (float(result.decided == record.expected), 1.0),
        USABLE_RETENTION: (float(exp_inject and injected and any(lab == REUSABLE for lab in plan)), float(exp_inject)),
        WRONG_INJECTION: (float(injected and any(lab != REUSABLE for lab in plan)), float(injected)),
        ABSTENTION_PRECISION: (both_abstain, float(dec_abstain)),
        ABSTENTION_RECALL: (both_abstain, float(exp_abstain)),
        REJECTION_RATE: (float(dec_abstain), 1.0),
        REFERENCE_PRECISION: (float(not dec_abstain and not exp_abstain), float(not dec_abstain)),
    }


def retrieval_contributions(
    record: QueryRecord, k: int = DEFAULT_K, relevant_labels: frozenset[str] = RELEVANT_LABELS
) -> dict[str, Contribution]:
    """One query's (value, 1) for recall@k, MRR and nDCG@k, or (0, 0) where undefined.

    The relevant set is every id in ``record.labels`` whose label is in
    ``relevant_labels``; the ranking is the recorded candidates' order.
    """
    ranked = [c.entry_id for c in record.candidates]
    relevant = {i for i, lab in record.labels.items() if lab in relevant_labels}
    out: dict[str, Contribution] = {}
    for name, v in (
        (f"recall@{k}", recall_at_k(ranked, relevant, k)),
        ("mrr", reciprocal_rank(ranked, relevant)),
        (f"ndcg@{k}", ndcg_at_k(ranked, record.labels, k)),
    ):
        out[name] = (0.0, 0.0) if math.isnan(v) else (v, 1.0)
    return out


def _check_aligned(records: Sequence[QueryRecord], outcomes: Sequence[QueryOutcome]) -> None:
    """Records and outcomes must pair up one to one, in order."""
    if len(records) != len(outcomes):
        raise ValueError(f"{len(records)} records but {len(outcomes)} outcomes")


def decision_metrics(records: Sequence[QueryRecord], outcomes: Sequence[QueryOutcome]) -> dict[str, float]:
    """Point estimates of every decision metric (NaN where undefined)."""
    _check_aligned(records, outcomes)
    sums = {m: [0.0, 0.0] for m in DECISION_METRICS}
    for r, o in zip(records, outcomes, strict=True):
        for m, (n, d) in decision_contributions(r, o).items():
            sums[m][0] += n
            sums[m][1] += d
    return {m: (n / d if d else math.nan) for m, (n, d) in sums.items()}


def confusion(records: Sequence[QueryRecord], outcomes: Sequence[QueryOutcome]) -> np.ndarray:
    """Counts of (expected, decided); rows and columns in :data:`DECISIONS` order.

    Same layout as ``sklearn.metrics.confusion_matrix(expected, decided, labels=DECISIONS)``.
    """
    _check_aligned(records, outcomes)
    idx = {d: i for i, d in enumerate(DECISIONS)}
    m = np.zeros((len(DECISIONS), len(DECISIONS)), dtype=np.int64)
    for r, o in zip(records, outcomes, strict=True):
        m[idx[r.expected], idx[o.decided]] += 1
    return m


# --------------------------------------------------------------------------
# Slicing and the evaluation summary
# --------------------------------------------------------------------------


def slice_indices(records: Sequence[QueryRecord], key: str) -> dict[str, list[int]]:
    """Positions of the records in each slice of ``key`` (a QueryRecord attribute), sorted by slice name."""
    if key not in SLICE_KEYS:
        raise ValueError(f"unknown slice key {key!r}; use one of {SLICE_KEYS}")
    groups: dict[str, list[int]] = {}
    for i, r in enumerate(records):
        groups.setdefault(str(getattr(r, key)), []).append(i)
    return dict(sorted(groups.items()))


@dataclass(frozen=True)
class EvalSummary:
    """Metrics at one operating point, overall and per slice, with intervals.

    Attributes:
        n_queries: how many queries were evaluated.
        overall: metric name -> Estimate.
        slices: slice key (category / asset_type / language) -> slice value ->
            metric name -> Estimate.
        slice_sizes: slice key -> slice value -> number of queries.
        confusion: rows expected, columns decided, in ``labels`` order.
        labels: the decision names of the confusion matrix.
        metric_names: every metric, in report order.
        k, confidence, n_resamples, seed: how it was computed.
    """

    n_queries: int
    overall: Mapping[str, Estimate] = field(hash=False)
    slices: Mapping[str, Mapping[str, Mapping[str, Estimate]]] = field(hash=False)
    slice_sizes: Mapping[str, Mapping[str, int]] = field(hash=False)
    confusion: tuple[tuple[int, ...], ...]
    labels: tuple[str, ...]
    metric_names: tuple[str, ...]
    k: int
    confidence: float
    n_resamples: int
    seed: int

    def to_json(self) -> dict[str, object]:
        """JSON-ready overall metrics (the artifact's ``metrics`` block)."""
        return {name: est.to_json() for name, est in self.overall.items()}


def _contribution_matrix(
    records: Sequence[QueryRecord], outcomes: Sequence[QueryOutcome], k: int
) -> tuple[tuple[str, ...], np.ndarray, np.ndarray]:
    """Per-query numerators and denominators of every metric, shape (n_queries, n_metrics)."""
    rows: list[dict[str, Contribution]] = []
    for r, o in zip(records, outcomes, strict=True):
        row = decision_contributions(r, o)
        row.update(retrieval_contributions(r, k))
        rows.append(row)
    names = (*DECISION_METRICS, f"recall@{k}", "mrr", f"ndcg@{k}")
    num = np.array([[row[m][0] for m in names] for row in rows], dtype=float).reshape(len(rows), len(names))
    den = np.array([[row[m][1] for m in names] for row in rows], dtype=float).reshape(len(rows), len(names))
    return names, num, den


def wilson_estimate(k: float, n: float, confidence: float = DEFAULT_CONFIDENCE) -> Estimate:
    """A proportion of counts with Wilson's score interval (NaN when ``n`` is 0).

    Unlike the percentile bootstrap it is never zero-width: 0 of 12 gives
    [0, 0.24] at 95 %, not [0, 0], so a handful of clean queries certifies little.
    """
    if n == 0:
        return Estimate(math.nan, math.nan, math.nan, float(k), float(n))
    lo, hi = wilson_interval(int(round(k)), int(round(n)), confidence)
    return Estimate(k / n, lo, hi, float(k), float(n))


def _estimates(
    names: Sequence[str], num: np.ndarray, den: np.ndarray, n_resamples: int, confidence: float, seed: int
) -> dict[str, Estimate]:
    """Estimates of every column.

    The decision metrics are proportions of queries (each query contributes
    0 or 1 to both sums, :func:`decision_contributions`), so they carry Wilson
    intervals; the retrieval metrics are means of per-query values and carry
    percentile-bootstrap intervals (one shared set of resamples).
    """
    return {
        name: wilson_estimate(float(num[:, j].sum()), float(den[:, j].sum()), confidence)
        if name in DECISION_METRICS
        else bootstrap_ci(num[:, j], den[:, j], n_resamples=n_resamples, confidence=confidence, seed=seed)
        for j, name in enumerate(names)
    }


def evaluate(
    records: Sequence[QueryRecord],
    outcomes: Sequence[QueryOutcome],
    *,
    k: int = DEFAULT_K,
    n_resamples: int = DEFAULT_RESAMPLES,
    confidence: float = DEFAULT_CONFIDENCE,
    seed: int = DEFAULT_SEED,
) -> EvalSummary:
    """Every decision and retrieval metric, overall and per slice, with 95 % intervals.

    Decision rates carry Wilson intervals, retrieval means percentile-bootstrap ones.

    Args:
        records: the recorded queries.
        outcomes: ``outcomes[i]`` is the decision for ``records[i]`` at the
            operating point (see :func:`calibration.records.outcome`).
        k: cut-off of recall@k and nDCG@k.
        confidence: of every interval.
        n_resamples, seed: the percentile bootstrap of the retrieval means
            (per slice, resampling that slice's queries).

    Raises:
        ValueError: when records and outcomes do not pair up.
    """
    _check_aligned(records, outcomes)
    names, num, den = _contribution_matrix(records, outcomes, k)
    overall = _estimates(names, num, den, n_resamples, confidence, seed)
    slices: dict[str, dict[str, dict[str, Estimate]]] = {}
    sizes: dict[str, dict[str, int]] = {}
    for key in SLICE_KEYS:
        slices[key], sizes[key] = {}, {}
        for value, idx in slice_indices(records, key).items():
            slices[key][value] = _estimates(names, num[idx], den[idx], n_resamples, confidence, seed)
            sizes[key][value] = len(idx)
    cm = confusion(records, outcomes)
    return EvalSummary(
        n_queries=len(records),
        overall=FrozenMap(overall),
        slices=FrozenMap({k_: FrozenMap(v) for k_, v in slices.items()}),
        slice_sizes=FrozenMap(sizes),
        confusion=tuple(tuple(int(x) for x in row) for row in cm),
        labels=DECISIONS,
        metric_names=names,
        k=k,
        confidence=confidence,
        n_resamples=n_resamples,
        seed=seed,
    )


def map_slices(
    records: Sequence[QueryRecord], key: str, fn: Callable[[list[QueryRecord]], float]
) -> dict[str, float]:
    """Apply ``fn`` to each slice's records (a helper for ad-hoc metrics)."""
    return {v: fn([records[i] for i in idx]) for v, idx in slice_indices(records, key).items()}
