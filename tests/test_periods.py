"""The periods a question names (recall/periods.py), relative ones and in six languages, resolved against
the recall's own today; and the time vote they give on a real store (the hash embedder, a real index)."""

from __future__ import annotations

import datetime as dt
import subprocess
import sys
from pathlib import Path

import pytest

from kura_server.embed.hashing import HashEmbedder
from kura_server.recall import periods
from kura_server.recall.periods import Period, asked_period, within
from kura_server.schemas import RecallRequest, RememberRequest, UpdateRequest
from kura_server.service import Kura
from kura_server.settings import load_settings

D = dt.date
TODAY = D(2026, 1, 7)  # a Wednesday: this ISO week is Jan 5-11, the last one crosses the new year

YESTERDAY = Period(D(2026, 1, 6), D(2026, 1, 6))
BEFORE_YESTERDAY = Period(D(2026, 1, 5), D(2026, 1, 5))
THREE_DAYS_AGO = Period(D(2026, 1, 4), D(2026, 1, 4))
LAST_WEEK = Period(D(2025, 12, 29), D(2026, 1, 4))  # Monday to Sunday of the week before this one
TWO_WEEKS_AGO = Period(D(2025, 12, 22), D(2025, 12, 28))
LAST_WEEKEND = Period(D(2026, 1, 3), D(2026, 1, 4))
LAST_MONTH = periods.month_of(2025, 12)
LAST_YEAR = periods.year_of(2025)
LAST_TEN_DAYS = Period(D(2025, 12, 28), TODAY)
LAST_TWO_WEEKS = Period(D(2025, 12, 24), TODAY)
# A weekday named in a question: the latest such day before today (today excluded), "last" or not.
FRIDAY, MONDAY, SATURDAY, SUNDAY = (Period(d, d) for d in (D(2026, 1, 2), D(2026, 1, 5), D(2026, 1, 3), D(2026, 1, 4)))
WEDNESDAY = Period(D(2025, 12, 31), D(2025, 12, 31))  # today is one: the one a week back
# Seasons: meteorological, of the northern hemisphere; winter runs from December into the next year.
LAST_SUMMER = Period(D(2025, 6, 1), D(2025, 8, 31))
THIS_WINTER = Period(D(2025, 12, 1), D(2026, 2, 28))  # the one holding today
LAST_WINTER = Period(D(2024, 12, 1), D(2025, 2, 28))  # the latest whole one ended before today
WINTER_2022 = Period(D(2022, 12, 1), D(2023, 2, 28))
SUMMER_2022 = Period(D(2022, 6, 1), D(2022, 8, 31))

