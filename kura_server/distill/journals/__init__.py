"""Journal adapters: a host's native log → clean, classed, redacted turns, read incrementally.

``read_journal(path, since)`` detects the format (or takes ``adapter=``) and returns a
:class:`ReadResult` (``turns, position = ...``; ``.malformed``, ``.held``). The same adapters serve
distillation (from a store's watermark) and short-term transcript reads (from a caller's position).
"""

from __future__ import annotations

from pathlib import Path

from ...errors import invalid
from .base import Adapter, Cls, Position, ReadResult, Role, Span, Turn, Unit
from .claude import ClaudeCodeAdapter
from .codex import CodexAdapter
from .detect import detect
from .evidence import EvidenceAdapter
from .generic import GenericJsonAdapter, GenericJsonlAdapter
from .kimi import KimiWireAdapter
from .text import PlainTextAdapter

__all__ = [
    "ADAPTERS",
    "Adapter",
    "Cls",
    "Position",
    "ReadResult",
    "Role",
    "Span",
    "Turn",
    "Unit",
    "adapter_for",
    "detect",
    "read_journal",
]

ADAPTERS: dict[str, Adapter] = {
    a.name: a
    for a in (
        ClaudeCodeAdapter(),
        KimiWireAdapter(),
        CodexAdapter(),
        GenericJsonAdapter(),
        GenericJsonlAdapter(),
        PlainTextAdapter(),
        EvidenceAdapter(),
    )
}


def adapter_for(path: Path | str, name: str | None = None) -> Adapter:
    """The adapter called ``name``, or the one :func:`detect` picks for ``path``."""
    name = name or detect(path)
    if name not in ADAPTERS:
        raise invalid(f"unknown journal adapter {name!r}: use one of {', '.join(ADAPTERS)}")
    return ADAPTERS[name]


def read_journal(
    path: Path | str,
    since: Position | None = None,
    *,
    adapter: str | None = None,
    until: int | None = None,
    final: bool = False,
) -> ReadResult:
    """Turns of ``path`` after ``since`` (up to unit ``until``); ``final`` when its writer is done."""
    path = Path(path)
    return adapter_for(path, adapter).read(path, since, until=until, final=final)
