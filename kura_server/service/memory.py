"""Recall, writes and reads: the memory operations every surface offers."""

from __future__ import annotations

import datetime as dt
import hashlib
import json
import time
from collections import Counter
from typing import Any

from .. import errors
from ..engine import StoreEngine
from ..index import indexer
from ..index.db import sqlite_module
from ..index.index import Index, Row
from ..models import TokenMeter
from ..recall import hybrid
from ..recall.fusion import Fused, rrf
from ..recall.recognition import recognize_in_index
from ..recall.render import cut, render_block
from ..recall.words import rank_by_words
from ..schemas import (
    DeadLink,
    DoctorReport,
    DriftOut,
    FeedbackRequest,
    FeedbackResult,
    IndexOut,
    MemoryOut,
    MemorySummary,
    PrefillSize,
    RebuildResult,
    RecalledMemory,
    RecallRequest,
    RecallResult,
    RememberRequest,
    StoreStats,
    ThinkerInfo,
    UpdateRequest,
    WriteResult,
)
from ..store.memory import CONFIDENCES, Memory, derive_title, derive_trigger, new_slug
from ..store.paths import atomic_write, safe_child, validate_slug
from ..store.store import INDEX_FILE
from ..write.gate import check_manual
from ..write.reconcile import Neighbour, find_duplicate
from ..write.redact import redact
from .base import ServiceBase, log, scopes_for


class MemoryOps(ServiceBase):
    """recall (hybrid + thinker, link walk, review gate), remember / update / forget / feedback, get / list /
    doctor / stats / rebuild."""

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
        at = dt.datetime.now(dt.UTC).isoformat(timespec="seconds")
        manifest = {"kind": "manual", "surface": surface, "at": at, "quotes": [{"class": "USER", "text": content}]}
        return MemoryOps._manifest(eng, manifest)

    @staticmethod
    def _manifest(eng: StoreEngine, manifest: dict[str, Any]) -> str:
        """Store an evidence manifest, content-addressed (the same evidence, the same id)."""
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
            fixed.append(f"MEMORY.md: {lines} broken lines repaired (the others are left as written)")
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

    def rebuild(self, *, store: str | None = None, mode: str | None = None) -> RebuildResult:
        eng = self._open(store, mode)
        count, seconds = eng.rebuild()
        return RebuildResult(store=eng.name, memories=count, seconds=round(seconds, 3), embedder=eng.embedder.id)

    # -- added for the surfaces --

    def memory_text(self, slug: str, *, store: str | None = None, mode: str | None = None) -> str:
        """One memory's markdown file exactly as stored."""
        eng = self._open(store, mode)
        eng.store.read(slug)  # the store's own error for a bad or missing slug
        return eng.store.read_text(slug)

    def index_file(self, *, store: str | None = None, mode: str | None = None) -> IndexOut:
        """The store's ``MEMORY.md`` as stored (empty before the first write) and its entry lines."""
        eng = self._open(store, mode)
        path = eng.store.root / INDEX_FILE
        text = path.read_text(encoding="utf-8", errors="replace") if path.is_file() else ""
        entries = [{"slug": e.slug, "title": e.title, "trigger": e.trigger} for e in eng.store.index_entries()]
        return IndexOut(store=eng.name, entries=entries, text=text)
