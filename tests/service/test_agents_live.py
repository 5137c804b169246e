"""Agents' view of a live mxr on the example library: MCP over stdio and Streamable HTTP, and mxr.client.

One `mxr serve` subprocess serves a copy of the indexed example library; the
stdio tests launch `mxr mcp` on another copy (one process owns a data dir's
engines). Everything goes through the real SDK client and real HTTP.
"""

from __future__ import annotations

import asyncio
import os
import shutil
import socket
import subprocess
import sys
import time
from pathlib import Path

import httpx
import pytest
from typer.testing import CliRunner

from service.cli import app as cli_app

pytestmark = pytest.mark.integration

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "examples"
CRM_MAIN = {"vue": "2.7.14", "vuex": "3.6.2", "element-ui": "2.15.14", "react": "18.2.0", "antd": "5.12.0"}
ASK = {
    "query": "LegacyTable 的 reload(true) 迁移到 React 怎么写",
    "project": "crm-web",
    "branch": "feat/orders-react",
    "stack": CRM_MAIN,
    "asset": "LegacyTable",
    "asset_type": "component",
}
LONG = {  # a long_doc question: its results are long entries
    "query": "LegacyTable 的 span-method 合并单元格在 antd 里怎么实现",
    "project": "crm-web",
    "branch": "main",
    "stack": CRM_MAIN,
}
TOOLS = {"find_migration_experience", "get_experience"}


def _env() -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("MXR_")}
    env.update(PYTHONPATH=str(ROOT), MXR_RERANK__MODEL="none", HF_HUB_OFFLINE="1", TRANSFORMERS_OFFLINE="1")
    return env


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def as_retrieve_body(args: dict, **extra) -> dict:
    ctx = {k: args[k] for k in ("project", "branch", "stack", "asset", "asset_type") if k in args}
    return {"query": args["query"], "context": ctx, **extra}


@pytest.fixture(scope="module")
def library(tmp_path_factory) -> Path:
    d = tmp_path_factory.mktemp("agents") / "indexed"
    res = CliRunner().invoke(
        cli_app,
        ["index", "--experiences", str(EXAMPLES / "experiences.jsonl"), "--glossary", str(EXAMPLES / "glossary.yaml"), "--data-dir", str(d)],
        env={"MXR_RERANK__MODEL": "none"},
    )
    assert res.exit_code == 0, res.output
    return d


@pytest.fixture(scope="module")
def server(library) -> str:
    data = library.parent / "served"
    shutil.copytree(library, data)
    port = _free_port()
    proc = subprocess.Popen(
        [sys.executable, "-m", "service.cli", "serve", "--port", str(port), "--data-dir", str(data)],
        env=_env(),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        cwd=ROOT,
    )
    url = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 180
    try:
        while True:
            if proc.poll() is not None:
                pytest.fail(f"mxr serve exited: {proc.stderr.read().decode()[-2000:]}")
            try:
                if httpx.get(f"{url}/readyz", timeout=2).status_code == 200:
                    break
            except httpx.HTTPError:
                pass
            if time.monotonic() > deadline:
                pytest.fail("mxr serve did not become ready")
            time.sleep(0.5)
        yield url
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=20)
        except subprocess.TimeoutExpired:
            proc.kill()


@pytest.fixture(scope="module")
def stdio_dir(library) -> Path:
    data = library.parent / "stdio"
    shutil.copytree(library, data)
    return data


def run(coro):
    return asyncio.run(coro)


# --------------------------------------------------------------------------
# MCP, driven by the SDK's own client
# --------------------------------------------------------------------------


async def _session_checks(client) -> dict:
    """What every transport must do: list, call each tool, reject bad arguments."""
    out: dict = {}
    listed = await client.list_tools()
    tools = {t.name: t for t in listed.tools}
    out["tools"] = tools
    out["find"] = await client.call_tool("find_migration_experience", ASK)
    out["long"] = await client.call_tool("find_migration_experience", {**LONG, "budget_tokens": 300})
    out["get"] = await client.call_tool("get_experience", {"id": "exp-crm-0002"})
    out["bad_version"] = await client.call_tool("find_migration_experience", {**ASK, "stack": {"vue": "latest"}})
    out["bad_type"] = await client.call_tool("find_migration_experience", {**ASK, "budget_tokens": 5})
    out["missing"] = await client.call_tool("find_migration_experience", {"query": "x"})
    out["unknown_id"] = await client.call_tool("get_experience", {"id": "exp-nope-9999"})
    out["followup"] = await client.call_tool(
        "find_migration_experience",
        {
            "query": "上面那个表格的 reload(true) 迁移到 React 怎么写",
            "project": "crm-web",
            "branch": "feat/orders-react",
            "stack": CRM_MAIN,
            "history": [{"query": "useOrderStore 单个订单详情的状态迁到 zustand"}, {"query": "LegacyTable 的列插槽怎么迁", "asset": "LegacyTable"}],
        },
    )
    return out


