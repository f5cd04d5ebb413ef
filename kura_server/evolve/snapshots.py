"""Snapshots: a consistent copy of a store, taken before any bulk change, and the rollback to one.

A snapshot is a folder ``<store>/_snapshots/<id>/``:

- ``files.tar`` — every memory file and ``MEMORY.md``, byte for byte, copied under the store's write
  lock (so no kura writer, in this process or another, is half-way through a write). One archive, not
  a folder of copies: it is made durable with one fsync instead of one per file (10k memories: 0.3 s
  instead of 14 s here), and ``tar -xf`` opens it anywhere;
- ``index.sqlite`` — the index as it was at the same instant, copied with SQLite's online backup API
  (never a raw copy of a database file that another connection may be writing). It only makes a
  rollback fast: the markdown is the truth, and without it a rollback rebuilds the index;
- ``manifest.json`` — the store's name, when, why, and each file's size and sha256.

A snapshot is built in a hidden ``.tmp-<id>`` folder and renamed into place when complete, so a crash
never leaves a half snapshot that looks whole. Ids are ``YYYYMMDDTHHMMSSZ-xxxxxx``; any other string
is refused before it touches a path.

Rollback verifies the snapshot (every file's hash, the store's name), takes an undo snapshot of the
current state, and hands the files to ``Store.restore_files`` (it stages the ones that differ inside
the store, swaps each in by an atomic rename and removes memories created since), all under the write
lock; then ``StoreEngine.restore_index`` puts the index copy back in place (backup API again, readers
keep reading) and syncs it (a file whose bytes did not change is only re-stamped, never re-embedded).
A crash mid-swap leaves ``_restore/<id>.json``; the service finishes that rollback (``unfinished`` +
``restore`` again: it is idempotent) the next time it opens the store, so a rollback either never
started or completes: a half-restored store is never served. This module writes no memory file and
opens no database itself: ``store/`` and ``index/`` do.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import io
import json
import logging
import re
import tarfile
import time
import uuid
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ValidationError

from .. import errors
from ..engine import StoreEngine
from ..index.backup import copy_index
from ..store.paths import (
    SLUG,
    atomic_write,
    open_regular,
    read_regular_text,
    remove_file,
    remove_tree,
    rename_into_place,
    safe_child,
    synced_writer,
)
from ..store.store import INDEX_FILE, Store
from ..write.redact import redact

FOLDER = "_snapshots"
ARCHIVE = "files.tar"
RESTORE = "_restore"
SNAPSHOT_ID = re.compile(r"\A[0-9]{8}T[0-9]{6}Z-[0-9a-f]{6}\Z")  # the shape of a snapshot id

log = logging.getLogger("kura.snapshots")


@dataclass(frozen=True)
class SnapshotInfo:
    """A snapshot as the service reports it (``schemas.SnapshotInfo`` on the wire)."""

    id: str
    store: str
    created: str
    reason: str
    memories: int  # memory files in the snapshot (MEMORY.md aside)
    bytes: int  # bytes of the markdown copied
    index: bool  # the snapshot holds a copy of the index
    path: str  # the snapshot's folder, relative to the store


@dataclass(frozen=True)
class Rollback:
    """What a rollback did (``schemas.RollbackResult`` on the wire)."""

    store: str
    snapshot: str
    restored: int
    removed: list[str]
    undo_snapshot: str
    index: Literal["restored", "rebuilt"]
    seconds: float


class FileEntry(BaseModel):
    name: str
    size: int
    sha256: str


class Manifest(BaseModel):
    id: str
    store: str
    created: str
    reason: str
    files: list[FileEntry]
    index: str | None = None  # "index.sqlite" when the snapshot holds an index copy
    index_sha256: str | None = None  # the copy's hash (none in snapshots from before it: the copy is unverified)
    embedder: str | None = None
    index_rows: int = 0

    def info(self) -> SnapshotInfo:
        return SnapshotInfo(
            id=self.id,
            store=self.store,
            created=self.created,
            reason=self.reason,
            memories=sum(1 for f in self.files if f.name != INDEX_FILE),
            bytes=sum(f.size for f in self.files),
            index=self.index is not None,
            path=f"{FOLDER}/{self.id}",
        )


def new_id() -> str:
    """``YYYYMMDDTHHMMSSZ-`` + the microseconds in hex + one random digit: ids sort in time order."""
    now = dt.datetime.now(dt.UTC)
    return f"{now:%Y%m%dT%H%M%SZ}-{now.microsecond:05x}{uuid.uuid4().hex[0]}"


def take(
    eng: StoreEngine, reason: str = "manual", *, keep: int | None = None, protect: str | None = None
) -> SnapshotInfo:
    """Snapshot the store now; prune to the newest ``keep`` snapshots (never pruning ``protect``)."""
    store = eng.store
    with store.write_lock():
        index = eng.index  # opened and synced with the files: the copy below matches the markdown
        root = store.workshop(FOLDER)
        snap_id = new_id()
        tmp = safe_child(root, f".tmp-{snap_id}")
        tmp.mkdir()
        entries: list[FileEntry] = []
        try:
            now = time.time()
            with synced_writer(tmp / ARCHIVE) as f, tarfile.open(fileobj=f, mode="w", format=tarfile.PAX_FORMAT) as tar:
                for name, raw in store.raw_files():
                    info = tarfile.TarInfo(name)
                    info.size, info.mtime, info.mode = len(raw), now, 0o644
                    tar.addfile(info, io.BytesIO(raw))
                    entries.append(FileEntry(name=name, size=len(raw), sha256=hashlib.sha256(raw).hexdigest()))
            copy_index(index, tmp / "index.sqlite")
            index_sha256 = _sha256(tmp / "index.sqlite")
            manifest = Manifest(
                id=snap_id,
                store=store.name,
                created=dt.datetime.now(dt.UTC).isoformat(timespec="seconds"),
                reason=redact(reason).text,  # a person's or a caller's words: redacted like every other field
                files=entries,
                index="index.sqlite",
                index_sha256=index_sha256,
                embedder=eng.embedder.id,
                index_rows=index.count(),
            )
            atomic_write(tmp / "manifest.json", manifest.model_dump_json(indent=1))
            rename_into_place(tmp, root / snap_id)
        except BaseException:
            remove_tree(tmp)
            raise
    if keep is not None:
        prune(store, keep, protect={p for p in (snap_id, protect) if p is not None})
    return manifest.info()


def folder_of(store: Store, snap_id: str) -> Path:
    """The folder of snapshot ``snap_id``: a bad id is a 400, an unknown one a 404."""
    if not isinstance(snap_id, str) or not SNAPSHOT_ID.fullmatch(snap_id):
        raise errors.unsafe_path(
            f"invalid snapshot id {str(snap_id)[:80]!r}: ids look like 20261130T120000Z-1a2b3c (see `kura snapshots`)"
        )
    root = store.workshop(FOLDER, create=False)
    folder = safe_child(root, snap_id) if root.is_dir() else None
    if folder is None or not safe_child(folder, "manifest.json").is_file():
        raise errors.not_found("snapshot", f"no snapshot {snap_id!r} in store {store.name!r} (see `kura snapshots`)")
    return folder


def manifest_of(store: Store, snap_id: str) -> Manifest:
    folder = folder_of(store, snap_id)
    try:
        return Manifest.model_validate_json(read_regular_text(safe_child(folder, "manifest.json")))
    except (OSError, ValueError, ValidationError) as exc:
        raise errors.KuraError(
            "snapshot_corrupt", f"snapshot {snap_id} has an unreadable manifest: {exc}", status=409
        ) from None


def list_snapshots(store: Store) -> list[SnapshotInfo]:
    """The store's snapshots, newest first (an unreadable manifest is skipped, not fatal)."""
    root = store.workshop(FOLDER, create=False)
    if not root.is_dir():
        return []
    out = []
    for path in sorted(root.iterdir(), reverse=True):
        if not SNAPSHOT_ID.fullmatch(path.name):
            continue
        try:
            out.append(manifest_of(store, path.name).info())
        except errors.KuraError as exc:
            if exc.code == "unsafe_path":  # a symlink: the store is unsafe, not one snapshot unreadable
                raise
    return out


