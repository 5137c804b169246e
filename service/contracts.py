"""The public data contract (``docs/formats.md``) as pydantic models.

Everything that crosses a boundary — experience files, eval sets, HTTP
requests and responses — is validated here, so the rest of the code can trust
its inputs. Field names and meanings follow formats.md exactly; fields may be
added, never renamed.
"""

from __future__ import annotations

import datetime as _dt
import enum
import json
import re
import unicodedata
from collections.abc import Iterable
from pathlib import Path
from typing import Annotated, Any, Literal, TypeVar

from pydantic import (
    AfterValidator,
    BaseModel,
    ConfigDict,
    Field,
    StrictBool,
    StrictInt,
    StringConstraints,
    ValidationError,
    ValidationInfo,
    field_validator,
    model_validator,
)
from pydantic_core import PydanticCustomError

from service import npm_semver
from service.errors import ContractError, ContractViolation

# --------------------------------------------------------------------------
# Enumerations (formats.md §1, §3, §4)
# --------------------------------------------------------------------------


class Status(str, enum.Enum):
    """Entry status; decides eligibility and the role an entry may play."""

    VERIFIED = "verified"
    CANDIDATE = "candidate"
    REVIEW_REQUIRED = "review_required"
    DEPRECATED = "deprecated"


class AssetType(str, enum.Enum):
    """Kind of Vue asset an experience is about."""

    COMPONENT = "component"
    DIRECTIVE = "directive"
    MIXIN = "mixin"
    FILTER = "filter"
    STORE = "store"
    ROUTER = "router"
    PLUGIN = "plugin"
    STYLE = "style"
    BUILD = "build"
    I18N = "i18n"
    TEST = "test"
    OTHER = "other"


class Label(str, enum.Enum):
    """Graded relevance of an entry for one eval query."""

    REUSABLE = "reusable"
    REFERENCE_ONLY = "reference_only"
    NOT_APPLICABLE = "not_applicable"


class DecisionKind(str, enum.Enum):
    """What the service tells the agent to do with the results."""

    INJECT = "inject"
    REFERENCE = "reference"
    ABSTAIN = "abstain"


class Role(str, enum.Enum):
    """The role one result may play in the agent's context."""

    DEFAULT_PLAN = "default_plan"
    REFERENCE = "reference"
    CHECKLIST = "checklist"


# --------------------------------------------------------------------------
# Limits (documented in the README's API section)
# --------------------------------------------------------------------------

MAX_QUERY_CHARS = 2_000  # an agent's question, not a document
MAX_STACK_PACKAGES = 64  # a package.json's direct framework/library pins, generously
MAX_NAME_CHARS = 214  # npm's own limit on package-name length
MAX_VERSION_CHARS = 64
MAX_RANGE_CHARS = 256  # `>=2.6.0 <2.7.0 || ^3.0.0` and a few more alternatives
MAX_TOP_K = 20  # the rerank stage keeps at most 20; formats.md's default is 5
MAX_ID_CHARS = 200
MAX_TITLE_CHARS = 500
MAX_BODY_CHARS = 200_000  # ≈ 100 chunks of 500 tokens; longer belongs in several entries
MAX_BRANCH_GLOBS = 64
MAX_ASSETS = 200
# Packed context (issue #10): below 64 tokens not even one result's title,
# role, conditions, counter-conditions and source fit; 32k is a whole
# context window of most agents, far more than a retrieval answer needs.
MIN_BUDGET_TOKENS = 64
MAX_BUDGET_TOKENS = 32_000
# Follow-ups: the turns an agent may send back; older turns rarely hold the referent.
MAX_HISTORY_TURNS = 20
MAX_BRANCH_CHARS = 255  # git's practical ref-name length
MAX_NOTE_CHARS = 10_000  # conditions, counter_conditions: a paragraph or two, not a document
MAX_SOURCE_CHARS = 2_000  # a URL or a file path
MAX_DATE_CHARS = 64
# Unknown ("extra") entry fields are kept and served back, so they are bounded too:
MAX_EXTRA_FIELDS = 32
MAX_EXTRA_KEY_CHARS = 64
MAX_EXTRA_DEPTH = 8  # nesting levels of lists/objects inside one extra field
MAX_EXTRA_FIELD_BYTES = 16 * 1024  # one extra field, as compact UTF-8 JSON
# A whole entry as compact UTF-8 JSON: the body limit (200k characters, up to 3 bytes
# each in CJK) plus room for the other fields; an HTTP body holds many entries.
MAX_ENTRY_BYTES = 1024 * 1024

