#!/usr/bin/env python3
"""Validate experiences.jsonl and queries.jsonl against formats.md and the labeling rules.

- every required field, type and enum; unique ids; every label id exists
- eligibility recomputed: project, branch (fnmatch.fnmatchcase), applies_to ranges
  against the query stack (own npm-semver subset), deprecated excluded
- expected_decision recomputed from labels + status + eligibility
- no reusable label on an ineligible entry
- stacks consistent with project / branch; category / language / decision mix
- files byte-identical to what gen.py renders
Exit status 0 only when everything holds.
"""
import collections
import datetime
import fnmatch
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import semver_mini  # noqa: E402

ASSET_TYPES = {"component", "directive", "mixin", "filter", "store", "router",
               "plugin", "style", "build", "i18n", "test", "other"}
STATUSES = {"verified", "candidate", "review_required", "deprecated"}
LABELS = {"reusable", "reference_only", "not_applicable"}
DECISIONS = {"inject", "reference", "abstain"}
LANGS = {"en", "zh", "mixed"}
REQUIRED_CATEGORIES = ["identifier", "error_code", "long_doc", "multilingual", "synonym",
                       "jargon", "status_gate", "scope_gate", "version_gate",
                       "not_applicable", "missing"]
PROJECTS = {"by-driver", "by-dispatch"}
PROJECT_BRANCHES = {
    "by-driver": ["main", "feat/react-h5", "release/*"],
    "by-dispatch": ["main", "next/*", "release/2025.q4"],
}
# package -> range the stack must satisfy, per (project, branch glob)
STACK_RULES = [
    ("by-driver", "*", {"vue": "~2.6", "@dcloudio/uni-app": "^2", "uview-ui": "~1.8", "vuex": "^3",
                        "react": "^18", "antd-mobile": "^5", "zustand": "^4"}),
    ("by-dispatch", "*", {"vue": "~3.3", "ant-design-vue": "~3.2", "pinia": "^2", "vue-router": "^4",
                          "next": "^14", "react": "^18", "@reduxjs/toolkit": "^2"}),
    ("by-dispatch", "main", {"antd": "^5"}),
    ("by-dispatch", "next/*", {"antd": "^5"}),
    ("by-dispatch", "release/2025.q4", {"antd": "~4.24"}),
]
CJK = re.compile(r"[\u3400-\u9fff]")

errors = []


def err(msg):
    errors.append(msg)


def load_jsonl(path):
    rows = []
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            if not line.strip():
                err("%s:%d: empty line" % (os.path.basename(path), n))
                continue
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError as e:
                err("%s:%d: invalid JSON: %s" % (os.path.basename(path), n, e))
    return rows


def is_str(x):
    return isinstance(x, str) and x.strip() != ""


def check_entry(e):
    eid = e.get("id", "<no id>")
    for k in ("id", "title", "body", "project", "asset_type", "status"):
        if not is_str(e.get(k)):
            err("%s: missing or empty required field %r" % (eid, k))
    if e.get("asset_type") not in ASSET_TYPES:
        err("%s: bad asset_type %r" % (eid, e.get("asset_type")))
    if e.get("status") not in STATUSES:
        err("%s: bad status %r" % (eid, e.get("status")))
    if e.get("project") not in PROJECTS | {"*"}:
        err("%s: unknown project %r" % (eid, e.get("project")))
    br = e.get("branches", ["*"])
    if not isinstance(br, list) or not br or not all(is_str(b) for b in br):
        err("%s: branches must be a non-empty list of strings" % eid)
    at = e.get("applies_to", {})
    if not isinstance(at, dict):
        err("%s: applies_to must be an object" % eid)
    else:
        for pkg, rng in at.items():
            try:
                semver_mini.parse_range(rng)
            except ValueError as ex:
                err("%s: applies_to[%r] unparsable: %s" % (eid, pkg, ex))
    if "assets" in e and (not isinstance(e["assets"], list) or not all(is_str(a) for a in e["assets"])):
        err("%s: assets must be a list of strings" % eid)
    for k in ("conditions", "counter_conditions", "source"):
        if k in e and not is_str(e[k]):
            err("%s: %s must be a non-empty string" % (eid, k))
    if "updated_at" in e:
        try:
            datetime.date.fromisoformat(e["updated_at"])
        except (TypeError, ValueError):
            err("%s: updated_at not an ISO date: %r" % (eid, e["updated_at"]))
    known = {"id", "title", "body", "project", "branches", "applies_to", "asset_type", "assets",
             "status", "conditions", "counter_conditions", "source", "updated_at"}
    extra = set(e) - known
    if extra:
        err("%s: unexpected fields %s" % (eid, sorted(extra)))


