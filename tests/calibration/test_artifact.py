"""The calibration artifact: round trip, scorer check, validation, serving maths."""

from __future__ import annotations

import datetime as dt
import json
import subprocess
import sys

import pytest

from calibration.artifact import build_artifact, sha256_file
from service.decision.artifact import ABSENT, Artifact, content_id
from calibration.metrics import evaluate
from calibration.thresholds import calibrate_thresholds, operating_outcomes
from service.decision.rule import GLOBAL_SCOPE
from service.errors import CalibrationInvalid, CalibrationMismatch

pytestmark = pytest.mark.unit

SCORER = {
    "reranker": "BAAI/bge-reranker-base",
    "revision": "2cfc18c",
    "normalize": True,
    "max_length": 256,
    "input_template": "{title}\n{text}",
    "candidate_depth": 50,
    "top_n": 5,
    "embedder": "all-MiniLM-L6-v2@0.1.0",
    "fusion_k": 60,
    "temperature": 1.0,
    "device": None,
}


@pytest.fixture(scope="module")
def artifact(records, fitted) -> Artifact:
    res = calibrate_thresholds(records, fitted.oof_probabilities, n_resamples=100, min_queries=21)
    summary = evaluate(records, operating_outcomes(records, fitted.oof_probabilities, res), n_resamples=100)
    return build_artifact(fitted, res, summary, scorer=SCORER, eval_set_sha256="ab" * 32, created=dt.date(2024, 11, 19))


class TestRoundTrip:
    def test_save_load(self, tmp_path, artifact) -> None:
        path = artifact.save(tmp_path / "cal.json")
        again = Artifact.load(path)
        assert again == artifact
        assert again.id == artifact.id == content_id(artifact)
        assert again.id.startswith("cal-")

    def test_schema_shape(self, tmp_path, artifact) -> None:
        obj = json.loads(artifact.save(tmp_path / "cal.json").read_text(encoding="utf-8"))
        assert set(obj) == {
            "schema_version", "id", "created", "scorer", "features", "standardisation", "coefficients",
            "intercept", "thresholds", "eval_set_sha256", "metrics", "budgets", "bound_method", "confidence", "fit",
            "boosted",
        }
        assert obj["boosted"].keys() == {"baseline", "trees", "params"}
        assert obj["boosted"]["trees"][0].keys() == {"feature", "threshold", "left", "right", "value"}
        assert obj["schema_version"] == 1 and obj["created"] == "2024-11-19"
        assert set(obj["thresholds"]) == {"global", "per_asset_type"}
        assert obj["metrics"]["wrong_injection"].keys() == {"value", "lower", "upper", "numerator", "denominator"}
        assert obj["scorer"]["normalize"] is True and obj["scorer"]["device"] is None

    def test_id_ignores_created_but_not_content(self, records, fitted, artifact) -> None:
        res = calibrate_thresholds(records, fitted.oof_probabilities, n_resamples=100, min_queries=21)
        summary = evaluate(records, operating_outcomes(records, fitted.oof_probabilities, res), n_resamples=100)
        later = build_artifact(fitted, res, summary, scorer=SCORER, eval_set_sha256="ab" * 32, created=dt.date(2025, 1, 1))
        assert later.id == artifact.id
        other = build_artifact(fitted, res, summary, scorer={**SCORER, "top_n": 3}, eval_set_sha256="ab" * 32)
        assert other.id != artifact.id

    def test_sha256_file(self, tmp_path) -> None:
        p = tmp_path / "queries.jsonl"
        p.write_bytes(b"abc")
        assert sha256_file(p) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"


class TestScorer:
    def test_same_scorer_passes(self, artifact) -> None:
        artifact.check_scorer(dict(SCORER))
        artifact.check_scorer({**SCORER, "max_length": 256.0})  # numbers compare numerically

    def test_mismatch_lists_every_differing_key(self, artifact) -> None:
        running = {**SCORER, "normalize": False, "top_n": 3}
        del running["fusion_k"]
        running["extra"] = "x"
        with pytest.raises(CalibrationMismatch) as info:
            artifact.check_scorer(running)
        err = info.value
        assert err.artifact == artifact.id
        assert err.differences == {
            "normalize": (True, False),
            "top_n": (5, 3),
            "fusion_k": (60, ABSENT),
            "extra": (ABSENT, "x"),
        }
        assert "normalize" in str(err) and "mxr sweep" in str(err)

    def test_bool_is_not_int(self, artifact) -> None:
        with pytest.raises(CalibrationMismatch):
            artifact.check_scorer({**SCORER, "normalize": 1})


