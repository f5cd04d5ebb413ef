"""Fault injection at the file layer (``tests/faults.py``), the way SQLite tests its I/O errors: for each
write operation, the n-th write, fsync, rename or SQLite write fails with ENOSPC or EIO, for n = 1, 2, …
until the operation gets through untouched. After every failure the store is unchanged or fully
changed — memory files, ``MEMORY.md``, the index rows — never half; the error is the one ``KuraError``
for the disk (507 ``insufficient_storage``, ``storage_io_error``); and the next open is clean (doctor ok,
nothing to fix). A disk that stays full: every surface answers in the one error shape.
"""

from __future__ import annotations

import errno
import json
import re
import shutil
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient
from faults import Faults, damage_index

from kura_server.embed.hashing import HashEmbedder
from kura_server.errors import KuraError
from kura_server.evolve import snapshots
from kura_server.index.db import connect
from kura_server.schemas import FeedbackRequest, RecallRequest, RememberRequest, UpdateRequest
from kura_server.service import Kura
from kura_server.settings import load_settings
from kura_server.store.store import Store
from kura_server.surfaces.app import create_app

FACTS = [
    "The archive lives on the slow disk; the fast NVMe disk is scratch space only.",
    "Deploys go out on Tuesdays after the 10:00 stand-up, never on Fridays.",
    "Marta leads on-call in the first week of each month; see [[deploy-days]].",
]
SLUGS = ["archive-disk", "deploy-days", "on-call"]
NEW = "Release tags are signed with the hardware key kept in the office safe."
CHANGED = "Deploys go out on Wednesdays after the 11:00 stand-up, never on Fridays."
OPERATIONS = ("remember", "update", "forget", "feedback", "snapshot", "rollback")
pytestmark = pytest.mark.usefixtures("one_tls_context")  # hundreds of services are opened here
CODES = {errno.ENOSPC: ("insufficient_storage", 507), errno.EIO: ("storage_io_error", 500)}

State = dict[str, Any]


def open_kura(home: Path) -> Kura:
    return Kura(load_settings(home=home, embedder={"kind": "hash"}), embedder=HashEmbedder())


def root_of(home: Path) -> Path:
    return home / "stores" / "main"


@pytest.fixture(scope="module")
def base(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, str]:
    """A store of three memories with a snapshot, then changed since it (one added, one updated)."""
    home = tmp_path_factory.mktemp("base") / "home"
    kura = open_kura(home)
    for slug, fact in zip(SLUGS, FACTS, strict=True):
        kura.remember(RememberRequest(content=fact, slug=slug))
    snap = kura.snapshot(reason="before the changes").id
    kura.remember(RememberRequest(content="The staging database is rebuilt from the dump every night.", slug="staging"))
    kura.update(SLUGS[0], UpdateRequest(confidence="high"))
    kura.close()
    return home, snap


def operations(snap: str) -> dict[str, Callable[[Kura], Any]]:
    return {
        "remember": lambda k: k.remember(RememberRequest(content=NEW)),
        "update": lambda k: k.update(SLUGS[1], UpdateRequest(content=CHANGED)),
        "forget": lambda k: k.forget(SLUGS[2], reason="moved to the wiki"),
        "feedback": lambda k: k.feedback(FeedbackRequest(slug=SLUGS[1], direction="up")),
        "snapshot": lambda k: k.snapshot(reason="manual"),
        "rollback": lambda k: k.rollback(snap),
    }


