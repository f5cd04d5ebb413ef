"""The fusion's mechanisms (recall/boost.py): links lend score, weights, and the bench that measures them."""

from __future__ import annotations

import datetime as dt
import itertools
import json
import re
from dataclasses import replace
from pathlib import Path

import pytest

from kura_server.bench import locomo, locomo_data
from kura_server.embed.hashing import HashEmbedder
from kura_server.index.index import Index, IndexedState
from kura_server.recall import boost, periods
from kura_server.recall.fusion import Fused, rrf
from kura_server.schemas import RecallRequest, RememberRequest, UpdateRequest
from kura_server.service import Kura
from kura_server.settings import RecallConfig, load_settings
from kura_server.store.memory import Memory


def _index(tmp_path: Path, memories: list[Memory]) -> tuple[Index, dict[str, int]]:
    emb = HashEmbedder()
    index = Index(tmp_path / "index.sqlite", embedder_id=emb.id, dim=emb.dim)
    index.reset()
    texts = [m.search_text() for m in memories]
    index.upsert([(m, IndexedState(0, 0, "")) for m in memories], emb.passage(texts), None)
    return index, index.ids_of([m.slug for m in memories])


def test_a_top_candidate_lends_a_share_of_its_score_along_its_links(tmp_path: Path) -> None:
    index, ids = _index(
        tmp_path,
        [
            Memory(slug="trip", title="Trip", trigger="t", body="The Lisbon trip, see [[lodging]] and [[gone]]."),
            Memory(slug="lodging", title="Lodging", trigger="l", body="Casa Azul, two nights."),
            Memory(slug="other", title="Other", trigger="o", body="Unrelated.", scope="work"),
            Memory(slug="far", title="Far", trigger="f", body="Linked to [[other]]."),
        ],
    )
    fused = [Fused(ids["trip"], 0.2, {"fts": 1}), Fused(ids["far"], 0.1, {"fts": 2})]
    out = boost.spread(index, fused, 0.5, 20, None)
    score = {f.id: round(f.score, 6) for f in out}
    assert score == {ids["trip"]: 0.2, ids["lodging"]: 0.1, ids["far"]: 0.1, ids["other"]: 0.05}
    assert next(f for f in out if f.id == ids["lodging"]).ranks == {"link": 1}  # brought in by the first pick
    assert "gone" not in {f.id for f in out}  # a link to no memory lends nothing
    # A linked memory outside the scopes is never brought in.
    scoped = boost.spread(index, [Fused(ids["far"], 0.1, {"fts": 1})], 0.5, 20, ["global"])
    assert [f.id for f in scoped] == [ids["far"]]
    # Only the top candidates lend; share 0 leaves the fusion alone.
    assert [f.id for f in boost.spread(index, fused, 0.5, 1, None)] == [ids["trip"], ids["far"], ids["lodging"]]
    assert boost.fuse(index, "q", {"fts": [ids["trip"]]}, boost.Boosts(spread=0.0), None, 50)[0].id == ids["trip"]
    index.close()


def test_a_recall_follows_at_most_32_links_of_a_memory(tmp_path: Path) -> None:
    """A memory packed with ``[[links]]`` (a 20,000-character write holds ~2,500): the spread and the ``hops``
    walk take the first ``LINKS_FOLLOWED`` of each memory's links by target slug, and nothing after the read
    sees more (the targets looked up, their rows read, their scores spread)."""
    targets = [f"t{n:04d}" for n in range(2_500)]
    heavy = Memory(slug="heavy", title="Heavy", trigger="h", body=" ".join(f"[[{t}]]" for t in reversed(targets)))
    linked = [Memory(slug=t, title=t, trigger=t, body=f"Target {t}.") for t in targets[:40]]
    index, ids = _index(tmp_path, [heavy, *linked])
    read = index.links_from([ids["heavy"], ids["t0001"]], boost.LINKS_FOLLOWED)
    assert read == [(ids["heavy"], t) for t in targets[: boost.LINKS_FOLLOWED]]
    assert len(index.links_from([ids["heavy"]])) == 2_500  # without a cap: every link (the index keeps them)
    out = boost.spread(index, [Fused(ids["heavy"], 0.2, {"fts": 1})], 0.5, 20, None)
    assert {f.id for f in out} == {ids["heavy"], *(ids[t] for t in targets[: boost.LINKS_FOLLOWED])}
    index.close()


def test_the_links_read_are_the_first_of_each_memory_whichever_way_they_are_read(tmp_path: Path) -> None:
    """``links_from`` with a cap reads plainly while what comes back fits the cap (a few links each), and
    again with a LIMIT per source when it does not (one memory packed with links among them): either way,
    each memory's first ``per_source`` links by target slug, every other memory's whole."""
    targets = [f"t{n:04d}" for n in range(300)]
    light = [
        Memory(
            slug=f"m{n:02d}", title=f"M{n}", trigger="m", body=" ".join(f"[[{t}]]" for t in targets[n : n + 3 + n % 4])
        )
        for n in range(40)
    ]
    heavy = Memory(slug="heavy", title="Heavy", trigger="h", body=" ".join(f"[[{t}]]" for t in reversed(targets)))
    index, ids = _index(tmp_path, [*light, heavy])

    def first(sources: list[int], cap: int) -> list[tuple[int, str]]:  # the cap, applied to every link read
        every = index.links_from(sources)
        return sorted((s, d) for s in sources for d in sorted(d for src, d in every if src == s)[:cap])

    plain = [ids[m.slug] for m in light]
    assert sorted(index.links_from(plain, 32)) == first(plain, 32) == sorted(index.links_from(plain))
    mixed = [ids["heavy"], *plain]
    assert sorted(index.links_from(mixed, 32)) == first(mixed, 32)
    assert sorted(index.links_from(mixed, 2)) == first(mixed, 2)  # a cap every memory reaches
    index.close()


