"""Leave-one-library-out: each library is scored by a model that never saw it."""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import sys
import time
from dataclasses import replace
from pathlib import Path

import numpy as np
import pytest

from calibration.model import fit_decision_model, library_splits
from calibration.pool import Library, LibraryRun, PoolInvalid, discover, leave_one_library_out, render_markdown
from tests.calibration.synthetic import FEATURES, make_records

pytestmark = pytest.mark.unit


def _run(name: str, seed: int, n: int = 40) -> LibraryRun:
    recs = [replace(r, library=name, query_id=f"{name}-{r.query_id}") for r in make_records(n, seed=seed)]
    lib = Library(name, Path(name), Path(name) / "experiences.jsonl", (Path(name) / "queries.jsonl",), None)
    fused = {r.query_id: tuple(c.entry_id for c in r.candidates) for r in recs}
    return LibraryRun(lib, recs, fused, 0, {"embedder": "x", "glossary": name}, FEATURES)


class TestDiscover:
    def test_folders_and_folders_of_folders(self, tmp_path: Path) -> None:
        for name in ("a", "b"):
            (tmp_path / "pool" / name).mkdir(parents=True)
            (tmp_path / "pool" / name / "experiences.jsonl").write_text("")
            (tmp_path / "pool" / name / "queries.test.jsonl").write_text("")
        (tmp_path / "pool" / "a" / "glossary.yaml").write_text("groups: []\n")
        libs = discover([tmp_path / "pool"])
        assert [lib.name for lib in libs] == ["a", "b"]
        assert libs[0].glossary is not None and libs[1].glossary is None
        assert [lib.name for lib in discover([tmp_path / "pool" / "b"])] == ["b"]

    def test_refusals_say_why(self, tmp_path: Path) -> None:
        with pytest.raises(PoolInvalid, match="not a directory"):
            discover([tmp_path / "nope"])
        with pytest.raises(PoolInvalid, match="holds no experiences.jsonl"):
            discover([tmp_path])
        (tmp_path / "x").mkdir()
        (tmp_path / "x" / "experiences.jsonl").write_text("")
        with pytest.raises(PoolInvalid, match="no queries"):
            discover([tmp_path / "x"])


class TestLeaveOneLibraryOut:
    def test_each_library_is_scored_by_a_model_fitted_on_the_others(self) -> None:
        runs = [_run("a", 1), _run("b", 2), _run("c", 3)]
        result = leave_one_library_out(runs, bound="wilson", inject_budget=0.1, reference_budget=0.3, min_queries=None, seed=0)
        assert [h.library for h in result.held_out] == ["a", "b", "c"]
        for h, run in zip(result.held_out, runs, strict=True):
            others = sum(len(r.records) for r in runs if r is not run)
            assert h.fitted.n_queries == others  # never fitted on the held-out library
            assert len(h.outcomes) == len(run.records)
        table = result.table
        assert set(table) == {"all", "library", "category", "language"}
        assert set(table["library"]) == {"a", "b", "c"}
        assert table["all"]["all"]["n"] == 120
        wi = table["all"]["all"]["wrong_injection"]
        if wi["n"]:
            assert wi["lower"] <= wi["value"] <= wi["upper"] and wi["upper"] > wi["lower"]
        assert "| a |" in render_markdown(table)

    def test_glossaries_may_differ_other_scorer_keys_may_not(self) -> None:
        runs = [_run("a", 1), _run("b", 2)]
        leave_one_library_out(runs, bound="wilson", inject_budget=0.1, reference_budget=0.3, min_queries=None, seed=0)
        runs[1] = replace(runs[1], scorer={"embedder": "y", "glossary": "b"})
        with pytest.raises(PoolInvalid, match="different scorers"):
            leave_one_library_out(runs, bound="wilson", inject_budget=0.1, reference_budget=0.3, min_queries=None, seed=0)

    def test_parallel_folds_give_the_same_table(self) -> None:
        runs = [_run("a", 1), _run("b", 2), _run("c", 3)]
        kw = {"bound": "wilson", "inject_budget": 0.1, "reference_budget": 0.3, "min_queries": None, "seed": 0}
        seen: list[str] = []
        serial = leave_one_library_out(runs, **kw)
        parallel = leave_one_library_out(runs, **kw, jobs=2, progress=seen.append)
        assert seen == ["a", "b", "c"]
        assert parallel.table == serial.table
        for s, p in zip(serial.held_out, parallel.held_out, strict=True):
            assert p.library == s.library and p.probabilities == s.probabilities
            assert p.sweep.point.thresholds == s.sweep.point.thresholds
        with pytest.raises(ValueError, match="jobs must be >= 1"):
            leave_one_library_out(runs, **kw, jobs=0)

    def test_one_library_is_not_a_pool(self) -> None:
        with pytest.raises(PoolInvalid, match="at least two"):
            leave_one_library_out([_run("a", 1)], bound="wilson", inject_budget=0.1, reference_budget=0.3, min_queries=None, seed=0)


