"""Writes: remember, update, feedback."""

from __future__ import annotations

import datetime as dt
from typing import Literal

from pydantic import Field, field_validator

from ..store.memory import Confidence, MemoryType
from .base import Scope, _check_scope, _check_tags, _In, _Out


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