ASKED: dict[str, list[tuple[str, Period]]] = {
    "en": [
        ("What did we decide yesterday?", YESTERDAY),
        ("What did we decide the day before yesterday?", BEFORE_YESTERDAY),
        ("What did we decide last week?", LAST_WEEK),
        ("What changed three days ago?", THREE_DAYS_AGO),
        ("What did we agree 2 weeks ago?", TWO_WEEKS_AGO),
        ("What did I ask for last month?", LAST_MONTH),
        ("What happened earlier this year?", periods.year_of(2026)),
        ("Which bugs did we fix this month?", periods.month_of(2026, 1)),
        ("What was fixed this week?", Period(D(2026, 1, 5), D(2026, 1, 11))),
        ("Anything new in the last 10 days?", LAST_TEN_DAYS),
        ("What did we ship over the past two weeks?", LAST_TWO_WEEKS),
        ("Where did we go last weekend?", LAST_WEEKEND),
        ("What did the team plan last May?", periods.month_of(2025, 5)),
        ("What was said last December?", LAST_MONTH),
        ("What did she do last year?", LAST_YEAR),
        ("What did she do today?", Period(TODAY, TODAY)),
        ("What was decided in May?", periods.any_year(5)),
        ("When did Melanie go camping in June?", periods.any_year(6)),
        ("What setback did she face in October 2023?", periods.month_of(2023, 10)),
        ("What did she show on October 13, 2023?", periods.month_of(2023, 10)),  # a named day: its month
        ("How many times did she go to the beach in 2023?", periods.year_of(2023)),
        ("We met in Sept. 2022", periods.month_of(2022, 9)),
        ("the deploy of 2023-05-08", periods.month_of(2023, 5)),
        ("What was Tim's issue last week, as mentioned on November 6, 2023?", periods.month_of(2023, 11)),
        ("What did we decide on Friday?", FRIDAY),
        ("What did we decide last Friday?", FRIDAY),
        ("What did we decide this past Friday?", FRIDAY),
        ("What did we decide on Monday?", MONDAY),
        ("What did we decide on Wednesday?", WEDNESDAY),
        ("What did Anna say on Sunday morning?", SUNDAY),
        ("What happened on Friday?", FRIDAY),  # told in the past: "-ed", an irregular past, "was"
        ("Who spoke on Monday?", MONDAY),
        ("What was decided on Saturday?", SATURDAY),
        ("What did we decide on Friday, May 8, 2023?", periods.month_of(2023, 5)),  # a named date wins
        # Months that are given names count after a preposition or beside a day or a year, as "May" does.
        ("What did we do in June?", periods.any_year(6)),
        ("What did we ship in June 2023?", periods.month_of(2023, 6)),
        ("What happened on June 3?", periods.any_year(6)),
        ("What did we plan last June?", periods.month_of(2025, 6)),
        ("What has changed since April?", periods.any_year(4)),
        ("Where did we go in August?", periods.any_year(8)),
        ("What did June say about the trip in 2023?", periods.year_of(2023)),
        ("What did we do last summer?", LAST_SUMMER),
        ("What did we do this past summer?", LAST_SUMMER),
        ("What did we fix this winter?", THIS_WINTER),
        ("Where did we ski last winter?", LAST_WINTER),
        ("Where did we go in the summer of 2022?", SUMMER_2022),
        ("What did we plan in spring 2023?", Period(D(2023, 3, 1), D(2023, 5, 31))),
        ("What happened in winter 2022?", WINTER_2022),
        ("What did we ship last fall?", Period(D(2025, 9, 1), D(2025, 11, 30))),
    ],
    "es": [
        ("¿Qué decidimos la semana pasada?", LAST_WEEK),
        ("¿Qué pasó ayer?", YESTERDAY),
        ("¿Qué pasó anteayer?", BEFORE_YESTERDAY),
        ("¿Qué dije hace tres días?", THREE_DAYS_AGO),
        ("¿Qué acordamos el mes pasado?", LAST_MONTH),
        ("¿Qué hicimos el año pasado?", LAST_YEAR),
        ("¿Qué cambió en mayo?", periods.any_year(5)),
        ("¿Qué hicimos en mayo de 2023?", periods.month_of(2023, 5)),
        ("¿Qué aprendimos en los últimos 10 días?", LAST_TEN_DAYS),
        ("¿Adónde fuimos el fin de semana pasado?", LAST_WEEKEND),
        ("¿Qué hay que hacer hoy?", Period(TODAY, TODAY)),
        ("¿Qué decidimos esta semana?", Period(D(2026, 1, 5), D(2026, 1, 11))),
        ("¿Qué hicimos el viernes?", FRIDAY),  # a bare weekday: told in a past only the past has
        ("¿Qué decidió Ana el viernes?", FRIDAY),
        ("¿Qué hemos decidido el viernes?", FRIDAY),
        ("¿Dónde estábamos el viernes?", FRIDAY),  # the imperfect, as the write gate reads it
        ("¿Qué pasó el viernes?", FRIDAY),
        ("¿Qué decidimos el viernes pasado?", FRIDAY),  # "pasado": the last one, whatever the tense
        ("¿Qué decidimos el pasado lunes?", MONDAY),
        ("¿Qué hicimos el sábado?", SATURDAY),
        ("¿Qué hicimos el miércoles?", WEDNESDAY),
        ("¿Qué hicimos el verano pasado?", LAST_SUMMER),
        ("¿Qué pasó en invierno de 2022?", WINTER_2022),
        ("¿Qué cambió este invierno?", THIS_WINTER),
    ],
    "pt": [
        ("O que decidimos na semana passada?", LAST_WEEK),
        ("O que mudou no mês passado?", LAST_MONTH),
        ("O que eu disse há duas semanas?", TWO_WEEKS_AGO),
        ("O que aconteceu ontem?", YESTERDAY),
        ("O que fizemos em maio?", periods.any_year(5)),
        ("O que fizemos no ano passado?", LAST_YEAR),
        ("O que falamos três dias atrás?", THREE_DAYS_AGO),
        ("O que decidimos na sexta-feira passada?", FRIDAY),
        ("O que fizemos na sexta-feira?", FRIDAY),
        ("O que aconteceu na sexta-feira?", FRIDAY),
        ("O que a Ana falou na sexta-feira?", FRIDAY),
        ("Onde estávamos na sexta-feira?", FRIDAY),
        ("O que fizemos no verão passado?", LAST_SUMMER),
        ("O que fizemos no verão de 2022?", SUMMER_2022),
        ("O que decidimos na sexta passada?", FRIDAY),
        ("O que fizemos no domingo?", SUNDAY),
        ("O que fizemos na segunda-feira?", MONDAY),
    ],
    "fr": [
        ("Qu'avons-nous décidé la semaine dernière ?", LAST_WEEK),
        ("Qu'est-ce qui a changé le mois dernier ?", LAST_MONTH),
        ("Qu'avons-nous dit il y a trois jours ?", THREE_DAYS_AGO),
        ("Qu'avons-nous décidé hier ?", YESTERDAY),
        ("Qu'avons-nous fait en mars ?", periods.any_year(3)),
        ("Qu'avons-nous fait l'année dernière ?", LAST_YEAR),
        ("Qu'est-il arrivé le 8 août 2023 ?", periods.month_of(2023, 8)),
        ("Où étions-nous le week-end dernier ?", LAST_WEEKEND),
        ("Qu'avons-nous décidé vendredi dernier ?", FRIDAY),
        ("Qu'avons-nous décidé vendredi ?", FRIDAY),
        ("Qu'est-ce qu'on a fait vendredi ?", FRIDAY),
        ("Qu'est-ce qu'Anna a décidé vendredi ?", FRIDAY),
        ("Qu'est-ce qui s'est passé vendredi ?", FRIDAY),
        ("Qui est venu vendredi ?", FRIDAY),
        ("Où étions-nous vendredi ?", FRIDAY),
        ("Qu'est-ce que tu faisais vendredi ?", FRIDAY),  # the imperfect in "-ais" (``pasts``)
        ("Qu'avons-nous fait l'été dernier ?", LAST_SUMMER),
        ("Qu'avons-nous fait cet hiver ?", THIS_WINTER),
        ("Qu'avons-nous fait en été 2022 ?", SUMMER_2022),
        ("Qu'avons-nous fait samedi soir ?", SATURDAY),
        ("Qu'avons-nous fait lundi ?", MONDAY),
    ],
    "de": [
        ("Was haben wir letzte Woche entschieden?", LAST_WEEK),
        ("Was war vor drei Tagen?", THREE_DAYS_AGO),
        ("Was haben wir letzten Monat beschlossen?", LAST_MONTH),
        ("Was war gestern?", YESTERDAY),
        ("Was haben wir im Mai gemacht?", periods.any_year(5)),
        ("Was ist in den letzten 2 Wochen passiert?", LAST_TWO_WEEKS),
        ("Was haben wir letztes Jahr gemacht?", LAST_YEAR),
        ("Was haben wir letzten Freitag entschieden?", FRIDAY),
        ("Was haben wir am Freitag entschieden?", FRIDAY),
        ("Was haben wir am Freitag gemacht?", FRIDAY),
        ("Was hatten wir am Freitag vor?", FRIDAY),
        ("Was ist am Freitag passiert?", FRIDAY),
        ("Wer hat am Freitag angerufen?", FRIDAY),
        ("Was haben wir letzten Sommer gemacht?", LAST_SUMMER),
        ("Was war im Winter 2022?", WINTER_2022),
        ("Was haben wir diesen Winter gemacht?", THIS_WINTER),
        ("Was war am vergangenen Sonntag?", SUNDAY),
        ("Was haben wir am Montag gemacht?", MONDAY),
        ("Was war am Samstag?", SATURDAY),
    ],
    "it": [
        ("Cosa abbiamo deciso la settimana scorsa?", LAST_WEEK),
        ("Cosa è successo ieri?", YESTERDAY),
        ("Cosa ho detto tre giorni fa?", THREE_DAYS_AGO),
        ("Cosa abbiamo fatto il mese scorso?", LAST_MONTH),
        ("Cosa abbiamo fatto a maggio?", periods.any_year(5)),
        ("Cosa abbiamo fatto l'anno scorso?", LAST_YEAR),
        ("Cosa abbiamo deciso venerdì scorso?", FRIDAY),
        ("Cosa abbiamo deciso venerdì?", FRIDAY),
        ("Cosa abbiamo fatto venerdì?", FRIDAY),
        ("Cosa è successo venerdì?", FRIDAY),
        ("Che cosa si è deciso venerdì?", FRIDAY),
        ("Cosa facevamo venerdì?", FRIDAY),
        ("Cosa andò storto venerdì?", FRIDAY),
        ("Cosa abbiamo fatto l'estate scorsa?", LAST_SUMMER),
        ("Cosa abbiamo fatto la scorsa estate?", LAST_SUMMER),
        ("Cosa abbiamo fatto quest'inverno?", THIS_WINTER),
        ("Cosa abbiamo fatto nell'estate del 2022?", SUMMER_2022),
        ("Cosa abbiamo deciso lo scorso lunedì?", MONDAY),
        ("Cosa abbiamo fatto domenica?", SUNDAY),
        ("Cosa abbiamo fatto sabato?", SATURDAY),
    ],
}

