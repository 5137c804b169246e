"""The report: files exist, PNGs are valid, the HTML table structure matches a golden file."""

from __future__ import annotations

import datetime as dt
import json
import math
from html.parser import HTMLParser
from pathlib import Path

import pytest

from calibration.metrics import evaluate
from calibration.report import PLOT_FILES, expected_calibration_error, reliability_bins, worst_misses, write_report
from calibration.thresholds import calibrate_thresholds, operating_outcomes

pytestmark = pytest.mark.unit

GOLDEN = Path(__file__).parent / "golden" / "report_tables.json"
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


class _Tables(HTMLParser):
    """Collects each table's id, header cells and row count, plus every img src."""

    def __init__(self) -> None:
        super().__init__()
        self.tables: dict[str, dict[str, object]] = {}
        self.images: list[str] = []
        self._table: str | None = None
        self._in_th = False
        self._cell = ""
        self._section = ""

    def handle_starttag(self, tag, attrs) -> None:
        a = dict(attrs)
        if tag == "table":
            self._table = a.get("id", "?")
            self.tables[self._table] = {"headers": [], "rows": 0}
        elif tag in ("thead", "tbody"):
            self._section = tag
        elif tag == "th" and self._table:
            self._in_th, self._cell = True, ""
        elif tag == "tr" and self._table and self._section == "tbody":
            self.tables[self._table]["rows"] += 1
        elif tag == "img":
            self.images.append(a["src"])

    def handle_endtag(self, tag) -> None:
        if tag == "th" and self._in_th:
            self.tables[self._table]["headers"].append(self._cell.strip())
            self._in_th = False
        elif tag == "table":
            self._table = None

    def handle_data(self, data) -> None:
        if self._in_th:
            self._cell += data


@pytest.fixture(scope="module")
def report_dir(tmp_path_factory, records, fitted):
    probs = fitted.oof_probabilities
    res = calibrate_thresholds(records, probs, n_resamples=100, min_queries=21)
    summary = evaluate(records, operating_outcomes(records, probs, res), n_resamples=100)
    out = tmp_path_factory.mktemp("report")
    write_report(out, res, summary, records, probs, generated=dt.date(2024, 11, 19))
    return out


def test_files_exist_and_pngs_are_valid(report_dir) -> None:
    assert (report_dir / "index.html").is_file()
    for name in PLOT_FILES:
        data = (report_dir / name).read_bytes()
        assert data[:8] == PNG_SIGNATURE and len(data) > 10_000, name


def test_images_are_relative_and_no_network(report_dir) -> None:
    html = (report_dir / "index.html").read_text(encoding="utf-8")
    parser = _Tables()
    parser.feed(html)
    assert sorted(parser.images) == sorted(PLOT_FILES)
    assert "http://" not in html and "https://" not in html and "<script" not in html


def test_table_structure_matches_golden(report_dir) -> None:
    parser = _Tables()
    parser.feed((report_dir / "index.html").read_text(encoding="utf-8"))
    structure = {tid: t["headers"] for tid, t in parser.tables.items()}
    assert structure == json.loads(GOLDEN.read_text(encoding="utf-8"))
    assert parser.tables["sweep-table"]["rows"] == 101
    assert parser.tables["confusion-table"]["rows"] == 3
    assert parser.tables["slice-language"]["rows"] == 2


def test_user_text_is_escaped(tmp_path, records, fitted) -> None:
    import dataclasses

    evil = [dataclasses.replace(records[0], query="<script>alert(1)</script>", expected="abstain")] + list(records[1:])
    probs = [[0.99] * len(records[0].candidates)] + list(fitted.oof_probabilities[1:])
    # Global thresholds only: the evil query must be a miss the report lists, whatever its slice would choose.
    res = calibrate_thresholds(evil, probs, grid=(0.0, 0.5, 1.0), n_resamples=20, min_queries=None)
    summary = evaluate(evil, operating_outcomes(evil, probs, res), n_resamples=20)
    html = write_report(tmp_path, res, summary, evil, probs).read_text(encoding="utf-8")
    assert "<script>" not in html and "&lt;script&gt;" in html


def test_reliability_bins() -> None:
    bins = reliability_bins([0.05, 0.15, 0.95, 1.0], [False, True, True, True], n_bins=10)
    assert [b.count for b in bins] == [1, 1, 0, 0, 0, 0, 0, 0, 0, 2]
    assert bins[9].mean_predicted == pytest.approx(0.975) and bins[9].observed == 1.0
    assert math.isnan(bins[3].observed)
    ece = expected_calibration_error(bins)
    assert ece == pytest.approx((0.05 + 0.85 + 2 * 0.025) / 4)


def test_worst_misses_order(records, fitted) -> None:
    res = calibrate_thresholds(records, fitted.oof_probabilities, grid=(0.0, 0.2), n_resamples=20)
    outs = operating_outcomes(records, fitted.oof_probabilities, res)
    misses = worst_misses(records, fitted.oof_probabilities, outs, limit=1000)
    kinds = [m.kind for m in misses]
    order = ["wrong injection", "should have abstained", "usable experience not injected", "other mismatch"]
    assert kinds == sorted(kinds, key=order.index)
    assert len(worst_misses(records, fitted.oof_probabilities, outs, limit=3)) == min(3, len(misses))


def test_eval_report(tmp_path, records, fitted) -> None:
    """The ``mxr eval`` page renders from a duck-typed result, with and without decisions."""
    from types import SimpleNamespace

    from calibration.metrics import bootstrap_ci
    from calibration.report import write_eval_report

    est = bootstrap_ci([1.0, 0.0, 1.0], n_resamples=20).to_json()
    retrieval = {
        "queries_with_eligible_relevant": 3,
        "overall": {"recall@50": {"lexical": est, "dense": est}, "mrr": {"lexical": est, "dense": None}},
        "by_language": {"zh": {"n": 2, "recall@50": {"lexical": est, "dense": est}, "mrr": {"lexical": est}}},
    }
    summary = {"n_queries": 3, "retrieval": retrieval, "scorer": {"top_n": 5}, "reranker": "none",
               "eligibility_violations": 0, "violations": [], "latency_ms": {"p50": 1.0, "p95": 2.0},
               "calibration": {"id": None, "error": "no calibration artifact"}, "eval_set": {"sha256": "ab" * 32}}
    html = write_eval_report(tmp_path / "a", SimpleNamespace(summary=summary, decision=None)).read_text("utf-8")
    parser = _Tables()
    parser.feed(html)
    assert parser.tables["retrieval-overall"]["headers"] == ["metric", "dense", "lexical"]
    assert parser.tables["retrieval-by_language"]["rows"] == 1
    assert "no calibration artifact" in html

    res = calibrate_thresholds(records, fitted.oof_probabilities, grid=(0.0, 0.5), n_resamples=20)
    decision = evaluate(records, operating_outcomes(records, fitted.oof_probabilities, res), n_resamples=20)
    html = write_eval_report(tmp_path / "b", SimpleNamespace(summary=summary, decision=decision)).read_text("utf-8")
    parser = _Tables()
    parser.feed(html)
    assert {"overall-table", "confusion-table", "slice-category", "slice-asset_type", "slice-language"} <= set(parser.tables)
