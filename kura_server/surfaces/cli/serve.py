"""The daemon in the foreground: ``kura serve``'s run, and the quick way in that parses ``kura serve``
without typer or the service (start-up time, issue 14). The typer commands are in ``daemon.py``."""

from __future__ import annotations

import asyncio
import errno
import logging
import signal
import socket
import sys
import threading
from dataclasses import dataclass
from functools import cache, partial
from pathlib import Path
from types import FrameType
from typing import TYPE_CHECKING, Any

from ...errors import KuraError
from ...settings import bound_malloc_arenas, load_settings

if TYPE_CHECKING:
    import uvicorn

    from ..front import Front

log = logging.getLogger("kura.server")

INVALID_HTTP = (
    "the request is not HTTP/1.1 kura can read (e.g. a byte that is not ASCII in its target, a malformed "
    "Content-Length, both Content-Length and Transfer-Encoding): nothing was done"
)


def basic_logging(verbose: bool) -> None:
    """The root ``--verbose`` option's logging (INFO on stderr; else WARNING)."""
    logging.basicConfig(
        level=logging.INFO if verbose else logging.WARNING, format="%(levelname)s %(name)s: %(message)s"
    )


class _Stop:
    """SIGTERM (a service manager's stop, ``kill``) in the main thread: noted (``asked``), and the server asked to
    exit as uvicorn's own handler asks it (``should_exit``, the front interrupted). uvicorn installs its handler while
    it serves and, once it has shut down, puts this one back and raises the signal again: it lands here too, and the
    stop is a normal one (exit 0, the runtime file withdrawn). Never an exception raised wherever the main thread
    stands: one raised while the log line that says it listens was being written was swallowed by logging (its
    ``emit`` reports what it raises), and the daemon served on. Elsewhere than the main thread (a test's) no handler
    is installed."""

    def __init__(self, server: uvicorn.Server, front: Front) -> None:
        self.server, self.front = server, front
        self.asked = False
        self._before: Any = None
        if threading.current_thread() is threading.main_thread():
            self._before = signal.signal(signal.SIGTERM, self)

    def __call__(self, signum: int, frame: FrameType | None) -> None:
        self.asked = True
        self.front.interrupt()
        self.server.should_exit = True

    def restore(self) -> None:
        """The handler there was before."""
        if self._before is not None:
            signal.signal(signal.SIGTERM, self._before)


def run(
    config_path: Path | None, *, host: str | None, port: int | None, allow_remote: bool, log_file: Path | None
) -> None:
    """``kura serve``: listen, then serve the front (``front.py``) while the app is built behind it."""
    bound_malloc_arenas()  # first, before any thread has an arena of its own (settings.py says why)
    raise_open_files()
    import uvicorn

    from ..front import Front, build_app
    from ..logs import log_config, quiet_libraries
    from ..security import remote_hosts
    from . import running

    config = load_settings(config_path)
    bind = host or config.server.host
    extra = remote_hosts(config, bind, allow_remote=allow_remote)
    # The port first: a busy one is one error line, before any store, model or scheduler starts. The
    # bound socket is handed to uvicorn, so nothing can take the port in between.
    sock = listen(bind, port or config.server.port)
    logging.getLogger().setLevel(config.log_level)
    quiet_libraries()  # what passes through them is no log's business (surfaces/logs.py QUIET)
    logging_options: dict[str, Any] = {}
    if log_file is not None or config.logging.format == "json":
        if log_file is not None:
            log_file = log_file.expanduser().absolute()
            log_file.parent.mkdir(parents=True, exist_ok=True)
        logging_options["log_config"] = log_config(config.log_level, config.logging.format, log_file)
    front = Front(config, partial(build_app, config, extra), extra_hosts=extra, build_at_startup=False)
    server = _server(
        front,
        uvicorn.Config(
            front,
            log_level=config.log_level.lower(),
            access_log=False,  # kura writes its own (kura.access): the path only, never the query string
            ws="none",  # no WebSocket route: not importing a WebSocket library saves start time
            # its parser's refusals in the one error shape; limits on the head, its time, connections
            http=http_protocol(config.server.header_timeout_s, config.server.max_connections),
            timeout_graceful_shutdown=5,  # an open MCP stream must not keep the daemon from stopping
            **logging_options,
        ),
    )
    front.on_failure = partial(setattr, server, "should_exit", True)
    # Where it listens, for the one-shot commands of this home (``running.py``): written now, removed at
    # the end (a kill leaves it: its pid and instance id say it is stale). A file it cannot write (a full
    # disk, ``run`` not a folder) costs the commands their shortcut, never the daemon its start.
    try:
        instance = running.announce(config, config_path, sock)
        front.prove = partial(running.proof, instance)
    except (KuraError, OSError) as exc:
        instance = None
        log.warning("one-shot commands will answer in their own process: %s not written (%s)",
                    running.runtime_file(config), exc)  # fmt: skip
    terminated = _Stop(server, front)  # before the line that says it listens: a stop may come as soon as it is read
    try:
        log.info("kura listening on %s", _url(sock))
        with sock:
            server.run(sockets=[sock])
    except KeyboardInterrupt:  # uvicorn stops on Ctrl+C, then raises the signal again: a normal stop
        log.info("kura stopped by SIGINT")
    except SystemExit:  # uvicorn's way to say the app's startup failed (its log has the reason)
        raise KuraError("startup_failed", "the daemon did not start: the log above says why") from None
    finally:
        terminated.restore()
        if instance is not None:
            running.withdraw(config, instance)
    if terminated.asked:  # (uvicorn stopped on it, then raised it again: it landed in ``_Stop``)
        log.info("kura stopped by SIGTERM")
    if isinstance(front.failed, KuraError):
        raise front.failed
    if front.failed is not None:
        raise KuraError("startup_failed", "the daemon did not start: the log above says why")


