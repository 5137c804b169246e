"""The labeled follow-up set in examples/: loads, is large enough, both languages, regenerates identically."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from calibration.followups import load_followups
from calibration.records import detect_language

pytestmark = pytest.mark.unit

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"


def test_set_is_valid_and_covers_both_languages():
    cases = load_followups(EXAMPLES / "followups.jsonl")
    assert len(cases) >= 40
    langs = {detect_language(c.query) for c in cases}
    assert langs == {"zh", "en"}
    statuses = {c.expected.status for c in cases}
    assert statuses == {"resolved", "unresolved", "independent"}
    for c in cases:
        if c.expected.status == "resolved":
            assert c.expected.asset and c.expected.asset not in c.query, c.id  # the asset is only in the history
            assert c.context.asset is None
        assert len({c.id for c in cases}) == len(cases)


def test_generator_is_deterministic(tmp_path):
    before = (EXAMPLES / "followups.jsonl").read_bytes()
    subprocess.run([sys.executable, str(EXAMPLES / "make_followups.py")], check=True, capture_output=True)
    assert (EXAMPLES / "followups.jsonl").read_bytes() == before
