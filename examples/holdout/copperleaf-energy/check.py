#!/usr/bin/env python3
"""Validate experiences.jsonl and queries.jsonl against formats.md.

Standard library only. Exits 1 (and prints every problem) on any error.

Checks:
  * every line is a JSON object with the fields/types of formats.md section 1 / 3
    (plus the `lang` tag this eval set adds to each query);
  * ids are unique and use the team's prefixes (exp-ce-NNNN, q-ce-NNN);
  * applies_to ranges and stack versions parse as semver;
  * for every query, eligibility of every labeled entry is recomputed from the
    entry's project / branches (fnmatchcase) / applies_to (semver) / status and the
    query context; `reusable` or `reference_only` on an ineligible (or deprecated)
    entry is refused;
  * expected_decision is recomputed from labels + status + eligibility and must match;
  * category-specific sanity rules (see check_category) and the overall mix.
"""
import json
import os
import re
import sys
from collections import Counter
from difflib import SequenceMatcher
from fnmatch import fnmatchcase

HERE = os.path.dirname(os.path.abspath(__file__))

ASSET_TYPES = {"component", "directive", "mixin", "filter", "store", "router", "plugin",
               "style", "build", "i18n", "test", "other"}
STATUSES = {"verified", "candidate", "review_required", "deprecated"}
GRADES = {"reusable", "reference_only", "not_applicable"}
DECISIONS = {"inject", "reference", "abstain"}
CATEGORIES = {"identifier", "synonym", "jargon", "version_gate", "status_gate", "scope_gate",
              "missing", "multilingual", "error_code", "long_doc", "not_applicable"}
LANGS = {"zh", "en", "mixed"}
ENTRY_ID_RE = re.compile(r"^exp-ce-\d{4}$")
QUERY_ID_RE = re.compile(r"^q-ce-\d{3}$")
DATE_RE = re.compile(r"^\d{4}-\d{2}-\d{2}$")
LONG_DOC_MIN_CHARS = 3000

ERRORS = []


def err(where, msg):
    ERRORS.append("%s: %s" % (where, msg))


# ---------------------------------------------------------------------------
# semver (node-semver subset: comparators, ^, ~, x-ranges, partials, hyphen, ||)
# ---------------------------------------------------------------------------
VERSION_RE = re.compile(r"^v?(\d+)\.(\d+)\.(\d+)$")
PARTIAL_RE = re.compile(r"^v?(\d+|[xX*])(?:\.(\d+|[xX*]))?(?:\.(\d+|[xX*]))?$")
COMP_RE = re.compile(r"^(>=|<=|>|<|=|\^|~)?\s*(.+)$")


class RangeError(ValueError):
    pass


def parse_version(s):
    m = VERSION_RE.match(s.strip())
    if not m:
        raise RangeError("not a full semver version (M.m.p, no prerelease): %r" % s)
    return tuple(int(x) for x in m.groups())


def parse_partial(s):
    m = PARTIAL_RE.match(s.strip())
    if not m:
        raise RangeError("bad version in range: %r" % s)
    parts = []
    for g in m.groups():
        if g is None or g in ("x", "X", "*"):
            break
        parts.append(int(g))
    # anything after a wildcard is ignored (1.x.3 == 1.x)
    return parts


def _bump(parts):
    """Exclusive upper bound for a partial: [1] -> 2.0.0, [1,2] -> 1.3.0."""
    if len(parts) == 1:
        return (parts[0] + 1, 0, 0)
    if len(parts) == 2:
        return (parts[0], parts[1] + 1, 0)
    raise AssertionError


def _fill(parts):
    return tuple(parts + [0] * (3 - len(parts)))


