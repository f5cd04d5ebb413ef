"""Real kills: a child process runs kura's real code and dies by SIGKILL at a precise point (no
``finally``, no ``atexit`` runs), then this process reopens the store and checks that it converged —
the clean run's memories exactly, every acknowledged write present, no half-written file, ``doctor``
clean (one known gap, marked below), no lease left in dead hands. One Python start
(``kill_child.Zygote``) forks every child.
"""

from __future__ import annotations

import json
import os
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from kill_child import Zygote
from model_server import ModelServer
from test_distill import FIXTURE, STAGES, clean_memories, distill_settings, make_kura, memories, nth, script
from test_evolve import MERGE, put
from test_forget import CANARY, OTHERS, holding
from test_rebuild import N, facts, findable
from test_snapshots import FACTS, archived, changed_since_a_snapshot, tree

from kura_server.distill.journals.base import Position
from kura_server.distill.watermarks import Watermarks, journal_id
from kura_server.embed.hashing import HashEmbedder
from kura_server.errors import KuraError
from kura_server.evolve import snapshots
from kura_server.schemas import RecallRequest, RememberRequest
from kura_server.service import Kura
from kura_server.settings import load_settings
from kura_server.store.store import Store
from kura_server.surfaces.cli import main

pytestmark = pytest.mark.skipif(os.name != "posix", reason="the children are forked and killed with SIGKILL")


@pytest.fixture(scope="module")
def zygote(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Zygote]:
    with Zygote(tmp_path_factory.mktemp("zygote")) as z:
        yield z


def whole(home: Path, *, debris: int = 0) -> None:
    """No half-written file under ``home``: every JSON and JSONL file parses, every memory file is
    whole (``doctor`` reads them), and at most ``debris`` temp files of an interrupted atomic write
    are left (hidden, never read: the file they were for is untouched)."""
    temps = []
    for path in home.rglob("*"):
        if not path.is_file():
            continue
        if path.name.endswith(".tmp"):
            temps.append(path)
        elif path.suffix == ".json":
            json.loads(path.read_bytes())
        elif path.suffix == ".jsonl":
            for line in path.read_text(encoding="utf-8").splitlines():
                json.loads(line)
    assert len(temps) <= debris, temps
    assert all(t.name.startswith(".") for t in temps), temps


@pytest.fixture(scope="module")
def clean(tmp_path_factory: pytest.TempPathFactory) -> tuple[list[str], Position | None]:
    """What an uninterrupted distill run then drain gives: the memory bodies and the watermark."""
    home = tmp_path_factory.mktemp("clean")
    journals = home / "journals"
    journals.mkdir()
    shutil.copyfile(FIXTURE, journals / "session.jsonl")
    with ModelServer() as server:
        script(server)
        bodies = clean_memories(home, server, journals)
    return bodies, Watermarks(home / "stores" / "main").position(journals / "session.jsonl")


def lease_state(root: Path, journal: Path) -> dict[str, Any]:
    return dict(json.loads((root / "_watermarks" / f"{journal_id(journal)}.json").read_bytes()))


# -- distillation ----------------------------------------------------------------------------------


@pytest.mark.parametrize("stage", STAGES)
def test_a_kill_at_any_stage_then_a_rerun_gives_the_clean_result(
    stage: str, tmp_path: Path, journals: Path, server: ModelServer, zygote: Zygote, clean: tuple[list[str], Position]
) -> None:
    script(server)
    expected, clean_mark = clean
    journal = journals / "session.jsonl"

    home = tmp_path / "killed"
    zygote.killed("distill", settings=distill_settings(home, server, journals), stage=stage, nth=nth(stage))
    root = home / "stores" / "main"
    left = lease_state(root, journal)
    if stage in ("judge", "pour"):  # killed in the drain: the run had committed its stretch
        assert left["lease"] is None and Watermarks(root).position(journal) == clean_mark
    else:  # killed mid-run: the stretch is still reserved, by a process that is gone
        assert left["lease"] is not None and left["position"] is None

    kura = make_kura(home, server, journals)
    ran = kura.distill_run()
    assert not ran.busy and not ran.errors, ran  # a dead holder's lease is reclaimed at once
    kura.drain()
    assert sorted(memories(kura).values()) == expected  # exactly: nothing lost, nothing twice
    assert kura.drafts() == []
    assert kura.doctor().ok
    assert lease_state(root, journal)["lease"] is None
    assert Watermarks(root).position(journal) == clean_mark
    kura.close()
    whole(home)


