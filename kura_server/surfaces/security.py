"""The door every HTTP request passes, REST and MCP alike: Host, Origin, body size, time, content type,
coding and character encoding (each of the headers it decides on sent once). It also serves ``HEAD`` as
``GET`` without the body (RFC 9110 §9.3.2) on every path but the MCP endpoints', so the routes need not
each declare it.

A loopback server is still reachable from any web page the user visits: through DNS rebinding (a
hostile name resolving to 127.0.0.1 — caught by the ``Host`` check) and through cross-site requests
(form posts, fetches — caught by the ``Origin`` / ``Sec-Fetch-Site`` checks). Nothing behind this
middleware runs for a refused request. No CORS headers are ever sent.
"""

from __future__ import annotations

import re
import secrets
from collections.abc import Iterable
from typing import Any, Literal

import anyio
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from .. import errors, jsontext
from ..settings import Settings, StoreConfig
from .mcp.lazy import rpc_refusal
from .messages import error_json
from .tokens import is_loopback, store_tokens

LOOPBACK_NAMES = ("127.0.0.1", "localhost", "[::1]", "::1")
_HOST = re.compile(r"\A(?P<name>\[[0-9a-fA-F:.]+\]|[^:\[\]]+)(?::(?P<port>[0-9]{1,5}))?\Z")
_ORIGIN = re.compile(r"\Ahttps?://(?P<host>\[[0-9a-fA-F:.]+\]|[^/:]+)(?::[0-9]{1,5})?\Z")
_BODY_METHODS = {"POST", "PUT", "PATCH"}
UNSUPPORTED_MEDIA_TYPE = (
    "send Content-Type: application/json, with a JSON body (a POST, PUT or PATCH that takes no body needs "
    "the header too, with an empty body or {})"
)
UNSUPPORTED_ENCODING = (
    "send the body uncompressed: no Content-Encoding (or identity); kura reads a body as UTF-8 JSON only"
)
NOT_JSON = "the request body is not valid JSON"
NOT_UTF8 = "the body must be UTF-8 JSON, with no byte order mark (RFC 8259 §8.1: not UTF-16 or UTF-32)"
_STATE_METHODS = {"POST", "PUT", "PATCH", "DELETE"}
_MCP_PATH = re.compile(r"\A(?:/s/[^/]+)?/mcp/?\Z")
CSRF_HEADER = "x-kura-csrf"
# Headers the door decides on: each may come once (two Hosts or two Origins would let one check read one
# value and the framework behind it another).
SINGLE_HEADERS = ("host", "origin", "sec-fetch-site", "content-type", "content-length", "authorization")
KEY_SHOWN = 40  # a repeated key is named in the refusal up to this many characters


def accepted_names(extra_hosts: Iterable[str] = ()) -> tuple[str, ...]:
    """The host names the server answers to: the loopback names, plus those of a remote bind."""
    return (*LOOPBACK_NAMES, *extra_hosts)


def remote_hosts(settings: Settings, bind: str, *, allow_remote: bool) -> tuple[str, ...]:
    """The remote-bind policy, decided here only: the host names to accept beyond loopback when
    binding ``bind`` — none for a loopback bind; a non-loopback bind needs ``allow_remote`` and a
    ``read_token`` on every store, else it is refused."""
    if is_loopback(bind):
        return ()
    if not allow_remote:
        raise errors.invalid(f"refusing to bind {bind}: not loopback (pass --allow-remote)")
    open_stores = sorted(n for n, c in settings.stores.items() if not store_tokens(c, write=False))
    if open_stores:
        raise errors.invalid(
            f"refusing to bind {bind}: stores without a read_token would be open to the network: "
            + ", ".join(open_stores)
        )
    return (bind,)


def head_as_get(path: str) -> bool:
    """Whether ``HEAD`` is served at ``path`` (as ``GET``, without its body): everywhere but the MCP
    endpoints, whose ``GET`` is a stream, not a document."""
    return _MCP_PATH.match(path) is None


def error_body(code: str, message: str) -> bytes:
    """The one JSON error shape, for responses sent before any framework sees the request."""
    return error_json({"error": {"code": code, "message": message}})


