"""Reads for a person looking into a store (the web UI uses them; any client may): a memory's trail,
the links graph, the seeds, the tossed drafts; and doctor's fix."""

from __future__ import annotations

from typing import Annotated

from fastapi import Query, Request

from ...schemas import DoctorReport
from ...schemas.inspect import GraphOut, LogRecord, MemoryTrail
from ..threads import blocking
from ._common import STORE_QUERY, Selector, door_router, kura_of, reader, writer

router = door_router()


@router.get("/memory/{slug}/trail", response_model=MemoryTrail, openapi_extra=STORE_QUERY, tags=["memory"])
async def memory_trail(request: Request, slug: str) -> MemoryTrail:
    """Where a memory comes from and what touches it: its [[links]] out (dead ones marked) and in, its
    evidence manifest (each quote with its provenance class and where it came from), its audit lines."""
    return await blocking(kura_of(request).memory_trail, slug, store=reader(request))


@router.get("/graph", response_model=GraphOut, openapi_extra=STORE_QUERY, tags=["memory"])
async def graph(request: Request) -> GraphOut:
    """Every memory as a node (type, scope, confidence, tags, dates, recall count), every [[link]] as an
    edge (dead ones marked), the islands, and recall counts summed per type."""
    return await blocking(kura_of(request).graph, store=reader(request))


@router.get("/seeds", response_model=list[LogRecord], openapi_extra=STORE_QUERY, tags=["distill"])
async def seeds(request: Request) -> list[LogRecord]:
    """Ideas the distiller saw once and waits to see confirmed, newest first."""
    return await blocking(kura_of(request).seeds, store=reader(request))


@router.get("/drafts/tossed", response_model=list[LogRecord], openapi_extra=STORE_QUERY, tags=["distill"])
async def tossed(request: Request, limit: Annotated[int, Query(ge=1, le=1000)] = 50) -> list[LogRecord]:
    """The drafts the drain threw away, with the reason, newest first."""
    return await blocking(kura_of(request).tossed, limit=limit, store=reader(request))


@router.post("/doctor/fix", response_model=DoctorReport, openapi_extra=STORE_QUERY, tags=["admin"])
async def doctor_fix(request: Request, body: Selector | None = None) -> DoctorReport:
    """Doctor with its repairs (``kura doctor --fix``): MEMORY.md's broken lines, the index synced. Needs
    the write token."""
    return await blocking(kura_of(request).doctor, fix=True, store=writer(request, body))
