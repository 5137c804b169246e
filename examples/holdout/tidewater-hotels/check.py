#!/usr/bin/env python3
"""Checker for the Tidewater Hotels evaluation library (prefix tw).

Validates experiences.jsonl and queries.jsonl (next to this script, or the
directory given as argv[1]) against /work/shared/spec/formats.md sections 1
and 3, recomputes eligibility of every labeled entry for every query, refuses
usable labels on ineligible / deprecated entries, recomputes
expected_decision, runs category consistency checks, and prints the
category / decision / language mix. Exit status 1 on any problem.
Standard library only.
"""
import datetime
import fnmatch
import json
import os
import re
import sys
from collections import Counter, defaultdict

PREFIX = "tw"
ENTRY_ID_RE = re.compile(r"^exp-%s-\d{4}$" % PREFIX)
QUERY_ID_RE = re.compile(r"^q-%s-\d{3}$" % PREFIX)
ASSET_TYPES = {"component", "directive", "mixin", "filter", "store", "router", "plugin",
               "style", "build", "i18n", "test", "other"}
STATUSES = {"verified", "candidate", "review_required", "deprecated"}
LABELS = {"reusable", "reference_only", "not_applicable"}
DECISIONS = {"inject", "reference", "abstain"}
CATEGORIES = ["identifier", "synonym", "jargon", "version_gate", "status_gate", "scope_gate",
              "missing", "multilingual", "error_code", "long_doc", "not_applicable"]
LANGS = {"zh", "en", "mixed"}
MIN_ENTRIES, MIN_QUERIES, MIN_PER_CATEGORY = 85, 65, 4
LONG_DOC_CHARS = 3000
# "roughly 60 / 20 / 20": accepted band per decision (fractions)
DECISION_BANDS = {"inject": (0.50, 0.70), "reference": (0.12, 0.28), "abstain": (0.12, 0.28)}

PROBLEMS = []


def problem(msg):
    PROBLEMS.append(msg)


# ---------------------------------------------------------------------------
# semver (npm-style ranges: ^ ~ >= > <= < = x-ranges, hyphen ranges, ||)
# ---------------------------------------------------------------------------

VERSION_RE = re.compile(r"^v?(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)"
                        r"(?:-([0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*))?(?:\+[0-9A-Za-z.-]+)?$")
PARTIAL_RE = re.compile(r"^v?(\d+|[xX*])(?:\.(\d+|[xX*])(?:\.(\d+|[xX*])"
                        r"(?:-([0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*))?)?)?$")


class RangeError(ValueError):
    pass


def parse_version(s):
    m = VERSION_RE.match(s.strip()) if isinstance(s, str) else None
    if not m:
        raise RangeError("not a semver version: %r" % (s,))
    pre = tuple(m.group(4).split(".")) if m.group(4) else ()
    return (int(m.group(1)), int(m.group(2)), int(m.group(3)), pre)


def _pre_key(pre):
    # releases sort after prereleases; numeric identifiers before alphanumeric
    if not pre:
        return (1, ())
    return (0, tuple((0, int(p), "") if p.isdigit() else (1, 0, p) for p in pre))


def vkey(v):
    return (v[0], v[1], v[2], _pre_key(v[3]))


def _parse_partial(s):
    m = PARTIAL_RE.match(s)
    if not m:
        raise RangeError("bad version in range: %r" % s)
    parts = []
    for g in m.group(1, 2, 3):
        if g is None or g in ("x", "X", "*"):
            parts.append(None)
        else:
            parts.append(int(g))
    # once a part is a wildcard, the following ones are too
    for i in range(1, 3):
        if parts[i - 1] is None:
            parts[i] = None
    pre = tuple(m.group(4).split(".")) if m.group(4) else ()
    return parts[0], parts[1], parts[2], pre


