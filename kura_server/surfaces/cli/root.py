"""The ``kura`` command line's typer app: a thin adapter over the service layer, one module per group.

Exit codes: 0 done, 2 nothing to do (a NOOP write, a store that already exists), 1 any error — with a
one-line message on stderr, never a traceback for a user's mistake; a usage error (a bad option value, a
missing or extra argument) too: not click's exit 2, which says "nothing to do" here.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Annotated, Any

import typer
from pydantic import ValidationError
from rich.markup import escape

from ...errors import KuraError
from . import bench, daemon, distill, memory, resident, review, session, transfer
from ._common import EXIT_ERROR, EXIT_OK, err, report, state
from .serve import basic_logging

__all__ = ["app", "main"]


def _flags_show_no_type() -> None:
    """typer 0.29's rich help prints a value type after every option, flags included
    (``--json <bool>``), though a flag takes no value — its plain formatter checks ``is_flag`` and
    says nothing. Make the rich one do the same (older typers have no such method: nothing to do)."""
    from typer.core import TyperOption

    shown = getattr(TyperOption, "display_type_rich", None)
    if shown is None or getattr(shown, "kura_flags", False):
        return

    def display_type_rich(self: TyperOption, ctx: Any) -> str | None:
        return None if self.is_flag or self.count else shown(self, ctx)

    display_type_rich.kura_flags = True  # type: ignore[attr-defined]  # marks the patch: applied once
    TyperOption.display_type_rich = display_type_rich  # type: ignore[method-assign]  # the one fix-up


_flags_show_no_type()

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
# Top-level commands in the order `kura --help` lists them, then the command groups.
for group in (memory, session, transfer, daemon, resident):
    app.add_typer(group.app)
app.add_typer(distill.app, name="distill")
app.add_typer(review.app, name="review")
app.add_typer(resident.jobs_app, name="jobs")
app.add_typer(resident.service_app, name="service")
app.add_typer(bench.app, name="bench")


@app.callback()
def _root(
    config: Annotated[
        Path | None,
        typer.Option("--config", "-c", help="Config file (else $KURA_CONFIG, else $KURA_HOME/kura.toml)."),
    ] = None,
    verbose: Annotated[bool, typer.Option("--verbose", "-v", help="Log what happens (INFO) on stderr.")] = False,
) -> None:
    state.config = config
    basic_logging(verbose)


@contextmanager
def _user_errors() -> Iterator[None]:
    try:
        yield
    except (KuraError, ValidationError) as exc:
        raise SystemExit(report(exc)) from None


def _usage_line(exc: Exception, message: str) -> str:
    """click's usage error as the one line every error is (README: ``kura: error: …``), with where the
    help is — not click's block of usage, hint and ``Error:`` lines."""
    where = getattr(getattr(exc, "ctx", None), "command_path", None)
    hint = f" (try '{where} -h')" if where else ""
    return " ".join(message.split()) + hint


def main(argv: list[str] | None = None) -> int:
    """Console-script entry point."""
    try:
        with _user_errors():
            rc = app(args=argv, prog_name="kura", standalone_mode=False)
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
        message = getattr(exc, "format_message", None)
        if callable(message) and isinstance(getattr(exc, "exit_code", None), int):
            err.print(f"kura: error: {escape(_usage_line(exc, message()))}")
            return EXIT_ERROR
        raise
    finally:
        if state.kura is not None:
            state.kura.close()
            state.kura = None
