"""A doing the person only spoke, read, heard, dreamed or thought of is not a doing of theirs: "about" or "of" and a
verb's -ing after a word of talk, a telling, a medium or a thought ("We talked about moving to Oslo", "I read an
article about quitting sugar", "I had a dream about winning the lottery") is read as what is to be from the "about"
on (``words._SPOKEN_OF`` in ``_future``), so a claim that says it done goes to review as a plan said in the present
does. Each lie passed the gate on ``4205763``; each honest twin is kept."""

from __future__ import annotations

import pytest
from gate_verdict import kept, refused


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("We talked about moving to Oslo", "The user moved to Oslo"),
        ("I remember what my coach told me about quitting", "The user quit"),
        ("I'll never forget what my coach told me about quitting", "The user quit"),  # a kept memory, of a telling
        ("I read an article about quitting sugar", "The user quit sugar"),
        ("I had a dream about winning the lottery", "The user won the lottery"),
        ("I watched a documentary about climbing Everest", "The user climbed Everest"),
        ("I thought about moving to Lisbon last year", "The user moved to Lisbon last year"),
        ("My sister and I joked about opening a bakery", "The user opened a bakery"),
        ("I listened to a podcast about running a marathon", "The user ran a marathon"),
    ],
)
def test_a_doing_only_spoken_of_is_not_said_done(said: str, claim: str) -> None:
    refused(said, claim, "review")  # a move only talked of is also another state than a home (``states.other_state``)


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("We talked about moving to Oslo", "The user talked about moving to Oslo"),
        ("I read an article about quitting sugar", "The user read an article about quitting sugar"),
        ("I read an article about quitting sugar", "The user read an article"),
        ("I watched a documentary about climbing Everest", "The user watched a documentary about climbing Everest"),
        ("I remember quitting my job", "The user quit their job"),
        ("I'm proud of finishing the marathon", "The user finished the marathon"),  # a feeling about a thing done
        ("I'm happy about getting the job", "The user got the job"),
        ("We talked about the wedding and I moved to Oslo", "The user moved to Oslo"),  # a noun in -ing
        ("I quit my job last year and I love talking about quitting", "The user quit their job"),
        ("I dream of living in Paris", "The user's dream is to live in Paris"),
    ],
)
def test_what_was_spoken_of_said_as_such_or_a_doing_said_beside_it_is_kept(said: str, claim: str) -> None:
    kept(said, claim)
