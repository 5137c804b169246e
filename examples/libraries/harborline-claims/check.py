#!/usr/bin/env python3
"""Validate experiences.jsonl and queries.jsonl against the data contract
(/work/shared/spec/formats.md, sections 1 and 3). Standard library only.

- every entry: required fields, types, enums, semver ranges, ISO dates;
- every query: context shape, label values, known entry ids;
- eligibility per formats.md (status, project, branch globs via
  fnmatch.fnmatchcase, applies_to ranges against context.stack; a package the
  entry constrains but the stack lacks makes the entry ineligible);
- a `reusable` or `reference_only` label on an ineligible entry is refused;
- expected_decision is recomputed from labels + status + eligibility;
- category-specific sanity rules, mix targets, and a summary.
Exit status is non-zero on any problem.
"""
import collections
import datetime
import fnmatch
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
EXP_PATH = os.path.join(HERE, "experiences.jsonl")
Q_PATH = os.path.join(HERE, "queries.jsonl")

ASSET_TYPES = {"component", "directive", "mixin", "filter", "store", "router", "plugin",
               "style", "build", "i18n", "test", "other"}
STATUSES = {"verified", "candidate", "review_required", "deprecated"}
LABELS = {"reusable", "reference_only", "not_applicable"}
DECISIONS = {"inject", "reference", "abstain"}
REQUIRED_CATEGORIES = ["identifier", "synonym", "jargon", "long_doc", "version_gate",
                       "scope_gate", "status_gate", "not_applicable", "multilingual",
                       "error_code", "missing"]
ENTRY_FIELDS = {"id", "title", "body", "project", "branches", "applies_to", "asset_type",
                "assets", "status", "conditions", "counter_conditions", "source", "updated_at"}
QUERY_FIELDS = {"id", "query", "context", "labels", "expected_decision", "category"}
MIN_ENTRIES, MIN_QUERIES, MIN_PER_CATEGORY = 85, 65, 5
LONG_BODY = 2500
# Mix targets: about 60 / 20 / 20; the checker allows a band around them.
MIX_BANDS = {"inject": (0.50, 0.70), "reference": (0.12, 0.30), "abstain": (0.12, 0.30)}
ZH_QUERY_BAND = (0.15, 0.35)

problems = []


def problem(where, msg):
    problems.append("%s: %s" % (where, msg))


# ---------------------------------------------------------------------------
# semver (the subset of node-semver range syntax that package.json uses)
# ---------------------------------------------------------------------------
VERSION_RE = re.compile(r"^v?(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?$")
PARTIAL_RE = re.compile(r"^v?(\d+|[xX*])(?:\.(\d+|[xX*]))?(?:\.(\d+|[xX*]))?(?:-([0-9A-Za-z.-]+))?$")
OPS = ("<=", ">=", "<", ">", "=", "^", "~")


class SemverError(ValueError):
    pass


def parse_version(s):
    m = VERSION_RE.match(s.strip())
    if not m:
        raise SemverError("not a full semver version: %r" % s)
    major, minor, patch, pre = m.groups()
    return (int(major), int(minor), int(patch), pre)


def vkey(v):
    major, minor, patch, pre = v
    # a prerelease sorts before its release
    return (major, minor, patch, 0 if pre else 1, pre or "")


def parse_partial(s):
    m = PARTIAL_RE.match(s)
    if not m:
        raise SemverError("bad version in range: %r" % s)
    parts = []
    for p in m.group(1, 2, 3):
        if p is None or p in ("x", "X", "*"):
            break
        parts.append(int(p))
    return parts, m.group(4)


def full(parts, pre=None):
    p = list(parts) + [0] * (3 - len(parts))
    return (p[0], p[1], p[2], pre)


def bump(parts):
    """smallest version above every version matching the partial `parts`"""
    if len(parts) == 0:
        return None
    if len(parts) == 1:
        return (parts[0] + 1, 0, 0, None)
    if len(parts) == 2:
        return (parts[0], parts[1] + 1, 0, None)
    return None


