"""Schemathesis over the whole API: 0 server errors, every response as documented.

Bounded (a few examples per operation, derandomised) so the suite stays fast;
run more with ``MXR_SCHEMATHESIS_EXAMPLES=500``. The app runs in-process with
its engines warmed up over a small library.
"""

from __future__ import annotations

import os
import shutil
import tempfile
from pathlib import Path

import pytest
import schemathesis
from fastapi.testclient import TestClient
from hypothesis import HealthCheck, settings

from service.api.app import create_app
from service.settings import Settings
from tests.service.test_pipeline import LIBRARY

pytestmark = pytest.mark.integration

EXAMPLES = int(os.environ.get("MXR_SCHEMATHESIS_EXAMPLES", "25"))

# What must hold for every generated request. positive_data_acceptance is left
# out: some rules cannot be said in JSON Schema (a PUT's body id must equal its
# path id; npm ranges are a grammar), so a schema-valid request may rightly get a 422.
CHECKS = [
    schemathesis.checks.not_a_server_error,
    schemathesis.checks.status_code_conformance,
    schemathesis.checks.content_type_conformance,
    schemathesis.checks.response_schema_conformance,
    schemathesis.checks.response_headers_conformance,
]


# With no API keys configured the service serves loopback clients only.
LOOPBACK = ("127.0.0.1", 50000)


def _started(app):
    """The app with lifespan events acknowledged, not rerun (it is already warm), called from loopback."""

    async def asgi(scope, receive, send):
        if scope["type"] == "http":
            scope = {**scope, "client": LOOPBACK}
        if scope["type"] == "lifespan":
            while True:
                message = await receive()
                if message["type"] == "lifespan.startup":
                    await send({"type": "lifespan.startup.complete"})
                elif message["type"] == "lifespan.shutdown":
                    await send({"type": "lifespan.shutdown.complete"})
                    return
        await app(scope, receive, send)

    return asgi



# The schema is read at collection time; construction is cheap (engines and models
# start in the lifespan, which the fixture below runs once for the module).
_DATA_DIR = Path(tempfile.mkdtemp(prefix="mxr-schemathesis-"))
APP = create_app(Settings(data_dir=_DATA_DIR, rerank={"model": "none"}))
schema = schemathesis.openapi.from_asgi("/openapi.json", _started(APP))


@pytest.fixture(scope="module", autouse=True)
def warm_app():
    with TestClient(APP, client=LOOPBACK) as client:
        assert client.post("/v1/experiences", json=[e.to_json() for e in LIBRARY]).status_code == 200
        yield
    shutil.rmtree(_DATA_DIR, ignore_errors=True)


@schema.parametrize()
@settings(
    max_examples=EXAMPLES,
    derandomize=True,
    deadline=None,
    suppress_health_check=list(HealthCheck),
)
def test_api_conforms(case):
    case.call_and_validate(checks=CHECKS)
