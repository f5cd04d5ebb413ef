"""Which files are journals: the configured ``[distill.journals]`` roots, expanded to files.

A root is a file or a folder searched with its ``glob``. The daemon reads journals only from these
roots (and a store's own ``_archive``): :func:`check_journal_path` refuses any other path, so no
request can make it read an arbitrary file.
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

from ..errors import forbidden
from ..settings import JournalSource
from ..store.paths import contained


def journal_files(source: JournalSource) -> list[Path]:
    """The journal files under one root, sorted (a missing root has none). Only files that lie inside
    the root once symlinks are followed: a link out of it (to a store's own files, say) is not a journal."""
    root = source.path
    if root.is_file():
        return [root]
    if not root.is_dir():
        return []
    inside = [root.resolve()]
    return sorted(
        p
        for p in root.glob(source.glob)
        if p.is_file() and not p.name.startswith(".") and contained(p, inside, roots_resolved=True) is not None
    )


def last_change(sources: Iterable[JournalSource]) -> float | None:
    """The newest modification time (epoch seconds) of any journal file, or ``None`` when there is none."""
    times = [p.stat().st_mtime for s in sources for p in journal_files(s)]
    return max(times, default=None)


def check_journal_path(path: Path | str, roots: Iterable[Path]) -> Path:
    """``path`` resolved, if it lies inside one of ``roots``; else ``forbidden`` (403 ``journal_root``). The
    message names kura, not the daemon: the CLI and the library read journals in process (the CLI adds
    the config file to edit: ``cli._common.report``)."""
    resolved = contained(path, roots)
    if resolved is None:
        raise forbidden(
            "journal_root",
            f"{path} is not inside a configured journal root: kura reads journals only from the files under "
            "the store's [distill.journals] roots and its own _archive",
        )
    return resolved
