"""The decision model: a regularised logistic regression and boosted trees, averaged.

p_lin(x) = σ(b + Σ_j w_j · (x_j − μ_j) / s_j),  σ(z) = 1 / (1 + e^(−z)),

with μ, s the per-feature mean and standard deviation of the training rows
(features are standardised so one L2 penalty treats them alike), and
p_tree(x) = σ(b₀ + Σ_t leaf_t(x)) from scikit-learn's
``HistGradientBoostingClassifier`` on the same features (:data:`TREE_PARAMS`).
The model's probability is (p_lin + p_tree) / 2 (:data:`ENSEMBLE`, the
default); :data:`LOGISTIC` keeps p_lin alone. One row is one recorded
candidate; its target is 1 when the query labels the entry ``reusable``,
else 0 (``reference_only``, ``not_applicable`` and unlabeled).

Why both (docs/design-notes.md §23): the logistic part reads the 512-column
semantic-match block as one bilinear similarity, which trees use poorly; the
trees read interactions and thresholds in the named features (a high lexical
share means something else when the asset conflicts) that a linear model
cannot. Twenty-six libraries, leave-one-library-out at the same thresholds
rule (``benchmarks/bench_model_class.py``): logistic alone usable retention
0.61 at wrong injection 0.035, trees alone 0.64 at 0.036, their mean 0.67 at
0.036 (Chinese 0.48 → 0.57, English 0.85 → 0.85).

Fitting (:func:`fit_decision_model`):

* the L2 strength C is chosen by ``sklearn.linear_model.LogisticRegressionCV``
  (log loss, because we want calibrated probabilities, not accuracy) with
  folds GROUPED BY QUERY: all candidates of one query sit in one fold, since
  they share the query and would otherwise leak between train and test;
* out-of-fold probabilities come from an outer grouped cross-validation
  (scaler and C refit inside every outer training part — nested CV), so the
  threshold sweep never chooses its operating point on in-sample scores;
* the coefficients kept for serving are refit on all rows.

Two penalties: the named scalar features and the semantic-match block
(``qe_…``, hundreds of columns that together say one thing, see
``service.stages.features``) are penalised apart. The block's standardised
columns are multiplied by :data:`MATCH_BLOCK_WEIGHT` before the fit, which
multiplies the L2 penalty on its weights by 1 / MATCH_BLOCK_WEIGHT², while
the inner CV chooses the common C. The factor is folded into the stored
``scale`` (s / weight), so serving computes the same (x − μ) / s as before.
Measured leave-one-library-out on the fourteen-library pool (one C for both,
as before, against the block weighted 0.3, 0.15, 0.08): out-of-library log
loss 0.136 → 0.125, 0.123, 0.123, and Chinese retention at a 3 % wrong-injection
rate 0.38 → 0.47, 0.49, 0.51. On the twenty-library pool, at the C the
inner CV chooses there (0.36), the block penalty 1 / (C · weight²) did best
near 1,000: weight 0.1 / 0.05 / 0.03 gave out-of-library log loss
0.126 / 0.124 / 0.126 and pooled retention at 3 % wrong injection
0.52 / 0.56 / 0.54 (Chinese 0.40 / 0.44 / 0.42); hence 0.05
(docs/design-notes.md §21).

Degenerate inputs raise :class:`InsufficientData` with the reason: fewer than
:data:`MIN_QUERIES` queries, no candidates, or a single class. When an outer
training part has too few queries of each class for an inner CV, its C is
fixed at :data:`FALLBACK_C` (recorded in ``FittedModel.notes``).

Serving needs only ``service.decision.scoring`` (numpy): the trees are
exported as node lists (:func:`export_trees`, checked against scikit-learn's
own ``decision_function`` on the training rows at every fit); scikit-learn is
imported inside the fitting functions so that importing this module never
loads it.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal

import numpy as np

from calibration.records import QueryRecord
from service.decision.scoring import (  # noqa: F401 - re-exported for fitting code and tests
    LEAF,
    TreeArrays,
    ensemble_probabilities,
    feature_matrix,
    logistic_probabilities,
    sigmoid,
    tree_arrays,
    tree_raw,
)
from service.stages.features import is_match_feature

#: Folds of both the outer (out-of-fold) and the inner (choice of C) CV.
DEFAULT_FOLDS = 5
#: Fewest folds a grouped CV may have.
MIN_FOLDS = 2
#: Fewest queries (groups) a fit accepts: two folds need at least two queries
#: holding a positive and two holding a negative; below four the fit is noise.
MIN_QUERIES = 4
#: The C grid of LogisticRegressionCV: 10 values log-spaced in [1e-4, 1e4]
#: (scikit-learn's own default grid).
DEFAULT_CS = 10
#: Inverse L2 strength used where no inner CV is possible (scikit-learn's default C).
FALLBACK_C = 1.0
#: lbfgs iterations; standardised features converge in far fewer.
MAX_ITER = 1000
#: Weight of the semantic-match block's standardised columns relative to the
#: named features (its L2 penalty is multiplied by 1 / weight²; see the module doc).
MATCH_BLOCK_WEIGHT = 0.05
#: A feature whose standard deviation is below this is constant: its scale
#: is set to 1 (as sklearn's StandardScaler does) so it contributes nothing.
MIN_SCALE = 1e-12

ClassWeight = Literal["balanced"] | None

#: Model classes: the logistic part alone, or logistic + boosted trees (mean of the two probabilities).
LOGISTIC = "logistic"
ENSEMBLE = "logistic+trees"
MODEL_CLASSES = (ENSEMBLE, LOGISTIC)
DEFAULT_MODEL = ENSEMBLE
#: How the boosted part is grown. No early stopping (its validation split
#: would be random); 150 rounds at rate 0.1 on 63 bins, leaves of at least 50
#: candidates. Chosen leave-one-library-out on twenty-six libraries among four
#: settings (80 / 150 / 300 rounds, 63 / 255 bins), which agreed within 0.02
#: retention (design-notes §23).
TREE_PARAMS: dict[str, int | float | bool] = {
    "max_iter": 150,
    "learning_rate": 0.1,
    "max_leaf_nodes": 15,
    "min_samples_leaf": 50,
    "l2_regularization": 1.0,
    "max_bins": 63,
    "early_stopping": False,
}
#: Largest |difference| allowed between the exported trees and scikit-learn's
#: own raw score on the training rows (float summation order only).
TREE_EXPORT_TOLERANCE = 1e-8


@dataclass(frozen=True)
class BoostedPart:
    """The boosted trees of a fit, exported for numpy serving.

    ``trees`` are node lists as the artifact stores them (``feature``,
    ``threshold``, ``left``, ``right``, ``value``; a leaf has children -1).
    """

    baseline: float
    trees: tuple[Mapping[str, tuple[float, ...]], ...] = field(repr=False)
    params: Mapping[str, int | float | bool] = field(default_factory=lambda: dict(TREE_PARAMS))

    def raw(self, x: np.ndarray) -> np.ndarray:
        """b₀ + Σ leaf values for each row of ``x``."""
        return tree_raw(x, self._arrays, self.baseline)

    def average(self, p_linear: np.ndarray, x: np.ndarray) -> np.ndarray:
        """The model's probability for rows ``x``: (p_linear + σ(raw(x))) / 2, as serving computes it."""
        return ensemble_probabilities(p_linear, x, self._arrays, self.baseline)

    @functools.cached_property
    def _arrays(self) -> TreeArrays:
        # The flat node table, built once (the part is immutable).
        return tree_arrays(self.trees)