# JSON Schema patterns stated in the OpenAPI document (the validators below are the
# authority; these say the same thing to clients and to schemathesis).
ID_PATTERN = r"^[A-Za-z0-9](?:[A-Za-z0-9._\-/@#+]|:[A-Za-z0-9._\-/@#+])*:?$"
PACKAGE_PATTERN = r"^(@[A-Za-z0-9][A-Za-z0-9._~\-]*/)?[A-Za-z0-9][A-Za-z0-9._~\-]*$"
_NUM = r"(?:0|[1-9][0-9]*)"
_PRE_ID = r"(?:0|[1-9][0-9]*|[0-9]*[A-Za-z-][0-9A-Za-z-]*)"
VERSION_PATTERN = (
    rf"^[v=]?{_NUM}(?:\.{_NUM}(?:\.{_NUM}(?:-{_PRE_ID}(?:\.{_PRE_ID})*)?(?:\+[0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*)?)?)?$"
)
REQUEST_ID_PATTERN = r"^[A-Za-z0-9][A-Za-z0-9._:\-]{0,127}$"

# Entry ids are used in chunk ids `{id}::{n}` and as engine keys: keep them simple.
_ID_RE = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._\-/@:#+]*$")
# npm package names (scoped or not); dots, slashes and @ are legal (`lodash.debounce`),
# and legacy packages may have capitals (`JSONStream`).
_PACKAGE_RE = re.compile(r"^(@[A-Za-z0-9][A-Za-z0-9._~\-]*/)?[A-Za-z0-9][A-Za-z0-9._~\-]*$")

NonEmpty = Annotated[str, StringConstraints(strip_whitespace=True, min_length=1)]


# A partial stack version (`18`, `2.7`), completed with zeros. ASCII digits only, as npm's.
_PARTIAL_VERSION_RE = re.compile(r"[0-9]+(\.[0-9]+)?\Z")
# Validation context under which the store of record reads entries back (see _check_range).
STORED = {"mxr_stored_entry": True}
# Characters that show nothing: separators, controls, format characters (zero-width
# space, joiners, BOM), surrogates, private use and unassigned code points.
_INVISIBLE_CATEGORIES = frozenset({"Zs", "Zl", "Zp", "Cc", "Cf", "Cs", "Co", "Cn"})


def has_visible_text(text: str) -> bool:
    """True if ``text`` has at least one character that shows something."""
    return any(unicodedata.category(ch) not in _INVISIBLE_CATEGORIES for ch in text)


def _require_ascii(value: str, what: str) -> None:
    """mxr's rule on top of npm's grammar: ranges and versions are ASCII.

    npm itself refuses non-ASCII digits (its ``\\d`` is ``[0-9]``) but would read
    U+3000 and other Unicode spaces as blanks; mxr refuses every non-ASCII character,
    so what a reviewer sees is what the gate matches.
    """
    if not value.isascii():
        raise ValueError(
            f"{value!r} is not a valid {what}: only ASCII digits, letters and operators are allowed"
            + _non_ascii_digit_hint(value)
        )


def _non_ascii_digit_hint(value: str) -> str:
    bad = next((ch for ch in value if ch.isdigit() and not ch.isascii()), None)
    return f"; {bad!r} is not an ASCII digit and npm reads only 0-9" if bad else ""


