"""The HTTP API end to end on the embedded default, as an agent and a reviewer use it."""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

from service.api.app import create_app
from service.settings import Settings
from tests.service.test_pipeline import CTX, LIBRARY

pytestmark = pytest.mark.integration

LOOPBACK = ("127.0.0.1", 50000)


@pytest.fixture(scope="module")
def client(tmp_path_factory):
    settings = Settings(data_dir=tmp_path_factory.mktemp("api"), rerank={"model": "none"})
    # A loopback client: with no API keys configured the service serves loopback only.
    with TestClient(create_app(settings), client=LOOPBACK) as c:
        r = c.post("/v1/experiences", json=[e.to_json() for e in LIBRARY])
        assert r.status_code == 200, r.text
        yield c


def retrieve(client, query, **ctx):
    body = {"query": query, "context": {**CTX, **ctx}, "explain": True}
    r = client.post("/v1/retrieve", json=body)
    assert r.status_code == 200, r.text
    return r.json()


INELIGIBLE = {"exp-table-reload-old", "exp-other-project", "exp-deprecated"}


class TestRetrieve:
    def test_response_shape(self, client):
        out = retrieve(client, "LegacyTable 的 reload 方法怎么处理", asset="LegacyTable", asset_type="component")
        assert set(out) >= {"request_id", "decision", "results", "backfill_id", "calibration", "timings_ms", "trace"}
        assert out["decision"] in ("inject", "reference", "abstain")
        assert out["calibration"]["reranker"] == "none (fused order kept)"
        assert out["calibration"]["inject_threshold"] >= out["calibration"]["reference_threshold"]
        assert {"eligibility", "lexical", "dense", "fusion", "total"} <= set(out["timings_ms"])
        trace = out["trace"]
        assert trace["eligible_count"] == 3 + 10 and trace["degraded"] == []
        assert trace["lexical"][0]["id"] == "exp-table-reload" and trace["lexical"][0]["rank"] == 1
        if out["results"]:
            top = out["results"][0]
            assert top["id"] == "exp-table-reload"  # the exact asset beats the name-alike LegacyList
            assert set(top["ranks"]) == {"lexical", "dense", "fused", "rerank"}

    def test_never_returns_ineligible_entries(self, client):
        for q in ("LegacyTable reload", "LegacyTable reload ops", "eventBus 广播 旧方案", "doLayout element-ui 2.13"):
            out = retrieve(client, q)
            seen = {r["id"] for r in out["results"]}
            for stage in ("lexical", "dense", "fused", "reranked"):
                seen |= {t["id"] for t in out["trace"][stage] or []}  # reranked is null without a cross-encoder
            assert not seen & INELIGIBLE, (q, seen & INELIGIBLE)

    def test_roles_follow_status(self, client):
        out = retrieve(client, "LegacyTable reload", asset="LegacyTable")
        for r in out["results"]:
            if r["role"] == "default_plan":
                assert r["status"] == "verified"
        assert sum(r["role"] == "default_plan" for r in out["results"]) <= 1
        assert (out["decision"] == "inject") == any(r["role"] == "default_plan" for r in out["results"])

    def test_abstention_is_queued_and_deduplicated(self, client):
        ctx = {"project": "nobody", "branch": "main", "stack": {"react": "18.2.0"}}
        body = {"query": "Zyzzyva xylophone 钩子", "context": ctx}
        a = client.post("/v1/retrieve", json=body).json()
        assert a["decision"] == "abstain" and a["results"] == [] and a["backfill_id"]
        b = client.post("/v1/retrieve", json={**body, "query": "  zyzzyva   XYLOPHONE 钩子 "}).json()
        assert b["backfill_id"] == a["backfill_id"]
        item = client.get(f"/v1/backfill/{a['backfill_id']}").json()
        assert item["hits"] == 2 and item["state"] == "open" and item["context"]["project"] == "nobody"
        assert [o["query"] for o in item["occurrences"]] == [body["query"], "zyzzyva   XYLOPHONE 钩子"]
        assert {o["request_id"] for o in item["occurrences"]} == {a["request_id"], b["request_id"]}
        assert item["decision"]["kind"] == "abstain" and item["reason"] == "below_reference_threshold"
        assert "answerability" not in a["calibration"]  # the rule abstained: the gate (which only lowers references) did not run
        assert item["candidates"] and all("why" in c for c in item["candidates"])
        assert any(i["id"] == a["backfill_id"] for i in client.get("/v1/backfill").json())  # default: open
        r = client.post(f"/v1/backfill/{a['backfill_id']}/resolve", json={"note": "x"})
        assert r.status_code == 409 and r.json()["detail"][0]["rule"] == "open" and r.json()["error"] == "conflict"
        assert client.post(f"/v1/backfill/{a['backfill_id']}/claim").json()["state"] == "claimed"
        r = client.post(f"/v1/backfill/{a['backfill_id']}/triage", json={"label": "invalid", "note": "a test"})
        assert r.status_code == 200 and r.json()["state"] == "triaged"
        r = client.post(f"/v1/backfill/{a['backfill_id']}/resolve", json={"note": "done"})
        assert r.status_code == 200 and r.json()["state"] == "resolved" and r.json()["note"] == "a test"
        again = client.post(f"/v1/backfill/{a['backfill_id']}/resolve", json={})
        assert again.status_code == 409 and again.json()["detail"][0]["rule"] == "resolved"
        assert client.get(f"/v1/backfill/{a['backfill_id']}").json()["resolve_note"] == "done"  # never nulled

    def test_request_id_is_echoed(self, client):
        r = client.post("/v1/retrieve", json={"query": "x", "context": CTX}, headers={"x-request-id": "abc123"})
        assert r.json()["request_id"] == "abc123" and r.headers["x-request-id"] == "abc123"