def desugar(op, text):
    """return a list of (cmp, version) with cmp in <,<=,>,>=,=="""
    parts, pre = parse_partial(text)
    if not parts:  # '*' / 'x'
        if op in ("<",):
            return [("<", (0, 0, 0, None))]
        return []
    if op == "^":
        lo = full(parts, pre)
        if parts[0] > 0 or len(parts) == 1:
            hi = (parts[0] + 1, 0, 0, None)
        elif len(parts) == 2 or parts[1] > 0:
            hi = (0, parts[1] + 1, 0, None)
        else:
            hi = (0, 0, parts[2] + 1, None)
        return [(">=", lo), ("<", hi)]
    if op == "~":
        lo = full(parts, pre)
        hi = (parts[0] + 1, 0, 0, None) if len(parts) == 1 else (parts[0], parts[1] + 1, 0, None)
        return [(">=", lo), ("<", hi)]
    if op == ">=":
        return [(">=", full(parts, pre))]
    if op == "<":
        return [("<", full(parts, pre))]
    if op == ">":
        if len(parts) < 3:
            return [(">=", bump(parts))]
        return [(">", full(parts, pre))]
    if op == "<=":
        if len(parts) < 3:
            return [("<", bump(parts))]
        return [("<=", full(parts, pre))]
    # '=' or bare
    if len(parts) < 3:
        return [(">=", full(parts)), ("<", bump(parts))]
    return [("==", full(parts, pre))]


def parse_range(rng):
    if not isinstance(rng, str):
        raise SemverError("range is not a string: %r" % (rng,))
    sets = []
    for alt in rng.split("||"):
        alt = alt.strip()
        comps = []
        if not alt:
            sets.append(comps)
            continue
        hyphen = re.match(r"^(\S+)\s+-\s+(\S+)$", alt)
        if hyphen:
            comps += desugar(">=", hyphen.group(1))
            hi_parts, hi_pre = parse_partial(hyphen.group(2))
            if len(hi_parts) == 3:
                comps.append(("<=", full(hi_parts, hi_pre)))
            elif hi_parts:
                comps.append(("<", bump(hi_parts)))
            sets.append(comps)
            continue
        tokens = alt.split()
        i = 0
        while i < len(tokens):
            tok = tokens[i]
            op = ""
            for o in OPS:
                if tok.startswith(o):
                    op = o
                    break
            rest = tok[len(op):]
            if op and not rest:  # operator separated by a space: '>= 1.2'
                i += 1
                if i >= len(tokens):
                    raise SemverError("dangling operator in %r" % rng)
                rest = tokens[i]
            comps += desugar(op or "=", rest)
            i += 1
        sets.append(comps)
    return sets


def satisfies(version, rng):
    v = vkey(parse_version(version))
    for comps in parse_range(rng):
        ok = True
        for cmp, bound in comps:
            b = vkey(bound)
            if cmp == "<" and not v < b:
                ok = False
            elif cmp == "<=" and not v <= b:
                ok = False
            elif cmp == ">" and not v > b:
                ok = False
            elif cmp == ">=" and not v >= b:
                ok = False
            elif cmp == "==" and not v == b:
                ok = False
            if not ok:
                break
        if ok:
            return True
    return False


def selftest_semver():
    cases = [
        ("6.19.6", "^6", True), ("5.17.26", "^6", False), ("5.17.26", ">=5 <6", True),
        ("6.0.0", ">=5 <6", False), ("0.27.2", ">=0.21 <1", True), ("1.6.8", ">=0.21 <1", False),
        ("0.27.2", "^0.27", True), ("0.28.0", "^0.27", False), ("0.27.2", ">=0.22", True),
        ("6.22.3", ">=6.19", True), ("6.14.2", ">=6.7 <6.19", True), ("6.19.0", ">=6.7 <6.19", False),
        ("17.0.2", "^17", True), ("18.2.0", ">=18", True), ("18.3.1", "^18", True),
        ("19.0.0", "^18", False), ("14.2.3", "^14", True), ("14.2.3", ">=15", False),
        ("4.12.4", "^4.12", True), ("4.11.4", "^4.12", False), ("1.9.7", "^1.9", True),
        ("2.2.1", "^1.9", False), ("2.2.1", "^2", True), ("3.3.4", ">=5.1", False),
        ("1.2.3", "1.2.x", True), ("1.3.0", "1.2.x", False), ("1.2.3", "~1.2", True),
        ("2.0.0", "1.x || 2.x", True), ("3.0.0", "1.x || >=2 <3", False), ("5.0.0", "<=5", True),
        ("5.9.9", "<=5", True), ("6.0.0", "<=5", False), ("5.1.0", ">5", False), ("6.0.0", ">5", True),
        ("1.5.0", "1.2 - 1.8", True), ("1.9.0", "1.2 - 1.8", False), ("4.0.0", "*", True),
        ("0.0.3", "^0.0.3", True), ("0.0.4", "^0.0.3", False), ("8.1.3", ">= 8.1", True),
    ]
    for version, rng, want in cases:
        got = satisfies(version, rng)
        if got != want:
            problem("semver-selftest", "%s in %r: got %s want %s" % (version, rng, got, want))


