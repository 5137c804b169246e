"""The service's error hierarchy: one root, a few typed leaves with context.

Domain code raises these; ``service.api.handlers`` maps them to HTTP
responses and the CLI to exit codes. Abstaining is a result, never an error.
"""

from __future__ import annotations

from dataclasses import dataclass


class MxrError(Exception):
    """Root of every error mxr raises on purpose."""


@dataclass(frozen=True)
class ContractViolation:
    """One broken rule of the data contract: where, which field, which rule."""

    where: str
    line: int | None
    field: str
    rule: str

    def __str__(self) -> str:
        at = f"{self.where}:{self.line}" if self.line is not None else self.where
        return f"{at}: {self.field}: {self.rule}"


class ContractError(MxrError):
    """Input breaks formats.md; carries every violation found."""

    def __init__(self, violations: list[ContractViolation]):
        self.violations = list(violations)
        head = "\n".join(str(v) for v in self.violations[:20])
        more = len(self.violations) - 20
        super().__init__(head + (f"\n… and {more} more" if more > 0 else ""))


class NotFound(MxrError):
    """A named object (entry, backfill item) does not exist."""

    def __init__(self, kind: str, key: str):
        self.kind, self.key = kind, key
        super().__init__(f"{kind} {key!r} not found")


class BackendUnavailable(MxrError):
    """An engine or model could not be reached or loaded."""

    def __init__(self, backend: str, cause: str):
        self.backend, self.cause = backend, cause
        super().__init__(f"{backend} unavailable: {cause}")


class DataDirLocked(MxrError):
    """Another process (usually `mxr serve`) owns the embedded engines."""

    # What to do instead, by what the blocked command wanted.
    WRITE_HINT = "send the change to the running server over HTTP (PUT /v1/experiences)"
    READ_HINT = "ask the running server over HTTP instead (POST /v1/retrieve, GET /v1/backfill)"

    def __init__(self, data_dir: str, cause: str, hint: str | None = None):
        self.data_dir, self.cause = data_dir, cause
        super().__init__(
            f"the data dir {data_dir} is in use by another mxr process ({cause}); "
            f"stop `mxr serve` first, or {hint or self.WRITE_HINT}"
        )


class EmbedderMismatch(MxrError):
    """A vector collection was built by another embedder than the configured one."""

    def __init__(self, collection: str, stored: str, configured: str):
        self.collection, self.stored, self.configured = collection, stored, configured
        super().__init__(
            f"collection {collection!r} was built with embedder {stored!r} but {configured!r} is configured; "
            "run `mxr reindex` to rebuild the dense index with the configured embedder"
        )


class CalibrationMismatch(MxrError):
    """A calibration artifact was made for another scorer than the one running."""

    def __init__(self, artifact: str, differences: dict[str, tuple[object, object]]):
        self.artifact, self.differences = artifact, differences
        diff = "; ".join(f"{k}: artifact={a!r} running={b!r}" for k, (a, b) in differences.items())
        super().__init__(
            f"calibration artifact {artifact} was made for another scorer ({diff}); "
            "run `mxr sweep` with the running scorer or configure the matching one"
        )


class CalibrationInvalid(MxrError):
    """A calibration artifact cannot be read or breaks its own schema."""


class Conflict(MxrError):
    """The object exists but is in a state that does not allow this (e.g. already claimed)."""


class Unauthorized(MxrError):
    """No credentials, or credentials that are not valid."""


class Forbidden(MxrError):
    """Valid credentials that do not allow this action."""


class InvalidTransition(Conflict):
    """A backfill-queue action that the item's current state does not allow (HTTP 409)."""

    def __init__(self, item_id: str, action: str, state: str, why: str = ""):
        self.item_id, self.action, self.state, self.why = item_id, action, state, why
        super().__init__(f"cannot {action} backfill item {item_id!r}: it is {state}" + (f" ({why})" if why else ""))
