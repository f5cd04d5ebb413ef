"""Recall's hot path (issue 14): rarest-terms full-text search, the query LRU, the sparse pass off."""

from __future__ import annotations

import threading
from collections.abc import Callable
from pathlib import Path

import numpy as np
import pytest

from kura_server.embed.cores import Load, TeamPolicy
from kura_server.embed.hashing import HashEmbedder
from kura_server.errors import KuraError
from kura_server.index import Index, IndexedState
from kura_server.index.fts import Counts, or_query, stem
from kura_server.index.index import FTS_TERMS
from kura_server.index.vectors import read_token
from kura_server.recall import hybrid
from kura_server.schemas import RecallRequest, RememberRequest
from kura_server.service import Kura
from kura_server.settings import load_settings
from kura_server.store import Memory


def _fts_index(path: Path, terms: int, bodies: list[str], kind: type[Index] = Index) -> Index:
    emb = HashEmbedder()
    index = kind(path, embedder_id=emb.id, dim=emb.dim, fts_terms=terms)
    index.reset()
    _write(index, {f"m-{i}": b for i, b in enumerate(bodies)})
    return index


def _write(index: Index, bodies: dict[str, str]) -> None:
    """The memories (slug: body) upserted in one write."""
    items = [
        (Memory(slug=slug, title=slug, trigger="x", body=b), IndexedState(1, 1, "h")) for slug, b in bodies.items()
    ]
    index.upsert(items, HashEmbedder().passage(list(bodies.values())), None)


BODIES = [f"common words everywhere number{i}" for i in range(30)] + ["common zephyr", "zephyr quokka"]


def test_fts_asks_for_the_rarest_terms(tmp_path: Path) -> None:
    index = _fts_index(tmp_path / "i.sqlite", 1, BODIES)
    # "quokka" (1 document) is the rarest: alone it fills k = 1
    assert [rid for rid, _ in index.search_fts("common everywhere quokka", 1, None)] == [index.ids_of(["m-31"])["m-31"]]
    two = _fts_index(tmp_path / "two.sqlite", 2, BODIES)  # quokka and zephyr: 2 rows, enough for k = 2
    assert {rid for rid, _ in two.search_fts("common everywhere zephyr quokka", 2, None)} == set(
        two.ids_of(["m-30", "m-31"]).values()
    )
    full = _fts_index(tmp_path / "full.sqlite", 0, BODIES)
    assert index.search_fts("common everywhere quokka", 1, None) == full.search_fts("common everywhere quokka", 1, None)


def test_fts_falls_back_to_every_term_when_the_rarest_match_too_little(tmp_path: Path) -> None:
    index = _fts_index(tmp_path / "i.sqlite", 1, BODIES)
    full = _fts_index(tmp_path / "full.sqlite", 0, BODIES)
    got = index.search_fts("common everywhere quokka", 10, None)  # quokka alone matches 1 < 10
    assert len(got) == 10 and got == full.search_fts("common everywhere quokka", 10, None)


def test_fts_terms_the_vocabulary_cannot_count_are_kept(tmp_path: Path) -> None:
    index = _fts_index(tmp_path / "i.sqlite", 1, [*BODIES, "Le café_noir est là", "Déjà vu à Zürich"])
    ids = index.ids_of(["m-32", "m-33"])
    # "café_noir" is two tokens to FTS5 (frequency unknown: kept as rare); "zurich" is the folded form
    assert index.search_fts("common everywhere café_noir", 1, None)[0][0] == ids["m-32"]
    assert index.search_fts("common everywhere Zürich", 1, None)[0][0] == ids["m-33"]
    assert index.search_fts("common everywhere neverseen", 3, None)  # an unknown plain word: the others answer


def _ran(index: Index, read: Callable[[], object]) -> list[str]:
    """The SQL ``read`` ran on the index's connection, in order."""
    ran: list[str] = []
    index.conn.set_trace_callback(ran.append)
    try:
        read()
    finally:
        index.conn.set_trace_callback(None)
    return ran


def _counted(index: Index, read: Callable[[], object]) -> list[str]:
    """The FTS count queries ``read`` ran on the index's connection (its SQL, in order)."""
    return [sql for sql in _ran(index, read) if sql.startswith("SELECT count(*) FROM (SELECT 1 FROM fts")]


