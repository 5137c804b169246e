#!/usr/bin/env python3
"""Validate experiences.jsonl and queries.jsonl against formats.md and the library's own rules.

Checks: required fields, types and enums; unique ids; label ids exist; eligibility
recomputed (project, branch via fnmatch.fnmatchcase, applies_to vs stack with an
npm-semver matcher, deprecated excluded); no reusable/reference_only label on an
ineligible entry; expected_decision recomputed from labels + status + eligibility;
stacks consistent with project/branch; minimum sizes and category coverage; the
files on disk equal a fresh in-memory regeneration. Exits 1 on any problem.
"""
import collections
import datetime
import fnmatch
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import mjsemver  # noqa: E402

ASSET_TYPES = {"component", "directive", "mixin", "filter", "store", "router", "plugin",
               "style", "build", "i18n", "test", "other"}
STATUSES = {"verified", "candidate", "review_required", "deprecated"}
LABELS = {"reusable", "reference_only", "not_applicable"}
DECISIONS = {"inject", "reference", "abstain"}
CATEGORIES = ["identifier", "error_code", "long_doc", "multilingual", "synonym", "jargon",
              "status_gate", "scope_gate", "version_gate", "not_applicable", "missing"]
LANGS = {"zh", "en", "mixed"}
BRANCH_RULES = {"mj-counter": ["master", "feature/*", "hotfix/*"],
                "mj-risk": ["master", "react/*", "fork/xiamen"]}

errors = []


def err(msg):
    errors.append(msg)


def load(name):
    rows = []
    path = os.path.join(HERE, name)
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            if not line.strip():
                err("%s:%d empty line" % (name, n))
                continue
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError as e:
                err("%s:%d bad JSON: %s" % (name, n, e))
    return rows


CJK = re.compile(r"[\u3400-\u9fff\uf900-\ufaff]")


def text_lang(s):
    """zh / en / mixed heuristic: no CJK -> en; CJK plus >= 4 plain English words -> mixed."""
    if not CJK.search(s):
        return "en"
    stripped = re.sub(r"`[^`]*`", " ", s)
    words = [w for w in re.findall(r"[A-Za-z][A-Za-z'-]*", stripped)
             if w.islower() and len(w) >= 2]
    return "mixed" if len(words) >= 4 else "zh"


def entry_lang(e):
    """Language of an entry's prose: code spans removed, CJK characters vs English words."""
    prose = re.sub(r"```.*?```", " ", e.get("title", "") + "\n" + e.get("body", ""), flags=re.S)
    prose = re.sub(r"`[^`]*`", " ", prose)
    cjk = len(CJK.findall(prose))
    words = len(re.findall(r"[A-Za-z]{2,}", prose))
    return "zh" if cjk >= words else "en"


def check_entry(e):
    eid = e.get("id", "?")
    for k, t in (("id", str), ("title", str), ("body", str), ("project", str),
                 ("asset_type", str), ("status", str)):
        if not isinstance(e.get(k), t) or not e.get(k):
            err("%s: missing/invalid required field %s" % (eid, k))
    if e.get("asset_type") not in ASSET_TYPES:
        err("%s: bad asset_type %r" % (eid, e.get("asset_type")))
    if e.get("status") not in STATUSES:
        err("%s: bad status %r" % (eid, e.get("status")))
    if e.get("project") not in ("*", "mj-counter", "mj-risk"):
        err("%s: unknown project %r" % (eid, e.get("project")))
    br = e.get("branches", ["*"])
    if not isinstance(br, list) or not br or not all(isinstance(b, str) and b for b in br):
        err("%s: branches must be a non-empty list of strings" % eid)
    ap = e.get("applies_to", {})
    if not isinstance(ap, dict):
        err("%s: applies_to must be an object" % eid)
    else:
        for pkg, rng in ap.items():
            try:
                mjsemver.parse_range(rng)
            except (mjsemver.RangeError, AttributeError) as ex:
                err("%s: bad range %s=%r (%s)" % (eid, pkg, rng, ex))
    if "assets" in e and (not isinstance(e["assets"], list) or not all(isinstance(a, str) for a in e["assets"])):
        err("%s: assets must be a list of strings" % eid)
    for k in ("conditions", "counter_conditions", "source"):
        if k in e and (not isinstance(e[k], str) or not e[k]):
            err("%s: %s must be a non-empty string" % (eid, k))
    if "updated_at" in e:
        try:
            datetime.date.fromisoformat(e["updated_at"])
        except (TypeError, ValueError):
            err("%s: updated_at not an ISO date" % eid)


