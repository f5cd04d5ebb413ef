"""Recall."""

from __future__ import annotations

from typing import Literal

from pydantic import Field, field_validator

from ..models.client import TokenUsage
from .base import Scope, _check_scope, _In, _Out
from .review import ReviewItemOut


class RecallRequest(_In):
    question: str = Field(min_length=1, max_length=4000, description="What to recall, in any language.")
    scope: Scope | None = Field(None, description="Recall this scope plus 'global'; none = every scope.")
    k: int | None = Field(None, ge=1, le=100, description="How many memories to pick (default from config).")
    hops: int | None = Field(None, ge=0, le=3, description="How deep to follow [[links]] from the picks.")
    char_budget: int | None = Field(None, ge=200, le=200_000, description="Characters of the rendered block.")
    body_chars: int | None = Field(None, ge=50, le=50_000, description="Characters of each memory body.")
    thinker: bool = Field(True, description="Use the thinker (recognition) path when a model is configured.")
    ack_review: bool = Field(
        False,
        description="With review_gate = ask: acknowledge the pending review items shown by a blocked recall "
        "and recall anyway.",
    )

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
    ignored: list[str] = Field(
        description="Names the thinker gave that are not memories it was shown: only those written as a slug, "
        "at most 20."
    )
    ignored_count: int = Field(description="How many names the thinker gave that are not memories it was shown.")


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
    blocked: bool = Field(
        False,
        description="review_gate = ask and review items are pending: nothing was recalled; see pending_review, "
        "then recall again with ack_review = true.",
    )
    pending_review: list[ReviewItemOut] = Field(default_factory=list, description="The items that blocked recall.")
