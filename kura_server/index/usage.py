"""How often each memory was recalled (evolve reads it to suggest fading what is never used).

Usage is not derived from the markdown, so it lives in its own small database beside the index and
survives an index rebuild. Neighbour look-ups on the write path never count.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from pathlib import Path

from .db import Connection, Guard, ThreadConnections, transaction


def _create(conn: Connection) -> None:
    conn.execute(
        "CREATE TABLE IF NOT EXISTS usage(slug TEXT PRIMARY KEY, retrieval_count INTEGER NOT NULL,"
        " last_recalled TEXT NOT NULL)"
    )


class Usage:
    def __init__(self, path: Path, *, guard: Guard | None = None) -> None:
        self.path = path
        self._conns = ThreadConnections(path, vec=False, prepare=_create, guard=guard)

    @property
    def conn(self) -> Connection:
        return self._conns.get()

    def close(self) -> None:
        """Close this thread's connection; other threads' are retired, never closed under them."""
        self._conns.close()

    def bump(self, slugs: Sequence[str]) -> None:
        if not slugs:
            return
        now = dt.datetime.now(dt.UTC).isoformat(timespec="seconds")
        with transaction(self.conn) as conn:
            conn.executemany(
                "INSERT INTO usage(slug, retrieval_count, last_recalled) VALUES (?, 1, ?)"
                " ON CONFLICT(slug) DO UPDATE SET retrieval_count = retrieval_count + 1,"
                " last_recalled = excluded.last_recalled",
                [(s, now) for s in slugs],
            )

    def count(self, slug: str) -> int:
        row = self.conn.execute("SELECT retrieval_count FROM usage WHERE slug = ?", (slug,)).fetchone()
        return int(row[0]) if row else 0

    def top(self, n: int) -> list[tuple[str, int]]:
        return self.conn.execute(
            "SELECT slug, retrieval_count FROM usage ORDER BY retrieval_count DESC, slug LIMIT ?", (n,)
        ).fetchall()

    def forget(self, slug: str) -> None:
        with transaction(self.conn) as conn:
            conn.execute("DELETE FROM usage WHERE slug = ?", (slug,))
