"""Distillation: journals → candidates → the gate → reconcile → drafts → drained memories (SPEC §4).

``Distiller.run`` goes journal by journal: *sip* (reserve the stretch past the store's watermark,
read it through the journal's adapter — turns arrive classed and redacted), cut it into batches,
and for each batch *spot* (brain) → *gate* (deterministic) → *novelty/reconcile* (rule, then the
thinker) → *propagation* after an UPDATE or DELETE → *compose* (scribe, re-scanned by the gate) →
*stage* a signed draft with its evidence manifest. The watermark moves only over batches that went
through every stage; a model failure leaves it where the last whole batch ended (the error is
reported, the stretch is read again next time). The drain (``drain.py``) turns drafts into memories.

Two exceptions keep a journal from being stuck or silently skipped:

- a journal rewritten since its watermark (``watermarks.rewritten``: shorter than it, or other bytes
  before it — truncated, rotated by copytruncate, replaced by a new session) is read again from its
  start, and the run says so (``notes``, the log);
- a batch the model answered but with nothing usable (a refusal, prose, JSON cut off by max_tokens: a
  stage's ``model_error``, :func:`unusable`) is counted at the watermark; in the ``UNUSABLE_RUNS``-th
  run that happens it is skipped — the watermark goes past it, a ``skipped_batch`` review item names
  the stretch and why, and the rest of the journal is read. A model that is down, slow or refuses the
  request (an HTTP error: a wrong URL or key) is not the batch's fault: retried every run, never skipped.

The run writes no memory: it reads the index (neighbours, dependants, the store's words) and the
files of the memories it reconciles against, and writes drafts, seeds and review items.

Idempotence: draft ids, seed ids and review ids come from the journal stretch (``span_id``) and the
candidate's place in it, so a run killed between any two stages and run again stages the same drafts.

``fault(stage)`` is called at every stage boundary; tests raise from it to simulate a crash there.
"""

from __future__ import annotations

import logging
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..engine import StoreEngine
from ..errors import KuraError
from ..models import ModelClient, TokenMeter, TokenUsage
from ..review import ReviewQueue
from ..settings import DistillConfig
from ..store.memory import Memory, is_safety, scopes_for
from ..store.paths import contained, safe_child
from ..weave.tokens import estimate_tokens
from ..write.gate import (
    DEFAULT_CONFIG,
    Candidate,
    Echoes,
    FoundQuote,
    GateConfig,
    Segment,
    Verdict,
    check_candidates,
    check_composed,
    update_problems,
)
from ..write.reconcile import (
    Neighbour,
    changes,
    covered,
    depends,
    find_duplicate,
    neighbours,
    repeats,
)
from . import drafts as records
from .drafts import Draft, DraftMemory, Drafts, Evidence, Outcome, decision, draft_id, review_id
from .drain import Fault, no_fault
from .journals import Adapter, Turn, adapter_for
from .journals.base import Position
from .stages import Asker, Composed, Novelty, compose, novelty, propagate, spot
from .watermarks import Identity, Reservation, Watermarks, identify, rewritten, span_id

log = logging.getLogger("kura.distill")

_KIND_TYPE = {"preference": "user", "landmine": "project", "decision": "project"}
UNUSABLE_RUNS = 3  # runs in which the model answers a batch with nothing usable before the batch is skipped


def unusable(exc: KuraError) -> bool:
    """The model answered, but with nothing a stage could use (the stages' ``model_error``, which names the
    stage): the batch's own doing, likely again next run. An endpoint that is down, slow, or refuses the
    request (an HTTP status: a wrong URL or key, a request it will not take) is not."""
    return exc.code == "model_error" and isinstance(exc.detail, dict) and "stage" in exc.detail


@dataclass
class Batch:
    turns: list[Turn]
    position: Position  # where the journal resumes after this batch

    @property
    def chars(self) -> int:
        return sum(len(t.text) for t in self.turns)


