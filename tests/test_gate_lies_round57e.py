"""Honest facts the gate refused on h57-base — a thing had, one of the person's people, a job held — though the person
said them plainly, each kept now by a narrowed reading, each beside the lie its reading was made for, still refused:

- a thing of the person's that gave out and was brought back to life in the same sentence ("My phone died so I
  charged it" → "The user has a phone", "My laptop crashed so I restarted it", "My car broke down and I had it
  fixed"): ``tense.dated`` read "my phone" as the subject of a simple past, a state that ended, and
  ``ending.got_again`` read a thing that gave out (``_GAVE_OUT``) as had still only when it was replaced ("… so I
  bought a new one"). Now a revival that follows, the same thing by a pronoun (``ending._BACK_AGAIN``: "charged it",
  "restarted it", "rebooted it", "had it fixed"), keeps it had, and a crash or a freeze gives out too ("crashed",
  "froze", "ran out of battery");
- a thing of the person's one of a trade saw to ("The mechanic repaired my car" → "The user has a car", "The plumber
  fixed my sink", "A technician serviced our boiler"): the tense reading dated the whole clause, the trade's subject
  and the person's thing with it. Now a trade's seeing-to (``roles._SEEN_TO``: a trade's word before "repaired",
  "fixed", "serviced", "checked", "examined" … and "my"/"our" thing) is read with ``roles.taken_in`` — one's own thing
  seen to is one had — and the thing's words are held now;
- one of the person's people in a clause of their own in the present after a death of another ("My father died and my
  brother lives in Leeds" → "The user has a brother", "My mother passed away and my sister lives in Porto"): the clause
  that ``words._tense`` ran on from "died" to the sentence's end, and ``tense._my_kin`` refused any kin in a clause
  with a death. Now a kin that opens its own clause (after "and", "but", …) with a present of the third person
  (``tense._KIN_NOW``: "lives", "is", "works"), no end in that clause, is held now;
- the kids a parent takes to school or fetches ("I dropped the kids off at school" → "The user has kids", "I drove the
  kids to school this morning"): ``_my_kin`` reads only "my kids". Now "the kids" or "the children" of a parent's
  errand (``tense._THE_KIDS``: drop off, pick up, take or drive to school or daycare) are the person's;
- a job held for years and a new post "there" ("I was at Google for years; I start a new role there in March" → "The
  user works at Google"): the tense reading dated "at Google", and ``plan._started_ahead`` read the past before a
  start ahead as a state come by, not yet held ("I got a job at Google. I start in March"). Now a post taken up again
  "there" (``tense._still_there``) holds the place named last before it, and a stay over a span of years at a place
  the start goes on at "there" (``plan._STAYED``) is no state come by.

Still refused: a thing that gave out alone ("My phone died", "My laptop crashed") or thrown away after, the trade's deed
said as the person's ("The user repaired the car"), a thing scrapped or stolen, a brother who died ("My brother died",
"My brother was murdered and my sister lives in Porto"), the father who died beside the brother who lives, a brother
dead too, an ex-wife who lives ("My father died and my ex wife lives in Leeds"), "the kids" a teacher taught, a start at
Google ahead ("I start a new role at Google in March"), a stay alone ("I was at Google for years"), a new role elsewhere
("… at Meta in March"), a job got and started ahead ("I got a job at Google; I start a new role there in March"), a
visit there.

Left: "I worked at Siemens for ten years; I take a new position there in May" → "The user works at Siemens" (the
limits reading reads "for ten years" as said for a time; "for years" is kept), "I worked at Acme for a decade and I
still work there" → "The user works at Acme" (the same); "The dealer bought my old car" → "The user has a car" (through
on h57-base, not read here); "My phone died so I charged it" → "The user has a new phone" (through: "new" is no word
the gate weighs); the revival, the trade's seeing-to, the kin in a clause of its own and the kids' errand read in
English only ("Mi padre murió y mi hermano vive en Leeds", "El mecánico reparó mi coche")."""

from __future__ import annotations

import pytest
from gate_verdict import kept, refused

