"""A store's job records: ``<store>/_jobs/state.json``, one entry per job.

Kept in the store, not in the daemon's memory, so ``kura jobs`` in another process (or after a
restart) shows what the daemon last did. Every change is a read-modify-write under a small file lock
and lands with an atomic rename: two processes recording at once lose nothing, a crash leaves the
old file whole.
"""

from __future__ import annotations

import json
import logging
from pathlib import Path
from typing import Any

from filelock import FileLock

from .. import jsontext
from ..store.paths import atomic_write, read_regular_text, safe_child

log = logging.getLogger("kura.scheduler")


class JobState:
    """The records of one store's jobs."""

    def __init__(self, folder: Path) -> None:
        self.path = safe_child(folder, "state.json")
        self._lock = FileLock(str(safe_child(folder, "state.lock")), thread_local=False)

    def read(self) -> dict[str, dict[str, Any]]:
        try:
            data = jsontext.loads(read_regular_text(self.path))
        except FileNotFoundError:
            return {}
        except (OSError, ValueError) as exc:  # a damaged record must not stop the jobs themselves
            log.warning("%s unreadable (%s); starting a fresh record", self.path, exc)
            return {}
        return data if isinstance(data, dict) else {}

    def update(self, job: str, **fields: Any) -> None:
        """Merge ``fields`` into ``job``'s entry."""
        with self._lock.acquire(timeout=10):
            data = self.read()
            known = data.get(job)
            entry: dict[str, Any] = known if isinstance(known, dict) else {}
            entry.update(fields)
            data[job] = entry
            atomic_write(self.path, json.dumps(data, indent=1, sort_keys=True, default=str))
