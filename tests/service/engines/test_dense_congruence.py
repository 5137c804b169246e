"""The local exact scan returns exactly Qdrant local mode's own filtered ``query_points``.

Random collections (with deliberate exact ties: duplicated, coarsely rounded
and zero vectors), random gates and limits, interleaved with upserts that
replace entries, deletes, clears and reopen-from-disk (after which local mode
holds float64, not yet normalised vectors). Every search is compared with
``query_points`` under the same ``scope_key`` filter: same (entry, chunk) in
the same order, scores within 1e-5.

Qdrant local mode re-normalises the stored vectors IN PLACE on every cosine
search (``local/distances.py: cosine_similarity``), so two identical
``query_points`` calls in a row can already order exact ties differently (the
vectors move by an ulp). "Same result" is therefore checked from the same
state: the vectors are snapshotted before ``query_points`` and restored before
the exact scan, and the scan must also leave the vectors exactly as Qdrant's
own search left them (same side effect), so any sequence of searches through
the scan equals the same sequence through ``query_points``.
"""

from __future__ import annotations

import tempfile
from dataclasses import dataclass

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from service.domain import Hit, IndexedChunk
from service.engines.qdrant_index import QdrantVectorIndex, open_local_client, scope_filter

IDENTITY = "congruence@000000000000/mean/16"
SCORE_TOL = 1e-5


@dataclass
class World:
    """The vector generator of one example: a seed, a dimension and a tie style."""

    rng: np.random.Generator
    dim: int
    style: str
    pool: np.ndarray

    def vectors(self, rows: int) -> np.ndarray:
        if self.style == "pool":  # exact duplicates → exactly tied scores
            return self.pool[self.rng.integers(0, len(self.pool), rows)].copy()
        v = self.rng.standard_normal((rows, self.dim)).astype(np.float32)
        if self.style == "coarse":  # few distinct values → many ties, some zero vectors
            v = np.round(v).astype(np.float32)
        return v

    def query(self) -> np.ndarray:
        kind = self.rng.integers(0, 4)
        if kind == 0:
            return np.zeros(self.dim, np.float32)  # every score 0: one big tie
        if kind == 1:
            return self.pool[self.rng.integers(0, len(self.pool))].copy()
        return self.vectors(1)[0]


def _chunks(world: World, entry: str, scope_keys: list[str]) -> list[IndexedChunk]:
    count = int(world.rng.integers(1, 4))
    key = scope_keys[int(world.rng.integers(0, len(scope_keys)))]
    return [IndexedChunk(entry, n, "", (), key, "verified", "component") for n in range(count)]


def _qdrant_hits(index: QdrantVectorIndex, q: np.ndarray, keys: frozenset[str], limit: int) -> list[Hit]:
    response = index._client.query_points(
        index.collection,
        query=np.asarray(q, np.float32).tolist(),
        query_filter=scope_filter(keys),
        limit=limit,
        with_payload=True,
    )
    return [Hit(p.payload["entry_id"], p.payload["n"], p.score) for p in response.points]


def _assert_congruent(index: QdrantVectorIndex, world: World, scope_keys: list[str]) -> None:
    for _ in range(3):
        q = world.query()
        take = int(world.rng.integers(1, len(scope_keys) + 1))
        keys = frozenset(world.rng.choice(scope_keys + ["unknown"], size=take, replace=False).tolist())
        limit = int(world.rng.integers(1, 40))
        stored = index._client._client.collections[index.collection].vectors[""]
        before = stored.copy()
        expected = _qdrant_hits(index, q, keys, limit)
        after_qdrant = stored.copy()
        stored[...] = before
        got = index.search(q, keys, limit)
        assert np.array_equal(stored, after_qdrant)
        assert [(h.entry_id, h.n) for h in got] == [(h.entry_id, h.n) for h in expected]
        assert np.allclose([h.score for h in got], [h.score for h in expected], atol=SCORE_TOL, rtol=0)


OPS = st.lists(st.sampled_from(["upsert", "upsert", "delete", "reopen", "clear"]), max_size=6)


@pytest.mark.integration
@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.integers(0, 2**32 - 1),
    dim=st.sampled_from([2, 4, 16]),
    style=st.sampled_from(["random", "pool", "coarse"]),
    n_keys=st.integers(1, 6),
    n_entries=st.integers(0, 30),
    ops=OPS,
)
def test_exact_scan_equals_qdrant_local_query_points(
    seed: int, dim: int, style: str, n_keys: int, n_entries: int, ops: list[str]
) -> None:
    rng = np.random.default_rng(seed)
    pool = rng.standard_normal((3, dim)).astype(np.float32)
    world = World(rng, dim, style, pool)
    scope_keys = [f"k{i}" for i in range(n_keys)]
    with tempfile.TemporaryDirectory() as folder:
        index = QdrantVectorIndex(open_local_client(folder), "c", IDENTITY, dim)
        index.warm_up()
        assert index.exact_scan_active
        live: set[str] = set()
        try:
            chunks = [c for e in range(n_entries) for c in _chunks(world, f"e{e}", scope_keys)]
            if chunks:
                index.upsert(chunks, world.vectors(len(chunks)))
                live |= {c.entry_id for c in chunks}
            _assert_congruent(index, world, scope_keys)
            for step, op in enumerate(ops):
                if op == "upsert":  # replace some entries (maybe with fewer chunks) and add new ones
                    names = [f"e{int(i)}" for i in rng.integers(0, n_entries + 5, size=int(rng.integers(1, 6)))]
                    names = list(dict.fromkeys(names))
                    chunks = [c for e in names for c in _chunks(world, e, scope_keys)]
                    index.upsert(chunks, world.vectors(len(chunks)))
                    live |= set(names)
                elif op == "delete" and live:
                    doomed = rng.choice(sorted(live), size=int(rng.integers(1, len(live) + 1)), replace=False)
                    index.delete_entries([str(e) for e in doomed] + [f"ghost{step}"])
                    live -= {str(e) for e in doomed}
                elif op == "reopen":  # local mode reloads float64, un-normalised vectors
                    index.close()
                    index = QdrantVectorIndex(open_local_client(folder), "c", IDENTITY, dim)
                    index.warm_up()
                elif op == "clear":
                    index.clear()
                    live.clear()
                _assert_congruent(index, world, scope_keys)
            assert index.count() == index._client.count("c", exact=True).count
        finally:
            index.close()


@pytest.mark.integration
def test_exact_scan_handles_all_tied_scores() -> None:
    """50 identical vectors: the tie order must still be Qdrant's own."""
    with tempfile.TemporaryDirectory() as folder:
        index = QdrantVectorIndex(open_local_client(folder), "c", IDENTITY, 4)
        index.warm_up()
        chunks = [IndexedChunk(f"e{i:02d}", 0, "", (), f"k{i % 2}", "verified", "component") for i in range(50)]
        index.upsert(chunks, np.ones((50, 4), np.float32))
        for keys in (frozenset({"k0"}), frozenset({"k0", "k1"})):
            for limit in (1, 7, 50):
                q = np.array([1, 2, 3, 4], np.float32)
                expected = _qdrant_hits(index, q, keys, limit)
                assert index.search(q, keys, limit) == [
                    Hit(h.entry_id, h.n, pytest.approx(h.score, abs=SCORE_TOL)) for h in expected
                ]
        index.close()
