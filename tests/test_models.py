"""The model client against a real scripted OpenAI-compatible server on a loopback socket."""

from __future__ import annotations

import email.utils
import json
import logging
import re
import socket
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from daemon import PROXY_VARS, recording_proxy, through
from fake_secrets import AWS_ID as AWS_KEY_ID
from fake_secrets import AWS_SECRET as AWS_SECRET_KEY
from fake_secrets import GH_TOKEN, JWT
from fake_secrets import PASSWORD as PROSE_PASSWORD
from model_server import ModelServer

from kura_server.errors import KuraError
from kura_server.models import (
    ModelClient,
    TokenMeter,
    charter,
    parse_json_list,
    parse_json_object,
    prompt,
)
from kura_server.models.client import reply_cap
from kura_server.models.prompts import SEPARATOR
from kura_server.models.scrub import scrub_text
from kura_server.schemas import TokenUsage
from kura_server.settings import ModelProfile, ModelsConfig, load_settings

pytestmark = pytest.mark.socket

ROOT = Path(__file__).resolve().parents[1]
SECRET = "sk-test-9f8e7d6c5b4a-very-secret"
PLAIN = {"model", "messages", "temperature", "max_tokens"}
ASK = [{"role": "user", "content": "hello"}]
JSON_FORMAT = {"response_format": {"type": "json_object"}}
BRACES = {"verdict": "NEW", "why": "a {brace} inside"}


@pytest.fixture
def sleeps() -> list[float]:
    return []


@pytest.fixture
def make_client(sleeps: list[float]) -> Iterator[Callable[..., ModelClient]]:
    """``make_client(thinker={...}, scribe={...}, cache=True, **client_kwargs)``; closed after the test."""
    made: list[ModelClient] = []

    def make(*, cache: bool = False, real_sleep: bool = False, **kwargs: Any) -> ModelClient:
        roles = {r: kwargs.pop(r) for r in ("thinker", "brain", "scribe") if r in kwargs}
        kwargs.setdefault("backoff_s", 0.1)
        if not real_sleep:
            kwargs["sleep"] = sleeps.append
        client = ModelClient(ModelsConfig.model_validate({"cache": cache, **roles}), **kwargs)
        made.append(client)
        return client

    yield make
    for client in made:
        client.close()


def _raises(call: Callable[[], Any], code: str) -> KuraError:
    with pytest.raises(KuraError) as info:
        call()
    assert info.value.code == code, info.value.message
    return info.value


# -- roles ---------------------------------------------------------------------------------------


def test_lone_thinker_serves_every_role(server: ModelServer, make_client: Callable[..., ModelClient]) -> None:
    client = make_client(thinker=server.profile(model="local-small"))
    assert client.configured
    for role in ("thinker", "brain", "scribe"):
        reply = client.chat(role, ASK)
        assert reply.text == "ok" and reply.role == role and reply.model == "local-small"
    assert [b["model"] for b in server.bodies] == ["local-small"] * 3


def test_a_model_server_on_this_machine_is_reached_directly_whatever_the_proxy_settings(
    server: ModelServer, make_client: Callable[..., ModelClient], monkeypatch: pytest.MonkeyPatch
) -> None:
    """A proxy from the environment would see every transcript sent to a local model (and usually cannot
    reach its loopback port): ``127.0.0.1``, ``localhost`` and ``[::1]`` are reached directly."""
    with recording_proxy() as (proxy, seen):
        monkeypatch.delenv("NO_PROXY", raising=False)
        monkeypatch.delenv("no_proxy", raising=False)
        for var in PROXY_VARS:
            monkeypatch.setenv(var, proxy)
        client = make_client(thinker=server.profile(model="local-small"))
        assert client.chat("thinker", ASK).text == "ok"
        assert through(seen, server.url) == [] and len(server.bodies) == 1


def test_each_declared_role_uses_its_own_profile(server: ModelServer, make_client: Callable[..., ModelClient]) -> None:
    server.on(model="big-model", text="from big")
    server.on(text="from small")
    client = make_client(thinker=server.profile(model="local-small"), scribe=server.profile(model="big-model"))
    assert client.chat("scribe", ASK).text == "from big"
    assert client.chat("brain", ASK).text == "from small"  # undeclared: the thinker's
    assert client.chat("thinker", ASK).text == "from small"


