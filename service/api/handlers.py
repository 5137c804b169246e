"""The error contract: every error response, whatever raised it, has one shape.

This is the only module that turns errors into HTTP responses::

    {"error": "<stable snake_case code>", "message": "<one line>",
     "detail": [{"field": "context.stack.vue", "rule": "..."}], "request_id": "<id>"}

for 400, 401, 403, 404, 405, 409, 413, 415, 422, 500 and 503 alike. Domain
code raises typed ``MxrError`` leaves (``service.errors``); the table below maps
each to a status and code. Starlette's own errors (unknown route, wrong method,
unparsable body) and request validation go through the same helper, and an
unexpected exception becomes a 500 that says nothing about the internals.

Reuse: ``error_response(...)`` builds a contract response anywhere (middleware,
routes); ``ERROR_RESPONSES`` / ``document_errors`` state the bodies in OpenAPI.
"""

from __future__ import annotations

from http import HTTPStatus
from typing import Any

import structlog
from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from pydantic import BaseModel, Field
from starlette.exceptions import HTTPException as StarletteHTTPException

from service.contracts import error_field, error_rule
from service.errors import (
    BackendUnavailable,
    CalibrationInvalid,
    CalibrationMismatch,
    Conflict,
    ContractError,
    DataDirLocked,
    Forbidden,
    InvalidTransition,
    MxrError,
    NotFound,
    Unauthorized,
)

log = structlog.get_logger("mxr.api")


class ErrorDetail(BaseModel):
    """One broken rule: which field (dotted path, ``(body)`` for the whole body) and which rule."""

    field: str
    rule: str
    line: int | None = Field(None, description="line of a JSON Lines upload, when there is one")


class ErrorBody(BaseModel):
    """The body of every error response (4xx and 5xx)."""

    error: str = Field(description="stable snake_case code, e.g. invalid_request, not_found, payload_too_large")
    message: str = Field(description="one human-readable line")
    detail: list[ErrorDetail] = Field(default_factory=list, description="every problem found, field by field")
    request_id: str | None = Field(description="the request's id (also in the x-request-id header)")


# Domain error → (HTTP status, stable error code). Order matters only for
# subclasses; house style: a dispatch table, not if/elif.
_STATUS: dict[type[MxrError], tuple[int, str]] = {
    ContractError: (422, "invalid_request"),
    NotFound: (404, "not_found"),
    Conflict: (409, "conflict"),
    Unauthorized: (401, "unauthorized"),
    Forbidden: (403, "forbidden"),
    DataDirLocked: (503, "data_dir_locked"),
    BackendUnavailable: (503, "backend_unavailable"),
    CalibrationMismatch: (503, "calibration_mismatch"),
    CalibrationInvalid: (503, "calibration_invalid"),
}

# Starlette/HTTP status → stable code, for errors raised by the framework itself.
_HTTP_CODES: dict[int, str] = {
    400: "bad_request",
    401: "unauthorized",
    403: "forbidden",
    404: "not_found",
    405: "method_not_allowed",
    409: "conflict",
    413: "payload_too_large",
    415: "unsupported_media_type",
    422: "invalid_request",
    500: "internal_error",
    503: "service_unavailable",
}

# What the framework's own messages mean, said plainly.
_HTTP_MESSAGES: dict[int, str] = {
    400: "the request body could not be parsed as JSON (invalid UTF-8, nesting too deep, or a number too long)",
    404: "no such route",
    405: "method not allowed on this route",
}


def request_id_of(request: Request) -> str | None:
    """The request id the middleware assigned (None before it ran)."""
    return request.scope.get("state", {}).get("request_id")


def error_body(code: str, message: str, detail: list[dict[str, Any]] | None = None, request_id: str | None = None) -> dict[str, Any]:
    """The contract body as a dict."""
    return {"error": code, "message": message, "detail": detail or [], "request_id": request_id}


def error_response(
    status: int,
    code: str,
    message: str,
    detail: list[dict[str, Any]] | None = None,
    request_id: str | None = None,
    headers: dict[str, str] | None = None,
) -> JSONResponse:
    """A contract error response (use this instead of building error JSON by hand)."""
    hdrs = dict(headers or {})
    if request_id:
        hdrs["x-request-id"] = request_id
    return JSONResponse(status_code=status, content=error_body(code, message, detail, request_id), headers=hdrs)


def status_of(exc: MxrError) -> tuple[int, str]:
    """(HTTP status, error code) of a domain error (500 internal_error if unmapped)."""
    return next((v for cls, v in _STATUS.items() if isinstance(exc, cls)), (500, "internal_error"))


def _validation_detail(e: dict[str, Any]) -> dict[str, Any]:
    if e.get("type") == "json_invalid":  # its location is a character offset, not a field
        return {"field": "(body)", "rule": f"invalid JSON: {error_rule(e)}"}
    loc = list(e.get("loc", ()))
    if loc and loc[0] == "body":
        loc = loc[1:]
    field = error_field({**e, "loc": loc})
    if field == "(line)":
        field = "(body)"
    return {"field": field, "rule": error_rule(e)}


async def _validation(request: Request, exc: RequestValidationError) -> JSONResponse:
    detail = [_validation_detail(e) for e in exc.errors()]
    first = detail[0] if detail else {"field": "(body)", "rule": "invalid"}
    return error_response(422, "invalid_request", f"{first['field']}: {first['rule']}", detail, request_id_of(request))


