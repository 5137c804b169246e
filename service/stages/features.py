"""Decision features of one candidate (seed article 001: one global score is not enough).

Every feature means the same thing in every library, so that a decision
model fitted on some teams' libraries holds on another's: ranks, shares and
ratios within the query's own candidate list, BM25-style IDF weights from the
index the query ran on, cosine similarities of one fixed embedder, and the
contract the entry states (assets, counter-conditions, status). Raw BM25
scores are never used: they change with the library's size and wording.

Besides the scores, the decision looks at what a reviewer would: does the
entry name the asset being migrated (or a different one), do its
counter-conditions (失效条件) name the query's asset or match the question,
does it cover what is asked beyond the asset's name (the sub-question), and
what is the entry's status.

Besides those named scalars, the model reads one block of learned semantic
match (``qe_000`` …): the element-wise product of the query's vector and the
vector of the chunk the candidate matched with (it sums to the dense cosine). Its coefficients, fitted on the pool of
labeled libraries, make a diagonal bilinear similarity q·diag(w)·e: which
directions of the embedding space mean "answers this question" rather than
"is about the same topic". Measured leave-one-library-out it is what lets
the decision certify Chinese paraphrases (docs/design-notes.md §17).

Two features are guards (``service.decision.rule.GUARD_FEATURES``): when one
fires the entry is never the default plan, whatever the model says.

The list and order of features is part of the scorer identity recorded in a
calibration artifact; changing a definition means bumping FEATURES_VERSION.
"""

from __future__ import annotations

import functools
import math
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from analyzers import QueryTerms
from service.contracts import ExperienceEntry, QueryContext
from service.domain import Candidate

FEATURES_VERSION = "v5"

# Features present whatever the scorer (the model's inputs, in order).
BASE_FEATURES: tuple[str, ...] = (
    "fused",  # RRF score scaled so that rank 1 in both paths = 1.0
    "lex_rr",  # 1 / lexical rank (0 when the lexical path did not return it)
    "dense_rr",  # 1 / dense rank (0 when absent)
    "dense_cos",  # cosine similarity of query and chunk (0 when absent)
    "lex_share",  # BM25 score / the query's best BM25 score (0 when absent): scale-free
    "dense_gap",  # best cosine among the dense hits minus this chunk's cosine
    "agree",  # 1 when both paths rank the entry in their top 5
    "coverage",  # analyzer-weighted share of the user's own query terms found in the chunk
    "idf_cov",  # the same share weighted by BM25 IDF too (rare terms count more), over the terms the library knows
    "idf_cov_rel",  # idf_cov / the best idf_cov in the list
    "idf_lead",  # idf_cov minus the best idf_cov among the OTHER candidates (dominance, may be < 0)
    "subq_cov",  # idf_cov over the query terms that are not the asset's name: the sub-question
    "unknown_share",  # IDF-weighted share of the user's terms that no chunk of the library contains
    "title_in_q",  # IDF-weighted share of the title's terms (asset names aside) that the query uses
    "counter_in_q",  # IDF-weighted share of the counter-conditions' terms (asset names aside) that the query uses
    "title_cos",  # cosine of query and the entry's title
    "subq_title",  # cosine of the query without asset names and the title without the entry's assets
    "title_lead",  # title_cos minus the best title_cos among the other candidates
    "dense_lead",  # dense_cos minus the best dense_cos among the other candidates
    "counter_cos",  # cosine of query and the entry's counter_conditions (0 when none)
    "cond_cos",  # cosine of query and the entry's conditions (0 when none)
    "counter_pull",  # counter_cos minus the best of title_cos / cond_cos / dense_cos: closer to the exclusions?
    "counter_only",  # weighted share of the user's terms found in counter_conditions but not in the chunk
    "asset_hit",  # the query names one of the entry's assets (context.asset or in the text)
    "asset_conflict",  # the query names an asset, the entry names only other assets
    "ident_cov",  # share of the query's identifiers (and context.asset) found in the entry
    "type_match",  # +1 same asset_type as context, -1 different, 0 unknown
    "position",  # 1 / position in the final candidate list
    "margin",  # fused score lead over the next candidate (same scaling as "fused")
    "st_review",  # status review_required
    "st_candidate",  # status candidate
)
# Guards: recorded with the features, read by the decision rule, not by the model.
GUARDS: tuple[str, ...] = (
    "guard_counter_asset",  # the entry's counter_conditions name an asset the query names that is not the entry's own
    "guard_other_asset",  # the query names an asset and the entry is about other assets only
)
RERANK_FEATURE = "rerank"
#: Prefix of the semantic-match block: ``qe_<i>`` = q_i · e_i (query and entry vectors, unit length).
MATCH_PREFIX = "qe_"
# Both paths rank the entry within this many places: "lexical-dense agreement".
AGREE_RANK = 5


