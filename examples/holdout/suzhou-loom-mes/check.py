#!/usr/bin/env python3
"""Validate experiences.jsonl and queries.jsonl (next to this script) against formats.md.

- §1 entry shape: required fields, types, enums, ISO dates, parseable semver ranges.
- §3 query shape: context (project / branch / stack), labels, expected_decision, category.
- Recomputes every query's expected_decision from its labels, the entries' status and the
  eligibility rules (project, branch globs via fnmatch.fnmatchcase, applies_to semver
  ranges against the query's stack, status), and fails on any mismatch.
- Refuses a `reusable` (or `reference_only`) label on an entry that is ineligible for the
  query's context (wrong project / branch / version, package missing from stack, deprecated).
- An eligible entry labeled `not_applicable` must carry counter_conditions (the reason).
- long_doc queries: the `evidence` snippet must sit deep inside a long labeled entry.
Standard library only. Exit status 1 on any error.
"""
import datetime
import fnmatch
import json
import os
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
ENTRY_ID = re.compile(r"^exp-sl-\d{4}$")
QUERY_ID = re.compile(r"^q-sl-\d{3}$")
ASSET_TYPES = {"component", "directive", "mixin", "filter", "store", "router", "plugin", "style",
               "build", "i18n", "test", "other"}
STATUSES = {"verified", "candidate", "review_required", "deprecated"}
GRADES = {"reusable", "reference_only", "not_applicable"}
DECISIONS = {"inject", "reference", "abstain"}
REQUIRED_CATEGORIES = {"identifier", "synonym", "jargon", "version_gate", "status_gate", "scope_gate",
                       "missing", "multilingual", "error_code", "long_doc", "not_applicable"}
LANGS = {"zh", "en", "mixed"}
PROJECTS = {"loom-mes", "workshop-pad"}
ENTRY_FIELDS = {"id", "title", "body", "project", "branches", "applies_to", "asset_type", "assets",
                "status", "conditions", "counter_conditions", "source", "updated_at"}
QUERY_FIELDS = {"id", "query", "context", "labels", "expected_decision", "category", "lang", "evidence"}
CJK = re.compile(r"[\u4e00-\u9fff]")

errors = []
warnings = []


def err(msg):
    errors.append(msg)


# ------------------------------------------------------------------ semver (npm subset)
VER = re.compile(r"^v?(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?$")
PARTIAL = re.compile(r"^v?(\d+|[xX*])(?:\.(\d+|[xX*]))?(?:\.(\d+|[xX*]))?(?:-([0-9A-Za-z.-]+))?$")
COMP = re.compile(r"^(\^|~|>=|<=|>|<|=)?\s*(.+)$")


def parse_version(s):
    m = VER.match(s.strip())
    if not m:
        raise ValueError(f"not an exact semver version: {s!r}")
    return (int(m.group(1)), int(m.group(2)), int(m.group(3)))


def _partial(s):
    m = PARTIAL.match(s)
    if not m:
        raise ValueError(f"bad version in range: {s!r}")
    if m.group(4):
        raise ValueError(f"prerelease ranges not supported: {s!r}")
    parts = []
    for g in m.groups()[:3]:
        if g is None or g in ("x", "X", "*"):
            break
        parts.append(int(g))
    return parts  # 0..3 concrete leading numbers


def _bump(parts):
    """Exclusive upper bound for an X-range with the given concrete parts."""
    if len(parts) == 1:
        return (parts[0] + 1, 0, 0)
    if len(parts) == 2:
        return (parts[0], parts[1] + 1, 0)
    raise AssertionError


def _pad(parts):
    return tuple(parts + [0] * (3 - len(parts)))


