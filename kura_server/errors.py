"""One error type for the whole engine.

Every failure a caller can act on is a :class:`KuraError` with a stable ``code``. The surfaces
translate it once: REST into ``{"error": {"code", "message", "detail"}}`` with ``status``, MCP into a
raised tool error carrying the message, the CLI into a one-line message and exit code 1.
Callers branch on ``code``, never on message text.
"""

from __future__ import annotations

from typing import Any


class KuraError(Exception):
    """A failure with a stable code, an HTTP status, and a message that says what to do next."""

    def __init__(self, code: str, message: str, *, status: int = 400, detail: Any = None) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.status = status
        self.detail = detail

    def to_dict(self) -> dict[str, Any]:
        body: dict[str, Any] = {"code": self.code, "message": self.message}
        if self.detail is not None:
            body["detail"] = self.detail
        return {"error": body}

    def __repr__(self) -> str:  # pragma: no cover - debugging aid
        return f"KuraError({self.code!r}, {self.message!r}, status={self.status})"


# Constructors for the common cases keep codes and statuses consistent across the engine.


def invalid(message: str, detail: Any = None) -> KuraError:
    return KuraError("invalid_input", message, status=400, detail=detail)


def not_found(what: str, message: str, detail: Any = None) -> KuraError:
    return KuraError(f"{what}_not_found", message, status=404, detail=detail)


def unsafe_path(message: str) -> KuraError:
    return KuraError("unsafe_path", message, status=400)


def refused(code: str, message: str, detail: Any = None) -> KuraError:
    """A write that the gates or the write policy refused (the content was understood, not accepted)."""
    return KuraError(code, message, status=422, detail=detail)


def forbidden(code: str, message: str) -> KuraError:
    return KuraError(code, message, status=403)


def config_error(message: str, detail: Any = None) -> KuraError:
    return KuraError("config_invalid", message, status=500, detail=detail)
