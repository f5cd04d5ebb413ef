"""Snapshots and rollback: exact bytes back, consistency under a concurrent writer, foreign and bad ids."""

from __future__ import annotations

import hashlib
import io
import json
import shutil
import tarfile
import threading
from pathlib import Path

import pytest
from daemon import in_process, make_app
from test_forget import CANARY, holding, questioned, resolution

from kura_server.embed.hashing import HashEmbedder
from kura_server.errors import KuraError
from kura_server.evolve import snapshots
from kura_server.index.index import Index
from kura_server.schemas import RecallRequest, RememberRequest, SnapshotInfo, UpdateRequest
from kura_server.service import Kura
from kura_server.settings import load_settings
from kura_server.store.store import Store
from kura_server.surfaces.cli import main

FACTS = [
    "The archive lives on the slow disk; the fast NVMe disk is scratch space only.",
    "Marta leads on-call in the first week of each month.",
    "The staging database is pg-staging-2 on port 5433 behind the bastion.",
    "Release tags are signed with the hardware key kept in the office safe.",
]


def tree(root: Path) -> dict[str, bytes]:
    """Every memory file and MEMORY.md, by name → bytes (workshop folders aside)."""
    return {p.name: p.read_bytes() for p in sorted(root.glob("*.md"))}


def archived(folder: Path) -> dict[str, bytes]:
    """The files of a snapshot's archive, by name → bytes."""
    with tarfile.open(folder / "files.tar") as tar:
        return {m.name: tar.extractfile(m).read() for m in tar if m.isfile()}


def fill(kura: Kura, store: str | None = None) -> list[str]:
    return [kura.remember(RememberRequest(content=f), store=store).slug for f in FACTS]


def test_rollback_restores_the_exact_files_and_the_index(kura: Kura) -> None:
    slugs = fill(kura)
    root = kura.engine("main").store.root
    before = tree(root)
    snap = kura.snapshot(reason="test")
    assert snap.memories == len(FACTS) and snap.index and snap.reason == "test"
    kura.update(slugs[0], UpdateRequest(content="The archive moved to the new tape library in the basement."))
    kura.forget(slugs[1], reason="test")
    added = kura.remember(RememberRequest(content="The coffee machine on floor 3 needs descaling every Friday.")).slug
    changed = tree(root)
    assert changed != before

    result = kura.rollback(snap.id)
    assert tree(root) == before  # byte for byte, MEMORY.md included
    assert result.removed == [added] and result.index == "restored"
    report = kura.doctor()
    assert report.ok and report.index_rows == len(FACTS)
    recalled = kura.recall(RecallRequest(question="archive slow disk NVMe scratch", k=1)).memories
    assert recalled[0].slug == slugs[0] and "slow disk" in recalled[0].body  # the index holds the old text
    audit = [a for a in kura.engine("main").store.audit_lines() if a["event"] == "rollback"]
    assert audit and audit[-1]["snapshot"] == snap.id and audit[-1]["undo_snapshot"] == result.undo_snapshot

    # the rollback is itself undoable: back to the state just before it
    kura.rollback(result.undo_snapshot)
    assert tree(root) == changed
    assert kura.doctor().ok
    # the index copy is hashed in the manifest, and putting it back leaves it as taken: it restores again
    assert snapshots.manifest_of(kura.engine("main").store, snap.id).index_sha256
    assert kura.rollback(snap.id).index == "restored" and tree(root) == before


def test_snapshot_without_index_copy_rebuilds(kura: Kura) -> None:
    fill(kura)
    eng = kura.engine("main")
    snap = kura.snapshot()
    (eng.store.root / "_snapshots" / snap.id / "index.sqlite").unlink()
    kura.forget(sorted(eng.store.slugs())[0])
    result = kura.rollback(snap.id)
    assert result.index == "rebuilt" and kura.doctor().ok and kura.doctor().index_rows == len(FACTS)


