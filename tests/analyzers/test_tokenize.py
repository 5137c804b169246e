"""Tokenizer: identifiers whole + sub-words, CJK bigrams, identifier extraction, token counts."""

from __future__ import annotations

import pytest

from analyzers.tokenize import MAX_TERM_CHARS, analyze_terms, count_tokens, identifiers, tokenize

pytestmark = pytest.mark.unit


class TestCjk:
    def test_run_becomes_overlapping_bigrams(self) -> None:
        assert tokenize("无法登入") == ["无法", "法登", "登入"]

    def test_lone_character_is_unigram(self) -> None:
        assert tokenize("的") == ["的"]

    def test_mixed_text(self) -> None:
        assert tokenize("LegacyTable的reload方法") == [
            "legacytable", "legacy", "table", "的", "reload", "方法",
        ]

    def test_punctuation_breaks_runs(self) -> None:
        assert tokenize("刷新，表格。") == ["刷新", "表格"]

    def test_fullwidth_latin_is_folded(self) -> None:
        assert tokenize("Ｒｅｌｏａｄ") == ["reload"]


class TestIdentifiers:
    @pytest.mark.parametrize(
        ("text", "expected"),
        [
            ("LegacyTable", ["legacytable", "legacy", "table"]),
            ("ERR_SLUG_CONFLICT", ["err_slug_conflict", "err", "slug", "conflict"]),
            ("v-permission", ["v-permission", "permission"]),
            (
                "this.$refs.table.reload()",
                ["this.$refs.table.reload", "this", "$refs", "refs", "table", "reload"],
            ),
            ("@reduxjs/toolkit", ["@reduxjs/toolkit", "reduxjs", "toolkit"]),
            ("useOrderStore", ["useorderstore", "use", "order", "store"]),
            ("getHTTPResponse2", ["gethttpresponse2", "get", "http", "response"]),
            ("element-ui", ["element-ui", "element", "ui"]),
            ("2.15.14", ["2.15.14"]),
            ("v1.0.0-beta.1", ["v1.0.0-beta.1"]),
            ("XMLHttpRequest", ["xmlhttprequest", "xml", "http", "request"]),
            ("vue3", ["vue3", "vue"]),
        ],
    )
    def test_whole_then_subwords(self, text: str, expected: list[str]) -> None:
        assert tokenize(text) == expected

    def test_whole_is_word_and_parts_are_subwords(self) -> None:
        kinds = {t.text: t.kind for t in analyze_terms("LegacyTable")}
        assert kinds == {"legacytable": "word", "legacy": "subword", "table": "subword"}

    def test_plain_word_has_no_subwords(self) -> None:
        assert tokenize("Table reload") == ["table", "reload"]

    def test_one_char_subwords_dropped_but_plain_one_char_words_kept(self) -> None:
        assert "v" not in tokenize("v-if")
        assert tokenize("a b 3") == ["a", "b", "3"]

    def test_sentence_dot_does_not_join_words(self) -> None:
        assert tokenize("end. Next") == ["end", "next"]

    def test_repeats_kept(self) -> None:
        assert tokenize("reload reload") == ["reload", "reload"]

    def test_overlong_whole_term_dropped(self) -> None:
        blob = "a" * (MAX_TERM_CHARS + 1)
        assert tokenize(blob) == []
        assert tokenize(f"x-{blob}") == []  # ``x`` is too short, the rest too long


class TestIdentifierExtraction:
    def test_original_case_in_order_deduplicated(self) -> None:
        text = "LegacyTable 的 reload 和 useOrderStore，再看 LegacyTable 与 v-permission"
        assert identifiers(text) == ["LegacyTable", "useOrderStore", "v-permission"]

    @pytest.mark.parametrize(
        "token",
        [
            "ERR_SLUG_CONFLICT", "this.$refs.table.reload", "@reduxjs/toolkit", "$emit",
            "i18n", "2.15.14", "getHTTPResponse2", "element-ui", "v-on:click",
        ],
    )
    def test_identifier_like(self, token: str) -> None:
        assert identifiers(f"看 {token} 怎么改") == [token]

    @pytest.mark.parametrize("word", ["table", "Table", "JWT", "reload", "e.g", "120"])
    def test_plain_words_are_not_identifiers(self, word: str) -> None:
        assert identifiers(word) == []


class TestCountTokens:
    def test_cjk_char_and_latin_runs(self) -> None:
        assert count_tokens("无法登入") == 4
        assert count_tokens("LegacyTable 的 reload 方法") == 5

    def test_punctuation_and_space_ignored(self) -> None:
        assert count_tokens("，。！ ... ") == 0
        assert count_tokens("") == 0

    def test_underscore_and_dots_separate_runs(self) -> None:
        assert count_tokens("ERR_SLUG_CONFLICT") == 3
        assert count_tokens("this.$refs.table.reload") == 4
