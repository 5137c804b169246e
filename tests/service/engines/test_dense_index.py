"""QdrantVectorIndex: builders, the shared contract over every backend, identity, locking."""

from __future__ import annotations

import os
import uuid
from collections.abc import Callable, Iterator
from pathlib import Path

import numpy as np
import pytest
from qdrant_client import QdrantClient

from service.domain import Hit, IndexedChunk
from service.engines.qdrant_index import (
    POINT_NAMESPACE,
    QdrantVectorIndex,
    chunk_payload,
    collection_metadata,
    entries_filter,
    open_local_client,
    open_server_client,
    point_id,
    scope_filter,
)
from service.errors import DataDirLocked, EmbedderMismatch

DIM = 8
IDENTITY = "tiny@000000000000/mean/64"


def make_chunk(entry_id: str, n: int = 0, scope_key: str = "s0", status: str = "verified") -> IndexedChunk:
    """A chunk with only the fields the dense index uses filled meaningfully."""
    return IndexedChunk(
        entry_id=entry_id,
        n=n,
        text=f"{entry_id} chunk {n}",
        terms=(),
        scope_key=scope_key,
        status=status,
        asset_type="component",
    )


def unit(rng: np.random.Generator, rows: int, dim: int = DIM) -> np.ndarray:
    v = rng.standard_normal((rows, dim)).astype(np.float32)
    return v / np.linalg.norm(v, axis=1, keepdims=True)


# --------------------------------------------------------------------------
# pure builders
# --------------------------------------------------------------------------


@pytest.mark.unit
class TestDenseBuilders:
    def test_point_id_is_uuid5_of_chunk_id(self) -> None:
        assert point_id("e1::0") == str(uuid.uuid5(POINT_NAMESPACE, "e1::0"))
        assert point_id("e1::0") == point_id("e1::0") != point_id("e1::1")
        # pinned: changing the namespace would orphan every stored point
        assert POINT_NAMESPACE == uuid.uuid5(uuid.NAMESPACE_URL, "mxr:dense:chunk")

    def test_scope_filter(self) -> None:
        assert scope_filter(frozenset({"b", "a"})).model_dump(exclude_none=True) == {
            "must": [{"key": "scope_key", "match": {"any": ["a", "b"]}}]
        }

    def test_entries_filter(self) -> None:
        assert entries_filter(["e2", "e1"]).model_dump(exclude_none=True) == {
            "must": [{"key": "entry_id", "match": {"any": ["e1", "e2"]}}]
        }

    def test_payload(self) -> None:
        assert chunk_payload(make_chunk("e1", 2, "k")) == {
            "entry_id": "e1",
            "n": 2,
            "chunk_id": "e1::2",
            "scope_key": "k",
            "status": "verified",
            "asset_type": "component",
        }

    def test_metadata(self) -> None:
        assert collection_metadata("m@x/mean/256", 384) == {"mxr_embedder": "m@x/mean/256", "mxr_dim": 384, "mxr_schema": 1}


# --------------------------------------------------------------------------
# the contract, over every implementation
# --------------------------------------------------------------------------

IndexFactory = Callable[..., QdrantVectorIndex]

BACKENDS = [
    pytest.param("local-scan", id="local-exact-scan"),
    pytest.param("local-plain", id="local-qdrant-search"),
    pytest.param("server", id="server", marks=pytest.mark.live),
]


