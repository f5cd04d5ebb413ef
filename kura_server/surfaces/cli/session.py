"""Session commands: the start-of-turn context and the end of a session."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.markup import escape

from ...errors import invalid
from ...nouns import counted, memories
from ..terminal import plain
from ._common import JsonOpt, LocalOpt, ModeOpt, StoreOpt, by_daemon, emit, out, read_text, service

app = typer.Typer()


@app.command()
def context(
    query: Annotated[str | None, typer.Argument(help="Recall for this turn (optional). '-' reads stdin.")] = None,
    scope: Annotated[str, typer.Option(help="The scope (its memories plus global).")] = "global",
    k: Annotated[int | None, typer.Option("-k", help="How many memories recall picks.")] = None,
    turn: Annotated[int | None, typer.Option("--turn", help="Current turn; working memory past it is stale.")] = None,
    store: StoreOpt = None,
    mode: ModeOpt = None,
    as_json: JsonOpt = False,
    local: LocalOpt = False,
) -> None:
    """Print the start-of-turn context: the user profile, the working memory, and recall for a query.

    With the daemon of this home running (`kura serve`), it answers (no model loaded here); `--local`
    answers in this process.

    Example: `kura context "how do we deploy?" --scope repo:shop --turn 12`
    """
    asked = read_text(query) if query else None
    body = {"scope": scope, "query": asked, "k": k, "current_turn": turn}
    result = by_daemon("/context", body, store=store, mode=mode, local=local)
    if not isinstance(result, dict):  # REST's limits, the service holds the values to them (a lost answer:
        kura = service(searches_once=True)  # the daemon counted the recall, this one counts nothing)
        here = kura.context(scope, asked, k, turn, store=store, mode=mode, counted=result is None)
        result = here.model_dump(mode="json")
    block = (plain(result["block"]) if sys.stdout.isatty() else result["block"]) or None  # piped (a hook): as is
    emit(result, as_json, lambda: print(block or f"(nothing in memory yet for scope {scope!r})"))


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
    from ...schemas import SessionEndRequest

    if (conversation is None) == (log is None):  # the service's rule, said with this command's options
        raise invalid("give the session as --conversation FILE ('-': standard input) or as --log PATH, one of them")
    messages = _conversation(conversation) if conversation is not None else None
    req = SessionEndRequest(scope=scope, conversation=messages, log_path=log, adapter=adapter, force=force)
    result = service().session_end(req, store=store, mode=mode)

    def human() -> None:
        note = " (already archived)" if result.already_archived else ""
        out.print(f"archived {result.archived} ({result.archived_bytes} bytes, {result.adapter}){note}")
        if result.distilled:
            out.print(
                f"distilled: {counted(len(result.staged), 'draft', 'drafts')} staged, "
                f"{memories(len(result.poured))} poured"
            )
        else:
            out.print(f"[yellow]not distilled: {escape(result.skipped_reason or '')}[/]")
        out.print(f"todos cleared: {len(result.cleared_todos)} · still open: {len(result.open_todos)}")

    emit(result, as_json, human)


def _conversation(source: str) -> Any:
    """The ``--conversation`` argument's JSON: from standard input (``-``) or the file it names, each key
    once in its object as in a request's body (``security.loads_unique``: a repeat is ``duplicate_key``)."""
    from ..security import loads_unique  # the door's module: imported by this command only

    try:
        raw = sys.stdin.read() if source == "-" else Path(source).expanduser().read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        reason = exc.strerror if isinstance(exc, OSError) else "not UTF-8 text"
        raise invalid(f"--conversation: cannot read {source}: {reason}") from None
    try:
        return loads_unique(raw)
    except ValueError as exc:
        raise invalid(f"--conversation is not JSON: {exc}") from None
