"""Which adapter reads a journal: by content first (a copied file keeps its shape, not its path),
then by name (an empty or undecided file)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from ... import jsontext
from ...errors import KuraError
from ...store.paths import open_regular
from .claude import ClaudeCodeAdapter
from .codex import CodexAdapter
from .evidence import EvidenceAdapter
from .generic import GenericJsonAdapter, GenericJsonlAdapter
from .kimi import KimiWireAdapter
from .text import PlainTextAdapter

_HEAD_BYTES = 65536
_HEAD_LINES = 20
_CODEX_TYPES = frozenset({"session_meta", "response_item", "event_msg", "turn_context", "compacted"})
_CLAUDE_META = frozenset({"summary", "file-history-snapshot", "queue-operation"})


def detect(path: Path | str) -> str:
    """The name of the adapter for ``path``; ``journal_format_unknown`` when neither content nor name tells."""
    path = Path(path)
    name = _by_content(path) or _by_name(path)
    if name is None:
        raise KuraError(
            "journal_format_unknown",
            f"cannot tell the format of journal {path}: name the adapter (claude, kimi, codex, json, jsonl, "
            "text, evidence)",
            status=400,
        )
    return name


def _by_content(path: Path) -> str | None:
    try:
        with open_regular(path) as f:
            head = f.read(_HEAD_BYTES)
    except (FileNotFoundError, IsADirectoryError):
        return None
    text = head.decode("utf-8", "replace").lstrip("\ufeff \t\r\n")
    if not text:
        return None
    if text.startswith("["):
        return GenericJsonAdapter.name
    if not text.startswith("{"):
        return PlainTextAdapter.name
    complete = [line for line in text.split("\n")[:-1] if line.strip()][:_HEAD_LINES]
    objects = 0
    for line in complete or [text]:
        try:
            record = jsontext.loads(line)
        except ValueError:
            continue
        objects += isinstance(record, dict)
        found = _kind(record) if isinstance(record, dict) else None
        if found:
            return found
    if complete and not objects:  # lines that are not objects: one JSON document over several lines
        return GenericJsonAdapter.name
    return None


def _kind(record: dict[str, Any]) -> str | None:
    kind = record.get("type")
    message = record.get("message")
    if (kind == "metadata" and "protocol_version" in record) or (
        isinstance(message, dict) and "payload" in message and "type" in message
    ):
        return KimiWireAdapter.name
    if isinstance(kind, str) and kind.startswith(("context.", "turn.")):
        return KimiWireAdapter.name
    if (kind in _CODEX_TYPES and "payload" in record) or "record_type" in record:
        return CodexAdapter.name
    if (kind in ("user", "assistant") and isinstance(message, dict)) or kind in _CLAUDE_META:
        return ClaudeCodeAdapter.name
    if "sessionId" in record and "uuid" in record:
        return ClaudeCodeAdapter.name
    if "class" in record and "text" in record:
        return EvidenceAdapter.name
    if "messages" in record:
        return GenericJsonAdapter.name
    if "role" in record:
        return GenericJsonlAdapter.name
    return None


def _by_name(path: Path) -> str | None:
    name = path.name.lower()
    parts = {p.lower() for p in path.parts}
    if name == "wire.jsonl":
        return KimiWireAdapter.name
    if name == "evidence.jsonl" or name.endswith(".evidence.jsonl"):
        return EvidenceAdapter.name
    if name.endswith(".jsonl") and (name.startswith("rollout-") or {".codex", "sessions"} <= parts):
        return CodexAdapter.name
    if name.endswith(".jsonl") and {".claude", "projects"} <= parts:
        return ClaudeCodeAdapter.name
    suffix = path.suffix.lower()
    if suffix == ".jsonl":
        return GenericJsonlAdapter.name
    if suffix == ".json":
        return GenericJsonAdapter.name
    if suffix in (".txt", ".md", ".log", ".text"):
        return PlainTextAdapter.name
    return None
