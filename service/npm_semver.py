"""npm's semver, exactly: node-semver 7.8.5's versions and ranges, default options.

mxr promises npm semver ranges (formats.md §1), so this module is a faithful,
line-by-line port of the reference implementation — ``classes/semver.js``,
``classes/comparator.js``, ``classes/range.js`` and ``internal/re.js`` of
node-semver 7.8.5 — for npm's *default* options (no ``loose``, no
``includePrerelease``), the options ``npm install`` itself resolves with.
Nothing else is implemented: no loose mode, no ``intersects``/``subset``.

Why a port and not a Python library: ``semantic_version.NpmSpec`` refuses
valid npm ranges (``>= 1.0.0``, ``~> 1``, ``1.0.0 - x``) and applies
prerelease rules of its own (``<=1.2.3`` admits ``1.2.3-beta``); the PyPI
``node-semver`` port follows an older node-semver and disagrees with 7.8.5 on
build metadata in x-ranges and on x-ranges with numbers after an ``x``
(``1.x.2``). The proof that this port agrees with npm is
``tests/service/test_npm_semver_differential.py``: node-semver's own fixture
cases and ≥ 10,000 generated (range, version) pairs asked of npm's
``semver.satisfies`` itself.

JavaScript regular expressions differ from Python's in three ways that
matter here, and the translation keeps JavaScript's meaning: ``\\d`` is ASCII
``[0-9]`` (so full-width or Arabic-Indic digits are refused, as npm refuses
them), ``\\s`` and ``String.prototype.trim`` use JavaScript's whitespace set,
and ``$`` is the end of the string (never before a final newline).
Arithmetic on numbers in ranges (``^1.2`` → ``<2.0.0-0``) follows
JavaScript's ``Number`` and its ``toString``.
"""

from __future__ import annotations

import decimal
import math
import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache

NODE_SEMVER_VERSION = "7.8.5"
# Identifies the range engine (stored with the index, compared by `mxr reindex`).
ENGINE = f"node-semver {NODE_SEMVER_VERSION} default options (mxr port)"

MAX_LENGTH = 256
MAX_SAFE_INTEGER = 2**53 - 1
MAX_SAFE_BUILD_LENGTH = MAX_LENGTH - 6

# JavaScript's WhiteSpace and LineTerminator characters (what `\s` and trim() mean there).
_JS_WS_CHARS = "\t\n\v\f\r \u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff"
_JS_WS_CLASS_BODY = r"\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff"


class InvalidVersion(ValueError):
    """npm's ``new SemVer(v)`` throws for this string."""


class InvalidRange(ValueError):
    """npm's ``new Range(r)`` throws for this string."""


def js_trim(text: str) -> str:
    """``String.prototype.trim``."""
    return text.strip(_JS_WS_CHARS)


def _js_number(x: float) -> str:
    """``Number.prototype.toString()`` (ECMA-262 Number::toString, radix 10)."""
    if math.isnan(x):
        return "NaN"
    if math.isinf(x):
        return "Infinity" if x > 0 else "-Infinity"
    if x == 0:
        return "0"
    sign = "-" if x < 0 else ""
    # repr() is the shortest string that round-trips, as ECMA-262 requires.
    t = decimal.Decimal(repr(abs(x))).normalize().as_tuple()
    digits = "".join(map(str, t.digits))
    k = len(digits)
    n = k + int(t.exponent)
    if k <= n <= 21:
        body = digits + "0" * (n - k)
    elif 0 < n <= 21:
        body = digits[:n] + "." + digits[n:]
    elif -6 < n <= 0:
        body = "0." + "0" * (-n) + digits
    else:
        e = n - 1
        mant = digits if k == 1 else digits[0] + "." + digits[1:]
        body = f"{mant}e{'+' if e >= 0 else '-'}{abs(e)}"
    return sign + body


def _plus1(s: str | int) -> str:
    """JavaScript's ``${+s + 1}``."""
    return _js_number(float(s) + 1)


