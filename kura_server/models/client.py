"""The one model client every model-using stage shares (distillation, recognition recall, weave).

``ModelClient.chat(role, messages)`` posts to an OpenAI-compatible ``/chat/completions``:

- the shared charter goes first in the system message, byte-identical for every role;
- the body follows the profile's dialect (``openai``: ``reasoning_effort``, ``max_completion_tokens``,
  ``response_format``; ``vllm``: ``chat_template_kwargs.enable_thinking``, ``max_tokens``,
  ``response_format``; ``generic``: the plain body only); an HTTP 400 is retried once with the plain
  body (a strict endpoint rejects fields it does not know) and logged;
- connection errors, 5xx and 429 are retried ``max_retries`` times with exponential backoff, a
  ``Retry-After`` honoured up to a cap; a timeout is not retried;
- each attempt has a deadline, ``timeout_s`` from its start, for the whole answer: no byte for
  ``timeout_s`` is a timeout (httpx's read timeout), and a reply still arriving at the deadline (a
  model that drips its answer a byte at a time, each byte inside the read timeout) is cut there — a
  watchdog shuts the socket down, which wakes a read blocked on it. The body is read up to
  :func:`reply_cap` bytes (1 MiB + 64 bytes per ``max_tokens``: far more than any honest answer of
  ``max_tokens`` tokens, JSON escapes included); a longer one (by its Content-Length, or as it
  arrives) is refused unread. Both are ``model_unavailable`` (reason ``timeout`` / ``too_large``):
  recall degrades, a job stops and tries again at its next run;
- failures are :class:`KuraError`: ``model_unavailable`` (503) when the model cannot be reached or is
  not configured, ``model_error`` (502) when it answered with something unusable. Messages name the
  role and what happened, never the key;
- every reply's tokens go to the client's running total and to the caller's :class:`TokenMeter`;
- with ``[models] cache = true`` and a ``cache_dir``, replies are kept on disk and re-used;
- a model server on this machine (``127.0.0.1``, ``localhost``, ``[::1]``) is reached directly whatever the
  environment's proxy settings say (they still apply to other hosts): a proxy would see every transcript
  sent to a local model, and usually cannot reach its loopback port;
- every reply is redacted (:mod:`kura_server.models.scrub`) before it is cached, returned or parsed, and
  the excerpt of a failed answer before it is logged (only logged: the error raised names the failure, not the
  server's words, which an agent reading the error would take as context): no caller sees a secret a model wrote.
"""

from __future__ import annotations

import contextlib
import dataclasses
import datetime as dt
import email.utils
import logging
import socket
import threading
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from pydantic import BaseModel

from .. import jsontext
from ..errors import KuraError, invalid
from ..settings import ROLES, ModelProfile, ModelsConfig, Role
from ..write.redact import redact
from .cache import ResponseCache, cache_key
from .prompts import SEPARATOR, charter
from .salvage import strip_thinking
from .scrub import scrub_text

if TYPE_CHECKING:
    import httpx

log = logging.getLogger("kura.models")

Message = Mapping[str, str]  # {"role": "system" | "user" | "assistant", "content": "..."}
BACKOFF_CAP_S = 8.0
REPLY_BASE_BYTES = 1 << 20  # the least a reply may hold, whatever max_tokens says
REPLY_BYTES_PER_TOKEN = 64  # a token is a few characters; a JSON escape (\uXXXX) is 6 bytes each
# httpx mounts: these hosts go through the client's own transport, never an environment proxy.
LOOPBACK_DIRECT: dict[str, None] = {"all://127.0.0.1": None, "all://localhost": None, "all://[::1]": None}


class TokenUsage(BaseModel):
    """Model tokens spent (the ``tokens`` of every result; ``kura_server.schemas`` exposes it as is)."""

    prompt: int = 0
    completion: int = 0


