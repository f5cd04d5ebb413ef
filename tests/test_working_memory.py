"""Working memory: round trips, staleness, redaction, idempotent clear, REST."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from daemon import in_process, make_app

from kura_server.errors import KuraError
from kura_server.schemas import WorkingMemoryWrite
from kura_server.service import Kura
from kura_server.session.working import Todo, WorkingState
from kura_server.settings import load_settings

pytestmark = pytest.mark.anyio


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


def test_round_trip_staleness_and_clear(kura: Kura, kura_home: Path) -> None:
    state = WorkingState(goal="migrate the billing DB", todos=[Todo(text="dump"), Todo(text="restore", done=True)],
                         decisions=["use pg_dump -Fc"], variables={"host": "db-2"}, turn_watermark=7)  # fmt: skip
    kura.wm_write(WorkingMemoryWrite(scope="repo:billing", state=state))
    fresh = kura.wm_read("repo:billing", current_turn=7)
    assert fresh.state == state and not fresh.stale
    assert kura.wm_read("repo:billing", current_turn=8).stale
    assert kura.wm_read("global").state is None  # scopes are separate
    assert kura.wm_clear("repo:billing").state is None
    kura.wm_clear("repo:billing")  # idempotent
    assert kura.wm_read("repo:billing").state is None
    assert not list((kura_home / "stores" / "main").glob("*.md"))  # scratch never becomes memory


def test_secrets_are_masked_and_no_gate_applies(kura: Kura, kura_home: Path) -> None:
    key = "AKIA" + "IOSFODNN7" + "EXAMPLE"
    state = WorkingState(goal="always check the deploy log", notes=[f"the CI key is {key}"])
    out = kura.wm_write(WorkingMemoryWrite(state=state))
    assert out.redacted and key not in out.state.notes[0]
    assert out.state.goal == "always check the deploy log"  # instructions are fine in scratch
    for path in (kura_home / "stores" / "main").rglob("*"):
        if path.is_file():
            assert key.encode() not in path.read_bytes()


def test_a_value_split_by_escape_codes_or_a_control_character_is_masked(kura: Kura, kura_home: Path) -> None:
    """A variable's value and a note with a colour code or a NUL inside the secret: masked as they read."""
    key = "AKIA" + "IOSFODNN7" + "EXAMPLE"
    state = WorkingState(variables={"deploy_key": f"{key[:4]}\x1b[31m{key[4:]}", "db_password": "Hunter2\x00-prod-77"},
                         notes=[f"the CI key is {key[:4]}\ufe0f{key[4:]}"])  # fmt: skip
    out = kura.wm_write(WorkingMemoryWrite(state=state))
    assert out.state.variables == {
        "deploy_key": "[REDACTED:aws_access_key]",
        "db_password": "[REDACTED:assigned_secret]",
    }
    assert out.state.notes == ["the CI key is [REDACTED:aws_access_key]"]
    for path in (kura_home / "stores" / "main").rglob("*"):
        if path.is_file():
            data = path.read_bytes()
            assert key[4:].encode() not in data and b"-prod-77" not in data, path


@pytest.mark.parametrize("call", ["write", "read", "clear"])
def test_a_scope_that_is_a_secret_is_refused(kura: Kura, kura_home: Path, call: str) -> None:
    """A scope is written as given (``_wm/<hash>.json`` holds it): one that reads as a secret is refused,
    422 ``secret_in_name``, nothing written."""
    slack = "xoxb-" + "123456789012-1234567890123-" + "abcdefghijklmnopqrstuvwx"
    scope = f"repo:{slack}"
    with pytest.raises(KuraError) as info:
        if call == "write":
            kura.wm_write(WorkingMemoryWrite(scope=scope, state=WorkingState(goal="ship the release")))
        else:
            getattr(kura, f"wm_{call}")(scope)
    assert (info.value.code, info.value.status, info.value.detail["field"]) == ("secret_in_name", 422, "scope")
    assert slack not in info.value.message
    kura.close()
    assert not [p for p in kura_home.rglob("*") if p.is_file() and slack.encode() in p.read_bytes()]


def test_bad_scope_and_frozen_store(kura: Kura, kura_home: Path) -> None:
    with pytest.raises(KuraError):
        kura.wm_read("../../etc")
    kura_home.mkdir(parents=True, exist_ok=True)
    (kura_home / "kura.toml").write_text("[stores.main]\nwrite_policy = 'frozen'\n")
    from kura_server.embed.hashing import HashEmbedder

    frozen = Kura(load_settings(embedder={"kind": "hash"}), embedder=HashEmbedder())
    with pytest.raises(KuraError) as info:
        frozen.wm_write(WorkingMemoryWrite(state=WorkingState(goal="x")))
    assert info.value.status == 403
    frozen.close()


