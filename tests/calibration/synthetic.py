"""Synthetic recorded eval sets for the calibration tests (seeded, deterministic)."""

from __future__ import annotations

import numpy as np

from calibration.records import CandidateRecord, QueryRecord, detect_language

FEATURES = ("rerank_score", "identifier_hit")
ASSET_TYPES = ("component", "store", "directive")
CATEGORIES = ("identifier", "synonym", "missing")
STATUSES = ("verified", "verified", "verified", "review_required", "candidate")
# Mean rerank score per label: reusable candidates score high, the rest lower.
SCORE_MEAN = {"reusable": 2.0, "reference_only": 0.5, "not_applicable": 0.3, None: -1.0}


def make_records(n_queries: int = 60, seed: int = 0, separation: float = 1.0) -> list[QueryRecord]:
    """A synthetic eval set: about 50 % inject, 25 % reference, 25 % abstain queries."""
    rng = np.random.default_rng(seed)
    records = []
    for i in range(n_queries):
        expected = rng.choice(["inject", "inject", "reference", "abstain"])
        asset_type = ASSET_TYPES[i % 3 if i % 7 else 2]
        labels: dict[str, str] = {}
        cands = []
        for j in range(5):
            eid = f"exp-{i:03d}-{j}"
            status = str(rng.choice(STATUSES))
            label = None
            if j == 0 and expected == "inject":
                label, status = "reusable", "verified"
            elif j == 0 and expected == "reference":
                label = "reference_only"
            elif j == 1 and rng.random() < 0.3:
                label = "not_applicable"
            if label:
                labels[eid] = label
            score = rng.normal(SCORE_MEAN[label] * separation, 1.0)
            hit = float(rng.random() < (0.8 if label == "reusable" else 0.2))
            cands.append(
                CandidateRecord(
                    entry_id=eid,
                    chunk=0,
                    status=status,
                    asset_type=asset_type,
                    features={"rerank_score": float(score), "identifier_hit": hit},
                    label=label,
                )
            )
        # Shuffle the candidates by score, best first (as after rerank).
        cands.sort(key=lambda c: -c.features["rerank_score"])
        if expected == "inject" and rng.random() < 0.2:
            labels[f"exp-{i:03d}-missed"] = "reusable"  # a labeled entry retrieval missed
        text = "LegacyTable 的 reload 方法怎么处理" if i % 2 else "how to migrate the v-permission directive"
        records.append(
            QueryRecord(
                query_id=f"q-{i:03d}",
                query=text,
                category=CATEGORIES[i % 3],
                language=detect_language(text),
                asset_type=asset_type,
                expected=str(expected),
                labels=labels,
                candidates=tuple(cands),
            )
        )
    return records
