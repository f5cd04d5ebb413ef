"""The gate against the frames round 39 found it still misread, each lie beside the honest twin the reading that now
refuses it must keep: sarcasm that answers the assistant's suggestion or statement ("You should buy a yacht." —
"Sure, I'm a millionaire."), while a "sure" or an "oh sure" that answers a question about exactly that, or a request
to tell, agrees; "you" said of anyone ("You get used to living in Berlin"); a first-person text in quotation marks
that is a song's, an essay's or a film's, not what the person says they said; a school the person only got into. And
three honest facts main refused: "Are you a nurse?" — "Oh sure, I'm a nurse.", a dream a "but" ends ("In my dreams I
travel, but I'm a nurse") and the unreal "Had I not moved to Leeds, …", which says the person moved."""

from __future__ import annotations

import pytest
from gate_verdict import gate_verdict


@pytest.mark.parametrize(
    ("asked", "said", "text"),
    [
        ("You should buy a yacht.", "Sure, I'm a millionaire.", "The user is a millionaire."),
        ("You should buy a yacht.", "Right, because I'm made of money.", "The user is made of money."),
        ("You should buy a yacht.", "Yeah, and I'm the Queen of England.", "The user is the Queen of England."),
        ("Why don't you buy a yacht?", "Sure, I'm a millionaire.", "The user is a millionaire."),
        (
            "You're the best chess player in the world.",
            "Yeah, and I'm the Queen of England.",
            "The user is the Queen of England.",
        ),
        ("Deberías comprarte un yate.", "Claro, soy millonario.", "El usuario es millonario."),
        ("Du solltest dir eine Yacht kaufen.", "Ja klar, ich bin Millionär.", "Der Nutzer ist Millionär."),
        ("Tu devrais acheter un yacht.", "C'est ça, je suis millionnaire.", "L'utilisateur est millionnaire."),
        # an "oh sure" to a question that asks nothing of what it says (review on main too, read as a "not" by
        # ``words._SAID_NOT`` whatever came before it)
        ("Are you rich?", "Oh sure, I'm a millionaire.", "The user is a millionaire."),
        ("Are you rich?", "Oh sure, I'm a millionaire.", "The user is rich and a millionaire."),
    ],
)
def test_a_sure_that_takes_up_nothing_of_the_turn_is_sarcasm(asked: str, said: str, text: str) -> None:
    # ``stance.sure_against``, read by ``rules.meaning_turned`` with the turn ``_Ctx.turn_answered`` finds
    verdict = gate_verdict(said, text, asked=asked)
    assert (verdict.outcome, verdict.rule) == ("review", "support"), verdict.reason
    assert "bare 'sure'" in verdict.reason


@pytest.mark.parametrize(
    ("asked", "said", "text"),
    [
        ("Are you a nurse?", "Oh sure, I'm a nurse.", "The user is a nurse."),
        ("Are you a nurse?", "Sure, I'm a nurse.", "The user is a nurse."),
        ("Tell me about yourself.", "Sure, I'm a nurse.", "The user is a nurse."),
        ("Describe your job.", "Sure, I'm a nurse on a cardiac ward.", "The user is a nurse on a cardiac ward."),
        ("Cuéntame de ti.", "Claro, soy enfermera.", "La usuaria es enfermera."),
        ("Parle-moi de toi.", "C'est ça, je suis infirmière.", "L'utilisatrice est infirmière."),
        ("You should visit Leeds.", "Sure, I'm in Leeds next week.", "The user is in Leeds next week."),
        ("You seem to know a lot about medicine.", "Sure, I'm a nurse.", "The user is a nurse."),
        ("You must be tired after that shift.", "Yeah, I'm a nurse, it's normal.", "The user is a nurse."),
        ("So you work nights?", "Right, because I'm a nurse.", "The user is a nurse."),
    ],
)
def test_a_sure_that_answers_or_takes_up_the_turn_is_kept(asked: str, said: str, text: str) -> None:
    verdict = gate_verdict(said, text, asked=asked)
    assert verdict.outcome == "pass", verdict.reason


