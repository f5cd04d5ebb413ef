"""A store: one directory, one markdown file per memory, a ``MEMORY.md`` of index lines.

Only this module writes memory files and ``MEMORY.md``. Workshop state (index, audit, review queue,
drafts…) lives in ``_``-prefixed sub-folders and is never read as memory. Writes are serialised by a
per-store lock that holds across threads and processes.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import json
import os
import re
import stat
import threading
import time
from collections.abc import Callable, Collection, Iterable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any, BinaryIO

from filelock import FileLock

from ..errors import disk_errors, held, not_found, unsafe_path
from ..write.redact import redact_record
from . import index_tail
from .memory import Memory, decode_memory, memory_from_bytes, parse_memory, render_memory
from .paths import (
    SLUG,
    append_bytes,
    append_line,
    atomic_extend,
    atomic_write,
    followable,
    fsync_dir,
    make_folder,
    open_regular,
    read_records,
    read_regular,
    read_regular_text,
    remove_tree,
    safe_child,
    synced_writer,
    through_a_file,
    truncate_to,
    validate_slug,
    wrong_kind,
)
from .undo import clear_leftovers

INDEX_FILE = "MEMORY.md"
STAGING = "_restore"  # where restore_files stages the bytes it swaps in (same file system as the store)
STAGED = "staging"  # ``_restore/staging/``: restore_files's folder, there only while it runs (or a crash left it)
MARKER = ".json"  # ``_restore/<id>.json``: a bulk change under way; one left there is one a crash interrupted
# The shape of a snapshot id, which names a marker (``_restore/<id>.json``, ``evolve/snapshots.py``): a file
# there of another name is no marker — never finished, never counted (``kura doctor`` names it).
SNAPSHOT_ID = re.compile(r"\A[0-9]{8}T[0-9]{6}Z-[0-9a-f]{6}\Z")
# Seconds a writer waits in all for the store's write lock (this process's threads', then the file lock of
# other processes); past it, 503 store_busy. The Python client's default timeout outlasts it
# (clients/src/kura_client/client.py DEFAULT_TIMEOUT), so a busy store is an answer, never a client timeout.
WRITE_LOCK_TIMEOUT = 30.0
_clock = time.monotonic
ENTRY = re.compile(r"^\s*[-*]\s+\[(?P<title>[^\]]*)\]\((?P<file>[^)\s]+?)\.md\)\s*(?:[—–:-]+\s*)?(?P<trigger>.*)$")
_HEADER = "# Memory index\n\n"


@dataclass(frozen=True)
class FileStat:
    size: int
    mtime_ns: int


@dataclass(frozen=True)
class IndexEntry:
    slug: str
    title: str
    trigger: str


def file_sha256(raw: bytes) -> str:
    """A memory file's hash (hex): the sha256 of its bytes as on disk — what ``sha256sum`` prints, whatever
    its line ends (a file a person saved on Windows, CRLF, is not the text kura would render). The one hash
    of a memory kura compares: a write's ``expect``, a draft's ``base``, an evolve proposal's ``base``, the
    audit trail's."""
    return hashlib.sha256(raw).hexdigest()