def test_a_turn_that_asks_is_read_from_its_end_as_the_notes_pattern_reads_it() -> None:
    """``asks`` sets aside the ``[note]``s and ``[[link]]``s a text ends with, read from the end (a text of
    thousands of links costs its length); the same answer as the pattern it replaced, on every short text
    of brackets, blanks, letters and question marks."""
    pattern = re.compile(r"(?:\[\[[^\[\]]*\]\]|\[[^\[\]]*\])\s*\Z")

    def by_pattern(text: str) -> bool:
        end = text.rstrip()
        while end.endswith("]") and (note := pattern.search(end)):
            end = end[: note.start()].rstrip()
        return end.endswith(("?", "？", "؟"))

    for length in range(7):
        for text in map("".join, itertools.product("a[] ?", repeat=length)):
            assert boost.asks(text) == by_pattern(text), text
    packed = "Where to? " + " ".join(f"[[t{n:04d}]]" for n in range(2_500))
    assert boost.asks(packed) and not boost.asks(packed.replace("?", "."))


def test_recall_settings_become_the_fusion_weights() -> None:
    cfg = RecallConfig(rrf_k=4, dense_weight=0.5, fts_weight=2.0, link_spread=0.25, link_spread_top=7)
    b = boost.boosts_of(cfg)
    assert (b.rrf_k, b.spread, b.spread_top, b.time) == (4, 0.25, 7, cfg.time_weight)
    assert b.weights == {"dense": 0.5, "sparse": 1.0, "fts": 2.0, "thinker": cfg.thinker_weight}
    rankings = {"dense": [1, 2], "fts": [2, 1]}
    assert [f.id for f in rrf(rankings, 4, b.weights)] == [2, 1]  # FTS's vote weighs four times dense's


def test_the_default_fusion_weighs_full_text_below_dense() -> None:
    """Recall's defaults, fitted with the cues on e5-int8's lists (bench/README.md, issue 17's eighth round):
    FTS votes 0.7 of dense's, and the shared-words vote weighs 0.4. A memory dense ranks first and FTS
    fourth now outranks one FTS ranks first and dense third (at equal votes it was the other way)."""
    b = boost.boosts_of(RecallConfig())
    assert (b.weights["dense"], b.weights["fts"], b.shared) == (1.0, 0.7, 0.4)
    rankings = {"dense": [1, 3, 2], "fts": [2, 5, 6, 1]}
    assert [f.id for f in rrf(rankings, b.rrf_k, b.weights)][:2] == [1, 2]
    assert [f.id for f in rrf(rankings, b.rrf_k, {**b.weights, "fts": 1.0})][:2] == [2, 1]
    kura = locomo.variants(b, 50, RecallConfig())
    assert kura["+kura"].boosts.weights["fts"] == 0.7 and kura["+kura"].boosts.shared == 0.4
    assert (kura["+kura-r7weights"].boosts.weights["fts"], kura["+kura-r7weights"].boosts.shared) == (1.0, 0.25)


def _recalled(home: Path, e5, facts: dict[str, str], recall: dict[str, float], question: str) -> list[str]:  # type: ignore[no-untyped-def]
    """The slugs one fresh store recalls for ``question`` with these ``[recall]`` settings."""
    kura = Kura(load_settings(recall=recall), embedder=e5)
    for slug, text in facts.items():
        kura.remember(RememberRequest(content=text, slug=slug))
    got = kura.recall(RecallRequest(question=question, k=3, hops=0))
    kura.close()
    for p in (home / "stores").rglob("*"):
        if p.is_file():
            p.unlink()
    return [m.slug for m in got.memories]


@pytest.mark.model
def test_recall_ranks_a_linked_memory_up_with_the_real_embedder(kura_home: Path, e5) -> None:  # type: ignore[no-untyped-def]
    facts = {
        "lisbon-trip": "The Lisbon trip is planned for the first week of June; lodging in [[casa-azul]].",
        "casa-azul": "Casa Azul: two nights by the river, paid in advance, check-in after three.",
        "porto-cancelled": "The Porto weekend in March was cancelled because of the train strike.",
        "refund-policy": "Hotel bookings always use refundable rates unless the finance team agrees.",
        "douro-boats": "The Douro river boats leave at nine and need a reservation the day before.",
        "june-release": "The June release freezes features in the first week of the month.",
    }
    question = "What do we know about the Lisbon trip?"
    ranked = {spread: _recalled(kura_home, e5, facts, {"link_spread": spread}, question) for spread in (0.0, 0.5)}
    assert ranked[0.5][0] == "lisbon-trip" and ranked[0.5][1] == "casa-azul", ranked
    assert "casa-azul" not in ranked[0.0][:2], ranked


