"""Names come from redacted text: a slug, file name, title, trigger or index line never holds a secret,
and a redaction mask never becomes part of a slug."""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from daemon import in_process, make_app
from fake_secrets import AWS_ID, GH_TOKEN, PASSWORD
from test_forget import holding
from test_mcp import mcp_client

from kura_server.errors import KuraError
from kura_server.schemas import RecallRequest, RememberRequest, UpdateRequest
from kura_server.settings import load_settings
from kura_server.store.memory import derive_title, new_slug
from kura_server.surfaces.cli import main

if TYPE_CHECKING:
    from kura_server.service import Kura


@pytest.mark.parametrize(
    ("text", "slug"),
    [
        ("The staging password is [REDACTED:password] for the admin user", "staging-password"),
        ("[REDACTED:github_token] pushes the release", "pushes-release"),
        ("token [REDACTED:secret][REDACTED:jwt]", "token"),
        ("[REDACTED:aws_access_key]", "memory"),
        ("Redacted files are kept in the review folder", "redacted-files-kept"),
    ],
)
def test_a_mask_never_becomes_part_of_a_slug(text: str, slug: str) -> None:
    assert new_slug(text) == slug
    assert new_slug(text, {slug}) == f"{slug}-2"


def test_a_manual_write_names_its_memory_from_the_redacted_text(kura: Kura, kura_home: Path) -> None:
    content = f"The staging database password is {PASSWORD} for the admin user; CI pushes with {GH_TOKEN}."
    written = kura.remember(RememberRequest(content=content))
    assert written.action == "ADD" and set(written.redacted) == {"password", "github_token"}
    assert written.slug == "staging-database"  # from the title (its first eight words): the first three
    mem = kura.get(written.slug)
    assert derive_title(mem.body) == mem.title and "[REDACTED:password]" in mem.title
    assert "[REDACTED:password]" in mem.description and "[REDACTED:github_token]" in mem.body
    hit = kura.recall(RecallRequest(question="What is the staging database password?"))
    assert hit.memories and hit.memories[0].slug == written.slug
    shown = hit.model_dump_json()
    assert PASSWORD not in shown and GH_TOKEN not in shown
    kura.close()  # the index's WAL checkpointed: the files are all there is
    for path in kura_home.rglob("*"):
        if path.is_file():
            data = path.read_bytes()
            assert PASSWORD.encode() not in data and GH_TOKEN.encode() not in data, path
            assert b"redacted-password" not in data and b"redacted-github" not in data, path


# A name a caller gives (a tag, the slug, a scope) is written as given: in the memory's file and its name,
# MEMORY.md, the audit log and the index. Redaction reads it with the text; a name it would change is
# refused (a mask is no name), nothing written. The Slack token is lowercase: a valid slug and scope.
SLACK = "xoxb-" + "123456789012-1234567890123-" + "abcdefghijklmnopqrstuvwx"
FACT = "The deploy bot posts release notes to the team channel after each tag."


def refused_name(excinfo: pytest.ExceptionInfo[KuraError], field: str, secret: str) -> None:
    err = excinfo.value
    assert (err.code, err.status, err.detail["field"]) == ("secret_in_name", 422, field)
    assert secret not in err.message and "reads as a secret" in err.message


@pytest.mark.parametrize(
    ("given", "field", "secret"),
    [
        ({"tags": ["release", GH_TOKEN]}, "tag", GH_TOKEN),
        ({"tags": [AWS_ID]}, "tag", AWS_ID),
        ({"slug": SLACK}, "slug", SLACK),
        ({"scope": f"agent:{SLACK}"}, "scope", SLACK),
    ],
)
def test_a_secret_given_as_a_tag_the_slug_or_a_scope_is_refused(
    kura: Kura, kura_home: Path, given: dict, field: str, secret: str
) -> None:
    with pytest.raises(KuraError) as excinfo:
        kura.remember(RememberRequest(content=FACT, **given))
    refused_name(excinfo, field, secret)
    assert list(kura.engine("main").store.slugs()) == []
    kura.close()
    assert holding(kura_home, secret) == []


def test_an_update_that_gives_a_secret_as_a_tag_or_a_scope_is_refused(kura: Kura, kura_home: Path) -> None:
    slug = kura.remember(RememberRequest(content=FACT, tags=["release"])).slug
    for change, field in (({"tags": ["release", GH_TOKEN]}, "tag"), ({"scope": f"agent:{SLACK}"}, "scope")):
        with pytest.raises(KuraError) as excinfo:
            kura.update(slug, UpdateRequest(**change))
        refused_name(excinfo, field, GH_TOKEN if field == "tag" else SLACK)
    mem = kura.get(slug)
    assert (mem.tags, mem.scope) == (["release"], "global")
    kura.close()
    assert holding(kura_home, GH_TOKEN) == [] and holding(kura_home, SLACK) == []