@dataclass(frozen=True)
class ModelReply:
    """What a model answered. ``usage`` is what this call spent: zero for a cached reply."""

    text: str
    usage: TokenUsage
    model: str
    cached: bool
    role: Role


class TokenMeter:
    """Tokens spent by model calls, summed (thread-safe). Cached replies count as calls that cost nothing."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self.prompt = self.completion = self.calls = self.cached_calls = 0

    def add(self, reply: ModelReply) -> None:
        with self._lock:
            self.prompt += reply.usage.prompt
            self.completion += reply.usage.completion
            self.calls += 1
            self.cached_calls += reply.cached

    def usage(self) -> TokenUsage:
        """The total so far, in the shape results report (``tokens``)."""
        with self._lock:
            return TokenUsage(prompt=self.prompt, completion=self.completion)


def with_charter(messages: Sequence[Message]) -> list[dict[str, str]]:
    """The messages with the charter at the front of the system message (added when absent)."""
    text = charter()
    out = [dict(m) for m in messages]
    if out and out[0].get("role") == "system":
        if not out[0]["content"].startswith(text):
            out[0]["content"] = text + SEPARATOR + out[0]["content"]
    else:
        out.insert(0, {"role": "system", "content": text})
    return out


def plain_body(profile: ModelProfile, messages: list[dict[str, str]]) -> dict[str, Any]:
    """The body every OpenAI-compatible endpoint accepts: no dialect fields, no response_format."""
    return {
        "model": profile.model,
        "messages": messages,
        "temperature": profile.temperature,
        "max_tokens": profile.max_tokens,
    }


def request_body(profile: ModelProfile, messages: list[dict[str, str]], json_mode: bool) -> dict[str, Any]:
    """The body in the profile's dialect."""
    body = plain_body(profile, messages)
    effort = profile.reasoning_effort
    if profile.dialect == "openai":
        body["max_completion_tokens"] = body.pop("max_tokens")  # OpenAI's current name for the limit
        if effort is not None:
            body["reasoning_effort"] = effort
    elif profile.dialect == "vllm" and effort is not None:
        # vLLM passes these to the chat template (Qwen3, DeepSeek, Granite…): thinking on or off.
        body["chat_template_kwargs"] = {"enable_thinking": effort not in ("none", "minimal")}
    if json_mode and profile.dialect != "generic":
        body["response_format"] = {"type": "json_object"}
    return body


