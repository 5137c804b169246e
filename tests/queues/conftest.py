"""SQL backends for the backfill queue's contract tests.

SQLite in ``tmp_path`` always; PostgreSQL when ``MXR_TEST_DATABASE_URL``
names a server (skipped otherwise), each test in a fresh schema that is
dropped afterwards.
"""

from __future__ import annotations

import os
import uuid
from collections.abc import Callable, Iterator

import pytest
import sqlalchemy as sa

from queues.backfill import SqlBackfillQueue
from service.store import create_engine

PG_URL = os.environ.get("MXR_TEST_DATABASE_URL")

BACKENDS = [
    "sqlite",
    pytest.param(
        "postgresql",
        marks=pytest.mark.skipif(not PG_URL, reason="MXR_TEST_DATABASE_URL not set (no PostgreSQL server)"),
    ),
]


@pytest.fixture(params=BACKENDS)
def db_url(request: pytest.FixtureRequest, tmp_path) -> Iterator[str]:
    """A URL of an empty database: a SQLite file, or a fresh PostgreSQL schema."""
    if request.param == "sqlite":
        yield f"sqlite:///{tmp_path / 'store.sqlite3'}"
        return
    assert PG_URL is not None
    schema = f"mxr_q_{uuid.uuid4().hex[:16]}"
    admin = sa.create_engine(PG_URL)
    with admin.begin() as c:
        c.execute(sa.text(f'CREATE SCHEMA "{schema}"'))
    url = sa.engine.make_url(PG_URL).update_query_dict({"options": f"-csearch_path={schema}"})
    try:
        yield url.render_as_string(hide_password=False)
    finally:
        with admin.begin() as c:
            c.execute(sa.text(f'DROP SCHEMA "{schema}" CASCADE'))
        admin.dispose()


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
