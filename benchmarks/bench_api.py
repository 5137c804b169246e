"""Latency and throughput of POST /v1/retrieve on the example library, through a real `mxr serve` on loopback.

Usage:
    .venv/bin/python benchmarks/bench_api.py [--rounds 3]
    .venv/bin/python benchmarks/bench_api.py --concurrency 16 [--duration 30] [--explain]

Indexes examples/experiences.jsonl into a temporary data dir and starts the
server (this checkout's code). Sequential mode sends every dev and test query
(explain on) `rounds` times and prints p50/p95/max of the client-observed
latency and of the server's own stage timings. Concurrency mode keeps N
clients busy (each sends the next query as soon as its answer arrives) for
`duration` seconds after a warm-up, and prints requests/s, errors and latency
percentiles. Only prints numbers.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import statistics
import time

import httpx

from served import ROOT, served


def pct(xs: list[float], p: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(round(p / 100 * (len(xs) - 1))))]


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--port", type=int, default=18431)
    ap.add_argument("--concurrency", type=int, default=0, help="clients in flight at once (0: sequential latency mode)")
    ap.add_argument("--duration", type=float, default=30.0, help="seconds measured in concurrency mode")
    ap.add_argument("--warmup", type=float, default=5.0, help="seconds of load before measuring (concurrency mode)")
    ap.add_argument("--explain", action="store_true", help="concurrency mode: ask for the per-stage trace too")
    args = ap.parse_args()
    with served(ROOT / "examples/experiences.jsonl", glossary=ROOT / "examples/glossary.yaml", port=args.port) as base:
        queries = [json.loads(line) for f in ("queries.dev.jsonl", "queries.test.jsonl") for line in (ROOT / "examples" / f).open(encoding="utf-8")]
        client = httpx.Client(base_url=base, timeout=30)
        client.post("/v1/retrieve", json={"query": "warm up", "context": queries[0]["context"]})
        if args.concurrency > 0:
            asyncio.run(load(base, queries, args))
            return
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


class _Conn:
    """A minimal HTTP/1.1 keep-alive client: the load generator shares the server's 2 cores,
    and httpx costs several ms of CPU per request, which would be measured as server time."""

    def __init__(self, host: str, port: int) -> None:
        self.host, self.port = host, port
        self.reader: asyncio.StreamReader | None = None
        self.writer: asyncio.StreamWriter | None = None

    async def post(self, request: bytes) -> int:
        if self.writer is None:
            self.reader, self.writer = await asyncio.open_connection(self.host, self.port)
        assert self.reader is not None
        self.writer.write(request)
        head = await self.reader.readuntil(b"\r\n\r\n")
        status = int(head.split(b" ", 2)[1])
        length = 0
        for line in head.split(b"\r\n"):
            if line[:15].lower() == b"content-length:":
                length = int(line[15:])
        await self.reader.readexactly(length)
        if b"connection: close" in head.lower():
            self.writer.close()
            self.writer = None
        return status


async def load(base: str, queries: list[dict], args: argparse.Namespace) -> None:
    """N clients in a closed loop; measure the window after the warm-up."""
    host, port = base.removeprefix("http://").split(":")
    requests = []
    for q in queries:
        body = json.dumps({"query": q["query"], "context": q["context"], "explain": args.explain}, ensure_ascii=False).encode()
        requests.append(
            b"POST /v1/retrieve HTTP/1.1\r\nHost: %s\r\nContent-Type: application/json\r\nContent-Length: %d\r\n\r\n"
            % (host.encode(), len(body))
            + body
        )
    t_start = time.perf_counter()
    t_measure = t_start + args.warmup
    t_end = t_measure + args.duration
    lat: list[float] = []
    errors: dict[str, int] = {}
    done = 0

    async def client(k: int) -> None:
        nonlocal done
        conn = _Conn(host, int(port))
        i = k
        while time.perf_counter() < t_end:
            request = requests[i % len(requests)]
            i += args.concurrency
            t0 = time.perf_counter()
            try:
                code = str(await conn.post(request))
            except (OSError, asyncio.IncompleteReadError, ValueError) as exc:
                code = type(exc).__name__
                conn = _Conn(host, int(port))
            t1 = time.perf_counter()
            if t0 >= t_measure and t1 <= t_end:
                done += 1
                lat.append((t1 - t0) * 1000)
                if code != "200":
                    errors[code] = errors.get(code, 0) + 1

    await asyncio.gather(*(client(k) for k in range(args.concurrency)))
    n_entries = sum(1 for _ in (ROOT / "examples/experiences.jsonl").open())
    print(
        f"POST /v1/retrieve, {args.concurrency} concurrent clients, {args.duration:g} s measured after {args.warmup:g} s warm-up, "
        f"{n_entries} entries, explain={str(args.explain).lower()}, 1 worker, {os.cpu_count()} CPU cores"
    )
    print(f"  throughput   {done / args.duration:7.1f} req/s   ({done} requests, {sum(errors.values())} errors {errors or ''})")
    if lat:
        print(f"  latency      p50 {pct(lat, 50):7.1f} ms   p95 {pct(lat, 95):7.1f} ms   max {max(lat):7.1f} ms")


if __name__ == "__main__":
    main()