def test_snapshot_is_consistent_under_a_concurrent_writer(kura: Kura) -> None:
    fill(kura)
    eng = kura.engine("main")
    stop = threading.Event()
    written: list[str] = []
    errors: list[BaseException] = []

    def writer() -> None:
        i = 0
        while not stop.is_set():
            try:
                r = kura.remember(RememberRequest(content=f"Build runner number {i} lives in rack {i % 7} of room B."))
                written.append(r.slug)
            except BaseException as exc:  # noqa: BLE001 - reported below
                errors.append(exc)
                return
            i += 1

    thread = threading.Thread(target=writer)
    thread.start()
    taken = []
    try:
        while len(taken) < 6:
            taken.append(kura.snapshot())
    finally:
        stop.set()
        thread.join(30)
    assert not errors and len(written) > 0
    counts = set()
    for info in taken:
        folder = eng.store.root / "_snapshots" / info.id
        manifest = json.loads((folder / "manifest.json").read_text())
        files = {f["name"]: f for f in manifest["files"]}
        blobs = archived(folder)
        assert set(blobs) == set(files)
        for name, entry in files.items():  # every file whole
            raw = blobs[name]
            assert len(raw) == entry["size"] and hashlib.sha256(raw).hexdigest() == entry["sha256"]
        memories = {n[:-3]: e["sha256"] for n, e in files.items() if n != "MEMORY.md"}
        index = Index(folder / "index.sqlite", embedder_id="hash-v1", dim=64)
        try:
            state = index.state()
        finally:
            index.close()
        assert {s: st.sha256 for s, st in state.items()} == memories  # the index matches its markdown
        lines = blobs["MEMORY.md"].decode()
        assert all(f"({slug}.md)" in lines for slug in memories)  # MEMORY.md matches too
        counts.add(len(memories))
    assert len(counts) > 1  # the writer really wrote between snapshots


def test_restoring_into_another_store_is_refused(kura_home: Path) -> None:
    kura_home.mkdir(parents=True)
    (kura_home / "kura.toml").write_text("[stores.main]\n[stores.other]\n")
    kura = Kura(load_settings(embedder={"kind": "hash"}), embedder=HashEmbedder())
    try:
        fill(kura)
        kura.remember(RememberRequest(content="The other store holds only this one fact about lamps."), store="other")
        snap = kura.snapshot()
        other = kura.engine("other").store
        before = tree(other.root)
        shutil.copytree(kura.engine("main").store.root / "_snapshots" / snap.id, other.workshop("_snapshots") / snap.id)
        with pytest.raises(KuraError) as info:
            kura.rollback(snap.id, store="other")
        assert info.value.code == "snapshot_foreign" and info.value.status == 422
        assert tree(other.root) == before
    finally:
        kura.close()


@pytest.mark.parametrize(
    ("snap_id", "status", "code"),
    [
        ("../../etc", 400, "unsafe_path"),
        ("20261130T120000Z-abcdef/../..", 400, "unsafe_path"),
        ("..", 400, "unsafe_path"),
        ("/etc/passwd", 400, "unsafe_path"),
        ("20261130T120000Z-ABCDEF", 400, "unsafe_path"),
        ("20261130T120000Z-abcdef", 404, "snapshot_not_found"),
    ],
)
def test_bad_snapshot_ids_are_clear_4xx(kura: Kura, snap_id: str, status: int, code: str) -> None:
    fill(kura)
    with pytest.raises(KuraError) as info:
        kura.rollback(snap_id)
    assert (info.value.status, info.value.code) == (status, code)


@pytest.mark.parametrize("hashed", [True, False], ids=["hashed", "from-before-the-hash"])
def test_a_damaged_index_copy_is_rebuilt_and_the_rollback_completes(kura: Kura, hashed: bool) -> None:
    """A torn index copy never half-applies a rollback: its hash in the manifest says so before anything
    is put back (a snapshot from before the hash: putting it back fails), and the index is rebuilt from
    the markdown. The files are restored, no marker stays, the store is served."""
    slugs = fill(kura)
    eng = kura.engine("main")
    snap = kura.snapshot()
    folder = eng.store.root / "_snapshots" / snap.id
    with (folder / "index.sqlite").open("r+b") as f:
        f.truncate(3000)
    if not hashed:
        manifest = json.loads((folder / "manifest.json").read_text())
        manifest.pop("index_sha256", None)  # as a kura from before the hash wrote it
        (folder / "manifest.json").write_text(json.dumps(manifest))
    before = tree(eng.store.root)
    kura.remember(RememberRequest(content="The coffee machine on floor 3 needs descaling every Friday."))
    result = kura.rollback(snap.id)
    assert result.index == "rebuilt" and tree(eng.store.root) == before
    assert snapshots.unfinished(eng.store) == []
    report = kura.doctor()
    assert report.ok and report.index_rows == len(FACTS)
    found = kura.recall(RecallRequest(question="archive slow disk NVMe scratch", k=1))
    assert not found.degraded and found.memories[0].slug == slugs[0]


