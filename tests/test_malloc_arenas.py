"""The daemon's glibc malloc arenas are capped (settings.bound_malloc_arenas): threads share two arenas
instead of stranding free memory in one each. Checked on the real allocator, in a child process: glibc's
own ``malloc_stats()`` counts the arenas while eight threads that allocated are alive."""

from __future__ import annotations

import ctypes
import os
import socket
import subprocess
import sys
from pathlib import Path

import pytest

from kura_server import settings
from kura_server.surfaces.cli import main

REPO = Path(__file__).resolve().parents[1]

PROBE = """
import ctypes, sys, threading
from kura_server.settings import bound_malloc_arenas
if sys.argv[1] == "cap":
    print("cap", bound_malloc_arenas(), file=sys.stderr)
ready = threading.Barrier(9)
def work():
    keep = [bytearray(4000) for _ in range(64)]  # malloc'd in this thread's arena
    ready.wait()
threads = [threading.Thread(target=work) for _ in range(8)]
for t in threads:
    t.start()
ready.wait()  # all eight alive, each having allocated
ctypes.CDLL(None).malloc_stats()  # per arena, to stderr
for t in threads:
    t.join()
"""

glibc = pytest.mark.skipif(
    not sys.platform.startswith("linux") or not hasattr(ctypes.CDLL(None), "gnu_get_libc_version"),
    reason="glibc's malloc arenas",
)


def _arenas(mode: str) -> tuple[int, str]:
    env = {k: v for k, v in os.environ.items() if k != "MALLOC_ARENA_MAX"}
    env["PYTHONPATH"] = str(REPO)
    done = subprocess.run(
        [sys.executable, "-c", PROBE, mode], env=env, capture_output=True, text=True, timeout=60, check=True
    )
    return sum(line.startswith("Arena ") for line in done.stderr.splitlines()), done.stderr


@glibc
def test_capped_threads_share_two_arenas() -> None:
    free, _ = _arenas("free")
    capped, stderr = _arenas("cap")
    assert free > settings.MALLOC_ARENAS  # the probe does make arenas: one per thread without the cap
    assert f"cap {settings.MALLOC_ARENAS}" in stderr
    assert capped <= settings.MALLOC_ARENAS == 2, stderr


def test_the_environments_malloc_arena_max_stands(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MALLOC_ARENA_MAX", "8")  # glibc read it at start: nothing to change
    assert settings.bound_malloc_arenas() is None


def test_kura_serve_caps_the_arenas_first(kura_home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from kura_server.surfaces.cli import serve

    calls: list[str] = []
    monkeypatch.setattr(serve, "bound_malloc_arenas", lambda: calls.append("arenas"))
    real_listen = serve.listen

    def listen(host: str, port: int) -> socket.socket:
        calls.append("listen")
        return real_listen(host, port)

    monkeypatch.setattr(serve, "listen", listen)
    monkeypatch.setenv("KURA_EMBEDDER__KIND", "hash")
    with socket.socket() as taken:  # a busy port: serve stops at its first step after the cap
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        assert main(["serve", "--port", str(taken.getsockname()[1])]) == 1
    assert calls == ["arenas", "listen"]


TRIM_PROBE = """
import re, sys
from kura_server.heap import trim
def anon():
    return int(re.search(r"RssAnon:\\s+(\\d+)", open("/proc/self/status").read()).group(1))
keep = [bytearray(4000) for _ in range(20_000)]  # ~80 MB in blocks malloc keeps in its heap
tail = bytearray(4000)  # allocated last: the heap's top stays in use, so free() alone cannot shrink it
del keep
before = anon()
print(trim(), before, anon())
"""


@glibc
def test_trim_hands_the_freed_heap_back() -> None:
    """What the embedder's build leaves freed in the heap (heap.trim) leaves RSS when trimmed."""
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    done = subprocess.run([sys.executable, "-c", TRIM_PROBE], env=env, capture_output=True, text=True, timeout=60)
    trimmed, before, after = done.stdout.split()
    assert trimmed == "True"
    assert int(before) - int(after) > 40_000, done.stdout  # kB: most of the ~80 MB freed comes back


def test_the_heap_is_trimmed_after_the_vectors_load_and_a_sync(kura, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    """The one-off bulks of a store — its vectors read from the index, a sync with files another process wrote —
    hand their freed heap back (heap.trim): once each, not on every recall."""
    from kura_server import engine
    from kura_server.index import vectors
    from kura_server.schemas import RecallRequest, RememberRequest

    kura.remember(RememberRequest(content="The archive lives on the slow disk; the NVMe drive is scratch only."))
    trims: list[str] = []
    monkeypatch.setattr(vectors, "trim_heap", lambda: trims.append("vectors") or True)
    monkeypatch.setattr(engine, "trim_heap", lambda: trims.append("sync") or True)
    eng = kura.engine("main")
    eng.close()  # the next use opens the index again (a sync) and loads the vectors
    for _ in range(3):
        kura.recall(RecallRequest(question="where does the archive live?"))
    assert trims == ["sync", "vectors"]  # the index opened (and synced with the files), the vectors loaded
    (eng.store.root / "hand-written.md").write_text("---\ntitle: By hand\n---\nA note a person wrote.\n")
    kura.recall(RecallRequest(question="what did a person write by hand?"))
    kura.recall(RecallRequest(question="what did a person write by hand?"))
    assert trims.count("sync") == 2  # the file another hand wrote: one sync, one trim
