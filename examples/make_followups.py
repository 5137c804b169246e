"""Build examples/followups.jsonl: labeled follow-up questions over the example library.

Each *resolved* case takes a labeled query of queries.dev.jsonl or
queries.test.jsonl that names its asset (``LegacyTable 的 reload(true) 迁移到
React 怎么写``), replaces the name by the words a person uses in a follow-up
(``上面那个表格的 reload(true) …``, ``that table``, ``the same store``, ``它``,
``its``), drops ``context.asset``/``asset_type``, and puts the asset into an
earlier turn — with a distractor turn about an asset of another kind, older
or newer, and sometimes only in the turn's text (no ``asset`` field). Its
labels and expected decision are the original query's, because the
completed question *is* the original one.

*unresolved* cases refer to something no earlier turn has (or there is no
history); *independent* cases carry history but refer to nothing, and must
be retrieved as sent.

    python examples/make_followups.py      # rewrites examples/followups.jsonl (deterministic)
"""

from __future__ import annotations

import json
import re
from pathlib import Path

HERE = Path(__file__).resolve().parent

# (noun test on the asset name or type) → (Chinese words, English words), most specific first.
def _words(name: str) -> set[str]:
    return {w.lower() for w in re.findall(r"[A-Z]+(?![a-z])|[A-Z]?[a-z]+|\d+", name)}


PHRASES = [
    (lambda n, t: "table" in _words(n), ("上面那个表格", "that table"), ("刚才那个表格", "the table above")),
    (lambda n, t: "list" in _words(n), ("刚才那个列表", "the list above"), ("上面那个列表", "that list")),
    (lambda n, t: "drawer" in _words(n), ("上面那个抽屉", "that drawer"), ("刚才那个抽屉", "the same drawer")),
    (lambda n, t: "dialog" in _words(n), ("上面那个弹窗", "that dialog"), ("刚才那个对话框", "the dialog above")),
    (lambda n, t: "form" in _words(n), ("那个表单", "that form"), ("上面那个表单", "the form above")),
    (lambda n, t: t == "component", ("同一个组件", "the same component"), ("上面那个组件", "that component")),
    (lambda n, t: t == "store", ("同一个 store", "the same store"), ("刚才那个 store", "that store")),
    (lambda n, t: t == "directive", ("那个指令", "that directive"), ("同一个指令", "the same directive")),
    (lambda n, t: t == "mixin", ("刚才那个 mixin", "that mixin"), ("同一个 mixin", "the same mixin")),
    (lambda n, t: t == "filter", ("那个过滤器", "that filter"), ("同一个过滤器", "the same filter")),
    (lambda n, t: t == "router", ("上面那个守卫", "that guard"), ("同一个守卫", "the same guard")),
    (lambda n, t: t == "plugin", ("那个插件", "that plugin"), ("同一个插件", "the same plugin")),
    (lambda n, t: t == "style", ("那个样式", "that stylesheet"), ("上面那个样式", "the same stylesheet")),
]
PRONOUN = ("它", "it")

# Distractor turns: an asset of a different type than the target's, from the library.
DISTRACTORS = {
    "component": ("useOrderStore 单个订单详情的状态迁到 zustand", "useOrderStore", "store"),
    "store": ("v-permission 指令迁移成组件", "v-permission", "directive"),
    "directive": ("LegacyList refresh() equivalent in React", "LegacyList", "component"),
}
DEFAULT_DISTRACTOR = ("LegacyTable 的列插槽怎么迁", "LegacyTable", "component")


def _zh(text: str) -> bool:
    return any("\u4e00" <= ch <= "\u9fff" for ch in text)


def _intro(asset: str, zh: bool) -> str:
    return f"{asset} 迁到 React 要注意什么" if zh else f"What should we watch out for when moving {asset} to React?"


