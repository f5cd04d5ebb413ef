"""Lies the gate still let through at the end of round 42, each refused now by a general reading, each beside an
honest twin that is still kept:

- an aim or an attempt read as done ("I wanted to learn piano", "I meant to call my mom", "I forgot to pay rent", "I
  tried to learn Spanish but gave up", "I attempted the climb but turned back" → the deed): ``ending._FAILED_TO``'s
  ``aim`` and ``attempt``, read by ``ending.ended`` unless the claim says the aim itself (``_SOUGHT_CLAIM``'s
  "aiming") or the sentence says it was reached (``_AIM_REACHED``), for review; so is what was skipped, missed or put
  off (``ending._ENDING``'s ``off``: "I skipped the wedding", "I missed the flight to Rome") and what was only signed
  up for or auditioned for, or only started learning (``ending._SOUGHT``: "I signed up for the marathon");
- "not just" / "not only" read as "not" ("I'm not only a doctor" → "The user is not a doctor", "I don't just run, I
  also swim" → "The user does not run"): ``words._NO_NEGATION`` gains "don't just", "not merely", and
  ``words._is_negative`` no longer counts a "not" that negates nothing, so ``polarity.flipped`` reads the "not" the
  claim adds;
- a preference said of one thing credited to another the sentence says ("We use Postgres at work, but I prefer
  MySQL" → "The user prefers Postgres"): ``stance._stance_of``, read by ``stance.unbacked_stance``, dropped.

Each lie passed the gate on ``25df2f4``."""

from __future__ import annotations

import pytest
from gate_verdict import gate_verdict, kept, refused

# --- an aim or an attempt is not the deed ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I wanted to learn piano", "The user learned piano"),
        ("I meant to call my mom", "The user called their mom"),
        ("I forgot to pay rent", "The user paid rent"),
        ("I tried to learn Spanish but gave up", "The user learned Spanish"),
        ("I attempted the climb but turned back", "The user completed the climb"),
        ("I hoped to win the race", "The user won the race"),
        ("I planned to visit Rome", "The user visited Rome"),
        ("I neglected to pay the bill", "The user paid the bill"),
        ("I intended to repaint the fence", "The user repainted the fence"),
        ("I wanted to be a doctor", "The user is a doctor"),
        ("I tried yoga but gave up", "The user did yoga"),
        ("I promised to call my mom", "The user called their mom"),
        ("I keep meaning to call my dad", "The user called their dad"),
        ("I'd hoped to finish the thesis by Friday", "The user finished the thesis by Friday"),
        ("I expect to finish the thesis in May", "The user finished the thesis"),
        ("I wanted to quit but stayed", "The user quit"),
        ("I forgot to renew my passport", "The user renewed their passport"),
        ("I tried calling my bank but nobody answered", "The user called their bank"),
        ("I wanted to learn piano and now I want to learn guitar", "The user learned piano"),
        ("I wanted to feel closer to my neighbours", "The user feels closer to their neighbours"),
        ("I wanted to stand out", "The user stood out"),
    ],
)
def test_an_aim_or_an_attempt_is_not_the_deed(said: str, claim: str) -> None:
    assert "only sought" in refused(said, claim, "review")


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I wanted to learn piano, so I took lessons and now I play", "The user plays piano"),
        ("I always wanted to visit Japan and finally did last year", "The user visited Japan"),
        ("I managed to finish the marathon", "The user finished the marathon"),
        ("I tried sushi for the first time", "The user tried sushi"),
        ("I forgot my keys at the office", "The user forgot their keys at the office"),
        ("I wanted to learn piano", "The user wanted to learn piano"),
        ("I meant to call my mom", "The user meant to call their mom"),
        ("I tried yoga but gave up", "The user tried yoga"),
        ("I planned to visit Rome", "The user planned to visit Rome"),
        ("I meant to tell you I moved to Oslo", "The user moved to Oslo"),
        ("I forgot to mention, I live in Oslo", "The user lives in Oslo"),
        ("I wanted to tell you about the talk I gave at school", "The user gave a talk at school"),
        ("I forgot to mention my trip to Rome last May", "The user went to Rome last May"),
        ("I wanted to be a doctor but became a nurse", "The user is a nurse"),
        ("I promised to call my mom", "The user promised to call their mom"),
        ("I keep meaning to call my dad", "The user keeps meaning to call their dad"),
        ("I'd hoped to finish the thesis by Friday", "The user had hoped to finish the thesis by Friday"),
        ("I expect to finish the thesis in May", "The user expects to finish the thesis in May"),
        ("I tried sushi but didn't like it", "The user ate sushi"),
        ("I tried calling my bank but nobody answered", "The user tried calling their bank"),
        # (the aim said as an aim, by a "to" of purpose; an aim only to tell of a thing — the lead, after LoCoMo)
        (
            "Just yesterday I joined a choir in Tønsberg. I wanted to feel closer to my neighbours.",
            "The user joined a choir in Tønsberg to feel closer to their neighbours",
        ),
        ("I picked this color because it's bold. I wanted to stand out.", "The user picked a bold color to stand out"),
        ("I just wanted to fill you in on my pottery studio in Skien", "The user has a pottery studio in Skien"),
    ],
)
def test_a_deed_said_or_the_aim_said_as_one_is_kept(said: str, claim: str) -> None:
    kept(said, claim)


