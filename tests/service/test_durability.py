"""Faults inside one process: full disk mid-write, lost engine directories, entries left pending.

After every fault the store and both engines agree again with no command
typed, a client told "failed" finds nothing changed, and a degraded answer
never injects.
"""

from __future__ import annotations

import errno
import shutil
import sqlite3
import time

import pytest
import sqlalchemy as sa
from fastapi.testclient import TestClient

from service.api.app import create_app
from service.settings import Settings
from tests.service.test_pipeline import CTX, LIBRARY

# With no API keys configured the service serves loopback clients only.
LOOPBACK = ("127.0.0.1", 50000)

pytestmark = [pytest.mark.integration, pytest.mark.fault]

INJECTING = {"query": "LegacyTable 的 reload 方法怎么迁移", "context": {**CTX, "asset": "LegacyTable", "asset_type": "component"}}


def new_entries(n: int, tag: str) -> list[dict]:
    return [
        LIBRARY[-1].to_json()
        | {"id": f"exp-{tag}-{i}", "title": f"Quokka{tag}{i} 组件迁移", "body": f"Quokka{tag}{i} 组件改为函数组件，状态用 useState。"}
        for i in range(n)
    ]


def agree(client) -> dict:
    """The /readyz index report, asserting store and engines agree."""
    r = client.get("/readyz")
    out = r.json()
    assert r.status_code == 200 and out["ready"], out
    idx = out["index"]
    assert idx["pending"] == 0 and idx["problems"] == {}, idx
    chunks = idx["expected_chunks"]
    assert out["components"]["lexical"]["detail"] == f"{chunks} chunks", out
    assert out["components"]["dense"]["detail"] == f"{chunks} chunks", out
    return out


def wait_ready(client, seconds: float = 120) -> dict:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        r = client.get("/readyz")
        if r.status_code == 200 and not r.json()["index"]["repairing"]:
            return r.json()
        time.sleep(0.2)
    raise AssertionError(f"not ready after {seconds}s: {client.get('/readyz').json()}")


@pytest.fixture
def settings(tmp_path):
    return Settings(data_dir=tmp_path / "data", rerank={"model": "none"})


@pytest.fixture
def client(settings):
    with TestClient(create_app(settings), raise_server_exceptions=False, client=LOOPBACK) as c:
        assert c.post("/v1/experiences", json=[e.to_json() for e in LIBRARY]).status_code == 200
        yield c


def _find_runtime(app):
    return app.state.runtime


class TestFullDisk:
    def test_engine_full_mid_bulk_changes_nothing(self, client, monkeypatch):
        rt = _find_runtime(client.app)
        before = client.get("/v1/experiences/exp-dialog").json()
        calls = {"n": 0}
        real = type(rt.dense).upsert

        def full_on_second(self, chunks, vectors):
            calls["n"] += 1
            if calls["n"] == 2:
                raise OSError(errno.ENOSPC, "No space left on device")
            return real(self, chunks, vectors)

        monkeypatch.setattr(type(rt.dense), "upsert", full_on_second)
        bulk = new_entries(100, "full") + [before | {"title": "审批流弹窗迁移（改）"}]
        bulk[-1].pop("_chunks"), bulk[-1].pop("_indexed")
        r = client.post("/v1/experiences", json=bulk)
        assert r.status_code == 503 and r.json()["error"] == "backend_unavailable", r.text
        assert "rolled back" in r.json()["message"] and r.headers.get("retry-after")
        monkeypatch.undo()
        # Nothing of the request remains, in the store or the engines.
        assert client.get("/v1/experiences/exp-full-0").status_code == 404
        assert client.get("/v1/experiences/exp-full-99").status_code == 404
        assert client.get("/v1/experiences/exp-dialog").json()["title"] == before["title"]
        out = agree(client)
        assert out["entries"] == len(LIBRARY)
        hits = client.post("/v1/retrieve", json={"query": "Quokkafull0 组件", "context": CTX, "explain": True}).json()
        assert not any(t["id"].startswith("exp-full") for t in hits["trace"]["lexical"] + hits["trace"]["dense"])

    def test_store_full_mid_transaction_stores_nothing(self, client):
        rt = _find_runtime(client.app)
        engine = rt.store.engine
        seen = {"n": 0}

        def full(conn, cursor, statement, params, context, executemany):
            if statement.startswith("INSERT INTO chunks"):
                seen["n"] += 1
                raise sqlite3.OperationalError("database or disk is full")

        sa.event.listen(engine, "before_cursor_execute", full)
        try:
            r = client.post("/v1/experiences", json=new_entries(10, "sqlfull"))
        finally:
            sa.event.remove(engine, "before_cursor_execute", full)
        assert seen["n"] >= 1
        assert r.status_code == 503 and "nothing was stored" in r.json()["message"], r.text
        assert all(client.get(f"/v1/experiences/exp-sqlfull-{i}").status_code == 404 for i in range(10))
        agree(client)


