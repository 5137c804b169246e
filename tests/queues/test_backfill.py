"""The backfill queue: one contract every ``BackfillQueue`` implementation passes.

``TestBackfillQueueContract`` runs against every SQL backend (SQLite always,
PostgreSQL when ``MXR_TEST_DATABASE_URL`` names a server; see ``tests/conftest.py``):
enqueue and merge, flood control, the state machine with its 409s, leases,
listing, export selection, durability, and real concurrent workers (threads,
each with its own engine and connections) racing to enqueue and to claim.
"""

from __future__ import annotations

import datetime as dt
import json
import threading
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor

import pytest
import sqlalchemy as sa
from hypothesis import given, settings
from hypothesis import strategies as st

from queues.backfill import SqlBackfillQueue, backfill_table, dedupe_key, normalise_question
from service.backfill import (
    BackfillItem,
    EnqueueOutcome,
    EnqueueRequest,
    ItemFilter,
    ItemState,
    Source,
    Triage,
    TriageLabel,
    Verdict,
)
from service.engines.protocols import BackfillQueue
from service.errors import InvalidTransition, NotFound

CTX = {
    "project": "crm-web",
    "branch": "feat/orders-react",
    "stack": {"vue": "2.7.14", "react": "18.2.0", "element-ui": "2.15.14"},
    "asset": "LegacyTable",
    "asset_type": "component",
}
CANDS = [{"id": "exp-crm-0042", "chunk": 0, "probability": 0.12, "title": "表格 reload", "why": "below 0.42"}]
DECISION = {"kind": "abstain", "inject_threshold": 0.7, "reference_threshold": 0.42}
REASON = "below_reference_threshold"
LEASE = 600

# Concurrency: threads (each with its own engine) racing on the same questions / the same item.
RACE_THREADS = 8
RACE_KEYS = 20
RACE_ROUNDS = 2
CLAIMERS = 8  # N reviewers claiming one item at once
CLAIM_TRIALS = 15


def enqueue(queue: BackfillQueue, query: str = "LegacyTable 的 reload 方法怎么处理", context=None, candidates=None, **kw) -> str:
    result = queue.enqueue(req(query, context, candidates, **kw))
    assert result.item_id is not None
    return result.item_id


def req(query: str = "LegacyTable 的 reload 方法怎么处理", context=None, candidates=None, **kw) -> EnqueueRequest:
    return EnqueueRequest(
        query=query,
        context=dict(CTX if context is None else context),
        candidates=list(CANDS if candidates is None else candidates),
        decision=DECISION,
        reason=REASON,
        **kw,
    )


def item(queue: BackfillQueue, item_id: str, occurrences: bool = False) -> BackfillItem:
    got = queue.get(item_id, occurrences)
    assert got is not None
    return got


ALL = ItemFilter(state=None)


def triaged(queue: BackfillQueue, item_id: str, who: str = "alice", label=TriageLabel.INVALID) -> BackfillItem:
    queue.claim(item_id, who, LEASE)
    return queue.triage(item_id, who, Triage(label, note="checked"))


