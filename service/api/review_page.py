"""The review page at ``/review``: server-rendered (Jinja2, plain HTML forms, no script, no CDN).

Views:
- ``/review/login``: sign in with a reviewer (or admin) key; opens a session
  cookie (HttpOnly, SameSite=Strict, path /review). With no keys configured, a
  loopback caller continues as the local reviewer.
- ``/review``: the queue: counts by state, project, asset type and label, the
  oldest open item's age, filters, pagination.
- ``/review/items/{id}``: the question, its context and occurrences, the
  candidates that were not trusted with their scores and why, near-misses the
  eligibility gate excluded and the rule that excluded each, and the actions:
  claim, release, the four triage forms (the draft-entry form is validated
  exactly as ``POST /v1/experiences``), resolve.
- ``/review/export``: the eval lines ``mxr queue export`` writes.

Every form carries the session's CSRF token (the sign-in form a
double-submit token); a POST without the right one is refused with 403.
"""

from __future__ import annotations

import asyncio
import hmac
import math
import secrets
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any
from urllib.parse import urlencode

import jinja2
from fastapi import APIRouter, Request
from fastapi.responses import HTMLResponse, RedirectResponse, Response
from pydantic import ValidationError

from service.api.auth import AuthGate, is_loopback
from service.auth import LOCAL, Principal, Role, Session
from service.backfill import STATE_CHOICES, ItemFilter, TriageLabel, state_filter
from service.contracts import AssetType, violations_from
from service.errors import ContractError, ContractViolation, InvalidTransition, MxrError, NotFound
from service.review import ReviewDesk, TriageBody, draft_prefill, eval_lines

COOKIE = "mxr_review"
LOGIN_COOKIE = "mxr_review_login"  # double-submit CSRF token of the sign-in form
PAGE_SIZE = 25
_DONE = {
    "claimed": "Claimed. Triage it before the lease runs out.",
    "released": "Released: the item is open again.",
    "triaged": "Triaged.",
    "resolved": "Resolved.",
    "signed_in": "Signed in.",
}
_TEMPLATES = Path(__file__).parent / "templates" / "review"


def _age(seconds: float | None) -> str | None:
    if seconds is None:
        return None
    s = int(seconds)
    if s < 60:
        return f"{s} s"
    if s < 3600:
        return f"{s // 60} min"
    if s < 86400:
        return f"{s // 3600} h {s % 3600 // 60} min"
    return f"{s // 86400} d {s % 86400 // 3600} h"


def _split(text: str) -> list[str]:
    return [p.strip() for p in text.replace("\n", ",").split(",") if p.strip()]


def draft_from_form(form: dict[str, str]) -> dict[str, Any]:
    """The draft entry a knowledge_missing form describes (validated afterwards as any entry).

    Raises:
        ContractError: an ``applies_to`` line is not ``package=range``.
    """
    entry: dict[str, Any] = {k: form.get(k, "") for k in ("id", "title", "body", "project", "asset_type")}
    entry["status"] = "candidate"
    if _split(form.get("branches", "")):
        entry["branches"] = _split(form.get("branches", ""))
    applies: dict[str, str] = {}
    bad: list[ContractViolation] = []
    for n, line in enumerate(form.get("applies_to", "").splitlines(), start=1):
        if not line.strip():
            continue
        name, sep, rng = line.partition("=")
        if not sep or not name.strip() or not rng.strip():
            bad.append(ContractViolation("form", None, "entry.applies_to", f"line {n} ({line.strip()!r}): expected package=range"))
            continue
        applies[name.strip()] = rng.strip()
    if bad:
        raise ContractError(bad)
    entry["applies_to"] = applies
    if _split(form.get("assets", "")):
        entry["assets"] = _split(form.get("assets", ""))
    for k in ("conditions", "counter_conditions", "source"):
        if form.get(k, "").strip():
            entry[k] = form[k].strip()
    return entry