def desugar(op, ver):
    """Return a list of (op, version-tuple) comparators, op in >=,>,<,<=,==."""
    parts = parse_partial(ver)
    n = len(parts)
    if op in (None, "", "="):
        if n == 0:
            return []
        if n == 3:
            return [("==", tuple(parts))]
        return [(">=", _fill(parts)), ("<", _bump(parts))]
    if op == "^":
        if n == 0:
            return []
        M = parts[0]
        lo = _fill(parts)
        if M > 0 or n == 1:
            hi = (M + 1, 0, 0)
        elif n == 2 or parts[1] > 0:
            hi = (0, parts[1] + 1, 0)
        else:
            hi = (0, 0, parts[2] + 1)
        return [(">=", lo), ("<", hi)]
    if op == "~":
        if n == 0:
            return []
        lo = _fill(parts)
        hi = (parts[0] + 1, 0, 0) if n == 1 else (parts[0], parts[1] + 1, 0)
        return [(">=", lo), ("<", hi)]
    if op == ">=":
        return [] if n == 0 else [(">=", _fill(parts))]
    if op == "<":
        if n == 0:
            return [("<", (0, 0, 0))]
        return [("<", _fill(parts))]
    if op == ">":
        if n == 0:
            return [("<", (0, 0, 0))]  # >* matches nothing
        if n == 3:
            return [(">", tuple(parts))]
        return [(">=", _bump(parts))]
    if op == "<=":
        if n == 0:
            return []
        if n == 3:
            return [("<=", tuple(parts))]
        return [("<", _bump(parts))]
    raise RangeError("unknown operator %r" % op)


def parse_range(rng):
    """Parse a range into a list of alternatives, each a list of comparators."""
    if not isinstance(rng, str):
        raise RangeError("range must be a string")
    alts = []
    for alt in rng.split("||"):
        alt = alt.strip()
        if alt in ("", "*", "x", "X"):
            alts.append([])
            continue
        comps = []
        hy = re.match(r"^(\S+)\s+-\s+(\S+)$", alt)
        if hy:
            comps += desugar(">=", hy.group(1))
            comps += desugar("<=", hy.group(2))  # partial upper bound: <= 1.4 means < 1.5.0
            alts.append(comps)
            continue
        # allow ">= 5" style spacing by gluing operators to the next token
        tokens = re.findall(r"(?:>=|<=|>|<|=|\^|~)?\s*[^\s<>=^~]+", alt)
        if not tokens or "".join(t.replace(" ", "") for t in tokens) != alt.replace(" ", ""):
            raise RangeError("cannot parse range %r" % rng)
        for tok in tokens:
            m = COMP_RE.match(tok.strip())
            comps += desugar(m.group(1), m.group(2).strip())
        alts.append(comps)
    return alts


def satisfies(version, rng):
    v = parse_version(version)
    for comps in parse_range(rng):
        ok = True
        for op, c in comps:
            if op == ">=" and not v >= c:
                ok = False
            elif op == ">" and not v > c:
                ok = False
            elif op == "<" and not v < c:
                ok = False
            elif op == "<=" and not v <= c:
                ok = False
            elif op == "==" and not v == c:
                ok = False
        if ok:
            return True
    return False


def _self_test_semver():
    cases = [
        ("2.7.16", "^2.6", True), ("3.0.0", "^2.6", False), ("5.16.4", ">=5.14 <6", True),
        ("6.0.0", ">=5.14 <6", False), ("5.13.9", ">=5.14 <6", False), ("14.2.5", ">=14.1 <15", True),
        ("13.5.6", ">=14.1 <15", False), ("13.5.6", "^13.4", True), ("0.20.0", ">=0.19 <1", True),
        ("0.20.0", "^0.19", False), ("0.19.3", "^0.19", True), ("4.36.1", "^4.29", True),
        ("5.51.1", "^4.29", False), ("1.9.7", "^1.9", True), ("2.2.6", ">=2 <3", True),
        ("1.9.7", ">=2 <3", False), ("3.3.13", ">=3.4", False), ("3.4.38", ">=3.4", True),
        ("3.3.13", "^3.2", True), ("7.45.4", "^7.45", True), ("7.44.0", "^7.45", False),
        ("1.2.3", "~1.2", True), ("1.3.0", "~1.2", False), ("1.2.3", "1.2.x", True),
        ("2.0.0", "1.x || >=2", True), ("1.2.3", "1.2.3", True), ("1.2.4", "1.2.3", False),
        ("1.5.0", "1.2 - 1.4", False), ("1.4.9", "1.2 - 1.4", True), ("4.5.4", ">=4.4 <5", True),
        ("9.1.2", ">=8.1 <10", True), ("8.0.5", ">=8.1 <10", False), ("5.0.0", ">4", True),
        ("4.9.9", ">4", False), ("1.0.0", "*", True),
    ]
    for v, r, want in cases:
        got = satisfies(v, r)
        if got != want:
            err("semver self-test", "%s in %r -> %s, expected %s" % (v, r, got, want))


