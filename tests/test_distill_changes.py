"""A lying thinker cannot lose what the person stated: its UPDATE, DELETE, NOOP and propagation verdicts are taken
only where the words agree (``write/reconcile.py``: ``changes``, ``repeats``, ``depends``).

The gate checks the new fact against its quotes; the loss of an old one was no one's to check. A thinker that
answers UPDATE of "The user lives in Bergen" for "The user is allergic to penicillin" replaced a stated fact with
another; one that answers NOOP dropped a new one. Here: one journal per test, the person's words in it, a scripted
lying model on a real socket, ``distill_run`` and ``drain`` through the public API — and the memories after.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from model_server import ModelServer

from kura_server.embed.hashing import HashEmbedder
from kura_server.errors import KuraError
from kura_server.schemas import DrainResult, RememberRequest, ReviewResolveRequest
from kura_server.service import Kura
from kura_server.settings import load_settings
from kura_server.write.gate import dropped


@pytest.fixture
def kura(kura_home: Path, server: ModelServer, tmp_path: Path) -> Iterator[Kura]:
    journals = tmp_path / "said"
    journals.mkdir()
    settings = load_settings(
        home=kura_home,
        embedder={"kind": "hash"},
        models={"thinker": server.profile()},
        stores={"main": {"path": kura_home / "stores" / "main"}},
        distill={"journals": {"said": {"path": journals, "store": "main", "adapter": "jsonl", "glob": "*.jsonl"}}},
    )
    service = Kura(settings, embedder=HashEmbedder())
    yield service
    service.close()


def say(kura: Kura, server: ModelServer, said: str, fact: str, novelty: dict[str, Any], **more: Any) -> DrainResult:
    """The person says ``said``; the brain proposes ``fact`` quoting it, the scribe writes it as it is (or, given the
    memory it replaces, as ``update``), the thinker answers ``novelty`` (and ``propagation``, when given), the drain
    pours (or fixes the body as ``fix``)."""
    folder = kura.settings.distill.journals["said"].path
    (folder / "session.jsonl").write_text(json.dumps({"role": "user", "content": said}) + "\n", encoding="utf-8")
    quote = {"class": "USER", "text": said}
    server.on("# Task: spot", json.dumps({"candidates": [{"text": fact, "kind": "fact", "quotes": [quote]}]}))
    composed = {"title": fact[:60], "trigger": fact, "type": "user"}
    if "update" in more:  # what the scribe writes when it is given the memory the fact replaces
        server.on("<replaces>", json.dumps({**composed, "body": more["update"]}))
    server.on(f"<fact>\n{fact}", json.dumps({**composed, "body": fact}))
    server.on("# Task: novelty", json.dumps({"relation": "CONTRADICTS", "reason": "superseded", **novelty}))
    server.on("# Task: propagation", json.dumps({"verdicts": more.get("propagation", [])}))
    drain = {"verdict": "pour", "reason": "true to its quotes"}
    if "fix" in more:
        drain = {**composed, "verdict": "fix", "reason": "tidier", "body": more["fix"]}
    server.on("# Task: drain", json.dumps(drain))
    ran = kura.distill_run()
    assert ran.batches == 1 and not ran.errors, ran
    drained = kura.drain()
    assert not drained.errors, drained
    return drained


def bodies(kura: Kura) -> dict[str, str]:
    return {m.slug: kura.get(m.slug).body.strip() for m in kura.list()}


def remember(kura: Kura, slug: str, content: str) -> None:
    kura.remember(RememberRequest(content=content, slug=slug))


@pytest.mark.parametrize(
    ("said", "fact", "action"),
    [
        ("I'm allergic to penicillin.", "The user is allergic to penicillin.", "UPDATE"),
        ("I live with two cats.", "The user lives with two cats.", "UPDATE"),  # near in words, another thing
        ("I adopted a cat last week.", "The user adopted a cat last week.", "DELETE"),
        ("I don't live in a flat.", "The user does not live in a flat.", "DELETE"),  # a negation, of another thing
    ],
)
def test_a_change_of_a_memory_the_new_fact_does_not_speak_of_is_not_taken(
    kura: Kura, server: ModelServer, said: str, fact: str, action: str
) -> None:
    """The thinker names the person's memory as what the new fact replaces or ends: the memory stays as it
    was, the new fact is a memory of its own, and a ``conflict`` item asks a person — discard forgets the memory,
    approve keeps it."""
    remember(kura, "home-bergen", "The user lives in Bergen.")
    say(kura, server, said, fact, {"action": action, "target": "home-bergen"})
    now = bodies(kura)
    assert now["home-bergen"] == "The user lives in Bergen."
    assert fact in now.values()
    (item,) = kura.review_list()
    assert (item.kind, item.slug) == ("conflict", "home-bergen") and "does not speak of it" in item.reason
    kura.review_resolve(item.id, ReviewResolveRequest(action="discard"))
    with pytest.raises(KuraError):
        kura.get("home-bergen")


def test_a_kept_memory_stays_when_the_person_approves(kura: Kura, server: ModelServer) -> None:
    remember(kura, "dog-rex", "The user has a dog named Rex.")
    say(kura, server, "My dog loves the beach.", "The user's dog loves the beach.",
        {"action": "UPDATE", "target": "dog-rex"})  # fmt: skip
    (item,) = kura.review_list()
    kura.review_resolve(item.id, ReviewResolveRequest(action="approve"))
    assert set(bodies(kura).values()) == {"The user has a dog named Rex.", "The user's dog loves the beach."}


@pytest.mark.parametrize(
    ("said", "fact", "action", "after"),
    [  # the same thing given a new value; what the quotes name; an extension; a negation of the memory's words
        ("I live in Oslo now.", "The user lives in Oslo now.", "UPDATE", "The user lives in Oslo now."),
        ("I moved from Bergen to Trondheim.", "The user moved from Bergen to Trondheim.", "UPDATE",
         "The user moved from Bergen to Trondheim."),
        ("I live in Bergen with my two cats.", "The user lives in Bergen with two cats.", "UPDATE",
         "The user lives in Bergen with two cats."),
        ("I don't live in Bergen any more.", "The user does not live in Bergen any more.", "DELETE", None),
    ],
)  # fmt: skip
def test_a_change_the_new_fact_speaks_of_is_taken(
    kura: Kura, server: ModelServer, said: str, fact: str, action: str, after: str | None
) -> None:
    remember(kura, "home-bergen", "The user lives in Bergen.")
    say(kura, server, said, fact, {"action": action, "target": "home-bergen"})
    assert not kura.review_list()
    if after is None:
        assert "home-bergen" not in bodies(kura)
    else:
        assert bodies(kura)["home-bergen"] == after


def test_a_noop_no_memory_s_words_back_is_written(kura: Kura, server: ModelServer) -> None:
    """NOOP: "a memory already says this". Said of "The user lives in Bergen" for a new allergy, the allergy
    would be lost; it is written. A NOOP a neighbour's words back is a NOOP."""
    remember(kura, "home-bergen", "The user lives in Bergen.")
    say(kura, server, "I'm allergic to penicillin.", "The user is allergic to penicillin.",
        {"action": "NOOP", "target": "home-bergen", "relation": "COVERED"})  # fmt: skip
    assert set(bodies(kura).values()) == {"The user lives in Bergen.", "The user is allergic to penicillin."}