class TestValidation:
    @pytest.mark.parametrize(
        ("body", "field"),
        [
            ({"query": "", "context": CTX}, "query"),
            ({"query": "x" * 2001, "context": CTX}, "query"),
            ({"query": "x", "context": {**CTX, "stack": {"vue": "latest"}}}, "context.stack"),
            ({"query": "x", "context": {"project": "p", "stack": {}}}, "context.branch"),
            ({"query": "x", "context": CTX, "top_k": 99}, "top_k"),
            ({"query": "x", "context": CTX, "unknown": 1}, "unknown"),
        ],
    )
    def test_422_names_field_and_rule(self, client, body, field):
        r = client.post("/v1/retrieve", json=body)
        assert r.status_code == 422
        out = r.json()
        assert out["error"] == "invalid_request"
        assert any(d["field"].startswith(field) and d["rule"] for d in out["detail"]), out

    def test_oversized_body_413(self, client):
        r = client.post("/v1/retrieve", content=b"{" + b" " * 70_000 + b"}", headers={"content-type": "application/json"})
        assert r.status_code == 413 and "limit" in r.json()["message"]

    def test_bad_entry_changes_nothing(self, client):
        before = client.get("/metrics").text
        bad = [LIBRARY[0].to_json() | {"id": "exp-new-ok"}, LIBRARY[0].to_json() | {"id": "exp-new-bad", "status": "approved"}]
        r = client.post("/v1/experiences", json=bad)
        assert r.status_code == 422 and any("status" in d["field"] for d in r.json()["detail"])
        assert client.get("/v1/experiences/exp-new-ok").status_code == 404
        assert before is not None


class TestExperiences:
    def test_crud_and_idempotent_upsert(self, client):
        e = LIBRARY[-1].to_json() | {"id": "exp-crud", "title": "Wombat 组件迁移", "body": "Wombat 组件改为函数组件。"}
        r1 = client.put("/v1/experiences/exp-crud", json=e)
        assert r1.status_code == 200 and r1.json()["added"] == 1
        r2 = client.put("/v1/experiences/exp-crud", json=e)
        assert r2.json()["unchanged"] == 1
        got = client.get("/v1/experiences/exp-crud").json()
        assert got["title"] == "Wombat 组件迁移" and got["_indexed"] is True
        e2 = e | {"body": "Wombat 组件改为 forwardRef。"}
        assert client.put("/v1/experiences/exp-crud", json=e2).json()["updated"] == 1
        hits = retrieve(client, "Wombat forwardRef", project="crm-web")["trace"]["lexical"]
        assert hits and hits[0]["id"] == "exp-crud"
        assert client.delete("/v1/experiences/exp-crud").status_code == 200
        assert client.delete("/v1/experiences/exp-crud").status_code == 404
        assert client.get("/v1/experiences/exp-crud").status_code == 404

    def test_put_id_mismatch(self, client):
        r = client.put("/v1/experiences/other", json=LIBRARY[0].to_json())
        assert r.status_code == 422 and r.json()["detail"][0]["field"] == "id"


