"""The MCP server: mxr's answers as tools for the coding agents that call it.

Built on the official ``mcp`` Python SDK (``mcp.server.MCPServer``). The
tools run the same pipeline, settings and store as the HTTP API, through an
``AgentBackend``:

* ``mxr mcp`` serves them on stdio for editor agents (service/cli.py builds a
  backend over its own runtime);
* ``mxr serve`` mounts Streamable HTTP at ``/mcp`` (service/api/app.py builds a
  backend over the app's pipeline, behind the same auth as ``/v1/retrieve``).

Tools: ``find_migration_experience`` (retrieve, with follow-up resolution and
a packed context block), ``get_experience`` and, where the service has the
feedback path, ``report_outcome``. Each has typed input and output schemas
and a description written for the model. Bad arguments come back as tool
errors (``isError``) that name the field and the rule.
"""

from __future__ import annotations

from typing import Annotated, Any, Protocol

import anyio.to_thread
import structlog
from mcp.server import MCPServer
from mcp.server.mcpserver import Context
from mcp.server.mcpserver.exceptions import ToolError
from mcp_types import CallToolResult, TextContent, ToolAnnotations
from pydantic import BaseModel, Field, ValidationError

from service.contracts import (
    MAX_BUDGET_TOKENS,
    MAX_TOP_K,
    MIN_BUDGET_TOKENS,
    AssetType,
    DecisionKind,
    Followup,
    HistoryTurn,
    PackingInfo,
    QueryContext,
    RetrieveRequest,
    RetrieveResponse,
    Role,
    Status,
    violations_from,
)
from service.errors import ContractError, MxrError, NotFound

log = structlog.get_logger("mxr.mcp")

SERVER_NAME = "mxr"
# A packed answer for a tool call when the agent names no budget: about a
# screen of Markdown, a few percent of a coding agent's context window.
DEFAULT_TOOL_BUDGET = 1500

INSTRUCTIONS = """mxr holds this team's recorded Vue→React migration experience, per project, branch and library versions.
Before migrating a Vue asset (component, store, directive, mixin, filter, router guard, plugin, style, build, i18n),
call find_migration_experience; act on the answer as its decision and roles allow; afterwards call report_outcome."""

FIND_DESCRIPTION = """Look up the team's recorded experience for migrating a Vue asset to React, valid for THIS project, branch and library versions.

Call it before you migrate an asset, and again for a follow-up question; pass your earlier questions (and the assets they were about) as `history`, so that "that table", "the same store", "上面那个表格", "同一个组件" are resolved.

What the answer allows you to do:
- decision `inject`: the result with role `default_plan` is the team's verified way: apply it as your plan, unless one of its counter-conditions holds here.
- role `reference`: read it and verify it against the code before using any of it; never apply it blindly.
- role `checklist`: an unreviewed candidate: use only its check items, to check your own work; never follow it as a plan.
- decision `reference`: there is no default plan; only references and checklist items.
- decision `abstain`: the team has no applicable experience: work from the code and project memory, and do not invent a team convention; the question was queued for reviewers (`backfill_id`). If `followup.status` is `unresolved`, your question pointed to an earlier turn mxr could not identify: ask again naming the asset.

`context` is the answer as Markdown packed into `budget_tokens` (default 1500; counted with cl100k_base): put it in your working context. Keep `request_id` for report_outcome."""

GET_DESCRIPTION = """Read one recorded migration experience in full: body, conditions (when it applies), counter-conditions (when it must not be applied), source, scope and status. Use it when find_migration_experience's context cut an entry you need (`[…]`); pass the result's `id`."""

REPORT_DESCRIPTION = """Tell mxr how an answer of find_migration_experience worked out, by its `request_id`:
- `helpful`: it was right and you used it;
- `wrong_result`: the result `entry_id` was wrong or did not apply here (a reviewer will look at it);
- `needed`: the answer lacked something: say what in `note` (reviewers write the missing experience).
Call it once per answer you acted on; it never changes the answer you already got."""


# --------------------------------------------------------------------------
# Output schemas
# --------------------------------------------------------------------------


class ToolResultItem(BaseModel):
    """One result, without its text (the text is in ``context``)."""

    id: str
    chunk: int
    title: str
    role: Role = Field(description="default_plan: apply it; reference: read and verify; checklist: use only its checks")
    status: Status
    probability: float | None = Field(None, description="calibrated probability that it is reusable here")
    conditions: str | None = Field(None, description="when it applies")
    counter_conditions: str | None = Field(None, description="when it must not be applied")
    source: str | None = None


