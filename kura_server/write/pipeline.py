"""The write pipeline of one store: every change to a memory, manual or distilled, goes through here.

``remember``: redaction → the gate → one embedding of the memory's words (``embed_text``) → compose
(title, trigger, slug derived when not given) → rule reconcile (a near twin is a NOOP) → the evidence
manifest → persist (the file, its ``MEMORY.md`` line, the index rows: the vector computed for reconcile
is the one stored) → an audit line. ``update`` re-runs redaction and the gate on new text; ``forget``
removes the file, its line, its rows and its recall count; ``feedback`` moves confidence a step.
Everything after the gate runs under the store's write lock, but for ``remember``'s encoding, which
reads nothing of the store: another write waits for this one's files and rows, not its encoding.

The write policy is the caller's (the service checks it); ``evidence`` is a distiller's manifest, and
an ADD whose manifest already backs a memory is a NOOP (a drain that died after pouring does not pour
twice: the index knows each memory's evidence).
"""

from __future__ import annotations

import datetime as dt
import hashlib
import json
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager, suppress
from dataclasses import dataclass, field
from typing import Any, Literal

import numpy as np

from .. import errors
from ..embed.base import SparseVec
from ..embed.passages import encode_passages
from ..engine import StoreEngine
from ..index import indexer
from ..index.base import MemoryIndex
from ..index.index import Index
from ..settings import WriteConfig
from ..store.base import MemoryStore
from ..store.evidence import drop_manifest
from ..store.memory import (
    CONFIDENCES,
    Confidence,
    Memory,
    MemoryType,
    derive_title,
    derive_trigger,
    embed_text,
    new_slug,
    render_memory,
    scopes_for,
)
from ..store.paths import SLUG, atomic_write, safe_child, validate_slug, wrong_kind
from . import copies
from .gate import check_manual
from .reconcile import find_duplicate, neighbours
from .redact import redact_together, refuse_secret_name
from .text import clean_controls, unicode_text

Action = Literal["ADD", "UPDATE", "DELETE", "NOOP"]
_AUDIT_NAMES = {"body": "content", "trigger": "description"}  # the audit log names fields as writes name them


@dataclass(frozen=True)
class Written:
    """What a write did: the action, the memory it concerns, why a NOOP was one, the secrets masked."""

    action: Action
    slug: str
    reason: str | None = None
    redacted: list[str] = field(default_factory=list)


@dataclass(frozen=True)
class Feedback:
    slug: str
    before: str
    after: str
    review_id: str | None


def manifest_text(manifest: Mapping[str, Any]) -> tuple[str, str]:
    """An evidence manifest's file text and its id, ``sha256:<hex>`` of that text (the same evidence, the
    same id)."""
    raw = json.dumps(manifest, ensure_ascii=False, sort_keys=True, indent=1)
    return raw, "sha256:" + hashlib.sha256(raw.encode()).hexdigest()


def write_manifest(eng: StoreEngine, manifest: Mapping[str, Any]) -> str:
    """Store an evidence manifest, content-addressed (:func:`manifest_text`)."""
    raw, ident = manifest_text(manifest)
    digest = ident.removeprefix("sha256:")
    target = safe_child(eng.store.workshop("_evidence"), f"{digest}.json")
    if not target.exists():
        try:
            atomic_write(target, raw)
        except BaseException:  # failed after its rename (the folder's fsync): not left for no write
            with suppress(Exception):
                drop_manifest(eng.store, ident)
            raise
    return ident


def drop_unowned(eng: StoreEngine, index: Index, evidence: str) -> None:
    """Delete the manifest ``sha256:<hex>`` once no memory's ``evidence:`` points at it any more (a forget's,
    an update's, an evolve merge's)."""
    if index.evidence_owner(evidence) is None:
        drop_manifest(eng.store, evidence)