# ---------------------------------------------------------------------------
# loading and field validation
# ---------------------------------------------------------------------------
def load_jsonl(path):
    rows = []
    if not os.path.exists(path):
        err(os.path.basename(path), "file missing")
        return rows
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            if not line.strip():
                err("%s:%d" % (os.path.basename(path), n), "blank line")
                continue
            try:
                obj = json.loads(line)
            except json.JSONDecodeError as e:
                err("%s:%d" % (os.path.basename(path), n), "invalid JSON: %s" % e)
                continue
            if not isinstance(obj, dict):
                err("%s:%d" % (os.path.basename(path), n), "not a JSON object")
                continue
            rows.append(obj)
    return rows


def is_str(x):
    return isinstance(x, str) and x.strip() != ""


def check_entry(e):
    eid = e.get("id")
    where = "entry %s" % eid
    for f in ("id", "title", "body", "project", "asset_type", "status"):
        if not is_str(e.get(f)):
            err(where, "required string field %r missing or empty" % f)
    if is_str(eid) and not ENTRY_ID_RE.match(eid):
        err(where, "id does not match exp-ce-NNNN")
    if is_str(e.get("title")) and "\n" in e["title"]:
        err(where, "title must be one line")
    if e.get("asset_type") not in ASSET_TYPES:
        err(where, "asset_type %r not in %s" % (e.get("asset_type"), sorted(ASSET_TYPES)))
    if e.get("status") not in STATUSES:
        err(where, "status %r not in %s" % (e.get("status"), sorted(STATUSES)))
    if "branches" in e:
        b = e["branches"]
        if not isinstance(b, list) or not b or not all(is_str(x) for x in b):
            err(where, "branches must be a non-empty list of glob strings")
    if "applies_to" in e:
        a = e["applies_to"]
        if not isinstance(a, dict):
            err(where, "applies_to must be an object")
        else:
            for pkg, rng in a.items():
                if not is_str(pkg):
                    err(where, "applies_to has an empty package name")
                try:
                    parse_range(rng)
                except RangeError as ex:
                    err(where, "applies_to[%s]: %s" % (pkg, ex))
    if "assets" in e:
        a = e["assets"]
        if not isinstance(a, list) or not all(is_str(x) for x in a):
            err(where, "assets must be a list of strings")
    for f in ("conditions", "counter_conditions", "source"):
        if f in e and not isinstance(e[f], str):
            err(where, "%s must be a string" % f)
    if "updated_at" in e:
        if not (isinstance(e["updated_at"], str) and DATE_RE.match(e["updated_at"])):
            err(where, "updated_at must be an ISO date YYYY-MM-DD")


