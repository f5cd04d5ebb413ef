"""A thin, typed Python client for the kura daemon's REST API (HTTP only, on the standard library).

Usage::

    from kura_client import KuraClient, KuraClientError

    with KuraClient() as kura:  # http://127.0.0.1:8085, the default store
        wrote = kura.remember("The staging database is restored from backup every Sunday.", scope="repo:shop")
        hits = kura.recall("When is staging restored?", scope="repo:shop", k=3)
        print(hits["block"])  # the <recalled_memories> block, ready for a prompt
        kura.feedback(hits["memories"][0]["slug"], "up")

    work = KuraClient(store="work", token="…")  # every path under /s/work/, with a bearer token
    try:
        work.read("no-such-slug")
    except KuraClientError as exc:
        print(exc.status, exc.code, exc.message)  # 404 memory_not_found …

Every method returns the daemon's JSON as plain ``dict`` / ``list`` values (``skill()`` and
``bootstrap()`` return text). Their shapes are documented by the daemon itself: its OpenAPI document
is at ``<base_url>/openapi.json`` (open it in any OpenAPI viewer). Any failure — an error answer, an
unreachable daemon, a timeout — is one :class:`KuraClientError`.

This module imports nothing from ``kura_server`` and needs nothing beyond the standard library: it speaks
HTTP/1.1 over ``http.client`` on keep-alive connections (that client's own Python costs a fraction of a
millisecond a call, ``httpx``'s over one). Install it with the ``kura-memory-client`` distribution (no
dependencies), or copy this one file next to an agent.
"""

from __future__ import annotations

import http.client
import io
import json as _json
import os
import re
import select
import socket
import sys
import threading
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any
from urllib.parse import quote, urlencode, urlsplit

if TYPE_CHECKING:
    import ssl

__all__ = ["DEFAULT_TIMEOUT", "DEFAULT_URL", "Answer", "KuraClient", "KuraClientError", "token_problem"]

DEFAULT_URL = "http://127.0.0.1:8085"
# Seconds a request waits for its answer by default. It outlasts the daemon's longest wait for a busy store
# (kura_server/store/store.py WRITE_LOCK_TIMEOUT, 30 s: then it answers 503 store_busy, "nothing was written")
# by the time the write itself takes, so a write to a busy store gets that answer. A shorter timeout would
# give up first while the daemon goes on and may still write: a ``timeout`` means the outcome is unknown.
DEFAULT_TIMEOUT = 45.0
_TOKEN = re.compile(r"[\x21-\x7e](?:[\x20-\x7e]*[\x21-\x7e])?")  # printable ASCII, no space at the ends
# No proxy, ever: ``http.client`` reads none of the environment's proxy settings (``HTTP_PROXY``, ``ALL_PROXY`` …,
# which ``httpx``, the client's transport until the eighteenth round of issue 14, applied to every host by
# default). A proxy would see every memory and token sent to the daemon, and usually cannot reach its loopback
# port at all (``tests/test_clients.py::test_no_proxy_is_used_whatever_the_environment_says``).
_IDLE_KEPT = 8  # keep-alive connections a client keeps for later calls (one per thread calling at once)
# The methods HTTP calls idempotent (RFC 9110 §9.2.2): sent twice, they leave what sending them once leaves. A call
# says otherwise where its kura route does (``forget``: a second DELETE answers 404; ``recall``: a POST that reads).
_IDEMPOTENT = frozenset({"GET", "HEAD", "PUT", "DELETE", "OPTIONS"})


class KuraClientError(Exception):
    """A failed call: the daemon's ``{"error": {"code", "message", "detail"}}`` answer, or a transport failure.

    ``status`` is the HTTP status; it is ``0`` when no answer came back at all (``code`` is then
    ``unreachable``, ``tls_error``, ``timeout``, ``outcome_unknown`` or ``transport_error``), or when the call
    could not be made (``invalid_token``: a token HTTP cannot carry; ``tls_error``: a CA file that cannot be
    loaded). Branch on ``code``, never on ``message``.

    ``outcome_unknown``: a call that changes the store (``remember``, ``update``, ``forget``, ``feedback``,
    ``session_end``) lost its connection after the whole request was sent and before the whole answer came
    back. The daemon may have done it or not; the client never sends it again by itself (it could write a
    memory twice, or answer "not found" for a forget that worked): read the store before repeating it.
    ``timeout`` leaves such a call's outcome unknown too.
    """

    def __init__(self, status: int, code: str, message: str, detail: Any = None) -> None:
        super().__init__(f"{code} ({status}): {message}" if status else f"{code}: {message}")
        self.status = status
        self.code = code
        self.message = message
        self.detail = detail

    def __repr__(self) -> str:
        return f"KuraClientError({self.status}, {self.code!r}, {self.message!r})"