def parse_version(value: str) -> npm_semver.SemVer:
    """Parse a stack version as npm's ``new SemVer(v)`` does, after two documented coercions.

    * one leading ``=`` or ``v`` is dropped (npm's ``semver.clean`` drops them too;
      ``v`` alone npm already accepts);
    * a partial version (``18``, ``2.7``) is completed with zeros, as npm's
      ``semver.coerce`` does, so ``2.7`` means ``2.7.0``.

    Everything else is npm's strict grammar: ``MAJOR.MINOR.PATCH``, an optional
    ``-prerelease`` and ``+build``, ASCII digits without leading zeros.

    Raises:
        ValueError: the string is not a version npm would accept (``2.7.14``, ``3.4.0-beta.1``).
    """
    _require_ascii(value, "semver version")
    text = npm_semver.js_trim(value)
    if text[:1] in ("v", "="):
        text = text[1:]
    if _PARTIAL_VERSION_RE.match(text):
        text = ".".join((text.split(".") + ["0", "0"])[:3])
    try:
        return npm_semver.SemVer.parse(text)
    except npm_semver.InvalidVersion:
        raise ValueError(
            f"{value!r} is not a semver version (expected MAJOR.MINOR.PATCH, e.g. 2.7.14)"
            + _non_ascii_digit_hint(value)
        ) from None


def parse_range(value: str) -> npm_semver.Range:
    """Parse an npm semver range exactly as npm does (``^2.6``, ``>= 5 <6``, ``1.2 - 1.4``, ``a || b``).

    The engine is ``service.npm_semver`` (node-semver 7.8.5, default options):
    an empty range means any version, as in npm.

    Raises:
        ValueError: npm would not accept the range (npm's reason is given).
    """
    _require_ascii(value, "npm semver range")
    try:
        return npm_semver.Range.parse(value)
    except npm_semver.InvalidRange as exc:
        raise ValueError(f"{value!r} is not a valid npm semver range ({exc}){_non_ascii_digit_hint(value)}") from None


def _check_package_name(name: str) -> str:
    if len(name) > MAX_NAME_CHARS or not _PACKAGE_RE.match(name):
        raise ValueError(f"{name!r} is not a valid npm package name")
    return name


def _check_version(value: str) -> str:
    if len(value) > MAX_VERSION_CHARS:
        raise ValueError(f"a version has at most {MAX_VERSION_CHARS} characters")
    parse_version(value)
    return value


def _check_range(value: str, info: ValidationInfo) -> str:
    if len(value) > MAX_RANGE_CHARS:
        raise ValueError(f"a range has at most {MAX_RANGE_CHARS} characters")
    if not value.strip():
        # npm reads "" as any version; in an entry a blank constraint is a slip: write "*".
        raise ValueError("must be a non-empty npm range (write \"*\" for any version)")
    try:
        parse_range(value)
    except ValueError:
        # An entry the store of record accepted under an older range engine is
        # read back as it is, so one such entry cannot make the store unreadable;
        # the gate never admits a range npm refuses, and `mxr reindex` names it.
        if info.context and info.context.get("mxr_stored_entry"):
            return value
        raise
    return value


# Typed keys and values: a bad one is reported at its own location
# (``context.stack.vue``), not at the whole mapping.
PackageName = Annotated[str, AfterValidator(_check_package_name)]
StackVersion = Annotated[
    str,
    AfterValidator(_check_version),
    Field(json_schema_extra={"pattern": VERSION_PATTERN, "maxLength": MAX_VERSION_CHARS}),
]
NpmRange = Annotated[
    str,
    AfterValidator(_check_range),
    Field(json_schema_extra={"minLength": 1, "maxLength": MAX_RANGE_CHARS, "pattern": r"^[\t -~]*[!-~][\t -~]*$"}),
]
# JSON Schema of a package-name-keyed mapping: the key rule as propertyNames.
_PACKAGE_KEYS = {"propertyNames": {"pattern": PACKAGE_PATTERN, "maxLength": MAX_NAME_CHARS}}