class Store:
    """The markdown truth of one named memory."""

    def __init__(self, name: str, root: Path) -> None:
        self.name = name
        self.root = root.expanduser().absolute()
        self._thread_lock = threading.RLock()
        self._file_lock: FileLock | None = None
        self._depth = 0  # write_lock's nesting in the thread holding it (0: nobody in this process holds it)
        # Finishes the bulk changes a crash interrupted (their markers: :meth:`interrupted`), called with the
        # write lock just taken; set by the service (``snapshots.finish``). None: nothing is finished here.
        self.settle: Callable[[], object] | None = None

    # -- layout -----------------------------------------------------------------------------

    def ensure(self) -> None:
        """Create the store directory (and an empty ``MEMORY.md``) if missing; finish a torn last line of
        ``MEMORY.md`` (a crash mid-append, :mod:`.index_tail`) from its memory's file."""
        try:
            self.root.mkdir(parents=True, exist_ok=True)
        except (FileExistsError, NotADirectoryError):
            raise through_a_file(self.root) from None
        path = self.index_path()
        if not path.exists() and not path.is_symlink():
            atomic_write(path, _HEADER)
        elif _ends_open(path):
            self._repair_tail()

    def _repair_tail(self) -> None:
        """``MEMORY.md``'s unterminated last line finished, or its NUL bytes cut (:func:`index_tail.repair`):
        the memories no whole line names are its candidates, newest file first. In place, the write lock
        held; a crash part-way leaves a tail the next look finishes."""
        with self.write_lock():
            path = self.index_path()
            raw = _read_or_none(path) or b""
            tail = index_tail.open_tail(raw)
            if tail is None:
                return
            named = {e.slug for e in _entries(raw[: tail.start].decode("utf-8", errors="replace"))}
            files, _ = self.scan()
            unnamed = sorted((s for s in files if s not in named), key=lambda s: files[s].mtime_ns, reverse=True)
            fix = index_tail.repair(tail, (self.read(slug).index_line() for slug in unnamed))
            if fix is None:
                return
            if fix.keep < len(raw):
                truncate_to(path, fix.keep)
            if fix.append:
                append_bytes(path, fix.append)

    def workshop(self, name: str, *, create: bool = True) -> Path:
        """A workshop sub-folder (``_index``, ``_audit``, ``_review``…), created on demand (``create``);
        never a symlink, nor a file (``unsafe_path``, 409)."""
        if not name.startswith("_"):
            raise ValueError("workshop folders start with '_'")
        path = safe_child(self.root, name)
        try:  # one look (is_dir, then lexists, raced another thread's mkdir in between)
            there = os.stat(path).st_mode
        except FileNotFoundError:
            there = None  # not there yet (a dangling link is make_folder's to refuse)
        except NotADirectoryError:  # the store's own path runs through a file
            raise through_a_file(path) from None
        if there is not None and not stat.S_ISDIR(there):
            raise wrong_kind(path, folder=True)
        if create:
            make_folder(path)
        return path

    def path_of(self, slug: str) -> Path:
        """A memory's file: a symlink is followed only if it resolves inside the store."""
        return safe_child(self.root, validate_slug(slug) + ".md", links=True)

    def index_path(self) -> Path:
        """``MEMORY.md``: a symlink is followed only if it resolves inside the store; a folder is refused
        (``unsafe_path``, 409)."""
        path = safe_child(self.root, INDEX_FILE, links=True)
        if path.is_dir():
            raise wrong_kind(path, folder=False)
        return path

    # -- locking ----------------------------------------------------------------------------

    @contextmanager
    def write_lock(self, wait: float | None = None) -> Iterator[None]:
        """Serialise writers of this store: threads of this process and other processes alike. Taking it (not
        again inside) first finishes what a crash left half-done (:attr:`settle`, when there is a marker):
        nothing is written on top of a half-restored store. A writer
        holding it past ``WRITE_LOCK_TIMEOUT`` — another process, or another thread of this one (a rebuild
        asked over REST) — is 503 ``store_busy`` for the one waiting, whose wait for both locks together is
        at most that long (one writer queued behind another that waits on a process's lock does not wait
        twice). ``wait``: a shorter wait, for a writer that may as well not write (a cache). A disk failure
        inside (a full disk, an I/O error) leaves as its ``KuraError`` (507 for a full disk)."""
        wait = WRITE_LOCK_TIMEOUT if wait is None else wait
        deadline = _clock() + wait
        busy = (
            f"is writing store {self.name!r} (a rebuild, import or evolve, say) and kept its write lock over "
            f"{wait:g} s: try again when it is done"
        )
        with disk_errors(), held(self._thread_lock, wait, "store_busy", f"this kura {busy}"):
            if self._file_lock is None:
                self._file_lock = FileLock(str(safe_child(self.workshop("_locks"), "write.lock")), thread_local=False)
            left = max(0.0, deadline - _clock())  # 0: one try (a negative timeout would be filelock's "for ever")
            with held(self._file_lock, left, "store_busy", f"another kura process {busy}"):
                self._depth += 1
                try:
                    if self._depth == 1:  # the outermost hold: no write of this store is half-way
                        clear_leftovers(self.root)  # a killed write's undo links
                        if self.settle is not None and self.interrupted():
                            self.settle()  # another process died half-way (its lock freed with it): finished first
                    yield
                finally:
                    self._depth -= 1

    def interrupted(self) -> list[str]:
        """The ids of the markers ``_restore/<id>.json`` that bulk changes (a rollback, an evolve's apply)
        leave until they complete: each one still there is one a crash interrupted. Only a name of a marker's
        shape (:data:`SNAPSHOT_ID` + ``.json``) is one: any other file there is ignored (:meth:`restore_strays`).
        Looked at on every request, so names only: one failed ``open`` when the folder is not there, one
        listing when it is (what finishes a marker opens it through ``safe_child``, which refuses a
        symlinked folder)."""
        return sorted(name[: -len(MARKER)] for name in self._restore_names() if _is_marker(name))

    def restore_strays(self) -> list[str]:
        """What ``_restore/`` holds that is neither a marker nor ``restore_files``'s staging folder (a file
        put there by hand, a temp file of a marker write a crash cut short): kura reads nothing of it, and
        ``kura doctor`` names it."""
        return sorted(n for n in self._restore_names() if not _is_marker(n) and n != STAGED)

    def _restore_names(self) -> list[str]:
        try:
            with os.scandir(self.root / STAGING) as it:
                return [e.name for e in it]
        except FileNotFoundError:
            return []
        except NotADirectoryError:
            raise through_a_file(self.root / STAGING) from None

    # -- reading ----------------------------------------------------------------------------

    def scan(self) -> tuple[dict[str, FileStat], list[str]]:
        """Memory files (slug → size/mtime) and the names of ``.md`` files that cannot be memories."""
        found: dict[str, FileStat] = {}
        foreign: list[str] = []
        if not self.root.is_dir():
            return found, foreign
        base = self.root.resolve()
        with os.scandir(self.root) as it:
            for entry in it:
                name = entry.name
                if not name.endswith(".md") or name == INDEX_FILE or name.startswith(("_", ".")):
                    continue
                stem = name[:-3]
                if not SLUG.fullmatch(stem):
                    foreign.append(name)
                    continue
                if entry.is_symlink() and followable(base, Path(entry.path)) is None:
                    foreign.append(name)
                    continue
                if not entry.is_file():
                    continue
                st = entry.stat()
                found[stem] = FileStat(st.st_size, st.st_mtime_ns)
        return found, sorted(foreign)

    def slugs(self) -> list[str]:
        return sorted(self.scan()[0])

    def exists(self, slug: str) -> bool:
        """Whether the slug is taken: anything under its file's name (a folder, a link too) takes it."""
        return os.path.lexists(self.path_of(slug))

    def read(self, slug: str) -> Memory:
        path = self.path_of(slug)
        try:
            raw = read_regular(path)
        except FileNotFoundError:
            raise not_found("memory", f"no memory {slug!r} in store {self.name!r}") from None
        except IsADirectoryError:
            raise wrong_kind(path, folder=False) from None
        text = decode_memory(raw) or ""
        hint = None
        if not text.startswith("---") or "\ntitle:" not in text.split("\n---", 1)[0]:
            hint = self._titles().get(slug)
        return parse_memory(slug, text, title_hint=hint)

    def read_all(self) -> Iterator[Memory]:
        titles = self._titles()
        for slug in self.slugs():
            try:
                raw = read_regular(self.path_of(slug))
            except FileNotFoundError:  # removed while we scanned
                continue
            yield memory_from_bytes(slug, raw, title_hint=titles.get(slug))

    def read_text(self, slug: str) -> str:
        return read_regular_text(self.path_of(slug), errors="replace")

    def sha256(self, slug: str) -> str:
        """The hash of a memory's file (:func:`file_sha256` of its bytes as on disk): what the audit log's
        ``sha256`` and ``before_sha256`` name, what a write told ``expect`` (a draft's ``base``) compares
        with, and what an evolve proposal keeps of each file it read."""
        return file_sha256(read_regular(self.path_of(slug)))

    def index_entries(self) -> list[IndexEntry]:
        """The entry lines of ``MEMORY.md``, in order (other lines are kept but not returned)."""
        path = self.index_path()
        if not path.is_file():
            return []
        return _entries(read_regular_text(path, errors="replace"))

    def raw_files(self) -> Iterator[tuple[str, bytes]]:
        """Every memory file and ``MEMORY.md`` as file name → bytes, exactly as on disk (hold the write
        lock for a consistent set)."""
        for slug in self.slugs():
            try:
                yield f"{slug}.md", read_regular(self.path_of(slug))
            except FileNotFoundError:  # removed while we scanned
                continue
        path = self.index_path()
        if path.is_file():
            yield INDEX_FILE, read_regular(path)

    def _titles(self) -> dict[str, str]:
        return {e.slug: e.title for e in self.index_entries()}

    # -- writing (callers hold write_lock) ----------------------------------------------------

    def write(self, mem: Memory, rendered: str | None = None) -> None:
        """Write the memory file atomically and bring its ``MEMORY.md`` line in step. The file's rename is
        made durable by one directory fsync: before a new line is appended (a line never names a file a
        crash could take back), or after ``MEMORY.md``'s own rename (both at once). ``rendered``: the
        file's text, ``render_memory(mem)``, when the caller has it already (YAML costs milliseconds)."""
        self.ensure()
        atomic_write(self.path_of(mem.slug), render_memory(mem) if rendered is None else rendered, sync_dir=False)
        self._sync_index_file(upsert=mem, renamed=True)

    def delete(self, slug: str) -> None:
        path = self.path_of(slug)
        if path.is_dir():
            raise wrong_kind(path, folder=False)
        if not path.is_file():
            raise not_found("memory", f"no memory {slug!r} in store {self.name!r}")
        path.unlink()
        fsync_dir(path.parent)
        self._sync_index_file(remove=slug)

    def rewrite_index_file(self) -> int:
        """Repair ``MEMORY.md`` (doctor's fix), touching only the lines that are broken: a line whose
        memory file is gone, or that repeats an earlier line's memory, is removed; a memory with no
        line gets one, appended. Every other line stays byte for byte — a host's own wording of its
        lines is its to keep. Returns the lines removed plus the lines added (0: the file is left alone)."""
        files, _ = self.scan()
        seen: set[str] = set()
        gone: set[str] = set()
        broken = 0
        for entry in self.index_entries():
            if entry.slug not in files:
                gone.add(entry.slug)
                broken += 1
            elif entry.slug in seen:
                broken += 1  # a repeat: the memory's first line stays, the sync drops the others
            seen.add(entry.slug)
        missing = [self.read(slug) for slug in sorted(files) if slug not in seen]
        if broken or missing:
            self._sync_index_file(upserts=missing, removes=gone)
        return broken + len(missing)

    def unlist(self, slugs: Collection[str], moved: Mapping[str, str] | None = None) -> None:
        """The ``MEMORY.md`` lines of the memories ``slugs`` whose files are gone taken out (deleted by hand:
        the index's sync that finds them gone calls it), so the map never shows a memory that is not there;
        a line of one renamed by hand (``moved``: old slug → new, the same bytes) names its new file instead,
        where it stood. The file replaced whole, atomically (:meth:`_sync_index_file`); left alone when no
        line names one of them (looked through a line at a time)."""
        gone = {s for s in slugs if not self.exists(s)}
        renames = {old: new for old, new in (moved or {}).items() if old in gone and self.exists(new)}
        if gone and any((m := ENTRY.match(line)) and m.group("file") in gone for line in _lines(self.index_path())):
            self._sync_index_file(removes=gone - set(renames), renames=renames)

    def enlister(self) -> Callable[[list[Memory]], None]:
        """How one sync or rebuild gives the memories whose files were put in the store by hand their
        ``MEMORY.md`` lines: called with each batch before it is indexed (so a crash in between leaves the
        files new to the next sync, which finds their lines), it appends the lines of those no line names yet,
        in order, each the bytes a write of it would make, never a second line for a memory named already.
        ``MEMORY.md`` is read once and then only what was added to it since (:class:`_Enlister`), and a
        batch's lines are one append and one fsync; the store folder is fsynced before the first (a line
        never names a file a crash could take back). A blank or missing ``MEMORY.md`` is made as a write
        makes it."""
        return _Enlister(self)

    def apply(self, writes: list[Memory], deletes: list[str]) -> None:
        """Many writes and deletes at once (evolve): each file atomically, ``MEMORY.md`` brought in step
        once at the end — one rewrite of a 10k-line index instead of one per memory."""
        self.ensure()
        for mem in writes:
            atomic_write(self.path_of(mem.slug), render_memory(mem))
        for slug in deletes:
            self.path_of(slug).unlink(missing_ok=True)
        if deletes:
            fsync_dir(self.root)
        self._sync_index_file(upserts=writes, removes=set(deletes))

    def restore_files(self, files: Mapping[str, bytes]) -> tuple[list[str], list[str]]:
        """Make the markdown exactly ``files`` (file name → bytes: ``<slug>.md`` files and ``MEMORY.md``).

        The files whose bytes differ are staged in the workshop (same file system) and made durable,
        then each is swapped in by one atomic rename; memory files not in ``files`` are removed. A crash
        part-way leaves every file whole, old or new, and running it again finishes the job. Returns
        (file names written, slugs removed).
        """
        targets = {name: self._file_of(name) for name in files}
        for path in targets.values():
            if path.is_dir():  # (MEMORY.md's is refused by _file_of)
                raise wrong_kind(path, folder=False)
        differ = [name for name, data in files.items() if _read_or_none(targets[name]) != data]
        removed = [slug for slug in self.slugs() if f"{slug}.md" not in files]
        staging = safe_child(self.workshop(STAGING), STAGED)
        remove_tree(staging)
        staging.mkdir()
        for name in differ:
            with synced_writer(staging / name) as f:
                f.write(files[name])
        fsync_dir(staging)
        for name in differ:
            os.replace(staging / name, targets[name])
        for slug in removed:
            self.path_of(slug).unlink(missing_ok=True)
        fsync_dir(self.root)
        remove_tree(staging)
        return differ, removed

    def _file_of(self, name: str) -> Path:
        """The path of a markdown file name: ``MEMORY.md`` or ``<slug>.md`` (anything else: ``unsafe_path``)."""
        if name == INDEX_FILE:
            return self.index_path()
        if not name.endswith(".md"):
            raise unsafe_path(f"{name[:80]!r} is not a markdown file of a store")
        return self.path_of(name[:-3])

    def _sync_index_file(
        self,
        *,
        upsert: Memory | None = None,
        remove: str | None = None,
        upserts: list[Memory] | None = None,
        removes: set[str] | None = None,
        renamed: bool = False,
        renames: Mapping[str, str] | None = None,
    ) -> None:
        """Edit ``MEMORY.md``: keep its order and its non-entry lines, touch only what changed. A memory
        that has no line yet (a new one, the common write) gets its line appended, with no line parsed
        (:func:`_appended`); any other change replaces the file whole, atomically, written a line at a time as
        it is read (:func:`_lines`, :func:`_edited`, :func:`_ended`). ``renamed``: a rename
        in the store folder (the memory file's) is not durable yet — the folder is fsynced here.
        ``renames``: old slug → new, a line naming the old file made to name the new one."""
        path = self.index_path()
        if upsert is not None and not (remove or upserts or removes) and _appended(path, upsert, renamed):
            return
        changed = {m.slug: m.index_line() for m in [*(upserts or []), *([upsert] if upsert else [])]}
        gone = set(removes or ()) | ({remove} if remove else set())
        atomic_write(path, _ended(_edited(_lines(path), changed, gone, renames or {})))

    # -- audit ------------------------------------------------------------------------------

    def audit(self, event: str, **fields: Any) -> None:
        """One JSON line per change that removes or alters what the store knew. Every string in it but the
        identifiers kura made is redacted here (a reason, a note: whatever a person or a model filled in),
        the one door they pass (a random id would read as a token)."""
        clean = redact_record(fields, _AUDIT_IDS)
        record = {"at": dt.datetime.now(dt.UTC).isoformat(timespec="seconds"), "event": event, **clean}
        append_line(safe_child(self.workshop("_audit"), "audit.jsonl"), json.dumps(record, ensure_ascii=False))

    def audit_lines(self) -> list[dict[str, Any]]:
        path = safe_child(self.workshop("_audit", create=False), "audit.jsonl")
        if not path.is_file():
            return []
        return [r for r in read_records(path) if isinstance(r, dict)]


