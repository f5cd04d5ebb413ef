"""A scripted OpenAI-compatible chat server on a real loopback socket, for tests.

It is a fixture, not a mock of kura: the real :class:`~kura_server.models.ModelClient` talks HTTP to
it. It answers ``POST /v1/chat/completions`` from a script and records every request it received::

    with ModelServer() as server:                  # a pytest fixture: `with ModelServer() as s: yield s`
        config = ModelsConfig(thinker=server.profile(model="local-small"))
        server.reply('[{"fact": "..."}]')          # the next request gets this (a FIFO queue)
        server.fail(500, times=2)                  # the next two get HTTP 500
        server.fail(429, retry_after=1)            # HTTP 429 with "Retry-After: 1"
        server.hang(5)                             # answer only after 5 s (past a client's timeout)
        server.drip(0.1)                           # the answer's body one byte every 0.1 s (a slow model)
        server.raw("{not json")                    # a 200 whose body is not JSON at all
        server.raw(big, length=False)              # no Content-Length: the body ends when the socket closes
        server.on("Spot the candidates", "[...]")  # a standing rule: a message contains this text
        server.on(model="big-model", text="...")   # a standing rule for one model (i.e. one role)
        server.strict = True                       # HTTP 400 for any field outside the plain body
        ...
        server.requests[0].body["messages"]        # what the model was sent (also: .headers, .path)
        server.bodies                              # every request body, in order

Per request: record it; if ``strict`` and the body has an unknown field, 400; else the next queued
step; else the first matching rule; else ``default`` (``"ok"``). Usage is reported as characters / 4
unless a step or rule gives ``usage=(prompt, completion)``. A rule whose text holds a whole line (one with a newline
on both sides) is looked up by that line, so thousands of rules cost a request its lines, not a scan each.
"""

from __future__ import annotations

import json
import threading
from collections import deque
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

PLAIN_FIELDS = frozenset({"model", "messages", "temperature", "max_tokens", "stream", "n", "stop", "seed"})


@dataclass
class Step:
    """One scripted answer: a reply text, an error status, a raw body, a delay."""

    text: str | None = None
    status: int = 200
    headers: dict[str, str] = field(default_factory=dict)
    raw: str | None = None  # the whole response body as is (overrides text)
    delay_s: float = 0.0
    usage: tuple[int, int] | None = None
    drip_s: float = 0.0  # send the body ``drip_bytes`` at a time, this many seconds apart
    drip_bytes: int = 1
    length: bool = True  # send Content-Length (else the body ends when the connection closes)


@dataclass
class Rule:
    contains: str | None
    model: str | None
    step: Step

    def matches(self, body: dict[str, Any]) -> bool:
        if self.model is not None and body.get("model") != self.model:
            return False
        if self.contains is None:
            return True
        return any(self.contains in str(m.get("content", "")) for m in body.get("messages", []))


@dataclass
class Request:
    """A request as received: path, headers (lower-case names) and the decoded JSON body."""

    path: str
    headers: dict[str, str]
    body: Any


