"""The cross-encoder: FlagEmbedding's ``FlagReranker`` behind the ``Reranker`` protocol.

Loading: only from local files. ``rerank.model`` is a directory, or a hub id
already in the local Hugging Face cache (``snapshot_download(...,
local_files_only=True)``); nothing here contacts the hub, so an explicitly
configured model that is not on disk fails at start-up in milliseconds
instead of stalling ~46 s on the network (design.md §6). The process
environment (``HF_HUB_OFFLINE``) is neither read nor changed.

Precision: fp16 on CUDA, bf16 on CPUs with native bf16 matmuls (AVX512-BF16,
AMX or Arm BF16), fp32 otherwise.

Score scale: pinned by ``normalize`` (sigmoid of the logit when on, the raw
logit when off) and recorded in ``identity`` together with ``max_length`` and
a digest of the model files, because a threshold only means something for
one scorer (design.md §4).

Batching: pairs are tokenised once, sorted by token count (longest first)
and padded per batch, exactly as FlagEmbedding 1.4.2 does in
``FlagEmbedding/inference/reranker/encoder_only/base.py``,
``BaseReranker.compute_score_single_gpu`` ("sort by length for less padding",
``np.argsort([-len(x['input_ids']) ...])``). We run that loop ourselves with
FlagEmbedding's own tokeniser helpers because the library's version first
scores one extra "probe" batch to find a batch size that fits memory and then
throws it away (its "adjust batch size" loop, which also swallows every
``RuntimeError`` by shrinking the batch): on CPU that is up to 2× the work
(50 pairs at batch size 50 are scored twice). ``tests/service/engines/
test_rerankers.py`` pins our scores to ``FlagReranker.compute_score``'s.
"""

from __future__ import annotations

import hashlib
import json
import math
import threading
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, Literal

import structlog

from service.errors import BackendUnavailable
from service.settings import DEFAULT_RERANKER, RerankSettings

log = structlog.get_logger("mxr.reranker")

# The value of `rerank.model` that disables the cross-encoder explicitly.
DISABLED = "none"
# Files a local cross-encoder directory must hold to be loadable offline.
_REQUIRED_FILES = ("config.json",)
# Hex digits of SHA-256 kept in an identity (as for the embedders): enough to tell models apart.
_HASH_HEX = 12
# Read files in 8 MiB blocks while hashing.
_HASH_BLOCK = 8 << 20
# Weight files, in transformers' order of preference (as in service/engines/embedders.py).
_WEIGHT_GLOBS = ("*.safetensors", "pytorch_model*.bin")
# Config and tokenizer files (config.json, tokenizer.json, sentencepiece.bpe.model, vocab.txt…).
_META_SUFFIXES = frozenset({".json", ".model", ".txt"})
# FlagEmbedding gives the query at most 3/4 of max_length (base.py: `max_length * 3 // 4`).
_QUERY_SHARE = (3, 4)
# /proc/cpuinfo flags that mean native bf16 matmuls: x86 AVX512-BF16 / AMX-BF16, Arm BF16.
_NATIVE_BF16_FLAGS = frozenset({"avx512_bf16", "amx_bf16", "bf16"})

Precision = Literal["auto", "fp32", "bf16", "fp16"]


# --------------------------------------------------------------------------
# helpers
# --------------------------------------------------------------------------


def _cpu_flags() -> frozenset[str]:
    """The CPU feature flags from /proc/cpuinfo (empty where it cannot be read)."""
    try:
        text = Path("/proc/cpuinfo").read_text(errors="replace")
    except OSError:
        return frozenset()
    for line in text.splitlines():
        key, _, value = line.partition(":")
        if key.strip() in ("flags", "Features"):  # x86 / Arm
            return frozenset(value.split())
    return frozenset()


def _bf16_on_cpu() -> bool:
    """Whether this CPU runs bf16 matmuls natively (not emulated).

    oneDNN's own check (``torch.ops.mkldnn._is_mkldnn_bf16_supported``) is
    true on every AVX-512 CPU, including those without bf16 instructions
    where bf16 is emulated and slower than fp32; so a native flag is required
    too. Where the flags cannot be read this answers False (fp32 is always correct).
    """
    import torch

    try:
        onednn = bool(torch.ops.mkldnn._is_mkldnn_bf16_supported())
    except (AttributeError, RuntimeError):
        return False
    return onednn and bool(_cpu_flags() & _NATIVE_BF16_FLAGS)


