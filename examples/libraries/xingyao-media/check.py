#!/usr/bin/env python3
"""校验 experiences.jsonl / queries.jsonl 是否符合 formats.md §1 / §3，
并根据资格规则（project / branch / applies_to / status）重算 expected_decision。

只读 jsonl 文件，不依赖生成脚本。自带一个简单 semver 实现，支持
"^3.2"、"~1.2.3"、">=18 <19"、"5.x"、"*"、"1.2 - 2.3"、"^4.3 || ^5.0" 等。
用法: python3 check.py [目录]   有问题时退出码为 1。
"""
import json, os, re, sys, datetime
from collections import Counter, defaultdict
from fnmatch import fnmatchcase

HERE = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
ASSET_TYPES = {"component", "directive", "mixin", "filter", "store", "router", "plugin",
               "style", "build", "i18n", "test", "other"}
STATUSES = {"verified", "candidate", "review_required", "deprecated"}
LABELS = {"reusable", "reference_only", "not_applicable"}
DECISIONS = {"inject", "reference", "abstain"}
CATEGORIES = {"identifier", "synonym", "jargon", "version_gate", "status_gate", "scope_gate",
              "missing", "not_applicable", "long_doc", "multilingual", "error_code"}
ERR_RE = re.compile(r"\b(?:CMS|LIVE|NET)_\d{4}\b")
LONG_DOC_CHARS = 1500

problems = []


def bad(msg):
    problems.append(msg)


# ------------------------------------------------------------------ semver
class SemverError(ValueError):
    pass


_VER = re.compile(r"^v?(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?$")


def parse_version(s):
    m = _VER.match(s.strip())
    if not m:
        raise SemverError(f"bad version {s!r}")
    major, minor, patch, pre = m.groups()
    # 预发布版本排在同号正式版之前：(x,y,z,0) < (x,y,z,1)
    return (int(major), int(minor), int(patch), 0 if pre else 1)


def _partial(s):
    s = s.strip()
    if s.startswith("v"):
        s = s[1:]
    if s in ("", "*", "x", "X"):
        return (None, None, None)
    s = re.split(r"[-+]", s, 1)[0]
    parts = s.split(".")
    if len(parts) > 3:
        raise SemverError(f"bad partial {s!r}")
    out = []
    for p in parts:
        if p in ("x", "X", "*"):
            out.append(None)
        elif p.isdigit():
            if out and out[-1] is None:
                raise SemverError(f"bad partial {s!r}")
            out.append(int(p))
        else:
            raise SemverError(f"bad partial {s!r}")
    while len(out) < 3:
        out.append(None)
    return tuple(out)


def _lo(M, m, p):
    return (M, m or 0, p or 0, 0)          # 作为 >= 下界 / < 上界时都排除同号预发布


def _comparators(tok):
    """把一个比较子展开成 [(op, tuple)]，op ∈ {'>=','<','>','<=','=='}。"""
    m = re.match(r"^(\^|~>?|>=|<=|>|<|=)?\s*(.*)$", tok)
    op, ver = m.group(1) or "", m.group(2)
    M, mi, p = _partial(ver)
    if M is None:
        if op in ("<", ">"):
            return [("<", (0, 0, 0, 0))]  # 不可能满足
        return []
    if op == "^":
        lo = _lo(M, mi, p)
        if M > 0 or mi is None:
            hi = (M + 1, 0, 0, 0)
        elif mi > 0 or p is None:
            hi = (0, mi + 1, 0, 0)
        else:
            hi = (0, 0, p + 1, 0)
        return [(">=", lo), ("<", hi)]
    if op in ("~", "~>"):
        lo = _lo(M, mi, p)
        hi = (M + 1, 0, 0, 0) if mi is None else (M, mi + 1, 0, 0)
        return [(">=", lo), ("<", hi)]
    if op in ("", "="):
        if p is not None:
            return [("==", (M, mi, p, 1))]
        hi = (M + 1, 0, 0, 0) if mi is None else (M, mi + 1, 0, 0)
        return [(">=", _lo(M, mi, p)), ("<", hi)]
    if op == ">=":
        return [(">=", _lo(M, mi, p))]
    if op == "<":
        return [("<", _lo(M, mi, p))]
    if op == ">":
        if p is not None:
            return [(">", (M, mi, p, 1))]
        return [(">=", (M + 1, 0, 0, 0) if mi is None else (M, mi + 1, 0, 0))]
    if op == "<=":
        if p is not None:
            return [("<=", (M, mi, p, 1))]
        return [("<", (M + 1, 0, 0, 0) if mi is None else (M, mi + 1, 0, 0))]
    raise SemverError(f"bad comparator {tok!r}")


