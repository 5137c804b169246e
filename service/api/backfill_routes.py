"""HTTP routes of the reviewers' workflow: feedback, the backfill queue, the eval-set export.

Roles: ``POST /v1/feedback`` needs an ``agent`` key; everything under
``/v1/backfill`` a ``reviewer`` key (``admin`` may do both). Defaults are the
CLI's: state ``open``, 50 items, most-asked first.
"""

from __future__ import annotations

import asyncio
import datetime as dt
import enum
import json
from collections.abc import Callable
from typing import Any

from fastapi import APIRouter, Depends, Query, Request, Response
from pydantic import BaseModel, ConfigDict, Field

from service.api.auth import AuthGate
from service.api.handlers import error_responses
from service.api.metrics import Metrics
from service.auth import Principal, Role
from service.backfill import (
    DEFAULT_LEASE_S,
    DEFAULT_LIST_LIMIT,
    MAX_LEASE_S,
    MAX_LIST_LIMIT,
    MAX_NOTE_CHARS,
    ItemFilter,
    ItemState,
    Source,
    TriageLabel,
    state_filter,
)
from service.errors import ContractError, ContractViolation, NotFound
from service.feedback import FeedbackBody, ResponseMemory, feedback_reply, feedback_request
from service.review import ReviewDesk, TriageBody, draft_prefill, eval_lines


class StateParam(str, enum.Enum):
    OPEN = "open"
    CLAIMED = "claimed"
    TRIAGED = "triaged"
    RESOLVED = "resolved"
    ALL = "all"


class ClaimBody(BaseModel):
    model_config = ConfigDict(extra="forbid")
    lease_s: int | None = Field(None, ge=10, le=MAX_LEASE_S, description="lease length; default queue.lease_s")


class ClaimNextBody(ClaimBody):
    project: str | None = Field(None, max_length=200)
    asset_type: str | None = Field(None, max_length=32)


class ResolveBody(BaseModel):
    model_config = ConfigDict(extra="forbid")
    note: str | None = Field(None, max_length=MAX_NOTE_CHARS, description="kept with the item; never cleared")


def parse_since(value: str | None) -> dt.datetime | None:
    """An ISO date or datetime (UTC if no zone) for ``--since`` / ``?since=``.

    Raises:
        ContractError: naming ``since``.
    """
    if value is None or not value.strip():
        return None
    text = value.strip()
    try:
        if len(text) == 10:
            d = dt.date.fromisoformat(text)
            return dt.datetime(d.year, d.month, d.day, tzinfo=dt.UTC)
        t = dt.datetime.fromisoformat(text.replace("Z", "+00:00"))
    except ValueError:
        raise ContractError(
            [ContractViolation("request", None, "since", f"{value!r} is not an ISO date (YYYY-MM-DD) or datetime")]
        ) from None
    return t.replace(tzinfo=dt.UTC) if t.tzinfo is None else t.astimezone(dt.UTC)