def test_a_quote_cut_from_after_oh_sure_is_read_with_its_sentence() -> None:
    # round 38 dropped it by ``quotes._cut_frame`` (``words._SAID_NOT``); "oh sure" is now read with the turn before it
    verdict = gate_verdict("Oh sure, I own a yacht.", "The user owns a yacht.", "I own a yacht")
    assert (verdict.outcome, verdict.rule) == ("review", "support"), verdict.reason


@pytest.mark.parametrize(
    ("said", "text"),
    [
        ("You get used to living in Berlin.", "The user lives in Berlin."),
        ("You eventually get used to working nights.", "The user works nights."),
        ("When you're a nurse you see everything.", "The user is a nurse."),
        # already refused on main, by the "if" (a condition), and kept as a guard
        ("If you live in Berlin you learn to love the U-Bahn.", "The user lives in Berlin."),
        ("Cuando eres enfermera lo ves todo.", "La usuaria es enfermera."),
        ("Quand tu es infirmière, tu vois tout.", "L'utilisatrice est infirmière."),
        # already refused on main, by the "never" (a 'not' dropped), and kept as a guard
        ("You never stop being a teacher.", "The user is a teacher."),
    ],
)
def test_what_the_person_says_of_anyone_by_you_is_not_theirs(said: str, text: str) -> None:
    # ``subject._addressed`` with ``_YOU_WHEN`` and ``_YOU_BEING``, read by ``subject.others``
    verdict = gate_verdict(said, text)
    assert verdict.outcome == "review", verdict.reason


@pytest.mark.parametrize(
    ("said", "text"),
    [
        ("I'm a teacher; you never stop being one.", "The user is a teacher."),
        ("I'm a teacher. You never stop being one.", "The user is a teacher."),
        ("You're right, I live in Berlin.", "The user lives in Berlin."),
        ("As you know, I live in Berlin.", "The user lives in Berlin."),
        ("You know I live in Berlin.", "The user lives in Berlin."),
        ("When you're a nurse like me, you see everything.", "The user is a nurse."),
    ],
)
def test_you_beside_the_persons_own_i_is_kept(said: str, text: str) -> None:
    verdict = gate_verdict(said, text)
    assert verdict.outcome == "pass", verdict.reason


@pytest.mark.parametrize(
    ("said", "text"),
    [
        ('I keep singing "I\'m a millionaire" in the shower.', "The user is a millionaire."),
        ('My son\'s essay starts: "I am an astronaut."', "The user is an astronaut."),
        ("The line I love is 'I live in Paris'.", "The user lives in Paris."),
        ("My favourite song goes “I'm a believer”.", "The user is a believer."),
        ("Mi hijo escribió: «Soy astronauta».", "El usuario es astronauta."),
        ("Le poème commence par « Je suis un astronaute ».", "L'utilisateur est un astronaute."),
    ],
)
def test_a_first_person_text_in_quotation_marks_is_its_authors(said: str, text: str) -> None:
    # ``fiction.quoted_only``, read by ``rules.meaning_turned``
    verdict = gate_verdict(said, text)
    assert (verdict.outcome, verdict.rule) == ("review", "support"), verdict.reason
    assert "quotation marks" in verdict.reason


@pytest.mark.parametrize(
    ("said", "text"),
    [
        ('I told her "I\'m a nurse" and she smiled.', "The user is a nurse."),
        ("I always say 'I live in Leeds, not London'.", "The user lives in Leeds."),
        ("Le dije «soy enfermera» y sonrió.", "La usuaria es enfermera."),
        ("I'm a nurse and I love the song 'I will survive'.", "The user is a nurse."),
        ("I'm a nurse. My son's essay starts: \"I am an astronaut.\"", "The user is a nurse."),
        ("We're the 'cool parents' and I live in Leeds.", "The user lives in Leeds."),
    ],
)
def test_what_the_person_says_they_said_or_says_beside_a_quoted_text_is_theirs(said: str, text: str) -> None:
    verdict = gate_verdict(said, text)
    assert verdict.outcome == "pass", verdict.reason


