"""The answerability gate: its query features, the gate rule, the artifact block and the stage that applies it."""

from __future__ import annotations

import copy
import datetime as dt
from dataclasses import dataclass

import numpy as np
import pytest

from service.contracts import ExperienceEntry
from service.decision.answerability import (
    LANGUAGE_FEATURE,
    PROFILE_FEATURES,
    apply_gate,
    query_feature_names,
    query_features,
)
from service.decision.artifact import Answerability
from service.decision.rule import Thresholds
from service.decision.stage import DecideStage
from service.domain import Candidate

pytestmark = pytest.mark.unit


class TestQueryFeatures:
    def test_profile_and_best_candidate(self) -> None:
        rows = [{"cov": 0.2, "cos": 0.1}, {"cov": 0.9, "cos": 0.7}, {"cov": 0.5, "cos": 0.3}]
        f = query_features([0.3, 0.8, 0.6], rows, ["cov", "cos"], "zh")
        assert f["p1"] == 0.8 and f["p2"] == 0.6 and f["p1_minus_p2"] == pytest.approx(0.2)
        assert f["p_mean5"] == pytest.approx((0.8 + 0.6 + 0.3) / 5)  # missing ranks count 0
        assert f["n_over_half"] == 2.0 and f["n_candidates"] == 3.0
        assert f["best.cov"] == 0.9 and f["best.cos"] == 0.7  # the most probable candidate's own features
        assert f[LANGUAGE_FEATURE] == 1.0
        assert list(f) == list(query_feature_names(["cov", "cos"]))

    def test_ties_take_the_first_and_no_candidates_is_all_zero(self) -> None:
        f = query_features([0.5, 0.5], [{"a": 1.0}, {"a": 2.0}], ["a"], "en")
        assert f["best.a"] == 1.0 and f[LANGUAGE_FEATURE] == 0.0
        empty = query_features([], [], ["a"], None)
        assert all(v == 0.0 for v in empty.values())

    def test_lengths_must_agree(self) -> None:
        with pytest.raises(ValueError, match="2 probabilities for 1 candidates"):
            query_features([0.1, 0.2], [{"a": 1.0}], ["a"], "en")


class TestApplyGate:
    def test_inject_stands_whatever_the_score(self) -> None:
        kind, roles = apply_gate("inject", ["default_plan", None], 0.0, 0.9)
        assert kind == "inject" and roles == ["default_plan", None]

    def test_below_the_threshold_a_reference_becomes_an_abstention(self) -> None:
        kind, roles = apply_gate("reference", ["reference", "checklist"], 0.3, 0.4)
        assert kind == "abstain" and roles == [None, None]

    def test_above_keeps_the_rule_references(self) -> None:
        kind, roles = apply_gate("reference", [None, "reference"], 0.5, 0.4)
        assert kind == "reference" and roles == [None, "reference"]

    def test_the_gate_never_answers_what_the_rule_dropped(self) -> None:
        # however answerable the question looks, an abstention of the rule stands (no entry is raised)
        assert apply_gate("abstain", [None, None, None], 0.99, 0.4) == ("abstain", [None, None, None])
        assert apply_gate("abstain", [], 0.99, 0.0) == ("abstain", [])


def _block(candidate_features=("p", "cov"), **overrides) -> dict:
    names = list(query_feature_names(candidate_features))
    d = len(names)
    block = {
        "candidate_features": list(candidate_features),
        "features": names,
        "standardisation": {"mean": [0.0] * d, "scale": [1.0] * d, "lower": [-10.0] * d, "upper": [10.0] * d},
        # answerability rises with the best probability and the best candidate's coverage
        "coefficients": [4.0 if n in ("p1", "best.cov") else 0.0 for n in names],
        "intercept": -3.0,
        "thresholds": {"global": 0.5, "per_language": {"zh": 0.6}},
        "n_queries": 100,
        "n_answerable": 80,
    }
    block.update(overrides)
    return block


class TestArtifactBlock:
    def test_score_is_the_logistic_of_the_features(self) -> None:
        gate = Answerability.model_validate(_block())
        row = query_features([0.9], [{"p": 0.9, "cov": 0.5}], ["p", "cov"], "en")
        assert gate.score(row) == pytest.approx(1 / (1 + np.exp(-(4 * 0.9 + 4 * 0.5 - 3))))
        assert gate.threshold_for("zh") == (0.6, "zh")
        assert gate.threshold_for("en") == (0.5, "global") and gate.threshold_for(None) == (0.5, "global")

    def test_features_must_be_the_query_features_in_order(self) -> None:
        bad = _block()
        bad["features"] = list(reversed(bad["features"]))
        with pytest.raises(ValueError, match="query_feature_names"):
            Answerability.model_validate(bad)

    def test_lengths_and_thresholds_are_checked(self) -> None:
        with pytest.raises(ValueError, match="coefficients has 3 values"):
            Answerability.model_validate(_block(coefficients=[0.0, 1.0, 2.0]))
        with pytest.raises(ValueError, match="within"):
            Answerability.model_validate(_block(thresholds={"global": 0.5, "per_language": {"zh": 1.5}}))

    def test_artifact_refuses_a_gate_on_unknown_candidate_features(self, tmp_path) -> None:
        from service.decision.artifact import Artifact, content_id
        from service.errors import CalibrationInvalid

        base = _artifact_json()
        base["answerability"] = _block(candidate_features=("p", "nope"))
        base["id"] = content_id(base)  # (the block is refused before the id is compared)
        path = tmp_path / "a.json"
        import json

        path.write_text(json.dumps(base))
        with pytest.raises(CalibrationInvalid, match="not features of the model"):
            Artifact.load(path)


