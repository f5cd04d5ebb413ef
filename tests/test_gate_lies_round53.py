"""Lies the gate still let through at the end of round 52 — a thing or a person had, then lost, claimed as had now; a
belief the person held then claimed as what happened; a try that failed, in the other languages — each refused now by
a general reading, each beside an honest twin that is still kept:

- one of the person's people said as dead by a word beside them ("My late wife loved the garden", "I miss my late
  husband", "Mon défunt mari me manque", "feu mon père", "Ich vermisse meinen verstorbenen Mann", "mi padre
  fallecido" → "… has a wife"): a kin who was, read as a former role is (``ending._FORMER``: "my former boss"), only
  before or after a kin word (``base._KIN``: not "my late shift", "I was late for my sister's wedding");
- a later clause that says what the clause before had died, ran away or was stolen, its subject a pronoun ("We
  adopted a cat, but she died", "I bought a bike but it got stolen", "Adoptamos un gato, pero se murió", "Wir haben
  eine Katze adoptiert, aber sie ist gestorben"), or opening the next sentence ("We adopted a cat. Sadly she died in
  March."): what ended is a thing the clause before names after an article or a possessive
  (``ending._things_before``), not its verb or place ("I moved to Leeds to be near my mom, but she died" keeps the
  home), and not a person for "it";
- a parting the person was made to do ("I had to sell my guitar", "We had to rehome our rabbit", "I was forced to sell
  my car", "I had to put my dog down", "We had to give our cat away"): "had to" says only that it was forced, the
  parting is said (``ending._FORCED``, ``_PARTED_AROUND``; an animal put down, ``_PUT_DOWN``, moved from ``subject``);
  not "I had to feed my horse", nor "I have to sell my car" (still to come: the plan reading's);
- a thing of the person's lost by a passive ("My old bike got stolen", "My car was written off in the crash", "My dog
  was put down", "Mon vélo a été volé"): ``ending._ENDED_BEFORE``, unless the sentence says it came back ("… but the
  police found it");
- a belief the person held then ("I thought I had lost my passport", "I was sure I had failed the exam", "Creí que
  había perdido las llaves", "J'ai cru que j'avais raté le train", "Ich dachte, ich hätte meinen Pass verloren",
  "Pensavo di aver perso il treno"): its clause is said as a belief (``limits._believed_then``, the "as a belief"
  limit): a strong belief's clause (sure, afraid, worried), or one that tells the person's own past, a pluperfect, or
  a pluperfect's auxiliary abroad. Not "I thought about it and …", "I thought I'd try pottery" (a choice), "I thought
  the film was great" (a view), a belief the sentence says came true ("…, and I had"), nor a claim that takes what
  happened instead ("I was sure I had failed the exam, but I passed" → "… passed the exam");
- a try in the other languages ("Intenté mantener la calma, pero entré en pánico", "J'ai essayé de réparer la voiture,
  sans succès", "Ich habe versucht, ruhig zu bleiben", "Ho provato a riparare la bici", "Tentei consertar a
  bicicleta"): what was tried did not happen (``ending._TRIED_ABROAD``), as the English "I tried to" (``_FAILED_TO``),
  unless the sentence says it worked (``_TRY_WORKED``: "… y lo conseguí", "… et j'ai réussi", "… und es hat
  geklappt", "… e ci sono riuscito", "… e deu certo").

And an honest fact the job's ending read wrong: "Echo de menos a mi marido" (I miss my husband) was read as "echó de"
(fired from), its husband ended; "echar de menos" is no leaving now.

Each lie is sent to review, as the reading it extends sends it. Decided: "I had to sell my old guitar to buy this one" →
"The user owns a guitar" goes to review (the new one is "this one": a machine cannot tell it is a guitar). Probed and
left: "My bike was stolen, but I got it back" (review on h53-base already: the tense reading's "was"), "Achei que
tinha perdido o voo" (refused for "voo" alone: "perdeu" and "perdido" are not matched as one verb)."""

from __future__ import annotations

import pytest
from gate_verdict import kept, refused

