"""Maps domain errors and validation failures to HTTP responses (the only place that does).

Every error body has the same shape::

    {"error": "<kind>", "message": "<one line>", "detail": [{"field": "context.stack.vue", "rule": "..."}]}
"""

from __future__ import annotations

from typing import Any

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse

from service.errors import (
    BackendUnavailable,
    CalibrationInvalid,
    CalibrationMismatch,
    ContractError,
    DataDirLocked,
    MxrError,
    NotFound,
)

# Domain error → (HTTP status, stable error code) (house style: a dispatch table, not if/elif).
_STATUS: dict[type[MxrError], tuple[int, str]] = {
    ContractError: (422, "invalid_request"),
    NotFound: (404, "not_found"),
    BackendUnavailable: (503, "backend_unavailable"),
    DataDirLocked: (503, "data_dir_locked"),
    CalibrationMismatch: (500, "calibration_mismatch"),
    CalibrationInvalid: (500, "calibration_invalid"),
}


def _field(loc: tuple[Any, ...]) -> str:
    parts = [str(p) for p in loc]
    if parts and parts[0] == "body":
        parts = parts[1:]
    return ".".join(parts) or "(body)"


def _body(kind: str, message: str, detail: list[dict[str, Any]] | None = None, **extra: Any) -> dict[str, Any]:
    out: dict[str, Any] = {"error": kind, "message": message, "detail": detail or []}
    out.update(extra)
    return out


def _detail(e: dict[str, Any]) -> dict[str, Any]:
    rule = str(e.get("msg", "invalid")).removeprefix("Value error, ")
    if e.get("type") == "json_invalid":  # its location is a character offset, not a field
        return {"field": "(body)", "rule": f"invalid JSON: {rule}"}
    return {"field": _field(tuple(e.get("loc", ()))), "rule": rule}


async def _validation(request: Request, exc: RequestValidationError) -> JSONResponse:
    detail = [_detail(e) for e in exc.errors()]
    first = detail[0] if detail else {"field": "(body)", "rule": "invalid"}
    return JSONResponse(
        status_code=422,
        content=_body("invalid_request", f"{first['field']}: {first['rule']}", detail, request_id=_rid(request)),
    )


def _rid(request: Request) -> str | None:
    return getattr(request.state, "request_id", None)


async def _domain(request: Request, exc: MxrError) -> JSONResponse:
    status, code = next((v for cls, v in _STATUS.items() if isinstance(exc, cls)), (500, "internal_error"))
    detail: list[dict[str, Any]] = []
    if isinstance(exc, ContractError):
        detail = [{"field": v.field, "rule": v.rule, **({"line": v.line} if v.line else {})} for v in exc.violations]
    return JSONResponse(
        status_code=status,
        content=_body(code, str(exc).splitlines()[0], detail, request_id=_rid(request)),
    )


def install(app: FastAPI) -> None:
    """Register the handlers on an app."""
    app.add_exception_handler(RequestValidationError, _validation)  # type: ignore[arg-type]
    app.add_exception_handler(MxrError, _domain)  # type: ignore[arg-type]
