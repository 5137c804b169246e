"""Chunking: size, overlap, title in every chunk, sentence boundaries, ids."""

from __future__ import annotations

import random
import re

import pytest

from analyzers.chunking import Chunk, chunk_text
from analyzers.tokenize import count_tokens

pytestmark = pytest.mark.unit

TITLE = "LegacyTable 的 reload 方法迁移"
SENTENCE_END = re.compile(r"[。！？；.!?]$")
_CHARS = "迁移组件表格刷新方法处理状态路由弹窗插槽事件属性校验分页权限缓存"


def _long_body(n_chars: int = 2000, seed: int = 7) -> tuple[str, list[str]]:
    """~n_chars CJK characters in paragraphs of sentences; returns (body, sentences)."""
    rng = random.Random(seed)
    paragraphs: list[list[str]] = []
    total = 0
    while total < n_chars:
        sentences = []
        for _ in range(rng.randint(2, 6)):
            s = "".join(rng.choice(_CHARS) for _ in range(rng.randint(12, 40))) + rng.choice("。！？；")
            sentences.append(s)
            total += len(s)
        paragraphs.append(sentences)
    body = "\n\n".join("".join(p) for p in paragraphs)
    return body, [s for p in paragraphs for s in p]


def _body_of(chunk: Chunk) -> str:
    return chunk.text.split("\n", 1)[1]


class TestShortBody:
    def test_one_chunk(self) -> None:
        chunks = chunk_text("exp-1", TITLE, "把 this.$refs.table.reload() 换成 useImperativeHandle。")
        assert len(chunks) == 1
        c = chunks[0]
        assert (c.entry_id, c.n, c.chunk_id) == ("exp-1", 0, "exp-1::0")
        assert c.text == f"{TITLE}\n把 this.$refs.table.reload() 换成 useImperativeHandle。"
        assert c.n_tokens == count_tokens(c.text)

    def test_empty_body_gives_title_chunk(self) -> None:
        assert [c.text for c in chunk_text("e", TITLE, "")] == [TITLE]

    def test_title_whitespace_collapsed(self) -> None:
        assert chunk_text("e", " a \n b ", "正文。")[0].text == "a b\n正文。"

    @pytest.mark.parametrize(("target", "overlap"), [(0, 10), (10, -1)])
    def test_invalid_sizes(self, target: int, overlap: int) -> None:
        with pytest.raises(ValueError):
            chunk_text("e", TITLE, "正文。", target_tokens=target, overlap_tokens=overlap)


@pytest.fixture(scope="module")
def long() -> tuple[str, list[str], list[Chunk]]:
    """A ~2,000-character Chinese body, its sentences and its chunks (500/50)."""
    body, sentences = _long_body()
    return body, sentences, chunk_text("exp-9", TITLE, body, target_tokens=500, overlap_tokens=50)


class TestLongBody:
    def test_several_chunks_with_ids(self, long) -> None:
        _, _, chunks = long
        assert len(chunks) >= 4
        assert [c.chunk_id for c in chunks] == [f"exp-9::{i}" for i in range(len(chunks))]
        assert [c.n for c in chunks] == list(range(len(chunks)))

    def test_size_bounded(self, long) -> None:
        _, _, chunks = long
        for c in chunks:
            assert c.n_tokens <= 500 + 50, c.chunk_id
            assert c.n_tokens == count_tokens(c.text)
        assert max(c.n_tokens for c in chunks) >= 300  # not pathologically small

    def test_every_chunk_starts_with_title(self, long) -> None:
        _, _, chunks = long
        assert all(c.text.startswith(TITLE + "\n") for c in chunks)

    def test_never_ends_mid_sentence(self, long) -> None:
        body, _, chunks = long
        for c in chunks:
            b = _body_of(c)
            assert SENTENCE_END.search(b) or body.rstrip().endswith(b), c.chunk_id

    def test_never_starts_mid_sentence(self, long) -> None:
        _, sentences, chunks = long
        for c in chunks:
            assert any(_body_of(c).startswith(s) for s in sentences), c.chunk_id

    def test_overlap_is_trailing_whole_sentences(self, long) -> None:
        body, sentences, chunks = long
        for prev, cur in zip(chunks, chunks[1:]):
            prev_body, cur_body = _body_of(prev), _body_of(cur)
            prev_end = body.index(prev_body) + len(prev_body)
            cur_start = body.index(cur_body)
            assert cur_start < prev_end, f"no overlap before {cur.chunk_id}"
            overlap = body[cur_start:prev_end]
            assert prev_body.endswith(overlap)
            assert any(overlap.startswith(s) for s in sentences)
            assert SENTENCE_END.search(overlap)
            assert count_tokens(overlap) <= 50

    def test_every_sentence_covered(self, long) -> None:
        _, sentences, chunks = long
        for s in sentences:
            assert any(s in c.text for c in chunks), s

    def test_chunks_are_contiguous_body_slices(self, long) -> None:
        body, _, chunks = long
        assert all(_body_of(c) in body for c in chunks)


class TestBoundaries:
    def test_paragraph_boundary_preferred(self) -> None:
        p1 = "第一段的句子。" * 30  # 210 tokens
        p2 = "第二段的句子。" * 30
        chunks = chunk_text("e", "T", f"{p1}\n\n{p2}", target_tokens=300, overlap_tokens=0)
        assert [_body_of(c) for c in chunks] == [p1, p2]

    def test_english_sentences(self) -> None:
        body = " ".join(f"Sentence number {i} explains the reload call." for i in range(60))
        chunks = chunk_text("e", "T", body, target_tokens=60, overlap_tokens=10)
        assert len(chunks) > 1
        for c in chunks:
            assert _body_of(c).startswith("Sentence number")
            assert _body_of(c).endswith("call.")

    def test_version_dots_are_not_sentence_ends(self) -> None:
        body = "升级到 2.15.14 之后 el-table 的 reload 行为变了。" * 40
        for c in chunk_text("e", "T", body, target_tokens=60, overlap_tokens=0):
            assert _body_of(c).endswith("变了。")

    def test_oversize_sentence_split_at_commas(self) -> None:
        clause = "这个很长的句子有很多分句"
        sentence = "，".join([clause] * 20) + "。"  # ~240 tokens, one sentence
        chunks = chunk_text("e", "T", sentence, target_tokens=60, overlap_tokens=0)
        assert len(chunks) > 1
        for c in chunks:
            assert _body_of(c).endswith(("，", "。"))
            assert c.n_tokens <= 60
        assert sum(_body_of(c).count(clause) for c in chunks) == 20

    def test_oversize_clause_kept_whole(self) -> None:
        sentence = "很" * 100 + "。"
        chunks = chunk_text("e", "T", f"短句。\n\n{sentence}", target_tokens=30, overlap_tokens=0)
        assert any(_body_of(c) == sentence for c in chunks)

    def test_code_block_not_split_at_dots(self) -> None:
        code = "```js\nthis.$refs.table.reload()\n\nconst a = b. c\n```"
        body = f"先看代码。\n\n{code}\n\n结论。"
        chunks = chunk_text("e", "T", body)
        assert len(chunks) == 1 and code in chunks[0].text
