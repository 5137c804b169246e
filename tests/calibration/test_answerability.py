"""Fitting the answerability gate: its thresholds, its out-of-fold scores, and that serving applies it as the replay does."""

from __future__ import annotations

import datetime as dt
from dataclasses import replace

import numpy as np
import pytest

from calibration.answerability import (
    GLOBAL,
    MIN_GATE_QUERIES,
    choose_gate_threshold,
    fit_gate,
    gate_candidate_features,
    gate_matrix,
    gated_outcomes,
)
from calibration.artifact import build_artifact
from calibration.metrics import evaluate, wilson_upper
from calibration.model import fit_decision_model
from calibration.thresholds import calibrate_thresholds, operating_outcomes
from service.decision.rule import NEVER
from service.decision.stage import DecideStage
from service.contracts import ExperienceEntry
from service.domain import Candidate
from tests.calibration.synthetic import FEATURES, make_records

pytestmark = pytest.mark.unit


class TestChooseThreshold:
    def test_lowest_threshold_within_the_budget(self) -> None:
        # 100 queries: the 20 lowest-scored are truth abstain; none injected.
        scores = np.linspace(0.0, 0.99, 100)
        truth = np.arange(100) < 20
        t = choose_gate_threshold(scores, truth, np.zeros(100, bool), budget=0.10, confidence=0.8)
        answered = scores >= t
        assert wilson_upper(int((answered & truth).sum()), int(answered.sum()), 0.8) <= 0.10
        lower = round(t - 0.01, 2)
        a2 = scores >= lower
        assert wilson_upper(int((a2 & truth).sum()), int(a2.sum()), 0.8) > 0.10  # the next lower one is not

    def test_injected_queries_count_among_the_answered(self) -> None:
        scores = np.zeros(50)
        truth = np.zeros(50, bool)
        truth[:10] = True
        injected = truth.copy()  # the rule injected every truth-abstain query: no gate threshold can help
        assert choose_gate_threshold(scores + 1.0, truth, injected, budget=0.05, confidence=0.8) == NEVER

    def test_a_handful_of_clean_queries_certifies_nothing(self) -> None:
        # 5 answerable queries, none wrong: Wilson's upper bound is far above 5 %.
        t = choose_gate_threshold(np.full(5, 0.9), np.zeros(5, bool), np.zeros(5, bool), budget=0.05, confidence=0.8)
        assert t == NEVER


def _pool(n_per_library: int = 80) -> list:
    return [
        replace(r, library=name, query_id=f"{name}-{r.query_id}")
        for k, name in enumerate("abcd")
        for r in make_records(n_per_library, seed=10 + k)
    ]


@pytest.fixture(scope="module")
def pool_fit():
    recs = _pool()
    fitted = fit_decision_model(recs, FEATURES, seed=0, n_folds=3, cs=4)
    sweep = calibrate_thresholds(recs, fitted.oof_probabilities, bound="wilson", min_queries=None, reference_budget=0.2)
    outs = operating_outcomes(recs, fitted.oof_probabilities, sweep)
    gate = fit_gate(
        recs, fitted.oof_probabilities, outs, gate_candidate_features(FEATURES),
        reference_budget=0.2, confidence=0.8, min_queries_per_language=100,
    )
    return recs, fitted, sweep, outs, gate


class TestFitGate:
    def test_library_out_scores_and_certified_thresholds(self, pool_fit) -> None:
        recs, fitted, sweep, outs, gate = pool_fit
        assert gate is not None and gate.n_queries == len(recs)
        assert any("library-out gate scores (4 libraries)" in n for n in gate.notes)
        assert set(gate.thresholds) >= {GLOBAL}
        # every threshold is the one the rule would choose on the gate's own out-of-fold scores
        truth = np.asarray([r.expected == "abstain" for r in recs])
        injected = np.asarray([o.decided == "inject" for o in outs])
        oof = np.asarray(gate.oof_scores)
        assert gate.thresholds[GLOBAL] == choose_gate_threshold(oof, truth, injected, budget=0.2, confidence=0.8)
        lang = np.asarray([r.language for r in recs])
        for lg, t in gate.thresholds.items():
            if lg != GLOBAL:
                m = lang == lg
                assert m.sum() >= 100
                assert t == choose_gate_threshold(oof[m], truth[m], injected[m], budget=0.2, confidence=0.8)

    def test_the_score_separates_answerable_questions(self, pool_fit) -> None:
        from sklearn.metrics import roc_auc_score

        recs, *_, gate = pool_fit
        y = [r.expected != "abstain" for r in recs]
        assert roc_auc_score(y, gate.oof_scores) > 0.7

    def test_too_few_queries_fit_no_gate(self) -> None:
        recs = make_records(MIN_GATE_QUERIES - 1, seed=3)
        fitted = fit_decision_model(recs, FEATURES, seed=0, n_folds=3, cs=4)
        sweep = calibrate_thresholds(recs, fitted.oof_probabilities, bound="wilson", min_queries=None)
        outs = operating_outcomes(recs, fitted.oof_probabilities, sweep)
        assert fit_gate(recs, fitted.oof_probabilities, outs, FEATURES, reference_budget=0.2, confidence=0.8,
                        min_queries_per_language=None) is None

    def test_the_gate_never_touches_an_injection(self, pool_fit) -> None:
        recs, fitted, _, outs, gate = pool_fit
        gated = gated_outcomes(recs, fitted.oof_probabilities, outs, gate, [0.0] * len(recs))  # a gate that abstains on all
        for before, after in zip(outs, gated, strict=True):
            assert after.decided == ("inject" if before.decided == "inject" else "abstain")
            if before.decided == "inject":
                assert after == before


class TestServingAgreesWithTheReplay:
    def test_artifact_gate_scores_and_decisions_are_the_fits(self, pool_fit) -> None:
        recs, fitted, sweep, outs, gate = pool_fit
        summary = evaluate(recs, outs, n_resamples=20)
        art = build_artifact(fitted, sweep, summary, scorer={"embedder": "x"}, eval_set_sha256="ab" * 32,
                             created=dt.date(2026, 12, 4), gate=gate)
        assert art.answerability is not None
        x = gate_matrix(recs, fitted.in_sample_probabilities, gate.candidate_features)
        mine = gate.scores(x)
        from service.decision.answerability import query_features

        for i, r in enumerate(recs[:60]):
            row = query_features(list(fitted.in_sample_probabilities[i]), [c.features for c in r.candidates],
                                 gate.candidate_features, r.language)
            assert art.answerability.score(row) == pytest.approx(float(mine[i]), abs=1e-12)
        # the stage's decision for each query is the replay's, gate included
        replayed = gated_outcomes(recs, fitted.in_sample_probabilities,
                                  operating_outcomes(recs, fitted.in_sample_probabilities, sweep), gate)
        stage = DecideStage(art)
        for r, want in zip(recs[:80], replayed, strict=False):
            cands = [Candidate(entry_id=c.entry_id, n=0, fused_score=0.0, fused_rank=k + 1) for k, c in enumerate(r.candidates)]
            entries = {c.entry_id: ExperienceEntry(id=c.entry_id, title="t", body="b", project="*", asset_type="component",
                                                   status=c.status) for c in r.candidates}
            got = stage.run(cands, [c.features for c in r.candidates], entries, r.asset_type, degraded=False, language=r.language)
            assert got.kind == want.decided, r.query_id
            roles = {sc.candidate.entry_id: sc.role for sc in got.scored}
            assert roles == {c.entry_id: role for c, role in zip(r.candidates, want.roles, strict=True)}, r.query_id
