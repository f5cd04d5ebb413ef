"""Lies the gate still let through at the end of round 55 — a contrast's effect, or a likeness, bound to the wrong
subject abroad — each refused now by a general reading, each beside an honest twin that is still kept:

- a contrast whose second clause says the person's reaction to its own subject, in French, Italian and Portuguese
  ("J'adore le tennis mais le foot m'ennuie" → "Le tennis ennuie l'utilisateur", "Adoro il tennis ma il calcio mi
  annoia" → "Il tennis annoia l'utente", "Gosto de nadar mas correr me cansa" → "Nadar cansa o usuário"): round 55
  bound a quote's cause to its effect (``binding._Bound.cause``, ``_cause_rival``), but three things kept the reading
  from these. French "me" elided on to its verb ("m'ennuie") was no person acted on (``binding._ACTED_ON_ME`` took
  "m'" only before a space); it is now. A clause whose subject goes unsaid, a verb of liking in the first person
  ("Adoro il tennis", "Gosto de nadar", "Odio el golf"), was no clause of its own predicate (``_OWN_PREDICATE`` read
  "I", "je", "io", "eu", not the verb); the first person of a verb of liking says the person is its subject as "I"
  does, and so does a verb whose first person ends in "-o" opening its clause before an article or a preposition
  ("Juego al tenis", "Nado en el mar", "Gioco a tennis"). And Italian "ma" cut no clause before an article
  (``words._CLAUSE_START`` cut it only before "io", "sono", "mi", …: French "ma" is a possessive): an article — "il",
  "lo", "gli", "i", "la", "le", "l'", "un", "una" — follows no French "ma", nor does a possessive ("ma mia madre mi
  annoia") or a verb of liking in the first person ("ma adoro il tennis");
- "whereas" a contrast as "but" is ("Adoro el tenis mientras que el fútbol me aburre", "Gosto de nadar enquanto correr
  me cansa", "Il vino mi rilassa mentre il caffè mi agita", "Le vin me calme alors que le café m'énerve", "… tandis
  que …", "Tea calms me whereas coffee makes me jittery"), and "while" before a clause of its own ("I love tennis
  while football bores me"; not "a while", nor "while hiking", "while on the trip", "while still …", a time): each cuts
  a clause (``words._CLAUSE_START``), so each clause binds its own cause;
- a likeness's verb read as the role ("Ich koche wie ein Koch" → "Der Nutzer ist Koch"): ``roles.beside_role`` matched
  the verb "koche" to the role "Koch", and a word said bare after neither a determiner nor a being
  (``roles._predicated``'s None) backs a claim in another language than English. A word right after the person alone
  as a subject ("ich", "je", "yo", "io", "eu", "I": ``roles._VERB_PERSON``) is their verb, not what they are
  (``_predicated``'s False), unless it is the role itself ("…, dass ich Vegetarier bin": German puts the verb last); not
  after "we" ("wir Köche", "we nurses" are nouns).

Kept: the contrast's own clause ("Le foot ennuie l'utilisateur", "Il calcio annoia l'utente", "Correr cansa o
usuário"), in either order; what the person likes ("All'utente piace il tennis"); a contrast with "while", "mientras"
said of a time ("Me gusta correr mientras escucho música" → "… le gusta correr mientras escucha música"); a role said
with "als" or "bin" ("Ich arbeite als Koch", "Ich bin Koch", "Wir Köche arbeiten hart"); French "ma" a possessive
("J'aime ma femme mais ma belle-mère m'énerve" → "La belle-mère de l'utilisateur énerve l'utilisateur").

Left: "Ich liebe Tennis doch Fußball langweilt mich" (no comma: "doch" is a particle as often as a "but"; German
"während" cuts nothing either, a preposition as often, but the comma German writes before it cuts), "Adoro il tennis,
il calcio però mi annoia" → "Il tennis annoia l'utente" (Italian "però" after its subject, folded as Spanish "pero",
cuts the subject off its verb), "Jogo tênis mas o futebol me cansa" → "O tênis cansa o usuário" (a first person in
"-o" before a bare noun: no clause of its own predicate), "Tango and salsa are fun but waltz makes me dizzy" → "Tango
makes the user dizzy" (a list's item before "and"), "Il tè mi
rilassa ma il caffè mi agita" → "Il tè agita l'utente" (Italian "tè", folded, is the pronoun "te", a stop word), "Les
chats, ça va, mais les chiens me font éternuer" → "Les chats font éternuer l'utilisateur" (the comma cuts "les chats"
off its predicate "ça va", read as a list's item). And now refused: "Ich male jeden Tag" → "Der Nutzer ist Maler"
(a verb of the person no role; English "I paint" still backs "a painter" through ``roles._does_agent``)."""

from __future__ import annotations

import pytest
from gate_verdict import kept, refused

