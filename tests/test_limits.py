"""What one memory may cost (issue 13, finding 4): a size limit on every write, a file over it on disk
indexed by its head and never read whole, doctor's warning, a bounded passage for the embedder, and
the first sentence found without a search over the whole text."""

from __future__ import annotations

import hashlib
import re
import threading
import tracemalloc
from collections.abc import Iterator
from pathlib import Path

import numpy as np
import pytest
from daemon import in_process, make_app
from hypothesis import given, settings
from hypothesis import strategies as st
from test_mcp import anyio_backend, mcp_client  # noqa: F401 - the fixture the async tests run on

from kura_server.cjk import CJK
from kura_server.embed.hashing import HashEmbedder
from kura_server.embed.passages import PASSAGE_CHARS, encode_passages, passage_text
from kura_server.errors import KuraError
from kura_server.index import indexer
from kura_server.schemas import RecallRequest, RememberRequest, UpdateRequest
from kura_server.service import Kura
from kura_server.settings import load_settings
from kura_server.store.memory import derive_title, derive_trigger
from kura_server.surfaces.cli import main

LIMIT = 4096
FACT = "The archive lives on the slow disk; the fast NVMe disk is scratch space only."
BIG = "The replication runbook, step by step, for the cluster nodes. " * 100  # ~6.3 KB


@pytest.fixture
def small(kura_home: Path) -> Iterator[Kura]:
    """The service with a 4 KiB limit per memory."""
    service = Kura(load_settings(embedder={"kind": "hash"}, write={"max_memory_bytes": LIMIT}), embedder=HashEmbedder())
    yield service
    service.close()


def too_large(exc: KuraError) -> None:
    assert exc.status == 413 and exc.code == "memory_too_large", exc
    assert str(LIMIT) in exc.message and "max_memory_bytes" in exc.message
    assert exc.detail["limit"] == LIMIT and exc.detail["bytes"] > LIMIT


def memory_files(root: Path) -> list[str]:
    return sorted(p.name for p in root.glob("*.md") if p.name != "MEMORY.md")


# -- writes over the limit are refused --------------------------------------------------------------


def test_remember_and_update_over_the_limit_are_refused_and_store_nothing(small: Kura) -> None:
    root = small.engine("main").store.root
    with pytest.raises(KuraError) as caught:
        small.remember(RememberRequest(content=BIG))
    too_large(caught.value)
    assert memory_files(root) == [] and small.list() == []
    slug = small.remember(RememberRequest(content=FACT)).slug
    before = (root / f"{slug}.md").read_bytes()
    with pytest.raises(KuraError) as caught:
        small.update(slug, UpdateRequest(content=BIG))
    too_large(caught.value)
    assert (root / f"{slug}.md").read_bytes() == before and small.doctor().ok


def test_a_distilled_pour_over_the_limit_is_refused_too(small: Kura) -> None:
    """The drain pours through the same writer with the draft's evidence: a 4xx there tosses the draft
    ("refused at pour: …") instead of writing it."""
    evidence = {"kind": "distill", "draft": "d-1", "quotes": [{"class": "USER", "text": "the runbook"}]}
    with pytest.raises(KuraError) as caught:
        small.remember(RememberRequest(content=BIG), evidence=evidence)
    too_large(caught.value)
    assert memory_files(small.engine("main").store.root) == []


