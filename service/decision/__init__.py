"""The decision: calibrated probability per candidate → inject / reference / abstain.

What serving executes lives here, so the service never needs ``calibration/``:

* :mod:`service.decision.rule`: the role and decision rule (formats.md §4) and the guards;
* :mod:`service.decision.artifact`: the calibration artifact's schema, loading and scorer check;
* :mod:`service.decision.scoring`: features in, calibrated probability out (numpy only);
* :mod:`service.decision.stage`: the decide stage of the request pipeline;
* :mod:`service.decision.loading`: wiring the artifact into a pipeline (refusing a mismatch).

``calibration/`` fits and writes the artifact that this package reads.
"""
