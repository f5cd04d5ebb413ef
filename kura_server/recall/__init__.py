"""Recall: hybrid retrieval (dense + sparse + FTS5, fused), the link walk, the rendered block."""
