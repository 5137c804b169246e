"""A query-level answerability gate after the shipped rule, measured leave-one-library-out end to end.

``bench_abstention`` ranks answerability scores by AUC and abstention P / R
alone. This bench asks what a gate built on the best of them would do to
every figure the README quotes, when it only decides between ``reference``
and ``abstain`` (an ``inject`` of the shipped rule stands, so the
wrong-injection guarantee is untouched):

1. every candidate's probability comes from the shipped model class fitted
   on the other libraries (``bench_model_class.library_out_probabilities``);
2. the shipped thresholds per held-out library are chosen on the other
   libraries by ``calibrate_thresholds`` (Wilson at 0.8, budgets 5 % / 10 %,
   per language) and applied: that is the baseline;
3. the query model (``bench_abstention.query_features``; logistic +
   boosted trees, probabilities averaged) is fitted on the other libraries'
   queries, target "the truth is not abstain";
4. the gate's threshold per language is the lowest of the shipped grid
   whose Wilson upper bound on "answered but the truth is abstain", over
   every answered query (injected ones included), stays within the
   reference budget — chosen on the other libraries, whose query scores are
   themselves out of library (a nested fit per pair);
5. on the held-out library: inject stands; otherwise abstain when the gate
   says so, else answer with the rule's references, or the best candidate
   as a reference when none cleared ``t_reference``.

Printed: wrong injection, usable retention (all / zh / en), abstention
precision / recall (all / zh / en), for the shipped rule and the gate, at
each reference budget.

    .venv/bin/python -m service.cli lolo examples examples/libraries --records /tmp/pool.records.jsonl
    .venv/bin/python benchmarks/bench_abstention_gate.py /tmp/pool.records.jsonl --probabilities /tmp/p.npy
"""

from __future__ import annotations

import argparse
import dataclasses
import time
from pathlib import Path

import numpy as np
from bench_abstention import answer_threshold, query_features
from bench_model_class import library_out_probabilities

from calibration.metrics import evaluate
from calibration.model import _per_query
from calibration.records import read_records
from calibration.sweep_cli import slice_minimums
from calibration.thresholds import calibrate_thresholds, operating_outcomes
from service.decision.rule import ABSTAIN, CHECKLIST, REFERENCE

TREES = dict(max_iter=150, learning_rate=0.05, max_leaf_nodes=15, min_samples_leaf=40, random_state=0)


def fit_score(x_tr: np.ndarray, y_tr: np.ndarray, x_te: np.ndarray) -> np.ndarray:
    """Mean of a logistic regression and boosted trees, "answerable" probability of each test row."""
    from sklearn.ensemble import HistGradientBoostingClassifier
    from sklearn.linear_model import LogisticRegression

    mean, sd = x_tr.mean(0), x_tr.std(0)
    sd[sd == 0] = 1.0
    lr = LogisticRegression(C=0.3, max_iter=2000).fit((x_tr - mean) / sd, y_tr)
    hg = HistGradientBoostingClassifier(**TREES).fit(x_tr, y_tr)
    return 0.5 * (lr.predict_proba((x_te - mean) / sd)[:, 1] + hg.predict_proba(x_te)[:, 1])