@pytest.fixture(params=BACKENDS)
def make_index(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[IndexFactory]:
    """A factory of warmed-up indexes on one backend; everything is closed afterwards."""
    kind: str = request.param
    made: list[QdrantVectorIndex] = []
    collection = f"mxr_test_{uuid.uuid4().hex[:8]}"
    url = os.environ.get("MXR_QDRANT_URL")
    if kind == "server" and not url:
        pytest.skip("MXR_QDRANT_URL is not set")

    def factory(identity: str = IDENTITY, dim: int = DIM) -> QdrantVectorIndex:
        if kind == "server":
            client = open_server_client(url)  # type: ignore[arg-type]
        else:
            client = open_local_client(tmp_path / "qdrant")
        index = QdrantVectorIndex(client, collection, identity, dim, exact_local_scan=kind == "local-scan")
        try:
            index.warm_up()
        except Exception:
            index.close()  # release local mode's folder lock for the next open
            raise
        made.append(index)
        return index

    yield factory
    for index in made:
        if kind == "server":
            try:
                index._client.delete_collection(collection)
            except Exception:
                pass
        index.close()


@pytest.mark.integration
class TestVectorIndexContract:
    def test_mode(self, make_index: IndexFactory, request: pytest.FixtureRequest) -> None:
        index = make_index()
        backend = request.node.callspec.params["make_index"]
        assert index.is_local is (backend != "server")
        assert index.exact_scan_active is (backend == "local-scan")
        assert index.name == "qdrant"

    def test_empty(self, make_index: IndexFactory) -> None:
        index = make_index()
        index.warm_up()  # idempotent
        assert index.count() == 0
        assert index.search(np.ones(DIM, np.float32), frozenset({"s0"}), 10) == []

    def test_search_best_first_with_cosine_scores(self, make_index: IndexFactory) -> None:
        index = make_index()
        rng = np.random.default_rng(1)
        vecs = unit(rng, 20)
        chunks = [make_chunk(f"e{i}") for i in range(20)]
        index.upsert(chunks, vecs)
        assert index.count() == 20
        hits = index.search(vecs[7], frozenset({"s0"}), 5)
        assert [h.entry_id for h in hits][0] == "e7"
        assert hits[0].score == pytest.approx(1.0, abs=1e-5)
        assert len(hits) == 5 and all(isinstance(h, Hit) for h in hits)
        assert [h.score for h in hits] == sorted((h.score for h in hits), reverse=True)
        expected = sorted(range(20), key=lambda i: -float(vecs[i] @ vecs[7]))[:5]
        assert [h.entry_id for h in hits] == [f"e{i}" for i in expected]
        for h in hits:
            assert h.score == pytest.approx(float(vecs[int(h.entry_id[1:])] @ vecs[7]), abs=1e-5)

    def test_unnormalised_vectors_score_as_cosine(self, make_index: IndexFactory) -> None:
        index = make_index()
        v = np.zeros((1, DIM), np.float32)
        v[0, 0] = 3.0
        index.upsert([make_chunk("e")], v)
        (hit,) = index.search(np.eye(DIM, dtype=np.float32)[0] * 0.5, frozenset({"s0"}), 3)
        assert hit.score == pytest.approx(1.0, abs=1e-6)

    def test_gate_is_applied_inside_the_search(self, make_index: IndexFactory) -> None:
        index = make_index()
        rng = np.random.default_rng(2)
        chunks = [make_chunk(f"e{i}", 0, f"s{i % 3}") for i in range(30)]
        vecs = unit(rng, 30)
        index.upsert(chunks, vecs)
        # limit 4 among 10 eligible: a post-filter of the global top 4 would return fewer
        hits = index.search(vecs[0], frozenset({"s1"}), 4)
        assert len(hits) == 4 and {h.entry_id for h in hits} <= {f"e{i}" for i in range(1, 30, 3)}
        both = index.search(vecs[0], frozenset({"s1", "s2"}), 100)
        assert {h.entry_id for h in both} == {f"e{i}" for i in range(30) if i % 3 != 0}
        assert index.search(vecs[0], frozenset(), 10) == []
        assert index.search(vecs[0], frozenset({"nope"}), 10) == []
        assert index.search(vecs[0], frozenset({"s1"}), 0) == []

    def test_upsert_replaces_all_chunks_of_an_entry(self, make_index: IndexFactory) -> None:
        index = make_index()
        rng = np.random.default_rng(3)
        index.upsert([make_chunk("a", n) for n in range(3)] + [make_chunk("b", 0)], unit(rng, 4))
        assert index.count() == 4
        new = unit(rng, 1)
        index.upsert([make_chunk("a", 0, "s9")], new)
        assert index.count() == 2
        assert [(h.entry_id, h.n) for h in index.search(new[0], frozenset({"s0"}), 10)] == [("b", 0)]
        (hit,) = index.search(new[0], frozenset({"s9"}), 10)
        assert (hit.entry_id, hit.n) == ("a", 0) and hit.score == pytest.approx(1.0, abs=1e-5)

    def test_delete_entries(self, make_index: IndexFactory) -> None:
        index = make_index()
        rng = np.random.default_rng(4)
        index.upsert([make_chunk("a", 0), make_chunk("a", 1), make_chunk("b", 0)], unit(rng, 3))
        index.delete_entries(["a", "unknown"])
        index.delete_entries([])
        assert index.count() == 1
        assert [h.entry_id for h in index.search(unit(rng, 1)[0], frozenset({"s0"}), 10)] == ["b"]
        # deleted then re-added
        index.upsert([make_chunk("a", 1, "s0")], unit(rng, 1))
        assert sorted((h.entry_id, h.n) for h in index.search(unit(rng, 1)[0], frozenset({"s0"}), 10)) == [
            ("a", 1),
            ("b", 0),
        ]

    def test_clear(self, make_index: IndexFactory) -> None:
        index = make_index()
        rng = np.random.default_rng(5)
        index.upsert([make_chunk(f"e{i}") for i in range(5)], unit(rng, 5))
        index.clear()
        assert index.count() == 0
        assert index.search(unit(rng, 1)[0], frozenset({"s0"}), 10) == []
        index.upsert([make_chunk("z")], unit(rng, 1))
        assert index.count() == 1

    def test_bad_shapes_are_rejected(self, make_index: IndexFactory) -> None:
        index = make_index()
        with pytest.raises(ValueError, match="shape"):
            index.upsert([make_chunk("a")], np.ones((1, DIM + 1), np.float32))
        with pytest.raises(ValueError, match="shape"):
            index.upsert([make_chunk("a"), make_chunk("b")], np.ones((1, DIM), np.float32))
        with pytest.raises(ValueError, match="finite"):
            index.upsert([make_chunk("a")], np.full((1, DIM), np.nan, np.float32))
        with pytest.raises(ValueError, match="shape"):
            index.search(np.ones(DIM + 1, np.float32), frozenset({"s0"}), 3)
        index.upsert([], np.zeros((0, DIM), np.float32))
        assert index.count() == 0

    def test_mismatched_embedder_is_refused(self, make_index: IndexFactory) -> None:
        index = make_index()
        index.upsert([make_chunk("a")], np.ones((1, DIM), np.float32))
        index.close()
        with pytest.raises(EmbedderMismatch, match="mxr reindex") as err:
            make_index(identity="other@111111111111/cls/512")
        assert err.value.stored.startswith(IDENTITY) and err.value.configured.startswith("other@")
        with pytest.raises(EmbedderMismatch):
            make_index(dim=DIM * 2)
        reopened = make_index()  # the right embedder opens it, data intact
        assert reopened.count() == 1


# --------------------------------------------------------------------------
# local mode specifics
# --------------------------------------------------------------------------


@pytest.mark.integration
class TestLocalMode:
    def test_persisted_across_reopen(self, tmp_path: Path) -> None:
        rng = np.random.default_rng(6)
        vecs = unit(rng, 10)
        index = QdrantVectorIndex(open_local_client(tmp_path), "c", IDENTITY, DIM)
        index.warm_up()
        index.upsert([make_chunk(f"e{i}", 0, f"s{i % 2}") for i in range(10)], vecs)
        before = index.search(vecs[3], frozenset({"s1"}), 3)
        index.close()
        again = QdrantVectorIndex(open_local_client(tmp_path), "c", IDENTITY, DIM)
        again.warm_up()
        assert again.count() == 10
        after = again.search(vecs[3], frozenset({"s1"}), 3)
        assert [(h.entry_id, h.n) for h in after] == [(h.entry_id, h.n) for h in before]
        assert [h.score for h in after] == pytest.approx([h.score for h in before], abs=1e-6)
        again.delete_entries(["e3"])
        assert "e3" not in {h.entry_id for h in again.search(vecs[3], frozenset({"s1"}), 10)}
        again.close()

    def test_second_client_on_the_same_dir_is_data_dir_locked(self, tmp_path: Path) -> None:
        first = open_local_client(tmp_path)
        try:
            with pytest.raises(DataDirLocked, match="in use by another mxr process") as err:
                open_local_client(tmp_path)
            assert err.value.data_dir == str(tmp_path)
        finally:
            first.close()
        open_local_client(tmp_path).close()  # released on close

    def test_collection_without_record_is_refused(self, tmp_path: Path) -> None:
        from qdrant_client import models

        client = QdrantClient(path=str(tmp_path))
        client.create_collection("c", vectors_config=models.VectorParams(size=DIM, distance=models.Distance.COSINE))
        index = QdrantVectorIndex(client, "c", IDENTITY, DIM)
        with pytest.raises(EmbedderMismatch, match="<not recorded>"):
            index.warm_up()
        client.close()

    def test_exact_scan_can_be_disabled(self, tmp_path: Path) -> None:
        index = QdrantVectorIndex(open_local_client(tmp_path), "c", IDENTITY, DIM, exact_local_scan=False)
        index.warm_up()
        assert index.is_local and not index.exact_scan_active
        index.close()


@pytest.mark.unit
def test_implements_the_protocols(tmp_path: Path) -> None:
    pytest.importorskip("analyzers", reason="service.engines.protocols imports analyzers (not built yet)")
    from service.engines.embedders import BGEM3Embedder, FlagModelEmbedder, MiniLMEmbedder
    from service.engines.protocols import Embedder, VectorIndex

    index = QdrantVectorIndex(open_local_client(tmp_path), "c", IDENTITY, DIM)
    try:
        assert isinstance(index, VectorIndex)
    finally:
        index.close()
    assert isinstance(MiniLMEmbedder(), Embedder)
    for cls in (FlagModelEmbedder, BGEM3Embedder):
        assert all(hasattr(cls, name) for name in ("identity", "dim", "warm_up", "embed_documents", "embed_query"))
