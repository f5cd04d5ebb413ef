"""What ``kura serve`` runs: a small ASGI front that answers ``/health`` at once and builds the app
behind it.

The daemon's app (FastAPI, the REST routes and their ~130 models, the service, numpy) takes about a
second of imports to build. The front listens before that: its lifespan starts the build in a thread
and returns, so uvicorn accepts connections within a few hundred milliseconds of ``kura serve``. Until
the app is built and its own lifespan has started, ``GET /health`` is answered here — through the same
door (``SecurityMiddleware``) and the same request id and access line (``ObserveMiddleware``), with the
same body the app's ``/health`` gives (``"embedder": "not loaded"``, ``"warm": "not started"``: the
warm-up starts with the app) — and every other request waits for the app, then is the app's. Nothing
here imports FastAPI, the service or the models (``tests/test_startup.py`` checks the module list).
"""

from __future__ import annotations

import asyncio
import json
import logging
from collections.abc import Callable
from typing import TYPE_CHECKING

from ..settings import Settings
from .health import health_body
from .observe import ObserveMiddleware, access_level
from .security import SecurityMiddleware, error_body

if TYPE_CHECKING:
    from starlette.types import ASGIApp, Message, Receive, Scope, Send

    from ..service import Kura
    from .metrics import Metrics

log = logging.getLogger("kura.server")

Build = Callable[[], "ASGIApp"]  # the daemon's app, built in a thread (``create_app``: see ``build_app``)


def build_app(settings: Settings, extra_hosts: tuple[str, ...] = ()) -> ASGIApp:
    """The daemon's app and its service, as ``kura serve`` runs them (imported here, in the build thread)."""
    from ..service import Kura
    from .app import create_app

    return create_app(settings, kura=Kura(settings), extra_hosts=extra_hosts)


class _Meter:
    """The early ``/health`` answers' metrics: kept until the app's ``Metrics`` exists, then given to it."""

    def __init__(self) -> None:
        self.target: Metrics | None = None
        self.kept: list[tuple[str, str, int, float]] = []

    def request(self, method: str, route: str, status: int, seconds: float) -> None:
        if self.target is None:
            self.kept.append((method, route, status, seconds))
        else:
            self.target.request(method, route, status, seconds)

    def hand_over(self, metrics: Metrics) -> None:
        self.target = metrics
        for call in self.kept:
            metrics.request(*call)
        self.kept.clear()


class Lifespan:
    """An ASGI app's lifespan driven from outside: the front drives the app's (uvicorn only talks to the
    front's)."""

    def __init__(self, app: ASGIApp, scope: Scope) -> None:
        self.app = app
        self.scope = scope
        self.inbox: asyncio.Queue[Message] = asyncio.Queue()
        self.outbox: asyncio.Queue[Message] = asyncio.Queue()
        self.task: asyncio.Task[None] | None = None

    async def _say(self, kind: str) -> None:
        await self.inbox.put({"type": f"lifespan.{kind}"})
        reply = asyncio.ensure_future(self.outbox.get())
        assert self.task is not None
        await asyncio.wait({reply, self.task}, return_when=asyncio.FIRST_COMPLETED)
        if not reply.done():
            reply.cancel()
            self.task.result()  # the app's error, if it raised
            raise RuntimeError(f"the app's lifespan ended before lifespan.{kind} completed")
        message = reply.result()
        if message["type"] != f"lifespan.{kind}.complete":
            raise RuntimeError(message.get("message") or f"lifespan.{kind} failed")

    async def startup(self) -> None:
        self.task = asyncio.ensure_future(self.app(self.scope, self.inbox.get, self.outbox.put))
        # A failed start both answers lifespan.startup.failed and raises: that error is the answer's.
        self.task.add_done_callback(lambda task: task.cancelled() or task.exception())
        await self._say("startup")

    async def shutdown(self) -> None:
        await self._say("shutdown")
        assert self.task is not None
        await self.task


