"""Building an MCP server for one binding: the tool table, the transport's host checks and the
endpoint that picks the read-write or the read-only server by ``?readonly=1``. Imported on the first
MCP request only (``lazy.py``): the SDK's import is most of what a daemon's start would cost."""

from __future__ import annotations

import inspect
import logging
import time
from collections import OrderedDict
from collections.abc import Awaitable, Callable, Iterable
from typing import Annotated, Any
from urllib.parse import parse_qsl

import anyio
from mcp.server.mcpserver import Context, MCPServer
from mcp.server.mcpserver.exceptions import ToolError, UnexpectedToolError
from mcp.server.mcpserver.tools import Tool as SdkTool
from mcp.server.transport_security import TransportSecuritySettings
from mcp_types.version import HANDSHAKE_PROTOCOL_VERSIONS
from pydantic import BaseModel, ConfigDict, Field, ValidationError
from starlette.requests import Request
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from ... import errors
from ...errors import KuraError
from ...resources import mcp_instructions
from ...scheduler.board import JobBoard
from ...service import Kura
from ..messages import error_message, validation_message
from ..metrics import Metrics
from ..security import accepted_names
from . import tools
from .lazy import refusal
from .tools import Binding

Tool = Callable[..., Awaitable[Any]]
log = logging.getLogger("kura.mcp")
SESSION_HEADER = b"mcp-session-id"


