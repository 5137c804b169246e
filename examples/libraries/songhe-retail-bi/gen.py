#!/usr/bin/env python3
"""Write experiences.jsonl and queries.jsonl from the Python source data.

    python3 gen.py && python3 check.py
"""

import json
import os
import sys

sys.dont_write_bytecode = True  # keep the folder clean
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import check  # noqa: E402  (standalone validator; reused here for early asserts)
from data_common import CONTEXTS, eid  # noqa: E402
import entries_bi  # noqa: E402
import entries_store  # noqa: E402
import entries_team  # noqa: E402
from queries_data import QUERIES  # noqa: E402


def build_entries():
    ents = entries_bi.ENTRIES + entries_store.ENTRIES + entries_team.ENTRIES
    ents.sort(key=lambda e: e["id"])
    ids = [e["id"] for e in ents]
    dup = {i for i in ids if ids.count(i) > 1}
    assert not dup, f"duplicate entry ids: {sorted(dup)}"
    return ents


def build_queries(entries_by_id):
    out, problems = [], []
    for (n, lang, cat, ctx_name, text, labels, expected, asset, asset_type) in QUERIES:
        project, branch, stack = CONTEXTS[ctx_name]
        ctx = {"project": project, "branch": branch, "stack": dict(stack)}
        if asset:
            ctx["asset"] = asset
        if asset_type:
            ctx["asset_type"] = asset_type
        q = {
            "id": f"q-songhe-{n:03d}",
            "query": text,
            "context": ctx,
            "labels": {eid(k): v for k, v in labels.items()},
            "expected_decision": expected,
            "category": cat,
        }
        for k in q["labels"]:
            if k not in entries_by_id:
                problems.append(f"{q['id']}: unknown entry {k}")
        if not problems:
            got = check.compute_decision(q["labels"], entries_by_id, ctx)
            if got != expected:
                problems.append(f"{q['id']}: declared {expected}, labels give {got}")
        detected = check.detect_lang(text)
        if detected != lang:
            problems.append(f"{q['id']}: intended lang {lang}, detector says {detected} "
                            f"(cjk, words) = {check.lang_stats(text)}")
        out.append(q)
    ids = [q["id"] for q in out]
    assert len(ids) == len(set(ids)), "duplicate query ids"
    return out, problems


def write_jsonl(path, rows):
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False, separators=(",", ":")) + "\n")


def main():
    ents = build_entries()
    by_id = {e["id"]: e for e in ents}
    qs, problems = build_queries(by_id)
    if problems:
        for p in problems:
            print("gen: " + p, file=sys.stderr)
        return 1
    write_jsonl(os.path.join(HERE, "experiences.jsonl"), ents)
    write_jsonl(os.path.join(HERE, "queries.jsonl"), qs)
    print(f"gen: wrote {len(ents)} entries to experiences.jsonl, {len(qs)} queries to queries.jsonl")
    return 0


if __name__ == "__main__":
    sys.exit(main())
