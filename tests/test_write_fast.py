"""A manual write at speed (issue 14): the embedder reads a memory's words once — a derived trigger
repeats the body's first sentence and is not encoded twice — a rebuild stores the vector the write did,
the encoding runs before the store's write lock (another write does not wait for it), and a new
memory's ``MEMORY.md`` is its old bytes copied in the kernel plus the line: the same bytes as before,
whether the kernel copies, cannot, or comes up short, and a full disk there undoes the write."""

from __future__ import annotations

import errno
import os
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from kura_server import errors
from kura_server.embed.hashing import HashEmbedder
from kura_server.schemas import RememberRequest
from kura_server.service import Kura
from kura_server.settings import Settings
from kura_server.store import store as store_module
from kura_server.store.memory import derive_title, derive_trigger, embed_text, search_text

FACT = "The staging database is pg-staging-2 on port 5433 behind the bastion."
LONG = (
    "The nightly export of the billing ledger runs from the reporting replica in the second rack at two in "
    "the morning, and its files go to the cold bucket. Nobody reads them before the audit."
)


@pytest.mark.parametrize("body", [FACT, LONG, "Deploys\n  freeze   on Fridays. After noon, nothing ships at all."])
def test_a_derived_trigger_is_not_encoded_again(body: str) -> None:
    title, trigger = derive_title(body), derive_trigger(body)
    assert trigger in search_text(title, trigger, body)  # retrieval's text keeps it
    assert embed_text(title, trigger, body) == f"{title}\n{body}"  # the title stays


def test_a_trigger_that_says_more_is_encoded() -> None:
    assert embed_text("Staging DB", derive_trigger(FACT), FACT) == f"Staging DB\n{FACT}"
    for trigger in ["when connecting to staging", "The stag"]:  # a prefix that ends inside a word says more
        assert embed_text(derive_title(FACT), trigger, FACT) == search_text(derive_title(FACT), trigger, FACT)
    assert embed_text("", "", FACT) == FACT


def test_the_write_stores_the_vector_a_rebuild_computes(kura: Kura) -> None:
    slugs = [
        kura.remember(RememberRequest(content=FACT)).slug,
        kura.remember(RememberRequest(content=LONG, title="Billing export", description="when the ledger moves")).slug,
    ]
    eng = kura.engine("main")
    ids, _, written = eng.index.dense_vectors()
    mem = eng.store.read(slugs[0])
    once = f"{derive_title(FACT)}\n{FACT}"
    assert mem.embed_text() == once
    assert np.allclose(written[ids.index(slugs[0])], HashEmbedder().passage([once])[0], atol=1e-6)
    kura.rebuild(store="main")
    ids_after, _, rebuilt = eng.index.dense_vectors()
    for slug in slugs:
        assert np.allclose(written[ids.index(slug)], rebuilt[ids_after.index(slug)], atol=1e-6)


class _Held(HashEmbedder):
    """The hash embedder, holding the encoding of a text holding ``text`` until released."""

    def __init__(self, text: str) -> None:
        super().__init__()
        self.text, self.encoding, self.release = text, threading.Event(), threading.Event()

    def passage(self, texts: list[str]) -> np.ndarray:
        if any(self.text in text for text in texts):
            self.encoding.set()
            assert self.release.wait(30), "never released"
        return super().passage(texts)


@pytest.fixture
def held(settings: Settings) -> Iterator[tuple[Kura, _Held]]:
    embedder = _Held(LONG)
    service = Kura(settings, embedder=embedder)
    service.remember(RememberRequest(content="The first memory opens the index before the race."))
    yield service, embedder
    embedder.release.set()
    service.close()


def test_a_write_does_not_wait_for_another_s_encoding(held: tuple[Kura, _Held]) -> None:
    kura, embedder = held
    slow: list[str] = []
    first = threading.Thread(target=lambda: slow.append(kura.remember(RememberRequest(content=LONG)).action))
    first.start()
    assert embedder.encoding.wait(30)
    fast: list[str] = []
    second = threading.Thread(target=lambda: fast.append(kura.remember(RememberRequest(content=FACT)).action))
    second.start()
    second.join(30)  # while the first one is encoding (under the lock, it would wait for the release)
    done_while_held = fast == ["ADD"]
    embedder.release.set()
    second.join(30)
    assert done_while_held
    first.join(30)
    assert slow == ["ADD"]
    assert {e.slug for e in kura.engine("main").store.index_entries()} == set(kura.engine("main").store.slugs())


# -- MEMORY.md: the old bytes, then the line ----------------------------------------------------------

_REAL_COPY = getattr(os, "copy_file_range", None)
TAILS = [
    b"# Memory index\n\n- [Old](old-one.md) \xe2\x80\x94 kept as written\n",
    b"# Memory index\n\n- [Old](old-one.md) \xe2\x80\x94 no newline at the end",
    b"# Notes of a host\r\n\tindented, CRLF\r\n- [Old](old-one.md)\n\n\n",
]