def test_a_rare_words_count_is_taken_again_after_a_write(tmp_path: Path) -> None:
    index = _fts_index(tmp_path / "i.sqlite", 1, BODIES)
    assert index.search_fts("wombat", 1, None) == []  # counted: no memory holds it
    _write(index, {"m-32": "a wombat in the garden"})  # a count of 0 kept would leave "wombat" out of the query
    found = index.search_fts("common wombat", 1, None)
    assert [rid for rid, _ in found] == [index.ids_of(["m-32"])["m-32"]]


def test_a_large_count_follows_this_process_s_writes_until_they_could_have_moved_it(tmp_path: Path) -> None:
    index = _fts_index(tmp_path / "i.sqlite", 1, BODIES)
    # "common" (31 documents) is large here and kept while the writes changed at most 31 / 15 memories;
    # "quokka" (1) is small and counted again after any write
    index._counts = Counts(keep=20, drift=15)
    question = "common quokka"
    assert len(_counted(index, lambda: index.search_fts(question, 1, None))) == 2  # both counted once
    assert _counted(index, lambda: index.search_fts(question, 1, None)) == []  # nothing written: none again
    quokka = "SELECT count(*) FROM (SELECT 1 FROM fts WHERE fts MATCH '\"quokka\"' LIMIT 16000)"
    for n in range(2):
        _write(index, {f"w-{n}": f"common words, written {n}"})
        assert _counted(index, lambda: index.search_fts(question, 1, None)) == [quokka]
    _write(index, {"w-2": "common words, written 2"})  # three memories changed: 3 x 15 > 31, counted again
    assert len(_counted(index, lambda: index.search_fts(question, 1, None))) == 2
    assert index._counts.get(index.conn, read_token(index.conn), or_query(["common"]), 16_000) == 34


def test_a_write_by_another_process_drops_every_count(tmp_path: Path) -> None:
    index = _fts_index(tmp_path / "i.sqlite", 1, BODIES)
    index._counts = Counts(keep=20, drift=15)
    other = Index(tmp_path / "i.sqlite", embedder_id=HashEmbedder().id, dim=HashEmbedder().dim, fts_terms=1)
    try:
        index.search_fts("common quokka", 1, None)
        _write(other, {"x-1": "common quokka, from elsewhere"})  # this index was not told what changed
        assert len(_counted(index, lambda: index.search_fts("common quokka", 1, None))) == 2
    finally:
        other.close()


def test_the_store_s_size_follows_this_process_s_writes(tmp_path: Path) -> None:
    index = _fts_index(tmp_path / "i.sqlite", 1, BODIES)

    def writes_between_two_reads() -> None:
        index.commonplace(["Common"], 0.25)
        _write(index, {"w-0": "common words again"})
        _write(index, {"m-0": "a memory written over"})  # replaced: the size stays
        index.remove(["m-1"])
        index.commonplace(["Common"], 0.25)

    ran = _ran(index, writes_between_two_reads)
    assert sum("count(*) FROM memories" in sql for sql in ran) == 1  # counted once, then followed
    assert index._size == (read_token(index.conn), len(BODIES)) == (read_token(index.conn), index.count())


def test_an_inflected_word_is_asked_for_as_its_stem(tmp_path: Path) -> None:
    assert [stem(w) for w in ("painted", "painting", "paints", "studies", "quickly", "cats", "bus", "pottery")] == [
        "paint", "paint", "paint", "stud", "quick", "cats", "bus", "pottery",
    ]  # fmt: skip  # four letters at least stay; a word with no inflection is itself
    assert [stem(w) for w in ("canciones", "gatos", "número2", "l'été")] == ["cancion", "gato", "número2", "l'été"]
    assert or_query(["painted", "cat"], stems=True) == '"paint"* OR "cat"'
    assert or_query(["painted", "cat"]) == '"painted" OR "cat"'
    bodies = ["Melanie: I love painting sunsets", "Melanie: she paints", "Caroline: a painted wall", "Ben: a cat"]
    index = _fts_index(tmp_path / "i.sqlite", 5, bodies)
    ids = index.ids_of(["m-0", "m-1", "m-2"])
    assert {rid for rid, _ in index.search_fts("What was painted?", 10, None)} >= set(ids.values())
    exact = {rid for rid, _ in index.search_fts("What was painted?", 10, None, stems=False)}
    assert exact == {ids["m-2"]}  # exact words: "painting" and "paints" are other words
    off = _fts_index(tmp_path / "off.sqlite", 5, bodies)
    off.fts_stems = False
    assert {rid for rid, _ in off.search_fts("What was painted?", 10, None)} == exact