def check_stack(qid, ctx):
    stack = ctx.get("stack")
    if not isinstance(stack, dict) or not stack:
        err("%s: context.stack must be a non-empty object" % qid)
        return
    for pkg, ver in stack.items():
        try:
            semver_mini.parse_version(ver)
        except ValueError as ex:
            err("%s: stack[%r]: %s" % (qid, pkg, ex))
            return
    project, branch = ctx.get("project"), ctx.get("branch")
    for proj, glob, rules in STACK_RULES:
        if proj == project and fnmatch.fnmatchcase(branch, glob):
            for pkg, rng in rules.items():
                if pkg not in stack:
                    err("%s: stack lacks %s expected for %s@%s" % (qid, pkg, project, branch))
                elif not semver_mini.satisfies(stack[pkg], rng):
                    err("%s: stack %s=%s inconsistent with %s@%s (expects %s)"
                        % (qid, pkg, stack[pkg], project, branch, rng))
    if project == "by-driver" and ("antd" in stack or "next" in stack):
        err("%s: by-driver stack must not contain antd/next" % qid)
    if project == "by-dispatch" and ("antd-mobile" in stack or "zustand" in stack):
        err("%s: by-dispatch stack must not contain antd-mobile/zustand" % qid)


def eligible(entry, ctx):
    """formats.md scope + status eligibility. Returns (bool, reason)."""
    if entry["status"] == "deprecated":
        return False, "deprecated"
    if entry["project"] not in ("*", ctx["project"]):
        return False, "project %s != %s" % (entry["project"], ctx["project"])
    branches = entry.get("branches", ["*"])
    if not any(fnmatch.fnmatchcase(ctx["branch"], g) for g in branches):
        return False, "branch %s not in %s" % (ctx["branch"], branches)
    stack = ctx["stack"]
    for pkg, rng in entry.get("applies_to", {}).items():
        if pkg not in stack:
            return False, "stack lacks %s" % pkg
        if not semver_mini.satisfies(stack[pkg], rng):
            return False, "%s %s not in %s" % (pkg, stack[pkg], rng)
    return True, "ok"


def decide(q, by_id):
    ctx = q["context"]
    has_inject = has_ref = False
    for eid, label in q["labels"].items():
        e = by_id.get(eid)
        if e is None:
            continue
        ok, _ = eligible(e, ctx)
        if not ok:
            continue
        if label == "reusable" and e["status"] == "verified":
            has_inject = True
        elif label in ("reusable", "reference_only"):
            has_ref = True
    if has_inject:
        return "inject"
    if has_ref:
        return "reference"
    return "abstain"


def check_query(q, by_id):
    qid = q.get("id", "<no id>")
    for k in ("id", "query", "category", "expected_decision", "lang"):
        if not is_str(q.get(k)):
            err("%s: missing or empty field %r" % (qid, k))
    ctx = q.get("context")
    if not isinstance(ctx, dict):
        err("%s: context must be an object" % qid)
        return
    for k in ("project", "branch"):
        if not is_str(ctx.get(k)):
            err("%s: context.%s required" % (qid, k))
            return
    if ctx["project"] not in PROJECTS:
        err("%s: unknown project %r" % (qid, ctx["project"]))
        return
    if not any(fnmatch.fnmatchcase(ctx["branch"], g) for g in PROJECT_BRANCHES[ctx["project"]]):
        err("%s: branch %r is not a %s branch" % (qid, ctx["branch"], ctx["project"]))
    if "asset_type" in ctx and ctx["asset_type"] not in ASSET_TYPES:
        err("%s: bad context.asset_type %r" % (qid, ctx["asset_type"]))
    if "asset" in ctx and not is_str(ctx["asset"]):
        err("%s: context.asset must be a string" % qid)
    extra_ctx = set(ctx) - {"project", "branch", "stack", "asset", "asset_type"}
    if extra_ctx:
        err("%s: unexpected context fields %s" % (qid, sorted(extra_ctx)))
    check_stack(qid, ctx)
    if q.get("expected_decision") not in DECISIONS:
        err("%s: bad expected_decision %r" % (qid, q.get("expected_decision")))
    if q.get("lang") not in LANGS:
        err("%s: bad lang %r" % (qid, q.get("lang")))
    labels = q.get("labels")
    if not isinstance(labels, dict):
        err("%s: labels must be an object" % qid)
        return
    for eid, label in labels.items():
        if label not in LABELS:
            err("%s: bad label %r for %s" % (qid, label, eid))
        e = by_id.get(eid)
        if e is None:
            err("%s: label names unknown entry %s" % (qid, eid))
            continue
        ok, why = eligible(e, ctx)
        if label == "reusable" and not ok:
            err("%s: %s labeled reusable but ineligible (%s)" % (qid, eid, why))
        elif label == "reference_only" and not ok:
            err("%s: %s labeled reference_only but ineligible (%s); label it not_applicable"
                % (qid, eid, why))
    got = decide(q, by_id)
    if got != q.get("expected_decision"):
        err("%s: expected_decision %r but labels/eligibility give %r"
            % (qid, q.get("expected_decision"), got))
    # language sanity
    text = q.get("query", "")
    n_cjk = len(CJK.findall(text))
    if q.get("lang") == "en" and n_cjk > 6:
        err("%s: lang=en but %d CJK characters" % (qid, n_cjk))
    if q.get("lang") == "zh" and n_cjk < 8:
        err("%s: lang=zh but only %d CJK characters" % (qid, n_cjk))
    # category sanity
    cat = q.get("category")
    if cat == "missing" and (labels or got != "abstain"):
        err("%s: missing queries must have no labels and abstain" % qid)
    if cat == "not_applicable":
        if got != "abstain" or not labels or any(l != "not_applicable" for l in labels.values()):
            err("%s: not_applicable queries must abstain with only not_applicable labels" % qid)


