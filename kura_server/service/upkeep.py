"""The store as a whole: doctor (counts, dead links, islands, drift), stats, rebuild."""

from __future__ import annotations

import datetime as dt
import logging
import time
from collections import Counter
from collections.abc import Iterable

from .. import errors
from ..engine import StoreEngine
from ..evolve import proposal as proposals
from ..evolve import snapshots
from ..index import indexer
from ..index.index import Index
from ..schemas import DeadLink, DoctorReport, DriftOut, PrefillSize, RebuildResult, StoreStats
from ..store import evidence
from ..store.base import MemoryStore
from ..store.memory import FileProblem, Memory, file_problem
from ..store.paths import read_regular, remove_file, safe_child, unsafe_entries
from ..store.store import STAGING, Store
from .engines import Engines, writable
from .weave import Weaving

log = logging.getLogger("kura.upkeep")


def oversized(eng: StoreEngine) -> list[str]:
    """A warning per memory file over ``[write] max_memory_bytes`` (put there by hand: kura writes none):
    the index holds only its head. Found by size alone (one ``stat`` per file, no read)."""
    limit = eng.reading.max_bytes
    return [
        f"memory_too_large: {eng.store.path_of(slug)} is {st.size} bytes, over the limit of {limit} bytes "
        "([write] max_memory_bytes): only its head is indexed; split it into smaller memories"
        for slug, st in sorted(eng.store.scan()[0].items())
        if st.size > limit
    ]


def set_aside(eng: StoreEngine, index: Index) -> list[str]:
    """A warning per damaged index file kura moved out of the way (``Index.set_aside_damaged``): the index
    was rebuilt from the files in its place; the damaged copy is kept for a look until a person removes it
    (or a forget does: it holds every memory's text)."""
    return [
        f"index_damaged: {path.relative_to(eng.store.root)} is a damaged index file kura set aside; the index "
        "was rebuilt from the markdown in its place. Nothing in it is lost (the markdown is the truth): "
        "delete it once you have looked"
        for path in index.damaged_copies()
    ]


def leftovers(eng: StoreEngine, index: Index) -> list[str]:
    """Warnings for what a crash left that kura reads nothing of: one for the files a rebuild killed half-way
    left beside the index (``Index.leftover``; the next rebuild, the next open of the store and ``--fix``
    remove them), one per entry of ``_restore/`` that is not a marker (``Store.restore_strays``: never
    finished, never counted; ``--fix`` removes such a file)."""
    root = eng.store.root
    files = ", ".join(str(path.relative_to(root)) for path in index.leftover())
    found = [
        f"index_leftover: {files}: what a rebuild that was killed left beside the index (unless a rebuild "
        "is running now): nothing reads it; `kura doctor --fix` removes it (the next rebuild does too)"
    ] if files else []  # fmt: skip
    found += [
        f"restore_stray: _restore/{name} is not a marker of an interrupted rollback or evolve apply (those are "
        "named <snapshot id>.json): kura ignores it; `kura doctor --fix` removes it (a folder: remove it by hand)"
        for name in eng.store.restore_strays()
    ]
    return found


def remove_leftovers(eng: StoreEngine, index: Index) -> int:
    """What :func:`leftovers` names, removed (the write lock held: no rebuild or marker write is under way);
    a folder in ``_restore/`` is left to a person. The count of files removed."""
    gone = index.remove_leftover()
    folder = eng.store.workshop(STAGING, create=False)
    for name in eng.store.restore_strays():
        path = safe_child(folder, name)
        if path.is_file() and remove_file(path):
            gone += 1
    return gone


def owned_evidence(store: Store, mems: Iterable[Memory]) -> set[str | None]:
    """The evidence manifests something names: a memory's ``evidence:``, a forget's audit line (why it was
    forgotten), a memory file a snapshot keeps (a rollback brings it back with its ``evidence:``)."""
    owned = {m.evidence for m in mems} | {str(line.get("evidence")) for line in store.audit_lines()}
    for snap in snapshots.list_snapshots(store):
        owned |= evidence.named_in(snapshots.folder_of(store, snap.id) / snapshots.ARCHIVE)
    return owned


