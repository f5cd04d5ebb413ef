"""The ``kura`` command line: a thin adapter over the service layer.

Exit codes: 0 done, 2 nothing to do (a NOOP write, a store that already exists), 1 any error — with a
one-line message on stderr, never a traceback for a user's mistake.
"""

from __future__ import annotations

import json
import logging
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Annotated, Any

import typer
from pydantic import BaseModel, ValidationError
from rich.console import Console
from rich.markup import escape
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn
from rich.table import Table

from ..errors import KuraError
from ..schemas import FeedbackRequest, RecallRequest, RememberRequest, SessionEndRequest
from ..service import Kura
from ..settings import load_settings, register_store

EXIT_OK, EXIT_ERROR, EXIT_NOTHING = 0, 1, 2

app = typer.Typer(
    name="kura",
    help="kura: a local, resident long-term memory for AI agents.\n\n"
    "Examples:\n\n"
    '  kura add "The archive lives on the slow disk; the fast one is scratch."\n\n'
    '  kura recall "where do backups go?"\n\n'
    "  kura --config ~/kura.toml list --store work",
    no_args_is_help=True,
    rich_markup_mode="markdown",
    context_settings={"help_option_names": ["-h", "--help"]},
    pretty_exceptions_enable=False,
)
out = Console(highlight=False, soft_wrap=True)
err = Console(stderr=True, highlight=False, soft_wrap=True)

StoreOpt = Annotated[str | None, typer.Option("--store", "-s", help="Store name (default: the default store).")]
ModeOpt = Annotated[str | None, typer.Option("--mode", "-m", help="Mode name, mapped to a store in config.")]
JsonOpt = Annotated[bool, typer.Option("--json", help="Print the result as JSON.")]


class _State:
    config: Path | None = None
    kura: Kura | None = None


state = _State()


@app.callback()
def _root(
    config: Annotated[
        Path | None,
        typer.Option("--config", "-c", help="Config file (else $KURA_CONFIG, else $KURA_HOME/kura.toml)."),
    ] = None,
    verbose: Annotated[bool, typer.Option("--verbose", "-v", help="Log what happens (INFO) on stderr.")] = False,
) -> None:
    state.config = config
    logging.basicConfig(
        level=logging.INFO if verbose else logging.WARNING, format="%(levelname)s %(name)s: %(message)s"
    )


def service() -> Kura:
    if state.kura is None:
        state.kura = Kura(load_settings(state.config), progress=_progress)
    return state.kura


def _progress(label: str, total: int) -> Callable[[int, int], None]:
    """A rich progress bar for long work (rebuilds, syncs), shown on stderr."""
    bar = Progress(
        TextColumn("[bold]{task.description}"), BarColumn(), MofNCompleteColumn(), TimeRemainingColumn(),
        console=err, transient=True,
    )  # fmt: skip
    task = bar.add_task(label, total=total)
    bar.start()

    def advance(done: int, total: int) -> None:
        bar.update(task, completed=done, total=total)
        if done >= total:
            bar.stop()

    return advance


def emit(result: BaseModel | list[Any], as_json: bool, human: Callable[[], None]) -> None:
    if as_json:
        if isinstance(result, list):
            print(json.dumps([r.model_dump(mode="json") for r in result], ensure_ascii=False, indent=2))
        else:
            print(result.model_dump_json(indent=2))
    else:
        human()


def _read_text(text: str) -> str:
    if text == "-":
        return sys.stdin.read()
    return text


# -- commands -------------------------------------------------------------------------------------


@app.command()
def init(
    name: Annotated[str, typer.Argument(help="Name of the new store (lowercase, digits, '-', '_').")],
    path: Annotated[Path | None, typer.Option(help="Directory (default $KURA_HOME/stores/NAME).")] = None,
) -> None:
    """Declare a new store in the config file and create its directory.

    An existing directory of host memory files (one .md per memory plus MEMORY.md) works as is.

    Example: `kura init work --path ~/notes/work-memory`
    """
    file = register_store(name, path, state.config)
    kura = Kura(load_settings(state.config))
    eng = kura.engine(name)
    eng.store.ensure()
    out.print(f"store [bold]{name}[/] at {eng.store.root} (declared in {file})")


