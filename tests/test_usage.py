"""Recall counts: a recall writes nothing; its bumps are written in batches, before any read of the
counts, and at close. A crash loses only the bumps not yet written."""

from __future__ import annotations

import threading
from pathlib import Path

from kura_server.index.usage import Usage


def test_bumps_wait_in_memory_and_reads_see_them(tmp_path: Path) -> None:
    path = tmp_path / "usage.sqlite"
    usage = Usage(path, flush_s=3600)
    other = Usage(path)  # another process's view of the same file
    try:
        usage.bump(["a", "b"])
        usage.bump(["a"])
        assert other.count("a") == 0  # nothing written by a recall
        assert usage.count("a") == 2 and usage.count("b") == 1  # this process reads its own bumps
        assert other.count("a") == 2  # the read wrote them, in one batch
        usage.bump(["b"])
        assert usage.top(5) == [("a", 2), ("b", 2)]
    finally:
        usage.close()
        other.close()


def test_close_writes_the_pending_bumps_and_forget_drops_them(tmp_path: Path) -> None:
    path = tmp_path / "usage.sqlite"
    usage = Usage(path, flush_s=3600)
    usage.bump(["kept", "gone"])
    usage.forget("gone")
    usage.close()
    reopened = Usage(path)
    assert reopened.count("kept") == 1 and reopened.count("gone") == 0
    reopened.close()


def test_the_timer_writes_them_without_any_read(tmp_path: Path) -> None:
    path = tmp_path / "usage.sqlite"
    usage = Usage(path, flush_s=0.01)
    written = threading.Event()
    real = usage.flush

    def flush() -> None:
        real()
        written.set()

    usage.flush = flush  # type: ignore[method-assign]  # observe the timer's flush
    usage.bump(["x"])
    assert written.wait(30)
    other = Usage(path)
    assert other.count("x") == 1
    other.close()
    usage.close()


def test_a_crash_loses_only_the_unwritten_bumps(tmp_path: Path) -> None:
    path = tmp_path / "usage.sqlite"
    usage = Usage(path, flush_s=3600)
    usage.bump(["m"])
    usage.flush()
    usage.bump(["m"])  # never written: the process "dies" here (no close, no flush)
    survivor = Usage(path)
    assert survivor.count("m") == 1
    survivor.close()
    assert usage._timer is not None
    usage._timer.cancel()  # the dead process's timer went with it
