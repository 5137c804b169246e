"""Elasticsearch lexical adapter: golden request bodies, and the adapter
against the local fake endpoint through the real client (what it sends, how
it fails). The behavioural contract lives in ``test_lexical_contract.py``."""

from __future__ import annotations

import socket
from collections.abc import Iterator
from pathlib import Path

import pytest
from elasticsearch import Elasticsearch

from analyzers import QueryTerms, WeightedTerm
from analyzers.elasticsearch import index_settings as analyzer_index_settings
from service.domain import IndexedChunk
from service.engines.elasticsearch_index import ElasticsearchLexicalIndex
from service.engines.es_bodies import (
    bulk_actions,
    chunk_source,
    delete_all_body,
    delete_by_entries_body,
    index_settings,
    query_term_weights,
    search_body,
)
from service.engines.tantivy_index import TantivyLexicalIndex
from service.errors import BackendUnavailable
from tests.service.engines.lexical_fakes import FakeElasticsearch, qt

C1 = IndexedChunk("vue/hooks", 0, "Hooks\nuse state", ("hooks", "usestate", "$ref"), "k1", "verified", "component")
C2 = IndexedChunk("vue/hooks", 1, "Hooks\nmore", ("hooks", "v-model"), "k1", "verified", "component")


# ---------------------------------------------------------------------------
# Pure body builders (golden dicts)
# ---------------------------------------------------------------------------


@pytest.mark.unit
class TestEsBodies:
    def test_search_body_golden(self) -> None:
        q = QueryTerms(
            text="useState $ref",
            terms=(
                WeightedTerm("usestate", 1.0, "query"),
                WeightedTerm("$ref", 1.0, "query"),
                WeightedTerm("use", 0.5, "subword"),
                WeightedTerm("ref", 0.3, "glossary"),
            ),
            identifiers=("useState", "$ref"),
        )
        assert search_body(q, frozenset({"kb", "ka", "kc"}), 50) == {
            "size": 50,
            "query": {
                "bool": {
                    "should": [
                        {"term": {"terms": {"value": "usestate", "boost": 1.0}}},
                        {"term": {"terms": {"value": "$ref", "boost": 1.0}}},
                        {"term": {"terms": {"value": "use", "boost": 0.5}}},
                        {"term": {"terms": {"value": "ref", "boost": 0.3}}},
                    ],
                    "minimum_should_match": 1,
                    "filter": [{"terms": {"scope_key": ["ka", "kb", "kc"]}}],
                }
            },
            "_source": ["entry_id", "chunk_n"],
            "sort": ["_score", {"chunk_id": "asc"}],
        }

    def test_query_terms_are_deduplicated_lowercased_and_positive(self) -> None:
        q = qt(("Hooks", 0.5), ("hooks", 2.0), ("zero", 0.0), ("neg", -1.0), ("nan", float("nan")), ("", 1.0), ("x", 1.0))
        assert query_term_weights(q) == [("hooks", 2.0), ("x", 1.0)]
        body = search_body(q, ["k"], 5)
        assert body["query"]["bool"]["should"] == [
            {"term": {"terms": {"value": "hooks", "boost": 2.0}}},
            {"term": {"terms": {"value": "x", "boost": 1.0}}},
        ]

    def test_bulk_actions_golden(self) -> None:
        assert bulk_actions([C1, C2], "mxr-chunks") == [
            {"index": {"_index": "mxr-chunks", "_id": "vue/hooks::0"}},
            {
                "chunk_id": "vue/hooks::0",
                "entry_id": "vue/hooks",
                "chunk_n": 0,
                "scope_key": "k1",
                "terms": "hooks usestate $ref",
                "status": "verified",
                "asset_type": "component",
                "text": "Hooks\nuse state",
            },
            {"index": {"_index": "mxr-chunks", "_id": "vue/hooks::1"}},
            {
                "chunk_id": "vue/hooks::1",
                "entry_id": "vue/hooks",
                "chunk_n": 1,
                "scope_key": "k1",
                "terms": "hooks v-model",
                "status": "verified",
                "asset_type": "component",
                "text": "Hooks\nmore",
            },
        ]

    def test_delete_bodies_golden(self) -> None:
        assert delete_by_entries_body(["b", "a", "b"]) == {"query": {"bool": {"filter": [{"terms": {"entry_id": ["a", "b"]}}]}}}
        assert delete_by_entries_body(["a"], keep_chunk_ids=["a::1", "a::0"]) == {
            "query": {
                "bool": {
                    "filter": [{"terms": {"entry_id": ["a"]}}],
                    "must_not": [{"terms": {"chunk_id": ["a::0", "a::1"]}}],
                }
            }
        }
        assert delete_all_body() == {"query": {"match_all": {}}}

    def test_index_settings_are_the_analyzers_and_cover_every_field_used(self) -> None:
        settings = index_settings()
        assert settings == analyzer_index_settings()
        props = settings["mappings"]["properties"]
        assert set(chunk_source(C1)) <= set(props)
        body = search_body(qt("x"), ["k"], 1)
        assert set(body["_source"]) <= set(props)
        assert {"chunk_id", "scope_key", "terms"} <= set(props)
        assert props["chunk_id"]["type"] == props["scope_key"]["type"] == props["entry_id"]["type"] == "keyword"


# ---------------------------------------------------------------------------
# The adapter against the fake endpoint, through the real client
# ---------------------------------------------------------------------------


