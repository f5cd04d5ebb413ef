"""Real kills in the middle of ``MEMORY.md``'s in-place append: a new memory's line is appended to
``MEMORY.md`` (``O_APPEND`` + fsync) once its file is durable, so a kill (or a power cut) mid-append
leaves a torn last line. Opening the store finishes it from the memory's file: every acknowledged write
is there, the torn line is whole, ``doctor`` is clean with nothing to fix. A kill while the open
finishes it leaves a tail the next open finishes. A host's own last line without a newline stays."""

from __future__ import annotations

import json
import os
import re
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from kill_child import Zygote
from test_distill import memories
from test_kills import whole
from test_snapshots import FACTS

from kura_server.embed.hashing import HashEmbedder
from kura_server.service import Kura
from kura_server.settings import load_settings

pytestmark = pytest.mark.skipif(os.name != "posix", reason="the children are forked and killed with SIGKILL")


@pytest.fixture(scope="module")
def zygote(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Zygote]:
    with Zygote(tmp_path_factory.mktemp("zygote")) as z:
        yield z


def open_kura(settings: dict[str, Any]) -> Kura:
    return Kura(load_settings(**settings), embedder=HashEmbedder())


def lines(root: Path) -> list[str]:
    return [line for line in (root / "MEMORY.md").read_text(encoding="utf-8").splitlines() if line.startswith("- [")]


def killed_mid_append(tmp_path: Path, zygote: Zygote) -> tuple[dict[str, Any], Path, list[dict[str, str]]]:
    """The last of ``FACTS`` killed in the middle of appending its line (its 3rd file step: the evidence,
    the memory file, then the append): the settings, the store root, the acknowledged writes."""
    home, acks = tmp_path / "home", tmp_path / "acks.jsonl"
    settings = {"home": home, "embedder": {"kind": "hash"}}
    zygote.killed("remember", settings=settings, facts=FACTS, acks=acks, nth=3, after=False, torn=True)
    acked = [json.loads(line) for line in acks.read_text().splitlines()]
    assert len(acked) == len(FACTS) - 1
    return settings, home / "stores" / "main", acked


def test_a_kill_mid_append_leaves_a_torn_line_that_opening_the_store_finishes(tmp_path: Path, zygote: Zygote) -> None:
    settings, root, acked = killed_mid_append(tmp_path, zygote)
    raw = (root / "MEMORY.md").read_bytes()
    assert not raw.endswith(b"\n") and raw.rsplit(b"\n", 1)[1].startswith(b"- [")  # torn

    kura = open_kura(settings)
    kura.engine("main").index  # noqa: B018 - the store opened (its index: the first recall or write)
    bodies = memories(kura)
    for ack in acked:
        assert bodies[ack["slug"]] == ack["content"]
    in_flight = [slug for slug, body in bodies.items() if body not in {a["content"] for a in acked}]
    assert [bodies[slug] for slug in in_flight] == [FACTS[-1]]  # its file was durable before the append
    store = kura.engine("main").store
    assert (root / "MEMORY.md").read_bytes().endswith(b"\n")
    assert lines(root) == [store.read(slug).index_line() for slug in [a["slug"] for a in acked] + in_flight]
    doctor = kura.doctor()
    assert doctor.ok and not doctor.drift.missing_lines and not doctor.fixed, doctor.drift
    kura.close()
    whole(root.parents[1])


def test_a_kill_while_the_open_finishes_the_torn_line_is_finished_by_the_next_open(
    tmp_path: Path, zygote: Zygote
) -> None:
    settings, root, acked = killed_mid_append(tmp_path, zygote)
    torn = (root / "MEMORY.md").read_bytes()
    zygote.killed("reopen", settings=settings, nth=1, after=False, torn=True)  # the finishing append, torn
    again = (root / "MEMORY.md").read_bytes()
    assert again.startswith(torn) and len(again) > len(torn) and not again.endswith(b"\n")

    kura = open_kura(settings)
    assert kura.doctor().ok
    assert len(lines(root)) == len(FACTS) and (root / "MEMORY.md").read_bytes().endswith(b"\n")
    assert {e.slug for e in kura.engine("main").store.index_entries()} == set(kura.engine("main").store.slugs())
    kura.close()


