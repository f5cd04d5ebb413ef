"""The review queue: what a machine could not decide, kept until someone (or something) settles it.

Never silently dropped: each pending item is one JSON file in the store's ``_review`` folder, written
atomically, with the reason it is there. Resolving moves it to ``_review/resolved/`` with the
resolution (the queue keeps its history for ``[review] keep_settled_days``:
:meth:`ReviewQueue.prune_settled`). What resolving *does* to memories is the service's job
(``Kura.review_resolve``): this module only keeps the items.

An item may carry a ``proposal`` (a memory text a machine wanted to write: approve writes it) and/or
a ``slug`` (an existing memory in question: approve keeps it). ``action`` says which: ``ADD``,
``UPDATE`` (the proposal replaces the memory ``slug``) or ``KEEP`` (only the memory is in question).

``review_gate = ask`` needs acknowledgements: ``acknowledge(ids)`` records the pending items a caller
has been shown, and ``unacknowledged()`` is what still blocks recall.
"""

from __future__ import annotations

import builtins  # ReviewQueue.list shadows the builtin in annotations inside the class
import datetime as dt
import json
import logging
import re
import uuid
from collections.abc import Collection, Mapping
from pathlib import Path
from typing import Any, Literal

from filelock import FileLock
from pydantic import BaseModel, Field, ValidationError

from . import jsontext
from .errors import KuraError, held, not_found
from .store.paths import atomic_write, read_regular_text, remove_file, remove_older, safe_child
from .store.store import Store
from .write.redact import redact, redact_record, redact_value

log = logging.getLogger("kura.review")

Action = Literal["ADD", "UPDATE", "KEEP"]
_ID = re.compile(r"\A[0-9]{14}-[0-9a-f]{8}\Z")  # the shape of an item id
FOLDER = "_review"
# A payload's identifiers kura made, kept as they are (a span id is a hash: the entropy check reads it as a
# token); every other value is redacted, as the audit trail's are (``store.audit``).
PAYLOAD_IDS = frozenset({"span", "proposal", "slugs", "changed"})
PAYLOAD_TEXTS = frozenset({"quotes", "reply"})  # a payload's words from a journal or a model: a forget drops them
FORGOTTEN = "(a memory this item was about was forgotten: its words went with it)"  # a blanked item's reason
ACK_LOCK_TIMEOUT = 30.0  # seconds a caller waits for another one's acknowledgement to finish


class ReviewItem(BaseModel):
    id: str
    kind: str  # e.g. low_confidence, candidate, conflict, propagation, invalid_model_output
    slug: str | None = None
    reason: str
    proposal: str | None = None
    action: Action | None = None
    payload: dict[str, Any] = Field(default_factory=dict)
    created: str
    resolution: dict[str, Any] | None = None

    def blank(self) -> ReviewItem:
        """This item without the words a memory it is about may have lent it (a forget's): the proposal, the
        reason (a model's or a person's words: they may quote it) and the payload's texts (``quotes``, a
        model's ``reply``)."""
        payload = {k: v for k, v in self.payload.items() if k not in PAYLOAD_TEXTS}
        return self.model_copy(update={"proposal": None, "reason": FORGOTTEN, "payload": payload})


