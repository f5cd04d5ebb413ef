"""How often each memory was recalled (evolve reads it to suggest fading what is never used).

Usage is not derived from the markdown, so it lives in its own small database beside the index and
survives an index rebuild. Neighbour look-ups on the write path never count.

A recall does not write: its bumps are counted in memory and written in one transaction at most
``FLUSH_S`` seconds later (a timer thread), before any read of the counts in this process, and at
``close``. A crash loses only the bumps not yet written — at most the last ``FLUSH_S`` seconds' worth;
a count is a hint for evolve, never the truth of a memory.

A batch counts only the memories there when it is written (``known``, asked inside the batch's write
transaction): a recall that picked a memory just before its forget, or another process's batch that
still holds a bump of it, never brings back the row the forget removed (a slug carries the memory's
title words). A forget removes the file before the row, and the two transactions are serialised by
SQLite's write lock, so whichever comes second, no row is left.
"""

from __future__ import annotations

import datetime as dt
import logging
import threading
from collections.abc import Callable, Sequence
from pathlib import Path

from .db import Connection, Guard, ThreadConnections, transaction

log = logging.getLogger("kura.index")

FLUSH_S = 2.0  # the longest a recall's bump waits in memory before it is written


def _create(conn: Connection) -> None:
    conn.execute(
        "CREATE TABLE IF NOT EXISTS usage(slug TEXT PRIMARY KEY, retrieval_count INTEGER NOT NULL,"
        " last_recalled TEXT NOT NULL)"
    )


class Usage:
    def __init__(
        self, path: Path, *, flush_s: float = FLUSH_S, guard: Guard | None = None,
        known: Callable[[str], bool] | None = None,
    ) -> None:  # fmt: skip
        """``known(slug)``: whether the memory is there now (the store's ``exists``); None counts every slug."""
        self.path = path
        self.flush_s = flush_s
        self.known = known
        self._conns = ThreadConnections(path, vec=False, prepare=_create, guard=guard)
        self._pending: dict[str, tuple[int, str]] = {}  # slug -> (bumps not yet written, last recalled)
        self._pending_lock = threading.Lock()
        self._timer: threading.Timer | None = None

    @property
    def conn(self) -> Connection:
        return self._conns.get()

    def close(self) -> None:
        """Write the pending bumps, close this thread's connection; other threads' are retired, never
        closed under them."""
        try:
            self.flush()
        except Exception as exc:  # a full or read-only disk: the counts are lost, the close goes on
            log.warning("recall counts of %s not written at close: %s", self.path, exc)
        finally:
            self._conns.close()

    def bump(self, slugs: Sequence[str]) -> None:
        """Count one recall of each of ``slugs`` (in memory; written by :meth:`flush`)."""
        if not slugs:
            return
        now = dt.datetime.now(dt.UTC).isoformat(timespec="seconds")
        with self._pending_lock:
            for slug in slugs:
                self._pending[slug] = (self._pending.get(slug, (0, now))[0] + 1, now)
            if self._timer is None:
                self._timer = threading.Timer(self.flush_s, self._flush_later)
                self._timer.daemon = True
                self._timer.name = "kura-usage-flush"
                self._timer.start()

    def flush(self) -> None:
        """Write the pending bumps in one transaction (on failure they stay pending for the next try), but
        those of memories no longer there: asked inside the transaction, so a forget's row removal —
        after its file's — is never undone by a batch written after it."""
        with self._pending_lock:
            batch, self._pending = self._pending, {}
            if self._timer is not None:
                self._timer.cancel()
                self._timer = None
        if not batch:
            return
        try:
            with transaction(self.conn) as conn:
                known = self.known
                conn.executemany(
                    "INSERT INTO usage(slug, retrieval_count, last_recalled) VALUES (?, ?, ?)"
                    " ON CONFLICT(slug) DO UPDATE SET retrieval_count = retrieval_count + excluded.retrieval_count,"
                    " last_recalled = max(last_recalled, excluded.last_recalled)",
                    [(slug, n, last) for slug, (n, last) in batch.items() if known is None or known(slug)],
                )
        except BaseException:
            with self._pending_lock:
                for slug, (n, last) in batch.items():
                    had, seen = self._pending.get(slug, (0, last))
                    self._pending[slug] = (had + n, max(seen, last))
            raise

    def _flush_later(self) -> None:
        try:
            self.flush()
        except Exception as exc:  # kept pending: the next bump, read or close tries again
            log.warning("recall counts of %s not written yet: %s", self.path, exc)

    def count(self, slug: str) -> int:
        self.flush()
        row = self.conn.execute("SELECT retrieval_count FROM usage WHERE slug = ?", (slug,)).fetchone()
        return int(row[0]) if row else 0

    def top(self, n: int) -> list[tuple[str, int]]:
        self.flush()
        return self.conn.execute(
            "SELECT slug, retrieval_count FROM usage ORDER BY retrieval_count DESC, slug LIMIT ?", (n,)
        ).fetchall()

    def forget(self, slug: str) -> None:
        with self._pending_lock:
            self._pending.pop(slug, None)
        with transaction(self.conn) as conn:
            conn.execute("DELETE FROM usage WHERE slug = ?", (slug,))
