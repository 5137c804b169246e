#!/usr/bin/env python3
"""Standalone validator for the Qiantang Edu labeled library (stdlib only).

Checks experiences.jsonl and queries.jsonl against shared/spec/formats.md:
  - every entry: required fields, types, enums, branch globs, semver ranges, ISO dates
  - every query: request-context shape, label grades, category, expected_decision
  - recomputes eligibility (status + project + branch fnmatchcase + applies_to ranges)
    and expected_decision from labels and entry statuses
  - refuses a `reusable` / `reference_only` label on an ineligible entry
  - category-specific sanity checks (version_gate really gates on a version, ...)
Prints counts per category / decision / language and exits non-zero on any problem.

Usage: python3 check.py [experiences.jsonl] [queries.jsonl]
"""
import datetime
import fnmatch
import json
import os
import re
import sys
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
EXP_PATH = sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, "experiences.jsonl")
Q_PATH = sys.argv[2] if len(sys.argv) > 2 else os.path.join(HERE, "queries.jsonl")

ASSET_TYPES = {"component", "directive", "mixin", "filter", "store", "router", "plugin",
               "style", "build", "i18n", "test", "other"}
STATUSES = {"verified", "candidate", "review_required", "deprecated"}
GRADES = {"reusable", "reference_only", "not_applicable"}
DECISIONS = {"inject", "reference", "abstain"}
ENTRY_FIELDS_REQ = {"id": str, "title": str, "body": str, "project": str,
                    "asset_type": str, "status": str}
ENTRY_FIELDS_OPT = {"branches": list, "applies_to": dict, "assets": list, "conditions": str,
                    "counter_conditions": str, "source": str, "updated_at": str}
QUERY_FIELDS = {"id", "query", "context", "labels", "expected_decision", "category"}
CONTEXT_FIELDS = {"project", "branch", "stack", "asset", "asset_type"}
# categories named in formats.md §3 plus the two the brief asks for
REQUIRED_CATEGORIES = {"identifier", "synonym", "jargon", "version_gate", "status_gate",
                       "scope_gate", "missing", "not_applicable", "long_doc",
                       "multilingual", "error_code"}
LONG_DOC_CHARS = 2000

problems = []


def err(where, msg):
    problems.append(f"{where}: {msg}")


# ---------------------------------------------------------------------------
# semver (npm-style subset): exact versions, partial versions, x-ranges, ^ ~
# >= > <= < =, hyphen ranges, space = AND, || = OR.  No prerelease matching.
# ---------------------------------------------------------------------------
EXACT_RE = re.compile(r"^v?(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)$")
PARTIAL_RE = re.compile(r"^v?(\d+|[xX*])(?:\.(\d+|[xX*]))?(?:\.(\d+|[xX*]))?$")
COMP_RE = re.compile(r"^(\^|~|>=|<=|>|<|=)?\s*(.+)$")
INF = (10 ** 9, 0, 0)


class RangeError(ValueError):
    pass


def parse_exact(v):
    m = EXACT_RE.match(v.strip())
    if not m:
        return None
    return tuple(int(x) for x in m.groups())


def parse_partial(v):
    m = PARTIAL_RE.match(v)
    if not m:
        raise RangeError(f"bad version {v!r}")
    parts = []
    for g in m.groups():
        if g is None or g in ("x", "X", "*"):
            break
        parts.append(int(g))
    # "1.x.3" is nonsense; treat anything after a wildcard as wildcard
    return parts


def bump(parts):
    """smallest version above every version matching the partial `parts`"""
    if len(parts) == 1:
        return (parts[0] + 1, 0, 0)
    if len(parts) == 2:
        return (parts[0], parts[1] + 1, 0)
    return (parts[0], parts[1], parts[2] + 1)


def fill(parts):
    return tuple(parts + [0] * (3 - len(parts)))