# --- what was skipped, missed or only signed up for did not happen -------------------------------------------------


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I skipped the wedding", "The user attended the wedding"),
        ("I missed the flight to Rome", "The user flew to Rome"),
        ("I put off going to the dentist", "The user went to the dentist"),
        ("I signed up for the marathon", "The user ran the marathon"),
        ("I registered for the marathon", "The user completed the marathon"),
        ("I started learning piano", "The user plays piano"),
    ],
)
def test_what_was_skipped_or_only_signed_up_for_did_not_happen(said: str, claim: str) -> None:
    refused(said, claim, "review")


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I skipped the wedding", "The user skipped the wedding"),
        ("I missed the flight to Rome", "The user missed the flight to Rome"),
        ("I missed the bus so I walked to work", "The user walked to work"),
        ("I skipped breakfast and ate a big lunch", "The user ate a big lunch"),
        ("I put off going to the dentist", "The user put off going to the dentist"),
        ("I signed up for the marathon", "The user signed up for the marathon"),
        ("I registered for the marathon and finished it in 3 hours", "The user finished the marathon"),
        ("I started learning piano", "The user started learning piano"),
    ],
)
def test_what_was_skipped_or_signed_up_for_said_as_so_is_kept(said: str, claim: str) -> None:
    kept(said, claim)


# --- "not just" is no "not" -----------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I'm not only a doctor", "The user is not a doctor"),
        ("I'm not just a doctor", "The user is not a doctor"),
        ("I don't just run, I also swim", "The user does not run"),
        ("I'm not merely a hobbyist", "The user is not a hobbyist"),
    ],
)
def test_not_just_is_no_not(said: str, claim: str) -> None:
    assert "negate" in refused(said, claim)


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I'm not a doctor", "The user is not a doctor"),
        ("I'm not only a doctor but also a writer", "The user is a doctor and a writer"),
        ("I'm not only a doctor", "The user is a doctor"),
        ("I don't just run, I also swim", "The user runs and swims"),
        ("I'm not just a doctor, I'm also a dad", "The user is a doctor"),
        ("I can't wait to see Rome", "The user cannot wait to see Rome"),
    ],
)
def test_a_not_said_or_a_not_just_s_whole_is_kept(said: str, claim: str) -> None:
    kept(said, claim)


# --- a preference is of what its own words are of -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("We use Postgres at work, but I prefer MySQL", "The user prefers Postgres"),
        ("We use Jira at work, but I love Linear", "The user loves Jira"),
        ("I have a dog but I want a cat", "The user wants a dog"),
    ],
)
def test_a_preference_of_another_thing_is_not_this_one_s(said: str, claim: str) -> None:
    assert "attribution" in refused(said, claim, "drop")


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("We use Postgres at work, but I prefer MySQL", "The user prefers MySQL"),
        ("We use Postgres at work and I prefer it", "The user prefers Postgres"),
        ("Postgres is what I prefer", "The user prefers Postgres"),
        ("I prefer MySQL and Postgres", "The user prefers Postgres"),
        ("I prefer MySQL, Postgres and SQLite", "The user prefers SQLite"),
        ("I have a dog but I want a cat", "The user wants a cat"),
        ("I like running, and I love Oslo in the spring", "The user likes running"),
        ("My favourite editor is Vim", "The user prefers Vim"),
        ("I'm trying to learn Spanish", "The user wants to learn Spanish"),
        ("I'm moving to Arendal next month for the new job", "The user plans to move to Arendal"),
        # (a stance word with no object of its own in the claim: "… a job they wanted, but …" — the lead, after LoCoMo)
        (
            "I got a no for a summer job I wanted, but I'm staying positive",
            "The user got a no for a summer job they wanted, but is staying positive",
        ),
    ],
)
def test_a_preference_of_what_it_is_said_of_is_kept(said: str, claim: str) -> None:
    kept(said, claim)


# --- a belief cut from its "je crois que" / "penso di" is a musing, as "I think" ----------------------------------


@pytest.mark.parametrize(
    ("said", "quote"),
    [
        ("Je crois que je suis allergique aux noix", "je suis allergique aux noix"),
        ("Penso di essere allergico alle noci", "essere allergico alle noci"),
    ],
)
def test_a_quote_cut_from_a_french_or_italian_belief_is_cut_from_a_musing(said: str, quote: str) -> None:
    verdict = gate_verdict(said, "The user is allergic to nuts", quote=quote)
    assert verdict.outcome == "drop", verdict.reason
    assert "musing" in verdict.reason


@pytest.mark.parametrize(
    "said",
    [
        "Je suis allergique aux noix",
        "Ich bin allergisch gegen Nüsse",
        # the person's own belief, said whole, is theirs to say, as "I think I'm allergic to nuts" is
        "Je crois que je suis allergique aux noix",
        "Ich glaube, ich bin allergisch gegen Nüsse",
        "I guess I'm allergic to nuts",
    ],
)
def test_an_allergy_said_whole_is_kept(said: str) -> None:
    kept(said, "The user is allergic to nuts")
