"""Lies that keep every word of their quotes and change who did what, each refused now by a general reading, each
beside an honest twin that is still kept:

- the doer and the receiver of one verb traded ("Tom lent the user his bike" behind "I lent my bike to Tom", "The
  user owes Tom 50 dollars" behind "Tom owes me 50 dollars"), or the origin and the destination ("The user moved from
  Austin to Boston" behind "I moved from Boston to Austin"): ``roles.swapped_roles`` (dropped; one moved alone is
  reviewed); a verb done to each other ("married", "met") is not read;
- a verb turned into its other end by the same doer ("The user bought a car" behind "I sold my car"):
  ``opposites._CONVERSES``, read by ``polarity.opposed`` beside ``opposites._OPPOSITES`` (another doer of the other end
  is the same fact: "The user received a gift from Tom" behind "Tom sent me a gift");
- a comparison with the person on the other side ("Tom is taller than the user" behind "I'm taller than Tom"):
  ``compared._comparisons`` reads the person as a word of a side, for ``compared.inverted``.

Each lie passed the gate on ``3ba7b37``."""

from __future__ import annotations

import pytest
from gate_verdict import kept, refused


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I lent my bike to Tom", "Tom lent the user his bike"),
        ("Tom owes me 50 dollars", "The user owes Tom 50 dollars"),
        ("I taught Ana Spanish", "Ana taught the user Spanish"),
        ("My sister hired me", "The user hired his sister"),
        ("I called Tom", "Tom called the user"),
        ("I report to Sarah", "Sarah reports to the user"),
        ("I beat Tom at chess", "Tom beat the user at chess"),
        ("I got a letter from Tom", "Tom got a letter from the user"),
        ("I was hired by my sister", "The user hired his sister"),
    ],
)
def test_the_doer_and_the_receiver_traded_are_dropped(said: str, claim: str) -> None:
    assert "in other roles of the same verb" in refused(said, claim, "drop")


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("Tom lent me his bike", "Tom lent the user his bike"),
        ("I owe Tom 50 dollars", "The user owes Tom 50 dollars"),
        ("I lent my bike to Tom", "The user lent Tom his bike"),
        ("I lent my bike to Tom", "The user lent his bike to Tom"),
        ("I taught Ana Spanish", "The user taught Ana Spanish"),
        ("My sister hired me", "The user was hired by his sister"),
        ("I was hired by my sister", "The user's sister hired the user"),
        ("I married Ana in 2015", "Ana married the user in 2015"),
        ("I met Tom at a conference", "Tom met the user at a conference"),
        ("I played chess with Tom", "Tom played chess with the user"),
        ("Tom and I went to Paris", "Tom went to Paris"),
        ("I'm engaged to Anna.", "The user is engaged to Anna."),
        # a verb in "-ing" after "by" is no passive: the book's author (read wrongly at the merge: two LoCoMo summaries)
        ('I\'m reading "Dune" by Frank Herbert.', "The user is currently reading 'Dune' by Frank Herbert."),
        ("I'm currently reading a novel by Patrick Rothfuss.", "The user is reading a novel by Patrick Rothfuss."),
    ],
)
def test_who_did_what_said_the_same_way_iskept(said: str, claim: str) -> None:
    kept(said, claim)


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I moved from Boston to Austin", "The user moved from Austin to Boston"),
        ("I switched from Vim to Emacs", "The user switched from Emacs to Vim"),
        ("We migrated from MySQL to Postgres", "The team migrated from Postgres to MySQL"),
    ],
)
def test_the_origin_and_the_destination_traded_are_dropped(said: str, claim: str) -> None:
    assert "where from and where to" in refused(said, claim, "drop")


def test_an_origin_said_as_the_destination_alone_is_reviewed() -> None:
    assert "cannot always tell" in refused("I moved from Boston to Austin", "The user moved to Boston", "review")


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I moved from Boston to Austin in 2020", "The user moved to Austin in 2020"),
        ("I moved from Boston to Austin", "The user moved from Boston to Austin"),
        ("I moved to Berlin from Madrid last year", "The user moved from Madrid to Berlin last year"),
        ("I commute from Brooklyn to Manhattan", "The user commutes to Manhattan from Brooklyn"),
        ("I flew from Paris to Rome and then from Rome to Oslo", "The user flew from Rome to Oslo"),
        ("I switched from Vim to Emacs", "The user switched to Emacs"),
    ],
)
def test_where_from_and_where_to_said_the_same_way_arekept(said: str, claim: str) -> None:
    kept(said, claim)


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I sold my car", "The user bought a car"),
        ("I lent my bike to Tom", "The user borrowed a bike"),
        ("I quit smoking last year", "The user started smoking last year"),
        ("I left Acme in 2021", "The user joined Acme in 2021"),
        ("My boss fired me", "The user's boss hired the user"),
        ("I finished my PhD", "The user started a PhD"),
    ],
)
def test_a_verb_turned_into_its_other_end_is_dropped(said: str, claim: str) -> None:
    assert "the opposite of its quotes" in refused(said, claim, "drop")


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I sold my car", "The user sold a car"),
        ("I bought a car and sold my old one", "The user bought a car"),
        ("Tom sent me a gift", "The user received a gift from Tom"),
        ("I sold my old car to Tom", "Tom bought the user's old car"),
        ("I left Beta for Acme", "The user started at Acme after leaving Beta"),
    ],
)
def test_an_act_said_by_its_own_doer_or_its_other_end_by_another_iskept(said: str, claim: str) -> None:
    kept(said, claim)


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I'm taller than Tom", "Tom is taller than the user"),
        ("Tom is taller than me", "The user is taller than Tom"),
        ("I earn more than my wife", "The user's wife earns more than the user"),
    ],
)
def test_a_comparison_with_the_person_on_the_other_side_is_dropped(said: str, claim: str) -> None:
    assert "the other way round" in refused(said, claim, "drop")


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I'm taller than Tom", "The user is taller than Tom"),
        ("I'm taller than Tom", "Tom is shorter than the user"),
        ("I earn more than my wife", "The user earns more than his wife"),
        ("I'm older than my brother", "The user's brother is younger than the user"),
    ],
)
def test_a_comparison_with_the_person_on_the_same_side_iskept(said: str, claim: str) -> None:
    kept(said, claim)