def drop_copies(eng: StoreEngine, index: Index, mem: Memory) -> None:
    """Before a forget removes ``mem``: the copies of its words kura keeps elsewhere (and of the memories
    merged into it, ``merged_from``) — the stored weave and the scribe's cached lines, the set-aside
    damaged index files, the texts of the review items about it (a pending one settled), the texts
    of the evolve proposals that name it, the staged drafts that would update or remove it and the toss
    log's lines about it. First, so
    that a forget killed half-way (undone: the memory is put back) may have removed copies, never left
    a copy of a memory it removed."""
    merged = mem.extra.get("merged_from")
    slugs = [mem.slug, *(s for s in (merged if isinstance(merged, list) else []) if isinstance(s, str))]
    slugs = [s for s in dict.fromkeys(slugs) if SLUG.fullmatch(s)]
    copies.drop(eng.store, eng.review, index, slugs, (mem.title, mem.body))


def unchanged(slug: str, sha: str, expect: str | None) -> None:
    """Refuse a change made from a memory as it once read (``expect``, its file's hash then) when the file
    now hashes ``sha``: 409 ``memory_changed`` (a person's correction, say, landed in between)."""
    if expect is not None and sha != expect:
        raise errors.KuraError(
            "memory_changed",
            f"memory {slug!r} changed since this change was made from it: nothing written; read it again",
            status=409,
            detail={"slug": slug, "expected_sha256": expect, "sha256": sha},
        )


def cleaned(
    fields: Mapping[str, str | None], kinds: set[str], min_chars: int, names: Mapping[str, Sequence[str]] | None = None
) -> dict[str, str]:
    """Redact the given fields together (a secret found in one is masked in the others), then gate
    each: the body gets the full gate (at least ``min_chars``), a title or a trigger the content rules.
    Fields given as None are left out; the kinds of secret masked are added to ``kinds``.

    ``names``: the names a caller gave the memory (``{"tag": tags, "slug": [slug], "scope": [scope]}``),
    redacted with the fields; a name redaction would change is refused (422 ``secret_in_name``): a mask
    is no name, and a name is written where it stands (the file's name, ``MEMORY.md``, the audit log)."""
    given = {
        key: clean_controls(unicode_text(text, _AUDIT_NAMES.get(key, key)))  # Unicode text, no controls
        for key, text in fields.items()
        if text is not None
    }
    named = [(what, n, len(values)) for what, values in (names or {}).items() for n in range(len(values))]
    texts = [*given.values(), *(unicode_text(v, what) for what, values in (names or {}).items() for v in values)]
    red = redact_together(texts)
    for (what, n, of), name in zip(named, red[len(given) :], strict=True):
        refuse_secret_name(what, name, f"tag {n + 1} of {of}" if what == "tag" else None)
    out: dict[str, str] = {}
    for key, text in zip(given, red[: len(given)], strict=True):
        kinds.update(text.kinds)
        out[key] = text.text.strip()
        verdict = check_manual(out[key], min_chars=min_chars if key == "body" else 1)
        if not verdict.ok:
            raise errors.refused(f"gate_{verdict.rule}", verdict.reason or "refused by the gate")
    return out


def ready() -> None:
    """Load what the first write would (the gate's modules and tables, the secret detectors): the
    daemon's warm-up runs a harmless text through the write's own cleaning. Nothing is written."""
    cleaned({"body": "kura is warming up: nothing is written"}, set(), 1)


class _OnDisk:
    """The slugs taken, asked of the file system one candidate at a time (a new slug tries one or two):
    listing a 10k-memory store to build the set costs more than the rest of the write. A slug other
    memories still ``[[link]]`` to is taken too — a forgotten memory's (forget leaves the links written
    about it): a new memory given that name would inherit links that meant another."""

    def __init__(self, store: MemoryStore, index: MemoryIndex) -> None:
        self.store = store
        self.index = index

    def __contains__(self, slug: object) -> bool:
        if not isinstance(slug, str) or SLUG.fullmatch(slug) is None:
            return False
        return self.store.exists(slug) or bool(self.index.linking_to(slug))


