"""Lies the gate still let through at the end of round 41, each refused now by a general reading, each beside an
honest twin that is still kept:

- hearsay at the end or the front of what it reports ("I'm a great cook, or so they say", "According to my mom, I'm a
  great cook", "I'm allergic to nuts according to my mom", "I'm told I'm allergic to nuts", "Rumor has it …"): read as
  another speaker's words, as "Everyone says I'm a great cook" was (``words._hearsay_tails``, ``words._HEARSAY_OPENS``,
  ``words._HEARD``; a quote cut from before the tag: ``quotes._cut_frame``), dropped; a record the person reads
  ("according to the schedule", "according to my doctor's test") is theirs to say;
- what the person only could be, or feels they are ("I could be a nurse", "I feel like I'm allergic to nuts"):
  ``words._TENTATIVE``, for review;
- a fiction or a likeness said after what it frames ("I'm a doctor in the game", "My character is a doctor", "I'm a
  nurse on paper", "I'm like a nurse to them", "I'm a nurse for Halloween"): ``fiction._IN_GAME_AFTER``,
  ``fiction._FICTION``, ``limits._LOOSELY``, ``roles._COSTUME_AFTER``;
- a place turned into a home ("I'm from Oslo", "I'm in Oslo for work", "I'm moving to Oslo" → "The user lives in
  Oslo"; "I want to see Berlin one day" → "… plans to move to Berlin"): ``states._STATES``' "home" kind and
  ``states._STAY_FOR``, for review;
- what a battery found: one had, said as more ("I have one kid" → "The user has kids": ``rank.multiplied``), some
  days said as every day ("I run on weekends" → "… runs every day": ``stance._DAILY_SAID`` in ``_CERTAINTY``), and a
  future said of the past taken as done ("I told my boss I'd quit" → "The user quit": ``words._FUTURE_CLAUSE``).

Each lie passed the gate on ``4205763``."""

from __future__ import annotations

import pytest
from gate_verdict import gate_verdict, kept, refused

# --- hearsay ------------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I'm a great cook, or so they say", "The user is a great cook"),
        ("According to my mom, I'm a great cook", "The user is a great cook"),
        ("I'm allergic to nuts according to my mom", "The user is allergic to nuts"),
        ("I'm told I'm allergic to nuts", "The user is allergic to nuts"),
        ("I'm a great cook, people tell me", "The user is a great cook"),
        ("I'm a great cook, so I'm told", "The user is a great cook"),
        ("I'm allergic to nuts, my doctor thinks", "The user is allergic to nuts"),
        ("According to my doctor, I'm allergic to nuts", "The user is allergic to nuts"),
        ("According to Anna, I'm a great cook", "The user is a great cook"),
        ("Rumor has it I'm getting promoted", "The user is getting promoted"),
        ("I'm getting promoted, rumor has it", "The user is getting promoted"),
        ("Soy buen cocinero, o eso dicen", "El usuario es buen cocinero"),
        ("Según mi madre, soy buen cocinero", "El usuario es buen cocinero"),
    ],
)
def test_hearsay_before_or_after_what_it_reports_is_not_the_persons(said: str, claim: str) -> None:
    assert "someone else said" in refused(said, claim, "drop")


def test_a_quote_cut_from_before_a_hearsay_tag_is_cut_from_it() -> None:
    verdict = gate_verdict("I'm a great cook, or so they say", "The user is a great cook", quote="I'm a great cook")
    assert verdict.outcome == "drop", verdict.reason
    assert "hearsay" in (verdict.reason or "")


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        # the clause after the tag is the person's own
        ("I'm a great cook, everyone says so, and I cook every day", "The user cooks every day"),
        ("I'm a great cook, or so they say, and I cook every day", "The user cooks every day"),
        # a record the person reads is theirs to say (decided: a schedule, a test is no speaker)
        ("According to my doctor's test, I'm allergic to nuts", "The user is allergic to nuts"),
        ("According to the schedule, I fly on Monday", "The user flies on Monday"),
        ("I fly on Monday according to the schedule", "The user flies on Monday"),
        ("The move went according to plan", "The user's move went according to plan"),
        # a claim that says whose word it is
        ("According to my mom, I'm a great cook", "The user's mom says the user is a great cook"),
        ("I'm a great cook according to my mom", "According to the user's mom, the user is a great cook"),
        ("I'm a nurse and my mom says so", "The user is a nurse"),
        ("I told them I'm a nurse", "The user is a nurse"),
    ],
)
def test_hearsay_s_honest_twins_are_kept(said: str, claim: str) -> None:
    kept(said, claim)


