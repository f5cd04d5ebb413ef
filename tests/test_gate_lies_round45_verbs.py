"""Lies the gate still let through in round 45 by swapping the verb under the same thing: the coverage rule lets half
a short claim's content words go unsaid, so "I love the bakery on Elm Street" backed "The user runs the bakery on Elm
Street". Each is refused now by one reading, ``relation.used``'s relations (``_relation_object``, ``_says_related``):
a claim that the person (alone or with another) runs, owns, manages, operates, founded, leads, heads, chairs or
directs a thing needs a quote that says the person in that family's relation to it (the verbs of running a thing, the
words "owner", "founder", "boss", a start or an opening, "my bakery", "the bakery is mine", "I have a bakery"); one
who coaches, teaches, organises or hosts it needs that verb (or its noun) said of the person. For review.

Each lie passed the gate on ``283ca44``."""

from __future__ import annotations

import pytest
from gate_verdict import kept, refused


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I love the bakery on Elm Street", "The user runs the bakery on Elm Street"),
        ("I wrote a review of the cafe on Elm Street", "The user runs the cafe on Elm Street"),
        ("Ola and I visited a bakery", "The user and Ola run a bakery"),
        ("My friend Ola and I visited a bakery", "The user and Ola run a bakery"),
        ("I disagree with Ola about the bakery", "The user runs a bakery"),
        ("Ola and I disagree about the bakery", "The user and Ola run a bakery"),
        ("My wife runs a bakery", "The user and their wife run a bakery"),
        ("I love my son's football team", "The user coaches their son's football team"),
        ("I love piano", "The user teaches piano"),
        ("I listen to a podcast about gardening", "The user hosts a podcast about gardening"),
        ("I buy my bread at the bakery on Elm Street", "The user manages the bakery on Elm Street"),
        ("I go to the chess club on Fridays", "The user leads the chess club"),
    ],
)
def test_a_verb_swapped_under_the_same_thing_is_refused(said: str, claim: str) -> None:
    assert "say no one uses or has it" in refused(said, claim, "review")


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I own a bakery", "The user runs a bakery"),
        ("My bakery on Elm Street opens at 6", "The user runs a bakery on Elm Street"),
        ("I run a bakery", "The user runs a bakery"),
        ("I started a bakery in 2019", "The user started a bakery in 2019"),
        ("I manage the cafe on Elm Street", "The user manages the cafe"),
        ("I coach my son's football team", "The user coaches their son's football team"),
        ("I teach piano", "The user teaches piano"),
        ("I'm a piano teacher", "The user teaches piano"),
        ("I love the bakery on Elm Street", "The user loves the bakery on Elm Street"),
        ("My wife and I run a bakery", "The user and their wife run a bakery"),
        ("My wife runs a bakery", "The user's wife runs a bakery"),
        ("Ola and I opened a bakery last year", "The user and Ola run a bakery"),
        ("We've been running the cafe since 2019", "The user runs the cafe"),
        ("The bakery on Elm Street is mine", "The user owns the bakery on Elm Street"),
        ("I have a small bakery", "The user runs a small bakery"),
        ("I go running every morning", "The user runs every morning"),
        ("I host a podcast about gardening", "The user hosts a podcast about gardening"),
        ("I'm in charge of the bakery on Elm Street", "The user runs the bakery on Elm Street"),
        (
            "Organizing a basketball camp for kids in my hometown last summer was an awesome experience!",
            "The user organized a basketball camp for kids in their hometown last summer.",
        ),
    ],
)
def test_the_relation_said_is_kept(said: str, claim: str) -> None:
    kept(said, claim)
