"""An embedder that remembers what it encoded: a benchmark sweep pays for each text once.

Wraps any :class:`~kura_server.embed.base.Embedder`. Within a run, a question asked under three
protocols is encoded once; with ``folder`` the encodings also survive the run (one pickle per side
and embedder id), so a second sweep over the same file costs no encoding at all.
"""

from __future__ import annotations

import hashlib
import pickle
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import numpy as np

from ..embed.base import Embedder, SparseVec

_SIDES = ("query", "passage", "sparse-query", "sparse-passage")


class CachedEmbedder:
    """The same interface as the wrapped embedder; texts already seen are answered from memory."""

    def __init__(self, inner: Embedder, folder: Path | None = None) -> None:
        self.inner = inner
        self.id = inner.id
        self.dim = inner.dim
        self.has_sparse = inner.has_sparse
        self.folder = folder
        self._memo: dict[str, dict[str, Any]] = {side: {} for side in _SIDES}
        self._dirty: set[str] = set()
        if folder is not None:
            for side in _SIDES:
                path = self._path(side)
                if path.exists():
                    self._memo[side] = pickle.loads(path.read_bytes())

    def _path(self, side: str) -> Path:
        assert self.folder is not None
        name = hashlib.sha256(self.id.encode()).hexdigest()[:12]
        return self.folder / f"{name}-{side}.pickle"

    def _get(self, side: str, texts: list[str], encode: Callable[[list[str]], Sequence[Any]]) -> list[Any]:
        memo = self._memo[side]
        missing = list(dict.fromkeys(t for t in texts if t not in memo))
        if missing:
            for text, value in zip(missing, encode(missing), strict=True):
                memo[text] = value
            self._dirty.add(side)
        return [memo[t] for t in texts]

    def query(self, texts: list[str]) -> np.ndarray:
        return np.stack(self._get("query", texts, lambda ts: list(self.inner.query(ts)))).astype(np.float32)

    def passage(self, texts: list[str]) -> np.ndarray:
        return np.stack(self._get("passage", texts, lambda ts: list(self.inner.passage(ts)))).astype(np.float32)

    def sparse(self, texts: list[str], *, is_query: bool) -> list[SparseVec]:
        side = "sparse-query" if is_query else "sparse-passage"
        return self._get(side, texts, lambda ts: self.inner.sparse(ts, is_query=is_query))

    def save(self) -> None:
        """Write the sides that learned new texts (no-op without a folder)."""
        if self.folder is None:
            return
        self.folder.mkdir(parents=True, exist_ok=True)
        for side in sorted(self._dirty):
            tmp = self._path(side).with_suffix(".tmp")
            tmp.write_bytes(pickle.dumps(self._memo[side], protocol=pickle.HIGHEST_PROTOCOL))
            tmp.replace(self._path(side))
        self._dirty.clear()
