"""Lies the gate still let through at the end of round 50 — a home claimed from what only names the town — each
refused now by a general reading, each beside an honest twin that is still kept:

- a past of Spanish, Portuguese, French, German or Italian read as the present ("Crecí en Sevilla", "Viví en
  Granada", "J'ai vécu à Nantes", "Ich bin in Köln aufgewachsen", "Sono cresciuto a Torino", "Cresci em Braga" →
  "… lives there"): the tables of ``pasts.py`` gain the Spanish -er/-ir preterite's first person ("-í", with the
  adverbs, nouns and peoples' adjectives in -í kept out), the Portuguese one's common verbs (its "-i" ends many nouns:
  "sushi", "táxi"), French "vécu", "grandi", "réussi" …, German "aufgewachsen", "geboren" after "bin", Italian
  "cresciuto", "vissuto" after "sono"; and a past that opens its sentence is read as a verb (its subject in it) when
  a preposition or an article follows it ("Crecí en Sevilla"; ``words._OPENING_COMPLEMENT``), where before it was
  read only as the claim's own verb — a name opening a sentence is followed by its verb ("José vive en Madrid");
- a taste for a town read as a home ("I love Seville", "I hate Madrid in summer", "I miss Lisbon", "Paris is my
  favourite city", "Me encanta Sevilla", "J'adore Lyon", "Ich liebe Hamburg", "Adoro Lisboa" → "… lives there"):
  the live family accepted any clause naming the town but one that judged it in the past; a judgement now, or a
  missing, is no home either (``relation._JUDGED_NOW``), unless the clause says the living ("I love living in
  Seville", "Me encanta vivir en Sevilla").

- one of the person's people, in the plural of Spanish, French, German, Italian or Portuguese ("Mis hermanas viven
  en Sevilla", "Mes cousines habitent à Lyon", "Meine Schwestern wohnen in Köln", "Le mie sorelle cucinano", "As
  minhas irmãs moram em Braga" → "The user lives / cooks …"): ``base._KIN`` held those languages' singulars and
  English's plurals only; it holds their plurals now, and an opening noun phrase may start with a plural article
  ("los", "las", "os", "as", "gli", and the Italian "i" before a possessive, which is no English "I");
- "the only one who" in Spanish, Portuguese and Italian ("Ella es la única que cocina", "Ela é a única que cozinha"
  → "The user cooks"): "que", "che" after "única", "único", "seule" open a relative clause whose doer is that one,
  not the person (``subject._RELATIVE_AFTER_ONE``), unless the person is the one ("Soy la única que cocina").

The first two are sent to review; a kin's doing is dropped, as the reading it extends drops it. Probed and left:
"Martí en Barcelona …" (a name in -í followed by a preposition opening a sentence is read as a past: refused to
review, the price), "I love Seville, I've lived here since 2019" (refused on main too: the binding reading), "Comí
paella en Valencia" → "El usuario come paella" (a past eating read as a habit: the complement is a bare noun), "Gli
amici miei vivono a Roma" (a possessive after its Italian noun), "Sono l'unica che cucina" (the person's own "sono",
refused on main too: "sono" is "they are" as well)."""

from __future__ import annotations

import datetime as dt

import pytest
from gate_verdict import kept, refused

from kura_server.pasts import past_words
from kura_server.recall.periods import asked_period

# --- a past abroad is no present -------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("Crecí en Sevilla.", "El usuario vive en Sevilla."),
        ("Nací en Cádiz.", "La usuaria vive en Cádiz."),
        ("Viví en Granada dos años.", "El usuario vive en Granada."),
        ("Yo crecí en Almería.", "El usuario vive en Almería."),
        ("J'ai vécu à Nantes.", "L'utilisateur habite à Nantes."),
        ("J'ai grandi à Rennes.", "L'utilisatrice habite à Rennes."),
        ("Ich bin in Köln aufgewachsen.", "Der Nutzer wohnt in Köln."),
        ("Ich bin in Bremen geboren.", "Die Nutzerin wohnt in Bremen."),
        ("Sono cresciuto a Torino.", "L'utente vive a Torino."),
        ("Cresci em Braga.", "O usuário mora em Braga."),
        ("Vivi em Coimbra.", "A usuária mora em Coimbra."),
        ("Trabajé para una ONG en Quito.", "El usuario trabaja en Quito."),
    ],
)
def test_a_past_abroad_is_not_the_present(said: str, claim: str) -> None:
    assert "past" in refused(said, claim, "review")


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("Vivo en Sevilla.", "El usuario vive en Sevilla."),
        ("Crecí en Sevilla y ahora vivo en Sevilla otra vez.", "El usuario vive en Sevilla."),
        ("J'habite à Nantes.", "L'utilisateur habite à Nantes."),
        ("Ich wohne in Bremen.", "Die Nutzerin wohnt in Bremen."),
        ("Vivo a Torino.", "L'utente vive a Torino."),
        ("Moro em Braga.", "O usuário mora em Braga."),
        # a name opening a sentence is followed by its verb, or by its "de"
        ("José vive en Madrid.", "José vive en Madrid."),
        ("José de la Cruz vive en Málaga.", "José de la Cruz vive en Málaga."),
        ("André habite à Lyon.", "André habite à Lyon."),
        # a noun in -í, and one in -i, is no past
        ("Me encanta el esquí.", "Al usuario le encanta el esquí."),
        ("Mi vecino es marroquí.", "El vecino del usuario es marroquí."),
        ("Eu adoro sushi.", "O usuário adora sushi."),
    ],
)
def test_the_present_abroad_is_still_kept(said: str, claim: str) -> None:
    kept(said, claim)


