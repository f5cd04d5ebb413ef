"""Round 57 (honest19): honest namings, proposals and posts the gate refused, each beside the lie it must still refuse.

- a name given the person abroad: "Mes parents m'ont appelée Lucie" backs "L'utilisatrice s'appelle Lucie", "Meine
  Eltern haben mich Lucia genannt" backs "Die Nutzerin heißt Lucia" (and "Mis padres me llamaron Lucía" backs "La
  usuaria se llama Lucía", "Meus pais me chamaram de Lúcia" "A usuária se chama Lúcia") — dropped on ``h57-base`` by
  ``subject.others`` as the parents' ("mes parents", "meine eltern"): a clause that opens with one of the person's
  was theirs unless it held the person's subject or a post conferred on them. ``words._named_abroad`` now reads the
  French and Italian perfect of a naming with the person's clitic ("m'ont appelée Lucie", "mi hanno chiamata
  Lucia": ``_NAMED_PARTICIPLE`` after ``_NAMED_AUXILIARY``) and the German one with "mich" before the name ("haben
  mich Lucia genannt", "nannten mich Lucia": ``_NAMED_DE``), and ``subject.others`` reads such a clause as the
  person's own, as "My parents named me Lucia" is. ``words._RENAMED`` reads the name changed abroad ("…, mais j'ai
  changé de prénom", "cambié de nombre", "habe meinen Namen geändert"), which keeps a naming abroad a past. Not a
  wish ("Meine Eltern wollten mich Lucia nennen", "Mes parents voulaient m'appeler Lucie"), a near one ("… mich fast
  Lucia genannt", "… m'ont presque appelée Lucie"), another's ("… ont appelé ma sœur Lucie"), nor a call ("On m'a
  appelée hier").
- a proposal said by asking abroad, the yes after it: "Ho chiesto la mano di Lena e ha accettato" backs "L'utente è
  fidanzato con Lena", "Le pedí a Lena que se casara conmigo y dijo que sí" "El usuario está comprometido con Lena"
  — read as a past on ``h57-base``; ``words._PROPOSAL_TAKEN`` now reads the Italian and the Spanish and Portuguese
  asking (read by ``words._offered`` over ``_PROPOSING``, "chiesto" added), and ``words._AND_AUXILIARY`` reads the
  third person's auxiliary between "and" and a past ("… e ha detto di sì"): its subject is in the auxiliary, the
  name before the "and" no subject of it; "Ho chiesto a Lena di sposarmi e ha detto di sì" backs "L'utente è
  fidanzato con Lena" — ``roles.beside_role`` read "Lena" as the role, said only after "chiesto a": the "with" abroad
  ("con", "avec", "com") joins ``roles._ROLE_NOT_NOUN``, a tie to one named, as "… is engaged to Lena" is. Not one
  said no to, only asked, nor a wedding ("… è sposato con Lena"); and an engagement broken off abroad
  (``words._WED_ENDED``: "…, pero luego rompimos", "ci siamo lasciati", "getrennt") is none — "Le pedí matrimonio a
  Lena y dijo que sí, pero luego rompimos" → "El usuario está comprometido con Lena" passed on ``h57-base``.
- a post named on the person by a passive: "I was named team lead last year" backs "The user is the team lead" —
  ``roles._predicated`` read "named team lead" as no being (the person's passive "was named" is a conferral,
  ``_RAISED_TO`` after "was", "were", "got": ``_PASSIVE_OF_ME``; "I got appointed treasurer" too), unless the sentence
  puts them out of it (``words._dismissed``). Not "… but Ana took over in May", "I was almost named team lead", "My
  sister was named team lead", "I was named after a team lead".
- a post conferred by the French or Italian perfect passive: "J'ai été promue cheffe d'équipe chez Lumaret" backs
  "L'utilisatrice est cheffe d'équipe chez Lumaret", "Sono stata promossa a direttrice" "L'utente è direttrice" — a
  past ("été", "stata"); ``words._PERFECT_PASSIVE`` reads "été" after "j'ai"/"avons", "stato" after "sono"/"siamo",
  a conferral's participle after it (``_CHANGE_ELSEWHERE``), as "fui promovido" is. Not "…, puis licenciée", "J'ai
  été cheffe d'équipe" (a past), "J'ai failli être promue …", nor another's.

Left: "J'ai demandé à Lena de m'épouser et elle a dit oui" → "L'utilisateur est fiancé à Lena" (reading it let
"L'utilisateur est marié à Lena" through: "m'épouser" is read as a wedding, so not read); "Me eligieron alcalde en
2010 y en 2014 me reeligieron" → "El usuario es el alcalde" (read as a past: a re-election abroad, "me reeligieron",
is no ``ending._CONFERRED_AGAIN``); "Empecé en Google en marzo" → "El usuario trabaja en Google" (``relation.used``:
no start abroad in the work family; adding one let "J'ai commencé chez Google en mars, puis je suis partie en juin",
"Comecei no Google em março e saí em junho", "Empecé en Google en marzo, pero renuncié en junio" and "Ho iniziato da
Google a marzo, poi mi sono licenziato" through — a leaving abroad ``ending`` does not read — so not added); "Entré en
Google en marzo" (a past); "Pedi à Lena que se casasse comigo e ela disse sim" (read as a musing: "se casasse").
"""