def parse_range(rng):
    alts = []
    for part in rng.split("||"):
        part = part.strip()
        comps = []
        hy = re.match(r"^(\S+)\s+-\s+(\S+)$", part)
        if hy:
            comps += _comparators(">=" + hy.group(1))
            comps += _comparators("<=" + hy.group(2))
        else:
            part = re.sub(r"(>=|<=|>|<|=|\^|~)\s+", r"\1", part)
            for tok in part.split():
                comps += _comparators(tok)
        alts.append(comps)
    return alts


def satisfies(version, rng):
    v = parse_version(version)
    if v[3] == 0:
        # 与 node-semver 默认行为一致：范围里没有写预发布标签时，预发布版本一律不匹配
        return False
    for comps in parse_range(rng):
        ok = True
        for op, t in comps:
            if op == ">=" and not v >= t: ok = False
            elif op == "<" and not v < t: ok = False
            elif op == ">" and not v > t: ok = False
            elif op == "<=" and not v <= t: ok = False
            elif op == "==" and not v[:3] == t[:3]: ok = False
            if not ok:
                break
        if ok:
            return True
    return False


def _selftest():
    cases = [("3.2.0", "^3.2", True), ("3.9.9", "^3.2", True), ("4.0.0", "^3.2", False), ("3.1.9", "^3.2", False),
             ("18.3.1", ">=18 <19", True), ("19.0.0", ">=18 <19", False), ("5.4.1", "5.x", True), ("6.0.0", "5.x", False),
             ("0.2.5", "^0.2.3", True), ("0.3.0", "^0.2.3", False), ("1.2.9", "~1.2.3", True), ("1.3.0", "~1.2.3", False),
             ("6.3.0", ">=6.0 <6.4", True), ("6.4.0", ">=6.0 <6.4", False), ("5.1.1", "^4.3 || ^5.0", True),
             ("2.6.1", ">=1.9 <2.6", False), ("2.5.9", ">=1.9 <2.6", True), ("7.1.0", ">6", True), ("6.9.0", ">6", False),
             ("6.4.9", "<=6.4", True), ("6.5.0", "<=6.4", False), ("2.0.0", "1.2 - 2.3", True), ("2.4.0", "1.2 - 2.3", False),
             ("1.0.0", "*", True), ("5.10.9", "^5.10", True), ("6.8.5", "^5.10", False), ("1.0.0-beta.1", ">=1.0.0", False), ("2.0.0-rc.1", "^1.2", False),
             ("2.1.0", ">= 2", True), ("1.9.9", ">= 2", False)]
    for v, r, want in cases:
        got = satisfies(v, r)
        if got != want:
            bad(f"semver selftest: satisfies({v!r}, {r!r}) = {got}, want {want}")
    return len(cases)


# ------------------------------------------------------------------ helpers
def load(name):
    rows = []
    with open(os.path.join(HERE, name), encoding="utf-8") as f:
        for i, line in enumerate(f, 1):
            if not line.strip():
                bad(f"{name}:{i}: empty line")
                continue
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError as ex:
                bad(f"{name}:{i}: invalid JSON: {ex}")
    return rows


_CODE_BLOCK = re.compile(r"```.*?```", re.S)
_INLINE = re.compile(r"`[^`]*`")


def lang(text):
    t = _INLINE.sub(" ", _CODE_BLOCK.sub(" ", text))
    cjk = len(re.findall(r"[\u4e00-\u9fff]", t))
    words = len(re.findall(r"[A-Za-z]+", t))
    return "zh" if cjk > words else "en"


