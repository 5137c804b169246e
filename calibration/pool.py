"""A pool of labeled libraries, and leave-one-library-out evaluation (LOLO).

In-sample figures flatter a decision model: fitted and scored on one team's
library, it learns that library's style. The service meets libraries it was
never fitted on, so its quality is measured the same way:

1. each library (a folder with ``experiences.jsonl``, one or more
   ``queries*.jsonl`` eval sets, and optionally the team's ``glossary.yaml``)
   is indexed into a data dir of its own, and every labeled query is run
   through the pipeline once; its final candidates and decision features
   are recorded (:func:`record_library`);
2. for each library L: the decision model is fitted on all the other
   libraries (its thresholds chosen on their leave-one-library-out
   out-of-fold probabilities), then applied, unchanged, to L
   (:func:`leave_one_library_out`);
3. the held-out outcomes of every library together make the table: per
   library, per category, per language, with intervals.

The packaged artifact is fitted on the whole pool (``mxr sweep --pool``).
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import math
import multiprocessing
import os
import threading
import time
from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from calibration.metrics import (
    ABSTENTION_PRECISION,
    ABSTENTION_RECALL,
    USABLE_RETENTION,
    WRONG_INJECTION,
    EvalSummary,
    Estimate,
    bootstrap_ci,
    ndcg_at_k,
)
from calibration.answerability import FittedGate, fit_gate, gate_candidate_features, gated_outcomes
from calibration.metrics import evaluate as decision_evaluate
from calibration.model import (
    DEFAULT_FOLDS,
    DEFAULT_MODEL,
    FittedModel,
    OuterFold,
    candidate_rows,
    fit_decision_model,
    fit_outer_fold,
    penalty_weights,
)
from calibration.records import QueryOutcome, QueryRecord
from calibration.thresholds import SweepResult, calibrate_thresholds, operating_outcomes

if TYPE_CHECKING:
    from service.settings import Settings

#: The file names that make a folder a library.
EXPERIENCES = "experiences.jsonl"
QUERIES_GLOB = "queries*.jsonl"
GLOSSARY = "glossary.yaml"
#: Cut-off of the nDCG of returned results (formats.md §2 default top_k).
K = 5
#: The headline metrics of the LOLO table, in order.
HEADLINE = (
    "n",
    WRONG_INJECTION,
    USABLE_RETENTION,
    ABSTENTION_PRECISION,
    ABSTENTION_RECALL,
    "ndcg@5_returned",
    "ndcg@5_fused",
    "eligibility_violations",
)


class PoolInvalid(ValueError):
    """A library folder lacks what a library needs; the message says what."""


@dataclass(frozen=True)
class Library:
    """One labeled library: its entries, eval sets and optional glossary."""

    name: str
    root: Path
    experiences: Path
    queries: tuple[Path, ...]
    glossary: Path | None

    def content_sha256(self) -> str:
        """SHA-256 over the library's files (names and bytes), for caching its index."""
        h = hashlib.sha256()
        for p in (self.experiences, *self.queries, *((self.glossary,) if self.glossary else ())):
            h.update(p.name.encode("utf-8") + b"\0" + p.read_bytes())
        return h.hexdigest()


def discover(paths: Sequence[Path]) -> list[Library]:
    """Libraries under ``paths``: each path is a library folder, or a folder of library folders.

    Raises:
        PoolInvalid: a path is neither, or two libraries share a name.
    """
    libs: list[Library] = []
    for raw in paths:
        p = Path(raw)
        if not p.is_dir():
            raise PoolInvalid(f"{p}: not a directory")
        folders = [p] if (p / EXPERIENCES).is_file() else sorted(d for d in p.iterdir() if (d / EXPERIENCES).is_file())
        if not folders:
            raise PoolInvalid(f"{p}: holds no {EXPERIENCES}, nor any folder that does")
        for d in folders:
            queries = tuple(sorted(d.glob(QUERIES_GLOB)))
            if not queries:
                raise PoolInvalid(f"{d}: has {EXPERIENCES} but no {QUERIES_GLOB} eval set")
            glossary = d / GLOSSARY
            name = d.resolve().name
            libs.append(Library(name, d, d / EXPERIENCES, queries, glossary if glossary.is_file() else None))
    names = [lib.name for lib in libs]
    dupes = sorted({n for n in names if names.count(n) > 1})
    if dupes:
        raise PoolInvalid(f"libraries named twice: {dupes}")
    return libs


