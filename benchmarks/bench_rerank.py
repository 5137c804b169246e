"""Cross-encoder latency: 50 (query, passage) pairs × 256 tokens on this machine's CPU (or GPU).

Prints numbers only. Builds a randomly initialised cross-encoder of
bge-reranker-base's shape (XLM-R base: 12 layers, 768 wide, 12 heads, FFN
3072, 250,002-token vocabulary; ``--shape large`` gives bge-reranker-v2-m3's:
24 layers, 1024 wide) from its config (no weights are downloaded), saves it
with a small test tokenizer into a temporary directory, and loads it through
``FlagCrossEncoder`` (i.e. ``FlagEmbedding.FlagReranker``), as the service does.
Every passage is long enough to be truncated to exactly ``--max-length``
tokens, so all pairs have the same length (the worst case for padding).

For fp32 and, where the CPU has native bf16, bf16 (fp16 on CUDA), at batch
sizes 16 and 50 it times:

* ``mxr``: ``FlagCrossEncoder.score`` (length-sorted batches, no probe batch);
* ``flag``: ``FlagReranker.compute_score`` on the same model, which scores one
  extra probe batch per call (see service/engines/rerankers.py).

    .venv/bin/python benchmarks/bench_rerank.py [--shape base|large] [--pairs 50] [--max-length 256]
        [--batch-sizes 16 50] [--repeat 1] [--precisions fp32 bf16] [--skip-flag]
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import structlog  # noqa: E402
import torch  # noqa: E402

from service.engines.rerankers import FlagCrossEncoder, _bf16_on_cpu  # noqa: E402
from tests.tiny_models import CORPUS, MAX_POSITIONS, _tokenizer  # noqa: E402

# (layers, hidden, heads, ffn) of the two BGE cross-encoders' XLM-R backbones.
SHAPES = {
    "base": (12, 768, 12, 3072),  # bge-reranker-base (XLM-R base)
    "large": (24, 1024, 16, 4096),  # bge-reranker-v2-m3 / bge-reranker-large (XLM-R large)
}
# XLM-R's vocabulary: the embedding matrix is most of the weights, so keep its real size.
XLMR_VOCAB = 250_002
QUERY = "怎么把 Vue 的 mixin 改写成 React Hook？"


def _build(directory: Path, shape: str) -> Path:
    from transformers import XLMRobertaConfig, XLMRobertaForSequenceClassification

    layers, hidden, heads, ffn = SHAPES[shape]
    tok = _tokenizer()
    tok.save_pretrained(directory)
    config = XLMRobertaConfig(
        vocab_size=XLMR_VOCAB,
        hidden_size=hidden,
        num_hidden_layers=layers,
        num_attention_heads=heads,
        intermediate_size=ffn,
        max_position_embeddings=MAX_POSITIONS,
        type_vocab_size=1,
        num_labels=1,
        pad_token_id=tok.pad_token_id,
        bos_token_id=tok.bos_token_id,
        eos_token_id=tok.eos_token_id,
    )
    torch.manual_seed(0)
    XLMRobertaForSequenceClassification(config).eval().save_pretrained(directory)
    return directory


def _time(fn, repeat: int) -> float:
    samples = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        fn()
        samples.append(time.perf_counter() - t0)
    return statistics.median(samples)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--shape", choices=sorted(SHAPES), default="base")
    ap.add_argument("--pairs", type=int, default=50)
    ap.add_argument("--max-length", type=int, default=256)
    ap.add_argument("--batch-sizes", type=int, nargs="+", default=[16, 50])
    ap.add_argument("--repeat", type=int, default=1, help="timed runs per row (median), after one warm-up")
    ap.add_argument("--precisions", nargs="+", choices=["fp32", "bf16", "fp16"], help="default: all this device runs")
    ap.add_argument("--skip-flag", action="store_true", help="do not time FlagReranker.compute_score")
    args = ap.parse_args()
    structlog.configure(wrapper_class=structlog.make_filtering_bound_logger(40))  # errors only: numbers, not logs

    cuda = torch.cuda.is_available()
    device = "cuda:0" if cuda else "cpu"
    precisions = args.precisions or (["fp32", "fp16"] if cuda else ["fp32"] + (["bf16"] if _bf16_on_cpu() else []))
    passage = " ".join(CORPUS) * 20  # far beyond max_length tokens: every pair is truncated to max_length
    passages = [f"{i} {passage}" for i in range(args.pairs)]
    print(
        f"cross-encoder {args.shape} (random weights), {args.pairs} pairs × {args.max_length} tokens, "
        f"device={device}, torch threads={torch.get_num_threads()}, native CPU bf16={_bf16_on_cpu()}"
    )
    with tempfile.TemporaryDirectory(prefix="bench-rerank-") as tmp:
        t0 = time.perf_counter()
        path = _build(Path(tmp), args.shape)
        print(f"built and saved in {time.perf_counter() - t0:.1f} s")
        for precision in precisions:
            rr = FlagCrossEncoder(
                f"random-{args.shape}", path=path, max_length=args.max_length, normalize=False, precision=precision
            )
            rr.warm_up()
            enc = rr._model.tokenizer(QUERY, passages[0], truncation="only_second", max_length=args.max_length)
            assert len(enc["input_ids"]) == args.max_length, len(enc["input_ids"])
            rr.batch_size = min(args.batch_sizes)
            rr.score(QUERY, passages[: rr.batch_size])  # warm-up: oneDNN kernels, allocator
            if cuda:
                torch.cuda.synchronize()
            for bs in args.batch_sizes:
                rr.batch_size = bs
                s = _time(lambda: rr.score(QUERY, passages), args.repeat)
                print(f"{precision:5s} batch {bs:3d}  mxr   {s * 1000:9.1f} ms  ({s * 1000 / args.pairs:6.1f} ms/pair)")
                if not args.skip_flag:
                    pairs = [(QUERY, p) for p in passages]
                    f = _time(lambda: rr._model.compute_score(pairs, batch_size=bs, normalize=False), args.repeat)
                    print(f"{precision:5s} batch {bs:3d}  flag  {f * 1000:9.1f} ms  ({f / s:4.2f}× mxr: probe batch)")
            del rr


if __name__ == "__main__":
    main()