def comparator(op, ver):
    """-> list of (lo, lo_inclusive, hi, hi_inclusive) constraints (ANDed)"""
    parts = parse_partial(ver)
    if not parts:  # *, x
        if op in ("<", ">"):
            return [((0, 0, 0), True, (0, 0, 0), False)]  # matches nothing
        return [((0, 0, 0), True, INF, False)]
    full = len(parts) == 3
    if op == "^":
        lo = fill(parts)
        if parts[0] > 0 or len(parts) == 1:
            hi = (parts[0] + 1, 0, 0)
        elif len(parts) == 2 or parts[1] > 0:
            hi = (0, parts[1] + 1, 0)
        else:
            hi = (0, 0, parts[2] + 1)
        return [(lo, True, hi, False)]
    if op == "~":
        lo = fill(parts)
        hi = (parts[0] + 1, 0, 0) if len(parts) == 1 else (parts[0], parts[1] + 1, 0)
        return [(lo, True, hi, False)]
    if op == ">=":
        return [(fill(parts), True, INF, False)]
    if op == ">":
        if full:
            return [(fill(parts), False, INF, False)]
        return [(bump(parts), True, INF, False)]
    if op == "<":
        return [((0, 0, 0), True, fill(parts), False)]
    if op == "<=":
        if full:
            return [((0, 0, 0), True, fill(parts), True)]
        return [((0, 0, 0), True, bump(parts), False)]
    # "=" or bare
    if full:
        return [(fill(parts), True, fill(parts), True)]
    return [(fill(parts), True, bump(parts), False)]


def parse_range(rng):
    """-> list (OR) of lists (AND) of constraints. Raises RangeError."""
    if not isinstance(rng, str) or not rng.strip():
        raise RangeError("empty range")
    sets = []
    for alt in rng.split("||"):
        alt = alt.strip()
        if not alt:
            raise RangeError(f"empty alternative in {rng!r}")
        hy = re.match(r"^(\S+)\s+-\s+(\S+)$", alt)
        if hy:
            a, b = parse_partial(hy.group(1)), parse_partial(hy.group(2))
            lo = fill(a) if a else (0, 0, 0)
            if not b:
                hi, hi_inc = INF, False
            elif len(b) == 3:
                hi, hi_inc = fill(b), True
            else:
                hi, hi_inc = bump(b), False
            sets.append([(lo, True, hi, hi_inc)])
            continue
        # glue operators separated from their version by spaces (">= 5")
        toks = re.sub(r"(\^|~|>=|<=|>|<|=)\s+", r"\1", alt).split()
        cons = []
        for t in toks:
            m = COMP_RE.match(t)
            if not m:
                raise RangeError(f"bad comparator {t!r}")
            cons.extend(comparator(m.group(1) or "=", m.group(2)))
        sets.append(cons)
    return sets


def satisfies(version, rng):
    v = parse_exact(version)
    if v is None:
        raise RangeError(f"not an exact version {version!r}")
    for cons in parse_range(rng):
        ok = True
        for lo, lo_inc, hi, hi_inc in cons:
            if v < lo or (v == lo and not lo_inc):
                ok = False
            if v > hi or (v == hi and not hi_inc):
                ok = False
        if ok:
            return True
    return False


def _selftest():
    cases = [
        ("2.7.16", "^2.6", True), ("3.0.0", "^2.6", False), ("18.3.1", ">=18", True),
        ("5.20.6", ">=5 <6", True), ("6.0.0", ">=5 <6", False), ("0.27.2", "^0.27", True),
        ("0.28.0", "^0.27", False), ("1.7.2", ">=0.27 <2", True), ("13.4.19", ">=14 <15", False),
        ("14.0.0", ">=14 <15", True), ("14.2.5", ">=14.1 <15", True), ("14.0.4", ">=14.1 <15", False),
        ("5.28.1", ">=5.28 <5.30", True), ("5.36.1", ">=5.28 <5.30", False),
        ("4.3.9", ">=4.5 <5", False), ("4.5.5", ">=4.5 <5", True), ("4.3.9", ">=4.0 <4.4", True),
        ("1.3.16", "~1.3", True), ("1.4.0", "~1.3", False), ("2.2.5", "^1 || ^2", True),
        ("5.8.6", "<=5.8", True), ("5.9.0", "<=5.8", False), ("5.9.0", ">5.8", True),
        ("5.8.9", ">5.8", False), ("1.2.3", "1.2.0 - 1.3", True), ("1.4.0", "1.2.0 - 1.3", False),
        ("3.2.47", "3.x", True), ("2.17.3", "*", True), ("0.0.3", "^0.0.3", True),
        ("0.0.4", "^0.0.3", False), ("5.11.0", ">= 5.11", True),
    ]
    for v, r, want in cases:
        got = satisfies(v, r)
        if got != want:
            err("semver-selftest", f"satisfies({v!r}, {r!r}) = {got}, want {want}")


# ---------------------------------------------------------------------------
CJK_RE = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff]")


def lang_of_query(text):
    return "zh" if len(CJK_RE.findall(text)) >= 2 else "en"


def lang_of_entry(e):
    return "zh" if len(CJK_RE.findall(e["title"] + e["body"])) >= 10 else "en"


BROKEN = set()  # ids of entries that failed structural validation


