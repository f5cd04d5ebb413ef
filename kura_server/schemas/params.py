"""The inputs REST takes as query or path parameters, each defined once with its limits: the REST route
declares ``Annotated[<this>, Query()]`` (or ``Path()``) and the MCP tool of the same operation takes
``<this>``, so both refuse the same values; a caller that comes through neither (the CLI, the service
for the library) holds a value to the same type with :func:`checked`. (A body's limits are its request
model's; the MCP tools' parameters take them from it, ``surfaces/mcp/server.py``; the CLI builds the
model, or the service does for a caller who hands it loose values: :func:`validated`.)"""

from __future__ import annotations

from functools import cache
from typing import Annotated, Any, TypeVar

from pydantic import BaseModel, Field, TypeAdapter, ValidationError

from ..errors import KuraError, invalid

__all__ = [
    "DISTILL_WHY_LIMIT",
    "CurrentTurn",
    "DistillWhyLimit",
    "ForgetReason",
    "JobName",
    "ReviewItemId",
    "ScopeName",
    "checked",
    "validated",
]

T = TypeVar("T")
M = TypeVar("M", bound=BaseModel)

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
        raise refusal(exc, name) from None


def validated(model: type[M], **values: Any) -> M:
    """``model`` (a REST route's request model) built from ``values``, as the service takes them from a
    library caller: REST's limits, never a copy of them, and a refusal is REST's 422 ``invalid_input``
    naming the field (:func:`refusal`) — not a pydantic error, nor a limit met further in under another
    name (a context's ``query`` refused as a recall's ``question``)."""
    try:
        return model(**values)
    except ValidationError as exc:
        raise refusal(exc) from None


def refusal(exc: ValidationError, name: str | None = None) -> KuraError:
    """An invalid value's first problem as 422 ``invalid_input``: ``<field>: <what>`` (``name``, or where
    the model found it), the limit it broke in ``detail`` as REST gives it; never the value."""
    first = exc.errors()[0]
    where = name or ".".join(str(p) for p in first["loc"]) or "input"
    limits = {k: v for k, v in (first.get("ctx") or {}).items() if type(v) in (int, float)}
    return invalid(f"{where}: {first['msg']}", detail=[{"loc": where.split("."), "msg": first["msg"], "ctx": limits}])
