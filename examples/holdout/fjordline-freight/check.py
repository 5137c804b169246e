#!/usr/bin/env python3
"""Validate experiences.jsonl + queries.jsonl against the data contract (formats.md §1, §3).

Standard library only. Usage: python3 check.py [DIR]   (DIR defaults to this file's folder)

Checks
- every line is a JSON object with the required fields and types (§1 entry, §3 eval query,
  plus this library's "category" and "lang");
- ids are unique and follow exp-fj-NNNN / q-fj-NNN; labels name existing entries with a
  valid grade;
- eligibility per labeled entry and query (project equal or "*", a branches glob matching
  the query branch with fnmatch.fnmatchcase, every applies_to package present in
  context.stack at a version inside the semver range);
- a `reusable` or `reference_only` label on an ineligible or deprecated entry is refused;
- expected_decision is recomputed from labels + status + eligibility and must match;
- category / decision / language mix is printed; size and coverage minimums enforced.
Exit status 1 on any problem.
"""
import json
import os
import re
import sys
from collections import Counter, defaultdict
from datetime import date
from fnmatch import fnmatchcase

PREFIX = "fj"
ASSET_TYPES = {"component", "directive", "mixin", "filter", "store", "router", "plugin",
               "style", "build", "i18n", "test", "other"}
STATUSES = {"verified", "candidate", "review_required", "deprecated"}
LABELS = {"reusable", "reference_only", "not_applicable"}
DECISIONS = {"inject", "reference", "abstain"}
CATEGORIES = {"identifier", "synonym", "jargon", "version_gate", "status_gate", "scope_gate",
              "missing", "multilingual", "error_code", "long_doc", "not_applicable"}
LANGS = {"zh", "en", "mixed"}
MIN_ENTRIES, MIN_QUERIES, MIN_PER_CATEGORY, LONG_DOC_CHARS = 85, 65, 4, 3000

problems = []


def problem(msg):
    problems.append(msg)


# ---------------------------------------------------------------- semver (npm-style subset)
VER_RE = re.compile(r"^v?(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?$")
PART_RE = re.compile(r"^v?(\*|x|X|\d+)(?:\.(\*|x|X|\d+)(?:\.(\*|x|X|\d+)(?:-([0-9A-Za-z.-]+))?)?)?$")


def parse_version(s):
    m = VER_RE.match(s.strip())
    if not m:
        raise ValueError("not a semver version: %r" % s)
    pre = tuple(m.group(4).split(".")) if m.group(4) else ()
    return (int(m.group(1)), int(m.group(2)), int(m.group(3)), pre)


def _pre_key(pre):
    if not pre:
        return (1,)
    ids = []
    for p in pre:
        ids.append((0, int(p), "") if p.isdigit() else (1, 0, p))
    return (0, tuple(ids), len(ids))


def vkey(v):
    return (v[0], v[1], v[2], _pre_key(v[3]))


def _num(x):
    return None if x is None or x in ("*", "x", "X") else int(x)


