"""Sessions: working memory, transcripts, context, session end."""

from __future__ import annotations

import datetime as dt
from typing import Literal

from pydantic import Field, field_validator

from ..models.client import TokenUsage
from ..session.working import WorkingState
from .base import Scope, _check_scope, _In, _Out
from .distill import DistillRunResult, DrainResult
from .recall import RecallResult


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


class TranscriptRequest(_In):
    log_path: str = Field(
        min_length=1, max_length=4096, description="A host's session log under a configured journal root."
    )
    adapter: str | None = Field(
        None, max_length=40, description="claude | kimi | codex | json | jsonl | text | evidence (default: detected)."
    )
    since_turn: int | None = Field(None, ge=0, description="Return turns with index >= this (the last answer's next).")
    limit: int = Field(500, ge=1, le=5000, description="At most this many turns per answer.")
    final: bool = Field(False, description="The host is done writing: take a last unfinished line or turn too.")


class TranscriptTurn(_Out):
    index: int
    role: Literal["user", "assistant", "tool"]
    text: str = Field(description="The turn's text, secrets masked.")
    at: dt.datetime | None = None
    tool: str | None = Field(None, description="The tool whose result this is (role tool).")


class TranscriptOut(_Out):
    store: str
    path: str
    adapter: str = Field(description="The format the log was read as.")
    turns: list[TranscriptTurn]
    next_since_turn: int = Field(description="Pass as since_turn to get only what comes after.")
    more: bool = Field(description="The limit cut the answer: call again with next_since_turn.")
    held: bool = Field(description="A turn is still being written; it comes with a later read (or final=true).")
    malformed: int = Field(description="Lines or items skipped because they could not be read.")


class ContextRequest(_In):
    scope: Scope = "global"
    query: str | None = Field(None, min_length=1, max_length=4000, description="Recall for this turn (optional).")
    k: int | None = Field(None, ge=1, le=100, description="How many memories recall picks.")
    current_turn: int | None = Field(
        None, ge=0, description="The conversation's turn: working memory past it is stale."
    )

    _scope = field_validator("scope")(_check_scope)


class ProfileMemory(_Out):
    slug: str
    title: str
    trigger: str
    scope: str
    confidence: str
    body: str
    truncated: bool
    updated: dt.date | None = Field(description="When it was last true to its own text.")


class ContextOut(_Out):
    store: str
    scope: str
    profile: list[ProfileMemory] = Field(description="The user-type memories shown, in order.")
    profile_omitted: int = Field(description="User-type memories left out by the profile's budget.")
    profile_block: str = Field(description="<user_profile> block, within half the recall char budget ('' if none).")
    working_memory: WorkingMemoryOut
    working_block: str = Field(description="<working_memory> block ('' if the scope has none).")
    recall: RecallResult | None = Field(None, description="Set when a query was given; profile memories not repeated.")
    block: str = Field(description="The three blocks joined: profile, working memory, recall.")


class ConversationMessage(_In):
    role: Literal["user", "assistant", "tool", "system"]
    content: str = Field(max_length=200_000)


class SessionEndRequest(_In):
    scope: Scope = "global"
    conversation: list[ConversationMessage] | None = Field(
        None, min_length=1, max_length=20_000, description="The session as [{role, content}] (or give log_path)."
    )
    log_path: str | None = Field(
        None, min_length=1, max_length=4096, description="The host's session log, under a journal root."
    )
    adapter: str | None = Field(None, max_length=40, description="The log's format (default: detected).")
    force: bool = Field(False, description="End even while working-memory todos are open (they are kept).")

    _scope = field_validator("scope")(_check_scope)


class SessionEndOut(_Out):
    store: str
    scope: str
    archived: str = Field(description="The transcript's archive file, relative to the store.")
    archive_path: str = Field(description="The same file, absolute (readable with transcript_read).")
    archived_bytes: int
    already_archived: bool = Field(description="The same transcript had been archived before (not written again).")
    adapter: str = Field(description="The format distillation reads the archive as.")
    redacted: list[str] = Field(default_factory=list, description="Kinds of secrets masked in the conversation.")
    distilled: bool = Field(description="Distillation ran on the transcript.")
    skipped_reason: str | None = Field(None, description="Why distillation did not run (e.g. no model configured).")
    staged: list[str] = Field(default_factory=list, description="Ids of the drafts distillation staged.")
    poured: list[str] = Field(default_factory=list, description="Memories the drain wrote, updated or removed.")
    tokens: TokenUsage = Field(default_factory=TokenUsage, description="Model tokens of distillation and drain.")
    distill: DistillRunResult | None = Field(None, description="The distillation run, when it ran.")
    drain: DrainResult | None = Field(None, description="The drain, when it ran.")
    cleared_todos: list[str] = Field(description="Finished todos removed from working memory.")
    open_todos: list[str] = Field(description="Todos still open (kept; only with force).")
    forced: bool