def _comparators(op, text):
    """Expand one comparator into primitive (op, version) constraints."""
    M, m, p, pre = _parse_partial(text)
    if M is None:
        return []  # '*' / 'x': anything
    lo = (M, m or 0, p or 0, pre)
    if op in ("", "="):
        if m is None:
            return [(">=", (M, 0, 0, ())), ("<", (M + 1, 0, 0, ()))]
        if p is None:
            return [(">=", (M, m, 0, ())), ("<", (M, m + 1, 0, ()))]
        return [("=", lo)]
    if op == "^":
        if M > 0 or m is None:
            hi = (M + 1, 0, 0, ())
        elif m > 0 or p is None:
            hi = (0, m + 1, 0, ())
        else:
            hi = (0, 0, p + 1, ())
        return [(">=", lo), ("<", hi)]
    if op == "~":
        hi = (M + 1, 0, 0, ()) if m is None else (M, m + 1, 0, ())
        return [(">=", lo), ("<", hi)]
    if op == ">=":
        return [(">=", lo)]
    if op == "<":
        return [("<", lo)]
    if op == ">":
        if m is None:
            return [(">=", (M + 1, 0, 0, ()))]
        if p is None:
            return [(">=", (M, m + 1, 0, ()))]
        return [(">", lo)]
    if op == "<=":
        if m is None:
            return [("<", (M + 1, 0, 0, ()))]
        if p is None:
            return [("<", (M, m + 1, 0, ()))]
        return [("<=", lo)]
    raise RangeError("unknown operator %r" % op)


def parse_range(rng):
    """Return a list of comparator sets (OR of ANDs)."""
    if not isinstance(rng, str) or not rng.strip():
        raise RangeError("empty range")
    sets = []
    for part in rng.split("||"):
        part = part.strip()
        if not part:
            raise RangeError("empty alternative in %r" % rng)
        hy = re.match(r"^(\S+)\s+-\s+(\S+)$", part)
        if hy:
            lo = _comparators(">=", hy.group(1))
            a, b, c, pre = _parse_partial(hy.group(2))
            if a is None:
                hi = []
            elif b is None:
                hi = [("<", (a + 1, 0, 0, ()))]
            elif c is None:
                hi = [("<", (a, b + 1, 0, ()))]
            else:
                hi = [("<=", (a, b, c, pre))]
            sets.append(lo + hi)
            continue
        part = re.sub(r"(>=|<=|>|<|=|\^|~)\s+", r"\1", part)
        comps = []
        for tok in part.split():
            mm = re.match(r"^(>=|<=|>|<|=|\^|~)?(.+)$", tok)
            comps.extend(_comparators(mm.group(1) or "", mm.group(2)))
        sets.append(comps)
    return sets


def _test(op, v, c):
    a, b = vkey(v), vkey(c)
    return {"=": a == b, ">=": a >= b, ">": a > b, "<": a < b, "<=": a <= b}[op]


def satisfies(version, rng):
    v = parse_version(version)
    for comps in parse_range(rng):
        if not all(_test(op, v, c) for op, c in comps):
            continue
        if v[3]:  # npm: prereleases only match a comparator on the same core version
            if not any(c[3] and c[:3] == v[:3] for _, c in comps):
                continue
        return True
    return False


def _selftest():
    cases = [
        ("2.6.14", "^2.6", True), ("3.0.0", "^2.6", False), ("2.5.9", "^2.6", False),
        ("18.2.0", ">=18", True), ("17.0.2", ">=18", False),
        ("5.12.5", ">=5 <6", True), ("4.24.15", ">=5 <6", False), ("6.0.0", ">=5 <6", False),
        ("5.6.0", ">=5.6 <6", True), ("5.5.9", ">=5.6 <6", False),
        ("4.24.15", "^4.24", True), ("4.23.0", "^4.24", False),
        ("17.0.2", "^17", True), ("18.0.0", "^17", False),
        ("1.9.7", "^2.0", False), ("2.0.1", "^2.0", True), ("1.9.7", ">=1.9", True),
        ("6.3.0", ">=6 <6.4", True), ("6.4.0", ">=6 <6.4", False), ("6.21.1", ">=6.4", True),
        ("13.5.6", ">=14 <15", False), ("14.1.0", ">=14 <15", True), ("13.5.6", ">=13.4", True),
        ("5.14.20", ">=5.11 <5.15", True), ("5.15.2", ">=5.11 <5.15", False),
        ("4.3.9", ">=4.4 <5", False), ("4.4.7", ">=4.4 <5", True), ("4.5.0", "^4", True),
        ("1.7.8", "~1.7", True), ("1.8.0", "~1.7", False), ("0.2.5", "^0.2", True), ("0.3.0", "^0.2", False),
        ("1.2.3", "1.x", True), ("2.0.0", "1.x || 2.x", True), ("3.1.0", "1.0.0 - 3", True),
        ("3.0.0", "<=2.9", False), ("2.9.9", "<=2.9", True), ("2.0.0", ">1", True), ("1.9.0", ">1", False),
        ("5.0.0-beta.1", ">=5 <6", False), ("5.12.5", "*", True),
    ]
    for v, r, want in cases:
        got = satisfies(v, r)
        if got != want:
            problem("semver self-test: %s in %r gave %s, expected %s" % (v, r, got, want))


