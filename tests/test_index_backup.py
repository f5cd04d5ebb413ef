"""Index copies and putting one back under readers: no thread's connection is closed under it, and each
query sees the old pages or the new ones, never a mix."""

from __future__ import annotations

import threading
from pathlib import Path

import numpy as np

from kura_server.embed.hashing import HashEmbedder
from kura_server.index.backup import copy_index, replace_from
from kura_server.index.db import ThreadConnections
from kura_server.index.index import Index, IndexedState
from kura_server.store.memory import Memory

EMB = HashEmbedder()


def _index(path: Path, texts: list[str]) -> Index:
    index = Index(path, embedder_id=EMB.id, dim=EMB.dim)
    index.reset()
    mems = [Memory(slug=f"m{i}", title=f"Memory {i}", trigger=t[:40], body=t) for i, t in enumerate(texts)]
    index.upsert([(m, IndexedState(1, 1, f"sha{i}")) for i, m in enumerate(mems)], EMB.passage(texts), None)
    return index


def test_a_connection_in_use_is_never_closed_by_another_thread(tmp_path: Path) -> None:
    conns = ThreadConnections(tmp_path / "x.sqlite")
    got, closed, go_on = threading.Event(), threading.Event(), threading.Event()
    seen: list[object] = []

    def reader() -> None:
        first = conns.get()
        seen.append(first)
        got.set()
        closed.wait(10)
        seen.append(first.execute("SELECT 1").fetchone()[0])  # still open: it was only retired
        seen.append(conns.get())  # the next use gets a fresh connection
        go_on.set()

    thread = threading.Thread(target=reader)
    thread.start()
    got.wait(10)
    mine = conns.get()
    conns.close()
    closed.set()
    go_on.wait(10)
    thread.join(10)
    assert seen[1] == 1 and seen[2] is not seen[0]
    assert conns.get() is not mine  # the caller's own connection was closed and is reopened
    conns.close()  # the reader's thread has ended: its connection is closed now, not leaked


def test_replacing_an_index_under_readers(tmp_path: Path) -> None:
    old_texts = [f"the old fact number {i} about the archive disk" for i in range(30)]
    new_texts = [f"a new fact number {i} about the tape library" for i in range(12)]
    live = _index(tmp_path / "live" / "index.sqlite", old_texts)
    copy_old, copy_new = tmp_path / "old.sqlite", tmp_path / "new.sqlite"
    copy_index(live, copy_old)
    other = _index(tmp_path / "other.sqlite", new_texts)
    copy_index(other, copy_new)
    other.close()
    stop, started = threading.Event(), threading.Barrier(4)
    failures: list[str] = []
    counts: set[int] = set()
    query = EMB.query(["archive disk tape library"])[0]

    def reader() -> None:
        started.wait()
        while not stop.is_set():
            try:
                n = live.count()
                hits = live.search_dense(query, 5, None)
                live.search_fts("archive tape", 5, None)
                rows = live.rows([rid for rid, _ in hits])
            except Exception as exc:  # noqa: BLE001 - reported below
                failures.append(f"{type(exc).__name__}: {exc}")
                return
            counts.add(n)
            if len(rows) > len(hits):
                failures.append("more rows than hits")

    threads = [threading.Thread(target=reader) for _ in range(3)]
    for thread in threads:
        thread.start()
    started.wait()
    try:
        for i in range(10):
            replace_from(live, copy_new if i % 2 == 0 else copy_old)
    finally:
        stop.set()
        for thread in threads:
            thread.join(30)
    assert failures == []
    assert counts <= {30, 12} and counts
    assert live.count() == 30 and live.needs_rebuild() is None  # the last copy put back was the old one
    replace_from(live, copy_new)
    assert live.count() == 12 and {r.slug for r in live.rows(list(range(1, 40))).values()} == {
        f"m{i}" for i in range(12)
    }
    assert np.isclose(live.search_dense(EMB.query([new_texts[3]])[0], 1, None)[0][1], 1.0, atol=1e-5)
    live.close()


def test_connections_of_ended_threads_do_not_pile_up(tmp_path: Path) -> None:
    conns = ThreadConnections(tmp_path / "x.sqlite")
    for _ in range(5):
        thread = threading.Thread(target=conns.get)
        thread.start()
        thread.join(10)
    conns.get()  # opening one sweeps the connections of the threads that ended
    assert len(conns._open) == 1
    conns.close()
    assert conns._open == {}
