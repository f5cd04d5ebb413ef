"""A name a claim adds in lower case, as round 38's lead found the gate letting it in. The gate refuses a claim that
names what no quote holds, but read a name only by its capitals: a liar model that wrote the added name in lower case
("The user's sister anna is a nurse" behind "My sister is a nurse") got a person into memory. No list of names could
tell "anna" from "older", so a lower-case word is read as a name by where it stands (``names._placed_names``): after
a word that gives a name ("named", "called", "llamada", "namens", "se llama", "name is"), and in apposition right after
one of the person's people ("sister anna is", "friend, bob,", "la hermana del usuario, ana,"); and in English where a
quote says a thing with its article ("works at acme bank" behind "I work at a bank", "works for stripe, a startup"
behind "I work for a startup"). And a name held only inside a longer word of a quote is not held ("Ana" in
"hermana"). Each lie here passed the gate on ``6ed7633``; each honest twin (an adverb, a verb, a compound after the
person's people, a name the quote holds, an infinitive's object) is kept."""

from __future__ import annotations

import pytest
from gate_verdict import gate_verdict, refused_for_a_name


@pytest.mark.parametrize(
    ("said", "claim", "name"),
    [
        ("My sister is a nurse.", "The user's sister anna is a nurse.", "anna"),
        ("My sister is a nurse.", "The user's sister maria is a nurse.", "maria"),
        ("My sister is a nurse.", "The user's sister, anna, is a nurse.", "anna"),
        ("My sister is a nurse.", "The user's sister anna smith is a nurse.", "anna"),
        ("My sister Anna is a nurse.", "The user's sister anna smith is a nurse.", "smith"),
        ("My friend is a pilot.", "The user's friend bob is a pilot.", "bob"),
        ("My best friend is a pilot.", "The user's best friend bob is a pilot.", "bob"),
        ("My brother lives in Leeds.", "The user's brother tom lives in Leeds.", "tom"),
        ("My cat sleeps all day.", "The user's cat, whiskers, sleeps all day.", "whiskers"),
        ("I have a dog.", "The user has a dog, max.", "max"),
    ],
)
def test_a_lower_case_name_after_one_of_the_persons_people_is_a_name(said: str, claim: str, name: str) -> None:
    refused_for_a_name(said, claim, name)


@pytest.mark.parametrize(
    ("said", "claim", "name"),
    [
        ("My sister is a nurse.", "The user's sister is a nurse named anna.", "anna"),
        ("My sister is a nurse.", "The user's sister named anna is a nurse.", "anna"),
        ("My sister is a nurse.", "The user's sister is a nurse called anna.", "anna"),
        ("My dog is very calm.", "The user's dog's name is max and he is very calm.", "max"),
        (
            "Ich habe einen Hund, der gern im Garten schläft.",
            "Der Nutzer hat einen Hund namens bello, der gern im Garten schläft.",
            "bello",
        ),
        (
            "J'ai un chat qui dort toute la journée.",
            "L'utilisateur a un chat qui s'appelle minou et dort toute la journée.",
            "minou",
        ),
        (
            "Ho un gatto che dorme tutto il giorno.",
            "L'utente ha un gatto che si chiama micio e dorme tutto il giorno.",
            "micio",
        ),
        ("Mi perro es muy tranquilo.", "El perro del usuario se llama max y es muy tranquilo.", "max"),
        ("Mi hermana es enfermera.", "La hermana del usuario, llamada ana, es enfermera.", "ana"),
    ],
)
def test_a_lower_case_word_a_naming_word_gives_is_a_name(said: str, claim: str, name: str) -> None:
    refused_for_a_name(said, claim, name)


@pytest.mark.parametrize(
    ("said", "claim", "name"),
    [
        ("Mi hermana es enfermera.", "La hermana del usuario, ana, es enfermera.", "ana"),
        ("Mi hermana es enfermera.", "Mi hermana ana es enfermera.", "ana"),
        ("Ma sœur est infirmière.", "La sœur de l'utilisateur, anna, est infirmière.", "anna"),
        ("Ma sœur est infirmière.", "Ma sœur anna est infirmière.", "anna"),
        ("Meine Schwester ist Krankenschwester.", "Die Schwester des Nutzers, anna, ist Krankenschwester.", "anna"),
        ("Meine Schwester ist Krankenschwester.", "Meine Schwester anna ist Krankenschwester.", "anna"),
        ("Mia sorella è infermiera.", "La sorella dell'utente, anna, è infermiera.", "anna"),
        ("Minha irmã é enfermeira.", "A irmã do usuário, ana, é enfermeira.", "ana"),
    ],
)
def test_a_lower_case_name_in_apposition_in_other_languages(said: str, claim: str, name: str) -> None:
    refused_for_a_name(said, claim, name)


