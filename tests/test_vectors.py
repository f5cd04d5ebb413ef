"""The in-memory vector matrix (index/vectors.py): the same answers as vec0, in step on every write."""

from __future__ import annotations

import threading
from pathlib import Path

import numpy as np
import pytest

from kura_server.embed.hashing import HashEmbedder
from kura_server.errors import KuraError
from kura_server.index import Index, IndexedState, scan
from kura_server.index.backup import copy_index, replace_from
from kura_server.store import Memory

DIM = 16


def _items(prefix: str, n: int, scope: str = "global") -> list[tuple[Memory, IndexedState]]:
    return [
        (Memory(slug=f"{prefix}-{i}", title=f"t {i}", trigger="x", body=f"b {i}", scope=scope), IndexedState(1, 1, "h"))
        for i in range(n)
    ]


def _vecs(rng: np.random.Generator, n: int) -> np.ndarray:
    v = rng.standard_normal((n, DIM)).astype(np.float32)
    return v / np.linalg.norm(v, axis=1, keepdims=True)


def _index(path: Path, mb: float = 16) -> Index:
    return Index(path, embedder_id="test", dim=DIM, memory_vectors_mb=mb)


def _filled(path: Path, rng: np.random.Generator, n: int, mb: float = 16) -> Index:
    """A new index of ``n`` random memories ``a-0`` … in scope global."""
    index = _index(path, mb)
    index.reset()
    index.upsert(_items("a", n), _vecs(rng, n), None)
    return index


def _same(mine: list[tuple[int, float]], ref: list[tuple[int, float]]) -> None:
    """The same hits in the same order, scores equal to float32 rounding (vec0 sums in another order,
    so two hits whose scores differ by less than 1e-6 may swap places)."""
    assert len(mine) == len(ref)
    assert np.allclose([s for _, s in mine], [s for _, s in ref], atol=1e-5)
    for (a, sa), (b, sb) in zip(mine, ref, strict=True):
        assert a == b or abs(sa - sb) < 1e-5
    boundary = ref[-1][1] if ref else 0.0
    assert {a for a, s in mine if s > boundary + 1e-5} == {b for b, s in ref if s > boundary + 1e-5}


def _same_as_vec0(index: Index, rng: np.random.Generator, scopes: list[str] | None = None, k: int = 7) -> None:
    for q in _vecs(rng, 5):
        mine = index.search_dense(q, k, scopes)
        ref = index.search_vec0(q, k, scopes)
        assert [rid for rid, _ in mine] == [rid for rid, _ in ref]
        _same(mine, ref)


def test_matrix_answers_as_vec0_and_follows_every_write(tmp_path: Path) -> None:
    rng = np.random.default_rng(1)
    index = _index(tmp_path / "i.sqlite")
    index.reset()
    index.upsert(_items("a", 40) + _items("b", 30, scope="work"), _vecs(rng, 70), None)
    _same_as_vec0(index, rng)
    assert index._vectors._snap is not None  # the matrix is what answered
    _same_as_vec0(index, rng, ["work"])
    _same_as_vec0(index, rng, ["work", "global"], k=100)
    assert index.search_dense(_vecs(rng, 1)[0], 5, ["nowhere"]) == []
    index.upsert(_items("a", 5), _vecs(rng, 5), None)  # updates: new vectors for the same slugs
    index.upsert(_items("c", 5, scope="new-scope"), _vecs(rng, 5), None)  # adds, a scope the matrix never saw
    _same_as_vec0(index, rng)
    _same_as_vec0(index, rng, ["new-scope"])
    index.remove([f"b-{i}" for i in range(10)])
    index.purge(["a-1", "c-2"])
    _same_as_vec0(index, rng)
    _same_as_vec0(index, rng, ["work"])
    snap = index._vectors._snap
    assert snap is not None and snap.live == 40 + 20 + 5 - 2
    index.reset()  # a rebuild starts here
    assert index.search_dense(_vecs(rng, 1)[0], 5, None) == []
    index.upsert(_items("d", 12), _vecs(rng, 12), None)
    _same_as_vec0(index, rng)


