"""Lies the gate still let through at the end of round 49 — a claim one step stronger than what was said — each
refused now by a general reading, each beside an honest twin that is still kept:

- a fan's "my team" read as a membership ("I cheer for my team every Sunday" → "The user is on a team"): one who
  cheers, roots, pulls, yells for a group, or is a fan of it, stands in the crowd, not in the group (``_FAN_OF``
  before ``_MY_GROUP``); one who plays, sings or practises with it is still in it;
- a claim in Spanish, French, German, Italian or Portuguese of a dish cooked or baked, a person dated or a town lived
  in ("J'ai acheté un gâteau" → "L'utilisateur a cuisiné un gâteau", "Conocí a Ana" → "La usuaria sale con Ana",
  "J'ai adoré Lyon" → "L'utilisateur habite à Lyon"): the claim's verb in the third person is read as the English
  claims' cook, romance and live families (``_RELATION_ABROAD``, German's "ist mit … zusammen" and perfect by its
  participle), and the quote needs that family's word in the first person (``_SAID_ABROAD``, now with "je sors avec",
  "j'ai cuisiné", "moro", "ich bin mit … zusammen");
- a liking raised to a passion ("I like jazz" → "The user is passionate about jazz", "… loves jazz", "Me gusta el
  jazz" → "… es una apasionada del jazz", "Ich mag Jazz" → "… ist begeistert von Jazz"): a degree of the stance
  (``_PASSION_STANCE``), carried only by a word of love or passion, or an intensifier of the liking ("I really like
  jazz", "I like hiking a lot"), read only where the quote says the milder liking (``_MILD_LIKING``).

The first two are sent to review; the raised liking is dropped, as the stance rule it extends drops an added
emphasis. Probed and left: "Me encanta Sevilla" / "Ich liebe Hamburg" → "… lives there" (a home the live family
judges only in the past), "Comprei um bolo" → "O usuário fez um bolo" ("fez", "hizo", "fait" are any doing)."""

from __future__ import annotations

import pytest
from gate_verdict import kept, refused

# --- a fan's "my team" is no membership ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I cheer for my team every Sunday", "The user is on a team"),
        ("I root for my team", "The user is on a team"),
        ("We always cheer for our team at home games", "The user is on a team"),
        ("I'm a big fan of my team", "The user is on a team"),
        ("I was yelling for my team the whole match", "The user is on a team"),
        ("I cheer for my choir at every concert", "The user is in a choir"),
        ("I'm pulling for my club this season", "The user is in a club"),
    ],
)
def test_a_fan_is_no_member(said: str, claim: str) -> None:
    refused(said, claim, "review")


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("My team won the league", "The user is on a team"),
        ("I play for my team every Sunday", "The user is on a team"),
        ("I sing with my choir every Sunday", "The user is in a choir"),
        ("I cheered with my team after we won", "The user is on a team"),
        ("I practice with my team on Tuesdays", "The user is on a team"),
        ("I'm the captain of my team", "The user is on a team"),
    ],
)
def test_a_player_is_a_member(said: str, claim: str) -> None:
    kept(said, claim)