# --------------------------------------------------------------------------
# internal/re.js: the same sources, the same "safe" variants, then translated
# --------------------------------------------------------------------------

_LETTERDASHNUMBER = "[a-zA-Z0-9-]"
_SAFE_REPLACEMENTS = ((r"\s", 1), (r"\d", MAX_LENGTH), (_LETTERDASHNUMBER, MAX_SAFE_BUILD_LENGTH))


def _make_safe(value: str) -> str:
    for token, mx in _SAFE_REPLACEMENTS:
        value = value.replace(token + "*", f"{token}{{0,{mx}}}").replace(token + "+", f"{token}{{1,{mx}}}")
    return value


def _to_python(js: str) -> str:
    """A JavaScript regex source (no flags but g) as the equivalent Python pattern."""
    py = js.replace(r"[v=\s]", "[v=" + _JS_WS_CLASS_BODY + "]")
    py = py.replace(r"\s", "[" + _JS_WS_CLASS_BODY + "]").replace(r"\d", "[0-9]")
    return py.replace("$", r"\Z")


_src: dict[str, str] = {}


def _token(name: str, value: str) -> None:
    _src[name] = value


def _safe_re(name: str) -> re.Pattern[str]:
    return re.compile(_to_python(_make_safe(_src[name])))


_token("NUMERICIDENTIFIER", r"0|[1-9]\d*")
_token("NUMERICIDENTIFIERLOOSE", r"\d+")
_token("NONNUMERICIDENTIFIER", rf"\d*[a-zA-Z-]{_LETTERDASHNUMBER}*")
_token(
    "MAINVERSION",
    rf"({_src['NUMERICIDENTIFIER']})\.({_src['NUMERICIDENTIFIER']})\.({_src['NUMERICIDENTIFIER']})",
)
_token(
    "MAINVERSIONLOOSE",
    rf"({_src['NUMERICIDENTIFIERLOOSE']})\.({_src['NUMERICIDENTIFIERLOOSE']})\.({_src['NUMERICIDENTIFIERLOOSE']})",
)
_token("PRERELEASEIDENTIFIER", f"(?:{_src['NONNUMERICIDENTIFIER']}|{_src['NUMERICIDENTIFIER']})")
_token("PRERELEASEIDENTIFIERLOOSE", f"(?:{_src['NONNUMERICIDENTIFIER']}|{_src['NUMERICIDENTIFIERLOOSE']})")
_token("PRERELEASE", rf"(?:-({_src['PRERELEASEIDENTIFIER']}(?:\.{_src['PRERELEASEIDENTIFIER']})*))")
_token("PRERELEASELOOSE", rf"(?:-?({_src['PRERELEASEIDENTIFIERLOOSE']}(?:\.{_src['PRERELEASEIDENTIFIERLOOSE']})*))")
_token("BUILDIDENTIFIER", f"{_LETTERDASHNUMBER}+")
_token("BUILD", rf"(?:\+({_src['BUILDIDENTIFIER']}(?:\.{_src['BUILDIDENTIFIER']})*))")
_token("FULLPLAIN", f"v?{_src['MAINVERSION']}{_src['PRERELEASE']}?{_src['BUILD']}?")
_token("FULL", f"^{_src['FULLPLAIN']}$")
_token("LOOSEPLAIN", rf"[v=\s]*{_src['MAINVERSIONLOOSE']}{_src['PRERELEASELOOSE']}?{_src['BUILD']}?")
_token("GTLT", "((?:<|>)?=?)")
_token("XRANGEIDENTIFIER", rf"{_src['NUMERICIDENTIFIER']}|x|X|\*")
_token(
    "XRANGEPLAIN",
    rf"[v=\s]*({_src['XRANGEIDENTIFIER']})"
    rf"(?:\.({_src['XRANGEIDENTIFIER']})"
    rf"(?:\.({_src['XRANGEIDENTIFIER']})"
    rf"(?:{_src['PRERELEASE']})?{_src['BUILD']}?"
    r")?)?",
)
_token("XRANGE", rf"^{_src['GTLT']}\s*{_src['XRANGEPLAIN']}$")
_token("LONETILDE", "(?:~>?)")
_token("TILDETRIM", rf"(\s*){_src['LONETILDE']}\s+")
_token("TILDE", f"^{_src['LONETILDE']}{_src['XRANGEPLAIN']}$")
_token("LONECARET", r"(?:\^)")
_token("CARETTRIM", rf"(\s*){_src['LONECARET']}\s+")
_token("CARET", f"^{_src['LONECARET']}{_src['XRANGEPLAIN']}$")
_token("COMPARATOR", rf"^{_src['GTLT']}\s*({_src['FULLPLAIN']})$|^$")
_token("COMPARATORTRIM", rf"(\s*){_src['GTLT']}\s*({_src['LOOSEPLAIN']}|{_src['XRANGEPLAIN']})")
_token("HYPHENRANGE", rf"^\s*({_src['XRANGEPLAIN']})\s+-\s+({_src['XRANGEPLAIN']})\s*$")
_token("STAR", r"(<|>)?=?\s*\*")
_token("GTE0", r"^\s*>=\s*0\.0\.0\s*$")