@pytest.mark.integration
class TestBackfillQueueContract:
    """The behaviour every backfill-queue backend must share."""

    def test_implements_the_protocol(self, queue):
        assert isinstance(queue, BackfillQueue)

    # ---- enqueue and merge --------------------------------------------------
    def test_enqueue_stores_the_item_and_its_occurrence(self, queue, clock):
        result = queue.enqueue(req(request_id="r-1", requester="agent-a"))
        assert result.outcome is EnqueueOutcome.OPENED and result.item_id.startswith("bf-")
        got = item(queue, result.item_id, occurrences=True)
        assert got.state is ItemState.OPEN and got.source is Source.ABSTENTION
        assert (got.query, got.context, got.candidates, got.decision, got.reason, got.hits) == (
            "LegacyTable 的 reload 方法怎么处理", CTX, CANDS, DECISION, REASON, 1,
        )
        assert got.created_at == got.last_seen_at == clock.now and got.created_at.utcoffset() == dt.timedelta(0)
        (occ,) = got.occurrences
        assert (occ.request_id, occ.requester, occ.source, occ.context, occ.at) == ("r-1", "agent-a", Source.ABSTENTION, CTX, clock.now)
        assert got.to_json(with_occurrences=True)["occurrences"][0]["request_id"] == "r-1"
        assert got.to_json()["state"] == "open" and got.to_json()["created_at"].endswith("+00:00")

    def test_get_unknown_is_none(self, queue):
        assert queue.get("bf-does-not-exist") is None

    @pytest.mark.parametrize(
        "variant",
        ["  legacytable 的\n\tRELOAD 方法怎么处理  ", "LegacyTable 的 reload 方法怎么处理？", "ＬｅｇａｃｙＴａｂｌｅ 的 reload 方法怎么处理",
         "LegacyTable\u200b 的 reload 方法怎么处理?"],
        ids=["case-space", "trailing-question-mark", "full-width", "zero-width"],
    )
    def test_near_identical_questions_merge(self, queue, clock, variant: str):
        first = enqueue(queue, candidates=[{"id": "a"}])
        clock.advance(5)
        assert queue.enqueue(req(variant, candidates=[{"id": "b"}], request_id="r-2")).outcome is EnqueueOutcome.MERGED
        got = item(queue, first, occurrences=True)
        assert got.hits == 2 and got.candidates == [{"id": "b"}]  # latest candidates
        assert got.query == "LegacyTable 的 reload 方法怎么处理"  # the first wording is kept
        assert [o.query for o in got.occurrences] == ["LegacyTable 的 reload 方法怎么处理", variant]  # every occurrence
        assert got.last_seen_at > got.created_at
        assert queue.count(ALL) == 1

    @pytest.mark.parametrize(
        "change", [{"branch": "main"}, {"stack": {"vue": "2.6.14"}}, {"asset_type": "directive"}], ids=["branch", "stack", "asset_type"]
    )
    def test_merge_ignores_branch_stack_and_asset_type(self, queue, change):
        assert enqueue(queue) == enqueue(queue, context={**CTX, **change})

    @pytest.mark.parametrize("change", [{"project": "erp-web"}, {"asset": "OtherTable"}], ids=["project", "asset"])
    def test_another_project_or_asset_opens_another_item(self, queue, change):
        first = enqueue(queue)
        assert enqueue(queue, context={**CTX, **change}) != first

    def test_different_question_opens_a_new_item(self, queue):
        assert enqueue(queue, "LegacyTable reload") != enqueue(queue, "LegacyTable refresh")

    def test_feedback_occurrence_keeps_its_verdict(self, queue):
        first = enqueue(queue)
        queue.enqueue(req(source=Source.FEEDBACK, verdict=Verdict.WRONG_RESULT, entry_id="exp-1", request_id="r-9"))
        queue.enqueue(req(source=Source.FEEDBACK, verdict=Verdict.NEEDED, text="how to keep the scroll position", candidates=[{"id": "z"}]))
        assert item(queue, first).candidates == CANDS  # feedback does not replace the abstention's scores
        occ = item(queue, first, occurrences=True).occurrences
        assert [(o.source, o.verdict, o.entry_id, o.text) for o in occ] == [
            (Source.ABSTENTION, None, None, None),
            (Source.FEEDBACK, Verdict.WRONG_RESULT, "exp-1", None),
            (Source.FEEDBACK, Verdict.NEEDED, None, "how to keep the scroll position"),
        ]

    def test_unicode_and_nul_round_trip(self, queue):
        ctx = {**CTX, "project": "客户管理", "asset": "订单表格"}
        cands = [{"id": "exp-1", "title": "迁移 🚀 v-permission", "ranks": {"lexical": 1, "dense": None}}]
        item_id = enqueue(queue, "v-permission 指令 怎么迁移到 React？🚀", context=ctx, candidates=cands)
        got = item(queue, item_id)
        assert got.query == "v-permission 指令 怎么迁移到 React？🚀" and got.context == ctx and got.candidates == cands
        nul = enqueue(queue, "bad\x00query")  # PostgreSQL text cannot hold NUL: U+FFFD on every backend
        assert item(queue, nul).query == "bad\ufffdquery"
        assert enqueue(queue, "bad\x00query") == nul

    # ---- flood control --------------------------------------------------------
    def test_flood_control_caps_new_items_per_requester_per_minute(self, queue, clock):
        cap = 2
        a = queue.enqueue(req("q1", requester="noisy"), new_items_per_minute=cap)
        b = queue.enqueue(req("q2", requester="noisy"), new_items_per_minute=cap)
        third = queue.enqueue(req("q3", requester="noisy"), new_items_per_minute=cap)
        assert (a.outcome, b.outcome, third.outcome) == (EnqueueOutcome.OPENED, EnqueueOutcome.OPENED, EnqueueOutcome.LIMITED)
        assert third.item_id is None and queue.count(ALL) == 2
        merged = queue.enqueue(req("q1", requester="noisy"), new_items_per_minute=cap)  # merging still works
        assert (merged.outcome, merged.item_id) == (EnqueueOutcome.MERGED, a.item_id)
        assert queue.enqueue(req("q3", requester="calm"), new_items_per_minute=cap).outcome is EnqueueOutcome.OPENED
        clock.advance(61)
        assert queue.enqueue(req("q3", requester="noisy"), new_items_per_minute=cap).outcome is EnqueueOutcome.MERGED
        assert queue.enqueue(req("q4", requester="noisy"), new_items_per_minute=cap).outcome is EnqueueOutcome.OPENED

    # ---- states and actions ---------------------------------------------------
    def test_claim_triage_resolve(self, queue, clock):
        item_id = enqueue(queue)
        claimed = queue.claim(item_id, "alice", LEASE)
        assert claimed.state is ItemState.CLAIMED and claimed.claimed_by == "alice"
        assert claimed.lease_expires_at == clock.now + dt.timedelta(seconds=LEASE)
        clock.advance(10)
        t = Triage(TriageLabel.RETRIEVAL_MISS, entry_id="exp-crm-0042", grade="reusable", note="should have matched")
        done = queue.triage(item_id, "alice", t)
        assert done.state is ItemState.TRIAGED and done.triage == t and done.triaged_by == "alice" and done.triaged_at == clock.now
        assert done.claimed_by is None
        res = queue.resolve(item_id, "bob", "entry boosted")
        assert res.state is ItemState.RESOLVED and res.resolved_by == "bob" and res.resolve_note == "entry boosted"
        assert res.triage == t  # the triage note is never touched by resolve

    def test_claim_held_by_someone_else_is_409_naming_the_state(self, queue):
        item_id = enqueue(queue)
        queue.claim(item_id, "alice", LEASE)
        with pytest.raises(InvalidTransition) as exc:
            queue.claim(item_id, "bob", LEASE)
        assert exc.value.state == "claimed" and "alice" in str(exc.value)
        renewed = queue.claim(item_id, "alice", LEASE * 2)  # one's own claim renews
        assert renewed.claimed_by == "alice"

    def test_an_expired_lease_can_be_claimed_by_another(self, queue, clock):
        item_id = enqueue(queue)
        queue.claim(item_id, "alice", LEASE)
        clock.advance(LEASE + 1)
        assert queue.claim(item_id, "bob", LEASE).claimed_by == "bob"
        with pytest.raises(InvalidTransition) as exc:
            queue.triage(item_id, "alice", Triage(TriageLabel.INVALID))
        assert exc.value.state == "claimed" and "bob" in str(exc.value)

    def test_triage_after_own_lease_expired_is_409(self, queue, clock):
        item_id = enqueue(queue)
        queue.claim(item_id, "alice", LEASE)
        clock.advance(LEASE + 1)
        with pytest.raises(InvalidTransition, match="lease expired"):
            queue.triage(item_id, "alice", Triage(TriageLabel.INVALID))

    def test_triage_of_an_unclaimed_item_is_409(self, queue):
        item_id = enqueue(queue)
        with pytest.raises(InvalidTransition) as exc:
            queue.triage(item_id, "alice", Triage(TriageLabel.INVALID))
        assert exc.value.state == "open" and "claim it first" in str(exc.value)

    def test_resolve_before_triage_and_twice_is_409(self, queue):
        item_id = enqueue(queue)
        with pytest.raises(InvalidTransition) as exc:
            queue.resolve(item_id, "alice")
        assert exc.value.state == "open"
        triaged(queue, item_id)
        first = queue.resolve(item_id, "alice", "first note")
        with pytest.raises(InvalidTransition) as exc:
            queue.resolve(item_id, "alice", None)
        assert exc.value.state == "resolved"
        again = item(queue, item_id)
        assert again.resolve_note == "first note" == first.resolve_note and again.triage.note == "checked"

    def test_claiming_a_triaged_or_resolved_item_is_409(self, queue):
        item_id = enqueue(queue)
        triaged(queue, item_id)
        with pytest.raises(InvalidTransition) as exc:
            queue.claim(item_id, "bob", LEASE)
        assert exc.value.state == "triaged"
        queue.resolve(item_id, "alice")
        with pytest.raises(InvalidTransition) as exc:
            queue.claim(item_id, "bob", LEASE)
        assert exc.value.state == "resolved"

    def test_unknown_item_is_not_found(self, queue):
        for action in (lambda: queue.claim("bf-nope", "a", LEASE), lambda: queue.resolve("bf-nope", "a"),
                       lambda: queue.triage("bf-nope", "a", Triage(TriageLabel.INVALID)), lambda: queue.release("bf-nope", "a")):
            with pytest.raises(NotFound):
                action()

    def test_release_reopens_only_ones_own_claim(self, queue):
        item_id = enqueue(queue)
        queue.claim(item_id, "alice", LEASE)
        with pytest.raises(InvalidTransition):
            queue.release(item_id, "bob")
        assert queue.release(item_id, "alice").state is ItemState.OPEN
        assert queue.claim(item_id, "bob", LEASE).claimed_by == "bob"

    def test_triage_apply_runs_in_the_same_transaction(self, queue):
        item_id = enqueue(queue)
        queue.claim(item_id, "alice", LEASE)

        def fails(conn):
            conn.execute(sa.update(backfill_table).where(backfill_table.c.id == item_id).values(note="written"))
            raise RuntimeError("store write failed")

        with pytest.raises(RuntimeError):
            queue.triage(item_id, "alice", Triage(TriageLabel.INVALID), apply=fails)
        got = item(queue, item_id)
        assert got.state is ItemState.CLAIMED and got.triage is None  # rolled back together
        seen = []
        done = queue.triage(item_id, "alice", Triage(TriageLabel.INVALID), apply=lambda conn: seen.append(conn))
        assert done.state is ItemState.TRIAGED and len(seen) == 1

    def test_a_recurrence_after_triage_opens_a_new_item(self, queue):
        old = enqueue(queue)
        triaged(queue, old)
        new = enqueue(queue)
        assert new != old and item(queue, new).hits == 1 and item(queue, old).hits == 1
        claimed = enqueue(queue, "claimed question")
        queue.claim(claimed, "alice", LEASE)
        assert enqueue(queue, "claimed question") == claimed  # claimed items still merge

    # ---- listing --------------------------------------------------------------
    def test_list_defaults_to_open_most_asked_first(self, queue, clock):
        a, b, c, d = (enqueue(queue, f"question {x}") for x in "abcd")
        for _ in range(2):
            enqueue(queue, "question a")
        enqueue(queue, "question c")
        clock.advance(1)
        enqueue(queue, "question b")  # b and c have 2 hits; b was seen last
        triaged(queue, d)
        assert [i.id for i in queue.list(ItemFilter(), 50)] == [a, b, c]  # default filter: open
        assert [i.hits for i in queue.list(ItemFilter(), 50)] == [3, 2, 2]
        assert [i.id for i in queue.list(ItemFilter(), 2)] == [a, b]
        assert [i.id for i in queue.list(ItemFilter(), 2, offset=2)] == [c]
        assert queue.count(ItemFilter()) == 3 and queue.count(ALL) == 4
        assert [i.id for i in queue.list(ItemFilter(state=ItemState.TRIAGED), 50)] == [d]

    def test_list_filters_and_stats(self, queue, clock):
        a = enqueue(queue, "q a")
        clock.advance(30)
        b = enqueue(queue, "q b", context={**CTX, "project": "erp-web", "asset_type": "store"})
        c = enqueue(queue, "q c")
        triaged(queue, c, label=TriageLabel.NOT_APPLICABLE)
        assert [i.id for i in queue.list(ItemFilter(state=None, project="erp-web"), 50)] == [b]
        assert [i.id for i in queue.list(ItemFilter(asset_type="component"), 50)] == [a]
        assert [i.id for i in queue.list(ItemFilter(state=None, label=TriageLabel.NOT_APPLICABLE), 50)] == [c]
        clock.advance(60)
        stats = queue.stats()
        assert stats.by_state == {"open": 2, "claimed": 0, "triaged": 1, "resolved": 0}
        assert stats.by_project == {"crm-web": 2, "erp-web": 1}
        assert stats.by_asset_type == {"component": 2, "store": 1}
        assert stats.by_label == {"not_applicable": 1}
        assert stats.to_json(clock.now)["oldest_open_age_s"] == 90.0

    def test_triaged_since(self, queue, clock):
        a = enqueue(queue, "q a")
        b = enqueue(queue, "q b")
        enqueue(queue, "q open")
        triaged(queue, a)
        clock.advance(86400)
        cut = clock.now
        triaged(queue, b)
        queue.resolve(b, "alice")
        assert [i.id for i in queue.triaged_since(None)] == [a, b]
        assert [i.id for i in queue.triaged_since(cut)] == [b]

    # ---- durability -------------------------------------------------------------
    def test_durable_across_a_new_engine(self, make_queue):
        first = make_queue()
        open_id = enqueue(first, "still open")
        enqueue(first, "still open")
        done = enqueue(first, "triaged one")
        triaged(first, done, label=TriageLabel.RETRIEVAL_MISS)
        first.engine.dispose()
        second = make_queue()  # warm_up on existing tables is a no-op
        assert item(second, open_id).hits == 2
        assert item(second, done).triage.label is TriageLabel.RETRIEVAL_MISS
        assert enqueue(second, "still open") == open_id and item(second, open_id).hits == 3

    # ---- real concurrent workers -----------------------------------------------
    def test_concurrent_enqueues_merge_without_losing_an_occurrence(self, make_queue):
        queues = [make_queue() for _ in range(RACE_THREADS)]
        start = threading.Barrier(RACE_THREADS)

        def worker(q: SqlBackfillQueue) -> list[tuple[int, str]]:
            start.wait()
            return [(k, enqueue(q, f"  Same QUESTION {k} ", candidates=[{"id": "x"}])) for _ in range(RACE_ROUNDS) for k in range(RACE_KEYS)]

        with ThreadPoolExecutor(RACE_THREADS) as pool:
            returned = {pair for got in pool.map(worker, queues) for pair in got}
        assert len(returned) == RACE_KEYS  # every caller got the same id for the same question
        items = queues[0].list(ALL, 10 * RACE_KEYS)
        assert len(items) == RACE_KEYS and {i.id for i in items} == {i for _, i in returned}
        assert all(i.hits == RACE_THREADS * RACE_ROUNDS for i in items)  # no occurrence lost
        assert all(len(item(queues[0], i.id, True).occurrences) == RACE_THREADS * RACE_ROUNDS for i in items)

    def test_exactly_one_of_n_concurrent_claimers_wins(self, make_queue):
        """N reviewers (threads, each with its own engine and connection) claim one item at once; repeated."""
        queues = [make_queue() for _ in range(CLAIMERS)]
        winners_per_trial = []
        for trial in range(CLAIM_TRIALS):
            item_id = enqueue(queues[0], f"contended question {trial}")
            start = threading.Barrier(CLAIMERS)

            def claim(n: int, item_id: str = item_id) -> str | None:
                start.wait()
                try:
                    return queues[n].claim(item_id, f"reviewer-{n}", LEASE).claimed_by
                except InvalidTransition as exc:
                    assert exc.state == "claimed"
                    return None

            with ThreadPoolExecutor(CLAIMERS) as pool:
                got = list(pool.map(claim, range(CLAIMERS)))
            winners = [w for w in got if w is not None]
            winners_per_trial.append(len(winners))
            assert item(queues[0], item_id).claimed_by == winners[0]
        assert winners_per_trial == [1] * CLAIM_TRIALS

    def test_concurrent_claim_next_hands_each_item_to_one_reviewer(self, make_queue):
        queues = [make_queue() for _ in range(CLAIMERS)]
        ids = {enqueue(queues[0], f"backlog {k}") for k in range(CLAIMERS * 2)}
        start = threading.Barrier(CLAIMERS)

        def drain(n: int) -> list[str]:
            start.wait()
            mine = []
            while (got := queues[n].claim_next(f"reviewer-{n}", LEASE)) is not None:
                mine.append(got.id)
            return mine

        with ThreadPoolExecutor(CLAIMERS) as pool:
            taken = [i for got in pool.map(drain, range(CLAIMERS)) for i in got]
        assert sorted(taken) == sorted(ids)  # every item once, none twice

    def test_concurrent_enqueue_and_triage_leave_one_open_item_at_most(self, make_queue):
        writers = [make_queue() for _ in range(4)]
        reviewer = make_queue()
        start = threading.Barrier(len(writers) + 1)

        def write(q: SqlBackfillQueue) -> None:
            start.wait()
            for _ in range(15):
                enqueue(q, "hot question")

        def review() -> None:
            start.wait()
            for _ in range(15):
                got = reviewer.claim_next("rev", LEASE)
                if got is not None:
                    reviewer.triage(got.id, "rev", Triage(TriageLabel.INVALID))

        with ThreadPoolExecutor(len(writers) + 1) as pool:
            futures = [pool.submit(write, q) for q in writers] + [pool.submit(review)]
            for f in futures:
                f.result()
        unresolved = reviewer.list(ItemFilter(state=ItemState.OPEN), 100) + reviewer.list(ItemFilter(state=ItemState.CLAIMED), 100)
        assert len(unresolved) <= 1
        total = sum(i.hits for i in reviewer.list(ALL, 1000))
        assert total == 4 * 15  # every occurrence landed in some item