URL_LIMIT = 65_535  # bytes of a request target (httptools' URL parser reads none longer)
HEADERS_LIMIT = 65_536  # bytes of a request's header lines together
HEAD_SLACK = 1_024  # the request line's method, version and line ends, on top of the two
OPEN_FILES = 8_192  # the soft open-files limit ``kura serve`` asks for (``raise_open_files``)
BUSY = "the daemon is answering as many requests as it takes (server.max_connections): try again shortly"


@cache
def http_protocol(header_timeout_s: float = 10.0, max_connections: int | None = None) -> type[asyncio.Protocol]:
    """uvicorn's HTTP/1.1 protocol (httptools', what ``uvicorn[standard]`` runs), holding what arrives
    before the app sees a request to limits, each refusal in the one error shape (JSON, the connection
    closed; uvicorn's own answers are text/plain):

    - what its parser refuses: 400 ``invalid_http`` (uvicorn: "Invalid HTTP request received.");
    - a request target over ``URL_LIMIT`` bytes: 414 ``uri_too_long``; header lines over ``HEADERS_LIMIT``
      bytes together: 431 ``headers_too_large`` — refused as the bytes arrive, so nothing past the limit
      is kept (uvicorn has no limit: it builds the URL by ``+=``, quadratic in its length, on the loop);
    - a request head that has not arrived whole ``header_timeout_s`` after the connection opened or the
      previous answer was sent: the connection is closed, with 408 ``request_timeout`` if part of a head
      came (uvicorn's only timeout, keep-alive, runs between requests, never while one is arriving);
    - a request once ``max_connections`` connections are open (or that many requests are in progress):
      503 ``server_busy``, ``GET /health`` excepted (it holds no body and touches no store). uvicorn's own
      ``limit_concurrency`` would answer text/plain and refuse ``/health`` too.

    The body's deadline is the door's (``security.SecurityMiddleware``: ``server.body_timeout_s``)."""
    from uvicorn.protocols.http.httptools_impl import STATUS_LINE, HttpToolsProtocol

    from ..security import error_body

    class Refused(Exception):
        """Raised in a parser callback once the answer is sent: the parser stops there."""

    class KuraHttpProtocol(HttpToolsProtocol):
        def __init__(self, *args: Any, **kwargs: Any) -> None:
            super().__init__(*args, **kwargs)
            self.app_itself = self.app
            self.head_timer: asyncio.TimerHandle | None = None
            self.head_size: int | None = 0  # bytes of the head arriving (counted by chunk); None: a body's
            self.head_begun = False  # a byte of a request head has come, its end not yet
            self.url_size = 0

        def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
            super().connection_made(transport)
            self.arm_head_timer()

        def connection_lost(self, exc: Exception | None) -> None:
            self.disarm_head_timer()
            super().connection_lost(exc)

        def data_received(self, data: bytes) -> None:
            # Fed in pieces no longer than what is left of the head's limit, so a head that never ends
            # is refused at the limit, not kept (httptools keeps a header's name and value until it ends).
            head_limit = URL_LIMIT + HEADERS_LIMIT + HEAD_SLACK
            while data and not self.transport.is_closing():
                if self.head_size is None:
                    piece, data = data, b""
                else:
                    room = head_limit - self.head_size + 1
                    piece, data = data[:room], data[room:]
                    self.head_size += len(piece)
                super().data_received(piece)
                if self.head_size is not None and self.head_size > head_limit and not self.transport.is_closing():
                    self.refuse(431, "headers_too_large", HEADERS_TOO_LARGE)

        def on_message_begin(self) -> None:
            super().on_message_begin()
            self.head_size = self.head_size or 0
            self.head_begun, self.url_size = True, 0

        def on_url(self, url: bytes) -> None:
            self.url_size += len(url)
            if self.url_size > URL_LIMIT:
                self.refuse(414, "uri_too_long", URI_TOO_LONG)
                raise Refused
            super().on_url(url)

        def on_headers_complete(self) -> None:
            self.disarm_head_timer()
            self.head_size, self.head_begun = None, False
            if sum(len(name) + len(value) + 4 for name, value in self.headers) > HEADERS_LIMIT:
                self.refuse(431, "headers_too_large", HEADERS_TOO_LARGE)
                raise Refused
            busy = max_connections is not None and (
                len(self.connections) > max_connections or len(self.tasks) >= max_connections
            )
            self.app = partial(_busy, self.app_itself) if busy else self.app_itself
            super().on_headers_complete()

        def on_message_complete(self) -> None:
            super().on_message_complete()
            self.head_size = 0  # what comes next is the next request's head

        def on_response_complete(self) -> None:
            super().on_response_complete()
            if not self.transport.is_closing() and (self.cycle is None or self.cycle.response_complete):
                self.arm_head_timer()  # (a pipelined request whose head has come is being answered: not)

        def arm_head_timer(self) -> None:
            self.disarm_head_timer()
            self.head_timer = self.loop.call_later(header_timeout_s, self.head_timed_out)

        def disarm_head_timer(self) -> None:
            if self.head_timer is not None:
                self.head_timer.cancel()
                self.head_timer = None

        def head_timed_out(self) -> None:
            self.head_timer = None
            if self.transport.is_closing():
                return
            if self.head_begun:
                self.refuse(408, "request_timeout", HEAD_TIMEOUT % header_timeout_s)
            else:
                self.transport.close()

        def send_400_response(self, msg: str) -> None:
            if not self.transport.is_closing():  # (closing: a limit above refused it and stopped the parser)
                self.refuse(400, "invalid_http", INVALID_HTTP)

        def refuse(self, status: int, code: str, message: str) -> None:
            body = error_body(code, message)
            head = [STATUS_LINE[status]]
            head += [b"%s: %s\r\n" % pair for pair in self.server_state.default_headers]  # date, server
            head += [b"content-type: application/json\r\n", b"content-length: %d\r\n" % len(body)]
            self.transport.write(b"".join([*head, b"connection: close\r\n\r\n", body]))
            self.transport.close()

    return KuraHttpProtocol