@functools.lru_cache(maxsize=8)
def match_feature_names(dim: int) -> tuple[str, ...]:
    """Names of the semantic-match block for an embedder of ``dim`` dimensions (``qe_000`` …)."""
    width = max(3, len(str(max(dim - 1, 0))))
    return tuple(f"{MATCH_PREFIX}{i:0{width}d}" for i in range(dim))


def feature_names(with_reranker: bool, match_dim: int = 0) -> tuple[str, ...]:
    """The model's feature list: the named features, the semantic-match block, the cross-encoder's score."""
    return BASE_FEATURES + match_feature_names(match_dim) + ((RERANK_FEATURE,) if with_reranker else ())


def is_match_feature(name: str) -> bool:
    """True for a feature of the semantic-match block (reports list those as one block)."""
    return name.startswith(MATCH_PREFIX)


def bm25_idf(doc_freq: int, n_docs: int) -> float:
    """Lucene's BM25 IDF, ln(1 + (N − df + 0.5) / (df + 0.5)); 1.0 for an empty index."""
    if n_docs <= 0:
        return 1.0
    df = min(max(doc_freq, 0), n_docs)
    return math.log(1.0 + (n_docs - df + 0.5) / (df + 0.5))


def _name_pattern(name: str) -> re.Pattern[str]:
    # An asset name as a whole identifier: not inside a longer one (YsTable ≠ YsTableLite).
    return re.compile(r"(?<![\w$@./-])" + re.escape(name.lower()) + r"(?![\w$-])")


def named_assets(text: str, context_asset: str | None, vocabulary: Sequence[str]) -> frozenset[str]:
    """The assets a query names (lowercased): ``context.asset`` plus known asset names found in its text.

    Args:
        vocabulary: asset names known to the library (the candidates' ``assets``).
    """
    low = text.lower()
    found = {a.lower() for a in vocabulary if a and _name_pattern(a).search(low)}
    if context_asset:
        found.add(context_asset.lower())
    return frozenset(found)


def mentions(text: str | None, names: frozenset[str]) -> bool:
    """True when ``text`` names one of ``names`` as a whole identifier."""
    if not text or not names:
        return False
    low = text.lower()
    return any(_name_pattern(n).search(low) for n in names)


