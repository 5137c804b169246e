"""PackStage: dedupe, role order, sentence-boundary truncation and an exact token budget."""

from __future__ import annotations

import pytest

from service.contracts import DecisionKind, ExperienceEntry, Ranks, ResultItem, Role, Status
from service.stages.pack import (
    NONE_RECORDED,
    GAP_MARK,
    TRUNCATION_MARK,
    PackStage,
    TiktokenCounter,
    Tokenizer,
    load_counter,
    split_sentences,
)

pytestmark = pytest.mark.unit

LONG_ZH = "".join(f"第{i}步：把 LegacyTable 的 reload 调用改成 ref.current.reload({{ keepPage: true }})，并检查分页状态。" for i in range(30))
LONG_EN = " ".join(f"Step {i}: replace the store getter number {i} with a memoised selector and test it." for i in range(30))
STATUS_OF = {Role.DEFAULT_PLAN: Status.VERIFIED, Role.REFERENCE: Status.REVIEW_REQUIRED, Role.CHECKLIST: Status.CANDIDATE}


def result(i: str, role: Role, text: str, chunk: int = 0, **kw) -> ResultItem:
    return ResultItem(
        id=i,
        chunk=chunk,
        title=kw.pop("title", f"Title of {i}"),
        text=f"{kw.get('title_line', f'Title of {i}')}\n{text}",
        role=role,
        status=STATUS_OF[role],
        score=0.5,
        ranks=Ranks(),
        conditions=kw.pop("conditions", f"conditions of {i}"),
        counter_conditions=kw.pop("counter_conditions", f"counter of {i}: not on element-ui 2.13"),
        source=kw.pop("source", f"PR #{abs(hash(i)) % 1000}"),
    )


def entry(i: str, body: str) -> ExperienceEntry:
    return ExperienceEntry(id=i, title=f"Title of {i}", body=body, project="*", asset_type="component", status="verified")


@pytest.fixture(scope="module")
def counter() -> TiktokenCounter:
    return load_counter(Tokenizer.CL100K_BASE)


@pytest.fixture(scope="module")
def stage(counter) -> PackStage:
    return PackStage(counter)


def three(long: bool = True) -> tuple[list[ResultItem], dict[str, ExperienceEntry]]:
    texts = {"a": LONG_ZH, "b": LONG_EN, "c": "Check that the page index survives a reload. Check the spinner."}
    results = [
        result("c", Role.CHECKLIST, texts["c"]),
        result("b", Role.REFERENCE, texts["b"]),
        result("a", Role.DEFAULT_PLAN, texts["a"]),
    ]
    return results, {k: entry(k, v) for k, v in texts.items()}


class TestTokenizer:
    def test_cl100k_counts_offline(self, counter):
        assert counter.name == "cl100k_base"
        assert counter.count("") == 0
        assert counter.count("hello world") == 2  # cl100k: "hello", " world"
        # Special-token look-alikes are ordinary text, never an error.
        assert counter.count("<|endoftext|>") > 1


class TestSentences:
    def test_splits_chinese_and_english(self):
        assert split_sentences("第一句。第二句！Third one. Fourth?\nfifth") == ["第一句。", "第二句！", "Third one.", "Fourth?", "fifth"]

    def test_keeps_decimals_and_identifiers(self):
        assert split_sentences("Use antd 5.12.0 here. Then ref.current.reload().") == ["Use antd 5.12.0 here.", "Then ref.current.reload()."]


