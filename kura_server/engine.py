"""Open stores: one :class:`StoreEngine` per named store, holding its markdown, index and usage.

The index is opened lazily (it needs the embedder's id and dimension) and kept in step with the
files: rebuilt when its schema or embedder differs, synced incrementally when the store directory
changed since the last look (one ``stat`` per request: kura's atomic renames, file creation and
deletion all touch the directory; an editor that rewrites a file in place is seen by the next
``kura rebuild`` or ``doctor --fix``). The index's generation (one read of its vectors token per
request) is looked at too: another process's rebuild or restore changes no file in the store folder, and
one for another embedder is rebuilt for this one's, as at open (vector spaces are never mixed).
"""

from __future__ import annotations

import functools
import logging
import threading
import time
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from pathlib import Path

from . import waits
from .embed.base import Embedder
from .heap import trim as trim_heap
from .index import indexer
from .index.backup import replace_from
from .index.db import damaged
from .index.index import Index
from .index.usage import Usage
from .review import ReviewQueue
from .settings import RecallConfig, StoreConfig
from .store.paths import resolve_inside
from .store.store import FileStat, Store
from .store.undo import restore_on_failure

log = logging.getLogger("kura.engine")

ProgressFactory = Callable[[str, int], Callable[[int, int], None]]


class StoreEngine:
    def __init__(
        self,
        name: str,
        config: StoreConfig,
        path: Path,
        embedder: Callable[[], Embedder],
        progress: ProgressFactory | None = None,
        reading: indexer.Reading = indexer.Reading(),
        *,
        recall: RecallConfig | None = None,
    ) -> None:
        self.name = name
        self.recall = recall or RecallConfig()  # the index's search settings (memory_vectors_mb, fts_terms)
        self.config = config
        self.store = Store(name, path)
        self._guard = functools.partial(resolve_inside, self.store.root)  # every database: no symlink, checked at open
        self.usage = Usage(self.store.root / "_stats" / "usage.sqlite", guard=self._guard, known=self.store.exists)
        self.review = ReviewQueue(self.store)
        self._embedder = embedder
        self._progress = progress
        self.reading = reading  # how indexing reads files ([write] max_memory_bytes) and the stop it heeds
        self._index: Index | None = None
        self._seen: tuple[int, str] | None = None  # (folder mtime, index generation) the index is in step with
        self._lock = threading.RLock()

    @property
    def embedder(self) -> Embedder:
        return self._embedder()

    @property
    def index(self) -> Index:
        """The store's index, opened (and rebuilt or synced if needed) on first use."""
        index = self._index
        if index is None:
            waits.check(f"store {self.name!r}'s index opening")
            # Lock order, everywhere: the store's write lock, then this engine's lock.
            with self.store.write_lock(), self._lock:
                if self._index is None:
                    self.store.ensure()
                    emb = self.embedder
                    opened = self._new_index(emb)
                    reason = opened.needs_rebuild()
                    if reason is not None:
                        self._rebuild(opened, reason)
                    self._index, self._seen = opened, None
                index = self._index
        self.refresh(index)
        return index

    def warm(self) -> bool:
        """What a store's first recall would load, loaded now: the index opened and brought in step with
        the files (rebuilt if it must be), its vectors in memory. A store not yet on disk is left to be
        created by its first use (False)."""
        if not self.store.root.is_dir():
            return False
        self.index.warm()
        return True

    def refresh(self, index: Index) -> None:
        """Sync the index if the store directory changed since we last looked; check it again (rebuilt if it
        must be) if its generation did: another process's write, rebuild or restore."""
        if self._look(index) == self._seen:
            return
        waits.check(f"store {self.name!r}'s sync")
        with self.store.write_lock():
            seen = self._seen
            now = self._look(index)
            if now == seen:  # a writer brought it in step while we waited
                return
            reason = index.needs_rebuild()  # another process wrote since: one without sparse terms, say
            if reason is not None:
                with self._lock:
                    self._rebuild(index, reason)
                self._seen = self._look(index)
                return
            if seen is not None and now[0] == seen[0]:  # only the index changed: a rebuild, a restore elsewhere
                self._seen = now
                return
            mtime = now[0]
            files, _ = self.store.scan()
            bar = self._bar("sync", len(files))
            try:
                report = self.sync(index, bar, files)
            except Exception as exc:
                reason = index.set_aside_damaged(exc)  # a damaged page the open did not read: a fresh index
                if reason is None:
                    raise
                with self._lock:
                    self._rebuild(index, reason)
                self._seen = self._look(index)
                return
            del files
            trim_heap()  # the scans' dicts (~40 MB at 100k files) back to the system
            if report.changed:
                log.info(
                    "store %s: index synced with the files (+%d ~%d -%d)",
                    self.name, report.added, report.updated, report.removed,
                )  # fmt: skip
            self._seen = (mtime, index.generation())

    def sync(
        self, index: Index, progress: Callable[[int, int], None] | None = None,
        files: dict[str, FileStat] | None = None,
    ) -> indexer.SyncReport:  # fmt: skip
        """The index in step with the files (``indexer.sync``; the write lock held). A memory whose file is
        gone (deleted by hand, or a forget killed after its file went) is forgotten as a forget forgets it:
        the copies of its words other files keep are dropped first (``copies.drop``, as a forget drops
        them: review items about it settled, drafts of it and the toss log's lines of it out), its words
        read from its rows, and its ``MEMORY.md`` line taken out (:meth:`_gone`), then its rows purged. One
        renamed by hand, its bytes the same, keeps its review items and its evolve state, which follow it
        to its new name. A file put in the store by hand that reads as a memory gets its ``MEMORY.md`` line
        (``Store.enlister``: appended as a write appends one) before it is indexed, so a crash in between
        leaves it new to the next sync, which finds the line there and adds none."""
        gone = functools.partial(self._gone, index)
        store = self.store
        return indexer.sync(store, index, self.embedder, progress, self.reading, files, gone, store.enlister())

    def drop_copies(self, index: Index, slugs: Sequence[str], moved: Mapping[str, str] | None = None) -> None:
        """The copies other files keep of the words of the memories ``slugs`` (going, or gone) dropped, as a
        forget drops them (``copies.drop``: review items about them settled, drafts of them and the toss log's
        lines of them out), their words read from their rows in ``index``: by the sync and the rebuild that
        find their files gone, a rollback and an evolve's apply that remove them (the write lock held). Of
        them, one renamed by hand (``moved``: old slug → new, its bytes the same) is no memory gone: the review
        items about it and the evolve state's flag keys (its settled flags, the items asked) follow it to its
        new name first (``ReviewQueue.follow``, ``evolve.trigger.follow``) and its words, still in the store,
        are not sought in the toss log."""
        if not slugs:
            return
        from .evolve import trigger as evolve_state  # here: kura serve imports at start only what a request needs
        from .write import copies

        moved = moved or {}
        self.review.follow(moved)
        evolve_state.follow(self.store, moved)
        gone = [s for s in slugs if s not in moved]
        parts = (index.rows_of(gone[at : at + 500]) for at in range(0, len(gone), 500))  # a whole folder's
        words = {w for rows in parts for row in rows.values() for w in (row.title, row.body)}
        copies.drop(self.store, self.review, index, slugs, words)

    def _gone(self, index: Index, slugs: list[str], moved: dict[str, str]) -> None:
        """The memories ``slugs`` whose files a sync or a rebuild finds gone (``moved``: those renamed by
        hand, ``indexer.departed``), forgotten as a forget forgets them before their rows go: the copies of
        their words dropped (:meth:`drop_copies`), then their ``MEMORY.md`` lines out (``Store.unlist``: a
        renamed one's names its new file)."""
        self.drop_copies(index, slugs, moved)
        self.store.unlist(slugs, moved)

    def mark_seen(self) -> None:
        """After our own write (index already updated, write lock held), remember the directory's mtime and
        the index's generation."""
        if self._index is not None:
            self._seen = self._look(self._index)

    def _look(self, index: Index) -> tuple[int, str]:
        """The store folder's mtime and the index's generation, as they are now."""
        return self._dir_mtime(), index.generation()

    @contextmanager
    def all_or_nothing(self, slugs: Iterable[str]) -> Iterator[None]:
        """One write of the memories ``slugs`` (write lock held): if it fails half-way, the files it
        changed are put back and the index brought in step with them before the error goes on."""
        try:
            with restore_on_failure(self.store, slugs):
                yield
        except Exception:
            self._resync()
            raise

    def _resync(self) -> None:
        """The open index in step with the files again; if even that fails, it is closed, so the next
        use opens and syncs it."""
        try:
            if self._index is not None:
                self.sync(self._index)
                self.mark_seen()
        except Exception as exc:
            log.warning("store %s: index not synced after an undone write (%s); syncing at next use", self.name, exc)
            self.close()

    def read_failed(self, exc: BaseException) -> None:
        """A read of the open index met ``exc`` (recall degraded): when SQLite says the file is damaged and
        its quick check agrees (a reader can meet a restore's schema change too: ``Index.whole``), it is set
        aside now (``Index.set_aside_damaged``) and the next use rebuilds it from the files."""
        index = self._index
        if index is None or not damaged(exc):
            return
        with self.store.write_lock(), self._lock:
            if self._index is index and not index.whole() and index.set_aside_damaged(exc) is not None:
                self._index = None

    def index_as_is(self) -> Index | None:
        """The index as opened, not brought in step with the files (doctor, when a sync cannot write)."""
        return self._index

    def rebuild(self) -> tuple[int, float]:
        with self.store.write_lock(), self._lock:
            self.store.ensure()
            index = self._index or self._new_index(self.embedder)
            t = time.perf_counter()
            count = self._rebuild(index, "asked for")
            self._index = index
            self.mark_seen()
            return count, time.perf_counter() - t

    def restore_index(self, copy: Path) -> None:
        """Put the index copy ``copy`` back in place (a rollback), then check it like a newly opened index
        (rebuilt if its schema or embedder differs) and sync it with the files. Readers keep reading."""
        with self.store.write_lock(), self._lock:
            index = self._index or self._new_index(self.embedder)
            replace_from(index, copy)
            reason = index.needs_rebuild()
            if reason is not None:
                self._rebuild(index, reason)
            self._index, self._seen = index, None
        self.refresh(index)

    def _new_index(self, emb: Embedder) -> Index:
        path = self.store.root / "_index" / "index.sqlite"
        cfg = self.recall
        return Index(
            path, embedder_id=emb.id, dim=emb.dim, guard=self._guard,
            memory_vectors_mb=cfg.memory_vectors_mb, fts_terms=cfg.fts_terms, fts_stems=cfg.fts_stems,
            sparse=emb.has_sparse and cfg.sparse_query,  # recall searches sparse terms: the index must hold them all
        )  # fmt: skip

    def _rebuild(self, index: Index, reason: str) -> int:
        """Recreate ``index`` from the files (the caller holds the write lock). The memories it held whose
        files are gone since it last saw them (deleted by hand while no kura looked) are forgotten first, as
        a sync forgets them (:meth:`_gone`); an index that cannot say what it held (none yet, a damaged one
        set aside, another schema: ``Index.held``) is rebuilt without. A file no ``MEMORY.md`` line names that
        reads as a memory (put there by hand, and indexed by no sync since) gets its line as a sync gives it
        one (``Store.enlister``, before the file is indexed): the map is what the agent reads."""
        files, _ = self.store.scan()
        held = index.held()
        if held:
            removed, moved = indexer.departed(self.store, held, files)
            if removed:
                self._gone(index, removed, moved)
        total = len(files)
        del files, held
        log.info("store %s: rebuilding the index (%s): %d memories", self.name, reason, total)
        t = time.perf_counter()
        bar = self._bar("rebuild", total)
        count = indexer.rebuild(self.store, index, self.embedder, bar, self.reading, self.store.enlister())
        log.info("store %s: index rebuilt, %d memories in %.1fs", self.name, count, time.perf_counter() - t)
        return count

    def _bar(self, label: str, total: int) -> Callable[[int, int], None] | None:
        if self._progress is None or total < 50:
            return None
        return self._progress(f"{label} {self.name}", total)

    def _dir_mtime(self) -> int:
        try:
            return self.store.root.stat().st_mtime_ns
        except FileNotFoundError:
            return -1

    def close(self) -> None:
        with self._lock:
            self.usage.close()
            if self._index is not None:
                self._index.close()
                self._index = None