def _package_keys_schema(schema: dict[str, Any]) -> None:
    schema.pop("patternProperties", None)
    schema.update(_PACKAGE_KEYS)


def _json_depth(value: Any) -> int:
    """Nesting depth of lists/objects in a JSON value (a scalar is 0), without recursion."""
    deepest, stack = 0, [(value, 0)]
    while stack:
        v, d = stack.pop()
        if isinstance(v, dict):
            deepest = max(deepest, d + 1)
            stack.extend((x, d + 1) for x in v.values())
        elif isinstance(v, list):
            deepest = max(deepest, d + 1)
            stack.extend((x, d + 1) for x in v)
        if deepest > MAX_EXTRA_DEPTH:
            return deepest
    return deepest


def _field_error(field: str, rule: str) -> PydanticCustomError:
    """A validation error reported at ``field`` (see ``violations_from``)."""
    return PydanticCustomError("field_limit", "{rule}", {"field": field, "rule": rule})


# --------------------------------------------------------------------------
# §1 Experience entry
# --------------------------------------------------------------------------


class ExperienceEntry(BaseModel):
    """One migration experience (formats.md §1). Unknown extra fields are kept."""

    model_config = ConfigDict(extra="allow", frozen=True, use_enum_values=False)

    id: Annotated[
        str,
        StringConstraints(min_length=1, max_length=MAX_ID_CHARS),
        Field(json_schema_extra={"pattern": ID_PATTERN}),
    ]
    title: Annotated[str, StringConstraints(strip_whitespace=True, min_length=1, max_length=MAX_TITLE_CHARS)]
    body: Annotated[str, StringConstraints(min_length=1, max_length=MAX_BODY_CHARS)]
    project: Annotated[str, StringConstraints(strip_whitespace=True, min_length=1, max_length=MAX_ID_CHARS)]
    branches: list[Annotated[NonEmpty, StringConstraints(max_length=MAX_BRANCH_CHARS)]] = Field(
        default_factory=lambda: ["*"], min_length=1, max_length=MAX_BRANCH_GLOBS
    )
    applies_to: dict[PackageName, NpmRange] = Field(
        default_factory=dict, max_length=MAX_STACK_PACKAGES, json_schema_extra=_package_keys_schema
    )
    asset_type: AssetType
    assets: list[Annotated[NonEmpty, StringConstraints(max_length=MAX_ID_CHARS)]] = Field(
        default_factory=list, max_length=MAX_ASSETS
    )
    status: Status
    conditions: Annotated[str, StringConstraints(max_length=MAX_NOTE_CHARS)] | None = None
    counter_conditions: Annotated[str, StringConstraints(max_length=MAX_NOTE_CHARS)] | None = None
    source: Annotated[str, StringConstraints(max_length=MAX_SOURCE_CHARS)] | None = None
    updated_at: Annotated[str, StringConstraints(max_length=MAX_DATE_CHARS)] | None = None

    @field_validator("id")
    @classmethod
    def _id_shape(cls, v: str) -> str:
        if not _ID_RE.match(v) or "::" in v:
            raise ValueError(
                "id must start with a letter or digit and contain only letters, digits and . _ - / @ : # + (no '::')"
            )
        return v

    @field_validator("body")
    @classmethod
    def _body_not_blank(cls, v: str) -> str:
        if not v.strip():
            raise ValueError("body must not be blank")
        return v

    @field_validator("updated_at", mode="before")
    @classmethod
    def _iso_date(cls, v: Any) -> Any:
        if v is None:
            return None
        if isinstance(v, (_dt.date, _dt.datetime)):
            return v.isoformat()
        if not isinstance(v, str):
            raise ValueError("updated_at must be an ISO date string")
        try:
            _dt.date.fromisoformat(v)
        except ValueError:
            try:
                _dt.datetime.fromisoformat(v.replace("Z", "+00:00"))
            except ValueError:
                raise ValueError(f"{v!r} is not an ISO date (YYYY-MM-DD)") from None
        return v

    @model_validator(mode="after")
    def _bounded_extras(self) -> ExperienceEntry:
        """Unknown fields are kept, within limits: count, key length, nesting depth, size."""
        extra = self.model_extra or {}
        if len(extra) > MAX_EXTRA_FIELDS:
            raise _field_error("(entry)", f"at most {MAX_EXTRA_FIELDS} extra (unknown) fields, got {len(extra)}")
        total = 0
        for key, value in extra.items():
            if len(key) > MAX_EXTRA_KEY_CHARS:
                raise _field_error(key[:MAX_EXTRA_KEY_CHARS] + "…", f"an extra field name has at most {MAX_EXTRA_KEY_CHARS} characters")
            if _json_depth(value) > MAX_EXTRA_DEPTH:
                raise _field_error(key, f"nested more than {MAX_EXTRA_DEPTH} levels deep")
            try:
                size = len(json.dumps(value, ensure_ascii=False, separators=(",", ":")).encode("utf-8"))
            except (TypeError, ValueError):
                raise _field_error(key, "must be a JSON value") from None
            if size > MAX_EXTRA_FIELD_BYTES:
                raise _field_error(key, f"an extra field is at most {MAX_EXTRA_FIELD_BYTES} bytes as JSON, got {size}")
            total += size
        # The known fields are bounded one by one; the whole entry is bounded too.
        approx = total + sum(len(str(getattr(self, f) or "").encode("utf-8")) for f in ("title", "body", "conditions", "counter_conditions", "source"))
        if approx > MAX_ENTRY_BYTES:
            raise _field_error("(entry)", f"an entry is at most {MAX_ENTRY_BYTES} bytes as JSON, got about {approx}")
        return self

    def to_json(self) -> dict[str, Any]:
        """The entry as formats.md JSON (enums as strings, extra fields kept)."""
        return self.model_dump(mode="json", exclude_none=True)


