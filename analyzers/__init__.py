"""mxr analyzers: text → terms, one analysis for indexing and queries, every engine.

Pure functions and frozen dataclasses; the only I/O is ``Glossary.load``.
"""

from analyzers.analyzer import (
    ANALYZER_VERSION,
    GLOSSARY_SUBWORD_WEIGHT,
    GLOSSARY_WEIGHT,
    QUERY_WEIGHT,
    SUBWORD_WEIGHT,
    Analyzer,
    QueryTerms,
    WeightedTerm,
)
from analyzers.bm25 import B_DEFAULT, K1_DEFAULT, bm25_term_score, lucene_idf
from analyzers.chunking import (
    DEFAULT_OVERLAP_TOKENS,
    DEFAULT_TARGET_TOKENS,
    Chunk,
    chunk_text,
)
from analyzers.elasticsearch import index_settings, terms_field_value
from analyzers.errors import AnalyzerError, GlossaryError
from analyzers.glossary import Glossary, GlossaryMatch
from analyzers.language import LANGUAGES, detect_language
from analyzers.tokenize import (
    MAX_TERM_CHARS,
    Term,
    analyze_terms,
    count_tokens,
    identifiers,
    tokenize,
)

__all__ = [
    "ANALYZER_VERSION",
    "Analyzer",
    "AnalyzerError",
    "B_DEFAULT",
    "Chunk",
    "DEFAULT_OVERLAP_TOKENS",
    "DEFAULT_TARGET_TOKENS",
    "GLOSSARY_SUBWORD_WEIGHT",
    "GLOSSARY_WEIGHT",
    "Glossary",
    "GlossaryError",
    "GlossaryMatch",
    "K1_DEFAULT",
    "LANGUAGES",
    "MAX_TERM_CHARS",
    "QUERY_WEIGHT",
    "QueryTerms",
    "SUBWORD_WEIGHT",
    "Term",
    "WeightedTerm",
    "analyze_terms",
    "bm25_term_score",
    "chunk_text",
    "count_tokens",
    "detect_language",
    "identifiers",
    "index_settings",
    "lucene_idf",
    "terms_field_value",
    "tokenize",
]
