"""Recall at 100k (issue 14, third round): full-text search held to a posting budget, the matrix loaded
in batches into one buffer."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from kura_server.embed.hashing import HashEmbedder
from kura_server.index import Index, IndexedState
from kura_server.index import vectors as vectors_module
from kura_server.index.fts import Term, frequencies, within
from kura_server.store import Memory

BODIES = [f"common words everywhere number{i}" for i in range(30)] + ["common zephyr", "zephyr quokka"]


def _index(path: Path, bodies: list[str], postings: int, wider: int) -> Index:
    emb = HashEmbedder()
    index = Index(path, embedder_id=emb.id, dim=emb.dim, fts_terms=5)
    index.fts_postings, index.fts_wider = postings, wider
    index.reset()
    _add(index, bodies)
    return index


def _add(index: Index, bodies: list[str], start: int = 0) -> None:
    items = [
        (Memory(slug=f"m-{start + i}", title=f"t{start + i}", trigger="x", body=b), IndexedState(1, 1, "h"))
        for i, b in enumerate(bodies)
    ]
    index.upsert(items, HashEmbedder().passage(bodies), None)


def _found(index: Index, question: str, k: int) -> set[str]:
    rows = index.rows([rid for rid, _ in index.search_fts(question, k, None)])
    return {row.slug for row in rows.values()}


def test_a_term_in_too_many_documents_is_left_out(tmp_path: Path) -> None:
    index = _index(tmp_path / "i.sqlite", BODIES, postings=3, wider=10)
    # "common" is in 31 documents, past the cap of 10: only zephyr (2) and quokka (1) are asked for,
    # so 2 rows come back for k = 5 where every term would give 5
    assert _found(index, "common zephyr quokka", 5) == {"m-30", "m-31"}
    full = _index(tmp_path / "full.sqlite", BODIES, postings=10**6, wider=10**6)
    assert len(full.search_fts("common zephyr quokka", 5, None)) == 5
    assert index.search_fts("common everywhere", 5, None) == []  # every word in most of the store: none asked


def test_the_rarest_term_joins_whatever_the_budget_and_the_next_ones_widen(tmp_path: Path) -> None:
    index = _index(tmp_path / "i.sqlite", BODIES, postings=0, wider=10)
    assert _found(index, "zephyr quokka", 1) == {"m-31"}  # quokka alone: 1 row fills k = 1
    # k = 2: quokka's 1 document cannot fill 2 rows, so zephyr (2 documents) joins past the budget of 0
    assert _found(index, "zephyr quokka", 2) == {"m-30", "m-31"}
    narrow = _index(tmp_path / "n.sqlite", BODIES, postings=0, wider=2)
    assert _found(narrow, "zephyr quokka", 2) == {"m-31"}  # zephyr's 2 documents reach the cap of 2: left out


def test_term_counts_follow_the_writes(tmp_path: Path) -> None:
    index = _index(tmp_path / "i.sqlite", BODIES, postings=1, wider=100)
    assert _found(index, "zephyr quokka", 1) == {"m-31"}  # quokka (1 document) is the rarer
    _add(index, ["quokka one", "quokka two", "quokka three"], start=100)  # now 4 quokkas, 2 zephyrs
    assert _found(index, "zephyr quokka", 2) == {"m-30", "m-31"}  # zephyr is the rarer now: its rows


def test_a_stem_costs_every_word_its_prefix_matches(tmp_path: Path) -> None:
    bodies = ["she painted", "painting", "paints", "a painter", "the paint"]
    index = _index(tmp_path / "i.sqlite", bodies, postings=10, wider=100)
    terms = frequencies(index.conn, ["painted"], stems=True)
    assert terms == [Term("painted", 1, 5)]  # "painted" itself is in 1 document, "paint"* in 5
    assert frequencies(index.conn, ["painted"], 3, stems=True) == [Term("painted", 1, 3)]  # counted up to the cap
    assert frequencies(index.conn, ["neverseen", "painter"]) == [Term("painter", 1, 1)]


def test_within_takes_the_rarest_first_while_they_fit() -> None:
    terms = [Term("a", 1, 1), Term("b", 2, 9), Term("c", 3, 3), Term("d", 50, 50)]
    assert within(terms, 5, 5) == ["a", "c"]  # b's prefix is too dear; c still fits
    assert within(terms, 1, 5) == ["a"]
    assert within(terms, 5, 0) == ["a"]  # the rarest always
    assert within(terms, 5, 20, ["a", "c"]) == ["a", "c", "b"]
    assert within(terms, 5, 5, fill=12) == ["a", "b", "c"]  # 1 + 9 documents cannot fill 12 rows: c joins too


def test_the_matrix_loads_in_batches_into_one_buffer(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(vectors_module, "LOAD_BATCH", 3)
    rng = np.random.default_rng(5)
    index = Index(tmp_path / "v.sqlite", embedder_id="test", dim=8)
    index.reset()
    n = 10
    vecs = rng.standard_normal((n, 8)).astype(np.float32)
    vecs[4] = 0.0  # a zero vector: no cosine, never a hit
    items = [(Memory(slug=f"v-{i}", title="t", trigger="x", body="b"), IndexedState(1, 1, "h")) for i in range(n)]
    index.upsert(items, vecs, None)
    for q in rng.standard_normal((4, 8)).astype(np.float32):
        mine = index.search_dense(q, 5, None)
        ref = index.search_vec0(q, 5, None)
        assert [rid for rid, _ in mine] == [rid for rid, _ in ref]
        assert np.allclose([s for _, s in mine], [s for _, s in ref], atol=1e-5)
    assert len(index.search_dense(rng.standard_normal(8).astype(np.float32), 20, None)) == n - 1


def test_the_bench_store_is_built_once_and_kept(tmp_path: Path) -> None:
    from kura_server.bench.scale import WORKSHOPS, cached_store

    emb = HashEmbedder()
    first = cached_store(tmp_path, 20, emb)
    stamp = (first / "stores" / "main" / "MEMORY.md").stat().st_mtime_ns
    assert len(list((first / "stores" / "main").glob("m-*.md"))) == 20
    assert all((first / "stores" / "main" / w).is_dir() for w in WORKSHOPS)  # no later mkdir moves the folder
    assert cached_store(tmp_path, 20, emb) == first  # kept: not built again
    assert (first / "stores" / "main" / "MEMORY.md").stat().st_mtime_ns == stamp
    assert [p.name for p in tmp_path.iterdir()] == [first.name]  # no half-built folder left beside it


def test_a_word_only_its_stem_finds_is_asked_for(tmp_path: Path) -> None:
    bodies = ["Melanie: I love painting sunsets", "Ben: a cat", "Ben: a dog"]
    index = _index(tmp_path / "i.sqlite", bodies, postings=10, wider=100)
    assert frequencies(index.conn, ["painted", "cat"], stems=True) == [Term("painted", 0, 1), Term("cat", 1, 1)]
    assert _found(index, "painted cat", 2) == {"m-0", "m-1"}
