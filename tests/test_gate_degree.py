"""The gate against words that take back what they seem to say (round 35): a quote that holds the claim's words while
a word around them says the opposite ("far from", "anything but", "have yet to", "rather die than", "like I'd ever"),
says it only barely ("barely", "apenas", "kaum"), or says it as a duty, a goal or a trying ("supposed to", "my goal is
to", "se supone que", "mon rêve est de") — each lie in English and another language, beside the honest twin the
reading that now refuses it must keep."""

from __future__ import annotations

import pytest
from gate_verdict import gate_verdict


# A "not" said without one (``words._said_not``), read by the negation reading (``polarity.flipped``): each passed on
# main.
@pytest.mark.parametrize(
    ("said", "text"),
    [
        ("I'm far from rich.", "The user is rich."),
        ("I'm still far from fluent in German.", "The user is fluent in German."),
        ("The migration is far from done.", "The migration is done."),
        ("I'm anything but organised.", "The user is organised."),
        ("Je suis loin d'être riche.", "L'utilisateur est riche."),
        ("Estoy lejos de ser rico.", "El usuario es rico."),
        ("Ich bin alles andere als reich.", "Der Nutzer ist reich."),
        ("Sono tutt'altro che ricco.", "L'utente è ricco."),
        ("Sou tudo menos organizado.", "O usuário é organizado."),
        ("I have yet to run a marathon.", "The user has run a marathon."),
        ("I have yet to run a marathon.", "The user runs marathons."),
        ("I've yet to visit Japan.", "The user has visited Japan."),
    ],
)
def test_a_not_said_by_a_degree_or_a_yet_is_a_not(said: str, text: str) -> None:
    verdict = gate_verdict(said, text)
    assert (verdict.outcome, verdict.rule) == ("review", "support"), verdict.reason
    assert "'not'" in verdict.reason


# ... and what the person would sooner die than do, or says with sarcasm (each passed on main).
@pytest.mark.parametrize(
    ("said", "text"),
    [
        ("I'd rather die than use Windows.", "The user uses Windows."),
        ("Rather die than use Windows.", "The user uses Windows."),
        ("Prefiero morir antes que usar Windows.", "El usuario usa Windows."),
        ("Plutôt mourir que d'utiliser Windows.", "L'utilisateur utilise Windows."),
        ("Lieber sterbe ich, als Windows zu benutzen.", "Der Nutzer benutzt Windows."),
        ("Yeah right, like I'd ever use Windows.", "The user uses Windows."),
        ("Like I would ever eat meat.", "The user eats meat."),
        ("Als ob ich Windows benutzen würde.", "Der Nutzer benutzt Windows."),
        ("Als würde ich je Fleisch essen.", "Der Nutzer isst Fleisch."),
    ],
)
def test_what_the_person_would_sooner_die_than_do_or_mocks_is_not_so(said: str, text: str) -> None:
    verdict = gate_verdict(said, text)
    assert (verdict.outcome, verdict.rule) == ("review", "support"), verdict.reason
    assert "'not'" in verdict.reason


# A quote cut from behind such a word is cut from its negation.
@pytest.mark.parametrize(
    ("said", "quote", "text"),
    [
        ("I'm far from rich.", "rich", "The user is rich."),
        ("I've yet to visit Japan.", "visit Japan", "The user has visited Japan."),
        ("Yeah right, like I'd ever use Windows.", "use Windows", "The user uses Windows."),
    ],
)
def test_a_quote_cut_from_behind_a_not_said_without_one_is_no_evidence(said: str, quote: str, text: str) -> None:
    verdict = gate_verdict(said, text, quote)
    assert (verdict.outcome, verdict.rule) == ("drop", "cut_frame"), verdict.reason


# The honest twins: a place one is far from, a claim that says the "not", a preference, "like I said", a simile, "but"
# that opens a clause (the first five refused on main: a "not" added).
@pytest.mark.parametrize(
    ("said", "text"),
    [
        ("I'm far from rich.", "The user is not rich."),
        ("Je suis loin d'être riche.", "L'utilisateur n'est pas riche."),
        ("I have yet to run a marathon.", "The user has not run a marathon yet."),
        ("I eat anything but fish.", "The user does not eat fish."),
        ("I'd rather die than use Windows.", "The user refuses to use Windows."),
        ("I'm far from home this week.", "The user is away from home this week."),
        ("I'm far from home this week.", "The user is far from home this week."),
        ("I live far from my family.", "The user lives far from their family."),
        ("Vivo lejos de Madrid.", "El usuario vive lejos de Madrid."),
        ("I'd rather use Linux than Windows.", "The user prefers Linux."),
        ("Prefiero Linux antes que Windows.", "El usuario prefiere Linux."),
        ("Like I said, I use Linux.", "The user uses Linux."),
        ("Hablo inglés como si fuera nativo.", "El usuario habla inglés."),
        ("I'd try anything but I won't eat fish.", "The user won't eat fish."),
        ("I have yet to meet someone who dislikes pizza. I love pizza.", "The user loves pizza."),
    ],
)
def test_a_claim_that_says_the_not_or_a_place_one_is_far_from_is_kept(said: str, text: str) -> None:
    verdict = gate_verdict(said, text)
    assert verdict.outcome == "pass", verdict.reason