def prune(store: Store, keep: int, protect: set[str] | frozenset[str] = frozenset()) -> list[str]:
    """Delete all but the newest ``keep`` snapshots (and leftovers of interrupted ones)."""
    root = store.workshop(FOLDER, create=False)
    if not root.is_dir():
        return []
    for leftover in root.glob(".tmp-*"):
        remove_tree(leftover)
    ids = sorted((p.name for p in root.iterdir() if SNAPSHOT_ID.fullmatch(p.name)), reverse=True)
    gone = [i for i in ids[keep:] if i not in protect]
    for snap_id in gone:
        remove_tree(safe_child(root, snap_id))
    return gone


def unfinished(store: Store) -> list[str]:
    """Snapshot ids of rollbacks a crash interrupted (their ``_restore/<id>.json`` marker is still there)."""
    folder = store.workshop(RESTORE, create=False)
    if not folder.is_dir():
        return []
    return sorted(p.stem for p in folder.glob("*.json") if SNAPSHOT_ID.fullmatch(p.stem))


def restore(eng: StoreEngine, snap_id: str, *, keep: int | None = None) -> Rollback:
    """Put the store back exactly as snapshot ``snap_id`` holds it (see the module docstring)."""
    t0 = time.perf_counter()
    store = eng.store
    with store.write_lock():
        manifest = manifest_of(store, snap_id)
        if manifest.store != store.name:
            raise errors.refused(
                "snapshot_foreign",
                f"snapshot {snap_id} belongs to store {manifest.store!r}, not {store.name!r}: a snapshot is "
                "only restored into the store it was taken from",
            )
        source = folder_of(store, snap_id)
        blobs = _read_archive(source, manifest)
        marker = safe_child(store.workshop(RESTORE), f"{snap_id}.json")
        undo = _undo_of(marker)  # a rollback a crash interrupted: its undo snapshot holds the state before it
        if undo is None:
            undo = take(eng, f"before rollback to {snap_id}", keep=keep, protect=snap_id).id
            atomic_write(marker, json.dumps({"snapshot": snap_id, "undo": undo}))
        for slug in store.slugs():
            if f"{slug}.md" not in blobs:
                eng.usage.forget(slug)  # before the file goes: a rerun after a crash still sees it
        differ, removed = store.restore_files(blobs)
        how = _restore_index(eng, source, manifest)
        store.audit("rollback", snapshot=snap_id, undo_snapshot=undo, restored=differ, removed=removed)
        remove_file(marker)  # last: a rollback that failed before this is finished at the next open
    return Rollback(
        store=store.name,
        snapshot=snap_id,
        restored=len(differ),
        removed=removed,
        undo_snapshot=undo,
        index=how,
        seconds=round(time.perf_counter() - t0, 3),
    )