# --------------------------------------------------------------------------
# §2 Retrieval request
# --------------------------------------------------------------------------


class QueryContext(BaseModel):
    """Where the agent is working: project, branch and library versions."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    project: Annotated[str, StringConstraints(strip_whitespace=True, min_length=1, max_length=MAX_ID_CHARS)]
    branch: Annotated[str, StringConstraints(strip_whitespace=True, min_length=1, max_length=MAX_BRANCH_CHARS)]
    stack: dict[PackageName, StackVersion] = Field(max_length=MAX_STACK_PACKAGES, json_schema_extra=_package_keys_schema)
    asset: Annotated[str, StringConstraints(strip_whitespace=True, min_length=1, max_length=MAX_ID_CHARS)] | None = None
    asset_type: AssetType | None = None

    def versions(self) -> dict[str, npm_semver.SemVer]:
        """The stack as parsed versions."""
        return {name: parse_version(v) for name, v in self.stack.items()}


def _visible_query(v: str) -> str:
    if not has_visible_text(v):
        raise ValueError("query must contain visible text (not only spaces or invisible characters)")
    return v


#: A question's text (requests, history turns, labeled queries): trimmed,
#: 1 to MAX_QUERY_CHARS characters, with something visible in it.
QueryText = Annotated[
    str, StringConstraints(strip_whitespace=True, min_length=1, max_length=MAX_QUERY_CHARS), AfterValidator(_visible_query)
]


class HistoryTurn(BaseModel):
    """One earlier turn of the agent's conversation: its question and the asset it resolved to."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    query: QueryText
    asset: Annotated[str, StringConstraints(strip_whitespace=True, min_length=1, max_length=MAX_ID_CHARS)] | None = None
    asset_type: AssetType | None = None


