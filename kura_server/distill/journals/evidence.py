"""Evidence JSONL: lines already classed, append-only, bytes.

``{"class": "USER" | "TOOL" | "ACT" | "SELF", "text": "...", "source"?: "...", "at"?: ..., "tool"?: "..."}``
— the format a host (or a person) writes when it knows the provenance itself, and the one kura's
tests and benchmarks plant facts in. The class is taken as written (case-insensitive); the role
follows from it. A line with another class, or without text, is malformed.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, cast, get_args

from .base import Calls, Cls, JsonLineParser, LineAdapter, LineParser, Span, parse_at

_CLASSES = frozenset(get_args(Cls))


class _Parser(JsonLineParser):
    def record(self, record: dict[str, Any], span: Span) -> None:
        cls = str(record["class"]).upper()
        text = record["text"]
        if cls not in _CLASSES or not isinstance(text, str):
            raise ValueError("an evidence line needs a class USER|TOOL|ACT|SELF and a text")
        source, tool = record.get("source"), record.get("tool")
        at = parse_at(record.get("at", record.get("timestamp")))
        self.emit(
            cast(Cls, cls),
            text,
            span,
            at,
            source=source if isinstance(source, str) else None,
            tool=tool if isinstance(tool, str) else None,
        )


class EvidenceAdapter(LineAdapter):
    name = "evidence"

    def parser(self, path: Path, calls: Calls) -> LineParser:
        return _Parser(calls)
