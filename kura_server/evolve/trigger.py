"""When a cycle runs: days since the last one, memory files new or changed since, the review backlog.

The state of the last cycle is ``<store>/_evolve/state.json``: when it ran (wall clock, and the
nanosecond stamp compared with file mtimes), its proposal and outcome, and the review item id given
to each flag key (so a conflict found again by the next cycle is the same review item, and one a
person settled does not come back while its memories are unchanged). A flag's key names each of its
memories as it was (``slug@<hash prefix>``, or ``slug@<date>`` for re-check and archive flags, in slug
order: :func:`flag_key`): once one of them changed or went, no cycle can find that key again, and
:func:`prune_ids` drops it. A memory renamed by hand, its bytes the same, is still the memory the key
names: the sync that finds the rename makes its keys name the new slug (:func:`follow`).

Every change of the file is read, made and written under one hold of the store's write lock
(:func:`changing`): a cycle's (its flags queued, its keys pruned, its stamp) and a rename's keys, so neither
writes over the other with a copy read before it.
"""

from __future__ import annotations

import datetime as dt
import json
import time
from collections.abc import Callable, Collection, Iterable, Iterator, Mapping
from contextlib import contextmanager
from typing import Any

from pydantic import BaseModel, Field, ValidationError

from ..review import ReviewQueue
from ..settings import EvolveConfig
from ..store.paths import atomic_write, read_regular_text, safe_child
from ..store.store import Store
from .proposal import FOLDER


class State(BaseModel):
    last_run: str | None = None
    last_run_ns: int = 0
    last_proposal: str | None = None
    last_outcome: str | None = None
    review_ids: dict[str, str] = Field(default_factory=dict)


def flag_key(kind: str, versions: Iterable[tuple[str, str]]) -> str:
    """A flag's key: its kind, then each of its memories as ``slug@<version>``, in slug order."""
    return kind + ":" + "|".join(f"{slug}@{ver}" for slug, ver in sorted(versions))


def _parts(key: str) -> tuple[str, list[tuple[str, str]]]:
    """A flag key's kind and its (slug, version) pairs (:func:`flag_key`)."""
    kind, _, rest = key.partition(":")
    return kind, [(slug, ver) for slug, _, ver in (p.rpartition("@") for p in rest.split("|"))]


def follow(store: Store, moved: Mapping[str, str]) -> None:
    """The flag keys of the state naming a memory renamed by hand (``moved``: old slug → new, the file's bytes
    the same) made to name it by its new slug, as the next cycle keys a flag about it (:func:`flag_key`): a
    settled flag stays settled, a pending one keeps its item. Called by the index's sync that finds the
    rename, with ``ReviewQueue.follow`` (``StoreEngine.drop_copies``), under the store's write lock
    (:func:`changing`)."""
    path = safe_child(store.workshop(FOLDER, create=False), "state.json")
    if not moved or not path.is_file():
        return
    with changing(store) as state:
        keys = {}
        for key, item in state.review_ids.items():
            kind, parts = _parts(key)
            if any(slug in moved for slug, _ in parts):
                key = flag_key(kind, ((moved.get(slug, slug), ver) for slug, ver in parts))
            keys[key] = item
        state.review_ids = keys


def prune_ids(
    state: State, pending: Collection[str], versions: Mapping[str, Collection[str]],
    as_read: Callable[[str], bool] = lambda slug: True,
) -> int:  # fmt: skip
    """Drop from ``state.review_ids`` each flag key no cycle can find again — one that names a memory as it no
    longer is (``versions``: each memory's versions as keys name them, its hash prefix and its date; a
    memory changed or forgotten since) — unless its item is still ``pending``. A key about the memories
    as they are stays, settled or not: that is what keeps a settled flag settled once its item is pruned.
    So the map holds the flags about the store as it is, not every flag ever queued. ``as_read``: whether a
    memory is as ``versions`` read it (a gone one is); a key naming one that is not — renamed by hand to its
    name since it was read, the key following it there (:func:`follow`) — is left for a cycle that reads
    it. How many went."""

    def live(key: str) -> bool:
        return all(slug and ver in versions.get(slug, ()) for slug, ver in _parts(key)[1])

    def judged(key: str) -> bool:
        return all(as_read(slug) for slug, _ in _parts(key)[1])

    stale = [k for k, item in state.review_ids.items() if item not in pending and not live(k) and judged(k)]
    for key in stale:
        del state.review_ids[key]
    return len(stale)


def load_state(store: Store) -> State:
    path = safe_child(store.workshop(FOLDER, create=False), "state.json")
    try:
        return State.model_validate_json(read_regular_text(path))
    except (FileNotFoundError, ValueError, ValidationError):
        return State()


def _save(store: Store, state: State) -> None:
    atomic_write(safe_child(store.workshop(FOLDER), "state.json"), state.model_dump_json(indent=1))


@contextmanager
def changing(store: Store) -> Iterator[State]:
    """The state as it is now, for the caller to change, then written back (atomically) if it changed: the
    one way it is written, the store's write lock held by the caller over all three steps, so no change
    is lost to a writer's copy read before it (a cycle's, loaded at its start, over a rename's keys). An
    error inside writes nothing."""
    state = load_state(store)
    before = state.model_dump()
    yield state
    if state.model_dump() != before:
        _save(store, state)


def stamp(state: State, proposal: str | None, outcome: str) -> None:
    state.last_run = dt.datetime.now(dt.UTC).isoformat(timespec="seconds")
    state.last_run_ns = time.time_ns()
    state.last_proposal, state.last_outcome = proposal, outcome


def check(store: Store, state: State, config: EvolveConfig) -> tuple[bool, str, dict[str, Any]]:
    """(fires, why, the measures) — any one threshold fires it."""
    files, _ = store.scan()
    pending = len(ReviewQueue(store).list())
    changed = sum(1 for st in files.values() if st.mtime_ns > state.last_run_ns)
    measures: dict[str, Any] = {"memories": len(files), "new_or_changed": changed, "review_backlog": pending}
    reasons = []
    if state.last_run is None:
        reasons.append("never consolidated")
    else:
        days = (dt.datetime.now(dt.UTC) - dt.datetime.fromisoformat(state.last_run)).total_seconds() / 86400
        measures["days_since"] = round(days, 2)
        if days >= config.interval_days:
            reasons.append(f"{days:.1f} days since the last cycle (≥ {config.interval_days:g})")
    if state.last_run is not None and changed >= config.new_entries:
        reasons.append(f"{changed} memories new or changed since (≥ {config.new_entries})")
    if pending >= config.review_backlog:
        reasons.append(f"{pending} review items pending (≥ {config.review_backlog})")
    if len(files) < 2:
        return False, f"nothing to consolidate ({len(files)} memories)", measures
    if not reasons:
        return False, "trigger not reached: " + json.dumps(measures), measures
    return True, "; ".join(reasons), measures
