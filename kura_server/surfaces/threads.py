"""Blocking service calls (SQLite, the embedder) off the event loop: the surfaces' one thread hop, and
the one case that skips it.

Recalls also take one of a few slots (:func:`recall_slots`: twice the usable cores, at least 4). A recall
is milliseconds of CPU on those cores, so more of them at once only wait inside (the encoder's turns, the
GIL), while every thread that ever ran one keeps its own SQLite connection and page cache (~1.2 MB each at
100k memories: 16 threads held 19 MB more, ``bench/README.md``, ninth round). With the slots, the few
threads anyio hands the work to (the worker that went idle last) serve them all. The slots belong to the
event loop that runs the app (one per app, one per test).

A recall alone runs on the event loop itself (:func:`recalling`): the hop into a worker thread and back is
two wake-ups of an idle thread, ~0.5 ms of a ~12 ms recall (issue 14). Alone means its request came to an
idle app (nothing in hand for ``observe.QUIET_S``: not one of a burst that queued while the loop was busy,
which must be spread over the worker threads, not run one after another here) and the app has nothing
else in hand when it runs (``observe.Traffic``): no other request between the door and its answer's
start, no call away in a worker thread. And the call may not wait there (``kura_server/waits.py``): a
lock another thread holds, a store's first opening or sync, the thinker, a busy encoder each send it to a
worker thread as before, so the loop is held for a recall's own CPU time, never for a wait.
"""

from __future__ import annotations

import functools
import logging
from collections.abc import Callable
from typing import Any

from anyio import CapacityLimiter, to_thread
from anyio.lowlevel import RunVar

from .. import waits
from .observe import arrival

log = logging.getLogger(__name__)

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
    return await _away(functools.partial(fn, *args, **kwargs))


async def recalling(fn: Callable[..., Any], *args: Any, **kwargs: Any) -> Any:
    """A recall: here, on the event loop, when the loop has nothing else in hand and the call meets nothing
    it would wait for; else in a worker thread, once one of the slots is free."""
    came = arrival()
    if came is not None and came.to_idle and came.traffic.held <= 1 and came.traffic.away == 0:
        try:
            with waits.forbidden():
                return fn(*args, **kwargs)
        except waits.WouldWait as exc:
            log.debug("recall in a worker thread: here it would wait for %s", exc.what)
    return await _away(functools.partial(fn, *args, **kwargs), limiter=recall_slots())


async def _away(call: Callable[[], Any], limiter: CapacityLimiter | None = None) -> Any:
    came = arrival()
    if came is None:
        return await to_thread.run_sync(call, limiter=limiter)
    came.traffic.away += 1
    try:
        return await to_thread.run_sync(call, limiter=limiter)
    finally:
        came.traffic.away -= 1
        came.traffic.let_go()
