"""Lies the gate still let through on h57-base — another's deed, a proposal, a death or a wish read as the person's —
each refused now by a general reading, each beside an honest twin that is still kept:

- another's deed after an adverb or a conjunction of time that opens the clause ("Then she adopted my cat", "Later Ana
  adopted my cat", "Then she adopted a cat" → "The user adopted a cat"): ``subject._named_subject`` read the subject
  before the claim's verb, but gave up on a clause whose first word names no one ("then", ``_NAMES_NO_ONE``); now the
  words ``_leading`` skips ("then", "later", "finally", "when") are passed first, the subject after them. And one of the
  person's people after them ("Then my sister adopted a cat", "Yesterday my boss moved to Leeds", "Luego mi hermana
  adoptó un gato"): ``subject.others`` read a kin only at the clause's opening; now past the same leading words when
  a possessive of the person's follows them;
- a German perfect, its participle at the clause's end ("Der Tierarzt hat meinen Hund behandelt" → "Der Nutzer hat
  den Hund behandelt", "Sie hat meine Katze adoptiert"): ``_named_subject`` read a perfect abroad only with the
  participle right after the auxiliary (French, Italian); now the claim's last word after a German auxiliary
  (``subject._GERMAN_AUXILIARY``: ``final``) is read a few words after the same auxiliary, the subject before it;
- a kin whose death the quotes tell, named by a word that is a stop word too ("My son has died", "My late son", "My
  son passed away last year" → "The user has a son"): ``ending._FORMER`` marked "son" as a kin who was, but the
  claim's words are weighed as claim tokens, and "son" is none (the French and Spanish "son"); now a kin word is
  weighed as the former role it is (``ending._kin_or_claim_token``);
- a proposal with no answer said ("Le pedí matrimonio a Lena" → "El usuario está prometido con Lena", "… está
  comprometido con Lena", "Pedi a Lena em casamento" → "O usuário está noivo de Lena"): the proposal abroad was no
  state of the partner kind, so nothing said the engagement was not (only the tense reading refused some: "I proposed
  to Lena", "J'ai demandé Lena en mariage"); now a proposal is a state of its own in ``states._STATES``
  ("proposed"), the proposal abroad read as one (``words._PROPOSED``, the phrases ``_PROPOSAL_TAKEN`` reads before a
  yes, one table; Italian added to both), a proposal taken up as the engagement it begins ("… y dijo que sí"), and
  the Portuguese "noivo" an engagement;
- a trade's doing said by the trade's own name ("I called a surgeon about my knee" → "The user had surgery on the
  knee", "I hired a painter for the kitchen" → "The user paints"): ``roles.caused`` read the claim's verb only;
  now a word of the claim that the quotes hold only in the name of a trade called (``_TRADE_GROUPS``) is the trade's
  doing, unless the claim names the trade itself;
- another's past want of a name for the person ("Querían llamarme Lucía", "Mis padres querían llamarme Lucía" → "El
  nombre de la usuaria es Lucía", "Volevano chiamarmi Lucia", "Queriam me chamar de Lúcia"): ``words._WANT`` read the
  person's own past want ("quería", "volevo") only; now another's too ("querían", "queriam", "voleva", "volevano",
  "voulait", "voulaient"), not a want to tell (``_TELLING``).

Kept: "I had surgery on my knee" → knee surgery; "I adopted a cat", "Then I adopted a cat", "Then my sister and I
adopted a cat" → adopted a cat; "Then she adopted my cat" → "The user had a cat"; "Ich habe meinen Hund behandelt" →
"Der Nutzer hat den Hund behandelt"; "My son lives in Leeds", "My son nearly died" → has a son; a proposal taken up
("Le pedí matrimonio a Lena y dijo que sí", "J'ai demandé Lena en mariage et elle a dit oui", "Pedi a Lena em casamento
e ela disse sim", "Ich habe Lena einen Antrag gemacht und sie hat ja gesagt") → engaged; "The user proposed to Lena";
"I called a surgeon about my knee" → "The user called a surgeon"; a name given ("Me llamo Lucía", "Me pusieron
Lucía"), and now too a name another gave the person, its source writing it with a capital ("Mis padres me llamaron
Lucía", "Meus pais me chamaram de Lúcia", "I miei genitori mi hanno chiamata Lucia" → se llama Lucía:
``words._named_abroad``, read by ``subject.others`` as the person's, as "My parents named me Lucy" was; merged with
honest19's reading of the same) — refused on h57-base as the parents' (an honest refusal); not so "Mis padres me
llamaron desde Madrid" → "El usuario vive en Madrid" (a call, still refused: no name after the verb).

Left: "I called a surgeon about my knee" → "The user's knee was operated on" (no word of the claim's but "knee" in the
quote, half its content words carried; the subject is the person's knee, no verb of the person's for ``caused``);
"Mes parents m'ont appelée Lucie" → "L'utilisatrice s'appelle Lucie" and "Meine Eltern haben mich Lucia genannt" →
"Die Nutzerin heißt Lucia" (honest, still refused: now by the tense reading, the naming a past); "Gestern hat der
Tierarzt meinen Hund behandelt" (refused, but the other named as "Gestern": the German subject after its auxiliary is
not read); "I called a surgeon about my knee and had surgery in May" → "The user had knee surgery" (honest, refused on
h57-base already: "knee" is read as the claim's participle); "Ho chiesto a Lena di sposarmi e ha detto di sì" →
"L'utente è fidanzato con Lena" (honest, refused by the tense reading; "fidanzato" is no state of ``_STATES``, the
Italian word for a boyfriend too); "Le pedí matrimonio a Lena" → "El usuario se comprometió con Lena" (the past
"comprometió" is no state word)."""

