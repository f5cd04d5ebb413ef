"""Honest facts the gate still refused after round 39, and the lies beside them.

Honest facts main (``73cb143``) refused, now kept:

- what the person alone is or has among a whole that is not ("Nobody in my family has diabetes except me" backs "The
  user has diabetes"): a sentence that leaves the person out of what it says of a whole (``words._LEFT_OUT``) says the
  whole's opposite of them (``states._person_polarity``, read by ``polarity.flipped`` for a claim of the person). Main
  read the "nobody" as the claim's "not" dropped, and let "Everyone in my family has diabetes except me" → "The user
  has diabetes" and "Nobody in my family has diabetes except me" → "The user does not have diabetes" through;
- a bare age said in the first person ("I'm 38." → "The user is 38."): a short quote that holds every number of a
  claim that says nothing else, in the first person, is the whole claim (``_Ctx.carries``); main sent it to review
  on confidence, for want of a word the two share. Beside it, a number is now a word where whose a state is and when
  it holds are read (``base._is_told_token``: ``others``, ``dated``, as ``planned`` read it already): main let
  "My son is 38." and "I was 38 when we met" → "The user is 38" through;
- a "sometimes" after an "and" ("Vivo en Madrid y a veces viajo a Lisboa" → "El usuario vive en Madrid"): it governs
  its clause from the "and" it follows on, not what stands before the "and" (``limits.widened``);
- an unreal condition of the past in French and Spanish ("Si je n'avais pas déménagé, je vivrais encore à Leeds" →
  "L'utilisateur a déménagé", "Si no me hubiera mudado, …" → "El usuario se ha mudado"), as English's "Had I not
  moved, …" was read: its "not" supposes undone what was done (``words._SUPPOSED_UNDONE``: not a "not", not a
  condition, an unreal one — ``asks._UNREAL`` — that ``asks.granted`` says as done); main read the "not" and the
  "si", and let "L'utilisateur n'a pas déménagé" through;
- a count given as a list of one number each, of a plural noun of the person's ("My kids are 4 and 7" → "The user has
  two kids": ``numbers.listed_counts``, read by ``rules._number_problems``); main read "two" as derived from 4 and 7,
  and let "My nephews are 3 and 8" → "The user has three nephews" through (a number of the list, said as the count).
"""

from __future__ import annotations

import pytest
from gate_verdict import gate_verdict


# Honest facts main refused.
@pytest.mark.parametrize(
    ("said", "text"),
    [
        ("Nobody in my family has diabetes except me", "The user has diabetes"),
        ("No one else in my family has diabetes but me.", "The user has diabetes."),
        ("Nadie en mi familia tiene diabetes excepto yo.", "El usuario tiene diabetes."),
        ("Nobody on my team speaks Finnish except me.", "The user speaks Finnish."),
        ("I'm 38.", "The user is 38."),
        ("I'm 38", "The user is 38"),
        ("Vivo en Madrid y a veces viajo a Lisboa", "El usuario vive en Madrid"),
        ("I live in Porto and sometimes fly to Lyon.", "The user lives in Porto."),
        ("Je vis à Lyon et parfois je vais à Genève.", "L'utilisateur vit à Lyon."),
    ],
)
def test_the_person_left_out_of_a_whole_a_bare_age_and_a_clause_before_a_sometimes_are_kept(
    said: str, text: str
) -> None:
    verdict = gate_verdict(said, text)
    assert verdict.outcome == "pass", verdict.reason


# The lies beside them that passed on main: the person left out of what everyone has, a "not" added to what the person
# alone has, an age of someone else's or of a time gone by.
@pytest.mark.parametrize(
    ("said", "text"),
    [
        ("Everyone in my family has diabetes except me", "The user has diabetes"),
        ("Todos en mi familia tienen diabetes menos yo.", "El usuario tiene diabetes."),
        ("Nobody in my family has diabetes except me.", "The user does not have diabetes."),
        ("My son is 38.", "The user is 38."),
        ("I'm 38 and my son is 12.", "The user is 12."),
        ("I was 38 when we met", "The user is 38"),
    ],
)
def test_what_everyone_but_the_person_has_and_an_age_of_someone_else_or_gone_by_are_refused(
    said: str, text: str
) -> None:
    verdict = gate_verdict(said, text)
    assert verdict.outcome in ("review", "drop"), verdict.reason


# The lies beside them refused on main too, and still: nobody at all, the person not left out, a "sometimes" said of
# the claim's clause, someone else's clause before it, an age to come, an age said of no one.
@pytest.mark.parametrize(
    ("said", "text"),
    [
        ("Nobody in my family has diabetes", "The user has diabetes"),
        ("Nobody in my family has diabetes except me.", "Nobody in the user's family has diabetes."),
        ("Nadie en mi familia tiene diabetes.", "El usuario tiene diabetes."),
        ("Mi hermana vive en Madrid y a veces viajo a Lisboa", "El usuario vive en Madrid"),
        ("Vivo en Madrid y a veces viajo a Lisboa", "El usuario viaja a Lisboa"),
        ("I live in Porto and sometimes fly to Lyon.", "The user flies to Lyon."),
        ("Sometimes I cook and clean.", "The user cleans."),
        ("Sometimes I cook and clean.", "The user cooks."),
        ("I'll be 40 next month.", "The user is 40."),
        ("Mi hijo tiene 12 años.", "El usuario tiene 12 años."),
        ("Son: 38", "The user is 38."),
    ],
)
def test_nobody_at_all_a_not_added_and_a_sometimes_of_the_claims_clause_are_still_refused(said: str, text: str) -> None:
    verdict = gate_verdict(said, text)
    assert verdict.outcome in ("review", "drop"), verdict.reason