def eligibility(e, ctx):
    """返回 (eligible, reasons)；reasons ⊆ {'project','branch','version','missing_pkg'}。"""
    reasons = []
    if e["project"] != "*" and e["project"] != ctx["project"]:
        reasons.append("project")
    if not any(fnmatchcase(ctx["branch"], g) for g in e.get("branches", ["*"])):
        reasons.append("branch")
    stack = ctx["stack"]
    for pkg, rng in e.get("applies_to", {}).items():
        if pkg not in stack:
            reasons.append("missing_pkg")
        elif not satisfies(stack[pkg], rng):
            reasons.append("version")
    return (not reasons, reasons)


def decide(q, E):
    """formats.md §3：inject / reference / abstain。只看合格且非 deprecated 的已标注条目。"""
    usable = []
    for eid, lab in q["labels"].items():
        e = E.get(eid)
        if e is None or e["status"] == "deprecated":
            continue
        if eligibility(e, q["context"])[0]:
            usable.append((e, lab))
    if any(lab == "reusable" and e["status"] == "verified" for e, lab in usable):
        return "inject"
    if any(lab in ("reusable", "reference_only") for e, lab in usable):
        return "reference"
    return "abstain"


# ------------------------------------------------------------------ entries
n_semver = _selftest()
entries = load("experiences.jsonl")
E = {}
REQ_E = {"id": str, "title": str, "body": str, "project": str, "asset_type": str, "status": str}
for e in entries:
    eid = e.get("id", "?")
    for k, t in REQ_E.items():
        if not isinstance(e.get(k), t) or not e.get(k):
            bad(f"entry {eid}: required field {k!r} missing / wrong type")
    if eid in E:
        bad(f"entry {eid}: duplicate id")
    E[eid] = e
    if not re.match(r"^exp-[a-z0-9]+-\d{4}$", eid):
        bad(f"entry {eid}: id format")
    if e.get("asset_type") not in ASSET_TYPES:
        bad(f"entry {eid}: bad asset_type {e.get('asset_type')!r}")
    if e.get("status") not in STATUSES:
        bad(f"entry {eid}: bad status {e.get('status')!r}")
    br = e.get("branches", ["*"])
    if not isinstance(br, list) or not br or not all(isinstance(b, str) and b for b in br):
        bad(f"entry {eid}: branches must be non-empty list of strings")
    at = e.get("applies_to", {})
    if not isinstance(at, dict):
        bad(f"entry {eid}: applies_to must be object")
    else:
        for pkg, rng in at.items():
            try:
                parse_range(rng)
                satisfies("1.0.0", rng)
            except SemverError as ex:
                bad(f"entry {eid}: applies_to[{pkg}] {rng!r}: {ex}")
    if "assets" in e and (not isinstance(e["assets"], list) or not all(isinstance(a, str) for a in e["assets"])):
        bad(f"entry {eid}: assets must be list of strings")
    for k in ("conditions", "counter_conditions", "source"):
        if k in e and not isinstance(e[k], str):
            bad(f"entry {eid}: {k} must be string")
    if "updated_at" in e:
        try:
            datetime.date.fromisoformat(e["updated_at"])
        except Exception:
            bad(f"entry {eid}: updated_at not ISO date")
    extra = set(e) - {"id", "title", "body", "project", "branches", "applies_to", "asset_type", "assets",
                      "status", "conditions", "counter_conditions", "source", "updated_at"}
    if extra:
        bad(f"entry {eid}: unknown fields {sorted(extra)}")
    if e.get("status") != "deprecated" and not e.get("conditions"):
        bad(f"entry {eid}: non-deprecated entry without conditions")

