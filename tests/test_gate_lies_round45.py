"""Lies the gate still let through at the end of round 44, each refused now by a general reading, each beside an
honest twin that is still kept:

- a preparation read as the event ("I booked a table at Noma" → "The user ate at Noma", "I trained for the Berlin
  marathon" → "… ran the Berlin marathon", "I'm half done with my thesis" → "… finished their thesis"):
  ``ending._SOUGHT``'s ``prep`` (``_PREP``, ``_PREP_ROMANCE``), read as round 44's seeking is, released where the
  sentence says the event came (``_PREP_DONE``), and not read behind a claim that says the preparation itself (the
  "preparing" words of ``_SOUGHT_CLAIM``); for review;
- an offer or a nomination read as the deed ("I offered to help Ana move" → "The user helped Ana move", "Ana offered
  to drive me to the airport" → "The user drove Ana to the airport", "I nominated Priya for the award" → "Priya won
  the award"): ``ending._FAILED_TO``'s aims gain offered / volunteered, whoever offers, and ``_SOUGHT``'s
  nomination takes its nominee; for review;
- an age read as a count ("I have 2 kids aged 5 and 7" → "The user has 5 kids"): ``numbers._AGE_UNIT``, an age's
  mark that ``numbers._units_agree`` holds apart from a count of anything but years; dropped.

Each lie passed the gate on ``5de4b80``."""

from __future__ import annotations

import pytest
from gate_verdict import gate_verdict, kept, refused

# --- a preparation is not the event ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I booked a table at Noma", "The user ate at Noma"),
        ("I bought tickets to the Coldplay concert", "The user saw Coldplay"),
        ("I reserved a campsite at Lake Tahoe", "The user camped at Lake Tahoe"),
        ("I scheduled a dentist appointment for Friday", "The user went to the dentist on Friday"),
        ("I packed for the trip to Lisbon", "The user went to Lisbon"),
        ("I trained for the Berlin marathon", "The user ran the Berlin marathon"),
        ("I'm training for a half marathon", "The user ran a half marathon"),
        ("I got a quote for solar panels", "The user installed solar panels"),
        ("I enrolled in a pottery class", "The user does pottery"),
        ("I started reading Dune", "The user read Dune"),
        ("I've started writing a novel", "The user wrote a novel"),
        ("I'm half done with my thesis", "The user finished their thesis"),
        ("I'm halfway through the Witcher books", "The user finished the Witcher books"),
        ("I booked a flight to Rome", "The user flew to Rome"),
        ("I scheduled a meeting with my manager", "The user met with their manager"),
        ("Reservé una mesa en Noma", "El usuario cenó en Noma"),
        ("Compré entradas para el concierto de Shakira", "El usuario vio a Shakira"),
        ("J'ai acheté des billets pour le concert de Stromae", "L'utilisateur a vu Stromae"),
        ("I RSVP'd to Ana's wedding", "The user attended Ana's wedding"),
        ("I'm getting ready for the Paris trip", "The user went to Paris"),
        ("I rented a tux for the gala", "The user attended the gala"),
        ("I bought paint for the nursery", "The user painted the nursery"),
        ("I listed my car for sale", "The user sold their car"),
        ("I submitted my paper to NeurIPS", "The user's paper was accepted at NeurIPS"),
        ("Ana invited me to her party", "The user went to Ana's party"),
        ("Ana asked me to be her bridesmaid", "The user was Ana's bridesmaid"),
        ("I'm on my way to Madrid", "The user is in Madrid"),
    ],
)
def test_a_preparation_is_not_the_event(said: str, claim: str) -> None:
    assert "only sought" in refused(said, claim, "review")


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I booked a table at Noma", "The user booked a table at Noma"),
        ("I bought tickets to the Coldplay concert", "The user bought tickets to the Coldplay concert"),
        ("I bought tickets to the Coldplay concert", "The user has tickets to the Coldplay concert"),
        ("I reserved a campsite at Lake Tahoe", "The user reserved a campsite at Lake Tahoe"),
        ("I trained for the Berlin marathon", "The user trained for the Berlin marathon"),
        ("I trained for the Berlin marathon and ran it in 3 hours", "The user ran the Berlin marathon"),
        ("I ran the Berlin marathon", "The user ran the Berlin marathon"),
        ("I got a quote for solar panels", "The user got a quote for solar panels"),
        ("I enrolled in a pottery class", "The user enrolled in a pottery class"),
        ("I enrolled in a pottery class", "The user takes a pottery class"),
        ("I started reading Dune", "The user started reading Dune"),
        ("I started reading Dune", "The user is reading Dune"),
        ("I'm reading Dune", "The user is reading Dune"),
        ("I've started writing a novel", "The user is writing a novel"),
        ("I started running last year", "The user runs"),
        ("I started working at Google", "The user works at Google"),
        ("I'm half done with my thesis", "The user is halfway through their thesis"),
        ("I'm half done with my thesis", "The user is working on their thesis"),
        ("I finished my thesis", "The user finished their thesis"),
        ("I booked a flight to Rome", "The user booked a flight to Rome"),
        ("I scheduled a meeting with my manager", "The user scheduled a meeting with their manager"),
        ("I got tickets to see Hamilton next week", "The user is going to see Hamilton next week"),
        ("I'm training for a half marathon", "The user is training for a half marathon"),
        ("Reservé una mesa en Noma", "El usuario reservó una mesa en Noma"),
        ("Compré entradas para el concierto de Shakira", "El usuario compró entradas para el concierto de Shakira"),
        ("J'ai réservé une table chez Noma", "L'utilisateur a réservé une table chez Noma"),
        ("I rented a tux for the gala", "The user rented a tux for the gala"),
        ("I got a puppy for my kids", "The user has a puppy"),
        ("I bought a new guitar for $500", "The user bought a new guitar for $500"),
        ("I submitted my paper to NeurIPS", "The user submitted a paper to NeurIPS"),
        ("Ana invited me to her party and I went", "The user went to Ana's party"),
        ("Ana invited me to her party", "The user was invited to Ana's party"),
        ("I'm on my way to Madrid", "The user is heading to Madrid"),
    ],
)
def test_a_preparation_said_as_one_or_done_is_kept(said: str, claim: str) -> None:
    kept(said, claim)