URI_TOO_LONG = f"the request target (path and query) is limited to {URL_LIMIT} bytes: nothing was done"
HEADERS_TOO_LARGE = f"a request's header lines are limited to {HEADERS_LIMIT} bytes together: nothing was done"
HEAD_TIMEOUT = "the request's head did not arrive whole within %g s (server.header_timeout_s): nothing was done"


async def _busy(app: Any, scope: Any, receive: Any, send: Any) -> None:
    """The app for a request that came while the daemon is at ``server.max_connections``: 503
    ``server_busy``, the connection closed — but ``GET /health`` (and ``HEAD``) is answered."""
    if scope["path"] == "/health" and scope["method"] in ("GET", "HEAD"):
        await app(scope, receive, send)
        return
    from ..security import error_body

    body = error_body("server_busy", BUSY)
    headers = [
        (b"content-type", b"application/json"),
        (b"content-length", str(len(body)).encode()),
        (b"retry-after", b"1"),
        (b"connection", b"close"),
    ]
    await send({"type": "http.response.start", "status": 503, "headers": headers})
    await send({"type": "http.response.body", "body": body})


def raise_open_files(want: int = OPEN_FILES) -> None:
    """The daemon's soft limit on open files raised to ``want`` (never above the hard limit; never
    lowered): every connection is a file, and the default soft limits (1,024 for a systemd service, 256
    on macOS) are soon reached by clients that stall; kura's service files ask for the same."""
    try:
        import resource
    except ImportError:  # Windows: no such limit on sockets
        return
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    target = want if hard == resource.RLIM_INFINITY else min(want, hard)
    if soft != resource.RLIM_INFINITY and soft < target:
        try:
            resource.setrlimit(resource.RLIMIT_NOFILE, (target, hard))
        except (ValueError, OSError):  # pragma: no cover - a platform that refuses: keep what it gave
            log.warning("could not raise the open-files limit from %d to %d", soft, target)