# --- a kin said as dead -------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("My late wife loved the garden.", "The user has a wife."),
        ("I miss my late husband.", "The user has a husband."),
        ("My late father's watch is on my desk.", "The user has a father."),
        ("I wear my late mother's ring every day.", "The user has a mother."),
        ("My deceased brother was a pilot.", "The user has a brother."),
        ("Extraño a mi difunto marido.", "El usuario tiene un marido."),
        ("Mi padre fallecido era pescador.", "El usuario tiene un padre."),
        ("Je pense souvent à feu mon père.", "L'utilisateur a un père."),
        ("Mon défunt mari me manque.", "L'utilisateur a un mari."),
        ("Mein verstorbener Mann liebte den Garten.", "Der Benutzer hat einen Mann."),
        ("Ich vermisse meinen verstorbenen Mann.", "Der Benutzer hat einen Mann."),
        ("Mi manca il mio defunto marito.", "L'utente ha un marito."),
        ("Sinto falta do meu falecido marido.", "O usuário tem um marido."),
    ],
)
def test_a_kin_said_as_dead_is_no_kin_now(said: str, claim: str) -> None:
    refused(said, claim, "review")


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("My wife loved the garden.", "The user has a wife."),
        ("I miss my husband when he travels.", "The user has a husband."),
        ("I was late for my sister's wedding.", "The user has a sister."),
        ("My late shift ends at ten.", "The user works a late shift."),
        ("My late father's watch is on my desk.", "The user has a watch."),
        ("My late wife loved the garden.", "The user's late wife loved the garden."),
        ("Mi marido ama el jardín.", "El usuario tiene un marido."),
        # "echar de menos" is to miss, no firing ("echó de" the job): the husband is had
        ("Echo de menos a mi marido Anselmo.", "El usuario tiene un marido, Anselmo."),
    ],
)
def test_a_kin_said_alive_is_kept(said: str, claim: str) -> None:
    kept(said, claim)


# --- a later clause that ends what the first had ------------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("We adopted a cat, but she died.", "The user has a cat."),
        ("We adopted a cat, but she died of cancer in May.", "The user has a cat."),
        ("I bought a new bike last year but it got stolen.", "The user owns a bike."),
        ("We got a puppy, but sadly he ran away.", "The user has a puppy."),
        ("Adoptamos un gato, pero se murió.", "El usuario tiene un gato."),
        ("Nous avons adopté un chat, mais il est mort.", "L'utilisateur a un chat."),
        ("Wir haben eine Katze adoptiert, aber sie ist gestorben.", "Der Benutzer hat eine Katze."),
        ("Abbiamo adottato un gatto, ma è morto.", "L'utente ha un gatto."),
        ("Adotamos um gato, mas ele morreu.", "O usuário tem um gato."),
        # ... and opening the sentence after the one that names it
        ("We adopted a cat. Sadly she died in March.", "The user has a cat."),
        ("Adoptamos un gato. Murió en marzo.", "El usuario tiene un gato."),
    ],
)
def test_a_thing_that_died_later_is_no_more(said: str, claim: str) -> None:
    refused(said, claim, "review")


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("We adopted a cat.", "The user has a cat."),
        ("We adopted a cat, and she loves the garden.", "The user has a cat."),
        ("We adopted a cat after our dog died.", "The user has a cat."),
        ("We adopted a cat, but she hates the dog.", "The user has a cat."),
        ("We adopted a cat and a dog, but the dog died.", "The user has a cat."),
        ("I moved to Leeds to be near my mom, but she died.", "The user lives in Leeds."),
        ("I got a puppy for my son, but it died.", "The user has a son."),
        ("We adopted a cat. She loves the garden.", "The user has a cat."),
        ("I moved to Leeds to be near my mom. She died in 2020.", "The user lives in Leeds."),
        ("She died. We adopted a cat.", "The user has a cat."),
    ],
)
def test_what_the_later_clause_leaves_is_kept(said: str, claim: str) -> None:
    kept(said, claim)


# --- a parting the person had to make, a passive loss -------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I had to sell my guitar.", "The user owns a guitar."),
        ("I had to give up my horse.", "The user has a horse."),
        ("We had to rehome our rabbit.", "The user has a rabbit."),
        ("I had to put my dog down in May.", "The user has a dog."),
        ("We put our dog down last year.", "The user has a dog."),
        ("We put our old dog Rex to sleep.", "The user has a dog."),
        ("I was forced to sell my car.", "The user owns a car."),
        ("We had to give our cat away.", "The user has a cat."),
        ("I had to sell my old guitar to buy this one.", "The user owns a guitar."),
        ("My old bike got stolen.", "The user owns a bike."),
        ("My car was written off in the crash.", "The user owns a car."),
        ("My dog was put down.", "The user has a dog."),
        ("Mon vélo a été volé.", "L'utilisateur a un vélo."),
    ],
)
def test_a_thing_parted_with_or_lost_is_no_more(said: str, claim: str) -> None:
    refused(said, claim, "review")


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I had to feed my horse.", "The user has a horse."),
        ("I had to put my son down for a nap.", "The user has a son."),
        ("I had to give my talk twice.", "The user gave a talk."),
        ("I put my phone down and went to sleep.", "The user has a phone."),
        ("My bike got a flat tyre.", "The user owns a bike."),
        ("My bike got stolen but the police found it.", "The user owns a bike."),
        ("My car got towed.", "The user owns a car."),
        ("I had to sell my guitar.", "The user sold their guitar."),
    ],
)
def test_a_thing_kept_is_kept(said: str, claim: str) -> None:
    kept(said, claim)