_FULL = _safe_re("FULL")
_XRANGE = _safe_re("XRANGE")
_TILDETRIM = _safe_re("TILDETRIM")
_TILDE = _safe_re("TILDE")
_CARETTRIM = _safe_re("CARETTRIM")
_CARET = _safe_re("CARET")
_COMPARATOR = _safe_re("COMPARATOR")
_COMPARATORTRIM = _safe_re("COMPARATORTRIM")
_HYPHENRANGE = _safe_re("HYPHENRANGE")
_STAR = _safe_re("STAR")
_GTE0 = _safe_re("GTE0")
_BUILD = _safe_re("BUILD")
# range.js: "unbounded global build-metadata stripper used by parseRange"
_BUILDSTRIP = re.compile(_to_python(_src["BUILD"]))
_WS_RUN = re.compile("[" + _JS_WS_CLASS_BODY + "]+")
_NUMERIC = re.compile(r"[0-9]+\Z")


# --------------------------------------------------------------------------
# classes/semver.js
# --------------------------------------------------------------------------

Identifier = int | str


def _compare_identifiers(a: Identifier, b: Identifier) -> int:
    """internal/identifiers.js ``compareIdentifiers``."""
    if isinstance(a, int) and isinstance(b, int):
        return 0 if a == b else (-1 if a < b else 1)
    anum = _NUMERIC.match(str(a)) is not None
    bnum = _NUMERIC.match(str(b)) is not None
    x: Identifier | float = a
    y: Identifier | float = b
    if anum and bnum:  # JavaScript's +a, +b: doubles
        x, y = float(str(a)), float(str(b))
    if x == y:
        return 0
    if anum and not bnum:
        return -1
    if bnum and not anum:
        return 1
    return -1 if x < y else 1  # type: ignore[operator]


@dataclass(frozen=True)
class SemVer:
    """A version as npm's ``new SemVer(v)`` (default options) parses it."""

    major: int
    minor: int
    patch: int
    prerelease: tuple[Identifier, ...] = ()
    build: tuple[str, ...] = ()

    @classmethod
    def parse(cls, version: str) -> SemVer:
        """``new SemVer(version)``.

        Raises:
            InvalidVersion: npm throws for this string (with npm's reason).
        """
        return _parse_semver(version)

    @property
    def version(self) -> str:
        """npm's ``version`` (no build metadata)."""
        v = f"{self.major}.{self.minor}.{self.patch}"
        if self.prerelease:
            v += "-" + ".".join(str(p) for p in self.prerelease)
        return v

    def __str__(self) -> str:
        return self.version

    def compare(self, other: SemVer) -> int:
        if other.version == self.version:
            return 0
        return self._compare_main(other) or self._compare_pre(other)

    def _compare_main(self, other: SemVer) -> int:
        a, b = (self.major, self.minor, self.patch), (other.major, other.minor, other.patch)
        return 0 if a == b else (-1 if a < b else 1)

    def _compare_pre(self, other: SemVer) -> int:
        if self.prerelease and not other.prerelease:
            return -1
        if not self.prerelease and other.prerelease:
            return 1
        if not self.prerelease and not other.prerelease:
            return 0
        i = 0
        while True:
            a = self.prerelease[i] if i < len(self.prerelease) else None
            b = other.prerelease[i] if i < len(other.prerelease) else None
            if a is None and b is None:
                return 0
            if b is None:
                return 1
            if a is None:
                return -1
            if type(a) is type(b) and a == b:
                i += 1
                continue
            return _compare_identifiers(a, b)


