"""What every command group shares: the consoles, the common options, the service, JSON output, and
the running daemon of this home for the commands it answers (``running.py``).

Importing this (and every command group) imports neither the service nor the wire schemas: a command
the daemon answers loads neither, nor numpy (``tests/test_cli_daemon.py``)."""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer
from pydantic import BaseModel, ValidationError
from rich.console import Console
from rich.markup import escape

from ...errors import KuraError
from ...settings import Settings, cli_local, load_settings
from ..tokens import store_tokens

if TYPE_CHECKING:
    from ...service import Kura

EXIT_OK, EXIT_ERROR, EXIT_NOTHING = 0, 1, 2

out = Console(highlight=False, soft_wrap=True)
err = Console(stderr=True, highlight=False, soft_wrap=True)

StoreOpt = Annotated[str | None, typer.Option("--store", "-s", help="Store name (default: the default store).")]
ModeOpt = Annotated[str | None, typer.Option("--mode", "-m", help="Mode name, mapped to a store in config.")]
JsonOpt = Annotated[bool, typer.Option("--json", help="Print the result as JSON.")]
LocalOpt = Annotated[
    bool,
    typer.Option(
        "--local",
        help="Answer in this process even when the daemon of this home is running (also KURA_LOCAL=1); "
        "else the daemon answers.",
    ),
]


class _State:
    config: Path | None = None
    kura: Kura | None = None


state = _State()


def settings() -> Settings:
    """The settings, read from the config file the root ``--config`` option names."""
    return load_settings(state.config)


def service(*, searches_once: bool = False) -> Kura:
    """The process's one service, built on first use (``main`` closes it). ``searches_once``: the
    command asks for one dense search or two (``add``'s near-twin check, ``recall``, ``context``), so
    the vectors are read through sqlite-vec where they are: loading them into memory first costs ~20
    such searches (``[recall] memory_vectors_mb`` left at 0 for this process; the daemon keeps them)."""
    if state.kura is None:
        from ...service import Kura

        config = settings()
        if searches_once:
            recall = config.recall.model_copy(update={"memory_vectors_mb": 0.0})
            config = config.model_copy(update={"recall": recall})
        state.kura = Kura(config, progress=progress_bar)
    return state.kura


def progress_bar(label: str, total: int) -> Callable[[int, int], None]:
    """A rich progress bar for long work (rebuilds, syncs), shown on stderr."""
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn

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


def by_daemon(
    path: str, body: dict[str, Any], *, store: str | None, mode: str | None, local: bool, write: bool = False
) -> Any | None:
    """The answer of the running daemon of this home to ``POST path`` (a JSON object), or else the command
    answers in process: ``None`` — ``--local`` or ``KURA_LOCAL`` asked for this process, no such daemon
    runs, or nothing was sent — or, for a read sent whose answer was lost, ``running.UNANSWERED``: the
    daemon may have counted that recall, so the answer here counts nothing. The store's token goes with it
    (its read token for a read, its write token for a ``write``: ``tokens.store_tokens``), from the config
    this command read. A refusal is raised as the service raises it in process (``report`` prints it); a
    write sent whose answer is lost is the error ``outcome_unknown``, never written again here
    (``running.ask``)."""
    if local or cli_local():
        return None
    from . import running

    config = settings()
    daemon = running.find(config, state.config)
    if daemon is None:
        return None
    name = store or (config.modes.get(mode) if mode else config.default_store)
    cfg = config.stores.get(name) if name else None
    opens = store_tokens(cfg, write=write) if cfg is not None else ()
    token = opens[0].get_secret_value() if opens else None  # (a read: its read token comes first)
    return running.ask(daemon, path, body, store=store, mode=mode, token=token, write=write)


def emit(result: BaseModel | list[Any] | dict[str, Any], as_json: bool, human: Callable[[], None]) -> None:
    """The result as JSON (``--json``; a model as its JSON mode dump, so an answer the daemon sent prints
    as the same answer made here does), else what ``human`` prints."""
    if as_json:
        if isinstance(result, list):
            data: Any = [r.model_dump(mode="json") if isinstance(r, BaseModel) else r for r in result]
        else:
            data = result.model_dump(mode="json") if isinstance(result, BaseModel) else result
        print(json.dumps(data, ensure_ascii=False, indent=2))
    else:
        human()


# How the commands spell the request models' fields they take as options (the models' names are REST's and
# MCP's): a refusal of the value names what the user typed, ``--turn``, not ``current_turn``. A field a
# command takes as an argument (``question``, ``query``, ``slug``) keeps its name, the argument's.
FLAGS = {
    "current_turn": "--turn", "char_budget": "--budget", "log_path": "--log", "tags": "--tag", "k": "-k",
    **{f: f"--{f}" for f in ("reason", "note", "limit", "hops", "scope", "title", "description", "type",
                              "confidence", "adapter", "conversation")},
}  # fmt: skip


def report(exc: KuraError | ValidationError) -> int:
    """A user's mistake as one line on stderr; the exit code to return. An invalid value (a request model's
    refusal, or the service's ``invalid_input`` naming the field: ``schemas.params.refusal``) names the
    command's option (:data:`FLAGS`)."""
    from ..messages import error_message, validation_message

    if isinstance(exc, KuraError):  # an unknown store, mode or job with the known ones, as a tool's error says it
        message, problems = error_message(exc), exc.detail if exc.code == "invalid_input" else None
    else:
        message, problems = validation_message(exc), exc.errors()
    where = [str(p) for p in problems[0].get("loc", ())] if isinstance(problems, list) and problems else []
    if len(where) == 1 and where[0] in FLAGS and message.startswith(f"{where[0]}: "):
        message = FLAGS[where[0]] + message[len(where[0]) :]
    err.print(f"kura: error: {escape(message + _remedy(exc))}")
    return EXIT_ERROR


def _remedy(exc: KuraError | ValidationError) -> str:
    """What a terminal's user can do about a refusal whose remedy is their own config file, which the
    service's message (the same over REST, for a reader without the file) cannot name: a journal outside
    the roots (``kura distill run --journal``, ``kura session-end --log``) means a ``[distill.journals]``
    root to declare in the file this command read."""
    if isinstance(exc, KuraError) and exc.code == "journal_root":
        from ...settings import config_file

        return f"; to read it, declare its folder as a [distill.journals] root in {config_file(state.config)}"
    return ""


def read_text(text: str) -> str:
    """An argument, or standard input when it is ``-``."""
    if text == "-":
        return sys.stdin.read()
    return text
