"""Prometheus metrics, one registry per app (no import-time globals)."""

from __future__ import annotations

from dataclasses import dataclass, field

from prometheus_client import CollectorRegistry, Counter, Histogram

# Stage latencies span 0.1 ms (fusion) to seconds (a CPU cross-encoder).
_STAGE_BUCKETS = (0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0)


@dataclass
class Metrics:
    registry: CollectorRegistry = field(default_factory=CollectorRegistry)

    def __post_init__(self) -> None:
        self.requests = Counter(
            "mxr_retrieve_requests_total", "retrieve requests by decision", ["decision"], registry=self.registry
        )
        self.degraded = Counter(
            "mxr_retrieve_degraded_total", "retrieve requests answered with a failed recall path", ["path"], registry=self.registry
        )
        self.stage = Histogram(
            "mxr_stage_seconds", "latency per pipeline stage", ["stage"], buckets=_STAGE_BUCKETS, registry=self.registry
        )
        self.http = Histogram(
            "mxr_http_request_seconds",
            "HTTP request latency",
            ["method", "route", "status"],
            buckets=_STAGE_BUCKETS,
            registry=self.registry,
        )
        self.backfill = Counter(
            "mxr_backfill_enqueue_total",
            "backfill occurrences by source and outcome (opened a new item, merged into an open one, limited by flood control)",
            ["source", "outcome"],
            registry=self.registry,
        )
        self.feedback = Counter("mxr_feedback_total", "agent feedback by verdict", ["verdict"], registry=self.registry)
        self.queue_actions = Counter(
            "mxr_backfill_actions_total", "reviewer actions on the backfill queue", ["action"], registry=self.registry
        )
        self.writes = Counter("mxr_experience_writes_total", "experience upserts and deletes", ["op"], registry=self.registry)
