"""The contract every store backend (``MemoryStore``) and index backend (``MemoryIndex``) must pass.

Run today against the markdown store and the SQLite index. A second backend adds one entry to
``STORE_BACKENDS`` / ``INDEX_BACKENDS``: a factory (two calls with the same name give two handles on the
same store) and a way to make the next write fail half-way. Nothing below may look inside a backend.
"""

from __future__ import annotations

import ast
import datetime as dt
import inspect
import os
import threading
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import pytest
from code_model import modules

from kura_server.embed.base import SparseVec
from kura_server.embed.hashing import HashEmbedder
from kura_server.errors import KuraError
from kura_server.index import indexer
from kura_server.index.base import MemoryIndex
from kura_server.index.index import Index, IndexedState
from kura_server.store.base import MemoryStore
from kura_server.store.memory import Memory
from kura_server.store.store import Store

EMB = HashEmbedder()


@dataclass
class StoreBackend:
    make: Callable[[str], MemoryStore]  # a handle on store ``name`` (created empty on first use)
    fail_next_swap: Callable[[pytest.MonkeyPatch], None]  # the next write dies after its data, before it lands


@dataclass
class IndexBackend:
    make: Callable[[str, int], MemoryIndex]  # a handle on the one index location, for (embedder id, dim)


def _markdown(tmp_path: Path) -> StoreBackend:
    def fail_next_swap(monkeypatch: pytest.MonkeyPatch) -> None:
        def dying(src: object, dst: object) -> None:
            raise OSError("killed before the rename")

        monkeypatch.setattr(os, "replace", dying)

    return StoreBackend(lambda name: Store(name, tmp_path / "stores" / name), fail_next_swap)


def _sqlite(tmp_path: Path) -> IndexBackend:
    return IndexBackend(lambda embedder_id, dim: Index(tmp_path / "index.sqlite", embedder_id=embedder_id, dim=dim))


STORE_BACKENDS: dict[str, Callable[[Path], StoreBackend]] = {"markdown": _markdown}
INDEX_BACKENDS: dict[str, Callable[[Path], IndexBackend]] = {"sqlite": _sqlite}


@pytest.fixture(params=sorted(STORE_BACKENDS))
def store_backend(request: pytest.FixtureRequest, tmp_path: Path) -> StoreBackend:
    return STORE_BACKENDS[request.param](tmp_path)


@pytest.fixture
def store(store_backend: StoreBackend) -> MemoryStore:
    s = store_backend.make("main")
    s.ensure()
    return s


@pytest.fixture(params=sorted(INDEX_BACKENDS))
def index_backend(request: pytest.FixtureRequest, tmp_path: Path) -> IndexBackend:
    return INDEX_BACKENDS[request.param](tmp_path)


@pytest.fixture
def index(index_backend: IndexBackend) -> Iterator[MemoryIndex]:
    idx = index_backend.make(EMB.id, EMB.dim)
    idx.reset()
    yield idx
    idx.close()


def mem(slug: str, body: str, **fields: object) -> Memory:
    """A memory in its canonical form (a body ends with one newline, as every store gives it back)."""
    base: dict[str, object] = {"title": slug.replace("-", " ").title(), "trigger": body.split(".")[0]}
    return Memory(slug=slug, body=body.rstrip("\n") + "\n", **(base | fields))


def _protocol_members(protocol: type) -> list[str]:
    return [n for n in vars(protocol) if not n.startswith("_")] + list(protocol.__annotations__)


def _same_signature(protocol: type, impl: type) -> None:
    for name in _protocol_members(protocol):
        assert hasattr(impl, name) or name in protocol.__annotations__, f"{impl.__name__} lacks {name}"
        wanted = vars(protocol).get(name)
        if callable(wanted):
            got = [p.name for p in inspect.signature(getattr(impl, name)).parameters.values()]
            assert got == [p.name for p in inspect.signature(wanted).parameters.values()], f"{impl.__name__}.{name}"


# -- the interfaces ---------------------------------------------------------------------------------


def test_the_backends_satisfy_the_protocols(store: MemoryStore, index: MemoryIndex) -> None:
    assert isinstance(store, MemoryStore) and isinstance(index, MemoryIndex)
    _same_signature(MemoryStore, type(store))
    _same_signature(MemoryIndex, type(index))