class ReviewQueue:
    def __init__(self, store: Store) -> None:
        self.store = store

    def add(
        self,
        kind: str,
        reason: str,
        *,
        slug: str | None = None,
        proposal: str | None = None,
        payload: dict[str, Any] | None = None,
        item_id: str | None = None,
    ) -> str:
        """Queue an item; ``item_id`` (same format as generated ones) makes a re-queue idempotent."""
        now = dt.datetime.now(dt.UTC)
        action: Action | None = ("UPDATE" if slug else "ADD") if proposal else ("KEEP" if slug else None)
        item = ReviewItem(
            id=item_id or f"{now:%Y%m%d%H%M%S}-{uuid.uuid4().hex[:8]}",
            kind=kind,
            slug=slug,
            reason=redact(reason).text,  # every text a person or a model filled in is redacted at this door
            proposal=redact(proposal).text if proposal is not None else None,
            action=action,
            payload=redact_record(payload or {}, PAYLOAD_IDS),
            created=now.isoformat(timespec="seconds"),
        )
        folder = self.store.workshop(FOLDER)
        resolved = folder / "resolved"
        if resolved.is_dir() and safe_child(folder, f"resolved/{item.id}.json").is_file():
            return item.id  # settled already: a rerun does not bring it back
        atomic_write(safe_child(folder, f"{item.id}.json"), item.model_dump_json(indent=2))
        log.info("store %s: review item %s (%s): %s", self.store.name, item.id, kind, item.reason)
        return item.id

    def add_about(
        self, about: Collection[str], kind: str, reason: str, *, slug: str | None = None,
        proposal: str | None = None, payload: dict[str, Any] | None = None, item_id: str | None = None,
    ) -> str | None:  # fmt: skip
        """Queue an item (:meth:`add`) about the memories ``about`` — made from their words, minutes ago
        perhaps (a model's answer) — under the store's write lock, and only while each of them is there:
        a forget that landed since settled the items about the memory (:meth:`forget`), and this one must
        not come after it. None: one is gone; the item is dropped (logged), never written."""
        with self.store.write_lock():
            gone = sorted(s for s in set(about) if not self.store.exists(s))
            if not gone:
                return self.add(kind, reason, slug=slug, proposal=proposal, payload=payload, item_id=item_id)
        log.info("store %s: %s review item not queued: %s gone", self.store.name, kind, ", ".join(gone))
        return None

    def list(self) -> list[ReviewItem]:
        """Pending items, oldest first (an unreadable file is reported, never hidden)."""
        folder = self.store.workshop(FOLDER, create=False)
        if not folder.is_dir():
            return []
        items = []
        for found in sorted(folder.glob("*.json")):
            path = safe_child(folder, found.name)
            try:
                items.append(ReviewItem.model_validate(jsontext.loads(read_regular_text(path))))
            except (ValueError, ValidationError) as exc:
                items.append(
                    ReviewItem(id=path.stem, kind="unreadable", reason=f"review file cannot be read: {exc}", created="")
                )
        return sorted(items, key=lambda i: (i.created, i.id))  # a rerunnable item's id is not a time

    def pending(self, kind: str, slug: str) -> ReviewItem | None:
        """The pending item of ``kind`` about the memory ``slug``, if there is one (the oldest)."""
        return next((i for i in self.list() if i.kind == kind and i.slug == slug), None)

    def get(self, item_id: str) -> ReviewItem:
        if not _ID.fullmatch(item_id):
            raise not_found("review_item", f"no pending review item {item_id!r}")
        path = safe_child(self.store.workshop(FOLDER, create=False), f"{item_id}.json")
        try:
            return ReviewItem.model_validate(jsontext.loads(read_regular_text(path)))
        except FileNotFoundError:
            raise not_found("review_item", f"no pending review item {item_id!r}") from None
        except (ValueError, ValidationError) as exc:
            raise KuraError("review_unreadable", f"review item {item_id} cannot be read: {exc}", status=409) from None

    def close(self, item: ReviewItem, resolution: dict[str, Any]) -> None:
        """Move a settled item to ``resolved/`` with how it was settled."""
        folder = self.store.workshop(FOLDER)
        done = safe_child(folder, "resolved")
        done.mkdir(exist_ok=True)
        stamped = item.model_copy(update={"resolution": redact_value(resolution)})
        atomic_write(safe_child(done, f"{item.id}.json"), stamped.model_dump_json(indent=2))
        remove_file(safe_child(folder, f"{item.id}.json"))

    def forget(self, slugs: Collection[str]) -> None:
        """No words of the forgotten memories ``slugs`` left in the items about them (:func:`_about`): each
        is blanked (:meth:`ReviewItem.blank`: the proposal, the reason, the payload's texts); the id, kind, slugs and
        resolution stay. A pending one is settled ``dropped`` as it is blanked (moved to ``resolved/``, as a
        person's resolution moves it): there is nothing left to decide — approving it would write a
        forgotten memory's words back — and a rerun that queues it again finds it settled (:meth:`add`).
        Called by a forget under the store's write lock, before the memory goes."""
        folder = self.store.workshop(FOLDER, create=False)
        if not folder.is_dir():
            return
        gone = set(slugs)
        for found in sorted(folder.glob("*.json")):
            item = _read(safe_child(folder, found.name))
            if item is not None and _about(item) & gone:
                self.close(item.blank(), {"action": "dropped", "forgotten": sorted(_about(item) & gone), "write": None})
        done = folder / "resolved"
        if not done.is_dir():
            return
        for found in sorted(done.glob("*.json")):
            path = safe_child(folder, f"resolved/{found.name}")
            item = _read(path)
            if item is not None and _about(item) & gone and item.blank() != item:
                atomic_write(path, item.blank().model_dump_json(indent=2))

    def follow(self, moved: Mapping[str, str]) -> None:
        """The items about memories renamed by hand (``moved``: old slug → new, the file's bytes the same)
        made to name each by its new slug wherever they named the old (:func:`_about`: the item's ``slug``,
        its payload's ``slugs`` and ``changed``, the slug its resolution wrote), pending and settled alike:
        they follow the memory, and a later forget of it finds them. Called by the index's sync that finds
        the rename, under the store's write lock, before it drops the copies of the old slug's memory."""
        folder = self.store.workshop(FOLDER, create=False)
        if not moved or not folder.is_dir():
            return
        for name in [f.name for f in sorted(folder.glob("*.json"))] + [
            f"resolved/{f.name}" for f in sorted((folder / "resolved").glob("*.json"))
        ]:
            path = safe_child(folder, name)
            item = _read(path)
            if item is not None and _about(item) & set(moved):
                atomic_write(path, _renamed(item, moved).model_dump_json(indent=2))

    def prune_settled(self, before: float) -> int:
        """Remove the settled items (``resolved/``) settled before ``before`` (a time in seconds since the
        epoch: a file's mtime, when it was settled or a forget last rewrote it); a pending item is never
        touched. How many went. A settled item's id an evolve state still names stays settled: the same flag
        is not asked again (``evolve/cycle.py``)."""
        return remove_older(self.store.workshop(FOLDER, create=False) / "resolved", before)

    # -- review_gate = ask ------------------------------------------------------------------------

    def _acked_file(self) -> Path:
        return safe_child(self.store.workshop(FOLDER), "state/acknowledged.json")

    def acknowledge(self, ids: builtins.list[str]) -> None:
        """Add ``ids`` to the acknowledged set: one read-modify-write under a lock held across threads
        and processes (a fresh OS file lock per call), so concurrent acknowledgements all land."""
        path = self._acked_file()
        path.parent.mkdir(exist_ok=True)
        lock_path = safe_child(self.store.workshop(FOLDER), "state/acknowledged.lock")
        busy = f"the review acknowledgements of store {self.store.name!r} stayed locked; try again"
        with held(FileLock(str(lock_path), thread_local=False), ACK_LOCK_TIMEOUT, "review_busy", busy):
            atomic_write(path, json.dumps(sorted(set(self._acked()) | set(ids))))

    def _acked(self) -> builtins.list[str]:
        try:
            return list(jsontext.loads(read_regular_text(self._acked_file())))
        except (FileNotFoundError, ValueError):
            return []

    def unacknowledged(self) -> builtins.list[ReviewItem]:
        acked = set(self._acked())
        return [i for i in self.list() if i.id not in acked]


