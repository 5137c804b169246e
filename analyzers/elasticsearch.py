"""Elasticsearch 9 index settings for mxr's chunk index, derived from the analyzer.

Why pre-analysis: mxr analyzes text in Python (``Analyzer.index_terms`` and
``Analyzer.query_terms``) and hands every engine the resulting terms. The
``terms`` field stores them joined by single spaces and is analyzed by
``mxr_terms`` = whitespace tokenizer and nothing else, so Elasticsearch
indexes exactly the strings tantivy indexes (behind its own
lowercase-whitespace analyzer) and a query term matches in both engines or in
neither. Letting each engine run its own CJK/identifier analysis would give
two different tokenizations of the same text (Elasticsearch's standard
analyzer splits CJK into unigrams and ``LegacyTable`` never into
``legacy table``), and BM25 scores and rankings would silently diverge.

BM25 parameters are set explicitly (k1 = 1.2, b = 0.75, the same constants
tantivy uses) rather than relied on as defaults. One shard by default: BM25
statistics (N, document frequency, average length) are per shard, so a
multi-shard index would score differently from the single-index tantivy
backend unless queried with ``dfs_query_then_fetch``.
"""

from __future__ import annotations

from typing import Any

from analyzers.bm25 import B_DEFAULT, K1_DEFAULT
from analyzers.tokenize import MAX_TERM_CHARS

# Names used in the settings and referenced by mappings and queries.
TERMS_ANALYZER = "mxr_terms"
TERMS_TOKENIZER = "mxr_whitespace"
SIMILARITY = "mxr_bm25"

# The field that holds the pre-analyzed terms.
TERMS_FIELD = "terms"

# Separator between pre-analyzed terms in the ``terms`` field (terms never
# contain whitespace, so the whitespace tokenizer splits exactly here).
TERM_SEPARATOR = " "


def terms_field_value(terms: list[str] | tuple[str, ...]) -> str:
    """The ``terms`` field value for a chunk or query: terms joined by spaces.

    Args:
        terms: analyzed terms (from ``Analyzer.index_terms``), order and
            repeats kept (term frequency and length normalisation need them).
    """
    return TERM_SEPARATOR.join(terms)


def index_settings(*, number_of_shards: int = 1, number_of_replicas: int = 0) -> dict[str, Any]:
    """The settings and mappings body for creating mxr's chunk index.

    Args:
        number_of_shards: primary shards; keep 1 for BM25 parity with tantivy
            (see module docstring).
        number_of_replicas: replicas; 0 suits a single-node cluster (a
            replica on one node leaves the index yellow).

    Returns:
        ``{"settings": …, "mappings": …}``, ready for ``indices.create``.

    Raises:
        ValueError: ``number_of_shards`` < 1 or ``number_of_replicas`` < 0.
    """
    if number_of_shards < 1:
        raise ValueError(f"number_of_shards must be >= 1, got {number_of_shards}")
    if number_of_replicas < 0:
        raise ValueError(f"number_of_replicas must be >= 0, got {number_of_replicas}")
    keyword = {"type": "keyword"}
    return {
        "settings": {
            "index": {
                "number_of_shards": number_of_shards,
                "number_of_replicas": number_of_replicas,
                "similarity": {
                    SIMILARITY: {"type": "BM25", "k1": K1_DEFAULT, "b": B_DEFAULT},
                },
                "analysis": {
                    "tokenizer": {
                        # Same length limit as the Python analyzer emits, so
                        # Elasticsearch never splits a term tantivy keeps whole.
                        TERMS_TOKENIZER: {"type": "whitespace", "max_token_length": MAX_TERM_CHARS},
                    },
                    "analyzer": {
                        # Terms are already lowercased and normalised: no filters.
                        TERMS_ANALYZER: {"type": "custom", "tokenizer": TERMS_TOKENIZER, "filter": []},
                    },
                },
            }
        },
        "mappings": {
            # A typo in a field name must fail at index time, not create a field.
            "dynamic": "strict",
            "properties": {
                TERMS_FIELD: {
                    "type": "text",
                    "analyzer": TERMS_ANALYZER,
                    "search_analyzer": TERMS_ANALYZER,
                    "similarity": SIMILARITY,
                    # BM25 needs term frequencies, not positions (no phrase queries).
                    "index_options": "freqs",
                },
                "entry_id": keyword,
                "chunk_id": keyword,
                "scope_key": keyword,
                "status": keyword,
                "asset_type": keyword,
                "chunk_n": {"type": "integer"},
                # Shown to the agent, kept in _source, never searched directly
                # (their terms are in ``terms``: the title line is in every chunk).
                "text": {"type": "text", "index": False},
                "title": {"type": "text", "index": False},
            },
        },
    }