def _uses(protocol_names: set[str], attr: str) -> dict[str, set[str]]:
    """Members used on stores (or indexes) outside their package: ``x.store.<m>``, and ``<v>.<m>`` for a
    variable annotated with or assigned one of ``protocol_names`` (or ``x.<attr>``)."""
    found: dict[str, set[str]] = {}
    for mod in modules():
        if mod.rel.startswith((f"{attr}/",)) and mod.rel != "index/indexer.py":
            continue
        for fn in ast.walk(mod.tree):
            if not isinstance(fn, ast.FunctionDef | ast.AsyncFunctionDef):
                continue
            names = {
                a.arg
                for a in [*fn.args.args, *fn.args.kwonlyargs]
                if a.annotation is not None
                and protocol_names & {n.id for n in ast.walk(a.annotation) if isinstance(n, ast.Name)}
            }
            for node in ast.walk(fn):
                if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
                    v = node.value
                    is_handle = (isinstance(v, ast.Attribute) and v.attr == attr) or (
                        isinstance(v, ast.Call) and isinstance(v.func, ast.Name) and v.func.id in protocol_names
                    )
                    if is_handle:
                        names.add(node.targets[0].id)
            for node in ast.walk(fn):
                if isinstance(node, ast.Attribute):
                    v = node.value
                    if (isinstance(v, ast.Attribute) and v.attr == attr) or (isinstance(v, ast.Name) and v.id in names):
                        found.setdefault(node.attr, set()).add(mod.rel)
    return found


# Members offered that the scan below cannot see used, each with where it is used.
UNSEEN = {
    "needs_rebuild": "engine.py checks a freshly built Index (a local the scan does not follow)",
    "audit_lines": "how the audit is read back (doctor's readers and this contract)",
    "whole": "engine.py's read_failed asks the open Index (a local the scan does not follow)",
}


def test_callers_use_only_what_the_protocols_offer() -> None:
    for protocol, names, attr in (
        (MemoryStore, {"Store", "MemoryStore"}, "store"),
        (MemoryIndex, {"Index", "MemoryIndex"}, "index"),
    ):
        offered = set(_protocol_members(protocol))
        used = _uses(names, attr)
        beyond = {m: sorted(where) for m, where in used.items() if m not in offered}
        assert not beyond, f"used on a {attr} but not in {protocol.__name__}: {beyond}"
        unused = offered - set(used) - set(UNSEEN)
        assert not unused, f"{protocol.__name__} offers what nobody calls (drop it): {sorted(unused)}"


# -- the store --------------------------------------------------------------------------------------


def test_write_read_round_trip_keeps_every_field(store: MemoryStore) -> None:
    full = mem(
        "deploy-window",
        "Deploys happen on Tuesdays after 14:00, never on Fridays. See [[release-train]].",
        type="feedback",
        tags=["ops", "deploy"],
        scope="repo:kura",
        confidence="high",
        created=dt.date(2026, 1, 2),
        updated=dt.date(2026, 2, 3),
        valid_from=dt.date(2026, 1, 1),
        valid_to=dt.date(2027, 1, 1),
        evidence="_evidence/abc.json",
        extra={"source": "a person"},
    )
    with store.write_lock():
        store.write(full)
        store.write(mem("release-train", "The release train leaves every second Wednesday."))
    assert store.read("deploy-window").model_dump() == full.model_dump()
    assert store.exists("deploy-window") and not store.exists("nothing-here")
    assert store.slugs() == ["deploy-window", "release-train"] and sorted(store.scan()[0]) == store.slugs()
    assert {m.slug for m in store.read_all()} == {"deploy-window", "release-train"}
    assert "never on Fridays" in store.read_text("deploy-window")
    assert [e.slug for e in store.index_entries()] == ["deploy-window", "release-train"]
    assert store.index_entries()[0].title == "Deploy Window" and "Tuesdays" in store.index_entries()[0].trigger


def test_unknown_and_invalid_memories_are_clear_errors(store: MemoryStore) -> None:
    for call in (lambda: store.read("nothing-here"), lambda: store.delete("nothing-here")):
        with pytest.raises(KuraError) as info:
            call()
        assert info.value.status == 404
    for bad in ("../escape", "UPPER", "with space", "dot.ted", "x\n"):
        with pytest.raises(KuraError) as info:
            store.read(bad)
        assert info.value.status == 400


