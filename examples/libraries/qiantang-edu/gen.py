#!/usr/bin/env python3
"""Write experiences.jsonl and queries.jsonl from the Python source data.

    python3 gen.py && python3 check.py
"""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import entries_h5        # noqa: E402
import entries_team      # noqa: E402
import entries_teacher   # noqa: E402
import queries_data      # noqa: E402


def write(path, rows):
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False, separators=(", ", ": ")) + "\n")


def main():
    entries = entries_team.ENTRIES + entries_h5.ENTRIES + entries_teacher.ENTRIES
    ids = [e["id"] for e in entries]
    dup = {i for i in ids if ids.count(i) > 1}
    if dup:
        sys.exit(f"duplicate entry ids: {sorted(dup)}")
    write(os.path.join(HERE, "experiences.jsonl"), entries)
    write(os.path.join(HERE, "queries.jsonl"), queries_data.QUERIES)
    print(f"wrote {len(entries)} entries, {len(queries_data.QUERIES)} queries")


if __name__ == "__main__":
    main()