def orphan_evidence(eng: StoreEngine, mems: Iterable[Memory]) -> list[str]:
    """A warning per evidence manifest nothing names (:func:`owned_evidence`) — an undone add's, a
    replaced memory's, a forgotten one's left by a forget that was killed: ``--fix`` removes them."""
    return [
        f"orphan_evidence: {path.relative_to(eng.store.root)} is an evidence manifest no memory and no audit line "
        "names (a forgotten, replaced or undone memory's: it may quote its words): `kura doctor --fix` removes it"
        for path in evidence.orphans(eng.store, owned_evidence(eng.store, mems)).values()
    ]


def prune_settled(eng: StoreEngine, days: float, *, now: float | None = None) -> tuple[int, int, int]:
    """The settled review items, evolve proposals and toss-log lines settled more than ``days`` ago removed
    (``[review] keep_settled_days``; 0: none), under the store's write lock: (items, proposals, toss lines)
    removed. A pending item is never touched, nor a proposal a pending item names. Run at each evolve look
    (``Kura.evolve``, the scheduler's evolve job): a forget reads every settled item, every proposal and
    the whole toss log (it takes a forgotten memory's words out of them), so what it reads stays bounded."""
    if days <= 0:
        return 0, 0, 0
    from ..distill import drafts  # here: the drain's module (and the gate it imports) loads at first use, not at start

    before = (time.time() if now is None else now) - days * 86_400
    store = eng.store
    with store.write_lock():
        pending = eng.review.list()
        named = {str(i.payload.get("proposal")) for i in pending if i.payload.get("proposal")}
        done = (
            eng.review.prune_settled(before),
            proposals.prune(store, before, keep=named),
            drafts.prune_tossed(store, dt.datetime.fromtimestamp(before, dt.UTC)),
        )
    if any(done):
        log.info("store %s: %d settled review item(s), %d evolve proposal(s) and %d toss-log line(s) over %g "
                 "days old removed", store.name, *done, days)  # fmt: skip
    return done


class Upkeep:
    """Health and size of a store, and the index rebuilt from the files."""

    def __init__(self, engines: Engines, weaving: Weaving) -> None:
        self.engines = engines
        self.weaving = weaving

    def doctor(self, *, fix: bool = False, store: str | None = None, mode: str | None = None) -> DoctorReport:
        """Counts, dead links, islands, and drift between the files, ``MEMORY.md`` and the index."""
        eng = self.engines.open(store, mode)
        if fix:
            writable(eng, manual=False)  # --fix rewrites MEMORY.md: never in a frozen store
        problems = file_problems(eng.store)
        if any(p.code == "unsafe_path" for p in problems):
            return self._unsafe(eng, problems)
        index, fixed, warnings = self._doctor_writes(eng, fix, orphans=not problems)
        warnings += oversized(eng) + set_aside(eng, index) + leftovers(eng, index)
        drift = indexer.drift(eng.store, index)
        mems = list(indexer.heads(eng.store, eng.reading.max_bytes))  # a file over the limit: its head
        warnings += orphan_evidence(eng, mems)
        slugs = {m.slug for m in mems}
        dead = [DeadLink(source=m.slug, target=t) for m in mems for t in m.links if t not in slugs]
        linked_to = {t for m in mems for t in m.links if t != m.slug}
        problems += merged_still_there(mems, slugs)
        woven = self.weaving.prefill(store=eng.name).report
        return DoctorReport(
            store=eng.name,
            path=str(eng.store.root),
            ok=drift.clean and not dead and not any(p.code == MERGED_STILL_THERE for p in problems),
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
            warnings=warnings,
            problems=problems,
        )

    def _unsafe(self, eng: StoreEngine, problems: list[FileProblem]) -> DoctorReport:
        """Doctor on a store holding a symlink kura refuses or something not a regular file where it reads:
        the problems, and nothing read through them (no index opened, no ``MEMORY.md``, no memory text)."""
        files, foreign = eng.store.scan()
        empty: dict[str, list[str]] = {f: [] for f in DriftOut.model_fields if f != "foreign_files"}
        budget = self.engines.settings.weave.budget_tokens
        return DoctorReport(
            store=eng.name, path=str(eng.store.root), ok=False, memories=len(files), by_type={}, by_scope={},
            by_confidence={}, dead_links=[], islands=[], drift=DriftOut(**empty, foreign_files=foreign), index_rows=0,
            embedder=eng.embedder.id, prefill=PrefillSize(tokens=0, budget_tokens=budget, fits=True), problems=problems,
        )  # fmt: skip

    @staticmethod
    def _doctor_writes(eng: StoreEngine, fix: bool, *, orphans: bool) -> tuple[Index, list[str], list[str]]:
        """What doctor writes (an empty ``MEMORY.md`` if missing, the index synced, ``--fix``'s repairs) and
        what it fixed. Doctor reads: a write a full disk or an I/O error refuses is reported, not raised.
        ``orphans``: ``--fix`` removes the evidence manifests nothing names — not when a memory file's front
        matter could not be read (the ``evidence:`` it names is not known)."""
        fixed: list[str] = []
        try:
            eng.store.ensure()
            index = eng.index
            if fix:
                with eng.store.write_lock():
                    lines = eng.store.rewrite_index_file()
                    fixed.append(f"MEMORY.md: {lines} broken lines repaired (the others are left as written)")
                    report = eng.sync(index)
                    eng.mark_seen()
                    mems = indexer.heads(eng.store, eng.reading.max_bytes)  # under the lock: no write half-way
                    left = evidence.orphans(eng.store, owned_evidence(eng.store, mems)) if orphans else {}
                    for path in left.values():
                        remove_file(path)
                    crashed = remove_leftovers(eng, index)
                if crashed:
                    fixed.append(f"{crashed} file(s) a killed rebuild or marker write left removed")
                if left:
                    fixed.append(f"{len(left)} evidence manifest(s) no memory and no audit line names removed")
                if report.changed or report.touched:
                    fixed.append(f"index synced (+{report.added} ~{report.updated} -{report.removed})")
        except errors.KuraError as exc:
            opened = eng.index_as_is()
            if exc.code not in errors.STORAGE_CODES or opened is None:
                raise
            return opened, fixed, [f"could not write: {exc.message}"]
        return index, fixed, []

    def stats(self, *, store: str | None = None, mode: str | None = None) -> StoreStats:
        eng = self.engines.open(store, mode)
        mems = list(eng.store.read_all())
        ages = [a for m in mems if (a := m.age_date) is not None]
        index_dir = eng.store.workshop("_index", create=False)
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
        eng = self.engines.open(store, mode)
        count, seconds = eng.rebuild()
        return RebuildResult(store=eng.name, memories=count, seconds=round(seconds, 3), embedder=eng.embedder.id)


