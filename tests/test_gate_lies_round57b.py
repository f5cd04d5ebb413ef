"""Lies the gate still let through on h57-base — a liking bound to the clause of a contrast that says the opposite,
and a habit said over — each refused now by a general reading, each beside an honest twin that is still kept:

- a contrast whose first clause says the person's fondness and whose second says what bores, tires or upsets them
  ("Adoro il tennis, il calcio però mi annoia" → "L'utente adora il calcio", "All'utente piace il calcio"; "Ich liebe
  Tennis doch Fußball langweilt mich" → "Der Nutzer liebt Fußball"; "Il tè mi rilassa ma il caffè mi agita" → "Il
  caffè rilassa l'utente"; "Tango and salsa are fun but waltz makes me dizzy" → "The user finds waltz fun"). Five
  things kept ``binding.rebound`` from these. Italian "però" after the subject it contrasts, folded as Spanish "pero",
  cut the subject off its verb and left "il calcio" an apposition of the clause before (``base._appositions`` now
  carries a short part cut at a comma and ended by "però" on to the clause after it). German "doch" cut no clause
  (``words._CLAUSE_START`` now cuts it before a subject of its own, "doch ich …", or a noun and its verb acting on
  the person, "doch Fußball langweilt mich"; not the particle, "Ich liebe doch Tennis", "Das ist doch gut"). Italian
  "tè", folded, was the pronoun "te", a stop word (``words._ACCENTED_CONTENT`` reads "tè" as "thé" and "té" are). The
  claim's word of fondness was bound only where a quote said the same verb ("adoro", not "piace"; and "adora" was no
  verb of liking at all): ``binding._FONDNESS`` binds a claim's word of fondness wherever a quote says any. And the
  person's judgment "finds X fun" named no subject for "fun" (``binding._FINDS``: what the person finds a way is its
  subject, as "X is fun for the user" says);
- a French liking a quote never says ("Les chats, ça va, mais les chiens me font éternuer" → "L'utilisateur apprécie
  les chiens", "Les chiens plaisent à l'utilisateur"): ``stance._STANCE`` credited "aime", "adore", not "apprécie",
  "plaît";
- a habit said over ("I'm done with long walks" → "The user enjoys long walks", "… takes long walks"; "Fini les
  longues promenades" → "L'utilisateur fait de longues promenades"; "Das Klettern ist vorbei" → "Der Nutzer
  klettert"): ``ending._OVER_DONE`` reads "I'm done with", "we're through with" (not the day's work ended, "… for
  today", ``_FOR_THE_DAY``); ``_OVER_ENOUGH`` reads "Fini les …", "Finite le …" at a clause's start; and
  ``_over_ended`` reads German's doing said as a noun ("Das Klettern", "Das Rauchen": ``_GERUND_DE``) as it reads a
  bare gerund (not "Das Treffen", "Das Essen", events).

Kept: the contrast's fond clause ("L'utente adora il tennis", "Der Nutzer liebt Tennis", "Il tè rilassa l'utente",
"The user finds tango fun") and its own ("Il calcio annoia l'utente", "Fußball langweilt den Nutzer"); German "doch"
the particle ("Ich liebe doch Tennis"); "I'm done with work for today, now I go for long walks" → takes long walks; a
French liking said ("J'adore les chiens" → "L'utilisateur apprécie les chiens").

Left: "I'm never done with long walks, I love them" → "The user takes long walks" (and "I never get tired of long
walks" → "The user enjoys long walks") are sent to review on h57-base already by the negation reading ("never" read
as negating the walks): an honest claim lost before this round, not by it. "Jogo tênis mas o futebol me cansa" → "O
usuário gosta de futebol" and "Les chats, ça va, …" → "L'utilisateur aime les chiens" were refused on h57-base
already (a liking no quote carries); "Jogo tênis mas o futebol me cansa" → "O tênis cansa o usuário" still passes (a
first person in "-o" before a bare noun is no clause of its own predicate). "I'm done with work" → "The user works"
is now sent to review (a day's end said without "for today" reads as a thing given up)."""

from __future__ import annotations

import pytest
from gate_verdict import kept, refused

