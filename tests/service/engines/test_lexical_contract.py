"""One contract, every LexicalIndex: tantivy on disk, Elasticsearch against a
local fake endpoint, and Elasticsearch live when ``MXR_ES_URL`` is set.

Also: the eligibility property (search ∘ gate == is_eligible, zero
disagreements) and the adversarial near-duplicate flood.
"""

from __future__ import annotations

import os
import uuid
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from elasticsearch import Elasticsearch
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from service.contracts import ExperienceEntry, QueryContext
from service.domain import IndexedChunk
from service.eligibility import Scope, ScopeCatalog, is_eligible
from service.engines.elasticsearch_index import ElasticsearchLexicalIndex
from service.engines.tantivy_index import TantivyLexicalIndex
from tests.service.engines.lexical_fakes import FakeElasticsearch, qt

ES_URL = os.environ.get("MXR_ES_URL")
live_only = pytest.mark.skipif(not ES_URL, reason="set MXR_ES_URL to run against a real Elasticsearch 9")


def chunk(entry_id: str, n: int, terms: str, scope_key: str = "k1", status: str = "verified") -> IndexedChunk:
    return IndexedChunk(
        entry_id=entry_id,
        n=n,
        text=terms,
        terms=tuple(terms.split()),
        scope_key=scope_key,
        status=status,
        asset_type="component",
    )


# ---------------------------------------------------------------------------
# Implementations under test
# ---------------------------------------------------------------------------


@dataclass
class Engine:
    """An index under test plus a way to close and reopen it on the same storage."""

    index: object
    reopen: Callable[[], object]


@pytest.fixture(scope="module")
def fake_es() -> Iterator[FakeElasticsearch]:
    with FakeElasticsearch() as fake:
        yield fake


def _es_engine(client: Elasticsearch) -> Iterator[Engine]:
    name = f"mxr-lexical-test-{uuid.uuid4().hex[:12]}"
    idx = ElasticsearchLexicalIndex(client, name)
    idx.warm_up()
    holder = Engine(idx, lambda: None)

    def reopen() -> object:
        holder.index.close()
        holder.index = ElasticsearchLexicalIndex(client, name)
        holder.index.warm_up()
        return holder.index

    holder.reopen = reopen
    try:
        yield holder
    finally:
        client.indices.delete(index=name, ignore_unavailable=True)


def _tantivy_engine(path: Path) -> Iterator[Engine]:
    holder = Engine(TantivyLexicalIndex(path), lambda: None)
    holder.index.warm_up()

    def reopen() -> object:
        holder.index.close()
        holder.index = TantivyLexicalIndex(path)
        holder.index.warm_up()
        return holder.index

    holder.reopen = reopen
    try:
        yield holder
    finally:
        holder.index.close()


IMPLS = [
    "tantivy",
    "es-fake",
    pytest.param("es-live", marks=[pytest.mark.live, live_only]),
]


@pytest.fixture(params=IMPLS)
def engine(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Engine]:
    if request.param == "tantivy":
        yield from _tantivy_engine(tmp_path / "lexical")
    elif request.param == "es-fake":
        fake = request.getfixturevalue("fake_es")
        yield from _es_engine(Elasticsearch(hosts=[fake.url]))
    else:
        yield from _es_engine(Elasticsearch(ES_URL))


# ---------------------------------------------------------------------------
# The contract
# ---------------------------------------------------------------------------


