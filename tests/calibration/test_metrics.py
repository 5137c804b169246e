"""Metrics against scikit-learn and known values, plus hypothesis invariants."""

from __future__ import annotations

import copy
import math

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from sklearn.metrics import accuracy_score, confusion_matrix, ndcg_score, precision_score, recall_score

from calibration.metrics import (
    DECISION_METRICS,
    bootstrap_ci,
    clopper_pearson_interval,
    clopper_pearson_upper,
    confusion,
    decision_metrics,
    evaluate,
    ndcg_at_k,
    recall_at_k,
    reciprocal_rank,
    slice_indices,
    wilson_interval,
    wilson_upper,
)
from calibration.records import DECISIONS, outcome
from service.decision.rule import Thresholds
from tests.calibration.strategies import eval_sets

pytestmark = pytest.mark.unit

T = Thresholds(inject=0.6, reference=0.3)
GRADE = {"reusable": 2, "reference_only": 1, "not_applicable": 0}


class TestRetrievalMetrics:
    def test_recall_mrr_by_hand(self) -> None:
        ranked = ["a", "b", "c", "d"]
        assert recall_at_k(ranked, {"b", "x"}, 1) == 0.0
        assert recall_at_k(ranked, {"b", "x"}, 2) == 0.5
        assert reciprocal_rank(ranked, {"c", "d"}) == pytest.approx(1 / 3)
        assert reciprocal_rank(ranked, {"x"}) == 0.0
        assert math.isnan(recall_at_k(ranked, set(), 3))
        assert math.isnan(reciprocal_rank(ranked, set()))

    def test_repeated_entries_count_once(self) -> None:
        assert reciprocal_rank(["a", "a", "b"], {"b"}) == 0.5
        assert recall_at_k(["a", "a", "b"], {"b"}, 2) == 1.0

    def test_ndcg_by_hand(self) -> None:
        labels = {"a": "reference_only", "b": "reusable", "m": "reusable"}
        # DCG = 1/log2(2) + 2/log2(3); IDCG (2, 2, 1) = 2 + 2/log2(3) + 1/2
        dcg = 1 + 2 / math.log2(3)
        idcg = 2 + 2 / math.log2(3) + 1 / 2
        assert ndcg_at_k(["a", "b", "z"], labels, 3) == pytest.approx(dcg / idcg)
        assert math.isnan(ndcg_at_k(["a"], {"a": "not_applicable"}, 3))

    @settings(max_examples=80, deadline=None)
    @given(
        grades=st.lists(st.sampled_from(list(GRADE)), min_size=2, max_size=8),
        extra=st.lists(st.sampled_from(list(GRADE)), max_size=3),
        k=st.integers(1, 8),
        data=st.data(),
    )
    def test_ndcg_matches_sklearn(self, grades, extra, k, data) -> None:
        """Comparable case: at least k retrieved ids, the labeled-but-missed ones ranked after them."""
        k = min(k, len(grades))
        universe = [f"e{i}" for i in range(len(grades))]
        ranked = data.draw(st.permutations(universe))[: data.draw(st.integers(k, len(universe)))]
        labels = {e: g for e, g in zip(universe, grades, strict=True)}
        labels.update({f"x{i}": g for i, g in enumerate(extra)})  # labeled, never retrieved
        ours = ndcg_at_k(ranked, labels, k)
        if not any(GRADE[g] for g in labels.values()):
            assert math.isnan(ours)
            return
        everyone = list(labels)
        score = {e: 100.0 - i for i, e in enumerate(ranked)}
        score.update({e: -1.0 - i for i, e in enumerate(e for e in everyone if e not in score)})
        y_true = np.array([[GRADE[labels[e]] for e in everyone]])
        y_score = np.array([[score[e] for e in everyone]])
        assert ours == pytest.approx(ndcg_score(y_true, y_score, k=k))

    def test_metrics_in_unit_interval_and_inputs_untouched(self, records) -> None:
        ranked = [c.entry_id for c in records[0].candidates]
        before = list(ranked)
        for r in records:
            labels = dict(r.labels)
            v = ndcg_at_k([c.entry_id for c in r.candidates], labels, 5)
            assert math.isnan(v) or 0.0 <= v <= 1.0 + 1e-12
            assert labels == dict(r.labels)
        assert ranked == before