def _comparators(token):
    """One range token -> list of (op, version) comparators; [] means 'any'."""
    m = re.match(r"^(>=|<=|>|<|=|\^|~>|~)?(.*)$", token)
    op, rest = m.group(1) or "", m.group(2)
    if op == "~>":
        op = "~"
    if rest in ("", "*", "x", "X"):
        return [] if op in ("", "=", "^", "~", ">=", "<=") else [("<", (0, 0, 0, ("0",)))]
    pm = PART_RE.match(rest)
    if not pm:
        raise ValueError("bad range token %r" % token)
    M, N, P = _num(pm.group(1)), _num(pm.group(2)), _num(pm.group(3))
    pre = tuple(pm.group(4).split(".")) if pm.group(4) else ()
    if M is None:
        return [] if op not in (">", "<") else [("<", (0, 0, 0, ("0",)))]
    low = (M, N or 0, P or 0, pre)
    full = N is not None and P is not None
    if op in ("", "="):
        if full:
            return [("=", low)]
        if N is None:
            return [(">=", low), ("<", (M + 1, 0, 0, ()))]
        return [(">=", low), ("<", (M, N + 1, 0, ()))]
    if op == "^":
        if M > 0:
            up = (M + 1, 0, 0, ())
        elif N is None:
            up = (1, 0, 0, ())
        elif N > 0:
            up = (0, N + 1, 0, ())
        elif P is None:
            up = (0, 1, 0, ())
        else:
            up = (0, 0, P + 1, ())
        return [(">=", low), ("<", up)]
    if op == "~":
        up = (M + 1, 0, 0, ()) if N is None else (M, N + 1, 0, ())
        return [(">=", low), ("<", up)]
    if op == ">=":
        return [(">=", low)]
    if op == ">":
        if full:
            return [(">", low)]
        if N is None:
            return [(">=", (M + 1, 0, 0, ()))]
        return [(">=", (M, N + 1, 0, ()))]
    if op == "<":
        return [("<", low)]
    if op == "<=":
        if full:
            return [("<=", low)]
        if N is None:
            return [("<", (M + 1, 0, 0, ()))]
        return [("<", (M, N + 1, 0, ()))]
    raise ValueError("bad operator in %r" % token)


def parse_range(rng):
    """Range string -> list of comparator sets (OR of ANDs)."""
    if not isinstance(rng, str):
        raise ValueError("range must be a string: %r" % (rng,))
    sets = []
    for part in rng.split("||"):
        part = part.strip()
        hm = re.match(r"^(\S+)\s+-\s+(\S+)$", part)
        if hm:
            comps = [c for c in _comparators(">=" + hm.group(1))] + _comparators("<=" + hm.group(2))
        else:
            part = re.sub(r"(>=|<=|>|<|=|\^|~>|~)\s+", r"\1", part)
            comps = []
            for tok in part.split():
                comps.extend(_comparators(tok))
        sets.append(comps)
    return sets


def _cmp_ok(v, op, c):
    a, b = vkey(v), vkey(c)
    return {"=": a == b, ">=": a >= b, ">": a > b, "<": a < b, "<=": a <= b}[op]


def satisfies(version, rng):
    v = parse_version(version)
    for comps in parse_range(rng):
        if not all(_cmp_ok(v, op, c) for op, c in comps):
            continue
        if v[3]:  # prerelease only matches a comparator with a prerelease on the same tuple
            if not any(c[3] and c[:3] == v[:3] for _, c in comps):
                continue
        return True
    return False


def _selftest():
    cases = [("5.15.20", "^5", True), ("4.12.4", "^5", False), ("5.14.18", ">=5.15 <6", False),
             ("5.15.0", ">=5.15 <6", True), ("4.3.9", ">=4.4 <5", False), ("4.5.2", ">=4.5 <5", True),
             ("14.0.4", ">=14.1", False), ("14.1.4", ">=14.1", True), ("7.51.5", ">=7.40 <8", True),
             ("5.8.6", ">=5.9 <6", False), ("5.12.8", ">=5.11 <6", True), ("4.36.1", "^4", True),
             ("5.17.9", "^4", False), ("0.27.2", "^0.27", True), ("0.28.0", "^0.27", False),
             ("2.7.2", "~2.7", True), ("2.8.0", "~2.7", False), ("1.2.3", "1.x", True),
             ("3.0.0", "1 - 2", False), ("2.9.9", "1 - 2", True), ("1.0.0", "<1.0.0 || >=2", False),
             ("2.0.1", "<1.0.0 || >=2", True), ("5.0.0-alpha.170", ">=5", False),
             ("5.0.0-alpha.170", ">=5.0.0-alpha.100", True), ("23.7.16", ">=21.3", True),
             ("13.4.0", ">= 13.4", True), ("1.2.0", "*", True)]
    for v, r, want in cases:
        got = satisfies(v, r)
        if got != want:
            problem("semver self-test: satisfies(%r, %r) = %s, expected %s" % (v, r, got, want))


