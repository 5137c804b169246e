#!/usr/bin/env python3
"""Validate experiences.jsonl and queries.jsonl against /work/shared/spec/formats.md.

Standard library only. Exits non-zero on any problem.

What is checked
  entries  (formats.md §1): required fields and types, unique ids, asset_type and status
           enums, branches as a list of glob strings, applies_to as package -> parsable
           semver range, ISO updated_at, non-empty texts, no filler / clone texts.
  queries  (formats.md §3): context (project, branch, stack with exact versions; optional
           asset / asset_type hints), labels naming existing entries with allowed grades,
           expected_decision recomputed from labels + status + eligibility, category.
  eligibility (formats.md §1 "Status semantics" and "Scope semantics"):
           deprecated -> never eligible; project equal or "*"; one branches glob matches
           (fnmatch.fnmatchcase); every applies_to package present in stack at a version
           inside the range (a missing package makes the entry ineligible).
  label honesty: `reusable` and `reference_only` are refused on an entry that is not
           eligible for the query's context (the service can never show it); such entries
           may only be labeled `not_applicable`.
  categories: each used at least 5 times, with a per-category sanity rule (see
           check_category).
Library conventions (fields added, which formats.md allows): `lang` on entries and
queries ("en" | "zh" | "mixed"), `evidence` on long_doc queries.
"""
import datetime
import fnmatch
import json
import os
import re
import sys
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
EXP_PATH = os.path.join(HERE, "experiences.jsonl")
Q_PATH = os.path.join(HERE, "queries.jsonl")

ASSET_TYPES = {"component", "directive", "mixin", "filter", "store", "router", "plugin",
               "style", "build", "i18n", "test", "other"}
STATUSES = {"verified", "candidate", "review_required", "deprecated"}
LABELS = {"reusable", "reference_only", "not_applicable"}
DECISIONS = {"inject", "reference", "abstain"}
CATEGORIES = {"identifier", "synonym", "jargon", "long_doc", "version_gate", "scope_gate",
              "status_gate", "not_applicable", "multilingual", "error_code", "missing"}
LANGS = {"en", "zh", "mixed"}
JARGON = ["the board", "vr", "jssdk", "parent side", "课表", "续费"]

MIN_ENTRIES, MIN_QUERIES, MIN_PER_CATEGORY = 85, 65, 5
TARGET_MIX = {"inject": 0.60, "reference": 0.20, "abstain": 0.20}
MIX_TOLERANCE = 0.10

problems = []
warnings = []


def err(where, msg):
    problems.append(f"{where}: {msg}")


def warn(where, msg):
    warnings.append(f"{where}: {msg}")


# ---------------------------------------------------------------------------
# semver (npm flavour: ^ ~ >= > <= < = x-ranges, hyphen ranges, ||)
# ---------------------------------------------------------------------------
VERSION_RE = re.compile(r"^v?(\d+)\.(\d+)\.(\d+)(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?$")
PARTIAL_RE = re.compile(r"^v?(\d+|[xX*])(?:\.(\d+|[xX*]))?(?:\.(\d+|[xX*]))?(?:-[0-9A-Za-z.-]+)?$")
INF = (10 ** 9, 0, 0)


class RangeError(ValueError):
    pass


def parse_version(s):
    m = VERSION_RE.match(s.strip())
    if not m:
        return None
    return tuple(int(x) for x in m.groups())


def _partial(s):
    m = PARTIAL_RE.match(s)
    if not m:
        raise RangeError(f"bad version '{s}'")
    parts = []
    for g in m.groups():
        if g is None or g in ("x", "X", "*"):
            break
        parts.append(int(g))
    return parts  # 0..3 numbers


def _bump(parts):
    """Smallest version above every version matching the partial `parts` (len 1 or 2)."""
    if len(parts) == 1:
        return (parts[0] + 1, 0, 0)
    return (parts[0], parts[1] + 1, 0)


def _pad(parts):
    return tuple(parts + [0] * (3 - len(parts)))


