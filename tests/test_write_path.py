"""The manual write's path: MEMORY.md gets a new memory's line appended to its bytes as they were,
the slugs taken are asked of the file system one candidate at a time, the fsyncs are grouped."""

from __future__ import annotations

import os
import threading
from pathlib import Path

import pytest

from kura_server.schemas import RememberRequest
from kura_server.service import Kura

FACT = "The staging database is pg-staging-2 on port 5433 behind the bastion."


def test_a_new_memory_s_line_is_appended_to_memory_md_byte_for_byte(kura: Kura) -> None:
    root = kura.engine("main").store.root
    kura.remember(RememberRequest(content="The release train leaves every second Tuesday at noon."))
    index = root / "MEMORY.md"
    before = index.read_bytes() + b"A host's own note,\tkept as written \xe2\x80\x94 and a repeat:\n"
    before += [line for line in before.splitlines(keepends=True) if line.startswith(b"- [")][0]
    index.write_bytes(before)
    slug = kura.remember(RememberRequest(content=FACT)).slug
    after = index.read_bytes()
    assert after.startswith(before) and after[len(before) :].decode().startswith("- [")
    assert after.count(f"({slug}.md)".encode()) == 1 and after.endswith(b"\n")


def test_a_slug_taken_by_any_file_is_not_reused(kura: Kura) -> None:
    root = kura.engine("main").store.root
    first = kura.remember(RememberRequest(content=FACT)).slug
    kura.forget(first)
    (root / f"{first}.md").symlink_to(root / "elsewhere.txt")  # a dangling link: not a memory, still a name
    (root / "elsewhere.txt").write_text("not a memory\n")
    again = kura.remember(RememberRequest(content=FACT)).slug
    assert again == f"{first}-2"


def test_a_manual_write_makes_six_fsyncs(kura: Kura, monkeypatch: pytest.MonkeyPatch) -> None:
    kura.remember(RememberRequest(content="The release train leaves every second Tuesday at noon."))
    calls: list[int] = []
    real = os.fsync
    writer = threading.get_ident()

    def counted(fd: int) -> None:
        if threading.get_ident() == writer:  # a background thread left by another test is not this write
            calls.append(fd)
        real(fd)

    monkeypatch.setattr(os, "fsync", counted)
    kura.remember(RememberRequest(content=FACT))
    # the evidence manifest (file, folder), the memory file, MEMORY.md, the store folder once for both
    # renames, the audit line; SQLite's WAL commit does not fsync (synchronous = NORMAL)
    assert len(calls) == 6


def test_the_store_folder_is_made_durable_after_both_renames(kura: Kura, monkeypatch: pytest.MonkeyPatch) -> None:
    kura.remember(RememberRequest(content="The release train leaves every second Tuesday at noon."))
    root = kura.engine("main").store.root
    events: list[str] = []
    real_replace, real_open = os.replace, os.open

    def replace(src: str | Path, dst: str | Path) -> None:
        events.append(f"rename {Path(dst).name}")
        real_replace(src, dst)

    def opened(path: str | Path, flags: int, *args: int) -> int:
        if Path(path) == root:
            events.append("fsync store folder")
        return real_open(path, flags, *args)

    monkeypatch.setattr(os, "replace", replace)
    monkeypatch.setattr(os, "open", opened)
    slug = kura.remember(RememberRequest(content=FACT)).slug
    at = events.index(f"rename {slug}.md")
    assert events[at : at + 3] == [f"rename {slug}.md", "rename MEMORY.md", "fsync store folder"]
