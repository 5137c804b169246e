"""The formats.md contract: validation, error messages, all-or-nothing loading."""

from __future__ import annotations

import json

import pytest
from pydantic import ValidationError

from service.contracts import (
    EvalQuery,
    ExperienceEntry,
    RetrieveRequest,
    load_entries,
    load_eval_set,
)
from service.errors import ContractError

pytestmark = pytest.mark.unit

GOOD = {
    "id": "exp-crm-0042",
    "title": "LegacyTable 的 reload 迁移",
    "body": "用 useImperativeHandle 暴露 reload。",
    "project": "crm-web",
    "asset_type": "component",
    "status": "verified",
}


def write(tmp_path, rows, name="x.jsonl"):
    p = tmp_path / name
    p.write_text("\n".join(r if isinstance(r, str) else json.dumps(r, ensure_ascii=False) for r in rows), encoding="utf-8")
    return p


class TestEntry:
    def test_defaults(self):
        e = ExperienceEntry(**GOOD)
        assert e.branches == ["*"] and e.applies_to == {} and e.assets == []

    def test_extra_fields_are_kept(self):
        e = ExperienceEntry(**GOOD, owner="team-a")
        assert e.to_json()["owner"] == "team-a"

    @pytest.mark.parametrize(
        ("field", "value", "rule"),
        [
            ("status", "approved", "verified"),
            ("asset_type", "widget", "component"),
            ("id", "a::b", "no '::'"),
            ("applies_to", {"vue": "not-a-range"}, "not a valid npm semver range"),
            ("applies_to", {"Vue!": "^2"}, "not a valid npm package name"),
            ("branches", [], "at least 1"),
            ("updated_at", "yesterday", "not an ISO date"),
            ("body", "   ", "must not be blank"),
        ],
    )
    def test_rules(self, field, value, rule):
        with pytest.raises(ValidationError, match=rule):
            ExperienceEntry(**{**GOOD, field: value})


class TestLoading:
    def test_bad_line_names_file_line_field_rule_and_imports_nothing(self, tmp_path):
        bad = {**GOOD, "id": "exp-2", "status": "approved"}
        p = write(tmp_path, [GOOD, bad, {**GOOD, "id": "exp-3"}])
        with pytest.raises(ContractError) as ei:
            load_entries(p)
        v = ei.value.violations
        assert len(v) == 1
        assert v[0].line == 2 and v[0].field == "status" and "verified" in v[0].rule
        assert str(p) in str(ei.value) and ":2: status:" in str(ei.value)

    def test_invalid_json_and_duplicates(self, tmp_path):
        p = write(tmp_path, [GOOD, "{not json", GOOD])
        with pytest.raises(ContractError) as ei:
            load_entries(p)
        rules = {(v.line, v.field): v.rule for v in ei.value.violations}
        assert "invalid JSON" in rules[(2, "(line)")]
        assert "duplicate id" in rules[(3, "id")]

    def test_blank_lines_are_skipped(self, tmp_path):
        p = write(tmp_path, [GOOD, "", "   "])
        assert [e.id for e in load_entries(p)] == ["exp-crm-0042"]

    def test_eval_set(self, tmp_path):
        q = {
            "id": "q1",
            "query": "LegacyTable reload",
            "context": {"project": "crm-web", "branch": "main", "stack": {"vue": "2.7.14"}},
            "labels": {"exp-crm-0042": "reusable"},
            "expected_decision": "inject",
            "category": "identifier",
        }
        assert load_eval_set(write(tmp_path, [q]))[0].labels["exp-crm-0042"].value == "reusable"
        with pytest.raises(ContractError, match="labels.exp-crm-0042"):
            load_eval_set(write(tmp_path, [{**q, "labels": {"exp-crm-0042": "great"}}], "b.jsonl"))


class TestRequest:
    CTX = {"project": "crm-web", "branch": "main", "stack": {"vue": "2.7.14"}}

    def test_minimal(self):
        r = RetrieveRequest(query="x", context=self.CTX)
        assert r.top_k == 5 and r.explain is False

    @pytest.mark.parametrize(
        ("patch", "field"),
        [
            ({"query": ""}, "query"),
            ({"query": "x" * 2001}, "query"),
            ({"top_k": 0}, "top_k"),
            ({"top_k": 21}, "top_k"),
            ({"context": {**CTX, "stack": {"vue": "latest"}}}, "context.stack"),
            ({"context": {**CTX, "stack": {f"p{i}": "1.0.0" for i in range(65)}}}, "context.stack"),
            ({"context": {"project": "crm-web", "stack": {}}}, "context.branch"),
            ({"context": {**CTX, "asset_type": "widget"}}, "context.asset_type"),
            ({"topk": 3}, "topk"),
        ],
    )
    def test_rules_name_the_field(self, patch, field):
        with pytest.raises(ValidationError) as ei:
            RetrieveRequest(**{"query": "x", "context": self.CTX, **patch})
        locs = [".".join(str(p) for p in e["loc"]) for e in ei.value.errors()]
        assert any(loc.startswith(field) for loc in locs), locs

    def test_eval_query_to_request(self):
        q = EvalQuery(id="q", query="x", context=self.CTX, expected_decision="abstain")
        assert q.request().explain is True
