"""The outermost request layer (pure ASGI): request id, body limits, media type, metrics, last-resort 500.

Body limits are enforced on the bytes actually received, not on the
Content-Length header alone: a chunked upload is counted as it arrives and
refused with 413 as soon as it passes the route's limit, so the server never
holds more than ``limit`` bytes of one body. The accepted body is then replayed
to the application as one message.
"""

from __future__ import annotations

import re
import time
import uuid
from collections.abc import Awaitable, Callable, Mapping
from typing import Any

import structlog

from service.api.handlers import error_response, internal_error
from service.contracts import REQUEST_ID_PATTERN

log = structlog.get_logger("mxr.api")

Scope = dict[str, Any]
Message = dict[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]
ASGIApp = Callable[[Scope, Receive, Send], Awaitable[None]]

_REQUEST_ID = re.compile(REQUEST_ID_PATTERN)
# Methods whose body is read and must be JSON on the /v1 API.
_BODY_METHODS = frozenset({"POST", "PUT", "PATCH"})


def _header(scope: Scope, name: bytes) -> str | None:
    for k, v in scope.get("headers", ()):
        if k == name:
            return v.decode("latin-1")
    return None


def _is_json(content_type: str | None) -> bool:
    if not content_type:
        return False
    media = content_type.split(";", 1)[0].strip().lower()
    return media == "application/json" or media.endswith("+json")


class RequestContext:
    """Assigns the request id, enforces body limits and the JSON media type, records metrics.

    Args:
        app: the wrapped ASGI app.
        limits: body byte limit per exact path; others get ``default_limit``.
        observe: called with (method, route template, status, seconds) per request.
        json_prefix: paths under it that take a body must send JSON.
    """

    def __init__(
        self,
        app: ASGIApp,
        limits: Mapping[str, int],
        default_limit: int,
        observe: Callable[[str, str, int, float], None] | None = None,
        json_prefix: str = "/v1/",
    ) -> None:
        self.app = app
        self.limits = dict(limits)
        self.default_limit = default_limit
        self.observe = observe
        self.json_prefix = json_prefix

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        t0 = time.perf_counter()
        status_box = [500]
        given = _header(scope, b"x-request-id")
        rid = given if given is not None and _REQUEST_ID.match(given) else uuid.uuid4().hex
        scope.setdefault("state", {})["request_id"] = rid
        structlog.contextvars.clear_contextvars()
        structlog.contextvars.bind_contextvars(request_id=rid)

        async def send_with_id(message: Message) -> None:
            if message["type"] == "http.response.start":
                status_box[0] = message["status"]
                headers = [(k, v) for k, v in message.get("headers", []) if k != b"x-request-id"]
                headers.append((b"x-request-id", rid.encode("ascii")))
                message = {**message, "headers": headers}
            await send(message)

        try:
            early = await self._precheck(scope, given, rid)
            if early is not None:
                await early(scope, receive, send_with_id)
                return
            body_receive, refusal = await self._read_body(scope, receive, rid)
            if refusal is not None:
                await refusal(scope, receive, send_with_id)
                return
            started = False

            async def tracking_send(message: Message) -> None:
                nonlocal started
                if message["type"] == "http.response.start":
                    started = True
                await send_with_id(message)

            try:
                await self.app(scope, body_receive, tracking_send)
            except Exception:  # noqa: BLE001 - the last resort: log it, answer a bare 500
                log.exception("http.unhandled", path=scope.get("path"), method=scope.get("method"))
                if started:
                    raise
                await internal_error(rid)(scope, receive, send_with_id)
        finally:
            route = getattr(scope.get("route"), "path", "unmatched")
            elapsed = time.perf_counter() - t0
            if self.observe is not None:
                self.observe(scope.get("method", ""), route, status_box[0], elapsed)
            if status_box[0] >= 400:
                log.info(
                    "http.error",
                    method=scope.get("method"),
                    path=scope.get("path"),
                    route=route,
                    status=status_box[0],
                    ms=round(elapsed * 1000, 1),
                )

    async def _precheck(self, scope: Scope, given: str | None, rid: str) -> Any:
        """A response to send before reading the body, or None."""
        if given is not None and not _REQUEST_ID.match(given):
            return error_response(
                400,
                "bad_request",
                "x-request-id must be 1-128 characters of letters, digits and . _ : - (starting with a letter or digit)",
                [{"field": "header.x-request-id", "rule": f"must match {REQUEST_ID_PATTERN}"}],
                rid,
            )
        path = scope.get("path", "")
        limit = self.limits.get(path, self.default_limit)
        length = _header(scope, b"content-length")
        if length is not None and length.strip().isdigit() and int(length) > limit:
            return self._too_large(path, limit, rid, f"{int(length)} bytes")
        if scope.get("method") in _BODY_METHODS and path.startswith(self.json_prefix):
            ctype = _header(scope, b"content-type")
            has_body = (length is not None and length.strip() not in ("", "0")) or _header(scope, b"transfer-encoding") is not None
            if has_body and not _is_json(ctype):
                return error_response(
                    415,
                    "unsupported_media_type",
                    f"the body must be JSON: send content-type: application/json (got {ctype or 'no content-type'})",
                    [{"field": "header.content-type", "rule": "must be application/json"}],
                    rid,
                )
        return None

    @staticmethod
    def _too_large(path: str, limit: int, rid: str, got: str) -> Any:
        return error_response(
            413,
            "payload_too_large",
            f"request body is {got}; the limit for {path} is {limit} bytes",
            [{"field": "(body)", "rule": f"at most {limit} bytes"}],
            rid,
            headers={"connection": "close"},
        )

    async def _read_body(self, scope: Scope, receive: Receive, rid: str) -> tuple[Receive, Any]:
        """Read the whole body counting bytes; (replaying receive, None) or (receive, 413 response)."""
        if scope.get("method") not in _BODY_METHODS:
            return receive, None
        path = scope.get("path", "")
        limit = self.limits.get(path, self.default_limit)
        parts: list[bytes] = []
        size = 0
        while True:
            message = await receive()
            if message["type"] == "http.disconnect":
                return _replay_disconnect(), None
            chunk = message.get("body", b"")
            size += len(chunk)
            if size > limit:
                parts.clear()
                log.warning("http.body_too_large", path=path, limit=limit, received=size)
                return receive, self._too_large(path, limit, rid, f"more than {limit} bytes")
            parts.append(chunk)
            if not message.get("more_body", False):
                break
        return _replay(b"".join(parts), receive), None


def _replay(body: bytes, receive: Receive) -> Receive:
    sent = False

    async def replay() -> Message:
        nonlocal sent
        if not sent:
            sent = True
            return {"type": "http.request", "body": body, "more_body": False}
        return await receive()  # after the body: wait for the client's disconnect

    return replay


def _replay_disconnect() -> Receive:
    async def disconnected() -> Message:
        return {"type": "http.disconnect"}

    return disconnected

