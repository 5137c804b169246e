#!/usr/bin/env python3
"""Checker for the 青山电网 labeled library (experiences.jsonl + queries.jsonl).

Validates every record against the data contract (formats.md §1 entries, §3 labeled queries),
recomputes each query's expected_decision from its labels, the labeled entries' status and the
eligibility rules (project, branch glob, applies_to semver ranges against the query stack, status),
refuses `reusable` (and `reference_only`) labels on entries that are not eligible for the query's
context, runs per-category sanity checks, and prints a summary. Exits 1 on any problem.

Standard library only.  Usage: python3 check.py [--hints] [DIR]
  --hints  also list, per query, entries about the query's context.asset that carry no label
           (review aid for label completeness; never an error).
"""
import datetime
import fnmatch
import json
import os
import re
import sys
from collections import Counter, defaultdict

ARGS = [a for a in sys.argv[1:] if not a.startswith("--")]
SHOW_HINTS = "--hints" in sys.argv
HERE = ARGS[0] if ARGS else os.path.dirname(os.path.abspath(__file__))

ASSET_TYPES = {"component", "directive", "mixin", "filter", "store", "router", "plugin",
               "style", "build", "i18n", "test", "other"}
STATUSES = {"verified", "candidate", "review_required", "deprecated"}
LABELS = {"reusable", "reference_only", "not_applicable"}
DECISIONS = {"inject", "reference", "abstain"}
CATEGORIES = {"identifier", "synonym", "jargon", "long_doc", "version_gate", "scope_gate",
              "status_gate", "not_applicable", "multilingual", "error_code", "missing"}
LANGS = {"zh", "en", "mixed"}
ENTRY_REQUIRED = {"id": str, "title": str, "body": str, "project": str, "asset_type": str, "status": str}
ENTRY_OPTIONAL = {"branches": list, "applies_to": dict, "assets": list, "conditions": str,
                  "counter_conditions": str, "source": str, "updated_at": str, "lang": str}
QUERY_REQUIRED = {"id": str, "query": str, "context": dict, "labels": dict,
                  "expected_decision": str, "category": str}
JARGON = ["两票", "工作票", "操作票", "四遥", "遥测", "遥信", "遥控", "遥调", "挂牌", "巡检单", "老表格",
          "总召", "有人工作", "签发", "许可", "监护人", "值班"]
ERROR_RE = re.compile(r"([A-Z][A-Za-z]+(Error|Exception)\b|Warning:|\[[A-Za-z][^\]]*\]|\b[1-4]\d{3}\b|"
                      r"is not (a function|defined)|ResizeObserver loop|Error preparing)")
MIN_ENTRIES, MIN_QUERIES, MIN_PER_CATEGORY = 85, 65, 5
LONG_BODY = 1300   # characters; Chinese text is dense, 1300 chars is several retrieval chunks

problems = []


def problem(msg):
    problems.append(msg)


# ---------------------------------------------------------------------------
# semver (node-semver subset: ^ ~ >= > <= < = x-ranges, hyphen ranges, ||)
# ---------------------------------------------------------------------------
VER_RE = re.compile(r"^v?(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?$")
PART_RE = re.compile(r"^v?(\d+|[xX*])(?:\.(\d+|[xX*]))?(?:\.(\d+|[xX*]))?(?:-([0-9A-Za-z.-]+))?$")


def parse_version(s):
    m = VER_RE.match(s.strip())
    if not m:
        raise ValueError(f"not an exact version: {s!r}")
    pre = tuple(int(p) if p.isdigit() else p for p in m.group(4).split(".")) if m.group(4) else None
    return (int(m.group(1)), int(m.group(2)), int(m.group(3)), pre)


def vkey(v):
    # a pre-release sorts before its release
    major, minor, patch, pre = v
    return (major, minor, patch, 0 if pre else 1, tuple((0, p) if isinstance(p, int) else (1, p) for p in (pre or ())))


def cmp(a, b):
    ka, kb = vkey(a), vkey(b)
    return (ka > kb) - (ka < kb)


