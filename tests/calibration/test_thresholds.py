"""Sweeps and the choice of the operating point."""

from __future__ import annotations

import copy
import dataclasses
import math

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from calibration.records import CandidateRecord, QueryRecord
from calibration.thresholds import (
    GLOBAL_SCOPE,
    NEVER,
    BoundMethod,
    SweepRow,
    calibrate_thresholds,
    choose_operating_point,
    operating_outcomes,
    sweep,
)
from tests.calibration.strategies import eval_sets

pytestmark = pytest.mark.unit

GRID = tuple(i / 10 for i in range(11))


def _row(t: float, wrong_upper: float, ref_upper: float = 0.0) -> SweepRow:
    nan2 = (math.nan, math.nan)
    return SweepRow(
        threshold=t, usable_retention=math.nan, usable_retention_ci=nan2, wrong_injection=math.nan,
        wrong_injection_ci=nan2, wrong_injection_upper=wrong_upper, rejection_rate=0.0, rejection_rate_ci=nan2,
        reference_precision=math.nan, reference_precision_ci=nan2, reference_wrong_upper=ref_upper, n_queries=1,
        n_expected_inject=0, n_retained=0, n_decided_inject=0, n_wrong_injection=0, n_decided_non_abstain=0,
        n_wrong_reference=0, n_abstain=0,
    )


class TestSweepInvariants:
    @settings(max_examples=40, deadline=None)
    @given(eval_sets(min_size=1, max_size=10), st.sampled_from(list(BoundMethod)))
    def test_monotone_bounded_and_pure(self, data, bound) -> None:
        recs, probs = data
        before = (copy.deepcopy(recs), copy.deepcopy(probs))
        rows = sweep(recs, probs, GRID, bound=bound, n_resamples=50, seed=1)
        assert (recs, probs) == before
        assert [r.threshold for r in rows] == sorted(GRID)
        for lo, hi in zip(rows, rows[1:], strict=False):
            assert hi.rejection_rate >= lo.rejection_rate
            if not math.isnan(lo.usable_retention):
                assert hi.usable_retention <= lo.usable_retention
            assert hi.n_decided_inject <= lo.n_decided_inject
        for r in rows:
            for v in (r.usable_retention, r.wrong_injection, r.rejection_rate, r.reference_precision):
                assert math.isnan(v) or 0.0 <= v <= 1.0
            for v in (r.wrong_injection_upper, r.reference_wrong_upper):
                assert 0.0 <= v <= 1.0
            if r.n_decided_inject == 0:
                assert r.wrong_injection_upper == 1.0  # no evidence certifies nothing
            else:
                assert r.wrong_injection_upper >= r.wrong_injection

    def test_deterministic(self, records, fitted) -> None:
        a = sweep(records, fitted.oof_probabilities, GRID, n_resamples=100, seed=7)
        b = sweep(records, fitted.oof_probabilities, GRID, n_resamples=100, seed=7)
        assert [r.to_json() for r in a] == [r.to_json() for r in b]

    def test_grid_validation(self, records, fitted) -> None:
        with pytest.raises(ValueError):
            sweep(records, fitted.oof_probabilities, [])
        with pytest.raises(ValueError):
            sweep(records, fitted.oof_probabilities, [0.5, 1.5])
        with pytest.raises(ValueError):
            sweep(records, fitted.oof_probabilities[:-1], GRID)


class TestChoice:
    def test_lowest_qualifying_threshold(self) -> None:
        rows = [_row(0.1, 0.3), _row(0.2, 0.04), _row(0.3, 0.2), _row(0.4, 0.01)]
        p = choose_operating_point(rows, inject_budget=0.05)
        assert p.thresholds.inject == 0.2
        assert p.inject_row is rows[1]

    def test_never_inject_when_nothing_qualifies(self) -> None:
        rows = [_row(0.1, 0.3, 0.5), _row(0.5, 0.2, 0.1)]
        p = choose_operating_point(rows, inject_budget=0.05, reference_budget=0.2)
        assert p.never_injects and p.thresholds.inject == NEVER > 1.0
        assert p.thresholds.reference == 0.5
        assert any("never inject" in n for n in p.notes)

    def test_reference_clamped_to_inject(self) -> None:
        rows = [_row(0.1, 0.9, 0.9), _row(0.3, 0.01, 0.9), _row(0.6, 0.01, 0.1)]
        p = choose_operating_point(rows, inject_budget=0.05, reference_budget=0.2)
        assert p.thresholds.inject == 0.3 and p.thresholds.reference == 0.3
        assert p.reference_clamped

    def test_bound_methods_differ_in_strictness(self, records, fitted) -> None:
        """Clopper–Pearson is never below Wilson at zero errors, and the bootstrap is 0 there."""
        rows = {b: sweep(records, fitted.oof_probabilities, GRID, bound=b, n_resamples=100) for b in BoundMethod}
        for by_b in zip(*rows.values(), strict=True):
            boot, wil, cp = (r.wrong_injection_upper for r in by_b)
            if by_b[0].n_decided_inject and by_b[0].n_wrong_injection == 0:
                assert boot == 0.0 and cp >= wil > 0.0


