"""The write path and the request path on the embedded default (tantivy + Qdrant local + MiniLM)."""

from __future__ import annotations

import pytest

from service.contracts import ExperienceEntry, QueryContext, RetrieveRequest
from service.errors import DataDirLocked
from service.indexer import Indexer
from service.pipeline import Pipeline
from service.runtime import Runtime
from service.settings import Settings

pytestmark = pytest.mark.integration

CTX = {"project": "crm-web", "branch": "feat/orders-react", "stack": {"vue": "2.7.14", "react": "18.2.0", "element-ui": "2.15.14"}}


def E(id_: str, **kw) -> ExperienceEntry:
    base = dict(
        id=id_,
        title=f"title {id_}",
        body="正文",
        project="crm-web",
        asset_type="component",
        status="verified",
    )
    base.update(kw)
    return ExperienceEntry(**base)


LIBRARY = [
    E(
        "exp-table-reload",
        title="LegacyTable 的 reload 方法迁移",
        body="LegacyTable 暴露 this.$refs.table.reload()。React 中用 forwardRef + useImperativeHandle 暴露 reload，调用方改为 tableRef.current.reload()。",
        assets=["LegacyTable"],
        applies_to={"element-ui": "^2.15"},
    ),
    E(
        "exp-list-reload",
        title="LegacyList 的 reload 迁移",
        body="LegacyList 的 reload 会重置分页，迁移时用 refetch 并保留筛选条件。",
        assets=["LegacyList"],
    ),
    E(
        "exp-table-reload-old",
        title="LegacyTable reload（element-ui 2.13）",
        body="element-ui 2.13 下 LegacyTable 的 reload 需要手动 doLayout。",
        assets=["LegacyTable"],
        applies_to={"element-ui": "~2.13.0"},
    ),
    E("exp-other-project", title="LegacyTable reload in ops", body="ops-console 的 LegacyTable reload 做法。", project="ops-console", assets=["LegacyTable"]),
    E("exp-deprecated", title="LegacyTable reload 旧方案", body="LegacyTable reload 用 eventBus 广播（已废弃）。", status="deprecated", assets=["LegacyTable"]),
    E("exp-dialog", title="审批流弹窗迁移", body="ApprovalFlowDialog 改为受控 Modal，open 由父组件管理。", project="*", assets=["ApprovalFlowDialog"]),
]
# Unrelated entries so that BM25 statistics look like a real library's.
FILLER = [
    E(f"exp-filler-{i}", title=f"{topic} 迁移笔记", body=f"{topic} 在 React 中的写法：{detail}。", project="*")
    for i, (topic, detail) in enumerate(
        [
            ("v-permission 指令", "改为 <Permission> 组件包裹"),
            ("useOrderStore", "pinia store 改为 zustand"),
            ("路由守卫", "beforeEach 改为 loader"),
            ("i18n 文案", "vue-i18n 改为 react-i18next"),
            ("表单校验", "rules 改为 react-hook-form"),
            ("keep-alive", "用 Activity 或手动缓存"),
            ("filters 过滤器", "改为格式化函数"),
            ("mixins", "改为自定义 hook"),
            ("scoped css", "改为 CSS Modules"),
            ("事件总线", "改为 context 或 store"),
        ]
    )
]
LIBRARY = LIBRARY + FILLER


@pytest.fixture(scope="module")
def rt(tmp_path_factory):
    settings = Settings(data_dir=tmp_path_factory.mktemp("mxr"), rerank={"model": "none"})
    runtime = Runtime(settings)
    runtime.warm_up()
    Indexer(runtime).upsert(LIBRARY)
    yield runtime
    runtime.close()


@pytest.fixture(scope="module")
def pipeline(rt):
    p = Pipeline(rt)
    yield p
    p.close()


def ids(got) -> dict[str, list[str]]:
    return {
        **{p.path.value: [h.entry_id for h in p.hits] for p in got.paths},
        "fused": [c.entry_id for c in got.fused.candidates],
        "final": [c.entry_id for c in got.reranked.candidates],
    }


