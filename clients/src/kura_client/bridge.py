"""kura MCP bridge: an MCP server on stdio that forwards to the kura daemon's streamable-HTTP endpoint.

For MCP hosts that can only launch a command and talk to it over stdin/stdout. The bridge lists and
calls the daemon's tools (``tools/list``, ``tools/call``) through one MCP session it keeps with the
daemon, opened on first use and reopened after a failure (so the daemon may start after the host or
restart under it). Configuration, all optional, from the environment:

- ``KURA_URL``: the daemon's root URL (default ``http://127.0.0.1:8085``); a URL ending in ``/mcp``
  is taken as the endpoint itself.
- ``KURA_STORE``: bind to one store (``/s/<store>/mcp``: no ``store`` argument, no store switching).
- ``KURA_READONLY``: ``1`` offers the read tools only (``?readonly=1``).
- ``KURA_TOKEN``: sent as ``Authorization: Bearer <token>`` (stores may require one).
- ``KURA_TIMEOUT``: seconds to wait for the daemon per request (default 45: the client's, longer than the
  daemon waits for a busy store).
- ``KURA_BRIDGE_LOG``: log level of the bridge's own log, on stderr (default ``WARNING``).
- ``SSL_CERT_FILE`` (or ``SSL_CERT_DIR``): for a daemon behind TLS whose certificate the system's CAs do not
  vouch for, the CA file that signed it (read by the HTTP client, ``httpx2``); a certificate refused is said
  so, naming this variable.

Run it as the console script ``kura-bridge`` (``pip install 'kura-memory-client[bridge]'``: the ``mcp``
SDK 2.x), or as ``python -m kura_client.bridge``. It imports nothing from ``kura_server`` (HTTP only).

Errors: a tool error from the daemon reaches the host unchanged (``isError`` with the daemon's
message); a daemon that is down or silent gives a ``tools/call`` error result (and a ``tools/list``
JSON-RPC error) that says so, after at most about ``KURA_TIMEOUT`` seconds, never a hang.

``kura_use`` (switch the session's store; free endpoint only) works through the bridge even though the
daemon's 2026 protocol is stateless: the stdio connection is the session. The bridge keeps the store
(once the daemon lists it) and passes it to later calls of tools that take a ``store`` argument and
name none.
"""

from __future__ import annotations

import logging
import os
import sys
from collections.abc import Awaitable, Callable, Mapping
from contextlib import asynccontextmanager, suppress
from dataclasses import dataclass
from typing import Any, TypeVar
from urllib.parse import quote

try:
    import anyio
    import httpx2
    from anyio.abc import TaskStatus
    from mcp import Client, types
    from mcp.client.streamable_http import streamable_http_client
    from mcp.server.context import ServerRequestContext
    from mcp.server.lowlevel import Server
    from mcp.server.stdio import stdio_server
    from mcp.shared.exceptions import MCPError
except ModuleNotFoundError as exc:  # the client was installed without its bridge extra: say so when it is used
    MISSING_SDK: str | None = f"kura-bridge needs the mcp SDK ({exc}): pip install 'kura-memory-client[bridge]'"
else:
    MISSING_SDK = None

from .client import DEFAULT_TIMEOUT, tls_refusal, token_problem

__all__ = ["BridgeConfig", "Upstream", "build_server", "main", "serve"]

log = logging.getLogger("kura.bridge")

DEFAULT_URL = "http://127.0.0.1:8085"
# The loopback hosts, reached directly whatever the environment's proxy settings say (``HTTP_PROXY``,
# ``ALL_PROXY`` …, which ``httpx2`` honours for every host by default): a proxy would see every memory and
# token sent to a daemon on this machine, and usually cannot reach its loopback port at all. Other hosts
# (a daemon behind a reverse proxy, ``--allow-remote``) still follow the environment.
LOOPBACK_DIRECT: dict[str, None] = {"all://127.0.0.1": None, "all://localhost": None, "all://[::1]": None}
STARTUP_WAIT = 5.0  # how long the start waits for the daemon's instructions before using a fallback text

T = TypeVar("T")