def _read(path: Path) -> ReviewItem | None:
    """The item stored at ``path``; None when it is gone or unreadable (nothing kura can parse out of it:
    :meth:`ReviewQueue.list` reports a pending one)."""
    try:
        return ReviewItem.model_validate(jsontext.loads(read_regular_text(path)))
    except (FileNotFoundError, ValueError, ValidationError):
        return None


def _renamed(item: ReviewItem, moved: Mapping[str, str]) -> ReviewItem:
    """``item`` naming each memory of ``moved`` by its new slug (:meth:`ReviewQueue.follow`)."""

    def new(slug: Any) -> Any:
        return moved.get(slug, slug) if isinstance(slug, str) else slug

    payload = dict(item.payload)
    if isinstance(payload.get("slugs"), list):
        payload["slugs"] = [new(s) for s in payload["slugs"]]
    if "changed" in payload:
        payload["changed"] = new(payload["changed"])
    resolution = item.resolution
    write = (resolution or {}).get("write")
    if resolution is not None and isinstance(write, dict) and "slug" in write:
        resolution = {**resolution, "write": {**write, "slug": new(write["slug"])}}
    return item.model_copy(update={"slug": new(item.slug), "payload": payload, "resolution": resolution})


def _about(item: ReviewItem) -> set[str]:
    """The memories an item is about: its ``slug``, the one its resolution wrote, its payload's ``slugs``
    and the memory whose change it follows (a propagation's ``changed``)."""
    write = (item.resolution or {}).get("write")
    listed = item.payload.get("slugs")
    named = [
        item.slug,
        write.get("slug") if isinstance(write, dict) else None,
        item.payload.get("changed"),
        *(listed if isinstance(listed, list) else []),
    ]
    return {n for n in named if isinstance(n, str)}
