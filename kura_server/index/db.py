"""The one SQLite connection factory: sqlite-vec loaded, WAL, sane pragmas; and per-thread connections.

This machine's Python (and many others) cannot load extensions (no ``enable_load_extension``), so
the factory uses the standard module where it can and the maintained drop-in ``sqlean.py`` otherwise.
Connections are in autocommit mode; writers open ``BEGIN IMMEDIATE`` transactions themselves.

Only ``index/`` opens SQLite files (``tests/test_layers.py`` checks it on the AST). A database inside a
store is opened through its store's containment: the ``guard`` given (``store.paths.resolve_inside`` over
the store root) checks the file and its ``-wal`` / ``-shm`` before every new connection.

A database SQLite says is damaged (:func:`damaged`: not a database, or malformed) is derived data in a
store, never the truth: :func:`set_aside` moves it and its ``-wal`` / ``-shm`` out of the way so a fresh
one is created in its place (``Index`` rebuilds it from the markdown), and keeps only the newest such copy.
"""

from __future__ import annotations

import datetime as dt
import sqlite3
import threading
import weakref
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from functools import cache
from pathlib import Path
from types import ModuleType
from typing import Any

import sqlite_vec

from ..store.paths import make_folder, remove_file, rename_into_place

Connection = Any  # sqlite3.Connection or sqlean.Connection: the same DB-API surface
Guard = Callable[[Path], object]  # raises when a path is unsafe to open (a symlink in a store…)

DAMAGED_CODES = frozenset({11, 26})  # SQLITE_CORRUPT, SQLITE_NOTADB (an extended code keeps it in its low byte)
SET_ASIDE = ".damaged-"  # index.sqlite.damaged-<UTC time>: a damaged file moved out of the way
KEEP_SET_ASIDE = 1  # damaged copies kept (the newest): damage found again and again never fills the disk
FILES = ("", "-wal", "-shm")  # a database's files: itself, its write-ahead log and the log's index


@cache
def sqlite_module() -> ModuleType:
    """``sqlite3`` if it can load extensions here, else ``sqlean`` (same API, extensions enabled)."""
    probe = sqlite3.connect(":memory:")
    try:
        if hasattr(probe, "enable_load_extension"):
            try:
                probe.enable_load_extension(True)
                sqlite_vec.load(probe)
                return sqlite3
            except (sqlite3.OperationalError, AttributeError):
                pass
    finally:
        probe.close()
    import sqlean

    return sqlean


def connect(path: Path | str, *, vec: bool = True) -> Connection:
    """Open ``path`` with sqlite-vec loaded (when ``vec``), WAL journaling and a busy timeout."""
    mod = sqlite_module()
    conn = mod.connect(str(path), timeout=30.0, isolation_level=None, check_same_thread=False)
    if vec:
        conn.enable_load_extension(True)
        sqlite_vec.load(conn)
        conn.enable_load_extension(False)
    conn.execute("PRAGMA busy_timeout = 30000")
    if str(path) != ":memory:":
        conn.execute("PRAGMA journal_mode = WAL")
    conn.execute("PRAGMA synchronous = NORMAL")
    conn.execute("PRAGMA secure_delete = ON")  # deleted rows and freed pages are zeroed: a forget leaves no text
    return conn


def damaged(exc: BaseException) -> bool:
    """Whether ``exc`` is SQLite saying a file is not a database or a malformed one: never a full disk, an
    I/O error, a lock or a missing table (those leave the file as it is)."""
    code = getattr(exc, "sqlite_errorcode", None)
    return isinstance(code, int) and code & 0xFF in DAMAGED_CODES


def set_aside(path: Path) -> Path:
    """Move the damaged database ``path`` (or whatever else is in its place: a folder) with its ``-wal`` and
    ``-shm`` to ``<name>.damaged-<UTC time>`` (a stale ``-wal`` left beside a new file would be replayed
    into it), then remove the older set-aside files beyond the newest :data:`KEEP_SET_ASIDE` (a folder is
    never removed). Returns where it went."""
    stamp = dt.datetime.now(dt.UTC).strftime("%Y%m%dT%H%M%S%fZ")
    target = path.with_name(f"{path.name}{SET_ASIDE}{stamp}")
    for suffix in FILES:
        source = path.with_name(path.name + suffix)
        if source.exists() or source.is_symlink():
            rename_into_place(source, target.with_name(target.name + suffix))
    for old in set_aside_copies(path)[:-KEEP_SET_ASIDE]:
        remove_database(old)
    return target


