"""Lies the gate still let through at the end of round 51 — a home claimed from a town named with no home word, a
past eating read as a habit, one of the person's people named with a possessive after its noun — each refused now by
a general reading, each beside an honest twin that is still kept:

- a home read into any mention of the town ("My flight to Seville leaves at 9", "Seville is beautiful in spring", "I
  work in Seville", "I bought a flat in Seville", "Mi vuelo a Sevilla sale a las 9", "Ich arbeite in Bonn" → "… lives
  there"): the live family (``relation._says_related``) accepted any clause naming the town but one that only judged
  it (round 51), leaving the rest to ``states.other_state``, which refuses only a stay of another kind said in a
  quote (a visit, a trip, "from"); its verb counted with any subject ("The Smiths live in Tampa", "The cost of living
  in Tampa is high"). The clause must say a home now (``relation._says_home``): a verb of the family said of the
  person (after their subject, or opening the sentence: "Born and raised in Tampa") (live, grew up, moved, settled,
  resided; "vivo", "j'habite", "je vis", "ich wohne", "abito", "moro", and now "viviamo", "vivemos", "viviendo",
  "vivendo", "je me suis installé", which the lenient reading had let through unread), a home the person calls theirs
  ("my flat in Seville", "our neighbours", "my rent", "mi casa", "mon appartement", "meine Wohnung"), the town called
  home or theirs ("Seville is home now", "I've called Seville home since 2010", "back home in Seville", "my city,
  Seville", "mi ciudad"; not "my favourite city"), the person based there, a local, a home rented, a stay for good or
  for years ("I'm staying in Guimarães until at least 2030", "I've been in Lisbon for three years now"), the simple
  present of staying ("I stay in Glasgow"), or an origin for a claim of growing up ("I'm from Rome originally"). The
  person only being there ("I'm in Tampa", "Here in Tampa it's humid", "I'm in Seville now, I love it here") says
  where they are, which a visitor says as well: for review. So are a departure ("Je suis parti à Berlin" → "… moved
  to Berlin": a trip as much as a move), a moving out ("I moved out of Tampa"), and a home another's in the plural
  ("my parents' house": ``_MY_SAYS`` read "my sister's" as hers, now "my parents'" too); abroad, a form only
  another's is in ("Marco abita a Torino"), a German plural without "wir" ("Die Müllers wohnen in Bonn"), an
  infinitive with no first person before it ("Es caro vivir en Sevilla") is no living of the person's
  (``relation._living_abroad``);
- a Spanish past of eating or drinking opening its sentence read as a habit ("Comí paella en Valencia", "Bebí vino
  en Oporto" → "El usuario come paella", "… bebe vino"): a past that opens its sentence is read as a verb when it is
  the claim's verb in another form (``words._verb_of``), and the stem of the -er/-ir preterite's first person
  ("comí", "bebí", "escribí") was not found: ``words._ROMANCE_ENDINGS`` gains its "-i";
- one of the person's people named with the possessive the Romance languages may set after the noun ("Gli amici
  miei vivono a Roma", "Il fratello mio suona la chitarra", "El hermano mío juega al tenis", "O irmão meu joga
  futebol"): ``base._MY_AFTER_KIN`` held the Greek and Indonesian "my" that follows its noun; it holds the Italian,
  Spanish and Portuguese ones now (``subject._kin_then_my``).

A home over-read is sent to review; a kin's doing is dropped, as the reading it extends drops it. Probed and left:
"I have a cold" → "The user runs a cold" (the having reading of "run": "run a fever" is an idiom of having; not a
frame to mend), "Probé el surf una vez" → "El usuario sabe surfear" (already review on h51-merge), "Comí paella en
Valencia y desde entonces la como cada domingo" (refused: the pronoun "la" is not read as the dish, as "now I eat it"
is not in English on h51-merge either), "Un amigo mío trabaja en Indra" (refused by the relation reading, not as a
kin's: "un" opens no kin phrase)."""

from __future__ import annotations

import pytest
from gate_verdict import kept, refused

