#!/usr/bin/env python3
"""Validate experiences.jsonl and queries.jsonl against /work/shared/spec/formats.md (§1, §3).

Checks
  entries : required fields and types, enums (asset_type, status), branch globs, semver
            ranges in applies_to well-formed, ISO updated_at, unique ids.
  queries : required fields and types, context (project, branch, stack with exact versions),
            labels refer to existing entries and use the three label values, unique ids.
  eligibility (formats.md "Scope semantics" + "Status semantics"):
            project equal or "*", some branch glob matches (fnmatchcase), every applies_to
            package present in the stack at a version inside the range; deprecated entries
            are always excluded.  A `reusable` (or `reference_only`) label on an entry that is
            ineligible in the query's context, or deprecated, is refused: such an entry can only
            be labeled `not_applicable`.
  decision: expected_decision recomputed from the labels:
            inject    - an eligible verified entry labeled reusable exists
            reference - otherwise, an eligible entry labeled reference_only, or an eligible
                        non-verified (review_required / candidate) entry labeled reusable
            abstain   - otherwise
  library : sizes (>= 85 entries, >= 65 queries), every category >= 5 queries, category
            sanity (missing has no labels, gates really gate), languages, multilingual
            queries answered in the other language, files identical to what gen.py produces.
Exit status 0 when everything passes.
"""
import datetime
import fnmatch
import json
import os
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
ASSET_TYPES = {"component", "directive", "mixin", "filter", "store", "router", "plugin",
               "style", "build", "i18n", "test", "other"}
STATUSES = {"verified", "candidate", "review_required", "deprecated"}
LABELS = {"reusable", "reference_only", "not_applicable"}
DECISIONS = {"inject", "reference", "abstain"}
CATEGORIES = ["identifier", "synonym", "jargon", "version_gate", "status_gate", "scope_gate",
              "missing", "not_applicable", "long_doc", "multilingual", "error_code"]
ENTRY_FIELDS = {"id", "title", "body", "project", "branches", "applies_to", "asset_type",
                "assets", "status", "conditions", "counter_conditions", "source", "updated_at"}
QUERY_FIELDS = {"id", "query", "context", "labels", "expected_decision", "category"}

errors = []


def err(msg):
    errors.append(msg)


# --------------------------------------------------------------------------
# semver (npm range syntax subset: || sets, hyphen ranges, ^ ~ ~> >= <= > < =, x/*)
# --------------------------------------------------------------------------
class RangeError(ValueError):
    pass


_NUM = r"(?:0|[1-9]\d*)"
_XR = r"(?:0|[1-9]\d*|[xX*])"
_PARTIAL = re.compile(r"^v?(%s)(?:\.(%s)(?:\.(%s))?)?$" % (_XR, _XR, _XR))
_FULL = re.compile(r"^(%s)\.(%s)\.(%s)$" % (_NUM, _NUM, _NUM))
_COMP = re.compile(r"^(>=|<=|~>|>|<|=|\^|~)?(.+)$")


def parse_version(v):
    m = _FULL.match(v)
    if not m:
        raise RangeError("not an exact semver version X.Y.Z: %r" % v)
    return tuple(int(x) for x in m.groups())


def parse_partial(s):
    m = _PARTIAL.match(s)
    if not m:
        raise RangeError("bad version %r" % s)
    parts = []
    wild = False
    for g in m.groups():
        if g is None or g in ("x", "X", "*"):
            wild = True
            parts.append(None)
        else:
            if wild:
                raise RangeError("number after wildcard in %r" % s)
            parts.append(int(g))
    return tuple(parts)  # (M, m, p) with None for missing / wildcard


def _fill(p):
    return tuple(0 if x is None else x for x in p)


