"""``mxr lolo`` and ``mxr sweep --pool``: record a pool of labeled libraries, evaluate leave-one-library-out.

``record_pool`` indexes each library into a data dir of its own (under
``--cache``) and records its labeled queries once; ``run_lolo`` holds each
library out in turn (:mod:`calibration.pool`: the inner library-out folds
are fitted once per pair of libraries and shared) and prints the table.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from calibration.pool import LibraryRun, discover, leave_one_library_out, pooled_scorer, record_library, render_markdown
from calibration.model import DEFAULT_MODEL
from calibration.records import write_records

if TYPE_CHECKING:
    from rich.console import Console

    from service.settings import Settings

#: Where library data dirs are kept between runs, unless --cache says otherwise.
DEFAULT_CACHE = Path(".mxr-pool")


def record_pool(
    paths: Sequence[Path], settings: Settings, cache: Path, console: Console, progress_factory: Callable[[], Any]
) -> list[LibraryRun]:
    """Discover, index and record every library under ``paths``."""
    libs = discover(paths)
    runs = []
    n_queries = 0
    with progress_factory() as bar:
        for lib in libs:
            from service.contracts import load_eval_set

            total = sum(len(load_eval_set(q)) for q in lib.queries)
            task = bar.add_task(f"recording {lib.name}", total=total)
            runs.append(record_library(lib, settings, cache, progress=lambda t=task: bar.advance(t, 1)))
            n_queries += total
    console.print(f"recorded {n_queries} labeled queries from {len(runs)} libraries: {', '.join(r.library.name for r in runs)}")
    return runs


def pool_sha256(runs: Sequence[LibraryRun]) -> str:
    """One SHA-256 naming the whole pool (each library's name and content hash)."""
    h = hashlib.sha256()
    for r in sorted(runs, key=lambda r: r.library.name):
        h.update(r.library.name.encode("utf-8") + b"\0" + r.library.content_sha256().encode("ascii"))
    return h.hexdigest()


def _every_tenth(console: Console) -> Callable[[int, int], None]:
    """Report the shared inner fits (one per pair of libraries) about ten times."""

    def tick(done: int, total: int) -> None:
        if done == total or done % max(1, total // 10) == 0:
            console.print(f"inner fits (one per pair of libraries): {done} of {total}")

    return tick


def run_lolo(
    *,
    paths: Sequence[Path],
    settings: Settings,
    cache: Path,
    bound: str,
    max_wrong_injection: float,
    max_wrong_reference: float,
    per_asset_type: bool,
    per_language: bool = True,
    seed: int,
    confidence: float = 0.8,
    model: str = DEFAULT_MODEL,
    jobs: int = 1,
    fixed_c: float | None = None,
    gate: bool = False,
    out: Path | None,
    records_out: Path | None,
    console: Console,
    progress_factory: Callable[[], Any],
) -> dict[str, Any]:
    """Everything ``mxr lolo`` does; returns the JSON summary (also written to ``out``)."""
    from calibration.sweep_cli import slice_minimums

    runs = record_pool(paths, settings, cache, console, progress_factory)
    if records_out is not None:
        write_records(records_out, [r for run in runs for r in run.records])
    result = leave_one_library_out(
        runs,
        bound=bound,
        inject_budget=max_wrong_injection,
        reference_budget=max_wrong_reference,
        **slice_minimums(per_asset_type, per_language),
        confidence=confidence,
        seed=seed,
        model=model,
        jobs=jobs,
        fixed_c=fixed_c,
        gate=gate,
        progress=lambda name: console.print(f"holding out {name} …"),
        inner_progress=_every_tenth(console),
    )
    summary = {
        "libraries": [r.library.name for r in runs],
        "pool_sha256": pool_sha256(runs),
        "scorer": pooled_scorer(runs[0].scorer),
        "bound": bound,
        "confidence": confidence,
        "model": model,
        "C": "inner CV per fit" if fixed_c is None else fixed_c,
        "answerability_gate": gate,
        "budgets": {"wrong_injection": max_wrong_injection, "reference_wrong": max_wrong_reference},
        "operating_points": {
            h.library: {
                "t_inject": h.sweep.point.thresholds.inject,
                "t_reference": h.sweep.point.thresholds.reference,
                "gate": dict(h.gate.thresholds) if h.gate is not None else None,
                "fitted_on": sorted({r.library for run in runs if run.library.name != h.library for r in run.records}),
            }
            for h in result.held_out
        },
        "table": result.table,
        "markdown": render_markdown(result.table),
    }
    if out is not None:
        out.parent.mkdir(parents=True, exist_ok=True)
        out.write_text(json.dumps(summary, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
    return summary
