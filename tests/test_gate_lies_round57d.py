"""Round 57 (honest19): honest namings and proposals abroad the gate refused, each beside the lie it must still refuse.

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
  name before the "and" no subject of it. Not one said no to, only asked, nor a wedding ("… è sposato con Lena").

Left: "Ho chiesto a Lena di sposarmi e ha detto di sì" → "L'utente è fidanzato con Lena" (now read by
``roles.beside_role`` as a role said only of another: 'chiesto a lena di'); "J'ai demandé à Lena de m'épouser et elle
a dit oui" (reading it lets "L'utilisateur est marié à Lena" through: "m'épouser" is read as a wedding, so not read);
"I was named team lead last year" → "The user is the team lead" (``roles.beside_role``: 'named team lead'; passes
without "the"); "Me eligieron alcalde en 2010 y en 2014 me reeligieron" and "J'ai été promue cheffe d'équipe chez
Lumaret" (read as pasts); "Empecé en Google en marzo" → "El usuario trabaja en Google" (``relation.used``: no start
abroad in the work family; adding one let "J'ai commencé chez Google en mars, puis je suis partie en juin", "Comecei no
Google em março e saí em junho", "Empecé en Google en marzo, pero renuncié en junio" and "Ho iniziato da Google a
marzo, poi mi sono licenziato" through — a leaving abroad ``ending`` does not read — so not added); "Entré en Google en
marzo" (a past).
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
    ],
)
def test_lies_refused(said: str, claim: str) -> None:
    refused(said, claim)