class TestCalibrate:
    def test_per_asset_type_and_fallback(self, records, fitted) -> None:
        res = calibrate_thresholds(records, fitted.oof_probabilities, grid=GRID, n_resamples=100, min_queries=21)
        counts = {at: sum(r.asset_type == at for r in records) for at in res.per_asset_type}
        for at, sel in res.per_asset_type.items():
            assert sel.n_queries == counts[at]
            if counts[at] >= 21:
                assert sel.scope == at and sel.rows and sel.point is not None
                assert sel.thresholds.reference <= sel.thresholds.inject
            else:
                assert sel.scope == GLOBAL_SCOPE and sel.thresholds == res.point.thresholds
                assert "min_queries" in sel.reason
        assert {s.scope for s in res.per_asset_type.values()} >= {GLOBAL_SCOPE}
        assert res.thresholds_for(None) == (res.point.thresholds, GLOBAL_SCOPE)
        assert res.thresholds_for("no-such-type") == (res.point.thresholds, GLOBAL_SCOPE)

    def test_outcomes_use_the_asset_type_thresholds(self, records, fitted) -> None:
        res = calibrate_thresholds(records, fitted.oof_probabilities, grid=GRID, n_resamples=50, min_queries=1)
        outs = operating_outcomes(records, fitted.oof_probabilities, res)
        for r, o in zip(records, outs, strict=True):
            assert o.thresholds == res.per_asset_type[r.asset_type].thresholds

    def test_separable_set_injects(self) -> None:
        """Perfect probabilities and enough queries: a threshold qualifies under every bound."""
        recs, probs = [], []
        for i in range(200):  # 100 injections: Wilson/CP need about 75 clean ones for a 5 % bound
            inject = i % 2 == 0
            label = "reusable" if inject else None
            c = CandidateRecord(f"e{i}", 0, "verified", "component", {"s": 0.0}, label)
            recs.append(QueryRecord(f"q{i}", "x", "c", "en", "component", "inject" if inject else "abstain",
                                    {f"e{i}": "reusable"} if inject else {}, (c,)))
            probs.append([0.9 if inject else 0.1])
        for bound in BoundMethod:
            res = calibrate_thresholds(recs, probs, grid=GRID, bound=bound, n_resamples=100)
            assert 0.1 < res.point.thresholds.inject <= 0.9, bound
            assert dataclasses.asdict(res.point.inject_row)["n_wrong_injection"] == 0


class TestAssetTypeGuard:
    """A small asset-type slice may tighten the global point, never loosen it on thin evidence."""

    def _point(self, t_inj: float, t_ref: float, n_inj: int = 0, k_inj: int = 0, n_ref: int = 0, k_ref: int = 0):
        inj = dataclasses.replace(_row(t_inj, 0.0), n_decided_inject=n_inj, n_wrong_injection=k_inj)
        ref = dataclasses.replace(_row(t_ref, 0.0, 0.0), n_decided_non_abstain=n_ref, n_wrong_reference=k_ref)
        from service.decision.rule import Thresholds
        from calibration.thresholds import OperatingPoint

        return OperatingPoint(Thresholds(t_inj, t_ref), inj, ref, False)

    def test_tightening_is_kept(self):
        from calibration.thresholds import _guard_looser

        t, notes = _guard_looser(self._point(0.95, 0.4), self._point(0.9, 0.2), 0.95, 0.05, 0.2)
        assert (t.inject, t.reference) == (0.95, 0.4) and notes == ()

    def test_loosening_on_a_few_clean_queries_falls_back(self):
        from calibration.thresholds import _guard_looser

        t, notes = _guard_looser(self._point(0.03, 0.03, n_inj=8, n_ref=9), self._point(0.9, 0.2), 0.95, 0.05, 0.2)
        assert (t.inject, t.reference) == (0.9, 0.2) and len(notes) == 2

    def test_loosening_with_enough_evidence_is_kept(self):
        from calibration.thresholds import _guard_looser

        # 0 errors in 200 injections: Wilson upper ≈ 1.9 % ≤ 5 %.
        t, notes = _guard_looser(self._point(0.5, 0.1, n_inj=200, n_ref=200), self._point(0.9, 0.2), 0.95, 0.05, 0.2)
        assert (t.inject, t.reference) == (0.5, 0.1) and notes == ()


