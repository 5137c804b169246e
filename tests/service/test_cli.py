"""The `mxr` CLI as a new user runs it, on the example library."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from service.cli import app, parse_stack

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "examples"
runner = CliRunner()


def run(*args: str, ok: bool = True):
    res = runner.invoke(app, list(args))
    if ok:
        assert res.exit_code == 0, (res.output, res.exception)
    return res


@pytest.fixture(scope="module")
def data_dir(tmp_path_factory) -> Path:
    d = tmp_path_factory.mktemp("cli")
    run("index", "--experiences", str(EXAMPLES / "experiences.jsonl"), "--glossary", str(EXAMPLES / "glossary.yaml"), "--data-dir", str(d))
    return d


@pytest.mark.unit
def test_parse_stack():
    assert parse_stack("vue=2.7.14, @reduxjs/toolkit=2.0.1") == {"vue": "2.7.14", "@reduxjs/toolkit": "2.0.1"}
    for bad in ("vue", "vue=latest", "=1.0.0"):
        with pytest.raises(Exception):
            parse_stack(bad)


@pytest.mark.unit
def test_lolo_refuses_zero_jobs_before_recording_anything(tmp_path):
    res = run("lolo", str(EXAMPLES), "--jobs", "0", "--cache", str(tmp_path / "pool"), ok=False)
    assert res.exit_code == 2 and "--jobs" in res.output
    assert not (tmp_path / "pool").exists()


@pytest.mark.integration
class TestCli:
    def test_index_is_idempotent(self, data_dir):
        res = run("index", "--experiences", str(EXAMPLES / "experiences.jsonl"), "--data-dir", str(data_dir))
        assert "0 added, 0 updated, 97 unchanged" in res.output.replace("\n", " ")
        assert (data_dir / "glossary.yaml").exists()

    def test_bad_file_imports_nothing(self, tmp_path, data_dir):
        lines = (EXAMPLES / "experiences.jsonl").read_text(encoding="utf-8").splitlines()[:3]
        bad = json.loads(lines[1]) | {"applies_to": {"vue": "^^2"}}
        f = tmp_path / "bad.jsonl"
        f.write_text("\n".join([lines[0], json.dumps(bad, ensure_ascii=False), lines[2]]), encoding="utf-8")
        res = run("index", "--experiences", str(f), "--data-dir", str(tmp_path / "fresh"), ok=False)
        assert res.exit_code == 2
        assert f"{f}:2: applies_to" in res.output and "not a valid npm semver range" in res.output
        assert not (tmp_path / "fresh" / "store.sqlite3").exists()

    def test_query_json(self, data_dir):
        res = run(
            "query", "LegacyTable 的 reload(true) 迁移到 React 怎么写",
            "--project", "crm-web", "--branch", "feat/orders-react",
            "--stack", "vue=2.7.14,react=18.2.0,element-ui=2.15.14,antd=5.12.0",
            "--asset", "LegacyTable", "--json", "--explain", "--data-dir", str(data_dir),
        )
        out = json.loads(res.stdout)
        assert out["decision"] in ("inject", "reference")
        assert out["results"][0]["id"] == "exp-crm-0002"
        assert out["trace"]["eligible_count"] > 0

    def test_eval_json(self, data_dir):
        res = run("eval", "--queries", str(EXAMPLES / "queries.test.jsonl"), "--json", "--bootstrap", "100", "--data-dir", str(data_dir))
        s = json.loads(res.stdout)
        assert s["n_queries"] == 29 and s["eligibility_violations"] == 0
        r = s["retrieval"]["overall"]
        assert r["recall@50"]["fused"]["value"] >= max(r["recall@50"]["lexical"]["value"], r["recall@50"]["dense"]["value"])
        assert set(s["retrieval"]["by_language"]) == {"zh", "en"}
        d = s["decision"]
        assert d["overall"]["wrong_injection"]["value"] in (None, 0.0) or d["overall"]["wrong_injection"]["value"] <= 0.2
        assert sum(map(sum, d["confusion"]["rows_expected_cols_decided"])) == 29

    def test_eval_followups(self, data_dir):
        res = run("eval", "--followups", str(EXAMPLES / "followups.jsonl"), "--json", "--data-dir", str(data_dir))
        f = json.loads(res.stdout)["followups"]
        assert f["cases"] >= 40
        assert f["resolution"]["share"] >= 0.9
        assert set(f["resolution"]["by_language"]) == {"zh", "en"}
        assert f["resolution"]["by_expected"]["unresolved"]["share"] == 1.0  # never retrieves on bare words
        r = f["retrieval"]
        assert r["queries"] >= 30
        assert r["recall@10"]["with_resolution"] > r["recall@10"]["without_resolution"]
        assert r["mrr"]["with_resolution"] > r["mrr"]["without_resolution"]

    def test_query_with_budget_prints_the_block(self, data_dir):
        res = run(
            "query", "LegacyTable 的 span-method 合并单元格在 antd 里怎么实现",
            "--project", "crm-web", "--branch", "main", "--stack", "vue=2.7.14,react=18.2.0,element-ui=2.15.14,antd=5.12.0",
            "--budget-tokens", "300", "--json", "--data-dir", str(data_dir),
        )
        out = json.loads(res.stdout)
        from service.stages.pack import TiktokenCounter, split_sentences

        assert TiktokenCounter().count(out["context"]) <= 300
        assert out["packing"]["included"]
        by_id = {r["id"]: r for r in out["results"]}
        for rid in out["packing"]["included"]:
            assert by_id[rid]["counter_conditions"] in out["context"]
        body = [s for line in out["context"].splitlines() if not line.startswith(("#", "-", "id:")) for s in split_sentences(line)]
        body = [s for s in body if s not in ("…", "[…]")]
        assert len(body) == len(set(body))  # no duplicated content

    def test_sweep_then_serve_with_the_artifact(self, data_dir, tmp_path):
        out = tmp_path / "cal.json"
        report = tmp_path / "report"
        res = run("sweep", "--queries", str(EXAMPLES / "queries.dev.jsonl"), "--out", str(out), "--report", str(report), "--per-asset-type", "--data-dir", str(data_dir))
        assert "t_inject=" in res.output
        art = json.loads(out.read_text())
        assert art["id"].startswith("cal-") and art["thresholds"]["global"]["inject"] >= art["thresholds"]["global"]["reference"]
        assert (report / "index.html").exists() and (report / "sweep.png").read_bytes()[:4] == b"\x89PNG"
        records = out.with_name("cal.records.jsonl")
        assert records.exists()
        # Redo from the records, no retrieval: the same artifact.
        out2 = tmp_path / "cal2.json"
        run("sweep", "--queries", str(EXAMPLES / "queries.dev.jsonl"), "--out", str(out2), "--from-records", str(records), "--per-asset-type", "--data-dir", str(data_dir))
        assert json.loads(out2.read_text())["id"] == art["id"]
        # The default model carries boosted trees; --model logistic is the logistic part alone.
        assert len(art["boosted"]["trees"]) > 0
        out3 = tmp_path / "cal-logistic.json"
        run("sweep", "--queries", str(EXAMPLES / "queries.dev.jsonl"), "--out", str(out3), "--from-records", str(records), "--model", "logistic", "--data-dir", str(data_dir))
        assert "boosted" not in json.loads(out3.read_text())
        bad = run("sweep", "--queries", str(EXAMPLES / "queries.dev.jsonl"), "--out", str(tmp_path / "x.json"), "--from-records", str(records), "--model", "forest", "--data-dir", str(data_dir), ok=False)
        assert bad.exit_code == 2 and "--model must be one of" in bad.output and not (tmp_path / "x.json").exists()
        res = run("eval", "--queries", str(EXAMPLES / "queries.dev.jsonl"), "--json", "--bootstrap", "50", "--calibration", str(out), "--data-dir", str(data_dir))
        assert json.loads(res.stdout)["calibration"]["id"] == art["id"]

    def test_queue_workflow_and_export_runs_in_eval(self, data_dir, tmp_path):
        dd = ("--data-dir", str(data_dir))
        q = "Zyzzyva xylophone 钩子怎么迁移"
        run("query", q, "--project", "crm-web", "--branch", "main", "--stack", "vue=2.7.14", *dd)
        items = json.loads(run("queue", "list", "--json", *dd).stdout)  # default: open, 50
        item = next(i for i in items if "Zyzzyva" in i["query"])
        assert item["state"] == "open"
        # the alias is the same command group
        assert json.loads(run("backfill", "list", "--json", *dd).stdout) == items
        res = run("queue", "resolve", item["id"], *dd, ok=False)
        assert res.exit_code == 2 and "it is open" in res.output and "Traceback" not in res.output
        run("queue", "claim", item["id"], "--reviewer", "alice", *dd)
        res = run("queue", "claim", item["id"], "--reviewer", "bob", *dd, ok=False)
        assert res.exit_code == 2 and "claimed by alice" in res.output
        res = run("queue", "triage", item["id"], "--label", "knowledge_missing", "--reviewer", "alice", *dd, ok=False)
        assert res.exit_code == 2 and "entry" in res.output and "Traceback" not in res.output
        run("queue", "triage", item["id"], "--label", "knowledge_missing", "--reviewer", "alice",
            "--body", "Zyzzyva 钩子改为 useZyzzyva 自定义 Hook。", "--title", "Zyzzyva 钩子迁移", *dd)
        shown = json.loads(run("queue", "show", item["id"], *dd).stdout)
        assert shown["state"] == "triaged" and shown["label"] == "knowledge_missing" and shown["occurrences"]
        draft = shown["entry_id"]
        run("queue", "resolve", item["id"], "--note", "draft written", "--reviewer", "alice", *dd)
        res = run("queue", "resolve", item["id"], *dd, ok=False)
        assert res.exit_code == 2 and "resolved" in res.output
        assert json.loads(run("queue", "show", item["id"], *dd).stdout)["resolve_note"] == "draft written"
        out = tmp_path / "grown.jsonl"
        run("queue", "export", "--out", str(out), *dd)
        lines = [json.loads(x) for x in out.read_text(encoding="utf-8").splitlines()]
        mine = next(x for x in lines if x["id"] == item["id"])
        assert mine["labels"] == {draft: "reusable"} and mine["expected_decision"] == "reference"  # a candidate draft
        assert mine["category"] == "missing" and mine["context"]["project"] == "crm-web"
        res = run("eval", "--queries", str(out), "--json", "--bootstrap", "20", *dd)  # runs as it is
        assert json.loads(res.stdout)
        for bad in (("queue", "export", "--out", str(out), "--since", "yesterday"), ("queue", "list", "--state", "nope"),
                    ("queue", "list", "--limit", "0"), ("queue", "triage", "x", "--label", "maybe")):
            res = run(*bad, *dd, ok=False)
            assert res.exit_code == 2 and "Traceback" not in res.output, bad

    def test_keys_cli(self, tmp_path):
        dd = ("--data-dir", str(tmp_path / "k"))
        res = run("keys", "create", "agent-1", "--role", "agent", *dd)
        token = res.stdout.strip()
        assert token.startswith("mxr_")
        listed = json.loads(run("keys", "list", "--json", *dd).stdout)
        assert [(k["name"], k["role"], k["revoked_at"]) for k in listed] == [("agent-1", "agent", None)]
        assert token not in json.dumps(listed)
        run("keys", "revoke", listed[0]["id"], *dd)
        assert json.loads(run("keys", "list", "--json", *dd).stdout)[0]["revoked_at"]
        for bad in (("keys", "create", "x", "--role", "root"), ("keys", "revoke", "nope"), ("keys", "create", " ", "--role", "admin")):
            res = run(*bad, *dd, ok=False)
            assert res.exit_code == 2 and "Traceback" not in res.output, bad


@pytest.mark.integration
def test_eval_refuses_a_bad_explicit_calibration_and_warns_on_labels(data_dir, tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text("{}")
    res = run("eval", "--queries", str(EXAMPLES / "queries.test.jsonl"), "--calibration", str(bad), "--data-dir", str(data_dir), ok=False)
    assert res.exit_code == 2 and "calibration" in res.output.lower()
    q = json.loads((EXAMPLES / "queries.test.jsonl").read_text(encoding="utf-8").splitlines()[0])
    q["expected_decision"] = "abstain" if q["expected_decision"] != "abstain" else "inject"
    q["labels"]["exp-does-not-exist"] = "reusable"
    f = tmp_path / "q.jsonl"
    f.write_text(json.dumps(q, ensure_ascii=False), encoding="utf-8")
    res = run("eval", "--queries", str(f), "--bootstrap", "10", "--data-dir", str(data_dir))
    assert "label warning" in res.output and "not in the index" in res.output and "imply" in res.output


@pytest.mark.integration
class TestDecisionOnTheExampleLibrary:
    """The packaged calibration (fitted on the fourteen-library pool) on questions the issue names."""

    def _answer(self, data_dir, query: str, stack: str) -> dict:
        res = run("query", query, "--project", "crm-web", "--branch", "main", "--stack", stack, "--json", "--data-dir", str(data_dir))
        return json.loads(res.stdout)

    def test_legacytable_reload_never_injects_the_legacylist_entry(self, data_dir):
        for stack in ("vue=2.7.14,react=18.2.0", "vue=2.7.14"):
            got = self._answer(data_dir, "LegacyTable reload", stack)
            plans = [r["id"] for r in got["results"] if r["role"] == "default_plan"]
            assert "exp-crm-0003" not in plans, (stack, got["results"])
            assert all(r["id"] != "exp-crm-0003" or r["role"] != "default_plan" for r in got["results"])

    def test_chinese_and_english_questions_get_their_language_thresholds(self, data_dir):
        from service.decision.artifact import Artifact
        from service.decision.loading import default_artifact_path

        art = Artifact.load(default_artifact_path())
        zh = self._answer(data_dir, "LegacyTable 的 reload 迁移到 React 怎么写", "vue=2.7.14,react=18.2.0")["calibration"]
        en = self._answer(data_dir, "how do we migrate the reload of LegacyTable", "vue=2.7.14,react=18.2.0")["calibration"]
        for got, lang in ((zh, "zh"), (en, "en")):
            sel = art.thresholds.per_language[lang]
            assert got["language"] == (lang if sel.scope == lang else None)
            assert got["inject_threshold"] == sel.inject and got["reference_threshold"] == sel.reference

    def test_the_right_entry_is_offered_for_legacytable_reload(self, data_dir):
        got = self._answer(data_dir, "LegacyTable reload", "vue=2.7.14,react=18.2.0")
        assert got["results"] and got["results"][0]["id"] == "exp-crm-0002"


@pytest.mark.unit
class TestCheck:
    @pytest.mark.parametrize(
        ("folders", "n_libraries"),
        [((EXAMPLES, EXAMPLES / "libraries"), 39), ((EXAMPLES / "holdout",), 7)],
        ids=["pool", "holdout"],
    )
    def test_every_labeled_library_passes(self, folders, n_libraries):
        res = run("check", *map(str, folders))
        assert "problem" not in res.output
        assert res.output.count("entries") == n_libraries

    def test_an_ineligible_reusable_label_is_refused(self, tmp_path):
        lib = tmp_path / "lib"
        lib.mkdir()
        entry = {"id": "e1", "title": "t", "body": "b", "project": "other", "asset_type": "component", "status": "verified"}
        query = {
            "id": "q1", "query": "t", "context": {"project": "crm-web", "branch": "main", "stack": {}},
            "labels": {"e1": "reusable"}, "expected_decision": "inject", "category": "identifier",
        }
        (lib / "experiences.jsonl").write_text(json.dumps(entry) + "\n", encoding="utf-8")
        (lib / "queries.jsonl").write_text(json.dumps(query) + "\n", encoding="utf-8")
        res = run("check", str(lib), ok=False)
        assert res.exit_code == 1
        assert "e1 is labeled reusable but is not eligible" in res.output
        assert "expected_decision is inject but its labels imply abstain" in res.output


@pytest.mark.integration
def test_serve_refuses_a_public_bind_without_keys(data_dir):
    res = run("serve", "--host", "0.0.0.0", "--port", "18999", "--data-dir", str(data_dir), ok=False)
    assert res.exit_code == 2 and "no API keys are configured" in res.output and "Traceback" not in res.output
