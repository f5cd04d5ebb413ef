"""The daemon's log: plain lines or one JSON object per line (``[logging] format``), each carrying the
request id of the request it was written for, and the logging configuration ``kura serve`` applies.

What goes in a JSON line is a fixed set of fields: when, level, logger, message, the request id, and
for the access log its method, path, route, status and duration. Never a query string, a body, a
token, or the attributes a library hangs on a record.
"""

from __future__ import annotations

import contextvars
import datetime as dt
import json
import logging
import re
from pathlib import Path
from typing import Any

from ..resident import LOG_BACKUPS, LOG_MAX_BYTES

REQUEST_ID = re.compile(r"[A-Za-z0-9._:-]{1,128}")  # what an incoming X-Request-Id may be to be kept
request_id: contextvars.ContextVar[str | None] = contextvars.ContextVar("kura_request_id", default=None)
ACCESS_FIELDS = ("method", "path", "route", "status", "duration_ms")
PLAIN = "%(asctime)s %(levelname)s %(name)s: %(message)s"
# Libraries that write what passes through them below WARNING: sse_starlette every MCP response chunk whole
# (recalled memories, working memory) at DEBUG, the MCP SDK what its transport fails on, httpx and httpcore
# (the model client's) URLs and headers, python-multipart an uploaded file's name, websockets each frame,
# urllib3 the URLs it fetches. Their records below WARNING are dropped whatever ``log_level`` says
# (tests/test_serve.py::test_a_debug_log_holds_no_memory_text_question_or_answer).
QUIET = ("sse_starlette", "mcp", "httpx", "httpcore", "httpx2", "httpcore2", "python_multipart", "multipart",
         "websockets", "urllib3")  # fmt: skip


def quiet_libraries() -> None:
    """The libraries in ``QUIET`` log at WARNING and above only (``kura serve`` without a log file or JSON
    lines: its stderr at ``log_level``)."""
    for name in QUIET:
        logging.getLogger(name).setLevel(logging.WARNING)


class JsonFormatter(logging.Formatter):
    """One JSON object per line (``[logging] format = "json"``)."""

    def format(self, record: logging.LogRecord) -> str:
        line: dict[str, Any] = {
            "ts": dt.datetime.fromtimestamp(record.created, dt.UTC).isoformat(timespec="milliseconds"),
            "level": record.levelname,
            "logger": record.name,
            "message": record.getMessage(),
        }
        rid = getattr(record, "request_id", None) or request_id.get()
        if rid:
            line["request_id"] = rid
        for field in ACCESS_FIELDS:
            if (value := getattr(record, field, None)) is not None:
                line[field] = value
        if record.exc_info:
            line["exc"] = self.formatException(record.exc_info)
        return json.dumps(line, ensure_ascii=False)


def log_config(level: str, fmt: str = "text", file: Path | None = None) -> dict[str, Any]:
    """A ``logging.config.dictConfig`` for ``kura serve``: kura's and uvicorn's records through one
    handler — stderr, or ``file`` rotated at 10 MB with 5 files kept — as plain lines or JSON
    (uvicorn applies it before it starts). The libraries in ``QUIET`` log at WARNING and above only."""
    handler: dict[str, Any] = {"class": "logging.StreamHandler", "stream": "ext://sys.stderr"}
    if file is not None:
        handler = {
            "class": "logging.handlers.RotatingFileHandler",
            "filename": str(file),
            "maxBytes": LOG_MAX_BYTES,
            "backupCount": LOG_BACKUPS,
            "encoding": "utf-8",
        }
    formatter = {"()": f"{__name__}.JsonFormatter"} if fmt == "json" else {"format": PLAIN}
    return {
        "version": 1,
        "disable_existing_loggers": False,
        "formatters": {"kura": formatter},
        "handlers": {"out": {**handler, "formatter": "kura"}},
        "root": {"level": level, "handlers": ["out"]},
        "loggers": {
            **{
                name: {"level": level, "handlers": [], "propagate": True}
                for name in ("uvicorn", "uvicorn.error", "uvicorn.access")
            },
            **{name: {"level": "WARNING", "handlers": [], "propagate": True} for name in QUIET},
        },
    }
