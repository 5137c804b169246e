#!/usr/bin/env python3
"""Validate experiences.jsonl / queries.jsonl (next to this script) against
the data contract (formats.md sections 1 and 3) and the library's own rules.

Exit status 1 on any problem.
"""
import datetime
import fnmatch
import json
import os
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
PREFIX = "xy"
ENTRY_ID = re.compile(r"^exp-%s-\d{4}$" % PREFIX)
QUERY_ID = re.compile(r"^q-%s-\d{3}$" % PREFIX)
ASSET_TYPES = {"component", "directive", "mixin", "filter", "store", "router", "plugin",
               "style", "build", "i18n", "test", "other"}
STATUSES = {"verified", "candidate", "review_required", "deprecated"}
LABELS = {"reusable", "reference_only", "not_applicable"}
DECISIONS = {"inject", "reference", "abstain"}
CATEGORIES = {"identifier", "synonym", "jargon", "version_gate", "status_gate", "scope_gate",
              "missing", "multilingual", "error_code", "long_doc", "not_applicable"}
LANGS = {"zh", "en", "mixed"}
MIN_ENTRIES, MIN_QUERIES, MIN_PER_CATEGORY, LONG_DOC_CHARS = 85, 65, 4, 3000
CJK = re.compile(r"[\u3400-\u9fff]")

problems = []


def bad(where, msg):
    problems.append("%s: %s" % (where, msg))


# ----------------------------------------------------------------- semver ---
VERSION = re.compile(r"^v?(\d+)\.(\d+)\.(\d+)$")
PARTIAL = re.compile(r"^v?(\d+|[xX*])(?:\.(\d+|[xX*]))?(?:\.(\d+|[xX*]))?$")
COMPARATOR = re.compile(r"^(\^|~>?|>=|<=|>|<|=)?\s*(.+)$")


def parse_version(s):
    """A concrete version as given in a query's stack: X.Y.Z (no pre-release)."""
    m = VERSION.match(s.strip())
    if not m:
        raise ValueError("not a X.Y.Z version: %r" % s)
    return tuple(int(x) for x in m.groups())


def _partial(s):
    m = PARTIAL.match(s)
    if not m:
        raise ValueError("bad version in range: %r" % s)
    parts = []
    for g in m.groups():
        if g is None or g in "xX*":
            break
        parts.append(int(g))
    return parts  # 0..3 numbers given


def _comparator(token):
    """One npm-style comparator -> list of (op, (maj, min, pat)) primitives."""
    m = COMPARATOR.match(token)
    op, ver = m.group(1) or "", m.group(2)
    p = _partial(ver)
    n = len(p)
    full = tuple(p + [0] * (3 - n))
    if n == 0:  # *, x
        return [] if op in ("", "=", ">=", "<=", "^", "~", "~>") else [("<", (0, 0, 0))]
    if op == "^":
        if p[0] > 0 or n == 1:
            upper = (p[0] + 1, 0, 0)
        elif n == 2 or p[1] > 0:
            upper = (0, p[1] + 1, 0)
        else:
            upper = (0, 0, p[2] + 1)
        return [(">=", full), ("<", upper)]
    if op in ("~", "~>"):
        upper = (p[0] + 1, 0, 0) if n == 1 else (p[0], p[1] + 1, 0)
        return [(">=", full), ("<", upper)]
    if op in ("", "="):
        if n == 3:
            return [("=", full)]
        upper = (p[0] + 1, 0, 0) if n == 1 else (p[0], p[1] + 1, 0)
        return [(">=", full), ("<", upper)]
    if op == ">=":
        return [(">=", full)]
    if op == "<":
        return [("<", full)]
    if op == ">":
        if n == 3:
            return [(">", full)]
        return [(">=", (p[0] + 1, 0, 0) if n == 1 else (p[0], p[1] + 1, 0))]
    if op == "<=":
        if n == 3:
            return [("<=", full)]
        return [("<", (p[0] + 1, 0, 0) if n == 1 else (p[0], p[1] + 1, 0))]
    raise ValueError("bad comparator %r" % token)