def test_a_silent_e_is_asked_for_as_its_stem(tmp_path: Path) -> None:
    """A word ending in a silent ``e`` after a consonant is asked for without it, as its inflections are
    (``dance`` → ``danc``, the stem of ``dancing`` and ``dances``), four letters at least kept; an ``e``
    after a vowel, or one that would leave three letters, stays."""
    assert [stem(w) for w in ("dance", "promote", "create", "store", "write", "three", "movie", "time", "make")] == [
        "danc", "promot", "creat", "stor", "writ", "three", "movie", "time", "make",
    ]  # fmt: skip
    assert [stem(w) for w in ("dancing", "dances", "promotion", "noche", "café")] == [
        "danc", "danc", "promotion", "noch", "café",
    ]  # fmt: skip
    assert or_query(["dance"], stems=True) == '"danc"*'
    bodies = ["I love dancing", "the dancer's shoes", "a danish pastry", "a cat"]
    index = _fts_index(tmp_path / "i.sqlite", 5, bodies)
    ids = index.ids_of(["m-0", "m-1"])
    # the question's "dance" finds "dancing" and "dancer", as "dancing" finds "dance"; "danish" is not "danc"
    assert {rid for rid, _ in index.search_fts("Where do you dance?", 10, None)} == set(ids.values())
    assert index.search_fts("Where do you dance?", 10, None, stems=False) == []  # exact: no word says "dance"


def test_a_name_is_asked_for_as_it_is(tmp_path: Path) -> None:
    """A name the question says is no inflected word: ``Charles`` is not asked as ``"charl"*`` (which finds
    *Charlotte*), nor ``Grace`` as ``"grac"*`` (*gracious*); the question's other words keep their stems."""
    assert stem("charles") == "charl" and stem("grace") == "grac"  # what a lower-cased word would be asked as
    assert or_query(["charles", "painted"], stems=True, names={"charles"}) == '"charles" OR "paint"*'
    bodies = ["Charles painted the fence", "Charlotte painted a gracious portrait", "Grace paints", "a cat"]
    index = _fts_index(tmp_path / "i.sqlite", 5, bodies)
    ids = index.ids_of(["m-0", "m-1", "m-2"])
    assert {rid for rid, _ in index.search_fts("What did Charles paint?", 10, None)} == {ids["m-0"]}
    assert {rid for rid, _ in index.search_fts("Where does Grace live?", 10, None)} == {ids["m-2"]}
    # written lower-case, nothing in them is a name: the same words are stems, and find Charlotte and gracious
    assert {rid for rid, _ in index.search_fts("what did charles paint?", 10, None)} == {ids["m-0"], ids["m-1"]}
    assert {rid for rid, _ in index.search_fts("where does grace live?", 10, None)} == {ids["m-1"], ids["m-2"]}


class CountingEmbedder(HashEmbedder):
    def __init__(self) -> None:
        super().__init__()
        self.queries = 0
        self.sparses = 0

    def query(self, texts: list[str]) -> np.ndarray:
        self.queries += 1
        return super().query(texts)

    def sparse(self, texts: list[str], *, is_query: bool):  # type: ignore[no-untyped-def]  # HashEmbedder's own
        self.sparses += 1
        return super().sparse(texts, is_query=is_query)


