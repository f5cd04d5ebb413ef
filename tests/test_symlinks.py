"""Symlinks inside a store, checked when a file is opened (issue 13, finding 1).

A memory file or ``MEMORY.md`` may be a symlink only if it resolves inside the store; a workshop folder or
file (``_index/``, ``_review/``, drafts, watermarks, evidence, audit, snapshots…) is never one. A refused
link answers 409 ``unsafe_path`` on the request and ``doctor`` lists it (ok false, nothing read through it).
"""

from __future__ import annotations

import io
import tarfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from daemon import in_process, make_app

from kura_server.embed.hashing import HashEmbedder
from kura_server.errors import KuraError
from kura_server.schemas import RecallRequest, RememberRequest, WorkingMemoryWrite
from kura_server.service import Kura
from kura_server.session.working import _file as _wm_file
from kura_server.settings import load_settings
from kura_server.store.paths import resolve_inside, safe_child, unsafe_entries
from kura_server.store.store import Store

FACT = "The archive lives on the slow disk; the fast NVMe disk is scratch space only."
OTHER = "The other store keeps its backups on the tape library in the basement."


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


def two_stores(home: Path) -> Kura:
    home.mkdir(parents=True, exist_ok=True)
    (home / "kura.toml").write_text("[stores.a]\n[stores.b]\n")
    return Kura(load_settings(embedder={"kind": "hash"}), embedder=HashEmbedder())


def refused(fn: Callable[[], Any]) -> KuraError:
    with pytest.raises(KuraError) as info:
        fn()
    assert (info.value.code, info.value.status) == ("unsafe_path", 409), info.value
    return info.value


def test_resolve_inside_follows_links_only_where_allowed(tmp_path: Path) -> None:
    root, outside = tmp_path / "store", tmp_path / "outside"
    (root / "_folder").mkdir(parents=True)
    outside.mkdir()
    (root / "a.md").write_text("a")
    (root / "b.md").symlink_to(root / "a.md")  # inside the store
    (root / "out.md").symlink_to(outside / "x.md")  # out of it (dangling, too)
    (root / "_link").symlink_to(root / "_folder")  # a workshop folder that is a link, even inside
    assert resolve_inside(root, root / "b.md", links=True) == root / "b.md"
    for path, links in ((root / "out.md", True), (root / "b.md", False), (root / "_link" / "x", False)):
        with pytest.raises(KuraError) as info:
            resolve_inside(root, path, links=links)
        assert (info.value.code, info.value.status) == ("unsafe_path", 409)
    with pytest.raises(KuraError):
        resolve_inside(root, tmp_path / "elsewhere")  # not under the root at all
    with pytest.raises(KuraError):
        safe_child(root, "_link/x.json")
    assert unsafe_entries(root) == (["_link", "out.md"], [], [])  # b.md resolves inside: allowed


def test_a_store_root_that_is_a_symlink_is_served(tmp_path: Path) -> None:
    real = tmp_path / "real"
    (tmp_path / "linked").symlink_to(real, target_is_directory=True)
    real.mkdir()
    store = Store("s", tmp_path / "linked")
    store.ensure()
    store.audit("test", slug="x")
    assert store.audit_lines()[0]["event"] == "test" and unsafe_entries(store.root) == ([], [], [])


def test_an_index_folder_linked_to_another_stores_is_refused(kura_home: Path) -> None:
    kura = two_stores(kura_home)
    kura.remember(RememberRequest(content=OTHER), store="b")
    a = kura.engine("a").store
    a.ensure()
    (a.root / "_index").symlink_to(kura.engine("b").store.root / "_index", target_is_directory=True)
    refused(lambda: kura.recall(RecallRequest(question="backups tape"), store="a"))
    refused(lambda: kura.remember(RememberRequest(content=FACT), store="a"))
    report = kura.doctor(store="a")
    assert not report.ok and [(p.code, p.path) for p in report.problems] == [("unsafe_path", "_index")]
    got = kura.recall(RecallRequest(question="backups tape library"), store="b")  # b keeps its own
    assert [m.slug for m in got.memories] and kura.doctor(store="b").ok
    kura.close()


