"""A rebuild is put in place whole, and one done elsewhere is seen.

A rebuild fills a fresh file beside the index and swaps it in at the end (``Index.rebuilding``): a
recall during it (another thread of the same daemon) answers from the old index, whole; one that fails
half-way leaves the index as it was. A daemon notices another process's rebuild although it changes no
file of the store folder (the index's generation), and one for another embedder is rebuilt for the
daemon's own, never read with its dimension. (A rebuild killed half-way in another process:
``tests/test_kills.py``.) Real files, real SQLite, the hash embedder; "another process" is a second
service on the same store, as a ``kura`` command beside the daemon is.
"""

from __future__ import annotations

import threading
from pathlib import Path

import pytest

from kura_server.embed.hashing import HashEmbedder
from kura_server.index import indexer
from kura_server.schemas import RecallRequest, RememberRequest
from kura_server.service import Kura
from kura_server.settings import Settings

N = 40  # more than one batch (indexer.BATCH)


def facts(root: Path, n: int = N) -> None:
    """``n`` memory files written by hand, each with a word no other holds."""
    root.mkdir(parents=True, exist_ok=True)
    for i in range(n):
        (root / f"fact-{i:02d}.md").write_text(
            f"---\ntitle: Fact {i:02d}\ndescription: fact number {i:02d}\ntype: project\n---\n"
            f"Unusual word zq{i:02d}x marks fact {i:02d}.\n"
        )


def findable(kura: Kura) -> tuple[int, bool]:
    """(how many of the facts a recall of their own word finds, whether any answer was degraded)."""
    found, degraded = 0, False
    for i in range(N):
        r = kura.recall(RecallRequest(question=f"zq{i:02d}x", k=3))
        found += f"fact-{i:02d}" in [m.slug for m in r.memories]
        degraded = degraded or r.degraded
    return found, degraded


def test_a_recall_during_a_rebuild_answers_from_the_whole_index(kura: Kura, monkeypatch: pytest.MonkeyPatch) -> None:
    facts(kura.engine("main").store.root)
    assert findable(kura) == (N, False)
    real = indexer.index_memories
    seen: list[tuple[int, bool]] = []

    def first_batch_then_a_recall(*args: object, **kwargs: object) -> None:
        real(*args, **kwargs)  # type: ignore[arg-type]
        if not seen:  # after the first batch: another request's recall, answered now
            reader = threading.Thread(target=lambda: seen.append(findable(kura)))
            reader.start()
            reader.join(60)

    monkeypatch.setattr(indexer, "index_memories", first_batch_then_a_recall)
    assert kura.rebuild().memories == N
    assert seen == [(N, False)]
    assert findable(kura) == (N, False)
    assert not list((kura.engine("main").store.root / "_index").glob("index.sqlite.new*"))  # swapped in, gone


def test_a_rebuild_that_fails_half_way_leaves_the_index_as_it_was(kura: Kura, monkeypatch: pytest.MonkeyPatch) -> None:
    facts(kura.engine("main").store.root)
    assert findable(kura) == (N, False)
    real = indexer.index_memories
    batches: list[int] = []

    def failing_second_batch(*args: object, **kwargs: object) -> None:
        batches.append(1)
        if len(batches) == 2:
            raise OSError("the encoder died")
        real(*args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(indexer, "index_memories", failing_second_batch)
    with pytest.raises(OSError):
        kura.rebuild()
    monkeypatch.setattr(indexer, "index_memories", real)
    assert findable(kura) == (N, False)
    assert not list((kura.engine("main").store.root / "_index").glob("index.sqlite.new*"))


class OtherModel(HashEmbedder):
    """Another embedder of the same dimension: its vectors are of another space."""

    id = "hash-other"


@pytest.mark.parametrize("other", [HashEmbedder(dim=32), OtherModel()], ids=["another-dim", "same-dim"])
def test_a_rebuild_for_another_embedder_in_another_process_is_rebuilt_for_the_daemon_s(
    settings: Settings, other: HashEmbedder
) -> None:
    """The person switched the embedder in the config and ran a command before restarting the daemon:
    that command rebuilds the index for its embedder. The daemon's next recall and write see it (no
    file of the store folder changed) and rebuild it for the daemon's own, as its open would."""
    daemon = Kura(settings, embedder=HashEmbedder())
    beside = Kura(settings, embedder=other)
    try:
        archive = daemon.remember(RememberRequest(content="I keep the archive on the slow disk, never the fast one."))
        daemon.remember(RememberRequest(content="My cat is named Biscuit and she is orange."))
        assert daemon.recall(RecallRequest(question="where is the archive")).memories  # its vectors loaded
        assert beside.rebuild().memories == 2
        found = daemon.recall(RecallRequest(question="where is the archive kept"))
        assert (found.how, found.degraded) == ("hybrid", False)
        assert found.memories[0].slug == archive.slug
        assert daemon.remember(RememberRequest(content="The deploy key lives in the team vault.")).action == "ADD"
        meta = dict(daemon.engine("main").index.conn.execute("SELECT key, value FROM meta").fetchall())
        assert (meta["embedder"], meta["dim"]) == (HashEmbedder().id, str(HashEmbedder().dim))
        assert daemon.engine("main").index.count() == 3
    finally:
        beside.close()
        daemon.close()
