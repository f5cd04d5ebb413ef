"""The operations: everything kura can do, once, with typed inputs and outputs (``kura_server.schemas``).

The CLI, the REST routes and the MCP tools are adapters over :class:`Kura` (the scheduler's job board
sits above it too). It knows nothing of HTTP or terminals; failures are
:class:`~kura_server.errors.KuraError`. :class:`Kura` is composed of parts, each built from the parts
it needs (constructor arguments, nothing else):

- ``engines``    settings, the embedder loaded once, one engine per store, store selection;
  ``writable`` is the one write-policy check
- ``memories``   remember / update / forget / feedback (the write pipeline), get / list
- ``weaving``    the prefill map, index-line tidying                          (engines, models)
- ``upkeep``     doctor / stats / rebuild                                     (engines, weaving)
- ``reviews``    the review queue and the gate recall asks                    (engines, memories)
- ``recalling``  recall (the recall pipeline)                                 (engines, models, reviews)
- ``distilling`` distillation runs, drafts, the drain, the night              (engines, models, weaving)
- ``sessions``   working memory, transcripts, context, session end  (engines, models, recalling, distilling)
- ``evolving``   evolve, snapshots, rollback                                  (engines, models)
- ``transfer``   import from other tools, export                              (engines, memories)
- ``inspecting`` a memory's trail, the links graph, seeds, tossed drafts     (engines)

Each part's methods pick the store, check the write policy, call the engine (``recall/``, ``write/``,
``distill/``, ``weave/``, ``evolve/``, ``session/``) and answer in the wire schema. :class:`Kura`
exposes every operation under one name, bound to the part that owns it.
"""

from __future__ import annotations

import logging
import threading
import time

from ..embed.base import Embedder
from ..engine import ProgressFactory
from ..models import ModelClient
from ..settings import Settings
from ..store.memory import scopes_for
from .distill import Distilling
from .engines import Engines, valid_scope, writable
from .evolve import Evolving
from .inspect import Inspecting
from .memory import Memories
from .recall import Recalling
from .review import Reviews
from .session import Sessions
from .transfer import Transfer
from .upkeep import Upkeep
from .weave import Weaving

__all__ = ["Kura", "scopes_for", "valid_scope", "writable"]

log = logging.getLogger("kura")


class Kura:
    """The service: one instance per process, shared by every surface."""

    def __init__(
        self, settings: Settings, *, embedder: Embedder | None = None, progress: ProgressFactory | None = None
    ) -> None:
        self.settings = settings
        self.models = ModelClient(settings.models)
        self.engines = engines = Engines(settings, embedder=embedder, progress=progress)
        self.memories = memories = Memories(engines)
        self.weaving = weaving = Weaving(engines, self.models)
        self.upkeep = upkeep = Upkeep(engines, weaving)
        self.reviews = reviews = Reviews(engines, memories)
        self.recalling = recalling = Recalling(engines, self.models, reviews)
        self.distilling = distilling = Distilling(engines, self.models, weaving)
        self.sessions = sessions = Sessions(engines, self.models, recalling, distilling)
        self.evolving = evolving = Evolving(engines, self.models)
        self.transfer = transfer = Transfer(engines, memories)
        self.inspecting = inspecting = Inspecting(engines)

        # Stores.
        self.resolve, self.engine, self.stores = engines.resolve, engines.engine, engines.stores
        self.stop = engines.stop
        # Recall, writes, reads.
        self.recall = recalling.recall
        self.remember, self.update, self.forget = memories.remember, memories.update, memories.forget
        self.feedback, self.get, self.list = memories.feedback, memories.get, memories.list
        self.memory_text, self.index_file = memories.memory_text, memories.index_file
        self.init_store, self.profile_file = engines.init_store, sessions.profile_file
        self.doctor, self.stats, self.rebuild = upkeep.doctor, upkeep.stats, upkeep.rebuild
        # Sessions.
        self.wm_write, self.wm_read, self.wm_clear = sessions.wm_write, sessions.wm_read, sessions.wm_clear
        self.transcript_read, self.context = sessions.transcript_read, sessions.context
        self.session_end = sessions.session_end
        # Distillation and the review queue.
        self.distill_run, self.drafts, self.drain = distilling.distill_run, distilling.drafts, distilling.drain
        self.distill_night, self.distill_why = distilling.distill_night, distilling.distill_why
        self.review_list, self.review_resolve = reviews.review_list, reviews.review_resolve
        # The woven map.
        self.prefill, self.tidy = weaving.prefill, weaving.tidy
        # Evolve and snapshots.
        self.evolve, self.snapshots = evolving.evolve, evolving.snapshots
        self.snapshot, self.rollback = evolving.snapshot, evolving.rollback
        # Import and export.
        self.import_memories, self.export_store = transfer.import_memories, transfer.export_store
        # What a person looking into a store reads (the web UI).
        self.memory_trail, self.graph = inspecting.memory_trail, inspecting.graph
        self.seeds, self.tossed = inspecting.seeds, inspecting.tossed

    @property
    def embedder(self) -> Embedder:
        """The configured embedder, loaded once on first use."""
        return self.engines.embedder

    def warm(self, halt: threading.Event) -> None:
        """Load now what the first requests would: the embedder, every store on disk (index in step with
        its files, vectors in memory), the write path. Stops between stores once ``halt`` is set."""
        t = time.perf_counter()
        warmed = self.engines.warm(halt)
        if halt.is_set():
            return
        self.memories.ready()
        log.info("warm-up done in %.2fs: stores %s", time.perf_counter() - t, ", ".join(warmed) or "(none on disk yet)")

    def close(self) -> None:
        self.engines.close()
        self.models.close()
