"""Lies the gate still let through at the end of round 53 — a word bound to the wrong partner where the binding
reading (``binding.rebound``) missed it, and a start that lasted a stretch — each refused now by a general reading,
each beside an honest twin that is still kept:

- an adjective's or a participle's complement ("I love cats but I'm allergic to dogs" → "… is allergic to cats";
  "afraid of", "scared of", "good at", "bad at", "tired of", "proud of"; "soy alérgico a los perros", "je suis
  allergique aux chiens", "ich bin allergisch gegen Hunde", "sono allergico ai cani", "sou alérgico a cães"; a noun
  after a verb of having: "tengo miedo de las arañas"): a predicate after a form of "be" governs the noun its
  preposition takes, as a verb of liking governs its object (``binding._PREDICATE_OF``, ``_Bound.governed``); the
  verbs of liking of the other languages read with what they bind ("Me encantan los gatos", "J'adore les chats", "Mi
  piacciono i gatti"); Italian "ma" before its subject or a verb of the first person opens a clause as "pero" does;
- a gapped clause, its verb left out ("The blue key opens the shed, the red one the garage", "My husband drives the
  Volvo and my daughter the Fiat", "La llave azul abre el cobertizo, la roja el garaje"): two noun phrases after a
  comma or "and" and no verb bind their words as the clause before binds its own (``binding._GAP_CUT``, ``_GAP``) — no
  apposition; and a number with its unit written on to it, a measure ("I run 5k on Mondays and 10k on Fridays", "The
  meeting is at 3pm, lunch at noon"), bound as a number is (``binding._BOUND_MEASURE``);
- a grade said of someone else ("I got a C in chemistry, my sister got an A" → "The user got an A in chemistry"): a
  grade's letter (``numbers._GRADE``) is a word bound as a name is (``binding._graded``);
- a stretch a past or a start lasted ("I took up pottery for a month", "I started pottery for a month", "I did karate
  for two years", "J'ai fait de la poterie pendant un mois", "Ho fatto yoga per due anni", "Ich habe zwei Jahre lang
  Karate gemacht") → "The user does pottery": what held for a stretch of the past held for that time (the "for a
  time" limit, ``limits._stretch_ended``); not a perfect ("I've done pottery for a month": still so) nor "since"
  ("depuis", "desde hace", "seit").

Decided: "I moved out of my boyfriend's flat" → "The user has a boyfriend" is kept: the person still calls him "my
boyfriend" (moving out ends a home, not a relation; "my ex-boyfriend's flat" is refused). "I have a cold" → "The user
runs a cold" is left: no frame tells a cold from a bakery ("I have a bakery" → "runs a bakery" is right)."""

from __future__ import annotations

import pytest
from gate_verdict import kept, refused

