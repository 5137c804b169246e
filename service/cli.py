"""The ``mxr`` command line.

The data dir is ``--data-dir``, else ``$MXR_DATA_DIR``, else ``./.mxr``.
Every command builds one ``Settings`` and passes it down; errors of the
``MxrError`` family print one clear message and exit non-zero.
"""

from __future__ import annotations

import errno
import enum
import json
import math
import shutil
import signal
import socket
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn
from rich.table import Table

from service.backfill import DEFAULT_LIST_LIMIT, MAX_LIST_LIMIT, TriageLabel
from service.contracts import (
    AssetType,
    QueryContext,
    RetrieveRequest,
    load_entries,
    load_eval_set,
    parse_version,
)
from service.errors import ContractError, DataDirLocked, MxrError
from service.logging import configure_logging
from service.settings import Settings

app = typer.Typer(
    name="mxr",
    help="Migration-experience retrieval: index a team's Vue→React experience, answer agents, calibrate abstention.",
    no_args_is_help=True,
    pretty_exceptions_enable=False,
)
queue_app = typer.Typer(
    help="The reviewers' backfill queue: claim, triage and resolve abstentions and feedback; export eval lines.",
    no_args_is_help=True,
)
app.add_typer(queue_app, name="queue")
app.add_typer(queue_app, name="backfill", help="Alias of `mxr queue`.")
keys_app = typer.Typer(help="API keys with roles (agent, reviewer, admin).", no_args_is_help=True)
app.add_typer(keys_app, name="keys")


class QueueState(str, enum.Enum):
    OPEN = "open"
    CLAIMED = "claimed"
    TRIAGED = "triaged"
    RESOLVED = "resolved"
    ALL = "all"


class KeyRole(str, enum.Enum):
    AGENT = "agent"
    REVIEWER = "reviewer"
    ADMIN = "admin"

# Wide enough for the metric tables when the output is piped to a file or CI log.
console = Console(width=None if sys.stdout.isatty() else 160)
err_console = Console(stderr=True)

DataDir = Annotated[
    Path | None,
    typer.Option("--data-dir", help="data dir (default: $MXR_DATA_DIR, else ./.mxr)", show_default=False),
]
Calibration = Annotated[
    Path | None,
    typer.Option("--calibration", help="calibration artifact (default: the packaged one)", show_default=False),
]

# Options shared by `mxr sweep` and `mxr lolo` (one threshold choice, two commands).
MaxWrongInjection = Annotated[float, typer.Option(help="budget on the wrong-injection rate (upper bound)", min=0.0, max=1.0)]
MaxWrongReference = Annotated[float, typer.Option(help="budget on answering when the truth is 'abstain' (upper bound)", min=0.0, max=1.0)]
PerAssetType = Annotated[bool, typer.Option("--per-asset-type", help="also choose thresholds per asset type")]
PerLanguage = Annotated[
    bool,
    typer.Option("--per-language/--no-per-language", help="also choose thresholds per query language (zh / en) where its own counts certify them"),
]
Bound = Annotated[str, typer.Option(help="upper-bound method: wilson | clopper-pearson | bootstrap")]
Model = Annotated[
    str,
    typer.Option("--model", help="decision model: logistic+trees (logistic regression and boosted trees, averaged) | logistic"),
]
Confidence = Annotated[
    float,
    typer.Option(help="two-sided confidence of the interval whose upper end must stay within budget (0.8 = a one-sided 90% bound)", min=0.5, max=0.999),
]
Gate = Annotated[
    bool,
    typer.Option(
        "--gate/--no-gate",
        help="also fit the answerability gate: a query-level model that may turn the rule's references into abstentions where those abstentions are right at least 75 % of the time (lower bound); the packaged artifact has one (docs/design-notes.md §33)",
    ),
]




def _settings(data_dir: Path | None, **extra: Any) -> Settings:
    kwargs: dict[str, Any] = {k: v for k, v in extra.items() if v is not None}
    if data_dir is not None:
        kwargs["data_dir"] = data_dir
    if "calibration" in kwargs:
        kwargs["decision"] = {"calibration": kwargs.pop("calibration")}
    return Settings(**kwargs)


def _fail(exc: BaseException) -> typer.Exit:
    err_console.print(f"[bold red]error:[/] {exc}", highlight=False, markup=True, soft_wrap=True)
    return typer.Exit(code=2)


@contextmanager
def _errors(readonly: bool = False) -> Iterator[None]:
    """User errors as one clear message and exit code 2, never a traceback.

    Args:
        readonly: the command only reads (a data dir held by `mxr serve` gets
            the read-side advice, not "send the change").
    """
    from pydantic import ValidationError

    from analyzers.glossary import GlossaryError

    try:
        yield
    except ContractError as exc:
        err_console.print(f"[bold red]invalid input ({len(exc.violations)} problem(s)); nothing was done:[/]")
        for v in exc.violations[:50]:
            err_console.print(f"  {v}", highlight=False, markup=False, soft_wrap=True)
        raise typer.Exit(code=2) from None
    except DataDirLocked as exc:
        hint = DataDirLocked.READ_HINT if readonly else DataDirLocked.WRITE_HINT
        raise _fail(DataDirLocked(exc.data_dir, exc.cause, hint)) from None
    except MxrError as exc:
        raise _fail(exc) from None
    except GlossaryError as exc:
        raise _fail(f"glossary: {exc} (from --glossary, MXR_GLOSSARY or the data dir's glossary.yaml)") from None
    except ValidationError as exc:
        problems = "; ".join(
            f"{'.'.join(str(p) for p in e['loc']) or '(settings)'}: {e['msg'].removeprefix('Value error, ')}" for e in exc.errors()
        )
        raise _fail(f"invalid configuration (command-line flags or MXR_* environment): {problems}") from None