@dataclass(frozen=True)
class LibraryRun:
    """One library's recorded queries, and what serving would need to score them again."""

    library: Library
    records: list[QueryRecord]
    fused_orders: dict[str, tuple[str, ...]]  # query id -> fused entry order (top 50)
    violations: int
    scorer: dict[str, Any]
    features: tuple[str, ...]


def library_settings(base: Settings, lib: Library, cache: Path) -> Settings:
    """``base`` with a data dir of the library's own and the library's glossary."""
    return base.model_copy(update={"data_dir": cache / lib.name, "glossary": lib.glossary})


def run_library(
    lib: Library, base: Settings, cache: Path, progress: Callable[[], None] | None = None
) -> tuple[list[Any], dict[str, Any], tuple[str, ...]]:
    """Index ``lib`` into its own data dir under ``cache`` and run every labeled query through the pipeline.

    Indexing is incremental (unchanged entries are no-ops; entries no longer
    in the file are deleted), so a second run only re-runs the queries. The
    decision is not applied. Returns the ``QueryRun`` list, the scorer
    identity and the model's feature names.
    """
    from calibration.evaluate import run_queries
    from service.contracts import ExperienceEntry, load_eval_set, load_jsonl
    from service.pipeline import Pipeline
    from service.indexer import Indexer
    from service.runtime import Runtime

    settings = library_settings(base, lib, cache)
    entries = load_jsonl(lib.experiences, ExperienceEntry)
    items = [it for q in lib.queries for it in load_eval_set(q)]
    rt = Runtime(settings)
    try:
        rt.warm_up(reranker=False, recreate_dense=True)
        stale = {se.entry.id for se in rt.store.iter_all()} - {e.id for e in entries}
        indexer = Indexer(rt)
        for eid in sorted(stale):
            indexer.delete(eid)
        indexer.upsert(entries)
        # Records need features, not a decision: no artifact is loaded, so a cross-encoder
        # found in the local cache is recorded with (never dropped to match the packaged artifact).
        pipeline = Pipeline(rt)
        try:
            runs = run_queries(pipeline, items, progress=progress)
            scorer = pipeline.scorer_identity()
            features = tuple(pipeline.feature_names())
        finally:
            pipeline.close()
    finally:
        rt.close()
    return runs, scorer, features


def record_library(
    lib: Library, base: Settings, cache: Path, progress: Callable[[], None] | None = None
) -> LibraryRun:
    """Index ``lib`` and record every labeled query's final candidates and features (see :func:`run_library`)."""
    runs, scorer, features = run_library(lib, base, cache, progress)
    records = [replace(r.record, library=lib.name) for r in runs]
    fused = {r.item.id: tuple(dict.fromkeys(c.entry_id for c in r.retrieved.fused.candidates)) for r in runs}
    violations = sum(len(r.violations) for r in runs)
    return LibraryRun(lib, records, fused, violations, scorer, features)



def pooled_scorer(scorer: Mapping[str, Any]) -> dict[str, Any]:
    """A library's scorer identity with the per-library keys (its glossary) left open."""
    from service.decision.artifact import PER_LIBRARY, PER_LIBRARY_KEYS

    return {k: (PER_LIBRARY if k in PER_LIBRARY_KEYS else v) for k, v in scorer.items()}


# --------------------------------------------------------------------------
# Leave one library out
# --------------------------------------------------------------------------


@dataclass(frozen=True)
class HeldOut:
    """One library evaluated by a model fitted on all the others."""

    library: str
    fitted: FittedModel
    sweep: SweepResult
    records: list[QueryRecord]
    probabilities: list[tuple[float, ...]]
    outcomes: list[QueryOutcome]  # the rule's, then the gate's when the fold has one
    gate: FittedGate | None = None