# ---------------------------------------------------------------- loading
def load_jsonl(path):
    rows = []
    try:
        with open(path, encoding="utf-8") as f:
            for n, line in enumerate(f, 1):
                if not line.strip():
                    problem("%s:%d: empty line" % (os.path.basename(path), n))
                    continue
                try:
                    obj = json.loads(line)
                except json.JSONDecodeError as e:
                    problem("%s:%d: invalid JSON: %s" % (os.path.basename(path), n, e))
                    continue
                if not isinstance(obj, dict):
                    problem("%s:%d: not a JSON object" % (os.path.basename(path), n))
                    continue
                rows.append(obj)
    except OSError as e:
        problem("cannot read %s: %s" % (path, e))
    return rows


def is_str_list(x):
    return isinstance(x, list) and all(isinstance(i, str) and i for i in x)


def check_entry(e):
    eid = e.get("id")
    where = "entry %s" % (eid,)
    if not isinstance(eid, str) or not re.match(r"^exp-%s-\d{4}$" % PREFIX, eid):
        problem("%s: id must look like exp-%s-NNNN" % (where, PREFIX))
    for f in ("title", "body", "project", "asset_type", "status"):
        if not isinstance(e.get(f), str) or not e.get(f).strip():
            problem("%s: required string field %r missing or empty" % (where, f))
    if isinstance(e.get("title"), str) and "\n" in e["title"]:
        problem("%s: title must be one line" % where)
    if e.get("asset_type") not in ASSET_TYPES:
        problem("%s: asset_type %r not in %s" % (where, e.get("asset_type"), sorted(ASSET_TYPES)))
    if e.get("status") not in STATUSES:
        problem("%s: status %r not in %s" % (where, e.get("status"), sorted(STATUSES)))
    if "branches" in e and (not is_str_list(e["branches"]) or not e["branches"]):
        problem("%s: branches must be a non-empty list of glob strings" % where)
    at = e.get("applies_to", {})
    if not isinstance(at, dict):
        problem("%s: applies_to must be an object" % where)
    else:
        for pkg, rng in at.items():
            try:
                parse_range(rng)
            except ValueError as ex:
                problem("%s: applies_to[%s]: %s" % (where, pkg, ex))
    if "assets" in e and not (isinstance(e["assets"], list) and all(isinstance(a, str) for a in e["assets"])):
        problem("%s: assets must be a list of strings" % where)
    for f in ("conditions", "counter_conditions", "source"):
        if f in e and not isinstance(e[f], str):
            problem("%s: %s must be a string" % (where, f))
    if "updated_at" in e:
        try:
            date.fromisoformat(e["updated_at"])
        except (TypeError, ValueError):
            problem("%s: updated_at %r is not an ISO date" % (where, e.get("updated_at")))


def eligibility(entry, ctx):
    """Return a list of reasons why the entry is NOT eligible (empty list = eligible)."""
    why = []
    if entry.get("project") not in ("*", ctx.get("project")):
        why.append("project %s != %s" % (entry.get("project"), ctx.get("project")))
    branches = entry.get("branches", ["*"])
    if not any(fnmatchcase(ctx.get("branch", ""), g) for g in branches):
        why.append("branch %s not in %s" % (ctx.get("branch"), branches))
    stack = ctx.get("stack", {})
    for pkg, rng in entry.get("applies_to", {}).items():
        if pkg not in stack:
            why.append("stack lacks %s (needs %s)" % (pkg, rng))
        else:
            try:
                if not satisfies(stack[pkg], rng):
                    why.append("%s %s outside %s" % (pkg, stack[pkg], rng))
            except ValueError as ex:
                why.append("bad version/range %s: %s" % (pkg, ex))
    return why


def lang_ok(text, lang):
    cjk = len(re.findall(r"[\u3400-\u9fff\uf900-\ufaff]", text))
    latin_words = len(re.findall(r"[A-Za-z]{2,}", re.sub(r"`[^`]*`", "", text)))
    if lang == "en":
        return cjk == 0
    if lang == "zh":
        return cjk >= 6
    return cjk >= 2 and latin_words >= 2  # mixed


