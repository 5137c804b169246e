"""The decide stage: roles from probability and status, one default plan, degraded never injects."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from service.decision.rule import Thresholds
from service.contracts import ExperienceEntry
from service.domain import Candidate
from service.decision.stage import DecideStage

pytestmark = pytest.mark.unit


@dataclass
class StubArtifact:
    """Probability = the 'p' feature; fixed thresholds (0.8 inject, 0.3 reference); no answerability gate."""

    answerability = None

    def probability(self, features):
        return features["p"]

    def probabilities(self, rows):
        return [r["p"] for r in rows]

    def thresholds_for(self, asset_type, language=None):
        return Thresholds(0.8, 0.3), "global"


def entries(*statuses):
    return {
        f"e{i}": ExperienceEntry(id=f"e{i}", title="t", body="b", project="*", asset_type="component", status=s)
        for i, s in enumerate(statuses)
    }


def run(probs, statuses, degraded=False):
    cands = [Candidate(entry_id=f"e{i}", n=0, fused_score=1 / (61 + i), fused_rank=i + 1) for i in range(len(probs))]
    feats = [{"p": p} for p in probs]
    return DecideStage(StubArtifact()).run(cands, feats, entries(*statuses), None, degraded=degraded)  # type: ignore[arg-type]


def test_roles_and_single_default_plan():
    d = run([0.85, 0.95, 0.5, 0.4, 0.1], ["verified", "verified", "review_required", "candidate", "verified"])
    roles = {sc.candidate.entry_id: sc.role for sc in d.scored}
    assert d.kind == "inject"
    assert roles == {"e1": "default_plan", "e0": "reference", "e2": "reference", "e3": "checklist", "e4": None}
    assert [sc.candidate.entry_id for sc in d.scored] == ["e1", "e0", "e2", "e3", "e4"]  # by probability
    assert d.threshold_scope is None  # global thresholds


def test_unverified_never_default_plan():
    d = run([0.99, 0.99], ["review_required", "candidate"])
    assert d.kind == "reference" and {sc.role for sc in d.scored} == {"reference", "checklist"}


def test_abstain_below_reference():
    d = run([0.2, 0.1], ["verified", "verified"])
    assert d.kind == "abstain" and all(sc.role is None for sc in d.scored)


def test_degraded_never_injects():
    d = run([0.99], ["verified"], degraded=True)
    assert d.kind == "reference" and d.scored[0].role == "reference"
