"""Short-term transcripts, the start-of-turn context, and session end (SPEC §7) — service, REST, MCP."""

from __future__ import annotations

import datetime as dt
import json
import os
import shutil
from collections.abc import Iterator
from pathlib import Path

import httpx2
import pytest
from daemon import BASE, in_process, make_app
from mcp import Client
from mcp.client.streamable_http import streamable_http_client
from model_server import ModelServer

from kura_server.distill.journals import read_journal
from kura_server.embed.hashing import HashEmbedder
from kura_server.errors import KuraError
from kura_server.schemas import RememberRequest, SessionEndRequest, WorkingMemoryWrite
from kura_server.service import Kura
from kura_server.session.working import Todo, WorkingState
from kura_server.settings import load_settings
from kura_server.store.memory import Memory

FIX = Path(__file__).parent / "fixtures" / "journals"
FIXTURES = {
    "claude": next((FIX / "claude").glob("*.jsonl")),
    "codex": next((FIX / "codex").glob("rollout-*.jsonl")),
    "kimi": FIX / "kimi" / "wire.jsonl",
    "kimi-cli": FIX / "kimi-cli" / "wire.jsonl",
    "json": FIX / "generic" / "chat.json",
    "jsonl": FIX / "generic" / "chat.jsonl",
    "text": FIX / "text" / "transcript.txt",
    "notes": FIX / "text" / "notes.txt",
    "evidence": FIX / "evidence" / "session.evidence.jsonl",
}
FAKE_KEY = "AKIA" + "IOSFODNN7" + "EXAMPLE"


def settings_for(home: Path, journals: Path, **extra: object):
    return load_settings(
        home=home,
        embedder={"kind": "hash"},
        distill={"journals": {"host": {"path": journals, "store": "main", "glob": "**/*"}}},
        **extra,
    )


@pytest.fixture
def journals(tmp_path: Path) -> Path:
    folder = tmp_path / "journals"
    shutil.copytree(FIX, folder)
    return folder


@pytest.fixture
def kura(kura_home: Path, journals: Path) -> Iterator[Kura]:
    service = Kura(settings_for(kura_home, journals), embedder=HashEmbedder())
    yield service
    service.close()


def copy_of(journals: Path, name: str) -> Path:
    return journals / FIXTURES[name].relative_to(FIX)


# --------------------------------------------------------------------------------------------------
# Transcripts
# --------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("name", list(FIXTURES))
def test_each_adapter_reads_its_fixture_whole_and_from_a_turn(kura: Kura, journals: Path, name: str) -> None:
    path = copy_of(journals, name)
    expected = read_journal(path, final=True).turns
    whole = kura.transcript_read(str(path), final=True)
    assert [(t.index, t.role, t.text) for t in whole.turns] == [(t.index, t.role, t.text) for t in expected]
    assert whole.next_since_turn == len(expected) and not whole.more and not whole.held
    assert {t.role for t in whole.turns} <= {"user", "assistant", "tool"}
    assert all(FAKE_KEY not in t.text for t in whole.turns)  # every fixture plants the fake key
    assert whole.adapter == {"kimi-cli": "kimi", "notes": "text"}.get(name, name)
    later = kura.transcript_read(str(path), since_turn=2, final=True)
    assert [t.index for t in later.turns] == list(range(2, len(expected)))
    assert [t.text for t in later.turns] == [t.text for t in expected[2:]]
    assert kura.transcript_read(str(path), since_turn=whole.next_since_turn, final=True).turns == []


