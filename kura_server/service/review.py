"""The review queue: what a machine could not decide, listed, resolved, and the gate recall asks."""

from __future__ import annotations

from .. import errors, waits
from ..engine import StoreEngine
from ..review import ReviewItem
from ..schemas import (
    RememberRequest,
    ReviewItemOut,
    ReviewResolveRequest,
    ReviewResolveResult,
    UpdateRequest,
    WriteResult,
)
from ..store.memory import TYPES
from .engines import Engines, writable
from .memory import Memories


class Reviews:
    """review_list / review_resolve (resolutions write through ``memories``), and the review gate."""

    def __init__(self, engines: Engines, memories: Memories) -> None:
        self.engines = engines
        self.memories = memories

    def review_list(self, *, store: str | None = None, mode: str | None = None) -> list[ReviewItemOut]:
        eng = self.engines.open(store, mode)
        return [ReviewItemOut(**item.model_dump(exclude={"resolution"})) for item in eng.review.list()]

    def review_resolve(
        self, item_id: str, req: ReviewResolveRequest, *, store: str | None = None, mode: str | None = None,
        surface: str = "library",
    ) -> ReviewResolveResult:  # fmt: skip
        """Settle a review item. approve: write its proposal (or keep the questioned memory); modify: write
        ``content`` instead (redaction and the gate again); discard: drop the proposal (or forget the memory).
        Under the store's write lock from reading the item to closing it: a forget of the memory it is about
        (which settles it, its words out) is wholly before — the item is no longer pending: 404, as for any
        settled item — or wholly after, never between the read and the write of its proposal."""
        eng = self.engines.open(store, mode)
        writable(eng, manual=False)  # settling writes the queue (and the store): never in a frozen store
        if req.action == "modify" and not req.content:
            raise errors.invalid("modify needs content: the text to write instead")
        if req.action != "modify" and req.content:
            raise errors.invalid(f"{req.action} takes no content (only modify does)")
        with eng.store.write_lock():
            return self._resolve(eng, eng.review.get(item_id), req, surface)

    def _resolve(
        self, eng: StoreEngine, item: ReviewItem, req: ReviewResolveRequest, surface: str
    ) -> ReviewResolveResult:
        """Act on a pending ``item`` and close it (the store's write lock held)."""
        write: WriteResult | None = None
        text = req.content if req.action == "modify" else item.proposal
        questioned = item.slug if item.slug is not None and eng.store.exists(item.slug) else None
        mems = self.memories
        if req.action == "discard":
            if item.proposal is None and questioned is not None:
                write = mems.forget(questioned, reason=f"review {item.id}: discarded", store=eng.name, surface=surface)
                item = item.blank()  # the forget settled it without the memory's words: settled so here too
        elif text is not None and (item.proposal is not None or req.action == "modify"):
            if questioned is not None and item.action in ("UPDATE", "KEEP"):
                write = mems.update(questioned, UpdateRequest(content=text), store=eng.name, surface=surface)
            else:
                mtype = item.payload.get("type") if item.payload.get("type") in TYPES else "project"
                write = mems.remember(RememberRequest(content=text, type=mtype), store=eng.name, surface=surface)
        eng.review.close(item, {"action": req.action, "note": req.note, "write": write.model_dump() if write else None})
        slug = write.slug if write else item.slug
        eng.store.audit("review", id=item.id, kind=item.kind, action=req.action, slug=slug, surface=surface)
        return ReviewResolveResult(store=eng.name, id=item.id, action=req.action, write=write)

    def gate(self, eng: StoreEngine, *, ack: bool) -> list[ReviewItemOut] | None:
        """The pending items that stop a recall (the store's ``review_gate``), or None when it may go on.
        ``ack``: the caller saw the pending items (``ask``): they no longer block."""
        gate = eng.config.review_gate
        if gate == "off":
            return None
        pending = eng.review.list() if gate == "strict" else eng.review.unacknowledged()
        if not pending:
            return None
        shown = [ReviewItemOut(**i.model_dump(exclude={"resolution"})) for i in pending]
        if gate == "strict":
            raise errors.KuraError(
                "review_pending",
                f"store {eng.name!r} has {len(pending)} review item(s) pending and its review_gate is strict: "
                "resolve them (kura review / POST /review/<id>/resolve) before recalling",
                status=409,
                detail={"items": [s.model_dump() for s in shown]},
            )
        if ack:
            waits.check("the acknowledgements' lock")
            eng.review.acknowledge([i.id for i in pending])
            return None
        return shown