@lru_cache(maxsize=4096)
def _parse_semver(version: str) -> SemVer:
    if len(version) > MAX_LENGTH:
        raise InvalidVersion(f"version is longer than {MAX_LENGTH} characters")
    m = _FULL.match(js_trim(version))
    if not m:
        raise InvalidVersion(f"Invalid Version: {version}")
    major, minor, patch = int(m[1]), int(m[2]), int(m[3])
    for name, value in (("major", major), ("minor", minor), ("patch", patch)):
        if value > MAX_SAFE_INTEGER:
            raise InvalidVersion(f"Invalid {name} version")
    pre: list[Identifier] = []
    if m[4]:
        for ident in m[4].split("."):
            if _NUMERIC.match(ident) and int(ident) < MAX_SAFE_INTEGER:
                pre.append(int(ident))
            else:
                pre.append(ident)
    build = tuple(m[5].split(".")) if m[5] else ()
    return SemVer(major, minor, patch, tuple(pre), build)


# --------------------------------------------------------------------------
# classes/comparator.js
# --------------------------------------------------------------------------

ANY = None  # Comparator.ANY: the semver of a comparator that admits everything


@dataclass(frozen=True)
class Comparator:
    """One ``<op><version>`` test; ``semver is None`` is npm's ``Comparator.ANY``."""

    operator: str
    semver: SemVer | None

    @classmethod
    def parse(cls, comp: str) -> Comparator:
        comp = " ".join(_WS_RUN.split(js_trim(comp)))
        m = _COMPARATOR.match(comp)
        if not m:
            raise InvalidRange(f"Invalid comparator: {comp}")
        op = m[1] if m[1] is not None else ""
        if op == "=":
            op = ""
        if not m[2]:
            return cls(op, ANY)
        try:
            return cls(op, _parse_semver(m[2]))
        except InvalidVersion as exc:
            raise InvalidRange(str(exc)) from None

    @property
    def value(self) -> str:
        return "" if self.semver is ANY else self.operator + self.semver.version

    def test(self, version: SemVer) -> bool:
        if self.semver is ANY:
            return True
        c = version.compare(self.semver)
        op = self.operator
        if op == "":
            return c == 0
        if op == ">":
            return c > 0
        if op == ">=":
            return c >= 0
        if op == "<":
            return c < 0
        if op == "<=":
            return c <= 0
        raise InvalidRange(f"Invalid operator: {op}")  # unreachable: GTLT admits no other


# --------------------------------------------------------------------------
# classes/range.js
# --------------------------------------------------------------------------


def _is_x(ident: str | None) -> bool:
    return not ident or ident.lower() == "x" or ident == "*"


def _invalid_xrange_order(major: str | None, minor: str | None, patch: str | None) -> bool:
    return (_is_x(major) and not _is_x(minor)) or (_is_x(minor) and bool(patch) and not _is_x(patch))


