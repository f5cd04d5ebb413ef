"""One-line messages for failures a surface reports as text (the CLI's stderr, an MCP tool error), and the
one renderer of an HTTP error answer's JSON (:func:`error_json`, :class:`ErrorResponse`)."""

from __future__ import annotations

import json
import re
from typing import Any

from pydantic import ValidationError
from starlette.responses import JSONResponse

from ..errors import KuraError

_LONE_SURROGATE = re.compile(r"[\ud800-\udfff]")


def error_json(content: Any) -> bytes:
    """An error answer's JSON, as UTF-8: never fails on a message. A lone surrogate (a path given in a body
    or on a command line that is not UTF-8, echoed in the message) cannot be encoded; it is written as its
    escape, visible text (``\\udc80``), never a 500 in place of the refusal."""
    text = json.dumps(content, ensure_ascii=False, allow_nan=False, separators=(",", ":"))
    try:
        return text.encode("utf-8")
    except UnicodeEncodeError:
        return _LONE_SURROGATE.sub(lambda m: f"\\\\u{ord(m.group()):04x}", text).encode("utf-8")


class ErrorResponse(JSONResponse):
    """An error answer: its JSON rendered by :func:`error_json`."""

    def render(self, content: Any) -> bytes:
        return error_json(content)


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