# ---------------------------------------------------------------------------
# helpers
# ---------------------------------------------------------------------------

CJK_RE = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\u3000-\u303f\uff00-\uffef]")
LATIN_WORD_RE = re.compile(r"[A-Za-z][A-Za-z'-]*")
ERROR_RE = re.compile(r"(Error|Warning|Exception|SCRIPT\d+|\b[45]\d\d\b|"
                      r"\b[A-Z][A-Z0-9]+(?:[-_][A-Z0-9]+)+\b|has been removed|is not a function|"
                      r"is not configured|is undefined|not mounted|value was detected|only works in a)")


def text_lang(text):
    cjk = len(CJK_RE.findall(text))
    return "zh" if cjk >= 20 else "en"


def load_jsonl(path, what):
    rows = []
    if not os.path.exists(path):
        problem("%s: file missing" % path)
        return rows
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            if not line.strip():
                problem("%s line %d: blank line" % (what, n))
                continue
            try:
                obj = json.loads(line)
            except json.JSONDecodeError as e:
                problem("%s line %d: invalid JSON (%s)" % (what, n, e))
                continue
            if not isinstance(obj, dict):
                problem("%s line %d: not a JSON object" % (what, n))
                continue
            rows.append((n, obj))
    return rows


def is_str(x, nonempty=True):
    return isinstance(x, str) and (bool(x.strip()) or not nonempty)


def is_str_list(x):
    return isinstance(x, list) and all(is_str(i) for i in x)


# ---------------------------------------------------------------------------
# entries
# ---------------------------------------------------------------------------

def check_entries(rows):
    entries = {}
    for n, e in rows:
        where = "experiences line %d (%s)" % (n, e.get("id"))
        for f in ("id", "title", "body", "project", "asset_type", "status"):
            if f not in e:
                problem("%s: missing required field %r" % (where, f))
        eid = e.get("id")
        if not is_str(eid) or not ENTRY_ID_RE.match(eid):
            problem("%s: id must match exp-%s-NNNN" % (where, PREFIX))
            continue
        if eid in entries:
            problem("%s: duplicate id" % where)
        for f in ("title", "body", "project"):
            if f in e and not is_str(e[f]):
                problem("%s: %s must be a non-empty string" % (where, f))
        if is_str(e.get("title")) and "\n" in e["title"]:
            problem("%s: title must be one line" % where)
        if e.get("asset_type") not in ASSET_TYPES:
            problem("%s: asset_type %r not allowed" % (where, e.get("asset_type")))
        if e.get("status") not in STATUSES:
            problem("%s: status %r not allowed" % (where, e.get("status")))
        if "branches" in e and not (is_str_list(e["branches"]) and e["branches"]):
            problem("%s: branches must be a non-empty list of glob strings" % where)
        if "applies_to" in e:
            at = e["applies_to"]
            if not isinstance(at, dict):
                problem("%s: applies_to must be an object" % where)
            else:
                for pkg, rng in at.items():
                    if not is_str(pkg) or not is_str(rng):
                        problem("%s: applies_to %r: %r must map a package to a range string" % (where, pkg, rng))
                        continue
                    try:
                        parse_range(rng)
                    except RangeError as ex:
                        problem("%s: applies_to %s: %s" % (where, pkg, ex))
        if "assets" in e and not is_str_list(e["assets"]):
            problem("%s: assets must be a list of strings" % where)
        for f in ("conditions", "counter_conditions", "source"):
            if f in e and not is_str(e[f]):
                problem("%s: %s must be a non-empty string" % (where, f))
        if "updated_at" in e:
            try:
                datetime.date.fromisoformat(e["updated_at"])
            except (TypeError, ValueError):
                problem("%s: updated_at %r is not an ISO date" % (where, e.get("updated_at")))
        entries[eid] = e
    return entries


