#!/usr/bin/env python3
"""Checker for the Beichen eval library (formats.md sections 1 and 3).

Validates every line, recomputes eligibility (project, branch globs via
fnmatch.fnmatchcase, applies_to semver ranges vs context.stack, status),
refuses positive labels on ineligible/deprecated entries, recomputes
expected_decision, and prints the category / decision / language mix.
Exit 1 on any problem.
"""
import datetime
import fnmatch
import json
import os
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
PREFIX = "bc"
ASSET_TYPES = {"component", "directive", "mixin", "filter", "store", "router", "plugin",
               "style", "build", "i18n", "test", "other"}
STATUSES = {"verified", "candidate", "review_required", "deprecated"}
LABELS = {"reusable", "reference_only", "not_applicable"}
DECISIONS = {"inject", "reference", "abstain"}
CATEGORIES = {"identifier", "synonym", "jargon", "version_gate", "status_gate", "scope_gate",
              "missing", "multilingual", "error_code", "long_doc", "not_applicable"}
LANGS = {"zh", "en", "mixed"}
ENTRY_FIELDS = {"id", "title", "body", "project", "branches", "applies_to", "asset_type", "assets",
                "status", "conditions", "counter_conditions", "source", "updated_at"}
QUERY_FIELDS = {"id", "query", "context", "labels", "expected_decision", "category", "lang"}
CTX_FIELDS = {"project", "branch", "stack", "asset", "asset_type"}
LONG_DOC_MIN = 3000

problems = []


def bad(msg):
    problems.append(msg)


# ------------------------------------------------------------------ semver
VER_RE = re.compile(r"^v?(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?$")
PARTIAL_RE = re.compile(r"^v?(\d+|[xX*])(?:\.(\d+|[xX*]))?(?:\.(\d+|[xX*]))?(?:-([0-9A-Za-z.-]+))?$")


def parse_version(s):
    m = VER_RE.match(s.strip())
    if not m:
        raise ValueError("bad version %r" % s)
    pre = m.group(4)
    pre_key = tuple(int(p) if p.isdigit() else p for p in pre.split(".")) if pre else None
    return (int(m.group(1)), int(m.group(2)), int(m.group(3))), pre_key


def cmp_version(a, b):
    """a, b: (triple, pre). Prerelease sorts before the release."""
    if a[0] != b[0]:
        return -1 if a[0] < b[0] else 1
    pa, pb = a[1], b[1]
    if pa == pb:
        return 0
    if pa is None:
        return 1
    if pb is None:
        return -1
    sa, sb = tuple(str(x) for x in pa), tuple(str(x) for x in pb)
    return -1 if sa < sb else 1


def parse_partial(s):
    m = PARTIAL_RE.match(s)
    if not m:
        raise ValueError("bad version in range %r" % s)
    parts = []
    for g in m.group(1, 2, 3):
        if g is None or g in ("x", "X", "*"):
            break
        parts.append(int(g))
    pre = m.group(4)
    pre_key = tuple(int(p) if p.isdigit() else p for p in pre.split(".")) if pre else None
    return parts, pre_key


def V(t, pre=None):
    return (tuple(t), pre)


def bump(parts):
    """Smallest version above every version matching the partial `parts`."""
    if len(parts) == 1:
        return V((parts[0] + 1, 0, 0))
    if len(parts) == 2:
        return V((parts[0], parts[1] + 1, 0))
    return V((parts[0], parts[1], parts[2] + 1))


def fill(parts, pre=None):
    p = list(parts) + [0] * (3 - len(parts))
    return V(p, pre if len(parts) == 3 else None)


