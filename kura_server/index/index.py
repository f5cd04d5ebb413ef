"""The derived index of one store: SQLite with FTS5, sqlite-vec ``vec0`` and a sparse-term table.

Derived means: rebuilt from the markdown at any time, never edited by hand, never migrated (a schema
or embedder change means a rebuild). The file records its schema version and the embedder's id and
dimension so two vector spaces are never mixed. Only this module writes it.

It also records whether every memory's sparse terms are in it (``meta`` key ``sparse``: ``"1"`` when it
was rebuilt by a kura that writes and searches them (``sparse=True``) and every write since carried
them, ``"0"`` otherwise: from the first write without them). An index that lacks terms is rebuilt by a
kura whose recall searches them; one that holds them serves a kura that does not as it is. An index
from before the key (no ``sparse`` row) counts as holding them when every memory has at least one term
(the old default builds wrote them).

And whether its full-text rows hold Chinese, Japanese and Korean text as character pairs (``meta`` key
``cjk``: ``"1"``, written by every rebuild; :func:`~.fts.cjk_pairs`). An index without the key whose
memories hold no such character holds the same rows either way: the key is written once it is looked
at (one scan of the memories' texts, 64 ms at 100k ASCII memories); one whose memories hold some is
rebuilt, once.

A rebuild never empties the file readers read: it fills a fresh file beside it (``<name>.new``) and puts it
in place whole, in one transaction (:meth:`Index.rebuilding`). And the file is only ever read or written
in this kura's vector space: an index another process rebuilt for its embedder is refused, never read
with this one's dimension (:meth:`Index.generation` tells the engine to look again).
"""

from __future__ import annotations

import datetime as dt
import json
import logging
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import TypeVar

import numpy as np
from pydantic import ConfigDict
from sqlite_vec import serialize_float32

from .. import errors, jsontext
from ..cjk import holds_cjk
from ..embed.base import SparseVec
from ..store.memory import Memory, MemoryHeader
from .backup import replace_from
from .db import (
    FILES,
    Connection,
    Guard,
    ThreadConnections,
    damaged,
    remove_database,
    set_aside,
    set_aside_copies,
    sqlite_module,
    transaction,
)
from .fts import STOPWORDS as STOPWORDS
from .fts import Counts, cjk_pairs, frequencies, fts_words, names_in, or_query, within
from .fts import fts_query as fts_query
from .vectors import Changes, Vectors, new_token, read_token, write_token

T = TypeVar("T")
log = logging.getLogger("kura.index")
SCHEMA_VERSION = 3  # 2: the trigger column named trigger; evidence per memory; links by target; 3: day per memory

_TABLES = ("memories", "links", "sparse", "fts", "vec")
BUILDING = ".new"  # index.sqlite.new: a rebuild's file until it is whole (Index.rebuilding)


class Row(MemoryHeader):
    """A memory as the index holds it (what recall needs, without reading its file)."""

    model_config = ConfigDict(frozen=True)

    id: int
    slug: str
    body: str

    @classmethod
    def of(cls, mem: Memory, id: int = 0) -> Row:
        """A memory read from its file, in the index's shape (the fallbacks that read files)."""
        return cls(id=id, slug=mem.slug, body=mem.body, **mem.header())


@dataclass(frozen=True)
class IndexedState:
    size: int
    mtime_ns: int
    sha256: str


MEMORY_VECTORS_MB = 256.0  # the default of [recall] memory_vectors_mb
FTS_TERMS = 5  # the default of [recall] fts_terms
FTS_STEMS = True  # the default of [recall] fts_stems
# Documents full-text search may score on its first query (``fts.within``: ~3 µs each; a 5-word question
# of common words matched all of a 100k store), and the widening's budget when those match too little; a
# term in ``FTS_WIDER`` documents or more is left out (``fts.py``).
FTS_POSTINGS = 4_000
FTS_WIDER = 16_000
LINKS_READ_PLAINLY = 8  # links a memory on average read by one plain lookup before the capped read (a memory: 2-10)
# The first ``?`` links of each memory of a JSON array of ids, by target slug (``Index.links_from``).
_LINKS_CAPPED = (
    "SELECT s.value, l.dst FROM json_each(?) AS s JOIN links AS l ON l.src = s.value"
    " AND l.dst IN (SELECT dst FROM links WHERE src = s.value ORDER BY dst LIMIT ?)"
)