def state(home: Path, op: str) -> State:
    """What a write may change, read from disk (not through kura): each memory file (its evidence line
    aside: a manual write's manifest carries the second it was made), ``MEMORY.md``, the index rows."""
    root = root_of(home)
    files = {p.name: re.sub(r"(?m)^evidence: .*\n", "", p.read_text(encoding="utf-8")) for p in root.glob("*.md")}
    conn = connect(root / "_index" / "index.sqlite", vec=False)
    try:
        rows = conn.execute(
            "SELECT slug, title, trigger, type, scope, confidence, tags, body FROM memories ORDER BY slug"
        ).fetchall()
    finally:
        conn.close()
    # a body indexed from its file ends in one newline, one indexed by the write path in none
    found: State = {"files": files, "rows": [(*r[:7], r[7].strip()) for r in rows]}
    if op == "snapshot":
        found["snapshots"] = len(snapshots.list_snapshots(Store("main", root)))
    return found


def no_debris(home: Path) -> None:
    """No temp file of a failed atomic write, no half snapshot, no undo link left in the store."""
    root = root_of(home)
    assert not [p for p in root.rglob("*.tmp")], list(root.rglob("*.tmp"))
    assert not list((root / "_snapshots").glob(".tmp-*"))
    assert not list((root / "_undo").iterdir()) if (root / "_undo").is_dir() else True


@pytest.fixture
def faults(monkeypatch: pytest.MonkeyPatch) -> Faults:
    return Faults.install(monkeypatch)


def expected(base: tuple[Path, str], op: str, tmp: Path) -> tuple[State, State]:
    """The store before the operation and after a clean run of it."""
    home = tmp / "clean"
    shutil.copytree(base[0], home)
    before = state(home, op)
    kura = open_kura(home)
    operations(base[1])[op](kura)
    kura.close()
    return before, state(home, op)


def run_with_fault(base: tuple[Path, str], op: str, home: Path, faults: Faults, n: int, err: int) -> Exception | None:
    shutil.copytree(base[0], home)
    kura = open_kura(home)
    kura.engine("main").index  # noqa: B018 - opened before the count starts: the operation's own calls
    faults.arm(n, err)
    try:
        operations(base[1])[op](kura)
        error = None
    except Exception as exc:
        error = exc
    finally:
        faults.disarm()
    if error is not None:
        code, status = CODES[err]
        assert isinstance(error, KuraError) and (error.code, error.status) == (code, status), repr(error)
        marker = snapshots.unfinished(Store("main", root_of(home)))
        if op != "rollback" or not marker:  # a rollback stopped mid-swap is finished before it is served
            assert state(home, op) in (BEFORE_AFTER[op]), f"{op}: half-done after the failure of {faults.fired}"
    report = kura.doctor()  # the same service, next call: clean (an interrupted rollback finished first)
    assert report.ok and report.fixed == [] and report.warnings == [], report  # an undone write's manifest goes too
    kura.close()
    reopened = open_kura(home)
    assert reopened.doctor().ok
    reopened.close()
    assert state(home, op) in BEFORE_AFTER[op]
    no_debris(home)
    return error


BEFORE_AFTER: dict[str, tuple[State, State]] = {}


SLOW = pytest.mark.slow  # the same paths again, with another errno: in the long run (``-m slow``)
SWEEPS = [
    *(pytest.param(op, errno.ENOSPC, id=f"{op}-ENOSPC") for op in OPERATIONS),
    *(pytest.param(op, errno.EIO, id=f"{op}-EIO", marks=[] if op in ("remember", "rollback") else [SLOW])
      for op in OPERATIONS),
]  # fmt: skip


@pytest.mark.parametrize(("op", "err"), SWEEPS)
def test_every_failing_write_leaves_the_store_unchanged_or_fully_changed(
    op: str, err: int, base: tuple[Path, str], faults: Faults, tmp_path: Path
) -> None:
    BEFORE_AFTER[op] = expected(base, op, tmp_path)
    failed: list[str] = []
    for n in range(1, 400):
        error = run_with_fault(base, op, tmp_path / f"n{n}", faults, n, err)
        if not faults.fired:  # n is past the operation's last write: it ran untouched
            assert error is None and state(tmp_path / f"n{n}", op) == BEFORE_AFTER[op][1]
            break
        failed.append(f"{faults.fired[0]}:{'error' if error else 'absorbed'}")
        shutil.rmtree(tmp_path / f"n{n}")
    else:
        raise AssertionError(f"{op} never got through")
    assert len(failed) >= 4 and any(f.startswith("sqlite") for f in failed), failed


