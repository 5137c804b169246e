#!/usr/bin/env python3
"""Validate experiences.jsonl and queries.jsonl against formats.md (§1, §3).

Re-reads both files, checks every field, recomputes expected_decision from
labels + status + eligibility, refuses usable labels on ineligible or
deprecated entries, checks that every category appears, prints the counts.
Exit status 0 only when there is no problem. Standard library only; the
semver check is implemented here independently of gen.py.
"""
import datetime
import fnmatch
import json
import os
import re
import sys
from collections import Counter, OrderedDict

HERE = os.path.dirname(os.path.abspath(__file__))
EXP_FILE = os.path.join(HERE, "experiences.jsonl")
Q_FILE = os.path.join(HERE, "queries.jsonl")

ASSET_TYPES = {"component", "directive", "mixin", "filter", "store", "router", "plugin",
               "style", "build", "i18n", "test", "other"}
STATUSES = {"verified", "candidate", "review_required", "deprecated"}
LABELS = {"reusable", "reference_only", "not_applicable"}
DECISIONS = ("inject", "reference", "abstain")
PROJECTS = {"tongluo-mall", "tongluo-store-admin", "*"}
REQUIRED_CATEGORIES = ("identifier", "synonym", "jargon", "version_gate", "status_gate",
                       "scope_gate", "missing", "not_applicable", "long_doc",
                       "multilingual", "error_code")
ENTRY_FIELDS = {"id", "title", "body", "project", "branches", "applies_to", "asset_type",
                "assets", "status", "conditions", "counter_conditions", "source", "updated_at"}
ENTRY_REQUIRED = ("id", "title", "body", "project", "asset_type", "status")
QUERY_FIELDS = {"id", "query", "context", "labels", "expected_decision", "category"}
CONTEXT_FIELDS = {"project", "branch", "stack", "asset", "asset_type"}
MIN_ENTRIES, MIN_QUERIES = 100, 75

problems = []


def bad(where, msg):
    problems.append("%s: %s" % (where, msg))


# ---------------------------------------------------------------- semver ----
VER_RE = re.compile(r"^(\d+)\.(\d+)\.(\d+)(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?$")
PART_RE = re.compile(r"^v?(\d+|[xX*])(?:\.(\d+|[xX*]))?(?:\.(\d+|[xX*]))?(?:-[0-9A-Za-z.-]+)?$")
OP_RE = re.compile(r"^(\^|~|>=|<=|>|<|=)?(.*)$")


def concrete(v):
    """A concrete stack version x.y.z -> tuple, else None."""
    m = VER_RE.match(v) if isinstance(v, str) else None
    return tuple(int(g) for g in m.groups()[:3]) if m else None


def partial(v):
    m = PART_RE.match(v)
    if not m:
        raise ValueError("bad version %r" % v)
    nums = []
    for g in m.groups():
        if g is None or g in "xX*":
            break
        nums.append(int(g))
    return nums


def bump(nums):
    """Exclusive upper bound for an x-range with len(nums) fixed parts."""
    if len(nums) == 1:
        return (nums[0] + 1, 0, 0)
    return (nums[0], nums[1] + 1, 0)


def comparators(tok):
    m = OP_RE.match(tok)
    op, rest = m.group(1) or "", m.group(2)
    if rest in ("", "*", "x", "X"):
        if op in ("", "=", ">="):
            return []
        raise ValueError("bad range token %r" % tok)
    nums = partial(rest)
    n = len(nums)
    if n == 0:
        return []
    full = tuple(nums + [0] * (3 - n))
    if op == "^":
        if full[0] > 0 or n == 1:
            hi = (full[0] + 1, 0, 0)
        elif full[1] > 0 or n == 2:
            hi = (0, full[1] + 1, 0)
        else:
            hi = (0, 0, full[2] + 1)
        return [(">=", full), ("<", hi)]
    if op == "~":
        hi = (full[0] + 1, 0, 0) if n == 1 else (full[0], full[1] + 1, 0)
        return [(">=", full), ("<", hi)]
    if op == ">=":
        return [(">=", full)]
    if op == "<":
        return [("<", full)]
    if op == ">":
        return [(">", full)] if n == 3 else [(">=", bump(nums))]
    if op == "<=":
        return [("<=", full)] if n == 3 else [("<", bump(nums))]
    # bare / "=" : exact when complete, x-range when partial
    return [("=", full)] if n == 3 else [(">=", full), ("<", bump(nums))]