# --------------------------------------------------------------------------
# dedupe key (pure)
# --------------------------------------------------------------------------

_WORD = st.text(alphabet=st.characters(categories=("L", "N")), min_size=1, max_size=8)
# Letters whose upper case folds back to them (not e.g. dotless ı → I → i).
_CASED = st.text(alphabet="abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789表格指令迁移", min_size=1, max_size=8)


@pytest.mark.unit
class TestDedupeKey:
    @settings(max_examples=100, deadline=None)
    @given(st.lists(_CASED, min_size=1, max_size=6), st.sampled_from([" ", "  ", "\t", "\n "]))
    def test_whitespace_and_case_do_not_matter(self, words, sep):
        q = " ".join(words)
        assert dedupe_key(sep + sep.join(w.upper() for w in words) + sep, CTX) == dedupe_key(q.lower(), CTX)

    @settings(max_examples=100, deadline=None)
    @given(st.lists(_WORD, min_size=1, max_size=6), _WORD)
    def test_sensitive_to_the_words(self, words, extra):
        q = " ".join(words)
        if normalise_question(q + " " + extra) != normalise_question(q):
            assert dedupe_key(q + " " + extra, CTX) != dedupe_key(q, CTX)

    def test_project_and_asset_matter_branch_and_stack_do_not(self):
        k = dedupe_key("q", CTX)
        assert dedupe_key("q", {**CTX, "project": "x"}) != k and dedupe_key("q", {**CTX, "asset": None}) != k
        assert dedupe_key("q", {**CTX, "branch": "main", "stack": {}}) == k

    def test_is_a_sha256_hex_digest(self):
        key = dedupe_key("q", CTX)
        assert len(key) == 64 and int(key, 16) >= 0


