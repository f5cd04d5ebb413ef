"""Helpers for tests of the daemon: an app in process (lifespan entered) and a real uvicorn."""

from __future__ import annotations

import socket
import threading
import time
from collections.abc import AsyncIterator, Iterator
from contextlib import asynccontextmanager, contextmanager
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from urllib.parse import urlsplit

import httpx
import uvicorn
from fastapi import FastAPI

from kura_server.embed.hashing import HashEmbedder
from kura_server.service import Kura
from kura_server.settings import Settings
from kura_server.surfaces.app import create_app

BASE = "http://127.0.0.1:8000"
PROXY_VARS = ("HTTP_PROXY", "HTTPS_PROXY", "ALL_PROXY", "http_proxy", "https_proxy", "all_proxy")


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
def real_server(app: FastAPI, port: int = 0, *, tls: tuple[Path, Path] | None = None) -> Iterator[str]:
    """A real uvicorn on a real loopback socket (``port`` 0: a free one), in a thread; yields its base URL.
    ``tls``: a certificate file and its key file: the server speaks HTTPS (``https://`` URL)."""
    certfile, keyfile = tls or (None, None)
    config = uvicorn.Config(
        app, host="127.0.0.1", port=port, log_level="warning", ws="none", ssl_certfile=certfile, ssl_keyfile=keyfile
    )
    server = uvicorn.Server(config)
    thread = threading.Thread(target=server.run, name="kura-test-daemon", daemon=True)
    thread.start()
    deadline = time.monotonic() + 10
    while not server.started:
        if time.monotonic() > deadline or not thread.is_alive():
            raise RuntimeError("uvicorn did not start")
        time.sleep(0.01)
    try:
        yield f"{'https' if tls else 'http'}://127.0.0.1:{server.servers[0].sockets[0].getsockname()[1]}"
    finally:
        server.should_exit = True
        thread.join(10)
        assert not thread.is_alive(), "uvicorn did not stop"


class _Refusing(BaseHTTPRequestHandler):
    """A forward proxy's front that forwards nothing: each request line is recorded and answered 502."""

    server: _RecordingProxy

    def _refuse(self) -> None:
        self.server.seen.append(self.requestline)
        self.send_response(502, "the test proxy forwards nothing")
        self.send_header("content-length", "0")
        self.send_header("connection", "close")
        self.end_headers()
        self.close_connection = True

    do_GET = do_POST = do_PUT = do_PATCH = do_DELETE = do_HEAD = do_CONNECT = _refuse

    def log_message(self, format: str, *args: object) -> None:  # noqa: A002 - the base class's name
        pass


class _RecordingProxy(ThreadingHTTPServer):
    daemon_threads = True

    def __init__(self) -> None:
        super().__init__(("127.0.0.1", 0), _Refusing)
        self.seen: list[str] = []


def through(seen: list[str], url: str) -> list[str]:
    """The request lines a recording proxy saw for ``url``'s host and port (a proxy on a shared machine may
    be found by others' traffic too — seen once: a CONNECT to a telemetry host from no process of the test)."""
    where = urlsplit(url).netloc
    return [line for line in seen if where in line]


@contextmanager
def recording_proxy() -> Iterator[tuple[str, list[str]]]:
    """An HTTP proxy on a loopback port that forwards nothing; yields its URL and the request lines it saw."""
    proxy = _RecordingProxy()
    thread = threading.Thread(target=proxy.serve_forever, name="kura-test-proxy", daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{proxy.server_address[1]}", proxy.seen
    finally:
        proxy.shutdown()
        proxy.server_close()
        thread.join(10)
