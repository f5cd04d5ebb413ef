"""Working memory, short-term transcripts, context at the start of a turn, and session end."""

from __future__ import annotations

from pathlib import Path

from .. import errors, waits
from ..engine import StoreEngine
from ..index.db import sqlite_module
from ..models import ModelClient
from ..recall.render import Shown
from ..schemas import (
    ContextOut,
    ContextRequest,
    ProfileMemory,
    ProfileOut,
    RecallRequest,
    SessionEndOut,
    SessionEndRequest,
    TokenUsage,
    TranscriptOut,
    TranscriptTurn,
    WorkingMemoryOut,
    WorkingMemoryWrite,
)
from ..schemas.params import validated
from ..session import context as session_context
from ..session import end as session_end_
from ..session import transcript, working
from ..store.memory import Memory, scopes_for
from ..store.paths import read_regular, read_regular_text
from .distill import Distilling
from .engines import Engines, log, valid_scope, writable
from .recall import Recalling


def _profile_memory(p: Shown) -> ProfileMemory:
    mem = p.memory
    updated = mem.age_date if isinstance(mem, Memory) else None  # the profile reads the files
    return ProfileMemory(
        slug=mem.slug, title=mem.title, trigger=mem.trigger, scope=mem.scope, confidence=mem.confidence,
        body=p.body, truncated=p.truncated, updated=updated,
    )  # fmt: skip


