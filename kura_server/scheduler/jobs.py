"""The four jobs a store has, each a short function of the service for one store.

A job looks first and works only when there is work: it returns an :class:`Outcome` (did work or
not, and a sentence saying what or why not). A failure is an exception; the board records it. Jobs
that need a model say so as "nothing to do" when none is configured (a store without a model is not
failing every night); a configured model that cannot be reached is a failure worth seeing.

``ctx.checkpoint()`` marks a safe point: past it, a daemon that is stopping ends the job there.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from ..distill.sources import last_change
from ..nouns import counted
from ..service import Kura
from ..weave import stored


@dataclass(frozen=True)
class Outcome:
    did_work: bool
    note: str


class JobStopped(Exception):
    """Raised at a safe point when the daemon is stopping."""


class JobFailed(Exception):
    """A run that did nothing because of errors the service reported (not raised)."""


@dataclass
class JobContext:
    """What a running job may ask: its store, when it started, whether it should stop."""

    store: str
    stop: threading.Event = field(default_factory=threading.Event)
    started: float = field(default_factory=time.time)

    def checkpoint(self) -> None:
        if self.stop.is_set():
            raise JobStopped("stopped at a safe point: the daemon is shutting down")


@dataclass(frozen=True)
class JobSpec:
    name: str
    description: str
    run: Callable[[Kura, JobContext], Outcome]
    needs_model: bool = False
    writes: bool = True  # writes memories: a frozen store has nothing to do


def describe(result: Any) -> str:
    """A one-line summary of a service result, whatever its shape: its own note, its counts (lists
    counted), its errors."""
    data = result.model_dump() if hasattr(result, "model_dump") else {}
    parts = []
    for key in ("note", "reason", "message"):
        if isinstance(data.get(key), str) and data[key]:
            parts.append(data[key])
            break
    for key, value in data.items():
        if key == "errors" or isinstance(value, bool):
            continue
        if isinstance(value, int) and value:
            parts.append(f"{key}={value}")
        elif isinstance(value, list) and value:
            parts.append(f"{key}={len(value)}")
    if data.get("errors"):
        parts.append("errors: " + "; ".join(str(e) for e in data["errors"][:3]))
    return ", ".join(parts) or ("did work" if getattr(result, "did_work", False) else "nothing to do")


def _outcome(result: Any) -> Outcome:
    """A service result as an outcome; errors with no work done are a failure, not "nothing to do"."""
    note = describe(result)
    if not result.did_work and getattr(result, "errors", None):
        raise JobFailed(note)
    return Outcome(bool(result.did_work), note)


def distill(kura: Kura, ctx: JobContext) -> Outcome:
    """Night distillation: only once the store's journals have been quiet for ``[distill] idle_min``."""
    sources = list(kura.settings.journal_sources(ctx.store).values())
    if not sources:
        return Outcome(False, "no journal feeds this store ([distill.journals.<name>] store = ...)")
    last = last_change(sources)
    if last is None:
        return Outcome(False, "no journal files under the configured roots yet")
    idle_min = kura.settings.distill.idle_min
    quiet_min = (ctx.started - last) / 60
    if quiet_min < idle_min:
        return Outcome(False, f"journals changed {quiet_min:.0f} min ago; waiting for {idle_min:g} min of quiet")
    ctx.checkpoint()

    def back() -> bool:  # the user came back (a journal changed) or the daemon is stopping: a safe point
        return ctx.stop.is_set() or (last_change(sources) or 0) > last

    outcome = _outcome(kura.distill_run(store=ctx.store, should_stop=back))
    after = last_change(sources)
    if after is not None and after > last:
        note = "; the journals changed during the run (someone is back): stopped at the next safe point"
        return Outcome(outcome.did_work, outcome.note + note)
    return outcome


def drain(kura: Kura, ctx: JobContext) -> Outcome:
    """Drain the store's drafts into memories (the scribe; the evidence gate decides)."""
    ctx.checkpoint()
    return _outcome(kura.drain(store=ctx.store, should_stop=ctx.stop.is_set))


def evolve(kura: Kura, ctx: JobContext) -> Outcome:
    """The evolve trigger check: evolve itself decides whether its trigger fires (never forced here)."""
    ctx.checkpoint()
    return _outcome(kura.evolve(store=ctx.store))


def weave(kura: Kura, ctx: JobContext) -> Outcome:
    """Re-weave the prefill map when the store changed since the last weave (the service's fingerprint
    decides; the stored weave is rewritten only when it was woven again)."""
    saved = kura.engine(ctx.store).store.workshop(stored.FOLDER) / stored.PREFILL

    def stamp() -> tuple[int, int] | None:
        try:
            st = saved.stat()
        except FileNotFoundError:
            return None
        return st.st_mtime_ns, st.st_size

    before = stamp()
    ctx.checkpoint()
    woven = kura.prefill(store=ctx.store)
    if stamp() == before:
        return Outcome(False, "the store has not changed since the last weave")
    return Outcome(
        True,
        f"woven: {counted(len(woven.lines), 'line', 'lines')}, {woven.report.tokens} of "
        f"{woven.report.budget_tokens} tokens",
    )


JOBS: dict[str, JobSpec] = {
    spec.name: spec
    for spec in (
        JobSpec("distill", "night distillation of the store's journals, once they have been quiet", distill,
                needs_model=True),
        JobSpec("drain", "drain drafts into memories", drain, needs_model=True),
        JobSpec("evolve", "the evolve trigger check (consolidation when it fires)", evolve),
        JobSpec("weave", "re-weave the prefill map after the store changed", weave, writes=False),
    )
}  # fmt: skip