def _language_set(n_en: int, n_zh: int) -> tuple[list[QueryRecord], list[list[float]]]:
    """English: clean separation. Chinese: every abstain query has a wrong candidate at p 0.85."""
    recs, probs = [], []
    for lang, n in (("en", n_en), ("zh", n_zh)):
        for i in range(n):
            inject = i % 2 == 0
            label = "reusable" if inject else None
            c = CandidateRecord(f"{lang}{i}", 0, "verified", "component", {"s": 0.0}, label)
            recs.append(QueryRecord(f"{lang}-q{i}", "x", "c", lang, "component", "inject" if inject else "abstain",
                                    {f"{lang}{i}": "reusable"} if inject else {}, (c,)))
            probs.append([0.95 if inject else (0.85 if lang == "zh" else 0.05)])
    return recs, probs


class TestPerLanguage:
    def test_not_requested_leaves_no_language_block(self, records, fitted) -> None:
        res = calibrate_thresholds(records, fitted.oof_probabilities, grid=GRID, n_resamples=50, min_queries=None)
        assert dict(res.per_language) == {} and res.min_queries_per_language is None
        assert res.thresholds_for("component", "zh") == (res.point.thresholds, GLOBAL_SCOPE)

    def test_a_language_loosens_only_on_certified_counts(self) -> None:
        recs, probs = _language_set(n_en=400, n_zh=200)
        res = calibrate_thresholds(recs, probs, grid=GRID, bound="wilson", min_queries=None, min_queries_per_language=50)
        g = res.point.thresholds
        assert g.inject == 0.9  # below, Chinese abstain queries would be injected
        en, zh = res.per_language["en"], res.per_language["zh"]
        # 200 clean English injections certify a lower English threshold …
        assert en.scope == "en" and en.thresholds.inject < g.inject
        # … while Chinese keeps the one its own errors demand.
        assert zh.scope == "zh" and zh.thresholds.inject >= 0.9
        outs = operating_outcomes(recs, probs, res)
        for r, o in zip(recs, outs, strict=True):
            assert o.thresholds == res.per_language[r.language].thresholds
            if r.language == "zh" and r.expected == "abstain":
                assert o.decided != "inject"

    def test_a_thin_language_falls_back_or_cannot_loosen(self) -> None:
        recs, probs = _language_set(n_en=12, n_zh=300)
        res = calibrate_thresholds(recs, probs, grid=GRID, bound="wilson", min_queries=None, min_queries_per_language=50)
        assert res.per_language["en"].scope == GLOBAL_SCOPE and "min_queries" in res.per_language["en"].reason
        res = calibrate_thresholds(recs, probs, grid=GRID, bound="wilson", min_queries=None, min_queries_per_language=5)
        en = res.per_language["en"]
        # 6 clean injections certify nothing: English may not go below the global point.
        assert en.thresholds.inject >= res.point.thresholds.inject

    def test_a_type_and_a_language_take_the_stricter_of_each(self) -> None:
        from service.decision.rule import Thresholds, combine_scoped

        g = Thresholds(0.8, 0.3)
        assert combine_scoped(g, []) == (g, GLOBAL_SCOPE)
        assert combine_scoped(g, [(Thresholds(0.7, 0.2), "en")]) == (Thresholds(0.7, 0.2), "en")
        t, scope = combine_scoped(g, [(Thresholds(0.9, 0.1), "store"), (Thresholds(0.85, 0.4), "zh")])
        assert (t.inject, t.reference, scope) == (0.9, 0.4, "store+zh")