class FindOutput(BaseModel):
    request_id: str = Field(description="pass it to report_outcome")
    decision: DecisionKind
    results: list[ToolResultItem]
    backfill_id: str | None = Field(None, description="on abstain: the reviewers' queue item this question became")
    context: str = Field(description="the answer as Markdown within budget_tokens, ready for your context")
    packing: PackingInfo
    followup: Followup | None = Field(None, description="how a question that referred to earlier turns was completed")


class ExperienceOutput(BaseModel):
    id: str
    title: str
    body: str
    project: str
    branches: list[str]
    applies_to: dict[str, str]
    asset_type: AssetType
    assets: list[str]
    status: Status
    conditions: str | None = None
    counter_conditions: str | None = None
    source: str | None = None
    updated_at: str | None = None


class OutcomeOutput(BaseModel):
    request_id: str
    verdict: str
    backfill_id: str | None = Field(None, description="the reviewers' queue item the report became, if any")
    outcome: str


# --------------------------------------------------------------------------
# What the tools need from the service
# --------------------------------------------------------------------------


class AgentBackend(Protocol):
    """The running service as the tools see it (blocking calls; the tools run them in a worker thread)."""

    def answer(self, request: RetrieveRequest, requester: str | None) -> RetrieveResponse:
        """Answer as ``POST /v1/retrieve`` does (same pipeline, same side effects)."""
        ...

    def experience(self, entry_id: str) -> dict[str, Any] | None:
        """The stored entry (formats.md §1) or None."""
        ...


class FeedbackBackend(AgentBackend, Protocol):
    def report_outcome(
        self, request_id: str, verdict: str, entry_id: str | None, note: str | None, requester: str | None
    ) -> dict[str, Any]:
        """Send an agent's verdict to the backfill workflow's feedback path (``POST /v1/feedback``)."""
        ...


def _tool_error(exc: Exception) -> ToolError:
    """A tool error whose text names each field and rule (as the HTTP 422 body does)."""
    if isinstance(exc, ValidationError):
        parts = [f"{v.field}: {v.rule}" for v in violations_from(exc, "arguments", None)]
        return ToolError("invalid arguments: " + "; ".join(parts))
    if isinstance(exc, ContractError):
        return ToolError("invalid arguments: " + "; ".join(f"{v.field}: {v.rule}" for v in exc.violations))
    return ToolError(str(exc).splitlines()[0])


def _requester(ctx: Context | None) -> str | None:
    """The caller's name, when the HTTP auth gate put a principal on the request."""
    try:
        request = ctx.request_context.request if ctx is not None else None
    except ValueError:
        return None
    state = getattr(request, "scope", {}).get("state", {}) if request is not None else {}
    who = state.get("principal") if isinstance(state, dict) else None
    return getattr(who, "actor", None)


def _text(out: FindOutput) -> str:
    tail = [f"request_id: {out.request_id} (for report_outcome)"]
    if out.backfill_id:
        tail.append(f"backfill_id: {out.backfill_id}")
    return out.context + "\n" + "\n".join(tail) + "\n"


