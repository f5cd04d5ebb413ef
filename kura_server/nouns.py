"""A count with its noun (``1 memory``, ``2 memories``): the one rule for every count kura says in words,
on the terminal, in an MCP tool's text, in a job's note or an evolve summary."""

from __future__ import annotations


def counted(n: int, one: str, many: str) -> str:
    """``n`` and the noun that goes with it: ``1 memory``, ``0 memories``, ``2 memories``."""
    return f"{n:,} {one if n == 1 else many}"


def memories(n: int) -> str:
    """``1 memory``, ``3 memories``."""
    return counted(n, "memory", "memories")