class ModelClient:
    """One per process, shared by every stage and thread. ``close()`` when done."""

    def __init__(
        self,
        config: ModelsConfig,
        *,
        backoff_s: float = 0.5,
        retry_after_cap_s: float = 30.0,
        sleep: Callable[[float], None] = time.sleep,
        transport: httpx.BaseTransport | None = None,
    ) -> None:
        self.config = config
        self.total = TokenMeter()
        self.by_role = {role: TokenMeter() for role in ROLES}  # the same calls, per role asked (metrics)
        self._backoff_s = backoff_s
        self._retry_after_cap_s = retry_after_cap_s
        self._sleep = sleep
        self._transport = transport
        self._client: httpx.Client | None = None  # made on the first call: httpx and its TLS context cost ~0.2 s
        self._client_lock = threading.Lock()

    @property
    def _http(self) -> httpx.Client:
        with self._client_lock:
            if self._client is None:
                import httpx

                self._client = httpx.Client(transport=self._transport, mounts=LOOPBACK_DIRECT)
            return self._client

    def close(self) -> None:
        with self._client_lock:
            if self._client is not None:
                self._client.close()
                self._client = None

    def __enter__(self) -> ModelClient:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @property
    def configured(self) -> bool:
        """True when any model is declared (then every role has one)."""
        return self.config.configured

    def profile(self, role: Role) -> ModelProfile:
        """The profile serving ``role``; ``model_unavailable`` when no model is configured."""
        if role not in ROLES:
            raise invalid(f"unknown model role {role!r}; the roles are {', '.join(ROLES)}")
        profile = self.config.profile(role)
        if profile is None:
            raise KuraError(
                "model_unavailable",
                f"this needs a model and none is configured for the {role} role: declare [models.thinker] "
                "in kura.toml (a lone thinker serves every role; see kura.example.toml)",
                status=503,
                detail={"role": role, "reason": "not_configured"},
            )
        return profile

    def chat(
        self,
        role: Role,
        messages: Sequence[Message],
        *,
        json_mode: bool = False,
        cache_dir: Path | None = None,
        meter: TokenMeter | None = None,
        timeout_s: float | None = None,
        retries: int | None = None,
    ) -> ModelReply:
        """Ask the model serving ``role``; the charter is put in front of the system message.

        ``json_mode`` asks the endpoint for a JSON object where the dialect can (parse the reply with
        :mod:`kura_server.models.salvage` either way). ``cache_dir`` (a store's ``_cache/models``)
        is used when ``[models] cache = true``. ``meter`` receives this call's tokens. ``timeout_s``
        and ``retries`` override the profile's for a caller with a bounded wait (recall).
        """
        profile = self.profile(role)
        if timeout_s is not None or retries is not None:
            changes = {"timeout_s": timeout_s or profile.timeout_s}
            if retries is not None:
                changes["max_retries"] = retries
            profile = _with(profile, changes)
        sent = with_charter(messages)
        cache = ResponseCache(cache_dir) if cache_dir is not None and self.config.cache else None
        key = cache_key(profile, sent, json_mode) if cache else ""
        entry = cache.get(key) if cache else None
        if entry is not None:
            reply = ModelReply(entry["text"], TokenUsage(), str(entry.get("model") or profile.model), True, role)
        else:
            started = time.monotonic()
            data = self._post(role, profile, request_body(profile, sent, json_mode), plain_body(profile, sent))
            reply = _reply(_where(role, profile), role, profile, data)
            log.debug(
                "model %s: %d prompt + %d completion tokens in %.2f s",
                role,
                reply.usage.prompt,
                reply.usage.completion,
                time.monotonic() - started,
            )
        # The one choke point: what a model wrote is redacted before it is cached, returned or parsed
        # (a cache entry written before this rule is scrubbed on the way out too).
        reply = dataclasses.replace(reply, text=scrub_text(reply.text), model=redact(reply.model).text)
        if cache and not reply.cached:
            stamp = dt.datetime.now(dt.UTC).isoformat(timespec="seconds")
            usage = reply.usage.model_dump()
            cache.put(key, {"text": reply.text, "model": reply.model, "role": role, "usage": usage, "at": stamp})
        for m in (self.total, self.by_role[role], meter):
            if m is not None:
                m.add(reply)
        return reply

    # -- HTTP ---------------------------------------------------------------------------------

    def _post(self, role: Role, profile: ModelProfile, body: dict[str, Any], plain: dict[str, Any]) -> Any:
        """POST with retries; the decoded JSON of a 200, else a :class:`KuraError`."""
        import httpx

        where = _where(role, profile)
        key = profile.api_key.get_secret_value() if profile.api_key else ""
        headers = {"Authorization": f"Bearer {key}"} if key else {}
        attempts = profile.max_retries + 1
        failures = 0
        while True:
            delay: float | None = None
            try:
                resp, data = self._exchange(where, role, profile, body, headers)
            except httpx.ReadTimeout as exc:
                raise _timeout(where, role, profile) from exc
            except httpx.TransportError as exc:
                problem, reason = f"cannot connect ({type(exc).__name__})", "unreachable"
            else:
                if resp.status_code == 200:
                    try:
                        return jsontext.loads(data)
                    except ValueError:
                        raise _model_error(where, role, "answered HTTP 200 with a body that is not JSON") from None
                said = _scrub(data.decode(resp.encoding or "utf-8", "replace"), key)
                if resp.status_code == 400 and body != plain:
                    log.warning(
                        "%s: HTTP 400 (%s); a strict endpoint rejects fields it does not know, so retrying once "
                        "with a plain body (no %s dialect fields, no response_format)",
                        where,
                        said,
                        profile.dialect,
                    )
                    body = plain
                    continue
                if resp.status_code != 429 and resp.status_code < 500:
                    raise _model_error(where, role, f"HTTP {resp.status_code}", status=resp.status_code, said=said)
                problem, reason = f"HTTP {resp.status_code}", "rate_limited" if resp.status_code == 429 else "server"
                delay = self._retry_after(resp)
            failures += 1
            if failures >= attempts:
                raise KuraError(
                    "model_unavailable",
                    f"{where}: {problem} after {failures} attempt(s)",
                    status=503,
                    detail={"role": role, "reason": reason},
                )
            if delay is None:
                delay = min(self._backoff_s * 2 ** (failures - 1), BACKOFF_CAP_S)
            log.warning("%s: %s; retry %d of %d in %.2f s", where, problem, failures, attempts - 1, delay)
            self._sleep(delay)

    def _exchange(
        self, where: str, role: Role, profile: ModelProfile, body: dict[str, Any], headers: dict[str, str]
    ) -> tuple[httpx.Response, bytes]:
        """One attempt: the response and its whole body, within ``timeout_s`` of now and ``reply_cap`` bytes
        (else ``model_unavailable``); httpx's errors pass through."""
        import httpx

        deadline = time.monotonic() + profile.timeout_s
        cap = reply_cap(profile)
        url = f"{profile.url}/chat/completions"
        with self._http.stream("POST", url, json=body, headers=headers, timeout=profile.timeout_s) as resp:
            length = resp.headers.get("Content-Length", "")
            if length.isdigit() and int(length) > cap:
                raise _too_large(where, role, cap, f"it announced {int(length)} bytes")
            watchdog = _Watchdog(resp, deadline - time.monotonic())
            chunks: list[bytes] = []
            size = 0
            try:
                for chunk in resp.iter_bytes():
                    size += len(chunk)
                    if size > cap:
                        raise _too_large(where, role, cap, f"more than {cap} bytes arrived")
                    if time.monotonic() > deadline:
                        raise _timeout(where, role, profile, arriving=True)
                    chunks.append(chunk)
            except httpx.TransportError as exc:
                if watchdog.fired:  # the watchdog cut the read off at the deadline
                    raise _timeout(where, role, profile, arriving=True) from exc
                raise
            finally:
                watchdog.stop()
            return resp, b"".join(chunks)

    def _retry_after(self, resp: httpx.Response) -> float | None:
        """Seconds from a ``Retry-After`` header (seconds or an HTTP date), capped; None when absent."""
        value = resp.headers.get("Retry-After", "").strip()
        if not value:
            return None
        try:
            seconds = float(value)
        except ValueError:
            try:
                when = email.utils.parsedate_to_datetime(value)
            except (TypeError, ValueError):
                return None
            if when.tzinfo is None:
                when = when.replace(tzinfo=dt.UTC)
            seconds = (when - dt.datetime.now(dt.UTC)).total_seconds()
        return min(max(seconds, 0.0), self._retry_after_cap_s)