def _replace_tilde(comp: str) -> str:
    def repl(m: re.Match[str]) -> str:
        major, minor, patch, pr = m[1], m[2], m[3], m[4]
        if _is_x(major):
            return ""
        if _is_x(minor):
            return f">={major}.0.0 <{_plus1(major)}.0.0-0"
        if _is_x(patch):
            return f">={major}.{minor}.0 <{major}.{_plus1(minor)}.0-0"
        if pr:
            return f">={major}.{minor}.{patch}-{pr} <{major}.{_plus1(minor)}.0-0"
        return f">={major}.{minor}.{patch} <{major}.{_plus1(minor)}.0-0"

    return _TILDE.sub(repl, comp, count=1)


def _replace_caret(comp: str) -> str:
    def repl(m: re.Match[str]) -> str:
        major, minor, patch, pr = m[1], m[2], m[3], m[4]
        if _is_x(major):
            return ""
        if _is_x(minor):
            return f">={major}.0.0 <{_plus1(major)}.0.0-0"
        if _is_x(patch):
            if major == "0":
                return f">={major}.{minor}.0 <{major}.{_plus1(minor)}.0-0"
            return f">={major}.{minor}.0 <{_plus1(major)}.0.0-0"
        low = f">={major}.{minor}.{patch}-{pr}" if pr else f">={major}.{minor}.{patch}"
        if major == "0":
            if minor == "0":
                return f"{low} <{major}.{minor}.{_plus1(patch)}-0"
            return f"{low} <{major}.{_plus1(minor)}.0-0"
        return f"{low} <{_plus1(major)}.0.0-0"

    return _CARET.sub(repl, comp, count=1)


def _replace_xrange(comp: str) -> str:
    comp = js_trim(comp)

    def repl(m: re.Match[str]) -> str:
        ret, gtlt, major, minor, patch = m[0], m[1], m[2], m[3], m[4]
        if _invalid_xrange_order(major, minor, patch):
            return comp
        x_major = _is_x(major)
        x_minor = x_major or _is_x(minor)
        x_patch = x_minor or _is_x(patch)
        if gtlt == "=" and x_patch:
            gtlt = ""
        pr = ""
        if x_major:
            return "<0.0.0-0" if gtlt in (">", "<") else "*"
        if gtlt and x_patch:
            mj: str = major
            mn: str = "0" if x_minor else minor
            pt = "0"
            if gtlt == ">":
                gtlt = ">="
                if x_minor:
                    mj, mn, pt = _plus1(mj), "0", "0"
                else:
                    mn, pt = _plus1(mn), "0"
            elif gtlt == "<=":
                gtlt = "<"
                if x_minor:
                    mj = _plus1(mj)
                else:
                    mn = _plus1(mn)
            if gtlt == "<":
                pr = "-0"
            return f"{gtlt}{mj}.{mn}.{pt}{pr}"
        if x_minor:
            return f">={major}.0.0{pr} <{_plus1(major)}.0.0-0"
        if x_patch:
            return f">={major}.{minor}.0{pr} <{major}.{_plus1(minor)}.0-0"
        return ret

    return _XRANGE.sub(repl, comp, count=1)


def _each_word(comp: str, fn: Callable[[str], str], trim: bool = True) -> str:
    text = js_trim(comp) if trim else comp
    return " ".join(fn(c) for c in _WS_RUN.split(text))


def _parse_comparator(comp: str) -> str:
    comp = _BUILD.sub("", comp, count=1)
    comp = _each_word(comp, _replace_caret)
    comp = _each_word(comp, _replace_tilde)
    comp = _each_word(comp, _replace_xrange, trim=False)
    return _STAR.sub("", js_trim(comp), count=1)


def _hyphen_replace(m: re.Match[str]) -> str:
    frm, f_major, f_minor, f_patch, f_pr = m[1], m[2], m[3], m[4], m[5]
    to, t_major, t_minor, t_patch, t_pr = m[7], m[8], m[9], m[10], m[11]
    if _is_x(f_major):
        frm = ""
    elif _is_x(f_minor):
        frm = f">={f_major}.0.0"
    elif _is_x(f_patch):
        frm = f">={f_major}.{f_minor}.0"
    else:
        frm = f">={frm}"
    if _is_x(t_major):
        to = ""
    elif _is_x(t_minor):
        to = f"<{_plus1(t_major)}.0.0-0"
    elif _is_x(t_patch):
        to = f"<{t_major}.{_plus1(t_minor)}.0-0"
    elif t_pr:
        to = f"<={t_major}.{t_minor}.{t_patch}-{t_pr}"
    else:
        to = f"<={to}"
    return js_trim(f"{frm} {to}")


