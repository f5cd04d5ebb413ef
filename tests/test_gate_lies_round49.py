"""Lies the gate still let through at the end of round 48 — a claim one step stronger than what was said — each
refused now by a general reading, each beside an honest twin that is still kept:

- an acronym read as a stop word ("I went to Omar's graduation at MIT" → "The user graduated from MIT", read as the
  German "mit" and so no object at all): a word a claim writes in capitals is a name, one of its relation's object
  words (``base._acronyms``), so the going to another's graduation is read as at Yale;
- a talk given read as a teaching post ("I gave a talk at Stanford" → "The user taught at Stanford"): "taught at",
  "teaches in" are the teaching family (``_RELATION_CLAIM``), which needs a word of teaching said of the person;
- a group left or former read as a membership now ("I quit my team", "My former team won the league" → "The user is
  on a team"): "is on", "is in", "is a member of", "belongs to" a group (``_GROUPS``) is a membership
  (``_RELATION_CLAIM``'s member family), said by joining, playing, singing, belonging, being in it, or a group the
  person calls theirs and has not left (``_MY_GROUP``);
- a making claimed with no thing made ("I bought a painting" → "The user painted", "I ate a baked potato" → "… baked"):
  the quote must say the person's making (``_MAKING_ALONE``), not the made thing's noun (``_MADE_THING``);
- a claim in Spanish, French, German, Italian or Portuguese of a job, a study, a teaching post, a win, a race, a visit
  or a picture ("Compro en el refugio" → "La usuaria trabaja en el refugio", "Me nominaron al premio Goya" → "… ganó
  el premio Goya", "Compré un cuadro" → "… pintó un cuadro"): the claim's verb in the third person is read as the
  English claims' (``_RELATION_ABROAD``, German's perfect by its participle), and the quote needs that family's word
  in the first person or the person's being one there ("Soy enfermera en el Hospital La Paz": ``_SAID_ABROAD``), or
  another's shared ("Mi hermano trabaja en el puerto, y yo también": ``_SHARED_ABROAD``).

Each lie passed the gate on ``99ecdfc`` (but the probes "at UCLA", "a NASA t-shirt", "IBM's research lab" and "a
workshop at the Bauhaus", refused there already and kept here as probes of the new readings); each is sent to
review."""

from __future__ import annotations

import pytest
from gate_verdict import kept, refused

# --- an acronym is a name, never a stop word ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I went to Omar's graduation at MIT", "The user graduated from MIT"),
        ("I went to my cousin's graduation at UCLA", "The user graduated from UCLA"),
        ("I bought a NASA t-shirt", "The user works at NASA"),
        ("I visited IBM's research lab", "The user worked at IBM"),
    ],
)
def test_an_acronym_is_the_claim_s_object(said: str, claim: str) -> None:
    refused(said, claim, "review")


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I graduated from MIT in 2015", "The user graduated from MIT"),
        ("I work at NASA Ames", "The user works at NASA"),
        ("I work at DAS in Bonn", "The user works at DAS"),
        ("I studied at UND for two years", "The user studied at UND"),
    ],
)
def test_an_acronym_the_person_is_at_is_kept(said: str, claim: str) -> None:
    kept(said, claim)


# --- a talk given is no teaching post --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I gave a talk at Stanford", "The user taught at Stanford"),
        ("I gave a lecture at Oxford last spring", "The user taught at Oxford"),
        ("I attended a workshop at the Bauhaus", "The user teaches at the Bauhaus"),
    ],
)
def test_a_talk_is_no_teaching_post(said: str, claim: str) -> None:
    refused(said, claim, "review")


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I teach a class at Stanford", "The user taught at Stanford"),
        ("I teach a class at Stanford", "The user teaches at Stanford"),
        ("I taught chemistry at Oxford for years", "The user taught at Oxford"),
        ("I tutor kids at the Bauhaus on Fridays", "The user teaches at the Bauhaus"),
    ],
)
def test_a_teaching_post_is_kept(said: str, claim: str) -> None:
    kept(said, claim)


# --- a group left or former is no membership now --------------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I quit my team", "The user is on a team"),
        ("My former team won the league", "The user is on a team"),
        ("I was cut from the team", "The user is on a team"),
        ("I watched my nephew's team play", "The user is on a team"),
        ("I coach a youth soccer team", "The user is on a soccer team"),
    ],
)
def test_a_group_left_is_no_membership(said: str, claim: str) -> None:
    refused(said, claim, "review")


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("My team won the league", "The user is on a team"),
        ("I'm on the swim team", "The user is on a team"),
        ("Our book club meets on Tuesdays", "The user is in a book club"),
        ("I'm in a book club", "The user is in a book club"),
        ("I play bass in a band", "The user is in a band"),
        ("I joined a hiking club", "The user is a member of a hiking club"),
        ("I sing in the church choir", "The user is in a choir"),
        ("I'm on the board of the museum", "The user is on the board of the museum"),
        ("I've been part of the Lakeside running club since 2019", "The user is in a running club"),
        ("I lead a team of five engineers", "The user is on a team"),
        ("We started a book club in our building", "The user is in a book club"),
        ("I'm the drummer in a jazz band", "The user is in a jazz band"),
        ("I go to a support group on Wednesdays", "The user is in a support group"),
    ],
)
def test_a_membership_is_kept(said: str, claim: str) -> None:
    kept(said, claim)