def select_precision(device: str, requested: Precision, bf16_native: Callable[[], bool] | None = None) -> str:
    """The precision to run in: ``requested``, or for ``auto`` fp16 on CUDA, bf16 on native-bf16 CPUs, else fp32.

    ``bf16_native`` answers whether the CPU has native bf16 (default: ``_bf16_on_cpu``).

    Raises:
        ValueError: fp16 requested on a CPU (slow, and poorly supported by CPU kernels).
    """
    cuda = device.startswith("cuda")
    if requested == "fp16" and not cuda:
        raise ValueError(f"fp16 needs CUDA (device {device!r}); use bf16 or fp32 on CPU")
    if requested != "auto":
        return requested
    if cuda:
        return "fp16"
    return "bf16" if (bf16_native or _bf16_on_cpu)() else "fp32"


def _looks_like_path(model: str) -> bool:
    """True for strings that can only be a filesystem path, never a hub id."""
    return model.startswith(("/", "./", "../", "~", "\\")) or (len(model) > 1 and model[1] == ":") or model.count("/") > 1


def resolve_model(model: str, revision: str | None = None) -> tuple[Path, str | None] | None:
    """A local directory for ``model`` and its revision, or None when it is not on this machine.

    ``model`` is either an existing directory (its revision is ``revision`` as
    configured), or a hub id already in the local Hugging Face cache (its
    revision is the cached commit). Never contacts the hub.
    """
    p = Path(model).expanduser()
    if p.is_dir():
        return p.resolve(), revision
    if _looks_like_path(model):
        return None
    try:
        from huggingface_hub import snapshot_download

        snap = Path(snapshot_download(model, revision=revision, local_files_only=True))
    except Exception:  # noqa: BLE001 - LocalEntryNotFoundError, HFValidationError…: "not available offline"
        return None
    return snap, snap.name  # the cache's snapshot folder is named by the commit hash


def _scoring_files(path: Path) -> list[Path]:
    """The files that determine scores: config, tokenizer files and the weights transformers loads."""
    top = [f for f in sorted(path.iterdir()) if f.is_file() and not f.name.startswith(".")]
    meta = [f for f in top if f.suffix in _META_SUFFIXES and not f.name.upper().startswith(("README", "LICENSE"))]
    for pattern in _WEIGHT_GLOBS:  # transformers prefers safetensors; the other copy is never read
        weights = sorted(path.glob(pattern))
        if weights:
            return meta + weights
    return meta


def model_digest(path: Path) -> str:
    """SHA-256 (first 12 hex digits) over a model directory's config, tokenizer and weight files, names included.

    READMEs and hidden files are left out, so a documentation-only change or a
    copy made with ``huggingface-cli download --local-dir`` keeps the digest.
    """
    digest = hashlib.sha256()
    for f in _scoring_files(path):
        digest.update(f.name.encode("utf-8") + b"\0")
        with f.open("rb") as handle:
            while block := handle.read(_HASH_BLOCK):
                digest.update(block)
    return digest.hexdigest()[:_HASH_HEX]


def _sigmoid(x: float) -> float:
    """The logistic function without overflow for large |x| (FlagEmbedding: 1 / (1 + exp(-x)))."""
    if x >= 0:
        return 1.0 / (1.0 + math.exp(-x))
    z = math.exp(x)
    return z / (1.0 + z)


def _check_cross_encoder(path: Path) -> None:
    """Refuse directories that are not one-logit sequence classifiers (an embedder would load with a random head)."""
    missing = [f for f in _REQUIRED_FILES if not (path / f).exists()]
    if missing:
        raise BackendUnavailable(
            "reranker", f"{path} is not a model directory (missing {', '.join(missing)}); expected a saved cross-encoder"
        )
    try:
        config = json.loads((path / "config.json").read_text("utf-8"))
    except (OSError, ValueError) as exc:
        raise BackendUnavailable("reranker", f"{path / 'config.json'} is unreadable: {exc}") from exc
    archs = config.get("architectures") or []
    if not any(a.endswith("ForSequenceClassification") for a in archs):
        raise BackendUnavailable(
            "reranker",
            f"{path} is not a cross-encoder (architectures {archs}; expected *ForSequenceClassification): "
            "its scoring head would be randomly initialised",
        )
    labels = config.get("id2label")
    num_labels = len(labels) if isinstance(labels, dict) else config.get("num_labels", 2)
    if num_labels != 1:
        raise BackendUnavailable("reranker", f"{path} has {num_labels} output labels; a cross-encoder has one logit")


