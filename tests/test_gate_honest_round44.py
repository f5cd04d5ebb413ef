"""Round 44 (honest7): honest facts the gate refused, each beside the lie it must still refuse.

- a number of the person's own life: what their commute, run or drive takes ("My commute takes twenty minutes"), how
  many times they did a thing ("I've been to Rome 3 times", "I failed my driving test twice"), what they passed or
  failed, and a death ("passed away in 2015") — while what a build or a deploy takes, a ratio ("twice as fast") and
  what tests failed stay measurements;
- a "he" or "she" for the one name the sentence before says ("My neighbor Tomas fixed my bike. He is a mechanic."),
  an age reached in words ("turned six"), a participle after "stay" or "keep" ("It helps me stay focused");
- a plan said as "wanna" or "can't wait to", "always" said as "whenever", and "certain" as the determiner of some
  ("certain yoga poses"), no sureness.

The shapes come from LoCoMo's refusals and a battery of plain first-person statements, written here as sentences of
our own (LoCoMo is CC BY-NC).
"""

from __future__ import annotations

import pytest
from gate_verdict import gate_verdict, kept

# --- a number of the person's own life --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("My commute takes twenty minutes.", "The user's commute takes 20 minutes."),
        ("My commute takes 20 minutes.", "The user's commute takes 20 minutes."),
        ("My run along the Vefsna takes about 40 minutes.", "The user's run along the Vefsna takes about 40 minutes."),
        ("Our drive to the cabin in Tolga took three hours.", "The user's drive to the cabin in Tolga took 3 hours."),
        ("My walk to work usually takes 25 minutes.", "The user's walk to work usually takes 25 minutes."),
        ("My morning commute on the bus takes 45 minutes.", "The user's morning commute on the bus takes 45 minutes."),
    ],
)
def test_what_a_doing_of_the_person_s_own_life_takes_is_theirs(said: str, claim: str) -> None:
    kept(said, claim)


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I've been to Rome 3 times.", "The user has been to Rome 3 times."),
        ("I've been to Rome two times.", "The user has been to Rome two times."),
        ("I've been to Rome twice.", "The user has been to Rome two times."),
        ("I failed my driving test twice.", "The user failed their driving test twice."),
        ("I failed my driving test 3 times.", "The user failed their driving test 3 times."),
        ("I passed my driving test in 2019.", "The user passed their driving test in 2019."),
        ("I passed the bar exam two years ago.", "The user passed the bar exam two years ago."),
        ("My grandpa passed away in 2015.", "The user's grandpa passed away in 2015."),
        ("My mom passed away two years ago.", "The user's mother passed away two years ago."),
    ],
)
def test_how_many_times_the_person_did_a_thing_and_what_they_passed_are_theirs(said: str, claim: str) -> None:
    kept(said, claim)


@pytest.mark.parametrize(
    ("said", "claim", "why"),
    [
        # another number of the person's own life
        ("My commute takes 20 minutes.", "The user's commute takes 15 minutes.", "is in no"),
        ("My commute takes twenty minutes.", "The user's commute takes 25 minutes.", "is in no"),
        # what a thing of the person's takes, that runs: a measurement
        ("The deploy takes 20 minutes.", "The deploy takes 20 minutes.", "measurement"),
        ("The deploy takes 20 minutes.", "The deploy takes 15 minutes.", "is in no"),
        ("Our deploy takes 20 minutes.", "The team's deploy takes 20 minutes.", "measurement"),
        ("My build takes 12 minutes.", "The user's build takes 12 minutes.", "measurement"),
        ("My laptop takes 20 minutes to boot.", "The user's laptop takes 20 minutes to boot.", "measurement"),
        ("My commute takes 20 minutes but the build takes 12 minutes.", "The build takes 12 minutes.", "measurement"),
        # a count of times turned, and a ratio
        ("I failed my driving test once.", "The user failed their driving test twice.", "is in no"),
        ("I've been to Rome once.", "The user has been to Rome twice.", "is in no"),
        ("I failed my driving test twice.", "The user failed their driving test three times.", "is in no"),
        ("We deploy twice a week.", "The team deploys twice as fast.", "derived ratio"),
        ("Our build got twice as fast.", "The build is twice as fast.", "derived ratio"),
        ("Our new build is 3 times faster.", "The new build is 3 times faster.", "measurement"),
        # what a thing failed or passed
        ("The build failed 3 times.", "The build failed 3 times.", "measurement"),
        ("We ran the suite and 3 tests failed.", "3 tests failed.", "measurement"),
        ("Our suite passed 40 checks.", "The suite passed 40 checks.", "measurement"),
        ("I passed 40 of 42 tests.", "The user passed 40 of 42 tests.", "measurement"),
        ("I passed all 40 tests.", "The user passed all 40 tests.", "measurement"),
        ("I passed my driving test in 2019.", "The user passed their driving test in 2018.", "is in no"),
    ],
)
def test_another_number_a_ratio_or_a_measurement_is_still_refused(said: str, claim: str, why: str) -> None:
    verdict = gate_verdict(said, claim)
    assert verdict.outcome == "drop" and verdict.rule == "number", verdict.reason
    assert why in verdict.reason, verdict.reason