# Words that name the asset's kind right after its name ("v-permission-lite 指令迁移",
# "routeSentinel guard", "$socket plugin"): the follow-up's noun takes their place.
KIND_WORDS = ("指令", "组件", "过滤器", "插件", "directive", "guard", "filter", "plugin", "module", "component")


def _library_assets() -> set[str]:
    lines = (HERE / "experiences.jsonl").read_text(encoding="utf-8").splitlines()
    return {a for line in lines if line.strip() for a in json.loads(line).get("assets", [])}


def _pronoun_fits(query: str, asset: str, zh: bool) -> bool:
    """A pronoun reads naturally only where the name stands alone: 'X 的…' / 'X的…', or 'for X' / 'of X' in English."""
    i = query.find(asset)
    after = query[i + len(asset) :]
    if zh:
        return after.lstrip().startswith("的")
    before = query[:i].rstrip().lower()
    return before.endswith((" for", " of", " on", " to")) and (not after or after[0] in " ,.?:")


def _replace(query: str, asset: str, words: str, zh: bool) -> str:
    i = query.find(asset)
    before, after = query[:i], query[i + len(asset) :]
    stripped = after.lstrip()
    for kind in KIND_WORDS:  # "X 指令迁移" → "那个指令迁移": the noun is not said twice
        if stripped.lower().startswith(kind) and (zh or not stripped[len(kind) : len(kind) + 1].isalpha()):
            after = stripped[len(kind) :]
            break
    if not zh and words.lower().startswith(("the ", "that ")) and before.lower().endswith("the "):
        before = before[:-4]  # "the the same store"
    if zh and after and not after[0].isspace() and after[0] not in "，。？、的":
        after = " " + after
    elif zh and after.startswith(" 的"):
        after = after[1:]  # "上面那个表格的 reload"
    text = before + words + after
    if not zh and not before:
        text = text[0].upper() + text[1:]
    return text


def _resolved(queries: list[dict]) -> list[dict]:
    library = _library_assets()
    out = []
    for k, q in enumerate(queries):
        ctx = q["context"]
        asset, atype = ctx.get("asset"), ctx.get("asset_type")
        if not asset or asset not in q["query"]:
            continue
        zh = _zh(q["query"])
        rule = next((r for r in PHRASES if r[0](asset, atype)), None)
        pronoun = rule is None or (k % 4 == 3 and _pronoun_fits(q["query"], asset, zh))
        if pronoun:
            words = PRONOUN[0] if zh else PRONOUN[1]
            if rule is None and not _pronoun_fits(q["query"], asset, zh):
                continue  # no noun for this kind, and a pronoun would not read
        else:
            words = rule[1 + (k % 2)][0 if zh else 1]
        follow = _replace(q["query"], asset, words, zh)
        used = follow[: len(words)] if follow.lower().startswith(words.lower()) else words
        d_query, d_asset, d_type = DISTRACTORS.get(atype, DEFAULT_DISTRACTOR)
        if d_asset == asset:
            d_query, d_asset, d_type = DEFAULT_DISTRACTOR if asset != "LegacyTable" else DISTRACTORS["component"]
        target_turn = {"query": _intro(asset, zh)}
        # Two of three turns carry the resolved asset; the others only name it in
        # their text, which works for the library's own asset names only.
        if k % 3 or asset not in library:
            target_turn |= {"asset": asset, "asset_type": atype}
        distractor = {"query": d_query, "asset": d_asset, "asset_type": d_type}
        # A pronoun means the latest asset: the target turn comes last. With a
        # noun, the distractor (of another kind) is sometimes the newer turn.
        history = [distractor, target_turn] if pronoun or k % 2 == 0 else [target_turn, distractor]
        out.append(
            {
                "id": f"fu-{q['id'].removeprefix('q-')}",
                "query": follow,
                "history": history,
                "context": {k2: v for k2, v in ctx.items() if k2 not in ("asset", "asset_type")},
                "expected": {"status": "resolved", "asset": asset, "references": [used]},
                "independent_query": q["query"],
                "labels": q["labels"],
                "expected_decision": q["expected_decision"],
                "category": f"followup_{'pronoun' if pronoun else 'noun'}",
                "source_query": q["id"],
            }
        )
    return out


