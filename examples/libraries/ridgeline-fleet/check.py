#!/usr/bin/env python3
"""Validate experiences.jsonl and queries.jsonl against formats.md (§1, §3).

Independent of gen.py: re-reads the files, re-implements the semver range
check, scope/status eligibility and the decision rule, and exits non-zero on
any problem.  Prints counts (entries, queries, per category, per decision,
per language).  Standard library only.
"""
import collections
import datetime
import fnmatch
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PROBLEMS = []


def bad(msg):
    PROBLEMS.append(msg)


# ---------------------------------------------------------------- semver
def vtuple(v):
    m = re.fullmatch(r"v?(\d+)\.(\d+)\.(\d+)", v.strip())
    if not m:
        raise ValueError("not a concrete version %r" % v)
    return tuple(map(int, m.groups()))


def partial(s):
    nums = []
    for p in s.strip().lstrip("v").split("."):
        if p in ("x", "X", "*"):
            break
        if not p.isdigit():
            raise ValueError("bad version %r" % s)
        nums.append(int(p))
    if len(nums) > 3 or (not nums and s.strip() not in ("*", "x", "X")):
        raise ValueError("bad version %r" % s)
    return nums


def pad(n):
    return tuple(list(n) + [0] * (3 - len(n)))


def next_up(n):
    n = list(n)
    n[-1] += 1
    return pad(n)


def comparator(tok):
    m = re.fullmatch(r"(\^|~|>=|<=|>|<|=)?(.+)", tok)
    if not m:
        raise ValueError("bad comparator %r" % tok)
    op, n = m.group(1) or "", partial(m.group(2))
    if not n:
        return []                                   # '*' : anything
    if op == "^":
        if n[0] > 0 or len(n) == 1:
            hi = (n[0] + 1, 0, 0)
        elif n[1] > 0 or len(n) == 2:
            hi = (0, n[1] + 1, 0)
        else:
            hi = (0, 0, n[2] + 1)
        return [(">=", pad(n)), ("<", hi)]
    if op == "~":
        hi = (n[0] + 1, 0, 0) if len(n) == 1 else (n[0], n[1] + 1, 0)
        return [(">=", pad(n)), ("<", hi)]
    if op in ("", "="):
        return [("==", tuple(n))] if len(n) == 3 else [(">=", pad(n)), ("<", next_up(n))]
    if op == ">=":
        return [(">=", pad(n))]
    if op == "<":
        return [("<", pad(n))]
    if op == ">":
        return [(">", tuple(n))] if len(n) == 3 else [(">=", next_up(n))]
    return [("<=", tuple(n))] if len(n) == 3 else [("<", next_up(n))]


def range_sets(rng):
    if not isinstance(rng, str) or not rng.strip():
        raise ValueError("empty range")
    out = []
    for alt in rng.split("||"):
        toks = alt.split()
        if not toks:
            raise ValueError("empty alternative in %r" % rng)
        out.append([c for t in toks for c in comparator(t)])
    return out


OPS = {"==": lambda a, b: a == b, ">=": lambda a, b: a >= b, ">": lambda a, b: a > b,
       "<=": lambda a, b: a <= b, "<": lambda a, b: a < b}


def in_range(version, rng):
    v = vtuple(version)
    return any(all(OPS[op](v, b) for op, b in cs) for cs in range_sets(rng))


for _v, _r, _exp in [("5.15.2", ">=5 <6", True), ("4.12.4", ">=5 <6", False),
                     ("4.12.4", "^4", True), ("4.3.9", ">=4.4 <5", False),
                     ("6.16.0", ">=6.19 <7", False), ("1.9.7", "~1.9", True),
                     ("2.0.1", "~1.9", False), ("17.0.2", "^16 || ^17", True),
                     ("0.34.6", "^0.34", True), ("0.35.0", "^0.34", False)]:
    assert in_range(_v, _r) is _exp, (_v, _r)