def desugar(tok):
    """One range token -> list of (op, version) comparators, ANDed."""
    m = re.match(r"^(\^|~>?|>=|<=|>|<|=)?\s*(.*)$", tok)
    op, rest = m.group(1) or "", m.group(2)
    if rest in ("", "*", "x", "X") and op in ("", "="):
        return []
    parts, pre = parse_partial(rest)
    if not parts:
        if op in ("", "=", ">=", "<=", "^", "~", "~>"):
            return []
        if op == "<":
            return [("<", V((0, 0, 0)))]
        return [("<", V((0, 0, 0)))]  # ">*" matches nothing
    lo = fill(parts, pre)
    if op in ("", "="):
        if len(parts) == 3:
            return [("=", lo)]
        return [(">=", lo), ("<", bump(parts))]
    if op == ">=":
        return [(">=", lo)]
    if op == "<":
        return [("<", lo)]
    if op == ">":
        return [(">", lo)] if len(parts) == 3 else [(">=", bump(parts))]
    if op == "<=":
        return [("<=", lo)] if len(parts) == 3 else [("<", bump(parts))]
    if op in ("~", "~>"):
        if len(parts) == 1:
            return [(">=", lo), ("<", V((parts[0] + 1, 0, 0)))]
        return [(">=", lo), ("<", V((parts[0], parts[1] + 1, 0)))]
    if op == "^":
        if parts[0] > 0 or len(parts) == 1:
            return [(">=", lo), ("<", V((parts[0] + 1, 0, 0)))]
        if parts[1] > 0 or len(parts) == 2:
            return [(">=", lo), ("<", V((0, parts[1] + 1, 0)))]
        return [(">=", lo), ("<", V((0, 0, parts[2] + 1)))]
    raise ValueError("bad operator in %r" % tok)


def parse_range(rng):
    sets = []
    for alt in rng.split("||"):
        alt = alt.strip()
        hy = re.match(r"^(\S+)\s+-\s+(\S+)$", alt)
        if hy:
            lo_p, lo_pre = parse_partial(hy.group(1))
            hi_p, hi_pre = parse_partial(hy.group(2))
            comps = [(">=", fill(lo_p, lo_pre))]
            comps.append(("<=", fill(hi_p, hi_pre)) if len(hi_p) == 3 else ("<", bump(hi_p)))
            sets.append(comps)
            continue
        alt = re.sub(r"(\^|~>?|>=|<=|>|<|=)\s+", r"\1", alt)
        comps = []
        for tok in alt.split():
            comps.extend(desugar(tok))
        sets.append(comps)
    return sets


def satisfies(version, rng):
    v = parse_version(version)
    for comps in parse_range(rng):
        ok = True
        for op, c in comps:
            r = cmp_version(v, c)
            if not {"=": r == 0, ">=": r >= 0, "<=": r <= 0, ">": r > 0, "<": r < 0}[op]:
                ok = False
                break
        if ok and v[1] is not None:
            # npm rule: a prerelease only matches a comparator with the same triple and a prerelease
            if not any(c[1] is not None and c[0] == v[0] for _, c in comps):
                ok = False
        if ok:
            return True
    return False


def _selftest():
    cases = [("2.6.14", "^2.6", True), ("3.0.0", "^2.6", False), ("18.2.0", ">=18", True),
             ("5.15.14", ">=5 <6", True), ("6.0.0", ">=5 <6", False), ("4.12.4", "^4.12", True),
             ("6.8.2", ">=6.7 <6.19", True), ("6.19.0", ">=6.7 <6.19", False), ("6.22.3", ">=6.19", True),
             ("0.27.2", ">=0.27 <2", True), ("1.6.8", ">=1", True), ("0.27.2", "^0.27", True),
             ("0.28.0", "^0.27", False), ("4.5.2", ">=4.3 <5", True), ("5.0.1", ">=4.3 <5", False),
             ("7.1.0", ">=6 <8", True), ("5.17.0", "^5", True), ("4.36.1", "^5", False),
             ("2.15.1", "^2.14", True), ("3.0.2", ">=3 <4", True), ("4.7.3", "~4.7", True),
             ("4.8.0", "~4.7", False), ("1.2.3", "1.x", True), ("2.0.0", "1.x || 3.x", False),
             ("3.1.0", "1.x || 3.x", True), ("1.5.0", "1.2 - 1.4", False), ("1.4.9", "1.2 - 1.4", True),
             ("6.0.0-rc.1", ">=6", False), ("4.0.0-alpha.61", "^4", False)]
    for v, r, want in cases:
        got = satisfies(v, r)
        if got != want:
            bad("semver self-test: %s in %r gave %s, want %s" % (v, r, got, want))


