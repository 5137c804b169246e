"""A typed Python client for the mxr HTTP API, on httpx.

```python
from mxr.client import MxrClient

with MxrClient("http://127.0.0.1:8000") as mxr:
    answer = mxr.retrieve(
        "LegacyTable 的 reload 方法怎么处理",
        project="crm-web", branch="feat/orders-react",
        stack={"vue": "2.7.14", "react": "18.2.0", "element-ui": "2.15.14"},
        asset="LegacyTable", budget_tokens=800,
    )
    if answer.decision == "inject":
        print(answer.context)
```

Requests and responses are the service's own pydantic models
(``service.contracts``: the same classes that generate its OpenAPI document),
so a request that breaks the contract fails before it is sent, and a
response is validated when it arrives. Every error response (its body is
``{"error", "message", "detail", "request_id"}``) raises an ``MxrApiError``
subclass chosen by its stable ``error`` code (``InvalidRequest`` for
``invalid_request``, ``NotFoundError`` for ``not_found`` …); ``detail`` keeps
each field and rule. ``OPERATIONS`` names the HTTP operation behind each
method; the contract tests check them against the live OpenAPI document.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any, Literal
from urllib.parse import quote

import httpx
from pydantic import BaseModel, ConfigDict, Field

from service.contracts import (
    AssetType,
    ExperienceEntry,
    HistoryTurn,
    QueryContext,
    RetrieveRequest,
    RetrieveResponse,
)

__all__ = [
    "OPERATIONS",
    "BackendUnavailableError",
    "BackfillItem",
    "ConflictError",
    "ErrorDetail",
    "ForbiddenError",
    "InvalidRequest",
    "MxrApiError",
    "MxrClient",
    "NotFoundError",
    "PayloadTooLarge",
    "StoredExperience",
    "UnauthorizedError",
    "UnsupportedMediaType",
    "UpsertReport",
]

DEFAULT_TIMEOUT_S = 30.0  # a cold cross-encoder on CPU can take seconds; engines answer in milliseconds

# Client method → (HTTP method, OpenAPI path template).
OPERATIONS: dict[str, tuple[str, str]] = {
    "retrieve": ("POST", "/v1/retrieve"),
    "upsert_experiences": ("POST", "/v1/experiences"),
    "put_experience": ("PUT", "/v1/experiences/{entry_id}"),
    "experience": ("GET", "/v1/experiences/{entry_id}"),
    "delete_experience": ("DELETE", "/v1/experiences/{entry_id}"),
    "feedback": ("POST", "/v1/feedback"),
    "backfill": ("GET", "/v1/backfill"),
    "backfill_item": ("GET", "/v1/backfill/{item_id}"),
    "claim_backfill": ("POST", "/v1/backfill/{item_id}/claim"),
    "triage_backfill": ("POST", "/v1/backfill/{item_id}/triage"),
    "resolve_backfill": ("POST", "/v1/backfill/{item_id}/resolve"),
    "health": ("GET", "/healthz"),
    "ready": ("GET", "/readyz"),
}


# --------------------------------------------------------------------------
# Responses the contracts module does not already define
# --------------------------------------------------------------------------


class UpsertReport(BaseModel):
    added: int
    updated: int
    unchanged: int
    chunks: int


class StoredExperience(ExperienceEntry):
    """An entry as ``GET /v1/experiences/{id}`` returns it: formats.md §1 plus its chunk count."""

    model_config = ConfigDict(extra="allow", frozen=True, populate_by_name=True)

    chunks: int = Field(alias="_chunks")
    indexed: bool = Field(alias="_indexed")


class BackfillItem(BaseModel):
    """One item of the reviewers' backfill queue."""

    model_config = ConfigDict(extra="allow", frozen=True)

    id: str
    state: str
    query: str
    context: dict[str, Any]
    candidates: list[dict[str, Any]] = Field(default_factory=list)
    reason: str | None = None
    hits: int = 1
    claimed_by: str | None = None
    label: str | None = Field(None, description="the triage label, once triaged")
    entry_id: str | None = Field(None, description="the draft or linked entry of the triage")
    note: str | None = None
    resolve_note: str | None = None
    created_at: str | None = None
    last_seen_at: str | None = None


