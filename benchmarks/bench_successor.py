"""Would a "successor of a deprecated entry" signal help status_gate questions?

Diagnosis on the 39-library pool: usable retention on ``status_gate``
questions whose truth is ``inject`` is about a quarter, and in 77 of those 81
questions the library holds a ``deprecated`` entry that shares an asset with
the reusable one. The question asks about the old way ("用 redux-saga 怎么写",
"withRouter 高阶组件…"); the words match the deprecated entry, which the
eligibility gate removes, so the verified successor looks like a weak match.

This bench adds two candidate features computed offline from the library
files (entries' ``assets`` and ``status``) and the USE embedder:

* ``succ_cos``: the largest cosine between the question and a deprecated
  entry (title and the start of its body) that shares an asset with the
  candidate entry and is in its project (or team-wide); 0 when there is none;
* ``succ_lead``: ``succ_cos`` minus the cosine between the question and the
  candidate's own title and start of body (the question looks more like the
  deprecated entry than like its successor);

and compares the shipped model class (logistic + trees, C fixed) with and
without them, fitted leave-one-library-out as ``bench_model_class`` does,
thresholds by the shipped rule on the other libraries. The deprecated entry
never becomes a candidate: it only says which eligible entry replaced it.

    .venv/bin/python -m service.cli lolo examples examples/libraries --records /tmp/pool.records.jsonl
    .venv/bin/python benchmarks/bench_successor.py /tmp/pool.records.jsonl examples examples/libraries
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import sys
import time
from pathlib import Path

import numpy as np
from bench_model_class import library_out_probabilities

from calibration.metrics import evaluate
from calibration.model import _per_query
from calibration.pool import discover
from calibration.records import FrozenMap, read_records
from calibration.sweep_cli import slice_minimums
from calibration.thresholds import calibrate_thresholds, operating_outcomes
from service.engines.embedders import USEEmbedder

DOC_CHARS = 400


def _doc(e: dict) -> str:
    return f"{e['title']}\n{e['body'][:DOC_CHARS]}"


def successor_features(recs: list, folders: list[Path]) -> list:
    """The records with ``succ_cos`` and ``succ_lead`` added to every candidate."""
    entries: dict[str, dict[str, dict]] = {}
    for lib in discover(folders):
        with open(lib.experiences, encoding="utf-8") as f:
            entries[lib.name] = {e["id"]: e for e in (json.loads(line) for line in f if line.strip())}
    emb = USEEmbedder()
    keys = sorted({(lib, i) for lib, es in entries.items() for i in es})
    vec = dict(zip(keys, emb.embed_documents([_doc(entries[lib][i]) for lib, i in keys]), strict=True))
    qv = emb.embed_queries([r.query for r in recs])
    out, fired = [], 0
    for r, q in zip(recs, qv, strict=True):
        es = entries[r.library]
        dep = [e for e in es.values() if e["status"] == "deprecated" and e.get("assets")]
        cands = []
        for c in r.candidates:
            e = es.get(c.entry_id)
            own = float(vec[(r.library, c.entry_id)] @ q) if e is not None else 0.0
            best = 0.0
            if e is not None and e.get("assets"):
                assets = set(e["assets"])
                for d in dep:
                    if assets & set(d["assets"]) and (d["project"] == e["project"] or "*" in (d["project"], e["project"])):
                        best = max(best, float(vec[(r.library, d["id"])] @ q))
            fired += best > 0
            f = dict(c.features)
            f["succ_cos"] = best
            f["succ_lead"] = best - own if best > 0 else 0.0
            cands.append(dataclasses.replace(c, features=FrozenMap(f)))
        out.append(dataclasses.replace(r, candidates=tuple(cands)))
    print(f"successor signal fires on {fired} of {sum(len(r.candidates) for r in recs)} candidates")
    return out


def report(name: str, recs: list, flat: np.ndarray, libs: list[str]) -> None:
    per_query = _per_query(recs, flat)
    records_out, outcomes = [], []
    for lib in libs:
        train = [i for i, r in enumerate(recs) if r.library != lib]
        test = [i for i, r in enumerate(recs) if r.library == lib]
        sweep = calibrate_thresholds(
            [recs[i] for i in train], [per_query[i] for i in train], bound="wilson",
            inject_budget=0.05, reference_budget=0.10, confidence=0.8, seed=0, **slice_minimums(False, True),
        )
        records_out += [recs[i] for i in test]
        outcomes += operating_outcomes([recs[i] for i in test], [per_query[i] for i in test], sweep)
    s = evaluate(records_out, outcomes, n_resamples=50)

    def val(metric: str, kind: str | None = None, key: str | None = None) -> str:
        est = s.slices[kind][key][metric] if kind else s.overall[metric]
        return f"{est.value:.3f}" if est.defined else "—"

    print(
        f"| {name} | {val('wrong_injection')} | {val('usable_retention')} "
        f"| {val('usable_retention', 'language', 'zh')} / {val('usable_retention', 'language', 'en')} "
        f"| {val('abstention_precision')} / {val('abstention_recall')} "
        f"| {val('usable_retention', 'category', 'status_gate')} / {val('wrong_injection', 'category', 'status_gate')} |",
        flush=True,
    )


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("records", type=Path, help="records of a pool (mxr lolo --records FILE)")
    ap.add_argument("folders", nargs="+", type=Path, help="the pool's library folders (as given to mxr lolo)")
    ap.add_argument("--C", type=float, default=0.36, help="inverse L2 strength of the logistic part")
    args = ap.parse_args()

    recs = read_records(args.records)
    t0 = time.perf_counter()
    aug = successor_features(recs, args.folders)
    print(f"features in {time.perf_counter() - t0:.0f} s")
    print("\n| features | wrong injection | usable retention | zh / en retention | abstention P / R | status_gate retention / wrong |")
    print("|---|---|---|---|---|---|")
    for name, rs in (("shipped", recs), ("+ succ_cos, succ_lead", aug)):
        flat, _, libs = library_out_probabilities(rs, ("logistic+trees",), args.C)
        report(name, rs, flat["logistic+trees"], libs)


if __name__ == "__main__":
    sys.exit(main())
