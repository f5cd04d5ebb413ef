"""Memory routes: recall, the memory operations, the index and the prefill map."""

from __future__ import annotations

from typing import Annotated, Literal

from fastapi import Query, Request
from fastapi.responses import Response

from ...schemas import (
    FeedbackRequest,
    FeedbackResult,
    ForgetReason,
    IndexOut,
    MemoryOut,
    MemorySummary,
    RecallRequest,
    RecallResult,
    RememberRequest,
    ScopeName,
    UpdateRequest,
    WriteResult,
)
from ...store.memory import MemoryType
from ...weave import Prefill
from ..threads import blocking, recalling
from ._common import (
    STORE_QUERY,
    Selector,
    answer,
    documented,
    door_router,
    kura_of,
    metrics_of,
    reader,
    typed,
    unpack,
    writer,
)

router = door_router()


class RecallBody(RecallRequest, Selector):
    pass


class RememberBody(RememberRequest, Selector):
    pass


class UpdateBody(UpdateRequest, Selector):
    pass


class FeedbackBody(FeedbackRequest, Selector):
    pass


@router.post("/recall", response_model=RecallResult, openapi_extra=STORE_QUERY, tags=["memory"])
async def recall(request: Request, body: RecallBody) -> Response:
    """Recall memories by meaning; ``block`` is the result rendered for a prompt."""
    store, req = unpack(request, body, RecallRequest, write=False)
    result: RecallResult = await recalling(kura_of(request).recall, req, store=store)
    metrics_of(request).recall(result)
    return typed(result)


@router.post(
    "/remember",
    response_model=WriteResult,
    openapi_extra=STORE_QUERY,
    tags=["memory"],
    responses=documented(409, 503),
)
async def remember(request: Request, body: RememberBody) -> Response:
    """Remember one atomic fact: redaction → gate → near-duplicate check → ADD or NOOP."""
    store, req = unpack(request, body, RememberRequest, write=True)
    written = await blocking(kura_of(request).remember, req, store=store, surface="rest")
    metrics_of(request).passed("rest")
    return typed(written)


@router.get("/memory/{slug}", response_model=MemoryOut, openapi_extra=STORE_QUERY, tags=["memory"])
async def read_memory(request: Request, slug: str) -> Response:
    """One memory by its exact slug (never a prefix match)."""
    return await answer(kura_of(request).get, slug, store=reader(request))


@router.patch("/memory/{slug}", response_model=WriteResult, openapi_extra=STORE_QUERY, tags=["memory"])
async def update_memory(request: Request, slug: str, body: UpdateBody) -> Response:
    """Change a memory: only the fields given change; new text passes redaction and the gate again. New
    `content` re-derives a title and description that were derived from the old content (not ones written
    by hand) and is backed by a manual evidence manifest of its words (the one it replaces is deleted unless
    another memory rests on it). The slug never changes, even one derived from the old words: for a name that
    says the new fact, forget the memory and remember the new text (docs/TRUST.md, "A correction")."""
    store, req = unpack(request, body, UpdateRequest, write=True)
    written = await blocking(kura_of(request).update, slug, req, store=store, surface="rest")
    if req.content or req.title or req.description:  # new text: the gate judged it
        metrics_of(request).passed("rest")
    return typed(written)


@router.delete("/memory/{slug}", response_model=WriteResult, openapi_extra=STORE_QUERY, tags=["memory"])
async def forget_memory(
    request: Request, slug: str, reason: Annotated[ForgetReason | None, Query()] = None
) -> Response:
    """Forget a memory: file, index line and index rows go; an audit line stays."""
    return await answer(kura_of(request).forget, slug, reason=reason, store=writer(request), surface="rest")


@router.post("/feedback", response_model=FeedbackResult, openapi_extra=STORE_QUERY, tags=["memory"])
async def feedback(request: Request, body: FeedbackBody) -> Response:
    """Move a memory's confidence one step; below low it goes to the review queue."""
    store, req = unpack(request, body, FeedbackRequest, write=True)
    return await answer(kura_of(request).feedback, req, store=store)


@router.get("/memories", response_model=list[MemorySummary], openapi_extra=STORE_QUERY, tags=["memory"])
async def list_memories(
    request: Request,
    scope: Annotated[ScopeName | None, Query()] = None,
    type: Annotated[MemoryType | None, Query()] = None,
) -> Response:
    """Every memory of the store (optionally one scope plus global, or one type)."""
    return await answer(kura_of(request).list, scope=scope, type=type, store=reader(request))


@router.get("/index", response_model=IndexOut, openapi_extra=STORE_QUERY, tags=["memory"])
async def index(request: Request) -> Response:
    """The store's MEMORY.md: one recognition line per memory."""
    return await answer(kura_of(request).index_file, store=reader(request))


@router.get(
    "/prefill",
    openapi_extra=STORE_QUERY,
    tags=["memory"],
    responses={
        200: {"model": Prefill, "content": {"text/plain": {"schema": {"type": "string"}}}},
        304: {"description": "Not modified: the If-None-Match ETag is current."},
    },
)
async def prefill(
    request: Request,
    format: Annotated[Literal["text", "json"], Query(description="text: the block; json: all.")] = "text",
) -> Response:
    """The prefill block a host injects into its system prompt: the store's woven map (cache-stable,
    byte-identical for the same store; ETag / If-None-Match → 304)."""
    woven = await blocking(kura_of(request).prefill, store=reader(request))
    etag = f'"{woven.etag}"'
    headers = {"ETag": etag, "Cache-Control": "no-cache"}
    if etag in [t.strip() for t in request.headers.get("if-none-match", "").split(",")]:
        return Response(status_code=304, headers=headers)
    if format == "json":
        return Response(woven.model_dump_json(), media_type="application/json", headers=headers)
    return Response(woven.text, media_type="text/plain; charset=utf-8", headers=headers)