def parse_range(rng):
    """Range string -> list of alternatives, each a list of (op, version)."""
    if not isinstance(rng, str) or not rng.strip():
        raise ValueError("empty range")
    alts = []
    for alt in rng.split("||"):
        alt = re.sub(r"(\^|~|>=|<=|>|<|=)\s+", r"\1", alt.strip())
        if " - " in alt:
            raise ValueError("hyphen ranges not supported: %r" % rng)
        comps = []
        for tok in alt.split():
            comps.extend(comparators(tok))
        alts.append(comps)
    return alts


def in_range(version, rng):
    v = concrete(version)
    if v is None:
        return False
    ops = {">=": lambda a, b: a >= b, ">": lambda a, b: a > b, "<=": lambda a, b: a <= b,
           "<": lambda a, b: a < b, "=": lambda a, b: a == b}
    return any(all(ops[op](v, ref) for op, ref in alt) for alt in parse_range(rng))


def self_test():
    cases = [("2.7.16", "^2.6", True), ("3.0.0", "^2.6", False), ("5.14.1", ">=5 <6", True),
             ("4.24.15", ">=5 <6", False), ("4.24.15", "^4", True), ("17.0.2", "^17", True),
             ("18.2.0", "^17", False), ("4.3.9", ">=4.4 <5", False), ("4.3.9", ">=4 <4.4", True),
             ("1.9.7", "^1.9", True), ("2.2.1", "^1.9", False), ("0.2.5", "^0.2", True),
             ("0.3.0", "^0.2", False), ("2.6.3", "~2.6", True), ("2.7.0", "~2.6", False),
             ("14.1.4", ">=13.1 <15", True), ("15.0.3", ">=14 <15", False),
             ("4.23.0", ">=4.23 <6", True), ("4.22.9", ">=4.23 <6", False),
             ("1.2.3", "1.x", True), ("2.0.0", "1.x || >=3", False), ("3.1.0", "1.x || >=3", True),
             ("4.2.0", ">4.1", True), ("4.1.9", ">4.1", False), ("4.1.9", "<=4.1", True)]
    for v, r, want in cases:
        if in_range(v, r) != want:
            bad("semver self-test", "%s in %s should be %s" % (v, r, want))


# ------------------------------------------------------------- language ----
CJK_RE = re.compile(r"[\u3400-\u9fff\uf900-\ufaff]")
ERRORISH = re.compile(r"(Error|Warning|WARN|FATAL|DEPRECATED|Uncaught|Module not found|"
                      r"is not a function|not configured under)")
TECH = {"react", "vue", "vuex", "nuxt", "next", "vant", "antd", "zustand", "redux", "rtk",
        "hook", "hooks", "mixin", "getter", "getters", "action", "actions", "props", "prop",
        "slot", "store", "router", "vite", "jest", "vitest", "excel", "docker", "ci", "api",
        "cpu", "pos", "ssr", "rsc", "fetch", "link", "prefetch", "list", "watch", "deep",
        "true", "false", "null", "iview", "dayjs", "moment", "less", "css", "html", "json",
        "sku", "oss", "sts", "websocket", "tab", "main", "legacy", "hotfix", "release", "feat",
        "ios", "android", "app", "page", "pages", "state", "effect", "ref", "id"}


def is_code_token(tok):
    if re.search(r"[0-9_\-./@:$<>{}()\[\]=`'\"#]", tok):
        return True
    if re.search(r"[A-Z]", tok[1:]):           # camelCase / PascalCase / ALLCAPS
        return True
    return tok.lower() in TECH


