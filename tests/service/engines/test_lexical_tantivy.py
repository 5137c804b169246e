"""tantivy lexical index: golden BM25 scores, the writer lock, schema and
statistics behaviour. The behavioural contract lives in ``test_lexical_contract.py``."""

from __future__ import annotations

import math
import subprocess
import sys
import textwrap
from collections.abc import Iterator
from pathlib import Path

import pytest
import tantivy

from service.domain import IndexedChunk
from service.engines.tantivy_index import TantivyLexicalIndex
from service.errors import BackendUnavailable, DataDirLocked
from tests.service.engines.lexical_fakes import qt

# Robertson/Spärck Jones BM25 as tantivy implements it (src/query/bm25.rs).
K1, B = 1.2, 0.75
REPO = Path(__file__).resolve().parents[3]


def lucene_idf(n_docs: int, df: int) -> float:
    return math.log(1 + (n_docs - df + 0.5) / (df + 0.5))


def bm25(term: str, doc: list[str], corpus: list[list[str]]) -> float:
    """idf · tf·(k1+1) / (tf + k1·(1 − b + b·dl/avgdl)), avgdl = total tokens / N."""
    tf = doc.count(term)
    if tf == 0:
        return 0.0
    avgdl = sum(map(len, corpus)) / len(corpus)
    idf = lucene_idf(len(corpus), sum(1 for d in corpus if term in d))
    return idf * tf * (K1 + 1) / (tf + K1 * (1 - B + B * len(doc) / avgdl))


def mk(entry_id: str, words: str, scope_key: str = "k1") -> IndexedChunk:
    return IndexedChunk(entry_id, 0, words, tuple(words.split()), scope_key, "verified", "component")


@pytest.fixture
def index(tmp_path: Path) -> Iterator[TantivyLexicalIndex]:
    idx = TantivyLexicalIndex(tmp_path / "lexical")
    idx.warm_up()
    yield idx
    idx.close()


@pytest.mark.integration
class TestTantivyLexicalIndex:
    # Lengths 1..31 tokens: below 40, where tantivy's fieldnorm byte is exact.
    CORPUS = [
        "ref ref reactive computed watch",
        "ref watch",
        "usestate useeffect ref hooks hooks hooks migrate component props emit",
        "vuex store dispatch commit getters",
        "ref",
        "computed computed memo usememo " + " ".join(f"filler{i}" for i in range(27)),
        "$emit v-model @click this.$refs ref",
    ]

    def test_golden_bm25(self, index: TantivyLexicalIndex) -> None:
        docs = [d.split() for d in self.CORPUS]
        index.upsert([mk(f"e{i}", d) for i, d in enumerate(self.CORPUS)])
        weights = {"ref": 1.0, "computed": 0.7, "hooks": 1.3, "v-model": 0.5}
        hits = index.search(qt(*weights.items()), frozenset({"k1"}), 20)
        expected = {
            f"e{i}::0": sum(w * bm25(t, d, docs) for t, w in weights.items())
            for i, d in enumerate(docs)
        }
        expected = {k: v for k, v in expected.items() if v > 0}
        assert {h.chunk_id for h in hits} == set(expected)
        for h in hits:
            assert h.score == pytest.approx(expected[h.chunk_id], rel=1e-5), h.chunk_id
        assert [h.score for h in hits] == sorted((h.score for h in hits), reverse=True)

    def test_term_frequency_counts(self, index: TantivyLexicalIndex) -> None:
        index.upsert([mk("a", "x x x y"), mk("b", "x y y y")])
        hits = index.search(qt("x"), frozenset({"k1"}), 5)
        assert [h.entry_id for h in hits] == ["a", "b"]

    def test_second_writer_in_this_process_is_data_dir_locked(self, index: TantivyLexicalIndex) -> None:
        other = TantivyLexicalIndex(index.path)
        with pytest.raises(DataDirLocked) as info:
            other.warm_up()
        assert info.value.data_dir == str(index.path)
        assert "mxr serve" in str(info.value)

    def test_second_process_gets_data_dir_locked(self, index: TantivyLexicalIndex) -> None:
        code = textwrap.dedent(f"""
            from pathlib import Path
            from service.engines.tantivy_index import TantivyLexicalIndex
            from service.errors import DataDirLocked
            try:
                TantivyLexicalIndex(Path({str(index.path)!r})).warm_up()
            except DataDirLocked as exc:
                print("LOCKED", exc)
            else:
                print("OPENED")
        """)
        out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=REPO, timeout=60)
        assert "LOCKED" in out.stdout, out.stdout + out.stderr
        index.close()  # released: the other process can now open it
        out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=REPO, timeout=60)
        assert "OPENED" in out.stdout, out.stdout + out.stderr

    def test_existing_index_with_another_schema_is_backend_unavailable(self, tmp_path: Path) -> None:
        sb = tantivy.SchemaBuilder()
        sb.add_text_field("something_else", stored=True)
        tantivy.Index(sb.build(), path=str(tmp_path))
        with pytest.raises(BackendUnavailable, match="schema"):
            TantivyLexicalIndex(tmp_path).warm_up()

    def test_index_directory_is_created(self, tmp_path: Path) -> None:
        idx = TantivyLexicalIndex(tmp_path / "a" / "b" / "c")
        try:
            idx.upsert([mk("a", "x")])
            assert idx.count() == 1
        finally:
            idx.close()

    def test_close_is_idempotent_and_methods_reopen(self, index: TantivyLexicalIndex) -> None:
        index.upsert([mk("a", "x")])
        index.close()
        index.close()
        assert index.count() == 1  # implicit warm_up

    def test_deleted_documents_linger_in_statistics_until_clear(self, tmp_path: Path) -> None:
        """Documented engine behaviour: deletes do not update N/df until a merge; clear() does."""
        idx = TantivyLexicalIndex(tmp_path / "stats")
        fresh = TantivyLexicalIndex(tmp_path / "fresh")
        try:
            idx.upsert([mk(f"d{i}", "common word") for i in range(10)] + [mk("keep", "common rare")])
            idx.delete_entries([f"d{i}" for i in range(10)])
            fresh.upsert([mk("keep", "common rare")])
            q = qt("common", "rare")
            stale = idx.search(q, frozenset({"k1"}), 5)[0].score
            exact = fresh.search(q, frozenset({"k1"}), 5)[0].score
            assert idx.count() == 1
            assert stale != pytest.approx(exact)  # statistics still count the deleted docs
            idx.clear()
            idx.upsert([mk("keep", "common rare")])
            assert idx.search(q, frozenset({"k1"}), 5)[0].score == pytest.approx(exact, rel=1e-6)
        finally:
            idx.close()
            fresh.close()

    def test_tie_group_larger_than_the_page(self, index: TantivyLexicalIndex) -> None:
        ids = [f"e{i:03d}" for i in range(200)]
        index.upsert([mk(e, "tie") for e in reversed(ids)])
        index.upsert([mk("top", "tie tie")])
        hits = index.search(qt("tie"), frozenset({"k1"}), 10)
        assert [h.entry_id for h in hits] == ["top", *ids[:9]]