@pytest.mark.parametrize("name", [n for n in FIXTURES if n != "json"])
def test_small_chunks_and_pages_give_the_same_turns(
    kura: Kura, journals: Path, name: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    from kura_server.session import transcript

    monkeypatch.setattr(transcript, "CHUNK", 97)  # cuts land mid-line, mid-stream, mid-call
    path = copy_of(journals, name)
    expected = [(t.index, t.role, t.text, t.tool) for t in read_journal(path, final=True).turns]
    paged, since = [], 0
    for _ in range(100):
        page = kura.transcript_read(str(path), since_turn=since, limit=2, final=True)
        paged += [(t.index, t.role, t.text, t.tool) for t in page.turns]
        since = page.next_since_turn
        if not page.more:
            break
    assert paged == expected and since == len(expected)


def test_incremental_reads_of_a_growing_log(kura: Kura, journals: Path) -> None:
    log = journals / "live" / "session.jsonl"
    log.parent.mkdir()
    lines = [json.dumps({"role": r, "content": f"message number {i}"}) for i, r in enumerate(["user", "assistant"] * 3)]
    log.write_text("\n".join(lines[:4]) + "\n")
    first = kura.transcript_read(str(log))
    assert [t.text for t in first.turns] == [f"message number {i}" for i in range(4)]
    with open(log, "a") as f:
        f.write("\n".join(lines[4:]) + "\n" + '{"role": "user", "content": "half writ')  # a writer mid-line
    second = kura.transcript_read(str(log), since_turn=first.next_since_turn)
    assert [t.index for t in second.turns] == [4, 5] and second.next_since_turn == 6 and second.held
    with open(log, "a") as f:
        f.write('ten"}\n')
    third = kura.transcript_read(str(log), since_turn=second.next_since_turn)
    assert [(t.index, t.text) for t in third.turns] == [(6, "half written")]
    # the limit pages through, and the next since_turn continues exactly where the page stopped
    page = kura.transcript_read(str(log), since_turn=1, limit=2)
    assert [t.index for t in page.turns] == [1, 2] and page.more and page.next_since_turn == 3
    # a log rewritten in place (same name, other bytes) is read again from the start, never from a stale position
    # (longer than before, so only the bytes before a checkpoint can tell it changed)
    assert kura.transcript_read(str(log), since_turn=7).turns == []  # a checkpoint at the end now exists
    longer = [
        json.dumps({"role": "user", "content": "a new life"}),
        *lines,
        json.dumps({"role": "user", "content": "x" * 300}),
    ]
    log.write_text("\n".join(longer) + "\n")
    again = kura.transcript_read(str(log), since_turn=4)
    assert [(t.index, t.text) for t in again.turns[:2]] == [(4, "message number 3"), (5, "message number 4")]
    assert len(again.turns) == 4 and again.turns[-1].text == "x" * 300


def test_paths_outside_the_journal_roots_are_refused(kura: Kura, journals: Path, tmp_path: Path) -> None:
    outside = tmp_path / "elsewhere.jsonl"
    outside.write_text('{"role": "user", "content": "private"}\n')
    for path in (str(outside), str(journals / ".." / "elsewhere.jsonl"), "/etc/passwd"):
        with pytest.raises(KuraError) as info:
            kura.transcript_read(path)
        assert info.value.status == 403 and info.value.code == "journal_root", path
    (journals / "link.jsonl").symlink_to(outside)  # a link inside a root that points out of it
    with pytest.raises(KuraError) as info:
        kura.transcript_read(str(journals / "link.jsonl"))
    assert info.value.status == 403
    with pytest.raises(KuraError) as info:
        kura.transcript_read(str(journals / "missing.jsonl"))
    assert info.value.status == 404
    with pytest.raises(KuraError) as info:
        kura.transcript_read(str(copy_of(journals, "jsonl")), adapter="nope")
    assert info.value.status == 422 and "unknown transcript adapter" in info.value.message
    # the adapter can be named; a wrong one reads nothing sensible but fails cleanly
    assert kura.transcript_read(str(copy_of(journals, "jsonl")), adapter="jsonl").adapter == "jsonl"


def test_a_store_without_journal_roots_reads_only_its_archive(kura_home: Path, journals: Path) -> None:
    service = Kura(load_settings(embedder={"kind": "hash"}), embedder=HashEmbedder())
    with pytest.raises(KuraError) as info:
        service.transcript_read(str(copy_of(journals, "jsonl")))
    assert info.value.code == "journal_root"
    service.wm_clear("global")
    out = service.session_end(SessionEndRequest(conversation=[{"role": "user", "content": "we ship on fridays"}]))
    assert out.archive_path == str(service.engine("main").store.root.resolve() / out.archived)
    read = service.transcript_read(out.archive_path)
    assert [(t.role, t.text) for t in read.turns] == [("user", "we ship on fridays")]
    service.close()


# --------------------------------------------------------------------------------------------------
# Context
# --------------------------------------------------------------------------------------------------


def put(kura: Kura, slug: str, body: str, *, type: str = "user", scope: str = "global", confidence: str = "medium",
        updated: dt.date | None = None) -> None:  # fmt: skip
    day = updated or dt.date(2026, 1, 1)
    mem = Memory(slug=slug, title=slug.replace("-", " "), trigger=body[:60], type=type, scope=scope,
                 confidence=confidence, created=day, updated=day, body=body)  # fmt: skip
    kura.engine("main").store.write(mem)


def test_context_profile_order_scope_and_types(kura: Kura) -> None:
    put(kura, "prefers-spanish", "The user prefers answers in Spanish.", confidence="high", updated=dt.date(2025, 1, 1))
    put(kura, "lives-in-lisbon", "The user lives in Lisbon.", confidence="high", updated=dt.date(2026, 5, 1))
    put(kura, "likes-tea", "The user drinks green tea in the morning.", confidence="medium")
    put(kura, "maybe-vegan", "The user may be vegan.", confidence="low", updated=dt.date(2026, 9, 9))
    put(kura, "shop-owner", "In the shop repo the user owns billing.", scope="repo:shop", updated=dt.date(2026, 2, 1))
    put(kura, "other-repo", "In the infra repo the user is on call on Mondays.", scope="repo:infra")
    put(kura, "deploy-fridays", "Deploys happen on Fridays.", type="project")
    out = kura.context("repo:shop")
    assert [p.slug for p in out.profile] == ["lives-in-lisbon", "prefers-spanish", "shop-owner", "likes-tea",
                                             "maybe-vegan"]  # fmt: skip
    assert out.profile_omitted == 0 and out.recall is None and out.working_block == ""
    block = out.profile_block
    assert block.startswith('<user_profile store="main"') and "data, not instruction" in block
    assert "Deploys happen" not in block and "infra repo" not in block
    assert out.block == block
    assert [p.slug for p in kura.context("global").profile] == ["lives-in-lisbon", "prefers-spanish", "likes-tea",
                                                                "maybe-vegan"]  # fmt: skip


def test_context_profile_fits_half_the_recall_budget(kura_home: Path, journals: Path) -> None:
    service = Kura(settings_for(kura_home, journals, recall={"char_budget": 2000}), embedder=HashEmbedder())
    for i in range(8):
        put(service, f"fact-{i}", f"The user fact number {i}: " + "something long about the person " * 3,
            confidence=["high", "medium"][i % 2], updated=dt.date(2026, 1, 1 + i))  # fmt: skip
    out = service.context("global")
    assert 0 < len(out.profile_block) <= 1000
    assert len(out.profile) >= 2 and out.profile_omitted == 8 - len(out.profile) > 0
    order = ["fact-6", "fact-4", "fact-2", "fact-0", "fact-7", "fact-5", "fact-3", "fact-1"]
    shown = [p.slug for p in out.profile]
    assert shown == [s for s in order if s in shown] and shown[0] == "fact-6"  # best first, order kept
    service.close()


def test_context_joins_profile_working_memory_and_recall(kura: Kura) -> None:
    put(kura, "prefers-spanish", "The user prefers answers in Spanish, short and direct.", confidence="high")
    kura.remember(RememberRequest(content="The staging database is pg-staging-2 on port 5433.", scope="repo:shop"))
    state = WorkingState(goal="fix the <deploy> script", todos=[Todo(text="run migrations")], turn_watermark=4)
    kura.wm_write(WorkingMemoryWrite(scope="repo:shop", state=state))
    out = kura.context("repo:shop", query="which language does the user want answers in, and the staging port?",
                       current_turn=6)  # fmt: skip
    assert out.working_memory.stale and 'stale="true"' in out.working_block
    assert "fix the &lt;deploy&gt; script" in out.working_block and "[ ] run migrations" in out.working_block
    assert out.recall is not None and any("pg-staging-2" in m.body for m in out.recall.memories)
    # a memory the profile shows is not repeated by recall
    assert "prefers-spanish" not in {m.slug for m in out.recall.memories}
    assert out.block.count('slug="prefers-spanish"') == 1
    p, w, r = (out.block.index(tag) for tag in ("<user_profile", "<working_memory", "<recalled_memories"))
    assert p < w < r
    fresh = kura.context("repo:shop", current_turn=4)
    assert not fresh.working_memory.stale and "stale" not in fresh.working_block
    with pytest.raises(KuraError):
        kura.context("nope:x")


# --------------------------------------------------------------------------------------------------
# Session end
# --------------------------------------------------------------------------------------------------

CONVERSATION = [
    {"role": "user", "content": "Our release owner is Marta Ruiz, she signs off every release."},
    {"role": "assistant", "content": "Noted: Marta Ruiz signs off releases."},
    {"role": "user", "content": f"the deploy key is {FAKE_KEY}, keep it handy"},
]


def archive_of(kura: Kura) -> list[Path]:
    root = kura.engine("main").store.root / "_archive"
    return sorted(p for p in root.rglob("*") if p.is_file()) if root.is_dir() else []


def test_session_end_refuses_while_todos_are_open_then_forces(kura: Kura) -> None:
    state = WorkingState(goal="release 1.2", todos=[Todo(text="tag it", done=True), Todo(text="announce it")],
                         decisions=["ship on friday"])  # fmt: skip
    kura.wm_write(WorkingMemoryWrite(scope="repo:shop", state=state))
    req = SessionEndRequest(scope="repo:shop", conversation=CONVERSATION)
    with pytest.raises(KuraError) as info:
        kura.session_end(req)
    assert info.value.status == 409 and info.value.code == "todos_open"
    assert info.value.detail == {"open_todos": ["announce it"]}
    assert archive_of(kura) == []  # a refusal changes nothing

    out = kura.session_end(req.model_copy(update={"force": True}))
    assert out.forced and out.cleared_todos == ["tag it"] and out.open_todos == ["announce it"]
    assert not out.distilled and "no model is configured" in (out.skipped_reason or "")
    assert out.redacted == ["aws_access_key"] and out.adapter == "jsonl"
    [saved] = archive_of(kura)
    assert saved.parent.name == "repo-shop" and out.archived.startswith("_archive/repo-shop/")
    data = saved.read_bytes()
    assert FAKE_KEY.encode() not in data and b"Marta Ruiz" in data
    assert [json.loads(x)["role"] for x in data.splitlines()] == ["user", "assistant", "user"]
    left = kura.wm_read("repo:shop").state
    assert left is not None and [t.text for t in left.todos] == ["announce it"] and left.decisions == ["ship on friday"]
    # the same session ended again: the archive is append-only and names the file already there
    again = kura.session_end(req.model_copy(update={"force": True}))
    assert again.already_archived and again.archived == out.archived and archive_of(kura) == [saved]
    audit = [x for x in kura.engine("main").store.audit_lines() if x["event"] == "session_end"]
    assert len(audit) == 1 and audit[0]["forced"] is True


def test_session_end_copies_a_checked_log_and_validates_input(kura: Kura, journals: Path, tmp_path: Path) -> None:
    log = copy_of(journals, "claude")
    out = kura.session_end(SessionEndRequest(log_path=str(log)))
    assert out.adapter == "claude" and not out.forced and out.cleared_todos == [] and out.open_todos == []
    [saved] = archive_of(kura)
    assert saved.read_bytes() == log.read_bytes() and saved.suffix == ".jsonl" and saved.parent.name == "global"
    outside = tmp_path / "x.jsonl"
    outside.write_text('{"role": "user", "content": "hello"}\n')
    with pytest.raises(KuraError) as info:
        kura.session_end(SessionEndRequest(log_path=str(outside)))
    assert info.value.status == 403
    with pytest.raises(KuraError) as info:
        kura.session_end(SessionEndRequest())
    assert info.value.status == 422
    with pytest.raises(ValueError):
        SessionEndRequest(conversation=[])
    with pytest.raises(KuraError) as info:
        kura.session_end(SessionEndRequest(log_path=str(log), conversation=CONVERSATION))
    assert info.value.status == 422


def test_session_end_masks_a_secret_split_by_escape_codes_or_a_control_character(kura: Kura, kura_home: Path) -> None:
    """A tool's coloured output (``grep --color=always PASS .env``) carries escape sequences inside the label and
    the key id, a NUL inside another: the archive is redacted as the text reads."""
    grep = "DB_\x1b[01;31m\x1b[KPASS\x1b[m\x1b[KWORD=Hunter2-prod-77"
    conversation = [
        {"role": "user", "content": "please check the env file"},
        {"role": "tool", "content": f"{grep}\nkey: {FAKE_KEY[:4]}\x1b[1m{FAKE_KEY[4:]}\x1b[0m"},
        {"role": "assistant", "content": f"the old key was {FAKE_KEY[:4]}\x00{FAKE_KEY[4:]}"},
    ]
    out = kura.session_end(SessionEndRequest(conversation=conversation))
    assert set(out.redacted) == {"assigned_secret", "aws_access_key"}
    kura.close()
    for path in kura_home.rglob("*"):
        if path.is_file():
            data = path.read_bytes()
            assert b"Hunter2-prod-77" not in data and FAKE_KEY[4:].encode() not in data, path


SLACK = "xoxb-" + "123456789012-1234567890123-" + "abcdefghijklmnopqrstuvwx"


def test_session_end_refuses_a_scope_that_is_a_secret(kura: Kura, kura_home: Path) -> None:
    """A scope is written as given (the archive's folder name, the audit log): one that reads as a secret is
    refused, 422 ``secret_in_name``, before anything is written."""
    with pytest.raises(KuraError) as info:
        kura.session_end(SessionEndRequest(scope=f"repo:{SLACK}", conversation=CONVERSATION, force=True))
    assert (info.value.code, info.value.status, info.value.detail["field"]) == ("secret_in_name", 422, "scope")
    assert SLACK not in info.value.message and archive_of(kura) == []
    kura.close()
    assert not [
        p for p in kura_home.rglob("*") if SLACK in p.name or (p.is_file() and SLACK.encode() in p.read_bytes())
    ]


SPOT = {
    "candidates": [
        {
            "text": "Marta Ruiz is the release owner and signs off every release.",
            "kind": "fact",
            "type": "project",
            "quotes": [{"class": "USER", "text": "Our release owner is Marta Ruiz, she signs off every release."}],
        },
        {  # only the working memory says this: background is never evidence
            "text": "Releases ship on Friday.",
            "kind": "decision",
            "quotes": [{"class": "USER", "text": "ship on friday"}],
        },
    ]
}
COMPOSE = {
    "title": "Release owner Marta Ruiz",
    "trigger": "Marta Ruiz: release owner, signs off every release",
    "type": "project",
    "body": "Marta Ruiz is the release owner and signs off every release.",
}


def test_session_end_distils_with_the_working_memory_as_background(
    kura_home: Path, journals: Path, server: ModelServer
) -> None:
    server.on("# Task: spot", json.dumps(SPOT))
    server.on("# Task: compose", json.dumps(COMPOSE))
    server.on("# Task: novelty", json.dumps({"action": "ADD", "target": None, "relation": "NEW", "reason": "new"}))
    server.on("# Task: drain", json.dumps({"verdict": "pour", "reason": "true to its quotes"}))
    service = Kura(settings_for(kura_home, journals, models={"thinker": server.profile()}), embedder=HashEmbedder())
    state = WorkingState(goal="release 1.2", todos=[Todo(text="tag it", done=True)], decisions=["ship on friday"])
    service.wm_write(WorkingMemoryWrite(scope="repo:shop", state=state))

    out = service.session_end(SessionEndRequest(scope="repo:shop", conversation=CONVERSATION))
    assert out.distilled and out.skipped_reason is None and out.distill is not None and out.drain is not None
    assert len(out.staged) == 1 and len(out.poured) == 1, (out.distill, out.drain)
    assert out.distill.dropped.get("verbatim") == 1  # the background's words are not quotes
    assert out.tokens.prompt > 0 and out.cleared_todos == ["tag it"]
    mem = service.get(out.poured[0])
    assert mem.scope == "repo:shop" and "Marta Ruiz" in mem.body
    spot = next(r.body for r in server.requests if "# Task: spot" in json.dumps(r.body))
    sent = "\n".join(m["content"] for m in spot["messages"])
    assert "<working_memory" in sent and "ship on friday" in sent and FAKE_KEY not in sent
    # the archived transcript is not distilled twice
    again = service.session_end(SessionEndRequest(scope="repo:shop", conversation=CONVERSATION))
    assert again.already_archived and again.staged == [] and again.poured == []
    service.close()


def test_frozen_store_refuses_session_end(kura_home: Path, journals: Path) -> None:
    settings = settings_for(kura_home, journals, stores={"main": {"write_policy": "frozen"}})
    service = Kura(settings, embedder=HashEmbedder())
    with pytest.raises(KuraError) as info:
        service.session_end(SessionEndRequest(conversation=CONVERSATION))
    assert info.value.status == 403 and archive_of(service) == []
    service.close()


# --------------------------------------------------------------------------------------------------
# Surfaces: REST and MCP
# --------------------------------------------------------------------------------------------------


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


@pytest.mark.anyio
async def test_rest_routes(kura_home: Path, journals: Path) -> None:
    kura_home.mkdir(parents=True, exist_ok=True)
    (kura_home / "kura.toml").write_text("[stores.main]\nwrite_token = 'w-1'\n")
    app = make_app(settings_for(kura_home, journals))
    auth = {"authorization": "Bearer w-1"}
    async with in_process(app) as c:
        log = str(copy_of(journals, "jsonl"))
        r = await c.post("/transcript", json={"log_path": log, "since_turn": 1})
        assert r.status_code == 200 and r.json()["turns"][0]["index"] == 1
        r = await c.post("/transcript", json={"log_path": "/etc/passwd"})
        assert r.status_code == 403 and r.json()["error"]["code"] == "journal_root"
        for named_nothing in (f"{journals}/a\x00b.jsonl", "~no-such-user-of-kura/x.jsonl"):  # never a 500
            r = await c.post("/transcript", json={"log_path": named_nothing})
            assert r.status_code == 403 and r.json()["error"]["code"] == "journal_root", r.text
            r = await c.post("/session/end", json={"log_path": named_nothing, "force": True}, headers=auth)
            assert r.status_code == 403 and r.json()["error"]["code"] == "journal_root", r.text
        r = await c.post("/s/main/transcript", json={"log_path": log, "since_turn": -1})
        assert r.status_code == 422
        state = {"goal": "g", "todos": [{"text": "open one"}]}
        assert (await c.put("/wm", json={"scope": "repo:x", "state": state}, headers=auth)).status_code == 200
        r = await c.post("/context", json={"scope": "repo:x", "query": "anything", "current_turn": 3})
        assert r.status_code == 200 and "<working_memory" in r.json()["block"] and r.json()["recall"] is not None
        body = {"scope": "repo:x", "conversation": [{"role": "user", "content": "done for today"}]}
        r = await c.post("/session/end", json=body)
        assert r.status_code == 401  # a write: the store's write token is needed
        r = await c.post("/session/end", json=body, headers=auth)
        assert r.status_code == 409 and r.json()["error"]["detail"] == {"open_todos": ["open one"]}
        r = await c.post("/session/end", json={**body, "force": True}, headers=auth)
        assert r.status_code == 200 and r.json()["open_todos"] == ["open one"]
        r = await c.post("/session/end", json={"conversation": [{"role": "robot", "content": "x"}]}, headers=auth)
        assert r.status_code == 422


@pytest.mark.anyio
async def test_mcp_tools(kura_home: Path, journals: Path) -> None:
    app = make_app(settings_for(kura_home, journals))
    async with app.router.lifespan_context(app):
        http = httpx2.AsyncClient(transport=httpx2.ASGITransport(app=app), base_url=BASE)
        async with http, Client(streamable_http_client(f"{BASE}/mcp", http_client=http)) as client:
            r = await client.call_tool("kura_context", {"scope": "repo:x"})
            assert not r.is_error and "nothing in memory yet" in r.content[0].text
            await client.call_tool("kura_wm_write", {"scope": "repo:x", "state": {"goal": "ship", "todos": [
                {"text": "write notes"}]}})  # fmt: skip
            r = await client.call_tool("kura_context", {"scope": "repo:x", "current_turn": 1})
            assert "<working_memory" in r.content[0].text and "write notes" in r.content[0].text
            log = str(copy_of(journals, "claude"))
            r = await client.call_tool("kura_transcript_read", {"log_path": log, "since_turn": 3})
            assert not r.is_error and r.structured_content["turns"][0]["index"] == 3
            r = await client.call_tool("kura_transcript_read", {"log_path": log, "since_turn": 3, "limit": 1})
            out = r.structured_content
            assert len(out["turns"]) == 1 and out["more"] and out["next_since_turn"] == 4
            r = await client.call_tool("kura_transcript_read", {"log_path": log, "limit": 0})
            assert r.is_error
            r = await client.call_tool("kura_transcript_read", {"log_path": os.devnull})
            assert r.is_error and "journal root" in r.content[0].text
            conversation = [{"role": "user", "content": "the notes are written"}]
            r = await client.call_tool("kura_session_end", {"scope": "repo:x", "conversation": conversation})
            assert r.is_error and "still open" in r.content[0].text
            r = await client.call_tool("kura_session_end", {"scope": "repo:x", "conversation": conversation,
                                                            "force": True})  # fmt: skip
            assert not r.is_error and r.structured_content["archived"].startswith("_archive/repo-x/")


@pytest.mark.socket
def test_python_client_session_methods(kura_home: Path, journals: Path) -> None:
    from daemon import real_server

    from kura_client import KuraClient, KuraClientError

    with real_server(make_app(settings_for(kura_home, journals))) as url, KuraClient(url) as client:
        state = {
            "goal": "ship 1.2",
            "todos": [{"text": "tag", "done": True}, {"text": "announce"}],
            "turn_watermark": 2,
        }
        assert client.wm_write(state, scope="repo:shop")["state"]["goal"] == "ship 1.2"
        assert client.wm_read("repo:shop", current_turn=3)["stale"] is True
        ctx = client.context("repo:shop", "what are we shipping?", current_turn=2)
        assert "<working_memory" in ctx["block"] and ctx["recall"] is not None
        log = str(copy_of(journals, "codex"))
        first = client.transcript_read(log, limit=4)
        assert len(first["turns"]) == 4 and first["more"]
        rest = client.transcript_read(log, since_turn=first["next_since_turn"])
        assert rest["turns"][0]["index"] == 4 and not rest["more"]
        with pytest.raises(KuraClientError) as info:
            client.transcript_read("/etc/hosts")
        assert info.value.status == 403 and info.value.code == "journal_root"
        with pytest.raises(KuraClientError) as info:
            client.session_end("repo:shop", conversation=CONVERSATION)
        assert info.value.code == "todos_open" and info.value.detail == {"open_todos": ["announce"]}
        ended = client.session_end("repo:shop", conversation=CONVERSATION, force=True)
        assert ended["cleared_todos"] == ["tag"] and ended["open_todos"] == ["announce"] and not ended["distilled"]
        assert client.wm_clear("repo:shop")["state"] is None


def test_cli_context_and_session_end(
    kura_home: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    from kura_server.surfaces.cli import main

    monkeypatch.setenv("KURA_EMBEDDER__KIND", "hash")
    main(["add", "The user prefers terse answers without preamble.", "--type", "user"])
    capsys.readouterr()
    code = main(["context", "--scope", "repo:shop"])
    out = capsys.readouterr().out
    assert code == 0 and out.startswith("<user_profile") and "terse answers" in out
    talk = tmp_path / "talk.json"
    talk.write_text(json.dumps(CONVERSATION))
    code = main(["session-end", "--conversation", str(talk), "--scope", "repo:shop", "--json"])
    result = json.loads(capsys.readouterr().out)
    assert code == 0 and result["archived"].startswith("_archive/repo-shop/") and not result["distilled"]
    talk.write_text("not json")
    assert main(["session-end", "--conversation", str(talk)]) == 1
    assert "not JSON" in capsys.readouterr().err
    assert main(["session-end"]) == 1 and "as --conversation FILE" in capsys.readouterr().err