NO_PERIOD = [
    "What did Caroline research?",
    "I may go",
    "Marching band in Mayfair",
    "Mark decided",
    "We will march to the square",  # the verb
    "What did we say about Mars?",  # the planet, not French March
    "Was haben wir hier entschieden?",  # German "here", not French "yesterday"
    "What is the last step?",
    "Which year was the best?",
    "Is the Chicago office open?",  # "ago" inside a word
    "¿Qué hay en el mar?",  # the sea, not an abbreviated March
    "Jan said what?",
    "What did Mai say?",
    "Julio called about the contract",
    "mes amis ont décidé quoi ?",
    "What did we decide?",
    "",
    # English months that are given names, alone: a person.
    "What did June say about the trip?",
    "Is August coming to dinner?",
    "Did April call back?",
    "What does June think of April's plan?",
    # A season with no word saying which one: a word, a title, a season of any year.
    "Where are my summer clothes?",
    "What about the spring of water?",
    "Did she like Fall Out Boy?",
    "What do we do in the summer?",
    "When was grandma's last fall?",  # a fall, not autumn
    "What was the last summer we spent there?",
    "Who owns this estate?",  # English, not the Italian summer
    "Qui a été dernier ?",  # "been", not summer
    "¿Qué hacemos en verano?",
    # Weekdays that are not a day gone by: a name, a title, a feast, a habit, a day to come.
    "What did Caroline think of Friday Night Lights?",
    "Who is Friday in Robinson Crusoe?",
    "What did we plan for Friday?",
    "What will we do on Friday?",
    # asked in the present: a day to come, or every one
    "What are we doing on Friday?",
    "Are we meeting on Friday?",
    "Is the deploy on Friday?",
    "Who is presenting on Thursday?",
    "What's scheduled on Friday?",
    "Who is invited on Monday?",
    "What do we have on Monday?",
    "What are we doing next Friday?",
    "What happens this Friday?",
    "What do we do on Fridays?",
    "What did she buy on Black Friday?",
    "¿Qué dijo Domingo?",
    "¿Qué hacemos los viernes?",
    "¿Qué haremos el próximo viernes?",
    "O que fizemos na segunda vez?",  # "the second time", not Monday
    "O que faremos na sexta-feira que vem?",
    "Qu'avons-nous fait pour mardi gras ?",
    "Que faisons-nous le vendredi ?",  # a habit: on Fridays
    "Qu'avons-nous prévu pour vendredi prochain ?",
    "Was hat Freitag gesagt?",
    "Was machen wir freitags?",
    "Was machen wir nächsten Freitag?",
    "Cosa ha detto Domenica?",
    "Cosa facciamo il venerdì?",  # a habit: on Fridays
    "Cosa facciamo venerdì prossimo?",
    # A bare weekday asked in the present of its language (a day to come, or every one), or in a form that is
    # both a past and a present ("decidimos", "falamos"): no period.
    "¿Qué hacemos el viernes?",
    "¿qué hacemos el viernes?",  # "qué" does not end like a preterite
    "¿Qué decidimos el viernes?",
    "¿Qué hablamos el viernes?",
    "¿Qué hace José el viernes?",  # a name, not a preterite in "-é"
    "¿Qué tenemos el viernes?",
    "¿Qué acaba el viernes?",  # a present of "acabar", not an imperfect in "-aba" (the gate's _NOT_IMPERFECT)
    "O que grava na sexta-feira?",
    "Was machen wir am Freitag?",
    "Was haben wir am Freitag?",
    "Was ist am Freitag geplant?",  # "be" with a participle of no motion: what is planned
    "Wer hat am Freitag Geburtstag?",  # a noun, not a participle
    "Was haben wir am Freitag zu erledigen?",
    "Qu'est-ce qu'on fait vendredi ?",
    "Qu'est-ce qui est prévu vendredi ?",
    "Qu'est-ce qu'on mange vendredi ?",
    "Qu'est-ce qu'on ferait vendredi ?",  # the conditional: the future's stem, the imperfect's ending
    "Qu'est-ce que tu aimerais faire vendredi ?",
    "Qu'est-ce qu'on fait jamais vendredi ?",  # "jamais" ends like an imperfect in "-ais"
    "O que fazemos na sexta?",
    "O que fazemos na sexta-feira?",
    "O que decidimos na sexta-feira?",
    "O que falamos na sexta-feira?",
    "O que estou fazendo na sexta-feira?",
    "Cosa facciamo venerdì?",
    "Cosa è previsto venerdì?",
    "Però, cosa facciamo venerdì?",
]