class TestServing:
    def test_probability_matches_fit(self, records, fitted, artifact) -> None:
        for r, probs in zip(records[:5], fitted.in_sample_probabilities, strict=False):
            for c, p in zip(r.candidates, probs, strict=True):
                assert artifact.probability(c.features) == pytest.approx(p, abs=1e-12)

    def test_missing_feature_is_an_error(self, artifact) -> None:
        with pytest.raises(ValueError, match="missing features"):
            artifact.probability({"rerank_score": 1.0})

    def test_thresholds_for(self, records, artifact) -> None:
        g = artifact.thresholds.global_.to_thresholds()
        assert artifact.thresholds_for(None) == (g, GLOBAL_SCOPE)
        assert artifact.thresholds_for("never-seen") == (g, GLOBAL_SCOPE)
        for at, sel in artifact.thresholds.per_asset_type.items():
            t, scope = artifact.thresholds_for(at)
            assert scope == (at if sel.scope != GLOBAL_SCOPE else GLOBAL_SCOPE)
            assert t.reference <= t.inject

    def test_per_language_thresholds_round_trip_and_apply(self, tmp_path, records, fitted) -> None:
        res = calibrate_thresholds(
            records, fitted.oof_probabilities, n_resamples=50, min_queries=None, min_queries_per_language=10
        )
        summary = evaluate(records, operating_outcomes(records, fitted.oof_probabilities, res), n_resamples=50)
        art = build_artifact(fitted, res, summary, scorer=SCORER, eval_set_sha256="ab" * 32, created=dt.date(2024, 11, 19))
        loaded = Artifact.load(art.save(tmp_path / "lang.json"))
        assert loaded.id == art.id and set(loaded.thresholds.per_language) == {r.language for r in records}
        for lang, sel in res.per_language.items():
            assert loaded.thresholds_for(None, lang) == res.thresholds_for(None, lang)
            t, scope = loaded.thresholds_for("component", lang)
            assert scope == (lang if sel.scope != GLOBAL_SCOPE else GLOBAL_SCOPE)
            assert (t.inject, t.reference) == (sel.thresholds.inject, sel.thresholds.reference)

    def test_an_artifact_without_languages_has_no_language_block(self, artifact) -> None:
        # So its JSON (and therefore its content id) is what it was before languages had thresholds.
        assert "per_language" not in artifact.to_json()["thresholds"]
        assert artifact.thresholds_for("component", "zh") == artifact.thresholds_for("component")

    def test_serving_imports_neither_sklearn_nor_fastapi(self) -> None:
        # design.md: serving owns the decision; it never needs calibration/, scipy or sklearn.
        code = (
            "import sys, service.decision.artifact, service.decision.rule, service.decision.scoring, service.decision.stage;"
            "bad = [m for m in ('sklearn', 'scipy', 'fastapi', 'matplotlib') if m in sys.modules];"
            "cal = [m for m in sys.modules if m == 'calibration' or m.startswith('calibration.')];"
            "assert not bad and not cal, (bad, cal)"
        )
        subprocess.run([sys.executable, "-c", code], check=True)

    def test_calibration_never_imports_fastapi(self) -> None:
        code = (
            "import sys, calibration.report, calibration.model, calibration.thresholds, calibration.metrics;"
            "assert 'fastapi' not in sys.modules and 'service.api' not in sys.modules"
        )
        subprocess.run([sys.executable, "-c", code], check=True)


class TestInvalid:
    def _write(self, tmp_path, obj) -> str:
        p = tmp_path / "bad.json"
        p.write_text(obj if isinstance(obj, str) else json.dumps(obj), encoding="utf-8")
        return str(p)

    def test_missing_file(self, tmp_path) -> None:
        with pytest.raises(CalibrationInvalid, match="cannot read"):
            Artifact.load(tmp_path / "nope.json")

    def test_not_json(self, tmp_path) -> None:
        with pytest.raises(CalibrationInvalid, match="not UTF-8 JSON"):
            Artifact.load(self._write(tmp_path, "{nope"))

    def test_other_schema_version(self, tmp_path, artifact) -> None:
        with pytest.raises(CalibrationInvalid, match="schema_version 2"):
            Artifact.load(self._write(tmp_path, {**artifact.to_json(), "schema_version": 2}))

    def test_hand_edited_threshold(self, tmp_path, artifact) -> None:
        obj = artifact.to_json()
        obj["thresholds"]["global"]["inject"] = 0.01
        obj["thresholds"]["global"]["reference"] = 0.0
        with pytest.raises(CalibrationInvalid, match="does not match the content"):
            Artifact.load(self._write(tmp_path, obj))

    @pytest.mark.parametrize(
        ("mutate", "message"),
        [
            (lambda o: o.update(coefficients=o["coefficients"][:1]), "coefficients has 1 values for 2 features"),
            (lambda o: o.pop("features"), "features: Field required"),
            (lambda o: o["standardisation"].update(scale=[1.0, 0.0]), "scale must be > 0"),
            (lambda o: o["thresholds"]["global"].update(inject=0.1, reference=0.5), "reference 0.5 is above inject"),
            (lambda o: o.update(eval_set_sha256="xyz"), "eval_set_sha256"),
            (lambda o: o.update(bound_method="vibes"), "bound_method"),
            (lambda o: o.update(surprise=1), "surprise"),
        ],
    )
    def test_schema_errors_name_the_field(self, tmp_path, artifact, mutate, message) -> None:
        obj = artifact.to_json()
        mutate(obj)
        with pytest.raises(CalibrationInvalid, match=message):
            Artifact.load(self._write(tmp_path, obj))