def test_a_noop_a_neighbour_s_words_back_is_a_noop(kura: Kura, server: ModelServer) -> None:
    remember(kura, "home-bergen", "In Bergen the user lives, by the harbour.")
    say(kura, server, "I live in Bergen.", "The user lives in Bergen.",
        {"action": "NOOP", "target": "home-bergen", "relation": "COVERED"})  # fmt: skip
    assert list(bodies(kura).values()) == ["In Bergen the user lives, by the harbour."]


def test_propagation_removes_only_a_dependant_that_holds_a_word_of_what_changed(
    kura: Kura, server: ModelServer
) -> None:
    """After a change the thinker takes its word on, it calls two dependants invalid: the one that speaks of
    what changed goes with it; the one that does not ("The user plays chess", linked or near) goes to a person."""
    remember(kura, "home-bergen", "The user lives in Bergen.")
    remember(kura, "bergen-rain", "The user carries an umbrella because Bergen [[home-bergen]] is rainy.")
    remember(kura, "chess", "The user plays chess on Sundays [[home-bergen]].")
    invalid = [{"slug": s, "verdict": "invalid", "reason": "moved away"} for s in ("bergen-rain", "chess")]
    say(kura, server, "I live in Oslo now.", "The user lives in Oslo now.",
        {"action": "UPDATE", "target": "home-bergen"}, propagation=invalid)  # fmt: skip
    now = bodies(kura)
    assert now["home-bergen"] == "The user lives in Oslo now."
    assert "bergen-rain" not in now and "chess" in now
    (item,) = kura.review_list()
    assert (item.kind, item.slug) == ("propagation", "chess") and "no word of what changed" in item.reason


