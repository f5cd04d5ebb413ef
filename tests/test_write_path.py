"""The manual write's path: MEMORY.md gets a new memory's line appended to its bytes as they were (in
place), the slugs taken are asked of the file system one candidate at a time, the fsyncs are counted
and ordered."""

from __future__ import annotations

import io
import os
import threading
from pathlib import Path
from unittest import mock

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from kura_server.errors import KuraError
from kura_server.schemas import RememberRequest
from kura_server.service import Kura
from kura_server.store import store as store_module
from kura_server.store.memory import Memory, parse_memory
from kura_server.store.store import Store

FACT = "The staging database is pg-staging-2 on port 5433 behind the bastion."


def test_a_new_memory_s_line_is_appended_to_memory_md_byte_for_byte(kura: Kura) -> None:
    root = kura.engine("main").store.root
    kura.remember(RememberRequest(content="The release train leaves every second Tuesday at noon."))
    index = root / "MEMORY.md"
    before = index.read_bytes() + b"A host's own note,\tkept as written \xe2\x80\x94 and a repeat:\n"
    before += [line for line in before.splitlines(keepends=True) if line.startswith(b"- [")][0]
    index.write_bytes(before)
    slug = kura.remember(RememberRequest(content=FACT)).slug
    after = index.read_bytes()
    assert after.startswith(before) and after[len(before) :].decode().startswith("- [")
    assert after.count(f"({slug}.md)".encode()) == 1 and after.endswith(b"\n")


def test_a_slug_taken_by_any_file_is_not_reused(kura: Kura) -> None:
    root = kura.engine("main").store.root
    first = kura.remember(RememberRequest(content=FACT)).slug
    kura.forget(first)
    (root / f"{first}.md").symlink_to(root / "elsewhere.txt")  # a dangling link: not a memory, still a name
    (root / "elsewhere.txt").write_text("not a memory\n")
    again = kura.remember(RememberRequest(content=FACT)).slug
    assert again == f"{first}-2"


def test_an_explicit_slug_a_folder_holds_is_refused_as_what_it_is(kura: Kura) -> None:
    """A folder under a slug's file name takes the name (a derived slug gets ``-2``), but there is no memory
    there to update: asking for that slug says so (``unsafe_path``, naming the folder), not ``slug_taken``."""
    first = kura.remember(RememberRequest(content=FACT, slug="release-train")).slug
    (kura.engine("main").store.root / "backups-rotated.md").mkdir()
    with pytest.raises(KuraError) as info:
        kura.remember(RememberRequest(content="Backups are rotated every Sunday night.", slug="backups-rotated"))
    assert (info.value.code, info.value.status) == ("unsafe_path", 409)
    assert "'backups-rotated.md' is a folder" in info.value.message
    with pytest.raises(KuraError) as taken:
        kura.remember(RememberRequest(content="Another fact about the release train schedule.", slug=first))
    assert taken.value.code == "slug_taken"


def test_a_forgotten_memory_s_slug_still_linked_to_is_not_given_to_another(kura: Kura) -> None:
    """Forget leaves the ``[[links]]`` other memories wrote about the forgotten one. A new memory whose slug
    derives to that name (every Japanese one derives ``memory``) gets another: it must not inherit links that
    meant a different memory. A slug nothing links to any more is free again."""
    first = kura.remember(RememberRequest(content="東京の事務所は3階にあります。")).slug
    linker = kura.remember(RememberRequest(content=f"The office floor plan is in [[{first}]] and the wiki.")).slug
    kura.forget(first)
    assert kura.engine("main").index.linking_to(first) == [linker]
    other = kura.remember(RememberRequest(content="大阪の倉庫は月曜日に閉まります。")).slug
    assert first == "memory" and other == "memory-2"
    kura.forget(linker)
    assert kura.remember(RememberRequest(content="名古屋の会議室は予約が必要です。")).slug == "memory"


