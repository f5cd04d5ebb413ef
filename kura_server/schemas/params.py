"""The inputs REST takes as query or path parameters, each defined once with its limits: the REST route
declares ``Annotated[<this>, Query()]`` (or ``Path()``) and the MCP tool of the same operation takes
``<this>``, so both refuse the same values. (A body's limits are its request model's; the MCP tools'
parameters take them from it, ``surfaces/mcp/server.py``.)"""

from __future__ import annotations

from typing import Annotated

from pydantic import Field

__all__ = [
    "DISTILL_WHY_LIMIT",
    "CurrentTurn",
    "DistillWhyLimit",
    "ForgetReason",
    "JobName",
    "ReviewItemId",
    "ScopeName",
]

ScopeName = Annotated[str, Field(max_length=120, description="'global', 'repo:<slug>' or 'agent:<name>'.")]
CurrentTurn = Annotated[int, Field(ge=0, description="The conversation's turn: working memory past it is stale.")]
ForgetReason = Annotated[str, Field(max_length=1000, description="Why it is forgotten (kept in the audit line).")]
DISTILL_WHY_LIMIT = 100  # the default of both surfaces
DistillWhyLimit = Annotated[int, Field(ge=1, le=10_000, description="At most this many recent candidates.")]
ReviewItemId = Annotated[str, Field(max_length=64, description="The review item's id.")]
JobName = Annotated[str, Field(max_length=200, description="<store>:<job>, or <job> on the selected store.")]