WORK = "The user lives in Bergen and works at Equinor."
OSLO = {"action": "UPDATE", "target": "home-bergen"}


@pytest.mark.parametrize(
    ("update", "fix"),
    [
        ("The user lives in Oslo now.", None),  # the scribe's update drops the work
        (WORK, None),  # the memory as it was: the new fact dropped
        ("The user lives in Oslo now and works at Equinor.", "The user lives in Oslo now."),  # the drain's fix does
    ],
)
def test_an_update_that_drops_what_the_memory_says_loses_nothing(
    kura: Kura, server: ModelServer, update: str, fix: str | None
) -> None:
    """The thinker's UPDATE speaks of the memory (the same opening, a new value), but the text that would replace it
    says only the new fact: "works at Equinor", which nothing said was over, would be gone (``gate.update_problems``). A
    composed update that drops it is asked again, then written as a memory of its own beside the old one, and a
    ``conflict`` item asks a person; a drain fix that drops it is refused and the update poured as composed."""
    remember(kura, "home-bergen", WORK)
    more = {"update": update} if fix is None else {"update": update, "fix": fix}
    drained = say(kura, server, "I live in Oslo now.", "The user lives in Oslo now.", OSLO, **more)
    now = bodies(kura)
    if fix is None:
        assert now["home-bergen"] == WORK
        assert set(now.values()) == {WORK, "The user lives in Oslo now."}
        (item,) = kura.review_list()
        assert (item.kind, item.slug) == ("conflict", "home-bergen") and "drops" in item.reason
    else:
        assert now == {"home-bergen": update} and not kura.review_list()
        (unfixed,) = drained.unfixed
        assert "drops what the memory it updates says" in unfixed["reason"]


@pytest.mark.parametrize(
    ("old", "new", "body", "gone"),
    [
        ("The user lives in Bergen and works at Equinor.", "The user lives in Oslo now.", "The user lives in Oslo now.",
         ["works at Equinor"]),
        ("El usuario vive en Sevilla y trabaja en Iberdrola.", "El usuario vive en Valencia ahora.",
         "El usuario vive en Valencia ahora.", ["trabaja en Iberdrola"]),
        ("Der Nutzer wohnt in Köln und arbeitet bei Bayer.", "Der Nutzer wohnt jetzt in Bonn.",
         "Der Nutzer wohnt jetzt in Bonn.", ["arbeitet bei Bayer"]),
        ("用户住在北京。用户在阿里巴巴工作。", "用户现在住在上海。", "用户现在住在上海。", ["用户在阿里巴巴工作"]),
        ("The user lives in Bergen. Why: close to the fjords.", "The user lives in Oslo now.",
         "The user lives in Oslo now.", ["Why: close to the fjords"]),
        # what the body keeps, in its words or others; a clause that shares a word with the new fact is its to change
        ("The user lives in Bergen and works at Equinor.", "The user lives in Oslo now.",
         "The user lives in Oslo now and works at Equinor.", []),
        ("The user lives in Bergen and has worked at Equinor since 2019.", "The user lives in Oslo now.",
         "The user lives in Oslo now; employed at Equinor since 2019.", []),
        ("El usuario vive en Sevilla y trabaja en Iberdrola.", "El usuario vive en Valencia ahora.",
         "El usuario vive en Valencia ahora y trabaja en Iberdrola.", []),
        ("The user has a dog named Rex.", "The user has a dog named Bo.", "The user has a dog named Bo.", []),
        ("The user lives in Bergen near [[fjord-trail]].", "The user lives in Oslo now.", "The user is in Oslo.", []),
    ],
)  # fmt: skip
def test_an_update_keeps_each_clause_the_new_fact_does_not_speak_of(
    old: str, new: str, body: str, gone: list[str]
) -> None:
    """``gate.dropped`` with the new fact as ``changed``: each clause of the memory that shares no content word with
    it must be kept — its names and numbers, the support share of its words — in any language the gate reads."""
    assert dropped(body, [old], changed=new) == gone


