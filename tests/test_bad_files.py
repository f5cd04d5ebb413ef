"""Memory files that are not what they claim (issue 13, finding 7): broken front matter, a YAML alias bomb,
binary and UTF-16 files. Each is named by ``doctor`` (code and path, one warning per file); an alias never
expands; a file that is not text is never indexed or recalled as text."""

from __future__ import annotations

import time

import pytest

from kura_server.schemas import RecallRequest, RememberRequest
from kura_server.service import Kura
from kura_server.store.memory import decode_memory, file_problem, front_matter, parse_memory

FACT = "The archive lives on the slow disk; the fast NVMe disk is scratch space only."
BOMB = "---\na: &a [x, x, x, x, x, x, x, x, x]\n" + "".join(
    f"{chr(98 + i)}: &{chr(98 + i)} [*{chr(97 + i)}, *{chr(97 + i)}, *{chr(97 + i)}, *{chr(97 + i)}, *{chr(97 + i)}]\n"
    for i in range(9)
) + "title: *j\n---\nbody of the bomb\n"  # fmt: skip
FILES: dict[str, bytes] = {
    "broken-yaml.md": b"---\ntitle: [unclosed\ndescription: x: y: z\n---\nzebra crossing notes\n",
    "alias-bomb.md": BOMB.encode(),
    "binary-blob.md": b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR zebra" + bytes(range(256)),
    "utf16-note.md": "---\ntitle: zebra\n---\nzebra crossing in UTF-16\n".encode("utf-16"),
}
EXPECTED = {
    "alias-bomb.md": "front_matter_invalid",
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
    if EXPECTED[name] == "not_text":
        mem = kura.get(slug)  # what the index holds too: the indexer reads a file the same way
        assert (mem.body, mem.title, mem.description) == ("", slug.replace("-", " ").capitalize(), "")
        assert "IHDR" not in block and "\ufffd" not in block and "zebra" not in block
    else:
        assert "zebra" in kura.get(slug).body or slug == "alias-bomb"  # read as plain text, as before
