"""Property tests (hypothesis): determinism, term invariants, chunk coverage."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from analyzers.analyzer import Analyzer
from analyzers.chunking import chunk_text
from analyzers.tokenize import MAX_TERM_CHARS, count_tokens, identifiers, tokenize

pytestmark = pytest.mark.unit

# Text mixing the alphabets mxr sees: CJK, latin identifiers, connectors,
# sentence punctuation, whitespace, plus arbitrary unicode.
_ALPHABET = st.sampled_from(
    list("迁移组件表格刷新的了无法登入")
    + list("abcXYZ019_-./$@: \n\t")
    + list("。，！？；、")
    + ["ｒ", "İ", "ß", "é", "ﬁ", "\u3000"]
)
_TEXT = st.one_of(st.text(_ALPHABET, max_size=80), st.text(max_size=80))

_ANALYZER = Analyzer()


@settings(max_examples=200, deadline=None)
@given(_TEXT)
def test_analysis_deterministic(text: str) -> None:
    assert tokenize(text) == tokenize(text)
    assert _ANALYZER.query_terms(text) == _ANALYZER.query_terms(text)
    assert identifiers(text) == identifiers(text)


@settings(max_examples=200, deadline=None)
@given(_TEXT)
def test_index_terms_clean(text: str) -> None:
    for term in _ANALYZER.index_terms(text):
        assert term
        assert term == term.lower()
        assert not any(c.isspace() for c in term)
        assert len(term) <= MAX_TERM_CHARS


@settings(max_examples=200, deadline=None)
@given(_TEXT)
def test_query_terms_unique_with_weights_in_range(text: str) -> None:
    q = _ANALYZER.query_terms(text)
    weights = [t.weight for t in q.terms]
    assert all(0 < w <= 1 for w in weights)
    assert len({t.term for t in q.terms}) == len(q.terms)
    assert all(t.term and t.term == t.term.lower() for t in q.terms)


@settings(max_examples=200, deadline=None)
@given(_TEXT)
def test_count_tokens_nonnegative_and_additive_over_space(text: str) -> None:
    assert count_tokens(text) >= 0
    assert count_tokens(text + " " + text) == 2 * count_tokens(text)


_SENTENCE = st.builds(
    lambda words, end: "".join(words) + end,
    st.lists(st.sampled_from(["迁移", "组件", "表格", "刷新", "reload ", "LegacyTable ", "处理"]),
             min_size=1, max_size=12),
    st.sampled_from(["。", "！", "？", "；"]),
)
_PARAGRAPHS = st.lists(st.lists(_SENTENCE, min_size=1, max_size=6), min_size=1, max_size=8)


@settings(max_examples=150, deadline=None)
@given(_PARAGRAPHS, st.integers(min_value=30, max_value=120), st.integers(min_value=0, max_value=30))
def test_chunking_covers_every_sentence(
    paragraphs: list[list[str]], target: int, overlap: int
) -> None:
    body = "\n\n".join("".join(p) for p in paragraphs)
    chunks = chunk_text("e", "标题", body, target_tokens=target, overlap_tokens=overlap)
    assert [c.n for c in chunks] == list(range(len(chunks)))
    assert all(c.text.startswith("标题\n") for c in chunks)
    for sentence in (s for p in paragraphs for s in p):
        assert any(sentence.strip() in c.text for c in chunks), sentence
    for c in chunks:
        # sentences here are at most ~30 tokens, so nothing is oversize
        assert c.n_tokens <= target + overlap