def _check_session(out: dict, http_url: str) -> None:
    from service.stages.pack import TiktokenCounter

    tools = out["tools"]
    assert TOOLS <= set(tools)
    find = tools["find_migration_experience"]
    assert set(find.input_schema["required"]) == {"query", "project", "branch", "stack"}
    assert {"asset", "asset_type", "budget_tokens", "history"} <= set(find.input_schema["properties"])
    assert {"decision", "results", "backfill_id", "context", "request_id"} <= set(find.output_schema["properties"])
    for words in ("default_plan", "reference", "checklist", "abstain", "counter-condition", "code and project memory"):
        assert words in find.description
    assert tools["get_experience"].output_schema["properties"]["counter_conditions"]

    # The same decision and results as POST /v1/retrieve on the same library.
    r = out["find"]
    assert not r.is_error
    sc = r.structured_content
    http = httpx.post(f"{http_url}/v1/retrieve", json=as_retrieve_body(ASK, budget_tokens=1500), timeout=60).json()
    assert sc["decision"] == http["decision"]
    assert [x["id"] for x in sc["results"]] == [x["id"] for x in http["results"]]
    assert [x["role"] for x in sc["results"]] == [x["role"] for x in http["results"]]
    assert sc["context"] == http["context"]
    assert sc["context"] in r.content[0].text and sc["request_id"] in r.content[0].text

    # budget_tokens 300 on long results: fits, every included result keeps its counter-conditions, no repeats.
    long = out["long"].structured_content
    assert TiktokenCounter().count(long["context"]) <= 300 and long["packing"]["used_tokens"] <= 300
    by_id = {x["id"]: x for x in long["results"]}
    assert long["packing"]["included"]
    for rid in long["packing"]["included"]:
        assert (by_id[rid]["counter_conditions"] or "none recorded") in long["context"]
    lines = [ln for ln in long["context"].splitlines() if ln.strip() and not ln.startswith(("#", "-", "id:"))]
    assert len(lines) == len(set(lines))

    got = out["get"]
    assert not got.is_error and got.structured_content["id"] == "exp-crm-0002"
    assert got.structured_content["counter_conditions"]

    for name, needle in (("bad_version", "stack.vue"), ("bad_type", "budget_tokens"), ("missing", "project"), ("unknown_id", "not found")):
        res = out[name]
        assert res.is_error, name
        assert needle in res.content[0].text, (name, res.content[0].text)

    fu = out["followup"].structured_content
    assert fu["followup"]["status"] == "resolved" and fu["followup"]["asset"] == "LegacyTable"
    assert fu["decision"] == sc["decision"]


class TestMcpHttp:
    def test_tools_over_streamable_http(self, server):
        from mcp import Client

        async def go():
            async with Client(f"{server}/mcp") as client:
                return await _session_checks(client)

        _check_session(run(go()), server)

    def test_mcp_is_not_in_the_openapi_document_but_answers_at_its_path(self, server):
        spec = httpx.get(f"{server}/openapi.json").json()
        assert "/mcp" not in spec["paths"]
        # A POST that is not an MCP message is refused by the transport (not a 404).
        r = httpx.post(f"{server}/mcp", json={"hello": 1}, timeout=10)
        assert 400 <= r.status_code < 500 and r.status_code != 404, r.status_code


class TestMcpStdio:
    def test_tools_over_stdio(self, stdio_dir, server):
        from mcp import Client
        from mcp.client.stdio import StdioServerParameters

        params = StdioServerParameters(
            command=sys.executable, args=["-m", "service.cli", "mcp", "--data-dir", str(stdio_dir)], env=_env(), cwd=str(ROOT)
        )

        async def go():
            async with Client(params) as client:
                return await _session_checks(client)

        _check_session(run(go()), server)


# --------------------------------------------------------------------------
# mxr.client against the live server and its OpenAPI document
# --------------------------------------------------------------------------