@dataclass(frozen=True)
class QueryEvidence:
    """What every candidate's features of one request share.

    Attributes:
        idf: BM25 IDF of each of the query's terms in the index it ran on.
        assets: the assets the query names, lowercased (see :func:`named_assets`).
        asset_terms: analyzer terms of those names (their sub-words included).
        best_lexical, best_dense: the query's best BM25 score and cosine (None when absent).
        similarity: per entry id, cosines of the query with its title,
            counter_conditions and conditions (missing when the dense path failed).
        focus: per entry id, the analyzer terms of its title and of its
            counter_conditions, both without the entry's own asset names.
        unknown: the query's terms that no chunk of the index contains (document frequency 0).
        match: per entry id, the element-wise product of the query's vector and
            its matched chunk's (missing when the dense path failed: the block is then 0).
        match_dim: the embedder's dimension (the size of the block, whether or not it is known).
    """

    idf: Mapping[str, float] = field(default_factory=dict)
    assets: frozenset[str] = frozenset()
    asset_terms: frozenset[str] = frozenset()
    best_lexical: float | None = None
    best_dense: float | None = None
    similarity: Mapping[str, Mapping[str, float]] = field(default_factory=dict)
    focus: Mapping[str, tuple[frozenset[str], frozenset[str]]] = field(default_factory=dict)
    unknown: frozenset[str] = frozenset()
    match: Mapping[str, Sequence[float]] = field(default_factory=dict)
    match_dim: int = 0


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


def _share(terms: Sequence[tuple[str, float]], present: frozenset[str]) -> float:
    total = sum(w for _, w in terms)
    return sum(w for t, w in terms if t in present) / total if total > 0 else 0.0