def _comparator(tok):
    """Return a list of (op, version) simple comparators for one token."""
    if tok in ("*", "x", "X", ""):
        return []
    m = COMP.match(tok)
    op, rest = m.group(1) or "", m.group(2)
    p = _partial(rest)
    if op == "^":
        if not p:
            return []
        lo = _pad(p)
        if p[0] > 0 or len(p) == 1:
            hi = (p[0] + 1, 0, 0)
        elif len(p) == 2 or p[1] > 0:
            hi = (0, p[1] + 1, 0)
        else:
            hi = (0, 0, p[2] + 1)
        return [(">=", lo), ("<", hi)]
    if op == "~":
        if not p:
            return []
        lo = _pad(p)
        hi = (p[0] + 1, 0, 0) if len(p) == 1 else (p[0], p[1] + 1, 0)
        return [(">=", lo), ("<", hi)]
    if op in ("", "="):
        if len(p) == 3:
            return [("=", tuple(p))]
        if not p:
            return []
        return [(">=", _pad(p)), ("<", _bump(p))]
    if op == ">=":
        return [(">=", _pad(p))] if p else []
    if op == ">":
        if not p:
            return [("<", (0, 0, 0))]  # matches nothing
        return [(">", tuple(p))] if len(p) == 3 else [(">=", _bump(p))]
    if op == "<":
        return [("<", _pad(p))] if p else [("<", (0, 0, 0))]
    if op == "<=":
        if not p:
            return []
        return [("<=", tuple(p))] if len(p) == 3 else [("<", _bump(p))]
    raise ValueError(tok)


def parse_range(rng):
    if not isinstance(rng, str) or not rng.strip():
        raise ValueError(f"empty range {rng!r}")
    sets = []
    for alt in rng.split("||"):
        alt = alt.strip()
        hy = re.match(r"^(\S+)\s+-\s+(\S+)$", alt)
        if hy:
            lo, hi = _partial(hy.group(1)), _partial(hy.group(2))
            comps = [(">=", _pad(lo))] if lo else []
            if hi:
                comps.append(("<=", tuple(hi)) if len(hi) == 3 else ("<", _bump(hi)))
            sets.append(comps)
            continue
        # allow ">= 5" style: glue operators to the following token
        toks = re.findall(r"(?:\^|~|>=|<=|>|<|=)?\s*[^\s]+", alt)
        comps = []
        for t in toks:
            comps.extend(_comparator(t.replace(" ", "")))
        sets.append(comps)
    return sets


def satisfies(version, rng):
    v = parse_version(version)
    for comps in parse_range(rng):
        ok = True
        for op, c in comps:
            if op == "=" and not v == c:
                ok = False
            elif op == ">=" and not v >= c:
                ok = False
            elif op == ">" and not v > c:
                ok = False
            elif op == "<" and not v < c:
                ok = False
            elif op == "<=" and not v <= c:
                ok = False
        if ok:
            return True
    return False


def _selftest():
    cases = [("5.21.6", ">=5 <6", True), ("4.24.16", ">=5 <6", False), ("5.8.6", ">=5.9 <6", False),
             ("5.9.0", ">=5.9 <6", True), ("2.2.7", "^2", True), ("1.9.7", "^2", False),
             ("1.9.7", "^1.9", True), ("1.9.7", ">=1.9", True), ("6.3.0", ">=6 <6.4", True),
             ("6.26.2", ">=6 <6.4", False), ("6.26.2", ">=6.19 <7", True), ("17.0.2", "^17", True),
             ("18.3.1", ">=18", True), ("17.0.2", ">=18", False), ("0.2.5", "^0.2", True),
             ("0.3.0", "^0.2", False), ("1.2.9", "~1.2.3", True), ("1.3.0", "~1.2.3", False),
             ("4.5.0", "4.x", True), ("5.0.0", "4.x", False), ("3.1.0", "^2 || ^3", True),
             ("2.0.36", "^2.0", True), ("4.36.1", "^4.36", True), ("5.59.0", "^4.36", False),
             ("1.4.3", "1.2.0 - 1.4", True), ("1.5.0", "1.2.0 - 1.4", False), ("4.24.16", ">=4.24 <6", True),
             ("4.20.0", ">=4.20 <6", True), ("4.19.9", ">=4.20 <6", False), ("2.6.11", "^2.6", True)]
    for v, r, want in cases:
        got = satisfies(v, r)
        if got != want:
            raise SystemExit(f"semver self-test failed: satisfies({v!r}, {r!r}) = {got}, want {want}")


