"""Work run where it must not wait: the daemon's event loop.

A recall is milliseconds of CPU, and handing it to a worker thread and back costs two thread wake-ups
(~0.5 ms on an idle core, ``bench/README.md``, issue 14). So the surfaces run a recall on the event loop
itself when nothing else is in flight there (``surfaces/threads.recalling``) — inside :func:`forbidden`.
There, every point of the read path that could wait (a lock another thread may hold, a store's first
opening, a sync after another process wrote, a thinker's network call, vectors to load, a busy encoder)
calls :func:`check` first, which raises :class:`WouldWait` instead of waiting; the surface then runs the
call in a worker thread as before. So the loop is held for a recall's own CPU time at most, never for a
wait. :class:`WouldWait` is control flow between the read path and the surfaces, never an answer: it is
raised before the call has changed anything.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar

_forbidden: ContextVar[bool] = ContextVar("kura_waiting_forbidden", default=False)


class WouldWait(Exception):  # noqa: N818 - a signal to run elsewhere, not an error
    """The call would wait at ``what``: run it where waiting is allowed (a worker thread)."""

    def __init__(self, what: str) -> None:
        super().__init__(what)
        self.what = what


@contextmanager
def forbidden() -> Iterator[None]:
    """The calls made inside may not wait (this context only: a thread they start does not inherit it)."""
    token = _forbidden.set(True)
    try:
        yield
    finally:
        _forbidden.reset(token)


def check(what: str) -> None:
    """Raise :class:`WouldWait` when waiting is forbidden here; called where the read path would wait."""
    if _forbidden.get():
        raise WouldWait(what)


@contextmanager
def holding(lock: threading.Lock | threading.RLock, what: str) -> Iterator[None]:
    """``with lock``, except that where waiting is forbidden a lock another thread holds raises
    :class:`WouldWait` instead of being waited for."""
    if not lock.acquire(blocking=not _forbidden.get()):
        raise WouldWait(what)
    try:
        yield
    finally:
        lock.release()
