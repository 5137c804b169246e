"""Labels against the contract (formats.md §3): what a query's labels imply, and what contradicts it.

``expected_decision`` is not free: it follows from the labels, the entries'
statuses and the eligibility rules. ``inject`` iff some eligible ``verified``
entry is labeled ``reusable``; else ``reference`` iff some eligible,
non-deprecated entry is labeled ``reusable`` or ``reference_only``; else
``abstain``. A ``reusable`` or ``reference_only`` label on an entry that is not
eligible in the query's context (or unknown, or deprecated) contradicts the
contract: the entry could never be used there, so the label must be
``not_applicable``. Eligibility is the service's own predicate
(``service.eligibility.is_eligible``), so labels are checked exactly as
queries are gated.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from service.contracts import EvalQuery, ExperienceEntry
from service.eligibility import is_eligible

#: Labels that make an entry usable for its query (formats.md §3).
RELEVANT = ("reusable", "reference_only")
#: The categories every labeled library should cover (formats.md §3 plus the pool's two).
CATEGORIES = (
    "identifier",
    "synonym",
    "jargon",
    "version_gate",
    "status_gate",
    "scope_gate",
    "missing",
    "not_applicable",
    "long_doc",
    "multilingual",
    "error_code",
)


def implied_decision(item: EvalQuery, entries: Mapping[str, ExperienceEntry]) -> str:
    """The decision ``item``'s labels imply (unknown or ineligible entries imply nothing)."""
    implied = "abstain"
    for eid, lab in item.labels.items():
        e = entries.get(eid)
        if e is None or lab.value not in RELEVANT or not is_eligible(e, item.context):
            continue
        if lab.value == "reusable" and e.status.value == "verified":
            return "inject"
        implied = "reference"
    return implied


def label_problems(items: Sequence[EvalQuery], entries: Mapping[str, ExperienceEntry]) -> list[str]:
    """Every label that contradicts the contract, and every expected_decision its labels do not imply."""
    out: list[str] = []
    for it in items:
        for eid, lab in it.labels.items():
            e = entries.get(eid)
            if e is None:
                out.append(f"{it.id}: labels {eid!r}, which is not in the library")
            elif lab.value in RELEVANT and not is_eligible(e, it.context):
                out.append(f"{it.id}: {eid} is labeled {lab.value} but is not eligible in this context ({e.status.value}, project {e.project})")
        implied = implied_decision(it, entries)
        if implied != it.expected_decision.value:
            out.append(f"{it.id}: expected_decision is {it.expected_decision.value} but its labels imply {implied}")
    return out


@dataclass
class LibraryReport:
    """What ``mxr check`` says of one library."""

    name: str
    entries: int
    queries: int
    problems: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    by_decision: Counter = field(default_factory=Counter)
    by_category: Counter = field(default_factory=Counter)
    by_status: Counter = field(default_factory=Counter)


def check_library(
    name: str,
    entries: Sequence[ExperienceEntry],
    items: Sequence[EvalQuery],
    *,
    min_entries: int = 80,
    min_queries: int = 60,
    min_per_category: int = 4,
) -> LibraryReport:
    """Contract problems (fatal) and coverage notes (advice) of one labeled library."""
    by_id = {e.id: e for e in entries}
    rep = LibraryReport(name, len(entries), len(items))
    rep.problems = label_problems(items, by_id)
    ids = [it.id for it in items]
    rep.problems += [f"query id {q!r} appears {n} times" for q, n in Counter(ids).items() if n > 1]
    rep.by_decision = Counter(it.expected_decision.value for it in items)
    rep.by_category = Counter(it.category for it in items)
    rep.by_status = Counter(e.status.value for e in entries)
    if len(entries) < min_entries:
        rep.notes.append(f"{len(entries)} entries (a pool library should have at least {min_entries})")
    if len(items) < min_queries:
        rep.notes.append(f"{len(items)} queries (a pool library should have at least {min_queries})")
    thin = [c for c in CATEGORIES if rep.by_category[c] < min_per_category]
    if thin:
        rep.notes.append(f"categories with fewer than {min_per_category} queries: {', '.join(thin)}")
    return rep
