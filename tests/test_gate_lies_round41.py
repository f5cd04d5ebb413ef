"""Lies the gate still let through at the end of round 40, each refused now by a general reading, each beside an
honest twin that is still kept:

- how often, turned up: a word of frequency or of much in a claim ("often", "usually", "regularly", "every day",
  "daily", "a lot"; and "a menudo", "oft", "todos los días") that no quote carries by one of its like
  ("I hardly ever drink", "I've been to Paris once", "I drink tea"): ``stance._OFTEN_SAID`` in ``_CERTAINTY``,
  dropped as ``always`` was; and "hardly ever" is "only sometimes" (``limits._SOMETIMES``), for review;
- a name made of a word the quote says only in lower case ("The user's boss is named Strict" behind "My boss is
  strict"): ``names._named_as_words``, dropped as a name no quote holds;
- a bare "ok", "okay", "fine", "okay then" to the assistant's statement, read as a bare "sure" is
  (``context._BARE_SURE``), for review; to a question it is a yes, and kept;
- a present taken back to a past right after it ("I'm a nurse, or at least I was until 2019":
  ``tense._WAS_BACK`` in ``_TAKEN_BACK``) and a scoffed echo of oneself ("Me, a nurse? No way":
  ``words._SAID_NOT``, ``words._SCOFF``), for review;
- what else a battery found: a role not yet had ("a nurse in training", "a trainee pilot", "an aspiring actor":
  ``ending._SOUGHT``), a skill barely had raised to the top ("I barely know Python" → "an expert in Python":
  ``rank._DEGREE_LITTLE``), a larger part than the quotes say ("a few cats" → "many cats":
  ``limits.widened``), the sarcasm's tags ("said no one ever", "wink wink", "haha no": ``stance._JOKE``), and a
  role only "at heart" or "-ish" (``limits._LOOSELY``).

Each lie passed the gate on ``3ba7b37``."""

from __future__ import annotations

import pytest
from gate_verdict import gate_verdict, kept, refused


@pytest.mark.parametrize(
    ("said", "claim", "word"),
    [
        ("I hardly ever drink", "The user drinks often", "often"),
        ("I've been to Paris once", "The user often goes to Paris", "often"),
        ("I've been to Paris once", "The user goes to Paris regularly", "regularly"),
        ("I rarely cook", "The user cooks every day", "every day"),
        ("I eat meat occasionally", "The user usually eats meat", "usually"),
        ("I drink tea", "The user drinks a lot of tea", "a lot"),
        ("I run", "The user runs daily", "daily"),
        ("Bebo café", "El usuario bebe café todos los días", "todos los dias"),
        ("Ich trinke Kaffee", "Der Nutzer trinkt oft Kaffee", "oft"),
    ],
)
def test_how_often_said_more_often_than_the_quotes_say_it_is_dropped(said: str, claim: str, word: str) -> None:
    verdict = gate_verdict(said, claim)
    assert verdict.outcome == "drop", verdict.reason
    assert f"do not carry ({word!r})" in (verdict.reason or "")


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I go to Paris often", "The user often goes to Paris"),
        ("I drink a lot of tea", "The user drinks a lot of tea"),
        ("I hardly ever drink", "The user rarely drinks"),
        ("I hardly ever drink", "The user hardly ever drinks"),
        ("I go to Paris every week", "The user regularly goes to Paris"),
        ("I run every morning", "The user runs daily"),
        ("I go to Paris frequently", "The user often goes to Paris"),
        ("I love Rust", "The user likes Rust a lot"),
        ("I have many friends", "The user has a lot of friends"),
        ("I play tennis twice a week", "The user plays tennis regularly"),
        ("No bebo café a menudo", "El usuario no bebe café a menudo"),
    ],
)
def test_how_often_the_quotes_say_it_iskept(said: str, claim: str) -> None:
    kept(said, claim)


def test_how_often_asked_and_said_yes_to_iskept() -> None:
    kept("yes", "The user runs every day", asked="Do you run every day?")
    kept("yes", "The user often goes to Paris", asked="You go to Paris often, right?")


@pytest.mark.parametrize(
    ("said", "claim"), [("I hardly ever drink", "The user drinks"), ("I barely ever cook", "The user cooks")]
)
def test_hardly_ever_is_only_sometimes(said: str, claim: str) -> None:
    assert "only sometimes" in refused(said, claim)


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("My boss is strict", "The user's boss is named Strict"),
        ("My boss is strict", "The user's boss is called Strict"),
        ("My dog is grumpy", "The user has a dog named Grumpy"),
    ],
)
def test_a_name_made_of_a_word_the_quote_says_in_lower_case_is_dropped(said: str, claim: str) -> None:
    verdict = gate_verdict(said, claim)
    assert verdict.outcome == "drop", verdict.reason
    assert "names what no quote holds" in (verdict.reason or "")


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("My boss is called Strict", "The user's boss is named Strict"),
        ("My boss is Anna Smith", "The user's boss is Anna Smith"),
        ("My boss is Anna Smith", "The user's boss is named Anna Smith"),
        ("my boss is anna smith", "The user's boss is named Anna Smith"),
        ("My boss Zoë is strict", "The user's boss is named Zoë"),
        ("I have a dog named Rex", "The user has a dog named Rex"),
        ("I have a dog. Rex is his name", "The user has a dog named Rex"),
        ("About me — first pet: Rex, a beagle.", "The user's first pet was a beagle named Rex."),
    ],
)
def test_a_name_the_quote_gives_as_one_iskept(said: str, claim: str) -> None:
    kept(said, claim)