# ------------------------------------------------------------------ loading
def load(name):
    rows = []
    path = os.path.join(HERE, name)
    try:
        with open(path, encoding="utf-8") as f:
            for n, line in enumerate(f, 1):
                if not line.strip():
                    bad("%s:%d: empty line" % (name, n))
                    continue
                try:
                    obj = json.loads(line)
                except json.JSONDecodeError as e:
                    bad("%s:%d: bad JSON: %s" % (name, n, e))
                    continue
                if not isinstance(obj, dict):
                    bad("%s:%d: not an object" % (name, n))
                    continue
                rows.append((n, obj))
    except OSError as e:
        bad("cannot read %s: %s" % (name, e))
    return rows


def is_str(x, empty_ok=False):
    return isinstance(x, str) and (empty_ok or x.strip() != "")


def cjk_count(s):
    return sum(1 for ch in s if "\u4e00" <= ch <= "\u9fff")


def ascii_words(s):
    return re.findall(r"[A-Za-z]{2,}", s)


def entry_lang(e):
    """Dominant prose language of an entry: code blocks and inline code are ignored."""
    text = e["title"] + "\n" + e["body"]
    prose = re.sub(r"```.*?```", " ", text, flags=re.S)
    prose = re.sub(r"`[^`\n]*`", " ", prose)
    zh = cjk_count(prose)
    return "zh" if zh >= max(10, 0.03 * len(prose)) else "en"


def check_entry(n, e):
    where = "experiences.jsonl:%d" % n
    for k in e:
        if k not in ENTRY_FIELDS:
            bad("%s: unknown field %r (allowed by contract, but not expected here)" % (where, k))
    for k in ("id", "title", "body", "project", "asset_type", "status"):
        if k not in e:
            bad("%s: missing required field %r" % (where, k))
            return False
        if not is_str(e[k]):
            bad("%s: %r must be a non-empty string" % (where, k))
            return False
    if not re.fullmatch(r"exp-%s-\d{4}" % PREFIX, e["id"]):
        bad("%s: id %r does not match exp-%s-NNNN" % (where, e["id"], PREFIX))
    if "\n" in e["title"]:
        bad("%s: title must be one line" % where)
    if e["asset_type"] not in ASSET_TYPES:
        bad("%s: asset_type %r not allowed" % (where, e["asset_type"]))
    if e["status"] not in STATUSES:
        bad("%s: status %r not allowed" % (where, e["status"]))
    br = e.get("branches", ["*"])
    if not (isinstance(br, list) and br and all(is_str(b) for b in br)):
        bad("%s: branches must be a non-empty list of glob strings" % where)
    at = e.get("applies_to", {})
    if not isinstance(at, dict):
        bad("%s: applies_to must be an object" % where)
    else:
        for pkg, rng in at.items():
            if not is_str(pkg) or not is_str(rng):
                bad("%s: applies_to %r: %r must be string -> string" % (where, pkg, rng))
                continue
            try:
                parse_range(rng)
            except ValueError as ex:
                bad("%s: applies_to %r: %s" % (where, pkg, ex))
    if "assets" in e and not (isinstance(e["assets"], list) and all(is_str(a) for a in e["assets"])):
        bad("%s: assets must be a list of strings" % where)
    for k in ("conditions", "counter_conditions", "source"):
        if k in e and not is_str(e[k]):
            bad("%s: %s must be a non-empty string" % (where, k))
    if "updated_at" in e:
        try:
            datetime.date.fromisoformat(e["updated_at"])
        except (TypeError, ValueError):
            bad("%s: updated_at %r is not an ISO date" % (where, e.get("updated_at")))
    return True


def eligibility(e, ctx):
    """Return None if eligible (scope + versions), else a reason string. Status handled separately."""
    if e["project"] != "*" and e["project"] != ctx["project"]:
        return "project %s != %s" % (e["project"], ctx["project"])
    if not any(fnmatch.fnmatchcase(ctx["branch"], g) for g in e.get("branches", ["*"])):
        return "branch %s matches none of %s" % (ctx["branch"], e.get("branches"))
    stack = ctx["stack"]
    for pkg, rng in e.get("applies_to", {}).items():
        if pkg not in stack:
            return "stack lacks %s (entry needs %s)" % (pkg, rng)
        if not satisfies(stack[pkg], rng):
            return "%s %s not in %s" % (pkg, stack[pkg], rng)
    return None


