"""Writes and reads of single memories: remember / update / forget / feedback (the write pipeline,
``kura_server/write/pipeline.py``), get and list."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, get_args

from .. import errors
from ..engine import StoreEngine
from ..schemas import (
    FeedbackRequest,
    FeedbackResult,
    IndexOut,
    MemoryOut,
    MemorySummary,
    RememberRequest,
    UpdateRequest,
    WriteResult,
)
from ..schemas.params import ForgetReason, checked
from ..store.memory import MemoryType, scopes_for
from ..store.paths import read_regular_text
from .engines import Engines, valid_scope, writable

if TYPE_CHECKING:
    from ..write.pipeline import Writer, Written

_FIELDS = {"content": "body", "description": "trigger"}  # the wire's names for two fields of a memory


def write_result(eng: StoreEngine, w: Written) -> WriteResult:
    return WriteResult(store=eng.name, action=w.action, slug=w.slug, reason=w.reason, redacted=w.redacted)


class Memories:
    """One memory at a time: the writes (policy checked here, the work in the write pipeline) and reads."""

    def __init__(self, engines: Engines) -> None:
        self.engines = engines

    def writer(self, eng: StoreEngine) -> Writer:
        from ..write.pipeline import Writer  # the write path (the gate's rules): on the first write

        return Writer(eng, self.engines.settings.write)

    def ready(self) -> None:
        """The write path loaded before a first write needs it (the daemon's warm-up); nothing is written."""
        from ..write.pipeline import ready

        ready()

    def remember(
        self, req: RememberRequest, *, store: str | None = None, mode: str | None = None, surface: str = "library",
        evidence: dict[str, Any] | None = None,
    ) -> WriteResult:  # fmt: skip
        """Manual add: redaction → gate → rule-based reconcile (NOOP for a near twin) → ADD.

        ``evidence``: a distiller's manifest (its quotes and their journal); such a write is allowed on a
        ``distiller-only`` store, and one whose manifest is already behind a memory is a NOOP (a drain
        that died after pouring does not pour twice)."""
        eng = self.engines.open(store, mode)
        writable(eng, manual=evidence is None)
        written = self.writer(eng).remember(
            req.content, title=req.title, trigger=req.description, type=req.type, tags=req.tags, scope=req.scope,
            confidence=req.confidence, slug=req.slug, surface=surface, evidence=evidence,
        )  # fmt: skip
        return write_result(eng, written)

    def update(
        self, slug: str, req: UpdateRequest, *, store: str | None = None, mode: str | None = None,
        surface: str = "library", evidence: dict[str, Any] | None = None,
    ) -> WriteResult:  # fmt: skip
        """Change a memory; new text passes redaction and the gate again (``evidence``: a distiller's)."""
        eng = self.engines.open(store, mode)
        writable(eng, manual=evidence is None)
        changes = {_FIELDS.get(k, k): v for k, v in req.model_dump(exclude_unset=True).items()}
        return write_result(eng, self.writer(eng).update(slug, changes, surface=surface, evidence=evidence))

    def forget(
        self, slug: str, *, reason: str | None = None, store: str | None = None, mode: str | None = None,
        surface: str = "library", evidence: dict[str, Any] | None = None,
    ) -> WriteResult:  # fmt: skip
        """Remove a memory, its index line and its index rows; leave an audit line. ``reason`` is held to
        REST's limit (``DELETE /memory/{slug}?reason=``)."""
        reason = checked(ForgetReason, "reason", reason)
        eng = self.engines.open(store, mode)
        writable(eng, manual=evidence is None)
        return write_result(eng, self.writer(eng).forget(slug, reason=reason, surface=surface, evidence=evidence))

    def feedback(self, req: FeedbackRequest, *, store: str | None = None, mode: str | None = None) -> FeedbackResult:
        """Up or down moves confidence one step; down from ``low`` sends the memory to review."""
        eng = self.engines.open(store, mode)
        writable(eng, manual=False)
        fed = self.writer(eng).feedback(req.slug, req.direction, req.note)
        return FeedbackResult(
            store=eng.name, slug=fed.slug, confidence_before=fed.before, confidence_after=fed.after,
            review_id=fed.review_id,
        )  # fmt: skip

    def get(self, slug: str, *, store: str | None = None, mode: str | None = None) -> MemoryOut:
        eng = self.engines.open(store, mode)
        mem = eng.store.read(slug)
        return MemoryOut(
            **mem.model_dump(exclude={"extra", "trigger"}), description=mem.trigger, links=mem.links,
            retrieval_count=eng.usage.count(mem.slug),
        )  # fmt: skip

    def list(
        self, *, scope: str | None = None, type: str | None = None, store: str | None = None, mode: str | None = None
    ) -> list[MemorySummary]:
        eng = self.engines.open(store, mode)
        scopes = scopes_for(None if scope is None else valid_scope(scope))
        if type is not None and type not in get_args(MemoryType):  # a typo must not read as "none of that type"
            raise errors.invalid(f"type must be one of {', '.join(get_args(MemoryType))}")
        return [
            MemorySummary(
                slug=m.slug,
                title=m.title,
                description=m.trigger,
                type=m.type,
                scope=m.scope,
                confidence=m.confidence,
                age=m.age_date,
            )  # fmt: skip
            for m in eng.store.read_all()
            if (not scopes or m.scope in scopes) and (type is None or m.type == type)
        ]

    def memory_text(self, slug: str, *, store: str | None = None, mode: str | None = None) -> str:
        """One memory's markdown file exactly as stored."""
        eng = self.engines.open(store, mode)
        eng.store.read(slug)  # the store's own error for a bad or missing slug
        return eng.store.read_text(slug)

    def index_file(self, *, store: str | None = None, mode: str | None = None) -> IndexOut:
        """The store's ``MEMORY.md`` as stored (empty before the first write) and its entry lines."""
        eng = self.engines.open(store, mode)
        path = eng.store.index_path()
        text = read_regular_text(path, errors="replace") if path.is_file() else ""
        entries = [{"slug": e.slug, "title": e.title, "trigger": e.trigger} for e in eng.store.index_entries()]
        return IndexOut(store=eng.name, entries=entries, text=text)