def parse_range(rng):
    """npm-style range: '||' alternatives of space-separated comparators,
    hyphen ranges 'A - B', ^ ~ x-ranges, partial versions."""
    alternatives = []
    for alt in rng.split("||"):
        alt = alt.strip()
        prims = []
        hy = re.match(r"^(\S+)\s+-\s+(\S+)$", alt)
        if hy:
            prims += _comparator(">=" + hy.group(1))
            prims += _comparator("<=" + hy.group(2))
        else:
            alt = re.sub(r"(\^|~>?|>=|<=|>|<|=)\s+", r"\1", alt)  # '>= 5' -> '>=5'
            for tok in alt.split():
                prims += _comparator(tok)
        alternatives.append(prims)
    return alternatives


def satisfies(version, rng):
    v = parse_version(version)
    ops = {"=": lambda a, b: a == b, ">": lambda a, b: a > b, ">=": lambda a, b: a >= b,
           "<": lambda a, b: a < b, "<=": lambda a, b: a <= b}
    return any(all(ops[op](v, b) for op, b in alt) for alt in parse_range(rng))


# self-test of the range logic
for ver, rng, want in [("2.7.16", "^2.6", True), ("3.0.0", "^2.6", False), ("5.18.3", ">=5 <6", True),
                       ("4.24.16", ">=5 <6", False), ("4.24.16", "^4.24", True), ("6.14.2", ">=6.19", False),
                       ("6.14.2", ">=6.7 <6.19", True), ("0.3.1", "^0.3", True), ("0.4.0", "^0.3", False),
                       ("2.38.2", "~2.38", True), ("2.39.0", "~2.38", False), ("5.4.3", "<=5.4", True),
                       ("5.5.0", "<=5.4", False), ("1.9.7", "1.x || >=2", True), ("5.0.0", "*", True),
                       ("5.9.0", ">=5.9 <6", True), ("5.8.9", ">=5.9 <6", False), ("18.3.1", "^18", True)]:
    assert satisfies(ver, rng) == want, (ver, rng, want)


# -------------------------------------------------------------- eligibility --
def eligibility(entry, ctx):
    """Return (eligible: bool, reasons: list[str]) per formats.md scope semantics."""
    reasons = []
    if entry["project"] not in ("*", ctx["project"]):
        reasons.append("project %s != %s" % (entry["project"], ctx["project"]))
    branches = entry.get("branches", ["*"])
    if not any(fnmatch.fnmatchcase(ctx["branch"], g) for g in branches):
        reasons.append("branch %s not in %s" % (ctx["branch"], branches))
    stack = ctx["stack"]
    for pkg, rng in entry.get("applies_to", {}).items():
        if pkg not in stack:
            reasons.append("stack lacks %s" % pkg)
        elif not satisfies(stack[pkg], rng):
            reasons.append("%s %s not in %s" % (pkg, stack[pkg], rng))
    return not reasons, reasons


def expected_decision(labels, entries, ctx):
    """formats.md section 3: inject if an eligible verified entry is labeled reusable;
    reference if only reference_only entries or non-verified reusable entries (eligible,
    not deprecated); abstain otherwise."""
    usable = []
    for eid, lab in labels.items():
        e = entries.get(eid)
        if e is None or lab == "not_applicable":
            continue
        ok, _ = eligibility(e, ctx)
        if ok and e["status"] != "deprecated":
            usable.append((lab, e["status"]))
    if any(lab == "reusable" and st == "verified" for lab, st in usable):
        return "inject"
    if usable:
        return "reference"
    return "abstain"


# ---------------------------------------------------------------- loading ---
def load(name):
    path = os.path.join(HERE, name)
    rows = []
    try:
        with open(path, encoding="utf-8") as f:
            for n, line in enumerate(f, 1):
                if not line.strip():
                    bad("%s:%d" % (name, n), "blank line")
                    continue
                try:
                    obj = json.loads(line)
                except json.JSONDecodeError as ex:
                    bad("%s:%d" % (name, n), "invalid JSON: %s" % ex)
                    continue
                if not isinstance(obj, dict):
                    bad("%s:%d" % (name, n), "not a JSON object")
                    continue
                rows.append((n, obj))
    except OSError as ex:
        bad(name, str(ex))
    return rows


