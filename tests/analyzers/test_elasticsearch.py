"""Elasticsearch settings: golden dict, derived from the analyzer's constants."""

from __future__ import annotations

import pytest

from analyzers.analyzer import Analyzer
from analyzers.elasticsearch import index_settings, terms_field_value
from analyzers.tokenize import MAX_TERM_CHARS

pytestmark = pytest.mark.unit

EXPECTED = {
    "settings": {
        "index": {
            "number_of_shards": 1,
            "number_of_replicas": 0,
            "similarity": {"mxr_bm25": {"type": "BM25", "k1": 1.2, "b": 0.75}},
            "analysis": {
                "tokenizer": {"mxr_whitespace": {"type": "whitespace", "max_token_length": 255}},
                "analyzer": {
                    "mxr_terms": {"type": "custom", "tokenizer": "mxr_whitespace", "filter": []}
                },
            },
        }
    },
    "mappings": {
        "dynamic": "strict",
        "properties": {
            "terms": {
                "type": "text",
                "analyzer": "mxr_terms",
                "search_analyzer": "mxr_terms",
                "similarity": "mxr_bm25",
                "index_options": "freqs",
            },
            "entry_id": {"type": "keyword"},
            "chunk_id": {"type": "keyword"},
            "scope_key": {"type": "keyword"},
            "status": {"type": "keyword"},
            "asset_type": {"type": "keyword"},
            "chunk_n": {"type": "integer"},
            "text": {"type": "text", "index": False},
            "title": {"type": "text", "index": False},
        },
    },
}


class TestIndexSettings:
    def test_golden(self) -> None:
        assert index_settings() == EXPECTED

    def test_token_limit_matches_analyzer(self) -> None:
        tok = index_settings()["settings"]["index"]["analysis"]["tokenizer"]["mxr_whitespace"]
        assert tok["max_token_length"] == MAX_TERM_CHARS

    def test_shards_and_replicas(self) -> None:
        index = index_settings(number_of_shards=2, number_of_replicas=1)["settings"]["index"]
        assert (index["number_of_shards"], index["number_of_replicas"]) == (2, 1)

    @pytest.mark.parametrize("kwargs", [{"number_of_shards": 0}, {"number_of_replicas": -1}])
    def test_invalid(self, kwargs: dict) -> None:
        with pytest.raises(ValueError):
            index_settings(**kwargs)

    def test_returns_fresh_dict(self) -> None:
        a = index_settings()
        a["mappings"]["properties"]["entry_id"]["type"] = "text"
        assert index_settings() == EXPECTED

    def test_terms_field_round_trips_through_whitespace(self) -> None:
        terms = Analyzer().index_terms("LegacyTable 的 this.$refs.table.reload() 无法登入")
        assert terms_field_value(terms).split() == terms
