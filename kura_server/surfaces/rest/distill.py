"""Distillation routes: runs, drafts, the drain, the night run, the review queue."""

from __future__ import annotations

from typing import Annotated

from fastapi import Path, Query, Request
from fastapi.responses import Response

from ...schemas import (
    DISTILL_WHY_LIMIT,
    CandidateDecision,
    DistillRunRequest,
    DistillRunResult,
    DistillWhyLimit,
    DraftOut,
    DrainResult,
    NightResult,
    ReviewItemId,
    ReviewItemOut,
    ReviewResolveRequest,
    ReviewResolveResult,
)
from ._common import STORE_QUERY, Selector, answer, documented, door_router, kura_of, reader, unpack, writer

router = door_router()


class DistillRunBody(DistillRunRequest, Selector):
    pass


@router.post(
    "/distill/run", response_model=DistillRunResult, openapi_extra=STORE_QUERY, tags=["distill"],
    responses=documented(409, 503),
)  # fmt: skip
async def distill_run(request: Request, body: DistillRunBody) -> Response:
    """Distil new journal material into signed drafts (sip → spot → gate → reconcile → compose → stage).
    Without ``journal``: every file of the store's configured journal roots. 503 ``model_unavailable``
    without a model; a model failure is in ``errors`` and leaves that journal's watermark unmoved."""
    store, req = unpack(request, body, DistillRunRequest, write=True)
    return await answer(kura_of(request).distill_run, store=store, journal=req.journal, adapter=req.adapter)


@router.get("/drafts", response_model=list[DraftOut], openapi_extra=STORE_QUERY, tags=["distill"])
async def drafts(request: Request) -> Response:
    """The staged drafts waiting for the drain, each with its evidence quotes."""
    return await answer(kura_of(request).drafts, store=reader(request))


@router.get("/distill/why", response_model=list[CandidateDecision], openapi_extra=STORE_QUERY, tags=["distill"])
async def distill_why(request: Request, limit: Annotated[DistillWhyLimit, Query()] = DISTILL_WHY_LIMIT) -> Response:
    """What became of each recent candidate and why (outcome, the gate's rule and reason, failed quotes),
    newest batch first."""
    return await answer(kura_of(request).distill_why, limit=limit, store=reader(request))


@router.post(
    "/drain",
    response_model=DrainResult,
    openapi_extra=STORE_QUERY,
    tags=["distill"],
    responses=documented(503),
)
async def drain(request: Request, body: Selector | None = None) -> Response:
    """The scribe re-reads each draft cold: pour, fix or toss (tossed drafts are logged with the reason)."""
    return await answer(kura_of(request).drain, store=writer(request, body))


@router.post(
    "/distill/night", response_model=NightResult, openapi_extra=STORE_QUERY, tags=["distill"],
    responses=documented(503),
)  # fmt: skip
async def distill_night(request: Request, body: Selector | None = None) -> Response:
    """Night distillation now: distil, drain, and re-weave the prefill map when anything was poured."""
    return await answer(kura_of(request).distill_night, store=writer(request, body))


@router.get("/review", response_model=list[ReviewItemOut], openapi_extra=STORE_QUERY, tags=["distill"])
async def review_list(request: Request) -> Response:
    """What a machine could not settle (gate doubts, conflicts, unusable model output), oldest first."""
    return await answer(kura_of(request).review_list, store=reader(request))


class ReviewResolveBody(ReviewResolveRequest, Selector):
    pass


@router.post(
    "/review/{item_id}/resolve", response_model=ReviewResolveResult, openapi_extra=STORE_QUERY,
    tags=["distill"], responses=documented(409),
)  # fmt: skip
async def review_resolve(
    request: Request, item_id: Annotated[ReviewItemId, Path()], body: ReviewResolveBody
) -> Response:
    """Settle a review item: approve (write the proposal, or keep the questioned memory), modify (write
    ``content`` instead; redaction and the gate run again) or discard."""
    store, req = unpack(request, body, ReviewResolveRequest, write=True)
    return await answer(kura_of(request).review_resolve, item_id, req, store=store, surface="rest")
