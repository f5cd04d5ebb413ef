"""The cores an embedder shared by every store may use, handed out per call, questions first.

The model's C engine parallelises each call over OpenMP threads, and more threads than cores only
fight for them. So the encodings in flight hold at most ``cores`` threads in all: a call alone takes
the team its ``want`` chooses (every core on a quiet machine, see ``cores.py``), a call that has
others waiting behind it takes one thread (two concurrent recalls on two cores encode side by side,
one thread each, instead of queueing), and a call waits while every core is taken. With ``cores=1``
this is one call at a time.

A rebuild or a first sync encodes hundreds of passages, and a plain lock lets it take the model back
call after call while another store's recall waits. Here a waiting question (``urgent``) is served
before waiting passage work, and waiters of each kind are served in the order they came (a thread that
lets go and asks again queues behind the others). So that a steady stream of questions cannot starve
writes either (a write embeds its memory holding its store's write lock), a waiting passage call gets
the next turn once ``BURST`` questions have gone before it.
"""

from __future__ import annotations

import itertools
import threading
from collections import Counter, deque
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass

BURST = 4  # questions served ahead of a waiting passage call, at most: two recalls (dense + sparse each)


@dataclass
class TurnCounts:
    """Turns given per kind so far, the callers waiting for one now, the threads held now and at most."""

    queries: int = 0
    passages: int = 0
    waiting_queries: int = 0
    waiting_passages: int = 0
    threads: int = 0
    peak_threads: int = 0


class EncoderTurns:
    """A budget of ``cores`` threads with two queues: questions (urgent) before passages, each queue
    first come, first served. ``want(in_flight)`` is the team a call would take alone, given the threads
    already in flight (default: every core)."""

    def __init__(self, cores: int = 1, want: Callable[[int], int] | None = None) -> None:
        self.cores = max(1, cores)
        self._want = want or (lambda in_flight: self.cores)
        self._cond = threading.Condition()
        self._used = 0  # threads held by the calls in flight
        self._peak = 0  # the most ever held at once
        self._teams: Counter[int] = Counter()  # turns given per team size
        self._tickets = itertools.count()
        self._queries: deque[int] = deque()
        self._passages: deque[int] = deque()
        self._counts = TurnCounts()  # only the two totals are kept here; the waiting counts are the queues
        self._order: deque[str] = deque(maxlen=64)  # the kinds of the last turns given, oldest first
        self._ahead = 0  # questions served while a passage call waited, since the last passage turn

    @contextmanager
    def turn(self, *, urgent: bool) -> Iterator[int]:
        """Hold threads for one call, yielding how many (its OpenMP team); ``urgent`` for a question a
        caller is waiting on."""
        queue = self._queries if urgent else self._passages
        with self._cond:
            ticket = next(self._tickets)
            queue.append(ticket)
            self._cond.notify_all()  # for wait_until: the waiters changed
            try:
                while self._used >= self.cores or queue[0] != ticket or not self._yours(urgent):
                    self._cond.wait()
            except BaseException:
                queue.remove(ticket)
                self._cond.notify_all()
                raise
            queue.popleft()
            free = self.cores - self._used
            alone = not self._queries and not self._passages
            team = max(1, min(free, self._want(self._used))) if alone else 1
            self._used += team
            self._peak = max(self._peak, self._used)
            self._teams[team] += 1
            if urgent:
                self._counts.queries += 1
                self._ahead += 1 if self._passages else 0
            else:
                self._counts.passages += 1
                self._ahead = 0
            self._order.append("query" if urgent else "passage")
            self._cond.notify_all()  # for wait_until: a turn was given
        try:
            yield team
        finally:
            with self._cond:
                self._used -= team
                self._cond.notify_all()

    def _yours(self, urgent: bool) -> bool:
        """Whether the first waiter of its kind may take a free turn (lock held)."""
        passage_due = bool(self._passages) and self._ahead >= BURST
        return not passage_due if urgent else not self._queries or passage_due

    def busy(self) -> bool:
        """Whether a call would have to wait for a turn now: threads held, or callers queued."""
        with self._cond:
            return self._used > 0 or bool(self._queries) or bool(self._passages)

    def counts(self) -> TurnCounts:
        with self._cond:
            return self._snapshot()

    def order(self) -> list[str]:
        """The kinds (``query`` / ``passage``) of the last 64 turns given, oldest first."""
        with self._cond:
            return list(self._order)

    def teams(self) -> dict[int, int]:
        """Turns given so far per team size (threads per call)."""
        with self._cond:
            return dict(self._teams)

    def wait_until(self, ready: Callable[[TurnCounts], bool], timeout: float) -> bool:
        """Wait (on the lock's own condition, no polling) until ``ready(counts)`` holds; False on timeout."""
        with self._cond:
            return self._cond.wait_for(lambda: ready(self._snapshot()), timeout)

    def _snapshot(self) -> TurnCounts:
        c = self._counts
        return TurnCounts(c.queries, c.passages, len(self._queries), len(self._passages), self._used, self._peak)
