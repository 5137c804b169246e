"""The reviewers' workflow over HTTP: feedback, claim, the three triage actions, export; API keys and roles."""

from __future__ import annotations

import datetime as dt
import json

import pytest
from fastapi.testclient import TestClient

from service.api.app import create_app
from service.auth import KeyStore, Role
from service.contracts import EvalQuery
from service.settings import Settings
from service.store import create_engine
from tests.service.test_pipeline import CTX, LIBRARY

pytestmark = pytest.mark.integration

LOOPBACK = ("127.0.0.1", 50000)
REMOTE = ("10.20.30.40", 50000)
NOWHERE = {"project": "nobody", "branch": "main", "stack": {"react": "18.2.0"}}


@pytest.fixture(scope="module")
def served(tmp_path_factory):
    settings = Settings(data_dir=tmp_path_factory.mktemp("review"), rerank={"model": "none"}, queue={"new_items_per_minute": 1000})
    app = create_app(settings)
    with TestClient(app, client=LOOPBACK) as c:
        assert c.post("/v1/experiences", json=[e.to_json() for e in LIBRARY]).status_code == 200
        yield app, c, settings


@pytest.fixture(scope="module")
def client(served):
    return served[1]


def abstain(client, query: str, **ctx) -> dict:
    out = client.post("/v1/retrieve", json={"query": query, "context": {**NOWHERE, **ctx}}).json()
    assert out["decision"] == "abstain" and out["backfill_id"], out
    return out


def claimed(client, item_id: str) -> dict:
    r = client.post(f"/v1/backfill/{item_id}/claim", json={"lease_s": 300})
    assert r.status_code == 200, r.text
    return r.json()


class TestFeedback:
    def test_needed_becomes_an_item_with_the_response_it_was_about(self, client):
        resp = client.post("/v1/retrieve", json={"query": "LegacyTable reload", "context": CTX}).json()
        r = client.post("/v1/feedback", json={"request_id": resp["request_id"], "verdict": "needed", "text": "how to keep the page number"})
        assert r.status_code == 200, r.text
        out = r.json()
        assert out["outcome"] in ("opened", "merged") and out["backfill_id"]
        item = client.get(f"/v1/backfill/{out['backfill_id']}").json()
        assert item["query"] == "LegacyTable reload" and item["context"]["project"] == CTX["project"]
        assert item["decision"]["kind"] == resp["decision"] and item["candidates"]
        assert all({"probability", "why", "ranks"} <= set(c) for c in item["candidates"])
        occ = item["occurrences"][-1]
        assert (occ["source"], occ["verdict"], occ["text"], occ["request_id"]) == ("feedback", "needed", "how to keep the page number", resp["request_id"])

    def test_wrong_result_must_name_a_returned_entry(self, client):
        resp = client.post("/v1/retrieve", json={"query": "LegacyTable reload", "context": CTX}).json()
        r = client.post("/v1/feedback", json={"request_id": resp["request_id"], "verdict": "wrong_result", "entry_id": "exp-nope"})
        assert r.status_code == 422 and r.json()["detail"][0]["field"] == "entry_id"
        if resp["results"]:
            r = client.post("/v1/feedback", json={"request_id": resp["request_id"], "verdict": "wrong_result", "entry_id": resp["results"][0]["id"]})
            assert r.status_code == 200 and r.json()["backfill_id"]

    @pytest.mark.parametrize(
        "body",
        [{"verdict": "needed"}, {"verdict": "needed", "text": "   "}, {"verdict": "wrong_result"}, {"verdict": "meh"}, {"verdict": "helpful", "x": 1}],
    )
    def test_bad_feedback_is_422(self, client, body):
        resp = client.post("/v1/retrieve", json={"query": "x", "context": CTX}).json()
        r = client.post("/v1/feedback", json={"request_id": resp["request_id"], **body})
        assert r.status_code == 422 and r.json()["error"] == "invalid_request" and r.json()["detail"]

    def test_unknown_request_id_is_404_and_helpful_is_counted(self, client):
        r = client.post("/v1/feedback", json={"request_id": "never-seen", "verdict": "helpful"})
        assert r.status_code == 404 and "never-seen" in r.json()["message"]
        resp = client.post("/v1/retrieve", json={"query": "x", "context": CTX}).json()
        r = client.post("/v1/feedback", json={"request_id": resp["request_id"], "verdict": "helpful"})
        assert r.json() == {"request_id": resp["request_id"], "verdict": "helpful", "backfill_id": None, "outcome": "recorded"}
        m = client.get("/metrics").text
        assert 'mxr_feedback_total{verdict="helpful"}' in m and "mxr_backfill_enqueue_total" in m


