"""Glossary: groups of equivalent surface forms, matched in queries and expanded.

A glossary is a tuple of *groups*; each group lists surface forms that mean
the same thing across Chinese, English, Vue and React (``v-model``,
``双向绑定``, ``controlled component``, ``受控组件``). The built-in map lives in
``analyzers.concepts``; a team adds its in-house names in a YAML file::

    groups:
      - [审批流弹窗, ApprovalFlowDialog, approval flow dialog]
      - [北极星, northStarStore, useNorthStar]

Matching (case-insensitive, on NFKC-normalised text):

* a form's latin ends match on token boundaries: ``ref`` does not fire inside
  ``prefer`` or ``useRef``, but does in ``ref.current`` or ``$ref``;
* a form's CJK ends match as substrings (CJK has no word boundaries):
  ``弹窗`` fires inside ``审批流弹窗``;
* a multi-word form matches as a phrase: ``controlled component`` needs both
  words in order, any whitespace between them (none needed next to CJK).

Expansion: for each group with a matching form, the group's OTHER forms.
Expansions are for QUERIES ONLY; indexed documents are never expanded, so
the index stays a faithful record of what the entries say.

``Glossary.load`` is the one function in ``analyzers`` that does I/O.
"""

from __future__ import annotations

import hashlib
import json

import functools
import re
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

import yaml

from analyzers.concepts import BUILTIN_GROUPS
from analyzers.errors import GlossaryError
from analyzers.tokenize import CJK_RANGES

# Shortest surface form accepted: a single latin letter or CJK character
# would fire on nearly every query.
MIN_FORM_CHARS = 2

# A group needs at least two distinct forms, otherwise it expands to nothing.
MIN_GROUP_FORMS = 2

# A latin word character: a form's latin end must not touch one. Checked
# by hand around each candidate match rather than as a look-around inside
# every pattern: a negated class spanning the CJK ranges costs ~2 ms to
# compile, times ~700 forms.
_LATIN_WORD_RE = re.compile(rf"[^\W{CJK_RANGES}]")


def _fold(text: str) -> str:
    """Normalise for matching: NFKC, then lowercase."""
    return unicodedata.normalize("NFKC", text).lower()


def _is_latin(ch: str) -> bool:
    """True for a latin word character (letters, digits, ``_``; not CJK)."""
    return _LATIN_WORD_RE.match(ch) is not None


@dataclass(frozen=True)
class _Matcher:
    """One surface form compiled for matching."""

    needle: str  # longest whitespace-free piece, for a cheap ``in`` prefilter
    pattern: re.Pattern[str]
    bounded_start: bool  # the form starts with a latin word character
    bounded_end: bool  # the form ends with a latin word character

    def search(self, folded: str) -> bool:
        """True when the form occurs in ``folded`` with its latin ends on token boundaries."""
        if self.needle not in folded:
            return False
        for m in self.pattern.finditer(folded):
            start, end = m.span()
            if self.bounded_start and start > 0 and _is_latin(folded[start - 1]):
                continue
            if self.bounded_end and end < len(folded) and _is_latin(folded[end]):
                continue
            return True
        return False


def _compile(form: str) -> _Matcher:
    """Build the phrase matcher of one folded, whitespace-collapsed form."""
    pieces = form.split()
    parts = [re.escape(pieces[0])]
    for left, right in zip(pieces, pieces[1:]):
        # Two latin words need whitespace between them; next to CJK or
        # punctuation the space is optional (``自定义 hook`` = ``自定义hook``).
        parts.append(r"\s+" if _is_latin(left[-1]) and _is_latin(right[0]) else r"\s*")
        parts.append(re.escape(right))
    return _Matcher(
        needle=max(pieces, key=len),
        pattern=re.compile("".join(parts)),
        bounded_start=_is_latin(form[0]),
        bounded_end=_is_latin(form[-1]),
    )


def _clean_group(raw: object, index: int, path: Path | None) -> tuple[str, ...]:
    """Validate one group; strip forms, drop case-insensitive duplicates."""
    if isinstance(raw, (str, bytes)) or not isinstance(raw, Iterable):
        raise GlossaryError(f"group {index} must be a list of strings, got {type(raw).__name__}", path)
    forms: list[str] = []
    seen: set[str] = set()
    for form in raw:
        if not isinstance(form, str):
            raise GlossaryError(
                f"group {index}: form {form!r} is a {type(form).__name__}, not a string "
                "(quote numbers and yes/no in YAML)",
                path,
            )
        form = " ".join(form.split())
        if len(form) < MIN_FORM_CHARS:
            raise GlossaryError(
                f"group {index}: form {form!r} is shorter than {MIN_FORM_CHARS} characters", path
            )
        key = _fold(form)
        if key not in seen:
            seen.add(key)
            forms.append(form)
    if len(forms) < MIN_GROUP_FORMS:
        raise GlossaryError(
            f"group {index} has {len(forms)} distinct form(s); at least {MIN_GROUP_FORMS} needed",
            path,
        )
    return tuple(forms)


