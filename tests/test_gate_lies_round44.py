"""Lies the gate still let through at the end of round 43, each refused now by a general reading, each beside an
honest twin that is still kept:

- a seeking read as the getting ("I asked for a raise", "I bid on the house on Elm Street but lost", "I auditioned
  for the choir", "I looked at a flat in Aarhus" → the raise got, the house bought, the choir joined, the flat
  rented): ``ending._SOUGHT``, the reading that already read "I applied for the job" and "I signed up for the
  marathon", gains asked / requested / bid on / made an offer on / auditioned / tried out / competed / was nominated
  / hoped for / was offered / was invited / on the waiting list for and a home viewed or toured in the past, released
  where the sentence says it was granted (``_SEEKING_GRANTED``: "… and got it", "… and they took me"); and "I was
  this close to buying a boat", "I would have bought the house" are ``limits._NEARLY_DID``'s, for review;
- a stance of another given to the person ("My team loves Jira, but I hate it" → "The user loves Jira"):
  ``stance._stance_of`` reads a stance word whose subject is another (``_STANCE_HOLDER``) or the opposite stance
  (``_HATING``) as no stance of the person's, dropped;
- a could-not or a did-not of the past read as one of now ("I couldn't help my club last season" → "The user can't
  help their club", "I didn't drink coffee last year" → "The user doesn't drink coffee"): ``words._PAST_FROM`` gains
  the negated pasts, and "could(n't)" where its sentence says a past time (``words._ABILITY_PAST``), for review;
- a time of day read as a count ("We run 2:00 servers" → "The team runs 2 servers"): ``numbers._CLOCK_UNIT``, a
  time's mark that ``numbers._units_agree`` holds apart from a count of things, dropped.

Each lie passed the gate on ``b968289``."""

from __future__ import annotations

import pytest
from gate_verdict import gate_verdict, kept, refused

# --- a seeking is not the getting -----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I asked for a raise last week", "The user got a raise last week"),
        ("I asked my boss for a raise", "The user got a raise"),
        ("I requested a transfer to Lyon", "The user transferred to Lyon"),
        ("I bid on the house on Elm Street but lost", "The user bought the house on Elm Street"),
        ("I made an offer on the house on Elm Street", "The user bought the house on Elm Street"),
        ("I put in an offer on a cottage in Devon", "The user owns a cottage in Devon"),
        ("I auditioned for the choir", "The user joined the choir"),
        ("I tried out for the football team", "The user made the football team"),
        ("I competed for the scholarship", "The user won the scholarship"),
        ("I was nominated for a Grammy", "The user won a Grammy"),
        ("I hoped for a promotion", "The user got a promotion"),
        ("I looked at a flat in Aarhus", "The user rented a flat in Aarhus"),
        ("I toured a house in Leeds", "The user bought a house in Leeds"),
        ("I asked for a raise but got turned down", "The user got a raise"),
        ("I was offered a job at Maersk", "The user works at Maersk"),
        ("I was invited to the wedding in Bergen", "The user attended the wedding in Bergen"),
        ("I got invited to join the club", "The user joined the club"),
        ("I'm on the waiting list for a kidney", "The user received a kidney"),
        # (a doing of anything else after it grants nothing: going is an invitation's granting only)
        ("I asked for a raise and went home", "The user got a raise"),
        ("I asked for a raise and did my job as usual", "The user got a raise"),
        ("I auditioned for the choir and came home late", "The user joined the choir"),
    ],
)
def test_a_seeking_is_not_the_getting(said: str, claim: str) -> None:
    assert "only sought" in refused(said, claim, "review")


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I was this close to buying a boat", "The user bought a boat"),
        ("I was so close to winning the race", "The user won the race"),
        ("I got so close to finishing the novel", "The user finished the novel"),
        ("I would have bought the house", "The user bought the house"),
        ("I could have won the race", "The user won the race"),
    ],
)
def test_close_to_doing_is_not_the_deed(said: str, claim: str) -> None:
    assert "almost" in refused(said, claim, "review")


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I asked for a raise and got it", "The user got a raise"),
        ("I asked for a raise and they gave me one", "The user got a raise"),
        ("I asked for a raise", "The user asked for a raise"),
        ("I asked my boss for a raise", "The user asked their boss for a raise"),
        ("I auditioned for the choir and they took me", "The user joined the choir"),
        ("I auditioned for the choir", "The user auditioned for the choir"),
        ("I looked at a flat in Aarhus and rented it", "The user rented a flat in Aarhus"),
        ("I looked at a flat in Aarhus", "The user looked at a flat in Aarhus"),
        ("I bought the house on Elm Street", "The user bought the house on Elm Street"),
        ("I bid on the house on Elm Street and won", "The user bought the house on Elm Street"),
        ("I bid on the house on Elm Street", "The user bid on the house on Elm Street"),
        ("I tried out for the football team and made it", "The user made the football team"),
        ("I applied for the job at Vestas and got it", "The user got the job at Vestas"),
        ("I hoped for a promotion and got it", "The user got a promotion"),
        ("I was nominated for the award and won", "The user won the award"),
        ("I asked for directions to the museum and walked there", "The user walked to the museum"),
        ("I was close to my grandma", "The user was close to their grandma"),
        ("I was this close to buying a boat", "The user was close to buying a boat"),
        ("I was offered a job at Maersk and took it", "The user works at Maersk"),
        ("I was invited to the wedding in Bergen and went", "The user attended the wedding in Bergen"),
        ("I was invited to the wedding in Bergen", "The user was invited to the wedding in Bergen"),
        ("We were invited to Ana's party and had a blast", "The user had a blast at Ana's party"),
        ("I'm on the waiting list for a kidney", "The user is on the waiting list for a kidney"),
        ("I would have bought the house", "The user would have bought the house"),
        ("I would have liked to come", "The user would have liked to come"),
    ],
)
def test_a_seeking_granted_or_said_as_one_is_kept(said: str, claim: str) -> None:
    kept(said, claim)