def parse_partial(s):
    m = PART_RE.match(s)
    if not m:
        raise ValueError(f"bad version in range: {s!r}")
    parts = []
    for g in m.group(1, 2, 3):
        parts.append(None if g is None or g in "xX*" else int(g))
    # once a part is a wildcard, the following ones are too
    for i in range(1, 3):
        if parts[i - 1] is None:
            parts[i] = None
    pre = tuple(int(p) if p.isdigit() else p for p in m.group(4).split(".")) if m.group(4) else None
    return parts, pre


def V(a, b, c, pre=None):
    return (a, b, c, pre)


def desugar(comp):
    """one comparator token -> list of (op, version) primitives"""
    m = re.match(r"^(\^|~>?|>=|<=|>|<|=)?(.*)$", comp)
    op, rest = m.group(1) or "", m.group(2)
    if rest in ("", "*", "x", "X"):
        return [(">=", V(0, 0, 0))] if op in ("", "=", ">=", "^", "~", "<=") else [("<", V(0, 0, 0))]
    (ma, mi, pa), pre = parse_partial(rest)
    if op == "^":
        if ma is None:
            return [(">=", V(0, 0, 0))]
        lo = V(ma, mi or 0, pa or 0, pre)
        if ma > 0 or mi is None:
            hi = V(ma + 1, 0, 0)
        elif mi > 0 or pa is None:
            hi = V(0, mi + 1, 0)
        else:
            hi = V(0, 0, pa + 1)
        return [(">=", lo), ("<", hi)]
    if op in ("~", "~>"):
        lo = V(ma, mi or 0, pa or 0, pre)
        hi = V(ma + 1, 0, 0) if mi is None else V(ma, mi + 1, 0)
        return [(">=", lo), ("<", hi)]
    if op in ("", "="):
        if ma is None:
            return [(">=", V(0, 0, 0))]
        if mi is None:
            return [(">=", V(ma, 0, 0)), ("<", V(ma + 1, 0, 0))]
        if pa is None:
            return [(">=", V(ma, mi, 0)), ("<", V(ma, mi + 1, 0))]
        return [("=", V(ma, mi, pa, pre))]
    if op == ">=":
        return [(">=", V(ma, mi or 0, pa or 0, pre))]
    if op == "<":
        return [("<", V(ma, mi or 0, pa or 0, pre))]
    if op == ">":
        if mi is None:
            return [(">=", V(ma + 1, 0, 0))]
        if pa is None:
            return [(">=", V(ma, mi + 1, 0))]
        return [(">", V(ma, mi, pa, pre))]
    if op == "<=":
        if mi is None:
            return [("<", V(ma + 1, 0, 0))]
        if pa is None:
            return [("<", V(ma, mi + 1, 0))]
        return [("<=", V(ma, mi, pa, pre))]
    raise ValueError(f"bad comparator {comp!r}")


def parse_range(rng):
    if not isinstance(rng, str) or not rng.strip():
        raise ValueError(f"empty range {rng!r}")
    sets = []
    for alt in rng.split("||"):
        alt = re.sub(r"(\^|~>?|>=|<=|>|<|=)\s+", r"\1", alt.strip())
        hy = re.match(r"^(\S+)\s+-\s+(\S+)$", alt)
        prims = []
        if hy:
            prims += desugar(">=" + hy.group(1))
            prims += desugar("<=" + hy.group(2))
        else:
            for tok in alt.split():
                prims += desugar(tok)
        if not prims:
            prims = [(">=", V(0, 0, 0))]
        sets.append(prims)
    return sets


def satisfies(version, rng):
    v = parse_version(version)
    for prims in parse_range(rng):
        ok = True
        for op, ref in prims:
            c = cmp(v, ref)
            if not {"=": c == 0, ">=": c >= 0, ">": c > 0, "<": c < 0, "<=": c <= 0}[op]:
                ok = False
                break
        # node-semver: a pre-release version only matches a set that names the same tuple with a pre-release
        if ok and v[3] and not any(r[3] and r[:3] == v[:3] for _, r in prims):
            ok = False
        if ok:
            return True
    return False