class RetrieveRequest(BaseModel):
    """What an agent sends (formats.md §2)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    query: QueryText
    context: QueryContext
    # Strict: "5", 5.0 or true are refused, not coerced (a client bug should be seen).
    top_k: StrictInt = Field(default=5, ge=1, le=MAX_TOP_K)
    explain: StrictBool = False
    budget_tokens: StrictInt | None = Field(
        default=None,
        ge=MIN_BUDGET_TOKENS,
        le=MAX_BUDGET_TOKENS,
        description="pack the results into a Markdown `context` block of at most this many tokens (cl100k_base)",
    )
    history: list[HistoryTurn] = Field(
        default_factory=list,
        max_length=MAX_HISTORY_TURNS,
        description="earlier turns, oldest first; a question that refers back to them is completed before retrieval",
    )


# --------------------------------------------------------------------------
# §3 Eval set
# --------------------------------------------------------------------------


class EvalQuery(BaseModel):
    """One labeled query (formats.md §3)."""

    model_config = ConfigDict(extra="allow", frozen=True)

    id: Annotated[str, StringConstraints(min_length=1, max_length=MAX_ID_CHARS)]
    query: QueryText
    context: QueryContext
    labels: dict[str, Label] = Field(default_factory=dict)
    expected_decision: DecisionKind
    category: str = "uncategorized"

    def request(self, top_k: int = 5, explain: bool = True) -> RetrieveRequest:
        """The retrieval request this eval query stands for."""
        return RetrieveRequest(query=self.query, context=self.context, top_k=top_k, explain=explain)


# --------------------------------------------------------------------------
# §4 Retrieval response
# --------------------------------------------------------------------------


class Ranks(BaseModel):
    """1-based rank of a result in each stage that saw it (None: not returned)."""

    lexical: int | None = None
    dense: int | None = None
    fused: int | None = None
    rerank: int | None = None


class ResultItem(BaseModel):
    id: str
    chunk: int
    title: str
    text: str
    role: Role
    status: Status
    score: float
    ranks: Ranks
    conditions: str | None = None
    counter_conditions: str | None = None
    source: str | None = None
    asset_type: AssetType | None = None
    assets: list[str] = Field(default_factory=list)
    probability: float | None = Field(
        default=None, description="calibrated probability that this entry is reusable here"
    )


def _is_none(value: Any) -> bool:
    # The fields added by issue #10 are left out of a response that does not use
    # them, so a request without budget_tokens or history gets today's response.
    return value is None


class CalibrationInfo(BaseModel):
    id: str
    scorer: str
    inject_threshold: float
    reference_threshold: float
    asset_type: str | None = Field(default=None, description="the per-asset-type thresholds used, if any")
    language: str | None = Field(default=None, description="the per-language thresholds used (zh / en), if any")
    reranker: str = Field(description="the cross-encoder in use, or 'none (fused order kept)'")
    answerability: float | None = Field(
        default=None,
        exclude_if=_is_none,
        description="the answerability gate's score for this question (does anything here answer it?); absent when no gate ran",
    )
    answerability_threshold: float | None = Field(
        default=None, exclude_if=_is_none, description="the gate's threshold: below it the answer is an abstention"
    )


class TraceItem(BaseModel):
    id: str
    chunk: int
    rank: int
    score: float


class FollowupStatus(str, enum.Enum):
    """What follow-up resolution did with the question."""

    RESOLVED = "resolved"  # it referred back and was completed into an independent question
    UNRESOLVED = "unresolved"  # it referred back, but the referent could not be found: nothing was retrieved


class Followup(BaseModel):
    """How a question that referred to earlier turns was completed (or why it could not be)."""

    status: FollowupStatus
    original: str = Field(description="the question as the agent sent it")
    rewritten: str | None = Field(None, description="the independent question that was retrieved (resolved only)")
    references: list[str] = Field(default_factory=list, description="the referring words found, e.g. 上面那个表格, the same store")
    asset: str | None = Field(None, description="the asset the reference resolved to")
    asset_type: AssetType | None = None
    from_turn: int | None = Field(None, description="0-based index into `history` of the turn it came from; null: context.asset")
    reason: str = Field(description="why it resolved this way, or why it could not")


class DroppedResult(BaseModel):
    id: str
    reason: str


class CollapsedResult(BaseModel):
    id: str = Field(description="the result that was kept")
    duplicates: list[str] = Field(description="near-duplicate entries folded into it")


class PackingInfo(BaseModel):
    """What packing to `budget_tokens` did (present only when a budget was asked for)."""

    tokenizer: str = Field(description="the tokenizer the budget is counted in")
    budget_tokens: int
    used_tokens: int
    included: list[str] = Field(default_factory=list, description="entry ids in the context block, in its order")
    truncated: list[str] = Field(default_factory=list, description="included entries whose text was cut at a sentence end")
    dropped: list[DroppedResult] = Field(default_factory=list, description="results left out whole, with the reason")
    collapsed: list[CollapsedResult] = Field(default_factory=list)


class Trace(BaseModel):
    rewrite: Followup | None = Field(None, exclude_if=_is_none, description="the follow-up rewrite that ran before retrieval, if any")
    lexical: list[TraceItem] = Field(default_factory=list)
    dense: list[TraceItem] = Field(default_factory=list)
    fused: list[TraceItem] = Field(default_factory=list)
    reranked: list[TraceItem] | None = Field(default=None, description="null when no cross-encoder ran")
    eligible_count: int = 0
    degraded: list[str] = Field(default_factory=list)


class RetrieveResponse(BaseModel):
    request_id: str
    decision: DecisionKind
    results: list[ResultItem]
    backfill_id: str | None = None
    calibration: CalibrationInfo
    timings_ms: dict[str, float]
    degraded: list[str] = Field(default_factory=list, description="recall paths that failed or timed out")
    trace: Trace | None = None
    context: str | None = Field(
        None, exclude_if=_is_none, description="with `budget_tokens`: the results packed as Markdown, ready to drop into a prompt"
    )
    packing: PackingInfo | None = Field(None, exclude_if=_is_none, description="with `budget_tokens`: what packing kept, cut and dropped")
    followup: Followup | None = Field(
        None, exclude_if=_is_none, description="set when the question referred to earlier turns: the rewrite, or why it could not be resolved"
    )


# --------------------------------------------------------------------------
# JSON Lines loading: all or nothing, errors with file, line, field and rule
# --------------------------------------------------------------------------

M = TypeVar("M", bound=BaseModel)

# Stop listing after this many bad lines: enough to fix a file in one pass.
MAX_REPORTED_VIOLATIONS = 50


def _loc(loc: Iterable[Any]) -> str:
    return ".".join(str(p) for p in loc) or "(line)"


def error_field(e: Any, prefix: Iterable[Any] = ()) -> str:
    """The dotted field a pydantic error dict names (a ``field_limit`` error names its own)."""
    loc = [*prefix, *e.get("loc", ())]
    ctx = e.get("ctx") or {}
    if e.get("type") == "field_limit" and ctx.get("field") and ctx["field"] != "(entry)":
        loc = [*loc, ctx["field"]]
    return _loc(loc)


def error_rule(e: Any) -> str:
    """The rule a pydantic error dict states, without pydantic's prefixes."""
    return str(e.get("msg", "invalid")).removeprefix("Value error, ")