class KuraClient:
    """Synchronous client of one kura daemon (and, when ``store`` is given, of one of its stores).

    ``base_url`` is the daemon's root URL. ``store`` makes every call use the ``/s/<store>/`` prefix
    (else the daemon's default store answers). ``token`` is sent as ``Authorization: Bearer <token>``
    (stores may require one for reads or writes). ``timeout`` bounds each request, in seconds (default
    :data:`DEFAULT_TIMEOUT`, longer than the daemon waits for a busy store; a ``timeout`` error means the
    call's outcome is unknown: read before repeating a write); ``long_timeout`` bounds the calls that run a
    model over a whole session (``session_end``). ``verify`` is how an ``https://`` daemon (one behind a
    reverse proxy with TLS) is checked: the path of a CA file (PEM) that signed its certificate, or an
    :class:`ssl.SSLContext` of your own; by default, the system's trusted CAs. There is no switch to turn the
    check off; a certificate refused is a :class:`KuraClientError` ``tls_error``; ``verify`` with an ``http://``
    URL is a :class:`ValueError` (it would check nothing).

    Calls go over HTTP/1.1 keep-alive connections the client keeps open between calls: one, for calls made
    one after another; one more for each thread calling at the same time (a client may be shared by threads).
    Before a kept connection carries a request, it is checked: one the daemon closed while it sat idle (uvicorn
    closes them after a few seconds) is readable, and is closed and opened anew instead. A request is sent a
    second time, once, on a new connection, only when the daemon cannot have acted on it: the sending failed on
    a kept connection (the daemon never had the whole request), or the call only reads or is idempotent (a
    ``GET``, ``wm_write``'s ``PUT``, ``wm_clear``'s ``DELETE``, ``recall``, ``context``, ``transcript_read``) and
    its kept connection closed before any byte of an answer. A call that changes the store, lost after its whole
    request was sent, is ``outcome_unknown`` instead (see :class:`KuraClientError`); a call answered in part is
    never sent again.
    Use it as a context manager, or call :meth:`close`, to close the connections.
    """

    def __init__(
        self,
        base_url: str = DEFAULT_URL,
        *,
        store: str | None = None,
        token: str | None = None,
        timeout: float = DEFAULT_TIMEOUT,
        long_timeout: float = 600.0,
        verify: ssl.SSLContext | str | os.PathLike[str] | None = None,
    ) -> None:
        self.base_url = base_url.rstrip("/")
        self.timeout = timeout
        self.long_timeout = long_timeout  # session end distils with a model: minutes, not seconds
        self.store = store
        self.prefix = f"/s/{quote(store, safe='')}" if store else ""
        self._headers = {"accept": "application/json", "user-agent": "kura-client"}
        if token:
            if problem := token_problem(token):
                raise KuraClientError(0, "invalid_token", problem)
            self._headers["authorization"] = f"Bearer {token}"
        url = urlsplit(self.base_url)
        self._tls = url.scheme == "https"
        self._root = url.path.rstrip("/")  # a daemon behind a reverse proxy's path
        try:
            self._address: tuple[str, int | None] | None = (url.hostname or "", url.port)
        except ValueError:  # a port that is not a number
            self._address = None
        if url.scheme not in ("http", "https") or not url.hostname:
            self._address = None
        if verify is not None and url.scheme == "http":
            raise ValueError(
                f"verify= checks an https:// daemon's certificate; {self.base_url} is plain http: nothing to check"
            )
        self._tls_context = _tls_context_of(verify) if self._tls and self._address else None
        self._idle: list[http.client.HTTPConnection] = []
        self._lock = threading.Lock()
        self._closed = False

    # -- lifecycle ----------------------------------------------------------------------------------

    def close(self) -> None:
        """Close the kept connections (a call still running closes its own when it ends)."""
        with self._lock:
            self._closed = True
            idle, self._idle = self._idle, []
        for connection in idle:
            connection.close()

    def __enter__(self) -> KuraClient:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    def __repr__(self) -> str:
        return f"KuraClient({self.base_url!r}, store={self.store!r})"

    # -- memory -------------------------------------------------------------------------------------

    def recall(
        self,
        question: str,
        *,
        scope: str | None = None,
        k: int | None = None,
        hops: int | None = None,
        char_budget: int | None = None,
        body_chars: int | None = None,
    ) -> dict[str, Any]:
        """Recall by meaning (``POST /recall``): ``memories``, ``linked``, ``block``, ``how``, ``timings_ms`` …"""
        body = _drop_none(
            question=question, scope=scope, k=k, hops=hops, char_budget=char_budget, body_chars=body_chars
        )
        return self._json("POST", "/recall", json=body, repeat=True)  # a read (the daemon counts it, as a hint)

    def remember(self, content: str, **fields: Any) -> dict[str, Any]:
        """Remember one fact (``POST /remember``). ``fields``: ``title``, ``description``, ``type``, ``tags``,
        ``scope``, ``confidence``, ``slug``. Returns ``{"store", "action": "ADD"|"NOOP", "slug", "reason", …}``."""
        return self._json("POST", "/remember", json={"content": content, **_drop_none(**fields)})

    def read(self, slug: str) -> dict[str, Any]:
        """One whole memory by its exact slug (``GET /memory/<slug>``)."""
        return self._json("GET", f"/memory/{_segment(slug)}")

    def update(self, slug: str, **fields: Any) -> dict[str, Any]:
        """Change the given fields of a memory (``PATCH /memory/<slug>``); new text passes the gate again."""
        return self._json("PATCH", f"/memory/{_segment(slug)}", json=_drop_none(**fields))

    def forget(self, slug: str, reason: str | None = None) -> dict[str, Any]:
        """Forget a memory (``DELETE /memory/<slug>``); the reason goes to the audit line."""
        # A DELETE, but not one to repeat: sent again after it worked, it answers 404 memory_not_found.
        return self._json("DELETE", f"/memory/{_segment(slug)}", params=_drop_none(reason=reason), repeat=False)

    def feedback(self, slug: str, direction: str, note: str | None = None) -> dict[str, Any]:
        """``direction`` ``"up"`` (it helped and was right) or ``"down"`` (wrong or stale): moves its confidence."""
        return self._json("POST", "/feedback", json=_drop_none(slug=slug, direction=direction, note=note))

    def memories(self, scope: str | None = None, type: str | None = None) -> list[dict[str, Any]]:
        """Summaries of every memory of the store (``GET /memories``), optionally one scope (plus global) or type."""
        return self._json("GET", "/memories", params=_drop_none(scope=scope, type=type))

    def index(self) -> dict[str, Any]:
        """The store's ``MEMORY.md``: ``{"store", "entries": [{"slug", "title", "trigger"}], "text"}``."""
        return self._json("GET", "/index")

    # -- session: working memory, context, transcripts, session end ---------------------------------

    def wm_read(self, scope: str = "global", current_turn: int | None = None) -> dict[str, Any]:
        """A scope's working memory (``GET /wm``): ``{"state": {...} | None, "stale", ...}``."""
        return self._json("GET", "/wm", params=_drop_none(scope=scope, current_turn=current_turn))

    def wm_write(self, state: dict[str, Any], scope: str = "global") -> dict[str, Any]:
        """Replace a scope's working memory (``PUT /wm``): ``state`` has ``goal``, ``todos`` ([{text, done}]),
        ``decisions``, ``variables``, ``notes``, ``turn_watermark``. Secrets are masked; no gate applies."""
        return self._json("PUT", "/wm", json={"scope": scope, "state": state})

    def wm_clear(self, scope: str = "global") -> dict[str, Any]:
        """Forget a scope's working memory (``DELETE /wm``); idempotent."""
        return self._json("DELETE", "/wm", params={"scope": scope})

    def context(
        self,
        scope: str = "global",
        query: str | None = None,
        *,
        k: int | None = None,
        current_turn: int | None = None,
    ) -> dict[str, Any]:
        """Start of a turn (``POST /context``): ``profile_block``, ``working_block``, ``recall`` (with a query),
        and ``block``, the three joined for a prompt."""
        body = _drop_none(scope=scope, query=query, k=k, current_turn=current_turn)
        return self._json("POST", "/context", json=body, repeat=True)  # a read

    def transcript_read(
        self,
        log_path: str,
        *,
        adapter: str | None = None,
        since_turn: int | None = None,
        limit: int | None = None,
        final: bool | None = None,
    ) -> dict[str, Any]:
        """A host's session log as clean turns (``POST /transcript``): ``turns`` ([{index, role, text, at}]) and
        ``next_since_turn`` to pass next time. The daemon reads only files under its configured journal roots."""
        body = _drop_none(log_path=log_path, adapter=adapter, since_turn=since_turn, limit=limit, final=final)
        return self._json("POST", "/transcript", json=body, repeat=True)  # a read of a log file

    def session_end(
        self,
        scope: str = "global",
        *,
        conversation: list[dict[str, str]] | None = None,
        log_path: str | None = None,
        adapter: str | None = None,
        force: bool = False,
    ) -> dict[str, Any]:
        """End a session (``POST /session/end``): archive the transcript (``conversation`` as [{role, content}],
        or a ``log_path``), distil and drain it, clear finished todos. While working-memory todos are open it
        raises :class:`KuraClientError` with code ``todos_open`` (``detail["open_todos"]``) unless ``force``."""
        body = _drop_none(scope=scope, conversation=conversation, log_path=log_path, adapter=adapter)
        return self._json("POST", "/session/end", json={**body, "force": force}, timeout=self.long_timeout)

    # -- admin and onboarding -----------------------------------------------------------------------

    def doctor(self) -> dict[str, Any]:
        """Health of the store: counts, dead links, islands, drift (``GET /doctor``)."""
        return self._json("GET", "/doctor")

    def profile(self) -> dict[str, Any]:
        """The host-side persona file registered for the store (``GET /profile``)."""
        return self._json("GET", "/profile")

    def stores(self) -> list[dict[str, Any]]:
        """The daemon's stores and the modes that point at them (``GET /stores``)."""
        return self._json("GET", "/stores")

    def health(self) -> dict[str, Any]:
        """Liveness: ``{"status": "ok", "version", "stores", "embedder", "warm"}`` (``GET /health``);
        ``warm`` is ``"done"`` once the daemon has loaded what its first requests would."""
        return self._json("GET", "/health")

    def skill(self) -> str:
        """The agent-facing guide, markdown (``GET /SKILL.md``)."""
        return self._request("GET", "/SKILL.md").text

    def bootstrap(self) -> str:
        """The short onboarding text to hand a new agent (``GET /bootstrap``)."""
        return self._request("GET", "/bootstrap").text

    # -- transport ----------------------------------------------------------------------------------

    def _json(self, method: str, path: str, **kwargs: Any) -> Any:
        answer = self._request(method, path, **kwargs)
        try:
            return answer.json()
        except ValueError:
            raise KuraClientError(
                answer.status_code, "bad_response", f"{method} {path}: the daemon's answer is not JSON"
            ) from None

    def _request(
        self,
        method: str,
        path: str,
        *,
        json: Any = None,
        params: dict[str, Any] | None = None,
        timeout: float | None = None,
        repeat: bool | None = None,
    ) -> Answer:
        """One call. ``repeat``: whether the daemon, having acted on this request, may be sent it again (None:
        whether ``method`` is idempotent); it decides what a connection lost after the whole request was sent
        gives: the request sent again, on a new connection, or ``outcome_unknown``."""
        where = f"{self.base_url}{self.prefix}{path}"
        if self._address is None:
            raise KuraClientError(
                0, "transport_error", f"{method} {where}: the URL must be http://host[:port] or https://host[:port]"
            )
        target = f"{self._root}{self.prefix}{path}"
        if params:
            target += "?" + urlencode(params)
        headers, body = self._headers, None
        if json is not None:
            body = _json.dumps(json, ensure_ascii=False, separators=(",", ":"), allow_nan=False).encode()
            headers = {**headers, "content-type": "application/json"}
        wait = self.timeout if timeout is None else timeout
        call = _Call(method, target, body, headers, wait, where, method in _IDEMPOTENT if repeat is None else repeat)
        connection = self._take()
        try:
            try:
                answer = self._exchange(connection, call)
            except _SendAgain:  # lost on a kept connection where the daemon cannot have acted: once more, anew
                connection.close()
                answer = self._exchange(connection, call)
        except BaseException:
            connection.close()
            raise
        self._give_back(connection)
        if answer.status_code >= 400:
            raise _error_of(answer)
        return answer

    def _exchange(self, connection: http.client.HTTPConnection, call: _Call) -> Answer:
        """One request and its whole answer. Raises :class:`_SendAgain` when a kept connection failed where the
        daemon cannot have acted on the request (only then is it sent again); :class:`KuraClientError` else."""
        where = call.where
        kept = connection.sock is not None
        if kept and _dropped(connection.sock):
            connection.close()  # closed by the daemon while idle (or holding bytes no request asked for)
            kept = False
        if connection.sock is None:
            connection.timeout = call.wait
            try:
                connection.connect()
            except TimeoutError as exc:
                raise KuraClientError(0, "timeout", f"no answer from {where} in time (ConnectTimeout)") from exc
            except OSError as exc:
                if refused := tls_refusal(exc):
                    raise KuraClientError(0, "tls_error", f"{self.base_url}: {refused}") from exc
                raise KuraClientError(
                    0,
                    "unreachable",
                    f"the kura daemon is not reachable at {self.base_url} ({exc}); is `kura serve` running?",
                ) from exc
        else:
            connection.sock.settimeout(call.wait)
        sent = False  # the whole request is out: from then on, the daemon may have acted on it
        try:
            try:
                connection.request(call.method, call.target, call.body, call.headers)
            except TimeoutError:
                raise
            except OSError as exc:  # the sending failed: the daemon never had the whole request
                if kept:
                    raise _SendAgain from exc
                raise
            sent = True
            try:
                response = connection.getresponse()
            except (http.client.RemoteDisconnected, _NothingHeard) as exc:  # closed before any byte of an answer
                if kept and call.repeat:
                    raise _SendAgain from exc
                raise
            content = response.read()
        except TimeoutError as exc:
            step = "ReadTimeout" if sent else "WriteTimeout"
            raise KuraClientError(0, "timeout", f"no answer from {where} in time ({step})") from exc
        except (OSError, http.client.HTTPException) as exc:
            name = "ConnectionResetError" if isinstance(exc, _NothingHeard) else type(exc).__name__
            if sent and not call.repeat:
                raise KuraClientError(
                    0,
                    "outcome_unknown",
                    f"{call.method} {where}: the connection was lost after the request was sent, before its whole"
                    f" answer ({name}: {exc}): the daemon may or may not have done it; read before sending it again",
                ) from exc
            raise KuraClientError(0, "transport_error", f"{call.method} {where}: {name}: {exc}") from exc
        return Answer(response.status, response.reason, response.headers, content)

    def _take(self) -> http.client.HTTPConnection:
        """A kept connection, or a new one (not yet open)."""
        with self._lock:
            if self._closed:
                raise RuntimeError("this KuraClient is closed")
            if self._idle:
                return self._idle.pop()
        assert self._address is not None
        host, port = self._address
        if self._tls_context is None:
            return _Connection(host, port, timeout=self.timeout)
        return _TlsConnection(host, port, timeout=self.timeout, context=self._tls_context)

    def _give_back(self, connection: http.client.HTTPConnection) -> None:
        with self._lock:
            if not self._closed and len(self._idle) < _IDLE_KEPT:
                self._idle.append(connection)
                return
        connection.close()


