"""Differential test: mxr's eligibility predicate against npm's own ``semver.satisfies``.

One long-lived Node.js process (``npm_oracle/oracle.js``, npm's ``semver``
package pinned in ``npm_oracle/package-lock.json``) answers batches of
(range, version) pairs; hypothesis generates ranges in every npm form —
``^ ~ ~> x X *``, partials, hyphen ranges, ``||``, comparators with and
without spaces, prereleases, build metadata, ``v`` prefixes, and some that npm
refuses — with versions on and around every boundary they name. For each
pair, mxr must accept exactly the ranges and versions npm accepts, and admit
exactly what npm admits: zero disagreements over at least 10,000 generated
pairs, plus node-semver's fixture cases and the 31 cases of issue 11.

``.ci/run`` installs Node.js and the oracle's ``semver``; elsewhere the oracle
is installed on first use (``npm ci``) when npm is there. Skipped only where
Node.js is absent.
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from service import npm_semver
from service.contracts import parse_range, parse_version
from service.eligibility import version_admits

pytestmark = pytest.mark.npm

ORACLE_DIR = Path(__file__).parent / "npm_oracle"
FIXTURES = json.loads((Path(__file__).parent / "data" / "node_semver_range_fixtures.json").read_text("utf-8"))
MIN_GENERATED_PAIRS = 10_000
EXAMPLES = 520  # each example is one range with VERSIONS_PER_RANGE versions (one round trip)
VERSIONS_PER_RANGE = 20


class Oracle:
    """npm's semver in one Node.js process: a batch of pairs per JSON line."""

    def __init__(self, node: str):
        self.proc = subprocess.Popen(
            [node, str(ORACLE_DIR / "oracle.js")],
            cwd=ORACLE_DIR,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
            encoding="utf-8",
        )
        self.hello = json.loads(self._readline())
        self.pairs_asked = 0

    def _readline(self) -> str:
        assert self.proc.stdout is not None
        line = self.proc.stdout.readline()
        if not line:
            raise RuntimeError(f"the npm oracle exited (code {self.proc.poll()})")
        return line

    def ask(self, pairs: list[tuple[str, str]]) -> list[tuple[bool, bool, bool]]:
        """``[(range valid, version valid, satisfies)]`` as npm says them."""
        assert self.proc.stdin is not None
        self.proc.stdin.write(json.dumps(pairs, ensure_ascii=False) + "\n")
        self.proc.stdin.flush()
        self.pairs_asked += len(pairs)
        return [tuple(x) for x in json.loads(self._readline())]

    def close(self) -> None:
        if self.proc.stdin:
            self.proc.stdin.close()
        self.proc.wait(timeout=10)


def _install_oracle() -> None:
    if (ORACLE_DIR / "node_modules" / "semver" / "package.json").exists():
        return
    npm = shutil.which("npm")
    hint = f"run `cd {ORACLE_DIR} && npm ci` (.ci/run does)"
    if npm is None:
        pytest.fail(f"Node.js is installed but npm is not, so npm's semver package cannot be installed: {hint}")
    res = subprocess.run(
        [npm, "ci", "--no-audit", "--no-fund", "--loglevel=error"],
        cwd=ORACLE_DIR, capture_output=True, text=True, timeout=300, check=False,
    )
    if res.returncode != 0:
        pytest.fail(f"installing npm's semver package failed ({res.stderr.strip()[-500:]}): {hint}")


@pytest.fixture(scope="module")
def npm() -> Iterator[Oracle]:
    node = shutil.which("node")
    if node is None:
        pytest.skip("Node.js is not installed: the differential test asks npm's own semver package (.ci/run installs it)")
    _install_oracle()
    oracle = Oracle(node)
    assert oracle.hello["semver"] == npm_semver.NODE_SEMVER_VERSION, oracle.hello
    yield oracle
    oracle.close()


# --------------------------------------------------------------------------
# mxr's side of each pair
# --------------------------------------------------------------------------

_PARTIAL = re.compile(r"[0-9]+(\.[0-9]+)?\Z")


def npm_equivalent(version: str) -> str:
    """The string npm is asked about for a stack version: mxr's documented coercions undone.

    A leading ``=`` or ``v`` is dropped and a partial version completed
    (``2.7`` → ``2.7.0``); everything else goes to npm as it is.
    """
    text = npm_semver.js_trim(version)
    if text[:1] in ("v", "="):
        text = text[1:]
    if _PARTIAL.match(text):
        text = ".".join((text.split(".") + ["0", "0"])[:3])
    return text if text != npm_semver.js_trim(version) else version


def mxr_says(rng: str, version: str) -> tuple[bool, bool, bool]:
    """(range accepted, version accepted, admitted) by mxr's contract and predicate."""
    try:
        parse_range(rng)
        range_ok = True
    except ValueError:
        range_ok = False
    try:
        parse_version(version)
        version_ok = True
    except ValueError:
        version_ok = False
    admitted = range_ok and version_ok and version_admits(rng, version)
    return range_ok, version_ok, admitted


