"""Plain text journals, append-only, bytes. Two readings, chosen once per file from its head:

* **speaker lines** — when one of the first ten non-blank lines starts with a speaker prefix:
  ``User:``/``Human:`` → ``USER``, ``Assistant:``/``AI:``/``Agent:`` → ``SELF``, ``Tool:`` → ``TOOL``
  (plain text shows no call, so nothing is ``ACT``), ``System:`` → skipped. A prefixed line starts a
  turn; the lines after it (blank ones included) continue it; lines before the first prefix (a title)
  are skipped. A turn is complete when the next prefixed line begins.
* **paragraphs** — otherwise: each blank-line separated paragraph is one ``USER`` turn (a notes file
  kura is pointed at is the person's own writing). A paragraph is complete at the blank line after it.

The turn still open at the end of the file is held (not consumed) until it completes, or until the
read is ``final``. Undecodable bytes are replaced, not counted.
"""

from __future__ import annotations

import re
from pathlib import Path

from ...store.paths import open_regular
from .base import Calls, Cls, Hold, LineAdapter, LineParser, Span

_SPEAKER = re.compile(r"^(user|human|assistant|ai|agent|tool|system)\s*:[ \t]?(.*)$", re.IGNORECASE | re.DOTALL)
_CLASS_OF: dict[str, Cls | None] = {
    "user": "USER",
    "human": "USER",
    "assistant": "SELF",
    "ai": "SELF",
    "agent": "SELF",
    "tool": "TOOL",
    "system": None,
}
_HEAD_BYTES = 16384
_HEAD_LINES = 10


def speaker_mode(path: Path) -> bool:
    """Whether ``path`` is read as speaker lines (decided on its first ten non-blank lines)."""
    with open_regular(path) as f:
        head = f.read(_HEAD_BYTES).decode("utf-8", "replace")
    lines = [line for line in head.splitlines() if line.strip()][:_HEAD_LINES]
    return any(_SPEAKER.match(line) for line in lines)


class _Parser(LineParser):
    """Accumulates one turn at a time; ``speakers`` picks the reading."""

    def __init__(self, speakers: bool) -> None:
        super().__init__({})
        self._speakers = speakers
        self._cls: Cls | None = None
        self._lines: list[str] = []
        self._first: Span | None = None
        self._last: Span | None = None

    def line(self, raw: bytes, span: Span) -> None:
        text = raw.decode("utf-8", "replace").rstrip("\r\n")
        if self._speakers:
            match = _SPEAKER.match(text)
            if match:
                self._close()
                self._open(_CLASS_OF[match.group(1).lower()], match.group(2), span)
            elif self._first is not None:
                self._add(text, span)
        elif not text.strip():
            self._close()
        elif self._first is None:
            self._open("USER", text, span)
        else:
            self._add(text, span)

    def _open(self, cls: Cls | None, text: str, span: Span) -> None:
        self._cls, self._lines, self._first, self._last = cls, [text], span, span
        self.hold = Hold(span.start, {})

    def _add(self, text: str, span: Span) -> None:
        self._lines.append(text)
        self._last = span

    def _close(self) -> None:
        if self._first is not None and self._last is not None and self._cls is not None:
            self.emit(self._cls, "\n".join(self._lines), Span(unit="byte", start=self._first.start, end=self._last.end))
        self._cls, self._lines, self._first, self._last = None, [], None, None
        self.hold = None

    def finish(self) -> None:
        self._close()


class PlainTextAdapter(LineAdapter):
    name = "text"

    def parser(self, path: Path, calls: Calls) -> LineParser:
        return _Parser(speaker_mode(path))
