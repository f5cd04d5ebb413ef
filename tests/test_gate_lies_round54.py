"""Lies the gate still let through at the end of round 53 — a change or a state said of someone else, in other words,
read as the person's — each refused now by a general reading, each beside an honest twin that is still kept:

- a clause that opens with someone else and their verb, when the claim says the result in another verb ("Ana adopted
  a cat" → "The user has a cat", "She took up the violin" → "… plays the violin", "He switched to Postgres" → "… uses
  Postgres", "He got married in June" → "… is married", "Ana became a nurse" → "… is a nurse", "Marta adoptó un
  gato", "Elle a adopté un chat", "Er hat mit dem Klavier angefangen", "Giulia ha comprato una Vespa", "Beatriz
  comprou um carro"): ``subject.others`` read a name or "he"/"she" as a subject only before the claim's own verb
  (``_named_subject``). Now a clause that opens with a third person's pronoun (``_THIRD_PERSON``: "he", "she", "they",
  "il", "elle", "ils", "él", "ella", "er", "sie", "lei", "lui", "loro", "ele", "ela", "eles") or a name — a word the
  source writes with a capital that the claim does not say, no word that names no one, no "-ing", no contraction —
  followed by its verb is someone else's whatever the claim's verb (``subject._another_opens``), and the claim's words
  that only such clauses hold are said of them (``_only_so``). A name's verb in an English source is read by its
  form (a past, "got", or "be"/"have" before a participle: "Ana was promoted"): a sentence opens with a capital on a
  noun as often ("Nature is so inspiring", "Dance floors help", "Congrats on the promotion"), and a thing the claim
  speaks of is no other person ("Postgres powers our billing" behind "The user uses Postgres");
- "like me" closing a clause ("Ana adopted a cat, like me", "…, como yo", "…, comme moi") says the person shares it
  (``base._SHARED``), as "me too" and "so did I" do;
- a claim's relative clause of a thing ("a pup from a shelter, which brings them joy", "a company that tanked": "which",
  or "that" after a noun an article opens) says it of that thing, as the source's "She brings so much joy" or "They
  tanked" does (``subject._relative_of_a_thing``): kept, as the claim's "people who …" was (``_relative_of_others``).

The subject is read past an adverb, a conjunction of time or reason or a time opening the clause ("Then she adopted a
cat", "Because she adopted a cat, …", "Last year she took up the violin": ``_leading``), and with the noun a name
possesses ("Ana's husband bought a house"). Kept: a clause with the person in it ("Ana and I adopted a cat", "She and
I moved to Oslo", "Ana's husband and I bought a boat"), a shared one ("…, and so did I", "…, like me"), the person's
own clause beside it ("…, and I have one too", "Ana adopted a dog, I adopted a cat"), a claim that names the other
("The user's friend Ana adopted a cat"), a sentence-opening word that is no subject ("Yesterday I adopted a cat",
"Luckily I got the job", "Postgres is what we use", "Hablo alemán", "Ayer adopté un gato", "He dejado de fumar": the
Spanish "he" is "I have"), the one the person's partner gave birth to ("My wife gave birth to our son" → "… has a son"),
and "they" when the claim says them too ("They had fun" → "… enjoyed seeing them have fun"). LoCoMo: no key moved.

Each lie is sent to review, as ``others`` sends it. Found here and mended by the lead's merge: "She gave birth to a
boy" → "The user has a son" passed, and not for this reading — the claim's "son" is the Spanish "are" among the stop
words, so it said no content word any quote must hold, and "The weather was nice" backed it too. A claim framed in
English counts the English nouns that another language writes as a word of no content ("son", "war", "hat", "die",
"bin", "den", "fur": ``carried._english_nouns``) and finds them in its quotes' words; and a claim of the person's that
holds nothing to look for — no content word, acronym, number or name ("Der Nutzer war da") — is carried by no quote:
the gate sends it to review and the composed text's re-scan refuses it (``carried.checkable``). And a word of naming
after one of the person's people is no name set there ("The user has a daughter named Leo" behind "My daughter Leo
loves chess" was dropped, "named" read as a name the quote leaves out: ``names._inserted_names``)."""

