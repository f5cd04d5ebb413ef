"""Kimi Code ``wire.jsonl``: the agent's event log, append-only, bytes.

The seeds name the file (``memory_transcript_read`` recognises kimi-code's ``wire.jsonl`` by name and
reads it into user/assistant/tool turns) but do not define it; this reading follows the files the two
generations of the host write (undocumented, read defensively). The first line is a header
``{"type": "metadata", "protocol_version"}`` (skipped). Then either generation, line by line:

**Kimi Code** (``~/.kimi-code/sessions/<workdir>/<session>/agents/<agent>/wire.jsonl``), records
``{"type", "time", …}``:

* ``context.append_message`` — ``message.role`` ``user`` → ``USER`` when ``message.origin.kind`` is
  ``user`` (or absent), else ``TOOL`` (a task notification or side-channel text the harness injected);
  ``assistant`` → ``SELF``. ``message.content`` is a list of text parts;
* ``context.append_loop_event`` — ``event.type`` ``content.part`` with a ``text`` part streams the
  assistant's words (``think`` parts are skipped); ``tool.call`` (``toolCallId``, ``name``, ``args``)
  fixes the class of its ``tool.result`` (``toolCallId``, ``result.output``, ``result.isError``);
* ``turn.prompt`` is the request that starts a turn: its input is appended to the context as a
  ``context.append_message`` too, so it is skipped (reading both would say it twice); everything else
  (``step.*``, ``llm.*``, ``turn.ended``, ``config.*``…) is skipped.

**kimi-cli** (``~/.kimi/sessions/…/wire.jsonl``), records ``{"timestamp", "message": {"type",
"payload"}}``: ``TurnBegin``/``SteerInput`` ``user_input`` → ``USER``; ``ContentPart`` ``text`` streams
the assistant's words; ``ToolCall`` (``id``, ``function.name``, ``function.arguments``) fixes the class
of ``ToolResult`` (``tool_call_id``, ``return_value.output``/``is_error``); the rest is skipped
(``SubagentEvent`` too: a sub-agent's inner events).

Streamed text: consecutive text parts of one step are ONE ``SELF`` turn, closed by any other record.
A step still streaming at the end of the file is held (not consumed) until it closes, or until the
read is ``final``. ACT vs TOOL (:mod:`.acts`): ``WriteFile``/``StrReplaceFile`` are ``ACT``; ``Shell``
is ``ACT`` when its ``command`` mutates; ``ReadFile``, ``Glob``, ``Grep``, ``SearchWeb``,
``FetchURL``, ``SetTodoList``, ``Task`` and errors are ``TOOL``.
"""

from __future__ import annotations

import datetime as dt
from pathlib import Path
from typing import Any

from .base import Calls, Hold, JsonLineParser, LineAdapter, LineParser, Span, flatten, parse_at


class _Parser(JsonLineParser):
    def __init__(self, calls: Calls) -> None:
        super().__init__(calls)
        self._parts: list[str] = []
        self._group: Any = None  # the step the streamed parts belong to
        self._first: Span | None = None
        self._last: Span | None = None
        self._at: dt.datetime | None = None

    # -- streamed assistant text ---------------------------------------------------------------

    def _stream(self, text: str, group: Any, span: Span, at: dt.datetime | None) -> None:
        if self._first is not None and group != self._group:
            self._close()
        if self._first is None:
            self._first, self._group, self._at = span, group, at
            self.hold = Hold(span.start, self.book.snapshot())
        self._parts.append(text)
        self._last = span

    def _close(self) -> None:
        if self._first is not None and self._last is not None:
            span = Span(unit="byte", start=self._first.start, end=self._last.end)
            self.emit("SELF", "".join(self._parts), span, self._at)
        self._parts, self._group, self._first, self._last, self._at = [], None, None, None, None
        self.hold = None

    def finish(self) -> None:
        self._close()

    # -- records ---------------------------------------------------------------------------------

    def record(self, record: dict[str, Any], span: Span) -> None:
        message = record.get("message")
        if isinstance(message, dict) and "payload" in message:
            self._cli(message["type"], message["payload"], span, parse_at(record.get("timestamp")))
        else:
            self._code(record, span, parse_at(record.get("time")))

    def _code(self, record: dict[str, Any], span: Span, at: dt.datetime | None) -> None:
        kind = record.get("type")
        if kind == "context.append_loop_event":
            event = record["event"]
            etype = event.get("type")
            part = event.get("part") if etype == "content.part" else None
            if isinstance(part, dict) and part.get("type") == "think":
                return
            if isinstance(part, dict) and part.get("type") == "text" and isinstance(part.get("text"), str):
                self._stream(part["text"], event.get("stepUuid", event.get("turnId")), span, at)
                return
            self._close()
            if etype == "tool.call":
                self.book.open(event.get("toolCallId"), event.get("name"), event.get("args"))
            elif etype == "tool.result":
                result = event.get("result")
                if isinstance(result, dict):
                    output, error = result.get("output", result.get("content")), bool(result.get("isError"))
                else:
                    output, error = result, False
                self.emit_result(event.get("toolCallId"), flatten(output), span, at, error=error)
            return
        if kind in (None, "metadata"):
            return
        self._close()
        if kind == "context.append_message":
            message = record["message"]
            role, text = message.get("role"), flatten(message.get("content"))
            origin = message.get("origin")
            if role == "user":
                by_person = not isinstance(origin, dict) or origin.get("kind", "user") == "user"
                if by_person:
                    self.emit_user(text, span, at)
                else:
                    self.emit("TOOL", text, span, at)
            elif role == "assistant":
                self.emit("SELF", text, span, at)

    def _cli(self, kind: str, payload: dict[str, Any], span: Span, at: dt.datetime | None) -> None:
        if kind == "ContentPart":
            if payload.get("type") == "think":
                return
            if payload.get("type", "text") == "text" and isinstance(payload.get("text"), str):
                self._stream(payload["text"], None, span, at)
                return
        if kind == "ToolCallPart":  # streamed arguments of the call just opened
            return
        self._close()
        if kind in ("TurnBegin", "SteerInput"):
            self.emit_user(flatten(payload.get("user_input")), span, at)
        elif kind == "ToolCall":
            function = payload.get("function") or {}
            self.book.open(payload.get("id"), function.get("name"), function.get("arguments"))
        elif kind == "ToolResult":
            value = payload.get("return_value") or {}
            text = flatten(value.get("output")) or flatten(value.get("message"))
            self.emit_result(payload.get("tool_call_id"), text, span, at, error=bool(value.get("is_error")))


class KimiWireAdapter(LineAdapter):
    name = "kimi"

    def parser(self, path: Path, calls: Calls) -> LineParser:
        return _Parser(calls)