def test_a_manual_write_makes_six_fsyncs(kura: Kura, monkeypatch: pytest.MonkeyPatch) -> None:
    kura.remember(RememberRequest(content="The release train leaves every second Tuesday at noon."))
    calls: list[int] = []
    real = os.fsync
    writer = threading.get_ident()

    def counted(fd: int) -> None:
        if threading.get_ident() == writer:  # a background thread left by another test is not this write
            calls.append(fd)
        real(fd)

    monkeypatch.setattr(os, "fsync", counted)
    kura.remember(RememberRequest(content=FACT))
    # Each one is needed before the write is acknowledged: the evidence manifest's bytes, then its name
    # in _evidence/ (the memory file names it); the memory file's bytes, then its name in the store folder
    # (before MEMORY.md names it); MEMORY.md's appended line; the audit line. SQLite's WAL commit does not
    # fsync (synchronous = NORMAL: the index is rebuilt from the files after a power cut).
    assert len(calls) == 6


def _events(monkeypatch: pytest.MonkeyPatch, root: Path) -> list[str]:
    """Renames, fsyncs of the store folder and appends to MEMORY.md, in order, from now on, made by this
    thread (a background thread left by another test — a distillation lease's keeper renewing its
    watermark file — is not this write)."""
    events: list[str] = []
    real_replace, real_open, real_append = os.replace, os.open, store_module.append_bytes
    writer = threading.get_ident()

    def replace(src: str | Path, dst: str | Path) -> None:
        if threading.get_ident() == writer:
            events.append(f"rename {Path(dst).name}")
        real_replace(src, dst)

    def opened(path: str | Path, flags: int, *args: int) -> int:
        if Path(path) == root and threading.get_ident() == writer:
            events.append("fsync store folder")
        return real_open(path, flags, *args)

    def append(path: Path, data: bytes) -> None:
        real_append(path, data)
        if threading.get_ident() == writer:
            events.append(f"append {path.name}")

    monkeypatch.setattr(os, "replace", replace)
    monkeypatch.setattr(os, "open", opened)
    monkeypatch.setattr(store_module, "append_bytes", append)
    return events


def test_the_store_folder_is_made_durable_before_memory_md_names_the_file(
    kura: Kura, monkeypatch: pytest.MonkeyPatch
) -> None:
    kura.remember(RememberRequest(content="The release train leaves every second Tuesday at noon."))
    root = kura.engine("main").store.root
    inode = (root / "MEMORY.md").stat().st_ino
    events = _events(monkeypatch, root)
    slug = kura.remember(RememberRequest(content=FACT)).slug
    at = events.index(f"rename {slug}.md")
    assert events[at:] == [f"rename {slug}.md", "fsync store folder", "append MEMORY.md"]
    assert (root / "MEMORY.md").stat().st_ino == inode  # appended in place, not replaced


def test_a_memory_md_ending_in_a_blank_line_is_replaced_and_one_fsync_covers_both_renames(
    kura: Kura, monkeypatch: pytest.MonkeyPatch
) -> None:
    kura.remember(RememberRequest(content="The release train leaves every second Tuesday at noon."))
    root = kura.engine("main").store.root
    (root / "MEMORY.md").write_bytes((root / "MEMORY.md").read_bytes() + b"\n")
    events = _events(monkeypatch, root)
    slug = kura.remember(RememberRequest(content=FACT)).slug
    at = events.index(f"rename {slug}.md")
    assert events[at : at + 3] == [f"rename {slug}.md", "rename MEMORY.md", "fsync store folder"]


NEEDLE = b"](the-fact.md)"


@settings(max_examples=300, deadline=None)
@given(
    data=st.lists(
        st.sampled_from([NEEDLE, NEEDLE[:5], NEEDLE[5:], b"\n", b" ", b"\t", b"- [x", b"\xe2\x80\x94"]), max_size=12
    ).map(b"".join),
    chunk=st.integers(min_value=1, max_value=40),
)
def test_memory_md_looked_through_in_chunks_says_what_it_says_read_whole(data: bytes, chunk: int) -> None:
    """The append's look at ``MEMORY.md`` reads it a chunk at a time (a whole 100k-memory file was a heap
    glibc kept); whatever the chunk size, it says what the whole file says: a name across two chunks is
    found, a blank file is blank, and the last two bytes are the file's."""
    with mock.patch.object(store_module, "LOOK_CHUNK", chunk):
        looked = store_module._look(io.BytesIO(data), NEEDLE)
    assert looked.names == (NEEDLE in data)
    if not looked.names:
        assert looked.blank == (not data or data.isspace())
        assert looked.end == data[-2:]