def test_a_zero_query_or_zero_row_has_no_cosine(tmp_path: Path) -> None:
    emb = HashEmbedder(dim=DIM)
    index = _index(tmp_path / "i.sqlite")
    index.reset()
    vecs = np.vstack([np.zeros((1, DIM), np.float32), emb.passage(["one two", "three four"])])
    index.upsert(_items("z", 3), vecs, None)
    assert index.search_dense(np.zeros(DIM, np.float32), 5, None) == []
    assert [r for r, _ in index.search_dense(vecs[1], 5, None)] == [r for r, _ in index.search_vec0(vecs[1], 5, None)]
    assert len(index.search_dense(vecs[1], 5, None)) == 2  # the zero row is never returned


def test_another_connection_writing_the_file_is_seen(tmp_path: Path) -> None:
    """Another process (here: another Index on the same file) writes: the next search reloads."""
    rng = np.random.default_rng(2)
    index = _filled(tmp_path / "i.sqlite", rng, 20)
    _same_as_vec0(index, rng)
    other = _index(tmp_path / "i.sqlite")
    other.upsert(_items("b", 20), _vecs(rng, 20), None)
    other.remove(["a-3"])
    _same_as_vec0(index, rng)
    assert index._vectors._snap is not None and index._vectors._snap.live == 39


@pytest.mark.parametrize(("embedder_id", "dim"), [("other", DIM), ("test", 2 * DIM)])
def test_a_file_another_process_rebuilt_for_another_embedder_is_never_read_in_this_space(
    tmp_path: Path, embedder_id: str, dim: int
) -> None:
    """Another process rebuilds the file for its embedder (another dimension, or another model of the same
    one): this index's next search and write are refused in one clear error (the engine then rebuilds
    it), never a reshape of the other's rows with this dimension, never a score across two spaces."""
    rng = np.random.default_rng(9)
    index = _filled(tmp_path / "i.sqlite", rng, 20)
    _same_as_vec0(index, rng)  # the matrix is loaded
    other = Index(tmp_path / "i.sqlite", embedder_id=embedder_id, dim=dim)
    other.reset()
    other.upsert(_items("o", 3), rng.standard_normal((3, dim)).astype(np.float32), None)
    with pytest.raises(KuraError) as found:
        index.search_dense(_vecs(rng, 1)[0], 5, None)
    assert found.value.code == "index_changed" and repr(embedder_id) in found.value.message
    with pytest.raises(KuraError) as wrote:
        index.upsert(_items("a", 1), _vecs(rng, 1), None)
    assert wrote.value.code == "index_changed"
    assert other.count() == 3  # nothing of this space written into the other's


def test_a_restored_copy_is_what_the_matrix_answers_from(tmp_path: Path) -> None:
    rng = np.random.default_rng(3)
    index = _filled(tmp_path / "i.sqlite", rng, 20)
    copy_index(index, tmp_path / "copy.sqlite")
    index.upsert(_items("b", 20), _vecs(rng, 20), None)
    _same_as_vec0(index, rng)
    replace_from(index, tmp_path / "copy.sqlite")  # a rollback
    _same_as_vec0(index, rng)
    assert index._vectors._snap is not None and index._vectors._snap.live == 20


def test_many_removals_compact_the_matrix(tmp_path: Path) -> None:
    rng = np.random.default_rng(4)
    index = _filled(tmp_path / "i.sqlite", rng, 3000)
    _same_as_vec0(index, rng)
    index.remove([f"a-{i}" for i in range(0, 3000, 2)])
    snap = index._vectors._snap
    assert snap is not None and snap.n == snap.live == 1500  # compacted, not reloaded
    _same_as_vec0(index, rng)


