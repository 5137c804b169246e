#!/usr/bin/env python3
"""Standalone validator for the Songhe Retail BI labeled test library.

Stdlib only.  Validates experiences.jsonl and queries.jsonl against the data
contract (formats.md §1 experience entry, §3 eval set), recomputes
eligibility (status + project + branch glob + applies_to semver ranges) and
expected_decision from the labels, refuses a reusable / reference_only label
on an ineligible entry, runs a few house checks per category, prints counts,
and exits non-zero on any problem.

Usage:  python3 check.py [--dir DIR] [-q]
"""

import argparse
import datetime as _dt
import fnmatch
import json
import os
import re
import sys
from collections import Counter, defaultdict

# --------------------------------------------------------------- contract
ASSET_TYPES = {"component", "directive", "mixin", "filter", "store", "router",
               "plugin", "style", "build", "i18n", "test", "other"}
STATUSES = {"verified", "candidate", "review_required", "deprecated"}
LABELS = {"reusable", "reference_only", "not_applicable"}
RELEVANT = {"reusable", "reference_only"}
DECISIONS = ("inject", "reference", "abstain")
ENTRY_FIELDS = ["id", "title", "body", "project", "branches", "applies_to",
                "asset_type", "assets", "status", "conditions",
                "counter_conditions", "source", "updated_at"]
ENTRY_REQUIRED = ["id", "title", "body", "project", "asset_type", "status"]
QUERY_FIELDS = ["id", "query", "context", "labels", "expected_decision", "category"]
CONTEXT_FIELDS = ["project", "branch", "stack", "asset", "asset_type"]

# ------------------------------------------------------------ house rules
HOUSE_PROJECTS = {"songhe-bi", "songhe-store", "*"}
HOUSE_ENTRY_ID = re.compile(r"^exp-songhe-\d{4}$")
HOUSE_QUERY_ID = re.compile(r"^q-songhe-\d{3}$")
REQUIRED_CATEGORIES = ["identifier", "synonym", "jargon", "version_gate",
                       "status_gate", "scope_gate", "missing",
                       "not_applicable", "long_doc", "multilingual",
                       "error_code"]
# "roughly 60 / 20 / 20"
DECISION_SHARE = {"inject": (0.50, 0.70), "reference": (0.12, 0.28),
                  "abstain": (0.12, 0.28)}
# "about half Chinese, a third English, the rest mixed"
LANG_SHARE = {"zh": (0.40, 0.60), "en": (0.25, 0.42), "mixed": (0.08, 0.25)}
LONG_DOC_CHARS = 2000
MIN_ENTRIES, MIN_QUERIES = 85, 65
JARGON = ["动销率", "坪效", "陈列", "盘点", "补货", "客单价", "损耗",
          "sell-through", "per-square-metre", "per square metre", "planogram",
          "stock-take", "stocktake", "replenishment", "average ticket",
          "shrinkage"]
ERROR_TOKEN = re.compile(
    r"(\b[A-Z]{2,}-\d{3,}\b|\bERR_[A-Z_]+\b|\b[A-Z]+_ERROR\b|Warning:|Error:|"
    r"\bMUI:|\[ECharts\]|\bTS\d{4}\b|Invariant failed|is deprecated|"
    r"was detected|is not defined|is not a function|Can't get DOM)")


# ============================================================ semver (subset
# of node-semver: comparators, x-ranges, ^, ~, hyphen ranges, ||)
VERSION_RE = re.compile(
    r"^v?(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)"
    r"(?:-([0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*))?(?:\+[0-9A-Za-z.-]+)?$")
PARTIAL_RE = re.compile(
    r"^v?(\*|x|X|0|[1-9]\d*)(?:\.(\*|x|X|0|[1-9]\d*)(?:\.(\*|x|X|0|[1-9]\d*)"
    r"(?:-([0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*))?)?)?(?:\+[0-9A-Za-z.-]+)?$")


class SemverError(ValueError):
    pass