class TestClientContract:
    def test_operations_exist_in_the_openapi_document(self, server):
        from mxr.client import OPERATIONS

        spec = httpx.get(f"{server}/openapi.json").json()
        paths = {p.replace("{entry_id:path}", "{entry_id}"): ops for p, ops in spec["paths"].items()}
        for name, (method, path) in OPERATIONS.items():
            assert path in paths, (name, path)
            assert method.lower() in paths[path], (name, method, path)

    def test_request_and_response_models_are_the_documented_schemas(self, server):
        from service.contracts import RetrieveRequest, RetrieveResponse

        spec = httpx.get(f"{server}/openapi.json").json()
        schemas = spec["components"]["schemas"]
        op = spec["paths"]["/v1/retrieve"]["post"]
        assert op["requestBody"]["content"]["application/json"]["schema"]["$ref"].endswith("/RetrieveRequest")
        assert op["responses"]["200"]["content"]["application/json"]["schema"]["$ref"].endswith("/RetrieveResponse")
        assert set(schemas["RetrieveRequest"]["properties"]) == set(RetrieveRequest.model_fields)
        assert set(schemas["RetrieveResponse"]["properties"]) == set(RetrieveResponse.model_fields)

    def test_error_codes_are_the_documented_ones(self, server):
        from mxr.client import ERROR_CLASSES

        spec = httpx.get(f"{server}/openapi.json").json()
        assert "ErrorBody" in spec["components"]["schemas"]
        documented = {s for ops in spec["paths"].values() for op in ops.values() if isinstance(op, dict) for s in op.get("responses", {})}
        assert {"404", "413", "422", "503"} <= documented
        assert {"invalid_request", "not_found", "payload_too_large", "backend_unavailable"} <= set(ERROR_CLASSES)

    def test_retrieve_experiences_and_queue(self, server):
        from mxr.client import InvalidRequest, MxrClient, NotFoundError

        with MxrClient(server) as mxr:
            assert mxr.health() == {"status": "ok"} and mxr.ready()["ready"] is True
            a = mxr.retrieve(ASK["query"], project="crm-web", branch="feat/orders-react", stack=CRM_MAIN, asset="LegacyTable", asset_type="component", budget_tokens=800, request_id="client-test-1")
            raw = httpx.post(f"{server}/v1/retrieve", json=as_retrieve_body(ASK, budget_tokens=800)).json()
            assert a.request_id == "client-test-1" and a.decision.value == raw["decision"]
            assert [r.id for r in a.results] == [r["id"] for r in raw["results"]] and a.context == raw["context"]

            f = mxr.retrieve(
                "上面那个表格的 reload(true) 迁移到 React 怎么写", project="crm-web", branch="feat/orders-react", stack=CRM_MAIN,
                history=[{"query": "LegacyTable 的列插槽怎么迁", "asset": "LegacyTable"}],
            )
            assert f.followup is not None and f.followup.asset == "LegacyTable"

            e = mxr.experience("exp-crm-0002")
            assert e.id == "exp-crm-0002" and e.chunks >= 1 and e.indexed
            new = e.model_dump(mode="json", exclude={"chunks", "indexed"}) | {"id": "exp-client-0001", "title": "Client contract test entry"}
            assert mxr.put_experience(new).added == 1
            assert mxr.upsert_experiences([new]).unchanged == 1
            mxr.delete_experience("exp-client-0001")
            with pytest.raises(NotFoundError) as nf:
                mxr.experience("exp-client-0001")
            assert nf.value.status == 404 and nf.value.error == "not_found" and nf.value.request_id

            abstain = mxr.retrieve("Zyzzyva 的 frobnicate", project="nobody", branch="main", stack={"react": "18.2.0"})
            assert abstain.decision.value == "abstain" and abstain.backfill_id
            items = mxr.backfill(state="open")
            assert any(i.id == abstain.backfill_id for i in items)
            assert mxr.backfill_item(abstain.backfill_id).hits >= 1
            fb = mxr.feedback(abstain.request_id, "needed", text="client test")
            assert fb["backfill_id"] == abstain.backfill_id and fb["outcome"] == "merged"
            assert mxr.claim_backfill(abstain.backfill_id).state == "claimed"
            assert mxr.triage_backfill(abstain.backfill_id, "invalid", note="client test").label == "invalid"
            done = mxr.resolve_backfill(abstain.backfill_id, note="client test")
            assert done.state == "resolved" and done.note == "client test" and done.resolve_note == "client test"
            with pytest.raises(NotFoundError):
                mxr.backfill_item("bf-does-not-exist")

    def test_errors_carry_code_field_and_rule(self, server):
        from pydantic import ValidationError

        from mxr.client import InvalidRequest, MxrClient
        from service.contracts import QueryContext, RetrieveRequest

        with MxrClient(server) as mxr:
            with pytest.raises(ValidationError):  # refused before sending
                mxr.retrieve("x", project="crm-web", branch="main", stack={"vue": "latest"})
            # A request the client's models accept but the server refuses (a note over the limit).
            with pytest.raises(InvalidRequest) as err:
                mxr.resolve_backfill("bf-anything", note="x" * 10_001)
            assert err.value.status == 422 and err.value.error == "invalid_request"
            assert any(d.field == "note" for d in err.value.detail)
            ok = RetrieveRequest(query="LegacyTable reload", context=QueryContext(project="crm-web", branch="main", stack=CRM_MAIN))
            assert mxr.retrieve(ok).decision.value in ("inject", "reference", "abstain")