class TestTriage:
    def test_knowledge_missing_writes_a_candidate_draft_retrievable_at_once(self, client):
        item_id = abstain(client, "Quokka onHop plugh xyzzy")["backfill_id"]
        r = client.post(f"/v1/backfill/{item_id}/triage", json={"label": "invalid"})
        assert r.status_code == 409 and r.json()["detail"] == [{"field": "state", "rule": "open"}] and "claim it first" in r.json()["message"]
        claimed(client, item_id)
        draft = client.get(f"/v1/backfill/{item_id}/draft").json()
        assert draft["project"] == "nobody" and draft["status"] == "candidate" and draft["source"] == f"backfill:{item_id}"
        draft |= {"body": "Quokka 的 onHop 改为 props 回调 onHop。", "applies_to": {"react": "^18"}}
        for bad, field in (({"applies_to": {"vue": "^^2"}}, "entry.applies_to.vue"), ({"status": "verified"}, "entry.status"),
                           ({"asset_type": "widget"}, "entry.asset_type"), ({"body": ""}, "entry.body")):
            r = client.post(f"/v1/backfill/{item_id}/triage", json={"label": "knowledge_missing", "entry": draft | bad})
            assert r.status_code == 422 and r.json()["detail"][0]["field"] == field, r.json()
        r = client.post(f"/v1/backfill/{item_id}/triage", json={"label": "knowledge_missing", "entry": draft, "note": "new"})
        assert r.status_code == 200, r.text
        assert r.json()["state"] == "triaged" and r.json()["entry_id"] == draft["id"]
        stored = client.get(f"/v1/experiences/{draft['id']}").json()
        assert stored["status"] == "candidate" and stored["_indexed"] is True
        assert stored["updated_at"] == dt.datetime.now(dt.UTC).date().isoformat()
        out = client.post("/v1/retrieve", json={"query": "Quokka onHop", "context": NOWHERE, "explain": True}).json()
        assert out["trace"]["lexical"][0]["id"] == draft["id"]
        r = client.post(f"/v1/backfill/{item_id}/triage", json={"label": "invalid"})
        assert r.status_code == 409 and r.json()["detail"][0]["rule"] == "triaged"

    def test_a_draft_never_overwrites_an_entry(self, client):
        # A project with no entries at all, so the abstention is the gate's and not the
        # model's (project "nobody" holds the previous test's draft by now).
        item_id = abstain(client, "Numbat zorbly quaffle", project="nobody-else")["backfill_id"]
        claimed(client, item_id)
        entry = LIBRARY[0].to_json() | {"status": "candidate"}
        r = client.post(f"/v1/backfill/{item_id}/triage", json={"label": "knowledge_missing", "entry": entry})
        assert r.status_code == 422 and r.json()["detail"][0]["field"] == "entry.id"
        assert client.get(f"/v1/backfill/{item_id}").json()["state"] == "claimed"  # nothing changed

    def test_retrieval_miss_links_an_entry_and_exports_an_eval_case(self, client):
        from service.contracts import QueryContext
        from service.eligibility import is_eligible

        target = next(e for e in LIBRARY if e.status.value == "verified" and is_eligible(e, QueryContext(**CTX)))
        # A question the example library cannot answer, so it abstains to the queue;
        # the reviewer then says the answer was there all along (a retrieval miss).
        item_id = abstain(client, "Wallaby 袋鼠 quaffle zorbly", **CTX)["backfill_id"]
        claimed(client, item_id)
        for body, field in (({}, "entry_id"), ({"entry_id": "exp-missing"}, "entry_id"), ({"entry_id": target.id, "grade": "maybe"}, "grade")):
            r = client.post(f"/v1/backfill/{item_id}/triage", json={"label": "retrieval_miss", **body})
            assert r.status_code == 422 and r.json()["detail"][0]["field"] == field, r.json()
        r = client.post(f"/v1/backfill/{item_id}/triage", json={"label": "retrieval_miss", "entry_id": target.id})
        assert r.status_code == 200 and r.json()["grade"] == "reusable"
        lines = [json.loads(x) for x in client.get("/v1/backfill/export").text.splitlines()]
        line = next(x for x in lines if x["id"] == item_id)
        EvalQuery.model_validate(line)
        assert line["labels"] == {target.id: "reusable"} and line["category"] == "retrieval_miss"
        assert line["expected_decision"] == "inject"  # an eligible verified entry labeled reusable
        tomorrow = (dt.datetime.now(dt.UTC) + dt.timedelta(days=1)).date().isoformat()
        assert client.get("/v1/backfill/export", params={"since": tomorrow}).text == ""
        assert client.get("/v1/backfill/export", params={"since": "soon"}).json()["detail"][0]["field"] == "since"

    def test_not_applicable_adds_a_counter_condition_to_the_entry(self, client):
        target = LIBRARY[1]
        before = client.get(f"/v1/experiences/{target.id}").json()
        item_id = abstain(client, "Bilby plover wibble")["backfill_id"]
        claimed(client, item_id)
        r = client.post(f"/v1/backfill/{item_id}/triage", json={"label": "not_applicable", "entry_id": target.id})
        assert r.status_code == 422 and r.json()["detail"][0]["field"] == "counter_condition"
        r = client.post(
            f"/v1/backfill/{item_id}/triage",
            json={"label": "not_applicable", "entry_id": target.id, "counter_condition": "不适用于 Bilby 组件"},
        )
        assert r.status_code == 200, r.text
        after = client.get(f"/v1/experiences/{target.id}").json()
        assert after["counter_conditions"].endswith("不适用于 Bilby 组件")
        if before.get("counter_conditions"):
            assert after["counter_conditions"].startswith(before["counter_conditions"].rstrip())
        assert after["source"] == f"backfill:{item_id}" and after["updated_at"] == dt.datetime.now(dt.UTC).date().isoformat()
        assert after.get("previous_source") == before.get("source")
        assert after["_indexed"] is True and after["body"] == before["body"]

    def test_listing_defaults_filters_stats(self, client):
        items = client.get("/v1/backfill")
        assert items.status_code == 200 and all(i["state"] == "open" for i in items.json())
        assert int(items.headers["x-total-count"]) >= len(items.json())
        hits = [i["hits"] for i in items.json()]
        assert hits == sorted(hits, reverse=True)
        every = client.get("/v1/backfill", params={"state": "all", "limit": 1000}).json()
        assert {i["state"] for i in every} >= {"open", "triaged"}
        assert client.get("/v1/backfill", params={"state": "bogus"}).status_code == 422
        assert client.get("/v1/backfill", params={"limit": 0}).status_code == 422
        page = client.get("/v1/backfill", params={"state": "all", "limit": 2, "offset": 1}).json()
        assert [i["id"] for i in page] == [i["id"] for i in every[1:3]]
        stats = client.get("/v1/backfill/stats").json()
        assert stats["by_state"]["triaged"] >= 1 and stats["by_project"]["nobody"] >= 1 and stats["oldest_open_age_s"] >= 0
        assert client.post("/v1/backfill/bf-nope/claim").status_code == 404