def _tiny_with_observations(path: Path, sample_id: str) -> None:
    turns = [
        {"speaker": "Ana", "dia_id": "D1:1", "text": "I adopted a grey cat called Miso last week."},
        {"speaker": "Ben", "dia_id": "D1:2", "text": "Lovely! I started learning the cello in March."},
        {"speaker": "Ana", "dia_id": "D1:3", "text": "My sister lives in Porto and works as a nurse."},
    ]
    sample = {
        "sample_id": sample_id,
        "conversation": {"speaker_a": "Ana", "speaker_b": "Ben", "session_1_date_time": "1 May 2023",
                         "session_1": turns},
        "observation": {
            "session_1_observation": {
                "Ana": [["Ana adopted a grey cat named Miso.", "D1:1"],
                        ["Ana's sister is a nurse in Porto.", ["D1:3", "D:1:1"]], ["Junk fact", "D9:9"]],
                "Ben": [["Ben is learning the cello since March.", "D1:2"]],
            }
        },
        "qa": [
            {"question": "What is the name of Ana's cat?", "answer": "Miso", "evidence": ["D1:1"], "category": 4},
            {"question": "Where does Ana's sister work?", "answer": "Porto", "evidence": ["D1:3"], "category": 1},
        ],
    }  # fmt: skip
    path.write_text(json.dumps([sample]))


def test_halves_are_fixed_by_conversation_id() -> None:
    assert locomo_data.half_of("conv-26") == "tuning" and locomo_data.half_of("conv-30") == "tuning"
    assert {locomo_data.half_of(c) for c in ("conv-41", "conv-42", "conv-43")} == {"held-out"}
    assert locomo_data.half_of("conv-26") == locomo_data.half_of("conv-26")


def test_observations_are_memories_scored_by_their_dia_ids(tmp_path: Path) -> None:
    path = tmp_path / "obs.json"
    _tiny_with_observations(path, "conv-26")
    conv = locomo_data.load(path)[0]
    assert [(o.text, o.dia_ids) for o in conv.observations] == [
        ("Ana adopted a grey cat named Miso.", ("D1:1",)),
        ("Ana's sister is a nurse in Porto.", ("D1:3", "D1:1")),
        ("Ben is learning the cello since March.", ("D1:2",)),
    ]  # a fact whose turns are not in the conversation is dropped
    docs = locomo_data.docs(conv, "observations")
    assert [d.links for d in docs] == [(), (), ()]  # facts name no other fact
    assert locomo_data.docs(conv, "plain")[1].links == ("d1-1", "d1-3")
    # a fact standing for two turns covers both at once
    assert locomo._score([("D1:3", "D1:1")], ["D1:1", "D1:3"])["r@5"] == 1.0
    report = locomo.run(path, HashEmbedder(), protocols=["observations"])
    assert report["halves"] == {"tuning": ["conv-26"], "held-out": []} and report["observations"] == 3
    body = report["protocols"]["observations"]
    assert body["retrievers"]["hybrid"]["r@50"] == 1.0
    assert body["halves"]["tuning"]["retrievers"] == body["retrievers"]
    assert body["halves"]["held-out"]["retrievers"] == {}
    for suffix in ("+neighbours", "+fitted", "+kura"):
        assert set(report["protocols"][f"observations{suffix}"]["halves"]) == {"tuning", "held-out"}
    assert "fuse" in report["protocols"]["observations+kura"]["latency_ms"]


def test_the_bench_scores_what_recall_runs(tmp_path: Path) -> None:
    v = locomo.variants(boost.Boosts(), 50, RecallConfig(sparse_query=False, fts_stems=True))
    assert (v["+kura"].sparse, v["+kura"].stems, v["+kura"].days) == (False, True, True)
    assert v["+kura+sparse"].sparse and not v["+kura-stems"].stems and not v["+kura-days"].days
    assert (v[""].sparse, v[""].stems) == (True, False)  # the bare rows are issue 2's
    on = locomo.variants(boost.Boosts(), 50, RecallConfig(sparse_query=True, fts_stems=False))
    assert "+kura-sparse" in on and "+kura+stems" in on and on["+kura"].sparse and not on["+kura"].stems
    lists = {"dense": [1], "sparse": [2], "fts": [3], "fts~": [4]}
    assert locomo.first_round(lists, v["+kura"]) == {"dense": [1], "fts": [4]}
    assert locomo.first_round(lists, v[""]) == {"dense": [1], "sparse": [2], "fts": [3]}
    path = tmp_path / "obs.json"
    _tiny_with_observations(path, "conv-26")
    report = locomo.run(path, HashEmbedder(), protocols=["plain"], recall=RecallConfig())
    assert {"plain+kura", "plain+kura-days", "plain+kura-stems"} <= set(report["protocols"])


def test_the_encodings_are_paid_once_across_runs(tmp_path: Path) -> None:
    from kura_server.bench.encodings import CachedEmbedder

    class Counting(HashEmbedder):
        calls = 0

        def passage(self, texts: list[str]):  # type: ignore[no-untyped-def]
            Counting.calls += len(texts)
            return super().passage(texts)

    first = CachedEmbedder(Counting(), tmp_path)
    first.passage(["a b", "c d", "a b"])
    first.save()
    assert Counting.calls == 2
    again = CachedEmbedder(Counting(), tmp_path)
    assert (again.passage(["c d"]) == first.passage(["c d"])).all() and Counting.calls == 2


