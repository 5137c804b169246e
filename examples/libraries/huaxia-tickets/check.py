#!/usr/bin/env python3
"""Validate experiences.jsonl and queries.jsonl against /work/shared/spec/formats.md (§1, §3).

    python3 check.py [DIR]        # DIR defaults to this file's directory; exit 0 = pass

Checks
  entries : required fields and types, enums (asset_type, status), unique ids, branch globs are
            strings, applies_to ranges are well-formed semver ranges, updated_at is an ISO date.
  queries : required fields and types, context.project/branch/stack present, stack versions are
            valid semver, unique ids, every label names an existing entry and a valid grade,
            expected_decision and category valid.
  semantics (formats.md "Status semantics" + "Scope semantics"):
            eligibility = project equal or "*", some branch glob matches (fnmatchcase), every
            applies_to package present in stack at a version inside the range, status != deprecated.
            A reusable or reference_only label on an ineligible entry is refused (the service could
            never show it). expected_decision is recomputed:
              inject    : some eligible verified entry labeled reusable
              reference : otherwise, some eligible entry labeled reference_only, or labeled reusable
                          with status review_required / candidate
              abstain   : otherwise
  extras  : semver ranges are checked only in the subset whose meaning all common implementations
            agree on (no prerelease tags in ranges; a constrained package must not have a prerelease
            version in a query's stack); category-specific sanity checks (errors for `missing`, and
            `not_applicable`, warnings for the rest); summary counts.
"""
import datetime
import json
import os
import re
import sys
from collections import Counter
from fnmatch import fnmatchcase

ASSET_TYPES = {"component", "directive", "mixin", "filter", "store", "router", "plugin", "style",
               "build", "i18n", "test", "other"}
STATUSES = {"verified", "candidate", "review_required", "deprecated"}
GRADES = {"reusable", "reference_only", "not_applicable"}
DECISIONS = {"inject", "reference", "abstain"}
REQUIRED_CATEGORIES = ["identifier", "synonym", "jargon", "version_gate", "status_gate", "scope_gate",
                       "missing", "not_applicable", "long_doc", "multilingual", "error_code"]
LANGS = {"zh", "en", "mixed"}

# ---------------------------------------------------------------------------
# semver (node-semver semantics for the subset without prerelease tags)
# ---------------------------------------------------------------------------
VERSION_RE = re.compile(r"^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)"
                        r"(?:-([0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*))?(?:\+([0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*))?$")
PARTIAL_RE = re.compile(r"^v?(\d+|[xX*])(?:\.(\d+|[xX*]))?(?:\.(\d+|[xX*]))?$")
COMP_RE = re.compile(r"^(<=|>=|<|>|=|\^|~)?\s*(.+)$")


class RangeError(ValueError):
    pass


def parse_version(v):
    m = VERSION_RE.match(v) if isinstance(v, str) else None
    if not m:
        raise ValueError("not a semver version: %r" % (v,))
    return (int(m.group(1)), int(m.group(2)), int(m.group(3))), m.group(4)


def _partial(s):
    m = PARTIAL_RE.match(s)
    if not m:
        if "-" in s or "+" in s:
            raise RangeError("prerelease/build tags are not allowed in ranges here: %r" % s)
        raise RangeError("bad version in range: %r" % s)
    parts = []
    for g in m.groups():
        if g is None or g in ("x", "X", "*"):
            break
        parts.append(int(g))
    # wildcard followed by a number ("1.x.3") is malformed
    seen_wild = False
    for g in m.groups():
        if g is None:
            break
        if g in ("x", "X", "*"):
            seen_wild = True
        elif seen_wild:
            raise RangeError("number after wildcard in %r" % s)
    return parts  # 0..3 ints


def _lo(parts):
    return tuple(parts + [0] * (3 - len(parts)))


def _bump(parts):
    """smallest version above every version matching the partial"""
    if not parts:
        return None
    p = list(parts)
    p[-1] += 1
    return tuple(p + [0] * (3 - len(p)))


