"""The daemon's commands: ``kura serve`` (run by ``serve.py``) and the onboarding note that points an
agent at it."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from ...errors import not_found
from . import serve as serving
from ._common import StoreOpt, settings, state

app = typer.Typer()


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
    serving.run(state.config, host=host, port=port, allow_remote=allow_remote, log_file=log_file)


@app.command()
def bootstrap(
    store: StoreOpt = None,
) -> None:
    """Print the onboarding note for a new agent (the MCP URL to register, the guide), with the address
    the daemon of this home listens on when one runs (`kura serve --port P`), else the config's.

    Example: `kura bootstrap --store work`
    """
    from ...resources import bootstrap_text
    from ..security import token_guards
    from . import running

    config = settings()
    if store is not None and store not in config.stores:
        raise not_found("store", f"unknown store {store!r}", detail={"known_stores": sorted(config.stores)})
    daemon = running.find(config, state.config)  # a daemon started with --port listens where the config does not say
    if daemon is not None and daemon.conn is not None:
        daemon.conn.close()  # only its address is wanted: nothing is sent on the connection it proved itself on
    base = daemon.url if daemon is not None else f"http://{config.server.host}:{config.server.port}"
    print(bootstrap_text(base, store, token_guards(config.stores[store]) if store else None), end="")
