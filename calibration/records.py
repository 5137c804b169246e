"""Recorded retrieval results for offline calibration, and their decisions.

A sweep must be repeatable without rerunning retrieval: the producer (the
``mxr sweep`` command) runs the pipeline once per eval query
(formats.md §3), records the top-N candidates after rerank with their
decision features and labels as :class:`QueryRecord` lines (JSON Lines,
one query per line), and every later fit, sweep and report reads them back
with :func:`read_records`.

:func:`outcome` applies the shared decision rule (``service.decision.rule``) to
one record; it is the only place where records meet thresholds.
"""

from __future__ import annotations

import json
import math
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from analyzers.language import LANGUAGES, ZH_CJK_SHARE, detect_language  # noqa: F401 - re-exported
from service.decision.rule import ABSTAIN, DEFAULT_PLAN, INJECT, REFERENCE, Thresholds, decide, plan_blocked, served_order

# --------------------------------------------------------------------------
# Vocabularies (formats.md §1 status, §3 labels and expected decisions)
# --------------------------------------------------------------------------

#: Entry statuses a recorded candidate may carry. ``deprecated`` never passes
#: the eligibility gate, but the rule drops it should one be recorded anyway.
STATUSES = frozenset({"verified", "review_required", "candidate", "deprecated"})
REUSABLE = "reusable"
REFERENCE_ONLY = "reference_only"
NOT_APPLICABLE = "not_applicable"
#: Graded labels of formats.md §3; an entry not labeled is irrelevant (None).
LABELS = frozenset({REUSABLE, REFERENCE_ONLY, NOT_APPLICABLE})
#: Expected decisions of formats.md §3 (the same names as the rule's decisions).
DECISIONS = (INJECT, REFERENCE, ABSTAIN)


class RecordsInvalid(ValueError):
    """A records file or record breaks the shape described in this module."""




class FrozenMap(Mapping[str, Any]):
    """A read-only, picklable copy of a mapping (records never share state with their input).

    Equal to any mapping with the same items; unhashable, like a dict.
    """

    __slots__ = ("_data",)

    def __init__(self, values: Mapping[str, Any] | None = None) -> None:
        self._data = dict(values or {})

    def __getitem__(self, key: str) -> Any:
        return self._data[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self._data)

    def __len__(self) -> int:
        return len(self._data)

    def __repr__(self) -> str:
        return f"FrozenMap({self._data!r})"

    def __reduce__(self) -> tuple[type[FrozenMap], tuple[dict[str, Any]]]:
        return (FrozenMap, (self._data,))

    __hash__ = None  # type: ignore[assignment]


def _frozen_mapping(values: Mapping[str, Any]) -> Mapping[str, Any]:
    """A read-only copy (so a record never shares state with its input)."""
    return FrozenMap(values)


# --------------------------------------------------------------------------
# Records
# --------------------------------------------------------------------------


@dataclass(frozen=True)
class CandidateRecord:
    """One recorded candidate of one eval query (after rerank, top-N).

    Attributes:
        entry_id: the experience entry's id.
        chunk: which chunk of the entry matched (0-based).
        status: the entry's status (formats.md §1).
        asset_type: the entry's asset type.
        features: the decision features the service computed for it, by name.
        label: the query's label for this entry, or None (unlabeled = irrelevant).

    Raises:
        RecordsInvalid: on an unknown status or label, or a non-finite feature.
    """

    entry_id: str
    chunk: int
    status: str
    asset_type: str
    features: Mapping[str, float] = field(hash=False)
    label: str | None = None

    def __post_init__(self) -> None:
        if self.status not in STATUSES:
            raise RecordsInvalid(f"candidate {self.entry_id!r}: unknown status {self.status!r}")
        if self.label is not None and self.label not in LABELS:
            raise RecordsInvalid(f"candidate {self.entry_id!r}: unknown label {self.label!r}")
        feats = {str(k): float(v) for k, v in self.features.items()}
        bad = sorted(k for k, v in feats.items() if not math.isfinite(v))
        if bad:
            raise RecordsInvalid(f"candidate {self.entry_id!r}: non-finite features {bad}")
        object.__setattr__(self, "features", _frozen_mapping(feats))

    @property
    def reusable(self) -> bool:
        """True when labeled ``reusable`` for its query."""
        return self.label == REUSABLE

    def to_json(self) -> dict[str, Any]:
        """A JSON-ready dict (the inverse of :meth:`from_json`)."""
        return {
            "entry_id": self.entry_id,
            "chunk": self.chunk,
            "status": self.status,
            "asset_type": self.asset_type,
            "features": dict(self.features),
            "label": self.label,
        }

    @classmethod
    def from_json(cls, obj: Mapping[str, Any]) -> CandidateRecord:
        """Build from :meth:`to_json`'s shape; raises RecordsInvalid."""
        try:
            return cls(
                entry_id=str(obj["entry_id"]),
                chunk=int(obj["chunk"]),
                status=str(obj["status"]),
                asset_type=str(obj["asset_type"]),
                features=dict(obj["features"]),
                label=obj.get("label"),
            )
        except (KeyError, TypeError, ValueError) as exc:
            if isinstance(exc, RecordsInvalid):
                raise
            raise RecordsInvalid(f"candidate: {type(exc).__name__}: {exc}") from exc


