"""One error type for the whole engine.

Every failure a caller can act on is a :class:`KuraError` with a stable ``code``. The surfaces
translate it once: REST into ``{"error": {"code", "message", "detail"}}`` with ``status``, MCP into a
raised tool error carrying the message, the CLI into a one-line message and exit code 1.
Callers branch on ``code``, never on message text.
"""

from __future__ import annotations

import errno
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from filelock import BaseFileLock, Timeout


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
    """Input kura understood and cannot take (a scope, a value out of range, an unknown name): 422, the
    status of every ``invalid_input``, whether the schema or the engine refused it, in a body or a query."""
    return KuraError("invalid_input", message, status=422, detail=detail)


def disagree(message: str) -> KuraError:
    """A malformed request: selectors that name different stores (the ``/s/<name>/`` prefix, ``?store=``,
    ``?mode=``, a body's ``store`` or ``mode``, a job id's store, a repeated ``?store=``). 400."""
    return KuraError("selectors_disagree", message, status=400)


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


@contextmanager
def held(
    lock: BaseFileLock | threading.RLock, timeout: float, code: str, message: str, *, poll_interval: float = 0.05
) -> Iterator[None]:
    """Hold ``lock`` for the block: a file lock (another process's hold) or a thread lock (this process's).
    One kept by someone else longer than ``timeout`` seconds is the one mapping of a busy lock: ``code``
    (503), ``message`` saying what to do."""
    try:
        got = (
            lock.acquire(timeout=timeout, poll_interval=poll_interval) is not None
            if isinstance(lock, BaseFileLock)
            else lock.acquire(timeout=timeout)
        )
    except Timeout:
        got = False
    if not got:
        raise KuraError(code, message, status=503)
    try:
        yield
    finally:
        lock.release()


# -- disk failures --------------------------------------------------------------------------------

# errno → (code, status, what happened, what to do). 507 Insufficient Storage for a full disk or quota.
_DISK: dict[int, tuple[str, int, str, str]] = {
    errno.ENOSPC: ("insufficient_storage", 507, "the disk is full", "free some space, then try again"),
    errno.EIO: ("storage_io_error", 500, "the disk reported an I/O error", "check the disk, then run `kura doctor`"),
    errno.EROFS: ("storage_read_only", 503, "the file system is read-only", "remount it read-write, then retry"),
}
if hasattr(errno, "EDQUOT"):  # not on Windows
    _DISK[errno.EDQUOT] = ("insufficient_storage", 507, "the disk quota is used up", "free some space, then retry")
_SQLITE = {13: errno.ENOSPC, 10: errno.EIO}  # SQLITE_FULL, SQLITE_IOERR (an extended code keeps it in its low byte)
STORAGE_CODES = frozenset(code for code, *_ in _DISK.values())


def storage_error(exc: BaseException) -> KuraError | None:
    """The one mapping of a failed disk operation (``OSError`` or SQLite's error) to a ``KuraError``;
    ``None`` when ``exc`` is not a disk failure."""
    number = exc.errno if isinstance(exc, OSError) else None
    sqlite_code = getattr(exc, "sqlite_errorcode", None)
    if number is None and isinstance(sqlite_code, int):
        number = _SQLITE.get(sqlite_code & 0xFF)
    if number not in _DISK:
        return None
    code, status, what, todo = _DISK[number]
    where = getattr(exc, "filename", None) or ("the index" if sqlite_code is not None else None)
    return KuraError(code, f"{what}{f' (writing {where})' if where else ''}: {todo}", status=status)


@contextmanager
def disk_errors() -> Iterator[None]:
    """Around code that writes to disk: a full disk, a used-up quota, an I/O error or a read-only file
    system leaves the block as its ``KuraError`` (the original chained); anything else unchanged."""
    try:
        yield
    except Exception as exc:
        mapped = None if isinstance(exc, KuraError) else storage_error(exc)
        if mapped is None:
            raise
        raise mapped from exc
