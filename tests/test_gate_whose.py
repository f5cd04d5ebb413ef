"""Whose a fact is, and whether it holds, as people type it in chat: a "not" typed without its apostrophe ("I dont
eat meat") or said by a verb ("I refuse to", "I'm unable to"), where it stops ("… and I run every day"), someone the
person names as the subject ("Maria speaks Japanese", "She works at Google"), the person set apart as not the subject
("Our CTO, not me, owns billing"), and a game named as the story ("I'm a wizard in my D&D campaign"). Each lie passed
the gate before these readings; each honest twin is kept."""

from __future__ import annotations

import json
import re
from typing import Any

import pytest

from kura_server.bench import gate
from kura_server.write.gate import Candidate, Quote, Segment, Verdict, check_candidate, fold


def verdict(said: str, text: str, quote: str | None = None) -> Verdict:
    candidate = Candidate(text=text, kind="fact", quotes=[Quote(cls="USER", text=quote or said)])
    return check_candidate(candidate, [Segment(cls="USER", text=said)])


# -- a "not" typed without its apostrophe --------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "text"),
    [
        ("I dont eat meat.", "The user eats meat."),
        ("We dont use Docker.", "The team uses Docker."),
        ("I cant drive.", "The user can drive."),
        ("I havent been to Japan.", "The user has been to Japan."),
        ("I wont move to Berlin.", "The user will move to Berlin."),
        ("I didnt like the movie.", "The user liked the movie."),
        ("Dont run migrations on Fridays.", "Running migrations on Fridays is allowed."),
        ("I don\u200bt smoke.", "The user smokes."),  # a zero-width space where the apostrophe was
    ],
)
def test_a_not_typed_without_its_apostrophe_is_read(said: str, text: str) -> None:
    result = verdict(said, text)
    assert result.outcome != "pass", result.reason


@pytest.mark.parametrize(
    ("said", "text"),
    [
        ("I dont smoke.", "The user doesn't smoke."),
        ("We dont use Docker.", "The team does not use Docker."),
        ("I cant stand cilantro.", "The user hates cilantro."),
        # French "dont" ("of which", "whose") is no "don't"
        ("Le projet dont je suis responsable utilise Postgres.", "Le projet utilise Postgres."),
        ("J'ai deux enfants, dont une fille de 8 ans.", "L'utilisateur a deux enfants."),
    ],
)
def test_a_not_typed_without_its_apostrophe_is_kept_as_said(said: str, text: str) -> None:
    result = verdict(said, text)
    assert result.outcome == "pass", result.reason


@pytest.mark.parametrize(
    ("text", "folded"),
    [
        ("I dont smoke", "i don't smoke"),
        ("We CANT deploy", "we can't deploy"),
        ("it isnt used, it wasnt", "it isn't used, it wasn't"),
        ("Dont forget", "don't forget"),
        ("la ville dont je parle", "la ville dont je parle"),
        ("deux enfants, dont une fille", "deux enfants, dont une fille"),
        ("ce dont j'ai besoin", "ce dont j'ai besoin"),
        ("dont 3 filles", "dont 3 filles"),
        ("the want and the need", "the want and the need"),
    ],
)
def test_the_fold_gives_a_clipped_not_its_apostrophe_and_leaves_french_dont(text: str, folded: str) -> None:
    assert fold(text) == folded


_NOT = re.compile(r"\b(\w+)n['\u2019]t\b")


def _clipped(case: dict[str, Any]) -> dict[str, Any]:
    """A corpus case with every "n't" the person said (transcript and quotes) typed without its apostrophe; the claim,
    a model's, keeps it."""
    out: dict[str, Any] = json.loads(_NOT.sub(r"\1nt", json.dumps(case, ensure_ascii=False)))
    out["candidate"]["text"] = case["candidate"]["text"]
    return out


_WITH_NOT = [c for c in gate.corpus() if c.get("candidate") and _NOT.search(json.dumps(c, ensure_ascii=False))]


def test_the_corpus_has_cases_that_say_not_with_an_apostrophe() -> None:
    assert len(_WITH_NOT) >= 15


@pytest.mark.parametrize("case", _WITH_NOT, ids=[c["id"] for c in _WITH_NOT])
def test_a_case_typed_without_its_apostrophes_gets_the_same_answer(case: dict[str, Any]) -> None:
    through, why = gate.gate_case(case)
    clipped, clipped_why = gate.gate_case(_clipped(case))
    assert clipped == through, f"{why} | without apostrophes: {clipped_why}"