def plain_words(text):
    """English prose words: ASCII words that are not identifiers/tech names."""
    return [t for t in re.findall(r"[A-Za-z][A-Za-z0-9_\-./@:$'`#]*", text)
            if not is_code_token(t.rstrip(".,?!;:'`")) and len(t.rstrip(".,?!;:")) > 1]


def query_lang(text):
    cjk = len(CJK_RE.findall(text))
    if cjk == 0:
        return "en"
    # quoted error messages inside a Chinese question are not prose
    runs = [r for r in re.findall(r"[\x00-\x7f]+", text) if not ERRORISH.search(r)]
    words = sum(len(plain_words(r)) for r in runs)
    return "mixed" if words >= 3 else "zh"


def entry_lang(body):
    prose = re.sub(r"```.*?```", " ", body, flags=re.S)
    prose = re.sub(r"`[^`]*`", " ", prose)
    cjk = len(CJK_RE.findall(prose))
    words = len(plain_words(prose))
    if cjk < 5 or words >= 4 * cjk:
        return "en"
    if words < 10 or cjk >= 6 * words:
        return "zh"
    return "bilingual"


# ------------------------------------------------------------ reading ------
def read_jsonl(path):
    rows = []
    if not os.path.exists(path):
        bad(os.path.basename(path), "missing file")
        return rows
    with open(path, encoding="utf-8") as f:
        for i, line in enumerate(f, 1):
            if not line.strip():
                bad("%s:%d" % (os.path.basename(path), i), "blank line")
                continue
            try:
                obj = json.loads(line, object_pairs_hook=OrderedDict)
            except json.JSONDecodeError as e:
                bad("%s:%d" % (os.path.basename(path), i), "invalid JSON: %s" % e)
                continue
            if not isinstance(obj, dict):
                bad("%s:%d" % (os.path.basename(path), i), "not a JSON object")
                continue
            rows.append(obj)
    return rows


def nonempty_str(x):
    return isinstance(x, str) and x.strip() != ""


def check_entry(e):
    where = e.get("id", "<entry without id>")
    for k in ENTRY_REQUIRED:
        if k not in e:
            bad(where, "missing required field %r" % k)
    for k in e:
        if k not in ENTRY_FIELDS:
            bad(where, "unknown field %r" % k)
    if not (nonempty_str(e.get("id")) and re.match(r"^exp-tl-\d{4}$", e["id"])):
        bad(where, "id must look like exp-tl-0001")
    if not nonempty_str(e.get("title")) or "\n" in e.get("title", ""):
        bad(where, "title must be a non-empty single line")
    if not nonempty_str(e.get("body")):
        bad(where, "body must be a non-empty string")
    if e.get("project") not in PROJECTS:
        bad(where, "project %r not one of %s" % (e.get("project"), sorted(PROJECTS)))
    br = e.get("branches", ["*"])
    if not (isinstance(br, list) and br and all(nonempty_str(b) for b in br)):
        bad(where, "branches must be a non-empty list of glob strings")
    at = e.get("applies_to", {})
    if not isinstance(at, dict):
        bad(where, "applies_to must be an object")
    else:
        for pkg, rng in at.items():
            if not nonempty_str(pkg):
                bad(where, "applies_to has an empty package name")
            try:
                parse_range(rng)
            except (ValueError, AttributeError) as ex:
                bad(where, "applies_to[%r]=%r: %s" % (pkg, rng, ex))
    if e.get("asset_type") not in ASSET_TYPES:
        bad(where, "asset_type %r invalid" % e.get("asset_type"))
    if "assets" in e and not (isinstance(e["assets"], list) and e["assets"]
                              and all(nonempty_str(a) for a in e["assets"])):
        bad(where, "assets must be a non-empty list of strings")
    if e.get("status") not in STATUSES:
        bad(where, "status %r invalid" % e.get("status"))
    for k in ("conditions", "counter_conditions", "source"):
        if k in e and not nonempty_str(e[k]):
            bad(where, "%s must be a non-empty string" % k)
    if "updated_at" in e:
        try:
            datetime.date.fromisoformat(e["updated_at"])
        except (TypeError, ValueError):
            bad(where, "updated_at %r is not an ISO date" % e.get("updated_at"))


