"""The backfill queue: enqueue, dedupe, list, resolve, durability, concurrency.

``TestSqlBackfillQueue`` runs against every SQL backend (see ``conftest.py``);
``TestDedupeKey`` pins the key's invariants with hypothesis.
"""

from __future__ import annotations

import datetime as dt
import threading
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor

import pytest
import sqlalchemy as sa
from hypothesis import given, settings
from hypothesis import strategies as st

from queues.backfill import BackfillItem, ItemState, Resolution, SqlBackfillQueue, backfill_table, dedupe_key

CTX = {
    "project": "crm-web",
    "branch": "feat/orders-react",
    "stack": {"vue": "2.7.14", "react": "18.2.0", "element-ui": "2.15.14"},
    "asset": "LegacyTable",
    "asset_type": "component",
}
CANDS = [{"id": "exp-crm-0042", "chunk": 0, "probability": 0.12, "title": "表格 reload"}]
REASON = "below_reference_threshold"

# Concurrency tests: threads that enqueue the same questions at once, how many distinct
# questions each walks through (many keys give the select-then-insert race many chances)
# and how often. Without the unique open_key, the PostgreSQL run opened ~15 duplicates.
RACE_THREADS = 8
RACE_KEYS = 20
RACE_ROUNDS = 2


def enqueue(queue: SqlBackfillQueue, query: str = "LegacyTable 的 reload 方法怎么处理", context=None, candidates=None) -> str:
    return queue.enqueue(query, dict(CTX if context is None else context), list(CANDS if candidates is None else candidates), REASON)


def item(queue: SqlBackfillQueue, item_id: str) -> BackfillItem:
    got = queue.get(item_id)
    assert got is not None
    return got


