"""One containment check (``store.paths.contained``) for every path built from input, and id shapes
validated with full matches (``$`` matches before a trailing newline)."""

from __future__ import annotations

from pathlib import Path

import pytest

from kura_server.distill.sources import check_journal_path, journal_files
from kura_server.errors import KuraError
from kura_server.evolve import snapshots
from kura_server.models.prompts import prompt
from kura_server.review import ReviewQueue
from kura_server.settings import JournalSource, load_settings
from kura_server.store.paths import contained, safe_child, validate_slug
from kura_server.store.store import Store


def test_contained_follows_symlinks_and_accepts_the_root_itself(tmp_path: Path) -> None:
    root, outside = tmp_path / "root", tmp_path / "outside"
    (root / "sub").mkdir(parents=True)
    outside.mkdir()
    (root / "escape").symlink_to(outside)
    assert contained(root / "sub" / "x.jsonl", [root]) == (root / "sub" / "x.jsonl").resolve()
    assert contained(root, [root]) == root.resolve()
    assert contained(root / "sub" / ".." / ".." / "outside", [root]) is None
    assert contained(root / "escape" / "x", [root]) is None  # a symlink out is out
    assert contained(outside / "x", [tmp_path / "nowhere", outside]) == (outside / "x").resolve()  # any root
    assert contained(tmp_path / "rootish", [root]) is None  # a sibling sharing a prefix is not inside
    assert contained(root / "x", []) is None


def test_journal_paths_and_children_go_through_the_one_check(tmp_path: Path) -> None:
    root = tmp_path / "journals"
    root.mkdir()
    (root / "link").symlink_to(tmp_path)
    assert check_journal_path(root / "a.jsonl", [root]) == (root / "a.jsonl").resolve()
    for bad in (tmp_path / "x.jsonl", root / "link" / "x.jsonl", root / ".." / "x.jsonl"):
        with pytest.raises(KuraError) as info:
            check_journal_path(bad, [root])
        assert (info.value.code, info.value.status) == ("journal_root", 403)
    with pytest.raises(KuraError) as info:
        safe_child(root, "link/x.md")
    assert info.value.code == "unsafe_path"


def test_journal_files_are_the_files_inside_their_root(tmp_path: Path) -> None:
    root, store = tmp_path / "journals", tmp_path / "stores" / "main"
    (root / "sub").mkdir(parents=True)
    store.mkdir(parents=True)
    for path in (root / "a.jsonl", root / "sub" / "b.jsonl", store / "memory.jsonl", tmp_path / "x.jsonl"):
        path.write_text("{}\n")
    (root / "store").symlink_to(store)  # a folder linked out: a store's own files
    (root / "x.jsonl").symlink_to(tmp_path / "x.jsonl")  # a file linked out
    (root / "again.jsonl").symlink_to(root / "a.jsonl")  # a link that stays inside
    found = journal_files(JournalSource(path=root, glob="**/*.jsonl"))
    assert found == [root / "a.jsonl", root / "again.jsonl", root / "sub" / "b.jsonl"]


@pytest.mark.parametrize("tail", ["\n", "\r\n", " ", "\x00"])
def test_ids_with_a_trailing_character_are_refused(tmp_path: Path, tail: str) -> None:
    with pytest.raises(KuraError) as info:
        validate_slug("good-slug" + tail)
    assert info.value.code == "unsafe_path"
    store = Store("main", tmp_path / "store")
    store.ensure()
    with pytest.raises(KuraError) as info:
        snapshots.folder_of(store, "20261130T120000Z-abcdef" + tail)
    assert (info.value.code, info.value.status) == ("unsafe_path", 400)
    queue = ReviewQueue(store)
    item = queue.add("test", "a reason")
    assert queue.get(item).id == item
    with pytest.raises(KuraError) as info:
        queue.get(item + tail)
    assert info.value.status == 404
    with pytest.raises(KuraError) as info:
        prompt("charter" + tail)
    assert info.value.code == "prompt_not_found"


def test_store_names_with_a_trailing_newline_are_refused(kura_home: Path) -> None:
    with pytest.raises(KuraError) as info:
        load_settings(default_store="main\n")
    assert info.value.code == "config_invalid"
    kura_home.mkdir(parents=True)
    (kura_home / "kura.toml").write_text('[stores."notes\\n"]\n')
    with pytest.raises(KuraError):
        load_settings()
