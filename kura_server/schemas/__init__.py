"""Typed inputs and outputs of every operation: the wire (the service layer's contract).

The surfaces (CLI, REST, MCP) speak these models; the REST OpenAPI document is generated from them. Only
the service and the surfaces import them; the engine has its own types, which the service converts.
One module per group of operations, every name importable from ``kura_server.schemas``:

- ``base``      the input/output bases, the scope and tag checks, the one error shape
- ``writes``    remember, update, feedback
- ``reads``     one memory, the list, doctor, stats, the stores, rebuild, tidy
- ``review``    the review queue
- ``recall``    recall
- ``distill``   distillation runs, drafts, the drain, the night
- ``session``   working memory, transcripts, context, session end
- ``params``    the inputs REST takes as query or path parameters (their limits, shared with MCP)
- ``resident``  evolve, snapshots, the resident jobs
- ``transfer``  import and export
"""

from __future__ import annotations

from .base import ErrorBody, ErrorDetail, Scope, TokenUsage
from .distill import CandidateDecision, DistillRunRequest, DistillRunResult, DraftOut, DrainResult, NightResult
from .params import DISTILL_WHY_LIMIT, CurrentTurn, DistillWhyLimit, ForgetReason, JobName, ReviewItemId, ScopeName
from .reads import (
    DeadLink,
    DoctorReport,
    DriftOut,
    IndexOut,
    MemoryOut,
    MemorySummary,
    PrefillSize,
    ProfileOut,
    RebuildResult,
    StoreInfo,
    StoreStats,
    TidyResult,
    TidyRewrite,
)
from .recall import RecalledMemory, RecallRequest, RecallResult, ThinkerInfo
from .resident import (
    EvolveChecks,
    EvolveRequest,
    EvolveResult,
    JobInfo,
    JobResult,
    JobRun,
    RollbackRequest,
    RollbackResult,
    SnapshotInfo,
    SnapshotRequest,
)
from .review import ReviewItemOut, ReviewResolveRequest, ReviewResolveResult
from .session import (
    ContextOut,
    ContextRequest,
    ConversationMessage,
    ProfileMemory,
    SessionEndOut,
    SessionEndRequest,
    TranscriptOut,
    TranscriptRequest,
    TranscriptTurn,
    WorkingMemoryOut,
    WorkingMemoryWrite,
)
from .transfer import ExportResult, ImportedItem, ImportResult
from .writes import FeedbackRequest, FeedbackResult, RememberRequest, UpdateRequest, WriteResult

__all__ = [
    "ContextOut",
    "CurrentTurn",
    "DISTILL_WHY_LIMIT",
    "DistillWhyLimit",
    "ForgetReason",
    "JobName",
    "ReviewItemId",
    "ScopeName",
    "ContextRequest",
    "ConversationMessage",
    "DeadLink",
    "DistillRunRequest",
    "DistillRunResult",
    "DoctorReport",
    "DraftOut",
    "CandidateDecision",
    "DrainResult",
    "DriftOut",
    "ErrorBody",
    "ErrorDetail",
    "ImportResult",
    "ImportedItem",
    "IndexOut",
    "EvolveChecks",
    "EvolveRequest",
    "EvolveResult",
    "ExportResult",
    "FeedbackRequest",
    "FeedbackResult",
    "JobInfo",
    "JobResult",
    "JobRun",
    "MemoryOut",
    "MemorySummary",
    "NightResult",
    "PrefillSize",
    "ProfileOut",
    "ProfileMemory",
    "RebuildResult",
    "RecallRequest",
    "RecallResult",
    "RecalledMemory",
    "RememberRequest",
    "ReviewItemOut",
    "ReviewResolveRequest",
    "ReviewResolveResult",
    "RollbackRequest",
    "RollbackResult",
    "Scope",
    "SessionEndOut",
    "SessionEndRequest",
    "SnapshotInfo",
    "SnapshotRequest",
    "StoreInfo",
    "StoreStats",
    "ThinkerInfo",
    "TidyResult",
    "TidyRewrite",
    "TokenUsage",
    "TranscriptOut",
    "TranscriptRequest",
    "TranscriptTurn",
    "UpdateRequest",
    "WorkingMemoryOut",
    "WorkingMemoryWrite",
    "WriteResult",
]
