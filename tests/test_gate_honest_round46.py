"""Round 46 (honest9): honest facts the gate refused, each beside the lie it must still refuse.

- a participle that describes a noun after a verb of having or being ("It's a tart made with rhubarb", "I have an old
  canoe built in 1962") was read as a past of its own, its noun its subject (``words._describing``): "The user loves a
  tart with rhubarb" was a present of a past — while "Last year I made a tart with rhubarb" stays a past;
- an animal put down with its own words between ("We had to put our cat down", "… our old dog Birk to sleep") said no
  death (``subject._PUT_DOWN``) — while "I put the puppy down for a nap" still says none;
- a death said with the quote's own kin word and then its time ("The user's mom died last year" behind "I lost my mom
  last year") read its verb as a name set between "mom" and "last" (``names._inserted_names``) — while "… died last
  year in a car crash" and a name set so ("… brother fred last year moved …") stay refused;
- a preparation the sentence goes on to judge as lived ("I bought tickets for the show and it was amazing") was only
  a preparation (``ending._WENT``) — while "… and it was expensive", "… and it was cancelled" say nothing came;
- an aim the sentence goes on to say was done by its own verb ("I offered to help Ana move and spent Saturday helping
  her") was only an aim (``ending._aim_done``) — while another verb or another object ("… carrying boxes", "…
  learned the banjo") or a "never" leave it one;
- a claim's phrase with no verb of its own after a clause told in the past ("…, with calm sounds and green hills", "…,
  balance, and sleep, giving her confidence") was read as a present (``words._goes_on_by_participle``) — while "…, and
  plays chess" still says a present.

The shapes come from LoCoMo's observations (``bench/experiments/gate_locomo/measure.py``), written here as sentences of
our own.
"""

from __future__ import annotations

import pytest
from gate_verdict import kept, refused, refused_for_a_name

# a list told in the past, and a phrase of the claim that goes on from it
ROWING = (
    "Rowing changed everything for me, improving my stamina, balance, and sleep. It gave me the confidence to race."
)


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        # a participle describing a noun
        (
            "Here's a recipe I love. It's a tart made with rhubarb and ginger.",
            "The user loves a tart with rhubarb and ginger.",
        ),
        (
            "Here's a recipe I love. It's a tart made with rhubarb and ginger.",
            "The user loves making a tart with rhubarb and ginger.",
        ),
        (
            "I have an old canoe built in 1962 and I paddle it every summer.",
            "The user paddles an old canoe every summer.",
        ),
        # an animal put down
        ("We had to put our cat down.", "The user's cat died."),
        ("We had to put our old dog Birk to sleep in June.", "The user's dog Birk died in June."),
        ("The vet put our horse Solvi down last spring.", "The user's horse Solvi died last spring."),
        # a death said with the quote's own kin word, then its time
        ("I lost my mom last year.", "The user's mom died last year."),
        ("I lost my brother two years ago.", "The user's brother died two years ago."),
        # a preparation judged as lived
        ("I bought tickets for the show and it was amazing.", "The user saw the show."),
        ("I booked a table at Fjordkro and it was incredible!", "The user ate at Fjordkro."),
        ("I was invited to Ilse's wedding and it was so beautiful.", "The user attended Ilse's wedding."),
        ("We got tickets for the Tindra concert and it was a blast!", "The user went to the Tindra concert."),
        # an aim done by its own verb
        ("I offered to help Ana move and spent Saturday helping her.", "The user helped Ana move."),
        ("I meant to call my aunt Vera and called her on Sunday.", "The user called her aunt Vera."),
        ("I wanted to learn the cello and learned it in a year.", "The user learned the cello."),
        # a claim's phrase with no verb of its own goes on in the past
        (
            "I felt like I was in a dream! The lake sounded so calm and the hills were green.",
            "The user felt like she was in a dream at the lake, with calm sounds and green hills.",
        ),
        (
            ROWING,
            "Rowing improved the user's stamina, balance, and sleep, giving her confidence.",
        ),
    ],
)
def test_what_the_sentence_itself_says_happened_is_kept(said: str, claim: str) -> None:
    kept(said, claim)


@pytest.mark.parametrize(
    ("said", "claim", "reason"),
    [
        (
            "Last year I made a tart with rhubarb and ginger.",
            "The user makes a tart with rhubarb and ginger.",
            "in the past",
        ),
        (
            "I had an old canoe built in 1962 and I paddled it every summer.",
            "The user paddles an old canoe every summer.",
            "in the past",
        ),
        ("I put the puppy down for a nap.", "The user's puppy died.", "says a death"),
        ("I bought tickets for the show and it was expensive.", "The user saw the show.", "only sought"),
        ("I bought tickets for the show and it was great value.", "The user saw the show.", "only sought"),
        ("I booked a table at Fjordkro and it was easy.", "The user ate at Fjordkro.", "only sought"),
        ("I bought tickets for the show and it was cancelled.", "The user saw the show.", "only sought"),
        ("I offered to help Ana move and spent Saturday carrying boxes.", "The user helped Ana move.", "only sought"),
        ("I offered to help Ana move and helped Bo paint.", "The user helped Ana move.", "only sought"),
        ("I offered to help Ana move and then refused to help.", "The user helped Ana move.", "only sought"),
        ("I wanted to learn the cello and learned the banjo.", "The user learned the cello.", "only sought"),
        ("I meant to call my aunt Vera and never called her.", "The user called her aunt Vera.", "only sought"),
        ("I moved to Gdynia and played chess there.", "The user moved to Gdynia, and plays chess.", "in the past"),
        ("I worked at Lindqvist and lived in Umea.", "The user worked at Lindqvist, and lives in Umea.", "in the past"),
        (
            "I sprained my ankle in May and couldn't hike.",
            "The user sprained her ankle, and doesn't hike.",
            "in the past",
        ),
        (
            ROWING,
            "Rowing improved the user's stamina, balance, and sleep, and gives her confidence.",
            "in the past",
        ),
    ],
)
def test_the_same_shape_with_another_thing_verb_or_time_is_still_refused(said: str, claim: str, reason: str) -> None:
    assert reason in refused(said, claim, "review")


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("It's a tart made with plums and ginger.", "The user loves a tart with rhubarb and ginger."),
        ("I put the box down and went home.", "The user's cat died."),
        ("We had to put our cat down.", "The user's mother died."),
    ],
)
def test_another_thing_or_one_of_the_person_s_people_is_still_refused(said: str, claim: str) -> None:
    refused(said, claim, rule=None)


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I lost my dog last year.", "The user's dog died last year in a car crash."),
        ("I lost my dog last year.", "The user's dog died last year, in a car crash."),
    ],
)
def test_a_death_with_a_detail_no_quote_gives_is_still_refused(said: str, claim: str) -> None:
    refused(said, claim, "drop")


def test_a_name_set_before_a_time_is_still_a_name() -> None:
    refused_for_a_name(
        "My brother last year moved to Oslo.", "The user's brother fred last year moved to Oslo.", "fred"
    )