def parse_version(s):
    """'18.2.0' -> (18, 2, 0, ('beta', 1)) ; raises SemverError."""
    if not isinstance(s, str):
        raise SemverError(f"version must be a string, got {s!r}")
    m = VERSION_RE.match(s.strip())
    if not m:
        raise SemverError(f"not a full semver version: {s!r}")
    pre = ()
    if m.group(4):
        pre = tuple(int(p) if p.isdigit() else p for p in m.group(4).split("."))
    return (int(m.group(1)), int(m.group(2)), int(m.group(3)), pre)


def _cmp_pre(a, b):
    if a == b:
        return 0
    if not a:
        return 1      # release > prerelease
    if not b:
        return -1
    for x, y in zip(a, b):
        if x == y:
            continue
        if isinstance(x, int) and isinstance(y, int):
            return -1 if x < y else 1
        if isinstance(x, int):
            return -1  # numeric < alphanumeric
        if isinstance(y, int):
            return 1
        return -1 if x < y else 1
    return -1 if len(a) < len(b) else 1


def cmp_version(a, b):
    if a[:3] != b[:3]:
        return -1 if a[:3] < b[:3] else 1
    return _cmp_pre(a[3], b[3])


def _partial(s):
    m = PARTIAL_RE.match(s)
    if not m:
        raise SemverError(f"bad version in range: {s!r}")
    parts = []
    for g in m.group(1, 2, 3):
        if g is None or g in ("*", "x", "X"):
            break
        parts.append(int(g))
    pre = ()
    if m.group(4) and len(parts) == 3:
        pre = tuple(int(p) if p.isdigit() else p for p in m.group(4).split("."))
    return parts, pre


def _full(parts, pre=()):
    p = list(parts) + [0] * (3 - len(parts))
    return (p[0], p[1], p[2], pre)


def _bump(parts):
    """Smallest version above every version matching the partial `parts`."""
    if len(parts) == 1:
        return (parts[0] + 1, 0, 0, ())
    if len(parts) == 2:
        return (parts[0], parts[1] + 1, 0, ())
    raise AssertionError


def _desugar(tok):
    """One range token -> list of (op, version) comparators."""
    m = re.match(r"^(>=|<=|>|<|=|\^|~>?|)\s*(.*)$", tok)
    op, rest = m.group(1), m.group(2)
    if rest in ("", "*", "x", "X") and op in ("", "=", ">=", "^", "~", "~>"):
        return []
    parts, pre = _partial(rest)
    n = len(parts)
    if op in ("", "="):
        if n == 0:
            return []
        if n == 3:
            return [("=", _full(parts, pre))]
        return [(">=", _full(parts)), ("<", _bump(parts))]
    if op == "^":
        if n == 0:
            return []
        lo = (">=", _full(parts, pre))
        if parts[0] != 0 or n == 1:
            hi = (parts[0] + 1, 0, 0, ())
        elif n == 2 or parts[1] != 0:
            hi = (0, parts[1] + 1, 0, ())
        else:
            hi = (0, 0, parts[2] + 1, ())
        return [lo, ("<", hi)]
    if op in ("~", "~>"):
        if n == 0:
            return []
        hi = (parts[0] + 1, 0, 0, ()) if n == 1 else (parts[0], parts[1] + 1, 0, ())
        return [(">=", _full(parts, pre)), ("<", hi)]
    if n == 0:
        if op in ("<", ">"):
            return [("<", (0, 0, 0, ()))]    # matches nothing
        return []
    if op == ">=":
        return [(">=", _full(parts, pre))]
    if op == ">":
        return [(">", _full(parts, pre))] if n == 3 else [(">=", _bump(parts))]
    if op == "<":
        return [("<", _full(parts, pre))]
    if op == "<=":
        return [("<=", _full(parts, pre))] if n == 3 else [("<", _bump(parts))]
    raise SemverError(f"bad comparator {tok!r}")