# ------------------------------------------------------------- eligibility
def scope_ok(e, ctx):
    return (e["project"] in ("*", ctx["project"]) and
            any(fnmatch.fnmatchcase(ctx["branch"], g) for g in e.get("branches", ["*"])))


def versions_ok(e, ctx):
    st = ctx["stack"]
    return all(p in st and in_range(st[p], r) for p, r in e.get("applies_to", {}).items())


def eligible(e, ctx):
    return scope_ok(e, ctx) and versions_ok(e, ctx)


def decision(labels, entries, ctx):
    inject = ref = False
    for eid, lab in labels.items():
        e = entries[eid]
        if e["status"] == "deprecated" or not eligible(e, ctx):
            continue
        if lab == "reusable" and e["status"] == "verified":
            inject = True
        elif lab == "reusable" or lab == "reference_only":
            ref = True           # review_required / candidate reusable, or reference_only
    return "inject" if inject else ("reference" if ref else "abstain")


# ---------------------------------------------------------------- language
CJK = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff]")
TECH = {"vue", "react", "quasar", "pinia", "vuex", "zustand", "antd", "mui", "next",
        "nextjs", "redux", "rtk", "echarts", "recharts", "vite", "jest", "vitest", "msw",
        "dayjs", "moment", "css", "csv", "xlsx", "api", "url", "ipad", "pwa", "jwt",
        "npm", "pnpm", "es", "ts", "tsx", "js", "main", "feat", "release", "acme", "rjsf"}


def query_lang(text):
    if not CJK.search(text):
        return "en"
    prose = [w for w in re.findall(r"[A-Za-z][A-Za-z'-]*", text)
             if re.fullmatch(r"[a-z]{2,}", w) and w not in TECH]
    return "mixed" if len(prose) >= 3 else "zh"


def entry_lang(e):
    return "zh" if len(CJK.findall(e["title"] + e["body"])) >= 40 else "en"


# ------------------------------------------------------------------ schema
ASSET_TYPES = {"component", "directive", "mixin", "filter", "store", "router", "plugin",
               "style", "build", "i18n", "test", "other"}
STATUSES = {"verified", "candidate", "review_required", "deprecated"}
LABELS = {"reusable", "reference_only", "not_applicable"}
DECISIONS = {"inject", "reference", "abstain"}
CATEGORIES = ["identifier", "synonym", "jargon", "version_gate", "status_gate", "scope_gate",
              "missing", "not_applicable", "long_doc", "multilingual", "error_code"]
PROJECTS = {"ridgeline-shop", "ridgeline-portal"}
E_REQ = {"id": str, "title": str, "body": str, "project": str, "asset_type": str, "status": str}
E_OPT = {"branches": list, "applies_to": dict, "assets": list, "conditions": str,
         "counter_conditions": str, "source": str, "updated_at": str}
Q_KEYS = {"id", "query", "context", "labels", "expected_decision", "category"}
CTX_KEYS = {"project", "branch", "stack", "asset", "asset_type"}
# team slang that a 'jargon' query must use at least one of
JARGON = ["island", "strangler", "acme fork", "red banner", "perm directive", "灰度", "双跑",
          "DVIR", "WO ", "wedge", "the Lite grid"]
ERRORISH = re.compile(r"Error|Warning|报错|警告|was detected|does not match|not defined|cannot be")
LONG = 2000


def load(name):
    path = os.path.join(HERE, name)
    rows = []
    try:
        with open(path, encoding="utf-8") as f:
            for i, line in enumerate(f, 1):
                if not line.strip():
                    bad("%s:%d: blank line" % (name, i)); continue
                try:
                    obj = json.loads(line)
                except json.JSONDecodeError as ex:
                    bad("%s:%d: invalid JSON (%s)" % (name, i, ex)); continue
                if not isinstance(obj, dict):
                    bad("%s:%d: not a JSON object" % (name, i)); continue
                rows.append(obj)
    except OSError as ex:
        bad("cannot read %s: %s" % (name, ex))
    return rows


def nonempty_str(v):
    return isinstance(v, str) and v.strip() != ""


