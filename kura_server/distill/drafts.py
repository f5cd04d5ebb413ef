"""Drafts: memories the distiller wants to write, each with its evidence, signed, waiting to be drained.

A draft is one JSON file in the store's ``_drafts/`` folder. Its id is derived from the journal
stretch it came from and its place in that stretch (``draft_id``), so a rerun of the same stretch
after a crash stages the same ids again (an overwrite, never a second draft). Each draft carries an
HMAC-SHA256 signature over its canonical JSON and the store's name, with a key that lives in the
store's ``_distill/`` folder and never leaves it: a draft edited by hand, or copied from another
store, fails :meth:`Drafts.load` and is tossed by the drain, logged.

The workshop also keeps the distiller's logs, one JSON line each (:class:`Log`): ``ledger.jsonl``
(drafts already applied, and how: a drain that dies after pouring does not pour twice, and a propagation
draft pours only once its ``cause`` was poured), ``tossed.jsonl``,
``metrics.jsonl`` (one line per batch and per drain) and the store's seed file ``_seeds/seeds.jsonl``.

A batch's metrics line says what became of each candidate (:func:`decision`): its place in the batch,
the outcome, the gate rule and reason that decided it and the quotes that failed, as (rule, reason) —
the gate's own words, never the candidate's text. :func:`decisions` reads them back, newest first.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import hmac
import json
import secrets
from collections.abc import Collection
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, Field, ValidationError

from .. import jsontext
from ..errors import KuraError, not_found
from ..store.memory import MemoryHeader
from ..store.paths import (
    append_line,
    atomic_write,
    create_private,
    read_records,
    read_regular,
    read_regular_text,
    remove_file,
    safe_child,
)
from ..store.store import Store
from ..write.gate import Verdict

FOLDER = "_drafts"
DraftAction = Literal["ADD", "UPDATE", "DELETE"]
Outcome = Literal["dropped", "seed", "review", "staged", "noop"]


def draft_id(span: str, n: int, action: str = "ADD") -> str:
    """The id of the ``n``-th draft a stretch produces (``span`` from ``watermarks.span_id``)."""
    return "d" + hashlib.sha256(f"{span}:{n}:{action}".encode()).hexdigest()[:24]


def review_id(span: str, what: str) -> str:
    """A review item id that a rerun of the same stretch (or drain of the same draft) reproduces (same
    format as generated ids)."""
    digest = hashlib.sha256(f"{span}:{what}".encode()).hexdigest()
    return f"{int(digest[:12], 16) % 10**14:014d}-{digest[12:20]}"


class Evidence(BaseModel):
    """The evidence manifest: the quotes, where they came from, and why the draft exists."""

    journal: str = ""
    span: str = ""
    batch: str = ""
    candidate: str = ""
    candidate_kind: str = "fact"
    confidence: str = "medium"
    quotes: list[dict[str, Any]] = Field(default_factory=list)  # {class, text, source, where}
    reason: str = ""


class DraftMemory(MemoryHeader):
    """The memory a draft would write: the header every memory has, and its body (no slug yet)."""

    body: str


class Draft(BaseModel):
    id: str
    store: str
    action: DraftAction
    target: str | None = None
    # The target's file as the distiller read it (``Store.sha256``): the drain changes or removes the
    # memory only while it still hashes so. None: no target, or a draft staged before drafts kept it.
    base: str | None = None
    # A propagation DELETE's cause: the id of the draft whose UPDATE or DELETE made its memory invalid (the
    # drain applies it only once that one was poured). None: not a propagation, or staged before drafts kept it.
    cause: str | None = None
    memory: DraftMemory
    evidence: Evidence
    created: str = ""
    signature: str = ""

    def canonical(self) -> bytes:
        unset = {name for name in ("base", "cause") if getattr(self, name) is None}  # older drafts: as signed
        left_out = {"signature", "created"} | unset
        data = self.model_dump(mode="json", exclude=left_out)
        return json.dumps(data, sort_keys=True, ensure_ascii=False, separators=(",", ":")).encode("utf-8")


class Drafts:
    """The staged drafts of one store."""

    def __init__(self, store: Store) -> None:
        self.store = store

    @property
    def folder(self) -> Path:
        return self.store.workshop(FOLDER)

    def _key(self) -> bytes:
        path = safe_child(self.store.workshop("_distill"), "draft.key")
        try:
            return bytes.fromhex(read_regular_text(path).strip())
        except FileNotFoundError:
            key = secrets.token_hex(32)
            if create_private(path, key):
                return bytes.fromhex(key)
            return bytes.fromhex(read_regular_text(path).strip())  # pragma: no cover - a racing creator won

    def sign(self, draft: Draft) -> str:
        return hmac.new(self._key(), self.store.name.encode() + b"\0" + draft.canonical(), "sha256").hexdigest()

    def stage(self, draft: Draft) -> Draft:
        """Write (or overwrite, same id) a signed draft atomically."""
        draft = draft.model_copy(
            update={"store": self.store.name, "created": dt.datetime.now(dt.UTC).isoformat(timespec="seconds")}
        )
        draft = draft.model_copy(update={"signature": self.sign(draft)})
        atomic_write(safe_child(self.folder, f"{draft.id}.json"), draft.model_dump_json(indent=1))
        return draft

    def ids(self) -> list[str]:
        folder = self.folder
        return sorted(safe_child(folder, p.name).stem for p in folder.glob("*.json"))

    def load(self, draft_id_: str) -> Draft:
        """A staged draft, its signature checked; ``draft_refused`` (409) for a foreign or edited one."""
        path = safe_child(self.folder, f"{draft_id_}.json")
        try:
            draft = Draft.model_validate_json(read_regular(path))
        except FileNotFoundError:
            raise not_found("draft", f"no staged draft {draft_id_!r}") from None
        except (ValueError, ValidationError) as exc:
            raise KuraError("draft_refused", f"draft {draft_id_} cannot be read: {exc}", status=409) from None
        if draft.store != self.store.name:
            raise KuraError(
                "draft_refused",
                f"draft {draft_id_} belongs to store {draft.store!r}, not {self.store.name!r}",
                status=409,
            )
        if draft.id != draft_id_ or not hmac.compare_digest(draft.signature, self.sign(draft)):
            raise KuraError(
                "draft_refused", f"draft {draft_id_} is not signed by this store (edited or foreign)", status=409
            )
        return draft

    def staged(self, draft_id_: str) -> bool:
        """Whether the draft ``draft_id_`` is staged (its file is there, read or not)."""
        return safe_child(self.folder, f"{draft_id_}.json").is_file()

    def remove(self, draft_id_: str) -> None:
        remove_file(safe_child(self.folder, f"{draft_id_}.json"))


def forget(store: Store, slugs: Collection[str]) -> None:
    """The staged drafts that would update or remove one of the forgotten memories ``slugs`` dropped (the
    store's write lock held): they quote it — a DELETE's holds its body, an UPDATE's text was composed
    from it — and with it gone they have nothing to do. One that cannot be read is left (the drain tosses
    it, keeping none of its text)."""
    folder = store.workshop(FOLDER, create=False)
    if not folder.is_dir():
        return
    gone = set(slugs)
    for found in sorted(folder.glob("*.json")):
        path = safe_child(folder, found.name)
        try:
            data = jsontext.loads(read_regular(path))
        except (FileNotFoundError, ValueError):
            continue
        if isinstance(data, dict) and data.get("target") in gone:
            remove_file(path)


def forget_tossed(store: Store, slugs: Collection[str], words: Collection[str] = ()) -> None:
    """The toss log's lines about the forgotten memories ``slugs`` rewritten without their words (the store's
    write lock held, under which the drain appends to it): a tossed draft about a memory quotes it — a
    DELETE's holds its body, an UPDATE's text was composed from it — and the scribe's reason may too. The
    line's time, draft and memory stay. A line logged before lines named their memory is known by the
    memory's own title or body among ``words`` (a DELETE's). Rewritten atomically, and only when a line is."""
    log = tossed(store)
    try:
        lines = log.read()  # (a torn last line, which no reader reads, is not written back)
    except ValueError:  # not UTF-8 (edited by hand): left as it is, as an unreadable draft is
        return
    gone, said = set(slugs), {w.strip() for w in words if w.strip()}
    about = [
        r for r in lines
        if r.get("target") in gone
        or ("target" not in r and any(isinstance(r.get(k), str) and r[k].strip() in said for k in ("title", "body")))
    ]  # fmt: skip
    blank = {"title": None, "body": None, "reason": "(removed: the memory it was about was forgotten)"}
    if all(r.get(k) == v for r in about for k, v in blank.items()):
        return
    for r in about:
        r.update(blank)
    log.rewrite(lines)


def prune_tossed(store: Store, before: dt.datetime) -> int:
    """The toss log's lines logged before ``before`` removed (the store's write lock held, under which the
    drain appends to it): the log is a trail of what the drain did not write, read whole by every forget
    (:func:`forget_tossed`), so it is kept as long as settled review items are (``[review]
    keep_settled_days``). A line whose time does not read is kept. Rewritten atomically, and only when a
    line goes; how many went."""
    log = tossed(store)
    try:
        lines = log.read()
    except ValueError:  # not UTF-8 (edited by hand): left as it is, as forget_tossed leaves it
        return 0

    def old(record: dict[str, Any]) -> bool:
        try:
            at = dt.datetime.fromisoformat(str(record.get("at")))
        except ValueError:
            return False
        return (at if at.tzinfo else at.replace(tzinfo=dt.UTC)) < before

    kept = [r for r in lines if not old(r)]
    if len(kept) < len(lines):
        log.rewrite(kept)
    return len(lines) - len(kept)


class Log:
    """An append-only JSON-lines file in a store's workshop."""

    def __init__(self, store: Store, folder: str, name: str) -> None:
        self.store, self.folder_name, self.name = store, folder, name

    @property
    def path(self) -> Path:
        return safe_child(self.store.workshop(self.folder_name), self.name)

    def add(self, record: dict[str, Any]) -> None:
        stamped = {"at": dt.datetime.now(dt.UTC).isoformat(timespec="seconds"), **record}
        append_line(self.path, json.dumps(stamped, ensure_ascii=False, sort_keys=True))

    def read(self) -> list[dict[str, Any]]:
        path = safe_child(self.store.workshop(self.folder_name, create=False), self.name)
        if not path.is_file():
            return []
        return [r for r in read_records(path) if isinstance(r, dict)]

    def rewrite(self, lines: list[dict[str, Any]]) -> None:
        """The whole file rewritten as ``lines`` (records as :meth:`read` gives them), atomically: a scrub,
        under the lock its appends are made under."""
        atomic_write(self.path, "".join(json.dumps(r, ensure_ascii=False, sort_keys=True) + "\n" for r in lines))