@pytest.mark.parametrize(("question", "period"), [(q, p) for rows in ASKED.values() for q, p in rows])
def test_the_period_a_question_names_against_a_fixed_today(question: str, period: Period) -> None:
    assert asked_period(question, TODAY) == period


@pytest.mark.parametrize("question", NO_PERIOD)
def test_a_question_naming_no_period_gets_none(question: str) -> None:
    assert asked_period(question, TODAY) is None


def test_a_relative_period_moves_with_today() -> None:
    assert asked_period("what did we decide last week?", D(2026, 12, 4)) == Period(D(2026, 11, 23), D(2026, 11, 29))
    assert asked_period("what did we decide last week?", D(2026, 11, 30)) == Period(D(2026, 11, 23), D(2026, 11, 29))
    assert asked_period("what happened last month?", D(2026, 3, 31)) == periods.month_of(2026, 2)
    assert asked_period("what did we do last May?", D(2026, 6, 1)) == periods.month_of(2026, 5)
    assert asked_period("hace un año", D(2024, 2, 29)) == periods.year_of(2023)
    assert asked_period("in the last month", D(2026, 3, 31)) == Period(D(2026, 2, 28), D(2026, 3, 31))


def test_a_season_is_meteorological_of_the_northern_hemisphere_and_moves_with_today() -> None:
    """ "last summer" is the latest whole summer ended before today (asked in July, the year before's; in
    September, this year's); "this summer" this year's; "this winter" the one holding today, else the one
    beginning in this December; "winter 2022" runs from December 2022 to February 2023."""
    july, september, november = D(2026, 7, 15), D(2026, 9, 1), D(2026, 11, 15)
    assert asked_period("what did we do last summer?", july) == Period(D(2025, 6, 1), D(2025, 8, 31))
    assert asked_period("what did we do last summer?", september) == Period(D(2026, 6, 1), D(2026, 8, 31))
    assert asked_period("what are we doing this summer?", july) == Period(D(2026, 6, 1), D(2026, 8, 31))
    assert asked_period("what did we do this summer?", november) == Period(D(2026, 6, 1), D(2026, 8, 31))
    assert asked_period("what do we plan this winter?", november) == Period(D(2026, 12, 1), D(2027, 2, 28))
    assert asked_period("where did we ski last winter?", D(2026, 3, 1)) == Period(D(2025, 12, 1), D(2026, 2, 28))
    assert asked_period("where did we ski last winter?", D(2026, 2, 28)) == Period(D(2024, 12, 1), D(2025, 2, 28))
    assert asked_period("what happened in winter 2023?", TODAY) == Period(D(2023, 12, 1), D(2024, 2, 29))  # a leap year
    assert asked_period("¿qué hicimos la primavera pasada?", TODAY) == Period(D(2025, 3, 1), D(2025, 5, 31))
    assert asked_period("was haben wir letzten Herbst gemacht?", july) == Period(D(2025, 9, 1), D(2025, 11, 30))


