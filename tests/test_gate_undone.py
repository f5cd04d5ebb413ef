"""What the person has not reached, only feigns, is kept from, took back, or says of other people, as round 37's lead
found it said as so: "I'm learning to drive" is not "The user drives", "I pretend to like jazz" not "The user likes
jazz", "I'm too old to learn piano" not "The user is learning piano" (``ending._SOUGHT`` reads the learning,
``words._UNREACHED`` the rest); a quote cut from before
what undoes it — "I was diagnosed with diabetes, but it turned out to be a mistake", "I quit smoking last year but
started again" (``words._UNDONE_AFTER``); hearsay and looks ("I'm supposedly the best cook", "I look like a
runner"); and what a relative clause says of other people ("I can't stand people who smoke" is not "The user
smokes": ``subject._relative_of_others``). Each lie passed the gate on ``0050de3``; each honest twin beside it
passes."""

from __future__ import annotations

import pytest
from gate_verdict import gate_verdict


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I'm learning to drive.", "The user drives."),
        ("I'm learning how to swim.", "The user swims."),
        ("Estoy aprendiendo a conducir.", "El usuario conduce."),
        ("Sto imparando a guidare.", "L'utente guida."),
        ("I pretend to like jazz.", "The user likes jazz."),
        ("I pretend to be busy when my boss walks by.", "The user is busy when the boss walks by."),
        ("Je fais semblant d'aimer le jazz.", "L'utilisateur aime le jazz."),
        ("I'm too old to learn piano.", "The user is learning piano."),
        ("I'm too tired to go running these days.", "The user goes running these days."),
        ("Soy demasiado mayor para aprender piano.", "El usuario aprende piano."),
    ],
)
def test_what_the_person_has_not_reached_or_only_feigns_is_not_said_as_so(said: str, claim: str) -> None:
    verdict = gate_verdict(said, claim)
    assert verdict.outcome == "review"
    assert verdict.rule == "support"


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I'm learning to drive.", "The user is learning to drive."),
        ("I had a mentor too when I was learning how to dance.", "The user had a mentor when learning how to dance."),
        (  # LoCoMo's (conv-43): the learning said after an "and"
            "Plus, I'm learning how to market myself and boost my brand.",
            "The user has been getting endorsement deals and learning how to market himself and boost his brand.",
        ),
        ("I learned to drive last year.", "The user learned to drive last year."),
        ("I'm learning Spanish.", "The user is learning Spanish."),
        ("I pretend to like jazz.", "The user pretends to like jazz."),
        ("I'm too old to learn piano.", "The user feels too old to learn piano."),
        ("I love jazz, and my wife does too.", "The user loves jazz."),
        ("I play guitar too, to be honest.", "The user plays guitar."),
        ("Estoy aprendiendo a conducir.", "El usuario está aprendiendo a conducir."),
        ("J'apprends à conduire.", "L'utilisateur apprend à conduire."),
        ("Sto imparando a guidare.", "L'utente sta imparando a guidare."),
        ("Je fais semblant d'aimer le jazz.", "L'utilisateur fait semblant d'aimer le jazz."),
    ],
)
def test_the_same_words_said_as_they_were_pass(said: str, claim: str) -> None:
    assert gate_verdict(said, claim).outcome == "pass"


@pytest.mark.parametrize(
    ("said", "claim", "quote"),
    [
        ("I quit smoking last year but started again.", "The user quit smoking.", "I quit smoking last year"),
        (
            "I was diagnosed with diabetes, but it turned out to be a mistake.",
            "The user has diabetes.",
            "I was diagnosed with diabetes",
        ),
        (
            "I was diagnosed with diabetes. It was a false alarm.",
            "The user has diabetes.",
            "I was diagnosed with diabetes",
        ),
        (
            "Me diagnosticaron diabetes, pero resultó ser un error.",
            "El usuario tiene diabetes.",
            "Me diagnosticaron diabetes",
        ),
        ("Dejé de fumar, pero volví a fumar en mayo.", "El usuario dejó de fumar.", "Dejé de fumar"),
        ("J'ai arrêté de fumer, mais j'ai recommencé.", "L'utilisateur a arrêté de fumer.", "J'ai arrêté de fumer"),
        (
            "Ich habe mit dem Rauchen aufgehört, aber ich habe wieder angefangen.",
            "Der Nutzer hat mit dem Rauchen aufgehört.",
            "Ich habe mit dem Rauchen aufgehört",
        ),
        (
            "I got the job at Google, which turned out to be a scam.",
            "The user got a job at Google.",
            "I got the job at Google",
        ),
    ],
)
def test_a_quote_cut_from_before_what_undoes_it_is_refused(said: str, claim: str, quote: str) -> None:
    verdict = gate_verdict(said, claim, quote)
    assert verdict.outcome == "drop"
    assert "what undoes it" in verdict.reason


