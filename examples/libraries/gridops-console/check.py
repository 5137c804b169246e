#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""Independent checker for experiences.jsonl / queries.jsonl (formats.md §1, §3).

Recomputes eligibility (project, branch glob, applies_to semver ranges against the query stack,
status) and expected_decision from the files alone, and reports every inconsistency.
Exit status 0 when no problems were found.
"""
import collections
import datetime
import fnmatch
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))

ASSET_TYPES = {"component", "directive", "mixin", "filter", "store", "router", "plugin", "style",
               "build", "i18n", "test", "other"}
STATUSES = {"verified", "candidate", "review_required", "deprecated"}
LABELS = {"reusable", "reference_only", "not_applicable"}
DECISIONS = {"inject", "reference", "abstain"}
CATEGORIES = ["identifier", "synonym", "jargon", "version_gate", "status_gate", "scope_gate",
              "missing", "not_applicable", "long_doc", "multilingual", "error_code"]
LONG_DOC_CHARS = 1500

# ---------------------------------------------------------------- semver (own implementation)

_VER_RE = re.compile(r"^v?(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?$")
_PARTIAL_RE = re.compile(r"^v?(\d+|[xX*])(?:\.(\d+|[xX*]))?(?:\.(\d+|[xX*]))?(?:-([0-9A-Za-z.-]+))?$")
_COMP_RE = re.compile(r"^(>=|<=|>|<|=|\^|~>|~)?\s*(.+)$")


class SemverError(ValueError):
    pass


def parse_version(s):
    """Full version 'M.m.p[-pre]' -> (M, m, p, pre_tuple_or_None)."""
    m = _VER_RE.match(s.strip())
    if not m:
        raise SemverError("not a full semver version: %r" % s)
    pre = tuple(m.group(4).split(".")) if m.group(4) else None
    return (int(m.group(1)), int(m.group(2)), int(m.group(3)), pre)


def _cmp_pre(a, b):
    if a == b:
        return 0
    if a is None:
        return 1
    if b is None:
        return -1
    for x, y in zip(a, b):
        if x == y:
            continue
        xn, yn = x.isdigit(), y.isdigit()
        if xn and yn:
            return -1 if int(x) < int(y) else 1
        if xn != yn:
            return -1 if xn else 1
        return -1 if x < y else 1
    return -1 if len(a) < len(b) else (1 if len(a) > len(b) else 0)


def cmp_version(a, b):
    if a[:3] != b[:3]:
        return -1 if a[:3] < b[:3] else 1
    return _cmp_pre(a[3], b[3])


def _partial(s):
    m = _PARTIAL_RE.match(s.strip())
    if not m:
        raise SemverError("bad version in range: %r" % s)
    parts = []
    for g in m.groups()[:3]:
        if g is None or g in ("x", "X", "*"):
            break
        parts.append(int(g))
    pre = tuple(m.group(4).split(".")) if m.group(4) and len(parts) == 3 else None
    return parts, pre


def _lo(parts, pre=None):
    p = parts + [0] * (3 - len(parts))
    return (p[0], p[1], p[2], pre)


def _comparators(token):
    """One comparator token -> list of (op, version) with op in {'>=','>','<','<=','='}."""
    m = _COMP_RE.match(token)
    if not m:
        raise SemverError("bad comparator %r" % token)
    op, rest = m.group(1) or "", m.group(2)
    parts, pre = _partial(rest)
    if not parts:  # '*', 'x'
        if op in ("", "=", ">=", "^", "~", "~>", "<="):
            return []
        return [("<", (0, 0, 0, ("0",)))]  # '<*' / '>*' match nothing
    if op in ("", "="):
        if len(parts) == 3:
            return [("=", _lo(parts, pre))]
        return [(">=", _lo(parts)), ("<", _lo(_inc(parts, len(parts) - 1)))]
    if op == "^":
        lo = _lo(parts, pre)
        if parts[0] > 0 or len(parts) == 1:
            hi = _lo([parts[0] + 1])
        elif len(parts) == 2 or parts[1] > 0:
            hi = _lo([0, parts[1] + 1])
        else:
            hi = _lo([0, 0, parts[2] + 1])
        return [(">=", lo), ("<", hi)]
    if op in ("~", "~>"):
        lo = _lo(parts, pre)
        hi = _lo([parts[0] + 1]) if len(parts) == 1 else _lo([parts[0], parts[1] + 1])
        return [(">=", lo), ("<", hi)]
    if op == ">=":
        return [(">=", _lo(parts, pre))]
    if op == "<":
        return [("<", _lo(parts, pre))]
    if op == ">":
        if len(parts) == 3:
            return [(">", _lo(parts, pre))]
        return [(">=", _lo(_inc(parts, len(parts) - 1)))]
    if op == "<=":
        if len(parts) == 3:
            return [("<=", _lo(parts, pre))]
        return [("<", _lo(_inc(parts, len(parts) - 1)))]
    raise SemverError("unknown operator %r" % op)


def _inc(parts, idx):
    p = list(parts[: idx + 1])
    p[idx] += 1
    return p


def parse_range(rng):
    """Range string -> list (OR) of lists (AND) of comparators."""
    if not isinstance(rng, str) or not rng.strip():
        raise SemverError("empty range")
    alts = []
    for alt in rng.split("||"):
        alt = alt.strip()
        if not alt:
            raise SemverError("empty alternative in %r" % rng)
        hy = re.match(r"^(\S+)\s+-\s+(\S+)$", alt)
        comps = []
        if hy:
            comps += _comparators(">=" + hy.group(1))
            comps += _comparators("<=" + hy.group(2))
        else:
            # glue operators separated from their version by spaces: '>= 18' -> '>=18'
            alt = re.sub(r"(>=|<=|>|<|=|\^|~>|~)\s+", r"\1", alt)
            for tok in alt.split():
                comps += _comparators(tok)
        alts.append(comps)
    return alts


def satisfies(version, rng):
    v = parse_version(version)
    for comps in parse_range(rng):
        ok = True
        for op, b in comps:
            c = cmp_version(v, b)
            if op == ">=" and c < 0 or op == ">" and c <= 0 or op == "<" and c >= 0 \
                    or op == "<=" and c > 0 or op == "=" and c != 0:
                ok = False
                break
        # prerelease versions only match comparators on the same M.m.p with a prerelease
        if ok and v[3] is not None:
            ok = any(b[3] is not None and b[:3] == v[:3] for _, b in comps)
        if ok:
            return True
    return False


SEMVER_SELFTEST = [
    ("18.2.0", ">=18 <19", True), ("19.0.0", ">=18 <19", False), ("17.0.2", ">=18 <19", False),
    ("5.12.8", "^5", True), ("6.0.0", "^5", False), ("5.4.3", "5.x", True), ("4.9.0", "5.x", False),
    ("0.27.2", ">=0.27 <1", True), ("1.6.2", ">=0.27 <1", False), ("0.27.2", "^0.27", True),
    ("0.28.0", "^0.27", False), ("5.8.6", ">=5.9 <6", False), ("5.9.0", ">=5.9 <6", True),
    ("4.3.9", ">=4.4 <5", False), ("4.4.7", ">=4.4 <5", True), ("4.3.9", ">=4 <4.4", True),
    ("6.3.0", ">=6.4 <7", False), ("6.21.1", ">=6.4 <7", True), ("6.3.0", ">=6 <6.4", True),
    ("3.2.20", "^3.2", True), ("3.1.0", "^3.2", False), ("2.7.16", "^2.7", True), ("3.0.0", "^2.7", False),
    ("4.24.15", ">=4.23", True), ("4.22.0", ">=4.23", False), ("5.1.0", ">=5.1 <6", True),
    ("5.0.7", ">=5.1 <6", False), ("1.4.0", "~1.4", True), ("1.5.0", "~1.4", False),
    ("5.0.0-beta.1", "^5", False), ("2.0.16", "^3", False), ("16.8.0", ">=16.8", True),
    ("18.3.1", "^17 || ^18", True), ("1.2.3", "1.2.3", True), ("1.2.4", "1.2.3", False),
    ("2.5.0", "1.0.0 - 2.5.0", True), ("2.5.1", "1.0.0 - 2.5.0", False), ("3.0.0", "*", True),
    ("5.0.0", ">4", True), ("4.9.9", ">4", False), ("4.9.9", "<=4", True), ("5.0.0", "<=4", False),
]

# ---------------------------------------------------------------- language heuristic


def strip_code(text):
    text = re.sub(r"```.*?```", " ", text, flags=re.S)
    return re.sub(r"`[^`]*`", " ", text)


def language(text):
    t = strip_code(text)
    cjk = len(re.findall(r"[\u4e00-\u9fff]", t))
    latin = len(re.findall(r"[A-Za-z]{2,}", t))
    if cjk == 0:
        return "en"
    if cjk >= 1.5 * latin:
        return "zh"
    return "mixed"


def entry_language(ent):
    return language(ent["title"] + "\n" + ent["body"])


# ---------------------------------------------------------------- eligibility


def scope_ok(ent, ctx):
    if ent["project"] not in ("*", ctx["project"]):
        return False, "project %s != %s" % (ent["project"], ctx["project"])
    branches = ent.get("branches", ["*"])
    if not any(fnmatch.fnmatchcase(ctx["branch"], g) for g in branches):
        return False, "branch %s not in %s" % (ctx["branch"], branches)
    return True, ""


def version_ok(ent, ctx):
    stack = ctx["stack"]
    for pkg, rng in (ent.get("applies_to") or {}).items():
        if pkg not in stack:
            return False, "stack lacks %s (entry needs %s)" % (pkg, rng)
        if not satisfies(stack[pkg], rng):
            return False, "%s %s not in %s" % (pkg, stack[pkg], rng)
    return True, ""


def eligibility(ent, ctx):
    """-> (eligible, reason_kind, reason) where reason_kind in {'', 'scope', 'version', 'status'}."""
    ok, why = scope_ok(ent, ctx)
    if not ok:
        return False, "scope", why
    ok, why = version_ok(ent, ctx)
    if not ok:
        return False, "version", why
    if ent["status"] == "deprecated":
        return False, "status", "deprecated"
    return True, "", ""


def recompute_decision(q, entries):
    inject = reference = False
    for eid, lab in q["labels"].items():
        ent = entries.get(eid)
        if ent is None:
            continue
        ok, _, _ = eligibility(ent, q["context"])
        if not ok:
            continue
        if lab == "reusable" and ent["status"] == "verified":
            inject = True
        elif lab == "reusable" or lab == "reference_only":
            reference = True
    return "inject" if inject else ("reference" if reference else "abstain")


# ---------------------------------------------------------------- main checks


def load_jsonl(path, problems):
    rows = []
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            if not line.strip():
                problems.append("%s:%d: empty line" % (os.path.basename(path), n))
                continue
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError as ex:
                problems.append("%s:%d: invalid JSON: %s" % (os.path.basename(path), n, ex))
    return rows


def main():
    problems, warnings = [], []

    for ver, rng, want in SEMVER_SELFTEST:
        try:
            got = satisfies(ver, rng)
        except SemverError as ex:
            got = "error: %s" % ex
        if got != want:
            problems.append("semver self-test: satisfies(%r, %r) = %r, want %r" % (ver, rng, got, want))

    entries_list = load_jsonl(os.path.join(HERE, "experiences.jsonl"), problems)
    queries = load_jsonl(os.path.join(HERE, "queries.jsonl"), problems)

    # ---- entries
    entries = {}
    for ent in entries_list:
        eid = ent.get("id", "<no id>")
        for fld, typ in (("id", str), ("title", str), ("body", str), ("project", str),
                         ("asset_type", str), ("status", str)):
            if not isinstance(ent.get(fld), typ) or not ent.get(fld):
                problems.append("%s: required field %s missing or not a non-empty %s" % (eid, fld, typ.__name__))
        if eid in entries:
            problems.append("%s: duplicate id" % eid)
        entries[eid] = ent
        if ent.get("asset_type") not in ASSET_TYPES:
            problems.append("%s: bad asset_type %r" % (eid, ent.get("asset_type")))
        if ent.get("status") not in STATUSES:
            problems.append("%s: bad status %r" % (eid, ent.get("status")))
        br = ent.get("branches", ["*"])
        if not (isinstance(br, list) and br and all(isinstance(b, str) and b for b in br)):
            problems.append("%s: branches must be a non-empty list of globs" % eid)
        at = ent.get("applies_to", {})
        if not isinstance(at, dict):
            problems.append("%s: applies_to must be an object" % eid)
        else:
            for pkg, rng in at.items():
                try:
                    parse_range(rng)
                except SemverError as ex:
                    problems.append("%s: applies_to[%s] = %r: %s" % (eid, pkg, rng, ex))
        assets = ent.get("assets", [])
        if not (isinstance(assets, list) and all(isinstance(a, str) and a for a in assets)):
            problems.append("%s: assets must be a list of strings" % eid)
        elif not assets:
            warnings.append("%s: no assets" % eid)
        for fld in ("conditions", "counter_conditions", "source"):
            if not isinstance(ent.get(fld), str) or len(ent.get(fld, "").strip()) < 10:
                problems.append("%s: %s missing or too short" % (eid, fld))
        try:
            datetime.date.fromisoformat(ent.get("updated_at", ""))
        except (TypeError, ValueError):
            problems.append("%s: updated_at not an ISO date: %r" % (eid, ent.get("updated_at")))
        extra = set(ent) - {"id", "title", "body", "project", "branches", "applies_to", "asset_type",
                            "assets", "status", "conditions", "counter_conditions", "source", "updated_at"}
        if extra:
            warnings.append("%s: extra fields %s" % (eid, sorted(extra)))

    # ---- queries
    seen_q = set()
    by_cat = collections.Counter()
    by_dec = collections.Counter()
    cat_dec = collections.defaultdict(collections.Counter)
    q_lang = collections.Counter()
    referenced = collections.Counter()
    for q in queries:
        qid = q.get("id", "<no id>")
        if qid in seen_q:
            problems.append("%s: duplicate query id" % qid)
        seen_q.add(qid)
        for fld in ("id", "query", "context", "labels", "expected_decision", "category"):
            if fld not in q:
                problems.append("%s: missing field %s" % (qid, fld))
        ctx = q.get("context", {})
        for fld in ("project", "branch", "stack"):
            if not ctx.get(fld):
                problems.append("%s: context.%s missing" % (qid, fld))
        if not isinstance(ctx.get("stack"), dict):
            problems.append("%s: context.stack must be an object" % qid)
            continue
        for pkg, ver in ctx["stack"].items():
            try:
                parse_version(ver)
            except SemverError as ex:
                problems.append("%s: stack %s: %s" % (qid, pkg, ex))
        if "asset_type" in ctx and ctx["asset_type"] not in ASSET_TYPES:
            problems.append("%s: bad context.asset_type %r" % (qid, ctx["asset_type"]))
        cat = q.get("category")
        if cat not in CATEGORIES:
            problems.append("%s: unknown category %r" % (qid, cat))
        exp = q.get("expected_decision")
        if exp not in DECISIONS:
            problems.append("%s: bad expected_decision %r" % (qid, exp))
        by_cat[cat] += 1
        by_dec[exp] += 1
        cat_dec[cat][exp] += 1
        qlang = language(q.get("query", ""))
        q_lang[qlang] += 1

        labels = q.get("labels", {})
        if not isinstance(labels, dict):
            problems.append("%s: labels must be an object" % qid)
            continue
        info = {}
        for eid, lab in labels.items():
            referenced[eid] += 1
            if lab not in LABELS:
                problems.append("%s: label %r for %s is not one of %s" % (qid, lab, eid, sorted(LABELS)))
            ent = entries.get(eid)
            if ent is None:
                problems.append("%s: label for unknown entry %s" % (qid, eid))
                continue
            ok, kind, why = eligibility(ent, ctx)
            info[eid] = (ok, kind, why, lab, ent)
            if not ok and lab != "not_applicable":
                problems.append("%s: %s is ineligible (%s) but labeled %s (ineligible/deprecated entries may only be not_applicable)"
                                % (qid, eid, why, lab))
        want = recompute_decision(q, entries)
        if want != exp:
            problems.append("%s: expected_decision %s but labels/eligibility give %s" % (qid, exp, want))

        positive = [(eid, v) for eid, v in info.items() if v[3] in ("reusable", "reference_only") and v[0]]
        # ---- category sanity checks
        if cat == "missing":
            if positive:
                problems.append("%s: missing query has usable labels %s" % (qid, [p[0] for p in positive]))
        elif cat == "version_gate":
            if not any(not v[0] and v[1] == "version" for v in info.values()):
                problems.append("%s: version_gate query has no entry excluded by applies_to" % qid)
        elif cat == "scope_gate":
            if not any(not v[0] and v[1] == "scope" for v in info.values()):
                problems.append("%s: scope_gate query has no entry excluded by project/branch" % qid)
        elif cat == "status_gate":
            if not any(v[4]["status"] != "verified" and v[1] in ("", "status") for v in info.values()):
                problems.append("%s: status_gate query labels no in-scope non-verified entry" % qid)
        elif cat == "not_applicable":
            if not any(v[0] and v[3] == "not_applicable" for v in info.values()):
                problems.append("%s: not_applicable query has no eligible entry labeled not_applicable" % qid)
        elif cat == "long_doc":
            if not any(v[3] == "reusable" and len(v[4]["body"]) > LONG_DOC_CHARS for _, v in positive):
                problems.append("%s: long_doc query has no reusable entry with body > %d chars" % (qid, LONG_DOC_CHARS))
        elif cat == "multilingual":
            if not any(entry_language(v[4]) != qlang and not (qlang != "en" and entry_language(v[4]) != "en")
                       for _, v in positive):
                problems.append("%s: multilingual query (%s) has no usable entry in another language (%s)"
                                % (qid, qlang, [(p[0], entry_language(p[1][4])) for p in positive]))
        elif cat == "error_code":
            codes = re.findall(r"\b[A-Z]{3,4}-\d{4}\b", q["query"])
            if not codes:
                problems.append("%s: error_code query names no error code" % qid)
            elif not any(c in (v[4]["body"] + v[4]["title"] + v[4].get("conditions", "")) for c in codes
                         for v in info.values()):
                problems.append("%s: none of %s appears in a labeled entry" % (qid, codes))
        elif cat == "identifier":
            asset = ctx.get("asset")
            if not asset or not any(asset in v[4].get("assets", []) for _, v in positive):
                problems.append("%s: identifier query's asset %r not in the assets of a usable entry" % (qid, asset))
        if cat != "missing" and not labels:
            problems.append("%s: non-missing query without labels" % qid)
        asset = ctx.get("asset")
        if asset and cat not in ("missing",) and not any(asset in v[4].get("assets", []) for v in info.values()):
            warnings.append("%s: context.asset %r not listed in any labeled entry's assets" % (qid, asset))

    # ---- global requirements
    status_count = collections.Counter(e["status"] for e in entries_list)
    e_lang = collections.Counter(entry_language(e) for e in entries_list)
    long_entries = [e["id"] for e in entries_list if len(e["body"]) > LONG_DOC_CHARS]
    if len(entries_list) < 80:
        problems.append("only %d entries (< 80)" % len(entries_list))
    if len(queries) < 60:
        problems.append("only %d queries (< 60)" % len(queries))
    for c in CATEGORIES:
        if by_cat[c] < 5:
            problems.append("category %s has %d queries (< 5)" % (c, by_cat[c]))
    for s in STATUSES:
        if status_count[s] == 0:
            problems.append("no entries with status %s" % s)
    if len(long_entries) < 3:
        problems.append("only %d long entries" % len(long_entries))
    total = max(1, len(queries))
    share = {d: by_dec[d] / total for d in DECISIONS}
    if not (0.5 <= share["inject"] <= 0.7 and 0.12 <= share["reference"] <= 0.28 and 0.12 <= share["abstain"] <= 0.28):
        warnings.append("decision mix off target (60/20/20): %s" % {d: round(v, 2) for d, v in share.items()})
    unreferenced = [e["id"] for e in entries_list if referenced[e["id"]] == 0]

    # ---- report
    print("== semver self-test: %d cases" % len(SEMVER_SELFTEST))
    print("== entries: %d  by status: %s" % (len(entries_list), dict(sorted(status_count.items()))))
    print("   by project: %s" % dict(collections.Counter(e["project"] for e in entries_list)))
    print("   by language (heuristic): %s" % dict(e_lang))
    print("   long entries (> %d chars): %d %s" % (LONG_DOC_CHARS, len(long_entries),
                                                   ["%s:%d" % (i, len(entries[i]["body"])) for i in long_entries]))
    print("   entries not labeled by any query: %d" % len(unreferenced))
    print("== queries: %d" % len(queries))
    print("   by expected_decision: %s  (%s)" % (dict(by_dec), ", ".join("%s %.0f%%" % (d, 100 * share[d]) for d in ("inject", "reference", "abstain"))))
    print("   by language (heuristic): %s" % dict(q_lang))
    print("   by category:")
    for c in CATEGORIES:
        print("     %-15s %2d  %s" % (c, by_cat[c], dict(cat_dec[c])))
    print("   labels: %s" % dict(collections.Counter(l for q in queries for l in q.get("labels", {}).values())))
    for w in warnings:
        print("WARNING: " + w)
    if problems:
        for p in problems:
            print("PROBLEM: " + p)
        print("== %d problem(s)" % len(problems))
        return 1
    print("== OK: no problems")
    return 0


if __name__ == "__main__":
    sys.exit(main())
