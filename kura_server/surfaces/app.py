"""``create_app``: a fresh FastAPI app per call — REST routes, MCP endpoints, the security door.

Never a module-level app: each MCP server's session manager runs once per instance, so every app
(every test) builds its own servers and runs their session managers in its own lifespan. Nothing slow
happens before the first request: the MCP servers are built on their URL's first request
(``mcp/lazy.py``), and the embedder loads in a thread once the lifespan has started (``Warmup``).
"""

from __future__ import annotations

import logging
from collections.abc import AsyncIterator, Mapping, Sequence
from contextlib import asynccontextmanager
from typing import Any

import anyio
from anyio import to_thread
from fastapi import Depends, FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from fastapi.routing import APIRoute
from pydantic import ValidationError
from starlette.exceptions import HTTPException as StarletteHTTPException
from starlette.routing import Match, Route
from starlette.types import ASGIApp, Receive, Scope, Send

from .. import __version__
from ..errors import KuraError
from ..scheduler.board import JobBoard
from ..service import Kura
from ..settings import Settings
from . import rest
from .mcp import LazyEndpoint, McpRunner, refusal
from .messages import ErrorResponse
from .metrics import Metrics
from .observe import ObserveMiddleware, RouteNames, access_level
from .security import NOT_JSON, SecurityMiddleware, check_token, head_as_get, new_csrf_token
from .warmup import Warmup
from .web import router as web_ui

log = logging.getLogger("kura.server")

DESCRIPTION = """kura: a local, resident long-term memory for AI agents.

Every route is also served under `/s/<store>/`; `?store=` / `?mode=` or a `store` / `mode` body field
select a store too (selectors must agree). Errors always have the shape
`{"error": {"code": "...", "message": "...", "detail": ...}}`. Every GET route also answers HEAD
(GET's status and headers, no body; not listed as operations of their own). MCP (streamable HTTP) is
at `/mcp` and `/s/<store>/mcp` (GET, POST, DELETE). Guide for agents: `/SKILL.md`."""

STORE_PREFIX = "/s/{store_name}"
MCP_PREFETCH_S = 0.5  # after start: the first /health is answered before the SDK's import competes with it
WARMUP_STOP_S = 2.0  # at the app's end: the warm-up's step under way may finish; none starts after
_HTTP_CODES = {404: "not_found", 405: "method_not_allowed", 400: "bad_request", 413: "body_too_large"}


def _error(
    status: int, code: str, message: str, detail: object = None, headers: Mapping[str, str] | None = None
) -> JSONResponse:
    body = KuraError(code, message, status=status, detail=detail).to_dict()
    return ErrorResponse(body, status_code=status, headers=headers)


def _validation_detail(errors: Sequence[Mapping[str, Any]]) -> list[dict[str, Any]]:
    """Each problem's place, message and type, and the limit it broke as a number (``ctx``:
    ``{"max_length": 4000}``), so a client can act on it without a copy of kura's limits; never the value."""
    detail = []
    for e in errors:
        item = {"loc": [str(p) for p in e.get("loc", ())], "msg": str(e.get("msg", "")), "type": str(e.get("type", ""))}
        limits = {k: v for k, v in (e.get("ctx") or {}).items() if type(v) in (int, float)}
        detail.append({**item, "ctx": limits} if limits else item)
    return detail


def _invalid(errors: Sequence[Mapping[str, Any]]) -> JSONResponse:
    detail = _validation_detail(errors)
    if any(d["type"] == "json_invalid" for d in detail):
        return _error(400, "invalid_json", NOT_JSON, detail)
    first = detail[0] if detail else {"loc": [], "msg": "invalid request"}
    where = ".".join(p for p in first["loc"] if p != "body") or "request"
    return _error(422, "invalid_input", f"{where}: {first['msg']}", detail)