# --- possibility and feeling --------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I could be a nurse", "The user is a nurse"),
        ("I could be allergic to nuts", "The user is allergic to nuts"),
        ("I could have been a doctor", "The user was a doctor"),
        ("I feel like I'm allergic to nuts", "The user is allergic to nuts"),
    ],
)
def test_what_the_person_only_could_be_or_feels_they_are_is_a_musing(said: str, claim: str) -> None:
    verdict = gate_verdict(said, claim)
    assert verdict.outcome == "review", verdict.reason
    assert "mused" in (verdict.reason or "")


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        # a past ability is said (decided: "could" + a verb other than "be" is what one was able to do)
        ("I could swim at four", "The user could swim at four"),
        ("I could not sleep", "The user could not sleep"),
        ("I can speak Spanish", "The user speaks Spanish"),
        ("I could be a nurse", "The user could be a nurse"),
        ("I feel like I'm allergic to nuts", "The user feels like they are allergic to nuts"),
        ("I feel like a new person since I moved to Oslo", "The user moved to Oslo"),
    ],
)
def test_a_past_ability_or_a_possibility_said_as_one_is_kept(said: str, claim: str) -> None:
    kept(said, claim)


# --- a fiction or a likeness said after what it frames ------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "claim", "outcome", "why"),
    [
        ("I'm a doctor in the game", "The user is a doctor", "drop", "story"),
        ("I own a castle in the game", "The user owns a castle", "drop", "story"),
        ("My character is a doctor", "The user is a doctor", "drop", "story"),
        ("I'm a doctor in Grey's Anatomy fanfic", "The user is a doctor", "drop", "story"),
        ("I'm a nurse on paper", "The user is a nurse", "review", "loosely"),
        ("I'm like a nurse to them", "The user is a nurse", "review", "loosely"),
        ("I'm a nurse for Halloween", "The user is a nurse", "review", "pretence"),
        ("I'm going as a nurse for Halloween", "The user is a nurse", "review", "pretence"),
    ],
)
def test_a_fiction_or_a_likeness_said_after_is_refused(said: str, claim: str, outcome: str, why: str) -> None:
    assert why in refused(said, claim, outcome)


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I'm a doctor in the city hospital", "The user is a doctor"),
        ("I'm a game designer", "The user is a game designer"),
        ("I'm a doctor in the game", "The user's character in the game is a doctor"),
        ("I'm the goalkeeper in the game", "The user is the goalkeeper"),
        ("My character is a doctor", "The user's character is a doctor"),
        ("My character is strong", "The user has a strong character"),
        ("I write my goals down on paper", "The user writes goals down"),
        ("I'm a nurse on paper", "The user is a nurse on paper"),
        ("I'm like a nurse to them", "The user is like a nurse to them"),
        ("My boss is like a father to me and I'm a nurse", "The user is a nurse"),
        ("I'm a nurse, and for Halloween I'm a witch", "The user is a nurse"),
        ("I'm a nurse and I work nights for Halloween parties", "The user is a nurse"),
    ],
)
def test_a_fiction_s_or_a_likeness_s_honest_twins_are_kept(said: str, claim: str) -> None:
    kept(said, claim)