@dataclass(frozen=True)
class LoloResult:
    """Every library held out in turn, and the table of their held-out outcomes."""

    held_out: list[HeldOut]
    runs: list[LibraryRun]
    table: dict[str, dict[str, dict[str, Any]]] = field(default_factory=dict)


def fit_and_choose(
    records: Sequence[QueryRecord],
    features: Sequence[str],
    *,
    bound: str,
    inject_budget: float,
    reference_budget: float,
    min_queries: int | None,
    seed: int,
    confidence: float = 0.8,
    min_queries_per_language: int | None = None,
    model: str = DEFAULT_MODEL,
    outer_predictions: Mapping[str, OuterFold] | None = None,
    fixed_c: float | None = None,
    gate: bool = False,
) -> tuple[FittedModel, SweepResult, FittedGate | None]:
    """Fit on ``records`` (``model``: see ``calibration.model``) and choose thresholds on their out-of-fold probabilities.

    ``outer_predictions``: the library-out outer folds already fitted (see
    :func:`shared_outer_folds`); the fit is then the final model only.
    ``fixed_c``: the logistic part's C in every fit instead of the inner grid.
    ``gate``: also fit the answerability gate (``calibration.answerability``,
    docs/design-notes.md §33; ``mxr sweep`` and ``mxr lolo`` turn it on) on the
    out-of-fold probabilities and the rule's outcomes on them (None when off or
    too few queries).
    """
    fitted = fit_decision_model(
        records, features, seed=seed, model=model, outer_predictions=outer_predictions, fixed_c=fixed_c
    )
    sweep = calibrate_thresholds(
        records,
        fitted.oof_probabilities,
        bound=bound,
        inject_budget=inject_budget,
        reference_budget=reference_budget,
        min_queries=min_queries,
        min_queries_per_language=min_queries_per_language,
        confidence=confidence,
        seed=seed,
    )
    fitted_gate = None
    if gate:
        fitted_gate = fit_gate(
            records,
            fitted.oof_probabilities,
            operating_outcomes(records, fitted.oof_probabilities, sweep),
            gate_candidate_features(features),
            confidence=confidence,
            bound=bound,
            min_queries_per_language=min_queries_per_language,
            seed=seed,
        )
    return fitted, sweep, fitted_gate


def _fold(args: tuple[Sequence[QueryRecord], Sequence[str], dict[str, Any]]) -> tuple[FittedModel, SweepResult, FittedGate | None]:
    """One held-out fold's fit (a module-level function, so worker processes can run it)."""
    train, features, kwargs = args
    return fit_and_choose(train, features, **kwargs)


# --------------------------------------------------------------------------
# Inner folds shared between held-out folds
# --------------------------------------------------------------------------
#
# Holding out library L fits the model on the others with library-out outer
# folds: for each other library M, a fit on everything but L and M scores M.
# That fit is the same one that holding out M needs to score L (the same rows
# in the same order), so the pool fits each unordered pair once and both
# held-out folds use it: n(n-1)/2 pair fits instead of n(n-1), then one final
# fit per fold. The table is identical (tests/calibration/test_pool.py).


@dataclass(frozen=True)
class _PairRows:
    """Every recorded candidate of the pool as one matrix, and which library each row is from."""

    x: Any  # np.ndarray, rows × features
    y: Any  # 1 = labeled reusable
    groups: Any  # query index over the whole pool (increasing in record order)
    library: Any  # index of the row's run
    weights: Any  # penalty_weights of the feature columns
    seed: int
    model: str
    fixed_c: float | None = None


_PAIR_ROWS: _PairRows | None = None  # set in each worker process by _init_pairs

#: How often a worker checks that the process which started it is still there.
PARENT_POLL_S = 1.0


def exit_with_parent(parent: int, poll_s: float = PARENT_POLL_S) -> None:
    """In a worker process: exit as soon as ``parent`` (the process that started it) is gone.

    A ProcessPoolExecutor's workers outlive a parent stopped by SIGTERM or
    SIGKILL (``timeout``, a cancelled job, ``kill``): nothing runs the pool's
    shutdown, and each orphan would go on with the fit it holds, then wait on
    its task queue forever. A daemon thread polls the parent id instead
    (an orphan is re-parented), so killing ``mxr lolo`` frees the cores.
    """

    def watch() -> None:
        while os.getppid() == parent:
            time.sleep(poll_s)
        os._exit(1)

    threading.Thread(target=watch, name="mxr-exit-with-parent", daemon=True).start()