def test_a_weekday_is_the_latest_such_day_before_today() -> None:
    """Today excluded (asked on a Friday, "on Friday" is the one a week back; "today" says today), and "last
    Friday" is the same day as "on Friday": the latest one gone by, not the one of the week before."""
    saturday, friday, monday = D(2026, 1, 10), D(2026, 1, 9), D(2026, 1, 5)
    assert asked_period("what did we decide on Friday?", saturday) == Period(friday, friday)
    assert asked_period("what did we decide last Friday?", saturday) == Period(friday, friday)
    a_week_back = friday - dt.timedelta(days=7)
    assert asked_period("what did we decide on Friday?", friday) == Period(a_week_back, a_week_back)
    assert asked_period("¿qué decidimos el viernes pasado?", friday) == Period(a_week_back, a_week_back)
    assert asked_period("was war letzten Montag?", D(2026, 1, 8)) == Period(monday, monday)
    sunday = D(2026, 1, 4)
    assert asked_period("qu'avons-nous fait dimanche ?", monday) == Period(sunday, sunday)


# Dates a memory's text names, in the six languages: (text, the periods it names).
TEXT_DATES: dict[str, list[tuple[str, list[Period]]]] = {
    "en": [
        ("We shipped it on 8 May, 2023.", [Period(D(2023, 5, 8), D(2023, 5, 8))]),
        ("The deploy of 2023-05-08.", [Period(D(2023, 5, 8), D(2023, 5, 8))]),
        ("In June we went camping.", [periods.any_year(6)]),
    ],
    "es": [
        ("Lo firmamos el 8 de mayo de 2023.", [Period(D(2023, 5, 8), D(2023, 5, 8))]),
        ("La mudanza fue en marzo de 2022.", [periods.month_of(2022, 3)]),
        ("Nos vimos el 3 de septiembre.", [periods.any_year(9)]),
    ],
    "pt": [
        ("Assinamos em 8 de maio de 2023.", [Period(D(2023, 5, 8), D(2023, 5, 8))]),
        ("A mudança foi em março de 2022.", [periods.month_of(2022, 3)]),
    ],
    "fr": [
        ("Nous l'avons signé le 8 mai 2023.", [Period(D(2023, 5, 8), D(2023, 5, 8))]),
        ("Le déménagement a eu lieu le 1er juillet 2022.", [Period(D(2022, 7, 1), D(2022, 7, 1))]),
        ("Le lancement était prévu pour février 2024.", [periods.month_of(2024, 2)]),
    ],
    "de": [
        ("Wir haben ihn am 8. Mai 2023 unterschrieben.", [Period(D(2023, 5, 8), D(2023, 5, 8))]),
        ("Der Umzug war im März 2022.", [periods.month_of(2022, 3)]),
        ("Das Treffen ist am 3. Oktober.", [periods.any_year(10)]),
    ],
    "it": [
        ("L'abbiamo firmato l'8 maggio 2023.", [Period(D(2023, 5, 8), D(2023, 5, 8))]),
        ("Il trasloco è stato a marzo del 2022.", [periods.month_of(2022, 3)]),
    ],
    # Words that are months elsewhere, with no day or year beside them: no date.
    "none": [
        ("Mai said she would call.", []),
        ("Julio called about the contract.", []),
        ("Nous avons parlé de Mars et de Vénus.", []),
        ("Fuimos al mar con Mayo.", []),
        ("Wir treffen uns im Mai.", []),  # a month alone in a text reads as a month only in English
        ("Tenemos 3 gatos y un perro.", []),
    ],
}