def disagreements(npm: Oracle, pairs: list[tuple[str, str]]) -> list[str]:
    answers = npm.ask([(r, npm_equivalent(v)) for r, v in pairs])
    out = []
    for (r, v), theirs in zip(pairs, answers, strict=True):
        ours = mxr_says(r, v)
        if ours != theirs:
            out.append(f"range {r!r} version {v!r}: npm (range ok, version ok, satisfies) = {theirs}, mxr = {ours}")
    return out


# --------------------------------------------------------------------------
# Fixed examples
# --------------------------------------------------------------------------


def test_node_semver_fixture_cases(npm: Oracle):
    cases = [(r, v) for r, v, _ in FIXTURES["cases"]]
    assert disagreements(npm, cases) == []
    # and the transcription says what npm says
    answers = npm.ask(cases)
    for (r, v, expected), (range_ok, version_ok, sat) in zip(FIXTURES["cases"], answers, strict=True):
        assert range_ok and version_ok is (expected != "invalid-version") and sat is (expected == "included"), (r, v)


def test_the_31_cases_of_issue_11(npm: Oracle):
    cases = [(r, v) for r, v, *_ in FIXTURES["issue_11"]["cases"]]
    assert len(cases) == 31
    assert disagreements(npm, cases) == []


@pytest.mark.parametrize(
    "rng",
    [">= 18", "<=18.3.1", "^19.0.0-rc.0", "~> 2.7", "2.6 - 2.7.x", "^17 || ^18", "1.x.2", "*.3", "^１８", "", "||"],
)
def test_hand_picked(npm: Oracle, rng):
    versions = ["18.0.0", "18.3.1", "18.3.1-canary", "19.0.0-rc.1", "2.7", "2.7.16", "17.0.2", "1.0.2", "0.3.0", "1.5.0"]
    assert disagreements(npm, [(rng, v) for v in versions]) == []


# --------------------------------------------------------------------------
# Generated ranges
# --------------------------------------------------------------------------

NUM = st.sampled_from(["0", "0", "1", "1", "2", "3", "10"]) | st.integers(0, 25).map(str)
X = st.sampled_from(["x", "X", "*"])
PRE_ID = st.sampled_from(["alpha", "beta", "rc", "pre", "canary", "0", "1", "2", "10", "x", "alpha-1", "0a", "-"])
PRERELEASE = st.lists(PRE_ID, min_size=1, max_size=3).map(".".join)
BUILD = st.lists(st.sampled_from(["build", "001", "exp", "sha", "5114f85", "x-y", "asdf"]), min_size=1, max_size=2).map(
    ".".join
)
WS = st.sampled_from([" ", " ", " ", "  ", "\t", " \t "])
OPS = st.sampled_from(["", "", "=", "<", "<=", ">", ">=", "^", "^", "~", "~", "~>"])
BAD_OPS = st.sampled_from(["==", "=>", "!", "^^", "~~", ">>", "<>", "v"])
JUNK = st.sampled_from(["glorp", "1.2.3.4", "01.2.3", "1.02", ">=1.0.0-", "1.0.0+", "+build", "-", "x.1", "1.x.2", "^１", "a.b.c"])


@st.composite
def partial(draw) -> str:
    """A version or partial: `1`, `1.2`, `1.2.3`, with x/X/* wildcards, prerelease, build, v/= prefix."""
    n = draw(st.sampled_from([1, 2, 3, 3, 3]))
    parts = [draw(NUM | X) if draw(st.integers(0, 3)) == 0 else draw(NUM) for _ in range(n)]
    if draw(st.integers(0, 19)) > 0:  # usually well ordered (no number after an x), as people write them
        wild = False
        for i, p in enumerate(parts):
            wild = wild or p in ("x", "X", "*")
            if wild and p not in ("x", "X", "*"):
                parts[i] = draw(X)
    text = ".".join(parts)
    if n == 3 and draw(st.integers(0, 2)) == 0:
        text += "-" + draw(PRERELEASE)
    if draw(st.integers(0, 7)) == 0:
        text += "+" + draw(BUILD)
    prefix = draw(st.sampled_from(["", "", "", "", "", "", "", "v", "v", "=", "v=", " v"]))
    if draw(st.integers(0, 40)) == 0:
        prefix = draw(st.sampled_from(["V", "vv", "=v ", "v-"]))
    return prefix + text


@st.composite
def comparator_set(draw) -> str:
    if draw(st.integers(0, 5)) == 0:  # hyphen range
        sep = draw(st.sampled_from([" - ", " - ", " - ", " - ", "  -  ", "\t-\t", " -", "- "]))
        return draw(partial()) + sep + draw(partial())
    terms = []
    for _ in range(draw(st.sampled_from([1, 1, 2, 2, 3]))):
        if draw(st.integers(0, 50)) == 0:
            terms.append(draw(JUNK))
            continue
        op = draw(BAD_OPS) if draw(st.integers(0, 60)) == 0 else draw(OPS)
        space = draw(WS) if op and draw(st.integers(0, 3)) == 0 else ""
        terms.append(op + space + draw(partial()))
    return draw(WS).join(terms)