# --- a town named is no home --------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("My flight to Seville leaves at 9.", "The user lives in Seville."),
        ("Seville is beautiful in spring.", "The user lives in Seville."),
        ("The food in Seville is amazing.", "The user lives in Seville."),
        ("The weather in Tampa is awful.", "The user lives in Tampa."),
        ("The rent in Denver is insane.", "The user lives in Denver."),
        ("I work in Seville.", "The user lives in Seville."),
        ("I live in Munich. I work in Berlin.", "The user lives in Berlin."),
        ("I bought a flat in Seville.", "The user lives in Seville."),
        ("We have a house in Seville.", "The user lives in Seville."),
        ("Seville is my favourite city.", "The user lives in Seville."),
        ("I rented a car in Denver.", "The user lives in Denver."),
        ("My parents' house in Tampa is big.", "The user lives in Tampa."),
        ("My old flat in Seville is for sale.", "The user lives in Seville."),
        ("Our former house in Tampa got a new roof.", "The user lives in Tampa."),
        ("I moved out of Tampa.", "The user lives in Tampa."),
        # the verb of living said of others
        ("Half my class moved to Tampa.", "The user lives in Tampa."),
        ("The Smiths live in Tampa.", "The user lives in Tampa."),
        ("The cost of living in Tampa is high.", "The user lives in Tampa."),
        ("We moved from Tampa to Denver.", "The user lives in Tampa."),
        # the person being there: a visitor says it as well
        ("I'm in Tampa.", "The user lives in Tampa."),
        ("Here in Tampa it's humid.", "The user lives in Tampa."),
        ("I'm in Seville now, I love it here.", "The user lives in Seville."),
        ("I'm staying in Glasgow.", "The user lives in Glasgow."),
        ("I've been in Lisbon since Monday.", "The user lives in Lisbon."),
        ("I miss my hometown Seville.", "The user lives in Seville."),
        # ... and in the other languages
        ("Mi vuelo a Sevilla sale a las 9.", "El usuario vive en Sevilla."),
        ("Sevilla es preciosa.", "El usuario vive en Sevilla."),
        ("Estoy en Sevilla.", "El usuario vive en Sevilla."),
        ("Soy de Sevilla.", "El usuario vive en Sevilla."),
        ("J'ai acheté un appartement à Lyon.", "L'utilisateur habite à Lyon."),
        ("Ich arbeite in Bonn.", "Der Nutzer wohnt in Bonn."),
        ("Il mio volo per Torino parte alle 9.", "L'utente vive a Torino."),
        ("O meu voo para Braga sai às 9.", "O usuário mora em Braga."),
        ("Je suis parti à Berlin", "The user moved to Berlin"),
        # ... the verb of living said of others, or of no one
        ("Die Müllers wohnen in Bonn.", "Der Nutzer wohnt in Bonn."),
        ("Marco abita a Torino.", "L'utente vive a Torino."),
        ("Es caro vivir en Sevilla.", "El usuario vive en Sevilla."),
    ],
)
def test_a_town_named_is_no_home(said: str, claim: str) -> None:
    refused(said, claim, "review")


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I live in Seville.", "The user lives in Seville."),
        ("We moved to Seville last year.", "The user lives in Seville."),
        ("We moved from Tampa to Denver.", "The user lives in Denver."),
        ("We settled in Denver after the war.", "The user lives in Denver."),
        ("I love living in Seville.", "The user lives in Seville."),
        ("My wife and I live in Tampa.", "The user lives in Tampa."),
        ("Born and raised in Tampa.", "The user grew up in Tampa."),
        ("Been living in Tampa for years.", "The user lives in Tampa."),
        ("As someone who grew up in Ohio, I love snow.", "The user grew up in Ohio."),
        # a home the person calls theirs
        ("My flat in Seville is tiny.", "The user lives in Seville."),
        ("My house in Tampa is big.", "The user lives in Tampa."),
        ("Our neighbours in Tampa are loud.", "The user lives in Tampa."),
        ("My rent in Denver is insane.", "The user lives in Denver."),
        ("I'm renting a flat in Lisbon", "The user lives in Lisbon"),
        # the town called home, the person based there, one of its people, a stay for good
        ("Seville is home now.", "The user lives in Seville."),
        ("Tampa has become our home.", "The user lives in Tampa."),
        ("Back home in Seville we eat late.", "The user lives in Seville."),
        ("I've called Seville home since 2010.", "The user lives in Seville."),
        ("My city, Seville, is hot in summer.", "The user lives in Seville."),
        ("Seville, where I live, is hot.", "The user lives in Seville."),
        ("I'm based in Seville.", "The user lives in Seville."),
        ("I'm a Lisbon local", "The user lives in Lisbon"),
        ("I stay in Glasgow", "The user lives in Glasgow"),
        ("I've been in Lisbon for three years now", "The user lives in Lisbon"),
        ("We're staying in Tampa for good.", "The user lives in Tampa."),
        ("I'm staying in Guimarães until at least 2030.", "The user lives in Guimarães."),
        ("I'm from Rome originally", "The user grew up in Rome"),
        # ... and in the other languages
        ("Vivo en Sevilla.", "El usuario vive en Sevilla."),
        ("Mi casa en Sevilla es pequeña.", "El usuario vive en Sevilla."),
        ("Mi ciudad, Sevilla, es preciosa.", "El usuario vive en Sevilla."),
        ("Me encanta vivir en Sevilla.", "El usuario vive en Sevilla."),
        ("Mon appartement à Lyon est petit.", "L'utilisateur habite à Lyon."),
        ("Je vis à Lyon depuis 2019", "L'utilisateur habite à Lyon"),
        ("Meine Wohnung in Bonn ist klein.", "Der Nutzer wohnt in Bonn."),
        ("In Bonn wohnen wir seit 2019.", "Der Nutzer wohnt in Bonn."),
        ("J'adore habiter à Lyon.", "L'utilisateur habite à Lyon."),
        ("Adoro morar em Lisboa.", "O usuário mora em Lisboa."),
        ("Abito a Torino.", "L'utente vive a Torino."),
        ("Viviamo a Roma da dieci anni.", "L'utente vive a Roma."),
        ("Sto vivendo a Roma.", "L'utente vive a Roma."),
        ("Ahora estoy viviendo en Sevilla.", "El usuario vive en Sevilla."),
        ("Je me suis installé à Lyon.", "L'utilisateur habite à Lyon."),
        ("Vivemos em Braga.", "O usuário mora em Braga."),
        ("Moro em Braga.", "O usuário mora em Braga."),
    ],
)
def test_a_home_said_is_kept(said: str, claim: str) -> None:
    kept(said, claim)


