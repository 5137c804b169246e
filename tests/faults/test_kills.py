"""SIGKILL and SIGINT of real processes, then a restart: the store and both engines agree, nothing typed.

Also: a chunked body far over the limit gets a 413 while the server's memory stays flat.
"""

from __future__ import annotations

import json
import select
import signal
import socket
import threading
import time
from pathlib import Path

import httpx
import pytest

from tests.faults.conftest import Server, assert_consistent, library, mxr

pytestmark = [pytest.mark.fault, pytest.mark.integration, pytest.mark.slow]


def wait_for_progress(log: Path, at_least: int, proc, seconds: float = 300) -> int:
    """Block until `mxr index` reports ``at_least`` entries done; return what it reported."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        done = [int(line.split(":")[1].split("/")[0]) for line in log.read_text().splitlines() if line.startswith("indexing: ")]
        if done and done[-1] >= at_least:
            return done[-1]
        assert proc.poll() is None, log.read_text()[-3000:]
        time.sleep(0.05)
    raise AssertionError(f"no progress: {log.read_text()[-2000:]}")


@pytest.fixture(scope="module")
def big(tmp_path_factory) -> tuple[Path, list[dict]]:
    path = tmp_path_factory.mktemp("lib") / "experiences.jsonl"
    return path, library(path, copies=4)  # 388 entries: 7 batches


class TestIndexKilled:
    def test_sigkill_during_index_then_serve_is_consistent(self, tmp_path, big, servers):
        path, entries = big
        data = tmp_path / "data"
        log = tmp_path / "index.log"
        proc = mxr("index", "-e", str(path), "--data-dir", str(data), log=log)
        wait_for_progress(log, 64, proc)
        proc.send_signal(signal.SIGKILL)
        proc.wait(30)
        # Restart: the service alone brings the engines back in line with the store.
        server = Server(data)
        servers.append(server)
        server.wait_up()
        report = server.wait_ready()
        assert_consistent(report)
        stored = report["entries"]
        assert 64 <= stored < len(entries)
        server.stop()
        # Resume: the same command again skips what is stored.
        log2 = tmp_path / "index2.log"
        again = mxr("index", "-e", str(path), "--data-dir", str(data), log=log2)
        assert again.wait(600) == 0, log2.read_text()[-3000:]
        out = log2.read_text()
        assert f"{len(entries) - stored} added" in out and f"{stored} unchanged" in out, out

    def test_sigint_during_index_stops_cleanly_and_says_what_was_stored(self, tmp_path, big, servers):
        path, entries = big
        data = tmp_path / "data"
        log = tmp_path / "index.log"
        proc = mxr("index", "-e", str(path), "--data-dir", str(data), log=log)
        wait_for_progress(log, 64, proc)
        proc.send_signal(signal.SIGINT)
        assert proc.wait(300) == 130
        out = log.read_text()
        assert "interrupted:" in out and "Run the same command again to resume" in out, out
        assert "Traceback" not in out
        said = int(out.split("interrupted:")[1].split(" of ")[0])
        server = Server(data)
        servers.append(server)
        server.wait_up()
        report = server.wait_ready()
        assert_consistent(report)
        assert report["entries"] == said and report["index"]["repaired"] == []  # nothing was left to repair


class TestServerKilled:
    def test_sigkill_during_writes_then_restart_is_consistent(self, tmp_path, servers):
        data = tmp_path / "data"
        first = Server(data)
        servers.append(first)
        first.wait_up()
        base = [json.loads(line) for line in (Path(__file__).parents[2] / "examples" / "experiences.jsonl").read_text().splitlines()]
        acked: list[str] = []
        stop = threading.Event()

        def writer() -> None:
            with httpx.Client(base_url=first.url, timeout=30) as c:
                for i in range(10_000):
                    if stop.is_set():
                        return
                    batch = [e | {"id": f"{e['id']}-w{i}"} for e in base[(i * 5) % 90 : (i * 5) % 90 + 5]]
                    try:
                        r = c.post("/v1/experiences", json=batch)
                    except httpx.HTTPError:
                        return
                    if r.status_code == 200:
                        acked.extend(e["id"] for e in batch)

        t = threading.Thread(target=writer)
        t.start()
        deadline = time.monotonic() + 120
        while len(acked) < 20 and time.monotonic() < deadline:
            time.sleep(0.05)
        first.kill()  # mid-write: the writer has a request in flight
        stop.set()
        t.join(60)
        assert len(acked) >= 20
        second = Server(data)
        servers.append(second)
        second.wait_up()
        report = second.wait_ready()
        assert_consistent(report)
        with httpx.Client(base_url=second.url, timeout=30) as c:
            for entry_id in acked:  # every acknowledged write survived, and is indexed
                got = c.get(f"/v1/experiences/{entry_id}").json()
                assert got["_indexed"] is True, got


class TestStreamLimits:
    def test_chunked_oversize_is_413_with_flat_memory(self, tmp_path, servers):
        server = Server(tmp_path / "data")
        servers.append(server)
        server.wait_up()
        httpx.post(server.url + "/v1/retrieve", json={"query": "warm", "context": {"project": "p", "branch": "b", "stack": {}}})
        before = server.rss_kb("VmHWM")
        status, sent = chunked_post(server.port, "/v1/retrieve", total=200 * 1024 * 1024)
        assert status == 413
        assert sent < 8 * 1024 * 1024  # refused early, not after reading 200 MB
        status2, _ = chunked_post(server.port, "/v1/experiences", total=40 * 1024 * 1024)
        assert status2 == 413
        grown_mb = (server.rss_kb("VmHWM") - before) / 1024
        assert grown_mb < 64, f"peak RSS grew by {grown_mb:.0f} MB"
        assert httpx.get(server.url + "/healthz").status_code == 200


def chunked_post(port: int, path: str, total: int, chunk: int = 64 * 1024) -> tuple[int, int]:
    """Send a chunked JSON body of ``total`` bytes until the server answers; (status, bytes sent)."""
    sock = socket.create_connection(("127.0.0.1", port), timeout=30)
    sock.sendall(
        f"POST {path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n".encode()
    )
    piece = f"{chunk:x}\r\n".encode() + b" " * chunk + b"\r\n"
    sent = 0
    response = b""
    try:
        while sent < total:
            readable, _, _ = select.select([sock], [], [], 0)
            if readable:
                break
            try:
                sock.sendall(piece)
            except (BrokenPipeError, ConnectionResetError):
                break
            sent += chunk
        sock.settimeout(30)
        while b"\r\n" not in response:
            data = sock.recv(65536)
            if not data:
                break
            response += data
    finally:
        sock.close()
    return int(response.split(b" ", 2)[1]), sent