# -- a disk that stays full ------------------------------------------------------------------------


@pytest.fixture
def full(kura_home: Path, faults: Faults) -> Iterator[tuple[Faults, Path]]:
    kura = open_kura(kura_home)
    for slug, fact in zip(SLUGS, FACTS, strict=True):
        kura.remember(RememberRequest(content=fact, slug=slug))
    kura.close()
    yield faults, kura_home


def test_a_full_disk_answers_507_at_rest_and_doctor_still_answers(full: tuple[Faults, Path]) -> None:
    faults, home = full
    cfg = load_settings(embedder={"kind": "hash"})
    app = create_app(cfg, kura=open_kura(home))
    with TestClient(app, base_url="http://127.0.0.1:8000") as c:
        before = state(home, "remember")
        faults.full_disk()
        for response in (
            c.post("/remember", json={"content": NEW}),
            c.patch(f"/memory/{SLUGS[1]}", json={"content": CHANGED}),
            c.delete(f"/memory/{SLUGS[2]}"),
            c.post("/feedback", json={"slug": SLUGS[1], "direction": "up"}),
            c.post("/snapshots", json={}),
        ):
            assert response.status_code == 507, response.text
            assert response.json()["error"]["code"] == "insufficient_storage"
            assert set(response.json()) == {"error"} and "full" in response.json()["error"]["message"]
        assert state(home, "remember") == before  # every write reported as failed left nothing
        doctor = c.get("/doctor")
        assert doctor.status_code == 200 and doctor.json()["memories"] == 3, doctor.text
        assert c.post("/recall", json={"question": "archive disk"}).status_code == 200
        assert c.get("/prefill").status_code == 200
        faults.disarm()
        assert c.post("/remember", json={"content": NEW}).status_code == 200  # space again: it works


def test_doctor_reports_what_a_full_disk_kept_it_from_writing(full: tuple[Faults, Path]) -> None:
    faults, home = full
    (root_of(home) / "by-hand.md").write_text("Written by a person while kura was not looking.\n", encoding="utf-8")
    kura = open_kura(home)
    faults.full_disk()
    report = kura.doctor()  # the new file needs indexing: the disk refuses, doctor says so
    assert report.drift.not_indexed == ["by-hand"] and not report.ok
    assert report.warnings and "full" in report.warnings[0]
    fixing = kura.doctor(fix=True)
    assert fixing.warnings and not fixing.ok
    faults.disarm()
    assert kura.doctor(fix=True).warnings == [] and kura.doctor().ok  # space again: the by-hand file gets its line
    kura.close()


