"""Recall: the review gate, then the recall pipeline (``kura_server/recall/pipeline.py``), answered in
the wire's shape."""

from __future__ import annotations

import datetime as dt
from collections.abc import Collection
from dataclasses import asdict

from .. import waits
from ..models import ModelClient, TokenUsage
from ..recall.pipeline import Query, Recall, Recalled, Recaller
from ..schemas import RecalledMemory, RecallRequest, RecallResult, ReviewItemOut, ThinkerInfo
from ..store.memory import scopes_for
from .engines import Engines
from .review import Reviews


def recalled_memory(r: Recalled) -> RecalledMemory:
    mem = r.memory
    return RecalledMemory(
        slug=mem.slug, **mem.header(), body=r.body, truncated=r.truncated, score=r.score, ranks=r.ranks, why=r.why,
        via="link" if r.via == "link" else "search",
    )  # fmt: skip


class Recalling:
    """recall, behind the store's review gate."""

    def __init__(self, engines: Engines, models: ModelClient, reviews: Reviews) -> None:
        self.engines = engines
        self.models = models
        self.reviews = reviews

    def recall(
        self,
        req: RecallRequest,
        *,
        store: str | None = None,
        mode: str | None = None,
        hide: Collection[str] = (),
        today: dt.date | None = None,
        counted: bool = True,
    ) -> RecallResult:
        """Hybrid retrieval (+ recognition by the thinker when configured), fused; links walked; rendered.
        ``hide``: slugs shown elsewhere (the context's profile), picked and counted but left out. ``today``:
        what a relative period the question names is read against (None: the daemon's local date).
        ``counted=False``: the picks are not counted (the daemon this recall was sent to first did)."""
        if req.thinker and self.models.configured:
            waits.check("the thinker")  # a model's answer over the network
        eng = self.engines.open(store, mode)
        if (blocking := self.reviews.gate(eng, ack=req.ack_review)) is not None:
            return _blocked(eng.name, req, blocking)
        cfg = self.engines.settings.recall
        query = Query(
            question=req.question, scopes=scopes_for(req.scope), k=req.k or cfg.k,
            hops=cfg.hops if req.hops is None else req.hops, char_budget=req.char_budget or cfg.char_budget,
            body_chars=req.body_chars or cfg.body_chars, thinker=req.thinker, hide=frozenset(hide), today=today,
            counted=counted,
        )  # fmt: skip
        found = Recaller(eng, cfg, self.models if self.models.configured else None).recall(query)
        return _result(eng.name, req, found)


def _result(store: str, req: RecallRequest, found: Recall) -> RecallResult:
    return RecallResult(
        store=store,
        question=req.question,
        scope=req.scope,
        memories=[recalled_memory(m) for m in found.memories],
        linked=[recalled_memory(m) for m in found.linked],
        how=found.how,
        degraded=found.degraded_reason is not None,
        degraded_reason=found.degraded_reason,
        thinker=ThinkerInfo(**asdict(found.thinker)) if found.thinker else None,
        timings_ms=found.timings_ms,
        tokens=found.tokens,
        block=found.block,
    )


def _blocked(store: str, req: RecallRequest, pending: list[ReviewItemOut]) -> RecallResult:
    return RecallResult(
        store=store, question=req.question, scope=req.scope, memories=[], linked=[], how="hybrid", degraded=False,
        timings_ms={}, tokens=TokenUsage(), blocked=True, pending_review=pending,
        block=f'<recalled_memories store="{store}" blocked="review">{len(pending)} review item(s) '
        "pending: show them to the person, then recall again with ack_review=true</recalled_memories>",
    )  # fmt: skip
