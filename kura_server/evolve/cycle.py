"""One evolve cycle: trigger → consolidate → proposal file → verify → apply (snapshot first, audit after).

The proposal is made without holding the store's write lock (model calls may take minutes and writers
must not wait on them); apply takes the lock, checks that every file the proposal touches is still the
file it read (else the proposal is ``stale``: nothing changes, the next cycle starts over), snapshots,
writes, syncs the index and leaves audit lines — under a marker listing every write and delete
(``snapshots.guarded``), so an apply a crash interrupts is finished before the store is next served. A
proposal that fails verification is kept as it is and put in the review queue for a person; nothing of
it is applied.
"""

from __future__ import annotations

import datetime as dt
import functools
import logging
import time
from dataclasses import dataclass, field
from typing import Literal

from ..engine import StoreEngine
from ..models import ModelClient, TokenMeter, TokenUsage
from ..nouns import counted
from ..settings import Settings
from ..write.pipeline import drop_unowned
from . import snapshots
from .consolidate import Consolidator
from .proposal import After, EvolveChecks, Flag, Loaded, Proposal, after, file_sha, load
from .snapshots import new_id
from .trigger import State, changing, check, flag_key, load_state, prune_ids, stamp
from .verify import verify

log = logging.getLogger("kura.evolve")


@dataclass
class CycleReport:
    """What one cycle did (the service reports it as ``EvolveResult``)."""

    did_work: bool = False  # a proposal was applied, kept for review, or (dry run) made with changes
    triggered: bool = False
    reason: str = ""
    dry_run: bool = False
    how: Literal["model", "rules"] = "rules"
    proposal_id: str | None = None
    proposal_path: str | None = None
    merges: int = 0
    conflicts: int = 0
    fades: int = 0
    rechecks: int = 0
    review_ids: list[str] = field(default_factory=list)
    verified: bool | None = None
    checks: EvolveChecks | None = None
    rejected_reason: str | None = None
    applied: bool = False
    snapshot: str | None = None
    tokens: TokenUsage = field(default_factory=TokenUsage)
    seconds: float = 0.0


def run(
    eng: StoreEngine,
    settings: Settings,
    models: ModelClient | None,
    *,
    dry_run: bool = False,
    force: bool = False,
    today: dt.date | None = None,
) -> CycleReport:
    t0 = time.perf_counter()
    store = eng.store
    store.ensure()
    today = today or dt.date.today()
    result = CycleReport(dry_run=dry_run)
    fires, why, _ = check(store, load_state(store), settings.evolve)  # read only: what it writes is read again
    if not fires and not force:
        result.reason = why
        return _done(result, t0)
    result.triggered = True
    trigger = "forced" if force and not fires else why
    meter = TokenMeter()
    loaded = load(store)
    proposal = _propose(eng, settings, models, loaded, meter, today)
    result.how = proposal.how
    result.merges, result.fades = len(proposal.merges), len(proposal.fades)
    result.conflicts = sum(1 for f in proposal.flags if f.kind == "conflict")
    result.rechecks = sum(1 for f in proposal.flags if f.kind == "recheck")
    if not proposal.has_changes and not proposal.flags:
        result.reason = f"{trigger}: nothing to consolidate"
        if not dry_run:
            with store.write_lock(), changing(store) as state:
                _prune_ids(eng, state, loaded)
                stamp(state, None, "nothing to do")
        result.tokens = meter.usage()
        return _done(result, t0)
    post = after(loaded.memories, proposal, today)
    if proposal.has_changes:
        _verify(eng, settings, loaded, proposal, post, result)
    result.proposal_id = proposal.id
    result.tokens = meter.usage()
    if dry_run:
        proposal.status = "dry_run"
        with store.write_lock():
            _forgotten(eng, loaded, proposal, set())
            result.proposal_path = str(proposal.save(store).relative_to(store.root))
        result.rejected_reason = proposal.rejected_reason
        result.did_work = proposal.has_changes or bool(proposal.flags)
        result.reason = f"{trigger}: dry run, " + _summary(proposal)
        return _done(result, t0)
    _settle(eng, loaded, proposal, post, result, keep=settings.evolve.keep_snapshots)
    result.reason = f"{trigger}: {_summary(proposal)}"
    log.info("store %s: evolve %s: %s", eng.name, proposal.id, result.reason)
    return _done(result, t0)