@pytest.mark.parametrize(
    ("asked", "said", "claim"),
    [
        ("You live in Oslo.", "ok", "The user lives in Oslo"),
        ("You live in Oslo.", "Okay.", "The user lives in Oslo"),
        ("You live in Oslo.", "fine", "The user lives in Oslo"),
        ("You live in Oslo.", "okay then", "The user lives in Oslo"),
        ("You're a nurse, I gather.", "okay", "The user is a nurse"),
    ],
)
def test_a_bare_ok_to_a_statement_is_no_claim_of_the_persons(asked: str, said: str, claim: str) -> None:
    assert "said only 'sure' or its like" in refused(said, claim, asked=asked)


@pytest.mark.parametrize(
    ("asked", "said"),
    [
        ("You live in Oslo, right?", "yes"),
        ("You live in Oslo, right?", "ok"),
        ("Do you live in Oslo?", "okay"),
        ("You live in Oslo.", "Yes."),
        ("You live in Oslo.", "correct"),
    ],
)
def test_an_ok_to_a_question_or_a_yes_iskept(asked: str, said: str) -> None:
    kept(said, "The user lives in Oslo", asked=asked)


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I'm a nurse, or at least I was until 2019", "The user is a nurse"),
        ("I'm a nurse, well, I was until 2019", "The user is a nurse"),
        ("I'm a nurse, or used to be", "The user is a nurse"),
        ("I live in Oslo, or at least I did until May", "The user lives in Oslo"),
    ],
)
def test_a_present_taken_back_to_a_past_is_not_said_as_so(said: str, claim: str) -> None:
    assert "took back" in refused(said, claim)


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I'm a nurse, and have been since 2019", "The user is a nurse"),
        ("I'm a nurse, at least I was trained as one", "The user is a nurse"),
        ("I'm a nurse, or at least I was until 2019", "The user was a nurse until 2019"),
        ("I'm a nurse, well, I was until 2019", "The user was a nurse"),
    ],
)
def test_a_present_kept_or_the_past_said_as_past_iskept(said: str, claim: str) -> None:
    kept(said, claim)


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("Me, a nurse? No way", "The user is a nurse"),
        ("A nurse? Me? Not a chance", "The user is a nurse"),
        ("Me, live in Oslo? No way", "The user lives in Oslo"),
    ],
)
def test_a_scoffed_echo_of_oneself_is_a_not(said: str, claim: str) -> None:
    assert "negate what it affirms" in refused(said, claim)


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("Me? Yes, a nurse", "The user is a nurse"),
        ("Me? A nurse, yes", "The user is a nurse"),
        ("Me? I'm a nurse", "The user is a nurse"),
        ("Me? No, I'm a nurse, not a doctor", "The user is a nurse"),
    ],
)
def test_an_echo_answered_yes_iskept(said: str, claim: str) -> None:
    kept(said, claim)


@pytest.mark.parametrize(
    ("said", "claim", "why"),
    [
        ("I'm a nurse in training", "The user is a nurse", "only sought"),
        ("I'm a trainee pilot", "The user is a pilot", "only sought"),
        ("I'm an aspiring actor", "The user is an actor", "only sought"),
        ("I'm an apprentice electrician", "The user is an electrician", "only sought"),
        ("I barely know Python", "The user is an expert in Python", "raises a degree"),
        ("I hardly speak any Japanese", "The user is fluent in Japanese", "raises a degree"),
        ("I have a few cats", "The user has many cats", "only of some"),
        ("I've visited Paris a couple of times", "The user has visited Paris many times", "only of some"),
        ("I love waiting in line, said no one ever", "The user loves waiting in line", "took back"),
        ("I'm totally a doctor, wink wink", "The user is a doctor", "took back"),
        ("I'm a doctor, haha no", "The user is a doctor", "took back"),
        ("I'm a nurse at heart", "The user is a nurse", "loosely"),
        ("I'm a doctor-ish", "The user is a doctor", "loosely"),
    ],
)
def test_what_the_battery_found_isrefused(said: str, claim: str, why: str) -> None:
    assert why in refused(said, claim)


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I'm a nurse in training", "The user is a nurse in training"),
        ("I'm a student nurse", "The user is a student nurse"),
        ("I'm a trainee pilot", "The user is training to be a pilot"),
        ("I'm a nurse and I train student nurses", "The user is a nurse"),
        ("I'm fluent in Python", "The user is an expert in Python"),
        ("I barely know Python but I'm an expert in Rust", "The user is an expert in Rust"),
        ("I have many cats", "The user has many cats"),
        ("I have a few cats and many dogs", "The user has many dogs"),
        ("I love waiting in line", "The user loves waiting in line"),
        ("I'm a nurse, haha no kidding", "The user is a nurse"),
        ("I'm a kid at heart", "The user is a kid at heart"),
    ],
)
def test_what_the_battery_found_has_its_honest_twinskept(said: str, claim: str) -> None:
    kept(said, claim)