def eligible(e, ctx):
    if e.get("project") not in (ctx["project"], "*"):
        return False
    if not any(fnmatch.fnmatchcase(ctx["branch"], g) for g in e.get("branches", ["*"])):
        return False
    for pkg, rng in e.get("applies_to", {}).items():
        try:
            if pkg not in ctx["stack"] or not in_range(ctx["stack"][pkg], rng):
                return False
        except (ValueError, AttributeError):   # unparseable range: reported by check_entry
            return False
    return True


def check_query(q, entries):
    where = q.get("id", "<query without id>")
    for k in QUERY_FIELDS:
        if k not in q:
            bad(where, "missing required field %r" % k)
    for k in q:
        if k not in QUERY_FIELDS:
            bad(where, "unknown field %r" % k)
    if not (nonempty_str(q.get("id")) and re.match(r"^q-tl-\d{3}$", q["id"])):
        bad(where, "id must look like q-tl-001")
    if not nonempty_str(q.get("query")):
        bad(where, "query must be a non-empty string")
    if not nonempty_str(q.get("category")):
        bad(where, "category must be a non-empty string")
    if q.get("expected_decision") not in DECISIONS:
        bad(where, "expected_decision %r invalid" % q.get("expected_decision"))
    ctx = q.get("context")
    ok_ctx = isinstance(ctx, dict)
    if not ok_ctx:
        bad(where, "context must be an object")
    else:
        for k in ("project", "branch", "stack"):
            if k not in ctx:
                bad(where, "context.%s is required" % k)
                ok_ctx = False
        for k in ctx:
            if k not in CONTEXT_FIELDS:
                bad(where, "unknown context field %r" % k)
        if ctx.get("project") not in PROJECTS - {"*"}:
            bad(where, "context.project %r is not a real project" % ctx.get("project"))
            ok_ctx = False
        if not nonempty_str(ctx.get("branch")):
            bad(where, "context.branch must be a non-empty string")
            ok_ctx = False
        st = ctx.get("stack")
        if not (isinstance(st, dict) and st):
            bad(where, "context.stack must be a non-empty object")
            ok_ctx = False
        else:
            for pkg, ver in st.items():
                if concrete(ver) is None:
                    bad(where, "stack[%r]=%r is not a concrete x.y.z version" % (pkg, ver))
                    ok_ctx = False
        if "asset" in ctx and not nonempty_str(ctx["asset"]):
            bad(where, "context.asset must be a non-empty string")
        if "asset_type" in ctx and ctx["asset_type"] not in ASSET_TYPES:
            bad(where, "context.asset_type %r invalid" % ctx["asset_type"])
    labels = q.get("labels")
    if not isinstance(labels, dict):
        bad(where, "labels must be an object")
        return None
    if not labels:
        bad(where, "labels is empty (label at least the tempting near-misses)")
    for eid, lab in labels.items():
        if eid not in entries:
            bad(where, "label for unknown entry %r" % eid)
        if lab not in LABELS:
            bad(where, "label %r for %s invalid" % (lab, eid))
    if not ok_ctx or any(eid not in entries for eid in labels):
        return None
    # recompute the decision exactly as §1/§3 define it
    inject = reference = False
    for eid, lab in labels.items():
        e = entries[eid]
        el = eligible(e, ctx)
        dep = e["status"] == "deprecated"
        if lab in ("reusable", "reference_only") and (dep or not el):
            bad(where, "%s labeled %s but it is %s" % (
                eid, lab, "deprecated" if dep else "ineligible here (project/branch/applies_to)"))
            continue
        if dep or not el:
            continue
        if lab == "reusable":
            if e["status"] == "verified":
                inject = True
            else:
                reference = True
        elif lab == "reference_only":
            reference = True
    want = "inject" if inject else ("reference" if reference else "abstain")
    if q.get("expected_decision") != want:
        bad(where, "expected_decision is %r but labels/status/eligibility give %r" % (
            q.get("expected_decision"), want))
    return want


