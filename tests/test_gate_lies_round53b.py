"""Lies the gate still let through on h53-base — another verb for what was done, a grade or a score read as any
other, a scoff, a home let to others — each refused now by a general reading, each beside an honest twin that is
still kept:

- a thing bought said made by the light verb of the other languages ("Compré un pastel" → "El usuario hizo un
  pastel", "J'ai acheté un gâteau" → "L'utilisateur a fait un gâteau", "Comprei um bolo" → "O usuário fez um bolo"):
  English "baked a cake" behind "I bought a cake" is refused by the relation reading (the cook family: a dish bought
  is not cooked, ``relation._says_related``), but "hacer", "faire", "fare", "fazer", "machen" were read by none of its
  families, only by coverage, where the thing alone holds half the claim. They are a family of their own now
  (``relation``'s light): a making, or any doing ("hizo un viaje", "fait du vélo"), so a light verb's thing is read
  only against a quote that says it bought, ordered or given (``relation._ACQUIRED``), and is backed by any word of a
  making, a dish or a picture made ("Hice un pastel", "Horneé un pastel", "Ich habe einen Kuchen gebacken");
- a doing the person had another do ("I had the car repaired", "I got my hair cut", "I hired a painter for the
  kitchen", "I got my brother to fix the roof", "Hice arreglar el coche", "J'ai fait réparer la voiture", "Ich habe
  das Auto reparieren lassen", "Ho fatto riparare la macchina", "Mandei consertar o carro" → "The user repaired the
  car" …): a causative makes the person its cause and another its doer (``roles.caused``); the claim's verb held only
  in a causative's doing is reviewed. Not a claim that says the causative itself ("The user had the car repaired"),
  nor a doing the person says plainly too ("I had my hair cut, then I cut my son's hair"), nor a having ("I had the
  car for ten years"), a name ("a dog named Rex"), a chance ("I got a chance to fix the roof");
- a grade's letter read as an article and a score's pair read number by number ("I got a C in chemistry" → "… got
  an A in chemistry", "I scored 7 out of 10" → "… scored 10 out of 10"): the letter after got, received, earned,
  scored or an article is the grade's value (``numbers.unheld_grades``), and "N out of M", "N/M", "N sur M", "N de M"
  are one pair (``numbers.turned_pairs``); a claim's grade or pair no quote says is dropped, as a number is;
- a scoff ("Haha yeah right, I'm totally a millionaire", "As if I'm a morning person", "I own a yacht, yeah right"):
  sarcasm whatever came before it (``stance._SURE``'s scoff; a "yeah right" that ends its sentence takes back what
  it follows, ``stance._JOKE``);
- a home let to others ("I let out my flat in Seville to students", "My apartment in Porto is rented out", "Ich
  vermiete meine Wohnung in Bonn" → "The user lives in …"): the landlord's flat, no home of theirs
  (``relation._LET_OUT``, cut from the clause ``_says_home`` reads); "I'm renting a flat in Lisbon" is the tenant's.

Probed and left: "I have a cold" → "The user runs a cold" (the run family's having reading: "I have a bakery" says
running it, and "run a fever" is English for having one; telling an ailment from a business needs a lexicon of
ailments, no frame); "Me cortaron el pelo" → "El usuario se cortó el pelo" (dropped already by coverage: "cortó" is
not "cortaron"); "I called a plumber for the leak" → "The user fixed the leak" (the trade's noun is not the claim's
verb); "Saqué un 6 de 10" (dropped already by the number rule); a letting said in Spanish, French, Italian or
Portuguese ("alquilo mi piso", "je loue mon appartement" say a tenant's renting as well)."""

from __future__ import annotations

import pytest
from gate_verdict import kept, refused

