"""A thing a claim names by a word its quote holds and a head it does not, and a place in an order it changes, as
round 39's lead found the gate letting them in.

A noun before another says what kind of thing the other is: "a kidney transplant" is not "a kidney stone", "a car
loan" not "a car". The gate read a short claim's thing only as the first content word after an article
(``carried.swapped``), so "The user has a kidney transplant" behind "I have a kidney stone" named the thing "kidney",
which the quote holds, and coverage let the one word in two it does not hold through. The gate now reads the claim's
noun phrase (``heads.headed``): in a short clause, a head no quote holds after a modifier a quote holds as its own
noun ("a kidney") or before another head ("a kidney stone") is another thing. What says only its modifier's field or
kind stays kept: a name ("a Honda car"), a field ("the backend code", "the tech industry"), people at large.

An ordinal says a place in an order: "the first marriage" is not "the second marriage". Coverage read "first" as one
word in two and let it through, and ``substituted`` reads a swapped word only between the same words. The gate now
reads an ordinal before a noun that its quotes say with another ordinal, and with this one nowhere
(``rank.reranked``, from the one table ``numbers._ORDINALS``). An ordinal the quotes say elsewhere, or with
another noun ("First, I moved to Lyon"), is kept. Each lie here passed the gate on ``1d3aea6``; each honest twin is
kept by the gate and the composed-text re-scan."""

from __future__ import annotations

import pytest
from gate_verdict import gate_verdict

from kura_server.bench.gate import gate_case


def _kept(said: str, claim: str) -> None:
    """Kept by the gate and by the composed-text re-scan (the bench's own path)."""
    case = {
        "id": "t",
        "side": "honest",
        "category": "fact",
        "stage": "spot",
        "transcript": [{"class": "USER", "text": said}],
        "candidate": {"text": claim, "kind": "fact", "quotes": [{"class": "USER", "text": said}]},
    }
    through, why = gate_case(case)
    assert through, why


@pytest.mark.parametrize(
    ("said", "claim", "phrase"),
    [
        ("I have a kidney stone.", "The user has a kidney transplant.", "kidney transplant"),
        ("I'm on a waitlist for a kidney.", "The user has a kidney transplant.", "kidney transplant"),
        ("I need a kidney.", "The user has a kidney transplant.", "kidney transplant"),
        ("I have a car.", "The user has a car loan.", "car loan"),
        ("I own a house.", "The user had a house fire.", "house fire"),
        ("I have a dog.", "The user has a dog allergy.", "dog allergy"),
        ("We have a dog.", "The user has a dog bite.", "dog bite"),
        ("I have a cat.", "The user has a cat allergy.", "cat allergy"),
        ("My mom has a garden.", "The user's mom has a garden center.", "garden center"),
        ("I play in a chess club.", "The user plays in a chess tournament.", "chess tournament"),
        ("I love the beach.", "The user loves the beach house.", "beach house"),
        ("I got a new job.", "The user got a new car.", "new car"),
        # a long claim: each short clause says its own things
        (
            "I have a kidney stone and I see a doctor every month.",
            "The user has a kidney transplant and sees a doctor every month.",
            "kidney transplant",
        ),
        (
            "I have a car and I drive to work every day.",
            "The user has a car loan and drives to work every day.",
            "car loan",
        ),
        # Romance: the head first, what kind after it
        ("J'ai une voiture.", "L'utilisateur a une voiture électrique.", "voiture electrique"),
        ("Ho una macchina.", "L'utente ha una macchina elettrica.", "macchina elettrica"),
    ],
)
def test_a_head_no_quote_holds_after_a_modifier_one_holds_is_another_thing(said: str, claim: str, phrase: str) -> None:
    verdict = gate_verdict(said, claim)
    assert verdict.outcome == "drop", verdict.reason
    assert verdict.rule == "support"
    assert "a head they do not" in verdict.reason
    assert repr(phrase) in verdict.reason


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I had a kidney transplant in 2019.", "The user had a kidney transplant in 2019."),
        ("I have a peanut allergy.", "The user has a peanut allergy."),
        ("I'm allergic to peanuts.", "The user has a peanut allergy."),
        ("I'm allergic to the dog.", "The user has a dog allergy."),
        ("I have a Honda.", "The user has a Honda car."),  # a name: the head says its kind
        ("I have a Tesla.", "The user has a Tesla car."),
        ("I work on the backend.", "The user works on the backend code."),  # a field, no thing of its own
        ("I work in tech.", "The user works in the tech industry."),
        ("My kid's school is great.", "The user's child's school is great."),
        ("My daughter's school is far.", "The user's daughter's school is far away."),
        ("I'm a software engineer.", "The user is a software engineer."),
        ("I run a small bakery.", "The user runs a small bakery."),
        ("I drive a Honda Civic.", "The user drives a Honda Civic."),
        ("Tengo un coche eléctrico.", "El usuario tiene un coche eléctrico."),
        # a verb after the clause's subject, or after a noun before its object or infinitive
        ("Our frontend is deployed on Fly.io.", "The frontend runs on Fly.io."),
        ("My sister moved to Madrid.", "The user's sister lives in Madrid."),
        ("I love my dog, he loves the beach.", "The user's dog loves the beach."),
        ("My dog loves to swim.", "The user's dog loves to swim."),
        ("My dog loves walks.", "The user's dog loves long walks."),
        ("I have two kids, a boy and a girl.", "The user has two kids, a boy and a girl."),
    ],
)
def test_a_phrase_whose_head_a_quote_holds_or_that_names_no_new_thing_is_kept(said: str, claim: str) -> None:
    _kept(said, claim)