def check_query(n, q, entries):
    where = "queries.jsonl:%d" % n
    for k in q:
        if k not in QUERY_FIELDS:
            bad("%s: unknown field %r" % (where, k))
    for k in ("id", "query", "context", "labels", "expected_decision", "category", "lang"):
        if k not in q:
            bad("%s: missing field %r" % (where, k))
            return None
    if not re.fullmatch(r"q-%s-\d{3}" % PREFIX, str(q["id"])):
        bad("%s: id %r does not match q-%s-NNN" % (where, q["id"], PREFIX))
    where = "%s (%s)" % (where, q["id"])
    if not is_str(q["query"]):
        bad("%s: query must be a non-empty string" % where)
        return None
    ctx = q["context"]
    if not isinstance(ctx, dict):
        bad("%s: context must be an object" % where)
        return None
    for k in ctx:
        if k not in CTX_FIELDS:
            bad("%s: unknown context field %r" % (where, k))
    for k in ("project", "branch"):
        if not is_str(ctx.get(k)):
            bad("%s: context.%s required (string)" % (where, k))
            return None
    if not isinstance(ctx.get("stack"), dict) or not ctx["stack"]:
        bad("%s: context.stack required (non-empty object)" % where)
        return None
    for pkg, ver in ctx["stack"].items():
        try:
            parse_version(ver)
        except (ValueError, AttributeError):
            bad("%s: stack %s version %r is not semver" % (where, pkg, ver))
            return None
    if "asset" in ctx and not is_str(ctx["asset"]):
        bad("%s: context.asset must be a string" % where)
    if "asset_type" in ctx and ctx["asset_type"] not in ASSET_TYPES:
        bad("%s: context.asset_type %r not allowed" % (where, ctx["asset_type"]))
    if q["category"] not in CATEGORIES:
        bad("%s: category %r unknown" % (where, q["category"]))
    if q["lang"] not in LANGS:
        bad("%s: lang %r unknown" % (where, q["lang"]))
    if q["expected_decision"] not in DECISIONS:
        bad("%s: expected_decision %r unknown" % (where, q["expected_decision"]))
    labels = q["labels"]
    if not isinstance(labels, dict):
        bad("%s: labels must be an object" % where)
        return None

    # language of the question text
    text = q["query"]
    zh_chars, en_words = cjk_count(text), len(ascii_words(text))
    if q["lang"] == "en" and zh_chars:
        bad("%s: lang en but the question has Chinese characters" % where)
    if q["lang"] == "zh" and zh_chars < 4:
        bad("%s: lang zh but the question is hardly Chinese" % where)
    if q["lang"] == "mixed" and (zh_chars < 4 or en_words < 3):
        bad("%s: lang mixed needs both Chinese and English words" % where)

    inject = reference = False
    info = {"positive": [], "ineligible": [], "nonverified": []}
    for eid, lab in labels.items():
        if eid not in entries:
            bad("%s: label on unknown entry %s" % (where, eid))
            continue
        if lab not in LABELS:
            bad("%s: label %r on %s not allowed" % (where, lab, eid))
            continue
        e = entries[eid]
        why = eligibility(e, ctx)
        if why:
            info["ineligible"].append((eid, why))
        if e["status"] != "verified":
            info["nonverified"].append(eid)
        if lab in ("reusable", "reference_only"):
            if why:
                bad("%s: %s labeled %s but ineligible: %s" % (where, eid, lab, why))
                continue
            if e["status"] == "deprecated":
                bad("%s: %s labeled %s but deprecated" % (where, eid, lab))
                continue
            info["positive"].append(eid)
            if lab == "reusable" and e["status"] == "verified":
                inject = True
            else:
                reference = True
    want = "inject" if inject else "reference" if reference else "abstain"
    if q["expected_decision"] != want:
        bad("%s: expected_decision %s but labels/status/eligibility give %s"
            % (where, q["expected_decision"], want))

    # category-specific sanity
    cat = q["category"]
    pos = info["positive"]
    if cat == "missing" and pos:
        bad("%s: missing query has usable labels %s" % (where, pos))
    if cat == "long_doc" and not any(len(entries[i]["body"]) >= LONG_DOC_MIN for i in pos):
        bad("%s: long_doc query has no usable entry of >= %d chars" % (where, LONG_DOC_MIN))
    if cat == "scope_gate" and not (
            any(w.startswith(("project", "branch")) for _, w in info["ineligible"])
            or any(entries[i].get("branches", ["*"]) != ["*"] for i in pos)):
        bad("%s: scope_gate query labels neither an out-of-scope entry nor a branch-scoped usable one" % where)
    if cat == "version_gate" and not any(not w.startswith(("project", "branch")) for _, w in info["ineligible"]):
        bad("%s: version_gate query labels no version-excluded entry" % where)
    if cat == "status_gate" and not info["nonverified"]:
        bad("%s: status_gate query labels no non-verified entry" % where)
    if cat == "multilingual":
        ql = "en" if q["lang"] == "en" else "zh"
        if not any(entry_lang(entries[i]) != ql for i in pos):
            bad("%s: multilingual query has no usable entry in another language" % where)
    if cat == "not_applicable" and not any(lab == "not_applicable" for lab in labels.values()):
        bad("%s: not_applicable query has no not_applicable label" % where)
    return want