def test_no_models_means_no_model(kura_home: Path) -> None:
    settings = load_settings()
    assert not settings.models.configured and settings.models.profile("scribe") is None
    with ModelClient(settings.models) as client:
        err = _raises(lambda: client.chat("brain", ASK), "model_unavailable")
    assert err.status == 503 and "[models.thinker]" in err.message and err.detail["reason"] == "not_configured"


def test_a_thinker_from_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("KURA_MODELS__THINKER__URL", "http://127.0.0.1:9/v1/")
    monkeypatch.setenv("KURA_MODELS__THINKER__MODEL", "env-model")
    models = load_settings().models
    profile = models.profile("scribe")
    assert profile is not None and profile.model == "env-model" and profile.url == "http://127.0.0.1:9/v1"


GOOD = "url = 'http://127.0.0.1:8000/v1'\nmodel = 'm'\n"


@pytest.mark.parametrize(
    ("toml", "key"),
    [
        ("[models.brain]\n" + GOOD, "models.thinker"),
        ("[models.scribe]\n" + GOOD, "models.thinker"),
        ("[models.thinker]\nmodel = 'm'\n", "models.thinker.url"),
        ("[models.thinker]\nurl = 'http://x/v1'\n", "models.thinker.model"),
        ("[models.thinker]\n" + GOOD + "[models.scribe]\nmodel = 'big'\n", "models.scribe.url"),
        ("[models.thinker]\nurl = '127.0.0.1:8000'\nmodel = 'm'\n", "models.thinker.url"),
        ("[models.thinker]\n" + GOOD + "dialect = 'anthropic'\n", "models.thinker.dialect"),
        ("[models.thinker]\n" + GOOD + "reasoning_effort = 'max'\n", "models.thinker.reasoning_effort"),
        ("[models.thinker]\n" + GOOD + "api_key_env = 'KURA_TEST_UNSET_KEY'\n", "models.thinker.api_key_env"),
        ("[models.thinker]\n" + GOOD + f"api_key_env = '{SECRET}'\n", "models.thinker.api_key_env"),
        ("[models.thinker]\n" + GOOD + f"api_key = '{SECRET}'\n", "models.thinker.api_key"),
        ("[models]\nkache = true\n", "models.kache"),
    ],
)
def test_bad_model_config_fails_closed_naming_the_key(tmp_path: Path, toml: str, key: str) -> None:
    path = tmp_path / "kura.toml"
    path.write_text(toml)
    err = _raises(lambda: load_settings(path), "config_invalid")
    assert key in err.message
    assert SECRET not in err.message and SECRET not in str(err.detail) and SECRET not in str(err.__cause__)


def test_every_profile_key_is_documented_in_the_example(tmp_path: Path) -> None:
    text = (ROOT / "kura.example.toml").read_text()
    for table in ("[models]", "[models.thinker]", "[models.brain]", "[models.scribe]"):
        assert table in text
    for name in ["cache", *ModelProfile.model_fields]:
        assert re.search(rf"^#?\s*{name}\s*=", text, re.M), f"models: {name} is not documented in kura.example.toml"


# -- what each dialect sends ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("dialect", "effort", "json_mode", "extra"),
    [
        ("generic", "high", True, {"max_tokens": 512}),
        ("openai", "low", True, {"max_completion_tokens": 512, "reasoning_effort": "low", **JSON_FORMAT}),
        ("openai", None, False, {"max_completion_tokens": 512}),
        ("vllm", "medium", True, {"max_tokens": 512, "chat_template_kwargs": {"enable_thinking": True}, **JSON_FORMAT}),
        ("vllm", "none", False, {"max_tokens": 512, "chat_template_kwargs": {"enable_thinking": False}}),
        ("vllm", None, False, {"max_tokens": 512}),
    ],
)
def test_dialect_bodies(
    server: ModelServer,
    make_client: Callable[..., ModelClient],
    dialect: str,
    effort: str | None,
    json_mode: bool,
    extra: dict[str, Any],
) -> None:
    profile = server.profile(dialect=dialect, reasoning_effort=effort, max_tokens=512, temperature=0.3)
    make_client(thinker=profile).chat("thinker", ASK, json_mode=json_mode)
    (body,) = server.bodies
    messages = body.pop("messages")
    assert messages[-1] == ASK[0]
    assert body == {"model": "local-small", "temperature": 0.3, **extra}


