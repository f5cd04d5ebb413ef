"""Keeping the index in step with the markdown: incremental sync, full rebuild, drift report.

A memory file is read to at most ``max_bytes`` (``[write] max_memory_bytes``) for indexing: a larger
file (put in the store by hand) is indexed by its head, and hashed as it streams past, never held
whole. Vectors come from ``embed.passages`` (a bounded passage, short runs that let a waiting question
go first and that stop when the daemon does).
"""

from __future__ import annotations

import hashlib
import os
import threading
from collections.abc import Callable, Collection, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from ..embed.base import Embedder
from ..embed.passages import encode_passages, stopped
from ..store.base import MemoryStore
from ..store.evidence import drop_manifest
from ..store.memory import MAX_BYTES, Memory, memory_from_bytes, parses
from ..store.paths import open_regular
from ..store.store import FileStat
from .base import MemoryIndex
from .index import IndexedState

Progress = Callable[[int, int], None]
# Told the memories whose files a sync finds gone and those of them renamed by hand (old slug → new).
Gone = Callable[[list[str], dict[str, str]], None]
# Told the memories of files put in the store by hand that no MEMORY.md line names, before they are indexed.
Listed = Callable[[list[Memory]], None]
BATCH = 32
_CHUNK = 1 << 20


@dataclass
class SyncReport:
    added: int = 0
    updated: int = 0
    removed: int = 0
    touched: int = 0

    @property
    def changed(self) -> int:
        return self.added + self.updated + self.removed


@dataclass
class DriftReport:
    """Where files, ``MEMORY.md`` and the index disagree (all empty = in step)."""

    not_indexed: list[str] = field(default_factory=list)  # file exists, no index row
    stale_in_index: list[str] = field(default_factory=list)  # file changed since it was indexed
    orphan_rows: list[str] = field(default_factory=list)  # index row, no file
    missing_lines: list[str] = field(default_factory=list)  # file exists, no MEMORY.md line
    orphan_lines: list[str] = field(default_factory=list)  # MEMORY.md line, no file
    duplicate_lines: list[str] = field(default_factory=list)
    foreign_files: list[str] = field(default_factory=list)  # *.md that cannot be a memory (bad name, link out)

    @property
    def clean(self) -> bool:
        return not any(getattr(self, f) for f in self.__dataclass_fields__ if f != "foreign_files")


def read_head(path: Path, max_bytes: int = MAX_BYTES) -> tuple[bytes, IndexedState]:
    """A memory file's first ``max_bytes`` bytes and its state (size, mtime, sha256 of every byte): the rest
    of a larger file is hashed as it streams past, never held."""
    with open_regular(path) as f:
        head = f.read(max_bytes)
        digest = hashlib.sha256(head)
        while chunk := f.read(_CHUNK):
            digest.update(chunk)
        st = os.fstat(f.fileno())
    return head, IndexedState(st.st_size, st.st_mtime_ns, digest.hexdigest())


def state_of(path: Path) -> IndexedState:
    """Size, mtime and hash of a memory file as it is on disk now."""
    return read_head(path, 0)[1]


def _read(
    store: MemoryStore, slug: str, titles: dict[str, str], max_bytes: int
) -> tuple[Memory, IndexedState, bytes] | None:
    """A memory as indexing reads it, its file's state and the head it was read from."""
    try:
        head, state = read_head(store.path_of(slug), max_bytes)
    except FileNotFoundError:
        return None
    return memory_from_bytes(slug, head, title_hint=titles.get(slug)), state, head


def heads(store: MemoryStore, max_bytes: int = MAX_BYTES) -> Iterator[Memory]:
    """Every memory as indexing reads it (each file to at most ``max_bytes``), in slug order."""
    titles = {e.slug: e.title for e in store.index_entries()}
    for slug in store.slugs():
        if (item := _read(store, slug, titles, max_bytes)) is not None:
            yield item[0]


