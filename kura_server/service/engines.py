"""The service's ground floor: the settings, the embedder loaded once, one engine per store, store
selection, and the one write-policy check every writing operation asks."""

from __future__ import annotations

import functools
import logging
import threading
import time
from pathlib import Path

from .. import errors, waits
from ..embed import load_embedder
from ..embed.base import Embedder
from ..engine import ProgressFactory, StoreEngine
from ..evolve import snapshots
from ..index.indexer import Reading
from ..schemas import StoreInfo
from ..session import transcript
from ..settings import JournalSource, Settings
from ..store.memory import SCOPE
from ..write.redact import redact, refuse_secret_name

log = logging.getLogger("kura")


def valid_scope(scope: str) -> str:
    """A scope as given to any operation (working memory, session end, context, distillation): one of
    kura's forms (422 ``invalid_input``), and no secret (422 ``secret_in_name``: a scope is written as given,
    as a folder's name under ``_archive``, in ``_wm`` and the audit log)."""
    if not SCOPE.match(scope):
        raise errors.invalid("scope must be 'global', 'repo:<slug>' or 'agent:<name>' (lowercase)")
    if scope != "global":
        refuse_secret_name("scope", redact(scope))
    return scope


def writable(eng: StoreEngine, *, manual: bool = True, mcp: bool = False) -> None:
    """The write policy, for every writing operation: ``frozen`` takes no writes; ``distiller-only``
    takes none by hand (``manual``): distillation, evolve, feedback and working memory are machine
    writes; a store with ``mcp_readonly`` takes none over MCP (``mcp``), whichever endpoint is used."""
    if mcp and eng.config.mcp_readonly:
        raise errors.forbidden(
            "read_only", f"store {eng.name!r} is read-only over MCP (mcp_readonly = true): it takes no writes there"
        )
    policy = eng.config.write_policy
    if policy == "frozen" or (manual and policy == "distiller-only"):
        raise errors.forbidden(
            "write_policy",
            f"store {eng.name!r} is {policy}: "
            + ("it accepts no writes" if policy == "frozen" else "only distillation writes to it"),
        )


