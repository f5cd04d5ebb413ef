"""The index's dense vectors in memory: one float32 matrix per index file, searched by brute force.

sqlite-vec's ``vec0`` table stays the persisted copy; this is a cache of it, 5× faster to scan (a
matrix-vector product over rows already in memory instead of a scan over SQLite pages). It is loaded
lazily on the first search and kept in step by the :class:`~kura_server.index.index.Index` itself:
every write transaction that changes ``vec`` rows also writes a fresh random token into ``meta``
(key ``vectors``) and hands its changes to :meth:`Vectors.apply` under the cache's lock, after the
commit. A search compares the file's token with the snapshot's: a write by another process, a
restore (SQLite's backup API) or a rebuild all leave a token the snapshot does not have, and the next
search loads the matrix again — once ``verify`` (the index's own check, in the same read transaction)
found the file still holds the vector space it expects: another process may have rebuilt it for another
embedder, whose rows are never read with this dimension. Snapshots are immutable: a reader keeps the one
it took whatever a writer does (rows are appended past the end a snapshot reads; removals are a new ``usable`` mask).

Above ``max_mb`` (the setting ``[recall] memory_vectors_mb``) the matrix is not held and ``vec0``
answers. BLAS is pinned to one thread (threadpoolctl): two were faster on a quiet machine but four
times slower on a busy one. A large matrix is scanned in row slices side by side instead, as many at
once as the encoder's load policy finds cores free for (``scan.py``).
"""

from __future__ import annotations

import secrets
import threading
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field

import numpy as np

from .. import waits
from ..heap import trim as trim_heap
from .db import Connection, sqlite_module
from .scan import Scan

TOKEN_KEY = "vectors"
# Removed rows are masked, and compacted away once there are more than this many and a quarter of the live
# ones: a small store under steady remember/forget keeps a matrix near its own size (with 1024 here, a
# soak's store of ~40 memories kept up to 1,064 rows and doubled its buffer to 2,048: 3 MB at 384 floats).
COMPACT_AFTER = 64


def new_token() -> str:
    return secrets.token_hex(8)


def read_token(conn: Connection) -> str:
    """The token of the vectors as the file holds them now ("" before any write recorded one)."""
    try:
        row = conn.execute("SELECT value FROM meta WHERE key = ?", (TOKEN_KEY,)).fetchone()
    except sqlite_module().OperationalError:  # no meta table: a new file, before its first reset
        return ""
    return row[0] if row else ""


def write_token(conn: Connection, token: str) -> None:
    conn.execute("INSERT OR REPLACE INTO meta(key, value) VALUES (?, ?)", (TOKEN_KEY, token))


@dataclass
class Changes:
    """What one write transaction did to the vectors: rows removed, rows added."""

    removed: list[int] = field(default_factory=list)
    added_ids: list[int] = field(default_factory=list)
    added_scopes: list[str] = field(default_factory=list)
    added_vecs: list[np.ndarray] = field(default_factory=list)
    reset: bool = False

    def add(self, rid: int, scope: str, vec: np.ndarray) -> None:
        self.added_ids.append(rid)
        self.added_scopes.append(scope)
        self.added_vecs.append(vec)


