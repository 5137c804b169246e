"""mxr.client without a server: errors by code, ids escaped in paths, requests as the contract says."""

from __future__ import annotations

import json

import httpx
import pytest

from mxr.client import (
    BackendUnavailableError,
    ForbiddenError,
    InvalidRequest,
    MxrApiError,
    MxrClient,
    NotFoundError,
    PayloadTooLarge,
    UnauthorizedError,
)

pytestmark = pytest.mark.unit


def client_with(handler) -> MxrClient:
    return MxrClient("http://mxr.test", api_key="mxr_k_s", transport=httpx.MockTransport(handler))


def err(status: int, code: str, detail=None):
    body = {"error": code, "message": f"{code} happened", "detail": detail or [], "request_id": "rid-1"}
    return lambda request: httpx.Response(status, json=body)


@pytest.mark.parametrize(
    ("status", "code", "cls"),
    [
        (422, "invalid_request", InvalidRequest),
        (404, "not_found", NotFoundError),
        (413, "payload_too_large", PayloadTooLarge),
        (401, "unauthorized", UnauthorizedError),
        (403, "forbidden", ForbiddenError),
        (503, "data_dir_locked", BackendUnavailableError),
        (503, "some_new_code", BackendUnavailableError),  # unknown code: by status
        (500, "internal_error", MxrApiError),
    ],
)
def test_error_bodies_become_typed_exceptions(status, code, cls):
    detail = [{"field": "context.stack.vue", "rule": "not a semver version"}]
    with client_with(err(status, code, detail)) as c, pytest.raises(cls) as exc:
        c.experience("exp-1")
    e = exc.value
    assert (e.status, e.error, e.request_id) == (status, code, "rid-1")
    assert e.detail[0].field == "context.stack.vue" and "context.stack.vue" in str(e)


def test_non_contract_error_body():
    with client_with(lambda r: httpx.Response(502, text="bad gateway")) as c, pytest.raises(MxrApiError) as exc:
        c.health()
    assert exc.value.status == 502 and exc.value.error == "unexpected_response"


def test_retrieve_sends_the_contract_body_and_key():
    seen = {}

    def handler(request: httpx.Request) -> httpx.Response:
        seen.update(method=request.method, path=request.url.path, body=json.loads(request.content), auth=request.headers["authorization"], rid=request.headers.get("x-request-id"))
        return httpx.Response(422, json={"error": "invalid_request", "message": "x", "detail": [], "request_id": "r"})

    with client_with(handler) as c, pytest.raises(InvalidRequest):
        c.retrieve("q", project="p", branch="main", stack={"vue": "2.7.14"}, budget_tokens=300,
                   history=[{"query": "earlier", "asset": "LegacyTable"}], request_id="abc")
    assert (seen["method"], seen["path"], seen["auth"], seen["rid"]) == ("POST", "/v1/retrieve", "Bearer mxr_k_s", "abc")
    assert seen["body"] == {
        "query": "q",
        "context": {"project": "p", "branch": "main", "stack": {"vue": "2.7.14"}},
        "budget_tokens": 300,
        "history": [{"query": "earlier", "asset": "LegacyTable"}],
    }


def test_ids_are_escaped_in_paths_but_keep_slashes():
    paths = []

    def handler(request: httpx.Request) -> httpx.Response:
        paths.append(request.url.raw_path.decode())
        return httpx.Response(404, json={"error": "not_found", "message": "m", "detail": [], "request_id": "r"})

    with client_with(handler) as c:
        for i in ("team/exp#1", "exp+2"):
            with pytest.raises(NotFoundError):
                c.experience(i)
    assert paths == ["/v1/experiences/team/exp%231", "/v1/experiences/exp%2B2"]