def check_query(q, entries_by_id):
    qid = q.get("id")
    where = "query %s" % (qid,)
    if not isinstance(qid, str) or not re.match(r"^q-%s-\d{3}$" % PREFIX, qid):
        problem("%s: id must look like q-%s-NNN" % (where, PREFIX))
    if not isinstance(q.get("query"), str) or not q["query"].strip():
        problem("%s: query text missing" % where)
    ctx = q.get("context")
    if not isinstance(ctx, dict):
        problem("%s: context missing" % where)
        return None
    for f in ("project", "branch"):
        if not isinstance(ctx.get(f), str) or not ctx.get(f):
            problem("%s: context.%s required" % (where, f))
    stack = ctx.get("stack")
    if not isinstance(stack, dict) or not stack:
        problem("%s: context.stack required (package -> version)" % where)
        stack = {}
    for pkg, ver in stack.items():
        try:
            parse_version(ver)
        except (ValueError, AttributeError):
            problem("%s: stack %s=%r is not a semver version" % (where, pkg, ver))
    if "asset" in ctx and not isinstance(ctx["asset"], str):
        problem("%s: context.asset must be a string" % where)
    if "asset_type" in ctx and ctx["asset_type"] not in ASSET_TYPES:
        problem("%s: context.asset_type %r invalid" % (where, ctx["asset_type"]))
    if "top_k" in q and (not isinstance(q["top_k"], int) or q["top_k"] < 1):
        problem("%s: top_k must be a positive integer" % where)
    if q.get("category") not in CATEGORIES:
        problem("%s: category %r not in %s" % (where, q.get("category"), sorted(CATEGORIES)))
    if q.get("lang") not in LANGS:
        problem("%s: lang %r not in %s" % (where, q.get("lang"), sorted(LANGS)))
    elif isinstance(q.get("query"), str) and not lang_ok(q["query"], q["lang"]):
        problem("%s: text does not look like lang=%s" % (where, q["lang"]))
    if q.get("expected_decision") not in DECISIONS:
        problem("%s: expected_decision %r invalid" % (where, q.get("expected_decision")))
    labels = q.get("labels")
    if not isinstance(labels, dict):
        problem("%s: labels must be an object" % where)
        return None

    has_inject, has_ref = False, False
    for eid, lab in labels.items():
        if lab not in LABELS:
            problem("%s: label %r for %s invalid" % (where, lab, eid))
            continue
        e = entries_by_id.get(eid)
        if e is None:
            problem("%s: label names unknown entry %s" % (where, eid))
            continue
        if lab == "not_applicable":
            continue
        why = eligibility(e, ctx)
        if why:
            problem("%s: %s labeled %s but ineligible (%s)" % (where, eid, lab, "; ".join(why)))
            continue
        if e.get("status") == "deprecated":
            problem("%s: %s labeled %s but deprecated" % (where, eid, lab))
            continue
        if lab == "reusable" and e.get("status") == "verified":
            has_inject = True
        else:
            has_ref = True
    computed = "inject" if has_inject else ("reference" if has_ref else "abstain")
    if q.get("expected_decision") in DECISIONS and computed != q["expected_decision"]:
        problem("%s: expected_decision %s but labels+status+eligibility give %s"
                % (where, q["expected_decision"], computed))

    cat = q.get("category")
    usable = [eid for eid, lab in labels.items() if lab in ("reusable", "reference_only")
              and eid in entries_by_id]
    if cat == "missing" and usable:
        problem("%s: category missing but has usable labels %s" % (where, usable))
    if cat == "long_doc" and not any(len(entries_by_id[i].get("body", "")) >= LONG_DOC_CHARS for i in usable):
        problem("%s: long_doc query without a usable entry of >= %d chars" % (where, LONG_DOC_CHARS))
    labeled = [entries_by_id[i] for i in labels if i in entries_by_id]
    gate_ok = {
        # the gate must actually be exercised by some labeled entry
        "version_gate": lambda: any(e.get("applies_to") for e in labeled),
        "status_gate": lambda: any(e.get("status") != "verified" for e in labeled),
        "scope_gate": lambda: any(e.get("project") in ("*",) or e.get("project") != ctx.get("project")
                                  or e.get("branches", ["*"]) != ["*"] for e in labeled),
        "not_applicable": lambda: any(lab == "not_applicable" for lab in labels.values()),
    }
    if cat in gate_ok and not gate_ok[cat]():
        problem("%s: %s query has no labeled entry that exercises that gate" % (where, cat))
    return computed