def reply_cap(profile: ModelProfile) -> int:
    """The most bytes a reply's body may hold: ``REPLY_BASE_BYTES`` + ``REPLY_BYTES_PER_TOKEN`` per
    ``max_tokens`` (1.125 MiB for the default 2048)."""
    return REPLY_BASE_BYTES + REPLY_BYTES_PER_TOKEN * profile.max_tokens


class _Watchdog:
    """Cuts one streaming reply off at its deadline: shuts its socket down (a read blocked on it wakes
    with an error; ``fired`` says why). ``stop`` before the response is closed, so a connection given
    back to the pool is never touched. A transport without a socket (tests' mock transports) has none."""

    def __init__(self, resp: httpx.Response, seconds: float) -> None:
        stream = resp.extensions.get("network_stream")
        sock = stream.get_extra_info("socket") if stream is not None else None
        self._sock = sock if isinstance(sock, socket.socket) else None
        self._lock = threading.Lock()
        self._done = False
        self.fired = False
        self._timer = threading.Timer(max(seconds, 0.0), self._fire)
        self._timer.daemon = True
        if self._sock is not None:
            self._timer.start()

    def _fire(self) -> None:
        with self._lock:
            if self._done or self._sock is None:
                return
            self.fired = True
            with contextlib.suppress(OSError):  # already closed
                self._sock.shutdown(socket.SHUT_RDWR)

    def stop(self) -> None:
        with self._lock:
            self._done = True
        self._timer.cancel()


