"""The shared model's cores handed out per call, questions first (issue 13, finding 4; issue 14): one
store's rebuild encodes in short runs, and another store's recall waiting for the model goes before the
next run; on a budget of two cores two calls run side by side, one thread each, and the threads in
flight never exceed the cores. Ordering is read from the budget's own record of the turns it gave,
never from timings. A budget of one core is one call at a time (the tests of the ordering use it)."""

from __future__ import annotations

import threading
from pathlib import Path

import pytest

from kura_server.embed.turns import BURST, EncoderTurns
from kura_server.schemas import RecallRequest, RememberRequest
from kura_server.service import Kura
from kura_server.settings import load_settings

WAIT = 120.0  # seconds: a bound on a hang, never a pace


def hold(turns: EncoderTurns, urgent: bool, name: str, given: list[str], lock: threading.Lock) -> threading.Thread:
    def run() -> None:
        with turns.turn(urgent=urgent), lock:
            given.append(name)

    thread = threading.Thread(target=run, name=name)
    thread.start()
    return thread


def test_a_waiting_question_goes_before_waiting_passages_and_each_kind_in_turn() -> None:
    turns = EncoderTurns()
    given: list[str] = []
    lock = threading.Lock()
    threads = []
    with turns.turn(urgent=False):  # a long passage run holds the model (the one core)
        for n, (name, urgent) in enumerate([("p1", False), ("p2", False), ("q1", True), ("q2", True)]):
            threads.append(hold(turns, urgent, name, given, lock))
            queued = n + 1
            assert turns.wait_until(lambda c, q=queued: c.waiting_queries + c.waiting_passages == q, WAIT)
    for thread in threads:
        thread.join(WAIT)
    assert given == ["q1", "q2", "p1", "p2"]
    assert turns.order() == ["passage", "query", "query", "passage", "passage"]
    counts = turns.counts()
    assert (counts.queries, counts.passages, counts.waiting_queries, counts.waiting_passages) == (2, 3, 0, 0)


def test_a_stream_of_questions_lets_a_waiting_passage_through_after_a_burst() -> None:
    turns = EncoderTurns()
    given: list[str] = []
    lock = threading.Lock()
    threads = []
    with turns.turn(urgent=False):
        threads.append(hold(turns, False, "write", given, lock))
        assert turns.wait_until(lambda c: c.waiting_passages == 1, WAIT)
        for n in range(BURST + 2):
            threads.append(hold(turns, True, f"q{n}", given, lock))
            assert turns.wait_until(lambda c, q=n + 1: c.waiting_queries == q, WAIT)
    for thread in threads:
        thread.join(WAIT)
    assert given == [*(f"q{n}" for n in range(BURST)), "write", *(f"q{n}" for n in range(BURST, BURST + 2))]


def test_a_thread_that_asks_again_queues_behind_the_others() -> None:
    turns = EncoderTurns()
    given: list[str] = []
    lock = threading.Lock()
    with turns.turn(urgent=False):
        other = hold(turns, False, "other", given, lock)
        assert turns.wait_until(lambda c: c.waiting_passages == 1, WAIT)
    with turns.turn(urgent=False), lock:  # the rebuild's next run: behind the one that was waiting
        given.append("again")
    other.join(WAIT)
    assert given == ["other", "again"]


def test_a_lone_call_takes_the_team_it_wants_and_concurrent_calls_one_thread_each() -> None:
    wanted: list[int] = []

    def want(in_flight: int) -> int:
        wanted.append(in_flight)
        return 2

    turns = EncoderTurns(2, want=want)
    with turns.turn(urgent=True) as team:
        assert team == 2 and turns.counts().threads == 2  # alone: every core
    assert wanted == [0]
    given: list[str] = []
    lock = threading.Lock()
    with turns.turn(urgent=False) as first:  # both cores held: the next call waits for them
        waiting = hold(turns, True, "q", given, lock)
        assert turns.wait_until(lambda c: c.waiting_queries == 1, WAIT) and first == 2
        assert not given
    waiting.join(WAIT)
    assert given == ["q"] and wanted == [0, 0, 0]
    assert turns.counts().peak_threads == 2


def test_a_busy_machine_gives_a_lone_call_one_thread() -> None:
    turns = EncoderTurns(2, want=lambda in_flight: 1)
    with turns.turn(urgent=True) as team, turns.turn(urgent=True) as other:
        assert (team, other) == (1, 1)  # the second one did not wait: a core was free


