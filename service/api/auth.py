"""API-key authentication for every route: Bearer keys, roles, the loopback-only default.

- Keys configured (``mxr keys create``): every route but ``/healthz`` needs
  ``Authorization: Bearer <key>``; a missing, unknown or revoked key gets 401,
  a key whose role may not use the route 403 (the service's error format).
  ``/readyz`` and ``/metrics`` stay open to loopback callers.
- No keys configured: the service serves loopback callers only (as the local
  admin) and refuses everyone else with 401; ``mxr serve`` refuses to bind a
  non-loopback address in this mode. Start-up and ``/readyz`` say so.

Routes declare what they need with ``Depends(gate.require(Role.X, what=…))``;
a mounted ASGI app (the MCP server) is wrapped with ``gate.asgi(app, roles)``.
"""

from __future__ import annotations

import ipaddress
import json
from collections.abc import Awaitable, Callable
from typing import Any

from fastapi import Request

from service.auth import LOCAL, KeyStore, Principal, Role
from service.errors import Forbidden, Unauthorized

NO_KEYS_REMOTE = (
    "no API keys are configured, so this server serves loopback clients only; "
    "create a key with `mxr keys create NAME --role ROLE` and send it as Authorization: Bearer <key>"
)
OPEN_MODE = "open_loopback"
KEYS_MODE = "api_keys"


def is_loopback(host: str | None) -> bool:
    """Whether a client address is this machine (127.0.0.0/8, ::1)."""
    if not host:
        return False
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return host == "localhost"


def bearer(header: str | None) -> str | None:
    """The token of an ``Authorization: Bearer …`` header (None when absent or another scheme)."""
    if not header:
        return None
    scheme, _, token = header.partition(" ")
    return token.strip() or None if scheme.lower() == "bearer" else None


class AuthGate:
    """Decides who a request is and whether it may do what it asks."""

    def __init__(self, keys: Callable[[], KeyStore | None]):
        self._keys = keys

    def mode(self) -> str:
        store = self._keys()
        return KEYS_MODE if store is not None and store.active_count() > 0 else OPEN_MODE

    def identify(self, authorization: str | None, client_host: str | None) -> Principal:
        """The caller, whatever the route needs.

        Raises:
            Unauthorized: no key, an invalid or revoked one, or a remote caller with no keys configured.
        """
        store = self._keys()
        if store is None or store.active_count() == 0:
            if is_loopback(client_host):
                return LOCAL
            raise Unauthorized(NO_KEYS_REMOTE)
        token = bearer(authorization)
        if token is None:
            raise Unauthorized("missing API key: send Authorization: Bearer <key>")
        who = store.authenticate(token)
        if who is None:
            raise Unauthorized("invalid or revoked API key")
        return who

    def check(self, who: Principal, roles: frozenset[Role], what: str) -> Principal:
        if not who.may(roles):
            allowed = ", ".join(sorted({r.value for r in roles} | {Role.ADMIN.value}))
            raise Forbidden(f"a {who.role.value!r} key may not {what}; it needs one of the roles {allowed}")
        return who

    def require(self, *roles: Role, what: str) -> Callable[[Request], Awaitable[Principal]]:
        """A FastAPI dependency admitting ``roles`` (and admin); returns the caller."""
        allowed = frozenset(roles)

        async def dependency(request: Request) -> Principal:
            who = self.identify(request.headers.get("authorization"), request.client.host if request.client else None)
            request.state.principal = who
            return self.check(who, allowed, what)

        return dependency

    def loopback_or_key(self) -> Callable[[Request], Awaitable[Principal]]:
        """/readyz and /metrics: open to loopback callers, otherwise any valid key."""

        async def dependency(request: Request) -> Principal:
            if is_loopback(request.client.host if request.client else None):
                return LOCAL
            return self.identify(request.headers.get("authorization"), request.client.host if request.client else None)

        return dependency

    def asgi(self, app: Any, *roles: Role, what: str) -> Callable[..., Awaitable[None]]:
        """Wrap a mounted ASGI app so each HTTP request needs a key of ``roles`` (the same 401/403 bodies)."""
        allowed = frozenset(roles)

        async def guarded(scope: dict[str, Any], receive: Any, send: Any) -> None:
            if scope["type"] != "http":
                await app(scope, receive, send)
                return
            headers = {k.decode("latin-1").lower(): v.decode("latin-1") for k, v in scope.get("headers", [])}
            client = scope.get("client")
            try:
                who = self.check(self.identify(headers.get("authorization"), client[0] if client else None), allowed, what)
            except (Unauthorized, Forbidden) as exc:
                status, code = (401, "unauthorized") if isinstance(exc, Unauthorized) else (403, "forbidden")
                rid = (scope.get("state") or {}).get("request_id") or headers.get("x-request-id")
                body = json.dumps({"error": code, "message": str(exc), "detail": [], "request_id": rid}).encode()
                extra = [(b"www-authenticate", b'Bearer realm="mxr"')] if status == 401 else []
                await send(
                    {
                        "type": "http.response.start",
                        "status": status,
                        "headers": [
                            (b"content-type", b"application/json"),
                            *([(b"x-request-id", rid.encode("latin-1"))] if rid else []),
                            *extra,
                        ],
                    }
                )
                await send({"type": "http.response.body", "body": body})
                return
            scope.setdefault("state", {})["principal"] = who
            await app(scope, receive, send)

        return guarded
