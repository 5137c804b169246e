"""Shared helpers for the Baiyun Logistics (白云物流) test library data modules."""
import textwrap

ASSET_TYPES = ("component", "directive", "mixin", "filter", "store", "router",
               "plugin", "style", "build", "i18n", "test", "other")
STATUSES = ("verified", "candidate", "review_required", "deprecated")


def T(s):
    """Normalise a triple-quoted body: dedent and strip surrounding blank lines."""
    return textwrap.dedent(s).strip("\n")


def E(id, *, title, project, asset_type, status, body, assets=None, branches=None,
      applies_to=None, conditions=None, counter_conditions=None, source=None,
      updated_at=None):
    """Build one experience entry (formats.md section 1) with a fixed key order."""
    assert asset_type in ASSET_TYPES, (id, asset_type)
    assert status in STATUSES, (id, status)
    e = {
        "id": id,
        "title": title,
        "body": T(body),
        "project": project,
        "branches": list(branches) if branches is not None else ["*"],
        "applies_to": dict(applies_to) if applies_to is not None else {},
        "asset_type": asset_type,
    }
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


def Q(id, *, lang, category, query, context, labels, expected):
    """Build one labeled query (formats.md section 3) with a fixed key order.

    `lang` is an added field (allowed by formats.md): en, zh or mixed.
    """
    return {
        "id": id,
        "query": query,
        "context": context,
        "labels": dict(labels),
        "expected_decision": expected,
        "category": category,
        "lang": lang,
    }
