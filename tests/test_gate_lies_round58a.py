"""Lies the gate still let through on h58-base — a doing, a having, a newness or a post the person's quotes do not
say — each refused now by a general reading, each beside an honest twin that is still kept:

- a trade's doing told in the passive of a thing of the person's ("I called a surgeon about my knee" → "The user's
  knee was operated on", "I took my car to the mechanic" → "The user's car was repaired", "Llamé a un cirujano por mi
  rodilla" → "La rodilla del usuario fue operada", "… dell'utente è stata riparata", "Das Knie des Nutzers wurde
  operiert"): ``roles.caused`` read a claim whose subject is the person ("The user fixed the leak") or a claim word
  held only in a trade's name ("… had surgery"), never a passive whose participle no quote holds; now the passive of
  the person's thing (``roles._THEIR_THING_DONE``, in the six languages) is read by ``roles._done_to_theirs``: a
  doing no quote says, done to what a trade was only called about or taken to. The surgeons abroad are read as a
  trade too ("cirujano", "chirurgo", "cirurgião", "Chirurg");
- a thing of the person's another bought ("The dealer bought my old car" → "The user has a car", "A collector bought
  my guitar", "El concesionario compró mi coche viejo", "Le concessionnaire a acheté ma vieille voiture", "Il
  concessionario ha comprato la mia vecchia macchina", "A concessionária comprou meu carro velho"): a buying is a
  change into a having (``words._CHANGE``), read for the buyer, and nothing read the seller's end; now
  ``ending._BOUGHT_OFF`` (``_bought_off``) ends the thing, behind a claim of having (``base._HAVING``, moved there from
  ``roles`` to be read by both);
- a thing said new that the quotes say only as one the person had ("My phone died so I charged it" → "The user has a
  new phone", "I walk my dog every day" → "… a new dog", "Ich gehe jeden Tag mit meinem Hund spazieren" → "Der Nutzer
  hat einen neuen Hund"): "new" is one content word of three, which coverage lets pass; now ``ending.made_new``
  refuses a newness when the quotes say neither a newness nor any getting;
- a post another holds now, said by a cleft ("They made me captain, but now it's Ana who is captain", "On m'a nommée
  capitaine, mais maintenant c'est Ana la capitaine"): ``ending._HANDED_ON`` read "now Ana is captain"; now the cleft
  too ("it's Ana who is", "c'est Ana (qui est)"), not the person ("now it's me who is captain": ``_WHO`` no longer
  reads "me", "moi", "mich" as another);
- a joining or a post the person has moved on from, told in the perfect ("I joined a band, but I've since moved on",
  "I was made captain, but I've moved on since", "I got a job at Google, but I've since moved on"), and abroad ("Me
  uní a un coro, pero ya pasé página", "…, ma ho voltato pagina", "…, mas já virei a página"): ``ending._ENDED_LATER``
  read "and moved on" after a bare subject; now after "I've", "we have", a "since" before or after the verb, and the
  other languages' turned page.

The German "Ich war Kapitänin, aber jetzt ist Ana die Kapitänin" and "I used to play in a band, but I've since moved
on" were refused on h58-base already (the tense reading, ``_HANDED_ON``).

Kept: "I had my knee operated on", "I called a surgeon about my knee and he operated on it" → "The user's knee was
operated on"; "I had knee surgery"; "I called a surgeon about my knee" → "The user called a surgeon"; "The mechanic
repaired my car", "The dealer bought my old car and I got a new one" → "The user has a car"; "The dealer bought my old
car" → "The user had a car"; "The company bought my ticket to Tokyo" → "The user has a ticket to Tokyo"; "My phone died
so I charged it" → "The user has a phone"; "My phone died so I bought a new one", "I adopted a dog" → new; "They made
me captain, and now it's me who is captain", "… and now it's Ana who is vice-captain"; "I joined a band and I've
stayed ever since", "I play in a band and I love it".

Left: "The dealer bought my old car" → "The user sold a car" is sent to review (``rank.sold``: on the base too) and "…
→ The user no longer has a car" too (the polarity reading); "Ich wurde zur Kapitänin gewählt, aber jetzt ist es Ana,
die Kapitänin ist" (the German cleft, the post before its verb) passes; "J'ai appelé un chirurgien pour mon genou" →
"Le genou de l'utilisateur a été opéré" is dropped by coverage only ("ete" counted a word); a newness after any getting
said elsewhere in the quotes ("I bought a charger. My phone died so I charged it" → "… a new phone") is not read; a
buyer of the person's kin said bare ("Dad bought my car") is never read as a sale.
"""