# The readings named: the polarity for the lie of a whole, whose for an age of someone else's, a sometimes of its own.
def test_the_refusals_name_their_readings() -> None:
    everyone = gate_verdict("Everyone in my family has diabetes except me", "The user has diabetes")
    assert (everyone.outcome, everyone.rule) == ("review", "support")
    assert "negate" in everyone.reason
    son = gate_verdict("My son is 38.", "The user is 38.")
    assert (son.outcome, son.rule) == ("drop", "support")
    assert "my son" in son.reason
    sometimes = gate_verdict("Vivo en Madrid y a veces viajo a Lisboa", "El usuario viaja a Lisboa")
    assert "only sometimes" in sometimes.reason


# Honest twins kept on main and still: the age said with the claim's words, of someone else named as theirs, in a past
# the claim says; the whole with the person in it.
@pytest.mark.parametrize(
    ("said", "text"),
    [
        ("My son is 12.", "The user's son is 12."),
        ("I'm 38 and my son is 12.", "The user is 38."),
        ("I was 38 when we met.", "The user was 38 when they met their partner."),
        ("My wife and I have 2 kids.", "The user has 2 kids."),
        ("Everyone on the team uses vim except me.", "The user does not use vim."),
        ("Everyone in my family has diabetes except me.", "The user does not have diabetes."),
        ("Everyone in my family has diabetes, me included.", "The user has diabetes."),
    ],
)
def test_an_age_with_its_owner_or_its_past_and_a_whole_with_the_person_in_it_are_kept(said: str, text: str) -> None:
    verdict = gate_verdict(said, text)
    assert verdict.outcome == "pass", verdict.reason


# An unreal condition of the past in French and Spanish: what it supposes undone was done, what would be is a musing.
@pytest.mark.parametrize(
    ("said", "text"),
    [
        ("Si je n'avais pas déménagé, je vivrais encore à Leeds.", "L'utilisateur a déménagé."),
        ("Si no me hubiera mudado, todavía viviría en Leeds.", "El usuario se ha mudado."),
        ("Si no hubiéramos cambiado de banco, pagaríamos más.", "El equipo ha cambiado de banco."),
        ("Had I not moved, I would still live in Leeds.", "The user moved."),
    ],
)
def test_what_an_unreal_condition_of_the_past_supposes_undone_is_kept_as_done(said: str, text: str) -> None:
    verdict = gate_verdict(said, text)
    assert verdict.outcome == "pass", verdict.reason


@pytest.mark.parametrize(
    ("said", "text"),
    [
        ("Si je n'avais pas déménagé, je vivrais encore à Leeds.", "L'utilisateur n'a pas déménagé."),
        ("Si je n'avais pas déménagé, je vivrais encore à Leeds.", "L'utilisateur vit à Leeds."),
        ("Si no me hubiera mudado, todavía viviría en Leeds.", "El usuario no se ha mudado."),
        ("Si no me hubiera mudado, todavía viviría en Leeds.", "El usuario vive en Leeds."),
        ("Si no hubiéramos cambiado de banco, pagaríamos más.", "El equipo paga más."),
        ("Had I not moved, I would still live in Leeds.", "The user lives in Leeds."),
        ("Had I not moved, I would still live in Leeds.", "The user did not move."),
        ("Je n'ai pas déménagé.", "L'utilisateur a déménagé."),
        ("Si no llueve, iré a Leeds.", "El usuario irá a Leeds."),
    ],
)
def test_what_an_unreal_condition_would_have_been_or_a_not_added_is_refused(said: str, text: str) -> None:
    verdict = gate_verdict(said, text)
    assert verdict.outcome in ("review", "drop"), verdict.reason


# A count given as a list of one number each, of a plural noun of the person's.
@pytest.mark.parametrize(
    ("said", "text"),
    [
        ("My kids are 4 and 7", "The user has two kids"),
        ("My kids are 4 and 7.", "The user has 2 kids."),
        ("Our cats are 2, 5 and 9.", "The user has three cats."),
    ],
)
def test_a_count_given_as_a_list_of_the_persons_is_kept(said: str, text: str) -> None:
    verdict = gate_verdict(said, text)
    assert verdict.outcome == "pass", verdict.reason


@pytest.mark.parametrize(
    ("said", "text"),
    [
        ("My kids are 4 and 7", "The user has three kids"),
        ("My kid is 4 and my niece is 7", "The user has two kids"),
        ("Her kids are 4 and 7.", "The user has two kids."),
        ("My wife's kids are 4 and 7.", "The user has two kids."),
        ("Our cats are 3, 5 and 9.", "The user has two cats."),
        ("My nephews are 3 and 8.", "The user has three nephews."),
    ],
)
def test_a_count_the_list_does_not_give_or_of_several_nouns_or_anothers_is_dropped(said: str, text: str) -> None:
    verdict = gate_verdict(said, text)
    assert (verdict.outcome, verdict.rule) == ("drop", "number"), verdict.reason