class InsufficientData(ValueError):
    """The records cannot support a cross-validated fit; the message says why."""


@dataclass(frozen=True)
class FittedModel:
    """A fitted decision model plus the probabilities a sweep needs.

    Attributes:
        features: feature names, in coefficient order.
        mean, scale: standardisation (x - mean) / scale, per feature (the match
            block's penalty weight folded into its scale).
        coefficients: weights on the standardised features.
        intercept: the bias b.
        C: the inverse L2 strength chosen on all rows.
        class_weight: None or "balanced".
        n_folds: folds of the outer (out-of-fold) CV.
        n_rows, n_queries, n_positive: what it was fitted on.
        oof_probabilities: per query, per candidate, out-of-fold probability.
        in_sample_probabilities: the same from the final (all-rows) model.
        notes: fallbacks taken, in words.
    """

    features: tuple[str, ...]
    mean: tuple[float, ...]
    scale: tuple[float, ...]
    coefficients: tuple[float, ...]
    intercept: float
    C: float
    class_weight: ClassWeight
    n_folds: int
    n_rows: int
    n_queries: int
    n_positive: int
    oof_probabilities: tuple[tuple[float, ...], ...] = field(repr=False)
    in_sample_probabilities: tuple[tuple[float, ...], ...] = field(repr=False)
    notes: tuple[str, ...] = ()
    lower: tuple[float, ...] = ()  # per-feature minimum seen in training (serving clips to it)
    upper: tuple[float, ...] = ()  # per-feature maximum seen in training
    boosted: BoostedPart | None = None  # None: the logistic part alone (model LOGISTIC)

    @property
    def model(self) -> str:
        """:data:`ENSEMBLE` or :data:`LOGISTIC`."""
        return LOGISTIC if self.boosted is None else ENSEMBLE

    def probability(self, features: Mapping[str, float]) -> float:
        """Calibrated probability for one candidate's features (the module's formula)."""
        x = feature_matrix([features], self.features)
        p = logistic_probabilities(x, self.mean, self.scale, self.coefficients, self.intercept, self.lower, self.upper)
        return float((p if self.boosted is None else self.boosted.average(p, x))[0])