def _hand_written(ctx_crm: dict, ctx_bill: dict) -> list[dict]:
    table_turn = {"query": "LegacyTable 的列插槽怎么迁", "asset": "LegacyTable", "asset_type": "component"}
    store_turn = {"query": "useOrderStore 单个订单详情的状态迁到 zustand", "asset": "useOrderStore", "asset_type": "store"}
    unresolved = [
        ("上面那个表格的 reload 怎么处理的", [], ctx_crm, "no history"),
        ("How does that table handle reload?", [], ctx_crm, "no history"),
        ("那个指令在 React 里怎么写", [table_turn, store_turn], ctx_crm, "no directive in history"),
        ("Does the same directive need a wrapper component?", [table_turn], ctx_crm, "no directive in history"),
        ("同一个 store 的 getters 放哪", [table_turn], ctx_crm, "no store in history"),
        ("that mixin: what replaces it?", [store_turn], ctx_crm, "no mixin in history"),
        ("刚才那个弹窗关闭时要销毁吗", [{"query": "路由怎么配置"}], ctx_crm, "history names no asset"),
        ("the table above: does it keep the page on reload?", [{"query": "how do we set up i18n?"}], ctx_bill, "history names no asset"),
    ]
    independent = [
        ("迁移之前要做哪些准备", [table_turn], ctx_crm),
        ("LegacyTableV2 的 fetcher 和 reload(params) 怎么迁", [table_turn], ctx_crm),
        ("is it safe to call reload on LegacyTable twice in a row?", [store_turn], ctx_crm),
        ("LegacyTable 这个组件的 reload(true) 迁移到 React 怎么写", [store_turn], ctx_crm),
        ("那么 zustand 的 persist 中间件怎么配", [store_turn], ctx_bill),
        ("What does the keepPage flag of reload do?", [table_turn], ctx_crm),
    ]
    out = []
    for i, (q, hist, ctx, why) in enumerate(unresolved, start=1):
        out.append(
            {
                "id": f"fu-unresolved-{i:02d}",
                "query": q,
                "history": hist,
                "context": ctx,
                "expected": {"status": "unresolved"},
                "labels": {},
                "expected_decision": "abstain",
                "category": "followup_unresolved",
                "note": why,
            }
        )
    for i, (q, hist, ctx) in enumerate(independent, start=1):
        out.append(
            {
                "id": f"fu-independent-{i:02d}",
                "query": q,
                "history": hist,
                "context": ctx,
                "expected": {"status": "independent"},
                "labels": {},
                "expected_decision": "abstain",
                "category": "followup_independent",
            }
        )
    return out


