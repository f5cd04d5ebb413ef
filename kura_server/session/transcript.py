"""Short-term transcripts: a host's native log → clean turns, read incrementally (SPEC §7).

The daemon reads only files under the store's configured journal roots (``[distill.journals]``) or
its own ``_archive`` folder: anything else is refused before the file is touched (403), so a
request can never make it read an arbitrary file. The formats are the distillation's journal
adapters — one set of parsers — so a transcript read sees the same redacted turns distillation does.

``since_turn`` is a turn index: the answer holds the turns with ``index >= since_turn`` and says
which ``since_turn`` to pass next. Indices are deterministic for a given file prefix, so re-reading
from the start is always correct; to avoid re-parsing (and re-redacting) a long, growing session
log on every poll, :class:`TranscriptReader` keeps a few checkpoints per append-only file — a
position is reused only while the file still holds the same bytes before it (same inode, at least
as long, the same last 4 KiB before the position), else the read starts again from the beginning.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from ..distill.journals import ADAPTERS, Adapter, Position, Turn, adapter_for
from ..distill.journals.base import tail_digest
from ..distill.sources import check_journal_path
from ..errors import invalid, not_found
from ..settings import JournalSource
from ..store.paths import contained, open_regular, resolve_inside

ARCHIVE = "_archive"  # a store's own transcripts, written by session end
CHUNK = 1 << 18  # bytes read per step of an append-only log (a checkpoint after each)


@dataclass(frozen=True)
class TranscriptRead:
    """Turns from ``since_turn`` on, where to go on from, and what the file still holds back."""

    adapter: str
    turns: list[Turn]
    next_since_turn: int
    more: bool  # the limit cut the answer: call again with next_since_turn
    held: bool  # a turn is still being written (it comes with a later read, or with final=True)
    malformed: int


@dataclass(frozen=True)
class _Mark:
    position: Position
    inode: int
    tail: str


def roots_of(sources: Iterable[JournalSource], store_root: Path) -> list[Path]:
    """Where a store may read transcripts from: its journal roots, and its own archive."""
    return [s.path for s in sources] + [resolve_inside(store_root, store_root / ARCHIVE)]  # never a symlink


def pick_adapter(path: Path, name: str | None, sources: Iterable[JournalSource]) -> Adapter:
    """The adapter asked for; else the one the path's journal root names; else detected by content/name."""
    if name is not None:
        if name not in ADAPTERS:
            raise invalid(f"unknown transcript adapter {name!r}: use one of {', '.join(ADAPTERS)}")
        return ADAPTERS[name]
    for source in sources:
        if source.adapter and contained(path, [source.path]):
            return adapter_for(path, source.adapter)
    return adapter_for(path)


def checked_path(log_path: str, roots: Iterable[Path]) -> Path:
    """``log_path`` resolved, if it lies under a root (else 403) and is a file (else 404)."""
    path = check_journal_path(log_path, roots)
    if not path.is_file():
        raise not_found("journal", f"transcript {log_path} does not exist (or is not a file)")
    return path


def _tail(path: Path, end: int) -> str:
    with open_regular(path) as f:
        return tail_digest(f, end)


class TranscriptReader:
    """Reads transcripts with a bounded cache of checkpoints (positions) per append-only file."""

    def __init__(self, max_files: int = 64, per_file: int = 16) -> None:
        self._marks: OrderedDict[tuple[str, str], list[_Mark]] = OrderedDict()
        self._lock = threading.Lock()
        self._max_files, self._per_file = max_files, per_file

    def read(
        self, path: Path, adapter: Adapter, *, since_turn: int = 0, limit: int = 500, final: bool = False
    ) -> TranscriptRead:
        """Turns of ``path`` with ``index >= since_turn`` (at most ``limit``); ``final``: its writer is done."""
        if adapter.unit == "byte":
            turns, position, malformed, held = self._chunks(path, adapter, since_turn, limit)
        else:  # a rewritten file (JSON): its adapter re-reads it whole anyway
            result = adapter.read(path)
            turns, position, malformed, held = list(result.turns), result.position, result.malformed, result.held
        if final and held:  # the rest is whole after all: read it, but never cache a position inside it
            rest = adapter.read(path, position, final=True)
            turns += rest.turns
            position, malformed, held = rest.position, malformed + rest.malformed, rest.held
        wanted = [t for t in turns if t.index >= since_turn]
        more = len(wanted) > limit
        wanted = wanted[:limit]
        following = wanted[-1].index + 1 if more else max(position.turns, since_turn)
        return TranscriptRead(adapter.name, wanted, following, more, held > 0, malformed)

    def _chunks(
        self, path: Path, adapter: Adapter, since_turn: int, limit: int
    ) -> tuple[list[Turn], Position, int, int]:
        """Read an append-only log from the best checkpoint, a chunk at a time, leaving a checkpoint after
        each; stop at the end, or once more than ``limit`` wanted turns are in (a page of a huge log
        costs what it reads, and the next page starts from a checkpoint)."""
        position = self._best(path, adapter, since_turn)
        turns: list[Turn] = []
        malformed = wanted = 0
        step = CHUNK
        while True:
            start = position.value if position else 0
            cut = start + step
            if cut >= adapter.extent(path):  # the rest of the file, whatever a writer adds meanwhile
                result = adapter.read(path, position)
                turns += result.turns
                self._remember(path, adapter, result.position)
                return turns, result.position, malformed + result.malformed, result.held
            result = adapter.read(path, position, until=cut)
            if result.position.value == start:  # one turn longer than the chunk: take a bigger bite
                step *= 2
                continue
            step = CHUNK
            turns += result.turns
            malformed += result.malformed
            position = result.position
            self._remember(path, adapter, position)
            wanted += sum(1 for t in result.turns if t.index >= since_turn)
            if wanted > limit:
                return turns, position, malformed, 0

    # -- checkpoints ------------------------------------------------------------------------------

    def _best(self, path: Path, adapter: Adapter, since_turn: int) -> Position | None:
        """The furthest checkpoint at or before ``since_turn`` that still matches the file's bytes."""
        key = (str(path), adapter.name)
        with self._lock:
            marks = list(self._marks.get(key, []))
        try:
            stat = path.stat()
        except OSError:
            return None
        for mark in sorted(marks, key=lambda m: m.position.turns, reverse=True):
            pos = mark.position
            if pos.turns > since_turn or stat.st_ino != mark.inode or stat.st_size < pos.value:
                continue
            if _tail(path, pos.value) == mark.tail:
                return pos
            with self._lock:  # the file was rewritten: its checkpoints lie
                self._marks.pop(key, None)
            return None
        return None

    def _remember(self, path: Path, adapter: Adapter, position: Position) -> None:
        if position.value == 0:
            return
        try:
            mark = _Mark(position, path.stat().st_ino, _tail(path, position.value))
        except OSError:
            return
        key = (str(path), adapter.name)
        with self._lock:
            marks = [m for m in self._marks.pop(key, []) if m.position.turns != position.turns]
            marks.append(mark)
            self._marks[key] = marks[-self._per_file :]
            while len(self._marks) > self._max_files:
                self._marks.popitem(last=False)
