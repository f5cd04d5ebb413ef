"""An on-disk cache of model replies: a re-run of the same batch costs no tokens.

One JSON file per key under a directory the caller owns (a store's ``_cache/models/``), written
atomically. The key hashes everything that shapes the reply: model, dialect, the exact messages
(charter included), JSON mode, temperature, max_tokens and reasoning effort. Failed calls are never
cached. A file that cannot be read is a miss, and is overwritten by the next reply.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from .. import jsontext
from ..settings import ModelProfile
from ..store.paths import atomic_write, read_regular_text, safe_child


def cache_key(profile: ModelProfile, messages: Sequence[Mapping[str, str]], json_mode: bool) -> str:
    """The hex sha256 of what determines a reply."""
    shape = {
        "model": profile.model,
        "dialect": profile.dialect,
        "messages": [dict(m) for m in messages],
        "json_mode": json_mode,
        "temperature": profile.temperature,
        "max_tokens": profile.max_tokens,
        "reasoning_effort": profile.reasoning_effort,
    }
    blob = json.dumps(shape, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    return hashlib.sha256(blob.encode("utf-8")).hexdigest()


class ResponseCache:
    """Replies stored as ``<directory>/<key>.json``."""

    def __init__(self, directory: Path) -> None:
        self.directory = directory

    def get(self, key: str) -> dict[str, Any] | None:
        try:
            entry = jsontext.loads(read_regular_text(safe_child(self.directory, f"{key}.json")))
        except (OSError, ValueError):
            return None
        return entry if isinstance(entry, dict) and isinstance(entry.get("text"), str) else None

    def put(self, key: str, entry: Mapping[str, Any]) -> None:
        atomic_write(safe_child(self.directory, f"{key}.json"), json.dumps(entry, ensure_ascii=False, indent=1))
