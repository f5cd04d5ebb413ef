"""The scan of the in-memory vectors split over the free cores (index/scan.py, issue 14): row slices scored
side by side give exactly the answer of one scan (ties and scopes included), a busy machine gets one slice,
the workers are started once, and a question never waits behind another's queued slice."""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator
from pathlib import Path

import numpy as np
import pytest

from kura_server.embed.cores import Load, TeamPolicy
from kura_server.embed.hashing import HashEmbedder
from kura_server.index import Index, IndexedState
from kura_server.index import scan as scan_mod
from kura_server.index.scan import ALIGN, SPLIT_MIN_ROWS, Scan, bounds
from kura_server.recall import hybrid
from kura_server.store import Memory

DIM = 24


@pytest.fixture
def small_split(monkeypatch: pytest.MonkeyPatch) -> Iterator[int]:
    """Split from 1,000 rows on (the real bound is a size where splitting pays; the logic is the same)."""
    monkeypatch.setattr(scan_mod, "SPLIT_MIN_ROWS", 1000)
    yield 1000


def _unit(rng: np.random.Generator, n: int) -> np.ndarray:
    v = rng.standard_normal((n, DIM)).astype(np.float32)
    return v / np.linalg.norm(v, axis=1, keepdims=True)


def _reference(rows: np.ndarray, ids: np.ndarray, keep: np.ndarray, q: np.ndarray, k: int) -> list[tuple[int, float]]:
    """The k best by (score desc, id asc) over the kept rows, the slow obvious way, one row at a time."""
    scored = [(-float(np.dot(rows[i], q)), int(ids[i])) for i in np.flatnonzero(keep)]
    return [(rid, -s) for s, rid in sorted(scored)[:k]]


def _scan(rows: np.ndarray, ids: np.ndarray, usable: np.ndarray, codes: np.ndarray, allowed: np.ndarray | None) -> Scan:
    return Scan(rows, ids, usable, codes, allowed)


def _hits(s: Scan, q: np.ndarray, k: int, team: int, parts: int = 2) -> list[tuple[int, float]]:
    pos, scores = s.top(q, k, lambda: team, parts)
    return [(int(s.ids[p]), float(x)) for p, x in zip(pos, scores, strict=True)]


def test_bounds_are_aligned_and_cover_every_row_once(small_split: int) -> None:
    assert bounds(999, 2) == [(0, 999)]
    assert bounds(50_000, 1) == [(0, 50_000)]
    for n in (1000, 4321, 99_999, 100_000):
        for parts in (2, 3, 4):
            b = bounds(n, parts)
            assert len(b) == parts and b[0][0] == 0 and b[-1][1] == n
            assert all(x[1] == y[0] for x, y in zip(b, b[1:], strict=False))
            assert all(a % ALIGN == 0 for a, _ in b)
    assert SPLIT_MIN_ROWS >= 20_000  # the real bound: below it a split does not pay (bench/README.md)


@pytest.mark.parametrize("parts", [2, 3])
def test_slices_side_by_side_answer_exactly_as_one_scan(small_split: int, parts: int) -> None:
    rng = np.random.default_rng(3)
    n = 5_017
    rows = _unit(rng, n)
    rows[100:140] = rows[4_000]  # exact duplicates: ties across slices
    ids = rng.permutation(np.arange(10, 10 + 3 * n, 3)).astype(np.int64)  # ids not in row order
    usable = rng.random(n) > 0.1
    codes = rng.integers(0, 4, n).astype(np.int32)
    for allowed in (None, np.array([False, True, False, True])):
        keep = usable if allowed is None else usable & allowed[codes]
        s = _scan(rows, ids, usable, codes, allowed)
        for q in [*_unit(rng, 4), rows[4_000]]:
            for k in (1, 10, 50, 3_000, n + 5):
                one = _hits(s, q, k, team=1, parts=parts)
                split = _hits(s, q, k, team=parts, parts=parts)
                assert split == one  # the same ids, the same order, the same float scores
                ref = _reference(rows, ids, keep, q, k)
                assert [rid for rid, _ in one] == [rid for rid, _ in ref]
                assert np.allclose([x for _, x in one], [x for _, x in ref], atol=1e-6)
                assert len(one) == min(k, int(keep.sum()))


