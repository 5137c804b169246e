"""Records: language detection, JSONL round trip, immutability, the rule applied."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings

from calibration.records import (
    CandidateRecord,
    QueryRecord,
    RecordsInvalid,
    detect_language,
    outcome,
    read_records,
    write_records,
)
from service.decision.rule import Thresholds, decide
from tests.calibration.strategies import query_with_probabilities

pytestmark = pytest.mark.unit


def _cand(eid: str, status: str = "verified", label: str | None = None, s: float = 0.0) -> CandidateRecord:
    return CandidateRecord(eid, 0, status, "component", {"s": s}, label)


class TestDetectLanguage:
    @pytest.mark.parametrize(
        ("text", "lang"),
        [
            ("LegacyTable 的 reload 方法怎么处理", "zh"),
            ("表格插槽怎么迁移", "zh"),
            ("how to migrate the v-permission directive", "en"),
            ("LegacyTable reload 的", "en"),  # 1 CJK of 19 letters: below 20 %
            ("1234 !!", "en"),
            ("", "en"),
        ],
    )
    def test_examples(self, text: str, lang: str) -> None:
        assert detect_language(text) == lang

    def test_threshold_is_inclusive(self) -> None:
        assert detect_language("abcd的") == "zh"  # exactly 1 / 5 = 20 %


class TestRecords:
    def test_jsonl_round_trip(self, tmp_path, records) -> None:
        path = write_records(tmp_path / "r.jsonl", records)
        again = read_records(path)
        assert again == records
        assert [dict(c.features) for c in again[0].candidates] == [dict(c.features) for c in records[0].candidates]

    def test_chinese_is_written_as_utf8(self, tmp_path) -> None:
        rec = QueryRecord("q1", "表格怎么迁移", "synonym", "zh", "component", "abstain", {}, ())
        path = write_records(tmp_path / "r.jsonl", [rec])
        assert "表格怎么迁移" in path.read_text(encoding="utf-8")

    def test_records_are_read_only_copies(self) -> None:
        feats = {"s": 1.0}
        c = CandidateRecord("e", 0, "verified", "component", feats, None)
        feats["s"] = 2.0
        assert c.features["s"] == 1.0
        with pytest.raises(TypeError):
            c.features["s"] = 3.0  # type: ignore[index]

    def test_label_must_agree_with_query_labels(self) -> None:
        with pytest.raises(RecordsInvalid, match="carries label"):
            QueryRecord("q", "x", "c", "en", "component", "inject", {"e": "reusable"}, (_cand("e", label=None),))

    @pytest.mark.parametrize(
        ("field", "value"), [("expected", "maybe"), ("language", "fr")]
    )
    def test_bad_vocabulary(self, field: str, value: str) -> None:
        kw = dict(query_id="q", query="x", category="c", language="en", asset_type="a", expected="inject", labels={})
        kw[field] = value
        with pytest.raises(RecordsInvalid):
            QueryRecord(**kw)

    def test_bad_line_names_file_and_line(self, tmp_path, records) -> None:
        path = write_records(tmp_path / "r.jsonl", records[:2])
        with path.open("a", encoding="utf-8") as f:
            f.write(json.dumps({"query_id": "x"}) + "\n")
        with pytest.raises(RecordsInvalid, match=r"r\.jsonl:3"):
            read_records(path)

    def test_repeated_query_id(self, tmp_path, records) -> None:
        path = write_records(tmp_path / "r.jsonl", [records[0], records[0]])
        with pytest.raises(RecordsInvalid, match="repeated"):
            read_records(path)


class TestOutcome:
    def test_default_plans_and_decision(self) -> None:
        rec = QueryRecord(
            "q", "x", "c", "en", "component", "inject", {"a": "reusable"},
            (_cand("a", "verified", "reusable"), _cand("b", "review_required"), _cand("c", "candidate")),
        )
        o = outcome(rec, [0.9, 0.95, 0.5], Thresholds(inject=0.8, reference=0.4))
        assert o.decided == "inject"
        assert o.default_plan_ids == ("a",)
        assert o.roles == ("default_plan", "reference", "checklist")

    def test_length_mismatch(self) -> None:
        rec = QueryRecord("q", "x", "c", "en", "component", "abstain", {}, (_cand("a"),))
        with pytest.raises(ValueError, match="1 candidates"):
            outcome(rec, [0.1, 0.2], Thresholds(0.5, 0.5))

    @settings(max_examples=60, deadline=None)
    @given(query_with_probabilities())
    def test_agrees_with_rule(self, pair) -> None:
        rec, probs = pair
        t = Thresholds(inject=0.7, reference=0.3)
        decided, roles = decide(probs, rec.statuses, t)
        o = outcome(rec, probs, t)
        assert (o.decided, list(o.roles)) == (decided, roles)
