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

Rollback verifies the snapshot (every file's hash, the store's name; only the archive members its
manifest lists, of the size it records, are read at all), takes an undo snapshot of the current state,
and hands the files to ``Store.restore_files`` (it stages the ones that differ inside the store, swaps
each in by an atomic rename and removes memories created since, the copies of their words other files
keep dropped first as a forget drops them: ``StoreEngine.drop_copies``), all under the write lock; then
``StoreEngine.restore_index`` puts the index copy back in place (backup API again, readers keep
reading) and syncs it (a file whose bytes did not change is only re-stamped, never re-embedded).

A rollback, and an evolve's apply (:func:`guarded`), leave ``_restore/<id>.json`` until they complete.
One a crash left there is finished by :func:`finish` before the store is served or written: the service
looks for markers at every use of a store, and taking the write lock finishes them too
(``Store.settle``) — another process's crash beside a running daemon included. So a rollback or an
apply either never started or completes: a half-restored store is never served, and no write lands on
one. :func:`prune` keeps every snapshot a pending marker names. This module writes no memory file and
opens no database itself: ``store/`` and ``index/`` do.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import io
import json
import logging
import tarfile
import time
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ValidationError

from .. import errors, jsontext
from ..engine import StoreEngine
from ..index.backup import copy_index
from ..store.memory import Memory, parse_memory, render_memory
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
from ..store.store import INDEX_FILE, MARKER, SNAPSHOT_ID, Store
from ..write.redact import redact

FOLDER = "_snapshots"
ARCHIVE = "files.tar"
RESTORE = "_restore"

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
    """Delete all but the newest ``keep`` snapshots (and leftovers of interrupted ones), never one in
    ``protect`` nor one a pending marker needs (:func:`needed`): an interrupted rollback or evolve is
    always finished with the snapshots it named."""
    root = store.workshop(FOLDER, create=False)
    if not root.is_dir():
        return []
    for leftover in root.glob(".tmp-*"):
        remove_tree(leftover)
    ids = sorted((p.name for p in root.iterdir() if SNAPSHOT_ID.fullmatch(p.name)), reverse=True)
    kept = set(protect) | needed(store)
    gone = [i for i in ids[keep:] if i not in kept]
    for snap_id in gone:
        remove_tree(safe_child(root, snap_id))
    return gone


def unfinished(store: Store) -> list[str]:
    """Snapshot ids of rollbacks (and evolve applies) a crash interrupted: their ``_restore/<id>.json``
    marker is still there (``Store.interrupted``: only a file named as a marker is one)."""
    return store.interrupted()


def needed(store: Store) -> set[str]:
    """Every snapshot a pending marker names: the one it restores and its undo snapshot."""
    ids = set(unfinished(store))
    return ids | {u for i in ids if (u := _undo_of(_marker(store, i))) is not None}


def restore(eng: StoreEngine, snap_id: str, *, keep: int | None = None) -> Rollback:
    """Put the store back exactly as snapshot ``snap_id`` holds it (see the module docstring)."""
    t0 = time.perf_counter()
    store = eng.store
    with store.write_lock():
        manifest, blobs = _checked(store, snap_id)
        marker = _marker(store, snap_id)
        undo = _undo_of(marker)  # a rollback a crash interrupted: its undo snapshot holds the state before it
        if undo is None:
            undo = take(eng, f"before rollback to {snap_id}", keep=keep, protect=snap_id).id
            atomic_write(marker, json.dumps({"snapshot": snap_id, "undo": undo}))
        return _put_back(eng, snap_id, manifest, blobs, marker, undo, t0)


