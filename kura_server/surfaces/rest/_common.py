"""What every REST route shares: store selection, tokens, the documented errors, the worker thread.

Each route parses, picks the store, checks the token, calls one service operation.

Every route exists twice: at the root (``/recall``) and under a store prefix (``/s/<name>/recall``).
The store may also come from ``?store=`` / ``?mode=`` or a ``store`` / ``mode`` body field; selectors
that disagree (a repeated ``?store=`` too) are a 400, an unknown store a 404 listing the known ones.
"""

from __future__ import annotations

from collections.abc import Callable, Coroutine
from typing import Annotated, Any, TypeVar

from fastapi import APIRouter, Path, Request
from fastapi.responses import Response
from fastapi.routing import APIRoute
from pydantic import BaseModel, Field
from starlette.exceptions import HTTPException

from ... import errors
from ...jsontext import NotJSON
from ...scheduler.board import JobBoard
from ...schemas import (
    ErrorBody,
)
from ...service import Kura
from ..metrics import Metrics
from ..security import NOT_JSON, check_token, loads_unique
from ..threads import blocking

_ERROR_REF = "#/components/schemas/ErrorBody"
_WHAT = {
    400: "Malformed request (bad JSON, a key repeated in one JSON object, an unsafe slug, disagreeing or "
    "repeated store selectors, a repeated Host or Origin header).",
    401: "The store needs a bearer token.",
    403: "Refused: wrong token, write policy, or a cross-origin request.",
    404: "Unknown store, mode, memory or profile (an unknown store lists the known ones).",
    409: "Conflict: the slug is taken, todos are still open (session end), a journal was rewritten, "
    "the job is running already, a snapshot is unreadable, review items are pending under a strict "
    "review gate (review_pending), or the store holds a symlink kura refuses (unsafe_path: see kura doctor).",
    413: "The body is larger than server.max_body_bytes.",
    415: "The body is not application/json, or it is compressed (Content-Encoding: send it uncompressed).",
    421: "The Host header is not a loopback name.",
    422: "Invalid input, or content the gate refused (code gate_<rule>).",
    503: "A component the operation needs is unavailable (e.g. the embedder), or another kura process kept "
    "the store's write lock too long (store_busy: try again).",
}


def documented(*statuses: int) -> dict[int | str, dict[str, Any]]:
    """The OpenAPI ``responses`` of these error statuses: the one error shape, and what each means."""
    return {s: {"model": ErrorBody, "description": _WHAT[s]} for s in statuses}


def by_reference(*statuses: int) -> dict[int | str, dict[str, Any]]:
    """:func:`documented`'s responses with the error shape named by reference: the same OpenAPI document,
    but FastAPI builds nothing for them (for a ``model`` it builds a pydantic adapter per route per status:
    the door's eight on every route were most of the routes' build time at start-up). The
    ``ErrorBody`` schema itself is in the document through the routes' own :func:`documented` errors."""
    return {
        s: {"description": _WHAT[s], "content": {"application/json": {"schema": {"$ref": _ERROR_REF}}}}
        for s in statuses
    }


DOOR = (400, 401, 403, 404, 413, 415, 421, 422)  # the security door and bad input: every route


def text_route_errors() -> dict[int | str, dict[str, Any]]:
    """For routes that answer text: errors are still JSON (a model here would be filed under text/plain)."""
    return by_reference(*DOOR)


class UniqueKeysRequest(Request):
    """A request whose JSON body is read once, by :func:`~kura_server.surfaces.security.loads_unique`:
    a key repeated in one object is the ``duplicate_key`` refusal, not its last value."""

    async def json(self) -> Any:
        if not hasattr(self, "_json"):
            try:
                self._json = loads_unique(await self.body())
            except NotJSON as exc:  # too deep, a number too long: FastAPI's 400 would not say which
                raise errors.KuraError("invalid_json", f"{NOT_JSON}: {exc}", status=400) from None
        return self._json


class UniqueKeysRoute(APIRoute):
    """A REST route reading its body as :class:`UniqueKeysRequest` (FastAPI's documented way: a custom
    ``APIRoute`` whose handler gets a custom ``Request``). FastAPI turns any error of ``request.json()``
    but a ``JSONDecodeError`` into its own 400 ("There was an error parsing the body"); the refusal it
    wraps leaves as itself, in the one error shape. A query parameter the route does not take is refused
    (:func:`refuse_unknown_query`), as an unknown body field is: ``POST /recall?k=5`` answered 8 memories."""

    def get_route_handler(self) -> Callable[[Request], Coroutine[Any, Any, Response]]:
        handler = super().get_route_handler()
        taken = query_names(self)

        async def unique_keys(request: Request) -> Response:
            refuse_unknown_query(request, taken)
            try:
                return await handler(UniqueKeysRequest(request.scope, request.receive))
            except HTTPException as exc:
                if isinstance(exc.__cause__, errors.KuraError):
                    raise exc.__cause__ from None
                raise

        return unique_keys


def query_names(route: APIRoute) -> frozenset[str]:
    """The query parameters a route takes: those its handler declares and those its OpenAPI says it reads
    from the request itself (``STORE_QUERY``'s ``store`` and ``mode``)."""
    declared = {p.alias for p in route.dependant.query_params}
    extra = (route.openapi_extra or {}).get("parameters", [])
    return frozenset(declared | {p["name"] for p in extra if p.get("in") == "query"})