@dataclass(frozen=True, slots=True)
class Answer:
    """A daemon's whole answer to one request."""

    status_code: int
    reason: str
    headers: http.client.HTTPMessage
    content: bytes

    @property
    def text(self) -> str:
        charset = self.headers.get_content_charset() or "utf-8"
        try:
            return self.content.decode(charset, errors="replace")
        except LookupError:  # a charset Python does not know
            return self.content.decode("utf-8", errors="replace")

    def json(self) -> Any:
        """The body's JSON. Every refusal is a ``ValueError``: a body nested too deeply for the parser (its
        ``RecursionError``: a broken server's or a proxy's page must not crash the caller) is one too."""
        try:
            return _json.loads(self.content)
        except RecursionError:
            raise ValueError("the body's JSON is nested too deeply to read") from None


@dataclass(frozen=True, slots=True)
class _Call:
    """One request as :meth:`KuraClient._exchange` sends it (twice at most)."""

    method: str
    target: str
    body: bytes | None
    headers: dict[str, str]
    wait: float
    where: str
    repeat: bool  # the daemon may be sent it again after acting on it (an idempotent method, or a read)


class _SendAgain(Exception):
    """A kept connection failed where the daemon cannot have acted on the request: it may be sent again."""


class _NothingHeard(ConnectionResetError):
    """The connection was reset before the answer's first byte."""


