"""RerankStage: reorder the fused top ``depth`` by cross-encoder score, keep the best; or say it did not."""

from __future__ import annotations

import dataclasses
import hashlib
import math
from collections.abc import Sequence
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from service.domain import Candidate, FusedList, RecallPath
from service.engines.protocols import Reranker
from service.errors import BackendUnavailable
from service.stages.rerank import NO_RERANKER, RerankStage


def _candidates(n: int) -> tuple[Candidate, ...]:
    return tuple(
        Candidate(entry_id=f"e{i:02d}", n=0, fused_score=1.0 / (61 + i), fused_rank=i + 1, lexical_rank=i + 1)
        for i in range(n)
    )


def _fused(n: int) -> FusedList:
    return FusedList(candidates=_candidates(n), paths=(RecallPath.LEXICAL, RecallPath.DENSE))


def _passages(n: int) -> dict[tuple[str, int], tuple[str, str]]:
    return {(f"e{i:02d}", 0): (f"title {i}", f"text of e{i:02d}") for i in range(n)}


class FakeReranker:
    """Scores from a table keyed by passage text, else from SHA-256 of (query, passage); records its calls."""

    identity = "fake-ce@000000000000/normalize=true/max_length=256"

    def __init__(self, table: dict[str, float] | None = None, *, extra: int = 0):
        self.table = table or {}
        self.extra = extra
        self.calls: list[tuple[str, list[str]]] = []

    def warm_up(self) -> None:
        pass

    def score(self, query: str, passages: Sequence[str]) -> list[float]:
        self.calls.append((query, list(passages)))
        out = [
            self.table.get(p, int.from_bytes(hashlib.sha256(f"{query}\0{p}".encode()).digest()[:4], "big") / 2**32)
            for p in passages
        ]
        return out + [0.0] * self.extra


def _text(i: int) -> str:
    return f"title {i}\ntext of e{i:02d}"


