"""``MEMORY.md``'s last line after a crash in the middle of appending it: torn or whole, and its end.

A new memory's line is appended in place (``O_APPEND`` + fsync, :func:`.paths.append_bytes`) once its
file is durable, so a crash mid-append can leave the start of that line at the end of ``MEMORY.md``
with no newline: a prefix of the line (a killed process), or NUL bytes where the data had not reached
the disk (a power cut on some file systems). The memory files are the truth and a kura line is derived
from its memory (``Memory.index_line``): a torn line is finished from its memory's file — the newest
memory file that no whole line names, whose line begins with what is there. A last line without a
newline that begins no such line (a host's own text) is left as it is; NUL bytes never stay.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass


@dataclass(frozen=True)
class Tail:
    """The unterminated last line of ``MEMORY.md``: where it starts, and its bytes."""

    start: int
    data: bytes

    @property
    def kept(self) -> bytes:
        """The bytes before the first NUL: what a crash left that was really written."""
        return self.data.split(b"\0", 1)[0]


@dataclass(frozen=True)
class Repair:
    """Cut the file to ``keep`` bytes (dropping NUL bytes; the file's length when there are none), then
    append ``append`` (the rest of the line and its newline; empty: nothing to finish)."""

    keep: int
    append: bytes


def open_tail(raw: bytes) -> Tail | None:
    """The last line of ``raw`` when it has no newline (None: the file ends with one, or is empty)."""
    if not raw or raw.endswith(b"\n"):
        return None
    start = raw.rfind(b"\n") + 1
    return Tail(start, raw[start:])


def _kura_shaped(kept: bytes) -> bool:
    """Whether ``kept`` can be the start of a kura line (``- [``…)."""
    return kept.startswith(b"- [") or b"- [".startswith(kept)


def repair(tail: Tail, lines: Iterable[str]) -> Repair | None:
    """How to finish ``tail``: as the first of ``lines`` (the lines of the memories no whole line names,
    newest first) that begins with its bytes; None when there is nothing to do (a host's own last line)."""
    kept = tail.kept
    cut = tail.start + len(kept)
    if kept and _kura_shaped(kept):
        for line in lines:
            full = line.encode("utf-8")
            if full.startswith(kept):
                return Repair(cut, full[len(kept) :] + b"\n")
    if len(kept) < len(tail.data):  # NUL bytes: never text, always cut
        return Repair(cut, b"")
    return None
