"""The versioned calibration artifact: what the service loads to decide.

A threshold means something only together with the exact scorer that
produced the scores (design.md §4), so the artifact records the scorer's
identity next to the model and thresholds, and the service refuses it for
another scorer (:meth:`Artifact.check_scorer`). The artifact is JSON, read
and validated with pydantic; serving needs numpy only
(:meth:`Artifact.probability`), never scikit-learn.

This module is the artifact's schema and its serving side; the offline
side that builds one from a fit and a sweep is ``calibration.artifact``.

The ``id`` is content-addressed: ``"cal-"`` + the first 16 hex digits of the
SHA-256 of the canonical JSON (sorted keys, no spaces) of every field except
``id`` and ``created``. Loading recomputes it, so a hand-edited artifact is
refused rather than silently trusted.
"""

from __future__ import annotations

import datetime as _dt
import functools
import hashlib
import json
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal

import numpy as np
from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    ValidationError,
    ValidationInfo,
    field_validator,
    model_serializer,
    model_validator,
)

from service.decision.answerability import query_feature_names
from service.decision.rule import GLOBAL_SCOPE, NEVER, Thresholds, combine_scoped
from service.decision.scoring import LEAF, TreeArrays, ensemble_probabilities, feature_matrix, logistic_probabilities, tree_arrays
from service.errors import CalibrationInvalid, CalibrationMismatch

#: Bump on any change of meaning; loading refuses other versions.
SCHEMA_VERSION = 1
#: Prefix and length (hex digits) of the content hash that names an artifact.
ID_PREFIX = "cal-"
ID_HEX_DIGITS = 16
#: Marks a scorer key present on one side only in a CalibrationMismatch.
ABSENT = "<absent>"
#: Scorer keys that a pooled fit (``mxr sweep --pool``) leaves open, and the
#: value it records for them: each library of the pool ran with its own
#: glossary, and leave-one-library-out measured the model on libraries whose
#: glossaries it never saw, so any team's glossary may serve with it.
PER_LIBRARY = "per-library"
PER_LIBRARY_KEYS = frozenset({"glossary"})
# Validation context key: build_artifact validates once before the id exists.
_ID_PENDING = "id_pending"

ScorerValue = str | bool | int | float | None

_STRICT = ConfigDict(frozen=True, extra="forbid", allow_inf_nan=False, populate_by_name=True)


class ThresholdPair(BaseModel):
    """One operating point: ``0 <= reference <= inject <= 1`` (inject may be NEVER)."""

    model_config = _STRICT

    inject: float = Field(ge=0.0, le=NEVER)
    reference: float = Field(ge=0.0, le=NEVER)

    @model_validator(mode="after")
    def _ordered(self) -> ThresholdPair:
        if self.reference > self.inject:
            raise ValueError(f"reference {self.reference} is above inject {self.inject}")
        return self

    def to_thresholds(self) -> Thresholds:
        """As the rule's Thresholds."""
        return Thresholds(inject=self.inject, reference=self.reference)


class AssetTypeThresholds(ThresholdPair):
    """Thresholds of one asset type; ``scope`` is the type itself, or ``global`` on fallback."""

    scope: str
    n_queries: int = Field(ge=0)
    reason: str = ""


class ThresholdsBlock(BaseModel):
    """Global thresholds and those of every asset type and query language seen in the eval set."""

    model_config = _STRICT

    global_: ThresholdPair = Field(alias="global")
    per_asset_type: dict[str, AssetTypeThresholds] = Field(default_factory=dict)
    per_language: dict[str, AssetTypeThresholds] = Field(default_factory=dict)

    @model_serializer(mode="wrap")
    def _omit_empty_languages(self, handler: Any) -> dict[str, Any]:
        # An artifact without per-language thresholds serialises (and is named) as before they existed.
        out = handler(self)
        if not self.per_language:
            out.pop("per_language", None)
        return out


