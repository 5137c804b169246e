"""Fitting the answerability gate: its thresholds, its out-of-fold scores, and that serving applies it as the replay does."""

from __future__ import annotations

import datetime as dt
from dataclasses import replace

import numpy as np
import pytest

from calibration.answerability import (
    GATE_ABSTAIN_PRECISION,
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
    def test_highest_threshold_whose_added_abstentions_are_right_often_enough(self) -> None:
        # 200 references: the 40 lowest-scored are truth abstain, then it is mixed, then clean.
        scores = np.linspace(0.0, 0.995, 200)
        truth = (np.arange(200) < 40) | ((np.arange(200) < 80) & (np.arange(200) % 2 == 0))
        referenced = np.ones(200, bool)
        t = choose_gate_threshold(scores, truth, referenced, precision=0.75, confidence=0.8)
        low = scores < t
        k, n = int((low & truth).sum()), int(low.sum())
        assert 1 - wilson_upper(n - k, n, 0.8) >= 0.75
        for higher in (x for x in np.round(np.arange(t + 0.01, 1.0, 0.01), 2)):  # no higher one is certified
            lo = scores < higher
            kk, nn = int((lo & truth).sum()), int(lo.sum())
            assert 1 - wilson_upper(nn - kk, nn, 0.8) < 0.75
        assert 0.2 < t < 0.4

    def test_only_the_rule_references_count(self) -> None:
        scores = np.linspace(0.0, 0.99, 100)
        truth = np.arange(100) < 30
        referenced = ~truth  # every truth-abstain query was injected or abstained by the rule: lowering only hurts
        assert choose_gate_threshold(scores, truth, referenced, precision=0.75, confidence=0.8) == 0.0

    def test_a_handful_of_right_abstentions_certifies_nothing(self) -> None:
        # 4 references below 0.5, all truth abstain: Wilson's lower bound is well under 0.75.
        scores = np.asarray([0.1, 0.2, 0.3, 0.4, 0.9, 0.9])
        truth = np.asarray([True, True, True, True, False, False])
        assert choose_gate_threshold(scores, truth, np.ones(6, bool), precision=0.75, confidence=0.8) == 0.0


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
        confidence=0.8, min_queries_per_language=100,
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
        referenced = np.asarray([o.decided == "reference" for o in outs])
        oof = np.asarray(gate.oof_scores)
        kw = dict(precision=GATE_ABSTAIN_PRECISION, confidence=0.8)
        assert gate.thresholds[GLOBAL] == choose_gate_threshold(oof, truth, referenced, **kw)
        lang = np.asarray([r.language for r in recs])
        for lg, t in gate.thresholds.items():
            if lg != GLOBAL:
                m = lang == lg
                assert m.sum() >= 100
                assert t == choose_gate_threshold(oof[m], truth[m], referenced[m], **kw)

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
        assert fit_gate(recs, fitted.oof_probabilities, outs, FEATURES, confidence=0.8,
                        min_queries_per_language=None) is None

    def test_the_gate_only_turns_references_into_abstentions(self, pool_fit) -> None:
        recs, fitted, _, outs, gate = pool_fit
        gated = gated_outcomes(recs, fitted.oof_probabilities, outs, gate, [-1.0] * len(recs))  # a gate that lowers all
        assert any(o.decided == "reference" for o in outs)
        for before, after in zip(outs, gated, strict=True):
            assert after.decided == ("abstain" if before.decided == "reference" else before.decided)
            if before.decided != "reference":
                assert after == before
        assert gated_outcomes(recs, fitted.oof_probabilities, outs, gate, [2.0] * len(recs)) == list(outs)


class TestServingAgreesWithTheReplay:
    def test_artifact_gate_scores_and_decisions_are_the_fits(self, pool_fit) -> None:
        recs, fitted, sweep, outs, gate = pool_fit
        # a threshold at the median score of the rule's in-sample references, so the gate lowers some of them
        ins = operating_outcomes(recs, fitted.in_sample_probabilities, sweep)
        ref_scores = [s for s, o in zip(gate.scores(gate_matrix(recs, fitted.in_sample_probabilities, gate.candidate_features)), ins)
                      if o.decided == "reference"]
        gate = replace(gate, thresholds={GLOBAL: round(float(np.median(ref_scores)), 2)})
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
        assert sum(o.decided == "abstain" for o in replayed) > sum(o.decided == "abstain" for o in ins)
        stage = DecideStage(art)
        for r, want in zip(recs, replayed, strict=True):
            cands = [Candidate(entry_id=c.entry_id, n=0, fused_score=0.0, fused_rank=k + 1) for k, c in enumerate(r.candidates)]
            entries = {c.entry_id: ExperienceEntry(id=c.entry_id, title="t", body="b", project="*", asset_type="component",
                                                   status=c.status) for c in r.candidates}
            got = stage.run(cands, [c.features for c in r.candidates], entries, r.asset_type, degraded=False, language=r.language)
            assert got.kind == want.decided, r.query_id
            roles = {sc.candidate.entry_id: sc.role for sc in got.scored}
            assert roles == {c.entry_id: role for c, role in zip(r.candidates, want.roles, strict=True)}, r.query_id
