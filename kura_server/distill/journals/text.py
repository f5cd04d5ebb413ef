"""Plain text journals, append-only, bytes. Two readings, chosen per file from what it holds:

* **speaker lines** — when the file names both the person and the assistant in speaker labels, or
  labels start at least half of its paragraphs (two or more): ``User:``/``Human:`` → ``USER``,
  ``Assistant:``/``AI:``/``Agent:`` → ``SELF``, ``Tool:`` → ``TOOL`` (plain text shows no call, so
  nothing is ``ACT``), ``System:`` → skipped. A label is written as chat exports write it: bare
  (``User:``), in emphasis (``**User:**``, ``**User**:``), quoted (``> User:``) or as a heading
  (``## Assistant``; a heading or emphasis needs no colon). A labelled line starts a turn; the lines
  after it (blank ones included) continue it; lines before the first label (a title, a header of any
  length) are skipped. A turn is complete when the next labelled line begins.
* **paragraphs** — otherwise: each blank-line separated paragraph is one ``USER`` turn (a notes file
  kura is pointed at is the person's own writing), except what follows an assistant label: a line
  that starts with one starts a ``SELF`` turn that runs to the end of its paragraph (what the
  assistant said is never the person's, and one ``AI:`` line does not make a notes file a chat). A
  paragraph is complete at the blank line after it.

The reading is decided on the file's first ``_SCAN_BYTES`` (the whole of any chat export a person
keeps), so it is the same on every read of a file that grew past them. The turn still open at the end
of the file is held (not consumed) until it completes, or until the read is ``final``. Undecodable
bytes are replaced, not counted.
"""

from __future__ import annotations

import re
from pathlib import Path

from ...store.paths import open_regular
from .base import Calls, Cls, Hold, LineAdapter, LineParser, Span

# A speaker label at the start of a line: up to eight quote marks, a heading's hashes, emphasis, the
# speaker, emphasis, then ':' and the turn's first words, or nothing more (a heading or emphasis alone).
_SPEAKER = re.compile(
    r"(?:[ \t]{0,3}>[ \t]?){0,8}[ \t]{0,3}(?P<heading>\#{1,6}[ \t]{1,8})?(?P<em>[*_]{1,2})?"
    r"(?P<who>user|human|assistant|ai|agent|tool|system)[*_]{0,2}"
    r"(?:[ \t]{0,8}(?P<colon>:)[*_]{0,2}[ \t]?(?P<text>.*)|[ \t]{0,8}\#{0,6}[ \t]{0,8})",
    re.IGNORECASE | re.DOTALL,
)
_CLASS_OF: dict[str, Cls | None] = {
    "user": "USER",
    "human": "USER",
    "assistant": "SELF",
    "ai": "SELF",
    "agent": "SELF",
    "tool": "TOOL",
    "system": None,
}
_SCAN_BYTES = 1 << 20


def speaker(line: str) -> tuple[str, str] | None:
    """``(speaker, first words)`` when ``line`` starts a turn with a speaker label, else None."""
    m = _SPEAKER.fullmatch(line)
    if m is None or not (m.group("colon") or m.group("heading") or m.group("em")):
        return None
    return m.group("who").lower(), m.group("text") or ""


def speaker_mode(path: Path) -> bool:
    """Whether ``path`` is read as speaker lines: its first ``_SCAN_BYTES`` name both the person and the
    assistant in labels, or labels start at least half of their paragraphs (two or more)."""
    with open_regular(path) as f:
        head = f.read(_SCAN_BYTES).decode("utf-8", "replace")
    said: set[Cls | None] = set()
    paragraphs = labelled = 0
    fresh = True  # the next non-blank line starts a paragraph
    counted = False  # this paragraph has a label already
    for line in head.split("\n"):
        if not line.strip():
            fresh = True
            continue
        if fresh:
            paragraphs, fresh, counted = paragraphs + 1, False, False
        label = speaker(line.rstrip("\r"))
        if label is not None:
            said.add(_CLASS_OF[label[0]])
            labelled += not counted
            counted = True
    return {"USER", "SELF"} <= said or (labelled >= 2 and 2 * labelled >= paragraphs)


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
        label = speaker(text)
        if self._speakers:
            if label is not None:
                self._close()
                self._open(_CLASS_OF[label[0]], label[1], span)
            elif self._first is not None:
                self._add(text, span)
        elif not text.strip():
            self._close()
        elif label is not None and _CLASS_OF[label[0]] == "SELF":  # the assistant's, to the paragraph's end
            self._close()
            self._open("SELF", label[1], span)
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
