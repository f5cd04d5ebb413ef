"""A deterministic embedder for fast unit tests: hashed words and character trigrams.

It has no notion of meaning (no paraphrases, no other languages) but shares words the way a real
model would, so retrieval plumbing can be tested in milliseconds. Never used unless configured.
"""

from __future__ import annotations

import hashlib
import re

import numpy as np

from .base import SparseVec

_WORD = re.compile(r"\w+", re.UNICODE)


def _bucket(token: str, size: int) -> int:
    return int.from_bytes(hashlib.blake2b(token.encode(), digest_size=8).digest(), "little") % size


class HashEmbedder:
    id = "hash-v1"
    has_sparse = True

    def __init__(self, dim: int = 64) -> None:
        self.dim = dim

    def _one(self, text: str) -> np.ndarray:
        vec = np.zeros(self.dim, dtype=np.float32)
        words = [w.lower() for w in _WORD.findall(text)]
        for w in words:
            vec[_bucket("w:" + w, self.dim)] += 1.0
            padded = f"#{w}#"
            for i in range(len(padded) - 2):
                vec[_bucket("t:" + padded[i : i + 3], self.dim)] += 0.25
        norm = float(np.linalg.norm(vec))
        return vec / norm if norm else vec

    def query(self, texts: list[str]) -> np.ndarray:
        return np.stack([self._one(t) for t in texts]) if texts else np.zeros((0, self.dim), np.float32)

    passage = query

    def sparse(self, texts: list[str], *, is_query: bool) -> list[SparseVec]:
        out = []
        for text in texts:
            weights: dict[int, float] = {}
            for w in _WORD.findall(text.lower()):
                b = _bucket("s:" + w, 4096)
                weights[b] = weights.get(b, 0.0) + 1.0
            ids = np.fromiter(weights, dtype=np.int64, count=len(weights))
            out.append(SparseVec(ids=ids, weights=np.fromiter(weights.values(), np.float32, len(weights))))
        return out