def _server(front: Front, config: uvicorn.Config) -> uvicorn.Server:
    """uvicorn's server, starting the front's build of the app once it accepts connections, and telling
    kura to stop as soon as a signal asks the server to: a rebuild or a first sync under way stops at
    its next run (its request answers 503 ``shutting_down``), so neither the graceful wait nor the
    lifespan's close waits for it."""
    import uvicorn

    class Server(uvicorn.Server):
        async def startup(self, sockets: list[socket.socket] | None = None) -> None:
            await super().startup(sockets)
            front.begin()  # the app's build, once connections are accepted (``front.py``)

        def handle_exit(self, sig: int, frame: FrameType | None) -> None:
            front.interrupt()
            super().handle_exit(sig, frame)

    return Server(config)


def listen(host: str, port: int) -> socket.socket:
    """A listening TCP socket on ``host:port``; a port in use (or an address this machine does not
    have) is a :class:`KuraError` naming it."""
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    sock = socket.socket(family, socket.SOCK_STREAM)
    try:
        if sys.platform != "win32":  # (on Windows SO_REUSEADDR would let two servers share the port)
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)  # a previous run's TIME_WAIT only
        sock.bind((host.strip("[]"), port))
        sock.listen(2048)
    except OSError as exc:
        sock.close()
        hint = " (is kura already running? pick another --port)" if exc.errno == errno.EADDRINUSE else ""
        raise KuraError("listen_failed", f"cannot listen on {host}:{port}: {exc.strerror or exc}{hint}") from None
    return sock


def _url(sock: socket.socket) -> str:
    name, port = sock.getsockname()[:2]
    return f"http://[{name}]:{port}" if sock.family == socket.AF_INET6 else f"http://{name}:{port}"


# -- the quick way in: `kura [--config P] [-v] serve [options]`, nothing else ------------------------


@dataclass
class ServeArgs:
    config: Path | None = None
    verbose: bool = False
    host: str | None = None
    port: int | None = None
    allow_remote: bool = False
    log_file: Path | None = None


_ROOT_VALUES = {"--config": "config", "-c": "config"}
_ROOT_FLAGS = {"--verbose": "verbose", "-v": "verbose"}
_SERVE_VALUES = {"--host": "host", "--port": "port", "--log-file": "log_file"}
_SERVE_FLAGS = {"--allow-remote": "allow_remote"}


def parse(argv: list[str]) -> ServeArgs | None:
    """``argv`` as ``kura serve`` options, when it is exactly that in the plain forms (``--opt value``,
    ``--opt=value``, flags); anything else — help, another command, a value typer would refuse or
    read otherwise — is ``None``, and typer parses it as it always did (its errors, its help)."""
    args = ServeArgs()
    values, flags, seen_serve = _ROOT_VALUES, _ROOT_FLAGS, False
    i = 0
    while i < len(argv):
        word = argv[i]
        name, eq, inline = word.partition("=")
        if not seen_serve and word == "serve":
            values, flags, seen_serve = _SERVE_VALUES, _SERVE_FLAGS, True
        elif word in flags:
            setattr(args, flags[word], True)
        elif name in values and name.startswith("--") or word in values:
            if not eq:
                i += 1
                if i == len(argv):
                    return None
                inline = argv[i]
            if not inline or inline.startswith("-") or not _set(args, values[name if eq else word], inline):
                return None
        else:
            return None
        i += 1
    return args if seen_serve else None


def _set(args: ServeArgs, field: str, value: str) -> bool:
    if field == "port":
        if not (value.isascii() and value.isdigit() and 1 <= int(value) <= 65535):
            return False
        args.port = int(value)
    elif field in ("config", "log_file"):
        setattr(args, field, Path(value))
    else:
        args.host = value
    return True


def quick(args: ServeArgs) -> int:
    """``kura serve`` from :func:`parse`'s arguments, with the command line's exit codes and one-line errors."""
    from pydantic import ValidationError

    basic_logging(args.verbose)
    try:
        run(args.config, host=args.host, port=args.port, allow_remote=args.allow_remote, log_file=args.log_file)
    except (KuraError, ValidationError) as exc:
        from ._common import report

        return report(exc)
    return 0
