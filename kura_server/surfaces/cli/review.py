"""``kura review``: the queue of what a machine could not settle, and its resolution by a person."""

from __future__ import annotations

from typing import Annotated

import typer
from pydantic import ValidationError
from rich.markup import escape

from ._common import EXIT_ERROR, EXIT_NOTHING, JsonOpt, ModeOpt, StoreOpt, emit, err, out, read_text, service

app = typer.Typer(help="The review queue: what a machine could not settle, waiting for a person.")


@app.command("list")
def review_list(store: StoreOpt = None, mode: ModeOpt = None, as_json: JsonOpt = False) -> None:
    """List pending review items. Exit 2 when the queue is empty.

    Example: `kura review list`
    """
    result = service().review_list(store=store, mode=mode)

    def human() -> None:
        if not result:  # one line, as `kura snapshots` says "no snapshots": an empty screen says nothing
            out.print("the review queue is empty")
        for i in result:
            about = f" ({i.slug})" if i.slug else ""
            out.print(f"{i.id}  [bold]{i.kind}[/]{about}: {escape(i.reason)}")
            if i.proposal:
                out.print(f"    proposal: {escape(i.proposal)}")

    emit(result, as_json, human)
    if not result:
        raise typer.Exit(EXIT_NOTHING)


@app.command("resolve")
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
    try:
        from ...schemas import ReviewResolveRequest

        req = ReviewResolveRequest(action=action, content=read_text(content) if content else None, note=note)
    except ValidationError:
        err.print("kura: error: action must be approve, modify or discard (modify needs --content)")
        raise typer.Exit(EXIT_ERROR) from None
    result = service().review_resolve(item_id, req, store=store, mode=mode, surface="cli")

    def human() -> None:
        done = f": {result.write.action} {result.write.slug}" if result.write else ""
        out.print(f"{result.id} {result.action}d{done}")

    emit(result, as_json, human)
