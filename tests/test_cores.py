"""The team each encoding takes (issue 14): every usable core on a quiet machine, one thread on a busy
one, read from the runnable count, the 1-minute load average minus this process's own CPU use, and the
calls' own times. A fake clock and load readings: no timing, no sleeps."""

from __future__ import annotations

from pathlib import Path

from kura_server.embed.cores import HOLD_MAX_S, HOLD_S, READ_EVERY_S, SPIN_S, Load, TeamPolicy, read_load, usable_cores


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def policy(load: Load | None, cores: int = 2) -> tuple[TeamPolicy, Clock, list[Load | None]]:
    clock = Clock()
    readings = [load]
    return TeamPolicy(cores, read=lambda: readings[0], clock=clock, cpu=lambda: 0.0), clock, readings


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
    p = TeamPolicy(2, read=lambda: Load(running=1, avg1=1.5), clock=clock, cpu=lambda: cpu[0])
    for _ in range(120):  # two minutes of this process using 1.5 cores
        clock.now += 1
        cpu[0] += 1.5
        p.team(0)
    assert p.team(0) == 2 and p.last.others_avg is not None and p.last.others_avg < 0.5