def test_index_lines_stay_in_step_in_their_order(store: MemoryStore) -> None:
    with store.write_lock():
        for slug in ("alpha", "beta", "gamma"):
            store.write(mem(slug, f"The {slug} service runs on port {len(slug)}000."))
        store.write(mem("beta", "The beta service moved to port 7000.", title="Beta Moved"))
        store.delete("alpha")
    entries = store.index_entries()
    assert [e.slug for e in entries] == ["beta", "gamma"] and entries[0].title == "Beta Moved"
    with store.write_lock():
        store.apply([mem("delta", "Delta is new."), mem("gamma", "Gamma changed.")], ["beta"])
        assert store.rewrite_index_file() == 0  # apply kept every line in step: nothing to repair
    assert [e.slug for e in store.index_entries()] == ["gamma", "delta"] and store.slugs() == ["delta", "gamma"]
    assert store.read("gamma").body == "Gamma changed.\n"
    with store.write_lock():
        store.unlist(["gamma", "delta"], {"gamma": "delta"})  # both still there: no line goes or moves
    assert [e.slug for e in store.index_entries()] == ["gamma", "delta"]


def test_a_write_that_dies_leaves_the_old_memory_whole(
    store_backend: StoreBackend, store: MemoryStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    with store.write_lock():
        store.write(mem("keep-me", "The old text, which must survive a failed write."))
    before, lines = store.read_text("keep-me"), store.index_entries()
    store_backend.fail_next_swap(monkeypatch)
    with pytest.raises(OSError), store.write_lock():
        store.write(mem("keep-me", "A new text that never lands."))
    monkeypatch.undo()
    assert store.read_text("keep-me") == before and store.index_entries() == lines


def test_readers_never_see_half_a_memory(store: MemoryStore) -> None:
    versions = [mem("busy", "short."), mem("busy", "a much longer body " * 200)]
    texts = set()
    with store.write_lock():
        for v in versions:
            store.write(v)
            texts.add(store.read_text("busy"))
    stop, failures = threading.Event(), []

    def reader() -> None:
        while not stop.is_set():
            text = store.read_text("busy")
            if text not in texts:
                failures.append(text[:60])

    threads = [threading.Thread(target=reader) for _ in range(2)]
    for thread in threads:
        thread.start()
    try:
        for i in range(60):
            with store.write_lock():
                store.write(versions[i % 2])
    finally:
        stop.set()
        for thread in threads:
            thread.join(30)
    assert failures == []


def test_the_write_lock_holds_across_handles(store_backend: StoreBackend, store: MemoryStore) -> None:
    other = store_backend.make("main")
    inside, overlaps = [0], []

    def writer(handle: MemoryStore) -> None:
        for _ in range(20):
            with handle.write_lock():
                inside[0] += 1
                if inside[0] != 1:
                    overlaps.append(inside[0])
                inside[0] -= 1

    threads = [threading.Thread(target=writer, args=(h,)) for h in (store, other, store)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(60)
    assert overlaps == []


def test_scan_stamps_change_with_the_memory(store: MemoryStore) -> None:
    with store.write_lock():
        store.write(mem("stamped", "First version."))
    first = store.scan()[0]["stamped"]
    assert store.scan()[0]["stamped"] == first
    with store.write_lock():
        store.write(mem("stamped", "The second version is longer."))
    assert store.scan()[0]["stamped"] != first


def test_raw_files_restore_exactly(store: MemoryStore) -> None:
    with store.write_lock():
        for slug in ("one", "two", "three"):
            store.write(mem(slug, f"Memory {slug} says something specific."))
        saved = dict(store.raw_files())
        store.write(mem("two", "Memory two was rewritten."))
        store.delete("three")
        store.write(mem("four", "Memory four is new since."))
        changed, removed = store.restore_files(saved)
        assert dict(store.raw_files()) == saved
        assert set(changed) == {"two.md", "three.md", "MEMORY.md"} and removed == ["four"]
        assert store.restore_files(saved) == ([], [])  # idempotent: a rerun after a crash finishes the job
        with pytest.raises(KuraError) as info:
            store.restore_files({**saved, "../evil.md": b"x"})
        assert info.value.code == "unsafe_path"
    assert dict(store.raw_files()) == saved and store.read("three").body == "Memory three says something specific.\n"


def test_audit_and_workshop(store: MemoryStore) -> None:
    store.audit("forget", slug="gone", reason="test")
    last = store.audit_lines()[-1]
    assert last["event"] == "forget" and last["slug"] == "gone" and "at" in last
    folder = store.workshop("_contract")
    assert folder.is_dir()
    with pytest.raises(ValueError):
        store.workshop("not-a-workshop")


# -- the index --------------------------------------------------------------------------------------


def _fill(index: MemoryIndex, mems: list[Memory]) -> dict[str, int]:
    texts = [m.search_text() for m in mems]
    states = [(m, IndexedState(len(m.body), 1000 + i, f"sha-{m.slug}")) for i, m in enumerate(mems)]
    index.upsert(states, EMB.passage(texts), EMB.sparse(texts, is_query=False))
    return index.ids_of([m.slug for m in mems])


CORPUS = [
    mem("archive-disk", "The archive lives on the slow disk; see [[scratch-disk]].", scope="global"),
    mem("scratch-disk", "The fast NVMe disk is scratch space only.", scope="repo:kura", type="reference"),
    mem("on-call", "Marta leads on-call in the first week of each month.", scope="agent:ops", type="user"),
]


def test_a_new_index_says_it_needs_a_rebuild(index_backend: IndexBackend) -> None:
    fresh = index_backend.make(EMB.id, EMB.dim)
    assert fresh.needs_rebuild() is not None
    fresh.reset()
    assert fresh.needs_rebuild() is None and fresh.count() == 0
    fresh.close()
    assert "embedder" in (index_backend.make("another-embedder", EMB.dim).needs_rebuild() or "")
    assert "dim" in (index_backend.make(EMB.id, EMB.dim * 2).needs_rebuild() or "")


def test_upserted_memories_read_back(index: MemoryIndex) -> None:
    ids = _fill(index, CORPUS)
    assert index.count() == 3 and set(ids) == {m.slug for m in CORPUS}
    assert index.state()["on-call"] == IndexedState(len(CORPUS[2].body), 1002, "sha-on-call")
    rows = index.rows(list(ids.values()))
    row = rows[ids["scratch-disk"]]
    assert (row.slug, row.scope, row.type, row.title) == ("scratch-disk", "repo:kura", "reference", "Scratch Disk")
    assert [line[1] for line in index.lines(None)] == [m.slug for m in CORPUS]
    assert [line[1] for line in index.lines(["agent:ops"])] == ["on-call"]
    assert index.slugs_of_type("user", None) == ["on-call"] and index.slugs_of_type("user", ["global"]) == []
    assert [t[0] for t in index.texts()] == [m.slug for m in CORPUS]
    slugs, scopes, matrix = index.dense_vectors()
    assert slugs == [m.slug for m in CORPUS] and scopes == [m.scope for m in CORPUS]
    assert np.allclose(matrix, EMB.passage([m.search_text() for m in CORPUS]), atol=1e-6)
    assert index.links_from([ids["archive-disk"]]) == [(ids["archive-disk"], "scratch-disk")]
    assert index.linking_to("scratch-disk") == ["archive-disk"] and index.linking_to("archive-disk") == []


def test_every_retriever_ranks_and_filters_by_scope(index: MemoryIndex) -> None:
    ids = _fill(index, CORPUS)
    target = CORPUS[1]
    q_dense = EMB.passage([target.search_text()])[0]
    hits = index.search_dense(q_dense, 3, None)
    assert hits[0][0] == ids["scratch-disk"] and hits[0][1] == pytest.approx(1.0, abs=1e-5)
    assert [s for _, s in hits] == sorted((s for _, s in hits), reverse=True)
    assert all(rid != ids["scratch-disk"] for rid, _ in index.search_dense(q_dense, 3, ["global"]))
    assert index.search_dense(np.zeros(EMB.dim, dtype=np.float32), 3, None) == []  # no direction, no signal
    assert index.search_fts("NVMe scratch", 3, None)[0][0] == ids["scratch-disk"]
    assert index.search_fts("NVMe scratch", 3, ["agent:ops"]) == []
    for odd in ('say "hi', "a - b", "NEAR(a b)", "(((", "", "the is a"):
        index.search_fts(odd, 3, None)  # never a syntax error
    q_sparse = EMB.sparse(["Marta on-call"], is_query=True)[0]
    assert index.search_sparse(q_sparse, 3, None)[0][0] == ids["on-call"]
    empty = SparseVec(ids=np.array([], dtype=np.int64), weights=np.array([], dtype=np.float32))
    assert index.search_sparse(empty, 3, None) == []
    assert len(index.search_dense(q_dense, 1, None)) == 1


def test_a_word_more_than_a_share_of_the_memories_hold_is_commonplace(index: MemoryIndex) -> None:
    _fill(index, CORPUS)
    assert index.commonplace(["Marta", "disk", "nobody"], 0.5) == {"disk"}  # 2 of 3 hold "disk", 1 "Marta"
    assert index.commonplace(["Marta", "disk"], 0.25) == {"Marta", "disk"}
    assert index.commonplace(["disk"], 0.7) == set()
    _fill(index, [mem("marta-pager", "Marta carries the pager."), mem("marta-desk", "Marta sits by the window.")])
    assert index.commonplace(["Marta"], 0.5) == {"Marta"}  # 3 of 5, after the writes


def test_upsert_replaces_and_remove_forgets_everywhere(index: MemoryIndex) -> None:
    _fill(index, CORPUS)
    _fill(index, [mem("archive-disk", "The archive moved to the tape library in the basement.")])
    ids = index.ids_of(["archive-disk"])
    assert index.count() == 3 and index.linking_to("scratch-disk") == []  # the old [[link]] went with the old text
    assert (
        index.search_fts("slow", 3, None) == []
        and index.search_fts("tape library", 3, None)[0][0] == ids["archive-disk"]
    )
    index.remove(["scratch-disk", "not-indexed"])
    assert index.count() == 2 and "scratch-disk" not in index.state()
    assert index.search_fts("NVMe", 3, None) == [] and index.ids_of(["scratch-disk"]) == {}
    q = EMB.passage([CORPUS[1].search_text()])[0]
    assert "scratch-disk" not in {
        r.slug for r in index.rows([rid for rid, _ in index.search_dense(q, 5, None)]).values()
    }


def test_touch_restamps_without_changing_content(index: MemoryIndex) -> None:
    ids = _fill(index, CORPUS)
    before = index.rows([ids["on-call"]])
    index.touch([("on-call", IndexedState(999, 123456, "sha-on-call"))])
    assert index.state()["on-call"] == IndexedState(999, 123456, "sha-on-call")
    assert index.rows([ids["on-call"]]) == before


def test_a_failed_upsert_changes_nothing(index: MemoryIndex) -> None:
    _fill(index, CORPUS[:1])
    items = [(m, IndexedState(1, 1, "x")) for m in CORPUS]
    with pytest.raises(Exception):  # noqa: B017, PT011 - any failure; the point is what is left
        index.upsert(items, EMB.passage([CORPUS[0].body]), None)  # one vector for three memories
    assert index.count() == 1 and set(index.state()) == {"archive-disk"}


def test_readers_run_while_a_writer_writes(index: MemoryIndex) -> None:
    _fill(index, CORPUS)
    stop, failures = threading.Event(), []
    q = EMB.query(["disk archive"])[0]

    def reader() -> None:
        while not stop.is_set():
            try:
                index.rows([rid for rid, _ in index.search_dense(q, 5, None)])
                index.search_fts("disk", 5, None)
            except Exception as exc:  # noqa: BLE001 - reported below
                failures.append(repr(exc))
                return

    threads = [threading.Thread(target=reader) for _ in range(2)]
    for thread in threads:
        thread.start()
    try:
        for i in range(30):
            _fill(index, [mem(f"extra-{i}", f"Extra disk fact number {i}.")])
    finally:
        stop.set()
        for thread in threads:
            thread.join(30)
    assert failures == [] and index.count() == 33


# -- store and index together: what the engine's sync, drift and rebuild rely on -----------------------


def test_sync_drift_and_rebuild(store: MemoryStore, index: MemoryIndex) -> None:
    with store.write_lock():
        for m in CORPUS:
            store.write(m)
    report = indexer.sync(store, index, EMB)
    assert report.added == 3 and indexer.drift(store, index).clean
    assert index.held() == index.state() and len(index.state()) == 3
    assert indexer.sync(store, index, EMB).changed == 0
    with store.write_lock():
        store.write(mem("on-call", "Jonas leads on-call now."))
        store.write(mem("new-one", "A memory the index has not seen."))
    drift = indexer.drift(store, index)
    assert drift.not_indexed == ["new-one"] and drift.stale_in_index == ["on-call"]
    with store.write_lock():
        store.delete("archive-disk")
    assert indexer.drift(store, index).orphan_rows == ["archive-disk"]
    assert indexer.rebuild(store, index, EMB) == 3 and indexer.drift(store, index).clean
    assert index.count() == 3 and index.needs_rebuild() is None
    ids = index.ids_of(["on-call"])
    assert index.search_fts("Jonas", 3, None)[0][0] == ids["on-call"]