def test_the_period_a_question_names() -> None:
    assert boost.asked_period("When did Melanie go camping in June?") == periods.any_year(6)
    assert boost.asked_period("What setback did she face in October 2023?") == periods.month_of(2023, 10)
    assert boost.asked_period("What did she show on October 13, 2023?") == periods.month_of(2023, 10)
    assert boost.asked_period("How many times did she go to the beach in 2023?") == periods.year_of(2023)
    assert boost.asked_period("We met in Sept. 2022") == periods.month_of(2022, 9)
    assert boost.asked_period("the deploy of 2023-05-08") == periods.month_of(2023, 5)
    for nothing in ("What did Caroline research?", "I may go", "Marching band in Mayfair", "Mark decided"):
        assert boost.asked_period(nothing) is None, nothing


def test_candidates_dated_in_the_asked_period_get_a_vote(tmp_path: Path) -> None:
    index, ids = _index(
        tmp_path,
        [
            Memory(slug="may", title="Archive", trigger="t", body="(8 May, 2023) The archive moved to the slow disk."),
            Memory(slug="march", title="Archive", trigger="t", body="On 2024-03-02 the archive moved to tape."),
            Memory(slug="undated", title="Archive", trigger="t", body="The archive is checked every week."),
        ],
    )
    order = [ids["march"], ids["undated"], ids["may"]]
    assert boost.when_ranking(index, periods.month_of(2023, 5), order) == [ids["may"]]
    assert boost.when_ranking(index, periods.any_year(3), order) == [ids["march"]]
    assert boost.when_ranking(index, periods.year_of(2025), order) == []
    fused = boost.fuse(index, "Where did the archive go in May 2023?", {"fts": order}, boost.Boosts(time=1.0), None, 50)
    assert fused[0].id == ids["may"] and "when" in fused[0].ranks
    index.close()


def test_the_day_a_memory_carries_is_indexed_and_dates_it(tmp_path: Path) -> None:
    index, ids = _index(
        tmp_path,
        [
            Memory(slug="written", title="Archive", trigger="t", body="It moved.", created=dt.date(2023, 5, 8)),
            Memory(
                slug="valid",
                title="Archive",
                trigger="t",
                body="Moved again.",
                created=dt.date(2024, 1, 2),
                valid_from=dt.date(2023, 3, 1),
            ),
            Memory(slug="undated", title="Archive", trigger="t", body="The archive is checked weekly."),
        ],  # fmt: skip
    )
    # valid_from (when the fact holds) before created (when it was written); no date, no row.
    assert index.days(list(ids.values())) == {ids["written"]: dt.date(2023, 5, 8), ids["valid"]: dt.date(2023, 3, 1)}
    order = [ids["undated"], ids["valid"], ids["written"]]
    assert boost.when_ranking(index, periods.month_of(2023, 5), order) == [ids["written"]]
    assert boost.when_ranking(index, periods.year_of(2023), order) == [ids["valid"], ids["written"]]
    # created is not the day a valid_from fact is about
    assert boost.when_ranking(index, periods.year_of(2024), order) == []
    index.close()


def test_recall_prefers_the_memory_whose_day_is_in_the_asked_month(kura_home: Path) -> None:
    """The product's path: a remembered ``valid_from`` reaches the index, and the time vote reads it
    (neither text names a date)."""
    facts = {
        "archive-tape": ("The photo archive moved to the tape library.", dt.date(2023, 3, 2)),
        "pictures-array": ("Our pictures were relocated onto the spinning storage array.", dt.date(2023, 5, 8)),
    }
    firsts = {}
    for weight in (0.0, 2.0):  # 2: the tape memory leads both the dense and the FTS list
        kura = Kura(load_settings(recall={"time_weight": weight}), embedder=HashEmbedder())
        for slug, (text, day) in facts.items():
            kura.remember(RememberRequest(content=text, slug=slug))
            kura.update(slug, UpdateRequest(valid_from=day))
        firsts[weight] = kura.recall(RecallRequest(question="Where did the photo archive go in May 2023?", k=2,
                                                   hops=0)).memories[0].slug  # fmt: skip
        kura.close()
        for p in (kura_home / "stores").rglob("*"):
            if p.is_file():
                p.unlink()
    assert firsts == {0.0: "archive-tape", 2.0: "pictures-array"}, firsts


def test_a_session_date_is_the_day_its_turns_carry() -> None:
    assert locomo_data.session_day("1:56 pm on 8 May, 2023") == dt.date(2023, 5, 8)
    assert locomo_data.session_day("10:37 am on 27 June, 2023") == dt.date(2023, 6, 27)
    assert locomo_data.session_day("soon") is None and locomo_data.session_day("31 Feb, 2023") is None


@pytest.mark.model
def test_recall_prefers_the_memory_dated_when_the_question_asks(kura_home: Path, e5) -> None:  # type: ignore[no-untyped-def]
    facts = {
        "archive-tape": "2023-03-02: the photo archive moved from the slow disk to the tape library in the basement.",
        "archive-disk": "2023-05-08: our pictures were relocated onto the spinning storage array.",
        "archive-check": "The photo archive on the tape library is checked for bit rot every week.",
    }
    question = "Where did the photo archive move in May 2023?"
    firsts = {w: _recalled(kura_home, e5, facts, {"time_weight": w}, question)[0] for w in (0.0, 1.0)}
    assert firsts == {0.0: "archive-tape", 1.0: "archive-disk"}, firsts


