"""What is not yet so, or not the person's, as round 39's lead found it said as so: what the person only works toward
("I'm studying to become a lawyer", "I'm saving up to buy a house", "We're expecting our first child":
``ending._SOUGHT``), a number to come ("I'll be 40 next month": ``plan._is_plan_token``), a change that almost
happened by becoming or joining (``limits._ALMOST_CHANGED``), a home rented or a car borrowed said as owned and a city
commuted to, summered in or come from said as home (``states._STATES``), and a whole the person leaves themself out
of ("Nobody in my family has diabetes except me": ``states.excepted``). Each lie passed the gate on ``1d3aea6``; each
honest twin beside it passes."""

from __future__ import annotations

import pytest
from gate_verdict import gate_verdict


@pytest.mark.parametrize(
    ("said", "claim", "why"),
    [
        ("I'm studying to become a lawyer.", "The user is a lawyer.", "only sought"),
        ("I'm training to be a nurse.", "The user is a nurse.", "only sought"),
        ("I'm working to become a partner at the firm.", "The user is a partner at the firm.", "only sought"),
        ("I'm saving up to buy a house in Leeds.", "The user owns a house in Leeds.", "only sought"),
        ("We're expecting our first child in June.", "The user has a child.", "only sought"),
        ("My wife and I are expecting a baby girl.", "The user has a baby girl.", "only sought"),
        ("I'll be 40 next month.", "The user is 40.", "as a plan or the future"),
        ("I'll be 40 in March.", "The user is 40.", "as a plan or the future"),
        ("I almost became a doctor.", "The user is a doctor.", "almost"),
        ("I almost joined Google.", "The user works at Google.", "almost"),
        ("I rent a flat in Leeds.", "The user owns a flat in Leeds.", "'owns' where they say 'rent'"),
        ("I lease a car.", "The user owns a car.", "'owns' where they say 'lease'"),
        ("I borrow my brother's car on weekends.", "The user owns a car.", "'owns' where they say 'borrow'"),
        ("I own a flat in Leeds.", "The user rents a flat in Leeds.", "'rents' where they say 'own'"),
        ("I commute to Berlin every day.", "The user lives in Berlin.", "'lives' where they say 'commute'"),
        ("I spend summers in Berlin.", "The user lives in Berlin.", "'lives' where they say 'summers'"),
        ("I'm from Berlin originally.", "The user lives in Berlin.", "'lives' where they say 'originally'"),
        ("Ich pendle jeden Tag nach Berlin.", "Der Nutzer wohnt in Berlin.", "where they say 'pendle'"),
        ("Alquilo un piso en Madrid.", "El usuario es propietario de un piso en Madrid.", "where they say 'alquilo'"),
        ("Nobody in my family has diabetes except me.", "Nobody in the user's family has diabetes.", "'except me'"),
        ("Everyone in my family is tall except me.", "Everyone in the user's family is tall.", "'except me'"),
        ("En mi familia todos fuman menos yo.", "En la familia del usuario todos fuman.", "'menos yo'"),
    ],
)
def test_what_is_not_yet_so_or_not_the_persons_is_for_review(said: str, claim: str, why: str) -> None:
    verdict = gate_verdict(said, claim)
    assert (verdict.outcome, verdict.rule) == ("review", "support"), verdict.reason
    assert why in verdict.reason


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I'm studying to become a lawyer.", "The user is studying to become a lawyer."),
        ("I'm studying to become a lawyer.", "The user is studying law."),
        ("I'm training to be a nurse.", "The user is training to be a nurse."),
        ("I'm saving up to buy a house in Leeds.", "The user is saving up to buy a house in Leeds."),
        ("I'm a nurse and I'm training to be a midwife.", "The user is a nurse."),
        ("We're expecting our first child in June.", "The user is expecting their first child in June."),
        ("I have a son and we're expecting a daughter.", "The user has a son."),
        ("My wife is pregnant; we're expecting a boy.", "The user's wife is pregnant."),
        ("I'm proud to be a nurse.", "The user is a nurse."),
        ("I went on to become a doctor.", "The user became a doctor."),
        ("I turned 40 last month.", "The user is 40."),
        ("We have 40 users now and will have 100 next month.", "The team has 40 users."),
        ("I'll be in Paris on the 3rd; I live in Lyon.", "The user lives in Lyon."),
        ("I became a doctor in 2010.", "The user is a doctor."),
        ("I almost left my job last year but I got a raise.", "The user got a raise."),
        ("I rent a flat in Leeds.", "The user rents a flat in Leeds."),
        ("I own a flat in Leeds.", "The user owns a flat in Leeds."),
        ("I own a flat in Leeds and rent out the spare room.", "The user owns a flat in Leeds."),
        ("I'm a landlord; I rent out two flats.", "The user owns two flats."),
        ("I'm a tenant in a flat in Leeds.", "The user rents a flat in Leeds."),
        ("I live in Potsdam and commute to Berlin every day.", "The user lives in Potsdam."),
        ("I live in Potsdam and commute to Berlin every day.", "The user commutes to Berlin every day."),
        ("I'm from Berlin originally but I live in Munich now.", "The user lives in Munich."),
        ("I live in Berlin but spend the winters in Spain.", "The user lives in Berlin."),
        ("Nobody in my family has diabetes.", "Nobody in the user's family has diabetes."),
        ("Everyone on my team uses vim except me.", "The user does not use vim."),
        ("Everyone on my team uses vim except me.", "Everyone on the user's team uses vim except the user."),
    ],
)
def test_what_is_so_and_the_persons_is_kept(said: str, claim: str) -> None:
    verdict = gate_verdict(said, claim)
    assert verdict.outcome == "pass", verdict.reason