def build_mcp_server(backend: AgentBackend) -> MCPServer:
    """The MCP server over ``backend``; ``report_outcome`` only where it has the feedback path."""
    # log_level: the SDK calls logging.basicConfig (a no-op once mxr configured logging); keep its own chatter down.
    mcp = MCPServer(
        SERVER_NAME, title="mxr migration experience", instructions=INSTRUCTIONS, version="0.1.0", log_level="WARNING"
    )
    read_only = ToolAnnotations(read_only_hint=True, open_world_hint=False)

    @mcp.tool(
        name="find_migration_experience",
        title="Find migration experience",
        description=FIND_DESCRIPTION,
        annotations=ToolAnnotations(read_only_hint=False, idempotent_hint=True, open_world_hint=False),
    )
    async def find_migration_experience(
        query: Annotated[str, Field(description="your question, e.g. 'LegacyTable 的 reload 方法怎么处理'", min_length=1, max_length=2000)],
        project: Annotated[str, Field(description="the project being migrated, e.g. crm-web", min_length=1)],
        branch: Annotated[str, Field(description="the git branch being migrated, e.g. feat/orders-react", min_length=1)],
        stack: Annotated[
            dict[str, str],
            Field(description="package → exact installed version from package.json/lockfile, e.g. {\"vue\": \"2.7.14\", \"react\": \"18.2.0\", \"element-ui\": \"2.15.14\"}"),
        ],
        asset: Annotated[str | None, Field(description="the Vue asset you are migrating, by its exact name (LegacyTable, v-permission, useOrderStore)")] = None,
        asset_type: Annotated[AssetType | None, Field(description="the asset's kind")] = None,
        budget_tokens: Annotated[
            int | None,
            Field(description=f"the most tokens the context block may take (default {DEFAULT_TOOL_BUDGET})", ge=MIN_BUDGET_TOKENS, le=MAX_BUDGET_TOKENS),
        ] = None,
        history: Annotated[
            list[HistoryTurn] | None,
            Field(description="your earlier questions in this task, oldest first, each with the asset it was about", max_length=20),
        ] = None,
        top_k: Annotated[int, Field(description="at most this many results", ge=1, le=MAX_TOP_K)] = 5,
        ctx: Context | None = None,
    ) -> Annotated[CallToolResult, FindOutput]:
        try:
            request = RetrieveRequest(
                query=query,
                context=QueryContext(project=project, branch=branch, stack=stack, asset=asset, asset_type=asset_type),
                top_k=top_k,
                budget_tokens=budget_tokens or DEFAULT_TOOL_BUDGET,
                history=history or [],
            )
        except (ValidationError, ContractError) as exc:
            raise _tool_error(exc) from None
        try:
            resp = await anyio.to_thread.run_sync(backend.answer, request, _requester(ctx))
        except MxrError as exc:
            raise _tool_error(exc) from None
        assert resp.context is not None and resp.packing is not None
        out = FindOutput(
            request_id=resp.request_id,
            decision=resp.decision,
            results=[ToolResultItem(**r.model_dump(include=set(ToolResultItem.model_fields))) for r in resp.results],
            backfill_id=resp.backfill_id,
            context=resp.context,
            packing=resp.packing,
            followup=resp.followup,
        )
        log.info("mcp.find", decision=out.decision.value, results=len(out.results), request_id=out.request_id)
        return CallToolResult(content=[TextContent(type="text", text=_text(out))], structured_content=out.model_dump(mode="json"))

    @mcp.tool(name="get_experience", title="Get one experience", description=GET_DESCRIPTION, annotations=read_only)
    async def get_experience(
        id: Annotated[str, Field(description="an experience id from find_migration_experience, e.g. exp-crm-0002", min_length=1, max_length=200)],  # noqa: A002 - the tool's public argument name
    ) -> ExperienceOutput:
        try:
            stored = await anyio.to_thread.run_sync(backend.experience, id)
        except MxrError as exc:
            raise _tool_error(exc) from None
        if stored is None:
            raise _tool_error(NotFound("experience", id))
        return ExperienceOutput.model_validate(stored)

    if hasattr(backend, "report_outcome"):
        feedback: FeedbackBackend = backend  # type: ignore[assignment]

        @mcp.tool(name="report_outcome", title="Report how an answer worked out", description=REPORT_DESCRIPTION)
        async def report_outcome(
            request_id: Annotated[str, Field(description="the request_id of the find_migration_experience answer", min_length=1, max_length=200)],
            verdict: Annotated[str, Field(description="helpful | wrong_result | needed", pattern="^(helpful|wrong_result|needed)$")],
            entry_id: Annotated[str | None, Field(description="wrong_result: the id of the result that was wrong", max_length=200)] = None,
            note: Annotated[str | None, Field(description="needed: what the answer lacked; otherwise optional detail", max_length=5000)] = None,
            ctx: Context | None = None,
        ) -> OutcomeOutput:
            try:
                reply = await anyio.to_thread.run_sync(
                    feedback.report_outcome, request_id, verdict, entry_id, note, _requester(ctx)
                )
            except (ValidationError, MxrError) as exc:
                raise _tool_error(exc) from None
            return OutcomeOutput.model_validate(reply)

    return mcp


# --------------------------------------------------------------------------
# Streamable HTTP, for `mxr serve`
# --------------------------------------------------------------------------

MCP_PATH = "/mcp"


class _AsgiEndpoint:
    """An ASGI callable as a route endpoint (Starlette wraps plain functions as request handlers)."""

    def __init__(self, app: Any):
        self.app = app

    async def __call__(self, scope: Any, receive: Any, send: Any) -> None:
        await self.app(scope, receive, send)


def streamable_http_endpoint(mcp: MCPServer, host: str) -> Any:
    """The ASGI endpoint serving ``mcp`` over Streamable HTTP at ``MCP_PATH``.

    Stateless with JSON responses: every POST carries one JSON-RPC message and
    gets its reply in the body, so the endpoint keeps no session state and any
    worker can serve any call. The caller must run ``mcp.session_manager.run()``
    for the app's lifetime. On a loopback ``host`` the SDK's DNS-rebinding
    protection admits only localhost Host/Origin headers.
    """
    app = mcp.streamable_http_app(streamable_http_path=MCP_PATH, stateless_http=True, json_response=True, host=host)
    route = next(r for r in app.routes if getattr(r, "path", None) == MCP_PATH)
    return route.endpoint


def asgi_endpoint(app: Any) -> _AsgiEndpoint:
    return _AsgiEndpoint(app)