def index_memories(
    index: MemoryIndex,
    embedder: Embedder,
    items: Sequence[tuple[Memory, IndexedState]],
    stop: threading.Event | None = None,
) -> None:
    """Embed and upsert one batch."""
    if not items:
        return
    dense, sparse = encode_passages(embedder, [m.embed_text() for m, _ in items], stop)
    index.upsert(items, dense, sparse)


@dataclass(frozen=True)
class Reading:
    """How indexing reads: each file to at most ``max_bytes``; ``stop`` (set: the daemon is stopping) is
    checked between two runs of encoding."""

    max_bytes: int = MAX_BYTES
    stop: threading.Event | None = None


def index_slugs(
    store: MemoryStore,
    index: MemoryIndex,
    embedder: Embedder,
    slugs: Sequence[str],
    progress: Progress | None = None,
    reading: Reading = Reading(),
    listed: Listed | None = None,
    new: Collection[str] = (),
) -> int:
    """The memories ``slugs`` indexed, a batch at a time. ``listed``: told, before each batch is indexed,
    its memories of ``new`` (files the index did not hold) that no ``MEMORY.md`` line names and that read
    as a memory (:func:`~..store.memory.parses`): ``StoreEngine.sync`` gives them their lines first, so a
    crash in between leaves them new to the next sync, which finds their lines there."""
    if not slugs:
        return 0  # not even MEMORY.md read (100k lines: 0.8 s)
    titles = {e.slug: e.title for e in store.index_entries()}  # for host files with no title
    done = 0
    for start in range(0, len(slugs), BATCH):
        stopped(reading.stop)
        chunk = slugs[start : start + BATCH]
        batch: list[tuple[Memory, IndexedState]] = []
        unlisted: list[Memory] = []
        for slug in chunk:
            if (item := _read(store, slug, titles, reading.max_bytes)) is None:
                continue
            mem, state, head = item  # the head held one file at a time, as before
            if listed is not None and slug in new and slug not in titles and parses(head):
                unlisted.append(mem)
            batch.append((mem, state))
        if listed is not None and unlisted:
            listed(unlisted)
        index_memories(index, embedder, batch, reading.stop)
        done += len(batch)
        if progress:
            progress(min(start + BATCH, len(slugs)), len(slugs))
    return done


def departed(
    store: MemoryStore, indexed: dict[str, IndexedState], files: dict[str, FileStat]
) -> tuple[list[str], dict[str, str]]:
    """The memories the index holds (``indexed``: its state) whose files are gone from ``files`` (the
    store's scan), and of those the ones renamed by hand: old slug → new, when one file the index does not
    hold has the bytes (size, then hash) the gone memory's row records, and no other gone memory's row
    records them too. Only a file of a gone memory's size is read (none when no memory is gone)."""
    removed = [s for s in indexed if s not in files]
    if not removed:
        return removed, {}
    sizes = {indexed[s].size for s in removed}
    found: dict[str, list[str]] = {}
    for slug, st in files.items():
        if st.size in sizes and slug not in indexed:
            try:
                found.setdefault(state_of(store.path_of(slug)).sha256, []).append(slug)
            except FileNotFoundError:
                continue
    held: dict[str, list[str]] = {}
    for slug in removed:
        held.setdefault(indexed[slug].sha256, []).append(slug)
    moved = {old[0]: new[0] for digest, old in held.items() if len(old) == 1 and len(new := found.get(digest, [])) == 1}
    return removed, moved


