"""The derived index: SQLite (FTS5 + sqlite-vec + sparse terms), rebuildable from the markdown."""

from .db import connect, sqlite_module, transaction
from .index import SCHEMA_VERSION, Index, IndexedState, Row, fts_query

__all__ = [
    "SCHEMA_VERSION",
    "Index",
    "IndexedState",
    "Row",
    "connect",
    "fts_query",
    "sqlite_module",
    "transaction",
]