# Audit fields that hold identifiers kura made (slugs, snapshot and review ids, hashes, file names).
_AUDIT_IDS = frozenset(
    {"slug", "id", "snapshot", "undo_snapshot", "review", "sha256", "before_sha256", "evidence", "archive",
     "restored", "removed", "surface", "redacted", "fields"}
)  # fmt: skip


def _appended(path: Path, mem: Memory, renamed: bool) -> bool:
    """``MEMORY.md`` made its bytes as they are (less trailing newlines), a newline, then ``mem``'s line,
    when no line names the memory yet (a looser test than ``ENTRY``'s) and the file holds something: the
    common write, no line parsed (:func:`_put_after`). False when that is not the case (nothing written).
    The file is looked through a chunk at a time (:func:`_look`), not read whole."""
    try:
        source = open_regular(path)
    except (FileNotFoundError, IsADirectoryError):
        return False
    with source:
        look = _look(source, f"]({mem.slug}.md)".encode())
        if look.blank or look.names:
            return False
        _put_after(path, source, look.end, mem.index_line().encode() + b"\n", renamed)
    return True


def _put_after(path: Path, source: BinaryIO, end: bytes, lines: bytes, renamed: bool) -> None:
    """``lines`` (whole lines) after what ``MEMORY.md`` (``source``, open, not blank; ``end``: its last two
    bytes) holds, less its trailing newlines, and one newline. A file that ends with one newline, or none,
    gets them appended in place (:func:`append_bytes`: no copy, no rename; a torn append is finished by
    :meth:`Store.ensure`), once the store folder is fsynced if ``renamed``; one that ends with a blank line
    is replaced by its bytes copied file to file and the lines (:func:`atomic_extend`, whose folder fsync
    covers ``renamed``)."""
    if end.endswith(b"\n\n"):  # the blank lines at the end go, which an append cannot do (a hand edit's)
        source.seek(0)
        raw = source.read()
        atomic_extend(path, source, raw, len(raw.rstrip(b"\n")), b"\n" + lines)
        return
    if renamed:
        fsync_dir(path.parent)
    append_bytes(path, lines if end.endswith(b"\n") else b"\n" + lines)