def _init_pairs(rows: _PairRows, parent: int) -> None:
    global _PAIR_ROWS
    _PAIR_ROWS = rows
    exit_with_parent(parent)


def _pair_fit(pair: tuple[int, int], rows: _PairRows | None = None) -> tuple[int, int, OuterFold, OuterFold]:
    """Fit on every library but ``i`` and ``j``; score the rows of ``i`` and of ``j``."""
    import numpy as np
    from threadpoolctl import threadpool_limits

    d = rows or _PAIR_ROWS
    assert d is not None, "_init_pairs was not called in this process"
    i, j = pair
    train = (d.library != i) & (d.library != j)
    in_i, in_j = np.flatnonzero(d.library == i), np.flatnonzero(d.library == j)
    test = np.concatenate([in_i, in_j])
    with threadpool_limits(limits=1, user_api="blas"):  # as fit_decision_model runs every fit
        done = fit_outer_fold(
            d.x[train], d.y[train], d.groups[train], d.x[test], weights=d.weights, n_folds=DEFAULT_FOLDS, seed=d.seed,
            model=d.model, fixed_c=d.fixed_c,
        )
    p = done.probabilities
    return i, j, OuterFold(p[: len(in_i)], done.note), OuterFold(p[len(in_i) :], done.note)


def shared_outer_folds(
    runs: Sequence[LibraryRun],
    features: Sequence[str],
    *,
    seed: int,
    model: str,
    jobs: int = 1,
    progress: Callable[[int, int], None] | None = None,
    fixed_c: float | None = None,
) -> list[dict[str, OuterFold]] | None:
    """For each held-out run, its training fit's outer folds, fitted once per pair of libraries.

    Returns one ``{library: OuterFold}`` per run (the libraries it is fitted
    on), or None when some fold would not have library-out outer folds
    (fewer than three libraries, a record whose library is not its run's
    name, or a training part with one class): those fits then run whole.
    ``progress(done, total)`` is called after each pair fit.
    """
    import numpy as np

    if len(runs) < 3:
        return None
    names = [run.library.name for run in runs]
    if "" in names or any(r.library != run.library.name for run in runs for r in run.records):
        return None
    records = [r for run in runs for r in run.records]
    x, y, groups = candidate_rows(records, features)
    run_of_query = np.asarray([k for k, run in enumerate(runs) for _ in run.records], dtype=int)
    library = run_of_query[groups]
    with_rows = sorted(set(library.tolist()))
    pairs = [(i, j) for i in range(len(runs)) for j in range(i + 1, len(runs)) if i in with_rows or j in with_rows]
    for i, j in pairs:
        train = (library != i) & (library != j)
        if len(np.unique(y[train])) < 2:
            return None
    data = _PairRows(x, y, groups, library, penalty_weights(features), seed, model, fixed_c)
    folds: list[dict[str, OuterFold]] = [{} for _ in runs]
    with contextlib.ExitStack() as stack:
        if jobs == 1:
            results = (_pair_fit(pair, data) for pair in pairs)
        else:
            ctx = multiprocessing.get_context("spawn")
            pool = stack.enter_context(
                ProcessPoolExecutor(
                    max_workers=min(jobs, len(pairs)), mp_context=ctx, initializer=_init_pairs, initargs=(data, os.getpid())
                )
            )
            results = pool.map(_pair_fit, pairs, chunksize=1)
        for done, (i, j, on_i, on_j) in enumerate(results, start=1):
            if j in with_rows:
                folds[i][names[j]] = on_j  # held out i: library j's outer fold
            if i in with_rows:
                folds[j][names[i]] = on_i
            if progress:
                progress(done, len(pairs))
    return folds