def _rewritten_whole(raw: bytes, changed: dict[str, str], gone: set[str]) -> bytes:
    """The rewrite as it was when ``MEMORY.md`` was read whole: the oracle the line-at-a-time one must equal."""
    lines = raw.decode("utf-8", errors="replace").splitlines() or store_module._HEADER.rstrip("\n").split("\n")
    out: list[str] = []
    placed: set[str] = set()
    for line in lines:
        m = store_module.ENTRY.match(line)
        slug = m.group("file") if m else None
        if slug is None:
            out.append(line)
        elif slug not in gone and slug not in placed:
            out.append(changed.get(slug, line))
            placed.add(slug)
    out.extend(line for slug, line in changed.items() if slug not in placed)
    return ("\n".join(out).rstrip("\n") + "\n").encode()


_PIECES = [
    b"- [A](a.md) \xe2\x80\x94 one", b"- [B](b.md) \xe2\x80\x94 two", b"- [A](a.md) \xe2\x80\x94 again", b"# Memory",
    b"- [C](c.md) \xe2\x80\x94 see [D](d.md)", b"notes: [B](b.md)",
    b"a host's note", b"", b" ", b"\r", b"\xff\xfe", b"\xe2\x80", b"\x0b", b"\xe2\x80\xa8",
]  # fmt: skip


@settings(max_examples=400, deadline=None)
@given(
    pieces=st.lists(st.sampled_from(_PIECES), max_size=10),
    ends=st.lists(st.sampled_from([b"\n", b"\r\n", b"\n\n", b""]), min_size=10, max_size=10),
    changed=st.dictionaries(
        st.sampled_from(["a", "b", "c"]), st.sampled_from(["- [N](x.md) \u2014 new", ""]), max_size=2
    ),
    gone=st.sets(st.sampled_from(["a", "b", "c"]), max_size=2),
)
def test_memory_md_rewritten_a_line_at_a_time_is_what_reading_it_whole_made(
    tmp_path_factory: pytest.TempPathFactory, pieces: list[bytes], ends: list[bytes], changed: dict[str, str],
    gone: set[str],
) -> None:  # fmt: skip
    """A change other than an append (a forget, an update) rewrites ``MEMORY.md`` a line at a time (whole, a 100k
    file held ~120 MB at the peak): byte for byte what the whole-file rewrite made, for any bytes in the file."""
    path = tmp_path_factory.mktemp("md") / "MEMORY.md"
    raw = b"".join(p + e for p, e in zip(pieces, ends, strict=False))
    path.write_bytes(raw)
    changed = {slug: line.replace("x.md", f"{slug}.md") for slug, line in changed.items()}
    streamed = b"".join(store_module._ended(store_module._edited(store_module._lines(path), changed, gone, {})))
    assert streamed == _rewritten_whole(raw, changed, gone)


def _enlisted_one_at_a_time(store: Store, mems: list[Memory]) -> None:
    """The oracle: each memory's line as a write appends it, looked for in the whole file first (the form before
    one sync's enlisting read ``MEMORY.md`` once), a missing or blank file made as a write makes it; one a line
    names already (its own line, not a mention) keeps it, one only mentioned gets its line as a write's rewrite."""
    path = store.index_path()
    for mem in mems:
        if store_module._appended(path, mem, False):
            continue
        if any(
            (m := store_module.ENTRY.match(line)) and m.group("file") == mem.slug for line in store_module._lines(path)
        ):
            continue
        store._sync_index_file(upsert=mem)


_HOST_LINE = "- [Host](c.md) \u2014 written by a host between two batches\n".encode()


