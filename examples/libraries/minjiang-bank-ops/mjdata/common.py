"""Shared helpers and stack profiles (versions as pinned in each branch's package.json)."""

# mj-counter: master / feature/* / hotfix/*
C_MASTER = {
    "vue": "2.7.16", "element-ui": "2.15.14", "vuex": "3.6.2", "vue-router": "3.6.5",
    "mj-ui": "3.4.2", "react": "18.2.0", "react-dom": "18.2.0", "@mui/material": "5.15.14",
    "@mui/x-date-pickers": "6.19.7", "@tanstack/react-query": "5.28.4",
    "react-router-dom": "6.22.3", "react-hook-form": "7.51.0", "dayjs": "1.11.10",
}
C_FEATURE = dict(C_MASTER, **{
    "mj-ui": "3.5.0", "@mui/material": "5.15.20", "@mui/x-date-pickers": "6.20.0",
    "@tanstack/react-query": "5.40.0", "react-router-dom": "6.23.1", "react-hook-form": "7.51.5",
})
# hotfix/* branches are cut from the 2023Q4 release line (mj-ui 2.x, older router)
C_HOTFIX = {
    "vue": "2.7.14", "element-ui": "2.15.13", "vuex": "3.6.2", "vue-router": "3.5.4",
    "mj-ui": "2.9.3", "react": "18.2.0", "react-dom": "18.2.0", "@mui/material": "5.14.18",
    "@mui/x-date-pickers": "6.18.2", "@tanstack/react-query": "5.8.4",
    "react-router-dom": "6.18.0", "react-hook-form": "7.48.2", "dayjs": "1.11.10",
}

# mj-risk: master / react/* / fork/xiamen
R_MASTER = {
    "vue": "3.2.47", "element-plus": "2.3.14", "pinia": "2.1.7", "vue-router": "4.2.5",
    "echarts": "5.4.3", "react": "18.2.0", "react-dom": "18.2.0", "antd": "5.12.8",
    "zustand": "4.5.2", "@tanstack/react-query": "5.28.4", "react-router-dom": "6.22.3",
    "dayjs": "1.11.10",
}
R_REACT = dict(R_MASTER, **{
    "echarts": "5.5.0", "react": "18.3.1", "react-dom": "18.3.1", "antd": "5.17.4",
    "@tanstack/react-query": "5.40.0", "react-router-dom": "6.23.1",
})
R_XIAMEN = {
    "vue": "3.2.47", "element-plus": "2.3.8", "pinia": "2.0.36", "vue-router": "4.1.6",
    "echarts": "5.4.3", "react": "17.0.2", "react-dom": "17.0.2", "antd": "4.24.15",
    "zustand": "4.3.9", "@tanstack/react-query": "4.36.1", "react-router-dom": "6.14.2",
    "dayjs": "1.11.9", "moment": "2.29.4",
}

PROFILES = {
    ("mj-counter", "master"): C_MASTER,
    ("mj-counter", "feature"): C_FEATURE,
    ("mj-counter", "hotfix"): C_HOTFIX,
    ("mj-risk", "master"): R_MASTER,
    ("mj-risk", "react"): R_REACT,
    ("mj-risk", "fork/xiamen"): R_XIAMEN,
}


def E(id, title, body, project, asset_type, status, assets=None, branches=None,
      applies_to=None, conditions=None, counter_conditions=None, source=None,
      updated_at=None):
    """Build one experience entry (formats.md section 1) with a fixed key order."""
    e = {"id": id, "title": title, "body": body.strip("\n"), "project": project}
    e["branches"] = list(branches) if branches else ["*"]
    e["applies_to"] = dict(applies_to) if applies_to else {}
    e["asset_type"] = asset_type
    if assets:
        e["assets"] = list(assets)
    e["status"] = status
    if conditions:
        e["conditions"] = conditions
    if counter_conditions:
        e["counter_conditions"] = counter_conditions
    if source:
        e["source"] = source
    if updated_at:
        e["updated_at"] = updated_at
    return e


def ctx(project, branch, profile, asset=None, asset_type=None, override=None, drop=None):
    """Build a request context; profile is a key into PROFILES."""
    stack = dict(PROFILES[(project, profile)])
    if override:
        stack.update(override)
    for k in drop or ():
        stack.pop(k, None)
    c = {"project": project, "branch": branch, "stack": stack}
    if asset:
        c["asset"] = asset
    if asset_type:
        c["asset_type"] = asset_type
    return c


def Q(id, query, context, labels, decision, category, lang):
    """Build one labeled query (formats.md section 3) plus a `lang` slice field."""
    return {
        "id": id, "query": query, "context": context, "labels": dict(labels),
        "expected_decision": decision, "category": category, "lang": lang,
    }
