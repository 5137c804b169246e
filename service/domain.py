"""Frozen value objects passed between pipeline stages.

Stages take and return these; none of them is mutated after construction.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field
from typing import Any


class RecallPath(str, enum.Enum):
    """The two first-stage retrieval paths."""

    LEXICAL = "lexical"
    DENSE = "dense"


@dataclass(frozen=True)
class IndexedChunk:
    """One chunk of an entry as both engines store it.

    ``text`` is what is embedded and shown (title line + chunk body);
    ``terms`` is the analyzer's output for BM25; ``scope_key`` names the
    entry's eligibility scope (see ``service.eligibility``).
    """

    entry_id: str
    n: int
    text: str
    terms: tuple[str, ...]
    scope_key: str
    status: str
    asset_type: str

    @property
    def chunk_id(self) -> str:
        return f"{self.entry_id}::{self.n}"


@dataclass(frozen=True)
class Hit:
    """A chunk returned by one engine, with that engine's raw score."""

    entry_id: str
    n: int
    score: float

    @property
    def chunk_id(self) -> str:
        return f"{self.entry_id}::{self.n}"


@dataclass(frozen=True)
class PathResult:
    """One recall path's ordered hits (one per entry, best chunk), or its failure."""

    path: RecallPath
    hits: tuple[Hit, ...]
    elapsed_ms: float
    error: str | None = None
    # The dense path's query vector (L2-normalised), reused by the decision features.
    vector: Any = field(default=None, compare=False, repr=False)

    @property
    def failed(self) -> bool:
        return self.error is not None


@dataclass(frozen=True)
class Candidate:
    """An entry after fusion (and possibly rerank), with its provenance."""

    entry_id: str
    n: int
    fused_score: float
    fused_rank: int
    lexical_rank: int | None = None
    dense_rank: int | None = None
    lexical_score: float | None = None
    dense_score: float | None = None
    rerank_score: float | None = None
    rerank_rank: int | None = None

    @property
    def chunk_id(self) -> str:
        return f"{self.entry_id}::{self.n}"


@dataclass(frozen=True)
class FusedList:
    """The fused candidates, best first, and the paths that fed them."""

    candidates: tuple[Candidate, ...]
    paths: tuple[RecallPath, ...] = ()
    degraded: tuple[RecallPath, ...] = ()


@dataclass(frozen=True)
class RerankedList:
    """Top candidates after the rerank stage (fused order kept if no reranker)."""

    candidates: tuple[Candidate, ...]
    reranker: str
    applied: bool
    elapsed_ms: float = 0.0


@dataclass(frozen=True)
class ScoredCandidate:
    """A candidate with its decision features and calibrated probability."""

    candidate: Candidate
    features: dict[str, float] = field(hash=False)
    probability: float
    role: str | None  # a contracts.Role value, or None when it clears no threshold


@dataclass(frozen=True)
class Decision:
    """What the decide stage concluded for one request."""

    kind: str  # a contracts.DecisionKind value
    scored: tuple[ScoredCandidate, ...]
    inject_threshold: float
    reference_threshold: float
    threshold_scope: str | None  # whose thresholds applied: an asset type, a language, "<type>+<language>"; None = global
    #: The answerability gate's score for the query and the threshold it met
    #: (None: the artifact has no gate, or the rule did not offer a reference and the gate did not run).
    answerability: float | None = None
    answerability_threshold: float | None = None

    @property
    def gate_abstained(self) -> bool:
        """True when the answerability gate turned this answer into an abstention."""
        return (
            self.kind == "abstain"
            and self.answerability is not None
            and self.answerability_threshold is not None
            and self.answerability < self.answerability_threshold
        )
