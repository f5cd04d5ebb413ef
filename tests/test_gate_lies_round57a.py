"""Lies the gate still let through on h57-base — a post conferred on the person, then ended by a later clause the
readings of round 56 did not know — each refused now by a general reading, each beside an honest twin that is kept:

- a post handed on to another by the token they now wear ("I was made captain, but Ana wears the armband now" → "The
  user is the captain", "ahora Ana lleva el brazalete", "jetzt trägt Lena die Binde", "ma ora Marco porta la
  fascia"): ``ending._HANDED_ON_HELD`` read a charge another has now ("Ana runs the team now") but no token
  worn; now a wearing or holding of the armband (``ending._IN_CHARGE``) is a charge, read as it is — only after a
  conferral told in a past;
- the post named again, another its holder now ("Me nombraron capitana, pero ahora la capitana es Ana", "… but now
  the captain is Ana", "… but the captain is Ana now", "mais maintenant le capitaine, c'est Paul", "ma ora il capitano
  è Marco"): ``ending._HANDED_ON`` read "now Ana is (the) captain", the holder first; now the post first, its holder
  after the copula and a now said before, between or after (``ending._NAMED_AGAIN``, read by ``_handed_on``, which
  asks that the part before says the same post);
- the post's term run out ("I was elected chair, but my term ended in May", "… my mandate expired", "… my tenure is
  over"), the employer gone ("I was promoted to manager, but the company went bust", "… the firm folded", "… the
  startup shut down") and the person gone to other work ("They promoted me to manager, but I changed jobs", "… then I
  switched companies", "… but I left the company"): ``ending._DISMISSED_LATER`` read only a dismissal, a resignation,
  a post lost; now these too, behind a post (``_POST_HELD``);
- the same abroad, after a "pero", "puis", "aber", "ma", "mas" and a few words: a dismissal after an election ("On
  m'a élu président du club, puis on m'a viré", "Me eligieron presidenta del club, pero me echaron", "Mi hanno eletto
  presidente, ma poi mi hanno cacciato", "Ich wurde zum Vorsitzenden gewählt, aber dann wurde ich rausgeschmissen"),
  a term run out ("pero mi mandato terminó", "ma il mio mandato è scaduto"), the employer gone ("pero la empresa
  quebró", "mais l'entreprise a fait faillite", "aber die Firma ging pleite", "mas a empresa faliu"), other work
  ("pero cambié de trabajo", "aber ich habe den Job gewechselt", "mas mudei de emprego"): ``words._DISMISSED`` was
  read only by the tense of a conferral verb the past readers know ("nommé", not "élu", "eligieron", "eletto"); now
  ``ending._LATER_ABROAD`` ends the clause of the conferral (``words._CONFERRAL_WORD``, which now reads "élu" and
  "eligieron") before such a later clause (``ending._OUT_ABROAD``, ``words._DISMISSED``).

Kept: "I was made captain and I wear the armband proudly", "I'm the captain and Ana has the armband now" (no
conferral in a past), "Ana wears the armband when I'm away"; "I was elected chair and my term runs until May" (was
sent to review on the base too: "until" after "runs" or "lasts" is the span the thing runs, not a time the claim holds
for — ``limits._FOR_A_TIME``), "… my term ends in May"; "I was promoted to manager and the company is growing", "… the
shop closed on Sunday", "… and changed teams", "My old company went bust, then I was promoted to manager", "I changed
jobs and was promoted to manager"; "I was made captain in 2023 and I'm still captain", "… and now the captain is me",
"… and now the vice-captain is Ana", "… and now the captain is Ana too"; "Me nombraron capitana y sigo siéndolo", "Me
eligieron presidenta y mi mandato termina en mayo", "Me ascendieron a gerente y la empresa crece", "On m'a élu
président du club".

Left: "Me ascendieron a gerente, pero despidieron a Juan" → "La usuaria es gerente" is refused (another dismissed,
read by ``words._dismissed`` for the tense: on the base too); "jetzt ist Ana die Kapitänin" with the person's post
told in German before (the verb before the holder: not read); "I've since moved on" and "I took a job elsewhere"
after a post (not read); the French "on a licencié Paul" after "puis" would end the post (another dismissed, only
"a"/"al"/"ad" before a name is read as another).
"""

from __future__ import annotations

