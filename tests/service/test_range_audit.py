"""`mxr reindex` names the stored entries whose ranges npm reads differently (issue 11)."""

from __future__ import annotations

import json

import pytest
import sqlalchemy as sa
from typer.testing import CliRunner

from service import npm_semver
from service.cli import app
from service.contracts import STORED, ExperienceEntry
from service.range_audit import META_KEY, audit, audit_store, probe_versions, reading_change, stamp_if_new
from service.store import EntryStore, create_engine, entries_table, meta_table


def entry(entry_id: str, applies_to: dict[str, str], stored: bool = False) -> ExperienceEntry:
    doc = dict(id=entry_id, title="t", body="b", project="crm-web", asset_type="component", status="verified",
               applies_to=applies_to)
    return ExperienceEntry.model_validate(doc, context=STORED if stored else None)


@pytest.mark.unit
class TestReadingChange:
    def test_prerelease_rule(self):
        change, refused = reading_change("<=18.3.1")
        assert not refused
        assert change.startswith("no longer admits 18.3.1-0, 18.3.1-alpha, 18.3.1-rc.1")
        assert "'<=18.3.1'" in change

    def test_hyphen_range_with_prereleases_changes_both_ways(self):
        change, _ = reading_change("1.2.3-pre+asdf - 2.4.3-pre+asdf")
        assert "no longer admits 2.4.3" in change and "now admits 1.2.3-pre" in change

    @pytest.mark.parametrize("rng", ["^18.0.0", ">=18 <19", "~2.7.0", "2.x", "^17.0.0 || ^18.0.0", ">=16.8.0"])
    def test_common_ranges_read_the_same(self, rng):
        assert reading_change(rng) is None

    def test_ranges_npm_refuses(self):
        change, refused = reading_change("x.1")
        assert refused and "npm refuses it" in change and "Invalid comparator: x.1" in change

    def test_probes_cover_the_boundaries(self):
        probes = probe_versions("<=18.3.1")
        assert {"18.3.1", "18.3.1-0", "18.3.2", "18.4.0", "19.0.0", "18.3.0", "19.0.0-rc.1"} <= set(probes)
        assert all(npm_semver.SemVer.parse(v) for v in probes)

    def test_audit_names_entry_package_and_range(self):
        es = [entry("e1", {"react": "<=18.3.1", "vue": "^2.7"}), entry("e2", {"vue": "*.3"}, stored=True)]
        got = audit(es, compare_readings=True)
        assert [(c.entry_id, c.package, c.range, c.refused) for c in got] == [
            ("e1", "react", "<=18.3.1", False),
            ("e2", "vue", "*.3", True),
        ]
        assert got[0].line().startswith("e1  react '<=18.3.1': no longer admits 18.3.1-0")
        # once the store is checked, only what is still broken is reported
        assert [c.entry_id for c in audit(es, compare_readings=False)] == ["e2"]


@pytest.mark.integration
class TestStoreStamp:
    def test_new_store_is_stamped_old_store_is_reported_once(self, db_url):
        store = EntryStore(create_engine(db_url))
        store.warm_up()
        stamp_if_new(store)
        assert store.get_meta(META_KEY) == npm_semver.ENGINE
        store.put(entry("e1", {"react": "<=18.3.1"}), "k", ["text"], "h")
        assert audit_store(store) == []  # written under the current engine

        with store.engine.begin() as c:  # as a store from before issue 11 reads: no stamp
            c.execute(sa.delete(meta_table).where(meta_table.c.key == META_KEY))
        stamp_if_new(store)  # not empty: stays unstamped, only warns
        assert store.get_meta(META_KEY) is None
        assert [c.entry_id for c in audit_store(store)] == ["e1"]
        assert store.get_meta(META_KEY) == npm_semver.ENGINE
        assert audit_store(store) == []
        store.engine.dispose()


@pytest.mark.integration
def test_reindex_reports_entries_read_differently(tmp_path):
    """A pre-issue-11 data dir: `mxr reindex` names the entries, ranges and changes; the gate follows npm."""
    runner = CliRunner()
    rows = [
        entry("exp-le", {"react": "<=18.3.1"}),
        entry("exp-same", {"react": "^18.0.0"}),
        entry("exp-bad", {"vue": "^2.7"}),
    ]
    src = tmp_path / "e.jsonl"
    src.write_text("\n".join(json.dumps(e.to_json()) for e in rows), encoding="utf-8")
    data = tmp_path / "data"
    res = runner.invoke(app, ["index", "--experiences", str(src), "--data-dir", str(data)])
    assert res.exit_code == 0, res.output
    # Make it a store written before issue 11: no engine stamp, and one range the old engine accepted.
    engine = create_engine(f"sqlite:///{data / 'store.sqlite3'}")
    with engine.begin() as c:
        c.execute(sa.text("DELETE FROM meta WHERE key = :k"), {"k": META_KEY})
        doc = rows[2].to_json() | {"applies_to": {"vue": "x.1"}}
        c.execute(sa.update(entries_table).where(entries_table.c.id == "exp-bad").values(doc=json.dumps(doc)))
    engine.dispose()

    res = runner.invoke(app, ["reindex", "--data-dir", str(data)])
    assert res.exit_code == 0, res.output
    out = " ".join(res.output.split())
    assert "reindexed 3 entries" in out
    assert "2 stored range(s)" in out
    assert "exp-le react '<=18.3.1': no longer admits 18.3.1-0, 18.3.1-alpha, 18.3.1-rc.1" in out
    assert "exp-bad vue 'x.1': npm refuses it" in out and "never eligible" in out
    assert "exp-same" not in out

    res = runner.invoke(app, ["reindex", "--data-dir", str(data)])  # reported once; the broken one again
    out = " ".join(res.output.split())
    assert res.exit_code == 0 and "1 stored range(s)" in out and "exp-bad" in out and "exp-le" not in out

    def eligible(stack: str) -> int:
        res = runner.invoke(app, ["query", "LegacyTable reload", "--project", "crm-web", "--branch", "main",
                                  "--stack", stack, "--data-dir", str(data), "--json", "--explain"])
        assert res.exit_code == 0, res.output
        return json.loads(res.stdout)["trace"]["eligible_count"]

    assert eligible("react=18.3.1,vue=2.7.0") == 2  # exp-le, exp-same; exp-bad never
    assert eligible("react=18.3.1-canary,vue=2.7.0") == 0  # npm: <=18.3.1 excludes 18.3.1-canary