def test_a_candidate_gains_the_evidence_its_day_holds(tmp_path: Path) -> None:
    """Session-level evidence: a memory whose day holds other strong candidates ranks up; one alone on its
    day, or an undated one, gains nothing; a store written in one day keeps its order."""
    day = dt.date(2023, 5, 1)
    index, ids = _index(
        tmp_path,
        [
            Memory(slug="alone", title="A", trigger="t", body="The boat trip.", created=day),
            Memory(slug="hike", title="H", trigger="t", body="The hike up the ridge.", created=dt.date(2023, 6, 2)),
            Memory(slug="boots", title="B", trigger="t", body="New boots for it.", created=dt.date(2023, 6, 2)),
            Memory(slug="undated", title="U", trigger="t", body="Something else."),
        ],
    )
    a, h, b, u = ids["alone"], ids["hike"], ids["boots"], ids["undated"]

    def order(share: float, top: int = 50) -> list[tuple[int, float]]:
        fused = [Fused(i, s) for i, s in ((a, 0.30), (h, 0.28), (b, 0.20), (u, 0.25))]
        return [(f.id, round(f.score, 6)) for f in boost.day_evidence(index, fused, share, top)]

    # hike gains 0.2 × boots' 0.20, boots 0.2 × hike's 0.28 (one other candidate that day: √1)
    assert order(0.2) == [(h, 0.32), (a, 0.30), (b, 0.256), (u, 0.25)]
    assert order(0.2, top=2) == [(a, 0.30), (h, 0.28), (u, 0.25), (b, 0.20)]  # only the top count: one day each
    index.close()
    same, sids = _index(
        tmp_path / "one-day",
        [Memory(slug=f"m{i}", title="M", trigger="t", body=f"Fact {i}.", created=day) for i in range(3)],
    )
    fused = [Fused(sids[f"m{i}"], s) for i, s in enumerate((0.3, 0.2, 0.1))]
    assert [f.id for f in boost.day_evidence(same, fused, 1.0, 50)] == [sids["m0"], sids["m1"], sids["m2"]]
    same.close()
    # recall's fusion applies it by default ([recall] day_evidence), after the link spread
    assert (
        boost.boosts_of(RecallConfig()).day_share == 0.2
        and boost.boosts_of(RecallConfig(day_evidence=0)).day_share == 0
    )
    v = locomo.variants(boost.boosts_of(RecallConfig()), 50, RecallConfig())
    assert v["+kura"].boosts.day_share == 0.2 and v["+kura-session"].boosts.day_share == 0.0


def test_a_turn_that_asks_loses_a_share_of_its_score(tmp_path: Path) -> None:
    """A candidate whose text ends in a question records no fact: it loses ``penalty`` of its score and
    the turn answering it (which it has lent to along its link) ranks above it."""
    assert boost.asks("Caroline: Cool! What did it look like?") and boost.asks("¿Dónde está? [shares a photo: x]")
    assert boost.asks("这是什么？") and not boost.asks("Caroline: Is it? Yes, the blue one.")
    # the links a memory ends with, and notes after them, are not what it says
    assert boost.asks("Did you visit the lake? [[d1-2]] [[d1-4]]") and boost.asks("Why? [shares a photo: x] [[a]]")
    assert not boost.asks("We visited the lake. [[d1-2]]") and not boost.asks("[[only-a-link]]")
    index, ids = _index(
        tmp_path,
        [
            Memory(slug="ask", title="Q", trigger="t", body="Caroline: (see [[answer]]) What got you into running?"),
            Memory(slug="answer", title="A", trigger="t", body="Melanie: Running clears my head."),
            Memory(slug="other", title="O", trigger="t", body="Melanie: The race was on Saturday."),
        ],
    )
    fused = [Fused(ids["ask"], 0.30, {"dense": 1}), Fused(ids["answer"], 0.25, {"fts": 1}), Fused(ids["other"], 0.2)]
    assert index.endings([ids["answer"], ids["other"]], 5) == {ids["answer"]: "head.", ids["other"]: "rday."}
    out = boost.demote_asking(index, fused, 0.3, 50)
    assert [(f.id, round(f.score, 6)) for f in out] == [(ids["answer"], 0.25), (ids["ask"], 0.21), (ids["other"], 0.2)]
    assert [f.id for f in boost.demote_asking(index, out, 0.3, 1)] == [ids["answer"], ids["ask"], ids["other"]]
    # in recall's fusion by default ([recall] asking_penalty), after the link spread lent the answer its share
    b = boost.boosts_of(RecallConfig())
    assert b.asking == 0.3 and boost.boosts_of(RecallConfig(asking_penalty=0)).asking == 0
    dense = {"dense": [ids["ask"], ids["other"], ids["answer"]]}
    got = boost.fuse(index, "q", dense, replace(b, day_share=0), None, 50)
    assert [f.id for f in got] == [ids["answer"], ids["other"], ids["ask"]] and "link" in got[0].ranks
    kept = boost.fuse(index, "q", dense, replace(b, day_share=0, asking=0), None, 50)
    assert [f.id for f in kept] == [ids["answer"], ids["ask"], ids["other"]]
    assert locomo.variants(b, 50, RecallConfig())["+kura-asking"].boosts.asking == 0.0
    index.close()


