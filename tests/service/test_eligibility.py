"""The exact eligibility predicate of formats.md and the scope catalog."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from service.contracts import ExperienceEntry, QueryContext
from service.eligibility import Scope, ScopeCatalog, is_eligible, scope_admits

pytestmark = pytest.mark.unit


def entry(**kw) -> ExperienceEntry:
    base = dict(id="e1", title="t", body="b", project="crm-web", asset_type="component", status="verified")
    base.update(kw)
    return ExperienceEntry(**base)


def ctx(**kw) -> QueryContext:
    base = dict(project="crm-web", branch="main", stack={"vue": "2.7.14", "react": "18.2.0"})
    base.update(kw)
    return QueryContext(**base)


class TestPredicate:
    def test_project_exact_or_star(self):
        assert is_eligible(entry(project="crm-web"), ctx())
        assert is_eligible(entry(project="*"), ctx())
        assert not is_eligible(entry(project="ops-console"), ctx())
        assert not is_eligible(entry(project="crm"), ctx())

    @pytest.mark.parametrize(
        ("globs", "branch", "ok"),
        [
            (["*"], "feat/orders-react", True),  # * matches "/" too (fnmatchcase)
            (["main", "release/*"], "release/2024.06", True),
            (["main", "release/*"], "releases/1", False),
            (["feat/*"], "feat/a/b", True),
            (["Main"], "main", False),  # case-sensitive
            (["release/[0-9]*"], "release/7.1", True),
            (["release/?"], "release/10", False),
        ],
    )
    def test_branch_globs(self, globs, branch, ok):
        assert is_eligible(entry(branches=globs), ctx(branch=branch)) is ok

    @pytest.mark.parametrize(
        ("rng", "version", "ok"),
        [
            ("^2.6", "2.7.14", True),
            ("^2.6", "3.0.0", False),
            ("~2.6.0", "2.6.9", True),
            ("~2.6.0", "2.7.0", False),
            ("2.x", "2.99.1", True),
            ("2.x", "3.0.0", False),
            (">=5 <6", "5.12.0", True),
            (">=5 <6", "6.0.0", False),
            ("1.2.0 - 1.4.x", "1.4.9", True),
            ("1.2.0 - 1.4.x", "1.5.0", False),
            ("^17 || ^18", "18.2.0", True),
            ("^17 || ^18", "16.14.0", False),
            ("^2.15", "2.15.0-beta.1", False),  # npm: prereleases only match same-tuple comparators
            (">=2.15.0-beta.0 <3", "2.15.0-beta.1", True),
            ("*", "0.0.1", True),
            ("^2.6", "2.7", True),  # a partial stack version is completed with zeros (npm coerce)
            ("~2.7.1", "2.7", False),
        ],
    )
    def test_semver_ranges(self, rng, version, ok):
        e = entry(applies_to={"element-ui": rng})
        assert is_eligible(e, ctx(stack={"element-ui": version})) is ok

    def test_constrained_package_missing_from_stack(self):
        assert not is_eligible(entry(applies_to={"antd": ">=5"}), ctx())

    def test_every_constraint_must_hold(self):
        e = entry(applies_to={"vue": "^2.7", "react": "^17"})
        assert not is_eligible(e, ctx())
        assert is_eligible(e, ctx(stack={"vue": "2.7.1", "react": "17.0.2"}))

    def test_scoped_and_dotted_package_names(self):
        e = entry(applies_to={"@reduxjs/toolkit": "^1.9", "lodash.debounce": "4.x"})
        assert is_eligible(e, ctx(stack={"@reduxjs/toolkit": "1.9.7", "lodash.debounce": "4.0.8"}))

    @pytest.mark.parametrize("status", ["verified", "review_required", "candidate"])
    def test_live_statuses_are_eligible(self, status):
        assert is_eligible(entry(status=status), ctx())

    def test_deprecated_never(self):
        assert not is_eligible(entry(status="deprecated", project="*"), ctx())

    def test_invalid_range_is_refused_at_load(self):
        with pytest.raises(ValueError, match="not a valid npm semver range"):
            entry(applies_to={"vue": "^^2"})


class TestScope:
    def test_key_ignores_order(self):
        a = entry(branches=["main", "release/*"], applies_to={"vue": "^2", "react": "^18"})
        b = entry(id="e2", branches=["release/*", "main"], applies_to={"react": "^18", "vue": "^2"}, title="x")
        assert Scope.of(a).key == Scope.of(b).key

    def test_key_differs_by_status(self):
        assert Scope.of(entry()).key != Scope.of(entry(status="candidate")).key


class TestCatalog:
    def test_gate_counts_and_removal(self):
        cat = ScopeCatalog()
        s1, s2 = Scope.of(entry()), Scope.of(entry(project="ops-console"))
        cat.add(s1, 3)
        cat.add(s1, 2)
        cat.add(s2, 4)
        g = cat.gate(ctx())
        assert g.keys == frozenset({s1.key}) and g.eligible_chunks == 5 and g.eligible_entries == 2
        cat.remove(s1, 3)
        cat.remove(s1, 2)
        assert cat.gate(ctx()).keys == frozenset()


projects = st.sampled_from(["crm-web", "ops-console", "*"])
globs = st.lists(st.sampled_from(["*", "main", "release/*", "feat/*", "feat/orders-*"]), min_size=1, max_size=3)
ranges = st.sampled_from(["^2.6", "~2.7.0", "2.x", ">=2.7 <3", "^3", "2.6.0 - 2.7.x", "^2.6 || ^3"])
versions = st.sampled_from(["2.6.14", "2.7.14", "2.7.16", "3.4.1", "2.5.0"])


@given(
    projects,
    globs,
    st.dictionaries(st.sampled_from(["vue", "element-ui"]), ranges, max_size=2),
    st.sampled_from(["verified", "candidate", "review_required", "deprecated"]),
    st.sampled_from(["crm-web", "ops-console"]),
    st.sampled_from(["main", "release/1.2", "feat/orders-react", "feat/x", "hotfix/1"]),
    st.dictionaries(st.sampled_from(["vue", "element-ui", "react"]), versions, max_size=3),
)
@settings(max_examples=300, deadline=None)
def test_catalog_gate_equals_predicate(project, branches, applies, status, qproj, qbranch, stack):
    """The catalog's key set is exactly the set of scopes the predicate admits."""
    e = entry(project=project, branches=branches, applies_to=applies, status=status)
    c = ctx(project=qproj, branch=qbranch, stack=stack)
    cat = ScopeCatalog()
    cat.add(Scope.of(e), 1)
    assert (Scope.of(e).key in cat.gate(c).keys) is is_eligible(e, c) is scope_admits(Scope.of(e), c)