# --- a predicate's complement ---------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I love cats but I'm allergic to dogs.", "The user is allergic to cats."),
        ("I love horses but I'm allergic to hay.", "The user is allergic to horses."),
        ("I like spiders but I'm afraid of snakes.", "The user is afraid of spiders."),
        ("I enjoy hiking but I'm scared of heights.", "The user is scared of hiking."),
        ("I love chess but I'm good at poker.", "The user is good at chess."),
        ("I like cooking but I'm bad at baking.", "The user is bad at cooking."),
        ("I enjoy jazz but I'm tired of techno.", "The user is tired of jazz."),
        ("I love my job but I'm proud of my garden.", "The user is proud of their job."),
        ("I'm interested in history and I'm good at maths.", "The user is good at history."),
        ("Me encantan los gatos pero soy alérgico a los perros.", "El usuario es alérgico a los gatos."),
        ("Me gusta el tenis pero soy malo en el golf.", "El usuario es malo en el tenis."),
        ("Me gustan los caballos pero tengo miedo de las arañas.", "El usuario tiene miedo de los caballos."),
        ("J'adore les chats mais je suis allergique aux chiens.", "L'utilisateur est allergique aux chats."),
        ("J'aime le jazz mais je suis allergique au pollen.", "L'utilisateur est allergique au jazz."),
        ("Ich liebe Katzen, aber ich bin allergisch gegen Hunde.", "Der Nutzer ist allergisch gegen Katzen."),
        ("Mi piacciono i gatti ma sono allergico ai cani.", "L'utente è allergico ai gatti."),
        ("Eu adoro gatos mas sou alérgico a cães.", "O usuário é alérgico a gatos."),
    ],
)
def test_a_predicate_binds_its_own_complement(said: str, claim: str) -> None:
    refused(said, claim, "review")


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I love cats but I'm allergic to dogs.", "The user is allergic to dogs."),
        ("I love cats but I'm allergic to dogs.", "The user loves cats."),
        ("I love horses but I'm allergic to hay.", "The user is allergic to hay."),
        ("I like spiders but I'm afraid of snakes.", "The user is afraid of snakes."),
        ("I enjoy hiking but I'm scared of heights.", "The user is scared of heights."),
        ("I like cooking but I'm bad at baking.", "The user likes cooking."),
        ("I'm interested in history and I'm good at maths.", "The user is interested in history."),
        ("I'm interested in history and I'm good at maths.", "The user is good at maths."),
        ("Me encantan los gatos pero soy alérgico a los perros.", "El usuario es alérgico a los perros."),
        ("Me gusta el tenis pero soy malo en el golf.", "El usuario es malo en el golf."),
        ("J'aime le jazz mais je suis allergique au pollen.", "L'utilisateur aime le jazz."),
        ("J'adore les chats mais je suis allergique aux chiens.", "L'utilisateur est allergique aux chiens."),
        ("Ich liebe Katzen, aber ich bin allergisch gegen Hunde.", "Der Nutzer ist allergisch gegen Hunde."),
        ("Mi piacciono i gatti ma sono allergico ai cani.", "L'utente è allergico ai cani."),
        ("Eu adoro gatos mas sou alérgico a cães.", "O usuário é alérgico a cães."),
        ("I'm allergic to dogs and cats.", "The user is allergic to cats."),
        ("I'm proud of my daughter.", "The user is proud of their daughter."),
        ("I'm married to Tomas and I love him.", "The user is married to Tomas."),
    ],
)
def test_a_predicate_with_its_own_complement_is_kept(said: str, claim: str) -> None:
    kept(said, claim)


# --- a gapped clause, a measure ------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("The blue key opens the shed, the red one the garage.", "The blue key opens the garage."),
        ("The small bowl holds the rice, the big one the soup.", "The small bowl holds the soup."),
        ("My husband drives the Volvo, my daughter the Fiat.", "The user's husband drives the Fiat."),
        ("My husband drives the Volvo and my daughter the Fiat.", "The user's husband drives the Fiat."),
        ("La llave azul abre el cobertizo, la roja el garaje.", "La llave azul abre el garaje."),
        ("La clé bleue ouvre la remise, la rouge le garage.", "La clé bleue ouvre le garage."),
        ("I run 5k on Mondays and 10k on Fridays.", "The user runs 10k on Mondays."),
        ("I swim 2km on Tuesdays and 3km on Saturdays.", "The user swims 3km on Tuesdays."),
        ("The meeting is at 3pm, lunch at noon.", "The meeting is at noon."),
        ("My yoga class is at 7am, my spin class at 6pm.", "The user's yoga class is at 6pm."),
        ("The dentist is at 9am and the haircut at 4pm.", "The dentist appointment is at 4pm."),
    ],
)
def test_a_gapped_clause_binds_its_own_words(said: str, claim: str) -> None:
    refused(said, claim, "review")


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("The blue key opens the shed, the red one the garage.", "The blue key opens the shed."),
        ("The blue key opens the shed, the red one the garage.", "The red key opens the garage."),
        ("The small bowl holds the rice, the big one the soup.", "The big bowl holds the soup."),
        ("My husband drives the Volvo, my daughter the Fiat.", "The user's daughter drives the Fiat."),
        ("La llave azul abre el cobertizo, la roja el garaje.", "La llave azul abre el cobertizo."),
        ("La clé bleue ouvre la remise, la rouge le garage.", "La clé bleue ouvre la remise."),
        ("I run 5k on Mondays and 10k on Fridays.", "The user runs 10k on Fridays."),
        ("I run 5k on Mondays and 10k on Fridays.", "The user runs 5k on Mondays."),
        ("I swim 2km on Tuesdays and 3km on Saturdays.", "The user swims 3km on Saturdays."),
        ("The meeting is at 3pm, lunch at noon.", "The meeting is at 3pm."),
        ("The meeting is at 3pm, lunch at noon.", "Lunch is at noon."),
        ("My yoga class is at 7am, my spin class at 6pm.", "The user's spin class is at 6pm."),
        ("The dentist is at 9am and the haircut at 4pm.", "The haircut is at 4pm."),
        ("I walk 10k steps a day.", "The user walks 10k steps a day."),
        # an apposition is no gap
        ("I work at Acme, a small startup in Porto.", "The user works at a small startup in Porto."),
    ],
)
def test_a_gapped_clause_twin_is_kept(said: str, claim: str) -> None:
    kept(said, claim)


