"""The review page end to end in a real headless Chromium (Debian's `chromium`, driven by Playwright).

An agent's abstention is enqueued through the API; a reviewer signs in with a
reviewer key, opens the item, claims it, writes the draft entry on the page;
the draft is then retrievable through /v1/retrieve, and the export view shows
the eval line, which `mxr eval` reads as it is.

With ``MXR_REVIEW_SCREENSHOTS=DIR`` the test also keeps a screenshot of each
view there (``docs/`` holds the ones the README shows). ``.ci/run`` installs
chromium and playwright; without them this module is skipped.
"""

from __future__ import annotations

import json
import os
import shutil
import socket
import threading
import time
from pathlib import Path

import httpx
import pytest

from service.auth import KeyStore, Role
from service.contracts import parse_jsonl, EvalQuery
from service.settings import Settings
from service.store import create_engine
from tests.service.test_pipeline import LIBRARY

pytestmark = pytest.mark.integration

CHROMIUM = os.environ.get("MXR_CHROMIUM", "/usr/bin/chromium")
FLAGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
playwright_api = pytest.importorskip("playwright.sync_api", reason="pip install playwright (.ci/run does)")
if not Path(CHROMIUM).exists():
    pytest.skip(f"{CHROMIUM} not installed (apt-get install chromium; .ci/run does)", allow_module_level=True)

QUESTION = "Platypus 组件的 onSwim 回调怎么迁移到 React"
CONTEXT = {"project": "zoo-web", "branch": "feat/react", "stack": {"vue": "2.7.14", "react": "18.2.0"},
           "asset": "Platypus", "asset_type": "component"}

# On topic, but another project's: the gate keeps it out; the item view says why.
NEAR_MISS = {
    "id": "exp-aquarium-platypus", "title": "Platypus onSwim 回调迁移（aquarium-web）", "project": "aquarium-web",
    "body": "aquarium-web 的 Platypus 组件 onSwim 回调改为 props。", "asset_type": "component", "assets": ["Platypus"],
    "status": "verified", "applies_to": {"vue": "^3"},
}


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    """`mxr serve` in this process: uvicorn on a free loopback port, with one key per role."""
    import uvicorn

    from service.api.app import create_app

    settings = Settings(data_dir=tmp_path_factory.mktemp("e2e"), rerank={"model": "none"})
    keys = KeyStore(create_engine(settings.store_url))
    keys.warm_up()
    tokens = {r: keys.create(f"{r.value}-e2e", r)[1] for r in Role}
    port = _free_port()
    srv = uvicorn.Server(uvicorn.Config(create_app(settings), host="127.0.0.1", port=port, log_config=None, lifespan="on"))
    thread = threading.Thread(target=srv.run, daemon=True)
    thread.start()
    deadline = time.monotonic() + 120
    while not srv.started:
        assert thread.is_alive() and time.monotonic() < deadline, "server did not start"
        time.sleep(0.1)
    base = f"http://127.0.0.1:{port}"
    admin = {"Authorization": f"Bearer {tokens[Role.ADMIN]}"}
    r = httpx.post(f"{base}/v1/experiences", json=[e.to_json() for e in LIBRARY] + [NEAR_MISS], headers=admin, timeout=60)
    assert r.status_code == 200, r.text
    yield base, tokens, settings
    srv.should_exit = True
    thread.join(timeout=30)


