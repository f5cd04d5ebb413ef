"""The shared-words vote (``recall/shared.py``): candidates naming what the top hits name rank up."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from kura_server.bench import locomo
from kura_server.embed.hashing import HashEmbedder
from kura_server.index.index import Index, IndexedState
from kura_server.recall import boost
from kura_server.recall.shared import shared_ranking
from kura_server.recall.words import begins_word
from kura_server.schemas import RecallRequest, RememberRequest
from kura_server.service import Kura
from kura_server.settings import RecallConfig, load_settings
from kura_server.store.memory import Memory

TURNS = {
    "adopt": "Mel: We adopted a puppy from the shelter and named her Luna.",
    "walk": "Mel: The puppy loves long walks by the river every morning.",
    "toys": "Mel: Our puppy chews every toy we buy, the squeaky ones first.",
    "class": "Mel: The puppy training class at the park starts in spring.",
    "vet": "Mel: Luna had her first vet visit on Monday; she weighs four kilos.",
    "river": "Mel: We walked along the river to the old mill on Sunday.",
    "mill": "Mel: The old mill by the river sells bread on Sundays.",
}


def _index(tmp_path: Path) -> tuple[Index, dict[str, int]]:
    emb = HashEmbedder()
    index = Index(tmp_path / "index.sqlite", embedder_id=emb.id, dim=emb.dim)
    index.reset()
    mems = [Memory(slug=s, title="", trigger="", body=t) for s, t in TURNS.items()]
    index.upsert([(m, IndexedState(0, 0, "")) for m in mems], emb.passage([m.body for m in mems]), None)
    return index, index.ids_of(list(TURNS))


def test_a_word_only_the_top_hits_and_few_others_hold_is_shared(tmp_path: Path) -> None:
    """The seed words are the top hits' words the question does not say (less stopwords, the words that ask,
    numbers, words under three letters); one votes when at most ``most`` of the other candidates hold it."""
    index, ids = _index(tmp_path)
    order = [ids[s] for s in ("adopt", "walk", "toys", "class", "vet", "river", "mill")]
    ends = index.endings(order, boost.TURN_CHARS)
    question = "What did Mel name the puppy?"
    # "luna" (the adopt turn) is held by the vet turn alone; "river" (the walk turn) by two others, the mill
    # and the river turns; "puppy" is asked; "mel" is asked too (the question names her)
    assert shared_ranking(question, order, ends, 3, 2, 7) == [ids["vet"], ids["river"], ids["mill"]]
    assert shared_ranking(question, order, ends, 3, 1, 7) == [ids["vet"]]  # "river": two others, more than one
    assert shared_ranking(question, order, ends, 1, 2, 7) == [ids["vet"]]  # the first hit's words alone
    assert shared_ranking("What did Mel name Luna?", order, ends, 1, 2, 7) == []  # the word asked is no seed
    assert shared_ranking(question, order[:3], ends, 3, 2, 7) == []  # no candidate beyond the seeds
    # ``most`` is out of a full list of candidates: 2 of 47 others, in proportion for fewer — among 4 of a
    # store smaller than the list, none (no word is rare among so few); 1 of 6 others, when 12 of 47 are there
    assert shared_ranking(question, order, ends, 3, 2, 50) == []
    assert shared_ranking(question, order, ends, 3, 2, 9) == [ids["vet"]]  # 2 × 4 // 6 = 1
    # the words are whole words: "luna" does not hold "lunar", and a name's possessive still names it
    assert begins_word("the lunar eclipse", "luna") and not begins_word("the lunar eclipse", "luna", whole=True)
    assert begins_word("luna's bowl", "luna", whole=True) and begins_word("bowl: luna", "luna", whole=True)
    index.close()


def test_the_vote_brings_in_the_candidate_naming_what_the_top_hits_name(tmp_path: Path) -> None:
    """Recall's fusion adds ``shared / (rrf_k + rank)`` for each voted candidate ([recall]
    shared_words_weight, on by default), after the day evidence; 0 leaves the order alone."""
    index, ids = _index(tmp_path)
    fts = [ids[s] for s in ("adopt", "walk", "toys", "class", "vet")]  # the vet turn last: no word asked
    question = "What did Mel name the puppy?"
    b = boost.boosts_of(RecallConfig())
    assert b.shared == 0.4 and boost.boosts_of(RecallConfig(shared_words_weight=0)).shared == 0
    alone = replace(boost.Boosts(), shared=0.25, day_top=5)  # every other mechanism off; 5: the full list
    got = boost.fuse(index, question, {"fts": fts}, alone, None, 50)
    # 1/15 + 0.25/11 = 0.089 for the fifth, over the second's 1/12
    assert [f.id for f in got] == [ids["adopt"], ids["vet"], ids["walk"], ids["toys"], ids["class"]]
    vet = next(f for f in got if f.id == ids["vet"])
    assert round(vet.score, 6) == round(1 / 15 + 0.25 / 11, 6) and vet.ranks == {"fts": 5, "shared": 1}
    off = boost.fuse(index, question, {"fts": fts}, boost.Boosts(), None, 50)
    assert [f.id for f in off] == fts
    assert locomo.variants(b, 50, RecallConfig())["+kura-shared"].boosts.shared == 0.0
    index.close()


FACTS = {
    "adopt": "Mel: We adopted a puppy and gave the puppy the name Luna.",
    "class": "Mel: The puppy class starts in spring.",
    "walk": "Mel: Our puppy enjoys walks.",
    "toys": "Mel: A puppy chews shoes.",
    "vet": "Mel: Luna weighs four kilos now.",
    "bread": "Mel: Bakers sell bread on Sundays.",
    "garden": "Mel: Tomatoes grow fast this year.",
}


def test_recall_ranks_up_the_memory_naming_what_the_best_hit_names(kura_home: Path) -> None:
    """The product's path, hash embedder: the vet memory shares no word with the question, only the puppy's
    name with the best hit; the vote lifts it over the memories that merely say "puppy"."""
    ranks = {}
    for weight in (0.0, 0.25):
        kura = Kura(load_settings(recall={"shared_words_weight": weight}), embedder=HashEmbedder())
        for slug, text in FACTS.items():
            kura.remember(RememberRequest(content=text, slug=slug))
        for i in range(50):  # more memories than the candidates: rarity among them means something
            kura.remember(RememberRequest(content=f"Mel: Errand number {i} done at the hardware shop.", slug=f"e{i}"))
        got = kura.recall(RecallRequest(question="What did Mel name the puppy?", k=20, hops=0))
        slugs = [m.slug for m in got.memories]
        ranks[weight] = slugs.index("vet") if "vet" in slugs else len(slugs)
        kura.close()
        for p in (kura_home / "stores").rglob("*"):
            if p.is_file():
                p.unlink()
    assert ranks[0.25] < ranks[0.0], ranks
