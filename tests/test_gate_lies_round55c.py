"""Lies the gate still let through on h55b-base — a gift read as bought, a sale abroad read as having, a trade got to
look at a thing read as the person's repairing it, an era over for the person, a cause bound to another's effect on a
part of the person — each refused now by a general reading, each beside an honest twin that is still kept:

- a thing got as a gift, given or received, said bought ("I got a watch for my birthday" → "The user bought a watch",
  "Me regalaron un reloj" → "El usuario compró un reloj", "On m'a offert une montre" → "L'utilisateur a acheté une
  montre"): lies22 made a gift come by as a purchase is (``relation._ACQUIRED``: "tiene un reloj" is kept), and no
  reading asked a buying claim for a buying quote. Buying is a relation family of its own now
  (``relation._RELATION_CLAIM``'s and ``_RELATION_ABROAD``'s "buy"): bought, paid for, ordered, shopped for, bid on
  or got ("I got a new phone" still backs "bought a new phone") — not got for a birthday or a holiday, as a present,
  from one of the person's people, nor given or received; abroad "compré", "j'ai acheté", "gekauft", "ho comprato",
  "comprei";
- a thing sold or given away abroad, said had ("Vendí mi reloj" → "El usuario tiene un reloj", "Regalé mi bici",
  "He vendido mi coche", "Doei o meu sofá", "Ich verkaufte mein Auto"): English "I sold my car" is an ending
  (``ending._ENDING``'s "sold"); the other languages' first-person sales and givings away are now too
  (``ending._PARTED_ABROAD``: the person the giver by the verb's form or its auxiliary's, not a clitic of the person
  before it — "Me regalaron", "Mi hanno venduto", "Me regalé un reloj" are had; a verb of giving that is no gift's
  own only before a thing of the person's: "Dei uma festa" gives nothing away). A thing got again, "one" standing
  for its kind, is had still ("Vendí mi coche viejo y compré uno nuevo": ``ending._ONE_AGAIN``), its age not; a
  sale abroad now says "ya no tiene coche" as "I sold my car" says "no longer has a car"; and a thing sold to the
  person is come by as a gift is ("Me vendieron un coche" backs "tiene un coche", "compró un coche": was review);
- a trade got, asked or paid to do a thing to something, the claim saying the person did another thing to it ("I
  got a mechanic to look at my car" → "The user repaired the car"): ``roles._CAUSED``'s "to" branch now records what
  the infinitive is done to (``to_what``: a determiner's noun right after it), as lies22's ``called_for`` does for
  "called a plumber for the leak"; not what another helped, taught or joined the person in (``roles._WITH_ME``: "I
  got a tutor to help me with my essay"). And a claim's verb found only in the trade's own name ("repair" of "the
  repair shop") is no doing of the person's;
- an era over for the person ("The era of remote work is over for me" → "The user works remotely"): "over for me",
  "for us", "for good" say it over (``ending._ENDED_OVER``), not "over for dinner";
- a cause bound to a part of the person another cause acts on ("Hiking is great but running hurts my knees" →
  "Hiking hurts the user's knees"): ``binding`` read "me" only; a possessive after a clause's subject and verb is
  the person acted on too (``_ACTED_ON_MINE``, and the claim's "the user's": ``_ACTED_ON_USERS``), where no "me" is
  (not "…, improving my stamina": a verb alone)."""

from __future__ import annotations

import pytest
from gate_verdict import kept, refused