MERGED_STILL_THERE = "merged_still_there"


def merged_still_there(mems: list[Memory], slugs: set[str]) -> list[FileProblem]:
    """A problem per memory whose ``merged_from`` names a memory still in the store: the same fact twice,
    one copy saying it absorbed the other (a merge half-applied by hand, or the slug written again since).
    ``ok`` is false: a person keeps one of them (``kura forget`` the other, or drop its name there)."""
    found = []
    for mem in mems:
        named = mem.extra.get("merged_from")
        there = sorted({s for s in named if isinstance(s, str) and s in slugs} if isinstance(named, list) else ())
        if there:
            found.append(
                FileProblem(
                    code=MERGED_STILL_THERE,
                    path=f"{mem.slug}.md",
                    message=f"{mem.slug}.md: its merged_from names {', '.join(there)}, still in the store: the same "
                    f"fact may be there twice; forget one (`kura forget {there[0]}`) or remove the name from "
                    "merged_from",
                )
            )
    return found


def file_problems(store: MemoryStore) -> list[FileProblem]:
    """Doctor's per-file problems (code and path): the symlinks kura refuses to open, what it would read
    that is not a regular file (a pipe, a socket, a device) and what is not the kind of entry kura keeps
    under its name (a folder ``MEMORY.md``, a file ``_undo``) — when there is one, nothing else is read —
    else each memory file that is not text or whose front matter does not parse."""
    link = "a symlink kura refuses to open (out of the store, or in a workshop folder): replace it with the file"
    odd = "not a regular file (a pipe, a socket or a device): kura reads nothing through it; remove it"
    kind = (
        "not the kind of entry kura keeps under its name (a folder where it keeps a file, a file where it keeps "
        "a workshop folder): kura reads and writes nothing through it; move it aside"
    )
    links, specials, wrong = unsafe_entries(store.root)
    unsafe = [(p, link) for p in links] + [(p, odd) for p in specials] + [(p, kind) for p in wrong]
    if unsafe:
        return [FileProblem(code="unsafe_path", path=p, message=f"{p}: {why}") for p, why in sorted(unsafe)]
    found = []
    for slug in store.slugs():
        try:
            raw = read_regular(store.path_of(slug))
        except FileNotFoundError:  # removed while we looked
            continue
        if (problem := file_problem(f"{slug}.md", raw)) is not None:
            found.append(problem)
    return found
