"""Full-text search in Chinese, Japanese and Korean: runs of those scripts are indexed and asked for as
overlapping pairs of characters (``index/fts.py`` ``cjk_pairs``), on a real SQLite FTS5 index."""

from __future__ import annotations

from pathlib import Path

import pytest

from kura_server.cjk import holds_cjk
from kura_server.embed.hashing import HashEmbedder
from kura_server.errors import KuraError
from kura_server.index import Index, indexer
from kura_server.index.fts import cjk_pairs, fts_words
from kura_server.schemas import RecallRequest, RememberRequest
from kura_server.service import Kura
from kura_server.settings import load_settings
from kura_server.store import Memory, Store

ARCHIVE_ZH = "我们把归档放在慢速磁盘上，快速磁盘只做临时空间。"
BACKUP_JA = "バックアップは遅いディスクに置いています。"
BACKUP_KO = "백업을 느린 디스크에 보관합니다."
ARCHIVE_EN = "The archive lives on the slow disk; the fast NVMe disk is scratch."


def test_a_run_of_cjk_characters_becomes_its_overlapping_pairs() -> None:
    assert cjk_pairs("归档在慢盘") == " 归档 档在 在慢 慢盘 "
    assert cjk_pairs("猫") == " 猫 "  # a lone character stands for itself
    assert fts_words("NVMe磁盘很快") == ["nvme", "磁盘", "盘很", "很快"]  # a Latin word beside them stays whole
    assert fts_words("バックアップはどこ？") == ["バッ", "ック", "クア", "アッ", "ップ", "プは", "はど", "どこ"]
    assert fts_words("백업은 어디") == ["백업", "업은", "어디"]
    text = "The archive lives on the slow disk; el archivo está en el disco lento."
    assert cjk_pairs(text) is text  # other scripts as they are: the same object, no copy
    assert not holds_cjk(text) and holds_cjk("a 한 b") and holds_cjk("𠀀")  # Hangul; Han beyond the BMP


@pytest.fixture
def store(tmp_path: Path) -> Store:
    s = Store("s", tmp_path / "s")
    s.ensure()
    return s


def _index(store: Store, bodies: dict[str, str]) -> Index:
    emb = HashEmbedder()
    index = Index(store.root / "_index" / "i.sqlite", embedder_id=emb.id, dim=emb.dim)
    index.reset()
    with store.write_lock():
        for slug, body in bodies.items():
            store.write(Memory(slug=slug, title=slug, trigger=body, body=body))
    indexer.sync(store, index, emb)
    return index


def _found(index: Index, question: str) -> list[str]:
    ids = [rid for rid, _ in index.search_fts(question, 10, None)]
    rows = index.rows(ids)
    return [rows[i].slug for i in ids]


def test_full_text_search_finds_a_memory_by_a_word_the_question_shares_in_each_script(store: Store) -> None:
    index = _index(store, {"zh": ARCHIVE_ZH, "ja": BACKUP_JA, "ko": BACKUP_KO, "en": ARCHIVE_EN})
    # Each question shares a word with one memory and no whole run: as one token per run, none was found.
    assert _found(index, "归档在哪里？") == ["zh"]
    assert _found(index, "バックアップはどこですか") == ["ja"]
    assert _found(index, "백업은 어디에 있나요?")[0] == "ko"  # 백업 (backup), its particle changed
    assert _found(index, "where is the archive?") == ["en"]  # other scripts are searched as before


def test_an_index_from_before_the_pairs_is_rebuilt_only_when_it_holds_cjk_text(store: Store) -> None:
    index = _index(store, {"en": ARCHIVE_EN, "es": "El archivo está en el disco lento, el rápido es temporal."})
    index.conn.execute("DELETE FROM meta WHERE key = 'cjk'")  # as an index written before the key
    index.conn.commit()
    assert index.needs_rebuild() is None  # no such character: its rows are the same either way
    assert dict(index.conn.execute("SELECT key, value FROM meta").fetchall())["cjk"] == "1"  # looked at once

    emb = HashEmbedder()
    with store.write_lock():
        store.write(Memory(slug="zh", title="zh", trigger=ARCHIVE_ZH, body=ARCHIVE_ZH))
    indexer.sync(store, index, emb)
    with index.conn:  # the old form: the run as one token, and no key
        index.conn.execute("DELETE FROM meta WHERE key = 'cjk'")
        rid = index.conn.execute("SELECT id FROM memories WHERE slug = 'zh'").fetchone()[0]
        index.conn.execute("DELETE FROM fts WHERE rowid = ?", (rid,))
        index.conn.execute(
            "INSERT INTO fts(rowid, title, trigger, body, scope) VALUES (?, 'zh', ?, ?, 'global')",
            (rid, ARCHIVE_ZH, ARCHIVE_ZH),
        )
    assert _found(index, "归档在哪里？") == []
    assert "Chinese, Japanese or Korean" in (index.needs_rebuild() or "")
    indexer.rebuild(store, index, emb)
    assert index.needs_rebuild() is None
    assert _found(index, "归档在哪里？") == ["zh"]


def test_recall_ranks_a_chinese_memory_by_full_text_search(kura: Kura) -> None:
    for content in (ARCHIVE_ZH, BACKUP_JA, ARCHIVE_EN):
        assert kura.remember(RememberRequest(content=content)).action == "ADD"
    result = kura.recall(RecallRequest(question="归档在哪里？", k=3))
    top = result.memories[0]
    assert top.body == ARCHIVE_ZH and top.ranks.get("fts") == 1
    assert [m.ranks.get("fts") for m in result.memories[1:]] == [None, None]  # nothing else shares a word


def test_recall_by_word_overlap_reads_cjk_in_pairs_when_the_embedder_is_down(kura_home: Path) -> None:
    """With no embedder (recall degraded to word overlap over the files), a Chinese question finds the
    memory sharing a two-character word with it, as full-text search does: a whole run shared nothing."""
    healthy = Kura(load_settings(embedder={"kind": "hash"}), embedder=HashEmbedder())
    for content in (ARCHIVE_ZH, BACKUP_JA, ARCHIVE_EN):
        healthy.remember(RememberRequest(content=content))
    healthy.close()

    def down() -> HashEmbedder:
        raise KuraError("embedder_unavailable", "model file missing", status=503)

    kura = Kura(load_settings(embedder={"kind": "hash"}))
    kura.engine("main")._embedder = down
    try:
        result = kura.recall(RecallRequest(question="归档在哪里？", k=3))
        assert result.how == "words" and result.degraded
        assert [m.body for m in result.memories] == [ARCHIVE_ZH]
    finally:
        kura.close()
