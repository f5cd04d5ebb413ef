"""The daemon in the foreground, and the onboarding note that points an agent at it."""

from __future__ import annotations

import errno
import logging
import socket
import sys
from pathlib import Path
from types import FrameType
from typing import TYPE_CHECKING, Annotated, Any

import typer

from ...errors import KuraError
from ...service import Kura
from ...settings import bound_malloc_arenas
from ._common import StoreOpt, settings, state

if TYPE_CHECKING:
    import uvicorn

app = typer.Typer()
log = logging.getLogger("kura.server")


@app.command()
def serve(
    host: Annotated[str | None, typer.Option(help="Bind address (default from config: 127.0.0.1).")] = None,
    port: Annotated[int | None, typer.Option(help="Port (default from config: 8085).", min=1, max=65535)] = None,
    allow_remote: Annotated[
        bool, typer.Option("--allow-remote", help="Allow a non-loopback bind (every store then needs a read_token).")
    ] = False,
    log_file: Annotated[
        Path | None,
        typer.Option("--log-file", help="Log to this file instead of stderr, rotated at 10 MB (5 files kept)."),
    ] = None,
) -> None:
    """Run the daemon in the foreground: REST + MCP (streamable HTTP) for every configured store,
    and the scheduler of the resident jobs ([scheduler] in kura.toml; `kura jobs`).

    Example: `kura serve` then `curl -s http://127.0.0.1:8085/bootstrap`
    """
    bound_malloc_arenas()  # first, before any thread has an arena of its own (settings.py says why)
    import uvicorn

    from ..app import create_app
    from ..logs import log_config
    from ..security import remote_hosts

    config = settings()
    bind = host or config.server.host
    extra = remote_hosts(config, bind, allow_remote=allow_remote)
    # The port first: a busy one is one error line, before any store, model or scheduler starts. The
    # bound socket is handed to uvicorn, so nothing can take the port in between.
    sock = listen(bind, port or config.server.port)
    logging.getLogger().setLevel(config.log_level)
    state.kura = Kura(config)
    app_ = create_app(config, kura=state.kura, extra_hosts=extra)
    logging_options: dict[str, Any] = {}
    if log_file is not None or config.logging.format == "json":
        if log_file is not None:
            log_file = log_file.expanduser().absolute()
            log_file.parent.mkdir(parents=True, exist_ok=True)
        logging_options["log_config"] = log_config(config.log_level, config.logging.format, log_file)
    server = _server(
        state.kura,
        uvicorn.Config(
            app_,
            log_level=config.log_level.lower(),
            access_log=False,  # kura writes its own (kura.access): the path only, never the query string
            ws="none",  # no WebSocket route: not importing a WebSocket library saves start time
            timeout_graceful_shutdown=5,  # an open MCP stream must not keep the daemon from stopping
            **logging_options,
        ),
    )
    log.info("kura listening on %s", _url(sock))
    try:
        with sock:
            server.run(sockets=[sock])
    except KeyboardInterrupt:  # uvicorn stops on Ctrl+C, then raises the signal again: a normal stop
        log.info("kura stopped by SIGINT")
    except SystemExit:  # uvicorn's way to say the app's startup failed (its log has the reason)
        raise KuraError("startup_failed", "the daemon did not start: the log above says why") from None


def _server(kura: Kura, config: uvicorn.Config) -> uvicorn.Server:
    """uvicorn's server, telling kura to stop as soon as a signal asks the server to: a rebuild or a first
    sync under way stops at its next run (its request answers 503 ``shutting_down``), so neither the
    graceful wait nor the lifespan's close waits for it."""
    import uvicorn

    class Server(uvicorn.Server):
        def handle_exit(self, sig: int, frame: FrameType | None) -> None:
            kura.stop()
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


@app.command()
def bootstrap(
    store: StoreOpt = None,
) -> None:
    """Print the onboarding note for a new agent (the MCP URL to register, the guide).

    Example: `kura bootstrap --store work`
    """
    from ...resources import bootstrap_text

    config = settings()
    if store is not None and store not in config.stores:
        raise KuraError("store_not_found", f"unknown store {store!r}")
    base = f"http://{config.server.host}:{config.server.port}"
    print(bootstrap_text(base, store), end="")