def _comparator(tok):
    """-> list of (op, (maj, min, pat)) with op in {'>=', '<', '>', '<='}"""
    m = COMP_RE.match(tok)
    if not m:
        raise RangeError("bad comparator %r" % tok)
    op, ver = m.group(1) or "", m.group(2).strip()
    parts = _partial(ver)
    n = len(parts)
    if op in ("", "="):
        if n == 0:
            return []
        if n == 3:
            return [(">=", _lo(parts)), ("<=", _lo(parts))]
        return [(">=", _lo(parts)), ("<", _bump(parts))]
    if op == ">=":
        return [(">=", _lo(parts))] if n else []
    if op == ">":
        if n == 0:
            return [("<", (0, 0, 0))]          # matches nothing
        return [(">", _lo(parts))] if n == 3 else [(">=", _bump(parts))]
    if op == "<":
        if n == 0:
            return [("<", (0, 0, 0))]
        return [("<", _lo(parts))]
    if op == "<=":
        if n == 0:
            return []
        return [("<=", _lo(parts))] if n == 3 else [("<", _bump(parts))]
    if op == "~":
        if n == 0:
            return []
        if n == 1:
            return [(">=", _lo(parts)), ("<", _bump(parts[:1]))]
        return [(">=", _lo(parts)), ("<", _bump(parts[:2]))]
    if op == "^":
        if n == 0:
            return []
        lo = _lo(parts)
        if parts[0] != 0 or n == 1:
            hi = _bump(parts[:1])
        elif n == 2 or parts[1] != 0:
            hi = _bump(parts[:2])
        else:
            hi = _bump(parts[:3])
        return [(">=", lo), ("<", hi)]
    raise RangeError("unknown operator in %r" % tok)


def parse_range(r):
    """-> list of comparator sets (OR of ANDs); raises RangeError when malformed"""
    if not isinstance(r, str) or not r.strip():
        raise RangeError("range must be a non-empty string: %r" % (r,))
    sets = []
    for alt in r.split("||"):
        alt = alt.strip()
        if not alt:
            raise RangeError("empty alternative in %r" % r)
        hy = re.match(r"^(\S+)\s+-\s+(\S+)$", alt)
        if hy:
            a, b = _partial(hy.group(1)), _partial(hy.group(2))
            cs = [(">=", _lo(a))] if a else []
            if b:
                cs.append(("<=", _lo(b)) if len(b) == 3 else ("<", _bump(b)))
            sets.append(cs)
            continue
        # glue operators to their versions: ">= 18" -> ">=18"
        alt = re.sub(r"(<=|>=|<|>|=|\^|~)\s+", r"\1", alt)
        cs = []
        for tok in alt.split():
            cs.extend(_comparator(tok))
        sets.append(cs)
    return sets


def satisfies(version, rng):
    core, pre = parse_version(version)
    if pre:
        raise RangeError("prerelease version %r under a range: semantics differ between implementations" % version)
    for cs in parse_range(rng):
        ok = True
        for op, v in cs:
            if op == ">=" and not core >= v: ok = False
            elif op == ">" and not core > v: ok = False
            elif op == "<" and not core < v: ok = False
            elif op == "<=" and not core <= v: ok = False
            if not ok:
                break
        if ok:
            return True
    return False


def _selftest_semver():
    cases = [
        ("18.2.0", ">=18", True), ("17.0.2", ">=18", False), ("17.0.2", ">=17", True),
        ("5.16.2", "^5", True), ("4.24.15", "^5", False), ("6.0.0", "^5", False),
        ("5.8.6", ">=5.9", False), ("5.9.0", ">=5.9", True),
        ("4.24.15", ">=4.24 <5", True), ("5.0.0", ">=4.24 <5", False),
        ("6.8.1", ">=6.7 <6.19", True), ("6.19.0", ">=6.7 <6.19", False), ("6.22.3", ">=6.19", True),
        ("1.9.7", ">=1.9 <2", True), ("2.2.3", ">=1.9 <2", False), ("2.2.3", "^2", True),
        ("0.2.5", "^0.2", True), ("0.3.0", "^0.2", False), ("0.0.3", "^0.0.3", True), ("0.0.4", "^0.0.3", False),
        ("1.2.9", "~1.2", True), ("1.3.0", "~1.2", False), ("1.9.0", "~1", True),
        ("2.3.4", ">=2.3 <3", True), ("17.0.2", ">=16.8 <18", True), ("18.2.0", ">=16.8 <18", False),
        ("3.1.0", ">=3 <4", True), ("4.0.0", ">=3 <4", False), ("5.0.1", ">=5", True), ("4.5.2", ">=4.4 <5", True),
        ("1.5.0", "1.x", True), ("2.0.0", "1.x", False), ("1.2.3", "*", True),
        ("1.4.0", "1.2 - 1.4", True), ("1.5.0", "1.2 - 1.4", False), ("3.0.0", "^2 || ^3", True),
        ("1.2.0", ">1.1", True), ("1.1.9", ">1.1", False), ("1.1.9", "<=1.1", True), ("1.2.0", "<=1.1", False),
    ]
    for v, r, want in cases:
        got = satisfies(v, r)
        assert got == want, "semver selftest: %s in %s -> %s, want %s" % (v, r, got, want)
    for bad in ["", ">=", "^x.1", "1.x.3", ">=5-beta", "abc", "1.2.3.4", ">= 5 ||"]:
        try:
            parse_range(bad)
        except RangeError:
            continue
        raise AssertionError("semver selftest: %r should be malformed" % bad)


