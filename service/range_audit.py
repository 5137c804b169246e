"""Which stored entries the range engine now reads differently (``mxr reindex``, issue 11).

Until issue 11 mxr read ``applies_to`` ranges with ``semantic_version.NpmSpec``,
which refused valid npm ranges and had prerelease rules of its own
(``<=18.3.1`` admitted ``18.3.1-canary``). The gate now speaks npm exactly
(``service.npm_semver``), so an entry stored before may apply to other stacks
than it did. Nothing is rewritten: the gate reads every stored range with the
new engine from the first query on. What this module adds is the report.

* The store's meta key ``range_engine`` names the engine the stored entries
  were last checked against. A store that starts empty is stamped with the
  current engine when it is opened; a store from before issue 11 has no stamp.
* ``mxr reindex`` on an unstamped store compares, for every distinct stored
  range, the old reading with the new one on probe versions — every version
  the range names, its neighbours (next patch, minor and major, previous
  patch) and their prereleases (``-0``, ``-alpha``, ``-rc.1`` and the range's
  own prerelease tags) — names each entry, package and range whose answers
  differ and what changed, then stamps the store. Entries indexed into an
  unstamped store after the upgrade are compared too (the stamp is per store).
* A stored range npm refuses (``x.1``, ``*.3``: the old engine accepted them)
  is reported on every reindex: the gate never admits it, so the entry is
  never eligible until its range is fixed and the entry is indexed again.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache
import structlog

from service import npm_semver
from service.contracts import ExperienceEntry, parse_range
from service.store import EntryStore

log = structlog.get_logger("mxr.range_audit")

META_KEY = "range_engine"
LEGACY_ENGINE = "semantic_version.NpmSpec (mxr before issue 11)"
# How many versions a report line names per direction before "and N more".
_SHOWN = 4

_VERSION_IN_TEXT = re.compile(r"([0-9]+)(?:\.([0-9]+))?(?:\.([0-9]+))?(?:-([0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*))?")


@dataclass(frozen=True)
class RangeChange:
    """One stored range the current engine reads differently, in words."""

    entry_id: str
    package: str
    range: str
    change: str
    refused: bool  # npm refuses the range: the entry is never eligible

    def line(self) -> str:
        return f"{self.entry_id}  {self.package} {self.range!r}: {self.change}"


def legacy_admits(rng: str, version: str) -> bool | None:
    """The old engine's answer (``semantic_version.NpmSpec``); None where it refused the range."""
    import semantic_version

    try:
        spec = semantic_version.NpmSpec(rng.strip())
    except Exception:  # noqa: BLE001 - it raised AttributeError too on some ranges
        return None
    return bool(spec.match(semantic_version.Version(version)))


def probe_versions(rng: str) -> list[str]:
    """Versions on and around every version ``rng`` names, with prereleases (release versions only)."""
    bases: set[tuple[int, int, int]] = set()
    tags = {"0", "alpha", "rc.1"}
    for m in _VERSION_IN_TEXT.finditer(rng):
        if any(g and len(g) > 15 for g in m.groups()[:3]):
            continue
        major, minor, patch = (int(g) if g else 0 for g in m.groups()[:3])
        bases.add((major, minor, patch))
        if m[4]:
            tags |= {m[4], f"{m[4]}.1", f"{m[4]}.0.2"}
    tuples: set[tuple[int, int, int]] = {(0, 0, 0)}
    for major, minor, patch in bases:
        tuples |= {(major, minor, patch), (major, minor, patch + 1), (major, minor + 1, 0), (major + 1, 0, 0)}
        if patch:
            tuples.add((major, minor, patch - 1))
    out = []
    for t in sorted(tuples):
        core = f"{t[0]}.{t[1]}.{t[2]}"
        out.append(core)
        out.extend(f"{core}-{tag}" for tag in sorted(tags) if _is_prerelease(tag))
    return out


def _is_prerelease(tag: str) -> bool:
    try:
        npm_semver.SemVer.parse(f"0.0.0-{tag}")
    except npm_semver.InvalidVersion:
        return False
    return True


def _listed(versions: list[str]) -> str:
    shown = ", ".join(versions[:_SHOWN])
    return shown + (f" and {len(versions) - _SHOWN} more" if len(versions) > _SHOWN else "")


@lru_cache(maxsize=4096)
def reading_change(rng: str) -> tuple[str, bool] | None:
    """What changed for ``rng`` between the old engine and npm's reading, or None if nothing did."""
    try:
        parsed = parse_range(rng)
    except ValueError as exc:
        return (
            f"npm refuses it ({exc}); the gate never admits it, so the entry is never eligible "
            "until its range is fixed and the entry is indexed again",
            True,
        )
    probes = probe_versions(rng)
    old = [legacy_admits(rng, v) for v in probes]
    if old[0] is None:
        return f"the old engine refused this range; npm reads it as {parsed.canonical or '*'!r}", False
    new = [parsed.test(npm_semver.SemVer.parse(v)) for v in probes]
    gained = [v for v, a, b in zip(probes, old, new, strict=True) if b and not a]
    lost = [v for v, a, b in zip(probes, old, new, strict=True) if a and not b]
    if not gained and not lost:
        return None
    parts = []
    if lost:
        parts.append(f"no longer admits {_listed(lost)}")
    if gained:
        parts.append(f"now admits {_listed(gained)}")
    return "; ".join(parts) + f" (npm reads it as {parsed.canonical or '*'!r})", False


def audit(entries: Iterable[ExperienceEntry], compare_readings: bool) -> list[RangeChange]:
    """Changes for these entries: refused ranges always, reading changes when ``compare_readings``."""
    out = []
    for entry in entries:
        for package, rng in sorted(entry.applies_to.items()):
            found = reading_change(rng)
            if found is None:
                continue
            change, refused = found
            if refused or compare_readings:
                out.append(RangeChange(entry.id, package, rng, change, refused))
    return out


def audit_store(store: EntryStore) -> list[RangeChange]:
    """What ``mxr reindex`` reports for a store, then stamps it as checked with the current engine."""
    compare = store.get_meta(META_KEY) != npm_semver.ENGINE
    changes = audit((s.entry for s in store.iter_all()), compare_readings=compare)
    for c in changes:
        log.warning("reindex.range_reading_changed", entry_id=c.entry_id, package=c.package, range=c.range,
                    change=c.change, refused=c.refused)
    store.set_meta(META_KEY, npm_semver.ENGINE)
    return changes


def stamp_if_new(store: EntryStore) -> None:
    """Stamp an empty, unstamped store (nothing in it was read by an older engine); warn about an old one."""
    stamp = store.get_meta(META_KEY)
    if stamp == npm_semver.ENGINE:
        return
    if stamp is None and store.count() == 0:
        store.set_meta(META_KEY, npm_semver.ENGINE)
        return
    log.warning(
        "store.range_engine_unchecked",
        checked_with=stamp or LEGACY_ENGINE,
        engine=npm_semver.ENGINE,
        hint="run `mxr reindex`: it names the entries whose ranges npm reads differently",
    )
