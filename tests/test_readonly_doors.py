"""Read-only and frozen stores hold at every door (issue 13, finding 3), and the smaller doors of
finding 7 that are about store selection: ``?readonly=`` parsed strictly, every write route and tool
refused on a frozen store and on an ``mcp_readonly`` one, repeated ``?store=``, ``/stores`` and tokens.

The write routes and tools are enumerated from the app's route table and the MCP tool table, so a new
one is checked without anyone remembering to add it here."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import httpx2
import pytest
from daemon import BASE, in_process, make_app
from fastapi.routing import APIRoute
from mcp import Client
from mcp.client.streamable_http import streamable_http_client

from kura_server.embed.hashing import HashEmbedder
from kura_server.errors import KuraError
from kura_server.service import Kura
from kura_server.settings import load_settings
from kura_server.surfaces import rest
from kura_server.surfaces.mcp import tools
from kura_server.surfaces.mcp.server import readonly_of

pytestmark = pytest.mark.anyio

FACT = "The staging database is pg-staging-2 on port 5433 behind the bastion."
CONFIG = "[stores.fz]\nwrite_policy = 'frozen'\n[stores.ro]\nmcp_readonly = true\n[stores.secret]\nread_token = 'r-1'\n"
# POST routes that only read (a question in a body): every other POST, PUT, PATCH or DELETE is a write.
READ_POSTS = {"/recall", "/context", "/transcript"}
# Writes a frozen store answers without an error, because nothing is written: the answer says so.
SOFT = {"/evolve": lambda body: body["did_work"] is False and "frozen" in body["reason"],
        "/jobs/{job_id}/run": lambda body: body["result"] == "nothing_to_do" and "frozen" in body["note"]}  # fmt: skip
# A sample for every parameter a write route's path or body requires, and for every tool argument.
SAMPLES: dict[str, Any] = {
    "content": FACT, "slug": "some-slug", "direction": "up", "state": {}, "log_path": "/nowhere/x.jsonl",
    "job": "distill", "job_id": "distill", "item_id": "20261130120000-abcdef12", "action": "approve",
    "snapshot": "20261130T120000Z-abcdef", "question": "x", "conversation": [{"role": "user", "content": FACT}],
}  # fmt: skip


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


def app_for(home: Path):  # noqa: ANN201 - a FastAPI app
    home.mkdir(parents=True, exist_ok=True)
    (home / "kura.toml").write_text(CONFIG)
    return make_app(load_settings(embedder={"kind": "hash"}))


def write_routes() -> list[tuple[str, str]]:
    """(method, path) of every REST write route (each is served at the root and under /s/<name>/)."""
    out = []
    for route in rest.router.routes:
        if not isinstance(route, APIRoute):
            continue
        for method in sorted(route.methods - {"GET", "HEAD"}):
            if not (method == "POST" and route.path in READ_POSTS):
                out.append((method, route.path))
    return out


def body_for(app: Any, method: str, path: str) -> dict[str, Any] | None:
    """A body holding every field the route requires (from its OpenAPI schema), or None: no body."""
    op = app.openapi()["paths"][path][method.lower()]
    content = op.get("requestBody", {}).get("content", {}).get("application/json")
    if content is None:
        return None
    schema = content["schema"]
    if "$ref" in schema:
        schema = app.openapi()["components"]["schemas"][schema["$ref"].rsplit("/", 1)[1]]
    schema = next((s for s in schema.get("anyOf", [schema]) if "properties" in s or "$ref" in s), schema)
    if "$ref" in schema:
        schema = app.openapi()["components"]["schemas"][schema["$ref"].rsplit("/", 1)[1]]
    return {name: SAMPLES[name] for name in schema.get("required", [])}


def store_files(home: Path, store: str) -> dict[str, bytes]:
    """Every file of the store but its derived index, its locks and the job board's record of each run
    (a refused run is recorded too): what a write would change."""
    root = home / "stores" / store
    skip = ("_index", "_locks", "_stats", "_jobs")
    return {
        p.relative_to(root).as_posix(): p.read_bytes()
        for p in sorted(root.rglob("*"))
        if p.is_file() and p.relative_to(root).parts[0] not in skip
    }


async def test_every_rest_write_route_is_refused_on_a_frozen_store(kura_home: Path) -> None:
    app = app_for(kura_home)
    routes = write_routes()
    assert ("POST", "/snapshots") in routes and ("POST", "/remember") in routes and len(routes) >= 15
    async with in_process(app) as c:
        assert (await c.get("/s/fz/doctor")).status_code == 200  # the store exists, its MEMORY.md too
        before = store_files(kura_home, "fz")
        for method, path in routes:
            url = "/s/fz" + path.replace("{slug}", "some-slug").replace("{job_id}", "distill")
            url = url.replace("{item_id}", SAMPLES["item_id"])
            body = body_for(app, method, path)
            r = await c.request(method, url, json=body if body is not None else {})
            if path in SOFT:
                assert r.status_code == 200 and SOFT[path](r.json()), (path, r.text)
            else:
                assert r.status_code == 403 and r.json()["error"]["code"] == "write_policy", (method, path, r.text)
            assert store_files(kura_home, "fz") == before, (method, path)


@asynccontextmanager
async def mcp_client(app: Any, path: str = "/mcp", mode: str = "auto") -> AsyncIterator[Client]:
    async with app.router.lifespan_context(app):
        http = httpx2.AsyncClient(transport=httpx2.ASGITransport(app=app), base_url=BASE)
        async with http, Client(streamable_http_client(f"{BASE}{path}", http_client=http), mode=mode) as client:
            yield client


def arguments(tool: Any, store: str | None) -> dict[str, Any]:
    args = {name: SAMPLES[name] for name in tool.input_schema.get("required", [])}
    return {**args, "store": store} if store is not None else args


@pytest.mark.parametrize(("store", "says"), [("ro", "read-only over MCP"), ("fz", "frozen")])
async def test_every_mcp_write_tool_is_refused_on_the_free_endpoint(kura_home: Path, store: str, says: str) -> None:
    app = app_for(kura_home)
    writes = {fn.__name__ for fn in tools.WRITES}
    async with mcp_client(app) as client:
        listed = {t.name: t for t in (await client.list_tools()).tools}
        assert writes <= set(listed)
        for name in sorted(writes):
            r = await client.call_tool(name, arguments(listed[name], store))
            assert r.is_error and says in r.content[0].text, (name, r.content[0].text)
    assert not list((kura_home / "stores" / store).glob("*.md"))[1:]  # at most MEMORY.md: nothing written


async def test_kura_use_then_a_write_is_refused_on_a_read_only_store(kura_home: Path) -> None:
    app = app_for(kura_home)
    async with mcp_client(app, mode="legacy") as client:
        assert not (await client.call_tool("kura_use", {"store": "ro"})).is_error
        r = await client.call_tool("kura_remember", {"content": FACT})
        assert r.is_error and "read-only over MCP" in r.content[0].text
        r = await client.call_tool("kura_forget", {"slug": "some-slug"})
        assert r.is_error and "read-only over MCP" in r.content[0].text
        assert not (await client.call_tool("kura_recall", {"question": "staging"})).is_error  # reads still work
        r = await client.call_tool("kura_remember", {"content": FACT, "store": "main"})
        assert not r.is_error  # another store is as writable as before


@pytest.mark.parametrize("query", ["readonly=1", "readonly=true", "readonly=%31", "x=1&readonly=1"])
async def test_readonly_spellings_that_mean_yes_serve_the_read_tools(kura_home: Path, query: str) -> None:
    async with mcp_client(app_for(kura_home), f"/mcp?{query}") as client:
        names = {t.name for t in (await client.list_tools()).tools}
    assert names and not names & {fn.__name__ for fn in tools.WRITES}


@pytest.mark.parametrize("query", ["readonly=0", "readonly=false", ""])
async def test_readonly_spellings_that_mean_no_serve_the_write_tools(kura_home: Path, query: str) -> None:
    async with mcp_client(app_for(kura_home), f"/mcp?{query}") as client:
        names = {t.name for t in (await client.list_tools()).tools}
    assert "kura_remember" in names


@pytest.mark.parametrize(
    "query",
    ["readonly=TRUE", "readonly=True", "readonly=on", "readonly=yes", "readonly=1%20", "READONLY=1", "ReadOnly=1",
     "readonly=", "readonly", "readonly=2", "readonly=1&readonly=0", "readonly=0&readonly=1"],
)  # fmt: skip
async def test_readonly_spellings_not_understood_are_refused_never_fail_open(kura_home: Path, query: str) -> None:
    app = app_for(kura_home)
    ping = {"jsonrpc": "2.0", "id": 1, "method": "tools/list"}
    headers = {"accept": "application/json, text/event-stream"}
    async with in_process(app) as c:
        for path in ("/mcp", "/s/main/mcp"):
            r = await c.post(f"{path}?{query}", json=ping, headers=headers)
            assert r.status_code == 422, (path, query, r.text)
            body = r.json()
            assert body["error"]["data"]["code"] == "invalid_input" and "readonly" in body["error"]["message"]
    with pytest.raises(Exception):  # noqa: B017 - the parser itself: the same refusal
        readonly_of(query)


async def test_a_repeated_store_parameter_is_a_disagreement(kura_home: Path) -> None:
    async with in_process(app_for(kura_home)) as c:
        for url in ("/recall?store=main&store=ro", "/s/main/recall?store=main&store=ro", "/recall?mode=x&mode=y"):
            r = await c.post(url, json={"question": "x"})
            assert r.status_code in (400, 404) and "error" in r.json(), (url, r.text)
        r = await c.post("/recall?store=main&store=ro", json={"question": "x"})
        assert r.status_code == 400 and r.json()["error"]["code"] == "selectors_disagree"
        r = await c.post("/s/ro/recall?store=main", json={"question": "x"})
        assert r.status_code == 400  # query against path
        r = await c.post("/recall?store=main", json={"question": "x", "store": "ro"})
        assert r.status_code == 400  # query against body
        assert (await c.post("/recall?store=main&store=main", json={"question": "x"})).status_code == 200


async def test_stores_listing_leaves_out_a_token_store_without_its_token(kura_home: Path) -> None:
    app = app_for(kura_home)
    async with in_process(app) as c:
        names = [s["name"] for s in (await c.get("/stores")).json()]
        assert "secret" not in names and "main" in names
        assert "secret" not in (await c.get("/stores")).text  # nor its path
        shown = (await c.get("/stores", headers={"authorization": "Bearer r-1"})).json()
        assert "secret" in [s["name"] for s in shown]
        jobs = (await c.get("/jobs")).json()
        assert "secret" not in {j["store"] for j in jobs}  # the same rule as /jobs
    async with mcp_client(app_for(kura_home)) as client:
        r = await client.call_tool("kura_stores", {})
        assert "secret" not in [s["name"] for s in r.structured_content["result"]]


def test_doctor_fix_is_refused_on_a_frozen_store_and_doctor_still_reads(kura_home: Path) -> None:
    kura_home.mkdir(parents=True)
    (kura_home / "kura.toml").write_text(CONFIG)
    kura = Kura(load_settings(embedder={"kind": "hash"}), embedder=HashEmbedder())
    try:
        with pytest.raises(KuraError) as info:
            kura.doctor(fix=True, store="fz")
        assert info.value.code == "write_policy"
        assert kura.doctor(store="fz").ok
    finally:
        kura.close()