# ---------------------------------------------------------------------------
# helpers
# ---------------------------------------------------------------------------
CJK_RE = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]")
WORD_RE = re.compile(r"[A-Za-z][A-Za-z0-9_.\-]*")


def text_lang(s):
    """zh when CJK characters make up >= 30% of (CJK chars + Latin words), else en.
    Chinese notes full of identifiers score 0.4-0.95, English notes with a quoted Chinese term < 0.1."""
    cjk = len(CJK_RE.findall(s))
    words = len(WORD_RE.findall(s))
    if cjk == 0:
        return "en"
    return "zh" if cjk >= 0.3 * (cjk + words) else "en"


def is_long(body):
    """a long multi-section document: >= 4 markdown sections and >= 1000 characters"""
    return len(re.findall(r"(?m)^## ", body)) >= 4 and len(body) >= 1000


def read_jsonl(path, errors):
    rows = []
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            if not line.strip():
                errors.append("%s:%d: blank line" % (os.path.basename(path), n))
                continue
            try:
                obj = json.loads(line)
            except json.JSONDecodeError as ex:
                errors.append("%s:%d: invalid JSON: %s" % (os.path.basename(path), n, ex))
                continue
            if not isinstance(obj, dict):
                errors.append("%s:%d: not an object" % (os.path.basename(path), n))
                continue
            rows.append(obj)
    return rows


def is_str(x, nonempty=True):
    return isinstance(x, str) and (bool(x.strip()) or not nonempty)


def is_str_list(x):
    return isinstance(x, list) and all(is_str(i) for i in x)


def check_entry(e, errors):
    eid = e.get("id", "<no id>")
    where = "entry %s" % eid
    for f in ("id", "title", "body", "project", "asset_type", "status"):
        if not is_str(e.get(f)):
            errors.append("%s: required field %r missing or not a non-empty string" % (where, f))
    if "title" in e and isinstance(e["title"], str) and "\n" in e["title"]:
        errors.append("%s: title must be one line" % where)
    if e.get("asset_type") not in ASSET_TYPES:
        errors.append("%s: asset_type %r not in %s" % (where, e.get("asset_type"), sorted(ASSET_TYPES)))
    if e.get("status") not in STATUSES:
        errors.append("%s: status %r not in %s" % (where, e.get("status"), sorted(STATUSES)))
    if "branches" in e and not (is_str_list(e["branches"]) and e["branches"]):
        errors.append("%s: branches must be a non-empty list of glob strings" % where)
    if "applies_to" in e:
        at = e["applies_to"]
        if not isinstance(at, dict):
            errors.append("%s: applies_to must be an object" % where)
        else:
            for pkg, rng in at.items():
                if not is_str(pkg):
                    errors.append("%s: applies_to key %r not a package name" % (where, pkg))
                try:
                    parse_range(rng)
                except RangeError as ex:
                    errors.append("%s: applies_to[%s]: %s" % (where, pkg, ex))
    if "assets" in e and not is_str_list(e["assets"]):
        errors.append("%s: assets must be a list of strings" % where)
    for f in ("conditions", "counter_conditions", "source"):
        if f in e and not is_str(e[f]):
            errors.append("%s: %s must be a non-empty string" % (where, f))
    if "updated_at" in e:
        try:
            datetime.date.fromisoformat(e["updated_at"])
        except (TypeError, ValueError):
            errors.append("%s: updated_at %r is not an ISO date" % (where, e["updated_at"]))