# --- a belief held then -------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I thought I had lost my passport.", "The user lost their passport."),
        ("I thought I lost my keys.", "The user lost their keys."),
        ("I thought I'd lost my keys, but they were in my coat.", "The user lost their keys."),
        ("I was sure I had failed the exam.", "The user failed the exam."),
        ("I was afraid I had broken my wrist.", "The user broke their wrist."),
        ("I was sure my wallet was stolen.", "The user's wallet was stolen."),
        ("I thought my bag had been stolen.", "The user's bag was stolen."),
        ("Creí que había perdido las llaves.", "El usuario perdió las llaves."),
        ("J'ai cru que j'avais raté le train.", "L'utilisateur a raté le train."),
        ("Ich dachte, ich hätte meinen Pass verloren.", "Der Benutzer hat seinen Pass verloren."),
        ("Ich dachte, ich wäre krank.", "Der Benutzer ist krank."),
        ("Pensavo di aver perso il treno.", "L'utente ha perso il treno."),
    ],
)
def test_a_belief_held_then_is_no_fact(said: str, claim: str) -> None:
    refused(said, claim, "review")


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I lost my passport.", "The user lost their passport."),
        ("I thought about it and I lost my passport anyway.", "The user lost their passport."),
        ("I thought I had lost my passport, and I had.", "The user lost their passport."),
        ("I thought I had lost my passport.", "The user thought they had lost their passport."),
        ("I was sure I had failed the exam, but I passed.", "The user passed the exam."),
        ("I was afraid of dogs as a kid.", "The user was afraid of dogs as a kid."),
        ("I thought so too, and I moved to Lisbon.", "The user moved to Lisbon."),
        ("I thought I'd try pottery, and it was great.", "The user tried pottery."),
        ("I thought I'd share a photo of my garden.", "The user has a garden."),
        ("Pensé que era una buena idea.", "El usuario tuvo una buena idea."),
    ],
)
def test_what_happened_beside_a_belief_is_kept(said: str, claim: str) -> None:
    kept(said, claim)


# --- a try abroad -------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("Intenté mantener la calma, pero entré en pánico.", "El usuario mantuvo la calma."),
        ("Traté de aprender alemán.", "El usuario aprendió alemán."),
        ("J'ai essayé de réparer la voiture, sans succès.", "L'utilisateur a réparé la voiture."),
        ("Tentei consertar a bicicleta, mas não consegui.", "O usuário consertou a bicicleta."),
        (
            "Ich habe versucht, ruhig zu bleiben, aber ich bin in Panik geraten.",
            "Der Benutzer ist ruhig geblieben.",
        ),
        ("Ho provato a riparare la bici, ma non ci sono riuscito.", "L'utente ha riparato la bici."),
        ("I tried to stay calm but I panicked.", "The user stayed calm."),
    ],
)
def test_a_try_abroad_is_no_deed(said: str, claim: str) -> None:
    refused(said, claim, "review")


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("Intenté arreglar la bici y lo conseguí.", "El usuario arregló la bici."),
        ("J'ai essayé de réparer la voiture et j'ai réussi.", "L'utilisateur a réparé la voiture."),
        ("Ich habe versucht, das Auto zu reparieren, und es hat geklappt.", "Der Benutzer hat das Auto repariert."),
        ("Ho provato a riparare la bici e ci sono riuscito.", "L'utente ha riparato la bici."),
        ("Tentei consertar a bicicleta e deu certo.", "O usuário consertou a bicicleta."),
        ("Intenté mantener la calma.", "El usuario intentó mantener la calma."),
        ("Arreglé la bici.", "El usuario arregló la bici."),
        ("Tentamos o restaurante novo e adoramos.", "O usuário adorou o restaurante novo."),
    ],
)
def test_a_try_that_worked_is_kept(said: str, claim: str) -> None:
    kept(said, claim)
