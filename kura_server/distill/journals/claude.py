"""Claude Code session JSONL (``~/.claude/projects/<project>/<session-uuid>.jsonl``), append-only, bytes.

Shape (as written by Claude Code; undocumented, read defensively): one JSON object per line with
``type``. ``user`` and ``assistant`` lines carry ``message.content``, a string or a list of blocks:

* ``text`` — words: ``USER`` on a user line (``TOOL`` when it is harness text such as
  ``<command-name>`` or ``<local-command-stdout>``), ``SELF`` on an assistant line;
* ``tool_use`` (assistant) — no turn; remembers the call's name and input for its result;
* ``tool_result`` (user line, ``tool_use_id``, ``content`` string or text blocks, ``is_error``) — a
  ``tool`` turn, ``ACT`` or ``TOOL`` by the shared rule (:mod:`.acts`): ``Write``/``Edit``/
  ``MultiEdit``/``NotebookEdit`` and ``Bash`` running a mutating command are ``ACT``; ``Read``,
  ``Grep``, ``Glob``, ``WebFetch``, ``WebSearch``, ``Task``, ``TodoWrite``, read-only ``Bash`` and any
  error are ``TOOL``;
* ``thinking``, ``redacted_thinking``, ``image`` — skipped.

Skipped lines: every other ``type`` (``summary``, ``system``, ``file-history-snapshot``, ``progress``,
``queue-operation``…), lines marked ``isMeta`` or ``isApiErrorMessage``, and ``isCompactSummary``
(a model-written summary of earlier turns: not new material). On an ``isSidechain`` line (a sub-agent
run) the "user" text was written by the main agent, so it is ``SELF``, never ``USER``.
``timestamp`` (ISO) becomes the turn's ``at``.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from .base import Calls, JsonLineParser, LineAdapter, LineParser, Span, flatten, parse_at

_SKIP_FLAGS = ("isMeta", "isApiErrorMessage", "isCompactSummary")


class _Parser(JsonLineParser):
    def record(self, record: dict[str, Any], span: Span) -> None:
        kind = record.get("type")
        if kind not in ("user", "assistant") or any(record.get(flag) for flag in _SKIP_FLAGS):
            return
        content = record["message"]["content"]
        blocks = [{"type": "text", "text": content}] if isinstance(content, str) else content
        if not isinstance(blocks, list):
            raise TypeError("message.content is neither text nor a list of blocks")
        at = parse_at(record.get("timestamp"))
        agent_speaks = kind == "assistant" or bool(record.get("isSidechain"))
        for block in blocks:
            if not isinstance(block, dict):
                continue
            btype = block.get("type")
            if btype == "text" and isinstance(block.get("text"), str):
                if agent_speaks:
                    self.emit("SELF", block["text"], span, at)
                else:
                    self.emit_user(block["text"], span, at)
            elif btype == "tool_use":
                self.book.open(block.get("id"), block.get("name"), block.get("input"))
            elif btype == "tool_result":
                text = flatten(block.get("content"))
                self.emit_result(block.get("tool_use_id"), text, span, at, error=bool(block.get("is_error")))


class ClaudeCodeAdapter(LineAdapter):
    name = "claude"

    def parser(self, path: Path, calls: Calls) -> LineParser:
        return _Parser(calls)
