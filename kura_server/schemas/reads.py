"""Reads of a store: one memory, the list, doctor, stats, the stores, rebuild, tidy."""

from __future__ import annotations

import datetime as dt
from typing import Any

from pydantic import BaseModel, Field

from ..models.client import TokenUsage
from ..store.memory import FileProblem
from .base import _Out


class MemoryOut(_Out):
    slug: str
    title: str
    description: str
    type: str
    tags: list[str]
    scope: str
    confidence: str
    created: dt.date | None
    updated: dt.date | None
    valid_from: dt.date | None
    valid_to: dt.date | None
    evidence: str | None
    body: str
    links: list[str]
    retrieval_count: int


class MemorySummary(_Out):
    slug: str
    title: str
    description: str
    type: str
    scope: str
    confidence: str
    age: dt.date | None


class DeadLink(_Out):
    source: str
    target: str


class DriftOut(_Out):
    not_indexed: list[str]
    stale_in_index: list[str]
    orphan_rows: list[str]
    missing_lines: list[str]
    orphan_lines: list[str]
    duplicate_lines: list[str]
    foreign_files: list[str]


class PrefillSize(_Out):
    tokens: int = Field(description="Estimated tokens of the prefill block.")
    budget_tokens: int
    fits: bool


class DoctorReport(_Out):
    store: str
    path: str
    ok: bool = Field(description="True when files, MEMORY.md and the index agree and no link is dead.")
    memories: int
    by_type: dict[str, int]
    by_scope: dict[str, int]
    by_confidence: dict[str, int]
    dead_links: list[DeadLink]
    islands: list[str] = Field(description="Memories no other memory links to.")
    drift: DriftOut
    index_rows: int
    embedder: str
    prefill: PrefillSize
    fixed: list[str] = Field(default_factory=list, description="What --fix repaired.")
    warnings: list[str] = Field(
        default_factory=list, description="What doctor could not do, e.g. a write a full disk refused."
    )
    problems: list[FileProblem] = Field(
        default_factory=list,
        description="Files of the store that are wrong, one per file (code and path): a symlink kura refuses "
        "(unsafe_path: ok is false, nothing else is read), a file that is not text, front matter that does not "
        "parse (read as plain text).",
    )


class StoreStats(_Out):
    store: str
    memories: int
    by_type: dict[str, int]
    markdown_bytes: int
    index_bytes: int
    oldest: dt.date | None
    newest: dt.date | None
    most_recalled: list[tuple[str, int]]


class StoreInfo(_Out):
    name: str
    label: str
    path: str
    write_policy: str
    default: bool
    modes: list[str]


class RebuildResult(_Out):
    store: str
    memories: int
    seconds: float
    embedder: str


class TidyRewrite(_Out):
    slug: str
    before: str
    after: str


class TidyResult(_Out):
    store: str
    findings: list[dict[str, Any]] = Field(description="Vague or swappable index lines (the deterministic check).")
    rewritten: list[TidyRewrite] = Field(default_factory=list, description="Triggers the scribe rewrote.")
    refused: list[dict[str, str]] = Field(default_factory=list, description="Rewrites the gate or checks refused.")
    skipped: list[dict[str, str]] = Field(
        default_factory=list, description="Memories changed or gone since tidy read them: left as they are."
    )
    needs_model: bool = Field(False, description="There was something to rewrite but no model is configured.")
    tokens: TokenUsage = Field(default_factory=TokenUsage)


class IndexOut(BaseModel):
    """``GET /index``: the store's ``MEMORY.md``, as text and as its parsed lines."""

    store: str
    entries: list[dict[str, str]]
    text: str


class ProfileOut(BaseModel):
    """``GET /profile``: the store's hand-written profile file (not the ``user``-type memories of
    ``kura_context``'s profile block)."""

    store: str
    path: str
    content: str
