"""The decision model: grouped CV, out-of-fold probabilities, degenerate inputs."""

from __future__ import annotations

import copy

import numpy as np
import pytest

from calibration.model import (
    ENSEMBLE,
    LOGISTIC,
    InsufficientData,
    feature_matrix,
    fit_decision_model,
    grouped_splits,
    logistic_probabilities,
    sigmoid,
)
from calibration.records import CandidateRecord, QueryRecord
from tests.calibration.conftest import TEST_CS, TEST_FOLDS
from tests.calibration.synthetic import FEATURES, make_records

pytestmark = pytest.mark.unit


def _query(i: int, labels: list[str | None], scores: list[float]) -> QueryRecord:
    cands = tuple(
        CandidateRecord(f"e{i}-{j}", 0, "verified", "component", {"s": s}, lab)
        for j, (lab, s) in enumerate(zip(labels, scores, strict=True))
    )
    return QueryRecord(f"q{i}", "x", "c", "en", "component", "inject",
                       {c.entry_id: c.label for c in cands if c.label}, cands)


class TestFit:
    def test_positives_get_higher_probabilities(self, records, fitted) -> None:
        for probs in (fitted.oof_probabilities, fitted.in_sample_probabilities):
            pos = [p for r, ps in zip(records, probs, strict=True) for c, p in zip(r.candidates, ps, strict=True) if c.reusable]
            neg = [p for r, ps in zip(records, probs, strict=True) for c, p in zip(r.candidates, ps, strict=True) if not c.reusable]
            assert np.mean(pos) > np.mean(neg) + 0.3
        assert fitted.coefficients[0] > 0  # rerank score pushes towards reusable

    def test_out_of_fold_differs_from_in_sample(self, fitted) -> None:
        oof = np.concatenate([np.array(p) for p in fitted.oof_probabilities])
        ins = np.concatenate([np.array(p) for p in fitted.in_sample_probabilities])
        assert oof.shape == ins.shape and not np.isnan(oof).any()
        assert not np.allclose(oof, ins)

    def test_aligned_with_candidates(self, records, fitted) -> None:
        assert [len(p) for p in fitted.oof_probabilities] == [len(r.candidates) for r in records]
        assert fitted.n_queries == len(records)
        assert fitted.n_rows == sum(len(r.candidates) for r in records)

    def test_deterministic_and_pure(self, records) -> None:
        sub = records[:30]
        before = copy.deepcopy(sub)
        a = fit_decision_model(sub, FEATURES, seed=3, n_folds=TEST_FOLDS, cs=TEST_CS)
        b = fit_decision_model(sub, FEATURES, seed=3, n_folds=TEST_FOLDS, cs=TEST_CS)
        assert a == b
        assert sub == before

    def test_probability_matches_the_formula(self, records, fitted) -> None:
        c = records[0].candidates[0]
        x = np.array([c.features[f] for f in FEATURES])
        z = fitted.intercept + np.dot((x - fitted.mean) / fitted.scale, fitted.coefficients)
        assert fitted.model == ENSEMBLE and fitted.boosted is not None
        tree = float(fitted.boosted.raw(x[None, :])[0])
        assert fitted.probability(c.features) == pytest.approx((1 / (1 + np.exp(-z)) + 1 / (1 + np.exp(-tree))) / 2)
        assert fitted.probability(c.features) == pytest.approx(fitted.in_sample_probabilities[0][0])

    def test_logistic_alone_is_the_logistic_formula(self, records) -> None:
        m = fit_decision_model(records, FEATURES, seed=0, n_folds=TEST_FOLDS, cs=TEST_CS, model=LOGISTIC)
        assert m.model == LOGISTIC and m.boosted is None
        c = records[0].candidates[0]
        x = np.array([c.features[f] for f in FEATURES])
        z = m.intercept + np.dot((x - m.mean) / m.scale, m.coefficients)
        assert m.probability(c.features) == pytest.approx(1 / (1 + np.exp(-z)))
        assert m.probability(c.features) == pytest.approx(m.in_sample_probabilities[0][0])

    def test_unknown_model_class_is_refused(self, records) -> None:
        with pytest.raises(ValueError, match="model must be one of"):
            fit_decision_model(records, FEATURES, model="forest")

    def test_balanced_class_weight_raises_minority_probabilities(self, records) -> None:
        plain = fit_decision_model(records, FEATURES, seed=0, n_folds=TEST_FOLDS, cs=TEST_CS)
        bal = fit_decision_model(records, FEATURES, seed=0, n_folds=TEST_FOLDS, cs=TEST_CS, class_weight="balanced")
        mean = lambda m: np.mean([p for ps in m.in_sample_probabilities for p in ps])  # noqa: E731
        assert mean(bal) > mean(plain)  # positives are the minority here