@dataclass(frozen=True)
class QueryRecord:
    """One eval query (formats.md §3) with its recorded candidates.

    Attributes:
        query_id: the eval query's ``id``.
        query: the query text.
        category: the eval query's ``category`` (for slicing).
        language: ``"zh"`` or ``"en"`` (see :func:`detect_language`).
        asset_type: the query's asset type as the producer decided it.
        expected: ``expected_decision`` (inject | reference | abstain).
        labels: entry id -> graded label, for ALL labeled entries (retrieved or not).
        candidates: the top-N candidates after rerank, best first.
        library: the labeled library the query belongs to ("" for a single
            eval set); leave-one-library-out fits group their folds by it.

    Raises:
        RecordsInvalid: on an unknown expected decision, language or label, or
            when a candidate's label disagrees with ``labels``.
    """

    query_id: str
    query: str
    category: str
    language: str
    asset_type: str
    expected: str
    labels: Mapping[str, str] = field(hash=False)
    candidates: tuple[CandidateRecord, ...] = ()
    library: str = ""

    def __post_init__(self) -> None:
        if self.expected not in DECISIONS:
            raise RecordsInvalid(f"query {self.query_id!r}: unknown expected decision {self.expected!r}")
        if self.language not in LANGUAGES:
            raise RecordsInvalid(f"query {self.query_id!r}: unknown language {self.language!r}")
        labels = {str(k): str(v) for k, v in self.labels.items()}
        bad = sorted(v for v in labels.values() if v not in LABELS)
        if bad:
            raise RecordsInvalid(f"query {self.query_id!r}: unknown labels {bad}")
        cands = tuple(self.candidates)
        for c in cands:
            if c.label != labels.get(c.entry_id):
                raise RecordsInvalid(
                    f"query {self.query_id!r}: candidate {c.entry_id!r} carries label {c.label!r} "
                    f"but the query labels it {labels.get(c.entry_id)!r}"
                )
        object.__setattr__(self, "labels", _frozen_mapping(labels))
        object.__setattr__(self, "candidates", cands)

    @property
    def statuses(self) -> tuple[str, ...]:
        """The candidates' statuses, best first."""
        return tuple(c.status for c in self.candidates)

    def to_json(self) -> dict[str, Any]:
        """A JSON-ready dict (the inverse of :meth:`from_json`)."""
        return {
            "query_id": self.query_id,
            "query": self.query,
            "category": self.category,
            "language": self.language,
            "asset_type": self.asset_type,
            "expected": self.expected,
            "labels": dict(self.labels),
            "candidates": [c.to_json() for c in self.candidates],
            **({"library": self.library} if self.library else {}),
        }

    @classmethod
    def from_json(cls, obj: Mapping[str, Any]) -> QueryRecord:
        """Build from :meth:`to_json`'s shape; raises RecordsInvalid."""
        try:
            return cls(
                query_id=str(obj["query_id"]),
                query=str(obj["query"]),
                category=str(obj["category"]),
                language=str(obj["language"]),
                asset_type=str(obj["asset_type"]),
                expected=str(obj["expected"]),
                labels=dict(obj.get("labels") or {}),
                candidates=tuple(CandidateRecord.from_json(c) for c in obj.get("candidates") or ()),
                library=str(obj.get("library") or ""),
            )
        except (KeyError, TypeError, ValueError) as exc:
            if isinstance(exc, RecordsInvalid):
                raise
            raise RecordsInvalid(f"query: {type(exc).__name__}: {exc}") from exc


