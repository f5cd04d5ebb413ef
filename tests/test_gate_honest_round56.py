"""Round 56 (honest17): honest facts the gate refused by a misreading, each beside the lie it must still refuse.

- a proposal the other said yes to: "I proposed to Lena and she said yes" backs "The user is engaged to Lena" — it was
  sent to review as a past ("proposed" the simple past of what it names), though "He proposed and I said yes" passed.
  The person's own proposal ("I", "we" its subject) that the one proposed to said yes to begins the engagement as one
  they said yes to does (``words._PROPOSAL_TAKEN``, read by ``words._offered``); ``states.other_state`` now reads the
  idiom as the state it begins (``words._wed``), so "… is married to Lena" stays refused — it passed before behind
  "Tobiah proposed to me and I said yes" too. Not another's ("My brother proposed to Lena and she said yes"), one said
  no to, almost made, or ended ("…, but we broke up in May").
- a naming's noun: "My parents named me Lucia" backs "The user's name is Lucia" — ``words._tense`` read "named" as the
  past of the claim's own word "name". A conferral's past (``words._conferred``: named, elected, appointed … with the
  person its object) begins the state the claim's word names, so it is no past of that word. Not "My parents named
  my sister Lucia", "… wanted to name me Lucia", "They almost named me Lucia".
- a thing of theirs taken in to be seen to: "I took my laptop to the repair shop" backs "The user owns a laptop" — it
  was read as a doing had done by another (``roles.caused``: "owns" no quote says, done to what the trade was brought)
  and as a past ("took my laptop"). A claim's verb of having or owning says no doing (``roles._NO_DOING``), and for a
  claim of having, one's own thing taken or brought to a trade (``roles.taken_in``: "my laptop", "mi coche", "ma
  voiture") is had now (``tense.dated``'s ``kept``). Not "… repaired the laptop", not "my sister's laptop", not
  what else it says of the thing ("The user's laptop is broken"), not one thrown or given away after
  (``ending._ENDED_LATER`` now reads "… and threw it away", "… and gave it away", "… and gave it to my son": "I bought
  a laptop and threw it away" passed before).
- a thing parted with and got again: "I sold my old car and bought a new one" backs "The user has a car" — ``ended``
  read it so (``ending._ONE_AGAIN``) but ``dated`` read "my old car" as a past; it now reads the kind as had
  (``ending.got_again``), in es, it, pt too. Not "I sold my old car" alone, "… and bought a new bike", "… and I want
  to buy a new one", nor the age: "The user has an old car".
- a new term: "I became mayor in 2010 and served two terms, and I was reelected in 2022" backs "The user is the mayor"
  — ``ending._HELD_OUT`` read the stretch served as the end. A later conferral of the post again (``ending
  ._CONFERRED_AGAIN``: "I was reelected", "… elected again", "they reelected me", "fui reelegido", "j'ai été réélu",
  "ich wurde wiedergewählt") begins a new term. Not one run for or lost, nor another's ("Ana was reelected").
- a pronoun is a whole subject: "I have been revising the recipe I made" backs "The user has been revising a recipe" —
  ``words._subject`` walked back from "made" past "I" to "recipe", reading the head of a relative clause that leaves
  out its "that" as the past's subject (``words._PRONOUN_SUBJECT``).
- a past event of some (LoCoMo): "I posted some of my dance videos" backs "The user posted dance videos" — a claim's
  simple past with a bare plural object says it of some, as "some of" does (``limits._some_done``). Not a present
  ("The user likes dance videos" behind "I like some of my dance videos": a liking is a rule), nor the ones or all
  ("… deleted the dance videos", "… all of the dance videos"), nor "sometimes".

Left: "I was at Google for years; I start a new role there in March" → "The user works at Google" (a "there" whose
place a past names, a new role read as staying: not read); "I was named Lucia after my grandmother" (a passive naming
read as a past, as "My cat was called Mochi" rightly is); the proposal and the naming abroad ("Le pedí matrimonio a
Lena y dijo que sí", "Mis padres me llamaron Lucía"); "Me eligieron alcalde en 2010 y serví dos mandatos, y en 2022 fui
reelegido" (the Spanish conferral "eligieron" is no conferral ``words`` reads); "Don't forget to prepare emotionally"
behind "The user recommends preparing emotionally" (a reminder's "not" kept on purpose: it asks for a deed).
"""

from __future__ import annotations

