"""The review queue: what a machine could not decide, kept until someone (or something) settles it.

Never silently dropped: each item is one JSON file in the store's ``_review`` folder, written
atomically, with the reason it is there.
"""

from __future__ import annotations

import datetime as dt
import json
import uuid
from typing import Any

from pydantic import BaseModel

from .store.paths import atomic_write, safe_child
from .store.store import Store


class ReviewItem(BaseModel):
    id: str
    kind: str  # e.g. low_confidence, conflict, invalid_model_output
    slug: str | None = None
    reason: str
    payload: dict[str, Any] = {}
    created: str


class ReviewQueue:
    def __init__(self, store: Store) -> None:
        self.store = store

    def add(self, kind: str, reason: str, *, slug: str | None = None, payload: dict[str, Any] | None = None) -> str:
        now = dt.datetime.now(dt.UTC)
        item = ReviewItem(
            id=f"{now:%Y%m%d%H%M%S}-{uuid.uuid4().hex[:8]}",
            kind=kind,
            slug=slug,
            reason=reason,
            payload=payload or {},
            created=now.isoformat(timespec="seconds"),
        )
        folder = self.store.workshop("_review")
        atomic_write(safe_child(folder, f"{item.id}.json"), item.model_dump_json(indent=2))
        return item.id

    def list(self) -> list[ReviewItem]:
        folder = self.store.root / "_review"
        if not folder.is_dir():
            return []
        items = [ReviewItem(**json.loads(p.read_text(encoding="utf-8"))) for p in sorted(folder.glob("*.json"))]
        return items