def write_records(path: str | Path, records: Iterable[QueryRecord]) -> Path:
    """Write records as UTF-8 JSON Lines, one query per line, in order.

    Returns:
        The path written.
    """
    out = Path(path)
    out.parent.mkdir(parents=True, exist_ok=True)
    lines = [json.dumps(r.to_json(), ensure_ascii=False, allow_nan=False) for r in records]
    out.write_text("".join(line + "\n" for line in lines), encoding="utf-8")
    return out


def read_records(path: str | Path) -> list[QueryRecord]:
    """Read records written by :func:`write_records` (blank lines skipped).

    Raises:
        RecordsInvalid: naming ``path:line`` on the first bad line, or on a
            repeated ``query_id``.
    """
    src = Path(path)
    records: list[QueryRecord] = []
    seen: set[str] = set()
    for lineno, line in enumerate(src.read_text(encoding="utf-8").splitlines(), start=1):
        if not line.strip():
            continue
        try:
            rec = QueryRecord.from_json(json.loads(line))
        except (json.JSONDecodeError, RecordsInvalid, AttributeError) as exc:
            raise RecordsInvalid(f"{src}:{lineno}: {exc}") from exc
        if rec.query_id in seen:
            raise RecordsInvalid(f"{src}:{lineno}: repeated query_id {rec.query_id!r}")
        seen.add(rec.query_id)
        records.append(rec)
    return records


# --------------------------------------------------------------------------
# Outcomes: the decision rule applied to one record
# --------------------------------------------------------------------------


@dataclass(frozen=True)
class QueryOutcome:
    """What the decision rule concluded for one recorded query.

    Attributes:
        query_id: the query's id.
        decided: inject | reference | abstain.
        roles: each candidate's role (``service.decision.rule`` names) or None, best first.
        default_plan_ids: entry ids of the candidates playing ``default_plan``.
        thresholds: the operating point that was applied.
        served: candidate positions in the order the service returns results
            (``service.decision.rule.served_order``: the default plan, then best
            probability first, guard-barred candidates last); those with a
            role are what the agent sees.
    """

    query_id: str
    decided: str
    roles: tuple[str | None, ...]
    default_plan_ids: tuple[str, ...]
    thresholds: Thresholds
    served: tuple[int, ...] = ()

    def returned_ids(self, record: QueryRecord) -> list[str]:
        """The entry ids the agent is given, in served order (empty on abstain)."""
        order = self.served or tuple(range(len(self.roles)))
        return [record.candidates[i].entry_id for i in order if self.roles[i] is not None]


def outcome(record: QueryRecord, probabilities: Sequence[float], thresholds: Thresholds) -> QueryOutcome:
    """Apply the service's decision rule (``service.decision.rule.decide``, guards included) to one record.

    Args:
        record: the recorded query.
        probabilities: one calibrated probability per candidate, best first.
        thresholds: the operating point.

    Raises:
        ValueError: when ``probabilities`` and the candidates differ in length.
    """
    probs = [float(p) for p in probabilities]
    if len(probs) != len(record.candidates):
        raise ValueError(
            f"query {record.query_id!r}: {len(probs)} probabilities for {len(record.candidates)} candidates"
        )
    blocked = [plan_blocked(c.features) for c in record.candidates]
    decided, roles = decide(probs, record.statuses, thresholds, blocked)
    plan_ids = tuple(c.entry_id for c, r in zip(record.candidates, roles, strict=True) if r == DEFAULT_PLAN)
    return QueryOutcome(
        query_id=record.query_id,
        decided=decided,
        roles=tuple(roles),
        default_plan_ids=plan_ids,
        thresholds=thresholds,
        served=served_order(probs, blocked, roles),
    )
