"""A small npm-semver subset, standard library only.

Supported range syntax (as npm's node-semver interprets it):
  - comparators  >=, <=, >, <, = and bare versions (1.2.3)
  - caret  ^1.2.3, ^0.2, ^0.0.3, ^1.x
  - tilde  ~1.2.3, ~1.2, ~1  (and ~>)
  - x-ranges  1.x, 1.2.x, 1, 1.2, *, x, ""
  - hyphen ranges  1.2 - 2.3.4
  - whitespace = AND, || = OR
Versions in stacks must be plain MAJOR.MINOR.PATCH (optionally prefixed by v/=);
pre-release tags are not supported and rejected.
"""
import re

_VERSION = re.compile(r"^[v=]*\s*(\d+)\.(\d+)\.(\d+)$")
_PART = r"(?:\d+|[xX*])"
_PARTIAL = re.compile(r"^[v=]*(" + _PART + r")(?:\.(" + _PART + r"))?(?:\.(" + _PART + r"))?$")
_OP = re.compile(r"^(<=|>=|<|>|=|\^|~>|~)?(.*)$")


def parse_version(text):
    m = _VERSION.match(text.strip())
    if not m:
        raise ValueError("not a plain semver version: %r" % (text,))
    return tuple(int(g) for g in m.groups())


def _partial(text):
    m = _PARTIAL.match(text)
    if not m:
        raise ValueError("bad version in range: %r" % (text,))
    out = []
    for g in m.groups():
        if g is None or g in ("x", "X", "*"):
            out.append(None)
        else:
            out.append(int(g))
    # anything after a wildcard is a wildcard too
    for i in range(3):
        if out[i] is None:
            for j in range(i, 3):
                out[j] = None
            break
    return out


def _xrange(M, m, p):
    """Comparators for an x-range / bare partial version."""
    if M is None:
        return []
    if m is None:
        return [(">=", (M, 0, 0)), ("<", (M + 1, 0, 0))]
    if p is None:
        return [(">=", (M, m, 0)), ("<", (M, m + 1, 0))]
    return [("=", (M, m, p))]


def _caret(M, m, p):
    if M is None:
        return []
    if m is None:
        return [(">=", (M, 0, 0)), ("<", (M + 1, 0, 0))]
    if p is None:
        if M > 0:
            return [(">=", (M, m, 0)), ("<", (M + 1, 0, 0))]
        return [(">=", (0, m, 0)), ("<", (0, m + 1, 0))]
    if M > 0:
        return [(">=", (M, m, p)), ("<", (M + 1, 0, 0))]
    if m > 0:
        return [(">=", (0, m, p)), ("<", (0, m + 1, 0))]
    return [(">=", (0, 0, p)), ("<", (0, 0, p + 1))]


def _tilde(M, m, p):
    if M is None:
        return []
    if m is None:
        return [(">=", (M, 0, 0)), ("<", (M + 1, 0, 0))]
    return [(">=", (M, m, p or 0)), ("<", (M, m + 1, 0))]


def _comparator(token):
    op, rest = _OP.match(token).groups()
    M, m, p = _partial(rest)
    if op in (None, "="):
        return _xrange(M, m, p)
    if op == "^":
        return _caret(M, m, p)
    if op in ("~", "~>"):
        return _tilde(M, m, p)
    if M is None:  # >=*, <*, ...
        return [] if op in (">=", "<=") else [("<", (0, 0, 0))]
    if op == ">=":
        return [(">=", (M, m or 0, p or 0))]
    if op == "<":
        return [("<", (M, m or 0, p or 0))]
    if op == ">":
        if m is None:
            return [(">=", (M + 1, 0, 0))]
        if p is None:
            return [(">=", (M, m + 1, 0))]
        return [(">", (M, m, p))]
    if op == "<=":
        if m is None:
            return [("<", (M + 1, 0, 0))]
        if p is None:
            return [("<", (M, m + 1, 0))]
        return [("<=", (M, m, p))]
    raise ValueError("bad comparator %r" % (token,))


def _hyphen(lo, hi):
    a = _partial(lo)
    b = _partial(hi)
    out = []
    if a[0] is not None:
        out.append((">=", tuple(x or 0 for x in a)))
    if b[0] is not None:
        if b[1] is None:
            out.append(("<", (b[0] + 1, 0, 0)))
        elif b[2] is None:
            out.append(("<", (b[0], b[1] + 1, 0)))
        else:
            out.append(("<=", tuple(b)))
    return out


def parse_range(text):
    """Return a list of alternatives (OR); each is a list of (op, version) (AND)."""
    if not isinstance(text, str):
        raise ValueError("range must be a string")
    alternatives = []
    for part in text.split("||"):
        part = part.strip()
        hy = re.match(r"^(\S+)\s+-\s+(\S+)$", part)
        if hy:
            alternatives.append(_hyphen(hy.group(1), hy.group(2)))
            continue
        part = re.sub(r"(<=|>=|<|>|=|\^|~>|~)\s+", r"\1", part)
        comps = []
        for token in part.split():
            comps.extend(_comparator(token))
        alternatives.append(comps)
    return alternatives


def _holds(op, v, ref):
    return {"=": v == ref, ">=": v >= ref, "<=": v <= ref, ">": v > ref, "<": v < ref}[op]


def satisfies(version, range_text):
    v = parse_version(version)
    for alt in parse_range(range_text):
        if all(_holds(op, v, ref) for op, ref in alt):
            return True
    return False


_SELF_TESTS = [
    ("2.6.14", "^2.6", True), ("2.7.16", "^2.6", True), ("3.0.0", "^2.6", False),
    ("2.6.14", "~2.7", False), ("2.7.0", "~2.7", True), ("2.8.0", "~2.7", False),
    ("5.28.1", ">=5.30", False), ("5.34.0", ">=5.30 <6", True), ("6.0.0", ">=5.30 <6", False),
    ("5.28.1", ">=5.20 <5.30", True), ("4.24.16", "^4.24", True), ("5.0.0", "^4.24", False),
    ("4.3.8", ">=4.0.0 <4.4.0", True), ("4.4.0", ">=4.0.0 <4.4.0", False),
    ("18.3.1", ">=19", False), ("19.0.0", ">=19", True),
    ("0.2.5", "^0.2.3", True), ("0.3.0", "^0.2.3", False), ("0.0.3", "^0.0.3", True), ("0.0.4", "^0.0.3", False),
    ("1.2.9", "1.2.x", True), ("1.3.0", "1.2.x", False), ("7.0.0", "*", True), ("1.0.0", "", True),
    ("1.5.0", "^1 || ^3", True), ("2.5.0", "^1 || ^3", False), ("3.1.0", "^1 || ^3", True),
    ("1.3.0", ">1.2", True), ("1.2.9", ">1.2", False), ("1.2.9", "<=1.2", True), ("1.3.0", "<=1.2", False),
    ("2.3.4", "1.2 - 2.3.4", True), ("2.3.5", "1.2 - 2.3.4", False), ("1.1.9", "1.2 - 2.3.4", False),
    ("14.1.4", ">=14.1 <15", True), ("14.0.4", ">=14.1 <15", False), ("1.9.0", "~1", True),
    ("2.0.1", ">= 2.0.0 < 2.1.0", True),
]


def self_test():
    for version, rng, expected in _SELF_TESTS:
        got = satisfies(version, rng)
        if got != expected:
            raise AssertionError("satisfies(%r, %r) = %r, expected %r" % (version, rng, got, expected))
    return len(_SELF_TESTS)


if __name__ == "__main__":
    print("semver_mini self-test:", self_test(), "cases ok")