# --- a thing that gave out, brought back to life -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("My phone died so I charged it", "The user has a phone."),
        ("My laptop crashed so I restarted it", "The user has a laptop."),
        ("My old laptop froze, so I rebooted it.", "The user has a laptop."),
        ("My car broke down and I had it fixed.", "The user has a car."),
        ("My phone ran out of battery so I recharged it.", "The user has a phone."),
        ("My tablet froze during the flight to Oslo, so I rebooted it.", "The user has a tablet."),
    ],
)
def test_a_thing_brought_back_to_life_is_had(said: str, claim: str) -> None:
    kept(said, claim)


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("My phone died", "The user has a phone."),
        ("My laptop crashed", "The user has a laptop."),
        ("My phone died so I threw it away", "The user has a phone."),
        ("My phone died during the meeting and then I sold it", "The user has a phone."),
    ],
)
def test_a_thing_that_gave_out_alone_is_no_more(said: str, claim: str) -> None:
    refused(said, claim)


# --- a thing one of a trade saw to -----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("The mechanic repaired my car", "The user has a car."),
        ("The plumber fixed my sink", "The user has a sink."),
        ("A technician serviced our boiler last week.", "The user has a boiler."),
        ("The vet examined my cat yesterday.", "The user has a cat."),
    ],
)
def test_a_thing_a_trade_saw_to_is_had(said: str, claim: str) -> None:
    kept(said, claim)


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("The mechanic repaired my car", "The user repaired the car."),
        ("The plumber fixed my sink", "The user fixed the sink."),
        ("The mechanic scrapped my car", "The user has a car."),
        ("The burglar stole my laptop", "The user has a laptop."),
    ],
)
def test_a_trade_s_deed_or_a_thing_taken_is_not_the_person_s(said: str, claim: str) -> None:
    refused(said, claim)


# --- one of the person's people in a clause of their own, after another's death ---------------------------------------


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("My father died and my brother lives in Leeds", "The user has a brother."),
        ("My mother passed away and my sister lives in Porto", "The user has a sister."),
        ("My dog died and my cat is sixteen now.", "The user has a cat."),
    ],
)
def test_a_kin_said_in_the_present_beside_another_s_death_is_had(said: str, claim: str) -> None:
    kept(said, claim)


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("My brother died", "The user has a brother."),
        ("My brother was murdered and my sister lives in Porto", "The user has a brother."),
        ("My father died and my brother lives in Leeds", "The user has a father."),
        ("My father died and my brother is dead too", "The user has a brother."),
        ("My father died and my ex wife lives in Leeds", "The user has a wife."),
    ],
)
def test_the_kin_who_died_is_no_more(said: str, claim: str) -> None:
    refused(said, claim)


# --- the kids of a parent's errand ------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I dropped the kids off at school", "The user has kids."),
        ("I drove the kids to school this morning.", "The user has kids."),
    ],
)
def test_the_kids_a_parent_takes_to_school_are_theirs(said: str, claim: str) -> None:
    kept(said, claim)


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I taught the kids at school", "The user has kids."),
        ("I dropped the kids off at school", "The user has a daughter."),
    ],
)
def test_kids_taught_are_no_kin(said: str, claim: str) -> None:
    refused(said, claim)


# --- a job held for years, a new post there ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I was at Google for years; I start a new role there in March", "The user works at Google."),
        ("I worked at Siemens for years; I take a new position there in May.", "The user works at Siemens."),
    ],
)
def test_a_new_post_where_the_person_has_been_for_years_is_work_there(said: str, claim: str) -> None:
    kept(said, claim)


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I start a new role at Google in March", "The user works at Google."),
        ("I was at Google for years", "The user works at Google."),
        ("I was at Google for years; I start a new role at Meta in March", "The user works at Google."),
        ("I got a job at Google; I start a new role there in March", "The user works at Google."),
        ("I was at Google for years; I visit there often", "The user works at Google."),
    ],
)
def test_a_start_ahead_or_a_past_stay_is_no_job_held(said: str, claim: str) -> None:
    refused(said, claim)