def check_entries(rows):
    entries = {}
    for ln, e in rows:
        n_before = len(problems)
        where = f"experiences.jsonl:{ln}"
        if not isinstance(e, dict):
            err(where, "not a JSON object")
            continue
        where = f"{where} ({e.get('id')})"
        for k, t in ENTRY_FIELDS_REQ.items():
            if k not in e:
                err(where, f"missing required field {k!r}")
            elif not isinstance(e[k], t) or (t is str and not e[k].strip()):
                err(where, f"field {k!r} must be a non-empty {t.__name__}")
        for k, t in ENTRY_FIELDS_OPT.items():
            if k in e and not isinstance(e[k], t):
                err(where, f"field {k!r} must be {t.__name__}")
        for k in e:
            if k not in ENTRY_FIELDS_REQ and k not in ENTRY_FIELDS_OPT:
                err(where, f"unknown field {k!r} (not in formats.md §1)")
        eid = e.get("id")
        if isinstance(eid, str):
            if not re.match(r"^exp-[a-z0-9]+-\d{3,4}$", eid):
                err(where, f"id {eid!r} does not look like exp-<proj>-NNN")
            if eid in entries:
                err(where, f"duplicate id {eid!r}")
        if isinstance(e.get("title"), str) and "\n" in e["title"]:
            err(where, "title must be one line")
        if e.get("asset_type") not in ASSET_TYPES:
            err(where, f"asset_type {e.get('asset_type')!r} not in {sorted(ASSET_TYPES)}")
        if e.get("status") not in STATUSES:
            err(where, f"status {e.get('status')!r} not in {sorted(STATUSES)}")
        br = e.get("branches", ["*"])
        if isinstance(br, list):
            if not br:
                err(where, "branches is an empty list (the entry could never be eligible)")
            for b in br:
                if not isinstance(b, str) or not b.strip():
                    err(where, f"branch glob {b!r} must be a non-empty string")
        at = e.get("applies_to", {})
        if isinstance(at, dict):
            for pkg, rng in at.items():
                if not isinstance(pkg, str) or not pkg:
                    err(where, f"applies_to key {pkg!r} must be a package name")
                try:
                    parse_range(rng)
                except RangeError as x:
                    err(where, f"applies_to[{pkg!r}] = {rng!r}: {x}")
        if isinstance(e.get("assets"), list):
            for a in e["assets"]:
                if not isinstance(a, str) or not a.strip():
                    err(where, f"asset {a!r} must be a non-empty string")
        if "updated_at" in e:
            try:
                datetime.date.fromisoformat(e["updated_at"])
            except (TypeError, ValueError):
                err(where, f"updated_at {e['updated_at']!r} is not an ISO date")
        if isinstance(eid, str):
            if len(problems) == n_before:
                entries[eid] = e
            else:
                BROKEN.add(eid)
    return entries


def gate(e, c):
    """-> set of reasons the entry is ineligible for context c (empty set = eligible),
    per formats.md §1: status, project, branch glob (fnmatchcase), applies_to ranges."""
    why = set()
    if e["status"] == "deprecated":
        why.add("status")
    if e["project"] != "*" and e["project"] != c["project"]:
        why.add("project")
    if not any(fnmatch.fnmatchcase(c["branch"], g) for g in e.get("branches", ["*"])):
        why.add("branch")
    for pkg, rng in e.get("applies_to", {}).items():
        if pkg not in c["stack"]:
            why.add("package_missing")
            continue
        try:
            if not satisfies(c["stack"][pkg], rng):
                why.add("version")
        except RangeError:
            why.add("version")
    return why


def expected(labels, entries):
    if any(g == "reusable" and entries[i]["status"] == "verified" for i, g in labels.items()):
        return "inject"
    if any(g in ("reusable", "reference_only") for g in labels.values()):
        return "reference"
    return "abstain"


ERROR_CODE_RE = re.compile(
    r"E_[A-Z]+_\d{3}|Hydration failed|does not match server-rendered|did not match|"
    r"should be wrapped in a suspense boundary|Static function can not consume|"
    r"is not defined|Warning: |Error: ", re.I)


