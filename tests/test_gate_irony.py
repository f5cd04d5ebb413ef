"""The gate against the frames round 38 found still through, that say a clause is not true of the person: sarcasm
said by how a sentence opens, an unreal condition, a pretence, a dream or a "/s" after what it takes back — each lie
(in English and other languages) beside the honest twin the reading that now refuses it must keep."""

from __future__ import annotations

import pytest
from gate_verdict import gate_verdict


@pytest.mark.parametrize(
    ("said", "text"),
    [
        ("Yeah right, I'm a millionaire.", "The user is a millionaire."),
        ("Yeah, right, I own a yacht.", "The user owns a yacht."),
        ("Ya, claro, soy millonario.", "El usuario es millonario."),
    ],
)
def test_sarcasm_said_by_yeah_right_or_oh_sure_is_not_so(said: str, text: str) -> None:
    # ``words._SAID_NOT``: "yeah right" alone before what the person is, has or earns reads as a "not" ("oh sure" is
    # read with the turn before it since round 39: ``test_a_bare_sure_said_to_no_turn_of_the_assistants_is_sarcasm``)
    verdict = gate_verdict(said, text)
    assert (verdict.outcome, verdict.rule) == ("review", "support"), verdict.reason


@pytest.mark.parametrize(
    ("said", "quote", "text"),
    [
        ("Yeah right, I'm a millionaire.", "I'm a millionaire", "The user is a millionaire."),
        ("Yeah right, as if I'm a millionaire.", "I'm a millionaire", "The user is a millionaire."),
    ],
)
def test_a_quote_cut_from_after_sarcasm_leaves_its_frame_out(said: str, quote: str, text: str) -> None:
    # ``words.said_not_before``, read by ``quotes._cut_frame``
    verdict = gate_verdict(said, text, quote)
    assert verdict.outcome == "drop", verdict.reason
    assert [f.rule for f in verdict.failed] == ["cut_frame"], verdict.failed


@pytest.mark.parametrize(
    ("said", "quote", "text"),
    [
        (
            "I'd rather work from home, as a freelancer I earn more.",
            "as a freelancer I earn more",
            "The user earns more as a freelancer.",
        ),
        ("No olvides que soy celíaca.", "soy celíaca", "La usuaria es celíaca."),
        ("I felt great, as if I was 20 again.", "I felt great", "The user felt great."),
    ],
)
def test_a_quote_after_a_clause_that_negates_nothing_of_it_is_kept(said: str, quote: str, text: str) -> None:
    verdict = gate_verdict(said, text, quote)
    assert verdict.outcome == "pass", verdict.reason


@pytest.mark.parametrize(
    ("said", "text"),
    [
        ("Sure, I'm a millionaire.", "The user is a millionaire."),
        ("Oh sure, I'm a millionaire.", "The user is a millionaire."),
        ("Claro, soy millonario.", "El usuario es millonario."),
        ("Ja klar, ich bin Millionär.", "Der Nutzer ist Millionär."),
        ("C'est ça, je suis millionnaire.", "L'utilisateur est millionnaire."),
        ("Certo, sono milionario.", "L'utente è milionario."),
    ],
)
def test_a_bare_sure_said_to_no_turn_of_the_assistants_is_sarcasm(said: str, text: str) -> None:
    # ``words.sure_alone``, read by ``rules.meaning_turned`` with ``_Ctx.turn_answered``
    verdict = gate_verdict(said, text)
    assert (verdict.outcome, verdict.rule) == ("review", "support"), verdict.reason
    assert "bare 'sure'" in verdict.reason


@pytest.mark.parametrize(
    ("asked", "said", "text"),
    [
        ("Are you a nurse?", "Sure, I'm a nurse.", "The user is a nurse."),
        ("Tell me a bit about yourself.", "Sure, I'm a nurse from Leeds.", "The user is a nurse from Leeds."),
        ("¿Eres enfermera?", "Claro, soy enfermera.", "La usuaria es enfermera."),
        ("Bist du Krankenschwester?", "Ja klar, ich bin Krankenschwester.", "Die Nutzerin ist Krankenschwester."),
        ("Do you have kids?", "Oh sure, I have two.", "The user has two kids."),
        ("Are you a nurse?", "Yeah, I'm a nurse.", "The user is a nurse."),
    ],
)
def test_a_sure_that_answers_the_assistant_is_kept(asked: str, said: str, text: str) -> None:
    verdict = gate_verdict(said, text, asked=asked)
    assert verdict.outcome == "pass", verdict.reason


@pytest.mark.parametrize(
    ("said", "text"),
    [
        ("I'm a millionaire, believe it or not.", "The user is a millionaire."),
        ("Yeah, I'm a nurse.", "The user is a nurse."),
        ("Yeah, right, I have to call him today.", "The user has to call him today."),
        ("Right, I'm a nurse.", "The user is a nurse."),
        ("I'm a millionaire haha", "The user is a millionaire."),
        ("lol yeah I'm a nurse", "The user is a nurse."),
        ("I live in Leeds lol", "The user lives in Leeds."),
    ],
)
def test_a_fact_said_plainly_or_with_a_laugh_is_kept(said: str, text: str) -> None:
    verdict = gate_verdict(said, text)
    assert verdict.outcome == "pass", verdict.reason