def build_review_router(
    state: dict[str, Any],
    gate: AuthGate,
    write_lock: threading.Lock,
    secure_cookies: Callable[[], bool],
    session_ttl_s: Callable[[], int],
) -> APIRouter:
    """The page's routes over the app's runtime (``state["runtime"]``)."""
    router = APIRouter(include_in_schema=False)
    env = jinja2.Environment(
        loader=jinja2.FileSystemLoader(str(_TEMPLATES)), autoescape=True
    )

    def render(name: str, status: int = 200, **ctx: Any) -> HTMLResponse:
        ctx.setdefault("who", None)
        ctx.setdefault("csrf", "")
        ctx.setdefault("flash", None)
        ctx.setdefault("error", None)
        html = env.get_template(name).render(**ctx)
        return HTMLResponse(
            html,
            status_code=status,
            headers={
                "cache-control": "no-store",
                "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
                "x-frame-options": "DENY",
                "referrer-policy": "same-origin",
            },
        )

    def runtime():  # noqa: ANN202
        return state["runtime"]

    def session_of(request: Request) -> Session | None:
        return runtime().keys.session(request.cookies.get(COOKIE))

    def to_login() -> RedirectResponse:
        return RedirectResponse("/review/login", status_code=303)

    async def form_with_csrf(request: Request, session: Session) -> dict[str, str] | Response:
        form = {k: str(v) for k, v in (await request.form()).items()}
        if not hmac.compare_digest(form.get("csrf", ""), session.csrf):
            return render("login.html.j2", 403, open_mode=False, loopback=False, login_csrf="",
                          error={"message": "the form's CSRF token is missing or wrong; reload the page and try again", "detail": []})
        return form

    def error_of(exc: MxrError) -> dict[str, Any]:
        detail = [{"field": v.field, "rule": v.rule} for v in exc.violations] if isinstance(exc, ContractError) else []
        return {"message": str(exc).splitlines()[0] if not isinstance(exc, ContractError) else "the form has problems; nothing was saved", "detail": detail}

    # ---- sign-in -------------------------------------------------------------------
    @router.get("/review/login")
    async def login_form(request: Request) -> Response:
        token = secrets.token_urlsafe(24)
        open_mode = gate.mode() != "api_keys"
        resp = render("login.html.j2", open_mode=open_mode, loopback=is_loopback(request.client.host if request.client else None), login_csrf=token)
        resp.set_cookie(LOGIN_COOKIE, token, httponly=True, samesite="strict", path="/review", secure=secure_cookies(), max_age=3600)
        return resp

    @router.post("/review/login")
    async def login(request: Request) -> Response:
        form = {k: str(v) for k, v in (await request.form()).items()}
        cookie = request.cookies.get(LOGIN_COOKIE, "")
        open_mode = gate.mode() != "api_keys"
        loopback = is_loopback(request.client.host if request.client else None)

        def again(status: int, message: str) -> Response:
            token = secrets.token_urlsafe(24)
            resp = render("login.html.j2", status, open_mode=open_mode, loopback=loopback, login_csrf=token,
                          error={"message": message, "detail": []})
            resp.set_cookie(LOGIN_COOKIE, token, httponly=True, samesite="strict", path="/review", secure=secure_cookies(), max_age=3600)
            return resp

        if not cookie or not hmac.compare_digest(form.get("csrf", ""), cookie):
            return again(403, "the sign-in form expired or its CSRF token is wrong; try again")
        who: Principal | None
        if open_mode:
            if not loopback:
                return again(401, "no API keys are configured: the review page serves loopback clients only")
            who = LOCAL
        else:
            who = await asyncio.to_thread(runtime().keys.authenticate, form.get("key", ""))
            if who is None:
                return again(401, "invalid or revoked API key")
            if not who.may(frozenset({Role.REVIEWER})):
                return again(403, f"a {who.role.value!r} key may not use the review page; it needs the reviewer or admin role")
        token, _ = await asyncio.to_thread(runtime().keys.open_session, who, session_ttl_s())
        resp = RedirectResponse("/review?done=signed_in", status_code=303)
        resp.set_cookie(COOKIE, token, httponly=True, samesite="strict", path="/review", secure=secure_cookies(), max_age=session_ttl_s())
        resp.delete_cookie(LOGIN_COOKIE, path="/review")
        return resp

    @router.post("/review/logout")
    async def logout(request: Request) -> Response:
        session = session_of(request)
        if session is None:
            return to_login()
        form = await form_with_csrf(request, session)
        if isinstance(form, Response):
            return form
        await asyncio.to_thread(runtime().keys.close_session, request.cookies.get(COOKIE))
        resp = to_login()
        resp.delete_cookie(COOKIE, path="/review")
        return resp

    # ---- queue view ---------------------------------------------------------------------
    @router.get("/review")
    async def queue_view(request: Request) -> Response:
        session = session_of(request)
        if session is None:
            return to_login()
        q = request.query_params
        raw_state = q.get("state") or "open"
        try:
            st = state_filter(raw_state)
            label = TriageLabel(q["label"]) if q.get("label") else None
            page = max(1, int(q.get("page") or 1))
        except ValueError as exc:
            return render("queue.html.j2", 422, **_queue_ctx(session, {}, [], 0, 1, 1, lambda p: "/review"),
                          error={"message": str(exc), "detail": []})
        filt = ItemFilter(state=st, project=q.get("project") or None, asset_type=q.get("asset_type") or None, label=label)
        queue = runtime().backfill
        stats = await asyncio.to_thread(queue.stats)
        total = await asyncio.to_thread(queue.count, filt)
        pages = max(1, math.ceil(total / PAGE_SIZE))
        page = min(page, pages)
        items = await asyncio.to_thread(queue.list, filt, PAGE_SIZE, (page - 1) * PAGE_SIZE)
        shown = {"state": raw_state, "project": filt.project, "asset_type": filt.asset_type, "label": label.value if label else None}

        def page_url(p: int) -> str:
            return "/review?" + urlencode({**{k: v for k, v in shown.items() if v}, "page": p})

        ctx = _queue_ctx(session, shown, items, total, page, pages, page_url)
        ctx["stats"] = stats
        ctx["oldest_age"] = _age(stats.to_json(queue.now())["oldest_open_age_s"])
        return render("queue.html.j2", flash=_DONE.get(q.get("done", "")), **ctx)

    def _queue_ctx(session: Session, shown: dict, items: list, total: int, page: int, pages: int, page_url: Callable) -> dict[str, Any]:
        from service.backfill import QueueStats

        return {
            "who": session.principal,
            "csrf": session.csrf,
            "filt": type("F", (), {"state": shown.get("state", "open"), "project": shown.get("project"),
                                   "asset_type": shown.get("asset_type"), "label": shown.get("label")}),
            "items": items,
            "total": total,
            "page": page,
            "pages": pages,
            "page_url": page_url,
            "states": STATE_CHOICES,
            "asset_types": [t.value for t in AssetType],
            "labels": [lbl.value for lbl in TriageLabel],
            "stats": QueueStats({}, {}, {}, {}, None),
            "oldest_age": None,
        }

    # ---- item view ---------------------------------------------------------------------
    async def item_page(session: Session, item_id: str, status: int = 200, error: dict | None = None,
                        flash: str | None = None, draft: dict | None = None) -> Response:
        queue = runtime().backfill
        item = await asyncio.to_thread(queue.get, item_id, True)
        if item is None:
            return render("queue.html.j2", 404, **_queue_ctx(session, {}, [], 0, 1, 1, lambda p: "/review"),
                          error={"message": f"backfill item {item_id!r} not found", "detail": []})
        now = queue.now()
        prefill = draft_prefill(item)
        if draft:
            prefill.update({k: v for k, v in draft.items() if k in prefill})
        return render(
            "item.html.j2",
            status,
            who=session.principal,
            csrf=session.csrf,
            item=item,
            ctx=item.context,
            dec=_Dec(item.decision),
            lease_active=item.lease_active(now),
            mine=item.claimed_by == session.principal.actor,
            draft=prefill,
            asset_types=[t.value for t in AssetType],
            error=error,
            flash=flash,
        )

    @router.get("/review/items/{item_id}")
    async def item_view(item_id: str, request: Request) -> Response:
        session = session_of(request)
        if session is None:
            return to_login()
        return await item_page(session, item_id, flash=_DONE.get(request.query_params.get("done", "")))

    async def act(request: Request, item_id: str, action: str) -> Response:
        session = session_of(request)
        if session is None:
            return to_login()
        form = await form_with_csrf(request, session)
        if isinstance(form, Response):
            return form
        who = session.principal.actor
        queue = runtime().backfill
        draft = None
        try:
            if action == "claim":
                await asyncio.to_thread(queue.claim, item_id, who, runtime().settings.queue.lease_s)
            elif action == "release":
                await asyncio.to_thread(queue.release, item_id, who)
            elif action == "resolve":
                await asyncio.to_thread(queue.resolve, item_id, who, form.get("note", "").strip() or None)
            else:
                label = form.get("label", "")
                if label == TriageLabel.KNOWLEDGE_MISSING.value:
                    draft = draft_from_form(form)
                try:
                    body = TriageBody(
                        label=label,
                        entry=draft,
                        entry_id=form.get("entry_id", "").strip() or None,
                        grade=form.get("grade") or "reusable",
                        counter_condition=form.get("counter_condition") or None,
                        note=form.get("note") or None,
                    )
                except ValidationError as exc:
                    raise ContractError(violations_from(exc, "form", None)) from None
                await asyncio.to_thread(ReviewDesk(runtime(), write_lock).triage, item_id, who, body)
        except (ContractError, InvalidTransition, NotFound) as exc:
            status = 422 if isinstance(exc, ContractError) else 409 if isinstance(exc, InvalidTransition) else 404
            return await item_page(session, item_id, status, error=error_of(exc), draft=draft)
        done = {"claim": "claimed", "release": "released", "triage": "triaged", "resolve": "resolved"}[action]
        return RedirectResponse(f"/review/items/{item_id}?done={done}", status_code=303)

    @router.post("/review/items/{item_id}/claim")
    async def claim(item_id: str, request: Request) -> Response:
        return await act(request, item_id, "claim")

    @router.post("/review/items/{item_id}/release")
    async def release(item_id: str, request: Request) -> Response:
        return await act(request, item_id, "release")

    @router.post("/review/items/{item_id}/triage")
    async def triage(item_id: str, request: Request) -> Response:
        return await act(request, item_id, "triage")

    @router.post("/review/items/{item_id}/resolve")
    async def resolve(item_id: str, request: Request) -> Response:
        return await act(request, item_id, "resolve")

    # ---- export -----------------------------------------------------------------------
    async def export_lines(request: Request) -> tuple[list[dict], list[str], str | None]:
        from service.api.backfill_routes import parse_since

        since = request.query_params.get("since") or None
        lines, skipped = await asyncio.to_thread(eval_lines, runtime().backfill, runtime().store, parse_since(since))
        return lines, skipped, since

    @router.get("/review/export")
    async def export_view(request: Request) -> Response:
        import json

        session = session_of(request)
        if session is None:
            return to_login()
        try:
            lines, skipped, since = await export_lines(request)
        except ContractError as exc:
            return render("export.html.j2", 422, who=session.principal, csrf=session.csrf, lines=[], skipped=[], since=None,
                          error=error_of(exc))
        text = [json.dumps(x, ensure_ascii=False) for x in lines]
        return render("export.html.j2", who=session.principal, csrf=session.csrf, lines=text, skipped=skipped, since=since)

    @router.get("/review/export.jsonl")
    async def export_file(request: Request) -> Response:
        import json

        if session_of(request) is None:
            return to_login()
        try:
            lines, _, _ = await export_lines(request)
        except ContractError as exc:
            return Response(str(exc), status_code=422, media_type="text/plain")
        body = "".join(json.dumps(x, ensure_ascii=False) + "\n" for x in lines)
        return Response(body, media_type="application/x-ndjson", headers={"content-disposition": 'attachment; filename="mxr-eval.jsonl"'})

    return router


class _Dec:
    """The stored decision record with attribute access for the template (missing keys are None)."""

    def __init__(self, d: dict[str, Any]):
        self._d = d

    def __getattr__(self, name: str) -> Any:
        return self._d.get(name)