def _selftest():
    cases = [("5.12.8", "^5", True), ("4.24.15", "^5", False), ("5.8.6", ">=5.9 <6", False),
             ("5.9.0", ">=5.9 <6", True), ("4.24.15", ">=4.23 <6", True), ("4.22.1", ">=4 <4.23", True),
             ("4.24.15", ">=4 <4.23", False), ("4.3.9", ">=4.4 <5", False), ("4.5.2", ">=4.4 <5", True),
             ("18.2.0", ">=19", False), ("19.0.0", ">=19", True), ("0.3.1", "^0.3", True),
             ("0.4.0", "^0.3", False), ("2.7.16", "^2.6", True), ("1.7.8", "^1.7", True),
             ("3.0.2", "~3.0", True), ("3.1.0", "~3.0", False), ("5.4.3", "4.x || 5.x", True),
             ("5.0.0-rc.1", ">=5", False), ("2.0.16", "1.0.0 - 2.1.0", True), ("6.0.0", ">5", True),
             ("5.9.9", ">5", False), ("5.21.0", ">=5.21 <6", True)]
    for ver, rng, want in cases:
        got = satisfies(ver, rng)
        if got != want:
            problem(f"semver self-test: satisfies({ver!r}, {rng!r}) = {got}, expected {want}")


# ---------------------------------------------------------------------------
# loading
# ---------------------------------------------------------------------------
def load_jsonl(name):
    path = os.path.join(HERE, name)
    out = []
    if not os.path.exists(path):
        problem(f"{name}: missing")
        return out
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            if not line.strip():
                problem(f"{name}:{n}: blank line")
                continue
            try:
                rec = json.loads(line)
            except json.JSONDecodeError as e:
                problem(f"{name}:{n}: invalid JSON ({e})")
                continue
            if not isinstance(rec, dict):
                problem(f"{name}:{n}: not a JSON object")
                continue
            out.append(rec)
    return out


def cjk_count(s):
    return len(re.findall(r"[\u3400-\u9fff\uf900-\ufaff]", s))


def latin_words(s):
    return len(re.findall(r"[A-Za-z][A-Za-z0-9_$]*", s))


def check_lang(where, text, lang, zh_ratio):
    """en: no CJK at all; zh: CJK prose dominates (identifiers and code allowed: at least zh_ratio CJK chars
    per latin word); mixed: both scripts substantial."""
    c, w = cjk_count(text), latin_words(text)
    if lang == "en" and c:
        problem(f"{where}: lang 'en' but text has {c} CJK characters")
    elif lang == "zh" and (c == 0 or c < zh_ratio * w):
        problem(f"{where}: lang 'zh' but text has {c} CJK chars vs {w} latin words")
    elif lang == "mixed" and (c < 4 or w < 3):
        problem(f"{where}: lang 'mixed' needs both scripts ({c} CJK chars, {w} latin words)")