# --- a place turned into a home -----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I'm from Oslo", "The user lives in Oslo"),
        ("I'm in Oslo for work", "The user lives in Oslo"),
        ("I'm stuck in Oslo for the night", "The user lives in Oslo"),
        ("I'm in Oslo right now", "The user lives in Oslo"),
        ("I'm moving to Oslo", "The user lives in Oslo"),
        ("I was raised in Oslo", "The user lives in Oslo"),
        ("I want to see Berlin one day", "The user plans to move to Berlin"),
        ("I live in Oslo", "The user is from Oslo"),
    ],
)
def test_a_place_not_said_a_home_is_not_one(said: str, claim: str) -> None:
    assert "another of its kind" in refused(said, claim, "review")


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I live in Oslo", "The user lives in Oslo"),
        ("I've lived in Oslo since 2019", "The user lives in Oslo"),
        ("Home is Oslo", "The user lives in Oslo"),
        ("I moved to Oslo from Bergen last year", "The user lives in Oslo"),
        ("I'm staying in Oslo until at least 2030", "The user lives in Oslo"),
        ("I stay in Glasgow", "The user lives in Glasgow"),
        ("I'm from Oslo", "The user is from Oslo"),
        ("I'm moving to Oslo next month", "The user plans to move to Oslo"),
        ("I want to see Berlin one day", "The user wants to visit Berlin"),
        ("I'm in Oslo for a few days", "The user is visiting Oslo"),
        ("I'm in Oslo right now", "The user is in Oslo"),
        ("I work from home", "The user works from home"),
        # a "from" of a thing says no origin
        ("I visited my mom last week and she gave me a scarf", "The user got a scarf from their mom"),
        ("I'm on vacation in Spain and I got a postcard from Ana", "The user got a postcard from Ana"),
        ("I'm from Oslo originally", "The user is originally from Oslo"),
    ],
)
def test_a_home_said_or_a_place_said_as_it_is_is_kept(said: str, claim: str) -> None:
    kept(said, claim)


# --- what the battery found ---------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I have one kid", "The user has kids"),
        ("I have a kid", "The user has kids"),
        ("I have a black cat", "The user has cats"),
        ("I have one child", "The user has children"),
    ],
)
def test_one_had_said_as_more_than_one_is_refused(said: str, claim: str) -> None:
    assert "more than one" in refused(said, claim, "review")


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I have two kids", "The user has kids"),
        ("I have kids", "The user has kids"),
        ("I have one kid", "The user has a kid"),
        ("I have one kid", "The user has one kid"),
        ("I have a kid, and my sister has two kids", "The user has kids"),
        ("I have a collection of stamps", "The user has stamps"),
        ("I have a few cats", "The user has cats"),
    ],
)
def test_more_than_one_said_is_kept(said: str, claim: str) -> None:
    kept(said, claim)


@pytest.mark.parametrize(
    ("said", "claim", "word"),
    [
        ("I run on weekends", "The user runs every day", "every day"),
        ("I run on weekends", "The user runs daily", "daily"),
        ("I run three times a week", "The user runs every day", "every day"),
        ("I go to the gym every weekday", "The user goes to the gym every day", "every day"),
    ],
)
def test_some_days_said_as_every_day_is_dropped(said: str, claim: str, word: str) -> None:
    assert f"some days only, or not how often ({word!r})" in refused(said, claim, "drop")


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I run every morning", "The user runs every day"),
        ("I run 5 km a day", "The user runs every day"),
        ("I drink coffee daily", "The user drinks coffee every day"),
        ("I don't run every day", "The user does not run every day"),
        ("Corro todos los días", "El usuario corre cada día"),
    ],
)
def test_every_day_said_is_kept(said: str, claim: str) -> None:
    kept(said, claim)


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I told my boss I'd quit", "The user quit"),
        ("I said I would quit", "The user quit"),
        ("I promised I would call", "The user called"),
    ],
)
def test_a_future_said_of_the_past_is_not_done(said: str, claim: str) -> None:
    assert "plan or the future" in refused(said, claim, "review")


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I said I'd finished", "The user finished"),
        ("I said I'd already quit", "The user quit"),
        ("I told my boss I'd quit", "The user told their boss they would quit"),
    ],
)
def test_a_past_after_saying_or_the_future_said_is_kept(said: str, claim: str) -> None:
    kept(said, claim)