# ---------------------------------------------------------------------------
# language
# ---------------------------------------------------------------------------
CJK_RE = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]")


def language(text):
    """en / zh / mixed. Chinese-framed texts on this team carry many English
    identifiers and quoted error messages, so any text with at least 4 CJK
    characters counts as zh; 1-3 CJK characters is 'mixed'."""
    cjk = len(CJK_RE.findall(text))
    if cjk == 0:
        return "en"
    if cjk >= 4:
        return "zh"
    return "mixed"


# ---------------------------------------------------------------------------
# loading
# ---------------------------------------------------------------------------
def load_jsonl(path):
    rows = []
    if not os.path.exists(path):
        problem(os.path.basename(path), "file missing")
        return rows
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            if not line.strip():
                problem("%s:%d" % (os.path.basename(path), n), "blank line")
                continue
            try:
                obj = json.loads(line)
            except json.JSONDecodeError as exc:
                problem("%s:%d" % (os.path.basename(path), n), "invalid JSON: %s" % exc)
                continue
            if not isinstance(obj, dict):
                problem("%s:%d" % (os.path.basename(path), n), "not a JSON object")
                continue
            rows.append(obj)
    return rows


def is_str(x, nonempty=True):
    return isinstance(x, str) and (bool(x.strip()) or not nonempty)


# ---------------------------------------------------------------------------
# entries
# ---------------------------------------------------------------------------
def check_entries(entries):
    by_id = {}
    titles = collections.Counter()
    bodies = collections.Counter()
    for i, e in enumerate(entries):
        where = "entry[%d] %s" % (i, e.get("id", "?"))
        for f in ("id", "title", "body", "project", "asset_type", "status"):
            if f not in e:
                problem(where, "missing required field %r" % f)
        extra = set(e) - ENTRY_FIELDS
        if extra:
            # formats.md allows added fields; record them so nobody is surprised
            print("note: %s has extra fields %s" % (where, sorted(extra)))
        eid = e.get("id")
        if not is_str(eid):
            problem(where, "id must be a non-empty string")
            continue
        if eid in by_id:
            problem(where, "duplicate id")
        by_id[eid] = e
        if not is_str(e.get("title")) or "\n" in e.get("title", ""):
            problem(where, "title must be a non-empty single line")
        body = e.get("body")
        if not is_str(body):
            problem(where, "body must be a non-empty string")
        else:
            if len(body) < 80:
                problem(where, "body suspiciously short (%d chars)" % len(body))
            if re.search(r"lorem ipsum|TODO|TBD|placeholder", body, re.I):
                problem(where, "body contains filler text")
            bodies[body] += 1
        titles[e.get("title")] += 1
        if not is_str(e.get("project")):
            problem(where, "project must be a non-empty string")
        br = e.get("branches", ["*"])
        if not isinstance(br, list) or not br or not all(is_str(b) for b in br):
            problem(where, "branches must be a non-empty list of glob strings")
        at = e.get("applies_to", {})
        if not isinstance(at, dict):
            problem(where, "applies_to must be an object")
        else:
            for pkg, rng in at.items():
                if not is_str(pkg):
                    problem(where, "applies_to has an empty package name")
                try:
                    parse_range(rng)
                except SemverError as exc:
                    problem(where, "applies_to[%s]: %s" % (pkg, exc))
        if e.get("asset_type") not in ASSET_TYPES:
            problem(where, "asset_type %r not in %s" % (e.get("asset_type"), sorted(ASSET_TYPES)))
        if "assets" in e and (not isinstance(e["assets"], list) or not all(is_str(a) for a in e["assets"])):
            problem(where, "assets must be a list of strings")
        if e.get("status") not in STATUSES:
            problem(where, "status %r not in %s" % (e.get("status"), sorted(STATUSES)))
        for f in ("conditions", "counter_conditions", "source"):
            if f in e and not is_str(e[f]):
                problem(where, "%s must be a non-empty string when present" % f)
        if "updated_at" in e:
            try:
                datetime.date.fromisoformat(e["updated_at"])
            except (TypeError, ValueError):
                problem(where, "updated_at %r is not an ISO date" % (e.get("updated_at"),))
    for t, n in titles.items():
        if n > 1:
            problem("entries", "title used %d times: %r" % (n, t))
    for b, n in bodies.items():
        if n > 1:
            problem("entries", "identical body used %d times: %r..." % (n, b[:60]))
    return by_id