def parse_range(rng):
    """Range string -> list of comparator sets (OR of ANDs)."""
    if not isinstance(rng, str):
        raise SemverError(f"range must be a string, got {rng!r}")
    sets = []
    for alt in rng.split("||"):
        alt = alt.strip()
        hy = re.match(r"^(\S+)\s+-\s+(\S+)$", alt)
        if hy:
            lo_p, lo_pre = _partial(hy.group(1))
            hi_p, hi_pre = _partial(hy.group(2))
            comps = []
            if lo_p:
                comps.append((">=", _full(lo_p, lo_pre)))
            if len(hi_p) == 3:
                comps.append(("<=", _full(hi_p, hi_pre)))
            elif hi_p:
                comps.append(("<", _bump(hi_p)))
            sets.append(comps)
            continue
        alt = re.sub(r"(>=|<=|>|<|=|\^|~>?)\s+", r"\1", alt)
        comps = []
        for tok in alt.split():
            comps.extend(_desugar(tok))
        sets.append(comps)
    if not sets:
        raise SemverError(f"empty range {rng!r}")
    return sets


def satisfies(version, rng):
    v = parse_version(version) if isinstance(version, str) else version
    for comps in parse_range(rng):
        ok = True
        for op, c in comps:
            r = cmp_version(v, c)
            if not ({"=": r == 0, ">=": r >= 0, ">": r > 0,
                     "<": r < 0, "<=": r <= 0}[op]):
                ok = False
                break
        if ok and v[3]:
            # node-semver: a prerelease only matches a set that names a
            # prerelease on the same major.minor.patch
            ok = any(c[3] and c[:3] == v[:3] for _, c in comps)
        if ok:
            return True
    return False


def _semver_selftest():
    cases = [
        ("2.6.14", "^2.6", True), ("3.0.0", "^2.6", False),
        ("18.2.0", ">=18", True), ("17.0.2", ">=18", False),
        ("5.12.8", ">=5 <6", True), ("6.0.0", ">=5 <6", False),
        ("5.6.4", ">=5.9 <6", False), ("5.9.0", ">=5.9 <6", True),
        ("4.36.1", ">=4 <5", True), ("5.0.0", ">=4 <5", False),
        ("0.27.2", "^0.27", True), ("0.28.0", "^0.27", False),
        ("0.0.3", "^0.0.3", True), ("0.0.4", "^0.0.3", False),
        ("1.2.9", "~1.2.3", True), ("1.3.0", "~1.2.3", False),
        ("4.3.9", ">=4.0 <4.4", True), ("4.4.0", ">=4.0 <4.4", False),
        ("5.12.8", "5.x", True), ("6.1.0", "5.x || 6.1", True),
        ("2.3.0", "1.2 - 2.3", True), ("2.4.0", "1.2 - 2.3", False),
        ("1.9.7", "<=1.9", True), ("1.10.0", "<=1.9", False),
        ("6.19.0", ">6.18", True), ("6.18.5", ">6.18", False),
        ("1.0.0-beta.1", ">=1.0.0-beta.0 <2", True),
        ("1.0.0-beta.1", ">=0.9 <2", False),
        ("3.3.8", "*", True), ("5.6.4", ">= 5.1 < 6", True),
    ]
    for v, r, want in cases:
        got = satisfies(v, r)
        if got != want:
            raise AssertionError(f"semver self-test: satisfies({v!r}, {r!r}) = {got}, want {want}")


# ================================================================ language
_CJK = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]")
_ASCII_CHUNK = re.compile(r"[\x21-\x7e]+")
_WORD = re.compile(r"^[A-Za-z]+(?:'[a-z]+)?$")
_LOANWORDS = {
    "antd", "vue", "react", "pinia", "zustand", "vuex", "echarts", "axios",
    "mui", "rtk", "redux", "vite", "vitest", "jest", "dayjs", "msw", "zod",
    "api", "apis", "bi", "hq", "hook", "hooks", "props", "prop", "token",
    "id", "ui", "url", "dom", "css", "json", "html", "ts", "tsx", "js",
    "sku", "ok", "tab", "tabs", "app", "spike", "bug", "mr", "ci", "pr",
    "div", "svg", "png", "kiosk", "payload", "selector", "selectors",
}


def _strip_code(text):
    text = re.sub(r"```.*?```", " ", text, flags=re.S)
    text = re.sub(r"`[^`\n]*`", " ", text)
    text = re.sub(r"https?://\S+", " ", text)
    return text


