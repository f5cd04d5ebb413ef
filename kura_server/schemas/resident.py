"""Evolve, snapshots and the resident jobs."""

from __future__ import annotations

import datetime as dt
from typing import Literal

from pydantic import Field

from ..evolve.proposal import EvolveChecks
from ..models.client import TokenUsage
from .base import _In, _Out


class EvolveRequest(_In):
    dry_run: bool = Field(False, description="Make and verify the proposal, change nothing, queue nothing.")
    force: bool = Field(False, description="Run a cycle even when the trigger does not fire.")


class EvolveResult(_Out):
    store: str
    did_work: bool = Field(description="A proposal was applied, kept for review, or (dry run) made with changes.")
    triggered: bool = Field(description="The trigger fired (or force).")
    reason: str = Field(description="Why the cycle ran or not, and how it went, in one line.")
    dry_run: bool = False
    how: Literal["model", "rules"] = Field("rules", description="model: the thinker judged pairs; rules: no model.")
    proposal_id: str | None = None
    proposal_path: str | None = Field(None, description="The proposal file, relative to the store.")
    merges: int = 0
    conflicts: int = Field(0, description="Pairs judged CONFLICT: sent to review, never forced.")
    fades: int = 0
    rechecks: int = Field(0, description="Old memories sent to review for a re-check.")
    review_ids: list[str] = Field(default_factory=list, description="Review items this cycle queued.")
    verified: bool | None = Field(None, description="The proposal passed all three checks (None: nothing to check).")
    checks: EvolveChecks | None = None
    rejected_reason: str | None = None
    applied: bool = False
    snapshot: str | None = Field(None, description="The snapshot taken before applying (rollback target).")
    tokens: TokenUsage = Field(default_factory=TokenUsage)
    seconds: float = 0.0


class SnapshotRequest(_In):
    reason: str | None = Field(None, max_length=500, description="Why (kept in the manifest).")


class RollbackRequest(_In):
    snapshot: str = Field(min_length=1, max_length=200, description="The snapshot id (from GET /snapshots).")


class SnapshotInfo(_Out):
    id: str
    store: str
    created: str
    reason: str
    memories: int = Field(description="Memory files in the snapshot (MEMORY.md aside).")
    bytes: int = Field(description="Bytes of the markdown copied.")
    index: bool = Field(description="The snapshot holds a copy of the index (made with SQLite's backup API).")
    path: str = Field(description="The snapshot's folder, relative to the store.")


class RollbackResult(_Out):
    store: str
    snapshot: str
    restored: int = Field(description="Files written back (memories and MEMORY.md), byte for byte.")
    removed: list[str] = Field(description="Memories created after the snapshot, removed (kept in the undo snapshot).")
    undo_snapshot: str = Field(
        description="A snapshot of the state just before the rollback (roll back to it to undo)."
    )
    index: Literal["restored", "rebuilt"] = Field(
        description="restored: the snapshot's index copy; rebuilt: from files."
    )
    seconds: float


JobResult = Literal["did_work", "nothing_to_do", "failed"]


class JobRun(_Out):
    """One run of one job on one store."""

    id: str = Field(description="<store>:<job>")
    store: str
    job: str
    result: JobResult
    note: str = Field("", description="What the run did, or why there was nothing to do.")
    error: str | None = Field(None, description="The failure, when result is failed.")
    started: dt.datetime
    ended: dt.datetime
    seconds: float


class JobInfo(_Out):
    """A job's schedule and its last run (read from the store's _jobs/state.json: any process's runs)."""

    id: str = Field(description="<store>:<job>")
    store: str
    job: str
    description: str
    enabled: bool = Field(description="[scheduler.<job>] enabled: the daemon's scheduler runs it.")
    every_min: float
    scheduled: bool = Field(description="This process's scheduler holds the job (false in the CLI).")
    next_run: dt.datetime | None = Field(None, description="The next look, when this process schedules it.")
    running: bool = Field(description="A run is in progress (in this process, or another one still alive).")
    runs: int = Field(0, description="Runs recorded so far.")
    failures: int = Field(0, description="Runs recorded so far that failed.")
    last_start: dt.datetime | None = None
    last_end: dt.datetime | None = None
    last_result: JobResult | None = None
    last_note: str | None = None
    last_error: str | None = None
    last_seconds: float | None = None