def test_reviewer_triages_on_the_page_and_the_library_and_eval_set_grow(server, tmp_path):
    base, tokens, settings = server
    shots = os.environ.get("MXR_REVIEW_SCREENSHOTS")
    agent = {"Authorization": f"Bearer {tokens[Role.AGENT]}"}

    # 1. An agent's question abstains and is queued.
    out = httpx.post(f"{base}/v1/retrieve", json={"query": QUESTION, "context": CONTEXT}, headers=agent).json()
    assert out["decision"] == "abstain" and out["backfill_id"], out
    item_id = out["backfill_id"]
    fb = httpx.post(f"{base}/v1/feedback", headers=agent,
                    json={"request_id": out["request_id"], "verdict": "needed", "text": "onSwim 的参数顺序"}).json()
    assert fb["backfill_id"] == item_id and fb["outcome"] == "merged"

    def snap(page, name: str) -> None:
        page.screenshot(path=str(tmp_path / f"{name}.png"), full_page=True)
        if shots:
            Path(shots).mkdir(parents=True, exist_ok=True)
            shutil.copyfile(tmp_path / f"{name}.png", Path(shots) / f"{name}.png")

    with playwright_api.sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=FLAGS, headless=True)
        try:
            page = browser.new_page(viewport={"width": 1280, "height": 900})
            # 2. Sign in with a reviewer key.
            page.goto(f"{base}/review")
            assert page.url.endswith("/review/login")
            page.fill("#key", tokens[Role.REVIEWER])
            snap(page, "review-login")
            page.click("button[type=submit]")
            page.wait_for_url(f"{base}/review?done=signed_in")
            assert "Signed in." in page.content()
            assert page.locator("#by-state").inner_text().count("open") >= 1
            assert page.locator("#by-project").inner_text().find("zoo-web") >= 0
            snap(page, "review-queue")

            # 3. Open the item, claim it.
            page.click(f"a[href='/review/items/{item_id}']")
            assert QUESTION in page.locator("#question").inner_text()
            assert page.locator("#occurrences tbody tr").count() == 2  # the abstention and the feedback
            assert "onSwim 的参数顺序" in page.locator("#occurrences").inner_text()
            near = page.locator("#near-misses").inner_text()
            assert "exp-aquarium-platypus" in near and "project is 'aquarium-web', not 'zoo-web'" in near
            assert "needs vue ^3; the stack has vue 2.7.14" in near
            page.click("#claim")
            page.wait_for_url(f"**/review/items/{item_id}?done=claimed")
            assert page.locator("#state").inner_text() == "claimed"

            # 4. A draft with a mistake is refused with the field named, as POST /v1/experiences would.
            draft_id = page.input_value("#d-id")
            assert draft_id and page.input_value("#d-project") == "zoo-web" and page.input_value("#d-assets") == "Platypus"
            page.fill("#d-applies", "react=^^18")
            page.fill("#d-body", "Platypus 的 onSwim 改为 props 回调 onSwim(event, depth)，参数顺序与 Vue 版相反。")
            page.click("#submit-draft")
            assert "entry.applies_to.react" in page.locator("[role=alert]").inner_text()
            snap(page, "review-item")
            page.fill("#d-applies", "react=^18\nvue=^2.7")
            page.fill("#d-body", "Platypus 的 onSwim 改为 props 回调 onSwim(event, depth)，参数顺序与 Vue 版相反。")
            page.click("#submit-draft")
            page.wait_for_url(f"**/review/items/{item_id}?done=triaged")
            assert page.locator("#state").inner_text() == "triaged"
            assert draft_id in page.locator("#triage-result").inner_text()
            snap(page, "review-item-triaged")

            # 5. The draft is retrievable at once (a candidate: checklist items only).
            got = httpx.post(f"{base}/v1/retrieve", json={"query": QUESTION, "context": CONTEXT, "explain": True}, headers=agent).json()
            assert got["trace"]["lexical"][0]["id"] == draft_id
            assert all(r["role"] == "checklist" for r in got["results"] if r["id"] == draft_id)

            # 6. The export view shows the eval line.
            page.click("a[href='/review/export']")
            text = page.locator("#eval-lines").inner_text()
            snap(page, "review-export")
        finally:
            browser.close()

    lines = [json.loads(x) for x in text.splitlines() if x.strip()]
    line = next(x for x in lines if x["id"] == item_id)
    assert line["labels"] == {draft_id: "reusable"} and line["expected_decision"] == "reference" and line["query"] == QUESTION
    (eval_set,) = parse_jsonl([json.dumps(line, ensure_ascii=False)], EvalQuery, "export")  # as mxr eval reads it
    assert eval_set.context.project == "zoo-web"