def _remember_over(kura: Kura, before: bytes) -> tuple[bytes, bytes]:
    """MEMORY.md set to ``before``, then one new memory: (what the old rule writes, what is on disk)."""
    path = kura.engine("main").store.index_path()
    path.write_bytes(before)
    slug = kura.remember(RememberRequest(content=FACT)).slug
    line = kura.engine("main").store.read(slug).index_line().encode()
    return before.rstrip(b"\n") + b"\n" + line + b"\n", path.read_bytes()


@pytest.mark.parametrize("before", TAILS)
def test_a_new_line_makes_the_bytes_the_whole_rewrite_made(
    kura: Kura, monkeypatch: pytest.MonkeyPatch, before: bytes
) -> None:
    kura.remember(RememberRequest(content="The first memory makes the store and its index."))
    copied: list[int] = []
    if _REAL_COPY is not None:
        real = _REAL_COPY

        def counted(*args: int) -> int:
            copied.append(args[2])
            return int(real(*args))

        monkeypatch.setattr(os, "copy_file_range", counted)
    inode = kura.engine("main").store.index_path().stat().st_ino
    expected, written = _remember_over(kura, before)
    assert written == expected
    in_place = not before.endswith(b"\n\n")  # one newline at the end, or none: the line is appended
    assert (kura.engine("main").store.index_path().stat().st_ino == inode) == in_place
    copy = [] if in_place or _REAL_COPY is None else [len(before.rstrip(b"\n"))]
    assert copied == copy  # a blank line at the end goes: the kernel copied the rest to a new file


def _short_copy(src: int, dst: int, count: int, offset_src: int) -> int:
    """Seven bytes, then the end of the file as the kernel would say it (0)."""
    return int(_REAL_COPY(src, dst, min(count, 7), offset_src)) if _REAL_COPY and offset_src == 0 else 0


def _no_kernel_copy(*args: Any) -> int:
    raise OSError(errno.ENOSYS, "copy_file_range: not here")


@pytest.mark.parametrize("copy", [_short_copy, _no_kernel_copy, None], ids=["short", "refused", "absent"])
def test_a_kernel_copy_that_fails_or_is_missing_writes_the_same_bytes(
    kura: Kura, monkeypatch: pytest.MonkeyPatch, copy: Any
) -> None:
    kura.remember(RememberRequest(content="The first memory makes the store and its index."))
    if copy is None:
        monkeypatch.delattr(os, "copy_file_range", raising=False)
    else:
        monkeypatch.setattr(os, "copy_file_range", copy)
    for before in TAILS:
        expected, written = _remember_over(kura, before)
        assert written == expected
        kura.forget(kura.engine("main").store.index_entries()[-1].slug)


def test_a_full_disk_in_the_kernel_copy_undoes_the_write(kura: Kura, monkeypatch: pytest.MonkeyPatch) -> None:
    kura.remember(RememberRequest(content="The first memory makes the store and its index."))
    store = kura.engine("main").store
    store.index_path().write_bytes(store.index_path().read_bytes() + b"\n")  # a blank line: copied, not appended
    before, files = store.index_path().read_bytes(), store.slugs()

    def full(*args: Any) -> int:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, "copy_file_range", full)
    with pytest.raises(errors.KuraError) as failed:
        kura.remember(RememberRequest(content=FACT))
    assert failed.value.status == 507
    assert store.index_path().read_bytes() == before and store.slugs() == files
    assert not [p for p in store.root.iterdir() if p.name.endswith(".tmp")]


def test_a_full_disk_in_the_middle_of_the_append_undoes_the_write(kura: Kura, monkeypatch: pytest.MonkeyPatch) -> None:
    kura.remember(RememberRequest(content="The first memory makes the store and its index."))
    store = kura.engine("main").store
    path = store.index_path()
    before, files, mtime = path.read_bytes(), store.slugs(), path.stat().st_mtime_ns

    def half_then_full(target: Path, data: bytes) -> None:
        with open(target, "ab") as f:  # half the line reaches the file, then the disk is full
            f.write(data[: len(data) // 2])
        raise errors.KuraError("insufficient_storage", "No space left on device", status=507)

    monkeypatch.setattr(store_module, "append_bytes", half_then_full)
    with pytest.raises(errors.KuraError) as failed:
        kura.remember(RememberRequest(content=FACT))
    assert failed.value.status == 507
    assert path.read_bytes() == before and path.stat().st_mtime_ns == mtime and store.slugs() == files
    assert not [p for p in store.root.iterdir() if p.name.endswith(".tmp")]
    assert not list((store.root / "_undo").iterdir())