class Standardisation(BaseModel):
    """x' = (clip(x, lower, upper) − mean) / scale, per feature.

    ``lower``/``upper`` are the training range of each feature; serving clips
    to it so the linear model never extrapolates (absent in artifacts made
    before clipping existed: no clipping then).
    """

    model_config = _STRICT

    mean: list[float]
    scale: list[float]
    lower: list[float] | None = None
    upper: list[float] | None = None

    @model_validator(mode="after")
    def _range(self) -> Standardisation:
        if (self.lower is None) != (self.upper is None):
            raise ValueError("lower and upper come together")
        if self.lower is not None and self.upper is not None:
            if len(self.lower) != len(self.mean) or len(self.upper) != len(self.mean):
                raise ValueError("lower/upper need one value per feature")
            if any(lo > hi for lo, hi in zip(self.lower, self.upper, strict=True)):
                raise ValueError("lower must be <= upper for every feature")
        return self

    @field_validator("scale")
    @classmethod
    def _positive(cls, v: list[float]) -> list[float]:
        if any(s <= 0 for s in v):
            raise ValueError("every scale must be > 0")
        return v


class Tree(BaseModel):
    """One regression tree of the boosted part, as node lists (see ``service.decision.scoring.TreeArrays``).

    Node 0 is the root. A leaf has ``left = right = -1`` and adds ``value``;
    an internal node sends a row to ``left`` when ``x[feature] <= threshold``,
    else to ``right``. Children come after their parent and every node but the
    root has exactly one parent, so every walk ends at a leaf.
    """

    model_config = _STRICT

    feature: list[int]
    threshold: list[float]
    left: list[int]
    right: list[int]
    value: list[float]

    @model_validator(mode="after")
    def _a_tree(self) -> Tree:
        n = len(self.value)
        if n == 0:
            raise ValueError("a tree needs at least one node")
        if not (len(self.feature) == len(self.threshold) == len(self.left) == len(self.right) == n):
            raise ValueError("feature, threshold, left, right and value need one entry per node")
        parents = [0] * n
        for i, (lt, rt) in enumerate(zip(self.left, self.right, strict=True)):
            if (lt == LEAF) != (rt == LEAF):
                raise ValueError(f"node {i}: a leaf has both children -1, an inner node neither")
            if lt == LEAF:
                continue
            for child in (lt, rt):
                if not i < child < n:
                    raise ValueError(f"node {i}: child {child} must come after its parent and exist")
                parents[child] += 1
        if any(c != 1 for c in parents[1:]):
            raise ValueError("every node but the root needs exactly one parent")
        return self


class BoostedTrees(BaseModel):
    """The boosted part of the decision model: p_tree = σ(baseline + Σ leaf values).

    The learning rate is already folded into the leaf values. ``params`` records
    how the trees were grown (for the record; serving does not read it).
    """

    model_config = _STRICT

    baseline: float
    trees: list[Tree]
    params: dict[str, ScorerValue] = Field(default_factory=dict)


class _LogisticTrees:
    """The model part the candidate model (:class:`Artifact`) and the gate (:class:`Answerability`) share.

    Both hold ``features``, ``standardisation``, ``coefficients``,
    ``intercept`` and an optional ``boosted`` part; their score is the
    logistic part, or with trees the mean of it and the trees
    (``service.decision.scoring``, numpy only).
    """

    if TYPE_CHECKING:  # the fields each model declares (annotated here for type checkers only, not as fields)
        features: list[str]
        standardisation: Standardisation
        coefficients: list[float]
        intercept: float
        boosted: BoostedTrees | None

    def _check_shapes(self, prefix: str = "") -> None:
        """One value per feature in every vector, and no tree splitting on a feature that is not there."""
        d = len(self.features)
        for name, n in (
            ("standardisation.mean", len(self.standardisation.mean)),
            ("standardisation.scale", len(self.standardisation.scale)),
            ("coefficients", len(self.coefficients)),
        ):
            if n != d:
                raise ValueError(f"{prefix}{name} has {n} values for {d} features")
        for t, tree in enumerate(self.boosted.trees if self.boosted else ()):
            bad = [f for f, lt in zip(tree.feature, tree.left, strict=True) if lt != LEAF and not 0 <= f < d]
            if bad:
                raise ValueError(f"{prefix}boosted.trees[{t}] splits on feature index {bad[0]}; there are {d} features")

    def _scores(self, rows: Sequence[Mapping[str, float]]) -> np.ndarray:
        """The model's probability for each row of features (a mapping per row; extra keys are ignored)."""
        mean, scale, coef, lower, upper = self._arrays
        x = feature_matrix(rows, self.features)
        p = logistic_probabilities(x, mean, scale, coef, self.intercept, lower, upper)
        return ensemble_probabilities(p, x, self._trees, self.boosted.baseline if self.boosted else 0.0)

    @functools.cached_property
    def _trees(self) -> TreeArrays | None:
        # The boosted part as one flat node table, built once.
        if self.boosted is None:
            return None
        return tree_arrays([t.model_dump() for t in self.boosted.trees])

    @functools.cached_property
    def _arrays(self) -> tuple[np.ndarray, ...]:
        # The model's vectors as arrays, built once (an artifact is immutable).
        st = self.standardisation
        return (
            np.asarray(st.mean, dtype=float),
            np.asarray(st.scale, dtype=float),
            np.asarray(self.coefficients, dtype=float),
            np.asarray(st.lower or [], dtype=float),
            np.asarray(st.upper or [], dtype=float),
        )