def _timeout(where: str, role: Role, profile: ModelProfile, *, arriving: bool = False) -> KuraError:
    still = " (the answer was still arriving)" if arriving else ""
    return KuraError(
        "model_unavailable",
        f"{where}: no reply within timeout_s = {profile.timeout_s:g} s{still}",
        status=503,
        detail={"role": role, "reason": "timeout"},
    )


def _too_large(where: str, role: Role, cap: int, what: str) -> KuraError:
    return KuraError(
        "model_unavailable",
        f"{where}: the reply is too large ({what}; at most {cap} bytes are read, 1 MiB + 64 per max_tokens)",
        status=503,
        detail={"role": role, "reason": "too_large"},
    )


def _with(profile: ModelProfile, changes: dict[str, Any]) -> ModelProfile:
    """A copy of ``profile`` with ``changes`` (the resolved API key kept)."""
    copy = profile.model_copy(update=changes)
    copy._api_key = profile.api_key
    return copy


def _where(role: Role, profile: ModelProfile) -> str:
    """``model <role> (<model> at <url>)``, the URL without credentials or query."""
    import httpx

    url = httpx.URL(profile.url)
    return f"model {role} ({profile.model} at {url.scheme}://{url.netloc.decode('ascii')}{url.path})"


def _scrub(text: str, key: str, limit: int = 300) -> str:
    """A short, single-line excerpt of a server's answer, with the key masked should it echo it and
    every other secret redacted (the excerpt goes into the log)."""
    text = " ".join(text.split())
    if key:
        text = text.replace(key, "[REDACTED]")
    return scrub_text(text[: limit * 4])[:limit] or "(empty body)"


def _model_error(where: str, role: Role, what: str, status: int | None = None, said: str = "") -> KuraError:
    """``said``: the server's own words (an excerpt, scrubbed) go to the operator's log, never into the error. An
    error reaches agents — a recall's degraded reason, an MCP tool's error, a distill run's errors, a job's
    history — and a hostile server's words there would be read as the agent's context."""
    if said:
        log.warning("%s: %s; the server said: %s", where, what, said)
        what += " (what the server said is logged)"
    return KuraError("model_error", f"{where}: {what}", status=502, detail={"role": role, "http_status": status})


def _count(usage: Any, field: str) -> int:
    value = usage.get(field) if isinstance(usage, dict) else None
    return value if isinstance(value, int) and value >= 0 else 0


def _reply(where: str, role: Role, profile: ModelProfile, data: Any) -> ModelReply:
    try:
        choice = data["choices"][0]
        text = choice["message"].get("content")
    except (KeyError, IndexError, TypeError, AttributeError):
        raise _model_error(where, role, "answered without choices[0].message: not a chat completion") from None
    if not isinstance(text, str):
        finish = choice.get("finish_reason")
        raise _model_error(
            where, role, f"the reply has no text (finish_reason={finish}); raise max_tokens or lower reasoning_effort"
        )
    usage = data.get("usage") or {}
    return ModelReply(
        text=strip_thinking(text),
        usage=TokenUsage(prompt=_count(usage, "prompt_tokens"), completion=_count(usage, "completion_tokens")),
        model=str(data.get("model") or profile.model),
        cached=False,
        role=role,
    )