class Front:
    """The ASGI app ``kura serve`` hands uvicorn. ``build`` makes the daemon's app, in a thread, once the
    front's lifespan has started (``build_at_startup``) or when ``begin`` is called — ``kura serve`` calls
    it once the server accepts connections, so the build's imports do not compete with uvicorn's own
    start for the interpreter; ``on_failure`` is called when that build or the app's own start fails
    (``kura serve`` then stops the server and exits 1)."""

    def __init__(
        self,
        settings: Settings,
        build: Build,
        *,
        extra_hosts: tuple[str, ...] = (),
        on_failure: Callable[[], None] = lambda: None,
        build_at_startup: bool = True,
    ) -> None:
        self.settings = settings
        self._build = build
        self.on_failure = on_failure
        self._build_at_startup = build_at_startup  # else at ``begin()`` (``kura serve``: once it accepts)
        self._scope: Scope | None = None
        self._starting: asyncio.Future[None] | None = None
        self.app: ASGIApp | None = None  # set once the app is built and its lifespan has started
        self.failed: BaseException | None = None
        self._built: ASGIApp | None = None
        self._ready = asyncio.Event()
        self._stopping = False
        self._lifespan: Lifespan | None = None
        self._meter = _Meter()
        # ``kura serve``'s answer to a command's challenge on ``/health`` (``X-Kura-Challenge``), the proof that
        # it knows its instance id (``cli/running.proof``), sent in ``X-Kura-Proof``.
        self.prove: Callable[[str], str | None] | None = None
        door = SecurityMiddleware(
            self._health,
            max_body_bytes=settings.server.max_body_bytes,
            body_timeout_s=settings.server.body_timeout_s,
            extra_hosts=extra_hosts,
        )
        self._early = ObserveMiddleware(
            door, metrics=self._meter, routes=lambda path: "/health", access_level=access_level(settings)
        )

    @property
    def kura(self) -> Kura | None:
        """The service, once the app is built."""
        state = getattr(self._built, "state", None)
        return getattr(state, "kura", None)

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if self.prove is not None and scope["type"] == "http" and scope["path"] == "/health":
            challenge = next((v for k, v in scope["headers"] if k == b"x-kura-challenge"), b"")
            if (proof := self.prove(challenge.decode("latin-1"))) is not None:
                send = _saying_proof(send, proof.encode())
        if self.app is not None:
            await self.app(scope, receive, send)
        elif scope["type"] == "lifespan":
            await self._run(scope, receive, send)
        elif scope["type"] == "http" and scope["path"] == "/health" and scope["method"] in ("GET", "HEAD"):
            await self._early(scope, receive, send)
        else:
            await self._ready.wait()  # a request that came before the app: it waits for it
            if self.app is None:
                await _refuse(scope, send, self.failed)
            else:
                await self.app(scope, receive, send)

    async def _health(self, scope: Scope, receive: Receive, send: Send) -> None:
        """The app's ``/health`` answer (``rest.admin.health``), while the app is not there yet."""
        data = json.dumps(health_body(self.settings, "not loaded", "not started")).encode()
        headers = [(b"content-type", b"application/json"), (b"content-length", str(len(data)).encode())]
        await send({"type": "http.response.start", "status": 200, "headers": headers})
        await send({"type": "http.response.body", "body": data})

    async def _run(self, scope: Scope, receive: Receive, send: Send) -> None:
        """uvicorn's lifespan: started at once (the build runs behind it), stopped once the app is."""
        await receive()  # lifespan.startup
        self._scope = scope
        if self._build_at_startup:
            self.begin()
        await send({"type": "lifespan.startup.complete"})
        await receive()  # lifespan.shutdown
        self._stopping = True
        if self._starting is not None:
            await self._starting  # a build under way finishes (a thread cannot be cancelled), then stops
        self._ready.set()
        try:
            if self._lifespan is not None:
                await self._lifespan.shutdown()
            elif (kura := self.kura) is not None:
                kura.close()  # built, never started
        finally:
            self.app = None
            await send({"type": "lifespan.shutdown.complete"})

    def begin(self) -> None:
        """Start building the app (once; on the event loop, after the lifespan has started)."""
        if self._starting is None and self._scope is not None:
            self._starting = asyncio.ensure_future(self._start(self._scope))

    async def _start(self, scope: Scope) -> None:
        try:
            self._built = await asyncio.to_thread(self._build)
            if self._stopping:
                return
            lifespan = Lifespan(self._built, scope)
            await lifespan.startup()
            self._lifespan = lifespan
            metrics = getattr(getattr(self._built, "state", None), "metrics", None)
            if metrics is not None:
                self._meter.hand_over(metrics)
            self.app = self._built
        except Exception as exc:
            self.failed = exc
            log.error("the daemon did not start: %s", exc, exc_info=exc)
            self.on_failure()
        finally:
            self._ready.set()

    def interrupt(self) -> None:
        """A signal asked the server to stop: a rebuild or a first sync under way stops at its next run."""
        self._stopping = True
        if (kura := self.kura) is not None:
            kura.stop()


def _saying_proof(send: Send, proof: bytes) -> Send:
    """``send`` with the answer to a command's challenge added to the answer's head (``X-Kura-Proof``)."""

    async def sending(message: Message) -> None:
        if message["type"] == "http.response.start":
            message = {**message, "headers": [*message.get("headers", ()), (b"x-kura-proof", proof)]}
        await send(message)

    return sending


async def _refuse(scope: Scope, send: Send, failed: BaseException | None) -> None:
    if scope["type"] != "http":
        return
    if failed is not None:
        data = error_body("startup_failed", "the daemon did not start: its log says why")
    else:
        data = error_body("shutting_down", "the daemon is stopping")
    headers: list[tuple[bytes, bytes]] = [(b"content-type", b"application/json")]
    await send({"type": "http.response.start", "status": 503, "headers": headers})
    await send({"type": "http.response.body", "body": data})