class TestMatchBlockPenalty:
    """The semantic-match block is penalised apart, and serving needs to know nothing of it."""

    @staticmethod
    def _with_block(records: list[QueryRecord], seed: int = 0) -> tuple[list[QueryRecord], tuple[str, ...]]:
        rng = np.random.default_rng(seed)
        block = ("qe_000", "qe_001", "qe_002")
        out = []
        for r in records:
            cands = tuple(
                CandidateRecord(c.entry_id, c.chunk, c.status, c.asset_type,
                                dict(c.features) | {b: float(rng.normal(0.3 if c.reusable else 0.0, 1.0)) for b in block}, c.label)
                for c in r.candidates
            )
            out.append(QueryRecord(r.query_id, r.query, r.category, r.language, r.asset_type, r.expected, r.labels, cands))
        return out, FEATURES + block

    def test_weights(self) -> None:
        from calibration.model import MATCH_BLOCK_WEIGHT, penalty_weights

        assert penalty_weights(("fused", "qe_000", "qe_511", "rerank")).tolist() == [1.0, MATCH_BLOCK_WEIGHT, MATCH_BLOCK_WEIGHT, 1.0]

    def test_folded_into_the_scale_and_shrinks_the_block(self, records) -> None:
        from calibration.model import MATCH_BLOCK_WEIGHT

        recs, feats = self._with_block(records)
        fitted = fit_decision_model(recs, feats, seed=0, n_folds=TEST_FOLDS, cs=TEST_CS)
        x = feature_matrix([c.features for r in recs for c in r.candidates], feats)
        std = x.std(axis=0)
        # named features keep their standard deviation; the block's scale is s / weight
        assert np.allclose(fitted.scale[:2], std[:2])
        assert np.allclose(fitted.scale[2:], std[2:] / MATCH_BLOCK_WEIGHT)
        assert any("penalised apart" in n for n in fitted.notes)
        # the stored arrays alone reproduce the probabilities (serving is unchanged)
        c = recs[0].candidates[0]
        assert fitted.probability(c.features) == pytest.approx(fitted.in_sample_probabilities[0][0])

    def test_the_block_is_shrunk_more_than_the_named_features(self, records, monkeypatch) -> None:
        import calibration.model as model

        recs, feats = self._with_block(records)
        block = np.array([f.startswith("qe_") for f in feats])

        def block_share(weight: float) -> float:
            # |weight| of the block on its plain standardised columns, (x − μ) / std, over the named features'
            monkeypatch.setattr(model, "MATCH_BLOCK_WEIGHT", weight)
            m = fit_decision_model(recs, feats, seed=0, n_folds=TEST_FOLDS, cs=TEST_CS)
            effect = np.abs(np.asarray(m.coefficients) * np.where(block, weight, 1.0))
            return float(effect[block].sum() / effect[~block].sum())

        assert block_share(0.1) < 0.5 * block_share(1.0)

    def test_no_block_no_change(self, records) -> None:
        fitted = fit_decision_model(records, FEATURES, seed=0, n_folds=TEST_FOLDS, cs=TEST_CS)
        x = feature_matrix([c.features for r in records for c in r.candidates], FEATURES)
        assert np.allclose(fitted.scale, x.std(axis=0))