# --- a dish, a date, a home claimed abroad ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("J'ai acheté un gâteau", "L'utilisateur a cuisiné un gâteau"),
        ("Ich habe einen Kuchen gekauft", "Der Nutzer hat einen Kuchen gebacken"),
        ("Ho comprato una torta", "L'utente ha cucinato una torta"),
        ("Ho comprato una torta", "L'utente cucina una torta"),
        ("Comprei um bolo", "O usuário cozinhou um bolo"),
        ("Comprei um bolo", "O usuário assou um bolo"),
        ("Compré un pastel", "La usuaria cocinó un pastel"),
        ("Compré un pastel", "La usuaria horneó un pastel"),
        ("Comí una paella en Valencia", "La usuaria cocinó una paella"),
        ("Conocí a Ana", "La usuaria sale con Ana"),
        ("Conocí a Ana en una fiesta", "La usuaria es novia de Ana"),
        ("Conheci a Ana", "O usuário namora a Ana"),
        ("J'ai adoré Lyon", "L'utilisateur habite à Lyon"),
    ],
)
def test_a_relation_abroad_needs_its_word(said: str, claim: str) -> None:
    refused(said, claim)


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("J'ai cuisiné un gâteau", "L'utilisateur a cuisiné un gâteau"),
        ("Ich habe einen Kuchen gebacken", "Der Nutzer hat einen Kuchen gebacken"),
        ("Ich backe einen Kuchen", "Der Nutzer backt einen Kuchen"),
        ("Ho cucinato una torta", "L'utente ha cucinato una torta"),
        ("Assei um bolo", "O usuário assou um bolo"),
        ("Cociné una paella para mis amigos", "La usuaria cocinó una paella"),
        ("Salgo con Ana", "La usuaria sale con Ana"),
        ("Estoy saliendo con Ana y estoy feliz", "La usuaria sale con Ana"),
        ("Je sors avec Marie depuis mai", "L'utilisateur sort avec Marie"),
        ("Ich bin mit Anna zusammen", "Der Nutzer ist mit Anna zusammen"),
        ("Esco con Giulia da un mese", "L'utente esce con Giulia"),
        ("Namoro a Ana", "O usuário namora a Ana"),
        ("Soy la novia de Ana", "La usuaria es novia de Ana"),
        ("Vivo en Lisboa", "La usuaria vive en Lisboa"),
        ("J'habite à Lyon", "L'utilisateur habite à Lyon"),
        ("Je vis à Lyon depuis 2019", "L'utilisateur habite à Lyon"),
        ("Ich wohne in Hamburg", "Der Nutzer wohnt in Hamburg"),
        ("Ich lebe in Hamburg", "Der Nutzer lebt in Hamburg"),
        ("Abito a Torino", "L'utente abita a Torino"),
        ("Moro no Porto", "O usuário mora no Porto"),
    ],
)
def test_a_relation_abroad_said_is_kept(said: str, claim: str) -> None:
    kept(said, claim)


# --- a liking is no passion ------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I like jazz", "The user is passionate about jazz"),
        ("I like jazz", "The user is obsessed with jazz"),
        ("I kind of like sushi", "The user loves sushi"),
        ("I like sushi", "The user loves sushi"),
        ("I enjoy hiking", "The user adores hiking"),
        ("Me gusta el jazz", "La usuaria es una apasionada del jazz"),
        ("Me gusta el jazz", "A la usuaria le encanta el jazz"),
        ("J'aime le jazz", "L'utilisateur est passionné de jazz"),
        ("J'aime bien le jazz", "L'utilisateur adore le jazz"),
        ("Ich mag Jazz", "Der Nutzer ist begeistert von Jazz"),
        ("Ich mag Jazz", "Der Nutzer liebt Jazz"),
        ("Mi piace il jazz", "L'utente è appassionato di jazz"),
        ("Gosto de jazz", "O usuário é apaixonado por jazz"),
    ],
)
def test_a_liking_is_no_passion(said: str, claim: str) -> None:
    refused(said, claim, "drop")


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I like jazz", "The user likes jazz"),
        ("I love jazz", "The user loves jazz"),
        ("I love jazz, I listen to it all day", "The user is passionate about jazz"),
        ("I really like jazz", "The user loves jazz"),
        ("I like hiking a lot", "The user loves hiking"),
        ("I'm a huge fan of jazz", "The user loves jazz"),
        ("I'm obsessed with sushi", "The user loves sushi"),
        ("I have a passion for sailing", "The user is passionate about sailing"),
        ("Me encanta el jazz", "A la usuaria le encanta el jazz"),
        ("J'adore le jazz", "L'utilisateur adore le jazz"),
        ("Ich liebe Jazz", "Der Nutzer liebt Jazz"),
        ("Sono appassionato di jazz", "L'utente è appassionato di jazz"),
        ("Ich bin begeistert von Jazz", "Der Nutzer ist begeistert von Jazz"),
        # (no milder liking said, no degree raised: a devotion told by its doing)
        (
            "I've been working on youth sports for years; it's important to me that every kid can play",
            "The user is passionate about youth sports",
        ),
    ],
)
def test_a_passion_said_is_kept(said: str, claim: str) -> None:
    kept(said, claim)