# -- a manual write --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("nth_rename", "after"),
    [(1, False), (1, True), (2, True), (3, True)],
    ids=["before-the-evidence", "after-the-evidence", "after-the-memory-file", "after-MEMORY.md"],
)
def test_a_kill_during_a_manual_write_keeps_every_acknowledged_write(
    nth_rename: int, after: bool, tmp_path: Path, zygote: Zygote
) -> None:
    home, acks = tmp_path / "home", tmp_path / "acks.jsonl"
    settings = {"home": home, "embedder": {"kind": "hash"}}
    zygote.killed("remember", settings=settings, facts=FACTS, acks=acks, nth=nth_rename, after=after)
    acked = [json.loads(line) for line in acks.read_text().splitlines()]
    assert len(acked) == len(FACTS) - 1

    kura = Kura(load_settings(**settings), embedder=HashEmbedder())
    bodies = memories(kura)
    for ack in acked:
        assert bodies[ack["slug"]] == ack["content"]
    in_flight = [slug for slug, body in bodies.items() if body not in {a["content"] for a in acked}]
    assert [bodies[slug] for slug in in_flight] == ([FACTS[-1]] if nth_rename >= 2 else [])  # whole, or not at all
    doctor = kura.doctor()
    if nth_rename == 2:
        # Killed between the memory file and its MEMORY.md line: the file (the truth) is new to the index
        # on reopen, and the sync that indexes it gives it its line, as it does a file written by hand
        # (test_forget.py::test_a_memory_file_added_by_hand_gets_the_line_a_write_gives_it_once).
        assert in_flight and f"]({in_flight[0]}.md)" in (home / "stores" / "main" / "MEMORY.md").read_text()
    assert doctor.ok and doctor.drift.missing_lines == [], doctor.drift
    kura.close()
    whole(home, debris=0 if after else 1)


# -- a rollback ------------------------------------------------------------------------------------


def test_a_kill_mid_rollback_is_finished_when_the_store_is_opened(tmp_path: Path, zygote: Zygote) -> None:
    settings = {"home": tmp_path / "home", "embedder": {"kind": "hash"}}
    kura = Kura(load_settings(**settings), embedder=HashEmbedder())
    root, before, snap = changed_since_a_snapshot(kura)
    acknowledged = tree(root)
    kura.close()

    zygote.killed("rollback", settings=settings, snapshot=snap.id, nth=2)  # one file swapped in, one not
    assert tree(root) not in (before, acknowledged)
    assert [p.stem for p in (root / "_restore").glob("*.json")] == [snap.id]
    undo = json.loads((root / "_restore" / f"{snap.id}.json").read_bytes())["undo"]

    reopened = Kura(load_settings(**settings), embedder=HashEmbedder())
    reopened.engine("main")  # opening the store finishes the interrupted rollback
    assert tree(root) == before
    assert list((root / "_restore").glob("*.json")) == []
    assert reopened.doctor().ok
    assert archived(root / "_snapshots" / undo) == acknowledged  # the writes the rollback undid are kept
    (line,) = [a for a in reopened.engine("main").store.audit_lines() if a["event"] == "rollback"]
    assert line["undo_snapshot"] == undo  # finished with the marker's undo: no second one of the half state
    reopened.close()
    whole(tmp_path / "home")


