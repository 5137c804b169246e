"""Build a calibration artifact from a fit, a sweep and an evaluation.

The artifact's schema, loading, scorer check and serving-side probability
live in :mod:`service.decision.artifact`; this module is the offline side.
"""

from __future__ import annotations

import datetime as _dt
import hashlib
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from calibration.answerability import GLOBAL as GATE_GLOBAL
from calibration.answerability import FittedGate
from calibration.metrics import EvalSummary
from calibration.model import BoostedPart, FittedModel
from calibration.thresholds import SliceSelection, SweepResult
from service.decision.artifact import _ID_PENDING, SCHEMA_VERSION, Artifact, ScorerValue, content_id
from service.errors import CalibrationInvalid


def sha256_file(path: str | Path) -> str:
    """SHA-256 (hex) of a file's bytes: the eval set's identity."""
    h = hashlib.sha256()
    with Path(path).open("rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            h.update(block)
    return h.hexdigest()


def _boosted_json(part: BoostedPart) -> dict[str, Any]:
    """A fitted boosted part as the artifact's ``boosted`` block (the candidate model's and the gate's)."""
    return {
        "baseline": part.baseline,
        "trees": [{k: list(v) for k, v in t.items()} for t in part.trees],
        "params": dict(part.params),
    }


def build_artifact(
    fitted: FittedModel,
    sweep_result: SweepResult,
    eval_summary: EvalSummary,
    *,
    scorer: Mapping[str, ScorerValue],
    eval_set_sha256: str,
    created: _dt.date | None = None,
    gate: FittedGate | None = None,
) -> Artifact:
    """Assemble and validate an artifact from a fit, a sweep and an evaluation.

    Args:
        fitted: the decision model (its final, all-rows coefficients are kept).
        sweep_result: chosen thresholds, budgets and bound method.
        eval_summary: metrics at the operating point (overall block is kept).
        scorer: the scorer identity the scores were produced with.
        eval_set_sha256: :func:`sha256_file` of the eval set.
        created: defaults to today (UTC).
        gate: the answerability gate (``calibration.answerability``), if fitted.

    Raises:
        CalibrationInvalid: when the pieces do not make a valid artifact.
    """
    g = sweep_result.point.thresholds
    def slices(selections: Mapping[str, SliceSelection]) -> dict[str, dict[str, Any]]:
        return {
            name: {
                "inject": sel.thresholds.inject,
                "reference": sel.thresholds.reference,
                "scope": sel.scope,
                "n_queries": sel.n_queries,
                "reason": sel.reason,
            }
            for name, sel in selections.items()
        }

    per_type = slices(sweep_result.per_asset_type)
    per_language = slices(sweep_result.per_language)
    body: dict[str, Any] = {
        "schema_version": SCHEMA_VERSION,
        "created": (created or _dt.datetime.now(_dt.UTC).date()).isoformat(),
        "scorer": dict(scorer),
        "features": list(fitted.features),
        "standardisation": {
            "mean": list(fitted.mean),
            "scale": list(fitted.scale),
            **({"lower": list(fitted.lower), "upper": list(fitted.upper)} if fitted.lower else {}),
        },
        "coefficients": list(fitted.coefficients),
        "intercept": fitted.intercept,
        "thresholds": {"global": {"inject": g.inject, "reference": g.reference}, "per_asset_type": per_type, "per_language": per_language},
        "eval_set_sha256": eval_set_sha256,
        "metrics": eval_summary.to_json(),
        "budgets": {
            "wrong_injection": sweep_result.inject_budget,
            "reference_wrong": sweep_result.reference_budget,
        },
        "bound_method": sweep_result.bound.value,
        "confidence": sweep_result.confidence,
        "fit": {
            "C": fitted.C,
            "class_weight": fitted.class_weight,
            "n_folds": fitted.n_folds,
            "n_rows": fitted.n_rows,
            "n_queries": fitted.n_queries,
            "n_positive": fitted.n_positive,
            "min_queries_per_asset_type": sweep_result.min_queries,
            "notes": list(fitted.notes),
        },
    }
    if fitted.boosted is not None:
        body["boosted"] = _boosted_json(fitted.boosted)
    if gate is not None:
        body["answerability"] = {
            "candidate_features": list(gate.candidate_features),
            "features": list(gate.features),
            "standardisation": {
                "mean": list(gate.mean),
                "scale": list(gate.scale),
                "lower": list(gate.lower),
                "upper": list(gate.upper),
            },
            "coefficients": list(gate.coefficients),
            "intercept": gate.intercept,
            "thresholds": {
                "global": gate.thresholds[GATE_GLOBAL],
                "per_language": {k: v for k, v in gate.thresholds.items() if k != GATE_GLOBAL},
            },
            "n_queries": gate.n_queries,
            "n_answerable": gate.n_answerable,
            "notes": list(gate.notes),
        }
        if gate.boosted is not None:
            body["answerability"]["boosted"] = _boosted_json(gate.boosted)
    # Validate once without the id (ValidationInfo context), then name the
    # validated JSON form by its hash, so the id covers exactly what a later load sees.
    try:
        draft = Artifact.model_validate({**body, "id": ""}, context={_ID_PENDING: True})
        return Artifact.model_validate({**draft.to_json(), "id": content_id(draft)})
    except ValidationError as exc:
        raise CalibrationInvalid(f"cannot build a calibration artifact: {exc}") from exc
