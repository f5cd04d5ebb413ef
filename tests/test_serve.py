"""``kura serve`` as a user runs it: a subprocess on a real loopback socket."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import httpx
import pytest
from daemon import free_port

REPO = Path(__file__).resolve().parents[1]
pytestmark = pytest.mark.socket


def kura(*argv: str) -> list[str]:
    return [sys.executable, "-m", "kura_server.surfaces.cli", *argv]


def environment(home: Path, **extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("KURA_")}
    return {**env, "KURA_HOME": str(home), "KURA_EMBEDDER__KIND": "hash", "PYTHONPATH": str(REPO), **extra}


@contextmanager
def busy_port() -> Iterator[int]:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        yield taken.getsockname()[1]


def test_a_busy_port_is_one_error_line_and_exit_1(kura_home: Path) -> None:
    with busy_port() as port:
        done = subprocess.run(
            kura("serve", "--port", str(port)), env=environment(kura_home), capture_output=True, text=True, timeout=60
        )
    assert done.returncode == 1, done.stderr
    assert done.stderr.splitlines() == [
        f"kura: error: cannot listen on 127.0.0.1:{port}: Address already in use (is kura already running? "
        "pick another --port)"
    ]
    assert done.stdout == ""
    assert not (kura_home / "stores").exists()  # nothing was built: no store opened, no scheduler started


@contextmanager
def serving(home: Path, *argv: str, **env: str) -> Iterator[tuple[str, subprocess.Popen[str]]]:
    """``kura serve`` on a free port; yields its URL once it says it listens (the socket is bound and
    listening before that line, so a request made then waits for the app instead of failing)."""
    proc = subprocess.Popen(
        kura("serve", "--port", str(free_port()), *argv),
        env=environment(home, **env),
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        assert proc.stderr is not None
        for line in proc.stderr:
            if "kura listening on " in line:
                yield line.rsplit("kura listening on ", 1)[1].strip(), proc
                break
        else:
            raise AssertionError(f"kura serve did not start (exit {proc.wait(10)})")
    finally:
        if proc.poll() is None:
            proc.send_signal(signal.SIGINT)
            proc.wait(30)
        if proc.stderr is not None:
            proc.stderr.close()


def test_serve_answers_on_the_socket_it_bound_and_stops_on_sigint(kura_home: Path) -> None:
    with serving(kura_home) as (url, proc):
        assert httpx.get(f"{url}/health", timeout=30).json()["status"] == "ok"
        proc.send_signal(signal.SIGINT)
        assert proc.wait(30) == 0