# --- a stance of another is not the person's ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("My team loves Jira, but I hate it", "The user loves Jira"),
        ("My team loves Jira", "The user loves Jira"),
        ("My team prefers Jira, but I like Trello", "The user prefers Jira"),
        ("My team likes Jira", "The user likes Jira"),
    ],
)
def test_a_stance_of_another_is_not_the_persons(said: str, claim: str) -> None:
    assert "attribution" in refused(said, claim, "drop")


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("My team loves Jira and so do I", "The user loves Jira"),
        ("My team loves Jira, but I hate it", "The user hates Jira"),
        ("My team loves Jira", "The user's team loves Jira"),
        ("My team and I love Jira", "The user loves Jira"),
        ("We love Jira", "The user loves Jira"),
        ("I love Jira, my team hates it", "The user loves Jira"),
        ("My favourite tool is Jira", "The user's favourite tool is Jira"),
        ("My kids love pizza and so do I", "The user loves pizza"),
        (
            "I pitched it to some producers yesterday and they really liked it",
            "The user pitched a script to producers who liked it",
        ),
    ],
)
def test_the_persons_own_stance_is_kept(said: str, claim: str) -> None:
    kept(said, claim)


# --- a could-not or a did-not of the past is not one of now ---------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I couldn't help my club last season", "The user can't help their club"),
        ("I could not swim as a kid", "The user cannot swim"),
        ("I could swim as a kid", "The user can swim"),
        ("I couldn't drive in 2019", "The user can't drive"),
        ("I didn't drink coffee last year", "The user doesn't drink coffee"),
        ("I didn't own a car in 2019", "The user doesn't own a car"),
        ("I wasn't able to work last year", "The user isn't able to work"),
    ],
)
def test_a_past_could_not_is_not_a_present_one(said: str, claim: str) -> None:
    assert "in the past" in refused(said, claim, "review")


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I can't help my club this season", "The user can't help their club this season"),
        ("I couldn't help my club last season", "The user couldn't help their club last season"),
        ("I couldn't swim as a kid", "The user couldn't swim as a kid"),
        ("I couldn't live without coffee", "The user can't live without coffee"),
        ("I could help you move on Saturday", "The user can help move on Saturday"),
        ("I didn't go to college", "The user didn't go to college"),
        ("I don't drink. I didn't drink at the party either", "The user doesn't drink"),
        ("I didn't like it at first but now I love hiking", "The user loves hiking"),
    ],
)
def test_a_could_not_of_now_or_said_as_past_is_kept(said: str, claim: str) -> None:
    kept(said, claim)


# --- a time of day is no count --------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("We run 2:00 servers", "The team runs 2 servers"),
        ("I have 7 o'clock classes", "The user has 7 classes"),
        ("I book 9:30 sessions", "The user books 9 sessions"),
    ],
)
def test_a_time_of_day_is_no_count(said: str, claim: str) -> None:
    verdict = gate_verdict(said, claim)
    assert (verdict.outcome, verdict.rule) == ("drop", "number"), verdict.reason


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("We run 2 servers", "The team runs 2 servers"),
        ("I wake up at 6:00 every day", "The user wakes up at 6 every day"),
        ("My shift starts at 14:00", "The user's shift starts at 2 pm"),
        ("I go to bed at 11 o'clock", "The user goes to bed at 11"),
        ("The standup is at 9:30", "The standup is at half past nine"),
        ("We meet at 2:00 on Mondays", "The team meets at 2 on Mondays"),
        ("I run 5 km at 7:00", "The user runs 5 km at 7"),
    ],
)
def test_a_time_of_day_is_still_a_time(said: str, claim: str) -> None:
    kept(said, claim)
