"""Text → terms: the tokenizer shared by indexing and querying.

Rules (one analysis for every engine; see ``analyzers.analyzer``):

* Text is NFKC-normalised first, so full-width latin (``ｒｅｌｏａｄ``) and
  full-width digits tokenize like their ASCII forms.
* CJK runs (ideographs, kana, hangul) become overlapping bigrams; a run of a
  single character becomes a unigram: ``无法登入`` → ``无法 法登 登入``,
  ``的`` → ``的``. This is the dictionary-free scheme of Lucene's
  ``CJKBigramFilter`` used in the seed BM25 lab.
* Latin/digit runs, joined by the connectors ``- . / : @ $`` (and ``_``, which
  is a word character), form one *identifier-like token*. The token is kept
  WHOLE (lowercased) and is also split into sub-words:

  - segments: split at ``/ . : @`` (``this.$refs.table.reload`` →
    ``this``, ``$refs``, ``table``, ``reload``; ``@reduxjs/toolkit`` →
    ``reduxjs``, ``toolkit``);
  - words: each segment split at ``- _ $``, at camelCase humps
    (``getHTTPResponse2`` → ``get``, ``http``, ``response``) and at
    letter/digit boundaries.

  A sub-word is kept only when it has at least 2 characters and contains a
  letter (``v`` of ``v-permission`` and the ``2`` of ``getHTTPResponse2`` are
  noise that would match almost anything). Version-like tokens
  (``2.15.14``, ``v1.0.0-beta.1``) are kept whole only.

So an exact identifier hit matches the whole term *and* its sub-words, a
partial one only some sub-words: the exact hit ranks higher.

Every term is lowercase, non-empty, whitespace-free and at most
:data:`MAX_TERM_CHARS` characters long.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from typing import Literal

# Scripts tokenized as overlapping bigrams: CJK Extension A (3400–4DBF),
# CJK Unified Ideographs (4E00–9FFF), CJK Compatibility Ideographs (F900–FAFF),
# Hiragana + Katakana (3040–30FF) and Hangul syllables (AC00–D7AF). None of
# them separates words with spaces, so a bigram is the dictionary-free unit.
CJK_RANGES = "\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff"

# A "latin" word character: any Unicode word character (letters, digits, ``_``)
# that is not CJK. ``[^\W…]`` reads "not a non-word char and not CJK".
_WORD = rf"[^\W{CJK_RANGES}]"

# One atom of an identifier: an optional ``$`` (Vue's ``$refs``, ``$emit``)
# then word characters.
_ATOM = rf"\$?{_WORD}+"

# An identifier-like token: an optional leading ``@`` (npm scopes, Vue's
# ``@click``), then atoms joined by connectors. A connector only joins when
# a word character follows it, so a sentence-final ``.`` or a dash between
# spaces never glues two words together.
_TOKEN_RE = re.compile(rf"@?{_ATOM}(?:[-./:]@?{_ATOM})*|[{CJK_RANGES}]+")

# First character of a latin token (CJK runs start with none of these).
_WORD_CHAR_RE = re.compile(rf"{_WORD}|\$|@")

# Characters that split a token into segments (paths, member access, scopes).
_SEGMENT_SPLIT_RE = re.compile(r"[./:@]+")

# Characters that split a segment into words (kebab-case, snake_case, ``$``).
_WORD_SPLIT_RE = re.compile(r"[-_$]+")

# Version-like tokens (semver with optional ``v`` prefix and pre-release or
# build suffix) are meaningful only whole: ``15`` of ``2.15.14`` is noise.
_VERSION_RE = re.compile(r"v?\d+(?:\.\d+)+(?:[-+][0-9a-z.+-]*)?", re.IGNORECASE)

# Characters whose presence makes a latin token an identifier (see
# :func:`identifiers`): snake_case, kebab-case, dots, ``$``, ``@``, ``/``, ``:``.
_IDENTIFIER_MARKS = frozenset("_-.$@/:")

# Counting units for :func:`count_tokens`: one CJK character, or one run of
# letters/digits (``_`` and other punctuation separate runs).
_COUNT_RE = re.compile(rf"[{CJK_RANGES}]|[^\W_{CJK_RANGES}]+")

# Longest term emitted. Elasticsearch's whitespace tokenizer SPLITS tokens
# longer than its ``max_token_length`` (default 255) while tantivy keeps
# them; dropping longer terms here (base64 blobs, minified code) keeps the
# two engines' term streams identical. ``analyzers.elasticsearch`` sets the
# same limit on its tokenizer.
MAX_TERM_CHARS = 255

# Shortest sub-word kept (see module docstring): 1-character pieces match
# almost every document.
MIN_SUBWORD_CHARS = 2

TermKind = Literal["word", "subword"]


@dataclass(frozen=True)
class Term:
    """One analyzed term.

    Attributes:
        text: the term (lowercase, no whitespace).
        kind: ``"word"`` for what the text literally contains as a unit (a
            latin word, a whole identifier, a CJK bigram or unigram);
            ``"subword"`` for a piece of an identifier.
    """

    text: str
    kind: TermKind


def _normalize(text: str) -> str:
    """NFKC-normalise (full-width latin → ASCII, compatibility forms folded)."""
    return unicodedata.normalize("NFKC", text)


def _char_class(ch: str) -> str:
    """``U`` upper, ``L`` lower (or caseless letter), ``D`` digit."""
    if ch.isdigit():
        return "D"
    if ch.isupper():
        return "U"
    return "L"


def _camel_split(word: str) -> list[str]:
    """Split at camelCase humps and letter/digit boundaries (``getHTTPResponse2``)."""
    if not word:
        return []
    classes = [_char_class(c) for c in word]
    pieces: list[str] = []
    start = 0
    for i in range(1, len(word)):
        prev, cur = classes[i - 1], classes[i]
        nxt = classes[i + 1] if i + 1 < len(word) else ""
        boundary = (
            (prev == "L" and cur == "U")  # useOrder|Store
            or (prev == "U" and cur == "U" and nxt == "L")  # HTTP|Response
            or ((prev == "D") != (cur == "D"))  # Response|2, vue|3
        )
        if boundary:
            pieces.append(word[start:i])
            start = i
    pieces.append(word[start:])
    return pieces


def _keep_subword(piece: str) -> bool:
    """A sub-word worth indexing: long enough and not a bare number."""
    return (
        MIN_SUBWORD_CHARS <= len(piece) <= MAX_TERM_CHARS
        and any(c.isalpha() for c in piece)
    )


def _latin_terms(token: str) -> list[Term]:
    """Whole token plus its segments and words, deduplicated, in order."""
    whole = token.lower()
    out: list[Term] = []
    seen: set[str] = set()
    if len(whole) <= MAX_TERM_CHARS:
        out.append(Term(whole, "word"))
        seen.add(whole)
    if _VERSION_RE.fullmatch(token):
        return out
    for segment in _SEGMENT_SPLIT_RE.split(token):
        if not segment:
            continue
        candidates = [segment]
        for part in _WORD_SPLIT_RE.split(segment):
            candidates.extend(_camel_split(part))
        for piece in candidates:
            low = piece.lower()
            if low not in seen and _keep_subword(low):
                seen.add(low)
                out.append(Term(low, "subword"))
    return out


def _cjk_terms(run: str) -> list[Term]:
    """Overlapping bigrams of a CJK run; a lone character is a unigram."""
    if len(run) == 1:
        return [Term(run, "word")]
    return [Term(run[i : i + 2], "word") for i in range(len(run) - 1)]


def _raw_tokens(text: str) -> list[str]:
    """Identifier-like latin tokens and CJK runs of NFKC-normalised text, in order."""
    return _TOKEN_RE.findall(_normalize(text))


def analyze_terms(text: str) -> list[Term]:
    """Analyze ``text`` into terms with their kind, in text order, with repeats.

    Args:
        text: any text (Chinese, English, code identifiers, mixed).

    Returns:
        One :class:`Term` per emitted term; repeats are kept (term frequency
        matters for BM25). Empty for text without letters, digits or CJK.

    Raises:
        Nothing.
    """
    out: list[Term] = []
    for token in _raw_tokens(text):
        if _WORD_CHAR_RE.match(token[0]):
            out.extend(_latin_terms(token))
        else:
            out.extend(_cjk_terms(token))
    return out


def tokenize(text: str) -> list[str]:
    """The term strings of :func:`analyze_terms` (index-side analysis).

    Args:
        text: any text.

    Returns:
        Terms in text order, with repeats, every one lowercase, non-empty,
        whitespace-free and at most :data:`MAX_TERM_CHARS` long.
        ``"LegacyTable的reload方法"`` → ``["legacytable", "legacy", "table",
        "的", "reload", "方法"]``.
    """
    return [t.text for t in analyze_terms(text)]


def _has_camel_hump(token: str) -> bool:
    """True for ``useOrderStore``, ``LegacyTable``, ``HTTPResponse``; False for ``Table``, ``JWT``."""
    for i in range(1, len(token)):
        prev, cur = token[i - 1], token[i]
        if prev.islower() and cur.isupper():
            return True
        if prev.isupper() and cur.isupper() and i + 1 < len(token) and token[i + 1].islower():
            return True
    return False


def _is_identifier(token: str) -> bool:
    """Identifier-like: camelCase, connectors, or letters mixed with digits."""
    # ``e.g`` and ``a-b`` have connectors but no real word in them.
    if not any(len(p) >= MIN_SUBWORD_CHARS for p in re.split(r"[\W_]+", token)):
        return False
    if _IDENTIFIER_MARKS.intersection(token):
        return True
    if _has_camel_hump(token):
        return True
    has_alpha = any(c.isalpha() for c in token)
    has_digit = any(c.isdigit() for c in token)
    return has_alpha and has_digit


def identifiers(text: str) -> list[str]:
    """The identifier-like tokens of ``text``, in original case, deduplicated.

    An identifier has camelCase humps, ``_``, ``-``, ``.``, ``$``, ``@``,
    ``/`` or ``:``, or mixes letters and digits: ``LegacyTable``,
    ``ERR_SLUG_CONFLICT``, ``v-permission``, ``this.$refs.table.reload``,
    ``@reduxjs/toolkit``, ``i18n``, ``2.15.14``. Plain words (``table``,
    ``Table``, ``JWT``) are not identifiers.

    Args:
        text: any text (NFKC-normalised before matching).

    Returns:
        Identifiers in order of first appearance (case-sensitive
        deduplication: ``LegacyTable`` and ``legacyTable`` are both kept).
    """
    seen: dict[str, None] = {}
    for token in _raw_tokens(text):
        if _WORD_CHAR_RE.match(token[0]) and _is_identifier(token):
            seen.setdefault(token, None)
    return list(seen)


def count_tokens(text: str) -> int:
    """A cheap, deterministic token count used to size chunks.

    Approximation: each CJK character counts 1, each run of letters/digits
    counts 1 (``_`` and other punctuation separate runs, so
    ``ERR_SLUG_CONFLICT`` counts 3); whitespace and punctuation count 0.
    Subword tokenizers (cl100k, XLM-R) give roughly 0.7–1.5 tokens per CJK
    character and 1–1.5 per English word, so this stays within a small factor
    of a model's count without loading one, which is all chunk sizing needs.

    Args:
        text: any text.

    Returns:
        The approximate token count (0 for empty text).
    """
    return len(_COUNT_RE.findall(_normalize(text)))