def test_400_retries_once_with_a_plain_body_and_says_why(
    server: ModelServer, make_client: Callable[..., ModelClient], caplog: pytest.LogCaptureFixture
) -> None:
    server.strict = True  # 400 on any field outside the plain body
    client = make_client(thinker=server.profile(dialect="openai", reasoning_effort="high"))
    with caplog.at_level(logging.WARNING, logger="kura.models"):
        assert client.chat("thinker", ASK, json_mode=True).text == "ok"
    first, second = server.bodies
    assert first["reasoning_effort"] == "high" and "response_format" in first
    assert set(second) == PLAIN and second["messages"] == first["messages"]
    assert "HTTP 400" in caplog.text and "Unrecognized request argument" in caplog.text
    assert "plain body" in caplog.text


def test_400_on_the_plain_body_too_is_a_model_error(
    server: ModelServer, make_client: Callable[..., ModelClient]
) -> None:
    server.fail(400, times=2, message="bad request")
    client = make_client(thinker=server.profile(dialect="vllm", reasoning_effort="low"))
    err = _raises(lambda: client.chat("brain", ASK), "model_error")
    assert err.status == 502 and "brain" in err.message and "HTTP 400" in err.message
    assert len(server.requests) == 2  # the body, then once plain; never more


def test_a_generic_400_is_not_retried(server: ModelServer, make_client: Callable[..., ModelClient]) -> None:
    server.fail(400)
    err = _raises(lambda: make_client(thinker=server.profile()).chat("thinker", ASK), "model_error")
    assert "HTTP 400" in err.message and err.detail["http_status"] == 400
    assert len(server.requests) == 1  # the generic body is already plain


# -- retries, timeouts, failures -----------------------------------------------------------------


def test_429_honours_retry_after(server: ModelServer, make_client: Callable[..., ModelClient]) -> None:
    server.fail(429, retry_after=1)
    server.reply("after the wait")
    client = make_client(thinker=server.profile(), backoff_s=5.0, real_sleep=True)
    started = time.monotonic()
    assert client.chat("thinker", ASK).text == "after the wait"
    assert 0.9 <= time.monotonic() - started < 4.0  # Retry-After (1 s), not the 5 s backoff
    assert len(server.requests) == 2


def test_retry_after_is_capped_and_read_as_a_date(
    server: ModelServer, make_client: Callable[..., ModelClient], sleeps: list[float]
) -> None:
    server.fail(429, retry_after=3600)
    server.fail(503, retry_after=email.utils.formatdate(time.time() + 3, usegmt=True))
    server.reply("ok")
    client = make_client(thinker=server.profile(max_retries=2), retry_after_cap_s=10.0)
    assert client.chat("thinker", ASK).text == "ok"
    assert sleeps[0] == 10.0 and 0 < sleeps[1] <= 3.0


def test_5xx_retries_with_backoff_then_model_unavailable(
    server: ModelServer, make_client: Callable[..., ModelClient], sleeps: list[float]
) -> None:
    server.fail(500, times=3)
    client = make_client(thinker=server.profile(max_retries=2))
    err = _raises(lambda: client.chat("scribe", ASK), "model_unavailable")
    assert err.status == 503 and err.detail == {"role": "scribe", "reason": "server"}
    assert "model scribe (local-small at http://127.0.0.1:" in err.message and "HTTP 500 after 3 attempt" in err.message
    assert len(server.requests) == 3 and sleeps == [0.1, 0.2]


def test_a_5xx_then_success_recovers(server: ModelServer, make_client: Callable[..., ModelClient]) -> None:
    server.fail(502)
    server.reply("fine")
    assert make_client(thinker=server.profile()).chat("thinker", ASK).text == "fine"
    assert len(server.requests) == 2


