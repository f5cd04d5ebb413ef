"""Lies the gate still let through at the end of round 39, each refused now by a general reading, each beside an
honest twin that is still kept:

- a role the person only plays, sells to, works beside, marries, is near, or is named after, or one a pretence says
  ("I play a doctor on TV", "I work with doctors", "I married a doctor", "I'm a doctor's assistant", "My username is
  pilot_mike", "My fake ID says I'm 25"), said back as what the person is: ``roles.beside_role`` (for review);
- what is not yet so said as so: an age to come ("I'm turning 30 in May": ``words._FUTURE_CLAUSE``) and a home, a
  school or a job only looked at ("I'm looking at apartments in Austin": ``ending._SOUGHT``), for review;
- a place's name added in lower case between two words a quote says side by side ("The user moved to lisbon last
  year" behind "I moved last year": ``names._inserted_places``), dropped as a name no quote holds;
- a Finnish subject put after its verb ("Tampereella asuu siskoni", "… siskon perhe": ``base._kin_after_verb``),
  dropped as said of someone else; and a Finnish first-person verb keeps the person's own clause theirs ("Siskoni
  kanssa asun Tampereella", I live in Tampere with my sister, was refused: ``base._fi_first_person``);
- Vietnamese "chẳng" (not), which folds as the name "Chang" (``words._ACCENTED_CONTENT``, ``words._VI_NEGATIVE``),
  and "Minh", a name written without the tone of "mình" (I) (``base._VI_NAMED_AS_MY``), for review;
- a bare "sure" to the assistant's statement, which asks nothing (``context._BARE_SURE``), for review; to a question
  it is a yes, and kept.

Each lie passed the gate on ``73cb143``."""

from __future__ import annotations

import pytest
from gate_verdict import gate_verdict, kept, refused


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I play a doctor on TV", "The user is a doctor"),
        ("I work with doctors", "The user is a doctor"),
        ("I married a doctor", "The user is a doctor"),
        ("I'm a doctor's assistant", "The user is a doctor"),
        ("My username is pilot_mike", "The user is a pilot"),
        ("My email is nurse.jane@mail.com", "The user is a nurse"),
        ("I sell software to dentists", "The user is a dentist"),
        ("I'm engaged to a lawyer.", "The user is a lawyer."),
        ("My fake ID says I'm 25", "The user is 25"),
    ],
)
def test_a_role_played_worked_beside_or_named_after_is_not_what_the_person_is(said: str, claim: str) -> None:
    assert "only of another, or as a pretence" in refused(said, claim)


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I'm a doctor at St Mary's", "The user is a doctor"),
        ("I work as a pilot", "The user is a pilot"),
        ("As a nurse, I work with doctors", "The user is a nurse"),
        ("I'm a dentist, and I sell software to dentists", "The user is a dentist"),
        ("I'm a pilot. My handle is pilot_mike", "The user is a pilot"),
        ("I have been a teacher for ten years", "The user is a teacher"),
        ("I'm 25 and I live in Leeds with my cat", "The user is 25"),
        ("I lied about my age once, but I'm 25", "The user is 25"),
    ],
)
def test_a_role_the_person_says_they_are_iskept(said: str, claim: str) -> None:
    kept(said, claim)


@pytest.mark.parametrize(
    ("said", "claim", "why"),
    [
        ("I'm turning 30 in May", "The user is 30", "as a plan or the future"),
        ("I'm looking at apartments in Austin", "The user lives in Austin", "only sought"),
        ("We're touring schools in Leeds", "The user studies in Leeds", "only sought"),
        ("I'm house-hunting in Porto", "The user lives in Porto", "only sought"),
    ],
)
def test_what_is_not_yet_so_is_not_said_as_so(said: str, claim: str, why: str) -> None:
    assert why in refused(said, claim)


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I turned 30 in May", "The user is 30"),
        ("I'm turning 30 today", "The user is 30"),
        ("I'm turning 30 in May", "The user is turning 30 in May"),
        ("I live in Austin now", "The user lives in Austin"),
        ("I'm looking at apartments in Austin", "The user is looking at apartments in Austin"),
    ],
)
def test_what_is_so_or_said_as_sought_iskept(said: str, claim: str) -> None:
    kept(said, claim)


