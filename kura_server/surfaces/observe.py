"""The outermost door: every HTTP request — refused at the security door or not — gets a request id
(sent back as ``X-Request-Id``, and on every log line written for it), one access-log line (at
``[logging] access``'s level: DEBUG by default) and its counts in the metrics.

An incoming ``X-Request-Id`` is kept when it is well formed (1-128 of ``A-Z a-z 0-9 . _ : -``), so a
caller can follow its own id through kura's log; anything else is replaced by a fresh one. The
access line names the path only — never the query string (``?store=`` is harmless, but a query is the
caller's to keep) — and the route *template* the request matched.

Every response also says how long the daemon held the request before it began to answer, as the W3C
``Server-Timing`` header (``app;dur=<ms>``, from this door's entry to the response's start): what the
request cost in here, apart from the network and the client (``kura bench http`` splits its HTTP
overhead with it; a browser's developer tools show it).
"""

from __future__ import annotations

import json
import logging
import time
import uuid
from collections.abc import Callable, Iterable
from contextvars import ContextVar
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

from .logs import REQUEST_ID, request_id

if TYPE_CHECKING:  # (not imported at run time: ``kura serve``'s front uses this before the app exists)
    from starlette.types import ASGIApp, Message, Receive, Scope, Send

    from ..settings import Settings

access = logging.getLogger("kura.access")
_OURS = (b"x-request-id", b"server-timing")  # the headers this door sets (one of each, whatever the app sent)


QUIET_S = 0.005  # an app with nothing in hand this long is idle: the next request is not part of a burst


@dataclass
class Traffic:
    """What an app has in hand now: requests its door let in that have not begun their answer (``held``;
    a stream that has begun is not held) and calls away in worker threads (``away``, counted by
    ``threads.py``), and since when it has had neither. Only the event loop's thread changes them."""

    held: int = 0
    away: int = 0
    quiet_since: float = 0.0  # ``time.perf_counter()`` when held and away last fell to 0

    def let_go(self) -> None:
        """After ``held`` or ``away`` fell: the app is quiet from now when both are 0."""
        if self.held == 0 and self.away == 0:
            self.quiet_since = time.perf_counter()


@dataclass
class Arrival:
    """One request, as the door let it in: its app's :class:`Traffic`, whether it came to an app idle
    (nothing in hand for :data:`QUIET_S`: a request of a burst — clients waiting while the loop was busy —
    finds it otherwise), and whether it is still being served (a task it started may outlive it)."""

    traffic: Traffic
    to_idle: bool
    live: bool = True


_arrival: ContextVar[Arrival | None] = ContextVar("kura_arrival", default=None)


def arrival() -> Arrival | None:
    """The request being served here, as it arrived; None outside one, or in a task that outlived it."""
    found = _arrival.get()
    return found if found is not None and found.live else None


class Meter(Protocol):
    """Where a request's count and latency go (``metrics.Metrics``)."""

    def request(self, method: str, route: str, status: int, seconds: float) -> None: ...


def access_level(settings: Settings) -> int:
    """The access line's level: ``[logging] access`` (DEBUG unless raised to INFO)."""
    return logging.INFO if settings.logging.access == "info" else logging.DEBUG


class RouteNames:
    """The route template a path falls under (``/s/{store_name}/recall``), first match wins; any
    other path is ``unmatched`` — a label never holds what a client typed."""

    def __init__(self, templates: Iterable[str]) -> None:
        from starlette.routing import compile_path

        self.patterns = [(template, compile_path(template)[0]) for template in dict.fromkeys(templates)]

    def __call__(self, path: str) -> str:
        return next((template for template, regex in self.patterns if regex.match(path)), "unmatched")


class ObserveMiddleware:
    """Pure ASGI (streaming MCP responses pass through untouched); the line is written when the
    response has ended."""

    def __init__(
        self, app: ASGIApp, *, metrics: Meter, routes: Callable[[str], str], access_level: int = logging.DEBUG
    ) -> None:
        self.app = app
        self.metrics = metrics
        self.routes = routes
        self.access_level = access_level  # ``[logging] access``
        self.traffic = Traffic()

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        incoming = dict(scope["headers"]).get(b"x-request-id", b"").decode("latin-1")
        rid = incoming if REQUEST_ID.fullmatch(incoming) else uuid.uuid4().hex
        token = request_id.set(rid)
        status = 500  # what the client gets when the app raises before answering
        started = time.perf_counter()
        now = self.traffic
        came = Arrival(now, to_idle=now.held == 0 and now.away == 0 and started - now.quiet_since >= QUIET_S)
        now.held += 1
        holding = True
        arrived = _arrival.set(came)

        async def send_with_id(message: Message) -> None:
            nonlocal status, holding
            if message["type"] == "http.response.start":
                if holding:
                    now.held -= 1
                    now.let_go()
                    holding = False
                status = message["status"]
                held = (time.perf_counter() - started) * 1000
                headers = [(k, v) for k, v in message.get("headers", []) if k.lower() not in _OURS]
                ours = [(b"x-request-id", rid.encode()), (b"server-timing", b"app;dur=%.3f" % held)]
                message = {**message, "headers": [*headers, *ours]}
            await send(message)

        try:
            await self.app(scope, receive, send_with_id)
        finally:
            if holding:
                now.held -= 1
                now.let_go()
            came.live = False
            _arrival.reset(arrived)
            seconds = time.perf_counter() - started
            route = self.routes(scope["path"])
            self.metrics.request(scope["method"], route, status, seconds)
            if access.isEnabledFor(self.access_level):
                path = json.dumps(scope["path"], ensure_ascii=False)[1:-1]  # one line, whatever the path holds
                access.log(
                    self.access_level, "%s %s %d %.1fms [%s]", scope["method"], path, status, seconds * 1000, rid,
                    extra={"method": scope["method"], "path": scope["path"], "route": route, "status": status,
                           "duration_ms": round(seconds * 1000, 3)},
                )  # fmt: skip
            request_id.reset(token)
