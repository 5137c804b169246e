#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""Generate the Rongcheng (蓉城) e-government eval library: experiences.jsonl + queries.jsonl.

Hand-written content lives in the gen_entries_*.py / gen_queries_*.py data modules next to this
script. No randomness: output is fully deterministic (entries sorted by id, queries by id).
"""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import gen_entries_a, gen_entries_b, gen_entries_c, gen_entries_d, gen_entries_e  # noqa: E402
import gen_entries_f, gen_entries_g, gen_entries_long_a, gen_entries_long_b  # noqa: E402
import gen_queries_a, gen_queries_b  # noqa: E402

ENTRY_KEY_ORDER = ["id", "title", "body", "project", "branches", "applies_to", "asset_type", "assets",
                   "status", "conditions", "counter_conditions", "source", "updated_at"]


def ordered(entry):
    out = {k: entry[k] for k in ENTRY_KEY_ORDER if k in entry}
    for k in entry:  # keep any extra field at the end
        if k not in out:
            out[k] = entry[k]
    return out


def main():
    entries = []
    for mod in (gen_entries_a, gen_entries_b, gen_entries_c, gen_entries_d, gen_entries_e,
                gen_entries_f, gen_entries_g, gen_entries_long_a, gen_entries_long_b):
        entries.extend(mod.ENTRIES)
    queries = list(gen_queries_a.QUERIES) + list(gen_queries_b.QUERIES)

    ids = [e["id"] for e in entries]
    dup = {i for i in ids if ids.count(i) > 1}
    if dup:
        sys.exit("duplicate entry ids: %s" % sorted(dup))
    qids = [q["id"] for q in queries]
    qdup = {i for i in qids if qids.count(i) > 1}
    if qdup:
        sys.exit("duplicate query ids: %s" % sorted(qdup))

    entries.sort(key=lambda e: e["id"])
    queries.sort(key=lambda q: q["id"])

    with open(os.path.join(HERE, "experiences.jsonl"), "w", encoding="utf-8") as f:
        for e in entries:
            f.write(json.dumps(ordered(e), ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "queries.jsonl"), "w", encoding="utf-8") as f:
        for q in queries:
            f.write(json.dumps(q, ensure_ascii=False) + "\n")
    print("wrote %d entries, %d queries" % (len(entries), len(queries)))


if __name__ == "__main__":
    main()
