"""Fault tests against real processes: `mxr index` and `mxr serve` started, killed and restarted."""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "examples" / "experiences.jsonl"


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def env() -> dict[str, str]:
    e = dict(os.environ)
    e["PYTHONPATH"] = str(ROOT) + (os.pathsep + e["PYTHONPATH"] if e.get("PYTHONPATH") else "")
    e["MXR_RERANK__MODEL"] = "none"
    e.setdefault("HF_HUB_OFFLINE", "1")
    e.setdefault("TRANSFORMERS_OFFLINE", "1")
    return e


def mxr(*args: str, log: Path) -> subprocess.Popen:
    """Start the mxr CLI of this checkout; stdout and stderr go to ``log`` (a pipe could fill and block it)."""
    fh = open(log, "w", encoding="utf-8")  # noqa: SIM115 - the child holds it
    return subprocess.Popen([sys.executable, "-m", "service.cli", *args], cwd=ROOT, env=env(), stdout=fh, stderr=subprocess.STDOUT, text=True)


def library(path: Path, copies: int) -> list[dict]:
    """The example library, repeated with distinct ids (a larger, realistic import)."""
    base = [json.loads(line) for line in EXAMPLES.read_text(encoding="utf-8").splitlines() if line.strip()]
    out = [e | {"id": f"{e['id']}-c{k}"} if k else e for k in range(copies) for e in base]
    path.write_text("\n".join(json.dumps(e, ensure_ascii=False) for e in out) + "\n", encoding="utf-8")
    return out


class Server:
    """One `mxr serve` process on a free port."""

    def __init__(self, data_dir: Path) -> None:
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.log = data_dir.parent / f"serve-{self.port}.log"
        self.proc = mxr("serve", "--port", str(self.port), "--data-dir", str(data_dir), log=self.log)

    def wait_up(self, seconds: float = 180) -> None:
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise AssertionError(f"server exited {self.proc.returncode}: {self.log.read_text()[-3000:]}")
            try:
                httpx.get(self.url + "/healthz", timeout=1)
                return
            except httpx.HTTPError:
                time.sleep(0.3)
        raise AssertionError("server did not come up")

    def wait_ready(self, seconds: float = 300) -> dict:
        deadline = time.monotonic() + seconds
        last = None
        while time.monotonic() < deadline:
            r = httpx.get(self.url + "/readyz", timeout=10)
            last = r.json()
            if r.status_code == 200 and not last["index"]["repairing"]:
                return last
            time.sleep(0.5)
        raise AssertionError(f"not ready: {last}")

    def rss_kb(self, field: str = "VmHWM") -> int:
        for line in Path(f"/proc/{self.proc.pid}/status").read_text().splitlines():
            if line.startswith(field + ":"):
                return int(line.split()[1])
        raise AssertionError(field)

    def kill(self) -> None:
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGKILL)
            self.proc.wait(30)

    def stop(self) -> None:
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGTERM)
            try:
                self.proc.wait(60)
            except subprocess.TimeoutExpired:
                self.kill()


@pytest.fixture
def servers() -> Iterator[list[Server]]:
    """Servers started by a test; all stopped at teardown."""
    started: list[Server] = []
    yield started
    for s in started:
        s.kill()


def assert_consistent(report: dict) -> None:
    """/readyz says the store and both engines agree."""
    assert report["ready"], report
    idx = report["index"]
    assert idx["pending"] == 0 and idx["problems"] == {}, idx
    n = idx["expected_chunks"]
    assert report["components"]["lexical"]["detail"] == f"{n} chunks", report
    assert report["components"]["dense"]["detail"] == f"{n} chunks", report
