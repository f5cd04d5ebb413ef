"""Fault injection at the file layer for tests: the n-th write, fsync, rename or SQLite write fails.

One counter spans every call it watches, in the order kura makes them: ``write`` on a file opened for
writing (``open``, ``io.open``, ``os.fdopen``, ``Path.write_*``, ``tarfile`` on such a file), ``os.write``,
``os.fsync``, ``os.replace``, ``os.rename``, and — through a ``factory`` connection class handed to the
SQLite module's ``connect`` (kura's one connection factory calls it) — every writing statement
(``INSERT``, ``UPDATE``, ``DELETE``, ``REPLACE``, ``CREATE``, ``DROP``, ``COMMIT``) and every backup.
The failing call raises what the disk would: ``OSError(ENOSPC | EIO)`` for a file, SQLite's own
``OperationalError`` with ``SQLITE_FULL`` / ``SQLITE_IOERR`` for the database (raised where the
statement would run, so the transaction it belongs to takes SQLite's error path: kura rolls it back).

    faults = Faults.install(monkeypatch)   # counting off until armed
    faults.arm(3, errno.ENOSPC)            # the 3rd watched call fails
    faults.arm(3, errno.ENOSPC, sticky=True)  # … and every one after it: a disk that stays full

``full_disk()`` arms what a full disk refuses: every data write and SQLite write from now on, while
renames, removals and fsyncs of what is already written still work (they need no new blocks).
"""

from __future__ import annotations

import builtins
import errno
import io
import os
from pathlib import Path
from typing import Any

import pytest

from kura_server.index.db import connect, sqlite_module

_WRITES = ("INSERT", "UPDATE", "DELETE", "REPLACE", "CREATE", "DROP", "COMMIT")
_SQLITE = {
    errno.ENOSPC: (13, "SQLITE_FULL", "database or disk is full"),
    errno.EIO: (10, "SQLITE_IOERR", "disk I/O error"),
}


class _Writer:
    """A file opened for writing whose ``write`` is watched; everything else is the file's own."""

    def __init__(self, f: Any, faults: Faults) -> None:
        self._f = f
        self._faults = faults

    def write(self, data: Any) -> int:
        self._faults.hit("write")
        return int(self._f.write(data))

    def __enter__(self) -> _Writer:
        return self

    def __exit__(self, *exc: object) -> None:
        self._f.close()

    def __getattr__(self, name: str) -> Any:
        return getattr(self._f, name)


class Faults:
    def __init__(self) -> None:
        self.at: int | None = None
        self.sticky = False
        self.errno = errno.ENOSPC
        self.calls = 0
        self.fired: list[str] = []
        self.kinds: set[str] | None = None  # None: every kind of call counts

    def arm(self, at: int, err: int = errno.ENOSPC, *, sticky: bool = False, kinds: set[str] | None = None) -> None:
        self.at, self.errno, self.sticky, self.kinds, self.calls, self.fired = at, err, sticky, kinds, 0, []

    def full_disk(self) -> None:
        self.arm(1, errno.ENOSPC, sticky=True, kinds={"write", "sqlite"})

    def disarm(self) -> None:
        self.at = None

    def _due(self, what: str) -> bool:
        if self.at is None or (self.kinds is not None and what.split()[0] not in self.kinds):
            return False
        self.calls += 1
        if self.calls == self.at or (self.sticky and self.calls > self.at):
            self.fired.append(what)
            return True
        return False

    def hit(self, what: str) -> None:
        if self._due(what):
            raise OSError(self.errno, os.strerror(self.errno))

    def hit_sqlite(self, what: str) -> None:
        if self._due(f"sqlite {what}"):
            code, name, message = _SQLITE[self.errno]
            exc = sqlite_module().OperationalError(message)
            exc.sqlite_errorcode, exc.sqlite_errorname = code, name
            raise exc

    @classmethod
    def install(cls, monkeypatch: pytest.MonkeyPatch) -> Faults:
        faults = cls()
        real_open = builtins.open

        def watched_open(file: Any, mode: str = "r", *args: Any, **kwargs: Any) -> Any:
            f = real_open(file, mode, *args, **kwargs)
            return _Writer(f, faults) if any(c in mode for c in "wax+") else f

        def watched(name: str, real: Any) -> Any:
            def call(*args: Any, **kwargs: Any) -> Any:
                faults.hit(name)
                return real(*args, **kwargs)

            return call

        monkeypatch.setattr(builtins, "open", watched_open)
        monkeypatch.setattr(io, "open", watched_open)
        for name in ("write", "fsync", "replace", "rename"):
            monkeypatch.setattr(os, name, watched(name, getattr(os, name)))

        mod = sqlite_module()

        class Connection(mod.Connection):  # type: ignore[misc,name-defined]  # the module is chosen at run time
            def execute(self, sql: str, *args: Any) -> Any:
                if sql.lstrip().upper().startswith(_WRITES):
                    faults.hit_sqlite(sql.split(None, 1)[0])
                return super().execute(sql, *args)

            def executemany(self, sql: str, *args: Any) -> Any:
                if sql.lstrip().upper().startswith(_WRITES):
                    faults.hit_sqlite(sql.split(None, 1)[0])
                return super().executemany(sql, *args)

            def backup(self, *args: Any, **kwargs: Any) -> Any:
                faults.hit_sqlite("backup")
                return super().backup(*args, **kwargs)

        real_connect = mod.connect

        def connect(*args: Any, **kwargs: Any) -> Any:
            kwargs.setdefault("factory", Connection)
            return real_connect(*args, **kwargs)

        monkeypatch.setattr(mod, "connect", connect)
        return faults


def damage_index(path: Path, how: str) -> Path:
    """The index file at ``path`` as a failing disk, a torn copy or a person may leave it (its ``-wal`` and
    ``-shm`` gone, kura not running): ``garbage``, ``truncated``, a ``folder`` in its place, or one ``page`` of
    the full-text index overwritten (the open reads nothing of it, a search does)."""
    for extra in ("-wal", "-shm"):
        path.with_name(path.name + extra).unlink(missing_ok=True)
    if how == "garbage":
        path.write_bytes(bytes(range(256)) * 80)
    elif how == "truncated":
        with path.open("r+b") as f:
            f.truncate(path.stat().st_size // 2)
    elif how == "folder":
        path.unlink()
        path.mkdir()
    else:
        assert how == "page", how
        conn = connect(path, vec=False)
        size = conn.execute("PRAGMA page_size").fetchone()[0]
        (root,) = conn.execute("SELECT rootpage FROM sqlite_master WHERE name = 'fts_data'").fetchone()
        conn.close()
        with path.open("r+b") as f:
            f.seek((root - 1) * size)
            f.write(b"\xff" * size)
    return path
