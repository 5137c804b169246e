"""Backfill queues on every SQL backend (``db_url`` comes from ``tests/conftest.py``)."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest
import sqlalchemy as sa

from queues.backfill import SqlBackfillQueue
from service.store import create_engine


@pytest.fixture
def make_queue(db_url: str) -> Iterator[Callable[[], SqlBackfillQueue]]:
    """Open (another) queue on the test database, each on its own engine; disposed at teardown."""
    engines: list[sa.Engine] = []

    def _open() -> SqlBackfillQueue:
        engine = create_engine(db_url)
        engines.append(engine)
        queue = SqlBackfillQueue(engine)
        queue.warm_up()
        return queue

    yield _open
    for engine in engines:
        engine.dispose()


@pytest.fixture
def queue(make_queue: Callable[[], SqlBackfillQueue]) -> SqlBackfillQueue:
    return make_queue()