# -- where a "not" stops, and a verb that says it -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "text"),
    [
        ("I don't smoke and I run every morning.", "The user runs every morning."),
        ("We don't use Kafka and we run Postgres.", "The team runs Postgres."),
        ("I lack sleep so I drink coffee.", "The user drinks coffee."),
        ("Je ne fume pas et je cours chaque matin.", "L'utilisateur court chaque matin."),
        ("Ich rauche nicht und ich laufe jeden Morgen.", "Der Nutzer läuft jeden Morgen."),
    ],
)
def test_and_or_so_before_a_subject_of_its_own_ends_a_negation(said: str, text: str) -> None:
    result = verdict(said, text)
    assert result.outcome == "pass", result.reason


@pytest.mark.parametrize(
    ("said", "text"),
    [
        ("I don't smoke and I don't drink.", "The user drinks."),
        ("We don't use Kafka and we never will.", "The team uses Kafka."),
        ("I refuse to use Windows.", "The user uses Windows."),
        ("I'm unable to drive.", "The user can drive."),
        ("I lack experience with Kubernetes.", "The user has experience with Kubernetes."),
    ],
)
def test_a_not_of_the_clause_after_and_or_a_verb_that_says_not_is_read(said: str, text: str) -> None:
    result = verdict(said, text)
    assert result.outcome != "pass", result.reason


@pytest.mark.parametrize(
    ("said", "text"),
    [
        ("I refuse to use Windows.", "The user refuses to use Windows."),
        ("I'm unable to drive.", "The user is unable to drive."),
        ("We lack integration tests.", "The team lacks integration tests."),
    ],
)
def test_a_claim_that_says_the_refusal_or_the_lack_is_kept(said: str, text: str) -> None:
    result = verdict(said, text)
    assert result.outcome == "pass", result.reason


# -- someone the person names as the subject -----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "text", "quote"),
    [
        ("Maria speaks Japanese.", "The user speaks Japanese.", None),
        ("Maria speaks Japanese.", "The user speaks Japanese.", "speaks Japanese"),
        ("Tom is allergic to shellfish.", "The user is allergic to shellfish.", None),
        ("She works at Google.", "The user works at Google.", None),
        ("He lives in Leeds.", "The user lives in Leeds.", None),
        ("Our CTO owns billing.", "The user owns billing.", None),
        ("Our CTO, not me, owns billing.", "The user owns billing.", None),
        ("Our CTO, not me, owns billing.", "The user owns billing.", "owns billing"),
        ("Not me but Maria speaks Japanese.", "The user speaks Japanese.", None),
        ("María habla japonés.", "El usuario habla japonés.", None),
        ("Marie parle japonais.", "L'utilisateur parle japonais.", None),
        ("Maria spricht Japanisch.", "Der Nutzer spricht Japanisch.", None),
        ("Nicht ich, sondern mein Bruder wohnt in Wien.", "Der Nutzer wohnt in Wien.", None),
        ("Mein Bruder, nicht ich, wohnt in Wien.", "Der Nutzer wohnt in Wien.", "wohnt in Wien"),
        ("My wife (not me) is the vegetarian.", "The user is vegetarian.", "is the vegetarian"),
        # the "too" of a degree shares nothing ("and I do too" would)
        ("My boss dropped Paddle because it was too slow.", "The user dropped Paddle.", None),
    ],
)
def test_what_someone_the_person_names_does_is_not_theirs(said: str, text: str, quote: str | None) -> None:
    result = verdict(said, text, quote)
    assert (result.rule, result.outcome != "pass") == ("support", True), result.reason


@pytest.mark.parametrize(
    ("said", "text"),
    [
        ("Maria and I speak Japanese.", "The user speaks Japanese."),
        ("My laptop runs Arch.", "The user runs Arch."),
        ("It is a nurse's job, and I am a nurse.", "The user is a nurse."),
        ("I'm allergic to shellfish, Tom is too.", "The user is allergic to shellfish."),
        ("Both Tom and I are allergic to shellfish.", "The user is allergic to shellfish."),
        ("I own billing, not our CTO.", "The user owns billing."),
        ("J'ai 34 ans et j'habite à Lyon.", "L'utilisateur a 34 ans et habite à Lyon."),
        # a thing as the subject of a verb that only links is no one ("the skill is", "the kids had")
        (
            "I'm a big fan of pottery - the creativity and skill is awesome. Plus, making it is so calming.",
            "The user is a big fan of pottery and finds it calming and creative.",
        ),
        (
            "It was an awesome day at the park with my family. The kids had a lot of fun on the playground.",
            "The user had an awesome day at the park with his family where the kids had fun on the playground.",
        ),
        ("Maria speaks Japanese.", "The user's friend Maria speaks Japanese."),
    ],
)
def test_the_persons_own_and_a_claim_that_names_the_other_are_kept(said: str, text: str) -> None:
    result = verdict(said, text)
    assert result.outcome == "pass", result.reason