def ineligibility(entry, context):
    """reasons why `entry` is not eligible for `context` (empty list: eligible)"""
    reasons = []
    if entry.get("status") == "deprecated":
        reasons.append("status")
    proj = entry.get("project")
    if proj != "*" and proj != context.get("project"):
        reasons.append("project")
    branch = context.get("branch", "")
    if not any(fnmatch.fnmatchcase(branch, g) for g in entry.get("branches", ["*"])):
        reasons.append("branch")
    stack = context.get("stack", {})
    for pkg, rng in entry.get("applies_to", {}).items():
        if pkg not in stack:
            reasons.append("version:%s(missing)" % pkg)
            continue
        try:
            if not satisfies(stack[pkg], rng):
                reasons.append("version:%s" % pkg)
        except SemverError:
            reasons.append("version:%s(unparseable)" % pkg)
    return reasons


# ---------------------------------------------------------------------------
# queries
# ---------------------------------------------------------------------------
ERROR_HINT = re.compile(
    r"(Error|error|Warning|warning|MUI:|Exception|TS\d{4}|\b[45]\d\d\b|ERR_[A-Z_]+|报错|"
    r"is not a function|was not found|must be used|cannot|Cannot|non-serializable|returned a different)")
IDENT_HINT = re.compile(
    r"(\b[a-z]+[A-Z][A-Za-z0-9]*\b|\b[A-Z][a-z0-9]+[A-Z][A-Za-z0-9]*\b|\w\(|\$\w+|\bv-[a-z]+|"
    r"\b[a-z]{1,3}-\d\b|\w\.\w|<\w)")


def compute_decision(labels, by_id, context):
    has_inject = has_ref = False
    for eid, lab in labels.items():
        e = by_id.get(eid)
        if e is None or lab == "not_applicable":
            continue
        if ineligibility(e, context):
            continue
        if lab == "reusable" and e["status"] == "verified":
            has_inject = True
        elif lab in ("reusable", "reference_only"):
            has_ref = True
    if has_inject:
        return "inject"
    if has_ref:
        return "reference"
    return "abstain"