def test_query_encodings_are_cached_by_embedder_and_text() -> None:
    hybrid.CACHE.clear()
    emb = CountingEmbedder()
    a = hybrid.encode(emb, "where do backups go", hybrid.PATHS, {}, cache=2)
    b = hybrid.encode(emb, "where do backups go", hybrid.PATHS, {}, cache=2)
    assert (emb.queries, emb.sparses) == (1, 1) and a.dense is b.dense
    assert a.dense is not None and not a.dense.flags.writeable  # nobody can change a cached encoding
    hybrid.encode(emb, "two", hybrid.PATHS, {}, cache=2)
    hybrid.encode(emb, "three", hybrid.PATHS, {}, cache=2)  # the first is the least recently used: out
    hybrid.encode(emb, "where do backups go", hybrid.PATHS, {}, cache=2)
    assert emb.queries == 4
    other = CountingEmbedder()
    other.id = "another-model"
    hybrid.encode(other, "three", hybrid.PATHS, {}, cache=2)
    assert other.queries == 1  # another embedder's vectors are never reused
    hybrid.encode(emb, "three", ("dense",), {}, cache=0)
    assert emb.queries == 5  # no cache asked for


@pytest.mark.parametrize("sparse_query", [False, True])
def test_the_sparse_query_pass_runs_only_when_asked(kura_home: Path, sparse_query: bool) -> None:
    kura_home.mkdir(parents=True, exist_ok=True)
    (kura_home / "kura.toml").write_text(f"[recall]\nsparse_query = {str(sparse_query).lower()}\n")
    emb = CountingEmbedder()
    kura = Kura(load_settings(), embedder=emb)
    try:
        kura.remember(RememberRequest(content="Backups go to the NAS in the hallway cupboard every night."))
        before = emb.sparses
        found = kura.recall(RecallRequest(question="where do the backups go?"))
        assert found.memories and ("sparse" in found.memories[0].ranks) is sparse_query
        assert (emb.sparses > before) is sparse_query and ("embed_sparse" in found.timings_ms) is sparse_query
    finally:
        kura.close()


class Meeting:
    """Two events for two parties that each wait (up to ``wait_s``) for the other to have begun."""

    def __init__(self, wait_s: float = 10.0) -> None:
        self.encoding, self.searching, self.wait_s = threading.Event(), threading.Event(), wait_s
        self.met: dict[str, bool] = {}


def quiet() -> TeamPolicy:
    """A load policy that reads a quiet two-core machine: a second core is free."""
    return TeamPolicy(2, read=lambda: None, pressure=lambda: None)


def busy() -> TeamPolicy:
    """A load policy that reads a two-core machine with two other tasks running: no core is free."""
    return TeamPolicy(2, read=lambda: Load(running=3, avg1=2.0), pressure=lambda: None)


class GatedEmbedder(HashEmbedder):
    """Encodes a question once the full-text search has begun (or gives up waiting), recording on which
    thread each question was encoded. ``policy``: what it says of the machine's free cores."""

    def __init__(self, meeting: Meeting, policy: TeamPolicy | None = None) -> None:
        super().__init__()
        self.meeting = meeting
        self.policy = policy or quiet()
        self.threads: list[str] = []

    def query(self, texts: list[str]) -> np.ndarray:
        self.threads.append(threading.current_thread().name)
        self.meeting.encoding.set()
        self.meeting.met["encoding saw the search"] = self.meeting.searching.wait(self.meeting.wait_s)
        return super().query(texts)


class GatedIndex(Index):
    """An index whose full-text search waits for the question's encoding to have begun (or gives up)."""

    meeting: Meeting

    def search_fts(self, question: str, k: int, scopes, *, stems=None):  # type: ignore[no-untyped-def]
        self.meeting.searching.set()
        self.meeting.met["search saw the encoding"] = self.meeting.encoding.wait(self.meeting.wait_s)
        return super().search_fts(question, k, scopes, stems=stems)


def _gated_index(tmp_path: Path, meeting: Meeting) -> GatedIndex:
    index = _fts_index(tmp_path / "g.sqlite", FTS_TERMS, BODIES, GatedIndex)
    assert isinstance(index, GatedIndex)
    index.meeting = meeting
    return index


