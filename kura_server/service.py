"""The operations: everything kura can do, once, with typed inputs and outputs.

The CLI, the REST routes, the MCP tools and the scheduler are adapters over this class. It knows
nothing of HTTP or terminals; failures are :class:`~kura_server.errors.KuraError`.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import json
import logging
import threading
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

from . import errors
from .distill.drafts import Drafts
from .distill.pipeline import Distiller, Fault
from .distill.sources import journal_files
from .embed import load_embedder
from .embed.base import Embedder
from .engine import ProgressFactory, StoreEngine
from .evolve import cycle as evolve_cycle
from .evolve import snapshots as evolve_snapshots
from .index import indexer
from .index.db import sqlite_module
from .index.index import Index, Row
from .models import ModelClient, TokenMeter, prompt
from .recall import hybrid
from .recall.fusion import Fused, rrf
from .recall.recognition import recognize_in_index
from .recall.render import cut, render_block
from .recall.words import rank_by_words
from .scheduler.board import JobBoard
from .schemas import (
    ContextOut,
    DeadLink,
    DistillRunResult,
    DoctorReport,
    DraftOut,
    DrainResult,
    DriftOut,
    EvolveResult,
    FeedbackRequest,
    FeedbackResult,
    JobInfo,
    JobRun,
    MemoryOut,
    MemorySummary,
    NightResult,
    PrefillSize,
    ProfileMemory,
    RebuildResult,
    RecalledMemory,
    RecallRequest,
    RecallResult,
    RememberRequest,
    ReviewItemOut,
    ReviewResolveRequest,
    ReviewResolveResult,
    RollbackResult,
    SessionEndOut,
    SessionEndRequest,
    SnapshotInfo,
    StoreInfo,
    StoreStats,
    ThinkerInfo,
    TidyResult,
    TidyRewrite,
    TokenUsage,
    TranscriptOut,
    TranscriptTurn,
    UpdateRequest,
    WorkingMemoryOut,
    WorkingMemoryWrite,
    WriteResult,
)
from .session import context as session_context
from .session import end as session_end_
from .session import transcript, working
from .settings import JournalSource, Settings
from .store.memory import CONFIDENCES, SCOPE, TYPES, Memory, derive_title, derive_trigger, new_slug
from .store.paths import atomic_write, safe_child, validate_slug
from .weave import CachedCompressor, Prefill, check_memories, weave_store
from .weave.scribe import ScribeCompressor
from .write.gate import check_manual
from .write.reconcile import Neighbour, find_duplicate
from .write.redact import redact

log = logging.getLogger("kura")


def _scope(scope: str) -> str:
    if not SCOPE.match(scope):
        raise errors.invalid("scope must be 'global', 'repo:<slug>' or 'agent:<name>' (lowercase)")
    return scope


def scopes_for(scope: str | None) -> list[str] | None:
    """A scope recalls itself plus ``global``; no scope recalls every scope."""
    if scope is None:
        return None
    return ["global"] if scope == "global" else [scope, "global"]


class Kura:
    """The service: one instance per process, shared by every surface."""

    def __init__(
        self, settings: Settings, *, embedder: Embedder | None = None, progress: ProgressFactory | None = None
    ) -> None:
        self.settings = settings
        self._embedder = embedder
        self._embedder_error: errors.KuraError | None = None
        self._progress = progress
        self._engines: dict[str, StoreEngine] = {}
        self._lock = threading.Lock()
        self.models = ModelClient(settings.models)
        self._transcripts = transcript.TranscriptReader()  # checkpoints of growing session logs
        self.board = JobBoard(self)  # the resident jobs: guarded runs, records, the scheduler's stop event

    # -- plumbing ---------------------------------------------------------------------------

    @property
    def embedder(self) -> Embedder:
        """The configured embedder, loaded once on first use."""
        with self._lock:
            if self._embedder is None:
                t = time.perf_counter()
                self._embedder = load_embedder(self.settings.embedder, self.settings.recall)
                log.info("embedder %s loaded in %.2fs", self._embedder.id, time.perf_counter() - t)
            return self._embedder

    def close(self) -> None:
        with self._lock:
            for engine in self._engines.values():
                engine.close()
            self._engines.clear()
        self.models.close()

    def resolve(self, store: str | None = None, mode: str | None = None) -> str:
        """The store a request means: by name, by mode, else the default. Disagreeing selectors fail."""
        by_mode = None
        if mode is not None:
            if mode not in self.settings.modes:
                raise errors.not_found(
                    "mode", f"unknown mode {mode!r}", detail={"known_modes": sorted(self.settings.modes)}
                )
            by_mode = self.settings.modes[mode]
        if store is not None and by_mode is not None and store != by_mode:
            raise errors.invalid(f"store {store!r} and mode {mode!r} (= store {by_mode!r}) disagree: give one")
        name = store or by_mode or self.settings.default_store
        if name not in self.settings.stores:
            raise errors.not_found(
                "store", f"unknown store {name!r}", detail={"known_stores": sorted(self.settings.stores)}
            )
        return name

    def engine(self, name: str) -> StoreEngine:
        with self._lock:
            engine = self._engines.get(name)
            if engine is None:
                engine = StoreEngine(
                    name,
                    self.settings.stores[name],
                    self.settings.store_path(name),
                    lambda: self.embedder,
                    self._progress,
                )
                self._engines[name] = engine
            return engine

    def _open(self, store: str | None, mode: str | None) -> StoreEngine:
        return self.engine(self.resolve(store, mode))

    @staticmethod
    def _writable(eng: StoreEngine, *, manual: bool = True) -> None:
        policy = eng.config.write_policy
        if policy == "frozen" or (manual and policy == "distiller-only"):
            raise errors.forbidden(
                "write_policy",
                f"store {eng.name!r} is {policy}: "
                + ("it accepts no writes" if policy == "frozen" else "only distillation writes to it"),
            )

    # -- stores -----------------------------------------------------------------------------

    def stores(self) -> list[StoreInfo]:
        modes: dict[str, list[str]] = {}
        for mode, target in self.settings.modes.items():
            modes.setdefault(target, []).append(mode)
        return [
            StoreInfo(
                name=name,
                label=cfg.label,
                path=str(self.settings.store_path(name)),
                write_policy=cfg.write_policy,
                default=name == self.settings.default_store,
                modes=sorted(modes.get(name, [])),
            )
            for name, cfg in sorted(self.settings.stores.items())
        ]

    # -- recall -----------------------------------------------------------------------------

    def recall(self, req: RecallRequest, *, store: str | None = None, mode: str | None = None) -> RecallResult:
        """Hybrid retrieval (+ recognition by the thinker when configured), fused; links walked; rendered."""
        t0 = time.perf_counter()
        eng = self._open(store, mode)
        if (blocking := self._review_gate(eng, req)) is not None:
            return RecallResult(
                store=eng.name, question=req.question, scope=req.scope, memories=[], linked=[], how="hybrid",
                degraded=False, timings_ms={}, tokens=TokenMeter().usage(), blocked=True, pending_review=blocking,
                block=f'<recalled_memories store="{eng.name}" blocked="review">{len(blocking)} review item(s) '
                "pending: show them to the person, then recall again with ack_review=true</recalled_memories>",
            )  # fmt: skip
        cfg = self.settings.recall
        k, hops = req.k or cfg.k, cfg.hops if req.hops is None else req.hops
        budget, body_chars = req.char_budget or cfg.char_budget, req.body_chars or cfg.body_chars
        scopes = scopes_for(req.scope)
        how: str = "hybrid"
        reason: str | None = None
        timings: dict[str, float] = {}
        meter = TokenMeter()
        thinker: ThinkerInfo | None = None
        try:
            index = eng.index
            fused: list[Fused] = []
            if index.count():
                enc = hybrid.encode(eng.embedder, req.question, hybrid.PATHS, timings)
                rankings = hybrid.rank(index, enc, scopes, max(cfg.candidates, k), timings)
                if req.thinker and self.models.configured:
                    try:
                        thinker = recognize_in_index(
                            self.models, index, req.question, scopes, rankings, meter, timings,
                            chars=cfg.recognition_chars, rrf_k=cfg.rrf_k, timeout_s=cfg.thinker_timeout_s,
                        )  # fmt: skip
                        rankings["thinker"] = list(index.ids_of(thinker.picked).values())
                        how = "hybrid+thinker"
                    except errors.KuraError as exc:
                        if not exc.code.startswith("model_"):
                            raise
                        reason = f"thinker unavailable, hybrid answered alone: {exc.message}"
                        log.warning("store %s: %s", eng.name, reason)
                t = time.perf_counter()
                fused = rrf(rankings, cfg.rrf_k, {"thinker": cfg.thinker_weight})
                timings["fuse"] = round((time.perf_counter() - t) * 1000, 3)
            picks = fused[:k]
            rows = index.rows([f.id for f in picks])
            memories = [self._recalled(rows[f.id], body_chars, f) for f in picks if f.id in rows]
            linked = self._walk(index, [rows[f.id] for f in picks if f.id in rows], hops, scopes, k, body_chars)
        except (errors.KuraError, sqlite_module().Error, OSError) as exc:
            if isinstance(exc, errors.KuraError) and exc.code != "embedder_unavailable":
                raise
            how, reason = "words", f"hybrid retrieval unavailable: {exc}"
            log.warning("store %s: recall degraded to word overlap: %s", eng.name, exc)
            memories, linked = self._recall_words(eng, req.question, scopes, k, body_chars), []
        try:
            eng.usage.bump([m.slug for m in memories])
        except sqlite_module().Error as exc:  # counting must never fail a recall
            log.warning("store %s: retrieval counts not updated: %s", eng.name, exc)
        block = render_block(eng.name, how, [*memories, *linked], budget)
        timings["total"] = round((time.perf_counter() - t0) * 1000, 3)
        return RecallResult(
            store=eng.name,
            question=req.question,
            scope=req.scope,
            memories=memories,
            linked=linked,
            how=how,  # type: ignore[arg-type]
            degraded=reason is not None,
            degraded_reason=reason,
            thinker=thinker,
            timings_ms=timings,
            tokens=meter.usage(),
            block=block,
        )

    @staticmethod
    def _recalled(row: Row, body_chars: int, fused: Fused | None = None, *, why: str = "") -> RecalledMemory:
        body, truncated = cut(row.body, body_chars)
        return RecalledMemory(
            slug=row.slug,
            title=row.title,
            trigger=row.description,
            type=row.type,
            scope=row.scope,
            confidence=row.confidence,
            tags=row.tags,
            body=body,
            truncated=truncated,
            score=round(fused.score, 6) if fused else 0.0,
            ranks=dict(fused.ranks) if fused else {},
            why=fused.why() if fused else why,
            via="search" if fused else "link",
        )

    def _walk(
        self, index: Index, start: list[Row], hops: int, scopes: list[str] | None, limit: int, body_chars: int
    ) -> list[RecalledMemory]:
        """Follow ``[[links]]`` breadth-first from the picks, ``hops`` deep, staying inside the scopes."""
        seen = {r.slug for r in start}
        names = {r.id: r.slug for r in start}
        frontier = [r.id for r in start]
        out: list[RecalledMemory] = []
        for _ in range(hops):
            links = index.links_from(frontier)
            ids = index.ids_of(sorted({dst for _, dst in links if dst not in seen}))
            rows = index.rows(list(ids.values()))
            frontier = []
            for src, dst in links:
                row = rows.get(ids.get(dst, -1))
                if row is None or dst in seen or (scopes and row.scope not in scopes):
                    continue
                seen.add(dst)
                names[row.id] = dst
                out.append(self._recalled(row, body_chars, why=f"linked from {names[src]}"))
                frontier.append(row.id)
                if len(out) >= limit:
                    return out
        return out

    def _recall_words(
        self, eng: StoreEngine, question: str, scopes: list[str] | None, k: int, body_chars: int
    ) -> list[RecalledMemory]:
        mems = [m for m in eng.store.read_all() if not scopes or m.scope in scopes]
        out = []
        for rank, (mem, score) in enumerate(rank_by_words(question, mems, k), start=1):
            row = Row(
                0,
                mem.slug,
                mem.title,
                mem.description,
                mem.type,
                mem.scope,
                mem.confidence,
                mem.tags,
                mem.body,
            )
            item = self._recalled(row, body_chars, Fused(0, score, {"words": rank}))
            out.append(item)
        return out

    # -- writes -----------------------------------------------------------------------------

    def remember(
        self,
        req: RememberRequest,
        *,
        store: str | None = None,
        mode: str | None = None,
        surface: str = "library",
        evidence: dict[str, Any] | None = None,
    ) -> WriteResult:
        """Manual add: redaction → gate → rule-based reconcile (NOOP for a near twin) → ADD.

        ``evidence``: a distiller's manifest (its quotes and their journal); such a write is allowed on a
        ``distiller-only`` store, and one whose manifest is already behind a memory is a NOOP (a drain
        that died after pouring does not pour twice)."""
        eng = self._open(store, mode)
        self._writable(eng, manual=evidence is None)
        kinds: set[str] = set()
        content = self._clean(req.content, kinds)
        title = self._clean(req.title, kinds, whole=False) if req.title else derive_title(content)
        description = self._clean(req.description, kinds, whole=False) if req.description else derive_trigger(content)
        today = dt.date.today()
        with eng.store.write_lock():
            index = eng.index
            taken = set(eng.store.slugs())
            if req.slug is not None:
                slug = validate_slug(req.slug)
                if slug in taken:
                    raise errors.KuraError(
                        "slug_taken", f"memory {slug!r} already exists: update it instead", status=409
                    )
            else:
                slug = new_slug(title, taken)
            mem = Memory(
                slug=slug, title=title, description=description, type=req.type, tags=req.tags, scope=req.scope,
                confidence=req.confidence, created=today, updated=today, body=content,
            )  # fmt: skip
            dense, sparse = self._embed(mem)
            twin = self._duplicate(index, mem, dense[0])
            if twin is not None:
                return WriteResult(
                    store=eng.name,
                    action="NOOP",
                    slug=twin.slug,
                    reason=f"near-duplicate of {twin.slug!r} (similarity {twin.similarity:.3f}); nothing written",
                    redacted=sorted(kinds),
                )
            if evidence is not None:
                mem.evidence = self._manifest(eng, evidence)
                poured = next((m for m in eng.store.read_all() if m.evidence == mem.evidence), None)
                if poured is not None:
                    return WriteResult(
                        store=eng.name, action="NOOP", slug=poured.slug, reason="already poured from this evidence"
                    )
            else:
                mem.evidence = self._evidence(eng, content, surface)
            self._persist(eng, index, mem, dense, sparse)
            eng.store.audit("add", slug=slug, surface=surface, redacted=sorted(kinds))
        return WriteResult(store=eng.name, action="ADD", slug=slug, redacted=sorted(kinds))

    def update(
        self, slug: str, req: UpdateRequest, *, store: str | None = None, mode: str | None = None,
        surface: str = "library", evidence: dict[str, Any] | None = None,
    ) -> WriteResult:  # fmt: skip
        """Change a memory; new text passes redaction and the gate again (``evidence``: a distiller's)."""
        eng = self._open(store, mode)
        self._writable(eng, manual=evidence is None)
        changes = req.model_dump(exclude_unset=True)
        if not changes:
            raise errors.invalid("nothing to update: give at least one field")
        kinds: set[str] = set()
        if req.content is not None:
            changes["body"] = self._clean(changes.pop("content"), kinds)
        for key in ("title", "description"):
            if changes.get(key) is not None:
                changes[key] = self._clean(changes[key], kinds, whole=False)
        with eng.store.write_lock():
            index = eng.index
            old = eng.store.read(slug)
            before = hashlib.sha256(eng.store.read_text(slug).encode()).hexdigest()
            if evidence is not None:
                changes["evidence"] = self._manifest(eng, evidence)
            mem = old.model_copy(update={**changes, "updated": dt.date.today()})
            Memory.model_validate(mem.model_dump())  # the merged memory must still be a valid memory
            dense, sparse = self._embed(mem)
            self._persist(eng, index, mem, dense, sparse)
            eng.store.audit(
                "update",
                slug=slug,
                fields=sorted(req.model_fields_set),
                before_sha256=before,
                surface=surface,
            )
        return WriteResult(store=eng.name, action="UPDATE", slug=slug, redacted=sorted(kinds))

    def forget(
        self, slug: str, *, reason: str | None = None, store: str | None = None, mode: str | None = None,
        surface: str = "library", evidence: dict[str, Any] | None = None,
    ) -> WriteResult:  # fmt: skip
        """Remove a memory, its index line and its index rows; leave an audit line."""
        eng = self._open(store, mode)
        self._writable(eng, manual=evidence is None)
        with eng.store.write_lock():
            mem = eng.store.read(slug)
            digest = hashlib.sha256(eng.store.read_text(slug).encode()).hexdigest()
            eng.store.delete(slug)
            eng.index.remove([slug])
            eng.usage.forget(slug)
            eng.mark_seen()
            eng.store.audit(
                "forget", slug=slug, title=mem.title, sha256=digest, reason=reason, surface=surface,
                evidence=self._manifest(eng, evidence) if evidence is not None else None,
            )  # fmt: skip
        return WriteResult(store=eng.name, action="DELETE", slug=slug, reason=reason)

    def feedback(self, req: FeedbackRequest, *, store: str | None = None, mode: str | None = None) -> FeedbackResult:
        """Up or down moves confidence one step; down from ``low`` sends the memory to review."""
        eng = self._open(store, mode)
        self._writable(eng, manual=False)
        with eng.store.write_lock():
            index = eng.index
            mem = eng.store.read(req.slug)
            before = mem.confidence
            level = CONFIDENCES.index(before)
            review_id = None
            if req.direction == "up":
                level = min(level + 1, len(CONFIDENCES) - 1)
            elif level == 0:
                review_id = eng.review.add(
                    "low_confidence",
                    f"feedback down on a memory already at low confidence{': ' + req.note if req.note else ''}",
                    slug=mem.slug,
                )
            else:
                level -= 1
            new = CONFIDENCES[level]
            if new != mem.confidence:
                mem = mem.model_copy(update={"confidence": new})
                dense, sparse = self._embed(mem)
                self._persist(eng, index, mem, dense, sparse)
            eng.store.audit(
                "feedback",
                slug=mem.slug,
                direction=req.direction,
                note=req.note,
                confidence=new,
                review=review_id,
            )
        return FeedbackResult(
            store=eng.name,
            slug=mem.slug,
            confidence_before=before,
            confidence_after=new,
            review_id=review_id,
        )

    def _clean(self, text: str, kinds: set[str], *, whole: bool = True) -> str:
        """Redact, then gate. ``whole`` texts get the full gate; titles and triggers the content rules."""
        red = redact(text)
        kinds.update(red.kinds)
        cleaned = red.text.strip()
        verdict = check_manual(cleaned, min_chars=self.settings.write.min_chars if whole else 1)
        if not verdict.ok:
            raise errors.refused(f"gate_{verdict.rule}", verdict.reason or "refused by the gate")
        return cleaned

    def _embed(self, mem: Memory) -> tuple:
        text = mem.search_text()
        emb = self.embedder
        return emb.passage([text]), (emb.sparse([text], is_query=False) if emb.has_sparse else None)

    def _duplicate(self, index: Index, mem: Memory, vector) -> Neighbour | None:
        hits = index.search_dense(vector, 5, scopes_for(mem.scope))
        rows = index.rows([rid for rid, _ in hits])
        neighbours = [Neighbour(rows[rid].slug, rows[rid].body, sim) for rid, sim in hits if rid in rows]
        return find_duplicate(mem.body, neighbours, min_similarity=self.settings.write.duplicate_cosine)

    @staticmethod
    def _persist(eng: StoreEngine, index: Index, mem: Memory, dense, sparse) -> None:
        """File first (the truth, atomic), then MEMORY.md, then the index rows."""
        eng.store.write(mem)
        index.upsert([(mem, indexer.state_of(eng.store.path_of(mem.slug)))], dense, sparse)
        eng.mark_seen()

    @staticmethod
    def _evidence(eng: StoreEngine, content: str, surface: str) -> str:
        """A manual write's evidence manifest: the words as given, who gave them, when."""
        manifest = {
            "kind": "manual",
            "surface": surface,
            "at": dt.datetime.now(dt.UTC).isoformat(timespec="seconds"),
            "quotes": [{"class": "USER", "text": content}],
        }
        raw = json.dumps(manifest, ensure_ascii=False, sort_keys=True, indent=1)
        digest = hashlib.sha256(raw.encode()).hexdigest()
        atomic_write(safe_child(eng.store.workshop("_evidence"), f"{digest}.json"), raw)
        return f"sha256:{digest}"

    @staticmethod
    def _manifest(eng: StoreEngine, manifest: dict[str, Any]) -> str:
        """Store a distiller's evidence manifest, content-addressed (the same evidence, the same id)."""
        raw = json.dumps(manifest, ensure_ascii=False, sort_keys=True, indent=1)
        digest = hashlib.sha256(raw.encode()).hexdigest()
        target = safe_child(eng.store.workshop("_evidence"), f"{digest}.json")
        if not target.exists():
            atomic_write(target, raw)
        return f"sha256:{digest}"

    # -- reading ----------------------------------------------------------------------------

    def get(self, slug: str, *, store: str | None = None, mode: str | None = None) -> MemoryOut:
        eng = self._open(store, mode)
        mem = eng.store.read(slug)
        return MemoryOut(
            **mem.model_dump(exclude={"extra"}), links=mem.links, retrieval_count=eng.usage.count(mem.slug)
        )

    def list(
        self,
        *,
        scope: str | None = None,
        type: str | None = None,
        store: str | None = None,
        mode: str | None = None,
    ) -> list[MemorySummary]:
        eng = self._open(store, mode)
        scopes = scopes_for(scope)
        return [
            MemorySummary(
                slug=m.slug,
                title=m.title,
                description=m.description,
                type=m.type,
                scope=m.scope,
                confidence=m.confidence,
                age=m.age_date,
            )  # fmt: skip
            for m in eng.store.read_all()
            if (not scopes or m.scope in scopes) and (type is None or m.type == type)
        ]

    def doctor(self, *, fix: bool = False, store: str | None = None, mode: str | None = None) -> DoctorReport:
        """Counts, dead links, islands, and drift between the files, ``MEMORY.md`` and the index."""
        eng = self._open(store, mode)
        eng.store.ensure()
        fixed: list[str] = []
        index = eng.index
        if fix:
            with eng.store.write_lock():
                lines = eng.store.rewrite_index_file()
                report = indexer.sync(eng.store, index, eng.embedder)
                eng.mark_seen()
            fixed.append(f"MEMORY.md rewritten from {lines} memories")
            if report.changed or report.touched:
                fixed.append(f"index synced (+{report.added} ~{report.updated} -{report.removed})")
        drift = indexer.drift(eng.store, index)
        mems = list(eng.store.read_all())
        slugs = {m.slug for m in mems}
        dead = [DeadLink(source=m.slug, target=t) for m in mems for t in m.links if t not in slugs]
        linked_to = {t for m in mems for t in m.links if t != m.slug}
        woven = self.prefill(store=eng.name).report
        return DoctorReport(
            store=eng.name,
            path=str(eng.store.root),
            ok=drift.clean and not dead,
            memories=len(mems),
            by_type=dict(Counter(m.type for m in mems)),
            by_scope=dict(Counter(m.scope for m in mems)),
            by_confidence=dict(Counter(m.confidence for m in mems)),
            dead_links=dead,
            islands=sorted(slugs - linked_to),
            drift=DriftOut(**drift.__dict__),
            index_rows=index.count(),
            embedder=eng.embedder.id,
            prefill=PrefillSize(tokens=woven.tokens, budget_tokens=woven.budget_tokens, fits=woven.fits),
            fixed=fixed,
        )

    def stats(self, *, store: str | None = None, mode: str | None = None) -> StoreStats:
        eng = self._open(store, mode)
        mems = list(eng.store.read_all())
        ages = [a for m in mems if (a := m.age_date) is not None]
        index_dir = eng.store.root / "_index"
        return StoreStats(
            store=eng.name,
            memories=len(mems),
            by_type=dict(Counter(m.type for m in mems)),
            markdown_bytes=sum(eng.store.path_of(m.slug).stat().st_size for m in mems),
            index_bytes=sum(p.stat().st_size for p in index_dir.glob("*")) if index_dir.is_dir() else 0,
            oldest=min(ages, default=None),
            newest=max(ages, default=None),
            most_recalled=[tuple(x) for x in eng.usage.top(5)],
        )

    # -- working memory ---------------------------------------------------------------------

    def wm_write(
        self, req: WorkingMemoryWrite, *, store: str | None = None, mode: str | None = None
    ) -> WorkingMemoryOut:
        """Replace a scope's working memory (redaction only: it is scratch, not memory)."""
        eng = self._open(store, mode)
        self._writable(eng, manual=False)
        state, kinds = working.write(eng.store, req.scope, req.state)
        return WorkingMemoryOut(store=eng.name, scope=req.scope, state=state, stale=False, redacted=kinds)

    def wm_read(
        self, scope: str = "global", *, current_turn: int | None = None, store: str | None = None,
        mode: str | None = None,
    ) -> WorkingMemoryOut:  # fmt: skip
        """A scope's working memory; ``stale`` when ``current_turn`` is past its ``turn_watermark``."""
        eng = self._open(store, mode)
        state = working.read(eng.store, _scope(scope))
        stale = state is not None and current_turn is not None and current_turn > state.turn_watermark
        return WorkingMemoryOut(store=eng.name, scope=scope, state=state, stale=stale)

    def wm_clear(self, scope: str = "global", *, store: str | None = None, mode: str | None = None) -> WorkingMemoryOut:
        """Forget a scope's working memory (idempotent)."""
        eng = self._open(store, mode)
        self._writable(eng, manual=False)
        working.clear(eng.store, _scope(scope))
        return WorkingMemoryOut(store=eng.name, scope=scope, state=None, stale=False)

    # -- session: transcripts, context, session end ------------------------------------------

    def _journal_roots(self, eng: StoreEngine) -> tuple[list[JournalSource], list[Path]]:
        sources = list(self.settings.journal_sources(eng.name).values())
        return sources, transcript.roots_of(sources, eng.store.root)

    def transcript_read(
        self, log_path: str, adapter: str | None = None, since_turn: int | None = None, *, limit: int = 500,
        final: bool = False, store: str | None = None, mode: str | None = None,
    ) -> TranscriptOut:  # fmt: skip
        """A host's session log as clean turns (from ``since_turn`` on); only files under the store's
        journal roots or its ``_archive`` (else 403 ``journal_root``)."""
        eng = self._open(store, mode)
        sources, roots = self._journal_roots(eng)
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
    ) -> ContextOut:  # fmt: skip
        """One call at the start of a turn: the profile (user-type memories, half the recall budget),
        the working memory (stale past its turn), then recall when a query is given."""
        eng = self._open(store, mode)
        scope = _scope(scope)
        cfg = self.settings.recall
        pblock, shown, omitted = session_context.profile_block(
            eng.name, self._profile_memories(eng, scope), cfg.char_budget // 2, cfg.body_chars
        )
        wm = self.wm_read(scope, current_turn=current_turn, store=eng.name)
        wblock = working.render(wm.state, scope, stale=wm.stale, current_turn=current_turn) if wm.state else ""
        recalled = None
        if query:
            recalled = self.recall(RecallRequest(question=query, scope=scope, k=k), store=eng.name)
            recalled = session_context.without(recalled, {p.slug for p in shown}, cfg.char_budget)
        profile = [ProfileMemory(slug=p.slug, title=p.title, trigger=p.trigger, scope=p.scope,
                                 confidence=p.confidence, body=p.body, truncated=p.truncated, updated=p.updated)
                   for p in shown]  # fmt: skip
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
        eng = self._open(store, mode)
        self._writable(eng, manual=False)
        if (req.conversation is None) == (req.log_path is None):
            raise errors.invalid("give the session either as conversation ([{role, content}]) or as log_path")
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
            sources, roots = self._journal_roots(eng)
            path = transcript.checked_path(req.log_path or "", roots)
            adapter = transcript.pick_adapter(path, req.adapter, sources).name
            data, suffix = path.read_bytes(), path.suffix.lower()
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
            out.distill = self.distill_run(store=eng.name, journals=journals, context=snapshot, scope=out.scope)
            out.distilled, out.staged = True, list(out.distill.staged)
            out.drain = self.drain(store=eng.name)
            out.poured = list(out.drain.poured)
        except errors.KuraError as exc:
            if not exc.code.startswith("model_"):
                raise
            out.skipped_reason = f"distillation stopped, the model failed: {exc.message}"
            log.warning("store %s: session end of %s: %s", eng.name, out.scope, out.skipped_reason)
        parts = [p.tokens for p in (out.distill, out.drain) if p is not None]
        out.tokens = TokenUsage(prompt=sum(t.prompt for t in parts), completion=sum(t.completion for t in parts))

    # -- distillation and the review queue --------------------------------------------------

    def _distiller(
        self, eng: StoreEngine, fault: Fault | None = None, should_stop: Callable[[], bool] | None = None
    ) -> Distiller:
        self.models.profile("brain")  # model_unavailable, said clearly, before anything is touched
        self._writable(eng, manual=False)
        return Distiller(self, eng, self.settings.distill, fault, should_stop)

    def distill_run(
        self, *, store: str | None = None, mode: str | None = None,
        journals: list[tuple[Path, str | None]] | None = None, context: str | None = None,
        scope: str = "global", fault: Fault | None = None, should_stop: Callable[[], bool] | None = None,
    ) -> DistillRunResult:  # fmt: skip
        """Distil new journal material into signed drafts (sip → spot → gate → reconcile → compose → stage).

        ``journals``: (path, adapter or None) pairs; None means every file of the store's configured
        journal roots. ``context``: background for the brain (e.g. a working-memory snapshot), never
        evidence. ``scope``: where the drafts' memories go. ``should_stop``: asked between journals and
        batches (safe points: the watermark moves over the batches done).
        """
        eng = self._open(store, mode)
        distiller = self._distiller(eng, fault, should_stop)
        if journals is None:
            journals = [(p, src.adapter) for src in self.settings.journal_sources(eng.name).values()
                        for p in journal_files(src)]  # fmt: skip
        result = distiller.run(journals, context=context, scope=_scope(scope))
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

    # -- the woven map ----------------------------------------------------------------------

    def prefill(self, *, rebuild: bool = False, store: str | None = None, mode: str | None = None) -> Prefill:
        """The store's prefill block: the stored weave while the store and the day are unchanged,
        else woven again (by the scribe when a model is configured, else trimmed mechanically)."""
        eng = self._open(store, mode)
        eng.store.ensure()
        today = dt.date.today()
        folder = eng.store.workshop("_weave")
        stamp = self._weave_fingerprint(eng, today)
        saved = folder / "prefill.json"
        if not rebuild and saved.is_file():
            try:
                data = json.loads(saved.read_text(encoding="utf-8"))
                if data.get("fingerprint") == stamp:
                    return Prefill.model_validate(data["prefill"])
            except (ValueError, KeyError):
                log.warning("store %s: stored prefill unreadable; weaving again", eng.name)
        compressor = None
        if self.models.configured:
            scribe = ScribeCompressor(self.models, TokenMeter())
            compressor = CachedCompressor(scribe, folder / "lines", namespace=scribe.namespace)
        result = weave_store(eng.store, self.settings.weave, today=today, compressor=compressor)
        atomic_write(saved, json.dumps({"fingerprint": stamp, "prefill": result.model_dump(mode="json")}))
        log.info(
            "store %s: woven, %d lines, %d tokens of %d%s", eng.name, len(result.lines), result.report.tokens,
            result.report.budget_tokens, "" if result.report.fits else " (does not fit)",
        )  # fmt: skip
        return result

    def tidy(self, *, store: str | None = None, mode: str | None = None) -> TidyResult:
        """Find index lines that say nothing specific or could be swapped; with a model, rewrite them
        (each new trigger passes redaction and the gate, through ``update``)."""
        eng = self._open(store, mode)
        mems = {m.slug: m for m in eng.store.read_all()}
        findings = check_memories(mems.values())
        result = TidyResult(store=eng.name, findings=[f.model_dump() for f in findings])
        if not findings:
            return result
        if not self.models.configured:
            result.needs_model = True
            return result
        self._writable(eng)  # rewrites go through update, a manual write
        meter = TokenMeter()
        done: set[str] = set()
        for finding in findings:
            for slug in finding.slugs:
                if slug in done or slug not in mems:
                    continue
                done.add(slug)
                mem = mems[slug]
                others = [mems[o].index_line() for o in finding.slugs if o != slug and o in mems]
                context = f"Flagged: {finding.kind}: {finding.reason}" + (
                    f"\nOther line: {others[0]}" if others else ""
                )
                messages = [
                    {"role": "system", "content": prompt("tidy_trigger")},
                    {"role": "user", "content": f"Title: {mem.title}\nBody:\n{mem.body}\n"
                     f"Current trigger: {mem.description}\n{context}"},
                ]  # fmt: skip
                after = " ".join(self.models.chat("scribe", messages, meter=meter).text.split()).strip("\"'")
                if not after or len(after) > 200 or after == mem.description:
                    result.refused.append({"slug": slug, "reason": "empty, too long or unchanged"})
                    continue
                try:
                    self.update(slug, UpdateRequest(description=after), store=eng.name, surface="tidy")
                except errors.KuraError as exc:
                    result.refused.append({"slug": slug, "reason": exc.message})
                    continue
                result.rewritten.append(TidyRewrite(slug=slug, before=mem.description, after=after))
        result.tokens = meter.usage()
        return result

    def _weave_fingerprint(self, eng: StoreEngine, today: dt.date) -> str:
        """Everything a weave depends on: the files (names, sizes, mtimes), MEMORY.md, the day, the config."""
        files, _ = eng.store.scan()
        digest = hashlib.sha256()
        digest.update(today.isoformat().encode())
        digest.update(self.settings.weave.model_dump_json().encode())
        scribe = self.settings.models.profile("scribe")
        digest.update((scribe.model if scribe else "mechanical").encode())
        for slug in sorted(files):
            digest.update(f"{slug}\0{files[slug].size}\0{files[slug].mtime_ns}\n".encode())
        index_file = eng.store.root / "MEMORY.md"
        digest.update(index_file.read_bytes() if index_file.is_file() else b"")
        return digest.hexdigest()

    def rebuild(self, *, store: str | None = None, mode: str | None = None) -> RebuildResult:
        eng = self._open(store, mode)
        count, seconds = eng.rebuild()
        return RebuildResult(store=eng.name, memories=count, seconds=round(seconds, 3), embedder=eng.embedder.id)

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
