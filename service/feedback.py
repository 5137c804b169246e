"""Agent feedback on answers: ``POST /v1/feedback`` (and the MCP ``report_outcome`` tool).

The service remembers recent responses by ``request_id`` (bounded, in
process memory, for ``queue.remember_s``), so that feedback needs only the
id and a verdict: the queue item gets the question, context, candidates,
scores and decision the agent saw.

- ``wrong_result`` names an entry the response returned: the item is a bad case for reviewers.
- ``needed`` says in free text what the answer lacked: the item is a backfill request.
- ``helpful`` is counted, never queued.
"""

from __future__ import annotations

import datetime as dt
import threading
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass
from typing import Annotated, Any

from pydantic import BaseModel, ConfigDict, Field, StringConstraints, model_validator

from service.backfill import EnqueueRequest, EnqueueResult, Source, Verdict
from service.errors import ContractError, ContractViolation, NotFound

MAX_FEEDBACK_TEXT = 5_000


@dataclass(frozen=True)
class RememberedResponse:
    """What one retrieve response was, kept for feedback."""

    request_id: str
    at: dt.datetime
    query: str
    context: dict[str, Any]
    decision: dict[str, Any]
    candidates: list[dict[str, Any]]
    result_ids: tuple[str, ...]
    backfill_id: str | None
    requester: str | None


class ResponseMemory:
    """The last ``capacity`` responses, each for ``ttl_s`` seconds (thread-safe)."""

    def __init__(self, capacity: int, ttl_s: int, clock: Callable[[], dt.datetime] | None = None):
        self.capacity, self.ttl = capacity, dt.timedelta(seconds=ttl_s)
        self._clock = clock or (lambda: dt.datetime.now(dt.UTC))
        self._items: OrderedDict[str, RememberedResponse] = OrderedDict()
        self._lock = threading.Lock()

    def put(self, r: RememberedResponse) -> None:
        if self.capacity == 0:
            return
        with self._lock:
            self._items[r.request_id] = r
            self._items.move_to_end(r.request_id)
            while len(self._items) > self.capacity:
                self._items.popitem(last=False)

    def get(self, request_id: str) -> RememberedResponse | None:
        with self._lock:
            r = self._items.get(request_id)
        if r is None or self._clock() - r.at > self.ttl:
            return None
        return r

    def __len__(self) -> int:
        with self._lock:
            return len(self._items)


class FeedbackBody(BaseModel):
    """An agent's verdict on one response."""

    model_config = ConfigDict(extra="forbid")

    request_id: Annotated[str, StringConstraints(strip_whitespace=True, min_length=1, max_length=200)] = Field(
        description="the request_id of the retrieve response this is about"
    )
    verdict: Verdict
    entry_id: str | None = Field(None, max_length=200, description="wrong_result: the returned entry that was wrong")
    text: str | None = Field(None, max_length=MAX_FEEDBACK_TEXT, description="needed: what the answer lacked")

    @model_validator(mode="after")
    def _fields_for_verdict(self) -> FeedbackBody:
        if self.verdict is Verdict.WRONG_RESULT and not (self.entry_id and self.entry_id.strip()):
            raise ValueError("entry_id is required for wrong_result: name the entry that was wrong")
        if self.verdict is Verdict.NEEDED and not (self.text and self.text.strip()):
            raise ValueError("text is required for needed: say what the answer lacked")
        return self


def _violation(field: str, rule: str) -> ContractError:
    return ContractError([ContractViolation("request", None, field, rule)])


def feedback_request(memory: ResponseMemory, body: FeedbackBody, requester: str | None) -> EnqueueRequest | None:
    """The queue occurrence a piece of feedback becomes (None for ``helpful``).

    Raises:
        NotFound: the request_id is unknown or too old to remember.
        ContractError: ``wrong_result`` names an entry the response did not return.
    """
    seen = memory.get(body.request_id)
    if seen is None:
        raise NotFound("response", f"{body.request_id} (responses are remembered for {int(memory.ttl.total_seconds())} s)")
    if body.verdict is Verdict.HELPFUL:
        return None
    entry_id = body.entry_id.strip() if body.entry_id else None
    if body.verdict is Verdict.WRONG_RESULT and entry_id not in seen.result_ids:
        raise _violation(
            "entry_id", f"{entry_id!r} was not among the results of {body.request_id} ({', '.join(seen.result_ids) or 'none'})"
        )
    return EnqueueRequest(
        query=seen.query,
        context=seen.context,
        candidates=seen.candidates,
        decision=seen.decision,
        reason=body.verdict.value,
        source=Source.FEEDBACK,
        request_id=body.request_id,
        requester=requester,
        verdict=body.verdict,
        entry_id=entry_id if body.verdict is Verdict.WRONG_RESULT else None,
        text=body.text.strip() if body.text else None,
    )


def feedback_reply(body: FeedbackBody, result: EnqueueResult | None) -> dict[str, Any]:
    return {
        "request_id": body.request_id,
        "verdict": body.verdict.value,
        "backfill_id": result.item_id if result else None,
        "outcome": result.outcome.value if result else "recorded",
    }
