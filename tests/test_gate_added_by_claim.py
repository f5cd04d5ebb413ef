"""What a claim adds to what its quotes say, as round 39's lead found it said: a role the person is said to act in
("The user works at a bank as a senior analyst" behind "I work at a bank": ``roles.as_role``), a rule said to be
kept strictly or only ("The user is strictly vegan" behind "I'm vegan": ``stance._CERTAINTY``), and an end said by a
word where the quotes tell no past ("The user used to live in Leeds" behind "I live in Leeds": ``ending.said_ended``).
Each lie passed the gate on ``1d3aea6``; each honest twin beside it passes. The scribe's composed text is read for
them too, and for a selling or a state of another kind, which it was not on ``1d3aea6`` ("The user is married to
Anna" composed over "I'm engaged to Anna" for the candidate "The user is engaged to Anna":
``compose._coverage_problems``)."""

from __future__ import annotations

import pytest
from gate_verdict import gate_verdict

from kura_server.write.gate import check_composed


@pytest.mark.parametrize(
    ("said", "claim", "outcome", "why"),
    [
        ("I work at a bank.", "The user works at a bank as a senior analyst.", "review", "a role no quote holds"),
        ("I volunteer at the shelter.", "The user volunteers at the shelter as a vet.", "review", "a role"),
        (
            "Je travaille chez Airbus.",
            "L'utilisateur travaille chez Airbus en tant que pilote.",
            "review",
            "a role no quote holds",
        ),
        ("I'm vegan.", "The user is strictly vegan.", "drop", "'strictly'"),
        ("I'm vegetarian.", "The user is a strict vegetarian.", "drop", "'strict'"),
        ("I live in Leeds.", "The user used to live in Leeds.", "review", "'used to'"),
        ("I work at Google.", "The user formerly worked at Google.", "review", "'formerly'"),
        ("I work at Google.", "The user previously worked at Google.", "review", "'previously'"),
    ],
)
def test_what_the_claim_adds_is_refused(said: str, claim: str, outcome: str, why: str) -> None:
    verdict = gate_verdict(said, claim)
    assert (verdict.outcome, verdict.rule) == (outcome, "support"), verdict.reason
    assert why in verdict.reason


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I'm a senior analyst at a bank.", "The user works at a bank as a senior analyst."),
        ("I work as a nurse.", "The user works as a nurse."),
        ("I'm a nurse at St. Mary's.", "The user works as a nurse at St. Mary's."),
        ("I started painting as a kid.", "The user started painting as a kid."),
        ("I took up painting as a hobby.", "The user took up painting as a hobby."),
        ("I'm strictly vegan, no exceptions.", "The user is strictly vegan."),
        ("I lived in Leeds for years.", "The user used to live in Leeds."),
        ("I was in Leeds until 2019.", "The user used to live in Leeds."),
        ("I used to work at Google.", "The user used to work at Google."),
        ("I smoked for ten years but quit.", "The user used to smoke."),
        ("I'm a former nurse.", "The user used to be a nurse."),
    ],
)
def test_what_the_quotes_say_is_kept(said: str, claim: str) -> None:
    verdict = gate_verdict(said, claim)
    assert verdict.outcome == "pass", verdict.reason


@pytest.mark.parametrize(
    ("said", "claim", "body"),
    [
        ("I work at a bank.", "The user works at a bank.", "The user works at a bank as a senior analyst."),
        ("I live in Leeds.", "The user lives in Leeds.", "The user used to live in Leeds."),
        ("I'm engaged to Anna.", "The user is engaged to Anna.", "The user is married to Anna."),
        ("I rent a flat in Leeds.", "The user rents a flat in Leeds.", "The user owns a flat in Leeds."),
        ("I use Windows at work.", "The user uses Windows at work.", "The user sells Windows."),
        (
            "Everyone in my family is tall except me.",
            "Everyone in the user's family is tall except the user.",
            "Everyone in the user's family is tall.",
        ),
    ],
)
def test_the_scribe_may_not_add_it_either(said: str, claim: str, body: str) -> None:
    verdict = gate_verdict(said, claim)
    assert verdict.outcome == "pass", verdict.reason
    problems = check_composed(body, verdict, ())
    assert problems and {p.rule for p in problems} == {"support"}, problems
    assert check_composed(claim, verdict, ()) == []


@pytest.mark.parametrize(
    "line",
    ["owns a yacht", "married to anna", "allergic to penicillin", "vegan"],
)
def test_a_body_line_shaped_as_a_label_is_read_as_a_sentence(line: str) -> None:
    """A short line with no stop in the body read as a title and so only with the whole text, whose share the
    candidate's sentence kept above ``base.SUPPORT``: on ``1d3aea6`` "The user lives in Leeds.\\nallergic to
    penicillin" was stored. Only the title and the trigger (the first two lines) are labels."""
    verdict = gate_verdict(
        "I live in Leeds with my wife and two kids.", "The user lives in Leeds with their wife and kids."
    )
    assert verdict.outcome == "pass", verdict.reason
    body = f"The user lives in Leeds with their wife and kids.\n{line}"
    problems = check_composed(f"Home in Leeds\nwhere the user lives\n{body}", verdict, ())
    assert [p.rule for p in problems] == ["support"] and repr(line) in problems[0].detail, problems
    assert check_composed(f"Home in Leeds\nwhere the user lives\n{verdict.candidate.text}", verdict, ()) == []