def leave_one_library_out(
    runs: Sequence[LibraryRun],
    *,
    bound: str,
    inject_budget: float,
    reference_budget: float,
    min_queries: int | None,
    seed: int,
    progress: Callable[[str], None] | None = None,
    confidence: float = 0.8,
    min_queries_per_language: int | None = None,
    model: str = DEFAULT_MODEL,
    jobs: int = 1,
    inner_progress: Callable[[int, int], None] | None = None,
    fixed_c: float | None = None,
    gate: bool = False,
) -> LoloResult:
    """Hold out each library in turn; fit and choose thresholds on the rest.

    The fits' library-out outer folds are shared between held-out folds
    (:func:`shared_outer_folds`: each pair of libraries is fitted once;
    ``inner_progress(done, total)`` follows them), then each held-out fold
    adds its final fit and chooses its thresholds. ``jobs`` > 1 runs that
    many fits at once in worker processes (each fit is single-threaded and
    deterministic, so the table is the same). ``fixed_c``: the logistic
    part's C in every fit instead of the inner grid (about four times cheaper).
    ``gate``: each fold also fits its answerability gate, nested.

    Raises:
        PoolInvalid: fewer than two libraries, or libraries recorded with different scorers.
        ValueError: ``jobs`` < 1.
    """
    if len(runs) < 2:
        raise PoolInvalid(f"leave-one-library-out needs at least two libraries, got {len(runs)}")
    if jobs < 1:
        raise ValueError(f"jobs must be >= 1, got {jobs}")
    scorers = {json.dumps(pooled_scorer(r.scorer), sort_keys=True) for r in runs}
    if len(scorers) != 1:
        raise PoolInvalid("the libraries were recorded with different scorers; record them with one configuration")
    features = runs[0].features
    kwargs: dict[str, Any] = {
        "bound": bound,
        "inject_budget": inject_budget,
        "reference_budget": reference_budget,
        "min_queries": min_queries,
        "seed": seed,
        "confidence": confidence,
        "min_queries_per_language": min_queries_per_language,
        "model": model,
        "fixed_c": fixed_c,
        "gate": gate,
    }
    shared = shared_outer_folds(runs, features, seed=seed, model=model, jobs=jobs, progress=inner_progress, fixed_c=fixed_c)
    tasks = [
        (
            [r for other in runs if other is not run for r in other.records],
            features,
            kwargs if shared is None else {**kwargs, "outer_predictions": shared[k]},
        )
        for k, run in enumerate(runs)
    ]
    with contextlib.ExitStack() as stack:
        if jobs == 1:
            results = map(_fold, tasks)  # lazy: each fold is fitted when the loop below asks for it
        else:
            # spawn, not fork: a forked child inherits the parent's BLAS/OpenMP
            # thread pools mid-state and can hang on their locks.
            ctx = multiprocessing.get_context("spawn")
            pool = stack.enter_context(
                ProcessPoolExecutor(
                    max_workers=min(jobs, len(runs)), mp_context=ctx, initializer=exit_with_parent, initargs=(os.getpid(),)
                )
            )
            results = (fut.result() for fut in [pool.submit(_fold, task) for task in tasks])
        fits: list[tuple[FittedModel, SweepResult, FittedGate | None]] = []
        for run in runs:
            if progress:
                progress(run.library.name)
            fits.append(next(results))
    held: list[HeldOut] = []
    for run, (fitted, sweep, gate) in zip(runs, fits):
        probs = [tuple(fitted.probability(c.features) for c in r.candidates) for r in run.records]
        outs = gated_outcomes(run.records, probs, operating_outcomes(run.records, probs, sweep), gate)
        held.append(HeldOut(run.library.name, fitted, sweep, run.records, probs, outs, gate))
    result = LoloResult(held, list(runs))
    result.table.update(lolo_table(result, seed=seed))
    return result


def _ratio_estimate(values: Sequence[float], seed: int) -> Estimate:
    """Mean of defined per-query values with a percentile-bootstrap interval."""
    import numpy as np

    v = np.asarray([x for x in values if not math.isnan(x)], dtype=float)
    if len(v) == 0:
        return bootstrap_ci(np.zeros(0), np.zeros(0), seed=seed)
    return bootstrap_ci(v, np.ones_like(v), seed=seed)