# ------------------------------------------------------------------ loading
def load_jsonl(name):
    path = os.path.join(HERE, name)
    rows = []
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            if not line.strip():
                err(f"{name}:{n}: blank line")
                continue
            try:
                obj = json.loads(line)
            except json.JSONDecodeError as e:
                err(f"{name}:{n}: invalid JSON: {e}")
                continue
            if not isinstance(obj, dict):
                err(f"{name}:{n}: not a JSON object")
                continue
            rows.append((n, obj))
    return rows


def is_str(x, nonempty=True):
    return isinstance(x, str) and (bool(x.strip()) or not nonempty)


def check_entry(n, e):
    where = f"experiences.jsonl:{n} ({e.get('id')})"
    for f in ("id", "title", "body", "project", "asset_type", "status"):
        if f not in e:
            err(f"{where}: missing required field {f!r}")
    extra = set(e) - ENTRY_FIELDS
    if extra:
        warnings.append(f"{where}: extra fields {sorted(extra)} (allowed, but unknown)")
    if not (is_str(e.get("id")) and ENTRY_ID.match(e["id"])):
        err(f"{where}: bad id")
    if not is_str(e.get("title")) or "\n" in e.get("title", ""):
        err(f"{where}: title must be a non-empty single line")
    if not is_str(e.get("body")):
        err(f"{where}: body must be a non-empty string")
    p = e.get("project")
    if not is_str(p) or (p != "*" and p not in PROJECTS):
        err(f"{where}: project must be '*' or one of {sorted(PROJECTS)}: {p!r}")
    if e.get("asset_type") not in ASSET_TYPES:
        err(f"{where}: bad asset_type {e.get('asset_type')!r}")
    if e.get("status") not in STATUSES:
        err(f"{where}: bad status {e.get('status')!r}")
    if "branches" in e:
        b = e["branches"]
        if not (isinstance(b, list) and b and all(is_str(x) for x in b)):
            err(f"{where}: branches must be a non-empty list of glob strings")
    if "applies_to" in e:
        a = e["applies_to"]
        if not isinstance(a, dict):
            err(f"{where}: applies_to must be an object")
        else:
            for pkg, rng in a.items():
                if not is_str(pkg):
                    err(f"{where}: applies_to has a bad package name")
                try:
                    parse_range(rng)
                except ValueError as ex:
                    err(f"{where}: applies_to[{pkg!r}]: {ex}")
    if "assets" in e:
        a = e["assets"]
        if not (isinstance(a, list) and all(is_str(x) for x in a)):
            err(f"{where}: assets must be a list of strings")
    for f in ("conditions", "counter_conditions", "source"):
        if f in e and not is_str(e[f]):
            err(f"{where}: {f} must be a non-empty string")
    if "updated_at" in e:
        try:
            datetime.date.fromisoformat(e["updated_at"])
        except (TypeError, ValueError):
            err(f"{where}: updated_at is not an ISO date: {e['updated_at']!r}")


def eligibility(e, c):
    """(eligible, reason) for entry e and query context c, per formats.md §1."""
    if e["status"] == "deprecated":
        return False, "deprecated"
    if not (e["project"] == "*" or e["project"] == c["project"]):
        return False, f"project {e['project']} != {c['project']}"
    branches = e.get("branches", ["*"])
    if not any(fnmatch.fnmatchcase(c["branch"], g) for g in branches):
        return False, f"branch {c['branch']} matches none of {branches}"
    for pkg, rng in e.get("applies_to", {}).items():
        if pkg not in c["stack"]:
            return False, f"stack lacks {pkg}"
        if not satisfies(c["stack"][pkg], rng):
            return False, f"{pkg}@{c['stack'][pkg]} not in {rng!r}"
    return True, "eligible"


