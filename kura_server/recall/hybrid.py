"""Hybrid retrieval: dense (vec0 KNN) + sparse (the embedder's term weights) + FTS5 BM25, fused.

Split in two steps so a question is encoded once however many retrievers use it (the benchmarks
score each retriever alone from the same encoding): :func:`encode` then :func:`rank`.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from ..embed.base import Embedder, SparseVec
from ..index.index import Index

PATHS = ("dense", "sparse", "fts")


@dataclass
class Encoded:
    question: str
    dense: np.ndarray | None
    sparse: SparseVec | None


def _ms(start: float) -> float:
    return round((time.perf_counter() - start) * 1000, 3)


def encode(embedder: Embedder, question: str, paths: Sequence[str], timings: dict[str, float]) -> Encoded:
    dense = sparse = None
    if "dense" in paths:
        t = time.perf_counter()
        dense = embedder.query([question])[0]
        timings["embed_query"] = _ms(t)
    if "sparse" in paths and embedder.has_sparse:
        t = time.perf_counter()
        sparse = embedder.sparse([question], is_query=True)[0]
        timings["embed_sparse"] = _ms(t)
    return Encoded(question, dense, sparse)


def rank(
    index: Index, enc: Encoded, scopes: Sequence[str] | None, candidates: int, timings: dict[str, float]
) -> dict[str, list[int]]:
    """Each available retriever's ranked ids (best first)."""
    rankings: dict[str, list[int]] = {}
    if enc.dense is not None:
        t = time.perf_counter()
        rankings["dense"] = [rid for rid, _ in index.search_dense(enc.dense, candidates, scopes)]
        timings["dense"] = _ms(t)
    if enc.sparse is not None:
        t = time.perf_counter()
        rankings["sparse"] = [rid for rid, _ in index.search_sparse(enc.sparse, candidates, scopes)]
        timings["sparse"] = _ms(t)
    t = time.perf_counter()
    rankings["fts"] = [rid for rid, _ in index.search_fts(enc.question, candidates, scopes)]
    timings["fts"] = _ms(t)
    return rankings