def _comparator(tok):
    """Return list of (op, version) with op in {'>=', '<', '>', '<='}."""
    m = re.match(r"^(\^|~>?|>=|<=|>|<|=)?\s*(.+)$", tok)
    if not m:
        raise RangeError(f"bad comparator '{tok}'")
    op, ver = m.group(1) or "", m.group(2)
    if ver in ("*", "x", "X", ""):
        return [(">=", (0, 0, 0))]
    p = _partial(ver)
    if not p:
        return [(">=", (0, 0, 0))]
    if op == "^":
        lo = _pad(p)
        if p[0] > 0 or len(p) == 1:
            hi = (p[0] + 1, 0, 0)
        elif len(p) == 2 or p[1] > 0:
            hi = (0, p[1] + 1, 0)
        else:
            hi = (0, 0, p[2] + 1)
        return [(">=", lo), ("<", hi)]
    if op in ("~", "~>"):
        lo = _pad(p)
        hi = (p[0] + 1, 0, 0) if len(p) == 1 else (p[0], p[1] + 1, 0)
        return [(">=", lo), ("<", hi)]
    if op in ("", "="):
        if len(p) == 3:
            return [(">=", tuple(p)), ("<=", tuple(p))]
        return [(">=", _pad(p)), ("<", _bump(p))]
    if op == ">=":
        return [(">=", _pad(p))]
    if op == ">":
        return [(">", tuple(p))] if len(p) == 3 else [(">=", _bump(p))]
    if op == "<":
        return [("<", _pad(p))]
    if op == "<=":
        return [("<=", tuple(p))] if len(p) == 3 else [("<", _bump(p))]
    raise RangeError(f"bad operator in '{tok}'")


def parse_range(rng):
    if not isinstance(rng, str) or not rng.strip():
        raise RangeError("empty range")
    alternatives = []
    for alt in rng.split("||"):
        alt = alt.strip()
        if not alt:
            raise RangeError(f"empty alternative in '{rng}'")
        hy = re.match(r"^(\S+)\s+-\s+(\S+)$", alt)
        if hy:
            lo, hi = _partial(hy.group(1)), _partial(hy.group(2))
            comps = [(">=", _pad(lo))]
            comps += [("<=", tuple(hi))] if len(hi) == 3 else [("<", _bump(hi))]
            alternatives.append(comps)
            continue
        # allow ">= 5" style by gluing operators to the following token
        alt = re.sub(r"(\^|~>?|>=|<=|>|<|=)\s+", r"\1", alt)
        comps = []
        for tok in alt.split():
            comps.extend(_comparator(tok))
        alternatives.append(comps)
    return alternatives


def satisfies(version, alternatives):
    for comps in alternatives:
        ok = True
        for op, b in comps:
            if op == ">=" and not version >= b:
                ok = False
            elif op == ">" and not version > b:
                ok = False
            elif op == "<" and not version < b:
                ok = False
            elif op == "<=" and not version <= b:
                ok = False
        if ok:
            return True
    return False


def _selftest_semver():
    cases = [
        ("^2.6", "2.7.14", True), ("^2.6", "3.0.0", False), ("^2.6", "2.5.9", False),
        (">=18", "18.2.0", True), (">=18", "17.0.2", False), (">=5 <6", "5.12.0", True),
        (">=5 <6", "6.0.0", False), ("^0.2", "0.2.9", True), ("^0.2", "0.3.0", False),
        ("~1.2", "1.2.7", True), ("~1.2", "1.3.0", False), (">=12 <15", "14.1.4", True),
        (">=2.6 <2.7", "2.6.14", True), (">=2.6 <2.7", "2.7.0", False), ("^1.9", "2.2.1", False),
        ("^4 || ^5", "5.28.9", True), ("1.2.x", "1.2.3", True), ("1.2 - 1.4", "1.4.9", True),
        ("1.2 - 1.4", "1.5.0", False), ("*", "0.0.1", True), (">1.2", "1.2.9", False),
        ("<=1.2", "1.2.9", True), (">=12.2", "12.3.4", True), ("^1.6", "1.6.0", True),
    ]
    for rng, ver, want in cases:
        got = satisfies(parse_version(ver), parse_range(rng))
        if got != want:
            err("semver-selftest", f"{ver} in {rng!r}: got {got}, want {want}")


# ---------------------------------------------------------------------------
# language heuristics (for the added `lang` field)
# ---------------------------------------------------------------------------
CJK_RE = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff]")
LATIN_WORD_RE = re.compile(r"[A-Za-z]{2,}")


def strip_code(text):
    text = re.sub(r"```.*?```", " ", text, flags=re.S)
    return re.sub(r"`[^`]*`", " ", text)