def test_a_turn_spoken_by_the_person_the_question_names_gains(tmp_path: Path) -> None:
    """The speaker of a turn is the ``Name:`` opening its last line; a top candidate spoken by a person the
    question names gains ``gain`` of its score (a first name is enough); naming no one, or a name every
    candidate carries, changes nothing."""
    assert boost.speaker_of("Caroline: Researching adoption agencies.") == "caroline"
    assert boost.speaker_of("(8 May, 2023)\nMelanie: Hi!\nJon Snow: I went north.") == "jon snow"
    assert boost.speaker_of("The archive: moved to tape.") is None and boost.speaker_of("no one speaks") is None
    index, ids = _index(
        tmp_path,
        [
            Memory(slug="mel", title="M", trigger="t", body="Melanie: Caroline is researching adoption agencies."),
            Memory(slug="car", title="C", trigger="t", body="Caroline: Researching adoption agencies, a dream."),
            Memory(slug="jon", title="J", trigger="t", body="Jon Snow: Adoption is hard."),
        ],
    )
    m, c, j = ids["mel"], ids["car"], ids["jon"]

    def order(question: str, gain: float = 0.4) -> list[tuple[int, float]]:
        fused = [Fused(m, 0.30), Fused(c, 0.25), Fused(j, 0.20)]
        return [(f.id, round(f.score, 6)) for f in boost.prefer_speaker(index, question, fused, gain, 50)]

    assert order("What did Caroline research?") == [(c, 0.35), (m, 0.30), (j, 0.20)]
    assert order("What did Jon say about adoption?", 1.0) == [(j, 0.40), (m, 0.30), (c, 0.25)]
    assert order("what did she research?") == [(m, 0.30), (c, 0.25), (j, 0.20)]  # no name asked
    assert order("Did Caroline, Melanie and Jon agree?") == [(m, 0.30), (c, 0.25), (j, 0.20)]  # all are named
    b = boost.boosts_of(RecallConfig())
    assert b.speaker == 0.4 and boost.boosts_of(RecallConfig(speaker_gain=0)).speaker == 0
    got = boost.fuse(index, "What did Caroline research?", {"fts": [m, c, j]}, replace(b, day_share=0), None, 50)
    assert [f.id for f in got] == [c, m, j]  # recall's fusion applies it by default ([recall] speaker_gain)
    assert locomo.variants(b, 50, RecallConfig())["+kura-speaker"].boosts.speaker == 0.0
    index.close()


def test_a_fact_about_the_person_the_question_names_gains(tmp_path: Path) -> None:
    """A short memory that opens with a name (not a turn's ``Name:``) is about that person: it gains as
    their own turns do. A long body's ending does not show how it opens, so it is not read for one."""
    assert boost.subject_of("John is doing kickboxing as a workout.") == "john"
    assert boost.subject_of("John's passion is local politics.") == "john"
    assert boost.subject_of("John: I'm off to taekwondo!") is None  # a speaker, read by speaker_of
    assert boost.subject_of("(8 May, 2023) John went north.") is None and boost.subject_of("no one") is None
    long_body = "Maria " + "kept the garden and " * 40 + "planted tulips."
    index, ids = _index(
        tmp_path,
        [
            Memory(slug="maria-yoga", title="M", trigger="t", body="Maria started aerial yoga at the shelter."),
            Memory(slug="john-kick", title="J", trigger="t", body="John is doing kickboxing as a workout."),
            Memory(slug="john-run", title="R", trigger="t", body="John's charity run raised money for veterans."),
            Memory(slug="maria-long", title="L", trigger="t", body=long_body),
        ],
    )
    y, k, r, g = ids["maria-yoga"], ids["john-kick"], ids["john-run"], ids["maria-long"]

    def order(question: str) -> list[tuple[int, float]]:
        fused = [Fused(y, 0.30), Fused(g, 0.28), Fused(k, 0.25), Fused(r, 0.20)]
        return [(f.id, round(f.score, 6)) for f in boost.prefer_speaker(index, question, fused, 0.4, 50)]

    assert order("What workouts has John done?") == [(k, 0.35), (y, 0.30), (g, 0.28), (r, 0.28)]
    # Maria's short fact gains; her long one is not read for a subject (its ending is not its opening).
    assert order("What has Maria done?") == [(y, 0.42), (g, 0.28), (k, 0.25), (r, 0.20)]
    index.close()


