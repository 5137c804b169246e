"""Errors raised by the analyzers package.

One root (:class:`AnalyzerError`) with typed leaves carrying context, as the
house style asks; callers catch the root, handlers inspect the leaf.
"""

from __future__ import annotations

from pathlib import Path


class AnalyzerError(Exception):
    """Root of every error raised by ``analyzers``."""


class GlossaryError(AnalyzerError, ValueError):
    """A glossary could not be built: bad groups, or a malformed team file.

    Attributes:
        reason: what is wrong, in words.
        path: the team glossary file, or ``None`` when the groups came from code.
    """

    def __init__(self, reason: str, path: str | Path | None = None) -> None:
        self.reason = reason
        self.path = Path(path) if path is not None else None
        where = f"{self.path}: " if self.path is not None else ""
        super().__init__(f"invalid glossary: {where}{reason}")