def desugar(op, p):
    M, m, pa = p
    full = None not in p
    if M is None:  # '*', 'x'
        if op in ("", "=", ">=", "^", "~", "~>"):
            return []
        raise RangeError("comparator %s* matches nothing" % op)
    if op in ("", "="):
        if full:
            return [("=", p)]
        if m is None:
            return [(">=", (M, 0, 0)), ("<", (M + 1, 0, 0))]
        return [(">=", (M, m, 0)), ("<", (M, m + 1, 0))]
    if op == "^":
        lo = _fill(p)
        if M != 0 or m is None:
            hi = (M + 1, 0, 0)
        elif m != 0 or pa is None:
            hi = (0, m + 1, 0)
        else:
            hi = (0, 0, pa + 1)
        return [(">=", lo), ("<", hi)]
    if op in ("~", "~>"):
        if m is None:
            return [(">=", (M, 0, 0)), ("<", (M + 1, 0, 0))]
        return [(">=", _fill(p)), ("<", (M, m + 1, 0))]
    if op == ">=":
        return [(">=", _fill(p))]
    if op == "<":
        return [("<", _fill(p))]
    if op == ">":
        if full:
            return [(">", p)]
        if m is None:
            return [(">=", (M + 1, 0, 0))]
        return [(">=", (M, m + 1, 0))]
    if op == "<=":
        if full:
            return [("<=", p)]
        if m is None:
            return [("<", (M + 1, 0, 0))]
        return [("<", (M, m + 1, 0))]
    raise RangeError("unknown operator %r" % op)


def parse_range(r):
    """Return a list of comparator sets (each a list of (op, version))."""
    if not isinstance(r, str) or not r.strip():
        raise RangeError("empty range")
    sets = []
    for part in r.split("||"):
        part = part.strip()
        if not part:
            raise RangeError("empty alternative in %r" % r)
        hy = re.match(r"^(\S+)\s+-\s+(\S+)$", part)
        comps = []
        if hy:
            lo, hi = parse_partial(hy.group(1)), parse_partial(hy.group(2))
            comps += [(">=", _fill(lo))] if lo[0] is not None else []
            comps += desugar("<=", hi) if hi[0] is not None else []
        else:
            part = re.sub(r"(>=|<=|~>|>|<|=|\^|~)\s+", r"\1", part)
            for tok in part.split():
                m = _COMP.match(tok)
                if not m:
                    raise RangeError("bad comparator %r in %r" % (tok, r))
                comps += desugar(m.group(1) or "", parse_partial(m.group(2)))
        sets.append(comps)
    return sets


def satisfies(version, rng):
    v = parse_version(version)
    for comps in parse_range(rng):
        ok = True
        for op, c in comps:
            if not {"=": v == c, ">=": v >= c, "<=": v <= c, ">": v > c, "<": v < c}[op]:
                ok = False
                break
        if ok:
            return True
    return False


def _selftest():
    cases = [
        ("2.6.14", "^2.6", True), ("3.0.0", "^2.6", False), ("5.15.3", ">=5 <6", True),
        ("6.0.0", ">=5 <6", False), ("5.0.7", ">=5.1 <6", False), ("5.1.0", ">=5.1 <6", True),
        ("4.3.9", ">=4.4 <5", False), ("4.3.9", ">=4.0 <4.4", True), ("0.27.2", "<1", True),
        ("1.6.8", "<1", False), ("12.3.4", "^12.3", True), ("14.1.4", ">=14 <15", True),
        ("0.2.5", "^0.2", True), ("0.3.0", "^0.2", False), ("1.2.9", "~1.2", True),
        ("1.3.0", "~1.2", False), ("4.24.15", "^4.24", True), ("4.24.15", "4.x", True),
        ("2.0.0", "1.2 - 1.4", False), ("1.4.9", "1.2 - 1.4", True), ("17.0.2", "^16.8 || ^17", True),
        ("6.1.11", "*", True), ("3.39.3", "<=3.39", True), ("3.40.0", "<=3.39", False),
    ]
    for v, r, want in cases:
        assert satisfies(v, r) == want, (v, r, want)
    for bad in ["", ">=", "^^1", "1.x.3", "abc", ">= 5 <", "1.2.3-beta", "|| 1"]:
        try:
            parse_range(bad)
        except RangeError:
            continue
        raise AssertionError("range accepted but malformed: %r" % bad)


# --------------------------------------------------------------------------
# loading
# --------------------------------------------------------------------------
def load_jsonl(path):
    rows = []
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            if not line.strip():
                err("%s:%d: blank line" % (os.path.basename(path), n))
                continue
            try:
                obj = json.loads(line)
            except json.JSONDecodeError as e:
                err("%s:%d: invalid JSON: %s" % (os.path.basename(path), n, e))
                continue
            if not isinstance(obj, dict):
                err("%s:%d: not an object" % (os.path.basename(path), n))
                continue
            rows.append(obj)
    return rows


def is_str(x, nonempty=True):
    return isinstance(x, str) and (bool(x.strip()) if nonempty else True)