# Natural phrasings written by hand, not from the templates above (several are
# outside what the rules cover on purpose: the set should show what they miss).
# (id, question, history, source query for context and labels, expected asset or status)
FREE_FORM = [
    ("咱们刚聊的那个表格，reload(true) 在 React 里怎么写", [{"query": "LegacyTable 的列插槽怎么迁", "asset": "LegacyTable"}], "q-dev-001", "LegacyTable"),
    ("前边说的弹窗关闭时要不要销毁里面的内容", [{"query": "ApprovalFlowDrawer 迁到 antd 要注意什么", "asset": "ApprovalFlowDrawer", "asset_type": "component"}], "q-dev-060", "ApprovalFlowDrawer"),
    ("Same question for the drawer we discussed: destroy its content on close?", [{"query": "how do we port ApprovalFlowDrawer", "asset": "ApprovalFlowDrawer"}], "q-dev-060", "ApprovalFlowDrawer"),
    ("这个 store 在 zustand 5 下批量勾选要用 useShallow 吗", [{"query": "useOrdersStore 的分页和筛选怎么迁", "asset": "useOrdersStore", "asset_type": "store"}], "q-test-011", "useOrdersStore"),
    ("那它的 getters isPaid 和 refundable 迁完放哪", [{"query": "useOrderStore 单个订单详情迁到 zustand"}], "q-dev-063", "useOrderStore"),
    ("The previous table's reload with keepPage: how is it ported?", [{"query": "LegacyTable slots in React", "asset": "LegacyTable"}, {"query": "useOrderStore getters", "asset": "useOrderStore"}], "q-test-001", "LegacyTable"),
    ("列宽拖拽调整呢？还是上一个表格", [{"query": "LegacyTable 的列插槽怎么迁", "asset": "LegacyTable"}, {"query": "LegacyTableV2 的 fetcher 怎么迁", "asset": "LegacyTableV2"}], "q-dev-096", "LegacyTableV2"),
    ("And the other table, the one before that?", [{"query": "LegacyTable 的列插槽怎么迁", "asset": "LegacyTable"}, {"query": "LegacyTableV2 的 fetcher 怎么迁", "asset": "LegacyTableV2"}], "q-dev-001", "LegacyTable"),
    ("楼上那个组件的 reload(true) 怎么迁", [{"query": "LegacyTable 的列插槽怎么迁", "asset": "LegacyTable"}], "q-dev-001", "LegacyTable"),
    ("Is the same thing needed for useOrdersStore?", [{"query": "useOrderStore getters", "asset": "useOrderStore"}], None, "independent"),
    ("那个审批流弹窗关闭时要销毁吗", [{"query": "LegacyTable 的列插槽怎么迁", "asset": "LegacyTable"}], None, "independent"),
    ("它在 React 18 下怎么挂载", [{"query": "小蜜蜂通知插件 $bee 怎么迁", "asset": "$bee", "asset_type": "plugin"}], None, "$bee"),
]


def _free_form(queries: list[dict], ctx_crm: dict) -> list[dict]:
    by_id = {q["id"]: q for q in queries}
    out = []
    for i, (question, history, source, expect) in enumerate(FREE_FORM, start=1):
        src = by_id.get(source) if source else None
        ctx = {k: v for k, v in (src["context"] if src else ctx_crm).items() if k not in ("asset", "asset_type")}
        expected = {"status": "independent"} if expect == "independent" else {"status": "resolved", "asset": expect}
        case = {
            "id": f"fu-free-{i:02d}",
            "query": question,
            "history": history,
            "context": ctx,
            "expected": expected,
            "labels": src["labels"] if src and expect != "independent" else {},
            "expected_decision": src["expected_decision"] if src and expect != "independent" else "abstain",
            "category": "followup_free_form",
        }
        if src and expect != "independent":
            case["independent_query"] = src["query"]
        out.append(case)
    return out


def main() -> None:
    queries = []
    for name in ("queries.dev.jsonl", "queries.test.jsonl"):
        queries += [json.loads(line) for line in (HERE / name).read_text(encoding="utf-8").splitlines() if line.strip()]
    ctx_crm = next(q["context"] for q in queries if q["context"]["project"] == "crm-web" and q["context"]["branch"] == "main")
    ctx_bill = next(q["context"] for q in queries if q["context"]["project"] == "billing-portal")
    strip = lambda c: {k: v for k, v in c.items() if k not in ("asset", "asset_type")}  # noqa: E731
    cases = _resolved(queries) + _free_form(queries, ctx_crm) + _hand_written(strip(ctx_crm), strip(ctx_bill))
    path = HERE / "followups.jsonl"
    path.write_text("".join(json.dumps(c, ensure_ascii=False) + "\n" for c in cases), encoding="utf-8")
    zh = sum(_zh(c["query"]) for c in cases)
    print(f"wrote {len(cases)} cases to {path} ({zh} Chinese, {len(cases) - zh} English)")


if __name__ == "__main__":
    main()
