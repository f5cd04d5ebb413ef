"""The team each encoding takes (issue 14): every usable core on a quiet machine, one thread on a busy
one, read from the runnable count, the kernel's CPU pressure (or, without it, the 1-minute load average
minus this process's own CPU use), and the calls' own times. A fake clock and fake load and pressure
readings: no timing, no sleeps."""

from __future__ import annotations

from pathlib import Path

from kura_server.embed.cores import (
    HOLD_MAX_S,
    HOLD_S,
    PRESSURE_BUSY,
    READ_EVERY_S,
    SPIN_S,
    Load,
    Pressure,
    TeamPolicy,
    read_load,
    read_pressure,
    usable_cores,
)


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def policy(load: Load | None, cores: int = 2) -> tuple[TeamPolicy, Clock, list[Load | None]]:
    """A policy on a machine without the pressure file (the load average and every slow call count)."""
    clock = Clock()
    readings = [load]
    p = TeamPolicy(cores, read=lambda: readings[0], pressure=lambda: None, clock=clock, cpu=lambda: 0.0)
    return p, clock, readings


class Waits:
    """A pressure file: ``avg10`` percent, and ``total_us`` advanced by the test."""

    def __init__(self, avg10: float = 0.0) -> None:
        self.avg10, self.total_us = avg10, 5_000_000

    def __call__(self) -> Pressure:
        return Pressure(self.avg10, self.total_us)


def pressured(load: Load, waits: Waits) -> tuple[TeamPolicy, Clock]:
    clock = Clock()
    return TeamPolicy(2, read=lambda: load, pressure=waits, clock=clock, cpu=lambda: 0.0), clock


def test_the_load_file_is_read_and_a_missing_one_is_none(tmp_path: Path) -> None:
    path = tmp_path / "loadavg"
    path.write_text("1.94 1.20 1.23 3/119 998\n")
    assert read_load(str(path)) == Load(running=3, avg1=1.94)
    assert read_load(str(tmp_path / "absent")) is None
    path.write_text("garbage\n")
    assert read_load(str(path)) is None
    assert usable_cores() >= 1


def test_a_quiet_machine_gives_every_core_and_a_busy_one_a_single_thread() -> None:
    p, clock, readings = policy(Load(running=1, avg1=0.3))  # only the caller runs
    assert p.team(in_flight=0) == 2
    readings[0] = Load(running=2, avg1=0.3)  # another task runs now, besides the caller
    clock.now += 1
    assert p.team(in_flight=0) == 1
    assert p.team(in_flight=1) == 2  # ... unless that runnable task is one of our own encodings
    readings[0] = Load(running=1, avg1=1.4)  # quiet this instant, but a core busy on average
    clock.now += 1
    assert p.team(in_flight=0) == 1
    assert p.last.others_avg == 1.4 and p.last.others_now == 0


def test_the_idle_threads_of_the_last_call_spinning_are_not_another_process() -> None:
    assert SPIN_S / 2 > READ_EVERY_S
    p, clock, readings = policy(Load(running=2, avg1=0.2))  # the caller and one spinning thread of ours
    assert p.team(0) == 1  # nothing says whose it is yet
    p.record("query", 2, 50, 0.020)  # a two-thread call just ended: its other thread spins a moment
    clock.now += 0.06
    readings[0] = Load(running=2, avg1=0.2)
    assert p.team(0) == 1  # too late for that: someone else runs
    p.record("query", 2, 50, 0.020)
    clock.now += SPIN_S / 2  # read again, within the spin
    assert p.team(0) == 2


def test_one_core_is_always_one_thread_and_no_load_file_trusts_the_feedback() -> None:
    assert policy(Load(running=1, avg1=0.0), cores=1)[0].team(0) == 1
    p, clock, _ = policy(None)
    assert p.team(0) == 2
    p.record("query", 2, 50, 0.020)
    p.record("query", 2, 50, 0.100)  # five times the best: the machine is busy
    assert p.team(0) == 1 and p.held()


def test_a_slow_multi_thread_call_holds_one_thread_for_a_while_doubling_on_slow_retries() -> None:
    p, clock, _ = policy(Load(running=1, avg1=0.0))
    p.record("query", 2, 50, 0.020)
    p.record("query", 2, 55, 0.022)  # about as fast: no hold
    assert not p.held()
    p.record("passage", 2, 1000, 0.5)  # another kind: compared with its own kind only
    assert not p.held()
    p.record("query", 2, 50, 0.070)
    assert p.held() and p.team(0) == 1
    clock.now += HOLD_S + 0.01
    assert not p.held() and p.team(0) == 2  # the hold is over: try every core again
    p.record("query", 2, 50, 0.080)  # still slow: held twice as long
    clock.now += HOLD_S + 0.01
    assert p.held()
    clock.now += HOLD_S
    assert not p.held()
    for _ in range(10):
        p.record("query", 2, 50, 0.090)
        clock.now += HOLD_MAX_S + 0.01
    p.record("query", 2, 50, 0.090)
    clock.now += HOLD_MAX_S - 0.5
    assert p.held()  # the hold grows to HOLD_MAX_S, no further
    clock.now += 1
    assert not p.held()
    p.record("query", 2, 50, 0.021)  # a fast call again: the next hold starts short
    p.record("query", 2, 50, 0.070)
    clock.now += HOLD_S + 0.01
    assert not p.held()


