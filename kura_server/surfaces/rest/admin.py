"""Admin and onboarding routes: health, jobs, metrics, evolve and snapshots, stores, the guide."""

from __future__ import annotations

from typing import Annotated

from fastapi import Path, Request
from fastapi.responses import PlainTextResponse, RedirectResponse, Response
from pydantic import BaseModel, Field

from ... import __version__
from ...resources import bootstrap_text, skill_text
from ...schemas import (
    DoctorReport,
    EvolveRequest,
    EvolveResult,
    JobInfo,
    JobName,
    JobRun,
    ProfileOut,
    RollbackRequest,
    RollbackResult,
    SnapshotInfo,
    SnapshotRequest,
    StoreInfo,
)
from ..health import EmbedderState, WarmState, health_body
from ..metrics import CONTENT_TYPE
from ..security import may_read, token_guards
from ..threads import blocking
from ._common import (
    SELECTORS,
    STORE_QUERY,
    Selector,
    answer,
    authorize,
    board_of,
    documented,
    door_router,
    kura_of,
    metrics_of,
    pick,
    reader,
    text_route_errors,
    unpack,
)

router = door_router()


class HealthOut(BaseModel):
    status: str
    version: str
    stores: list[str]
    embedder: EmbedderState = Field(
        description="The embedder loads once the daemon serves; a recall before it is loaded waits for it."
    )
    warm: WarmState = Field(
        description="The warm-up after start: the embedder, then each store on disk (its index in step with its "
        "files, its vectors in memory), then the write path. Until `done`, a first request may wait for the "
        "part it needs; a store that failed to open is in the log and answers its error when asked."
    )


@router.get("/doctor", response_model=DoctorReport, openapi_extra=STORE_QUERY, tags=["admin"])
async def doctor(request: Request) -> Response:
    """Counts, dead links, islands, and drift between files, MEMORY.md and the index."""
    return await answer(kura_of(request).doctor, store=reader(request))


@router.get("/profile", response_model=ProfileOut, openapi_extra=STORE_QUERY, tags=["admin"])
async def profile(request: Request) -> Response:
    """The host-side persona file registered for the store (kura never renders a persona)."""
    return await answer(kura_of(request).profile_file, store=reader(request))


def _selected(request: Request) -> str | None:
    """The store the request selects, or ``None`` when it names none (then a listing spans all stores)."""
    q = request.query_params
    return pick(request) if request.path_params.get("store_name") or q.get("store") or q.get("mode") else None


def _may_read(request: Request, store: str) -> bool:
    return may_read(kura_of(request).settings, store, request.headers.get("authorization"))


@router.get("/jobs", response_model=list[JobInfo], openapi_extra=STORE_QUERY, tags=["admin"])
async def jobs(request: Request) -> Response:
    """The resident jobs per store (distill, drain, evolve, weave): next run, running, last start/end,
    last result (did_work | nothing_to_do | failed), last error. Without a store selector: every store
    this request may read."""
    kura = kura_of(request)
    picked = _selected(request)
    if picked is not None:
        authorize(request, picked, write=False)
    names = [picked] if picked is not None else [s for s in sorted(kura.settings.stores) if _may_read(request, s)]
    return await answer(board_of(request).jobs, stores=names)


@router.get(
    "/metrics",
    response_class=PlainTextResponse,
    openapi_extra=STORE_QUERY,
    tags=["admin"],
    responses={
        200: {"content": {CONTENT_TYPE: {"schema": {"type": "string"}}}, "description": "Prometheus text format."},
        **text_route_errors(),
    },
)
async def metrics(request: Request) -> Response:
    """The daemon's figures in the Prometheus text format: requests and latency per route and per MCP
    tool, recall latency per path, degraded answers, gate refusals per rule, model tokens per role —
    and, per store, its memory files, index size and resident jobs, for the stores this request may
    read (a token store's need its token; with a store selector, that store only). No memory text."""
    kura = kura_of(request)
    picked = _selected(request)
    if picked is not None:
        authorize(request, picked, write=False)
    names = [picked] if picked is not None else [s for s in sorted(kura.settings.stores) if _may_read(request, s)]
    body = await blocking(metrics_of(request).render, names)
    return Response(body, media_type=CONTENT_TYPE)


@router.post(
    "/jobs/{job_id}/run",
    response_model=JobRun,
    openapi_extra=STORE_QUERY,
    tags=["admin"],
    responses=documented(409),
)
async def run_job(
    request: Request,
    job_id: Annotated[JobName, Path()],
) -> Response:
    """Run one job now and wait for its result (needs the store's write token; send
    ``Content-Type: application/json``). 409 ``job_running`` when it is running already, in this or
    another kura process."""
    board = board_of(request)
    store, job = board.parse(job_id, _selected(request))
    authorize(request, store, write=True)
    return await answer(board.run, f"{store}:{job}")


class EvolveBody(EvolveRequest, Selector):
    pass


class SnapshotBody(SnapshotRequest, Selector):
    pass


class RollbackBody(RollbackRequest, Selector):
    pass


@router.post("/evolve", response_model=EvolveResult, openapi_extra=STORE_QUERY, tags=["admin"])
async def evolve(request: Request, body: EvolveBody) -> Response:
    """One evolve cycle if its trigger fires (or ``force``): a proposal, verified three ways (boundary,
    retention, safety), applied after a snapshot; a rejected one is kept for review. Needs the write token."""
    store, req = unpack(request, body, EvolveRequest, write=True)
    return await answer(kura_of(request).evolve, store=store, dry_run=req.dry_run, force=req.force)


