"""Backfill queues on every SQL backend (``db_url`` comes from ``tests/conftest.py``)."""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable

import pytest
import sqlalchemy as sa

from queues.backfill import SqlBackfillQueue


class FakeClock:
    """A settable UTC clock shared by every queue of one test (leases, flood windows)."""

    def __init__(self) -> None:
        self.now = dt.datetime(2026, 5, 1, 9, 0, tzinfo=dt.UTC)

    def __call__(self) -> dt.datetime:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += dt.timedelta(seconds=seconds)


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture
def make_queue(make_engine: Callable[[], sa.Engine], clock: FakeClock) -> Callable[[], SqlBackfillQueue]:
    """Open (another) queue on the test database, each on its own engine (as separate workers would)."""

    def _open() -> SqlBackfillQueue:
        queue = SqlBackfillQueue(make_engine(), clock=clock)
        queue.warm_up()
        return queue

    return _open


@pytest.fixture
def queue(make_queue: Callable[[], SqlBackfillQueue]) -> SqlBackfillQueue:
    return make_queue()