class Sessions:
    """Per-scope working memory, transcript reads under the journal roots, context, session end."""

    def __init__(self, engines: Engines, models: ModelClient, recalling: Recalling, distilling: Distilling) -> None:
        self.engines = engines
        self.models = models
        self.recalling = recalling
        self.distilling = distilling
        self._transcripts = transcript.TranscriptReader()  # checkpoints of growing session logs

    # -- working memory ---------------------------------------------------------------------

    def wm_write(
        self, req: WorkingMemoryWrite, *, store: str | None = None, mode: str | None = None
    ) -> WorkingMemoryOut:
        """Replace a scope's working memory (redaction only: it is scratch, not memory)."""
        eng = self.engines.open(store, mode)
        writable(eng, manual=False)
        state, kinds = working.write(eng.store, valid_scope(req.scope), req.state)
        return WorkingMemoryOut(store=eng.name, scope=req.scope, state=state, stale=False, redacted=kinds)

    def wm_read(
        self, scope: str = "global", *, current_turn: int | None = None, store: str | None = None,
        mode: str | None = None,
    ) -> WorkingMemoryOut:  # fmt: skip
        """A scope's working memory; ``stale`` when ``current_turn`` is past its ``turn_watermark``."""
        eng = self.engines.open(store, mode)
        state = working.read(eng.store, valid_scope(scope))
        stale = state is not None and current_turn is not None and current_turn > state.turn_watermark
        return WorkingMemoryOut(store=eng.name, scope=scope, state=state, stale=stale)

    def wm_clear(self, scope: str = "global", *, store: str | None = None, mode: str | None = None) -> WorkingMemoryOut:
        """Forget a scope's working memory (idempotent)."""
        eng = self.engines.open(store, mode)
        writable(eng, manual=False)
        working.clear(eng.store, valid_scope(scope))
        return WorkingMemoryOut(store=eng.name, scope=scope, state=None, stale=False)

    # -- session: transcripts, context, session end ------------------------------------------

    def transcript_read(
        self, log_path: str, adapter: str | None = None, since_turn: int | None = None, *, limit: int = 500,
        final: bool = False, store: str | None = None, mode: str | None = None,
    ) -> TranscriptOut:  # fmt: skip
        """A host's session log as clean turns (from ``since_turn`` on); only files under the store's
        journal roots or its ``_archive`` (else 403 ``journal_root``)."""
        eng = self.engines.open(store, mode)
        sources, roots = self.engines.journal_roots(eng)
        path = transcript.checked_path(log_path, roots)
        chosen = transcript.pick_adapter(path, adapter, sources)
        read = self._transcripts.read(path, chosen, since_turn=since_turn or 0, limit=limit, final=final)
        turns = [TranscriptTurn(index=t.index, role=t.role, text=t.text, at=t.at, tool=t.tool) for t in read.turns]
        return TranscriptOut(
            store=eng.name, path=str(path), adapter=read.adapter, turns=turns, next_since_turn=read.next_since_turn,
            more=read.more, held=read.held, malformed=read.malformed,
        )  # fmt: skip

    def context(
        self, scope: str = "global", query: str | None = None, k: int | None = None,
        current_turn: int | None = None, *, store: str | None = None, mode: str | None = None,
        counted: bool = True,
    ) -> ContextOut:  # fmt: skip
        """One call at the start of a turn: the profile (user-type memories, half the recall budget),
        the working memory (stale past its turn), then recall when a query is given. The values are held
        to ``POST /context``'s limits (its request model). ``counted=False``: the recall counts nothing
        (the daemon this context was sent to first did)."""
        asked = validated(ContextRequest, scope=scope, query=query, k=k, current_turn=current_turn)
        query, k, current_turn = asked.query, asked.k, asked.current_turn
        eng = self.engines.open(store, mode)
        scope = valid_scope(asked.scope)
        cfg = self.engines.settings.recall
        pblock, shown, omitted = session_context.profile_block(
            eng.name, self._profile_memories(eng, scope), cfg.char_budget // 2, cfg.body_chars
        )
        wm = self.wm_read(scope, current_turn=current_turn, store=eng.name)
        wblock = working.render(wm.state, scope, stale=wm.stale, current_turn=current_turn) if wm.state else ""
        recalled = None
        if query:
            req = RecallRequest(question=query, scope=scope, k=k)
            recalled = self.recalling.recall(req, store=eng.name, hide={p.slug for p in shown}, counted=counted)
        profile = [_profile_memory(p) for p in shown]
        return ContextOut(
            store=eng.name, scope=scope, profile=profile, profile_omitted=omitted, profile_block=pblock,
            working_memory=wm, working_block=wblock, recall=recalled,
            block="\n\n".join(b for b in (pblock, wblock, recalled.block if recalled else "") if b),
        )  # fmt: skip

    def _profile_memories(self, eng: StoreEngine, scope: str) -> list[Memory]:
        """The ``user``-type memories in the scope (plus global): found in the index, read from their files."""
        scopes = scopes_for(scope) or []
        try:
            slugs = eng.index.slugs_of_type("user", scopes)
        except (errors.KuraError, sqlite_module().Error, OSError) as exc:
            if isinstance(exc, errors.KuraError) and exc.code != "embedder_unavailable":
                raise
            waits.check("the files read whole")
            log.warning("store %s: profile read from the files (index unavailable: %s)", eng.name, exc)
            return [m for m in eng.store.read_all() if m.type == "user" and m.scope in scopes]
        found = []
        for slug in slugs:
            try:
                found.append(eng.store.read(slug))
            except errors.KuraError:  # removed since the index saw it: the next sync drops its row
                continue
        return found

    def session_end(
        self, req: SessionEndRequest, *, store: str | None = None, mode: str | None = None
    ) -> SessionEndOut:
        """Archive the session's transcript (append-only), distil it with the working memory as background,
        drain, and clear finished todos. Refuses (409 ``todos_open``) while todos are open, unless ``force``."""
        eng = self.engines.open(store, mode)
        writable(eng, manual=False)
        if (req.conversation is None) == (req.log_path is None):
            raise errors.invalid("give the session either as conversation ([{role, content}]) or as log_path")
        valid_scope(req.scope)
        state = working.read(eng.store, req.scope)
        still_open = working.open_todos(state)
        if still_open and not req.force:
            raise errors.KuraError(
                "todos_open",
                f"{len(still_open)} todo(s) of scope {req.scope!r} are still open: finish them (mark them done with "
                "kura_wm_write) or end the session with force=true (open todos are kept)",
                status=409,
                detail={"open_todos": still_open},
            )
        kinds: list[str] = []
        if req.conversation is not None:
            data, kinds = session_end_.conversation_jsonl([(m.role, m.content) for m in req.conversation])
            suffix, adapter = ".jsonl", "jsonl"
        else:
            sources, roots = self.engines.journal_roots(eng)
            path = transcript.checked_path(req.log_path or "", roots)
            adapter = transcript.pick_adapter(path, req.adapter, sources).name
            data, suffix = read_regular(path), path.suffix.lower()
            if not data.strip():
                raise errors.invalid(f"transcript {req.log_path} is empty: nothing to archive")
        with eng.store.write_lock():
            saved = session_end_.archive(eng.store, req.scope, data, suffix=suffix)
            if not saved.already:
                eng.store.audit("session_end", scope=req.scope, archive=saved.relative, bytes=saved.size,
                                forced=bool(still_open), redacted=kinds)  # fmt: skip
        out = SessionEndOut(
            store=eng.name, scope=req.scope, archived=saved.relative, archive_path=str(saved.path),
            archived_bytes=saved.size,
            already_archived=saved.already, adapter=adapter, redacted=kinds, distilled=False, cleared_todos=[],
            open_todos=still_open, forced=bool(still_open),
        )  # fmt: skip
        snapshot = working.render(state, req.scope) if state else None
        self._distil_session(eng, out, [(saved.path, adapter)], snapshot)
        with eng.store.write_lock():
            out.cleared_todos, out.open_todos = session_end_.clear_finished(eng.store, req.scope)
        return out

    def _distil_session(
        self, eng: StoreEngine, out: SessionEndOut, journals: list[tuple[Path, str | None]], snapshot: str | None
    ) -> None:
        """Distil and drain the archived transcript; without a model (or when it fails) say why, never fail."""
        if not self.models.configured:
            out.skipped_reason = "no model is configured ([models]): the transcript is archived, not distilled"
            return
        try:
            out.distill = self.distilling.distill_run(
                store=eng.name, journals=journals, context=snapshot, scope=out.scope
            )
            out.distilled, out.staged = True, list(out.distill.staged)
            out.drain = self.distilling.drain(store=eng.name)
            out.poured = list(out.drain.poured)
        except errors.KuraError as exc:
            if not exc.code.startswith("model_"):
                raise
            out.skipped_reason = f"distillation stopped, the model failed: {exc.message}"
            log.warning("store %s: session end of %s: %s", eng.name, out.scope, out.skipped_reason)
        parts = [p.tokens for p in (out.distill, out.drain) if p is not None]
        out.tokens = TokenUsage(prompt=sum(t.prompt for t in parts), completion=sum(t.completion for t in parts))

    def profile_file(self, *, store: str | None = None, mode: str | None = None) -> ProfileOut:
        """The host-side persona file registered for the store, as it is (kura never renders a persona)."""
        name = self.engines.resolve(store, mode)
        path = self.engines.settings.stores[name].profile
        if path is None:
            raise errors.not_found("profile", f"store {name!r} has no profile configured ([stores.{name}] profile)")
        try:
            content = read_regular_text(path)
        except (OSError, UnicodeDecodeError):
            raise errors.not_found("profile", f"the profile file of store {name!r} cannot be read: {path}") from None
        return ProfileOut(store=name, path=str(path), content=content)
