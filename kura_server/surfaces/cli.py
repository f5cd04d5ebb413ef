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
from ..schemas import FeedbackRequest, RecallRequest, RememberRequest
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
) -> None:
    """Run the daemon in the foreground: REST + MCP (streamable HTTP) for every configured store.

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
    uvicorn.run(
        app_,
        host=bind,
        port=port or settings.server.port,
        log_level=settings.log_level.lower(),
        timeout_graceful_shutdown=5,  # an open MCP stream must not keep the daemon from stopping
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