import pytest
from gate_verdict import kept, refused


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I was made captain, but Ana wears the armband now", "The user is the captain."),
        ("The team chose me as captain but Tom wears the armband these days", "The user is the captain."),
        ("They made me captain last year, but now Joss has the armband.", "The user is the captain."),
        ("Me nombraron capitana, pero ahora Ana lleva el brazalete", "La usuaria es la capitana."),
        ("Ich wurde zur Kapitänin gewählt, aber jetzt trägt Lena die Binde", "Die Nutzerin ist Kapitänin."),
        ("Mi hanno nominato capitano, ma ora Marco porta la fascia", "L'utente è il capitano."),
    ],
)
def test_a_post_whose_token_another_wears_now_is_not_held(said: str, claim: str) -> None:
    refused(said, claim)


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("Me nombraron capitana, pero ahora la capitana es Ana", "La usuaria es la capitana."),
        ("I was made captain, but now the captain is Ana", "The user is the captain."),
        ("I was made captain, but the captain is Ana now", "The user is the captain."),
        ("On m'a nommé capitaine, mais maintenant le capitaine, c'est Paul", "L'utilisateur est capitaine."),
        ("Mi hanno nominato capitano, ma ora il capitano è Marco", "L'utente è il capitano."),
    ],
)
def test_a_post_named_again_with_another_holder_is_not_held(said: str, claim: str) -> None:
    refused(said, claim)


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I was elected chair, but my term ended in May", "The user is the chair."),
        ("They elected me treasurer, but my mandate expired last year.", "The user is the treasurer."),
        ("I was promoted to manager, but the company went bust", "The user is a manager."),
        ("I was appointed director, but then the startup shut down.", "The user is a director."),
        ("They promoted me to manager, but I changed jobs", "The user is a manager."),
        ("I was promoted to manager, then I switched jobs", "The user is a manager."),
        ("I was promoted to manager, but I left the company", "The user is a manager."),
    ],
)
def test_a_post_whose_term_employer_or_holder_moved_on_is_not_held(said: str, claim: str) -> None:
    refused(said, claim)


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("On m'a élu président du club, puis on m'a viré", "L'utilisateur est président du club."),
        ("Me eligieron presidenta del club, pero me echaron", "La usuaria es presidenta del club."),
        ("Mi hanno eletto presidente del club, ma poi mi hanno cacciato", "L'utente è presidente del club."),
        ("Ich wurde zum Vorsitzenden gewählt, aber dann wurde ich rausgeschmissen", "Der Nutzer ist Vorsitzender."),
        ("Me eligieron presidenta, pero mi mandato terminó", "La usuaria es presidenta."),
        ("Mi hanno eletto presidente, ma il mio mandato è scaduto", "L'utente è presidente."),
        ("Me ascendieron a gerente, pero la empresa quebró", "La usuaria es gerente."),
        ("On m'a promu directeur, mais l'entreprise a fait faillite", "L'utilisateur est directeur."),
        ("Ich wurde zum Teamleiter befördert, aber die Firma ging pleite", "Der Nutzer ist Teamleiter."),
        ("Fui promovido a gerente, mas a empresa faliu", "O usuário é gerente."),
        ("Me ascendieron a gerente, pero cambié de trabajo", "La usuaria es gerente."),
        ("Ich wurde zum Teamleiter befördert, aber ich habe den Job gewechselt", "Der Nutzer ist Teamleiter."),
        ("Fui promovido a gerente, mas mudei de emprego", "O usuário é gerente."),
    ],
)
def test_a_post_ended_abroad_is_not_held(said: str, claim: str) -> None:
    refused(said, claim)


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I was made captain and I wear the armband proudly", "The user is the captain."),
        ("I'm the captain and Ana has the armband now", "The user is the captain."),
        ("I was made captain and Ana wears the armband when I'm away", "The user is the captain."),
        ("I was elected chair and my term runs until May", "The user is the chair."),
        ("I was elected chair and my term ends in May", "The user is the chair."),
        ("I was promoted to manager and the company is growing", "The user is a manager."),
        ("I was promoted to manager and the shop closed on Sunday", "The user is a manager."),
        ("I was promoted to manager and changed teams", "The user is a manager."),
        ("My old company went bust, then I was promoted to manager", "The user is a manager."),
        ("I changed jobs and was promoted to manager", "The user is a manager."),
        ("I was made captain in 2023 and I'm still captain", "The user is the captain."),
        ("I was made captain, and now the captain is me", "The user is the captain."),
        ("I was made captain, and now the vice-captain is Ana", "The user is the captain."),
        ("I was made captain and now the captain is Ana too", "The user is the captain."),
        ("Me nombraron capitana y sigo siéndolo", "La usuaria es la capitana."),
        ("Me eligieron presidenta y mi mandato termina en mayo", "La usuaria es presidenta."),
        ("Me ascendieron a gerente y la empresa crece", "La usuaria es gerente."),
        ("On m'a élu président du club", "L'utilisateur est président du club."),
    ],
)
def test_a_post_still_held_is_kept(said: str, claim: str) -> None:
    kept(said, claim)