def _parse_set(text: str) -> tuple[Comparator, ...]:
    """``Range.parseRange`` for one ``||`` alternative (already trimmed)."""
    text = _BUILDSTRIP.sub("", text)
    text = _HYPHENRANGE.sub(_hyphen_replace, text, count=1)
    text = _COMPARATORTRIM.sub(lambda m: m[1] + m[2] + m[3], text)
    text = _TILDETRIM.sub(lambda m: m[1] + "~", text)
    text = _CARETTRIM.sub(lambda m: m[1] + "^", text)
    words = _WS_RUN.split(" ".join(_parse_comparator(c) for c in text.split(" ")))
    words = [_GTE0.sub("", js_trim(w), count=1) for w in words]
    comparators = [Comparator.parse(w) for w in words]
    by_value: dict[str, Comparator] = {}
    for comp in comparators:
        if comp.value == "<0.0.0-0":  # the null set
            return (comp,)
        by_value[comp.value] = comp
    if len(by_value) > 1 and "" in by_value:
        del by_value[""]
    return tuple(by_value.values())


def _test_set(comparators: tuple[Comparator, ...], version: SemVer) -> bool:
    if not all(c.test(version) for c in comparators):
        return False
    if version.prerelease:
        # A prerelease is admitted only by a set with a comparator that names a
        # prerelease of the same [major, minor, patch] (npm's prerelease rule).
        for c in comparators:
            if c.semver is ANY:
                continue
            s = c.semver
            if s.prerelease and (s.major, s.minor, s.patch) == (version.major, version.minor, version.patch):
                return True
        return False
    return True


@dataclass(frozen=True)
class Range:
    """An npm range as ``new Range(r)`` (default options) reads it: a union of comparator sets."""

    raw: str
    set: tuple[tuple[Comparator, ...], ...]

    @classmethod
    def parse(cls, text: str) -> Range:
        """``new Range(text)``.

        Raises:
            InvalidRange: npm throws for this string (with npm's reason).
        """
        return _parse_range(text)

    @property
    def canonical(self) -> str:
        """npm's ``range.range``: the comparators it reads (``*`` is the empty string)."""
        return "||".join(" ".join(js_trim(c.value) for c in comps) for comps in self.set)

    def test(self, version: SemVer) -> bool:
        """``range.test(version)``: does any comparator set admit ``version``?"""
        return any(_test_set(s, version) for s in self.set)

    def __str__(self) -> str:
        return self.canonical


@lru_cache(maxsize=4096)
def _parse_range(text: str) -> Range:
    raw = " ".join(_WS_RUN.split(js_trim(text)))
    sets = [s for s in (_parse_set(js_trim(part)) for part in raw.split("||")) if s]
    if not sets:
        raise InvalidRange(f"Invalid SemVer Range: {raw}")
    if len(sets) > 1:
        first = sets[0]
        sets = [s for s in sets if s[0].value != "<0.0.0-0"]
        if not sets:
            sets = [first]
        elif len(sets) > 1:
            for s in sets:
                if len(s) == 1 and s[0].value == "":
                    sets = [s]
                    break
    return Range(raw, tuple(sets))


def satisfies(version: str, range_: str) -> bool:
    """npm's ``semver.satisfies(version, range)`` with default options (False on invalid input)."""
    try:
        rng = _parse_range(range_)
    except InvalidRange:
        return False
    if not version:
        return False
    try:
        v = _parse_semver(version)
    except InvalidVersion:
        return False
    return rng.test(v)