def test_a_corrupt_snapshot_restores_nothing(kura: Kura) -> None:
    fill(kura)
    eng = kura.engine("main")
    snap = kura.snapshot()
    kura.forget(sorted(eng.store.slugs())[0])
    before = tree(eng.store.root)
    archive = eng.store.root / "_snapshots" / snap.id / "files.tar"
    raw = archive.read_bytes()
    at = raw.index(FACTS[0][:20].encode())
    archive.write_bytes(raw[:at] + b"X" + raw[at + 1 :])  # one byte of one memory changed
    with pytest.raises(KuraError) as info:
        kura.rollback(snap.id)
    assert info.value.code == "snapshot_corrupt" and info.value.status == 409
    assert tree(eng.store.root) == before


@pytest.mark.parametrize("how", ["unlisted", "resized"])
def test_a_rollback_reads_no_archive_member_its_manifest_does_not_list_as_it_is(
    kura: Kura, how: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Only a member the manifest names, of the size it records, is read: one it does not name (a tar bomb:
    a sparse member of gigabytes read whole), or one of another size, is ``snapshot_corrupt`` unread."""
    fill(kura)
    eng = kura.engine("main")
    snap = kura.snapshot()
    kura.forget(sorted(eng.store.slugs())[0])
    before, taken = tree(eng.store.root), kura.snapshots()
    archive = eng.store.root / "_snapshots" / snap.id / "files.tar"
    with tarfile.open(archive) as tar:
        members = [(m, tar.extractfile(m).read()) for m in tar]
    odd = "zz-unlisted.bin" if how == "unlisted" else members[0][0].name
    with tarfile.open(archive, "w", format=tarfile.PAX_FORMAT) as tar:
        for member, raw in members:
            if member.name == odd:
                raw += b"\n" * (1 << 20)  # the manifest's name, another size
                member.size = len(raw)
            tar.addfile(member, io.BytesIO(raw))
        if how == "unlisted":
            extra = tarfile.TarInfo(odd)
            extra.size = 1 << 20
            tar.addfile(extra, io.BytesIO(bytes(extra.size)))
    read: list[str] = []
    real = tarfile.TarFile.extractfile

    def spy(self: tarfile.TarFile, member: tarfile.TarInfo | str) -> object:
        read.append(member if isinstance(member, str) else member.name)
        return real(self, member)

    monkeypatch.setattr(tarfile.TarFile, "extractfile", spy)
    with pytest.raises(KuraError) as info:
        kura.rollback(snap.id)
    assert info.value.code == "snapshot_corrupt" and info.value.status == 409 and odd in info.value.message
    assert odd not in read
    assert tree(eng.store.root) == before and kura.snapshots() == taken  # nothing touched, no undo taken


def test_old_snapshots_are_pruned(kura_home: Path) -> None:
    kura = Kura(load_settings(embedder={"kind": "hash"}, evolve={"keep_snapshots": 2}), embedder=HashEmbedder())
    try:
        fill(kura)
        ids = [kura.snapshot().id for _ in range(4)]
        assert [s.id for s in kura.snapshots()] == sorted(ids[-2:], reverse=True)
    finally:
        kura.close()


def test_frozen_store_refuses_rollback(kura_home: Path) -> None:
    kura_home.mkdir(parents=True)
    opened = Kura(load_settings(embedder={"kind": "hash"}), embedder=HashEmbedder())
    snap = opened.snapshot()  # taken while the store was open: a frozen store takes none (issue 13)
    opened.close()
    (kura_home / "kura.toml").write_text("[stores.main]\nwrite_policy = 'frozen'\n")
    kura = Kura(load_settings(embedder={"kind": "hash"}), embedder=HashEmbedder())
    try:
        with pytest.raises(KuraError) as info:
            kura.rollback(snap.id)
        assert info.value.code == "write_policy"
        with pytest.raises(KuraError) as info:
            kura.snapshot()  # a snapshot is written inside the store
        assert info.value.code == "write_policy"
    finally:
        kura.close()


def test_manifest_names_and_lists_are_safe(kura: Kura) -> None:
    fill(kura)
    eng = kura.engine("main")
    info = snapshots.take(eng, "x")
    (eng.store.root / "_snapshots" / "not-a-snapshot").mkdir()
    assert [s.id for s in kura.snapshots()] == [info.id]


def test_cli_snapshot_list_rollback(kura_home: Path, capsys: pytest.CaptureFixture[str], monkeypatch) -> None:
    monkeypatch.setenv("KURA_EMBEDDER__KIND", "hash")
    assert main(["add", FACTS[0]]) == 0
    capsys.readouterr()
    assert main(["snapshot", "--reason", "cli", "--json"]) == 0
    snap_id = json.loads(capsys.readouterr().out)["id"]
    assert main(["add", FACTS[1]]) == 0
    assert main(["snapshots"]) == 0 and snap_id in capsys.readouterr().out
    assert main(["rollback", snap_id]) == 0
    assert "1 removed" in capsys.readouterr().out
    assert main(["rollback", "../x"]) == 1
    assert "invalid snapshot id" in capsys.readouterr().err
    assert main(["rollback", "20261130T120000Z-abcdef"]) == 1


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


@pytest.mark.anyio
async def test_rest_snapshots_and_rollback(kura_home: Path) -> None:
    kura_home.mkdir(parents=True)
    (kura_home / "kura.toml").write_text("[stores.main]\nwrite_token = 'w-token-456'\n")
    write = {"authorization": "Bearer w-token-456"}
    async with in_process(make_app(load_settings(embedder={"kind": "hash"}))) as c:
        assert (await c.post("/remember", json={"content": FACTS[0]}, headers=write)).status_code == 200
        assert (await c.post("/snapshots", json={"reason": "x"})).status_code == 401  # writes need the token
        r = await c.post("/snapshots", json={"reason": "rest"}, headers=write)
        assert r.status_code == 200, r.text
        snap_id = r.json()["id"]
        listed = (await c.get("/s/main/snapshots")).json()
        assert [s["id"] for s in listed] == [snap_id]
        assert (await c.post("/remember", json={"content": FACTS[1]}, headers=write)).status_code == 200
        r = await c.post("/rollback", json={"snapshot": snap_id}, headers=write)
        assert r.status_code == 200 and len(r.json()["removed"]) == 1
        for bad, status, code in (("../../etc/passwd", 400, "unsafe_path"), ("20261130T120000Z-abcdef", 404, None)):
            r = await c.post("/rollback", json={"snapshot": bad}, headers=write)
            assert r.status_code == status and set(r.json()) == {"error"}
            assert code is None or r.json()["error"]["code"] == code


def changed_since_a_snapshot(kura: Kura) -> tuple[Path, dict[str, bytes], SnapshotInfo]:
    """Fill the store, snapshot it, then change two memories and add one: the store's folder, its
    files as the snapshot holds them, and the snapshot."""
    slugs = fill(kura)
    root = kura.engine("main").store.root
    before = tree(root)
    snap = kura.snapshot(reason="test")
    kura.update(slugs[0], UpdateRequest(content="The archive moved to the new tape library in the basement."))
    kura.update(slugs[2], UpdateRequest(content="The staging database moved to pg-staging-3 on port 5434."))
    kura.remember(RememberRequest(content="The coffee machine on floor 3 needs descaling every Friday."))
    return root, before, snap


def test_a_rollback_interrupted_mid_swap_is_finished_when_the_store_is_opened(
    kura: Kura, kura_home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """An exception between two file swaps (the real SIGKILL there: ``test_kills.py``)."""
    import os as os_module

    root, before, snap = changed_since_a_snapshot(kura)
    real_replace = os_module.replace
    swaps: list[str] = []

    staged = os_module.path.join("_restore", "staging", "")  # store.restore_files stages here

    def dying_replace(src, dst, *args, **kwargs):  # interrupted after the first file is swapped in
        if staged in str(src):
            swaps.append(str(dst))
            if len(swaps) == 2:
                raise KeyboardInterrupt("interrupted mid-rollback")
        return real_replace(src, dst, *args, **kwargs)

    monkeypatch.setattr(os_module, "replace", dying_replace)
    with pytest.raises(KeyboardInterrupt):
        kura.rollback(snap.id)
    monkeypatch.setattr(os_module, "replace", real_replace)
    assert tree(root) != before and [p.stem for p in (root / "_restore").glob("*.json")] == [snap.id]
    taken = snapshots.list_snapshots(Store("main", root))  # the undo snapshot among them (the store as it is)
    kura.close()

    reopened = Kura(load_settings(embedder={"kind": "hash"}), embedder=HashEmbedder())
    reopened.engine("main")  # opening the store finishes the interrupted rollback
    assert tree(root) == before
    assert snapshots.unfinished(reopened.engine("main").store) == []
    assert reopened.doctor().ok
    # finished with the undo snapshot the first try took: no second one of the half-restored store
    assert snapshots.list_snapshots(reopened.engine("main").store) == taken
    (line,) = [a for a in reopened.engine("main").store.audit_lines() if a["event"] == "rollback"]
    assert line["undo_snapshot"] == taken[0].id
    reopened.close()


def test_a_file_in_restore_that_is_no_marker_is_ignored_and_doctor_names_it(kura: Kura) -> None:
    """Only ``_restore/<snapshot id>.json`` is a marker: a stray file there (a person's, a marker write's temp
    file) never makes a write-lock take finish anything, and ``kura doctor`` names it (``--fix`` removes it)."""
    fill(kura)
    store = kura.engine("main").store
    folder = store.root / "_restore"
    folder.mkdir(exist_ok=True)
    strays = ["notes.json", "20261130T120000Z-1a2b3c.json.bak", "20261130T120000Z-1A2B3C.json"]
    for name in strays:
        (folder / name).write_text("{}")
    settled: list[int] = []
    finish = store.settle
    assert finish is not None  # set by the service: the write lock finishes markers with it

    def counted() -> object:
        settled.append(1)
        return finish()

    store.settle = counted
    assert store.interrupted() == [] and snapshots.unfinished(store) == []
    kura.remember(RememberRequest(content="The coffee machine on floor 3 needs descaling every Friday."))
    with store.write_lock():
        pass
    assert settled == []  # no finish called: there is nothing to finish
    warned = [w for w in kura.doctor().warnings if w.startswith("restore_stray:")]
    assert [w.split()[1] for w in warned] == sorted(f"_restore/{n}" for n in strays), warned
    fixed = kura.doctor(fix=True)
    assert sorted(p.name for p in folder.iterdir()) == [] and not any("restore_stray" in w for w in fixed.warnings)
    snap = kura.snapshot()
    (folder / f"{snap.id}.json").write_text(json.dumps({"snapshot": snap.id, "undo": snap.id}))
    assert store.interrupted() == [snap.id]  # a marker's name: counted (and finished by the next lock)
    with store.write_lock():
        pass
    assert settled == [1] and store.interrupted() == []


def test_recalls_running_while_a_rollback_replaces_the_index_never_fail(kura: Kura) -> None:
    slugs = fill(kura)
    first = kura.snapshot(reason="first")
    kura.update(slugs[0], UpdateRequest(content="The archive moved to the new tape library in the basement."))
    added = kura.remember(RememberRequest(content="The coffee machine on floor 3 needs descaling every Friday.")).slug
    second = kura.snapshot(reason="second")
    known = {*slugs, added}
    stop = threading.Event()
    started = threading.Barrier(4)
    failures: list[str] = []
    recalls = [0]

    def reader(question: str) -> None:
        started.wait()
        while not stop.is_set():
            try:
                result = kura.recall(RecallRequest(question=question, k=3))
            except BaseException as exc:  # noqa: BLE001 - reported below
                failures.append(f"{type(exc).__name__}: {exc}")
                return
            if result.degraded or result.how != "hybrid":
                failures.append(f"degraded recall ({result.how}): {result.model_dump().get('reason')}")
            failures.extend(f"unknown memory {m.slug}" for m in result.memories if m.slug not in known)
            recalls[0] += 1

    questions = ["archive slow disk", "who leads on-call", "staging database port"]
    threads = [threading.Thread(target=reader, args=(q,)) for q in questions]
    for thread in threads:
        thread.start()
    started.wait()
    try:
        for i in range(6):
            result = kura.rollback(first.id if i % 2 == 0 else second.id)
            assert result.index == "restored"
    finally:
        stop.set()
        for thread in threads:
            thread.join(30)
    assert failures == [] and recalls[0] > 0
    assert set(kura.engine("main").store.slugs()) == known and kura.doctor().ok


def test_a_rollback_that_removes_a_memory_drops_the_copies_of_its_words_as_a_forget_does(
    kura: Kura, kura_home: Path
) -> None:
    """A memory written after the snapshot is removed by the rollback: the review item about it (its reason
    quotes the person's note on it) is settled `dropped` without its words, as a forget settles it — the
    undo snapshot keeps the memory, as a snapshot keeps a forgotten one."""
    fill(kura)
    snap = kura.snapshot(reason="test")
    item_id = questioned(kura)
    review = kura_home / "stores" / "main" / "_review"
    assert holding(review, CANARY)
    result = kura.rollback(snap.id)
    assert result.removed == ["relay"]
    assert kura.review_list() == [] and holding(review, CANARY) == []
    assert resolution(kura_home, item_id)["resolution"] == {"action": "dropped", "forgotten": ["relay"], "write": None}
    assert kura.doctor().ok
