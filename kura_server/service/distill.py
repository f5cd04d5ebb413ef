"""Distillation: runs, drafts, the drain, the night (the pipeline itself is ``kura_server/distill/``)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import asdict
from pathlib import Path
from typing import TYPE_CHECKING

from .. import errors
from ..engine import StoreEngine
from ..models import ModelClient
from ..schemas import CandidateDecision, DistillRunResult, DraftOut, DrainResult, NightResult
from ..schemas.params import DistillWhyLimit, checked
from .engines import Engines, log, valid_scope, writable
from .weave import Weaving

if TYPE_CHECKING:
    from ..distill.drain import Fault

# The distillation engine (its pipeline, the drafts, the drain, the gate's rules) is imported by the
# operation that needs it, never at start-up: a daemon serves recalls long before any distillation.


class Distilling:
    """distill_run / drafts / drain / distill_night."""

    def __init__(self, engines: Engines, models: ModelClient, weaving: Weaving) -> None:
        self.engines = engines
        self.models = models
        self.weaving = weaving

    def _ready(self, eng: StoreEngine) -> None:
        """A distillation needs a model (said clearly, before anything is touched) and a store that
        takes machine writes."""
        writable(eng, manual=False)
        self.models.profile("brain")

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
        from ..distill.pipeline import Distiller
        from ..distill.sources import check_journal_path, journal_files
        from ..write.gate import GateConfig

        eng = self.engines.open(store, mode)
        settings = self.engines.settings
        if journal is not None:
            journals = [(check_journal_path(journal, self.engines.journal_roots(eng)[1]), adapter)]
        self._ready(eng)
        distiller = Distiller(
            eng, self.models, settings.distill, duplicate_cosine=settings.write.duplicate_cosine,
            gate=GateConfig.from_settings(settings), safety_tags=settings.evolve.safety_tags, fault=fault,
            should_stop=should_stop,
        )  # fmt: skip
        if journals is None:
            journals = [(p, src.adapter) for src in settings.journal_sources(eng.name).values()
                        for p in journal_files(src)]  # fmt: skip
        result = DistillRunResult(
            store=eng.name, **asdict(distiller.run(journals, context=context, scope=valid_scope(scope)))
        )
        log.info(
            "store %s: distilled %d batches (%d chars): %d candidates, %d staged, %d seeds, %d to review, "
            "dropped %s%s", eng.name, result.batches, result.raw_chars, result.candidates, len(result.staged),
            result.seeds, len(result.review), result.dropped or "none",
            f"; errors: {result.errors}" if result.errors else "",
        )  # fmt: skip
        return result

    def drafts(self, *, store: str | None = None, mode: str | None = None) -> list[DraftOut]:
        """The staged drafts, oldest id first; a draft that fails its signature is listed as refused."""
        from ..distill.drafts import Drafts

        eng = self.engines.open(store, mode)
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

    def distill_why(
        self, *, limit: int = 100, store: str | None = None, mode: str | None = None
    ) -> list[CandidateDecision]:
        """What became of each recent candidate and why, newest batch first (from the batches' metrics)."""
        limit = checked(DistillWhyLimit, "limit", limit)
        from ..distill.drafts import decisions

        eng = self.engines.open(store, mode)
        return [CandidateDecision.model_validate(d) for d in decisions(eng.store, limit)]

    def drain(
        self, *, store: str | None = None, mode: str | None = None, fault: Fault | None = None,
        should_stop: Callable[[], bool] | None = None,
    ) -> DrainResult:  # fmt: skip
        """The scribe re-reads each staged draft cold: pour, fix or toss (tossed ones logged with the reason)."""
        from ..distill.drafts import Drafts
        from ..distill.drain import Drainer
        from ..write.pipeline import Writer

        eng = self.engines.open(store, mode)
        writable(eng, manual=False)
        if not Drafts(eng.store).ids():
            return DrainResult(store=eng.name, did_work=False)
        self._ready(eng)
        writer = Writer(eng, self.engines.settings.write)  # pours: redaction and the manual gate run again
        result = DrainResult(store=eng.name, **asdict(Drainer(eng, writer, self.models, fault, should_stop).drain()))
        log.info(
            "store %s: drained: %d poured, %d fixed, %d tossed%s", eng.name, len(result.poured), len(result.fixed),
            len(result.tossed), f"; errors: {result.errors}" if result.errors else "",
        )  # fmt: skip
        return result

    def distill_night(self, *, store: str | None = None, mode: str | None = None) -> NightResult:
        """Distil, drain, and re-weave the prefill map when anything was poured."""
        name = self.engines.resolve(store, mode)
        ran = self.distill_run(store=name)
        drained = self.drain(store=name)
        if drained.poured:
            self.weaving.prefill(rebuild=True, store=name)
        return NightResult(store=name, did_work=ran.did_work or drained.did_work, distill=ran, drain=drained)