def check_queries(queries, by_id):
    seen = set()
    texts = collections.Counter()
    stats = {"hard_negatives": 0, "counter_negatives": 0}
    for i, q in enumerate(queries):
        where = "query[%d] %s" % (i, q.get("id", "?"))
        for f in QUERY_FIELDS:
            if f not in q:
                problem(where, "missing field %r" % f)
        extra = set(q) - QUERY_FIELDS
        if extra:
            print("note: %s has extra fields %s" % (where, sorted(extra)))
        qid = q.get("id")
        if not is_str(qid):
            problem(where, "id must be a non-empty string")
        elif qid in seen:
            problem(where, "duplicate id")
        seen.add(qid)
        text = q.get("query")
        if not is_str(text):
            problem(where, "query must be a non-empty string")
            text = ""
        texts[text] += 1
        c = q.get("context")
        if not isinstance(c, dict):
            problem(where, "context must be an object")
            continue
        for f in ("project", "branch", "stack"):
            if f not in c:
                problem(where, "context.%s is required" % f)
        if not is_str(c.get("project")) or not is_str(c.get("branch")):
            problem(where, "context.project and context.branch must be non-empty strings")
        stack = c.get("stack")
        if not isinstance(stack, dict) or not stack:
            problem(where, "context.stack must be a non-empty object")
            stack = {}
        for pkg, ver in stack.items():
            try:
                parse_version(ver)
            except (SemverError, AttributeError):
                problem(where, "context.stack[%s]=%r is not a full version" % (pkg, ver))
        if "asset" in c and not is_str(c["asset"]):
            problem(where, "context.asset must be a non-empty string")
        if "asset_type" in c and c["asset_type"] not in ASSET_TYPES:
            problem(where, "context.asset_type %r is not an asset type" % c["asset_type"])
        labels = q.get("labels")
        if not isinstance(labels, dict):
            problem(where, "labels must be an object")
            continue
        ok_labels = {}
        for eid, lab in labels.items():
            if eid not in by_id:
                problem(where, "label for unknown entry %s" % eid)
                continue
            if lab not in LABELS:
                problem(where, "label %r for %s not in %s" % (lab, eid, sorted(LABELS)))
                continue
            reasons = ineligibility(by_id[eid], c)
            if lab == "reusable" and reasons:
                problem(where, "reusable label on %s, which is not eligible here (%s)" % (eid, ", ".join(reasons)))
            if lab == "reference_only" and reasons:
                problem(where, "reference_only label on %s, which is not eligible here (%s); "
                               "the service can never show it, label it not_applicable" % (eid, ", ".join(reasons)))
            ok_labels[eid] = lab
        expected = q.get("expected_decision")
        if expected not in DECISIONS:
            problem(where, "expected_decision %r not in %s" % (expected, sorted(DECISIONS)))
        got = compute_decision(ok_labels, by_id, c)
        if expected != got:
            problem(where, "expected_decision is %r but labels/status/eligibility give %r" % (expected, got))

        # category-specific sanity rules
        cat = q.get("category")
        if not is_str(cat):
            problem(where, "category must be a non-empty string")
            continue
        positive = [eid for eid, lab in ok_labels.items() if lab in ("reusable", "reference_only")]
        na_eligible = [eid for eid, lab in ok_labels.items()
                       if lab == "not_applicable" and not ineligibility(by_id[eid], c)]
        na_any = [eid for eid, lab in ok_labels.items() if lab == "not_applicable"]
        if na_any:
            stats["hard_negatives"] += 1
        if na_eligible:
            stats["counter_negatives"] += 1
        reasons_of = {eid: ineligibility(by_id[eid], c) for eid in ok_labels}
        if cat == "missing":
            if positive or got != "abstain":
                problem(where, "missing query must have no reusable/reference_only labels and decide abstain")
        elif cat == "version_gate":
            if not any(any(r.startswith("version:") for r in rs) for rs in reasons_of.values()):
                problem(where, "version_gate query labels no entry that is gated by applies_to")
        elif cat == "scope_gate":
            if not any(("project" in rs or "branch" in rs) for rs in reasons_of.values()):
                problem(where, "scope_gate query labels no entry gated by project or branch")
        elif cat == "status_gate":
            if not any(by_id[eid]["status"] != "verified" for eid in ok_labels):
                problem(where, "status_gate query labels no deprecated/candidate/review_required entry")
        elif cat == "not_applicable":
            if not na_eligible:
                problem(where, "not_applicable query has no not_applicable label on an eligible entry")
        elif cat == "multilingual":
            ql = language(text)
            if not any(language(by_id[eid]["body"]) != ql for eid in positive):
                problem(where, "multilingual query (%s) has no positively labeled entry in another language" % ql)
        elif cat == "long_doc":
            if not any(len(by_id[eid]["body"]) >= LONG_BODY for eid in positive):
                problem(where, "long_doc query has no positively labeled entry with a body >= %d chars" % LONG_BODY)
        elif cat == "error_code":
            if not ERROR_HINT.search(text):
                problem(where, "error_code query does not quote an error message or code")
        elif cat == "identifier":
            names = set()
            for eid in ok_labels:
                names.update(by_id[eid].get("assets", []))
            if not (any(n.lower() in text.lower() for n in names) or IDENT_HINT.search(text)):
                problem(where, "identifier query names no asset or code identifier")
    for t, n in texts.items():
        if n > 1:
            problem("queries", "query text used %d times: %r" % (n, t))
    return stats