class SecurityMiddleware:
    """Pure ASGI middleware (so streaming MCP responses pass through untouched)."""

    def __init__(
        self,
        app: ASGIApp,
        *,
        max_body_bytes: int,
        body_timeout_s: float | None = None,
        extra_hosts: Iterable[str] = (),
        csrf_token: str | None = None,
    ) -> None:
        self.app = app
        self.max_body = max_body_bytes
        self.body_timeout = body_timeout_s  # None: no deadline (in-process tests only; ``kura serve`` has one)
        self.too_slow = (
            f"the request body did not arrive whole within {body_timeout_s:g} s of its head (server.body_timeout_s)"
            if body_timeout_s is not None
            else ""
        )
        self.csrf = csrf_token or new_csrf_token()  # none given: one no page was handed (a browser's write: 403)
        self.too_large = f"request bodies are limited to {max_body_bytes} bytes (server.max_body_bytes)"
        self.hosts = {h.lower() for h in accepted_names(extra_hosts)}

    def host_ok(self, host: str | None) -> bool:
        if not host:
            return False
        m = _HOST.match(host.strip().lower())
        return m is not None and m.group("name") in self.hosts

    def origin_ok(self, origin: str | None) -> bool:
        if origin is None:
            return True  # not a browser's cross-origin request (curl, SDK clients, same-origin GET)
        m = _ORIGIN.match(origin.strip().lower())
        return m is not None and m.group("host") in self.hosts

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        pairs = [(k.decode("latin-1").lower(), v.decode("latin-1")) for k, v in scope["headers"]]
        headers = dict(pairs)
        names = [k for k, _ in pairs]
        repeated = [h for h in SINGLE_HEADERS if names.count(h) > 1]
        if repeated:
            await _reply(
                scope, send, 400, "duplicate_header", f"the {repeated[0].title()} header may be sent only once"
            )
            return
        if not self.host_ok(headers.get("host")):
            await _reply(scope, send, 421, "bad_host", "this server only answers to loopback host names")
            return
        site = headers.get("sec-fetch-site")
        if not self.origin_ok(headers.get("origin")) or site == "cross-site":
            await _reply(scope, send, 403, "bad_origin", "cross-origin requests are refused")
            return
        if (refused := csrf_refusal(scope["method"], scope["path"], headers, self.csrf)) is not None:
            await _reply(scope, send, 403, "csrf_refused", refused)
            return
        method = scope["method"]
        length = headers.get("content-length")
        if method in _BODY_METHODS or "transfer-encoding" in headers or length not in (None, "0"):
            # Every body is read here, whole, within the deadline: one a route never reads (a GET's, a
            # DELETE's) would else hold the connection for as long as its client trickles it.
            if length is not None and (not length.isdigit() or int(length) > self.max_body):
                await _reply(scope, send, 413, "body_too_large", self.too_large)
                return
            if method in _BODY_METHODS and (unreadable := _unreadable(pairs)) is not None:
                await _reply(scope, send, 415, *unreadable)
                return
            try:  # a client that stops part-way is not waited for (its body held) for ever
                with anyio.fail_after(self.body_timeout):
                    body = await _read_body(receive, self.max_body)
            except TimeoutError:
                await _reply(scope, send, 408, "request_timeout", self.too_slow, close=True)
                return
            if body is None:
                await _reply(scope, send, 413, "body_too_large", self.too_large)
                return
            if method in _BODY_METHODS and not utf8_json(body):
                await _reply(scope, send, 400, "invalid_json", NOT_UTF8)
                return
            if method == "POST" and _MCP_PATH.match(scope["path"]) and (repeated_key := _repeated_key(body)):
                await _reply(scope, send, 400, repeated_key.code, repeated_key.message)
                return
            receive = replayed(body, receive)
        if method == "HEAD" and head_as_get(scope["path"]):
            scope, send = {**scope, "method": "GET"}, _bodiless(send)
        await self.app(scope, receive, send)


def _repeated_key(body: bytes) -> errors.KuraError | None:
    """An MCP body's repeated key (:func:`loads_unique`), refused here: the SDK parses the body itself, last
    key wins, and kura owns no parse behind this door. So a second parse of every MCP POST: ~5 µs for a
    149-byte ``kura_recall`` call, whose in-process median is ~3.3 ms (not measurable there, 500 calls
    before/after). A body that is not JSON is the SDK's to refuse, as before."""
    try:
        loads_unique(body)
    except errors.KuraError as exc:
        return exc
    except ValueError:
        pass
    return None


