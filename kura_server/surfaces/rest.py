"""REST routes: each one parses, picks the store, checks the token, calls one service operation.

Every route exists twice: at the root (``/recall``) and under a store prefix (``/s/<name>/recall``).
The store may also come from ``?store=`` / ``?mode=`` or a ``store`` / ``mode`` body field; selectors
that disagree are a 400, an unknown store a 404 listing the known ones.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal, TypeVar

from anyio import to_thread
from fastapi import APIRouter, Depends, Path, Query, Request
from fastapi.responses import PlainTextResponse, Response
from pydantic import BaseModel, Field

from .. import __version__, errors
from ..resources import bootstrap_text, skill_text
from ..scheduler.board import JobBoard
from ..schemas import (
    ContextOut,
    ContextRequest,
    DistillRunRequest,
    DistillRunResult,
    DoctorReport,
    DraftOut,
    DrainResult,
    ErrorBody,
    EvolveRequest,
    EvolveResult,
    FeedbackRequest,
    FeedbackResult,
    JobInfo,
    JobRun,
    MemoryOut,
    MemorySummary,
    NightResult,
    RecallRequest,
    RecallResult,
    RememberRequest,
    ReviewItemOut,
    ReviewResolveRequest,
    ReviewResolveResult,
    RollbackRequest,
    RollbackResult,
    SessionEndOut,
    SessionEndRequest,
    SnapshotInfo,
    SnapshotRequest,
    StoreInfo,
    TranscriptOut,
    TranscriptRequest,
    UpdateRequest,
    WorkingMemoryOut,
    WorkingMemoryWrite,
    WriteResult,
)
from ..service import Kura
from ..weave import Prefill
from .security import check_token


def _errors(*statuses: int) -> dict[int | str, dict[str, Any]]:
    what = {
        400: "Malformed request (bad JSON, an unsafe slug, disagreeing store selectors).",
        401: "The store needs a bearer token.",
        403: "Refused: wrong token, write policy, or a cross-origin request.",
        404: "Unknown store, mode, memory or profile (an unknown store lists the known ones).",
        409: "Conflict: the slug is taken, todos are still open (session end), a journal was rewritten, "
        "the job is running already, or a snapshot is unreadable.",
        413: "The body is larger than server.max_body_bytes.",
        415: "The body is not application/json.",
        421: "The Host header is not a loopback name.",
        422: "Invalid input, or content the gate refused (code gate_<rule>).",
        503: "A component the operation needs is unavailable (e.g. the embedder).",
    }
    return {s: {"model": ErrorBody, "description": what[s]} for s in statuses}


DOOR = (400, 401, 403, 404, 413, 415, 421, 422)  # the security door and bad input: every route


def _text_route_errors() -> dict[int | str, dict[str, Any]]:
    """For routes that answer text: errors are still JSON (a model here would be filed under text/plain)."""
    ref = {"application/json": {"schema": {"$ref": "#/components/schemas/ErrorBody"}}}
    return {s: {"description": r["description"], "content": ref} for s, r in _errors(*DOOR).items()}


router = APIRouter(responses=_errors(*DOOR))
M = TypeVar("M", bound=BaseModel)


class Selector(BaseModel):
    """Optional store selection carried in a JSON body."""

    store: str | None = Field(None, description="Store name (or use /s/<name>/, ?store=, ?mode=).")
    mode: str | None = Field(None, description="Mode name, mapped to a store in config.")


class RecallBody(RecallRequest, Selector):
    pass


class RememberBody(RememberRequest, Selector):
    pass


class UpdateBody(UpdateRequest, Selector):
    pass


class FeedbackBody(FeedbackRequest, Selector):
    pass


class IndexOut(BaseModel):
    store: str
    entries: list[dict[str, str]]
    text: str


class ProfileOut(BaseModel):
    store: str
    path: str
    content: str


class HealthOut(BaseModel):
    status: str
    version: str
    stores: list[str]


def kura_of(request: Request) -> Kura:
    return request.app.state.kura


def board_of(request: Request) -> JobBoard:
    return request.app.state.board


def _pick(request: Request, body: Selector | None = None) -> str:
    """Resolve the store from every selector the request carries; they must agree."""
    kura = kura_of(request)
    q = request.query_params
    named = [v for v in (request.path_params.get("store_name"), q.get("store"), body and body.store) if v]
    modes = [v for v in (q.get("mode"), body and body.mode) if v]
    picked = {kura.resolve(mode=m) for m in modes} | {kura.resolve(store=s) for s in named}
    if len(picked) > 1:
        raise errors.invalid(f"store selectors disagree: {sorted(picked)}; give one")
    return picked.pop() if picked else kura.resolve()


def authorize(request: Request, store: str, *, write: bool) -> None:
    check_token(kura_of(request).settings, store, request.headers.get("authorization"), write=write)


def unpack(request: Request, body: Selector, model: type[M], *, write: bool) -> tuple[str, M]:
    """A body route's store (from every selector, tokens checked) and its request without selectors."""
    store = _pick(request, body)
    authorize(request, store, write=write)
    return store, model(**body.model_dump(exclude={"store", "mode"}, exclude_unset=True))


