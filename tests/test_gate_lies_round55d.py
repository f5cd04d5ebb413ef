"""Round 55 (lies24): lies of the family of a post or a job come by ("I got a job at …", "I became …", "They named me
…", ``words._conferred``) that the gate let through, each refused now by a general reading, each beside an honest twin
that is still kept:

- a job got whose start lies ahead: "I got a job at Google; I start in March" → "The user works at Google". A start the
  person says lies ahead — in the present, the future or an "-ing" of its own, with a time ahead in its clause ("I
  start in March", "… but start on Monday", "…, starting next month", "my first day is next week", "I take over in
  May", "empiezo en marzo", "je commence en mars", "ich fange im März an", "comincio a marzo"), not a habit's ("I start
  at 9 every day") — makes the state a past before it came by a plan (``plan._started_ahead``): what it got is to come,
  as "I'm starting at Google next month" says. Only a start of that state (bare, "there", the job, the role, or a place
  the past names; not "I start training in March", "I start at the university in March" after "I moved to Berlin"),
  and only for a claim that says it now: "The user got a job at Google", "… will start at Google in March" are kept.
- a title held for the period it names: "They named me employee of the month in 2019" → "The user is employee of the
  month". A title "of the day / week / month / year / season / match" ("player of the year", "empleado del mes",
  "employé du mois", "Mitarbeiter des Monats") conferred, won or become in a sentence dated in a past (a year, "last
  year", "two years ago"; not "since 2019") is held for that period, not since (``ending._period_held``): review, as a
  state that ended is; "… was employee of the month in 2019" says the past itself, and an undated "They named me
  employee of the month" stands.
- a post whose holding is told done: "They elected me mayor in 2010 and I served two terms" → "The user is the mayor".
  A later clause that tells the holding in a simple past bounded by a stretch ("served two terms", "served as mayor
  until 2018", "held the post for three years", "worked there for five years") ends it (``ending._HELD_OUT``), as "I
  took up pottery for a month" is a stretch over (``limits._STRETCH_SPAN``); a perfect or a "since" runs up to now
  ("I've served as mayor since 2010", "… and I've served ever since", "… and I'm serving my second term").
- a post handed on: "I became captain last year, but now Ana is captain" → "The user is the captain". A later clause
  that says another holds the same post now, or took it over ("now Ana is captain", "these days Marco is team lead",
  "Ana's the captain now", "Ana replaced me as captain", "pero ahora Ana es la capitana", "aber jetzt ist Ana
  Kapitänin") ends the person's holding (``ending._handed_on``), for a claim of the person's ("Ana is the captain" is
  kept). Not a post held by several ("now Ana is captain too", "Ana and I are captains now", "now Ana is a manager"),
  nor another post ("now Ana is vice-captain"), nor a group: "I joined the choir last year, but now Ana sings in it"
  is kept — a choir has many singers, and another's singing ends no one's.

Each lie is sent to review. LoCoMo: see the round's report.
"""

from __future__ import annotations

import pytest
from gate_verdict import kept, refused