class Engines:
    """Every configured store's engine, created on first use, and the embedder they share."""

    def __init__(
        self, settings: Settings, *, embedder: Embedder | None = None, progress: ProgressFactory | None = None
    ) -> None:
        self.settings = settings
        self._embedder = embedder
        self._progress = progress
        self._engines: dict[str, StoreEngine] = {}
        self._lock = threading.Lock()
        self.stopping = threading.Event()  # set: long work (a rebuild, a first sync) stops at its next run
        self._reading = Reading(settings.write.max_memory_bytes, self.stopping)

    @property
    def embedder(self) -> Embedder:
        """The configured embedder, loaded once on first use."""
        if (loaded := self._embedder) is not None:
            return loaded
        waits.check("the embedder's load")
        with self._lock:
            if self._embedder is None:
                t = time.perf_counter()
                self._embedder = load_embedder(self.settings.embedder, self.settings.recall)
                log.info("embedder %s loaded in %.2fs", self._embedder.id, time.perf_counter() - t)
            return self._embedder

    @property
    def embedder_loaded(self) -> bool:
        """True once the embedder is loaded (never waits for a load under way)."""
        return self._embedder is not None

    def warm(self, halt: threading.Event) -> list[str]:
        """The embedder, then every store already on disk (the default first) opened as its first recall
        would open it (``StoreEngine.warm``), until ``halt`` (or the process's stop) is set. A store that
        fails is logged and left to its first request, which answers the error. The stores warmed."""
        self.embedder  # noqa: B018 - loaded here, off the first request's path
        warmed: list[str] = []
        for name in sorted(self.settings.stores, key=lambda n: (n != self.settings.default_store, n)):
            if halt.is_set() or self.stopping.is_set():
                break
            try:
                if self.engine(name).warm():
                    warmed.append(name)
            except Exception as exc:  # whatever it is, the store's first request meets it again and answers it
                if not (halt.is_set() or self.stopping.is_set()):  # (else: stopped by the stop, not a failure)
                    log.warning("store %s: not warmed up (%s); its first request opens it", name, exc)
        return warmed

    def resolve(self, store: str | None = None, mode: str | None = None) -> str:
        """The store a request means: by name, by mode, else the default. Disagreeing selectors fail."""
        by_mode = None
        if mode is not None:
            if mode not in self.settings.modes:
                raise errors.not_found(
                    "mode", f"unknown mode {mode!r}", detail={"known_modes": sorted(self.settings.modes)}
                )
            by_mode = self.settings.modes[mode]
        if store is not None and by_mode is not None and store != by_mode:
            raise errors.disagree(f"store {store!r} and mode {mode!r} (= store {by_mode!r}) disagree: give one")
        name = store or by_mode or self.settings.default_store
        if name not in self.settings.stores:
            raise errors.not_found(
                "store", f"unknown store {name!r}", detail={"known_stores": sorted(self.settings.stores)}
            )
        return name

    def engine(self, name: str) -> StoreEngine:
        """The store's engine, created on first use. A rollback or an evolve apply a crash interrupted —
        in this process or another one beside it, before or since the store was opened — is finished
        first, at every use (its marker is looked for: one listing): a half-restored store is never
        served. One that appears later, while a request runs, is finished by the write lock that request
        takes (``Store.settle``), before it writes."""
        with waits.holding(self._lock, "the stores' table"):
            engine = self._engines.get(name)
            if engine is None:
                waits.check(f"store {name!r}'s first opening")
                engine = StoreEngine(
                    name,
                    self.settings.stores[name],
                    self.settings.store_path(name),
                    lambda: self.embedder,
                    self._progress,
                    self._reading,
                    recall=self.settings.recall,
                )
                engine.store.settle = functools.partial(
                    snapshots.finish, engine, keep=self.settings.evolve.keep_snapshots
                )
                self._engines[name] = engine
        if snapshots.unfinished(engine.store):  # outside the lock: finishing loads the embedder, which takes it
            waits.check(f"store {name!r}'s interrupted restore")
            try:
                with engine.store.write_lock():  # taking it finishes them (Store.settle)
                    pass
            except Exception:
                self.reopen(name)  # not finished (a full disk): tried again at the next use, never served half
                raise
        return engine

    def reopen(self, name: str) -> None:
        """Forget this store's engine: the next use opens it afresh (and finishes an interrupted rollback).
        Its connections are not closed under threads that may still use them."""
        with self._lock:
            self._engines.pop(name, None)

    def open(self, store: str | None = None, mode: str | None = None) -> StoreEngine:
        """The engine of the store a request selects."""
        return self.engine(self.resolve(store, mode))

    def journal_roots(self, eng: StoreEngine) -> tuple[list[JournalSource], list[Path]]:
        """The store's journal sources, and every folder the daemon may read a journal from for it."""
        sources = list(self.settings.journal_sources(eng.name).values())
        return sources, transcript.roots_of(sources, eng.store.root)

    def stores(self) -> list[StoreInfo]:
        modes: dict[str, list[str]] = {}
        for mode, target in self.settings.modes.items():
            modes.setdefault(target, []).append(mode)
        return [
            StoreInfo(
                name=name,
                label=cfg.label,
                path=str(self.settings.store_path(name)),
                write_policy=cfg.write_policy,
                default=name == self.settings.default_store,
                modes=sorted(modes.get(name, [])),
            )
            for name, cfg in sorted(self.settings.stores.items())
        ]

    def stop(self) -> None:
        """The process is stopping: rebuilds and syncs under way stop at their next run (``shutting_down``)."""
        self.stopping.set()

    def close(self) -> None:
        with self._lock:
            for engine in self._engines.values():
                engine.close()
            self._engines.clear()

    def init_store(self, name: str) -> Path:
        """Create a declared store's directory (and an empty ``MEMORY.md``); an existing one is used as is."""
        eng = self.engine(self.resolve(store=name))
        eng.store.ensure()
        return eng.store.root