def check_entry(e):
    eid = e.get("id", "?")
    for k, t in E_REQ.items():
        if k not in e:
            bad("%s: missing required field %s" % (eid, k))
        elif not isinstance(e[k], t) or not nonempty_str(e[k]):
            bad("%s: %s must be a non-empty string" % (eid, k))
    for k in e:
        if k not in E_REQ and k not in E_OPT:
            bad("%s: unknown field %s" % (eid, k))
    for k, t in E_OPT.items():
        if k in e and not isinstance(e[k], t):
            bad("%s: %s must be %s" % (eid, k, t.__name__))
    if not re.fullmatch(r"exp-rl-\d{4}", str(e.get("id", ""))):
        bad("%s: id does not look like exp-rl-NNNN" % eid)
    if "\n" in e.get("title", "") or len(e.get("title", "")) > 160:
        bad("%s: title must be one short line" % eid)
    if e.get("project") not in PROJECTS | {"*"}:
        bad("%s: unknown project %r" % (eid, e.get("project")))
    if e.get("asset_type") not in ASSET_TYPES:
        bad("%s: bad asset_type %r" % (eid, e.get("asset_type")))
    if e.get("status") not in STATUSES:
        bad("%s: bad status %r" % (eid, e.get("status")))
    if isinstance(e.get("branches"), list):
        if not e["branches"] or not all(nonempty_str(g) for g in e["branches"]):
            bad("%s: branches must be a non-empty list of glob strings" % eid)
    if isinstance(e.get("applies_to"), dict):
        for p, r in e["applies_to"].items():
            if not nonempty_str(p):
                bad("%s: empty package name in applies_to" % eid)
            try:
                range_sets(r)
            except (ValueError, TypeError) as ex:
                bad("%s: applies_to[%s]=%r: %s" % (eid, p, r, ex))
    if isinstance(e.get("assets"), list) and not all(nonempty_str(a) for a in e["assets"]):
        bad("%s: assets must be non-empty strings" % eid)
    for k in ("conditions", "counter_conditions", "source"):
        if k in e and not nonempty_str(e[k]):
            bad("%s: %s is empty" % (eid, k))
    if "updated_at" in e:
        try:
            datetime.date.fromisoformat(e["updated_at"])
        except (ValueError, TypeError):
            bad("%s: updated_at %r is not an ISO date" % (eid, e["updated_at"]))


def check_query(q, entries):
    qid = q.get("id", "?")
    for k in Q_KEYS:
        if k not in q:
            bad("%s: missing field %s" % (qid, k))
    for k in q:
        if k not in Q_KEYS:
            bad("%s: unknown field %s" % (qid, k))
    if not re.fullmatch(r"q-rl-\d{3}", str(q.get("id", ""))):
        bad("%s: id does not look like q-rl-NNN" % qid)
    if not nonempty_str(q.get("query")):
        bad("%s: query must be a non-empty string" % qid)
    ctx = q.get("context")
    if not isinstance(ctx, dict):
        bad("%s: context must be an object" % qid)
        return None
    for k in ctx:
        if k not in CTX_KEYS:
            bad("%s: unknown context field %s" % (qid, k))
    for k in ("project", "branch"):
        if not nonempty_str(ctx.get(k)):
            bad("%s: context.%s is required" % (qid, k))
    if ctx.get("project") not in PROJECTS:
        bad("%s: context.project %r unknown" % (qid, ctx.get("project")))
    st = ctx.get("stack")
    if not isinstance(st, dict) or not st:
        bad("%s: context.stack must be a non-empty object" % qid)
        return None
    for p, v in st.items():
        try:
            vtuple(v) if isinstance(v, str) else (_ for _ in ()).throw(ValueError())
        except ValueError:
            bad("%s: stack[%s]=%r is not a concrete x.y.z version" % (qid, p, v))
            return None
    if "asset" in ctx and not nonempty_str(ctx["asset"]):
        bad("%s: context.asset empty" % qid)
    if "asset_type" in ctx and ctx["asset_type"] not in ASSET_TYPES:
        bad("%s: context.asset_type %r invalid" % (qid, ctx["asset_type"]))
    labels = q.get("labels")
    if not isinstance(labels, dict):
        bad("%s: labels must be an object" % qid)
        return None
    for eid, lab in labels.items():
        if eid not in entries:
            bad("%s: label for unknown entry %s" % (qid, eid)); return None
        if lab not in LABELS:
            bad("%s: bad label %r for %s" % (qid, lab, eid))
        e = entries[eid]
        if e["status"] == "deprecated" and lab != "not_applicable":
            bad("%s: %s is deprecated but labeled %s" % (qid, eid, lab))
        elif not eligible(e, ctx) and lab != "not_applicable":
            bad("%s: %s is ineligible here (%s) but labeled %s" % (
                qid, eid, "scope" if not scope_ok(e, ctx) else "versions", lab))
    if q.get("expected_decision") not in DECISIONS:
        bad("%s: bad expected_decision %r" % (qid, q.get("expected_decision")))
    want = decision(labels, entries, ctx)
    if q.get("expected_decision") != want:
        bad("%s: expected_decision %r but labels/status/eligibility give %r" % (
            qid, q.get("expected_decision"), want))
    cat = q.get("category")
    if cat not in CATEGORIES:
        bad("%s: unknown category %r" % (qid, cat))
    return check_category(q, entries, ctx, labels, want)