def create_app(
    settings: Settings,
    *,
    kura: Kura | None = None,
    extra_hosts: tuple[str, ...] = (),
    prefetch_mcp_s: float | None = MCP_PREFETCH_S,
) -> FastAPI:
    """Build the daemon's app. ``extra_hosts``: non-loopback host names to accept (remote binds);
    ``prefetch_mcp_s``: how long after start the MCP servers and the REST routes are built in the background
    (``None``: on their first request only — two apps in one process, each on its own event loop thread, would
    build the routes they share at once, which pydantic is not safe for)."""
    kura = kura or Kura(settings)
    board = JobBoard(kura)  # the resident jobs: guarded runs, records, the scheduler's stop event
    metrics = Metrics(kura, jobs=lambda stores: board.jobs(stores=stores))
    runner = McpRunner(prefetch_mcp_s)
    warmup = Warmup(kura, also=lambda: runner.settled)

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        stopping = anyio.Event()
        async with runner.running(), anyio.create_task_group() as later:
            warmup.start()
            if prefetch_mcp_s is not None:
                later.start_soon(_build_routes_later, app, prefetch_mcp_s, stopping)
            log.info("kura %s serving stores: %s", __version__, ", ".join(sorted(settings.stores)))
            scheduler = None
            if settings.scheduler.enabled:
                from ..scheduler.daemon import KuraScheduler  # APScheduler only where it runs

                scheduler = KuraScheduler(board)
                scheduler.start()
            app.state.scheduler = scheduler
            try:
                yield
            finally:
                stopping.set()
                await to_thread.run_sync(warmup.stop, WARMUP_STOP_S)  # no store opened after the close below
                if scheduler is not None:
                    # Bounded (stop_timeout_s) and off the event loop: running jobs are sync calls.
                    await to_thread.run_sync(scheduler.stop)
                kura.close()
                log.info("kura stopped")

    # No /docs or /redoc: FastAPI's pages load scripts from a CDN, which would run as kura's own origin
    # (the web UI's origin: its session token, its tab's store tokens). The document is /openapi.json.
    app = FastAPI(
        title="kura", version=__version__, description=DESCRIPTION, lifespan=lifespan, docs_url=None, redoc_url=None
    )
    app.state.kura = kura
    app.state.csrf = new_csrf_token()  # the web UI's token against forgery, this run's (security.csrf_refusal)
    app.state.board = board
    app.state.metrics = metrics
    app.state.mcp = runner
    app.state.warmup = warmup
    _mount_mcp(app, kura, board, metrics, runner, extra_hosts)  # ahead of the REST routers (see its docstring)
    prefixed = [Depends(rest.store_path)]  # an unknown store under /s/<name>/ is a 404 on every route
    app.include_router(rest.router)
    app.include_router(rest.router, prefix=STORE_PREFIX, dependencies=prefixed)
    app.router.routes.insert(  # recall, remember, context ahead of FastAPI's router (rest/lane.py); /health first
        0, rest.Lane(app.router, rest.router.routes, rest.LEAN, prefix=STORE_PREFIX, prefix_dependencies=prefixed)
    )
    _health_first(app)
    app.include_router(web_ui)  # the web UI at /ui and /s/<store>/ui (surfaces/web/)
    for error, handler in _ERROR_HANDLERS:
        app.add_exception_handler(error, handler)
    app.add_middleware(
        SecurityMiddleware,
        max_body_bytes=settings.server.max_body_bytes, body_timeout_s=settings.server.body_timeout_s,
        extra_hosts=extra_hosts, csrf_token=app.state.csrf,
    )  # fmt: skip
    # outermost: sees refusals too
    app.add_middleware(
        ObserveMiddleware, metrics=metrics, routes=_route_names(app), access_level=access_level(settings)
    )
    return app


def _health_first(app: FastAPI) -> None:
    """``/health`` also as the app's first route. FastAPI (0.16x) builds an included router's routes on
    the first request that reaches it, so the first ``/health`` — what a supervisor, a test or ``kura
    bench http`` waits for — would build all the REST routes first; this one matches before the
    includes. The same endpoint answers; the document lists the REST router's ``/health``, not this."""
    health = APIRoute(
        "/health", rest.admin.health, methods=["GET"], response_model=rest.admin.HealthOut, include_in_schema=False
    )
    app.router.routes.insert(0, health)