@pytest.mark.integration
class TestUpgrade:
    def test_warm_up_upgrades_a_first_release_table_in_place(self, db_url: str, make_queue):
        """A table made by the first release (no open_key, resolutions instead of triage labels) is upgraded."""
        from service.store import create_engine

        old_meta = sa.MetaData()
        old = sa.Table(
            "backfill_items",
            old_meta,
            sa.Column("id", sa.String(40), primary_key=True),
            sa.Column("dedupe_key", sa.String(64), nullable=False, index=True),
            sa.Column("state", sa.String(16), nullable=False, index=True),
            sa.Column("query", sa.Text, nullable=False),
            sa.Column("context", sa.Text, nullable=False),
            sa.Column("candidates", sa.Text, nullable=False),
            sa.Column("reason", sa.String(64), nullable=False),
            sa.Column("hits", sa.Integer, nullable=False, default=1),
            sa.Column("resolution", sa.String(32), nullable=True),
            sa.Column("note", sa.Text, nullable=True),
            sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
            sa.Column("last_seen_at", sa.DateTime(timezone=True), nullable=False),
        )
        engine = create_engine(db_url)
        try:
            old_meta.create_all(engine)
            now = dt.datetime.now(dt.UTC)
            row = dict(query="old question", context=json.dumps(CTX), candidates="[]", reason=REASON, hits=1,
                       created_at=now, last_seen_at=now, dedupe_key="legacy", resolution=None, note=None)
            with engine.begin() as c:
                c.execute(sa.insert(old), [
                    {**row, "id": "bf-a", "state": "open"},
                    {**row, "id": "bf-b", "state": "claimed"},  # a duplicate from the old race
                    {**row, "id": "bf-0", "state": "resolved", "resolution": "missing_knowledge", "note": "kept"},
                ])
        finally:
            engine.dispose()
        queue = make_queue()
        assert enqueue(queue, "old question") == "bf-a"
        assert item(queue, "bf-a").hits == 2 and item(queue, "bf-b").state is ItemState.OPEN
        resolved = item(queue, "bf-0")
        assert resolved.triage.label is TriageLabel.KNOWLEDGE_MISSING and resolved.triage.note == "kept"
        with pytest.raises(sa.exc.IntegrityError):  # the unique index is in place
            with queue.engine.begin() as c:
                c.execute(sa.update(backfill_table).where(backfill_table.c.id == "bf-0").values(open_key=dedupe_key("old question", CTX)))
        make_queue()  # a second warm_up leaves the upgraded table alone