class GateThresholds(BaseModel):
    """The answerability gate's thresholds: global, and per question language where certified."""

    model_config = _STRICT

    global_: float = Field(alias="global", ge=0.0, le=NEVER)
    per_language: dict[str, float] = Field(default_factory=dict)

    @field_validator("per_language")
    @classmethod
    def _in_range(cls, v: dict[str, float]) -> dict[str, float]:
        bad = {k: t for k, t in v.items() if not 0.0 <= t <= NEVER}
        if bad:
            raise ValueError(f"gate thresholds must be within [0, 1]: {bad}")
        return v


class Answerability(_LogisticTrees, BaseModel):
    """The answerability gate (``service.decision.answerability``): a query-level model and its thresholds.

    ``candidate_features`` are the candidate model's features the gate reads
    off the best candidate; ``features`` are the gate's own columns
    (``query_feature_names(candidate_features)``), in coefficient order.
    The score is the logistic part, or with ``boosted`` the mean of it and
    the trees, exactly as the candidate model.
    """

    model_config = _STRICT

    candidate_features: list[str]
    features: list[str] = Field(min_length=1)
    standardisation: Standardisation
    coefficients: list[float]
    intercept: float
    boosted: BoostedTrees | None = None
    thresholds: GateThresholds
    n_queries: int = Field(ge=0)
    n_answerable: int = Field(ge=0)
    notes: list[str] = Field(default_factory=list)

    @model_serializer(mode="wrap")
    def _omit_absent_trees(self, handler: Any) -> dict[str, Any]:
        out = handler(self)
        if self.boosted is None:
            out.pop("boosted", None)
        return out

    @model_validator(mode="after")
    def _consistent(self) -> Answerability:
        expected = list(query_feature_names(self.candidate_features))
        if self.features != expected:
            raise ValueError("features must be query_feature_names(candidate_features) in that order")
        self._check_shapes("answerability.")
        return self

    def score(self, row: Mapping[str, float]) -> float:
        """The query's answerability score (``answerability.query_features`` gives the row)."""
        return float(self._scores([row])[0])

    def threshold_for(self, language: str | None) -> tuple[float, str]:
        """The gate threshold for a question in ``language``, and its scope (the language, or ``global``)."""
        if language is not None and language in self.thresholds.per_language:
            return self.thresholds.per_language[language], language
        return self.thresholds.global_, GLOBAL_SCOPE


class MetricValue(BaseModel):
    """A metric at the operating point with its interval (None: undefined)."""

    model_config = _STRICT

    value: float | None
    lower: float | None
    upper: float | None
    numerator: float
    denominator: float


class Budgets(BaseModel):
    """Error budgets the thresholds were chosen for."""

    model_config = _STRICT

    wrong_injection: float = Field(ge=0.0, le=1.0)
    reference_wrong: float = Field(ge=0.0, le=1.0)


