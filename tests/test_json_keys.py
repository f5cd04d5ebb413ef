"""A JSON body with a key twice in one object is refused, never read last-wins (the stdlib's ``json.loads``
and pydantic keep the last value; a proxy, a policy hook or a log redactor in front of kura may read the
first: two readers of one body would see two requests). 400 ``duplicate_key`` in the one error shape,
naming the key (cut short), at the top level or nested, on the lane's routes (``/recall``, ``/remember``),
FastAPI's (``PUT /wm``) and the MCP endpoints; nothing is written. The same key in different objects is
fine. docs/DESIGN.md names this file."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from daemon import in_process, make_app

from kura_server.settings import load_settings
from kura_server.surfaces.security import KEY_SHOWN

pytestmark = pytest.mark.anyio


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


JSON = {"content-type": "application/json"}
MCP = {**JSON, "accept": "application/json, text/event-stream"}
FACT = "The backups go to the slow disk named tank."
LONG = "k" * 500

# (method, path, raw body with a repeated key, the key named): top level and nested, per route.
REPEATED = [
    ("POST", "/recall", b'{"question": "harmless", "question": "where do backups go?"}', "question"),
    ("POST", "/s/main/recall", b'{"question": "where do backups go?", "k": 1, "scope": "global", "k": 50}', "k"),
    ("POST", "/remember", b'{"content": "A harmless fact here.", "content": "' + FACT.encode() + b'"}', "content"),
    ("POST", "/remember", f'{{"content": "{FACT}", "{LONG}": 1, "{LONG}": 2}}'.encode(), LONG[: KEY_SHOWN - 1] + "…"),
    ("PUT", "/wm", b'{"state": {"goal": "x"}, "state": {"goal": "y"}}', "state"),
    ("PUT", "/s/main/wm", b'{"state": {"goal": "x", "variables": {"db": "pg-1", "db": "pg-2"}}}', "db"),
]  # fmt: skip


def files(root: Path) -> dict[str, bytes]:
    return {str(p.relative_to(root)): p.read_bytes() for p in sorted(root.rglob("*")) if p.is_file()}


@pytest.mark.parametrize(("method", "path", "raw", "key"), REPEATED)
async def test_a_repeated_key_is_refused_and_nothing_is_written(
    kura_home: Path, method: str, path: str, raw: bytes, key: str
) -> None:
    async with in_process(make_app(load_settings(embedder={"kind": "hash"}))) as c:
        assert (await c.get("/memories")).status_code == 200  # the store opened: its files exist
        before = files(kura_home)
        r = await c.request(method, path, content=raw, headers=JSON)
        assert r.status_code == 400, r.text
        assert r.json() == {
            "error": {
                "code": "duplicate_key",
                "message": f"the key {key!r} appears twice in one JSON object; send each key once",
                "detail": {"key": key},
            }
        }
        assert LONG not in r.text
        assert files(kura_home) == before
        assert (await c.get("/memories")).json() == []


async def test_an_ordinary_body_and_a_key_repeated_in_different_objects_are_served(kura_home: Path) -> None:
    async with in_process(make_app(load_settings(embedder={"kind": "hash"}))) as c:
        r = await c.post("/remember", content=json.dumps({"content": FACT, "tags": ["content"]}).encode(), headers=JSON)
        assert r.status_code == 200, r.text
        r = await c.post("/recall", content=b'{"question": "where do backups go?", "k": 3}', headers=JSON)
        assert r.status_code == 200 and r.json()["memories"], r.text
        r = await c.put(
            "/wm", content=b'{"state": {"goal": "x", "variables": {"goal": "y", "state": "z"}}}', headers=JSON
        )
        assert r.status_code == 200, r.text


async def test_a_repeated_key_in_an_mcp_call_is_refused_before_the_sdk_reads_it(kura_home: Path) -> None:
    """The MCP transport parses the body itself (last key wins): the door refuses first, as a JSON-RPC
    error to an MCP client (its other refusals' form) and in the one error shape to anyone else."""
    arguments = b'{"content": "A harmless fact here.", "content": "' + FACT.encode() + b'"}'
    raw = b'{"jsonrpc": "2.0", "id": 2, "method": "tools/call", "params": {"name": "kura_remember", "arguments": '
    raw += arguments + b"}}"
    message = "the key 'content' appears twice in one JSON object; send each key once"
    async with in_process(make_app(load_settings(embedder={"kind": "hash"}))) as c:
        assert (await c.get("/memories")).status_code == 200
        before = files(kura_home)
        for path in ("/mcp", "/s/main/mcp"):
            r = await c.post(path, content=raw, headers=MCP)
            body = r.json()
            assert r.status_code == 400 and body["jsonrpc"] == "2.0", r.text
            assert body["error"]["code"] == -32600 and body["error"]["message"] == message
            assert body["error"]["data"] == {"code": "duplicate_key", "message": message}
            r = await c.post(path, content=raw, headers=JSON)
            assert r.status_code == 400 and r.json() == {"error": {"code": "duplicate_key", "message": message}}
        assert files(kura_home) == before
        init = {"protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "raw", "version": "0"}}
        ok = {"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {**init, "meta": {"name": "again"}}}
        r = await c.post("/mcp", content=json.dumps(ok).encode(), headers={**MCP, "mcp-protocol-version": "2025-06-18"})
        assert r.status_code == 200 and "mcp-session-id" in r.headers, r.text  # the same key in two objects