def is_str_list(x):
    return isinstance(x, list) and all(is_str(i) for i in x)


CJK = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\u3000-\u303f\uff00-\uffef]")
CJK_IDEO = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff]")
LATIN_WORD = re.compile(r"[A-Za-z]{2,}")


def text_lang(text):
    """'zh' when Chinese characters carry the text, else 'en' (identifiers and code are Latin)."""
    han = len(CJK_IDEO.findall(text))
    words = len(LATIN_WORD.findall(text))
    return "zh" if han >= 0.6 * words and han > 0 else "en"


# --------------------------------------------------------------------------
# entries
# --------------------------------------------------------------------------
def check_entries(entries):
    by_id = {}
    for i, e in enumerate(entries):
        where = "entry #%d (%s)" % (i + 1, e.get("id", "?"))
        for f in ("id", "title", "body", "project", "asset_type", "status"):
            if f not in e:
                err("%s: missing required field %r" % (where, f))
            elif not is_str(e[f]):
                err("%s: field %r must be a non-empty string" % (where, f))
        if is_str(e.get("title")) and "\n" in e["title"]:
            err("%s: title must be one line" % where)
        if e.get("asset_type") not in ASSET_TYPES:
            err("%s: asset_type %r not in %s" % (where, e.get("asset_type"), sorted(ASSET_TYPES)))
        if e.get("status") not in STATUSES:
            err("%s: status %r not in %s" % (where, e.get("status"), sorted(STATUSES)))
        if "branches" in e:
            if not is_str_list(e["branches"]) or not e["branches"]:
                err("%s: branches must be a non-empty list of glob strings" % where)
        if "applies_to" in e:
            a = e["applies_to"]
            if not isinstance(a, dict):
                err("%s: applies_to must be an object" % where)
            else:
                for pkg, rng in a.items():
                    if not is_str(pkg) or not is_str(rng):
                        err("%s: applies_to %r: %r must map a package name to a range string" % (where, pkg, rng))
                        continue
                    try:
                        parse_range(rng)
                    except RangeError as ex:
                        err("%s: applies_to[%r] = %r malformed: %s" % (where, pkg, rng, ex))
        if "assets" in e and not is_str_list(e["assets"]):
            err("%s: assets must be a list of strings" % where)
        for f in ("conditions", "counter_conditions", "source"):
            if f in e and not is_str(e[f]):
                err("%s: %s must be a non-empty string" % (where, f))
        if "updated_at" in e:
            try:
                datetime.date.fromisoformat(e["updated_at"])
            except (TypeError, ValueError):
                err("%s: updated_at %r is not an ISO date" % (where, e.get("updated_at")))
        extra = set(e) - ENTRY_FIELDS
        if extra:
            err("%s: unexpected fields %s" % (where, sorted(extra)))
        if is_str(e.get("id")):
            if e["id"] in by_id:
                err("%s: duplicate id" % where)
            by_id[e["id"]] = e
    return by_id


def eligibility(entry, context):
    """Return (eligible, reasons): reasons is the set of failed gates among
    {'project', 'branch', 'version', 'status'} (empty when eligible)."""
    reasons = set()
    if entry["project"] != "*" and entry["project"] != context["project"]:
        reasons.add("project")
    if not any(fnmatch.fnmatchcase(context["branch"], g) for g in entry.get("branches", ["*"])):
        reasons.add("branch")
    stack = context["stack"]
    for pkg, rng in entry.get("applies_to", {}).items():
        try:
            if pkg not in stack or not satisfies(stack[pkg], rng):
                reasons.add("version")
        except (RangeError, TypeError):
            reasons.add("version")  # malformed range/version: reported elsewhere; the contract cannot hold
    if entry["status"] == "deprecated":
        reasons.add("status")
    return not reasons, reasons


def decide(labels, by_id, context):
    has_ref = False
    for eid, lab in labels.items():
        e = by_id[eid]
        ok, _ = eligibility(e, context)
        if not ok:
            continue
        if lab == "reusable" and e["status"] == "verified":
            return "inject"
        if lab == "reference_only" or (lab == "reusable" and e["status"] != "verified"):
            has_ref = True
    return "reference" if has_ref else "abstain"