def violations_from(exc: ValidationError, where: str, line: int | None) -> list[ContractViolation]:
    """Turn a pydantic error into contract violations naming field and rule."""
    return [
        ContractViolation(where=where, line=line, field=error_field(e), rule=error_rule(e))
        for e in exc.errors(include_url=False)
    ]


def entries_from_payload(body: Any, prefix: str = "", max_entries: int | None = None) -> list[ExperienceEntry]:
    """Validate one entry or a list of entries from a request body, all or nothing.

    The one validation every writer of entries shares (``POST /v1/experiences``,
    the review page's draft form, triage through the API and CLI).

    Args:
        prefix: put before each field name (``entry.`` for a triage's draft).
        max_entries: refuse a longer list.

    Raises:
        ContractError: every problem as ``{"field": "<index>.<field>", "rule": …}``
            (no index for a single entry), or duplicate ids.
    """
    items = body if isinstance(body, list) else [body]
    if not items:
        raise ContractError([ContractViolation("request", None, "(body)", "at least one entry")])
    if max_entries is not None and len(items) > max_entries:
        raise ContractError([ContractViolation("request", None, "(body)", f"at most {max_entries} entries per request")])
    entries, problems = [], []
    for i, item in enumerate(items):
        try:
            entries.append(ExperienceEntry.model_validate(item))
        except ValidationError as exc:
            at = f"{prefix}{i}." if isinstance(body, list) else prefix
            for v in violations_from(exc, "request", None):
                name = "(entry)" if v.field == "(line)" else v.field
                problems.append(ContractViolation("request", None, (at + name) if at else name, v.rule))
    if problems:
        raise ContractError(problems)
    ids = [e.id for e in entries]
    dupes = sorted({i for i in ids if ids.count(i) > 1})
    if dupes:
        raise ContractError([ContractViolation("request", None, "id", f"duplicate ids in one request: {dupes[:10]}")])
    return entries


