"""The dense retriever is asked the question less the names most of the store holds (``hybrid.dense_question``)."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

import numpy as np

from kura_server.embed.hashing import HashEmbedder
from kura_server.index import Index, IndexedState
from kura_server.recall import hybrid
from kura_server.schemas import RecallRequest, RememberRequest
from kura_server.service import Kura
from kura_server.settings import RecallConfig, load_settings
from kura_server.store import Memory

# A store about Melanie: she is in 6 of its 8 memories, Oscar (her dog) in one.
BODIES = [
    "Melanie: I painted a lake at sunrise last weekend.",
    "Melanie: the kids loved the camping trip to the mountains.",
    "Melanie: I signed up for a pottery class on Fridays.",
    "Melanie: my favourite book this year is about the ocean.",
    "Melanie: we ran a charity race for the local shelter.",
    "Melanie's sister visited us from Lisbon in June.",
    "Oscar chewed through the garden hose again.",
    "The pottery studio moved to a bigger place downtown.",
]


def _index(path: Path, bodies: list[str]) -> tuple[Index, HashEmbedder]:
    emb = HashEmbedder()
    index = Index(path, embedder_id=emb.id, dim=emb.dim)
    index.reset()
    _add(index, emb, bodies)
    return index, emb


def _add(index: Index, emb: HashEmbedder, bodies: list[str], start: int = 0) -> None:
    items = [
        (Memory(slug=f"m-{start + i}", title=f"t{start + i}", trigger="x", body=b), IndexedState(1, 1, "h"))
        for i, b in enumerate(bodies)
    ]
    index.upsert(items, emb.passage(bodies), None)


def test_a_name_most_memories_hold_is_commonplace(tmp_path: Path) -> None:
    index, emb = _index(tmp_path / "index.sqlite", BODIES)
    try:
        assert index.commonplace(["Melanie", "Oscar", "Lisbon", "Nobody"], 0.25) == {"Melanie"}
        assert index.commonplace(["Melanie"], 0.8) == set()  # 6 of 8 is not more than 80 %
        assert index.commonplace(["Melanie"], 0.74) == {"Melanie"}
        assert index.commonplace([], 0.25) == set()
        # Counts follow the writes: three more memories about Oscar make him the store's subject too.
        _add(index, emb, [f"Oscar dug up the tulips, day {i}." for i in range(3)], start=len(BODIES))
        assert index.commonplace(["Melanie", "Oscar"], 0.25) == {"Melanie", "Oscar"}
        # And the store's size: with eleven memories 6 is more than half; with seventeen it is not.
        assert index.commonplace(["Melanie"], 0.5) == {"Melanie"}
        _add(index, emb, [f"The tulips came back in spring, bed {i}." for i in range(6)], start=len(BODIES) + 3)
        assert index.commonplace(["Melanie"], 0.5) == set()
    finally:
        index.close()


def test_the_dense_question_leaves_out_the_commonplace_names_only(tmp_path: Path) -> None:
    index, _ = _index(tmp_path / "index.sqlite", BODIES)
    try:
        assert hybrid.dense_question(index, "What did Melanie paint?", 0.25) == "What did paint?"
        assert hybrid.dense_question(index, "Who visited Melanie's family?", 0.25) == "Who visited family?"
        assert hybrid.dense_question(index, "What did Oscar chew?", 0.25) == "What did Oscar chew?"  # a rare name
        assert hybrid.dense_question(index, "What did Melanie paint?", 0.0) == "What did Melanie paint?"  # off
        assert hybrid.dense_question(index, "Melanie?", 0.25) == "Melanie?"  # nothing would be left to ask
        assert hybrid.dense_question(index, "Who is Melanie?", 0.25) == "Who is Melanie?"  # only words that ask
        assert hybrid.dense_question(index, "when does the pottery class meet", 0.25) == (
            "when does the pottery class meet"
        )  # no capitalised word: nothing counted
    finally:
        index.close()


def test_a_question_of_hundreds_of_names_counts_only_the_first_few(tmp_path: Path) -> None:
    index, _ = _index(tmp_path / "index.sqlite", BODIES)
    counted: list[int] = []
    real = index.commonplace

    def counting(words: Sequence[str], share: float) -> set[str]:
        counted.append(len(words))
        return real(words, share)

    index.commonplace = counting  # type: ignore[method-assign]
    try:
        question = " ".join(f"Name{i}" for i in range(500)) + " Melanie paint?"
        assert len(question) <= 4000  # what a recall request may carry
        assert hybrid.dense_question(index, question, 0.25) == question  # Melanie is past the counted names
        assert counted == [hybrid.NAMES_COUNTED]
    finally:
        index.close()


class RecordingEmbedder(HashEmbedder):
    """The hashing embedder, keeping the texts it was asked to encode as questions."""

    def __init__(self) -> None:
        super().__init__()
        self.asked: list[str] = []

    def query(self, texts: list[str]) -> np.ndarray:
        self.asked.extend(texts)
        return super().query(texts)


def test_recall_encodes_the_question_less_the_stores_commonplace_names(kura_home: Path) -> None:
    hybrid.CACHE.clear()
    emb = RecordingEmbedder()
    kura = Kura(load_settings(), embedder=emb)
    try:
        for body in BODIES:
            kura.remember(RememberRequest(content=body))
        found = kura.recall(RecallRequest(question="What did Melanie paint at sunrise?"))
        assert emb.asked[-1] == "What did paint at sunrise?"
        assert "dense_question" in found.timings_ms
        # Full-text search still reads the name: the question as asked is what FTS and the cues see.
        assert found.memories and "painted a lake" in found.memories[0].body
        kura.recall(RecallRequest(question="What did Oscar chew?"))
        assert emb.asked[-1] == "What did Oscar chew?"
    finally:
        kura.close()


def test_the_default_share_is_a_quarter_of_the_store() -> None:
    assert RecallConfig().dense_name_share == 0.25


def test_a_name_is_counted_once_for_full_text_search_and_the_dense_question(tmp_path: Path) -> None:
    index, _ = _index(tmp_path / "index.sqlite", BODIES)
    try:
        index.search_fts("What did Melanie paint?", 5, None)  # counts the question's words, Melanie's among them
        counted = dict(index._counts._counts)
        assert index.commonplace(["Melanie"], 0.25) == {"Melanie"}
        assert index._counts._counts == counted  # no second count: the cache entry full-text search made
    finally:
        index.close()