class KuraServer(MCPServer):
    """The SDK's server, with kura's one-line message for arguments that do not fit a tool's schema
    (the SDK would send pydantic's multi-line text, with the value and a documentation URL), and
    every call counted and timed per tool (a name it does not offer counts as ``unknown``)."""

    def __init__(self, metrics: Metrics, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.metrics = metrics
        self.tool_names: set[str] = set()

    async def call_tool(self, name: str, arguments: dict[str, Any], context: Context[Any, Any] | None = None) -> Any:
        started, ok = time.perf_counter(), False
        try:
            result = await super().call_tool(name, arguments, context)
            ok = True
            return result
        except ToolError as exc:
            cause = exc.__cause__
            if isinstance(cause, ValidationError) and not isinstance(exc, UnexpectedToolError):
                raise ToolError(f"Error executing tool {name}: {validation_message(cause)}") from cause
            raise
        finally:
            shown = name if name in self.tool_names else "unknown"
            self.metrics.tool(shown, ok, time.perf_counter() - started)


def build_server(kura: Kura, board: JobBoard, metrics: Metrics, *, bound: str | None, readonly: bool) -> MCPServer:
    """One MCP server instance for one binding (its session manager runs once: never share it). Its
    instructions name only the tools it offers."""
    table = list(tool_table(bound=bound, readonly=readonly))
    binding = Binding(kura, board, metrics, bound)
    server = KuraServer(
        metrics,
        name=f"kura-{bound}" if bound else "kura",
        instructions=mcp_instructions([fn.__name__ for fn in table]),
        log_level=kura.settings.log_level,
        tools=[strict(registered(fn, binding)) for fn in table],
    )
    server.tool_names.update(fn.__name__ for fn in table)
    return server


def tool_table(*, bound: str | None, readonly: bool) -> Iterable[Tool]:
    """The tools a binding offers: a read-only one has no write tools, a bound one cannot list or
    switch stores."""
    yield from tools.READS
    if not readonly:
        yield from tools.WRITES
    if bound is None:
        yield from tools.FREE_ONLY


def registered(fn: Tool, binding: Binding) -> Tool:
    """``fn`` as the SDK registers it: its ``Binding`` given, and on a bound server its ``store``
    too (both gone from the signature the tool schema is made of); each parameter named like a field
    of the tool's REST request model (``tools.REQUESTS``) with that field's limits and description;
    kura's errors raised as ``ToolError``, so the message reaches the model and no traceback does."""
    sig = inspect.signature(fn, eval_str=True)
    sig = sig.replace(parameters=[limited(p, tools.REQUESTS.get(fn)) for p in sig.parameters.values()])
    hidden = {next(iter(sig.parameters))} | ({"store"} if binding.bound is not None else set())
    fixed = {"store": binding.bound} if binding.bound is not None and "store" in sig.parameters else {}

    async def tool(**kwargs: Any) -> Any:
        try:
            return await fn(binding, **kwargs, **fixed)
        except KuraError as exc:
            binding.metrics.refused(exc, "mcp")
            raise ToolError(error_message(exc)) from None
        except ValidationError as exc:
            raise ToolError(validation_message(exc)) from None

    tool.__name__, tool.__doc__ = fn.__name__, fn.__doc__
    shown = [p for n, p in sig.parameters.items() if n not in hidden]
    tool.__signature__ = sig.replace(parameters=shown)  # type: ignore[attr-defined]  # what inspect.signature reads
    tool.__annotations__ = {n: p.annotation for n, p in sig.parameters.items() if n not in hidden}
    tool.__annotations__["return"] = sig.return_annotation
    return tool


def limited(param: inspect.Parameter, model: type[BaseModel] | None) -> inspect.Parameter:
    """``param`` with the limits (and the description) of the request model's field of its name: one
    definition for both surfaces, never a second copy of a limit."""
    field = model.model_fields.get(param.name) if model is not None else None
    if field is None or not (field.metadata or field.description):
        return param
    described = [Field(description=field.description)] if field.description else []
    return param.replace(annotation=Annotated[(param.annotation, *field.metadata, *described)])


def strict(fn: Tool) -> SdkTool:
    """``fn`` as an SDK tool whose arguments model refuses an argument the tool does not have, as a REST
    body refuses an unknown field (the SDK's model ignores one); its schema says so
    (``additionalProperties: false``)."""
    tool = SdkTool.from_function(fn, name=fn.__name__, description=inspect.cleandoc(fn.__doc__ or ""))
    loose = tool.fn_metadata.arg_model
    config = {"model_config": ConfigDict(extra="forbid"), "__module__": loose.__module__}
    model: Any = type(loose.__name__, (loose,), config)  # the same model, strict
    tool.fn_metadata.arg_model = model
    tool.parameters = model.model_json_schema(by_alias=True)
    return tool


def transport_security(extra_hosts: tuple[str, ...] = ()) -> TransportSecuritySettings:
    """The SDK's own Host / Origin checks, over the same names as the security middleware."""
    names = accepted_names(extra_hosts)
    return TransportSecuritySettings(
        enable_dns_rebinding_protection=True,
        allowed_hosts=[h for n in names for h in (n, f"{n}:*")],
        allowed_origins=[o for n in names for s in ("http", "https") for o in (f"{s}://{n}", f"{s}://{n}:*")],
    )


READONLY = {"1": True, "true": True, "0": False, "false": False}  # ?readonly=: exactly these spellings


def readonly_of(query: str) -> bool:
    """``?readonly=`` parsed strictly, never failing open: ``1``/``true`` or ``0``/``false`` exactly, at
    most once; another value, a repeat, or the name in another case (``READONLY=1``) is ``invalid_input``."""
    values = []
    for name, value in parse_qsl(query, keep_blank_values=True):
        if name.lower() != "readonly":
            continue
        if name != "readonly" or value not in READONLY:
            raise errors.invalid(f"?{name[:40]}={value[:40]!r} is not understood: use ?readonly=1 or ?readonly=0")
        values.append(READONLY[value])
    if len(values) > 1:
        raise errors.invalid("?readonly= is given more than once: give it once")
    return bool(values and values[0])


class Endpoint:
    """One MCP URL: the read-write or the read-only server, picked by ``?readonly=1`` (parsed strictly)."""

    def __init__(self, rw: ASGIApp | None, ro: ASGIApp) -> None:
        self.rw, self.ro = rw, ro

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        try:
            readonly = readonly_of(scope.get("query_string", b"").decode("latin-1"))
        except KuraError as exc:
            response = await refusal(Request(scope, receive), exc)
            await response(scope, receive, send)
            return
        app = self.ro if readonly or self.rw is None else self.rw
        await app({**scope, "path": "/mcp", "raw_path": b"/mcp"}, receive, send)


class Sessions:
    """One MCP server's sessions as kura sees them go by (``mcp-session-id``): those open, the least recently
    used first, each with its requests in flight. The SDK refuses a new session at its cap (503) until one
    ends; an agent host that opens one at each start and never closes it left every later client refused
    until the daemon restarted. So at ``cap`` a new session — a POST naming none, of a handshake-era
    protocol version or none: the SDK's own test for one — first ends the least recently used session with
    no request in flight (an open stream is one), as its client would: a ``DELETE`` naming it, sent to the
    SDK's app (its id then answers 404, and the client opens a new session). A session with a request in
    flight is never ended; with every one busy, the SDK refuses the new one as before. The record is the
    SDK's or more (a session the SDK ended for idleness is forgotten here once its id answers 404, its end
    included), so a new session let through finds room. The SDK's own cap, the same number, stays."""

    def __init__(self, app: ASGIApp, cap: int) -> None:
        self.app, self.cap = app, cap
        self.open: OrderedDict[str, int] = OrderedDict()  # session id → requests in flight, least recently used first
        self.opening = 0  # new sessions let through whose answer has not yet named them
        self._admit = anyio.Lock()

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        named = _header(scope["headers"], SESSION_HEADER)
        version = _header(scope["headers"], b"mcp-protocol-version")
        opens = named is None and scope["method"] == "POST" and version in (None, *HANDSHAKE_PROTOCOL_VERSIONS)
        if opens:
            async with self._admit:
                while len(self.open) + self.opening >= self.cap:
                    idle = next((sid for sid, busy in self.open.items() if busy == 0), None)
                    if idle is None or not await self._end(idle, scope):
                        break  # every one busy (or the end refused): the SDK decides
                self.opening += 1
        await self._serve(named, scope, receive, send, opening=opens)

    async def _serve(self, sid: str | None, scope: Scope, receive: Receive, send: Send, *, opening: bool) -> None:
        """Serve a request of session ``sid`` — or one that opens a session (``opening``: let in above, counted
        in ``self.opening`` until its answer names it) —, in flight until the last byte of its answer is sent."""
        counted = False
        if sid is not None and sid in self.open:
            self.open[sid] += 1
            self.open.move_to_end(sid)
            counted = True
        status: int | None = None
        answered = False

        async def watched(message: Message) -> None:
            nonlocal sid, opening, counted, status, answered
            if message["type"] == "http.response.start":
                status = message["status"]
                if opening:
                    opening = False
                    self.opening -= 1
                    if (sid := _header(message.get("headers", []), SESSION_HEADER)) is not None and status < 400:
                        self.open[sid], counted = 1, True
            await send(message)
            if message["type"] == "http.response.body" and not message.get("more_body", False) and not answered:
                answered = True  # (the app may still be winding down: its client has the whole answer)
                if counted:
                    self._done(sid, scope, status)

        try:
            await self.app(scope, receive, watched)
        finally:
            if opening:
                self.opening -= 1
            if counted and not answered:
                self._done(sid, scope, status)

    def _done(self, sid: str | None, scope: Scope, status: int | None) -> None:
        """A request of session ``sid`` answered ``status``: one less in flight; the session forgotten once
        the SDK says it has none such (404) or has ended it (its ``DELETE`` answered)."""
        if sid is None or sid not in self.open:
            return
        if status == 404 or (scope["method"] == "DELETE" and status is not None and status < 300):
            del self.open[sid]
        else:
            self.open[sid] = max(0, self.open[sid] - 1)

    async def _end(self, sid: str, scope: Scope) -> bool:
        """End session ``sid`` as its client would (``DELETE`` naming it, with the ``Host`` and ``Origin`` of
        the request that needs the room: the SDK's host check passes it as it passes that one); whether it
        is gone."""
        headers = [(k, v) for k, v in scope["headers"] if k in (b"host", b"origin")]
        ending = {**scope, "method": "DELETE", "headers": [*headers, (SESSION_HEADER, sid.encode("latin-1"))]}
        status: list[int] = []

        async def nothing() -> Message:
            return {"type": "http.request", "body": b"", "more_body": False}

        async def answered(message: Message) -> None:
            if message["type"] == "http.response.start":
                status.append(message["status"])

        del self.open[sid]  # forgotten first: a request for it from here on is the SDK's to answer
        await self.app(ending, nothing, answered)
        if status and status[0] in (200, 404):
            log.info("MCP session %s idle the longest: ended to make room for a new one (%d open)", sid, self.cap)
            return True
        log.warning("MCP session %s could not be ended (%s): a new session waits for room", sid, status)
        self.open[sid] = 0
        self.open.move_to_end(sid, last=False)
        return False


def _header(headers: Iterable[tuple[bytes, bytes]], name: bytes) -> str | None:
    return next((v.decode("latin-1") for k, v in headers if k == name), None)
