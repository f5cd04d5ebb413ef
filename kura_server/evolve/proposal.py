"""A proposal: what one evolve cycle wants to change, written to a file before anything changes.

``<store>/_evolve/proposals/<id>.json`` holds the merges and fades (the changes), the flags for a
person (conflicts, re-checks, archive suggestions: never applied), the retention queries with their
top-5 before the change, the sha256 of every file the changes touch (so a store that moved on since is
caught before applying), and — once decided — the verification and the outcome. It is kept for
``[review] keep_settled_days`` (:func:`prune`).

:func:`after` is the one place that computes what the store would be once a proposal is applied: the
verifier checks its output, the retention check indexes it in a copy, and apply writes it.
"""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Collection
from dataclasses import dataclass, field
from pathlib import Path
from typing import Literal

from pydantic import AliasChoices, BaseModel, Field

from ..store.memory import CONFIDENCES, LINK, Memory, memory_from_bytes
from ..store.paths import atomic_write, read_regular, remove_older, safe_child
from ..store.store import Store, file_sha256
from ..write.reconcile import covered

FOLDER = "_evolve"
PROPOSAL_ID = re.compile(r"\A[0-9]{8}T[0-9]{6}Z-[0-9a-f]{6}\Z")

Status = Literal["proposed", "dry_run", "rejected", "stale", "applied"]


class EvolveChecks(BaseModel):
    """The three verifications of a proposal: ``None`` passed, else why it failed (the wire shows it as is)."""

    boundary: str | None = None
    retention: str | None = None
    safety: str | None = None


class Merge(BaseModel):
    """``remove`` goes; ``keep`` stays and takes what ``remove`` said that it did not."""

    keep: str
    remove: str
    similarity: float
    by: Literal["rule", "model"]
    reason: str
    title: str | None = Field(None, description="The merged memory's title, when the thinker wrote one.")
    trigger: str | None = Field(  # the file's key, as in front matter (read back by either name)
        None, serialization_alias="description", validation_alias=AliasChoices("trigger", "description")
    )
    body: str | None = Field(None, description="The merged body, when the thinker wrote one (else mechanical).")


class Fade(BaseModel):
    slug: str
    before: str
    after: str
    reason: str


class Flag(BaseModel):
    """Something for a person: a conflict, an old memory to re-check, an archive suggestion…"""

    kind: Literal["conflict", "recheck", "archive", "merge_safety", "invalid_model_output", "rejected_proposal"]
    slugs: list[str]
    reason: str
    key: str = Field(description="Stable across cycles while the memories are unchanged (one review item each).")


class RetentionQuery(BaseModel):
    query: str = Field("", exclude=True)  # the source's title and trigger: asked, never saved (the snapshot has it)
    source: str = Field(description="The memory whose title and trigger the query is.")
    top: list[str] = Field(description="The top-5 slugs before the change.")


class Proposal(BaseModel):
    id: str
    store: str
    created: str
    how: Literal["model", "rules"]
    merges: list[Merge] = Field(default_factory=list)
    fades: list[Fade] = Field(default_factory=list)
    flags: list[Flag] = Field(default_factory=list)
    base: dict[str, str] = Field(default_factory=dict, description="sha256 of each file the changes touch.")
    retention: list[RetentionQuery] = Field(default_factory=list)
    status: Status = "proposed"
    checks: EvolveChecks | None = None
    rejected_reason: str | None = None
    snapshot: str | None = None
    notes: list[str] = Field(default_factory=list)

    @property
    def has_changes(self) -> bool:
        return bool(self.merges or self.fades)

    def path(self, store: Store) -> Path:
        return safe_child(store.workshop(FOLDER), f"proposals/{self.id}.json")

    def save(self, store: Store) -> Path:
        path = self.path(store)
        atomic_write(path, self.model_dump_json(indent=1, by_alias=True))
        return path

    def forget(self, slugs: Collection[str]) -> bool:
        """The words of the forgotten memories ``slugs`` out of this proposal: a merge naming one keeps its
        slugs, similarity and outcome but not its title, trigger, body or reason (a thinker's words); a
        flag naming one loses its reason, and a failed check its message. Whether anything was named."""
        gone = set(slugs)
        merges = [m for m in self.merges if {m.keep, m.remove} & gone]
        flags = [f for f in self.flags if set(f.slugs) & gone]
        if not merges and not flags and not gone & {*self.base, *(q.source for q in self.retention)}:
            return False
        removed = "(removed: a memory it named was forgotten)"
        for m in merges:
            m.title = m.trigger = m.body = None
            m.reason = removed
        for f in flags:
            f.reason = removed
        if self.checks is not None:  # a failed check may quote a merged text (or, saved before, a query)
            for name, failure in self.checks.model_dump().items():
                if failure:
                    setattr(self.checks, name, removed)
        if self.rejected_reason:
            self.rejected_reason = removed
        return True


@dataclass
class Loaded:
    """The store as read for a cycle: each memory parsed from the very bytes whose hash is kept."""

    memories: dict[str, Memory] = field(default_factory=dict)
    sha: dict[str, str] = field(default_factory=dict)


