"""The ``kura`` command line: a thin adapter over the service layer, one module per command group
(the typer app is in ``root.py``).

``kura serve`` in its plain forms is parsed without typer, the service or the app (``serve.parse``):
the daemon's start-up is what a supervisor waits for (issue 14). Everything else goes to typer.
"""

from __future__ import annotations

import sys
from typing import Any

__all__ = ["app", "main"]


def main(argv: list[str] | None = None) -> int:
    """Console-script entry point."""
    from . import serve

    args = serve.parse(sys.argv[1:] if argv is None else list(argv))
    if args is not None:
        return serve.quick(args)
    from .root import main as typer_main

    return typer_main(argv)


def __getattr__(name: str) -> Any:
    if name == "app":  # the typer app, built on first use
        from .root import app

        return app
    raise AttributeError(name)