@dataclass(frozen=True)
class BridgeConfig:
    """Where the daemon's MCP endpoint is and how to reach it."""

    endpoint: str
    token: str | None = None
    timeout: float = DEFAULT_TIMEOUT

    @classmethod
    def from_env(cls, env: Mapping[str, str] = os.environ) -> BridgeConfig:
        base = (env.get("KURA_URL") or DEFAULT_URL).strip().rstrip("/")
        if not base.startswith(("http://", "https://")):
            raise ValueError(f"KURA_URL must be an http(s) URL, got {base!r}")
        store = (env.get("KURA_STORE") or "").strip()
        if base.endswith("/mcp"):
            if store:
                raise ValueError("KURA_URL already names an MCP endpoint: leave KURA_STORE unset, or give the root URL")
            endpoint = base
        else:
            endpoint = f"{base}/s/{quote(store, safe='')}/mcp" if store else f"{base}/mcp"
        if (env.get("KURA_READONLY") or "").strip().lower() in ("1", "true", "yes", "on"):
            endpoint += "?readonly=1"
        raw_timeout = (env.get("KURA_TIMEOUT") or "").strip()
        try:
            timeout = float(raw_timeout) if raw_timeout else DEFAULT_TIMEOUT
        except ValueError:
            raise ValueError(f"KURA_TIMEOUT must be a number of seconds, got {raw_timeout!r}") from None
        if timeout <= 0:
            raise ValueError(f"KURA_TIMEOUT must be positive, got {raw_timeout!r}")
        token = (env.get("KURA_TOKEN") or "").strip() or None
        if token is not None and (problem := token_problem(token)):
            raise ValueError(f"KURA_TOKEN: {problem}")
        return cls(endpoint=endpoint, token=token, timeout=timeout)

    @property
    def root(self) -> str:
        """The daemon's root URL (for messages: where ``/SKILL.md`` and ``/health`` are)."""
        path = self.endpoint.split("?", 1)[0].removesuffix("/mcp")
        return path.split("/s/", 1)[0] if "/s/" in path else path


def _need_sdk() -> None:
    """Raise the install line when the ``bridge`` extra is missing (the module imports without it)."""
    if MISSING_SDK is not None:
        raise ModuleNotFoundError(MISSING_SDK, name="mcp")


class _Job:
    """One piece of work for the upstream session, and its outcome."""

    def __init__(self, fn: Callable[[Client], Awaitable[Any]]) -> None:
        self.fn = fn
        self.done = anyio.Event()
        self.result: Any = None
        self.error: BaseException | None = None

    def finish(self, result: Any = None, error: BaseException | None = None) -> None:
        if not self.done.is_set():
            self.result, self.error = result, error
            self.done.set()


class Upstream:
    """The MCP session with the daemon, owned by one task (``run``).

    anyio task groups must be left by the task that entered them, and the SDK client holds one, so
    request handlers never touch the session directly: they hand jobs to ``run`` (``call``), which
    opens the session when work arrives, runs each job in its own task, and after a transport
    failure fails the jobs in flight and opens a fresh session for the next one.
    """

    def __init__(self, config: BridgeConfig) -> None:
        _need_sdk()
        self.config = config
        self._send, self._receive = anyio.create_memory_object_stream[_Job](64)

    async def call(self, fn: Callable[[Client], Awaitable[T]]) -> T:
        """Run ``fn(client)`` on the daemon session; its exception, or a ``TimeoutError``, is raised here."""
        job = _Job(fn)
        # Connecting may take a discover probe and an initialize fallback, each bounded by the timeout.
        with anyio.fail_after(self.config.timeout * 3 + 1):
            await self._send.send(job)
            await job.done.wait()
        if job.error is not None:
            raise job.error
        return job.result

    async def run(self, *, task_status: TaskStatus[None]) -> None:
        task_status.started()
        while True:
            job = await self._receive.receive()
            pending: set[_Job] = {job}
            connected = False
            error: Exception = ConnectionError("the session with the daemon ended")
            try:
                async with self._session() as client, anyio.create_task_group() as tg:
                    connected = True
                    while True:
                        pending.add(job)
                        tg.start_soon(self._run_job, client, job, pending)
                        job = await self._receive.receive()
            except Exception as exc:  # the transport failed (its task group cancelled every job in flight)
                error = exc if connected else SessionFailed(exc)
                log.warning("daemon session at %s: %s", self.config.endpoint, describe(error, self.config))
            for failed in pending:
                failed.finish(error=error)

    @staticmethod
    async def _run_job(client: Client, job: _Job, pending: set[_Job]) -> None:
        try:
            result = await job.fn(client)
        except Exception as exc:  # an error answer (MCPError) or a bad result: the session itself goes on
            job.finish(error=exc)
        else:
            job.finish(result=result)
        pending.discard(job)  # not on cancellation: a job cut off by a transport failure is failed by ``run``

    @asynccontextmanager
    async def _session(self) -> Any:
        timeout = self.config.timeout
        headers = {"authorization": f"Bearer {self.config.token}"} if self.config.token else None
        http = httpx2.AsyncClient(
            headers=headers, timeout=httpx2.Timeout(timeout), follow_redirects=False, mounts=LOOPBACK_DIRECT
        )
        async with http:
            transport = streamable_http_client(self.config.endpoint, http_client=http)
            async with Client(transport, read_timeout_seconds=timeout) as client:
                log.info("connected to %s (protocol %s)", self.config.endpoint, client.protocol_version)
                yield client