@pytest.mark.parametrize(("text", "dated"), [(t, p) for rows in TEXT_DATES.values() for t, p in rows])
def test_the_dates_a_memory_text_names_in_six_languages(text: str, dated: list[Period]) -> None:
    assert periods.text_periods(text) == dated


def test_a_day_is_within_a_period_a_vague_date_only_within_a_long_one() -> None:
    may_8 = Period(D(2023, 5, 8), D(2023, 5, 8))
    assert within(periods.month_of(2023, 5), may_8) and within(periods.any_year(5), may_8)
    assert within(periods.year_of(2023), may_8) and not within(periods.year_of(2024), may_8)
    assert within(periods.month_of(2023, 5), periods.year_of(2023))  # a year in a text: any of its months (as before)
    assert within(periods.month_of(2023, 5), periods.any_year(5))
    assert not within(periods.year_of(2023), periods.any_year(5))
    week = Period(D(2023, 5, 1), D(2023, 5, 7))
    assert not within(week, may_8) and within(week, Period(D(2023, 5, 7), D(2023, 5, 7)))
    # A date vaguer than a short asked period tells nothing about it: "May 2023" is not "last week".
    assert not within(week, periods.month_of(2023, 5)) and not within(week, periods.any_year(5))
    assert not within(week, periods.year_of(2023))


