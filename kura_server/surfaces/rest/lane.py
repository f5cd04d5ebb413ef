"""The hot routes' lane: ``POST /recall``, ``POST /remember`` and ``POST /context`` (and their ``/s/<name>/``
forms) served without FastAPI's per-request machinery.

An agent recalls (or asks for its turn's context) on every turn, and the daemon's core has usually gone
idle since the last request, so every line of Python a request runs costs several times what it costs
back to back. FastAPI's router and route handler (the included routers' matching, the dependencies
solved, the body parsed and then validated as Python) were ~0.45 ms of such a request
(``bench/README.md``, "The hot routes' lane").

The lane is one route at the head of the app's routes. It takes a lean route's method and path, refuses a
query parameter the route does not take (as the route does), reads the body (the security door has read it
already), parses it as FastAPI's routes do (once, each key once: ``security.loads_unique``), validates it with
the route's own body model, runs the ``/s/<name>/`` prefix's dependencies (the store's check), and calls the
route's own endpoint: the store's selection, the token, the work and the answer are the route's, and an error
the endpoint raises (or a repeated key's ``duplicate_key``) goes to the app's error handlers as any route's
does. A body it cannot parse or validate, it hands back to the router untouched, so every refusal is FastAPI's
own (the same status, code and detail). The routes stay FastAPI's routes: the OpenAPI document describes them
as before.
"""

from __future__ import annotations

import inspect
import typing
from collections.abc import Callable, Iterable, Sequence
from typing import Any

from fastapi.routing import APIRoute
from pydantic import BaseModel
from starlette.requests import Request
from starlette.routing import BaseRoute, Match, compile_path
from starlette.types import ASGIApp, Receive, Scope, Send

from ..security import loads_unique, replayed
from ._common import query_names, refuse_unknown_query

_DECLINED = "kura.lane.declined"  # set on a request the lane handed back: the router's second pass skips it


class _Lean:
    """One lean route: its endpoint and body model, at a path with or without the store prefix."""

    def __init__(self, route: APIRoute, model: type[BaseModel], prefix: str) -> None:
        self.endpoint = route.endpoint
        self.model = model
        self.regex = compile_path(prefix + route.path)[0]
        self.prefixed = bool(prefix)
        self.taken = query_names(route)


class Lane(BaseRoute):
    """The lean routes of ``router``'s REST routes, served ahead of it (see the module)."""

    def __init__(
        self,
        router: ASGIApp,
        routes: Iterable[BaseRoute],
        lean: Iterable[Callable[..., Any]],
        *,
        prefix: str,
        prefix_dependencies: Sequence[Any],
    ) -> None:
        self.router = router
        self.prefix_checks = [_prefix_check(d) for d in prefix_dependencies]
        wanted = set(lean)
        chosen = [r for r in routes if isinstance(r, APIRoute) and r.endpoint in wanted]
        if {r.endpoint for r in chosen} != wanted:
            raise ValueError("a lean endpoint is not one of the REST routes")
        self.lanes: dict[str, list[_Lean]] = {}
        for route in chosen:
            model = _body_model(route)
            for method in route.methods or ():
                self.lanes.setdefault(method, []).extend(_Lean(route, model, p) for p in ("", prefix))

    def matches(self, scope: Scope) -> tuple[Match, Scope]:
        if scope["type"] != "http" or _DECLINED in scope:
            return Match.NONE, {}
        for lean in self.lanes.get(scope["method"], ()):
            if m := lean.regex.match(scope["path"]):
                return Match.FULL, {"path_params": {**scope.get("path_params", {}), **m.groupdict()}, "kura.lane": lean}
        return Match.NONE, {}

    async def handle(self, scope: Scope, receive: Receive, send: Send) -> None:
        lean: _Lean = scope["kura.lane"]
        request = Request(scope, receive)
        refuse_unknown_query(request, lean.taken)  # as the route itself would (``UniqueKeysRoute``)
        raw = await request.body()
        try:  # a repeated key: its refusal (duplicate_key) leaves here, to the app's error handlers
            body = lean.model.model_validate(loads_unique(raw))
        except ValueError:  # not JSON (jsontext: too deep too), or not the model's (ValidationError)
            scope[_DECLINED] = True  # FastAPI's route refuses it, with FastAPI's own error
            await self.router(scope, replayed(raw, receive), send)
            return
        if lean.prefixed:
            for check in self.prefix_checks:  # what the prefixed include's dependencies do, in their order
                await check(request, scope["path_params"]["store_name"])
        response = await lean.endpoint(request, body)
        await response(scope, receive, send)

    def url_path_for(self, name: str, /, **path_params: Any) -> Any:  # pragma: no cover - the routes' own
        raise NotImplementedError("the lane has no name; ask the REST route")


def _body_model(route: APIRoute) -> type[BaseModel]:
    """A lean endpoint's body model: it must take exactly ``(request, body)`` — a query parameter or a
    dependency the lane did not solve would be silently dropped, so any other shape is refused here."""
    params = list(inspect.signature(route.endpoint).parameters)
    model = typing.get_type_hints(route.endpoint).get("body")
    if (
        params != ["request", "body"]
        or route.dependencies
        or not (isinstance(model, type) and issubclass(model, BaseModel))
    ):
        raise TypeError(f"{route.path}: a lean route takes (request: Request, body: <model>) and nothing else")
    return model


def _prefix_check(dependency: Any) -> Callable[..., Any]:
    """One of the store prefix's dependencies (a ``Depends``), called by the lane as FastAPI would: it
    must be ``async def (request, store_name)`` — any other would need FastAPI to solve it, and the
    lane would skip it silently, so it is refused here."""
    call = getattr(dependency, "dependency", None)
    if not (
        inspect.iscoroutinefunction(call) and list(inspect.signature(call).parameters) == ["request", "store_name"]
    ):
        raise TypeError(f"{call!r}: a store prefix's dependency in the lane is async (request, store_name)")
    return call