@pytest.fixture(scope="class")
def keys(served):
    """One key per role; revoked afterwards (back to the loopback-only default for the other tests)."""
    _, _, settings = served
    store = KeyStore(create_engine(settings.store_url))
    store.warm_up()
    tokens = {role: store.create(f"{role.value}-1", role)[1] for role in Role}
    yield store, tokens
    for k in store.list(include_revoked=False):
        store.revoke(k.id)


@pytest.fixture(scope="class")
def remote(served, keys):
    app, _, _ = served
    return TestClient(app, client=REMOTE)  # not entered: shares the running app's state


class TestKeys:
    """Roles on the whole API, from a remote client once keys exist."""

    @staticmethod
    def auth(tokens, role: Role) -> dict[str, str]:
        return {"Authorization": f"Bearer {tokens[role]}"}

    def test_missing_and_invalid_keys_are_401_in_the_error_format(self, remote, keys):
        _, tokens = keys
        for headers in ({}, {"Authorization": "Bearer mxr_nope_nope"}, {"Authorization": "Basic abc"},
                        {"Authorization": "Bearer " + tokens[Role.AGENT][:-2] + "xx"}):
            r = remote.post("/v1/retrieve", json={"query": "x", "context": CTX}, headers=headers)
            assert r.status_code == 401 and r.headers["www-authenticate"].startswith("Bearer")
            body = r.json()
            assert body["error"] == "unauthorized" and body["message"] and body["detail"] == [] and body["request_id"]

    def test_agent_may_retrieve_and_send_feedback_only(self, remote, keys):
        _, tokens = keys
        h = self.auth(tokens, Role.AGENT)
        resp = remote.post("/v1/retrieve", json={"query": "LegacyTable reload", "context": CTX}, headers=h)
        assert resp.status_code == 200
        fb = remote.post("/v1/feedback", json={"request_id": resp.json()["request_id"], "verdict": "helpful"}, headers=h)
        assert fb.status_code == 200
        for method, path in (("get", "/v1/backfill"), ("post", "/v1/backfill/bf-x/triage"), ("delete", f"/v1/experiences/{LIBRARY[0].id}"),
                             ("put", f"/v1/experiences/{LIBRARY[0].id}")):
            r = getattr(remote, method)(path, headers=h) if method in ("get", "delete") else getattr(remote, method)(path, json={}, headers=h)
            assert r.status_code == 403 and r.json()["error"] == "forbidden" and "agent" in r.json()["message"], (path, r.text)
        assert remote.get(f"/v1/experiences/{LIBRARY[0].id}", headers=h).status_code == 200

    def test_reviewer_may_work_the_queue_but_not_change_entries(self, remote, keys, client):
        _, tokens = keys
        h = self.auth(tokens, Role.REVIEWER)
        item_id = client.post("/v1/retrieve", json={"query": "Echidna quux thud", "context": NOWHERE},
                              headers=self.auth(tokens, Role.AGENT)).json()["backfill_id"]
        assert remote.get("/v1/backfill", headers=h).status_code == 200
        r = remote.post(f"/v1/backfill/{item_id}/claim", headers=h)
        assert r.status_code == 200 and r.json()["claimed_by"].startswith("reviewer-1@")
        r = remote.post(f"/v1/backfill/{item_id}/claim", headers=self.auth(tokens, Role.ADMIN))
        assert r.status_code == 409 and r.json()["detail"][0]["rule"] == "claimed"  # held by the reviewer
        assert remote.delete(f"/v1/experiences/{LIBRARY[0].id}", headers=h).status_code == 403
        assert remote.post("/v1/experiences", json=[], headers=h).status_code == 403

    def test_revoked_key_is_401_at_once(self, remote, keys):
        store, _ = keys
        key, token = store.create("temp", Role.AGENT)
        h = {"Authorization": f"Bearer {token}"}
        assert remote.post("/v1/retrieve", json={"query": "x", "context": CTX}, headers=h).status_code == 200
        store.revoke(key.id)
        assert remote.post("/v1/retrieve", json={"query": "x", "context": CTX}, headers=h).status_code == 401

    def test_ops_routes(self, remote, client, keys):
        assert remote.get("/healthz").json() == {"status": "ok"}
        assert remote.get("/readyz").status_code == 401 and remote.get("/metrics").status_code == 401
        ready = client.get("/readyz").json()  # loopback: open
        assert ready["auth"]["mode"] == "api_keys" and ready["auth"]["active_keys"] >= 3
        assert client.get("/metrics").status_code == 200

    def test_no_key_no_route(self, served, remote, keys):
        """Every route but the open ones refuses a keyless remote caller: a new route cannot forget auth."""
        app, _, _ = served
        import re

        open_paths = {"/healthz"}
        checked = 0
        for path, ops in app.openapi()["paths"].items():  # every documented route, included routers too
            if path in open_paths or path.startswith("/review"):
                continue
            concrete = re.sub(r"\{[^}]+\}", "x", path)
            for method in ops:
                r = remote.request(method.upper(), concrete, json={})
                assert r.status_code == 401, (method, path, r.status_code)
                checked += 1
        assert checked >= 15


