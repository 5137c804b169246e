"""Test-wide setup: no model hub (fail fast instead of stalling on the network)."""

from __future__ import annotations

import os
import uuid
from collections.abc import Callable, Iterator

import pytest
import sqlalchemy as sa

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")


# --------------------------------------------------------------------------
# SQL backends for the store-of-record and backfill-queue contract tests:
# SQLite in tmp_path always; PostgreSQL when MXR_TEST_DATABASE_URL names a
# server (skipped otherwise), each test in a fresh schema (libpq's
# search_path option in the URL) that is dropped afterwards.
# --------------------------------------------------------------------------

PG_URL = os.environ.get("MXR_TEST_DATABASE_URL")

SQL_BACKENDS = [
    "sqlite",
    pytest.param(
        "postgresql",
        marks=pytest.mark.skipif(not PG_URL, reason="MXR_TEST_DATABASE_URL not set (no PostgreSQL server)"),
    ),
]


@pytest.fixture(params=SQL_BACKENDS)
def db_url(request: pytest.FixtureRequest, tmp_path) -> Iterator[str]:
    """A URL of an empty database: a SQLite file (in a not-yet-existing folder), or a fresh PostgreSQL schema."""
    if request.param == "sqlite":
        yield f"sqlite:///{tmp_path / 'nested' / 'store.sqlite3'}"
        return
    assert PG_URL is not None
    schema = f"mxr_t_{uuid.uuid4().hex[:16]}"
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
def make_engine(db_url: str) -> Iterator[Callable[[], sa.Engine]]:
    """Open (another) SQLAlchemy engine on the test database; all disposed at teardown."""
    from service.store import create_engine

    engines: list[sa.Engine] = []

    def _open() -> sa.Engine:
        engines.append(create_engine(db_url))
        return engines[-1]

    yield _open
    for engine in engines:
        engine.dispose()