def detect_lang_ok(text, lang, strict_en=True):
    """en: no Chinese (entries may quote a few Chinese UI strings or team jargon:
    at most one CJK char per six English words); zh: Chinese dominates the prose
    (code and `inline code` are ignored); mixed: real amounts of both."""
    t = strip_code(text)
    cjk = len(CJK_RE.findall(t))
    latin = len(LATIN_WORD_RE.findall(t))
    if lang == "en":
        if strict_en:
            return cjk == 0, f"cjk={cjk}"
        return cjk * 6 <= latin, f"cjk={cjk} latin_words={latin}"
    if lang == "zh":
        return cjk >= 6 and cjk >= latin, f"cjk={cjk} latin_words={latin}"
    if lang == "mixed":
        return cjk >= 2 and latin >= 3, f"cjk={cjk} latin_words={latin}"
    return False, "unknown lang"


# ---------------------------------------------------------------------------
# loading
# ---------------------------------------------------------------------------
def load_jsonl(path):
    rows = []
    if not os.path.exists(path):
        err(os.path.basename(path), "file missing")
        return rows
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            if not line.strip():
                err(f"{os.path.basename(path)}:{n}", "blank line")
                continue
            try:
                obj = json.loads(line)
            except json.JSONDecodeError as e:
                err(f"{os.path.basename(path)}:{n}", f"invalid JSON: {e}")
                continue
            if not isinstance(obj, dict):
                err(f"{os.path.basename(path)}:{n}", "not a JSON object")
                continue
            rows.append((n, obj))
    return rows


FILLER_RE = re.compile(r"lorem|ipsum|dolor sit|TODO: write|placeholder text|foo bar baz", re.I)


def is_str(v):
    return isinstance(v, str) and v.strip() != ""


# ---------------------------------------------------------------------------
# entries
# ---------------------------------------------------------------------------
BROKEN = set()  # ids of entries whose structure is invalid (not usable for eligibility)


def check_entries(rows):
    entries = {}
    seen_title, seen_head = {}, {}
    for n, e in rows:
        where = f"experiences:{n}:{e.get('id', '?')}"
        before = len(problems)
        for field in ("id", "title", "body", "project", "asset_type", "status"):
            if not is_str(e.get(field)):
                err(where, f"required field '{field}' missing or not a non-empty string")
        eid = e.get("id")
        if not isinstance(eid, str):
            continue
        if not re.match(r"^exp-[a-z0-9]+-\d{4}$", eid):
            err(where, "id does not follow exp-<project>-NNNN")
        if eid in entries:
            err(where, "duplicate id")
        if e.get("asset_type") not in ASSET_TYPES:
            err(where, f"asset_type {e.get('asset_type')!r} not in {sorted(ASSET_TYPES)}")
        if e.get("status") not in STATUSES:
            err(where, f"status {e.get('status')!r} not in {sorted(STATUSES)}")
        if "branches" in e:
            b = e["branches"]
            if not (isinstance(b, list) and b and all(is_str(x) for x in b)):
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
                        err(where, f"applies_to[{pkg}]: {ex}")
        if "assets" in e:
            a = e["assets"]
            if not (isinstance(a, list) and all(is_str(x) for x in a)):
                err(where, "assets must be a list of strings")
        for opt in ("conditions", "counter_conditions", "source"):
            if opt in e and not is_str(e[opt]):
                err(where, f"{opt} must be a non-empty string when present")
        if "updated_at" in e:
            try:
                datetime.date.fromisoformat(e["updated_at"])
            except (TypeError, ValueError):
                err(where, f"updated_at {e.get('updated_at')!r} is not an ISO date")
        lang = e.get("lang")
        if lang not in LANGS:
            err(where, f"lang {lang!r} not in {sorted(LANGS)}")
        elif is_str(e.get("body")):
            ok, info = detect_lang_ok((e.get("title") or "") + "\n" + e["body"], lang, strict_en=False)
            if not ok:
                err(where, f"text does not look like lang={lang} ({info})")
        body = e.get("body") or ""
        for fld in ("title", "body", "conditions", "counter_conditions"):
            if isinstance(e.get(fld), str) and FILLER_RE.search(e[fld]):
                err(where, f"filler text in {fld}")
        if len(body) < 150:
            err(where, f"body too short to be a real experience ({len(body)} chars)")
        t = (e.get("title") or "").strip().lower()
        if t in seen_title:
            err(where, f"same title as {seen_title[t]}")
        seen_title[t] = eid
        head = re.sub(r"\s+", " ", body[:80])
        if head in seen_head:
            err(where, f"body starts exactly like {seen_head[head]} (clone?)")
        seen_head[head] = eid
        structural = [p for p in problems[before:]
                      if not ("lang=" in p or "filler" in p or "clone" in p or "same title" in p
                              or "too short" in p or "exp-<project>" in p)]
        if structural:
            BROKEN.add(eid)
        entries[eid] = e
    return entries