# -- a game named as the story -------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "text"),
    [
        ("I'm a wizard in my D&D campaign.", "The user is a wizard."),
        ("In Minecraft I own a castle.", "The user owns a castle."),
        ("I am a doctor in the game I play.", "The user is a doctor."),
        ("I am a doctor \u2014 in the game I play.", "The user is a doctor."),
    ],
)
def test_what_is_said_in_a_game_named_is_the_games(said: str, text: str) -> None:
    result = verdict(said, text)
    assert (result.outcome, result.rule) == ("drop", "support"), result.reason


@pytest.mark.parametrize(
    ("said", "text"),
    [
        ("I play Minecraft with my son every Sunday.", "The user plays Minecraft with their son every Sunday."),
        ("I build servers in Minecraft for a living.", "The user builds servers in Minecraft for a living."),
        ("The campaign I run at work launches in May.", "The user runs a campaign at work."),
    ],
)
def test_a_game_the_claim_names_or_a_campaign_at_work_is_kept(said: str, text: str) -> None:
    result = verdict(said, text)
    assert result.outcome == "pass", result.reason


# -- what the person says of "you" ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "text", "quote"),
    [
        ("You're great at Rust, honestly.", "The user is great at Rust.", "You're great at Rust"),
        (
            "You know Kubernetes better than anyone I've met.",
            "The user knows Kubernetes better than anyone.",
            "know Kubernetes better than anyone",
        ),
        ("Du bist echt gut in Python.", "Der Nutzer ist gut in Python.", "bist echt gut in Python"),
        ("Eres muy bueno con SQL.", "El usuario es muy bueno con SQL.", "muy bueno con SQL"),
        ("Você é ótimo em Java.", "O usuário é ótimo em Java.", "é ótimo em Java"),
        ("Tu es le responsable maintenant.", "L'utilisateur est le responsable maintenant.", None),
        ("あなたはRustが得意ですね。", "ユーザーはRustが得意。", "Rustが得意ですね"),
        ("你很擅长Rust。", "用户很擅长Rust。", "很擅长Rust"),
    ],
)
def test_what_the_person_says_of_you_is_not_theirs(said: str, text: str, quote: str | None) -> None:
    result = verdict(said, text, quote)
    assert (result.outcome, result.rule) == ("review", "support"), result.reason
    assert "speaks to" in result.reason


@pytest.mark.parametrize(
    ("said", "text", "quote"),
    [
        ("You're great at Rust, honestly.", "The user told the assistant it is great at Rust.", None),
        ("You know, I'm a nurse.", "The user is a nurse.", "I'm a nurse"),
        ("You and I both like Rust.", "The user likes Rust.", None),
        ("If you're ever in Lisbon, I live in Alfama.", "The user lives in Alfama.", "I live in Alfama"),
        ("Du café tous les matins, j'en bois trois tasses.", "L'utilisateur boit du café tous les matins.", None),
        ("Weißt du, ich wohne in Wien.", "Der Nutzer wohnt in Wien.", "ich wohne in Wien"),
        ("Thanks, you've been great. I'm a teacher in Leeds.", "The user is a teacher in Leeds.", None),
        ("你知道吗，我在北京工作。", "用户在北京工作。", "我在北京工作"),
        # what the person does to the one spoken to is theirs (LoCoMo's observations say so)
        (
            "Way to go, John! You're really showing dedication and commitment.",
            "The user praised John for his dedication and commitment.",
            None,
        ),
        (
            "You can use stuff like dairy-free margarine or coconut oil instead of butter. Good luck!",
            "The user offers tips for dairy-free baking, such as dairy-free margarine or coconut oil.",
            None,
        ),
        (
            "I'm so happy for you, Caroline. You found your true self and now you're helping others.",
            "The user is supportive of Caroline finding her true self and helping others.",
            None,
        ),
    ],
)
def test_the_persons_own_words_beside_you_are_kept(said: str, text: str, quote: str | None) -> None:
    result = verdict(said, text, quote)
    assert result.outcome == "pass", result.reason


