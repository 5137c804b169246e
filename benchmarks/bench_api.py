"""Latency of POST /v1/retrieve on the example library, through a real `mxr serve` on loopback.

Usage: .venv/bin/python benchmarks/bench_api.py [--rounds 3]
Indexes examples/experiences.jsonl into a temporary data dir, starts the
server, sends every dev and test query (explain on) `rounds` times, prints
p50/p95/max of the client-observed latency and of the server's own stage
timings. Only prints numbers.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import httpx

ROOT = Path(__file__).resolve().parents[1]
MXR = str(Path(sys.executable).with_name("mxr"))


def pct(xs: list[float], p: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(round(p / 100 * (len(xs) - 1))))]


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--port", type=int, default=18431)
    args = ap.parse_args()
    data = tempfile.mkdtemp(prefix="mxr-bench-")
    env = {**os.environ, "MXR_DATA_DIR": data}
    subprocess.run(
        [MXR, "index", "--experiences", str(ROOT / "examples/experiences.jsonl"), "--glossary", str(ROOT / "examples/glossary.yaml")],
        check=True,
        env=env,
        capture_output=True,
    )
    server = subprocess.Popen(
        [MXR, "serve", "--port", str(args.port)], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
    )
    base = f"http://127.0.0.1:{args.port}"
    try:
        for _ in range(300):
            try:
                if httpx.get(f"{base}/readyz", timeout=1).status_code == 200:
                    break
            except httpx.HTTPError:
                pass
            time.sleep(0.2)
        queries = [json.loads(line) for f in ("queries.dev.jsonl", "queries.test.jsonl") for line in (ROOT / "examples" / f).open(encoding="utf-8")]
        client = httpx.Client(base_url=base, timeout=30)
        client.post("/v1/retrieve", json={"query": "warm up", "context": queries[0]["context"]})
        wall: list[float] = []
        stages: dict[str, list[float]] = {}
        for _ in range(args.rounds):
            for q in queries:
                t0 = time.perf_counter()
                r = client.post("/v1/retrieve", json={"query": q["query"], "context": q["context"], "explain": True})
                wall.append((time.perf_counter() - t0) * 1000)
                r.raise_for_status()
                for k, v in r.json()["timings_ms"].items():
                    stages.setdefault(k, []).append(v)
        n_entries = sum(1 for _ in (ROOT / "examples/experiences.jsonl").open())
        print(f"POST /v1/retrieve, {len(wall)} requests, {n_entries} entries, explain=true, 1 worker, 2 CPU cores")
        print(f"  client wall  p50 {pct(wall, 50):7.1f} ms   p95 {pct(wall, 95):7.1f} ms   max {max(wall):7.1f} ms   mean {statistics.mean(wall):.1f}")
        for k in sorted(stages):
            xs = stages[k]
            print(f"  {k:12s} p50 {pct(xs, 50):7.2f} ms   p95 {pct(xs, 95):7.2f} ms")
    finally:
        server.terminate()
        server.wait(timeout=30)


if __name__ == "__main__":
    main()