def is_str(x, nonempty=True):
    return isinstance(x, str) and (bool(x.strip()) or not nonempty)


def check_entry(where, e):
    for f in ("id", "title", "body", "project", "asset_type", "status"):
        if not is_str(e.get(f)):
            bad(where, "missing or empty required string field %r" % f)
    if is_str(e.get("id")) and not ENTRY_ID.match(e["id"]):
        bad(where, "id %r does not match exp-%s-NNNN" % (e["id"], PREFIX))
    if is_str(e.get("title")) and "\n" in e["title"]:
        bad(where, "title must be one line")
    if e.get("asset_type") not in ASSET_TYPES:
        bad(where, "asset_type %r not allowed" % e.get("asset_type"))
    if e.get("status") not in STATUSES:
        bad(where, "status %r not allowed" % e.get("status"))
    if "branches" in e:
        b = e["branches"]
        if not (isinstance(b, list) and b and all(is_str(x) for x in b)):
            bad(where, "branches must be a non-empty list of glob strings")
    if "applies_to" in e:
        a = e["applies_to"]
        if not isinstance(a, dict) or not all(is_str(k) and is_str(v) for k, v in a.items()):
            bad(where, "applies_to must be an object of package -> range string")
        else:
            for k, v in a.items():
                try:
                    parse_range(v)
                except (ValueError, AttributeError) as ex:
                    bad(where, "applies_to[%s]: %s" % (k, ex))
    if "assets" in e:
        if not (isinstance(e["assets"], list) and all(is_str(x) for x in e["assets"])):
            bad(where, "assets must be a list of strings")
    for f in ("conditions", "counter_conditions", "source"):
        if f in e and not is_str(e[f]):
            bad(where, "%s must be a non-empty string" % f)
    if "updated_at" in e:
        try:
            datetime.date.fromisoformat(e["updated_at"])
        except (TypeError, ValueError):
            bad(where, "updated_at %r is not an ISO date" % e.get("updated_at"))


def check_context(where, ctx):
    if not isinstance(ctx, dict):
        bad(where, "context must be an object")
        return False
    ok = True
    for f in ("project", "branch"):
        if not is_str(ctx.get(f)):
            bad(where, "context.%s required" % f)
            ok = False
    st = ctx.get("stack")
    if not isinstance(st, dict) or not st:
        bad(where, "context.stack must be a non-empty object")
        return False
    for k, v in st.items():
        try:
            parse_version(v)
        except (ValueError, AttributeError) as ex:
            bad(where, "context.stack[%s]: %s" % (k, ex))
            ok = False
    if "asset" in ctx and not is_str(ctx["asset"]):
        bad(where, "context.asset must be a string")
    if "asset_type" in ctx and ctx["asset_type"] not in ASSET_TYPES:
        bad(where, "context.asset_type %r not allowed" % ctx["asset_type"])
    return ok