@pytest.mark.parametrize(
    ("sources", "body", "gone"),
    [
        (["The user is allergic to peanuts and shellfish."], "The user is allergic to peanuts.", ["shellfish"]),
        (["The user is allergic to penicillin.", "The user's daughter Ines attends Hillcrest school since 2021."],
         "The user is allergic to penicillin.", ["The user's daughter Ines attends Hillcrest school since 2021"]),
        (["The backup runs at 03:00.", "The backup keeps 14 snapshots."], "The backup runs at 03:00 and keeps 12.",
         ["The backup keeps 14 snapshots"]),
        (["The user is allergic to peanuts and shellfish.", "The user carries an EpiPen."],
         "The user, allergic to peanuts and to shellfish, carries an EpiPen.", []),
    ],
)  # fmt: skip
def test_a_rewrite_drops_no_clause_of_what_it_rewrites(sources: list[str], body: str, gone: list[str]) -> None:
    """Without a ``changed`` fact (an evolve merge of two memories) every clause of every source is read: a list's
    "and" divides as a sentence does."""
    assert dropped(body, sources) == gone


@pytest.mark.parametrize(
    ("old", "update"),
    [
        (WORK, "The user lives in Oslo now and works at Equinor."),
        ("The user lives in Bergen and has worked at Equinor since 2019.",
         "The user lives in Oslo now and has worked at Equinor since 2019."),
        ("The user lives in Bergen and does not own a car.", "The user lives in Oslo now and does not own a car."),
        ("The user lives in Bergen. The user's sister lives in Tromsø.",
         "The user lives in Oslo now. The user's sister lives in Tromsø."),
    ],
)  # fmt: skip
def test_an_update_that_keeps_what_the_memory_says_is_written(
    kura: Kura, server: ModelServer, old: str, update: str
) -> None:
    """An update written as the memory with the new fact in it keeps the memory's other names, numbers and words
    though no quote says them (``check_composed(replaces=...)``: the store holds them already)."""
    remember(kura, "home-bergen", old)
    say(kura, server, "I live in Oslo now.", "The user lives in Oslo now.", OSLO, update=update)
    assert bodies(kura) == {"home-bergen": update} and not kura.review_list()


@pytest.mark.parametrize(
    ("old", "update"),
    [
        ("The user lives in Trondheim. The user's sister lives in Bergen.", "The user lives in Oslo now and Bergen."),
        ("The user lives in Trondheim. The user plans to move to Bergen.", "The user lives in Oslo now and Bergen."),
        ("The user lives in Trondheim and does not own a car.", "The user lives in Oslo now and owns a car."),
    ],
)
def test_an_update_says_what_it_keeps_as_the_memory_says_it(
    kura: Kura, server: ModelServer, old: str, update: str
) -> None:
    """What an update keeps of the memory is read as the memory says it (``compose.meaning_problems``): a sister's
    home, a plan or a "not" is not made the person's, present or turned on the way through."""
    remember(kura, "home", old)
    say(kura, server, "I live in Oslo now.", "The user lives in Oslo now.", {"action": "UPDATE", "target": "home"},
        update=update)  # fmt: skip
    assert bodies(kura)["home"] == old and update not in bodies(kura).values()
    (item,) = kura.review_list()
    assert (item.kind, item.slug) == ("conflict", "home") and "kept failing the gate's re-scan" in item.reason