# ---------------------------------------------------------------------------
# entries
# ---------------------------------------------------------------------------
def validate_entry(e, i):
    """report problems; return True when the entry is sound enough to evaluate eligibility with"""
    before = len(problems)
    where = f"entry #{i} ({e.get('id', '?')})"
    for k, t in ENTRY_REQUIRED.items():
        if k not in e:
            problem(f"{where}: missing required field {k!r}")
        elif not isinstance(e[k], t) or (t is str and not e[k].strip()):
            problem(f"{where}: field {k!r} must be a non-empty {t.__name__}")
    for k, t in ENTRY_OPTIONAL.items():
        if k in e and not isinstance(e[k], t):
            problem(f"{where}: field {k!r} must be {t.__name__}")
    if e.get("asset_type") not in ASSET_TYPES:
        problem(f"{where}: asset_type {e.get('asset_type')!r} not in {sorted(ASSET_TYPES)}")
    if e.get("status") not in STATUSES:
        problem(f"{where}: status {e.get('status')!r} not in {sorted(STATUSES)}")
    if isinstance(e.get("id"), str) and not re.match(r"^exp-[a-z0-9]+-\d{4}$", e["id"]):
        problem(f"{where}: id does not look like exp-<team>-NNNN")
    br = e.get("branches", ["*"])
    if isinstance(br, list) and (not br or not all(isinstance(b, str) and b for b in br)):
        problem(f"{where}: branches must be a non-empty list of non-empty glob strings")
    at = e.get("applies_to", {})
    if isinstance(at, dict):
        for pkg, rng in at.items():
            if not isinstance(pkg, str) or not pkg:
                problem(f"{where}: applies_to key {pkg!r} is not a package name")
            try:
                parse_range(rng)
            except (ValueError, TypeError) as ex:
                problem(f"{where}: applies_to[{pkg!r}]: {ex}")
    if isinstance(e.get("assets"), list) and not all(isinstance(a, str) and a for a in e["assets"]):
        problem(f"{where}: assets must be non-empty strings")
    if "updated_at" in e:
        try:
            datetime.date.fromisoformat(e["updated_at"][:10])
        except (ValueError, TypeError):
            problem(f"{where}: updated_at {e.get('updated_at')!r} is not an ISO date")
    if isinstance(e.get("body"), str) and len(e["body"]) < 120:
        problem(f"{where}: body suspiciously short ({len(e['body'])} chars)")
    if "lang" in e:
        if e["lang"] not in LANGS:
            problem(f"{where}: lang {e['lang']!r} not in {sorted(LANGS)}")
        else:
            check_lang(where, e.get("title", "") + " " + e.get("body", ""), e["lang"], 0.5)
    else:
        problem(f"{where}: lang missing (this library tags every record with zh/en/mixed)")
    txt = (str(e.get("title", "")) + str(e.get("body", ""))).lower()
    for bad in ("lorem", "ipsum", "todo:", "placeholder", "占位文本", "待补充"):
        if bad in txt:
            problem(f"{where}: filler text {bad!r}")
    structural = [p for p in problems[before:] if "must be" in p or "missing required" in p
                  or "applies_to" in p or "not in" in p]
    return not structural


# ---------------------------------------------------------------------------
# eligibility
# ---------------------------------------------------------------------------
def ineligibility(e, ctx):
    """reasons why entry e is not eligible for context ctx ([] = eligible)"""
    reasons = []
    if e["project"] != "*" and e["project"] != ctx["project"]:
        reasons.append(f"project {e['project']}≠{ctx['project']}")
    branches = e.get("branches", ["*"]) or ["*"]
    if not any(fnmatch.fnmatchcase(ctx["branch"], g) for g in branches):
        reasons.append(f"branch {ctx['branch']} ∉ {branches}")
    for pkg, rng in (e.get("applies_to") or {}).items():
        have = ctx["stack"].get(pkg)
        if have is None:
            reasons.append(f"version {pkg} absent from stack (needs {rng})")
        else:
            try:
                if not satisfies(have, rng):
                    reasons.append(f"version {pkg}@{have} ∉ {rng}")
            except ValueError as ex:
                reasons.append(f"version {pkg}: {ex}")
    if e["status"] == "deprecated":
        reasons.append("status deprecated")
    return reasons


def expected_decision(labels, entries, ctx):
    inject = reference = False
    for eid, lab in labels.items():
        e = entries.get(eid)
        if e is None or ineligibility(e, ctx):
            continue
        if lab == "reusable" and e["status"] == "verified":
            inject = True
        elif lab == "reusable" and e["status"] in ("review_required", "candidate"):
            reference = True
        elif lab == "reference_only":
            reference = True
    return "inject" if inject else "reference" if reference else "abstain"


