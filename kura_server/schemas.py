"""Typed inputs and outputs of every operation (the service layer's contract).

The surfaces (CLI, REST, MCP) speak these models; the REST OpenAPI document is generated from them.
"""

from __future__ import annotations

import datetime as dt
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

from .session.working import WorkingState
from .store.memory import SCOPE, Confidence, MemoryType

Scope = str


def _check_scope(value: str | None) -> str | None:
    if value is not None and not SCOPE.match(value):
        raise ValueError("scope must be 'global', 'repo:<slug>' or 'agent:<name>' (lowercase)")
    return value


def _check_tags(tags: list[str] | None) -> list[str] | None:
    for tag in tags or []:
        if not tag or len(tag) > 40 or not all(c.isalnum() or c in "-_" for c in tag):
            raise ValueError(f"tag {tag[:40]!r}: letters, digits, '-' and '_' only, 1-40 characters")
    return tags


class _In(BaseModel):
    model_config = ConfigDict(extra="forbid")


class _Out(BaseModel):
    pass


# -- errors ---------------------------------------------------------------------------------------


class ErrorDetail(_Out):
    code: str = Field(description="Stable machine-readable code, e.g. gate_instruction, store_not_found.")
    message: str = Field(description="What went wrong and what to do next.")
    detail: Any = Field(None, description="Extra data (e.g. the known stores, validation errors).")


class ErrorBody(_Out):
    """The one error shape of every failure."""

    error: ErrorDetail


# -- recall ---------------------------------------------------------------------------------------


class RecallRequest(_In):
    question: str = Field(min_length=1, max_length=4000, description="What to recall, in any language.")
    scope: Scope | None = Field(None, description="Recall this scope plus 'global'; none = every scope.")
    k: int | None = Field(None, ge=1, le=100, description="How many memories to pick (default from config).")
    hops: int | None = Field(None, ge=0, le=3, description="How deep to follow [[links]] from the picks.")
    char_budget: int | None = Field(None, ge=200, le=200_000, description="Characters of the rendered block.")
    body_chars: int | None = Field(None, ge=50, le=50_000, description="Characters of each memory body.")
    thinker: bool = Field(True, description="Use the thinker (recognition) path when a model is configured.")

    _scope = field_validator("scope")(_check_scope)


class RecalledMemory(_Out):
    slug: str
    title: str
    trigger: str
    type: str
    scope: str
    confidence: str
    tags: list[str]
    body: str = Field(description="The body, cut to the per-memory budget.")
    truncated: bool
    score: float = Field(description="Fused score (reciprocal rank fusion); 0 for linked memories.")
    ranks: dict[str, int] = Field(description="1-based rank of this memory in each retriever that found it.")
    why: str = Field(description="Which paths found it, or which memory links to it.")
    via: Literal["search", "link"]


class ThinkerInfo(_Out):
    """What the recognition path saw and said."""

    source: Literal["index", "candidates"] = Field(
        description="index: every line in scope; candidates: above the budget, the top hybrid candidates' lines."
    )
    lines_shown: int
    lines_total: int
    picked: list[str] = Field(description="Slugs the thinker named that exist, best first.")
    ignored: list[str] = Field(description="Names the thinker gave that are not memories it was shown.")


class TokenUsage(_Out):
    prompt: int = 0
    completion: int = 0


class RecallResult(_Out):
    store: str
    question: str
    scope: str | None
    memories: list[RecalledMemory]
    linked: list[RecalledMemory] = Field(description="Memories reached by walking [[links]] `hops` deep.")
    how: Literal["hybrid", "hybrid+thinker", "words"]
    degraded: bool = Field(description="True when a configured component was down and a fallback answered.")
    degraded_reason: str | None = None
    thinker: ThinkerInfo | None = Field(None, description="Set when the thinker path answered.")
    timings_ms: dict[str, float]
    tokens: TokenUsage
    block: str = Field(description="The result as a <recalled_memories> block, within char_budget.")


# -- writes ---------------------------------------------------------------------------------------


class RememberRequest(_In):
    content: str = Field(min_length=1, max_length=20_000, description="One atomic fact, in plain words.")
    title: str | None = Field(None, max_length=200)
    description: str | None = Field(None, max_length=400, description="The index trigger line.")
    type: MemoryType = "project"
    tags: list[str] = Field(default_factory=list, max_length=20)
    scope: Scope = "global"
    confidence: Confidence = "medium"
    slug: str | None = Field(None, max_length=120, description="A slug to use instead of a derived one.")

    _scope = field_validator("scope")(_check_scope)
    _tags = field_validator("tags")(_check_tags)


class UpdateRequest(_In):
    content: str | None = Field(None, min_length=1, max_length=20_000)
    title: str | None = Field(None, max_length=200)
    description: str | None = Field(None, max_length=400)
    type: MemoryType | None = None
    tags: list[str] | None = Field(None, max_length=20)
    scope: Scope | None = None
    confidence: Confidence | None = None
    valid_from: dt.date | None = None
    valid_to: dt.date | None = None

    _scope = field_validator("scope")(_check_scope)
    _tags = field_validator("tags")(_check_tags)


class WriteResult(_Out):
    store: str
    action: Literal["ADD", "UPDATE", "DELETE", "NOOP"]
    slug: str
    reason: str | None = Field(None, description="Why a NOOP was a NOOP (e.g. the near-duplicate it matched).")
    redacted: list[str] = Field(default_factory=list, description="Kinds of secrets masked before writing.")


class FeedbackRequest(_In):
    slug: str = Field(min_length=1, max_length=120)
    direction: Literal["up", "down"]
    note: str | None = Field(None, max_length=1000)


class FeedbackResult(_Out):
    store: str
    slug: str
    confidence_before: str
    confidence_after: str
    review_id: str | None = Field(None, description="Set when the memory fell below 'low' and went to review.")


# -- reading --------------------------------------------------------------------------------------


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
    needs_model: bool = Field(False, description="There was something to rewrite but no model is configured.")
    tokens: TokenUsage = Field(default_factory=TokenUsage)


class WorkingMemoryOut(_Out):
    store: str
    scope: str
    state: WorkingState | None = Field(description="None when the scope has no working memory.")
    stale: bool = Field(description="True when the caller's current turn is past the state's turn_watermark.")
    redacted: list[str] = Field(default_factory=list, description="Kinds of secrets masked on write.")


class WorkingMemoryWrite(_In):
    scope: Scope = "global"
    state: WorkingState

    _scope = field_validator("scope")(_check_scope)