# ---------------------------------------------------------------------------
# eligibility
# ---------------------------------------------------------------------------
def ineligibility(entry, context):
    """Return the list of reasons ('status', 'project', 'branch', 'version') that make
    the entry ineligible for this context; empty list means eligible."""
    reasons = []
    if entry["status"] == "deprecated":
        reasons.append("status")
    if entry["project"] != "*" and entry["project"] != context["project"]:
        reasons.append("project")
    branches = entry.get("branches", ["*"])
    if not any(fnmatch.fnmatchcase(context["branch"], g) for g in branches):
        reasons.append("branch")
    stack = context["stack"]
    for pkg, rng in entry.get("applies_to", {}).items():
        v = stack.get(pkg)
        pv = parse_version(v) if isinstance(v, str) else None
        if pv is None or not satisfies(pv, parse_range(rng)):
            reasons.append("version")
            break
    return reasons


def expected_decision(labels, entries, context):
    """formats.md §3: inject when an eligible verified entry is labeled reusable;
    reference when only reference_only entries, or reusable entries that are not
    verified (review_required -> reference role, candidate -> checklist role), are
    eligible; otherwise abstain. Ineligible and deprecated entries never count."""
    has_ref = False
    for eid, lab in labels.items():
        e = entries[eid]
        if ineligibility(e, context):
            continue
        if lab == "reusable" and e["status"] == "verified":
            return "inject"
        if lab == "reusable" or lab == "reference_only":
            has_ref = True
    return "reference" if has_ref else "abstain"


# ---------------------------------------------------------------------------
# queries
# ---------------------------------------------------------------------------
def longest_common_substring(a, b):
    best = 0
    prev = [0] * (len(b) + 1)
    for i in range(1, len(a) + 1):
        cur = [0] * (len(b) + 1)
        ai = a[i - 1]
        for j in range(1, len(b) + 1):
            if ai == b[j - 1]:
                cur[j] = prev[j - 1] + 1
                if cur[j] > best:
                    best = cur[j]
        prev = cur
    return best


IDENT_RE = re.compile(r"[#@\[]?[A-Za-z_$][\w$]*(?:[.:/\-][A-Za-z_$][\w$]*)*")
ERROR_HINT_RE = re.compile(r"error|Error|ERROR|fail|invalid|exceeds|not defined|must call|"
                           r"non-serializable|报错|\b\d{4,5}\b")


def looks_like_identifier(tok):
    core = tok.lstrip("#@[")
    if re.search(r"[a-z][A-Z]", core) or re.search(r"[A-Z]{2,}[a-z]", core):
        return True
    if any(c in core for c in "._:") and re.search(r"[A-Za-z]", core):
        return True
    return core.startswith("use") and len(core) > 4 and core[3].isupper()


def entry_text(e):
    return "\n".join([e.get("title", ""), e.get("body", ""), " ".join(e.get("assets", [])),
                      e.get("conditions", ""), e.get("counter_conditions", "")])


