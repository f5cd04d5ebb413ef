"""Round 56 (lies25): lies of the family of a bond or a post that never came to be, or that ended, read as held now,
that the gate let through, each refused now by a general reading, each beside an honest twin that is still kept:

- a marriage almost made: "Jorvik and I almost tied the knot" → "The user is married to Jorvik". The claim of a bond
  held ("… is married to Jorvik", "The user and Jorvik are married", "El usuario está casado con Jorvik", "Der Nutzer
  ist mit Jorvik verheiratet") was read by no reading of a relation (``relation._RELATION_CLAIM`` left "married to" out;
  ``relation._MARRIED_PAIR``, ``relation._RELATION_ABROAD``'s marry), and a spouse's name carried half its words:
  "Jorvik and I went hiking" passed it too, and so did a wedding still to come ("Jorvik and I are planning our wedding
  for June": ``relation._WEDDING_AHEAD``, of a wedding the person calls theirs). Now the quotes must say the marriage of
  the person (a verb or a noun of the family, the idioms "tied the knot", "got hitched", ``relation._SAID_ABROAD``'s
  marry: "nos casamos", "nous nous sommes mariés", "geheiratet", "ci siamo sposati", "casei"), and not after a word of
  "almost" between the person and the verb (``relation._NEARLY``: "almost", "nearly", "casi", "presque", "quasi",
  "fast", "quase"), an idiom or not — as ``limits._almost`` reads a claim's own word ("We almost got married"). "Jorvik
  and I tied the knot", "… got hitched last June", "Jorvik is my husband" are kept.
- a post conferred, then ended by a dismissal: "I was promoted to manager, then fired in March" → "The user is a
  manager". A later clause that puts the person out — a passive or another's dismissal ("then got fired", "but I got
  laid off", "then they demoted me", "and then I was let go"), their own leaving ("but I resigned", "then stepped
  down"), or a bare participle before the clause's end or a time ("then fired in March"), in the same sentence or
  opening the next ("I was promoted to manager. Then I got fired.") — ends the post or the job the part before names
  (``ending._DISMISSED_LATER``, behind ``ending._POST_HELD``, from the clause that names it), as "Ana promoted me to
  manager but I quit" was read (``words._DISMISSED``). Not the person's firing of others ("…, then fired two people in
  March"), nor a home before the job ("I moved to Berlin, got a job at Acme and got fired"). And a leaving that did not
  come ("I almost quit", "I never left") no longer puts the person out of a post conferred (``words._DISMISSED``): "Ana
  promoted me to manager, and I almost quit in May" is kept.
- a post handed on in any wording: "I was made captain, but now Ana has the job" → "The user is the captain". A later
  clause that says another now holds the post by a word for any post ("now Ana has the job", "now Ana holds the post",
  "ahora Ana tiene el puesto", "jetzt hat Ana den Posten"), by its pronoun ("pero ahora lo es Ana", "ma ora lo è Ana"),
  or took it over with no post said ("then Ana took over", "Ana replaced me in May", "Ana m'a remplacé") ends the
  person's holding (``ending._HANDED_ON_HELD``, read by ``ending._handed_on``), for a claim of the person's ("Ana is the
  captain" is kept). Not one shared or another's thing ("now Ana has a job too", "Ana has the job of vice-captain"), nor
  a take-over before the person's ("I became captain after Coach Ana took over").

Left: "The user is Jorvik's husband" (the person's noun of another, ``relation._RELATION_NOUN_CLAIM`` reads only "X is
the user's husband") behind "Jorvik and I went hiking" still passes; a firing of another told by a bare participle with
an object is read as the person's ("Ana promoted me to manager, then fired Bob" by ``words._DISMISSED``).
"""

from __future__ import annotations

