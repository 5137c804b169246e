"""Follow-up questions: complete a question that refers back into an independent one.

In a multi-turn migration the agent asks "上面那个表格的 reload 怎么处理的" or
"does the same store need a selector?". Retrieved as they are, such questions
are bound to miss (seed article 001): the asset they are about is only in an
earlier turn. This stage runs before retrieval and needs no LLM:

1. **Find the referring words** with rules, in Chinese and English: a
   backward pointer (上面那个, 刚才的, 前面提到的, the previous, the one above),
   "the same" (同一个, 同样的), a demonstrative with an asset noun (那个表格,
   this component, that store), or a pronoun (它, it, its).
2. **Find the referent** among the assets of the earlier turns, newest first:
   a turn's resolved ``asset``, else the library's asset names that its
   question mentions (``AssetLexicon``: the ``assets`` of the stored entries).
   The noun constrains the choice: 表格/table needs a name with "Table",
   弹窗/dialog one with "Dialog", "Modal" or "Drawer", store/指令/mixin/…
   an asset of that type. "this …" (这个, this) prefers ``context.asset`` (the
   asset the agent is working on); other references prefer the history.
3. **Rewrite**: the referring words are replaced by the asset's name and the
   asset is carried into ``context.asset`` (and its type into
   ``context.asset_type``) unless the request set them.

A reference that cannot be resolved (no history, or no earlier asset of the
kind named) is reported with the reason, and the pipeline does not retrieve
on the bare words. A question that names an asset of the library itself is
not rewritten for a pronoun ("is it safe to reload LegacyTable?").
"""

from __future__ import annotations

import enum
import re
import threading
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from service.contracts import (
    AssetType,
    ExperienceEntry,
    Followup,
    FollowupStatus,
    HistoryTurn,
    RetrieveRequest,
)


# --------------------------------------------------------------------------
# The library's own asset names
# --------------------------------------------------------------------------


def _is_word_char(ch: str) -> bool:
    return ch.isascii() and (ch.isalnum() or ch in "_-$.")


class AssetLexicon:
    """The asset names of the stored entries, with the asset types they are recorded under.

    Kept in step with the store by the indexer (``add`` / ``remove``) like the
    scope catalog; readers get an immutable snapshot, so requests need no lock.
    """

    def __init__(self) -> None:
        self._counts: dict[str, Counter[str]] = {}
        self._lock = threading.Lock()
        self._snapshot: tuple[tuple[str, str], ...] = ()  # (lower-cased name, name), longest first
        self._types: dict[str, str] = {}

    def _publish(self) -> None:
        names = [n for n, c in self._counts.items() if sum(c.values()) > 0]
        self._snapshot = tuple(sorted(((n.lower(), n) for n in names), key=lambda p: (-len(p[0]), p[0])))
        self._types = {n: self._counts[n].most_common(1)[0][0] for n in names}

    def add(self, entry: ExperienceEntry) -> None:
        with self._lock:
            for name in dict.fromkeys(entry.assets):
                self._counts.setdefault(name, Counter())[entry.asset_type.value] += 1
            self._publish()

    def remove(self, entry: ExperienceEntry) -> None:
        with self._lock:
            for name in dict.fromkeys(entry.assets):
                c = self._counts.get(name)
                if c is not None:
                    c[entry.asset_type.value] -= 1
                    if sum(c.values()) <= 0:
                        del self._counts[name]
            self._publish()

    def rebuild(self, entries: Iterable[ExperienceEntry]) -> None:
        with self._lock:
            self._counts = {}
            for entry in entries:
                for name in dict.fromkeys(entry.assets):
                    self._counts.setdefault(name, Counter())[entry.asset_type.value] += 1
            self._publish()

    def __len__(self) -> int:
        return len(self._snapshot)

    def asset_type(self, name: str) -> str | None:
        """The asset type most entries record ``name`` under (None: unknown name)."""
        return self._types.get(name)

    def find(self, text: str) -> list[tuple[int, int, str]]:
        """Asset names in ``text``: ``(start, end, name)``, non-overlapping, in text order.

        Case-insensitive; the longest name wins (``LegacyTableV2`` over
        ``LegacyTable``); a name made of ASCII word characters must not be
        part of a longer identifier (``LegacyTables`` names nothing).
        """
        low = text.lower()
        taken: list[tuple[int, int, str]] = []
        for lname, name in self._snapshot:
            start = 0
            while (i := low.find(lname, start)) >= 0:
                j = i + len(lname)
                start = i + 1
                before = text[i - 1] if i else " "
                after = text[j] if j < len(text) else " "
                if (_is_word_char(lname[0]) and _is_word_char(before)) or (_is_word_char(lname[-1]) and _is_word_char(after)):
                    continue
                if any(i < e and s < j for s, e, _ in taken):
                    continue
                taken.append((i, j, name))
        return sorted(taken)