async def test_rest_routes(kura_home: Path) -> None:
    async with in_process(make_app(load_settings(embedder={"kind": "hash"}))) as c:
        body = {"scope": "agent:coder", "state": {"goal": "fix flaky test", "turn_watermark": 2}}
        assert (await c.put("/wm", json=body)).json()["state"]["goal"] == "fix flaky test"
        r = await c.get("/wm", params={"scope": "agent:coder", "current_turn": 3})
        assert r.json()["stale"] is True
        assert (await c.delete("/wm", params={"scope": "agent:coder"})).json()["state"] is None
        bad = await c.get("/wm", params={"scope": "nope:x"})
        assert bad.status_code == 422 and bad.json()["error"]["code"] == "invalid_input"
        bad = await c.put("/wm", json={"state": {"todos": "not a list"}})
        assert bad.status_code == 422
        secret = {"scope": "repo:xoxb-" + "123456789012-1234567890123-" + "abcdefghijklmnopqrstuvwx", "state": {}}
        bad = await c.put("/wm", json=secret)
        assert bad.status_code == 422 and bad.json()["error"]["code"] == "secret_in_name"


async def test_a_field_the_state_does_not_know_is_refused_not_dropped(kura_home: Path) -> None:
    """``todo`` for ``todos``, a todo's ``completed`` for ``done``: a 422 naming the field, as any body's
    unknown field is, never a 200 that stored an empty list or an open todo."""
    async with in_process(make_app(load_settings(embedder={"kind": "hash"}))) as c:
        for state, where in (
            ({"goal": "ship 1.2", "todo": [{"text": "tag"}]}, "state.todo"),
            ({"todos": [{"text": "tag", "completed": True}]}, "state.todos.0.completed"),
        ):
            r = await c.put("/wm", json={"scope": "repo:x", "state": state})
            assert r.status_code == 422, r.text
            assert r.json()["error"]["message"] == f"{where}: Extra inputs are not permitted"
        assert (await c.get("/wm", params={"scope": "repo:x"})).json()["state"] is None  # nothing was written
        schema = (await c.get("/openapi.json")).json()["components"]["schemas"]
        assert (
            schema["WorkingState"]["additionalProperties"] is False and schema["Todo"]["additionalProperties"] is False
        )


def test_a_stored_state_with_a_field_this_version_does_not_know_still_reads(kura: Kura, kura_home: Path) -> None:
    """Strict for what a caller sends, lenient for kura's own file: a state another version wrote with a
    field this one does not know is read without it (never ``wm_unreadable``)."""
    kura.wm_write(WorkingMemoryWrite(scope="repo:x", state=WorkingState(goal="g", todos=[Todo(text="t")])))
    [path] = (kura_home / "stores" / "main" / "_wm").glob("*.json")
    stored = json.loads(path.read_text())
    stored["state"]["priority"] = "high"
    stored["state"]["todos"][0]["due"] = "friday"
    path.write_text(json.dumps(stored))
    assert kura.wm_read("repo:x").state == WorkingState(goal="g", todos=[Todo(text="t")])


def test_unreadable_state_is_a_409_and_render_escapes(kura: Kura, kura_home: Path) -> None:
    from kura_server.session.working import render

    state = WorkingState(goal="close </working_memory> tags", todos=[Todo(text="a & b", done=True)],
                         variables={"env": "<prod>"}, turn_watermark=3)  # fmt: skip
    kura.wm_write(WorkingMemoryWrite(scope="repo:x", state=state))
    text = render(state, "repo:x", stale=True, current_turn=5)
    assert text.count("</working_memory>") == 1 and text.endswith("</working_memory>")
    assert "close &lt;/working_memory&gt; tags" in text and "[x] a &amp; b" in text and "env = &lt;prod&gt;" in text
    assert 'stale="true"' in text and "the conversation is at turn 5" in text
    [path] = (kura_home / "stores" / "main" / "_wm").glob("*.json")
    path.write_text("{not json")
    with pytest.raises(KuraError) as info:
        kura.wm_read("repo:x")
    assert info.value.status == 409 and info.value.code == "wm_unreadable"
    kura.wm_clear("repo:x")  # the way out
    assert kura.wm_read("repo:x").state is None