def test_the_whole_file_counts_front_matter_included(small: Kura) -> None:
    """Content just under the limit whose file (front matter, title, trigger) goes over it is refused."""
    content = "Plain words about the cluster. " * ((LIMIT - 100) // 31)
    assert len(content.encode()) < LIMIT
    with pytest.raises(KuraError) as caught:
        small.remember(RememberRequest(content=content, title="A title", description="A trigger line"))
    too_large(caught.value)
    assert memory_files(small.engine("main").store.root) == []


def test_multibyte_content_is_measured_in_bytes(small: Kura) -> None:
    content = "記憶は静かなディスクにある。" * 150  # 2,100 characters, 6,300 bytes
    assert len(content) < LIMIT < len(content.encode())
    with pytest.raises(KuraError) as caught:
        small.remember(RememberRequest(content=content))
    too_large(caught.value)


@pytest.mark.anyio
async def test_rest_and_mcp_answer_413_memory_too_large(kura_home: Path) -> None:
    app = make_app(load_settings(embedder={"kind": "hash"}, write={"max_memory_bytes": LIMIT}))
    async with in_process(app) as client:
        r = await client.post("/remember", json={"content": BIG})
        assert r.status_code == 413
        error = r.json()["error"]
        assert error["code"] == "memory_too_large" and str(LIMIT) in error["message"]
        slug = (await client.post("/remember", json={"content": FACT})).json()["slug"]
        r = await client.patch(f"/memory/{slug}", json={"content": BIG})
        assert r.status_code == 413 and r.json()["error"]["code"] == "memory_too_large"
    async with mcp_client(make_app(load_settings(embedder={"kind": "hash"}, write={"max_memory_bytes": LIMIT}))) as mcp:
        result = await mcp.call_tool("kura_remember", {"content": BIG})
        assert result.is_error and "max_memory_bytes" in result.content[0].text


def test_kura_add_over_the_limit_is_one_error_line(
    kura_home: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("KURA_EMBEDDER__KIND", "hash")
    monkeypatch.setenv("KURA_WRITE__MAX_MEMORY_BYTES", str(LIMIT))
    code = main(["add", BIG])
    err = capsys.readouterr().err
    assert code == 1 and err.startswith("kura: error: this memory is ") and "max_memory_bytes" in err
    assert "Traceback" not in err


# -- a file over the limit on disk --------------------------------------------------------------------


def test_read_head_reads_a_prefix_and_hashes_every_byte(tmp_path: Path) -> None:
    path = tmp_path / "big.md"
    data = bytes(range(256)) * 40_000  # 10 MB
    path.write_bytes(data)
    head, state = indexer.read_head(path, 1000)
    assert head == data[:1000]
    assert state.size == len(data) and state.sha256 == hashlib.sha256(data).hexdigest()
    assert indexer.state_of(path) == state


def test_a_hand_written_file_over_the_limit_is_indexed_by_its_head_never_read_whole(small: Kura) -> None:
    small.remember(RememberRequest(content=FACT))
    root = small.engine("main").store.root
    head = "The boiler manual says: bleed the radiators every October. "
    tail_word = "zanzibarquux"
    (root / "huge-notes.md").write_text(head + "filler words here. " * 1_000_000 + tail_word + "\n")  # ~19 MB
    tracemalloc.start()
    try:
        result = small.recall(RecallRequest(question="bleed the radiators"))
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert result.memories[0].slug == "huge-notes"
    assert peak < 4_000_000, f"indexing held {peak} bytes: the file was read whole"
    assert tail_word not in result.memories[0].body
    row = small.engine("main").index.rows_of(["huge-notes"])["huge-notes"]
    assert len(row.body.strip().encode()) <= LIMIT
    assert tail_word not in row.body and small.engine("main").index.search_fts(tail_word, 5, None) == []


def test_doctor_warns_for_a_file_over_the_limit_with_its_path_and_size(small: Kura) -> None:
    small.remember(RememberRequest(content=FACT))
    root = small.engine("main").store.root
    path = root / "notes-by-hand.md"
    path.write_text("A note written by hand about the boiler. " * 400)
    size = path.stat().st_size
    report = small.doctor()
    warned = [w for w in report.warnings if w.startswith("memory_too_large:")]
    assert len(warned) == 1 and str(path) in warned[0] and f"{size} bytes" in warned[0] and str(LIMIT) in warned[0]
    path.write_text("A note written by hand about the boiler, short now.")
    assert not any(w.startswith("memory_too_large:") for w in small.doctor().warnings)


# -- a bounded passage for the embedder ---------------------------------------------------------------


def test_the_embedder_reads_a_bounded_head_of_each_memory() -> None:
    words = [f"w{i}" for i in range(2000)]
    long_a = " ".join(words)
    long_b = " ".join(words[:400] + ["different"] * 1600)
    assert passage_text(long_a) == passage_text(long_b) and len(passage_text(long_a)) <= PASSAGE_CHARS
    assert passage_text("short") == "short"
    emb = HashEmbedder()
    dense, sparse = encode_passages(emb, [long_a, long_b, "short text"])
    assert dense.shape == (3, emb.dim) and sparse is not None and len(sparse) == 3
    assert np.array_equal(dense[0], dense[1]) and np.array_equal(dense[0], emb.passage([passage_text(long_a)])[0])


def test_a_memory_written_at_the_limit_is_embedded_by_its_head(kura: Kura) -> None:
    body = "The pump station log for the west basin, kept daily by the operators on duty. " * 250  # ~19.5 KB
    slug = kura.remember(RememberRequest(content=body)).slug
    eng = kura.engine("main")
    mem = eng.store.read(slug)
    ids, _, vectors = eng.index.dense_vectors()
    stored = vectors[ids.index(slug)]
    expected = HashEmbedder().passage([passage_text(mem.embed_text())])[0]
    assert np.allclose(stored, expected, atol=1e-6)


def test_a_set_stop_stops_encoding_with_shutting_down() -> None:
    stop = threading.Event()
    stop.set()
    with pytest.raises(KuraError) as caught:
        encode_passages(HashEmbedder(), ["one memory", "another"], stop)
    assert caught.value.code == "shutting_down" and caught.value.status == 503


def test_a_stopped_rebuild_leaves_the_files_and_the_next_sync_finishes(kura: Kura) -> None:
    for n in range(40):
        kura.remember(RememberRequest(content=f"Fact number {n}: the relay on rack {n} is labelled R{n}."))
    kura.engines.stop()
    with pytest.raises(KuraError) as caught:
        kura.rebuild()
    assert caught.value.code == "shutting_down"
    assert len(kura.list()) == 40
    fresh = Kura(kura.settings, embedder=HashEmbedder())
    try:
        assert fresh.doctor().ok and fresh.engine("main").index.count() == 40
    finally:
        fresh.close()


# -- the first sentence, found at the start ------------------------------------------------------------


def _first_sentence_before(text: str, limit: int = 160) -> str:
    """The implementation before issue 13 (quadratic without a sentence end): the reference — with today's
    sentence end (``。！？`` need no space after them)."""
    flat = " ".join(re.sub(r"[#*_`>]+", " ", text).split())
    m = re.search(r"(.+?(?:[.!?](?=\s|$)|[。！？]))", flat)
    sentence = m.group(1) if m else flat
    if len(sentence) > limit:
        sentence = sentence[: limit - 1].rsplit(" ", 1)[0] + "…"
    return sentence


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet=st.sampled_from("ab .!?。\n\t#*_`> x本、"), max_size=1200))
def test_the_first_sentence_is_the_one_it_was(text: str) -> None:
    assert derive_trigger(text) == _first_sentence_before(text)
    assert derive_title(text) == _derive_title_before(text)


def _derive_title_before(content: str, max_words: int = 8) -> str:
    sentence = _first_sentence_before(content, limit=200).rstrip(".!?。！？…")
    words = sentence.split()
    title = " ".join(words[:max_words])
    cut = len(words) > max_words
    seen = 0
    for i, ch in enumerate(title):  # past 20 characters of a script written without spaces, the title ends
        seen += bool(CJK.match(ch))
        if seen > 20:
            title, cut = title[:i].rstrip(" 、，,;；:："), True
            break
    return title + "…" if cut else title


def test_a_long_text_without_a_sentence_end_gets_a_trigger_at_once() -> None:
    """Before: 17 s for 20 KB, and a 50 MB file never finished (a search retried at every position)."""
    text = "word " * 10_000_000
    assert derive_trigger(text).endswith("…") and len(derive_trigger(text)) <= 160