# --------------------------------------------------------------------------
# Pure numpy: what serving needs
# --------------------------------------------------------------------------


def standardisation(x: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Column mean and population standard deviation (1 for constant columns)."""
    mean = x.mean(axis=0)
    scale = x.std(axis=0)
    return mean, np.where(scale < MIN_SCALE, 1.0, scale)


# --------------------------------------------------------------------------
# Fitting
# --------------------------------------------------------------------------


def candidate_rows(records: Sequence[QueryRecord], features: Sequence[str]) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """X, y (1 = labeled reusable) and group (query index) of every candidate."""
    feats, y, groups = [], [], []
    for qi, r in enumerate(records):
        for c in r.candidates:
            feats.append(c.features)
            y.append(1 if c.reusable else 0)
            groups.append(qi)
    try:
        x = feature_matrix(feats, features)
    except ValueError as exc:
        raise InsufficientData(f"cannot build the feature matrix: {exc}") from exc
    return x, np.asarray(y, dtype=int), np.asarray(groups, dtype=int)


def grouped_splits(
    y: np.ndarray, groups: np.ndarray, n_folds: int, seed: int
) -> list[tuple[np.ndarray, np.ndarray]] | None:
    """Stratified, query-grouped folds whose every training part holds both classes.

    Tries ``n_folds`` folds, then fewer down to :data:`MIN_FOLDS`
    (``StratifiedGroupKFold``, shuffled with ``seed``). Returns None when no
    such split exists.
    """
    from sklearn.model_selection import StratifiedGroupKFold

    pos_groups = len(np.unique(groups[y == 1]))
    neg_groups = len(np.unique(groups[y == 0]))
    if min(pos_groups, neg_groups) < MIN_FOLDS:
        return None  # some fold's training part would lack a class
    # More folds than members of a class cannot be stratified.
    k = min(n_folds, len(np.unique(groups)), int((y == 1).sum()), int((y == 0).sum()))
    while k >= MIN_FOLDS:
        splitter = StratifiedGroupKFold(n_splits=k, shuffle=True, random_state=seed)
        splits = list(splitter.split(np.zeros(len(y)), y, groups))
        if all(len(np.unique(y[tr])) == 2 and len(te) > 0 for tr, te in splits):
            return splits
        k -= 1
    return None


def penalty_weights(features: Sequence[str]) -> np.ndarray:
    """Per-feature weight of the standardised column: MATCH_BLOCK_WEIGHT for the match block, else 1."""
    return np.asarray([MATCH_BLOCK_WEIGHT if is_match_feature(f) else 1.0 for f in features], dtype=float)


def _fit_one(
    x: np.ndarray,
    y: np.ndarray,
    groups: np.ndarray,
    *,
    n_folds: int,
    cs: int,
    class_weight: ClassWeight,
    seed: int,
    weights: np.ndarray,
    fixed_c: float | None = None,
) -> tuple[np.ndarray, np.ndarray, np.ndarray, float, float, str | None]:
    """Standardise, choose C by grouped CV (or fall back), fit; returns mean, scale, w, b, C, note.

    ``fixed_c``: use this C and skip the inner grid (the caller reports it once; no note here).

    ``weights`` multiply the standardised columns (see :func:`penalty_weights`); the
    returned scale has them folded in, so (x − mean) / scale is what the weights apply to.
    """
    from sklearn.linear_model import LogisticRegression, LogisticRegressionCV

    mean, scale = standardisation(x)
    scale = scale / weights
    xs = (x - mean) / scale
    inner = None if fixed_c is not None else grouped_splits(y, groups, n_folds, seed)
    if inner is None:  # a given C, or the fallback when no grouped inner CV is possible
        c_value = FALLBACK_C if fixed_c is None else float(fixed_c)
        model = LogisticRegression(C=c_value, class_weight=class_weight, max_iter=MAX_ITER)
        model.fit(xs, y)
        note = None if fixed_c is not None else f"C fixed at {FALLBACK_C}: too few queries of each class for a grouped inner CV"
    else:
        model = LogisticRegressionCV(
            Cs=cs,
            l1_ratios=(0.0,),  # pure L2
            cv=inner,
            scoring="neg_log_loss",
            class_weight=class_weight,
            max_iter=MAX_ITER,
            use_legacy_attributes=False,
        )
        model.fit(xs, y)
        c_value = float(np.ravel(model.C_)[0])
        note = None
    return mean, scale, np.ravel(model.coef_).astype(float), float(np.ravel(model.intercept_)[0]), c_value, note


def export_trees(model: Any, params: Mapping[str, int | float | bool] = TREE_PARAMS) -> BoostedPart:
    """A fitted binary ``HistGradientBoostingClassifier`` as node lists.

    Reads the fitted predictors' node table (``feature_idx``, ``num_threshold``,
    ``left``, ``right``, ``value``, ``is_leaf``) and the baseline raw score.
    These are scikit-learn internals, so :func:`fit_trees` checks the export
    against the public ``decision_function`` on the training rows.
    """
    trees = []
    for (predictor,) in model._predictors:  # binary: one tree per round
        nodes = predictor.nodes
        leaf = nodes["is_leaf"].astype(bool)
        if nodes["is_categorical"].any():
            raise ValueError("categorical splits cannot be exported")
        trees.append(
            {
                "feature": tuple(int(f) if not lf else 0 for f, lf in zip(nodes["feature_idx"], leaf, strict=True)),
                "threshold": tuple(float(t) if not lf else 0.0 for t, lf in zip(nodes["num_threshold"], leaf, strict=True)),
                "left": tuple(LEAF if lf else int(c) for c, lf in zip(nodes["left"], leaf, strict=True)),
                "right": tuple(LEAF if lf else int(c) for c, lf in zip(nodes["right"], leaf, strict=True)),
                "value": tuple(float(v) if lf else 0.0 for v, lf in zip(nodes["value"], leaf, strict=True)),
            }
        )
    return BoostedPart(baseline=float(np.ravel(model._baseline_prediction)[0]), trees=tuple(trees), params=dict(params))


def fit_trees(
    x: np.ndarray, y: np.ndarray, *, class_weight: ClassWeight, seed: int, params: Mapping[str, int | float | bool] = TREE_PARAMS
) -> BoostedPart:
    """Grow boosted trees on raw features (``params``, default :data:`TREE_PARAMS`) and export them.

    Raises:
        RuntimeError: the exported trees do not reproduce scikit-learn's own
            raw scores (its internal node layout changed).
    """
    from sklearn.ensemble import HistGradientBoostingClassifier

    model = HistGradientBoostingClassifier(**params, class_weight=class_weight, random_state=seed)
    model.fit(x, y)
    part = export_trees(model, params)
    gap = float(np.max(np.abs(part.raw(x) - model.decision_function(x)), initial=0.0))
    if gap > TREE_EXPORT_TOLERANCE:
        raise RuntimeError(f"the exported trees differ from scikit-learn's raw scores by {gap:g}; its node layout changed")
    return part


def _per_query(records: Sequence[QueryRecord], flat: np.ndarray) -> tuple[tuple[float, ...], ...]:
    """Split a flat per-candidate array back into per-query tuples."""
    out, at = [], 0
    for r in records:
        n = len(r.candidates)
        out.append(tuple(float(p) for p in flat[at : at + n]))
        at += n
    return tuple(out)


def fit_decision_model(
    records: Sequence[QueryRecord],
    features: Sequence[str],
    seed: int = 0,
    *,
    n_folds: int = DEFAULT_FOLDS,
    cs: int = DEFAULT_CS,
    class_weight: ClassWeight = None,
    by_library: bool = True,
    model: str = DEFAULT_MODEL,
    outer_predictions: Mapping[str, OuterFold] | None = None,
    fixed_c: float | None = None,
) -> FittedModel:
    """Fit the decision model with grouped CV and out-of-fold probabilities.

    When the records come from two or more labeled libraries
    (``QueryRecord.library``) and ``by_library`` is on, the outer folds leave
    one library out each: the out-of-fold probabilities, on which thresholds
    are chosen, are then those of libraries the model was not fitted on,
    which is how the service meets a new team's library. Otherwise the outer
    folds are grouped by query.

    Args:
        records: recorded queries (queries without candidates contribute no rows).
        features: names of the features to use, in coefficient order.
        seed: seeds the fold assignment (the fit is deterministic for a seed).
        n_folds: folds of the outer and inner CV (reduced when there are too
            few queries, never below 2).
        cs: size of the C grid.
        class_weight: None or "balanced" (reweights classes inversely to their
            frequency; probabilities then over-state the minority class).
        model: :data:`ENSEMBLE` (logistic + boosted trees) or :data:`LOGISTIC`.
        outer_predictions: the library-out outer folds already fitted, by
            library name (:class:`OuterFold`, as :func:`fit_outer_fold`
            computes them): the fit then only adds the final model. Used by
            ``calibration.pool``, whose held-out folds share these fits;
            requires library folds (two or more libraries, both classes in
            every training part).
        fixed_c: the logistic part's C for every fit (outer folds and final),
            instead of choosing it by grouped inner CV over ``cs`` values;
            about four times cheaper here (``mxr lolo --C``).

    Returns:
        A :class:`FittedModel` whose ``oof_probabilities`` align with
        ``records[i].candidates``.

    Raises:
        InsufficientData: no features, fewer than MIN_QUERIES queries with
            candidates, a single class, a missing feature, or no valid split.
    """
    feats = tuple(features)
    if not feats:
        raise InsufficientData("no features given")
    if len(set(feats)) != len(feats):
        raise InsufficientData(f"repeated feature names in {list(feats)}")
    if n_folds < MIN_FOLDS:
        raise ValueError(f"n_folds must be >= {MIN_FOLDS}, got {n_folds}")
    if model not in MODEL_CLASSES:
        raise ValueError(f"model must be one of {list(MODEL_CLASSES)}, got {model!r}")
    if fixed_c is not None and not (math.isfinite(fixed_c) and fixed_c > 0):
        raise ValueError(f"fixed_c must be a positive finite number, got {fixed_c!r}")
    from threadpoolctl import threadpool_limits

    # The problems are tiny (hundreds of rows, a few features): BLAS threads
    # only add contention, so the fit runs single-threaded.
    with threadpool_limits(limits=1, user_api="blas"):
        return _fit(
            records,
            feats,
            seed,
            n_folds=n_folds,
            cs=cs,
            class_weight=class_weight,
            by_library=by_library,
            model=model,
            outer_predictions=outer_predictions,
            fixed_c=fixed_c,
        )


def library_splits(
    records: Sequence[QueryRecord], y: np.ndarray, groups: np.ndarray
) -> list[tuple[np.ndarray, np.ndarray]] | None:
    """Leave-one-library-out folds over the candidate rows, or None.

    None when the records name fewer than two libraries, or when leaving
    some library out would leave a training part with one class only.
    """
    libs = np.asarray([records[q].library for q in groups])
    names = library_names(records, groups)
    if len(names) < 2 or "" in names:
        return None
    splits = [(np.flatnonzero(libs != name), np.flatnonzero(libs == name)) for name in names]
    if not all(len(np.unique(y[tr])) == 2 for tr, _ in splits):
        return None
    return splits


def library_names(records: Sequence[QueryRecord], groups: np.ndarray) -> list[str]:
    """The libraries of the candidate rows, sorted: the order of :func:`library_splits`' folds."""
    return sorted({records[q].library for q in groups.tolist()})


