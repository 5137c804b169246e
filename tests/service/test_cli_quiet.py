"""A quiet CLI: every user error is one clear message and an exit code, never a traceback."""

from __future__ import annotations

import socket
from pathlib import Path

import pytest
from typer.testing import CliRunner

from service.cli import app

pytestmark = pytest.mark.integration

ROOT = Path(__file__).resolve().parents[2]
LIB = ROOT / "examples" / "experiences.jsonl"
runner = CliRunner()


class Ran:
    def __init__(self, res):
        self.exit_code = res.exit_code
        self.output = res.output
        self.flat = " ".join(res.output.replace("│", " ").split())  # messages wrap at the console width


def run(*args: str, env: dict[str, str] | None = None) -> Ran:
    res = runner.invoke(app, list(args), env=env)
    assert "Traceback" not in res.output
    assert res.exception is None or isinstance(res.exception, SystemExit), res.exception
    return Ran(res)


def test_backfill_list_unknown_state(tmp_path):
    res = run("backfill", "list", "--state", "nope", "--data-dir", str(tmp_path))
    assert res.exit_code == 2 and "'open', 'claimed', 'triaged', 'resolved', 'all'" in res.flat and "Traceback" not in res.flat


@pytest.mark.parametrize("how", ["flag", "env"])
def test_malformed_glossary(tmp_path, how):
    bad = tmp_path / "g.yaml"
    bad.write_text("groups: [1", encoding="utf-8")
    if how == "flag":
        res = run("index", "-e", str(LIB), "--glossary", str(bad), "--data-dir", str(tmp_path / "d"))
    else:
        res = run("index", "-e", str(LIB), "--data-dir", str(tmp_path / "d"), env={"MXR_GLOSSARY": str(bad)})
    assert res.exit_code == 2 and "glossary" in res.flat and "not valid YAML" in res.flat


def test_bad_setting_from_environment(tmp_path):
    res = run("query", "x", "--project", "p", "--branch", "b", "--stack", "vue=2.7.14", "--data-dir", str(tmp_path),
              env={"MXR_RETRIEVAL__DEPTH": "lots"})
    assert res.exit_code == 2 and "invalid configuration" in res.flat and "depth" in res.flat


def test_mistyped_data_dir_is_refused_not_created(tmp_path):
    missing = tmp_path / "typo"
    res = run("query", "LegacyTable reload", "--project", "crm-web", "--branch", "main", "--stack", "vue=2.7.14", "--data-dir", str(missing))
    assert res.exit_code == 2 and "no library" in res.flat and not missing.exists()


def test_empty_library_is_warned_about(tmp_path):
    from service.runtime import Runtime
    from service.settings import Settings

    with Runtime(Settings(data_dir=tmp_path, rerank={"model": "none"})) as rt:
        rt.warm_up(reranker=False)  # an empty store
    res = run("query", "LegacyTable reload", "--project", "crm-web", "--branch", "main", "--stack", "vue=2.7.14",
              "--data-dir", str(tmp_path), env={"MXR_RERANK__MODEL": "none"})
    assert res.exit_code == 0 and "holds no experiences" in res.flat


def test_read_only_command_blocked_by_a_server_gets_read_advice(tmp_path):
    from service.runtime import Runtime
    from service.settings import Settings

    with Runtime(Settings(data_dir=tmp_path, rerank={"model": "none"})) as holder:
        holder.warm_up(reranker=False)  # holds the data dir as `mxr serve` would
        res = run("query", "x", "--project", "p", "--branch", "b", "--stack", "vue=2.7.14", "--data-dir", str(tmp_path))
        assert res.exit_code == 2 and "in use by another mxr process" in res.flat
        assert "POST /v1/retrieve" in res.flat and "PUT /v1/experiences" not in res.flat
        res = run("index", "-e", str(LIB), "--data-dir", str(tmp_path))
        assert res.exit_code == 2 and "PUT /v1/experiences" in res.flat


def test_serve_on_a_busy_port_says_so(tmp_path):
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        s.listen()
        port = s.getsockname()[1]
        res = run("serve", "--port", str(port), "--data-dir", str(tmp_path))
    assert res.exit_code == 2 and f"port {port} on 127.0.0.1 is already in use" in res.flat


def test_reranker_notice_is_not_printed_by_every_command(tmp_path):
    res = run("index", "-e", str(LIB), "--data-dir", str(tmp_path))
    assert res.exit_code == 0 and "reranker.unavailable" not in res.flat and "no cross-encoder" not in res.flat
    res = run("query", "LegacyTable reload", "--project", "crm-web", "--branch", "main", "--stack", "vue=2.7.14,element-ui=2.15.14",
              "--data-dir", str(tmp_path))
    assert res.exit_code == 0 and "reranker.unavailable" not in res.flat and "no cross-encoder:" not in res.flat