class TestLibraryFolds:
    def test_outer_folds_leave_one_library_out(self) -> None:
        recs = [r for run in (_run("a", 1), _run("b", 2), _run("c", 3)) for r in run.records]
        fitted = fit_decision_model(recs, FEATURES, seed=0)
        assert fitted.n_folds == 3
        assert any("leaves one library out" in n for n in fitted.notes)

    def test_single_library_records_fall_back_to_query_folds(self) -> None:
        import numpy as np

        recs = make_records(40, seed=1)
        y = np.array([int(c.reusable) for r in recs for c in r.candidates])
        g = np.array([i for i, r in enumerate(recs) for _ in r.candidates])
        assert library_splits(recs, y, g) is None
        assert not any("library" in n for n in fit_decision_model(recs, FEATURES, seed=0).notes)


class TestSharedInnerFolds:
    """Each pair of libraries is fitted once for both held-out folds that need it; nothing else changes."""

    def test_the_shared_fits_are_the_fits_each_fold_would_make(self) -> None:
        from calibration.pool import fit_and_choose

        runs = [_run("a", 1), _run("b", 2), _run("c", 3), _run("d", 4)]
        kw = {"bound": "wilson", "inject_budget": 0.1, "reference_budget": 0.3, "min_queries": None, "seed": 0}
        ticks: list[tuple[int, int]] = []
        result = leave_one_library_out(runs, **kw, gate=True, inner_progress=lambda done, total: ticks.append((done, total)))
        assert ticks[-1] == (6, 6)  # 4 libraries: 6 pairs, not 12 inner fits
        for h, run in zip(result.held_out, runs, strict=True):
            train = [r for other in runs if other is not run for r in other.records]
            fitted, sweep, gate = fit_and_choose(train, FEATURES, **kw, gate=True)  # the fold fitted whole
            assert h.fitted.oof_probabilities == fitted.oof_probabilities
            assert h.fitted.coefficients == fitted.coefficients and h.fitted.notes == fitted.notes
            assert h.sweep.point.thresholds == sweep.point.thresholds
            assert (h.gate is None) == (gate is None)
            if gate is not None:
                assert h.gate.thresholds == gate.thresholds and h.gate.oof_scores == gate.oof_scores

    def test_a_pool_without_library_folds_fits_each_fold_whole(self) -> None:
        from calibration.pool import shared_outer_folds

        runs = [_run("a", 1), _run("b", 2)]
        assert shared_outer_folds(runs, FEATURES, seed=0, model="logistic+trees") is None  # 2 libraries: query folds
        runs3 = [_run("a", 1), _run("b", 2), _run("c", 3)]
        renamed = [replace(runs3[0], records=[replace(r, library="zz") for r in runs3[0].records]), *runs3[1:]]
        assert shared_outer_folds(renamed, FEATURES, seed=0, model="logistic+trees") is None

    def test_outer_predictions_must_match_the_library_rows(self) -> None:
        from calibration.model import OuterFold

        recs = [r for run in (_run("a", 1), _run("b", 2), _run("c", 3)) for r in run.records]
        with pytest.raises(ValueError, match="rows"):
            fit_decision_model(recs, FEATURES, seed=0, outer_predictions={n: OuterFold(np.zeros(1)) for n in "abc"})
        single = make_records(40, seed=1)
        with pytest.raises(ValueError, match="library-out outer folds"):
            fit_decision_model(single, FEATURES, seed=0, outer_predictions={})