def sync(
    store: MemoryStore,
    index: MemoryIndex,
    embedder: Embedder,
    progress: Progress | None = None,
    reading: Reading = Reading(),
    files: dict[str, FileStat] | None = None,
    gone: Gone | None = None,
    listed: Listed | None = None,
) -> SyncReport:
    """Bring the index in step with the files: new and changed files indexed, removed ones dropped.
    ``files``: the store's scan when the caller just made it (a scan of 100k files takes ~0.9 s).
    ``gone``: called with the memories whose files are gone, and those of them renamed by hand
    (:func:`departed`), before their rows are purged (their words still there to read:
    ``StoreEngine.sync`` drops the copies other files keep of them). ``listed``: told the memories of the
    files new to the index that no ``MEMORY.md`` line names, before they are indexed (:func:`index_slugs`).

    A file whose size and mtime differ but whose bytes hash the same (a copy, a checkout) is only
    re-stamped, not re-embedded. A memory whose file is gone (a forget killed after the file went, a
    file deleted by hand) is forgotten as a forget forgets it: its rows purged (``Index.purge``: no
    byte of its text left in the index's files) and, once the files are all indexed, its evidence
    manifest removed unless a memory still rests on it.
    """
    report = SyncReport()
    if files is None:
        files, _ = store.scan()
    indexed = index.state()
    removed, moved = departed(store, indexed, files)
    todo: list[str] = []
    added: set[str] = set()
    touched: list[tuple[str, IndexedState]] = []
    for slug, st in files.items():
        known = indexed.get(slug)
        if known is not None and (known.size, known.mtime_ns) == (st.size, st.mtime_ns):
            continue
        if known is not None:
            try:
                digest = state_of(store.path_of(slug)).sha256
            except FileNotFoundError:
                continue
            if digest == known.sha256:
                touched.append((slug, IndexedState(st.size, st.mtime_ns, digest)))
                continue
            report.updated += 1
        else:
            report.added += 1
            added.add(slug)
        todo.append(slug)
    manifests: set[str] = set()
    if removed:
        if gone is not None:
            gone(removed, moved)
        manifests = index.evidence_of(removed)
        index.purge(removed)
        report.removed = len(removed)
    if touched:
        index.touch(touched)
        report.touched = len(touched)
    index_slugs(store, index, embedder, sorted(todo), progress, reading, listed, added)
    for evidence in sorted(manifests):  # after the files are indexed: one renamed by hand keeps its manifest
        if index.evidence_owner(evidence) is None:
            drop_manifest(store, evidence)
    return report


def rebuild(
    store: MemoryStore,
    index: MemoryIndex,
    embedder: Embedder,
    progress: Progress | None = None,
    reading: Reading = Reading(),
    listed: Listed | None = None,
) -> int:
    """Recreate the index from the markdown alone: built whole in a fresh index beside it, then put in its
    place in one step (:meth:`~.index.Index.rebuilding`), so no reader ever answers from half of it and a
    rebuild that dies (a kill, a stop, an error) leaves the index as it was. ``listed``: told, as a sync
    tells it, the memories no ``MEMORY.md`` line names (every file is new to the fresh index) before they
    are indexed (:func:`index_slugs`)."""
    with index.rebuilding() as fresh:
        return _fill(store, fresh, embedder, progress, reading, listed)


def _fill(
    store: MemoryStore, index: MemoryIndex, embedder: Embedder, progress: Progress | None, reading: Reading,
    listed: Listed | None,
) -> int:  # fmt: skip
    """An index emptied, then every memory of the store indexed in it."""
    index.reset()
    slugs = store.slugs()
    return index_slugs(store, index, embedder, slugs, progress, reading, listed, frozenset(slugs))


def drift(store: MemoryStore, index: MemoryIndex) -> DriftReport:
    files, foreign = store.scan()
    indexed = index.state()
    report = DriftReport(foreign_files=foreign)
    for slug, st in files.items():
        known = indexed.get(slug)
        if known is None:
            report.not_indexed.append(slug)
        elif (known.size, known.mtime_ns) != (st.size, st.mtime_ns) and (
            state_of(store.path_of(slug)).sha256 != known.sha256
        ):
            report.stale_in_index.append(slug)
    report.orphan_rows = sorted(s for s in indexed if s not in files)
    seen: set[str] = set()
    for entry in store.index_entries():
        if entry.slug in seen:
            report.duplicate_lines.append(entry.slug)
        seen.add(entry.slug)
        if entry.slug not in files:
            report.orphan_lines.append(entry.slug)
    report.missing_lines = sorted(s for s in files if s not in seen)
    report.not_indexed.sort()
    report.stale_in_index.sort()
    return report