@pytest.mark.integration
class LexicalIndexContract:
    """Behaviour every LexicalIndex implementation must share."""

    def test_satisfies_protocol(self, engine: Engine) -> None:
        from service.engines import protocols

        assert isinstance(engine.index, protocols.LexicalIndex)

    def test_upsert_then_search_ranks_by_bm25(self, engine: Engine) -> None:
        idx = engine.index
        idx.upsert([
            chunk("a", 0, "usestate ref ref ref reactive"),
            chunk("b", 0, "usestate computed watch"),
            chunk("c", 0, "vuex store dispatch"),
        ])
        hits = idx.search(qt("ref"), frozenset({"k1"}), 10)
        assert [h.chunk_id for h in hits] == ["a::0"]
        hits = idx.search(qt("usestate", "ref"), frozenset({"k1"}), 10)
        assert [h.entry_id for h in hits] == ["a", "b"]
        assert hits[0].score > hits[1].score > 0
        assert idx.count() == 3

    def test_doc_freq_counts_chunks_per_term(self, engine: Engine) -> None:
        idx = engine.index
        idx.upsert([
            chunk("a", 0, "usestate ref ref"),
            chunk("a", 1, "ref reactive"),
            chunk("b", 0, "usestate v-model"),
        ])
        assert idx.doc_freq(["ref", "usestate", "v-model", "absent", "ref"]) == {
            "ref": 2, "usestate": 2, "v-model": 1, "absent": 0,
        }
        assert idx.doc_freq([]) == {}

    def test_punctuated_terms_are_whole_terms(self, engine: Engine) -> None:
        idx = engine.index
        idx.upsert([chunk("a", 0, "$ref v-model @click this.$emit"), chunk("b", 0, "ref model click emit")])
        for term in ("$ref", "v-model", "@click", "this.$emit"):
            assert [h.entry_id for h in idx.search(qt(term), frozenset({"k1"}), 10)] == ["a"], term
        assert [h.entry_id for h in idx.search(qt("model"), frozenset({"k1"}), 10)] == ["b"]

    def test_limit_and_tie_break_by_chunk_id(self, engine: Engine) -> None:
        idx = engine.index
        idx.upsert([chunk(e, 0, "same words here") for e in ("d", "b", "e", "a", "c")])
        hits = idx.search(qt("same"), frozenset({"k1"}), 3)
        assert [h.entry_id for h in hits] == ["a", "b", "c"]
        assert len({h.score for h in hits}) == 1

    def test_weights_boost_terms_and_zero_weight_is_ignored(self, engine: Engine) -> None:
        idx = engine.index
        idx.upsert([chunk("a", 0, "alpha filler"), chunk("b", 0, "beta filler")])
        one = idx.search(qt(("alpha", 1.0), ("beta", 1.0)), frozenset({"k1"}), 10)
        assert one[0].score == pytest.approx(one[1].score, rel=1e-6)
        boosted = idx.search(qt(("alpha", 1.0), ("beta", 3.0)), frozenset({"k1"}), 10)
        assert [h.entry_id for h in boosted] == ["b", "a"]
        assert boosted[0].score == pytest.approx(3 * boosted[1].score, rel=1e-5)
        assert [h.entry_id for h in idx.search(qt(("alpha", 1.0), ("beta", 0.0)), frozenset({"k1"}), 10)] == ["a"]
        assert idx.search(qt(("beta", 0.0)), frozenset({"k1"}), 10) == []

    def test_no_terms_or_no_keys_or_no_limit_returns_empty(self, engine: Engine) -> None:
        idx = engine.index
        idx.upsert([chunk("a", 0, "alpha")])
        assert idx.search(qt("alpha"), frozenset(), 10) == []
        assert idx.search(qt(), frozenset({"k1"}), 10) == []
        assert idx.search(qt("alpha"), frozenset({"k1"}), 0) == []
        assert idx.search(qt("nothing"), frozenset({"k1"}), 10) == []

    def test_filter_admits_only_listed_scopes_and_adds_no_score(self, engine: Engine) -> None:
        idx = engine.index
        idx.upsert([
            chunk("a", 0, "hooks migrate hooks", scope_key="k1"),
            chunk("b", 0, "hooks migrate", scope_key="k2"),
            chunk("c", 0, "migrate store", scope_key="k3"),
            chunk("d", 0, "unrelated words", scope_key="k1"),
        ])
        q = qt("hooks", "migrate")
        everything = {h.chunk_id: h.score for h in idx.search(q, frozenset({"k1", "k2", "k3"}), 10)}
        assert set(everything) == {"a::0", "b::0", "c::0"}  # `d` matches the filter only: not a hit
        for keys in ({"k1"}, {"k2"}, {"k1", "k3"}, {"k3", "unknown"}):
            gated = idx.search(q, frozenset(keys), 10)
            assert {h.chunk_id for h in gated} == {c for c in everything if f"k{'abc'.index(c[0]) + 1}" in keys}
            for h in gated:
                assert h.score == pytest.approx(everything[h.chunk_id], rel=1e-6, abs=0)
        assert idx.search(q, frozenset({"nope"}), 10) == []

    def test_upsert_replaces_all_chunks_of_an_entry(self, engine: Engine) -> None:
        idx = engine.index
        idx.upsert([chunk("a", n, f"part{n} shared") for n in range(3)] + [chunk("b", 0, "shared other")])
        assert idx.count() == 4
        idx.upsert([chunk("a", 0, "rewritten shared", scope_key="k2")])
        assert idx.count() == 2
        assert idx.search(qt("part1"), frozenset({"k1", "k2"}), 10) == []
        assert idx.search(qt("part2"), frozenset({"k1", "k2"}), 10) == []
        hits = idx.search(qt("shared"), frozenset({"k1", "k2"}), 10)
        assert sorted(h.chunk_id for h in hits) == ["a::0", "b::0"]
        # the replacement carries its new scope
        assert [h.chunk_id for h in idx.search(qt("shared"), frozenset({"k1"}), 10)] == ["b::0"]

    def test_delete_entries_and_unknown_ids(self, engine: Engine) -> None:
        idx = engine.index
        idx.upsert([chunk("a", 0, "x"), chunk("a", 1, "x y"), chunk("b", 0, "x"), chunk("c", 0, "x")])
        idx.delete_entries(["a", "never-indexed"])
        assert idx.count() == 2
        assert sorted(h.entry_id for h in idx.search(qt("x"), frozenset({"k1"}), 10)) == ["b", "c"]
        idx.delete_entries([])
        assert idx.count() == 2

    def test_entry_ids_with_punctuation(self, engine: Engine) -> None:
        idx = engine.index
        ids = ["team/vue-2.7@hooks", "a.b_c-d", "x/y/z"]
        idx.upsert([chunk(e, 0, "needle") for e in ids])
        assert sorted(h.entry_id for h in idx.search(qt("needle"), frozenset({"k1"}), 10)) == sorted(ids)
        idx.delete_entries(["team/vue-2.7@hooks"])
        assert sorted(h.entry_id for h in idx.search(qt("needle"), frozenset({"k1"}), 10)) == ["a.b_c-d", "x/y/z"]

    def test_clear(self, engine: Engine) -> None:
        idx = engine.index
        idx.upsert([chunk(str(i), 0, "x") for i in range(5)])
        idx.clear()
        assert idx.count() == 0
        assert idx.search(qt("x"), frozenset({"k1"}), 10) == []
        idx.upsert([chunk("z", 0, "x")])
        assert [h.entry_id for h in idx.search(qt("x"), frozenset({"k1"}), 10)] == ["z"]

    def test_reopen_after_close_keeps_data(self, engine: Engine) -> None:
        engine.index.upsert([chunk("a", 0, "persist me"), chunk("b", 1, "persist")])
        before = engine.index.search(qt("persist"), frozenset({"k1"}), 10)
        idx = engine.reopen()
        assert idx.count() == 2
        assert idx.search(qt("persist"), frozenset({"k1"}), 10) == before
        idx.upsert([chunk("c", 0, "persist again")])
        assert idx.count() == 3

    def test_warm_up_is_idempotent(self, engine: Engine) -> None:
        engine.index.upsert([chunk("a", 0, "x")])
        engine.index.warm_up()
        engine.index.warm_up()
        assert engine.index.count() == 1

    def test_hits_carry_entry_and_chunk_number(self, engine: Engine) -> None:
        idx = engine.index
        idx.upsert([chunk("e1", 0, "title intro"), chunk("e1", 7, "title deep detail detail")])
        hits = idx.search(qt("detail"), frozenset({"k1"}), 10)
        assert [(h.entry_id, h.n) for h in hits] == [("e1", 7)]
        assert hits[0].chunk_id == "e1::7"