class TestGroupedSplits:
    def test_no_query_straddles_folds(self, records) -> None:
        y = np.array([int(c.reusable) for r in records for c in r.candidates])
        g = np.array([i for i, r in enumerate(records) for _ in r.candidates])
        splits = grouped_splits(y, g, 5, seed=0)
        assert splits is not None and len(splits) == 5
        for tr, te in splits:
            assert not set(g[tr]) & set(g[te])
            assert set(y[tr]) == {0, 1}
        assert sorted(np.concatenate([te for _, te in splits]).tolist()) == list(range(len(y)))


class TestDegenerate:
    def test_single_class(self) -> None:
        recs = [_query(i, [None, None], [0.1, 0.2]) for i in range(10)]
        with pytest.raises(InsufficientData, match="both reusable and non-reusable"):
            fit_decision_model(recs, ["s"])

    def test_too_few_queries(self) -> None:
        recs = [_query(i, ["reusable", None], [1.0, 0.0]) for i in range(3)]
        with pytest.raises(InsufficientData, match="at least 4"):
            fit_decision_model(recs, ["s"])

    def test_one_query_holds_every_positive(self) -> None:
        recs = [_query(0, ["reusable", None], [1.0, 0.0])] + [_query(i, [None, None], [0.0, 0.1]) for i in range(1, 8)]
        with pytest.raises(InsufficientData, match="grouped split"):
            fit_decision_model(recs, ["s"])

    def test_missing_feature(self, records) -> None:
        with pytest.raises(InsufficientData, match="missing features"):
            fit_decision_model(records, ["rerank_score", "nope"])

    def test_few_queries_fall_back_to_fixed_c(self) -> None:
        recs = [_query(i, ["reusable" if i % 2 else None, None], [float(i % 2) + 0.1 * i, -0.5]) for i in range(4)]
        m = fit_decision_model(recs, ["s"], n_folds=2)
        assert any("C fixed" in n for n in m.notes)
        assert len(m.oof_probabilities) == 4


class TestServingMath:
    def test_sigmoid_is_stable(self) -> None:
        z = np.array([-1e4, -30.0, 0.0, 30.0, 1e4])
        p = sigmoid(z)
        assert np.all(np.isfinite(p)) and p[2] == 0.5 and p[0] == 0.0 and p[-1] == 1.0
        assert np.allclose(p[1:4], 1 / (1 + np.exp(-z[1:4])))

    def test_feature_matrix_errors(self) -> None:
        with pytest.raises(ValueError, match="missing"):
            feature_matrix([{"a": 1.0}], ["a", "b"])
        with pytest.raises(ValueError, match="finite"):
            feature_matrix([{"a": float("nan")}], ["a"])

    def test_logistic_probabilities_vectorised(self) -> None:
        x = np.array([[0.0, 1.0], [2.0, -1.0]])
        p = logistic_probabilities(x, [1.0, 0.0], [2.0, 1.0], [1.0, 0.5], -0.25)
        z = np.array([-0.5 + 0.5 - 0.25, 0.5 - 0.5 - 0.25])
        assert np.allclose(p, 1 / (1 + np.exp(-z)))


def test_synthetic_generator_is_seeded() -> None:
    assert make_records(5, seed=2) == make_records(5, seed=2)


def test_serving_clips_features_to_the_training_range() -> None:
    """A linear model must not extrapolate: far outside the training range = at its edge."""
    from calibration.model import logistic_probabilities

    mean, scale, w, b = [0.7], [0.025], [-0.5], 0.0
    lo, hi = [0.6], [0.8]
    edge = logistic_probabilities([[0.6]], mean, scale, w, b, lo, hi)[0]
    far = logistic_probabilities([[-5.0]], mean, scale, w, b, lo, hi)[0]
    unclipped = logistic_probabilities([[-5.0]], mean, scale, w, b)[0]
    assert far == edge < 0.9 and unclipped > 0.999
