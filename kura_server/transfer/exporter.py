"""Export: a store as a tar of its markdown (the truth) or as JSON lines, written into a stream.

The tar holds every memory file and ``MEMORY.md`` byte for byte (untar it and it opens as a store);
``workshop=True`` adds the ``_`` folders (the audit log, evidence, review, working memory, …) except
the derived index (``_index/``: rebuilt from the markdown when the store is opened) and the lock files;
a workshop folder or file that is a symlink refuses the export (``unsafe_path``), nothing read through it.
The JSON lines hold one object per memory — ``slug, title, description, body, type, tags, scope,
confidence, created, updated, valid_from, valid_to, links`` — which ``kura import`` reads back. Both are
read under the store's write lock: one consistent moment of the store.
"""

from __future__ import annotations

import io
import json
import os
import tarfile
import time
from pathlib import Path
from typing import IO, Any

from ..store.memory import Memory
from ..store.paths import read_regular, resolve_inside
from ..store.store import INDEX_FILE, Store

SKIPPED_WORKSHOP = ("_index", "_locks")  # derived, or meaningless in another place
_SKIPPED_SUFFIXES = (".lock", "-wal", "-shm", ".tmp")


def memory_row(mem: Memory) -> dict[str, Any]:
    """One memory as a JSON line of the export."""
    return {
        "slug": mem.slug, "title": mem.title, "description": mem.trigger, "body": mem.body, "type": mem.type,
        "tags": list(mem.tags), "scope": mem.scope, "confidence": mem.confidence,
        "created": mem.created.isoformat() if mem.created else None,
        "updated": mem.updated.isoformat() if mem.updated else None,
        "valid_from": mem.valid_from.isoformat() if mem.valid_from else None,
        "valid_to": mem.valid_to.isoformat() if mem.valid_to else None, "links": mem.links,
    }  # fmt: skip


def export_jsonl(store: Store, out: IO[bytes]) -> int:
    """Every memory of ``store`` as one JSON line each, in slug order; how many."""
    n = 0
    with store.write_lock():
        for mem in store.read_all():
            out.write(json.dumps(memory_row(mem), ensure_ascii=False).encode("utf-8") + b"\n")
            n += 1
    return n


def _workshop_files(root: Path) -> list[tuple[str, Path]]:
    """The files of the store's ``_`` folders an archive holds (not the derived index, not lock files),
    as (name inside the store, path), in name order. Walked without following a link, each entry proven
    safe to open first (:func:`resolve_inside`): a workshop folder or file that is a symlink is
    ``unsafe_path`` (409) before anything is read or written, as for every request that would open it
    (``kura doctor`` lists each one); nothing is read through it."""
    with os.scandir(root) as it:
        folders = [e.name for e in it if e.name.startswith("_") and (e.is_symlink() or e.is_dir(follow_symlinks=False))]
    found: list[tuple[str, Path]] = []
    for folder in sorted(set(folders) - set(SKIPPED_WORKSHOP)):
        resolve_inside(root, root / folder)  # a link: refused
        for dirpath, dirnames, filenames in os.walk(root / folder):  # never follows a link
            for name in dirnames:
                resolve_inside(root, Path(dirpath) / name)  # a link: refused
            for name in filenames:
                path = resolve_inside(root, Path(dirpath) / name)  # a link: refused
                if not name.endswith(_SKIPPED_SUFFIXES):
                    found.append((path.relative_to(root).as_posix(), path))
    return sorted(found)


def export_tar(store: Store, out: IO[bytes], *, gzip: bool = False, workshop: bool = False) -> tuple[int, int]:
    """The store's markdown (and with ``workshop`` its ``_`` folders) as a tar into ``out``;
    (memories, files)."""
    now = time.time()
    memories = files = 0
    with store.write_lock():
        listed = _workshop_files(store.root) if workshop else []  # a link refused before a byte is written
        with tarfile.open(fileobj=out, mode="w|gz" if gzip else "w|", format=tarfile.PAX_FORMAT) as tar:  # a pipe too

            def add(name: str, raw: bytes) -> None:
                info = tarfile.TarInfo(name)
                info.size, info.mtime, info.mode = len(raw), now, 0o644
                tar.addfile(info, io.BytesIO(raw))

            for name, raw in store.raw_files():
                add(name, raw)
                files += 1
                memories += name != INDEX_FILE
            for name, path in listed:
                try:
                    add(name, read_regular(path))
                except FileNotFoundError:  # removed since it was listed
                    continue
                files += 1
    return memories, files
