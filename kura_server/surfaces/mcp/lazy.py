"""The MCP endpoints, built on first use. Importing the ``mcp`` SDK and building a binding's servers
costs more than the whole rest of the daemon's start, and most requests never touch MCP; this module
imports neither.

Each MCP URL is a :class:`LazyEndpoint`. Its first request builds that binding's servers (read-write
and read-only; the SDK is imported then) in a worker thread, starts their session managers in the
app's lifespan task group (:class:`McpRunner`: a session manager's ``run()`` must last as long as the
app, not as long as the request that needed it) and hands the request on; later requests go straight
to the built endpoint. :func:`refusal` answers for a URL that names no store without the SDK.
"""

from __future__ import annotations

import json
from collections.abc import AsyncIterator, Callable, Sequence
from contextlib import AsyncExitStack, asynccontextmanager
from typing import Any

import anyio
from anyio import to_thread
from anyio.abc import TaskGroup, TaskStatus
from starlette.requests import Request
from starlette.responses import JSONResponse
from starlette.types import ASGIApp, Receive, Scope, Send

from ...errors import KuraError
from ..messages import error_message

INVALID_REQUEST = -32600  # JSON-RPC 2.0's "Invalid Request" (mcp_types.INVALID_REQUEST; a test pins it)

Built = tuple[ASGIApp, Sequence[Any]]  # the endpoint to hand requests to, and the servers behind it


class McpRunner:
    """Runs the session managers of the MCP servers built so far, for as long as the app runs:
    :meth:`running` is entered in the app's lifespan; leaving it stops them all."""

    def __init__(self) -> None:
        self._group: TaskGroup | None = None
        self._stopping: anyio.Event | None = None
        self.started = 0  # servers whose session manager runs (tests: nothing is built before first use)

    @asynccontextmanager
    async def running(self) -> AsyncIterator[None]:
        async with anyio.create_task_group() as group:
            self._group, self._stopping = group, anyio.Event()
            try:
                yield
            finally:
                self._group = None
                self._stopping.set()  # each runner leaves its session managers' run(): sessions end

    async def start(self, servers: Sequence[Any]) -> None:
        """Enter ``servers``' session managers in the lifespan's task group; returns once they run."""
        if self._group is None:
            raise RuntimeError("the MCP servers run in the app's lifespan: enter it first")
        await self._group.start(self._run, servers)

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

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        app = self._app or await self._ready()
        await app(scope, receive, send)

    async def _ready(self) -> ASGIApp:
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

    A JSON-RPC request gets a JSON-RPC error, the one body an MCP client reads on an HTTP error (the
    SDK's client shows its message; for any other body it shows only the status, "Not Found"); its
    ``data`` is kura's error object. Anything else gets kura's one error shape."""
    try:
        body = json.loads(await request.body() or b"null")
    except ValueError:
        body = None
    if isinstance(body, dict) and body.get("jsonrpc") == "2.0" and isinstance(body.get("method"), str):
        ident = body.get("id") if isinstance(body.get("id"), str | int) else None
        error = {"code": INVALID_REQUEST, "message": error_message(exc), "data": exc.to_dict()["error"]}
        return JSONResponse({"jsonrpc": "2.0", "id": ident, "error": error}, status_code=exc.status)
    return JSONResponse(exc.to_dict(), status_code=exc.status)