def check_query_shape(q, entries):
    qid = q.get("id")
    where = "query %s" % qid
    ok = True
    for f in ("id", "query", "expected_decision", "category", "lang"):
        if not is_str(q.get(f)):
            err(where, "required string field %r missing or empty" % f)
            ok = False
    if is_str(qid) and not QUERY_ID_RE.match(qid):
        err(where, "id does not match q-ce-NNN")
    if q.get("expected_decision") not in DECISIONS:
        err(where, "expected_decision %r invalid" % q.get("expected_decision"))
        ok = False
    if q.get("category") not in CATEGORIES:
        err(where, "category %r not one of %s" % (q.get("category"), sorted(CATEGORIES)))
    if q.get("lang") not in LANGS:
        err(where, "lang %r not in %s" % (q.get("lang"), sorted(LANGS)))
    ctx = q.get("context")
    if not isinstance(ctx, dict):
        err(where, "context must be an object")
        return False
    for f in ("project", "branch"):
        if not is_str(ctx.get(f)):
            err(where, "context.%s required" % f)
            ok = False
    stack = ctx.get("stack")
    if not isinstance(stack, dict) or not stack:
        err(where, "context.stack required (package -> version)")
        ok = False
    else:
        for pkg, ver in stack.items():
            try:
                parse_version(ver)
            except RangeError as ex:
                err(where, "stack[%s]: %s" % (pkg, ex))
                ok = False
    if "asset" in ctx and not is_str(ctx["asset"]):
        err(where, "context.asset must be a non-empty string")
    if "asset_type" in ctx and ctx["asset_type"] not in ASSET_TYPES:
        err(where, "context.asset_type %r invalid" % ctx["asset_type"])
    labels = q.get("labels")
    if not isinstance(labels, dict):
        err(where, "labels must be an object")
        return False
    for eid, g in labels.items():
        if eid not in entries:
            err(where, "label on unknown entry %s" % eid)
            ok = False
        if g not in GRADES:
            err(where, "label %s=%r is not one of %s" % (eid, g, sorted(GRADES)))
            ok = False
    return ok


# ---------------------------------------------------------------------------
# eligibility and decision
# ---------------------------------------------------------------------------
def ineligibility(entry, ctx):
    """Return list of reasons the entry is ineligible for ctx (empty = eligible).

    Reasons are tagged 'project', 'branch', 'version', 'status'."""
    reasons = []
    if entry["project"] != "*" and entry["project"] != ctx["project"]:
        reasons.append(("project", "project %s != %s" % (entry["project"], ctx["project"])))
    branches = entry.get("branches", ["*"])
    if not any(fnmatchcase(ctx["branch"], g) for g in branches):
        reasons.append(("branch", "branch %s matches none of %s" % (ctx["branch"], branches)))
    stack = ctx["stack"]
    for pkg, rng in entry.get("applies_to", {}).items():
        if pkg not in stack:
            reasons.append(("version", "stack lacks %s (entry needs %s)" % (pkg, rng)))
        elif not satisfies(stack[pkg], rng):
            reasons.append(("version", "%s %s not in %s" % (pkg, stack[pkg], rng)))
    if entry["status"] == "deprecated":
        reasons.append(("status", "deprecated"))
    return reasons


def recompute_decision(q, entries):
    ctx = q["context"]
    has_inject = False
    has_reference = False
    for eid, grade in q["labels"].items():
        e = entries[eid]
        reasons = ineligibility(e, ctx)
        if grade in ("reusable", "reference_only") and reasons:
            err("query %s" % q["id"], "label %s=%s refused: entry is ineligible for this context (%s)"
                % (eid, grade, "; ".join(r for _, r in reasons)))
            continue
        if reasons:
            continue
        if grade == "reusable" and e["status"] == "verified":
            has_inject = True
        elif grade == "reusable" or grade == "reference_only":
            has_reference = True
    if has_inject:
        return "inject"
    if has_reference:
        return "reference"
    return "abstain"


# ---------------------------------------------------------------------------
# language helpers
# ---------------------------------------------------------------------------
CJK_RE = re.compile(r"[\u3400-\u9fff\uf900-\ufaff]")
WORD_RE = re.compile(r"[A-Za-z]+")
FENCE_RE = re.compile(r"```.*?```", re.S)
INLINE_CODE_RE = re.compile(r"`[^`]*`")