def recompute(q, entries):
    has_inject = has_ref = False
    for eid, grade in q["labels"].items():
        e = entries[eid]
        ok, _ = eligibility(e, q["context"])
        if not ok or grade == "not_applicable":
            continue
        if grade == "reusable" and e["status"] == "verified":
            has_inject = True
        else:  # reusable but review_required/candidate, or reference_only
            has_ref = True
    return "inject" if has_inject else "reference" if has_ref else "abstain"


def check_query(n, q, entries):
    where = f"queries.jsonl:{n} ({q.get('id')})"
    for f in ("id", "query", "context", "labels", "expected_decision", "category"):
        if f not in q:
            err(f"{where}: missing required field {f!r}")
            return
    extra = set(q) - QUERY_FIELDS
    if extra:
        warnings.append(f"{where}: extra fields {sorted(extra)}")
    if not (is_str(q["id"]) and QUERY_ID.match(q["id"])):
        err(f"{where}: bad id")
    if not is_str(q["query"]):
        err(f"{where}: empty query")
    c = q["context"]
    if not isinstance(c, dict):
        err(f"{where}: context must be an object")
        return
    for f in ("project", "branch", "stack"):
        if f not in c:
            err(f"{where}: context missing required {f!r}")
            return
    if c["project"] not in PROJECTS:
        err(f"{where}: unknown project {c['project']!r}")
    if not is_str(c["branch"]):
        err(f"{where}: bad branch")
    if not isinstance(c["stack"], dict) or not c["stack"]:
        err(f"{where}: stack must be a non-empty object")
        return
    for pkg, ver in c["stack"].items():
        try:
            parse_version(ver)
        except (ValueError, AttributeError) as ex:
            err(f"{where}: stack[{pkg!r}]: {ex}")
            return
    if "asset" in c and not is_str(c["asset"]):
        err(f"{where}: context.asset must be a string")
    if "asset_type" in c and c["asset_type"] not in ASSET_TYPES:
        err(f"{where}: context.asset_type {c['asset_type']!r} not an asset_type")
    if q["expected_decision"] not in DECISIONS:
        err(f"{where}: bad expected_decision {q['expected_decision']!r}")
    if not is_str(q["category"]):
        err(f"{where}: bad category")
    lang = q.get("lang")
    if lang not in LANGS:
        err(f"{where}: lang must be one of {sorted(LANGS)}: {lang!r}")
    elif lang == "en" and CJK.search(q["query"]):
        err(f"{where}: lang=en but the question contains Chinese")
    elif lang in ("zh", "mixed") and not CJK.search(q["query"]):
        err(f"{where}: lang={lang} but the question has no Chinese")
    labels = q["labels"]
    if not isinstance(labels, dict):
        err(f"{where}: labels must be an object")
        return
    for eid, grade in labels.items():
        if eid not in entries:
            err(f"{where}: label for unknown entry {eid}")
            return
        if grade not in GRADES:
            err(f"{where}: bad grade {grade!r} for {eid}")
            return
        e = entries[eid]
        ok, why = eligibility(e, c)
        if grade in ("reusable", "reference_only") and not ok:
            err(f"{where}: {eid} labeled {grade} but is ineligible here ({why})")
        if grade == "not_applicable" and ok and "counter_conditions" not in e:
            err(f"{where}: {eid} is eligible and labeled not_applicable, but has no counter_conditions")
    want = recompute(q, entries)
    if want != q["expected_decision"]:
        err(f"{where}: expected_decision {q['expected_decision']!r} but labels/eligibility give {want!r}")
    # category-specific sanity
    cat = q["category"]
    if cat == "missing" and any(g != "not_applicable" for g in labels.values()):
        err(f"{where}: category missing but has usable labels")
    if cat in ("version_gate", "scope_gate", "status_gate", "not_applicable"):
        if not labels:
            err(f"{where}: {cat} query without any labeled entry")
    if cat == "long_doc":
        ev = q.get("evidence")
        if not is_str(ev):
            err(f"{where}: long_doc query needs an evidence snippet")
        else:
            hits = []
            for eid, g in labels.items():
                body = entries[eid]["body"]
                pos = body.find(ev)
                if g != "not_applicable" and pos >= 0:
                    hits.append((eid, pos, len(body)))
            if not hits:
                err(f"{where}: evidence not found in a usable labeled entry")
            for eid, pos, ln in hits:
                if ln < 2500:
                    err(f"{where}: long_doc entry {eid} is only {ln} chars")
                if pos < 0.4 * ln:
                    err(f"{where}: evidence in {eid} at {pos}/{ln}: not buried deep enough")
    if cat == "multilingual":
        # question in one language, answering entry in another (mixed questions: any entry)
        qzh = bool(CJK.search(q["query"]))
        usable = [eid for eid, g in labels.items() if g != "not_applicable"]
        if not usable:
            err(f"{where}: multilingual query without an answering entry")
        elif lang != "mixed" and not any(bool(CJK.search(entries[eid]["body"])) != qzh for eid in usable):
            err(f"{where}: multilingual query but no answering entry in the other language")
    return want


