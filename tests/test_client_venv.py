"""The client package on its own: its wheel, installed in a fresh virtualenv that holds nothing of the server.

The wheel is built from a copy of ``clients/`` (``pip wheel --no-build-isolation``: the setuptools of
the test environment, no download). The virtualenv is plain (no system site-packages, no pip of its
own). Its dependencies — exactly what ``clients/pyproject.toml`` declares for the extras asked for,
followed through their own requirements — are copied file by file (each distribution's ``RECORD``,
dist-info included) from the environment running the tests, where they are installed already; then
the test environment's pip installs the wheel into the venv (``pip --python``) with ``--no-index``,
so the install fails if the client needs anything it does not declare. No index is asked, so the
test runs the same offline, here and in CI, in a few seconds.

Then, with no ``PYTHONPATH`` and Python's isolated mode, the venv's own interpreter and console
scripts talk to a real daemon on a loopback socket: the REST client remembers, recalls and forgets;
the hooks answer; ``kura_server`` (and, without the ``bridge`` extra, ``mcp``) cannot be imported.
With the ``bridge`` extra, ``kura-bridge`` is driven over stdio by the SDK's client.
"""

from __future__ import annotations

import importlib.metadata as md
import json
import os
import shutil
import subprocess
import sys
import tomllib
import venv
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import anyio
import pytest
from daemon import make_app, real_server
from mcp import Client, StdioServerParameters
from mcp.client.stdio import stdio_client
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

from kura_server.settings import load_settings

pytestmark = [pytest.mark.venv, pytest.mark.socket]

CLIENTS = Path(__file__).resolve().parents[1] / "clients"
PROJECT = tomllib.loads((CLIENTS / "pyproject.toml").read_text(encoding="utf-8"))["project"]
FIX = Path(__file__).parent / "fixtures" / "hooks"
FACT = "The staging database is restored from the nightly backup every Sunday at 03:00."
STEP = 180  # seconds: a bound on each subprocess (a build or an install under load), never a wait

ROUND_TRIP = """
import json, sys
report = {"prefix": sys.prefix}
for name in ("kura_server", "mcp", "httpx"):
    try:
        __import__(name)
        report[name] = True
    except ModuleNotFoundError:
        report[name] = False
import kura_client
from kura_client import KuraClient, KuraClientError
report["client_file"] = kura_client.__file__
with KuraClient(sys.argv[1]) as kura:
    wrote = kura.remember(sys.argv[2], scope="repo:shop")
    hits = kura.recall("When is the staging database restored?", scope="repo:shop")
    report["wrote"] = wrote["action"]
    report["recalled"] = [hit["slug"] for hit in hits["memories"]]
    report["slug"] = wrote["slug"]
    report["forgot"] = kura.forget(wrote["slug"], reason="moved to Saturdays")["slug"]
    try:
        kura.read(wrote["slug"])
    except KuraClientError as exc:
        report["after"] = [exc.status, exc.code]
print(json.dumps(report))
"""


@dataclass(frozen=True)
class Venv:
    root: Path

    @property
    def python(self) -> Path:
        return self.root / "bin" / "python"

    def script(self, name: str) -> Path:
        return self.root / "bin" / name

    def env(self) -> dict[str, str]:
        """What the venv's programs see: its own bin first, no PYTHONPATH, no proxy, no KURA_*."""
        return {"PATH": f"{self.root / 'bin'}:/usr/bin:/bin", "HOME": str(self.root), "LC_ALL": "C.UTF-8"}


def _run(args: list[str | Path], **kwargs: Any) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run([str(a) for a in args], capture_output=True, timeout=STEP, check=False, **kwargs)


def _tool_env() -> dict[str, str]:
    """The environment for pip: the test environment's, less what would point the venv at this checkout."""
    return {k: v for k, v in os.environ.items() if not k.startswith("PYTHON")}


def requirements(extras: tuple[str, ...]) -> list[str]:
    optional = PROJECT.get("optional-dependencies", {})
    return [*PROJECT["dependencies"], *(spec for extra in extras for spec in optional[extra])]


def closure(specs: list[str]) -> list[md.Distribution]:
    """The installed distributions that ``specs`` need, their requirements followed (with extras and markers)."""
    todo = [Requirement(spec) for spec in specs]
    found: dict[str, tuple[md.Distribution, set[str]]] = {}
    while todo:
        req = todo.pop()
        key = canonicalize_name(req.name)
        dist, extras = found.get(key, (None, set()))
        if dist is not None and set(req.extras) <= extras:
            continue
        dist = dist or md.distribution(req.name)
        assert req.specifier.contains(dist.version, prereleases=True), f"{req} is needed, {dist.version} is installed"
        extras |= set(req.extras)
        found[key] = (dist, extras)
        for spec in dist.requires or []:
            sub = Requirement(spec)
            if sub.marker is None or any(sub.marker.evaluate({"extra": e}) for e in ("", *extras)):
                todo.append(sub)
    return [dist for dist, _ in found.values()]


