"""One-line messages for failures a surface reports as text (the CLI's stderr, an MCP tool error)."""

from __future__ import annotations

from pydantic import ValidationError

from ..errors import KuraError


def validation_message(exc: ValidationError) -> str:
    """The first problem of an invalid input, as ``where: what`` (never the rejected value)."""
    first = exc.errors()[0]
    where = ".".join(str(p) for p in first["loc"]) or "input"
    return f"{where}: {first['msg']}"


def error_message(exc: KuraError) -> str:
    """A :class:`KuraError` for a reader who sees no ``detail`` (a model, a terminal): the message, and
    the names an unknown store, mode or job comes with — ``unknown store 'x' (known stores: a, b)``."""
    detail = exc.detail if isinstance(exc.detail, dict) else {}
    known = [
        f"{key.replace('_', ' ')}: {', '.join(str(v) for v in values)}"
        for key, values in detail.items()
        if key.startswith("known_") and isinstance(values, list) and values
    ]
    return f"{exc.message} ({'; '.join(known)})" if known else exc.message