# A memory a line of ``MEMORY.md`` mentions, as :func:`_appended`'s looser test finds it ("](slug.md)" anywhere).
_NAMED = re.compile(rb"\]\(([^()\s]+?)\.md\)")


class _Enlister:
    """One sync's (or rebuild's) lines for memory files put in the store by hand (:meth:`Store.enlister`). It keeps the
    names ``MEMORY.md``'s lines give as a set — each line's own (``ENTRY``, as doctor and a rewrite read it) — and
    the names they mention anywhere (``](slug.md)``, a write's looser look), read once and then only from where it
    had read to: what was added since (a host writer's line, the lines appended here). Looked through whole for each
    file, as a write looks, a sync or rebuild finding 10k new files read it 10k times (+5–8 s over a 9–10 s rebuild
    at 10k, and quadratic: at 100k each look reads ~11 MB). A file replaced since (another inode), shorter than what
    was read, or edited in place before where it was read to (the last bytes read, up to :data:`ANCHOR`, no longer
    where they stood: a line inserted or changed above them moves them) is read again from its start. The store's
    write lock is held by the caller throughout, so kura itself writes nothing else to it meanwhile. A file that a
    line only mentions (a trigger's ``see [Rollback](rollback-plan.md)``) gets its line as a write of it would: the
    file rewritten with it, a write's look finding the mention (it had been taken for its line: the file never got
    one)."""

    def __init__(self, store: Store) -> None:
        self.store = store
        self.named: set[str] = set()  # a line's own file (ENTRY)
        self.mentioned: set[str] = set()  # "](slug.md)" anywhere in a line
        self.read_to = 0  # the bytes read, up to the last whole line
        self.blank = True  # nothing but whitespace in what was read
        self.file: tuple[int, int] | None = None  # (device, inode) of what was read
        self.anchor = b""  # the last bytes read (up to ANCHOR), which end at read_to
        self.synced = False  # the store folder fsynced (before the first line)

    def __call__(self, mems: list[Memory]) -> None:
        path = self.store.index_path()
        try:
            source = open_regular(path)
        except (FileNotFoundError, IsADirectoryError):
            self._add(path, None, b"", mems)
        else:
            with source:
                self._add(path, source, self._catch_up(source), mems)

    def _add(self, path: Path, source: BinaryIO | None, end: bytes, mems: list[Memory]) -> None:
        """The lines of ``mems`` no line names (the first of a memory given twice), after what ``source`` holds
        (``end``: its last two bytes), or ``MEMORY.md`` made as a write makes it when it is missing or blank."""
        todo: dict[str, Memory] = {}
        for mem in mems:
            if mem.slug not in self.named:
                todo.setdefault(mem.slug, mem)
        if not todo:
            return
        if source is None or self.blank:
            self.store._sync_index_file(upserts=list(todo.values()), renamed=not self.synced)
        elif not self.mentioned.isdisjoint(todo):  # (rare) each as a write of it: appended, or the file rewritten
            for mem in todo.values():
                self.store._sync_index_file(upsert=mem, renamed=not self.synced)
                self.synced = True
        else:
            lines = b"".join(m.index_line().encode() + b"\n" for m in todo.values())
            _put_after(path, source, end, lines, not self.synced)
        self.synced = True

    def _catch_up(self, source: BinaryIO) -> bytes:
        """The names in what ``source`` holds past what was read (all of it, if it is another file or shorter),
        and its last two bytes."""
        st = os.fstat(source.fileno())
        if (st.st_dev, st.st_ino) != self.file or st.st_size < self.read_to or not self._anchored(source):
            self.file, self.named, self.mentioned = (st.st_dev, st.st_ino), set(), set()
            self.read_to, self.blank, self.anchor = 0, True, b""
        source.seek(self.read_to)
        for raw in source:  # a line at a time (split at b"\n")
            self.blank = self.blank and raw.isspace()
            if b"](" in raw:
                self.mentioned.update(m.decode("utf-8", errors="replace") for m in _NAMED.findall(raw))
                for line in raw.decode("utf-8", errors="replace").splitlines():  # as _lines reads it
                    if (entry := ENTRY.match(line)) is not None:
                        self.named.add(entry.group("file"))
            if raw.endswith(b"\n"):
                self.read_to += len(raw)  # an unfinished last line is read again next time
                self.anchor = (self.anchor + raw)[-ANCHOR:]
        size = source.tell()
        source.seek(max(0, size - 2))
        return source.read(2)

    def _anchored(self, source: BinaryIO) -> bool:
        """Whether the last bytes read still end where reading stopped (nothing read yet: they do)."""
        source.seek(self.read_to - len(self.anchor))
        return source.read(len(self.anchor)) == self.anchor