class _AnswerReader(socket.SocketIO):
    """The reading side of a connection for one answer: a reset before the answer's first byte is told apart
    (:class:`_NothingHeard`) from one in the middle of it, after which the request is never sent again."""

    heard = 0

    def readinto(self, b: Any) -> int | None:
        try:
            n = super().readinto(b)
        except ConnectionResetError as exc:
            if self.heard:
                raise
            raise _NothingHeard(*exc.args) from exc
        self.heard += n or 0
        return n


class _Response(http.client.HTTPResponse):
    def __init__(self, sock: socket.socket, debuglevel: int = 0, method: str | None = None, url: str | None = None):
        super().__init__(sock, debuglevel, method, url)
        self.fp.close()  # the plain reader the base class made: the same socket, read through _AnswerReader instead
        self.fp = io.BufferedReader(_AnswerReader(sock, "rb"))


class _Connection(http.client.HTTPConnection):
    response_class = _Response


class _TlsConnection(http.client.HTTPSConnection):
    response_class = _Response


def _dropped(sock: socket.socket) -> bool:
    """Whether a kept connection, idle, was closed by the other end: readable while no answer is due (its end,
    or bytes no request asked for; either way it cannot carry a request). ``poll`` watches any descriptor
    (``select`` none past FD_SETSIZE); Windows has only ``select``, which has no such limit there."""
    try:
        if hasattr(select, "poll"):
            watch = select.poll()
            watch.register(sock, select.POLLIN)
            return bool(watch.poll(0))
        return bool(select.select([sock], [], [], 0)[0])
    except (OSError, ValueError):  # a socket that cannot be watched is not trusted with a request
        return True


