"""Keeping the index in step with the markdown: incremental sync, full rebuild, drift report."""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from ..embed.base import Embedder
from ..store.base import MemoryStore
from ..store.memory import Memory, memory_from_bytes
from .base import MemoryIndex
from .index import IndexedState

Progress = Callable[[int, int], None]
BATCH = 32


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


def state_of(path: Path) -> IndexedState:
    """Size, mtime and hash of a memory file as it is on disk now."""
    raw = path.read_bytes()
    st = path.stat()
    return IndexedState(st.st_size, st.st_mtime_ns, hashlib.sha256(raw).hexdigest())


def _read(store: MemoryStore, slug: str, titles: dict[str, str]) -> tuple[Memory, IndexedState] | None:
    path = store.path_of(slug)
    try:
        raw = path.read_bytes()
        st = path.stat()
    except FileNotFoundError:
        return None
    return (
        memory_from_bytes(slug, raw, title_hint=titles.get(slug)),
        IndexedState(st.st_size, st.st_mtime_ns, hashlib.sha256(raw).hexdigest()),
    )


def index_memories(index: MemoryIndex, embedder: Embedder, items: Sequence[tuple[Memory, IndexedState]]) -> None:
    """Embed and upsert one batch."""
    if not items:
        return
    texts = [m.search_text() for m, _ in items]
    dense = embedder.passage(texts)
    sparse = embedder.sparse(texts, is_query=False) if embedder.has_sparse else None
    index.upsert(items, dense, sparse)


def index_slugs(
    store: MemoryStore, index: MemoryIndex, embedder: Embedder, slugs: Sequence[str], progress: Progress | None = None
) -> int:
    titles = {e.slug: e.title for e in store.index_entries()}  # for host files with no title
    done = 0
    for start in range(0, len(slugs), BATCH):
        batch = [item for s in slugs[start : start + BATCH] if (item := _read(store, s, titles)) is not None]
        index_memories(index, embedder, batch)
        done += len(batch)
        if progress:
            progress(min(start + BATCH, len(slugs)), len(slugs))
    return done


def sync(store: MemoryStore, index: MemoryIndex, embedder: Embedder, progress: Progress | None = None) -> SyncReport:
    """Bring the index in step with the files: new and changed files indexed, removed ones dropped.

    A file whose size and mtime differ but whose bytes hash the same (a copy, a checkout) is only
    re-stamped, not re-embedded.
    """
    report = SyncReport()
    files, _ = store.scan()
    indexed = index.state()
    removed = [s for s in indexed if s not in files]
    todo: list[str] = []
    touched: list[tuple[str, IndexedState]] = []
    for slug, st in files.items():
        known = indexed.get(slug)
        if known is not None and (known.size, known.mtime_ns) == (st.size, st.mtime_ns):
            continue
        if known is not None:
            try:
                digest = hashlib.sha256(store.path_of(slug).read_bytes()).hexdigest()
            except FileNotFoundError:
                continue
            if digest == known.sha256:
                touched.append((slug, IndexedState(st.size, st.mtime_ns, digest)))
                continue
            report.updated += 1
        else:
            report.added += 1
        todo.append(slug)
    if removed:
        index.remove(removed)
        report.removed = len(removed)
    if touched:
        index.touch(touched)
        report.touched = len(touched)
    index_slugs(store, index, embedder, sorted(todo), progress)
    return report


def rebuild(store: MemoryStore, index: MemoryIndex, embedder: Embedder, progress: Progress | None = None) -> int:
    """Recreate the index from the markdown alone."""
    index.reset()
    return index_slugs(store, index, embedder, store.slugs(), progress)


def drift(store: MemoryStore, index: MemoryIndex) -> DriftReport:
    files, foreign = store.scan()
    indexed = index.state()
    report = DriftReport(foreign_files=foreign)
    for slug, st in files.items():
        known = indexed.get(slug)
        if known is None:
            report.not_indexed.append(slug)
        elif (known.size, known.mtime_ns) != (st.size, st.mtime_ns):
            digest = hashlib.sha256(store.path_of(slug).read_bytes()).hexdigest()
            if digest != known.sha256:
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