# --- a thing bought is not made, by the light verb ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("Compré un pastel.", "El usuario hizo un pastel."),
        ("J'ai acheté un gâteau.", "L'utilisateur a fait un gâteau."),
        ("Comprei um bolo para a festa.", "O usuário fez um bolo."),
        ("Ho comprato una torta.", "L'utente ha fatto una torta."),
        ("Ich habe einen Kuchen gekauft.", "Der Benutzer hat einen Kuchen gemacht."),
        ("Compramos las galletas en el mercado.", "El usuario hizo las galletas."),
        ("J'ai commandé une pizza.", "L'utilisateur a fait une pizza."),
        ("J'ai acheté un clafoutis aux cerises à Riom.", "L'utilisateur a fait un clafoutis aux cerises à Riom."),
    ],
)
def test_a_thing_bought_is_not_made_by_the_light_verb(said: str, claim: str) -> None:
    assert "used or had" in refused(said, claim)


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("Hice un pastel.", "El usuario hizo un pastel."),
        ("J'ai fait un gâteau.", "L'utilisateur a fait un gâteau."),
        ("Fiz um bolo para a festa.", "O usuário fez um bolo."),
        ("Ho fatto una torta.", "L'utente ha fatto una torta."),
        ("Ich habe einen Kuchen gebacken.", "Der Benutzer hat einen Kuchen gemacht."),
        ("Compré harina e hice un pastel.", "El usuario hizo un pastel."),
        ("Horneé un pastel de chocolate.", "El usuario hizo un pastel."),
        ("J'ai préparé un gâteau.", "L'utilisateur a fait un gâteau."),
        # the light verb's other doings name no thing bought
        ("Viajé a Japón el año pasado.", "El usuario hizo un viaje a Japón."),
        ("Je fais du vélo le dimanche.", "L'utilisateur fait du vélo."),
        ("Compré un coche y hice un viaje a Galicia.", "El usuario hizo un viaje a Galicia."),
        ("I baked a cake.", "The user baked a cake."),
    ],
)
def test_a_thing_made_by_the_light_verb_is_kept(said: str, claim: str) -> None:
    kept(said, claim)


def test_a_cake_bought_is_not_baked_in_english_either() -> None:
    refused("I bought a cake.", "The user baked a cake.")


# --- a doing had done by another ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I had the car repaired.", "The user repaired the car."),
        ("I had my hair cut.", "The user cut their hair."),
        ("I got my hair cut.", "The user cut their hair."),
        ("I got my car washed yesterday.", "The user washed their car."),
        ("We're having the fence painted next week.", "The user painted the fence."),
        ("I had my wisdom teeth removed.", "The user removed their wisdom teeth."),
        ("I hired a painter for the kitchen.", "The user painted the kitchen."),
        ("I hired a house painter for the kitchen.", "The user painted the kitchen."),
        ("I had the mechanic fix the brakes.", "The user fixed the brakes."),
        ("I had my little brother fix the roof.", "The user fixed the roof."),
        ("I made my kids clean their rooms.", "The user cleaned the rooms."),
        ("I got my brother to fix the roof.", "The user fixed the roof."),
        ("I paid someone to clean the gutters.", "The user cleaned the gutters."),
        ("Hice arreglar el coche.", "El usuario arregló el coche."),
        ("Mandé arreglar el coche.", "El usuario arregló el coche."),
        ("J'ai fait réparer la voiture.", "L'utilisateur a réparé la voiture."),
        ("Ich habe das Auto reparieren lassen.", "Der Benutzer hat das Auto repariert."),
        ("Ich ließ das Auto reparieren.", "Der Benutzer reparierte das Auto."),
        ("Ho fatto riparare la macchina.", "L'utente ha riparato la macchina."),
        ("Mandei consertar o carro.", "O usuário consertou o carro."),
        ("I had my portrait painted by a street artist.", "The user painted a portrait."),
        ("I had my wallet stolen in Rome.", "The user stole a wallet."),
        ("J'ai fait construire une maison à Nantes.", "L'utilisateur a construit une maison à Nantes."),
        ("Ich lasse mir die Haare schneiden.", "Der Benutzer schneidet sich die Haare."),
    ],
)
def test_a_doing_had_done_by_another_is_not_the_persons(said: str, claim: str) -> None:
    assert "had another do" in refused(said, claim, "review")


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I repaired the car myself.", "The user repaired the car."),
        ("I had the car for ten years.", "The user had the car."),
        ("I had the car repaired.", "The user had the car repaired."),
        ("I hired a painter for the kitchen.", "The user hired a painter."),
        ("I painted the kitchen last weekend.", "The user painted the kitchen."),
        ("I had a dog named Rex.", "The user had a dog named Rex."),
        ("I have a son called Tom.", "The user has a son called Tom."),
        ("I got a chance to fix the roof.", "The user fixed the roof."),
        ("I had my hair cut, then I cut my son's hair.", "The user cut their son's hair."),
        ("I cut my own hair.", "The user cut their hair."),
        ("I hired a cleaner but I clean the kitchen myself.", "The user cleans the kitchen."),
        ("I have two kids who love soccer.", "The user has two kids."),
        ("I made my own cake, baked it in my new oven.", "The user baked a cake."),
        ("Hice arreglar el coche.", "El usuario hizo arreglar el coche."),
        ("Arreglé el coche yo mismo.", "El usuario arregló el coche."),
        ("J'ai réparé la voiture moi-même.", "L'utilisateur a réparé la voiture."),
        ("Ich habe das Auto selbst repariert.", "Der Benutzer hat das Auto repariert."),
        ("Ho riparato la macchina da solo.", "L'utente ha riparato la macchina."),
        ("Consertei o carro sozinho.", "O usuário consertou o carro."),
    ],
)
def test_a_doing_of_the_persons_own_is_kept(said: str, claim: str) -> None:
    kept(said, claim)