def main():
    exp_path = os.path.join(HERE, "experiences.jsonl")
    q_path = os.path.join(HERE, "queries.jsonl")
    n_semver = semver_mini.self_test()

    entries = load_jsonl(exp_path)
    queries = load_jsonl(q_path)

    by_id = {}
    for e in entries:
        check_entry(e)
        if e.get("id") in by_id:
            err("duplicate entry id %s" % e.get("id"))
        by_id[e.get("id")] = e
    qids = set()
    for q in queries:
        if q.get("id") in qids:
            err("duplicate query id %s" % q.get("id"))
        qids.add(q.get("id"))
        check_query(q, by_id)

    if len(entries) < 110:
        err("need >= 110 entries, have %d" % len(entries))
    if len(queries) < 95:
        err("need >= 95 queries, have %d" % len(queries))

    cats = collections.Counter(q.get("category") for q in queries)
    langs = collections.Counter(q.get("lang") for q in queries)
    decs = collections.Counter(q.get("expected_decision") for q in queries)
    for c in REQUIRED_CATEGORIES:
        if cats[c] < 7:
            err("category %s has %d queries (< 7)" % (c, cats[c]))

    # determinism: files must equal what gen.py renders now
    import gen
    for path, rows in ((exp_path, gen.build_entries()), (q_path, gen.build_queries())):
        with open(path, "rb") as f:
            on_disk = f.read()
        if on_disk != gen.render(rows).encode("utf-8"):
            err("%s differs from gen.py output (run python3 gen.py)" % os.path.basename(path))

    # report
    statuses = collections.Counter(e.get("status") for e in entries)
    projects = collections.Counter(e.get("project") for e in entries)
    long_entries = sum(1 for e in entries if len(e.get("body", "")) >= 2000)
    zh_only = sum(1 for e in entries if len(CJK.findall(e.get("body", ""))) > 0.3 * len(e.get("body", "x")))
    labeled = collections.Counter(l for q in queries for l in q.get("labels", {}).values())
    print("semver self-test: %d cases ok" % n_semver)
    print("entries: %d  (statuses: %s)" % (len(entries), dict(sorted(statuses.items()))))
    print("entries per project: %s" % dict(sorted(projects.items())))
    print("long entries (body >= 2000 chars): %d; mostly-Chinese bodies: %d" % (long_entries, zh_only))
    print("queries: %d" % len(queries))
    print("per category:")
    by_cat_dec = collections.defaultdict(collections.Counter)
    for q in queries:
        by_cat_dec[q.get("category")][q.get("expected_decision")] += 1
    for c in REQUIRED_CATEGORIES + sorted(set(cats) - set(REQUIRED_CATEGORIES)):
        d = by_cat_dec[c]
        print("  %-15s %3d   inject=%d reference=%d abstain=%d"
              % (c, cats[c], d["inject"], d["reference"], d["abstain"]))
    n = float(len(queries) or 1)
    print("per language: " + ", ".join("%s=%d (%.0f%%)" % (k, langs[k], 100 * langs[k] / n)
                                        for k in ("en", "zh", "mixed")))
    print("per expected decision: " + ", ".join("%s=%d (%.0f%%)" % (k, decs[k], 100 * decs[k] / n)
                                                 for k in ("inject", "reference", "abstain")))
    print("labels: %s" % dict(sorted(labeled.items())))
    if errors:
        print("\nFAILED: %d problem(s)" % len(errors))
        for m in errors:
            print("  - " + m)
        return 1
    print("\nOK: all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