# --- an offer or a nomination is not the deed -----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I offered to help Ana move", "The user helped Ana move"),
        ("I volunteered to organize the bake sale", "The user organized the bake sale"),
        ("Ana offered to drive me to the airport", "The user drove Ana to the airport"),
        ("My mom offered to pay for the trip", "The user's mom paid for the trip"),
        ("I nominated Priya for the award", "Priya won the award"),
    ],
)
def test_an_offer_or_a_nomination_is_not_the_deed(said: str, claim: str) -> None:
    assert "only sought" in refused(said, claim, "review")


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I offered to help Ana move", "The user offered to help Ana move"),
        ("I volunteered to organize the bake sale", "The user volunteered to organize the bake sale"),
        ("I volunteered at the shelter last weekend", "The user volunteered at the shelter"),
        ("Ana offered to drive me to the airport", "Ana offered to drive the user to the airport"),
        ("Ana drove me to the airport", "Ana drove the user to the airport"),
        ("I nominated Priya for the award", "The user nominated Priya for the award"),
    ],
)
def test_an_offer_or_a_nomination_said_as_one_is_kept(said: str, claim: str) -> None:
    kept(said, claim)


# --- an age is no count ---------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I have 2 kids aged 5 and 7", "The user has 5 kids"),
        ("I have 2 kids aged 5 and 7", "The user has 7 kids"),
        ("I have a son, age 9", "The user has 9 sons"),
        ("I have 3 dogs aged 2, 4 and 6", "The user has 6 dogs"),
    ],
)
def test_an_age_is_no_count(said: str, claim: str) -> None:
    verdict = gate_verdict(said, claim)
    assert (verdict.outcome, verdict.rule) == ("drop", "number"), verdict.reason


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I have 2 kids aged 5 and 7", "The user has 2 kids"),
        ("I have 2 kids aged 5 and 7", "The user's kids are 5 and 7"),
        ("I have 2 kids aged 5 and 7", "The user's kids are 5 and 7 years old"),
        ("I have a son, age 9", "The user's son is 9"),
        ("My daughter started school at age 5", "The user's daughter started school at age 5"),
    ],
)
def test_an_age_is_still_an_age(said: str, claim: str) -> None:
    kept(said, claim)