def _first_two(home: Path, facts: dict[str, tuple[str, dt.date]], question: str, today: dt.date) -> list[str]:
    """The slugs one fresh store (hash embedder, real index) recalls for ``question`` as of ``today``."""
    kura = Kura(load_settings(), embedder=HashEmbedder())
    try:
        for slug, (text, day) in facts.items():
            kura.remember(RememberRequest(content=text, slug=slug))
            kura.update(slug, UpdateRequest(valid_from=day))
        got = kura.recall(RecallRequest(question=question, k=2, hops=0), today=today)
    finally:
        kura.close()
        for p in (home / "stores").rglob("*"):
            if p.is_file():
                p.unlink()
    return [m.slug for m in got.memories]


RECENT, OLDER = D(2026, 11, 25), D(2026, 10, 21)  # a Wednesday in each of two weeks


@pytest.mark.parametrize(
    ("facts", "question"),
    [
        (
            {
                "archive-tape": ("We decided the photo archive moves to the tape library.", OLDER),
                "archive-array": ("We decided the photo archive moves to the storage array.", RECENT),
            },
            "What did we decide last week about the photo archive?",
        ),
        (
            {
                "archivo-cinta": ("Decidimos que el archivo de fotos pasa a la cinta.", OLDER),
                "archivo-discos": ("Decidimos que el archivo de fotos pasa a los discos.", RECENT),
            },
            "¿Qué decidimos la semana pasada sobre el archivo de fotos?",
        ),
    ],
)
def test_recall_puts_the_memory_made_last_week_first(
    kura_home: Path, facts: dict[str, tuple[str, dt.date]], question: str
) -> None:
    """Two memories say the same thing, made on different days (their ``valid_from``); "last week" is read
    against the recall's today: as of a day the week after RECENT's, RECENT's memory leads; as of a day the
    week after OLDER's, OLDER's does — the same store, the same question."""
    recent, older = (slug for slug, (_, day) in sorted(facts.items(), key=lambda kv: kv[1][1], reverse=True))
    assert _first_two(kura_home, facts, question, RECENT + dt.timedelta(days=7))[0] == recent
    assert _first_two(kura_home, facts, question, OLDER + dt.timedelta(days=7))[0] == older