def eligibility(entry, ctx):
    """Return a list of reasons the entry is NOT eligible (empty = eligible)."""
    reasons = []
    proj = entry.get("project")
    if proj != "*" and proj != ctx.get("project"):
        reasons.append("project %s != %s" % (proj, ctx.get("project")))
    branches = entry.get("branches", ["*"])
    if not any(fnmatch.fnmatchcase(ctx.get("branch", ""), g) for g in branches):
        reasons.append("branch %s not in %s" % (ctx.get("branch"), branches))
    stack = ctx.get("stack", {})
    for pkg, rng in entry.get("applies_to", {}).items():
        if pkg not in stack:
            reasons.append("applies_to %s: stack lacks %s" % (pkg, pkg))
            continue
        try:
            ok = satisfies(stack[pkg], rng)
        except RangeError as ex:
            reasons.append("applies_to %s: %s" % (pkg, ex))
            continue
        if not ok:
            reasons.append("applies_to %s %s excludes %s" % (pkg, rng, stack[pkg]))
    return reasons


def decide(labels, entries, ctx):
    has_inject = has_ref = False
    for eid, lab in labels.items():
        e = entries.get(eid)
        if e is None or lab == "not_applicable":
            continue
        if eligibility(e, ctx) or e.get("status") == "deprecated":
            continue
        if lab == "reusable" and e.get("status") == "verified":
            has_inject = True
        else:
            has_ref = True
    return "inject" if has_inject else ("reference" if has_ref else "abstain")


# ---------------------------------------------------------------------------
# queries
# ---------------------------------------------------------------------------

def check_queries(rows, entries):
    queries = []
    seen = set()
    for n, q in rows:
        qid = q.get("id")
        where = "queries line %d (%s)" % (n, qid)
        ok = True
        for f in ("id", "query", "context", "labels", "expected_decision", "category", "lang"):
            if f not in q:
                problem("%s: missing field %r" % (where, f))
                ok = False
        if not ok:
            continue
        if not is_str(qid) or not QUERY_ID_RE.match(qid):
            problem("%s: id must match q-%s-NNN" % (where, PREFIX))
        if qid in seen:
            problem("%s: duplicate id" % where)
        seen.add(qid)
        if not is_str(q["query"]):
            problem("%s: query must be a non-empty string" % where)
            continue
        ctx = q["context"]
        if not isinstance(ctx, dict):
            problem("%s: context must be an object" % where)
            continue
        for f in ("project", "branch"):
            if not is_str(ctx.get(f)):
                problem("%s: context.%s must be a non-empty string" % (where, f))
        stack = ctx.get("stack")
        if not isinstance(stack, dict) or not stack:
            problem("%s: context.stack must be a non-empty object" % where)
            continue
        for pkg, ver in stack.items():
            try:
                parse_version(ver)
            except RangeError as ex:
                problem("%s: stack %s: %s" % (where, pkg, ex))
        if "asset" in ctx and not is_str(ctx["asset"]):
            problem("%s: context.asset must be a string" % where)
        if "asset_type" in ctx and ctx["asset_type"] not in ASSET_TYPES:
            problem("%s: context.asset_type %r not allowed" % (where, ctx["asset_type"]))
        if "top_k" in q and not (isinstance(q["top_k"], int) and not isinstance(q["top_k"], bool) and q["top_k"] > 0):
            problem("%s: top_k must be a positive integer" % where)
        if "explain" in q and not isinstance(q["explain"], bool):
            problem("%s: explain must be a boolean" % where)
        labels = q["labels"]
        if not isinstance(labels, dict):
            problem("%s: labels must be an object" % where)
            continue
        if q["expected_decision"] not in DECISIONS:
            problem("%s: expected_decision %r not allowed" % (where, q["expected_decision"]))
        if q["category"] not in CATEGORIES:
            problem("%s: category %r not in %s" % (where, q["category"], CATEGORIES))
        if q["lang"] not in LANGS:
            problem("%s: lang %r not in %s" % (where, q["lang"], sorted(LANGS)))

        usable = []
        for eid, lab in labels.items():
            if lab not in LABELS:
                problem("%s: label %r for %s not allowed" % (where, lab, eid))
                continue
            e = entries.get(eid)
            if e is None:
                problem("%s: label names unknown entry %s" % (where, eid))
                continue
            if lab in ("reusable", "reference_only"):
                why = eligibility(e, ctx)
                if why:
                    problem("%s: %s labeled %s but ineligible: %s" % (where, eid, lab, "; ".join(why)))
                elif e.get("status") == "deprecated":
                    problem("%s: %s labeled %s but deprecated" % (where, eid, lab))
                else:
                    usable.append((eid, lab, e))
        want = decide(labels, entries, ctx)
        if q["expected_decision"] != want:
            problem("%s: expected_decision %s, rules give %s" % (where, q["expected_decision"], want))

        check_category(where, q, ctx, labels, usable, entries)
        check_lang(where, q)
        queries.append(q)
    return queries