# --- a contrast's effect bound to its own clause, abroad ------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("J'adore le tennis mais le foot m'ennuie.", "Le tennis ennuie l'utilisateur."),
        ("Le foot m'ennuie mais j'adore le tennis.", "Le tennis ennuie l'utilisateur."),
        ("J'aime les chats mais les chiens me font éternuer.", "Les chats font éternuer l'utilisateur."),
        ("J'aime le thé mais le café m'empêche de dormir.", "Le thé empêche l'utilisateur de dormir."),
        ("J'aime ma femme mais ma belle-mère m'énerve.", "La femme de l'utilisateur énerve l'utilisateur."),
        ("Adoro il tennis ma il calcio mi annoia.", "Il tennis annoia l'utente."),
        ("Il calcio mi annoia ma adoro il tennis.", "Il tennis annoia l'utente."),
        ("Adoro il tennis però il calcio mi annoia.", "Il tennis annoia l'utente."),
        ("Adoro il tennis, il calcio invece mi annoia.", "Il tennis annoia l'utente."),
        ("Il vino mi rilassa ma il caffè mi agita.", "Il vino agita l'utente."),
        ("Mi piacciono i gatti ma i cani mi fanno starnutire.", "I gatti fanno starnutire l'utente."),
        ("Gosto de nadar mas correr me cansa.", "Nadar cansa o usuário."),
        ("Correr me cansa mas gosto de nadar.", "Nadar cansa o usuário."),
        ("Gosto de gatos mas os cães me fazem espirrar.", "Os gatos fazem o usuário espirrar."),
        ("O chá me acalma mas o café me agita.", "O chá agita o usuário."),
        ("Adoro el tenis pero el fútbol me aburre.", "El tenis aburre al usuario."),
        ("Odio el golf, pero el tenis me relaja.", "El golf relaja al usuario."),
        ("Ich liebe Tennis, aber Fußball nervt mich.", "Tennis nervt den Nutzer."),
        ("Ich liebe Tennis, doch Fußball langweilt mich.", "Tennis langweilt den Nutzer."),
        ("Ich liebe Tennis, Fußball langweilt mich allerdings.", "Tennis langweilt den Nutzer."),
        ("Juego al tenis pero el fútbol me aburre.", "El tenis aburre al usuario."),
        ("Nado en el mar pero la piscina me aburre.", "El mar aburre al usuario."),
        ("Gioco a tennis ma il calcio mi annoia.", "Il tennis annoia l'utente."),
    ],
)
def test_a_contrasts_effect_is_its_own_clauses_abroad(said: str, claim: str) -> None:
    refused(said, claim)


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("Adoro el tenis mientras que el fútbol me aburre.", "El tenis aburre al usuario."),
        ("Gosto de nadar enquanto correr me cansa.", "Nadar cansa o usuário."),
        ("Il vino mi rilassa mentre il caffè mi agita.", "Il vino agita l'utente."),
        ("Le vin me calme alors que le café m'énerve.", "Le vin énerve l'utilisateur."),
        ("Le vin me calme tandis que le café m'énerve.", "Le vin énerve l'utilisateur."),
        ("J'adore le tennis alors que le foot m'ennuie.", "Le tennis ennuie l'utilisateur."),
        ("Tea calms me whereas coffee makes me jittery.", "Tea makes the user jittery."),
        ("I love tennis while football bores me.", "Tennis bores the user."),
        ("Adoro il mare ma mia madre mi annoia.", "Il mare annoia l'utente."),
    ],
)
def test_whereas_is_a_contrast(said: str, claim: str) -> None:
    refused(said, claim)


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("J'adore le tennis mais le foot m'ennuie.", "Le foot ennuie l'utilisateur."),
        ("Le foot m'ennuie mais j'adore le tennis.", "Le foot ennuie l'utilisateur."),
        ("J'adore le tennis mais le foot m'ennuie.", "L'utilisateur adore le tennis."),
        ("J'aime les chats mais les chiens me font éternuer.", "Les chiens font éternuer l'utilisateur."),
        ("J'aime ma femme mais ma belle-mère m'énerve.", "La belle-mère de l'utilisateur énerve l'utilisateur."),
        ("Adoro il tennis ma il calcio mi annoia.", "Il calcio annoia l'utente."),
        ("Adoro il tennis ma il calcio mi annoia.", "All'utente piace il tennis."),
        ("Il calcio mi annoia ma adoro il tennis.", "Il calcio annoia l'utente."),
        ("Adoro il tennis però il calcio mi annoia.", "Il calcio annoia l'utente."),
        ("Il vino mi rilassa ma il caffè mi agita.", "Il vino rilassa l'utente."),
        ("Il vino mi rilassa ma il caffè mi agita.", "Il caffè agita l'utente."),
        ("Mi piacciono i gatti ma i cani mi fanno starnutire.", "I cani fanno starnutire l'utente."),
        ("Gosto de nadar mas correr me cansa.", "Correr cansa o usuário."),
        ("Gosto de nadar mas correr me cansa.", "O usuário gosta de nadar."),
        ("Gosto de gatos mas os cães me fazem espirrar.", "Os cães fazem o usuário espirrar."),
        ("Adoro el tenis pero el fútbol me aburre.", "El fútbol aburre al usuario."),
        ("Odio el golf, pero el tenis me relaja.", "El tenis relaja al usuario."),
        ("Odio el golf, pero el tenis me relaja.", "El usuario odia el golf."),
        ("Ich liebe Tennis, aber Fußball nervt mich.", "Fußball nervt den Nutzer."),
        ("Adoro el tenis mientras que el fútbol me aburre.", "El fútbol aburre al usuario."),
        ("Gosto de nadar enquanto correr me cansa.", "Correr cansa o usuário."),
        ("Il vino mi rilassa mentre il caffè mi agita.", "Il caffè agita l'utente."),
        ("Le vin me calme alors que le café m'énerve.", "Le café énerve l'utilisateur."),
        ("Le vin me calme tandis que le café m'énerve.", "Le vin calme l'utilisateur."),
        ("Tea calms me whereas coffee makes me jittery.", "Coffee makes the user jittery."),
        ("I love tennis while football bores me.", "Football bores the user."),
        ("Adoro il mare ma mia madre mi annoia.", "La madre dell'utente annoia l'utente."),
        ("I read while the kids sleep.", "The user reads while the kids sleep."),
        ("I listen to podcasts while running.", "The user listens to podcasts while running."),
        ("I listen to podcasts while I cook dinner.", "The user listens to podcasts while cooking dinner."),
        ("My son got hurt while we were on the road trip.", "The user's son got hurt during the road trip."),
        ("Me gusta correr mientras escucho música.", "Al usuario le gusta correr mientras escucha música."),
        ("Gosto de correr enquanto ouço música.", "O usuário gosta de correr enquanto ouve música."),
        ("Mi piace leggere mentre viaggio in treno.", "All'utente piace leggere mentre viaggia in treno."),
        ("J'aime lire alors que mon mari regarde la télé.", "L'utilisateur aime lire."),
        ("Ma mère m'ennuie.", "La mère de l'utilisateur ennuie l'utilisateur."),
        ("Juego al tenis pero el fútbol me aburre.", "El fútbol aburre al usuario."),
        ("Nado en el mar pero la piscina me aburre.", "La piscina aburre al usuario."),
        ("Gioco a tennis ma il calcio mi annoia.", "Il calcio annoia l'utente."),
    ],
)
def test_a_contrasts_own_clause_is_kept_abroad(said: str, claim: str) -> None:
    kept(said, claim)


