"""The job board: names jobs (``<store>:<job>``), runs one guarded, records it, lists them.

One run of a job per store at a time, across processes too: a run holds ``<store>/_jobs/<job>.lock``
(``filelock``; on Linux and macOS an ``flock``, on Windows a locked handle — both held by the
operating system for the process, so a lock left by a killed process is released with it). A run
that finds the lock taken does not wait: a scheduled look is simply skipped (the holder records its
own run), a run asked for by hand is refused with ``job_running`` (409).

The board sits above the service: whoever runs jobs builds one over the service (the daemon's app in
``create_app``, the CLI's ``kura jobs``). The scheduler (``daemon.py``) and every surface go through
:meth:`JobBoard.run`; the stop event is shared, so a daemon that is shutting down ends manual runs at
their next safe point too.
"""

from __future__ import annotations

import datetime as dt
import logging
import os
import socket
import threading
import time
from collections.abc import Callable
from typing import Any

from filelock import FileLock, Timeout

from .. import errors
from ..schemas import JobInfo, JobRun
from ..service import Kura, writable
from ..store.paths import safe_child
from .jobs import JOBS, JobContext, JobFailed, JobSpec, JobStopped, Outcome
from .state import JobState

log = logging.getLogger("kura.scheduler")


def _now() -> dt.datetime:
    return dt.datetime.now(dt.UTC)


def _when(value: Any) -> dt.datetime | None:
    try:
        return dt.datetime.fromisoformat(value) if isinstance(value, str) else None
    except ValueError:
        return None