# --------------------------------------------------------------------------
# Referring words
# --------------------------------------------------------------------------


class RefKind(str, enum.Enum):
    BACK = "back"  # 上面那个, 刚才的, the previous, the one above: an earlier turn
    SAME = "same"  # 同一个, the same
    THIS = "this"  # 这个 / this + noun: the asset being worked on, else an earlier turn
    THAT = "that"  # 那个 / that + noun
    PRONOUN = "pronoun"  # 它, it, its


@dataclass(frozen=True)
class NounClass:
    """What an asset noun allows: names containing one of ``keywords``, else assets of ``types``."""

    keywords: tuple[str, ...] = ()
    types: tuple[str, ...] = ()
    label: str = ""

    def admits(self, name: str, asset_type: str | None) -> bool:
        if self.keywords:
            return any(k in name_words(name) for k in self.keywords)
        return not self.types or asset_type in self.types


_NAME_WORD_RE = re.compile(r"[A-Z]+(?![a-z])|[A-Z]?[a-z]+|\d+")


def name_words(name: str) -> set[str]:
    """The words of an identifier, lower-cased: ``LegacyTableV2`` → legacy, table, v, 2; ``el-form`` → el, form.

    So that 表单/form admits ``RubikForm`` but not ``formatAmount``.
    """
    return {w.lower() for w in _NAME_WORD_RE.findall(name)}


_COMPONENT = ("component",)
# Asset nouns, Chinese and English, and what they admit (most specific first in each regex).
NOUNS: dict[str, NounClass] = {
    **dict.fromkeys(["表格", "table", "grid"], NounClass(("table",), label="table")),
    **dict.fromkeys(["列表", "list"], NounClass(("list",), label="list")),
    **dict.fromkeys(["弹窗", "对话框", "弹框", "抽屉", "dialog", "modal", "drawer"], NounClass(("dialog", "modal", "drawer"), label="dialog")),
    **dict.fromkeys(["表单", "form"], NounClass(("form",), label="form")),
    **dict.fromkeys(["组件", "控件", "component", "widget"], NounClass(types=_COMPONENT, label="component")),
    **dict.fromkeys(["store", "仓库", "状态库", "状态仓库", "模块", "module", "slice"], NounClass(types=("store",), label="store")),
    **dict.fromkeys(["指令", "directive"], NounClass(types=("directive",), label="directive")),
    **dict.fromkeys(["混入", "mixin"], NounClass(types=("mixin",), label="mixin")),
    **dict.fromkeys(["过滤器", "filter"], NounClass(types=("filter",), label="filter")),
    **dict.fromkeys(["路由守卫", "守卫", "路由", "guard", "router"], NounClass(types=("router",), label="router")),
    **dict.fromkeys(["插件", "plugin"], NounClass(types=("plugin",), label="plugin")),
    **dict.fromkeys(["样式", "主题", "style", "theme", "stylesheet"], NounClass(types=("style",), label="style")),
    **dict.fromkeys(["hook", "钩子"], NounClass(types=("store", "mixin", "i18n", "other"), label="hook")),
    # Any asset: "the one above", "that one". ("the same thing" is an approach, not an asset.)
    **dict.fromkeys(["one", "asset"], NounClass(label="asset")),
}
_ANY = NounClass(label="asset")


def _alt(words: Iterable[str]) -> str:
    return "|".join(sorted((re.escape(w) for w in words), key=len, reverse=True))


# Chinese questions use English nouns too (同一个 store, 那个 mixin); an English
# noun must not run on into a longer word.
_ZH_NOUN = rf"(?:{_alt(NOUNS)})(?![A-Za-z])"
_EN_NOUN = _alt(w for w in NOUNS if w.isascii())
_EN_NOUN_PL = rf"(?:{_EN_NOUN})s?"

