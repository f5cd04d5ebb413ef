"""Session routes: working memory, transcripts, the start-of-turn context, session end."""

from __future__ import annotations

from typing import Annotated

from fastapi import Query, Request
from fastapi.responses import Response

from ...schemas import (
    ContextOut,
    ContextRequest,
    CurrentTurn,
    ScopeName,
    SessionEndOut,
    SessionEndRequest,
    TranscriptOut,
    TranscriptRequest,
    WorkingMemoryOut,
    WorkingMemoryWrite,
)
from ..threads import recalling
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


class WorkingMemoryBody(WorkingMemoryWrite, Selector):
    pass


@router.get("/wm", response_model=WorkingMemoryOut, openapi_extra=STORE_QUERY, tags=["session"])
async def wm_read(
    request: Request,
    scope: Annotated[ScopeName, Query()] = "global",
    current_turn: Annotated[CurrentTurn | None, Query()] = None,
) -> Response:
    """A scope's working memory (goal, todos, decisions, variables, notes); stale past its turn."""
    return await answer(kura_of(request).wm_read, scope, current_turn=current_turn, store=reader(request))


@router.put("/wm", response_model=WorkingMemoryOut, openapi_extra=STORE_QUERY, tags=["session"])
async def wm_write(request: Request, body: WorkingMemoryBody) -> Response:
    """Replace a scope's working memory (redacted; no gate: it is scratch, not memory)."""
    store, req = unpack(request, body, WorkingMemoryWrite, write=True)
    return await answer(kura_of(request).wm_write, req, store=store)


@router.delete("/wm", response_model=WorkingMemoryOut, openapi_extra=STORE_QUERY, tags=["session"])
async def wm_clear(request: Request, scope: Annotated[ScopeName, Query()] = "global") -> Response:
    """Forget a scope's working memory (idempotent)."""
    return await answer(kura_of(request).wm_clear, scope, store=writer(request))


class TranscriptBody(TranscriptRequest, Selector):
    pass


class ContextBody(ContextRequest, Selector):
    pass


class SessionEndBody(SessionEndRequest, Selector):
    pass


@router.post("/context", response_model=ContextOut, openapi_extra=STORE_QUERY, tags=["session"])
async def context(request: Request, body: ContextBody) -> Response:
    """Start of a turn, one call: the user profile block, the working memory (stale past its turn),
    then recall when a query is given; ``block`` joins them for a prompt."""
    store, req = unpack(request, body, ContextRequest, write=False)
    out = await recalling(kura_of(request).context, req.scope, req.query, req.k, req.current_turn, store=store)
    metrics_of(request).recall(out)
    return typed(out)


@router.post(
    "/transcript", response_model=TranscriptOut, openapi_extra=STORE_QUERY, tags=["session"],
    responses=documented(409),
)  # fmt: skip
async def transcript(request: Request, body: TranscriptBody) -> Response:
    """A host's session log as clean turns (user / assistant / tool), from ``since_turn`` on. Only files
    under the store's configured journal roots (or its archive) are read: any other path is a 403."""
    store, req = unpack(request, body, TranscriptRequest, write=False)
    return await answer(
        kura_of(request).transcript_read, req.log_path, req.adapter, req.since_turn, limit=req.limit,
        final=req.final, store=store,
    )  # fmt: skip


@router.post(
    "/session/end", response_model=SessionEndOut, openapi_extra=STORE_QUERY, tags=["session"],
    responses=documented(409),
)  # fmt: skip
async def session_end(request: Request, body: SessionEndBody) -> Response:
    """End a session: archive its transcript, distil it (with the working memory as background), drain,
    clear finished todos. 409 ``todos_open`` while todos are open, unless ``force``."""
    store, req = unpack(request, body, SessionEndRequest, write=True)
    return await answer(kura_of(request).session_end, req, store=store)
