"""Hypothesis strategies: small random recorded eval sets with probabilities."""

from __future__ import annotations

from hypothesis import strategies as st

from calibration.records import CandidateRecord, QueryRecord

_STATUSES = ("verified", "review_required", "candidate")
_LABELS = ("reusable", "reference_only", "not_applicable", None)
_DECISIONS = ("inject", "reference", "abstain")

probability = st.floats(min_value=0.0, max_value=1.0, allow_nan=False)


@st.composite
def query_with_probabilities(draw, index: int = 0) -> tuple[QueryRecord, list[float]]:
    """One random record and one probability per candidate."""
    n = draw(st.integers(min_value=0, max_value=5))
    cands, labels = [], {}
    for j in range(n):
        label = draw(st.sampled_from(_LABELS))
        eid = f"e{index}-{j}"
        if label:
            labels[eid] = label
        cands.append(
            CandidateRecord(
                entry_id=eid,
                chunk=0,
                status=draw(st.sampled_from(_STATUSES)),
                asset_type="component",
                features={"s": draw(st.floats(-5, 5))},
                label=label,
            )
        )
    if draw(st.booleans()):
        labels[f"e{index}-missed"] = draw(st.sampled_from(("reusable", "reference_only", "not_applicable")))
    rec = QueryRecord(
        query_id=f"q{index}",
        query="q",
        category=draw(st.sampled_from(("a", "b"))),
        language=draw(st.sampled_from(("zh", "en"))),
        asset_type=draw(st.sampled_from(("component", "store"))),
        expected=draw(st.sampled_from(_DECISIONS)),
        labels=labels,
        candidates=tuple(cands),
    )
    probs = draw(st.lists(probability, min_size=n, max_size=n))
    return rec, probs


@st.composite
def eval_sets(draw, min_size: int = 1, max_size: int = 12) -> tuple[list[QueryRecord], list[list[float]]]:
    """A list of records with their probabilities (unique query ids)."""
    size = draw(st.integers(min_value=min_size, max_value=max_size))
    pairs = [draw(query_with_probabilities(index=i)) for i in range(size)]
    return [r for r, _ in pairs], [p for _, p in pairs]