def reader(request: Request) -> str:
    store = _pick(request)
    authorize(request, store, write=False)
    return store


# Query parameters documented on every route that takes a store by query.
StoreQ = Annotated[str | None, Query(alias="store", description="Store name.", include_in_schema=True)]
ModeQ = Annotated[str | None, Query(alias="mode", description="Mode name (maps to a store).")]


def _sel(store: StoreQ = None, mode: ModeQ = None) -> None:
    """Documents ``?store=`` and ``?mode=`` (read from the request itself by ``_pick``)."""


def store_path(
    request: Request,
    store_name: Annotated[str, Path(description="Store name: every route is also served under /s/<name>/.")],
) -> None:
    """The ``/s/<name>/`` prefix: an unknown store is a 404 on every route under it."""
    kura_of(request).resolve(store=store_name)


async def run(fn: Any, *args: Any, **kwargs: Any) -> Any:
    """Service calls block (SQLite, the embedder): run them in a worker thread."""
    return await to_thread.run_sync(lambda: fn(*args, **kwargs))


# -- routes ---------------------------------------------------------------------------------------


@router.post("/recall", response_model=RecallResult, dependencies=[Depends(_sel)], tags=["memory"])
async def recall(request: Request, body: RecallBody) -> RecallResult:
    """Recall memories by meaning; ``block`` is the result rendered for a prompt."""
    store, req = unpack(request, body, RecallRequest, write=False)
    return await run(kura_of(request).recall, req, store=store)


@router.post(
    "/remember", response_model=WriteResult, dependencies=[Depends(_sel)], tags=["memory"], responses=_errors(409, 503)
)
async def remember(request: Request, body: RememberBody) -> WriteResult:
    """Remember one atomic fact: redaction → gate → near-duplicate check → ADD or NOOP."""
    store, req = unpack(request, body, RememberRequest, write=True)
    return await run(kura_of(request).remember, req, store=store, surface="rest")


@router.get("/memory/{slug}", response_model=MemoryOut, dependencies=[Depends(_sel)], tags=["memory"])
async def read_memory(request: Request, slug: str) -> MemoryOut:
    """One memory by its exact slug (never a prefix match)."""
    return await run(kura_of(request).get, slug, store=reader(request))


@router.patch("/memory/{slug}", response_model=WriteResult, dependencies=[Depends(_sel)], tags=["memory"])
async def update_memory(request: Request, slug: str, body: UpdateBody) -> WriteResult:
    """Change a memory; new text passes redaction and the gate again."""
    store, req = unpack(request, body, UpdateRequest, write=True)
    return await run(kura_of(request).update, slug, req, store=store, surface="rest")


@router.delete("/memory/{slug}", response_model=WriteResult, dependencies=[Depends(_sel)], tags=["memory"])
async def forget_memory(
    request: Request, slug: str, reason: Annotated[str | None, Query(max_length=1000)] = None
) -> WriteResult:
    """Forget a memory: file, index line and index rows go; an audit line stays."""
    store = _pick(request)
    authorize(request, store, write=True)
    return await run(kura_of(request).forget, slug, reason=reason, store=store, surface="rest")


@router.post("/feedback", response_model=FeedbackResult, dependencies=[Depends(_sel)], tags=["memory"])
async def feedback(request: Request, body: FeedbackBody) -> FeedbackResult:
    """Move a memory's confidence one step; below low it goes to the review queue."""
    store, req = unpack(request, body, FeedbackRequest, write=True)
    return await run(kura_of(request).feedback, req, store=store)


@router.get("/memories", response_model=list[MemorySummary], dependencies=[Depends(_sel)], tags=["memory"])
async def list_memories(
    request: Request,
    scope: Annotated[str | None, Query(max_length=120)] = None,
    type: Annotated[str | None, Query(max_length=20)] = None,
) -> list[MemorySummary]:
    """Every memory of the store (optionally one scope plus global, or one type)."""
    return await run(kura_of(request).list, scope=scope, type=type, store=reader(request))