from __future__ import annotations

import pytest
from gate_verdict import kept, refused

# --- a trade's doing in the passive of the person's thing ------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I called a surgeon about my knee", "The user's knee was operated on."),
        ("I took my car to the mechanic", "The user's car was repaired."),
        ("Llamé a un cirujano por mi rodilla", "La rodilla del usuario fue operada."),
        ("Ho portato la macchina dal meccanico", "La macchina dell'utente è stata riparata."),
        ("Ich habe einen Chirurgen wegen meines Knies angerufen", "Das Knie des Nutzers wurde operiert."),
    ],
)
def test_a_trade_only_called_did_no_doing_to_the_person_s_thing(said: str, claim: str) -> None:
    refused(said, claim)


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I had my knee operated on", "The user's knee was operated on."),
        ("I called a surgeon about my knee and he operated on it", "The user's knee was operated on."),
        ("I had knee surgery", "The user had knee surgery."),
        ("I called a surgeon about my knee", "The user called a surgeon."),
    ],
)
def test_a_doing_said_or_the_call_itself_is_kept(said: str, claim: str) -> None:
    kept(said, claim)


# --- a thing of the person's another bought ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("The dealer bought my old car", "The user has a car."),
        ("A collector bought my guitar", "The user owns a guitar."),
        ("El concesionario compró mi coche viejo", "El usuario tiene un coche."),
        ("Le concessionnaire a acheté ma vieille voiture", "L'utilisateur a une voiture."),
        ("Il concessionario ha comprato la mia vecchia macchina", "L'utente ha una macchina."),
        ("A concessionária comprou meu carro velho", "O usuário tem um carro."),
    ],
)
def test_a_thing_another_bought_off_the_person_is_not_had(said: str, claim: str) -> None:
    refused(said, claim)


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("The mechanic repaired my car", "The user has a car."),
        ("The dealer bought my old car and I got a new one", "The user has a car."),
        ("The dealer bought my old car", "The user had a car."),
        ("The company bought my ticket to Tokyo", "The user has a ticket to Tokyo."),
    ],
)
def test_a_thing_seen_to_got_again_or_paid_for_is_kept(said: str, claim: str) -> None:
    kept(said, claim)


# --- a thing said new that the quotes say only as one had -------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("My phone died so I charged it", "The user has a new phone."),
        ("I walk my dog every day", "The user has a new dog."),
        ("Ich gehe jeden Tag mit meinem Hund spazieren", "Der Nutzer hat einen neuen Hund."),
    ],
)
def test_a_thing_had_is_not_said_new(said: str, claim: str) -> None:
    refused(said, claim)


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("My phone died so I charged it", "The user has a phone."),
        ("My phone died so I bought a new one", "The user has a new phone."),
        ("I adopted a dog", "The user has a new dog."),
    ],
)
def test_a_thing_had_or_got_new_is_kept(said: str, claim: str) -> None:
    kept(said, claim)


# --- a post another holds now, by a cleft ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("They made me captain, but now it's Ana who is captain", "The user is captain."),
        ("On m'a nommée capitaine, mais maintenant c'est Ana la capitaine", "L'utilisatrice est capitaine."),
    ],
)
def test_a_post_another_holds_now_by_a_cleft_is_not_held(said: str, claim: str) -> None:
    refused(said, claim)


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("They made me captain, and now it's me who is captain", "The user is captain."),
        ("I was made captain, and now it's Ana who is vice-captain", "The user is captain."),
    ],
)
def test_the_person_or_another_post_in_the_cleft_is_kept(said: str, claim: str) -> None:
    kept(said, claim)


# --- moved on since ---------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I joined a band, but I've since moved on", "The user plays in a band."),
        ("I was made captain, but I've moved on since", "The user is the captain."),
        ("I got a job at Google, but I've since moved on", "The user works at Google."),
        ("Me uní a un coro, pero ya pasé página", "La usuaria canta en un coro."),
        ("Entrei num coro, mas já virei a página", "A usuária canta num coro."),
    ],
)
def test_what_the_person_has_moved_on_from_is_not_held(said: str, claim: str) -> None:
    refused(said, claim)


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I joined a band and I've stayed ever since", "The user plays in a band."),
        ("I play in a band and I love it", "The user plays in a band."),
    ],
)
def test_a_joining_kept_up_is_kept(said: str, claim: str) -> None:
    kept(said, claim)