def _cell(summary: EvalSummary | None, ndcg: Sequence[tuple[float, float]], n: int, violations: int | None, seed: int) -> dict[str, Any]:
    """One row of the table: the headline metrics with intervals.

    Proportions carry Wilson 95 % intervals (never zero-width, whatever the
    sample size); nDCG means carry bootstrap intervals.
    """
    row: dict[str, Any] = {"n": n}
    assert summary is not None
    for m in (WRONG_INJECTION, USABLE_RETENTION, ABSTENTION_PRECISION, ABSTENTION_RECALL):
        e = summary.overall[m]
        if not e.defined or not e.denominator:
            row[m] = {"value": None, "k": 0, "n": 0, "lower": None, "upper": None}
            continue
        row[m] = {"value": e.value, "k": int(round(e.numerator)), "n": int(e.denominator), "lower": e.lower, "upper": e.upper}
    for j, name in ((0, "ndcg@5_returned"), (1, "ndcg@5_fused")):
        e = _ratio_estimate([x[j] for x in ndcg], seed)
        row[name] = {"value": e.value if e.defined else None, "lower": e.lower, "upper": e.upper, "n": int(e.denominator or 0)}
    if violations is not None:
        row["eligibility_violations"] = violations
    return row


def _group(records: Sequence[QueryRecord], key: Callable[[QueryRecord], str]) -> dict[str, list[int]]:
    groups: dict[str, list[int]] = {}
    for i, r in enumerate(records):
        groups.setdefault(key(r), []).append(i)
    return dict(sorted(groups.items()))


def lolo_table(result: LoloResult, seed: int = 0) -> dict[str, dict[str, dict[str, Any]]]:
    """The LOLO table: ``{"all": {"all": row}, "library": {...}, "category": {...}, "language": {...}}``."""
    records = [r for h in result.held_out for r in h.records]
    outcomes = [o for h in result.held_out for o in h.outcomes]
    fused_by = {(run.library.name, q): order for run in result.runs for q, order in run.fused_orders.items()}
    ndcg_all = []
    for r, o in zip(records, outcomes, strict=True):
        ndcg_all.append(
            (ndcg_at_k(o.returned_ids(r), r.labels, K), ndcg_at_k(list(fused_by.get((r.library, r.query_id), ())), r.labels, K))
        )
    violations = {run.library.name: run.violations for run in result.runs}
    table: dict[str, dict[str, dict[str, Any]]] = {}

    def rows_for(idx: list[int], viol: int | None) -> dict[str, Any]:
        recs = [records[i] for i in idx]
        outs = [outcomes[i] for i in idx]
        summary = decision_evaluate(recs, outs, seed=seed, n_resamples=200)
        return _cell(summary, [ndcg_all[i] for i in idx], len(idx), viol, seed)

    table["all"] = {"all": rows_for(list(range(len(records))), sum(violations.values()))}
    for key, fn in (
        ("library", lambda r: r.library),
        ("category", lambda r: r.category),
        ("language", lambda r: r.language),
    ):
        table[key] = {
            name: rows_for(idx, violations.get(name) if key == "library" else None)
            for name, idx in _group(records, fn).items()
        }
    return table


def _fmt(cell: Any) -> str:
    if isinstance(cell, int):
        return str(cell)
    if not isinstance(cell, dict) or cell.get("value") is None:
        return "n/a"
    v, lo, hi = cell["value"], cell.get("lower"), cell.get("upper")
    if lo is None or hi is None:
        return f"{v:.2f}"
    return f"{v:.2f} [{lo:.2f}, {hi:.2f}]"


def render_markdown(table: Mapping[str, Mapping[str, Mapping[str, Any]]]) -> str:
    """The LOLO table as Markdown, one section per slice key."""
    cols = HEADLINE
    head = "| slice | " + " | ".join(cols) + " |\n|" + "---|" * (len(cols) + 1) + "\n"
    out = []
    for key in ("all", "library", "category", "language"):
        if key not in table:
            continue
        lines = [f"**{key}**\n", head]
        for name, row in table[key].items():
            lines.append("| " + name + " | " + " | ".join(_fmt(row.get(c)) for c in cols) + " |\n")
        out.append("".join(lines))
    return "\n".join(out)
