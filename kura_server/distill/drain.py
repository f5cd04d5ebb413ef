"""The drain: the scribe re-reads each staged draft cold and pours, fixes or tosses it.

A fix is the scribe's text: it passes the gate's re-scan as the composed text did, or the draft — which did — is
poured as drafted (``unfixed``): a scribe's bad fix neither gets its text in nor loses the fact.

A pour goes through the :class:`MemoryWriter` the drain is given (the store's write pipeline, so
redaction and the manual gate run again, with the draft's evidence manifest). The drain keeps a
ledger of applied drafts, and an ADD whose content-addressed manifest already backs a memory is a
NOOP, so a drain killed after a pour does not pour twice.

A propagation DELETE (a dependant the thinker judged invalid after an UPDATE or DELETE) names its
``cause``, the draft of that change, and follows it: while the cause is staged it waits (put behind it
in this drain, whatever the id order); once the ledger says the cause was poured — in this drain or an
earlier one — it is judged and poured like any draft; a cause tossed, sent to review or dropped makes
it a ``propagation`` review item instead, never a removal. A draft staged before drafts kept a cause
drains as it always did.

``fault(stage)`` is called after the scribe's verdict (``judge``) and after each pour (``pour``);
tests raise from it to simulate a crash there.
"""

from __future__ import annotations

import logging
from collections import deque
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from ..engine import StoreEngine
from ..errors import KuraError
from ..models import ModelClient, TokenMeter, TokenUsage
from ..store.memory import Confidence, MemoryType
from ..store.paths import safe_child
from ..write.gate import FoundQuote, check_composed, update_problems
from ..write.pipeline import Written
from ..write.redact import redact
from . import drafts as records
from .drafts import Draft, DraftMemory, Drafts
from .stages import Asker, judge_draft

log = logging.getLogger("kura.distill")

Fault = Callable[[str], None]


def no_fault(stage: str) -> None:
    return None


class MemoryWriter(Protocol):
    """What the drain needs to write memories (``kura_server.write.pipeline.Writer`` is one)."""

    def remember(
        self, body: str, *, title: str | None = None, trigger: str | None = None, type: MemoryType = "project",
        tags: Sequence[str] = (), scope: str = "global", confidence: Confidence = "medium", slug: str | None = None,
        surface: str = "library", evidence: Mapping[str, Any] | None = None,
    ) -> Written: ...  # fmt: skip

    def update(
        self, slug: str, changes: Mapping[str, Any], *, surface: str = "library",
        evidence: Mapping[str, Any] | None = None, expect: str | None = None,
    ) -> Written: ...  # fmt: skip

    def forget(
        self, slug: str, *, reason: str | None = None, surface: str = "library",
        evidence: Mapping[str, Any] | None = None, expect: str | None = None,
    ) -> Written: ...  # fmt: skip


@dataclass
class DrainReport:
    """What one drain did (the service reports it as ``DrainResult``)."""

    did_work: bool = False
    poured: list[str] = field(default_factory=list)
    fixed: list[str] = field(default_factory=list)
    tossed: list[dict[str, str]] = field(default_factory=list)
    unfixed: list[dict[str, str]] = field(default_factory=list)
    review: list[str] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)
    stopped: bool = False
    tokens: TokenUsage = field(default_factory=TokenUsage)