def check_query_shape(q, errors):
    qid = q.get("id", "<no id>")
    where = "query %s" % qid
    for f in ("id", "query", "expected_decision", "category"):
        if not is_str(q.get(f)):
            errors.append("%s: required field %r missing or not a non-empty string" % (where, f))
    ctx = q.get("context")
    if not isinstance(ctx, dict):
        errors.append("%s: context must be an object" % where)
    else:
        for f in ("project", "branch"):
            if not is_str(ctx.get(f)):
                errors.append("%s: context.%s required (non-empty string)" % (where, f))
        st = ctx.get("stack")
        if not isinstance(st, dict):
            errors.append("%s: context.stack required (object package -> version)" % where)
        else:
            for pkg, ver in st.items():
                try:
                    parse_version(ver)
                except ValueError as ex:
                    errors.append("%s: context.stack[%s]: %s" % (where, pkg, ex))
        if "asset" in ctx and not is_str(ctx["asset"]):
            errors.append("%s: context.asset must be a string" % where)
        if "asset_type" in ctx and ctx["asset_type"] not in ASSET_TYPES:
            errors.append("%s: context.asset_type %r not in enum" % (where, ctx["asset_type"]))
    if not isinstance(q.get("labels"), dict):
        errors.append("%s: labels must be an object id -> grade" % where)
    if q.get("expected_decision") not in DECISIONS:
        errors.append("%s: expected_decision %r not in %s" % (where, q.get("expected_decision"), sorted(DECISIONS)))
    if "lang" in q and q["lang"] not in LANGS:
        errors.append("%s: lang %r not in %s" % (where, q["lang"], sorted(LANGS)))


def ineligible_reasons(entry, ctx):
    """[] when eligible; else every reason, each starting with status: / scope: / version:"""
    out = []
    if entry["status"] == "deprecated":
        out.append("status: deprecated")
    if entry["project"] not in ("*", ctx["project"]):
        out.append("scope: project %s != %s" % (entry["project"], ctx["project"]))
    branches = entry.get("branches", ["*"])
    if not any(fnmatchcase(ctx["branch"], g) for g in branches):
        out.append("scope: branch %s matches none of %s" % (ctx["branch"], branches))
    for pkg, rng in entry.get("applies_to", {}).items():
        if pkg not in ctx["stack"]:
            out.append("version: stack lacks %s (entry needs %s)" % (pkg, rng))
        elif not satisfies(ctx["stack"][pkg], rng):
            out.append("version: %s %s not in %s" % (pkg, ctx["stack"][pkg], rng))
    return out


def ineligibility(entry, ctx):
    """None when eligible; else the reasons joined"""
    r = ineligible_reasons(entry, ctx)
    return "; ".join(r) if r else None


def recompute_decision(labels, entries, ctx):
    best = "abstain"
    for eid, grade in labels.items():
        e = entries[eid]
        if ineligibility(e, ctx) is not None or grade == "not_applicable":
            continue
        if grade == "reusable" and e["status"] == "verified":
            return "inject"
        best = "reference"
    return best