def candidate_features(
    query: QueryTerms,
    context: QueryContext,
    inputs: FeatureInputs,
    rrf_k: int,
    with_reranker: bool,
    evidence: QueryEvidence | None = None,
) -> dict[str, float]:
    """The decision features and guards of one candidate (see BASE_FEATURES and GUARDS)."""
    ev = evidence or QueryEvidence()
    c, e = inputs.candidate, inputs.entry
    scale = _fused_scale(rrf_k)
    own = [t for t in query.terms if t.origin != "glossary"]
    weighted = [(t.term, t.weight) for t in own]
    idf_weighted = [(t.term, t.weight * ev.idf.get(t.term, 1.0)) for t in own]
    # A term no chunk of the library contains (df = 0) is evidence for no candidate; it gets the
    # highest IDF, so counting it in the shares' denominators would only lower every candidate alike —
    # and far more for Chinese, whose overlapping bigrams span word boundaries ("的数", "据的") that no
    # document has. Its weight is reported once, as unknown_share.
    known = [(t, w) for t, w in idf_weighted if t not in ev.unknown] or idf_weighted
    subq = [(t, w) for t, w in known if t not in ev.asset_terms]
    coverage = _share(weighted, inputs.chunk_terms)
    idf_cov = _share(known, inputs.chunk_terms)
    subq_cov = _share(subq, inputs.chunk_terms) if subq else idf_cov
    unknown_share = _share(idf_weighted, ev.unknown) if ev.unknown else 0.0
    asked = frozenset(t.term for t in query.terms)
    title_terms, counter_focus = ev.focus.get(e.id, (frozenset(), frozenset()))
    title_in_q = _share([(t, ev.idf.get(t, 1.0)) for t in sorted(title_terms)], asked)
    counter_in_q = _share([(t, ev.idf.get(t, 1.0)) for t in sorted(counter_focus)], asked)
    # What the question asks about that the entry names only as a case where it must NOT be applied.
    total_w = sum(w for _, w in weighted)
    counter = sum(w for t, w in weighted if t in inputs.counter_terms and t not in inputs.chunk_terms)
    counter_only = counter / total_w if total_w > 0 else 0.0

    assets_lower = {a.lower() for a in e.assets}
    wanted = list(dict.fromkeys([*query.identifiers, *([context.asset] if context.asset else [])]))
    if wanted:
        found = sum(1 for w in wanted if w.lower() in assets_lower or w.lower() in inputs.chunk_terms)
        ident_cov = found / len(wanted)
    else:
        ident_cov = 0.0
    asset_hit = 1.0 if ev.assets & assets_lower else 0.0
    other_asset = 1.0 if ev.assets and assets_lower and not (ev.assets & assets_lower) else 0.0
    # "只适用于 LegacyTable；LegacyList 不同" names the entry's own asset as where it holds:
    # only a named asset that is not the entry's own is a case where it must not be applied.
    counter_asset = 1.0 if mentions(e.counter_conditions, ev.assets - assets_lower) else 0.0
    if context.asset_type is None:
        type_match = 0.0
    else:
        type_match = 1.0 if context.asset_type == e.asset_type else -1.0
    sim = ev.similarity.get(e.id, {})
    cos = float(c.dense_score) if c.dense_score is not None else 0.0
    feats = {
        "fused": c.fused_score * scale,
        "lex_rr": 1.0 / c.lexical_rank if c.lexical_rank else 0.0,
        "dense_rr": 1.0 / c.dense_rank if c.dense_rank else 0.0,
        "dense_cos": cos,
        "lex_share": (c.lexical_score / ev.best_lexical)
        if c.lexical_score is not None and ev.best_lexical and ev.best_lexical > 0
        else 0.0,
        "dense_gap": (ev.best_dense - cos) if ev.best_dense is not None else 0.0,
        "agree": 1.0
        if c.lexical_rank and c.dense_rank and c.lexical_rank <= AGREE_RANK and c.dense_rank <= AGREE_RANK
        else 0.0,
        "coverage": coverage,
        "idf_cov": idf_cov,
        "idf_cov_rel": idf_cov,  # relative features are set in features_for_list
        "idf_lead": 0.0,
        "subq_cov": subq_cov,
        "unknown_share": unknown_share,
        "title_in_q": title_in_q,
        "counter_in_q": counter_in_q,
        "title_cos": sim.get("title", 0.0),
        "subq_title": sim.get("subq_title", sim.get("title", 0.0)),
        "title_lead": 0.0,
        "dense_lead": 0.0,
        "counter_cos": sim.get("counter", 0.0),
        "cond_cos": sim.get("conditions", 0.0),
        "counter_pull": (sim["counter"] - max(sim.get("title", 0.0), sim.get("conditions", 0.0), cos)) if "counter" in sim else 0.0,
        "counter_only": counter_only,
        "asset_hit": asset_hit,
        "asset_conflict": other_asset,
        "ident_cov": ident_cov,
        "type_match": type_match,
        "position": 1.0 / inputs.position,
        "margin": (c.fused_score - (inputs.next_fused or 0.0)) * scale,
        "st_review": 1.0 if e.status.value == "review_required" else 0.0,
        "st_candidate": 1.0 if e.status.value == "candidate" else 0.0,
        "guard_counter_asset": counter_asset,
        "guard_other_asset": other_asset,
    }
    if ev.match_dim:
        vec = ev.match.get(e.id)
        names = match_feature_names(ev.match_dim)
        if vec is None or len(vec) != ev.match_dim:
            feats.update(dict.fromkeys(names, 0.0))
        else:
            feats.update(zip(names, map(float, vec), strict=True))
    if with_reranker:
        feats[RERANK_FEATURE] = float(c.rerank_score) if c.rerank_score is not None else 0.0
    return feats


def features_for_list(
    query: QueryTerms,
    context: QueryContext,
    candidates: Sequence[Candidate],
    entries: Mapping[str, ExperienceEntry],
    chunk_terms: Mapping[tuple[str, int], frozenset[str]],
    counter_terms: Mapping[str, frozenset[str]],
    rrf_k: int,
    with_reranker: bool,
    evidence: QueryEvidence | None = None,
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
        out.append(candidate_features(query, context, inputs, rrf_k, with_reranker, evidence))
    best = max((f["idf_cov"] for f in out), default=0.0)
    for i, f in enumerate(out):
        f["idf_cov_rel"] = f["idf_cov"] / best if best > 0 else 0.0
        others = out[:i] + out[i + 1 :]
        for lead, base in (("idf_lead", "idf_cov"), ("title_lead", "title_cos"), ("dense_lead", "dense_cos")):
            f[lead] = f[base] - max((o[base] for o in others), default=0.0)
    return out
