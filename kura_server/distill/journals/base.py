"""What every journal adapter shares: turns, spans, positions, and the append-only line driver.

A journal adapter turns one host's native log into clean :class:`Turn` s, each classed by provenance
(SPEC §4 *sip*): ``USER`` — the person's own words; ``TOOL`` — output of a tool or command the agent
read; ``ACT`` — the result of an action that changed something (rule in :mod:`.acts`); ``SELF`` — the
assistant's own words. Text leaves this layer **redacted** (``write.redact``): no model and no
transcript reader ever sees a secret from a journal.

Positions are per adapter (SPEC §1): **byte offsets** for append-only files, **sequence numbers**
(messages consumed) for files that are rewritten whole. A :class:`Position` also carries the index of
the next turn and the tool calls still waiting for their result, so a read that resumes mid-journal
classes a result whose call it did not see.

Append-only reads (:class:`LineAdapter`) consume complete lines only: a last line without its newline
(a writer mid-write) is left for the next read, as is a turn still being written (streamed parts,
an open paragraph) — unless the caller says the journal is ``final`` (its writer is done).
Malformed lines are skipped and counted, never fatal.
"""

from __future__ import annotations

import datetime as dt
import json
from abc import ABC, abstractmethod
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any, ClassVar, Literal

from pydantic import BaseModel, ConfigDict, Field

from ...errors import KuraError, invalid, not_found
from ...store.paths import open_regular
from ...write.redact import redact
from .acts import Kind, classify_call

Unit = Literal["byte", "seq"]
Role = Literal["user", "assistant", "tool"]
Cls = Literal["USER", "TOOL", "ACT", "SELF"]
Calls = dict[str, tuple[str, Kind]]  # open tool calls: call id → (tool name, class of its result)
ROLE_OF: dict[str, Role] = {"USER": "user", "SELF": "assistant", "TOOL": "tool", "ACT": "tool"}

MAX_OPEN_CALLS = 256  # tool calls remembered across reads while their results are pending

# Text in the user channel that the harness wrote, not the person: it is TOOL, never USER.
HARNESS_PREFIXES = (
    "<environment_context>",
    "<user_instructions>",
    "<system-reminder>",
    "<command-name>",
    "<command-message>",
    "<command-args>",
    "<local-command-stdout>",
    "<local-command-stderr>",
    "<local-command-caveat>",
    "<user-prompt-submit-hook>",
    "<turn_aborted>",
    "<INSTRUCTIONS>",
    "# AGENTS.md instructions",
    "[Request interrupted by user",
)


class Span(BaseModel):
    """The units a turn came from: ``[start, end)`` bytes, or ``[seq, seq + 1)`` messages."""

    model_config = ConfigDict(frozen=True)

    unit: Unit
    start: int = Field(ge=0)
    end: int = Field(ge=0)


class Position(BaseModel):
    """Where a read stopped: resume from here (the watermark of a journal is one of these)."""

    model_config = ConfigDict(frozen=True)

    unit: Unit
    value: int = Field(0, ge=0)
    turns: int = Field(0, ge=0)  # index of the next turn
    calls: Calls = Field(default_factory=dict)


class Turn(BaseModel):
    """One clean, classed, redacted segment of a journal."""

    model_config = ConfigDict(frozen=True)

    index: int
    role: Role
    cls: Cls
    text: str
    at: dt.datetime | None = None
    span: Span
    tool: str | None = None  # the tool whose result this is (TOOL/ACT)
    source: str | None = None  # where the journal says the text came from (evidence lines)
    redacted: tuple[str, ...] = ()  # kinds of secrets masked in ``text``


@dataclass(frozen=True)
class ReadResult:
    """Turns read, where to resume, and what was skipped. Unpacks as ``turns, position``."""

    turns: tuple[Turn, ...]
    position: Position
    malformed: int = 0  # lines (or items) skipped because they could not be read
    held: int = 0  # units left unconsumed because they are still being written

    def __iter__(self) -> Iterator[Any]:
        return iter((self.turns, self.position))


@dataclass
class Draft:
    """A turn before it is numbered and redacted."""

    cls: Cls
    text: str
    span: Span
    at: dt.datetime | None = None
    tool: str | None = None
    source: str | None = None


@dataclass(frozen=True)
class Hold:
    """A turn still being written: the read stops at ``start`` and resumes with these open calls."""

    start: int
    calls: Calls


# --------------------------------------------------------------------------------------------------
# Helpers shared by the formats
# --------------------------------------------------------------------------------------------------