def dominant_lang(text):
    prose = INLINE_CODE_RE.sub(" ", FENCE_RE.sub(" ", text))
    cjk = len(CJK_RE.findall(prose))
    words = len(WORD_RE.findall(prose))
    return "zh" if cjk >= words else "en"


def check_lang_tag(q):
    text = q["query"]
    cjk = len(CJK_RE.findall(text))
    words = len(WORD_RE.findall(INLINE_CODE_RE.sub(" ", text)))
    lang = q.get("lang")
    where = "query %s" % q["id"]
    if lang == "en" and cjk:
        err(where, "lang=en but the question contains Chinese")
    if lang in ("zh", "mixed") and not cjk:
        err(where, "lang=%s but the question has no Chinese" % lang)
    if lang == "mixed" and words < 2:
        err(where, "lang=mixed but the question has almost no English")


# ---------------------------------------------------------------------------
# category rules
# ---------------------------------------------------------------------------
def positives(q, entries):
    out = []
    for eid, g in q["labels"].items():
        if g in ("reusable", "reference_only") and not ineligibility(entries[eid], q["context"]):
            out.append(entries[eid])
    return out


def check_category(q, entries):
    cat = q["category"]
    ctx = q["context"]
    where = "query %s [%s]" % (q["id"], cat)
    labeled = [(entries[eid], g) for eid, g in q["labels"].items()]
    pos = positives(q, entries)
    reasons = {e["id"]: {t for t, _ in ineligibility(e, ctx)} for e, _ in labeled}

    if cat == "missing":
        if q["expected_decision"] != "abstain":
            err(where, "missing queries must abstain")
        if pos:
            err(where, "missing query has usable labels")
    elif cat == "version_gate":
        if not any("version" in reasons[e["id"]] and not (reasons[e["id"]] & {"project", "branch"})
                   for e, _ in labeled):
            err(where, "needs a labeled entry excluded only by applies_to versions")
    elif cat == "scope_gate":
        if not any(reasons[e["id"]] & {"project", "branch"} for e, _ in labeled):
            err(where, "needs a labeled entry excluded by project or branch")
    elif cat == "status_gate":
        if not any(e["status"] != "verified" for e, _ in labeled):
            err(where, "needs a labeled non-verified entry")
    elif cat == "not_applicable":
        if not any(g == "not_applicable" and not reasons[e["id"]] for e, g in labeled):
            err(where, "needs a not_applicable label on an eligible entry (counter-conditions/sub-question)")
    elif cat == "long_doc":
        if not any(len(e["body"]) >= LONG_DOC_MIN_CHARS for e in pos):
            err(where, "needs a usable labeled entry with a body of >= %d chars" % LONG_DOC_MIN_CHARS)
    elif cat == "multilingual":
        ql = q["lang"]
        if ql not in ("zh", "en"):
            err(where, "multilingual queries must be lang zh or en")
        elif not any(dominant_lang(e["body"]) != ql for e in pos):
            err(where, "no usable entry written in a different language than the question")
    elif cat == "error_code":
        best = 0
        qt = q["query"].lower()
        for e in pos:
            body = e["body"].lower()
            m = SequenceMatcher(None, qt, body, autojunk=False).find_longest_match(0, len(qt), 0, len(body))
            best = max(best, m.size)
        if best < 25:
            err(where, "error text of the question (>=25 chars) not found in any usable entry (best %d)" % best)
    elif cat == "identifier":
        asset = ctx.get("asset")
        if not asset:
            err(where, "identifier queries must name context.asset")
        elif not any(asset in (e.get("assets") or []) for e in pos):
            err(where, "no usable entry lists asset %r" % asset)


