"""What every wire schema shares: the input and output bases, the scope and tag checks, the error shape."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from ..models.client import TokenUsage
from ..store.memory import SCOPE

__all__ = ["ErrorBody", "ErrorDetail", "Scope", "TokenUsage"]

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


class ErrorDetail(_Out):
    code: str = Field(description="Stable machine-readable code, e.g. gate_instruction, store_not_found.")
    message: str = Field(description="What went wrong and what to do next.")
    detail: Any = Field(None, description="Extra data (e.g. the known stores, validation errors).")


class ErrorBody(_Out):
    """The one error shape of every failure."""

    error: ErrorDetail