def main():
    _selftest()
    raw_entries = load_jsonl("experiences.jsonl")
    raw_queries = load_jsonl("queries.jsonl")
    entries = {}
    for n, e in raw_entries:
        check_entry(n, e)
        if e.get("id") in entries:
            err(f"experiences.jsonl:{n}: duplicate id {e.get('id')}")
        entries[e.get("id")] = e
    if errors:
        report(raw_entries, raw_queries, entries)
        return 1
    seen = set()
    decisions = Counter()
    for n, q in raw_queries:
        if q.get("id") in seen:
            err(f"queries.jsonl:{n}: duplicate id {q.get('id')}")
        seen.add(q.get("id"))
        check_query(n, q, entries)
    # global requirements
    if len(entries) < 85:
        err(f"only {len(entries)} entries (need >= 85)")
    if len(raw_queries) < 65:
        err(f"only {len(raw_queries)} queries (need >= 65)")
    cats = Counter(q.get("category") for _, q in raw_queries)
    missing = REQUIRED_CATEGORIES - set(cats)
    if missing:
        err(f"categories not covered: {sorted(missing)}")
    dec = Counter(q.get("expected_decision") for _, q in raw_queries)
    total = max(1, len(raw_queries))
    for d, target in (("inject", 0.60), ("reference", 0.20), ("abstain", 0.20)):
        share = dec[d] / total
        if abs(share - target) > 0.10:
            err(f"expected_decision mix: {d} is {share:.0%}, target ~{target:.0%}")
    statuses = Counter(e["status"] for e in entries.values())
    for s in STATUSES:
        if not statuses[s]:
            err(f"no {s} entries (hard negatives need every status)")
    labeled = {eid for _, q in raw_queries for eid in q.get("labels", {})}
    unlabeled = sorted(set(entries) - labeled)
    if unlabeled:
        warnings.append(f"{len(unlabeled)} entries never labeled (distractors): {', '.join(unlabeled)}")
    return report(raw_entries, raw_queries, entries)


def report(raw_entries, raw_queries, entries):
    qs = [q for _, q in raw_queries]
    print(f"entries: {len(raw_entries)}   queries: {len(qs)}")
    print("entry status:   ", dict(sorted(Counter(e.get('status') for _, e in raw_entries).items())))
    print("entry project:  ", dict(sorted(Counter(e.get('project') for _, e in raw_entries).items())))
    print("per category:   ", dict(sorted(Counter(q.get('category') for q in qs).items())))
    print("per decision:   ", dict(sorted(Counter(q.get('expected_decision') for q in qs).items())))
    print("per lang:       ", dict(sorted(Counter(q.get('lang') for q in qs).items())))
    print("per project:    ", dict(sorted(Counter(q.get('context', {}).get('project') for q in qs).items())))
    print("label grades:   ", dict(sorted(Counter(g for q in qs for g in q.get('labels', {}).values()).items())))
    for w in warnings:
        print("WARN:", w)
    if errors:
        for e in errors:
            print("ERROR:", e)
        print(f"FAIL: {len(errors)} error(s)")
        return 1
    print("OK: all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
