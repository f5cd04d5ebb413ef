"""The daemon in the foreground, and the onboarding note that points an agent at it."""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Annotated, Any

import typer

from ...errors import KuraError
from ...service import Kura
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
    import uvicorn

    from ..app import create_app
    from ..security import remote_hosts

    config = settings()
    bind = host or config.server.host
    extra = remote_hosts(config, bind, allow_remote=allow_remote)
    logging.getLogger().setLevel(config.log_level)
    state.kura = Kura(config)
    app_ = create_app(config, kura=state.kura, extra_hosts=extra)
    logging_options: dict[str, Any] = {}
    if log_file is not None:
        from ...resident import log_config

        log_file = log_file.expanduser().absolute()
        log_file.parent.mkdir(parents=True, exist_ok=True)
        logging_options["log_config"] = log_config(log_file, config.log_level)
    uvicorn.run(
        app_,
        host=bind,
        port=port or config.server.port,
        log_level=config.log_level.lower(),
        timeout_graceful_shutdown=5,  # an open MCP stream must not keep the daemon from stopping
        **logging_options,
    )


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