def ledger(store: Store) -> Log:
    return Log(store, "_distill", "ledger.jsonl")


def tossed(store: Store) -> Log:
    return Log(store, "_distill", "tossed.jsonl")


def metrics(store: Store) -> Log:
    return Log(store, "_distill", "metrics.jsonl")


def seeds(store: Store) -> Log:
    return Log(store, "_seeds", "seeds.jsonl")


def decision(n: int, outcome: Outcome, verdict: Verdict) -> dict[str, Any]:
    """What became of candidate ``n`` of a batch, and why (the gate's rule and reason, its failed quotes)."""
    failed = [{"rule": f.rule, "reason": f.reason} for f in verdict.failed]
    return {"candidate": n, "outcome": outcome, "rule": verdict.rule, "reason": verdict.reason, "failed": failed}


def decisions(store: Store, limit: int) -> list[dict[str, Any]]:
    """The newest ``limit`` candidate decisions of the store's batches, newest batch first, each with
    the journal, span and time of its batch."""
    out: list[dict[str, Any]] = []
    for line in reversed(metrics(store).read()):
        if line.get("kind") != "batch":
            continue
        where = {"journal": line.get("journal", ""), "span": line.get("span", ""), "at": line.get("at", "")}
        out += [{**where, **d} for d in line.get("decisions", [])]
        if len(out) >= limit:
            break
    return out[:limit]