def _unit_rows(vecs: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Rows scaled to unit length (a copy), and which rows can be scored (:func:`_scale_in_place`)."""
    out = np.array(vecs, dtype=np.float32)
    return out, _scale_in_place(out)


def _scale_in_place(rows: np.ndarray) -> np.ndarray:
    """``rows`` scaled to unit length where they are, and which rows can be scored (a zero vector has no
    cosine: vec0 answers NULL for it, and the index skips it; such a row is zeroed)."""
    norms = np.linalg.norm(rows, axis=1)
    ok = np.isfinite(norms) & (norms > 0)
    rows[ok] /= norms[ok, None]
    rows[~ok] = 0.0
    return ok


@dataclass(frozen=True)
class Snapshot:
    """The vectors at one token. ``rows`` may be longer than ``n``: rows past ``n`` belong to later
    snapshots and are never read through this one."""

    token: str
    rows: np.ndarray  # (capacity, dim) float32, unit rows
    n: int
    ids: np.ndarray  # (n,) int64
    scopes: np.ndarray  # (n,) int32 codes into scope_names
    scope_names: tuple[str, ...]
    usable: np.ndarray  # (n,) bool: live and non-zero

    @property
    def live(self) -> int:
        return int(self.usable.sum())

    def search(
        self, query: np.ndarray, k: int, scopes: Sequence[str] | None, free: Callable[[], int] | None = None
    ) -> list[tuple[int, float]]:
        """The ``k`` rows nearest ``query`` (cosine), best first, ties by id; ``free``: how many cores the scan
        may use now (see ``scan.py``; None: the caller's alone)."""
        q = np.asarray(query, dtype=np.float32).reshape(-1)
        norm = float(np.linalg.norm(q))
        if self.n == 0 or k <= 0 or not np.isfinite(norm) or norm == 0:
            return []
        allowed = None
        if scopes:
            wanted = set(scopes)
            allowed = np.array([name in wanted for name in self.scope_names], dtype=bool)
            if not allowed.any():
                return []
        found = Scan(self.rows[: self.n], self.ids, self.usable, self.scopes, allowed)
        pos, scores = found.top(q / norm, k, free)
        return [(int(rid), float(s)) for rid, s in zip(self.ids[pos], scores, strict=True)]

    def compacted(self) -> Snapshot:
        """The usable rows alone, in a buffer of their own."""
        keep = np.flatnonzero(self.usable)
        names = sorted(set(self.scopes[keep].tolist()))
        recode = np.zeros(len(self.scope_names), dtype=np.int32)
        recode[names] = np.arange(len(names), dtype=np.int32)
        rows = np.empty((len(keep) + len(keep) // 8 + 64, self.rows.shape[1]), dtype=np.float32)
        rows[: len(keep)] = self.rows[keep]
        return Snapshot(
            self.token,
            rows,
            len(keep),
            self.ids[keep],
            recode[self.scopes[keep]],
            tuple(self.scope_names[i] for i in names),
            np.ones(len(keep), dtype=bool),
        )

    def applied(self, token: str, ch: Changes) -> Snapshot:
        """A new snapshot with ``ch`` applied (this one is left as it is)."""
        usable = self.usable
        if ch.removed:
            usable = usable & ~np.isin(self.ids, np.asarray(ch.removed, dtype=np.int64))
        if not ch.added_ids:
            return Snapshot(token, self.rows, self.n, self.ids, self.scopes, self.scope_names, usable)
        vecs, ok = _unit_rows(np.stack(ch.added_vecs))
        m, n = len(vecs), self.n
        rows = self.rows
        if n + m > len(rows):  # a bigger buffer; older snapshots keep the old one
            rows = np.empty((max(2 * (n + m), 1024), self.rows.shape[1]), dtype=np.float32)
            rows[:n] = self.rows[:n]
        rows[n : n + m] = vecs  # past every snapshot's end: no reader looks there
        names = list(self.scope_names)
        for s in ch.added_scopes:
            if s not in names:
                names.append(s)
        codes = np.asarray([names.index(s) for s in ch.added_scopes], dtype=np.int32)
        return Snapshot(
            token,
            rows,
            n + m,
            np.concatenate([self.ids, np.asarray(ch.added_ids, dtype=np.int64)]),
            np.concatenate([self.scopes, codes]),
            tuple(names),
            np.concatenate([usable, ok]),
        )


LOAD_BATCH = 4096  # rows read from vec0 at a time while loading: the matrix is filled in place, never copied


def load(token: str, n: int, dim: int, rows_of: Iterator[Sequence[tuple[int, str | None, bytes]]]) -> Snapshot:
    """The snapshot of ``n`` rows (id, scope, float32 blob) read in batches from ``rows_of``: each batch
    is written straight into the matrix and scaled to unit length there, so loading holds the matrix
    and one batch, not the query's whole result, its joined bytes and a scaled copy besides (at 100k
    memories that was 4 × 154 MB at the peak)."""
    rows = np.empty((n + n // 8 + 64, dim), dtype=np.float32)
    ids = np.empty(n, dtype=np.int64)
    ok = np.empty(n, dtype=bool)
    scopes: list[str] = []
    i = 0
    for batch in rows_of:
        m = len(batch)
        if i + m > n:
            raise ValueError(f"vec holds more rows than the {n} it counted")
        block = rows[i : i + m]
        block[:] = np.frombuffer(b"".join(r[2] for r in batch), dtype=np.float32).reshape(m, dim)
        ok[i : i + m] = _scale_in_place(block)
        ids[i : i + m] = [r[0] for r in batch]
        scopes.extend(r[1] or "" for r in batch)
        i += m
    names = tuple(dict.fromkeys(scopes))
    code = {name: c for c, name in enumerate(names)}
    return Snapshot(token, rows, i, ids[:i], np.asarray([code[s] for s in scopes], dtype=np.int32), names, ok[:i])


def _batches(conn: Connection, sql: str) -> Iterator[list[tuple[int, str | None, bytes]]]:
    cur = conn.execute(sql)
    while batch := cur.fetchmany(LOAD_BATCH):
        yield batch


_blas_pinned = False


def _pin_blas() -> None:
    """One BLAS thread for the whole process (once): see the module docstring."""
    global _blas_pinned
    if _blas_pinned:
        return
    _blas_pinned = True
    try:
        from threadpoolctl import threadpool_limits
    except ImportError:  # pragma: no cover - a declared dependency
        return
    threadpool_limits(limits=1, user_api="blas")


class Vectors:
    """The in-memory matrix of one index file (see the module docstring). Thread-safe."""

    def __init__(self, dim: int, max_mb: float, *, verify: Callable[[Connection], None] | None = None) -> None:
        self.dim = dim
        self.max_bytes = int(max_mb * 1024 * 1024)
        self._verify = verify  # raises when the file (read in the load's transaction) holds another space
        self.lock = threading.RLock()  # held by writers across their transaction and apply()
        self._snap: Snapshot | None = None
        self._too_big: str | None = None  # the token at which the vectors did not fit

    @property
    def enabled(self) -> bool:
        return self.max_bytes > 0

    def snapshot(self, conn: Connection) -> Snapshot | None:
        """The snapshot matching the file now (loaded if needed); None when the matrix is not held."""
        if not self.enabled:
            return None
        token = read_token(conn)
        snap = self._snap
        if snap is not None and snap.token == token:
            return snap
        if self._too_big == token:
            return None
        waits.check("the vectors' load")
        with self.lock:
            snap = self._snap
            token = read_token(conn)  # a writer in this process may have committed while we waited
            if snap is not None and snap.token == token:
                return snap
            snap = self._load(conn)
            self._snap = snap
            return snap

    def _load(self, conn: Connection) -> Snapshot | None:
        own = not conn.in_transaction
        if own:
            conn.execute("BEGIN")  # one read transaction: the token and the rows it stands for
        try:
            if self._verify is not None:
                self._verify(conn)
            token = read_token(conn)
            n = int(conn.execute("SELECT count(*) FROM vec").fetchone()[0])
            if n * self.dim * 4 > self.max_bytes:
                self._too_big = token
                return None
            snap = load(token, n, self.dim, _batches(conn, "SELECT id, scope, embedding FROM vec"))
        finally:
            if own and conn.in_transaction:
                conn.execute("ROLLBACK")  # a read transaction: ending it is all (and safe after a failed read)
        _pin_blas()
        self._too_big = None
        trim_heap()  # the batches read on the way (~28 MB at 100k) back to the system, not kept as free heap
        return snap

    def apply(self, before: str, after: str, ch: Changes) -> None:
        """After a committed write (lock held): the snapshot at ``before`` becomes the one at ``after``;
        any other snapshot is dropped (the next search loads the file)."""
        with self.lock:
            snap = self._snap
            if ch.reset or snap is None or snap.token != before:
                self._snap = None
                return
            new = snap.applied(after, ch)
            if new.n - new.live > max(COMPACT_AFTER, new.live // 4):
                new = new.compacted()  # removed rows are only masked until then
            # Too big now: the next search counts the rows and leaves them to vec0.
            self._snap = None if new.n * self.dim * 4 > self.max_bytes else new

    def drop(self) -> None:
        with self.lock:
            self._snap = None