class Index:
    """One store's index file. Thread-safe: each thread gets its own connection.

    Dense search runs over an in-memory copy of the vectors (``vectors.py``) up to ``memory_vectors_mb``
    (0: always ``vec0``); every write below keeps that copy in step (:meth:`_writing`). Full-text search
    asks for the question's ``fts_terms`` rarest terms first (``fts.py``)."""

    def __init__(
        self,
        path: Path,
        *,
        embedder_id: str,
        dim: int,
        memory_vectors_mb: float = MEMORY_VECTORS_MB,
        fts_terms: int = FTS_TERMS,
        sparse: bool = False,
        fts_stems: bool = FTS_STEMS,
        guard: Guard | None = None,
    ) -> None:
        self.path = path
        self.fts_terms = fts_terms
        self.sparse = sparse  # this kura's recall searches sparse terms: an index without them all is rebuilt
        self.fts_stems = fts_stems
        self.fts_postings, self.fts_wider = FTS_POSTINGS, FTS_WIDER
        self._counts = Counts()
        self._size = ("", 0)  # the memories counted, the token they were counted at (commonplace; :meth:`_moved`)
        self.embedder_id = embedder_id
        self.dim = dim
        self._guard, self._memory_vectors_mb = guard, memory_vectors_mb
        self._conns = ThreadConnections(path, guard=guard)
        self._vectors = Vectors(dim, memory_vectors_mb, verify=self._same_space)

    def checked_path(self) -> Path:
        """The index file, checked by its guard just before a copy opens it."""
        return self._conns.checked_path()

    # -- connections ------------------------------------------------------------------------

    @property
    def conn(self) -> Connection:
        return self._conns.get()

    def close(self) -> None:
        """Close this thread's connection; other threads' are retired, never closed under them."""
        self._conns.close()

    def generation(self) -> str:
        """What changes with every write of the index's vectors, by this process or another: a rebuild
        and a restore too (the vectors token, :mod:`.vectors`). The engine looks at it on each use."""
        return read_token(self.conn)

    def _same_space(self, conn: Connection) -> None:
        """Refuse to read or write vectors of another space: the file's embedder and dimension (read in the
        caller's transaction) must be this kura's. Another process may have rebuilt the index for its own
        embedder since this one looked: the engine's next use sees it (:meth:`generation`) and rebuilds."""
        rows = dict(conn.execute("SELECT key, value FROM meta WHERE key IN ('embedder', 'dim')").fetchall())
        if rows != {"embedder": self.embedder_id, "dim": str(self.dim)}:
            raise errors.KuraError(
                "index_changed",
                f"the index {self.path} was rebuilt for embedder {rows.get('embedder')!r} ({rows.get('dim')} "
                f"dimensions), this kura uses {self.embedder_id!r} ({self.dim}): it is rebuilt at the next use",
                status=503,
            )

    @contextmanager
    def _writing(self, *, same_space: bool = True) -> Iterator[tuple[Connection, Changes]]:
        """One write transaction that may change vectors: a fresh token recorded in it, and its changes
        applied to the in-memory matrix after the commit, under the matrix's lock (so a reader in this
        process never loads the file between the two). The file must hold this kura's vector space
        (:meth:`_same_space`) unless ``same_space`` is False (the reset that records it)."""
        conn = self.conn
        changes = Changes()
        with self._vectors.lock:
            with transaction(conn):
                if same_space:
                    self._same_space(conn)
                before = read_token(conn)
                yield conn, changes
                after = new_token()
                write_token(conn, after)
            self._vectors.apply(before, after, changes)
            self._moved(before, after, changes)

    def _moved(self, before: str, after: str, changes: Changes) -> None:
        """The counts full-text search and :meth:`commonplace` keep, told what this process's write changed:
        they follow it rather than count again (:class:`~.fts.Counts`; the store's size by the rows added
        and removed)."""
        changed = None if changes.reset else len(changes.removed) + len(changes.added_ids)
        self._counts.moved(before, after, changed)
        token, size = self._size
        if token == before and token and changed is not None:
            self._size = (after, size + len(changes.added_ids) - len(changes.removed))

    # -- schema -----------------------------------------------------------------------------

    def needs_rebuild(self) -> str | None:
        """Why the index cannot be used as it is (``None`` when it can). A file SQLite finds damaged (or a
        folder in its place) is set aside first (:meth:`set_aside_damaged`), so the rebuild that follows writes a
        fresh one; what a rebuild that died left beside it (:meth:`rebuilding`) is removed (the caller holds
        the store's write lock, as every rebuild does)."""
        self.remove_leftover()
        try:
            return self._unusable()
        except Exception as exc:
            reason = self.set_aside_damaged(exc)
            if reason is None:
                raise
            return reason

    def _unusable(self) -> str | None:
        """:meth:`needs_rebuild`'s checks: the meta rows, then every table there (one ``sqlite_master``
        read: a table dropped by hand leaves the meta rows as they were), then the sparse terms and the
        CJK pairs."""
        try:
            conn = self.conn
            rows = dict(conn.execute("SELECT key, value FROM meta").fetchall())
        except Exception as exc:  # no meta table: new or foreign file
            if damaged(exc) or self._folder_in_place():
                raise
            return "the index does not exist yet"
        expected = {"schema_version": str(SCHEMA_VERSION), "embedder": self.embedder_id, "dim": str(self.dim)}
        for key, value in expected.items():
            if rows.get(key) != value:
                return f"index {key} is {rows.get(key)!r}, this kura uses {value!r}"
        tables = {name for (name,) in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
        missing = [table for table in _TABLES if table not in tables]
        if missing:
            return f"the index lacks its {', '.join(missing)} table{'s' if len(missing) > 1 else ''}"
        if self.sparse and not self._holds_sparse(rows.get("sparse")):
            return "the index lacks some memories' sparse terms, and this kura's recall searches them"
        if rows.get("cjk") != "1" and not self._pairs_cjk():
            return "the index holds Chinese, Japanese or Korean text in whole runs; full-text search reads it in pairs"
        return None

    def set_aside_damaged(self, exc: BaseException) -> str | None:
        """When ``exc`` says the file is damaged (:func:`~.db.damaged`), or a folder stands in its place:
        its connections retired, the file (with its ``-wal`` and ``-shm``) moved to
        ``<name>.damaged-<time>`` (:func:`~.db.set_aside`: the newest such copy kept), a warning logged,
        and the reason to rebuild returned; the next connection creates a fresh file. ``None`` (nothing
        done) for any other error: a full disk or an I/O error leaves the file as it is."""
        if not (damaged(exc) or self._folder_in_place()):
            return None
        self.close()
        moved = set_aside(self.path)
        log.warning(
            "index %s is damaged (%s): set aside as %s; a fresh index is rebuilt from the markdown",
            self.path, exc, moved.name,
        )  # fmt: skip
        return f"the index file was damaged ({exc}); set aside as {moved.name}"

    def whole(self) -> bool:
        """Whether SQLite's ``quick_check`` finds the file whole. It reads every page (seconds at 100k
        memories): asked only after a read met damage, never on open."""
        try:
            return bool(self.conn.execute("PRAGMA quick_check(1)").fetchone()[0] == "ok")
        except Exception as exc:
            if damaged(exc) or self._folder_in_place():
                return False
            raise

    def _folder_in_place(self) -> bool:
        """A folder where the index file belongs (a symlink there is the guard's to refuse, never moved)."""
        return self.path.is_dir() and not self.path.is_symlink()

    def damaged_copies(self) -> list[Path]:
        """The damaged index files :meth:`set_aside_damaged` moved away and kept (doctor reports them)."""
        return set_aside_copies(self.path)

    def _pairs_cjk(self) -> bool:
        """Whether the full-text rows hold CJK text as :func:`~.fts.cjk_pairs` writes it, for an index
        from before the ``cjk`` key: when no memory holds such a character, and the key is written then
        (the caller holds the store's write lock, as every check before a rebuild does; a file that cannot
        be written is looked at again next time)."""
        texts = self.conn.execute("SELECT title || ' ' || trigger || ' ' || body FROM memories")
        if any(holds_cjk(text) for (text,) in texts):
            return False
        try:
            with transaction(self.conn) as conn:
                conn.execute("INSERT OR REPLACE INTO meta(key, value) VALUES ('cjk', '1')")
        except sqlite_module().Error as exc:
            log.debug("index %s: the cjk key not recorded (%s)", self.path, exc)
        return True

    def _holds_sparse(self, recorded: str | None) -> bool:
        """Whether every memory's sparse terms are in the index, by its record; with none (an index
        from before the record), by looking: no memory without a term."""
        if recorded is not None:
            return recorded == "1"
        missing = self.conn.execute(
            "SELECT EXISTS(SELECT 1 FROM memories m WHERE NOT EXISTS (SELECT 1 FROM sparse s WHERE s.id = m.id))"
        ).fetchone()[0]
        return not missing

    def reset(self) -> None:
        """Drop and recreate every table (the first step of a rebuild); a damaged file is set aside and a
        fresh one created instead (:meth:`set_aside_damaged`)."""
        try:
            self._reset()
        except Exception as exc:
            if self.set_aside_damaged(exc) is None:
                raise
            self._reset()

    def _building_path(self) -> Path:
        return self.path.with_name(self.path.name + BUILDING)

    def leftover(self) -> list[Path]:
        """The files a rebuild that died left beside the index (``<name>.new`` and its ``-wal``/``-shm``):
        while no rebuild runs (one holds the store's write lock), nothing reads them; ``kura doctor`` names
        them."""
        if not self.path.parent.is_dir():
            return []
        fresh = self._building_path()
        return [p for s in FILES if (p := fresh.with_name(fresh.name + s)).is_file()]

    def remove_leftover(self) -> int:
        """Remove what :meth:`leftover` finds (the caller holds the store's write lock: no rebuild is
        filling it); how many files went. Each check before a rebuild does it (the store's open), every
        rebuild first does it, and so does ``kura doctor --fix``."""
        there = self.leftover()
        if there:
            remove_database(self._building_path())
        return len(there)

    @contextmanager
    def rebuilding(self) -> Iterator[Index]:
        """An index of this one's settings in a fresh file beside it (``<name>.new``; one a rebuild that died
        left there is removed first) for a rebuild to fill. When the block ends without an error the fresh
        file is put in this one's place in one write transaction (``backup.replace_from``, as a rollback puts
        a snapshot's copy back): readers, in this process and others, answer from the old index, whole,
        until then, and from the new one, whole, after; the fresh file is removed either way. A process that
        dies half-way leaves the index as it was (and the ``.new`` file, which the next check removes)."""
        fresh = Index(
            self._building_path(), embedder_id=self.embedder_id, dim=self.dim,
            memory_vectors_mb=self._memory_vectors_mb, fts_terms=self.fts_terms, sparse=self.sparse,
            fts_stems=self.fts_stems, guard=self._guard,
        )  # fmt: skip
        remove_database(fresh.checked_path())  # (its folder checked first: a file named ``_index`` is a 409)
        try:
            yield fresh
            replace_from(self, fresh.checked_path())
        finally:
            fresh.close()
            remove_database(fresh.path)

    def _reset(self) -> None:
        with self._writing(same_space=False) as (conn, changes):
            changes.reset = True
            for table in (*_TABLES, "meta"):
                conn.execute(f"DROP TABLE IF EXISTS {table}")
            for statement in _schema(self.dim).split(";"):
                if statement.strip():
                    conn.execute(statement)
            conn.executemany(
                "INSERT INTO meta(key, value) VALUES (?, ?)",
                [
                    ("schema_version", str(SCHEMA_VERSION)),
                    ("embedder", self.embedder_id),
                    ("dim", str(self.dim)),
                    ("sparse", "1" if self.sparse else "0"),
                    ("cjk", "1"),
                ],
            )

    # -- writing ----------------------------------------------------------------------------

    def upsert(
        self,
        items: Sequence[tuple[Memory, IndexedState]],
        dense: np.ndarray,
        sparse: Sequence[SparseVec] | None,
    ) -> None:
        """Insert or replace memories (and their vectors) in one transaction. Without sparse terms, the
        index records from then on that it lacks some (:meth:`needs_rebuild`)."""
        with self._writing() as (conn, changes):
            if sparse is None and items:
                conn.execute("INSERT OR REPLACE INTO meta(key, value) VALUES ('sparse', '0')")
            for i, (mem, state) in enumerate(items):
                self._delete(conn, mem.slug, changes)
                cur = conn.execute(
                    "INSERT INTO memories(slug, title, trigger, type, scope, confidence, tags, body, evidence,"
                    " size, mtime_ns, sha256, day) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?)",
                    (
                        mem.slug, mem.title, mem.trigger, mem.type, mem.scope, mem.confidence,
                        json.dumps(mem.tags), mem.body, mem.evidence, state.size, state.mtime_ns, state.sha256,
                        _day(mem),
                    ),
                )  # fmt: skip
                rid = cur.lastrowid
                conn.execute(
                    "INSERT INTO fts(rowid, title, trigger, body, scope) VALUES (?,?,?,?,?)",
                    (rid, cjk_pairs(mem.title), cjk_pairs(mem.trigger), cjk_pairs(mem.body), mem.scope),
                )
                conn.execute(
                    "INSERT INTO vec(id, embedding, scope) VALUES (?,?,?)",
                    (rid, serialize_float32(dense[i]), mem.scope),
                )
                changes.add(rid, mem.scope, dense[i])
                if sparse is not None:
                    conn.executemany(
                        "INSERT INTO sparse(term, id, w) VALUES (?,?,?)",
                        [(int(t), rid, float(w)) for t, w in zip(sparse[i].ids, sparse[i].weights, strict=True)],
                    )
                conn.executemany(
                    "INSERT OR IGNORE INTO links(src, dst) VALUES (?,?)", [(rid, dst) for dst in mem.links]
                )

    def touch(self, items: Iterable[tuple[str, IndexedState]]) -> None:
        """Record new file stats for rows whose content did not change (a copy, a checkout)."""
        with transaction(self.conn) as conn:
            conn.executemany(
                "UPDATE memories SET size = ?, mtime_ns = ? WHERE slug = ?",
                [(st.size, st.mtime_ns, slug) for slug, st in items],
            )

    def remove(self, slugs: Iterable[str]) -> None:
        with self._writing() as (conn, changes):
            for slug in slugs:
                self._delete(conn, slug, changes)

    def purge(self, slugs: Iterable[str]) -> None:
        """Remove memories so their text is gone from the file, not only unreachable: rows deleted (the
        connections zero what they free), FTS5's segments merged into one (a deleted row's terms stay in
        older segments until then), and the WAL checkpointed and truncated (it holds old page images)."""
        with self._writing() as (conn, changes):
            for slug in slugs:
                self._delete(conn, slug, changes)
            conn.execute("INSERT INTO fts(fts) VALUES ('optimize')")
        conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")

    @staticmethod
    def _delete(conn: Connection, slug: str, changes: Changes) -> None:
        row = conn.execute("SELECT id FROM memories WHERE slug = ?", (slug,)).fetchone()
        if row is None:
            return
        rid = row[0]
        changes.removed.append(rid)
        conn.execute("DELETE FROM fts WHERE rowid = ?", (rid,))
        conn.execute("DELETE FROM vec WHERE id = ?", (rid,))
        conn.execute("DELETE FROM sparse WHERE id = ?", (rid,))
        conn.execute("DELETE FROM links WHERE src = ?", (rid,))
        conn.execute("DELETE FROM memories WHERE id = ?", (rid,))

    # -- reading ----------------------------------------------------------------------------

    def state(self) -> dict[str, IndexedState]:
        rows = self.conn.execute("SELECT slug, size, mtime_ns, sha256 FROM memories").fetchall()
        return {slug: IndexedState(size, mtime, sha) for slug, size, mtime, sha in rows}

    def held(self) -> dict[str, IndexedState] | None:
        """What the index holds (:meth:`state`), asked before a rebuild replaces it (the engine drops the
        copies of the memories whose files went since it last saw them); None when it cannot say: no index
        there yet (a fresh file, a damaged one set aside) or one of another schema."""
        try:
            version = self.conn.execute("SELECT value FROM meta WHERE key = 'schema_version'").fetchone()
            return self.state() if version is not None and version[0] == str(SCHEMA_VERSION) else None
        except sqlite_module().Error:
            return None

    def count(self) -> int:
        return int(self.conn.execute("SELECT count(*) FROM memories").fetchone()[0])

    def commonplace(self, words: Sequence[str], share: float) -> set[str]:
        """Of ``words``, those more than ``share`` of the store's memories hold (full-text, the word itself; a
        word of several parts, ``Jean-Luc``, when every one of its FTS words is), each counted only that far,
        the counts kept as :class:`~.fts.Counts` keeps them (a large one across a few writes). Below
        ``fts_wider`` a word is counted that far, the count full-text search takes for it (:meth:`search_fts`),
        so the two share one."""

        def read() -> set[str]:
            conn = self.conn
            token = read_token(conn)
            if self._size[0] != token or not token:
                self._size = (token, self.count())  # count() reads a whole index: once per write, not per recall
            need = int(share * self._size[1]) + 1
            cap = max(need, self.fts_wider)
            out = set()
            for word in words:
                parts = fts_words(word)
                if parts and all(self._counts.get(conn, token, or_query([p]), cap) >= need for p in parts):
                    out.add(word)
            return out

        return self._retrying(read) if words else set()

    def has_memories(self) -> bool:
        """Whether any memory is indexed: one page read, where ``count()`` reads the whole table's smallest
        index (1.1 ms at 100k memories after a recall's scan, vs 0.04)."""
        return bool(self.conn.execute("SELECT EXISTS (SELECT 1 FROM memories)").fetchone()[0])

    def rows(self, ids: Sequence[int]) -> dict[int, Row]:
        if not ids:
            return {}
        marks = ",".join("?" * len(ids))
        cur = self.conn.execute(
            f"SELECT id, slug, title, trigger, type, scope, confidence, tags, body FROM memories WHERE id IN ({marks})",
            list(ids),
        )
        return {
            rid: Row(id=rid, slug=slug, title=title, trigger=trigger, type=mtype, scope=scope, confidence=conf,
                     tags=jsontext.loads(tags), body=body)
            for rid, slug, title, trigger, mtype, scope, conf, tags, body in cur.fetchall()
        }  # fmt: skip

    def days(self, ids: Sequence[int]) -> dict[int, dt.date]:
        """The day each of these memories is about (its ``valid_from``, else its ``created``), where it has one."""
        if not ids:
            return {}
        marks = ",".join("?" * len(ids))
        cur = self.conn.execute(f"SELECT id, day FROM memories WHERE id IN ({marks}) AND day IS NOT NULL", list(ids))
        return {rid: dt.date.fromisoformat(day) for rid, day in cur.fetchall()}

    def endings(self, ids: Sequence[int], chars: int = 200) -> dict[int, str]:
        """The last ``chars`` characters of each of these memories' bodies (what a text ends with, read
        without the whole rows: the fusion asks it of its top candidates on every recall)."""
        if not ids:
            return {}
        marks = ",".join("?" * len(ids))
        cur = self.conn.execute(f"SELECT id, substr(body, ?) FROM memories WHERE id IN ({marks})", [-chars, *ids])
        return dict(cur.fetchall())

    def rows_of(self, slugs: Sequence[str]) -> dict[str, Row]:
        """The rows of these slugs (those the index holds), by slug."""
        rows = self.rows(list(self.ids_of(slugs).values()))
        return {row.slug: row for row in rows.values()}

    def evidence_owner(self, evidence: str) -> str | None:
        """The memory whose ``evidence`` is this manifest id, if one is (a pour done before a crash)."""
        row = self.conn.execute("SELECT slug FROM memories WHERE evidence = ? LIMIT 1", (evidence,)).fetchone()
        return row[0] if row else None

    def evidence_of(self, slugs: Sequence[str]) -> set[str]:
        """The evidence manifest ids the rows of these slugs name (those the index holds)."""
        found: set[str] = set()
        for start in range(0, len(slugs), 500):  # any number of slugs: a sync may drop a whole folder's
            part = list(slugs[start : start + 500])
            cur = self.conn.execute(
                f"SELECT DISTINCT evidence FROM memories WHERE slug IN ({','.join('?' * len(part))})"
                " AND evidence IS NOT NULL",
                part,
            )
            found.update(row[0] for row in cur)
        return found

    def linking_to(self, slug: str) -> list[str]:
        """The slugs of the memories that link to ``slug`` (itself left out), sorted."""
        cur = self.conn.execute(
            "SELECT DISTINCT m.slug FROM links l JOIN memories m ON m.id = l.src WHERE l.dst = ? AND m.slug != ?"
            " ORDER BY m.slug",
            (slug, slug),
        )
        return [r[0] for r in cur.fetchall()]

    def ids_of(self, slugs: Sequence[str]) -> dict[str, int]:
        if not slugs:
            return {}
        marks = ",".join("?" * len(slugs))
        cur = self.conn.execute(f"SELECT slug, id FROM memories WHERE slug IN ({marks})", list(slugs))
        return dict(cur.fetchall())

    def lines(self, scopes: Sequence[str] | None) -> list[tuple[int, str, str, str]]:
        """(id, slug, title, trigger) of every memory in the scopes, in index order."""
        sql = "SELECT id, slug, title, trigger FROM memories"
        params: list[object] = []
        if scopes:
            sql += f" WHERE scope IN ({','.join('?' * len(scopes))})"
            params += list(scopes)
        return self.conn.execute(sql + " ORDER BY id", params).fetchall()

    def slugs_of_type(self, type: str, scopes: Sequence[str] | None) -> list[str]:
        """Slugs of the memories of one type in the scopes (the context's profile: ``user``)."""
        sql = "SELECT slug FROM memories WHERE type = ?"
        params: list[object] = [type]
        if scopes:
            sql += f" AND scope IN ({','.join('?' * len(scopes))})"
            params += list(scopes)
        return [r[0] for r in self.conn.execute(sql + " ORDER BY id", params).fetchall()]

    def links_from(self, ids: Sequence[int], per_source: int | None = None) -> list[tuple[int, str]]:
        if not ids:
            return []
        marks = ",".join("?" * len(ids))
        if per_source is None:
            return self.conn.execute(f"SELECT src, dst FROM links WHERE src IN ({marks})", list(ids)).fetchall()
        # One plain lookup of the primary key (src, dst), up to ``LINKS_READ_PLAINLY`` a memory on average:
        # ~0.1 ms for 50 memories of a few links each. Only when that many come back (a memory packed with
        # links among them) are they read again with a LIMIT per source, bounded whatever they hold; one
        # fixed statement (the ids as a JSON array), so it is prepared once (bench/README.md, twentieth stop).
        budget = min(per_source, LINKS_READ_PLAINLY) * len(ids)
        rows = self.conn.execute(
            f"SELECT src, dst FROM links WHERE src IN ({marks}) LIMIT ?", [*ids, budget]
        ).fetchall()
        if len(rows) == budget:
            rows = self.conn.execute(_LINKS_CAPPED, (json.dumps(list(ids)), per_source)).fetchall()
        by_source: dict[int, list[str]] = {}
        for src, dst in rows:
            by_source.setdefault(src, []).append(dst)
        return [(src, dst) for src, dsts in by_source.items() for dst in sorted(dsts)[:per_source]]

    def texts(self) -> Iterator[tuple[str, str, str, str]]:
        """(slug, title, trigger, body) of every memory, streamed (the distiller's echo check reads the
        store's words from here: one query, not one YAML parse per file)."""
        yield from self.conn.execute("SELECT slug, title, trigger, body FROM memories ORDER BY id")

    def dense_vectors(self) -> tuple[list[str], list[str], np.ndarray]:
        """Every memory's slug, scope and stored dense vector (evolve pairs neighbours from these in
        numpy: one matrix product per block beats one KNN query per memory by two orders)."""
        rows = self.conn.execute(
            "SELECT m.slug, m.scope, v.embedding FROM memories m JOIN vec v ON v.id = m.id ORDER BY m.id"
        ).fetchall()
        if not rows:
            return [], [], np.zeros((0, self.dim), dtype=np.float32)
        matrix = np.frombuffer(b"".join(r[2] for r in rows), dtype=np.float32).reshape(len(rows), self.dim)
        return [r[0] for r in rows], [r[1] for r in rows], matrix

    # -- retrieval --------------------------------------------------------------------------

    def warm(self) -> None:
        """The in-memory vectors loaded now (the daemon's warm-up) rather than by the first search."""
        self._retrying(lambda: self._vectors.snapshot(self.conn))

    def search_dense(
        self, query: np.ndarray, k: int, scopes: Sequence[str] | None, free: Callable[[], int] | None = None
    ) -> list[tuple[int, float]]:
        """Cosine similarity, best first: over the in-memory matrix when it is held (its scan on up to
        ``free()`` cores, ``vectors.Snapshot.search``), else ``vec0``."""
        snap = self._retrying(lambda: self._vectors.snapshot(self.conn))
        if snap is not None:
            return snap.search(query, k, scopes, free)
        return self.search_vec0(query, k, scopes)

    def search_vec0(self, query: np.ndarray, k: int, scopes: Sequence[str] | None) -> list[tuple[int, float]]:
        """The same search in sqlite-vec (the path above ``memory_vectors_mb``; the reference in tests)."""
        sql = "SELECT id, distance FROM vec WHERE embedding MATCH ? AND k = ?"
        params: list[object] = [serialize_float32(query), k]
        if scopes:
            sql += f" AND scope IN ({','.join('?' * len(scopes))})"
            params += list(scopes)
        # A zero query vector (text with no words, on an embedder that maps it to zeros) has no
        # cosine distance: sqlite-vec answers NULL. Such rows carry no signal; skip them.
        rows = self.conn.execute(sql, params).fetchall()
        return [(rid, 1.0 - dist) for rid, dist in rows if dist is not None]

    def search_fts(
        self, question: str, k: int, scopes: Sequence[str] | None, *, stems: bool | None = None
    ) -> list[tuple[int, float]]:
        """BM25 over the question's rarest ``fts_terms`` terms that match at most ``fts_postings``
        documents together (the rarest always, and more while they match fewer than ``k``: ``fts.within``);
        when those come back with fewer than ``k`` rows, over them and the next rarest within
        ``fts_wider`` documents. A term in ``fts_wider`` documents or more is left out. Every term,
        counted or not, when ``fts_terms`` is 0. ``stems`` (default: ``fts_stems``): an inflected word
        is asked for as its stem's prefix (``fts.stem``) — but a name the question says (``fts.names_in``),
        as it is."""
        words = fts_words(question)
        if not words:
            return []
        stemmed = self.fts_stems if stems is None else stems
        names = frozenset(n.lower() for n in names_in(question)) if stemmed else frozenset()
        if not self.fts_terms:
            return self._bm25(or_query(words, stems=stemmed, names=names), k, scopes)
        cap = self.fts_wider
        terms = self._retrying(
            lambda: frequencies(
                self.conn, words, cap, stems=stemmed, names=names, counts=self._counts, token=read_token(self.conn)
            )
        )
        terms = [t for t in terms if t.docs < cap]
        # The first query of a long question takes words by their own counts: one only its stem's prefix
        # finds waits for the widening (as before the posting budget; a short question asks for it at once)
        first = [t for t in terms if t.docs or len(words) <= self.fts_terms]
        few = within(first, self.fts_terms, self.fts_postings, fill=k)
        if not few:
            return []  # no word of the question is in the index, or each is in most of it
        found = self._bm25(or_query(few, stems=stemmed, names=names), k, scopes)
        if len(found) >= k:
            return found
        wider = within(terms, len(terms), self.fts_wider, few)
        return self._bm25(or_query(wider, stems=stemmed, names=names), k, scopes) if len(wider) > len(few) else found

    def _bm25(self, expr: str, k: int, scopes: Sequence[str] | None) -> list[tuple[int, float]]:
        sql = "SELECT rowid, bm25(fts, 2.0, 1.5, 1.0) AS score FROM fts WHERE fts MATCH ?"
        params: list[object] = [expr]
        if scopes:
            sql += f" AND scope IN ({','.join('?' * len(scopes))})"
            params += list(scopes)
        sql += " ORDER BY score LIMIT ?"
        params.append(k)
        found = self._retrying(lambda: self.conn.execute(sql, params).fetchall())
        return [(rid, -score) for rid, score in found]

    @staticmethod
    def _retrying(read: Callable[[], T]) -> T:
        """A reader that meets a restore's schema change as FTS5 reconnects its table ("vtable
        constructor failed") reads once more: the replaced index is whole by then."""
        try:
            return read()
        except sqlite_module().OperationalError as exc:
            if "vtable constructor failed" not in str(exc):
                raise
            return read()

    def search_sparse(self, query: SparseVec, k: int, scopes: Sequence[str] | None) -> list[tuple[int, float]]:
        if len(query.ids) == 0:
            return []
        values = ",".join("(?,?)" for _ in range(len(query.ids)))
        params: list[object] = []
        for t, w in zip(query.ids, query.weights, strict=True):
            params += [int(t), float(w)]
        sql = f"WITH q(term, w) AS (VALUES {values}) SELECT s.id, SUM(s.w * q.w) AS score FROM q"
        sql += " JOIN sparse s ON s.term = q.term"
        if scopes:
            sql += f" JOIN memories m ON m.id = s.id AND m.scope IN ({','.join('?' * len(scopes))})"
            params += list(scopes)
        sql += " GROUP BY s.id ORDER BY score DESC LIMIT ?"
        params.append(k)
        return self.conn.execute(sql, params).fetchall()


def _day(mem: Memory) -> str | None:
    day = mem.valid_from or mem.created
    return day.isoformat() if day else None


def _schema(dim: int) -> str:
    return f"""
CREATE TABLE meta(key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE memories(
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  trigger TEXT NOT NULL,
  type TEXT NOT NULL,
  scope TEXT NOT NULL,
  confidence TEXT NOT NULL,
  tags TEXT NOT NULL,
  body TEXT NOT NULL,
  evidence TEXT,
  size INTEGER NOT NULL,
  mtime_ns INTEGER NOT NULL,
  sha256 TEXT NOT NULL,
  day TEXT
);
CREATE INDEX memories_by_evidence ON memories(evidence) WHERE evidence IS NOT NULL;
CREATE TABLE links(src INTEGER NOT NULL, dst TEXT NOT NULL, PRIMARY KEY (src, dst)) WITHOUT ROWID;
CREATE INDEX links_by_dst ON links(dst);
CREATE TABLE sparse(term INTEGER NOT NULL, id INTEGER NOT NULL, w REAL NOT NULL,
  PRIMARY KEY (term, id)) WITHOUT ROWID;
CREATE INDEX sparse_by_id ON sparse(id);
CREATE VIRTUAL TABLE fts USING fts5(title, trigger, body, scope UNINDEXED,
  tokenize = 'unicode61 remove_diacritics 2');
CREATE VIRTUAL TABLE vec USING vec0(id INTEGER PRIMARY KEY, embedding float[{dim}] distance_metric=cosine,
  scope TEXT);
"""
