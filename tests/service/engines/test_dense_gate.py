"""The gate pushed into the dense search admits exactly the eligible entries.

Random entries (project, branch globs, npm ranges, status) and random query
contexts: a filtered search with a limit above the collection size must
return exactly ``{e | is_eligible(e, ctx)}``, zero disagreements, with the
exact scan and with Qdrant's own filtered search.
"""

from __future__ import annotations

import tempfile

import numpy as np
import pytest
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from service.contracts import ExperienceEntry, QueryContext
from service.domain import IndexedChunk
from service.eligibility import Scope, ScopeCatalog, is_eligible
from service.engines.qdrant_index import QdrantVectorIndex, open_local_client

DIM = 4
IDENTITY = "gate@000000000000/mean/16"

PROJECTS = ["shop", "admin", "*"]
BRANCHES = ["*", "main", "release/*", "feat-*", "release/2.*"]
RANGES = {
    "vue": ["^2.6", ">=2.7 <3", "^3", "2.6.x || ^3.3", "*"],
    "react": ["^18", "~18.2.0", ">=17 <19", "16.8 - 17.0"],
    "@reduxjs/toolkit": ["^1.9", "^2"],
}
VERSIONS = {
    "vue": ["2.6.14", "2.7.16", "3.3.4", "3.4.0"],
    "react": ["16.14.0", "17.0.2", "18.2.0", "18.3.1"],
    "@reduxjs/toolkit": ["1.9.7", "2.2.1"],
}
STATUSES = ["verified", "candidate", "review_required", "deprecated"]

entries_st = st.lists(
    st.tuples(
        st.sampled_from(PROJECTS),
        st.lists(st.sampled_from(BRANCHES), min_size=1, max_size=2),
        st.dictionaries(st.sampled_from(sorted(RANGES)), st.integers(0, 4), max_size=2),
        st.sampled_from(STATUSES),
        st.integers(1, 3),
    ),
    min_size=0,
    max_size=25,
)
context_st = st.tuples(
    st.sampled_from(["shop", "admin", "blog"]),
    st.sampled_from(["main", "release/2.7", "release/3.0", "feat-x", "dev"]),
    st.dictionaries(st.sampled_from(sorted(VERSIONS)), st.integers(0, 3), min_size=2, max_size=3),
)


def _entry(i: int, project: str, branches: list[str], applies: dict[str, int], status: str) -> ExperienceEntry:
    return ExperienceEntry(
        id=f"e{i}",
        title=f"entry {i}",
        body="body",
        project=project,
        branches=branches,
        applies_to={pkg: RANGES[pkg][k % len(RANGES[pkg])] for pkg, k in applies.items()},
        asset_type="component",
        status=status,
    )


@pytest.mark.integration
@pytest.mark.parametrize("exact_local_scan", [True, False], ids=["exact-scan", "qdrant-search"])
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(raw_entries=entries_st, raw_contexts=st.lists(context_st, min_size=1, max_size=4), seed=st.integers(0, 2**16))
def test_dense_gate_returns_exactly_the_eligible_entries(
    exact_local_scan: bool, raw_entries: list, raw_contexts: list, seed: int
) -> None:
    rng = np.random.default_rng(seed)
    entries = [_entry(i, *raw[:4]) for i, raw in enumerate(raw_entries)]
    chunks = [
        IndexedChunk(e.id, n, "", (), Scope.of(e).key, e.status.value, e.asset_type.value)
        for e, raw in zip(entries, raw_entries, strict=True)
        for n in range(raw[4])
    ]
    catalog = ScopeCatalog()
    for e, raw in zip(entries, raw_entries, strict=True):
        catalog.add(Scope.of(e), raw[4])
    with tempfile.TemporaryDirectory() as folder:
        index = QdrantVectorIndex(open_local_client(folder), "c", IDENTITY, DIM, exact_local_scan=exact_local_scan)
        try:
            index.warm_up()
            if chunks:
                index.upsert(chunks, rng.standard_normal((len(chunks), DIM)).astype(np.float32))
            for project, branch, stack in raw_contexts:
                ctx = QueryContext(
                    project=project,
                    branch=branch,
                    stack={pkg: VERSIONS[pkg][k % len(VERSIONS[pkg])] for pkg, k in stack.items()},
                )
                gate = catalog.gate(ctx)
                hits = index.search(rng.standard_normal(DIM).astype(np.float32), gate.keys, len(chunks) + 10)
                assert {h.entry_id for h in hits} == {e.id for e in entries if is_eligible(e, ctx)}
                assert len(hits) == gate.eligible_chunks
                event(f"eligible entries: {'none' if not hits else 'all' if len(hits) == len(chunks) else 'some'}")
        finally:
            index.close()


FLOOD = 5_000


@pytest.mark.integration
@pytest.mark.parametrize("exact_scan", [True, False], ids=["exact-scan", "qdrant-search"])
def test_flood_of_ineligible_near_duplicates(tmp_path, exact_scan):
    """5,000 ineligible chunks closer to the query than the one eligible answer: the answer still comes first."""
    rng = np.random.default_rng(7)
    query = rng.normal(size=DIM).astype(np.float32)
    query /= np.linalg.norm(query)
    noise = rng.normal(scale=0.01, size=(FLOOD, DIM)).astype(np.float32)
    flood = query + noise  # cosine ≈ 0.9999 with the query
    answer = (query + rng.normal(scale=0.5, size=DIM)).astype(np.float32)  # clearly farther away
    other = ExperienceEntry(id="x", title="t", body="b", project="other", asset_type="component", status="verified")
    mine = other.model_copy(update={"id": "answer", "project": "shop"})
    chunks = [IndexedChunk(f"flood-{i}", 0, "t", ("t",), Scope.of(other).key, "verified", "component") for i in range(FLOOD)]
    chunks.append(IndexedChunk("answer", 0, "t", ("t",), Scope.of(mine).key, "verified", "component"))
    vectors = np.vstack([flood, answer[None, :]])
    idx = QdrantVectorIndex(open_local_client(tmp_path / "q"), "c", IDENTITY, DIM, exact_local_scan=exact_scan)
    try:
        idx.upsert(chunks, vectors)
        ungated = idx.search(query, frozenset({Scope.of(other).key, Scope.of(mine).key}), 50)
        assert "answer" not in {h.entry_id for h in ungated}
        cat = ScopeCatalog()
        cat.add(Scope.of(other), FLOOD)
        cat.add(Scope.of(mine), 1)
        gate = cat.gate(QueryContext(project="shop", branch="main", stack={}))
        hits = idx.search(query, gate.keys, 50)
        assert [h.entry_id for h in hits] == ["answer"]
    finally:
        idx.close()