def main():
    _selftest()
    erows = load("experiences.jsonl")
    qrows = load("queries.jsonl")
    entries = {}
    for n, e in erows:
        if check_entry(n, e):
            if e["id"] in entries:
                bad("experiences.jsonl:%d: duplicate id %s" % (n, e["id"]))
            entries[e["id"]] = e
    qids = set()
    cats, decs, langs = Counter(), Counter(), Counter()
    for n, q in qrows:
        if q.get("id") in qids:
            bad("queries.jsonl:%d: duplicate id %s" % (n, q.get("id")))
        qids.add(q.get("id"))
        if check_query(n, q, entries) is None and "labels" in q:
            continue
        cats[q.get("category")] += 1
        decs[q.get("expected_decision")] += 1
        langs[q.get("lang")] += 1

    if len(entries) < 85:
        bad("only %d entries (need >= 85)" % len(entries))
    if len(qrows) < 65:
        bad("only %d queries (need >= 65)" % len(qrows))
    for c in sorted(CATEGORIES):
        if cats[c] < 4:
            bad("category %s used %d times (need >= 4)" % (c, cats[c]))
    longs = [i for i, e in entries.items() if len(e["body"]) >= LONG_DOC_MIN]
    total = sum(decs.values()) or 1
    for d, lo, hi in (("inject", 0.50, 0.70), ("reference", 0.12, 0.28), ("abstain", 0.12, 0.28)):
        if not lo <= decs[d] / total <= hi:
            bad("decision %s share %.0f%% outside %.0f-%.0f%%" % (d, 100 * decs[d] / total, 100 * lo, 100 * hi))

    print("entries: %d  (status %s; long >= %d chars: %d; projects %s; entry languages %s)" % (
        len(entries), dict(Counter(e["status"] for e in entries.values())), LONG_DOC_MIN, len(longs),
        dict(Counter(e["project"] for e in entries.values())),
        dict(Counter(entry_lang(e) for e in entries.values()))))
    print("queries: %d" % len(qrows))
    print("category mix: " + ", ".join("%s %d" % kv for kv in sorted(cats.items())))
    print("decision mix: " + ", ".join("%s %d (%.0f%%)" % (k, v, 100 * v / total) for k, v in sorted(decs.items())))
    print("language mix: " + ", ".join("%s %d (%.0f%%)" % (k, v, 100 * v / total) for k, v in sorted(langs.items())))
    if problems:
        print("\n%d problem(s):" % len(problems))
        for p in problems:
            print("  - " + p)
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