def test_above_the_size_setting_vec0_answers(tmp_path: Path) -> None:
    rng = np.random.default_rng(5)
    index = _filled(tmp_path / "i.sqlite", rng, 50, mb=0.001)  # ~16 rows of 16 floats
    _same_as_vec0(index, rng)
    assert index._vectors._snap is None
    off = _index(tmp_path / "i.sqlite", mb=0)
    _same_as_vec0(off, rng)
    assert off._vectors._snap is None


@pytest.mark.parametrize("split", [False, True])
def test_readers_never_see_half_a_write(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, split: bool) -> None:
    """Each write adds (or removes) a pair of memories with the same vector in their own scope, in one
    transaction: a reader asking for that scope sees both or neither, never one. ``split``: the matrix
    scanned in row slices side by side (index/scan.py, its size bound lowered for the test)."""
    if split:
        monkeypatch.setattr(scan, "SPLIT_MIN_ROWS", 100)
    free = (lambda: 2) if split else None
    rng = np.random.default_rng(6)
    index = _index(tmp_path / "i.sqlite")
    index.reset()
    index.upsert(_items("base", 500), _vecs(rng, 500), None)
    pairs = _vecs(rng, 60)
    done = threading.Event()
    seen: list[int] = []
    errors: list[BaseException] = []

    def read() -> None:
        try:
            while not done.is_set():
                for i in range(0, 60, 7):
                    found = index.search_dense(pairs[i], 5, [f"pair-{i}"], free)
                    seen.append(len(found))
        except BaseException as exc:  # pragma: no cover - reported below
            errors.append(exc)
        finally:
            index.close()

    readers = [threading.Thread(target=read) for _ in range(3)]
    for t in readers:
        t.start()
    try:
        for i in range(60):
            index.upsert(_items(f"p{i}", 2, scope=f"pair-{i}"), np.vstack([pairs[i], pairs[i]]), None)
            if i % 3 == 0:
                index.remove([f"p{i}-0", f"p{i}-1"])
    finally:
        done.set()
        for t in readers:
            t.join()
    assert not errors
    assert set(seen) <= {0, 2} and 2 in seen


@pytest.mark.model
def test_the_matrix_gives_vec0s_top_k_on_the_real_embedder(tmp_path: Path, e5) -> None:
    from kura_server.bench.scale import Prose

    prose = Prose(seed=21)
    texts = [" ".join(prose.sentence(6, 14) for _ in range(2)) for _ in range(300)]
    index = Index(tmp_path / "i.sqlite", embedder_id=e5.id, dim=e5.dim)
    index.reset()
    scopes = ["global" if i % 3 else "work" for i in range(len(texts))]
    items = [
        (Memory(slug=f"m-{i}", title="t", trigger="x", body=t, scope=sc), IndexedState(1, 1, "h"))
        for i, (t, sc) in enumerate(zip(texts, scopes, strict=True))
    ]
    index.upsert(items, e5.passage(texts), None)
    for q in e5.query([prose.sentence(4, 9) for _ in range(20)]):
        for scopes in (None, ["work"]):
            _same(index.search_dense(q, 50, scopes), index.search_vec0(q, 50, scopes))
    assert index._vectors._snap is not None


def test_a_small_store_under_steady_remember_and_forget_keeps_a_matrix_its_own_size(tmp_path: Path) -> None:
    rng = np.random.default_rng(6)
    index = _filled(tmp_path / "i.sqlite", rng, 20)
    _same_as_vec0(index, rng)
    for i in range(300):  # a soak's churn: one remembered, one forgotten
        index.upsert(_items(f"c{i}", 1), _vecs(rng, 1), None)
        index.remove([f"c{i}-0"])
    snap = index._vectors._snap
    assert snap is not None and snap.live == 20
    assert snap.n - snap.live <= 64  # masked rows compacted, not kept for 1024 removals
    _same_as_vec0(index, rng)