from kura_server.write.gate.support import planned


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I accepted a job at Google but start in March.", "The user works at Google."),
        ("I got a job at Google; I start in March.", "The user works at Google."),
        ("I got a job at Google, starting next month.", "The user works at Google."),
        ("I got a job at Google, starting Monday.", "The user works at Google."),
        ("They hired me at Acme; I start next week.", "The user works at Acme."),
        ("Ana promoted me to manager; I start in the role next month.", "The user is a manager."),
        ("They appointed me treasurer, and I take over in May.", "The user is the treasurer."),
        ("I got a job at the hospital and I start there next month.", "The user works at the hospital."),
        ("I got a job at Google and I start my new role in March.", "The user works at Google."),
        ("I joined the gym; I start on Monday.", "The user goes to the gym."),
        ("I got into Stanford and I start in September.", "The user studies at Stanford."),
        # a job conferred by a passive ("I was hired", "I got hired", "I've been hired"), a start opening its sentence
        ("I got hired at Costco and I start next week.", "The user works at Costco."),
        ("I was hired by Acme last week and I start next month.", "The user works at Acme."),
        ("I've been hired by Acme and I start next month.", "The user works at Acme."),
        ("I got the job at Google! I start in two weeks.", "The user works at Google."),
    ],
)
def test_a_job_got_whose_start_lies_ahead_is_a_plan(said: str, claim: str) -> None:
    assert "as a plan or the future" in refused(said, claim)


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("Ich habe einen Job bei Google bekommen, ich fange im März an.", "Der Nutzer arbeitet bei Google."),
        ("Ho trovato un lavoro da Google, comincio a marzo.", "L'utente lavora da Google."),
    ],
)
def test_a_job_got_whose_start_lies_ahead_abroad_is_a_plan(said: str, claim: str) -> None:
    assert "google" in planned(claim, [said])
    refused(said, claim)


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I got a job at Google last year.", "The user works at Google."),
        ("I started at Google in March.", "The user works at Google."),
        ("I accepted a job at Google.", "The user works at Google."),
        ("I got a job at Google; I start in March.", "The user will start at Google in March."),
        ("I got a job at Google; I start in March.", "The user got a job at Google."),
        ("I got a job at Google and I start at 9 every day.", "The user works at Google."),
        ("I got a job at the hospital and started there last month.", "The user works at the hospital."),
        # another thing's start
        ("I moved to Berlin last year; I start at the university in March.", "The user lives in Berlin."),
        ("I bought a bike and I start training in March.", "The user has a bike."),
        ("I got a puppy and we start obedience classes next week.", "The user has a puppy."),
        ("I love my job at Google; I start a new project in March.", "The user works at Google."),
        ("I got married last year and we start our honeymoon in May.", "The user is married."),
        ("We adopted a dog last month, starting next week she sleeps inside.", "The user has a dog."),
    ],
)
def test_a_start_of_no_state_got_is_kept(said: str, claim: str) -> None:
    kept(said, claim)


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("They named me employee of the month in 2019.", "The user is employee of the month."),
        ("I became employee of the month in 2019.", "The user is employee of the month."),
        ("I won employee of the month in 2019.", "The user is employee of the month."),
        ("They voted me teacher of the year in 2018.", "The user is teacher of the year."),
        ("Me nombraron empleado del mes en 2019.", "El usuario es empleado del mes."),
        ("On m'a nommé employé du mois en 2019.", "L'utilisateur est employé du mois."),
        ("Ich wurde 2019 zum Mitarbeiter des Monats gewählt.", "Der Nutzer ist Mitarbeiter des Monats."),
    ],
)
def test_a_title_held_for_its_period_is_not_held_now(said: str, claim: str) -> None:
    refused(said, claim)


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("They named me employee of the month in 2019.", "The user was employee of the month in 2019."),
        ("I won employee of the month in 2019.", "The user won employee of the month in 2019."),
        ("They named me employee of the month.", "The user is employee of the month."),
        ("I've been employee of the month since 2019.", "The user is employee of the month."),
        ("They named me head of sales in 2019.", "The user is the head of sales."),
        ("I became a manager in 2019.", "The user is a manager."),
        (
            "Our trip to Japan in 2019 was the highlight of the year.",
            "The user's trip to Japan was the highlight of the year.",
        ),
    ],
)
def test_a_title_of_no_period_or_said_in_the_past_is_kept(said: str, claim: str) -> None:
    kept(said, claim)


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("They elected me mayor in 2010 and I served two terms.", "The user is the mayor."),
        ("I became mayor in 2010 and served two terms.", "The user is the mayor."),
        ("They elected me mayor and I served as mayor until 2018.", "The user is the mayor."),
        ("They appointed me treasurer and I served for four years.", "The user is the treasurer."),
        ("I became team lead in 2015 and held the post for three years.", "The user is a team lead."),
        ("I got a job at Google in 2010 and worked there for five years.", "The user works at Google."),
        ("I moved to Lisbon in 2018 and stayed there for three years.", "The user lives in Lisbon."),
        ("I joined the board in 2015 and sat on it for six years.", "The user is on the board."),
        ("I was elected mayor in 2010 and served two terms.", "The user is the mayor."),
    ],
)
def test_a_post_served_out_is_over(said: str, claim: str) -> None:
    refused(said, claim)


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I've served as mayor since 2010.", "The user is the mayor."),
        ("They elected me mayor in 2010 and I've served ever since.", "The user is the mayor."),
        ("I became mayor in 2010 and I'm serving my second term.", "The user is the mayor."),
        ("They elected me mayor in 2010 and I served two terms.", "The user served two terms as mayor."),
        ("They elected me mayor in 2010 and I served two terms.", "The user was the mayor."),
        ("I became mayor in 2010.", "The user is the mayor."),
        ("I moved to Lisbon in 2018 and I love it there.", "The user lives in Lisbon."),
    ],
)
def test_a_post_held_up_to_now_is_kept(said: str, claim: str) -> None:
    kept(said, claim)


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("Last year they named me captain, but now Ana is captain.", "The user is the captain."),
        ("I became captain last year, but now Ana is captain.", "The user is the captain."),
        ("I became captain last year. Now Ana is captain.", "The user is the captain."),
        ("I became captain last year, but now Ana's the captain.", "The user is the captain."),
        ("I became captain last year, but Ana is captain now.", "The user is the captain."),
        ("I became captain last year, but Ana replaced me as captain.", "The user is the captain."),
        ("I became captain last year, but Ana took over as captain in May.", "The user is the captain."),
        ("I became treasurer in 2019, but now my sister is the treasurer.", "The user is the treasurer."),
        ("They made me team lead last year; these days Marco is team lead.", "The user is a team lead."),
        ("Me nombraron capitán el año pasado, pero ahora Ana es la capitana.", "El usuario es el capitán."),
        ("On m'a nommé capitaine l'an dernier, mais maintenant Ana est capitaine.", "L'utilisateur est capitaine."),
        ("Ich wurde letztes Jahr zum Kapitän ernannt, aber jetzt ist Ana Kapitänin.", "Der Nutzer ist Kapitän."),
    ],
)
def test_a_post_handed_on_is_no_longer_held(said: str, claim: str) -> None:
    refused(said, claim)


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I became captain last year, and now Ana is vice-captain.", "The user is the captain."),
        ("I became captain last year. Ana and I are captains now.", "The user is the captain."),
        ("I became captain last year, and now Ana is captain too.", "The user is the captain."),
        ("I became captain last year, and now Ana is a manager.", "The user is the captain."),
        ("I became captain in May. Today Ana is the goalkeeper.", "The user is the captain."),
        ("My brother became captain last year, and now I am captain.", "The user is the captain."),
        ("I became captain last year, but now Ana is captain.", "Ana is the captain."),
        ("I joined the team in 2019 and now Ana is the team lead.", "The user is on the team."),
        ("I joined the choir last year, but now Ana sings in it.", "The user sings in the choir."),
        ("I joined the choir last year, and now Ana sings in it too.", "The user sings in the choir."),
    ],
)
def test_a_post_shared_or_another_is_kept(said: str, claim: str) -> None:
    kept(said, claim)