# --- a making needs the person's making said --------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I bought a painting", "The user painted"),
        ("I got a knitted scarf from my aunt", "The user knits"),
        ("I ate a baked potato at the fair", "The user baked"),
        ("I went to a pottery exhibit and bought a sculpture", "The user sculpted"),
        ("I listened to a song she composed", "The user composed"),
    ],
)
def test_a_thing_made_by_another_is_no_making(said: str, claim: str) -> None:
    refused(said, claim, "review")


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I painted a landscape", "The user painted"),
        ("Just painted the fence", "The user painted"),
        ("I'm a painter", "The user paints"),
        ("I love to paint on weekends", "The user paints on weekends"),
        ("I knit scarves for my nieces", "The user knits"),
        ("We baked cookies yesterday", "The user baked yesterday"),
        ("I'm the only one at home who cooks.", "The user cooks."),
        ("I built a treehouse for the kids", "The user built"),
        ("I sculpted a small bust in clay", "The user sculpted"),
    ],
)
def test_a_making_said_is_kept(said: str, claim: str) -> None:
    kept(said, claim)


# --- a claim abroad reads its relation's verb ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("Compro en el refugio", "La usuaria trabaja en el refugio"),
        ("Doné dinero al refugio", "La usuaria trabaja en el refugio"),
        ("Ho comprato un biglietto per la Scala", "L'utente lavora alla Scala"),
        ("Doei sangue no hospital", "A usuária trabalha no hospital"),
        ("Di una charla en la Universidad de Salamanca", "El usuario enseña en la Universidad de Salamanca"),
        ("Me nominaron al premio Goya", "La usuaria ganó el premio Goya"),
        ("Ich war für den Grimme-Preis nominiert", "Der Nutzer hat den Grimme-Preis gewonnen"),
        ("Ho partecipato al torneo di Wimbledon", "L'utente ha vinto il torneo di Wimbledon"),
        ("Me inscribí en la maratón de Valencia", "La usuaria corrió la maratón de Valencia"),
        ("Ich habe mich für den Hamburg-Marathon angemeldet", "Der Nutzer ist den Hamburg-Marathon gelaufen"),
        ("Vi un documental sobre Islandia", "La usuaria visitó Islandia"),
        ("Ho letto un libro su Firenze", "L'utente ha visitato Firenze"),
        ("Compré un cuadro en Cuenca", "La usuaria pintó un cuadro"),
        ("Ich habe ein Gemälde gekauft", "Der Nutzer hat ein Gemälde gemalt"),
    ],
)
def test_a_claim_abroad_needs_its_family_s_word(said: str, claim: str) -> None:
    refused(said, claim, "review")


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("Trabajo en el refugio", "La usuaria trabaja en el refugio"),
        ("Ahora trabajo en el refugio de animales", "La usuaria trabaja en el refugio de animales"),
        ("Soy voluntaria en el refugio", "La usuaria trabaja en el refugio"),
        ("Soy enfermera en el Hospital La Paz", "La usuaria trabaja en el Hospital La Paz"),
        ("Je travaille à l'hôpital Necker depuis 2019", "L'utilisatrice travaille à l'hôpital Necker"),
        ("Seit zwei Jahren arbeite ich bei Siemens", "Der Nutzer arbeitet bei Siemens"),
        ("Ich bin Lehrerin", "Die Nutzerin arbeitet als Lehrerin"),
        ("Lavoro alla Scala come tecnico", "L'utente lavora alla Scala"),
        ("Trabalho no hospital há três anos", "A usuária trabalha no hospital"),
        ("Mi hermano trabaja en el puerto, y yo también.", "La usuaria trabaja en el puerto."),
        ("Estudio en la UNAM", "El usuario estudia en la UNAM"),
        ("Soy profesora en la Universidad de Salamanca", "La usuaria enseña en la Universidad de Salamanca"),
        ("Je suis professeur à la Sorbonne", "L'utilisateur enseigne à la Sorbonne"),
        ("Gané el premio Goya en 2019", "La usuaria ganó el premio Goya"),
        ("Wir haben den Grimme-Preis gewonnen", "Der Nutzer hat den Grimme-Preis gewonnen"),
        ("Ho vinto il torneo di Wimbledon juniores", "L'utente ha vinto il torneo di Wimbledon"),
        ("Corrí la maratón de Sevilla", "La usuaria corrió la maratón de Sevilla"),
        ("Ich bin den Hamburg-Marathon gelaufen", "Der Nutzer ist den Hamburg-Marathon gelaufen"),
        ("Estuve en Islandia el verano pasado", "La usuaria visitó Islandia"),
        ("Sono stata a Firenze a maggio", "L'utente ha visitato Firenze"),
        ("Visitei Lisboa com a minha irmã", "A usuária visitou Lisboa"),
        ("Pinté un cuadro del puerto", "La usuaria pintó un cuadro"),
        ("Ich habe ein Gemälde vom Hafen gemalt", "Der Nutzer hat ein Gemälde gemalt"),
    ],
)
def test_a_relation_said_abroad_is_kept(said: str, claim: str) -> None:
    kept(said, claim)