# --------------------------------------------------------------------------
# Errors
# --------------------------------------------------------------------------


class ErrorDetail(BaseModel):
    model_config = ConfigDict(extra="allow", frozen=True)

    field: str
    rule: str
    line: int | None = None


class MxrApiError(Exception):
    """An error response from mxr (any 4xx/5xx), or a body that is not the error contract's.

    Attributes:
        status: the HTTP status.
        error: the stable code (``invalid_request``, ``not_found`` …).
        message: the server's one-line message.
        detail: each field and the rule it broke.
        request_id: the request's id (find it in the server log).
    """

    def __init__(self, status: int, error: str, message: str, detail: Sequence[ErrorDetail] = (), request_id: str | None = None):
        self.status, self.error, self.message = status, error, message
        self.detail = list(detail)
        self.request_id = request_id
        fields = "; ".join(f"{d.field}: {d.rule}" for d in self.detail[:5])
        super().__init__(f"{status} {error}: {message}" + (f" ({fields})" if fields and fields not in message else ""))


class InvalidRequest(MxrApiError):
    """422: the input breaks the data contract."""


class NotFoundError(MxrApiError):
    """404: no such entry, item or route."""


class ConflictError(MxrApiError):
    """409: the object is in another state."""


class UnauthorizedError(MxrApiError):
    """401: a missing or invalid API key."""


class ForbiddenError(MxrApiError):
    """403: the key's role may not do this."""


class PayloadTooLarge(MxrApiError):
    """413: the body exceeds the route's byte limit."""


class UnsupportedMediaType(MxrApiError):
    """415: the body is not JSON."""


class BackendUnavailableError(MxrApiError):
    """503: an engine, the calibration or the data dir is unavailable; retry later."""


# Stable error code → exception class (the codes of the service's error contract).
ERROR_CLASSES: dict[str, type[MxrApiError]] = {
    "invalid_request": InvalidRequest,
    "not_found": NotFoundError,
    "conflict": ConflictError,
    "unauthorized": UnauthorizedError,
    "forbidden": ForbiddenError,
    "payload_too_large": PayloadTooLarge,
    "unsupported_media_type": UnsupportedMediaType,
    "backend_unavailable": BackendUnavailableError,
    "data_dir_locked": BackendUnavailableError,
    "calibration_mismatch": BackendUnavailableError,
    "calibration_invalid": BackendUnavailableError,
}
# By status, for a code this client does not know yet.
_BY_STATUS: dict[int, type[MxrApiError]] = {
    401: UnauthorizedError,
    403: ForbiddenError,
    404: NotFoundError,
    409: ConflictError,
    413: PayloadTooLarge,
    415: UnsupportedMediaType,
    422: InvalidRequest,
    503: BackendUnavailableError,
}


def error_from(response: httpx.Response) -> MxrApiError:
    """The exception for an error response."""
    try:
        body = response.json()
    except ValueError:
        body = None
    if not isinstance(body, dict) or "error" not in body:
        text = response.text[:200].strip() or response.reason_phrase
        return _BY_STATUS.get(response.status_code, MxrApiError)(response.status_code, "unexpected_response", text)
    code = str(body.get("error"))
    cls = ERROR_CLASSES.get(code) or _BY_STATUS.get(response.status_code, MxrApiError)
    detail = [ErrorDetail.model_validate(d) for d in body.get("detail") or [] if isinstance(d, dict)]
    return cls(response.status_code, code, str(body.get("message", "")), detail, body.get("request_id"))


# --------------------------------------------------------------------------
# The client
# --------------------------------------------------------------------------


