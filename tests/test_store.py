from __future__ import annotations

import datetime as dt
import os
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest
from filelock import FileLock
from hypothesis import given, settings
from hypothesis import strategies as st

from kura_server.errors import KuraError
from kura_server.store import Memory, Store, atomic_write, new_slug, parse_memory, render_memory, safe_child
from kura_server.store import store as store_module
from kura_server.store.memory import derive_title, derive_trigger
from kura_server.store.paths import unsafe_entries, validate_slug
from kura_server.store.undo import restore_on_failure

HOST_FILE = """---
name: user role
description: the user is a data scientist focused on observability
type: user
---

The user is a data scientist; they care about logging and tracing.
"""


def make(slug: str = "archive-on-slow-disk", **kw) -> Memory:
    base = dict(
        slug=slug,
        title="Archive on slow disk",
        trigger="the archive lives on the slow disk; the fast one stays scratch",
        body="The archive goes on the slow disk. The fast disk is scratch space.\n\nRelated: [[disk-layout]]\n",
        created=dt.date(2026, 8, 19),
        updated=dt.date(2026, 8, 19),
        tags=["landmine"],
    )
    base.update(kw)
    return Memory(**base)


@pytest.mark.parametrize(
    "bad",
    ["..", "../etc/passwd", "a/b", "/abs", "a\x00b", "Upper", "with space", "-lead", "trail-", "", "a.md",
     "_workshop", "x" * 200, "a\\b", "c:evil"],
)  # fmt: skip
def test_bad_slugs_refused(bad: str) -> None:
    with pytest.raises(KuraError) as info:
        validate_slug(bad)
    assert info.value.code == "unsafe_path"


def test_good_slugs() -> None:
    for good in ["a", "archive-on-slow-disk", "feedback_testing", "v2-notes-2026"]:
        assert validate_slug(good) == good


def test_safe_child_refuses_escapes(tmp_path: Path) -> None:
    root = tmp_path / "store"
    root.mkdir()
    outside = tmp_path / "outside"
    outside.mkdir()
    (root / "link").symlink_to(outside)
    for name in ["../x", "/etc/passwd", "a/../../x", "link/secret.md", "nul\x00.md", ""]:
        with pytest.raises(KuraError):
            safe_child(root, name)
    assert safe_child(root, "ok.md") == root.resolve() / "ok.md"


def test_symlinked_memory_pointing_out_is_not_read(tmp_path: Path) -> None:
    store = Store("s", tmp_path / "s")
    store.ensure()
    secret = tmp_path / "secret.md"
    secret.write_text("---\nname: secret\n---\nprivate\n")
    (store.root / "secret.md").symlink_to(secret)
    files, foreign = store.scan()
    assert "secret" not in files and "secret.md" in foreign
    with pytest.raises(KuraError):
        store.read("secret")


def test_round_trip_keeps_everything() -> None:
    mem = make(extra={"source": "import", "metadata": {"origin": "host"}}, valid_to=dt.date(2027, 1, 1))
    text = render_memory(mem)
    assert text.startswith("---\nname: archive-on-slow-disk\n")
    assert "metadata:\n  type: project\n  origin: host\n" in text
    again = parse_memory(mem.slug, text)
    assert again == mem
    assert again.links == ["disk-layout"]


def test_host_format_is_read_without_conversion(tmp_path: Path) -> None:
    root = tmp_path / "host-memory"
    root.mkdir()
    (root / "user_role.md").write_text(HOST_FILE)
    (root / "feedback_testing.md").write_text(
        "---\nname: testing\ndescription: d\nmetadata:\n  type: feedback\n---\nb\n"
    )
    (root / "MEMORY.md").write_text(
        "# Memory\n\n- [User role](user_role.md) — data scientist, observability\n"
        "- [Testing](feedback_testing.md) — integration tests hit a real database\n"
    )
    store = Store("host", root)
    mems = {m.slug: m for m in store.read_all()}
    assert mems["user_role"].type == "user"
    assert mems["user_role"].title == "User role"  # title from the MEMORY.md line
    assert mems["feedback_testing"].type == "feedback"
    assert [e.slug for e in store.index_entries()] == ["user_role", "feedback_testing"]


