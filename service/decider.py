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

from calibration.artifact import Artifact
from service.pipeline import Pipeline
from service.runtime import Runtime
from service.stages.decide import DecideStage

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


def build_pipeline(runtime: Runtime, require_decider: bool = True) -> Pipeline:
    """The request pipeline with its decision stage.

    Args:
        require_decider: raise when no valid artifact can be loaded; with
            False (offline eval before any calibration exists) the pipeline
            still retrieves and only ``answer`` is unavailable.
    """
    pipeline = Pipeline(runtime)
    try:
        pipeline.decider = DecideStage(load_checked_artifact(runtime, pipeline))
    except Exception as exc:
        pipeline.decider_error = str(exc)
        if require_decider:
            pipeline.close()
            raise
    return pipeline