def test_a_candidate_holding_more_of_the_questions_rarer_words_gains(tmp_path: Path) -> None:
    """A top candidate gains ``gain`` × the share of the question's words it holds (a stem begins one of its
    words), each word weighted by ``log(1 + top / n)`` over the ``n`` top candidates holding it: the topic
    all share weighs little, the word that tells them apart much; names, question words and stopwords
    are not asked words."""
    assert boost.asked_words("What martial arts has John done since 2022?") == ["martial", "arts", "done"]
    assert boost.asked_words("Who is she?") == []
    turns = {
        "yoga": "John: The yoga studio has great classes.",
        "kick": "John: I'm doing kickboxing classes, martial arts!",
        "run": "John: Running classes on Sunday.",
    }
    index, ids = _index(tmp_path, [Memory(slug=s, title=s, trigger="t", body=text) for s, text in turns.items()])
    y, k, r = ids["yoga"], ids["kick"], ids["run"]
    ends = index.endings([y, k, r], boost.TURN_CHARS)

    def order(question: str, gain: float = 0.4, dated: tuple[int, ...] = ()) -> list[tuple[int, float]]:
        fused = [Fused(y, 0.30), Fused(k, 0.25), Fused(r, 0.20)]
        return [(f.id, round(f.score, 4)) for f in boost.prefer_coverage(question, fused, gain, 50, ends, dated)]

    # "class" is in all three (weight log 2), "martial" and "arts" in one each (log 4), "take" in none: the
    # kickboxing turn holds every word held at all
    assert order("Which martial arts classes did John take?") == [(k, 0.35), (y, 0.324), (r, 0.216)]
    assert order("Which classes did John take?") == [(y, 0.42), (k, 0.35), (r, 0.28)]  # all alike: order kept
    assert order("Who did John meet?") == [(y, 0.3), (k, 0.25), (r, 0.2)]  # nothing asked beyond the name
    assert order("Which martial arts?", 0.0) == [(y, 0.3), (k, 0.25), (r, 0.2)]
    # a period the question names is one more asked word, held by the candidates dated inside it (the time
    # vote's list): here "class" (log 2) and the period, held by the run alone (log 4)
    assert order("Which classes did John take in May?", dated=(r,)) == [(y, 0.34), (k, 0.2833), (r, 0.28)]
    # the thinker's picks hold every asked word, as it read them: the yoga turn gains the whole share, and
    # "martial" and "arts", now held by two, weigh log 2.5 each
    fused = [Fused(y, 0.30), Fused(k, 0.25), Fused(r, 0.20)]
    picked = boost.prefer_coverage("Which martial arts classes?", fused, 0.4, 50, ends, picked=(y,))
    assert [(f.id, round(f.score, 4)) for f in picked] == [(y, 0.42), (k, 0.35), (r, 0.222)]
    b = boost.boosts_of(RecallConfig())
    assert b.coverage == 1.0 and boost.boosts_of(RecallConfig(coverage_gain=0)).coverage == 0
    got = boost.fuse(index, "Which martial arts classes?", {"fts": [y, k, r]}, replace(b, day_share=0), None, 50)
    assert [f.id for f in got][0] == k  # recall's fusion applies it by default ([recall] coverage_gain)
    assert locomo.variants(b, 50, RecallConfig())["+kura-coverage"].boosts.coverage == 0.0
    index.close()


def test_a_turn_that_asks_lends_its_whole_score_along_its_links(tmp_path: Path) -> None:
    """A candidate whose text ends in a question records no fact: what matched in it is the topic the turn
    beside it answers, so it lends ``asking_spread`` of its score (1.0: all of it) where any other candidate
    lends ``link_spread`` (0.5); a smaller ``asking_spread`` changes nothing."""
    index, ids = _index(
        tmp_path,
        [
            Memory(slug="ask", title="Q", trigger="t", body="Ana: ([[hello]], [[answer]]) Where did you hike?"),
            Memory(slug="answer", title="A", trigger="t", body="Ben: Up the Pico ridge with my brother."),
            Memory(slug="hello", title="H", trigger="t", body="Ben: Hi Ana, good to see you."),
            Memory(slug="boots", title="B", trigger="t", body="Ben: My hiking boots, see [[socks]]."),
            Memory(slug="socks", title="S", trigger="t", body="Ben: Wool socks help."),
        ],
    )
    ask, answer, hello, boots, socks = (ids[s] for s in ("ask", "answer", "hello", "boots", "socks"))

    def lent(asking_share: float) -> dict[int, float]:
        fused = [Fused(ask, 0.2, {"dense": 1}), Fused(boots, 0.18, {"dense": 2})]
        out = boost.spread(index, fused, 0.5, 50, None, {ask}, asking_share)
        return {f.id: round(f.score, 6) for f in out}

    assert lent(1.0) == {ask: 0.2, boots: 0.18, answer: 0.2, hello: 0.2, socks: 0.09}
    assert lent(0.0) == lent(0.3) == {ask: 0.2, boots: 0.18, answer: 0.1, hello: 0.1, socks: 0.09}
    # recall's fusion reads which candidates ask from their texts' endings ([recall] asking_spread, on)
    b = boost.boosts_of(RecallConfig())
    assert b.asking_spread == 1.0 and boost.boosts_of(RecallConfig(asking_spread=0)).asking_spread == 0.0
    dense = {"dense": [ask, boots, socks, answer]}
    bare = replace(b, day_share=0, coverage=0, shared=0, speaker=0, asking=0)
    on = {f.id: f.score for f in boost.fuse(index, "q", dense, bare, None, 50)}
    off = {f.id: f.score for f in boost.fuse(index, "q", dense, replace(bare, asking_spread=0), None, 50)}
    assert on[answer] - off[answer] == pytest.approx(0.5 / 11) and on[hello] == pytest.approx(1 / 11)
    assert on[socks] == off[socks] and on[boots] == off[boots]  # a candidate that does not ask lends as before
    assert locomo.variants(b, 50, RecallConfig())["+kura-askspread"].boosts.asking_spread == 0.0
    index.close()


