"""Tiny npm-style semver range matcher (standard library only).

Supports: exact versions, x-ranges (1.x, 1.2.*, *, partial versions), ^ and ~,
comparators >=, >, <=, <, =, hyphen ranges (1.2 - 1.4), whitespace as AND and
|| as OR. Pre-release tags are parsed and ordered below the release; ranges
here never allow pre-releases specially (sufficient for pinned stacks).
"""
import re

_NUM = re.compile(r"^v?=?\s*(\d+|[xX*])(?:\.(\d+|[xX*]))?(?:\.(\d+|[xX*]))?(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?$")


class RangeError(ValueError):
    pass


def parse_version(v):
    """'18.2.0' -> (18, 2, 0, pre) where pre is () for releases."""
    m = _NUM.match(v.strip())
    if not m or any(p is None or not p.isdigit() for p in m.groups()[:3]):
        raise RangeError("not a full version: %r" % v)
    pre = tuple(m.group(4).split(".")) if m.group(4) else ()
    return (int(m.group(1)), int(m.group(2)), int(m.group(3)), pre)


def _key(v):
    major, minor, patch, pre = v
    # releases sort after their pre-releases
    return (major, minor, patch, 0 if pre else 1, tuple((0, int(x), "") if x.isdigit() else (1, 0, x) for x in pre))


def _cmp(a, b):
    ka, kb = _key(a), _key(b)
    return (ka > kb) - (ka < kb)


def _partial(s):
    """Parse a possibly partial version; returns list of ints with None for missing/wildcard."""
    m = _NUM.match(s)
    if not m:
        raise RangeError("bad version in range: %r" % s)
    parts = []
    for g in m.groups()[:3]:
        if g is None or not g.isdigit():
            parts.append(None)
        else:
            parts.append(int(g))
    # anything after a wildcard is a wildcard too
    for i in range(3):
        if parts[i] is None:
            for j in range(i, 3):
                parts[j] = None
            break
    pre = tuple(m.group(4).split(".")) if m.group(4) else ()
    return parts, pre


def _v(a, b, c, pre=()):
    return (a, b, c, pre)


def _comparator(tok):
    """One comparator token -> list of (op, version) constraints."""
    m = re.match(r"^(\^|~>?|>=|<=|>|<|=)?(.*)$", tok)
    op, rest = m.group(1) or "", m.group(2)
    if rest in ("", "*", "x", "X"):
        if op in ("<", ">"):
            return [("<", _v(0, 0, 0))]  # matches nothing
        return []
    (M, mi, p), pre = _partial(rest)
    if M is None:
        return []
    if op == "^":
        lo = _v(M, mi or 0, p or 0, pre)
        if M > 0 or mi is None:
            hi = _v(M + 1, 0, 0)
        elif mi > 0 or p is None:
            hi = _v(0, mi + 1, 0)
        else:
            hi = _v(0, 0, p + 1)
        return [(">=", lo), ("<", hi)]
    if op in ("~", "~>"):
        lo = _v(M, mi or 0, p or 0, pre)
        hi = _v(M + 1, 0, 0) if mi is None else _v(M, mi + 1, 0)
        return [(">=", lo), ("<", hi)]
    if op == ">=":
        return [(">=", _v(M, mi or 0, p or 0, pre))]
    if op == ">":
        if mi is None:
            return [(">=", _v(M + 1, 0, 0))]
        if p is None:
            return [(">=", _v(M, mi + 1, 0))]
        return [(">", _v(M, mi, p, pre))]
    if op == "<":
        return [("<", _v(M, mi or 0, p or 0, pre))]
    if op == "<=":
        if mi is None:
            return [("<", _v(M + 1, 0, 0))]
        if p is None:
            return [("<", _v(M, mi + 1, 0))]
        return [("<=", _v(M, mi, p, pre))]
    # "=" or bare: x-range
    if mi is None:
        return [(">=", _v(M, 0, 0)), ("<", _v(M + 1, 0, 0))]
    if p is None:
        return [(">=", _v(M, mi, 0)), ("<", _v(M, mi + 1, 0))]
    return [("=", _v(M, mi, p, pre))]


def parse_range(rng):
    """Range string -> list (OR) of lists (AND) of (op, version)."""
    if not isinstance(rng, str):
        raise RangeError("range must be a string")
    alts = []
    for alt in rng.split("||"):
        alt = alt.strip()
        alt = re.sub(r"(>=|<=|>|<|=|\^|~>?)\s+", r"\1", alt)
        cons = []
        hy = re.match(r"^(\S+)\s+-\s+(\S+)$", alt)
        if hy:
            (a, b, c), pre = _partial(hy.group(1))
            cons.append((">=", _v(a or 0, b or 0, c or 0, pre)))
            cons.extend(_comparator("<=" + hy.group(2)))
        else:
            for tok in alt.split():
                cons.extend(_comparator(tok))
        alts.append(cons)
    return alts


def satisfies(version, rng):
    v = parse_version(version)
    for cons in parse_range(rng):
        ok = True
        for op, bound in cons:
            c = _cmp(v, bound)
            if not {"<": c < 0, "<=": c <= 0, ">": c > 0, ">=": c >= 0, "=": c == 0}[op]:
                ok = False
                break
        if ok:
            return True
    return False


SELF_TEST = [
    ("18.2.0", "^18", True), ("18.2.0", "^18.0.0", True), ("17.0.2", "^18.0.0", False),
    ("2.15.14", "^2.15", True), ("2.14.1", "^2.15", False), ("3.0.0", "^2.15", False),
    ("5.4.3", "~5.4", True), ("5.5.0", "~5.4", False), ("5.4.9", "~5.4.2", True),
    ("4.24.15", ">=4.23 <6", True), ("4.22.9", ">=4.23 <6", False), ("5.17.4", ">=4.23.0 <6.0.0", True),
    ("4.3.9", ">=4.0.0 <4.4.2", True), ("4.4.2", ">=4.0.0 <4.4.2", False), ("4.5.2", ">=4.4.2 <5", True),
    ("6.18.0", ">=6.19.0 <7.0.0", False), ("6.22.3", ">=6.19.0 <7.0.0", True),
    ("1.11.10", "1.x", True), ("2.0.0", "1.x", False), ("2.7.16", "2.7.x", True), ("2.8.0", "2.7.x", False),
    ("4.36.1", "^4 || ^5", True), ("5.28.4", "^4 || ^5", True), ("3.9.0", "^4 || ^5", False),
    ("0.2.5", "^0.2.3", True), ("0.3.0", "^0.2.3", False), ("0.0.4", "^0.0.3", False),
    ("1.4.9", "1.2 - 1.4", True), ("1.5.0", "1.2 - 1.4", False), ("7.0.0", "*", True),
    ("4.2.0", ">4.1", True), ("4.1.9", ">4.1", False), ("4.2.9", "<=4.2", True), ("4.3.0", "<=4.2", False),
    ("2.9.3", ">=2.8.0 <3.0.0", True), ("3.4.2", ">=2.8.0 <3.0.0", False),
]


def self_test():
    bad = [(v, r, exp) for v, r, exp in SELF_TEST if satisfies(v, r) != exp]
    return bad