def lang_stats(text):
    t = _strip_code(text)
    cjk = len(_CJK.findall(t))
    words = 0
    for chunk in _ASCII_CHUNK.findall(t):
        w = chunk.strip(".,;:!?()[]{}\"'<>*")
        if not w or not _WORD.match(w):
            continue            # identifiers, paths, numbers, kebab-case
        if any(ch.isupper() for ch in w[1:]):
            continue            # camelCase / PascalCase / ACRONYM
        if len(w) < 2 or w.lower() in _LOANWORDS:
            continue
        words += 1
    return cjk, words


def detect_lang(text):
    """'zh', 'en' or 'mixed' for natural-language text (code is ignored)."""
    cjk, words = lang_stats(text)
    if cjk == 0:
        return "en"
    if words <= 2:
        return "zh"
    share = words / (words + cjk / 2.0)
    if share >= 0.95:
        return "en"
    if share <= 0.30:
        return "zh"
    return "mixed"


# ============================================================= eligibility
def entry_defaults(e):
    return (e.get("branches", ["*"]), e.get("applies_to", {}))


def scope_failures(entry, ctx):
    """Why the entry's scope contract does not hold for ctx (empty = holds)."""
    out = []
    branches, applies = entry_defaults(entry)
    if entry["project"] != "*" and entry["project"] != ctx["project"]:
        out.append(("project", entry["project"]))
    if not any(fnmatch.fnmatchcase(ctx["branch"], g) for g in branches):
        out.append(("branch", ",".join(branches)))
    stack = ctx.get("stack", {})
    for pkg, rng in applies.items():
        if pkg not in stack:
            out.append(("missing", pkg))
        elif not satisfies(stack[pkg], rng):
            out.append(("version", f"{pkg}@{stack[pkg]} !~ {rng}"))
    return out


def eligible(entry, ctx):
    return entry["status"] != "deprecated" and not scope_failures(entry, ctx)


def compute_decision(labels, entries, ctx):
    """formats.md §3: inject / reference / abstain from labels + statuses."""
    inject = reference = False
    for eid, lab in labels.items():
        e = entries[eid]
        if lab not in RELEVANT or not eligible(e, ctx):
            continue
        if lab == "reusable" and e["status"] == "verified":
            inject = True
        else:
            reference = True
    return "inject" if inject else ("reference" if reference else "abstain")


# ============================================================== validation
class Report:
    def __init__(self):
        self.errors, self.warnings = [], []

    def err(self, where, msg):
        self.errors.append(f"{where}: {msg}")

    def warn(self, where, msg):
        self.warnings.append(f"{where}: {msg}")


def _nonempty_str(v):
    return isinstance(v, str) and v.strip() != ""


def _iso_date(v):
    if not isinstance(v, str):
        return False
    try:
        _dt.date.fromisoformat(v)
        return True
    except ValueError:
        pass
    try:
        _dt.datetime.fromisoformat(v.replace("Z", "+00:00"))
        return True
    except ValueError:
        return False


def read_jsonl(path, rep):
    rows = []
    try:
        raw = open(path, "rb").read()
    except OSError as ex:
        rep.err(os.path.basename(path), f"cannot read: {ex}")
        return rows
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as ex:
        rep.err(os.path.basename(path), f"not UTF-8: {ex}")
        return rows
    for i, line in enumerate(text.split("\n"), 1):
        if not line.strip():
            if line != "" or i != len(text.split("\n")):
                rep.warn(f"{os.path.basename(path)}:{i}", "blank line")
            continue
        try:
            obj = json.loads(line)
        except json.JSONDecodeError as ex:
            rep.err(f"{os.path.basename(path)}:{i}", f"invalid JSON: {ex}")
            continue
        if not isinstance(obj, dict):
            rep.err(f"{os.path.basename(path)}:{i}", "line is not a JSON object")
            continue
        rows.append(obj)
    return rows


def validate_entry(e, rep):
    """Validate one entry; True when it has no errors."""
    n_before = len(rep.errors)
    _validate_entry(e, rep)
    return len(rep.errors) == n_before