@pytest.mark.parametrize(
    ("text", "lang", "past"),
    [
        ("ayer viví en Sevilla", "es", "viví"),
        ("yo nací en Cádiz", "es", "nací"),
        ("eu cresci em Braga", "pt", "cresci"),
        ("j'ai vécu à Nantes", "fr", "vécu"),
        ("ich bin in Köln aufgewachsen", "de", "aufgewachsen"),
        ("sono cresciuta a Torino", "it", "cresciuta"),
    ],
)
def test_the_pasts_table_reads_them(text: str, lang: str, past: str) -> None:
    assert any(past in text[start:end] for start, end in past_words(text, lang))


@pytest.mark.parametrize(("text", "lang"), [("aquí en Sevilla", "es"), ("el esquí", "es"), ("um táxi e sushi", "pt")])
def test_the_pasts_table_leaves_nouns_and_adverbs(text: str, lang: str) -> None:
    assert past_words(text, lang) == []


def test_a_question_told_in_the_new_past_names_a_day_gone_by() -> None:
    """Recall's time vote reads the same table: "¿Qué comí el lunes?" asks of the Monday gone by."""
    wednesday = dt.date(2026, 1, 7)
    period = asked_period("¿Qué comí el lunes?", wednesday)
    assert period is not None and period.start == dt.date(2026, 1, 5)


# --- a taste for a town is no home -----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I love Seville, honestly.", "The user lives in Seville."),
        ("I adore Paris.", "The user lives in Paris."),
        ("Paris is my favourite city.", "The user lives in Paris."),
        ("I really like Oslo.", "The user lives in Oslo."),
        ("I hate Madrid in summer.", "The user lives in Madrid."),
        ("I miss Lisbon so much.", "The user lives in Lisbon."),
        ("Me encanta Sevilla.", "El usuario vive en Sevilla."),
        ("Me encanta Cuenca en otoño.", "El usuario vive en Cuenca."),
        ("J'adore Lyon.", "L'utilisateur habite à Lyon."),
        ("Ich liebe Hamburg.", "Der Nutzer wohnt in Hamburg."),
        ("Ich liebe Lindau am Bodensee.", "Der Nutzer wohnt in Lindau."),
        ("Mi piace Roma.", "L'utente vive a Roma."),
        ("Adoro Lisboa.", "O usuário mora em Lisboa."),
    ],
)
def test_a_taste_for_a_town_is_no_home(said: str, claim: str) -> None:
    refused(said, claim, "review")


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I love living in Seville.", "The user lives in Seville."),
        ("I live in Seville and love it.", "The user lives in Seville."),
        ("Me encanta vivir en Sevilla.", "El usuario vive en Sevilla."),
        ("I love Seville.", "The user loves Seville."),
        ("Me encanta Sevilla.", "A la usuaria le encanta Sevilla."),
        ("I miss Lisbon so much.", "The user misses Lisbon."),
        ("Paris is my favourite city.", "The user's favourite city is Paris."),
    ],
)
def test_a_home_or_the_taste_itself_is_still_kept(said: str, claim: str) -> None:
    kept(said, claim)


# --- one of the person's people, in the plural; the only one who does it ------------------------------------------


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("Mis hermanas viven en Sevilla.", "La usuaria vive en Sevilla."),
        ("Mes cousines habitent à Lyon.", "L'utilisatrice habite à Lyon."),
        ("Meine Schwestern wohnen in Köln.", "Die Nutzerin wohnt in Köln."),
        ("Le mie sorelle cucinano ogni domenica.", "L'utente cucina ogni domenica."),
        ("I miei fratelli vivono a Roma.", "L'utente vive a Roma."),
        ("As minhas irmãs moram em Braga.", "A usuária mora em Braga."),
        ("Os meus irmãos trabalham no porto.", "O usuário trabalha no porto."),
        ("Mis vecinos tienen un huerto.", "El usuario tiene un huerto."),
    ],
)
def test_the_persons_people_in_the_plural_are_someone_else(said: str, claim: str) -> None:
    assert "someone else" in refused(said, claim, "drop")


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("Ella es la única que cocina.", "La usuaria cocina."),
        ("Él es el único que trabaja aquí.", "El usuario trabaja aquí."),
        ("Ela é a única que cozinha.", "A usuária cozinha."),
    ],
)
def test_the_only_one_who_does_it_is_that_one(said: str, claim: str) -> None:
    refused(said, claim, "review")


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("Mis hermanas y yo vivimos en Sevilla.", "La usuaria vive en Sevilla."),
        ("Con mis hermanas vivo en Sevilla.", "La usuaria vive en Sevilla."),
        ("Soy la única que cocina en casa.", "La usuaria cocina en casa."),
        ("Soy el único que trabaja los domingos.", "El usuario trabaja los domingos."),
        ("Sou a única que cozinha.", "A usuária cozinha."),
        ("Je suis la seule qui cuisine.", "L'utilisatrice cuisine."),
        ("As I said, I live in Leeds.", "The user lives in Leeds."),
    ],
)
def test_the_person_with_them_or_as_the_one_is_still_kept(said: str, claim: str) -> None:
    kept(said, claim)