def check_category(where, q, entries, ctx, labels):
    cat = q["category"]
    positive = [eid for eid, lab in labels.items() if lab in ("reusable", "reference_only")]
    text = q["query"]
    if cat == "missing":
        if positive:
            err(where, "missing query must not label any entry reusable/reference_only")
        if q["expected_decision"] != "abstain":
            err(where, "missing query must abstain")
    elif cat == "scope_gate":
        if not any({"project", "branch"} & set(ineligibility(entries[i], ctx)) for i in labels):
            err(where, "scope_gate: no labeled entry is out of scope by project or branch")
    elif cat == "version_gate":
        if not any("version" in ineligibility(entries[i], ctx) for i in labels):
            err(where, "version_gate: no labeled entry is excluded by its applies_to ranges")
    elif cat == "status_gate":
        if not any(entries[i]["status"] != "verified" for i in labels):
            err(where, "status_gate: no labeled entry is deprecated/candidate/review_required")
    elif cat == "not_applicable":
        if not any(lab == "not_applicable" and not ineligibility(entries[i], ctx)
                   for i, lab in labels.items()):
            err(where, "not_applicable: needs a not_applicable label on an eligible, on-topic entry")
    elif cat == "multilingual":
        ok = any({q["lang"], entries[i]["lang"]} == {"en", "zh"} for i in positive)
        if not ok:
            err(where, "multilingual: no positively labeled entry in the other language (en<->zh)")
    elif cat == "long_doc":
        ev = q.get("evidence")
        if not is_str(ev):
            err(where, "long_doc query needs an 'evidence' passage")
        else:
            hits = [(i, entries[i]["body"].find(ev)) for i in positive
                    if ev in entries[i]["body"]]
            if not hits:
                err(where, "long_doc evidence not found in a positively labeled entry body")
            for i, pos in hits:
                body = entries[i]["body"]
                if len(body) < 1500 or pos < 700 or pos < 0.35 * len(body):
                    err(where, f"long_doc evidence not deep enough in {i} "
                               f"(offset {pos} of {len(body)} chars)")
    elif cat == "error_code":
        if not ERROR_HINT_RE.search(text):
            err(where, "error_code query carries no error message/code")
        elif not any(longest_common_substring(text, entry_text(entries[i])) >= 12 for i in labels):
            err(where, "error_code: the error text does not appear in any labeled entry")
    elif cat == "identifier":
        toks = [t for t in IDENT_RE.findall(text) if looks_like_identifier(t)]
        if not toks:
            err(where, "identifier query names no code identifier")
        elif not any(t.lstrip("#@[") in entry_text(entries[i]) for t in toks for i in positive):
            err(where, f"identifier: none of {toks} appears in a positively labeled entry")
    elif cat == "synonym":
        for i in positive:
            for a in entries[i].get("assets", []):
                if a.lower() in text.lower():
                    err(where, f"synonym query names the entry's asset '{a}' directly")
    elif cat == "jargon":
        low = text.lower()
        if not any(re.search(r"(?<![a-z])" + re.escape(j) + r"(?![a-z])", low) for j in JARGON):
            err(where, "jargon query uses none of the team's jargon terms")


def check_queries(rows, entries):
    seen_ids, seen_text = set(), {}
    stats = {"category": Counter(), "decision": Counter(), "lang": Counter(),
             "cat_dec": defaultdict(Counter), "labels": Counter(), "project": Counter()}
    for n, q in rows:
        where = f"queries:{n}:{q.get('id', '?')}"
        for field in ("id", "query", "expected_decision", "category"):
            if not is_str(q.get(field)):
                err(where, f"required field '{field}' missing or empty")
        qid = q.get("id")
        if qid in seen_ids:
            err(where, "duplicate id")
        seen_ids.add(qid)
        text = q.get("query") or ""
        norm = re.sub(r"\W+", " ", text.lower()).strip()
        if norm in seen_text:
            err(where, f"same query text as {seen_text[norm]}")
        seen_text[norm] = qid
        if FILLER_RE.search(text):
            err(where, "filler text in query")
        ctx = q.get("context")
        ctx_ok = isinstance(ctx, dict)
        if not ctx_ok:
            err(where, "context must be an object")
        else:
            for field in ("project", "branch"):
                if not is_str(ctx.get(field)):
                    err(where, f"context.{field} required")
                    ctx_ok = False
            st = ctx.get("stack")
            if not isinstance(st, dict) or not st:
                err(where, "context.stack must be a non-empty object")
                ctx_ok = False
            else:
                for pkg, v in st.items():
                    if not isinstance(v, str) or parse_version(v) is None:
                        err(where, f"context.stack[{pkg}]={v!r} is not an exact version")
                        ctx_ok = False
            if "asset" in ctx and not is_str(ctx["asset"]):
                err(where, "context.asset must be a non-empty string when present")
            if "asset_type" in ctx and ctx["asset_type"] not in ASSET_TYPES:
                err(where, f"context.asset_type {ctx['asset_type']!r} not allowed")
        labels = q.get("labels")
        if not isinstance(labels, dict):
            err(where, "labels must be an object")
            labels, ctx_ok = {}, False
        for eid, lab in labels.items():
            if eid not in entries:
                err(where, f"label names unknown entry {eid}")
                ctx_ok = False
            elif eid in BROKEN:
                err(where, f"label names entry {eid}, which is itself invalid")
                ctx_ok = False
            if lab not in LABELS:
                err(where, f"label {lab!r} for {eid} not in {sorted(LABELS)}")
                ctx_ok = False
        dec = q.get("expected_decision")
        if dec not in DECISIONS:
            err(where, f"expected_decision {dec!r} not in {sorted(DECISIONS)}")
        cat = q.get("category")
        if cat not in CATEGORIES:
            err(where, f"category {cat!r} not in {sorted(CATEGORIES)}")
        lang = q.get("lang")
        if lang not in LANGS:
            err(where, f"lang {lang!r} not in {sorted(LANGS)}")
        else:
            ok, info = detect_lang_ok(text, lang)
            if not ok:
                err(where, f"query text does not look like lang={lang} ({info})")
        if not ctx_ok:
            continue
        # label honesty: positive grades only on eligible entries
        for eid, lab in labels.items():
            why = ineligibility(entries[eid], ctx)
            if why and lab in ("reusable", "reference_only"):
                err(where, f"{lab} label on {eid}, which is not eligible here ({', '.join(why)})")
        got = expected_decision(labels, entries, ctx)
        if got != dec:
            err(where, f"expected_decision is {dec!r} but labels/status/eligibility give {got!r}")
        if cat in CATEGORIES:
            check_category(where, q, entries, ctx, labels)
        if "asset" in ctx:
            known = {a for e in entries.values() for a in e.get("assets", [])}
            if ctx["asset"] not in known:
                warn(where, f"context.asset {ctx['asset']!r} is not named by any entry")
        stats["category"][cat] += 1
        stats["decision"][dec] += 1
        stats["lang"][lang] += 1
        stats["cat_dec"][cat][dec] += 1
        stats["project"][ctx["project"]] += 1
        for lab in labels.values():
            stats["labels"][lab] += 1
    return stats


