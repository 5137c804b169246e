"""Would a query-level answerability model abstain better than the best candidate's probability?

Today a query is abstained on when its best candidate's probability is under
``t_reference`` (the largest ``p`` is the only query-level evidence). This
bench asks whether more of what the candidates carry — the spread of the top
five probabilities, the best candidate's named features (coverage of the
question's terms, cosines, counter-condition and asset signals, the status),
the question's language — separates "nothing here answers it" from
"something does" better, measured leave-one-library-out:

1. every candidate's probability comes from the shipped model class fitted on
   the other libraries (``bench_model_class.library_out_probabilities``);
2. per held-out library, a query model (logistic regression, or boosted
   trees) is fitted on the other libraries' queries, target
   ``expected_decision == abstain``;
3. per held-out library and language, the answer threshold on each score is
   the lowest whose Wilson upper bound (two-sided 0.8) on "answered, but the
   truth is abstain" stays within the reference budget, chosen on the other
   libraries (their scores are library-out too), as the shipped rule does.

Printed: the AUC of each score for the truth "abstain" (pooled over held-out
libraries), and at each budget the abstention precision / recall and the
share of answerable questions abstained on.

    .venv/bin/python -m service.cli lolo examples examples/libraries --records /tmp/pool.records.jsonl
    .venv/bin/python benchmarks/bench_abstention.py /tmp/pool.records.jsonl [--probabilities /tmp/p.npy]
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import numpy as np  # noqa: E402
from bench_model_class import library_out_probabilities  # noqa: E402

from calibration.metrics import wilson_upper  # noqa: E402
from calibration.records import read_records  # noqa: E402
from calibration.thresholds import DEFAULT_GRID  # noqa: E402
from service.stages.features import is_match_feature  # noqa: E402

def query_features(recs: list, flat: np.ndarray) -> tuple[np.ndarray, list[str]]:
    """One row per query: the top-five probability profile and the best candidate's named features."""
    named = [f for f in recs[0].candidates[0].features if not is_match_feature(f)]
    rows, at = [], 0
    for r in recs:
        n = len(r.candidates)
        p = np.sort(flat[at : at + n])[::-1]
        best = r.candidates[int(np.argmax(flat[at : at + n]))] if n else None
        at += n
        p5 = np.zeros(5)
        p5[: min(5, n)] = p[:5]
        prof = [p5[0], p5[1], p5[0] - p5[1], p5.mean(), float((p5 > 0.5).sum()), float(n)]
        feats = [best.features[f] for f in named] if best is not None else [0.0] * len(named)
        rows.append(prof + feats + [1.0 if r.language == "zh" else 0.0])
    names = ["p1", "p2", "p1_minus_p2", "p_mean5", "n_over_half", "n_candidates", *named, "is_zh"]
    return np.asarray(rows, dtype=float), names


def answer_threshold(score: np.ndarray, abstain_truth: np.ndarray, budget: float) -> float:
    """Lowest threshold of the shipped grid whose Wilson upper bound on wrong answers is within budget."""
    for t in DEFAULT_GRID:
        answered = score >= t
        if wilson_upper(int((answered & abstain_truth).sum()), int(answered.sum()), 0.8) <= budget:
            return float(t)
    return float("inf")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("records", type=Path, help="records of a pool (mxr lolo --records FILE)")
    ap.add_argument("--C", type=float, default=0.36, help="inverse L2 strength of the candidate model's logistic part")
    ap.add_argument("--probabilities", type=Path, help="cache the candidates' library-out probabilities here (.npy)")
    ap.add_argument("--budgets", nargs="+", type=float, default=[0.10, 0.08, 0.05])
    args = ap.parse_args()

    from sklearn.ensemble import HistGradientBoostingClassifier
    from sklearn.linear_model import LogisticRegression
    from sklearn.metrics import roc_auc_score

    recs = read_records(args.records)
    if args.probabilities is not None and args.probabilities.exists():
        flat = np.load(args.probabilities)
    else:
        t0 = time.perf_counter()
        flat = library_out_probabilities(recs, ("logistic+trees",), args.C)[0]["logistic+trees"]
        print(f"candidate models fitted in {time.perf_counter() - t0:.0f} s")
        if args.probabilities is not None:
            np.save(args.probabilities, flat)
    x, names = query_features(recs, flat)
    truth = np.asarray([r.expected == "abstain" for r in recs])
    lib = np.asarray([r.library for r in recs])
    lang = np.asarray([r.language for r in recs])
    libs = sorted(set(lib.tolist()))
    print(f"{len(recs)} queries ({int(truth.sum())} truth abstain), {len(names)} query features, {len(libs)} libraries")

    # answerability scores, library-out (higher = answer)
    scores = {"p1 (shipped)": x[:, 0].copy(), "query logistic": np.zeros(len(recs)), "query trees": np.zeros(len(recs))}
    for held in libs:
        te, tr = lib == held, lib != held
        mean, sd = x[tr].mean(0), x[tr].std(0)
        sd[sd == 0] = 1.0
        lr = LogisticRegression(C=0.3, max_iter=2000).fit((x[tr] - mean) / sd, ~truth[tr])
        scores["query logistic"][te] = lr.predict_proba((x[te] - mean) / sd)[:, 1]
        hg = HistGradientBoostingClassifier(max_iter=150, learning_rate=0.05, max_leaf_nodes=15, min_samples_leaf=40, random_state=0)
        scores["query trees"][te] = hg.fit(x[tr], ~truth[tr]).predict_proba(x[te])[:, 1]
    scores["query mean"] = 0.5 * (scores["query logistic"] + scores["query trees"])

    print("\n| score | AUC (truth abstain) | AUC zh | AUC en |")
    print("|---|---|---|---|")
    for name, s in scores.items():
        a = [roc_auc_score(truth[m], -s[m]) for m in (np.ones(len(s), bool), lang == "zh", lang == "en")]
        print(f"| {name} | {a[0]:.3f} | {a[1]:.3f} | {a[2]:.3f} |")

    print("\n| score | budget | abstention P / R | answerable abstained on | zh P / R | en P / R |")
    print("|---|---|---|---|---|---|")
    for name, s in scores.items():
        for budget in args.budgets:
            abst = np.zeros(len(recs), bool)
            for held in libs:
                for lg in ("zh", "en"):
                    te = (lib == held) & (lang == lg)
                    tr = (lib != held) & (lang == lg)
                    t = answer_threshold(s[tr], truth[tr], budget)
                    abst[te] = s[te] < t

            def pr(m: np.ndarray) -> str:
                tp = int((abst & truth & m).sum())
                return f"{tp / max(1, int((abst & m).sum())):.3f} / {tp / max(1, int((truth & m).sum())):.3f}"

            lost = int((abst & ~truth).sum()) / int((~truth).sum())
            print(f"| {name} | {budget:.2f} | {pr(np.ones(len(s), bool))} | {lost:.3f} | {pr(lang == 'zh')} | {pr(lang == 'en')} |", flush=True)


if __name__ == "__main__":
    main()
