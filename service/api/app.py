"""The HTTP API (FastAPI): retrieve, experiences CRUD, backfill queue, health, metrics.

``create_app(settings)`` builds everything once; the lifespan warms up the
runtime (engines, models, calibration) and refuses to start on a broken
configuration. CPU-bound work (embedding, cross-encoder, engines) runs in
worker threads; writes are serialised by one lock.
"""

from __future__ import annotations

import asyncio
import datetime as dt
import threading
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Annotated, Any

import structlog
from fastapi import Body, Depends, FastAPI, Path, Request, Response
from fastapi.responses import JSONResponse
from prometheus_client import CONTENT_TYPE_LATEST, generate_latest
from pydantic import BaseModel

from service.api import handlers
from service.api.auth import AuthGate
from service.api.backfill_routes import build_router
from service.api.docs import install_docs
from service.api.handlers import error_responses
from service.api.metrics import Metrics
from service.api.review_page import build_review_router
from service.auth import Principal, Role
from service.feedback import FeedbackBody, RememberedResponse, ResponseMemory, feedback_reply, feedback_request
from service.api.middleware import RequestContext
from service.contracts import (
    ID_PATTERN,
    MAX_ID_CHARS,
    MAX_QUERY_CHARS,
    MAX_STACK_PACKAGES,
    MAX_TOP_K,
    REQUEST_ID_PATTERN,
    ContractViolation,
    ExperienceEntry,
    RetrieveRequest,
    RetrieveResponse,
    entries_from_payload,
)
from service.errors import ContractError, NotFound
from service.settings import Settings

log = structlog.get_logger("mxr.api")

# Request bodies larger than this are refused before parsing (413).
# /mcp: one JSON-RPC message, a find_migration_experience call with its history at most.
MAX_BODY_BYTES = {"/v1/retrieve": 64 * 1024, "/mcp": 256 * 1024}
MAX_BODY_BYTES_DEFAULT = 16 * 1024 * 1024  # a bulk upsert of a few thousand entries
MAX_BULK_ENTRIES = 5_000

API_DESCRIPTION = f"""
mxr answers a migration agent's question with the team's recorded experience that
applies to *this* project, branch and library versions — or says plainly that it has none.

Limits: `query` ≤ {MAX_QUERY_CHARS} characters, `context.stack` ≤ {MAX_STACK_PACKAGES} packages,
`top_k` ≤ {MAX_TOP_K}, a retrieve body ≤ 64 KiB, an experiences body ≤ 16 MiB and ≤ {MAX_BULK_ENTRIES} entries.
Limits are counted on the bytes received (chunked or not): a larger body gets a 413.

Every error, 4xx or 5xx, has one body: `{{"error": "<code>", "message": "<one line>",
"detail": [{{"field": "<dotted.field>", "rule": "<the rule broken>"}}], "request_id": "<id>"}}`.
Invalid input gets a 422 whose `detail` names each field and the rule it broke; a body
that is not JSON gets a 415; an unparsable one a 400. A client may send `x-request-id`
(1-128 of `A-Z a-z 0-9 . _ : -`); it is echoed in the header and in every body.
"""

EntryId = Annotated[
    str,
    Path(description="the entry's id", min_length=1, max_length=MAX_ID_CHARS, pattern=ID_PATTERN),
]

# The bulk body's schema, stated (the route parses it itself to report entry indexes).
_BULK_BODY = {
    "requestBody": {
        "required": True,
        "content": {
            "application/json": {
                "schema": {
                    "anyOf": [
                        {"$ref": "#/components/schemas/ExperienceEntry"},
                        {
                            "type": "array",
                            "items": {"$ref": "#/components/schemas/ExperienceEntry"},
                            "minItems": 1,
                            "maxItems": MAX_BULK_ENTRIES,
                        },
                    ]
                }
            }
        },
    }
}


class UpsertReport(BaseModel):
    added: int
    updated: int
    unchanged: int
    chunks: int


def _index_state(runtime: Any, repairs: list[Any]) -> dict[str, Any]:
    """The store/engine agreement as /readyz reports it."""
    store = runtime.store
    return {
        "pending": store.pending_count() if store else None,
        "expected_chunks": store.chunk_total() if store else None,
        "problems": runtime.engine_problems(),
        "repairing": runtime.repairing,
        "repaired": [{"reindexed": r.reindexed, "rebuilt": list(r.rebuilt)} for r in repairs if r.changed],
    }


