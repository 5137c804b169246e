#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""Standard-library checker for experiences.jsonl / queries.jsonl against spec/formats.md.

Checks:
  * every line parses and has the formats.md fields with the right types / enums;
  * every labeled entry's eligibility for its query is recomputed (project, branch fnmatchcase
    globs, applies_to npm-style semver ranges vs context.stack, status);
  * `reusable` / `reference_only` on an ineligible or deprecated entry is refused;
  * expected_decision is recomputed from labels + status + eligibility and must match;
  * library-level requirements (counts, categories, id prefixes, long_doc / multilingual sanity);
  * prints the category / decision / language mix.
Exit status 1 on any problem.

Usage: python3 check.py [DIR]   (default: the directory of this script)
"""
import collections
import datetime
import fnmatch
import json
import os
import re
import sys

PREFIX = "rc"
MIN_ENTRIES, MIN_QUERIES = 85, 65
ENTRY_ID_RE = re.compile(r"^exp-%s-\d{4}$" % PREFIX)
QUERY_ID_RE = re.compile(r"^q-%s-\d{3}$" % PREFIX)
ASSET_TYPES = {"component", "directive", "mixin", "filter", "store", "router", "plugin", "style",
               "build", "i18n", "test", "other"}
STATUSES = {"verified", "candidate", "review_required", "deprecated"}
LABELS = {"reusable", "reference_only", "not_applicable"}
DECISIONS = {"inject", "reference", "abstain"}
CATEGORIES = {"identifier", "synonym", "jargon", "version_gate", "status_gate", "scope_gate", "missing",
              "multilingual", "error_code", "long_doc", "not_applicable"}
LANGS = {"zh", "en", "mixed"}
ENTRY_REQUIRED = {"id": str, "title": str, "body": str, "project": str, "asset_type": str, "status": str}
ENTRY_OPTIONAL = {"branches": list, "applies_to": dict, "assets": list, "conditions": str,
                  "counter_conditions": str, "source": str, "updated_at": str}
QUERY_FIELDS = {"id", "query", "context", "labels", "expected_decision", "category", "lang", "top_k", "explain"}
LONG_DOC_MIN = 3000
MIN_PER_CATEGORY = 4

problems = []


def problem(where, msg):
    problems.append("%s: %s" % (where, msg))


# ----------------------------------------------------------------------------------------------
# semver (npm node-semver semantics for the subset used in package.json ranges)
# ----------------------------------------------------------------------------------------------
VERSION_RE = re.compile(r"^v?(\d+)\.(\d+)\.(\d+)$")
PARTIAL_RE = re.compile(r"^v?(\d+|[xX*])(?:\.(\d+|[xX*]))?(?:\.(\d+|[xX*]))?$")


class RangeError(ValueError):
    pass


def parse_version(s):
    m = VERSION_RE.match(s.strip())
    if not m:
        raise RangeError("not a full X.Y.Z version: %r" % s)
    return tuple(int(x) for x in m.groups())


def parse_partial(s):
    """-> list of ints (length 0..3); wildcard components truncate."""
    m = PARTIAL_RE.match(s)
    if not m:
        raise RangeError("bad version in range: %r" % s)
    out = []
    for g in m.groups():
        if g is None or g in ("x", "X", "*"):
            break
        out.append(int(g))
    return out


def _pad(p):
    return tuple(p + [0] * (3 - len(p)))


def _bump(p):
    """Upper bound (exclusive) for a partial: 1 -> 2.0.0, 1.2 -> 1.3.0."""
    if not p:
        return None
    q = list(p)
    q[-1] += 1
    return _pad(q)


def desugar(comp):
    """One comparator token -> list of (op, version-tuple) with op in >=,>,<=,<,=."""
    m = re.match(r"^(\^|~>|~|>=|<=|>|<|=)?(.*)$", comp)
    op, rest = m.group(1) or "", m.group(2)
    if rest in ("", "*", "x", "X"):
        if op in ("<", ">"):
            return [("<", (0, 0, 0))]  # matches nothing
        return []
    p = parse_partial(rest)
    if not p:
        return [] if op not in ("<", ">") else [("<", (0, 0, 0))]
    full = len(p) == 3
    if op == "^":
        lo = _pad(p)
        if p[0] != 0 or len(p) == 1:
            hi = (p[0] + 1, 0, 0)
        elif len(p) == 2 or p[1] != 0:
            hi = (0, p[1] + 1, 0)
        else:
            hi = (0, 0, p[2] + 1)
        return [(">=", lo), ("<", hi)]
    if op in ("~", "~>"):
        lo = _pad(p)
        hi = (p[0] + 1, 0, 0) if len(p) == 1 else (p[0], p[1] + 1, 0)
        return [(">=", lo), ("<", hi)]
    if op in ("", "="):
        if full:
            return [("=", tuple(p))]
        return [(">=", _pad(p)), ("<", _bump(p))]
    if op == ">=":
        return [(">=", _pad(p))]
    if op == "<":
        return [("<", _pad(p))]
    if op == ">":
        return [(">", tuple(p))] if full else [(">=", _bump(p))]
    if op == "<=":
        return [("<=", tuple(p))] if full else [("<", _bump(p))]
    raise RangeError("bad comparator %r" % comp)


def parse_range(rng):
    """-> list of comparator sets (OR of ANDs)."""
    if not isinstance(rng, str):
        raise RangeError("range must be a string")
    sets = []
    for part in rng.split("||"):
        part = re.sub(r"(>=|<=|>|<|=|\^|~>|~)\s+", r"\1", part.strip())
        hy = re.match(r"^(\S+)\s+-\s+(\S+)$", part)
        if hy:
            lo, hi = parse_partial(hy.group(1)), parse_partial(hy.group(2))
            cs = [(">=", _pad(lo))] if lo else []
            if hi:
                cs.append(("<=", tuple(hi)) if len(hi) == 3 else ("<", _bump(hi)))
            sets.append(cs)
            continue
        cs = []
        for tok in part.split():
            cs.extend(desugar(tok))
        sets.append(cs)
    return sets


def satisfies(version, rng):
    v = parse_version(version)
    ops = {">=": lambda a, b: a >= b, ">": lambda a, b: a > b, "<=": lambda a, b: a <= b,
           "<": lambda a, b: a < b, "=": lambda a, b: a == b}
    return any(all(ops[op](v, b) for op, b in cs) for cs in parse_range(rng))


def _semver_selftest():
    cases = [("5.12.8", ">=5 <6", True), ("4.24.15", ">=5 <6", False), ("4.24.15", "^4.24", True),
             ("4.23.9", "^4.24", False), ("2.7.16", "~2.6.0", False), ("2.6.14", "~2.6.0", True),
             ("2.7.16", ">=2.7 <3", True), ("6.3.0", ">=6.4 <7", False), ("6.3.0", ">=6.0 <6.4", True),
             ("4.3.9", ">=4.5 <5", False), ("4.5.2", ">=4.5 <5", True), ("1.9.7", "^2.0", False),
             ("0.2.5", "^0.2.3", True), ("0.3.0", "^0.2.3", False), ("1.2.9", "1.2", True),
             ("1.3.0", "1.2.x", False), ("2.0.0", "1.0.0 - 2", True), ("3.0.0", "1.0.0 - 2", False),
             ("3.1.0", "^2.0 || ^3.1", True), ("5.1.0", ">=5.1 <6", True), ("5.0.9", ">=5.1 <6", False),
             ("1.0.0", "*", True), ("2.3.4", ">2.3", False), ("2.4.0", ">2.3", True), ("2.3.9", "<=2.3", True)]
    for v, r, want in cases:
        got = satisfies(v, r)
        if got != want:
            problem("semver-selftest", "%s in %r: got %s want %s" % (v, r, got, want))


# ----------------------------------------------------------------------------------------------
# eligibility and decision (formats.md §1 status + scope semantics, §3 expected_decision)
# ----------------------------------------------------------------------------------------------
def eligibility(entry, ctx):
    """-> list of reasons the entry is out of scope for the query context (empty = eligible)."""
    reasons = []
    if entry["project"] not in ("*", ctx["project"]):
        reasons.append("project %s != %s" % (entry["project"], ctx["project"]))
    branches = entry.get("branches", ["*"])
    if not any(fnmatch.fnmatchcase(ctx["branch"], g) for g in branches):
        reasons.append("branch %s not in %s" % (ctx["branch"], branches))
    stack = ctx["stack"]
    for pkg, rng in sorted(entry.get("applies_to", {}).items()):
        if pkg not in stack:
            reasons.append("stack lacks %s" % pkg)
        elif not satisfies(stack[pkg], rng):
            reasons.append("%s %s not in %r" % (pkg, stack[pkg], rng))
    return reasons


def recompute_decision(labels, entries, ctx):
    has_inject = has_ref = False
    for eid, lab in labels.items():
        e = entries.get(eid)
        if e is None or lab == "not_applicable":
            continue
        if e["status"] == "deprecated" or eligibility(e, ctx):
            continue  # refused separately; never counts
        if lab == "reusable" and e["status"] == "verified":
            has_inject = True
        else:
            has_ref = True
    return "inject" if has_inject else ("reference" if has_ref else "abstain")


# ----------------------------------------------------------------------------------------------
# language heuristics
# ----------------------------------------------------------------------------------------------
CJK_RE = re.compile(r"[\u3400-\u9fff]")
WORD_RE = re.compile(r"[A-Za-z][A-Za-z'-]*")
ENGLISH_PHRASE_RE = re.compile(r"\b[A-Za-z]{2,}(?:[ ,]+[A-Za-z']+){3,}")


def entry_lang(entry):
    prose = re.sub(r"```.*?```", " ", entry["body"], flags=re.S)
    prose = re.sub(r"`[^`]*`", " ", prose)
    cjk = len(CJK_RE.findall(prose))
    words = len(WORD_RE.findall(prose))
    return "zh" if cjk >= words else "en"


def check_query_lang(qid, lang, text):
    has_cjk = bool(CJK_RE.search(text))
    if lang == "en" and has_cjk:
        problem(qid, "lang=en but query contains CJK characters")
    if lang in ("zh", "mixed") and not has_cjk:
        problem(qid, "lang=%s but query has no CJK characters" % lang)
    if lang == "mixed":
        stripped = re.sub(r"`[^`]*`", " ", text)
        if not ENGLISH_PHRASE_RE.search(stripped):
            problem(qid, "lang=mixed but no English phrase of 4+ words found")


# ----------------------------------------------------------------------------------------------
# loading / field validation
# ----------------------------------------------------------------------------------------------
def load_jsonl(path):
    rows = []
    try:
        fh = open(path, encoding="utf-8")
    except OSError as exc:
        problem(path, "cannot open: %s" % exc)
        return rows
    with fh:
        for n, line in enumerate(fh, 1):
            if not line.strip():
                problem("%s:%d" % (os.path.basename(path), n), "blank line")
                continue
            try:
                obj = json.loads(line)
            except json.JSONDecodeError as exc:
                problem("%s:%d" % (os.path.basename(path), n), "invalid JSON: %s" % exc)
                continue
            if not isinstance(obj, dict):
                problem("%s:%d" % (os.path.basename(path), n), "line is not a JSON object")
                continue
            rows.append(obj)
    return rows


def validate_entry(e, where):
    ok = True
    for k, t in ENTRY_REQUIRED.items():
        if k not in e:
            problem(where, "missing required field %r" % k)
            ok = False
        elif not isinstance(e[k], t) or (t is str and not e[k].strip()):
            problem(where, "field %r must be a non-empty %s" % (k, t.__name__))
            ok = False
    for k, t in ENTRY_OPTIONAL.items():
        if k in e and not isinstance(e[k], t):
            problem(where, "field %r must be %s" % (k, t.__name__))
            ok = False
    for k in e:
        if k not in ENTRY_REQUIRED and k not in ENTRY_OPTIONAL:
            problem(where, "unexpected field %r (not in formats.md §1)" % k)
    if not ok:
        return False
    if not ENTRY_ID_RE.match(e["id"]):
        problem(where, "id %r does not match exp-%s-NNNN" % (e["id"], PREFIX))
    if "\n" in e["title"]:
        problem(where, "title must be one line")
    if e["asset_type"] not in ASSET_TYPES:
        problem(where, "bad asset_type %r" % e["asset_type"])
    if e["status"] not in STATUSES:
        problem(where, "bad status %r" % e["status"])
        ok = False
    if "branches" in e:
        if not e["branches"] or not all(isinstance(b, str) and b for b in e["branches"]):
            problem(where, "branches must be a non-empty list of glob strings")
            ok = False
    if "assets" in e and not all(isinstance(a, str) and a for a in e["assets"]):
        problem(where, "assets must be a list of non-empty strings")
    for pkg, rng in e.get("applies_to", {}).items():
        try:
            parse_range(rng)
        except RangeError as exc:
            problem(where, "applies_to[%s]: %s" % (pkg, exc))
            ok = False
    if "updated_at" in e:
        try:
            datetime.date.fromisoformat(e["updated_at"])
        except ValueError:
            problem(where, "updated_at %r is not an ISO date" % e["updated_at"])
    if e["status"] == "deprecated" and not e.get("counter_conditions"):
        problem(where, "deprecated entry should say why in counter_conditions")
    return ok


def validate_query(q, where):
    ok = True
    for k in ("id", "query", "context", "labels", "expected_decision", "category", "lang"):
        if k not in q:
            problem(where, "missing field %r" % k)
            ok = False
    for k in q:
        if k not in QUERY_FIELDS:
            problem(where, "unexpected field %r" % k)
    if not ok:
        return False
    if not isinstance(q["id"], str) or not QUERY_ID_RE.match(q["id"]):
        problem(where, "id %r does not match q-%s-NNN" % (q["id"], PREFIX))
    if not isinstance(q["query"], str) or not q["query"].strip():
        problem(where, "query must be a non-empty string")
        ok = False
    ctx = q["context"]
    if not isinstance(ctx, dict):
        problem(where, "context must be an object")
        return False
    for k in ("project", "branch"):
        if not isinstance(ctx.get(k), str) or not ctx.get(k):
            problem(where, "context.%s required (string)" % k)
            ok = False
    stack = ctx.get("stack")
    if not isinstance(stack, dict) or not stack:
        problem(where, "context.stack required (object package -> version)")
        ok = False
    else:
        for pkg, ver in stack.items():
            try:
                parse_version(ver if isinstance(ver, str) else "")
            except RangeError as exc:
                problem(where, "context.stack[%s]: %s" % (pkg, exc))
                ok = False
    for k in ("asset", "asset_type"):
        if k in ctx and not isinstance(ctx[k], str):
            problem(where, "context.%s must be a string" % k)
    if "asset_type" in ctx and ctx["asset_type"] not in ASSET_TYPES:
        problem(where, "context.asset_type %r not an asset_type" % ctx["asset_type"])
    for k in ctx:
        if k not in ("project", "branch", "stack", "asset", "asset_type"):
            problem(where, "unexpected context field %r" % k)
    if "top_k" in q and (not isinstance(q["top_k"], int) or q["top_k"] < 1):
        problem(where, "top_k must be a positive integer")
    if not isinstance(q["labels"], dict):
        problem(where, "labels must be an object")
        ok = False
    else:
        for eid, lab in q["labels"].items():
            if lab not in LABELS:
                problem(where, "label %r for %s is not one of %s" % (lab, eid, sorted(LABELS)))
                ok = False
    if q["expected_decision"] not in DECISIONS:
        problem(where, "bad expected_decision %r" % q["expected_decision"])
        ok = False
    if q["category"] not in CATEGORIES:
        problem(where, "category %r not in %s" % (q["category"], sorted(CATEGORIES)))
    if q["lang"] not in LANGS:
        problem(where, "lang %r not in %s" % (q["lang"], sorted(LANGS)))
    return ok


# ----------------------------------------------------------------------------------------------
def main():
    base = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
    _semver_selftest()

    entries = {}
    for i, e in enumerate(load_jsonl(os.path.join(base, "experiences.jsonl")), 1):
        where = "experiences.jsonl:%d(%s)" % (i, e.get("id"))
        if not validate_entry(e, where):
            continue
        if e["id"] in entries:
            problem(where, "duplicate id")
        entries[e["id"]] = e

    queries = []
    seen_q = set()
    for i, q in enumerate(load_jsonl(os.path.join(base, "queries.jsonl")), 1):
        where = "queries.jsonl:%d(%s)" % (i, q.get("id"))
        if not validate_query(q, where):
            continue
        if q["id"] in seen_q:
            problem(where, "duplicate id")
        seen_q.add(q["id"])
        queries.append(q)

    labeled_ids = set()
    na_on_eligible = 0
    cross = collections.Counter()
    for q in queries:
        qid, ctx, labels = q["id"], q["context"], q["labels"]
        check_query_lang(qid, q["lang"], q["query"])
        for eid, lab in labels.items():
            e = entries.get(eid)
            if e is None:
                problem(qid, "label names unknown entry %s" % eid)
                continue
            labeled_ids.add(eid)
            why = eligibility(e, ctx)
            if lab in ("reusable", "reference_only"):
                if e["status"] == "deprecated":
                    problem(qid, "%s labeled %s but is deprecated (excluded always)" % (eid, lab))
                if why:
                    problem(qid, "%s labeled %s but ineligible: %s" % (eid, lab, "; ".join(why)))
            elif not why and e["status"] != "deprecated":
                na_on_eligible += 1
        want = recompute_decision(labels, entries, ctx)
        if want != q["expected_decision"]:
            problem(qid, "expected_decision %s, but labels/status/eligibility give %s"
                    % (q["expected_decision"], want))
        positive = [entries[i] for i, l in labels.items() if i in entries and l != "not_applicable"]
        cat = q["category"]
        if cat == "missing" and q["expected_decision"] != "abstain":
            problem(qid, "category missing must be abstain")
        if cat == "long_doc" and not any(len(e["body"]) >= LONG_DOC_MIN for e in positive):
            problem(qid, "long_doc query has no positive label on an entry of >= %d chars" % LONG_DOC_MIN)
        if cat == "multilingual":
            qlang = "en" if q["lang"] == "en" else "zh"
            if not any(entry_lang(e) != qlang for e in positive):
                problem(qid, "multilingual query: no positively labeled entry in another language")
        if cat == "version_gate" and not any(
                any("not in" in r and "branch" not in r or "stack lacks" in r for r in eligibility(entries[i], ctx))
                for i in labels if i in entries):
            problem(qid, "version_gate query labels no entry excluded by applies_to")
        if cat == "scope_gate" and not any(
                any(r.startswith("project") or r.startswith("branch") for r in eligibility(entries[i], ctx))
                for i in labels if i in entries):
            problem(qid, "scope_gate query labels no entry excluded by project/branch")
        if cat == "status_gate" and not any(entries[i]["status"] != "verified" for i in labels if i in entries):
            problem(qid, "status_gate query labels no non-verified entry")
        if cat == "not_applicable" and "not_applicable" not in labels.values():
            problem(qid, "not_applicable query has no not_applicable label")
        cross[(cat, q["expected_decision"])] += 1

    # library-level requirements
    if len(entries) < MIN_ENTRIES:
        problem("library", "only %d entries (< %d)" % (len(entries), MIN_ENTRIES))
    if len(queries) < MIN_QUERIES:
        problem("library", "only %d queries (< %d)" % (len(queries), MIN_QUERIES))
    cats = collections.Counter(q["category"] for q in queries)
    for c in sorted(CATEGORIES):
        if cats[c] < MIN_PER_CATEGORY:
            problem("library", "category %s used %d times (< %d)" % (c, cats[c], MIN_PER_CATEGORY))
    long_entries = [e for e in entries.values() if len(e["body"]) >= LONG_DOC_MIN]
    if not long_entries:
        problem("library", "no entry of >= %d chars for long_doc" % LONG_DOC_MIN)

    # report
    n = len(queries) or 1
    decs = collections.Counter(q["expected_decision"] for q in queries)
    langs = collections.Counter(q["lang"] for q in queries)
    print("entries: %d   queries: %d   labeled entries: %d   unlabeled entries: %d"
          % (len(entries), len(queries), len(labeled_ids), len(entries) - len(labeled_ids)))
    print("entry status: %s" % dict(sorted(collections.Counter(e["status"] for e in entries.values()).items())))
    print("entry project: %s" % dict(sorted(collections.Counter(e["project"] for e in entries.values()).items())))
    print("entry language (prose heuristic): %s"
          % dict(sorted(collections.Counter(entry_lang(e) for e in entries.values()).items())))
    print("entries >= %d chars: %s" % (LONG_DOC_MIN, ", ".join(sorted(e["id"] for e in long_entries))))
    print("not_applicable labels on eligible, non-deprecated entries (counter-condition / sub-question): %d"
          % na_on_eligible)
    print("\ncategory mix:")
    for c in sorted(cats):
        row = "  ".join("%s=%d" % (d, cross[(c, d)]) for d in ("inject", "reference", "abstain") if cross[(c, d)])
        print("  %-15s %3d   (%s)" % (c, cats[c], row))
    print("\ndecision mix:")
    for d in ("inject", "reference", "abstain"):
        print("  %-10s %3d  %5.1f%%" % (d, decs[d], 100.0 * decs[d] / n))
    print("\nlanguage mix:")
    for l in ("zh", "mixed", "en"):
        print("  %-10s %3d  %5.1f%%" % (l, langs[l], 100.0 * langs[l] / n))

    if problems:
        print("\n%d problem(s):" % len(problems))
        for p in problems:
            print("  - " + p)
        return 1
    print("\nOK: all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
