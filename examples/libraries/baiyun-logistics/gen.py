#!/usr/bin/env python3
"""Regenerate experiences.jsonl and queries.jsonl from the data modules (deterministic)."""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import entries_driver_a
import entries_driver_b
import entries_dispatch_a
import entries_dispatch_b
import entries_team
import queries_a
import queries_b

EXPERIENCES_FILE = os.path.join(HERE, "experiences.jsonl")
QUERIES_FILE = os.path.join(HERE, "queries.jsonl")


def build_entries():
    return (entries_driver_a.ENTRIES + entries_driver_b.ENTRIES
            + entries_dispatch_a.ENTRIES + entries_dispatch_b.ENTRIES
            + entries_team.ENTRIES)


def build_queries():
    return queries_a.QUERIES + queries_b.QUERIES


def render(rows):
    return "".join(json.dumps(r, ensure_ascii=False, separators=(", ", ": ")) + "\n" for r in rows)


def main():
    for path, rows in ((EXPERIENCES_FILE, build_entries()), (QUERIES_FILE, build_queries())):
        with open(path, "w", encoding="utf-8", newline="\n") as f:
            f.write(render(rows))
        print("wrote %s (%d rows)" % (os.path.basename(path), len(rows)))


if __name__ == "__main__":
    main()