class TestLexicalIndexContract(LexicalIndexContract):
    """Runs the contract against every implementation (see ``IMPLS``)."""


# ---------------------------------------------------------------------------
# Eligibility property: the gate inside the engine == the exact predicate
# ---------------------------------------------------------------------------

PROJECTS = ["shop", "admin", "*"]
BRANCH_GLOBS = ["*", "main", "release/*", "feature/*", "release/2.*"]
PACKAGES = ["vue", "vuex", "@reduxjs/toolkit", "lodash.debounce"]
RANGES = ["^2.6", "^3.0.0", ">=2.7 <3", "~4.1.0", "*", "1.x || 2.x", "2.6.0 - 2.7.5", ">=1.9.0-beta.1"]
VERSIONS = ["2.6.14", "2.7.16", "3.4.21", "4.1.2", "1.9.7", "2.0.0", "1.9.0-beta.2"]
STATUSES = ["verified", "candidate", "review_required", "deprecated"]
BRANCHES = ["main", "release/2.7", "release/3.0", "feature/hooks", "dev"]

entry_shapes = st.fixed_dictionaries({
    "project": st.sampled_from(PROJECTS),
    "branches": st.lists(st.sampled_from(BRANCH_GLOBS), min_size=1, max_size=2),
    "applies_to": st.dictionaries(st.sampled_from(PACKAGES), st.sampled_from(RANGES), max_size=2),
    "status": st.sampled_from(STATUSES),
    "chunks": st.integers(1, 2),
})
contexts = st.builds(
    lambda project, branch, stack: QueryContext(project=project, branch=branch, stack=stack),
    st.sampled_from(["shop", "admin"]),
    st.sampled_from(BRANCHES),
    st.dictionaries(st.sampled_from(PACKAGES), st.sampled_from(VERSIONS), max_size=4),
)


