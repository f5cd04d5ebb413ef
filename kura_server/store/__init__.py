"""The truth: markdown memories on disk, the MEMORY.md index lines, safe paths and atomic writes."""

from .memory import Memory, MemoryType, new_slug, parse_memory, render_memory
from .paths import atomic_write, safe_child, validate_slug
from .store import Store

__all__ = [
    "Memory",
    "MemoryType",
    "Store",
    "atomic_write",
    "new_slug",
    "parse_memory",
    "render_memory",
    "safe_child",
    "validate_slug",
]
