"""Decision features: cross-library quantities, the asset and counter-condition guards."""

from __future__ import annotations

import math

import numpy as np
import pytest

from analyzers import Analyzer
from service.contracts import ExperienceEntry, QueryContext
from service.domain import Candidate
from service.stages.semantic import SemanticProbe
from service.stages.features import (
    BASE_FEATURES,
    GUARDS,
    QueryEvidence,
    bm25_idf,
    feature_names,
    features_for_list,
    is_match_feature,
    match_feature_names,
    mentions,
    named_assets,
)

pytestmark = pytest.mark.unit

CTX = QueryContext(project="crm-web", branch="main", stack={"vue": "2.7.14"})


def entry(eid: str, assets: list[str], title: str, body: str, counter: str | None = None) -> ExperienceEntry:
    return ExperienceEntry(
        id=eid, title=title, body=body, project="*", asset_type="component", status="verified",
        assets=assets, counter_conditions=counter,
    )


def run(query: str, es: list[ExperienceEntry], ctx: QueryContext = CTX, library_df: bool = False) -> list[dict[str, float]]:
    """Features of ``es`` as candidates of ``query``; ``library_df``: the query terms no entry has are unknown (df = 0)."""
    an = Analyzer()
    terms = an.query_terms(query)
    cands = [
        Candidate(entry_id=e.id, n=0, fused_score=2 / (61 + i), fused_rank=i + 1, lexical_rank=i + 1,
                  dense_rank=i + 1, lexical_score=10.0 - i, dense_score=0.6 - 0.1 * i)
        for i, e in enumerate(es)
    ]
    by_id = {e.id: e for e in es}
    chunk_terms = {(e.id, 0): frozenset(an.index_terms(e.title + "\n" + e.body + "\n" + " ".join(e.assets))) for e in es}
    counter = {e.id: frozenset(an.index_terms(e.counter_conditions or "")) for e in es}
    vocab = sorted({a for e in es for a in e.assets})
    assets = named_assets(query, ctx.asset, vocab)
    mentioned = " ".join(a for a in vocab if a.lower() in assets)
    known = frozenset().union(*chunk_terms.values())
    unknown = frozenset(t.term for t in terms.terms if t.term not in known) if library_df else frozenset()
    ev = QueryEvidence(assets=assets, asset_terms=frozenset(an.index_terms(mentioned)), best_lexical=10.0, best_dense=0.6, unknown=unknown)
    return features_for_list(terms, ctx, cands, by_id, chunk_terms, counter, 60, False, ev)


class TestNamedAssets:
    def test_whole_names_only(self) -> None:
        vocab = ["YsTable", "YsTableLite", "v-auth"]
        assert named_assets("YsTableLite 分页怎么迁", None, vocab) == {"ystablelite"}
        assert named_assets("YsTable 的分页", None, vocab) == {"ystable"}
        assert named_assets("v-auth 指令", None, vocab) == {"v-auth"}
        assert named_assets("表格分页", "LegacyTable", vocab) == {"legacytable"}

    def test_mentions_is_case_insensitive_and_whole(self) -> None:
        assert mentions("不适用于 LegacyTable 的 reload", frozenset({"legacytable"}))
        assert not mentions("只适用于 LegacyTableV2", frozenset({"legacytable"}))
        assert not mentions(None, frozenset({"legacytable"}))


class TestGuardsAndAssets:
    def test_the_legacylist_entry_is_barred_for_a_legacytable_question(self) -> None:
        right = entry("t", ["LegacyTable"], "LegacyTable reload 迁移", "reload 改成 refetch",
                      counter="只适用于 LegacyTable；LegacyList 的 refresh() 不同")
        wrong = entry("l", ["LegacyList"], "LegacyList.refresh() 不是 LegacyTable.reload()", "refresh 保留滚动位置",
                      counter="不要套用到 LegacyTable")
        f_right, f_wrong = run("LegacyTable reload", [wrong, right])[::-1]
        assert f_wrong["guard_other_asset"] == 1.0 and f_wrong["guard_counter_asset"] == 1.0
        assert f_wrong["asset_conflict"] == 1.0 and f_wrong["asset_hit"] == 0.0
        # Naming its own asset in "只适用于 …" is where the entry holds, not an exclusion.
        assert f_right["guard_counter_asset"] == 0.0 and f_right["guard_other_asset"] == 0.0
        assert f_right["asset_hit"] == 1.0

    def test_no_named_asset_no_guard(self) -> None:
        (f,) = run("表格刷新以后保持页码", [entry("t", ["LegacyTable"], "表格 reload", "页码 保持")])
        assert f["guard_other_asset"] == 0.0 and f["guard_counter_asset"] == 0.0


