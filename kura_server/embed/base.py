"""The Embedder interface: every embedding model kura can use sits behind it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol, runtime_checkable

import numpy as np


@dataclass(frozen=True)
class SparseVec:
    """A sparse vector: term ids and their weights (same length, no duplicates)."""

    ids: np.ndarray  # int64 or int32
    weights: np.ndarray  # float32


@runtime_checkable
class Embedder(Protocol):
    """Dense (and optionally sparse) text encoder.

    ``id`` names the model and its variant; together with ``dim`` it is recorded in the index, so a
    different embedder forces a rebuild instead of mixing vector spaces.
    Dense outputs are float32, L2-normalised, shape ``(n, dim)``.
    """

    id: str
    dim: int
    has_sparse: bool

    def query(self, texts: list[str]) -> np.ndarray:
        """Encode questions (query side of an asymmetric model)."""
        ...

    def passage(self, texts: list[str]) -> np.ndarray:
        """Encode stored memories (passage side)."""
        ...

    def sparse(self, texts: list[str], *, is_query: bool) -> list[SparseVec]:
        """Sparse term weights for each text. Only called when ``has_sparse`` is true."""
        ...