def test_nobody_listening_is_model_unavailable(make_client: Callable[..., ModelClient], sleeps: list[float]) -> None:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]  # closed again: nothing listens there
    client = make_client(thinker={"url": f"http://127.0.0.1:{port}/v1", "model": "m", "max_retries": 1})
    err = _raises(lambda: client.chat("thinker", ASK), "model_unavailable")
    assert "cannot connect" in err.message and err.detail["reason"] == "unreachable" and len(sleeps) == 1


def test_a_hanging_model_is_bounded_by_the_timeout(
    server: ModelServer, make_client: Callable[..., ModelClient]
) -> None:
    server.hang(10)
    client = make_client(thinker=server.profile(timeout_s=0.5, max_retries=3))
    started = time.monotonic()
    err = _raises(lambda: client.chat("thinker", ASK), "model_unavailable")
    assert time.monotonic() - started < 3.0  # one timeout, not four
    assert "timeout_s = 0.5" in err.message and err.detail["reason"] == "timeout"
    assert len(server.requests) == 1


def test_a_model_that_drips_its_answer_is_cut_off_at_the_deadline(
    server: ModelServer, make_client: Callable[..., ModelClient]
) -> None:
    # 64 bytes every 0.9 s: each read waits less than the read timeout (1 s), the whole takes ~4 s. The
    # watchdog ends the call at 1 s (checking between chunks alone would end it at 1.8 s).
    server.drip(0.9, size=64)
    client = make_client(thinker=server.profile(timeout_s=1.0, max_retries=3))
    started = time.monotonic()
    err = _raises(lambda: client.chat("thinker", ASK), "model_unavailable")
    assert time.monotonic() - started < 1.5
    assert "timeout_s = 1 s (the answer was still arriving)" in err.message and err.detail["reason"] == "timeout"
    assert len(server.requests) == 1  # a timeout is not retried


@pytest.mark.parametrize("length", [True, False])
def test_a_huge_reply_is_refused_without_being_read(
    server: ModelServer, make_client: Callable[..., ModelClient], length: bool
) -> None:
    client = make_client(thinker=server.profile(max_tokens=16, max_retries=3))
    cap = reply_cap(client.profile("thinker"))
    assert cap == (1 << 20) + 64 * 16
    answer = {"choices": [{"message": {"content": "ok"}, "finish_reason": "stop"}], "pad": "x" * (3 << 20)}
    server.raw(json.dumps(answer), length=length)  # with Content-Length: refused at once; without: at the cap
    err = _raises(lambda: client.chat("thinker", ASK), "model_unavailable")
    assert "the reply is too large" in err.message and f"at most {cap} bytes" in err.message
    assert err.detail["reason"] == "too_large" and len(server.requests) == 1
    server.reply("a reply of a normal size")
    assert client.chat("thinker", ASK).text == "a reply of a normal size"


@pytest.mark.parametrize(
    ("script", "needle"),
    [
        (lambda s: s.fail(404), "HTTP 404"),
        (lambda s: s.raw("{broken json"), "not JSON"),
        (lambda s: s.raw('{"object": "error"}'), "not a chat completion"),
    ],
)
def test_unusable_answers_are_model_errors(
    server: ModelServer, make_client: Callable[..., ModelClient], script: Callable[[ModelServer], None], needle: str
) -> None:
    script(server)
    err = _raises(lambda: make_client(thinker=server.profile()).chat("thinker", ASK), "model_error")
    assert err.status == 502 and needle in err.message and "thinker" in err.message
    assert len(server.requests) == 1


# -- the key -------------------------------------------------------------------------------------


