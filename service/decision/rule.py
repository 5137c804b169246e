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
* guards (no learning, seed article 001's "失效条件"): a candidate whose
  counter-conditions name the query's asset, or that is about a different
  asset than the one the query names, is never the ``default_plan``; it is
  offered as a ``reference`` at most. A guard lowers a role, never raises one;
* decision: ``inject`` if some result is a default plan, ``reference`` if
  results remain, else ``abstain``.

``deprecated`` entries never reach this point (the eligibility gate), and
are dropped here too should one slip through.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
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


def combine_scoped(global_: Thresholds, scoped: Sequence[tuple[Thresholds, str]]) -> tuple[Thresholds, str]:
    """The thresholds that apply, and their scope, given the global pair and a query's slice pairs.

    No slice of its own: the global pair (scope ``global``). One (its asset
    type's, or its language's): that one. Both: the stricter of each
    threshold, scope ``"<type>+<language>"``. A slice's pair is already
    certified against the global one (``calibration.thresholds``).
    """
    if not scoped:
        return global_, GLOBAL_SCOPE
    if len(scoped) == 1:
        return scoped[0]
    inject = max(t.inject for t, _ in scoped)
    reference = min(max(t.reference for t, _ in scoped), inject)
    return Thresholds(inject=inject, reference=reference), "+".join(name for _, name in scoped)


#: Decision features that are guards: 1.0 when the guard fires (see
#: ``service.stages.features``). A firing guard bars the default plan.
GUARD_FEATURES: tuple[str, ...] = (
    "guard_counter_asset",  # the entry's counter_conditions name the query's asset
    "guard_other_asset",  # the entry is about another asset than the one the query names
)


def plan_blocked(features: Mapping[str, float]) -> bool:
    """True when a guard feature fires for this candidate (absent guards do not fire)."""
    return any(features.get(g, 0.0) >= 0.5 for g in GUARD_FEATURES)


def served_order(
    probabilities: Sequence[float],
    blocked: Sequence[bool] | None = None,
    roles: Sequence[str | None] | None = None,
) -> tuple[int, ...]:
    """Candidate positions in the order an answer lists them.

    The default plan first; then candidates no guard bars, best probability
    first; then those a guard bars (about another asset, or excluding the
    query's asset), best probability first. An entry about LegacyList is
    never listed above the LegacyTable entry it could be mistaken for. Ties
    keep the incoming order.
    """
    n = len(probabilities)
    bars = list(blocked) if blocked is not None else [False] * n
    plan = [r == DEFAULT_PLAN for r in roles] if roles is not None else [False] * n
    return tuple(sorted(range(n), key=lambda i: (not plan[i], bars[i], -probabilities[i])))


def role_for(probability: float, status: str, t: Thresholds, blocked: bool = False) -> str | None:
    """The role one candidate plays, or None when it clears no threshold.

    ``blocked`` (a guard fired) bars ``default_plan``: the candidate may still
    be a reference or checklist item if it clears the reference threshold.
    """
    if status == "verified" and probability >= t.inject and not blocked:
        return DEFAULT_PLAN
    if probability >= t.reference:
        return _ROLE_BELOW_INJECT.get(status)
    return None


def decide(
    probabilities: Sequence[float],
    statuses: Sequence[str],
    t: Thresholds,
    blocked: Sequence[bool] | None = None,
) -> tuple[str, list[str | None]]:
    """Apply the rule to one query's candidates (best first).

    Args:
        blocked: per candidate, whether a guard bars it from ``default_plan``
            (default: no guard fires).

    Returns:
        (decision, roles) where ``roles[i]`` is candidate i's role or None.
    """
    bars = list(blocked) if blocked is not None else [False] * len(statuses)
    roles = [role_for(p, s, t, b) for p, s, b in zip(probabilities, statuses, bars, strict=True)]
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
