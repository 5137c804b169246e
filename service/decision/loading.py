"""Wiring of the decision stage: load the calibration artifact, refuse a mismatched one.

The artifact is ``decision.calibration`` if configured, else the packaged
default (fit on the example dev set with the offline default scorer:
all-MiniLM-L6-v2, no cross-encoder). An artifact made for another scorer
(model, revision, normalize, max length, input template, candidate depth,
embedder, features) is refused with ``CalibrationMismatch``.
"""

from __future__ import annotations

from importlib import resources
from pathlib import Path

import structlog

from service.decision.artifact import Artifact
from service.errors import CalibrationMismatch
from service.pipeline import Pipeline
from service.runtime import Runtime
from service.decision.stage import DecideStage

log = structlog.get_logger("mxr.decider")

DEFAULT_ARTIFACT = "default_calibration.json"


def default_artifact_path() -> Path:
    """The packaged default calibration artifact."""
    return Path(str(resources.files("service.data").joinpath(DEFAULT_ARTIFACT)))


def load_checked_artifact(runtime: Runtime, pipeline: Pipeline) -> Artifact:
    """Load the configured artifact and check it against the running scorer.

    Raises:
        CalibrationInvalid: the file is missing or malformed.
        CalibrationMismatch: it was made for another scorer.
    """
    path = runtime.settings.decision.calibration or default_artifact_path()
    artifact = Artifact.load(path)
    artifact.check_scorer(pipeline.scorer_identity())
    return artifact


def _auto_reranker_vs_packaged(runtime: Runtime) -> bool:
    """True when an auto-detected cross-encoder meets the packaged (no-reranker) artifact."""
    s = runtime.settings
    return runtime.reranker is not None and s.rerank.model is None and s.decision.calibration is None


def build_pipeline(runtime: Runtime, require_decider: bool = True) -> Pipeline:
    """The request pipeline with its decision stage.

    Args:
        require_decider: raise when no valid artifact can be loaded; with
            False (offline eval before any calibration exists) the pipeline
            still retrieves and only ``answer`` is unavailable.
    """
    pipeline = Pipeline(runtime)
    try:
        try:
            pipeline.decider = DecideStage(load_checked_artifact(runtime, pipeline))
        except CalibrationMismatch:
            if not _auto_reranker_vs_packaged(runtime):
                raise
            # Nothing was configured explicitly: a cross-encoder found in the local
            # model cache meets the packaged artifact, made without one. Keep the
            # pair consistent (fused order) instead of refusing to start, and say so.
            log.warning(
                "reranker.not_used",
                reranker=runtime.reranker.identity if runtime.reranker else None,
                reason="the packaged calibration was made without a cross-encoder; "
                "run `mxr sweep` and pass --calibration to use it",
            )
            runtime.reranker = None
            runtime.reranker_note = "found offline but not used: the packaged calibration was made without a cross-encoder"
            pipeline.close()
            pipeline = Pipeline(runtime)
            pipeline.decider = DecideStage(load_checked_artifact(runtime, pipeline))
    except Exception as exc:
        pipeline.decider_error = str(exc)
        if require_decider:
            pipeline.close()
            raise
    return pipeline
