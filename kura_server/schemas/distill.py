"""Distillation: runs, drafts, the drain, the night."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import Field

from ..models.client import TokenUsage
from .base import _In, _Out


class DistillRunRequest(_In):
    journal: str | None = Field(
        None,
        min_length=1,
        max_length=4096,
        description="Only this journal file (it must lie inside a configured journal root).",
    )
    adapter: str | None = Field(None, max_length=40, description="The journal's format (default: detected).")


class DistillRunResult(_Out):
    store: str
    did_work: bool = Field(description="True when material was consumed or drafts were staged.")
    journals: int = Field(0, description="Journal files looked at.")
    batches: int = 0
    raw_chars: int = Field(0, description="Characters of transcript consumed.")
    candidates: int = 0
    dropped: dict[str, int] = Field(default_factory=dict, description="Candidates the gate dropped, by rule.")
    seeds: int = Field(0, description="Unconfirmed ideas sent to the seed file.")
    review: list[str] = Field(default_factory=list, description="Ids of review items this run created.")
    noop: int = Field(0, description="Candidates already covered by a memory.")
    staged: list[str] = Field(default_factory=list, description="Ids of the drafts staged.")
    busy: list[str] = Field(default_factory=list, description="Journals another distiller holds right now.")
    skipped: list[str] = Field(
        default_factory=list,
        description="Span ids of stretches skipped, never distilled: the model answered them with nothing usable "
        "in 3 runs (each named in a skipped_batch review item).",
    )
    notes: list[str] = Field(
        default_factory=list,
        description="What else the run did that a person should know: a journal rewritten since it was last read "
        "(read again from its start), a stretch skipped.",
    )
    errors: list[str] = Field(default_factory=list, description="What failed (that journal's watermark did not move).")
    stopped: bool = Field(
        False, description="Asked to stop (the daemon stopping, the user back): ended at a safe point."
    )
    tokens: TokenUsage = Field(default_factory=TokenUsage)


class DraftOut(_Out):
    id: str
    action: Literal["ADD", "UPDATE", "DELETE"]
    target: str | None = Field(None, description="The memory an UPDATE or DELETE changes.")
    title: str
    trigger: str
    type: str
    body: str
    reason: str = ""
    quotes: list[dict[str, Any]] = Field(default_factory=list, description="The evidence: class, text, where.")
    created: str


class QuoteRefusal(_Out):
    rule: str
    reason: str


class CandidateDecision(_Out):
    """What became of one candidate of a distillation batch, and why: the gate's rule and reason (never
    the candidate's text beyond what the gate's reason quotes, redacted)."""

    journal: str
    span: str
    at: str = Field(description="When its batch was distilled.")
    candidate: int = Field(description="Its place in the batch's candidates (0-based).")
    outcome: Literal["dropped", "seed", "review", "staged", "noop"]
    rule: str | None = Field(None, description="The gate rule that decided; None when it passed the gate.")
    reason: str = ""
    failed: list[QuoteRefusal] = Field(default_factory=list, description="Its quotes that failed: rule, reason.")


class DrainResult(_Out):
    store: str
    did_work: bool = Field(description="True when a draft was poured, fixed or tossed, or a review item queued.")
    poured: list[str] = Field(default_factory=list, description="Slugs written, updated or removed.")
    fixed: list[str] = Field(default_factory=list, description="Drafts the scribe corrected before pouring.")
    tossed: list[dict[str, str]] = Field(default_factory=list, description="Drafts thrown away, with the reason.")
    unfixed: list[dict[str, str]] = Field(
        default_factory=list,
        description="Drafts whose fix by the scribe failed the gate's re-scan, with the reason: poured as drafted.",
    )
    review: list[str] = Field(default_factory=list)
    errors: list[str] = Field(default_factory=list)
    stopped: bool = Field(False, description="Asked to stop: ended between two drafts.")
    tokens: TokenUsage = Field(default_factory=TokenUsage)


class NightResult(_Out):
    store: str
    did_work: bool
    distill: DistillRunResult
    drain: DrainResult
