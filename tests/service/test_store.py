"""Contract tests for the store of record (``service.store.EntryStore``).

One test class runs against every SQL backend: SQLite in ``tmp_path`` always,
PostgreSQL when ``MXR_TEST_DATABASE_URL`` names a server (skipped otherwise).
Each PostgreSQL test gets a fresh schema (through libpq's ``search_path``
option in the URL) that is dropped afterwards, so tests never see each
other's rows and never touch tables outside their schema.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable

import pytest
import sqlalchemy as sa

from service.contracts import ExperienceEntry
from service.store import EntryStore, StoredEntry, chunks_table, create_engine, entries_table
from tests.conftest import PG_URL

# get_many / mark_indexed / chunk_texts split their IN (...) lists at 500 ids.
IN_LIST_BATCH = 500

pytestmark = pytest.mark.integration


@pytest.fixture
def make_store(make_engine: Callable[[], sa.Engine]) -> Callable[[], EntryStore]:
    """Open (another) EntryStore on the test database, each on its own engine."""

    def _open() -> EntryStore:
        store = EntryStore(make_engine())
        store.warm_up()
        return store

    return _open


@pytest.fixture
def store(make_store: Callable[[], EntryStore]) -> EntryStore:
    return make_store()


def entry(entry_id: str, **fields) -> ExperienceEntry:
    base = {
        "id": entry_id,
        "title": f"title of {entry_id}",
        "body": f"body of {entry_id}",
        "project": "crm-web",
        "asset_type": "component",
        "status": "verified",
    }
    return ExperienceEntry.model_validate({**base, **fields})


def put(store: EntryStore, e: ExperienceEntry, chunks: list[str] | None = None, index_hash: str = "h1") -> None:
    scope_key = hashlib.sha256(e.project.encode()).hexdigest()[:20]  # as eligibility.Scope.key
    store.put(e, scope_key=scope_key, chunk_texts=chunks if chunks is not None else [e.body], index_hash=index_hash)


def chunk_rows(store: EntryStore, entry_id: str) -> int:
    with store.engine.connect() as c:
        q = sa.select(sa.func.count()).select_from(chunks_table).where(chunks_table.c.entry_id == entry_id)
        return int(c.execute(q).scalar_one())


class TestEntryStoreContract:
    """The behaviour every store-of-record backend must share."""

    def test_warm_up_is_idempotent_and_store_starts_empty(self, store: EntryStore):
        store.warm_up()
        assert store.count() == 0
        assert list(store.iter_all()) == []
        assert store.get("nope") is None
        assert store.get_many([]) == {}

    def test_put_then_get_round_trips_entry_and_bookkeeping(self, store: EntryStore):
        e = entry("exp-crm-0042", branches=["main", "release/*"], applies_to={"vue": "^2.6", "antd": ">=5 <6"},
                  assets=["LegacyTable"], conditions="c", counter_conditions="cc", source="PR #12",
                  updated_at="2024-05-01")
        store.put(e, scope_key="abc123", chunk_texts=["one", "two", "three"], index_hash="f" * 64)
        got = store.get("exp-crm-0042")
        assert isinstance(got, StoredEntry)
        assert got.entry == e
        assert got.entry.to_json() == e.to_json()
        assert (got.scope_key, got.n_chunks, got.index_hash, got.indexed_hash) == ("abc123", 3, "f" * 64, None)
        assert store.count() == 1

    def test_put_replaces_entry_and_its_chunks(self, store: EntryStore):
        put(store, entry("e1"), ["a", "b", "c"], index_hash="h1")
        store.mark_indexed(["e1"])
        put(store, entry("e1", title="new title"), ["only"], index_hash="h2")
        got = store.get("e1")
        assert got is not None
        assert got.entry.title == "new title"
        assert (got.n_chunks, got.index_hash, got.indexed_hash) == (1, "h2", None)
        assert chunk_rows(store, "e1") == 1
        assert store.chunk_texts([("e1", 0), ("e1", 1), ("e1", 2)]) == {("e1", 0): "only"}
        assert store.count() == 1

    def test_entry_without_chunks(self, store: EntryStore):
        put(store, entry("e1"), [])
        got = store.get("e1")
        assert got is not None and got.n_chunks == 0
        assert store.chunk_texts([("e1", 0)]) == {}

    def test_get_many_dedupes_ignores_unknown_and_batches(self, store: EntryStore):
        for i in range(5):
            put(store, entry(f"e{i}"))
        wanted = ["e3", "e1", "e3", "missing"] + [f"ghost-{i}" for i in range(2 * IN_LIST_BATCH + 7)] + ["e4"]
        got = store.get_many(wanted)
        assert set(got) == {"e1", "e3", "e4"}
        assert all(got[k].entry.id == k for k in got)
        assert store.get_many(iter(["e0"])).keys() == {"e0"}  # any iterable

    @pytest.mark.parametrize("batch", [1, 3, 7, 500])
    def test_iter_all_yields_every_entry_once_in_id_order(self, store: EntryStore, batch: int):
        ids = [f"exp-{i:03d}" for i in range(20)] + ["a", "z-last", "m/with-slash", "n@scoped"]
        for i in reversed(ids):
            put(store, entry(i))
        seen = [s.entry.id for s in store.iter_all(batch=batch)]
        assert len(seen) == len(set(seen)) == len(ids)
        assert set(seen) == set(ids)
        with store.engine.connect() as c:  # "id order" is the database's collation order
            assert seen == list(c.execute(sa.select(entries_table.c.id).order_by(entries_table.c.id)).scalars())
        if store.engine.dialect.name == "sqlite":
            assert seen == sorted(ids)
        assert store.count() == len(ids)
        assert [(e.id, n) for e, n in store.scopes()] == [(i, 1) for i in seen]

    def test_chunk_texts(self, store: EntryStore):
        put(store, entry("e1"), ["zero", "one", "two"])
        put(store, entry("e2"), ["second entry"])
        keys = [("e1", 2), ("e1", 0), ("e2", 0), ("e2", 5), ("nope", 0), ("e1", 2)]
        assert store.chunk_texts(keys) == {("e1", 2): "two", ("e1", 0): "zero", ("e2", 0): "second entry"}
        assert store.chunk_texts([]) == {}
        assert store.chunk_texts(iter([("e1", 1)])) == {("e1", 1): "one"}

    def test_chunk_texts_batches_entry_ids(self, store: EntryStore):
        put(store, entry("e1"), ["x"])
        keys = [(f"ghost-{i}", 0) for i in range(IN_LIST_BATCH + 3)] + [("e1", 0)]
        assert store.chunk_texts(keys) == {("e1", 0): "x"}

    def test_indexed_hash_is_null_until_marked(self, store: EntryStore):
        put(store, entry("e1"), index_hash="h-e1")
        put(store, entry("e2"), index_hash="h-e2")
        put(store, entry("e3"), index_hash="h-e3")
        assert {s.entry.id: s.indexed_hash for s in store.iter_all()} == {"e1": None, "e2": None, "e3": None}

        store.mark_indexed(["e1", "e3", "unknown"])
        assert {s.entry.id: s.indexed_hash for s in store.iter_all()} == {"e1": "h-e1", "e2": None, "e3": "h-e3"}

        store.mark_indexed([])  # no-op
        put(store, entry("e1", body="changed"), index_hash="h-e1b")  # a rewrite is unindexed again
        assert store.get("e1").indexed_hash is None

        store.mark_all_unindexed()
        assert all(s.indexed_hash is None for s in store.iter_all())
        assert [s.index_hash for s in store.iter_all()] == ["h-e1b", "h-e2", "h-e3"]  # the target hash is kept

    def test_mark_indexed_batches(self, store: EntryStore):
        put(store, entry("e1"), index_hash="h")
        store.mark_indexed((f"ghost-{i}" for i in range(2 * IN_LIST_BATCH + 1)))
        assert store.get("e1").indexed_hash is None
        store.mark_indexed([f"ghost-{i}" for i in range(IN_LIST_BATCH)] + ["e1"])
        assert store.get("e1").indexed_hash == "h"

    def test_delete_removes_entry_and_chunks(self, store: EntryStore):
        put(store, entry("e1"), ["a", "b"])
        put(store, entry("e2"), ["c"])
        assert store.delete("e1") is True
        assert store.get("e1") is None
        assert chunk_rows(store, "e1") == 0
        assert store.chunk_texts([("e1", 0), ("e2", 0)]) == {("e2", 0): "c"}
        assert store.delete("e1") is False
        assert store.delete("never-there") is False
        assert store.count() == 1

    def test_foreign_key_cascades_chunks_in_the_database(self, store: EntryStore):
        """Deleting the entry row directly removes its chunks (SQLite: foreign_keys pragma is on)."""
        put(store, entry("e1"), ["a", "b", "c"])
        with store.engine.begin() as c:
            c.execute(sa.delete(entries_table).where(entries_table.c.id == "e1"))
        assert chunk_rows(store, "e1") == 0

    def test_chunk_for_unknown_entry_is_refused(self, store: EntryStore):
        with pytest.raises(sa.exc.IntegrityError):
            with store.engine.begin() as c:
                c.execute(sa.insert(chunks_table).values(entry_id="ghost", n=0, text="orphan"))

    def test_meta_get_set(self, store: EntryStore):
        assert store.get_meta("embedder") is None
        store.set_meta("embedder", "minilm@1")
        store.set_meta("other", "x")
        assert store.get_meta("embedder") == "minilm@1"
        store.set_meta("embedder", "bge-m3 · 嵌入 🚀")
        assert store.get_meta("embedder") == "bge-m3 · 嵌入 🚀"
        assert store.get_meta("other") == "x"

    def test_unicode_round_trip(self, store: EntryStore):
        body = (
            "LegacyTable 的 reload 方法改为 useTableReload() 钩子；v-permission 指令换成 <Permission> 组件。\n"
            "🚀 emoji outside the BMP: 𠜎 𝒳 👩‍👩‍👧; identifiers: useOrderStore, this.$refs.table.reload(), el-table-column"
        )
        e = entry(
            "crm/exp.0042_a-b@v2",  # ids are ASCII by contract, but may carry . _ - / @
            title="表格 reload 迁移 🚀 LegacyTable → DataGrid",
            body=body,
            project="客户管理-web",
            branches=["feat/订单-react", "release/*"],
            applies_to={"vue": "^2.6", "@reduxjs/toolkit": ">=1.9", "lodash.debounce": "*"},
            assets=["LegacyTable", "v-permission", "useOrderStore", "订单表格"],
            conditions="仅当 element-ui ≥ 2.15 时适用",
            counter_conditions="表格使用虚拟滚动时失效 ❌",
        )
        chunks = [body[:60], body[60:], "标题\n" + body]
        store.put(e, scope_key="s", chunk_texts=chunks, index_hash="h")
        got = store.get(e.id)
        assert got is not None
        assert got.entry == e
        assert got.entry.body == body
        assert store.chunk_texts([(e.id, n) for n in range(3)]) == {(e.id, n): t for n, t in enumerate(chunks)}
        assert store.get_many([e.id])[e.id].entry.project == "客户管理-web"

    def test_extra_fields_round_trip(self, store: EntryStore):
        extra = {"reviewers": ["张三", "li.si"], "metrics": {"reuse": 3, "ratio": 0.5, "ok": True, "none": None}}
        e = entry("e-extra", **extra)
        put(store, e)
        got = store.get("e-extra")
        assert got is not None
        assert got.entry.model_extra == e.model_extra
        assert got.entry.to_json() == e.to_json()
        assert got.entry.to_json()["reviewers"] == ["张三", "li.si"]
        assert got.entry.to_json()["metrics"] == {"reuse": 3, "ratio": 0.5, "ok": True, "none": None}

    def test_top_level_null_fields_are_not_stored(self, store: EntryStore):
        """The doc is formats.md JSON (``to_json`` drops top-level nulls), so a null extra field reads back absent."""
        put(store, entry("e-null", note=None, conditions=None))
        got = store.get("e-null")
        assert got is not None
        assert "note" not in got.entry.to_json() and got.entry.conditions is None

    def test_nul_characters_are_storable_on_every_backend(self, store: EntryStore):
        """PostgreSQL text refuses NUL: the entry JSON keeps it, raw chunk text gets U+FFFD on every backend."""
        e = entry("e-nul", title="t\x00itle", body="a\x00b", project="p\x00q")
        store.put(e, scope_key="s", chunk_texts=["a\x00b"], index_hash="h")
        got = store.get("e-nul")
        assert got is not None and got.entry == e and got.entry.body == "a\x00b"
        assert store.chunk_texts([("e-nul", 0)]) == {("e-nul", 0): "a\ufffdb"}
        store.set_meta("k", "v\x00")
        assert store.get_meta("k") == "v\ufffd"

    def test_limits_fit_the_columns(self, store: EntryStore):
        """The longest id, title and body the contract allows are stored intact."""
        from service.contracts import MAX_BODY_CHARS, MAX_ID_CHARS, MAX_TITLE_CHARS

        long_id = "x" * MAX_ID_CHARS
        e = entry(long_id, title="题" * MAX_TITLE_CHARS, body="字" * MAX_BODY_CHARS, project="客" * MAX_ID_CHARS)
        put(store, e, ["字" * MAX_BODY_CHARS])
        got = store.get(long_id)
        assert got is not None and got.entry == e
        assert store.chunk_texts([(long_id, 0)])[(long_id, 0)] == "字" * MAX_BODY_CHARS

    def test_writes_are_durable_across_engines(self, make_store: Callable[[], EntryStore]):
        first = make_store()
        put(first, entry("e1"), ["a"], index_hash="h")
        first.mark_indexed(["e1"])
        first.set_meta("k", "v")
        first.engine.dispose()
        second = make_store()
        got = second.get("e1")
        assert got is not None and got.indexed_hash == "h"
        assert second.chunk_texts([("e1", 0)]) == {("e1", 0): "a"}
        assert second.get_meta("k") == "v"


class TestCreateEngine:
    """``create_engine`` applies the SQLite pragmas to SQLite only."""

    @pytest.mark.parametrize("scheme", ["sqlite", "sqlite+pysqlite"])
    def test_sqlite_file_gets_wal_foreign_keys_and_a_parent_dir(self, tmp_path, scheme: str):
        path = tmp_path / "a" / "b" / "store.sqlite3"
        engine = create_engine(f"{scheme}:///{path}")
        try:
            with engine.connect() as c:
                assert c.exec_driver_sql("PRAGMA journal_mode").scalar() == "wal"
                assert c.exec_driver_sql("PRAGMA foreign_keys").scalar() == 1
            assert path.parent.is_dir()
        finally:
            engine.dispose()

    def test_sqlite_in_memory(self):
        engine = create_engine("sqlite://")
        try:
            with engine.connect() as c:
                assert c.exec_driver_sql("PRAGMA foreign_keys").scalar() == 1
        finally:
            engine.dispose()

    @pytest.mark.skipif(not PG_URL, reason="MXR_TEST_DATABASE_URL not set (no PostgreSQL server)")
    def test_postgresql_gets_no_sqlite_pragmas(self):
        engine = create_engine(PG_URL)
        try:
            assert engine.dialect.name == "postgresql"
            with engine.connect() as c:
                assert c.execute(sa.text("SELECT 1")).scalar() == 1
        finally:
            engine.dispose()