class TestOps:
    def test_health_ready_metrics_docs(self, client):
        assert client.get("/healthz").json() == {"status": "ok"}
        ready = client.get("/readyz")
        assert ready.status_code == 200
        body = ready.json()
        assert body["ready"] is True
        assert body["components"]["lexical"]["backend"] == "tantivy"
        assert body["components"]["dense"]["backend"] == "qdrant"
        assert "fused order kept" in body["reranker"] or "disabled" in body["reranker"]
        assert body["calibration"]["id"].startswith("cal-")
        retrieve(client, "LegacyTable reload")
        m = client.get("/metrics").text
        assert "mxr_retrieve_requests_total" in m and "mxr_stage_seconds_bucket" in m
        assert client.get("/openapi.json").json()["paths"]["/v1/retrieve"]


def test_mismatched_calibration_refuses_to_start(tmp_path):
    """A well-formed artifact (its content id recomputed) made for another scorer: a real CalibrationMismatch."""
    import json

    from service.decision.artifact import Artifact, content_id
    from service.decision.loading import default_artifact_path
    from service.errors import CalibrationMismatch

    art = json.loads(default_artifact_path().read_text())
    art["scorer"]["reranker"] = "BAAI/bge-reranker-v2-m3@abc/normalize=true/max_length=256"
    art["id"] = content_id(art)
    bad = tmp_path / "cal.json"
    bad.write_text(json.dumps(art))
    Artifact.load(bad)  # the artifact itself is valid: only its scorer differs
    settings = Settings(data_dir=tmp_path / "d", rerank={"model": "none"}, decision={"calibration": bad})
    with pytest.raises(CalibrationMismatch) as err:
        with TestClient(create_app(settings)):
            pass
    assert "reranker" in err.value.differences and "bge-reranker-v2-m3" in str(err.value)


def test_auto_detected_reranker_yields_to_the_packaged_calibration(tmp_path):
    """A cross-encoder nobody configured must not stop the service with the packaged artifact."""
    from service.decision.loading import build_pipeline
    from service.runtime import Runtime

    class FakeReranker:
        identity = "some-cross-encoder@abc/normalize=true/max_length=256"

        def score(self, query, passages):
            return [0.0 for _ in passages]

    rt = Runtime(Settings(data_dir=tmp_path, rerank={"model": None}))
    rt.warm_up(reranker=False)
    try:
        rt.reranker = FakeReranker()  # as if found in the local model cache
        p = build_pipeline(rt)
        assert p.decider is not None and rt.reranker is None and "not used" in rt.reranker_note
        p.close()
        rt.reranker = FakeReranker()
        explicit = Runtime(Settings(data_dir=tmp_path / "x", rerank={"model": "/models/x"}))
        explicit.reranker = FakeReranker()
        explicit.store, explicit.lexical, explicit.dense, explicit.embedder, explicit.analyzer = (
            rt.store, rt.lexical, rt.dense, rt.embedder, rt.analyzer,
        )
        from service.errors import CalibrationMismatch

        with pytest.raises(CalibrationMismatch):
            build_pipeline(explicit)
    finally:
        rt.close()


def test_ids_with_slashes_and_colons_round_trip(client):
    e = LIBRARY[-1].to_json() | {"id": "team/web:exp-1", "title": "Slashy 条目", "body": "Slashy body。"}
    assert client.put("/v1/experiences/team/web:exp-1", json=e).status_code == 200
    assert client.get("/v1/experiences/team/web:exp-1").json()["id"] == "team/web:exp-1"
    assert client.delete("/v1/experiences/team/web:exp-1").status_code == 200