def test_a_multi_thread_call_slower_than_one_thread_was_holds_one_thread() -> None:
    p, _, _ = policy(Load(running=1, avg1=0.0))
    p.record("query", 1, 50, 0.030)
    p.record("query", 2, 50, 0.050)  # the first two-thread call: nothing to compare but one thread
    assert p.held()


def test_this_process_own_cpu_use_is_not_counted_as_others_load() -> None:
    clock = Clock()
    cpu = [0.0]
    p = TeamPolicy(2, read=lambda: Load(running=1, avg1=1.5), pressure=lambda: None, clock=clock, cpu=lambda: cpu[0])
    for _ in range(120):  # two minutes of this process using 1.5 cores
        clock.now += 1
        cpu[0] += 1.5
        p.team(0)
    assert p.team(0) == 2 and p.last.others_avg is not None and p.last.others_avg < 0.5


def test_the_pressure_file_is_read_and_a_missing_or_broken_one_is_none(tmp_path: Path) -> None:
    path = tmp_path / "cpu"
    path.write_text("some avg10=1.59 avg60=2.39 avg300=2.61 total=23903833711\nfull avg10=0.00 total=0\n")
    assert read_pressure(str(path)) == Pressure(avg10=1.59, total_us=23903833711)
    assert read_pressure(str(tmp_path / "absent")) is None
    for broken in ("garbage\n", "some avg10=x total=1\n", "some avg60=1.0\n", ""):
        path.write_text(broken)
        assert read_pressure(str(path)) is None


def test_with_pressure_the_load_average_does_not_decide_the_wait_for_a_core_does() -> None:
    waits = Waits(avg10=1.5)
    # a load average of 1.8 made of fsyncs in D state and a client that runs only while kura waits
    p, clock = pressured(Load(running=1, avg1=1.8), waits)
    assert p.team(0) == 2
    assert p.last.others_avg is None and p.last.pressure == 1.5
    waits.avg10 = PRESSURE_BUSY  # tasks waited for a core a tenth of the last ten seconds
    clock.now += 1
    assert p.team(0) == 1
    waits.avg10 = 0.5
    clock.now += 1
    assert p.team(0) == 2
    p2, _ = pressured(Load(running=2, avg1=0.0), Waits())  # another task runnable now still counts
    assert p2.team(0) == 1
    many = TeamPolicy(8, read=lambda: Load(running=1, avg1=0.0), pressure=Waits(PRESSURE_BUSY), cpu=lambda: 0.0)
    assert many.team(0) == 1  # how many cores the waiting tasks want is unknown: one thread, not seven


def test_a_slow_call_holds_only_when_the_wait_for_a_core_explains_its_lost_time() -> None:
    waits = Waits()
    p, clock = pressured(Load(running=1, avg1=0.0), waits)
    p.record("query", 2, 50, 0.020, waits.total_us)  # the best: 20 ms
    start = waits.total_us
    waits.total_us += 2_000  # 2 ms of waiting during a call that lost 50 ms (a stolen vCPU, a fault)
    p.record("query", 2, 50, 0.070, start)
    assert not p.held() and p.team(0) == 2
    start = waits.total_us
    waits.total_us += 30_000  # 30 ms of waiting: more than half of the 50 ms lost
    p.record("query", 2, 50, 0.070, start)
    assert p.held() and p.team(0) == 1
    clock.now += HOLD_S + 0.01
    assert not p.held()
    start = waits.total_us
    waits.total_us += 40_000  # slow again for the same reason: held twice as long
    p.record("query", 2, 50, 0.080, start)
    clock.now += HOLD_S + 0.01
    assert p.held()
    clock.now += HOLD_S
    assert not p.held()
    p.record("query", 2, 50, 0.075, None)  # no reading at the call's start: every slow call counts
    assert p.held()


def test_a_slow_call_against_the_one_thread_cost_is_judged_by_the_wait_too() -> None:
    waits = Waits()
    p, _ = pressured(Load(running=1, avg1=0.0), waits)
    p.record("query", 1, 50, 0.030)
    start = waits.total_us
    p.record("query", 2, 50, 0.050, start)  # 1.7 times one thread's time, nothing waited: no hold
    assert not p.held()
    p2, _ = pressured(Load(running=1, avg1=0.0), waits)
    p2.record("query", 1, 50, 0.030)
    start = waits.total_us
    waits.total_us += 15_000
    p2.record("query", 2, 50, 0.050, start)  # 15 ms waited of the 20 ms lost against one thread
    assert p2.held()