def finish(eng: StoreEngine, *, keep: int | None = None) -> list[str]:
    """Finish every change a crash interrupted (its ``_restore/<id>.json`` marker is still there), under the
    write lock, before the store is served or written (``Store.settle`` calls this); the markers finished.

    An evolve apply (:func:`guarded`) is done again from the writes and deletes its marker lists (each
    is idempotent). A rollback is run again (idempotent too), with the undo snapshot its marker names. A
    rollback marker whose snapshot is gone (deleted by hand: :func:`prune` keeps it) is finished with its
    undo snapshot instead — the store as it was before that rollback began, which loses nothing: no
    write got in since (the marker is finished before any). With neither snapshot there,
    ``rollback_stuck`` (409) says how to go on."""
    store = eng.store
    done: list[str] = []
    with store.write_lock():
        for snap_id in unfinished(store):
            t0 = time.perf_counter()
            marker = _marker(store, snap_id)
            note = _read_marker(marker)
            plan = _plan_of(note)
            if plan is not None:
                log.warning("store %s: finishing the evolve apply %s that a crash interrupted", store.name, snap_id)
                writes, deletes = plan
                _change(eng, writes, deletes)
                store.audit(
                    "evolve_finished", proposal=note.get("evolve"), snapshot=snap_id,
                    changed=[m.slug for m in writes], removed=deletes,
                )  # fmt: skip
                remove_file(marker)
                done.append(snap_id)
                continue
            undo = _undo_of(marker)
            target = snap_id
            if not _there(store, snap_id):
                if undo is None or not _there(store, undo):
                    raise _stuck(store, snap_id, undo, marker)
                log.warning(
                    "store %s: the snapshot %s of an interrupted rollback is gone: putting the store back as it "
                    "was before that rollback began (undo snapshot %s)", store.name, snap_id, undo,
                )  # fmt: skip
                target = undo
            else:
                log.warning("store %s: finishing the rollback to %s that a crash interrupted", store.name, snap_id)
            manifest, blobs = _checked(store, target)
            if undo is None:  # a marker that does not say: the state before the finish is kept, as a rollback does
                undo = take(eng, f"before rollback to {snap_id}", keep=keep, protect=snap_id).id
            _put_back(eng, target, manifest, blobs, marker, undo, t0)
            done.append(snap_id)
    return done


@contextmanager
def guarded(eng: StoreEngine, snap_id: str, writes: list[Memory], deletes: list[str], **why: str) -> Iterator[None]:
    """Write ``writes`` and delete ``deletes`` (evolve's apply; the write lock held, snapshot ``snap_id``
    just taken), then run the block (its audit lines), so that a crash never leaves it half-done: first
    ``_restore/<snap_id>.json`` lists every file to write (its text) and every memory to delete; it is
    removed when the block ends. One left there by a crash (or an error part-way) makes :func:`finish`
    do it all again before the store is served or written: each write and delete is idempotent."""
    marker = _marker(eng.store, snap_id)
    plan = {"writes": {m.slug: render_memory(m) for m in writes}, "deletes": deletes}
    atomic_write(marker, json.dumps({"snapshot": snap_id, "undo": snap_id, **why, **plan}))
    _change(eng, writes, deletes)
    yield
    remove_file(marker)


def _change(eng: StoreEngine, writes: list[Memory], deletes: list[str]) -> None:
    """The copies other files keep of the deleted memories' words dropped first, as a forget drops them
    (``StoreEngine.drop_copies``: a rerun after a crash drops what is left), then the files written and
    deleted (``Store.apply``), no trace of a deleted memory left in the index (as forget does) or in the
    usage counts, the index synced with the files."""
    store = eng.store
    index = eng.index
    eng.drop_copies(index, deletes)
    store.apply(writes, deletes)
    index.purge(deletes)
    for slug in deletes:
        eng.usage.forget(slug)
    eng.sync(index)
    eng.mark_seen()


def _plan_of(note: dict[str, object]) -> tuple[list[Memory], list[str]] | None:
    """The writes and deletes a :func:`guarded` marker lists (``None``: a rollback's marker, or one that
    does not say them whole: then it is finished as a rollback to its snapshot, the store before it)."""
    writes, deletes = note.get("writes"), note.get("deletes")
    if not isinstance(writes, dict) or not isinstance(deletes, list):
        return None
    if not all(isinstance(k, str) and SLUG.fullmatch(k) and isinstance(v, str) for k, v in writes.items()):
        return None
    if not all(isinstance(d, str) and SLUG.fullmatch(d) for d in deletes):
        return None
    return [parse_memory(slug, text) for slug, text in writes.items()], list(deletes)


def _checked(store: Store, snap_id: str) -> tuple[Manifest, dict[str, bytes]]:
    """Snapshot ``snap_id``'s manifest and files, checked (this store's, whole): nothing is touched yet."""
    manifest = manifest_of(store, snap_id)
    if manifest.store != store.name:
        raise errors.refused(
            "snapshot_foreign",
            f"snapshot {snap_id} belongs to store {manifest.store!r}, not {store.name!r}: a snapshot is "
            "only restored into the store it was taken from",
        )
    return manifest, _read_archive(folder_of(store, snap_id), manifest)


