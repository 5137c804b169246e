#!/usr/bin/env python3
"""Regenerate experiences.jsonl and queries.jsonl from the data modules in mjdata/.

Deterministic: order is the order of the modules below and of the lists inside
them; JSON is written with ensure_ascii=False and a fixed key order.
"""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from mjdata import entries_counter_ui, entries_counter_core, entries_risk, entries_team  # noqa: E402
from mjdata import queries_core, queries_lang, queries_gates  # noqa: E402

ENTRY_MODULES = [entries_counter_ui, entries_counter_core, entries_risk, entries_team]
QUERY_MODULES = [queries_core, queries_lang, queries_gates]


def entries():
    out = []
    for m in ENTRY_MODULES:
        out.extend(m.ENTRIES)
    return out


def queries():
    out = []
    for m in QUERY_MODULES:
        out.extend(m.QUERIES)
    return out


def dump(rows):
    return "".join(json.dumps(r, ensure_ascii=False, separators=(", ", ": ")) + "\n" for r in rows)


def build():
    return dump(entries()), dump(queries())


def main():
    exp_text, q_text = build()
    for name, text in (("experiences.jsonl", exp_text), ("queries.jsonl", q_text)):
        with open(os.path.join(HERE, name), "w", encoding="utf-8", newline="\n") as f:
            f.write(text)
    print("wrote %d entries, %d queries" % (exp_text.count("\n"), q_text.count("\n")))


if __name__ == "__main__":
    main()