# --- a gift is no buying ----------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I got a watch for my birthday.", "The user bought a watch."),
        ("I got a new bike for Christmas.", "The user purchased a bike."),
        ("I got a watch as a present.", "The user bought a watch."),
        ("I got a scarf from my mom.", "The user bought a scarf."),
        ("I was given a watch.", "The user bought a watch."),
        ("I received a watch for Christmas.", "The user bought a watch."),
        ("I adopted a puppy.", "The user bought a puppy."),
        ("Me regalaron un reloj.", "El usuario compró un reloj."),
        ("Recibí un reloj.", "El usuario compró un reloj."),
        ("On m'a offert une montre.", "L'utilisateur a acheté une montre."),
        ("J'ai reçu une montre.", "L'utilisateur a acheté une montre."),
        ("Mir wurde eine Uhr geschenkt.", "Der Nutzer hat eine Uhr gekauft."),
        ("Ich habe eine Uhr bekommen.", "Der Nutzer hat eine Uhr gekauft."),
        ("Mi hanno regalato un orologio.", "L'utente ha comprato un orologio."),
        ("Ho ricevuto un orologio.", "L'utente ha comprato un orologio."),
        ("Me deram um relógio.", "O usuário comprou um relógio."),
        ("Ganhei um relógio de aniversário.", "O usuário comprou um relógio."),
    ],
)
def test_a_gift_is_no_buying(said: str, claim: str) -> None:
    refused(said, claim)


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I bought a watch.", "The user bought a watch."),
        ("I bought myself a watch for my birthday.", "The user bought a watch."),
        ("I got a new phone last week.", "The user bought a new phone."),
        ("I got a watch from Amazon.", "The user bought a watch."),
        ("I got my dad a watch for his birthday.", "The user bought a watch."),
        ("I treated myself to a new watch.", "The user bought a watch."),
        ("I paid 200 dollars for a watch.", "The user bought a watch."),
        ("I ordered a watch online.", "The user bought a watch."),
        ("Just bought a watch.", "The user bought a watch."),
        ("We purchased a house in 2019.", "The user bought a house."),
        ("I picked up a new guitar last week.", "The user bought a guitar."),
        ("I got a watch for my birthday.", "The user has a watch."),
        ("I got a watch for my birthday.", "The user got a watch."),
        ("Me regalaron un reloj.", "El usuario tiene un reloj."),
        ("Compré un reloj.", "El usuario compró un reloj."),
        ("Me compré un reloj.", "El usuario compró un reloj."),
        ("J'ai acheté une montre.", "L'utilisateur a acheté une montre."),
        ("Je me suis acheté une montre.", "L'utilisateur a acheté une montre."),
        ("Ich habe eine Uhr gekauft.", "Der Nutzer hat eine Uhr gekauft."),
        ("Ho comprato un orologio.", "L'utente ha comprato un orologio."),
        ("Comprei um relógio.", "O usuário comprou um relógio."),
    ],
)
def test_a_buying_is_kept(said: str, claim: str) -> None:
    kept(said, claim)


# --- a thing sold or given away abroad is no longer had -----------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("Vendí mi reloj.", "El usuario tiene un reloj."),
        ("He vendido mi coche.", "El usuario tiene un coche."),
        ("Vendimos la casa.", "El usuario tiene una casa."),
        ("Vendí mi guitarra porque no la usaba.", "El usuario tiene una guitarra."),
        ("Regalé mi bici.", "El usuario tiene una bici."),
        ("Doné mi ropa vieja.", "El usuario tiene ropa vieja."),
        ("Doei o meu sofá.", "O usuário tem um sofá."),
        ("Dei a minha guitarra ao meu sobrinho.", "O usuário tem uma guitarra."),
        ("Vendi o meu carro.", "O usuário tem um carro."),
        ("J'ai vendu ma voiture.", "L'utilisateur a une voiture."),
        ("J'ai donné mon vélo.", "L'utilisateur a un vélo."),
        ("Ho venduto la macchina.", "L'utente ha una macchina."),
        ("Ho regalato la mia bici.", "L'utente ha una bici."),
        ("Ich habe mein Auto verkauft.", "Der Nutzer hat ein Auto."),
        ("Ich verkaufte mein Auto.", "Der Nutzer hat ein Auto."),
        ("Ich verschenkte mein Fahrrad.", "Der Nutzer hat ein Fahrrad."),
        ("I sold my watch.", "The user has a watch."),
        ("I gave away my bike.", "The user has a bike."),
    ],
)
def test_a_thing_sold_or_given_away_is_no_longer_had(said: str, claim: str) -> None:
    refused(said, claim)


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("Vendí mi coche viejo y compré uno nuevo.", "El usuario tiene un coche."),
        ("Vendí mi coche y me compré otro.", "El usuario tiene un coche."),
        ("Vendo coches.", "El usuario vende coches."),
        ("Vendo coches usados.", "El usuario vende coches usados."),
        ("Vendí mi reloj.", "El usuario vendió su reloj."),
        ("Vendí mi coche.", "El usuario ya no tiene coche."),
        ("J'ai vendu ma voiture.", "L'utilisateur a vendu sa voiture."),
        ("I sold my car.", "The user no longer has a car."),
        # a thing come by, or one the person treated themself to, is had
        ("Me regalaron una bici.", "El usuario tiene una bici."),
        ("On m'a donné un vélo.", "L'utilisateur a un vélo."),
        ("Mi hanno regalato una bici.", "L'utente ha una bici."),
        ("Mi hanno venduto una bici.", "L'utente ha una bici."),
        ("Me deram uma bicicleta.", "O usuário tem uma bicicleta."),
        ("Me regalé un reloj por mi cumpleaños.", "El usuario tiene un reloj."),
        ("Je me suis offert une montre.", "L'utilisateur a une montre."),
        ("Mi sono regalato un orologio.", "L'utente ha un orologio."),
        # ... and one sold to the person is had and bought (``words._received``, ``relation._USING``)
        ("Me vendieron un coche.", "El usuario tiene un coche."),
        ("Me venderam um carro.", "O usuário tem um carro."),
        ("Me vendieron un coche.", "El usuario compró un coche."),
        ("On m'a vendu une voiture.", "L'utilisateur a acheté une voiture."),
        # a giving of no thing of the person's
        ("Dei uma festa.", "O usuário deu uma festa."),
        ("I've done my homework.", "The user has homework."),
    ],
)
def test_a_sale_said_or_a_thing_come_by_is_kept(said: str, claim: str) -> None:
    kept(said, claim)


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("Vendí mi coche viejo y compré uno nuevo.", "El usuario tiene un coche viejo."),
        ("Vendí mi coche viejo.", "El usuario tiene un coche nuevo."),
    ],
)
def test_the_age_of_a_thing_sold_is_not_had(said: str, claim: str) -> None:
    refused(said, claim)