# --------------------------------------------------------------------------
# the cross-encoder
# --------------------------------------------------------------------------


class FlagCrossEncoder:
    """A BGE cross-encoder (e.g. bge-reranker-v2-m3) loaded through ``FlagEmbedding.FlagReranker``.

    Args:
        model: the configured name (hub id or path); a path is recorded by its directory name.
        path: the local model directory (see ``resolve_model``).
        revision: the model revision, if known (recorded, not verified).
        max_length: tokens per (query, passage) pair; the query gets at most 3/4 of them.
        batch_size: pairs per forward pass.
        normalize: True: sigmoid scores in (0, 1); False: raw logits. Part of ``identity``.
        device: torch device; None picks ``cuda:0`` when available, else CPU.
        precision: ``auto`` (see ``select_precision``) or a fixed one.

    The constructor is cheap; ``warm_up()`` loads the model. ``score`` may be
    called from several threads (it changes no state).
    """

    def __init__(
        self,
        model: str,
        *,
        path: Path,
        revision: str | None = None,
        max_length: int = 256,
        batch_size: int = 16,
        normalize: bool = True,
        device: str | None = None,
        precision: Precision = "auto",
    ):
        self.model_id = model
        self.path = Path(path)
        self.revision = revision
        self.max_length = max_length
        self.batch_size = batch_size
        self.normalize = normalize
        self.device = device
        self.requested_precision: Precision = precision
        self.precision = "unloaded"
        self._model: Any = None
        self._device: str | None = None
        self._identity: str | None = None
        self._lock = threading.Lock()

    @property
    def identity(self) -> str:
        """``<model>@<sha12 of the model files>/normalize=<bool>/max_length=<n>`` (hashes the files once)."""
        if self._identity is None:
            local = _looks_like_path(self.model_id) or Path(self.model_id).expanduser().is_dir()
            name = Path(self.model_id).expanduser().name if local else self.model_id  # a moved directory keeps its identity
            self._identity = (
                f"{name}@{model_digest(self.path)}/normalize={str(self.normalize).lower()}/max_length={self.max_length}"
            )
        return self._identity

    def warm_up(self) -> None:
        """Check the directory, load the weights from it (offline), pick the precision (idempotent).

        Raises:
            BackendUnavailable: the directory is not a loadable one-logit cross-encoder.
            ValueError: fp16 was requested on a CPU.
        """
        with self._lock:
            if self._model is not None:
                return
            _check_cross_encoder(self.path)
            import torch
            from FlagEmbedding import FlagReranker

            device = self.device or ("cuda:0" if torch.cuda.is_available() else "cpu")
            precision = select_precision(device, self.requested_precision)
            try:
                m = FlagReranker(
                    str(self.path),
                    use_fp16=precision == "fp16",
                    devices=[device],
                    max_length=self.max_length,
                    batch_size=self.batch_size,
                    normalize=self.normalize,
                )
            except Exception as exc:  # noqa: BLE001 - any load failure is reported with its cause
                raise BackendUnavailable("reranker", f"{self.model_id}: cannot load from {self.path}: {exc}") from exc
            dtype = {"fp32": torch.float32, "bf16": torch.bfloat16, "fp16": torch.float16}[precision]
            m.model = m.model.to(device=device, dtype=dtype).eval()
            _ = self.identity
            self._device, self.precision, self._model = device, precision, m
            log.info(
                "reranker.loaded", model=self.model_id, device=device, precision=precision, identity=self.identity
            )
            if not device.startswith("cuda"):
                log.warning(
                    "reranker.on_cpu",
                    note="a large cross-encoder takes seconds per 50 pairs on CPU (design.md §5); "
                    "consider a smaller model, lower rerank.depth or rerank.max_length",
                )

    @property
    def device_in_use(self) -> str | None:
        """The torch device the model runs on (None before ``warm_up()``)."""
        return self._device

    def score(self, query: str, passages: Sequence[str]) -> list[float]:
        """One score per passage, in input order, on the pinned scale (see ``identity``).

        Raises:
            BackendUnavailable: ``warm_up()`` has not been called.
        """
        if not passages:
            return []
        if self._model is None:
            raise BackendUnavailable("reranker", "warm_up() has not been called")
        return self._score(query, list(passages))

    def _score(self, query: str, passages: list[str]) -> list[float]:
        """FlagEmbedding's tokenise → length-sort → pad-per-batch loop, without its probe batch."""
        import torch
        from FlagEmbedding.utils.tokenizer_compat import pad_with_compat, prepare_for_model_compat

        tok, model = self._model.tokenizer, self._model.model
        q_max = self.max_length * _QUERY_SHARE[0] // _QUERY_SHARE[1]
        q_ids = tok(query, add_special_tokens=False, max_length=q_max, truncation=True)["input_ids"]
        d_ids = tok(passages, add_special_tokens=False, max_length=self.max_length, truncation=True)["input_ids"]
        items = [
            prepare_for_model_compat(
                tok, q_ids, d, truncation="only_second", max_length=self.max_length, padding=False
            )
            for d in d_ids
        ]
        order = sorted(range(len(items)), key=lambda i: -len(items[i]["input_ids"]))  # longest first, stable
        logits: list[float] = [0.0] * len(items)
        with torch.inference_mode():
            for start in range(0, len(order), self.batch_size):
                idx = order[start : start + self.batch_size]
                batch = pad_with_compat(tok, [items[i] for i in idx], padding=True, return_tensors="pt")
                out = model(**batch.to(self._device), return_dict=True).logits.view(-1).float().cpu().tolist()
                for i, v in zip(idx, out, strict=True):
                    logits[i] = float(v)
        return [_sigmoid(v) for v in logits] if self.normalize else logits