def copy_installed(dists: list[md.Distribution], site: Path) -> None:
    """Each distribution's files as its RECORD lists them (code and dist-info), into ``site``."""
    for dist in dists:
        assert dist.files is not None, f"{dist.metadata['Name']} has no RECORD to copy from"
        for rel in dist.files:
            # Not: scripts outside site-packages, bytecode, or a .pth (one could put a path of the test
            # environment, an editable install say, on the venv's sys.path).
            if rel.parts[0] == ".." or "__pycache__" in rel.parts or rel.suffix == ".pth":
                continue
            source = Path(str(dist.locate_file(rel)))
            if source.is_file():
                target = site / rel
                target.parent.mkdir(parents=True, exist_ok=True)
                shutil.copy2(source, target)


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The client's wheel, built offline from a copy of clients/ (a build writes into its source tree)."""
    work = tmp_path_factory.mktemp("client-wheel")
    source = work / "clients"
    shutil.copytree(CLIENTS, source, ignore=shutil.ignore_patterns("__pycache__", "build", "*.egg-info"))
    built = _run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "--no-index", "--no-cache-dir",
         "--disable-pip-version-check", "--quiet", "--wheel-dir", work / "dist", source],
        env=_tool_env(),
    )  # fmt: skip
    assert built.returncode == 0, built.stderr.decode()
    (found,) = (work / "dist").glob("kura_memory_client-*.whl")
    return found


def make_venv(root: Path, wheel: Path, *extras: str) -> Venv:
    """A plain virtualenv with the client's wheel (and ``extras``) installed, and nothing of kura_server."""
    venv.EnvBuilder(with_pip=False, symlinks=True).create(root)
    env = Venv(root)
    site = _run([env.python, "-I", "-c", "import sysconfig; print(sysconfig.get_path('purelib'))"])
    assert site.returncode == 0, site.stderr.decode()
    copy_installed(closure(requirements(extras)), Path(site.stdout.decode().strip()))
    target = f"{wheel}[{','.join(extras)}]" if extras else str(wheel)
    installed = _run(
        [sys.executable, "-m", "pip", "--python", env.python, "install", "--no-index", "--no-cache-dir",
         "--disable-pip-version-check", "--quiet", target],
        env=_tool_env(),
    )  # fmt: skip
    assert installed.returncode == 0, installed.stderr.decode()
    return env


@pytest.fixture
def daemon(kura_home: Path) -> Iterator[str]:
    with real_server(make_app(load_settings(embedder={"kind": "hash"}))) as url:
        yield url


def test_the_client_alone_in_a_venv(wheel: Path, daemon: str, tmp_path: Path) -> None:
    env = make_venv(tmp_path / "venv", wheel)

    script = tmp_path / "round_trip.py"
    script.write_text(ROUND_TRIP, encoding="utf-8")
    done = _run([env.python, "-I", script, daemon, FACT], env=env.env(), cwd=tmp_path)
    assert done.returncode == 0, done.stderr.decode()
    report = json.loads(done.stdout)
    assert report["prefix"] == str(env.root)
    assert report["kura_server"] is False and report["mcp"] is False and report["httpx"] is False  # no dependency
    assert Path(report["client_file"]).is_relative_to(env.root)  # the installed copy, not the checkout
    assert report["wrote"] == "ADD" and report["slug"] in report["recalled"]
    assert report["forgot"] == report["slug"] and report["after"] == [404, "memory_not_found"]

    # The hooks, as their console scripts (a check due on every turn).
    state = ["--every", "1", "--state-dir", str(tmp_path / "hooks")]
    for name, fixture in (("kura-claude-stop", "claude_stop.json"), ("kura-codex-stop", "codex_stop.json")):
        hook = _run([env.script(name), *state], input=(FIX / fixture).read_bytes(), env=env.env(), cwd=tmp_path)
        assert hook.returncode == 0, hook.stderr.decode()
        assert json.loads(hook.stdout)["decision"] == "block", name
    kimi = _run([env.script("kura-kimi-stop"), *state], input=(FIX / "kimi_stop.json").read_bytes(), env=env.env())
    assert kimi.returncode == 2 and b"kura_remember" in kimi.stderr

    # Without its extra, the bridge says what to install: that one line, no traceback.
    bridge = _run([env.script("kura-bridge")], input=b"", env=env.env(), cwd=tmp_path)
    assert bridge.returncode == 1 and bridge.stdout == b""
    (said,) = bridge.stderr.decode().splitlines()
    assert said.startswith("kura-bridge: needs the mcp SDK")
    assert said.endswith("pip install 'kura-memory-client[bridge]'")


def test_the_bridge_extra_alone_in_a_venv(wheel: Path, daemon: str, tmp_path: Path) -> None:
    env = make_venv(tmp_path / "venv", wheel, "bridge")
    probe = _run([env.python, "-I", "-c", "import kura_server"], env=env.env(), cwd=tmp_path)
    assert probe.returncode != 0 and b"No module named 'kura_server'" in probe.stderr

    async def scenario() -> None:
        params = StdioServerParameters(
            command=str(env.script("kura-bridge")), env={**env.env(), "KURA_URL": daemon}, cwd=tmp_path
        )
        with (tmp_path / "bridge.log").open("w") as err:
            async with Client(stdio_client(params, errlog=err), read_timeout_seconds=20) as client:
                assert "kura_recall" in {tool.name for tool in (await client.list_tools()).tools}
                wrote = await client.call_tool("kura_remember", {"content": FACT, "scope": "repo:shop"})
                assert not wrote.is_error, wrote.content
                hits = await client.call_tool("kura_recall", {"question": "When is the staging database restored?"})
                assert not hits.is_error and wrote.structured_content["slug"] in str(hits.content)

    anyio.run(scenario)
