"""What a thing is called, as round 37's lead found the gate reading it wrong both ways. A label's one-word value is
a name ("Employer: Barclays.", "The user has a dog: Rex.", "Security answer: Pemberwick"): a capital after a colon
was read as a sentence's opening, so a name no quote holds got in at spot and in a drain's body. And a thing's name
given by "called" or "named" is no past of the thing's: "I have a beagle called Rex" refused "The user's dog is Rex"
(read as a past), "I had a dog named Rex" let "The user has a dog named Rex" through (the claim's own "named" made
it a claim of the past, which is not read), and "My cat was called Mochi" let "… is called Mochi" through. Each lie
here passed the gate on ``0050de3`` and each honest fact was refused there."""

from __future__ import annotations

import pytest
from gate_verdict import gate_verdict

from kura_server.write.gate import check_composed


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I work at a bank.", "The user works at a bank. Employer: Barclays."),
        ("I have a dog.", "The user has a dog: Rex."),
        ("I have a dog.", "The user has a dog: Rex"),
        ("Ich habe einen Hund.", "Der Nutzer hat einen Hund: Bello."),
        ("Trabajo en un banco.", "El usuario trabaja en un banco: Santander."),
        ("Je travaille dans une banque.", "L'utilisateur travaille dans une banque: Natixis."),
        ("I live in a small town.", "The user lives in a small town: Hexham."),
    ],
)
def test_a_labels_value_no_quote_holds_is_a_name_the_claim_brings(said: str, claim: str) -> None:
    verdict = gate_verdict(said, claim)
    assert verdict.outcome == "drop"
    assert verdict.rule == "support"
    assert "names what no quote holds" in verdict.reason


def test_a_labels_value_in_a_drains_body_is_refused_by_the_re_scan() -> None:
    said = "I had to answer a security question to get back into my email."
    verdict = gate_verdict(said, "The user answered a security question to get back into their email.")
    assert verdict.outcome == "pass"
    body = "The user answered a security question to get back into their email.\nSecurity answer: Pemberwick"
    problems = check_composed("\n".join(("Email recovery", "when the email locks", body)), verdict, ())
    assert [p.rule for p in problems] and "Pemberwick" in " ".join(p.detail for p in problems)


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I work at Barclays.", "The user's employer: Barclays."),
        ("We decided to go with Postgres.", "Decision: Postgres."),
        ("Backups run every night at 2am.", "Schedule: Backups run every night at 2am."),
        ("We shipped it, it's done.", "Status: Done."),
        ("My favourite editor is vim.", "Favourite editor: Vim."),
        ("I prefer dark mode.", "Preference: Dark mode."),
        ("Ich arbeite bei Siemens.", "Arbeitgeber des Nutzers: Siemens."),
        ("Trabajo en Telefónica.", "Empleador del usuario: Telefónica."),
    ],
)
def test_a_labels_value_a_quote_holds_passes(said: str, claim: str) -> None:
    assert gate_verdict(said, claim).outcome == "pass"


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I have a beagle called Rex.", "The user's dog is Rex."),
        ("I have a beagle named Rex.", "The user's beagle is Rex."),
        ("I have a cat named Mochi.", "The user has a cat, Mochi."),
        ("My cat is called Mochi.", "The user's cat is Mochi."),
        ("We got a puppy named Max last week.", "The user has a puppy named Max."),
        ("I have two cats named Mochi and Yuzu.", "The user's cats are Mochi and Yuzu."),
        ("I have a beagle called Rex.", "The user has a beagle called Rex."),
    ],
)
def test_a_things_name_is_no_past_of_the_thing(said: str, claim: str) -> None:
    assert gate_verdict(said, claim).outcome == "pass"


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I had a dog named Rex.", "The user has a dog named Rex."),
        ("We had a cat called Mochi.", "The user has a cat called Mochi."),
        ("We used to have a cat named Mochi.", "The user has a cat named Mochi."),
        ("My cat was called Mochi.", "The user's cat is called Mochi."),
        ("My cat was called Mochi.", "The user's cat is Mochi."),
    ],
)
def test_a_named_thing_the_person_had_is_not_one_they_have(said: str, claim: str) -> None:
    verdict = gate_verdict(said, claim)
    assert verdict.outcome == "review"
    assert verdict.rule == "support"


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("A recruiter called yesterday about a job.", "A recruiter calls the user about a job."),
        ("A friend called Ana about the trip.", "A friend calls Ana about the trip."),
        ("He called Rex yesterday.", "He calls Rex."),
    ],
)
def test_a_call_that_happened_stays_a_past(said: str, claim: str) -> None:
    assert gate_verdict(said, claim).outcome != "pass"