class TestListFeatures:
    def test_every_feature_is_present_and_finite(self) -> None:
        es = [entry("a", ["A"], "alpha 分页", "alpha 分页 page"), entry("b", ["B"], "beta 导出", "beta 导出 csv")]
        for f in run("alpha 分页", es):
            assert set(BASE_FEATURES) | set(GUARDS) <= set(f)
            assert all(math.isfinite(v) for v in f.values())

    def test_dominance_is_relative_to_the_other_candidates(self) -> None:
        es = [entry("a", [], "alpha 分页", "alpha 分页 page"), entry("b", [], "beta 导出", "beta 导出 csv")]
        fa, fb = run("alpha 分页", es)
        assert fa["idf_lead"] > 0 > fb["idf_lead"]
        assert fa["idf_lead"] == pytest.approx(fa["idf_cov"] - fb["idf_cov"])
        assert fa["idf_cov_rel"] == 1.0

    def test_subquestion_coverage_ignores_the_asset_name(self) -> None:
        es = [entry("a", ["LegacyTable"], "LegacyTable 分页", "LegacyTable 分页 页码")]
        (f,) = run("LegacyTable 导出 Excel", es)
        assert f["idf_cov"] > 0  # the asset's name matches …
        assert f["subq_cov"] == 0.0  # … but nothing of what is asked

    def test_terms_the_library_lacks_do_not_dilute_coverage(self) -> None:
        # "表格分页的数据怎么保持" → bigrams 格分, 页的, 的数 … span word boundaries: no entry has them
        es = [entry("a", [], "表格分页保持", "表格 分页 保持 数据"), entry("b", [], "导出", "导出 csv")]
        plain, _ = run("表格分页的数据怎么保持", es)
        fa, fb = run("表格分页的数据怎么保持", es, library_df=True)
        assert fa["unknown_share"] > 0.2
        assert fa["idf_cov"] > plain["idf_cov"] + 0.1  # only the known terms are the denominator …
        assert fb["idf_cov"] == 0.0  # … and an entry that has none of them still covers nothing
        assert fa["coverage"] == plain["coverage"]  # the analyzer-weighted share still counts every term

    def test_feature_names_add_the_reranker_only_with_one(self) -> None:
        assert feature_names(False) == BASE_FEATURES
        assert feature_names(True)[-1] == "rerank"
        assert not set(GUARDS) & set(BASE_FEATURES)


def test_bm25_idf_is_lucenes() -> None:
    assert bm25_idf(2, 45) == pytest.approx(math.log(1 + 43.5 / 2.5))
    assert bm25_idf(0, 0) == 1.0
    assert bm25_idf(50, 45) == pytest.approx(math.log(1 + 0.5 / 45.5))


class TestSemanticMatchBlock:
    """The qe_ block: q ⊙ e per dimension, zeros when the vectors are unknown."""

    def test_names_follow_the_embedder_dimension(self) -> None:
        assert match_feature_names(4) == ("qe_000", "qe_001", "qe_002", "qe_003")
        assert len(match_feature_names(1024)) == 1024 and match_feature_names(1024)[-1] == "qe_1023"
        names = feature_names(True, 8)
        assert names[: len(BASE_FEATURES)] == BASE_FEATURES and names[-1] == "rerank"
        assert [n for n in names if is_match_feature(n)] == list(match_feature_names(8))

    def test_block_is_the_elementwise_product_and_zero_without_vectors(self) -> None:
        an = Analyzer()
        es = [entry("a", [], "alpha 分页", "alpha 分页 page"), entry("b", [], "beta 导出", "beta 导出 csv")]
        cands = [
            Candidate(entry_id=e.id, n=0, fused_score=2 / (61 + i), fused_rank=i + 1, lexical_rank=i + 1,
                      dense_rank=i + 1, lexical_score=10.0 - i, dense_score=0.6 - 0.1 * i)
            for i, e in enumerate(es)
        ]
        q = np.array([0.5, 0.5, 0.5, 0.5])
        ea = np.array([1.0, 0.0, 0.0, 0.0])
        ev = QueryEvidence(best_lexical=10.0, best_dense=0.6, match={"a": q * ea}, match_dim=4)
        fa, fb = features_for_list(an.query_terms("alpha 分页"), CTX, cands, {e.id: e for e in es}, {}, {}, 60, False, ev)
        assert [fa[n] for n in match_feature_names(4)] == [0.5, 0.0, 0.0, 0.0]
        assert sum(fa[n] for n in match_feature_names(4)) == pytest.approx(float(q @ ea))  # sums to the cosine
        assert [fb[n] for n in match_feature_names(4)] == [0.0] * 4  # b's vector unknown: the block is 0

    def test_probe_match_is_query_times_text_vector(self) -> None:
        class Fixed:
            identity, dim = "fixed", 3

            def embed_documents(self, texts):  # noqa: ANN001, ANN202
                return np.array([[1.0, 0.0, 0.0] if "alpha" in t else [0.0, 0.6, 0.8] for t in texts])

            def embed_query(self, text):  # noqa: ANN001, ANN202
                return np.array([0.6, 0.8, 0.0])

        probe = SemanticProbe(Fixed())
        got = probe.match(np.array([0.6, 0.8, 0.0]), {"a": "alpha\nx", "b": "beta\ny"})
        assert got["a"].tolist() == pytest.approx([0.6, 0.0, 0.0])
        assert got["b"].tolist() == pytest.approx([0.0, 0.48, 0.0])
        assert float(got["b"].sum()) == pytest.approx(0.48)  # the products sum to the cosine