class TestRequestPath:
    def test_exact_identifier_first_and_only_eligible(self, pipeline):
        got = pipeline.retrieve(RetrieveRequest(query="LegacyTable 的 reload 方法怎么处理", context=CTX))
        seen = ids(got)
        assert seen["lexical"][0] == "exp-table-reload"
        # The dense path cannot tell LegacyList from LegacyTable (seed article 001);
        # fusion keeps both on top and the decision features separate them.
        assert set(seen["fused"][:2]) == {"exp-table-reload", "exp-list-reload"}
        everything = {i for lst in seen.values() for i in lst}
        assert not everything & {"exp-table-reload-old", "exp-other-project", "exp-deprecated"}
        assert got.gate.eligible_entries == 3 + len(FILLER) and got.gate.eligible_chunks == 3 + len(FILLER)
        assert not got.degraded

    def test_version_gate_selects_the_twin(self, pipeline):
        ctx = {**CTX, "stack": {**CTX["stack"], "element-ui": "2.13.2"}}
        got = pipeline.retrieve(RetrieveRequest(query="LegacyTable reload", context=ctx))
        fused = ids(got)["fused"]
        assert fused[0] == "exp-table-reload-old" and "exp-table-reload" not in fused

    def test_nothing_eligible(self, pipeline):
        ctx = {**CTX, "project": "unknown-project"}
        got = pipeline.retrieve(RetrieveRequest(query="LegacyTable reload", context=ctx))
        assert got.gate.eligible_entries == 1 + len(FILLER)
        assert not {"exp-table-reload", "exp-list-reload"} & set(ids(got)["fused"])

    def test_glossary_bridges_languages(self, pipeline):
        got = pipeline.retrieve(RetrieveRequest(query="approval flow dialog migration", context=CTX))
        assert ids(got)["fused"][0] == "exp-dialog"

    def test_features_are_computed_for_the_final_list(self, pipeline):
        got = pipeline.retrieve(
            RetrieveRequest(query="LegacyTable reload", context={**CTX, "asset": "LegacyTable", "asset_type": "component"})
        )
        f = dict(zip([c.entry_id for c in got.reranked.candidates], got.features, strict=True))
        assert f["exp-table-reload"]["asset_hit"] == 1.0 and f["exp-table-reload"]["ident_cov"] == 1.0
        assert f["exp-list-reload"]["asset_conflict"] == 1.0 and f["exp-list-reload"]["asset_hit"] == 0.0

    def test_failed_path_degrades(self, rt):
        class Broken:
            name = "broken"

            def search(self, *a, **k):
                raise RuntimeError("engine down")

        p = Pipeline(rt)
        try:
            p.dense = type(p.dense)(Broken(), rt.embedder)  # type: ignore[arg-type]
            got = p.retrieve(RetrieveRequest(query="LegacyTable reload", context=CTX))
            assert got.degraded == ("dense",)
            assert ids(got)["fused"][0] == "exp-table-reload"
        finally:
            p.close()


    def test_slow_path_times_out_and_degrades(self, rt):
        """Deterministic: the lexical engine blocks until released, so it always misses the deadline."""
        import threading

        release = threading.Event()

        class Stuck:
            name = "stuck"

            def search(self, *a, **k):
                release.wait(timeout=30)  # held until the assertions are done
                return []

        settings = rt.settings.model_copy(update={"retrieval": rt.settings.retrieval.model_copy(update={"path_timeout_s": 0.2})})
        original = rt.settings
        rt.settings = settings
        p = Pipeline(rt)
        try:
            p.lexical = type(p.lexical)(Stuck())  # type: ignore[arg-type]
            got = p.retrieve(RetrieveRequest(query="LegacyTable reload", context=CTX))
            assert got.degraded == ("lexical",)
            assert "timed out" in next(x for x in got.paths if x.failed).error
            assert got.fused.candidates  # the dense path still answered
        finally:
            release.set()
            p.close()
            rt.settings = original


class TestWritePath:
    def test_unchanged_upsert_is_a_noop(self, rt):
        rep = Indexer(rt).upsert(LIBRARY[:2])
        assert rep.unchanged == 2 and rep.added == rep.updated == 0

    def test_update_replaces_old_chunks_and_delete_removes(self, rt, pipeline):
        idx = Indexer(rt)
        body = "第一段说明。\n\n" + "。".join(f"句子{i} 关于 Zebra{i} 的细节" for i in range(400)) + "。"
        long = E("exp-long", title="Zebra 长条目", body=body)
        assert idx.upsert([long]).chunks > 1
        n_long = rt.store.get("exp-long").n_chunks
        short = E("exp-long", title="Zebra 短条目", body="只剩一句 Quokka。")
        rep = idx.upsert([short])
        assert rep.updated == 1 and rep.chunks == 1
        assert rt.lexical.count() == rt.dense.count() == len(LIBRARY) + 1
        got = pipeline.retrieve(RetrieveRequest(query="Zebra399 细节", context=CTX))
        assert all(h.n == 0 for p in got.paths for h in p.hits if h.entry_id == "exp-long")
        assert n_long > 1
        assert idx.delete("exp-long") and not idx.delete("exp-long")
        assert rt.lexical.count() == rt.dense.count() == len(LIBRARY)

    def test_second_process_is_refused(self, rt):
        other = Runtime(rt.settings)
        with pytest.raises(DataDirLocked, match="in use by another mxr process"):
            other.warm_up(reranker=False)
        other.close()


def test_reopen_and_reindex(tmp_path):
    settings = Settings(data_dir=tmp_path, rerank={"model": "none"})
    with Runtime(settings) as rt:
        rt.warm_up(reranker=False)
        Indexer(rt).upsert(LIBRARY)
    with Runtime(settings) as rt:
        rt.warm_up(reranker=False)
        assert rt.lexical.count() == rt.dense.count() == len(LIBRARY)
        p = Pipeline(rt)
        before = ids(p.retrieve(RetrieveRequest(query="LegacyTable reload", context=CTX)))
        rep = Indexer(rt).reindex()
        assert rep.added + rep.updated == len(LIBRARY)
        assert rt.lexical.count() == rt.dense.count() == len(LIBRARY)
        after = ids(p.retrieve(RetrieveRequest(query="LegacyTable reload", context=CTX)))
        p.close()
        assert before["fused"] == after["fused"]
        assert QueryContext(**CTX).project == "crm-web"
