"""``kura import`` and ``kura export``: memories in from other tools, a store out as markdown or JSONL."""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any, cast

import typer
from rich.table import Table

from ...nouns import memories
from ..terminal import safe
from ._common import EXIT_ERROR, EXIT_NOTHING, JsonOpt, ModeOpt, StoreOpt, emit, err, out, progress_bar, service

if TYPE_CHECKING:  # (the service's and the schemas' modules load with the service, when a command runs)
    from ...schemas import ImportResult
    from ...service.transfer import ExportFormat

app = typer.Typer()

_SHOWN = {"imported": "[green]imported[/]", "skipped": "[yellow]skipped[/]", "refused": "[red]refused[/]"}


def _format_option(choices: str) -> Any:
    return typer.Option("--format", "-f", help=choices)


def _lazy_bar(label: str) -> Callable[[int, int], None]:
    """A progress bar made on the first step, when the total is known (an empty import shows none)."""
    bar: Callable[[int, int], None] | None = None

    def advance(done: int, total: int) -> None:
        nonlocal bar
        if bar is None:
            bar = progress_bar(label, total)
        bar(done, total)

    return advance


def _report(result: ImportResult) -> None:
    table = Table("from", "outcome", "memory", "why", box=None, pad_edge=False)
    for item in result.items:
        outcome = "[green]would import[/]" if result.dry_run and item.outcome == "imported" else _SHOWN[item.outcome]
        why = item.reason if not (result.dry_run and item.outcome == "imported") else ""
        if item.redacted:
            why = f"{why}; " if why else ""
            why += f"masked: {', '.join(item.redacted)}"
        table.add_row(safe(item.where), outcome, safe(item.slug or ""), safe(why or ""))
    out.print(table)
    verb = "would import" if result.dry_run else "imported"
    out.print(
        f"{verb} {result.imported}, skipped {result.skipped}, refused {result.refused} "
        f"({result.format}, into store {result.store}){' — dry run: nothing written' if result.dry_run else ''}"
    )


@app.command("import")
def import_(
    source: Annotated[Path, typer.Argument(help="A host memory folder, a JSON / JSONL export, or a folder of notes.")],
    format: Annotated[str | None, _format_option("host | json | jsonl | notes (default: from the source).")] = None,
    dry_run: Annotated[bool, typer.Option("--dry-run", help="Check everything, write nothing.")] = False,
    store: StoreOpt = None,
    mode: ModeOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """Import memories from other tools: each one redacted, gated and checked for near-duplicates like
    `kura add`; a report of what was imported, skipped and refused, and why.

    Sources: a host memory directory (.md files and a MEMORY.md), a JSON or JSONL export of
    {text, metadata, created_at} rows (mem0 and the like; `kura export --format jsonl` too), a folder of
    markdown notes (basic-memory, Obsidian: front matter and [[links]] kept). Exit 2 when nothing was
    (or would be) imported.

    Examples: `kura import ~/.claude/projects/shop/memory --store work` ·
    `kura import mem0-export.json --dry-run` · `kura import ~/vault --format notes --json`
    """
    result = service().import_memories(
        source, format=format, store=store, mode=mode, dry_run=dry_run, progress=_lazy_bar("import")
    )
    emit(result, as_json, lambda: _report(result))
    if not result.imported:
        raise typer.Exit(EXIT_NOTHING)


def _format_of(target: str, given: str | None) -> str:
    if given is not None:
        return given
    name = target.lower()
    for suffix, fmt in ((".jsonl", "jsonl"), (".tar.gz", "tar.gz"), (".tgz", "tar.gz"), (".tar", "tar")):
        if name.endswith(suffix):
            return fmt
    err.print("kura: error: cannot tell the format from the name: give --format tar | tar.gz | jsonl")
    raise typer.Exit(EXIT_ERROR)


@app.command("export")
def export(
    target: Annotated[str, typer.Argument(help="The file to write ('-': standard output, with --format).")],
    format: Annotated[str | None, _format_option("tar | tar.gz | jsonl (default: from the file name).")] = None,
    all_files: Annotated[
        bool, typer.Option("--all", help="tar: add the workshop folders (_audit, _evidence, _review, …) but the index.")
    ] = False,
    store: StoreOpt = None,
    mode: ModeOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """Export a store: a tar of its markdown (the memory files and MEMORY.md — the truth; untar it and
    it opens as a store), or JSON lines (one object per memory, which `kura import` reads back).

    Examples: `kura export work.tar.gz --store work` · `kura export memories.jsonl` ·
    `kura export - --format jsonl | jq .title` · `kura export backup.tar --all`
    """
    name = _format_of(target, format)
    if name not in ("tar", "tar.gz", "jsonl"):
        err.print(f"kura: error: unknown export format {safe(name)!r}: tar | tar.gz | jsonl")
        raise typer.Exit(EXIT_ERROR)
    fmt = cast("ExportFormat", name)
    kura = service()
    if target == "-":  # the data is the output: nothing else is printed
        sys.stdout.flush()
        kura.export_store(fmt, stream=sys.stdout.buffer, workshop=all_files, store=store, mode=mode)
        sys.stdout.buffer.flush()
        return
    result = kura.export_store(fmt, path=target, workshop=all_files, store=store, mode=mode)
    emit(
        result, as_json,
        lambda: out.print(f"exported {memories(result.memories)} of store {result.store} to {safe(result.path or '')}"),
    )  # fmt: skip