class TestLostEngineDirectory:
    @pytest.mark.parametrize(("folder", "path"), [("tantivy", "lexical"), ("qdrant", "dense")])
    def test_removed_while_running_degrades_then_next_writer_repairs(self, client, settings, folder, path):
        healthy = client.post("/v1/retrieve", json=INJECTING).json()
        assert healthy["decision"] == "inject" and healthy["degraded"] == []
        shutil.rmtree(settings.data_dir / folder)
        r = client.get("/readyz")
        assert r.status_code == 503 and r.json()["error"] == "not_ready"
        assert f"components.{path}" in [d["field"] for d in r.json()["detail"]]
        out = client.post("/v1/retrieve", json=INJECTING).json()
        assert out["degraded"] == [path] and out["decision"] != "inject"
        # The next writer repairs before writing: directory recreated, engine rebuilt from the store.
        r = client.post("/v1/experiences", json=new_entries(2, f"after-{folder}"))
        assert r.status_code == 200, r.text
        agree(client)
        again = client.post("/v1/retrieve", json=INJECTING).json()
        assert again["degraded"] == [] and again["decision"] == "inject"

    @pytest.mark.parametrize("folder", ["tantivy", "qdrant"])
    def test_removed_while_stopped_is_repaired_at_start(self, settings, folder):
        with TestClient(create_app(settings), client=LOOPBACK) as c:
            assert c.post("/v1/experiences", json=[e.to_json() for e in LIBRARY]).status_code == 200
        shutil.rmtree(settings.data_dir / folder)
        with TestClient(create_app(settings), client=LOOPBACK) as c:
            wait_ready(c)
            out = agree(c)
            assert out["index"]["repaired"] and out["index"]["repaired"][0]["rebuilt"]
            assert c.post("/v1/retrieve", json=INJECTING).json()["decision"] == "inject"


class TestPendingEntries:
    def test_entries_left_pending_by_a_kill_are_indexed_at_start(self, settings):
        from service.indexer import Indexer
        from service.runtime import Runtime

        with Runtime(settings) as rt:
            rt.warm_up(reranker=False)
            Indexer(rt).upsert(LIBRARY)
            # What a kill between the store commit and the engine write leaves:
            # the store holds the entries, the engines do not.
            victims = ["exp-table-reload", "exp-dialog"]
            rt.store.mark_pending(victims)
            rt.lexical.delete_entries(victims)
            rt.dense.delete_entries(victims)
        with TestClient(create_app(settings), client=LOOPBACK) as c:
            wait_ready(c)
            agree(c)
            assert c.post("/v1/retrieve", json=INJECTING).json()["results"][0]["id"] == "exp-table-reload"

    def test_degraded_answer_never_injects(self, client):
        rt = _find_runtime(client.app)
        assert client.post("/v1/retrieve", json=INJECTING).json()["decision"] == "inject"
        rt.mark_problem("store", "1 stored entries not confirmed in the engines")
        try:
            out = client.post("/v1/retrieve", json=INJECTING).json()
            assert set(out["degraded"]) == {"lexical", "dense"} and out["decision"] != "inject"
            assert client.get("/readyz").status_code == 503
        finally:
            rt.set_problems({})

    def test_both_paths_broken_is_documented_503(self, client):
        rt = _find_runtime(client.app)
        rt.mark_problem("lexical", "holds 0 chunks, the store 16")
        rt.mark_problem("dense", "holds 0 chunks, the store 16")
        try:
            r = client.post("/v1/retrieve", json=INJECTING)
            assert r.status_code == 503 and r.json()["error"] == "backend_unavailable"
            assert set(r.json()) >= {"error", "message", "detail", "request_id"}
        finally:
            rt.set_problems({})