class SessionFailed(Exception):
    """Opening the MCP session with the daemon failed (``cause`` says why)."""

    def __init__(self, cause: BaseException) -> None:
        super().__init__(str(cause))
        self.cause = cause


def describe(exc: BaseException, config: BridgeConfig) -> str:
    """A message a person can act on, for a failure to reach or hear from the daemon."""
    opening = isinstance(exc, SessionFailed)
    if isinstance(exc, SessionFailed):
        exc = exc.cause
    while isinstance(exc, BaseExceptionGroup) and exc.exceptions:
        exc = exc.exceptions[0]
    where = config.endpoint
    if isinstance(exc, MCPError):
        if opening:
            return (
                f"the kura daemon at {where} refused the MCP session: {exc.message} "
                f"(check KURA_URL, KURA_STORE and KURA_TOKEN)"
            )
        return exc.message
    if isinstance(exc, httpx2.ConnectError):
        if refused := _handshake(exc):
            return f"{where}: {refused}"
        return (
            f"the kura daemon is not reachable at {where} ({exc}); start it with `kura serve`, or point KURA_URL at it"
        )
    if isinstance(exc, TimeoutError | httpx2.TimeoutException):
        return f"the kura daemon at {where} did not answer within {config.timeout:g} s (KURA_TIMEOUT)"
    if isinstance(exc, httpx2.HTTPStatusError):
        return f"the kura daemon at {where} answered HTTP {exc.response.status_code}"
    return f"talking to the kura daemon at {where} failed: {type(exc).__name__}: {exc}"


def _handshake(exc: BaseException) -> str | None:
    """What a refused TLS handshake behind a connection error says (None: it was not one): the SSL error the
    transport's exceptions carry as their cause."""
    seen = 0
    cause: BaseException | None = exc
    while cause is not None and seen < 8:
        if refused := tls_refusal(cause, "set SSL_CERT_FILE to the CA file that signed it"):
            return refused
        cause, seen = cause.__cause__ or cause.__context__, seen + 1
    return None


def _store_names(listing: types.CallToolResult) -> set[str]:
    """The names in a ``kura_stores`` result (structured as ``{"result": [{"name": …}, …]}``)."""
    data = listing.structured_content
    items = data.get("result") if isinstance(data, dict) else None
    return {item["name"] for item in items or [] if isinstance(item, dict) and isinstance(item.get("name"), str)}


def _error_result(message: str) -> types.CallToolResult:
    return types.CallToolResult(content=[types.TextContent(type="text", text=message)], is_error=True)