import pytest
from gate_verdict import kept, refused


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        # a proposal the other said yes to
        ("I proposed to Lena and she said yes.", "The user is engaged to Lena."),
        ("I proposed to Lena last summer and she said yes!", "The user is engaged to Lena."),
        ("I proposed to Lena and she said yes.", "Lena is engaged to the user."),
        # a naming's noun
        ("My parents named me Lucia.", "The user's name is Lucia."),
        ("My parents named me Lucia after my grandmother.", "The user's name is Lucia."),
        ("My parents named me Lucia.", "The user is named Lucia."),
        # a thing of theirs taken in to be seen to
        ("I took my laptop to the repair shop.", "The user owns a laptop."),
        ("I took my laptop to the repair shop.", "The user has a laptop."),
        ("I took my car to the mechanic.", "The user owns a car."),
        ("I took my car to the garage.", "The user has a car."),
        ("Llevé mi coche al mecánico.", "El usuario tiene un coche."),
        ("J'ai emmené ma voiture chez le garagiste.", "L'utilisateur a une voiture."),
        ("Ho portato la mia macchina dal meccanico.", "L'utente ha una macchina."),
        ("Levei o meu carro ao mecânico.", "O usuário tem um carro."),
        # a thing parted with and got again
        ("I sold my old car and bought a new one.", "The user has a car."),
        ("I sold my old car and bought a new one.", "The user owns a car."),
        ("I sold my old phone and got a new one.", "The user has a phone."),
        ("I sold my car and got another.", "The user has a car."),
        ("Vendí mi coche viejo y compré uno nuevo.", "El usuario tiene un coche."),
        ("Ho venduto la mia vecchia macchina e ne ho comprata una nuova.", "L'utente ha una macchina."),
        ("Vendi o meu carro velho e comprei um novo.", "O usuário tem um carro."),
        # a new term
        ("I became mayor in 2010 and served two terms, and I was reelected in 2022.", "The user is the mayor."),
        ("I became mayor in 2010 and served two terms. In 2022 I was reelected.", "The user is the mayor."),
        ("I became mayor in 2010 and served two terms, and I was elected again in 2022.", "The user is the mayor."),
        ("They elected me mayor in 2010 and I served two terms; in 2022 they reelected me.", "The user is the mayor."),
        # a pronoun is a whole subject
        ("I have been revising the recipe I made.", "The user has been revising a recipe."),
        # a past event of some
        ("I posted some of my dance videos.", "The user posted dance videos."),
        ("I posted some of my dance videos on social media.", "The user posted dance videos on social media."),
        ("I deleted some of my dance videos.", "The user deleted dance videos."),
    ],
)
def test_honest_kept(said: str, claim: str) -> None:
    kept(said, claim)


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        # a proposal no one said yes to, another's, almost, ended, or a wedding
        ("I proposed to Lena.", "The user is engaged to Lena."),
        ("I proposed to Lena and she said no.", "The user is engaged to Lena."),
        ("I almost proposed to Lena and she said yes.", "The user is engaged to Lena."),
        ("I proposed to Lena and she said yes, but we broke up in May.", "The user is engaged to Lena."),
        ("My brother proposed to Lena and she said yes.", "The user is engaged to Lena."),
        ("I want to propose to Lena.", "The user is engaged to Lena."),
        ("I proposed to Lena and she said yes.", "The user is married to Lena."),
        ("Tobiah proposed to me and I said yes.", "The user is married to Tobiah."),
        # a naming another's, wanted, almost
        ("My parents wanted to name me Lucia.", "The user's name is Lucia."),
        ("My parents named my sister Lucia.", "The user's name is Lucia."),
        ("My parents named the dog Lucia.", "The user's name is Lucia."),
        ("They almost named me Lucia.", "The user's name is Lucia."),
        # a thing taken in: the trade's doing, another's thing, more than had, thrown or given away
        ("I took my laptop to the repair shop.", "The user repaired the laptop."),
        ("I took my laptop to the repair shop.", "The user fixed the laptop."),
        ("I took my car to the mechanic.", "The user repaired the car."),
        ("Llevé mi coche al mecánico.", "El usuario arregló el coche."),
        ("I took my sister's laptop to the repair shop.", "The user owns a laptop."),
        ("I took my laptop to the repair shop.", "The user's laptop is broken."),
        ("I took my car to the garage.", "The user has a garage."),
        ("I took my laptop to the repair shop but then threw it away.", "The user owns a laptop."),
        ("I bought a laptop and threw it away.", "The user owns a laptop."),
        ("I bought a laptop and gave it away.", "The user owns a laptop."),
        ("I bought a laptop and gave it to my son.", "The user owns a laptop."),
        # a thing parted with and not got again, or only its age
        ("I sold my old car.", "The user has a car."),
        ("I sold my old car and bought a new bike.", "The user has a car."),
        ("I sold my old car and I want to buy a new one.", "The user has a car."),
        ("I sold my old car and my wife bought a new one.", "The user has a car."),
        ("I sold my old car and bought a new one.", "The user has an old car."),
        ("Vendí mi coche viejo.", "El usuario tiene un coche."),
        # a term served out, a reelection lost, run for or another's
        ("I became mayor in 2010 and served two terms.", "The user is the mayor."),
        ("I became mayor in 2010 and served two terms, and I lost reelection in 2022.", "The user is the mayor."),
        ("I became mayor in 2010 and served two terms, and I ran for reelection in 2022.", "The user is the mayor."),
        ("I became mayor in 2010 and served two terms, and Ana was reelected in 2022.", "The user is the mayor."),
        (
            "I became mayor in 2010 and served two terms, and I was reelected in 2014 and served until 2018.",
            "The user is the mayor.",
        ),
        # a part of a liking, the ones, all, sometimes
        ("I like some of my dance videos.", "The user likes dance videos."),
        ("I deleted some of my dance videos.", "The user deleted the dance videos."),
        ("I deleted some of my dance videos.", "The user deleted all of the dance videos."),
        ("Sometimes we deployed on Fridays.", "The team deployed on Fridays."),
        ("Some of our services ran on Go.", "The team's services ran on Go."),
    ],
)
def test_lie_refused(said: str, claim: str) -> None:
    refused(said, claim, rule=None)