def test_ties_at_the_kth_place_go_to_the_smaller_ids_whichever_slice_they_are_in(small_split: int) -> None:
    """One-hot rows score exactly the query's coordinate, in any summation order: ties with no rounding."""
    rng = np.random.default_rng(4)
    n = 4_000
    hot = rng.integers(0, 3, n)
    rows = np.zeros((n, DIM), dtype=np.float32)
    rows[np.arange(n), hot] = 1.0
    ids = rng.permutation(n).astype(np.int64) + 1
    usable = np.ones(n, dtype=bool)
    usable[rng.choice(n, 300, replace=False)] = False  # removed rows never come back, even when tied
    codes = (np.arange(n) % 2).astype(np.int32)
    q = np.zeros(DIM, dtype=np.float32)
    q[:3] = [0.8, 0.6, 0.0]  # every row hot on 0 ties at the top (about 1,200 of them, in both slices)
    for allowed in (None, np.array([True, False])):
        keep = usable & (hot == 0) & (True if allowed is None else allowed[codes])
        expected = sorted(ids[keep].tolist())
        s = _scan(rows, ids, usable, codes, allowed)
        for k in (1, 7, 64, 500):
            for team in (1, 2):
                hits = _hits(s, q, k, team)
                assert [rid for rid, _ in hits] == expected[:k]
                assert {x for _, x in hits} == {np.float32(0.8)}


def test_a_busy_machine_scans_one_slice_at_a_time_in_the_caller(small_split: int) -> None:
    rng = np.random.default_rng(5)
    s = _scan(
        _unit(rng, 3_000), np.arange(3_000, dtype=np.int64), np.ones(3_000, bool), np.zeros(3_000, np.int32), None
    )
    threads: list[str] = []
    slice_of = s._slice
    worker_in, wait_for_worker = threading.Event(), [False]

    def spy(q: np.ndarray, k: int, a: int, b: int) -> tuple[np.ndarray, np.ndarray]:
        name = threading.current_thread().name
        if name.startswith("kura-scan"):
            worker_in.set()
        elif wait_for_worker[0]:  # else the caller, done first, would take the worker's queued slice back
            assert worker_in.wait(30)
        threads.append(name)
        return slice_of(q, k, a, b)

    s._slice = spy  # type: ignore[method-assign]  # observe which thread scans each slice
    readings = [Load(running=3, avg1=0.2)]  # another task runs now: one core is taken
    policy = TeamPolicy(2, read=lambda: readings[0], pressure=lambda: None, cpu=lambda: 0.0)
    s.top(_unit(rng, 1)[0], 10, policy.free)
    here = threading.current_thread().name
    assert threads == [here] * len(bounds(3_000))  # every slice, here, one after the other
    last = policy.last
    threads.clear()
    readings[0] = Load(running=1, avg1=0.2)  # quiet: only the caller runs
    policy = TeamPolicy(2, read=lambda: readings[0], pressure=lambda: None, cpu=lambda: 0.0)
    assert policy.free() == 2 and policy.last == last  # the encoder's last choice is not the scan's
    wait_for_worker[0] = True
    s.top(_unit(rng, 1)[0], 10, policy.free)
    assert here in threads and any(t.startswith("kura-scan") for t in threads)
    asked: list[int] = []

    def free() -> int:
        asked.append(2)
        return 2

    small = _scan(_unit(rng, 500), np.arange(500, dtype=np.int64), np.ones(500, bool), np.zeros(500, np.int32), None)
    small.top(_unit(rng, 1)[0], 10, free)
    assert asked == []  # one slice: the load is not even asked


def test_the_workers_are_started_once(small_split: int) -> None:
    rng = np.random.default_rng(6)
    s = _scan(
        _unit(rng, 2_000), np.arange(2_000, dtype=np.int64), np.ones(2_000, bool), np.zeros(2_000, np.int32), None
    )
    for q in _unit(rng, 30):
        s.top(q, 5, lambda: 2)
    names = {t.ident for t in threading.enumerate() if t.name.startswith("kura-scan")}
    for q in _unit(rng, 30):
        s.top(q, 5, lambda: 2)
    assert names == {t.ident for t in threading.enumerate() if t.name.startswith("kura-scan")}
    assert 1 <= len(names) <= max(1, scan_mod.PARTS - 1)