def build_server(upstream: Upstream, instructions: str | None) -> Server[Any]:
    """The stdio-side MCP server: ``tools/list`` and ``tools/call`` forwarded to ``upstream``."""
    _need_sdk()
    config = upstream.config
    takes_store: set[str] = set()  # tools whose input schema has a ``store`` argument
    chosen: dict[str, str] = {}  # "store": the store a successful kura_use picked

    def learn(tools: list[types.Tool]) -> None:
        for tool in tools:
            if "store" in (tool.input_schema or {}).get("properties", {}):
                takes_store.add(tool.name)
            else:
                takes_store.discard(tool.name)

    async def list_tools(
        ctx: ServerRequestContext[Any], params: types.PaginatedRequestParams | None
    ) -> types.ListToolsResult:
        cursor = params.cursor if params is not None else None
        try:
            result = await upstream.call(lambda client: client.list_tools(cursor=cursor))
        except MCPError:
            raise
        except Exception as exc:
            raise MCPError(types.INTERNAL_ERROR, describe(exc, config)) from None
        learn(result.tools)
        return types.ListToolsResult(tools=result.tools, next_cursor=result.next_cursor)

    async def call_tool(ctx: ServerRequestContext[Any], params: types.CallToolRequestParams) -> types.CallToolResult:
        name, arguments = params.name, dict(params.arguments or {})

        async def forward(client: Client) -> types.CallToolResult:
            if chosen and not takes_store:
                learn((await client.list_tools()).tools)
            if "store" in chosen and name in takes_store and arguments.get("store") is None:
                arguments["store"] = chosen["store"]
            result = await client.call_tool(name, arguments)
            if name == "kura_use":
                result = await use(client, result)
            return result

        async def use(client: Client, result: types.CallToolResult) -> types.CallToolResult:
            """The stdio connection is one session even where the daemon's protocol is stateless."""
            store = arguments.get("store")
            if not isinstance(store, str):
                return result
            if result.is_error:  # a stateless daemon session cannot switch; the bridge can, for a known store
                listing = await client.call_tool("kura_stores", {})
                if listing.is_error or store not in _store_names(listing):
                    return result
                text = f"this session now uses store {store!r}"
                result = types.CallToolResult(
                    content=[types.TextContent(type="text", text=text)], structured_content={"result": text}
                )
            chosen["store"] = store
            return result

        try:
            result = await upstream.call(forward)
        except MCPError:
            raise
        except Exception as exc:
            return _error_result(describe(exc, config))
        return types.CallToolResult(
            content=result.content, structured_content=result.structured_content, is_error=result.is_error
        )

    return Server(
        "kura-bridge",
        instructions=instructions,
        on_list_tools=list_tools,
        on_call_tool=call_tool,
    )


async def _instructions(upstream: Upstream) -> str:
    """The daemon's own instructions, or a short fallback when it cannot be reached right now."""

    async def fetch(client: Client) -> str | None:
        return client.instructions

    try:
        with anyio.fail_after(min(STARTUP_WAIT, upstream.config.timeout)):
            text = await upstream.call(fetch)
    except Exception as exc:
        log.warning("%s", describe(exc, upstream.config))
        text = None
    return text or (
        "kura: long-term memory (recall before answering from memory, remember settled facts). "
        f"Served through a stdio bridge to {upstream.config.endpoint}. Guide: {upstream.config.root}/SKILL.md"
    )


async def serve(config: BridgeConfig) -> None:
    """Serve MCP on this process's stdin/stdout until the host closes stdin."""
    upstream = Upstream(config)
    async with anyio.create_task_group() as tg:
        await tg.start(upstream.run)
        server = build_server(upstream, await _instructions(upstream))
        async with stdio_server() as (read_stream, write_stream):
            await server.run(read_stream, write_stream, server.create_initialization_options())
        tg.cancel_scope.cancel()


def _arguments(argv: list[str]) -> None:
    """The bridge takes no arguments (an MCP host launches it; the environment configures it): ``-h`` or
    ``--help`` prints this module's guide and exits 0, anything else is one line and exit 2 — before, any
    argument was ignored and ``kura-bridge --help`` sat waiting for MCP on stdin."""
    if not argv:
        return
    if argv[0] in ("-h", "--help"):
        print(__doc__)
        raise SystemExit(0)
    print(f"kura-bridge: takes no arguments, it is configured by environment (kura-bridge --help): {argv[0]!r}",
          file=sys.stderr)  # fmt: skip
    raise SystemExit(2)


def main() -> None:
    _arguments(sys.argv[1:])
    logging.basicConfig(
        level=(os.environ.get("KURA_BRIDGE_LOG") or "WARNING").upper(),
        stream=sys.stderr,
        format="kura-bridge %(levelname)s %(message)s",
    )
    if MISSING_SDK is not None:  # one line, the install line: nothing can run without the SDK
        print(f"kura-bridge: {MISSING_SDK.removeprefix('kura-bridge ')}", file=sys.stderr)
        raise SystemExit(1)
    try:
        config = BridgeConfig.from_env()
    except ValueError as exc:
        print(f"kura-bridge: {exc}", file=sys.stderr)
        raise SystemExit(2) from None
    log.info("forwarding stdio to %s", config.endpoint)
    with suppress(KeyboardInterrupt):
        anyio.run(serve, config)


if __name__ == "__main__":
    main()
