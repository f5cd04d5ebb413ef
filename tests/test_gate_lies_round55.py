"""Lies the gate still let through at the end of round 54 — a likeness, a contrast's subject, a time said over, read as
the person's — each refused now by a general reading, each beside an honest twin that is still kept:

- a simile read as the person's being ("I treat my dog like a king" → "The user is a king", "Habla como un abogado" →
  "El usuario es abogado"): ``roles.beside_role`` skipped a role whose head ends in "-ing" as a gerund ("is
  house-hunting"), so "a king" was never read; a word after the claim's article is a noun's, "-ing" or not. And
  "como", "comme", "come" before an indefinite article ("como un abogado", "comme un avocat", "come un avvocato",
  "como um advogado") is "like", a likeness, not the "as" of a role ("Trabajo como abogado", "Je travaille comme
  avocat", "Lavoro come avvocato"), as "wie ein" is to "als" (``roles._LIKENED``);
- a contrast whose second clause says the person's reaction to its own subject ("Cats are fine but dogs make me
  sneeze" → "Cats make the user sneeze", "Running bores me but swimming relaxes me" → "Running relaxes the user", "El
  café está bien pero el té me da sueño", "Kaffee ist okay, aber Tee macht mich müde"): a claim's clause that acts on
  the person binds its cause, the words before the person, to its effect (``binding._Bound.causes``); a quote's
  clause that acts on the person ("… me …", "mich", "mir") binds its own cause (``_Bound.cause``), and the claim's
  cause standing only in another clause of its own predicate ("cats are fine": ``_Bound.stated``) is bound otherwise
  (``binding._cause_rival``) — as round 54 bound a predicate's complement ("I love cats but I'm allergic to dogs");
- a time or a thing said to be over read as the person doing it ("The era of cheap flights is over" → "The user flies
  cheaply", "The days of long walks are gone", "Long walks are a thing of the past", "Die Zeit der langen
  Spaziergänge ist vorbei", "Il tempo delle lunghe passeggiate è finito", "C'est fini, les longues promenades"): a
  predicate of being that says a time of it over (its subject a word of a span of time: ``ending._ERA``), or
  anything past ("a thing of the past", "history", "behind me"), ends it, as "was dropped" does
  (``ending._ENDED_OVER``, ``_OVER_FIRST``). Not any event over ("My shift at the hospital is over": its setting
  stays), nor "done", "finished", which also say a work made ("The kitchen is done").

And "era" (the Spanish and Italian "was" among the stop words) is an English noun in a claim framed in English
(``carried._english_nouns``), as "son" and "war" are.

Kept: a role said with "as" or a bare "como"/"comme"/"come"/"als", a thing the simile's sentence says the person has
("I treat my dog like a king" → "… has a dog"), the contrast's own clause ("… but dogs make me sneeze" → "Dogs make the
user sneeze"), both subjects of one clause ("Both cats and dogs make me sneeze"), a pronoun that refers back ("I love
dogs, they make me happy"), what the person still does, and a time over beside the person's own clause ("Winter is
over and I'm back to long walks"). Left: "Ich koche wie ein Koch" → "Der Nutzer ist Koch" (the verb "koche" read as
the noun), "Les longues promenades, c'est fini" (the comma cuts the subject off), "Lange Spaziergänge sind vorbei",
"Le lunghe passeggiate sono finite" (a habit over without a word of time: told from an event over, "The meeting is
over", by no form)."""

from __future__ import annotations

import pytest
from gate_verdict import kept, refused

# --- a likeness read as a role --------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I treat my dog like a king.", "The user is a king."),
        ("I treat my cat like a princess.", "The user is a princess."),
        ("I sleep like a baby.", "The user is a baby."),
        ("Habla como un abogado.", "El usuario es abogado."),
        ("Habla como un abogado.", "El usuario es un abogado."),
        ("I'm treated like a queen at work.", "The user is a queen."),
        ("Ella me trata como una reina.", "El usuario es reina."),
        ("Tengo un perro y lo trato como un rey.", "El usuario es rey."),
        ("Me siento como un turista en mi ciudad.", "El usuario es turista."),
        ("Cocino como un chef.", "El usuario es chef."),
        ("Trabajo como un esclavo.", "El usuario es esclavo."),
        ("Je cuisine comme un chef.", "L'utilisateur est chef."),
        ("Parla come un avvocato.", "L'utente è avvocato."),
        ("Fala como um advogado.", "O usuário é advogado."),
    ],
)
def test_a_likeness_is_no_role(said: str, claim: str) -> None:
    refused(said, claim)


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I work as a lawyer.", "The user is a lawyer."),
        ("Trabajo como abogado.", "El usuario es abogado."),
        ("Je travaille comme avocat.", "L'utilisateur est avocat."),
        ("Ich arbeite als Arzt.", "Der Benutzer ist Arzt."),
        ("Lavoro come avvocato.", "L'utente è avvocato."),
        ("Trabalho como advogado.", "O usuário é advogado."),
        ("I treat my dog like a king.", "The user has a dog."),
        ("Tengo un perro y lo trato como un rey.", "El usuario tiene un perro."),
        ("I'm the oldest sibling.", "The user is the oldest sibling."),
        ("I'm house-hunting.", "The user is house-hunting."),
    ],
)
def test_a_role_said_as_one_is_kept(said: str, claim: str) -> None:
    kept(said, claim)