class JobBoard:
    """Every job of every configured store, for one process."""

    def __init__(self, kura: Kura) -> None:
        self.kura = kura
        self.stop = threading.Event()
        self.next_run: Callable[[str], dt.datetime | None] | None = None  # set by a running scheduler
        self._running: set[str] = set()
        self._cond = threading.Condition()

    # -- names ------------------------------------------------------------------------------

    def ids(self, store: str | None = None) -> list[str]:
        stores = [store] if store else sorted(self.kura.settings.stores)
        return [f"{s}:{j}" for s in stores for j in JOBS]

    def parse(self, job_id: str, store: str | None = None) -> tuple[str, str]:
        """``<store>:<job>`` or a bare ``<job>`` (then ``store``, else the default store).

        An unknown store or job is a 404; a store in the id that disagrees with ``store`` is a 400.
        """
        named, sep, job = job_id.rpartition(":")
        if not sep:
            named, job = "", job_id
        if job not in JOBS or (sep and not named):
            raise errors.not_found(
                "job", f"unknown job {job_id!r}: ids are <store>:<job> with job one of {', '.join(JOBS)}",
                detail={"known_jobs": list(JOBS)},
            )  # fmt: skip
        if named and store and named != store:
            raise errors.disagree(f"job {job_id!r} belongs to store {named!r}, but the request selects {store!r}")
        return self.kura.resolve(store=named or store), job

    # -- running ----------------------------------------------------------------------------

    def run_job(self, job_id: str, *, store: str | None = None, mode: str | None = None) -> JobRun:
        """Run one job now in this thread: ``<store>:<job>``, or ``<job>`` on the selected store.

        ``job_running`` (409) when it is running already, here or in another process."""
        selected = self.kura.resolve(store, mode) if store is not None or mode is not None else None
        name, job = self.parse(job_id, selected)
        return self.run(f"{name}:{job}")

    def run(self, job_id: str) -> JobRun:
        """Run one job now in this thread (guarded, recorded); ``job_running`` (409) when it is running."""
        store, job = self.parse(job_id)
        ident = f"{store}:{job}"
        folder = self.kura.engine(store).store.workshop("_jobs")
        lock = FileLock(str(safe_child(folder, f"{job}.lock")), thread_local=False)
        try:
            lock.acquire(timeout=0)
        except Timeout:
            raise errors.KuraError(
                "job_running", f"job {ident} is running already (in this or another kura process)", status=409
            ) from None
        try:
            with self._cond:
                self._running.add(ident)
            state = JobState(folder)
            started = _now()
            state.update(job, running={"pid": os.getpid(), "host": socket.gethostname(), "since": started.isoformat()})
            t0 = time.perf_counter()
            error = None
            try:
                outcome = self._call(JOBS[job], JobContext(store, self.stop, started.timestamp()))
                result = "did_work" if outcome.did_work else "nothing_to_do"
                note = outcome.note
            except JobStopped as exc:
                result, note = "nothing_to_do", str(exc)
            except errors.KuraError as exc:
                result, note, error = "failed", "", f"{exc.code}: {exc.message}"
            except JobFailed as exc:
                result, note, error = "failed", "", str(exc)
            except Exception as exc:  # a job must never take the scheduler down with it
                log.exception("job %s failed", ident)
                result, note, error = "failed", "", f"{type(exc).__name__}: {exc}"
            run = JobRun(
                id=ident, store=store, job=job, result=result, note=note, error=error,
                started=started, ended=_now(), seconds=round(time.perf_counter() - t0, 3),
            )  # fmt: skip
            before = state.read().get(job, {})
            state.update(
                job, running=None, last_start=run.started.isoformat(), last_end=run.ended.isoformat(),
                last_result=run.result, last_note=run.note, last_error=run.error, last_seconds=run.seconds,
                runs=int(before.get("runs", 0)) + 1, failures=int(before.get("failures", 0)) + (result == "failed"),
            )  # fmt: skip
            level = logging.WARNING if error else logging.INFO if result == "did_work" else logging.DEBUG
            log.log(level, "job %s: %s in %.1fs: %s", ident, result, run.seconds, error or note)
            return run
        finally:
            lock.release()
            with self._cond:
                self._running.discard(ident)
                self._cond.notify_all()

    def _call(self, spec: JobSpec, ctx: JobContext) -> Outcome:
        ctx.checkpoint()
        if spec.writes:  # first: a frozen store says so whatever else is missing
            try:
                writable(self.kura.engine(ctx.store), manual=False)
            except errors.KuraError as exc:
                if exc.code != "write_policy":
                    raise
                return Outcome(False, "the store is frozen: it accepts no writes")
        if spec.needs_model and not self.kura.models.configured:
            return Outcome(False, "needs a model and none is configured ([models.thinker] in kura.toml)")
        return spec.run(self.kura, ctx)

    def run_scheduled(self, job_id: str) -> None:
        """The scheduler's entry: a job running elsewhere is skipped quietly (its holder records it)."""
        try:
            self.run(job_id)
        except errors.KuraError as exc:
            if exc.code != "job_running":
                log.warning("job %s not run: %s", job_id, exc.message)
                return
            log.debug("job %s skipped: running elsewhere", job_id)

    def wait_idle(self, timeout: float | None) -> list[str]:
        """Wait for this process's runs to end, at most ``timeout`` seconds; the ids still running."""
        deadline = None if timeout is None else time.monotonic() + timeout
        with self._cond:
            while self._running:
                left = None if deadline is None else deadline - time.monotonic()
                if left is not None and left <= 0:
                    break
                self._cond.wait(left)
            return sorted(self._running)

    # -- listing ----------------------------------------------------------------------------

    def jobs(self, *, stores: list[str] | None = None) -> list[JobInfo]:
        """Every job of ``stores`` (default: all): schedule, whether it runs now, its last run."""
        names = sorted(self.kura.settings.stores) if stores is None else [self.kura.resolve(store=s) for s in stores]
        return self.list(names)

    def list(self, stores: list[str]) -> list[JobInfo]:
        cfg = self.kura.settings.scheduler
        out = []
        for store in stores:
            folder = self.kura.engine(store).store.workshop("_jobs", create=False)  # a listing creates nothing
            records = JobState(folder).read() if folder.is_dir() else {}
            for job, spec in JOBS.items():
                ident = f"{store}:{job}"
                schedule = cfg.job(job)
                rec = records.get(job, {}) if isinstance(records.get(job), dict) else {}
                when = self.next_run(ident) if self.next_run else None
                out.append(
                    JobInfo(
                        id=ident,
                        store=store,
                        job=job,
                        description=spec.description,
                        enabled=schedule is not None and schedule.enabled,
                        every_min=schedule.every_min if schedule is not None else 0.0,
                        scheduled=when is not None,
                        next_run=when,
                        running=self._is_running(ident, folder / f"{job}.lock", rec),
                        runs=int(rec.get("runs", 0) or 0),
                        failures=int(rec.get("failures", 0) or 0),
                        last_start=_when(rec.get("last_start")),
                        last_end=_when(rec.get("last_end")),
                        last_result=rec.get("last_result"),
                        last_note=rec.get("last_note"),
                        last_error=rec.get("last_error"),
                        last_seconds=rec.get("last_seconds"),
                    )  # fmt: skip
                )
        return out

    def _is_running(self, ident: str, lock_path: Any, rec: dict[str, Any]) -> bool:
        with self._cond:
            if ident in self._running:
                return True
        if not rec.get("running"):
            return False
        # The record says another process runs it: believe the lock, not the record (a killed
        # process leaves the record behind, never the lock).
        probe = FileLock(str(lock_path), thread_local=False)
        try:
            probe.acquire(timeout=0)
        except Timeout:
            return True
        probe.release()
        return False
