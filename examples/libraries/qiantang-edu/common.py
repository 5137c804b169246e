"""Shared helpers and request contexts for the Qiantang Edu labeled library.

Everything here is made up for evaluation purposes.
"""
import textwrap

# ---------------------------------------------------------------------------
# Stacks (exact versions, as an agent would send them in `context.stack`).
# qt-h5 is mid-migration: the Nuxt side and the Next side live in one repo,
# so the stack names both.
# ---------------------------------------------------------------------------
H5_STACK = {
    "nuxt": "2.17.3",
    "vue": "2.7.16",
    "vant": "2.12.54",
    "vuex": "3.6.2",
    "axios": "0.27.2",
    "next": "14.2.5",
    "react": "18.3.1",
    "react-dom": "18.3.1",
    "antd-mobile": "5.36.1",
    "@reduxjs/toolkit": "2.2.7",
    "react-redux": "9.1.2",
    "swr": "2.2.5",
    "ahooks": "3.8.1",
    "dayjs": "1.11.13",
}

# release/2026.s1 still ships the Next.js 13.4 pages-router build.
H5_RELEASE_STACK = dict(
    H5_STACK,
    **{"next": "13.4.19", "react": "18.2.0", "react-dom": "18.2.0", "antd-mobile": "5.28.1"},
)

T_STACK = {
    "vue": "3.2.47",
    "view-ui-plus": "1.3.16",
    "pinia": "2.1.7",
    "vue-router": "4.1.6",
    "react": "18.3.1",
    "react-dom": "18.3.1",
    "antd": "5.20.6",
    "zustand": "4.5.5",
    "@tanstack/react-query": "5.56.2",
    "react-router-dom": "6.26.2",
    "dayjs": "1.11.13",
}

# hotfix/live-classroom was cut from an older main and pins older minors.
T_HOTFIX_STACK = dict(
    T_STACK,
    **{"antd": "5.8.6", "zustand": "4.3.9", "@tanstack/react-query": "5.8.4"},
)


def ctx(name, asset=None, asset_type=None, stack_override=None, drop=()):
    """Build a request context. name: h5-main | h5-feat | h5-rel | t-main | t-hotfix."""
    table = {
        "h5-main": ("qt-h5", "main", H5_STACK),
        "h5-feat": ("qt-h5", "feat/next-app-router", H5_STACK),
        "h5-rel": ("qt-h5", "release/2026.s1", H5_RELEASE_STACK),
        "t-main": ("qt-teacher", "main", T_STACK),
        "t-hotfix": ("qt-teacher", "hotfix/live-classroom", T_HOTFIX_STACK),
    }
    project, branch, stack = table[name]
    stack = dict(stack)
    if stack_override:
        stack.update(stack_override)
    for p in drop:
        stack.pop(p, None)
    c = {"project": project, "branch": branch, "stack": stack}
    if asset:
        c["asset"] = asset
    if asset_type:
        c["asset_type"] = asset_type
    return c


def E(id, title, body, project, asset_type, status, *, assets=None, branches=None,
      applies_to=None, conditions=None, counter=None, source=None, updated=None):
    """One experience entry, field names exactly as formats.md §1."""
    e = {
        "id": id,
        "title": title,
        "body": textwrap.dedent(body).strip() + "\n",
        "project": project,
    }
    if branches is not None:
        e["branches"] = branches
    if applies_to is not None:
        e["applies_to"] = applies_to
    e["asset_type"] = asset_type
    if assets is not None:
        e["assets"] = assets
    e["status"] = status
    if conditions is not None:
        e["conditions"] = conditions
    if counter is not None:
        e["counter_conditions"] = counter
    if source is not None:
        e["source"] = source
    if updated is not None:
        e["updated_at"] = updated
    return e


def Q(id, query, context, labels, expected_decision, category, top_k=None):
    q = {"id": id, "query": query, "context": context, "labels": labels,
         "expected_decision": expected_decision, "category": category}
    if top_k is not None:
        q["top_k"] = top_k
    return q