def test_a_memory_index_linked_to_a_system_file_is_not_served(kura_home: Path, tmp_path: Path) -> None:
    secret = tmp_path / "passwd"
    secret.write_text("root:x:0:0:root:/root:/bin/bash\n")
    kura = two_stores(kura_home)
    a = kura.engine("a").store
    a.root.mkdir(parents=True)
    (a.root / "MEMORY.md").symlink_to(secret)
    refused(lambda: kura.index_file(store="a"))
    refused(lambda: kura.remember(RememberRequest(content=FACT), store="a"))
    assert secret.read_text() == "root:x:0:0:root:/root:/bin/bash\n"
    report = kura.doctor(store="a")
    assert [(p.code, p.path) for p in report.problems] == [("unsafe_path", "MEMORY.md")] and not report.ok
    kura.close()


@pytest.mark.anyio
async def test_a_memory_index_linked_to_another_stores_is_refused_over_rest(kura_home: Path) -> None:
    kura_home.mkdir(parents=True)
    (kura_home / "kura.toml").write_text("[stores.a]\n[stores.b]\n")
    async with in_process(make_app(load_settings(embedder={"kind": "hash"}))) as c:
        assert (await c.post("/s/b/remember", json={"content": OTHER})).status_code == 200
        b_index = kura_home / "stores" / "b" / "MEMORY.md"
        before = b_index.read_bytes()
        (kura_home / "stores" / "a").mkdir(parents=True)
        (kura_home / "stores" / "a" / "MEMORY.md").symlink_to(b_index)
        r = await c.get("/s/a/index")
        assert r.status_code == 409 and r.json()["error"]["code"] == "unsafe_path", r.text
        assert "tape" not in r.text
        r = await c.post("/s/a/remember", json={"content": FACT})
        assert r.status_code == 409 and r.json()["error"]["code"] == "unsafe_path"
        assert b_index.read_bytes() == before  # nothing copied into, or out of, the other store
        doctor = (await c.get("/s/a/doctor")).json()
        assert doctor["ok"] is False and doctor["problems"][0]["path"] == "MEMORY.md"


def _link_folder(kura: Kura, folder: str) -> None:
    """Make store a's ``folder`` a symlink to store b's (b's made first)."""
    b = kura.engine("b").store.workshop(folder)
    a = kura.engine("a").store
    a.ensure()
    (a.root / folder).symlink_to(b, target_is_directory=True)


@pytest.mark.parametrize(
    ("folder", "operation"),
    [
        ("_review", lambda k: k.review_list(store="a")),
        ("_drafts", lambda k: k.drafts(store="a")),
        ("_snapshots", lambda k: k.snapshots(store="a")),
        ("_snapshots", lambda k: k.snapshot(store="a")),
        ("_wm", lambda k: k.wm_read("global", store="a")),
        ("_audit", lambda k: k.remember(RememberRequest(content=FACT), store="a")),
        ("_evidence", lambda k: k.remember(RememberRequest(content=FACT), store="a")),
        ("_stats", lambda k: k.stats(store="a")),
        ("_locks", lambda k: k.remember(RememberRequest(content=FACT), store="a")),
        ("_distill", lambda k: k.distill_why(store="a")),
        ("_weave", lambda k: k.prefill(store="a")),
    ],
)
def test_every_workshop_folder_linked_elsewhere_is_refused(
    kura_home: Path, folder: str, operation: Callable[[Kura], Any]
) -> None:
    kura = two_stores(kura_home)
    kura.remember(RememberRequest(content=OTHER), store="b")
    kura.snapshot(store="b")
    _link_folder(kura, folder)
    refused(lambda: operation(kura))
    assert [p.path for p in kura.doctor(store="a").problems] == [folder]
    kura.close()


def test_workshop_files_that_are_links_are_refused(kura_home: Path, tmp_path: Path) -> None:
    kura = two_stores(kura_home)
    b = kura.engine("b").store
    item = kura.engine("b").review.add("test", "a reason only store b has")
    a = kura.engine("a").store
    a.ensure()
    (a.workshop("_review") / f"{item}.json").symlink_to(b.root / "_review" / f"{item}.json")
    refused(lambda: kura.review_list(store="a"))
    refused(lambda: kura.engine("a").review.get(item))
    kura.wm_read("global", store="b")
    secret = tmp_path / "secret.json"
    secret.write_text('{"goal": "store b only"}')
    wm_file = _wm_file("global")
    (a.workshop("_wm") / wm_file).symlink_to(secret)
    refused(lambda: kura.wm_read("global", store="a"))
    (a.workshop("_snapshots") / "20261130T120000Z-abcdef").symlink_to(tmp_path, target_is_directory=True)
    refused(lambda: kura.snapshots(store="a"))
    problems = [p.path for p in kura.doctor(store="a").problems]
    assert problems == [f"_review/{item}.json", "_snapshots/20261130T120000Z-abcdef", f"_wm/{wm_file}"]
    kura.close()