@pytest.mark.integration
class TestSqlBackfillQueue:
    """The behaviour every backfill-queue backend must share."""

    def test_enqueue_returns_an_id_and_stores_the_item(self, queue: SqlBackfillQueue):
        before = dt.datetime.now(dt.UTC)
        item_id = enqueue(queue)
        assert isinstance(item_id, str) and item_id.startswith("bf-")
        got = item(queue, item_id)
        assert got.id == item_id
        assert got.state is ItemState.OPEN
        assert got.query == "LegacyTable 的 reload 方法怎么处理"
        assert got.context == CTX
        assert got.candidates == CANDS
        assert (got.reason, got.hits, got.resolution, got.note) == (REASON, 1, None, None)
        # aware UTC datetimes on every backend (SQLite hands back naive ones)
        assert got.created_at.tzinfo is not None and got.created_at.utcoffset() == dt.timedelta(0)
        assert got.created_at == got.last_seen_at
        assert before - dt.timedelta(seconds=5) <= got.created_at <= dt.datetime.now(dt.UTC) + dt.timedelta(seconds=5)
        assert got.to_json()["state"] == "open" and got.to_json()["created_at"].endswith("+00:00")

    def test_get_unknown_is_none(self, queue: SqlBackfillQueue):
        assert queue.get("bf-does-not-exist") is None

    def test_same_question_same_context_dedupes(self, queue: SqlBackfillQueue):
        first = enqueue(queue, "LegacyTable reload", candidates=[{"id": "a"}])
        created = item(queue, first)
        second = enqueue(queue, "  legacytable\n\tRELOAD  ", candidates=[{"id": "b"}, {"id": "c"}])
        assert second == first
        got = item(queue, first)
        assert got.hits == 2
        assert got.candidates == [{"id": "b"}, {"id": "c"}]  # refreshed
        assert got.query == "LegacyTable reload"  # the first wording is kept
        assert got.created_at == created.created_at
        assert got.last_seen_at >= created.last_seen_at
        assert len(queue.list()) == 1

    def test_stack_order_does_not_matter(self, queue: SqlBackfillQueue):
        reordered = {**CTX, "stack": dict(reversed(list(CTX["stack"].items())))}
        assert enqueue(queue) == enqueue(queue, context=reordered)

    @pytest.mark.parametrize(
        "change",
        [
            {"project": "erp-web"},
            {"branch": "main"},
            {"stack": {**CTX["stack"], "vue": "2.6.14"}},
            {"stack": {**CTX["stack"], "antd": "5.12.0"}},
            {"asset": "OtherTable"},
            {"asset_type": "directive"},
        ],
        ids=["project", "branch", "stack-version", "stack-package", "asset", "asset_type"],
    )
    def test_different_context_opens_a_new_item(self, queue: SqlBackfillQueue, change: dict):
        first = enqueue(queue)
        other = enqueue(queue, context={**CTX, **change})
        assert other != first
        assert item(queue, first).hits == item(queue, other).hits == 1

    def test_different_question_opens_a_new_item(self, queue: SqlBackfillQueue):
        assert enqueue(queue, "LegacyTable reload") != enqueue(queue, "LegacyTable refresh")

    def test_after_resolve_the_same_question_opens_a_new_item(self, queue: SqlBackfillQueue):
        old = enqueue(queue)
        enqueue(queue)
        resolved = queue.resolve(old, Resolution.MISSING_KNOWLEDGE, "写一条经验")
        assert resolved is not None and resolved.state is ItemState.RESOLVED
        new = enqueue(queue)
        assert new != old
        assert item(queue, new).hits == 1 and item(queue, new).state is ItemState.OPEN
        assert item(queue, old).hits == 2 and item(queue, old).state is ItemState.RESOLVED
        assert enqueue(queue) == new  # and that new item dedupes again
        # resolving the new one too leaves two resolved items for the same key
        queue.resolve(new, Resolution.INVALID)
        assert {i.id for i in queue.list(ItemState.RESOLVED)} == {old, new}
        assert queue.list(ItemState.OPEN) == []

    def test_claimed_items_still_dedupe(self, queue: SqlBackfillQueue):
        item_id = enqueue(queue)
        with queue.engine.begin() as c:  # a reviewer claimed it (the claim workflow sets only the state)
            c.execute(sa.update(backfill_table).where(backfill_table.c.id == item_id).values(state=ItemState.CLAIMED.value))
        assert enqueue(queue) == item_id
        got = item(queue, item_id)
        assert got.state is ItemState.CLAIMED and got.hits == 2

    @pytest.mark.parametrize("resolution", list(Resolution), ids=[r.value for r in Resolution])
    def test_resolve_with_each_resolution(self, queue: SqlBackfillQueue, resolution: Resolution):
        item_id = enqueue(queue)
        got = queue.resolve(item_id, resolution, note=f"note for {resolution.value} ✓")
        assert got is not None
        assert got.id == item_id
        assert got.state is ItemState.RESOLVED
        assert got.resolution is resolution
        assert got.note == f"note for {resolution.value} ✓"
        assert item(queue, item_id) == got
        assert got.to_json()["resolution"] == resolution.value

    def test_resolve_without_note_and_unknown_item(self, queue: SqlBackfillQueue):
        item_id = enqueue(queue)
        got = queue.resolve(item_id, Resolution.RETRIEVAL_MISS)
        assert got is not None and got.note is None
        assert queue.resolve("bf-nope", Resolution.INVALID) is None

    def test_list_orders_by_hits_then_last_seen(self, queue: SqlBackfillQueue):
        a = enqueue(queue, "question a")
        b = enqueue(queue, "question b")
        c = enqueue(queue, "question c")
        d = enqueue(queue, "question d")
        for _ in range(2):
            enqueue(queue, "question a")
        enqueue(queue, "question c")
        enqueue(queue, "question b")  # b and c have 2 hits; b was seen last
        assert [i.id for i in queue.list()] == [a, b, c, d]
        assert [i.hits for i in queue.list()] == [3, 2, 2, 1]
        assert [i.id for i in queue.list(limit=2)] == [a, b]

    def test_list_by_state(self, queue: SqlBackfillQueue):
        a = enqueue(queue, "question a")
        b = enqueue(queue, "question b")
        c = enqueue(queue, "question c")
        queue.resolve(b, Resolution.NOT_APPLICABLE)
        with queue.engine.begin() as conn:
            conn.execute(sa.update(backfill_table).where(backfill_table.c.id == c).values(state=ItemState.CLAIMED.value))
        assert [i.id for i in queue.list(ItemState.OPEN)] == [a]
        assert [i.id for i in queue.list(ItemState.RESOLVED)] == [b]
        assert [i.id for i in queue.list(ItemState.CLAIMED)] == [c]
        assert {i.id for i in queue.list()} == {a, b, c}
        assert queue.list(limit=0) == []

    def test_unicode_and_nul_round_trip(self, queue: SqlBackfillQueue):
        ctx = {**CTX, "project": "客户管理", "asset": "订单表格"}
        cands = [{"id": "exp-1", "title": "迁移 🚀 v-permission", "ranks": {"lexical": 1, "dense": None}}]
        item_id = enqueue(queue, "v-permission 指令 怎么迁移到 React？🚀", context=ctx, candidates=cands)
        got = item(queue, item_id)
        assert got.query == "v-permission 指令 怎么迁移到 React？🚀"
        assert got.context == ctx and got.candidates == cands
        # PostgreSQL text cannot hold NUL: stored as U+FFFD on every backend instead of failing
        nul = enqueue(queue, "bad\x00query")
        assert item(queue, nul).query == "bad\ufffdquery"
        assert enqueue(queue, "bad\x00query") == nul

    def test_durable_across_a_new_engine(self, make_queue: Callable[[], SqlBackfillQueue]):
        first = make_queue()
        open_id = enqueue(first, "still open")
        enqueue(first, "still open")
        done = enqueue(first, "resolved one")
        first.resolve(done, Resolution.RETRIEVAL_MISS, "bad case")
        first.engine.dispose()

        second = make_queue()  # warm_up on existing tables is a no-op
        assert item(second, open_id).hits == 2
        assert item(second, done).resolution is Resolution.RETRIEVAL_MISS
        assert enqueue(second, "still open") == open_id
        assert item(second, open_id).hits == 3
        assert enqueue(second, "resolved one") != done

    def test_concurrent_enqueues_create_one_open_item_per_question(self, make_queue: Callable[[], SqlBackfillQueue]):
        """Threads (each with its own engine, as separate workers would) race to enqueue the same questions."""
        queues = [make_queue() for _ in range(RACE_THREADS)]
        start = threading.Barrier(RACE_THREADS)

        def worker(q: SqlBackfillQueue) -> list[tuple[int, str]]:
            start.wait()
            return [
                (k, enqueue(q, f"  Same QUESTION {k} ", candidates=[{"id": "x"}]))
                for _ in range(RACE_ROUNDS)
                for k in range(RACE_KEYS)
            ]

        with ThreadPoolExecutor(RACE_THREADS) as pool:
            returned = {pair for got in pool.map(worker, queues) for pair in got}
        assert len(returned) == RACE_KEYS  # every caller got the same id for the same question
        items = queues[0].list(limit=10 * RACE_KEYS)
        assert len(items) == RACE_KEYS
        assert {i.id for i in items} == {item_id for _, item_id in returned}
        assert all(i.hits == RACE_THREADS * RACE_ROUNDS for i in items)  # no hit lost

    def test_concurrent_enqueue_and_resolve_leave_one_open_item_at_most(
        self, make_queue: Callable[[], SqlBackfillQueue]
    ):
        """Enqueues racing with a reviewer who resolves: never two unresolved items for one key."""
        writers = [make_queue() for _ in range(4)]
        reviewer = make_queue()
        start = threading.Barrier(len(writers) + 1)

        def write(q: SqlBackfillQueue) -> None:
            start.wait()
            for _ in range(RACE_ROUNDS * 2):
                enqueue(q, "racing question")

        def review() -> None:
            start.wait()
            for _ in range(RACE_ROUNDS):
                for it in reviewer.list(ItemState.OPEN):
                    reviewer.resolve(it.id, Resolution.INVALID)

        with ThreadPoolExecutor(len(writers) + 1) as pool:
            futures = [pool.submit(write, q) for q in writers] + [pool.submit(review)]
            for f in futures:
                f.result()
        items = reviewer.list(limit=1000)
        assert len([i for i in items if i.state is not ItemState.RESOLVED]) <= 1
        assert sum(i.hits for i in items) == len(writers) * RACE_ROUNDS * 2  # every enqueue counted once


