"""Shared constants and helpers for the Songhe Retail BI labeled test library.

Only gen.py imports this; check.py is standalone and reads the .jsonl files.
"""

PREFIX = "exp-songhe-"

# Labels
R = "reusable"
RO = "reference_only"
NA = "not_applicable"

# Projects
BI = "songhe-bi"
ST = "songhe-store"
TEAM = "*"

# ---------------------------------------------------------------------------
# Stacks as an agent would send them in context.stack (both sides of the
# migration are installed while the migration is in progress).
# ---------------------------------------------------------------------------
BI_STACK_MAIN = {
    "vue": "3.3.8",
    "element-plus": "2.4.4",
    "pinia": "2.1.7",
    "vue-router": "4.2.5",
    "echarts": "5.4.3",
    "axios": "1.6.2",
    "react": "18.2.0",
    "antd": "5.12.8",
    "zustand": "4.4.7",
    "@tanstack/react-query": "5.17.9",
    "react-router-dom": "6.21.1",
    "echarts-for-react": "3.0.2",
}

# release/2025.12: older React side (antd 5.6, react-query 4)
BI_STACK_REL = dict(
    BI_STACK_MAIN,
    **{
        "antd": "5.6.4",
        "@tanstack/react-query": "4.36.1",
        "zustand": "4.3.9",
        "react-router-dom": "6.14.2",
    },
)

ST_STACK_MAIN = {
    "vue": "2.6.14",
    "element-ui": "2.15.14",
    "vuex": "3.6.2",
    "vue-router": "3.6.5",
    "axios": "0.27.2",
    "react": "18.2.0",
    "@mui/material": "5.15.3",
    "@mui/x-data-grid": "6.18.7",
    "@mui/x-date-pickers": "6.18.7",
    "@reduxjs/toolkit": "1.9.7",
    "react-redux": "8.1.3",
    "react-router-dom": "6.21.1",
    "react-hook-form": "7.49.2",
    "notistack": "3.0.1",
}

ST_STACK_REL = dict(
    ST_STACK_MAIN,
    **{
        "@mui/material": "5.14.20",
        "@mui/x-data-grid": "6.10.2",
        "@mui/x-date-pickers": "6.10.2",
        "@reduxjs/toolkit": "1.9.5",
        "react-redux": "8.1.1",
        "react-router-dom": "6.20.1",
    },
)

CONTEXTS = {
    "BI_MAIN": (BI, "main", BI_STACK_MAIN),
    "BI_FEAT": (BI, "feat/react-bi", BI_STACK_MAIN),
    "BI_REL": (BI, "release/2025.12", BI_STACK_REL),
    "ST_MAIN": (ST, "main", ST_STACK_MAIN),
    "ST_REL": (ST, "release/2026.03", ST_STACK_REL),
    # an agent on store main whose package.json does not have the pickers yet
    "ST_MAIN_PARTIAL": (ST, "main", {k: v for k, v in ST_STACK_MAIN.items()
                                     if k != "@mui/x-date-pickers"}),
}

# Common applies_to fragments
EP = {"element-plus": "^2.4"}
ANTD5 = {"antd": ">=5 <6"}
EU = {"element-ui": "^2.15"}
MUI5 = {"@mui/material": ">=5 <6"}
RTK19 = {"@reduxjs/toolkit": ">=1.9 <2"}
RQ5 = {"@tanstack/react-query": ">=5 <6"}
RQ45 = {"@tanstack/react-query": ">=4 <6"}
DG6 = {"@mui/x-data-grid": ">=6 <7"}


def eid(n: int) -> str:
    return f"{PREFIX}{n:04d}"


def merge(*parts):
    out = {}
    for p in parts:
        out.update(p)
    return out


def E(n, title, body, *, project, asset_type, status, assets=None,
      branches=None, applies_to=None, conditions=None,
      counter_conditions=None, source=None, updated_at=None):
    """Build one experience entry in formats.md §1 field order.

    Optional fields that are left at their formats.md default are omitted on
    purpose, so consumers' default handling is exercised.
    """
    e = {"id": eid(n), "title": title, "body": body.strip("\n"), "project": project}
    if branches is not None:
        e["branches"] = list(branches)
    if applies_to:
        e["applies_to"] = dict(applies_to)
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