def test_a_turn_that_asks_counts_as_its_days_evidence_at_what_the_asking_cue_leaves_it(tmp_path: Path) -> None:
    """The day evidence counts a candidate that asks at ``1 - asking_penalty`` of its score: it has lent its
    score to the turns beside it already, and it records no fact; it still receives its day's evidence."""
    june, july = dt.date(2023, 6, 2), dt.date(2023, 7, 9)
    index, ids = _index(
        tmp_path,
        [
            Memory(slug="ask", title="Q", trigger="t", body="Ana: How was the hike?", created=june),
            Memory(slug="ridge", title="R", trigger="t", body="Ben: The ridge was windy.", created=june),
            Memory(slug="lake", title="L", trigger="t", body="Ben: We swam in the lake.", created=july),
            Memory(slug="pier", title="P", trigger="t", body="Ana: The pier was closed.", created=july),
        ],
    )
    ask, ridge, lake, pier = (ids[s] for s in ("ask", "ridge", "lake", "pier"))

    def gained(asking: set[int], kept: float) -> dict[int, float]:
        fused = [Fused(i, s) for i, s in ((ask, 0.30), (lake, 0.25), (ridge, 0.20), (pier, 0.10))]
        return {f.id: round(f.score, 6) for f in boost.day_evidence(index, fused, 0.2, 50, asking, kept)}

    # ridge gains 0.2 × 0.7 × ask's 0.30 (not 0.2 × 0.30); ask still gains 0.2 × ridge's 0.20
    assert gained({ask}, 0.7) == {ask: 0.34, ridge: 0.242, lake: 0.27, pier: 0.15}
    assert gained(set(), 0.7) == gained({ask}, 1.0) == {ask: 0.34, ridge: 0.26, lake: 0.27, pier: 0.15}
    # recall's fusion ties it to the asking cue ([recall] asking_penalty 0.3 → 0.7 kept), on by default
    b = replace(boost.boosts_of(RecallConfig()), coverage=0, shared=0, speaker=0)
    dense = {"dense": [ask, lake, ridge, pier]}
    on = {f.id: f.score for f in boost.fuse(index, "q", dense, b, None, 50)}
    off = {f.id: f.score for f in boost.fuse(index, "q", dense, replace(b, asking_evidence=False), None, 50)}
    assert off[ridge] - on[ridge] == pytest.approx(0.2 * 0.3 / 11) and on[lake] == off[lake]
    no_penalty = {f.id: f.score for f in boost.fuse(index, "q", dense, replace(b, asking=0), None, 50)}
    assert no_penalty[ridge] == pytest.approx(off[ridge])  # no asking cue: every candidate counts whole
    v = locomo.variants(boost.boosts_of(RecallConfig()), 50, RecallConfig())
    assert v["+kura-askday"].boosts.asking_evidence is False and v["+kura"].boosts.asking_evidence
    index.close()


def test_recall_ranks_first_the_answer_to_the_turn_that_asks(kura_home: Path) -> None:
    """The product's path: a turn-level store whose turns [[link]] the turns beside them. The question's
    words are in the turn that asks and in Ben's other turns; the answer beside the asking turn ranks first
    only when the asking turn lends its whole score ([recall] asking_spread) rather than link_spread's half."""
    turns = {
        "d1-1": "Ana: ([[d1-2]]) Did you ever visit the old lighthouse on the cape?",
        "d1-2": "Ben: ([[d1-1]], [[d1-3]]) Twice; the keeper let us climb all the way up the stairs.",
        "d1-3": "Ana: ([[d1-2]]) Sounds lovely, I have never climbed one.",
        "d2-1": "Ben: My sister paints boats and the harbour lights at night.",
        "d2-2": "Ana: The cape road was closed for repairs all week.",
        "d2-3": "Ben: We keep an old brass lamp from the lighthouse shop.",
        "d3-1": "Ben: I did a jigsaw puzzle of a lighthouse at the weekend.",
        "d3-2": "Ben: The lighthouse film we saw was far too long.",
        "d3-3": "Ben: A lighthouse keeper came to speak at the school.",
    }
    firsts = {}
    for share in (0.0, 1.0):
        kura = Kura(load_settings(recall={"asking_spread": share}), embedder=HashEmbedder())
        for slug, text in turns.items():
            kura.remember(RememberRequest(content=text, slug=slug))
        got = kura.recall(RecallRequest(question="What did Ben do at the lighthouse?", k=3, hops=0)).memories
        firsts[share] = [m.slug for m in got]
        kura.close()
        for p in (kura_home / "stores").rglob("*"):
            if p.is_file():
                p.unlink()
    assert firsts[1.0][0] == "d1-2" and firsts[0.0][0] != "d1-2", firsts
    assert "d1-1" not in firsts[1.0]  # the turn that asks lent its score and lost its share: no fact of its own


def test_a_question_word_with_a_silent_e_is_held_by_its_inflections(tmp_path: Path) -> None:
    """Coverage asks for each word as its FTS stem, and a silent final ``e`` is part of the inflection
    (``index/fts.py`` ``stem``): the question's "promote" is held by "promotions", its "dance" by
    "dancing", as the question's "dancing" was already held by "dance"."""
    assert boost.asked_words("How did Gina promote her store?") == ["promot", "stor"]
    facts = {
        "ad": "Gina launched an ad campaign for her clothing store.",
        "promo": "Gina got new offers and promotions for her online store.",
        "site": "Gina built a new website for her store.",
    }
    index, ids = _index(tmp_path, [Memory(slug=s, title="", trigger="", body=text) for s, text in facts.items()])
    a, p, w = ids["ad"], ids["promo"], ids["site"]
    ends = index.endings([a, p, w], boost.TURN_CHARS)
    fused = [Fused(a, 0.30), Fused(w, 0.28), Fused(p, 0.25)]
    got = boost.prefer_coverage("How did Gina promote her clothes store?", fused, 1.0, 50, ends)
    # "stor" is in all three (log 2), "cloth" in one (log 4), "promot" in one (log 4): the promotions fact,
    # third by its votes, now holds as much as the ad campaign's and passes the website's
    assert [f.id for f in got] == [a, p, w]
    index.close()