def refuse_unknown_query(request: Request, taken: frozenset[str]) -> None:
    """Refuse a query parameter the route does not take (422 ``invalid_input``, naming the ones it does): a
    misspelt or misplaced option silently ignored answers another question than the one asked."""
    if unknown := sorted(set(request.query_params) - taken):
        takes = ", ".join(sorted(taken)) or "none"
        raise errors.invalid(
            f"unknown query parameter {', '.join(map(repr, unknown))}: this route takes {takes} in its query "
            "(the rest of a request goes in its JSON body, where it has one)",
            detail={"unknown": unknown, "taken": sorted(taken)},
        )


def door_router() -> APIRouter:
    """A router whose routes document the door's errors (every route can answer them) and read a JSON
    body with each key once (:class:`UniqueKeysRoute`)."""
    return APIRouter(responses=by_reference(*DOOR), route_class=UniqueKeysRoute)


M = TypeVar("M", bound=BaseModel)


class Selector(BaseModel):
    """Optional store selection carried in a JSON body."""

    store: str | None = Field(None, description="Store name (or use /s/<name>/, ?store=, ?mode=).")
    mode: str | None = Field(None, description="Mode name, mapped to a store in config.")


def kura_of(request: Request) -> Kura:
    return request.app.state.kura


def board_of(request: Request) -> JobBoard:
    return request.app.state.board


def metrics_of(request: Request) -> Metrics:
    return request.app.state.metrics


def pick(request: Request, body: Selector | None = None) -> str:
    """Resolve the store from every selector the request carries, a repeated query parameter's every
    value too (``?store=a&store=b``); they must agree."""
    kura = kura_of(request)
    q = request.query_params
    named = [v for v in (request.path_params.get("store_name"), *q.getlist("store"), body and body.store) if v]
    modes = [v for v in (*q.getlist("mode"), body and body.mode) if v]
    picked = {kura.resolve(mode=m) for m in modes} | {kura.resolve(store=s) for s in named}
    if len(picked) > 1:
        raise errors.disagree(f"store selectors disagree: {sorted(picked)}; give one")
    return picked.pop() if picked else kura.resolve()


def authorize(request: Request, store: str, *, write: bool) -> None:
    check_token(kura_of(request).settings, store, request.headers.get("authorization"), write=write)


def unpack(request: Request, body: Selector, model: type[M], *, write: bool) -> tuple[str, M]:
    """A body route's store (from every selector, tokens checked) and its request without selectors."""
    store = pick(request, body)
    authorize(request, store, write=write)
    return store, model(**body.model_dump(exclude={"store", "mode"}, exclude_unset=True))


def reader(request: Request) -> str:
    """A read route's store, its read token checked."""
    store = pick(request)
    authorize(request, store, write=False)
    return store


def writer(request: Request, body: Selector | None = None) -> str:
    """A write route's store (from the query, the path or a bare selector body), its write token checked."""
    store = pick(request, body)
    authorize(request, store, write=True)
    return store


def _optional_query(name: str, description: str) -> dict[str, Any]:
    """An optional string query parameter as FastAPI documents one declared ``str | None``."""
    schema = {"anyOf": [{"type": "string"}, {"type": "null"}], "description": description, "title": name.title()}
    return {"name": name, "in": "query", "required": False, "schema": schema, "description": description}


# ``?store=`` and ``?mode=``, documented on every route that takes a store by query (``pick`` reads them
# from the request itself). Written into the document rather than declared as a dependency: a
# dependency's parameters were analysed again for every route at start-up (a third of the routes'
# build time) and solved on every request, for two strings no validation can refuse.
# Every route that acts on a store: its selectors, the 409 any store can answer (a symlink kura refuses,
# ``unsafe_path``; a recall while a strict review gate holds items, ``review_pending``) and the 503 (another
# process kept the store's write lock, ``store_busy``: a read may bring the index up to date under it).
SELECTORS: list[dict[str, Any]] = [
    _optional_query("store", "Store name."),
    _optional_query("mode", "Mode name (maps to a store)."),
]
STORE_QUERY: dict[str, Any] = {
    "parameters": SELECTORS,
    "responses": {str(status): body for status, body in by_reference(409, 503).items()},
}


async def store_path(
    request: Request,
    store_name: Annotated[str, Path(description="Store name: every route is also served under /s/<name>/.")],
) -> None:
    """The ``/s/<name>/`` prefix: an unknown store is a 404 on every route under it. (Dependencies are
    ``async``: FastAPI runs a plain ``def`` one in a worker thread, a hop for a dictionary look-up.)"""
    kura_of(request).resolve(store=store_name)


def typed(result: BaseModel | list[Any]) -> Response:
    """An answer the service already typed (a model, or a list of models), sent as its JSON. Returned
    as is, FastAPI would validate it again against the route's ``response_model`` before serialising
    it; the route keeps its ``response_model``, which is what the OpenAPI document shows."""
    if isinstance(result, list):
        body = b"[" + b",".join(item.model_dump_json().encode() for item in result) + b"]"
    else:
        body = result.model_dump_json().encode()
    return Response(body, media_type="application/json")


async def answer(fn: Any, *args: Any, **kwargs: Any) -> Response:
    """``fn`` in a worker thread (:func:`~..threads.blocking`), its typed answer sent as is (:func:`typed`)."""
    return typed(await blocking(fn, *args, **kwargs))