def pct(n, total):
    return "%5.1f%%" % (100.0 * n / total) if total else "  n/a"


def main():
    d = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
    _selftest()
    entries = load_jsonl(os.path.join(d, "experiences.jsonl"))
    queries = load_jsonl(os.path.join(d, "queries.jsonl"))

    entries_by_id = {}
    for e in entries:
        check_entry(e)
        if e.get("id") in entries_by_id:
            problem("duplicate entry id %s" % e.get("id"))
        entries_by_id[e.get("id")] = e
    seen_q = set()
    for q in queries:
        if q.get("id") in seen_q:
            problem("duplicate query id %s" % q.get("id"))
        seen_q.add(q.get("id"))
        check_query(q, entries_by_id)

    if len(entries) < MIN_ENTRIES:
        problem("only %d entries (< %d)" % (len(entries), MIN_ENTRIES))
    if len(queries) < MIN_QUERIES:
        problem("only %d queries (< %d)" % (len(queries), MIN_QUERIES))
    cats = Counter(q.get("category") for q in queries)
    for c in sorted(CATEGORIES):
        if cats[c] < MIN_PER_CATEGORY:
            problem("category %s used %d times (< %d)" % (c, cats[c], MIN_PER_CATEGORY))
    long_entries = [e["id"] for e in entries if len(e.get("body", "")) >= LONG_DOC_CHARS]

    # ---- report
    nq = len(queries)
    dec = Counter(q.get("expected_decision") for q in queries)
    lang = Counter(q.get("lang") for q in queries)
    status = Counter(e.get("status") for e in entries)
    proj = Counter(e.get("project") for e in entries)
    lab = Counter(l for q in queries for l in q.get("labels", {}).values())
    cross = defaultdict(Counter)
    for q in queries:
        cross[q.get("category")][q.get("expected_decision")] += 1

    print("entries: %d  (projects %s; status %s; long >= %d chars: %d)"
          % (len(entries), dict(proj), dict(status), LONG_DOC_CHARS, len(long_entries)))
    print("queries: %d  labels: %s" % (nq, dict(lab)))
    print("\ncategory         n  inject reference abstain")
    for c in sorted(cats):
        print("  %-14s %3d  %6d %9d %7d" % (c, cats[c], cross[c]["inject"], cross[c]["reference"],
                                            cross[c]["abstain"]))
    print("\ndecision mix: " + "  ".join("%s %d (%s)" % (k, dec[k], pct(dec[k], nq).strip())
                                         for k in ("inject", "reference", "abstain")))
    print("language mix: " + "  ".join("%s %d (%s)" % (k, lang[k], pct(lang[k], nq).strip())
                                       for k in ("en", "zh", "mixed")))
    if nq:
        for k, lo, hi in (("inject", 0.50, 0.70), ("reference", 0.12, 0.30), ("abstain", 0.12, 0.30)):
            share = dec[k] / nq
            if not lo <= share <= hi:
                print("WARNING: %s share %.0f%% outside the intended %d-%d%% band" % (k, share * 100, lo * 100, hi * 100))

    if problems:
        print("\n%d problem(s):" % len(problems))
        for p in problems:
            print("  - " + p)
        sys.exit(1)
    print("\nOK: all checks passed")


if __name__ == "__main__":
    main()
