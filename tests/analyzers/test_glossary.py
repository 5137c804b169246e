"""Glossary: built-in map shape, matching rules, expansion, team file loading."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from analyzers.concepts import BUILTIN_GROUPS
from analyzers.errors import AnalyzerError, GlossaryError
from analyzers.glossary import Glossary

pytestmark = pytest.mark.unit


class TestBuiltinMap:
    def test_at_least_60_groups(self) -> None:
        assert len(BUILTIN_GROUPS) >= 60
        assert len(Glossary.builtin()) == len(BUILTIN_GROUPS)

    def test_each_group_has_two_distinct_forms(self) -> None:
        for group in BUILTIN_GROUPS:
            folded = [f.lower() for f in group]
            assert len(group) >= 2, group
            assert len(set(folded)) == len(folded), group

    def test_forms_are_clean_strings(self) -> None:
        for group in BUILTIN_GROUPS:
            for form in group:
                assert isinstance(form, str) and len(form) >= 2, group
                assert form == " ".join(form.split()), form

    def test_builtin_is_built_once(self) -> None:
        assert Glossary.builtin() is Glossary.builtin()

    def test_covers_the_migration_concepts(self) -> None:
        forms = {f.lower() for g in BUILTIN_GROUPS for f in g}
        for needed in [
            "v-model", "插槽", "usememo", "useeffect", "useref", "弹窗", "reload", "混入",
            "过滤器", "指令", "vuex", "usecontext", "$emit", "nexttick", "keep-alive",
            "条件渲染", "v-for", "beforedestroy", "路由守卫", "react-i18next", "表格",
            "react-hook-form", "分页", "权限", "防抖", "节流", "css modules", "vue.use",
            "createportal", "framer-motion",
        ]:
            assert needed in forms, needed


class TestMatching:
    def test_chinese_query_expands_dialog(self) -> None:
        expansions = Glossary.builtin().expansions("弹窗怎么迁移")
        assert "dialog" in expansions and "modal" in expansions
        assert "弹窗" not in expansions  # the query already has it

    def test_v_model_expands_controlled_component(self) -> None:
        assert "受控组件" in Glossary.builtin().expansions("v-model 怎么改")

    def test_latin_forms_match_on_token_boundaries(self) -> None:
        g = Glossary.from_groups([["ref", "引用"]])
        assert g.expansions("I prefer hooks") == ()
        assert g.expansions("useRef") == ()
        assert g.expansions("ref.current") == ("引用",)
        assert g.expansions("REF 怎么用") == ("引用",)

    def test_no_ref_expansion_inside_prefer_builtin(self) -> None:
        assert "useRef" not in Glossary.builtin().expansions("we prefer composition")

    def test_cjk_forms_match_as_substrings(self) -> None:
        g = Glossary.from_groups([["弹窗", "dialog"]])
        assert g.expansions("审批流弹窗怎么迁移") == ("dialog",)

    def test_multi_word_form_matches_as_phrase(self) -> None:
        g = Glossary.from_groups([["controlled component", "受控组件"]])
        assert g.expansions("a Controlled   Component in React") == ("受控组件",)
        assert g.expansions("controlled by the component") == ()

    def test_space_optional_next_to_cjk(self) -> None:
        g = Glossary.from_groups([["自定义 hook", "mixin"]])
        assert g.expansions("自定义hook 怎么写") == ("mixin",)

    def test_matches_report_group_and_form(self) -> None:
        g = Glossary.from_groups([["a1", "b1"], ["弹窗", "dialog"]])
        assert [(m.group, m.form) for m in g.matches("弹窗 a1")] == [(0, "a1"), (1, "弹窗")]

    def test_expansions_deduplicated_across_groups(self) -> None:
        g = Glossary.from_groups([["aa", "shared"], ["bb", "shared", "cc"]])
        assert g.expansions("aa bb") == ("shared", "cc")

    def test_fullwidth_query_matches(self) -> None:
        assert "受控组件" in Glossary.builtin().expansions("ｖ-ｍｏｄｅｌ")


class TestFromGroups:
    def test_strips_and_dedupes(self) -> None:
        g = Glossary.from_groups([["  Dialog ", "dialog", "弹窗"]])
        assert g.groups == (("Dialog", "弹窗"),)

    @pytest.mark.parametrize(
        "groups",
        [[["only"]], [["dup", "DUP"]], [["ok", "x"]], [["ok", 3]], ["not-a-list"]],
    )
    def test_invalid_groups(self, groups: list) -> None:
        with pytest.raises(GlossaryError):
            Glossary.from_groups(groups)

    def test_empty_glossary_expands_nothing(self) -> None:
        assert Glossary.from_groups([]).expansions("弹窗 v-model") == ()


class TestTeamFile:
    def test_load_merges_builtin_and_team(self, tmp_path: Path) -> None:
        path = tmp_path / "glossary.yaml"
        path.write_text(
            "groups:\n"
            "  - [审批流弹窗, ApprovalFlowDialog, approval flow dialog]\n"
            "  - [北极星, northStarStore]\n",
            encoding="utf-8",
        )
        g = Glossary.load(path)
        assert len(g) == len(BUILTIN_GROUPS) + 2
        expansions = g.expansions("审批流弹窗的确认按钮")
        assert "ApprovalFlowDialog" in expansions
        assert "dialog" in expansions  # 弹窗 also fires the built-in group
        assert g.expansions("北极星 模块") == ("northStarStore",)

    def test_empty_groups_is_builtin(self, tmp_path: Path) -> None:
        path = tmp_path / "g.yaml"
        path.write_text("groups: []\n", encoding="utf-8")
        assert Glossary.load(path).groups == Glossary.builtin().groups

    @pytest.mark.parametrize(
        ("content", "reason"),
        [
            ("groups: [[a, b]\n", "not valid YAML"),
            ("- [审批流弹窗, ApprovalFlowDialog]\n", "'groups' key"),
            ("groups: 审批流弹窗\n", "must be a list"),
            ("groups:\n  - [审批流弹窗]\n", "group 0 has 1 distinct form"),
            ("groups:\n  - [审批流弹窗, 404]\n", "not a string"),
            ("groups:\n  - [ok1, ok2]\n  - 审批流弹窗\n", "group 1 must be a list"),
        ],
    )
    def test_malformed_file(self, tmp_path: Path, content: str, reason: str) -> None:
        path = tmp_path / "bad.yaml"
        path.write_text(content, encoding="utf-8")
        with pytest.raises(GlossaryError) as info:
            Glossary.load(path)
        assert info.value.path == path
        assert reason in info.value.reason
        assert str(path) in str(info.value)
        assert isinstance(info.value, AnalyzerError)

    def test_missing_file(self, tmp_path: Path) -> None:
        path = tmp_path / "nope.yaml"
        with pytest.raises(GlossaryError, match=re.escape(str(path))) as info:
            Glossary.load(path)
        assert "cannot read" in info.value.reason