def eligible(e, c):
    if e["status"] == "deprecated":
        return False
    if e["project"] != "*" and e["project"] != c["project"]:
        return False
    if not any(fnmatch.fnmatchcase(c["branch"], g) for g in e.get("branches", ["*"])):
        return False
    for pkg, rng in e.get("applies_to", {}).items():
        v = c["stack"].get(pkg)
        if v is None or not mjsemver.satisfies(v, rng):
            return False
    return True


def decide(q, by_id):
    c = q["context"]
    reference = False
    for eid, lab in q["labels"].items():
        e = by_id[eid]
        if not eligible(e, c):
            continue
        if lab == "reusable" and e["status"] == "verified":
            return "inject"
        if lab in ("reusable", "reference_only"):
            reference = True
    return "reference" if reference else "abstain"


def check_context(qid, c):
    if not isinstance(c, dict):
        err("%s: context must be an object" % qid)
        return False
    ok = True
    for k in ("project", "branch"):
        if not isinstance(c.get(k), str) or not c.get(k):
            err("%s: context.%s required" % (qid, k))
            ok = False
    st = c.get("stack")
    if not isinstance(st, dict) or not st:
        err("%s: context.stack required" % qid)
        return False
    for pkg, v in st.items():
        try:
            mjsemver.parse_version(v)
        except mjsemver.RangeError:
            err("%s: stack %s=%r is not a full version" % (qid, pkg, v))
            ok = False
    if "asset_type" in c and c["asset_type"] not in ASSET_TYPES:
        err("%s: bad context.asset_type" % qid)
    if "asset" in c and not isinstance(c["asset"], str):
        err("%s: bad context.asset" % qid)
    if not ok:
        return False
    proj, br = c["project"], c["branch"]
    if proj not in BRANCH_RULES:
        err("%s: unknown project %r" % (qid, proj))
        return False
    if not any(fnmatch.fnmatchcase(br, g) for g in BRANCH_RULES[proj]):
        err("%s: branch %r not a %s branch" % (qid, br, proj))
    sat = lambda p, r: p in st and mjsemver.satisfies(st[p], r)  # noqa: E731
    if proj == "mj-counter":
        need = {"vue": "^2.7.0", "element-ui": "^2.15.0", "vuex": "^3.0.0", "vue-router": "^3.0.0",
                "react": "^18.0.0", "@mui/material": "^5.0.0", "@tanstack/react-query": "^5.0.0",
                "react-router-dom": "^6.0.0"}
        if "antd" in st or "element-plus" in st or "pinia" in st:
            err("%s: mj-counter stack names mj-risk packages" % qid)
        if br.startswith("hotfix/") and not sat("mj-ui", ">=2.8.0 <3.0.0"):
            err("%s: hotfix/* should be on mj-ui 2.x" % qid)
        if not br.startswith("hotfix/") and not sat("mj-ui", "^3.0.0"):
            err("%s: master/feature should be on mj-ui 3.x" % qid)
    else:
        need = {"vue": "^3.2.0", "element-plus": "^2.3.0", "pinia": "^2.0.0", "echarts": "^5.0.0"}
        if "element-ui" in st or "vuex" in st or "@mui/material" in st:
            err("%s: mj-risk stack names mj-counter packages" % qid)
        if br == "fork/xiamen":
            need.update({"react": "^17.0.0", "antd": "^4.0.0", "@tanstack/react-query": "^4.0.0"})
        else:
            need.update({"react": "^18.0.0", "antd": "^5.0.0", "@tanstack/react-query": "^5.0.0",
                         "zustand": "^4.0.0"})
    for p, r in need.items():
        if not sat(p, r):
            err("%s: stack %s=%r inconsistent with %s %s (want %s)" % (qid, p, st.get(p), proj, br, r))
    return True


