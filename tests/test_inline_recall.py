"""A recall alone runs on the event loop itself (``surfaces/threads.recalling``), and nothing it would wait
for is waited for there (``kura_server/waits.py``): such a recall goes to a worker thread, as every recall
did before, and the loop keeps answering."""

from __future__ import annotations

import functools
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

import anyio
import pytest
from daemon import in_process

from kura_server import waits
from kura_server.embed.hashing import HashEmbedder
from kura_server.embed.turns import EncoderTurns
from kura_server.schemas import RecallRequest, RememberRequest
from kura_server.service import Kura
from kura_server.settings import Settings, load_settings
from kura_server.surfaces import observe
from kura_server.surfaces.app import create_app

pytestmark = pytest.mark.anyio


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"  # the daemon's loop (uvicorn's)


FACT = "The nightly backup goes to the slow disk in the basement rack."
QUESTION = "where does the nightly backup go?"


class Threads:
    """Wraps a service call: records the thread each call ran on."""

    def __init__(self, call: Callable[..., Any]) -> None:
        self.call = call
        self.seen: list[int] = []

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        self.seen.append(threading.get_ident())
        return self.call(*args, **kwargs)


@pytest.fixture(autouse=True)
def idle_at_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every request here comes to an idle app (the tests' requests follow one another within the
    milliseconds a burst's do: ``test_a_request_of_a_burst_is_not_run_on_the_loop`` keeps the rule)."""
    monkeypatch.setattr(observe, "QUIET_S", 0.0)


async def warmed(app: Any) -> None:
    """The app's warm-up done (it opens the stores in a thread of its own, which a recall would wait for)."""
    await anyio.to_thread.run_sync(app.state.warmup.join, 30)


def recalled(body: dict[str, Any]) -> list[str]:
    return [m["slug"] for m in body["memories"]]


async def test_a_recall_alone_runs_on_the_event_loop(settings: Settings) -> None:
    kura = Kura(settings, embedder=HashEmbedder())
    kura.remember(RememberRequest(content=FACT))
    app = create_app(settings, kura=kura)
    async with in_process(app) as client:
        await warmed(app)
        for route in ("recall", "context"):
            spy = Threads(getattr(kura, route))
            setattr(kura, route, spy)
            body = {"question": QUESTION} if route == "recall" else {"query": QUESTION}
            r = await client.post(f"/{route}", json=body)
            assert r.status_code == 200, r.text
            assert spy.seen == [threading.get_ident()], route  # this test's thread is the event loop's
    kura.close()


async def test_a_recall_beside_another_request_runs_in_a_worker_thread(settings: Settings) -> None:
    kura = Kura(settings, embedder=HashEmbedder())
    kura.remember(RememberRequest(content=FACT))
    entered, leave = threading.Event(), threading.Event()
    remember = kura.remember

    def slow_remember(*args: Any, **kwargs: Any) -> Any:
        entered.set()
        leave.wait(timeout=30)
        return remember(*args, **kwargs)

    kura.remember = slow_remember  # type: ignore[method-assign]
    spy = Threads(kura.recall)
    kura.recall = spy  # type: ignore[method-assign]
    app = create_app(settings, kura=kura)
    async with in_process(app) as client:
        await warmed(app)
        async with anyio.create_task_group() as tg:
            tg.start_soon(functools.partial(client.post, "/remember", json={"content": "The spare keys hang there."}))
            await anyio.to_thread.run_sync(entered.wait, 30)  # the remember is in its worker thread
            r = await client.post("/recall", json={"question": QUESTION})
            leave.set()
        assert r.status_code == 200 and recalled(r.json())[0] == "nightly-backup-goes"
        assert len(spy.seen) == 1 and spy.seen[0] != threading.get_ident()
    kura.close()


async def test_a_request_of_a_burst_is_not_run_on_the_loop(settings: Settings, monkeypatch: pytest.MonkeyPatch) -> None:
    """A request that comes less than ``QUIET_S`` after the app last had something in hand is one of a burst
    (under load, clients queue while the loop runs a recall): it goes to a worker thread, so a burst is spread
    over the threads rather than run one recall after another on the loop."""
    kura = Kura(settings, embedder=HashEmbedder())
    kura.remember(RememberRequest(content=FACT))
    spy = Threads(kura.recall)
    kura.recall = spy  # type: ignore[method-assign]
    app = create_app(settings, kura=kura)
    async with in_process(app) as client:
        await warmed(app)
        await client.post("/recall", json={"question": QUESTION})
        assert spy.seen == [threading.get_ident()]
        monkeypatch.setattr(observe, "QUIET_S", 3600.0)
        await client.post("/recall", json={"question": QUESTION})
        assert len(spy.seen) == 2 and spy.seen[1] != threading.get_ident()
    kura.close()


@contextmanager
def held(lock_of: Callable[[], Any]) -> Iterator[threading.Event]:
    """``lock_of()``'s lock held by another thread until the yielded event is set."""
    taken, release = threading.Event(), threading.Event()

    def hold() -> None:
        with lock_of():
            taken.set()
            release.wait(timeout=30)

    thread = threading.Thread(target=hold)
    thread.start()
    assert taken.wait(timeout=10)
    try:
        yield release
    finally:
        release.set()
        thread.join(timeout=30)


async def test_a_recall_that_must_wait_waits_in_a_worker_thread_while_the_loop_answers(settings: Settings) -> None:
    """Another process wrote a memory into the store (the folder changed: the index must be synced, under
    the write lock) while a long write holds that lock: the recall waits for it in a worker thread, and
    the event loop answers ``/health`` meanwhile. Run on the loop, it would have frozen the daemon."""
    kura = Kura(settings, embedder=HashEmbedder())
    kura.remember(RememberRequest(content=FACT))
    loop = threading.get_ident()
    in_worker = threading.Event()
    recall = kura.recall
    seen: list[int] = []

    def spy(*args: Any, **kwargs: Any) -> Any:
        seen.append(threading.get_ident())
        if threading.get_ident() != loop:
            in_worker.set()
        return recall(*args, **kwargs)

    kura.recall = spy  # type: ignore[method-assign]
    app = create_app(settings, kura=kura)
    async with in_process(app) as client:
        await warmed(app)
        await client.post("/recall", json={"question": QUESTION})
        assert seen == [loop]
        eng = kura.engines.open()
        (eng.store.root / "spare-keys.md").write_text(
            "---\ntitle: Spare keys\ndescription: The spare keys hang in the server room.\ntype: project\n---\n"
            "The spare keys hang in the server room.\n",
            encoding="utf-8",
        )
        answers: dict[str, Any] = {}

        async def ask() -> None:
            answers["recall"] = await client.post("/recall", json={"question": "where are the spare keys?"})

        with held(eng.store.write_lock) as release:
            async with anyio.create_task_group() as tg:
                tg.start_soon(ask)
                # on the loop, the recall would hold it here until the lock's holder gave up (30 s)
                assert await anyio.to_thread.run_sync(in_worker.wait, 10)
                with anyio.fail_after(10):
                    health = await client.get("/health")
                assert health.status_code == 200 and "recall" not in answers
                release.set()
        r = answers["recall"]
        assert r.status_code == 200 and "spare-keys" in recalled(r.json())
        assert seen[1:] == [loop, seen[-1]] and seen[-1] != loop  # tried here, refused before waiting; then away
    kura.close()


def test_where_waiting_is_forbidden_each_wait_of_the_read_path_is_refused(settings: Settings) -> None:
    """Each point of a recall that could wait raises ``WouldWait`` (naming it) before it has changed
    anything, where waiting is forbidden; outside, the same calls answer."""
    turns = EncoderTurns(1)

    class Encoder(HashEmbedder):
        def __init__(self) -> None:
            super().__init__()
            self.turns = turns

    kura = Kura(settings, embedder=Encoder())
    ask = RecallRequest(question=QUESTION)
    with waits.forbidden(), pytest.raises(waits.WouldWait) as refused:
        kura.recall(ask)
    assert refused.value.what == "store 'main''s first opening"
    kura.engines.open()
    with waits.forbidden(), pytest.raises(waits.WouldWait) as refused:
        kura.recall(ask)
    assert refused.value.what == "store 'main''s index opening"
    kura.remember(RememberRequest(content=FACT))
    kura.recall(ask)  # open, in step, warm
    with waits.forbidden():
        assert recalled(kura.recall(ask).model_dump())[0] == "nightly-backup-goes"

    with turns.turn(urgent=False), waits.forbidden(), pytest.raises(waits.WouldWait) as refused:
        kura.recall(ask)  # another call's encoding holds the encoder
    assert refused.value.what == "the encoder"

    long = RecallRequest(question=" ".join([QUESTION] * 8))  # 271 characters: long work, not a lone recall's
    with waits.forbidden(), pytest.raises(waits.WouldWait) as refused:
        kura.recall(long)
    assert refused.value.what == "a long question's encoding (271 characters)"

    eng = kura.engines.open()
    (eng.store.root / "spare-keys.md").write_text("---\ntitle: Spare keys\n---\nThe keys hang in the hall.\n")
    with waits.forbidden(), pytest.raises(waits.WouldWait) as refused:
        kura.recall(ask)
    assert refused.value.what == "store 'main''s sync"
    kura.recall(ask)  # synced in a place that may wait

    with held(lambda: kura.engines._lock), waits.forbidden(), pytest.raises(waits.WouldWait) as refused:
        kura.recall(ask)
    assert refused.value.what == "the stores' table"
    kura.close()

    fresh = Kura(settings)  # the configured embedder, not loaded yet
    with waits.forbidden(), pytest.raises(waits.WouldWait) as refused:
        fresh.engines.embedder  # noqa: B018
    assert refused.value.what == "the embedder's load"
    fresh.close()


def test_a_recall_that_asks_the_thinker_never_runs_where_it_may_not_wait(kura_home: Any) -> None:
    settings = load_settings(embedder={"kind": "hash"}, models={"thinker": {"url": "http://127.0.0.1:9", "model": "m"}})
    kura = Kura(settings, embedder=HashEmbedder())
    with waits.forbidden(), pytest.raises(waits.WouldWait) as refused:
        kura.recall(RecallRequest(question=QUESTION))
    assert refused.value.what == "the thinker"
    kura.close()


def test_holding_refuses_a_held_lock_only_where_waiting_is_forbidden() -> None:
    lock = threading.Lock()
    with waits.holding(lock, "it"):
        assert lock.locked()
    assert not lock.locked()
    with held(lambda: lock):
        with waits.forbidden(), pytest.raises(waits.WouldWait, match="it"), waits.holding(lock, "it"):
            pass
        waits.check("nothing")  # outside: no refusal
    with waits.forbidden(), waits.holding(lock, "it"):  # free: taken at once
        assert lock.locked()
