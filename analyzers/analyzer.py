"""The public entry point: one analysis for indexing and for queries.

``Analyzer.index_terms`` is what every engine indexes (tantivy and
Elasticsearch both receive these exact strings, joined by spaces, behind a
whitespace tokenizer); ``Analyzer.query_terms`` is the same tokenization plus
three query-side-only steps:

1. weights: the user's own terms outrank sub-words, which outrank glossary
   expansions (constants below);
2. glossary expansion (never applied to documents);
3. stopwords: question phrases (``怎么``, ``如何``), lone function
   characters (``的``) and English function words are dropped.

Why stopwords on the query side only: BM25's IDF already makes common terms
cheap, but mxr queries are formulaic ("X 怎么迁移", "X 的 reload 怎么处理") and
entry titles often use the same phrasing, so ``怎么`` and the junk bigrams
around it (``窗怎``, ``么迁``) would reward entries for sharing the question's
wording rather than its subject. Removing them from documents would buy
nothing (a term absent from the query scores nothing anyway) and would make
the index depend on a list we may want to change without reindexing, so the
index side stays complete. Question phrases are cut out of CJK runs BEFORE
bigramming, so ``弹窗怎么迁移`` yields ``弹窗 迁移`` and not ``窗怎 么迁``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Literal

from analyzers.glossary import Glossary
from analyzers.tokenize import analyze_terms, identifiers

Origin = Literal["query", "subword", "glossary"]

# Version of the index-side analysis (tokenizer rules and chunking). Stored
# with every indexed entry's hash: bump it whenever ``index_terms`` or
# ``chunk_text`` would produce different output for the same text, so that
# ``mxr reindex`` rebuilds the engines. Query-side changes (weights,
# stopwords, glossary) do not touch the index and need no bump.
ANALYZER_VERSION = "mxr-analyzer-1"

# The user's own terms: whole identifiers, latin words, CJK bigrams/unigrams.
# The reference weight; every other weight is relative to it.
QUERY_WEIGHT = 1.0

# Sub-words of an identifier in the query (``legacy``, ``table`` of
# ``LegacyTable``). Below QUERY_WEIGHT so that an entry containing the whole
# identifier (whole term 1.0 + sub-words) outranks one that only shares a
# part of it (``LegacyList`` shares ``legacy`` only: 0.5).
SUBWORD_WEIGHT = 0.5

# Terms of glossary expansions (``dialog`` for ``弹窗``). Below the user's own
# terms: an expansion is a guess about what the user meant, so an entry using
# the user's words must win over one using only a synonym, while the synonym
# still lifts an entry that matches nothing else.
GLOSSARY_WEIGHT = 0.3

# Sub-words of an expanded identifier (``imperative`` of
# ``useImperativeHandle``): discounted twice, once for being a guess and once
# for being partial.
GLOSSARY_SUBWORD_WEIGHT = GLOSSARY_WEIGHT * SUBWORD_WEIGHT

# Origins by precedence when two origins give the same weight to a term.
_ORIGIN_RANK: dict[Origin, int] = {"query": 0, "subword": 1, "glossary": 2}

# Chinese question and filler phrases cut out of the query before bigramming
# (longest first so ``为什么`` wins over ``什么``). Chosen from the agents'
# query patterns: they say how the question is asked, never what it is
# about. Single characters are not cut (``的`` sits inside ``目的``).
QUERY_CJK_PHRASES: tuple[str, ...] = tuple(
    sorted(
        {
            "为什么", "怎么办", "怎么样", "是不是", "有没有", "请问",
            "怎么", "怎样", "如何", "什么", "哪些", "哪个", "是否", "能否",
            "可以", "应该", "一下", "这个", "那个", "这种", "那种", "我们",
        },
        key=lambda p: (-len(p), p),
    )
)

# Lone CJK function characters dropped when a CJK run is just that character
# (``LegacyTable 的 reload`` → ``的``). Inside a longer run they are part of
# bigrams and stay.
QUERY_CJK_STOP_UNIGRAMS: frozenset[str] = frozenset("的了吗呢吧啊呀是在和与及或把被要就都也还又")

# English function words dropped from the user's words and sub-words (a
# whole identifier such as ``v-if`` is never dropped; its sub-word ``if`` is).
# A deliberately short list: negations (``not``, ``no``) and content-ish
# verbs (``use``, ``get``) stay because they change meaning in code.
QUERY_EN_STOPWORDS: frozenset[str] = frozenset(
    """
    a an the and or of to in on at for from by with as into about
    is are was were be been being do does did doing done
    how what why when where which who whom whose
    i me my we our you your it its this that these those there
    can could should would will shall may might must
    if then than so such
    """.split()
)

_QUERY_PHRASE_RE = re.compile("|".join(map(re.escape, QUERY_CJK_PHRASES)))


@dataclass(frozen=True)
class WeightedTerm:
    """One query term with its weight and where it came from.

    Attributes:
        term: the analyzed term (as in the index).
        weight: its boost, one of the ``*_WEIGHT`` constants.
        origin: ``"query"`` (the user's own term), ``"subword"`` (a piece of
            an identifier the user wrote) or ``"glossary"`` (an expansion).
    """

    term: str
    weight: float
    origin: Origin


@dataclass(frozen=True)
class QueryTerms:
    """The analyzed query handed to every lexical engine.

    Attributes:
        text: the query as the user wrote it.
        terms: weighted terms, deduplicated by term (the highest weight
            wins; on a tie the user's own origin wins), in first-seen order.
        identifiers: identifiers in the query, original case (for the exact
            identifier hit feature).
    """

    text: str
    terms: tuple[WeightedTerm, ...]
    identifiers: tuple[str, ...]

    def plain(self) -> tuple[str, ...]:
        """The user's own terms (origin ``query`` or ``subword``), without expansions."""
        return tuple(t.term for t in self.terms if t.origin != "glossary")

    def weights(self) -> dict[str, float]:
        """``{term: weight}`` for every term."""
        return {t.term: t.weight for t in self.terms}


def _strip_question_phrases(text: str) -> str:
    """Replace question phrases with a space so bigrams do not span them."""
    return _QUERY_PHRASE_RE.sub(" ", text)


def _is_query_stopword(term: str) -> bool:
    """True for terms dropped from queries (see module docstring)."""
    return term in QUERY_EN_STOPWORDS or term in QUERY_CJK_STOP_UNIGRAMS


def _merge(acc: dict[str, WeightedTerm], term: str, weight: float, origin: Origin) -> None:
    """Keep the best (weight, origin) per term; first-seen order is kept by ``acc``."""
    old = acc.get(term)
    if old is None or (weight, -_ORIGIN_RANK[origin]) > (old.weight, -_ORIGIN_RANK[old.origin]):
        acc[term] = WeightedTerm(term, weight, origin)


class Analyzer:
    """Text → terms, the same way for documents and queries.

    Cheap to construct; holds only a compiled glossary. Thread-safe (no
    mutable state).
    """

    def __init__(self, glossary: Glossary | None = None) -> None:
        """Build an analyzer.

        Args:
            glossary: the concept map used to expand queries; ``None`` means
                the built-in map (``Glossary.builtin()``). Pass
                ``Glossary.from_groups([])`` to disable expansion.
        """
        self.glossary = glossary if glossary is not None else Glossary.builtin()

    def glossary_identity(self) -> str:
        """The identity of the glossary that expands queries (see ``Glossary.identity``)."""
        return self.glossary.identity()

    def index_terms(self, text: str) -> list[str]:
        """Terms to index for ``text``: every term, in order, with repeats.

        No stopwords, no glossary: the index records what the text says.

        Args:
            text: a chunk's text (title line + body).

        Returns:
            Lowercase, non-empty, whitespace-free terms (term frequency
            matters for BM25, so repeats are kept).
        """
        return [t.text for t in analyze_terms(text)]

    def query_terms(self, text: str) -> QueryTerms:
        """Analyze a query into weighted terms, with glossary expansion.

        Args:
            text: the agent's query, e.g. ``"LegacyTable 的 reload 方法怎么处理"``.

        Returns:
            A :class:`QueryTerms`; empty ``terms`` when nothing is left
            after stopwords (e.g. ``"怎么办？"``).
        """
        acc: dict[str, WeightedTerm] = {}
        for term in analyze_terms(_strip_question_phrases(text)):
            if _is_query_stopword(term.text):
                continue
            if term.kind == "word":
                _merge(acc, term.text, QUERY_WEIGHT, "query")
            else:
                _merge(acc, term.text, SUBWORD_WEIGHT, "subword")
        for form in self.glossary.expansions(text):
            for term in analyze_terms(form):
                if _is_query_stopword(term.text):
                    continue
                weight = GLOSSARY_WEIGHT if term.kind == "word" else GLOSSARY_SUBWORD_WEIGHT
                _merge(acc, term.text, weight, "glossary")
        return QueryTerms(
            text=text,
            terms=tuple(acc.values()),
            identifiers=tuple(identifiers(text)),
        )
