"""Decision model classes compared leave-one-library-out on recorded candidates.

For each labeled library of a recorded pool, every model class is fitted on
the other libraries and scores the held-out one. Then, per held-out library,
thresholds are chosen by the shipped rule (``calibrate_thresholds``: Wilson
bound at 0.8, budgets 5 % / 10 % by default, per language) on the other libraries'
held-out probabilities, and applied to it. Printed per class: wrong
injection, usable retention (all / zh / en), abstention precision / recall,
and the out-of-library log loss of the candidate probabilities. With several
``--max-wrong-reference`` budgets, one row per class and budget: how
abstention precision trades against recall (t_inject does not move).

Classes: ``logistic`` (the logistic part, C fixed), ``trees`` (the boosted
part alone, ``calibration.model.TREE_PARAMS``), ``trees-named`` (the boosted
part on the named features only, without the semantic-match block) and
``logistic+trees`` (the mean of the two probabilities: the shipped model).

This is cheaper than ``mxr lolo`` (one fit per class and library instead
of a nested leave-one-library-out per fold, C fixed instead of an inner
grid; and the other libraries' probabilities, on which a held-out library's
thresholds are chosen, come from models that saw that library), so it ranks
classes; ``mxr lolo`` gives the figures to quote.

    .venv/bin/python -m service.cli lolo examples examples/libraries --records /tmp/pool.records.jsonl
    .venv/bin/python benchmarks/bench_model_class.py /tmp/pool.records.jsonl [--C 0.36]
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import numpy as np  # noqa: E402

from calibration.metrics import evaluate  # noqa: E402
from calibration.model import _per_query, fit_trees, logistic_probabilities, penalty_weights, sigmoid, standardisation  # noqa: E402
from calibration.records import read_records  # noqa: E402
from calibration.sweep_cli import slice_minimums  # noqa: E402
from calibration.thresholds import calibrate_thresholds, operating_outcomes  # noqa: E402
from service.stages.features import is_match_feature  # noqa: E402

CLASSES = ("logistic", "trees", "trees-named", "logistic+trees")


def library_out_probabilities(
    recs: list, classes: tuple[str, ...], c: float
) -> tuple[dict[str, np.ndarray], np.ndarray, list[str]]:
    """Per class, every candidate's probability from a model fitted on the other libraries.

    Returns ``(flat, y, libraries)``: ``flat[class]`` aligned with the
    candidates of ``recs`` in order, ``y`` their reusable labels.
    """
    from sklearn.linear_model import LogisticRegression

    feats = tuple(recs[0].candidates[0].features.keys())
    named = np.asarray([not is_match_feature(f) for f in feats])
    weights = penalty_weights(feats)
    x = np.asarray([[cd.features[f] for f in feats] for r in recs for cd in r.candidates], dtype=float)
    y = np.asarray([1 if cd.reusable else 0 for r in recs for cd in r.candidates])
    lib_of_row = np.asarray([r.library for r in recs for _ in r.candidates])
    libs = sorted(set(lib_of_row.tolist()))
    print(f"{len(recs)} queries, {len(y)} candidates, {len(feats)} features ({int(named.sum())} named), {len(libs)} libraries")
    flat = {k: np.zeros(len(y)) for k in classes}
    for lib in libs:
        te = lib_of_row == lib
        tr = ~te
        mean, scale = standardisation(x[tr])
        scale = scale / weights
        lr = LogisticRegression(C=c, max_iter=1000).fit((x[tr] - mean) / scale, y[tr])
        p_lin = logistic_probabilities(x[te], mean, scale, lr.coef_.ravel(), float(lr.intercept_[0]), x[tr].min(0), x[tr].max(0))
        fitted = {"logistic": p_lin}
        if {"trees", "logistic+trees"} & set(classes):
            fitted["trees"] = sigmoid(fit_trees(x[tr], y[tr], class_weight=None, seed=0).raw(x[te]))
            fitted["logistic+trees"] = 0.5 * (p_lin + fitted["trees"])
        if "trees-named" in classes:
            fitted["trees-named"] = sigmoid(fit_trees(x[tr][:, named], y[tr], class_weight=None, seed=0).raw(x[te][:, named]))
        for name in classes:
            flat[name][te] = fitted[name]
    return flat, y, libs


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("records", type=Path, help="records of a pool (mxr lolo --records FILE)")
    ap.add_argument("--C", type=float, default=0.36, help="inverse L2 strength of the logistic part")
    ap.add_argument("--classes", nargs="+", choices=CLASSES, default=list(CLASSES), help="which model classes to compare")
    ap.add_argument(
        "--max-wrong-reference", nargs="+", type=float, default=[0.10], metavar="B",
        help="reference budgets to choose t_reference with (one row per class and budget; the abstention trade-off)",
    )
    args = ap.parse_args()
    classes = tuple(args.classes)

    recs = read_records(args.records)
    t0 = time.perf_counter()
    flat, y, libs = library_out_probabilities(recs, classes, args.C)
    print(f"fitted {len(libs)} × {len(classes)} models in {time.perf_counter() - t0:.0f} s\n")

    print("| model | reference budget | wrong injection | usable retention | zh / en retention | abstention P / R | log loss |")
    print("|---|---|---|---|---|---|---|")
    for name in classes:
        per_query = _per_query(recs, flat[name])
        p = np.clip(flat[name], 1e-6, 1 - 1e-6)
        loss = float(-np.mean(y * np.log(p) + (1 - y) * np.log(1 - p)))
        for budget in args.max_wrong_reference:
            records_out, outcomes = [], []
            for lib in libs:
                train = [i for i, r in enumerate(recs) if r.library != lib]
                test = [i for i, r in enumerate(recs) if r.library == lib]
                sweep = calibrate_thresholds(
                    [recs[i] for i in train], [per_query[i] for i in train], bound="wilson",
                    inject_budget=0.05, reference_budget=budget, confidence=0.8, seed=0, **slice_minimums(False, True),
                )
                records_out += [recs[i] for i in test]
                outcomes += operating_outcomes([recs[i] for i in test], [per_query[i] for i in test], sweep)
            summary = evaluate(records_out, outcomes, n_resamples=50)

            def val(metric: str, lang: str | None = None) -> float:
                est = summary.slices["language"][lang][metric] if lang else summary.overall[metric]
                return est.value if est.defined else float("nan")

            print(
                f"| {name} | {budget:.2f} | {val('wrong_injection'):.3f} | {val('usable_retention'):.3f} "
                f"| {val('usable_retention', 'zh'):.3f} / {val('usable_retention', 'en'):.3f} "
                f"| {val('abstention_precision'):.3f} / {val('abstention_recall'):.3f} | {loss:.4f} |",
                flush=True,
            )


if __name__ == "__main__":
    main()
