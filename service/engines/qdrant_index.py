"""The dense index on Qdrant: local mode (embedded default) and server, one class.

Each chunk is one point: id = UUID5 of ``chunk_id``, the embedding (cosine),
payload ``{entry_id, n, chunk_id, scope_key, status, asset_type}``. The query's
eligibility gate is a ``scope_key`` MatchAny filter inside the search, never a
post-filter (``service.eligibility``).

The collection records the embedder that built it in Qdrant's collection
metadata (``{"mxr_embedder": identity, "mxr_dim": dim, "mxr_schema": 1}``,
kept by local mode and by servers ≥ 1.16 alike); opening it with another
identity or dimension raises ``EmbedderMismatch``.

Local-mode exact scan. Qdrant local mode evaluates a payload filter with a
Python loop over every point (~120 ms at 10k points). With
``exact_local_scan=True`` the index keeps one small column per point, its
scope key as an int, aligned with the local collection's own rows, and
answers a search itself: the same scoring function on the same vector array
(``qdrant_client.local.distances.calculate_distance``), the same ordering
(``np.argsort(scores)[::-1]``: tied scores keep whatever order numpy's sort
gives Qdrant, since both sort the identical array), and a vectorised mask in
place of the Python filter loop. The result is Qdrant's own filtered top-k,
same ids, same order, same scores; ``tests/service/engines/
test_dense_congruence.py`` pins that against ``query_points``. It reads the
local collection's arrays in place (no copy of the vectors), which relies on
qdrant-client's ``LocalCollection`` attributes (``vectors``, ``payload``,
``deleted``, ``deleted_per_vector``, ``ids``); if they are absent the index
falls back to Qdrant's own search and logs ``dense.exact_scan_unavailable``.
Server mode always uses Qdrant's own search.
"""

from __future__ import annotations

import threading
import uuid
from collections.abc import Iterable, Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import numpy as np
import structlog
from qdrant_client import QdrantClient, models

from service.domain import Hit, IndexedChunk
from service.errors import BackendUnavailable, DataDirLocked, EmbedderMismatch

_log = structlog.get_logger(__name__)

# Namespace of the point ids: uuid5(namespace, chunk_id). Fixed forever: changing it
# would orphan every stored point.
POINT_NAMESPACE = uuid.uuid5(uuid.NAMESPACE_URL, "mxr:dense:chunk")
# Metadata keys the collection records; the schema number changes if the payload does.
META_EMBEDDER, META_DIM, META_SCHEMA = "mxr_embedder", "mxr_dim", "mxr_schema"
PAYLOAD_SCHEMA = 1
# Points per upsert request: bounds request size on the server (384 floats ≈ 8 KB of JSON
# each, so ~2 MB per request) and Python memory in local mode.
UPSERT_BATCH = 256
# The unnamed (default) vector's key inside qdrant-client's local collection.
_DEFAULT_VECTOR = ""
# Substring of the RuntimeError qdrant-client raises when a local path is already open.
_LOCKED_MARKER = "already accessed by another instance"
# The payload fields a hit needs.
_HIT_FIELDS = ["entry_id", "n"]


# --------------------------------------------------------------------------
# pure builders (tested against expected dicts)
# --------------------------------------------------------------------------


def point_id(chunk_id: str) -> str:
    """The deterministic Qdrant point id of a chunk (UUID5 of ``chunk_id``)."""
    return str(uuid.uuid5(POINT_NAMESPACE, chunk_id))


def chunk_payload(chunk: IndexedChunk) -> dict[str, Any]:
    """The payload stored with a chunk's point."""
    return {
        "entry_id": chunk.entry_id,
        "n": chunk.n,
        "chunk_id": chunk.chunk_id,
        "scope_key": chunk.scope_key,
        "status": chunk.status,
        "asset_type": chunk.asset_type,
    }


def scope_filter(scope_keys: Iterable[str]) -> models.Filter:
    """The gate as a Qdrant filter: ``scope_key`` in ``scope_keys`` (sorted, for stable requests)."""
    return models.Filter(must=[models.FieldCondition(key="scope_key", match=models.MatchAny(any=sorted(scope_keys)))])


def entries_filter(entry_ids: Iterable[str]) -> models.Filter:
    """Every point of these entries."""
    return models.Filter(must=[models.FieldCondition(key="entry_id", match=models.MatchAny(any=sorted(entry_ids)))])


def collection_metadata(embedder_identity: str, dim: int) -> dict[str, Any]:
    """What a collection records about the embedder that fills it."""
    return {META_EMBEDDER: embedder_identity, META_DIM: dim, META_SCHEMA: PAYLOAD_SCHEMA}


# --------------------------------------------------------------------------
# clients
# --------------------------------------------------------------------------