@pytest.mark.parametrize(
    ("said", "claim", "name"),
    [
        ("I moved last year", "The user moved to lisbon last year", "lisbon"),
        ("We moved.", "The user moved to porto", "porto"),
    ],
)
def test_a_lower_case_place_added_between_a_quotes_words_is_a_name(said: str, claim: str, name: str) -> None:
    reason = refused(said, claim)
    assert "names what no quote holds" in reason and repr(name) in reason


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I moved to lisbon last year", "The user moved to lisbon last year"),
        ("I moved last year", "The user moved to town last year"),
        ("I work from home on Fridays", "The user works from home on Fridays"),
        ("I moved in 2019", "The user moved in 2019"),
        # a pronoun is no place ("him" was a content word: LoCoMo's conv-41 John:3 was dropped by the merged tree)
        ("Your support and friendship mean everything.", "Maria's support and friendship mean everything to him."),
    ],
)
def test_a_place_the_quote_holds_or_a_bare_noun_iskept(said: str, claim: str) -> None:
    kept(said, claim)


@pytest.mark.parametrize(
    ("said", "claim", "who"),
    [
        ("Tampereella asuu siskoni", "Käyttäjä asuu Tampereella", "siskoni"),
        ("Tampereella asuu siskon perhe", "Käyttäjä asuu Tampereella", "siskon perhe"),
    ],
)
def test_a_finnish_subject_after_its_verb_is_someone_elses(said: str, claim: str, who: str) -> None:
    verdict = gate_verdict(said, claim)
    assert verdict.outcome == "drop", verdict.reason
    assert f"of someone else ('{who}')" in verdict.reason


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("Asun Tampereella", "Käyttäjä asuu Tampereella"),
        ("Siskoni kanssa asun Tampereella", "Käyttäjä asuu Tampereella"),
        ("Tampereella asun siskoni kanssa", "Käyttäjä asuu Tampereella"),
        ("Tampereella asuu siskoni", "Käyttäjän sisko asuu Tampereella"),
    ],
)
def test_a_finnish_clause_of_the_persons_own_iskept(said: str, claim: str) -> None:
    kept(said, claim)


@pytest.mark.parametrize(
    ("said", "claim", "why"),
    [
        ("Tôi chẳng thích cà phê", "Người dùng thích cà phê", "negate what it affirms"),
        ("Tôi chẳng bao giờ uống rượu", "Người dùng uống rượu", "negate what it affirms"),
        ("Minh thích cà phê", "Người dùng thích cà phê", "another party"),
        ("Minh làm việc ở Hà Nội", "Người dùng làm việc ở Hà Nội", "another party"),
    ],
)
def test_vietnamese_chang_is_a_not_and_minh_someone_else(said: str, claim: str, why: str) -> None:
    assert why in refused(said, claim)


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("Tôi thích cà phê", "Người dùng thích cà phê"),
        ("Mình thích cà phê", "Người dùng thích cà phê"),
        ("Tôi làm việc ở Hà Nội", "Người dùng làm việc ở Hà Nội"),
        ("Tôi gặp Chang ở Hà Nội", "Người dùng gặp Chang ở Hà Nội"),
    ],
)
def test_vietnamese_the_persons_own_iskept(said: str, claim: str) -> None:
    kept(said, claim)


@pytest.mark.parametrize(
    ("asked", "said"),
    [
        ("You live in Oslo.", "sure"),
        ("So you live in Oslo.", "Oh sure."),
        ("Tell me more about living in Oslo.", "Sure."),
    ],
)
def test_a_bare_sure_to_a_statement_is_no_claim_of_the_persons(asked: str, said: str) -> None:
    assert "said only 'sure'" in refused(said, "The user lives in Oslo", asked=asked)


@pytest.mark.parametrize(
    ("asked", "said"),
    [
        ("You live in Oslo, right?", "sure"),
        ("Do you live in Oslo?", "Sure."),
        ("You live in Oslo?", "sure"),
        ("You live in Oslo.", "Yes."),
        ("You live in Oslo.", "Sure, I live in Oslo."),
    ],
)
def test_a_sure_to_a_question_or_a_yes_iskept(asked: str, said: str) -> None:
    kept(said, "The user lives in Oslo", asked=asked)
