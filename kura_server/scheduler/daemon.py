"""The timer inside the daemon: APScheduler 3.x firing each store's jobs at their intervals.

Why a ``BackgroundScheduler`` and not the ``AsyncIOScheduler``: every job is a blocking service call
(SQLite, the embedder, model calls) that takes seconds to minutes; on the event loop it would stall
every request, and APScheduler cancels running coroutine jobs at shutdown whatever ``wait`` says. The
background scheduler keeps its own timer thread; the app's lifespan starts and stops it.

Why runs get their own daemon threads (:class:`DaemonThreadExecutor`) and not APScheduler's thread
pool: the pool's workers are joined when the interpreter exits, so a job stuck in a slow model call
would hold the daemon up long after its bounded shutdown wait. Runs are rare (minutes apart), so a
thread per run costs nothing; what a left-behind thread was writing is safe either way (atomic file
writes, SQLite transactions, the lock released by the OS with the process).

Stopping (:meth:`KuraScheduler.stop`): set the stop event (jobs end at their next safe point), pause
the timer (no new runs), wait for this process's runs at most ``stop_timeout_s``, shut down; when every run has
ended, their threads are joined in what is left of that wait (a run's thread still records its end with the timer
after the job board counts it ended: a stop that found nothing running leaves no job thread behind).
"""

from __future__ import annotations

import datetime as dt
import logging
import threading
import time

from apscheduler.executors.base import BaseExecutor, run_job
from apscheduler.schedulers.background import BackgroundScheduler
from apscheduler.triggers.interval import IntervalTrigger

from ..settings import SchedulerConfig
from .board import JobBoard
from .jobs import JOBS

log = logging.getLogger("kura.scheduler")


class DaemonThreadExecutor(BaseExecutor):
    """Each run in a fresh daemon thread (see the module docstring for why); :meth:`join` waits for them."""

    def __init__(self) -> None:
        super().__init__()
        self._threads: list[threading.Thread] = []
        self._threads_lock = threading.Lock()

    def _do_submit_job(self, job, run_times) -> None:  # noqa: ANN001 - APScheduler's signature
        def target() -> None:
            try:
                events = run_job(job, job._jobstore_alias, run_times, self._logger.name)
            except BaseException as exc:
                self._run_job_error(job.id, exc, exc.__traceback__)
            else:
                self._run_job_success(job.id, events)

        thread = threading.Thread(target=target, name=f"kura-job-{job.id}", daemon=True)
        with self._threads_lock:
            self._threads = [t for t in self._threads if t.is_alive()]
            self._threads.append(thread)
        thread.start()

    def join(self, timeout: float) -> None:
        """Wait at most ``timeout`` seconds, in all, for the runs' threads to end."""
        deadline = time.monotonic() + timeout
        with self._threads_lock:
            threads = list(self._threads)
        for thread in threads:
            thread.join(max(0.0, deadline - time.monotonic()))


class KuraScheduler:
    """Each configured store's enabled jobs on an interval timer, run through the service's job board."""

    def __init__(self, board: JobBoard, config: SchedulerConfig | None = None) -> None:
        self.board = board
        self.config = config or board.kura.settings.scheduler
        self._runs = DaemonThreadExecutor()
        self._timer = BackgroundScheduler(
            executors={"default": self._runs},
            job_defaults={"coalesce": True, "max_instances": 1, "misfire_grace_time": int(self.config.misfire_grace_s)},
            timezone=dt.UTC,
        )
        if logging.getLogger("apscheduler").level == logging.NOTSET:
            logging.getLogger("apscheduler").setLevel(logging.WARNING)  # "Running job ..." every few minutes

    @property
    def running(self) -> bool:
        return self._timer.running

    def start(self) -> None:
        first = dt.datetime.now(dt.UTC) + dt.timedelta(seconds=self.config.first_delay_s)
        self.board.stop.clear()
        for job_id in self.board.ids():
            schedule = self.config.job(job_id.rsplit(":", 1)[1])
            if schedule is None or not schedule.enabled:
                continue
            trigger = IntervalTrigger(seconds=schedule.every_min * 60, start_date=first, timezone=dt.UTC)
            # next_run_time: the first look at `first` itself (a start date just past would skip a whole interval)
            self._timer.add_job(
                self.board.run_scheduled, trigger, args=[job_id], id=job_id, name=job_id, next_run_time=first
            )
        self._timer.start()
        self.board.next_run = self.next_run
        every = [f"{j} every {s.every_min:g} min" for j in JOBS if (s := self.config.job(j)) and s.enabled]
        log.info("scheduler started: %d jobs (%s)", len(self._timer.get_jobs()), ", ".join(every) or "none enabled")

    def next_run(self, job_id: str) -> dt.datetime | None:
        job = self._timer.get_job(job_id)
        return job.next_run_time if job is not None else None

    def stop(self, timeout: float | None = None) -> list[str]:
        """Stop within ``timeout`` (default ``stop_timeout_s``) seconds; returns the runs left behind."""
        self.board.stop.set()
        if self._timer.running:
            self._timer.pause()
        wait = self.config.stop_timeout_s if timeout is None else timeout
        deadline = time.monotonic() + wait
        left = self.board.wait_idle(wait)
        if self._timer.running:
            self._timer.shutdown(wait=False)
        if not left:  # every run has ended: their threads record it with the timer, then end
            self._runs.join(max(0.0, deadline - time.monotonic()))
        self.board.next_run = None
        if left:
            log.warning("scheduler stopped with jobs still running (left behind): %s", ", ".join(left))
        else:
            log.info("scheduler stopped")
        return left