def test_a_secret_of_the_text_repeated_as_a_tag_is_refused(kura: Kura, kura_home: Path) -> None:
    """The body names it ("the password is …"), a tag repeats it bare: masked in the body, refused as a tag."""
    with pytest.raises(KuraError) as excinfo:
        said = "The router admin password is Tr0ub4dor9 since May."
        kura.remember(RememberRequest(content=said, tags=["Tr0ub4dor9"]))
    refused_name(excinfo, "tag", "Tr0ub4dor9")
    kura.close()
    assert holding(kura_home, "Tr0ub4dor9") == []


def test_ordinary_tags_slugs_and_scopes_pass_as_given(kura: Kura) -> None:
    """Names that hold a secret's label word, digits or a hex id are names: none is refused or changed."""
    tags = ["landmine", "db-password", "api_key", "token-rotation", "k8s", "v2", "a3f9c2e", "secret_santa", "ci_cd"]
    names = [
        ("deploy-token-rotation", "repo:kura"),
        ("password-policy", "agent:claude-code"),
        ("aws-keys-2024", "global"),
    ]
    for n, (slug, scope) in enumerate(names):
        text = f"{FACT} Checked {n + 1} times."
        written = kura.remember(RememberRequest(content=text, tags=tags, slug=slug, scope=scope))
        assert (written.action, written.slug, written.redacted) == ("ADD", slug, [])
        mem = kura.get(slug)
        assert (mem.tags, mem.scope) == (tags, scope)
    kura.update("password-policy", UpdateRequest(tags=["password", "pin-code"], scope="repo:secret-store"))
    assert kura.get("password-policy").tags == ["password", "pin-code"]


def test_the_cli_refuses_a_secret_as_a_tag_or_the_slug_in_one_line(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, kura_home: Path
) -> None:
    monkeypatch.setenv("KURA_EMBEDDER__KIND", "hash")
    for flag, secret in (("--tag", GH_TOKEN), ("--slug", SLACK)):
        code = main(["add", FACT, flag, secret])
        err = capsys.readouterr().err
        assert code == 1 and err.startswith("kura: error: ") and err.count("\n") == 1, err
        assert "reads as a secret" in err and secret not in err
    assert holding(kura_home, GH_TOKEN) == [] and holding(kura_home, SLACK) == []


@pytest.mark.anyio
@pytest.mark.parametrize("anyio_backend", ["asyncio"])
async def test_rest_and_mcp_refuse_a_secret_as_a_tag_or_the_slug(kura_home: Path, anyio_backend: str) -> None:
    async with in_process(make_app(load_settings(embedder={"kind": "hash"}))) as c:
        r = await c.post("/remember", json={"content": FACT, "slug": SLACK})
        assert r.status_code == 422 and r.json()["error"]["code"] == "secret_in_name", r.text
        assert SLACK not in r.text
    async with mcp_client(make_app(load_settings(embedder={"kind": "hash"}))) as client:
        r = await client.call_tool("kura_remember", {"content": FACT, "tags": [AWS_ID]})
        assert r.is_error and "tag 1 of 1 reads as a secret (aws_access_key)" in r.content[0].text
    assert holding(kura_home, SLACK) == [] and holding(kura_home, AWS_ID) == []


def test_an_import_refuses_the_row_whose_tag_is_a_secret(kura: Kura, kura_home: Path, tmp_path: Path) -> None:
    rows = tmp_path / "rows.jsonl"
    lines = [
        {"text": FACT, "metadata": {"tags": [GH_TOKEN]}},
        {"text": "Standup is at 09:30 Lisbon time on weekdays.", "metadata": {"tags": ["team"]}},
        {"text": "The office printer sits next to the kitchen.", "slug": SLACK},
    ]
    rows.write_text("".join(json.dumps(line) + "\n" for line in lines))
    result = kura.import_memories(rows)
    assert (result.imported, result.refused) == (1, 2)
    reasons = sorted(i.reason or "" for i in result.items if i.outcome == "refused")
    assert reasons[0].startswith("secret_in_name: tag 1 of 1") and reasons[1].startswith("secret_in_name: the slug")
    kura.close()
    assert holding(kura_home, GH_TOKEN) == [] and holding(kura_home, SLACK) == []