@pytest.mark.parametrize(
    ("said", "claim", "quote"),
    [
        (
            "I quit my job last year, and I started again at a new company.",
            "The user quit their job last year.",
            "I quit my job last year",
        ),
        (
            "I was diagnosed with diabetes, but it turned out to be manageable.",
            "The user was diagnosed with diabetes.",
            "I was diagnosed with diabetes",
        ),
        (
            "I moved to Lisbon, which turned out to be a great decision.",
            "The user moved to Lisbon.",
            "I moved to Lisbon",
        ),
        ("I tried sushi and it was wrong of me to wait so long.", "The user tried sushi.", "I tried sushi"),
        (
            "I quit smoking last year but started running.",
            "The user quit smoking last year.",
            "I quit smoking last year",
        ),
        (
            "I was diagnosed with diabetes, but it turned out to be a mistake.",
            "The user was misdiagnosed with diabetes.",
            None,
        ),
    ],
)
def test_what_goes_on_without_undoing_it_passes(said: str, claim: str, quote: str | None) -> None:
    assert gate_verdict(said, claim, quote).outcome == "pass"


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I'm supposedly the best cook in the family.", "The user is the best cook in the family."),
        ("I look like a runner, apparently.", "The user is a runner."),
        ("In another life I'd be a chef.", "The user is a chef."),
    ],
)
def test_hearsay_looks_and_an_unreal_would_are_not_so(said: str, claim: str) -> None:
    assert gate_verdict(said, claim).outcome == "review"


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I'm supposedly the best cook in the family.", "The user is supposedly the best cook in the family."),
        ("I look like a runner, apparently.", "The user looks like a runner."),
        ("I'd be happy to help with the move.", "The user would be happy to help with the move."),
        ("We'd been married ten years by then.", "The user had been married ten years by then."),
    ],
)
def test_the_hearsay_the_look_and_the_would_said_as_they_were_pass(said: str, claim: str) -> None:
    assert gate_verdict(said, claim).outcome == "pass"


def test_a_quote_cut_from_before_or_at_least_i_was_is_refused() -> None:
    said = "I'm fluent in Italian, or at least I was."
    verdict = gate_verdict(said, "The user is fluent in Italian.", "I'm fluent in Italian")
    assert verdict.outcome == "drop"
    assert "what undoes it" in verdict.reason
    assert gate_verdict(said, "The user was fluent in Italian.").outcome == "pass"


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I can't stand people who smoke.", "The user smokes."),
        ("I hate people who lie.", "The user lies."),
        ("I only date guys who surf.", "The user surfs."),
        ("I admire anyone who runs marathons.", "The user runs marathons."),
        ("No soporto a la gente que fuma.", "El usuario fuma."),
        ("Je déteste les gens qui fument.", "L'utilisateur fume."),
    ],
)
def test_what_a_relative_clause_says_of_other_people_is_not_the_persons(said: str, claim: str) -> None:
    verdict = gate_verdict(said, claim)
    assert verdict.outcome == "review"
    assert "another party" in verdict.reason


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I work with people who speak Japanese.", "The user works with people who speak Japanese."),
        ("I have a brother who lives in Paris.", "The user has a brother who lives in Paris."),
        ("I can't stand people who smoke.", "The user can't stand people who smoke."),
        ("I can't stand people who smoke.", "The user dislikes smokers."),
        ("I run every morning with a friend who lives nearby.", "The user runs every morning."),
        ("I'm the kind of person who reads before bed.", "The user reads before bed."),
        # LoCoMo's (conv-41): a claim that says whose the relative clause is says it as the person did
        (
            "I just started helping out with a food drive for folks who lost their jobs.",
            "The user started helping out with a food drive for people who lost their jobs.",
        ),
    ],
)
def test_what_the_person_says_beside_a_relative_clause_passes(said: str, claim: str) -> None:
    assert gate_verdict(said, claim).outcome == "pass"
