"""Copies of an index file, and putting one back: SQLite's online backup API, never a raw file copy.

``backup`` copies a live database consistently while others write it (a snapshot, a scratch copy for
evolve's retention check). ``replace_from`` puts a copy's pages back into a live index in place: the
backup is one write transaction on the live file, so every connection to it — this process's readers
and other processes' — sees the old pages or the new ones, never a mix, and no connection is closed
under a reader (each thread's next use opens a fresh one). The engine then checks the restored index
like a newly opened one and syncs it with the markdown. A rebuild puts its freshly built file in place
the same way (``Index.rebuilding``).
"""

from __future__ import annotations

from pathlib import Path
from typing import Protocol

from .db import connect


class Index(Protocol):
    """What a copy is taken of and put back into (``index.Index``; a protocol, so this module, which
    ``index`` imports for its rebuilds, imports nothing of it)."""

    def checked_path(self) -> Path: ...

    def set_aside_damaged(self, exc: BaseException) -> str | None: ...

    def close(self) -> None: ...


def backup(source: Path, target: Path) -> None:
    """Copy the database ``source`` into ``target`` (created, or overwritten page by page)."""
    src = connect(source, vec=False)
    try:
        dst = connect(target, vec=False)
        try:
            src.backup(dst)
        finally:
            dst.close()
    finally:
        src.close()


def copy_index(index: Index, target: Path) -> None:
    """A consistent copy of ``index``'s file at ``target`` (readers and writers may keep going)."""
    backup(index.checked_path(), target)


def replace_from(index: Index, copy: Path) -> None:
    """Make ``index``'s live file hold exactly the pages of ``copy`` (see the module docstring). A live file
    SQLite finds damaged (or a folder in its place) is set aside first (``Index.set_aside_damaged``) and the
    copy written into a fresh one."""
    try:
        backup(copy, index.checked_path())
    except Exception as exc:
        if index.set_aside_damaged(exc) is None:
            raise
        backup(copy, index.checked_path())
    index.close()  # retire this index's connections: each thread reopens on the restored pages