def open_local_client(path: str | Path) -> QdrantClient:
    """A Qdrant local-mode client on ``path`` (created if missing).

    Raises:
        DataDirLocked: another client (usually ``mxr serve``) holds the folder's lock.
    """
    folder = Path(path)
    folder.mkdir(parents=True, exist_ok=True)
    try:
        return QdrantClient(path=str(folder))
    except RuntimeError as exc:
        if _LOCKED_MARKER in str(exc):
            raise DataDirLocked(str(folder), "Qdrant local storage is locked") from exc
        raise


def open_server_client(url: str, api_key: str | None = None, timeout: float = 10.0) -> QdrantClient:
    """A Qdrant server client (no request is made until first use)."""
    return QdrantClient(url=url, api_key=api_key, timeout=int(timeout))


def _local_backend(client: QdrantClient) -> Any | None:
    """The embedded ``QdrantLocal`` behind a client, or None for a server client."""
    from qdrant_client.local.qdrant_local import QdrantLocal

    inner = getattr(client, "_client", None)
    return inner if isinstance(inner, QdrantLocal) else None


# --------------------------------------------------------------------------
# local-mode exact scan
# --------------------------------------------------------------------------


class _LocalExactScan:
    """Filtered top-k over a local collection's own arrays with a vectorised gate."""

    _REQUIRED = ("vectors", "payload", "deleted", "deleted_per_vector", "ids", "ids_inv")

    def __init__(self, local: Any, collection: str) -> None:
        from qdrant_client.local.distances import calculate_distance

        self._calculate_distance = calculate_distance
        self._local = local
        self._name = collection
        self._coll: Any = None
        self._key_codes: dict[str, int] = {}
        self._codes = np.zeros(0, dtype=np.int32)
        self.entry_points: dict[str, set[str]] = {}

    def supported(self) -> bool:
        coll = self._local.collections.get(self._name)
        return coll is not None and all(hasattr(coll, a) for a in self._REQUIRED) and (
            _DEFAULT_VECTOR in coll.vectors
        )

    def _code(self, key: str) -> int:
        code = self._key_codes.get(key)
        if code is None:
            code = self._key_codes[key] = len(self._key_codes)
        return code

    def rebuild(self) -> None:
        """Re-read the scope column and the entry → points map from the collection."""
        coll = self._local.collections[self._name]
        codes = np.full(len(coll.payload), -1, dtype=np.int32)
        entries: dict[str, set[str]] = {}
        live = ~np.asarray(coll.deleted[: len(coll.payload)], dtype=bool)
        for idx, payload in enumerate(coll.payload):
            key = payload.get("scope_key")
            if isinstance(key, str):
                codes[idx] = self._code(key)
            if live[idx] and "entry_id" in payload:
                entries.setdefault(payload["entry_id"], set()).add(coll.ids_inv[idx])
        self._coll, self._codes, self.entry_points = coll, codes, entries

    def _current(self) -> Any:
        coll = self._local.collections[self._name]
        if coll is not self._coll or len(coll.payload) != len(self._codes):
            self.rebuild()
        return coll

    def note_upserted(self, points: Sequence[tuple[str, IndexedChunk]]) -> None:
        coll = self._local.collections[self._name]
        if coll is not self._coll:
            self.rebuild()
            return
        n = len(coll.payload)
        if n > len(self._codes):
            self._codes = np.concatenate([self._codes, np.full(n - len(self._codes), -1, dtype=np.int32)])
        for pid, chunk in points:
            self._codes[coll.ids[pid]] = self._code(chunk.scope_key)
            self.entry_points.setdefault(chunk.entry_id, set()).add(pid)

    def note_deleted(self, entry_ids: Iterable[str]) -> None:
        for entry_id in entry_ids:
            self.entry_points.pop(entry_id, None)

    def search(self, query: np.ndarray, scope_keys: frozenset[str], limit: int) -> list[Hit]:
        coll = self._current()
        n = len(coll.payload)
        if n == 0:
            return []
        # Exactly what LocalCollection.search does for a dense cosine query, minus its
        # per-point Python filter: same function, same array, same sort. Scores are computed
        # even when no key is known: Qdrant's search re-normalises the stored vectors in
        # place, and the scan keeps that side effect identical too.
        scores = self._calculate_distance(query, coll.vectors[_DEFAULT_VECTOR][:n], models.Distance.COSINE)
        wanted = [self._key_codes[k] for k in scope_keys if k in self._key_codes]
        if not wanted:
            return []
        mask = np.isin(self._codes[:n], np.asarray(wanted, dtype=np.int32))
        mask &= ~coll.deleted[:n].astype(bool)
        mask &= ~coll.deleted_per_vector[_DEFAULT_VECTOR][:n].astype(bool)
        order = np.argsort(scores)[::-1]
        picked = order[mask[order]][:limit]
        payloads = coll.payload
        return [Hit(payloads[i]["entry_id"], int(payloads[i]["n"]), float(scores[i])) for i in picked]


