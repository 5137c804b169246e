"""FollowupStage: referring words found, referents chosen by noun and recency, rewrites, refusals."""

from __future__ import annotations

import pytest

from service.contracts import AssetType, ExperienceEntry, FollowupStatus, RetrieveRequest
from service.stages.followup import AssetLexicon, FollowupStage, RefKind, find_references

pytestmark = pytest.mark.unit

CTX = {"project": "crm-web", "branch": "main", "stack": {"vue": "2.7.14", "react": "18.2.0"}}


def E(i: str, assets: list[str], asset_type: str) -> ExperienceEntry:
    return ExperienceEntry(id=i, title=i, body="b", project="*", asset_type=asset_type, assets=assets, status="verified")


LIB = [
    E("t1", ["LegacyTable"], "component"),
    E("t2", ["LegacyTableV2"], "component"),
    E("l1", ["LegacyList"], "component"),
    E("d1", ["ApprovalFlowDialog"], "component"),
    E("s1", ["useOrderStore"], "store"),
    E("s2", ["useOrdersStore"], "store"),
    E("p1", ["v-permission"], "directive"),
    E("m1", ["paginationMixin"], "mixin"),
]


@pytest.fixture()
def lexicon() -> AssetLexicon:
    lex = AssetLexicon()
    lex.rebuild(LIB)
    return lex


@pytest.fixture()
def stage(lexicon) -> FollowupStage:
    return FollowupStage(lexicon)


def ask(stage, query, history=(), **ctx):
    return stage.run(RetrieveRequest(query=query, context={**CTX, **ctx}, history=list(history)))


TABLE_THEN_STORE = [
    {"query": "LegacyTable 的列插槽怎么迁", "asset": "LegacyTable", "asset_type": "component"},
    {"query": "useOrderStore 单个订单详情的状态迁到 zustand"},  # no asset sent: found in the text
]


class TestLexicon:
    def test_finds_longest_names_case_insensitively_on_word_boundaries(self, lexicon):
        text = "legacytablev2 vs LegacyTable, not LegacyTables; v-permission"
        assert [n for _, _, n in lexicon.find(text)] == ["LegacyTableV2", "LegacyTable", "v-permission"]

    def test_follows_adds_and_removes(self, lexicon):
        lexicon.add(E("new", ["RubikForm"], "component"))
        assert lexicon.asset_type("RubikForm") == "component"
        lexicon.remove(E("new", ["RubikForm"], "component"))
        assert lexicon.asset_type("RubikForm") is None and not lexicon.find("RubikForm")


class TestReferences:
    @pytest.mark.parametrize(
        ("question", "text", "kind"),
        [
            ("上面那个表格的 reload 怎么处理的", "上面那个表格", RefKind.BACK),
            ("刚才那个的 reload 呢", "刚才那个", RefKind.BACK),
            ("前面提到的组件要不要 memo", "前面提到的组件", RefKind.BACK),
            ("同一个组件的 loading 状态怎么迁", "同一个组件", RefKind.SAME),
            ("同一个 store 的 getters 放哪", "同一个 store", RefKind.SAME),
            ("那个指令在 React 里怎么写", "那个指令", RefKind.THAT),
            ("它的 reload 返回 Promise 吗", "它", RefKind.PRONOUN),
            ("how does that table handle reload", "that table", RefKind.THAT),
            ("does the same store need a selector", "the same store", RefKind.SAME),
            ("the component above: how are its slots done", "the component above", RefKind.BACK),
            ("and the previous one?", "the previous one", RefKind.BACK),
        ],
    )
    def test_found(self, question, text, kind):
        refs = find_references(question)
        assert refs and refs[0].text == text and refs[0].kind is kind

    @pytest.mark.parametrize(
        "question",
        ["迁移之前要做哪些准备", "那么 store 怎么拆", "应该用哪个组件库", "LegacyTable 的 reload 怎么迁", "what is the keepPage flag for", "hooks that wrap the store"],
    )
    def test_independent_questions_have_none(self, question):
        assert [r for r in find_references(question) if r.kind is not RefKind.PRONOUN] == []