@pytest.mark.parametrize(
    ("said", "text"),
    [
        ("Se fossi ricco comprerei una barca.", "L'utente è ricco."),
        ("Se avessi una barca andrei in Sardegna.", "L'utente ha una barca."),
        ("Se eu fosse rico compraria um barco.", "O usuário é rico."),
        ("Si fuera rico compraría un barco.", "El usuario es rico."),
        ("Si tan solo fuera rico.", "El usuario es rico."),
        ("Si j'étais riche j'achèterais un bateau.", "L'utilisateur est riche."),
        ("Om jag vore rik skulle jag köpa en båt.", "Användaren är rik."),
        ("Jos olisin rikas, ostaisin veneen.", "Käyttäjä on rikas."),
        ("Had I known, I would have moved to Oslo.", "The user moved to Oslo."),
    ],
)
def test_what_an_unreal_condition_sets_is_not_so(said: str, text: str) -> None:
    # ``asks._UNREAL``: the past subjunctive of being and having after "if" ("se fossi", "si fuera", "se eu fosse",
    # "si j'étais", "om jag vore", "jos olisin") and "Had I …, I would"
    verdict = gate_verdict(said, text)
    assert verdict.outcome == "review", verdict.reason


@pytest.mark.parametrize(
    ("said", "text"),
    [
        ("Sono ricco.", "L'utente è ricco."),
        ("Parlano sempre di se stessi. Sono un'infermiera.", "L'utente è un'infermiera."),
        ("Sí, fuera de casa trabajo como enfermera.", "La usuaria trabaja como enfermera."),
        ("Se eu tiver tempo, eu viajo. Sou enfermeira.", "A usuária é enfermeira."),
        ("Si j'ai le temps, je viendrai. J'habite à Lyon.", "L'utilisateur habite à Lyon."),
        ("Om du vill kan jag hjälpa. Jag bor i Malmö.", "Användaren bor i Malmö."),
        ("Hablo inglés como si fuera nativo.", "El usuario habla inglés."),
        ("Had a great day, I went hiking.", "The user went hiking."),
    ],
)
def test_a_fact_beside_a_real_condition_or_a_simile_is_kept(said: str, text: str) -> None:
    verdict = gate_verdict(said, text)
    assert verdict.outcome == "pass", verdict.reason


@pytest.mark.parametrize(
    ("said", "text"),
    [
        ("I pretend I'm a doctor at parties.", "The user is a doctor."),
        ("I act like I'm rich.", "The user is rich."),
        ("I act like a millionaire.", "The user is a millionaire."),
        ("I'm posing as a doctor.", "The user is a doctor."),
        ("Hago como que soy rico.", "El usuario es rico."),
        ("Me hago pasar por médico.", "El usuario es médico."),
        ("Fingo di essere medico.", "L'utente è medico."),
        ("Faccio finta di essere medico.", "L'utente è medico."),
        ("Je fais comme si j'étais riche.", "L'utilisateur est riche."),
    ],
)
def test_what_the_person_pretends_to_be_is_not_so(said: str, text: str) -> None:
    # ``words._UNREACHED``: a pretence before what the person is or has
    verdict = gate_verdict(said, text)
    assert verdict.outcome == "review", verdict.reason


@pytest.mark.parametrize(
    ("said", "text"),
    [
        ("I act as the team lead while Ana is away.", "The user acts as the team lead."),
        ("I don't pretend to be an expert, but I'm a nurse.", "The user is a nurse."),
        ("I pretended to be sick as a kid, but I'm a nurse now.", "The user is a nurse."),
        ("I act like a kid around my dad, and I'm a nurse.", "The user is a nurse."),
        ("I work as a nurse and my colleagues act like family.", "The user works as a nurse."),
    ],
)
def test_a_role_held_or_a_clause_beside_a_pretence_is_kept(said: str, text: str) -> None:
    verdict = gate_verdict(said, text)
    assert verdict.outcome == "pass", verdict.reason


@pytest.mark.parametrize(
    ("said", "text"),
    [
        ("I'm a millionaire... in my dreams.", "The user is a millionaire."),
        ("I'm a millionaire, in my dreams lol.", "The user is a millionaire."),
        ("Soy millonario, en mis sueños.", "El usuario es millonario."),
        ("Dans mes rêves je suis millionnaire.", "L'utilisateur est millionnaire."),
        ("I'm a millionaire /s", "The user is a millionaire."),
        ("Sure, I'm totally a millionaire /s", "The user is a millionaire."),
    ],
)
def test_what_a_dream_or_a_slash_s_takes_back_is_not_so(said: str, text: str) -> None:
    # ``stance._JOKE`` (a dream said after what it takes back, "/s"), ``fiction._FICTION`` ("dans mes rêves")
    verdict = gate_verdict(said, text)
    assert verdict.outcome != "pass", verdict.reason


@pytest.mark.parametrize(
    ("said", "text"),
    [
        ("I saw a pilot in my dreams. I'm a nurse.", "The user is a nurse."),
        ("I finally got my dream job: I'm a pilot.", "The user is a pilot."),
        ("I've had this dream since I was a kid and now I'm a pilot.", "The user is a pilot."),
        ("Dans mes rêves je voyage. Je suis infirmière.", "L'utilisatrice est infirmière."),
    ],
)
def test_a_fact_beside_a_dream_is_kept(said: str, text: str) -> None:
    verdict = gate_verdict(said, text)
    assert verdict.outcome == "pass", verdict.reason