def main():
    entries = {}
    for n, e in load("experiences.jsonl"):
        where = "experiences.jsonl:%d (%s)" % (n, e.get("id"))
        check_entry(where, e)
        if e.get("id") in entries:
            bad(where, "duplicate id")
        entries[e.get("id")] = e

    queries = load("queries.jsonl")
    seen = set()
    cat, dec, lang, cat_dec = Counter(), Counter(), Counter(), Counter()
    for n, q in queries:
        qid = q.get("id")
        where = "queries.jsonl:%d (%s)" % (n, qid)
        if not (is_str(qid) and QUERY_ID.match(qid)):
            bad(where, "id must match q-%s-NNN" % PREFIX)
        if qid in seen:
            bad(where, "duplicate id")
        seen.add(qid)
        if not is_str(q.get("query")):
            bad(where, "query must be a non-empty string")
        ctx_ok = check_context(where, q.get("context"))
        labels = q.get("labels")
        if not isinstance(labels, dict):
            bad(where, "labels must be an object")
            labels = {}
        c, d, lg = q.get("category"), q.get("expected_decision"), q.get("lang")
        if c not in CATEGORIES:
            bad(where, "category %r not one of the library's categories" % c)
        if d not in DECISIONS:
            bad(where, "expected_decision %r not allowed" % d)
        if lg not in LANGS:
            bad(where, "lang %r not allowed" % lg)
        elif is_str(q.get("query")):
            has_cjk = bool(CJK.search(q["query"]))
            if lg == "en" and has_cjk:
                bad(where, "lang en but the query contains CJK text")
            if lg in ("zh", "mixed") and not has_cjk:
                bad(where, "lang %s but the query contains no CJK text" % lg)
        cat[c] += 1
        dec[d] += 1
        lang[lg] += 1
        cat_dec[(c, d)] += 1
        if not ctx_ok:
            continue
        ctx = q["context"]
        for eid, lab in labels.items():
            if lab not in LABELS:
                bad(where, "label %r for %s not allowed" % (lab, eid))
                continue
            e = entries.get(eid)
            if e is None:
                bad(where, "label names unknown entry %s" % eid)
                continue
            if lab in ("reusable", "reference_only"):
                ok, why = eligibility(e, ctx)
                if not ok:
                    bad(where, "%s labeled %s but ineligible: %s" % (eid, lab, "; ".join(why)))
                if e["status"] == "deprecated":
                    bad(where, "%s labeled %s but deprecated" % (eid, lab))
        want = expected_decision(labels, entries, ctx)
        if d in DECISIONS and want != d:
            bad(where, "expected_decision %s but labels/status/eligibility give %s" % (d, want))
        if c == "missing":
            if d != "abstain" or any(v != "not_applicable" for v in labels.values()):
                bad(where, "missing query must abstain with no usable label")
        if c == "long_doc":
            longs = [eid for eid, lab in labels.items() if lab in ("reusable", "reference_only")
                     and eid in entries and len(entries[eid]["body"]) >= LONG_DOC_CHARS]
            if not longs:
                bad(where, "long_doc query without a usable entry of >= %d characters" % LONG_DOC_CHARS)
        if c == "version_gate" and not any(entries.get(k, {}).get("applies_to") for k in labels):
            bad(where, "version_gate query labels no entry with applies_to")

    if len(entries) < MIN_ENTRIES:
        bad("experiences.jsonl", "%d entries < %d" % (len(entries), MIN_ENTRIES))
    if len(queries) < MIN_QUERIES:
        bad("queries.jsonl", "%d queries < %d" % (len(queries), MIN_QUERIES))
    for c in sorted(CATEGORIES):
        if cat[c] < MIN_PER_CATEGORY:
            bad("queries.jsonl", "category %s used %d times < %d" % (c, cat[c], MIN_PER_CATEGORY))

    total = max(1, len(queries))
    print("entries: %d   queries: %d" % (len(entries), len(queries)))
    st = Counter(e.get("status") for e in entries.values())
    print("entry status: " + ", ".join("%s=%d" % kv for kv in sorted(st.items())))
    print("long entries (>= %d chars): %d" % (LONG_DOC_CHARS,
          sum(1 for e in entries.values() if len(e.get("body", "")) >= LONG_DOC_CHARS)))
    print("decision mix: " + ", ".join("%s=%d (%.0f%%)" % (k, dec[k], 100.0 * dec[k] / total)
                                       for k in ("inject", "reference", "abstain")))
    print("language mix: " + ", ".join("%s=%d (%.0f%%)" % (k, lang[k], 100.0 * lang[k] / total)
                                       for k in ("zh", "mixed", "en")))
    print("category mix (inject/reference/abstain):")
    for c in sorted(CATEGORIES):
        print("  %-15s %3d   %d/%d/%d" % (c, cat[c], cat_dec[(c, "inject")],
                                         cat_dec[(c, "reference")], cat_dec[(c, "abstain")]))
    if problems:
        print("\n%d problem(s):" % len(problems))
        for p in problems:
            print("  - " + p)
        return 1
    print("\nOK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