# A degree the claim drops (``limits._barely``, "only barely"): "barely speaks" is a little, and may be next to none,
# so it goes to review, not to the bin — "I barely passed the exam" did pass (each passed on main).
@pytest.mark.parametrize(
    ("said", "text", "quote"),
    [
        ("I barely speak Spanish.", "The user speaks Spanish.", None),
        ("I barely speak Spanish.", "The user speaks Spanish.", "speak Spanish"),
        ("I hardly know Ana.", "The user knows Ana.", None),
        ("I scarcely speak Spanish.", "The user speaks Spanish.", None),
        ("Apenas hablo español.", "El usuario habla español.", None),
        ("Je parle à peine espagnol.", "L'utilisateur parle espagnol.", None),
        ("Ich spreche kaum Spanisch.", "Der Nutzer spricht Spanisch.", None),
        ("Ich kenne Ana kaum.", "Der Nutzer kennt Ana.", None),
    ],
)
def test_a_degree_the_claim_drops_is_for_review(said: str, text: str, quote: str | None) -> None:
    verdict = gate_verdict(said, text, quote)
    assert (verdict.outcome, verdict.rule) == ("review", "support"), verdict.reason
    assert "barely" in verdict.reason


# ... and a claim that says the low degree, or Portuguese "apenas" ("only"), is kept.
@pytest.mark.parametrize(
    ("said", "text"),
    [
        ("I barely slept last night.", "The user slept little last night."),
        ("I barely slept last night.", "The user barely slept last night."),
        ("I barely speak Spanish.", "The user speaks little Spanish."),
        ("I barely passed the exam.", "The user barely passed the exam."),
        ("I hardly ever eat meat.", "The user rarely eats meat."),
        ("Ich spreche kaum Spanisch.", "Der Nutzer spricht kaum Spanisch."),
        ("Apenas hablo español.", "El usuario habla poco español."),
        ("Eu falo apenas português.", "O usuário fala português."),
        ("I barely slept last night because of the noise.", "The noise kept the user awake last night."),
    ],
)
def test_a_claim_that_says_the_low_degree_is_kept(said: str, text: str) -> None:
    verdict = gate_verdict(said, text)
    assert verdict.outcome == "pass", verdict.reason


# What is expected of the person, a goal, a dream, a trying, said as a fact (``words._DUTY``, ``words._GOAL``,
# ``words._WANT``; ``plan.planned``): each passed on main.
@pytest.mark.parametrize(
    ("said", "text"),
    [
        ("I'm supposed to be vegan.", "The user is vegan."),
        ("I was supposed to fly to Berlin last week.", "The user flew to Berlin last week."),
        ("Se supone que soy vegano.", "El usuario es vegano."),
        ("Je suis censé être végan.", "L'utilisateur est végan."),
        ("My goal is to run a marathon.", "The user runs marathons."),
        ("My dream is to live in Japan.", "The user lives in Japan."),
        ("Our goal is to migrate to Postgres.", "The team uses Postgres."),
        ("Mi sueño es vivir en Japón.", "El usuario vive en Japón."),
        ("Mon rêve est de vivre au Japon.", "L'utilisateur vit au Japon."),
        ("Mein Traum ist es, in Japan zu leben.", "Der Nutzer lebt in Japan."),
        ("Estoy intentando ser vegano.", "El usuario es vegano."),
    ],
)
def test_a_duty_a_goal_or_a_trying_said_as_a_fact_is_for_review(said: str, text: str) -> None:
    verdict = gate_verdict(said, text)
    assert (verdict.outcome, verdict.rule) == ("review", "support"), verdict.reason
    assert "plan" in verdict.reason


# ... and a claim that says the duty, the goal or the want is kept (the first three dropped on main: a want their
# quotes were not read to carry).
@pytest.mark.parametrize(
    ("said", "text"),
    [
        ("My goal is to run a marathon.", "The user wants to run a marathon."),
        ("Mi meta es correr un maratón.", "El usuario quiere correr un maratón."),
        ("I'm trying to be vegan.", "The user wants to be vegan."),
        ("My goal is to run a marathon.", "The user's goal is to run a marathon."),
        ("Mi sueño es vivir en Japón.", "El sueño del usuario es vivir en Japón."),
        ("I'm supposed to present on Friday.", "The user has to present on Friday."),
        ("I'm supposed to be vegan.", "The user is supposed to be vegan."),
        ("I'm trying to be vegan.", "The user is trying to be vegan."),
        ("Estoy intentando ser vegano.", "El usuario intenta ser vegano."),
        ("My goal is to run a marathon, and I run every morning.", "The user runs every morning."),
        ("My plan is to keep working at Google.", "The user works at Google."),
    ],
)
def test_a_claim_that_says_the_duty_the_goal_or_the_want_is_kept(said: str, text: str) -> None:
    verdict = gate_verdict(said, text)
    assert verdict.outcome == "pass", verdict.reason