def test_the_key_is_sent_as_bearer_and_never_shown(
    server: ModelServer,
    make_client: Callable[..., ModelClient],
    monkeypatch: pytest.MonkeyPatch,
    caplog: pytest.LogCaptureFixture,
    tmp_path: Path,
) -> None:
    monkeypatch.setenv("KURA_TEST_MODEL_KEY", SECRET)
    config = tmp_path / "kura.toml"
    config.write_text(
        f"[models.thinker]\nurl = '{server.url}'\nmodel = 'm'\n"
        "api_key_env = 'KURA_TEST_MODEL_KEY'\ndialect = 'openai'\n"
    )
    monkeypatch.delenv("KURA_TEST_MODEL_KEY")  # read once, at load: only settings.py reads the environment
    with pytest.raises(KuraError):
        load_settings(config)
    monkeypatch.setenv("KURA_TEST_MODEL_KEY", SECRET)
    settings = load_settings(config)
    assert SECRET not in repr(settings) and SECRET not in settings.model_dump_json()
    caplog.set_level(logging.DEBUG)

    client = ModelClient(settings.models, sleep=lambda _: None)
    try:
        client.chat("thinker", ASK)
        assert server.requests[0].headers["authorization"] == f"Bearer {SECRET}"
        server.fail(401, message=f"Incorrect API key provided: {SECRET}")
        errors = [_raises(lambda: client.chat("thinker", ASK, json_mode=True), "model_error")]
        server.fail(400, times=2, message=f"key {SECRET} rejected")
        server.fail(500, times=3)
        errors.append(_raises(lambda: client.chat("scribe", ASK), "model_error"))
        errors.append(_raises(lambda: client.chat("brain", ASK), "model_unavailable"))
    finally:
        client.close()
    for err in errors:
        assert SECRET not in err.message and SECRET not in str(err.detail) and SECRET not in repr(err)
    assert "HTTP 401" in errors[0].message and "is logged" in errors[0].message  # the server's words: the log's
    assert "Incorrect API key provided: [REDACTED]" in caplog.text
    assert caplog.records and SECRET not in caplog.text
    assert all(SECRET not in r.getMessage() for r in caplog.records)


# -- tokens, charter, cache ----------------------------------------------------------------------


def test_token_usage_is_accumulated(server: ModelServer, make_client: Callable[..., ModelClient]) -> None:
    server.reply("a", usage=(10, 5))
    server.reply("b", usage=(7, 3))
    client = make_client(thinker=server.profile())
    meter = TokenMeter()
    first = client.chat("thinker", ASK, meter=meter)
    client.chat("scribe", ASK, meter=meter)
    assert first.usage == TokenUsage(prompt=10, completion=5)
    assert meter.usage() == TokenUsage(prompt=17, completion=8) and meter.calls == 2
    assert client.total.usage() == TokenUsage(prompt=17, completion=8)


def test_the_charter_leads_every_roles_system_prompt_byte_identical(
    server: ModelServer, make_client: Callable[..., ModelClient]
) -> None:
    text = charter()
    assert text == (ROOT / "kura_server/resources/prompts/charter.md").read_text(encoding="utf-8")
    client = make_client(thinker=server.profile(), brain=server.profile(model="b"), scribe=server.profile(model="s"))
    for role in ("thinker", "brain", "scribe"):
        client.chat(role, [{"role": "system", "content": f"You are the {role}."}, *ASK])
        client.chat(role, ASK)  # no system message of its own: the charter alone
    client.chat("scribe", [{"role": "system", "content": text + SEPARATOR + "Compose."}, *ASK])  # not twice
    heads = [b["messages"][0] for b in server.bodies]
    assert all(h["role"] == "system" for h in heads)
    assert {h["content"].encode()[: len(text.encode())] for h in heads} == {text.encode()}
    assert heads[0]["content"] == text + SEPARATOR + "You are the thinker."
    assert heads[1]["content"] == text
    assert heads[-1]["content"].count(text) == 1


def test_prompt_loader() -> None:
    assert prompt("charter") == charter()
    _raises(lambda: prompt("../settings"), "prompt_not_found")
    _raises(lambda: prompt("no-such-prompt"), "prompt_not_found")


