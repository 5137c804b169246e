"""Golden numbers from the seed BM25 lab (N=46 documents, avgdl 33.96)."""

from __future__ import annotations

import math

import pytest

from analyzers.bm25 import B_DEFAULT, K1_DEFAULT, bm25_term_score, lucene_idf

pytestmark = pytest.mark.unit


class TestBm25Reference:
    def test_defaults_are_lucene_defaults(self) -> None:
        assert (K1_DEFAULT, B_DEFAULT) == (1.2, 0.75)

    def test_idf_rare_term(self) -> None:
        # err_slug_conflict in 2 of 46 documents: ln(1 + 44.5/2.5) = ln 18.8
        assert lucene_idf(46, 2) == pytest.approx(math.log(18.8))
        assert round(lucene_idf(46, 2), 3) == 2.934

    def test_idf_common_term(self) -> None:
        # '文章' in 19 of 46 documents
        assert round(lucene_idf(46, 19), 3) == 0.880

    def test_idf_always_positive(self) -> None:
        assert lucene_idf(46, 46) > 0

    def test_term_score_b07(self) -> None:
        # B07: 35 terms, tf=2, avgdl 33.96 → ≈ 4.00
        score = bm25_term_score(2, 35, 33.96, lucene_idf(46, 2), k1=1.2, b=0.75)
        assert round(score, 2) == 4.00

    def test_seed_breakdown_r03(self) -> None:
        # R03 (41 terms): 标签 tf=3 df=8 → idf 1.710, contribution 2.573
        idf = lucene_idf(46, 8)
        assert round(idf, 3) == 1.710
        assert round(bm25_term_score(3, 41, 33.96, idf), 3) == 2.573

    def test_zero_tf_scores_zero(self) -> None:
        assert bm25_term_score(0, 10, 10, 3.0) == 0.0

    def test_b_zero_ignores_length(self) -> None:
        idf = 2.0
        assert bm25_term_score(1, 10, 20, idf, b=0.0) == bm25_term_score(1, 1000, 20, idf, b=0.0)

    @pytest.mark.parametrize(
        ("args", "kwargs"),
        [((-1, 10, 10, 1.0), {}), ((1, 10, 0, 1.0), {}), ((1, 10, 10, 1.0), {"b": 1.5})],
    )
    def test_invalid_arguments(self, args: tuple, kwargs: dict) -> None:
        with pytest.raises(ValueError):
            bm25_term_score(*args, **kwargs)

    @pytest.mark.parametrize(("n", "df"), [(0, 0), (5, 6), (5, -1)])
    def test_invalid_idf_arguments(self, n: int, df: int) -> None:
        with pytest.raises(ValueError):
            lucene_idf(n, df)
