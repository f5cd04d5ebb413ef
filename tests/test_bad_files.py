"""Memory files that are not what they claim (issue 13, finding 7): broken front matter, a YAML alias bomb,
a date that cannot be, binary and UTF-16 files. Each is named by ``doctor`` (code and path, one warning per
file); an alias never expands; a file that is not text is never indexed or recalled as text. A header with
keys that are not text, or saved by a Windows editor (CRLF, a byte order mark), is read as any other."""

from __future__ import annotations

import datetime as dt
import time
from pathlib import Path

import pytest

from kura_server.schemas import FeedbackRequest, RecallRequest, RememberRequest, UpdateRequest
from kura_server.service import Kura
from kura_server.store.memory import decode_memory, file_problem, front_matter, parse_memory

FACT = "The archive lives on the slow disk; the fast NVMe disk is scratch space only."
BOMB = "---\na: &a [x, x, x, x, x, x, x, x, x]\n" + "".join(
    f"{chr(98 + i)}: &{chr(98 + i)} [*{chr(97 + i)}, *{chr(97 + i)}, *{chr(97 + i)}, *{chr(97 + i)}, *{chr(97 + i)}]\n"
    for i in range(9)
) + "title: *j\n---\nbody of the bomb\n"  # fmt: skip
FILES: dict[str, bytes] = {
    "broken-yaml.md": b"---\ntitle: [unclosed\ndescription: x: y: z\n---\nzebra crossing notes\n",
    "bad-date.md": b"---\ntitle: Zebra\ncreated: 2024-02-30\n---\nzebra crossing notes\n",
    "alias-bomb.md": BOMB.encode(),
    "binary-blob.md": b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR zebra" + bytes(range(256)),
    "utf16-note.md": "---\ntitle: zebra\n---\nzebra crossing in UTF-16\n".encode("utf-16"),
}
EXPECTED = {
    "alias-bomb.md": "front_matter_invalid",
    "bad-date.md": "front_matter_invalid",
    "binary-blob.md": "not_text",
    "broken-yaml.md": "front_matter_invalid",
    "utf16-note.md": "not_text",
}


def test_an_alias_bomb_never_expands_and_is_named() -> None:
    started = time.perf_counter()
    meta, body, problem = front_matter(BOMB)
    assert (meta, problem) == ({}, "front_matter_invalid") and body == BOMB  # read as plain text
    mem = parse_memory("alias-bomb", BOMB)
    assert len(mem.title) < 200 and time.perf_counter() - started < 2
    ok = "---\ntitle: R&D budget\ndescription: the R&D team\n---\nbody\n"  # an '&' that is no anchor: parsed
    assert front_matter(ok)[0]["title"] == "R&D budget" and front_matter(ok)[2] is None
    big = "---\nnotes: " + "x" * 70_000 + "\n---\nbody\n"
    assert front_matter(big)[2] == "front_matter_too_large"


def test_text_is_told_from_binary_and_utf16() -> None:
    assert decode_memory(FILES["binary-blob.md"]) is None and decode_memory(FILES["utf16-note.md"]) is None
    assert decode_memory("ok — café".encode()) == "ok — café"
    assert file_problem("x.md", b"---\ntitle: fine\n---\nbody\n") is None
    assert file_problem("x.md", b"plain latin-1 caf\xe9").code == "not_utf8"  # type: ignore[union-attr]  # found


@pytest.mark.parametrize("name", sorted(FILES))
def test_doctor_warns_per_bad_file_and_binary_is_not_indexed_as_text(kura: Kura, name: str) -> None:
    kura.remember(RememberRequest(content=FACT))
    root = kura.engine("main").store.root
    (root / name).write_bytes(FILES[name])
    report = kura.doctor()
    assert [(p.code, p.path) for p in report.problems] == [(EXPECTED[name], name)]
    assert report.problems[0].message.startswith(name)
    slug = name[:-3]
    block = kura.recall(RecallRequest(question="zebra crossing", k=10)).block
    assert f"]({name})" not in (root / "MEMORY.md").read_text()  # indexed, yet no memory the map names
    assert report.drift.missing_lines == [slug]
    if EXPECTED[name] == "not_text":
        mem = kura.get(slug)  # what the index holds too: the indexer reads a file the same way
        assert (mem.body, mem.title, mem.description) == ("", slug.replace("-", " ").capitalize(), "")
        assert "IHDR" not in block and "\ufffd" not in block and "zebra" not in block
    else:
        assert "zebra" in kura.get(slug).body or slug == "alias-bomb"  # read as plain text, as before