# ---- dedupe_key: pure function, property tests -------------------------------------------

_WORD = st.text(alphabet=st.sampled_from("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.$表格迁移指令钩子"), min_size=1, max_size=8)
_WS = st.text(alphabet=st.sampled_from([" ", "\t", "\n", "\r", "\u3000", "\xa0"]), min_size=1, max_size=3)
_NAME = st.text(alphabet=st.sampled_from("abcdefghijklmnopqrstuvwxyz-_/"), min_size=1, max_size=12)
_STACK = st.dictionaries(_NAME, st.sampled_from(["2.6.14", "2.7.14", "18.2.0", "5.12.0"]), max_size=3)
_CONTEXT = st.fixed_dictionaries(
    {"project": _NAME, "branch": _NAME, "stack": _STACK},
    optional={"asset": _NAME, "asset_type": st.sampled_from(["component", "directive", "store"])},
)


@st.composite
def spelled_differently(draw: st.DrawFn) -> tuple[str, str]:
    """(canonical query, the same query with other whitespace and letter case)."""
    words = draw(st.lists(_WORD, min_size=1, max_size=6))
    seps = [draw(_WS) for _ in words[1:]]
    flips = draw(st.lists(st.booleans(), min_size=sum(map(len, words)), max_size=sum(map(len, words))))
    flipped = iter(flips)
    cased = ["".join(ch.swapcase() if next(flipped) else ch for ch in w) for w in words]
    variant = draw(st.one_of(st.just(""), _WS)) + cased[0]
    for sep, w in zip(seps, cased[1:], strict=True):
        variant += sep + w
    variant += draw(st.one_of(st.just(""), _WS))
    return " ".join(words).lower(), variant