async def _http(request: Request, exc: StarletteHTTPException) -> JSONResponse:
    status = exc.status_code
    phrase = HTTPStatus(status).phrase if status in HTTPStatus._value2member_map_ else "error"
    code = _HTTP_CODES.get(status, phrase.lower().replace(" ", "_"))
    message = _HTTP_MESSAGES.get(status) or (exc.detail if isinstance(exc.detail, str) else phrase)
    detail: list[dict[str, Any]] = []
    if status == 405:
        detail = [{"field": "(method)", "rule": f"{request.method} is not allowed here"}]
    elif status == 400:
        detail = [{"field": "(body)", "rule": "must be valid UTF-8 JSON"}]
    headers = dict(exc.headers or {})
    return error_response(status, code, message, detail, request_id_of(request), headers=headers)


async def _domain(request: Request, exc: MxrError) -> JSONResponse:
    status, code = status_of(exc)
    detail: list[dict[str, Any]] = []
    if isinstance(exc, ContractError):
        detail = [{"field": v.field, "rule": v.rule, **({"line": v.line} if v.line else {})} for v in exc.violations]
    elif isinstance(exc, InvalidTransition):
        # The item's current state, machine-readable, for clients that reload or retry.
        detail = [{"field": "state", "rule": exc.state}]
    if status >= 500:
        log.warning("http.unavailable", error=code, reason=str(exc).splitlines()[0])
    message = str(exc).splitlines()[0] if str(exc) else code
    headers = {"retry-after": "5"} if status == 503 else None
    if isinstance(exc, Unauthorized):
        headers = {"www-authenticate": 'Bearer realm="mxr"'}
    return error_response(status, code, message, detail, request_id_of(request), headers=headers)


def internal_error(request_id: str | None) -> JSONResponse:
    """The 500 body: no exception text, no traceback, just the id to find it in the logs."""
    return error_response(500, "internal_error", "internal error; the request id identifies it in the server log", [], request_id)


def install(app: FastAPI) -> None:
    """Register the handlers on an app."""
    app.add_exception_handler(RequestValidationError, _validation)  # type: ignore[arg-type]
    app.add_exception_handler(StarletteHTTPException, _http)  # type: ignore[arg-type]
    app.add_exception_handler(MxrError, _domain)  # type: ignore[arg-type]


# --------------------------------------------------------------------------
# OpenAPI: the error bodies, stated
# --------------------------------------------------------------------------

_ERROR_DESCRIPTIONS = {
    400: "unparsable body (invalid UTF-8 or JSON nesting too deep) or a malformed x-request-id header",
    401: "missing or invalid credentials",
    403: "the credentials do not allow this",
    404: "no such object",
    409: "the object is in another state",
    413: "the body exceeds this route's byte limit (counted on the bytes received, chunked or not)",
    415: "the body is not JSON (content-type must be application/json)",
    422: "the input breaks the data contract; detail names each field and rule",
    500: "unexpected failure; nothing internal is disclosed",
    503: "an engine, the calibration or the data dir is unavailable; retry later",
}


# The one route that never asks for an API key.
OPEN_PATH = "/healthz"


def error_responses(*statuses: int) -> dict[int | str, dict[str, Any]]:
    """``responses=`` for a route: these statuses with the ErrorBody schema."""
    return {s: {"model": ErrorBody, "description": _ERROR_DESCRIPTIONS[s]} for s in statuses}


def document_errors(schema: dict[str, Any], request_id_pattern: str | None = None) -> dict[str, Any]:
    """Make every operation in an OpenAPI document state the contract bodies.

    FastAPI documents its own 422 body (HTTPValidationError); it is replaced by
    ErrorBody, and 400/500/503 (and 413/415 where a body is taken) are added.
    With ``request_id_pattern``, the optional ``x-request-id`` header is stated
    on every operation.
    """
    comps = schema.setdefault("components", {}).setdefault("schemas", {})
    body_schema = ErrorBody.model_json_schema(ref_template="#/components/schemas/{model}")
    defs = body_schema.pop("$defs", {})
    comps.update(defs)
    comps["ErrorBody"] = body_schema
    ref = {"application/json": {"schema": {"$ref": "#/components/schemas/ErrorBody"}}}
    for path, path_item in schema.get("paths", {}).items():
        for op in path_item.values():
            if not isinstance(op, dict) or "responses" not in op:
                continue
            if request_id_pattern:
                op.setdefault("parameters", []).append(
                    {
                        "name": "x-request-id",
                        "in": "header",
                        "required": False,
                        "description": "the caller's request id, echoed in the response (one is generated otherwise)",
                        "schema": {"type": "string", "pattern": request_id_pattern, "maxLength": 128},
                    }
                )
            wanted = [400, 500, 503]
            if path != OPEN_PATH:
                wanted += [401, 403]  # every route but /healthz takes an API key (service.api.auth)
            if any(p.get("in") != "header" for p in op.get("parameters", [])) or op.get("requestBody"):
                wanted.append(422)
            if op.get("requestBody"):
                wanted += [413, 415]
            for status in wanted:
                op["responses"].setdefault(str(status), {"description": _ERROR_DESCRIPTIONS[status]})
            for status, resp in op["responses"].items():
                if status.isdigit() and int(status) >= 400:
                    resp["content"] = ref
                    resp.setdefault("description", _ERROR_DESCRIPTIONS.get(int(status), "error"))
    for name in ("HTTPValidationError", "ValidationError"):
        comps.pop(name, None)
    return schema