def _artifact_json() -> dict:
    """A minimal valid artifact over features p and cov (the candidate model p_lin ≈ p)."""
    body = {
        "schema_version": 1,
        "created": dt.date(2026, 12, 4).isoformat(),
        "scorer": {"embedder": "test"},
        "features": ["p", "cov"],
        "standardisation": {"mean": [0.0, 0.0], "scale": [1.0, 1.0]},
        "coefficients": [12.0, 0.0],
        "intercept": -6.0,
        "thresholds": {"global": {"inject": 0.8, "reference": 0.3}},
        "eval_set_sha256": "ab" * 32,
        "metrics": {},
        "budgets": {"wrong_injection": 0.05, "reference_wrong": 0.1},
        "bound_method": "wilson",
        "confidence": 0.8,
    }
    return _named(body)


def _named(body: dict) -> dict:
    """``body`` with the id loading recomputes (over the validated JSON form, as build_artifact names it)."""
    from service.decision.artifact import _ID_PENDING, Artifact, content_id

    draft = Artifact.model_validate({**body, "id": ""}, context={_ID_PENDING: True})
    return {**draft.to_json(), "id": content_id(draft)}


def _entries(*statuses):
    return {
        f"e{i}": ExperienceEntry(id=f"e{i}", title="t", body="b", project="*", asset_type="component", status=s)
        for i, s in enumerate(statuses)
    }


@dataclass
class GatedStub:
    """Probability = the 'p' feature, thresholds 0.8 / 0.3, and a real gate block."""

    answerability: Answerability

    def probabilities(self, rows):
        return [r["p"] for r in rows]

    def thresholds_for(self, asset_type, language=None):
        return Thresholds(0.8, 0.3), "global"


def _run(probs, covs, statuses, language="en"):
    cands = [Candidate(entry_id=f"e{i}", n=0, fused_score=1 / (61 + i), fused_rank=i + 1) for i in range(len(probs))]
    feats = [{"p": p, "cov": c} for p, c in zip(probs, covs)]
    stage = DecideStage(GatedStub(Answerability.model_validate(_block())))  # type: ignore[arg-type]
    return stage.run(cands, feats, _entries(*statuses), None, degraded=False, language=language)


class TestStage:
    def test_the_gate_abstains_on_a_weak_reference(self) -> None:
        # The rule alone would offer e0 as a reference (0.5 >= 0.3); the gate scores
        # σ(4·0.5 + 4·0.1 − 3) = 0.40 < 0.5: nothing here answers it.
        d = _run([0.5, 0.2], [0.1, 0.0], ["verified", "verified"])
        assert d.kind == "abstain" and all(sc.role is None for sc in d.scored)
        assert d.answerability == pytest.approx(1 / (1 + np.exp(0.6))) and d.answerability_threshold == 0.5

    def test_the_gate_never_answers_where_the_rule_dropped_everything(self) -> None:
        # p 0.25 < t_reference: the rule abstains; the gate would score σ(1 + 3.6 − 3) = 0.83 but does not run
        d = _run([0.25, 0.1], [0.9, 0.0], ["verified", "verified"])
        assert d.kind == "abstain" and all(sc.role is None for sc in d.scored)
        assert d.answerability is None and not d.gate_abstained

    def test_an_injection_stands_and_the_gate_does_not_run(self) -> None:
        d = _run([0.95], [0.0], ["verified"])
        assert d.kind == "inject" and d.answerability is None

    def test_per_language_threshold(self) -> None:
        # score σ(4·0.5 + 4·0.3 − 3) = 0.55: above the global 0.5, below Chinese 0.6
        assert _run([0.5], [0.3], ["verified"], language="en").kind == "reference"
        assert _run([0.5], [0.3], ["verified"], language="zh").kind == "abstain"


def test_an_artifact_without_a_gate_keeps_its_id() -> None:
    from service.decision.artifact import Artifact, content_id

    body = _artifact_json()
    art = Artifact.model_validate(body)
    assert art.answerability is None and "answerability" not in art.to_json()
    with_gate = copy.deepcopy(body)
    with_gate["answerability"] = _block()
    with_gate = _named(with_gate)
    assert with_gate["id"] != body["id"]
    gated = Artifact.model_validate(with_gate)
    assert gated.answerability is not None and gated.to_json()["answerability"]["thresholds"]["global"] == 0.5