def create_app(settings: Settings, prepared: tuple[Any, Any] | None = None) -> FastAPI:
    """Build the application for one set of settings (nothing global).

    Args:
        prepared: an already warmed-up ``(Runtime, Pipeline)`` (``mxr serve``
            starts them first so a broken configuration is reported as one
            clear message, not a traceback); the app owns and closes them.
    """
    from starlette.routing import Route

    from service.api.mcp import MCP_PATH, asgi_endpoint, build_mcp_server, streamable_http_endpoint
    from service.decision.loading import build_pipeline
    from service.indexer import Indexer
    from service.runtime import Runtime

    from service.review import ReviewDesk, candidate_records, decision_record

    metrics = Metrics()
    state: dict[str, Any] = {}
    write_lock = threading.Lock()
    gate = AuthGate(lambda: state["runtime"].keys if "runtime" in state else None)
    memory = ResponseMemory(settings.queue.remember_responses, settings.queue.remember_s)
    agent = gate.require(Role.AGENT, what="retrieve")
    reader = gate.require(Role.AGENT, Role.REVIEWER, what="read experiences")
    admin = gate.require(Role.ADMIN, what="change experiences")
    ops = gate.loopback_or_key()

    def answer(body: RetrieveRequest, request_id: str | None, requester: str | None) -> RetrieveResponse:
        """One retrieve, as POST /v1/retrieve and the MCP tool both serve it (blocking).

        The response is remembered by ``request_id`` for ``POST /v1/feedback`` / ``report_outcome``.
        """
        resp, got, decision = state["pipeline"].answer(body, request_id, requester)
        memory.put(
            RememberedResponse(
                request_id=resp.request_id,
                at=dt.datetime.now(dt.UTC),
                query=body.query,
                context=body.context.model_dump(mode="json"),
                decision=decision_record(got, decision, resp.calibration.id, resp.decision.value),
                candidates=candidate_records(got, decision),
                result_ids=tuple(dict.fromkeys(r.id for r in resp.results)),
                backfill_id=resp.backfill_id,
                requester=requester,
            )
        )
        metrics.requests.labels(resp.decision.value).inc()
        for path in resp.degraded:
            metrics.degraded.labels(path).inc()
        for stage, ms in resp.timings_ms.items():
            metrics.stage.labels(stage).observe(ms / 1000.0)
        return resp

    class AppBackend:
        """The MCP tools' view of this app: the same pipeline, store and metrics as the routes."""

        def answer(self, request: RetrieveRequest, requester: str | None) -> RetrieveResponse:
            return answer(request, None, requester)

        def report_outcome(
            self, request_id: str, verdict: str, entry_id: str | None, note: str | None, requester: str | None
        ) -> dict[str, Any]:
            """The feedback path of POST /v1/feedback (``note`` is the feedback's text)."""
            return submit_feedback(FeedbackBody(request_id=request_id, verdict=verdict, entry_id=entry_id, text=note), requester)

        def experience(self, entry_id: str) -> dict[str, Any] | None:
            stored = state["runtime"].store.get(entry_id)
            return stored.entry.to_json() if stored is not None else None

    def submit_feedback(body: FeedbackBody, requester: str | None) -> dict[str, Any]:
        """Record an agent's verdict; wrong_result and needed become backfill occurrences (blocking)."""
        req = feedback_request(memory, body, requester)
        metrics.feedback.labels(body.verdict.value).inc()
        result = None
        if req is not None:
            result = state["runtime"].backfill.enqueue(req, new_items_per_minute=settings.queue.new_items_per_minute)
            metrics.backfill.labels("feedback", result.outcome.value).inc()
        return feedback_reply(body, result)

    mcp_server = build_mcp_server(AppBackend())
    mcp_endpoint = streamable_http_endpoint(mcp_server, settings.server.host)

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        if prepared is not None:
            runtime, pipeline = prepared
        else:
            runtime = Runtime(settings)
            try:
                await asyncio.to_thread(runtime.warm_up)
                pipeline = build_pipeline(runtime)
            except BaseException:
                runtime.close()
                raise
        indexer = Indexer(runtime)
        state.update(runtime=runtime, pipeline=pipeline, indexer=indexer, repairs=[])
        app.state.runtime = runtime  # for operators' tooling and tests; routes use `state`
        # Self-healing: what a crash, kill or lost directory left is found now and
        # repaired in the background; until then the affected paths are degraded
        # (never injected from) and /readyz says so.
        problems = await asyncio.to_thread(indexer.check)
        repair_task = None
        if problems:
            log.warning("index.inconsistent_at_start", problems=problems)
            runtime.repairing = True

            def _repair() -> None:
                with write_lock:
                    try:
                        state["repairs"].append(indexer.repair(force=True))
                    except Exception as exc:  # noqa: BLE001 - stays flagged; /readyz reports it
                        log.error("index.repair_failed", error=str(exc).splitlines()[0] if str(exc) else type(exc).__name__)
                    finally:
                        runtime.repairing = False

            repair_task = asyncio.create_task(asyncio.to_thread(_repair))
        pipeline.on_enqueue = lambda r: metrics.backfill.labels("abstention", r.outcome.value).inc()
        mode = gate.mode()
        log.info(
            "service.started",
            calibration=pipeline.decider.artifact.id if pipeline.decider else None,
            reranker=runtime.reranker_note,
            auth=mode,
        )
        if mode == "open_loopback":
            log.warning(
                "auth.open_loopback",
                message="no API keys configured: serving loopback clients only; create keys with `mxr keys create`",
            )
        try:
            async with mcp_server.session_manager.run():
                yield
        finally:
            if repair_task is not None:
                await repair_task
            pipeline.close()
            runtime.close()
            log.info("service.stopped")

    app = FastAPI(
        title="mxr",
        version="0.1.0",
        description=API_DESCRIPTION,
        lifespan=lifespan,
        docs_url=None,
        redoc_url=None,
        responses=error_responses(400, 500, 503),
    )
    handlers.install(app)
    # For modules mounted on this app: the auth gate, the feedback memory, the state.
    app.state.mxr_gate = gate
    app.state.mxr_memory = memory
    app.state.mxr_state = state
    install_docs(app)
    app.add_middleware(
        RequestContext,
        limits=MAX_BODY_BYTES,
        default_limit=MAX_BODY_BYTES_DEFAULT,
        observe=lambda method, route, status, seconds: metrics.http.labels(method, route, str(status)).observe(seconds),
    )

    # ---- retrieval -----------------------------------------------------------
    @app.post(
        "/v1/retrieve",
        response_model=RetrieveResponse,
        response_model_exclude_none=False,
        tags=["retrieval"],
        responses=error_responses(413, 415, 422),
    )
    async def retrieve(body: RetrieveRequest, request: Request, who: Principal = Depends(agent)) -> RetrieveResponse:
        """Answer an agent: inject, reference or abstain (formats.md §2 → §4).

        `explain: true` adds the per-stage trace. An abstention is queued for
        reviewers and its id returned as `backfill_id`.
        """
        resp = await asyncio.to_thread(answer, body, request.state.request_id, who.actor)
        # Serialised once, here: returning the model would make FastAPI validate the
        # whole response again against response_model (a measurable share of a request).
        return Response(content=resp.model_dump_json(), media_type="application/json")  # type: ignore[return-value]

    # ---- MCP (Streamable HTTP) for coding agents: the same tools as `mxr mcp` ----
    # (an agent key, as /v1/retrieve; the same 401/403 bodies)
    app.router.routes.append(
        Route(MCP_PATH, endpoint=asgi_endpoint(gate.asgi(mcp_endpoint, Role.AGENT, what="use the MCP tools")))
    )

    # ---- experiences -------------------------------------------------------
    def _upsert(entries: list[ExperienceEntry]) -> UpsertReport:
        with write_lock:
            rep = state["indexer"].upsert(entries)
        metrics.writes.labels("upsert").inc(len(entries))
        return UpsertReport(added=rep.added, updated=rep.updated, unchanged=rep.unchanged, chunks=rep.chunks)

    @app.post(
        "/v1/experiences",
        response_model=UpsertReport,
        tags=["experiences"],
        responses=error_responses(413, 415, 422),
        openapi_extra=_BULK_BODY,
    )
    async def post_experiences(
        body: Any = Body(..., description="one entry or a list of entries (formats.md §1)"),
        _: Principal = Depends(admin),
    ) -> UpsertReport:
        """Insert or update entries (idempotent: an unchanged entry is a no-op).

        All or nothing: one invalid entry rejects the request, and every
        problem is listed as ``{"field": "<index>.<field>", "rule": …}``.
        """
        entries = entries_from_payload(body, max_entries=MAX_BULK_ENTRIES)
        return await asyncio.to_thread(_upsert, entries)

    @app.put(
        "/v1/experiences/{entry_id:path}",
        response_model=UpsertReport,
        tags=["experiences"],
        responses=error_responses(413, 415, 422),
    )
    async def put_experience(entry_id: EntryId, body: ExperienceEntry, _: Principal = Depends(admin)) -> UpsertReport:
        """Insert or replace one entry; the path id must equal the body's id."""
        if body.id != entry_id:
            raise ContractError(
                [ContractViolation("request", None, "id", f"body id {body.id!r} differs from the path id {entry_id!r}")]
            )
        return await asyncio.to_thread(_upsert, [body])

    @app.get("/v1/experiences/{entry_id:path}", tags=["experiences"], responses=error_responses(404, 422))
    async def get_experience(entry_id: EntryId, _: Principal = Depends(reader)) -> dict[str, Any]:
        """The stored entry (formats.md §1) and its chunk count."""
        stored = await asyncio.to_thread(state["runtime"].store.get, entry_id)
        if stored is None:
            raise NotFound("experience", entry_id)
        return {**stored.entry.to_json(), "_chunks": stored.n_chunks, "_indexed": stored.indexed_hash == stored.index_hash}

    @app.delete("/v1/experiences/{entry_id:path}", tags=["experiences"], responses=error_responses(404, 422))
    async def delete_experience(entry_id: EntryId, _: Principal = Depends(admin)) -> dict[str, Any]:
        """Delete an entry from the store and both engines."""

        def _delete() -> bool:
            with write_lock:
                return state["indexer"].delete(entry_id)

        if not await asyncio.to_thread(_delete):
            raise NotFound("experience", entry_id)
        metrics.writes.labels("delete").inc()
        return {"deleted": entry_id}

    # ---- feedback and the backfill queue (agents, reviewers) ------------------
    app.include_router(build_router(state, metrics, gate, memory, lambda: ReviewDesk(state["runtime"], write_lock)))
    # ---- the review page (reviewers, in a browser) ---------------------------------
    app.include_router(
        build_review_router(state, gate, write_lock, lambda: settings.auth.secure_cookies, lambda: settings.auth.session_ttl_s)
    )

    # ---- operations ----------------------------------------------------------
    def auth_status() -> dict[str, Any]:
        mode = gate.mode()
        keys = state["runtime"].keys.active_count() if state.get("runtime") and state["runtime"].keys else 0
        note = (
            "no API keys configured: serving loopback clients only (create keys with `mxr keys create`)"
            if mode == "open_loopback"
            else "every route but /healthz needs an API key; /readyz and /metrics are open on loopback"
        )
        return {"mode": mode, "active_keys": keys, "note": note}

    @app.get("/healthz", tags=["ops"])
    async def healthz() -> dict[str, str]:
        """The process is up."""
        return {"status": "ok"}

    @app.get("/readyz", tags=["ops"])
    async def readyz(request: Request, _: Principal = Depends(ops)) -> JSONResponse:
        """Engines open and consistent with the store, models loaded, calibration valid.

        503 (with the error contract's fields alongside the report) names every
        component that is not ready.
        """
        rid = handlers.request_id_of(request)
        runtime = state.get("runtime")
        pipeline = state.get("pipeline")
        if runtime is None or pipeline is None:
            body = handlers.error_body("not_ready", "the service is starting", [{"field": "(service)", "rule": "starting"}], rid)
            return JSONResponse(status_code=503, content={**body, "ready": False})
        comps = await asyncio.to_thread(runtime.statuses)
        ready = all(c.ready for c in comps) and pipeline.decider is not None
        art = pipeline.decider.artifact if pipeline.decider else None
        problems = [{"field": f"components.{c.name}", "rule": c.detail or "not ready"} for c in comps if not c.ready]
        if pipeline.decider is None:
            problems.append({"field": "calibration", "rule": pipeline.decider_error or "no calibration artifact loaded"})
        contract = {} if ready else handlers.error_body("not_ready", "not ready: " + "; ".join(p["field"] for p in problems), problems, rid)
        return JSONResponse(
            status_code=200 if ready else 503,
            content={
                **contract,
                "ready": ready,
                "components": {c.name: {"backend": c.backend, "ready": c.ready, "detail": c.detail} for c in comps},
                "reranker": runtime.reranker_note,
                "calibration": {
                    "id": art.id if art else None,
                    "scorer": pipeline.scorer_identity(),
                    "error": pipeline.decider_error,
                },
                "entries": runtime.store.count() if runtime.store else 0,
                "index": await asyncio.to_thread(_index_state, runtime, state.get("repairs", [])),
                "auth": auth_status(),
            },
        )

    @app.get(
        "/metrics",
        tags=["ops"],
        response_class=Response,
        responses={200: {"description": "Prometheus text exposition format", "content": {CONTENT_TYPE_LATEST.split(";")[0]: {"schema": {"type": "string"}}}}},
    )
    async def prometheus(_: Principal = Depends(ops)) -> Response:
        """Prometheus metrics (requests, decisions, degraded paths, stage latencies, index state)."""
        return Response(generate_latest(metrics.registry), media_type=CONTENT_TYPE_LATEST)

    def openapi() -> dict[str, Any]:
        if app.openapi_schema is None:
            from fastapi.openapi.utils import get_openapi

            schema = get_openapi(title=app.title, version=app.version, description=app.description, routes=app.routes)
            app.openapi_schema = handlers.document_errors(schema, request_id_pattern=REQUEST_ID_PATTERN)
        return app.openapi_schema

    app.openapi = openapi  # type: ignore[method-assign]
    return app

