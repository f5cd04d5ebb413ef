"""Headers the door decides on come once (issue 13, finding 7): two ``Host`` or two ``Origin`` headers are
refused with the one JSON error shape, never read last-wins. On a real socket: an HTTP client library
may merge repeated headers, so the bytes are written by hand."""

from __future__ import annotations

import json
import socket
from pathlib import Path

import pytest
from daemon import make_app, real_server

from kura_server.settings import load_settings

pytestmark = pytest.mark.socket


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
        }
        for what, headers in cases.items():
            status, answer = raw(url, [*post, *headers], body)
            assert status == 400, what
            assert set(answer) == {"error"} and answer["error"]["code"] == "duplicate_header", what
        status, answer = raw(url, ["GET /mcp HTTP/1.1", "Host: 127.0.0.1", "Host: evil.example"])
        assert status == 400 and answer["error"]["code"] == "duplicate_header"  # MCP behind the same door