def test_the_cache_makes_a_rerun_free(
    server: ModelServer, make_client: Callable[..., ModelClient], tmp_path: Path
) -> None:
    cache_dir = tmp_path / "store" / "_cache" / "models"
    server.reply("first", usage=(20, 4))
    client = make_client(thinker=server.profile(), cache=True)
    meter = TokenMeter()
    one = client.chat("thinker", ASK, cache_dir=cache_dir, meter=meter)
    server.reset()
    again = client.chat("thinker", ASK, cache_dir=cache_dir, meter=meter)
    assert len(server.requests) == 0  # the re-run cost nothing
    assert (again.text, again.model, again.cached) == (one.text, one.model, True) and not one.cached
    assert again.usage == TokenUsage() and meter.usage() == TokenUsage(prompt=20, completion=4)
    assert meter.cached_calls == 1
    assert len(list(cache_dir.glob("*.json"))) == 1
    client.chat("thinker", ASK, cache_dir=cache_dir, json_mode=True)  # another key: asked again
    client.chat("thinker", [*ASK, {"role": "user", "content": "more"}], cache_dir=cache_dir)
    assert len(server.requests) == 2 and len(list(cache_dir.glob("*.json"))) == 3
    for file in cache_dir.glob("*.json"):
        file.write_text("{torn")  # an unreadable entry is a miss, then rewritten
    client.chat("thinker", ASK, cache_dir=cache_dir)
    assert len(server.requests) == 3


def test_without_the_switch_nothing_is_cached(
    server: ModelServer, make_client: Callable[..., ModelClient], tmp_path: Path
) -> None:
    client = make_client(thinker=server.profile(), cache=False)
    for _ in range(2):
        assert not client.chat("thinker", ASK, cache_dir=tmp_path / "c").cached
    assert len(server.requests) == 2 and not (tmp_path / "c").exists()


def test_thinking_is_stripped_from_the_reply(server: ModelServer, make_client: Callable[..., ModelClient]) -> None:
    server.reply("<think>The user wants a list.</think>\n\n[1, 2]")
    assert make_client(thinker=server.profile()).chat("thinker", ASK).text == "[1, 2]"


# -- JSON salvage --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "items", "rejects"),
    [
        ('[{"a": 1}, {"b": 2}]', [{"a": 1}, {"b": 2}], 0),
        ('```json\n[{"a": 1}, {"b": 2}]\n```', [{"a": 1}, {"b": 2}], 0),
        ('Sure! Here are the memories [2]:\n\n[{"a": 1}, {"b": 2}]\n\nHope this helps.', [{"a": 1}, {"b": 2}], 0),
        ('[{"a": 1}, {"b": 2},]', [{"a": 1}, {"b": 2}], 0),
        ('[{"a": [1, 2,], "s": "x, ]"},\n]', [{"a": [1, 2], "s": "x, ]"}], 0),
        ('[{"a": 1}]]', [{"a": 1}], 0),
        ('It\'s 5" tall [sic]: [{"a": 1}, {"b" 2}] [1]', [{"a": 1}], 1),
        ('[{"a": 1}, {"b" 2}, {"c": "ok, fine"}]', [{"a": 1}, {"c": "ok, fine"}], 1),
        ("[{\"a\": 1}, {'b': 2}]", [{"a": 1}], 1),
        ('[{"a": 1}, {"b": 2}, {"c": "cut o', [{"a": 1}, {"b": 2}], 1),
        ('{"a": 1}', [{"a": 1}], 0),
        ('{"items": [{"a": 1}]}', [{"a": 1}], 0),
        ('The result: {"items": [{"a": 1}, {"b" 2}]} done', [{"a": 1}], 1),
        ('{"a": 1}\n{"b": 2}\n{"c" 3}', [{"a": 1}, {"b": 2}], 1),
        ('<think>maybe [{"x": 1}]</think>[{"a": 1}]', [{"a": 1}], 0),
        ("[]", [], 0),
        ("I could not find anything worth remembering.", [], 1),
        ("", [], 1),
    ],
)
def test_parse_json_list(text: str, items: list[Any], rejects: int) -> None:
    got, bad = parse_json_list(text)
    assert got == items
    assert len(bad) == rejects
    assert all(r.text and r.reason for r in bad) or text == ""


def test_salvage_says_what_was_rejected() -> None:
    items, rejects = parse_json_list('[{"fact": "kept"}, {"fact": "broken" "quotes": []}, {"fact": "also kept"}]')
    assert [i["fact"] for i in items] == ["kept", "also kept"]
    (reject,) = rejects
    assert reject.text == '{"fact": "broken" "quotes": []}' and reject.reason.startswith("not valid JSON")
    _, (cut,) = parse_json_list('[{"fact": "kept"}, {"fact": "cut')
    assert cut.reason.startswith("truncated")