def batches(turns: Sequence[Turn], end: Position, chars: int, limit: int) -> list[Batch]:
    """Cut turns into batches of about ``chars`` characters, at most ``limit`` of them, only where one
    journal unit ends (turns that share a line stay together). The last batch ends at ``end``."""
    groups: list[list[Turn]] = []
    for turn in turns:
        if groups and groups[-1][-1].span.end > turn.span.start:
            groups[-1].append(turn)
        else:
            groups.append([turn])
    out: list[Batch] = []
    current: list[Turn] = []
    for group in groups:
        size = sum(len(t.text) for t in current)
        if current and size + sum(len(t.text) for t in group) > chars:
            last = current[-1]
            out.append(Batch(current, Position(unit=end.unit, value=last.span.end, turns=last.index + 1)))
            current = []
            if len(out) == limit:
                return out
        current.extend(group)
    if current:
        out.append(Batch(current, end))
    return out


@dataclass
class RunReport:
    """What one run did (the service reports it as ``DistillRunResult``)."""

    did_work: bool = False
    journals: int = 0
    batches: int = 0
    raw_chars: int = 0
    candidates: int = 0
    dropped: dict[str, int] = field(default_factory=dict)
    seeds: int = 0
    review: list[str] = field(default_factory=list)
    noop: int = 0
    staged: list[str] = field(default_factory=list)
    busy: list[str] = field(default_factory=list)
    skipped: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)
    stopped: bool = False
    tokens: TokenUsage = field(default_factory=TokenUsage)


@dataclass
class _Run:
    """What one ``run`` found, summed into the result at the end."""

    result: RunReport
    dropped: Counter[str] = field(default_factory=Counter)


