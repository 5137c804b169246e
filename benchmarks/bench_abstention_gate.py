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
3. the query model (the shipped gate: ``calibration.answerability``'s
   ``gate_matrix`` features and ``_fit_model`` fit; logistic +
   boosted trees, probabilities averaged) is fitted on the other libraries'
   queries, target "the truth is not abstain";
4. (the §32 gate, which also raises; not shipped) its threshold per language is the lowest of the grid
   whose Wilson upper bound on "answered but the truth is abstain", over
   every answered query (injected ones included), stays within the
   reference budget — chosen on the other libraries, whose query scores are
   themselves out of library (a nested fit per pair);
5. on the held-out library: inject stands; otherwise abstain when the gate
   says so, else answer with the rule's references, or the best candidate
   as a reference when none cleared ``t_reference``.

Two more variants, each chosen on the other libraries as above:

* ``--floor``: the gate may offer a candidate the rule dropped only when its
  probability reaches a floor, the lowest at which the questions it raises
  hold the reference budget among themselves (docs/design-notes.md §33:
  the floor lands at ``t_reference``, so this is the rule again);
* ``--lower-precision P``: the gate only turns references into abstentions,
  at the highest threshold where those abstentions are truth-abstain with
  a Wilson lower bound (0.8) of at least P — the shipped gate's rule
  (``calibration.answerability.choose_gate_threshold``, P = 0.75).

``--gate-scores FILE`` caches the gate's library-out scores (the expensive
part, about 5 minutes); ``--dump FILE`` writes each held-out query's gate
inputs and outcomes.

Printed: wrong injection, usable retention (all / zh / en), abstention
precision / recall (all / zh / en), for the shipped rule and the gate, at
each reference budget.

    .venv/bin/python -m service.cli lolo examples examples/libraries --records /tmp/pool.records.jsonl
    .venv/bin/python benchmarks/bench_abstention_gate.py /tmp/pool.records.jsonl --probabilities /tmp/p.npy
"""

from __future__ import annotations

import argparse
import json
import dataclasses
import time
from pathlib import Path

import numpy as np
from bench_abstention import answer_threshold
from bench_model_class import library_out_probabilities

from calibration.answerability import _fit_model, _score, choose_gate_threshold, gate_candidate_features, gate_matrix
from calibration.metrics import evaluate, wilson_upper
from calibration.model import _per_query
from calibration.records import read_records
from calibration.sweep_cli import slice_minimums
from calibration.thresholds import DEFAULT_GRID, calibrate_thresholds, operating_outcomes
from service.decision.rule import ABSTAIN, CHECKLIST, REFERENCE

def fit_score(x_tr: np.ndarray, y_tr: np.ndarray, x_te: np.ndarray) -> np.ndarray:
    """The shipped gate's fit (``calibration.answerability``): "answerable" probability of each test row."""
    return _score(_fit_model(x_tr, y_tr.astype(int), 0, True), x_te)


def raised_probability(out, probs) -> float:
    """The probability of the candidate the gate would offer when the rule abstained (0 with none)."""
    return float(probs[out.served[0]]) if out.served else 0.0


def gated(rec, out, score: float, t: float, lower_only: bool = False, floor: float = 0.0, probs=None):
    """The outcome after the gate (inject stands; otherwise abstain below t, else at least the best as reference).

    ``lower_only``: the rule's abstentions stand too (the gate only turns references into abstentions).
    ``floor``: the gate offers a candidate the rule dropped only when its probability is at least this.
    """
    if out.decided == "inject" or (lower_only and out.decided == "abstain"):
        return out
    abstain = dataclasses.replace(out, decided=ABSTAIN, roles=tuple(None for _ in out.roles))
    if score < t:
        return abstain
    if out.decided == "reference" or not rec.candidates:
        return out
    if probs is not None and raised_probability(out, probs) < floor:
        return abstain
    best = out.served[0] if out.served else 0
    role = CHECKLIST if rec.statuses[best] == "candidate" else REFERENCE
    roles = tuple(role if i == best else None for i in range(len(out.roles)))
    return dataclasses.replace(out, decided="reference", roles=roles)


