"""Round 45 (honest8): honest facts the gate refused, each beside the lie it must still refuse.

- one of the person's people named before "and I" ("My friend Ola and I run a bakery"): one subject with the person,
  so "The user and Ola run a bakery" and "The user runs a bakery with Ola" say what was said — while "My friend Ola
  runs a bakery" stays Ola's alone;
- a death said as the person's loss ("I lost my dad last year") or in a past of four letters ("died"): "The user's
  father died last year" is a past, not a present the quote says only in the past — while a death no quote speaks of
  ("I lost my job last year", "I lost my dad's watch") is for review.

The shapes come from a battery of plain first-person statements, written here as sentences of our own.
"""

from __future__ import annotations

import pytest
from gate_verdict import gate_verdict, kept, refused

# --- one of the person's people before "and I" ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("My friend Ola and I run a bakery.", "The user and Ola run a bakery."),
        ("My friend Ola and I run a bakery.", "The user runs a bakery with Ola."),
        ("My sister Kari and I run a bakery in Voss.", "The user and Kari run a bakery in Voss."),
        ("My wife Kari and I moved to Tromsø.", "The user and Kari moved to Tromsø."),
        ("My brother Jonas and I grew up in Alta.", "The user grew up in Alta with Jonas."),
    ],
)
def test_one_of_the_person_s_people_before_and_i_is_one_subject_with_them(said: str, claim: str) -> None:
    kept(said, claim)


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("My friend Ola runs a bakery.", "The user and Ola run a bakery."),
        ("My friend Ola runs a bakery.", "The user runs a bakery with Ola."),
        ("My friend Ola runs a bakery.", "The user runs a bakery."),
        ("My friend Ola and I run a bakery and my sister Kari bakes cakes.", "The user and Kari run a bakery."),
        ("My friend Ola and I run a bakery and my sister Kari bakes cakes.", "The user bakes cakes."),
        ("My friend Ola says he and I should run a bakery.", "The user and Ola run a bakery."),
    ],
)
def test_what_one_of_the_person_s_people_does_alone_is_still_theirs(said: str, claim: str) -> None:
    assert "say it of someone else" in refused(said, claim, "drop")


# --- a death said as a loss, or as "died" ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I lost my dad last year.", "The user's father died last year."),
        ("I lost my mom two years ago.", "The user's mother died two years ago."),
        ("We lost our old dog Tass in March.", "The user's dog Tass died in March."),
        ("My grandpa passed away in March.", "The user's grandfather died in March."),
    ],
)
def test_a_death_said_as_a_loss_or_a_passing_is_a_past(said: str, claim: str) -> None:
    kept(said, claim)


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I lost my job last year.", "The user's father died last year."),
        ("I lost my dad's watch last year.", "The user's father died last year."),
        ("I lost my keys last week.", "The user's cat was killed last week."),
        ("Our dog Tass got very sick in March.", "The user's dog Tass died in March."),
    ],
)
def test_a_death_no_quote_speaks_of_is_for_review(said: str, claim: str) -> None:
    assert "says a death" in refused(said, claim, "review")


def test_another_time_of_a_death_is_still_refused() -> None:
    verdict = gate_verdict("I lost my dad last year.", "The user's father died in 2019.")
    assert verdict.outcome == "drop" and verdict.rule == "number", verdict.reason
