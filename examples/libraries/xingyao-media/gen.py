#!/usr/bin/env python3
"""生成 experiences.jsonl / queries.jsonl（数据源：entries_*.py、queries_src.py）。"""
import json, os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import entries_a, entries_b, entries_c  # noqa: F401  (注册条目)
from entries_a import ENTRIES
from queries_src import QUERIES

here = os.path.dirname(os.path.abspath(__file__))
with open(os.path.join(here, "experiences.jsonl"), "w", encoding="utf-8") as f:
    for e in ENTRIES:
        f.write(json.dumps(e, ensure_ascii=False) + "\n")
with open(os.path.join(here, "queries.jsonl"), "w", encoding="utf-8") as f:
    for q in QUERIES:
        f.write(json.dumps(q, ensure_ascii=False) + "\n")
print(f"wrote {len(ENTRIES)} entries, {len(QUERIES)} queries")