# The bytes an enlister keeps of what it read last, to see a host's edit in place before them (:class:`_Enlister`):
# a line inserted, removed or changed above moves them, unless it leaves the file's length and these bytes as they
# were. (Read again whole, the 11 MB of a 100k file cost what the enlister saves.)
ANCHOR = 256


# ``MEMORY.md`` is looked through this many bytes at a time before a line is appended. Read whole, a 100k-memory
# file (~11 MB) was one allocation a write, and after the first glibc served the next from its heap and kept it
# (its mmap threshold follows the largest block freed): +11 MB of RSS for good (bench/README.md, "A long question's
# windows; MEMORY.md looked through in chunks").
LOOK_CHUNK = 1 << 18


@dataclass(frozen=True)
class _Looked:
    names: bool  # the needle is in the file (the look stops there)
    blank: bool  # nothing but whitespace in the file, or nothing at all
    end: bytes  # its last two bytes


def _look(source: BinaryIO, needle: bytes) -> _Looked:
    """Whether ``needle`` is in ``source`` (read :data:`LOOK_CHUNK` at a time from where it stands, each chunk
    after the last ``len(needle) - 1`` bytes of the one before, so a needle across two chunks is found),
    whether the file is blank, and its last two bytes."""
    carry, end, blank = b"", b"", True
    while chunk := source.read(LOOK_CHUNK):
        blank = blank and chunk.isspace()
        window = carry + chunk
        if needle in window:
            return _Looked(True, blank, b"")
        carry = window[1 - len(needle) :]  # a needle is at least "](x.md)": never empty
        end = (end + chunk)[-2:]
    return _Looked(False, blank, end)