def check_category(q, entries, ctx, labels, dec):
    qid, cat, text = q["id"], q.get("category"), q.get("query", "")
    lab_e = [(entries[i], l) for i, l in labels.items()]
    pos = [(e, l) for e, l in lab_e if l != "not_applicable" and e["status"] != "deprecated" and eligible(e, ctx)]
    if cat == "missing":
        if dec != "abstain" or pos:
            bad("%s: missing query must abstain with no usable labels" % qid)
    elif cat == "version_gate":
        if not any(e.get("applies_to") and not versions_ok(e, ctx) for e, _ in lab_e):
            bad("%s: version_gate needs a labeled entry whose applies_to fails on this stack" % qid)
    elif cat == "scope_gate":
        if not any(e["project"] == "*" or e.get("branches", ["*"]) != ["*"] or not scope_ok(e, ctx)
                   for e, _ in lab_e):
            bad("%s: scope_gate needs a labeled team-wide / branch-scoped / out-of-scope entry" % qid)
    elif cat == "status_gate":
        if not any(e["status"] != "verified" for e, _ in lab_e):
            bad("%s: status_gate needs a labeled non-verified entry" % qid)
    elif cat == "not_applicable":
        if not any(l == "not_applicable" and e["status"] != "deprecated" and eligible(e, ctx)
                   and e.get("counter_conditions") for e, l in lab_e):
            bad("%s: not_applicable needs an eligible entry labeled not_applicable (counter-conditions)" % qid)
    elif cat == "long_doc":
        if not any(len(e["body"]) > LONG for e, _ in pos):
            bad("%s: long_doc needs a usable labeled entry with body > %d chars" % (qid, LONG))
    elif cat == "multilingual":
        ql = "zh" if query_lang(text) in ("zh", "mixed") else "en"
        if not any(entry_lang(e) != ql for e, _ in pos):
            bad("%s: multilingual needs a usable entry in the other language" % qid)
    elif cat == "error_code":
        if not ERRORISH.search(text):
            bad("%s: error_code query quotes no error message" % qid)
    elif cat == "jargon":
        if not any(j.lower() in (text + " ").lower() for j in JARGON):
            bad("%s: jargon query uses none of the team slang terms" % qid)
    elif cat == "identifier":
        names = {a for e, _ in pos for a in e.get("assets", [])}
        if not any(a in text for a in names):
            bad("%s: identifier query names no asset of its usable entries" % qid)
    elif cat == "synonym":
        names = {a for e, l in pos if l == "reusable" for a in e.get("assets", [])}
        hit = [a for a in names if a in text]
        if hit:
            bad("%s: synonym query uses the entry's own asset names %s" % (qid, hit))
    return query_lang(text)


