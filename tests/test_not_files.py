"""A pipe where kura expects a file: refused at once, never waited on.

Opening a FIFO to read blocks until something writes to it, and so does reading it; a FIFO named
``MEMORY.md`` in a store held the store's write lock for ever, so every later write and recall of the
store hung (the CLI, a daemon's requests and its warm-up alike). Every file kura reads in a store, a
journal or an import goes through ``store.paths.open_regular``: a pipe, a socket or a device is
``unsafe_path`` (409), answered at once.
"""

from __future__ import annotations

import os
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from kura_server.embed.hashing import HashEmbedder
from kura_server.errors import KuraError
from kura_server.schemas import RecallRequest, RememberRequest
from kura_server.service import Kura
from kura_server.settings import load_settings
from kura_server.store.paths import open_regular, read_regular, read_regular_text

pytestmark = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs on this platform")

FACT = "The archive lives on the slow disk; the fast NVMe disk is scratch space only."


def answered(fn: Callable[[], Any], fifo: Path) -> BaseException | None:
    """``fn``'s error, asserted to come within 30 s. Should it block on ``fifo`` instead, a writer is
    opened on the pipe (which ends the wait), and the test fails."""
    said: list[BaseException | None] = []

    def call() -> None:
        try:
            fn()
        except BaseException as exc:
            said.append(exc)
        else:
            said.append(None)

    thread = threading.Thread(target=call, daemon=True)
    thread.start()
    thread.join(30)
    if thread.is_alive():
        os.close(os.open(fifo, os.O_WRONLY | os.O_NONBLOCK))  # release the blocked open: the test fails below
        thread.join(30)
        pytest.fail(f"waited on the pipe {fifo.name}")
    return said[0]


def refused(error: BaseException | None, name: str) -> None:
    assert isinstance(error, KuraError), error
    assert (error.code, error.status) == ("unsafe_path", 409)
    assert error.message.startswith(f"{name!r} is not a regular file")


def test_a_pipe_is_refused_and_a_file_read_as_before(tmp_path: Path) -> None:
    fifo, plain = tmp_path / "pipe", tmp_path / "plain.txt"
    os.mkfifo(fifo)
    plain.write_bytes(b"one\r\ntwo\n")
    for read in (open_regular, read_regular, read_regular_text):
        refused(answered(lambda read=read: read(fifo), fifo), "pipe")  # type: ignore[misc]
    assert read_regular(plain) == b"one\r\ntwo\n"
    assert read_regular_text(plain) == plain.read_text(encoding="utf-8") == "one\ntwo\n"  # newlines as open reads
    with pytest.raises(IsADirectoryError):
        read_regular(tmp_path)
    with pytest.raises(FileNotFoundError):
        read_regular(tmp_path / "missing")


def test_a_pipe_named_memory_md_is_refused_by_writes_and_recalls_and_holds_no_lock(kura_home: Path) -> None:
    settings = load_settings(embedder={"kind": "hash"})
    kura = Kura(settings, embedder=HashEmbedder())
    kura.remember(RememberRequest(content=FACT))
    kura.close()
    index_file = settings.store_path("main") / "MEMORY.md"
    index_file.unlink()
    os.mkfifo(index_file)
    kura = Kura(settings, embedder=HashEmbedder())
    try:
        for ask in (
            lambda: kura.remember(RememberRequest(content="Deploys need a green CI run first.")),
            lambda: kura.recall(RecallRequest(question="where does the archive live?")),
            lambda: kura.remember(RememberRequest(content="The tape library is in the basement.")),  # no lock held
        ):
            refused(answered(ask, index_file), "MEMORY.md")
    finally:
        kura.close()


def test_a_pipe_named_as_a_memory_is_not_one(kura_home: Path) -> None:
    settings = load_settings(embedder={"kind": "hash"})
    kura = Kura(settings, embedder=HashEmbedder())
    try:
        slug = kura.remember(RememberRequest(content=FACT)).slug
        fifo = settings.store_path("main") / "piped.md"
        os.mkfifo(fifo)
        refused(answered(lambda: kura.get("piped"), fifo), "piped.md")
        listed = answered(lambda: [m.slug for m in kura.list()], fifo)
        assert listed is None and [m.slug for m in kura.list()] == [slug]  # the scan leaves it out
        assert [m.slug for m in kura.recall(RecallRequest(question="where does the archive live?")).memories] == [slug]
    finally:
        kura.close()


def test_doctor_lists_what_is_not_a_regular_file_and_reads_nothing_through_it(kura_home: Path) -> None:
    settings = load_settings(embedder={"kind": "hash"})
    kura = Kura(settings, embedder=HashEmbedder())
    kura.remember(RememberRequest(content=FACT))
    kura.close()
    root = settings.store_path("main")
    (root / "MEMORY.md").unlink()
    os.mkfifo(root / "MEMORY.md")
    (root / "_review").mkdir(exist_ok=True)
    os.mkfifo(root / "_review" / "stuck.json")
    kura = Kura(settings, embedder=HashEmbedder())
    try:
        assert answered(kura.doctor, root / "MEMORY.md") is None  # answered at once, and not with an error
        report = kura.doctor()
        assert not report.ok
        assert [(p.code, p.path) for p in report.problems] == [
            ("unsafe_path", "MEMORY.md"),
            ("unsafe_path", "_review/stuck.json"),
        ]
        assert "not a regular file" in report.problems[0].message
    finally:
        kura.close()
