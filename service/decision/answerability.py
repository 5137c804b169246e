"""The answerability gate: does anything among a query's candidates answer it?

The rule (``service.decision.rule``) judges each candidate alone: a query
is abstained on when no candidate clears ``t_reference``. But "nothing here
answers it" is a property of the whole candidate list — the spread of the
top probabilities, how much of the question the best candidate covers, its
cosines and guard signals — and a query-level model reads that better than
the best probability alone (docs/design-notes.md §30, §32).

The gate runs after the rule and only turns references into abstentions:

* an ``inject`` stands (its wrong-injection bound is the rule's), and so
  does an ``abstain`` — the gate never answers what the rule dropped;
* a ``reference`` whose question scores below the gate's threshold becomes
  ``abstain`` (no results): nothing here answers it.

A gate that also answered on the rule's behalf (offering the best candidate
when the rule kept none) was measured first: more abstention precision,
but almost half of what it raised was a reference for a question nothing
answers, and on a ten-note library it offered an unrelated entry
(docs/design-notes.md §32–33). Its threshold is chosen so the abstentions
it adds are right often enough (``calibration.answerability``).

The score is a logistic regression and boosted trees on the query features
below, their probabilities averaged (as the candidate model), read from the
artifact's ``answerability`` block and computed with numpy only. Fitting
lives in ``calibration.answerability``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from service.decision.rule import ABSTAIN, REFERENCE

#: The query-level features before the best candidate's own (in column order).
PROFILE_FEATURES: tuple[str, ...] = (
    "p1",  # the best candidate's probability
    "p2",  # the second best's (0 when there is none)
    "p1_minus_p2",
    "p_mean5",  # mean of the top five probabilities (missing ones count 0)
    "n_over_half",  # how many of the top five are above 0.5
    "n_candidates",
)
#: Prefix of the best candidate's features among the query features.
BEST_PREFIX = "best."
#: 1.0 when the question is Chinese (``analyzers.detect_language``), else 0.0.
LANGUAGE_FEATURE = "is_zh"


def query_feature_names(candidate_features: Sequence[str]) -> tuple[str, ...]:
    """The gate's feature names for a candidate model whose named features are ``candidate_features``."""
    return (*PROFILE_FEATURES, *(BEST_PREFIX + f for f in candidate_features), LANGUAGE_FEATURE)


def query_features(
    probabilities: Sequence[float],
    candidate_rows: Sequence[Mapping[str, float]],
    candidate_features: Sequence[str],
    language: str | None,
) -> dict[str, float]:
    """One query's gate features from its candidates' probabilities and feature rows (same order).

    The best candidate is the most probable one (the first on ties); with no
    candidates every feature is 0 except the language.
    """
    if len(probabilities) != len(candidate_rows):
        raise ValueError(f"{len(probabilities)} probabilities for {len(candidate_rows)} candidates")
    ps = sorted((float(p) for p in probabilities), reverse=True)
    top = (ps + [0.0] * 5)[:5]
    out = {
        "p1": top[0],
        "p2": top[1],
        "p1_minus_p2": top[0] - top[1],
        "p_mean5": sum(top) / 5.0,
        "n_over_half": float(sum(1 for p in top if p > 0.5)),
        "n_candidates": float(len(ps)),
    }
    best = max(range(len(probabilities)), key=lambda i: (probabilities[i], -i)) if probabilities else None
    for f in candidate_features:
        out[BEST_PREFIX + f] = float(candidate_rows[best][f]) if best is not None else 0.0
    out[LANGUAGE_FEATURE] = 1.0 if language == "zh" else 0.0
    return out


def apply_gate(kind: str, roles: Sequence[str | None], score: float, threshold: float) -> tuple[str, list[str | None]]:
    """The decision and roles after the gate (see the module docstring).

    Args:
        kind: the rule's decision (inject / reference / abstain).
        roles: the rule's role per candidate (None: dropped).
        score: the query's answerability score.
        threshold: the gate's threshold for this query.
    """
    if kind == REFERENCE and score < threshold:
        return ABSTAIN, [None] * len(roles)
    return kind, list(roles)