# --- a trade got to do a thing to something does it -------------------------------------------------------------

_ANOTHERS_DOING = "had another do"


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I got a mechanic to look at my car.", "The user repaired the car."),
        ("I got a plumber to check the pipes.", "The user fixed the pipes."),
        ("I asked my brother to look at my bike.", "The user fixed the bike."),
        ("I got a friend to check my essay.", "The user edited the essay."),
        ("I asked my neighbor to water my plants.", "The user watered the plants."),
        ("I paid a guy to clean my gutters.", "The user cleaned the gutters."),
        ("I took my laptop to the repair shop.", "The user repaired the laptop."),
        ("I took my bike to the bike shop.", "The user fixed the bike."),
    ],
)
def test_a_trade_got_to_do_a_thing_does_it(said: str, claim: str) -> None:
    assert _ANOTHERS_DOING in refused(said, claim, "review")


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I got a mechanic to look at my car.", "The user has a car."),
        ("I got a mechanic to look at my car.", "The user got a mechanic to look at the car."),
        ("I got a mechanic to look at my car.", "The user took the car to a mechanic."),
        ("I looked at my car with a mechanic.", "The user looked at the car."),
        ("I got a mechanic to look at my car, then I fixed the car myself.", "The user fixed the car."),
        ("I took my watch to a repair shop and repaired it myself there.", "The user repaired the watch."),
        ("I took my laptop to the repair shop.", "The user took the laptop to a repair shop."),
        # what another helped the person with, or joined them in, the person did too
        ("I got a tutor to help me with my essay.", "The user finished the essay."),
        ("I asked a friend to join me on the hike.", "The user finished the hike."),
        # what follows no determiner after the infinitive is no thing it is done to (LoCoMo's)
        ("I got some great news to share - I joined a gym last week!", "The user recently joined a gym."),
    ],
)
def test_the_persons_own_doing_beside_a_trade_is_kept(said: str, claim: str) -> None:
    kept(said, claim)


# --- an era over for the person; a cause bound to a part of the person ------------------------------------------


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("The era of remote work is over for me.", "The user works remotely."),
        ("My days of night shifts are over for good.", "The user works night shifts."),
        ("The era of remote work is over for us.", "The team works remotely."),
        ("Hiking is great but running hurts my knees.", "Hiking hurts the user's knees."),
        ("Swimming is fun but cycling hurts my back.", "Swimming hurts the user's back."),
        ("Yoga is relaxing but lifting strains my shoulder.", "Yoga strains the user's shoulder."),
        ("Coffee is great but tea upsets my stomach.", "Coffee upsets the user's stomach."),
    ],
)
def test_an_era_over_or_a_cause_of_another_is_refused(said: str, claim: str) -> None:
    refused(said, claim)


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("My shift at the hospital is over for today.", "The user works at the hospital."),
        ("Hiking is great but running hurts my knees.", "Running hurts the user's knees."),
        ("Hiking is great but running hurts my knees.", "The user enjoys hiking."),
        ("Coffee is great but tea upsets my stomach.", "Tea upsets the user's stomach."),
        ("Running hurts my knees.", "Running hurts the user's knees."),
        ("I love hiking with my dog.", "The user loves hiking with their dog."),
        ("My sister loves hiking but running hurts my knees.", "The user's sister loves hiking."),
    ],
)
def test_an_event_over_or_a_cause_of_its_own_is_kept(said: str, claim: str) -> None:
    kept(said, claim)