class Writer:
    """The write pipeline over one store's engine."""

    def __init__(self, eng: StoreEngine, config: WriteConfig) -> None:
        self.eng = eng
        self.config = config

    def remember(
        self, body: str, *, title: str | None = None, trigger: str | None = None, type: MemoryType = "project",
        tags: Sequence[str] = (), scope: str = "global", confidence: Confidence = "medium", slug: str | None = None,
        surface: str = "library", evidence: Mapping[str, Any] | None = None, created: dt.date | None = None,
        updated: dt.date | None = None, valid_from: dt.date | None = None, valid_to: dt.date | None = None,
        dry_run: bool = False,
    ) -> Written:  # fmt: skip
        """Add a memory (or NOOP: a near twin exists, or ``evidence`` is already poured). ``created``,
        ``updated``, ``valid_from`` and ``valid_to``: the dates of a memory brought from elsewhere (an
        import); ``dry_run``: every check up to the near twin, nothing written (an ADD is what would happen)."""
        eng = self.eng
        self._fits(body)  # before redaction reads it: a huge text costs nothing but this refusal
        kinds: set[str] = set()
        names = {"tag": list(tags), "slug": [] if slug is None else [slug], "scope": [scope]}
        given = self._clean({"body": body, "title": title or None, "trigger": trigger or None}, kinds, names)
        content = given["body"]
        title = given.get("title") or derive_title(content)
        trigger = given.get("trigger") or derive_trigger(content)
        today = dt.date.today()
        slug = None if slug is None else validate_slug(slug)
        # Before the lock: the text is the memory's words only and the embedder the process's one.
        dense, sparse = encode_passages(eng.embedder, [embed_text(title, trigger, content)])
        with eng.store.write_lock():
            index = eng.index
            if slug is not None:
                if eng.store.exists(slug):
                    taken = eng.store.path_of(slug)
                    if taken.is_dir() and not taken.is_symlink():  # no memory to update there: say what is
                        raise wrong_kind(taken, folder=False)
                    raise errors.KuraError(
                        "slug_taken", f"memory {slug!r} already exists: update it instead", status=409
                    )
            else:
                slug = new_slug(title, _OnDisk(eng.store, index))
            mem = Memory(
                slug=slug, title=title, trigger=trigger, type=type, tags=list(tags), scope=scope,
                confidence=confidence, created=created or today, updated=updated or created or today,
                valid_from=valid_from, valid_to=valid_to, body=content,
            )  # fmt: skip
            near = neighbours(index, dense[0], 5, scopes_for(mem.scope))
            twin = find_duplicate(mem.body, near, min_similarity=self.config.duplicate_cosine)
            if twin is not None:
                why = f"near-duplicate of {twin.slug!r} (similarity {twin.similarity:.3f}); nothing written"
                return Written("NOOP", twin.slug, why, sorted(kinds))
            if dry_run:
                return Written("ADD", slug, "dry run: nothing written", sorted(kinds))
            if evidence is not None:
                mem.evidence = write_manifest(eng, evidence)
                poured = index.evidence_owner(mem.evidence)
                if poured is not None:
                    return Written("NOOP", poured, "already poured from this evidence")
            else:
                mem.evidence = self._manual_evidence(content, surface)
            with self._resting_on(index, mem.evidence), eng.all_or_nothing([slug]):  # failing half-way: nothing left
                self._persist(index, mem, dense, sparse)
                eng.store.audit("add", slug=slug, surface=surface, redacted=sorted(kinds))
        return Written("ADD", slug, None, sorted(kinds))

    def update(
        self, slug: str, changes: Mapping[str, Any], *, surface: str = "library",
        evidence: Mapping[str, Any] | None = None, expect: str | None = None,
    ) -> Written:  # fmt: skip
        """Change a memory's fields (``body``, ``title``, ``trigger``, ``type``…); new text passes redaction
        and the gate again. A ``body`` of None leaves the body as it is. A new body re-derives the title and
        the trigger that were derived from the old one (not given with it): they would still say the old fact.
        The slug stays: it is the memory's name (agents hold it, links and the audit log name it).

        The evidence follows the text: ``evidence`` (a distiller's manifest) replaces the memory's, and a new
        body given by hand gets a manual manifest of its words, as ``remember`` writes; once the write
        stands, the manifest replaced is dropped unless another memory rests on it.

        ``expect``: the hash the memory's file must still have (:meth:`Store.sha256`, under the lock), else
        nothing is written (409 ``memory_changed``): a change made from the memory as it once read. A memory
        already backed by ``evidence`` is this change made before (a drain killed after it, or another
        drain of the same draft): a NOOP."""
        if not changes:
            raise errors.invalid("nothing to update: give at least one field")
        eng = self.eng
        self._fits(changes.get("body") or "")
        kinds: set[str] = set()
        update = {k: v for k, v in changes.items() if k != "body" or v is not None}
        names = {"tag": list(update.get("tags") or []), "scope": [update["scope"]] if update.get("scope") else []}
        update.update(self._clean({key: update.get(key) for key in ("body", "title", "trigger")}, kinds, names))
        with eng.store.write_lock():
            index = eng.index  # opened (and synced) before the file is read
            old = eng.store.read(slug)
            before = eng.store.sha256(slug)
            if expect not in (None, before) and evidence is not None and old.evidence == manifest_text(evidence)[1]:
                return Written("NOOP", slug, "already poured from this evidence")  # a drain run again, or twice
            unchanged(slug, before, expect)
            if update.get("body") is not None:
                for field, derive in (("title", derive_title), ("trigger", derive_trigger)):
                    if update.get(field) is None and getattr(old, field) == derive(old.body):
                        update[field] = derive(update["body"])
            mem = old.model_copy(update={**update, "updated": dt.date.today()})
            Memory.model_validate(mem.model_dump())  # the merged memory must still be a valid memory
            dense, sparse = self._embed(mem)
            if evidence is not None:
                mem.evidence = write_manifest(eng, evidence)
            elif mem.body.strip() != old.body.strip():  # the person's new words, recorded as remember does
                mem.evidence = self._manual_evidence(mem.body, surface)
            fields = sorted(_AUDIT_NAMES.get(k, k) for k in changes)
            with self._resting_on(index, mem.evidence, old.evidence), eng.all_or_nothing([slug]):
                self._persist(index, mem, dense, sparse)
                eng.store.audit("update", slug=slug, fields=fields, before_sha256=before, surface=surface)
            # Last, once the update stands (an undone one still rests on it; a crash before this line
            # leaves at worst a manifest nothing points at, never a memory pointing at none).
            if old.evidence is not None and old.evidence != mem.evidence:
                drop_unowned(self.eng, index, old.evidence)
        return Written("UPDATE", slug, None, sorted(kinds))

    def forget(
        self, slug: str, *, reason: str | None = None, surface: str = "library",
        evidence: Mapping[str, Any] | None = None, expect: str | None = None,
    ) -> Written:  # fmt: skip
        """Remove a memory and every copy of its text: first the copies derived files keep
        (:func:`drop_copies`), then the file, its ``MEMORY.md`` line, its index rows (purged: the index's
        files keep no trace), its recall count and its evidence manifest unless another memory rests on
        it. The audit line keeps the slug, the reason and the file's hash. ``expect``: as :meth:`update`'s."""
        eng = self.eng
        with eng.store.write_lock():
            index = eng.index  # opened (and synced) before the file goes
            mem = eng.store.read(slug)
            digest = eng.store.sha256(slug)
            unchanged(slug, digest, expect)
            drop_copies(eng, index, mem)
            with eng.all_or_nothing([slug]):
                eng.store.delete(slug)
                index.purge([slug])
                eng.usage.forget(slug)
                eng.mark_seen()
                eng.store.audit(
                    "forget", slug=slug, sha256=digest, reason=reason, surface=surface,
                    evidence=write_manifest(eng, evidence) if evidence is not None else None,
                )  # fmt: skip
            # Last, once the forget stands (an undone forget still has its evidence).
            if mem.evidence is not None:
                drop_unowned(eng, index, mem.evidence)
        return Written("DELETE", slug, reason)

    def feedback(self, slug: str, direction: Literal["up", "down"], note: str | None = None) -> Feedback:
        """Up or down moves confidence one step; down from ``low`` sends the memory to review."""
        eng = self.eng
        with eng.store.write_lock():
            index = eng.index  # opened (and synced) before the file is read
            mem = eng.store.read(slug)
            before = mem.confidence
            level = CONFIDENCES.index(before)
            review_id = None
            if direction == "up":
                level = min(level + 1, len(CONFIDENCES) - 1)
            elif level == 0:  # one open item per memory: a second down joins the first
                open_item = eng.review.pending("low_confidence", mem.slug)
                review_id = open_item.id if open_item is not None else eng.review.add(
                    "low_confidence",
                    f"feedback down on a memory already at low confidence{': ' + note if note else ''}",
                    slug=mem.slug,
                )  # fmt: skip
            else:
                level -= 1
            after = CONFIDENCES[level]
            with eng.all_or_nothing([mem.slug]):
                if after != mem.confidence:
                    mem = mem.model_copy(update={"confidence": after})
                    dense, sparse = self._embed(mem)
                    self._persist(index, mem, dense, sparse)
                eng.store.audit(
                    "feedback", slug=mem.slug, direction=direction, note=note, confidence=after, review=review_id
                )
        return Feedback(mem.slug, before, after, review_id)

    # -- the steps ------------------------------------------------------------------------------

    def _clean(
        self, fields: Mapping[str, str | None], kinds: set[str], names: Mapping[str, Sequence[str]] | None = None
    ) -> dict[str, str]:
        return cleaned(fields, kinds, self.config.min_chars, names)

    def _fits(self, text: str) -> None:
        """A memory's file (its content alone, before redaction) within ``[write] max_memory_bytes``, else 413."""
        size, limit = len(text.encode("utf-8", "surrogatepass")), self.config.max_memory_bytes
        if size > limit:
            raise errors.KuraError(
                "memory_too_large",
                f"this memory is {size} bytes, over the limit of {limit} bytes ([write] max_memory_bytes): "
                "split it into smaller memories, one fact each",
                status=413, detail={"bytes": size, "limit": limit},
            )  # fmt: skip

    def _embed(self, mem: Memory) -> tuple[np.ndarray, list[SparseVec] | None]:
        return encode_passages(self.eng.embedder, [mem.embed_text()])

    def _persist(self, index: Index, mem: Memory, dense: np.ndarray, sparse: list[SparseVec] | None) -> None:
        """File first (the truth, atomic), then MEMORY.md, then the index rows (write lock held; ``index``
        taken before the file changed, so our own write does not look like someone else's)."""
        eng = self.eng
        text = render_memory(mem)
        self._fits(text)
        eng.store.write(mem, text)
        index.upsert([(mem, indexer.state_of(eng.store.path_of(mem.slug)))], dense, sparse)
        eng.mark_seen()

    @contextmanager
    def _resting_on(self, index: Index, evidence: str | None, had: str | None = None) -> Iterator[None]:
        """A write resting on the manifest ``evidence`` it has just written (``had``: the one it replaces):
        undone, the new manifest goes too unless a memory rests on it — an undone write leaves nothing behind.
        If even that fails (the disk that failed the write), ``kura doctor --fix`` removes it."""
        try:
            yield
        except BaseException:
            if evidence is not None and evidence != had:
                with suppress(Exception):
                    drop_unowned(self.eng, index, evidence)
            raise

    def _manual_evidence(self, content: str, surface: str) -> str:
        """A manual write's evidence manifest: the words as given, who gave them, when."""
        at = dt.datetime.now(dt.UTC).isoformat(timespec="seconds")
        manifest = {"kind": "manual", "surface": surface, "at": at, "quotes": [{"class": "USER", "text": content}]}
        return write_manifest(self.eng, manifest)