# --- a grade of someone else's clause ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I got a C in chemistry, my sister got an A.", "The user got an A in chemistry."),
        ("I got a B in physics and my brother got a D.", "The user got a D in physics."),
    ],
)
def test_a_grade_of_someone_else_is_not_the_persons(said: str, claim: str) -> None:
    refused(said, claim, "review")


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I got a C in chemistry, my sister got an A.", "The user got a C in chemistry."),
        ("I got a C in chemistry, my sister got an A.", "The user's sister got an A."),
        ("I got a B in physics and my brother got a D.", "The user got a B in physics."),
        ("I got a B in physics and my brother got a D.", "The user's brother got a D."),
        ("I got an A in biology.", "The user got an A in biology."),
    ],
)
def test_a_grade_of_the_persons_own_is_kept(said: str, claim: str) -> None:
    kept(said, claim)


# --- a stretch a past or a start lasted ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I took up pottery for a month.", "The user does pottery."),
        ("I started pottery for a month.", "The user does pottery."),
        ("I did pottery for a month.", "The user does pottery."),
        ("I did karate for two years.", "The user does karate."),
        ("I started yoga for a few weeks.", "The user does yoga."),
        ("I played the cello for a while.", "The user plays the cello."),
        ("J'ai fait de la poterie pendant un mois.", "L'utilisateur fait de la poterie."),
        ("Hice cerámica durante un año.", "El usuario hace cerámica."),
        ("Ho fatto yoga per due anni.", "L'utente fa yoga."),
        ("Ich habe zwei Jahre lang Karate gemacht.", "Der Nutzer macht Karate."),
    ],
)
def test_a_stretch_of_the_past_is_no_now(said: str, claim: str) -> None:
    refused(said, claim, "review")


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I've done pottery for a month.", "The user does pottery."),
        ("I took up pottery a month ago.", "The user does pottery."),
        ("I started pottery last month.", "The user does pottery."),
        ("I did karate for two years.", "The user did karate for two years."),
        ("I played the cello for a while.", "The user played the cello."),
        ("I've played the cello for ten years.", "The user plays the cello."),
        ("I've been playing the cello for ten years.", "The user plays the cello."),
        ("I have been vegan for two years.", "The user is vegan."),
        ("I took up knitting a year ago and I love it.", "The user knits."),
        ("I went to Spain for a week.", "The user went to Spain."),
        ("Hago cerámica desde hace un año.", "El usuario hace cerámica."),
        ("Je fais de la poterie depuis un mois.", "L'utilisateur fait de la poterie."),
        ("Faccio yoga da due anni.", "L'utente fa yoga."),
        ("Ich mache seit zwei Jahren Karate.", "Der Nutzer macht Karate."),
    ],
)
def test_a_stretch_up_to_now_is_kept(said: str, claim: str) -> None:
    kept(said, claim)


# --- decided --------------------------------------------------------------------------------------------------------


def test_moving_out_of_a_partners_flat_keeps_the_partner() -> None:
    kept("I moved out of my boyfriend's flat.", "The user has a boyfriend.")
    refused("I moved out of my ex-boyfriend's flat.", "The user has a boyfriend.")


def test_a_cold_is_had() -> None:
    kept("I have a cold.", "The user has a cold.")