def _entries(shapes: list[dict]) -> list[tuple[ExperienceEntry, int]]:
    return [
        (
            ExperienceEntry(
                id=f"e{i}",
                title=f"entry {i}",
                body="body",
                project=s["project"],
                branches=s["branches"],
                applies_to=s["applies_to"],
                asset_type="component",
                status=s["status"],
            ),
            s["chunks"],
        )
        for i, s in enumerate(shapes)
    ]


@pytest.fixture(scope="module")
def property_engines(tmp_path_factory: pytest.TempPathFactory, fake_es: FakeElasticsearch) -> Iterator[dict]:
    tv = TantivyLexicalIndex(tmp_path_factory.mktemp("prop") / "lexical")
    tv.warm_up()
    es = ElasticsearchLexicalIndex(Elasticsearch(hosts=[fake_es.url]), "mxr-prop")
    es.warm_up()
    yield {"tantivy": tv, "es-fake": es}
    tv.close()


@pytest.mark.integration
@pytest.mark.parametrize("impl", ["tantivy", "es-fake"])
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(shapes=st.lists(entry_shapes, min_size=1, max_size=15), ctxs=st.lists(contexts, min_size=1, max_size=4))
def test_gated_search_returns_exactly_the_eligible_entries(
    property_engines: dict, impl: str, shapes: list[dict], ctxs: list[QueryContext]
) -> None:
    idx = property_engines[impl]
    entries = _entries(shapes)
    catalog = ScopeCatalog()
    chunks = []
    for entry, n_chunks in entries:
        scope = Scope.of(entry)
        catalog.add(scope, n_chunks)
        for n in range(n_chunks):
            chunks.append(IndexedChunk(entry.id, n, "t", ("common", f"w{n}"), scope.key, entry.status.value, "component"))
    idx.clear()
    idx.upsert(chunks)
    for ctx in ctxs:
        gate = catalog.gate(ctx)
        got = {h.entry_id for h in idx.search(qt("common"), gate.keys, 1_000)}
        want = {e.id for e, _ in entries if is_eligible(e, ctx)}
        assert got == want, (ctx, got ^ want)
        assert len({h.chunk_id for h in idx.search(qt("common"), gate.keys, 1_000)}) == gate.eligible_chunks


# ---------------------------------------------------------------------------
# Adversarial: a flood of ineligible near-duplicates cannot push the answer out
# ---------------------------------------------------------------------------

FLOOD = 5_000


@pytest.mark.integration
def test_ineligible_flood_cannot_outrank_the_eligible_answer(tmp_path: Path) -> None:
    idx = TantivyLexicalIndex(tmp_path / "lexical")
    try:
        bait = " ".join(["usestate", "migrate"] * 6)  # higher tf than the answer
        idx.upsert([chunk(f"dup{i:05d}", 0, bait, scope_key="old-vue2") for i in range(FLOOD)])
        idx.upsert([chunk("answer", 0, "usestate migrate hooks guide with many other words", scope_key="vue3")])
        q = qt("usestate", "migrate")
        ungated = idx.search(q, frozenset({"old-vue2", "vue3"}), 50)
        assert "answer" not in {h.entry_id for h in ungated}  # a post-filter of the top 50 would find nothing
        gated = idx.search(q, frozenset({"vue3"}), 50)
        assert [h.entry_id for h in gated] == ["answer"]
        assert gated[0].score == pytest.approx(
            {h.entry_id: h.score for h in idx.search(q, frozenset({"old-vue2", "vue3"}), FLOOD + 1)}["answer"]
        )
    finally:
        idx.close()