def parse_at(value: Any) -> dt.datetime | None:
    """A timestamp from ISO text or epoch seconds/milliseconds; ``None`` when absent or unreadable."""
    if isinstance(value, bool) or value is None:
        return None
    try:
        if isinstance(value, int | float):
            seconds = value / 1000 if value > 1e11 else value
            return dt.datetime.fromtimestamp(seconds, tz=dt.UTC)
        if isinstance(value, str) and value:
            parsed = dt.datetime.fromisoformat(value.replace("Z", "+00:00"))
            return parsed if parsed.tzinfo else parsed.replace(tzinfo=dt.UTC)
    except (ValueError, OverflowError, OSError):
        return None
    return None


def flatten(content: Any) -> str:
    """The text of a message's content: a string, or the text parts of a list of parts."""
    if isinstance(content, str):
        return content
    if isinstance(content, dict):
        content = [content]
    if not isinstance(content, list):
        return ""
    texts = []
    for part in content:
        if isinstance(part, str):
            texts.append(part)
        elif isinstance(part, dict) and part.get("type", "text") in ("text", "input_text", "output_text"):
            text = part.get("text")
            if isinstance(text, str):
                texts.append(text)
    return "\n".join(texts)


def user_cls(text: str) -> Cls:
    """``USER`` for the person's words; ``TOOL`` for text the harness put in the user channel."""
    return "TOOL" if text.lstrip().startswith(HARNESS_PREFIXES) else "USER"


def decode_args(args: Any) -> Any:
    """Tool arguments as a value: JSON text is parsed, anything else is passed through."""
    if isinstance(args, str):
        try:
            return json.loads(args)
        except ValueError:
            return args
    return args


class CallBook:
    """Tool calls waiting for their result: the call fixes the result's class (ACT or TOOL)."""

    def __init__(self, calls: Calls | None = None) -> None:
        self._calls: Calls = dict(calls or {})

    def open(self, call_id: Any, name: Any, args: Any) -> None:
        if not isinstance(call_id, str) or not call_id:
            return
        tool = name if isinstance(name, str) else ""
        self._calls[call_id] = (tool, classify_call(tool, decode_args(args)))
        while len(self._calls) > MAX_OPEN_CALLS:
            del self._calls[next(iter(self._calls))]

    def close(self, call_id: Any, *, error: bool = False, name: Any = None) -> tuple[str | None, Cls]:
        """The tool name and class of a result; an unknown call is a ``TOOL`` named ``name``."""
        found = self._calls.pop(call_id, None) if isinstance(call_id, str) else None
        if found is None:
            tool = name if isinstance(name, str) and name else None
            return tool, classify_call(tool, None, error=error)
        tool, kind = found
        return tool or None, "TOOL" if error else kind

    def snapshot(self) -> Calls:
        return dict(self._calls)


def number(drafts: list[Draft], first: int) -> tuple[Turn, ...]:
    """Redact and number drafts; drafts with no text left are dropped."""
    turns: list[Turn] = []
    for draft in drafts:
        text = draft.text.strip()
        if not text:
            continue
        red = redact(text)
        turns.append(
            Turn(
                index=first + len(turns),
                role=ROLE_OF[draft.cls],
                cls=draft.cls,
                text=red.text,
                at=draft.at,
                span=draft.span,
                tool=draft.tool,
                source=draft.source,
                redacted=red.kinds,
            )
        )
    return tuple(turns)


# --------------------------------------------------------------------------------------------------
# Adapters
# --------------------------------------------------------------------------------------------------


class Adapter(ABC):
    """One journal format: ``read(path, since)`` → turns and the position to resume from."""

    name: ClassVar[str]
    unit: ClassVar[Unit]

    @abstractmethod
    def read(
        self, path: Path, since: Position | None = None, *, until: int | None = None, final: bool = False
    ) -> ReadResult:
        """Turns after ``since`` (at most up to unit ``until``); ``final``: the writer is done."""

    @abstractmethod
    def extent(self, path: Path) -> int:
        """The journal's current size in this adapter's unit (a cheap "anything new?" check)."""

    def start(self, since: Position | None) -> Position:
        if since is None:
            return Position(unit=self.unit)
        if since.unit != self.unit:
            raise invalid(f"a {since.unit} position cannot resume a {self.name} journal (it counts {self.unit}s)")
        return since