def _validate_entry(e, rep):
    where = f"entry {e.get('id', '?')}"
    for f in ENTRY_REQUIRED:
        if f not in e:
            rep.err(where, f"missing required field {f!r}")
    for f in ("id", "title", "body", "project"):
        if f in e and not _nonempty_str(e[f]):
            rep.err(where, f"{f!r} must be a non-empty string")
    if _nonempty_str(e.get("title")) and "\n" in e["title"]:
        rep.err(where, "title must be one line")
    if "asset_type" in e and e["asset_type"] not in ASSET_TYPES:
        rep.err(where, f"asset_type {e['asset_type']!r} not in {sorted(ASSET_TYPES)}")
    if "status" in e and e["status"] not in STATUSES:
        rep.err(where, f"status {e['status']!r} not in {sorted(STATUSES)}")
    if "branches" in e:
        b = e["branches"]
        if not (isinstance(b, list) and b and all(_nonempty_str(x) for x in b)):
            rep.err(where, "branches must be a non-empty list of glob strings")
    if "applies_to" in e:
        a = e["applies_to"]
        if not isinstance(a, dict):
            rep.err(where, "applies_to must be an object package -> semver range")
        else:
            for pkg, rng in a.items():
                if not _nonempty_str(pkg):
                    rep.err(where, f"applies_to has a bad package name {pkg!r}")
                try:
                    parse_range(rng)
                except SemverError as ex:
                    rep.err(where, f"applies_to[{pkg!r}]: {ex}")
    if "assets" in e:
        a = e["assets"]
        if not (isinstance(a, list) and all(_nonempty_str(x) for x in a)):
            rep.err(where, "assets must be a list of non-empty strings")
        elif len(set(a)) != len(a):
            rep.err(where, "assets has duplicates")
    for f in ("conditions", "counter_conditions", "source"):
        if f in e and not _nonempty_str(e[f]):
            rep.err(where, f"{f!r} must be a non-empty string when present")
    if "updated_at" in e and not _iso_date(e["updated_at"]):
        rep.err(where, f"updated_at {e['updated_at']!r} is not an ISO date")
    extra = [k for k in e if k not in ENTRY_FIELDS]
    if extra:
        rep.warn(where, f"extra fields (allowed by contract): {extra}")
    # house rules
    if _nonempty_str(e.get("id")) and not HOUSE_ENTRY_ID.match(e["id"]):
        rep.err(where, "house rule: id must look like exp-songhe-NNNN")
    if e.get("project") not in HOUSE_PROJECTS:
        rep.err(where, f"house rule: project must be one of {sorted(HOUSE_PROJECTS)}")


def validate_context(ctx, where, rep):
    if not isinstance(ctx, dict):
        rep.err(where, "context must be an object")
        return False
    ok = True
    for f in ("project", "branch"):
        if not _nonempty_str(ctx.get(f)):
            rep.err(where, f"context.{f} is required (non-empty string)")
            ok = False
    st = ctx.get("stack")
    if not isinstance(st, dict) or not st:
        rep.err(where, "context.stack is required (object package -> version)")
        ok = False
    else:
        for pkg, ver in st.items():
            try:
                parse_version(ver)
            except SemverError as ex:
                rep.err(where, f"context.stack[{pkg!r}]: {ex}")
                ok = False
    if "asset" in ctx and not _nonempty_str(ctx["asset"]):
        rep.err(where, "context.asset must be a non-empty string when present")
    if "asset_type" in ctx and ctx["asset_type"] not in ASSET_TYPES:
        rep.err(where, f"context.asset_type {ctx['asset_type']!r} not in enum")
    extra = [k for k in ctx if k not in CONTEXT_FIELDS]
    if extra:
        rep.warn(where, f"extra context fields: {extra}")
    return ok