@settings(max_examples=300, deadline=None)
@given(
    start=st.none() | st.lists(st.sampled_from(_PIECES), max_size=6).map(lambda p: b"\n".join(p)),
    end=st.sampled_from([b"", b"\n", b"\n\n", b"\r\n"]),
    slugs=st.lists(st.sampled_from(["a", "b", "c", "d"]), min_size=1, max_size=8),
    cuts=st.sets(st.integers(min_value=1, max_value=7), max_size=3),
    host=st.none() | st.integers(min_value=0, max_value=3),
    inserted=st.booleans(),
)
@example(start=b"- [A](a.md) \xe2\x80\x94 one", end=b"\n", slugs=["b", "c"], cuts={1}, host=1, inserted=True)
def test_one_sync_s_lines_are_what_a_write_at_a_time_made(
    tmp_path_factory: pytest.TempPathFactory, start: bytes | None, end: bytes, slugs: list[str], cuts: set[int],
    host: int | None, inserted: bool,
) -> None:  # fmt: skip
    """A sync or rebuild that finds files put in the store by hand gives them their lines in batches, reading
    ``MEMORY.md`` once and then only what was added (:meth:`Store.enlister`): whatever the file holds, however the
    memories fall into batches (one given twice, one a line names already), and with a host's line appended between
    two batches — or inserted before what was read, the file edited in place (same inode, longer) — the bytes are
    those the old form made a memory at a time."""
    mems = [parse_memory(s, f"---\ntitle: Title {s}\n---\nWhat {s} says.\n") for s in slugs]
    batches = [mems[i:j] for i, j in zip([0, *sorted(cuts)], [*sorted(cuts), len(mems)], strict=True) if mems[i:j]]
    made: list[bytes] = []
    for how in ("enlister", "oracle"):
        root = tmp_path_factory.mktemp(how)
        store = Store("main", root)
        if start is not None:
            store.index_path().write_bytes(start + end)
        enlist = store.enlister()
        for n, batch in enumerate(batches):
            if n == host and inserted and store.index_path().exists():
                with store.index_path().open("r+b") as f:  # in place: the same inode, every byte moved on
                    held = f.read()
                    f.seek(0)
                    f.write(_HOST_LINE + held)
            elif n == host:
                with store.index_path().open("ab") as f:
                    f.write(_HOST_LINE)
            if how == "enlister":
                enlist(batch)
            else:
                _enlisted_one_at_a_time(store, batch)
        made.append(store.index_path().read_bytes())
    assert made[0] == made[1]


def test_one_sync_reads_memory_md_once_not_once_a_file(tmp_path: Path) -> None:
    """Enlisting 200 memories in batches of 20 into a ~1.2 MB ``MEMORY.md`` reads it once and then only what
    was appended (the kernel's count of bytes this process read, ``/proc/self/io``): looked through whole for
    each memory, as a write looks, it read 200 × 1.2 MB — quadratic in a folder of notes opened the first time."""
    io_file = Path("/proc/self/io")
    if not io_file.exists():
        pytest.skip("no /proc/self/io here")

    def read_so_far() -> int:
        return int(next(line for line in io_file.read_text().splitlines() if line.startswith("rchar:")).split()[1])

    store = Store("main", tmp_path)
    kept = "".join(f"- [Kept {i}](kept-{i}.md) \u2014 a line already on the map, number {i}\n" for i in range(20_000))
    store.index_path().write_text("# Memory index\n\n" + kept, encoding="utf-8")
    size = store.index_path().stat().st_size
    mems = [parse_memory(f"new-{i}", f"What new {i} says.\n") for i in range(200)]
    enlist = store.enlister()
    before = read_so_far()
    for i in range(0, 200, 20):
        enlist(mems[i : i + 20])
    read = read_so_far() - before
    text = store.index_path().read_text(encoding="utf-8")
    assert all(text.count(f"](new-{i}.md)") == 1 for i in range(200))
    assert read < 2 * size, f"read {read} bytes for a {size}-byte MEMORY.md"