@st.composite
def npm_range(draw) -> str:
    sets = [draw(comparator_set()) for _ in range(draw(st.sampled_from([1, 1, 1, 2, 3])))]
    if draw(st.integers(0, 25)) == 0:
        sets.append("")  # `1.2.3 ||`
    joiner = draw(st.sampled_from(["||", " || ", " || ", "|| ", " ||", "  ||\t"]))
    pad = draw(st.sampled_from(["", "", "", " ", "\t"]))
    return pad + joiner.join(sets) + pad


_TRIPLE = re.compile(r"([0-9]+)(?:\.([0-9]+))?(?:\.([0-9]+))?(?:-([0-9A-Za-z.-]+))?")


def versions_near(rng: str) -> list[str]:
    """Versions on and around every version a range names, with prereleases: where ranges differ."""
    out: list[str] = []
    pres = {"", "-0", "-alpha", "-rc.1"}
    for m in _TRIPLE.finditer(rng):
        major, minor, patch = (int(g) if g and len(g) < 6 else 0 for g in m.groups()[:3])
        if m[4]:
            pres |= {f"-{m[4]}", f"-{m[4]}.1", f"-{m[4]}.0.2"}
        for t in {(major, minor, patch), (major, minor, patch + 1), (major, minor + 1, 0), (major + 1, 0, 0),
                  (major, minor, max(patch - 1, 0)), (max(major - 1, 0), 9, 9)}:
            out.extend(f"{t[0]}.{t[1]}.{t[2]}{p}" for p in sorted(pres))
    return sorted(set(out)) or ["0.0.0", "1.0.0"]


ANY_VERSION = st.builds(
    lambda a, b, c, pre, build, prefix: f"{prefix}{a}.{b}.{c}{pre}{build}",
    NUM, NUM, NUM,
    st.sampled_from(["", "", ""]) | PRERELEASE.map(lambda p: "-" + p),
    st.sampled_from(["", "", "", "", "+build.1"]),
    st.sampled_from(["", "", "", "", "v", "="]),
)
ODD_VERSION = st.sampled_from(["2", "2.7", "v2.7", "=18", "02.7.0", "1.2.3.4", "1.2", "x", "1.2.x", "", "１.2.3", "1.2.3-01", "1.0.0-"])


@st.composite
def case(draw) -> tuple[str, list[str]]:
    rng = draw(npm_range())
    near = versions_near(rng)
    releases = [v for v in near if "-" not in v]
    versions = []
    for _ in range(VERSIONS_PER_RANGE):
        k = draw(st.integers(0, 9))
        pool = releases if k < 4 else near if k < 7 else None
        versions.append(draw(st.sampled_from(pool)) if pool else draw(ANY_VERSION) if k < 9 else draw(ODD_VERSION))
    return rng, versions


FORMS = {
    "caret": lambda r: "^" in r,
    "tilde": lambda r: re.search(r"~(?!>)", r) is not None,
    "tilde-gt": lambda r: "~>" in r,
    "x": lambda r: "x" in r,
    "X": lambda r: "X" in r,
    "star": lambda r: "*" in r,
    "partial": lambda r: re.search(r"(?<![.0-9])[0-9]+(\.[0-9]+)?(?![.0-9])", r) is not None,
    "hyphen": lambda r: " - " in r,
    "or": lambda r: "||" in r,
    "spaced comparator": lambda r: re.search(r"[<>=~^][ \t]+[v=0-9xX*]", r) is not None,
    "unspaced comparator": lambda r: re.search(r"[<>]=?[v=]*[0-9]", r) is not None,
    "prerelease": lambda r: re.search(r"[0-9]-[0-9A-Za-z]", r) is not None,
    "build": lambda r: "+" in r,
    "v prefix": lambda r: re.search(r"(^|[\s<>=~^|-])v[0-9xX*]", r) is not None,
    "tab": lambda r: "\t" in r,
}


def test_generated_ranges_agree_with_npm(npm: Oracle):
    pairs_checked = 0
    forms: Counter[str] = Counter()
    npm_valid = npm_admitted = 0

    @given(case())
    @settings(
        max_examples=EXAMPLES,
        deadline=None,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
    )
    def check(c: tuple[str, list[str]]) -> None:
        nonlocal pairs_checked, npm_valid, npm_admitted
        rng, versions = c
        pairs = [(rng, v) for v in versions]
        found = disagreements(npm, pairs)
        assert not found, "\n".join(found)
        pairs_checked += len(pairs)
        forms.update(name for name, seen in FORMS.items() if seen(rng))
        valid, _, _ = mxr_says(rng, "1.0.0")
        npm_valid += valid
        npm_admitted += sum(mxr_says(rng, v)[2] for v in versions)

    check()
    print(f"npm differential: {pairs_checked} generated (range, version) pairs, 0 disagreements; "
          f"{npm_valid} of {EXAMPLES} ranges valid, {npm_admitted} pairs admitted; forms {dict(forms)}")
    assert pairs_checked >= MIN_GENERATED_PAIRS
    # the generator really exercises every npm form, and both answers
    assert all(forms[f] >= 20 for f in FORMS), forms
    assert EXAMPLES * 0.5 < npm_valid < EXAMPLES and pairs_checked // 10 < npm_admitted < pairs_checked * 0.9