@pytest.fixture
def fake() -> Iterator[FakeElasticsearch]:
    with FakeElasticsearch() as f:
        yield f


@pytest.fixture
def es(fake: FakeElasticsearch) -> ElasticsearchLexicalIndex:
    idx = ElasticsearchLexicalIndex(Elasticsearch(hosts=[fake.url]), "mxr-chunks")
    idx.warm_up()
    return idx


@pytest.mark.integration
class TestElasticsearchAdapter:
    def test_warm_up_creates_index_once_with_the_settings(self, fake: FakeElasticsearch, es: ElasticsearchLexicalIndex) -> None:
        es.warm_up()
        puts = [r for r in fake.requests if r.method == "PUT" and r.path == "/mxr-chunks"]
        assert len(puts) == 1
        assert puts[0].body == index_settings()

    def test_search_sends_the_pure_body(self, fake: FakeElasticsearch, es: ElasticsearchLexicalIndex) -> None:
        es.upsert([C1, C2])
        q = qt("hooks", ("$ref", 2.0))
        hits = es.search(q, frozenset({"k1", "k0"}), 7)
        assert fake.bodies("/_search") == [search_body(q, frozenset({"k1", "k0"}), 7)]
        assert [h.chunk_id for h in hits] == ["vue/hooks::0", "vue/hooks::1"]

    def test_no_request_when_nothing_can_match(self, fake: FakeElasticsearch, es: ElasticsearchLexicalIndex) -> None:
        assert es.search(qt("hooks"), frozenset(), 10) == []
        assert es.search(qt(), frozenset({"k1"}), 10) == []
        assert fake.bodies("/_search") == []

    def test_upsert_indexes_then_removes_stale_chunks(self, fake: FakeElasticsearch, es: ElasticsearchLexicalIndex) -> None:
        es.upsert([C1, C2])
        fake.requests.clear()
        es.upsert([C1])
        bulk = [r for r in fake.requests if r.path.endswith("/_bulk")]
        dbq = [r for r in fake.requests if r.path.endswith("/_delete_by_query")]
        assert [r.body for r in bulk] == [bulk_actions([C1], "mxr-chunks")]
        assert bulk[0].params["refresh"] == "wait_for"
        assert [r.body for r in dbq] == [delete_by_entries_body(["vue/hooks"], keep_chunk_ids=["vue/hooks::0"])]
        assert dbq[0].params["refresh"] == "true" and dbq[0].params["conflicts"] == "proceed"
        assert fake.requests.index(bulk[0]) < fake.requests.index(dbq[0])  # never an empty window
        assert es.count() == 1

    def test_bulk_item_errors_raise(self, fake: FakeElasticsearch) -> None:
        client = Elasticsearch(hosts=[fake.url])
        client.indices.create(index="narrow", mappings={"dynamic": "strict", "properties": {"chunk_id": {"type": "keyword"}}})
        idx = ElasticsearchLexicalIndex(client, "narrow")
        idx.warm_up()  # exists: left alone
        with pytest.raises(BackendUnavailable, match="strict_dynamic_mapping_exception"):
            idx.upsert([C1])

    def test_missing_index_is_backend_unavailable(self, fake: FakeElasticsearch) -> None:
        idx = ElasticsearchLexicalIndex(Elasticsearch(hosts=[fake.url]), "never-created")
        with pytest.raises(BackendUnavailable, match="404"):
            idx.search(qt("x"), frozenset({"k"}), 5)
        with pytest.raises(BackendUnavailable):
            idx.count()

    def test_unreachable_cluster_is_backend_unavailable(self) -> None:
        with socket.socket() as s:  # a port nobody listens on
            s.bind(("127.0.0.1", 0))
            port = s.getsockname()[1]
        idx = ElasticsearchLexicalIndex(Elasticsearch(hosts=[f"http://127.0.0.1:{port}"], max_retries=0), "x")
        for call in (
            idx.warm_up,
            lambda: idx.search(qt("x"), frozenset({"k"}), 5),
            lambda: idx.upsert([C1]),
            lambda: idx.delete_entries(["a"]),
            idx.count,
            idx.clear,
        ):
            with pytest.raises(BackendUnavailable) as info:
                call()
            assert info.value.backend == "elasticsearch"

    def test_same_ranking_as_tantivy_scores_differ_by_k1_plus_1(
        self, es: ElasticsearchLexicalIndex, tmp_path: Path
    ) -> None:
        """Same terms in, same ranking out: Lucene BM25 omits tantivy's constant (k1 + 1)."""
        chunks = [
            IndexedChunk(f"e{i}", 0, "", tuple(words.split()), "k1", "verified", "component")
            for i, words in enumerate([
                "ref ref reactive computed",
                "ref watch",
                "usestate useeffect ref hooks hooks hooks",
                "vuex store dispatch commit",
                "ref",
                "computed computed memo usememo",
            ])
        ]
        tv = TantivyLexicalIndex(tmp_path / "tv")
        try:
            tv.upsert(chunks)
            es.upsert(chunks)
            q = qt("ref", ("computed", 0.7), "hooks")
            a = tv.search(q, frozenset({"k1"}), 10)
            b = es.search(q, frozenset({"k1"}), 10)
            assert [h.chunk_id for h in a] == [h.chunk_id for h in b]
            for x, y in zip(a, b):
                assert x.score == pytest.approx(2.2 * y.score, rel=1e-5)
        finally:
            tv.close()