def test_a_link_in_the_index_folder_is_refused_before_sqlite_opens_it(kura_home: Path, tmp_path: Path) -> None:
    kura = two_stores(kura_home)
    kura.remember(RememberRequest(content=OTHER), store="b")
    b_db = kura.engine("b").store.root / "_index" / "index.sqlite"
    kura.close()
    kura = two_stores(kura_home)
    a = kura.engine("a").store
    a.workshop("_index")
    (a.root / "_index" / "index.sqlite").symlink_to(b_db)
    refused(lambda: kura.recall(RecallRequest(question="backups tape"), store="a"))
    kura.close()


def test_export_all_reads_nothing_through_a_workshop_link(kura_home: Path, tmp_path: Path) -> None:
    kura = two_stores(kura_home)
    kura.remember(RememberRequest(content=FACT), store="a")
    a = kura.engine("a").store
    outside = tmp_path / "outside"
    outside.mkdir()
    (outside / "id_rsa").write_text("CANARY-PRIVATE-KEY\n")
    (a.root / "_review_sync").symlink_to(outside, target_is_directory=True)  # a workshop folder that is a link
    (a.workshop("_audit") / "old.jsonl").symlink_to(outside / "id_rsa")  # a workshop file that is one
    (a.workshop("_evidence") / "same.json").symlink_to(a.root / "MEMORY.md")  # even inside the store
    links = ["_audit/old.jsonl", "_evidence/same.json", "_review_sync"]
    assert [p.path for p in kura.doctor(store="a").problems] == links
    target = tmp_path / "backup.tar"
    for link in links:  # each one refuses the export, in name order, before a byte is written
        stream = io.BytesIO()
        error = refused(lambda s=stream: kura.export_store("tar", stream=s, workshop=True, store="a"))
        assert link in error.message and str(outside) not in error.message and stream.getvalue() == b""
        refused(lambda: kura.export_store("tar.gz", path=target, workshop=True, store="a"))
        assert not target.exists() and not list(tmp_path.glob(".*.tmp"))
        (a.root / link).unlink()
    kura.export_store("tar", path=target, workshop=True, store="a")  # the links replaced: exported
    with tarfile.open(target) as tar:
        names = tar.getnames()
        assert not any(b"CANARY" in tar.extractfile(m).read() for m in tar.getmembers())  # type: ignore[union-attr]
    assert "_audit/audit.jsonl" in names and not any(n.startswith("_review_sync") for n in names)
    kura.close()


def test_a_memory_linked_inside_its_store_is_read_and_one_linked_out_is_not(kura_home: Path, tmp_path: Path) -> None:
    kura = two_stores(kura_home)
    slug = kura.remember(RememberRequest(content=FACT), store="a").slug
    a = kura.engine("a").store
    (a.root / "alias.md").symlink_to(a.root / f"{slug}.md")
    assert kura.get("alias", store="a").body.startswith("The archive")
    (tmp_path / "outside.md").write_text(OTHER)
    (a.root / "leak.md").symlink_to(tmp_path / "outside.md")
    refused(lambda: kura.get("leak", store="a"))
    kura.wm_write(WorkingMemoryWrite(scope="global", state={"goal": "the task at hand"}), store="a")
    wm = a.root / "_wm" / _wm_file("global")
    (a.root / "peek.md").symlink_to(wm)  # inside the store, but into its workshop
    refused(lambda: kura.get("peek", store="a"))
    assert {m.slug for m in kura.list(store="a")} == {slug, "alias"}  # the store is served without them
    report = kura.doctor(store="a")
    assert [(p.code, p.path) for p in report.problems] == [("unsafe_path", "leak.md"), ("unsafe_path", "peek.md")]
    kura.close()