@pytest.mark.parametrize(
    ("said", "text"),
    [
        ("I got into Stanford but went to Berkeley.", "The user went to Stanford."),
        ("I got into Stanford but went to Berkeley.", "The user studied at Stanford."),
        ("I was accepted at Oxford, but I chose Leeds.", "The user studied at Oxford."),
        ("I got into Stanford.", "The user graduated from Stanford."),
        ("Me admitieron en Harvard pero fui a Yale.", "El usuario estudió en Harvard."),
    ],
)
def test_a_school_only_got_into_is_not_one_gone_to(said: str, text: str) -> None:
    # ``ending._ADMITTED``, read by ``ending.ended`` behind a claim of attending (``_ATTENDED_CLAIM``)
    verdict = gate_verdict(said, text)
    assert verdict.outcome == "review", verdict.reason


@pytest.mark.parametrize(
    ("said", "text"),
    [
        ("I got into Stanford but went to Berkeley.", "The user went to Berkeley."),
        ("I got into Stanford but went to Berkeley.", "The user got into Stanford."),
        ("I got into Stanford and went there.", "The user went to Stanford."),
        ("I was accepted at Oxford.", "The user was accepted at Oxford."),
        ("I got into photography last year.", "The user does photography."),
    ],
)
def test_the_school_gone_to_or_got_into_is_kept(said: str, text: str) -> None:
    verdict = gate_verdict(said, text)
    assert verdict.outcome == "pass", verdict.reason


@pytest.mark.parametrize(
    ("said", "text"),
    [
        ("In my dreams I travel, but I'm a nurse.", "The user is a nurse."),
        ("Dans mon rêve je voyage, mais je suis infirmière.", "L'utilisatrice est infirmière."),
        ("In meinem Traum fliege ich, aber ich bin Krankenschwester.", "Die Nutzerin ist Krankenschwester."),
        ("En mi sueño vuelo, pero en realidad soy enfermera.", "La usuaria es enfermera."),
        ("In my novel the detective lives in Oslo, but I live in Leeds.", "The user lives in Leeds."),
    ],
)
def test_what_a_but_sets_against_a_dream_is_the_persons(said: str, text: str) -> None:
    # ``fiction._FRAME_BUT``, read by ``fiction._frame_clause``
    verdict = gate_verdict(said, text)
    assert verdict.outcome == "pass", verdict.reason


@pytest.mark.parametrize(
    ("said", "text"),
    [
        ("In my dreams I'm a millionaire, but I'm a nurse.", "The user is a millionaire."),
        ("Dans mon rêve je suis millionnaire, mais je suis infirmière.", "L'utilisateur est millionnaire."),
        ("In my dream I was a pilot but the plane crashed.", "The user was a pilot."),
        ("In my novel the detective lives in Oslo, but the killer lives in Leeds.", "The user lives in Leeds."),
    ],
)
def test_what_the_dream_says_before_its_but_is_still_the_dreams(said: str, text: str) -> None:
    verdict = gate_verdict(said, text)
    assert verdict.outcome == "drop", verdict.reason


@pytest.mark.parametrize(
    ("said", "text"),
    [
        ("Had I not moved to Leeds, I would never have met my wife.", "The user moved to Leeds."),
        ("Had I not learned Python, I would never have got this job.", "The user learned Python."),
        ("Had we not switched to Postgres, we would have lost data.", "The team switched to Postgres."),
    ],
)
def test_what_an_unreal_condition_supposes_undone_was_done(said: str, text: str) -> None:
    # ``asks.granted`` beside the musing (``_Ctx.user_support``) and ``words._NO_NEGATION``
    verdict = gate_verdict(said, text)
    assert verdict.outcome == "pass", verdict.reason


@pytest.mark.parametrize(
    ("said", "text"),
    [
        ("Had I not moved to Leeds, I would never have met my wife.", "The user never met his wife."),
        ("Had I known, I would have moved to Oslo.", "The user moved to Oslo."),
        ("Were I not so busy, I'd learn Spanish.", "The user learns Spanish."),
    ],
)
def test_what_an_unreal_condition_says_would_be_is_still_a_musing(said: str, text: str) -> None:
    verdict = gate_verdict(said, text)
    assert verdict.outcome == "review", verdict.reason
