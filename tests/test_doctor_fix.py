"""``kura doctor --fix`` on a host's memory directory: only the broken ``MEMORY.md`` lines change."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from kura_server.embed.hashing import HashEmbedder
from kura_server.errors import KuraError
from kura_server.schemas import RememberRequest
from kura_server.service import Kura
from kura_server.settings import load_settings
from kura_server.store import Store
from kura_server.surfaces.cli import main
from kura_server.write.pipeline import Writer

# A host's index: its own one-line hooks (not the files' descriptions), its own prose and headings.
HOST_INDEX = """# Memory

Notes Claude keeps about this user and project. Keep each line short.

- [User role](user_role.md) — data scientist; ask before adding dashboards
- [Deploy freeze](feedback_deploys.md): never deploy on Fridays (see the incident)
* [Gone](gone_note.md) — this file was deleted by hand
- [User role](user_role.md) — a second line for the same memory

## Later
- [Staging](project_staging.md) — pg-staging-2, port 5433
"""


def memory(description: str, body: str, kind: str = "project") -> str:
    return f"---\nname: {description.split()[0]}\ndescription: {description}\ntype: {kind}\n---\n\n{body}\n"


def host_dir(root: Path) -> Path:
    root.mkdir(parents=True)
    (root / "user_role.md").write_text(memory("The user is a data scientist focused on observability", "Role.", "user"))
    (root / "feedback_deploys.md").write_text(memory("No deploys on Fridays after the outage", "Freeze.", "feedback"))
    (root / "project_staging.md").write_text(memory("Staging database location", "pg-staging-2:5433."))
    (root / "new_by_hand.md").write_text(memory("Backups go to the slow disk", "Backups."))
    (root / "MEMORY.md").write_text(HOST_INDEX)
    return root


def test_fix_touches_only_the_broken_lines(tmp_path: Path) -> None:
    root = host_dir(tmp_path / "host-memory")
    store = Store("host", root)
    assert store.rewrite_index_file() == 3  # the dead line, the repeat, the memory without a line
    lines = (root / "MEMORY.md").read_text().splitlines()
    kept = [line for line in HOST_INDEX.splitlines() if "gone_note" not in line and "a second line" not in line]
    assert lines[: len(kept)] == kept  # every other line, byte for byte and in its place
    assert lines[len(kept) :] == ["- [Backups](new_by_hand.md) — Backups go to the slow disk"]
    before = (root / "MEMORY.md").stat().st_mtime_ns
    assert store.rewrite_index_file() == 0  # nothing broken: the file is not even rewritten
    assert (root / "MEMORY.md").stat().st_mtime_ns == before


def test_doctor_fix_on_a_host_store(kura_home: Path, tmp_path: Path) -> None:
    root = host_dir(tmp_path / "host-memory")
    kura_home.mkdir(parents=True)
    (kura_home / "kura.toml").write_text(f"[stores.host]\npath = '{root}'\n")
    kura = Kura(load_settings(embedder={"kind": "hash"}), embedder=HashEmbedder())
    try:
        rep = kura.doctor(store="host")  # the store's first open rebuilt its index: the file no line named got one
        assert rep.drift.orphan_lines == ["gone_note"] and rep.drift.missing_lines == []
        assert rep.drift.duplicate_lines == ["user_role"]
        added = "- [Backups](new_by_hand.md) — Backups go to the slow disk\n"
        assert (root / "MEMORY.md").read_text() == HOST_INDEX + added  # appended as a write appends it
        fixed = kura.doctor(fix=True, store="host")
        assert fixed.drift.orphan_lines == fixed.drift.missing_lines == fixed.drift.duplicate_lines == []
        assert any("2 broken lines repaired" in note for note in fixed.fixed)
        text = (root / "MEMORY.md").read_text()
        assert "- [User role](user_role.md) — data scientist; ask before adding dashboards\n" in text
        assert "- [Deploy freeze](feedback_deploys.md): never deploy on Fridays (see the incident)\n" in text
        assert "observability" not in text and "after the outage" not in text  # no description replaced a hook
    finally:
        kura.close()


FACT = "The archive lives on the slow disk; the fast NVMe disk is scratch space only."
ROTATED = "Backups are rotated weekly on the NAS in the basement."  # its slug: backups-rotated


def misplace(root: Path, name: str) -> None:
    """``name`` made the wrong kind of entry: a folder where kura keeps a file, a file where it keeps a folder."""
    if name.endswith(".md"):
        (root / name).unlink(missing_ok=True)
        (root / name).mkdir()
    else:
        shutil.rmtree(root / name, ignore_errors=True)
        (root / name).write_text("")


@pytest.mark.parametrize("name", ["backups-rotated.md", "MEMORY.md", "_undo", "_audit", "_index", "_stats", "_locks"])
def test_an_entry_of_the_wrong_kind_is_refused_and_named_by_doctor(
    kura_home: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, name: str
) -> None:
    settings = load_settings(embedder={"kind": "hash"})
    kura = Kura(settings, embedder=HashEmbedder())
    kura.remember(RememberRequest(content=FACT))
    kura.close()
    root = settings.store_path("main")
    misplace(root, name)
    kura = Kura(settings, embedder=HashEmbedder())
    try:
        if name == "backups-rotated.md":  # the folder takes its name: a new memory gets another
            assert kura.remember(RememberRequest(content=ROTATED)).slug == "backups-rotated-2"
            ask = lambda: kura.forget("backups-rotated")  # noqa: E731
        else:  # (forget clears the memory's recall counts, in _stats)
            ask = lambda: kura.forget(kura.remember(RememberRequest(content=ROTATED)).slug)  # noqa: E731
        with pytest.raises(KuraError) as info:
            ask()
        assert (info.value.code, info.value.status) == ("unsafe_path", 409)
        assert info.value.message.startswith(repr(name))
        for fix in (False, True):
            report = kura.doctor(fix=fix)
            assert not report.ok and [(p.code, p.path) for p in report.problems] == [("unsafe_path", name)]
            assert report.fixed == [] and "kind of entry" in report.problems[0].message
    finally:
        kura.close()
    monkeypatch.setenv("KURA_EMBEDDER__KIND", "hash")
    assert main(["doctor", "--fix"]) == 1
    out = capsys.readouterr().out
    assert f"unsafe_path {name}" in out and "move aside what unsafe_path names" in out and "--fix`" not in out


def test_doctor_lists_the_evidence_manifests_nothing_names_and_fix_removes_them(kura: Kura) -> None:
    eng = kura.engine("main")
    writer = Writer(eng, kura.settings.write)
    kept = writer.remember(FACT).slug
    gone = writer.remember(ROTATED).slug
    why = {"kind": "distill", "reason": "the backups moved", "quotes": [{"class": "USER", "text": "backups moved"}]}
    writer.forget(gone, evidence=why)  # this manifest is named by the forget's audit line: kept
    evidence = eng.store.root / "_evidence"
    named = {p.name for p in evidence.iterdir()}
    assert len(named) == 2  # the kept memory's, the forget's (the forgotten memory's went with it)
    stray = evidence / f"{'a' * 64}.json"  # an undone add's, a replaced memory's, a killed forget's
    stray.write_text('{"kind": "manual", "quotes": [{"class": "USER", "text": "the old words"}]}')
    report = kura.doctor()
    assert report.ok and report.warnings == [
        f"orphan_evidence: _evidence/{stray.name} is an evidence manifest no memory and no audit line names (a "
        "forgotten, replaced or undone memory's: it may quote its words): `kura doctor --fix` removes it"
    ]
    fixed = kura.doctor(fix=True)
    assert "1 evidence manifest(s) no memory and no audit line names removed" in fixed.fixed
    assert fixed.warnings == [] and {p.name for p in evidence.iterdir()} == named
    assert eng.store.read(kept).evidence is not None and kura.memory_trail(kept).evidence is not None