def _progress() -> Progress:
    return Progress(
        TextColumn("{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        TimeElapsedColumn(),
        console=err_console,
        transient=False,
        disable=not err_console.is_terminal,
    )


def parse_stack(text: str) -> dict[str, str]:
    """Parse ``vue=2.7.14,react=18.2.0`` (``@scope/pkg=1.2.3`` allowed).

    Raises:
        typer.BadParameter: an item is not ``name=version`` or the version is not exact semver.
    """
    out: dict[str, str] = {}
    for item in filter(None, (p.strip() for p in text.split(","))):
        name, sep, version = item.rpartition("=")
        if not sep or not name or not version:
            raise typer.BadParameter(f"{item!r}: expected name=version, e.g. vue=2.7.14")
        try:
            parse_version(version)
        except ValueError as exc:
            raise typer.BadParameter(str(exc)) from None
        out[name.strip()] = version.strip()
    return out


def _open(settings: Settings, reranker: bool = True, repair: bool = True):  # noqa: ANN202 - Runtime, imported lazily for a fast --help
    """Warm up the runtime; repair what a crash or a lost directory left (the service self-heals)."""
    from service.indexer import Indexer
    from service.runtime import Runtime

    rt = Runtime(settings)
    try:
        rt.warm_up(reranker=reranker)
        if repair:
            rep = Indexer(rt).repair(force=True)
            if rep.changed:
                err_console.print(
                    f"[yellow]repaired the index:[/] {rep.reindexed} pending entries re-indexed"
                    f"{', rebuilt ' + ' and '.join(rep.rebuilt) + ' from the store' if rep.rebuilt else ''}",
                    highlight=False,
                )
            if rep.remaining:
                err_console.print(f"[yellow]warning:[/] still inconsistent: {rep.remaining}", highlight=False)
    except BaseException:
        rt.close()
        raise
    return rt


def _require_library(settings: Settings) -> None:
    """A read-only command on a data dir that does not exist: say so instead of creating an empty one."""
    if settings.database_url is None and not (settings.data_dir / "store.sqlite3").exists():
        raise _fail(
            f"no library in {settings.data_dir.resolve()} (the data dir or its store does not exist); "
            "index one first with `mxr index -e experiences.jsonl`, or pass the right --data-dir / MXR_DATA_DIR"
        )


def _warn_if_empty(rt: Any) -> None:
    if rt.store is not None and rt.store.count() == 0:
        err_console.print(
            f"[yellow]warning:[/] the data dir {rt.settings.data_dir.resolve()} holds no experiences; every answer will "
            "abstain. Index a library with `mxr index -e experiences.jsonl` (or check --data-dir / MXR_DATA_DIR).",
            highlight=False,
            soft_wrap=True,
        )


class _StopOnInterrupt:
    """First Ctrl-C: finish the batch in progress, then stop cleanly. Second: abort at once."""

    def __init__(self) -> None:
        self._stop = False
        self._previous: Any = None

    def requested(self) -> bool:
        return self._stop

    def _handle(self, signum: int, frame: Any) -> None:
        if self._stop:
            raise KeyboardInterrupt
        self._stop = True
        err_console.print("\n[yellow]stopping after the current batch[/] (Ctrl-C again to abort now)", highlight=False)

    def __enter__(self) -> _StopOnInterrupt:
        self._previous = signal.signal(signal.SIGINT, self._handle)
        return self

    def __exit__(self, *exc: object) -> None:
        signal.signal(signal.SIGINT, self._previous)


class _Ticker:
    """Progress for a non-terminal stderr (CI logs, pipes): a line every 10% or 10 seconds."""

    def __init__(self, what: str, total: int) -> None:
        self.what, self.total, self.done = what, total, 0
        self._last_step, self._last_t = -1, time.monotonic()
        self.enabled = not err_console.is_terminal and total > 0

    def advance(self, n: int) -> None:
        self.done += n
        if not self.enabled:
            return
        step = self.done * 10 // self.total
        now = time.monotonic()
        if step != self._last_step or now - self._last_t >= 10 or self.done >= self.total:
            self._last_step, self._last_t = step, now
            err_console.print(f"{self.what}: {self.done}/{self.total} entries ({100 * self.done // self.total}%)", highlight=False)


# --------------------------------------------------------------------------
# index / reindex
# --------------------------------------------------------------------------


@app.command()
def index(
    experiences: Annotated[Path, typer.Option("--experiences", "-e", help="experiences.jsonl (formats.md §1)", exists=True, dir_okay=False)],
    data_dir: DataDir = None,
    glossary: Annotated[
        Path | None,
        typer.Option("--glossary", help="the team's glossary YAML; kept in the data dir for later queries", exists=True, dir_okay=False),
    ] = None,
) -> None:
    """Validate and upsert experience entries (all or nothing on invalid input)."""
    configure_logging(json_logs=False, quiet=True)
    with _errors():
        entries = load_entries(experiences)
        settings = _settings(data_dir)
        if glossary is not None:
            from analyzers import Glossary

            Glossary.load(glossary)  # validate before keeping it
            settings.data_dir.mkdir(parents=True, exist_ok=True)
            from service.runtime import DATA_DIR_GLOSSARY

            shutil.copyfile(glossary, settings.data_dir / DATA_DIR_GLOSSARY)
        from service.indexer import Indexer

        stop = _StopOnInterrupt()
        ticker = _Ticker("indexing", len(entries))
        try:
            with _open(settings, reranker=False) as rt, _progress() as bar, stop:
                task = bar.add_task("indexing", total=len(entries))

                def advance(n: int) -> None:
                    bar.advance(task, n)
                    ticker.advance(n)

                report = Indexer(rt).upsert(entries, progress=advance, atomic=False, stop=stop.requested)
                total = rt.store.count()
        except KeyboardInterrupt:
            err_console.print(
                f"[bold red]aborted[/] after {ticker.done} of {len(entries)} entries: every finished batch is stored "
                "and indexed; the batch in progress is repaired on the next start. Run the same command again to resume.",
                highlight=False,
            )
            raise typer.Exit(code=130) from None
    if stop.requested():
        err_console.print(
            f"[yellow]interrupted:[/] {ticker.done} of {len(entries)} entries from {experiences} are stored and indexed "
            f"({report.added} added, {report.updated} updated, {report.unchanged} unchanged); {total} entries in "
            f"{settings.data_dir}. Nothing is half-written. Run the same command again to resume (stored entries are skipped).",
            highlight=False,
        )
        raise typer.Exit(code=130)
    console.print(
        f"indexed {experiences}: {report.added} added, {report.updated} updated, {report.unchanged} unchanged "
        f"({report.chunks} chunks written); {total} entries in {settings.data_dir}"
    )


@app.command()
def reindex(data_dir: DataDir = None) -> None:
    """Rebuild both search engines from the store of record."""
    configure_logging(json_logs=False, quiet=True)
    with _errors():
        settings = _settings(data_dir)
        from service.indexer import Indexer
        from service.runtime import Runtime

        rt = Runtime(settings)
        try:
            rt.warm_up(reranker=False, recreate_dense=True)
            with _progress() as bar:
                task = bar.add_task("reindexing", total=rt.store.count())
                report = Indexer(rt).reindex(progress=lambda n: bar.advance(task, n))
            from service.range_audit import audit_store

            range_changes = audit_store(rt.store)
        finally:
            rt.close()
    console.print(f"reindexed {report.added + report.updated} entries ({report.chunks} chunks)")
    if range_changes:
        console.print(
            f"{len(range_changes)} stored range(s) that npm's semver reads differently from mxr's range engine "
            "before issue 11 (semantic_version); the gate applies npm's reading:",
            markup=False,
        )
        for change in range_changes:
            console.print(f"  {change.line()}", markup=False, soft_wrap=True)


@app.command()
def delete(entry_id: str, data_dir: DataDir = None) -> None:
    """Delete one entry from the store and both engines."""
    configure_logging(json_logs=False, quiet=True)
    with _errors():
        from service.indexer import Indexer

        with _open(_settings(data_dir), reranker=False) as rt:
            found = Indexer(rt).delete(entry_id)
    if not found:
        raise _fail(f"entry {entry_id!r} not found")
    console.print(f"deleted {entry_id}")


# --------------------------------------------------------------------------
# query
# --------------------------------------------------------------------------


def _print_response(resp: Any) -> None:
    colour = {"inject": "green", "reference": "yellow", "abstain": "red"}[resp.decision.value]
    console.print(f"[bold {colour}]decision: {resp.decision.value}[/]  (request {resp.request_id})")
    cal = resp.calibration
    console.print(
        f"calibration {cal.id}: inject ≥ {cal.inject_threshold:.3f}, reference ≥ {cal.reference_threshold:.3f}"
        f"{' (' + ', '.join(x for x in (cal.asset_type, cal.language and cal.language + ' questions') if x) + ')' if cal.asset_type or cal.language else ''}"
        f"; reranker: {cal.reranker}",
        highlight=False,
    )
    if cal.answerability is not None and cal.answerability_threshold is not None:
        verdict = "answers" if cal.answerability >= cal.answerability_threshold else "abstains"
        console.print(
            f"answerability gate: {cal.answerability:.3f} vs {cal.answerability_threshold:.3f} → {verdict}", highlight=False
        )
    if resp.degraded:
        console.print(f"[red]degraded: {', '.join(resp.degraded)} failed[/]")
    for i, r in enumerate(resp.results, start=1):
        console.print(
            f"\n[bold]{i}. {r.id}::{r.chunk}[/] [{r.role.value}] {r.title}  "
            f"(status {r.status.value}, p={r.probability:.3f}, ranks lex={r.ranks.lexical} dense={r.ranks.dense} fused={r.ranks.fused})",
            highlight=False,
        )
        text = r.text if len(r.text) < 600 else r.text[:600] + " …"
        console.print(text, highlight=False, markup=False)
        if r.conditions:
            console.print(f"  适用条件 conditions: {r.conditions}", highlight=False, markup=False)
        if r.counter_conditions:
            console.print(f"  失效条件 counter-conditions: {r.counter_conditions}", highlight=False, markup=False)
    if resp.backfill_id:
        console.print(f"\nno applicable experience; queued for reviewers as {resp.backfill_id}")
    if resp.context is not None and resp.packing is not None:
        p = resp.packing
        console.print(
            f"\n[bold]context block[/] ({p.used_tokens}/{p.budget_tokens} tokens, {p.tokenizer}; "
            f"dropped {len(p.dropped)}, truncated {len(p.truncated)}, collapsed {len(p.collapsed)}):",
            highlight=False,
        )
        console.print(resp.context, highlight=False, markup=False)
    t = resp.timings_ms
    console.print(f"\n[dim]total {t.get('total', 0):.1f} ms[/]")


@app.command()
def query(
    text: Annotated[str, typer.Argument(help="the agent's question")],
    project: Annotated[str, typer.Option(help="the project being migrated")],
    branch: Annotated[str, typer.Option(help="the branch being migrated")],
    stack: Annotated[str, typer.Option(help="library versions, e.g. vue=2.7.14,react=18.2.0,element-ui=2.15.14")],
    asset: Annotated[str | None, typer.Option(help="the Vue asset being migrated, e.g. LegacyTable")] = None,
    asset_type: Annotated[AssetType | None, typer.Option(help="the asset's type")] = None,
    top_k: Annotated[int, typer.Option(min=1, max=20)] = 5,
    as_json: Annotated[bool, typer.Option("--json", help="print the formats.md §4 response")] = False,
    explain: Annotated[bool, typer.Option(help="include the per-stage trace")] = False,
    budget_tokens: Annotated[
        int | None, typer.Option("--budget-tokens", help="also pack the results into a Markdown context block of at most this many tokens")
    ] = None,
    data_dir: DataDir = None,
    calibration: Calibration = None,
) -> None:
    """Answer one question as the HTTP API would."""
    configure_logging(json_logs=False, quiet=True)
    with _errors(readonly=True):
        stack_map = parse_stack(stack)
        try:
            request = RetrieveRequest(
                query=text,
                context=QueryContext(project=project, branch=branch, stack=stack_map, asset=asset, asset_type=asset_type),
                top_k=top_k,
                explain=explain,
                budget_tokens=budget_tokens,
            )
        except Exception as exc:  # pydantic ValidationError → clear message
            raise typer.BadParameter(str(exc)) from None
        from service.decision.loading import build_pipeline

        settings = _settings(data_dir, calibration=calibration)
        _require_library(settings)
        with _open(settings) as rt:
            _warn_if_empty(rt)
            pipeline = build_pipeline(rt)
            try:
                resp, _, _ = pipeline.answer(request)
            finally:
                pipeline.close()
    if as_json:
        sys.stdout.write(resp.model_dump_json(indent=2, exclude_none=False) + "\n")
    else:
        _print_response(resp)


# --------------------------------------------------------------------------
# serve
# --------------------------------------------------------------------------


@app.command()
def serve(
    host: Annotated[str | None, typer.Option(help="bind address (default 127.0.0.1)")] = None,
    port: Annotated[int | None, typer.Option(help="port (default 8000)")] = None,
    data_dir: DataDir = None,
    calibration: Calibration = None,
) -> None:
    """Serve the HTTP API (one worker: it owns the embedded engines)."""
    import uvicorn

    from service.api.app import create_app

    with _errors():
        settings = _settings(data_dir, calibration=calibration)
        server = settings.server.model_copy(update={k: v for k, v in {"host": host, "port": port}.items() if v is not None})
        settings = settings.model_copy(update={"server": server})
        configure_logging(json_logs=settings.server.log_json, quiet=False)
        from service.decision.loading import build_pipeline

        _port_free(settings.server.host, settings.server.port)
        if settings.server.torch_threads:
            import torch
            from threadpoolctl import threadpool_limits

            # torch's own pool and the OpenMP / BLAS pools numpy and torch load.
            torch.set_num_threads(settings.server.torch_threads)
            threadpool_limits(limits=settings.server.torch_threads)
        # Engines, models and calibration start here, so a broken configuration
        # (locked data dir, unloadable model, mismatched artifact) is one clear
        # message and exit code 2 instead of a traceback inside the server.
        # Index repair runs in the app, in the background (degraded until done).
        rt = _open(settings, repair=False)
        from service.api.auth import is_loopback

        if rt.keys is not None and rt.keys.active_count() == 0 and not (
            is_loopback(settings.server.host) or settings.server.host == "localhost"
        ):
            rt.close()
            raise _fail(
                f"no API keys are configured, so mxr serves loopback only and will not bind {settings.server.host}; "
                "create keys first (`mxr keys create NAME --role agent|reviewer|admin`) or bind 127.0.0.1"
            )
        if rt.keys is not None and rt.keys.active_count() == 0:
            err_console.print("no API keys configured: serving loopback clients only (create keys with `mxr keys create`)")
        try:
            pipeline = build_pipeline(rt)
        except BaseException:
            rt.close()
            raise
        _warn_if_empty(rt)
        err_console.print(f"reranker: {rt.reranker_note}", highlight=False, markup=False, soft_wrap=True)
        application = create_app(settings, prepared=(rt, pipeline))
    # No per-request access line from uvicorn (a stdlib record rendered as JSON cost ~8% of the
    # event loop's time under load): retrievals log retrieval.answered / retrieval.abstained
    # with their request id, and the middleware logs every error response (http.error).
    uvicorn.run(
        application, host=settings.server.host, port=settings.server.port, workers=1, log_config=None, access_log=False
    )


@app.command()
def mcp(
    data_dir: DataDir = None,
    calibration: Calibration = None,
) -> None:
    """Serve the MCP tools on stdio, for editor agents (see the README for the client config).

    The same pipeline, settings and data dir as `mxr serve`; it owns the data
    dir's embedded engines while it runs (use `mxr serve` and its /mcp
    endpoint to share one library between several agents).
    """
    import contextlib

    import anyio

    # stdout is the protocol channel: logs go to stderr, and nothing the start-up
    # prints (model loading) may reach stdout.
    configure_logging(json_logs=True, quiet=True)
    with _errors():
        from service.api.mcp import build_mcp_server
        from service.decision.loading import build_pipeline

        settings = _settings(data_dir, calibration=calibration)
        with contextlib.redirect_stdout(sys.stderr):
            rt = _open(settings)
            try:
                pipeline = build_pipeline(rt)
            except BaseException:
                rt.close()
                raise

        class CliBackend:
            def answer(self, request: RetrieveRequest, requester: str | None) -> Any:
                return pipeline.answer(request)[0]

            def experience(self, entry_id: str) -> dict[str, Any] | None:
                stored = rt.store.get(entry_id)
                return stored.entry.to_json() if stored is not None else None

        server = build_mcp_server(CliBackend())
        try:
            anyio.run(server.run_stdio_async)
        finally:
            pipeline.close()
            rt.close()


# --------------------------------------------------------------------------
# eval / sweep
# --------------------------------------------------------------------------


def _port_free(host: str, port: int) -> None:
    """Fail with a plain message when the port is taken (before any model loads)."""
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    with socket.socket(family, socket.SOCK_STREAM) as sock:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            sock.bind((host, port))
        except OSError as exc:
            reason = "is already in use (another `mxr serve`?)" if exc.errno == errno.EADDRINUSE else f"cannot be bound: {exc.strerror}"
            raise _fail(f"port {port} on {host} {reason}; choose another with --port or MXR_SERVER__PORT") from None


@app.command("eval")
def eval_(
    queries: Annotated[
        Path | None, typer.Option("--queries", "-q", help="labeled queries.jsonl (formats.md §3)", exists=True, dir_okay=False)
    ] = None,
    followups: Annotated[
        Path | None,
        typer.Option("--followups", help="labeled follow-up questions (examples/followups.jsonl): resolution and recall@10 with and without it", exists=True, dir_okay=False),
    ] = None,
    data_dir: DataDir = None,
    as_json: Annotated[bool, typer.Option("--json", help="print the metrics as JSON")] = False,
    report: Annotated[Path | None, typer.Option("--report", help="also write an HTML report with plots here")] = None,
    calibration: Calibration = None,
    bootstrap: Annotated[int, typer.Option(help="bootstrap resamples for the 95% intervals", min=0)] = 1000,
) -> None:
    """Run every labeled query through the full pipeline and print retrieval and decision metrics."""
    configure_logging(json_logs=False, quiet=True)
    if queries is None and followups is None:
        raise typer.BadParameter("give --queries, --followups or both")
    result = fsummary = None
    with _errors(readonly=True):
        items = load_eval_set(queries) if queries is not None else []
        cases = []
        if followups is not None:
            from calibration.followups import load_followups

            cases = load_followups(followups)
        from calibration.evaluate import evaluate, label_warnings, render_text
        from service.decision.loading import build_pipeline

        settings = _settings(data_dir, calibration=calibration)
        _require_library(settings)
        with _open(settings) as rt:
            _warn_if_empty(rt)
            # An artifact named on the command line must be valid; without one,
            # retrieval metrics are still useful before any calibration exists.
            pipeline = build_pipeline(rt, require_decider=calibration is not None)
            try:
                for w in label_warnings(rt, items):
                    err_console.print(f"[yellow]label warning:[/] {w}", highlight=False, markup=True, soft_wrap=True)
                with _progress() as bar:
                    if items:
                        task = bar.add_task("evaluating", total=len(items))
                        result = evaluate(
                            pipeline, items, eval_path=queries, bootstrap=bootstrap, progress=lambda: bar.advance(task, 1)
                        )
                    if cases:
                        from calibration.followups import evaluate_followups

                        ftask = bar.add_task("follow-ups", total=len(cases))
                        fsummary = evaluate_followups(pipeline, cases, progress=lambda: bar.advance(ftask, 1))
            finally:
                pipeline.close()
        if report is not None and result is not None:
            from calibration.evaluate import write_eval_report

            write_eval_report(report, result)
    if as_json:
        if fsummary is None:
            out: Any = result.summary if result is not None else {}
        else:
            out = {**(result.summary if result is not None else {}), "followups": fsummary}
        sys.stdout.write(json.dumps(out, ensure_ascii=False, indent=2) + "\n")
    else:
        if result is not None:
            render_text(result.summary, console)
        if fsummary is not None:
            from calibration.followups import render_followups

            render_followups(fsummary, console)
        if report is not None and result is not None:
            console.print(f"report: {report / 'index.html'}")


@app.command()
def sweep(
    out: Annotated[Path, typer.Option("--out", help="where to write the calibration artifact (JSON)")],
    queries: Annotated[Path | None, typer.Option("--queries", "-q", help="labeled queries.jsonl (one library, in --data-dir)", exists=True, dir_okay=False)] = None,
    pool: Annotated[list[Path] | None, typer.Option("--pool", help="fit on a pool of labeled libraries instead (repeatable; see `mxr lolo`)")] = None,
    cache: Annotated[Path, typer.Option("--cache", help="with --pool: where each library's data dir is kept")] = Path(".mxr-pool"),
    data_dir: DataDir = None,
    max_wrong_injection: MaxWrongInjection = 0.05,
    max_wrong_reference: MaxWrongReference = 0.10,
    per_asset_type: PerAssetType = False,
    per_language: PerLanguage = True,
    bound: Bound = "wilson",
    confidence: Confidence = 0.8,
    report: Annotated[Path | None, typer.Option("--report", help="write the HTML report with plots here")] = None,
    records: Annotated[Path | None, typer.Option("--records", help="where to write the recorded candidates (default: next to --out)")] = None,
    from_records: Annotated[Path | None, typer.Option("--from-records", help="redo the sweep from recorded candidates; no retrieval")] = None,
    model: Model = "logistic+trees",
    gate: Gate = True,
    seed: Annotated[int, typer.Option(help="seed for cross-validation and bootstrap")] = 0,
) -> None:
    """Fit the decision model and choose thresholds on a labeled eval set (or a pool of libraries); write an artifact."""
    configure_logging(json_logs=False, quiet=True)
    from calibration.model import InsufficientData
    from calibration.pool import PoolInvalid
    from calibration.records import RecordsInvalid

    _check_bound(bound)
    _check_model(model)
    if (queries is None) == (not pool):
        raise typer.BadParameter("give exactly one of --queries FILE or --pool DIR")
    with _errors():
        from calibration.sweep_cli import run_sweep

        try:
            summary = run_sweep(
                queries=queries,
                pool=pool or None,
                cache=cache,
                out=out,
                settings=_settings(data_dir),
                max_wrong_injection=max_wrong_injection,
                max_wrong_reference=max_wrong_reference,
                per_asset_type=per_asset_type,
                per_language=per_language,
                bound=bound,
                confidence=confidence,
                report=report,
                records=records,
                from_records=from_records,
                seed=seed,
                model=model,
                gate=gate,
                console=console,
                progress_factory=_progress,
            )
        except (InsufficientData, RecordsInvalid, PoolInvalid, FileNotFoundError) as exc:
            raise _fail(f"cannot calibrate: {exc}") from None
    console.print(summary)


def _positive_c(value: float | None) -> float | None:
    """--C must be a positive finite number."""
    if value is not None and not (math.isfinite(value) and value > 0):
        raise typer.BadParameter(f"must be a positive number, got {value:g}")
    return value


@app.command()
def lolo(
    libraries: Annotated[list[Path], typer.Argument(help="library folders (experiences.jsonl + queries*.jsonl [+ glossary.yaml]), or folders of them")],
    cache: Annotated[Path, typer.Option("--cache", help="where each library's own data dir is kept between runs")] = Path(".mxr-pool"),
    max_wrong_injection: MaxWrongInjection = 0.05,
    max_wrong_reference: MaxWrongReference = 0.10,
    per_asset_type: PerAssetType = False,
    per_language: PerLanguage = True,
    bound: Bound = "wilson",
    confidence: Confidence = 0.8,
    out: Annotated[Path | None, typer.Option("--out", help="write the JSON summary (table, operating points) here")] = None,
    records_out: Annotated[Path | None, typer.Option("--records", help="also write every library's recorded candidates here")] = None,
    as_json: Annotated[bool, typer.Option("--json", help="print the JSON summary instead of the Markdown table")] = False,
    model: Model = "logistic+trees",
    jobs: Annotated[int, typer.Option("--jobs", min=1, help="run this many fits at once (the shared inner folds, then the held-out folds), in worker processes (same table)")] = 1,
    fixed_c: Annotated[
        float | None,
        typer.Option(
            "--C",
            callback=_positive_c,
            help="fix the logistic part's inverse L2 strength in every fit instead of choosing it by inner CV over a 10-value grid (about four times cheaper; the packaged fit's choice is in its artifact's fit.C)",
        ),
    ] = None,
    gate: Gate = True,
    seed: Annotated[int, typer.Option(help="seed for cross-validation and bootstrap")] = 0,
) -> None:
    """Leave-one-library-out: fit the decision on all libraries but one, evaluate the held-out one, for each."""
    configure_logging(json_logs=False, quiet=True)
    from calibration.model import InsufficientData
    from calibration.pool import PoolInvalid

    _check_bound(bound)
    _check_model(model)
    with _errors():
        from calibration.lolo_cli import run_lolo

        try:
            summary = run_lolo(
                paths=libraries,
                settings=_settings(None),
                cache=cache,
                bound=bound,
                max_wrong_injection=max_wrong_injection,
                max_wrong_reference=max_wrong_reference,
                per_asset_type=per_asset_type,
                per_language=per_language,
                confidence=confidence,
                seed=seed,
                model=model,
                jobs=jobs,
                fixed_c=fixed_c,
                gate=gate,
                out=out,
                records_out=records_out,
                console=err_console,
                progress_factory=_progress,
            )
        except (InsufficientData, PoolInvalid) as exc:
            raise _fail(f"cannot evaluate: {exc}") from None
    if as_json:
        sys.stdout.write(json.dumps(summary, ensure_ascii=False, indent=2) + "\n")
    else:
        console.print(summary["markdown"], markup=False, highlight=False)


@app.command()
def check(
    libraries: Annotated[list[Path], typer.Argument(help="library folders (experiences.jsonl + queries*.jsonl), or folders of them")],
    strict: Annotated[bool, typer.Option("--strict", help="also fail on coverage notes (sizes, thin categories)")] = False,
) -> None:
    """Check labeled libraries against formats.md: fields, eligibility of every label, implied expected_decision."""
    configure_logging(json_logs=False, quiet=True)
    from calibration.labels import check_library
    from calibration.pool import PoolInvalid, discover

    failed = False
    with _errors():
        try:
            libs = discover(libraries)
        except PoolInvalid as exc:
            raise _fail(str(exc)) from None
        for lib in libs:
            entries = load_entries(lib.experiences)
            items = [it for q in lib.queries for it in load_eval_set(q)]
            rep = check_library(lib.name, entries, items)
            mix = ", ".join(f"{k} {v}" for k, v in sorted(rep.by_decision.items()))
            console.print(f"{lib.name}: {rep.entries} entries, {rep.queries} queries ({mix})", highlight=False)
            for msg in rep.problems:
                console.print(f"  [red]problem:[/] {msg}", highlight=False, soft_wrap=True)
            for msg in rep.notes:
                console.print(f"  [yellow]note:[/] {msg}", highlight=False, soft_wrap=True)
            failed = failed or bool(rep.problems) or (strict and bool(rep.notes))
    if failed:
        raise typer.Exit(1)


def _check_bound(bound: str) -> None:
    from calibration.thresholds import BoundMethod

    methods = [m.value for m in BoundMethod]
    if bound not in methods:
        raise typer.BadParameter(f"--bound must be one of {', '.join(methods)}, not {bound!r}")


def _check_model(model: str) -> None:
    from calibration.model import MODEL_CLASSES

    if model not in MODEL_CLASSES:
        raise typer.BadParameter(f"--model must be one of {', '.join(MODEL_CLASSES)}, not {model!r}")


# --------------------------------------------------------------------------
# the reviewers' queue (`mxr queue …`; `mxr backfill …` is the same)
# --------------------------------------------------------------------------

Reviewer = Annotated[
    str,
    typer.Option("--reviewer", envvar="MXR_REVIEWER", help="who you are in the queue (the API's name for a local caller is 'local')"),
]


def _queue(data_dir: Path | None):  # noqa: ANN202 - the SQL queue; only the store's database, no engines
    from queues.backfill import SqlBackfillQueue
    from service.store import create_engine

    q = SqlBackfillQueue(create_engine(_settings(data_dir).store_url))
    q.warm_up()
    return q


def _print_item(item: Any) -> None:
    sys.stdout.write(json.dumps(item.to_json(with_occurrences=True), ensure_ascii=False, indent=2) + "\n")


@queue_app.command("list")
def queue_list(
    data_dir: DataDir = None,
    state: Annotated[QueueState, typer.Option(help="a state, or all")] = QueueState.OPEN,
    project: Annotated[str | None, typer.Option(help="only this project")] = None,
    asset_type: Annotated[AssetType | None, typer.Option(help="only this asset type")] = None,
    label: Annotated[TriageLabel | None, typer.Option(help="only items triaged with this label")] = None,
    limit: Annotated[int, typer.Option(min=1, max=MAX_LIST_LIMIT)] = DEFAULT_LIST_LIMIT,
    offset: Annotated[int, typer.Option(min=0)] = 0,
    as_json: Annotated[bool, typer.Option("--json")] = False,
) -> None:
    """List items, most-asked first (the API's defaults: open, 50)."""
    from service.backfill import ItemFilter, state_filter

    with _errors(readonly=True):
        q = _queue(data_dir)
        filt = ItemFilter(
            state=state_filter(state.value), project=project, asset_type=asset_type.value if asset_type else None, label=label
        )
        items, total = q.list(filt, limit, offset), q.count(filt)
    if as_json:
        sys.stdout.write(json.dumps([i.to_json() for i in items], ensure_ascii=False, indent=2) + "\n")
        return
    table = Table("id", "hits", "state", "project", "asset", "label", "query", title=f"{len(items)} of {total} ({state.value})")
    for i in items:
        label_ = i.triage.label.value if i.triage else ""
        table.add_row(i.id, str(i.hits), i.state.value, i.project, i.asset or "", label_, i.query[:60])
    console.print(table)


@queue_app.command("stats")
def queue_stats(data_dir: DataDir = None) -> None:
    """Counts by state, project, asset type and label; the oldest open item's age (JSON)."""
    with _errors():
        q = _queue(data_dir)
        out = q.stats().to_json(q.now())
    sys.stdout.write(json.dumps(out, ensure_ascii=False, indent=2) + "\n")


@queue_app.command("show")
def queue_show(item_id: str, data_dir: DataDir = None) -> None:
    """Show one item with its candidates, decision and every occurrence (JSON)."""
    with _errors():
        item = _queue(data_dir).get(item_id, with_occurrences=True)
    if item is None:
        raise _fail(f"backfill item {item_id!r} not found")
    _print_item(item)


@queue_app.command("claim")
def queue_claim(
    item_id: Annotated[str | None, typer.Argument(help="the item; omit with --next")] = None,
    next_: Annotated[bool, typer.Option("--next", help="claim the oldest claimable item")] = False,
    reviewer: Reviewer = "local",
    lease_s: Annotated[int | None, typer.Option(min=10, max=86_400, help="lease length (default queue.lease_s)")] = None,
    data_dir: DataDir = None,
) -> None:
    """Claim an item for review; refused (exit 2) when someone else holds it or it is already triaged."""
    if (item_id is None) == (not next_):
        raise typer.BadParameter("give an item id or --next (not both)")
    with _errors():
        lease = lease_s or _settings(data_dir).queue.lease_s
        q = _queue(data_dir)
        item = q.claim_next(reviewer, lease) if next_ else q.claim(item_id, reviewer, lease)
    if item is None:
        raise _fail("no claimable item in the queue")
    console.print(f"claimed {item.id} as {reviewer} until {item.lease_expires_at.isoformat()}", highlight=False)


@queue_app.command("release")
def queue_release(item_id: str, reviewer: Reviewer = "local", data_dir: DataDir = None) -> None:
    """Give your claim back; the item is open again."""
    with _errors():
        _queue(data_dir).release(item_id, reviewer)
    console.print(f"released {item_id}")


@queue_app.command("triage")
def queue_triage(
    item_id: str,
    label: Annotated[TriageLabel, typer.Option(help="the verdict, and the action it carries out")],
    entry: Annotated[
        Path | None, typer.Option(help="knowledge_missing: the draft entry as a JSON file (saved as candidate)", exists=True, dir_okay=False)
    ] = None,
    body: Annotated[str | None, typer.Option(help="knowledge_missing: the draft's body; the other fields are prefilled from the item")] = None,
    title: Annotated[str | None, typer.Option(help="knowledge_missing with --body: the draft's title")] = None,
    entry_id: Annotated[str | None, typer.Option(help="retrieval_miss / not_applicable: the linked entry")] = None,
    grade: Annotated[str, typer.Option(help="retrieval_miss: reusable | reference_only")] = "reusable",
    counter_condition: Annotated[str | None, typer.Option(help="not_applicable: when the entry must not be applied")] = None,
    note: Annotated[str | None, typer.Option(help="what you found")] = None,
    reviewer: Reviewer = "local",
    data_dir: DataDir = None,
) -> None:
    """Triage an item you hold; its action commits with the store of record and updates the engines."""
    from pydantic import ValidationError

    from service.review import ReviewDesk, TriageBody, draft_prefill

    configure_logging(json_logs=False, quiet=True)
    with _errors():
        draft = None
        if entry is not None:
            try:
                draft = json.loads(entry.read_text(encoding="utf-8-sig"))
            except (OSError, ValueError) as exc:
                raise _fail(f"--entry {entry}: not a JSON object: {exc}") from None
        with _open(_settings(data_dir), reranker=False) as rt:
            if draft is None and body is not None:
                item = rt.backfill.get(item_id)
                if item is None:
                    raise _fail(f"backfill item {item_id!r} not found")
                draft = draft_prefill(item) | {"body": body} | ({"title": title} if title else {})
                draft = {k: v for k, v in draft.items() if v not in ("", None)}
            try:
                triage = TriageBody(
                    label=label, entry=draft, entry_id=entry_id, grade=grade, counter_condition=counter_condition, note=note
                )
            except ValidationError as exc:
                from service.contracts import violations_from

                raise ContractError(violations_from(exc, "options", None)) from None
            item = ReviewDesk(rt).triage(item_id, reviewer, triage)
    what = f" ({item.triage.entry_id})" if item.triage and item.triage.entry_id else ""
    console.print(f"triaged {item_id} as {label.value}{what}", highlight=False)


@queue_app.command("resolve")
def queue_resolve(
    item_id: str,
    note: Annotated[str | None, typer.Option(help="kept with the item")] = None,
    reviewer: Reviewer = "local",
    data_dir: DataDir = None,
) -> None:
    """Close a triaged item (refused, exit 2, when it is not triaged or already resolved)."""
    with _errors():
        _queue(data_dir).resolve(item_id, reviewer, note)
    console.print(f"resolved {item_id}")


@queue_app.command("export")
def queue_export(
    out: Annotated[Path, typer.Option("--out", help="where to write the eval lines (formats.md §3 JSON Lines)", dir_okay=False)],
    since: Annotated[str | None, typer.Option(help="only items triaged on or after this ISO date (YYYY-MM-DD)")] = None,
    data_dir: DataDir = None,
) -> None:
    """Write every triaged item as an eval line that `mxr eval` and `mxr sweep` read as it is."""
    from service.api.backfill_routes import parse_since
    from service.review import eval_lines
    from service.store import EntryStore, create_engine

    with _errors():
        when = parse_since(since)
        q = _queue(data_dir)
        store = EntryStore(create_engine(_settings(data_dir).store_url))
        store.warm_up()
        lines, skipped = eval_lines(q, store, when)
        out.parent.mkdir(parents=True, exist_ok=True)
        out.write_text("".join(json.dumps(line, ensure_ascii=False) + "\n" for line in lines), encoding="utf-8")
    for s in skipped:
        err_console.print(f"[yellow]skipped[/] {s}", highlight=False)
    console.print(f"wrote {len(lines)} eval lines to {out}" + (f" ({len(skipped)} skipped)" if skipped else ""))


# --------------------------------------------------------------------------
# API keys
# --------------------------------------------------------------------------


def _keys(data_dir: Path | None):  # noqa: ANN202 - the KeyStore on the store's database
    from service.auth import KeyStore
    from service.store import create_engine

    k = KeyStore(create_engine(_settings(data_dir).store_url))
    k.warm_up()
    return k


@keys_app.command("create")
def keys_create(
    name: Annotated[str, typer.Argument(help="who or what the key is for, e.g. migration-agent-1 or alice")],
    role: Annotated[KeyRole, typer.Option(help="agent: retrieve + feedback; reviewer: the queue + the page; admin: everything")],
    data_dir: DataDir = None,
) -> None:
    """Create an API key; it is printed once and only its hash is stored."""
    from service.auth import Role

    with _errors():
        key, token = _keys(data_dir).create(name, Role(role.value))
    err_console.print(f"created {key.role.value} key {key.id} for {key.name}; store it now, it is not shown again:")
    sys.stdout.write(token + "\n")


@keys_app.command("list")
def keys_list(data_dir: DataDir = None, as_json: Annotated[bool, typer.Option("--json")] = False) -> None:
    """List keys (ids, names, roles; never the keys themselves)."""
    with _errors():
        keys = _keys(data_dir).list()
    if as_json:
        sys.stdout.write(json.dumps([k.to_json() for k in keys], indent=2) + "\n")
        return
    table = Table("id", "name", "role", "created", "revoked")
    for k in keys:
        table.add_row(k.id, k.name, k.role.value, k.created_at.isoformat(timespec="seconds"), k.revoked_at.isoformat(timespec="seconds") if k.revoked_at else "")
    console.print(table)


@keys_app.command("revoke")
def keys_revoke(key_id: str, data_dir: DataDir = None) -> None:
    """Revoke a key at once (its review-page sessions end too)."""
    with _errors():
        k = _keys(data_dir).revoke(key_id)
    console.print(f"revoked {k.id} ({k.name}, {k.role.value})")


if __name__ == "__main__":  # `python -m service.cli` runs the CLI too (as `mxr`)
    app()