def floor_and_threshold(
    score: np.ndarray, p_raise: np.ndarray, injected: np.ndarray, rule_ref: np.ndarray, truth: np.ndarray, budget: float
) -> tuple[float, float]:
    """The lowest floor (and its gate threshold) whose raised band holds the budget on its own.

    For each floor of the grid, lowest first: the gate threshold is the lowest
    whose Wilson upper bound on "answered but truth abstain" over every
    answered query is within budget; the floor is accepted when the queries
    the gate answers on the rule's behalf (rule abstained, probability of the
    offered candidate >= floor, score >= threshold) hold the same bound among
    themselves, or there are none.
    """
    dropped = ~injected & ~rule_ref
    for f in DEFAULT_GRID:
        eff = np.where(injected, np.inf, np.where(dropped & (p_raise < f), -np.inf, score))
        t = answer_threshold(eff, truth, budget)
        if not np.isfinite(t):
            continue
        band = dropped & (p_raise >= f) & (score >= t)
        n = int(band.sum())
        if n == 0 or wilson_upper(int((band & truth).sum()), n, 0.8) <= budget:
            return float(f), t
    return 1.0, answer_threshold(np.where(injected, np.inf, np.where(dropped, -np.inf, score)), truth, budget)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("records", type=Path, help="records of a pool (mxr lolo --records FILE)")
    ap.add_argument("--C", type=float, default=0.3593813663804626, help="inverse L2 strength of the candidate model's logistic part")
    ap.add_argument("--probabilities", type=Path, help="cache the candidates' library-out probabilities here (.npy)")
    ap.add_argument("--budgets", nargs="+", type=float, default=[0.10, 0.08])
    ap.add_argument("--lower-only", action="store_true", help="the gate never answers what the rule abstained on")
    ap.add_argument("--gate-scores", type=Path, help="cache the gate's library-out scores here (.npz)")
    ap.add_argument("--dump", type=Path, help="write each held-out query's gate inputs and outcome here (.jsonl)")
    ap.add_argument("--lower-precision", type=float, help="also a lower-only gate whose added abstentions hold this precision")
    ap.add_argument("--floor", action="store_true", help="also a gate whose raised band must hold the budget itself")
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
    x = gate_matrix(recs, per_query, gate_candidate_features(list(recs[0].candidates[0].features)))
    truth = np.asarray([r.expected == "abstain" for r in recs])
    lib = np.asarray([r.library for r in recs])
    lang = np.asarray([r.language for r in recs])
    libs = sorted(set(lib.tolist()))

    # score[i]: query i's answerability from a model fitted without its library;
    # inner[(L, M)]: library M's scores from a model fitted without L and M (for L's threshold).
    t0 = time.perf_counter()
    score = np.zeros(len(recs))
    inner: dict[tuple[str, str], np.ndarray] = {}
    cache = args.gate_scores
    if cache is not None and cache.exists():
        z = np.load(cache)
        score = z["score"]
        inner = {tuple(k.split("\t")): z["inner:" + k] for k in z["keys"]}
    for a, held in enumerate(libs if not inner else []):
        te, tr = lib == held, lib != held
        score[te] = fit_score(x[tr], ~truth[tr], x[te])
        for other in libs[a + 1 :]:
            tr2 = (lib != held) & (lib != other)
            both = (lib == held) | (lib == other)
            s = fit_score(x[tr2], ~truth[tr2], x[both])
            inner[(held, other)] = s[lib[both] == other]
            inner[(other, held)] = s[lib[both] == held]
    if cache is not None and not cache.exists():
        keys = ["\t".join(k) for k in inner]
        np.savez(cache, score=score, keys=np.asarray(keys), **{"inner:" + k: inner[tuple(k.split("\t"))] for k in keys})
    print(f"{len(recs)} queries, {len(libs)} libraries; query models fitted in {time.perf_counter() - t0:.0f} s\n")

    dump = args.dump.open("w") if args.dump is not None else None
    print("| rule | reference budget | wrong injection | usable retention (zh / en) | abstention P / R | zh P / R | en P / R |")
    print("|---|---|---|---|---|---|---|")
    for budget in args.budgets:
        base, gate, floored, lowered, order, floors = [], [], [], [], [], []
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
            p_raise = np.zeros(len(recs))
            p_raise[train] = [raised_probability(o, per_query[i]) for o, i in zip(out_tr, train)]
            for lg in ("zh", "en"):
                tr = (lib != held) & (lang == lg)
                # answered = injected, or passed the gate; the threshold bounds wrong answers over all of them
                s_eff = np.where(injected[tr], np.inf, s_tr[tr])
                if args.lower_only:
                    s_eff = np.where(rule_abstained[tr], -np.inf, s_eff)
                t = answer_threshold(s_eff, truth[tr], budget)
                if args.floor:
                    f, tf = floor_and_threshold(
                        s_tr[tr], p_raise[tr], injected[tr], ~injected[tr] & ~rule_abstained[tr], truth[tr], budget
                    )
                    floors.append((held, lg, f, tf, t))
                if args.lower_precision is not None:
                    referenced = ~injected[tr] & ~rule_abstained[tr]
                    tl = choose_gate_threshold(s_tr[tr], truth[tr], referenced, precision=args.lower_precision, confidence=0.8)
                    floors.append((held, lg, 0.0, tl, t))
                for k, i in enumerate(test):
                    if lang[i] == lg:
                        base.append(out_te[k])
                        if args.lower_precision is not None:
                            lowered.append(gated(recs[i], out_te[k], float(score[i]), tl, lower_only=True))
                        gate.append(gated(recs[i], out_te[k], float(score[i]), t, args.lower_only))
                        if args.floor:
                            floored.append(gated(recs[i], out_te[k], float(score[i]), tf, floor=f, probs=per_query[i]))
                        order.append(i)
                        if dump is not None:
                            dump.write(json.dumps({
                                "budget": budget, "library": held, "language": lg, "query_id": recs[i].query_id,
                                "category": recs[i].category, "expected": recs[i].expected, "rule": out_te[k].decided,
                                "gate": gate[-1].decided, "score": float(score[i]), "threshold": t,
                                "offered_p": raised_probability(out_te[k], per_query[i]),
                                "n_candidates": len(recs[i].candidates),
                            }) + "\n")
        records_out = [recs[i] for i in order]
        if floors:
            fs = np.asarray([f for _, _, f, _, _ in floors])
            print(f"<!-- budget {budget:.2f}: floors min/median/max {fs.min():.2f}/{np.median(fs):.2f}/{fs.max():.2f}; "
                  f"variant's gate threshold median {np.median([x[3] for x in floors]):.2f}, plain gate's {np.median([x[4] for x in floors]):.2f} -->")
        variants = [("shipped", base), ("gate", gate)] + ([("gate + floor", floored)] if args.floor else [])
        if args.lower_precision is not None:
            variants.append((f"lower-only @ {args.lower_precision:.2f}", lowered))
        for name, outs in variants:
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