def check_queries(rows, entries):
    stats = []
    seen_ids, seen_text = set(), set()
    for ln, q in rows:
        where = f"queries.jsonl:{ln}"
        if not isinstance(q, dict):
            err(where, "not a JSON object")
            continue
        where = f"{where} ({q.get('id')})"
        missing = QUERY_FIELDS - q.keys()
        if missing:
            err(where, f"missing fields {sorted(missing)}")
            continue
        for k in q:
            if k not in QUERY_FIELDS:
                err(where, f"unknown field {k!r} (not in formats.md §3)")
        qid = q["id"]
        if not isinstance(qid, str) or not re.match(r"^q-[a-z0-9]+-\d{3}$", qid):
            err(where, f"id {qid!r} does not look like q-<proj>-NNN")
        if qid in seen_ids:
            err(where, f"duplicate id {qid!r}")
        seen_ids.add(qid)
        if not isinstance(q["query"], str) or not q["query"].strip():
            err(where, "query must be a non-empty string")
            continue
        if q["query"] in seen_text:
            err(where, "duplicate query text")
        seen_text.add(q["query"])
        c = q["context"]
        if not isinstance(c, dict):
            err(where, "context must be an object")
            continue
        for k in ("project", "branch", "stack"):
            if k not in c:
                err(where, f"context.{k} is required")
        for k in c:
            if k not in CONTEXT_FIELDS:
                err(where, f"unknown context field {k!r}")
        if not isinstance(c.get("project"), str) or c.get("project") in ("", "*"):
            err(where, "context.project must name one project")
            continue
        if not isinstance(c.get("branch"), str) or not c.get("branch"):
            err(where, "context.branch must be a non-empty string")
            continue
        if not isinstance(c.get("stack"), dict) or not c["stack"]:
            err(where, "context.stack must be a non-empty object")
            continue
        bad_stack = False
        for pkg, v in c["stack"].items():
            if not isinstance(v, str) or parse_exact(v) is None:
                err(where, f"context.stack[{pkg!r}] = {v!r} is not an exact x.y.z version")
                bad_stack = True
        if bad_stack:
            continue
        if "asset" in c and (not isinstance(c["asset"], str) or not c["asset"]):
            err(where, "context.asset must be a non-empty string")
        if "asset_type" in c and c["asset_type"] not in ASSET_TYPES:
            err(where, f"context.asset_type {c['asset_type']!r} not in the asset_type enum")
        labels = q["labels"]
        if not isinstance(labels, dict):
            err(where, "labels must be an object")
            continue
        cat = q["category"]
        if not isinstance(cat, str) or not cat.strip():
            err(where, "category must be a non-empty string")
            continue
        ok = True
        reasons = {}
        for eid, g in labels.items():
            if eid not in entries:
                err(where, f"label names {'an invalid' if eid in BROKEN else 'an unknown'} entry {eid!r}")
                ok = False
                continue
            if g not in GRADES:
                err(where, f"label grade {g!r} for {eid} not in {sorted(GRADES)}")
                ok = False
                continue
            why = gate(entries[eid], c)
            reasons[eid] = why
            if g in ("reusable", "reference_only") and why:
                err(where, f"{eid} labeled {g!r} but ineligible ({', '.join(sorted(why))}) for this context")
                ok = False
        if not ok:
            continue
        want = expected(labels, entries)
        if q["expected_decision"] not in DECISIONS:
            err(where, f"expected_decision {q['expected_decision']!r} not in {sorted(DECISIONS)}")
        elif q["expected_decision"] != want:
            err(where, f"expected_decision {q['expected_decision']!r} but labels/statuses give {want!r}")

        qlang = lang_of_query(q["query"])
        relevant = [i for i, g in labels.items() if g in ("reusable", "reference_only")]
        na = [i for i, g in labels.items() if g == "not_applicable"]
        # category-specific sanity
        if cat == "version_gate" and not any(reasons[i] & {"version", "package_missing"} for i in na):
            err(where, "version_gate: needs a not_applicable entry that is ineligible by applies_to")
        if cat == "scope_gate" and not any(reasons[i] & {"project", "branch"} for i in na):
            err(where, "scope_gate: needs a not_applicable entry that is ineligible by project/branch")
        if cat == "status_gate" and not any(entries[i]["status"] != "verified" for i in labels):
            err(where, "status_gate: needs a labeled entry whose status is not verified")
        if cat == "not_applicable" and not any(not reasons[i] and entries[i].get("counter_conditions") for i in na):
            err(where, "not_applicable: needs an eligible entry with counter_conditions labeled not_applicable")
        if cat == "missing" and (want != "abstain" or relevant):
            err(where, "missing: must abstain with no reusable/reference_only label")
        if cat == "multilingual" and not any(lang_of_entry(entries[i]) != qlang for i in relevant):
            err(where, "multilingual: no relevant entry in a language other than the query's")
        if cat == "long_doc" and not any(len(entries[i]["body"]) >= LONG_DOC_CHARS for i in relevant):
            err(where, f"long_doc: no relevant entry with a body of {LONG_DOC_CHARS}+ chars")
        if cat == "error_code" and not ERROR_CODE_RE.search(q["query"]):
            err(where, "error_code: query quotes no error code or error message")
        stats.append((cat, q["expected_decision"], qlang, qid))
    return stats