def _lines(path: Path) -> Iterator[str]:
    """The lines of ``path`` as ``str.splitlines`` reads its text (undecodable bytes replaced), read a line at a
    time; none for a missing file. (A 100k-memory ``MEMORY.md`` read whole, its lines and the new ones held at
    once, raised the daemon's peak by ~120 MB for one forget: bench/README.md.)"""
    try:
        source = open_regular(path)
    except (FileNotFoundError, IsADirectoryError):
        return
    with source:
        for raw in source:  # split at b"\n", which no other character's UTF-8 bytes hold
            yield from raw.decode("utf-8", errors="replace").splitlines()


def _edited(
    lines: Iterable[str], changed: Mapping[str, str], gone: set[str], renames: Mapping[str, str]
) -> Iterator[str]:
    """``MEMORY.md``'s ``lines`` (the header for none) with the lines of ``changed`` memories replaced where they
    stand or appended, the lines of ``gone`` ones and every repeat of a memory's line dropped, a line of a memory
    in ``renames`` (old slug → new) naming its new file, other lines kept."""
    placed: set[str] = set()
    seen = False
    for line in lines:
        seen = True
        m = ENTRY.match(line)
        slug = m.group("file") if m else None
        if slug is not None and slug in renames:
            line = line.replace(f"]({slug}.md)", f"]({renames[slug]}.md)", 1)
            slug = renames[slug]
        if slug is None:
            yield line
        elif slug not in gone and slug not in placed:
            placed.add(slug)
            yield changed.get(slug, line)
    if not seen:
        yield from _HEADER.rstrip("\n").split("\n")
    yield from (line for slug, line in changed.items() if slug not in placed)