def check_asset_coverage(q, entries_list):
    """If the query names an asset, every entry about that asset must be graded."""
    asset = q["context"].get("asset")
    if not asset:
        return
    for e in entries_list:
        if asset in (e.get("assets") or []) and e["id"] not in q["labels"]:
            err("query %s" % q["id"], "entry %s is about asset %r but is not labeled" % (e["id"], asset))


# ---------------------------------------------------------------------------
def main():
    _self_test_semver()
    entries_list = load_jsonl(os.path.join(HERE, "experiences.jsonl"))
    queries = load_jsonl(os.path.join(HERE, "queries.jsonl"))

    entries = {}
    for e in entries_list:
        check_entry(e)
        if e.get("id") in entries:
            err("entry %s" % e.get("id"), "duplicate id")
        entries[e.get("id")] = e
    entries_ok = not ERRORS

    qids = set()
    decisions = Counter()
    categories = Counter()
    langs = Counter()
    for q in queries:
        if q.get("id") in qids:
            err("query %s" % q.get("id"), "duplicate id")
        qids.add(q.get("id"))
        if not check_query_shape(q, entries) or not entries_ok:
            continue
        got = recompute_decision(q, entries)
        if got != q["expected_decision"]:
            detail = []
            for eid, g in sorted(q["labels"].items()):
                rs = ineligibility(entries[eid], q["context"])
                detail.append("%s=%s(%s%s)" % (eid, g, entries[eid]["status"],
                                              ", ineligible: " + "; ".join(r for _, r in rs) if rs else ""))
            err("query %s" % q["id"], "expected_decision %s but labels/status/eligibility give %s: %s"
                % (q["expected_decision"], got, ", ".join(detail) or "no labels"))
        check_lang_tag(q)
        check_category(q, entries)
        check_asset_coverage(q, entries_list)
        decisions[q["expected_decision"]] += 1
        categories[q["category"]] += 1
        langs[q["lang"]] += 1

    # global mix
    if len(entries_list) < 85:
        err("experiences.jsonl", "only %d entries (need >= 85)" % len(entries_list))
    if len(queries) < 65:
        err("queries.jsonl", "only %d queries (need >= 65)" % len(queries))
    for c in sorted(CATEGORIES):
        if categories[c] == 0:
            err("queries.jsonl", "category %s not covered" % c)
    total = sum(decisions.values()) or 1
    for d, target in (("inject", 0.60), ("reference", 0.20), ("abstain", 0.20)):
        share = decisions[d] / total
        if abs(share - target) > 0.08:
            err("queries.jsonl", "decision %s is %.0f%% (target ~%.0f%%)" % (d, share * 100, target * 100))
    non_en = (langs["zh"] + langs["mixed"]) / total
    if not 0.22 <= non_en <= 0.40:
        err("queries.jsonl", "Chinese/mixed questions are %.0f%% (target ~30%%)" % (non_en * 100))
    used = set()
    for q in queries:
        used.update((q.get("labels") or {}).keys())
    status_counts = Counter(e.get("status") for e in entries_list)
    for s in STATUSES:
        if status_counts[s] == 0:
            err("experiences.jsonl", "no %s entries (hard negatives need every status)" % s)

    print("entries: %d  (status: %s)" % (len(entries_list), dict(sorted(status_counts.items()))))
    print("entry langs: %s" % dict(Counter(dominant_lang(e.get("body", "")) for e in entries_list)))
    print("entries referenced by some label: %d / %d" % (len(used & set(entries)), len(entries)))
    print("queries: %d" % len(queries))
    print("  per category: %s" % dict(sorted(categories.items())))
    print("  per expected_decision: %s" % dict(sorted(decisions.items())))
    print("  per lang: %s" % dict(sorted(langs.items())))
    if ERRORS:
        print("\nFAILED with %d problem(s):" % len(ERRORS))
        for m in ERRORS:
            print("  - " + m)
        sys.exit(1)
    print("\nOK: all checks passed")


if __name__ == "__main__":
    main()
