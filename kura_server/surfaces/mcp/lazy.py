"""The MCP endpoints, built on first use. Importing the ``mcp`` SDK and building a binding's servers
costs more than the whole rest of the daemon's start, and most requests never touch MCP; this module
imports neither.

Each MCP URL is a :class:`LazyEndpoint`. It builds that binding's servers (read-write and read-only;
the SDK is imported then) in a worker thread, starts their session managers in the app's lifespan
task group (:class:`McpRunner`: a session manager's ``run()`` must last as long as the app, not as
long as the request that needed it), then hands requests on. That happens on the URL's first request,
or earlier: ``prefetch_s`` after the app has started, the runner builds every endpoint in the
background, so the first MCP call does not pay for the SDK either (``None``: on first use only).
:func:`refusal` answers for a URL that names no store without the SDK.
"""

from __future__ import annotations

import logging
from collections.abc import AsyncIterator, Callable, Sequence
from contextlib import AsyncExitStack, asynccontextmanager
from typing import Any

import anyio
from anyio import to_thread
from anyio.abc import TaskGroup, TaskStatus
from starlette.requests import Request
from starlette.responses import JSONResponse
from starlette.types import ASGIApp, Receive, Scope, Send

from ... import jsontext
from ...errors import KuraError
from ..messages import ErrorResponse, error_message

log = logging.getLogger("kura.server")

INVALID_REQUEST = -32600  # JSON-RPC 2.0's "Invalid Request" (mcp_types.INVALID_REQUEST; a test pins it)

Built = tuple[ASGIApp, Sequence[Any]]  # the endpoint to hand requests to, and the servers behind it


class McpRunner:
    """Runs the session managers of the MCP servers built so far, for as long as the app runs:
    :meth:`running` is entered in the app's lifespan; leaving it stops them all."""

    def __init__(self, prefetch_s: float | None = None) -> None:
        self.prefetch_s = prefetch_s
        self.endpoints: list[LazyEndpoint] = []  # each registers itself
        self._group: TaskGroup | None = None
        self._stopping: anyio.Event | None = None
        self.started = 0  # servers whose session manager runs
        self.prefetched: anyio.Event | None = None  # set once the background build has been through every endpoint

    @asynccontextmanager
    async def running(self) -> AsyncIterator[None]:
        async with anyio.create_task_group() as group:
            self._group, self._stopping, self.prefetched = group, anyio.Event(), anyio.Event()
            if self.prefetch_s is not None:
                group.start_soon(self._prefetch, self.prefetch_s, self._stopping)
            try:
                yield
            finally:
                self._group = None
                self._stopping.set()  # each runner leaves its session managers' run(): sessions end

    @property
    def settled(self) -> bool:
        """No background build left: none was asked for, or it has been through every endpoint."""
        return self.prefetch_s is None or (self.prefetched is not None and self.prefetched.is_set())

    async def start(self, servers: Sequence[Any]) -> None:
        """Enter ``servers``' session managers in the lifespan's task group; returns once they run."""
        if self._group is None:
            raise RuntimeError("the MCP servers run in the app's lifespan: enter it first")
        await self._group.start(self._run, servers)

    async def _prefetch(self, delay: float, stopping: anyio.Event) -> None:
        """Every endpoint built and started ``delay`` seconds after the app started (unless it stops first)."""
        with anyio.move_on_after(delay):
            await stopping.wait()
        for endpoint in self.endpoints:
            if stopping.is_set():
                return
            try:
                await endpoint.ready()
            except Exception:  # the endpoint's first request tries again and answers the error
                if not stopping.is_set():  # (stopping: the app ended while it was being built)
                    log.exception("an MCP endpoint could not be built ahead of its first request")
        assert self.prefetched is not None
        self.prefetched.set()

    async def _run(self, servers: Sequence[Any], *, task_status: TaskStatus[None] = anyio.TASK_STATUS_IGNORED) -> None:
        assert self._stopping is not None
        stopping = self._stopping
        async with AsyncExitStack() as stack:
            for server in servers:
                await stack.enter_async_context(server.session_manager.run())
            self.started += len(servers)
            task_status.started()
            await stopping.wait()


class LazyEndpoint:
    """One MCP URL whose servers are built (``build``, in a worker thread) and started on its first request."""

    def __init__(self, build: Callable[[], Built], runner: McpRunner) -> None:
        self._build = build
        self._runner = runner
        self._app: ASGIApp | None = None
        self._lock: anyio.Lock | None = None
        runner.endpoints.append(self)

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        app = self._app or await self.ready()
        await app(scope, receive, send)

    async def ready(self) -> ASGIApp:
        """The built endpoint, its servers running (built and started now if need be)."""
        if self._lock is None:  # made on the event loop (no await since the check: no other request between)
            self._lock = anyio.Lock()
        async with self._lock:
            if self._app is None:
                endpoint, servers = await to_thread.run_sync(self._build)
                await self._runner.start(servers)
                self._app = endpoint
        return self._app


async def refusal(request: Request, exc: KuraError) -> JSONResponse:
    """An MCP URL refusing a request before any MCP server sees it (``/s/<unknown>/mcp``).

    A JSON-RPC request gets a JSON-RPC error (:func:`rpc_refusal`); anything else gets kura's one error
    shape."""
    try:
        body = jsontext.loads(await request.body() or b"null")
    except ValueError:
        body = None
    if isinstance(body, dict) and body.get("jsonrpc") == "2.0" and isinstance(body.get("method"), str):
        return rpc_refusal(exc, body.get("id") if isinstance(body.get("id"), str | int) else None)
    return ErrorResponse(exc.to_dict(), status_code=exc.status)


def rpc_refusal(exc: KuraError, ident: str | int | None = None) -> JSONResponse:
    """``exc`` as a JSON-RPC error, at its HTTP status: the one body an MCP client reads on an HTTP error
    (the SDK's client shows its message; for any other body it shows only the status, "Not Found" or
    "Server returned an error response"). Its ``data`` is kura's error object. ``ident``: the request's
    id, ``None`` when it was not read (the security door refuses before reading a body; the client pairs
    the error with the request it sent)."""
    error = {"code": INVALID_REQUEST, "message": error_message(exc), "data": exc.to_dict()["error"]}
    return ErrorResponse({"jsonrpc": "2.0", "id": ident, "error": error}, status_code=exc.status)
