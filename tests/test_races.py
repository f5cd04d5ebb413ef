"""Races: a reservation held longer than its lease keeps renewing (and a killed holder loses it);
concurrent review acknowledgements from threads and from processes all land."""

from __future__ import annotations

import json
import os
import queue
import signal
import threading
import time
from pathlib import Path

import pytest
from kill_child import child, readline

from kura_server.distill.journals.base import Position
from kura_server.distill.watermarks import Reservation, Watermarks
from kura_server.errors import KuraError
from kura_server.review import ReviewQueue
from kura_server.store.store import Store

LEASE = 1.0  # seconds: short, so a test outlives it; the keeper renews every third of it
WAIT = 30.0  # seconds: the most any single wait below may take on a loaded machine


def at(value: int) -> Position:
    return Position(unit="byte", value=value)


class Counting(Watermarks):
    """Watermarks that report each renewal (the new expiry) on a queue."""

    def __init__(self, root: Path, **kwargs: float) -> None:
        super().__init__(root, **kwargs)
        self.renewals: queue.Queue[float] = queue.Queue()

    def renew(self, reservation: Reservation) -> Reservation:
        renewed = super().renew(reservation)
        self.renewals.put(renewed.expires)
        return renewed


def keepers(reservation: Reservation) -> list[threading.Thread]:
    return [t for t in threading.enumerate() if t.name == f"kura-lease-{reservation.journal_id}"]


def test_a_reservation_held_longer_than_its_lease_stays_held(tmp_path: Path) -> None:
    journal = tmp_path / "j.jsonl"
    marks = Counting(tmp_path / "store", lease_seconds=LEASE)
    held = marks.reserve(journal)
    assert held is not None and keepers(held)
    while time.time() <= held.expires:  # until the lease first granted has run out, renewal by renewal
        marks.renewals.get(timeout=WAIT)
    assert Watermarks(tmp_path / "store", lease_seconds=LEASE).reserve(journal) is None  # still held
    assert marks.commit(held, at(5)) == at(5)
    assert not keepers(held)  # the commit stopped the renewals
    after = Watermarks(tmp_path / "store", lease_seconds=LEASE).reserve(journal)
    assert after is not None and after.start == at(5)
    Watermarks(tmp_path / "store").release(after)  # any Watermarks of the process stops a keeper
    assert not keepers(after)


def test_a_refused_commit_stops_the_renewals(tmp_path: Path) -> None:
    journal = tmp_path / "j.jsonl"
    marks = Watermarks(tmp_path / "store", lease_seconds=LEASE)
    held = marks.reserve(journal, upto=10)
    assert held is not None
    with pytest.raises(KuraError):
        marks.commit(held, at(11))  # past the stretch's end
    assert not keepers(held)  # the lease is left to lapse (or to be released)
    assert marks.release(held) is True


@pytest.mark.skipif(os.name != "posix", reason="SIGKILL, and dead-process detection by signal 0")
def test_a_holder_killed_with_sigkill_loses_its_reservation(tmp_path: Path) -> None:
    root, journal = tmp_path / "store", tmp_path / "j.jsonl"
    log = tmp_path / "holder.log"
    with child(tmp_path, log, "hold", str(root), str(journal), str(LEASE)) as holder:
        assert holder.stdout is not None
        first = readline(holder.stdout, WAIT)
        assert first.startswith("held "), first + log.read_text()
        expires = float(first.split()[1])
        while time.time() <= expires:  # the child renews past the lease it was granted
            assert readline(holder.stdout, WAIT).startswith("renewed "), log.read_text()
        assert Watermarks(root, lease_seconds=LEASE).reserve(journal) is None
        holder.send_signal(signal.SIGKILL)
        assert holder.wait(timeout=WAIT) == -signal.SIGKILL
    marks = Watermarks(root, lease_seconds=LEASE)
    taken = marks.reserve(journal)  # reclaimed at once: its process is gone
    assert taken is not None and taken.start is None
    assert marks.release(taken)  # (its keeper stops: no thread renews a lease past this test)


def acknowledged(root: Path) -> list[str]:
    return list(json.loads((root / "_review" / "state" / "acknowledged.json").read_text()))


def test_concurrent_acknowledgements_from_threads_all_land(tmp_path: Path) -> None:
    root, threads, each = tmp_path / "store", 6, 25
    barrier = threading.Barrier(threads)

    def run(n: int) -> None:
        review = ReviewQueue(Store("main", root))  # a queue per caller, as separate requests have
        barrier.wait()
        for i in range(each):
            review.acknowledge([f"t{n}-{i}"])

    workers = [threading.Thread(target=run, args=(n,)) for n in range(threads)]
    for w in workers:
        w.start()
    for w in workers:
        w.join()
    assert sorted(acknowledged(root)) == sorted(f"t{n}-{i}" for n in range(threads) for i in range(each))


def test_concurrent_acknowledgements_from_two_processes_all_land(tmp_path: Path) -> None:
    root, each = tmp_path / "store", 60
    log = tmp_path / "ack.log"
    args = [("ack", str(root), f"p{n}", str(each)) for n in range(2)]
    with child(tmp_path, log, *args[0]) as first, child(tmp_path, log, *args[1]) as second:
        for p in (first, second):
            assert p.stdout is not None and readline(p.stdout, WAIT) == "ready\n", log.read_text()
        for p in (first, second):  # both go at once
            assert p.stdin is not None
            p.stdin.write("go\n")
            p.stdin.flush()
        for p in (first, second):
            assert p.wait(timeout=WAIT) == 0, log.read_text()
    assert sorted(acknowledged(root)) == sorted(f"p{n}-{i}" for n in range(2) for i in range(each))