def test_workshop_and_index_file_are_never_memories(tmp_path: Path) -> None:
    store = Store("s", tmp_path / "s")
    store.ensure()
    store.workshop("_drafts").joinpath("draft.md").write_text("---\nname: draft\n---\nnot yet\n")
    (store.root / "_notes.md").write_text("workshop")
    (store.root / ".hidden.md").write_text("hidden")
    store.write(make())
    assert store.slugs() == ["archive-on-slow-disk"]


def test_memory_md_is_kept_in_step_and_keeps_foreign_lines(tmp_path: Path) -> None:
    store = Store("s", tmp_path / "s")
    store.ensure()
    index = store.root / "MEMORY.md"
    index.write_text("# My memory\n\nSome words a person wrote.\n")
    with store.write_lock():
        store.write(make("first", title="First"))
        store.write(make("second", title="Second"))
        store.write(make("first", title="First again"))
    lines = index.read_text().splitlines()
    assert lines[:3] == ["# My memory", "", "Some words a person wrote."]
    assert [e.slug for e in store.index_entries()] == ["first", "second"]
    assert store.index_entries()[0].title == "First again"
    with store.write_lock():
        store.delete("first")
    assert [e.slug for e in store.index_entries()] == ["second"]
    assert "Some words a person wrote." in index.read_text()
    with pytest.raises(KuraError) as info:
        store.delete("first")
    assert info.value.status == 404