@dataclass(frozen=True)
class GlossaryMatch:
    """One surface form found in a text.

    Attributes:
        group: index of the group in :attr:`Glossary.groups`.
        form: the form as written in the glossary.
    """

    group: int
    form: str


@dataclass(frozen=True)
class Glossary:
    """Groups of equivalent surface forms, with query-side matching and expansion.

    Build with :meth:`builtin`, :meth:`load` or :meth:`from_groups`; the
    constructor expects already-validated groups.

    Attributes:
        groups: the groups, each a tuple of at least two distinct forms.
    """

    groups: tuple[tuple[str, ...], ...]
    _matchers: tuple[tuple[_Matcher, ...], ...] = field(
        init=False, repr=False, compare=False, hash=False
    )

    def __post_init__(self) -> None:
        matchers = tuple(tuple(_compile(_fold(f)) for f in group) for group in self.groups)
        object.__setattr__(self, "_matchers", matchers)

    def identity(self) -> str:
        """``glossary@<sha256[:12]>`` of the groups (order and forms included): part of the scorer identity."""
        body = json.dumps([list(g) for g in self.groups], ensure_ascii=False, separators=(",", ":"))
        return "glossary@" + hashlib.sha256(body.encode("utf-8")).hexdigest()[:12]

    @classmethod
    def from_groups(
        cls, groups: Iterable[Iterable[str]], *, path: str | Path | None = None
    ) -> Glossary:
        """A glossary of exactly these groups (no built-in map).

        Args:
            groups: each an iterable of surface forms (strings of at least
                :data:`MIN_FORM_CHARS` characters; whitespace is collapsed,
                case-insensitive duplicates dropped).
            path: the file the groups came from, only to name it in errors.

        Raises:
            GlossaryError: a group is not a list of strings, has a form that is
                too short, or has fewer than :data:`MIN_GROUP_FORMS` distinct forms.
        """
        where = Path(path) if path is not None else None
        return cls(tuple(_clean_group(g, i, where) for i, g in enumerate(groups)))

    @classmethod
    def builtin(cls) -> Glossary:
        """The built-in Vue ↔ React concept map (``analyzers.concepts``), built once."""
        return _builtin()

    @classmethod
    def load(cls, path: str | Path) -> Glossary:
        """The built-in map merged with the team's YAML glossary at ``path``.

        The file holds ``groups:``, a list of lists of surface forms. Groups
        are appended after the built-in ones; a team form that also appears
        in a built-in group simply expands both groups.

        Args:
            path: the team glossary file (UTF-8 YAML).

        Raises:
            GlossaryError: the file cannot be read, is not valid YAML, has no
                ``groups`` list, or a group is invalid (see :meth:`from_groups`);
                the error carries ``path`` and ``reason``.
        """
        path = Path(path)
        try:
            text = path.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as exc:
            raise GlossaryError(f"cannot read file: {exc}", path) from exc
        try:
            data = yaml.safe_load(text)
        except yaml.YAMLError as exc:
            raise GlossaryError(f"not valid YAML: {exc}", path) from exc
        if not isinstance(data, dict) or "groups" not in data:
            raise GlossaryError("expected a mapping with a 'groups' key", path)
        groups = data["groups"]
        if groups is None:
            groups = []
        if not isinstance(groups, list):
            raise GlossaryError(f"'groups' must be a list, got {type(groups).__name__}", path)
        team = cls.from_groups(groups, path=path)
        return cls.builtin().extended(team.groups)

    def extended(self, groups: Iterable[Iterable[str]]) -> Glossary:
        """This glossary plus ``groups`` (validated as in :meth:`from_groups`).

        Raises:
            GlossaryError: a new group is invalid.
        """
        extra = Glossary.from_groups(groups)
        return Glossary(self.groups + extra.groups)

    def matches(self, text: str) -> tuple[GlossaryMatch, ...]:
        """Every (group, form) whose form occurs in ``text``, in glossary order.

        Args:
            text: the query text (any case; NFKC-normalised before matching).
        """
        folded = _fold(text)
        return tuple(
            GlossaryMatch(g, self.groups[g][f])
            for g, matchers in enumerate(self._matchers)
            for f, matcher in enumerate(matchers)
            if matcher.search(folded)
        )

    def expansions(self, text: str) -> tuple[str, ...]:
        """The other forms of every group matched in ``text``, deduplicated.

        Forms that themselves occur in ``text`` are left out (the query
        already has them). Order: glossary order of groups, then of forms.

        Args:
            text: the query text.

        Returns:
            Surface forms as written in the glossary; analyze them into
            terms before use (``Analyzer.query_terms`` does).
        """
        found = self.matches(text)
        present = {_fold(m.form) for m in found}
        out: dict[str, str] = {}
        for group in dict.fromkeys(m.group for m in found):
            for form in self.groups[group]:
                key = _fold(form)
                if key not in present and key not in out:
                    out[key] = form
        return tuple(out.values())

    def __len__(self) -> int:
        return len(self.groups)


@functools.cache
def _builtin() -> Glossary:
    """Compile the built-in map once per process (it never changes)."""
    return Glossary.from_groups(BUILTIN_GROUPS)