# --- a grade's letter, a score's pair ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I got a C in chemistry.", "The user got an A in chemistry."),
        ("I got a B in the exam.", "The user got an A in the exam."),
        ("I got a B- in physics.", "The user got a B+ in physics."),
        ("I did well in chemistry.", "The user got an A in chemistry."),
        ("I scored 7 out of 10.", "The user scored 10 out of 10."),
        ("I got 7/10 on the quiz.", "The user got 10/10 on the quiz."),
        ("J'ai eu 12 sur 20 en maths.", "L'utilisateur a eu 20 sur 20 en maths."),
    ],
)
def test_a_grade_or_a_score_is_its_own_value(said: str, claim: str) -> None:
    reason = refused(said, claim, "drop", rule="number")
    assert "grade" in reason or "score" in reason


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I got an A in chemistry.", "The user got an A in chemistry."),
        ("I scored 10 out of 10.", "The user scored 10 out of 10."),
        ("I got a B+.", "The user got a B+."),
        ("I received a B- in physics.", "The user received a B- in physics."),
        ("I got 9/10 on the quiz.", "The user scored 9 out of 10 on the quiz."),
        ("J'ai eu 18 sur 20 en maths.", "L'utilisateur a eu 18 sur 20 en maths."),
        ("We won 3 of 5 games.", "The team won 3 of 5 games."),
        ("My grade in chemistry was an A.", "The user got an A in chemistry."),
        ("I wrote a C compiler.", "The user wrote a C compiler."),
        ("I'm available 24/7.", "The user is available 24/7."),
        ("Plan B is to move to Lyon.", "The user's plan B is to move to Lyon."),
    ],
)
def test_a_grade_or_a_score_said_is_kept(said: str, claim: str) -> None:
    kept(said, claim)


def test_second_is_not_first_already() -> None:
    refused("I came second in the race.", "The user came first in the race.")


# --- a scoff --------------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("Haha yeah right, I'm totally a millionaire.", "The user is a millionaire."),
        ("Yeah right, I'm a morning person.", "The user is a morning person."),
        ("As if I'm a morning person.", "The user is a morning person."),
        ("I'm a morning person. Yeah right.", "The user is a morning person."),
        ("I own a yacht, yeah right.", "The user owns a yacht."),
        ("Sure, and I'm the Queen of England.", "The user is the Queen of England."),
    ],
)
def test_a_scoff_is_sarcasm(said: str, claim: str) -> None:
    refused(said, claim, "review")


def test_a_scoff_is_sarcasm_after_a_question_too() -> None:
    said, claim = "Yeah right, I'm a millionaire.", "The user is a millionaire."
    refused(said, claim, "review", asked="Are you rich or something?")


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I'm a millionaire.", "The user is a millionaire."),
        ("Yeah, I'm a nurse.", "The user is a nurse."),
        ("Yeah right now I'm in Berlin.", "The user is in Berlin."),
        ("I turned right, yeah, and I'm at the station now.", "The user is at the station."),
    ],
)
def test_no_scoff_is_kept(said: str, claim: str) -> None:
    kept(said, claim)


# --- a home let to others -----------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I let out my flat in Seville to students.", "The user lives in Seville."),
        ("We rent our house in Lyon out in summer.", "The user lives in Lyon."),
        ("I rent my flat in Bonn to a young couple.", "The user lives in Bonn."),
        ("My apartment in Porto is rented out.", "The user lives in Porto."),
        ("My flat in Valencia is on Airbnb now.", "The user lives in Valencia."),
        ("Ich vermiete meine Wohnung in Bonn.", "Der Benutzer wohnt in Bonn."),
        ("I sublet my studio in Tampa to a friend.", "The user lives in Tampa."),
    ],
)
def test_a_home_let_to_others_is_no_home(said: str, claim: str) -> None:
    refused(said, claim, "review")


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("My flat in Seville is lovely.", "The user lives in Seville."),
        ("I'm renting a flat in Lisbon.", "The user lives in Lisbon."),
        ("I rent my flat in Seville close to the station.", "The user lives in Seville."),
        ("I live in Seville and let out a room to students.", "The user lives in Seville."),
        ("I let out my flat in Seville to students.", "The user owns a flat in Seville."),
    ],
)
def test_a_home_of_ones_own_is_kept(said: str, claim: str) -> None:
    kept(said, claim)
