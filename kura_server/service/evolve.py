"""Evolve, snapshots and rollback (``kura_server/evolve/``)."""

from __future__ import annotations

from dataclasses import asdict

from ..errors import KuraError
from ..evolve import snapshots as evolve_snapshots
from ..models import ModelClient
from ..schemas import EvolveResult, RollbackResult, SnapshotInfo, SnapshotRequest
from ..schemas.params import validated
from .engines import Engines, writable
from .upkeep import prune_settled


class Evolving:
    """evolve / snapshots / snapshot / rollback."""

    def __init__(self, engines: Engines, models: ModelClient) -> None:
        self.engines = engines
        self.models = models

    def evolve(
        self, *, store: str | None = None, mode: str | None = None, dry_run: bool = False, force: bool = False
    ) -> EvolveResult:
        """One consolidation cycle (SPEC §6) if the trigger fires (or ``force``): a proposal, verified,
        applied after a snapshot. A machine process: ``distiller-only`` stores evolve, ``frozen`` never.
        Each look (not a dry run) first removes the settled review items and proposals older than
        ``[review] keep_settled_days`` (:func:`~.upkeep.prune_settled`), whether the trigger fires or not."""
        eng = self.engines.open(store, mode)
        if not dry_run:
            try:
                writable(eng, manual=False)
            except KuraError as exc:
                if exc.code != "write_policy":
                    raise
                why = f"store {eng.name!r} is frozen: evolve never changes it (--dry-run still shows a proposal)"
                return EvolveResult(store=eng.name, did_work=False, triggered=False, reason=why)
            prune_settled(eng, self.engines.settings.review.keep_settled_days)
        from ..evolve import cycle as evolve_cycle  # the consolidation engine: imported by its first cycle

        report = evolve_cycle.run(eng, self.engines.settings, self.models, dry_run=dry_run, force=force)
        return EvolveResult(store=eng.name, **asdict(report))

    def snapshots(self, *, store: str | None = None, mode: str | None = None) -> list[SnapshotInfo]:
        """The store's snapshots, newest first."""
        return [
            SnapshotInfo(**asdict(s)) for s in evolve_snapshots.list_snapshots(self.engines.open(store, mode).store)
        ]

    def snapshot(self, *, reason: str | None = None, store: str | None = None, mode: str | None = None) -> SnapshotInfo:
        """Snapshot the store now (markdown under the write lock, the index by SQLite's backup API).
        ``reason`` is held to ``POST /snapshots``' limit."""
        reason = validated(SnapshotRequest, reason=reason).reason
        eng = self.engines.open(store, mode)
        writable(eng, manual=False)  # a snapshot is written inside the store: a frozen one takes none
        taken = evolve_snapshots.take(eng, reason or "manual", keep=self.engines.settings.evolve.keep_snapshots)
        return SnapshotInfo(**asdict(taken))

    def rollback(self, snapshot_id: str, *, store: str | None = None, mode: str | None = None) -> RollbackResult:
        """Put the store back exactly as the snapshot holds it (an undo snapshot is taken first)."""
        eng = self.engines.open(store, mode)
        writable(eng, manual=False)
        try:
            done = evolve_snapshots.restore(eng, snapshot_id, keep=self.engines.settings.evolve.keep_snapshots)
        except Exception:
            self.engines.reopen(eng.name)  # stopped half-way (a full disk): finished before the store is served again
            raise
        return RollbackResult(**asdict(done))
