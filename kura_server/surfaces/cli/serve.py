"""The daemon in the foreground: ``kura serve``'s run, and the quick way in that parses ``kura serve``
without typer or the service (start-up time, issue 14). The typer commands are in ``daemon.py``."""

from __future__ import annotations

import asyncio
import errno
import logging
import socket
import sys
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
    "the request is not HTTP/1.1 kura can read (e.g. a request target over 64 KiB, a byte that is not ASCII "
    "in it, a malformed Content-Length, both Content-Length and Transfer-Encoding): nothing was done"
)


def basic_logging(verbose: bool) -> None:
    """The root ``--verbose`` option's logging (INFO on stderr; else WARNING)."""
    logging.basicConfig(
        level=logging.INFO if verbose else logging.WARNING, format="%(levelname)s %(name)s: %(message)s"
    )


def run(
    config_path: Path | None, *, host: str | None, port: int | None, allow_remote: bool, log_file: Path | None
) -> None:
    """``kura serve``: listen, then serve the front (``front.py``) while the app is built behind it."""
    bound_malloc_arenas()  # first, before any thread has an arena of its own (settings.py says why)
    import uvicorn

    from ..front import Front, build_app
    from ..logs import log_config, quiet_libraries
    from ..security import remote_hosts

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
            http=http_protocol(),  # its parser's refusals in the one error shape
            timeout_graceful_shutdown=5,  # an open MCP stream must not keep the daemon from stopping
            **logging_options,
        ),
    )
    front.on_failure = partial(setattr, server, "should_exit", True)
    log.info("kura listening on %s", _url(sock))
    try:
        with sock:
            server.run(sockets=[sock])
    except KeyboardInterrupt:  # uvicorn stops on Ctrl+C, then raises the signal again: a normal stop
        log.info("kura stopped by SIGINT")
    except SystemExit:  # uvicorn's way to say the app's startup failed (its log has the reason)
        raise KuraError("startup_failed", "the daemon did not start: the log above says why") from None
    if isinstance(front.failed, KuraError):
        raise front.failed
    if front.failed is not None:
        raise KuraError("startup_failed", "the daemon did not start: the log above says why")


@cache
def http_protocol() -> type[asyncio.Protocol]:
    """uvicorn's HTTP/1.1 protocol (httptools', what ``uvicorn[standard]`` runs), answering what its parser
    refuses — a request that never reaches the app — in the one error shape: 400 ``invalid_http``, JSON,
    the connection closed (uvicorn's own answer is a text/plain "Invalid HTTP request received.")."""
    from uvicorn.protocols.http.httptools_impl import STATUS_LINE, HttpToolsProtocol

    from ..security import error_body

    class KuraHttpProtocol(HttpToolsProtocol):
        def send_400_response(self, msg: str) -> None:
            body = error_body("invalid_http", INVALID_HTTP)
            head = [STATUS_LINE[400]]
            head += [b"%s: %s\r\n" % pair for pair in self.server_state.default_headers]  # date, server
            head += [b"content-type: application/json\r\n", b"content-length: %d\r\n" % len(body)]
            self.transport.write(b"".join([*head, b"connection: close\r\n\r\n", body]))
            self.transport.close()

    return KuraHttpProtocol


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
