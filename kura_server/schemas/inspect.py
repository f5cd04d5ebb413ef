"""The reads a person looking into a store needs (the web UI): a memory's trail, the links graph,
seeds and tossed drafts. Output only."""

from __future__ import annotations

import datetime as dt
from typing import Any

from pydantic import Field

from .base import _Out


class LinkOut(_Out):
    slug: str
    dead: bool = Field(description="No memory has this slug.")


class MemoryTrail(_Out):
    store: str
    slug: str
    links_out: list[LinkOut] = Field(description="The memories this one links to with [[slug]], dead ones marked.")
    links_in: list[str] = Field(description="The memories that link to this one.")
    evidence_id: str | None = Field(None, description="The evidence manifest's id (sha256:<hex>).")
    evidence: dict[str, Any] | None = Field(
        None, description="The manifest: its quotes (class, text, where), journal, span, batch, reason; or kind manual."
    )
    audit: list[dict[str, Any]] = Field(description="The audit lines that name this memory, oldest first.")


class GraphNode(_Out):
    slug: str
    title: str
    type: str
    scope: str
    confidence: str
    tags: list[str]
    created: dt.date | None
    updated: dt.date | None
    retrieval_count: int
    links: list[str]


class GraphEdge(_Out):
    source: str
    target: str
    dead: bool


class GraphOut(_Out):
    store: str
    nodes: list[GraphNode]
    edges: list[GraphEdge]
    islands: list[str] = Field(description="Memories no other memory links to.")
    recalls_by_type: dict[str, int] = Field(description="Recall counts summed per memory type.")


class LogRecord(_Out):
    """One line of a workshop log as written (seeds, tossed drafts), with its time."""

    at: str = ""
    record: dict[str, Any]