# --------------------------------------------------------------------------
# the index
# --------------------------------------------------------------------------


class QdrantVectorIndex:
    """``VectorIndex`` on one Qdrant collection, local mode or server.

    Args:
        client: a ``QdrantClient`` (``open_local_client`` / ``open_server_client``);
            the index owns it from now on and closes it in ``close()``.
        collection: collection name.
        embedder_identity: the configured embedder's ``identity``; recorded on creation,
            checked on open.
        dim: vector width; recorded and checked likewise.
        exact_local_scan: in local mode, answer searches with the vectorised exact scan
            (identical results, ~50× faster at 10k points). Ignored for a server.
        upsert_batch: points per upsert request.

    Thread-safe: one lock serialises writes and local searches (local mode is not
    thread-safe itself, and its search normalises the stored vectors in place).
    """

    name = "qdrant"

    def __init__(
        self,
        client: QdrantClient,
        collection: str,
        embedder_identity: str,
        dim: int,
        exact_local_scan: bool = True,
        upsert_batch: int = UPSERT_BATCH,
    ) -> None:
        self._client = client
        self.collection = collection
        self.embedder_identity = embedder_identity
        self.dim = dim
        self._want_scan = exact_local_scan
        self._upsert_batch = upsert_batch
        self._local = _local_backend(client)
        self._scan: _LocalExactScan | None = None
        self._ready = False
        self._lock = threading.RLock()

    @property
    def is_local(self) -> bool:
        """Whether the client is Qdrant local mode (embedded)."""
        return self._local is not None

    @property
    def exact_scan_active(self) -> bool:
        """Whether searches go through the local exact scan."""
        return self._scan is not None

    @contextmanager
    def _backend(self, action: str) -> Iterator[None]:
        """Map transport failures of a server to ``BackendUnavailable``."""
        from qdrant_client.http.exceptions import ResponseHandlingException, UnexpectedResponse

        try:
            yield
        except (ResponseHandlingException, UnexpectedResponse, ConnectionError, TimeoutError) as exc:
            raise BackendUnavailable("qdrant", f"{action} on {self.collection!r} failed: {exc}") from exc

    # ---- lifecycle -------------------------------------------------------

    def _create(self) -> None:
        self._client.create_collection(
            self.collection,
            vectors_config=models.VectorParams(size=self.dim, distance=models.Distance.COSINE),
            metadata=collection_metadata(self.embedder_identity, self.dim),
        )

    def _check_recorded(self) -> None:
        info = self._client.get_collection(self.collection)
        meta = info.config.metadata or {}
        params = info.config.params.vectors
        size = params.size if isinstance(params, models.VectorParams) else None
        stored = str(meta.get(META_EMBEDDER, "<not recorded>"))
        stored_dim = meta.get(META_DIM, size)
        if stored != self.embedder_identity or stored_dim != self.dim or size != self.dim:
            raise EmbedderMismatch(
                self.collection, f"{stored} (dim {stored_dim})", f"{self.embedder_identity} (dim {self.dim})"
            )

    def warm_up(self) -> None:
        """Create the collection if missing, else check what it records (idempotent).

        Raises:
            EmbedderMismatch: the collection was built by another embedder or dimension.
            BackendUnavailable: the server cannot be reached.
        """
        with self._lock, self._backend("warm_up"):
            if self._ready:
                return
            if self._client.collection_exists(self.collection):
                self._check_recorded()
            else:
                self._create()
            self._attach_scan()
            self._ready = True
            _log.info("dense.opened", collection=self.collection, local=self.is_local, exact_scan=self.exact_scan_active)

    def _attach_scan(self) -> None:
        self._scan = None
        if self._local is None or not self._want_scan:
            return
        scan = _LocalExactScan(self._local, self.collection)
        if not scan.supported():
            _log.warning("dense.exact_scan_unavailable", collection=self.collection)
            return
        scan.rebuild()
        self._scan = scan

    def _ensure(self) -> None:
        if not self._ready:
            self.warm_up()

    # ---- writes ----------------------------------------------------------

    def _delete_points_of(self, entry_ids: Sequence[str]) -> None:
        if self._scan is not None:
            ids = sorted({pid for e in entry_ids for pid in self._scan.entry_points.get(e, ())})
            if ids:
                self._client.delete(self.collection, points_selector=models.PointIdsList(points=ids), wait=True)
            self._scan.note_deleted(entry_ids)
        else:
            self._client.delete(
                self.collection, points_selector=models.FilterSelector(filter=entries_filter(entry_ids)), wait=True
            )

    def upsert(self, chunks: Sequence[IndexedChunk], vectors: np.ndarray) -> None:
        """Replace ALL chunks of every entry named in ``chunks``; ``vectors[i]`` embeds ``chunks[i]``.

        Old chunks of those entries are deleted first (so an entry that shrank from 3
        chunks to 1 keeps only the new one); not atomic across the two steps.

        Raises:
            ValueError: shapes disagree or a vector is not finite.
            BackendUnavailable: the server cannot be reached.
        """
        vecs = np.asarray(vectors, dtype=np.float32)
        if vecs.ndim != 2 or vecs.shape != (len(chunks), self.dim):
            raise ValueError(f"vectors must have shape ({len(chunks)}, {self.dim}), got {vecs.shape}")
        if not np.isfinite(vecs).all():
            raise ValueError("vectors must be finite")
        if not chunks:
            return
        with self._lock, self._backend("upsert"):
            self._ensure()
            entry_ids = list(dict.fromkeys(c.entry_id for c in chunks))
            self._delete_points_of(entry_ids)
            written: list[tuple[str, IndexedChunk]] = []
            for start in range(0, len(chunks), self._upsert_batch):
                part = chunks[start : start + self._upsert_batch]
                ids = [point_id(c.chunk_id) for c in part]
                self._client.upsert(
                    self.collection,
                    points=models.Batch(
                        ids=ids,
                        vectors=vecs[start : start + len(part)].tolist(),
                        payloads=[chunk_payload(c) for c in part],
                    ),
                    wait=True,
                )
                written.extend(zip(ids, part, strict=True))
            if self._scan is not None:
                self._scan.note_upserted(written)
        _log.info("index.upserted", engine=self.name, chunks=len(chunks), entries=len(entry_ids))

    def delete_entries(self, entry_ids: Sequence[str]) -> None:
        """Remove every chunk of these entries (unknown ids are ignored)."""
        if not entry_ids:
            return
        with self._lock, self._backend("delete"):
            self._ensure()
            self._delete_points_of(list(dict.fromkeys(entry_ids)))
        _log.info("index.deleted", engine=self.name, entries=len(entry_ids))

    def clear(self) -> None:
        """Drop and recreate the collection (same embedder record)."""
        with self._lock, self._backend("clear"):
            if self._client.collection_exists(self.collection):
                self._client.delete_collection(self.collection)
            self._create()
            self._attach_scan()
            self._ready = True
        _log.info("index.cleared", engine=self.name, collection=self.collection)

    # ---- reads -----------------------------------------------------------

    def search(self, vector: np.ndarray, scope_keys: frozenset[str], limit: int) -> list[Hit]:
        """Top ``limit`` chunks by cosine among chunks whose scope_key is in ``scope_keys``, best first.

        Empty ``scope_keys`` or ``limit < 1`` returns []. Scores are Qdrant's cosine.

        Raises:
            ValueError: the vector's shape is not ``(dim,)`` or it is not finite.
            BackendUnavailable: the server cannot be reached.
        """
        if not scope_keys or limit < 1:
            return []
        query = np.asarray(vector, dtype=np.float32)
        if query.shape != (self.dim,) or not np.isfinite(query).all():
            raise ValueError(f"query vector must be finite with shape ({self.dim},), got {query.shape}")
        with self._lock, self._backend("search"):
            self._ensure()
            if self._scan is not None:
                # Qdrant's client hands local mode the query as a float64 array of these values.
                return self._scan.search(query.astype(np.float64), scope_keys, limit)
            return self._qdrant_search(query, scope_keys, limit)

    def _qdrant_search(self, query: np.ndarray, scope_keys: frozenset[str], limit: int) -> list[Hit]:
        response = self._client.query_points(
            self.collection,
            query=query.tolist(),
            query_filter=scope_filter(scope_keys),
            limit=limit,
            with_payload=_HIT_FIELDS,
            with_vectors=False,
        )
        return [Hit(p.payload["entry_id"], int(p.payload["n"]), float(p.score)) for p in response.points]

    def count(self) -> int:
        """Number of live chunks."""
        with self._lock, self._backend("count"):
            self._ensure()
            return int(self._client.count(self.collection, exact=True).count)

    def rebind(self, client: QdrantClient) -> None:
        """Close the current client and use ``client`` instead (after the local folder was lost)."""
        with self._lock:
            try:
                self.close()
            except Exception:  # noqa: BLE001 - the old client's folder may be gone
                pass
            self._client = client
            self._local = _local_backend(client)
            self.warm_up()

    def close(self) -> None:
        """Close the client (releases local mode's folder lock)."""
        with self._lock:
            self._scan = None
            self._ready = False
            self._client.close()