from __future__ import annotations

import pytest
from gate_verdict import kept, refused

from kura_server.write.gate import Candidate, Segment, check_candidate, check_composed

# --- someone else opening a clause, the claim's verb another ------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("Ana adopted a cat.", "The user has a cat."),
        ("She adopted a cat.", "The user has a cat."),
        ("Ana bought a house in Oslo.", "The user owns a house in Oslo."),
        ("She bought a violin last year.", "The user plays the violin."),
        ("She started the violin last year.", "The user plays the violin."),
        ("She took up the violin last year.", "The user plays the violin."),
        ("He switched to Postgres.", "The user uses Postgres."),
        ("They switched to Postgres.", "The user uses Postgres."),
        ("He recently switched to Linux.", "The user uses Linux."),
        ("He got married in June.", "The user is married."),
        ("Ana got engaged.", "The user is engaged."),
        ("Ana became a nurse.", "The user is a nurse."),
        ("He joined the army.", "The user is in the army."),
        ("He retired last year.", "The user is retired."),
        ("She was promoted to manager.", "The user is a manager."),
        ("They bought a Tesla.", "The user drives a Tesla."),
        ("Tom learned to ski last winter.", "The user skis."),
        ("Lena moved to Vienna in May.", "The user lives in Vienna."),
        ("Ravi was transferred to the Madrid office.", "The user works in the Madrid office."),
        # past an adverb, a conjunction or a time opening the clause
        ("Then she adopted a cat.", "The user has a cat."),
        ("Last year she took up the violin.", "The user plays the violin."),
        ("Because she adopted a cat, the flat smells.", "The user has a cat."),
        # a name of two words, a kin word written as a name, a perfect
        ("Ana Lopez adopted a cat.", "The user has a cat."),
        ("Mom adopted a cat.", "The user has a cat."),
        ("Ana has adopted a cat.", "The user has a cat."),
        ("Ana and Tom adopted a cat.", "The user has a cat."),
        # someone a name has ("Ana's husband"), and "Ana's" for "Ana has"
        ("Ana's husband bought a house in Oslo.", "The user owns a house in Oslo."),
        ("Tom's sister took up the harp.", "The user plays the harp."),
        ("Ana's adopted a cat.", "The user has a cat."),
    ],
)
def test_another_opening_with_their_verb_is_theirs(said: str, claim: str) -> None:
    assert "another party" in refused(said, claim, "review")


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("Marta adoptó un gato.", "El usuario tiene un gato."),
        ("Él empezó a estudiar alemán.", "El usuario estudia alemán."),
        ("Carlos se mudó a Sevilla.", "El usuario vive en Sevilla."),
        ("Ella compró una bicicleta.", "El usuario tiene una bicicleta."),
        ("Elle a adopté un chat.", "L'utilisateur a un chat."),
        ("Marie a acheté une maison à Lyon.", "L'utilisateur possède une maison à Lyon."),
        ("Julie a commencé le piano.", "L'utilisateur joue du piano."),
        ("Er hat mit dem Klavier angefangen.", "Der Nutzer spielt Klavier."),
        ("Jonas ist nach Hamburg gezogen.", "Der Nutzer wohnt in Hamburg."),
        ("Lei si è trasferita a Torino.", "L'utente vive a Torino."),
        ("Giulia ha comprato una Vespa.", "L'utente guida una Vespa."),
        ("Ele se mudou para Recife.", "O usuário mora em Recife."),
        ("Beatriz comprou um carro.", "O usuário tem um carro."),
        ("Elles ont adopté un chat.", "L'utilisateur a un chat."),
        ("Ellos compraron una casa en Cádiz.", "El usuario tiene una casa en Cádiz."),
        ("Loro hanno comprato una casa a Bari.", "L'utente possiede una casa a Bari."),
        ("Eles compraram uma casa em Braga.", "O usuário tem uma casa em Braga."),
        ("Sie sind nach Bremen gezogen.", "Der Nutzer wohnt in Bremen."),
    ],
)
def test_another_opening_with_their_verb_abroad_is_theirs(said: str, claim: str) -> None:
    assert "another party" in refused(said, claim, "review")


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        # the honest twins: the person's own, or with them
        ("I adopted a cat.", "The user has a cat."),
        ("Ana and I bought a house in Oslo.", "The user owns a house in Oslo."),
        ("Ana and I adopted a cat.", "The user has a cat."),
        ("She and I moved to Oslo.", "The user lives in Oslo."),
        ("My husband and I bought a house in Bergen.", "The user owns a house in Bergen."),
        ("I took up the violin last year.", "The user plays the violin."),
        ("Last year I took up the violin.", "The user plays the violin."),
        ("I switched to Postgres.", "The user uses Postgres."),
        ("Honestly I switched to Linux.", "The user uses Linux."),
        # shared, or the person's own clause beside it
        ("Ana adopted a cat and so did I.", "The user has a cat."),
        ("Ana adopted a cat, like me.", "The user has a cat."),
        ("Ana adopted a cat, and I have one too.", "The user has a cat."),
        ("I adopted a cat. Ana adopted a dog.", "The user has a cat."),
        ("Ana adopted a dog, I adopted a cat.", "The user has a cat."),
        ("When Ana adopted a dog, I adopted a cat.", "The user has a cat."),
        ("Tom and I got married in June.", "The user is married."),
        ("Rex, our beagle, sleeps on my bed.", "The user has a beagle."),
        ("Ana's husband and I bought a boat.", "The user owns a boat."),
        ("Mel's advice helped: I switched to Linux.", "The user uses Linux."),
        ("Caroline's story inspired me to adopt a dog.", "The user adopted a dog."),
        # a claim that names the other
        ("Ana adopted a cat.", "The user's friend Ana adopted a cat."),
        ("Ana, my sister, adopted a cat.", "Ana, the user's sister, adopted a cat."),
        # a word opening the sentence that is no subject, or a thing the claim speaks of
        ("Yesterday I adopted a cat.", "The user has a cat."),
        ("Luckily I got the job.", "The user got the job."),
        ("Postgres is what we use.", "The user uses Postgres."),
        ("Postgres powers our billing, we switched last year.", "The user uses Postgres."),
        ("Pottery keeps me calm.", "The user does pottery."),
        ("Linux is what I use now.", "The user uses Linux."),
        ("Dogs are great, I got one last year.", "The user has a dog."),
        ("Running keeps me sane, I run every morning.", "The user runs every morning."),
        ("Hey Mel! I adopted a puppy.", "The user has a puppy."),
        ("Thanks, Caroline! I started painting last year.", "The user paints."),
        ("Nature is so inspiring, I hike every weekend.", "The user hikes every weekend."),
        # the person's partner's child is theirs too
        ("My wife gave birth to our son.", "The user has a son."),
        # "they" when the claim says them too
        ("I took my kids to the park. They had fun exploring.", "The user enjoyed seeing them have fun exploring."),
        # a claim's relative clause says it of its thing, as the source's "she" or "they" does
        ("I adopted a pup from a shelter. She brings so much joy!", "The user adopted a pup, which brings them joy."),
        ("I lost my job at the plant. They went bust.", "The user lost his job at a plant that went bust."),
        # the Spanish "he" (I have), a verb of the person's opening the sentence
        ("He dejado de fumar.", "El usuario ya no fuma."),
        ("Pensé que era una buena idea.", "El usuario pensó que era una buena idea."),
    ],
)
def test_the_persons_own_change_is_kept(said: str, claim: str) -> None:
    kept(said, claim)


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("Me mudé a Sevilla con Carlos.", "El usuario vive en Sevilla."),
        ("Ana adoptó un gato, como yo.", "El usuario tiene un gato."),
        ("Je me suis marié en juin.", "L'utilisateur est marié."),
        ("Ich habe mit dem Klavier angefangen.", "Der Nutzer spielt Klavier."),
        ("Il gatto dorme sempre, l'ho adottato a maggio.", "L'utente ha un gatto."),
        ("Mudei-me para Recife com a Beatriz.", "O usuário mora em Recife."),
        # a verb of the person's or an adverb opening the sentence with a capital is no name
        ("Hablo alemán como si fuera nativo.", "El usuario habla alemán."),
        ("Ahora vivo en Alcoy, crecí en Morella.", "El usuario vive en Alcoy."),
        ("Ayer adopté un gato.", "El usuario tiene un gato."),
        ("Hier j'ai adopté un chat.", "L'utilisateur a un chat."),
        ("Gestern habe ich eine Katze adoptiert.", "Der Nutzer hat eine Katze."),
        ("Ieri ho adottato un gatto.", "L'utente ha un gatto."),
    ],
)
def test_the_persons_own_change_abroad_is_kept(said: str, claim: str) -> None:
    kept(said, claim)


