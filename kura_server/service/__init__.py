"""The operations: everything kura can do, once, with typed inputs and outputs.

The CLI, the REST routes, the MCP tools and the scheduler are adapters over :class:`Kura`. It knows
nothing of HTTP or terminals; failures are :class:`~kura_server.errors.KuraError`. One module per
group of operations, all sharing :class:`~.base.ServiceBase` (settings, engines, embedder, models):

- ``memory``   recall, remember / update / forget / feedback, get / list / doctor / stats / rebuild
- ``session``  working memory, transcripts, context, session end
- ``distill``  distillation runs, drafts, drain, the review queue and the review gate
- ``weave``    the prefill map, index-line tidying
- ``resident`` evolve, snapshots, rollback, the resident jobs
"""

from __future__ import annotations

from .base import ServiceBase, scopes_for, valid_scope
from .distill import DistillOps
from .memory import MemoryOps
from .resident import ResidentOps
from .session import SessionOps
from .weave import WeaveOps

__all__ = ["Kura", "ServiceBase", "scopes_for", "valid_scope"]


class Kura(MemoryOps, SessionOps, DistillOps, WeaveOps, ResidentOps):
    """The service: one instance per process, shared by every surface."""
