"""mxr's range engine speaks npm: node-semver's own fixture cases, without Node.js.

The cases are node-semver 7.8.5's ``test/fixtures/range-include.js`` and
``range-exclude.js`` (default options), transcribed as data into
``data/node_semver_range_fixtures.json``. The same cases, and ≥ 10,000
generated ones, are also asked of npm itself in
``test_npm_semver_differential.py``.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from pydantic import ValidationError

from service import npm_semver
from service.contracts import STORED, ExperienceEntry, QueryContext, parse_range, parse_version
from service.eligibility import is_eligible, version_admits

pytestmark = pytest.mark.unit

FIXTURES = json.loads((Path(__file__).parent / "data" / "node_semver_range_fixtures.json").read_text("utf-8"))
CASES = [tuple(c) for c in FIXTURES["cases"]]
ISSUE_11 = [tuple(c) for c in FIXTURES["issue_11"]["cases"]]


def entry(applies_to: dict[str, str]) -> ExperienceEntry:
    return ExperienceEntry(
        id="e1", title="t", body="b", project="crm-web", asset_type="component", status="verified", applies_to=applies_to
    )


def ctx(stack: dict[str, str]) -> QueryContext:
    return QueryContext(project="crm-web", branch="main", stack=stack)


class TestNodeSemverFixtures:
    def test_the_transcription_is_complete(self):
        # 99 include + 78 exclude cases run with default options (one has a non-string version).
        assert len(CASES) == 177 and len(ISSUE_11) == 31
        assert {c[2] for c in CASES} == {"included", "excluded", "invalid-version"}

    @pytest.mark.parametrize(("rng", "version", "expected"), CASES, ids=[f"{c[0]!r}@{c[1]!r}" for c in CASES])
    def test_predicate_agrees_with_npm(self, rng, version, expected):
        parse_range(rng)  # npm accepts every fixture range: so must mxr
        if expected == "invalid-version":
            with pytest.raises(ValueError, match="is not a semver version"):
                parse_version(version)
            assert npm_semver.satisfies(version, rng) is False
            return
        assert version_admits(rng, version) is (expected == "included")
        assert npm_semver.satisfies(version, rng) is (expected == "included")

    @pytest.mark.parametrize(("rng", "version", "expected", "old"), ISSUE_11, ids=[f"{c[0]!r}@{c[1]!r}" for c in ISSUE_11])
    def test_the_31_cases_semantic_version_got_wrong(self, rng, version, expected, old):
        e = entry({"react": rng})  # indexes: the range is accepted at validation
        assert is_eligible(e, ctx({"react": version})) is (expected == "included")


class TestIssueExamples:
    def test_spaced_comparator_indexes(self):
        e = entry({"react": ">= 18"})
        assert parse_range(e.applies_to["react"]).canonical == ">=18.0.0"
        assert is_eligible(e, ctx({"react": "18.3.1"}))

    def test_upper_bound_excludes_its_own_prereleases(self):
        e = entry({"react": "<=18.3.1"})
        assert not is_eligible(e, ctx({"react": "18.3.1-canary"}))
        assert not is_eligible(e, ctx({"react": "19.0.0-rc.1"}))
        assert is_eligible(e, ctx({"react": "18.3.1"}))

    def test_release_candidates_need_a_prerelease_comparator(self):
        assert not version_admits("^19", "19.0.0-rc.1")
        assert version_admits(">=19.0.0-rc.0", "19.0.0-rc.1")
        assert not version_admits(">=19.0.0-rc.0", "19.0.1-rc.1")  # another [major, minor, patch]


class TestGrammar:
    @pytest.mark.parametrize(
        ("rng", "canonical"),
        [
            ("^1.2.3", ">=1.2.3 <2.0.0-0"),
            ("^0.0.3", ">=0.0.3 <0.0.4-0"),
            ("~> 1", ">=1.0.0 <2.0.0-0"),
            ("~1.2.3-beta.2", ">=1.2.3-beta.2 <1.3.0-0"),
            ("1.2 - 3", ">=1.2.0 <4.0.0-0"),
            ("1.0.0 - x", ">=1.0.0"),
            ("<=1.2", "<1.3.0-0"),
            (">1", ">=2.0.0"),
            ("<x", "<0.0.0-0"),
            ("", ""),
            ("*", ""),
            ("1.x || >=2.5.0 || 5.0.0 - 7.2.3", ">=1.0.0 <2.0.0-0||>=2.5.0||>=5.0.0 <=7.2.3"),
            ("^1.2.3+build", ">=1.2.3 <2.0.0-0"),
            ("v1.2.3", "1.2.3"),
            (">=\t1.0.0   <2", ">=1.0.0 <2.0.0-0"),
            (">=1.0.0\u3000<2", ">=1.0.0 <2.0.0-0"),  # JavaScript's \s: U+3000 is a space to npm
        ],
    )
    def test_reads_as_npm(self, rng, canonical):
        assert npm_semver.Range.parse(rng).canonical == canonical

    @pytest.mark.parametrize(
        "rng",
        ["^^2", "x.1", "1.x.2", "*.3", ">=>1", "1.2.3.4", "01.2.3", "glorp", ">=", "1.2.3 -", "~1.2.3 - 2", "\x1c1.2.3",
         "^9007199254740992", ">=1.0.0-", "1.0.0+"],
    )
    def test_refuses_what_npm_refuses(self, rng):
        with pytest.raises(ValueError, match="is not a valid npm semver range"):
            parse_range(rng)

    @pytest.mark.parametrize("digits", ["１８", "١٨", "۱۸", "𝟏𝟖"])
    def test_ascii_digits_only(self, digits):
        with pytest.raises(ValueError, match="not an ASCII digit"):
            parse_range(f"^{digits}.0.0")
        with pytest.raises(ValueError, match="not an ASCII digit"):
            parse_version(f"{digits}.2.0")
        with pytest.raises(ValueError, match="not an ASCII digit"):
            parse_version(digits)  # no partial coercion for them either
        with pytest.raises(ValidationError, match="applies_to.react"):
            entry({"react": f">={digits}"})
        with pytest.raises(ValidationError, match="stack.react"):
            ctx({"react": f"{digits}.0.0"})

    def test_non_ascii_is_refused_though_npm_reads_unicode_spaces(self):
        assert npm_semver.Range.parse(">=1.0.0\u3000<2").canonical == ">=1.0.0 <2.0.0-0"  # the engine is npm's
        with pytest.raises(ValueError, match="only ASCII"):
            parse_range(">=1.0.0\u3000<2")  # mxr's rule on top: what a reviewer sees is what is matched
        with pytest.raises(ValueError, match="only ASCII"):
            parse_version("1.2.3\u3000")

    def test_blank_is_any_version_to_npm_but_refused_in_an_entry(self):
        assert parse_range("").canonical == "" and version_admits("", "1.0.0")
        with pytest.raises(ValidationError, match="non-empty npm range"):
            entry({"react": " "})
        assert is_eligible(entry({"react": "*"}), ctx({"react": "19.1.0"}))

    def test_huge_numbers_are_refused_as_npm_does(self):
        assert npm_semver.SemVer.parse("9007199254740991.0.0").major == 2**53 - 1
        with pytest.raises(ValueError):
            parse_version("9007199254740992.0.0")
        # numeric prerelease identifiers beyond 2^53 - 2 stay strings, as in npm
        assert npm_semver.SemVer.parse("1.0.0-9007199254740991").prerelease == ("9007199254740991",)


class TestStackVersions:
    @pytest.mark.parametrize(
        ("text", "version"),
        [
            ("2.7.14", "2.7.14"),
            ("2.7", "2.7.0"),  # partial: completed with zeros (npm's coerce)
            ("18", "18.0.0"),
            ("v2.7", "2.7.0"),
            ("=2.7.1", "2.7.1"),
            ("v3.4.0-beta.1+exp.1", "3.4.0-beta.1"),
            (" 1.2.3 ", "1.2.3"),
        ],
    )
    def test_coercions(self, text, version):
        assert parse_version(text).version == version

    @pytest.mark.parametrize("text", ["02.7", "2.7.x", "1.2.3.4", "latest", "", "1.2.3-", "2.07.1", "2.7-beta"])
    def test_refused(self, text):
        with pytest.raises(ValueError, match="is not a semver version"):
            parse_version(text)

    def test_build_metadata_does_not_count(self):
        assert version_admits("1.2.3", "1.2.3+build.7")
        assert version_admits("<=1.2.3", "1.2.3+build.7")


class TestStoredEntries:
    def test_a_stored_range_npm_refuses_is_read_but_never_admits(self):
        doc = entry({"vue": "^2"}).to_json() | {"applies_to": {"vue": "x.1"}}  # the old engine accepted it
        with pytest.raises(ValidationError, match="not a valid npm semver range"):
            ExperienceEntry.model_validate(doc)
        stored = ExperienceEntry.model_validate(doc, context=STORED)
        assert stored.applies_to == {"vue": "x.1"}
        assert not is_eligible(stored, ctx({"vue": "2.1.0"}))


def test_js_number_formatting():
    f = npm_semver._js_number
    assert [f(1.0), f(2.0**60), f(1e21), f(float(2**53) + 2), f(1e300)] == [
        "1", "1152921504606847000", "1e+21", "9007199254740994", "1e+300"
    ]