class Drainer:
    """The drain of one store's staged drafts into memories, through ``writer``."""

    def __init__(
        self, eng: StoreEngine, writer: MemoryWriter, models: ModelClient, fault: Fault | None = None,
        should_stop: Callable[[], bool] | None = None,
    ) -> None:  # fmt: skip
        self.eng = eng
        self.store = eng.store
        self.writer = writer
        self.fault = fault or no_fault
        self.should_stop = should_stop or (lambda: False)
        self.meter = TokenMeter()
        self.ask = Asker(models, self.meter, safe_child(self.store.workshop("_cache"), "models"))
        self.drafts = Drafts(self.store)

    def drain(self) -> DrainReport:
        result = DrainReport()
        ledger = records.ledger(self.store)
        done = _outcomes(ledger)
        queue = deque(self.drafts.ids())
        put_back: set[str] = set()  # propagation drafts moved behind their cause in this drain
        while queue:
            did = queue.popleft()
            if self.should_stop():
                result.stopped = True
                break
            try:
                draft = self.drafts.load(did)
            except KuraError as exc:
                if exc.code != "draft_not_found":  # not gone since it was listed (a forget of its target)
                    self._toss(result, did, exc.message, None)
                continue
            if did in done:
                self.drafts.remove(did)
                continue
            cause = draft.cause
            if cause is not None and cause not in done:
                if self.drafts.staged(cause):  # not drained yet: the propagation waits for it, staged
                    if cause in queue and did not in put_back:
                        put_back.add(did)
                        queue.append(did)
                    continue
                done = _outcomes(ledger)  # a drain beside this one may have poured it since this one began
            try:
                if cause is None or _poured(done.get(cause, [])):
                    outcome = self._drain_one(result, draft)
                else:
                    outcome = self._unapplied(result, draft, _fate(done.get(cause, [])))
            except KuraError as exc:
                if not exc.code.startswith("model_"):
                    raise
                result.errors.append(f"{did}: {exc.message}")
                log.warning("store %s: drain stopped: %s", self.eng.name, exc.message)
                break
            self.fault("pour")
            ledger.add({"draft": did, **outcome})
            done.setdefault(did, []).append(outcome)
            self.drafts.remove(did)
        result.tokens = self.meter.usage()
        result.did_work = bool(result.poured or result.tossed or result.fixed or result.review)  # an item: work too
        records.metrics(self.store).add(
            {"kind": "drain", "pours": len(result.poured), "fixes": len(result.fixed), "tosses": len(result.tossed),
             "model_tokens": result.tokens.model_dump()}
        )  # fmt: skip
        return result

    def _toss(self, result: DrainReport, did: str, reason: str, draft: Draft | None) -> dict[str, Any]:
        """Log the toss with the draft's text and the memory it is about, under the store's write lock (a
        forget rewrites the log under it, taking out the lines about the memory) — a draft about a memory's
        text only while the memory is there: it quotes the memory, and a forget that landed while the
        scribe judged it dropped the draft before this line could be written."""
        result.tossed.append({"draft": did, "reason": reason})
        with self.store.write_lock():
            shown = draft if draft is not None and (draft.target is None or self.store.exists(draft.target)) else None
            records.tossed(self.store).add(
                {"draft": did, "target": draft.target if draft else None, "reason": reason,
                 "title": shown.memory.title if shown else None, "body": shown.memory.body if shown else None}
            )  # fmt: skip
        log.info("store %s: draft %s tossed: %s", self.eng.name, did, reason)
        if draft is None:
            self.drafts.remove(did)
        return {"action": "TOSS", "reason": reason}

    def _drain_one(self, result: DrainReport, draft: Draft) -> dict[str, Any]:
        mem, ev = draft.memory, draft.evidence
        quotes = "\n".join(f"- {q.get('class')}: {q.get('text')}" for q in ev.quotes)
        shown = (
            f"Action: {draft.action}"
            + (f" (memory {draft.target})" if draft.target else "")
            + f"\nReason: {ev.reason}\n"
            f"<draft>\nTitle: {mem.title}\nTrigger: {mem.trigger}\nType: {mem.type}\n{mem.body}\n</draft>\n"
            f"<evidence>\n{quotes}\n</evidence>"
        )
        judged = judge_draft(self.ask, shown, mem.type)
        self.fault("judge")
        if judged.verdict == "toss":
            return self._toss(result, draft.id, judged.reason or "the scribe tossed it", draft)
        if judged.verdict == "fix" and judged.fixed is not None and draft.action != "DELETE":
            fixed = judged.fixed
            red = [redact(t) for t in (fixed.title, fixed.trigger, fixed.body)]
            found = [FoundQuote.model_validate(q["found"]) for q in ev.quotes if "found" in q]
            # an update's fix may keep what the memory it changes says, and must (as its compose did)
            old = self._replaced(draft)
            problems = [
                f"{p.rule}: {p.detail}"
                for p in check_composed(
                    "\n".join(r.text for r in red), found, self.store.slugs(), claim=ev.candidate or None,
                    kind=ev.candidate_kind, replaces=old,
                )
            ]  # fmt: skip
            problems += update_problems(old, red[2].text, ev.candidate)
            if problems:  # the fix is the scribe's text, refused; the draft passed the gate and the re-scan: poured
                reason = redact("the fix failed the gate's re-scan: " + "; ".join(problems)).text
                result.unfixed.append({"draft": draft.id, "reason": reason})
                log.warning("store %s: draft %s poured as drafted: %s", self.eng.name, draft.id, reason)
            else:
                mem = mem.model_copy(update={"title": red[0].text, "trigger": red[1].text, "body": red[2].text,
                                             "type": fixed.type})  # fmt: skip
                result.fixed.append(draft.id)
        manifest = {"kind": "distill", "draft": draft.id, **ev.model_dump()}
        try:
            slug = self._pour(draft, mem, manifest)
        except KuraError as exc:
            if exc.status >= 500 or exc.code.startswith("model_"):
                raise
            if exc.code == "memory_changed":
                return self._changed(result, draft, mem)
            if exc.code == "memory_not_found" and draft.target is not None:
                log.info("store %s: draft %s dropped: %s is gone", self.eng.name, draft.id, draft.target)
                return {"action": draft.action, "slug": None, "gone": draft.target}  # no text of it kept
            return self._toss(result, draft.id, f"refused at pour: {exc.message}", draft)
        if slug is not None:
            result.poured.append(slug)
        return {"action": draft.action, "slug": slug}

    def _replaced(self, draft: Draft) -> str | None:
        """The body of the memory an UPDATE draft changes, as it is now (None: not an update, or the memory is gone;
        a memory changed since the draft was made is ``memory_changed`` at the pour)."""
        if draft.action != "UPDATE" or draft.target is None or not self.store.exists(draft.target):
            return None
        try:
            return self.store.read(draft.target).body
        except KuraError:
            return None

    def _changed(self, result: DrainReport, draft: Draft, mem: DraftMemory) -> dict[str, Any]:
        """The memory the draft would update or remove changed since the distiller read it (a person's
        correction, say): not overwritten, not removed — a ``conflict`` review item puts the draft's text
        (an UPDATE's) beside the memory as it is now, for a person to settle."""
        removes = draft.action == "DELETE"
        ev = draft.evidence
        rid = None if draft.target is None else self.eng.review.add_about(  # a forget is before or after it
            [draft.target], "conflict",
            f"the distiller would {'remove' if removes else 'update'} {draft.target!r}, which changed since "
            f"it read it (draft {draft.id}): {ev.reason}",
            slug=draft.target, proposal=None if removes else mem.body,
            payload={"journal": ev.journal, "span": ev.span, "draft": draft.id, "action": draft.action,
                     "quotes": ev.quotes},
            item_id=records.review_id(draft.id, "changed"),
        )  # fmt: skip
        if rid is None:
            return {"action": draft.action, "slug": None, "gone": draft.target}  # no text of it kept
        result.review.append(rid)
        log.info("store %s: draft %s to review: %s changed since it was read", self.eng.name, draft.id, draft.target)
        return {"action": "REVIEW", "review": rid}

    def _unapplied(self, result: DrainReport, draft: Draft, fate: str) -> dict[str, Any]:
        """A propagation DELETE whose cause was not poured — tossed, sent to review, or dropped (its memory
        forgotten since): its memory is not removed for a change that never happened. A ``propagation``
        review item asks a person instead, as the distiller's doubtful verdicts do (the memory's slug and
        the thinker's reason, none of its text)."""
        target, ev = draft.target, draft.evidence
        rid = None if target is None else self.eng.review.add_about(  # as in _changed
            [target], "propagation",
            f"{ev.reason} — not applied: the change it follows (draft {draft.cause}) was {fate}",
            slug=target, payload={"span": ev.span, "draft": draft.id, "cause": draft.cause},
            item_id=records.review_id(draft.id, "unapplied"),
        )  # fmt: skip
        if rid is None:
            return {"action": draft.action, "slug": None, "gone": target}  # nothing left to ask about
        result.review.append(rid)
        log.info("store %s: draft %s to review: its cause %s was %s", self.eng.name, draft.id, draft.cause, fate)
        return {"action": "REVIEW", "review": rid}

    def _pour(self, draft: Draft, mem: DraftMemory, manifest: dict[str, Any]) -> str | None:
        """Write the draft through the writer; the slug written, or None (nothing to do, or a NOOP). An
        UPDATE or DELETE applies to its target only while the file is still the one the distiller read
        (``draft.base``, checked under the write lock: else ``memory_changed``); a target gone since is
        ``memory_not_found`` — never turned into a new memory."""
        target = draft.target
        if draft.action == "DELETE":
            if target is None or not self.store.exists(target):
                return None
            reason = f"distilled: {draft.evidence.reason}"[:500]
            self.writer.forget(target, reason=reason, surface="distill", evidence=manifest, expect=draft.base)
            return target
        if draft.action == "UPDATE" and target is not None:
            changes = {"body": mem.body, "title": mem.title, "trigger": mem.trigger}
            self.writer.update(target, changes, surface="distill", evidence=manifest, expect=draft.base)
            return target
        written = self.writer.remember(
            mem.body, title=mem.title, trigger=mem.trigger, type=mem.type, tags=mem.tags, scope=mem.scope,
            confidence=mem.confidence, surface="distill", evidence=manifest,
        )  # fmt: skip
        return written.slug if written.action == "ADD" else None


def _outcomes(ledger: records.Log) -> dict[str, list[dict[str, Any]]]:
    """What the ledger says became of each applied draft (one line each; two drains that poured it at once: two)."""
    out: dict[str, list[dict[str, Any]]] = {}
    for line in ledger.read():
        if isinstance(line.get("draft"), str):
            out.setdefault(line["draft"], []).append(line)
    return out


def _poured(outcomes: Sequence[Mapping[str, Any]]) -> bool:
    """Whether a draft's ledger lines say it was poured: it wrote (or had written) its memory."""
    return any(o.get("action") in ("ADD", "UPDATE", "DELETE") and o.get("slug") is not None for o in outcomes)


def _fate(outcomes: Sequence[Mapping[str, Any]]) -> str:
    """What became of a draft that was not poured, in words: tossed, sent to review, or dropped (no ledger
    line: its memory was forgotten and the draft with it, or it could not be read)."""
    actions = {o.get("action") for o in outcomes}
    return "tossed" if "TOSS" in actions else "sent to review" if "REVIEW" in actions else "dropped"
