"""The running daemon of this home: how ``kura serve`` says where it listens, and how a one-shot command
(``kura recall``, ``kura context``) finds it and has it answer, so the command loads no model of its own.

The daemon, once it listens, writes ``$KURA_HOME/run/daemon.json`` (:func:`announce`: atomically, mode
0600): its pid, where it listens, a random instance id, when it started, the config file it read
(resolved) and a digest of the settings that shape an answer (:func:`identity`). It removes the file when
it stops cleanly (:func:`withdraw`), if the file is still its own. The instance id is a secret of the file:
``GET /health`` never says it, it answers a command's challenge (``X-Kura-Challenge``) with the proof that
it knows it (``X-Kura-Proof``: :func:`proof`, in ``front.Front``) — else any local process could read it
off ``/health`` and, on the port of a daemon gone, pass for it and be sent the store's token.

A command uses the daemon (:func:`find`) only when the file is this user's own (no link, no one else may
write it), small, names this command's config and settings and a loopback address, its pid is alive, and
``/health`` there proves the file's instance id within ``HEALTH_TIMEOUT_S``; anything else — no file, a
stale one (a daemon killed with ``kill -9``), another daemon or process on that port, a refused
connection — and the command runs in process, as it always did. The request (with the store's token) goes
on the very connection the daemon proved itself on, kept open (:func:`ask`): a socket connected to the
process that proved itself cannot change hands, where a second connection could reach whatever took the
port since. While its answer is waited on, the daemon must keep answering ``/health`` on another connection
(``ALIVE_EVERY_S``, ``ALIVE_TIMEOUT_S``): a daemon stopped (``kill -STOP``) or stuck is given up within
seconds, not after ``ANSWER_TIMEOUT_S``. Nothing
here imports the service, the embedder, numpy or a web framework: the standard library's ``http.client``
speaks to the daemon, with the store's token from the config the command read, as any client sends it.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import hmac
import http.client
import json
import logging
import os
import re
import secrets
import select
import socket
import sys
import time
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, TypeGuard
from urllib.parse import urlencode

from ... import jsontext
from ...errors import KuraError
from ...settings import Settings, config_file
from ...store.paths import atomic_write, open_regular, remove_file
from ..tokens import is_loopback

log = logging.getLogger("kura.cli")

CHALLENGE_HEADER = "X-Kura-Challenge"  # a command's random challenge to ``/health``
PROOF_HEADER = "X-Kura-Proof"  # the daemon's answer to it: :func:`proof`
_CHALLENGE = re.compile(r"\A[0-9a-f]{32,128}\Z")
RUNTIME_LIMIT = 64 * 1024  # bytes of a runtime file read (the daemon writes a few hundred)
UNANSWERED = object()  # :func:`ask`'s word for a read sent whose answer was lost (not a JSON object)
HEALTH_TIMEOUT_S = 0.3  # the whole look for the daemon: connect, /health, its answer
ANSWER_TIMEOUT_S = 300.0  # the most a request the daemon answers is waited on (a first recall waits for its embedder)
ALIVE_EVERY_S = 1.0  # while an answer is waited on, how often the daemon is asked /health on another connection
ALIVE_TIMEOUT_S = 5.0  # how long that /health, or a pause in sending the request or reading its answer, may last
# What the digest leaves out: how the daemon runs (its log, its port, its timers), never what it answers.
_HOW_IT_RUNS = {"log_level", "logging", "server", "scheduler"}


def runtime_file(settings: Settings) -> Path:
    """Where the daemon of ``settings.home`` says where it listens."""
    return settings.home / "run" / "daemon.json"


def identity(settings: Settings, config_path: Path | None) -> dict[str, str]:
    """What a daemon must share with a command to answer for it: the config file (resolved: the one
    ``--config``, ``KURA_CONFIG`` or ``$KURA_HOME`` name) and a digest of the settings an answer depends
    on (the file and the ``KURA_*`` variables read together: stores, their paths, the default store, the
    embedder, recall's settings …; tokens are not in it, the daemon checks them)."""
    shaping = settings.model_dump(mode="json", exclude=_HOW_IT_RUNS)
    digest = hashlib.sha256(json.dumps(shaping, sort_keys=True).encode()).hexdigest()
    return {"config": str(config_file(config_path).expanduser().resolve()), "settings": digest}


def announce(settings: Settings, config_path: Path | None, sock: socket.socket) -> str:
    """Write the runtime file for the daemon listening on ``sock``; its random instance id."""
    instance = secrets.token_hex(16)
    host, port = sock.getsockname()[:2]
    if host in ("0.0.0.0", "::"):  # every address: a command on this machine reaches it on loopback
        host = "127.0.0.1" if host == "0.0.0.0" else "::1"
    record = {
        "pid": os.getpid(), "host": host, "port": port, "instance": instance,
        "started_at": dt.datetime.now(dt.UTC).isoformat(timespec="seconds"), **identity(settings, config_path),
    }  # fmt: skip
    atomic_write(runtime_file(settings), json.dumps(record, indent=2) + "\n")  # a temp file: mode 0600
    return instance


def proof(instance: str, challenge: str) -> str | None:
    """What only a holder of the instance id answers to ``challenge`` (an HMAC of it keyed by the id);
    ``None`` for a challenge that is not 32 to 128 lower-case hex digits."""
    if not _CHALLENGE.match(challenge):
        return None
    return hmac.new(instance.encode(), challenge.encode(), hashlib.sha256).hexdigest()


def withdraw(settings: Settings, instance: str) -> None:
    """Remove the runtime file, if it is still this daemon's (another daemon of the same home, started
    since, wrote its own: that one stays)."""
    path = runtime_file(settings)
    record = _read(path)
    if record is not None and record.get("instance") == instance:
        remove_file(path)


@dataclass(frozen=True)
class Daemon:
    host: str
    port: int
    instance: str
    pid: int = 0
    # the connection it proved itself on (:func:`find`), kept open for the request: the token goes on no other
    conn: http.client.HTTPConnection | None = field(default=None, compare=False, repr=False)

    @property
    def url(self) -> str:
        return f"http://[{self.host}]:{self.port}" if ":" in self.host else f"http://{self.host}:{self.port}"


def find(settings: Settings, config_path: Path | None) -> Daemon | None:
    """The daemon of this home, config and settings that is running now, or ``None`` (the reason logged
    at INFO: ``kura -v``)."""
    path = runtime_file(settings)
    record = _read(path)
    if record is None:
        log.info("no daemon of this home (%s): answering in process", path)
        return None
    pid, port, host, instance = (record.get(key) for key in ("pid", "port", "host", "instance"))
    if not (
        _whole(pid) and pid > 0 and _whole(port) and 0 < port < 65536
        and isinstance(host, str) and isinstance(instance, str) and instance
    ):  # fmt: skip
        log.info("%s is not a daemon's runtime file: answering in process", path)
        return None
    if {key: record.get(key) for key in ("config", "settings")} != identity(settings, config_path):
        log.info("the daemon of this home runs another config or other settings: answering in process")
        return None
    if not is_loopback(host):  # a store's token goes to this machine only
        log.info("%s names %r, not a loopback address: answering in process", path, host)
        return None
    if not _alive(pid):
        log.info("the daemon of this home (pid %d) is gone: answering in process", pid)
        return None
    daemon = Daemon(host, port, instance, pid)
    try:
        conn = _proven(daemon, HEALTH_TIMEOUT_S)
    except (OSError, http.client.HTTPException) as exc:
        log.info("no answer from the daemon at %s (%s): answering in process", daemon.url, exc)
        return None
    if conn is None:
        log.info("%s is not this home's daemon: answering in process", daemon.url)
        return None
    if conn.sock is None:  # it closed the connection it proved itself on: the token goes on no other
        log.info("the daemon at %s closed the connection it answered on: answering in process", daemon.url)
        return None
    return replace(daemon, conn=conn)


def _proven(daemon: Daemon, timeout: float) -> http.client.HTTPConnection | None:
    """A connection to ``daemon``'s address on which what answers has just proved the instance id (``/health``
    answering a random challenge with :func:`proof`), open for a request unless it asked to close it; ``None``
    when what answers there proves nothing. ``OSError`` or ``HTTPException`` when no answer came in
    ``timeout`` (connect, ask, read: each)."""
    challenge = secrets.token_hex(16)
    conn = http.client.HTTPConnection(daemon.host, daemon.port, timeout=timeout)
    try:
        conn.request("GET", "/health", headers={CHALLENGE_HEADER: challenge})
        answer = conn.getresponse()
        answer.read(RUNTIME_LIMIT)
        answered = answer.getheader(PROOF_HEADER) if answer.status == 200 and answer.isclosed() else None
    except BaseException:
        conn.close()
        raise
    expected = proof(daemon.instance, challenge)
    if answered is None or expected is None or not hmac.compare_digest(answered.encode(), expected.encode()):
        conn.close()
        return None
    return conn


def ask(
    daemon: Daemon,
    path: str,
    body: dict[str, Any],
    *,
    store: str | None,
    mode: str | None,
    token: str | None,
    write: bool = False,
) -> Any | None:
    """POST ``body`` (its ``None`` values left out) to ``path`` on the daemon: its JSON answer; a refusal as
    the :class:`KuraError` it carries, as the service would have raised it in process. The request goes on
    the connection the daemon proved itself on (:func:`find`), never another: ``None`` when that one is
    closed (the daemon gone since) — nothing was sent, so the command answers in process.

    Once the request is on its way, a lost answer — the connection closed, or the daemon stopped answering
    ``/health`` while the answer was waited on (:func:`_wait`) — is :data:`UNANSWERED` for a read (asked
    again in process, counting nothing: the daemon may have counted it, or will when it runs on), but for a
    write (``write``) it is the error ``outcome_unknown``, never a second try: the daemon may have written it
    already, or may when it runs on."""
    query = urlencode({k: v for k, v in (("store", store), ("mode", mode)) if v is not None})
    data = json.dumps({k: v for k, v in body.items() if v is not None}, ensure_ascii=False).encode()
    headers = {"Content-Type": "application/json", "Accept": "application/json"}
    if token is not None:
        headers["Authorization"] = f"Bearer {token}"
    conn = daemon.conn
    try:
        if conn is None or conn.sock is None or _dropped(conn.sock):  # gone since it proved itself: nothing sent
            log.info("the daemon at %s is gone (it closed the connection it proved itself on): answering in process",
                     daemon.url)  # fmt: skip
            return None
        try:  # from here on the daemon may act on the request
            conn.sock.settimeout(ALIVE_TIMEOUT_S)  # a send or a read that does not move in that time: stuck
            conn.request("POST", f"{path}?{query}" if query else path, body=data, headers=headers)
            _wait(daemon, conn.sock)
            answer = conn.getresponse()
            status, raw = answer.status, answer.read()
            payload = jsontext.loads(raw)
        except (OSError, http.client.HTTPException, ValueError) as exc:
            if write:
                raise KuraError(
                    "outcome_unknown",
                    f"the daemon at {daemon.url} was sent the write but gave no answer ({exc}): it may or may not "
                    "have been written; check with `kura list` (or `kura recall`) before adding it again",
                    status=502,
                ) from None
            log.warning("the daemon at %s gave no answer (%s): answered in this process", daemon.url, exc)
            return UNANSWERED
    finally:
        if conn is not None:
            conn.close()
    log.info("answered by the daemon at %s", daemon.url)
    if status == 200:
        return payload
    raise refusal(status, payload)


def _dropped(sock: socket.socket) -> bool:
    """Whether the other end closed ``sock`` (or said something unasked: the connection is no request's)."""
    try:
        if not select.select([sock], [], [], 0)[0]:
            return False
        sock.recv(1, socket.MSG_PEEK)
    except OSError:
        pass
    return True


def _wait(daemon: Daemon, sock: socket.socket) -> None:
    """Until the answer to the request sent on ``sock`` starts to come. Each ``ALIVE_EVERY_S`` without it the
    daemon must prove itself on ``/health`` on another connection within ``ALIVE_TIMEOUT_S`` — a daemon busy
    with the request (a first recall waiting for the embedder's load) does, one stopped (``kill -STOP``) or
    stuck does not —, else ``TimeoutError``; so too after ``ANSWER_TIMEOUT_S`` in all."""
    deadline = time.monotonic() + ANSWER_TIMEOUT_S
    while select.select([sock], [], [], max(0.0, min(ALIVE_EVERY_S, deadline - time.monotonic())))[0] == []:
        if time.monotonic() >= deadline:
            raise TimeoutError(f"none within {ANSWER_TIMEOUT_S:g} s")
        try:
            alive = _proven(daemon, ALIVE_TIMEOUT_S)
        except (OSError, http.client.HTTPException):
            alive = None
        if alive is None:
            raise TimeoutError(f"it stopped answering: its /health gave no proof within {ALIVE_TIMEOUT_S:g} s")
        alive.close()


def refusal(status: int, payload: Any) -> KuraError:
    """The daemon's error answer (``{"error": {"code", "message", "detail"}}``) as the :class:`KuraError`
    the service raises in process: a request model's refusal points at its field, not at REST's ``body``."""
    error = payload.get("error") if isinstance(payload, dict) else None
    if not isinstance(error, dict):
        return KuraError("daemon_error", f"the daemon answered {status} without an error kura can read", status=status)
    detail = error.get("detail")
    if isinstance(detail, list):
        detail = [
            {**d, "loc": [p for p in d.get("loc", ()) if p != "body"]} if isinstance(d, dict) else d for d in detail
        ]
    return KuraError(str(error.get("code")), str(error.get("message")), status=status, detail=detail)


def _read(path: Path) -> dict[str, Any] | None:
    """The runtime file's record: ``None`` when there is none, or none to trust (a link, another user's
    file or one others may write — whoever wrote it would choose where the token goes —, a pipe, a file
    over ``RUNTIME_LIMIT``, not a JSON object; each but the first logged)."""
    try:
        with open_regular(path, private=True) as f:
            raw = f.read(RUNTIME_LIMIT + 1)
    except FileNotFoundError:
        return None
    except (OSError, KuraError) as exc:
        log.info("%s not read (%s)", path, exc.message if isinstance(exc, KuraError) else exc)
        return None
    try:
        record = jsontext.loads(raw) if len(raw) <= RUNTIME_LIMIT else None
    except ValueError:
        record = None
    if not isinstance(record, dict):
        log.info("%s is not a daemon's runtime file", path)
        return None
    return record


def _whole(value: Any) -> TypeGuard[int]:
    """An integer, as JSON's numbers read (``true`` is no pid)."""
    return isinstance(value, int) and not isinstance(value, bool)


def _alive(pid: int) -> bool:
    """Whether a process ``pid`` exists (on Windows, not asked: ``os.kill(pid, 0)`` would signal it; the
    instance id check decides there)."""
    if sys.platform == "win32":
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:  # another user's process holds that pid now: the instance check decides
        return True
    except OSError:
        return False
    return True