@pytest.mark.parametrize(
    "line",
    [
        "created: 2024-02-30",
        "updated: 0000-01-01",
        "2024-13-01: a key that cannot be a date",
        "when: 2024-01-01 10:00:00 +99:00",
        "sure: !!bool maybe",
        "at: !!timestamp soon",
        "count: !!int many",
    ],
)
def test_a_value_its_tag_cannot_be_is_invalid_front_matter(line: str) -> None:
    text = f"---\ntitle: Zebra\n{line}\n---\nzebra crossing notes\n"
    assert front_matter(text) == ({}, text, "front_matter_invalid")  # read as plain text, as broken YAML is
    assert file_problem("x.md", text.encode()).code == "front_matter_invalid"  # type: ignore[union-attr]
    assert parse_memory("x", text).body == text


SCOPED = "---\ntitle: {title}\ndescription: how the credentials are rotated\nscope: {scope}\n---\n\n{body}\n"


def test_a_hand_written_scope_is_read_lower_cased_or_kept_apart_never_as_global(kura: Kura) -> None:
    """A scope a person wrote in capitals is read lower-cased; one that is still no kura scope is kept as
    written, so no scoped recall or context finds it (it is nobody's scope: only a recall of every scope
    does); doctor names both, and kura's next rewrite of the file keeps the person's scope."""
    kura.remember(RememberRequest(content=FACT))
    root = kura.engine("main").store.root
    payroll, team = root / "payroll-rotation.md", root / "team-rotation.md"
    payroll.write_text(SCOPED.format(title="Payroll rotation", scope="repo:PayrollApp", body="The payroll "
                       "database credentials are rotated every Monday by the ops on-call."))  # fmt: skip
    team.write_text(SCOPED.format(title="Team rotation", scope="team/payroll", body="The team database "
                    "credentials are rotated every Friday by the ops on-call."))  # fmt: skip
    question = "how are the database credentials rotated"

    def recalled(scope: str | None) -> set[str]:
        slugs = {m.slug for m in kura.recall(RecallRequest(question=question, scope=scope, k=10)).memories}
        return slugs & {"payroll-rotation", "team-rotation"}

    assert recalled("repo:website") == set() and recalled("global") == set()
    assert {m.slug for m in kura.context(scope="agent:helper", query=question).recall.memories} & {
        "payroll-rotation", "team-rotation"
    } == set()  # fmt: skip
    assert recalled("repo:payrollapp") == {"payroll-rotation"}
    assert recalled(None) == {"payroll-rotation", "team-rotation"}
    assert (kura.get("payroll-rotation").scope, kura.get("team-rotation").scope) == ("repo:payrollapp", "team/payroll")
    assert [(p.code, p.path) for p in kura.doctor().problems] == [
        ("scope_normalised", "payroll-rotation.md"),
        ("scope_invalid", "team-rotation.md"),
    ]
    for slug in ("payroll-rotation", "team-rotation"):
        kura.update(slug, UpdateRequest(tags=["ops"]))
    assert "\nscope: repo:payrollapp\n" in payroll.read_text() and "\nscope: team/payroll\n" in team.read_text()
    assert recalled("repo:website") == set() and recalled("repo:payrollapp") == {"payroll-rotation"}
    assert [(p.code, p.path) for p in kura.doctor().problems] == [("scope_invalid", "team-rotation.md")]