# --------------------------------------------------------------------------
# queries
# --------------------------------------------------------------------------
def check_queries(queries, by_id):
    seen = set()
    for i, q in enumerate(queries):
        where = "query #%d (%s)" % (i + 1, q.get("id", "?"))
        for f in QUERY_FIELDS:
            if f not in q:
                err("%s: missing required field %r" % (where, f))
        if not is_str(q.get("id")):
            err("%s: id must be a non-empty string" % where)
        elif q["id"] in seen:
            err("%s: duplicate id" % where)
        else:
            seen.add(q["id"])
        if not is_str(q.get("query")):
            err("%s: query must be a non-empty string" % where)
        if not is_str(q.get("category")):
            err("%s: category must be a non-empty string" % where)
        if q.get("expected_decision") not in DECISIONS:
            err("%s: expected_decision %r not in %s" % (where, q.get("expected_decision"), sorted(DECISIONS)))
        if "top_k" in q and not (isinstance(q["top_k"], int) and q["top_k"] > 0):
            err("%s: top_k must be a positive integer" % where)
        c = q.get("context")
        ctx_ok = isinstance(c, dict)
        if not ctx_ok:
            err("%s: context must be an object" % where)
        else:
            for f in ("project", "branch"):
                if not is_str(c.get(f)):
                    err("%s: context.%s must be a non-empty string" % (where, f))
                    ctx_ok = False
            if not isinstance(c.get("stack"), dict) or not c["stack"]:
                err("%s: context.stack must be a non-empty object" % where)
                ctx_ok = False
            else:
                for pkg, ver in c["stack"].items():
                    try:
                        parse_version(ver)
                    except (RangeError, TypeError) as ex:
                        err("%s: context.stack[%r]: %s" % (where, pkg, ex))
                        ctx_ok = False
            if "asset" in c and not is_str(c["asset"]):
                err("%s: context.asset must be a string" % where)
            if "asset_type" in c and c["asset_type"] not in ASSET_TYPES:
                err("%s: context.asset_type %r invalid" % (where, c["asset_type"]))
        labels = q.get("labels")
        if not isinstance(labels, dict):
            err("%s: labels must be an object" % where)
            continue
        labels_ok = True
        for eid, lab in labels.items():
            if eid not in by_id:
                err("%s: label refers to unknown entry %r" % (where, eid))
                labels_ok = False
            if lab not in LABELS:
                err("%s: label %r for %s not in %s" % (where, lab, eid, sorted(LABELS)))
                labels_ok = False
        if not (ctx_ok and labels_ok):
            continue
        for eid, lab in labels.items():
            ok, why = eligibility(by_id[eid], c)
            if not ok and lab != "not_applicable":
                err("%s: %s labeled %r but is ineligible here (%s): only not_applicable is allowed"
                    % (where, eid, lab, "+".join(sorted(why))))
        got = decide(labels, by_id, c)
        if got != q.get("expected_decision"):
            err("%s: expected_decision %r but labels + eligibility give %r"
                % (where, q.get("expected_decision"), got))
        check_category(where, q, by_id)
        check_lang(where, q, by_id)


def check_category(where, q, by_id):
    cat, labels, c = q["category"], q["labels"], q["context"]
    reasons = {eid: eligibility(by_id[eid], c)[1] for eid in labels}
    nas = [eid for eid, lab in labels.items() if lab == "not_applicable"]
    if cat == "missing":
        if labels or q["expected_decision"] != "abstain":
            err("%s: 'missing' queries must have no labels and abstain" % where)
    elif cat == "not_applicable":
        if not nas:
            err("%s: 'not_applicable' query has no not_applicable label" % where)
    elif cat == "version_gate":
        if not any("version" in reasons[e] for e in nas):
            err("%s: 'version_gate' query gates no entry by applies_to" % where)
    elif cat == "scope_gate":
        if not any(reasons[e] & {"project", "branch"} for e in nas):
            err("%s: 'scope_gate' query gates no entry by project/branch" % where)
    elif cat == "status_gate":
        if not any(by_id[e]["status"] != "verified" for e in labels):
            err("%s: 'status_gate' query labels no non-verified entry" % where)
    elif cat == "error_code":
        if not re.search(r"[A-Z]{3,6}-\d{3,4}|#\d{3}", q["query"]):
            err("%s: 'error_code' query names no error code" % where)
    elif cat == "long_doc":
        if not any(len(by_id[e]["body"]) >= 2000 for e, lab in labels.items() if lab == "reusable"):
            err("%s: 'long_doc' query has no long (>= 2000 chars) reusable entry" % where)