from __future__ import annotations

import pytest
from gate_verdict import kept, refused


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        # a name given the person abroad
        ("Mes parents m'ont appelée Lucie.", "L'utilisatrice s'appelle Lucie."),
        ("Meine Eltern haben mich Lucia genannt.", "Die Nutzerin heißt Lucia."),
        ("Mis padres me llamaron Lucía.", "La usuaria se llama Lucía."),
        ("Meus pais me chamaram de Lúcia.", "A usuária se chama Lúcia."),
        # a proposal said by asking abroad, and the yes
        ("Ho chiesto la mano di Lena e ha accettato.", "L'utente è fidanzato con Lena."),
        ("Le pedí a Lena que se casara conmigo y dijo que sí.", "El usuario está comprometido con Lena."),
        ("Ho chiesto a Lena di sposarmi e ha detto di sì.", "L'utente è fidanzato con Lena."),
        # a post named on the person by a passive
        ("I was named team lead last year.", "The user is the team lead."),
        ("I got appointed treasurer.", "The user is the treasurer."),
        # a post conferred by the French or Italian perfect passive
        ("J'ai été promue cheffe d'équipe chez Lumaret.", "L'utilisatrice est cheffe d'équipe chez Lumaret."),
        ("J'ai été promu directeur.", "L'utilisateur est directeur."),
        ("Sono stata promossa a direttrice.", "L'utente è direttrice."),
    ],
)
def test_honest_kept(said: str, claim: str) -> None:
    kept(said, claim)


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("Meine Eltern wollten mich Lucia nennen.", "Die Nutzerin heißt Lucia."),
        ("Meine Eltern haben mich fast Lucia genannt.", "Die Nutzerin heißt Lucia."),
        ("Meine Eltern haben meine Schwester Lucia genannt.", "Die Nutzerin heißt Lucia."),
        ("Mes parents voulaient m'appeler Lucie.", "L'utilisatrice s'appelle Lucie."),
        ("Mes parents m'ont presque appelée Lucie.", "L'utilisatrice s'appelle Lucie."),
        ("Mes parents ont appelé ma sœur Lucie.", "L'utilisatrice s'appelle Lucie."),
        ("Mes parents m'ont appelée Lucie, mais j'ai changé de prénom.", "L'utilisatrice s'appelle Lucie."),
        ("I miei genitori volevano chiamarmi Lucia.", "L'utente si chiama Lucia."),
        ("Ho chiesto a Lena di sposarmi ma ha detto di no.", "L'utente è fidanzato con Lena."),
        ("Ho chiesto la mano di Lena ma ha detto di no.", "L'utente è fidanzato con Lena."),
        ("Ho chiesto la mano di Lena e ha accettato.", "L'utente è sposato con Lena."),
        ("Le pedí a Lena que se casara conmigo y dijo que no.", "El usuario está comprometido con Lena."),
        ("Le pedí a Lena que se casara conmigo.", "El usuario está comprometido con Lena."),
        ("Le pedí a Lena que se casara conmigo y dijo que sí.", "El usuario está casado con Lena."),
        ("Ho chiesto a Lena di sposarmi e ha detto di sì, ma poi ci siamo lasciati.", "L'utente è fidanzato con Lena."),
        ("Le pedí matrimonio a Lena y dijo que sí, pero luego rompimos.", "El usuario está comprometido con Lena."),
        ("I was named team lead last year but Ana took over in May.", "The user is the team lead."),
        ("I was named team lead last year, but they fired me in May.", "The user is the team lead."),
        ("I was almost named team lead.", "The user is the team lead."),
        ("I was named after a team lead.", "The user is the team lead."),
        (
            "J'ai été promue cheffe d'équipe chez Lumaret, puis licenciée.",
            "L'utilisatrice est cheffe d'équipe chez Lumaret.",
        ),
        (
            "J'ai été promue cheffe d'équipe chez Lumaret, mais j'ai démissionné.",
            "L'utilisatrice est cheffe d'équipe chez Lumaret.",
        ),
        ("J'ai été cheffe d'équipe chez Lumaret.", "L'utilisatrice est cheffe d'équipe chez Lumaret."),
        ("J'ai failli être promue cheffe d'équipe.", "L'utilisatrice est cheffe d'équipe."),
        ("Sono stata promossa a direttrice, ma poi mi hanno licenziata.", "L'utente è direttrice."),
    ],
)
def test_lies_refused(said: str, claim: str) -> None:
    refused(said, claim)