# ---------------------------------------------------------------------------
# queries
# ---------------------------------------------------------------------------
def validate_query(q, i, entries):
    where = f"query #{i} ({q.get('id', '?')})"
    for k, t in QUERY_REQUIRED.items():
        if k not in q:
            problem(f"{where}: missing required field {k!r}")
            return False
        if not isinstance(q[k], t) or (t is str and not q[k].strip()):
            problem(f"{where}: field {k!r} must be a non-empty {t.__name__}")
            return False
    ctx = q["context"]
    for k in ("project", "branch", "stack"):
        if k not in ctx:
            problem(f"{where}: context.{k} is required")
            return False
    if not isinstance(ctx["project"], str) or not ctx["project"] or ctx["project"] == "*":
        problem(f"{where}: context.project must be a concrete project name")
    if not isinstance(ctx["branch"], str) or not ctx["branch"]:
        problem(f"{where}: context.branch must be a non-empty string")
    if not isinstance(ctx["stack"], dict) or not ctx["stack"]:
        problem(f"{where}: context.stack must be a non-empty object")
        return False
    for pkg, ver in ctx["stack"].items():
        try:
            parse_version(ver)
        except (ValueError, AttributeError):
            problem(f"{where}: stack[{pkg!r}] = {ver!r} is not an exact version")
            return False
    if "asset_type" in ctx and ctx["asset_type"] not in ASSET_TYPES:
        problem(f"{where}: context.asset_type {ctx['asset_type']!r} invalid")
    for k in ctx:
        if k not in ("project", "branch", "stack", "asset", "asset_type"):
            problem(f"{where}: unknown context field {k!r}")
    if q["expected_decision"] not in DECISIONS:
        problem(f"{where}: expected_decision {q['expected_decision']!r} invalid")
    if q["category"] not in CATEGORIES:
        problem(f"{where}: category {q['category']!r} not one of {sorted(CATEGORIES)}")
    if q.get("lang") not in LANGS:
        problem(f"{where}: lang {q.get('lang')!r} not in {sorted(LANGS)}")
    else:
        check_lang(where, q["query"], q["lang"], 1.0)
    ok = True
    for eid, lab in q["labels"].items():
        if eid not in entries:
            problem(f"{where}: label names unknown entry {eid!r}")
            ok = False
        if lab not in LABELS:
            problem(f"{where}: label {lab!r} for {eid} not in {sorted(LABELS)}")
            ok = False
    return ok