@app.command()
def add(
    text: Annotated[str, typer.Argument(help="The memory: one atomic fact. '-' reads standard input.")],
    title: Annotated[str | None, typer.Option(help="Title (default: derived from the text).")] = None,
    description: Annotated[str | None, typer.Option(help="Index trigger line (default: first sentence).")] = None,
    type: Annotated[str, typer.Option("--type", "-t", help="user | feedback | project | reference")] = "project",
    tag: Annotated[list[str] | None, typer.Option("--tag", help="A tag (repeatable), e.g. landmine.")] = None,
    scope: Annotated[str, typer.Option(help="global | repo:<slug> | agent:<name>")] = "global",
    confidence: Annotated[str, typer.Option(help="high | medium | low")] = "medium",
    slug: Annotated[str | None, typer.Option(help="Slug to use (default: derived from the title).")] = None,
    store: StoreOpt = None,
    mode: ModeOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """Remember one fact (redacted, gated, checked against near-duplicates).

    Exit 2 when the fact is already known (a NOOP names the memory that holds it).

    Example: `kura add "Deploys to prod need the release tag signed" --tag landmine`
    """
    req = RememberRequest(
        content=_read_text(text), title=title, description=description, type=type, tags=tag or [],
        scope=scope, confidence=confidence, slug=slug,
    )  # type: ignore[arg-type]  # fmt: skip
    result = service().remember(req, store=store, mode=mode, surface="cli")

    def human() -> None:
        if result.action == "NOOP":
            out.print(f"already known: [bold]{result.slug}[/] — {escape(result.reason or '')}")
        else:
            out.print(f"remembered [bold]{result.slug}[/] in store {result.store}")
        if result.redacted:
            out.print(f"masked secrets: {', '.join(result.redacted)}")

    emit(result, as_json, human)
    if result.action == "NOOP":
        raise typer.Exit(EXIT_NOTHING)


@app.command()
def recall(
    question: Annotated[str, typer.Argument(help="What to recall, in any language. '-' reads stdin.")],
    k: Annotated[int | None, typer.Option("-k", help="How many memories to pick.")] = None,
    hops: Annotated[int | None, typer.Option(help="How deep to follow [[links]].")] = None,
    scope: Annotated[str | None, typer.Option(help="Recall this scope plus global.")] = None,
    budget: Annotated[int | None, typer.Option(help="Characters of the rendered block.")] = None,
    block: Annotated[bool, typer.Option("--block", help="Print the <recalled_memories> block only.")] = False,
    store: StoreOpt = None,
    mode: ModeOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """Recall memories by meaning (dense + sparse + full-text, fused).

    Example: `kura recall "which disk holds the archive?" -k 3`
    """
    req = RecallRequest(question=_read_text(question), k=k, hops=hops, scope=scope, char_budget=budget)
    result = service().recall(req, store=store, mode=mode)

    def human() -> None:
        if block:
            print(result.block)
            return
        flag = f" [yellow]⚠ degraded: {escape(result.degraded_reason or '')}[/]" if result.degraded else ""
        out.print(f"[dim]store {result.store} · how {result.how} · {result.timings_ms['total']:.1f} ms[/]{flag}")
        if not result.memories:
            out.print("no memories found")
        for i, m in enumerate([*result.memories, *result.linked], start=1):
            out.print(f"{i:>2}. [bold]{escape(m.title)}[/] ({m.slug}) [dim]{escape(m.why)}[/]")
            out.print(f"    {escape(m.trigger)}")

    emit(result, as_json, human)


@app.command("list")
def list_(
    scope: Annotated[str | None, typer.Option(help="Only this scope plus global.")] = None,
    type: Annotated[str | None, typer.Option("--type", "-t", help="Only this type.")] = None,
    store: StoreOpt = None,
    mode: ModeOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """List the memories of a store.

    Example: `kura list --type feedback`
    """
    items = service().list(scope=scope, type=type, store=store, mode=mode)

    def human() -> None:
        table = Table("slug", "type", "scope", "conf.", "title", box=None, pad_edge=False)
        for m in items:
            table.add_row(m.slug, m.type, m.scope, m.confidence, escape(m.title))
        out.print(table)
        out.print(f"[dim]{len(items)} memories[/]")

    emit(items, as_json, human)


@app.command()
def show(
    slug: Annotated[str, typer.Argument(help="The memory's slug (exact).")],
    store: StoreOpt = None,
    mode: ModeOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """Show one memory (its markdown file as stored).

    Example: `kura show archive-slow-disk`
    """
    kura = service()
    mem = kura.get(slug, store=store, mode=mode)
    emit(mem, as_json, lambda: print(kura.engine(kura.resolve(store, mode)).store.read_text(slug), end=""))


@app.command()
def forget(
    slug: Annotated[str, typer.Argument(help="The memory's slug (exact).")],
    reason: Annotated[str | None, typer.Option(help="Why (kept in the audit line).")] = None,
    store: StoreOpt = None,
    mode: ModeOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """Forget a memory: its file, index line and index rows go; an audit line stays.

    Example: `kura forget old-vpn-endpoint --reason "VPN retired"`
    """
    result = service().forget(slug, reason=reason, store=store, mode=mode, surface="cli")
    emit(result, as_json, lambda: out.print(f"forgot [bold]{result.slug}[/] in store {result.store}"))


@app.command()
def feedback(
    slug: Annotated[str, typer.Argument(help="The memory's slug (exact).")],
    direction: Annotated[str, typer.Argument(help="up | down")],
    note: Annotated[str | None, typer.Option(help="Why.")] = None,
    store: StoreOpt = None,
    mode: ModeOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """Move a memory's confidence one step up or down (below low it goes to review).

    Example: `kura feedback archive-slow-disk up`
    """
    req = FeedbackRequest(slug=slug, direction=direction, note=note)  # type: ignore[arg-type]
    result = service().feedback(req, store=store, mode=mode)
    emit(
        result,
        as_json,
        lambda: out.print(
            f"{result.slug}: confidence {result.confidence_before} → {result.confidence_after}"
            + (f" (sent to review {result.review_id})" if result.review_id else "")
        ),
    )


@app.command()
def weave(store: StoreOpt = None, mode: ModeOpt = None, as_json: JsonOpt = False) -> None:
    """Weave the store's index into the prefill map again, and report how it fits its budget.

    Pinned types and fresh memories keep their full line; the rest are shortened (by the scribe
    model when one is configured, else mechanically); no line is ever dropped.

    Example: `kura weave --store work`
    """
    woven = service().prefill(rebuild=True, store=store, mode=mode)
    rep = woven.report

    def human() -> None:
        layers = ", ".join(f"{name} {w.lines}" for name, w in rep.layers.items())
        out.print(
            f"woven {woven.store}: {len(woven.lines)} lines ({layers}) · {rep.tokens} of {rep.budget_tokens} tokens"
        )
        out.print(f"  fresh window {rep.fresh_days_used} of {rep.fresh_days} days · compressor {rep.compressor}")
        if not rep.fits and rep.weight is not None:
            err.print(f"[yellow]⚠ the map does not fit its budget[/]: {escape(rep.weight.note)}")

    emit(woven.report, as_json, human)


@app.command()
def prefill(store: StoreOpt = None, mode: ModeOpt = None, as_json: JsonOpt = False) -> None:
    """Print the prefill block a host injects into its system prompt (byte-identical for the same store).

    Example: `kura prefill > /tmp/memory-map.md`
    """
    woven = service().prefill(store=store, mode=mode)
    if as_json:
        print(woven.model_dump_json(indent=2))
    else:
        sys.stdout.write(woven.text)


@app.command()
def rebuild(store: StoreOpt = None, mode: ModeOpt = None, as_json: JsonOpt = False) -> None:
    """Recreate a store's index from its markdown files alone.

    Example: `kura rebuild --store work`
    """
    result = service().rebuild(store=store, mode=mode)
    emit(
        result,
        as_json,
        lambda: out.print(
            f"rebuilt {result.store}: {result.memories} memories in {result.seconds:.1f}s ({result.embedder})"
        ),
    )


@app.command()
def doctor(
    fix: Annotated[bool, typer.Option(help="Rewrite MEMORY.md from the files and sync the index.")] = False,
    store: StoreOpt = None,
    mode: ModeOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """Check a store: counts, dead links, islands, drift between files, MEMORY.md and the index.

    Exit 1 when something is wrong (dead links or drift), 0 when all agree.

    Example: `kura doctor --fix`
    """
    rep = service().doctor(fix=fix, store=store, mode=mode)

    def human() -> None:
        out.print(f"store [bold]{rep.store}[/] at {rep.path}: {rep.memories} memories, {rep.index_rows} indexed")
        out.print(f"  types: {dict(rep.by_type)}  scopes: {dict(rep.by_scope)}")
        for d in rep.dead_links:
            out.print(f"  [red]dead link[/] {d.source} → [[{d.target}]]")
        out.print(f"  islands (nothing links to them): {len(rep.islands)}")
        for key, items in rep.drift.model_dump().items():
            if items:
                out.print(
                    f"  [yellow]{key.replace('_', ' ')}[/]: {', '.join(items[:10])}" + (" …" if len(items) > 10 else "")
                )
        for line in rep.fixed:
            out.print(f"  fixed: {line}")
        out.print("  [green]ok[/]" if rep.ok else "  [red]not ok[/]: run `kura doctor --fix`")

    emit(rep, as_json, human)
    if not rep.ok:
        raise typer.Exit(EXIT_ERROR)


@app.command()
def stats(store: StoreOpt = None, mode: ModeOpt = None, as_json: JsonOpt = False) -> None:
    """Sizes, ages and the most recalled memories of a store."""
    st = service().stats(store=store, mode=mode)
    emit(
        st,
        as_json,
        lambda: out.print(
            f"store {st.store}: {st.memories} memories {dict(st.by_type)}\n"
            f"  markdown {st.markdown_bytes:,} B · index {st.index_bytes:,} B\n"
            f"  oldest {st.oldest} · newest {st.newest}\n"
            f"  most recalled: {', '.join(f'{s} ({n})' for s, n in st.most_recalled) or '-'}"
        ),
    )


@app.command()
def stores(as_json: JsonOpt = False) -> None:
    """List the configured stores and the modes that point at them."""
    items = service().stores()

    def human() -> None:
        for s in items:
            mark = " (default)" if s.default else ""
            modes = f" modes: {', '.join(s.modes)}" if s.modes else ""
            out.print(f"[bold]{s.name}[/]{mark} {s.write_policy} {s.path}{modes}")

    emit(items, as_json, human)


@app.command()
def context(
    query: Annotated[str | None, typer.Argument(help="Recall for this turn (optional). '-' reads stdin.")] = None,
    scope: Annotated[str, typer.Option(help="The scope (its memories plus global).")] = "global",
    k: Annotated[int | None, typer.Option("-k", help="How many memories recall picks.")] = None,
    turn: Annotated[int | None, typer.Option("--turn", help="Current turn; working memory past it is stale.")] = None,
    store: StoreOpt = None,
    mode: ModeOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """Print the start-of-turn context: the user profile, the working memory, and recall for a query.

    Example: `kura context "how do we deploy?" --scope repo:shop --turn 12`
    """
    result = service().context(scope, _read_text(query) if query else None, k, turn, store=store, mode=mode)
    emit(result, as_json, lambda: print(result.block or f"(nothing in memory yet for scope {scope!r})"))


@app.command("session-end")
def session_end(
    log: Annotated[str | None, typer.Option("--log", help="The host's session log (under a journal root).")] = None,
    conversation: Annotated[
        str | None, typer.Option("--conversation", help="A JSON file of [{role, content}] ('-' reads stdin).")
    ] = None,
    scope: Annotated[str, typer.Option(help="The session's scope.")] = "global",
    adapter: Annotated[str | None, typer.Option(help="The log's format (default: detected).")] = None,
    force: Annotated[bool, typer.Option("--force", help="End even while todos are open (they are kept).")] = False,
    store: StoreOpt = None,
    mode: ModeOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """End a session: archive its transcript, distil and drain it, clear finished todos.

    Example: `kura session-end --log ~/.claude/projects/x/abc.jsonl --scope repo:shop`
    """
    messages = None
    if conversation is not None:
        raw = sys.stdin.read() if conversation == "-" else Path(conversation).expanduser().read_text(encoding="utf-8")
        try:
            messages = json.loads(raw)
        except ValueError as exc:
            raise KuraError("invalid_input", f"--conversation is not JSON: {exc}") from None
    req = SessionEndRequest(scope=scope, conversation=messages, log_path=log, adapter=adapter, force=force)
    result = service().session_end(req, store=store, mode=mode)

    def human() -> None:
        note = " (already archived)" if result.already_archived else ""
        out.print(f"archived {result.archived} ({result.archived_bytes} bytes, {result.adapter}){note}")
        if result.distilled:
            out.print(f"distilled: {len(result.staged)} drafts staged, {len(result.poured)} memories poured")
        else:
            out.print(f"[yellow]not distilled: {escape(result.skipped_reason or '')}[/]")
        out.print(f"todos cleared: {len(result.cleared_todos)} · still open: {len(result.open_todos)}")

    emit(result, as_json, human)


def _is_loopback(host: str) -> bool:
    import ipaddress

    if host.lower() in ("localhost", "localhost."):
        return True
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return False


@app.command()
def serve(
    host: Annotated[str | None, typer.Option(help="Bind address (default from config: 127.0.0.1).")] = None,
    port: Annotated[int | None, typer.Option(help="Port (default from config: 8085).", min=1, max=65535)] = None,
    allow_remote: Annotated[
        bool, typer.Option("--allow-remote", help="Allow a non-loopback bind (every store then needs a read_token).")
    ] = False,
    log_file: Annotated[
        Path | None,
        typer.Option("--log-file", help="Log to this file instead of stderr, rotated at 10 MB (5 files kept)."),
    ] = None,
) -> None:
    """Run the daemon in the foreground: REST + MCP (streamable HTTP) for every configured store,
    and the scheduler of the resident jobs ([scheduler] in kura.toml; `kura jobs`).

    Example: `kura serve` then `curl -s http://127.0.0.1:8085/bootstrap`
    """
    import uvicorn

    from .app import create_app

    settings = load_settings(state.config)
    bind = host or settings.server.host
    extra: tuple[str, ...] = ()
    if not _is_loopback(bind):
        open_stores = [n for n, c in settings.stores.items() if c.read_token is None]
        if not allow_remote:
            raise KuraError("invalid_input", f"refusing to bind {bind}: not loopback (pass --allow-remote)")
        if open_stores:
            raise KuraError(
                "invalid_input",
                f"refusing to bind {bind}: stores without a read_token would be open to the network: "
                + ", ".join(sorted(open_stores)),
            )
        extra = (bind,)
    logging.getLogger().setLevel(settings.log_level)
    state.kura = Kura(settings)
    app_ = create_app(settings, kura=state.kura, extra_hosts=extra)
    logging_options: dict[str, Any] = {}
    if log_file is not None:
        from ..resident import log_config

        log_file = log_file.expanduser().absolute()
        log_file.parent.mkdir(parents=True, exist_ok=True)
        logging_options["log_config"] = log_config(log_file, settings.log_level)
    uvicorn.run(
        app_,
        host=bind,
        port=port or settings.server.port,
        log_level=settings.log_level.lower(),
        timeout_graceful_shutdown=5,  # an open MCP stream must not keep the daemon from stopping
        **logging_options,
    )


@app.command()
def bootstrap(
    store: StoreOpt = None,
) -> None:
    """Print the onboarding note for a new agent (the MCP URL to register, the guide).

    Example: `kura bootstrap --store work`
    """
    from ..resources import bootstrap_text

    settings = load_settings(state.config)
    if store is not None and store not in settings.stores:
        raise KuraError("store_not_found", f"unknown store {store!r}")
    base = f"http://{settings.server.host}:{settings.server.port}"
    print(bootstrap_text(base, store), end="")


# -- evolve and snapshots -------------------------------------------------------------------------

EXIT_REJECTED = 3  # evolve: the proposal failed verification and was kept for a person


@app.command()
def evolve(
    dry_run: Annotated[bool, typer.Option("--dry-run", help="Make and verify the proposal; change nothing.")] = False,
    force: Annotated[bool, typer.Option("--force", help="Run a cycle even when the trigger does not fire.")] = False,
    store: StoreOpt = None,
    mode: ModeOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """Consolidate a store: merge duplicates, send conflicts and old memories to review, fade what is
    never recalled — as a proposal, verified (boundary, retention, safety), applied after a snapshot.

    Runs only when the trigger fires ([evolve] in kura.toml) unless --force. Exit 0 when it did work,
    2 when there was nothing to do, 3 when the proposal was rejected (kept for review), 1 on error.

    Example: `kura evolve --dry-run --force` then `kura evolve` and, to undo, `kura rollback ID`
    """
    result = service().evolve(store=store, mode=mode, dry_run=dry_run, force=force)

    def human() -> None:
        out.print(f"evolve {result.store} ({result.how}): {escape(result.reason)}")
        if result.proposal_path:
            out.print(f"  proposal {result.proposal_path}")
        if result.review_ids:
            out.print(f"  queued for review: {', '.join(result.review_ids)}")
        if result.snapshot:
            out.print(f"  undo with: kura rollback {result.snapshot}" + (f" --store {store}" if store else ""))

    emit(result, as_json, human)
    if result.verified is False and not result.dry_run:
        raise typer.Exit(EXIT_REJECTED)
    if not result.did_work:
        raise typer.Exit(EXIT_NOTHING)


@app.command()
def snapshots(store: StoreOpt = None, mode: ModeOpt = None, as_json: JsonOpt = False) -> None:
    """List a store's snapshots, newest first.

    Example: `kura snapshots --store work`
    """
    items = service().snapshots(store=store, mode=mode)

    def human() -> None:
        for s in items:
            out.print(f"[bold]{s.id}[/] {s.memories} memories {s.bytes:,} B · {escape(s.reason)}")
        if not items:
            out.print("no snapshots")

    emit(items, as_json, human)


@app.command()
def snapshot(
    reason: Annotated[str | None, typer.Option(help="Why (kept in the manifest).")] = None,
    store: StoreOpt = None,
    mode: ModeOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """Snapshot a store now (its markdown and MEMORY.md, and its index through SQLite's backup API).

    Example: `kura snapshot --reason "before a bulk import"`
    """
    info = service().snapshot(reason=reason, store=store, mode=mode)
    emit(info, as_json, lambda: out.print(f"snapshot [bold]{info.id}[/] of {info.store}: {info.memories} memories"))


@app.command()
def rollback(
    snapshot_id: Annotated[str, typer.Argument(metavar="ID", help="The snapshot id (see `kura snapshots`).")],
    store: StoreOpt = None,
    mode: ModeOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """Put a store back exactly as a snapshot holds it; the index follows. An undo snapshot is taken first.

    Example: `kura rollback 20261130T120000Z-1a2b3c`
    """
    result = service().rollback(snapshot_id, store=store, mode=mode)

    def human() -> None:
        out.print(
            f"rolled {result.store} back to {result.snapshot}: {result.restored} files restored, "
            f"{len(result.removed)} removed, index {result.index} ({result.seconds:.2f}s)"
        )
        out.print(f"  undo with: kura rollback {result.undo_snapshot}" + (f" --store {store}" if store else ""))

    emit(result, as_json, human)


# -- distillation ---------------------------------------------------------------------------------

distill_app = typer.Typer(help="Distillation: turning raw material into memories, and keeping the index sharp.")
app.add_typer(distill_app, name="distill")


@distill_app.command("tidy")
def distill_tidy(store: StoreOpt = None, mode: ModeOpt = None, as_json: JsonOpt = False) -> None:
    """Find index lines that say nothing specific or could be swapped between two memories, and (with
    a model) rewrite them. Exit 0 when lines were rewritten, 2 when there was nothing to do, 1 when
    rewriting needs a model that is not configured.

    Example: `kura distill tidy --store work`
    """
    result = service().tidy(store=store, mode=mode)

    def human() -> None:
        for f in result.findings:
            out.print(f"{f['kind']}: {', '.join(f['slugs'])} — {escape(f['reason'])}")
        for r in result.rewritten:
            out.print(f"rewrote {r.slug}: {escape(r.before)} → {escape(r.after)}")
        for r in result.refused:
            out.print(f"[yellow]kept {r['slug']}[/]: {escape(r['reason'])}")
        if result.needs_model:
            err.print("kura: rewriting index lines needs a model: declare [models.thinker] in kura.toml")
        elif not result.findings:
            out.print("every index line is specific: nothing to do")

    emit(result, as_json, human)
    if result.needs_model:
        raise typer.Exit(EXIT_ERROR)
    if not result.rewritten:
        raise typer.Exit(EXIT_NOTHING)


def _distill_exit(did_work: bool, errors: list[str]) -> None:
    """0 work done, 2 nothing to do, 1 something failed (the scheduler's contract: SPEC §12)."""
    for e in errors:
        err.print(f"kura: {escape(e)}")
    if errors:
        raise typer.Exit(EXIT_ERROR)
    if not did_work:
        raise typer.Exit(EXIT_NOTHING)


@distill_app.command("run")
def distill_run(
    journal: Annotated[
        Path | None, typer.Option("--journal", "-j", help="Only this journal file (inside a configured root).")
    ] = None,
    adapter: Annotated[str | None, typer.Option("--adapter", help="Its format (default: detected).")] = None,
    store: StoreOpt = None,
    mode: ModeOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """Distil new journal material into signed drafts: sip → spot (brain) → gate → reconcile → compose.
    Needs a model. Exit 0 when drafts were staged or material consumed, 2 when there was nothing new,
    1 on failure (the failing journal's watermark does not move).

    Examples: `kura distill run` · `kura distill run --journal ~/.claude/projects/x/session.jsonl`
    """
    result = service().distill_run(store=store, mode=mode, journal=journal, adapter=adapter)

    def human() -> None:
        out.print(
            f"{result.store}: {result.batches} batches ({result.raw_chars} chars) → {result.candidates} candidates; "
            f"staged {len(result.staged)}, seeds {result.seeds}, review {len(result.review)}, noop {result.noop}; "
            f"dropped {result.dropped or 'none'}; tokens {result.tokens.prompt}+{result.tokens.completion}"
        )
        for busy in result.busy:
            out.print(f"[yellow]busy[/] (another distiller holds it): {escape(busy)}")

    emit(result, as_json, human)
    _distill_exit(result.did_work, result.errors)


@distill_app.command("drafts")
def distill_drafts(store: StoreOpt = None, mode: ModeOpt = None, as_json: JsonOpt = False) -> None:
    """List the staged drafts waiting for the drain. Exit 2 when there are none.

    Example: `kura distill drafts --json`
    """
    result = service().drafts(store=store, mode=mode)

    def human() -> None:
        for d in result:
            target = f" → {d.target}" if d.target else ""
            out.print(f"{d.id}  {d.action}{target}  [bold]{escape(d.title)}[/] — {escape(d.trigger)}")

    emit(result, as_json, human)
    if not result:
        raise typer.Exit(EXIT_NOTHING)


@distill_app.command("drain")
def distill_drain(store: StoreOpt = None, mode: ModeOpt = None, as_json: JsonOpt = False) -> None:
    """The scribe re-reads each staged draft cold: pour, fix or toss it. Exit 0 when drafts were
    settled, 2 when there were none, 1 on failure.

    Example: `kura distill drain --store work`
    """
    result = service().drain(store=store, mode=mode)

    def human() -> None:
        out.print(
            f"{result.store}: poured {len(result.poured)}, fixed {len(result.fixed)}, tossed {len(result.tossed)}"
        )
        for t in result.tossed:
            out.print(f"  tossed {t['draft']}: {escape(t['reason'])}")

    emit(result, as_json, human)
    _distill_exit(result.did_work, result.errors)


@distill_app.command("night")
def distill_night(store: StoreOpt = None, mode: ModeOpt = None, as_json: JsonOpt = False) -> None:
    """What the scheduler runs at night: distil, drain, re-weave the prefill map when anything was
    poured. Exit 0 did work, 2 nothing to do, 1 failure.

    Example: `kura distill night --store main`
    """
    result = service().distill_night(store=store, mode=mode)

    def human() -> None:
        d, r = result.distill, result.drain
        out.print(
            f"{result.store}: {d.batches} batches, {len(d.staged)} drafts staged; poured {len(r.poured)}, "
            f"tossed {len(r.tossed)}"
        )

    emit(result, as_json, human)
    _distill_exit(result.did_work, result.distill.errors + result.drain.errors)


review_app = typer.Typer(help="The review queue: what a machine could not settle, waiting for a person.")
app.add_typer(review_app, name="review")


@review_app.command("list")
def review_list(store: StoreOpt = None, mode: ModeOpt = None, as_json: JsonOpt = False) -> None:
    """List pending review items. Exit 2 when the queue is empty.

    Example: `kura review list`
    """
    result = service().review_list(store=store, mode=mode)

    def human() -> None:
        for i in result:
            about = f" ({i.slug})" if i.slug else ""
            out.print(f"{i.id}  [bold]{i.kind}[/]{about}: {escape(i.reason)}")
            if i.proposal:
                out.print(f"    proposal: {escape(i.proposal)}")

    emit(result, as_json, human)
    if not result:
        raise typer.Exit(EXIT_NOTHING)


@review_app.command("resolve")
def review_resolve(
    item_id: Annotated[str, typer.Argument(help="The item's id (from `kura review list`).")],
    action: Annotated[str, typer.Argument(help="approve | modify | discard")],
    content: Annotated[
        str | None, typer.Option("--content", help="The text to write instead (modify only; '-' reads stdin).")
    ] = None,
    note: Annotated[str | None, typer.Option("--note", help="Why (kept with the resolution).")] = None,
    store: StoreOpt = None,
    mode: ModeOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """Settle a review item: approve (write the proposal, or keep the memory in question), modify
    (write --content instead; redaction and the gate run again) or discard.

    Examples: `kura review resolve 20261130121500-1a2b3c4d approve` ·
    `kura review resolve 20261130121500-1a2b3c4d modify --content "The index uses SQLite."`
    """
    from ..schemas import ReviewResolveRequest

    try:
        req = ReviewResolveRequest(action=action, content=_read_text(content) if content else None, note=note)  # type: ignore[arg-type]
    except ValidationError:
        err.print("kura: action must be approve, modify or discard (modify needs --content)")
        raise typer.Exit(EXIT_ERROR) from None
    result = service().review_resolve(item_id, req, store=store, mode=mode, surface="cli")

    def human() -> None:
        done = f": {result.write.action} {result.write.slug}" if result.write else ""
        out.print(f"{result.id} {result.action}d{done}")

    emit(result, as_json, human)


# -- resident: jobs and the service ---------------------------------------------------------------

jobs_app = typer.Typer(
    help="The resident jobs (distill, drain, evolve, weave) per store: `kura jobs` lists them with their "
    "last results (recorded by whichever process ran them); `kura jobs run ID` runs one here and now.",
    invoke_without_command=True,
)
app.add_typer(jobs_app, name="jobs")


def _ago(when: Any) -> str:
    if when is None:
        return "-"
    import datetime as dt

    seconds = (dt.datetime.now(dt.UTC) - when).total_seconds()
    for unit, size in (("d", 86400), ("h", 3600), ("min", 60)):
        if abs(seconds) >= size:
            return f"{seconds / size:.0f} {unit} ago"
    return f"{seconds:.0f} s ago"


@jobs_app.callback()
def jobs_list(
    ctx: typer.Context,
    store: Annotated[str | None, typer.Option("--store", "-s", help="Only this store (default: every store).")] = None,
    as_json: JsonOpt = False,
) -> None:
    """List the jobs of every store (or one): enabled, running now, last run, result, note or error.

    Example: `kura jobs --store work`
    """
    if ctx.invoked_subcommand is not None:
        return
    items = service().jobs(stores=[store] if store else None)

    def human() -> None:
        table = Table("id", "every", "last run", "result", "note / error", box=None, pad_edge=False)
        for j in items:
            every = f"{j.every_min:g} min" if j.enabled else "off"
            result = "running" if j.running else (j.last_result or "never run")
            colour = {"failed": "red", "did_work": "green"}.get(j.last_result or "", "")
            shown = f"[{colour}]{result}[/]" if colour and not j.running else result
            table.add_row(
                j.id, every, _ago(j.last_end or j.last_start), shown, escape(j.last_error or j.last_note or "")
            )
        out.print(table)

    emit(items, as_json, human)


@jobs_app.command("run")
def jobs_run(
    job_id: Annotated[
        str, typer.Argument(metavar="ID", help="<store>:<job>, or <job> on --store / the default store.")
    ],
    store: StoreOpt = None,
    mode: ModeOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """Run one job in this process now. Exit 0 when it did work, 2 when there was nothing to do (or it
    is running elsewhere already), 1 when it failed.

    Example: `kura jobs run main:weave`
    """
    try:
        run = service().run_job(job_id, store=store, mode=mode)
    except KuraError as exc:
        if exc.code != "job_running":
            raise
        err.print(f"kura: {escape(exc.message)}: nothing to do here")
        raise typer.Exit(EXIT_NOTHING) from None

    def human() -> None:
        colour = {"failed": "red", "did_work": "green"}.get(run.result, "yellow")
        out.print(f"{run.id}: [{colour}]{run.result}[/] in {run.seconds:.1f}s: {escape(run.error or run.note)}")

    emit(run, as_json, human)
    if run.result != "did_work":
        raise typer.Exit(EXIT_ERROR if run.result == "failed" else EXIT_NOTHING)


service_app = typer.Typer(
    help="Run kura at logon: a systemd user unit (Linux), a launchd agent (macOS) or a scheduled task "
    "(Windows). `--dry-run` prints what would be written and run, touching nothing."
)
app.add_typer(service_app, name="service")

OsOpt = Annotated[str | None, typer.Option("--os", help="linux | macos | windows (default: this machine's).")]
DryOpt = Annotated[bool, typer.Option("--dry-run", help="Print the files and commands; change nothing.")]


def _service(action: str, target: str | None, dry_run: bool) -> None:
    from .. import resident
    from ..settings import config_file

    if target is not None and target not in ("linux", "macos", "windows"):
        raise KuraError("invalid_input", f"--os {target!r}: choose linux, macos or windows")
    settings = load_settings(state.config)
    plan = resident.plan(action, target or resident.current_os(), settings, config_file(state.config).absolute())  # type: ignore[arg-type]
    if dry_run:
        for line in plan.describe():
            print(line)
        return
    if plan.os != resident.current_os():
        raise KuraError("invalid_input", f"this machine is not {plan.os}: use --dry-run to see the files")
    rc = plan.execute(lambda line: out.print(escape(line)))
    if rc:
        raise typer.Exit(EXIT_ERROR)


@service_app.command("install")
def service_install(target: OsOpt = None, dry_run: DryOpt = False) -> None:
    """Write the service file for this OS and register it, so `kura serve` starts at logon.

    Example: `kura service install --dry-run`
    """
    _service("install", target, dry_run)


@service_app.command("uninstall")
def service_uninstall(target: OsOpt = None, dry_run: DryOpt = False) -> None:
    """Stop and unregister the service, and remove its files (stores and logs stay).

    Example: `kura service uninstall`
    """
    _service("uninstall", target, dry_run)


@service_app.command("status")
def service_status(target: OsOpt = None, dry_run: DryOpt = False) -> None:
    """Ask the OS's service manager about kura (systemctl / launchctl / schtasks).

    Example: `kura service status`
    """
    _service("status", target, dry_run)


# -- benchmarks -----------------------------------------------------------------------------------

bench_app = typer.Typer(help="Benchmarks: each prints the machine, medians and p95s (`--json` for the data).")
app.add_typer(bench_app, name="bench")


def _sizes(text: str) -> list[int]:
    try:
        sizes = [int(s) for s in text.split(",") if s.strip()]
    except ValueError:
        raise KuraError("invalid_input", f"--sizes takes whole numbers separated by commas, not {text!r}") from None
    if not sizes or min(sizes) < 1:
        raise KuraError("invalid_input", "--sizes needs at least one positive size")
    return sizes


def _bench_progress(label: str, done: int, total: int) -> None:
    err.print(f"[dim]{label}: {done}/{total}[/]")


def _emit_bench(report: dict[str, Any], as_json: bool, lines: Callable[[dict[str, Any]], Iterator[str]]) -> None:
    if as_json:
        print(json.dumps(report, indent=2))
    else:
        for line in lines(report):
            out.print(escape(line))


@bench_app.command("locomo")
def bench_locomo(
    file: Annotated[Path, typer.Argument(help="A LoCoMo-format JSON file.", exists=True, dir_okay=False)],
    protocol: Annotated[str, typer.Option(help="Comma-separated: plain (turn alone), context.")] = "plain,context",
    as_json: JsonOpt = False,
) -> None:
    """Retrieval quality: R@5/10/25/50 and MRR per category for fts, dense, sparse and hybrid (and
    hybrid+thinker when a model is configured).

    Example: `kura bench locomo ../shared/data/locomo/locomo-dev.json`
    """
    from ..bench import locomo

    protocols = [p.strip() for p in protocol.split(",") if p.strip()]
    unknown = [p for p in protocols if p not in locomo.PROTOCOLS]
    if unknown or not protocols:
        raise KuraError("invalid_input", f"unknown protocol {unknown}: choose from {', '.join(locomo.PROTOCOLS)}")
    kura = service()
    cfg = kura.settings.recall
    thinker = None
    if kura.models.configured:
        thinker = locomo.Thinker(kura.models, cfg.recognition_chars, cfg.thinker_weight, cfg.thinker_timeout_s)
    report = locomo.run(
        file, kura.embedder, protocols=protocols, candidates=cfg.candidates, rrf_k=cfg.rrf_k, thinker=thinker,
        progress=_bench_progress,
    )  # fmt: skip
    _emit_bench(report, as_json, locomo.table)


@bench_app.command("retention")
def bench_retention(
    k: Annotated[int, typer.Option(help="Memories recall returns per question.")] = 5,
    as_json: JsonOpt = False,
) -> None:
    """Distil a fixture transcript with planted facts and distractors using the configured models, then
    score recall per category (decision, number, negation, reversal, conditional, chronology, landmine,
    returning, distractor). Scoring needs no model; the distillation does.

    Example: `kura --config ~/.kura/kura.toml bench retention --json`
    """
    from ..bench import retention

    kura = service()
    kura.models.profile("brain")  # says clearly that a model is needed, before any work
    report = retention.run(kura.settings, embedder=kura.embedder, k=k)
    _emit_bench(report, as_json, retention.lines)


@bench_app.command("gate")
def bench_gate(
    sizes: Annotated[str, typer.Option(help="Comma-separated store sizes.")] = "1000,10000",
    repeats: Annotated[int, typer.Option(min=1, max=100, help="Runs per size.")] = 5,
    corpus: Annotated[
        bool, typer.Option("--corpus", help="The adversarial corpus instead: lies in, honest kept.")
    ] = False,
    as_json: JsonOpt = False,
) -> None:
    """The distiller's own time without a model: building the echo index over a store of N memories
    (once per run) and the evidence gate over a transcript's candidates (once per batch). With
    `--corpus`: the adversarial corpus through the gate, per category (attacks through: must be 0).

    Example: `kura bench gate --sizes 1000,10000`, `kura bench gate --corpus`
    """
    from ..bench import gate

    if corpus:
        _emit_bench(gate.run_corpus(), as_json, gate.corpus_lines)
        return
    report = gate.run(sizes=_sizes(sizes), repeats=repeats)
    _emit_bench(report, as_json, gate.lines)


@bench_app.command("compress")
def bench_compress(store: StoreOpt = None, mode: ModeOpt = None, as_json: JsonOpt = False) -> None:
    """store_ratio of a store: tokens in its distilled memories and index lines / tokens of raw journal
    its recorded batches consumed (estimated tokens; manual writes not counted).

    Example: `kura bench compress --store main`
    """
    from ..bench import compress

    kura = service()
    report = compress.measure(kura.engine(kura.resolve(store, mode)).store)
    _emit_bench(report, as_json, compress.lines)


@bench_app.command("weave")
def bench_weave(
    sizes: Annotated[str, typer.Option(help="Comma-separated store sizes.")] = "100,1000,10000",
    as_json: JsonOpt = False,
) -> None:
    """Weave time and prefill size per store size (synthetic memories, mechanical trim).

    Example: `kura bench weave --sizes 100,1000`
    """
    from ..bench import weave as weave_bench

    report = weave_bench.run(sizes=_sizes(sizes))
    _emit_bench(report, as_json, weave_bench.lines)


@bench_app.command("latency")
def bench_latency(
    sizes: Annotated[str, typer.Option(help="Comma-separated store sizes.")] = "1000,10000,100000",
    queries: Annotated[int, typer.Option(help="Questions per size.", min=10)] = 200,
    as_json: JsonOpt = False,
) -> None:
    """Recall p50/p95 in process at each size, beside the floor (encode + KNN + FTS) of the same run.

    Example: `kura bench latency --sizes 1000,10000`
    """
    from ..bench import scale

    report = scale.latency(service().embedder, _sizes(sizes), queries, progress=_bench_progress)
    _emit_bench(report, as_json, scale.latency_lines)


@bench_app.command("rebuild")
def bench_rebuild(
    n: Annotated[int, typer.Option("--n", help="Memories to embed and index.", min=10)] = 1000,
    as_json: JsonOpt = False,
) -> None:
    """Rebuild throughput against the raw embedder throughput on the same texts, and peak RSS.

    Example: `kura bench rebuild --n 2000`
    """
    from ..bench import scale

    report = scale.rebuild(service().embedder, n, progress=_bench_progress)
    _emit_bench(report, as_json, scale.rebuild_lines)


@bench_app.command("idle")
def bench_idle(
    seconds: Annotated[float, typer.Option(help="Seconds measured per variant.", min=5)] = 30.0,
    memories: Annotated[int, typer.Option(help="Size of the synthetic store.", min=10)] = 1000,
    as_json: JsonOpt = False,
) -> None:
    """Scheduler overhead on an idle daemon: process CPU time of `kura serve` without the scheduler,
    with it as shipped, and with every job looking every 3 s (Linux: reads /proc).

    Example: `kura bench idle --seconds 60`
    """
    from ..bench import idle

    report = idle.run(seconds=seconds, memories=memories, progress=_bench_progress)
    _emit_bench(report, as_json, idle.lines)


@bench_app.command("http")
def bench_http(
    memories: Annotated[int, typer.Option("--memories", help="Size of the synthetic store.", min=10)] = 1000,
    requests: Annotated[
        int, typer.Option("--requests", help="Questions compared in and out of process; load budget.", min=10)
    ] = 300,
    concurrency: Annotated[int, typer.Option("--concurrency", help="Concurrent clients.", min=1, max=256)] = 16,
    as_json: JsonOpt = False,
) -> None:
    """The daemon over loopback HTTP: /recall overhead vs in process, throughput, start time, RSS.

    Example: `kura bench http --memories 1000 --requests 300 --concurrency 16`
    """
    from ..bench import http

    kura = service()
    report = http.run(
        kura.embedder, kura.settings.embedder, n_memories=memories, requests=requests, concurrency=concurrency,
        progress=_bench_progress,
    )  # fmt: skip
    _emit_bench(report, as_json, http.lines)


@bench_app.command("evolve")
def bench_evolve(
    sizes: Annotated[str, typer.Option(help="Comma-separated store sizes.")] = "1000,10000",
    repeats: Annotated[int, typer.Option(help="Runs of each timing per size.", min=1)] = 5,
    embedder: Annotated[
        str, typer.Option(help="hash: the fast toy embedder (default); configured: the one in kura.toml.")
    ] = "hash",
    as_json: JsonOpt = False,
) -> None:
    """Evolve cycle time, snapshot time and rollback time on synthetic stores (rules mode, no model).

    Example: `kura bench evolve --sizes 1000,10000`
    """
    from ..bench import evolve as evolve_bench
    from ..embed.hashing import HashEmbedder

    if embedder not in ("hash", "configured"):
        raise KuraError("invalid_input", f"--embedder is hash or configured, not {embedder!r}")
    emb = HashEmbedder() if embedder == "hash" else service().embedder
    report = evolve_bench.run(emb, _sizes(sizes), repeats=repeats, progress=_bench_progress)
    _emit_bench(report, as_json, evolve_bench.lines)


# -- entry point ----------------------------------------------------------------------------------


@contextmanager
def _user_errors() -> Iterator[None]:
    try:
        yield
    except KuraError as exc:
        err.print(f"kura: error: {escape(exc.message)}")
        raise SystemExit(EXIT_ERROR) from None
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(p) for p in first["loc"]) or "input"
        err.print(f"kura: error: {where}: {escape(first['msg'])}")
        raise SystemExit(EXIT_ERROR) from None


def main(argv: list[str] | None = None) -> int:
    """Console-script entry point."""
    try:
        with _user_errors():
            rc = app(args=argv, standalone_mode=False)
            return rc if isinstance(rc, int) else EXIT_OK
    except typer.Exit as exc:
        return exc.exit_code
    except typer.Abort:
        err.print("kura: aborted")
        return EXIT_ERROR
    except SystemExit as exc:
        return int(exc.code or 0)
    except Exception as exc:
        # A usage error (typer vendors its own copy of click, so match the shape, not the class).
        if callable(getattr(exc, "show", None)) and isinstance(getattr(exc, "exit_code", None), int):
            exc.show()
            return EXIT_ERROR
        raise
    finally:
        if state.kura is not None:
            state.kura.close()
            state.kura = None


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
