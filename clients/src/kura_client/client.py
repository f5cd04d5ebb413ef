"""A thin, typed Python client for the kura daemon's REST API (HTTP only, over ``httpx``).

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

This module imports nothing from ``kura_server``: it only speaks HTTP. Install it with the
``kura-memory-client`` distribution (its one dependency is ``httpx``), or copy this one file next to an
agent that has ``httpx``.
"""

from __future__ import annotations

import re
from typing import Any
from urllib.parse import quote

import httpx

__all__ = ["DEFAULT_TIMEOUT", "DEFAULT_URL", "KuraClient", "KuraClientError", "token_problem"]

DEFAULT_URL = "http://127.0.0.1:8085"
# Seconds a request waits for its answer by default. It outlasts the daemon's longest wait for a busy store
# (kura_server/store/store.py WRITE_LOCK_TIMEOUT, 30 s: then it answers 503 store_busy, "nothing was written")
# by the time the write itself takes, so a write to a busy store gets that answer. A shorter timeout would
# give up first while the daemon goes on and may still write: a ``timeout`` means the outcome is unknown.
DEFAULT_TIMEOUT = 45.0
_TOKEN = re.compile(r"[\x21-\x7e](?:[\x20-\x7e]*[\x21-\x7e])?")  # printable ASCII, no space at the ends
# The loopback hosts, reached directly whatever the environment's proxy settings say (``HTTP_PROXY``,
# ``ALL_PROXY`` …, which ``httpx`` honours for every host by default): a proxy would see every memory and
# token sent to a daemon on this machine, and usually cannot reach its loopback port at all. Other hosts
# (a daemon behind a reverse proxy, ``--allow-remote``) still follow the environment.
LOOPBACK_DIRECT: dict[str, None] = {"all://127.0.0.1": None, "all://localhost": None, "all://[::1]": None}


class KuraClientError(Exception):
    """A failed call: the daemon's ``{"error": {"code", "message", "detail"}}`` answer, or a transport failure.

    ``status`` is the HTTP status; it is ``0`` when no answer came back at all (``code`` is then
    ``unreachable``, ``timeout`` or ``transport_error``), or when the call could not be made
    (``invalid_token``: a token HTTP cannot carry). Branch on ``code``, never on ``message``.
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
    model over a whole session (``session_end``).
    Use it as a context manager, or call :meth:`close`, to release the connection pool.
    """

    def __init__(
        self,
        base_url: str = DEFAULT_URL,
        *,
        store: str | None = None,
        token: str | None = None,
        timeout: float = DEFAULT_TIMEOUT,
        long_timeout: float = 600.0,
    ) -> None:
        self.base_url = base_url.rstrip("/")
        self.long_timeout = long_timeout  # session end distils with a model: minutes, not seconds
        self.store = store
        self.prefix = f"/s/{quote(store, safe='')}" if store else ""
        headers = {"accept": "application/json", "user-agent": "kura-client"}
        if token:
            if problem := token_problem(token):
                raise KuraClientError(0, "invalid_token", problem)
            headers["authorization"] = f"Bearer {token}"
        self._http = httpx.Client(
            base_url=self.base_url, headers=headers, timeout=timeout, follow_redirects=False, mounts=LOOPBACK_DIRECT
        )

    # -- lifecycle ----------------------------------------------------------------------------------

    def close(self) -> None:
        self._http.close()

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
        return self._json("POST", "/recall", json=body)

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
        return self._json("DELETE", f"/memory/{_segment(slug)}", params=_drop_none(reason=reason))

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
        return self._json("POST", "/context", json=body)

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
        return self._json("POST", "/transcript", json=body)

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
        response = self._request(method, path, **kwargs)
        try:
            return response.json()
        except ValueError:
            raise KuraClientError(
                response.status_code, "bad_response", f"{method} {path}: the daemon's answer is not JSON"
            ) from None

    def _request(self, method: str, path: str, **kwargs: Any) -> httpx.Response:
        where = f"{self.base_url}{self.prefix}{path}"
        try:
            response = self._http.request(method, f"{self.prefix}{path}", **kwargs)
        except httpx.ConnectError as exc:
            raise KuraClientError(
                0,
                "unreachable",
                f"the kura daemon is not reachable at {self.base_url} ({exc}); is `kura serve` running?",
            ) from exc
        except httpx.TimeoutException as exc:
            raise KuraClientError(0, "timeout", f"no answer from {where} in time ({type(exc).__name__})") from exc
        except httpx.HTTPError as exc:
            raise KuraClientError(0, "transport_error", f"{method} {where}: {type(exc).__name__}: {exc}") from exc
        if response.is_error:
            raise _error_of(response)
        return response


def token_problem(token: str) -> str | None:
    """Why an HTTP header cannot carry ``token`` as ``Authorization: Bearer <token>`` (``None``: it can).
    The token itself is never part of the answer."""
    if _TOKEN.fullmatch(token):
        return None
    return "the token must be printable ASCII (letters, digits, punctuation): an HTTP header cannot carry it"


def _error_of(response: httpx.Response) -> KuraClientError:
    """Parse the daemon's one error shape; anything else (a proxy's page, say) keeps its status and text."""
    status = response.status_code
    try:
        error = response.json()["error"]
        return KuraClientError(status, str(error["code"]), str(error["message"]), error.get("detail"))
    except (ValueError, KeyError, TypeError, AttributeError):
        text = response.text.strip()[:500] or response.reason_phrase
        return KuraClientError(status, f"http_{status}", text)


def _drop_none(**values: Any) -> dict[str, Any]:
    return {k: v for k, v in values.items() if v is not None}


def _segment(value: str) -> str:
    """One path segment: a slug may not smuggle ``/``, ``?`` or ``..`` into the URL."""
    segment = quote(value, safe="")
    return segment.replace(".", "%2E") if segment in (".", "..") else segment