@pytest.mark.parametrize("door", ["request", "write-lock"])
def test_a_rollback_killed_beside_a_running_daemon_is_finished_before_it_serves_or_writes(
    door: str, tmp_path: Path, zygote: Zygote
) -> None:
    """``kura rollback`` from a terminal dies mid-swap while the daemon has the store open: the daemon's
    next request (or, for a request already past that look, its write lock) finishes the rollback before
    anything is read or written, so the write it acknowledges then survives a restart (before, it was
    written on the half-restored store and the restart's finish removed it: an acknowledged write lost)."""
    settings = {"home": tmp_path / "home", "embedder": {"kind": "hash"}}
    daemon = Kura(load_settings(**settings), embedder=HashEmbedder())
    try:
        root, before, snap = changed_since_a_snapshot(daemon)
        eng = daemon.engine("main")  # opened and in step, as a serving daemon has it
        zygote.killed("rollback", settings=settings, snapshot=snap.id, nth=2)  # one file swapped in, one not
        assert [p.stem for p in (root / "_restore").glob("*.json")] == [snap.id]
        if door == "write-lock":
            with eng.store.write_lock():  # a request that looked before the marker was there
                assert tree(root) == before
        assert daemon.get(slug(before, 0)).body.strip() == body(before, 0)  # served only once finished
        assert tree(root) == before and not list((root / "_restore").glob("*.json"))
        acked = daemon.remember(RememberRequest(content="The on-call rotation hands over at nine on Wednesdays."))
        assert acked.action == "ADD"
    finally:
        daemon.close()
    restarted = Kura(load_settings(**settings), embedder=HashEmbedder())
    try:
        assert restarted.get(acked.slug).body.startswith("The on-call rotation hands over")
        assert {f"{s}.md" for s in restarted.engine("main").store.slugs()} == (before.keys() - {"MEMORY.md"}) | {
            f"{acked.slug}.md"
        }
        assert restarted.doctor().ok
    finally:
        restarted.close()
    whole(tmp_path / "home")


def slug(files: dict[str, bytes], n: int) -> str:
    """The ``n``-th memory of a tree (``tree``: name → bytes), by name."""
    return sorted(name for name in files if name != "MEMORY.md")[n][:-3]


def body(files: dict[str, bytes], n: int) -> str:
    return files[f"{slug(files, n)}.md"].decode().split("\n---\n", 1)[1].strip()


def test_prune_keeps_the_snapshots_of_a_pending_rollback_and_a_lost_one_is_finished_with_its_undo(
    tmp_path: Path, zygote: Zygote
) -> None:
    """Pruning (a snapshot taken with ``keep_snapshots`` full) never deletes the snapshot an interrupted
    rollback's marker names, nor its undo snapshot. One deleted by hand anyway: the rollback is finished
    with the undo snapshot — the store as it was before that rollback began — not failed at every open."""
    settings = {"home": tmp_path / "home", "embedder": {"kind": "hash"}}
    kura = Kura(load_settings(**settings), embedder=HashEmbedder())
    root, _, snap = changed_since_a_snapshot(kura)
    acknowledged = tree(root)
    kura.close()
    zygote.killed("rollback", settings=settings, snapshot=snap.id, nth=2)
    undo = json.loads((root / "_restore" / f"{snap.id}.json").read_bytes())["undo"]

    snapshots.prune(Store("main", root), keep=0)  # as a daemon's snapshots would, ten cycles on
    assert {p.name for p in (root / "_snapshots").iterdir()} == {snap.id, undo}

    shutil.rmtree(root / "_snapshots" / snap.id)  # by hand
    reopened = Kura(load_settings(**settings), embedder=HashEmbedder())
    try:
        assert reopened.list() is not None  # any request: it finishes the rollback first
        assert tree(root) == acknowledged  # as before the rollback began: nothing acknowledged lost
        assert not list((root / "_restore").glob("*.json")) and reopened.doctor().ok
        (line,) = [a for a in reopened.engine("main").store.audit_lines() if a["event"] == "rollback"]
        assert line["snapshot"] == undo
    finally:
        reopened.close()