def test_calls_waiting_behind_one_take_a_thread_each_and_never_more_threads_than_cores() -> None:
    """Sixteen concurrent questions on two cores: the first alone takes both; those queued behind it
    then run two at a time, one thread each; the threads held never exceed the cores."""
    turns = EncoderTurns(2)
    teams: list[int] = []
    both = threading.Barrier(2, timeout=WAIT)  # two of them in flight at once, at least once
    met = threading.Event()
    lock = threading.Lock()

    def ask() -> None:
        with turns.turn(urgent=True) as team:
            with lock:
                teams.append(team)
            if team == 1 and not met.is_set():
                try:
                    both.wait()
                    met.set()
                except threading.BrokenBarrierError:
                    pass

    with turns.turn(urgent=False) as held:
        assert held == 2
        threads = [threading.Thread(target=ask) for _ in range(16)]
        for thread in threads:
            thread.start()
        assert turns.wait_until(lambda c: c.waiting_queries == 16, WAIT)
    for thread in threads:
        thread.join(WAIT)
    assert met.is_set(), "two single-thread encodings never ran side by side"
    assert len(teams) == 16 and teams.count(1) >= 15  # the last one may find itself alone
    assert turns.counts().peak_threads == 2


def test_on_two_cores_a_waiting_question_still_goes_before_waiting_passages() -> None:
    turns = EncoderTurns(2)
    given: list[str] = []
    lock = threading.Lock()
    with turns.turn(urgent=False) as held:  # alone: both cores
        assert held == 2
        threads = []
        for n, (name, urgent) in enumerate([("p1", False), ("p2", False), ("q1", True)]):
            threads.append(hold(turns, urgent, name, given, lock))
            assert turns.wait_until(lambda c, q=n + 1: c.waiting_queries + c.waiting_passages == q, WAIT)
    for thread in threads:
        thread.join(WAIT)
    assert turns.order() == ["passage", "query", "passage", "passage"]  # the question got the first core freed
    assert turns.counts().peak_threads == 2


@pytest.mark.model
def test_a_rebuild_of_one_store_lets_a_recall_on_another_go_first(
    kura_home: Path, e5, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A real rebuild of store ``a`` (the default embedder, fifty memories written by hand) and a recall on store
    ``b``: while a passage run holds the model, both wait; the recall's question is served first."""
    settings = load_settings(stores={"a": {}, "b": {}}, default_store="b")
    kura = Kura(settings, embedder=e5)
    monkeypatch.setattr(e5, "turns", EncoderTurns(1))  # one core: every call waits for the one in flight
    try:
        kura.remember(RememberRequest(content="The boiler in the basement is serviced every October."), store="b")
        root = kura.engine("a").store.root
        root.mkdir(parents=True, exist_ok=True)
        for n in range(50):
            (root / f"relay-{n}.md").write_text(f"The relay on rack {n} is labelled R{n} and trips at {n + 10} amps.\n")
        turns = e5.turns
        results: dict[str, object] = {}

        def rebuild() -> None:
            results["rebuild"] = kura.rebuild(store="a")

        def recall() -> None:
            results["recall"] = kura.recall(RecallRequest(question="when is the basement boiler serviced?"), store="b")

        with turns.turn(urgent=False):  # a passage run holds the one core: the rebuild and the recall queue behind it
            before = turns.counts().queries + turns.counts().passages  # ours included
            rebuilding = threading.Thread(target=rebuild, name="rebuild-a")
            rebuilding.start()
            assert turns.wait_until(lambda c: c.waiting_passages == 1, WAIT), "the rebuild never asked for the model"
            recalling = threading.Thread(target=recall, name="recall-b")
            recalling.start()
            assert turns.wait_until(lambda c: c.waiting_queries == 1, WAIT), "the recall never asked for the model"
        recalling.join(WAIT)
        after_recall = turns.counts()
        assert rebuilding.is_alive(), "the rebuild finished before the recall: the recall waited for it"
        rebuilding.join(WAIT * 5)
        done = turns.counts()
        since = done.queries + done.passages - before
        assert 0 < since <= 64, since  # the record keeps the last 64 turns
        given = turns.order()[-since:]
        assert given[0] == "query", given  # after our run: the recall's question, before the rebuild's runs
        assert given.count("passage") >= 8  # the rebuild ran in short runs (e5-int8: a text a run)
        assert after_recall.passages < done.passages  # and kept encoding after the recall
        assert "boiler" in results["recall"].memories[0].slug  # type: ignore[attr-defined]
        assert results["rebuild"].memories == 50  # type: ignore[attr-defined]
    finally:
        kura.close()