def remove_database(path: Path) -> None:
    """Remove the database ``path`` with its ``-wal`` and ``-shm`` (no connection to it open; a folder in
    the place of one is left)."""
    for suffix in FILES:
        extra = path.with_name(path.name + suffix)
        if not extra.is_dir():
            remove_file(extra)


def set_aside_copies(path: Path) -> list[Path]:
    """The damaged copies of ``path`` that :func:`set_aside` kept, oldest first."""
    if not path.parent.is_dir():
        return []
    found = path.parent.glob(f"{path.name}{SET_ASIDE}*")
    return sorted(p for p in found if not p.name.endswith(("-wal", "-shm")))


@contextmanager
def transaction(conn: Connection) -> Iterator[Connection]:
    """One write transaction: ``BEGIN IMMEDIATE`` … ``COMMIT`` (``ROLLBACK`` on any error, a failed
    ``COMMIT`` included). On a full disk or an I/O error SQLite may have rolled back already: the error
    that goes on is then the write's own, never "no transaction is active"."""
    conn.execute("BEGIN IMMEDIATE")
    try:
        yield conn
        conn.execute("COMMIT")
    except BaseException:
        if conn.in_transaction:
            conn.execute("ROLLBACK")
        raise


class ThreadConnections:
    """One connection per thread to one database file, and no thread's connection ever closed under it.

    :meth:`close` closes the caller's own connection and those of threads that have ended, and retires
    the rest (a new generation): each retired connection is closed by its own thread the next time it
    asks for one, which then gets a fresh connection. So a reader in the middle of a query keeps a live
    connection whatever another thread does; closing in place of it was how a rollback crashed readers.
    """

    def __init__(
        self,
        path: Path,
        *,
        vec: bool = True,
        prepare: Callable[[Connection], None] | None = None,
        guard: Guard | None = None,
    ) -> None:
        self.path = path
        self._guard = guard
        self._vec = vec
        self._prepare = prepare  # run on each new connection (e.g. CREATE TABLE IF NOT EXISTS)
        self._local = threading.local()
        self._generation = 0
        self._open: dict[int, tuple[weakref.ref[threading.Thread], Connection]] = {}
        self._lock = threading.Lock()

    def get(self) -> Connection:
        """This thread's connection (opened on first use, and again after :meth:`close`)."""
        mine = getattr(self._local, "conn", None)
        if mine is not None and self._local.generation == self._generation:
            return mine
        with self._lock:
            if mine is not None:  # retired by close(): ours, so ours to close
                self._open.pop(id(mine), None)
                mine.close()
            self._close_where(lambda thread: False)  # only those of threads that have ended
            conn = connect(self.checked_path(), vec=self._vec)
            if self._prepare is not None:
                self._prepare(conn)
            self._open[id(conn)] = (weakref.ref(threading.current_thread()), conn)
            self._local.conn, self._local.generation = conn, self._generation
        return conn

    def checked_path(self) -> Path:
        """The database file, its folder created, checked by the guard (with its ``-wal`` and ``-shm``)
        just before it is opened."""
        if self._guard is not None:
            self._guard(self.path.parent)
        make_folder(self.path.parent)  # (a file named ``_index``: 409)
        if self._guard is not None:
            for path in (
                self.path,
                self.path.with_name(self.path.name + "-wal"),
                self.path.with_name(self.path.name + "-shm"),
            ):
                self._guard(path)
        return self.path

    def close(self) -> None:
        """Close what no other live thread may be using; retire the rest (see the class docstring)."""
        me = threading.current_thread()
        with self._lock:
            self._generation += 1
            self._close_where(lambda thread: thread is me)
            self._local.conn = None  # ours was closed above

    def _close_where(self, also: Callable[[threading.Thread], bool]) -> None:
        """Close the connections of ended threads, and of live ones ``also`` names (lock held)."""
        for key, (owner, conn) in list(self._open.items()):
            thread = owner()
            if thread is None or not thread.is_alive() or also(thread):
                conn.close()
                del self._open[key]