@pytest.mark.parametrize(
    ("said", "claim", "ordinal"),
    [
        ("It's my second marriage.", "It is the user's first marriage.", "first marriage"),
        ("It's my second marriage.", "This is the user's first marriage.", "first marriage"),
        ("We live in the second house on the left.", "The user lives in the first house on the left.", "first house"),
        ("It was my second time in Rome.", "The user visited Rome for the first time.", "first time"),
        ("My second son plays piano.", "The user's first son plays piano.", "first son"),
        (
            "It's my second marriage and we have two kids.",
            "It is the user's first marriage and they have two kids.",
            "first marriage",
        ),
        ("Mi segunda hija vive en Madrid.", "La primera hija del usuario vive en Madrid.", "primera hija"),
        ("Ma deuxième fille habite à Lyon.", "La première fille de l'utilisateur habite à Lyon.", "premiere fille"),
        ("Das ist meine zweite Ehe.", "Das ist die erste Ehe des Nutzers.", "erste ehe"),
        ("Meine zweite Tochter wohnt in Berlin.", "Die erste Tochter des Nutzers wohnt in Berlin.", "erste tochter"),
    ],
)
def test_an_ordinal_the_quotes_say_otherwise_of_the_same_thing_is_refused(said: str, claim: str, ordinal: str) -> None:
    verdict = gate_verdict(said, claim)
    assert verdict.outcome == "drop", verdict.reason
    assert verdict.rule == "support"
    assert "a place in an order" in verdict.reason
    assert repr(ordinal) in verdict.reason


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("It was my first time in Rome.", "The user visited Rome for the first time."),
        ("First, I moved to Lyon; then I got a job.", "The user moved to Lyon."),
        ("My second son plays piano.", "The user's second son plays piano."),
        ("I'm in my third year of college.", "The user is in their third year of college."),
        ("My first job was at a bakery; my second job was at a bank.", "The user's first job was at a bakery."),
        ("This is my second marriage; my first marriage ended in 2010.", "The user's first marriage ended in 2010."),
        ("I came second in the race, my first podium.", "The user got their first podium."),
        ("I'm the second oldest of four siblings.", "The user is the second oldest of four siblings."),
        ("Mi primo vive en Madrid.", "El primo del usuario vive en Madrid."),  # "primo": a cousin
        ("Secondo me, il caffè è troppo forte.", "L'utente trova il caffè troppo forte."),  # "secondo": "in my view"
        ("Wait a second, I have two cats.", "The user has two cats."),
    ],
)
def test_an_ordinal_the_quotes_hold_or_say_of_nothing_else_is_kept(said: str, claim: str) -> None:
    _kept(said, claim)
