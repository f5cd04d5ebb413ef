"""Names come from redacted text: a slug, file name, title, trigger or index line never holds a secret,
and a redaction mask never becomes part of a slug."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from fake_secrets import GH_TOKEN, PASSWORD

from kura_server.schemas import RecallRequest, RememberRequest
from kura_server.store.memory import derive_title, new_slug

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