def _put_back(
    eng: StoreEngine, snap_id: str, manifest: Manifest, blobs: dict[str, bytes], marker: Path, undo: str, t0: float
) -> Rollback:
    """The store made what ``blobs`` (snapshot ``snap_id``'s files, :func:`_checked`) hold and its index put
    back, then the audit line, then ``marker`` removed: a crash before that finishes it at the next open."""
    store = eng.store
    going = [slug for slug in store.slugs() if f"{slug}.md" not in blobs]
    # Before the files go (a rerun after a crash still sees them): the copies other files keep of their
    # words dropped, as a forget drops them, and their recall counts.
    eng.drop_copies(eng.index, going)
    for slug in going:
        eng.usage.forget(slug)
    differ, removed = store.restore_files(blobs)
    for slug in removed:  # again once the file is gone: a recall's batch written in between counted it
        eng.usage.forget(slug)
    how = _restore_index(eng, folder_of(store, snap_id), manifest)
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


def _there(store: Store, snap_id: str) -> bool:
    try:
        folder_of(store, snap_id)
    except errors.KuraError as exc:
        if exc.code == "unsafe_path":
            raise
        return False
    return True


def _stuck(store: Store, snap_id: str, undo: str | None, marker: Path) -> errors.KuraError:
    """The one case a pending marker cannot be finished: its snapshot and its undo snapshot are both gone."""
    undone = f"nor its undo snapshot {undo}" if undo else "and its marker names no undo snapshot"
    return errors.KuraError(
        "rollback_stuck",
        f"store {store.name!r}: a rollback to snapshot {snap_id} was interrupted by a crash and cannot be "
        f"finished: that snapshot is no longer in {FOLDER}/, {undone}, so the store may hold part of each "
        f"state. To use the store as it is now, delete {marker} and run `kura doctor --fix`; to put it back "
        "as another snapshot holds it, do that and then `kura rollback <id>` (see `kura snapshots`)",
        status=409,
    )


def _marker(store: Store, snap_id: str) -> Path:
    return safe_child(store.workshop(RESTORE), f"{snap_id}{MARKER}")


def _read_archive(source: Path, manifest: Manifest) -> dict[str, bytes]:
    """Every file the manifest lists, read from the archive as bytes (never extracted to a path the
    archive names) and checked against its size and hash. Only a member the manifest names, of the size
    it records, is read at all: a member it does not name, one named twice, one of another size or kind
    (a tar bomb: a sparse member of gigabytes) is ``snapshot_corrupt`` unread, and nothing is restored."""
    listed = {entry.name: entry for entry in manifest.files}

    def corrupt(why: str) -> errors.KuraError:
        return errors.KuraError("snapshot_corrupt", f"snapshot {manifest.id}: {why}; nothing restored", status=409)

    for entry in manifest.files:
        if entry.name != INDEX_FILE and not (entry.name.endswith(".md") and SLUG.fullmatch(entry.name[:-3])):
            raise corrupt(f"it lists {entry.name[:80]!r}, not a memory file")
    out: dict[str, bytes] = {}
    try:
        with tarfile.open(safe_child(source, ARCHIVE), mode="r") as tar:
            for member in tar:
                want, name = listed.get(member.name), member.name[:80]
                if want is None or member.name in out:
                    raise corrupt(
                        f"its archive holds {name!r} " + ("twice" if want else "that its manifest does not list")
                    )
                if not member.isfile() or member.size != want.size:
                    raise corrupt(
                        f"its archive holds {name!r} of {member.size} bytes, not the file of {want.size} listed"
                    )
                handle = tar.extractfile(member)
                raw = handle.read() if handle is not None else b""
                if len(raw) != want.size or hashlib.sha256(raw).hexdigest() != want.sha256:
                    raise corrupt(f"{want.name} changed in the archive")
                out[member.name] = raw
    except (OSError, tarfile.TarError) as exc:
        raise corrupt(f"its archive cannot be read ({exc})") from None
    for entry in manifest.files:
        if entry.name not in out:
            raise corrupt(f"{entry.name} is missing from the archive")
    return out


def _read_marker(marker: Path) -> dict[str, object]:
    """What a pending marker says (``{}``: nothing readable)."""
    try:
        note = jsontext.loads(read_regular_text(marker))
    except (OSError, ValueError):
        return {}
    return note if isinstance(note, dict) else {}


def _undo_of(marker: Path) -> str | None:
    """The undo snapshot the marker of an interrupted rollback names (``None``: no marker, or one that
    does not say): finishing that rollback takes no second one of the half-restored state."""
    undo = _read_marker(marker).get("undo")
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