# --- a past eating is no habit --------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("Comí paella en Valencia.", "El usuario come paella."),
        ("Bebí vino en Oporto.", "El usuario bebe vino."),
        ("Escribí una novela en Lisboa.", "El usuario escribe novelas."),
        ("I ate paella in Valencia.", "The user eats paella."),
    ],
)
def test_a_past_eating_is_no_habit(said: str, claim: str) -> None:
    refused(said, claim, "review")


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("Como paella todos los domingos.", "El usuario come paella."),
        ("Bebo vino con la cena.", "El usuario bebe vino."),
        ("Comí paella en Valencia.", "El usuario comió paella en Valencia."),
        ("Comí paella en Valencia y ahora como paella cada domingo.", "El usuario come paella."),
        ("José come paella.", "José come paella."),
    ],
)
def test_a_habit_or_the_past_itself_is_kept(said: str, claim: str) -> None:
    kept(said, claim)


# --- the Romance possessive after its noun ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("Gli amici miei vivono a Roma.", "L'utente vive a Roma."),
        ("Gli amici miei lavorano a Roma.", "L'utente lavora a Roma."),
        ("Il fratello mio suona la chitarra.", "L'utente suona la chitarra."),
        ("La madre mia cucina ogni domenica.", "L'utente cucina ogni domenica."),
        ("Los amigos míos viven en Roma.", "El usuario vive en Roma."),
        ("El hermano mío juega al tenis.", "El usuario juega al tenis."),
        ("O irmão meu joga futebol.", "O usuário joga futebol."),
        ("Os amigos meus moram em Braga.", "O usuário mora em Braga."),
    ],
)
def test_a_kin_named_before_its_possessive_is_theirs(said: str, claim: str) -> None:
    assert "someone else" in refused(said, claim, "drop")


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("Lavoro a Roma con gli amici miei.", "L'utente lavora a Roma."),
        ("Suono la chitarra con il fratello mio.", "L'utente suona la chitarra."),
        ("Il fratello mio e io suoniamo la chitarra.", "L'utente suona la chitarra."),
        ("Il fratello mio suona la chitarra. Anch'io suono la chitarra.", "L'utente suona la chitarra."),
        ("Madre mia, che caldo! Lavoro a Roma.", "L'utente lavora a Roma."),
    ],
)
def test_the_person_beside_their_kin_is_kept(said: str, claim: str) -> None:
    kept(said, claim)
