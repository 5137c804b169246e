"""The boosted part of the decision model: export, numpy serving, artifact validation."""

from __future__ import annotations

import copy
import datetime as dt

import numpy as np
import pytest

from calibration.artifact import build_artifact
from calibration.metrics import evaluate
from calibration.model import TREE_PARAMS, export_trees, fit_trees
from calibration.thresholds import calibrate_thresholds, operating_outcomes
from service.decision.artifact import Artifact, content_id
from service.decision.scoring import LEAF, tree_arrays, tree_raw
from service.errors import CalibrationInvalid

pytestmark = pytest.mark.unit

SCORER = {"embedder": "usem3@test", "top_n": 5}


def _data(n: int = 600, d: int = 6, seed: int = 0) -> tuple[np.ndarray, np.ndarray]:
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(n, d))
    # An interaction no linear model can express: positive when both signs agree.
    y = ((x[:, 0] * x[:, 1] > 0) & (x[:, 2] > -0.5)).astype(int)
    return x, y


class TestExport:
    def test_numpy_walk_equals_sklearn(self) -> None:
        from sklearn.ensemble import HistGradientBoostingClassifier

        x, y = _data()
        model = HistGradientBoostingClassifier(**TREE_PARAMS, random_state=0).fit(x, y)
        part = export_trees(model)
        fresh = np.random.default_rng(9).normal(size=(300, x.shape[1])) * 3  # also far outside the training range
        assert np.allclose(part.raw(fresh), model.decision_function(fresh), atol=1e-9)
        assert len(part.trees) == TREE_PARAMS["max_iter"]

    def test_fit_trees_learns_an_interaction(self) -> None:
        x, y = _data()
        part = fit_trees(x, y, class_weight=None, seed=0)
        xt, yt = _data(seed=1)
        p = 1 / (1 + np.exp(-part.raw(xt)))
        assert np.mean((p > 0.5) == yt) > 0.85

    def test_hand_built_tree(self) -> None:
        # x0 <= 1 → (x1 <= 0 → -1 | 2), else 5; plus a one-leaf tree adding 0.5.
        trees = [
            {"feature": [0, 1, 0, 0, 0], "threshold": [1.0, 0.0, 0, 0, 0], "left": [1, 3, LEAF, LEAF, LEAF],
             "right": [2, 4, LEAF, LEAF, LEAF], "value": [0, 0, 5.0, -1.0, 2.0]},
            {"feature": [0], "threshold": [0.0], "left": [LEAF], "right": [LEAF], "value": [0.5]},
        ]
        arrays = tree_arrays(trees)
        x = np.array([[0.0, -1.0], [0.0, 1.0], [1.0, 0.0], [3.0, -9.0]])
        assert tree_raw(x, arrays, 0.25).tolist() == [-0.25, 2.75, -0.25, 5.75]
        assert tree_raw(np.zeros((0, 2)), arrays, 0.25).shape == (0,)


@pytest.fixture(scope="module")
def artifact(records, fitted) -> Artifact:
    res = calibrate_thresholds(records, fitted.oof_probabilities, n_resamples=50, min_queries=None)
    summary = evaluate(records, operating_outcomes(records, fitted.oof_probabilities, res), n_resamples=50)
    return build_artifact(fitted, res, summary, scorer=SCORER, eval_set_sha256="cd" * 32, created=dt.date(2026, 12, 1))


class TestArtifact:
    def test_serving_equals_the_fit(self, records, fitted, artifact) -> None:
        assert artifact.boosted is not None and len(artifact.boosted.trees) == len(fitted.boosted.trees)
        rows = [c.features for r in records[:20] for c in r.candidates]
        assert np.allclose(artifact.probabilities(rows), [fitted.probability(f) for f in rows], atol=1e-12)

    def test_round_trip_keeps_the_trees(self, tmp_path, artifact) -> None:
        again = Artifact.load(artifact.save(tmp_path / "cal.json"))
        assert again == artifact and again.id == content_id(again)

    def test_logistic_artifact_has_no_boosted_key(self, artifact) -> None:
        body = artifact.to_json()
        body.pop("boosted")
        plain = Artifact.model_validate({**body, "id": content_id(body)})
        assert "boosted" not in plain.to_json() and plain.boosted is None

    @pytest.mark.parametrize(
        ("mutate", "message"),
        [
            (lambda t: t.update(left=[0] + t["left"][1:]), "must come after its parent"),
            (lambda t: t.update(value=t["value"][:-1]), "one entry per node"),
            (lambda t: t.update(right=[LEAF] + t["right"][1:]), "a leaf has both children -1"),
            (lambda t: t.update(feature=[99] + t["feature"][1:]), "splits on feature index 99"),
        ],
    )
    def test_broken_trees_are_refused(self, tmp_path, artifact, mutate, message) -> None:
        body = copy.deepcopy(artifact.to_json())
        tree = next(t for t in body["boosted"]["trees"] if t["left"][0] != LEAF)
        mutate(tree)
        body["id"] = content_id(body)
        path = tmp_path / "bad.json"
        import json

        path.write_text(json.dumps(body), encoding="utf-8")
        with pytest.raises(CalibrationInvalid, match=message):
            Artifact.load(path)