@dataclass(frozen=True)
class OuterFold:
    """One outer fold's held-out probabilities (in row order) and its fit's note (None: C by inner CV)."""

    probabilities: np.ndarray
    note: str | None = None


def fit_outer_fold(
    x_train: np.ndarray,
    y_train: np.ndarray,
    groups_train: np.ndarray,
    x_test: np.ndarray,
    *,
    weights: np.ndarray,
    n_folds: int = DEFAULT_FOLDS,
    cs: int = DEFAULT_CS,
    class_weight: ClassWeight = None,
    seed: int = 0,
    model: str = DEFAULT_MODEL,
    fixed_c: float | None = None,
) -> OuterFold:
    """Fit on the training rows (scaler, C by grouped inner CV or ``fixed_c``, trees) and score the test rows.

    What one outer fold of :func:`fit_decision_model` does; ``weights`` are
    :func:`penalty_weights` of the feature columns. ``groups_train``
    only has to order the queries as the records do (any increasing labels
    give the same inner folds), so a caller may pass row groups of a larger pool.
    """
    mean, scale, w, b, _, note = _fit_one(
        x_train, y_train, groups_train, n_folds=n_folds, cs=cs, class_weight=class_weight, seed=seed, weights=weights,
        fixed_c=fixed_c,
    )
    p = logistic_probabilities(x_test, mean, scale, w, b, x_train.min(axis=0), x_train.max(axis=0))
    if model == ENSEMBLE:
        p = fit_trees(x_train, y_train, class_weight=class_weight, seed=seed).average(p, x_test)
    return OuterFold(np.asarray(p, dtype=float), note)