def _propose(
    eng: StoreEngine, settings: Settings, models: ModelClient | None, loaded: Loaded, meter: TokenMeter,
    today: dt.date,
) -> Proposal:  # fmt: skip
    """Consolidate the store as loaded into a proposal (no lock held: model calls may take minutes)."""
    how: Literal["model", "rules"] = "model" if models is not None and models.configured else "rules"
    proposal = Proposal(
        id=new_id(), store=eng.name, created=dt.datetime.now(dt.UTC).isoformat(timespec="seconds"), how=how
    )
    recall = settings.recall
    Consolidator(
        config=settings.evolve,
        duplicate_cosine=settings.write.duplicate_cosine,
        models=models,
        meter=meter,
        today=today,
    ).propose(proposal, loaded, eng.index, eng.usage, eng.embedder, candidates=recall.candidates, rrf_k=recall.rrf_k)
    return proposal


def _verify(
    eng: StoreEngine, settings: Settings, loaded: Loaded, proposal: Proposal, post: After, result: CycleReport
) -> None:
    """All three checks or nothing: a failure rejects the whole proposal."""
    proposal.checks = verify(
        loaded.memories, proposal, post, eng.index, eng.embedder, safety_tags=settings.evolve.safety_tags,
        min_chars=settings.write.min_chars, candidates=settings.recall.candidates, rrf_k=settings.recall.rrf_k,
    )  # fmt: skip
    failed = {k: v for k, v in proposal.checks.model_dump().items() if v}
    result.checks, result.verified = proposal.checks, not failed
    if failed:
        proposal.status = "rejected"
        proposal.rejected_reason = "; ".join(f"{k}: {v}" for k, v in failed.items())


def _settle(
    eng: StoreEngine, loaded: Loaded, proposal: Proposal, post: After, result: CycleReport, *, keep: int
) -> None:
    """Apply a verified proposal (or queue a rejected one for a person), save it, queue its flags: under one
    hold of the write lock, so a forget that came while the proposal was made is seen by all three (nothing
    of its memory saved or queued after it) and one that comes later finds the proposal saved. The evolve
    state is read, changed and written in that hold too (``trigger.changing``): as it is now, with the keys
    a rename synced while the proposal was made made to follow it (``trigger.follow``), not as the cycle
    found it at its start."""
    store = eng.store
    with store.write_lock():
        if proposal.status != "rejected" and proposal.has_changes:
            _apply(eng, loaded, proposal, post, keep=keep)
        gone = _forgotten(eng, loaded, proposal, post.removed if proposal.status == "applied" else set())
        flags = [f for f in proposal.flags if not gone & set(f.slugs)]  # about a memory forgotten: moot
        if proposal.status == "rejected" and not gone & set(proposal.base):
            flags.append(
                Flag(
                    kind="rejected_proposal",
                    slugs=sorted(proposal.base),
                    key=flag_key("rejected", ((k, v[:12]) for k, v in proposal.base.items())),
                    reason=f"evolve proposal {proposal.id} rejected by verification ({proposal.rejected_reason}); "
                    f"kept for a person in _evolve/proposals/{proposal.id}.json",
                )
            )
        result.proposal_path = str(proposal.save(store).relative_to(store.root))
        with changing(store) as state:
            result.review_ids = _queue(eng, state, flags, proposal)
            _prune_ids(eng, state, loaded)
            stamp(state, proposal.id, proposal.status)
    result.applied = proposal.status == "applied"
    result.snapshot = proposal.snapshot
    result.rejected_reason = proposal.rejected_reason
    result.did_work = proposal.status != "stale" and (
        result.applied or bool(result.review_ids) or proposal.status == "rejected"
    )


def _forgotten(eng: StoreEngine, loaded: Loaded, proposal: Proposal, removed: set[str]) -> set[str]:
    """The memories the cycle read that are gone since (a forget that landed while it ran; not those its own
    apply merged away, ``removed``): their words taken out of the proposal before it is saved
    (:meth:`Proposal.forget`), as that forget took them out of the proposals saved before. The store's
    write lock held."""
    gone = set(loaded.memories) - set(eng.store.slugs()) - removed
    if gone:
        proposal.forget(gone)
    return gone


