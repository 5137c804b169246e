#!/usr/bin/env python3
"""Generate the Fjordline labeled evaluation library (experiences.jsonl, queries.jsonl).

Standard library only. Content is hand-written in the gen_entries_*.py / gen_queries_*.py
modules next to this file; this script assigns stable ids (exp-fj-NNNN, q-fj-NNN), resolves
label keys to ids and writes JSON Lines next to itself. Query order is shuffled with a
fixed seed so categories are interleaved; the output is deterministic.
"""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import gen_entries_bp_a
import gen_entries_bp_b
import gen_entries_bp_long
import gen_entries_od
import gen_entries_od_long_team
import gen_queries_a
import gen_queries_b

PREFIX = "fj"
ENTRY_FIELDS = ["id", "title", "body", "project", "branches", "applies_to", "asset_type",
                "assets", "status", "conditions", "counter_conditions", "source", "updated_at"]


def build_entries():
    raw = (gen_entries_bp_a.ENTRIES + gen_entries_bp_b.ENTRIES + gen_entries_bp_long.ENTRIES
           + gen_entries_od.ENTRIES + gen_entries_od_long_team.ENTRIES)
    key_to_id, out = {}, []
    for n, e in enumerate(raw, 1):
        key = e["key"]
        if key in key_to_id:
            raise SystemExit("duplicate entry key %s" % key)
        eid = "exp-%s-%04d" % (PREFIX, n)
        key_to_id[key] = eid
        rec = {"id": eid}
        for f in ENTRY_FIELDS[1:]:
            if f in e and e[f] is not None:
                v = e[f]
                rec[f] = v.strip() if isinstance(v, str) else v
        rec.setdefault("branches", ["*"])
        rec.setdefault("applies_to", {})
        out.append(rec)
    return out, key_to_id


def build_queries(key_to_id):
    raw = list(gen_queries_a.QUERIES) + list(gen_queries_b.QUERIES)
    random.Random(20260405).shuffle(raw)
    out = []
    for n, q in enumerate(raw, 1):
        labels = {}
        for key, lab in q["labels"].items():
            if key not in key_to_id:
                raise SystemExit("query %r labels unknown entry key %s" % (q["query"], key))
            labels[key_to_id[key]] = lab
        out.append({
            "id": "q-%s-%03d" % (PREFIX, n),
            "query": q["query"],
            "context": q["context"],
            "top_k": 5,
            "labels": labels,
            "expected_decision": q["expected_decision"],
            "category": q["category"],
            "lang": q["lang"],
        })
    return out


def write_jsonl(path, rows):
    with open(path, "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")


def main():
    entries, key_to_id = build_entries()
    queries = build_queries(key_to_id)
    write_jsonl(os.path.join(HERE, "experiences.jsonl"), entries)
    write_jsonl(os.path.join(HERE, "queries.jsonl"), queries)
    print("wrote %d entries, %d queries" % (len(entries), len(queries)))


if __name__ == "__main__":
    main()