@pytest.mark.unit
class TestDedupeKey:
    @settings(max_examples=200, deadline=None)
    @given(spelled_differently(), _CONTEXT)
    def test_insensitive_to_whitespace_and_case(self, pair: tuple[str, str], context: dict):
        canonical, variant = pair
        assert dedupe_key(variant, context) == dedupe_key(canonical, context)

    @settings(max_examples=100, deadline=None)
    @given(spelled_differently(), _CONTEXT)
    def test_insensitive_to_stack_order_and_other_context_keys(self, pair: tuple[str, str], context: dict):
        query, _ = pair
        reordered = {**context, "stack": dict(reversed(list(context["stack"].items())))}
        assert dedupe_key(query, reordered) == dedupe_key(query, context)
        assert dedupe_key(query, {**context, "explain": True}) == dedupe_key(query, context)

    @settings(max_examples=200, deadline=None)
    @given(
        spelled_differently(),
        _CONTEXT,
        st.sampled_from(["project", "branch", "stack", "asset", "asset_type"]),
        st.data(),
    )
    def test_sensitive_to_project_branch_stack_and_asset(self, pair, context: dict, field: str, data: st.DataObject):
        query, _ = pair
        strategy = {"stack": _STACK, "asset_type": st.sampled_from(["mixin", "router", None])}.get(field, _NAME)
        new = data.draw(strategy.filter(lambda v: v != context.get(field)))
        changed = {**context, field: new}
        assert dedupe_key(query, changed) != dedupe_key(query, context)

    @settings(max_examples=100, deadline=None)
    @given(spelled_differently(), _CONTEXT, _WORD)
    def test_sensitive_to_the_words(self, pair, context: dict, extra: str):
        query, _ = pair
        assert dedupe_key(query + " " + extra, context) != dedupe_key(query, context)
        assert dedupe_key(query + extra, context) != dedupe_key(query, context)

    def test_is_a_sha256_hex_digest(self):
        key = dedupe_key("q", CTX)
        assert len(key) == 64 and int(key, 16) >= 0


@pytest.mark.integration
class TestUpgrade:
    def test_warm_up_adds_open_key_to_an_older_table(self, db_url: str, make_queue):
        """A table made before ``open_key`` existed (possibly with racing duplicates) is upgraded in place."""
        from service.store import create_engine

        old_meta = sa.MetaData()
        old = sa.Table(  # the table as the first version of the queue created it
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
            key = dedupe_key("old question", CTX)
            now = dt.datetime.now(dt.UTC)
            row = dict(query="old question", context="{}", candidates="[]", reason=REASON, hits=1,
                       created_at=now, last_seen_at=now, dedupe_key=key)
            with engine.begin() as c:
                c.execute(sa.insert(old), [
                    {**row, "id": "bf-a", "state": "open"},
                    {**row, "id": "bf-b", "state": "claimed"},  # a duplicate from the old race
                    {**row, "id": "bf-0", "state": "resolved"},
                ])
        finally:
            engine.dispose()
        queue = make_queue()
        assert enqueue(queue, "old question") == "bf-a"
        assert item(queue, "bf-a").hits == 2 and item(queue, "bf-b").hits == 1
        queue.resolve("bf-a", Resolution.INVALID)
        queue.resolve("bf-b", Resolution.INVALID)
        fresh = enqueue(queue, "old question")
        assert fresh not in {"bf-a", "bf-b", "bf-0"}
        with pytest.raises(sa.exc.IntegrityError):  # the unique index is in place
            with queue.engine.begin() as c:
                c.execute(sa.update(backfill_table).where(backfill_table.c.id == "bf-0").values(open_key=key))
        make_queue()  # a second warm_up leaves the upgraded table alone