def check_category(where, q, ctx, labels, usable, entries):
    cat, text = q["category"], q["query"]
    labeled = [(eid, lab, entries[eid]) for eid, lab in labels.items() if eid in entries]
    if cat != "missing" and not labeled:
        problem("%s: category %s but no labels" % (where, cat))
    if cat == "missing":
        if q["expected_decision"] != "abstain" or usable:
            problem("%s: missing query must be abstain with no usable label" % where)
    elif cat == "identifier":
        names = {a for _, _, e in usable for a in e.get("assets", [])}
        if not any(a in text for a in names):
            problem("%s: identifier query names none of its usable entries' assets" % where)
    elif cat == "synonym":
        for eid, lab, e in usable:
            if lab == "reusable":
                hit = [a for a in e.get("assets", []) if a.lower() in text.lower()]
                if hit:
                    problem("%s: synonym query uses the entry's asset name(s) %s" % (where, hit))
    elif cat == "version_gate":
        def version_only(e):
            r = eligibility(e, ctx)
            return r and all(x.startswith("applies_to") for x in r)
        if not any(version_only(e) for _, _, e in labeled):
            problem("%s: version_gate query has no entry excluded by applies_to alone" % where)
    elif cat == "status_gate":
        if not any(e.get("status") != "verified" for _, _, e in labeled):
            problem("%s: status_gate query labels no non-verified entry" % where)
    elif cat == "scope_gate":
        if not any(any(x.startswith(("project", "branch")) for x in eligibility(e, ctx)) for _, _, e in labeled):
            problem("%s: scope_gate query labels no entry out of project/branch scope" % where)
    elif cat == "multilingual":
        langs = {text_lang(e["title"] + "\n" + e["body"]) for _, lab, e in usable if lab == "reusable"}
        qlang = q["lang"]
        if not langs or (qlang != "mixed" and langs == {qlang}):
            problem("%s: multilingual query (%s) has no reusable entry in another language" % (where, qlang))
    elif cat == "error_code":
        if not ERROR_RE.search(text):
            problem("%s: error_code query quotes no recognisable error message or code" % where)
    elif cat == "long_doc":
        if not any(lab == "reusable" and len(e["body"]) >= LONG_DOC_CHARS for _, lab, e in usable):
            problem("%s: long_doc query has no reusable entry of >= %d chars" % (where, LONG_DOC_CHARS))
    elif cat == "not_applicable":
        if not any(lab == "not_applicable" and not eligibility(e, ctx) and e.get("status") != "deprecated"
                   for _, lab, e in labeled):
            problem("%s: not_applicable query has no eligible entry labeled not_applicable" % where)


