"""Analyzer: index terms vs weighted query terms, stopwords, glossary weights."""

from __future__ import annotations

from collections import Counter

import pytest

from analyzers.analyzer import (
    GLOSSARY_SUBWORD_WEIGHT,
    GLOSSARY_WEIGHT,
    QUERY_WEIGHT,
    SUBWORD_WEIGHT,
    Analyzer,
    QueryTerms,
)
from analyzers.bm25 import bm25_term_score, lucene_idf
from analyzers.glossary import Glossary

pytestmark = pytest.mark.unit


def _bm25(query: QueryTerms, docs: list[list[str]]) -> list[float]:
    """Weighted BM25 of each doc (reference formulas), as an engine would score it."""
    n = len(docs)
    avgdl = sum(map(len, docs)) / n
    df = Counter(t for d in docs for t in set(d))
    scores = []
    for doc in docs:
        tf = Counter(doc)
        scores.append(
            sum(
                wt.weight * bm25_term_score(tf[wt.term], len(doc), avgdl, lucene_idf(n, df[wt.term]))
                for wt in query.terms
                if tf[wt.term]
            )
        )
    return scores


class TestWeights:
    def test_ordering_of_constants(self) -> None:
        assert QUERY_WEIGHT > SUBWORD_WEIGHT > GLOSSARY_WEIGHT > GLOSSARY_SUBWORD_WEIGHT > 0

    def test_query_terms_example(self) -> None:
        q = Analyzer().query_terms("LegacyTable 的 reload 方法怎么处理")
        w = q.weights()
        assert w["legacytable"] == QUERY_WEIGHT
        assert w["legacy"] == w["table"] == SUBWORD_WEIGHT
        assert w["reload"] == w["方法"] == w["处理"] == QUERY_WEIGHT
        assert "的" not in w and "怎么" not in w and "法怎" not in w and "么处" not in w
        assert w["刷新"] == GLOSSARY_WEIGHT  # reload → 刷新
        assert q.identifiers == ("LegacyTable",)
        assert q.plain() == ("legacytable", "legacy", "table", "reload", "方法", "处理")

    def test_expansions_weigh_less_than_own_terms(self) -> None:
        q = Analyzer().query_terms("弹窗怎么迁移")
        by_origin: dict[str, set[float]] = {}
        for t in q.terms:
            by_origin.setdefault(t.origin, set()).add(t.weight)
        assert "dialog" in q.weights() and "modal" in q.weights()
        assert max(by_origin["glossary"]) < min(by_origin["query"])

    def test_whole_identifier_outweighs_subword(self) -> None:
        w = Analyzer().query_terms("useOrderStore").weights()
        assert w["useorderstore"] > w["order"] == w["store"]

    def test_user_word_beats_expansion_and_subword_of_same_term(self) -> None:
        # 'table' is a sub-word of LegacyTable, a plain word, and a 表格 expansion.
        q = Analyzer().query_terms("LegacyTable table 表格")
        t = {x.term: x for x in q.terms}
        assert (t["table"].weight, t["table"].origin) == (QUERY_WEIGHT, "query")

    def test_terms_deduplicated(self) -> None:
        q = Analyzer().query_terms("reload reload 刷新 刷新")
        terms = [t.term for t in q.terms]
        assert len(terms) == len(set(terms))

    def test_no_glossary(self) -> None:
        q = Analyzer(Glossary.from_groups([])).query_terms("弹窗")
        assert [(t.term, t.origin) for t in q.terms] == [("弹窗", "query")]


class TestQuerySideOnly:
    def test_index_side_complete(self) -> None:
        terms = Analyzer().index_terms("弹窗怎么迁移 how to use the dialog")
        assert "怎么" in terms and "the" in terms and "to" in terms
        assert "modal" not in terms  # never expanded

    def test_question_phrases_cut_before_bigramming(self) -> None:
        q = Analyzer().query_terms("弹窗怎么迁移")
        assert q.plain() == ("弹窗", "迁移")

    def test_english_stopwords_dropped_but_whole_identifiers_kept(self) -> None:
        q = Analyzer().query_terms("how to migrate v-if to React")
        assert q.plain() == ("migrate", "v-if", "react")

    def test_only_stopwords_yields_empty(self) -> None:
        q = Analyzer().query_terms("怎么办？")
        assert q.terms == () and q.plain() == () and q.identifiers == ()

    def test_glossary_matches_original_text(self) -> None:
        # question phrases are cut for terms only; matching sees the whole query
        q = Analyzer(Glossary.from_groups([["怎么样", "progress"]])).query_terms("怎么样")
        assert q.plain() == () and "progress" in q.weights()


class TestRanking:
    def test_exact_identifier_outranks_partial(self) -> None:
        analyzer = Analyzer(Glossary.from_groups([]))
        docs = [
            "LegacyTable 的 reload 方法改成 ref 调用",
            "LegacyList 的 reload 方法改成 ref 调用",
            "普通 table 组件的分页处理",
        ]
        indexed = [analyzer.index_terms(d) for d in docs]
        scores = _bm25(analyzer.query_terms("LegacyTable reload"), indexed)
        assert scores[0] > scores[1] > 0

    def test_own_words_outrank_synonym(self) -> None:
        analyzer = Analyzer()
        docs = ["弹窗关闭后重置表单", "dialog 关闭后重置表单", "路由守卫的写法", "分页组件的写法"]
        indexed = [analyzer.index_terms(d) for d in docs]
        scores = _bm25(analyzer.query_terms("弹窗关闭"), indexed)
        assert scores[0] > scores[1] > scores[2]


class TestValueObjects:
    def test_frozen(self) -> None:
        import dataclasses

        q = Analyzer().query_terms("弹窗")
        with pytest.raises(dataclasses.FrozenInstanceError):
            q.text = "x"  # type: ignore[misc]
        with pytest.raises(dataclasses.FrozenInstanceError):
            q.terms[0].weight = 9.0  # type: ignore[misc]

    def test_equal_glossaries_compare_equal(self) -> None:
        assert Glossary.from_groups([["aa", "bb"]]) == Glossary.from_groups([["aa", "bb"]])