from __future__ import annotations

import pytest
from gate_verdict import kept, refused

# --- another's deed after a leading adverb --------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("Then she adopted my cat.", "The user adopted a cat."),
        ("Then she adopted a cat.", "The user adopted a cat."),
        ("Later Ana adopted my cat.", "The user adopted a cat."),
        ("Then my sister adopted a cat.", "The user adopted a cat."),
        ("Yesterday my sister adopted my cat.", "The user adopted a cat."),
        ("Luego mi hermana adoptó un gato.", "El usuario adoptó un gato."),
        ("Puis ma sœur a adopté un chat.", "L'utilisateur a adopté un chat."),
    ],
)
def test_another_s_deed_after_a_leading_adverb_is_not_theirs(said: str, claim: str) -> None:
    refused(said, claim)


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I adopted a cat.", "The user adopted a cat."),
        ("Then I adopted a cat.", "The user adopted a cat."),
        ("Then my sister and I adopted a cat.", "The user adopted a cat."),
        ("After my sister left I adopted a cat.", "The user adopted a cat."),
        ("Then she adopted my cat.", "The user had a cat."),
        ("Then she and I went hiking.", "The user went hiking."),
    ],
)
def test_the_person_s_own_deed_after_a_leading_adverb_is_kept(said: str, claim: str) -> None:
    kept(said, claim)


# --- a German perfect, its participle at the clause's end -----------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("Der Tierarzt hat meinen Hund behandelt.", "Der Nutzer hat den Hund behandelt."),
        ("Sie hat meine Katze adoptiert.", "Der Nutzer hat eine Katze adoptiert."),
        ("Dann hat sie meine Katze adoptiert.", "Der Nutzer hat eine Katze adoptiert."),
        ("Der Nachbar hat meinen Rasen gemäht.", "Der Nutzer hat den Rasen gemäht."),
    ],
)
def test_another_s_german_perfect_is_not_theirs(said: str, claim: str) -> None:
    refused(said, claim)


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("Ich habe meinen Hund behandelt.", "Der Nutzer hat den Hund behandelt."),
        ("Ich habe eine Katze adoptiert.", "Der Nutzer hat eine Katze adoptiert."),
        ("Ich habe meinen Rasen gemäht.", "Der Nutzer hat den Rasen gemäht."),
    ],
)
def test_the_person_s_german_perfect_is_kept(said: str, claim: str) -> None:
    kept(said, claim)