@pytest.mark.unit
class TestRerankStage:
    def test_fake_is_a_reranker(self):
        assert isinstance(FakeReranker(), Reranker)

    def test_reorders_by_score(self):
        table = {_text(i): s for i, s in enumerate([0.1, 0.9, 0.5, 0.7, 0.3, 0.2])}
        out = RerankStage(FakeReranker(table), top_n=3).run("q", _fused(6), _passages(6), keep=3)
        assert [c.entry_id for c in out.candidates] == ["e01", "e03", "e02"]
        assert [c.rerank_rank for c in out.candidates] == [1, 2, 3]
        assert [c.rerank_score for c in out.candidates] == [0.9, 0.7, 0.5]
        assert [c.fused_rank for c in out.candidates] == [2, 4, 3]  # provenance kept
        assert out.applied and out.reranker == FakeReranker.identity and out.elapsed_ms >= 0

    def test_ties_broken_by_fused_rank(self):
        table = {_text(i): s for i, s in enumerate([0.5, 0.8, 0.5, 0.8, 0.5])}
        out = RerankStage(FakeReranker(table), top_n=5).run("q", _fused(5), _passages(5), keep=5)
        assert [c.entry_id for c in out.candidates] == ["e01", "e03", "e00", "e02", "e04"]

    def test_nan_scores_sort_last(self):
        table = {_text(0): math.nan, _text(1): -5.0, _text(2): 1.0}
        out = RerankStage(FakeReranker(table), top_n=3).run("q", _fused(3), _passages(3), keep=3)
        assert [c.entry_id for c in out.candidates] == ["e02", "e01", "e00"]

    @pytest.mark.parametrize(("top_n", "keep", "expected"), [(5, 1, 5), (5, 5, 5), (5, 8, 8), (2, 0, 2), (5, 80, 50)])
    def test_keeps_max_of_top_n_and_keep(self, top_n, keep, expected):
        out = RerankStage(FakeReranker(), depth=50, top_n=top_n).run("q", _fused(60), _passages(60), keep=keep)
        assert len(out.candidates) == expected

    def test_scores_only_the_top_depth(self):
        fake = FakeReranker()
        out = RerankStage(fake, depth=50, top_n=5).run("q", _fused(70), _passages(70), keep=5)
        (query, texts), = fake.calls
        assert query == "q" and texts == [_text(i) for i in range(50)]
        assert {c.fused_rank for c in out.candidates} <= set(range(1, 51))

    def test_input_template(self):
        fake = FakeReranker()
        RerankStage(fake, top_n=1, input_template="[{title}] {text}").run("q", _fused(2), _passages(2), keep=1)
        assert fake.calls[0][1] == ["[title 0] text of e00", "[title 1] text of e01"]

    def test_missing_passage_is_scored_as_empty(self):
        fake = FakeReranker()
        passages = _passages(3)
        del passages[("e01", 0)]
        out = RerankStage(fake, top_n=3).run("q", _fused(3), passages, keep=3)
        assert fake.calls[0][1][1] == "\n" and len(out.candidates) == 3

    def test_wrong_number_of_scores_is_an_error(self):
        with pytest.raises(BackendUnavailable, match="returned 4 scores for 3 passages"):
            RerankStage(FakeReranker(extra=1), top_n=3).run("q", _fused(3), _passages(3), keep=3)

    def test_does_not_mutate_its_input(self):
        fused = _fused(10)
        before = dataclasses.astuple(fused)
        RerankStage(FakeReranker(), top_n=5).run("q", fused, _passages(10), keep=5)
        assert dataclasses.astuple(fused) == before

    def test_no_reranker_keeps_fused_order(self):
        stage = RerankStage(None, top_n=5)
        out = stage.run("q", _fused(20), _passages(20), keep=3)
        assert stage.name == NO_RERANKER == "none (fused order kept)"
        assert out.reranker == NO_RERANKER and out.applied is False
        assert out.candidates == _candidates(20)[:5]
        assert all(c.rerank_rank is None and c.rerank_score is None for c in out.candidates)

    def test_empty_fused_list(self):
        fake = FakeReranker()
        out = RerankStage(fake).run("q", FusedList(candidates=()), {}, keep=5)
        assert out.candidates == () and out.applied is False and fake.calls == []

    @given(
        n=st.integers(0, 60),
        depth=st.integers(1, 60),
        top_n=st.integers(1, 20),
        keep=st.integers(0, 30),
        query=st.text(max_size=8),
    )
    @settings(max_examples=150, deadline=None)
    def test_invariants(self, n, depth, top_n, keep, query):
        out = RerankStage(FakeReranker(), depth=depth, top_n=top_n).run(query, _fused(n), _passages(n), keep=keep)
        got = out.candidates
        assert len(got) == min(n, depth, max(keep, top_n))
        assert len({c.entry_id for c in got}) == len(got)  # no duplicates
        assert all(c.fused_rank <= depth for c in got)
        if got:
            assert out.applied
            assert [c.rerank_rank for c in got] == list(range(1, len(got) + 1))
            keys = [(-c.rerank_score, c.fused_rank) for c in got]
            assert keys == sorted(keys)
            # What was kept beats everything scored and dropped.
            assert got[-1].rerank_score >= max(
                (FakeReranker().score(query, [_text(c.fused_rank - 1)])[0] for c in _candidates(min(n, depth))
                 if c.entry_id not in {g.entry_id for g in got}),
                default=-math.inf,
            )


@pytest.fixture(scope="module")
def reranker(tmp_path_factory: pytest.TempPathFactory):
    from service.engines.rerankers import load_reranker
    from service.settings import RerankSettings
    from tests.tiny_models import build_tiny_xlmr

    path: Path = build_tiny_xlmr(tmp_path_factory.mktemp("stage") / "rr", num_labels=1)
    rr, _ = load_reranker(RerankSettings(model=str(path), normalize=True))
    return rr


@pytest.mark.integration
class TestRerankStageWithTinyCrossEncoder:
    """The stage over a real FlagReranker (a tiny random XLM-R built on the fly)."""

    def test_reorders_by_the_models_scores(self, reranker):
        n = 12
        stage = RerankStage(reranker, depth=50, top_n=5)
        passages = {
            (f"e{i:02d}", 0): ("Vue → React", "把 Vue 的 mixin 改写成 React 的自定义 Hook。 " * (i + 1))
            for i in range(n)
        }
        out = stage.run("mixin hook", _fused(n), passages, keep=5)
        assert out.applied and out.reranker == reranker.identity and len(out.candidates) == 5
        texts = [stage.input_template.format(title=t, text=x) for t, x in passages.values()]
        scores = reranker.score("mixin hook", texts)
        expected = sorted(range(n), key=lambda i: (-scores[i], i))[:5]
        assert [c.entry_id for c in out.candidates] == [f"e{i:02d}" for i in expected]
        assert [c.rerank_score for c in out.candidates] == [scores[i] for i in expected]
        assert all(0.0 < c.rerank_score < 1.0 for c in out.candidates)  # normalize=True
        # Deterministic: the same request gives the same answer.
        assert stage.run("mixin hook", _fused(n), passages, keep=5).candidates == out.candidates
