"""Working memory: the current task's state, per scope (SPEC §7).

``write`` replaces the whole state (redaction only — it is scratch, not memory, so no gate);
``read`` marks it ``stale`` when the caller's current turn is past the state's ``turn_watermark``;
``clear`` is idempotent. One JSON file per scope in the store's ``_wm`` folder, written atomically.
"""

from __future__ import annotations

import hashlib
import json

from pydantic import BaseModel, Field

from ..store.paths import atomic_write, safe_child
from ..store.store import Store
from ..write.redact import redact


class Todo(BaseModel):
    text: str = Field(min_length=1, max_length=2000)
    done: bool = False


class WorkingState(BaseModel):
    goal: str = Field("", max_length=4000)
    todos: list[Todo] = Field(default_factory=list, max_length=200)
    decisions: list[str] = Field(default_factory=list, max_length=200)
    variables: dict[str, str] = Field(default_factory=dict, max_length=200)
    notes: list[str] = Field(default_factory=list, max_length=200)
    turn_watermark: int = Field(0, ge=0, description="The turn this state was last brought up to date.")


def _file(scope: str) -> str:
    # Scopes contain ':' (repo:x); a digest keeps the file name plain whatever the scope says.
    return hashlib.sha256(scope.encode()).hexdigest()[:32] + ".json"


def write(store: Store, scope: str, state: WorkingState) -> tuple[WorkingState, list[str]]:
    """Replace the scope's state; every string is redacted first. Returns it and the kinds masked."""
    kinds: set[str] = set()

    def clean(text: str) -> str:
        red = redact(text)
        kinds.update(red.kinds)
        return red.text

    safe = WorkingState(
        goal=clean(state.goal),
        todos=[Todo(text=clean(t.text), done=t.done) for t in state.todos],
        decisions=[clean(d) for d in state.decisions],
        variables={clean(k): clean(v) for k, v in state.variables.items()},
        notes=[clean(n) for n in state.notes],
        turn_watermark=state.turn_watermark,
    )
    path = safe_child(store.workshop("_wm"), _file(scope))
    atomic_write(path, json.dumps({"scope": scope, "state": safe.model_dump()}, ensure_ascii=False, indent=1))
    return safe, sorted(kinds)


def read(store: Store, scope: str) -> WorkingState | None:
    path = store.root / "_wm" / _file(scope)
    if not path.is_file():
        return None
    return WorkingState.model_validate(json.loads(path.read_text(encoding="utf-8"))["state"])


def clear(store: Store, scope: str) -> bool:
    """Remove the scope's state; True when there was one."""
    path = store.root / "_wm" / _file(scope)
    try:
        path.unlink()
    except FileNotFoundError:
        return False
    return True