def validate_query(q, entries, rep, all_assets):
    where = f"query {q.get('id', '?')}"
    for f in QUERY_FIELDS:
        if f not in q:
            rep.err(where, f"missing field {f!r}")
    if not _nonempty_str(q.get("id")):
        rep.err(where, "id must be a non-empty string")
    elif not HOUSE_QUERY_ID.match(q["id"]):
        rep.err(where, "house rule: id must look like q-songhe-NNN")
    if not _nonempty_str(q.get("query")):
        rep.err(where, "query must be a non-empty string")
    if not _nonempty_str(q.get("category")):
        rep.err(where, "category must be a non-empty string")
    if q.get("expected_decision") not in DECISIONS:
        rep.err(where, f"expected_decision {q.get('expected_decision')!r} not in {DECISIONS}")
    if "top_k" in q and not (isinstance(q["top_k"], int) and q["top_k"] >= 1):
        rep.err(where, "top_k must be a positive integer")
    extra = [k for k in q if k not in QUERY_FIELDS + ["top_k", "explain"]]
    if extra:
        rep.warn(where, f"extra fields: {extra}")
    ctx_ok = validate_context(q.get("context"), where, rep)
    labels = q.get("labels")
    if not isinstance(labels, dict):
        rep.err(where, "labels must be an object entry-id -> grade")
        return None
    lab_ok = True
    for eid, lab in labels.items():
        if eid not in entries:
            rep.err(where, f"label for unknown or invalid entry {eid!r}")
            lab_ok = False
        if lab not in LABELS:
            rep.err(where, f"label {lab!r} for {eid} not in {sorted(LABELS)}")
            lab_ok = False
    if not (ctx_ok and lab_ok):
        return None
    ctx = q["context"]
    # relevant labels only on eligible entries
    for eid, lab in labels.items():
        e = entries[eid]
        if lab in RELEVANT and not eligible(e, ctx):
            why = "deprecated" if e["status"] == "deprecated" else scope_failures(e, ctx)
            rep.err(where, f"{lab!r} label on ineligible entry {eid} ({why}); use not_applicable")
    got = compute_decision(labels, entries, ctx)
    if q.get("expected_decision") in DECISIONS and got != q["expected_decision"]:
        rep.err(where, f"expected_decision {q['expected_decision']!r} but labels/statuses give {got!r}")
    house_category_checks(q, entries, rep, all_assets)
    return got


def house_category_checks(q, entries, rep, all_assets):
    where = f"query {q['id']} [{q['category']}]"
    cat, ctx, labels, text = q["category"], q["context"], q["labels"], q["query"]
    rel = [entries[i] for i, l in labels.items() if l in RELEVANT]
    lab = [entries[i] for i in labels]
    qlang = detect_lang(text)
    if cat == "identifier":
        asset = ctx.get("asset")
        if not asset:
            rep.err(where, "identifier query needs context.asset")
        elif q["expected_decision"] == "abstain":
            if asset in all_assets:
                rep.err(where, f"abstain identifier query names {asset!r}, which has entries")
        elif not any(asset in e.get("assets", []) for e in rel):
            rep.err(where, f"no relevant entry lists asset {asset!r}")
        if asset and asset not in text:
            rep.err(where, f"identifier query text does not contain {asset!r}")
    elif cat == "synonym":
        for e in rel:
            for a in e.get("assets", []):
                if a in text:
                    rep.err(where, f"synonym query names asset {a!r} of {e['id']} verbatim")
    elif cat == "jargon":
        if not any(j.lower() in text.lower() for j in JARGON):
            rep.err(where, "jargon query contains no retail jargon term")
    elif cat == "version_gate":
        if not any(any(k in ("version", "missing") for k, _ in scope_failures(e, ctx)) for e in lab):
            rep.err(where, "version_gate query labels no entry whose applies_to gate fails")
    elif cat == "scope_gate":
        if not any(any(k in ("project", "branch") for k, _ in scope_failures(e, ctx))
                   or (e["project"] == "*" and e["status"] != "deprecated") for e in lab):
            rep.err(where, "scope_gate query labels no project/branch-gated or team-wide entry")
    elif cat == "status_gate":
        if not any(e["status"] != "verified" for e in lab):
            rep.err(where, "status_gate query labels no non-verified entry")
    elif cat == "not_applicable":
        if not any(l == "not_applicable" and entries[i].get("counter_conditions")
                   and eligible(entries[i], ctx) for i, l in labels.items()):
            rep.err(where, "not_applicable query needs a not_applicable label on an "
                           "eligible entry with counter_conditions")
    elif cat == "missing":
        if q["expected_decision"] != "abstain" or rel:
            rep.err(where, "missing query must abstain with no relevant labels")
    elif cat == "long_doc":
        if not any(len(e["body"]) >= LONG_DOC_CHARS for e in rel):
            rep.err(where, f"long_doc query has no relevant entry with body >= {LONG_DOC_CHARS} chars")
    elif cat == "multilingual":
        if not any({qlang, detect_lang(e["body"])} == {"zh", "en"} for e in rel):
            rep.err(where, f"multilingual query ({qlang}) has no relevant entry in the other language")
    elif cat == "error_code":
        if not ERROR_TOKEN.search(text):
            rep.err(where, "error_code query contains no error code / message")