def test_a_note_with_a_date_that_cannot_be_is_imported_as_plain_text(kura: Kura, tmp_path: Path) -> None:
    (tmp_path / "shed.md").write_text("---\ntitle: Shed\ncreated: 2024-02-30\n---\nThe shed key hangs by the door.\n")
    result = kura.import_memories(tmp_path, format="notes")
    assert (result.imported, result.refused) == (1, 0)
    slug = result.items[0].slug
    assert slug is not None and "The shed key hangs by the door." in kura.get(slug).body


ODD_KEYS = (
    "---\ntitle: Odd keys\nmetadata:\n  type: user\n2: two\nnull: nothing\ntrue: kept\n1.5: half\n2024-01-01: day\n"
    "---\n"
)
ODD_EXTRA = {2: "two", None: "nothing", True: "kept", 1.5: "half", dt.date(2024, 1, 1): "day"}


def test_keys_that_are_not_text_are_read_and_written_back_as_they_were(kura: Kura) -> None:
    kura.remember(RememberRequest(content=FACT))
    store = kura.engine("main").store
    path = store.root / "odd-keys.md"
    path.write_text(ODD_KEYS + "\nA note a host wrote about zebra crossings.\n")
    report = kura.doctor()  # its sync gave the file put there by hand its MEMORY.md line
    assert report.problems == [] and report.ok
    assert "](odd-keys.md) — A note a host wrote" in store.index_path().read_text()
    assert "odd-keys" in [m.slug for m in kura.list()] and len(kura.list()) == 2
    assert (kura.get("odd-keys").title, kura.get("odd-keys").type) == ("Odd keys", "user")
    assert "odd-keys" in [m.slug for m in kura.recall(RecallRequest(question="zebra crossings", k=10)).memories]
    assert store.read("odd-keys").extra == ODD_EXTRA
    kura.feedback(FeedbackRequest(slug="odd-keys", direction="up"))  # kura rewrites the file
    after = path.read_text()
    for line in ("2: two", "null: nothing", "true: kept", "1.5: half", "2024-01-01: day", "confidence: high"):
        assert f"\n{line}\n" in after
    assert store.read("odd-keys").extra == ODD_EXTRA


HEADER = "---\ntitle: Windows Title\ndescription: edited on windows\nmetadata:\n  type: user\nconfidence: high\n---\n\n"
WINDOWS = {
    "crlf-edit": (HEADER + "The user edits zebra notes in Notepad.\nSecond line.\n").replace("\n", "\r\n").encode(),
    "bom-edit": b"\xef\xbb\xbf" + (HEADER + "The user saves zebra notes with a BOM.\n").encode(),
    "both-edit": b"\xef\xbb\xbf" + (HEADER + "A zebra note from an old editor.\n").replace("\n", "\r\n").encode(),
}


@pytest.mark.parametrize("slug", sorted(WINDOWS))
def test_a_header_saved_by_a_windows_editor_is_read_and_kept(kura: Kura, slug: str) -> None:
    kura.remember(RememberRequest(content=FACT))
    path = kura.engine("main").store.root / f"{slug}.md"
    path.write_bytes(WINDOWS[slug])
    assert kura.doctor().problems == []
    mem = kura.get(slug)
    assert (mem.title, mem.description, mem.type, mem.confidence) == (
        "Windows Title",
        "edited on windows",
        "user",
        "high",
    )
    assert mem.body.startswith("The user") or mem.body.startswith("A zebra")
    assert "\r" not in mem.body and "\ufeff" not in mem.body and "title:" not in mem.body
    kura.feedback(FeedbackRequest(slug=slug, direction="down"))  # kura rewrites the file: its own way, "\n"
    after = path.read_bytes()
    assert b"\r" not in after and not after.startswith(b"\xef\xbb\xbf") and after.count(b"title: Windows Title") == 1
    mem = kura.get(slug)
    assert (mem.title, mem.description, mem.type, mem.confidence) == (
        "Windows Title",
        "edited on windows",
        "user",
        "medium",
    )