class TestResolve:
    def test_table_resolves_past_a_newer_store(self, stage):
        r = ask(stage, "上面那个表格的 reload 怎么处理的", TABLE_THEN_STORE)
        assert r.resolved and r.info.asset == "LegacyTable" and r.info.from_turn == 0
        assert r.info.rewritten == "LegacyTable 的 reload 怎么处理的"
        assert r.request.query == r.info.rewritten and r.request.history == []
        assert r.request.context.asset == "LegacyTable" and r.request.context.asset_type is AssetType.COMPONENT
        assert "上面那个" not in r.request.query

    def test_store_found_in_a_turns_text(self, stage):
        r = ask(stage, "the same store: where do its getters go", TABLE_THEN_STORE)
        assert r.resolved and r.info.asset == "useOrderStore" and r.info.from_turn == 1
        assert r.info.rewritten == "useOrderStore: where do its getters go"  # 'its' refers within the question
        assert r.request.context.asset_type is AssetType.STORE

    def test_newest_matching_turn_wins(self, stage):
        hist = [{"query": "LegacyTable reload"}, {"query": "LegacyTableV2 的 fetcher 怎么迁"}]
        assert ask(stage, "that table's pagination?", hist).info.asset == "LegacyTableV2"

    def test_possessive_pronoun(self, stage):
        r = ask(stage, "what about its reload(true)?", TABLE_THEN_STORE[:1])
        assert r.info.rewritten == "what about LegacyTable's reload(true)?"

    def test_pronoun_takes_the_latest_asset(self, stage):
        r = ask(stage, "它的 reload 返回 Promise 吗", TABLE_THEN_STORE)
        assert r.info.asset == "useOrderStore" and r.info.rewritten == "useOrderStore 的 reload 返回 Promise 吗"

    def test_this_prefers_the_asset_being_worked_on(self, stage):
        r = ask(stage, "这个组件的 slots 怎么迁", TABLE_THEN_STORE, asset="LegacyList", asset_type="component")
        assert r.info.asset == "LegacyList" and r.info.from_turn is None
        assert r.request.context.asset == "LegacyList"

    def test_request_context_is_kept_when_set(self, stage):
        r = ask(stage, "上面那个表格的 reload", TABLE_THEN_STORE, asset="ApprovalFlowDialog")
        assert r.info.asset == "LegacyTable" and r.request.query.startswith("LegacyTable")
        assert r.request.context.asset == "ApprovalFlowDialog"  # the agent's own hint is not overwritten

    def test_a_question_naming_its_asset_is_left_alone(self, stage):
        assert ask(stage, "LegacyTable 这个组件的 reload 怎么迁", TABLE_THEN_STORE) is None
        assert ask(stage, "is it safe to reload LegacyTable twice?", TABLE_THEN_STORE) is None
        # … but an explicit pointer back still points back.
        r = ask(stage, "LegacyTableV2 和上面那个表格有什么区别", TABLE_THEN_STORE)
        assert r.resolved and r.info.rewritten == "LegacyTableV2 和 LegacyTable 有什么区别"

    def test_no_reference_no_rewrite(self, stage):
        assert ask(stage, "迁移之前要做哪些准备", TABLE_THEN_STORE) is None


class TestUnresolved:
    def test_no_history(self, stage):
        r = ask(stage, "上面那个表格的 reload 怎么处理的")
        assert r.request is None and r.info.status is FollowupStatus.UNRESOLVED
        assert "no history" in r.info.reason and r.info.references == ["上面那个表格"]

    def test_no_asset_of_that_kind(self, stage):
        r = ask(stage, "那个指令在 React 里怎么写", TABLE_THEN_STORE)
        assert r.request is None
        assert "directive" in r.info.reason and "LegacyTable (component)" in r.info.reason and "useOrderStore (store)" in r.info.reason

    def test_history_without_library_assets(self, stage):
        r = ask(stage, "how does that table handle reload", [{"query": "how do we set up the React router?"}])
        assert r.request is None and "no earlier turn names an asset" in r.info.reason