class MxrClient:
    """A synchronous client of one mxr server (thread-safe as httpx.Client is).

    Args:
        base_url: e.g. ``http://127.0.0.1:8000``.
        api_key: sent as ``Authorization: Bearer <key>`` when the server has keys.
        timeout: seconds per request.
        transport: an httpx transport (tests: ``httpx.MockTransport`` or an ASGI transport).
    """

    def __init__(
        self,
        base_url: str,
        *,
        api_key: str | None = None,
        timeout: float = DEFAULT_TIMEOUT_S,
        transport: httpx.BaseTransport | None = None,
        headers: Mapping[str, str] | None = None,
    ):
        hdrs = {"accept": "application/json", **(headers or {})}
        if api_key:
            hdrs["authorization"] = f"Bearer {api_key}"
        self._http = httpx.Client(base_url=base_url.rstrip("/"), timeout=timeout, headers=hdrs, transport=transport)

    # ---- plumbing ------------------------------------------------------------
    def _call(
        self,
        op: str,
        *,
        path_params: Mapping[str, str] | None = None,
        json: Any = None,
        params: Mapping[str, Any] | None = None,
        request_id: str | None = None,
    ) -> Any:
        method, template = OPERATIONS[op]
        # Ids may contain / @ : # +: keep / (the routes take paths) and escape the rest.
        path = template.format(**{k: quote(v, safe="/@:") for k, v in (path_params or {}).items()})
        headers = {"x-request-id": request_id} if request_id else None
        response = self._http.request(method, path, json=json, params=params, headers=headers)
        if response.status_code >= 400:
            raise error_from(response)
        return response.json()

    def close(self) -> None:
        self._http.close()

    def __enter__(self) -> MxrClient:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # ---- retrieval -------------------------------------------------------------
    def retrieve(
        self,
        query: str | RetrieveRequest,
        *,
        project: str | None = None,
        branch: str | None = None,
        stack: Mapping[str, str] | None = None,
        asset: str | None = None,
        asset_type: AssetType | str | None = None,
        top_k: int = 5,
        explain: bool = False,
        budget_tokens: int | None = None,
        history: Iterable[HistoryTurn | Mapping[str, Any]] = (),
        request_id: str | None = None,
    ) -> RetrieveResponse:
        """``POST /v1/retrieve``: inject, reference or abstain (formats.md §2 → §4).

        Pass a ``RetrieveRequest``, or the question with ``project``, ``branch``
        and ``stack`` (and the optional fields) as keywords.

        Raises:
            pydantic.ValidationError: the request breaks the contract (nothing is sent).
            InvalidRequest: the server refused it (422).
            BackendUnavailableError: no engine could answer (503).
        """
        if isinstance(query, RetrieveRequest):
            request = query
        else:
            request = RetrieveRequest(
                query=query,
                context=QueryContext(
                    project=project or "", branch=branch or "", stack=dict(stack or {}), asset=asset, asset_type=asset_type
                ),
                top_k=top_k,
                explain=explain,
                budget_tokens=budget_tokens,
                history=[HistoryTurn.model_validate(h) if not isinstance(h, HistoryTurn) else h for h in history],
            )
        body = request.model_dump(mode="json", exclude_defaults=True)
        return RetrieveResponse.model_validate(self._call("retrieve", json=body, request_id=request_id))

    # ---- experiences -------------------------------------------------------------
    def experience(self, entry_id: str) -> StoredExperience:
        """``GET /v1/experiences/{id}``. Raises ``NotFoundError``."""
        return StoredExperience.model_validate(self._call("experience", path_params={"entry_id": entry_id}))

    def put_experience(self, entry: ExperienceEntry | Mapping[str, Any]) -> UpsertReport:
        """``PUT /v1/experiences/{id}``: insert or replace one entry."""
        e = entry if isinstance(entry, ExperienceEntry) else ExperienceEntry.model_validate(entry)
        return UpsertReport.model_validate(self._call("put_experience", path_params={"entry_id": e.id}, json=e.to_json()))

    def upsert_experiences(self, entries: Iterable[ExperienceEntry | Mapping[str, Any]]) -> UpsertReport:
        """``POST /v1/experiences``: insert or update many entries, all or nothing."""
        body = [(e if isinstance(e, ExperienceEntry) else ExperienceEntry.model_validate(e)).to_json() for e in entries]
        return UpsertReport.model_validate(self._call("upsert_experiences", json=body))

    def delete_experience(self, entry_id: str) -> None:
        """``DELETE /v1/experiences/{id}``. Raises ``NotFoundError``."""
        self._call("delete_experience", path_params={"entry_id": entry_id})

    # ---- the backfill queue ----------------------------------------------------------
    def feedback(self, request_id: str, verdict: Literal["helpful", "wrong_result", "needed"], *, entry_id: str | None = None, text: str | None = None) -> dict[str, Any]:
        """``POST /v1/feedback``: a verdict on one response (``wrong_result`` names ``entry_id``, ``needed`` has ``text``)."""
        body: dict[str, Any] = {"request_id": request_id, "verdict": verdict}
        if entry_id is not None:
            body["entry_id"] = entry_id
        if text is not None:
            body["text"] = text
        return self._call("feedback", json=body)

    def backfill(
        self, state: Literal["open", "claimed", "triaged", "resolved", "all"] = "open", limit: int = 50, offset: int = 0
    ) -> list[BackfillItem]:
        """``GET /v1/backfill``: items, most-asked first (the server's defaults: open, 50)."""
        params: dict[str, Any] = {"state": state, "limit": limit, "offset": offset}
        return [BackfillItem.model_validate(i) for i in self._call("backfill", params=params)]

    def backfill_item(self, item_id: str) -> BackfillItem:
        """``GET /v1/backfill/{id}`` (with every occurrence). Raises ``NotFoundError``."""
        return BackfillItem.model_validate(self._call("backfill_item", path_params={"item_id": item_id}))

    def claim_backfill(self, item_id: str, lease_s: int | None = None) -> BackfillItem:
        """``POST /v1/backfill/{id}/claim``. Raises ``ConflictError`` (409) when someone else holds it."""
        body = {"lease_s": lease_s} if lease_s is not None else None
        return BackfillItem.model_validate(self._call("claim_backfill", path_params={"item_id": item_id}, json=body))

    def triage_backfill(
        self,
        item_id: str,
        label: Literal["knowledge_missing", "retrieval_miss", "not_applicable", "invalid"],
        *,
        entry: Mapping[str, Any] | None = None,
        entry_id: str | None = None,
        grade: Literal["reusable", "reference_only"] = "reusable",
        counter_condition: str | None = None,
        note: str | None = None,
    ) -> BackfillItem:
        """``POST /v1/backfill/{id}/triage`` on an item you hold (see the README's *Reviewers* section)."""
        body: dict[str, Any] = {"label": label, "grade": grade}
        for k, v in (("entry", dict(entry) if entry is not None else None), ("entry_id", entry_id),
                     ("counter_condition", counter_condition), ("note", note)):
            if v is not None:
                body[k] = v
        return BackfillItem.model_validate(self._call("triage_backfill", path_params={"item_id": item_id}, json=body))

    def resolve_backfill(self, item_id: str, note: str | None = None) -> BackfillItem:
        """``POST /v1/backfill/{id}/resolve`` on a triaged item (409 when it is not triaged, or resolved already)."""
        body: dict[str, Any] = {} if note is None else {"note": note}
        return BackfillItem.model_validate(self._call("resolve_backfill", path_params={"item_id": item_id}, json=body))

    # ---- operations ----------------------------------------------------------------
    def health(self) -> dict[str, Any]:
        return self._call("health")

    def ready(self) -> dict[str, Any]:
        """``GET /readyz`` (raises ``BackendUnavailableError`` while not ready)."""
        response = self._http.get(OPERATIONS["ready"][1])
        if response.status_code == 503 and isinstance(response.json(), dict) and "ready" in response.json():
            raise BackendUnavailableError(503, "not_ready", str(response.json().get("reason") or "not ready"))
        if response.status_code >= 400:
            raise error_from(response)
        return response.json()