def main():
    _selftest_semver()
    erows = load_jsonl(EXP_PATH)
    qrows = load_jsonl(Q_PATH)
    entries = check_entries(erows)
    stats = check_queries(qrows, entries)

    n_e, n_q = len(entries), sum(stats["category"].values())
    if n_e < MIN_ENTRIES:
        err("size", f"{n_e} entries < {MIN_ENTRIES}")
    if len(qrows) < MIN_QUERIES:
        err("size", f"{len(qrows)} queries < {MIN_QUERIES}")
    for c in sorted(CATEGORIES):
        if stats["category"][c] < MIN_PER_CATEGORY:
            err("mix", f"category {c} used {stats['category'][c]} times < {MIN_PER_CATEGORY}")
    if n_q:
        for d, target in TARGET_MIX.items():
            share = stats["decision"][d] / n_q
            if abs(share - target) > MIX_TOLERANCE:
                warn("mix", f"{d} share {share:.0%} is far from the {target:.0%} target")
    labeled = {eid for _, q in qrows for eid in (q.get("labels") or {})}
    unlabeled = sorted(set(entries) - labeled)

    # ---- summary ----
    e_status = Counter(str(e.get("status")) for e in entries.values())
    e_proj = Counter(str(e.get("project")) for e in entries.values())
    e_lang = Counter(str(e.get("lang")) for e in entries.values())
    print(f"entries: {n_e}  status={dict(sorted(e_status.items()))}  "
          f"project={dict(sorted(e_proj.items()))}  lang={dict(sorted(e_lang.items()))}")
    print(f"queries: {len(qrows)}  project={dict(sorted(stats['project'].items()))}")
    print("per category (inject/reference/abstain):")
    for c in sorted(CATEGORIES):
        cd = stats["cat_dec"][c]
        print(f"  {c:15s} {stats['category'][c]:3d}   "
              f"{cd['inject']:2d} / {cd['reference']:2d} / {cd['abstain']:2d}")
    print("per decision:", ", ".join(
        f"{d}={stats['decision'][d]} ({stats['decision'][d] / max(n_q, 1):.0%})"
        for d in ("inject", "reference", "abstain")))
    print("per language:", ", ".join(
        f"{l}={stats['lang'][l]} ({stats['lang'][l] / max(n_q, 1):.0%})" for l in ("en", "zh", "mixed")))
    print("labels:", dict(sorted(stats["labels"].items())))
    print(f"entries never labeled (distractors): {len(unlabeled)}")
    for w in warnings:
        print("WARNING", w)
    if problems:
        for p in problems:
            print("PROBLEM", p)
        print(f"FAILED: {len(problems)} problem(s)")
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    try:
        main()
    except SystemExit:
        raise
    except Exception as ex:  # never crash silently: any surprise is a failure
        print(f"PROBLEM checker crashed on malformed data: {type(ex).__name__}: {ex}")
        for p in problems:
            print("PROBLEM", p)
        sys.exit(1)