def test_the_cli_says_a_full_disk_in_one_line(
    full: tuple[Faults, Path], capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    from kura_server.surfaces.cli import main

    faults, home = full
    monkeypatch.setenv("KURA_EMBEDDER__KIND", "hash")
    before = state(home, "remember")
    faults.full_disk()
    rc = main(["add", NEW])
    faults.disarm()
    assert state(home, "remember") == before
    err = capsys.readouterr().err
    assert rc == 1 and err.startswith("kura: error: the disk is full") and err.count("\n") == 1, err
    assert "Traceback" not in err


def test_sqlite_s_own_full_disk_is_a_507_and_undone(kura: Kura) -> None:
    """Not simulated: the index may not grow (``max_page_count``), SQLite answers SQLITE_FULL itself,
    rolls back, and the memory file and ``MEMORY.md`` line written before it are taken back."""
    for slug, fact in zip(SLUGS, FACTS, strict=True):
        kura.remember(RememberRequest(content=fact, slug=slug))
    home = kura.settings.home
    before = state(home, "remember")
    index = kura.engine("main").index
    pages = index.conn.execute("PRAGMA page_count").fetchone()[0]
    index.conn.execute(f"PRAGMA max_page_count = {pages}")
    with pytest.raises(KuraError) as exc:
        kura.remember(RememberRequest(content=NEW + " " + " ".join(f"detail{i}" for i in range(1500))))
    assert (exc.value.code, exc.value.status) == ("insufficient_storage", 507)
    assert state(home, "remember") == before
    index.conn.execute("PRAGMA max_page_count = 1073741823")
    assert kura.remember(RememberRequest(content=NEW)).action == "ADD"
    assert kura.doctor().ok
    hits = kura.recall(RecallRequest(question="hardware key office safe", k=1)).memories
    assert hits and hits[0].body.startswith("Release tags")


def damage_store_index(home: Path, how: str) -> Path:
    """The store's index damaged as :func:`faults.damage_index` says."""
    return damage_index(root_of(home) / "_index" / "index.sqlite", how)


@pytest.mark.parametrize("how", ["garbage", "truncated", "folder"])
def test_a_damaged_index_is_rebuilt_by_any_command_and_doctor_says_so(
    kura_home: Path, how: str, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """The index is derived: a damaged file (or a folder in its place) is set aside and rebuilt from the
    markdown when the store is opened — by `kura doctor`, which reports it, as by `kura rebuild` — and
    recall is whole again, never left on word overlap."""
    from kura_server.surfaces.cli import main

    monkeypatch.setenv("KURA_EMBEDDER__KIND", "hash")
    kura = open_kura(kura_home)
    for slug, fact in zip(SLUGS, FACTS, strict=True):
        kura.remember(RememberRequest(content=fact, slug=slug))
    kura.close()
    path = damage_store_index(kura_home, how)
    capsys.readouterr()
    assert main(["doctor", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["ok"] and report["index_rows"] == 3
    (warning,) = report["warnings"]
    assert warning.startswith("index_damaged: _index/index.sqlite.damaged-") and "rebuilt" in warning
    damage_store_index(kura_home, how if how != "folder" else "garbage")
    assert main(["rebuild"]) == 0 and "Traceback" not in capsys.readouterr().err
    kura = open_kura(kura_home)
    found = kura.recall(RecallRequest(question="where does the archive live", k=1))
    assert not found.degraded and found.memories[0].slug == "archive-disk"
    kept = kura.engine("main").index.damaged_copies()  # the newest file kept; a folder is never removed
    assert len(kept) == (2 if how == "folder" else 1) and path.is_file()
    kura.close()


def test_a_search_that_meets_a_damaged_page_sets_the_index_aside_and_the_next_use_rebuilds(kura: Kura) -> None:
    """Damage the open does not read (no check of every page on open: seconds at 100k memories): the
    recall that meets it degrades, SQLite's quick check confirms it, the file is set aside, and the next
    recall is served by an index rebuilt from the files."""
    for slug, fact in zip(SLUGS, FACTS, strict=True):
        kura.remember(RememberRequest(content=fact, slug=slug))
    home = kura.settings.home
    kura.close()
    damage_store_index(home, "page")
    question = RecallRequest(question="where does the archive live", k=1)
    assert kura.engine("main").index.needs_rebuild() is None  # the open sees nothing wrong
    first = kura.recall(question)
    assert first.degraded and (first.degraded_reason or "").startswith("hybrid retrieval unavailable: ")
    # SQLite's words for the damage vary with its build ("database disk image is malformed", "vtable constructor
    # failed: fts" on Debian 12's Python 3.11.2): its error code said damage, and the file is set aside already
    assert len(kura.engine("main").index.damaged_copies()) == 1
    second = kura.recall(question)
    assert not second.degraded and second.memories[0].slug == "archive-disk"
    assert len(kura.engine("main").index.damaged_copies()) == 1 and kura.doctor().ok