def _unreadable(pairs: list[tuple[str, str]]) -> tuple[str, str] | None:
    """Why the body of a ``POST``, ``PUT`` or ``PATCH`` with these headers cannot be read (its error code
    and message), or ``None``: it must be ``application/json``, uncompressed."""
    ctype = next((v for k, v in pairs if k == "content-type"), "").split(";")[0].strip().lower()
    if ctype != "application/json":  # a form post is the cross-site door: a route without a body too
        return "unsupported_media_type", UNSUPPORTED_MEDIA_TYPE
    codings = {c.strip().lower() for k, v in pairs if k == "content-encoding" for c in v.split(",")}
    if codings - {"identity", ""}:  # a gzip body would reach the JSON parser as bytes it cannot read
        return "unsupported_encoding", UNSUPPORTED_ENCODING
    return None


def utf8_json(body: bytes) -> bool:
    """Whether ``body`` is in JSON's one interchange encoding: UTF-8, no byte order mark (RFC 8259 §8.1).
    Decided here, for every door alike: the stdlib's ``json.loads`` (FastAPI's parser) reads bytes in
    UTF-16 or UTF-32 too, guessing from their first bytes, and skips a UTF-8 BOM, while pydantic's (the
    lane's, the MCP transport's) reads neither. No UTF-8 JSON text holds a NUL byte (U+0000 in a string is
    escaped); UTF-16 and UTF-32 text holds one in every ASCII character, with or without a BOM."""
    if body.startswith(b"\xef\xbb\xbf") or b"\x00" in body:
        return False
    try:
        body.decode("utf-8")
    except UnicodeDecodeError:
        return False
    return True


def loads_unique(body: bytes | str) -> Any:
    """``body``'s JSON, each object's keys sent once: the one parse of a request body (the REST routes'
    ``request.json()``, the lane's, the MCP door's check). ``json.loads`` keeps a repeated key's last value
    where a proxy, a policy hook or a log redactor in front of kura may read its first: two readers of
    one body would see two requests. A key repeated at any depth is the ``duplicate_key`` refusal (400,
    the status of a body that is not JSON); the same key in different objects is fine. Text nested too
    deeply or holding a number too long is :class:`~kura_server.jsontext.NotJSON`, as malformed text is a
    ``json.JSONDecodeError``: both ``ValueError`` (the REST routes answer it ``invalid_json``, saying why)."""
    return jsontext.loads(body, object_pairs_hook=_unique_keys)


def _unique_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    obj = dict(pairs)
    if len(obj) == len(pairs):
        return obj
    seen: set[str] = set()
    for key, _ in pairs:
        if key in seen:
            shown = key if len(key) <= KEY_SHOWN else key[: KEY_SHOWN - 1] + "…"
            message = f"the key {shown!r} appears twice in one JSON object; send each key once"
            raise errors.KuraError("duplicate_key", message, status=400, detail={"key": shown})
        seen.add(key)
    raise AssertionError("unreachable: fewer keys than pairs")  # pragma: no cover


def new_csrf_token() -> str:
    """The daemon's token against cross-site request forgery: one per run (``create_app``), kept in memory
    only and handed out by GET /ui/session's same-origin JSON."""
    return secrets.token_urlsafe(32)


def csrf_refusal(method: str, path: str, headers: dict[str, str], token: str) -> str | None:
    """The cross-site-forgery rule for state-changing REST requests that come from a browser (they carry
    an ``Origin`` or a ``Cookie``): the origin must be this very server (scheme, host and port: another
    loopback port is another site's page), and the ``X-Kura-CSRF`` header must hold ``token``, the one
    this daemon issued. The daemon hands it out only in GET /ui/session's JSON, which a page of another
    origin cannot read (no CORS header); it is never a cookie, since cookies are not port-isolated: a
    page on another loopback port could plant one and its server would be sent ours. Clients without
    cookies or ``Origin`` (curl, the SDKs) are not concerned; the MCP endpoints have their transport's
    own checks. Returns why a request is refused."""
    if method not in _STATE_METHODS or _MCP_PATH.match(path):
        return None
    origin = headers.get("origin")
    if origin is None and "cookie" not in headers:
        return None
    if origin is not None and origin.strip().lower().partition("://")[2] != headers.get("host", "").strip().lower():
        return "a browser's write must come from this server's own page (same origin)"
    sent = headers.get(CSRF_HEADER, "").strip()
    if not secrets.compare_digest(token.encode(), sent.encode("latin-1", "replace")):
        return "a browser's write needs the X-Kura-CSRF header holding the session's token (GET /ui/session)"
    return None