def _ended(lines: Iterable[str]) -> Iterator[bytes]:
    """``lines`` as a file's bytes, each ended by a newline, less the blank lines at the end ("\\n" for none)."""
    blanks = 0
    wrote = False
    for line in lines:
        if not line:
            blanks += 1
            continue
        yield b"\n" * blanks + line.encode("utf-8") + b"\n"
        blanks, wrote = 0, True
    if not wrote:
        yield b"\n"


def _is_marker(name: str) -> bool:
    """Whether ``name`` (in ``_restore/``) is a marker's: ``<snapshot id>.json``."""
    return name.endswith(MARKER) and SNAPSHOT_ID.fullmatch(name[: -len(MARKER)]) is not None


def _ends_open(path: Path) -> bool:
    """Whether ``path`` holds something and its last byte is not a newline (one byte read)."""
    try:
        with open_regular(path) as f:
            if f.seek(0, os.SEEK_END) == 0:
                return False
            f.seek(-1, os.SEEK_END)
            return f.read(1) != b"\n"
    except (FileNotFoundError, IsADirectoryError):
        return False


def _entries(text: str) -> list[IndexEntry]:
    """The entry lines of a ``MEMORY.md`` text, in order."""
    entries = []
    for line in text.splitlines():
        m = ENTRY.match(line)
        if m and SLUG.fullmatch(m.group("file")):
            entries.append(IndexEntry(m.group("file"), m.group("title").strip(), m.group("trigger").strip()))
    return entries


def _read_or_none(path: Path) -> bytes | None:
    try:
        return read_regular(path)
    except (FileNotFoundError, IsADirectoryError):
        return None