def _read_archive(source: Path, manifest: Manifest) -> dict[str, bytes]:
    """Every file the manifest lists, read from the archive as bytes (never extracted to a path the
    archive names) and checked against its size and hash; anything off → ``snapshot_corrupt``."""
    found: dict[str, bytes] = {}
    try:
        with tarfile.open(safe_child(source, ARCHIVE), mode="r") as tar:
            for member in tar:
                handle = tar.extractfile(member) if member.isfile() else None
                if handle is not None:
                    found[member.name] = handle.read()
    except (OSError, tarfile.TarError):
        found = {}
    out: dict[str, bytes] = {}
    for entry in manifest.files:
        raw = found.get(entry.name)
        if raw is None or len(raw) != entry.size or hashlib.sha256(raw).hexdigest() != entry.sha256:
            raise errors.KuraError(
                "snapshot_corrupt",
                f"snapshot {manifest.id}: {entry.name} is missing or changed in the archive; nothing restored",
                status=409,
            )
        if entry.name != INDEX_FILE and not (entry.name.endswith(".md") and SLUG.fullmatch(entry.name[:-3])):
            raise errors.KuraError(
                "snapshot_corrupt", f"snapshot {manifest.id} lists {entry.name[:80]!r}, not a memory file", status=409
            )
        out[entry.name] = raw
    return out


def _undo_of(marker: Path) -> str | None:
    """The undo snapshot the marker of an interrupted rollback names (``None``: no marker, or one that
    does not say): finishing that rollback takes no second one of the half-restored state."""
    try:
        undo = json.loads(read_regular_text(marker)).get("undo")
    except (OSError, ValueError, AttributeError):
        return None
    return undo if isinstance(undo, str) and SNAPSHOT_ID.fullmatch(undo) else None


def _sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with open_regular(path) as f:
        while chunk := f.read(1 << 20):
            digest.update(chunk)
    return digest.hexdigest()


def _index_copy(source: Path, manifest: Manifest, embedder: str) -> Path | None:
    """The snapshot's index copy when it may be put back: there, of this embedder, and (when the manifest
    records its hash) byte for byte as taken. A copy that is not is no reason to refuse the rollback (the
    markdown is the truth): the index is rebuilt instead."""
    copy = safe_child(source, manifest.index) if manifest.index else None
    if copy is None or not copy.is_file() or manifest.embedder != embedder:
        return None
    if manifest.index_sha256 is not None and _sha256(copy) != manifest.index_sha256:
        log.warning("snapshot %s: its index copy does not match its manifest; the index is rebuilt", manifest.id)
        return None
    return copy


def _restore_index(eng: StoreEngine, source: Path, manifest: Manifest) -> Literal["restored", "rebuilt"]:
    """The snapshot's index copy back in place, then synced with the files by the engine; without a
    usable copy (:func:`_index_copy`), or when putting it back fails for anything but the disk (a copy
    from before the hash, damaged), a rebuild from the markdown."""
    copy = _index_copy(source, manifest, eng.embedder.id)
    if copy is not None:
        try:
            eng.restore_index(copy)
            return "restored"
        except Exception as exc:
            if errors.storage_error(exc) or (isinstance(exc, errors.KuraError) and exc.code in errors.STORAGE_CODES):
                raise  # a rebuild would meet the same disk: the marker stays, the rollback is finished later
            log.warning("snapshot %s: its index copy failed to go back (%s); rebuilding the index", manifest.id, exc)
    eng.rebuild()
    return "rebuilt"
