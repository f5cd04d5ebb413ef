"""``kura distill``: distillation runs, the staged drafts, the drain, index-line tidying."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Annotated

import typer
from rich.markup import escape

from ...errors import KuraError
from ._common import EXIT_ERROR, EXIT_NOTHING, JsonOpt, ModeOpt, StoreOpt, emit, err, out, service

app = typer.Typer(help="Distillation: turning raw material into memories, and keeping the index sharp.")


@app.command("tidy")
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
        for kept in result.refused:
            out.print(f"[yellow]kept {kept['slug']}[/]: {escape(kept['reason'])}")
        for left in result.skipped:
            out.print(f"skipped {left['slug']}: {escape(left['reason'])}")
        if result.needs_model:
            err.print(escape("kura: error: rewriting index lines needs a model: declare [models.thinker] in kura.toml"))
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


@contextmanager
def _no_model_is_nothing_to_do() -> Iterator[None]:
    """Without a configured model, distilling and draining have nothing to do: exit 2 with the reason,
    as the scheduler's jobs report it (docs/OPERATING.md "No model, no failure"), so a cron entry does
    not fail every night. A configured model that fails is a failure (1)."""
    try:
        yield
    except KuraError as exc:
        if exc.code != "model_unavailable" or not isinstance(exc.detail, dict):
            raise
        if exc.detail.get("reason") != "not_configured":
            raise
        err.print(f"kura: nothing to do: {escape(exc.message)}")
        raise typer.Exit(EXIT_NOTHING) from None


@app.command("run")
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
    Needs a model. Exit 0 when drafts were staged or material consumed, 2 when there was nothing new
    or no model is configured, 1 on failure (the failing journal's watermark does not move).

    Examples: `kura distill run` · `kura distill run --journal ~/.claude/projects/x/session.jsonl`
    """
    with _no_model_is_nothing_to_do():
        result = service().distill_run(store=store, mode=mode, journal=journal, adapter=adapter)

    def human() -> None:
        out.print(
            f"{result.store}: {result.batches} batches ({result.raw_chars} chars) → {result.candidates} candidates; "
            f"staged {len(result.staged)}, seeds {result.seeds}, review {len(result.review)}, noop {result.noop}; "
            f"dropped {result.dropped or 'none'}; tokens {result.tokens.prompt}+{result.tokens.completion}"
        )
        for busy in result.busy:
            out.print(f"[yellow]busy[/] (another distiller holds it): {escape(busy)}")
        for note in result.notes:
            out.print(f"[yellow]note[/]: {escape(note)}")

    emit(result, as_json, human)
    _distill_exit(result.did_work, result.errors)


@app.command("drafts")
def distill_drafts(store: StoreOpt = None, mode: ModeOpt = None, as_json: JsonOpt = False) -> None:
    """List the staged drafts waiting for the drain. Exit 2 when there are none.

    Example: `kura distill drafts --json`
    """
    result = service().drafts(store=store, mode=mode)

    def human() -> None:
        if not result:  # one line, as `kura snapshots` says "no snapshots": an empty screen says nothing
            out.print("no drafts waiting for the drain")
        for d in result:
            target = f" → {d.target}" if d.target else ""
            out.print(f"{d.id}  {d.action}{target}  [bold]{escape(d.title)}[/] — {escape(d.trigger)}")

    emit(result, as_json, human)
    if not result:
        raise typer.Exit(EXIT_NOTHING)


@app.command("why")
def distill_why(
    limit: Annotated[int, typer.Option("--limit", "-n", help="How many candidates, newest first.")] = 50,
    store: StoreOpt = None,
    mode: ModeOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """What became of each recent distillation candidate, and why: dropped, seed, review, staged or noop,
    with the gate's rule and reason and the quotes that failed. Exit 2 when no batch has run.

    Example: `kura distill why --limit 20`
    """
    result = service().distill_why(limit=limit, store=store, mode=mode)

    def human() -> None:
        if not result:
            out.print("no distillation candidates yet: no batch has run")
        for d in result:
            rule = f" ({d.rule})" if d.rule else ""
            out.print(f"{d.at}  {escape(d.span)} #{d.candidate}  [bold]{d.outcome}[/]{rule}: {escape(d.reason)}")
            for f in d.failed:
                out.print(f"    quote refused ({f.rule}): {escape(f.reason)}")

    emit(result, as_json, human)
    if not result:
        raise typer.Exit(EXIT_NOTHING)


@app.command("drain")
def distill_drain(store: StoreOpt = None, mode: ModeOpt = None, as_json: JsonOpt = False) -> None:
    """The scribe re-reads each staged draft cold: pour, fix or toss it. Exit 0 when drafts were
    settled, 2 when there were none or no model is configured, 1 on failure.

    Example: `kura distill drain --store work`
    """
    with _no_model_is_nothing_to_do():
        result = service().drain(store=store, mode=mode)

    def human() -> None:
        out.print(
            f"{result.store}: poured {len(result.poured)}, fixed {len(result.fixed)}, tossed {len(result.tossed)}"
        )
        for t in result.tossed:
            out.print(f"  tossed {t['draft']}: {escape(t['reason'])}")
        for t in result.unfixed:
            out.print(f"  poured as drafted {t['draft']}: {escape(t['reason'])}")

    emit(result, as_json, human)
    _distill_exit(result.did_work, result.errors)


@app.command("night")
def distill_night(store: StoreOpt = None, mode: ModeOpt = None, as_json: JsonOpt = False) -> None:
    """What the scheduler runs at night: distil, drain, re-weave the prefill map when anything was
    poured. Exit 0 did work, 2 nothing to do (no model configured included), 1 failure.

    Example: `kura distill night --store main`
    """
    with _no_model_is_nothing_to_do():
        result = service().distill_night(store=store, mode=mode)

    def human() -> None:
        d, r = result.distill, result.drain
        out.print(
            f"{result.store}: {d.batches} batches, {len(d.staged)} drafts staged; poured {len(r.poured)}, "
            f"tossed {len(r.tossed)}"
        )

    emit(result, as_json, human)
    _distill_exit(result.did_work, result.distill.errors + result.drain.errors)