def test_a_pending_rollback_with_both_snapshots_gone_says_how_to_recover(
    tmp_path: Path, zygote: Zygote, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    settings = {"home": tmp_path / "home", "embedder": {"kind": "hash"}}
    kura = Kura(load_settings(**settings), embedder=HashEmbedder())
    root, _, snap = changed_since_a_snapshot(kura)
    kura.close()
    zygote.killed("rollback", settings=settings, snapshot=snap.id, nth=2)
    marker = root / "_restore" / f"{snap.id}.json"
    shutil.rmtree(root / "_snapshots")  # both of them, by hand

    reopened = Kura(load_settings(**settings), embedder=HashEmbedder())
    with pytest.raises(KuraError) as info:
        reopened.engine("main")
    assert info.value.code == "rollback_stuck" and info.value.status == 409
    assert f"delete {marker}" in info.value.message and "kura doctor --fix" in info.value.message
    reopened.close()
    monkeypatch.setenv("KURA_HOME", str(tmp_path / "home"))
    monkeypatch.setenv("KURA_EMBEDDER__KIND", "hash")
    assert main(["list"]) == 1
    err = capsys.readouterr().err
    assert err.startswith("kura: error: ") and "Traceback" not in err and f"delete {marker}" in err

    marker.unlink()  # as the message says
    assert main(["doctor", "--fix"]) == 0


# -- an evolve -------------------------------------------------------------------------------------


def test_an_evolve_killed_mid_merge_is_finished_when_the_store_is_opened(tmp_path: Path, zygote: Zygote) -> None:
    """``kura evolve`` dies with the kept memory of a merge written and the merged-away one not yet deleted:
    the next open finishes the apply from its marker — the store exactly as an uninterrupted cycle leaves
    it (not the fact twice, one copy claiming it absorbed the other), doctor clean, and the next cycle
    merges nothing again."""

    def store(home: Path) -> Kura:
        kura = Kura(load_settings(home=home, embedder={"kind": "hash"}), embedder=HashEmbedder())
        for slug_, (title, text) in MERGE.items():
            put(kura, slug_, title, text)
        return kura

    clean = store(tmp_path / "clean")
    assert clean.evolve(force=True).merges == 1
    expected = tree(clean.engine("main").store.root)
    clean.close()

    home = tmp_path / "home"
    store(home).close()
    root = home / "stores" / "main"
    zygote.killed("evolve", settings={"home": home, "embedder": {"kind": "hash"}}, kept="backup-disk")
    assert (root / "backup-disk-copy.md").exists() and "merged_from" in (root / "backup-disk.md").read_text()
    assert len(list((root / "_restore").glob("*.json"))) == 1

    kura = Kura(load_settings(home=home, embedder={"kind": "hash"}), embedder=HashEmbedder())
    try:
        kura.engine("main")  # opening the store finishes the apply
        assert tree(root) == expected
        assert not list((root / "_restore").glob("*.json")) and kura.doctor().ok
        assert "evolve_finished" in [a["event"] for a in kura.engine("main").store.audit_lines()]
        again = kura.evolve(force=True)
        assert again.merges == 0 and tree(root) == expected  # merged once, named once in merged_from
    finally:
        kura.close()


# -- a forget --------------------------------------------------------------------------------------


def test_a_forget_killed_before_its_purge_is_finished_when_the_store_is_next_opened(
    tmp_path: Path, zygote: Zygote
) -> None:
    home = tmp_path / "home"
    settings = {"home": home, "embedder": {"kind": "hash"}}
    text = f"The {CANARY} relay restarts every Tuesday after the kernel patch window closes."
    zygote.killed("forget", settings=settings, facts=[text, *OTHERS], slug="relay-restarts")
    root = home / "stores" / "main"
    assert not (root / "relay-restarts.md").exists()  # the file went, then the kill
    left = holding(home, CANARY)
    for kept in ("_index/", "_evidence/", "_undo/"):  # the words, still in three places
        assert any(kept in p for p in left), left

    kura = Kura(load_settings(**settings), embedder=HashEmbedder())
    assert kura.recall(RecallRequest(question="kernel patch window")).memories  # the store opened and used
    assert holding(home, CANARY) == []  # the sync finished the forget: rows purged, manifest and links gone
    assert list((root / "_undo").iterdir()) == []
    with pytest.raises(KuraError) as gone:
        kura.forget("relay-restarts")
    assert gone.value.code == "memory_not_found"
    doctor = kura.doctor()
    assert doctor.ok and not doctor.warnings, (doctor.drift, doctor.warnings)
    assert len(kura.list()) == len(OTHERS)
    kura.close()
    whole(home)


# -- a rebuild -------------------------------------------------------------------------------------


def test_a_rebuild_killed_half_way_leaves_the_daemon_the_whole_index(tmp_path: Path, zygote: Zygote) -> None:
    """``kura rebuild`` beside the daemon dies after its first batch is written: the daemon goes on answering
    from the whole index it had (the new one was built beside it), and the file the dead process left is
    removed by the next check of the index."""
    settings = {"home": tmp_path / "home", "embedder": {"kind": "hash"}}
    root = tmp_path / "home" / "stores" / "main"
    facts(root)
    daemon = Kura(load_settings(**settings), embedder=HashEmbedder())
    try:
        assert findable(daemon) == (N, False)
        zygote.killed("rebuild", settings=settings, nth=1)
        assert (root / "_index" / "index.sqlite.new").is_file()  # the dead rebuild's file, never read
        assert findable(daemon) == (N, False)
        assert daemon.recall(RecallRequest(question="zq39x", k=1)).memories[0].slug == "fact-39"
    finally:
        daemon.close()
    reopened = Kura(load_settings(**settings), embedder=HashEmbedder())
    try:
        assert reopened.engine("main").index.count() == N
        assert not list((root / "_index").glob("index.sqlite.new*"))
    finally:
        reopened.close()
    whole(tmp_path / "home")


def test_the_file_a_killed_rebuild_left_is_named_by_doctor_and_gone_by_the_fix_or_the_next_rebuild(
    tmp_path: Path, zygote: Zygote
) -> None:
    """What a ``kura rebuild`` killed beside a running daemon left (``_index/index.sqlite.new``, its ``-wal``)
    stays while the daemon's index is open: its ``kura doctor`` names it, ``--fix`` removes it; left again,
    the daemon's next rebuild removes it before it builds."""
    settings = {"home": tmp_path / "home", "embedder": {"kind": "hash"}}
    root = tmp_path / "home" / "stores" / "main"
    facts(root)
    daemon = Kura(load_settings(**settings), embedder=HashEmbedder())
    try:
        assert findable(daemon) == (N, False)
        zygote.killed("rebuild", settings=settings, nth=1)
        left = sorted(p.name for p in (root / "_index").glob("index.sqlite.new*"))
        assert "index.sqlite.new" in left
        report = daemon.doctor()
        (named,) = [w.split(": ")[1].split(", ") for w in report.warnings if w.startswith("index_leftover:")]
        assert sorted(named) == [f"_index/{name}" for name in left], report.warnings
        fixed = daemon.doctor(fix=True)
        assert not list((root / "_index").glob("index.sqlite.new*")), fixed.fixed
        assert not any(w.startswith("index_leftover:") for w in fixed.warnings)
        assert daemon.doctor().ok and findable(daemon) == (N, False)

        zygote.killed("rebuild", settings=settings, nth=1)
        assert (root / "_index" / "index.sqlite.new").is_file()
        daemon.rebuild()
        assert not list((root / "_index").glob("index.sqlite.new*"))
        assert findable(daemon) == (N, False)
    finally:
        daemon.close()
    whole(tmp_path / "home")
