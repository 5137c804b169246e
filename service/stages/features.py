"""Decision features of one candidate (seed article 001: one global score is not enough).

Besides the scores, the decision looks at what an agent's reviewer would:
does the entry name the asset being migrated, do the query's identifiers
appear in it, does the asset type match, how much of the question does the
chunk cover, and what is the entry's status. All features are bounded and
comparable across queries (raw BM25 scores are not, so only ranks and
coverage shares are used).

The list and order of features is part of the scorer identity recorded in a
calibration artifact; changing a definition means bumping FEATURES_VERSION.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from analyzers import QueryTerms
from service.contracts import ExperienceEntry, QueryContext
from service.domain import Candidate

FEATURES_VERSION = "v2"

# Features present whatever the scorer.
BASE_FEATURES: tuple[str, ...] = (
    "fused",  # RRF score scaled so that rank 1 in both paths = 1.0
    "lex_rr",  # 1 / lexical rank (0 when the lexical path did not return it)
    "dense_rr",  # 1 / dense rank (0 when absent)
    "dense_cos",  # cosine similarity of query and chunk (0 when absent)
    "coverage",  # weighted share of the user's own query terms found in the chunk
    "ident_cov",  # share of the query's identifiers (and context.asset) found in the entry
    "ident_absent",  # 1 - ident_cov when the query names identifiers, else 0
    "asset_hit",  # context.asset is one of the entry's assets (exact)
    "asset_conflict",  # context.asset given, entry names other assets only
    "type_match",  # +1 same asset_type as context, -1 different, 0 unknown
    "position",  # 1 / position in the final candidate list
    "margin",  # fused score lead over the next candidate (same scaling as "fused")
    "st_review",  # status review_required
    "st_candidate",  # status candidate
    "counter_only",  # weighted share of the user's terms found in counter_conditions but not in the chunk
)
RERANK_FEATURE = "rerank"


def feature_names(with_reranker: bool) -> tuple[str, ...]:
    """The feature list for a scorer with or without a cross-encoder."""
    return BASE_FEATURES + ((RERANK_FEATURE,) if with_reranker else ())


@dataclass(frozen=True)
class FeatureInputs:
    """Everything the features of one candidate depend on."""

    candidate: Candidate
    entry: ExperienceEntry
    chunk_terms: frozenset[str]
    counter_terms: frozenset[str]  # analyzed counter_conditions (失效条件) of the entry
    position: int  # 1-based position in the final list
    next_fused: float | None  # fused score of the next candidate, if any


def _fused_scale(k: int) -> float:
    # rank 1 in two paths scores 2/(k+1); scale that to 1.0.
    return (k + 1) / 2.0


def candidate_features(
    query: QueryTerms,
    context: QueryContext,
    inputs: FeatureInputs,
    rrf_k: int,
    with_reranker: bool,
) -> dict[str, float]:
    """The decision features of one candidate (see BASE_FEATURES for meanings)."""
    c, e = inputs.candidate, inputs.entry
    scale = _fused_scale(rrf_k)
    own = [t for t in query.terms if t.origin != "glossary"]
    total_w = sum(t.weight for t in own)
    covered = sum(t.weight for t in own if t.term in inputs.chunk_terms)
    coverage = covered / total_w if total_w > 0 else 0.0
    # What the question asks about that the entry names only as a case where it must NOT be applied.
    counter = sum(t.weight for t in own if t.term in inputs.counter_terms and t.term not in inputs.chunk_terms)
    counter_only = counter / total_w if total_w > 0 else 0.0

    assets_lower = {a.lower() for a in e.assets}
    wanted = list(dict.fromkeys([*query.identifiers, *([context.asset] if context.asset else [])]))
    if wanted:
        found = sum(1 for w in wanted if w.lower() in assets_lower or w.lower() in inputs.chunk_terms)
        ident_cov = found / len(wanted)
        ident_absent = 1.0 - ident_cov
    else:
        ident_cov = ident_absent = 0.0

    asset_hit = 1.0 if context.asset and context.asset in e.assets else 0.0
    asset_conflict = 1.0 if context.asset and e.assets and context.asset not in e.assets else 0.0
    if context.asset_type is None:
        type_match = 0.0
    else:
        type_match = 1.0 if context.asset_type == e.asset_type else -1.0

    feats = {
        "fused": c.fused_score * scale,
        "lex_rr": 1.0 / c.lexical_rank if c.lexical_rank else 0.0,
        "dense_rr": 1.0 / c.dense_rank if c.dense_rank else 0.0,
        "dense_cos": float(c.dense_score) if c.dense_score is not None else 0.0,
        "coverage": coverage,
        "ident_cov": ident_cov,
        "ident_absent": ident_absent,
        "asset_hit": asset_hit,
        "asset_conflict": asset_conflict,
        "type_match": type_match,
        "position": 1.0 / inputs.position,
        "margin": (c.fused_score - (inputs.next_fused or 0.0)) * scale,
        "st_review": 1.0 if e.status.value == "review_required" else 0.0,
        "st_candidate": 1.0 if e.status.value == "candidate" else 0.0,
        "counter_only": counter_only,
    }
    if with_reranker:
        feats[RERANK_FEATURE] = float(c.rerank_score) if c.rerank_score is not None else 0.0
    return feats


def features_for_list(
    query: QueryTerms,
    context: QueryContext,
    candidates: Sequence[Candidate],
    entries: dict[str, ExperienceEntry],
    chunk_terms: dict[tuple[str, int], frozenset[str]],
    counter_terms: dict[str, frozenset[str]],
    rrf_k: int,
    with_reranker: bool,
) -> list[dict[str, float]]:
    """Features of every candidate of a final list (best first)."""
    out = []
    for i, c in enumerate(candidates):
        nxt = candidates[i + 1].fused_score if i + 1 < len(candidates) else None
        inputs = FeatureInputs(
            candidate=c,
            entry=entries[c.entry_id],
            chunk_terms=chunk_terms.get((c.entry_id, c.n), frozenset()),
            counter_terms=counter_terms.get(c.entry_id, frozenset()),
            position=i + 1,
            next_fused=nxt,
        )
        out.append(candidate_features(query, context, inputs, rrf_k, with_reranker))
    return out