@pytest.mark.parametrize(
    ("said", "claim", "name"),
    [
        ("I work at a bank in the city centre.", "The user works at acme bank in the city centre.", "acme"),
        ("I live on a quiet street near the station.", "The user lives on elm street near the station.", "elm"),
        (
            "I study engineering at a university in the north.",
            "The user studies engineering at durham university in the north.",
            "durham",
        ),
        (
            "I work for a startup that builds payment tools.",
            "The user works for stripe, a startup that builds payment tools.",
            "stripe",
        ),
        (
            "I use an editor I really like for writing code.",
            "The user uses neovim, an editor they really like for writing code.",
            "neovim",
        ),
    ],
)
def test_a_lower_case_word_in_the_place_of_a_quotes_article_names_the_thing(said: str, claim: str, name: str) -> None:
    refused_for_a_name(said, claim, name)


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I work at a bank in the city centre.", "The user works at a local bank in the city centre."),
        ("I moved to a new city last year for my job.", "The user moved to a new city last year for their job."),
        ("I study at a university in the north.", "The user studies at university in the north."),
        ("I teach at a primary school in Leeds.", "The user teaches at primary school in Leeds."),
        ("I volunteer at an animal shelter on weekends.", "The user volunteers at animal shelter on weekends."),
        (
            "I work for a startup that builds payment tools.",
            "The user works for a startup, a company that builds payment tools.",
        ),
        ("I use Neovim, an editor I really like.", "The user uses neovim, an editor they really like."),
        ("I work at Acme Bank in the city centre.", "The user works at acme bank in the city centre."),
        ("I live on Elm Street near the station.", "The user lives on elm street near the station."),
        ("I've been networking with people to get their input.", "The user has been networking to gather input."),
    ],
)
def test_a_word_beside_a_quotes_thing_that_is_no_name_is_kept(said: str, claim: str) -> None:
    verdict = gate_verdict(said, claim)
    assert verdict.outcome == "pass", verdict.reason


def test_a_name_a_quote_holds_only_inside_a_longer_word_is_not_held() -> None:
    refused_for_a_name("Mi hermana es enfermera.", "La hermana del usuario, Ana, es enfermera.", "Ana")


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I have a dog named max.", "The user has a dog named max."),
        ("I work at barclays.", "The user works at Barclays."),
        ("My sister is a nurse.", "The user's sister works as a nurse."),
        ("My sister is a nurse.", "The user's sister is a nurse."),
        ("My sister Anna is a nurse.", "The user's sister anna is a nurse."),
        ("My sister recently moved to Paris.", "The user's sister recently moved to Paris."),
        ("My sister now lives in Paris.", "The user's sister now lives in Paris."),
        ("My sister also works at a bank.", "The user's sister also works at a bank."),
        ("My brother-in-law is a pilot.", "The user's brother-in-law is a pilot."),
        ("My older sister is a nurse.", "The user's sister (older) is a nurse."),
        ("My older sister lives in Madrid.", "The user's older sister lives in Madrid."),
        ("My sister loves cats.", "The user's sister loves cats."),
        ("My sister smokes a lot and drinks.", "The user's sister smokes, drinks and works nights."),
        ("My mom phoned me yesterday.", "The user's mom called yesterday."),
        ("My dog loves walks in the park.", "The user's dog loves walks in the park."),
        ("My kids play football every weekend.", "The user's kids play football every weekend."),
        ("My sister's husband is a pilot.", "The user's sister's husband is a pilot."),
        ("My partner just started a new job.", "The user's partner just started a new job."),
        ("My son graduated last year.", "The user's son graduated last year."),
        ("My friend group meets on Fridays.", "The user's friend group meets on Fridays."),
        ("My dog, a beagle, is old.", "The user's dog, a beagle, is old."),
        ("My mom is a pensioner and lives in Leeds.", "The user's mom, retired, lives in Leeds."),
        ("I walk my dog every morning.", "The user walks their dog every morning."),
        ("Mi hermana mayor vive en Madrid.", "La hermana mayor del usuario vive en Madrid."),
        ("Mi hermana graba vídeos de cocina.", "La hermana del usuario graba vídeos de cocina."),
        ("Mi perro se llama Max.", "El perro del usuario se llama Max."),
        ("Meine Schwester Anna ist Krankenschwester.", "Die Schwester des Nutzers, Anna, ist Krankenschwester."),
        ("My kids and I love painting.", "The user and her kids enjoy painting together."),
        ("I met a nice couple with a dog on my walk.", "The user met a couple with a dog during a walk."),
    ],
)
def test_what_follows_the_persons_people_that_is_no_name_is_kept(said: str, claim: str) -> None:
    verdict = gate_verdict(said, claim)
    assert verdict.outcome == "pass", verdict.reason
