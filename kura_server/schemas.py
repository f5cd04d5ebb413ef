"""Typed inputs and outputs of every operation (the service layer's contract).

The surfaces (CLI, REST, MCP) speak these models; the REST OpenAPI document is generated from them.
"""

from __future__ import annotations

import datetime as dt
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

from .evolve.proposal import EvolveChecks
from .models.client import TokenUsage
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
    ignored: list[str] = Field(description="Names the thinker gave that are not memories it was shown.")


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


# -- distillation and the review queue ------------------------------------------------------------


class ReviewItemOut(_Out):
    """Something a machine could not settle, kept until someone resolves it."""

    id: str
    kind: str = Field(description="e.g. candidate (the gate could not decide), conflict, invalid_model_output.")
    reason: str
    slug: str | None = Field(None, description="The existing memory concerned, if any.")
    proposal: str | None = Field(None, description="The memory text proposed, if any (approve writes it).")
    action: str | None = Field(None, description="What approving does: ADD, UPDATE (slug) or KEEP (slug).")
    payload: dict[str, Any] = Field(default_factory=dict)
    created: str


class ReviewResolveRequest(_In):
    action: Literal["approve", "modify", "discard"] = Field(
        description="approve: write the proposal as is (or keep the memory); modify: write `content` instead "
        "(redaction and the gate run again); discard: drop the proposal (or forget the questioned memory)."
    )
    content: str | None = Field(None, min_length=1, max_length=20_000, description="The new text (modify only).")
    note: str | None = Field(None, max_length=500)


class ReviewResolveResult(_Out):
    store: str
    id: str
    action: str
    write: WriteResult | None = Field(None, description="The write the resolution made, if any.")


class DistillRunRequest(_In):
    journal: str | None = Field(
        None, description="Only this journal file (it must lie inside a configured journal root)."
    )
    adapter: str | None = Field(None, description="The journal's format (default: detected).")


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


class DrainResult(_Out):
    store: str
    did_work: bool
    poured: list[str] = Field(default_factory=list, description="Slugs written, updated or removed.")
    fixed: list[str] = Field(default_factory=list, description="Drafts the scribe corrected before pouring.")
    tossed: list[dict[str, str]] = Field(default_factory=list, description="Drafts thrown away, with the reason.")
    review: list[str] = Field(default_factory=list)
    errors: list[str] = Field(default_factory=list)
    stopped: bool = Field(False, description="Asked to stop: ended between two drafts.")
    tokens: TokenUsage = Field(default_factory=TokenUsage)


class NightResult(_Out):
    store: str
    did_work: bool
    distill: DistillRunResult
    drain: DrainResult


# -- session: transcripts, context, session end ---------------------------------------------------


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


# -- evolve and snapshots (kura_server/evolve/) ---------------------------------------------------


class EvolveRequest(_In):
    dry_run: bool = Field(False, description="Make and verify the proposal, change nothing, queue nothing.")
    force: bool = Field(False, description="Run a cycle even when the trigger does not fire.")


class EvolveResult(_Out):
    store: str
    did_work: bool = Field(description="A proposal was applied, kept for review, or (dry run) made with changes.")
    triggered: bool = Field(description="The trigger fired (or force).")
    reason: str = Field(description="Why the cycle ran or not, and how it went, in one line.")
    dry_run: bool = False
    how: Literal["model", "rules"] = Field("rules", description="model: the thinker judged pairs; rules: no model.")
    proposal_id: str | None = None
    proposal_path: str | None = Field(None, description="The proposal file, relative to the store.")
    merges: int = 0
    conflicts: int = Field(0, description="Pairs judged CONFLICT: sent to review, never forced.")
    fades: int = 0
    rechecks: int = Field(0, description="Old memories sent to review for a re-check.")
    review_ids: list[str] = Field(default_factory=list, description="Review items this cycle queued.")
    verified: bool | None = Field(None, description="The proposal passed all three checks (None: nothing to check).")
    checks: EvolveChecks | None = None
    rejected_reason: str | None = None
    applied: bool = False
    snapshot: str | None = Field(None, description="The snapshot taken before applying (rollback target).")
    tokens: TokenUsage = Field(default_factory=TokenUsage)
    seconds: float = 0.0


class SnapshotRequest(_In):
    reason: str | None = Field(None, max_length=500, description="Why (kept in the manifest).")


class RollbackRequest(_In):
    snapshot: str = Field(min_length=1, max_length=200, description="The snapshot id (from GET /snapshots).")


class SnapshotInfo(_Out):
    id: str
    store: str
    created: str
    reason: str
    memories: int = Field(description="Memory files in the snapshot (MEMORY.md aside).")
    bytes: int = Field(description="Bytes of the markdown copied.")
    index: bool = Field(description="The snapshot holds a copy of the index (made with SQLite's backup API).")
    path: str = Field(description="The snapshot's folder, relative to the store.")


class RollbackResult(_Out):
    store: str
    snapshot: str
    restored: int = Field(description="Files written back (memories and MEMORY.md), byte for byte.")
    removed: list[str] = Field(description="Memories created after the snapshot, removed (kept in the undo snapshot).")
    undo_snapshot: str = Field(
        description="A snapshot of the state just before the rollback (roll back to it to undo)."
    )
    index: Literal["restored", "rebuilt"] = Field(
        description="restored: the snapshot's index copy; rebuilt: from files."
    )
    seconds: float


# -- jobs (the scheduler) -------------------------------------------------------------------------

JobResult = Literal["did_work", "nothing_to_do", "failed"]


class JobRun(_Out):
    """One run of one job on one store."""

    id: str = Field(description="<store>:<job>")
    store: str
    job: str
    result: JobResult
    note: str = Field("", description="What the run did, or why there was nothing to do.")
    error: str | None = Field(None, description="The failure, when result is failed.")
    started: dt.datetime
    ended: dt.datetime
    seconds: float


class JobInfo(_Out):
    """A job's schedule and its last run (read from the store's _jobs/state.json: any process's runs)."""

    id: str = Field(description="<store>:<job>")
    store: str
    job: str
    description: str
    enabled: bool = Field(description="[scheduler.<job>] enabled: the daemon's scheduler runs it.")
    every_min: float
    scheduled: bool = Field(description="This process's scheduler holds the job (false in the CLI).")
    next_run: dt.datetime | None = Field(None, description="The next look, when this process schedules it.")
    running: bool = Field(description="A run is in progress (in this process, or another one still alive).")
    runs: int = Field(0, description="Runs recorded so far.")
    last_start: dt.datetime | None = None
    last_end: dt.datetime | None = None
    last_result: JobResult | None = None
    last_note: str | None = None
    last_error: str | None = None
    last_seconds: float | None = None