# --- a contrast's cause bound to its own effect ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("Cats are fine but dogs make me sneeze.", "Cats make the user sneeze."),
        ("Dogs are great but cats make me sneeze.", "Dogs make the user sneeze."),
        ("Beer is fine but wine gives me headaches.", "Beer gives the user headaches."),
        ("Running bores me but swimming relaxes me.", "Running relaxes the user."),
        ("Coffee is ok but tea makes me sleepy.", "Coffee makes the user sleepy."),
        ("Cats are fine and dogs make me sneeze too.", "Cats make the user sneeze."),
        ("Jazz is nice but rock music gets me pumped.", "Jazz gets the user pumped."),
        ("Spinach is fine but kale gives me a stomachache.", "Spinach gives the user a stomachache."),
        ("Podcasts are fun but audiobooks put me to sleep.", "Podcasts put the user to sleep."),
        ("El café está bien pero el té me da sueño.", "El café le da sueño al usuario."),
        ("Le café est bon, mais le thé me donne sommeil.", "Le café donne sommeil à l'utilisateur."),
        ("Kaffee ist okay, aber Tee macht mich müde.", "Kaffee macht den Nutzer müde."),
        ("Rain is ok but thunder scares me.", "Rain scares the user."),
        ("Spiders don't bother me but snakes terrify me.", "Spiders terrify the user."),
        ("Math is hard but chess excites me.", "Math excites the user."),
        ("My job stresses me out but yoga calms me down.", "The user's job calms the user down."),
        ("I love hiking but rain makes me miserable.", "Hiking makes the user miserable."),
        ("Work is busy but my kids keep me going.", "Work keeps the user going."),
        ("My mom is great, my dad annoys me though.", "The user's mom annoys the user."),
    ],
)
def test_a_cause_is_bound_to_its_own_clause(said: str, claim: str) -> None:
    refused(said, claim)


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("Dogs make me sneeze.", "Dogs make the user sneeze."),
        ("Cats are fine but dogs make me sneeze.", "Dogs make the user sneeze."),
        ("Running bores me but swimming relaxes me.", "Swimming relaxes the user."),
        ("Running bores me but swimming relaxes me.", "Running bores the user."),
        ("Both cats and dogs make me sneeze.", "Cats make the user sneeze."),
        ("Both cats and dogs make me sneeze.", "Dogs make the user sneeze."),
        ("Cats and dogs make me sneeze.", "Cats make the user sneeze."),
        ("Podcasts are fun but audiobooks put me to sleep.", "Audiobooks put the user to sleep."),
        ("El café está bien pero el té me da sueño.", "El té le da sueño al usuario."),
        ("Le café est bon, mais le thé me donne sommeil.", "Le thé donne sommeil à l'utilisateur."),
        ("Kaffee ist okay, aber Tee macht mich müde.", "Tee macht den Nutzer müde."),
        ("I love dogs, they make me happy.", "Dogs make the user happy."),
        ("Cats make me sneeze but I love them.", "Cats make the user sneeze."),
        ("Math is hard but chess excites me.", "Chess excites the user."),
        ("My job stresses me out but yoga calms me down.", "Yoga calms the user down."),
        ("My sister's cat makes me sneeze.", "The user's sister's cat makes the user sneeze."),
        ("I love hiking but rain makes me miserable.", "Rain makes the user miserable."),
        ("My mom is great, my dad annoys me though.", "The user's dad annoys the user."),
        ("Painting is hard but it relaxes me.", "Painting relaxes the user."),
        ("Reading is fun and writing helps me think.", "Writing helps the user think."),
        ("I drink coffee every morning and the caffeine keeps me awake.", "The caffeine keeps the user awake."),
    ],
)
def test_a_cause_said_with_its_effect_is_kept(said: str, claim: str) -> None:
    kept(said, claim)


# --- a time or a thing said over ------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("The era of cheap flights is over.", "The user flies cheaply."),
        ("The era of cheap flights is over.", "The user takes cheap flights."),
        ("The age of cheap rent is over.", "The user pays cheap rent."),
        ("The days of long walks are gone.", "The user takes long walks."),
        ("Long walks are a thing of the past.", "The user takes long walks."),
        ("My late-night gaming sessions are history.", "The user has late-night gaming sessions."),
        ("Se acabaron los paseos largos.", "El usuario da paseos largos."),
        ("C'est fini, les longues promenades.", "L'utilisateur fait de longues promenades."),
        ("Die Zeit der langen Spaziergänge ist vorbei.", "Der Nutzer macht lange Spaziergänge."),
        ("Die Zeit der billigen Flüge ist vorbei.", "Der Nutzer fliegt billig."),
        ("Il tempo delle lunghe passeggiate è finito.", "L'utente fa lunghe passeggiate."),
        ("Los tiempos de los paseos largos están terminados.", "El usuario da paseos largos."),
        ("Le temps des longues promenades est fini.", "L'utilisateur fait de longues promenades."),
        ("My running days are over.", "The user runs."),
    ],
)
def test_what_is_over_is_not_done(said: str, claim: str) -> None:
    refused(said, claim)


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I fly cheaply these days.", "The user flies cheaply."),
        ("I still take long walks.", "The user takes long walks."),
        ("Cheap flights got me to Rome.", "The user took cheap flights."),
        ("The rain is over, so I take long walks again.", "The user takes long walks."),
        ("Winter is over and I'm back to long walks.", "The user takes long walks."),
        ("My exam is over, now I can relax.", "The user can relax."),
        ("Summer is over, but I still swim in the lake every day.", "The user swims in the lake."),
        ("The pandemic is over, so I go to concerts again.", "The user goes to concerts."),
        ("My shift at the hospital is over.", "The user works at the hospital."),
        ("The meeting with my boss is over.", "The user has a boss."),
        ("My husband is gone for the week.", "The user has a husband."),
        ("I went over the budget with my wife.", "The user has a wife."),
        ("The kitchen is done and I love cooking in it.", "The user loves cooking."),
        ("I miss the era of cheap flights.", "The user misses the era of cheap flights."),
    ],
)
def test_what_is_still_done_is_kept(said: str, claim: str) -> None:
    kept(said, claim)
