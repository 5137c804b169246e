"""Guards: no learning, they only ever lower a role (seed article 001, 失效条件)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from service.decision.rule import (
    CHECKLIST,
    DEFAULT_PLAN,
    GUARD_FEATURES,
    REFERENCE,
    Thresholds,
    decide,
    plan_blocked,
    role_for,
    served_order,
)

pytestmark = pytest.mark.unit

T = Thresholds(inject=0.8, reference=0.3)
RANK = {None: 0, CHECKLIST: 1, REFERENCE: 1, DEFAULT_PLAN: 2}


class TestGuards:
    def test_a_blocked_candidate_is_never_the_default_plan(self) -> None:
        decision, roles = decide([0.99, 0.5], ["verified", "verified"], T, [True, False])
        assert roles == [REFERENCE, REFERENCE]
        assert decision == "reference"

    def test_the_next_unblocked_verified_candidate_may_still_inject(self) -> None:
        decision, roles = decide([0.99, 0.9], ["verified", "verified"], T, [True, False])
        assert roles == [REFERENCE, DEFAULT_PLAN]
        assert decision == "inject"

    def test_plan_blocked_reads_the_guard_features(self) -> None:
        assert not plan_blocked({})
        assert not plan_blocked({g: 0.0 for g in GUARD_FEATURES})
        for g in GUARD_FEATURES:
            assert plan_blocked({g: 1.0})

    @given(
        st.floats(0, 1),
        st.sampled_from(["verified", "review_required", "candidate", "deprecated"]),
    )
    def test_a_guard_lowers_a_role_and_never_raises_one(self, p: float, status: str) -> None:
        free, guarded = role_for(p, status, T), role_for(p, status, T, blocked=True)
        assert RANK[guarded] <= RANK[free]
        assert guarded != DEFAULT_PLAN
        if free != DEFAULT_PLAN:
            assert guarded == free

    def test_served_order_is_by_probability_with_stable_ties(self) -> None:
        assert served_order([0.2, 0.9, 0.2, 0.5]) == (1, 3, 0, 2)

    def test_served_order_lists_the_plan_first_and_barred_candidates_last(self) -> None:
        # The LegacyList entry (barred, p 0.95) never precedes the LegacyTable entries.
        assert served_order([0.95, 0.6, 0.7], blocked=[True, False, False]) == (2, 1, 0)
        # A review_required candidate above the plan's probability still follows the plan.
        assert served_order([0.9, 0.85], roles=["reference", "default_plan"]) == (1, 0)