# ---------------------------------------------------------------------------
def main():
    selftest_semver()
    entries = load_jsonl(EXP_PATH)
    queries = load_jsonl(Q_PATH)
    by_id = check_entries(entries)
    stats = check_queries(queries, by_id)

    if len(entries) < MIN_ENTRIES:
        problem("entries", "only %d entries, need >= %d" % (len(entries), MIN_ENTRIES))
    if len(queries) < MIN_QUERIES:
        problem("queries", "only %d queries, need >= %d" % (len(queries), MIN_QUERIES))

    cats = collections.Counter(q.get("category") for q in queries)
    for c in REQUIRED_CATEGORIES:
        if cats[c] < MIN_PER_CATEGORY:
            problem("categories", "%s has %d queries, need >= %d" % (c, cats[c], MIN_PER_CATEGORY))
    decs = collections.Counter(q.get("expected_decision") for q in queries)
    total = max(1, len(queries))
    for d, (lo, hi) in MIX_BANDS.items():
        share = decs[d] / total
        if not lo <= share <= hi:
            problem("mix", "%s share %.0f%% outside %.0f-%.0f%%" % (d, 100 * share, 100 * lo, 100 * hi))
    qlang = collections.Counter(language(q.get("query", "")) for q in queries)
    zh_share = qlang["zh"] / total
    if not ZH_QUERY_BAND[0] <= zh_share <= ZH_QUERY_BAND[1]:
        problem("mix", "Chinese query share %.0f%% outside %.0f-%.0f%%"
                % (100 * zh_share, 100 * ZH_QUERY_BAND[0], 100 * ZH_QUERY_BAND[1]))
    referenced = set()
    for q in queries:
        referenced.update((q.get("labels") or {}).keys())

    # summary
    print("entries: %d   queries: %d" % (len(entries), len(queries)))
    print("entries by status:  " + ", ".join("%s=%d" % kv for kv in sorted(collections.Counter(e.get("status") for e in entries).items())))
    print("entries by project: " + ", ".join("%s=%d" % kv for kv in sorted(collections.Counter(e.get("project") for e in entries).items())))
    print("entries by language: " + ", ".join("%s=%d" % kv for kv in sorted(collections.Counter(language(e.get("body", "")) for e in entries).items())))
    print("entries with body >= %d chars: %d" % (LONG_BODY, sum(1 for e in entries if len(e.get("body", "")) >= LONG_BODY)))
    print("entries named in at least one label: %d / %d" % (len(referenced & set(by_id)), len(by_id)))
    print("queries by decision: " + ", ".join("%s=%d (%.0f%%)" % (d, decs[d], 100 * decs[d] / total) for d in ("inject", "reference", "abstain")))
    print("queries by language: " + ", ".join("%s=%d (%.0f%%)" % (k, v, 100 * v / total) for k, v in sorted(qlang.items())))
    print("queries with not_applicable labels (hard negatives): %d; of those on eligible entries: %d"
          % (stats["hard_negatives"], stats["counter_negatives"]))
    print("queries by category:")
    per = collections.defaultdict(collections.Counter)
    for q in queries:
        per[q.get("category")][q.get("expected_decision")] += 1
    for c in REQUIRED_CATEGORIES + sorted(set(per) - set(REQUIRED_CATEGORIES)):
        d = per[c]
        print("  %-15s %3d   inject=%d reference=%d abstain=%d" % (c, sum(d.values()), d["inject"], d["reference"], d["abstain"]))

    if problems:
        print("\n%d problem(s):" % len(problems))
        for p in problems:
            print("  - " + p)
        return 1
    print("\nOK: all records valid, all expected_decision values recomputed and matching.")
    return 0


if __name__ == "__main__":
    sys.exit(main())
