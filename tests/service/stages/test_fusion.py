"""RRF fusion: worked numbers from the seed articles and hypothesis invariants."""

from __future__ import annotations

import copy
import math

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from service.domain import Hit, PathResult, RecallPath
from service.stages.fusion import RRF_K_DEFAULT, FusionStage, rrf

pytestmark = pytest.mark.unit

ids = st.lists(st.sampled_from([f"e{i}" for i in range(30)]), max_size=25)
rankings = st.dictionaries(st.sampled_from(["lexical", "dense", "sparse"]), ids, max_size=3)


class TestRRF:
    def test_seed_article_worked_example(self):
        # 001: X is 2nd in BM25 and 30th in dense ≈ 0.0272; Y 8th in both ≈ 0.0294; Y wins.
        lex = ["a1", "X", "a3", "a4", "a5", "a6", "a7", "Y"]
        dense = [f"b{i}" for i in range(1, 8)] + ["Y"] + [f"c{i}" for i in range(21)] + ["X"]
        fused = dict(rrf({"lexical": lex, "dense": dense}))
        assert lex.index("X") == 1 and dense.index("X") == 29
        assert lex.index("Y") == 7 and dense.index("Y") == 7
        assert math.isclose(fused["X"], 1 / 62 + 1 / 90, rel_tol=1e-12)
        assert math.isclose(fused["Y"], 2 / 68, rel_tol=1e-12)
        assert round(fused["X"], 4) == 0.0272 and round(fused["Y"], 4) == 0.0294
        order = [d for d, _ in rrf({"lexical": lex, "dense": dense})]
        assert order.index("Y") < order.index("X")

    def test_consensus_example_000(self):
        # 000: B33 is 2nd in BM25 and 3rd in dense: 1/62 + 1/63 = 0.0320 beats R02 (2nd in dense only).
        fused = dict(rrf({"bm25": ["B06", "B33"], "dense": ["B06", "R02", "B33"]}))
        assert round(fused["B33"], 4) == 0.0320
        assert round(fused["R02"], 4) == 0.0161
        assert fused["B33"] > fused["R02"]

    def test_k_must_be_positive(self):
        with pytest.raises(ValueError):
            rrf({"a": ["x"]}, k=0)

    def test_weights(self):
        fused = dict(rrf({"lexical": ["a"], "dense": ["b"]}, weights={"lexical": 2.0}))
        assert math.isclose(fused["a"], 2 / 61) and math.isclose(fused["b"], 1 / 61)

    @given(rankings)
    @settings(max_examples=200, deadline=None)
    def test_does_not_mutate_inputs(self, r):
        before = copy.deepcopy(r)
        rrf(r)
        assert r == before

    @given(rankings)
    @settings(max_examples=200, deadline=None)
    def test_union_of_ids(self, r):
        out = [d for d, _ in rrf(r)]
        assert set(out) == {d for ids_ in r.values() for d in ids_}
        assert len(out) == len(set(out))

    @given(rankings, st.randoms(use_true_random=False))
    @settings(max_examples=200, deadline=None)
    def test_order_independent(self, r, rnd):
        items = list(r.items())
        rnd.shuffle(items)
        assert rrf(dict(items)) == rrf(r)

    @given(rankings)
    @settings(max_examples=200, deadline=None)
    def test_scores_sorted_and_bounded(self, r):
        out = rrf(r)
        scores = [s for _, s in out]
        assert scores == sorted(scores, reverse=True)
        assert all(0 < s <= len(r) / (RRF_K_DEFAULT + 1) + 1e-12 for s in scores)


class TestFusionStage:
    def _path(self, path, entries, error=None):
        return PathResult(path, tuple(Hit(e, n, 1.0 / (i + 1)) for i, (e, n) in enumerate(entries)), 1.0, error)

    def test_provenance_and_ranks(self):
        lex = self._path(RecallPath.LEXICAL, [("a", 0), ("b", 2)])
        den = self._path(RecallPath.DENSE, [("b", 1), ("c", 0)])
        fused = FusionStage().run([lex, den])
        by = {c.entry_id: c for c in fused.candidates}
        assert [c.entry_id for c in fused.candidates][0] == "b"
        assert by["b"].lexical_rank == 2 and by["b"].dense_rank == 1 and by["b"].n == 1  # dense ranked it better
        assert by["a"].dense_rank is None and by["c"].lexical_rank is None
        assert [c.fused_rank for c in fused.candidates] == [1, 2, 3]
        assert fused.degraded == ()

    def test_failed_path_is_degraded(self):
        lex = self._path(RecallPath.LEXICAL, [("a", 0)])
        den = self._path(RecallPath.DENSE, [], error="boom")
        fused = FusionStage().run([lex, den])
        assert fused.degraded == (RecallPath.DENSE,)
        assert [c.entry_id for c in fused.candidates] == ["a"]

    def test_depth(self):
        lex = self._path(RecallPath.LEXICAL, [(f"e{i}", 0) for i in range(80)])
        assert len(FusionStage(depth=50).run([lex]).candidates) == 50