class TestFixedC:
    """``mxr lolo --C``: one C for every fit instead of the inner grid, with the same shared pair fits."""

    def test_a_fixed_c_is_used_in_every_fit_and_said_once(self) -> None:
        recs = [r for run in (_run("a", 1), _run("b", 2), _run("c", 3)) for r in run.records]
        grid = fit_decision_model(recs, FEATURES, seed=0)
        fixed = fit_decision_model(recs, FEATURES, seed=0, fixed_c=0.01)
        assert fixed.C == 0.01
        assert fixed.notes.count("C fixed at 0.01 in every fit (no inner grid)") == 1
        assert not any("outer fold" in n for n in fixed.notes)
        # a strong penalty shrinks the coefficients: the value reached the fits
        assert np.abs(fixed.coefficients).sum() < np.abs(grid.coefficients).sum()
        assert fixed.oof_probabilities != grid.oof_probabilities

    def test_the_shared_fits_with_a_fixed_c_are_the_fits_each_fold_would_make(self) -> None:
        from calibration.pool import fit_and_choose

        runs = [_run("a", 1), _run("b", 2), _run("c", 3), _run("d", 4)]
        kw = {"bound": "wilson", "inject_budget": 0.1, "reference_budget": 0.3, "min_queries": None, "seed": 0}
        result = leave_one_library_out(runs, **kw, fixed_c=0.5)
        for h, run in zip(result.held_out, runs, strict=True):
            train = [r for other in runs if other is not run for r in other.records]
            fitted, sweep, _ = fit_and_choose(train, FEATURES, **kw, fixed_c=0.5)
            assert h.fitted.C == 0.5
            assert h.gate is None  # the gate is opt-in
            assert h.fitted.oof_probabilities == fitted.oof_probabilities
            assert h.sweep.point.thresholds == sweep.point.thresholds

    @pytest.mark.parametrize("bad", [0.0, -1.0, float("nan"), float("inf")])
    def test_a_c_that_is_not_a_positive_number_is_refused(self, bad: float) -> None:
        recs = [r for run in (_run("a", 1), _run("b", 2), _run("c", 3)) for r in run.records]
        with pytest.raises(ValueError, match="fixed_c"):
            fit_decision_model(recs, FEATURES, seed=0, fixed_c=bad)


def _running(pid: int) -> bool:
    """True while ``pid`` exists and is not a zombie (an exited orphan nobody has reaped yet)."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except (FileNotFoundError, ProcessLookupError):
        return False
    return stat.rsplit(")", 1)[1].split()[0] != "Z"


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="reads process states from /proc")
class TestWorkersExitWithParent:
    """Killing `mxr lolo` (SIGTERM, SIGKILL: no pool shutdown runs) must not leave its workers fitting."""

    PARENT = """
import multiprocessing, os, sys, time
from concurrent.futures import ProcessPoolExecutor
from calibration.pool import exit_with_parent

if __name__ == "__main__":
    guard = {"initializer": exit_with_parent, "initargs": (os.getpid(),)} if sys.argv[1] == "guarded" else {}
    pool = ProcessPoolExecutor(max_workers=1, mp_context=multiprocessing.get_context("spawn"), **guard)
    print(pool.submit(os.getpid).result(), flush=True)
    pool.submit(time.sleep, 120)  # the worker is busy when its parent dies
    time.sleep(120)
"""

    @contextlib.contextmanager
    def _orphan(self, tmp_path: Path, mode: str):
        """Start a parent with one busy worker, SIGKILL the parent, yield the worker's pid (killed afterwards)."""
        script = tmp_path / "parent.py"
        script.write_text(self.PARENT, encoding="utf-8")
        parent = subprocess.Popen([sys.executable, str(script), mode], stdout=subprocess.PIPE, text=True)
        worker = int(parent.stdout.readline())
        parent.kill()
        parent.wait()
        parent.stdout.close()
        try:
            yield worker
        finally:
            with contextlib.suppress(ProcessLookupError):
                os.kill(worker, signal.SIGKILL)

    def _gone_within(self, pid: int, seconds: float) -> bool:
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            if not _running(pid):
                return True
            time.sleep(0.1)
        return not _running(pid)

    def test_a_guarded_worker_exits_when_its_parent_is_killed(self, tmp_path: Path) -> None:
        with self._orphan(tmp_path, "guarded") as worker:
            assert self._gone_within(worker, 30)

    def test_without_the_guard_the_worker_outlives_its_parent(self, tmp_path: Path) -> None:
        """The failure the guard exists for (so the test above can fail)."""
        with self._orphan(tmp_path, "bare") as worker:
            assert not self._gone_within(worker, 3)