def _summary(p: Proposal) -> str:
    flags = {k: sum(1 for f in p.flags if f.kind == k) for k in ("conflict", "recheck", "archive", "merge_safety")}
    shown = ", ".join(f"{n} {k}" for k, n in flags.items() if n)
    status = {
        "applied": f"applied after snapshot {p.snapshot}",
        "rejected": f"REJECTED ({p.rejected_reason})",
        "stale": "stale: the store changed while the proposal was made; nothing applied",
        "dry_run": "nothing applied",
        "proposed": "no change to apply",
    }[p.status]
    counts = f"{counted(len(p.merges), 'merge', 'merges')}, {counted(len(p.fades), 'fade', 'fades')}"
    return counts + (f", {shown}" if shown else "") + f"; {status}"


def _apply(eng: StoreEngine, loaded: Loaded, proposal: Proposal, post: After, *, keep: int) -> None:
    store = eng.store
    with store.write_lock():
        for slug, sha in proposal.base.items():
            if file_sha(store, slug) != sha:
                proposal.status = "stale"
                proposal.rejected_reason = f"{slug} changed since the proposal was made"
                return
        snap = snapshots.take(eng, f"before evolve {proposal.id}", keep=keep)
        proposal.snapshot = snap.id
        writes = [post.memories[s] for s in sorted(post.changed)]
        # the files, the index; a crash from here on is finished before the store is next served
        with snapshots.guarded(eng, snap.id, writes, sorted(post.removed), evolve=proposal.id):
            _audit(eng, proposal, post, snap.id)
        proposal.status = "applied"
        # Last, once the change stands, as forget does: a merged-away memory's manifest (a manual write's
        # holds its words as given) unless a memory still rests on it; the snapshot keeps the memory.
        for slug in sorted(post.removed):
            evidence = loaded.memories[slug].evidence
            if evidence is not None:
                drop_unowned(eng, eng.index, evidence)


def _audit(eng: StoreEngine, proposal: Proposal, post: After, snap_id: str) -> None:
    """One audit line per merge and fade, and the summary ``evolve`` line."""
    store = eng.store
    for m in proposal.merges:
        store.audit(
            "evolve_merge",
            proposal=proposal.id,
            snapshot=snap_id,
            keep=m.keep,
            removed=m.remove,
            removed_sha256=proposal.base.get(m.remove),
            by=m.by,
            reason=m.reason,
        )
    for f in proposal.fades:
        store.audit("evolve_fade", proposal=proposal.id, snapshot=snap_id, slug=f.slug, before=f.before, after=f.after)
    store.audit(
        "evolve",
        proposal=proposal.id,
        snapshot=snap_id,
        merges=len(proposal.merges),
        fades=len(proposal.fades),
        changed=sorted(post.changed),
        removed=sorted(post.removed),
    )


def _queue(eng: StoreEngine, state: State, flags: list[Flag], proposal: Proposal) -> list[str]:
    """Each flag becomes one review item; the same flag found again re-uses its item: one still pending
    stays as it is, and one a person settled stays settled — its file in ``_review/resolved/`` or, past
    ``[review] keep_settled_days``, pruned (the state still names it while its memories are as they were:
    :func:`_prune_ids`)."""
    ids = []
    for flag in flags:
        if flag.key in state.review_ids:
            continue
        item_id = eng.review.add(
            f"evolve_{flag.kind}" if flag.kind in ("merge_safety", "rejected_proposal") else flag.kind,
            flag.reason,
            slug=flag.slugs[0] if len(flag.slugs) == 1 else None,
            payload={"source": "evolve", "proposal": proposal.id, "slugs": flag.slugs, "flag": flag.kind},
        )
        state.review_ids[flag.key] = item_id
        ids.append(item_id)
    return ids


def _prune_ids(eng: StoreEngine, state: State, loaded: Loaded) -> None:
    """The state's flag keys about memories as they no longer are (changed or gone since), their items not
    pending, dropped (:func:`~.trigger.prune_ids`): they can never be found again. A key naming a memory
    whose file is not the one the cycle read (renamed by hand to that name while the proposal was made,
    the key following it) is left for the next cycle, which reads it. The write lock held."""
    versions = {slug: {sha[:12], str(loaded.memories[slug].age_date)} for slug, sha in loaded.sha.items()}

    @functools.cache
    def as_read(slug: str) -> bool:  # read only for a key that would go: a file's bytes hashed
        now = file_sha(eng.store, slug)
        return now is None or now == loaded.sha.get(slug)

    prune_ids(state, {i.id for i in eng.review.list()}, versions, as_read)


def _done(result: CycleReport, t0: float) -> CycleReport:
    result.seconds = round(time.perf_counter() - t0, 3)
    return result
