"""Helpers for tests of the daemon: an app in process (lifespan entered) and a real uvicorn."""

from __future__ import annotations

import socket
import threading
import time
from collections.abc import AsyncIterator, Iterator
from contextlib import asynccontextmanager, contextmanager

import httpx
import uvicorn
from fastapi import FastAPI

from kura_server.embed.hashing import HashEmbedder
from kura_server.service import Kura
from kura_server.settings import Settings
from kura_server.surfaces.app import create_app

BASE = "http://127.0.0.1:8000"


def make_app(settings: Settings) -> FastAPI:
    return create_app(settings, kura=Kura(settings, embedder=HashEmbedder()))


@asynccontextmanager
async def in_process(app: FastAPI) -> AsyncIterator[httpx.AsyncClient]:
    """The app with its lifespan entered, behind an httpx client on the ASGI transport."""
    async with app.router.lifespan_context(app):
        transport = httpx.ASGITransport(app=app)
        async with httpx.AsyncClient(transport=transport, base_url=BASE) as client:
            yield client


def free_port() -> int:
    """A loopback port nothing listens on now (bound, then released)."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@contextmanager
def real_server(app: FastAPI, port: int = 0) -> Iterator[str]:
    """A real uvicorn on a real loopback socket (``port`` 0: a free one), in a thread; yields its base URL."""
    server = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=port, log_level="warning", ws="none"))
    thread = threading.Thread(target=server.run, name="kura-test-daemon", daemon=True)
    thread.start()
    deadline = time.monotonic() + 10
    while not server.started:
        if time.monotonic() > deadline or not thread.is_alive():
            raise RuntimeError("uvicorn did not start")
        time.sleep(0.01)
    try:
        yield f"http://127.0.0.1:{server.servers[0].sockets[0].getsockname()[1]}"
    finally:
        server.should_exit = True
        thread.join(10)
        assert not thread.is_alive(), "uvicorn did not stop"