# --- a claim whose only noun another language reads as a word of no content (the lead's merge) ----------------------


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("The weather was nice.", "The user has a son."),
        ("I went to the park with my daughter.", "The user has a son."),
        ("She gave birth to a boy.", "The user has a son."),
        ("I like jazz.", "The user wears a hat."),
        ("I like history books.", "The user fought in the war."),
        ("My son loves chess.", "The user has a son named Leo."),
        ("My brother lives in Leeds.", "The user has a brother named Tom."),
    ],
)
def test_an_english_noun_another_language_reads_as_no_word_is_read(said: str, claim: str) -> None:
    refused(said, claim)


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I have a son.", "The user has a son."),
        ("My son is seven and loves Lego.", "The user has a son."),
        ("My sons are twins.", "The user has sons."),
        ("I always wear a hat in summer.", "The user wears a hat."),
        ("Tengo un hijo.", "El usuario tiene un hijo."),
        ("Los niños son felices en el parque.", "Los niños del usuario son felices."),
        ("Ich war in Berlin.", "Der Nutzer war in Berlin."),
        ("My son Leo loves chess.", "The user has a son named Leo."),
        ("My daughter Leo loves chess.", "The user has a daughter named Leo."),
        ("My brother Tom lives in Leeds.", "The user has a brother named Tom."),
        ("I'm on the swim team.", "The user is on a team."),
        ("Tôi là y tá.", "Người dùng là y tá."),
    ],
)
def test_an_english_noun_said_is_kept(said: str, claim: str) -> None:
    kept(said, claim)


def test_a_claim_with_nothing_to_look_for_is_left_for_a_person() -> None:
    reason = refused("Ich war da.", "Der Nutzer war da.", "review")
    assert "no content word, number or name" in reason


def test_a_composed_sentence_with_nothing_to_look_for_is_not_carried() -> None:
    """A scribe that adds a sentence of the person's holding nothing to check is refused by the re-scan; the title,
    a line that is no claim of the person's, is not read."""
    said = "Ich wohne in Bremen."
    candidate = Candidate.model_validate(
        {"text": "Der Nutzer wohnt in Bremen.", "kind": "fact", "quotes": [{"class": "USER", "text": said}]}
    )
    verdict = check_candidate(candidate, [Segment(cls="USER", text=said)])
    assert verdict.outcome == "pass", verdict.reason
    assert check_composed("Wohnort\nIn short:\nDer Nutzer wohnt in Bremen.", verdict, ()) == []
    problems = check_composed("Wohnort\nDer Nutzer wohnt in Bremen. Der Nutzer war da.", verdict, ())
    assert any("holds no word the evidence could carry" in p.detail for p in problems), problems
