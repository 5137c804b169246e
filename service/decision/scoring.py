"""The decision model's serving side: features in, calibrated probability out (numpy only).

The logistic part:

p_lin(x) = σ(b + Σ_j w_j · (clip(x_j) − μ_j) / s_j),  σ(z) = 1 / (1 + e^(−z)),

with μ, s the standardisation and the clip range seen in training. The
boosted part (when the artifact has one): p_tree(x) = σ(b₀ + Σ_t leaf_t(x)),
the sum of the leaf values that regression trees reach, each internal node
sending a row left when ``x[feature] <= threshold``. The model's probability
is the mean (p_lin + p_tree) / 2. Everything is read from the calibration
artifact; fitting lives in ``calibration.model``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

import numpy as np

#: Child index of a leaf in :class:`TreeArrays` (``left`` and ``right``).
LEAF = -1


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


@dataclass(frozen=True)
class TreeArrays:
    """Regression trees flattened into one node table (every tree's nodes, tree after tree).

    Node ``i`` is a leaf when ``left[i] == LEAF`` (then ``value[i]`` is what it
    adds); otherwise a row goes to ``left[i]`` when ``x[feature[i]] <=
    threshold[i]``, else to ``right[i]``. ``roots`` holds each tree's first
    node. Children always come after their parent, so a walk ends within
    ``depth`` steps.
    """

    feature: np.ndarray
    threshold: np.ndarray
    left: np.ndarray
    right: np.ndarray
    value: np.ndarray
    roots: np.ndarray
    depth: int


def tree_arrays(trees: Sequence[Mapping[str, Sequence[float]]]) -> TreeArrays:
    """One :class:`TreeArrays` from per-tree node lists (``feature``, ``threshold``, ``left``, ``right``, ``value``).

    Child indices are local to their tree; they are shifted into the flat table here.
    """
    feature, threshold, left, right, value, roots = [], [], [], [], [], []
    at, depth = 0, 0
    for tree in trees:
        n = len(tree["value"])
        roots.append(at)
        lt = np.asarray(tree["left"], dtype=np.int64)
        rt = np.asarray(tree["right"], dtype=np.int64)
        feature.append(np.asarray(tree["feature"], dtype=np.int64))
        threshold.append(np.asarray(tree["threshold"], dtype=float))
        left.append(np.where(lt == LEAF, LEAF, lt + at))
        right.append(np.where(rt == LEAF, LEAF, rt + at))
        value.append(np.asarray(tree["value"], dtype=float))
        d = np.zeros(n, dtype=np.int64)
        for i in range(n):  # children come after parents: one forward pass gives every depth
            if lt[i] != LEAF:
                d[lt[i]] = d[rt[i]] = d[i] + 1
        depth = max(depth, int(d.max(initial=0)))
        at += n
    cat = (lambda parts, dt: np.concatenate(parts).astype(dt) if parts else np.zeros(0, dtype=dt))
    return TreeArrays(
        feature=cat(feature, np.int64),
        threshold=cat(threshold, float),
        left=cat(left, np.int64),
        right=cat(right, np.int64),
        value=cat(value, float),
        roots=np.asarray(roots, dtype=np.int64),
        depth=depth,
    )


def tree_raw(x: np.ndarray, trees: TreeArrays, baseline: float) -> np.ndarray:
    """b₀ + Σ_t leaf_t(x) for each row of ``x`` (shape (n, d)) -> (n,): all rows and trees walked at once."""
    xa = np.asarray(x, dtype=float)
    n = len(xa)
    if n == 0 or len(trees.roots) == 0:
        return np.full(n, float(baseline))
    node = np.broadcast_to(trees.roots, (n, len(trees.roots))).copy()
    rows = np.arange(n)[:, None]
    for _ in range(trees.depth):
        inner = trees.left[node] != LEAF
        if not inner.any():
            break
        go_left = xa[rows, trees.feature[node]] <= trees.threshold[node]
        node = np.where(inner, np.where(go_left, trees.left[node], trees.right[node]), node)
    return float(baseline) + trees.value[node].sum(axis=1)


def ensemble_probabilities(p_linear: np.ndarray, x: np.ndarray, trees: TreeArrays | None, baseline: float) -> np.ndarray:
    """(p_lin + σ(tree_raw(x))) / 2, or ``p_linear`` itself when there are no trees."""
    if trees is None:
        return np.asarray(p_linear, dtype=float)
    return 0.5 * (np.asarray(p_linear, dtype=float) + sigmoid(tree_raw(x, trees, baseline)))
