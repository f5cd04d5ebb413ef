"""All or nothing for one write: the files a write may change, kept as they were and put back when it
fails half-way (a full disk after the memory file, before ``MEMORY.md``; an index that cannot commit;
an audit line that cannot be appended), so a write reported as failed leaves nothing behind.

Putting back must not need free space (the disk is full: that is why the write failed). So before the
write each file it may replace or remove gets a second name, a hard link in ``_undo/`` (no data is
copied); putting it back is one rename of that link over the file: the old bytes, inode and mtime
exactly. A file appended to in place (``MEMORY.md``'s new line: still the same inode as its link) is
cut back to its old length and given back its mtime. A file the write created is removed; the audit
log is cut back to its old length. Where hard links are refused, the old bytes are kept in memory and
written back instead.

A process that goes down mid-write (SIGKILL, a power cut, Ctrl-C) is not undone: what it wrote is the
truth, as after any crash, and the next open brings the index in step with it. Its links stay in
``_undo/`` — for a forget killed after the file went, the only name left of the forgotten text — until
:func:`clear_leftovers` removes them the next time the store's write lock is taken (by any process): a
link there is needed only by the write that made it, and that write holds the lock until it is done.
"""

from __future__ import annotations

import contextlib
import logging
import os
import stat
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Protocol

from .paths import atomic_write, fsync_dir, read_regular, safe_child, truncate_to, wrong_kind


class Folders(Protocol):
    """What putting files back needs of a store (``Store``, which imports this module: it calls
    :func:`clear_leftovers` as its write lock is taken)."""

    name: str
    root: Path

    def workshop(self, name: str, *, create: bool = True) -> Path: ...
    def path_of(self, slug: str) -> Path: ...
    def index_path(self) -> Path: ...


log = logging.getLogger("kura.store")

UNDO = "_undo"
Kept = Path | bytes | None  # a hard link to the old file, its bytes, or None: there was no file


def _keep(path: Path, folder: Path) -> Kept:
    link = folder / path.name
    link.unlink(missing_ok=True)  # left by a process killed mid-write
    try:
        os.link(path, link, follow_symlinks=False)  # a symlink is put back as the symlink it was
    except FileNotFoundError:
        return None
    except (OSError, NotImplementedError):  # no hard links here (or a folder, which has none): keep the bytes
        try:
            return read_regular(path)
        except IsADirectoryError:
            raise wrong_kind(path, folder=False) from None
    return link


def _size(path: Path) -> int:
    try:
        return path.stat().st_size
    except FileNotFoundError:
        return 0


def _stat(path: Path) -> tuple[int, int] | None:
    """Size and mtime (ns) of ``path``, or None when there is no file."""
    try:
        st = path.stat()
    except FileNotFoundError:
        return None
    return st.st_size, st.st_mtime_ns


def _cut_back(path: Path, was: tuple[int, int]) -> bool:
    """``path`` (the very file that was there: appended to in place) cut back to its old size and given
    back its old mtime; False when it had not grown."""
    size, mtime_ns = was
    if _size(path) <= size:
        return False
    truncate_to(path, size)
    os.utime(path, ns=(mtime_ns, mtime_ns))
    return True


@contextmanager
def restore_on_failure(store: Folders, slugs: Iterable[str]) -> Iterator[None]:
    """Around one write (the write lock held): the memory files of ``slugs``, ``MEMORY.md`` and the
    audit log as they are now; if the block raises, each is put back before the error goes on."""
    folder = store.workshop(UNDO)
    paths = [*(store.path_of(s) for s in slugs), store.index_path()]
    stats = {path: _stat(path) for path in paths}  # before the links: a link is no change of the file
    kept = {path: _keep(path, folder) for path in paths}
    audit = safe_child(store.workshop("_audit", create=False), "audit.jsonl")
    audit_size = _size(audit)
    try:
        yield
    except Exception:  # an error the write reports; a process going down (SIGKILL, Ctrl-C) leaves the
        try:  # file, the truth, and the next open syncs the index with it
            _put_back(store.root, kept, stats, audit, audit_size)
        except Exception:  # the write's own error is the one to report; this one is logged
            log.exception("store %s: a failed write could not be undone: run `kura doctor --fix`", store.name)
        raise
    finally:
        for old in kept.values():
            if isinstance(old, Path):
                with contextlib.suppress(OSError):
                    old.unlink(missing_ok=True)


def _put_back(
    root: Path, kept: dict[Path, Kept], stats: dict[Path, tuple[int, int] | None], audit: Path, audit_size: int
) -> None:
    changed = False
    for path, old in kept.items():
        if isinstance(old, Path):
            if path.exists() and os.path.samefile(path, old):
                was = stats[path]
                if was is not None and _cut_back(path, was):
                    log.warning("%s cut back to its length before a failed write", path)
                continue
            os.replace(old, path)
        elif old is None:
            if not path.exists():
                continue
            path.unlink()
        else:
            with contextlib.suppress(FileNotFoundError):
                if read_regular(path) == old:
                    continue
            atomic_write(path, old)
        changed = True
        log.warning("%s put back as it was before a failed write", path)
    if changed:
        fsync_dir(root)
    if audit.is_file() and _size(audit) > audit_size:
        truncate_to(audit, audit_size)


def clear_leftovers(root: Path) -> None:
    """Remove what writes killed mid-way left in ``<root>/_undo/`` (a killed write is not undone: see the
    module docstring). Called as the store's write lock is taken and held by no one else — no other
    process, no other thread, not an outer hold of this thread — so no write that could still put a file
    back from its link is under way. An ``_undo`` that is not a folder is left alone (``kura doctor``
    names it); nothing is followed through a link."""
    folder = root / UNDO
    try:
        if not stat.S_ISDIR(os.lstat(folder).st_mode):  # a link, a file: never read through
            return
        with os.scandir(folder) as it:
            left = [entry for entry in it if not entry.is_dir(follow_symlinks=False)]
    except OSError:  # none yet (or unreadable: the write that needs it says so)
        return
    for entry in left:
        with contextlib.suppress(OSError):
            os.unlink(entry.path)
    if left:
        log.info("%s: removed %d link(s) a write killed mid-way left in %s", root, len(left), UNDO)
