"""Blocking service calls (SQLite, the embedder) off the event loop: the surfaces' one thread hop.

Recalls also take one of a few slots (:func:`recall_slots`: twice the usable cores, at least 4). A recall
is milliseconds of CPU on those cores, so more of them at once only wait inside (the encoder's turns, the
GIL), while every thread that ever ran one keeps its own SQLite connection and page cache (~1.2 MB each at
100k memories: 16 threads held 19 MB more, ``bench/README.md``, ninth round). With the slots, the few
threads anyio hands the work to (the worker that went idle last) serve them all. The slots belong to the
event loop that runs the app (one per app, one per test).
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any

from anyio import CapacityLimiter, to_thread
from anyio.lowlevel import RunVar

_slots: RunVar[CapacityLimiter] = RunVar("kura_recall_slots")


def recall_slots() -> CapacityLimiter:
    """This event loop's recall slots."""
    try:
        return _slots.get()
    except LookupError:
        from ..embed.cores import usable_cores  # at the first recall: the embedder's package is loaded by then

        slots = CapacityLimiter(max(4, 2 * usable_cores()))
        _slots.set(slots)
        return slots


async def blocking(fn: Callable[..., Any], *args: Any, **kwargs: Any) -> Any:
    """``fn(*args, **kwargs)`` in a worker thread."""
    return await to_thread.run_sync(functools.partial(fn, *args, **kwargs))


async def recalling(fn: Callable[..., Any], *args: Any, **kwargs: Any) -> Any:
    """A recall in a worker thread, once one of the slots is free."""
    return await to_thread.run_sync(functools.partial(fn, *args, **kwargs), limiter=recall_slots())