async def _build_routes_later(app: FastAPI, delay: float, stopping: anyio.Event) -> None:
    """Every included router's routes built ``delay`` seconds after start, so the first REST request
    does not build them. FastAPI builds them on first use when it can (``effective_route_contexts``;
    else it built them when they were included: nothing to do). On the event loop, where requests
    build them too: two threads building the same routes at once is not safe (pydantic)."""
    with anyio.move_on_after(delay):
        await stopping.wait()
    for route in app.router.routes if not stopping.is_set() else ():
        contexts = getattr(route, "effective_route_contexts", None)
        if callable(contexts):
            for _ in contexts():
                pass


def _route_names(app: FastAPI) -> RouteNames:
    """Every route template the app answers, for the metrics' labels: its own routes (``/openapi.json``,
    the MCP endpoints) and the REST router at both prefixes. A named store's own MCP route is labelled
    ``/s/{store_name}/mcp`` like any store's: a label never names a store (a token store's traffic
    would show in the process-wide figures anyone may scrape)."""
    own = [
        path
        for route in app.router.routes
        if isinstance(path := getattr(route, "path", None), str) and not (path.startswith("/s/") and "{" not in path)
    ]
    api = [route.path for route in rest.router.routes if isinstance(route, APIRoute)]
    return RouteNames([*own, *api, *(f"{STORE_PREFIX}{path}" for path in api)])


def _mount_mcp(
    app: FastAPI, kura: Kura, board: JobBoard, metrics: Metrics, runner: McpRunner, extra_hosts: tuple[str, ...]
) -> None:
    """The MCP endpoints: ``/mcp`` (free) and ``/s/<name>/mcp`` per store (bound), each with its
    read-write and read-only server, built on the URL's first request and run by ``runner``. Each server
    keeps at most ``server.mcp_max_sessions`` sessions (~40 KB each), closing one idle for
    ``server.mcp_session_idle_s``: the SDK's own defaults (10,000 a server, 30 minutes) let clients that
    never close a session grow the daemon by ~400 MB a server. At the cap a new session first ends the
    least recently used one with no request in flight (``mcp.server.Sessions``: the protocol's ``DELETE``,
    sent to the SDK's app); with every one busy it is refused (503).

    Added before the REST routers, so an MCP request is not tried against their ~90 routes first (no
    REST path ends in ``/mcp``): ~0.3 ms a call after idle (``bench/README.md``, "MCP calls"). A tool
    call stays an SSE stream, not one JSON body (``json_response``, ~0.85 ms less): the stream's pings
    every 15 s keep a long call (a distillation, a session's end) alive past a client's read timeout
    (the SDK's: 300 s), where a JSON answer sends nothing until it is done."""
    settings = kura.settings

    def endpoint(bound: str | None, readonly_only: bool) -> LazyEndpoint:
        def build() -> tuple[ASGIApp, list[Any]]:
            from .mcp.server import Endpoint, Sessions, build_server, transport_security  # the SDK: on first use only

            security = transport_security(extra_hosts)
            modes = (True,) if readonly_only else (False, True)  # a read-only store has no read-write server
            servers = [build_server(kura, board, metrics, bound=bound, readonly=ro) for ro in modes]
            cap = settings.server.mcp_max_sessions
            apps = [
                Sessions(
                    server.streamable_http_app(
                        streamable_http_path="/mcp",
                        transport_security=security,
                        max_request_body_size=settings.server.max_body_bytes,
                        max_sessions=cap,
                        session_idle_timeout=settings.server.mcp_session_idle_s,
                    ),
                    cap,
                )  # fmt: skip
                for server in servers
            ]
            return Endpoint(None if readonly_only else apps[0], apps[-1]), servers

        return LazyEndpoint(build, runner)

    def mcp_route(path: str, call: Any) -> Route:
        route = Route(path, endpoint=call, methods=["GET", "POST", "DELETE"])
        route.methods = {"GET", "POST", "DELETE"}  # not the HEAD Starlette adds: the transport refuses it
        return route

    app.router.routes.append(mcp_route("/mcp", endpoint(None, False)))
    for name, cfg in sorted(settings.stores.items()):
        app.router.routes.append(mcp_route(f"/s/{name}/mcp", StoreMcp(name, endpoint(name, cfg.mcp_readonly))))
    app.router.routes.append(mcp_route("/s/{store_name}/mcp", _unknown_store_mcp))


