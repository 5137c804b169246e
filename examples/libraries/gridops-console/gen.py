#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""Generate experiences.jsonl and queries.jsonl for the GridOps holdout library (formats.md §1 and §3)."""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from entries_a import ENTRIES_A  # noqa: E402
from entries_b import ENTRIES_B  # noqa: E402
from entries_c import ENTRIES_C  # noqa: E402
from entries_d import ENTRIES_D  # noqa: E402
from queries_data import QUERIES, STACKS  # noqa: E402

ENTRY_FIELDS = ["id", "title", "body", "project", "branches", "applies_to", "asset_type", "assets",
                "status", "conditions", "counter_conditions", "source", "updated_at"]


def main():
    entries = ENTRIES_A + ENTRIES_B + ENTRIES_C + ENTRIES_D
    with open(os.path.join(HERE, "experiences.jsonl"), "w", encoding="utf-8") as f:
        for ent in entries:
            extra = set(ent) - set(ENTRY_FIELDS)
            assert not extra, (ent["id"], extra)
            row = {k: ent[k] for k in ENTRY_FIELDS if k in ent}
            f.write(json.dumps(row, ensure_ascii=False) + "\n")

    with open(os.path.join(HERE, "queries.jsonl"), "w", encoding="utf-8") as f:
        for i, (cat, ctx_name, text, asset, asset_type, labels, expected) in enumerate(QUERIES, 1):
            project, branch, stack = STACKS[ctx_name]
            ctx = {"project": project, "branch": branch, "stack": dict(stack)}
            if asset:
                ctx["asset"] = asset
            if asset_type:
                ctx["asset_type"] = asset_type
            row = {
                "id": "q-grid-%03d" % i,
                "query": text,
                "context": ctx,
                "labels": dict(labels),
                "expected_decision": expected,
                "category": cat,
            }
            f.write(json.dumps(row, ensure_ascii=False) + "\n")
    print("wrote %d entries, %d queries" % (len(entries), len(QUERIES)))


if __name__ == "__main__":
    main()
