"""One-line messages for failures a surface reports as text (the CLI's stderr, an MCP tool error)."""

from __future__ import annotations

from pydantic import ValidationError


def validation_message(exc: ValidationError) -> str:
    """The first problem of an invalid input, as ``where: what``."""
    first = exc.errors()[0]
    where = ".".join(str(p) for p in first["loc"]) or "input"
    return f"{where}: {first['msg']}"
