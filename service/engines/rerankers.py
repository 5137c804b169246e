"""The cross-encoder: FlagEmbedding's ``FlagReranker`` behind the ``Reranker`` protocol.

Precision: fp16 on CUDA, bf16 on CPUs whose oneDNN supports it, fp32
otherwise. Score scale: pinned by ``normalize`` (sigmoid of the logit when
on, the raw logit when off) and recorded in ``identity``, because a
threshold only means something for one scale (design.md §4). Batches are
length-sorted by FlagEmbedding itself (``compute_score_single_gpu`` sorts by
token count before padding).
"""

from __future__ import annotations

import hashlib
import os
from collections.abc import Sequence
from pathlib import Path

import structlog

from service.errors import BackendUnavailable
from service.settings import DEFAULT_RERANKER, RerankSettings

log = structlog.get_logger("mxr.reranker")

# The value of `rerank.model` that disables the cross-encoder explicitly.
DISABLED = "none"
# Files a local cross-encoder directory must hold to be loadable offline.
_REQUIRED_FILES = ("config.json",)


def _bf16_on_cpu() -> bool:
    """Whether this CPU runs bf16 matmuls natively (AVX512-BF16 / AMX via oneDNN)."""
    import torch

    try:
        return bool(torch.ops.mkldnn._is_mkldnn_bf16_supported())
    except (AttributeError, RuntimeError):
        return False


def _local_dir(model: str) -> Path | None:
    p = Path(model).expanduser()
    if p.is_dir():
        return p
    # A hub id may already sit in the local Hugging Face cache (offline use).
    try:
        from huggingface_hub import snapshot_download

        return Path(snapshot_download(model, local_files_only=True))
    except Exception:  # noqa: BLE001 - any failure means "not available offline"
        return None


def _dir_digest(path: Path) -> str:
    """A short content digest of a model directory's config and weights' sizes."""
    h = hashlib.sha256()
    for f in sorted(path.iterdir()):
        if f.is_file():
            h.update(f.name.encode())
            h.update(str(f.stat().st_size).encode())
            if f.name == "config.json":
                h.update(f.read_bytes())
    return h.hexdigest()[:12]


class FlagCrossEncoder:
    """A BGE cross-encoder (e.g. bge-reranker-v2-m3) through ``FlagEmbedding.FlagReranker``."""

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
    ):
        self.model_id = model
        self.path = path
        self.revision = revision
        self.max_length = max_length
        self.batch_size = batch_size
        self.normalize = normalize
        self.device = device
        self.precision = "unloaded"
        self._model = None
        self.identity = (
            f"{model}@{revision or _dir_digest(path)}/normalize={str(normalize).lower()}/max_length={max_length}"
        )

    def warm_up(self) -> None:
        """Load the weights (offline) and pick the precision.

        Raises:
            BackendUnavailable: the directory is not a loadable cross-encoder.
        """
        import torch
        from FlagEmbedding import FlagReranker

        device = self.device or ("cuda:0" if torch.cuda.is_available() else "cpu")
        cuda = device.startswith("cuda")
        try:
            m = FlagReranker(
                str(self.path),
                use_fp16=cuda,
                devices=[device],
                max_length=self.max_length,
                batch_size=self.batch_size,
                normalize=self.normalize,
            )
        except Exception as exc:  # noqa: BLE001 - any load failure is reported with its cause
            raise BackendUnavailable("reranker", f"{self.model_id}: cannot load from {self.path}: {exc}") from exc
        if cuda:
            self.precision = "fp16"
        elif _bf16_on_cpu():
            m.model = m.model.to(torch.bfloat16)
            self.precision = "bf16"
        else:
            self.precision = "fp32"
        self._model = m
        log.info("reranker.loaded", model=self.model_id, precision=self.precision, identity=self.identity)

    def score(self, query: str, passages: Sequence[str]) -> list[float]:
        """One score per passage on the pinned scale."""
        if not passages:
            return []
        if self._model is None:
            raise BackendUnavailable("reranker", "warm_up() has not been called")
        scores = self._model.compute_score([(query, p) for p in passages], normalize=self.normalize)
        if isinstance(scores, float):  # FlagEmbedding returns a bare float for one pair
            scores = [scores]
        return [float(s) for s in scores]


def load_reranker(settings: RerankSettings) -> tuple[FlagCrossEncoder | None, str]:
    """Build and warm up the configured cross-encoder.

    Returns:
        (reranker or None, a human note for start-up logs and /readyz).

    Raises:
        BackendUnavailable: a model was configured explicitly and cannot be
            loaded offline (fails in seconds: the hub is never contacted).
    """
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
    configured = settings.model
    if configured is not None and configured.strip().lower() == DISABLED:
        return None, "disabled by configuration (rerank.model=none); fused order kept"
    model = configured or DEFAULT_RERANKER
    path = _local_dir(model)
    if path is None:
        if configured is None:
            note = (
                f"no cross-encoder: {DEFAULT_RERANKER} is not available offline here; fused order kept "
                "(set MXR_RERANK__MODEL to a local model directory to enable reranking)"
            )
            log.warning("reranker.unavailable", model=model, note=note)
            return None, note
        raise BackendUnavailable(
            "reranker",
            f"{model!r} is neither a local directory nor in the local model cache, and the model hub is not "
            "reachable from here; download it elsewhere and point MXR_RERANK__MODEL at the directory, or set it to 'none'",
        )
    missing = [f for f in _REQUIRED_FILES if not (path / f).exists()]
    if missing:
        raise BackendUnavailable("reranker", f"{path} is not a model directory (missing {', '.join(missing)})")
    rr = FlagCrossEncoder(
        model,
        path=path,
        revision=settings.revision,
        max_length=settings.max_length,
        batch_size=settings.batch_size,
        normalize=settings.normalize,
    )
    rr.warm_up()
    return rr, f"{rr.identity} ({rr.precision})"
