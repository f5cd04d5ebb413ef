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
from ..schemas import (
    DoctorReport,
    ErrorBody,
    FeedbackRequest,
    FeedbackResult,
    MemoryOut,
    MemorySummary,
    RecallRequest,
    RecallResult,
    RememberRequest,
    StoreInfo,
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
        409: "The slug is taken.",
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