class TestDecisionMetrics:
    @settings(max_examples=60, deadline=None)
    @given(eval_sets(min_size=1, max_size=15))
    def test_against_sklearn(self, data) -> None:
        recs, probs = data
        outs = [outcome(r, p, T) for r, p in zip(recs, probs, strict=True)]
        y_true = [r.expected for r in recs]
        y_pred = [o.decided for o in outs]
        m = decision_metrics(recs, outs)
        assert m["accuracy"] == pytest.approx(accuracy_score(y_true, y_pred))
        assert (confusion(recs, outs) == confusion_matrix(y_true, y_pred, labels=list(DECISIONS))).all()
        t = [y == "abstain" for y in y_true]
        p = [y == "abstain" for y in y_pred]
        if any(p):
            assert m["abstention_precision"] == pytest.approx(precision_score(t, p, zero_division=0))
        else:
            assert math.isnan(m["abstention_precision"])
        if any(t):
            assert m["abstention_recall"] == pytest.approx(recall_score(t, p, zero_division=0))
        else:
            assert math.isnan(m["abstention_recall"])
        assert m["rejection_rate"] == pytest.approx(np.mean(p))
        for name in DECISION_METRICS:
            assert math.isnan(m[name]) or 0.0 <= m[name] <= 1.0

    def test_retention_and_wrong_injection_by_hand(self, records) -> None:
        from calibration.records import CandidateRecord, QueryRecord

        def c(eid, label):
            return CandidateRecord(eid, 0, "verified", "component", {"s": 0.0}, label)

        q1 = QueryRecord("q1", "x", "c", "en", "a", "inject", {"a": "reusable"}, (c("a", "reusable"), c("b", None)))
        q2 = QueryRecord("q2", "x", "c", "en", "a", "inject", {"a": "reusable"}, (c("a", "reusable"),))
        q3 = QueryRecord("q3", "x", "c", "en", "a", "abstain", {"z": "not_applicable"}, (c("z", "not_applicable"),))
        q4 = QueryRecord("q4", "x", "c", "en", "a", "inject", {"a": "reusable"}, (c("a", "reusable"), c("b", None)))
        outs = [
            outcome(q1, [0.9, 0.8], T),  # the plan is a (reusable, most probable); b is a reference
            outcome(q2, [0.1], T),  # abstain: not retained
            outcome(q3, [0.7], T),  # injects a not-applicable entry: wrong
            outcome(q4, [0.7, 0.95], T),  # the plan is b (unlabeled, most probable): wrong, not retained
        ]
        assert outs[0].roles == ("default_plan", "reference") and outs[3].default_plan_ids == ("b",)
        m = decision_metrics([q1, q2, q3, q4], outs)
        assert m["usable_retention"] == pytest.approx(1 / 3)
        assert m["wrong_injection"] == pytest.approx(2 / 3)
        assert m["rejection_rate"] == pytest.approx(1 / 4)
        assert m["reference_precision"] == pytest.approx(2 / 3)

    @settings(max_examples=30, deadline=None)
    @given(eval_sets(min_size=1, max_size=10))
    def test_evaluate_never_mutates_and_stays_in_range(self, data) -> None:
        recs, probs = data
        outs = [outcome(r, p, T) for r, p in zip(recs, probs, strict=True)]
        recs_before, outs_before = copy.deepcopy(recs), copy.deepcopy(outs)
        summary = evaluate(recs, outs, n_resamples=50)
        assert recs == recs_before and outs == outs_before
        for est in summary.overall.values():
            if est.defined:
                assert 0.0 <= est.lower <= est.value <= est.upper <= 1.0 + 1e-12
        assert sum(map(sum, summary.confusion)) == len(recs)


    def test_a_handful_of_clean_queries_is_not_a_zero_width_interval(self) -> None:
        from calibration.records import CandidateRecord, QueryRecord

        # 12 queries, each injecting its reusable entry: no wrong injection observed.
        recs = [
            QueryRecord(f"q{i}", "x", "c", "en", "a", "inject", {"a": "reusable"}, (CandidateRecord("a", 0, "verified", "component", {"s": 0.0}, "reusable"),))
            for i in range(12)
        ]
        summary = evaluate(recs, [outcome(r, [0.9], T) for r in recs], n_resamples=50)
        wrong = summary.overall["wrong_injection"]
        assert (wrong.value, wrong.numerator, wrong.denominator) == (0.0, 0.0, 12.0)
        assert wrong.upper == pytest.approx(wilson_interval(0, 12)[1]) and wrong.upper > 0.2
        kept = summary.slices["language"]["en"]["usable_retention"]
        assert kept.value == 1.0 and kept.lower == pytest.approx(wilson_interval(12, 12)[0]) and kept.lower < 0.8
        # Retrieval metrics are means of per-query values: still the bootstrap.
        assert summary.overall["mrr"] == bootstrap_ci(np.ones(12), np.ones(12), n_resamples=50)
    def test_slices(self, records) -> None:
        by_lang = slice_indices(records, "language")
        assert set(by_lang) == {"en", "zh"}
        assert sorted(i for idx in by_lang.values() for i in idx) == list(range(len(records)))
        with pytest.raises(ValueError):
            slice_indices(records, "nope")