def main(argv):
    _selftest_semver()
    d = argv[1] if len(argv) > 1 else os.path.dirname(os.path.abspath(__file__))
    errors, warnings = [], []
    entries_l = read_jsonl(os.path.join(d, "experiences.jsonl"), errors)
    queries_l = read_jsonl(os.path.join(d, "queries.jsonl"), errors)

    entries, broken = {}, set()
    for e in entries_l:
        n_before = len(errors)
        check_entry(e, errors)
        eid = e.get("id")
        if len(errors) > n_before:
            broken.add(eid)          # malformed: labels on it are reported, not evaluated
        if eid in entries:
            errors.append("entry %s: duplicate id" % eid)
        entries[eid] = e

    seen_q = set()
    decisions, cats, langs = Counter(), Counter(), Counter()
    cat_dec = {}
    for q in queries_l:
        n_before = len(errors)
        check_query_shape(q, errors)
        qid = q.get("id")
        if qid in seen_q:
            errors.append("query %s: duplicate id" % qid)
        seen_q.add(qid)
        labels, ctx = q.get("labels"), q.get("context")
        if len(errors) > n_before:
            continue                 # malformed query: reported above, semantics not evaluated
        ok_labels = True
        for eid, grade in labels.items():
            if eid not in entries:
                errors.append("query %s: label names unknown entry %s" % (qid, eid))
                ok_labels = False
                continue
            if grade not in GRADES:
                errors.append("query %s: label %s has grade %r not in %s" % (qid, eid, grade, sorted(GRADES)))
                ok_labels = False
                continue
            e = entries[eid]
            if eid in broken:
                errors.append("query %s: label names malformed entry %s" % (qid, eid))
                ok_labels = False
                continue
            ambiguous = False
            for pkg in e.get("applies_to", {}):
                ver = ctx["stack"].get(pkg)
                m = VERSION_RE.match(ver) if isinstance(ver, str) else None
                if m and m.group(4):
                    errors.append("query %s: %s constrains %s but the stack has prerelease %s (ambiguous)"
                                  % (qid, eid, pkg, ver))
                    ambiguous = True
            if ambiguous:
                ok_labels = False
                continue
            why = ineligibility(e, ctx)
            if grade in ("reusable", "reference_only") and why is not None:
                errors.append("query %s: %s labeled %s but is ineligible here (%s)" % (qid, eid, grade, why))
                ok_labels = False
        if not ok_labels:
            continue
        want = recompute_decision(labels, entries, ctx)
        if want != q.get("expected_decision"):
            errors.append("query %s: expected_decision %r but labels + eligibility give %r"
                          % (qid, q.get("expected_decision"), want))
        cat = q.get("category")
        decisions[q.get("expected_decision")] += 1
        cats[cat] += 1
        langs[q.get("lang", text_lang(q.get("query", "")))] += 1
        cat_dec.setdefault(cat, Counter())[q.get("expected_decision")] += 1

        # ---- category sanity -------------------------------------------------
        grades = set(labels.values())
        if "lang" in q:
            detected = text_lang(q["query"])
            if q["lang"] == "en" and CJK_RE.search(q["query"]):
                errors.append("query %s: lang en but the text has CJK characters" % qid)
            if q["lang"] in ("zh", "mixed") and not CJK_RE.search(q["query"]):
                errors.append("query %s: lang %s but no CJK characters" % (qid, q["lang"]))
        if cat == "missing":
            if grades & {"reusable", "reference_only"} or q.get("expected_decision") != "abstain":
                errors.append("query %s: category missing must have no usable labels and decide abstain" % qid)
        if cat == "not_applicable" and "not_applicable" not in grades:
            errors.append("query %s: category not_applicable needs at least one not_applicable label" % qid)
        if cat == "multilingual":
            ql = "en" if q.get("lang") == "en" else "zh"
            if not any(text_lang(entries[i]["body"]) != ql for i, g in labels.items() if g == "reusable"):
                errors.append("query %s: multilingual, but no reusable entry is in the other language" % qid)
        if cat in ("version_gate", "scope_gate", "status_gate"):
            kind = {"version_gate": "version", "scope_gate": "scope", "status_gate": "status"}[cat]
            hit = any(r.startswith(kind) for i in labels for r in ineligible_reasons(entries[i], ctx))
            if cat == "status_gate":
                hit = hit or any(entries[i]["status"] in ("candidate", "review_required") for i in labels)
            # the positive side of a gate: a reusable entry that holds *because* the context passes it
            usable = [entries[i] for i, g in labels.items() if g == "reusable" and not ineligible_reasons(entries[i], ctx)]
            if cat == "version_gate":
                hit = hit or any(u.get("applies_to") for u in usable)
            if cat == "scope_gate":
                hit = hit or any(u["project"] == "*" or u.get("branches", ["*"]) != ["*"] for u in usable)
            if not hit:
                warnings.append("query %s: %s but no labeled entry is gated by %s" % (qid, cat, kind))
        if cat == "long_doc":
            if not any(is_long(entries[i]["body"]) for i, g in labels.items() if g == "reusable"):
                errors.append("query %s: long_doc but no reusable entry with a long body" % qid)

    for c in REQUIRED_CATEGORIES:
        if cats[c] < 5:
            errors.append("category %s has %d queries (< 5)" % (c, cats[c]))
    if len(entries) < 85:
        errors.append("only %d entries (< 85)" % len(entries))
    if len(seen_q) < 65:
        errors.append("only %d queries (< 65)" % len(seen_q))

    # ---- report --------------------------------------------------------------
    st = Counter(e.get("status") for e in entries_l)
    pr = Counter(e.get("project") for e in entries_l)
    el = Counter(text_lang(e.get("body", "")) for e in entries_l)
    longs = sum(1 for e in entries_l if is_long(e.get("body", "")))
    n = max(1, sum(decisions.values()))
    print("entries: %d  status=%s  project=%s  body-lang=%s  long multi-section=%d"
          % (len(entries_l), dict(st), dict(pr), dict(el), longs))
    print("queries: %d" % len(queries_l))
    print("  decisions: " + ", ".join("%s=%d (%.0f%%)" % (k, decisions[k], 100.0 * decisions[k] / n)
                                      for k in ("inject", "reference", "abstain")))
    print("  languages: " + ", ".join("%s=%d (%.0f%%)" % (k, v, 100.0 * v / n) for k, v in sorted(langs.items())))
    print("  categories:")
    for c in REQUIRED_CATEGORIES + sorted(set(cats) - set(REQUIRED_CATEGORIES)):
        print("    %-15s %2d  %s" % (c, cats[c], dict(cat_dec.get(c, {}))))
    for w in warnings:
        print("WARN " + w)
    for e in errors:
        print("FAIL " + e)
    print("check.py: %s (%d errors, %d warnings)" % ("PASS" if not errors else "FAIL", len(errors), len(warnings)))
    return 0 if not errors else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv))