def read_bytes(path: Path, start: int, until: int | None) -> tuple[bytes, int]:
    """``path[start:until]`` and the file's size; a journal shorter than ``start`` was rewritten."""
    try:
        with open_regular(path) as f:
            size = f.seek(0, 2)
            if start > size:
                raise KuraError(
                    "journal_rewritten",
                    f"journal {path} is shorter ({size} bytes) than its position ({start}): it was truncated or "
                    "replaced, and append-only journals only grow",
                    status=409,
                )
            stop = size if until is None else max(start, min(until, size))
            f.seek(start)
            return f.read(stop - start), size
    except FileNotFoundError:
        raise not_found("journal", f"journal {path} does not exist") from None


class LineParser(ABC):
    """Turns one line at a time into drafts; subclasses keep what a format needs between lines."""

    def __init__(self, calls: Calls) -> None:
        self.book = CallBook(calls)
        self.drafts: list[Draft] = []
        self.malformed = 0
        self.hold: Hold | None = None

    @abstractmethod
    def line(self, raw: bytes, span: Span) -> None:
        """Read one complete line (its newline included) found at ``span``."""

    def finish(self) -> None:  # noqa: B027 - a hook: most formats hold nothing open
        """The writer is done: close whatever is still open."""

    def emit(self, cls: Cls, text: str, span: Span, at: dt.datetime | None = None, **extra: Any) -> None:
        self.drafts.append(Draft(cls, text, span, at, **extra))

    def emit_user(self, text: str, span: Span, at: dt.datetime | None = None) -> None:
        self.emit(user_cls(text), text, span, at)

    def emit_result(
        self, call_id: Any, text: str, span: Span, at: dt.datetime | None, *, error: bool = False, name: Any = None
    ) -> None:
        tool, cls = self.book.close(call_id, error=error, name=name)
        self.emit(cls, text, span, at, tool=tool)


class JsonLineParser(LineParser):
    """A JSONL format: one object per line; blank lines are skipped, anything else unreadable counted."""

    def line(self, raw: bytes, span: Span) -> None:
        if not raw.strip():
            return
        try:
            record = json.loads(raw.decode("utf-8"))
        except (UnicodeDecodeError, ValueError):
            self.malformed += 1
            return
        self.item(record, span)

    def item(self, record: Any, span: Span) -> None:
        """Read one decoded record; one that is not an object or not of the expected shape is counted."""
        if not isinstance(record, dict):
            self.malformed += 1
            return
        try:
            self.record(record, span)
        except (KeyError, TypeError, ValueError, AttributeError):
            self.malformed += 1

    @abstractmethod
    def record(self, record: dict[str, Any], span: Span) -> None:
        """Read one JSON object; a ``KeyError``/``TypeError``/``ValueError`` marks it malformed."""


class LineAdapter(Adapter):
    """An append-only journal read line by line, positioned in bytes."""

    unit: ClassVar[Unit] = "byte"

    @abstractmethod
    def parser(self, path: Path, calls: Calls) -> LineParser:
        """A fresh parser for one read of ``path``."""

    def extent(self, path: Path) -> int:
        try:
            return path.stat().st_size
        except FileNotFoundError:
            raise not_found("journal", f"journal {path} does not exist") from None

    def read(
        self, path: Path, since: Position | None = None, *, until: int | None = None, final: bool = False
    ) -> ReadResult:
        pos = self.start(since)
        data, size = read_bytes(path, pos.value, until)
        lines, consumed = split_lines(data, pos.value)
        at_end = pos.value + len(data) == size
        if final and at_end and consumed < size:  # the writer is done: a last line without "\n" is whole
            lines.append((data[consumed - pos.value :], Span(unit="byte", start=consumed, end=size)))
            consumed = size
        parser = self.parser(path, pos.calls)
        for raw, span in lines:
            parser.line(raw, span)
        if final and at_end:
            parser.finish()
        hold = parser.hold
        end = hold.start if hold else consumed
        turns = number(parser.drafts, pos.turns)
        position = Position(
            unit="byte",
            value=end,
            turns=pos.turns + len(turns),
            calls=hold.calls if hold else parser.book.snapshot(),
        )
        return ReadResult(turns, position, parser.malformed, held=pos.value + len(data) - end)


def split_lines(data: bytes, offset: int) -> tuple[list[tuple[bytes, Span]], int]:
    """Complete lines of ``data`` (which starts at byte ``offset``) with their spans, and where they end."""
    lines: list[tuple[bytes, Span]] = []
    start = 0
    while (nl := data.find(b"\n", start)) != -1:
        lines.append((data[start : nl + 1], Span(unit="byte", start=offset + start, end=offset + nl + 1)))
        start = nl + 1
    return lines, offset + start