def check_lang(where, q):
    text = q["query"]
    cjk = len(CJK_RE.findall(text))
    words = len(LATIN_WORD_RE.findall(text))
    lang = q["lang"]
    if lang == "en" and cjk:
        problem("%s: lang en but the query contains CJK text" % where)
    elif lang == "zh" and cjk < 8:
        problem("%s: lang zh but the query has little Chinese" % where)
    elif lang == "mixed" and (cjk < 3 or words < 5):
        problem("%s: lang mixed needs both Chinese and English prose" % where)


# ---------------------------------------------------------------------------
# report
# ---------------------------------------------------------------------------

def pct(n, total):
    return "%5.1f%%" % (100.0 * n / total) if total else "  n/a"


def report(entries, queries):
    nq = len(queries)
    print("entries: %d   queries: %d" % (len(entries), nq))
    st = Counter(e["status"] for e in entries.values())
    print("entry status:   " + ", ".join("%s %d" % kv for kv in sorted(st.items())))
    pj = Counter(e["project"] for e in entries.values())
    print("entry project:  " + ", ".join("%s %d" % kv for kv in sorted(pj.items())))
    el = Counter(text_lang(e["title"] + "\n" + e["body"]) for e in entries.values())
    print("entry language: " + ", ".join("%s %d" % kv for kv in sorted(el.items())))
    long_n = sum(1 for e in entries.values() if len(e["body"]) >= LONG_DOC_CHARS)
    print("entries >= %d chars: %d" % (LONG_DOC_CHARS, long_n))

    dec = Counter(q["expected_decision"] for q in queries)
    print("\ndecision mix:")
    for d in ("inject", "reference", "abstain"):
        print("  %-10s %3d  %s" % (d, dec[d], pct(dec[d], nq)))
    lang = Counter(q["lang"] for q in queries)
    print("language mix:")
    for l in ("en", "zh", "mixed"):
        print("  %-10s %3d  %s" % (l, lang[l], pct(lang[l], nq)))

    by = defaultdict(Counter)
    for q in queries:
        by[q["category"]][q["expected_decision"]] += 1
    print("\ncategory mix:     total  inject  reference  abstain")
    for c in CATEGORIES:
        t = sum(by[c].values())
        print("  %-15s %5d  %6d  %9d  %7d" % (c, t, by[c]["inject"], by[c]["reference"], by[c]["abstain"]))

    # library-level requirements
    if len(entries) < MIN_ENTRIES:
        problem("only %d entries (need >= %d)" % (len(entries), MIN_ENTRIES))
    if nq < MIN_QUERIES:
        problem("only %d queries (need >= %d)" % (nq, MIN_QUERIES))
    for c in CATEGORIES:
        if sum(by[c].values()) < MIN_PER_CATEGORY:
            problem("category %s used %d times (need >= %d)" % (c, sum(by[c].values()), MIN_PER_CATEGORY))
    for d, (lo, hi) in DECISION_BANDS.items():
        share = dec[d] / nq if nq else 0
        if not lo <= share <= hi:
            problem("decision %s share %.1f%% outside %.0f-%.0f%%" % (d, 100 * share, 100 * lo, 100 * hi))
    if long_n == 0:
        problem("no entry of >= %d chars for long_doc queries" % LONG_DOC_CHARS)
    unused = [eid for eid in entries if not any(eid in q["labels"] for q in queries)]
    print("\nentries never labeled by any query: %d" % len(unused))


def main():
    base = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
    _selftest()
    entries = check_entries(load_jsonl(os.path.join(base, "experiences.jsonl"), "experiences"))
    queries = check_queries(load_jsonl(os.path.join(base, "queries.jsonl"), "queries"), entries)
    report(entries, queries)
    if PROBLEMS:
        print("\n%d problem(s):" % len(PROBLEMS))
        for p in PROBLEMS:
            print("  - " + p)
        sys.exit(1)
    print("\nOK: all checks passed")


if __name__ == "__main__":
    main()