# ------------------------------------------------------------------ queries
queries = load("queries.jsonl")
seen = set()
for q in queries:
    qid = q.get("id", "?")
    if qid in seen:
        bad(f"query {qid}: duplicate id")
    seen.add(qid)
    for k in ("id", "query", "context", "labels", "expected_decision", "category"):
        if k not in q:
            bad(f"query {qid}: missing {k}")
    ctx = q.get("context", {})
    for k in ("project", "branch", "stack"):
        if k not in ctx:
            bad(f"query {qid}: context.{k} missing")
    extra = set(ctx) - {"project", "branch", "stack", "asset", "asset_type"}
    if extra:
        bad(f"query {qid}: unknown context fields {sorted(extra)}")
    if "asset_type" in ctx and ctx["asset_type"] not in ASSET_TYPES:
        bad(f"query {qid}: bad context.asset_type")
    for pkg, v in ctx.get("stack", {}).items():
        try:
            parse_version(v)
        except SemverError:
            bad(f"query {qid}: stack {pkg}={v!r} is not an exact version")
    if q.get("expected_decision") not in DECISIONS:
        bad(f"query {qid}: bad expected_decision")
    if q.get("category") not in CATEGORIES:
        bad(f"query {qid}: unknown category {q.get('category')!r}")

    labels = q.get("labels", {})
    for eid, lab in labels.items():
        if eid not in E:
            bad(f"query {qid}: label for unknown entry {eid}")
            continue
        if lab not in LABELS:
            bad(f"query {qid}: bad label {lab!r} for {eid}")
            continue
        e = E[eid]
        ok, why = eligibility(e, ctx)
        if lab in ("reusable", "reference_only"):
            if e["status"] == "deprecated":
                bad(f"query {qid}: deprecated {eid} labeled {lab}")
            if not ok:
                bad(f"query {qid}: ineligible {eid} ({','.join(why)}) labeled {lab}")
        if lab == "not_applicable" and ok and e["status"] != "deprecated" and not e.get("counter_conditions"):
            bad(f"query {qid}: eligible {eid} labeled not_applicable but has no counter_conditions")
    if any(eid not in E for eid in labels):
        continue

    got = decide(q, E)
    if got != q.get("expected_decision"):
        bad(f"query {qid}: expected_decision={q.get('expected_decision')} but rules give {got}")

    # ---- 类别语义检查
    cat = q.get("category")
    labd = [(E[i], l) for i, l in labels.items()]
    elig = {e["id"]: eligibility(e, ctx) for e, _ in labd}
    if cat == "missing" and labels:
        bad(f"query {qid}: missing query must have no labels")
    if cat == "missing" and got != "abstain":
        bad(f"query {qid}: missing query must abstain")
    if cat != "missing" and not labels:
        bad(f"query {qid}: non-missing query without labels")
    if cat == "version_gate" and not any(l == "not_applicable" and set(elig[e["id"]][1]) & {"version", "missing_pkg"}
                                         and not set(elig[e["id"]][1]) & {"project", "branch"} for e, l in labd):
        bad(f"query {qid}: version_gate needs an entry excluded only by applies_to")
    if cat == "scope_gate" and not any(l == "not_applicable" and set(elig[e["id"]][1]) & {"project", "branch"}
                                       for e, l in labd):
        bad(f"query {qid}: scope_gate needs an entry excluded by project/branch")
    if cat == "status_gate" and not any(e["status"] != "verified" and (l != "not_applicable" or e["status"] == "deprecated")
                                        for e, l in labd):
        bad(f"query {qid}: status_gate needs a matching non-verified entry")
    if cat == "status_gate" and got == "inject":
        bad(f"query {qid}: status_gate should not inject")
    if cat == "not_applicable" and not any(l == "not_applicable" and elig[e["id"]][0] and e["status"] != "deprecated"
                                           and e.get("counter_conditions") for e, l in labd):
        bad(f"query {qid}: not_applicable needs an eligible entry excluded by its counter_conditions")
    if cat == "long_doc" and not any(l != "not_applicable" and len(e["body"]) > LONG_DOC_CHARS for e, l in labd):
        bad(f"query {qid}: long_doc needs a usable entry with body > {LONG_DOC_CHARS} chars")
    if cat == "multilingual" and not any(l != "not_applicable" and lang(e["title"] + "\n" + e["body"]) != lang(q["query"])
                                         for e, l in labd):
        bad(f"query {qid}: multilingual needs a usable entry in another language")
    if cat == "error_code":
        codes = set(ERR_RE.findall(q["query"]))
        if not codes:
            bad(f"query {qid}: error_code query names no error code")
        elif not any(codes & set(ERR_RE.findall(e["body"] + e["title"])) for e, l in labd if l != "not_applicable"):
            bad(f"query {qid}: no usable labeled entry mentions {sorted(codes)}")
    if cat == "identifier":
        names = {a for e, l in labd if l != "not_applicable" for a in e.get("assets", [])}
        if not any(re.search(r"(?<![A-Za-z0-9])" + re.escape(a) + r"(?![A-Za-z0-9])", q["query"]) for a in names):
            bad(f"query {qid}: identifier query names none of its entries' assets")
    if cat == "synonym":
        names = {a for e, l in labd for a in e.get("assets", [])}
        hit = [a for a in names if a.lower() in q["query"].lower()]
        if hit:
            bad(f"query {qid}: synonym query uses the asset name(s) {hit}")

