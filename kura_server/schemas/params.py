"""The inputs REST takes as query or path parameters, each defined once with its limits: the REST route
declares ``Annotated[<this>, Query()]`` (or ``Path()``) and the MCP tool of the same operation takes
``<this>``, so both refuse the same values; a caller that comes through neither (the CLI, the service
for the library) holds a value to the same type with :func:`checked`. (A body's limits are its request
model's; the MCP tools' parameters take them from it, ``surfaces/mcp/server.py``, and the CLI builds the
model.)"""

from __future__ import annotations

from functools import cache
from typing import Annotated, Any, TypeVar

from pydantic import Field, TypeAdapter, ValidationError

from ..errors import invalid

__all__ = [
    "DISTILL_WHY_LIMIT",
    "CurrentTurn",
    "DistillWhyLimit",
    "ForgetReason",
    "JobName",
    "ReviewItemId",
    "ScopeName",
    "checked",
]

T = TypeVar("T")

ScopeName = Annotated[str, Field(max_length=120, description="'global', 'repo:<slug>' or 'agent:<name>'.")]
CurrentTurn = Annotated[int, Field(ge=0, description="The conversation's turn: working memory past it is stale.")]
ForgetReason = Annotated[str, Field(max_length=1000, description="Why it is forgotten (kept in the audit line).")]
DISTILL_WHY_LIMIT = 100  # the default of both surfaces
DistillWhyLimit = Annotated[int, Field(ge=1, le=10_000, description="At most this many recent candidates.")]
ReviewItemId = Annotated[str, Field(max_length=64, description="The review item's id.")]
JobName = Annotated[str, Field(max_length=200, description="<store>:<job>, or <job> on the selected store.")]


@cache
def _adapter(kind: Any) -> TypeAdapter[Any]:
    return TypeAdapter(kind)


def checked(kind: Any, name: str, value: T) -> T:
    """``value`` held to ``kind`` (one of the types above) where no REST route or MCP tool checked it: the
    same limits, never a copy of them. ``None`` passes (the parameters are optional); a refusal is 422
    ``invalid_input`` naming ``name``, the limit it broke in ``detail`` as REST gives it."""
    if value is None:
        return value
    try:
        return _adapter(kind).validate_python(value)
    except ValidationError as exc:
        first = exc.errors()[0]
        limits = {k: v for k, v in (first.get("ctx") or {}).items() if type(v) in (int, float)}
        raise invalid(f"{name}: {first['msg']}", detail=[{"loc": [name], "msg": first["msg"], "ctx": limits}]) from None
