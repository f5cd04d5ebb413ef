"""The review queue."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import Field

from .base import _In, _Out
from .writes import WriteResult


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
