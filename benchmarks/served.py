"""A library indexed into a temporary data dir and served by this checkout's `mxr serve` on loopback.

Shared by the benchmarks that measure through HTTP (``bench_api.py``,
``bench_http_library.py``)::

    with served(Path("examples/experiences.jsonl")) as base:
        httpx.post(f"{base}/v1/retrieve", json=...)
"""

from __future__ import annotations

import contextlib
import os
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

import httpx

ROOT = Path(__file__).resolve().parents[1]
# This checkout's CLI (not whatever `mxr` is installed), so a worktree measures its own code.
MXR = [sys.executable, "-m", "service.cli"]
#: How long the server may take to answer /readyz (loading the embedder and the
#: engines; a minute is plenty on a quiet machine, not beside a running sweep).
READY_TIMEOUT_S = float(os.environ.get("MXR_BENCH_READY_S", "180"))


def free_port() -> int:
    """A loopback port nothing listens on right now."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@contextlib.contextmanager
def served(experiences: Path, *, glossary: Path | None = None, port: int | None = None) -> Iterator[str]:
    """Index ``experiences`` (and ``glossary``) into a fresh data dir, serve it, yield the base URL.

    Raises:
        subprocess.CalledProcessError: ``mxr index`` refused the file.
        RuntimeError: the server did not become ready within :data:`READY_TIMEOUT_S`.
    """
    with tempfile.TemporaryDirectory(prefix="mxr-bench-") as data:
        env = {**os.environ, "MXR_DATA_DIR": data, "PYTHONPATH": str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", "")}
        index = [*MXR, "index", "--experiences", str(experiences)]
        if glossary is not None:
            index += ["--glossary", str(glossary)]
        subprocess.run(index, check=True, env=env, capture_output=True, cwd=ROOT)
        port = port or free_port()
        server = subprocess.Popen(
            [*MXR, "serve", "--port", str(port)], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, cwd=ROOT
        )
        base = f"http://127.0.0.1:{port}"
        try:
            deadline = time.monotonic() + READY_TIMEOUT_S
            while True:
                try:
                    if httpx.get(f"{base}/readyz", timeout=1).status_code == 200:
                        break
                except httpx.HTTPError:
                    pass
                if server.poll() is not None:
                    raise RuntimeError(f"mxr serve exited with code {server.returncode} before it was ready on {base}")
                if time.monotonic() > deadline:
                    raise RuntimeError(
                        f"mxr serve did not become ready on {base} within {READY_TIMEOUT_S:.0f} s (MXR_BENCH_READY_S sets the limit)"
                    )
                time.sleep(0.2)
            yield base
        finally:
            server.terminate()
            server.wait(timeout=30)