import pytest
from gate_verdict import kept, refused


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("Jorvik and I almost tied the knot.", "The user is married to Jorvik."),
        ("Jorvik and I nearly got hitched.", "The user is married to Jorvik."),
        ("Jorvik and I almost tied the knot.", "The user and Jorvik are married."),
        ("Jorvik and I almost tied the knot.", "The user married Jorvik."),
        ("I nearly tied the knot with Ana.", "The user married Ana."),
        ("Casi nos casamos Jorvik y yo.", "El usuario está casado con Jorvik."),
        ("Eu e o Jorvik quase nos casamos.", "O usuário é casado com Jorvik."),
        ("Jorvik und ich hätten fast geheiratet.", "Der Nutzer ist mit Jorvik verheiratet."),
        ("Ich hätte Ana fast geheiratet.", "Der Nutzer ist mit Ana verheiratet."),
        ("J'ai presque épousé Ana.", "L'utilisateur est marié à Ana."),
        ("Jorvik et moi nous sommes presque mariés.", "L'utilisateur est marié à Jorvik."),
        ("Jorvik ed io ci siamo quasi sposati.", "L'utente è sposato con Jorvik."),
        # ... and a bond never said at all: a spouse's name carries no marriage
        ("Jorvik and I went hiking.", "The user is married to Jorvik."),
        ("Jorvik and I went hiking.", "The user and Jorvik are married."),
        ("Jorvik y yo fuimos de excursión.", "El usuario está casado con Jorvik."),
        # ... nor a wedding still to come
        ("Jorvik and I are planning our wedding for June.", "The user is married to Jorvik."),
        ("Our wedding is next June, Jorvik and I can't wait.", "The user is married to Jorvik."),
    ],
)
def test_a_marriage_almost_made_or_never_said_is_refused(said: str, claim: str) -> None:
    refused(said, claim)


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("Jorvik and I tied the knot.", "The user is married to Jorvik."),
        ("Jorvik and I tied the knot.", "The user and Jorvik are married."),
        ("Jorvik and I got hitched last June.", "The user is married to Jorvik."),
        ("Jorvik and I finally tied the knot.", "The user is married to Jorvik."),
        ("Jorvik and I got married in May.", "Jorvik and the user got married."),
        ("I married Jorvik.", "The user is married to Jorvik."),
        ("Jorvik is my husband.", "The user is married to Jorvik."),
        ("Jorvik and I have been married for ten years.", "The user is married to Jorvik."),
        ("Jorvik and I nearly broke up, but we got married last year.", "The user is married to Jorvik."),
        ("Jorvik y yo nos casamos en 2019.", "El usuario está casado con Jorvik."),
        ("Eu e o Jorvik nos casamos.", "O usuário é casado com Jorvik."),
        ("Jorvik und ich haben geheiratet.", "Der Nutzer ist mit Jorvik verheiratet."),
        ("Jorvik et moi nous sommes mariés.", "L'utilisateur est marié à Jorvik."),
        ("Jorvik ed io ci siamo sposati.", "L'utente è sposato con Jorvik."),
        ("Jorvik and I had our wedding in June and it was perfect.", "The user is married to Jorvik."),
        ("My wife Ana and I will go to Rome next month.", "The user is married to Ana."),
        ("Jorvik and I almost split up, but we're still married.", "The user is married to Jorvik."),
    ],
)
def test_a_marriage_made_is_kept(said: str, claim: str) -> None:
    kept(said, claim)


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I got promoted to manager, then got fired in March.", "The user is a manager."),
        ("I was promoted to manager, then fired in March.", "The user is a manager."),
        ("I was hired as a nurse at St Mary's, but I got laid off in May.", "The user works at St Mary's."),
        ("I was promoted to team lead and then I was let go.", "The user is a team lead."),
        ("I got promoted to manager, but I resigned last month.", "The user is a manager."),
        ("I was named head of sales, then stepped down in 2022.", "The user is the head of sales."),
        ("They made me captain, but then they demoted me.", "The user is the captain."),
        ("I was promoted to manager, but then the company fired me.", "The user is a manager."),
        # ... the dismissal opening the next sentence
        ("I was promoted to manager. Then I got fired.", "The user is a manager."),
        ("I was promoted to manager; two months later I was fired.", "The user is a manager."),
        ("Me ascendieron a gerente, pero luego me despidieron.", "El usuario es gerente."),
        ("Fui ascendido a gerente, pero luego me despidieron.", "El usuario es gerente."),
        ("J'ai été promu directeur, puis on m'a licencié.", "L'utilisateur est directeur."),
        ("Ich wurde zum Teamleiter befördert, aber dann wurde ich entlassen.", "Der Nutzer ist Teamleiter."),
        ("Sono stato promosso a manager, poi mi hanno licenziato.", "L'utente è un manager."),
        ("Fui promovido a gerente, mas depois me demitiram.", "O usuário é gerente."),
    ],
)
def test_a_post_conferred_then_a_dismissal_is_ended(said: str, claim: str) -> None:
    refused(said, claim)


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I got promoted to manager.", "The user is a manager."),
        ("I was made captain.", "The user is the captain."),
        ("I almost quit, but I'm still the manager.", "The user is a manager."),
        ("I was promoted to manager, and I almost quit, but I'm still here.", "The user is a manager."),
        ("Ana promoted me to manager, and I almost quit in May.", "The user is a manager."),
        ("Ana promoted me to manager, and I never left.", "The user is a manager."),
        ("I got promoted to manager, then fired two people in March.", "The user is a manager."),
        ("I moved to Berlin, got a job at Acme and got fired in March.", "The user lives in Berlin."),
        ("I got fired in 2019, and then I was promoted to manager at Acme.", "The user is a manager at Acme."),
        ("I was fired from Acme. Then I was promoted to manager at Zenith.", "The user is a manager at Zenith."),
        ("I got a job at Zenith. I fired my assistant in May.", "The user works at Zenith."),
        ("Me nombraron capitana.", "La usuaria es la capitana."),
        ("Ich wurde zum Kapitän ernannt.", "Der Nutzer ist Kapitän."),
    ],
)
def test_a_post_conferred_and_not_ended_is_kept(said: str, claim: str) -> None:
    kept(said, claim)


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I was made captain, but now Ana has the job.", "The user is the captain."),
        ("I became captain, but now Ana has the job.", "The user is the captain."),
        ("I was made captain, but then Ana took over.", "The user is the captain."),
        ("I was made captain last year, but Ana replaced me in May.", "The user is the captain."),
        ("I was elected treasurer, and now Ana holds the post.", "The user is the treasurer."),
        ("Me nombraron capitana, pero ahora lo es Ana.", "La usuaria es la capitana."),
        ("Me nombraron capitán, pero ahora Ana tiene el puesto.", "El usuario es el capitán."),
        ("On m'a nommé capitaine, mais Ana m'a remplacé.", "L'utilisateur est le capitaine."),
        ("Ich wurde zum Kapitän ernannt, aber jetzt hat Ana den Posten.", "Der Nutzer ist Kapitän."),
        ("Mi hanno nominato capitano, ma ora lo è Ana.", "L'utente è il capitano."),
        ("Me nomearam capitão, mas agora a Ana tem o cargo.", "O usuário é o capitão."),
    ],
)
def test_a_post_handed_on_in_any_wording_is_ended(said: str, claim: str) -> None:
    refused(said, claim)


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I was made captain, but now Ana has the job.", "Ana is the captain."),
        ("I was made captain, and Ana has the job of vice-captain.", "The user is the captain."),
        ("I was made captain, and now Ana has a job too.", "The user is the captain."),
        ("I was made captain after Ana took over as coach.", "The user is the captain."),
        ("I became captain after Coach Ana took over.", "The user is the captain."),
        ("I was promoted to manager, and my old job went to Ana.", "The user is a manager."),
    ],
)
def test_a_post_not_handed_on_is_kept(said: str, claim: str) -> None:
    kept(said, claim)
