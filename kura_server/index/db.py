"""The one SQLite connection factory: sqlite-vec loaded, WAL, sane pragmas.

This machine's Python (and many others) cannot load extensions (no ``enable_load_extension``), so
the factory uses the standard module where it can and the maintained drop-in ``sqlean.py`` otherwise.
Connections are in autocommit mode; writers open ``BEGIN IMMEDIATE`` transactions themselves.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from functools import cache
from pathlib import Path
from types import ModuleType
from typing import Any

import sqlite_vec

Connection = Any  # sqlite3.Connection or sqlean.Connection: the same DB-API surface


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
    return conn


@contextmanager
def transaction(conn: Connection) -> Iterator[Connection]:
    """One write transaction: ``BEGIN IMMEDIATE`` … ``COMMIT`` (``ROLLBACK`` on any error)."""
    conn.execute("BEGIN IMMEDIATE")
    try:
        yield conn
    except BaseException:
        conn.execute("ROLLBACK")
        raise
    conn.execute("COMMIT")