@pytest.mark.parametrize(
    ("text", "value", "rejects"),
    [
        ('{"verdict": "NEW"}', {"verdict": "NEW"}, 0),
        ('```\n{"verdict": "NEW",}\n```', {"verdict": "NEW"}, 0),
        ('My answer: {"verdict": "NEW", "why": "a {brace} inside"}}\nThanks', BRACES, 0),
        ('[{"verdict": "NEW"}]', {"verdict": "NEW"}, 0),
        ('{"verdict": "NEW" "why": 1}', None, 1),
        ('{"verdict": "NE', None, 1),
        ("NEW", None, 1),
    ],
)
def test_parse_json_object(text: str, value: dict[str, Any] | None, rejects: int) -> None:
    got, bad = parse_json_object(text)
    assert got == value and len(bad) == rejects


# -- secrets a model writes ----------------------------------------------------------------------
#
# A model can write a secret of its own: the AWS documentation's example pair is in every model's
# training data. Whatever a model answers is redacted by the client before anyone sees it.

PLANTED = (AWS_KEY_ID, AWS_SECRET_KEY, GH_TOKEN, PROSE_PASSWORD, JWT)
# Each planted value as it can appear on disk or in a log: plain, JSON-escaped, '/' escaped, pieces.
LEAK_FORMS = sorted(
    {form for s in PLANTED for form in (s, json.dumps(s)[1:-1], s.replace("/", "\\/"), s[:12], s[-12:])}
)


def _role_replies() -> dict[str, str]:
    """What a lying model answers each role, in kura's own formats, with the planted secrets inside."""
    spot = {
        "candidates": [
            {
                "text": f"Deploys use the AWS key {AWS_KEY_ID} with secret {AWS_SECRET_KEY}.",
                "kind": "fact",
                "type": "project",
                "quotes": [{"class": "USER", "text": f"the staging password is {PROSE_PASSWORD} for admin"}],
            }
        ]
    }
    compose = {
        "title": f"CI pushes with {GH_TOKEN}",
        "trigger": f"when the session cookie {JWT} expires",
        "type": "project",
        "body": f"The bot pushes with {GH_TOKEN}; the staging password is {PROSE_PASSWORD}.",
    }
    drain = {
        "verdict": "toss",
        "reason": f"it repeats {AWS_KEY_ID} / {AWS_SECRET_KEY}",
        "fix": f"Session token {JWT}; the password is {PROSE_PASSWORD}",
    }
    return {"brain": json.dumps(spot), "scribe": json.dumps(compose), "thinker": json.dumps(drain)}


def _escaped_reply() -> str:
    """JSON that hides the secrets behind escapes: '\\/' in the AWS secret, '\\u0041' for the key id's A,
    '\\u0026' for the password's '&', a '\\n' right before a token."""
    secret = AWS_SECRET_KEY.replace("/", "\\/")
    key_id = "\\u0041" + AWS_KEY_ID[1:]
    password = PROSE_PASSWORD.replace("&", "\\u0026")
    return (
        '{"candidates": [{"text": "The AWS pair is '
        + key_id
        + " and "
        + secret
        + '", "quotes": [{"class": "USER", "text": "the password is '
        + password
        + '"}], "note": "line\\n'
        + GH_TOKEN
        + '"}]}'
    )


def _assert_clean(*texts: str) -> None:
    for text in texts:
        leaked = [form for form in LEAK_FORMS if form in text]
        assert not leaked, f"{leaked} in {text[:300]!r}"