def test_open_mode_serves_loopback_only(served):
    app, client, _ = served
    remote = TestClient(app, client=REMOTE)
    r = remote.post("/v1/retrieve", json={"query": "x", "context": CTX})
    assert r.status_code == 401 and "loopback" in r.json()["message"]
    ready = client.get("/readyz").json()
    assert ready["auth"]["mode"] == "open_loopback" and "loopback" in ready["auth"]["note"]


class TestMcpAuthAndReportOutcome:
    """/mcp needs an agent key like /v1/retrieve; report_outcome is the feedback path."""

    RPC = {"jsonrpc": "2.0", "id": 1, "method": "tools/list", "params": {}}
    HEADERS = {"accept": "application/json, text/event-stream", "content-type": "application/json"}

    def test_mcp_requires_an_agent_key(self, remote, keys):
        _, tokens = keys
        r = remote.post("/mcp", json=self.RPC, headers=self.HEADERS)
        assert r.status_code == 401 and r.json()["error"] == "unauthorized" and r.json()["request_id"]
        r = remote.post("/mcp", json=self.RPC, headers=self.HEADERS | {"Authorization": f"Bearer {tokens[Role.REVIEWER]}"})
        assert r.status_code == 403 and r.json()["error"] == "forbidden"

    def test_report_outcome_queues_feedback(self, client, keys):
        from service.feedback import FeedbackBody

        _, tokens = keys
        agent = {"Authorization": f"Bearer {tokens[Role.AGENT]}"}
        reviewer = {"Authorization": f"Bearer {tokens[Role.REVIEWER]}"}
        # A project no test writes to: earlier tests add entries to NOWHERE's project, and one of
        # them may clear the reference threshold for any query there.
        empty = {**NOWHERE, "project": "nobody-at-all"}
        out = client.post("/v1/retrieve", json={"query": "Kookaburra zorp", "context": empty}, headers=agent).json()
        assert out["decision"] == "abstain" and out["backfill_id"], out
        call = {"jsonrpc": "2.0", "id": 2, "method": "tools/call", "params": {"name": "report_outcome", "arguments": {
            "request_id": out["request_id"], "verdict": "needed", "note": "Kookaburra 的事件怎么迁移"}}}
        r = client.post("/mcp", json=call, headers=self.HEADERS | {"host": "127.0.0.1:8000"} | agent)
        assert r.status_code == 200, r.text
        result = r.json()["result"]
        assert not result.get("isError"), result
        item = client.get(f"/v1/backfill/{out['backfill_id']}", headers=reviewer).json()
        assert item["occurrences"][-1]["requester"].startswith("agent-1@")
        assert item["occurrences"][-1]["verdict"] == "needed" and item["occurrences"][-1]["text"] == "Kookaburra 的事件怎么迁移"
        assert FeedbackBody  # the same body POST /v1/feedback validates
