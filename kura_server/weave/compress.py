"""Compressing an index line for the map's third layer: a model when one is given, else a mechanical trim.

A :class:`Compressor` gets a whole index line (``- [Title](slug.md) — trigger``) and a budget in
tokens for the trigger part, and returns a shorter line for the same memory. The scribe model
implements it in a later stage; :class:`CachedCompressor` wraps any compressor with an on-disk cache
keyed by the source line and the budget, so a steady-state re-weave asks the model nothing.
"""

from __future__ import annotations

import hashlib
from pathlib import Path
from typing import Protocol, runtime_checkable

from ..store.paths import atomic_write
from ..store.store import ENTRY
from .tokens import cut_to_tokens


@runtime_checkable
class Compressor(Protocol):
    """Shortens one index line; ``budget_tokens`` is what the trigger (the text after the dash) may take."""

    def compress(self, line: str, budget_tokens: int) -> str: ...


def trim_line(line: str, budget_tokens: int) -> str:
    """The mechanical trim: keep ``- [Title](slug.md) — ``, cut the trigger at a word boundary, mark it ``…``."""
    m = ENTRY.match(line)
    if m is None:
        return cut_to_tokens(line, budget_tokens)[0]
    trigger, _ = cut_to_tokens(m.group("trigger"), budget_tokens)
    return line[: m.start("trigger")] + trigger


class Mechanical:
    """The compressor used without a model: :func:`trim_line`. Deterministic and free."""

    name = "mechanical"

    def compress(self, line: str, budget_tokens: int) -> str:
        return trim_line(line, budget_tokens)


def compressor_name(compressor: Compressor) -> str:
    return str(getattr(compressor, "name", type(compressor).__name__))


class CachedCompressor:
    """``inner`` behind a directory of cached answers, one small file per (namespace, budget, line).

    ``namespace`` should name what produced the answers (e.g. the scribe model), so another model
    does not reuse them. Files are written atomically; a failed call caches nothing.
    """

    def __init__(self, inner: Compressor, directory: Path, namespace: str = "") -> None:
        self.inner = inner
        self.directory = directory
        self.namespace = namespace
        self.name = compressor_name(inner)
        self.hits = 0
        self.misses = 0

    def path_for(self, line: str, budget_tokens: int) -> Path:
        key = hashlib.sha256(f"{self.namespace}\0{budget_tokens}\0{line}".encode()).hexdigest()
        return self.directory / key[:2] / f"{key}.txt"

    def compress(self, line: str, budget_tokens: int) -> str:
        path = self.path_for(line, budget_tokens)
        try:
            cached = path.read_text(encoding="utf-8")
        except FileNotFoundError:
            pass
        else:
            self.hits += 1
            return cached
        self.misses += 1
        out = self.inner.compress(line, budget_tokens)
        atomic_write(path, out)
        return out