def gated(rec, out, score: float, t: float, lower_only: bool = False):
    """The outcome after the gate (inject stands; otherwise abstain below t, else at least the best as reference).

    ``lower_only``: the rule's abstentions stand too (the gate only turns references into abstentions).
    """
    if out.decided == "inject" or (lower_only and out.decided == "abstain"):
        return out
    if score < t:
        return dataclasses.replace(out, decided=ABSTAIN, roles=tuple(None for _ in out.roles))
    if out.decided == "reference" or not rec.candidates:
        return out if rec.candidates else out
    best = out.served[0] if out.served else 0
    role = CHECKLIST if rec.statuses[best] == "candidate" else REFERENCE
    roles = tuple(role if i == best else None for i in range(len(out.roles)))
    return dataclasses.replace(out, decided="reference", roles=roles)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("records", type=Path, help="records of a pool (mxr lolo --records FILE)")
    ap.add_argument("--C", type=float, default=0.3593813663804626, help="inverse L2 strength of the candidate model's logistic part")
    ap.add_argument("--probabilities", type=Path, help="cache the candidates' library-out probabilities here (.npy)")
    ap.add_argument("--budgets", nargs="+", type=float, default=[0.10, 0.08])
    ap.add_argument("--lower-only", action="store_true", help="the gate never answers what the rule abstained on")
    args = ap.parse_args()

    recs = read_records(args.records)
    if args.probabilities is not None and args.probabilities.exists():
        flat = np.load(args.probabilities)
    else:
        t0 = time.perf_counter()
        flat = library_out_probabilities(recs, ("logistic+trees",), args.C)[0]["logistic+trees"]
        print(f"candidate models fitted in {time.perf_counter() - t0:.0f} s")
        if args.probabilities is not None:
            np.save(args.probabilities, flat)
    per_query = _per_query(recs, flat)
    x, _ = query_features(recs, flat)
    truth = np.asarray([r.expected == "abstain" for r in recs])
    lib = np.asarray([r.library for r in recs])
    lang = np.asarray([r.language for r in recs])
    libs = sorted(set(lib.tolist()))

    # score[i]: query i's answerability from a model fitted without its library;
    # inner[(L, M)]: library M's scores from a model fitted without L and M (for L's threshold).
    t0 = time.perf_counter()
    score = np.zeros(len(recs))
    inner: dict[tuple[str, str], np.ndarray] = {}
    for a, held in enumerate(libs):
        te, tr = lib == held, lib != held
        score[te] = fit_score(x[tr], ~truth[tr], x[te])
        for other in libs[a + 1 :]:
            tr2 = (lib != held) & (lib != other)
            both = (lib == held) | (lib == other)
            s = fit_score(x[tr2], ~truth[tr2], x[both])
            inner[(held, other)] = s[lib[both] == other]
            inner[(other, held)] = s[lib[both] == held]
    print(f"{len(recs)} queries, {len(libs)} libraries; query models fitted in {time.perf_counter() - t0:.0f} s\n")

    print("| rule | reference budget | wrong injection | usable retention (zh / en) | abstention P / R | zh P / R | en P / R |")
    print("|---|---|---|---|---|---|---|")
    for budget in args.budgets:
        base, gate, order = [], [], []
        for held in libs:
            train = [i for i, r in enumerate(recs) if r.library != held]
            test = [i for i, r in enumerate(recs) if r.library == held]
            sweep = calibrate_thresholds(
                [recs[i] for i in train], [per_query[i] for i in train], bound="wilson",
                inject_budget=0.05, reference_budget=budget, confidence=0.8, seed=0, **slice_minimums(False, True),
            )
            out_tr = operating_outcomes([recs[i] for i in train], [per_query[i] for i in train], sweep)
            out_te = operating_outcomes([recs[i] for i in test], [per_query[i] for i in test], sweep)
            s_tr = np.zeros(len(recs))
            for other in libs:
                if other != held:
                    s_tr[lib == other] = inner[(held, other)]
            injected = np.zeros(len(recs), bool)
            injected[train] = [o.decided == "inject" for o in out_tr]
            rule_abstained = np.zeros(len(recs), bool)
            rule_abstained[train] = [o.decided == "abstain" for o in out_tr]
            for lg in ("zh", "en"):
                tr = (lib != held) & (lang == lg)
                # answered = injected, or passed the gate; the threshold bounds wrong answers over all of them
                s_eff = np.where(injected[tr], np.inf, s_tr[tr])
                if args.lower_only:
                    s_eff = np.where(rule_abstained[tr], -np.inf, s_eff)
                t = answer_threshold(s_eff, truth[tr], budget)
                for k, i in enumerate(test):
                    if lang[i] == lg:
                        base.append(out_te[k])
                        gate.append(gated(recs[i], out_te[k], float(score[i]), t, args.lower_only))
                        order.append(i)
        records_out = [recs[i] for i in order]
        for name, outs in (("shipped", base), ("gate", gate)):
            summary = evaluate(records_out, outs, n_resamples=50)

            def val(metric: str, lg: str | None = None) -> float:
                est = summary.slices["language"][lg][metric] if lg else summary.overall[metric]
                return est.value if est.defined else float("nan")

            print(
                f"| {name} | {budget:.2f} | {val('wrong_injection'):.3f} | {val('usable_retention'):.3f} "
                f"({val('usable_retention', 'zh'):.3f} / {val('usable_retention', 'en'):.3f}) "
                f"| {val('abstention_precision'):.3f} / {val('abstention_recall'):.3f} "
                f"| {val('abstention_precision', 'zh'):.3f} / {val('abstention_recall', 'zh'):.3f} "
                f"| {val('abstention_precision', 'en'):.3f} / {val('abstention_recall', 'en'):.3f} |",
                flush=True,
            )


if __name__ == "__main__":
    main()
