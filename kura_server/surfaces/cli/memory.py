"""Memory commands: a store's memories (add, recall, list, show, forget, feedback), its map (weave,
prefill) and its upkeep (init, rebuild, doctor, stats, stores)."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.table import Table

from ...errors import KuraError
from ...nouns import counted, memories
from ...settings import Settings, register_store
from ..terminal import plain, safe
from ._common import (
    EXIT_ERROR,
    EXIT_NOTHING,
    JsonOpt,
    LocalOpt,
    ModeOpt,
    StoreOpt,
    by_daemon,
    emit,
    err,
    out,
    read_text,
    service,
    settings,
    state,
)

app = typer.Typer()


@app.command()
def init(
    name: Annotated[str, typer.Argument(help="Name of the new store (lowercase, digits, '-', '_').")],
    path: Annotated[Path | None, typer.Option(help="Directory (default $KURA_HOME/stores/NAME).")] = None,
) -> None:
    """Declare a new store in the config file and create its directory.

    An existing directory of host memory files (one .md per memory plus MEMORY.md) works as is; a file
    there that no MEMORY.md line names gets its line when it is first indexed.

    A daemon of this home that is running read the config when it started: it serves the new store once
    restarted, and the command says so.

    Example: `kura init work --path ~/notes/work-memory`
    """
    from . import running

    try:
        before: Settings | None = settings()  # the config as a daemon running now read it
    except KuraError:  # none a daemon could run on (`--config FILE` not written yet: init writes it)
        before = None
    file = register_store(name, path, state.config)
    root = service().init_store(name)  # the service reads the config now: the new store is in it
    out.print(f"store [bold]{name}[/] at {root} (declared in {file})")
    daemon = running.find(before, state.config) if before is not None else None
    if daemon is not None:
        if daemon.conn is not None:
            daemon.conn.close()  # only its address is wanted
        out.print(f"the daemon at {daemon.url} serves it once restarted: it read the config when it started")


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
    local: LocalOpt = False,
) -> None:
    """Remember one fact (redacted, gated, checked against near-duplicates).

    Exit 2 when the fact is already known (a NOOP names the memory that holds it). Also `kura remember`,
    the name the REST route (`POST /remember`) and the MCP tool (`kura_remember`) have.

    With the daemon of this home running (`kura serve`), it writes (once: an answer lost on the way is an
    error, never a second write); `--local` writes in this process.

    Example: `kura add "Deploys to prod need the release tag signed" --tag landmine`
    """
    fields = {
        "content": read_text(text), "title": title, "description": description, "type": type, "tags": tag or [],
        "scope": scope, "confidence": confidence, "slug": slug,
    }  # fmt: skip
    result = by_daemon("/remember", fields, store=store, mode=mode, local=local, write=True)
    if result is None:
        from ...schemas import RememberRequest

        req = RememberRequest(**fields)
        written = service(searches_once=True).remember(req, store=store, mode=mode, surface="cli")
        result = written.model_dump(mode="json")
    emit(result, as_json, lambda: show_write(result))
    if result["action"] == "NOOP":
        raise typer.Exit(EXIT_NOTHING)


def show_write(result: dict[str, Any]) -> None:
    """A write's answer (``WriteResult`` as JSON: this process's or the daemon's) for a person."""
    if result["action"] == "NOOP":
        out.print(f"already known: [bold]{result['slug']}[/] — {safe(result['reason'] or '')}")
    else:
        out.print(f"remembered [bold]{result['slug']}[/] in store {result['store']}")
    if result["redacted"]:
        out.print(f"masked secrets: {', '.join(result['redacted'])}")


app.command("remember", hidden=True)(add)  # the REST route's and the MCP tool's name for it


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
    local: LocalOpt = False,
) -> None:
    """Recall memories by meaning (dense + sparse + full-text, fused).

    With the daemon of this home running (`kura serve`), it answers (no model loaded here); `--local`
    answers in this process.

    Example: `kura recall "which disk holds the archive?" -k 3`
    """
    asked = {"question": read_text(question), "k": k, "hops": hops, "scope": scope, "char_budget": budget}
    result = by_daemon("/recall", asked, store=store, mode=mode, local=local)
    if not isinstance(result, dict):  # (a lost answer: the daemon counted the recall, this one counts nothing)
        from ...schemas import RecallRequest

        req = RecallRequest(**asked)
        here = service(searches_once=True).recall(req, store=store, mode=mode, counted=result is None)
        result = here.model_dump(mode="json")
    emit(result, as_json, lambda: show_recall(result, block))