def test_the_full_text_is_searched_while_the_question_is_encoded(tmp_path: Path) -> None:
    # The search waits for the encoding to begin and the encoding for the search: one after the other on
    # one thread, the first would wait its time out (``met`` would say False).
    meeting = Meeting()
    index, emb = _gated_index(tmp_path, meeting), GatedEmbedder(meeting)
    timings: dict[str, float] = {}
    rankings = hybrid.retrieve(index, emb, "common zephyr quokka", ("dense", "fts"), None, 10, timings)
    assert meeting.met == {"encoding saw the search": True, "search saw the encoding": True}
    assert emb.threads[0].startswith("kura-question") and {"embed_query", "dense", "fts"} <= timings.keys()
    # the same lists as encoding, then ranking, one after the other
    encoded = hybrid.encode(HashEmbedder(), "common zephyr quokka", ("dense", "fts"), {})
    alone = hybrid.rank(index, encoded, None, 10, {})
    assert rankings == alone and rankings["fts"][0] == index.ids_of(["m-31"])["m-31"]


def test_on_a_busy_machine_the_recall_encodes_then_searches_on_its_own_thread(tmp_path: Path) -> None:
    meeting = Meeting(wait_s=0)  # nobody waits: the point is which thread encodes, and in what order
    index, emb = _gated_index(tmp_path, meeting), GatedEmbedder(meeting, busy())
    assert emb.policy.free() == 1
    rankings = hybrid.retrieve(index, emb, "common zephyr quokka", ("dense", "fts"), None, 10, {})
    assert emb.threads == [threading.current_thread().name]
    assert meeting.met == {"encoding saw the search": False, "search saw the encoding": True}  # one, then the other
    assert rankings["fts"][0] == index.ids_of(["m-31"])["m-31"] and rankings["dense"]


def test_a_question_no_side_thread_takes_is_encoded_by_its_recall(tmp_path: Path) -> None:
    # Every side thread is held by another question; the recall does not wait for one: it takes its
    # question back and encodes it itself, while the others are still held.
    release = threading.Event()
    side = hybrid.beside()
    started = threading.Semaphore(0)

    def hold() -> None:
        started.release()
        release.wait(10)

    blockers = [side.submit(hold) for _ in range(side._max_workers)]
    try:
        for _ in blockers:
            assert started.acquire(timeout=10)  # every side thread is busy now
        meeting = Meeting(wait_s=0)  # nobody waits: the point is which thread encodes
        index, emb = _gated_index(tmp_path, meeting), GatedEmbedder(meeting)
        rankings = hybrid.retrieve(index, emb, "common zephyr quokka", ("dense", "fts"), None, 10, {})
        assert emb.threads == [threading.current_thread().name] and rankings["dense"] and rankings["fts"]
        assert not any(b.done() for b in blockers)
    finally:
        release.set()
    for b in blockers:
        b.result(timeout=10)


def test_an_embedder_that_fails_beside_degrades_the_recall_as_before(kura_home: Path) -> None:
    meeting = Meeting()

    class Down(HashEmbedder):
        policy = quiet()  # a second core free: the question goes to a side thread
        threads: list[str] = []

        def query(self, texts: list[str]) -> np.ndarray:
            self.threads.append(threading.current_thread().name)
            meeting.encoding.set()
            raise KuraError("embedder_unavailable", "the model is gone", status=503)

    # The encoder fails on the side thread, not when it is fetched (tests/test_service.py's case).
    kura = Kura(load_settings(), embedder=HashEmbedder())
    try:
        kura.remember(RememberRequest(content="Backups go to the NAS in the hallway cupboard every night."))
        down = Down()
        kura.engine("main")._embedder = lambda: down
        index = kura.engine("main").index
        search = index.search_fts

        def search_once_the_encoding_began(question, k, scopes, *, stems=None):  # type: ignore[no-untyped-def]
            meeting.met["search saw the encoding"] = meeting.encoding.wait(meeting.wait_s)
            return search(question, k, scopes, stems=stems)

        index.search_fts = search_once_the_encoding_began  # type: ignore[method-assign]
        hybrid.CACHE.clear()  # the question's vector, had another test asked it, would need no encoder
        found = kura.recall(RecallRequest(question="where do the backups go?"))
        assert meeting.met == {"search saw the encoding": True} and down.threads[0].startswith("kura-question")
        assert found.how == "words" and "the model is gone" in (found.degraded_reason or "")
        assert found.memories and "NAS" in found.memories[0].body
    finally:
        kura.close()
