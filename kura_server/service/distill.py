"""Distillation and the review queue (the pipeline itself is ``kura_server/distill/``)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from .. import errors
from ..distill.drafts import Drafts
from ..distill.pipeline import Distiller, Fault
from ..distill.sources import check_journal_path, journal_files
from ..engine import StoreEngine
from ..schemas import (
    DistillRunResult,
    DraftOut,
    DrainResult,
    NightResult,
    RecallRequest,
    RememberRequest,
    ReviewItemOut,
    ReviewResolveRequest,
    ReviewResolveResult,
    UpdateRequest,
    WriteResult,
)
from ..store.memory import TYPES
from .base import ServiceBase, log, valid_scope


class DistillOps(ServiceBase):
    """distill_run / drafts / drain / distill_night, the review queue, and the review gate recall asks."""

    # -- distillation and the review queue --------------------------------------------------

    def _distiller(
        self, eng: StoreEngine, fault: Fault | None = None, should_stop: Callable[[], bool] | None = None
    ) -> Distiller:
        self.models.profile("brain")  # model_unavailable, said clearly, before anything is touched
        self._writable(eng, manual=False)
        return Distiller(self, eng, self.settings.distill, fault, should_stop)

    def distill_run(
        self, *, store: str | None = None, mode: str | None = None,
        journals: list[tuple[Path, str | None]] | None = None, journal: str | Path | None = None,
        adapter: str | None = None, context: str | None = None, scope: str = "global", fault: Fault | None = None,
        should_stop: Callable[[], bool] | None = None,
    ) -> DistillRunResult:  # fmt: skip
        """Distil new journal material into signed drafts (sip → spot → gate → reconcile → compose → stage).

        ``journals``: (path, adapter or None) pairs; None means every file of the store's configured
        journal roots. ``journal`` (+ ``adapter``): one file a caller names, which must lie under the
        store's journal roots or its archive (else 403 ``journal_root``). ``context``: background for
        the brain (e.g. a working-memory snapshot), never evidence. ``scope``: where the drafts'
        memories go. ``should_stop``: asked between journals and batches (safe points: the watermark
        moves over the batches done).
        """
        eng = self._open(store, mode)
        if journal is not None:
            journals = [(check_journal_path(journal, self._journal_roots(eng)[1]), adapter)]
        distiller = self._distiller(eng, fault, should_stop)
        if journals is None:
            journals = [(p, src.adapter) for src in self.settings.journal_sources(eng.name).values()
                        for p in journal_files(src)]  # fmt: skip
        result = distiller.run(journals, context=context, scope=valid_scope(scope))
        log.info(
            "store %s: distilled %d batches (%d chars): %d candidates, %d staged, %d seeds, %d to review, "
            "dropped %s%s", eng.name, result.batches, result.raw_chars, result.candidates, len(result.staged),
            result.seeds, len(result.review), result.dropped or "none",
            f"; errors: {result.errors}" if result.errors else "",
        )  # fmt: skip
        return result

    def drafts(self, *, store: str | None = None, mode: str | None = None) -> list[DraftOut]:
        """The staged drafts, oldest id first; a draft that fails its signature is listed as refused."""
        eng = self._open(store, mode)
        staged = Drafts(eng.store)
        out = []
        for did in staged.ids():
            try:
                d = staged.load(did)
            except errors.KuraError as exc:
                log.warning("store %s: %s", eng.name, exc.message)
                continue
            out.append(
                DraftOut(
                    id=d.id,
                    action=d.action,
                    target=d.target,
                    title=d.memory.title,
                    trigger=d.memory.trigger,
                    type=d.memory.type,
                    body=d.memory.body,
                    reason=d.evidence.reason,
                    quotes=[{k: q.get(k) for k in ("class", "text", "where")} for q in d.evidence.quotes],
                    created=d.created,
                )  # fmt: skip
            )
        return out

    def drain(
        self, *, store: str | None = None, mode: str | None = None, fault: Fault | None = None,
        should_stop: Callable[[], bool] | None = None,
    ) -> DrainResult:  # fmt: skip
        """The scribe re-reads each staged draft cold: pour, fix or toss (tossed ones logged with the reason)."""
        eng = self._open(store, mode)
        if not Drafts(eng.store).ids():
            return DrainResult(store=eng.name, did_work=False)
        result = self._distiller(eng, fault, should_stop).drain()
        log.info(
            "store %s: drained: %d poured, %d fixed, %d tossed%s", eng.name, len(result.poured), len(result.fixed),
            len(result.tossed), f"; errors: {result.errors}" if result.errors else "",
        )  # fmt: skip
        return result

    def distill_night(self, *, store: str | None = None, mode: str | None = None) -> NightResult:
        """Distil, drain, and re-weave the prefill map when anything was poured."""
        name = self.resolve(store, mode)
        ran = self.distill_run(store=name)
        drained = self.drain(store=name)
        if drained.poured:
            self.prefill(rebuild=True, store=name)
        return NightResult(store=name, did_work=ran.did_work or drained.did_work, distill=ran, drain=drained)

    def review_list(self, *, store: str | None = None, mode: str | None = None) -> list[ReviewItemOut]:
        eng = self._open(store, mode)
        return [ReviewItemOut(**item.model_dump(exclude={"resolution"})) for item in eng.review.list()]

    def review_resolve(
        self, item_id: str, req: ReviewResolveRequest, *, store: str | None = None, mode: str | None = None,
        surface: str = "library",
    ) -> ReviewResolveResult:  # fmt: skip
        """Settle a review item. approve: write its proposal (or keep the questioned memory); modify: write
        ``content`` instead (redaction and the gate again); discard: drop the proposal (or forget the memory)."""
        eng = self._open(store, mode)
        item = eng.review.get(item_id)
        if req.action == "modify" and not req.content:
            raise errors.invalid("modify needs content: the text to write instead")
        if req.action != "modify" and req.content:
            raise errors.invalid(f"{req.action} takes no content (only modify does)")
        write: WriteResult | None = None
        text = req.content if req.action == "modify" else item.proposal
        exists = item.slug is not None and eng.store.exists(item.slug)
        if req.action == "discard":
            if item.proposal is None and exists:
                assert item.slug is not None
                write = self.forget(item.slug, reason=f"review {item.id}: discarded", store=eng.name, surface=surface)
        elif text is not None and (item.proposal is not None or req.action == "modify"):
            if exists and item.action in ("UPDATE", "KEEP"):
                assert item.slug is not None
                write = self.update(item.slug, UpdateRequest(content=text), store=eng.name, surface=surface)
            else:
                mtype = item.payload.get("type") if item.payload.get("type") in TYPES else "project"
                write = self.remember(RememberRequest(content=text, type=mtype), store=eng.name, surface=surface)
        eng.review.close(item, {"action": req.action, "note": req.note, "write": write.model_dump() if write else None})
        slug = write.slug if write else item.slug
        eng.store.audit("review", id=item.id, kind=item.kind, action=req.action, slug=slug, surface=surface)
        return ReviewResolveResult(store=eng.name, id=item.id, action=req.action, write=write)

    def _review_gate(self, eng: StoreEngine, req: RecallRequest) -> list[ReviewItemOut] | None:
        """The pending items that stop this recall (``review_gate``), or None when it may go on."""
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
        if req.ack_review:
            eng.review.acknowledge([i.id for i in pending])
            return None
        return shown