def show_recall(result: dict[str, Any], block: bool) -> None:
    """A recall's answer (``RecallResult`` as JSON: this process's or the daemon's) for a person."""
    if block:
        print(plain(result["block"]))
        return
    flag = f" [yellow]⚠ degraded: {safe(result['degraded_reason'] or '')}[/]" if result["degraded"] else ""
    out.print(f"[dim]store {result['store']} · how {result['how']} · {result['timings_ms']['total']:.1f} ms[/]{flag}")
    if not result["memories"]:
        out.print("no memories found")
    for i, m in enumerate([*result["memories"], *result["linked"]], start=1):
        out.print(f"{i:>2}. [bold]{safe(m['title'])}[/] ({m['slug']}) [dim]{safe(m['why'])}[/]")
        out.print(f"    {safe(m['trigger'])}")


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
            table.add_row(m.slug, m.type, m.scope, m.confidence, safe(m.title))
        out.print(table)
        out.print(f"[dim]{memories(len(items))}[/]")

    emit(items, as_json, human)


@app.command()
def show(
    slug: Annotated[str, typer.Argument(help="The memory's slug (exact).")],
    store: StoreOpt = None,
    mode: ModeOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """Show one memory (its markdown file as stored).

    Example: `kura show archive-lives-slow`
    """
    if as_json:
        emit(service().get(slug, store=store, mode=mode), as_json, lambda: None)
    else:
        sys.stdout.write(plain(service().memory_text(slug, store=store, mode=mode)))


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

    Example: `kura feedback archive-lives-slow up`
    """
    from ...schemas import FeedbackRequest

    req = FeedbackRequest(slug=slug, direction=direction, note=note)
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
            f"woven {woven.store}: {counted(len(woven.lines), 'line', 'lines')} ({layers}) · {rep.tokens} of "
            f"{rep.budget_tokens} tokens"
        )
        out.print(f"  fresh window {rep.fresh_days_used} of {rep.fresh_days} days · compressor {rep.compressor}")
        if not rep.fits and rep.weight is not None:
            err.print(f"[yellow]⚠ the map does not fit its budget[/]: {safe(rep.weight.note)}")

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
        sys.stdout.write(plain(woven.text) if sys.stdout.isatty() else woven.text)  # piped: byte-exact


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
            f"rebuilt {result.store}: {memories(result.memories)} in {result.seconds:.1f}s ({result.embedder})"
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
        out.print(f"store [bold]{rep.store}[/] at {rep.path}: {memories(rep.memories)}, {rep.index_rows} indexed")
        out.print(f"  types: {dict(rep.by_type)}  scopes: {dict(rep.by_scope)}")
        for d in rep.dead_links:
            out.print(f"  [red]dead link[/] {safe(d.source)} → {safe(f'[[{d.target}]]')}")
        out.print(f"  islands (nothing links to them): {len(rep.islands)}")
        for key, items in rep.drift.model_dump().items():
            if items:
                out.print(
                    f"  [yellow]{key.replace('_', ' ')}[/]: {safe(', '.join(items[:10]))}"
                    + (" …" if len(items) > 10 else "")
                )
        for problem in rep.problems:
            out.print(f"  [red]{problem.code}[/] {safe(problem.message)}")
        for line in rep.fixed:
            out.print(f"  fixed: {safe(line)}")
        if any(p.code == "unsafe_path" for p in rep.problems):  # --fix moves nothing aside: the person does
            out.print("  [red]not ok[/]: move aside what unsafe_path names, then run `kura doctor` again")
        else:
            out.print("  [green]ok[/]" if rep.ok else "  [red]not ok[/]: run `kura doctor --fix`")

    emit(rep, as_json, human)
    if not rep.ok:
        raise typer.Exit(EXIT_ERROR)


@app.command()
def stats(store: StoreOpt = None, mode: ModeOpt = None, as_json: JsonOpt = False) -> None:
    """Sizes, ages and the most recalled memories of a store.

    Example: `kura stats --store work`
    """
    st = service().stats(store=store, mode=mode)
    emit(
        st,
        as_json,
        lambda: out.print(
            f"store {st.store}: {memories(st.memories)} {dict(st.by_type)}\n"
            f"  markdown {st.markdown_bytes:,} B · index {st.index_bytes:,} B\n"
            f"  oldest {st.oldest} · newest {st.newest}\n"
            f"  most recalled: {', '.join(f'{s} ({n})' for s, n in st.most_recalled) or '-'}"
        ),
    )


@app.command()
def stores(as_json: JsonOpt = False) -> None:
    """List the configured stores and the modes that point at them.

    Example: `kura stores --json`
    """
    items = service().stores()

    def human() -> None:
        for s in items:
            mark = " (default)" if s.default else ""
            modes = f" modes: {', '.join(s.modes)}" if s.modes else ""
            out.print(f"[bold]{s.name}[/]{mark} {s.write_policy} {s.path}{modes}")

    emit(items, as_json, human)
