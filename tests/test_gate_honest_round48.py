"""Round 48 (honest11): honest facts the gate refused, each beside the lie it must still refuse.

- a group the person calls theirs ("my hiking club", "our church choir", ``tense._MY_GROUP``) is a membership held as
  they speak, whatever the tense of the clause it stands in: "Some of my hiking club friends came even though I just
  joined" (a LoCoMo observation sent to review) tells in the past what the friends did, and names the club the person
  is in now — while a group marked as left ("my old club"), another's ("my sister's club"), one a verb takes ("I left
  my book club") or one in a clause a past's time dates ("Last year my club …", "Back then our band …") stay refused;
  and "some of" quantifies the friends, not the club (``limits.widened``); the "even" of "even though" opens the
  clause with it (``words._CLAUSE_START``): "…, even though he just joined" says no "even" in the present — and a
  clause whose subject is "he" or "she" after a clause that names one of the person's is that one's ("Some of my
  sister's hiking club friends came even though she just joined": her joining, ``subject._PRONOUN_SUBJECT``), which
  the stray "even" alone refused before;
- a liking in Spanish, French, German, Italian and Portuguese as round 47 reads English: the claim's verb of a liking
  ("El usuario ama …", "Al usuario le encanta …", "L'utilisateur adore …", "Der Nutzer liebt …", "All'utente piace
  …") is the stance it is, not a thing the quote lacks, and the passion nouns ("Mi pasión es la vela", "Ma passion,
  c'est la voile", "Meine Leidenschaft ist das Segeln", "La mia passione è la vela", "A minha paixão é a vela")
  carry it, held by the person only — while "La pasión de mi hermana es la vela", "Su pasión es …", "La passion de
  Marc …" and "Odio la vela" (an opposite, ``opposites._OPPOSITES``) no longer pass.

Probed and kept already on main (here so they stay kept): a volunteering said in the claim's own language ("Soy
voluntaria en el refugio" → "La usuaria trabaja en el refugio"; "Je suis bénévole au refuge", "Sou voluntária no
abrigo"). The gate reads no translation: a Spanish quote behind an English claim ("The user volunteers at the
shelter") shares no word with it and stays refused.
"""

from __future__ import annotations

import pytest
from gate_verdict import kept, refused


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        # a group the person calls theirs
        ("Some of my hiking club friends came even though I just joined!", "The user is a member of a hiking club."),
        ("My hiking club friends came.", "The user is in a hiking club."),
        ("Our church choir sang at the wedding.", "The user is in a church choir."),
        ("We went camping with my climbing club.", "The user is in a climbing club."),
        ("A few of our book club members came over.", "The user is in a book club."),
        (
            "It was so beautiful having everyone celebrating with us. Some of my hiking club friends came even though I"
            " just joined!",
            "The user is a member of a hiking club, even though he just joined.",
        ),
        # a liking in the other languages
        ("Mi pasión es la vela", "Al usuario le encanta la vela"),
        ("La vela es mi pasión", "Al usuario le apasiona la vela"),
        ("Mi pasión es la vela", "El usuario ama la vela"),
        ("Soy fan del jazz", "Al usuario le encanta el jazz"),
        ("Ma passion, c'est la voile", "L'utilisateur adore la voile"),
        ("Je suis passionné de voile", "L'utilisateur aime la voile"),
        ("Meine Leidenschaft ist das Segeln", "Der Nutzer liebt das Segeln"),
        ("Ich liebe Segeln", "Der Nutzer liebt Segeln"),
        ("La mia passione è la vela", "L'utente ama la vela"),
        ("A minha paixão é a vela", "O usuário adora a vela"),
        ("Eu amo a vela", "O usuário ama a vela"),
        ("Me encanta la vela", "Al usuario le encanta la vela"),
        # kept on main already: a volunteering in the claim's own language
        ("Soy voluntaria en el refugio", "La usuaria trabaja en el refugio"),
        ("Soy voluntaria en el refugio", "La usuaria es voluntaria en el refugio"),
        ("Hago voluntariado en el refugio", "La usuaria trabaja en el refugio"),
        ("Je suis bénévole au refuge", "L'utilisatrice travaille au refuge"),
        ("Sou voluntária no abrigo", "A usuária trabalha no abrigo"),
        ("Ich arbeite ehrenamtlich im Tierheim", "Die Nutzerin arbeitet im Tierheim"),
        # the person beside a "she" of theirs
        ("I called my mom, and she and I live in Porto.", "The user lives in Porto."),
    ],
)
def test_honest_kept(said: str, claim: str) -> None:
    kept(said, claim)


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        # no group of the person's now
        ("My old hiking club friends came.", "The user is in a hiking club."),
        ("My sister's hiking club friends came.", "The user is a member of a hiking club."),
        ("My sister's hiking club friends came.", "The user is in a hiking club."),
        ("Some of my sister's hiking club friends came.", "The user is in a hiking club."),
        ("Ana's hiking club friends came.", "The user is in a hiking club."),
        ("Last year my hiking club friends came.", "The user is in a hiking club."),
        ("Back then my band played covers.", "The user is in a band."),
        ("My band used to play covers.", "The user is in a band."),
        ("I left my book club.", "The user is in a book club."),
        ("I dropped out of my book club.", "The user is in a book club."),
        ("I stopped going to my book club.", "The user is in a book club."),
        ("Our church choir sang at the wedding.", "The user sings in a church choir."),
        (
            "Some of my sister's hiking club friends came even though she just joined!",
            "The user is a member of a hiking club, even though he just joined.",
        ),
        ("I called my mom, she lives in Porto.", "The user lives in Porto."),
        ("Some of my brother's friends came, though he just moved to Oslo.", "The user moved to Oslo."),
        # no liking of the person's
        ("La pasión de mi hermana es la vela", "El usuario ama la vela"),
        ("Su pasión es la vela", "El usuario ama la vela"),
        ("Mi hermana tiene pasión por la vela", "El usuario ama la vela"),
        ("La passion de Marc, c'est la voile", "L'utilisateur adore la voile"),
        ("Die Leidenschaft meiner Schwester ist das Segeln", "Der Nutzer liebt das Segeln"),
        ("La passione di Marco è la vela", "L'utente ama la vela"),
        ("A paixão da minha irmã é a vela", "O usuário adora a vela"),
        ("Odio la vela", "El usuario ama la vela"),
        ("Je déteste la voile", "L'utilisateur adore la voile"),
        ("Mi pasión es la vela", "El usuario ama el surf"),
        # no volunteering of the person's, nor across languages
        ("Mi hermana es voluntaria en el refugio", "La usuaria es voluntaria en el refugio"),
        ("Mi hermana hace voluntariado en el refugio", "La usuaria trabaja en el refugio"),
        ("Ma sœur est bénévole au refuge", "L'utilisatrice travaille au refuge"),
        ("Mi hermana es voluntaria en el refugio", "The user volunteers at the shelter"),
    ],
)
def test_lie_refused(said: str, claim: str) -> None:
    refused(said, claim, rule=None)
