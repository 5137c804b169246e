"""A labeled library measured as a new user meets it: `mxr index`, `mxr serve`, every query over HTTP.

For a folder with ``experiences.jsonl`` and ``queries.jsonl`` (formats.md §1,
§3): index the entries into a fresh data dir with the packaged calibration,
start ``mxr serve`` on a free port, POST every labeled query to
``/v1/retrieve`` with ``explain: true``, and print what an agent got:

* eligibility violations: a returned entry whose label says it may not be
  used here is not one (labels grade relevance); a violation is a returned
  entry that fails the gate itself — deprecated, another project, a branch
  the entry does not list, or a stack outside its ``applies_to`` — checked
  with the service's own gate over the response;
* wrong injection: ``inject`` answers whose default plan is not labeled
  ``reusable``, over all ``inject`` answers;
* usable retention: queries expected ``inject`` whose default plan is a
  ``reusable`` entry, over queries expected ``inject``;
* abstention precision / recall against ``expected_decision == abstain``;
* nDCG@5 of the returned results and of the fused order in the trace;
* all of these per language (``zh`` / ``en``) and per category.

Rates carry Wilson 95 % intervals. Nothing here is fitted: the answers come
from whatever calibration the service loads (the packaged one unless
``MXR_DECISION__CALIBRATION`` says otherwise), so on a library that was not in
the calibration pool the figures are out-of-sample.

    .venv/bin/python benchmarks/bench_http_library.py examples/libraries/tianhe-crm [--json OUT]
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import httpx  # noqa: E402

from calibration.metrics import ndcg_at_k, wilson_interval  # noqa: E402
from calibration.records import detect_language  # noqa: E402
from service.contracts import ExperienceEntry, QueryContext  # noqa: E402
from service.eligibility import is_eligible  # noqa: E402

from served import served  # noqa: E402


def _rate(k: int, n: int) -> str:
    if n == 0:
        return "n/a"
    lo, hi = wilson_interval(k, n)
    return f"{k / n:.2f} [{lo:.2f}, {hi:.2f}] ({k}/{n})"


def _mean(xs: list[float]) -> str:
    xs = [x for x in xs if x == x]
    return f"{sum(xs) / len(xs):.2f}" if xs else "n/a"


def measure(answers: list[tuple[dict, dict]], entries: dict[str, ExperienceEntry]) -> dict[str, dict[str, int | list[float]]]:
    """Counts per slice (``all``, ``lang:zh``, ``cat:synonym`` …) from (query line, response) pairs."""
    out: dict[str, dict] = defaultdict(lambda: defaultdict(int) | {"ndcg": [], "ndcg_fused": []})
    for q, resp in answers:
        labels = q.get("labels", {})
        ctx = QueryContext.model_validate(q["context"])
        plan = [r["id"] for r in resp["results"] if r["role"] == "default_plan"]
        returned = [r["id"] for r in resp["results"]]
        fused = [t["id"] for t in (resp.get("trace") or {}).get("fused", [])]
        violations = sum(1 for i in set(returned) if i not in entries or not is_eligible(entries[i], ctx))
        keys = ("all", f"lang:{detect_language(q['query'])}", f"cat:{q.get('category', '')}")
        for key in keys:
            s = out[key]
            s["n"] += 1
            s["violations"] += violations
            if resp["decision"] == "inject":
                s["injected"] += 1
                s["wrong"] += int(labels.get(plan[0]) != "reusable")
            if q["expected_decision"] == "inject":
                s["expect_inject"] += 1
                s["retained"] += int(bool(plan) and labels.get(plan[0]) == "reusable")
            if resp["decision"] == "abstain":
                s["abstained"] += 1
                s["abstain_right"] += int(q["expected_decision"] == "abstain")
            if q["expected_decision"] == "abstain":
                s["expect_abstain"] += 1
            if any(v in ("reusable", "reference_only") for v in labels.values()):
                s["ndcg"].append(ndcg_at_k(returned, labels, 5) if returned else 0.0)
                s["ndcg_fused"].append(ndcg_at_k(fused, labels, 5) if fused else 0.0)
    return out


def table(counts: dict[str, dict]) -> str:
    rows = ["| slice | n | violations | wrong injection | usable retention | abstention P | abstention R | nDCG@5 returned / fused |",
            "|---|---|---|---|---|---|---|---|"]
    order = ["all", *sorted(k for k in counts if k.startswith("lang:")), *sorted(k for k in counts if k.startswith("cat:"))]
    for key in order:
        s = counts[key]
        rows.append(
            f"| {key} | {s['n']} | {s['violations']} | {_rate(s['wrong'], s['injected'])} | {_rate(s['retained'], s['expect_inject'])} "
            f"| {_rate(s['abstain_right'], s['abstained'])} | {_rate(s['abstain_right'], s['expect_abstain'])} "
            f"| {_mean(s['ndcg'])} / {_mean(s['ndcg_fused'])} |"
        )
    return "\n".join(rows)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("library", type=Path, help="folder with experiences.jsonl and queries.jsonl")
    ap.add_argument("--json", type=Path, help="also write the counts and every answer's decision here")
    args = ap.parse_args()
    lines = [json.loads(s) for s in (args.library / "queries.jsonl").read_text(encoding="utf-8").splitlines() if s.strip()]
    entries = {
        e.id: e
        for e in (
            ExperienceEntry.model_validate_json(s)
            for s in (args.library / "experiences.jsonl").read_text(encoding="utf-8").splitlines()
            if s.strip()
        )
    }
    t0 = time.perf_counter()
    with served(args.library / "experiences.jsonl") as base, httpx.Client(base_url=base, timeout=60) as client:
        t_index = time.perf_counter() - t0
        answers, t1 = [], time.perf_counter()
        for q in lines:
            r = client.post("/v1/retrieve", json={"query": q["query"], "context": q["context"], "top_k": 5, "explain": True})
            r.raise_for_status()
            answers.append((q, r.json()))
        t_queries = time.perf_counter() - t1
    counts = measure(answers, entries)
    calib = answers[0][1]["calibration"]["id"] if answers else "?"
    print(f"{args.library.name}: {len(entries)} entries indexed and served in {t_index:.0f} s, {len(lines)} queries over HTTP in {t_queries:.0f} s, calibration {calib}\n")
    print(table(counts))
    if args.json:
        args.json.write_text(json.dumps({
            "library": str(args.library), "calibration": calib,
            "counts": {k: dict(v) for k, v in counts.items()},
            "answers": [{"id": q["id"], "expected": q["expected_decision"], "decision": a["decision"],
                         "results": [(r["id"], r["role"]) for r in a["results"]]} for q, a in answers],
        }, ensure_ascii=False, indent=1), encoding="utf-8")


if __name__ == "__main__":
    main()