# --- a present said of a name, an age, a state kept -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("My neighbor Tomas fixed my bike yesterday. He is a mechanic.", "Tomas is a mechanic."),
        ("My neighbor Tomas fixed my bike yesterday. He is a mechanic.", "The user's neighbor Tomas is a mechanic."),
        ("I met Priya at university in Umeå. She is a chemist now.", "Priya is a chemist."),
        ("My friend Ana Lopez visited me in Skien. She teaches yoga.", "The user's friend Ana Lopez teaches yoga."),
        ("My son Eli turned six last week.", "The user's son Eli is six."),
        ("My daughter Sunniva turned nine in May.", "The user's daughter Sunniva is nine."),
        (
            "I picture my goals for focus. It helps me stay focused during tough exams.",
            "The user pictures his goals for focus during tough exams.",
        ),
    ],
)
def test_a_present_of_a_name_an_age_or_a_state_kept_is_no_past(said: str, claim: str) -> None:
    kept(said, claim)


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I met Priya and Maya at university in Umeå. She is a chemist now.", "Maya is a chemist."),
        ("I met Priya at university in Umeå. She was a chemist back then.", "Priya is a chemist."),
        ("Priya was my flatmate in Umeå. She is a chemist now.", "Priya is the user's flatmate."),
        ("My old flatmate Priya visited me. She is a chemist now.", "The user's flatmate Priya is a chemist."),
        ("My neighbor Tomas fixed my bike yesterday. He is a mechanic.", "Tomas fixes bikes."),
        ("My son Eli was six when we moved.", "The user's son Eli is six."),
        # main let this one through: "stays focused" was read as a past in the claim too
        ("I stayed focused during tough exams.", "The user stays focused during tough exams."),
    ],
)
def test_a_present_said_of_a_past_is_still_refused(said: str, claim: str) -> None:
    verdict = gate_verdict(said, claim)
    assert verdict.outcome == "review" and "in the past" in verdict.reason, verdict.reason


# --- a plan, "whenever", "certain" --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        (
            "Can't wait to surprise my parents with a lemon tart!",
            "The user plans to surprise her parents with a lemon tart.",
        ),
        (
            "I'm carrying on with the Lillehammer choir. I wanna keep singing with them.",
            "The user plans to keep singing with the Lillehammer choir.",
        ),
        ("Whenever I travel, I pack my old camera.", "The user always packs his old camera when he travels."),
        (
            "There are a couple of poses I really enjoy. Tree pose makes me feel calm.",
            "The user enjoys certain poses like tree pose.",
        ),
    ],
)
def test_a_plan_a_whenever_and_certain_of_some_are_what_was_said(said: str, claim: str) -> None:
    kept(said, claim)


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        (
            "I'd love to surprise my parents with a lemon tart someday.",
            "The user plans to surprise her parents with a lemon tart.",
        ),
        ("When I travel, I pack my old camera.", "The user always packs his old camera when he travels."),
        ("Whenever I can, I cycle to work.", "The user always cycles to work."),
        ("I cycle to work whenever I get the chance.", "The user always cycles to work."),
        ("I think I'll move to Tromsø.", "The user is certain he will move to Tromsø."),
        ("I think I'll move to Tromsø.", "The user is certain that he will move to Tromsø."),
        ("I think I'll move to Tromsø.", "The user will certainly move to Tromsø."),
    ],
)
def test_a_wish_a_when_or_a_sureness_added_is_still_refused(said: str, claim: str) -> None:
    verdict = gate_verdict(said, claim)
    assert verdict.outcome == "drop" and "attribution, certainty or emphasis" in verdict.reason, verdict.reason
