"""Backfill queues on every SQL backend (``db_url`` comes from ``tests/conftest.py``)."""

from __future__ import annotations

from collections.abc import Callable

import pytest
import sqlalchemy as sa

from queues.backfill import SqlBackfillQueue


@pytest.fixture
def make_queue(make_engine: Callable[[], sa.Engine]) -> Callable[[], SqlBackfillQueue]:
    """Open (another) queue on the test database, each on its own engine."""

    def _open() -> SqlBackfillQueue:
        queue = SqlBackfillQueue(make_engine())
        queue.warm_up()
        return queue

    return _open


@pytest.fixture
def queue(make_queue: Callable[[], SqlBackfillQueue]) -> SqlBackfillQueue:
    return make_queue()