class StoreMcp:
    """A store's MCP endpoint (``/s/<name>/mcp``) behind the store's read token: every request to it —
    the handshake, ``tools/list``, a session's stream, its end — answers 401 / 403 without the token, as
    the store's REST routes do (``security.check_token``, the one check), before any MCP server is built
    or sees it; a tool call then checks the write token for a write. The free ``/mcp`` names no store: its
    handshake and tool list are every store's, and each tool call checks the token of the store it names."""

    def __init__(self, store: str, app: ASGIApp) -> None:
        self.store, self.app = store, app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        request = Request(scope, receive)
        try:
            check_token(request.app.state.kura.settings, self.store, request.headers.get("authorization"), write=False)
        except KuraError as exc:
            response = await refusal(request, exc)
            await response(scope, receive, send)
            return
        await self.app(scope, receive, send)


async def _unknown_store_mcp(request: Request) -> JSONResponse:
    try:
        request.app.state.kura.resolve(store=request.path_params["store_name"])
    except KuraError as exc:
        return await refusal(request, exc)
    return _error(404, "not_found", "Not Found")  # pragma: no cover - known stores matched above


# -- the one error shape, whatever failed -------------------------------------------------------------


async def _kura_error(request: Request, exc: KuraError) -> JSONResponse:
    request.app.state.metrics.refused(exc, "rest")
    return ErrorResponse(exc.to_dict(), status_code=exc.status)


async def _request_invalid(request: Request, exc: RequestValidationError) -> JSONResponse:
    return _invalid(list(exc.errors()))


async def _model_invalid(request: Request, exc: ValidationError) -> JSONResponse:
    return _invalid(exc.errors())


async def _http_error(request: Request, exc: StarletteHTTPException) -> JSONResponse:
    """The router's own refusals in the one error shape, their headers kept; a 405 names the methods the
    path takes, in its ``Allow`` header (RFC 9110 §15.5.6) and its message. (A body that is not UTF-8 never
    gets here: the door refuses it, ``security.utf8_json``.)"""
    code = _HTTP_CODES.get(exc.status_code, f"http_{exc.status_code}")
    headers, message = dict(exc.headers or {}), str(exc.detail)
    if exc.status_code == 405:
        allowed = _allowed_methods(request) or [m.strip() for m in headers.get("Allow", "").split(",") if m.strip()]
        headers["Allow"] = ", ".join(allowed)
        message = f"method {request.method[:20]} is not allowed on this path; it takes {', '.join(allowed)}"
        return _error(405, code, message, {"allowed_methods": allowed}, headers)
    return _error(exc.status_code, code, message, headers=headers)


_METHODS = ("GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS")


def _allowed_methods(request: Request) -> list[str]:
    """Every method some route of the app takes at the request's path, asked of the routes themselves
    (an included router's too), and ``HEAD`` wherever the door serves it as ``GET``. The router's 405
    names only the first route it found there: ``GET`` for ``/memory/{slug}``, whose ``PATCH`` and
    ``DELETE`` are other routes."""
    routes = request.app.router.routes
    allowed = [m for m in _METHODS if any(r.matches({**request.scope, "method": m})[0] == Match.FULL for r in routes)]
    if "GET" in allowed and "HEAD" not in allowed and head_as_get(request.url.path):
        allowed.insert(allowed.index("GET") + 1, "HEAD")  # the door serves it (``security.head_as_get``)
    return allowed


async def _internal(request: Request, exc: Exception) -> JSONResponse:
    log.exception("internal error on %s %s", request.method, request.url.path)
    return _error(500, "internal", "internal error; the server log has the details")


_ERROR_HANDLERS: tuple[tuple[type[Exception], Any], ...] = (
    (KuraError, _kura_error),
    (RequestValidationError, _request_invalid),
    (ValidationError, _model_invalid),
    (StarletteHTTPException, _http_error),
    (Exception, _internal),
)