def check_query_semantics(q, entries):
    where = f"query {q['id']}"
    ctx, labels, cat = q["context"], q["labels"], q["category"]
    inelig = {eid: ineligibility(entries[eid], ctx) for eid in labels}

    # labels vs eligibility
    for eid, lab in labels.items():
        if lab in ("reusable", "reference_only") and inelig[eid]:
            problem(f"{where}: {lab!r} on {eid}, which is not eligible here ({'; '.join(inelig[eid])})")

    # expected_decision recomputed
    want = expected_decision(labels, entries, ctx)
    if want != q["expected_decision"]:
        problem(f"{where}: expected_decision {q['expected_decision']!r}, labels/status/eligibility give {want!r}")

    positives = [eid for eid, lab in labels.items() if lab in ("reusable", "reference_only")]
    text = q["query"]

    if cat == "missing":
        if positives or want != "abstain":
            problem(f"{where}: category missing but has usable labels {positives}")
    if cat == "version_gate":
        if not any(lab == "not_applicable" and any(r.startswith("version") for r in inelig[eid])
                   for eid, lab in labels.items()):
            problem(f"{where}: version_gate needs a not_applicable entry excluded by applies_to")
    if cat == "scope_gate":
        # either an entry shut out by project/branch, or a usable entry that only holds on named branches
        shut = any(lab == "not_applicable" and any(r.startswith(("project", "branch")) for r in inelig[eid])
                   for eid, lab in labels.items())
        narrow = any((entries[eid].get("branches") or ["*"]) != ["*"] for eid in positives)
        if not (shut or narrow):
            problem(f"{where}: scope_gate needs an entry excluded by project/branch or a branch-scoped usable entry")
    if cat == "status_gate":
        if not any(entries[eid]["status"] != "verified" for eid in labels):
            problem(f"{where}: status_gate needs a labeled deprecated/candidate/review_required entry")
    if cat == "not_applicable":
        if not any(lab == "not_applicable" and not inelig[eid] and entries[eid].get("counter_conditions")
                   for eid, lab in labels.items()):
            problem(f"{where}: not_applicable needs an eligible entry with counter_conditions labeled not_applicable")
    if cat == "multilingual":
        ql = q.get("lang")
        if ql not in ("zh", "en") or not any(entries[eid].get("lang") in ("zh", "en") and entries[eid]["lang"] != ql
                                              for eid in positives):
            problem(f"{where}: multilingual needs a zh/en query and a usable entry in the other language")
    if cat == "error_code":
        if not ERROR_RE.search(text):
            problem(f"{where}: error_code query shows no error message or code")
    if cat == "jargon":
        if not any(j in text for j in JARGON):
            problem(f"{where}: jargon query uses none of the team terms")
    if cat == "identifier":
        toks = set(re.findall(r"[$A-Za-z_][\w$.:-]{3,}", text))
        hay = " ".join(entries[eid]["title"] + " " + entries[eid]["body"] + " " + " ".join(entries[eid].get("assets", []))
                       for eid in positives)
        if not any(t in hay for t in toks if re.search(r"[A-Z$._:-]", t[1:] + t[0])):
            problem(f"{where}: identifier query shares no code identifier with its usable entries")
    if cat == "synonym":
        if not positives:
            problem(f"{where}: synonym query needs a usable entry")
        for eid in positives:
            for a in entries[eid].get("assets", []):
                if a.lower() in text.lower():
                    problem(f"{where}: synonym query names asset {a!r} of {eid} verbatim")
    if cat == "long_doc":
        ev = q.get("evidence")
        if not isinstance(ev, dict) or ev.get("entry") not in positives:
            problem(f"{where}: long_doc needs evidence.entry naming a usable labeled entry")
        else:
            body = entries[ev["entry"]]["body"]
            pos = body.find(ev.get("quote", "\0"))
            if len(body) < LONG_BODY:
                problem(f"{where}: evidence entry body only {len(body)} chars (long_doc wants >= {LONG_BODY})")
            if pos < 0:
                problem(f"{where}: evidence quote not found in {ev['entry']}")
            elif pos < max(600, int(0.4 * len(body))):
                problem(f"{where}: evidence quote at offset {pos} of {len(body)}: not deep inside the entry")
    elif "evidence" in q:
        ev = q["evidence"]
        if not isinstance(ev, dict) or ev.get("entry") not in entries or ev.get("quote", "\0") not in entries[ev["entry"]]["body"]:
            problem(f"{where}: evidence does not resolve")
    return want


def near_duplicates(entries):
    seen = {}
    for e in entries:
        norm = re.sub(r"\s+", "", e["body"])[:60]
        if norm in seen:
            problem(f"entries {seen[norm]} and {e['id']} start with the same 60 characters")
        seen[norm] = e["id"]


