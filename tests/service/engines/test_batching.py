"""QueryBatcher: concurrent embed_query calls share passes and each gets its own vector."""

from __future__ import annotations

import hashlib
import threading

import numpy as np
import pytest

from service.engines.batching import QueryBatcher

pytestmark = pytest.mark.unit


class Fake:
    """Deterministic vectors from SHA-256 of the text; records every pass."""

    identity = "fake"
    dim = 8

    def __init__(self, fail_on: str | None = None, gate: threading.Event | None = None) -> None:
        self.passes: list[list[str]] = []
        self.started: list[list[str]] = []
        self.fail_on = fail_on
        self.gate = gate

    def vector(self, text: str) -> np.ndarray:
        v = np.frombuffer(hashlib.sha256(text.encode()).digest()[:8], dtype=np.uint8).astype(np.float32)
        return v / np.linalg.norm(v)

    def embed_queries(self, texts):
        self.started.append(list(texts))
        if self.gate is not None:
            self.gate.wait(10)
        self.passes.append(list(texts))
        if self.fail_on in texts:
            raise RuntimeError("model failed")
        return np.stack([self.vector(t) for t in texts])


def test_lone_call_runs_alone():
    fake = Fake()
    b = QueryBatcher(fake)
    assert np.array_equal(b.embed_query("a"), fake.vector("a"))
    assert fake.passes == [["a"]] and b.identity == "fake" and b.dim == 8


def test_concurrent_calls_are_batched_and_each_gets_its_own_vector():
    gate = threading.Event()
    fake = Fake(gate=gate)
    b = QueryBatcher(fake)
    out: dict[str, np.ndarray] = {}
    texts = [f"q{i}" for i in range(20)]
    threads = [threading.Thread(target=lambda t=t: out.__setitem__(t, b.embed_query(t))) for t in texts]
    for th in threads:
        th.start()
    # Hold the first pass until every other call has queued behind it.
    while not fake.started or len(fake.started[0]) + len(b._queue) < len(texts):  # noqa: SLF001
        threading.Event().wait(0.01)
    gate.set()
    for th in threads:
        th.join(10)
    assert set(out) == set(texts)
    for t in texts:
        assert np.array_equal(out[t], fake.vector(t))
    assert sorted(x for p in fake.passes for x in p) == sorted(texts)  # each embedded exactly once
    assert len(fake.passes) < len(texts)  # shared passes


def test_a_failed_pass_fails_its_callers_and_the_next_batch_still_runs():
    fake = Fake(fail_on="bad")
    b = QueryBatcher(fake)
    with pytest.raises(RuntimeError, match="model failed"):
        b.embed_query("bad")
    assert np.array_equal(b.embed_query("good"), fake.vector("good"))


def test_wrap_leaves_embedders_without_a_batch_path_alone():
    class Single:
        def embed_query(self, text):
            return np.zeros(3)

    s = Single()
    assert QueryBatcher.wrap(s) is s
    assert isinstance(QueryBatcher.wrap(Fake()), QueryBatcher)


@pytest.mark.integration
@pytest.mark.parametrize("kind", ["minilm", "use"])
def test_batched_queries_match_single_ones(kind):
    from service.engines.embedders import build_embedder

    emb = build_embedder(kind, None)
    emb.warm_up()
    texts = ["LegacyTable 的 reload 方法怎么迁移", "mixins to hooks", "v-permission 指令改成组件包裹，按钮级权限怎么做"]
    batched = emb.embed_queries(texts)
    for text, row in zip(texts, batched, strict=True):
        assert float(np.dot(row, emb.embed_query(text))) > 0.99999
