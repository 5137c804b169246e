"""structlog configuration: JSON in production, readable on a terminal.

Called once by the CLI or ``create_app``; nothing is configured at import.
Events are keyword-only with stable names (``retrieval.abstained``,
``index.upserted``); the request id is bound in the HTTP middleware through
``structlog.contextvars``.
"""

from __future__ import annotations

import logging
import sys

import structlog


def configure_logging(json_logs: bool = True, quiet: bool = False) -> None:
    """Route structlog (and stdlib logging) to stderr.

    Args:
        json_logs: one JSON object per line (production) instead of console rendering.
        quiet: only warnings and errors (CLI commands whose output is the result).
    """
    level = logging.WARNING if quiet else logging.INFO
    renderer = structlog.processors.JSONRenderer() if json_logs else structlog.dev.ConsoleRenderer(colors=False)
    structlog.configure(
        processors=[
            structlog.contextvars.merge_contextvars,
            structlog.processors.add_log_level,
            structlog.processors.TimeStamper(fmt="iso", utc=True),
            structlog.processors.format_exc_info,
            renderer,
        ],
        wrapper_class=structlog.make_filtering_bound_logger(level),
        # Resolve sys.stderr at each logger creation, not once: test runners and
        # embedding programs swap the stream, and a captured one may be closed later.
        logger_factory=lambda *_: structlog.PrintLogger(file=sys.stderr),
        cache_logger_on_first_use=False,
    )
    # Standard-library loggers (uvicorn, libraries) render through the same
    # processors, so a production log is JSON from the first line to the last.
    handler = logging.StreamHandler(sys.stderr)
    handler.setFormatter(
        structlog.stdlib.ProcessorFormatter(
            processor=renderer,
            foreign_pre_chain=[
                structlog.contextvars.merge_contextvars,
                structlog.processors.add_log_level,
                structlog.processors.TimeStamper(fmt="iso", utc=True),
                structlog.stdlib.add_logger_name,
            ],
        )
    )
    logging.basicConfig(level=level, handlers=[handler], force=True)
    for name in ("uvicorn", "uvicorn.error", "uvicorn.access"):
        lg = logging.getLogger(name)
        lg.handlers.clear()
        lg.propagate = True
    for noisy in ("httpx", "urllib3", "elastic_transport", "transformers", "FlagEmbedding"):
        logging.getLogger(noisy).setLevel(logging.WARNING)