def test_a_question_never_waits_behind_another_questions_queued_slice(small_split: int) -> None:
    """Every worker busy: the caller scans the slice it queued itself, and gets the same answer."""
    rng = np.random.default_rng(7)
    s = _scan(
        _unit(rng, 2_000), np.arange(2_000, dtype=np.int64), np.ones(2_000, bool), np.zeros(2_000, np.int32), None
    )
    q = _unit(rng, 1)[0]
    expected = _hits(s, q, 20, team=1)
    release, started = threading.Event(), threading.Event()

    def block() -> None:
        started.set()
        release.wait(30)

    pool = scan_mod._workers()
    busy = [pool.submit(block) for _ in range(max(1, scan_mod.PARTS - 1))]
    try:
        assert started.wait(30)
        assert _hits(s, q, 20, team=2) == expected
    finally:
        release.set()
        for f in busy:
            f.result(30)


def _index(tmp_path: Path, rng: np.random.Generator, n: int) -> Index:
    index = Index(tmp_path / "i.sqlite", embedder_id="test", dim=DIM, memory_vectors_mb=64)
    index.reset()
    items = [
        (
            Memory(slug=f"m-{i}", title="t", trigger="x", body="b", scope="work" if i % 3 else "global"),
            IndexedState(1, 1, "h"),
        )
        for i in range(n)
    ]
    index.upsert(items, _unit(rng, n), None)
    return index


def test_the_index_answers_the_same_split_or_not_and_as_vec0(tmp_path: Path, small_split: int) -> None:
    rng = np.random.default_rng(8)
    index = _index(tmp_path, rng, 2_500)
    index.remove([f"m-{i}" for i in range(0, 2_500, 11)])
    for q in _unit(rng, 5):
        for scopes in (None, ["work"], ["global", "work"], ["nowhere"]):
            split = index.search_dense(q, 30, scopes, lambda: 2)
            assert split == index.search_dense(q, 30, scopes, lambda: 1)
            ref = index.search_vec0(q, 30, scopes)
            assert [rid for rid, _ in split] == [rid for rid, _ in ref]
            assert np.allclose([x for _, x in split], [x for _, x in ref], atol=1e-5)
    snap = index._vectors._snap
    assert snap is not None and snap.n >= 1000  # the matrix answered, in slices


def test_recall_scans_with_the_embedders_load_policy() -> None:
    class WithPolicy(HashEmbedder):
        def __init__(self) -> None:
            super().__init__(dim=DIM)
            self.policy = TeamPolicy(2, read=lambda: Load(running=1, avg1=0.0), cpu=lambda: 0.0)

    emb = WithPolicy()
    enc = hybrid.encode(emb, "where do backups go", ("dense",), {})
    assert enc.free == emb.policy.free
    plain: Callable[[], int] | None = hybrid.encode(HashEmbedder(dim=DIM), "x", ("dense",), {}).free
    assert plain is not None and 1 <= plain() <= 2  # no policy of its own: the process's one
    emb.policy = TeamPolicy(1)  # an engine whose team cannot be set: its policy knows one core only
    assert hybrid.encode(emb, "x", ("dense",), {}).free == plain


def test_whether_an_index_has_memories_is_answered_without_counting_them(tmp_path: Path) -> None:
    """Recall asks before ranking (``Index.has_memories``: one page, where ``count()`` reads every row)."""
    index = Index(tmp_path / "i.sqlite", embedder_id="test", dim=DIM)
    index.reset()
    assert not index.has_memories() and index.count() == 0
    index.upsert(
        [(Memory(slug="m-1", title="t", trigger="x", body="b"), IndexedState(1, 1, "h"))],
        _unit(np.random.default_rng(1), 1),
        None,
    )
    assert index.has_memories() and index.count() == 1
    index.purge(["m-1"])
    assert not index.has_memories() and index.count() == 0