def test_nul_bytes_a_power_cut_left_are_cut_and_the_line_finished(tmp_path: Path, zygote: Zygote) -> None:
    settings, root, _ = killed_mid_append(tmp_path, zygote)
    path = root / "MEMORY.md"
    path.write_bytes(path.read_bytes() + b"\0" * 40)  # the blocks the disk had not written yet
    kura = open_kura(settings)
    kura.engine("main").index  # noqa: B018 - opening the store is the point
    assert b"\0" not in path.read_bytes() and path.read_bytes().endswith(b"\n")
    assert len(lines(root)) == len(FACTS) and kura.doctor().ok
    kura.close()


def test_a_host_s_own_last_line_without_a_newline_is_left_as_it_is(tmp_path: Path) -> None:
    settings = {"home": tmp_path / "home", "embedder": {"kind": "hash"}}
    kura = open_kura(settings)
    from kura_server.schemas import RememberRequest

    kura.remember(RememberRequest(content=FACTS[0]))
    kura.close()
    path = tmp_path / "home" / "stores" / "main" / "MEMORY.md"
    host = path.read_bytes() + b"- [Notes](notes-of-the-host.md) \xe2\x80\x94 kept as written"
    path.write_bytes(host)
    kura = open_kura(settings)
    kura.engine("main").index  # noqa: B018 - opening the store is the point
    assert path.read_bytes() == host
    kura.close()


NOTES = 500  # files of a folder of notes opened the first time: 63 batches of 8 in the killed child
BATCH = 8  # the indexer's batch there (32 in kura): the same 63 appends from a quarter of the files (2,000 before)


@pytest.fixture(scope="module")
def notes(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A home whose store is a folder of 500 notes written by hand: no ``MEMORY.md``, no index; one in three
    has a front matter title (some not ASCII), the rest are plain text."""
    home = tmp_path_factory.mktemp("notes") / "home"
    root = home / "stores" / "main"
    root.mkdir(parents=True)
    for n in range(NOTES):
        text = f"Note {n} of the field book: shelf {n % 41}, box {n % 13}, checked on day {n % 29}.\n"
        if n % 3 == 0:
            text = f"---\ntitle: Feldbuch Größe {n}\n---\n{text}"
        (root / f"note-{n:04d}.md").write_text(text, encoding="utf-8")
    return home


@pytest.mark.parametrize(
    ("nth", "after", "torn"),
    [(2, True, False), (33, False, True),
     *(pytest.param(*case, marks=pytest.mark.slow)  # two rebuilds of 500 files a case: seconds
       for case in ((1, False, False), (2, False, False), (3, False, True), (3, True, False), (64, False, True),
                    (64, True, False)))],
)  # fmt: skip
def test_a_first_open_of_a_folder_of_notes_killed_at_any_step_leaves_each_file_one_line(
    tmp_path: Path, zygote: Zygote, notes: Path, nth: int, after: bool, torn: bool
) -> None:
    """The rebuild that gives each of 500 unlisted notes its ``MEMORY.md`` line (a batch's lines one append, a batch of
    ``BATCH`` files in the killed child), killed with SIGKILL at its ``nth`` file step — ``MEMORY.md`` made (1), the
    first batch's lines written in it (2), a later batch's append (3…64, the last) — before it, after it, or half of
    that append written: the next open leaves every file exactly one whole line, no line for a file that is not there,
    and doctor clean."""
    home = tmp_path / "home"
    shutil.copytree(notes, home)
    settings = {"home": home, "embedder": {"kind": "hash"}}
    zygote.killed("enlist", settings=settings, nth=nth, after=after, torn=torn, batch=BATCH)
    root = home / "stores" / "main"
    if torn:
        assert not (root / "MEMORY.md").read_bytes().endswith(b"\n")
    kura = open_kura(settings)
    kura.engine("main").index  # noqa: B018 - the store opened again: its index built, the lines given
    raw = (root / "MEMORY.md").read_bytes()
    assert raw.endswith(b"\n") and b"\0" not in raw
    named = [m.group(1) for line in lines(root) if (m := re.search(r"\]\(([^()]+)\.md\)", line))]
    assert len(named) == len(lines(root))
    files = sorted(p.stem for p in root.glob("*.md") if p.name != "MEMORY.md")
    assert len(files) == NOTES and sorted(named) == files  # each file one line, no line for none
    store = kura.engine("main").store
    assert lines(root) == [store.read(slug).index_line() for slug in named]  # each the line a write makes
    doctor = kura.doctor()
    assert doctor.ok and not doctor.drift.missing_lines and not doctor.fixed, doctor.drift
    kura.close()