# ------------------------------------------------------------------ 全局要求
st = Counter(e["status"] for e in entries)
cats = Counter(q["category"] for q in queries)
decs = Counter(q["expected_decision"] for q in queries)
qlang = Counter(lang(q["query"]) for q in queries)
elang = Counter(lang(e["title"] + "\n" + e["body"]) for e in entries)
longs = [e["id"] for e in entries if len(e["body"]) > LONG_DOC_CHARS]
if len(entries) < 80:
    bad(f"need >= 80 entries, have {len(entries)}")
if len(queries) < 60:
    bad(f"need >= 60 queries, have {len(queries)}")
for c in CATEGORIES:
    if cats[c] < 5:
        bad(f"category {c}: {cats[c]} queries (< 5)")
for s in ("review_required", "candidate", "deprecated"):
    if st[s] < 3:
        bad(f"status {s}: only {st[s]} entries")
if st["verified"] <= len(entries) / 2:
    bad("verified entries are not the majority")
if len(longs) < 3:
    bad(f"only {len(longs)} long entries")
zh_share = qlang["zh"] / len(queries)
if not 0.78 <= zh_share <= 0.92:
    bad(f"Chinese query share {zh_share:.0%} is far from 85%")
for d, want in (("inject", 0.6), ("reference", 0.2), ("abstain", 0.2)):
    share = decs[d] / len(queries)
    if abs(share - want) > 0.07:
        bad(f"{d} share {share:.0%} is far from {want:.0%}")

# 每个条目都应至少被一个查询引用？（仅统计，不算错误）
used = Counter(eid for q in queries for eid in q["labels"])

# ------------------------------------------------------------------ 报告
print(f"semver selftest: {n_semver} cases")
print(f"entries: {len(entries)}  by status: {dict(sorted(st.items()))}")
print(f"  by project: {dict(Counter(e['project'] for e in entries))}")
print(f"  by asset_type: {dict(sorted(Counter(e['asset_type'] for e in entries).items()))}")
print(f"  by language: {dict(elang)}   long (> {LONG_DOC_CHARS} chars): {len(longs)} {longs}")
print(f"  branch-scoped: {[e['id'] for e in entries if e.get('branches', ['*']) != ['*']]}")
print(f"  entries referenced by at least one query label: {len(used)}/{len(entries)}")
print(f"queries: {len(queries)}  by decision: {dict(decs)}  "
      f"({', '.join(f'{k} {v/len(queries):.0%}' for k, v in decs.items())})")
print(f"  by language: {dict(qlang)} (zh {zh_share:.0%})")
tab = defaultdict(Counter)
for q in queries:
    tab[q["category"]][q["expected_decision"]] += 1
print(f"  {'category':<15}{'total':>6}{'inject':>8}{'reference':>11}{'abstain':>9}")
for c in sorted(tab):
    t = tab[c]
    print(f"  {c:<15}{sum(t.values()):>6}{t['inject']:>8}{t['reference']:>11}{t['abstain']:>9}")
lab_counts = Counter(l for q in queries for l in q["labels"].values())
print(f"  labels: {dict(lab_counts)}; queries with >= 2 labels: {sum(1 for q in queries if len(q['labels']) >= 2)}")
if problems:
    print(f"\nPROBLEMS ({len(problems)}):")
    for p in problems:
        print("  - " + p)
    sys.exit(1)
print("\nOK: no problems found")