class ModelServer:
    """The scripted server; ``url`` is the OpenAI-compatible base (``http://127.0.0.1:<port>/v1``)."""

    def __init__(self, default: str = "ok") -> None:
        self.default = default
        self.strict = False
        self.requests: list[Request] = []
        self._queue: deque[Step] = deque()
        self._rules: list[Rule] = []
        self._by_line: dict[str, list[int]] = {}  # a rule's longest whole line -> the rules (by index) that hold it
        self._unlined: list[int] = []  # rules with no whole line: read against every request
        self._lock = threading.Lock()
        self._stop = threading.Event()
        self._httpd = _Server(("127.0.0.1", 0), _Handler)
        self._httpd.owner = self
        self._thread = threading.Thread(target=self._httpd.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)
        self.url = f"http://127.0.0.1:{self._httpd.server_address[1]}/v1"

    # -- lifecycle ------------------------------------------------------------------------------

    def __enter__(self) -> ModelServer:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._stop.set()  # releases hanging answers
        self._httpd.shutdown()
        self._httpd.server_close()
        self._thread.join(5)

    # -- the script -----------------------------------------------------------------------------

    def reply(self, text: str, *, usage: tuple[int, int] | None = None, times: int = 1) -> None:
        """Queue ``times`` answers with this assistant text."""
        self._push(Step(text=text, usage=usage), times)

    def fail(self, status: int, *, retry_after: float | str | None = None, message: str = "", times: int = 1) -> None:
        """Queue ``times`` HTTP errors (an OpenAI-style error body; ``Retry-After`` when given)."""
        headers = {"Retry-After": str(retry_after)} if retry_after is not None else {}
        body = json.dumps({"error": {"message": message or f"scripted failure {status}", "type": "scripted"}})
        self._push(Step(status=status, headers=headers, raw=body), times)

    def hang(self, seconds: float, *, text: str = "late") -> None:
        """Queue an answer that comes only after ``seconds`` (or never, if the server stops first)."""
        self._push(Step(text=text, delay_s=seconds), 1)

    def drip(self, every_s: float, *, text: str = "slow", size: int = 1) -> None:
        """Queue an answer whose headers come at once and whose body comes ``size`` bytes every ``every_s``
        seconds (each wait shorter than a client's read timeout, the whole far longer than its deadline);
        the server stopping, or the client hanging up, ends it."""
        self._push(Step(text=text, drip_s=every_s, drip_bytes=size), 1)

    def raw(self, body: str, *, status: int = 200, length: bool = True) -> None:
        """Queue a response whose body is exactly ``body`` (e.g. broken JSON, or a huge one); ``length=False``
        sends no Content-Length (the body ends when the connection closes)."""
        self._push(Step(status=status, raw=body, length=length), 1)

    def on(
        self,
        contains: str | None = None,
        text: str = "",
        *,
        model: str | None = None,
        usage: tuple[int, int] | None = None,
    ) -> None:
        """A standing rule, used when the queue is empty: first match wins."""
        with self._lock:
            self._rules.append(Rule(contains, model, Step(text=text, usage=usage)))
            line = _whole_line(contains)
            (self._by_line.setdefault(line, []) if line else self._unlined).append(len(self._rules) - 1)

    def reset(self) -> None:
        """Forget the queue, the rules, the recorded requests and ``strict``."""
        with self._lock:
            self._queue.clear()
            self._rules.clear()
            self._by_line.clear()
            self._unlined.clear()
            self.requests.clear()
            self.strict = False

    # -- what was received -----------------------------------------------------------------------

    @property
    def bodies(self) -> list[Any]:
        with self._lock:
            return [r.body for r in self.requests]

    def profile(self, model: str = "local-small", **fields: Any) -> dict[str, Any]:
        """A ``[models.<role>]`` profile pointing at this server (extra fields passed through)."""
        return {"url": self.url, "model": model, **fields}

    # -- internals -------------------------------------------------------------------------------

    def _push(self, step: Step, times: int) -> None:
        with self._lock:
            self._queue.extend(step for _ in range(times))

    def _answer(self, request: Request) -> Step:
        with self._lock:
            self.requests.append(request)
            if not request.path.endswith("/v1/chat/completions"):
                return Step(status=404, raw=json.dumps({"error": {"message": f"no route {request.path}"}}))
            body = request.body if isinstance(request.body, dict) else {}
            unknown = sorted(set(body) - PLAIN_FIELDS)
            if self.strict and unknown:
                message = f"Unrecognized request argument supplied: {', '.join(unknown)}"
                error = {"error": {"message": message, "type": "invalid_request_error"}}
                return Step(status=400, raw=json.dumps(error))
            if self._queue:
                return self._queue.popleft()
            rule = self._first_rule(body)
            return rule.step if rule is not None else Step(text=self.default)

    def _first_rule(self, body: dict[str, Any]) -> Rule | None:
        """The first rule (in the order given) that matches: only those whose whole line is a line of a message
        can, besides the rules with none."""
        maybe = set(self._unlined)
        for message in body.get("messages", []):
            for line in str(message.get("content", "")).split("\n"):
                maybe.update(self._by_line.get(line, ()))
        return next((self._rules[i] for i in sorted(maybe) if self._rules[i].matches(body)), None)


def _whole_line(contains: str | None) -> str:
    """The longest line of ``contains`` with a newline on both sides ("" if none): a text that holds ``contains``
    holds it as a whole line."""
    inner = (contains or "").split("\n")[1:-1]
    return max(inner, key=len, default="")


def _completion(request_body: Any, step: Step) -> str:
    messages = request_body.get("messages", []) if isinstance(request_body, dict) else []
    text = step.text or ""
    prompt, completion = step.usage or (
        max(1, sum(len(str(m.get("content", ""))) for m in messages) // 4),
        max(1, len(text) // 4),
    )
    return json.dumps(
        {
            "id": "chatcmpl-scripted",
            "object": "chat.completion",
            "model": request_body.get("model", "scripted") if isinstance(request_body, dict) else "scripted",
            "choices": [{"index": 0, "message": {"role": "assistant", "content": text}, "finish_reason": "stop"}],
            "usage": {"prompt_tokens": prompt, "completion_tokens": completion, "total_tokens": prompt + completion},
        }
    )


class _Server(ThreadingHTTPServer):
    daemon_threads = True
    owner: ModelServer

    def handle_error(self, request: Any, client_address: Any) -> None:
        pass  # a client that gave up (timeout) leaves a broken pipe: not the test's business


class _Handler(BaseHTTPRequestHandler):
    server: _Server

    def log_message(self, format: str, *args: Any) -> None:  # noqa: A002 - the base class's name
        pass

    def do_POST(self) -> None:  # noqa: N802 - http.server's naming
        owner = self.server.owner
        raw = self.rfile.read(int(self.headers.get("Content-Length") or 0))
        try:
            body: Any = json.loads(raw)
        except ValueError:
            body = raw.decode("utf-8", "replace")
        step = owner._answer(Request(self.path, {k.lower(): v for k, v in self.headers.items()}, body))
        if step.delay_s and owner._stop.wait(step.delay_s):
            return  # the server is stopping: never answer
        self._send(step, step.raw if step.raw is not None else _completion(body, step))

    def _send(self, step: Step, text: str) -> None:
        data = text.encode("utf-8")
        self.send_response(step.status)
        self.send_header("Content-Type", "application/json")
        if step.length:
            self.send_header("Content-Length", str(len(data)))
        for name, value in step.headers.items():
            self.send_header(name, value)
        self.end_headers()
        if not step.drip_s:
            self.wfile.write(data)
            return
        for at in range(0, len(data), step.drip_bytes):
            if at and self.server.owner._stop.wait(step.drip_s):
                return  # the server is stopping
            self.wfile.write(data[at : at + step.drip_bytes])
            self.wfile.flush()