def build_router(
    state: dict[str, Any],
    metrics: Metrics,
    gate: AuthGate,
    memory: ResponseMemory,
    desk: Callable[[], ReviewDesk],
) -> APIRouter:
    """The feedback and backfill routes over the app's runtime (``state["runtime"]``)."""
    router = APIRouter()
    reviewer = gate.require(Role.REVIEWER, what="work the backfill queue")
    agent = gate.require(Role.AGENT, what="send feedback")

    def queue():  # noqa: ANN202 - the runtime's BackfillQueue
        return state["runtime"].backfill

    def lease(body: ClaimBody | None) -> int:
        return body.lease_s if body and body.lease_s else state["runtime"].settings.queue.lease_s

    @router.post("/v1/feedback", tags=["feedback"], responses=error_responses(404, 422))
    async def post_feedback(body: FeedbackBody, who: Principal = Depends(agent)) -> dict[str, Any]:
        """An agent's verdict on one response: `wrong_result` (with `entry_id`), `needed` (with `text`) or `helpful`.

        `wrong_result` and `needed` become a backfill occurrence carrying the
        response's query, context, candidates, scores and decision; `helpful` is counted.
        """
        req = feedback_request(memory, body, who.actor)
        metrics.feedback.labels(body.verdict.value).inc()
        result = None
        if req is not None:
            cap = state["runtime"].settings.queue.new_items_per_minute
            result = await asyncio.to_thread(queue().enqueue, req, new_items_per_minute=cap)
            metrics.backfill.labels(Source.FEEDBACK.value, result.outcome.value).inc()
        return feedback_reply(body, result)

    @router.get("/v1/backfill", tags=["backfill"], responses=error_responses(422))
    async def list_backfill(
        response: Response,
        item_state: StateParam = Query(StateParam.OPEN, alias="state", description="a state, or `all`"),
        project: str | None = Query(None, max_length=200),
        asset_type: str | None = Query(None, max_length=32),
        label: TriageLabel | None = Query(None),
        source: Source | None = Query(None),
        limit: int = Query(DEFAULT_LIST_LIMIT, ge=1, le=MAX_LIST_LIMIT),
        offset: int = Query(0, ge=0),
        _: Principal = Depends(reviewer),
    ) -> list[dict[str, Any]]:
        """Backfill items, most-asked first (hits, then most recently seen); `X-Total-Count` has the total."""
        filt = ItemFilter(state=state_filter(item_state.value), project=project, asset_type=asset_type, label=label, source=source)
        items, total = await asyncio.to_thread(lambda: (queue().list(filt, limit, offset), queue().count(filt)))
        response.headers["x-total-count"] = str(total)
        return [i.to_json() for i in items]

    @router.get("/v1/backfill/stats", tags=["backfill"], responses=error_responses(422))
    async def backfill_stats(_: Principal = Depends(reviewer)) -> dict[str, Any]:
        """Counts by state, project, asset type and label; the oldest open item's age."""
        stats = await asyncio.to_thread(queue().stats)
        return stats.to_json(queue().now())

    @router.get(
        "/v1/backfill/export",
        tags=["backfill"],
        response_class=Response,
        responses={
            200: {"description": "formats.md §3 eval lines", "content": {"application/x-ndjson": {"schema": {"type": "string"}}}},
            **error_responses(422),
        },
    )
    async def export_backfill(
        since: str | None = Query(None, description="only items triaged on or after this ISO date"),
        _: Principal = Depends(reviewer),
    ) -> Response:
        """Every triaged item as a formats.md §3 eval line (JSON Lines), as `mxr queue export` writes them."""
        when = parse_since(since)
        lines, skipped = await asyncio.to_thread(eval_lines, queue(), state["runtime"].store, when)
        text = "".join(json.dumps(line, ensure_ascii=False) + "\n" for line in lines)
        return Response(text, media_type="application/x-ndjson", headers={"x-skipped": str(len(skipped))})

    @router.post("/v1/backfill/claim-next", tags=["backfill"], responses=error_responses(404, 422))
    async def claim_next(body: ClaimNextBody | None = None, who: Principal = Depends(reviewer)) -> dict[str, Any]:
        """Claim the oldest open (or lease-expired) item; 404 when the queue is empty."""
        filt = ItemFilter(state=None, project=body.project if body else None, asset_type=body.asset_type if body else None)
        item = await asyncio.to_thread(queue().claim_next, who.actor, lease(body), filt)
        if item is None:
            raise NotFound("claimable backfill item", "(queue empty)")
        metrics.queue_actions.labels("claim").inc()
        return item.to_json()

    @router.get("/v1/backfill/{item_id}", tags=["backfill"], responses=error_responses(404, 422))
    async def get_backfill(item_id: str, _: Principal = Depends(reviewer)) -> dict[str, Any]:
        """One item with every occurrence."""
        item = await asyncio.to_thread(queue().get, item_id, True)
        if item is None:
            raise NotFound("backfill item", item_id)
        return item.to_json(with_occurrences=True)

    @router.get("/v1/backfill/{item_id}/draft", tags=["backfill"], responses=error_responses(404, 422))
    async def draft_backfill(item_id: str, _: Principal = Depends(reviewer)) -> dict[str, Any]:
        """A draft entry prefilled from the question and its context (a starting point for knowledge_missing)."""
        item = await asyncio.to_thread(queue().get, item_id)
        if item is None:
            raise NotFound("backfill item", item_id)
        return draft_prefill(item)

    @router.post("/v1/backfill/{item_id}/claim", tags=["backfill"], responses=error_responses(404, 409, 422))
    async def claim_backfill(item_id: str, body: ClaimBody | None = None, who: Principal = Depends(reviewer)) -> dict[str, Any]:
        """Claim an open item for `lease_s` seconds (renews one's own claim); 409 names the current state."""
        item = await asyncio.to_thread(queue().claim, item_id, who.actor, lease(body))
        metrics.queue_actions.labels("claim").inc()
        return item.to_json()

    @router.post("/v1/backfill/{item_id}/release", tags=["backfill"], responses=error_responses(404, 409, 422))
    async def release_backfill(item_id: str, who: Principal = Depends(reviewer)) -> dict[str, Any]:
        """Give one's own claim back; the item is open again."""
        item = await asyncio.to_thread(queue().release, item_id, who.actor)
        metrics.queue_actions.labels("release").inc()
        return item.to_json()

    @router.post("/v1/backfill/{item_id}/triage", tags=["backfill"], responses=error_responses(404, 409, 422))
    async def triage_backfill(item_id: str, body: TriageBody, who: Principal = Depends(reviewer)) -> dict[str, Any]:
        """Triage a claimed item and carry out its action in one transaction with the store of record.

        `knowledge_missing` needs `entry` (a draft, validated as `POST /v1/experiences`,
        saved as `candidate`); `retrieval_miss` needs `entry_id` (and `grade`);
        `not_applicable` needs `entry_id` and `counter_condition`.
        """
        item = await asyncio.to_thread(desk().triage, item_id, who.actor, body)
        metrics.queue_actions.labels(f"triage_{body.label.value}").inc()
        return item.to_json()

    @router.post("/v1/backfill/{item_id}/resolve", tags=["backfill"], responses=error_responses(404, 409, 422))
    async def resolve_backfill(item_id: str, body: ResolveBody | None = None, who: Principal = Depends(reviewer)) -> dict[str, Any]:
        """Close a triaged item; resolving twice is a 409."""
        item = await asyncio.to_thread(queue().resolve, item_id, who.actor, body.note if body else None)
        metrics.queue_actions.labels("resolve").inc()
        return item.to_json()

    return router
