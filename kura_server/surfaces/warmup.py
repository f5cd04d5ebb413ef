"""The embedder loaded once the daemon has started, off the path of the first request."""

from __future__ import annotations

import logging
import threading

from ..service import Kura
from .health import EmbedderState

log = logging.getLogger("kura.server")


class Warmup:
    """The embedder, loaded in a thread once the daemon has started (its socket already listens), so
    the first ``/health`` does not wait for a model; the first recall does, if it comes first (the
    load is the one ``Engines.embedder`` does, under its lock). ``state`` is what ``/health`` says."""

    def __init__(self, kura: Kura) -> None:
        self.kura = kura
        self._thread: threading.Thread | None = None
        self._failed = False

    @property
    def state(self) -> EmbedderState:
        if self.kura.engines.embedder_loaded:
            return "loaded"
        if self._thread is not None and self._thread.is_alive():
            return "loading"
        return "failed" if self._failed else "not loaded"

    def start(self) -> None:
        if self._thread is None and not self.kura.engines.embedder_loaded:
            self._thread = threading.Thread(target=self._load, name="kura-warmup", daemon=True)
            self._thread.start()

    def join(self, timeout: float | None = None) -> None:
        """Wait for the load under way (tests; the daemon never waits for it)."""
        if self._thread is not None:
            self._thread.join(timeout)

    def _load(self) -> None:
        try:
            embedder = self.kura.embedder
        except Exception as exc:  # the next request that needs it tries again and answers the error
            self._failed = True
            log.warning("the embedder did not load: %s", exc)
        else:
            log.debug("warm-up done: %s", embedder.id)