# Chinese: backward pointers need a demonstrative or a noun after them
# (之前 alone is "before": 迁移之前要做什么 refers to nothing).
_ZH_BACK = r"(?:上面|上边|前面|前边|刚才|刚刚|之前|先前|上述|前述)(?:提到|说|问|讲|聊)?(?:过)?(?:的)?"
_ZH_PATTERNS: list[tuple[RefKind, re.Pattern[str]]] = [
    (RefKind.BACK, re.compile(rf"{_ZH_BACK}(?:那个|这个|那|这)(?:\s*(?P<noun>{_ZH_NOUN}))?")),
    (RefKind.BACK, re.compile(rf"{_ZH_BACK}\s*(?P<noun>{_ZH_NOUN})")),
    (RefKind.BACK, re.compile(rf"上一个(?:\s*(?P<noun>{_ZH_NOUN}))?")),
    (RefKind.SAME, re.compile(rf"(?:同一个|同一|同样的|同个)\s*(?P<noun>{_ZH_NOUN})")),
    (RefKind.THAT, re.compile(rf"(?:那个|那)\s*(?P<noun>{_ZH_NOUN})")),
    (RefKind.THIS, re.compile(rf"(?:这个|该|此)\s*(?P<noun>{_ZH_NOUN})")),
    (RefKind.PRONOUN, re.compile(r"它们?")),
]
_EN_PATTERNS: list[tuple[RefKind, re.Pattern[str]]] = [
    (RefKind.BACK, re.compile(rf"\bthe\s+(?P<noun>{_EN_NOUN_PL})\s+(?:above|from before|before|you mentioned|i mentioned|we discussed|we talked about|mentioned earlier|earlier)\b", re.I)),
    (RefKind.BACK, re.compile(rf"\b(?:the\s+)?(?:previous|above|earlier|last|former|aforementioned)\s+(?P<noun>{_EN_NOUN_PL})\b", re.I)),
    (RefKind.SAME, re.compile(rf"\b(?:the\s+)?same\s+(?P<noun>{_EN_NOUN_PL})\b", re.I)),
    (RefKind.THAT, re.compile(rf"\b(?:that|those)\s+(?P<noun>{_EN_NOUN_PL})\b", re.I)),
    (RefKind.THIS, re.compile(rf"\b(?:this|these)\s+(?P<noun>{_EN_NOUN_PL})\b", re.I)),
    (RefKind.PRONOUN, re.compile(r"\b(?:its|it)\b(?!['’]s\b)", re.I)),
]


@dataclass(frozen=True)
class Reference:
    """Referring words found in a question."""

    start: int
    end: int
    text: str
    kind: RefKind
    noun: NounClass
    possessive: bool = False  # English "its": the replacement gets "'s"


def find_references(question: str) -> list[Reference]:
    """Referring words in ``question``, non-overlapping, in text order (longest match first)."""
    found: list[Reference] = []
    for kind, pat in [*_ZH_PATTERNS, *_EN_PATTERNS]:
        for m in pat.finditer(question):
            s, e = m.span()
            if any(s < r.end and r.start < e for r in found):
                continue
            noun_text = (m.groupdict().get("noun") or "").lower()
            noun = NOUNS.get(noun_text) or NOUNS.get(noun_text.rstrip("s")) or _ANY
            possessive = kind is RefKind.PRONOUN and m.group(0).lower() == "its"
            found.append(Reference(s, e, m.group(0), kind, noun, possessive))
    return sorted(found, key=lambda r: r.start)


# --------------------------------------------------------------------------
# The stage
# --------------------------------------------------------------------------


@dataclass(frozen=True)
class _Candidate:
    name: str
    asset_type: str | None
    turn: int | None  # index into history; None: context.asset


@dataclass(frozen=True)
class Resolution:
    """The follow-up stage's verdict on one request."""

    info: Followup
    request: RetrieveRequest | None  # the request to retrieve (resolved), None when unresolved

    @property
    def resolved(self) -> bool:
        return self.info.status is FollowupStatus.RESOLVED


_SPACES = re.compile(r"[ \t]{2,}")
_CJK = re.compile(r"[\u3400-\u9fff\uf900-\ufaff]")


def _splice(text: str, start: int, end: int, name: str) -> str:
    """Replace text[start:end] by name, with a space where an ASCII name meets CJK or a word."""
    before, after = text[:start], text[end:]
    left = " " if before and not before[-1].isspace() and (_CJK.match(before[-1]) or before[-1].isalnum()) else ""
    right = " " if after and not after[0].isspace() and (_CJK.match(after[0]) or after[0].isalnum()) else ""
    return before + left + name + right + after