def test_a_write_lock_held_elsewhere_past_the_wait_is_store_busy(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    store = Store("s", tmp_path / "s")
    store.ensure()
    monkeypatch.setattr(store_module, "WRITE_LOCK_TIMEOUT", 0.05)
    other = FileLock(str(store.root / "_locks" / "write.lock"), thread_local=False)  # another process's handle
    with other:
        with pytest.raises(KuraError) as info, store.write_lock():
            pytest.fail("the lock was taken while another handle held it")
        assert (info.value.code, info.value.status) == ("store_busy", 503)
        assert "another kura process is writing store 's'" in info.value.message and "try again" in info.value.message
    with store.write_lock():  # let go: the store's own lock is whole again
        store.write(make("first", title="First"))
    assert store.slugs() == ["first"]


def test_a_write_lock_another_thread_keeps_past_the_wait_is_store_busy(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A thread of this process keeping the write lock (a rebuild asked over REST runs for minutes at 100k)
    is the same 503 for the request waiting on it, not a request held until it is done."""
    store = Store("s", tmp_path / "s")
    store.ensure()
    monkeypatch.setattr(store_module, "WRITE_LOCK_TIMEOUT", 0.05)
    entered, done = threading.Event(), threading.Event()

    def keep() -> None:
        with store.write_lock():
            entered.set()
            done.wait(10)

    holder = threading.Thread(target=keep)
    holder.start()
    try:
        assert entered.wait(10)
        with pytest.raises(KuraError) as info, store.write_lock():
            pytest.fail("the lock was taken while another thread held it")
        assert (info.value.code, info.value.status) == ("store_busy", 503)
        assert "this kura is writing store 's'" in info.value.message and "try again" in info.value.message
    finally:
        done.set()
        holder.join()
    with store.write_lock(), store.write_lock():  # re-entrant in one thread, and whole again
        store.write(make("first", title="First"))
    assert store.slugs() == ["first"]


def test_index_line_is_one_line() -> None:
    mem = make(title="A [tricky]\ntitle", trigger="two\nlines  here")
    assert mem.index_line() == "- [A (tricky) title](archive-on-slow-disk.md) — two lines here"


def test_age_comes_from_dates_not_mtime(tmp_path: Path) -> None:
    store = Store("s", tmp_path / "s")
    store.ensure()
    store.write(make(created=dt.date(2020, 1, 2), updated=None))
    os.utime(store.path_of("archive-on-slow-disk"), (0, 2_000_000_000))
    assert store.read("archive-on-slow-disk").age_date == dt.date(2020, 1, 2)


def test_atomic_write_leaves_old_file_on_failure(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    target = tmp_path / "f.md"
    atomic_write(target, "old")

    def boom(*_a, **_k):
        raise OSError("disk full")

    monkeypatch.setattr(os, "replace", boom)
    with pytest.raises(OSError):
        atomic_write(target, "new")
    assert target.read_text() == "old"
    assert [p.name for p in tmp_path.iterdir()] == ["f.md"]  # no temp file left behind


def test_new_slug_is_kebab_and_unique() -> None:
    assert new_slug("The Archive lives on the SLOW disk!") == "archive-lives-slow"
    assert new_slug("Café déjà vu", {"cafe-deja-vu"}) == "cafe-deja-vu-2"
    assert new_slug("日本語だけ") == "memory"
    validate_slug(new_slug("x" * 300))


def test_a_new_slug_is_short_and_says_what_the_memory_is() -> None:
    """The map shows a slug on every line: its first three distinct content words, the third only within
    20 characters; the first two however long (a slug of one word of two says too little)."""
    assert new_slug("Never push directly to main; open a pull request.") == "never-push-directly"
    assert new_slug("Deploys to production need a green CI run") == "deploys-production"  # + "need": 24 > 20
    assert new_slug("Kubernetes deployment rollback uses helm") == "kubernetes-deployment"  # two words always
    assert new_slug("Tests before tests: run the suite first") == "tests-before-run"  # a word said once
    assert new_slug("Tests before tests", {"tests-before"}) == "tests-before-2"
    assert new_slug("The of and", ()) == "the-of-and"  # only stopwords: the words themselves
    for text in ("The Archive lives on the SLOW disk!", "x" * 300, "Kubernetes deployment rollback uses helm"):
        slug = new_slug(text)
        assert len(slug.split("-")) <= 3 and len(slug) <= 60 and validate_slug(slug) == slug
    # a name given in a file (an import) keeps up to six words and 60 characters, as slugs did before
    assert new_slug("Meeting notes 2024-03-12 with the design team", (), 6, 60) == "meeting-notes-2024-03-12-with"


def test_a_slug_names_a_memory_written_in_another_script() -> None:
    """Cyrillic, Greek and Hangul are romanized, not dropped (they gave ``memory``, ``memory-2``, …);
    Latin letters with no accent to drop keep a spelling; the function words of the languages a slug is
    made of are left out, a negation never."""
    assert new_slug("Архив хранится на медленном диске.") == "arkhiv-khranitsya"
    assert new_slug("Київ — столиця України") == "kiiv-stolitsya"
    assert new_slug("Αθήνα είναι η πρωτεύουσα") == "athina-proteuousa"
    assert new_slug("서울 사무실은 3층에 있습니다") == "seoul-samusileun"
    assert new_slug("Die Straße nach Łódź") == "strasse-lodz"
    assert new_slug("El servidor de copias está en Valencia") == "servidor-copias-esta"
    assert new_slug("Le serveur de sauvegarde est à Lyon") == "serveur-sauvegarde"
    assert new_slug("No deploys on Friday") == "no-deploys-friday"
    assert new_slug("I prefer tabs") == "prefer-tabs"
    assert new_slug("The OS image of my son is built nightly") == "os-image-my"  # English words stay
    assert new_slug("Don’t deploy on Fridays") == new_slug("Don't deploy on Fridays") == "dont-deploy-fridays"


def test_a_letter_no_scheme_romanizes_separates_words_and_never_joins_them() -> None:
    """``3階…A`` once gave the slug ``3a``: the letters between were deleted, joining what was around them.
    Now they separate; digits alone out of a text in words name nothing (``memory``), a bare number does."""
    assert new_slug("東京の事務所は3階にあります。会議室はA。") == "memory"
    assert new_slug("GPUサーバーはrack 4にある") == "gpu-rack-4"
    assert new_slug("The archive is on the slow disk—fast NVMe is scratch") == "archive-slow-disk"
    assert new_slug("ар\u200bхив на диске") == "arkhiv-diske"  # a zero-width space joins, it never splits
    assert new_slug("2024-03-12") == "2024-03-12"
    assert new_slug("архив " * 200_000) == "arkhiv"  # a megabyte: its head is read, not the whole


def test_a_derived_title_in_a_script_without_spaces_is_cut_by_its_characters() -> None:
    """A Japanese sentence is one whitespace "word": its title was the whole sentence (up to 200 characters),
    in `kura list`, MEMORY.md and the map. It keeps 20 such characters; spaced scripts keep eight words."""
    long = "本番環境へのデプロイは毎週木曜日の午後に行い、金曜日には絶対にデプロイしないこと。"
    assert derive_title(long) == "本番環境へのデプロイは毎週木曜日の午後に…"
    assert derive_title("短いタイトルです。次の文。") == "短いタイトルです"
    assert derive_trigger("短いタイトルです。次の文。") == "短いタイトルです。"  # 。 ends a sentence, no space after it
    assert derive_title("GPUサーバーはrack 4にある") == "GPUサーバーはrack 4にある"  # 9 such characters
    assert derive_title("The archive lives on the slow disk; the fast disk is scratch.") == (
        "The archive lives on the slow disk; the…"
    )


@given(st.text(max_size=80))
@settings(max_examples=300, deadline=None)
def test_every_text_gives_a_valid_ascii_slug(text: str) -> None:
    slug = new_slug(text)
    assert slug.isascii() and validate_slug(slug) == slug and len(slug) <= 60


def test_malformed_front_matter_is_read_as_body(tmp_path: Path) -> None:
    mem = parse_memory("broken", "---\nname: [unclosed\n---\nbody text here\n")
    assert mem.slug == "broken" and "body text here" in mem.body
    odd = parse_memory("t", "---\nconfidence: certain\ntype: weird\nscope: ../../x\n---\nb\n")
    assert (odd.confidence, odd.type, odd.scope) == ("medium", "project", "../../x")  # a scope never widens to global


def wrong_kind(fn: Callable[[], object], name: str) -> None:
    with pytest.raises(KuraError) as info:
        fn()
    assert (info.value.code, info.value.status) == ("unsafe_path", 409)
    assert info.value.message.startswith(repr(name))


def test_an_entry_of_the_wrong_kind_takes_its_name_and_is_refused(tmp_path: Path) -> None:
    store = Store("s", tmp_path / "store")
    store.ensure()
    (store.root / "folder-slug.md").mkdir()  # a folder where a memory's file would be
    assert store.exists("folder-slug") and store.slugs() == []  # the name is taken; no memory is there
    wrong_kind(lambda: store.read("folder-slug"), "folder-slug.md")
    wrong_kind(lambda: store.delete("folder-slug"), "folder-slug.md")
    wrong_kind(lambda: store.write(make("folder-slug")), "folder-slug.md")
    wrong_kind(lambda: store.restore_files({"folder-slug.md": b"x"}), "folder-slug.md")
    (store.root / "_undo").write_text("")  # a file where a workshop folder is kept
    wrong_kind(lambda: store.workshop("_undo"), "_undo")
    wrong_kind(lambda: store.workshop("_undo", create=False), "_undo")
    with store.write_lock():
        wrong_kind(lambda: restore_on_failure(store, ["archive-on-slow-disk"]).__enter__(), "_undo")
    (store.root / "_undo").unlink()
    (store.root / "MEMORY.md").unlink()
    (store.root / "MEMORY.md").mkdir()
    for use in (store.ensure, store.index_entries, lambda: store.write(make())):
        wrong_kind(use, "MEMORY.md")
    assert unsafe_entries(store.root) == ([], [], ["MEMORY.md", "folder-slug.md"])


def test_links_a_killed_write_left_in_undo_go_when_the_write_lock_is_next_taken_by_no_one_else(
    tmp_path: Path,
) -> None:
    store = Store("s", tmp_path / "store")
    store.write(make())
    undo = store.workshop("_undo")
    os.link(store.path_of("archive-on-slow-disk"), undo / "forgotten.md")  # what a killed write leaves
    with store.write_lock():  # the outermost hold: nobody's write is half-way
        assert list(undo.iterdir()) == []
        with restore_on_failure(store, ["archive-on-slow-disk"]):
            kept = sorted(p.name for p in undo.iterdir())
            assert kept == ["MEMORY.md", "archive-on-slow-disk.md"]
            with store.write_lock():  # an inner hold of the same thread: the links are still in use
                assert sorted(p.name for p in undo.iterdir()) == kept
    outside = tmp_path / "outside"
    outside.mkdir()
    (outside / "keep.md").write_text("not kura's")
    undo.rmdir()
    undo.symlink_to(outside)  # an _undo that is a link: nothing is removed through it
    with store.write_lock():
        pass
    assert (outside / "keep.md").is_file()


def test_a_writer_waits_for_both_write_locks_at_most_write_lock_timeout_in_all(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A writer queued behind another of this process (the thread lock) that waits on another process (the
    file lock) does not wait twice: the file lock gets what is left of ``WRITE_LOCK_TIMEOUT`` (the client's
    default timeout outlasts that one wait: ``tests/test_clients.py``)."""
    store = Store("s", tmp_path / "store")
    store.ensure()
    now, waits = [100.0], []
    real = store_module.held

    @contextmanager
    def timed(lock: Any, timeout: float, *args: Any, **kwargs: Any) -> Iterator[None]:
        waits.append(timeout)
        now[0] += 25.0  # each lock is had after 25 s
        with real(lock, timeout, *args, **kwargs):
            yield

    monkeypatch.setattr(store_module, "_clock", lambda: now[0])
    monkeypatch.setattr(store_module, "held", timed)
    with store.write_lock():
        pass
    assert waits == [store_module.WRITE_LOCK_TIMEOUT, store_module.WRITE_LOCK_TIMEOUT - 25.0]
    waits.clear()
    monkeypatch.setattr(store_module, "WRITE_LOCK_TIMEOUT", 20.0)  # the thread lock took it all: one try left
    with store.write_lock():
        pass
    assert waits == [20.0, 0.0]


def test_a_store_path_through_a_file_is_refused_naming_the_file(tmp_path: Path) -> None:
    """A ``KURA_HOME`` or store path that runs through a file: ``unsafe_path`` naming that file, never the
    OS's ``NotADirectoryError`` (a traceback at the CLI, a 500 over REST)."""
    (tmp_path / "homefile").write_text("a file, not a folder\n")
    store = Store("s", tmp_path / "homefile" / "stores" / "s")
    for use in (store.ensure, lambda: store.workshop("_restore", create=False), lambda: store.workshop("_index")):
        with pytest.raises(KuraError) as info:
            use()
        assert (info.value.code, info.value.status) == ("unsafe_path", 409)
        assert info.value.message.startswith(repr(str(tmp_path / "homefile")) + " is not a folder")
    with pytest.raises(KuraError) as info:
        Store("s", tmp_path / "homefile").ensure()  # the store's own folder is the file
    assert info.value.message.startswith(repr(str(tmp_path / "homefile")) + " is not a folder")


def test_undo_refuses_a_memory_that_is_a_folder(tmp_path: Path) -> None:
    store = Store("s", tmp_path / "store")
    store.ensure()
    (store.root / "folder-slug.md").mkdir()
    with store.write_lock():
        wrong_kind(lambda: restore_on_failure(store, ["folder-slug"]).__enter__(), "folder-slug.md")
