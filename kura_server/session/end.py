"""Session end (SPEC §7): the raw transcript archived append-only, finished todos cleared.

The archive is the store's own journal of the sessions that ended through it:
``_archive/<scope>/<utc-stamp>-<hash><suffix>`` (``repo:shop`` → ``repo-shop``). A conversation
handed over in the request is written as generic JSONL (one ``{"role", "content"}`` per line) and
redacted before it touches the disk; a host log named by path (already checked against the journal
roots) is copied byte for byte — its secrets are masked when it is read, as for every journal.
Nothing in the archive is ever rewritten: the same bytes archived twice for a scope name the file
already there (so a retried session end neither duplicates the transcript nor distils it twice).
"""

from __future__ import annotations

import datetime as dt
import hashlib
import json
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from ..store.paths import atomic_write, safe_child
from ..store.store import Store
from ..write.redact import redact
from . import working
from .transcript import ARCHIVE


@dataclass(frozen=True)
class Archived:
    path: Path  # absolute
    relative: str  # inside the store, e.g. _archive/repo-shop/20260820T140001Z-3f2a….jsonl
    size: int
    already: bool  # the same bytes were archived before for this scope


def scope_folder(scope: str) -> str:
    """A scope as a folder name: ``repo:x`` → ``repo-x`` (a scope never starts ``repo-``, so it is one-to-one)."""
    return scope.replace(":", "-")


def conversation_jsonl(messages: Sequence[tuple[str, str]]) -> tuple[bytes, list[str]]:
    """Generic JSONL of ``(role, content)`` pairs, every content redacted; and the kinds masked."""
    kinds: set[str] = set()
    lines = []
    for role, content in messages:
        red = redact(content)
        kinds.update(red.kinds)
        lines.append(json.dumps({"role": role, "content": red.text}, ensure_ascii=False))
    return ("\n".join(lines) + "\n").encode("utf-8"), sorted(kinds)


def archive(
    store: Store, scope: str, data: bytes, *, suffix: str = ".jsonl", now: dt.datetime | None = None
) -> Archived:
    """Write ``data`` into the scope's archive folder, never over anything (call under the store's write lock)."""
    digest = hashlib.sha256(data).hexdigest()[:16]
    suffix = suffix if suffix in (".jsonl", ".json", ".txt", ".md", ".log") else ".jsonl"
    folder = safe_child(store.workshop(ARCHIVE), scope_folder(scope))
    folder.mkdir(parents=True, exist_ok=True)
    for existing in folder.glob(f"*-{digest}{suffix}"):
        return Archived(existing, existing.relative_to(store.root).as_posix(), existing.stat().st_size, True)
    stamp = (now or dt.datetime.now(dt.UTC)).strftime("%Y%m%dT%H%M%SZ")
    path = safe_child(folder, f"{stamp}-{digest}{suffix}")
    atomic_write(path, data)
    return Archived(path, path.relative_to(store.root).as_posix(), len(data), False)


def clear_finished(store: Store, scope: str) -> tuple[list[str], list[str]]:
    """Drop the done todos from the scope's working memory; (cleared, still open). Call under the write lock."""
    state = working.read(store, scope)
    if state is None or not state.todos:
        return [], working.open_todos(state)
    done = [t.text for t in state.todos if t.done]
    if done:
        working.write(store, scope, state.model_copy(update={"todos": [t for t in state.todos if not t.done]}))
    return done, working.open_todos(state)
