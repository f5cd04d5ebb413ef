"""Resident commands: evolve and its snapshots, the resident jobs, and the OS service that runs
``kura serve`` at logon."""

from __future__ import annotations

from typing import Annotated, Any

import typer
from rich.markup import escape
from rich.table import Table

from ...errors import KuraError, invalid
from ...nouns import memories
from ._common import EXIT_ERROR, EXIT_NOTHING, JsonOpt, ModeOpt, StoreOpt, emit, err, out, service, settings, state

app = typer.Typer()

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
            out.print(f"[bold]{s.id}[/] {memories(s.memories)} {s.bytes:,} B · {escape(s.reason)}")
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
    info = service().snapshot(reason=reason, store=store, mode=mode)  # held to POST /snapshots' limits
    emit(
        info,
        as_json,
        lambda: out.print(f"snapshot [bold]{info.id}[/] of {info.store}: {memories(info.memories)}"),
    )


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


# -- resident: jobs and the service ---------------------------------------------------------------

jobs_app = typer.Typer(
    help="The resident jobs (distill, drain, evolve, weave) per store: `kura jobs` lists them with their "
    "last results (recorded by whichever process ran them); `kura jobs run ID` runs one here and now.\n\n"
    "Examples: `kura jobs --store work` · `kura jobs run main:weave`",
    invoke_without_command=True,
)


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
    from ...scheduler.board import JobBoard

    items = JobBoard(service()).jobs(stores=[store] if store else None)

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
        from ...scheduler.board import JobBoard

        run = JobBoard(service()).run_job(job_id, store=store, mode=mode)
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

OsOpt = Annotated[str | None, typer.Option("--os", help="linux | macos | windows (default: this machine's).")]
DryOpt = Annotated[bool, typer.Option("--dry-run", help="Print the files and commands; change nothing.")]


def _os_service(action: str, target: str | None, dry_run: bool) -> None:
    from ... import resident
    from ...settings import config_file

    if target is not None and target not in ("linux", "macos", "windows"):
        raise invalid(f"--os {target!r}: choose linux, macos or windows")
    os_name = target or resident.current_os()
    plan = resident.plan(action, os_name, settings(), config_file(state.config).absolute())  # type: ignore[arg-type]  # checked above
    if dry_run:
        for line in plan.describe():
            print(line)
        return
    if plan.os != resident.current_os():
        raise invalid(f"this machine is not {plan.os}: use --dry-run to see the files")
    rc = plan.execute(lambda line: out.print(escape(line)))
    if rc:
        undone = " (what it wrote was rolled back)" if plan.write else ""
        raise KuraError("service_failed", f"kura service {action} failed: exit {rc}{undone}")


@service_app.command("install")
def service_install(target: OsOpt = None, dry_run: DryOpt = False) -> None:
    """Write the service file for this OS and register it, so `kura serve` starts at logon.

    Example: `kura service install --dry-run`
    """
    _os_service("install", target, dry_run)


@service_app.command("uninstall")
def service_uninstall(target: OsOpt = None, dry_run: DryOpt = False) -> None:
    """Stop and unregister the service, and remove its files (stores and logs stay).

    Example: `kura service uninstall`
    """
    _os_service("uninstall", target, dry_run)


@service_app.command("status")
def service_status(target: OsOpt = None, dry_run: DryOpt = False) -> None:
    """Ask the OS's service manager about kura (systemctl / launchctl / schtasks).

    Example: `kura service status`
    """
    _os_service("status", target, dry_run)
