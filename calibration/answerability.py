"""Fit the answerability gate (``service.decision.answerability``) and choose its thresholds.

The gate is a query-level model — target "the truth is not ``abstain``" —
on the query features of ``service.decision.answerability.query_features``:
the top-five probability profile, the best candidate's named features and
the question's language. It is fitted on the candidate model's
*out-of-fold* probabilities, which for a pool are those of libraries the
candidate model was not fitted on, so the gate learns what probabilities
look like on a library the service has never seen.

The gate only turns the rule's references into abstentions, so its
threshold answers one question: are the abstentions it adds right often
enough? On its own out-of-fold scores (a library held out at a time in a
pool, query-grouped folds otherwise) it is the highest threshold of the
grid at which the references it would turn into abstentions — the rule
kept a reference, the score is below the threshold — are truth-``abstain``
with a lower confidence bound of at least ``abstain_precision`` (0.75, the
abstention precision the service aims at). No threshold certified: 0, the
gate lowers nothing. Per question language, where a language has
``min_queries_per_language`` queries, its own threshold is chosen on its own
queries. The rule's abstentions and injections are untouched, so the
wrong-injection bound and the reference budget still hold: the gate only
removes answers (docs/design-notes.md §33).

The model is a logistic regression on standardised features and boosted
trees on the raw ones, their probabilities averaged, as the candidate model.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

import numpy as np

from calibration.metrics import clopper_pearson_upper, wilson_upper
from calibration.model import BoostedPart, fit_trees, grouped_splits, standardisation
from calibration.records import QueryOutcome, QueryRecord
from calibration.thresholds import DEFAULT_GRID, BoundMethod
from service.decision.answerability import apply_gate, query_feature_names, query_features
from service.decision.rule import REFERENCE, plan_blocked, served_order
from service.decision.scoring import feature_matrix, logistic_probabilities
from service.stages.features import is_match_feature

#: The gate's logistic part: inverse L2 strength (the query features are few and dense).
GATE_C = 0.3
#: How the gate's trees are grown: the rows are queries (a few thousand), not
#: candidates, so a slower rate and smaller leaves than the candidate model's.
GATE_TREE_PARAMS: dict[str, int | float | bool] = {
    "max_iter": 150,
    "learning_rate": 0.05,
    "max_leaf_nodes": 15,
    "min_samples_leaf": 40,
    "early_stopping": False,
}
#: The abstentions the gate adds must be right at least this often (lower bound).
GATE_ABSTAIN_PRECISION = 0.75
#: Fewer queries than this, or fewer than this of either class: no gate.
MIN_GATE_QUERIES = 40
GLOBAL = "global"


@dataclass(frozen=True)
class FittedGate:
    """A fitted gate: the final model on every query, its thresholds and its out-of-fold scores."""

    candidate_features: tuple[str, ...]
    features: tuple[str, ...]
    mean: tuple[float, ...]
    scale: tuple[float, ...]
    lower: tuple[float, ...]
    upper: tuple[float, ...]
    coefficients: tuple[float, ...]
    intercept: float
    boosted: BoostedPart | None
    thresholds: Mapping[str, float]  # "global" and each certified language
    oof_scores: tuple[float, ...]  # per record: from a gate fitted without its library (or fold)
    n_queries: int
    n_answerable: int
    notes: tuple[str, ...] = ()

    def scores(self, x: np.ndarray) -> np.ndarray:
        """Answerability of each row of gate features (columns in :attr:`features` order)."""
        return _score((self.mean, self.scale, self.lower, self.upper, self.coefficients, self.intercept, self.boosted), x)

    def threshold_for(self, language: str | None) -> float:
        """The threshold for a question in ``language`` (its own where certified, else the global one)."""
        return self.thresholds.get(language or "", self.thresholds[GLOBAL])


def gate_candidate_features(features: Sequence[str]) -> tuple[str, ...]:
    """The candidate-model features the gate reads off the best candidate: the named ones, not the match block."""
    return tuple(f for f in features if not is_match_feature(f))


def gate_matrix(
    records: Sequence[QueryRecord], probabilities: Sequence[Sequence[float]], candidate_features: Sequence[str]
) -> np.ndarray:
    """One row of gate features per record (``service.decision.answerability.query_features``, as serving computes it)."""
    names = query_feature_names(candidate_features)
    rows = [
        query_features(list(p), [c.features for c in r.candidates], candidate_features, r.language)
        for r, p in zip(records, probabilities, strict=True)
    ]
    return feature_matrix(rows, names) if rows else np.zeros((0, len(names)))


def _fit_model(x: np.ndarray, y: np.ndarray, seed: int, trees: bool) -> tuple:
    """(mean, scale, lower, upper, coef, intercept, boosted) of one fit on rows ``x`` with answerable ``y``."""
    from sklearn.linear_model import LogisticRegression

    mean, scale = standardisation(x)
    lr = LogisticRegression(C=GATE_C, max_iter=2000).fit((x - mean) / scale, y)
    boosted = fit_trees(x, y, class_weight=None, seed=seed, params=GATE_TREE_PARAMS) if trees else None
    return mean, scale, x.min(axis=0), x.max(axis=0), np.ravel(lr.coef_), float(lr.intercept_[0]), boosted


def _score(fit: tuple, x: np.ndarray) -> np.ndarray:
    mean, scale, lower, upper, coef, b, boosted = fit
    p = logistic_probabilities(x, mean, scale, coef, b, lower, upper)
    return p if boosted is None else boosted.average(p, x)


def choose_gate_threshold(
    scores: np.ndarray,
    truth_abstain: np.ndarray,
    referenced: np.ndarray,
    *,
    precision: float,
    confidence: float,
    bound: BoundMethod = BoundMethod.WILSON,
    grid: Sequence[float] = DEFAULT_GRID,
) -> float:
    """Highest grid threshold whose added abstentions are truth-abstain with lower bound >= ``precision``; 0 if none.

    The added abstentions at threshold ``t`` are the ``referenced`` queries
    (the rule kept a reference) scoring below ``t``. The lower bound is one
    minus the upper bound on "answerable" among them, at ``confidence`` (the
    bootstrap bound has no per-threshold closed form here, so it is read as
    Wilson's).
    """
    upper_fn = clopper_pearson_upper if bound is BoundMethod.CLOPPER_PEARSON else wilson_upper
    best = 0.0
    for t in grid:
        lowered = referenced & (scores < t)
        n = int(lowered.sum())
        if n and 1.0 - upper_fn(n - int((lowered & truth_abstain).sum()), n, confidence) >= precision:
            best = float(t)
    return best


def fit_gate(
    records: Sequence[QueryRecord],
    probabilities: Sequence[Sequence[float]],
    outcomes: Sequence[QueryOutcome],
    candidate_features: Sequence[str],
    *,
    confidence: float,
    abstain_precision: float = GATE_ABSTAIN_PRECISION,
    bound: BoundMethod | str = BoundMethod.WILSON,
    min_queries_per_language: int | None,
    seed: int = 0,
    trees: bool = True,
) -> FittedGate | None:
    """Fit the gate on out-of-fold ``probabilities`` and the rule's ``outcomes`` on them; None when too few queries.

    ``outcomes`` say which queries the rule answered with a reference: the
    only ones the gate may turn into abstentions.
    """
    bound = BoundMethod(bound)
    cand = tuple(candidate_features)
    x = gate_matrix(records, probabilities, cand)
    y = np.asarray([r.expected != "abstain" for r in records], dtype=int)
    n_pos = int(y.sum())
    if len(y) < MIN_GATE_QUERIES or min(n_pos, len(y) - n_pos) < MIN_GATE_QUERIES // 4:
        return None
    libs = np.asarray([r.library for r in records])
    names = sorted(set(libs.tolist()))
    notes: list[str] = []
    splits = None
    if len(names) >= 2 and "" not in names:
        splits = [(np.flatnonzero(libs != n), np.flatnonzero(libs == n)) for n in names]
        if all(len(np.unique(y[tr])) == 2 for tr, _ in splits):
            notes.append(f"gate thresholds on library-out gate scores ({len(names)} libraries)")
        else:
            splits = None
    if splits is None:
        splits = grouped_splits(y, np.arange(len(y)), 5, seed)
        if splits is None:
            return None
        notes.append(f"gate thresholds on {len(splits)}-fold out-of-fold gate scores")
    oof = np.zeros(len(y))
    for tr, te in splits:
        oof[te] = _score(_fit_model(x[tr], y[tr], seed, trees), x[te])
    truth = y == 0
    referenced = np.asarray([o.decided == REFERENCE for o in outcomes], dtype=bool)
    lang = np.asarray([r.language or "" for r in records])
    choose = lambda m: choose_gate_threshold(  # noqa: E731
        oof[m], truth[m], referenced[m], precision=abstain_precision, confidence=confidence, bound=bound
    )
    thresholds = {GLOBAL: choose(np.ones(len(y), bool))}
    if min_queries_per_language is not None:
        for lg in sorted(set(lang.tolist()) - {""}):
            m = lang == lg
            if int(m.sum()) >= min_queries_per_language:
                thresholds[lg] = choose(m)
    mean, scale, lower, upper, coef, b, boosted = _fit_model(x, y, seed, trees)
    notes.append(f"gate thresholds: added abstentions right with lower bound >= {abstain_precision:.2f} at {confidence:.0%}")
    notes.append("gate model: logistic" + (f" + {len(boosted.trees)} boosted trees, probabilities averaged" if boosted else ""))
    return FittedGate(
        candidate_features=cand,
        features=query_feature_names(cand),
        mean=tuple(map(float, mean)),
        scale=tuple(map(float, scale)),
        lower=tuple(map(float, lower)),
        upper=tuple(map(float, upper)),
        coefficients=tuple(map(float, coef)),
        intercept=b,
        boosted=boosted,
        thresholds=thresholds,
        oof_scores=tuple(map(float, oof)),
        n_queries=len(y),
        n_answerable=n_pos,
        notes=tuple(notes),
    )


def gated_outcomes(
    records: Sequence[QueryRecord],
    probabilities: Sequence[Sequence[float]],
    outcomes: Sequence[QueryOutcome],
    gate: FittedGate | None,
    scores: Sequence[float] | None = None,
) -> list[QueryOutcome]:
    """The rule's ``outcomes`` after the gate, as serving applies it (``apply_gate``).

    ``scores``: the gate scores to use (say its out-of-fold ones); default the
    final gate's score of each record.
    """
    if gate is None:
        return list(outcomes)
    if scores is None:
        scores = gate.scores(gate_matrix(records, probabilities, gate.candidate_features)).tolist()
    out = []
    for r, p, o, s in zip(records, probabilities, outcomes, scores, strict=True):
        kind, roles = apply_gate(o.decided, o.roles, float(s), gate.threshold_for(r.language))
        if kind == o.decided:
            out.append(o)
        else:
            probs = [float(v) for v in p]
            blocked = [plan_blocked(c.features) for c in r.candidates]
            out.append(dataclasses.replace(o, decided=kind, roles=tuple(roles), served=served_order(probs, blocked, roles)))
    return out