def table(title, counter, order=None, total=None):
    keys = order or sorted(counter)
    total = total if total is not None else sum(counter.values())
    print("%s:" % title)
    for k in keys:
        n = counter.get(k, 0)
        print("  %-18s %4d  (%4.1f%%)" % (k, n, 100.0 * n / total if total else 0))


def main():
    self_test()
    entries_list = read_jsonl(EXP_FILE)
    queries = read_jsonl(Q_FILE)
    entries = {}
    for e in entries_list:
        check_entry(e)
        if e.get("id") in entries:
            bad(e.get("id"), "duplicate entry id")
        entries[e.get("id")] = e
    seen = set()
    for q in queries:
        if q.get("id") in seen:
            bad(q.get("id"), "duplicate query id")
        seen.add(q.get("id"))
        check_query(q, entries)

    if len(entries_list) < MIN_ENTRIES:
        bad("experiences.jsonl", "only %d entries (< %d)" % (len(entries_list), MIN_ENTRIES))
    if len(queries) < MIN_QUERIES:
        bad("queries.jsonl", "only %d queries (< %d)" % (len(queries), MIN_QUERIES))
    cats = Counter(q.get("category") for q in queries)
    for c in REQUIRED_CATEGORIES:
        if cats.get(c, 0) == 0:
            bad("queries.jsonl", "category %r does not appear" % c)
    decs = Counter(q.get("expected_decision") for q in queries)
    for d in DECISIONS:
        if decs.get(d, 0) == 0:
            bad("queries.jsonl", "no query expects %r" % d)
    statuses = Counter(e.get("status") for e in entries_list)
    for s in STATUSES:
        if statuses.get(s, 0) == 0:
            bad("experiences.jsonl", "no entry has status %r" % s)
    langs = Counter(query_lang(q.get("query", "")) for q in queries)
    for lg in ("zh", "en", "mixed"):
        if langs.get(lg, 0) == 0:
            bad("queries.jsonl", "no %s query" % lg)

    # ---- report
    print("entries: %d" % len(entries_list))
    table("entries by status", statuses, ["verified", "candidate", "review_required", "deprecated"])
    table("entries by project", Counter(e.get("project") for e in entries_list),
          ["tongluo-mall", "tongluo-store-admin", "*"])
    table("entries by asset_type", Counter(e.get("asset_type") for e in entries_list))
    table("entries by body language", Counter(entry_lang(e.get("body", "")) for e in entries_list),
          ["zh", "en", "bilingual"])
    print("entries with version-gated applies_to: %d; with branch globs other than '*': %d; "
          "bodies > 2000 chars: %d" % (
              sum(1 for e in entries_list if e.get("applies_to")),
              sum(1 for e in entries_list if e.get("branches", ["*"]) != ["*"]),
              sum(1 for e in entries_list if len(e.get("body", "")) > 2000)))
    print("queries: %d" % len(queries))
    table("queries by category", cats, list(REQUIRED_CATEGORIES) +
          sorted(c for c in cats if c not in REQUIRED_CATEGORIES))
    table("queries by expected_decision", decs, list(DECISIONS))
    table("queries by language", langs, ["zh", "en", "mixed"])
    labs = Counter(l for q in queries for l in (q.get("labels") or {}).values())
    table("labels", labs, ["reusable", "reference_only", "not_applicable"])

    if problems:
        print("\n%d problem(s):" % len(problems))
        for p in problems:
            print("  - " + p)
        return 1
    print("\nOK: all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