# --- a likeness's verb is no role -----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("Ich koche wie ein Koch.", "Der Nutzer ist Koch."),
        ("Ich male wie ein Maler.", "Der Nutzer ist Maler."),
        ("Ich rede wie ein Anwalt.", "Der Nutzer ist Anwalt."),
        ("Ich singe wie ein Profi.", "Der Nutzer ist Profi."),
        ("Io cucino come uno chef.", "L'utente è chef."),
        ("Eu cozinho como um chef.", "O usuário é chef."),
        ("Yo cocino como un chef.", "El usuario es chef."),
        ("Falo como um advogado.", "O usuário é advogado."),
        ("Parlo come un avvocato.", "L'utente è avvocato."),
        ("I cook like a chef.", "The user is a chef."),
    ],
)
def test_a_likeness_with_the_persons_verb_is_no_role(said: str, claim: str) -> None:
    refused(said, claim)


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("Ich arbeite als Koch.", "Der Nutzer ist Koch."),
        ("Ich arbeite als Koch in einem Hotel.", "Der Nutzer ist Koch."),
        ("Ich bin Koch.", "Der Nutzer ist Koch."),
        ("Ich bin gelernter Koch.", "Der Nutzer ist Koch."),
        ("Wir Köche arbeiten hart.", "Der Nutzer ist Koch."),
        ("Ich, Koch seit zehn Jahren, liebe meinen Beruf.", "Der Nutzer ist Koch."),
        ("Ich koche wie ein Koch.", "Der Nutzer kocht."),
        ("Vergiss nicht, dass ich Vegetarier bin.", "Der Nutzer ist Vegetarier."),
        ("Ich weiß, dass ich Koch bin.", "Der Nutzer ist Koch."),
        ("Ich unterrichte als Lehrer.", "Der Nutzer ist Lehrer."),
        ("Lavoro come avvocato.", "L'utente è avvocato."),
        ("Trabalho como advogado.", "O usuário é advogado."),
        ("Trabajo como chef.", "El usuario es chef."),
        ("Je travaille comme chef.", "L'utilisateur est chef."),
        ("Sono cuoco.", "L'utente è cuoco."),
        ("I work as a chef.", "The user is a chef."),
        ("I paint every day.", "The user is a painter."),
    ],
)
def test_a_role_said_as_one_is_still_kept(said: str, claim: str) -> None:
    kept(said, claim)
