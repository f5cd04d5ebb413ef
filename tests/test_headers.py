"""Headers the door decides on come once (issue 13, finding 7): two ``Host`` or two ``Origin`` headers are
refused with the one JSON error shape, never read last-wins. On a real socket: an HTTP client library
may merge repeated headers, so the bytes are written by hand. Every header of ``SINGLE_HEADERS`` — the
list docs/DESIGN.md names — is repeated at the door itself too (a repeated ``Content-Length`` never
gets past the HTTP server's own parser to be sent on a socket)."""

from __future__ import annotations

import asyncio
import json
import re
import socket
from pathlib import Path

import pytest
from daemon import make_app, real_server
from starlette.types import Message, Receive, Scope, Send

from kura_server.settings import load_settings
from kura_server.surfaces.security import SINGLE_HEADERS, SecurityMiddleware

ROOT = Path(__file__).resolve().parents[1]
# One of each, every one the door reads: a GET /memories carrying them all is served.
ONCE = {
    "host": "127.0.0.1:8085",
    "origin": "http://127.0.0.1:8085",
    "sec-fetch-site": "same-origin",
    "content-type": "application/json",
    "content-length": "0",
    "authorization": "Bearer r-token-123",
}


def design_headers() -> list[str]:
    """The headers docs/DESIGN.md says may come once, in its order, lower-case."""
    text = (ROOT / "docs" / "DESIGN.md").read_text(encoding="utf-8")
    said = re.search(r"Each header it decides on \(([^)]*)\)\s+may come once", text)
    assert said is not None, "DESIGN.md no longer says which headers may come once"
    return [name.lower() for name in re.findall(r"`([A-Za-z-]+)`", said.group(1))]


def test_the_headers_that_may_come_once_are_the_ones_design_names() -> None:
    assert list(SINGLE_HEADERS) == design_headers()
    assert set(ONCE) == set(SINGLE_HEADERS)


def door(headers: list[tuple[str, str]]) -> tuple[int, dict | None, bool]:
    """A GET /memories with these headers through the door alone: (status, JSON body, whether the app ran)."""
    ran, sent = [], []

    async def app(scope: Scope, receive: Receive, send: Send) -> None:
        ran.append(True)
        await send({"type": "http.response.start", "status": 200, "headers": []})
        await send({"type": "http.response.body", "body": b""})

    async def receive() -> Message:
        return {"type": "http.request", "body": b"", "more_body": False}

    async def send(message: Message) -> None:
        sent.append(message)

    scope = {
        "type": "http", "method": "GET", "path": "/memories",
        "headers": [(k.encode("latin-1"), v.encode("latin-1")) for k, v in headers],
    }  # fmt: skip
    asyncio.run(SecurityMiddleware(app, max_body_bytes=1024)(scope, receive, send))
    body = b"".join(m.get("body", b"") for m in sent if m["type"] == "http.response.body")
    return sent[0]["status"], json.loads(body) if body else None, bool(ran)


@pytest.mark.parametrize("header", design_headers())
def test_each_header_the_door_decides_on_may_come_once(header: str) -> None:
    assert door(list(ONCE.items())) == (200, None, True)  # one of each: served
    repeated = [*ONCE.items(), (header, ONCE[header])]  # the same value twice: only the repeat is wrong
    status, answer, ran = door(repeated)
    assert (status, ran) == (400, False), header
    assert answer == {
        "error": {"code": "duplicate_header", "message": f"the {header.title()} header may be sent only once"}
    }


def raw(url: str, head: list[str], body: bytes = b"") -> tuple[int, dict]:
    """Send one request written byte for byte; (status, JSON body)."""
    host, port = url.removeprefix("http://").split(":")
    request = "\r\n".join([*head, f"Content-Length: {len(body)}", "Connection: close", "", ""]).encode() + body
    with socket.create_connection((host, int(port)), timeout=10) as s:
        s.sendall(request)
        chunks = []
        while chunk := s.recv(65536):
            chunks.append(chunk)
    answer = b"".join(chunks)
    status = int(answer.split(b" ", 2)[1])
    return status, json.loads(answer.split(b"\r\n\r\n", 1)[1] or b"null")


@pytest.mark.socket
def test_two_host_or_two_origin_headers_are_refused(kura_home: Path) -> None:
    body = json.dumps({"question": "x"}).encode()
    post = ["POST /recall HTTP/1.1", "Content-Type: application/json"]
    with real_server(make_app(load_settings(embedder={"kind": "hash"}))) as url:
        port = url.rsplit(":", 1)[1]
        status, answer = raw(url, [*post, f"Host: 127.0.0.1:{port}"], body)
        assert status == 200 and "memories" in answer  # one of each: served
        cases = {
            "two hosts, the last one bad": ["Host: 127.0.0.1", "Host: evil.example"],
            "two hosts, the first one bad": ["Host: evil.example", "Host: 127.0.0.1"],
            "two origins": [
                f"Host: 127.0.0.1:{port}",
                f"Origin: http://127.0.0.1:{port}",
                "Origin: http://evil.example",
            ],
            "two loopback origins": [f"Host: 127.0.0.1:{port}", "Origin: http://localhost", "Origin: http://127.0.0.1"],
            "two content types": [f"Host: 127.0.0.1:{port}", "Content-Type: text/plain"],
            "two sec-fetch-sites": [f"Host: 127.0.0.1:{port}", "Sec-Fetch-Site: none", "Sec-Fetch-Site: none"],
            "two authorizations": [f"Host: 127.0.0.1:{port}", "Authorization: Bearer a", "Authorization: Bearer a"],
        }
        for what, headers in cases.items():
            status, answer = raw(url, [*post, *headers], body)
            assert status == 400, what
            assert set(answer) == {"error"} and answer["error"]["code"] == "duplicate_header", what
        status, answer = raw(url, ["GET /mcp HTTP/1.1", "Host: 127.0.0.1", "Host: evil.example"])
        assert status == 400 and answer["error"]["code"] == "duplicate_header"  # MCP behind the same door