def forget(store: Store, slugs: Collection[str]) -> None:
    """Every saved proposal that names one of the forgotten memories ``slugs`` rewritten without their
    words (:meth:`Proposal.forget`; the store's write lock held). One that cannot be read is left."""
    folder = store.workshop(FOLDER, create=False) / "proposals"
    if not folder.is_dir():
        return
    for found in sorted(folder.glob("*.json")):
        try:
            proposal = Proposal.model_validate_json(read_regular(safe_child(folder.parent, f"proposals/{found.name}")))
        except (FileNotFoundError, ValueError):
            continue
        if PROPOSAL_ID.fullmatch(proposal.id) and found.stem == proposal.id and proposal.forget(slugs):
            proposal.save(store)


def prune(store: Store, before: float, keep: Collection[str] = ()) -> int:
    """Remove the saved proposals saved before ``before`` (seconds since the epoch, against each file's
    mtime), but never one named in ``keep`` (the proposals a pending review item names: a rejected one
    kept for a person). Every saved proposal is settled: nothing applies one later. How many went."""
    return remove_older(store.workshop(FOLDER, create=False) / "proposals", before, keep)


def load(store: Store) -> Loaded:
    titles = {e.slug: e.title for e in store.index_entries()}
    out = Loaded()
    for slug in store.slugs():
        try:
            raw = read_regular(store.path_of(slug))
        except FileNotFoundError:
            continue
        out.memories[slug] = memory_from_bytes(slug, raw, title_hint=titles.get(slug))
        out.sha[slug] = file_sha256(raw)
    return out


def file_sha(store: Store, slug: str) -> str | None:
    try:
        return store.sha256(slug)
    except FileNotFoundError:
        return None


def relink(body: str, old: str, new: str) -> str:
    """``[[old]]`` (any case, with or without ``|label`` / ``#part``) → ``[[new…]]``; other links untouched."""

    def swap(m: re.Match[str]) -> str:
        if m.group(1).strip().lower() != old:
            return m.group(0)
        return "[[" + new + m.group(0)[2 + len(m.group(1)) :]

    return LINK.sub(swap, body)


def merged_body(keep: str, gone: str) -> str:
    """``keep`` plus each paragraph of ``gone`` that ``keep`` does not already say (nothing is lost)."""
    extra = [p.strip() for p in re.split(r"\n\s*\n", gone) if p.strip() and not covered(p, keep)]
    return "\n\n".join([keep.strip(), *extra]).strip() + "\n" if extra else keep


def fade_step(confidence: str) -> str | None:
    """One confidence step down, or ``None`` at ``low`` (then archiving is only suggested)."""
    level = CONFIDENCES.index(confidence)
    return CONFIDENCES[level - 1] if level > 0 else None


@dataclass
class After:
    """The store once a proposal is applied: ``memories`` whole; what ``changed``, what was ``removed``
    and where each removed memory went (``merged_into``)."""

    memories: dict[str, Memory]
    changed: set[str]
    removed: set[str]
    merged_into: dict[str, str]


def after(before: dict[str, Memory], proposal: Proposal, today: dt.date) -> After:
    """Apply the proposal's merges and fades to a copy of ``before`` (pure: no I/O)."""
    mems = dict(before)
    changed: set[str] = set()
    removed: set[str] = set()
    merged_into: dict[str, str] = {}
    for m in proposal.merges:
        keep, gone = mems.get(m.keep), mems.get(m.remove)
        if keep is None or gone is None:
            continue  # boundary verification reports it
        created = min((d for d in (keep.created, gone.created) if d), default=None)
        tags = list(dict.fromkeys([*keep.tags, *gone.tags]))
        confidence = max(keep.confidence, gone.confidence, key=CONFIDENCES.index)
        extra = dict(keep.extra)
        merged = extra.get("merged_from")
        merged = list(merged) if isinstance(merged, list) else []  # (hand-written front matter may say anything)
        extra["merged_from"] = merged if m.remove in merged else [*merged, m.remove]  # a slug named once
        mems[m.keep] = keep.model_copy(
            update={
                "title": m.title or keep.title,
                "trigger": m.trigger or keep.trigger,
                "body": m.body if m.body is not None else merged_body(keep.body, gone.body),
                "tags": tags,
                "confidence": confidence,
                "created": created,
                "updated": today,
                "extra": extra,
            }
        )
        del mems[m.remove]
        changed.add(m.keep)
        removed.add(m.remove)
        merged_into[m.remove] = m.keep
    # A chain (a → b, then b → c) ends where the last merge put it.
    for merged, target in list(merged_into.items()):
        while target in merged_into:
            target = merged_into[target]
        merged_into[merged] = target
    for f in proposal.fades:
        mem = mems.get(f.slug)
        if mem is not None and f.slug not in removed:
            mems[f.slug] = mem.model_copy(update={"confidence": f.after})
            changed.add(f.slug)
    if merged_into:
        for slug, mem in list(mems.items()):
            body = mem.body
            if "[[" not in body:
                continue
            for merged in merged_into.keys() & set(mem.links):
                body = relink(body, merged, merged_into[merged])
            if body != mem.body:
                mems[slug] = mem.model_copy(update={"body": body})
                changed.add(slug)
    changed -= removed
    return After(mems, changed, removed, merged_into)