def check_lang(where, q, by_id):
    lang, text = q.get("lang"), q["query"]
    if lang not in ("en", "zh", "mixed"):
        err("%s: lang %r not in en/zh/mixed" % (where, lang))
        return
    has_cjk = bool(CJK.search(text))
    if lang == "en" and has_cjk:
        err("%s: lang en but the query contains CJK" % where)
    if lang in ("zh", "mixed") and not has_cjk:
        err("%s: lang %s but the query has no CJK" % (where, lang))
    if lang == "mixed" and len(LATIN_WORD.findall(text)) < 3:
        err("%s: lang mixed but hardly any English in the query" % where)
    if q["category"] == "multilingual":
        qlang = "zh" if has_cjk else "en"
        answers = [e for e, lab in q["labels"].items() if lab == "reusable"]
        if not answers:
            err("%s: multilingual query without a reusable entry" % where)
        for e in answers:
            if text_lang(by_id[e]["body"]) == qlang:
                err("%s: multilingual query (%s) answered by %s in the same language" % (where, qlang, e))


# --------------------------------------------------------------------------
def main():
    _selftest()
    exp_path = os.path.join(HERE, "experiences.jsonl")
    q_path = os.path.join(HERE, "queries.jsonl")
    entries = load_jsonl(exp_path)
    queries = load_jsonl(q_path)
    by_id = check_entries(entries)
    check_queries(queries, by_id)

    if len(entries) < 85:
        err("only %d entries (< 85)" % len(entries))
    if len(queries) < 65:
        err("only %d queries (< 65)" % len(queries))
    cats = Counter(q.get("category") for q in queries)
    for c in CATEGORIES:
        if cats[c] < 5:
            err("category %r has %d queries (< 5)" % (c, cats[c]))
    unknown = set(cats) - set(CATEGORIES)
    if unknown:
        err("unknown categories %s" % sorted(unknown))
    statuses = Counter(e.get("status") for e in entries)
    if statuses["verified"] <= len(entries) / 2:
        err("entries are not mostly verified: %s" % dict(statuses))
    for s in ("deprecated", "candidate", "review_required"):
        if statuses[s] == 0:
            err("no %s entries" % s)
    if sum(1 for e in entries if len(e.get("body", "")) >= 2000) < 3:
        err("fewer than 3 long entries")

    # the files must be exactly what gen.py produces
    try:
        sys.path.insert(0, HERE)
        import gen  # noqa: E402
        want_e = "".join(json.dumps(e, ensure_ascii=False) + "\n" for e in gen.ENTRIES)
        want_q = "".join(json.dumps(q, ensure_ascii=False) + "\n" for q in gen.QUERIES)
        if open(exp_path, encoding="utf-8").read() != want_e:
            err("experiences.jsonl differs from gen.py output (re-run gen.py)")
        if open(q_path, encoding="utf-8").read() != want_q:
            err("queries.jsonl differs from gen.py output (re-run gen.py)")
    except Exception as ex:  # pragma: no cover
        err("could not compare with gen.py: %r" % ex)

    decisions = Counter(q.get("expected_decision") for q in queries)
    langs = Counter(q.get("lang") for q in queries)
    n = len(queries) or 1
    print("entries: %d  %s" % (len(entries), dict(sorted(statuses.items()))))
    print("entry languages: %s" % dict(Counter(text_lang(e.get("body", "")) for e in entries)))
    print("long entries (>=2000 chars): %d" % sum(1 for e in entries if len(e.get("body", "")) >= 2000))
    print("queries: %d" % len(queries))
    print("  categories: %s" % ", ".join("%s=%d" % (c, cats[c]) for c in CATEGORIES))
    print("  decisions : %s" % ", ".join("%s=%d (%.0f%%)" % (d, decisions[d], 100.0 * decisions[d] / n)
                                         for d in ("inject", "reference", "abstain")))
    print("  languages : %s" % ", ".join("%s=%d (%.0f%%)" % (l, langs[l], 100.0 * langs[l] / n)
                                         for l in ("en", "zh", "mixed")))
    if errors:
        print("\nFAIL: %d problem(s)" % len(errors))
        for e in errors:
            print("  - " + e)
        return 1
    print("\nOK: check.py passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
