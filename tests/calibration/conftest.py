"""Shared fixtures: one synthetic eval set and one fit per session (keeps the suite fast)."""

from __future__ import annotations

import pytest

from calibration.model import FittedModel, fit_decision_model
from calibration.records import QueryRecord
from tests.calibration.synthetic import FEATURES, make_records

# Small CV settings: the fixtures exercise the code paths, not the C grid.
TEST_FOLDS = 3
TEST_CS = 4


@pytest.fixture(scope="session")
def records() -> list[QueryRecord]:
    return make_records(60, seed=1)


@pytest.fixture(scope="session")
def fitted(records: list[QueryRecord]) -> FittedModel:
    return fit_decision_model(records, FEATURES, seed=0, n_folds=TEST_FOLDS, cs=TEST_CS)