def _tls_context_of(verify: ssl.SSLContext | str | os.PathLike[str] | None) -> ssl.SSLContext:
    """The TLS context of an ``https://`` daemon: the caller's own, the CA file given (it alone), or the
    system's trusted CAs; each checks the certificate and the name it is for."""
    import ssl

    if isinstance(verify, ssl.SSLContext):
        return verify
    if isinstance(verify, bool):
        raise TypeError("verify takes the path of a CA file or an ssl.SSLContext; the check cannot be turned off")
    try:
        return ssl.create_default_context(cafile=None if verify is None else os.fspath(verify))
    except (OSError, ValueError) as exc:  # ssl.SSLError is an OSError
        raise KuraClientError(0, "tls_error", f"the CA file {verify} cannot be used: {exc}") from exc


def tls_refusal(exc: BaseException, remedy: str = "pass verify= the CA file that signed it") -> str | None:
    """What a failed TLS handshake says (None: ``exc`` is not one): ``remedy``, how the caller names the CA
    file (the bridge: ``SSL_CERT_FILE``)."""
    ssl = sys.modules.get("ssl")
    if ssl is None or not isinstance(exc, ssl.SSLError):
        return None
    if isinstance(exc, ssl.SSLCertVerificationError):
        return f"the daemon's certificate was refused ({exc.verify_message}); {remedy}"
    return f"the TLS handshake failed ({exc.reason or exc}); is the daemon behind TLS at this address?"


def token_problem(token: str) -> str | None:
    """Why an HTTP header cannot carry ``token`` as ``Authorization: Bearer <token>`` (``None``: it can).
    The token itself is never part of the answer."""
    if _TOKEN.fullmatch(token):
        return None
    return "the token must be printable ASCII (letters, digits, punctuation): an HTTP header cannot carry it"


def _error_of(answer: Answer) -> KuraClientError:
    """Parse the daemon's one error shape; anything else (a proxy's page, say) keeps its status and text."""
    status = answer.status_code
    try:
        error = answer.json()["error"]
        return KuraClientError(status, str(error["code"]), str(error["message"]), error.get("detail"))
    except (ValueError, KeyError, TypeError, AttributeError):
        text = answer.text.strip()[:500] or answer.reason
        return KuraClientError(status, f"http_{status}", text)


def _drop_none(**values: Any) -> dict[str, Any]:
    return {k: v for k, v in values.items() if v is not None}


def _segment(value: str) -> str:
    """One path segment: a slug may not smuggle ``/``, ``?`` or ``..`` into the URL."""
    segment = quote(value, safe="")
    return segment.replace(".", "%2E") if segment in (".", "..") else segment