# -- "è" and "é" are "is", not "and"; Polish kin ------------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "text", "quote"),
    [
        ("Mio fratello è medico a Milano.", "L'utente è medico a Milano.", "è medico a Milano"),
        ("Minha irmã é médica em Lisboa.", "O usuário é médico em Lisboa.", "é médica em Lisboa"),
        ("Mój brat mieszka w Krakowie.", "Użytkownik mieszka w Krakowie.", "mieszka w Krakowie"),
        ("Moja żona pracuje w Allegro.", "Użytkownik pracuje w Allegro.", "pracuje w Allegro"),
    ],
)
def test_a_kin_clause_in_italian_portuguese_or_polish_is_theirs(said: str, text: str, quote: str) -> None:
    result = verdict(said, text, quote)
    assert (result.outcome, result.rule) == ("drop", "support"), result.reason
    assert "someone else" in result.reason


@pytest.mark.parametrize(
    ("said", "text", "quote"),
    [
        ("Sono medico a Milano, è un lavoro duro.", "L'utente è medico a Milano.", "Sono medico a Milano"),
        ("Mia moglie è medico e io sono ingegnere.", "L'utente è ingegnere.", "io sono ingegnere"),
        ("Minha esposa é médica e eu sou professor.", "O usuário é professor.", "eu sou professor"),
        ("Mój brat i ja mieszkamy w Krakowie.", "Użytkownik mieszka w Krakowie.", "mieszkamy w Krakowie"),
        ("Pracuję w Allegro od 2020 roku.", "Użytkownik pracuje w Allegro.", "Pracuję w Allegro"),
        ("Mio fratello è medico.", "Il fratello dell'utente è medico.", None),
    ],
)
def test_the_persons_own_clause_beside_an_italian_portuguese_or_polish_kin_is_kept(
    said: str, text: str, quote: str | None
) -> None:
    result = verdict(said, text, quote)
    assert result.outcome == "pass", result.reason


# What the person thinks, believes or has heard of one of their people: a clause of its own, the person's kin its
# subject ("I think my neighbour works at Google" backed "The user works at Google" on 32b6108; round 35's reading of a
# verb of thinking after "and" as the person's opened "I sit in the garden and think my neighbour works at Google").
@pytest.mark.parametrize(
    ("said", "text"),
    [
        ("I think my neighbour works at Google.", "The user works at Google."),
        ("I sit in the garden and think my neighbour works at Google.", "The user works at Google."),
        ("I believe my wife is allergic to peanuts.", "The user is allergic to peanuts."),
        ("I heard my boss is moving to Berlin.", "The user is moving to Berlin."),
        ("I sit here and think about how my sister lives in Paris.", "The user lives in Paris."),
        ("Creo que mi hermano vive en Madrid.", "El usuario vive en Madrid."),
        ("Je pense que ma sœur habite à Lyon.", "L'utilisateur habite à Lyon."),
        ("Acho que minha irmã mora em Lisboa.", "O usuário mora em Lisboa."),
        # ... and in-laws and step-relatives, who were no kin on 32b6108
        ("Mi cuñado vive en Valencia.", "El usuario vive en Valencia."),
        ("My stepdad works at Boeing.", "The user works at Boeing."),
        ("Mein Schwager wohnt in Graz.", "Der Nutzer wohnt in Graz."),
    ],
)
def test_what_the_person_thinks_of_one_of_their_people_is_theirs(said: str, text: str) -> None:
    result = verdict(said, text)
    assert (result.outcome, result.rule) == ("drop", "support"), result.reason


@pytest.mark.parametrize(
    ("said", "text"),
    [
        ("I think my neighbour works at Google.", "The user thinks their neighbour works at Google."),
        ("I think I work too much.", "The user works too much."),
        ("I think my job at Google is boring.", "The user works at Google."),
        ("I believe my wife and I will move to Leeds.", "The user will move to Leeds."),
        ("I know my way around Python.", "The user knows Python."),
        ("I hope my team wins the cup.", "The user hopes their team wins the cup."),
    ],
)
def test_what_the_person_thinks_of_their_own_is_kept(said: str, text: str) -> None:
    result = verdict(said, text)
    assert result.outcome == "pass", result.reason