class TestIntervals:
    # Reference values: Newcombe (1998) Table I / R binom.test and prop.test (no continuity correction).
    @pytest.mark.parametrize(
        ("k", "n", "lo", "hi"),
        [(0, 10, 0.0, 0.3085), (5, 10, 0.1871, 0.8129), (81, 263, 0.2527, 0.3676), (10, 10, 0.6915, 1.0)],
    )
    def test_clopper_pearson_known(self, k, n, lo, hi) -> None:
        got = clopper_pearson_interval(k, n)
        assert got == pytest.approx((lo, hi), abs=1e-4)
        assert clopper_pearson_upper(k, n) == pytest.approx(hi, abs=1e-4)

    @pytest.mark.parametrize(
        ("k", "n", "lo", "hi"),
        [(0, 10, 0.0, 0.2775), (5, 10, 0.2366, 0.7634), (81, 263, 0.2553, 0.3662), (15, 148, 0.0624, 0.1605)],
    )
    def test_wilson_known(self, k, n, lo, hi) -> None:
        assert wilson_interval(k, n) == pytest.approx((lo, hi), abs=1e-4)
        assert wilson_upper(k, n) == pytest.approx(hi, abs=1e-4)

    def test_no_evidence(self) -> None:
        assert wilson_upper(0, 0) == 1.0 and clopper_pearson_upper(0, 0) == 1.0
        with pytest.raises(ValueError):
            wilson_upper(3, 2)

    @settings(max_examples=60, deadline=None)
    @given(k=st.integers(0, 200), extra=st.integers(0, 200))
    def test_bounds_ordered(self, k, extra) -> None:
        n = k + extra
        if n == 0:
            return
        p = k / n
        for lo, hi in (wilson_interval(k, n), clopper_pearson_interval(k, n)):
            assert 0.0 <= lo <= p <= hi <= 1.0
        # Clopper–Pearson is exact (conservative): never narrower than Wilson at p = 0.5.
        if 2 * k == n:
            assert clopper_pearson_upper(k, n) >= wilson_upper(k, n)


class TestBootstrap:
    @settings(max_examples=60, deadline=None)
    @given(
        values=st.lists(st.floats(0, 1), min_size=1, max_size=40),
        dens=st.lists(st.sampled_from([0.0, 1.0]), min_size=40, max_size=40),
        seed=st.integers(0, 2**31),
    )
    def test_deterministic_and_contains_estimate(self, values, dens, seed) -> None:
        den = dens[: len(values)]
        num = [v * d for v, d in zip(values, den, strict=True)]
        before = (list(num), list(den))
        a = bootstrap_ci(num, den, n_resamples=200, seed=seed)
        b = bootstrap_ci(num, den, n_resamples=200, seed=seed)
        assert a == b or (math.isnan(a.value) and math.isnan(b.value))
        assert (num, den) == before
        if a.defined:
            assert a.lower <= a.value <= a.upper
            assert 0.0 <= a.lower and a.upper <= 1.0
        else:
            assert sum(den) == 0

    def test_width_shrinks_with_data(self) -> None:
        rng = np.random.default_rng(0)
        small = bootstrap_ci(rng.integers(0, 2, 20), seed=1)
        large = bootstrap_ci(rng.integers(0, 2, 2000), seed=1)
        assert (large.upper - large.lower) < (small.upper - small.lower)

    def test_close_to_normal_approximation(self) -> None:
        x = np.array([1] * 30 + [0] * 70, dtype=float)
        est = bootstrap_ci(x, n_resamples=4000, seed=3)
        half = 1.96 * math.sqrt(0.3 * 0.7 / 100)
        assert est.lower == pytest.approx(0.3 - half, abs=0.02)
        assert est.upper == pytest.approx(0.3 + half, abs=0.02)
