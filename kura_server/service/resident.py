"""Evolve, snapshots and rollback, and the resident jobs (``kura_server/evolve/``, ``scheduler/``)."""

from __future__ import annotations

from ..evolve import cycle as evolve_cycle
from ..evolve import snapshots as evolve_snapshots
from ..schemas import (
    EvolveResult,
    JobInfo,
    JobRun,
    RollbackResult,
    SnapshotInfo,
)
from .base import ServiceBase


class ResidentOps(ServiceBase):
    """evolve / snapshots / snapshot / rollback, jobs / run_job."""

    # -- evolve and snapshots (kura_server/evolve/) ---------------------------------------------

    def evolve(
        self, *, store: str | None = None, mode: str | None = None, dry_run: bool = False, force: bool = False
    ) -> EvolveResult:
        """One consolidation cycle (SPEC §6) if the trigger fires (or ``force``): a proposal, verified,
        applied after a snapshot. A machine process: ``distiller-only`` stores evolve, ``frozen`` never."""
        eng = self._open(store, mode)
        return evolve_cycle.run(eng, self.settings, self.models, dry_run=dry_run, force=force)

    def snapshots(self, *, store: str | None = None, mode: str | None = None) -> list[SnapshotInfo]:
        """The store's snapshots, newest first."""
        return evolve_snapshots.list_snapshots(self._open(store, mode).store)

    def snapshot(self, *, reason: str | None = None, store: str | None = None, mode: str | None = None) -> SnapshotInfo:
        """Snapshot the store now (markdown under the write lock, the index by SQLite's backup API)."""
        eng = self._open(store, mode)
        return evolve_snapshots.take(eng, reason or "manual", keep=self.settings.evolve.keep_snapshots)

    def rollback(self, snapshot_id: str, *, store: str | None = None, mode: str | None = None) -> RollbackResult:
        """Put the store back exactly as the snapshot holds it (an undo snapshot is taken first)."""
        eng = self._open(store, mode)
        self._writable(eng, manual=False)
        return evolve_snapshots.restore(eng, snapshot_id, keep=self.settings.evolve.keep_snapshots)

    # -- resident jobs (kura_server/scheduler) --------------------------------------------------

    def jobs(self, *, stores: list[str] | None = None) -> list[JobInfo]:
        """Every job of ``stores`` (default: all): schedule, whether it runs now, its last run."""
        names = sorted(self.settings.stores) if stores is None else [self.resolve(store=s) for s in stores]
        return self.board.list(names)

    def run_job(self, job_id: str, *, store: str | None = None, mode: str | None = None) -> JobRun:
        """Run one job now in this thread: ``<store>:<job>``, or ``<job>`` on the selected store.

        ``job_running`` (409) when it is running already, here or in another process."""
        selected = self.resolve(store, mode) if store is not None or mode is not None else None
        name, job = self.board.parse(job_id, selected)
        return self.board.run(f"{name}:{job}")