@router.get("/snapshots", response_model=list[SnapshotInfo], openapi_extra=STORE_QUERY, tags=["admin"])
async def snapshots(request: Request) -> Response:
    """The store's snapshots, newest first."""
    return await answer(kura_of(request).snapshots, store=reader(request))


@router.post("/snapshots", response_model=SnapshotInfo, openapi_extra=STORE_QUERY, tags=["admin"])
async def snapshot(request: Request, body: SnapshotBody) -> Response:
    """Snapshot the store now (its markdown, and its index through SQLite's backup API). Needs the write token."""
    store, req = unpack(request, body, SnapshotRequest, write=True)
    return await answer(kura_of(request).snapshot, reason=req.reason, store=store)


@router.post(
    "/rollback",
    response_model=RollbackResult,
    openapi_extra=STORE_QUERY,
    tags=["admin"],
    responses=documented(409),
)
async def rollback(request: Request, body: RollbackBody) -> Response:
    """Put the store back exactly as a snapshot holds it (an undo snapshot is taken first). A snapshot of
    another store is refused (422 ``snapshot_foreign``); a malformed id is a 400, an unknown one a 404."""
    store, req = unpack(request, body, RollbackRequest, write=True)
    return await answer(kura_of(request).rollback, req.snapshot, store=store)


@router.get("/stores", response_model=list[StoreInfo], tags=["admin"])
async def stores(request: Request) -> list[StoreInfo]:
    """The configured stores and the modes that point at them: those this request may read (a token
    store's needs its token, as for ``/jobs``)."""
    return [s for s in kura_of(request).stores() if _may_read(request, s.name)]


@router.get("/health", response_model=HealthOut, tags=["admin"])
async def health(request: Request) -> HealthOut:
    """Liveness: answers as soon as the server is up (the embedder may still be loading, the stores warming)."""
    warmup = request.app.state.warmup
    return HealthOut.model_validate(health_body(kura_of(request).settings, warmup.state, warmup.warm))


class IndexOut(BaseModel):
    """Where things are, for a person who opens the daemon's root URL (``GET /``, ``GET /s/<store>/``)."""

    name: str = Field(description="Always `kura`.")
    version: str
    ui: str = Field(description="The web UI (a browser asking for `/` is sent here).")
    bootstrap: str = Field(description="The note to hand a new agent: the MCP URL to register, the guide.")
    guide: str = Field(description="The agent-facing guide.")
    mcp: str = Field(description="The MCP endpoint (streamable HTTP).")
    openapi: str = Field(description="The REST API's OpenAPI document (no `/docs` page: it would load scripts "
                         "from a CDN as kura's own origin).")  # fmt: skip
    health: str
    metrics: str = Field(description="Prometheus text format.")


def _wants_html(request: Request) -> bool:
    """Whether the request is a browser's page load: its ``Accept`` names HTML (curl, the clients and
    schemathesis send ``*/*`` or JSON)."""
    return "text/html" in request.headers.get("accept", "").lower()


@router.get(
    "/",
    response_model=IndexOut,
    tags=["onboarding"],
    responses={303: {"description": "A browser (`Accept: text/html`) is sent to the web UI."}},
)
async def index(request: Request) -> Response | IndexOut:
    """Where things are: the web UI, the bootstrap note, the guide, MCP, this document, health, metrics —
    as full URLs, under ``/s/<store>/`` for a store. A browser is sent to the web UI (303) instead: a
    person who opens ``http://127.0.0.1:8085/`` meant the page, where a plain 404 told them nothing. A
    token store's index is the store's (its URLs, as its bootstrap note) and needs its read token; the
    redirect does not (the page answers without it and asks for the token)."""
    base = str(request.base_url).rstrip("/")
    named = request.path_params.get("store_name")  # a store kura knows: ``rest.store_path`` checked it
    prefix = f"{base}/s/{named}" if named else base
    if _wants_html(request):
        return RedirectResponse(f"{prefix}/ui", status_code=303)
    if named:
        authorize(request, named, write=False)
    return IndexOut(
        name="kura", version=__version__, ui=f"{prefix}/ui", bootstrap=f"{prefix}/bootstrap", guide=f"{base}/SKILL.md",
        mcp=f"{prefix}/mcp", openapi=f"{base}/openapi.json", health=f"{base}/health", metrics=f"{prefix}/metrics",
    )  # fmt: skip


@router.get("/SKILL.md", response_class=PlainTextResponse, tags=["onboarding"], responses=text_route_errors())
async def skill() -> str:
    """The agent-facing guide: when to recall, what to write, scopes, feedback."""
    return skill_text()


@router.get(
    "/bootstrap",
    response_class=PlainTextResponse,
    tags=["onboarding"],
    responses=text_route_errors(),
    openapi_extra={"parameters": SELECTORS},
)
async def bootstrap(request: Request) -> str:
    """A short text to hand a new agent: the MCP URL to register and where the guide is. A store's note
    (``/s/<name>/bootstrap``, or a store selector) needs that store's read token, as its routes do, and
    says which header its tokens need (never a token); ``/bootstrap`` names no store."""
    if (picked := _selected(request)) is not None:
        authorize(request, picked, write=False)
    base = str(request.base_url).rstrip("/")
    named = request.path_params.get("store_name")  # authorized above: a store kura knows
    guards = token_guards(kura_of(request).settings.stores[named]) if named else None
    return bootstrap_text(base, named, guards)