def _fit(
    records: Sequence[QueryRecord],
    feats: tuple[str, ...],
    seed: int,
    *,
    n_folds: int,
    cs: int,
    class_weight: ClassWeight,
    by_library: bool = True,
    model: str = DEFAULT_MODEL,
    outer_predictions: Mapping[str, OuterFold] | None = None,
    fixed_c: float | None = None,
) -> FittedModel:
    """fit_decision_model's body (inputs checked, thread limits set)."""
    x, y, groups = candidate_rows(records, feats)
    n_queries = len(np.unique(groups))
    if n_queries < MIN_QUERIES:
        raise InsufficientData(f"{n_queries} queries with candidates; a cross-validated fit needs at least {MIN_QUERIES}")
    n_pos = int(y.sum())
    if n_pos == 0 or n_pos == len(y):
        only = "reusable" if n_pos else "not reusable"
        raise InsufficientData(
            f"all {len(y)} candidates are {only}; the model needs both reusable and non-reusable candidates"
        )
    notes: list[str] = []
    library_outer = library_splits(records, y, groups) if by_library else None
    outer = library_outer
    if outer is not None:
        notes.append(f"outer CV leaves one library out ({len(outer)} libraries)")
    else:
        outer = grouped_splits(y, groups, n_folds, seed)
        if outer is None:
            raise InsufficientData(
                "no query-grouped split leaves both classes in every training part; "
                "label more queries with reusable and with non-reusable candidates"
            )
        if len(outer) < n_folds:
            notes.append(f"outer CV reduced to {len(outer)} folds (few queries of one class)")
    weights = penalty_weights(feats)
    if fixed_c is not None:
        notes.append(f"C fixed at {fixed_c:g} in every fit (no inner grid)")
    if (weights != 1.0).any():
        notes.append(f"semantic-match block penalised apart (column weight {MATCH_BLOCK_WEIGHT:g})")
    oof = np.full(len(y), np.nan)
    if outer_predictions is not None:
        if library_outer is None:
            raise ValueError("outer_predictions need library-out outer folds (two or more libraries, both classes in each)")
        names = library_names(records, groups)
        for fold, (name, (_, te)) in enumerate(zip(names, library_outer, strict=True)):
            given = outer_predictions[name]
            if len(given.probabilities) != len(te):
                raise ValueError(f"outer_predictions[{name!r}] has {len(given.probabilities)} rows, the library has {len(te)}")
            oof[te] = given.probabilities
            if given.note:
                notes.append(f"outer fold {fold}: {given.note}")
    else:
        for fold, (tr, te) in enumerate(outer):
            done = fit_outer_fold(
                x[tr], y[tr], groups[tr], x[te], weights=weights, n_folds=n_folds, cs=cs, class_weight=class_weight, seed=seed,
                model=model, fixed_c=fixed_c,
            )
            if done.note:
                notes.append(f"outer fold {fold}: {done.note}")
            oof[te] = done.probabilities
    mean, scale, w, b, c_value, note = _fit_one(
        x, y, groups, n_folds=n_folds, cs=cs, class_weight=class_weight, seed=seed, weights=weights, fixed_c=fixed_c
    )
    if note:
        notes.append(f"final fit: {note}")
    lower, upper = x.min(axis=0), x.max(axis=0)
    in_sample = logistic_probabilities(x, mean, scale, w, b, lower, upper)
    boosted = None
    if model == ENSEMBLE:
        boosted = fit_trees(x, y, class_weight=class_weight, seed=seed)
        in_sample = boosted.average(in_sample, x)
        notes.append(f"model: logistic + {len(boosted.trees)} boosted trees, probabilities averaged")
    return FittedModel(
        features=feats,
        mean=tuple(float(v) for v in mean),
        scale=tuple(float(v) for v in scale),
        coefficients=tuple(float(v) for v in w),
        intercept=b,
        C=c_value,
        class_weight=class_weight,
        n_folds=len(outer),
        n_rows=len(y),
        n_queries=n_queries,
        n_positive=n_pos,
        oof_probabilities=_per_query(records, oof),
        in_sample_probabilities=_per_query(records, in_sample),
        notes=tuple(notes),
        lower=tuple(float(v) for v in lower),
        upper=tuple(float(v) for v in upper),
        boosted=boosted,
    )