def main():
    ents = load("experiences.jsonl")
    qs = load("queries.jsonl")
    entries = {}
    for e in ents:
        check_entry(e)
        if e.get("id") in entries:
            bad("duplicate entry id %s" % e.get("id"))
        entries[e.get("id")] = e
    ok_entries = {k: v for k, v in entries.items()
                  if all(isinstance(v.get(f), str) for f in E_REQ)}
    # cross references in prose
    for e in ok_entries.values():
        for ref in re.findall(r"exp-rl-\d{4}", e["body"] + e.get("counter_conditions", "") + e.get("conditions", "")):
            if ref not in entries:
                bad("%s: refers to unknown entry %s" % (e["id"], ref))

    seen, langs = set(), collections.Counter()
    cats, decs = collections.Counter(), collections.Counter()
    cat_dec = collections.defaultdict(collections.Counter)
    labs = collections.Counter()
    for q in qs:
        if q.get("id") in seen:
            bad("duplicate query id %s" % q.get("id"))
        seen.add(q.get("id"))
        lang = check_query(q, ok_entries)
        if lang:
            langs[lang] += 1
        cats[q.get("category")] += 1
        decs[q.get("expected_decision")] += 1
        cat_dec[q.get("category")][q.get("expected_decision")] += 1
        for l in (q.get("labels") or {}).values():
            labs[l] += 1

    # library-level requirements
    if len(ents) < 100:
        bad("need at least 100 entries, have %d" % len(ents))
    if len(qs) < 75:
        bad("need at least 75 queries, have %d" % len(qs))
    for c in CATEGORIES:
        if cats[c] == 0:
            bad("category %s has no query" % c)
    for d in DECISIONS:
        if decs[d] == 0:
            bad("no query expects %s" % d)
    st = collections.Counter(e.get("status") for e in ents)
    for s in STATUSES:
        if st[s] == 0:
            bad("no entry has status %s" % s)
    if not any(e.get("project") == "*" for e in ents):
        bad("no team-wide entry")
    if not any(len(e.get("body", "")) > LONG for e in ents):
        bad("no long entry")

    n = max(len(qs), 1)
    print("entries: %d" % len(ents))
    print("  status:     " + ", ".join("%s %d" % (s, st[s]) for s in sorted(STATUSES)))
    print("  project:    " + ", ".join("%s %d" % kv for kv in sorted(collections.Counter(e.get("project") for e in ents).items())))
    print("  language:   " + ", ".join("%s %d" % kv for kv in sorted(collections.Counter(entry_lang(e) for e in ok_entries.values()).items())))
    print("  long (>%d chars): %d" % (LONG, sum(1 for e in ents if len(e.get("body", "")) > LONG)))
    print("  asset_type: " + ", ".join("%s %d" % kv for kv in sorted(collections.Counter(e.get("asset_type") for e in ents).items())))
    print("queries: %d" % len(qs))
    print("  %-15s %5s  %6s %9s %7s" % ("category", "total", "inject", "reference", "abstain"))
    for c in CATEGORIES:
        d = cat_dec[c]
        print("  %-15s %5d  %6d %9d %7d" % (c, cats[c], d["inject"], d["reference"], d["abstain"]))
    print("  decision:   " + ", ".join("%s %d (%.0f%%)" % (d, decs[d], 100.0 * decs[d] / n) for d in ("inject", "reference", "abstain")))
    print("  language:   " + ", ".join("%s %d (%.0f%%)" % (l, langs[l], 100.0 * langs[l] / n) for l in ("en", "zh", "mixed")))
    print("  labels:     " + ", ".join("%s %d" % (l, labs[l]) for l in ("reusable", "reference_only", "not_applicable")))
    if PROBLEMS:
        print("\n%d problem(s):" % len(PROBLEMS))
        for p in PROBLEMS:
            print("  - " + p)
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