class FollowupStage:
    """Resolve references to earlier turns with rules and the library's asset names."""

    def __init__(self, lexicon: AssetLexicon):
        self.lexicon = lexicon

    def _turn_assets(self, turn: HistoryTurn, index: int) -> list[_Candidate]:
        if turn.asset:
            at = turn.asset_type.value if turn.asset_type else self.lexicon.asset_type(turn.asset)
            return [_Candidate(turn.asset, at, index)]
        # Mentioned last = most salient: "LegacyList 和 LegacyTable 哪个…" → LegacyTable first.
        names = [n for _, _, n in self.lexicon.find(turn.query)]
        return [_Candidate(n, self.lexicon.asset_type(n), index) for n in reversed(list(dict.fromkeys(names)))]

    def _candidates(self, request: RetrieveRequest, prefer_context: bool) -> list[_Candidate]:
        history = [c for i in range(len(request.history) - 1, -1, -1) for c in self._turn_assets(request.history[i], i)]
        ctx: list[_Candidate] = []
        if request.context.asset:
            at = request.context.asset_type.value if request.context.asset_type else self.lexicon.asset_type(request.context.asset)
            ctx = [_Candidate(request.context.asset, at, None)]
        return ctx + history if prefer_context else history + ctx

    @staticmethod
    def _describe(cands: Sequence[_Candidate]) -> str:
        seen = list(dict.fromkeys((c.name, c.asset_type or "unknown type") for c in cands))
        return ", ".join(f"{n} ({t})" for n, t in seen[:5])

    def run(self, request: RetrieveRequest) -> Resolution | None:
        """Resolve ``request``'s references to earlier turns.

        Returns:
            None when the question refers to nothing (it is retrieved as sent);
            else a ``Resolution``: resolved, with the rewritten request, or
            unresolved, with the reason.
        """
        question = request.query
        refs = find_references(question)
        if not refs:
            return None
        if self.lexicon.find(question):
            # The question names its asset: "LegacyTable 这个组件…", "is it safe to
            # reload LegacyTable?" refer within the question. Only explicit
            # pointers back (上面那个, the same …) still point to earlier turns.
            refs = [r for r in refs if r.kind in (RefKind.BACK, RefKind.SAME)]
            if not refs:
                return None
        if any(r.kind is not RefKind.PRONOUN for r in refs):
            # "That store's filters: what replaces it?": a pronoun next to a
            # reference with a noun refers within the question; only the noun
            # phrase is replaced.
            refs = [r for r in refs if r.kind is not RefKind.PRONOUN]
        rewritten = question
        choices: list[_Candidate] = []
        # Right to left, so earlier spans keep their offsets.
        for ref in sorted(refs, key=lambda r: r.start, reverse=True):
            cands = self._candidates(request, prefer_context=ref.kind is RefKind.THIS)
            fits = [c for c in cands if ref.noun.admits(c.name, c.asset_type)]
            if not fits:
                return Resolution(self._unresolved(request, refs, ref, cands), None)
            choices.append(fits[0])
            name = fits[0].name + ("'s" if ref.possessive else "")
            rewritten = _splice(rewritten, ref.start, ref.end, name)
        picked = choices[-1]  # the first reference in the question names the asset carried over
        rewritten = _SPACES.sub(" ", rewritten).strip()
        ctx = request.context
        update: dict[str, object] = {}
        if ctx.asset is None:
            update["asset"] = picked.name
            if ctx.asset_type is None and picked.asset_type in AssetType._value2member_map_:
                update["asset_type"] = AssetType(picked.asset_type)
        new_ctx = ctx.model_copy(update=update) if update else ctx
        where = f"turn {picked.turn}" if picked.turn is not None else "context.asset"
        info = Followup(
            status=FollowupStatus.RESOLVED,
            original=question,
            rewritten=rewritten,
            references=[r.text for r in refs],
            asset=picked.name,
            asset_type=new_ctx.asset_type if new_ctx.asset == picked.name else None,
            from_turn=picked.turn,
            reason=f"{', '.join(repr(r.text) for r in refs)} resolved to {picked.name} from {where}",
        )
        return Resolution(info, request.model_copy(update={"query": rewritten, "context": new_ctx, "history": []}))

    def _unresolved(self, request: RetrieveRequest, refs: Sequence[Reference], ref: Reference, cands: Sequence[_Candidate]) -> Followup:
        if not request.history and not request.context.asset:
            reason = f"{ref.text!r} refers to an earlier turn, but the request has no history and no context.asset"
        elif not cands:
            reason = f"{ref.text!r} refers to an earlier turn, but no earlier turn names an asset of this library"
        else:
            article = "an" if ref.noun.label[:1] in "aeiou" else "a"
            reason = f"{ref.text!r} refers to {article} {ref.noun.label}, but the earlier turns are about {self._describe(cands)}"
        return Followup(
            status=FollowupStatus.UNRESOLVED,
            original=request.query,
            references=[r.text for r in refs],
            reason=reason + "; nothing was retrieved: send the asset's name (or context.asset) and ask again",
        )
