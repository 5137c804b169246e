"""The exact eligibility gate (formats.md §1 "Status semantics" and "Scope semantics").

An entry is eligible for a query only when
  * its status is not ``deprecated``;
  * its ``project`` equals the query's project or is ``"*"``;
  * one of its ``branches`` globs matches the query's branch
    (``fnmatch.fnmatchcase``: ``*`` matches any run of characters, ``/`` included);
  * for every package in ``applies_to`` the query's ``stack`` names that
    package at a version inside the npm range, exactly as npm's
    ``semver.satisfies(version, range)`` says with default options, the
    prerelease rule included (``service.npm_semver``, a port of node-semver
    7.8.5 checked against npm itself); a constrained package missing from the
    stack makes the entry ineligible, and a stored range npm refuses (accepted
    by mxr's engine before issue 11) admits nothing.

How the gate is pushed into the engines: every entry's eligibility depends
only on its *scope* ``(project, branches, applies_to, status)``. Entries share
scopes heavily (a team writes a handful of version/branch combinations), so
each chunk is indexed with ``scope_key`` = a hash of its scope, and a query's
gate is the exact predicate evaluated once per distinct scope, then sent to
every engine as a term-set filter on ``scope_key``. The engines never see a
semver range, so no engine can disagree with this module.
"""

from __future__ import annotations

import fnmatch
import hashlib
import json
import threading
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import lru_cache

from service import npm_semver
from service.contracts import ExperienceEntry, QueryContext, Status, parse_range, parse_version

# A range/version pair is evaluated once and remembered; real stacks repeat.
_RANGE_CACHE_SIZE = 65_536
# Hex digits of SHA-256 kept in a scope key: 80 bits, collision-free at any realistic scale.
_SCOPE_KEY_HEX = 20


@dataclass(frozen=True)
class Scope:
    """The part of an entry that eligibility depends on, canonicalised."""

    project: str
    branches: tuple[str, ...]
    applies_to: tuple[tuple[str, str], ...]
    status: str

    @classmethod
    def of(cls, entry: ExperienceEntry) -> Scope:
        """The scope of an entry (branch globs and packages sorted)."""
        return cls(
            project=entry.project,
            branches=tuple(sorted(set(entry.branches))),
            applies_to=tuple(sorted((k, v.strip()) for k, v in entry.applies_to.items())),
            status=Status(entry.status).value,
        )

    @property
    def key(self) -> str:
        """Stable key of this scope, stored with every chunk (``scope_key``)."""
        canon = json.dumps(
            [self.project, list(self.branches), [list(p) for p in self.applies_to], self.status],
            ensure_ascii=False,
            separators=(",", ":"),
        )
        return hashlib.sha256(canon.encode("utf-8")).hexdigest()[:_SCOPE_KEY_HEX]


@lru_cache(maxsize=_RANGE_CACHE_SIZE)
def _range_admits(rng: str, version: str) -> bool:
    try:
        parsed = parse_range(rng)
    except ValueError:
        return False  # only a stored entry from an older engine gets here: fail closed
    return parsed.test(parse_version(version))


@lru_cache(maxsize=_RANGE_CACHE_SIZE)
def _glob_matches(pattern: str, branch: str) -> bool:
    return fnmatch.fnmatchcase(branch, pattern)


def scope_admits(scope: Scope, context: QueryContext) -> bool:
    """The exact predicate of formats.md for one scope and one query context."""
    if scope.status == Status.DEPRECATED.value:
        return False
    if scope.project != "*" and scope.project != context.project:
        return False
    if not any(_glob_matches(g, context.branch) for g in scope.branches):
        return False
    for package, rng in scope.applies_to:
        version = context.stack.get(package)
        if version is None or not _range_admits(rng, version):
            return False
    return True


def exclusions(entry: ExperienceEntry, context: QueryContext) -> list[str]:
    """Every eligibility rule ``entry`` breaks for ``context``, in words (empty: eligible).

    The review page shows these for near-misses: on-topic entries the gate kept out.
    """
    scope = Scope.of(entry)
    out: list[str] = []
    if scope.status == Status.DEPRECATED.value:
        out.append("status is deprecated")
    if scope.project != "*" and scope.project != context.project:
        out.append(f"project is {scope.project!r}, not {context.project!r}")
    if not any(_glob_matches(g, context.branch) for g in scope.branches):
        out.append(f"branch {context.branch!r} matches none of {list(scope.branches)}")
    for package, rng in scope.applies_to:
        version = context.stack.get(package)
        if version is None:
            out.append(f"needs {package} {rng}; the stack has no {package}")
        elif not _range_admits(rng, version):
            out.append(f"needs {package} {rng}; the stack has {package} {version}")
    return out


def is_eligible(entry: ExperienceEntry, context: QueryContext) -> bool:
    """Whether ``entry`` may be used at all for a query in ``context``."""
    return scope_admits(Scope.of(entry), context)


def version_admits(rng: str, version: str | npm_semver.SemVer) -> bool:
    """Whether an npm range admits a stack version (exposed for reports and tests).

    Raises:
        ValueError: ``version`` is not a stack version (``parse_version``).
    """
    return _range_admits(rng, str(version))


@dataclass(frozen=True)
class Gate:
    """The gate for one query: the eligible scope keys and how many chunks pass."""

    keys: frozenset[str]
    eligible_chunks: int
    eligible_entries: int


class ScopeCatalog:
    """The distinct scopes present in the index, with chunk and entry counts.

    Built from the store of record and kept current by the write path; it
    is what turns a query context into the ``scope_key`` filter each engine
    applies inside its own query. Thread-safe.
    """

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._scopes: dict[str, Scope] = {}
        self._chunks: dict[str, int] = {}
        self._entries: dict[str, int] = {}

    def add(self, scope: Scope, chunks: int) -> None:
        """Count one entry with ``chunks`` chunks under ``scope``."""
        key = scope.key
        with self._lock:
            self._scopes[key] = scope
            self._chunks[key] = self._chunks.get(key, 0) + chunks
            self._entries[key] = self._entries.get(key, 0) + 1

    def remove(self, scope: Scope, chunks: int) -> None:
        """Uncount one entry previously added with ``add``."""
        key = scope.key
        with self._lock:
            if key not in self._scopes:
                return
            self._chunks[key] -= chunks
            self._entries[key] -= 1
            if self._entries[key] <= 0:
                del self._scopes[key], self._chunks[key], self._entries[key]

    def clear(self) -> None:
        with self._lock:
            self._scopes.clear()
            self._chunks.clear()
            self._entries.clear()

    def rebuild(self, items: Iterable[tuple[Scope, int]]) -> None:
        """Replace the catalog with ``(scope, chunk_count)`` per entry."""
        self.clear()
        for scope, chunks in items:
            self.add(scope, chunks)

    def scopes(self) -> Mapping[str, Scope]:
        with self._lock:
            return dict(self._scopes)

    def gate(self, context: QueryContext) -> Gate:
        """Evaluate the exact predicate once per distinct scope."""
        with self._lock:
            snapshot = [(k, s, self._chunks[k], self._entries[k]) for k, s in self._scopes.items()]
        keys = [(k, c, e) for k, s, c, e in snapshot if scope_admits(s, context)]
        return Gate(
            keys=frozenset(k for k, _, _ in keys),
            eligible_chunks=sum(c for _, c, _ in keys),
            eligible_entries=sum(e for _, _, e in keys),
        )
