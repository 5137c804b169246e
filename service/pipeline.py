"""The request path: gate → analyze → lexical ∥ dense → fuse → rerank → decide → (abstain → backfill).

``Pipeline.retrieve`` runs everything up to the decision features (the
offline sweeps record exactly this); ``Pipeline.answer`` adds the decision,
the backfill item on abstention, and builds the formats.md §4 response.
"""

from __future__ import annotations

import contextvars
import functools
import time
import uuid
from concurrent.futures import ThreadPoolExecutor
from concurrent.futures import TimeoutError as FutureTimeout
from collections.abc import Callable
from dataclasses import dataclass, field

import numpy as np
import structlog

from analyzers import ANALYZER_VERSION, LANGUAGES, QueryTerms, detect_language
from service.backfill import EnqueueResult
from service.contracts import (
    CalibrationInfo,
    DecisionKind,
    ExperienceEntry,
    Followup,
    Ranks,
    ResultItem,
    RetrieveRequest,
    RetrieveResponse,
    Role,
    Status,
    Trace,
    TraceItem,
)
from service.domain import Decision, FusedList, PathResult, RecallPath, RerankedList
from service.eligibility import Gate
from service.engines.batching import QueryBatcher
from service.errors import BackendUnavailable
from service.runtime import Runtime
from service.decision.stage import DecideStage
from service.stages.followup import FollowupStage
from service.stages.features import (
    FEATURES_VERSION,
    QueryEvidence,
    bm25_idf,
    feature_names,
    features_for_list,
    named_assets,
)
from service.stages.fusion import FusionStage
from service.stages.pack import PackStage, Tokenizer, load_counter
from service.stages.recall import DenseRecall, LexicalRecall
from service.stages.rerank import RerankStage
from service.stages.semantic import SemanticProbe, strip_names

log = structlog.get_logger("mxr.pipeline")

# Analysed chunk texts kept per process (a few MB for tens of thousands of chunks).
TERMS_CACHE_SIZE = 16_384


@dataclass(frozen=True)
class Retrieved:
    """Everything the pipeline knows about one request before deciding."""

    request: RetrieveRequest
    terms: QueryTerms
    gate: Gate
    paths: tuple[PathResult, ...]
    fused: FusedList
    reranked: RerankedList
    entries: dict[str, ExperienceEntry]
    passages: dict[tuple[str, int], tuple[str, str]]
    features: list[dict[str, float]]
    timings_ms: dict[str, float] = field(default_factory=dict)
    # Paths that answered but whose engine lags the store (entries pending repair).
    stale: tuple[str, ...] = ()

    @property
    def degraded(self) -> tuple[str, ...]:
        failed = tuple(p.path.value for p in self.paths if p.failed)
        return failed + tuple(p for p in self.stale if p not in failed)

    def query_asset_type(self) -> str | None:
        """The context's asset type, else the top candidate's."""
        if self.request.context.asset_type is not None:
            return self.request.context.asset_type.value
        if self.reranked.candidates:
            return self.entries[self.reranked.candidates[0].entry_id].asset_type.value
        return None

    def query_language(self) -> str:
        """The language of the question retrieved for (completed from history when it was)."""
        return detect_language(self.request.query)


def scorer_label(scorer: dict) -> str:
    """A one-line name of a scorer identity, for responses and logs."""
    rr = scorer.get("reranker") or "none"
    rr = "no cross-encoder" if rr == "none" else f"cross-encoder {rr}"
    return f"{rr} + {scorer.get('embedder')} + features {scorer.get('features')}"


