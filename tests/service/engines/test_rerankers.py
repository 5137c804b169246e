"""The FlagEmbedding cross-encoder, on tiny random XLM-R models built on the fly (no network)."""

from __future__ import annotations

import math
import shutil
import socket
from pathlib import Path

import pytest
import torch

from service.engines import rerankers
from service.engines.protocols import Reranker
from service.engines.rerankers import (
    FlagCrossEncoder,
    _bf16_on_cpu,
    load_reranker,
    model_digest,
    resolve_model,
    select_precision,
)
from service.errors import BackendUnavailable
from service.settings import DEFAULT_RERANKER, RerankSettings
from tests.tiny_models import build_tiny_xlmr, install_in_hf_cache

QUERY = "Vue mixin 改写成 React Hook"
PASSAGES = [
    "Replace the Vue mixin with a React hook and keep the store in sync.",
    "把 Vue 的 mixin 改写成 React 的自定义 Hook，并保持状态同步。",
    "x",
    "",
    "路由守卫改用 React Router 的 loader 或者包装组件实现。 " * 40,  # longer than max_length: truncated
    "Vuex getters map to selectors in Redux Toolkit; actions map to thunks.",
]
# bf16 keeps 8 mantissa bits: logits of the tiny model agree with fp32 to about 1e-2 absolute.
BF16_ATOL = 3e-2