@router.get("/index", response_model=IndexOut, dependencies=[Depends(_sel)], tags=["memory"])
async def index(request: Request) -> IndexOut:
    """The store's MEMORY.md: one recognition line per memory."""
    store = reader(request)
    eng = kura_of(request).engine(store)
    path = eng.store.root / "MEMORY.md"
    text = path.read_text(encoding="utf-8") if path.is_file() else ""
    entries = [{"slug": e.slug, "title": e.title, "trigger": e.trigger} for e in eng.store.index_entries()]
    return IndexOut(store=store, entries=entries, text=text)


@router.get(
    "/prefill",
    dependencies=[Depends(_sel)],
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
    woven = await run(kura_of(request).prefill, store=reader(request))
    etag = f'"{woven.etag}"'
    headers = {"ETag": etag, "Cache-Control": "no-cache"}
    if etag in [t.strip() for t in request.headers.get("if-none-match", "").split(",")]:
        return Response(status_code=304, headers=headers)
    if format == "json":
        return Response(woven.model_dump_json(), media_type="application/json", headers=headers)
    return Response(woven.text, media_type="text/plain; charset=utf-8", headers=headers)


class WorkingMemoryBody(WorkingMemoryWrite, Selector):
    pass


@router.get("/wm", response_model=WorkingMemoryOut, dependencies=[Depends(_sel)], tags=["session"])
async def wm_read(
    request: Request,
    scope: Annotated[str, Query(max_length=120)] = "global",
    current_turn: Annotated[int | None, Query(ge=0)] = None,
) -> WorkingMemoryOut:
    """A scope's working memory (goal, todos, decisions, variables, notes); stale past its turn."""
    return await run(kura_of(request).wm_read, scope, current_turn=current_turn, store=reader(request))


@router.put("/wm", response_model=WorkingMemoryOut, dependencies=[Depends(_sel)], tags=["session"])
async def wm_write(request: Request, body: WorkingMemoryBody) -> WorkingMemoryOut:
    """Replace a scope's working memory (redacted; no gate: it is scratch, not memory)."""
    store, req = unpack(request, body, WorkingMemoryWrite, write=True)
    return await run(kura_of(request).wm_write, req, store=store)


@router.delete("/wm", response_model=WorkingMemoryOut, dependencies=[Depends(_sel)], tags=["session"])
async def wm_clear(request: Request, scope: Annotated[str, Query(max_length=120)] = "global") -> WorkingMemoryOut:
    """Forget a scope's working memory (idempotent)."""
    store = _pick(request)
    authorize(request, store, write=True)
    return await run(kura_of(request).wm_clear, scope, store=store)


class TranscriptBody(TranscriptRequest, Selector):
    pass


class ContextBody(ContextRequest, Selector):
    pass


class SessionEndBody(SessionEndRequest, Selector):
    pass


@router.post("/context", response_model=ContextOut, dependencies=[Depends(_sel)], tags=["session"])
async def context(request: Request, body: ContextBody) -> ContextOut:
    """Start of a turn, one call: the user profile block, the working memory (stale past its turn),
    then recall when a query is given; ``block`` joins them for a prompt."""
    store, req = unpack(request, body, ContextRequest, write=False)
    return await run(kura_of(request).context, req.scope, req.query, req.k, req.current_turn, store=store)


@router.post(
    "/transcript", response_model=TranscriptOut, dependencies=[Depends(_sel)], tags=["session"],
    responses=_errors(409),
)  # fmt: skip
async def transcript(request: Request, body: TranscriptBody) -> TranscriptOut:
    """A host's session log as clean turns (user / assistant / tool), from ``since_turn`` on. Only files
    under the store's configured journal roots (or its archive) are read: any other path is a 403."""
    store, req = unpack(request, body, TranscriptRequest, write=False)
    return await run(
        kura_of(request).transcript_read, req.log_path, req.adapter, req.since_turn, limit=req.limit,
        final=req.final, store=store,
    )  # fmt: skip


@router.post(
    "/session/end", response_model=SessionEndOut, dependencies=[Depends(_sel)], tags=["session"],
    responses=_errors(409),
)  # fmt: skip
async def session_end(request: Request, body: SessionEndBody) -> SessionEndOut:
    """End a session: archive its transcript, distil it (with the working memory as background), drain,
    clear finished todos. 409 ``todos_open`` while todos are open, unless ``force``."""
    store, req = unpack(request, body, SessionEndRequest, write=True)
    return await run(kura_of(request).session_end, req, store=store)


class DistillRunBody(DistillRunRequest, Selector):
    pass


@router.post(
    "/distill/run", response_model=DistillRunResult, dependencies=[Depends(_sel)], tags=["distill"],
    responses=_errors(409, 503),
)  # fmt: skip
async def distill_run(request: Request, body: DistillRunBody) -> DistillRunResult:
    """Distil new journal material into signed drafts (sip → spot → gate → reconcile → compose → stage).
    Without ``journal``: every file of the store's configured journal roots. 503 ``model_unavailable``
    without a model; a model failure is in ``errors`` and leaves that journal's watermark unmoved."""
    store, req = unpack(request, body, DistillRunRequest, write=True)
    return await run(kura_of(request).distill_run, store=store, journal=req.journal, adapter=req.adapter)


@router.get("/drafts", response_model=list[DraftOut], dependencies=[Depends(_sel)], tags=["distill"])
async def drafts(request: Request) -> list[DraftOut]:
    """The staged drafts waiting for the drain, each with its evidence quotes."""
    return await run(kura_of(request).drafts, store=reader(request))


@router.post(
    "/drain", response_model=DrainResult, dependencies=[Depends(_sel)], tags=["distill"], responses=_errors(503)
)
async def drain(request: Request, body: Selector | None = None) -> DrainResult:
    """The scribe re-reads each draft cold: pour, fix or toss (tossed drafts are logged with the reason)."""
    store = _pick(request, body)
    authorize(request, store, write=True)
    return await run(kura_of(request).drain, store=store)


@router.post(
    "/distill/night", response_model=NightResult, dependencies=[Depends(_sel)], tags=["distill"],
    responses=_errors(503),
)  # fmt: skip
async def distill_night(request: Request, body: Selector | None = None) -> NightResult:
    """Night distillation now: distil, drain, and re-weave the prefill map when anything was poured."""
    store = _pick(request, body)
    authorize(request, store, write=True)
    return await run(kura_of(request).distill_night, store=store)


@router.get("/review", response_model=list[ReviewItemOut], dependencies=[Depends(_sel)], tags=["distill"])
async def review_list(request: Request) -> list[ReviewItemOut]:
    """What a machine could not settle (gate doubts, conflicts, unusable model output), oldest first."""
    return await run(kura_of(request).review_list, store=reader(request))


class ReviewResolveBody(ReviewResolveRequest, Selector):
    pass


@router.post(
    "/review/{item_id}/resolve", response_model=ReviewResolveResult, dependencies=[Depends(_sel)], tags=["distill"],
    responses=_errors(409),
)  # fmt: skip
async def review_resolve(
    request: Request, item_id: Annotated[str, Path(max_length=64)], body: ReviewResolveBody
) -> ReviewResolveResult:
    """Settle a review item: approve (write the proposal, or keep the questioned memory), modify (write
    ``content`` instead; redaction and the gate run again) or discard."""
    store, req = unpack(request, body, ReviewResolveRequest, write=True)
    return await run(kura_of(request).review_resolve, item_id, req, store=store, surface="rest")


@router.get("/doctor", response_model=DoctorReport, dependencies=[Depends(_sel)], tags=["admin"])
async def doctor(request: Request) -> DoctorReport:
    """Counts, dead links, islands, and drift between files, MEMORY.md and the index."""
    return await run(kura_of(request).doctor, store=reader(request))


@router.get("/profile", response_model=ProfileOut, dependencies=[Depends(_sel)], tags=["admin"])
async def profile(request: Request) -> ProfileOut:
    """The host-side persona file registered for the store (kura never renders a persona)."""
    store = reader(request)
    path = kura_of(request).settings.stores[store].profile
    if path is None:
        raise errors.not_found("profile", f"store {store!r} has no profile configured ([stores.{store}] profile)")
    try:
        content = path.read_text(encoding="utf-8")
    except OSError:
        raise errors.not_found("profile", f"the profile file of store {store!r} cannot be read: {path}") from None
    return ProfileOut(store=store, path=str(path), content=content)


def _selected(request: Request) -> str | None:
    """The store the request selects, or ``None`` when it names none (then a listing spans all stores)."""
    q = request.query_params
    return _pick(request) if request.path_params.get("store_name") or q.get("store") or q.get("mode") else None


def _may_read(request: Request, store: str) -> bool:
    try:
        authorize(request, store, write=False)
    except errors.KuraError:
        return False
    return True


@router.get("/jobs", response_model=list[JobInfo], dependencies=[Depends(_sel)], tags=["admin"])
async def jobs(request: Request) -> list[JobInfo]:
    """The resident jobs per store (distill, drain, evolve, weave): next run, running, last start/end,
    last result (did_work | nothing_to_do | failed), last error. Without a store selector: every store
    this request may read."""
    kura = kura_of(request)
    picked = _selected(request)
    if picked is not None:
        authorize(request, picked, write=False)
    names = [picked] if picked is not None else [s for s in sorted(kura.settings.stores) if _may_read(request, s)]
    return await run(board_of(request).jobs, stores=names)


@router.post(
    "/jobs/{job_id}/run", response_model=JobRun, dependencies=[Depends(_sel)], tags=["admin"], responses=_errors(409)
)
async def run_job(
    request: Request,
    job_id: Annotated[str, Path(max_length=200, description="<store>:<job>, or <job> on the selected store.")],
) -> JobRun:
    """Run one job now and wait for its result (needs the store's write token; send
    ``Content-Type: application/json``). 409 ``job_running`` when it is running already, in this or
    another kura process."""
    board = board_of(request)
    store, job = board.parse(job_id, _selected(request))
    authorize(request, store, write=True)
    return await run(board.run, f"{store}:{job}")


class EvolveBody(EvolveRequest, Selector):
    pass


class SnapshotBody(SnapshotRequest, Selector):
    pass


class RollbackBody(RollbackRequest, Selector):
    pass


@router.post("/evolve", response_model=EvolveResult, dependencies=[Depends(_sel)], tags=["admin"])
async def evolve(request: Request, body: EvolveBody) -> EvolveResult:
    """One evolve cycle if its trigger fires (or ``force``): a proposal, verified three ways (boundary,
    retention, safety), applied after a snapshot; a rejected one is kept for review. Needs the write token."""
    store, req = unpack(request, body, EvolveRequest, write=True)
    return await run(kura_of(request).evolve, store=store, dry_run=req.dry_run, force=req.force)


@router.get("/snapshots", response_model=list[SnapshotInfo], dependencies=[Depends(_sel)], tags=["admin"])
async def snapshots(request: Request) -> list[SnapshotInfo]:
    """The store's snapshots, newest first."""
    return await run(kura_of(request).snapshots, store=reader(request))


@router.post("/snapshots", response_model=SnapshotInfo, dependencies=[Depends(_sel)], tags=["admin"])
async def snapshot(request: Request, body: SnapshotBody) -> SnapshotInfo:
    """Snapshot the store now (its markdown, and its index through SQLite's backup API). Needs the write token."""
    store, req = unpack(request, body, SnapshotRequest, write=True)
    return await run(kura_of(request).snapshot, reason=req.reason, store=store)


@router.post(
    "/rollback", response_model=RollbackResult, dependencies=[Depends(_sel)], tags=["admin"], responses=_errors(409)
)
async def rollback(request: Request, body: RollbackBody) -> RollbackResult:
    """Put the store back exactly as a snapshot holds it (an undo snapshot is taken first). A snapshot of
    another store is refused (422 ``snapshot_foreign``); a malformed id is a 400, an unknown one a 404."""
    store, req = unpack(request, body, RollbackRequest, write=True)
    return await run(kura_of(request).rollback, req.snapshot, store=store)


@router.get("/stores", response_model=list[StoreInfo], tags=["admin"])
async def stores(request: Request) -> list[StoreInfo]:
    """The configured stores and the modes that point at them."""
    return kura_of(request).stores()


@router.get("/health", response_model=HealthOut, tags=["admin"])
async def health(request: Request) -> HealthOut:
    """Liveness: answers as soon as the server is up."""
    return HealthOut(status="ok", version=__version__, stores=sorted(kura_of(request).settings.stores))


@router.get("/SKILL.md", response_class=PlainTextResponse, tags=["onboarding"], responses=_text_route_errors())
async def skill() -> str:
    """The agent-facing guide: when to recall, what to write, scopes, feedback."""
    return skill_text()


@router.get("/bootstrap", response_class=PlainTextResponse, tags=["onboarding"], responses=_text_route_errors())
async def bootstrap(request: Request) -> str:
    """A short text to hand a new agent: the MCP URL to register and where the guide is."""
    base = str(request.base_url).rstrip("/")
    return bootstrap_text(base, request.path_params.get("store_name"))