def parse_jsonl(lines: Iterable[str], model: type[M], where: str, unique_id: bool = True) -> list[M]:
    """Parse JSON Lines into ``model`` objects, all or nothing.

    Args:
        lines: the text lines (blank lines are skipped).
        model: the pydantic model of one line.
        where: a name for messages (the file path).
        unique_id: refuse two lines with the same ``id``.

    Raises:
        ContractError: listing every bad line (up to MAX_REPORTED_VIOLATIONS)
            with line number, field and rule; nothing is returned then.
    """
    out: list[M] = []
    errors: list[ContractViolation] = []
    seen: dict[str, int] = {}
    for n, raw in enumerate(lines, start=1):
        if not raw.strip():
            continue
        try:
            obj = json.loads(raw)
        except json.JSONDecodeError as exc:
            errors.append(ContractViolation(where, n, "(line)", f"invalid JSON: {exc.msg} at column {exc.colno}"))
            continue
        except RecursionError:
            errors.append(ContractViolation(where, n, "(line)", "invalid JSON: nested too deeply"))
            continue
        except ValueError as exc:  # e.g. an integer with more digits than Python converts
            errors.append(ContractViolation(where, n, "(line)", f"invalid JSON: {exc}"))
            continue
        if not isinstance(obj, dict):
            errors.append(ContractViolation(where, n, "(line)", "each line must be a JSON object"))
            continue
        try:
            item = model.model_validate(obj)
        except ValidationError as exc:
            errors.extend(violations_from(exc, where, n))
            continue
        if unique_id:
            key = getattr(item, "id", None)
            if key is not None:
                if key in seen:
                    errors.append(ContractViolation(where, n, "id", f"duplicate id {key!r} (first on line {seen[key]})"))
                    continue
                seen[key] = n
        out.append(item)
        if len(errors) >= MAX_REPORTED_VIOLATIONS:
            break
    if errors:
        raise ContractError(errors)
    return out


def load_jsonl(path: str | Path, model: type[M], unique_id: bool = True) -> list[M]:
    """Load a JSON Lines file of ``model`` objects, all or nothing (see parse_jsonl).

    Raises:
        ContractError: a bad line, or the file cannot be read as UTF-8.
    """
    p = Path(path)
    try:
        text = p.read_text(encoding="utf-8-sig")  # a UTF-8 byte-order mark is tolerated
    except (OSError, UnicodeDecodeError) as exc:
        raise ContractError([ContractViolation(str(p), None, "(file)", f"cannot read: {exc}")]) from exc
    return parse_jsonl(text.splitlines(), model, str(p), unique_id=unique_id)


def load_entries(path: str | Path) -> list[ExperienceEntry]:
    """Load an experiences.jsonl file (formats.md §1)."""
    return load_jsonl(path, ExperienceEntry)


def load_eval_set(path: str | Path) -> list[EvalQuery]:
    """Load a queries.jsonl eval set (formats.md §3)."""
    return load_jsonl(path, EvalQuery)


DecisionLiteral = Literal["inject", "reference", "abstain"]