def load_reranker(settings: RerankSettings) -> tuple[FlagCrossEncoder | None, str]:
    """Build and warm up the configured cross-encoder, from local files only.

    Returns:
        (reranker or None, a human note for start-up logs and /readyz). None
        when ``rerank.model`` is ``none``, or when it is unset and the default
        model is not on this machine: the fused order is then kept.

    Raises:
        BackendUnavailable: a model was configured explicitly and is not on
            this machine or not a loadable cross-encoder (fails in milliseconds
            when absent: the hub is never contacted).
    """
    configured = settings.model.strip() if settings.model is not None else None
    if configured is not None and configured.lower() == DISABLED:
        return None, "disabled by configuration (rerank.model=none); fused order kept"
    model = configured or DEFAULT_RERANKER
    resolved = resolve_model(model, settings.revision)
    if resolved is None:
        if configured is None:
            note = (
                f"no cross-encoder: {DEFAULT_RERANKER} is not available offline here; fused order kept "
                "(set MXR_RERANK__MODEL to a local model directory to enable reranking)"
            )
            # Said once by `mxr serve` at start-up (and in /readyz), not by every command.
            log.info("reranker.unavailable", model=model, note=note)
            return None, note
        if _looks_like_path(model) or Path(model).expanduser().exists():
            cause = f"{model!r}: no such model directory"
        else:
            cause = (
                f"{model!r} is neither a local directory nor in the local Hugging Face cache"
                f"{f' at revision {settings.revision!r}' if settings.revision else ''}, and mxr never downloads "
                "models at start-up; download it elsewhere and point MXR_RERANK__MODEL at the directory, "
                "or set it to 'none'"
            )
        raise BackendUnavailable("reranker", cause)
    path, revision = resolved
    rr = FlagCrossEncoder(
        model,
        path=path,
        revision=revision,
        max_length=settings.max_length,
        batch_size=settings.batch_size,
        normalize=settings.normalize,
    )
    rr.warm_up()
    return rr, f"{rr.identity} ({rr.precision} on {rr.device_in_use})"


__all__ = ["DISABLED", "FlagCrossEncoder", "load_reranker", "model_digest", "resolve_model", "select_precision"]