class TestPack:
    @pytest.mark.parametrize("budget", [64, 100, 150, 300, 500, 1000, 4000])
    def test_fits_the_budget_exactly_counted(self, stage, counter, budget):
        results, entries = three()
        packed = stage.run(DecisionKind.INJECT, results, entries, budget)
        assert counter.count(packed.context) <= budget
        assert packed.info.used_tokens == counter.count(packed.context)
        assert packed.info.tokenizer == "cl100k_base" and packed.info.budget_tokens == budget

    def test_order_is_default_plan_references_checklist(self, stage):
        results, entries = three()
        packed = stage.run(DecisionKind.INJECT, results, entries, 4000)
        assert packed.info.included == ["a", "b", "c"]
        ctx = packed.context
        assert ctx.index("[default_plan") < ctx.index("[reference") < ctx.index("[checklist")

    @pytest.mark.parametrize("budget", [100, 150, 300, 600])
    def test_every_included_result_keeps_its_skeleton(self, stage, budget):
        results, entries = three()
        packed = stage.run(DecisionKind.INJECT, results, entries, budget)
        kept = set(packed.info.included)
        assert kept | {d.id for d in packed.info.dropped} == {"a", "b", "c"}
        for r in results:
            if r.id in kept:
                for part in (r.title, r.id, r.role.value, r.conditions, r.counter_conditions, r.source):
                    assert part in packed.context, (budget, r.id, part)
            else:  # dropped whole: not even its title
                assert r.title not in packed.context
                assert r.counter_conditions not in packed.context

    def test_truncates_at_sentence_ends_and_marks_it(self, stage):
        results, entries = three()
        packed = stage.run(DecisionKind.INJECT, results, entries, 300)
        assert "a" in packed.info.truncated
        block_a = next(b for b in packed.context.split("\n\n") if "Title of a" in b)
        text = block_a.splitlines()[-1]
        assert text.endswith(TRUNCATION_MARK)
        shown = [p for p in split_sentences(text.removesuffix(TRUNCATION_MARK)) if p != GAP_MARK]
        full = split_sentences(LONG_ZH)
        assert 0 < len(shown) < len(full)
        assert all(p in full for p in shown)  # whole sentences only
        assert [full.index(p) for p in shown] == sorted(full.index(p) for p in shown)  # in the entry's order

    def test_most_relevant_sentences_go_first(self, stage):
        results, entries = three()
        packed = stage.run(DecisionKind.INJECT, results, entries, 300, relevance=lambda s: 1.0 if "第17步" in s else 0.0)
        block_a = next(b for b in packed.context.split("\n\n") if "Title of a" in b)
        text = block_a.splitlines()[-1]
        assert "第17步" in text and "第16步" not in text and f"{GAP_MARK} 第17步" in text  # shown, the gap marked

    def test_big_budget_shows_everything_untruncated(self, stage):
        results, entries = three()
        packed = stage.run(DecisionKind.INJECT, results, entries, 8000)
        assert packed.info.truncated == [] and packed.info.dropped == []
        assert TRUNCATION_MARK not in packed.context
        assert "Step 29:" in packed.context and "第29步" in packed.context

    def test_tiny_budget_drops_whole_results_and_still_fits(self, stage, counter):
        results, entries = three()
        packed = stage.run(DecisionKind.INJECT, results, entries, 64)
        assert counter.count(packed.context) <= 64
        assert packed.info.dropped and all("tokens" in d.reason for d in packed.info.dropped)

    def test_missing_fields_are_said_not_silently_lost(self, stage):
        r = result("x", Role.DEFAULT_PLAN, "Do this.", conditions=None, counter_conditions=None, source=None)
        packed = stage.run(DecisionKind.INJECT, [r], {"x": entry("x", "Do this.")}, 500)
        assert packed.context.count(NONE_RECORDED) == 3

    def test_chunks_of_one_entry_are_merged_overlap_once(self, stage):
        c0 = result("m", Role.DEFAULT_PLAN, "First part. Shared overlap sentence here.", chunk=0)
        c1 = result("m", Role.DEFAULT_PLAN, "Shared overlap sentence here. Second part.", chunk=1)
        packed = stage.run(DecisionKind.INJECT, [c1, c0], {"m": entry("m", "First part. Shared overlap sentence here. Second part.")}, 1000)
        assert packed.info.included == ["m"]
        assert packed.context.count("### ") == 1
        assert packed.context.count("Shared overlap sentence here.") == 1
        assert packed.context.index("First part.") < packed.context.index("Second part.")
        assert packed.context.count("Title of m") == 1  # the chunker's title line is not repeated as text

    def test_near_duplicate_entries_collapse_and_are_named(self, stage):
        body = LONG_EN
        twin = body.replace("Step 3:", "Step three:")
        results = [result("orig", Role.REFERENCE, body), result("copy", Role.DEFAULT_PLAN, twin), result("other", Role.REFERENCE, LONG_ZH)]
        entries = {"orig": entry("orig", body), "copy": entry("copy", twin), "other": entry("other", LONG_ZH)}
        packed = stage.run(DecisionKind.INJECT, results, entries, 4000)
        # The default plan survives (the stronger role), naming the reference it absorbed.
        assert packed.info.included == ["copy", "other"]
        assert [(c.id, c.duplicates) for c in packed.info.collapsed] == [("copy", ["orig"])]
        assert "near-duplicates collapsed here: orig" in packed.context
        assert "Title of orig" not in packed.context

    def test_no_sentence_is_shown_twice(self, stage):
        shared = "Always keep the keepPage flag when reloading."
        results = [
            result("p", Role.DEFAULT_PLAN, f"{shared} Plan-specific step one. Plan-specific step two."),
            result("q", Role.REFERENCE, f"Reference intro. {shared} Reference detail."),
        ]
        entries = {"p": entry("p", "alpha " * 50), "q": entry("q", "beta gamma " * 40)}
        packed = stage.run(DecisionKind.INJECT, results, entries, 2000)
        assert packed.context.count(shared) == 1
        lines = [ln for ln in packed.context.splitlines() if ln.strip()]
        body_sentences = [s for ln in lines if not ln.startswith(("#", "-", "id:")) for s in split_sentences(ln)]
        assert len(body_sentences) == len(set(body_sentences))

    def test_abstain_says_work_from_code(self, stage, counter):
        packed = stage.run(DecisionKind.ABSTAIN, [], {}, 100, note="Queued for reviewers as backfill item bf-1.")
        assert "work from the code and project memory" in packed.context and "bf-1" in packed.context
        assert packed.info.included == [] and counter.count(packed.context) <= 100