def main():
    bad = mjsemver.self_test()
    if bad:
        err("semver self-test failed: %r" % bad)

    exps = load("experiences.jsonl")
    qs = load("queries.jsonl")

    by_id = {}
    for e in exps:
        check_entry(e)
        if e.get("id") in by_id:
            err("duplicate entry id %s" % e.get("id"))
        by_id[e.get("id")] = e

    qids = set()
    cats = collections.Counter()
    langs = collections.Counter()
    decs = collections.Counter()
    cat_dec = collections.defaultdict(collections.Counter)
    label_counts = collections.Counter()
    for q in qs:
        qid = q.get("id", "?")
        if qid in qids:
            err("duplicate query id %s" % qid)
        qids.add(qid)
        for k in ("id", "query", "category"):
            if not isinstance(q.get(k), str) or not q.get(k):
                err("%s: missing/invalid %s" % (qid, k))
        if q.get("expected_decision") not in DECISIONS:
            err("%s: bad expected_decision" % qid)
        if q.get("category") not in CATEGORIES:
            err("%s: unknown category %r" % (qid, q.get("category")))
        if q.get("lang") not in LANGS:
            err("%s: bad lang %r" % (qid, q.get("lang")))
        elif isinstance(q.get("query"), str):
            # zh queries may quote English error messages, so only check what is checkable:
            # en has no CJK; zh has CJK; mixed has CJK plus >= 4 plain English words.
            seen = text_lang(q["query"])
            if (q["lang"] == "en") != (seen == "en") or (q["lang"] == "mixed" and seen != "mixed"):
                err("%s: lang %s but text looks %s" % (qid, q["lang"], seen))
        if not check_context(qid, q.get("context")):
            continue
        labels = q.get("labels")
        if not isinstance(labels, dict):
            err("%s: labels must be an object" % qid)
            continue
        missing = [i for i in labels if i not in by_id]
        if missing:
            err("%s: labels name unknown entries %s" % (qid, missing))
            continue
        for eid, lab in labels.items():
            label_counts[lab] += 1
            if lab not in LABELS:
                err("%s: bad label %r for %s" % (qid, lab, eid))
            elif lab in ("reusable", "reference_only") and not eligible(by_id[eid], q["context"]):
                err("%s: %s labeled %s but is ineligible here" % (qid, eid, lab))
        got = decide(q, by_id)
        if got != q.get("expected_decision"):
            err("%s: expected_decision %s but labels/eligibility give %s" % (qid, q.get("expected_decision"), got))
        cats[q.get("category")] += 1
        langs[q.get("lang")] += 1
        decs[q.get("expected_decision")] += 1
        cat_dec[q.get("category")][q.get("expected_decision")] += 1

    if len(exps) < 110:
        err("need >= 110 entries, have %d" % len(exps))
    if len(qs) < 95:
        err("need >= 95 queries, have %d" % len(qs))
    for c in CATEGORIES:
        if cats[c] < 7:
            err("category %s has %d queries (< 7)" % (c, cats[c]))

    # regenerate in memory and compare with the files on disk
    try:
        import gen
        exp_text, q_text = gen.build()
        for name, text in (("experiences.jsonl", exp_text), ("queries.jsonl", q_text)):
            with open(os.path.join(HERE, name), encoding="utf-8", newline="") as f:
                if f.read() != text:
                    err("%s differs from a fresh gen.py build" % name)
    except Exception as ex:  # pragma: no cover
        err("could not rebuild from gen.py: %r" % ex)

    st = collections.Counter(e.get("status") for e in exps)
    pr = collections.Counter(e.get("project") for e in exps)
    el = collections.Counter(entry_lang(e) for e in exps)
    long_n = sum(1 for e in exps if len(e.get("body", "")) >= 2000)
    print("entries: %d  by project %s  by status %s  by language %s  long(>=2000 chars): %d"
          % (len(exps), dict(sorted(pr.items())), dict(sorted(st.items())), dict(sorted(el.items())), long_n))
    print("queries: %d" % len(qs))
    print("  by category:")
    for c in CATEGORIES:
        d = cat_dec[c]
        print("    %-15s %3d   inject %2d  reference %2d  abstain %2d"
              % (c, cats[c], d["inject"], d["reference"], d["abstain"]))
    tot = max(1, len(qs))
    print("  by language: " + ", ".join("%s %d (%.0f%%)" % (k, langs[k], 100.0 * langs[k] / tot) for k in ("zh", "en", "mixed")))
    print("  by expected decision: " + ", ".join("%s %d (%.0f%%)" % (k, decs[k], 100.0 * decs[k] / tot) for k in ("inject", "reference", "abstain")))
    print("  labels: " + ", ".join("%s %d" % (k, label_counts[k]) for k in ("reusable", "reference_only", "not_applicable")))
    if errors:
        print("\nFAILED: %d problem(s)" % len(errors))
        for m in errors:
            print("  - " + m)
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
