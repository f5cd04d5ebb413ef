"""Generic chat messages: a ``[{role, content}]`` JSON file (rewritten: sequence numbers) or JSONL
(append-only: bytes), one message per item or line.

A message is ``{"role", "content", …}``:

* ``role``: ``user``/``human`` → ``USER`` (harness text → ``TOOL``); ``assistant``/``ai``/``model``/
  ``bot`` → ``SELF``; ``tool``/``function`` → a tool result; ``system``/``developer`` skipped; any
  other role (or none) is malformed;
* ``content``: a string or a list of parts — ``text``/``input_text``/``output_text`` parts are words
  (one turn per part), Anthropic-style ``tool_use`` parts open a call and ``tool_result`` parts
  (``tool_use_id``, ``is_error``) are results;
* OpenAI-style ``tool_calls`` (``id``, ``function.name``, ``function.arguments``) open calls; a tool
  message names its call by ``tool_call_id`` (or only its tool by ``name``); ``is_error`` marks a failure;
* a timestamp, when present, is read from ``at``, ``timestamp``, ``time`` or ``created_at``.

ACT vs TOOL: the shared rule of :mod:`.acts` on the call's name and arguments (``write_file``,
``edit``, ``apply_patch``, a mutating ``bash``/``shell`` command → ``ACT``; reads, searches, unknown
tools and errors → ``TOOL``). A JSON file may also be ``{"messages": [...]}``. The JSON file is
re-read whole (it is rewritten, so byte offsets would lie): its position counts messages, and calls
are recovered from the messages before the position. A JSON file that does not parse (a writer
mid-rewrite) reads as nothing, position unchanged, counted malformed once.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, ClassVar

from ... import jsontext
from ...errors import KuraError, not_found
from ...store.paths import read_regular
from .base import (
    Adapter,
    Calls,
    JsonLineParser,
    LineAdapter,
    LineParser,
    Position,
    ReadResult,
    Span,
    Unit,
    flatten,
    number,
    parse_at,
)

_ROLES: dict[str, str | None] = {
    "user": "user",
    "human": "user",
    "assistant": "assistant",
    "ai": "assistant",
    "model": "assistant",
    "bot": "assistant",
    "tool": "tool",
    "function": "tool",
    "system": None,
    "developer": None,
}
_TEXT_PARTS = ("text", "input_text", "output_text")


class _Parser(JsonLineParser):
    def record(self, record: dict[str, Any], span: Span) -> None:
        role = _ROLES[str(record["role"]).lower()]
        if role is None:
            return
        at = parse_at(next((record[k] for k in ("at", "timestamp", "time", "created_at") if k in record), None))
        content = record.get("content")
        if role == "tool":
            text, error, name = flatten(content), bool(record.get("is_error")), record.get("name")
            self.emit_result(record.get("tool_call_id"), text, span, at, error=error, name=name)
            return
        parts = [content] if isinstance(content, str) else content or []
        if not isinstance(parts, list):
            raise TypeError("content is neither text nor a list of parts")
        for part in parts:
            if isinstance(part, str):
                part = {"type": "text", "text": part}
            if not isinstance(part, dict):
                continue
            ptype = part.get("type", "text")
            if ptype in _TEXT_PARTS and isinstance(part.get("text"), str):
                if role == "user":
                    self.emit_user(part["text"], span, at)
                else:
                    self.emit("SELF", part["text"], span, at)
            elif ptype == "tool_use":
                self.book.open(part.get("id"), part.get("name"), part.get("input"))
            elif ptype == "tool_result":
                text = flatten(part.get("content"))
                self.emit_result(part.get("tool_use_id"), text, span, at, error=bool(part.get("is_error")))
        for call in record.get("tool_calls") or []:
            function = call.get("function") or {}
            self.book.open(call.get("id"), function.get("name"), function.get("arguments"))


class GenericJsonlAdapter(LineAdapter):
    name = "jsonl"

    def parser(self, path: Path, calls: Calls) -> LineParser:
        return _Parser(calls)


class GenericJsonAdapter(Adapter):
    name = "json"
    unit: ClassVar[Unit] = "seq"

    def _messages(self, path: Path) -> list[Any] | None:
        try:
            data = jsontext.loads(read_regular(path))
        except FileNotFoundError:
            raise not_found("journal", f"journal {path} does not exist") from None
        except ValueError:  # not JSON (yet): a writer mid-rewrite, not this format, too deep (jsontext)
            return None
        if isinstance(data, dict):
            data = data.get("messages")
        return data if isinstance(data, list) else None

    def extent(self, path: Path) -> int:
        return len(self._messages(path) or [])

    def read(
        self, path: Path, since: Position | None = None, *, until: int | None = None, final: bool = False
    ) -> ReadResult:
        pos = self.start(since)
        messages = self._messages(path)
        if messages is None:
            return ReadResult((), pos, malformed=1)
        if pos.value > len(messages):
            raise KuraError(
                "journal_rewritten",
                f"journal {path} holds {len(messages)} messages, fewer than its position ({pos.value}): it was "
                "replaced by a shorter history",
                status=409,
            )
        stop = len(messages) if until is None else max(pos.value, min(until, len(messages)))
        parser = _Parser({})
        for seq, message in enumerate(messages[: pos.value]):  # recover the calls still open at the position
            parser.item(message, Span(unit="seq", start=seq, end=seq + 1))
        parser.drafts.clear()
        parser.malformed = 0
        for seq in range(pos.value, stop):
            parser.item(messages[seq], Span(unit="seq", start=seq, end=seq + 1))
        turns = number(parser.drafts, pos.turns)
        position = Position(unit="seq", value=stop, turns=pos.turns + len(turns))
        return ReadResult(turns, position, parser.malformed)
