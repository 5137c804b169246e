"""Decide: calibrated probability per candidate, then inject / reference / abstain.

The probability that a candidate is reusable here comes from the decision
model in the calibration artifact, applied to the candidate's features; the
thresholds (global, per asset type or language) and the role rule come from
``service.decision.rule``, guards included. When the artifact has an
answerability gate (``service.decision.answerability``), it may then turn
a reference into an abstention (it never answers what the rule dropped, and
never touches an injection). A degraded request (a recall path failed) never
injects: its would-be default plans are offered as references.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from service.decision.answerability import apply_gate, query_features
from service.decision.artifact import Artifact
from service.decision.rule import DEFAULT_PLAN, REFERENCE, Thresholds, decide, plan_blocked, served_order
from service.decision.rule import GLOBAL_SCOPE
from service.contracts import ExperienceEntry
from service.domain import Candidate, Decision, ScoredCandidate


@dataclass(frozen=True)
class DecideStage:
    artifact: Artifact

    def thresholds(self, asset_type: str | None, language: str | None = None) -> tuple[Thresholds, str | None]:
        return self.artifact.thresholds_for(asset_type, language)

    def run(
        self,
        candidates: Sequence[Candidate],
        features: Sequence[Mapping[str, float]],
        entries: Mapping[str, ExperienceEntry],
        asset_type: str | None,
        degraded: bool,
        language: str | None = None,
    ) -> Decision:
        """Score and decide one request's final candidates (best first).

        Args:
            asset_type: the query's asset type (context hint, else the top
                candidate's), selecting per-type thresholds when the artifact has them.
            degraded: a recall path failed; never decide ``inject``.
            language: the question's language (``analyzers.detect_language``),
                selecting per-language thresholds when the artifact has them.
        """
        t, scope = self.thresholds(asset_type, language)
        probs = self.artifact.probabilities(features)
        statuses = [entries[c.entry_id].status.value for c in candidates]
        blocked = [plan_blocked(f) for f in features]
        _, roles = decide(probs, statuses, t, blocked)
        if degraded:
            roles = [REFERENCE if r == DEFAULT_PLAN else r for r in roles]
        kind = "inject" if DEFAULT_PLAN in roles else ("reference" if any(roles) else "abstain")
        score: float | None = None
        gate_t: float | None = None
        gate = self.artifact.answerability
        if gate is not None and kind == "reference":
            # The gate may turn a reference into an abstention (service.decision.answerability).
            score = gate.score(query_features(probs, features, gate.candidate_features, language))
            gate_t, _ = gate.threshold_for(language)
            kind, roles = apply_gate(kind, roles, score, gate_t)
        # The default plan, then best first by calibrated probability (without a cross-encoder the
        # calibrated feature model is the cheaper scorer, design.md §5), guard-barred candidates last.
        unsorted = [
            ScoredCandidate(candidate=c, features=dict(f), probability=p, role=r)
            for c, f, p, r in zip(candidates, features, probs, roles, strict=True)
        ]
        scored = tuple(unsorted[i] for i in served_order(probs, blocked, roles))
        return Decision(
            kind=kind,
            scored=scored,
            inject_threshold=t.inject,
            reference_threshold=t.reference,
            threshold_scope=None if scope == GLOBAL_SCOPE else scope,
            answerability=score,
            answerability_threshold=gate_t,
        )
