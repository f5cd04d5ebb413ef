"""What the first requests would load, loaded once the daemon has started, off their path."""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable

from ..service import Kura
from .health import EmbedderState, WarmState

log = logging.getLogger("kura.server")


class Warmup:
    """``Kura.warm`` in a thread once the daemon has started (its socket already listens), so the first
    ``/health`` waits for nothing: the embedder, then every store on disk (its index in step with the
    files, its vectors in memory), then the write path. A request that comes first waits only for the
    part it needs (the same loads, under the same locks). ``state`` and ``warm`` are what ``/health``
    says; ``warm`` is ``done`` once this and ``also`` (the app's other work after start) are over."""

    def __init__(self, kura: Kura, *, also: Callable[[], bool] = lambda: True) -> None:
        self.kura = kura
        self.also = also  # the app's other work after start (the MCP servers' build) is over too
        self._thread: threading.Thread | None = None
        self._failed = False
        self._halt = threading.Event()

    @property
    def state(self) -> EmbedderState:
        if self.kura.engines.embedder_loaded:
            return "loaded"
        if self._thread is not None and self._thread.is_alive():
            return "loading"
        return "failed" if self._failed else "not loaded"

    @property
    def warm(self) -> WarmState:
        if self._thread is None:
            return "not started"
        return "warming" if self._thread.is_alive() or not self.also() else "done"

    def start(self) -> None:
        if self._thread is None:
            self._thread = threading.Thread(target=self._load, name="kura-warmup", daemon=True)
            self._thread.start()

    def stop(self, timeout: float | None = None) -> None:
        """The app is ending: no further store is opened; wait up to ``timeout`` for the step under way."""
        self._halt.set()
        self.join(timeout)

    def join(self, timeout: float | None = None) -> None:
        """Wait for the warm-up under way (tests; the daemon never waits for it)."""
        if self._thread is not None:
            self._thread.join(timeout)

    def _load(self) -> None:
        try:
            self.kura.warm(self._halt)
        except Exception as exc:  # the next request that needs it tries again and answers the error
            self._failed = not self.kura.engines.embedder_loaded
            log.warning("the warm-up did not finish: %s", exc)