class TestErrorShapes:
    def test_bulk_upsert_names_index_and_field(self, client):
        good = LIBRARY[0].to_json() | {"id": "exp-bulk-ok"}
        bad = LIBRARY[0].to_json() | {"id": "exp-bulk-bad", "asset_type": "widget"}
        r = client.post("/v1/experiences", json=[good, bad])
        assert r.status_code == 422
        assert [d["field"] for d in r.json()["detail"]] == ["1.asset_type"]
        assert client.get("/v1/experiences/exp-bulk-ok").status_code == 404  # all or nothing

    def test_stack_error_names_the_package(self, client):
        r = client.post("/v1/retrieve", json={"query": "x", "context": {**CTX, "stack": {"vue": "latest"}}})
        assert r.json()["detail"][0]["field"] == "context.stack.vue"

    def test_malformed_json(self, client):
        r = client.post("/v1/retrieve", content=b'{"query": "x",', headers={"content-type": "application/json"})
        assert r.status_code == 422 and r.json()["detail"][0]["field"] == "(body)"

    def test_error_codes_are_stable_snake_case(self, client):
        assert client.get("/v1/experiences/nope").json()["error"] == "not_found"
        r = client.put("/v1/experiences/other", json=LIBRARY[0].to_json())
        assert r.json()["error"] == "invalid_request"


class TestPackedContext:
    """budget_tokens (issue #10): a Markdown context block that fits; without it, today's response."""

    def test_without_budget_the_response_is_unchanged(self, client):
        out = retrieve(client, "LegacyTable 的 reload 方法怎么处理", asset="LegacyTable")
        assert not {"context", "packing", "followup"} & set(out)
        assert "rewrite" not in out["trace"]

    @pytest.mark.parametrize("budget", [64, 120, 300])
    def test_context_fits_and_keeps_every_included_results_skeleton(self, client, budget):
        from service.stages.pack import TiktokenCounter

        body = {"query": "LegacyTable 的 reload 方法怎么处理", "context": {**CTX, "asset": "LegacyTable"}, "budget_tokens": budget, "top_k": 10}
        out = client.post("/v1/retrieve", json=body).json()
        assert TiktokenCounter().count(out["context"]) <= budget
        packing = out["packing"]
        assert packing["tokenizer"] == "cl100k_base" and packing["used_tokens"] <= budget
        by_id = {r["id"]: r for r in out["results"]}
        assert set(packing["included"]) | {d["id"] for d in packing["dropped"]} == set(by_id)
        for rid in packing["included"]:
            r = by_id[rid]
            assert r["title"] in out["context"] and r["role"] in out["context"]
            for f in ("conditions", "counter_conditions", "source"):
                assert (r[f] or "none recorded") in out["context"]

    def test_budget_is_validated(self, client):
        for bad in (0, 10, 10**6, "many"):
            r = client.post("/v1/retrieve", json={"query": "x", "context": CTX, "budget_tokens": bad})
            assert r.status_code == 422 and r.json()["detail"][0]["field"] == "budget_tokens"

    def test_abstention_context_names_the_backfill_item(self, client):
        ctx = {"project": "nobody", "branch": "main", "stack": {"react": "18.2.0"}}
        # Nothing in the library is about it ("组件" alone would make the generic component entries weak references).
        out = client.post("/v1/retrieve", json={"query": "Quokka frobnicate", "context": ctx, "budget_tokens": 100}).json()
        assert out["decision"] == "abstain" and out["backfill_id"] in out["context"]
        assert "work from the code and project memory" in out["context"]