async def _read_body(receive: Receive, limit: int) -> bytes | None:
    """The whole body, or ``None`` once it grows past ``limit`` (chunked bodies have no length)."""
    chunks: list[bytes] = []
    size = 0
    while True:
        message = await receive()
        if message["type"] != "http.request":
            break
        chunk = message.get("body", b"")
        size += len(chunk)
        if size > limit:
            return None
        chunks.append(chunk)
        if not message.get("more_body", False):
            break
    return b"".join(chunks)


def _bodiless(send: Send) -> Send:
    """``send`` for a ``HEAD`` answered as ``GET``: the status and headers (``Content-Length`` too), no body."""

    async def headers_only(message: Message) -> None:
        if message["type"] == "http.response.body":
            message = {**message, "body": b""}
        await send(message)

    return headers_only


def replayed(body: bytes, receive: Receive) -> Receive:
    """``receive`` with ``body`` given again first: a body read here (the door, the REST lane) is still
    the app's to read."""
    sent = False

    async def replay() -> Message:
        nonlocal sent
        if not sent:
            sent = True
            return {"type": "http.request", "body": body, "more_body": False}
        return await receive()  # after the body: wait for the disconnect, as the server would say

    return replay


async def _reply(scope: Scope, send: Send, status: int, code: str, message: str, *, close: bool = False) -> None:
    """A refusal of the door, in kura's error shape; to an MCP client's POST on an MCP endpoint (its
    ``Accept`` names ``text/event-stream``, as the transport requires), a JSON-RPC error carrying it: the
    one body an MCP client reads on an HTTP error (``mcp.lazy.rpc_refusal``). ``close``: the connection
    is closed after it (the rest of an unread body cannot be told from the next request)."""
    body = error_body(code, message)
    accept = next((v for k, v in scope["headers"] if k.lower() == b"accept"), b"")
    if scope["method"] == "POST" and _MCP_PATH.match(scope["path"]) and b"text/event-stream" in accept.lower():
        body = bytes(rpc_refusal(errors.KuraError(code, message, status=status)).body)
    headers = [(b"content-type", b"application/json"), (b"content-length", str(len(body)).encode())]
    if close:
        headers.append((b"connection", b"close"))
    await send({"type": "http.response.start", "status": status, "headers": headers})
    await send({"type": "http.response.body", "body": body})


def may_read(settings: Settings, store: str, authorization: str | None) -> bool:
    """Whether a request with this ``Authorization`` header may read ``store``: the one rule for every
    listing that spans stores (``/jobs``, ``/metrics``, ``/stores``, ``kura_stores``) — a store needing a
    token it was not given is left out, its label and path with it."""
    try:
        check_token(settings, store, authorization, write=False)
    except errors.KuraError:
        return False
    return True


def token_guards(cfg: StoreConfig) -> Literal["read", "write"] | None:
    """What a store's tokens guard, as an agent's onboarding note says it (:func:`store_tokens`): every
    request (``read``: a read token), writes alone (``write``), or nothing."""
    return "read" if store_tokens(cfg, write=False) else "write" if store_tokens(cfg, write=True) else None


def check_token(settings: Settings, store: str, authorization: str | None, *, write: bool) -> None:
    """Per-store bearer tokens: ``read_token`` guards everything, ``write_token`` guards writes.

    Reads accept either token once a read token is set; writes need the write token (or, when only a
    read token is set, that one). A store without tokens is open to whoever reaches the server.
    """
    needed = store_tokens(settings.stores[store], write=write)
    if not needed:
        return
    scheme, _, given = (authorization or "").partition(" ")
    if scheme.lower() != "bearer" or not given.strip():
        raise errors.KuraError("token_required", f"store {store!r} needs 'Authorization: Bearer <token>'", status=401)
    # As bytes: header values arrive decoded as latin-1, and a str compare_digest refuses non-ASCII (a 500).
    sent = given.strip().encode("latin-1", "replace")
    if not any(secrets.compare_digest(sent, t.get_secret_value().encode()) for t in needed):
        raise errors.forbidden("token_refused", f"this token does not allow {'writes' if write else 'reads'} here")
