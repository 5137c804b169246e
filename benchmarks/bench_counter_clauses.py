"""A candidate guard measured on labels alone: does the question spell out one of the entry's counter-conditions?

Not in serving. The two shipped guards (``service.decision.rule``) fire on
asset names. This one reads a counter-condition clause by clause: the
entry's ``counter_conditions`` split into clauses (``。；;.!?`` and line
breaks), negation phrases ("Not for", "不适用", "不要" …) removed, each
clause analysed as a query is (the service's analyzer, stopwords dropped,
no glossary) and stripped of the terms of the entry's own title, conditions
and assets (those say where it holds). A clause fires when the question
uses at least two of its remaining terms and at least ``--share`` of them.

For every labeled (query, entry) pair whose entry has counter-conditions it
counts, per label (reusable / reference_only / not_applicable), how often
some clause fires: a guard that bars the default plan when it fires costs
the reusable pairs it fires on and can save only not_applicable ones (whether
it would change an answer depends on the model's probabilities; this is the
bound). Prints the counts per ``--share``, then up to ``--examples`` firing
pairs labeled reusable.

    .venv/bin/python benchmarks/bench_counter_clauses.py [LIBRARY_DIR …] [--share 0.5 0.6 0.8]

Measured on the 32-library pool (docs/design-notes.md §29): at share 0.6 it
fires on 41 of 1,583 not_applicable pairs and 6 of 2,014 reusable ones; on
the four holdout libraries 11 of 231 and 1 of 233 — and on none of the
holdout's counter-condition wrong injections, whose clauses carry more terms
than the question repeats. Not shipped.
"""

from __future__ import annotations

import argparse
import re
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from analyzers.analyzer import Analyzer  # noqa: E402
from analyzers.glossary import Glossary  # noqa: E402
from calibration.pool import discover  # noqa: E402
from calibration.records import detect_language  # noqa: E402
from service.contracts import ExperienceEntry, load_eval_set, load_jsonl  # noqa: E402

CLAUSE = re.compile(r"[。；;.!?！？\n]+")
NEGATION = re.compile(
    r"not applicable|does not apply|not for|do not|don't|never|不适用于|不适用|不要|不能|不是|除外|例外",
    re.IGNORECASE,
)


def terms_of(analyzer: Analyzer, text: str) -> frozenset[str]:
    """The terms a question of ``text`` would search for (stopwords dropped; the analyzer has no glossary)."""
    return frozenset(t.term for t in analyzer.query_terms(text).terms)


def clause_terms(analyzer: Analyzer, counter_conditions: str, own: frozenset[str]) -> list[frozenset[str]]:
    """Per clause, its analysed terms without negation phrases and without the entry's own terms."""
    out = []
    for clause in CLAUSE.split(counter_conditions):
        text = NEGATION.sub(" ", clause).strip()
        if not text:
            continue
        terms = terms_of(analyzer, text) - own
        if terms:
            out.append(terms)
    return out


def fires(query: frozenset[str], clauses: list[frozenset[str]], share: float) -> bool:
    """True when the question uses ≥ 2 terms and ≥ ``share`` of the terms of some clause."""
    return any(len(c & query) >= 2 and len(c & query) >= share * len(c) for c in clauses)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("pool", nargs="*", type=Path, default=[Path("examples"), Path("examples/libraries")])
    ap.add_argument("--share", nargs="+", type=float, default=[0.5, 0.6, 0.8])
    ap.add_argument("--examples", type=int, default=6)
    args = ap.parse_args()
    analyzer = Analyzer(Glossary.from_groups([]))
    counts: dict[float, Counter[tuple[str, str, bool]]] = {s: Counter() for s in args.share}
    shown: list[str] = []
    for lib in discover(args.pool):
        entries = {e.id: e for e in load_jsonl(lib.experiences, ExperienceEntry)}
        cache: dict[str, list[frozenset[str]]] = {}
        for qfile in lib.queries:
            for item in load_eval_set(qfile):
                q_terms = terms_of(analyzer, item.query)
                lang = detect_language(item.query)
                for entry_id, label in item.labels.items():
                    e = entries.get(entry_id)
                    if e is None or not e.counter_conditions:
                        continue
                    if e.id not in cache:
                        own = frozenset(analyzer.index_terms(" ".join([e.title, e.conditions or "", *e.assets])))
                        cache[e.id] = clause_terms(analyzer, e.counter_conditions, own)
                    for share in args.share:
                        hit = fires(q_terms, cache[e.id], share)
                        counts[share][(label.value, lang, hit)] += 1
                        if hit and label.value == "reusable" and share == args.share[0] and len(shown) < args.examples:
                            shown.append(f"{lib.name} {item.id}: {item.query[:70]!r} ~ {e.counter_conditions[:90]!r}")
    labels = ("reusable", "reference_only", "not_applicable")
    print("| share | " + " | ".join(f"{lab} fired / pairs" for lab in labels) + " | not_applicable fired zh / en |")
    print("|---|" + "---|" * (len(labels) + 1))
    for share, c in counts.items():
        cells = []
        for lab in labels:
            fired = sum(v for (lb, _, h), v in c.items() if lb == lab and h)
            total = sum(v for (lb, _, _), v in c.items() if lb == lab)
            cells.append(f"{fired} / {total}")
        by_lang = " / ".join(str(c[("not_applicable", lang, True)]) for lang in ("zh", "en"))
        print(f"| {share:.2f} | " + " | ".join(cells) + f" | {by_lang} |")
    if shown:
        print("\nfiring on reusable pairs (first share):")
        for line in shown:
            print("  " + line)


if __name__ == "__main__":
    main()
