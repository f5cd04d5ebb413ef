"""Building an MCP server for one binding: the tool table, the transport's host checks and the
endpoint that picks the read-write or the read-only server by ``?readonly=1``. Imported on the first
MCP request only (``lazy.py``): the SDK's import is most of what a daemon's start would cost."""

from __future__ import annotations

import inspect
import time
import typing
from collections.abc import Awaitable, Callable, Iterable
from typing import Any
from urllib.parse import parse_qsl

from mcp.server.mcpserver import Context, MCPServer
from mcp.server.mcpserver.exceptions import ToolError, UnexpectedToolError
from mcp.server.transport_security import TransportSecuritySettings
from pydantic import ValidationError
from starlette.requests import Request
from starlette.types import ASGIApp, Receive, Scope, Send

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
    server = KuraServer(
        metrics,
        name=f"kura-{bound}" if bound else "kura",
        instructions=mcp_instructions([fn.__name__ for fn in table]),
        log_level=kura.settings.log_level,
    )
    binding = Binding(kura, board, metrics, bound)
    for fn in table:
        server.add_tool(registered(fn, binding), name=fn.__name__, description=inspect.cleandoc(fn.__doc__ or ""))
        server.tool_names.add(fn.__name__)
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
    too (both gone from the signature the tool schema is made of); kura's errors raised as
    ``ToolError``, so the message reaches the model and no traceback does."""
    sig = inspect.signature(fn, eval_str=True)
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
    tool.__annotations__ = {k: v for k, v in typing.get_type_hints(fn).items() if k not in hidden}
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
