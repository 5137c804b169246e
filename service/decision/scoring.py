"""The decision model's serving side: features in, calibrated probability out (numpy only).

p(reusable | x) = σ(b + Σ_j w_j · (clip(x_j) − μ_j) / s_j),  σ(z) = 1 / (1 + e^(−z)),

with μ, s the standardisation and the clip range seen in training, all read
from the calibration artifact. Fitting lives in ``calibration.model``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

import numpy as np


def sigmoid(z: np.ndarray) -> np.ndarray:
    """σ(z) = 1 / (1 + e^(−z)), computed as (1 + tanh(z/2)) / 2 (no overflow)."""
    return 0.5 * (1.0 + np.tanh(0.5 * np.asarray(z, dtype=float)))


def feature_matrix(rows: Sequence[Mapping[str, float]], features: Sequence[str]) -> np.ndarray:
    """Rows of feature mappings as an (n, len(features)) float array.

    Raises:
        ValueError: when a row lacks a feature or has a non-finite value.
    """
    x = np.empty((len(rows), len(features)), dtype=float)
    for i, row in enumerate(rows):
        try:
            x[i] = [row[f] for f in features]
        except KeyError:
            missing = [f for f in features if f not in row]
            raise ValueError(f"missing features {missing} (the model needs {list(features)})") from None
    if not np.isfinite(x).all():
        i, j = (int(v[0]) for v in np.nonzero(~np.isfinite(x)))
        raise ValueError(f"feature {features[j]!r} is not finite: {x[i, j]}")
    return x


def logistic_probabilities(
    x: np.ndarray,
    mean: Sequence[float],
    scale: Sequence[float],
    coefficients: Sequence[float],
    intercept: float,
    lower: Sequence[float] | None = None,
    upper: Sequence[float] | None = None,
) -> np.ndarray:
    """p = σ(b + ((clip(x) − μ) / s) · w) for each row of ``x`` (shape (n, d)) -> (n,).

    ``lower``/``upper`` clip every feature to the range seen in training: a
    linear model extrapolates without limit, and a feature with a tiny
    training spread (say the fused score, nearly constant over top-5
    candidates) would otherwise turn an unusual query into a certainty.
    """
    xa = np.asarray(x, dtype=float)
    if lower is not None and upper is not None and len(lower):
        xa = np.clip(xa, np.asarray(lower, dtype=float), np.asarray(upper, dtype=float))
    z = ((xa - np.asarray(mean)) / np.asarray(scale)) @ np.asarray(coefficients) + intercept
    return sigmoid(z)