def main():
    _selftest()
    elist = load_jsonl("experiences.jsonl")
    qlist = load_jsonl("queries.jsonl")

    entries, sound = {}, set()
    for i, e in enumerate(elist, 1):
        if validate_entry(e, i) and isinstance(e.get("id"), str):
            sound.add(e["id"])
        if isinstance(e.get("id"), str):
            if e["id"] in entries:
                problem(f"duplicate entry id {e['id']}")
            entries[e["id"]] = e
    for field in ("title", "body"):
        c = Counter(e.get(field) for e in elist)
        for v, n in c.items():
            if n > 1:
                problem(f"{n} entries share the same {field}: {str(v)[:40]!r}")
    near_duplicates([e for e in elist if isinstance(e.get("body"), str)])


    qids, qtexts = set(), Counter()
    decisions, cats, langs = Counter(), Counter(), Counter()
    cat_dec = defaultdict(Counter)
    hints = []
    for i, q in enumerate(qlist, 1):
        if q.get("id") in qids:
            problem(f"duplicate query id {q.get('id')}")
        qids.add(q.get("id"))
        qtexts[q.get("query")] += 1
        if not validate_query(q, i, entries):
            continue
        decisions[q["expected_decision"]] += 1
        cats[q["category"]] += 1
        langs[q.get("lang")] += 1
        cat_dec[q["category"]][q["expected_decision"]] += 1
        unsound = [eid for eid in q["labels"] if eid not in sound]
        if unsound:
            problem(f"query {q['id']}: cannot evaluate, labeled entries are invalid: {unsound}")
            continue
        check_query_semantics(q, entries)
        asset = q["context"].get("asset")
        if asset:
            for e in elist:
                if asset in (e.get("assets") or []) and e.get("id") not in q["labels"]:
                    hints.append(f"{q['id']}: {e['id']} ({e.get('status')}) is about {asset} and unlabeled")
    for t, n in qtexts.items():
        if n > 1:
            problem(f"{n} queries share the same text: {str(t)[:40]!r}")

    # size and mix
    if len(elist) < MIN_ENTRIES:
        problem(f"only {len(elist)} entries (need >= {MIN_ENTRIES})")
    if len(qlist) < MIN_QUERIES:
        problem(f"only {len(qlist)} queries (need >= {MIN_QUERIES})")
    for c in sorted(CATEGORIES):
        if cats[c] < MIN_PER_CATEGORY:
            problem(f"category {c!r} has {cats[c]} queries (need >= {MIN_PER_CATEGORY})")
    labeled = {eid for q in qlist for eid in q.get("labels", {})}
    warnings = []
    total = sum(decisions.values()) or 1
    for d, target in (("inject", 0.60), ("reference", 0.20), ("abstain", 0.20)):
        share = decisions[d] / total
        if abs(share - target) > 0.08:
            warnings.append(f"decision {d} share {share:.0%} is far from the {target:.0%} target")

    # summary
    print(f"entries: {len(elist)}   queries: {len(qlist)}   entries used in labels: {len(labeled)}")
    print("entries by status:  " + ", ".join(f"{k}={v}" for k, v in sorted(Counter(str(e.get('status')) for e in elist).items())))
    print("entries by project: " + ", ".join(f"{k}={v}" for k, v in sorted(Counter(str(e.get('project')) for e in elist).items())))
    print("entries by lang:    " + ", ".join(f"{k}={v}" for k, v in sorted(Counter(str(e.get('lang')) for e in elist).items())))
    long_n = sum(1 for e in elist if len(e.get("body", "")) >= LONG_BODY)
    print(f"long entries (body >= {LONG_BODY} chars): {long_n}")
    print("queries by decision: " + ", ".join(f"{d}={decisions[d]} ({decisions[d] / total:.0%})" for d in ("inject", "reference", "abstain")))
    print("queries by lang:     " + ", ".join(f"{k}={v} ({v / total:.0%})" for k, v in sorted(langs.items(), key=lambda kv: str(kv[0]))))
    print("queries by category:")
    for c in sorted(CATEGORIES):
        d = cat_dec[c]
        print(f"  {c:<15} {cats[c]:>3}   inject={d['inject']} reference={d['reference']} abstain={d['abstain']}")
    lab_counts = Counter(l for q in qlist for l in q.get("labels", {}).values())
    print("labels: " + ", ".join(f"{k}={v}" for k, v in sorted(lab_counts.items())))
    print(f"review hints (unlabeled entries on the query's asset): {len(hints)}" + ("" if SHOW_HINTS else "  (use --hints to list)"))
    if SHOW_HINTS:
        for h in hints:
            print("  hint: " + h)
    for w in warnings:
        print("WARNING: " + w)
    if problems:
        print(f"\nFAILED: {len(problems)} problem(s)")
        for p in problems:
            print("  - " + p)
        sys.exit(1)
    print("\nOK: all records valid, all expected_decision values recomputed and matched")


if __name__ == "__main__":
    main()