def load(path):
    rows = []
    try:
        with open(path, encoding="utf-8") as f:
            for ln, line in enumerate(f, 1):
                if not line.strip():
                    err(f"{os.path.basename(path)}:{ln}", "blank line")
                    continue
                try:
                    rows.append((ln, json.loads(line)))
                except json.JSONDecodeError as x:
                    err(f"{os.path.basename(path)}:{ln}", f"invalid JSON: {x}")
    except OSError as x:
        err(path, str(x))
    return rows


def main():
    _selftest()
    entries = check_entries(load(EXP_PATH))
    stats = check_queries(load(Q_PATH), entries)

    # ---- coverage / distribution -----------------------------------------
    n_e, n_q = len(entries), len(stats)
    print(f"entries: {n_e}   queries (valid): {n_q}")
    if n_e < 85:
        err("experiences.jsonl", f"only {n_e} entries, need >= 85")
    if n_q < 65:
        err("queries.jsonl", f"only {n_q} valid queries, need >= 65")

    st = Counter(e["status"] for e in entries.values())
    print("entry status:", dict(sorted(st.items())))
    print("entry project:", dict(sorted(Counter(e["project"] for e in entries.values()).items())))
    print("entry asset_type:", dict(sorted(Counter(e["asset_type"] for e in entries.values()).items())))
    print("entry language:", dict(sorted(Counter(lang_of_entry(e) for e in entries.values()).items())))
    scoped = sum(1 for e in entries.values() if e.get("branches", ["*"]) != ["*"])
    ranged = sum(1 for e in entries.values() if e.get("applies_to"))
    print(f"entries with branch scope: {scoped}, with applies_to: {ranged}, "
          f"long (>= {LONG_DOC_CHARS} chars): {sum(len(e['body']) >= LONG_DOC_CHARS for e in entries.values())}")
    for s in STATUSES - {"verified"}:
        if st.get(s, 0) == 0:
            err("experiences.jsonl", f"no entry with status {s!r}")

    cats = sorted({s[0] for s in stats})
    missing_cats = REQUIRED_CATEGORIES - set(cats)
    if missing_cats:
        err("queries.jsonl", f"categories not covered: {sorted(missing_cats)}")

    table = defaultdict(Counter)
    for cat, dec, lang, _ in stats:
        table[cat][(dec, lang)] += 1
    cols = [(d, l) for d in ("inject", "reference", "abstain") for l in ("zh", "en")]
    head = f"{'category':<15}" + "".join(f"{d[:3]}/{l:<5}" for d, l in cols) + "total"
    print("\ncategory x decision x language")
    print(head)
    print("-" * len(head))
    for cat in cats:
        row = table[cat]
        print(f"{cat:<15}" + "".join(f"{row[c]:<10}" for c in cols) + f"{sum(row.values())}")
    tot = Counter()
    for cat in cats:
        tot.update(table[cat])
    print("-" * len(head))
    print(f"{'total':<15}" + "".join(f"{tot[c]:<10}" for c in cols) + f"{sum(tot.values())}")

    dec = Counter(s[1] for s in stats)
    lang = Counter(s[2] for s in stats)
    print("\ndecision:", {d: f"{dec[d]} ({100 * dec[d] / max(n_q, 1):.0f}%)" for d in ("inject", "reference", "abstain")})
    print("language:", {l: f"{lang[l]} ({100 * lang[l] / max(n_q, 1):.0f}%)" for l in ("zh", "en")})
    for d, target in (("inject", 0.60), ("reference", 0.20), ("abstain", 0.20)):
        share = dec[d] / max(n_q, 1)
        if abs(share - target) > 0.08:
            err("queries.jsonl", f"{d} share {share:.0%} is far from the target {target:.0%}")

    labeled = {i for _, q in load(Q_PATH) if isinstance(q, dict) and isinstance(q.get("labels"), dict) for i in q["labels"]}
    print(f"entries named by at least one label: {len(labeled & set(entries))}/{n_e}")

    if problems:
        print(f"\n{len(problems)} problem(s):", file=sys.stderr)
        for p in problems:
            print("  - " + p, file=sys.stderr)
        sys.exit(1)
    print("\nOK")


if __name__ == "__main__":
    main()