@pytest.mark.parametrize(
    ("facts", "question"),
    [
        (
            {
                "archive-tape": ("We decided the photo archive moves to the tape library.", OLDER),
                "archive-array": ("We decided the photo archive moves to the storage array.", RECENT),
            },
            "What did we decide on Wednesday about the photo archive?",
        ),
        (
            {
                "archiv-band": ("Wir haben entschieden: das Fotoarchiv kommt auf das Bandarchiv.", OLDER),
                "archiv-platten": ("Wir haben entschieden: das Fotoarchiv kommt auf die Platten.", RECENT),
            },
            "Was haben wir letzten Mittwoch über das Fotoarchiv entschieden?",
        ),
    ],
)
def test_recall_puts_the_memory_made_on_the_named_weekday_first(
    kura_home: Path, facts: dict[str, tuple[str, dt.date]], question: str
) -> None:
    """The same store and question ("on Wednesday", "letzten Mittwoch"), read as of two days after each
    memory's Wednesday: the memory made that Wednesday leads."""
    recent, older = (slug for slug, (_, day) in sorted(facts.items(), key=lambda kv: kv[1][1], reverse=True))
    assert _first_two(kura_home, facts, question, RECENT + dt.timedelta(days=2))[0] == recent
    assert _first_two(kura_home, facts, question, OLDER + dt.timedelta(days=2))[0] == older


@pytest.mark.parametrize(
    "question",
    ["What did we decide on Friday?", "¿Dónde estábamos el viernes?"],  # the gate's past; its Romance imperfect
)
def test_a_weekday_read_on_the_loop_before_the_gate_is_loaded_would_wait_there(question: str) -> None:
    """A bare English weekday is read with the write gate's reading of a past, and a Spanish, Portuguese or Italian
    one its table finds no past in with the gate's imperfect; those rules load on the first write
    or the daemon's warm-up, not at its start. Importing them may wait on another thread's import, so on the event
    loop (``waits.forbidden``) the first such question raises ``WouldWait`` — the recall runs in a worker thread —
    and once they are loaded it is read there. In a fresh interpreter: the real module list, not a stand-in."""
    code = (
        "import datetime as dt, sys\n"
        "from kura_server import waits\n"
        "from kura_server.recall import periods\n"
        f"q, today = {question!r}, dt.date(2026, 1, 7)\n"
        "assert periods._GATE_WORDS not in sys.modules\n"
        "try:\n"
        "    with waits.forbidden():\n"
        "        periods.asked_period(q, today)\n"
        "except waits.WouldWait as exc:\n"
        "    print('would wait:', exc.what)\n"
        "print(periods.asked_period(q, today))\n"
        "assert periods._GATE_WORDS in sys.modules\n"
        "with waits.forbidden():\n"
        "    print(periods.asked_period(q, today))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120, check=True)
    friday = "Period(start=datetime.date(2026, 1, 2), end=datetime.date(2026, 1, 2), month=None)"
    assert out.stdout.splitlines() == ["would wait: the write gate's rules to load", friday, friday]


def test_a_weekday_told_in_a_past_its_table_reads_needs_no_gate_on_the_loop() -> None:
    """A bare weekday whose language's table finds the past ("hicimos", "haben … gemacht") is read on the event loop
    before the write gate's rules are loaded: no wait, and the gate is not imported for it."""
    code = (
        "import datetime as dt, sys\n"
        "from kura_server import waits\n"
        "from kura_server.recall import periods\n"
        "with waits.forbidden():\n"
        "    for q in ('¿Qué hicimos el viernes?', 'Was haben wir am Freitag gemacht?', 'Cosa è successo venerdì?'):\n"
        "        print(periods.asked_period(q, dt.date(2026, 1, 7)))\n"
        "print(periods._GATE_WORDS in sys.modules)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120, check=True)
    friday = "Period(start=datetime.date(2026, 1, 2), end=datetime.date(2026, 1, 2), month=None)"
    assert out.stdout.splitlines() == [friday, friday, friday, "False"]
