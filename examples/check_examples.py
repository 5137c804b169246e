#!/usr/bin/env python3
"""Validate the example library and labeled query sets against the data contract, docs/formats.md.

Usage:  python examples/check_examples.py [--dir examples]

Checks: every line parses; required fields, types and enums; unique ids; every
labeled id exists; every `reusable` / `reference_only` label points at an
entry that is ELIGIBLE for that query (status != deprecated, project, branch
glob, applies_to ranges vs stack); `expected_decision` follows exactly from
the labels; every category has >= 4 dev queries (>= 2 test queries); the
zh/en language split; glossary coverage. Prints a summary, exits 1 on any
violation.

Dependencies: standard library, pyyaml, and mxr's npm range engine (service/npm_semver.py,
node-semver 7.8.5's semantics) so that labels and the service gate agree on every range.
"""
from __future__ import annotations

import argparse
import collections
import datetime as dt
import fnmatch
import json
import re
import sys
from pathlib import Path

import yaml

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from service import npm_semver  # noqa: E402 - the one range engine, so labels and the gate agree

ASSET_TYPES = {"component", "directive", "mixin", "filter", "store", "router", "plugin",
               "style", "build", "i18n", "test", "other"}
STATUSES = {"verified", "candidate", "review_required", "deprecated"}
LABELS = {"reusable", "reference_only", "not_applicable"}
DECISIONS = {"inject", "reference", "abstain"}
CATEGORIES = ["identifier", "synonym", "jargon", "version_gate", "status_gate", "scope_gate",
              "missing", "not_applicable", "long_doc"]
MIN_DEV_PER_CATEGORY = 4
MIN_TEST_PER_CATEGORY = 2
ZH_SHARE_RANGE = (0.50, 0.72)
LONG_BODY = (1500, 4000)
MIN_LONG_ENTRIES = 4

CJK = re.compile(r"[\u3400-\u9fff]")
WORD = re.compile(r"[A-Za-z][A-Za-z0-9_$.\-]*")

errors: list[str] = []


def err(msg: str) -> None:
    errors.append(msg)