class Pipeline:
    """One object per process; thread-safe (stages hold no per-request state)."""

    def __init__(self, runtime: Runtime, decider: DecideStage | None = None):
        self.runtime = runtime
        s = runtime.settings
        _, lexical, dense, embedder, _ = runtime.require()
        self.lexical = LexicalRecall(lexical, s.retrieval.depth, s.retrieval.chunk_overfetch)
        # Concurrent requests share one embedding pass (the largest cost under load).
        self.dense = DenseRecall(dense, QueryBatcher.wrap(embedder), s.retrieval.depth, s.retrieval.chunk_overfetch)
        # Analysis is a pure function of the text: stored chunks recur across requests.
        self._terms = functools.lru_cache(maxsize=TERMS_CACHE_SIZE)(lambda text: frozenset(runtime.require()[4].index_terms(text)))
        self.fusion = FusionStage(
            k=s.retrieval.rrf_k,
            lexical_weight=s.retrieval.lexical_weight,
            dense_weight=s.retrieval.dense_weight,
            depth=s.retrieval.depth,
        )
        self.rerank = RerankStage(
            runtime.reranker,
            depth=s.rerank.depth,
            top_n=s.rerank.top_n,
            input_template=s.rerank.input_template,
        )
        self.followup = FollowupStage(runtime.assets)
        self.pack = PackStage(load_counter(Tokenizer(s.pack.tokenizer)), s.pack.near_duplicate_jaccard)
        # Through the same batcher: concurrent requests' sub-question encodings share one forward pass.
        self.semantic = SemanticProbe(self.dense.embedder)
        self.decider = decider
        self.decider_error: str | None = None
        # Called with each abstention's EnqueueResult (the API counts them in /metrics).
        self.on_enqueue: Callable[[EnqueueResult], None] | None = None
        self._pool = ThreadPoolExecutor(max_workers=4, thread_name_prefix="mxr-recall")

    # ---- identity --------------------------------------------------------
    def scorer_identity(self) -> dict[str, str | int | float | bool | None]:
        """What a calibration artifact must have been made for (design.md §4)."""
        s = self.runtime.settings
        rr = self.runtime.reranker
        return {
            "reranker": rr.identity if rr else "none",
            "revision": getattr(rr, "revision", None) or s.rerank.revision if rr else None,
            "precision": getattr(rr, "precision", None) if rr else None,
            "normalize": s.rerank.normalize if rr else None,
            "max_length": s.rerank.max_length if rr else None,
            "input_template": s.rerank.input_template if rr else None,
            "candidate_depth": s.retrieval.depth,
            "rerank_depth": s.rerank.depth if rr else None,
            "top_n": s.rerank.top_n,
            "embedder": self.runtime.embedder.identity if self.runtime.embedder else None,
            "query_instruction": s.dense.query_instruction,
            "glossary": self.runtime.analyzer.glossary_identity() if self.runtime.analyzer else None,
            "fusion_k": s.retrieval.rrf_k,
            "fusion_weights": f"lexical={s.retrieval.lexical_weight:g},dense={s.retrieval.dense_weight:g}",
            "features": FEATURES_VERSION,
            "analyzer": ANALYZER_VERSION,
        }

    def feature_names(self) -> tuple[str, ...]:
        return feature_names(self.runtime.reranker is not None, self.dense.embedder.dim)

    # ---- the path up to features ----------------------------------------
    def _recall(self, terms: QueryTerms, text: str, gate: Gate) -> tuple[PathResult, ...]:
        timeout = self.runtime.settings.retrieval.path_timeout_s
        # An engine known to disagree with the store (directory gone, wrong count,
        # failed write) is not asked: its answer could be wrong, not just incomplete.
        broken = {p: r for p, r in self.runtime.engine_problems().items() if p in (RecallPath.LEXICAL.value, RecallPath.DENSE.value)}
        out = [
            PathResult(path, (), 0.0, error=f"inconsistent with the store: {broken[path.value]}")
            for path in (RecallPath.LEXICAL, RecallPath.DENSE)
            if path.value in broken
        ]
        # Each job runs in a copy of this context, so its log lines keep the bound request id.
        runs = {
            RecallPath.LEXICAL: lambda: self._pool.submit(contextvars.copy_context().run, self.lexical.run, terms, gate),
            RecallPath.DENSE: lambda: self._pool.submit(contextvars.copy_context().run, self.dense.run, text, gate),
        }
        jobs = {path: start() for path, start in runs.items() if path.value not in broken}
        deadline = time.perf_counter() + timeout
        for path, fut in jobs.items():
            try:
                out.append(fut.result(timeout=max(0.0, deadline - time.perf_counter())))
            except FutureTimeout:
                out.append(PathResult(path, (), timeout * 1000, error=f"timed out after {timeout:g}s"))
                log.warning("retrieval.path_failed", path=path.value, error="timeout")
            except Exception as exc:  # noqa: BLE001 - a failed path degrades, it does not fail the request
                out.append(PathResult(path, (), 0.0, error=f"{type(exc).__name__}: {exc}"))
                log.warning("retrieval.path_failed", path=path.value, error=str(exc))
        if all(p.failed for p in out):
            raise BackendUnavailable("retrieval", "; ".join(f"{p.path.value}: {p.error}" for p in out))
        return tuple(out)

    def retrieve(self, request: RetrieveRequest) -> Retrieved:
        """Gate, recall, fuse, rerank and compute decision features.

        Raises:
            BackendUnavailable: both recall paths failed.
        """
        store, _, _, _, analyzer = self.runtime.require()
        timings: dict[str, float] = {}
        t0 = time.perf_counter()
        gate = self.runtime.catalog.gate(request.context)
        t1 = time.perf_counter()
        terms = analyzer.query_terms(request.query)
        t2 = time.perf_counter()
        timings["eligibility"] = (t1 - t0) * 1000
        timings["analysis"] = (t2 - t1) * 1000
        paths = self._recall(terms, request.query, gate)
        stale = tuple(self.runtime.degraded_paths())
        t3 = time.perf_counter()
        for p in paths:
            timings[p.path.value] = p.elapsed_ms
        fused = self.fusion.run(paths)
        t4 = time.perf_counter()
        timings["fusion"] = (t4 - t3) * 1000
        pool = fused.candidates[: self.rerank.depth]
        stored = store.get_many(c.entry_id for c in pool)
        entries = {k: v.entry for k, v in stored.items()}
        pool = tuple(c for c in pool if c.entry_id in entries)  # deleted meanwhile: skip
        texts = store.chunk_texts((c.entry_id, c.n) for c in pool)
        passages = {k: (entries[k[0]].title, t) for k, t in texts.items()}
        fused_live = FusedList(pool, fused.paths, fused.degraded)
        t5 = time.perf_counter()
        reranked = self.rerank.run(request.query, fused_live, passages, keep=request.top_k)
        t6 = time.perf_counter()
        timings["rerank"] = (t6 - t5) * 1000
        chunk_terms = {
            (c.entry_id, c.n): self._terms(passages.get((c.entry_id, c.n), ("", ""))[1] + "\n" + " ".join(entries[c.entry_id].assets))
            for c in reranked.candidates
        }
        counter_terms = {
            c.entry_id: self._terms(entries[c.entry_id].counter_conditions or "")
            for c in reranked.candidates
        }
        evidence = self._evidence(terms, request, paths, entries, reranked.candidates, counter_terms, passages)
        feats = features_for_list(
            terms,
            request.context,
            reranked.candidates,
            entries,
            chunk_terms,
            counter_terms,
            self.runtime.settings.retrieval.rrf_k,
            with_reranker=self.runtime.reranker is not None,
            evidence=evidence,
        )
        timings["features"] = (time.perf_counter() - t6) * 1000
        return Retrieved(request, terms, gate, paths, fused_live, reranked, entries, passages, feats, timings, stale)

    def _evidence(
        self,
        terms: QueryTerms,
        request: RetrieveRequest,
        paths: tuple[PathResult, ...],
        entries: dict[str, ExperienceEntry],
        final: tuple,
        counter_terms: dict[str, frozenset[str]],
        passages: dict[tuple[str, int], tuple[str, str]],
    ) -> QueryEvidence:
        """What the features of every final candidate share (IDF, named assets, best scores, cosines)."""
        _, lexical, _, _, analyzer = self.runtime.require()
        by_path = {p.path: p for p in paths}
        lex, den = by_path.get(RecallPath.LEXICAL), by_path.get(RecallPath.DENSE)
        # Each final entry's focus: its title's terms and its counter-conditions' terms,
        # both without the entry's own asset names (those say what it is about, not what it answers).
        focus: dict[str, tuple[frozenset[str], frozenset[str]]] = {}
        for c in final:
            e = entries[c.entry_id]
            own_assets = frozenset(analyzer.index_terms(" ".join(e.assets))) if e.assets else frozenset()
            focus[e.id] = (
                frozenset(analyzer.index_terms(e.title)) - own_assets,
                counter_terms.get(e.id, frozenset()) - own_assets,
            )
        idf: dict[str, float] = {}
        unknown: frozenset[str] = frozenset()
        if lex is not None and not lex.failed:
            try:
                n_docs = lexical.count()
                wanted = [t.term for t in terms.terms] + sorted({t for a, b in focus.values() for t in a | b})
                df = lexical.doc_freq(wanted)
                idf = {t: bm25_idf(d, n_docs) for t, d in df.items()}
                unknown = frozenset(t.term for t in terms.terms if df.get(t.term, 0) == 0)
            except Exception as exc:  # noqa: BLE001 - IDF is evidence, not a requirement: weights fall back to 1
                log.warning("features.idf_unavailable", error=str(exc))
        # Asset names the query may name: the candidates' and, through the library-wide
        # lexicon, those of entries that did not pass the gate (LegacyTable named in a
        # stack where no LegacyTable entry is eligible is still a named asset).
        vocabulary = sorted(
            {a for e in entries.values() for a in e.assets} | {name for _, _, name in self.runtime.assets.find(request.query)}
        )
        assets = named_assets(request.query, request.context.asset, vocabulary)
        # Terms of the names as written (camelCase sub-words included), not of their lowercased forms.
        mentioned = sorted({a for a in vocabulary if a.lower() in assets} | ({request.context.asset} if request.context.asset else set()))
        asset_terms = frozenset(analyzer.index_terms(" ".join(mentioned))) if mentioned else frozenset()
        similarity: dict[str, dict[str, float]] = {}
        match: dict[str, np.ndarray] = {}
        if den is not None and den.vector is not None:
            try:
                final_entries = [entries[c.entry_id] for c in final]
                similarity = self.semantic.similarities(
                    den.vector, final_entries, subq_text=strip_names(request.query, mentioned)
                )
                # The chunk each candidate matched with, as indexed (its title line included).
                match = self.semantic.match(
                    den.vector,
                    {c.entry_id: passages.get((c.entry_id, c.n), ("", entries[c.entry_id].title + "\n" + entries[c.entry_id].body))[1] for c in final},
                )
            except Exception as exc:  # noqa: BLE001 - a failed embedder degrades the evidence, not the answer
                log.warning("features.semantic_unavailable", error=str(exc))
        return QueryEvidence(
            idf=idf,
            assets=assets,
            asset_terms=asset_terms,
            best_lexical=lex.hits[0].score if lex is not None and lex.hits else None,
            best_dense=den.hits[0].score if den is not None and den.hits else None,
            similarity=similarity,
            focus=focus,
            unknown=unknown,
            match=match,
            match_dim=self.dense.embedder.dim,
        )

    # ---- the full answer ---------------------------------------------------
    def decide(self, got: Retrieved) -> Decision:
        """Decide on what ``retrieve`` returned: its final candidates, their features, the query's
        asset type and language, and whether a recall path failed (then never ``inject``)."""
        if self.decider is None:
            raise BackendUnavailable("decision", "no calibration artifact loaded")
        return self.decider.run(
            got.reranked.candidates,
            got.features,
            got.entries,
            got.query_asset_type(),
            degraded=bool(got.degraded),
            language=got.query_language(),
        )

    def answer(
        self, request: RetrieveRequest, request_id: str | None = None, requester: str | None = None
    ) -> tuple[RetrieveResponse, Retrieved, Decision]:
        """Answer one request (formats.md §4); an abstention is queued for reviewers.

        Args:
            requester: the API key's name, for the queue's per-key flood control.

        A question that refers to earlier turns is first completed from
        ``request.history`` (``FollowupStage``); one whose reference cannot be
        resolved is answered without retrieval (its ``Retrieved`` has no
        paths and no candidates, its ``Decision`` no scored candidates).

        Raises:
            BackendUnavailable: both recall paths failed, or no decider is configured.
        """
        if self.decider is None:
            raise BackendUnavailable("decision", "no calibration artifact loaded")
        rid = request_id or uuid.uuid4().hex
        t0 = time.perf_counter()
        resolution = self.followup.run(request)
        t_followup = (time.perf_counter() - t0) * 1000
        followup = resolution.info if resolution is not None else None
        if resolution is not None and resolution.request is None:
            return self._unresolved(request, rid, resolution.info, t0)
        if resolution is not None:
            log.info("retrieval.followup_resolved", asset=followup.asset, from_turn=followup.from_turn)
        got = self.retrieve(resolution.request if resolution is not None else request)
        t1 = time.perf_counter()
        decision = self.decide(got)
        timings = dict(got.timings_ms)
        if resolution is not None:
            timings["followup"] = t_followup
        timings["decide"] = (time.perf_counter() - t1) * 1000
        results = []
        for sc in decision.scored[: request.top_k]:
            if sc.role is None:
                continue
            c = sc.candidate
            e = got.entries[c.entry_id]
            results.append(
                ResultItem(
                    id=c.entry_id,
                    chunk=c.n,
                    title=e.title,
                    text=got.passages.get((c.entry_id, c.n), (e.title, ""))[1],
                    role=Role(sc.role),
                    status=Status(e.status),
                    score=c.rerank_score if c.rerank_score is not None else sc.probability,
                    probability=sc.probability,
                    ranks=Ranks(lexical=c.lexical_rank, dense=c.dense_rank, fused=c.fused_rank, rerank=c.rerank_rank),
                    conditions=e.conditions,
                    counter_conditions=e.counter_conditions,
                    source=e.source,
                    asset_type=e.asset_type,
                    assets=list(e.assets),
                )
            )
        kind = DecisionKind(decision.kind) if results else DecisionKind.ABSTAIN
        backfill_id = None
        if kind is DecisionKind.ABSTAIN:
            backfill_id = self._enqueue(got, decision, rid, requester)
        packed = None
        if request.budget_tokens is not None:
            t2 = time.perf_counter()
            notes = []
            if followup is not None:
                notes.append(f"Question completed from earlier turns: {followup.rewritten}")
            if backfill_id:
                notes.append(f"Queued for reviewers as backfill item {backfill_id}.")
            note = "\n".join(notes) or None
            packed = self.pack.run(
                kind, results, got.entries, request.budget_tokens, note=note, relevance=self._relevance(got.terms)
            )
            timings["pack"] = (time.perf_counter() - t2) * 1000
        timings["total"] = (time.perf_counter() - t0) * 1000
        response = RetrieveResponse(
            request_id=rid,
            decision=kind,
            results=results,
            backfill_id=backfill_id,
            calibration=self._calibration_info(decision),
            timings_ms={k: round(v, 3) for k, v in timings.items()},
            degraded=list(got.degraded),
            trace=self._trace(got, followup) if request.explain else None,
            context=packed.context if packed else None,
            packing=packed.info if packed else None,
            followup=followup,
        )
        log.info(
            "retrieval.answered" if kind is not DecisionKind.ABSTAIN else "retrieval.abstained",
            decision=kind.value,
            results=len(results),
            eligible_chunks=got.gate.eligible_chunks,
            degraded=list(got.degraded),
            total_ms=round(timings["total"], 2),
        )
        return response, got, decision

    def _relevance(self, terms: QueryTerms):  # noqa: ANN202 - Callable[[str], float]
        """A sentence's relevance to the question: the summed weights of the query terms it contains."""
        weights = terms.weights()
        analyzer = self.runtime.analyzer
        assert analyzer is not None

        def score(sentence: str) -> float:
            return sum(weights.get(t, 0.0) for t in set(analyzer.index_terms(sentence)))

        return score

    def _calibration_info(self, decision: Decision) -> CalibrationInfo:
        """The response's ``calibration`` block: which artifact and thresholds decided."""
        assert self.decider is not None
        art = self.decider.artifact
        parts = decision.threshold_scope.split("+") if decision.threshold_scope else []
        language = next((p for p in parts if p in LANGUAGES), None)
        asset_type = next((p for p in parts if p not in LANGUAGES), None)
        return CalibrationInfo(
            id=art.id,
            scorer=scorer_label(art.scorer),
            inject_threshold=decision.inject_threshold,
            reference_threshold=decision.reference_threshold,
            asset_type=asset_type,
            language=language,
            reranker=self.rerank.name,
            answerability=None if decision.answerability is None else round(decision.answerability, 6),
            answerability_threshold=decision.answerability_threshold,
        )

    def _enqueue(self, got: Retrieved, decision: Decision, request_id: str, requester: str | None) -> str | None:
        """Queue the abstention (merged with the same open question); None when flood control held it back."""
        from service.review import abstention_request

        assert self.runtime.backfill is not None and self.decider is not None
        req = abstention_request(
            self.runtime,
            got,
            decision,
            calibration_id=self.decider.artifact.id,
            request_id=request_id,
            requester=requester,
        )
        result = self.runtime.backfill.enqueue(req, new_items_per_minute=self.runtime.settings.queue.new_items_per_minute)
        if self.on_enqueue is not None:
            self.on_enqueue(result)
        return result.item_id

    def _unresolved(
        self, request: RetrieveRequest, rid: str, followup: Followup, t0: float
    ) -> tuple[RetrieveResponse, Retrieved, Decision]:
        """The answer to a question whose reference to earlier turns could not be resolved.

        Nothing is retrieved on the bare words (they would miss, or worse,
        match something else) and nothing is queued for reviewers: the
        knowledge is not missing, the question is incomplete.
        """
        assert self.decider is not None and self.runtime.analyzer is not None
        asset_type = request.context.asset_type.value if request.context.asset_type else None
        decision = self.decider.run((), [], {}, asset_type, degraded=False)
        # What was (not) retrieved, in the shapes callers expect: no paths, no candidates.
        got = Retrieved(
            request=request,
            terms=self.runtime.analyzer.query_terms(request.query),
            gate=self.runtime.catalog.gate(request.context),
            paths=(),
            fused=FusedList(()),
            reranked=RerankedList((), self.rerank.name, applied=False),
            entries={},
            passages={},
            features=[],
        )
        timings = {"followup": (time.perf_counter() - t0) * 1000}
        packed = None
        if request.budget_tokens is not None:
            packed = self.pack.run(
                DecisionKind.ABSTAIN,
                [],
                {},
                request.budget_tokens,
                note=f"Nothing was retrieved: {followup.reason}.",
                guidance="The question refers to an earlier turn that could not be resolved.",
            )
        timings["total"] = (time.perf_counter() - t0) * 1000
        log.info("retrieval.followup_unresolved", references=followup.references, reason=followup.reason)
        response = RetrieveResponse(
            request_id=rid,
            decision=DecisionKind.ABSTAIN,
            results=[],
            backfill_id=None,
            calibration=self._calibration_info(decision),
            timings_ms={k: round(v, 3) for k, v in timings.items()},
            trace=Trace(rewrite=followup) if request.explain else None,
            context=packed.context if packed else None,
            packing=packed.info if packed else None,
            followup=followup,
        )
        return response, got, decision

    @staticmethod
    def _trace(got: Retrieved, followup: Followup | None = None) -> Trace:
        def items(hits) -> list[TraceItem]:  # noqa: ANN001 - Hit tuples
            return [TraceItem(id=h.entry_id, chunk=h.n, rank=i, score=h.score) for i, h in enumerate(hits, start=1)]

        by_path = {p.path: p for p in got.paths}
        lex = by_path.get(RecallPath.LEXICAL)
        den = by_path.get(RecallPath.DENSE)
        return Trace(
            rewrite=followup,
            lexical=items(lex.hits) if lex else [],
            dense=items(den.hits) if den else [],
            fused=[TraceItem(id=c.entry_id, chunk=c.n, rank=c.fused_rank, score=c.fused_score) for c in got.fused.candidates],
            reranked=[
                TraceItem(
                    id=c.entry_id,
                    chunk=c.n,
                    rank=i,
                    score=c.rerank_score if c.rerank_score is not None else c.fused_score,
                )
                for i, c in enumerate(got.reranked.candidates, start=1)
            ]
            if got.reranked.applied
            else None,
            eligible_count=got.gate.eligible_chunks,
            degraded=list(got.degraded),
        )

    def close(self) -> None:
        self._pool.shutdown(wait=False, cancel_futures=True)