# --- a son who died -------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("My son has died.", "The user has a son."),
        ("My late son was a painter.", "The user has a son."),
        ("My son passed away last year.", "The user has a son."),
        ("My son died in 2019.", "The user has a son."),
    ],
)
def test_a_son_who_died_is_not_one_the_person_has(said: str, claim: str) -> None:
    refused(said, claim)


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("My son lives in Leeds.", "The user has a son."),
        ("My son nearly died.", "The user has a son."),
    ],
)
def test_a_son_alive_is_kept(said: str, claim: str) -> None:
    kept(said, claim)


# --- a proposal with no answer said ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("Le pedí matrimonio a Lena.", "El usuario está prometido con Lena."),
        ("Le pedí matrimonio a Lena.", "El usuario está comprometido con Lena."),
        ("Pedi a Lena em casamento.", "O usuário está noivo de Lena."),
    ],
)
def test_a_proposal_alone_is_no_engagement(said: str, claim: str) -> None:
    refused(said, claim)


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("Le pedí matrimonio a Lena y dijo que sí.", "El usuario está prometido con Lena."),
        ("J'ai demandé Lena en mariage et elle a dit oui.", "L'utilisateur est fiancé à Lena."),
        ("Pedi a Lena em casamento e ela disse sim.", "O usuário está noivo de Lena."),
        ("Ich habe Lena einen Antrag gemacht und sie hat ja gesagt.", "Der Nutzer ist mit Lena verlobt."),
        ("I proposed to Lena and she said yes.", "The user is engaged to Lena."),
        ("Le pedí matrimonio a Lena.", "El usuario le pidió matrimonio a Lena."),
        ("I proposed to Lena.", "The user proposed to Lena."),
        ("Estoy comprometido con Lena.", "El usuario está comprometido con Lena."),
    ],
)
def test_a_proposal_taken_up_or_said_as_one_is_kept(said: str, claim: str) -> None:
    kept(said, claim)


# --- a trade's doing said by its name -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I called a surgeon about my knee.", "The user had surgery on the knee."),
        ("I hired a painter for the kitchen.", "The user paints."),
    ],
)
def test_a_trade_s_doing_said_by_its_name_is_not_the_person_s(said: str, claim: str) -> None:
    refused(said, claim)


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I had surgery on my knee.", "The user had knee surgery."),
        ("I had surgery on my knee.", "The user had surgery on the knee."),
        ("I called a surgeon about my knee.", "The user called a surgeon."),
        ("I called a plumber for the leak.", "The user called a plumber."),
    ],
)
def test_the_person_s_own_surgery_or_call_is_kept(said: str, claim: str) -> None:
    kept(said, claim)


# --- a name wished, a name given ------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("Querían llamarme Lucía.", "La usuaria se llama Lucía."),
        ("Mis padres querían llamarme Lucía.", "El nombre de la usuaria es Lucía."),
        ("Volevano chiamarmi Lucia.", "L'utente si chiama Lucia."),
        ("Queriam me chamar de Lúcia.", "A usuária se chama Lúcia."),
    ],
)
def test_a_name_wished_is_not_the_person_s(said: str, claim: str) -> None:
    refused(said, claim)


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("Mis padres me llamaron Lucía.", "La usuaria se llama Lucía."),
        ("Mis padres me pusieron Lucía.", "La usuaria se llama Lucía."),
        ("Meus pais me chamaram de Lúcia.", "A usuária se chama Lúcia."),
        ("I miei genitori mi hanno chiamata Lucia.", "L'utente si chiama Lucia."),
    ],
)
def test_a_name_another_gave_the_person_is_kept(said: str, claim: str) -> None:
    kept(said, claim)


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("Me llamo Lucía.", "La usuaria se llama Lucía."),
        ("Me pusieron Lucía.", "La usuaria se llama Lucía."),
        ("My parents named me Lucy.", "The user's name is Lucy."),
    ],
)
def test_a_name_said_is_still_kept(said: str, claim: str) -> None:
    kept(said, claim)
