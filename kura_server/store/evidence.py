"""Evidence manifests: ``<store>/_evidence/<sha256>.json``, content-addressed, named by a memory's
``evidence: sha256:<hex>`` (or by the ``evidence`` of a forget's audit line: why it was forgotten).

A manifest is written with the memory it backs (``write/pipeline.py``) and removed with the last memory
resting on it: by a forget, by the sync that finds a memory's file gone (a forget killed before it got
that far, a file deleted by hand), and by ``kura doctor --fix`` for one nothing names — no memory, no
audit line, no memory file a snapshot keeps (a rollback brings those back) — a killed write's, a replaced
memory's, one left by an older kura.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from pathlib import Path

from .base import MemoryStore
from .paths import open_regular, remove_file, safe_child

EVIDENCE = "_evidence"
PREFIX = "sha256:"
_HEX = frozenset("0123456789abcdef")
_NAMED = re.compile(rb"sha256:([0-9a-f]{64})")
_CHUNK = 1 << 20


def digest_of(evidence: str) -> str | None:
    """The hex name of the manifest ``sha256:<hex>``, or None when it is not one of kura's."""
    digest = evidence.removeprefix(PREFIX)
    return digest if len(digest) == 64 and set(digest) <= _HEX else None


def manifest_path(store: MemoryStore, evidence: str) -> Path | None:
    """Where the manifest ``evidence`` is (or would be), or None when the id is not one of kura's."""
    digest = digest_of(evidence)
    return None if digest is None else safe_child(store.workshop(EVIDENCE, create=False), f"{digest}.json")


def drop_manifest(store: MemoryStore, evidence: str) -> bool:
    """Delete the manifest ``evidence`` (no memory rests on it any more); True when it was there."""
    path = manifest_path(store, evidence)
    return path is not None and remove_file(path)


def manifests(store: MemoryStore) -> dict[str, Path]:
    """Every manifest in the store's ``_evidence/``: its id (``sha256:<hex>``) → its file."""
    folder = store.workshop(EVIDENCE, create=False)
    if not folder.is_dir():
        return {}
    found = {}
    for path in folder.iterdir():
        digest = path.name.removesuffix(".json")
        if path.name.endswith(".json") and digest_of(digest) is not None:
            found[PREFIX + digest] = path
    return found


def named_in(path: Path) -> set[str]:
    """Every manifest id written anywhere in the file ``path`` (a snapshot's archive of memory files: each
    one's ``evidence:``), read a chunk at a time."""
    found: set[str] = set()
    tail = b""
    with open_regular(path) as f:
        while chunk := f.read(_CHUNK):
            data = tail + chunk
            found.update(PREFIX + m.group(1).decode() for m in _NAMED.finditer(data))
            tail = data[-(len(PREFIX) + 63) :]  # an id the cut splits is whole in the next look
    return found


def orphans(store: MemoryStore, owned: Iterable[str | None]) -> dict[str, Path]:
    """The manifests none of ``owned`` (the ids the memories and the audit log name) is, by id."""
    named = set(owned)
    return {evidence: path for evidence, path in sorted(manifests(store).items()) if evidence not in named}