# =================================================================== main
def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--dir", default=os.path.dirname(os.path.abspath(__file__)))
    ap.add_argument("-q", "--quiet", action="store_true", help="only print problems")
    args = ap.parse_args(argv)
    rep = Report()
    try:
        _semver_selftest()
    except AssertionError as ex:
        rep.err("semver", str(ex))

    ents = read_jsonl(os.path.join(args.dir, "experiences.jsonl"), rep)
    qs = read_jsonl(os.path.join(args.dir, "queries.jsonl"), rep)

    entries, valid_entries = {}, {}
    for e in ents:
        ok = validate_entry(e, rep)
        eid = e.get("id")
        if isinstance(eid, str):
            if eid in entries:
                rep.err(f"entry {eid}", "duplicate id")
            entries[eid] = e
            if ok:
                valid_entries[eid] = e
            else:
                valid_entries.pop(eid, None)
    # cross references in bodies / sources / counter_conditions
    for e in valid_entries.values():
        blob = " ".join(str(e.get(f, "")) for f in ("body", "conditions", "counter_conditions", "source"))
        for ref in set(re.findall(r"exp-songhe-\d{4}", blob)):
            if ref not in entries:
                rep.err(f"entry {e['id']}", f"references unknown entry {ref}")
            elif ref == e["id"]:
                rep.warn(f"entry {e['id']}", "references itself")
        if e["status"] == "deprecated" and not re.search(r"exp-songhe-\d{4}|ADR-\d+", blob):
            rep.warn(f"entry {e['id']}", "deprecated entry names no replacement")
    all_assets = {a for e in valid_entries.values() for a in e.get("assets", [])}
    stack_pkgs = {p for q in qs if isinstance(q.get("context"), dict)
                  and isinstance(q["context"].get("stack"), dict)
                  for p in q["context"]["stack"]}
    for e in valid_entries.values():
        for pkg in e.get("applies_to", {}) if isinstance(e.get("applies_to"), dict) else {}:
            if pkg not in stack_pkgs:
                rep.err(f"entry {e['id']}", f"house rule: applies_to package {pkg!r} "
                                            "appears in no query stack (typo?)")

    seen_q = set()
    rows = []
    for q in qs:
        qid = q.get("id")
        if qid in seen_q:
            rep.err(f"query {qid}", "duplicate id")
        seen_q.add(qid)
        got = validate_query(q, valid_entries, rep, all_assets)
        if got is not None:
            rows.append((q["category"], q["expected_decision"], detect_lang(q["query"]), q))

    # ---------------------------------------------------------- counts
    n_e, n_q = len(entries), len(qs)
    if n_e < MIN_ENTRIES:
        rep.err("library", f"only {n_e} entries (< {MIN_ENTRIES})")
    if n_q < MIN_QUERIES:
        rep.err("library", f"only {n_q} queries (< {MIN_QUERIES})")
    cats = Counter(r[0] for r in rows)
    for c in REQUIRED_CATEGORIES:
        if cats[c] == 0:
            rep.err("library", f"no query in required category {c!r}")
    dec = Counter(r[1] for r in rows)
    lang = Counter(r[2] for r in rows)
    if rows:
        for d, (lo, hi) in DECISION_SHARE.items():
            share = dec[d] / len(rows)
            if not lo <= share <= hi:
                rep.err("library", f"{d} share {share:.0%} outside {lo:.0%}-{hi:.0%}")
        for l, (lo, hi) in LANG_SHARE.items():
            share = lang[l] / len(rows)
            if not lo <= share <= hi:
                rep.err("library", f"{l} query share {share:.0%} outside {lo:.0%}-{hi:.0%}")
    statuses = Counter(e.get("status") for e in entries.values())
    for s in STATUSES:
        if statuses[s] == 0:
            rep.err("library", f"no entry with status {s!r}")

    if not args.quiet:
        print(f"entries: {n_e}   queries: {n_q}")
        print("entries by status:   " + ", ".join(f"{k}={statuses[k]}" for k in sorted(statuses)))
        proj = Counter(e.get("project") for e in entries.values())
        print("entries by project:  " + ", ".join(f"{k}={proj[k]}" for k in sorted(proj)))
        at = Counter(e.get("asset_type") for e in entries.values())
        print("entries by type:     " + ", ".join(f"{k}={at[k]}" for k in sorted(at)))
        el = Counter(detect_lang(e.get("body", "")) for e in entries.values())
        print("entries by language: " + ", ".join(f"{k}={el[k]}" for k in sorted(el)))
        scoped = sum(1 for e in entries.values() if e.get("branches", ["*"]) != ["*"])
        ranged = sum(1 for e in entries.values() if e.get("applies_to"))
        longd = sum(1 for e in entries.values() if len(e.get("body", "")) >= LONG_DOC_CHARS)
        print(f"branch-scoped entries: {scoped}   with applies_to: {ranged}   long (>= {LONG_DOC_CHARS} chars): {longd}")
        labeled = {i for q in qs if isinstance(q.get("labels"), dict) for i in q["labels"]}
        print(f"entries labeled by at least one query: {len(labeled & set(entries))}/{n_e}")
        lc = Counter(l for q in qs if isinstance(q.get("labels"), dict) for l in q["labels"].values())
        print("labels: " + ", ".join(f"{k}={lc[k]}" for k in sorted(lc)))
        print()
        print("queries by decision: " + ", ".join(f"{d}={dec[d]} ({dec[d] / max(len(rows), 1):.0%})" for d in DECISIONS))
        print("queries by language: " + ", ".join(f"{l}={lang[l]} ({lang[l] / max(len(rows), 1):.0%})" for l in ("zh", "en", "mixed")))
        print()
        print("category x decision x language  (cell = zh/en/mixed)")
        table = defaultdict(Counter)
        for c, d, l, _ in rows:
            table[(c, d)][l] += 1
        order = REQUIRED_CATEGORIES + sorted(set(cats) - set(REQUIRED_CATEGORIES))
        hdr = f"{'category':<16}" + "".join(f"{d:>13}" for d in DECISIONS) + f"{'total':>8}"
        print(hdr)
        print("-" * len(hdr))
        cell = lambda cnt: f"{cnt['zh']}/{cnt['en']}/{cnt['mixed']}"
        for c in order:
            line = f"{c:<16}" + "".join(f"{cell(table[(c, d)]):>13}" for d in DECISIONS)
            print(line + f"{cats[c]:>8}")
        print("-" * len(hdr))
        tot = {d: Counter() for d in DECISIONS}
        for c, d, l, _ in rows:
            tot[d][l] += 1
        print(f"{'total':<16}" + "".join(f"{cell(tot[d]):>13}" for d in DECISIONS) + f"{len(rows):>8}")
        print()

    for w in rep.warnings:
        print("WARN  " + w)
    for e in rep.errors:
        print("ERROR " + e)
    if rep.errors:
        print(f"\nFAILED: {len(rep.errors)} problem(s)")
        return 1
    if not args.quiet:
        print("OK: all entries and queries valid")
    return 0


if __name__ == "__main__":
    sys.exit(main())
