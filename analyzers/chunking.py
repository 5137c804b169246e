"""Split a long entry into retrievable chunks at natural boundaries.

Rules (design.md §1, seed 004 "对语料库切块"):

* about ``target_tokens`` (500) tokens of new content per chunk, counted with
  :func:`analyzers.tokenize.count_tokens`;
* split at paragraph boundaries (blank lines) first, then at sentence
  boundaries, NEVER inside a sentence. A sentence ends at Chinese ``。！？；``
  (optionally followed by closing quotes or brackets), at English ``. ! ?``
  followed by whitespace or the end, at a line break, or at the end of its
  paragraph (headings and list items carry no punctuation). A fenced code
  block (```` ``` ````) is one paragraph whose "sentences" are its lines;
* last resort: a single sentence longer than the budget is split at clause
  punctuation (``，、：,:;``); a clause still longer than the budget becomes a
  chunk of its own and may exceed the target. Nothing is ever cut
  mid-clause;
* overlap: each chunk after the first starts with whole trailing sentences of
  the previous chunk, as many as fit in ``overlap_tokens`` (none when even
  the last sentence is longer: overlap never cuts a sentence);
* the entry title is the first line of every chunk's text, so a chunk is
  findable by title words and readable on its own. The title's tokens come
  out of the content budget (but the budget never drops below half the
  target), so a chunk's ``n_tokens`` stays within ``target + overlap``
  unless the title is longer than half the target or a clause is oversize.

Every chunk body is a contiguous slice of the original body (original
spacing and line breaks kept), so each sentence of the body appears verbatim
in at least one chunk.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from analyzers.tokenize import count_tokens

# Default chunk size in tokens (design.md §1; seed 004: "每块约 500 个令牌").
DEFAULT_TARGET_TOKENS = 500

# Default overlap in tokens (design.md §1; seed 004: "相邻块之间约 50 个令牌").
DEFAULT_OVERLAP_TOKENS = 50

# A chunk already this full (fraction of the content budget) is closed at a
# paragraph boundary rather than topped up with the next paragraph's first
# sentences: paragraphs are the preferred cut, but not at the price of
# near-empty chunks.
PARAGRAPH_FLUSH_RATIO = 0.5

# The content budget never drops below this fraction of the target, however
# long the title is.
MIN_BUDGET_RATIO = 0.5

# Separator between the title line and the chunk body.
_TITLE_SEPARATOR = "\n"

# End of a sentence: Chinese terminators (no space needed), English ones
# followed by whitespace or the end, then any closing quotes/brackets; or a
# line break.
_SENTENCE_END_RE = re.compile(
    r"(?:[。！？；]+|[.!?]+(?=[\s\"'”’」』）)\]]|$))[\"'”’」』）)\]]*|\n"
)

# Clause punctuation for the last-resort split of an oversize sentence.
_CLAUSE_END_RE = re.compile(r"[，、：,:;]+")

# A line that opens or closes a fenced code block.
_FENCE_RE = re.compile(r"^\s*(```|~~~)")


@dataclass(frozen=True)
class Chunk:
    """One chunk of an entry.

    Attributes:
        entry_id: the entry's id.
        n: 0-based position of the chunk in the entry.
        chunk_id: ``f"{entry_id}::{n}"``.
        text: the title line, a line break, then the chunk body.
        n_tokens: ``count_tokens(text)``.
    """

    entry_id: str
    n: int
    chunk_id: str
    text: str
    n_tokens: int


@dataclass(frozen=True)
class _Unit:
    """An unsplittable span of the body: a sentence, a clause or a code line."""

    start: int
    end: int
    tokens: int
    paragraph: int


def _trimmed(body: str, start: int, end: int) -> tuple[int, int]:
    """Shrink ``[start, end)`` to exclude surrounding whitespace."""
    while start < end and body[start].isspace():
        start += 1
    while end > start and body[end - 1].isspace():
        end -= 1
    return start, end


def _paragraphs(body: str) -> list[tuple[int, int, bool]]:
    """``(start, end, is_code)`` of each paragraph; fenced blocks stay whole."""
    out: list[tuple[int, int, bool]] = []
    start: int | None = None
    in_code = False
    pos = 0

    def close(end: int, is_code: bool) -> None:
        nonlocal start
        if start is not None:
            s, e = _trimmed(body, start, end)
            if s < e:
                out.append((s, e, is_code))
        start = None

    for line in body.splitlines(keepends=True):
        line_end = pos + len(line)
        if _FENCE_RE.match(line):
            if not in_code:
                close(pos, False)
                start, in_code = pos, True
            else:
                in_code = False
                close(line_end, True)
        elif not in_code and not line.strip():
            close(pos, False)
        elif start is None:
            start = pos
        pos = line_end
    close(len(body), in_code)
    return out


def _split_spans(body: str, start: int, end: int, boundary: re.Pattern[str]) -> list[tuple[int, int]]:
    """Split ``body[start:end]`` after each ``boundary`` match; trimmed, non-empty spans."""
    spans: list[tuple[int, int]] = []
    cut = start
    for m in boundary.finditer(body, start, end):
        spans.append(_trimmed(body, cut, m.end()))
        cut = m.end()
    spans.append(_trimmed(body, cut, end))
    return [(s, e) for s, e in spans if s < e]


def _units(body: str, budget: int) -> list[_Unit]:
    """Sentences (or code lines) of every paragraph; oversize ones split at clauses."""
    units: list[_Unit] = []
    for p, (start, end, is_code) in enumerate(_paragraphs(body)):
        boundary = re.compile(r"\n") if is_code else _SENTENCE_END_RE
        for s, e in _split_spans(body, start, end, boundary):
            tokens = count_tokens(body[s:e])
            if tokens > budget and not is_code:
                pieces = _split_spans(body, s, e, _CLAUSE_END_RE)
            else:
                pieces = [(s, e)]
            units.extend(_Unit(ps, pe, count_tokens(body[ps:pe]), p) for ps, pe in pieces)
    return units


def _pack(units: list[_Unit], budget: int) -> list[tuple[int, int]]:
    """Greedy packing into ``(first, last)`` unit index ranges of new content."""
    paragraph_tokens: dict[int, int] = {}
    for unit in units:
        paragraph_tokens[unit.paragraph] = paragraph_tokens.get(unit.paragraph, 0) + unit.tokens
    ranges: list[tuple[int, int]] = []
    first: int | None = None
    used = 0
    for i, unit in enumerate(units):
        if first is not None:
            new_paragraph = unit.paragraph != units[i - 1].paragraph
            flush = used + unit.tokens > budget or (
                new_paragraph
                and used + paragraph_tokens[unit.paragraph] > budget
                and used >= PARAGRAPH_FLUSH_RATIO * budget
            )
            if flush:
                ranges.append((first, i - 1))
                first, used = None, 0
        if first is None:
            first = i
        used += unit.tokens
    if first is not None:
        ranges.append((first, len(units) - 1))
    return ranges


def _overlap_start(units: list[_Unit], prev_first: int, first: int, overlap_tokens: int) -> int:
    """Index of the first unit of the overlap: trailing whole units of the previous chunk."""
    start, used = first, 0
    while start - 1 > prev_first and used + units[start - 1].tokens <= overlap_tokens:
        start -= 1
        used += units[start].tokens
    return start


def chunk_text(
    entry_id: str,
    title: str,
    body: str,
    target_tokens: int = DEFAULT_TARGET_TOKENS,
    overlap_tokens: int = DEFAULT_OVERLAP_TOKENS,
) -> list[Chunk]:
    """Split an entry into chunks of about ``target_tokens`` tokens.

    Args:
        entry_id: the entry's id (used in ``chunk_id``).
        title: the entry's one-line title, carried into every chunk
            (internal whitespace collapsed to single spaces).
        body: the entry's text; may be empty.
        target_tokens: new content per chunk, title line included (> 0).
        overlap_tokens: at most this many tokens of whole trailing sentences
            repeated from the previous chunk (>= 0).

    Returns:
        At least one chunk, ``n`` = 0, 1, …; a body that fits in one chunk
        (or is empty) gives exactly one chunk ``n=0``.

    Raises:
        ValueError: ``target_tokens`` < 1 or ``overlap_tokens`` < 0.
    """
    if target_tokens < 1:
        raise ValueError(f"target_tokens must be >= 1, got {target_tokens}")
    if overlap_tokens < 0:
        raise ValueError(f"overlap_tokens must be >= 0, got {overlap_tokens}")
    title_line = " ".join(title.split())
    budget = max(target_tokens - count_tokens(title_line), int(target_tokens * MIN_BUDGET_RATIO), 1)
    units = _units(body, budget)
    ranges = _pack(units, budget) or [(0, -1)]

    chunks: list[Chunk] = []
    prev_first = -1
    for n, (first, last) in enumerate(ranges):
        start = _overlap_start(units, prev_first, first, overlap_tokens) if n else first
        prev_first = first
        piece = body[units[start].start : units[last].end] if units else ""
        text = f"{title_line}{_TITLE_SEPARATOR}{piece}" if title_line else piece
        text = text.rstrip()
        chunks.append(Chunk(entry_id, n, f"{entry_id}::{n}", text, count_tokens(text)))
    return chunks