@pytest.fixture(scope="module")
def tiny(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    root = tmp_path_factory.mktemp("rerankers")
    return {
        "rr": build_tiny_xlmr(root / "rr", num_labels=1),
        "rr_seed1": build_tiny_xlmr(root / "rr_seed1", num_labels=1, seed=1),
        "embedder": build_tiny_xlmr(root / "embedder"),
        "two_labels": build_tiny_xlmr(root / "two_labels", num_labels=2),
    }


def _loaded(path: Path, **opts) -> FlagCrossEncoder:
    rr = FlagCrossEncoder(str(path), path=path, **opts)
    rr.warm_up()
    return rr


@pytest.fixture(scope="module")
def raw(tiny) -> FlagCrossEncoder:
    return _loaded(tiny["rr"], normalize=False, precision="fp32")


@pytest.fixture(scope="module")
def sig(tiny) -> FlagCrossEncoder:
    return _loaded(tiny["rr"], normalize=True, precision="fp32")


@pytest.fixture
def network_calls(monkeypatch: pytest.MonkeyPatch) -> list[tuple]:
    """Record (and refuse) every attempt to open a connection or resolve a host name."""
    calls: list[tuple] = []

    def refuse(name):
        def _refuse(*args, **kwargs):
            calls.append((name, args[1:2] if name == "connect" else args[:1]))
            raise OSError(f"network disabled in this test ({name})")

        return _refuse

    monkeypatch.setattr(socket.socket, "connect", refuse("connect"))
    monkeypatch.setattr(socket.socket, "connect_ex", refuse("connect_ex"))
    monkeypatch.setattr(socket, "create_connection", refuse("create_connection"))
    monkeypatch.setattr(socket, "getaddrinfo", refuse("getaddrinfo"))
    return calls


@pytest.fixture
def empty_hf_cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Point the Hugging Face hub cache at an empty folder (read at call time by snapshot_download)."""
    import huggingface_hub.constants as hc

    cache = tmp_path / "hf-cache"
    cache.mkdir()
    monkeypatch.setattr(hc, "HF_HUB_CACHE", str(cache))
    return cache


def _hub_online(monkeypatch: pytest.MonkeyPatch, online: bool) -> None:
    """Unset or set HF_HUB_OFFLINE/TRANSFORMERS_OFFLINE, and the flags the libraries read at import."""
    import huggingface_hub.constants as hc

    for var in ("HF_HUB_OFFLINE", "TRANSFORMERS_OFFLINE"):
        if online:
            monkeypatch.delenv(var, raising=False)
        else:
            monkeypatch.setenv(var, "1")
    monkeypatch.setattr(hc, "HF_HUB_OFFLINE", not online)


# --------------------------------------------------------------------------
# scoring
# --------------------------------------------------------------------------


@pytest.mark.integration
class TestFlagCrossEncoderScores:
    def test_satisfies_protocol(self, raw):
        assert isinstance(raw, Reranker)

    def test_one_score_per_passage(self, raw):
        scores = raw.score(QUERY, PASSAGES)
        assert len(scores) == len(PASSAGES)
        assert all(isinstance(s, float) and math.isfinite(s) for s in scores)
        assert len(set(scores)) > 1  # not a constant: the passages really reach the model

    def test_deterministic_across_calls_and_loads(self, tiny, raw):
        first = raw.score(QUERY, PASSAGES)
        assert raw.score(QUERY, PASSAGES) == first
        again = _loaded(tiny["rr"], normalize=False, precision="fp32")
        assert again.score(QUERY, PASSAGES) == pytest.approx(first, abs=1e-6)

    def test_scores_follow_their_passage_not_its_position(self, raw):
        # Length-sorting inside score() must be undone: permuting inputs permutes outputs.
        scores = raw.score(QUERY, PASSAGES)
        perm = [4, 2, 0, 5, 3, 1]
        assert raw.score(QUERY, [PASSAGES[i] for i in perm]) == pytest.approx([scores[i] for i in perm], abs=1e-6)

    def test_single_passage(self, raw):
        assert raw.score(QUERY, PASSAGES[:1]) == pytest.approx(raw.score(QUERY, PASSAGES)[:1], abs=1e-6)

    def test_batch_size_does_not_change_scores(self, tiny, raw):
        one = _loaded(tiny["rr"], normalize=False, precision="fp32", batch_size=1)
        assert one.score(QUERY, PASSAGES) == pytest.approx(raw.score(QUERY, PASSAGES), abs=1e-5)

    def test_matches_flagreranker_compute_score(self, raw):
        # Our loop skips FlagEmbedding's probe batch; the scores must be the library's.
        lib = raw._model.compute_score([(QUERY, p) for p in PASSAGES], normalize=False)
        assert raw.score(QUERY, PASSAGES) == pytest.approx(lib, abs=1e-6)

    def test_normalize_is_sigmoid_of_the_logit(self, raw, sig):
        logits, probs = raw.score(QUERY, PASSAGES), sig.score(QUERY, PASSAGES)
        assert all(0.0 < p < 1.0 for p in probs)
        assert probs == pytest.approx([1 / (1 + math.exp(-x)) for x in logits], abs=1e-9)

    def test_sigmoid_does_not_overflow(self):
        assert rerankers._sigmoid(-1000.0) == 0.0 and rerankers._sigmoid(1000.0) == 1.0
        assert rerankers._sigmoid(0.0) == 0.5

    def test_empty_passages(self, tiny, raw):
        assert raw.score(QUERY, []) == []
        assert FlagCrossEncoder("x", path=tiny["rr"]).score(QUERY, []) == []  # even before warm_up

    def test_score_before_warm_up_raises(self, tiny):
        with pytest.raises(BackendUnavailable, match="warm_up"):
            FlagCrossEncoder("x", path=tiny["rr"]).score(QUERY, ["a"])

    def test_max_length_truncates(self, tiny, raw):
        short = _loaded(tiny["rr"], normalize=False, precision="fp32", max_length=16)
        long_passage = PASSAGES[4]
        # Different truncation → (generally) a different score; no error for text far beyond max_length.
        assert len(short.score(QUERY, [long_passage])) == 1
        assert short.score(QUERY, [long_passage]) != raw.score(QUERY, [long_passage])

    def test_warm_up_is_idempotent(self, raw):
        model = raw._model
        raw.warm_up()
        assert raw._model is model


# --------------------------------------------------------------------------
# precision
# --------------------------------------------------------------------------


@pytest.mark.unit
class TestPrecisionSelection:
    @pytest.mark.parametrize(
        ("device", "requested", "bf16", "expected"),
        [
            ("cuda:0", "auto", False, "fp16"),
            ("cuda:0", "auto", True, "fp16"),
            ("cpu", "auto", True, "bf16"),
            ("cpu", "auto", False, "fp32"),
            ("cpu", "fp32", True, "fp32"),
            ("cpu", "bf16", False, "bf16"),
            ("cuda:1", "fp32", False, "fp32"),
        ],
    )
    def test_table(self, device, requested, bf16, expected):
        assert select_precision(device, requested, lambda: bf16) == expected

    def test_fp16_on_cpu_is_refused(self):
        with pytest.raises(ValueError, match="fp16 needs CUDA"):
            select_precision("cpu", "fp16", lambda: True)

    @pytest.mark.parametrize(
        ("flags", "expected"),
        [
            ({"avx512f", "avx512bw", "avx512_bf16"}, True),  # e.g. Zen 4, Cooper Lake
            ({"avx512f", "amx_bf16", "amx_tile"}, True),  # Sapphire Rapids
            ({"fp", "asimd", "bf16"}, True),  # Arm Neoverse V1/N2
            ({"avx512f", "avx512bw", "avx512vl"}, False),  # Skylake-SP: oneDNN says yes, but bf16 is emulated
            (set(), False),  # flags unreadable: fp32
        ],
    )
    def test_bf16_needs_a_native_flag(self, monkeypatch, flags, expected):
        monkeypatch.setattr(rerankers, "_cpu_flags", lambda: frozenset(flags))
        # Where oneDNN itself has no bf16, nothing can make it True.
        assert _bf16_on_cpu() == (expected and bool(torch.ops.mkldnn._is_mkldnn_bf16_supported()))


@pytest.mark.integration
class TestPrecisionPaths:
    def test_fp32_path_when_no_native_bf16(self, tiny, raw, monkeypatch):
        monkeypatch.setattr(rerankers, "_bf16_on_cpu", lambda: False)
        monkeypatch.setattr(torch.cuda, "is_available", lambda: False)
        rr = _loaded(tiny["rr"], normalize=False)  # precision="auto"
        assert rr.precision == "fp32" and rr.device_in_use == "cpu"
        assert next(rr._model.model.parameters()).dtype == torch.float32
        assert rr.score(QUERY, PASSAGES) == pytest.approx(raw.score(QUERY, PASSAGES), abs=1e-6)

    def test_bf16_path_when_native_bf16(self, tiny, raw, monkeypatch):
        monkeypatch.setattr(torch.cuda, "is_available", lambda: False)
        if not _bf16_on_cpu():
            # No native bf16 here: the auto path was checked above; force bf16 to exercise the code.
            rr = _loaded(tiny["rr"], normalize=False, precision="bf16")
        else:
            rr = _loaded(tiny["rr"], normalize=False)  # auto picks bf16 on this CPU
        assert rr.precision == "bf16"
        assert next(rr._model.model.parameters()).dtype == torch.bfloat16
        scores = rr.score(QUERY, PASSAGES)
        assert all(isinstance(s, float) for s in scores)  # cast back from bf16
        assert scores == pytest.approx(raw.score(QUERY, PASSAGES), abs=BF16_ATOL)

    def test_auto_matches_this_machine(self, tiny, monkeypatch):
        monkeypatch.setattr(torch.cuda, "is_available", lambda: False)
        rr = _loaded(tiny["rr"])
        assert rr.precision == ("bf16" if _bf16_on_cpu() else "fp32")


# --------------------------------------------------------------------------
# identity
# --------------------------------------------------------------------------


@pytest.mark.integration
class TestIdentity:
    def test_format(self, tiny):
        rr = FlagCrossEncoder(str(tiny["rr"]), path=tiny["rr"], normalize=True, max_length=256)
        name, rest = rr.identity.split("@", 1)
        assert name == "rr"  # a directory is named by its folder name, so moving it keeps the identity
        digest, normalize, max_length = rest.split("/")
        assert len(digest) == 12 and normalize == "normalize=true" and max_length == "max_length=256"

    def test_changes_with_normalize_and_max_length(self, tiny):
        def ident(**kw):
            return FlagCrossEncoder(str(tiny["rr"]), path=tiny["rr"], **kw).identity

        base = ident(normalize=True, max_length=256)
        assert ident(normalize=True, max_length=256) == base
        assert ident(normalize=False, max_length=256) != base
        assert ident(normalize=True, max_length=512) != base
        assert ident(normalize=True, max_length=256, batch_size=64) == base  # batch size is not the scale

    def test_changes_with_the_weights_even_at_the_same_size(self, tiny):
        # Two seeds: same file names and sizes, different weights → different scorers.
        a, b = tiny["rr"], tiny["rr_seed1"]
        assert (a / "model.safetensors").stat().st_size == (b / "model.safetensors").stat().st_size
        assert model_digest(a) != model_digest(b)

    def test_digest_covers_tokenizer_not_readme(self, tiny, tmp_path):
        copy = tmp_path / "copy"
        shutil.copytree(tiny["rr"], copy)
        (copy / "README.md").write_text("model card")
        (copy / ".gitattributes").write_text("*.safetensors filter=lfs")
        assert model_digest(copy) == model_digest(tiny["rr"])
        tok = copy / "tokenizer.json"
        tok.write_text(tok.read_text() + "\n")
        assert model_digest(copy) != model_digest(tiny["rr"])

    def test_hub_id_keeps_its_name(self, tiny):
        rr = FlagCrossEncoder("BAAI/bge-reranker-v2-m3", path=tiny["rr"])
        assert rr.identity.startswith("BAAI/bge-reranker-v2-m3@")


# --------------------------------------------------------------------------
# loading
# --------------------------------------------------------------------------


@pytest.mark.integration
class TestLoadReranker:
    def test_local_directory(self, tiny, network_calls):
        rr, note = load_reranker(RerankSettings(model=str(tiny["rr"]), max_length=128, batch_size=4, normalize=False))
        assert rr is not None and rr.identity in note and rr.precision in note
        assert (rr.max_length, rr.batch_size, rr.normalize) == (128, 4, False)
        assert len(rr.score(QUERY, PASSAGES)) == len(PASSAGES)
        assert network_calls == []

    @pytest.mark.parametrize("value", ["none", "None", " NONE "])
    def test_disabled(self, value):
        rr, note = load_reranker(RerankSettings(model=value))
        assert rr is None and "disabled" in note and "fused order kept" in note

    @pytest.mark.parametrize("online", [True, False], ids=["HF_HUB_OFFLINE-unset", "HF_HUB_OFFLINE-set"])
    def test_explicit_hub_id_fails_fast_without_network(self, online, monkeypatch, empty_hf_cache, network_calls):
        _hub_online(monkeypatch, online)
        with pytest.raises(BackendUnavailable) as err:
            load_reranker(RerankSettings(model="BAAI/bge-reranker-v2-m3"))
        assert network_calls == []  # failing fast means never waiting on the network
        msg = str(err.value)
        assert "BAAI/bge-reranker-v2-m3" in msg and "MXR_RERANK__MODEL" in msg and "'none'" in msg
        assert err.value.backend == "reranker"

    @pytest.mark.parametrize("online", [True, False], ids=["HF_HUB_OFFLINE-unset", "HF_HUB_OFFLINE-set"])
    def test_default_unavailable_keeps_fused_order(self, online, monkeypatch, empty_hf_cache, network_calls):
        _hub_online(monkeypatch, online)
        rr, note = load_reranker(RerankSettings())
        assert rr is None and DEFAULT_RERANKER in note and "fused order kept" in note
        assert network_calls == []

    def test_does_not_change_the_environment(self, monkeypatch, empty_hf_cache):
        import os

        monkeypatch.delenv("HF_HUB_OFFLINE", raising=False)
        monkeypatch.delenv("TRANSFORMERS_OFFLINE", raising=False)
        load_reranker(RerankSettings())
        assert "HF_HUB_OFFLINE" not in os.environ and "TRANSFORMERS_OFFLINE" not in os.environ

    def test_hub_id_from_the_local_cache(self, tiny, monkeypatch, empty_hf_cache, network_calls):
        _hub_online(monkeypatch, True)
        commit = "c0ffee" + "0" * 34
        install_in_hf_cache(tiny["rr"], empty_hf_cache, "acme/tiny-reranker", commit)
        rr, note = load_reranker(RerankSettings(model="acme/tiny-reranker"))
        assert rr is not None and rr.revision == commit
        assert rr.identity.startswith("acme/tiny-reranker@") and rr.identity.split("@")[1][:12] == model_digest(tiny["rr"])
        assert network_calls == []

    def test_default_model_is_used_when_cached(self, tiny, monkeypatch, empty_hf_cache):
        install_in_hf_cache(tiny["rr"], empty_hf_cache, DEFAULT_RERANKER, "1" * 40)
        rr, _ = load_reranker(RerankSettings())
        assert rr is not None and rr.identity.startswith(DEFAULT_RERANKER + "@")

    def test_pinned_revision_not_in_cache(self, tiny, monkeypatch, empty_hf_cache, network_calls):
        install_in_hf_cache(tiny["rr"], empty_hf_cache, "acme/tiny-reranker", "2" * 40)
        with pytest.raises(BackendUnavailable, match="revision 'abc123'"):
            load_reranker(RerankSettings(model="acme/tiny-reranker", revision="abc123"))
        assert network_calls == []

    def test_missing_path(self, tmp_path):
        with pytest.raises(BackendUnavailable, match="no such model directory"):
            load_reranker(RerankSettings(model=str(tmp_path / "nope" / "model")))

    def test_directory_without_config(self, tiny, tmp_path, network_calls):
        broken = tmp_path / "broken"
        shutil.copytree(tiny["rr"], broken)
        (broken / "config.json").unlink()
        with pytest.raises(BackendUnavailable, match=r"not a model directory \(missing config.json\)"):
            load_reranker(RerankSettings(model=str(broken)))
        assert network_calls == []

    def test_embedder_directory_is_not_a_cross_encoder(self, tiny):
        # AutoModelForSequenceClassification would load it with a random head and "work".
        with pytest.raises(BackendUnavailable, match="not a cross-encoder"):
            load_reranker(RerankSettings(model=str(tiny["embedder"])))

    def test_two_label_classifier_is_refused(self, tiny):
        with pytest.raises(BackendUnavailable, match="2 output labels"):
            load_reranker(RerankSettings(model=str(tiny["two_labels"])))

    def test_unloadable_weights(self, tiny, tmp_path):
        broken = tmp_path / "corrupt"
        shutil.copytree(tiny["rr"], broken)
        (broken / "model.safetensors").write_bytes(b"not a safetensors file")
        with pytest.raises(BackendUnavailable, match="cannot load"):
            load_reranker(RerankSettings(model=str(broken)))


@pytest.mark.unit
class TestResolveModel:
    def test_directory(self, tmp_path):
        assert resolve_model(str(tmp_path), "v1") == (tmp_path.resolve(), "v1")

    @pytest.mark.parametrize("model", ["/no/such/dir", "./relative/missing", "~/missing-model-dir", "a/b/c"])
    def test_paths_never_reach_the_hub(self, model, network_calls):
        assert resolve_model(model) is None
        assert network_calls == []