class FitInfo(BaseModel):
    """How the model was fitted (for the record; not used at serving time)."""

    model_config = _STRICT

    C: float
    class_weight: Literal["balanced"] | None = None
    n_folds: int
    n_rows: int
    n_queries: int
    n_positive: int
    min_queries_per_asset_type: int | None  # None: per-asset-type calibration off
    notes: list[str] = Field(default_factory=list)


class Artifact(_LogisticTrees, BaseModel):
    """A calibration artifact (schema version 1). Build with :func:`build_artifact`."""

    model_config = _STRICT

    schema_version: Literal[1]
    id: str
    created: _dt.date
    scorer: dict[str, ScorerValue]
    features: list[str] = Field(min_length=1)
    standardisation: Standardisation
    coefficients: list[float]
    intercept: float
    thresholds: ThresholdsBlock
    eval_set_sha256: str = Field(pattern=r"^[0-9a-f]{64}$")
    metrics: dict[str, MetricValue]
    budgets: Budgets
    bound_method: Literal["bootstrap", "wilson", "clopper-pearson"]
    confidence: float = Field(gt=0.0, lt=1.0)
    fit: FitInfo | None = None
    #: Absent: the model is the logistic part alone (artifacts made before the
    #: boosted part existed keep their content and their id).
    boosted: BoostedTrees | None = None
    #: Absent: no answerability gate; the rule alone decides abstention
    #: (artifacts made before the gate existed keep their content and their id).
    answerability: Answerability | None = None

    @model_serializer(mode="wrap")
    def _omit_absent_trees(self, handler: Any) -> dict[str, Any]:
        out = handler(self)
        if self.boosted is None:
            out.pop("boosted", None)
        if self.answerability is None:
            out.pop("answerability", None)
        return out

    @model_validator(mode="after")
    def _consistent(self, info: ValidationInfo) -> Artifact:
        if len(set(self.features)) != len(self.features):
            raise ValueError(f"repeated feature names in {self.features}")
        self._check_shapes()
        if self.answerability is not None:
            unknown = [f for f in self.answerability.candidate_features if f not in self.features]
            if unknown:
                raise ValueError(f"answerability.candidate_features {unknown} are not features of the model")
        expected = content_id(self)
        if not (info.context or {}).get(_ID_PENDING) and self.id != expected:
            raise ValueError(f"id {self.id!r} does not match the content (expected {expected!r}); was it edited by hand?")
        return self

    # ---------------------------------------------------------------- I/O

    @classmethod
    def load(cls, path: str | Path) -> Artifact:
        """Read and validate an artifact.

        Raises:
            CalibrationInvalid: the file cannot be read, is not JSON, has
                another schema version, or breaks the schema (message lists
                each broken field).
        """
        p = Path(path)
        try:
            raw = p.read_bytes()
        except OSError as exc:
            raise CalibrationInvalid(f"cannot read calibration artifact {p}: {exc.strerror or exc}") from exc
        try:
            obj = json.loads(raw.decode("utf-8"))
        except (UnicodeDecodeError, json.JSONDecodeError) as exc:
            raise CalibrationInvalid(f"calibration artifact {p} is not UTF-8 JSON: {exc}") from exc
        if not isinstance(obj, dict):
            raise CalibrationInvalid(f"calibration artifact {p} must hold a JSON object, not {type(obj).__name__}")
        version = obj.get("schema_version")
        if version != SCHEMA_VERSION:
            raise CalibrationInvalid(
                f"calibration artifact {p} has schema_version {version!r}; this mxr reads version {SCHEMA_VERSION}"
            )
        try:
            return cls.model_validate(obj)
        except ValidationError as exc:
            problems = "; ".join(
                f"{'.'.join(str(x) for x in e['loc']) or '(root)'}: {e['msg']}" for e in exc.errors()
            )
            raise CalibrationInvalid(f"calibration artifact {p} is invalid: {problems}") from exc

    def to_json(self) -> dict[str, Any]:
        """The JSON object (``global`` spelled as in the file)."""
        return self.model_dump(mode="json", by_alias=True)

    def save(self, path: str | Path) -> Path:
        """Write the artifact as indented UTF-8 JSON; returns the path."""
        p = Path(path)
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text(json.dumps(self.to_json(), ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
        return p

    # ------------------------------------------------------------ serving

    def check_scorer(self, running: Mapping[str, ScorerValue]) -> None:
        """Refuse a running scorer that differs from the artifact's in any key.

        Values compare by type family and value: a bool equals only a bool,
        numbers compare numerically (512 == 512.0), the rest by equality. A
        key on one side only is a difference (the other side shows ``<absent>``).
        A key in :data:`PER_LIBRARY_KEYS` recorded as :data:`PER_LIBRARY` (a
        pooled fit) accepts any running value.

        Raises:
            CalibrationMismatch: with ``{key: (artifact_value, running_value)}``.
        """
        diffs: dict[str, tuple[object, object]] = {}
        for key in sorted(set(self.scorer) | set(running)):
            if key in PER_LIBRARY_KEYS and self.scorer.get(key) == PER_LIBRARY and key in running:
                continue
            if key not in self.scorer or key not in running:
                diffs[key] = (self.scorer.get(key, ABSENT), running.get(key, ABSENT))
            elif not _same(self.scorer[key], running[key]):
                diffs[key] = (self.scorer[key], running[key])
        if diffs:
            raise CalibrationMismatch(self.id, diffs)

    def probability(self, features: Mapping[str, float]) -> float:
        """Calibrated probability that a candidate is reusable here.

        p_lin = σ(intercept + Σ_j coef_j · (clip(x_j) − mean_j) / scale_j); with a
        boosted part, p = (p_lin + σ(baseline + Σ leaf values)) / 2 (numpy only,
        ``service.decision.scoring``). Extra features are ignored.

        Raises:
            ValueError: a model feature is missing or not finite.
        """
        return self.probabilities([features])[0]

    def probabilities(self, rows: Sequence[Mapping[str, float]]) -> list[float]:
        """:meth:`probability` of each row, in one matrix product (a request's candidates at once)."""
        if not rows:
            return []
        return [float(v) for v in self._scores(rows)]

    def thresholds_for(self, asset_type: str | None, language: str | None = None) -> tuple[Thresholds, str]:
        """Thresholds for a query of ``asset_type`` asked in ``language`` (``zh``/``en``), and their scope.

        A slice's own thresholds apply where the artifact has them (scope =
        the asset type, the language, or ``"<type>+<language>"`` with the
        stricter of each); else the global ones (scope ``"global"``).
        """
        own = []
        for table, key in ((self.thresholds.per_asset_type, asset_type), (self.thresholds.per_language, language)):
            sel = table.get(key) if key is not None else None
            if sel is not None and sel.scope != GLOBAL_SCOPE:
                own.append((sel.to_thresholds(), sel.scope))
        return combine_scoped(self.thresholds.global_.to_thresholds(), own)


def _same(a: object, b: object) -> bool:
    """Equality of scorer values without bool/int confusion."""
    if isinstance(a, bool) or isinstance(b, bool):
        return isinstance(a, bool) and isinstance(b, bool) and a == b
    if isinstance(a, int | float) and isinstance(b, int | float):
        return float(a) == float(b)
    return type(a) is type(b) and a == b


def _canonical(obj: Any) -> bytes:
    """Canonical JSON bytes: sorted keys, no spaces, UTF-8."""
    return json.dumps(obj, sort_keys=True, separators=(",", ":"), ensure_ascii=False, allow_nan=False).encode("utf-8")


def content_id(artifact: Artifact | Mapping[str, Any]) -> str:
    """``cal-`` + 16 hex digits of SHA-256 over every field except ``id`` and ``created``."""
    obj = artifact.to_json() if isinstance(artifact, Artifact) else dict(artifact)
    body = {k: v for k, v in obj.items() if k not in ("id", "created")}
    return ID_PREFIX + hashlib.sha256(_canonical(body)).hexdigest()[:ID_HEX_DIGITS]


