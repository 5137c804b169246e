"""The review page over HTTP (forms, sessions, CSRF); the browser test is tests/e2e/test_review_browser.py."""

from __future__ import annotations

import re

import pytest
from fastapi.testclient import TestClient

from service.api.app import create_app
from service.auth import KeyStore, Role
from service.settings import Settings
from service.store import create_engine
from tests.service.test_pipeline import LIBRARY

pytestmark = pytest.mark.integration

LOOPBACK = ("127.0.0.1", 50000)
NOWHERE = {"project": "nobody", "branch": "main", "stack": {"react": "18.2.0"}}


@pytest.fixture(scope="module")
def env(tmp_path_factory):
    settings = Settings(data_dir=tmp_path_factory.mktemp("page"), rerank={"model": "none"})
    store = KeyStore(create_engine(settings.store_url))
    store.warm_up()
    tokens = {r: store.create(f"{r.value}-p", r)[1] for r in Role}
    app = create_app(settings)
    with TestClient(app, client=LOOPBACK, follow_redirects=False) as c:
        admin = {"Authorization": f"Bearer {tokens[Role.ADMIN]}"}
        assert c.post("/v1/experiences", json=[e.to_json() for e in LIBRARY], headers=admin).status_code == 200
        yield c, tokens


def csrf(html: str) -> str:
    return re.search(r'name="csrf" value="([^"]+)"', html).group(1)


def sign_in(c: TestClient, key: str):
    page = c.get("/review/login")
    return c.post("/review/login", data={"key": key, "csrf": csrf(page.text)})


def test_sign_in_needs_a_reviewer_key_and_the_form_token(env):
    c, tokens = env
    c.cookies.clear()
    assert c.get("/review").status_code == 303 and c.get("/review").headers["location"] == "/review/login"
    page = c.get("/review/login")
    assert page.status_code == 200 and "Reviewer API key" in page.text and "cdn" not in page.text.lower()
    assert "<script" not in page.text and "default-src 'none'" in page.headers["content-security-policy"]
    assert c.post("/review/login", data={"key": tokens[Role.REVIEWER], "csrf": "forged"}).status_code == 403
    assert sign_in(c, "mxr_bad_bad").status_code == 401
    r = sign_in(c, tokens[Role.AGENT])
    assert r.status_code == 403 and "reviewer or admin" in r.text
    r = sign_in(c, tokens[Role.REVIEWER])
    assert r.status_code == 303 and r.headers["location"].startswith("/review")
    cookie = r.headers["set-cookie"]
    assert "HttpOnly" in cookie and "SameSite=strict" in cookie.replace("Strict", "strict") and "Path=/review" in cookie
    assert tokens[Role.REVIEWER] not in cookie


def test_queue_and_item_views_and_triage_through_forms(env):
    c, tokens = env
    agent = {"Authorization": f"Bearer {tokens[Role.AGENT]}"}
    out = c.post("/v1/retrieve", json={"query": "Wombat frobnicate plugh", "context": NOWHERE}, headers=agent).json()
    item_id = out["backfill_id"]
    assert item_id
    sign_in(c, tokens[Role.REVIEWER])
    queue = c.get("/review")
    assert queue.status_code == 200
    for part in ('id="by-state"', 'id="by-project"', 'id="by-asset-type"', 'id="by-label"', 'id="oldest"', item_id, "page 1 of"):
        assert part in queue.text, part
    assert c.get("/review", params={"state": "nope"}).status_code == 422
    assert item_id in c.get("/review", params={"project": "nobody"}).text
    assert item_id not in c.get("/review", params={"project": "elsewhere"}).text
    item = c.get(f"/review/items/{item_id}")
    assert "Wombat frobnicate plugh" in item.text and 'id="occurrences"' in item.text and 'id="near-misses"' in item.text
    token = csrf(item.text)
    assert c.post(f"/review/items/{item_id}/claim", data={}).status_code == 403  # no CSRF token
    r = c.post(f"/review/items/{item_id}/claim", data={"csrf": token})
    assert r.status_code == 303
    item = c.get(r.headers["location"])
    assert "Claimed." in item.text and 'id="form-knowledge-missing"' in item.text
    draft = {"csrf": token, "label": "knowledge_missing", "id": "exp-nobody-wombat", "title": "Wombat 迁移", "body": "",
             "project": "nobody", "asset_type": "component", "branches": "main", "applies_to": "react=^^18", "assets": ""}
    bad = c.post(f"/review/items/{item_id}/triage", data=draft)
    assert bad.status_code == 422 and "entry.body" in bad.text and "entry.applies_to.react" in bad.text
    draft |= {"body": "Wombat 改为 useWombat Hook。", "applies_to": "react=^18"}
    r = c.post(f"/review/items/{item_id}/triage", data=draft)
    assert r.status_code == 303, r.text
    assert "Triaged." in c.get(r.headers["location"]).text
    stored = c.get("/v1/experiences/exp-nobody-wombat", headers=agent).json()
    assert stored["status"] == "candidate" and stored["applies_to"] == {"react": "^18"} and stored["source"] == f"backfill:{item_id}"
    again = c.post(f"/review/items/{item_id}/claim", data={"csrf": token})
    assert again.status_code == 409 and "it is triaged" in again.text
    export = c.get("/review/export")
    assert item_id in export.text and "exp-nobody-wombat" in export.text
    assert item_id in c.get("/review/export.jsonl").text


def test_sign_out_ends_the_session(env):
    c, tokens = env
    sign_in(c, tokens[Role.REVIEWER])
    page = c.get("/review")
    assert c.post("/review/logout", data={"csrf": csrf(page.text)}).status_code == 303
    assert c.get("/review").status_code == 303
