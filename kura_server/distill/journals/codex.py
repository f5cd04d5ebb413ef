"""Codex CLI session JSONL (``~/.codex/sessions/YYYY/MM/DD/rollout-<time>-<uuid>.jsonl``), bytes.

Shape (written by Codex; undocumented, read defensively): ``{"timestamp", "type", "payload"}`` lines.
Only ``response_item`` lines are read (older rollouts wrote the items at top level, without the
envelope: those are read too). ``session_meta``, ``turn_context``, ``compacted`` and ``event_msg``
are skipped — ``event_msg`` repeats the user's and the agent's messages for the UI.

Items (``payload.type``):

* ``message`` — ``role`` ``user`` → ``USER`` (harness text such as ``<environment_context>``,
  ``<user_instructions>`` or ``# AGENTS.md instructions`` → ``TOOL``); ``assistant`` → ``SELF``;
  ``developer``/``system`` skipped. ``content`` is a list of ``input_text``/``output_text`` parts;
* ``function_call`` (``name``, ``arguments`` JSON text, ``call_id``), ``custom_tool_call``
  (``name``, ``input``) and ``local_shell_call`` (``action.command`` argv) — no turn; they fix the
  class of their result;
* ``function_call_output`` / ``custom_tool_call_output`` (``call_id``, ``output``) — a ``tool`` turn.
  ``output`` may be JSON text ``{"output", "metadata": {"exit_code"}}`` (unwrapped) or plain text
  ending in "Process exited with code N"; a non-zero exit is an error.

ACT vs TOOL (:mod:`.acts`): ``apply_patch`` is ``ACT``; ``shell``/``exec_command``/``local_shell``
are ``ACT`` when the command mutates (``git commit``, ``rm``, ``> file``…), else ``TOOL``;
``update_plan`` and errors are ``TOOL``. ``reasoning`` items are skipped (often encrypted).
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from ... import jsontext
from .acts import words
from .base import Calls, JsonLineParser, LineAdapter, LineParser, Span, flatten, parse_at

_ITEMS = words(
    "message function_call function_call_output custom_tool_call custom_tool_call_output local_shell_call reasoning"
)
_EXIT = re.compile(r"(?:Process exited with code|Exit code:?)\s*(-?\d+)")


def _output(value: Any) -> tuple[str, bool]:
    """The text of a call's output and whether it failed."""
    if isinstance(value, str):
        try:
            decoded = jsontext.loads(value)
        except ValueError:
            decoded = None
        if isinstance(decoded, dict) and isinstance(decoded.get("output"), str):
            code = (decoded.get("metadata") or {}).get("exit_code")
            return decoded["output"], isinstance(code, int) and code != 0
        match = _EXIT.search(value[:400])
        return value, bool(match and int(match.group(1)) != 0)
    if isinstance(value, dict):
        text = flatten(value.get("content", value.get("output")))
        return text, value.get("success") is False
    return flatten(value), False


class _Parser(JsonLineParser):
    def record(self, record: dict[str, Any], span: Span) -> None:
        kind = record.get("type")
        if kind == "response_item":
            item = record["payload"]
        elif kind in _ITEMS and "payload" not in record:
            item = record
        else:
            return
        at = parse_at(record.get("timestamp"))
        itype = item["type"]
        if itype == "message":
            role, text = item.get("role"), flatten(item.get("content"))
            if role == "user":
                self.emit_user(text, span, at)
            elif role == "assistant":
                self.emit("SELF", text, span, at)
        elif itype == "function_call":
            self.book.open(item.get("call_id"), item.get("name"), item.get("arguments"))
        elif itype == "custom_tool_call":
            self.book.open(item.get("call_id"), item.get("name"), item.get("input"))
        elif itype == "local_shell_call":
            self.book.open(item.get("call_id") or item.get("id"), "local_shell", (item.get("action") or {}))
        elif itype in ("function_call_output", "custom_tool_call_output"):
            text, error = _output(item.get("output"))
            self.emit_result(item.get("call_id"), text, span, at, error=error)


class CodexAdapter(LineAdapter):
    name = "codex"

    def parser(self, path: Path, calls: Calls) -> LineParser:
        return _Parser(calls)