class TestFollowups:
    """history (issue #10): a question that refers back is completed before retrieval, or refused."""

    HISTORY = [
        {"query": "审批流弹窗迁移", "asset": "ApprovalFlowDialog", "asset_type": "component"},
        {"query": "LegacyTable 的列插槽怎么迁", "asset": "LegacyTable"},
    ]

    def test_reference_is_rewritten_and_traced(self, client):
        body = {"query": "上面那个表格的 reload 方法怎么处理", "context": CTX, "history": self.HISTORY, "explain": True}
        out = client.post("/v1/retrieve", json=body).json()
        f = out["followup"]
        assert f["status"] == "resolved" and f["asset"] == "LegacyTable" and f["from_turn"] == 1
        assert f["rewritten"] == "LegacyTable 的 reload 方法怎么处理" and f["references"] == ["上面那个表格"]
        assert out["trace"]["rewrite"] == f
        assert out["trace"]["lexical"][0]["id"] == "exp-table-reload"
        bare = retrieve(client, "上面那个表格的 reload 方法怎么处理")  # no history: refused, see below
        assert bare["followup"]["status"] == "unresolved"

    def test_same_answer_as_the_independent_question(self, client):
        body = {"query": "上面那个表格的 reload 方法怎么处理", "context": CTX, "history": self.HISTORY}
        followup = client.post("/v1/retrieve", json=body).json()
        direct = client.post(
            "/v1/retrieve",
            json={"query": "LegacyTable 的 reload 方法怎么处理", "context": {**CTX, "asset": "LegacyTable", "asset_type": "component"}},
        ).json()
        assert followup["decision"] == direct["decision"]
        assert [r["id"] for r in followup["results"]] == [r["id"] for r in direct["results"]]

    def test_unresolvable_reference_is_said_and_not_retrieved(self, client):
        before = client.get("/v1/backfill", params={"state": "open"}).json()
        body = {"query": "那个指令在 React 里怎么写", "context": CTX, "history": self.HISTORY, "explain": True, "budget_tokens": 120}
        out = client.post("/v1/retrieve", json=body).json()
        assert out["decision"] == "abstain" and out["results"] == [] and out["backfill_id"] is None
        f = out["followup"]
        assert f["status"] == "unresolved" and "directive" in f["reason"] and "LegacyTable" in f["reason"]
        assert out["trace"]["lexical"] == [] and out["trace"]["rewrite"] == f  # nothing was retrieved
        assert "could not be resolved" in out["context"]
        assert client.get("/v1/backfill", params={"state": "open"}).json() == before  # not queued as missing knowledge

    def test_independent_question_with_history_is_unchanged(self, client):
        out = client.post("/v1/retrieve", json={"query": "LegacyList 的 reload 迁移", "context": CTX, "history": self.HISTORY}).json()
        assert "followup" not in out

    @pytest.mark.parametrize(
        ("history", "field"),
        [
            ([{"asset": "LegacyTable"}], "history.0.query"),
            ([{"query": "x", "asset_type": "widget"}], "history.0.asset_type"),
            ([{"query": "x", "extra": 1}], "history.0.extra"),
            ([{"query": "x"}] * 21, "history"),
            ("LegacyTable", "history"),
        ],
    )
    def test_bad_history_is_422(self, client, history, field):
        r = client.post("/v1/retrieve", json={"query": "x", "context": CTX, "history": history})
        assert r.status_code == 422 and any(d["field"].startswith(field) for d in r.json()["detail"]), r.json()


def test_npm_ranges_validate_on_write_and_gate_queries(client):
    """Issue 11 through HTTP: the one npm range engine at POST /v1/experiences and at retrieval."""
    base = LIBRARY[0].to_json() | {"project": "semver-web", "branches": ["*"]}
    ge = base | {"id": "exp-semver-ge", "applies_to": {"semver-probe": ">= 18"}}
    le = base | {"id": "exp-semver-le", "applies_to": {"semver-probe": "<=18.3.1"}}
    assert client.post("/v1/experiences", json=[ge, le]).status_code == 200
    r = client.post("/v1/experiences", json=base | {"id": "exp-semver-bad", "applies_to": {"semver-probe": "x.1"}})
    assert r.status_code == 422
    detail = r.json()["detail"][0]
    assert detail["field"] == "applies_to.semver-probe" and "Invalid comparator: x.1" in detail["rule"]

    def eligible(version: str) -> int:
        """Eligible chunks beyond the library's project-"*" entries that constrain nothing."""
        ctx = {"project": "semver-web", "branch": "main", "stack": {"semver-probe": version}}
        r = client.post("/v1/retrieve", json={"query": "LegacyTable reload", "context": ctx, "explain": True})
        assert r.status_code == 200, r.text
        return r.json()["trace"]["eligible_count"]

    try:
        none = eligible("18.3.1-canary")  # npm's prerelease rule: neither range admits it
        one = eligible("19.0.0") - none  # >= 18 only: one entry's chunks
        assert one > 0
        assert eligible("18.3.1") - none == 2 * one
        assert eligible("18") - none == 2 * one  # a partial stack version means 18.0.0
        assert eligible("17.9.9") - none == one  # <=18.3.1 only
    finally:
        for i in ("exp-semver-ge", "exp-semver-le"):
            client.delete(f"/v1/experiences/{i}")