# --- a fondness bound to the clause of a contrast that says the opposite --------------------------------------------


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("Adoro il tennis, il calcio però mi annoia", "All'utente piace il calcio."),
        ("Adoro il tennis, il calcio però mi annoia", "L'utente adora il calcio."),
        ("Adoro il tennis, il calcio però mi annoia", "Il tennis annoia l'utente."),
        ("Adoro il tennis ma il calcio mi annoia", "All'utente piace il calcio."),
        ("Adoro il tennis ma il calcio mi annoia", "L'utente adora il calcio."),
        ("Ich liebe Tennis doch Fußball langweilt mich", "Der Nutzer liebt Fußball."),
        ("Ich liebe Tennis doch der Lärm stört mich", "Der Nutzer liebt den Lärm."),
        ("Il tè mi rilassa ma il caffè mi agita", "Il caffè rilassa l'utente."),
        ("Il tè mi rilassa ma il caffè mi agita", "Il tè agita l'utente."),
        ("Tango and salsa are fun but waltz makes me dizzy", "The user finds waltz fun."),
        ("I find jazz relaxing but rock makes me tense", "The user finds rock relaxing."),
    ],
)
def test_a_fondness_is_the_clause_s_that_says_it(said: str, claim: str) -> None:
    refused(said, claim)


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("Les chats, ça va, mais les chiens me font éternuer", "L'utilisateur apprécie les chiens."),
        ("Les chats, ça va, mais les chiens me font éternuer", "Les chiens plaisent à l'utilisateur."),
    ],
)
def test_a_french_liking_no_quote_says(said: str, claim: str) -> None:
    refused(said, claim, "drop")


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("Adoro il tennis, il calcio però mi annoia", "L'utente adora il tennis."),
        ("Adoro il tennis, il calcio però mi annoia", "Il calcio annoia l'utente."),
        ("Ich liebe Tennis doch Fußball langweilt mich", "Der Nutzer liebt Tennis."),
        ("Ich liebe Tennis doch Fußball langweilt mich", "Fußball langweilt den Nutzer."),
        ("Ich liebe doch Tennis", "Der Nutzer liebt Tennis."),
        ("Il tè mi rilassa ma il caffè mi agita", "Il tè rilassa l'utente."),
        ("Il tè mi rilassa ma il caffè mi agita", "Il caffè agita l'utente."),
        ("Tango and salsa are fun but waltz makes me dizzy", "The user finds tango fun."),
        ("Tango and salsa are fun but waltz makes me dizzy", "The user finds salsa fun."),
        ("I find jazz relaxing but rock makes me tense", "The user finds jazz relaxing."),
        ("J'adore les chiens", "L'utilisateur apprécie les chiens."),
        ("J'aime les chiens", "Les chiens plaisent à l'utilisateur."),
    ],
)
def test_the_fond_clause_is_kept(said: str, claim: str) -> None:
    kept(said, claim)


# --- a habit said over ----------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I'm done with long walks", "The user enjoys long walks."),
        ("I'm done with long walks", "The user takes long walks."),
        ("I am so done with night shifts", "The user works night shifts."),
        ("We're through with Jenkins", "The team uses Jenkins."),
        ("Fini les longues promenades", "L'utilisateur fait de longues promenades."),
        ("Fini le tennis", "L'utilisateur joue au tennis."),
        ("Das Klettern ist vorbei", "Der Nutzer klettert."),
        ("Das Segeln ist vorbei", "Der Nutzer segelt."),
    ],
)
def test_a_habit_said_over_is_no_more(said: str, claim: str) -> None:
    refused(said, claim)


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I'm done with work for today, now I go for long walks", "The user takes long walks."),
        ("I'm done with Jenkins, we use GitLab now", "The team uses GitLab."),
        ("I love long walks", "The user enjoys long walks."),
        ("Le tennis, je n'ai jamais fini de l'aimer", "L'utilisateur aime le tennis."),
        ("Ich klettere jeden Tag", "Der Nutzer klettert."),
    ],
)
def test_a_habit_not_over_is_kept(said: str, claim: str) -> None:
    kept(said, claim)