class Distiller:
    """Distillation of one store's journals into drafts.

    ``duplicate_cosine``: the write path's near-duplicate threshold (a candidate that merely repeats a
    memory is a NOOP without a model call)."""

    def __init__(
        self, eng: StoreEngine, models: ModelClient, config: DistillConfig, *, duplicate_cosine: float,
        gate: GateConfig = DEFAULT_CONFIG, safety_tags: Sequence[str] = (), fault: Fault | None = None,
        should_stop: Callable[[], bool] | None = None,
    ) -> None:  # fmt: skip
        self.should_stop = should_stop or (lambda: False)
        self.eng = eng
        self.store = eng.store
        self.config = config
        self.duplicate_cosine = duplicate_cosine
        self.gate = gate  # GateConfig.from_settings: [write] min_chars applies to candidates too
        self.safety_tags = safety_tags  # [evolve] safety_tags: memories no machine changes
        self.fault = fault or no_fault
        self.meter = TokenMeter()
        self.ask = Asker(models, self.meter, safe_child(self.store.workshop("_cache"), "models"))
        self.drafts = Drafts(self.store)
        self.review: ReviewQueue = eng.review
        self._echo_cache: Echoes | None = None
        self._slugs: list[str] | None = None

    # -- run ------------------------------------------------------------------------------------

    def run(
        self, journals: Sequence[tuple[Path, str | None]], *, context: str | None = None, scope: str = "global"
    ) -> RunReport:
        state = _Run(RunReport())
        marks = Watermarks(self.store.root)
        archive = self.store.workshop("_archive", create=False)
        for path, adapter_name in journals:
            if self.should_stop():
                state.result.stopped = True
                break
            state.result.journals += 1
            try:
                adapter = adapter_for(path, adapter_name)
                mark, identity = marks.saved(path)
                if mark is not None and mark.unit == adapter.unit:
                    extent = adapter.extent(path)
                    if extent <= mark.value and rewritten(path, mark, identity, extent) is None:
                        continue  # nothing new: no lease, no read
                reservation = marks.reserve(path)
            except KuraError as exc:
                state.result.errors.append(f"{path}: {exc.message}")
                continue
            if reservation is None:
                state.result.busy.append(str(path))
                continue
            done: Position | None = None
            read_over: dict[int, Identity | None] = {}  # batch end → what the journal held before it
            try:
                reservation = self._rewound(state, marks, path, adapter, reservation)
                final = contained(path, [archive]) is not None
                read = adapter.read(path, reservation.start, final=final)
                cut = batches(read.turns, read.position, self.config.batch_chars, self.config.max_batches)
                for end in [b.position for b in cut] + [read.position]:  # read with the stretch, before any model call
                    read_over[end.value] = _identity(path, end)
                jid = reservation.journal_id
                begin = reservation.start.value if reservation.start else 0
                for batch in cut:
                    if self.should_stop():  # a safe point: the watermark moves over the batches done
                        state.result.stopped = True
                        break
                    try:
                        self._batch(state, path, jid, batch, context, scope)
                    except KuraError as exc:
                        if not unusable(exc):
                            raise
                        runs = marks.fail(reservation, begin, exc.message)
                        if runs < UNUSABLE_RUNS:
                            raise KuraError(
                                exc.code, f"{exc.message} (run {runs} of {UNUSABLE_RUNS} with an unusable answer "
                                f"for this stretch: then it is skipped)", status=exc.status, detail=exc.detail,
                            ) from exc  # fmt: skip
                        self._skip(state, path, jid, batch, runs, exc)
                    done = batch.position
                    begin = batch.position.value
                if not read.turns:
                    done = read.position
            except KuraError as exc:
                log.warning("store %s: distilling %s stopped: %s", self.eng.name, path, exc.message)
                state.result.errors.append(f"{path}: {exc.message}")
            finally:
                start = reservation.start.value if reservation.start else 0
                if done is not None and done.value >= start and (done.value > start or reservation.start is None):
                    marks.commit(reservation, done, read_over.get(done.value))
                else:
                    marks.release(reservation)
        result = state.result
        result.dropped = dict(state.dropped)
        result.tokens = self.meter.usage()
        result.did_work = bool(result.batches or result.staged or result.skipped)
        return result

    def _rewound(
        self, state: _Run, marks: Watermarks, path: Path, adapter: Adapter, reservation: Reservation
    ) -> Reservation:
        """The reservation from the journal's start when the journal was rewritten since its watermark (said
        in the run's notes and the log), else as it is."""
        start = reservation.start
        if start is None or start.unit != adapter.unit:
            return reservation
        why = rewritten(path, start, reservation.identity, adapter.extent(path))
        if why is None:
            return reservation
        note = f"{path}: rewritten since it was last read ({why}); read again from its start"
        log.warning("store %s: %s", self.eng.name, note)
        state.result.notes.append(note)
        return marks.restart(reservation)

    def _skip(self, state: _Run, path: Path, jid: str, batch: Batch, runs: int, exc: KuraError) -> None:
        """Go past a batch the model answered unusably in ``runs`` runs: a review item names it and why."""
        first, last = batch.turns[0], batch.turns[-1]
        span = span_id(jid, first.span.start, last.span.end)
        where = f"turns {first.index}-{last.index} ({first.span.unit}s {first.span.start}-{last.span.end})"
        detail = exc.detail if isinstance(exc.detail, dict) else {}
        rid = self.review.add(
            "skipped_batch", f"{where} of {path.name} were skipped, never distilled: the model answered them with "
            f"nothing usable in {runs} runs ({exc.message})",
            payload={"journal": str(path), "span": span, "turns": [first.index, last.index], "unit": first.span.unit,
                     "start": first.span.start, "end": last.span.end, "runs": runs, "stage": detail.get("stage"),
                     "reply": detail.get("reply", "")},
            item_id=review_id(span, "skipped"),
        )  # fmt: skip
        state.result.review.append(rid)
        state.result.skipped.append(span)
        note = f"{path}: {where} skipped after {runs} runs with an unusable answer (review item {rid})"
        log.warning("store %s: %s", self.eng.name, note)
        state.result.notes.append(note)

    def _batch(self, state: _Run, path: Path, jid: str, batch: Batch, context: str | None, scope: str) -> None:
        result = state.result
        first, last = batch.turns[0], batch.turns[-1]
        span = span_id(jid, first.span.start, last.span.end)
        segments = [Segment(cls=t.cls, text=t.text, where=f"{path.name}#{t.index}") for t in batch.turns]
        tokens_before = self.meter.usage()
        self.fault("sip")
        seeds = self._open_seeds(span)
        try:
            found, rejects = spot(self.ask, segments, context, [s["idea"] for s in seeds])
        except KuraError as exc:
            if exc.code == "model_error" and isinstance(exc.detail, dict):
                self.review.add(
                    "invalid_model_output", exc.message, payload={"stage": "spot", "journal": str(path),
                    "reply": exc.detail.get("reply", "")}, item_id=review_id(span, "spot"),
                )  # fmt: skip
            raise
        for n, reject in enumerate(rejects):
            self.review.add(
                "invalid_model_output", reject.reason, payload={"stage": "spot", "journal": str(path),
                "reply": reject.text}, item_id=review_id(span, f"reject:{n}"),
            )  # fmt: skip
        self.fault("spot")
        echoes = self._echoes()
        verdicts = check_candidates([c for c, _ in found], segments, store=echoes, config=self.gate)
        self.fault("gate")
        counts: Counter[str] = Counter()
        staged: list[str] = []
        decisions: list[dict[str, Any]] = []
        for n, (verdict, (candidate, mtype)) in enumerate(zip(verdicts, found, strict=True)):
            outcome = self._decide(state, n, verdict, candidate, mtype, seeds, span, path, scope, staged)
            counts[f"drop:{verdict.rule}" if outcome == "dropped" else outcome] += 1
            decisions.append(decision(n, outcome, verdict))
        self.fault("stage")
        spent = self.meter.usage()
        result.batches += 1
        result.raw_chars += batch.chars
        result.candidates += len(found)
        result.seeds += counts["seed"]
        result.staged += staged
        records.metrics(self.store).add(
            {
                "kind": "batch",
                "journal": str(path),
                "span": span,
                "raw_chars": batch.chars,
                "raw_tokens_estimated": sum(estimate_tokens(t.text) for t in batch.turns),
                "candidates": len(found),
                "gate_drops": {k[5:]: v for k, v in counts.items() if k.startswith("drop:")},
                "seeds": counts["seed"],
                "review": len(rejects) + sum(1 for v in verdicts if v.outcome == "review"),
                "staged": len(staged),
                "decisions": decisions,
                "model_tokens": {
                    "prompt": spent.prompt - tokens_before.prompt,
                    "completion": spent.completion - tokens_before.completion,
                },
            }
        )

    def _decide(
        self, state: _Run, n: int, verdict: Verdict, candidate: Candidate, mtype: str | None,
        seeds: Sequence[dict[str, Any]], span: str, path: Path, scope: str, staged: list[str],
    ) -> Outcome:  # fmt: skip
        """Act on the gate's verdict for candidate ``n`` (staged drafts' ids go to ``staged``); say what
        became of it."""
        result = state.result
        if verdict.outcome == "drop":
            state.dropped[verdict.rule or "drop"] += 1
            return "dropped"
        if verdict.outcome == "seed":
            self._seed(span, n, verdict, path)
            return "seed"
        if verdict.outcome == "review":
            where = {"journal": str(path), "span": span, "candidate": n}
            rid = self.review.add(
                "candidate", f"the gate could not decide ({verdict.rule}): {verdict.reason}",
                proposal=candidate.text, payload={**where, "quotes": _quotes(verdict.quotes), "type": mtype},
                item_id=review_id(span, f"candidate:{n}"),
            )  # fmt: skip
            result.review.append(rid)
            return "review"
        self._confirm_seeds(seeds, candidate.text, span, n)
        noop = result.noop
        ids = self._reconcile(result, span, n, verdict, mtype or _KIND_TYPE.get(candidate.kind), scope, str(path))
        staged += ids
        return "staged" if ids else "noop" if result.noop > noop else "review"

    def _seed(self, span: str, n: int, verdict: Verdict, path: Path) -> None:
        log_ = records.seeds(self.store)
        sid = draft_id(span, n, "SEED")
        if any(r.get("id") == sid for r in log_.read()):
            return
        log_.add({"id": sid, "idea": verdict.candidate.text, "reason": verdict.reason, "journal": str(path),
                  "span": span, "quotes": _quotes(verdict.quotes)})  # fmt: skip

    def _echoes(self) -> Echoes:
        """The store's own words, for the echo rule: read once per run from the index (drafts staged
        during a run are not memories yet, so the store does not change under it)."""
        if self._echo_cache is None:
            self._echo_cache = Echoes(t for _, *texts in self.eng.index.texts() for t in texts)
        return self._echo_cache

    def _open_seeds(self, span: str, limit: int = 20) -> list[dict[str, Any]]:
        """The newest ideas no later evidence has confirmed (shown to the brain so it can confirm them).
        Ideas this very stretch produced are left out: a rerun of it must send the same prompt (the
        reply cache) and cannot confirm its own ideas."""
        records_ = records.seeds(self.store).read()
        confirmed = {r.get("confirms") for r in records_ if r.get("confirms")}
        return [r for r in records_ if "idea" in r and r.get("id") not in confirmed and r.get("span") != span][-limit:]

    def _confirm_seeds(self, seeds: Sequence[dict[str, Any]], text: str, span: str, n: int) -> None:
        """A candidate that passed the gate and restates a seed confirms it: the seed file says so."""
        for seed in seeds:
            if covered(seed["idea"], text) or covered(text, seed["idea"]):
                records.seeds(self.store).add({"confirms": seed["id"], "by": draft_id(span, n, "SEED-CONFIRM")})

    def _neighbours(self, text: str, scope: str) -> list[Neighbour]:
        index = self.eng.index
        if not index.count():
            return []
        vector = self.eng.embedder.passage([text])[0]
        return neighbours(index, vector, self.config.neighbours, scopes_for(scope))

    def _reconcile(
        self, result: RunReport, span: str, n: int, verdict: Verdict, mtype: str | None, scope: str,
        journal: str,
    ) -> list[str]:  # fmt: skip
        """Novelty against the nearest memories, then compose and stage. Returns the staged draft ids."""
        text = verdict.candidate.text
        near = self._neighbours(text, scope)
        action, target, reason = "ADD", None, "new: no memory covers it"
        twin = find_duplicate(text, near, min_similarity=self.duplicate_cosine)
        if twin is not None:
            result.noop += 1
            return []
        if near:
            judged = novelty(self.ask, text, verdict.quotes, [(nb.slug, nb.text) for nb in near])
            if judged.action == "NOOP" and any(repeats(text, nb.text) for nb in near):
                result.noop += 1
                return []
            if judged.action == "NOOP":  # no memory nearby holds its words: a lost fact costs the fact
                log.info("store %s: a NOOP no memory's words back, written as new: %s", self.eng.name, judged.reason)
                judged = Novelty("ADD", None, judged.relation, f"new: no memory holds its words ({judged.reason})")
            if judged.action == "UNSURE":
                about = [nb.slug for nb in near if nb.slug == judged.target]  # (a slug the thinker made up: none)
                self._queue(
                    result, about, "conflict", f"reconcile did not converge: {judged.reason}", slug=judged.target,
                    proposal=text, payload={"journal": journal, "span": span, "quotes": _quotes(verdict.quotes)},
                    item_id=review_id(span, f"conflict:{n}"),
                )  # fmt: skip
                return []
            action, target, reason = judged.action, judged.target, judged.reason or judged.relation
        self.fault("reconcile")
        base = self.store.sha256(target) if target and self.store.exists(target) else None  # before it is read
        old = self.store.read(target) if target and base is not None else None
        if old is not None and is_safety(old, self.safety_tags):  # never the distiller's to change
            self._queue(
                result, [old.slug], "safety", f"the distiller would {action} safety memory {old.slug!r}: {reason}",
                slug=old.slug, proposal=text if action == "UPDATE" else None,
                payload={"journal": journal, "span": span, "action": action, "quotes": _quotes(verdict.quotes)},
                item_id=review_id(span, f"safety:{n}"),
            )  # fmt: skip
            return []
        if old is not None and not self._speaks_of(result, span, n, journal, verdict, action, old, reason):
            action, target, base, old = "ADD", None, None, None
            reason = f"new: the thinker's change of another memory was not taken ({reason})"
        evidence = Evidence(
            journal=journal, span=span, batch=span, candidate=text, candidate_kind=verdict.candidate.kind,
            confidence=verdict.confidence, quotes=_quotes(verdict.quotes), reason=reason,
        )  # fmt: skip
        if action == "DELETE" and old is not None:
            memory = DraftMemory(**old.header(), body=old.body)
        else:
            composed = self._compose(text, verdict, mtype or "project", old)
            if composed is None and old is not None:  # the update the scribe wrote dropped what the memory says
                why = "the scribe's update of it kept failing the gate's re-scan (what it drops or says)"
                self._keep_apart(result, span, n, journal, verdict, action, old, reason, why)
                action, target, base, old = "ADD", None, None, None
                reason = f"new: the thinker's update of another memory could not be written ({reason})"
                evidence = evidence.model_copy(update={"reason": reason})
                composed = self._compose(text, verdict, mtype or "project", None)
            if composed is None:
                self._queue(
                    result, [target] if target else [], "candidate", "the scribe's text kept failing the gate's "
                    "re-scan", slug=target, proposal=text,
                    payload={"journal": journal, "span": span, "quotes": _quotes(verdict.quotes)},
                    item_id=review_id(span, f"compose:{n}"),
                )  # fmt: skip
                return []
            memory = DraftMemory(
                title=composed.title, trigger=composed.trigger, type=composed.type, scope=scope,
                confidence=verdict.confidence, body=composed.body,
            )  # fmt: skip
        self.fault("compose")
        did = draft_id(span, n, action)
        if not self._stage(Draft(id=did, store=self.eng.name, action=action, target=target, base=base,
                                 memory=memory, evidence=evidence)):  # fmt: skip
            return []
        staged = [did]
        if old is not None:
            staged += self._propagate(result, span, n, old, action, memory, evidence, did)
        return staged

    def _speaks_of(
        self, result: RunReport, span: str, n: int, journal: str, verdict: Verdict, action: str, old: Memory,
        reason: str,
    ) -> bool:  # fmt: skip
        """Whether the thinker's UPDATE or DELETE of ``old`` speaks of it (``reconcile.changes``: the words agree).
        If not, a model may be removing a memory the person stated for a fact about something else: the candidate
        is written as a memory of its own and a ``conflict`` item asks a person about ``old`` (approve keeps it,
        discard forgets it) — nothing is lost on a model's word."""
        quotes = [q.source for q in verdict.quotes]
        if changes(old.body, verdict.candidate.text, quotes, removes=action == "DELETE"):
            return True
        self._keep_apart(result, span, n, journal, verdict, action, old, reason, "the new fact does not speak of it")
        return False

    def _keep_apart(
        self, result: RunReport, span: str, n: int, journal: str, verdict: Verdict, action: str, old: Memory,
        reason: str, why: str,
    ) -> None:  # fmt: skip
        """The thinker's change of ``old`` not taken (``why``): the candidate is written as a memory of its own, and
        a ``conflict`` item asks a person about ``old`` (approve keeps it, discard forgets it)."""
        self._queue(
            result, [old.slug], "conflict",
            f"the distiller would {'remove' if action == 'DELETE' else 'update'} {old.slug!r} ({reason}), but "
            f"{why}: it was written as a memory of its own; approve keeps {old.slug!r}, discard forgets it",
            slug=old.slug,
            payload={"journal": journal, "span": span, "action": action, "candidate": verdict.candidate.text,
                     "quotes": _quotes(verdict.quotes)},
            item_id=review_id(span, f"change:{n}"),
        )  # fmt: skip
        log.info("store %s: %s of %s not taken: %s", self.eng.name, action, old.slug, why)

    def _stage(self, draft: Draft) -> bool:
        """Stage ``draft``; one that would update or remove a memory under the store's write lock, and only
        while that memory is there (False: not staged). It was made from the memory's words, minutes ago
        perhaps (the scribe composed it): a forget that landed since dropped the drafts about it
        (``drafts.forget``), and this one must not come after it."""
        if draft.target is None:
            self.drafts.stage(draft)
            return True
        with self.store.write_lock():
            if not self.store.exists(draft.target):
                log.info("store %s: draft %s not staged: %s is gone", self.eng.name, draft.id, draft.target)
                return False
            self.drafts.stage(draft)
        return True

    def _queue(
        self, result: RunReport, about: Sequence[str], kind: str, reason: str, *, slug: str | None,
        proposal: str | None = None, payload: dict[str, Any], item_id: str,
    ) -> None:  # fmt: skip
        """Queue a review item about the memories ``about``, made from a model's answer (minutes after the
        memories were read, perhaps) under the store's write lock and only while each of them is there
        (``ReviewQueue.add_about``): a forget that landed since is never followed by an item about it."""
        rid = self.review.add_about(about, kind, reason, slug=slug, proposal=proposal, payload=payload,
                                    item_id=item_id)  # fmt: skip
        if rid is not None:
            result.review.append(rid)

    def _compose(self, text: str, verdict: Verdict, mtype: str, old: Memory | None) -> Composed | None:
        """The scribe's memory; re-scanned by the gate, asked once more with the problems, else None."""
        if self._slugs is None:  # the store's slugs do not change during a run (drafts are not memories)
            self._slugs = self.store.slugs()
        known = self._slugs
        problems: list[str] = []
        replaces = old.body if old else None
        for _ in range(2):
            composed = compose(self.ask, text, verdict.quotes, mtype, replaces, problems)
            written = f"{composed.title}\n{composed.trigger}\n{composed.body}"
            problems = [f"{p.rule}: {p.detail}" for p in check_composed(written, verdict, known, replaces=replaces)]
            problems += update_problems(replaces, composed.body, text)
            if not problems:
                return composed
        log.info("store %s: composed text refused twice: %s", self.eng.name, "; ".join(problems))
        return None

    def _propagate(
        self, result: RunReport, span: str, n: int, old: Memory, action: str, new: DraftMemory,
        evidence: Evidence, cause: str,
    ) -> list[str]:  # fmt: skip
        """Neighbours that depended on the changed memory: invalid → a DELETE draft whose ``cause`` is the
        draft ``cause`` that changes it (the drain applies it only after that one was poured); doubtful →
        review. The dependants are the memories that link to it (asked of the index for this slug alone)
        and its nearest neighbours."""
        index = self.eng.index
        linking = index.rows_of(index.linking_to(old.slug))
        near = [nb for nb in self._neighbours(old.body, old.scope) if nb.slug != old.slug]
        dependants: dict[str, str] = {slug: row.body for slug, row in linking.items()}
        for nb in near[:3]:
            dependants.setdefault(nb.slug, nb.text)
        if not dependants:
            return []
        new_text = None if action == "DELETE" else new.body
        change = "removed" if new_text is None else f"now reads: {new_text}"
        verdicts = propagate(self.ask, old.body, change, list(dependants.items()))
        staged = []
        for slug, (word, why) in verdicts.items():
            base = self.store.sha256(slug) if self.store.exists(slug) else None  # before it is read
            dep = self.store.read(slug) if base is not None else None
            if word == "invalid" and dep is not None and is_safety(dep, self.safety_tags):
                word, why = "review", f"a safety memory, never the distiller's to remove ({why})"
            if word == "invalid" and dep is not None and not depends(dep.body, old.body, new_text):
                word, why = "review", f"it holds no word of what changed ({why})"
            if word == "invalid" and dep is not None:
                did = draft_id(span, n, f"PROPAGATE:{slug}")
                if self._stage(Draft(
                    id=did, store=self.eng.name, action="DELETE", target=slug, base=base, cause=cause,
                    memory=DraftMemory(**dep.header(), body=dep.body),
                    evidence=evidence.model_copy(update={"reason": f"propagation from {old.slug}: {why}"}),
                )):  # fmt: skip
                    staged.append(did)
            elif word == "review":
                self._queue(
                    result, [slug, old.slug], "propagation",
                    f"may depend on {old.slug}, which was {action.lower()}d: {why}", slug=slug,
                    payload={"changed": old.slug, "span": span}, item_id=review_id(span, f"propagate:{n}:{slug}"),
                )  # fmt: skip
        return staged


def _identity(path: Path, end: Position) -> Identity | None:
    """What a byte journal holds before ``end`` (``None``: a sequence journal, or a file gone meanwhile)."""
    if end.unit != "byte":
        return None
    try:
        return identify(path, end.value)
    except OSError:
        return None


def _quotes(quotes: Sequence[FoundQuote]) -> list[dict[str, Any]]:
    """Quotes for a manifest: the class found, the exact source words (``source`` is the matched span;
    ``start``/``end`` are its offsets in the segment), where, and the full record."""
    return [{"class": q.cls, "text": q.source, "where": q.where, "found": q.model_dump(by_alias=True)} for q in quotes]
