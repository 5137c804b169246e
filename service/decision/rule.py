"""The decision rule (formats.md §4): serving applies it, the offline sweeps replay it.

Given the top candidates of one query, each with a calibrated probability
that it is reusable here and its status, and two thresholds
``t_inject >= t_reference``:

* the most probable ``verified`` candidate with p >= t_inject is THE
  ``default_plan`` (at most one per answer: an agent follows a default plan
  with confidence, so a second one is either redundant or a contradiction,
  and every extra plan is one more chance of a wrong injection);
* any other candidate with p >= t_reference is a ``reference``
  (``verified`` or ``review_required``) or a ``checklist`` item (``candidate``);
* a candidate below t_reference is dropped;
* decision: ``inject`` if some result is a default plan, ``reference`` if
  results remain, else ``abstain``.

``deprecated`` entries never reach this point (the eligibility gate), and
are dropped here too should one slip through.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

# Role and decision names as in formats.md §4 (kept as plain strings so this
# module has no dependency on the service's pydantic contracts).
DEFAULT_PLAN = "default_plan"
REFERENCE = "reference"
CHECKLIST = "checklist"
INJECT = "inject"
ABSTAIN = "abstain"

#: A threshold above every probability (σ(z) ≤ 1): the rule then never
#: injects. The margin is the largest that ``Thresholds`` accepts.
NEVER = 1.0 + 1e-12
#: Scope name of the global thresholds (as opposed to one asset type's).
GLOBAL_SCOPE = "global"

# Which role a status may play once it clears the reference threshold.
_ROLE_BELOW_INJECT = {
    "verified": REFERENCE,
    "review_required": REFERENCE,
    "candidate": CHECKLIST,
}


@dataclass(frozen=True)
class Thresholds:
    """An operating point; ``inject >= reference`` is enforced."""

    inject: float
    reference: float

    def __post_init__(self) -> None:
        if not (0.0 <= self.reference <= self.inject <= 1.0 + 1e-12):
            raise ValueError(
                f"thresholds must satisfy 0 <= reference <= inject <= 1, got inject={self.inject} reference={self.reference}"
            )


def role_for(probability: float, status: str, t: Thresholds) -> str | None:
    """The role one candidate plays, or None when it clears no threshold."""
    if status == "verified" and probability >= t.inject:
        return DEFAULT_PLAN
    if probability >= t.reference:
        return _ROLE_BELOW_INJECT.get(status)
    return None


def decide(probabilities: Sequence[float], statuses: Sequence[str], t: Thresholds) -> tuple[str, list[str | None]]:
    """Apply the rule to one query's candidates (best first).

    Returns:
        (decision, roles) where ``roles[i]`` is candidate i's role or None.
    """
    roles = [role_for(p, s, t) for p, s in zip(probabilities, statuses, strict=True)]
    plans = [i for i, r in enumerate(roles) if r == DEFAULT_PLAN]
    if len(plans) > 1:
        keep = max(plans, key=lambda i: (probabilities[i], -i))  # ties: the earlier (better-ranked) one
        for i in plans:
            if i != keep:
                roles[i] = REFERENCE
    if any(r == DEFAULT_PLAN for r in roles):
        return INJECT, roles
    if any(r is not None for r in roles):
        return REFERENCE, roles
    return ABSTAIN, roles