def read_jsonl(path: Path) -> list[dict]:
    rows = []
    if not path.exists():
        err(f"{path}: missing")
        return rows
    with path.open(encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            if not line.strip():
                err(f"{path.name}:{n}: blank line")
                continue
            try:
                obj = json.loads(line)
            except json.JSONDecodeError as e:
                err(f"{path.name}:{n}: invalid JSON ({e})")
                continue
            if not isinstance(obj, dict):
                err(f"{path.name}:{n}: not an object")
                continue
            obj["_line"] = n
            rows.append(obj)
    return rows


def language(text: str) -> str:
    """zh when CJK characters outnumber ASCII words, else en."""
    return "zh" if len(CJK.findall(text)) >= len(WORD.findall(text)) else "en"


# ------------------------------------------------------------------ entries
def check_entry(e: dict, where: str) -> None:
    for k, t in (("id", str), ("title", str), ("body", str), ("project", str),
                 ("asset_type", str), ("status", str)):
        if not isinstance(e.get(k), t) or not e.get(k):
            err(f"{where}: field {k!r} missing or not a non-empty {t.__name__}")
    if e.get("asset_type") not in ASSET_TYPES:
        err(f"{where}: bad asset_type {e.get('asset_type')!r}")
    if e.get("status") not in STATUSES:
        err(f"{where}: bad status {e.get('status')!r}")
    br = e.get("branches", ["*"])
    if not (isinstance(br, list) and br and all(isinstance(b, str) and b for b in br)):
        err(f"{where}: branches must be a non-empty list of strings")
    ap = e.get("applies_to", {})
    if not isinstance(ap, dict):
        err(f"{where}: applies_to must be an object")
    else:
        for pkg, rng in ap.items():
            try:
                npm_semver.Range.parse(rng)
            except npm_semver.InvalidRange as ex:
                err(f"{where}: applies_to[{pkg!r}] = {rng!r} is not an npm range ({ex})")
    if "assets" in e and not (isinstance(e["assets"], list) and all(isinstance(a, str) for a in e["assets"])):
        err(f"{where}: assets must be a list of strings")
    for k in ("conditions", "counter_conditions", "source"):
        if k in e and not isinstance(e[k], str):
            err(f"{where}: {k} must be a string")
    if "updated_at" in e:
        try:
            dt.date.fromisoformat(e["updated_at"])
        except (TypeError, ValueError):
            err(f"{where}: updated_at {e['updated_at']!r} is not an ISO date")
    known = {"id", "title", "body", "project", "branches", "applies_to", "asset_type", "assets", "status",
             "conditions", "counter_conditions", "source", "updated_at", "_line"}
    for k in e:
        if k not in known:
            err(f"{where}: unknown field {k!r}")


def eligible(e: dict, ctx: dict) -> tuple[bool, str]:
    if e["status"] == "deprecated":
        return False, "deprecated"
    if e["project"] not in ("*", ctx["project"]):
        return False, f"project {e['project']}"
    if not any(fnmatch.fnmatchcase(ctx["branch"], g) for g in e.get("branches", ["*"])):
        return False, f"branch {ctx['branch']} not in {e.get('branches')}"
    stack = ctx["stack"]
    for pkg, rng in e.get("applies_to", {}).items():
        if pkg not in stack:
            return False, f"{pkg} not in stack"
        try:
            hit = npm_semver.Range.parse(rng).test(npm_semver.SemVer.parse(stack[pkg]))
        except ValueError:
            return False, f"unparsable range {rng!r} or version {stack[pkg]!r}"
        if not hit:
            return False, f"{pkg}@{stack[pkg]} not in {rng}"
    return True, "ok"


def decide(labels: dict, entries: dict, ctx: dict) -> str:
    elig = {i: eligible(entries[i], ctx)[0] for i in labels if i in entries}
    if any(g == "reusable" and elig.get(i) and entries[i]["status"] == "verified" for i, g in labels.items()):
        return "inject"
    if any(g in ("reusable", "reference_only") and elig.get(i) for i, g in labels.items()):
        return "reference"
    return "abstain"


# ------------------------------------------------------------------ queries
def check_queries(name: str, rows: list[dict], entries: dict, min_per_cat: int,
                  all_ids: frozenset = frozenset()) -> dict:
    ids = collections.Counter(q.get("id") for q in rows)
    for qid, c in ids.items():
        if c > 1:
            err(f"{name}: duplicate query id {qid!r}")
    stats = {"category": collections.Counter(), "lang": collections.Counter(), "decision": collections.Counter(),
             "cat_lang": collections.Counter()}
    for q in rows:
        where = f"{name}:{q.get('_line')} ({q.get('id')})"
        for k in ("id", "query", "category", "expected_decision"):
            if not isinstance(q.get(k), str) or not q.get(k):
                err(f"{where}: field {k!r} missing or empty")
        ctx = q.get("context")
        if not isinstance(ctx, dict):
            err(f"{where}: context missing")
            continue
        for k in ("project", "branch"):
            if not isinstance(ctx.get(k), str) or not ctx.get(k):
                err(f"{where}: context.{k} missing")
        stack = ctx.get("stack")
        if not isinstance(stack, dict) or not stack:
            err(f"{where}: context.stack missing")
            continue
        bad_stack = False
        for pkg, v in stack.items():
            try:
                npm_semver.SemVer.parse(v)
            except npm_semver.InvalidVersion:
                err(f"{where}: stack[{pkg!r}] = {v!r} is not an exact version")
                bad_stack = True
        if bad_stack:
            continue
        if "asset_type" in ctx and ctx["asset_type"] not in ASSET_TYPES:
            err(f"{where}: bad context.asset_type {ctx['asset_type']!r}")
        if q.get("expected_decision") not in DECISIONS:
            err(f"{where}: bad expected_decision {q.get('expected_decision')!r}")
        if q.get("category") not in CATEGORIES:
            err(f"{where}: unknown category {q.get('category')!r}")
        labels = q.get("labels")
        if not isinstance(labels, dict):
            err(f"{where}: labels must be an object")
            continue
        for eid, grade in labels.items():
            if grade not in LABELS:
                err(f"{where}: bad label {grade!r} for {eid}")
            if eid not in entries:
                why = "has an invalid entry" if eid in all_ids else "does not exist"
                err(f"{where}: labeled id {eid} {why}")
                continue
            ok, why = eligible(entries[eid], ctx)
            if grade in ("reusable", "reference_only") and not ok:
                err(f"{where}: {eid} labeled {grade} but is ineligible ({why})")
        want = decide({k: v for k, v in labels.items() if k in entries}, entries, ctx)
        if q.get("expected_decision") != want:
            err(f"{where}: expected_decision {q.get('expected_decision')!r} but the labels imply {want!r}")
        if q.get("expected_decision") == "inject" and not any(
                g == "reusable" and eid in entries and entries[eid]["status"] == "verified"
                and eligible(entries[eid], ctx)[0] for eid, g in labels.items()):
            err(f"{where}: inject without an eligible verified reusable entry")
        if q.get("category") in ("missing", "not_applicable") and q.get("expected_decision") != "abstain":
            err(f"{where}: category {q.get('category')} must abstain")
        if q.get("category") == "long_doc":
            longs = [eid for eid, g in labels.items() if g == "reusable" and eid in entries
                     and len(entries[eid]["body"]) >= LONG_BODY[0]]
            if not longs:
                err(f"{where}: long_doc query without a reusable long entry")
        lang = language(q.get("query", ""))
        stats["category"][q.get("category")] += 1
        stats["lang"][lang] += 1
        stats["decision"][q.get("expected_decision")] += 1
        stats["cat_lang"][(q.get("category"), lang)] += 1
    for c in CATEGORIES:
        if stats["category"][c] < min_per_cat:
            err(f"{name}: category {c!r} has {stats['category'][c]} queries (< {min_per_cat})")
    total = sum(stats["lang"].values()) or 1
    share = stats["lang"]["zh"] / total
    if not ZH_SHARE_RANGE[0] <= share <= ZH_SHARE_RANGE[1]:
        err(f"{name}: Chinese share {share:.0%} outside {ZH_SHARE_RANGE}")
    return stats


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--dir", default=str(Path(__file__).resolve().parent))
    d = Path(ap.parse_args().dir)

    entries_rows = read_jsonl(d / "experiences.jsonl")
    for e in entries_rows:
        check_entry(e, f"experiences.jsonl:{e['_line']} ({e.get('id')})")
    cnt = collections.Counter(e.get("id") for e in entries_rows)
    for i, c in cnt.items():
        if c > 1:
            err(f"experiences.jsonl: duplicate id {i!r}")
    entries = {e["id"]: e for e in entries_rows if isinstance(e.get("id"), str) and e.get("status") in STATUSES}
    for e in entries_rows:
        e.setdefault("branches", ["*"])
        e.setdefault("applies_to", {})

    # library-level coverage
    types = collections.Counter(e.get("asset_type") for e in entries_rows)
    for t in ASSET_TYPES - set(types):
        err(f"experiences.jsonl: asset_type {t!r} never used")
    statuses = collections.Counter(e.get("status") for e in entries_rows)
    for s in STATUSES - set(statuses):
        err(f"experiences.jsonl: status {s!r} never used")
    projects = collections.Counter(e.get("project") for e in entries_rows)
    if len([p for p in projects if p != "*"]) < 2 or "*" not in projects:
        err("experiences.jsonl: need >= 2 projects plus team-wide '*' entries")
    longs = [e["id"] for e in entries_rows if LONG_BODY[0] <= len(e.get("body", "")) <= LONG_BODY[1]]
    too_long = [e["id"] for e in entries_rows if len(e.get("body", "")) > LONG_BODY[1]]
    if len(longs) < MIN_LONG_ENTRIES:
        err(f"experiences.jsonl: only {len(longs)} long entries ({LONG_BODY[0]}-{LONG_BODY[1]} chars)")
    for i in too_long:
        err(f"experiences.jsonl: {i} body longer than {LONG_BODY[1]} chars")
    for e in entries_rows:
        if len(e.get("body", "")) >= LONG_BODY[0] and "\n\n" not in e["body"]:
            err(f"experiences.jsonl: long entry {e['id']} has no paragraph breaks")
    ent_lang = collections.Counter(language(e.get("title", "") + " " + e.get("body", "")) for e in entries_rows)

    dev = read_jsonl(d / "queries.dev.jsonl")
    test = read_jsonl(d / "queries.test.jsonl")
    all_ids = frozenset(e.get("id") for e in entries_rows)
    sdev = check_queries("queries.dev.jsonl", dev, entries, MIN_DEV_PER_CATEGORY, all_ids)
    stest = check_queries("queries.test.jsonl", test, entries, MIN_TEST_PER_CATEGORY, all_ids)
    overlap = {q["query"] for q in dev} & {q["query"] for q in test}
    for t in overlap:
        err(f"query text reused in dev and test: {t!r}")
    dup_ids = {q["id"] for q in dev} & {q["id"] for q in test}
    for t in dup_ids:
        err(f"query id used in both dev and test: {t!r}")

    # glossary
    gpath = d / "glossary.yaml"
    groups = []
    if not gpath.exists():
        err("glossary.yaml missing")
    else:
        try:
            g = yaml.safe_load(gpath.read_text(encoding="utf-8"))
            groups = g.get("groups") if isinstance(g, dict) else None
            if not isinstance(groups, list) or not all(
                    isinstance(x, list) and len(x) >= 2 and all(isinstance(s, str) for s in x) for x in groups):
                err("glossary.yaml: 'groups' must be a list of lists of >= 2 strings")
                groups = []
        except yaml.YAMLError as ex:
            err(f"glossary.yaml: invalid YAML ({ex})")
        corpus = "\n".join(e.get("title", "") + e.get("body", "") + " ".join(e.get("assets", []))
                           for e in entries_rows)
        for grp in groups:
            if not any(term in corpus for term in grp):
                err(f"glossary.yaml: no term of group {grp} occurs in any entry")

    # summary
    print(f"entries: {len(entries_rows)}")
    print("  by project:   ", dict(sorted(projects.items())))
    print("  by status:    ", dict(sorted(statuses.items())))
    print("  by asset_type:", dict(sorted(types.items())))
    print("  by language:  ", dict(ent_lang))
    print(f"  long entries ({LONG_BODY[0]}-{LONG_BODY[1]} chars): {len(longs)} {longs}")
    for name, rows, s in (("dev", dev, sdev), ("test", test, stest)):
        print(f"queries.{name}: {len(rows)}")
        print("  by category:", {c: s["category"][c] for c in CATEGORIES})
        print("  by language:", dict(s["lang"]))
        print("  by decision:", dict(s["decision"]))
    print(f"glossary groups: {len(groups)}")
    if errors:
        print(f"\n{len(errors)} violation(s):", file=sys.stderr)
        for m in errors:
            print("  - " + m, file=sys.stderr)
        return 1
    print("\nOK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