def test_a_secret_a_model_writes_never_leaves_the_client(
    server: ModelServer, make_client: Callable[..., ModelClient], tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.DEBUG)
    cache_dir = tmp_path / "store" / "_cache" / "models"
    replies = _role_replies()
    for role, text in replies.items():
        server.on(model=f"{role}-model", text=text)
    client = make_client(
        thinker=server.profile(model="thinker-model"),
        brain=server.profile(model="brain-model"),
        scribe=server.profile(model="scribe-model"),
        cache=True,
    )
    seen: list[str] = []
    for role in replies:
        for _ in range(2):  # asked, then served from the cache
            reply = client.chat(role, ASK, json_mode=True, cache_dir=cache_dir)
            parsed, rejects = parse_json_object(reply.text)
            assert parsed is not None and not rejects  # still valid JSON, masks inside its strings
            items, _ = parse_json_list(reply.text)
            seen += [reply.text, repr(reply), repr(parsed), repr(items)]
        # a reply sent on to another model (compose after spot, drain after compose) carries no secret
        client.chat("scribe", [{"role": "user", "content": reply.text}])
    assert "[REDACTED:" in seen[0]
    assert len(server.requests) == 2 * len(replies)  # the second ask of each role came from the cache
    _assert_clean(*seen, *(json.dumps(b) for b in server.bodies[1:]))
    _assert_clean(*(f.read_text(encoding="utf-8") for f in cache_dir.glob("*.json")), caplog.text)


def test_secrets_behind_json_escapes_are_caught(server: ModelServer, make_client: Callable[..., ModelClient]) -> None:
    server.reply(_escaped_reply())
    reply = make_client(thinker=server.profile()).chat("brain", ASK, json_mode=True)
    parsed, rejects = parse_json_object(reply.text)
    assert parsed is not None and not rejects
    _assert_clean(reply.text, json.dumps(parsed, ensure_ascii=False))
    (candidate,) = parsed["candidates"]
    assert candidate["text"].startswith("The AWS pair is [REDACTED:aws_access_key] and [REDACTED:aws_secret_key]")
    assert candidate["quotes"][0]["text"] == "the password is [REDACTED:password]"


@pytest.mark.parametrize(
    "said", ["Palabra clave: agroecología", "The user's café key: münchenstraße", "Key: Sørensen's bakery"]
)
def test_a_word_behind_a_json_escape_is_read_as_the_word(said: str) -> None:
    """A model writes non-ASCII behind escapes (``agroecolog\\u00eda``): read raw, the escape makes a word a run of
    letters and digits, a key's shape after "clave:" or "key:" — an honest memory was stored masked. What the raw view
    finds across an escape is the decoded view's to judge; a secret behind one is still masked."""
    raw = json.dumps({"body": said})
    assert "\\u" in raw and json.loads(scrub_text(raw))["body"] == said
    hidden = json.dumps({"body": f"The user's AWS key is {AWS_KEY_ID} (café)"}).replace("AKIA", "\\u0041KIA")
    assert AWS_KEY_ID not in json.loads(scrub_text(hidden))["body"]


def test_a_secret_in_an_old_cache_entry_or_an_error_body_is_masked(
    server: ModelServer, make_client: Callable[..., ModelClient], tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.DEBUG)
    cache_dir = tmp_path / "cache"
    client = make_client(thinker=server.profile(), cache=True)
    client.chat("thinker", ASK, cache_dir=cache_dir)
    (entry,) = cache_dir.glob("*.json")  # an entry written before replies were redacted
    entry.write_text(json.dumps({"text": _role_replies()["thinker"], "model": "m"}), encoding="utf-8")
    cached = client.chat("thinker", ASK, cache_dir=cache_dir)
    assert cached.cached
    _assert_clean(cached.text)
    server.fail(404, message=f"unknown model; did you mean the key {AWS_KEY_ID} / {AWS_SECRET_KEY}?")
    error = _raises(lambda: client.chat("scribe", ASK), "model_error")
    _assert_clean(error.message, repr(error.detail), caplog.text)


@pytest.mark.parametrize("text", [*_role_replies().values(), _escaped_reply()])
def test_salvage_masks_what_it_decodes(text: str) -> None:
    """The parsers redact the decoded strings themselves, whoever hands them a reply."""
    obj, _ = parse_json_object(text)
    items, _ = parse_json_list(text)
    _assert_clean(json.dumps(obj, ensure_ascii=False), json.dumps(items, ensure_ascii=False))
    broken, rejects = parse_json_list(text[:-3])  # cut short: the pieces come back as rejects
    _assert_clean(*(r.text for r in rejects), json.dumps(broken, ensure_ascii=False))
