"""Tiny random XLM-R models built on the fly, for FlagEmbedding-based tests.

``build_tiny_xlmr`` writes a directory that ``FlagModel``, ``BGEM3FlagModel``
(with ``m3_heads=True``) and ``FlagReranker`` (with ``num_labels=1``) load
without network: an XLM-R fast tokenizer trained with the ``tokenizers``
library on a few Chinese and English sentences (``tokenizer.json``), and a
2-layer, 32-wide ``XLMRobertaModel`` / ``XLMRobertaForSequenceClassification``
with seeded random weights. Building one takes well under a second.
"""

from __future__ import annotations

from pathlib import Path

# Training text for the tokenizer: both scripts mxr meets, plus code identifiers.
CORPUS = (
    "Replace the Vue mixin with a React hook and keep the store in sync.",
    "Use useEffect for lifecycle hooks such as mounted and beforeDestroy.",
    "The v-model directive becomes a controlled input with value and onChange.",
    "Vuex getters map to selectors in Redux Toolkit; actions map to thunks.",
    "把 Vue 的 mixin 改写成 React 的自定义 Hook，并保持状态同步。",
    "组件的生命周期 mounted 对应 useEffect，beforeDestroy 对应清理函数。",
    "路由守卫改用 React Router 的 loader 或者包装组件实现。",
    "国际化插件 vue-i18n 迁移到 react-i18next，保持同样的词条键名。",
)
# XLM-R's special tokens, in its id order (<s>=0, <pad>=1, </s>=2, <unk>=3); <mask> last.
SPECIALS = ("<s>", "<pad>", "</s>", "<unk>", "<mask>")
# Unigram vocabulary budget: small, but enough for the corpus's pieces and characters.
VOCAB_SIZE = 400
# Model shape: 2 layers × 32 wide, 2 heads: a few thousand parameters, loads in milliseconds.
HIDDEN, LAYERS, HEADS, FFN = 32, 2, 2, 64
# XLM-R offsets positions by padding_idx + 1 = 2, so 512 tokens need 514 position slots.
MAX_TOKENS = 512
MAX_POSITIONS = MAX_TOKENS + 2


def _tokenizer():
    from tokenizers import Tokenizer, decoders, models, pre_tokenizers, processors, trainers
    from transformers import XLMRobertaTokenizerFast

    tok = Tokenizer(models.Unigram())
    tok.pre_tokenizer = pre_tokenizers.Metaspace()
    tok.decoder = decoders.Metaspace()
    trainer = trainers.UnigramTrainer(
        vocab_size=VOCAB_SIZE, special_tokens=list(SPECIALS), unk_token="<unk>", show_progress=False
    )
    tok.train_from_iterator(CORPUS, trainer=trainer)
    bos, eos = tok.token_to_id("<s>"), tok.token_to_id("</s>")
    tok.post_processor = processors.TemplateProcessing(
        single="<s> $A </s>",
        pair="<s> $A </s> </s> $B </s>",
        special_tokens=[("<s>", bos), ("</s>", eos)],
    )
    return XLMRobertaTokenizerFast(
        tokenizer_object=tok,
        bos_token="<s>",
        eos_token="</s>",
        sep_token="</s>",
        cls_token="<s>",
        unk_token="<unk>",
        pad_token="<pad>",
        mask_token="<mask>",
        model_max_length=MAX_TOKENS,
    )


def build_tiny_xlmr(
    directory: str | Path,
    num_labels: int | None = None,
    *,
    m3_heads: bool = False,
    seed: int = 0,
) -> Path:
    """Write a tiny random XLM-R model and its tokenizer into ``directory``.

    Args:
        directory: created if missing.
        num_labels: None → ``XLMRobertaModel`` (embedders); 1 → a one-logit
            ``XLMRobertaForSequenceClassification`` (cross-encoder rerankers).
        m3_heads: also write bge-m3's ``colbert_linear.pt`` (Linear hidden→hidden)
            and ``sparse_linear.pt`` (Linear hidden→1), as ``BGEM3FlagModel`` expects.
        seed: torch seed for the random weights (same seed → same files).

    Returns:
        The directory, as a Path.
    """
    import torch
    from transformers import XLMRobertaConfig, XLMRobertaForSequenceClassification, XLMRobertaModel

    out = Path(directory)
    out.mkdir(parents=True, exist_ok=True)
    tokenizer = _tokenizer()
    tokenizer.save_pretrained(out)
    config = XLMRobertaConfig(
        vocab_size=len(tokenizer),
        hidden_size=HIDDEN,
        num_hidden_layers=LAYERS,
        num_attention_heads=HEADS,
        intermediate_size=FFN,
        max_position_embeddings=MAX_POSITIONS,
        type_vocab_size=1,
        pad_token_id=tokenizer.pad_token_id,
        bos_token_id=tokenizer.bos_token_id,
        eos_token_id=tokenizer.eos_token_id,
    )
    torch.manual_seed(seed)
    if num_labels is None:
        model = XLMRobertaModel(config)
    else:
        config.num_labels = num_labels
        model = XLMRobertaForSequenceClassification(config)
    model.eval()
    model.save_pretrained(out)
    if m3_heads:
        torch.save(torch.nn.Linear(HIDDEN, HIDDEN).state_dict(), out / "colbert_linear.pt")
        torch.save(torch.nn.Linear(HIDDEN, 1).state_dict(), out / "sparse_linear.pt")
    return out


def install_in_hf_cache(model_dir: str | Path, cache_dir: str | Path, repo_id: str, commit: str = "0" * 40) -> Path:
    """Copy ``model_dir`` into a Hugging Face hub cache layout, as ``snapshot_download`` leaves it.

    Writes ``<cache_dir>/models--<org>--<name>/snapshots/<commit>/…`` and
    ``refs/main`` (= ``commit``), so that ``snapshot_download(repo_id,
    local_files_only=True)`` finds the model offline.

    Returns:
        The snapshot directory, as a Path.
    """
    import shutil

    repo = Path(cache_dir) / ("models--" + repo_id.replace("/", "--"))
    snapshot = repo / "snapshots" / commit
    shutil.copytree(model_dir, snapshot, dirs_exist_ok=True)
    (repo / "refs").mkdir(parents=True, exist_ok=True)
    (repo / "refs" / "main").write_text(commit)
    return snapshot
