"""Honest facts the gate refused after round 40, read from the shapes of real conversations, and the lies beside them.

Honest facts main refused, now kept:

- a message's clause that opens with its verb, its "I" left unsaid ("Haven't talked in days, wanted to let you know I
  joined a rowing club"), and a "but" that goes on with that subject: main read "haven't talked in days" and "but" as
  another speaker whose words the rest reported (``words._voice``: ``_UNSAID_I``; ``words._voices``: ``_BUT``); the
  person made to think it ("It made me think …": ``_CAUSING``) is the person thinking; what the person heard from
  someone is that someone's (``_HEARD_FROM``), so a claim that names them says what they said;
- an age said with its words ("I'm 38" → "The user is 38 years old": ``context._AGE_WORDS``); a first person whose
  third shares no stem ("Tengo 38 años y mi hijo tiene 12" → "El usuario tiene 38 años": ``words._IRREGULAR_THIRD``,
  read by ``subject.others`` and ``binding.rebound`` as the person's verb);
- a role the person was promoted to ("I got promoted to senior engineer" → "The user is a senior engineer":
  ``roles._RAISED_TO``), not a role beside them ("married to a …");
- a negation of a state said by "be" or "without" reaches its short predicate only ("I'm not alone and have a great
  community", "The roads weren't great so lots of homes flooded", "Moving wasn't easy and the new job was great":
  ``words._predicated``), not the doing or the subject of its own an "and" or a "so" goes on with; main read the "not"
  over the whole clause;
- a "not" that denies nothing ("I still can't believe I made so much money": ``words._NO_NEGATION``); "can't wait"
  says what is to come (``words._FUTURE_CLAUSE``), not a "not".

The lie twin of each stays refused: another speaker's words, someone else's age or role, a "not" of the claim's own
clause, a plan said as done.
"""

from __future__ import annotations

import pytest
from gate_verdict import gate_verdict


# Honest facts main refused.
@pytest.mark.parametrize(
    ("said", "text"),
    [
        (
            "Hey Tomas! Haven't talked in a few days, wanted to let you know I joined a rowing club!",
            "The user joined a rowing club.",
        ),
        (
            "Hi Ines! Haven't talked to you in a bit but wanted to say I read a great book about lighthouses.",
            "The user read a book about lighthouses.",
        ),
        (
            "I just finished Dune. It was inspiring. It made me think again about chasing my dreams and trusting the "
            "process.",
            "The user finished Dune, which inspired him to keep chasing his dreams and trust the process.",
        ),
        (
            "I heard some great stories from an old sailor named Piet.",
            "The user heard stories from a sailor named Piet.",
        ),
        ("I'm 38", "The user is 38 years old"),
        ("I'm 38.", "The user is 38 years old."),
        ("Tengo 38 años y mi hijo tiene 12", "El usuario tiene 38 años"),
        ("Tenho 38 anos e o meu filho tem 12.", "O usuário tem 38 anos."),
        ("Tengo un perro y mi hermana tiene un gato.", "El usuario tiene un perro."),
        ("I got promoted to senior engineer", "The user is a senior engineer"),
        ("I was promoted to head nurse last month.", "The user is a head nurse."),
        (
            "I won a chess tournament last week! I still can't believe I made so much money from it.",
            "The user won a chess tournament and made a lot of money from it.",
        ),
    ],
)
def test_an_unsaid_i_an_age_in_words_a_promotion_and_a_not_that_denies_nothing_are_kept(said: str, text: str) -> None:
    verdict = gate_verdict(said, text)
    assert verdict.outcome == "pass", verdict.reason


# The lies beside them: another speaker's words (after an unsaid "I" too), someone else's age or role, a role beside the
# person, a "not" of the claim's own clause, a plan said as done or had.
@pytest.mark.parametrize(
    ("said", "text"),
    [
        ("Hey! My sister says she joined a rowing club.", "The user joined a rowing club."),
        ("Haven't seen Ana in ages but she says she joined a rowing club.", "The user joined a rowing club."),
        ("Didn't expect it, but my sister says she joined a rowing club.", "The user joined a rowing club."),
        ("My brother hasn't called, but wanted me to know he joined a rowing club.", "The user joined a rowing club."),
        ("Can't say I'm surprised, my boss thinks we should use Kafka.", "The team should use Kafka."),
        (
            "Haven't talked in days, wanted to say my sister thinks she joined a rowing club.",
            "The user joined a rowing club.",
        ),
        ("I heard from my sister that she joined a rowing club.", "The user joined a rowing club."),
        ("I heard some news from my sister: she joined a rowing club.", "The user joined a rowing club."),
        ("My coach made me think about quitting the team.", "The user quit the team."),
        ("My son is 38.", "The user is 38 years old."),
        ("I was 38 when we met", "The user is 38 years old"),
        ("I'm 38 and my son is 12.", "The user is 12 years old."),
        ("Tengo 12 años y mi hijo tiene 38", "El usuario tiene 38 años"),
        ("Mi hijo tiene 38 años", "El usuario tiene 38 años"),
        ("Tenho 12 anos e o meu filho tem 38.", "O usuário tem 38 anos."),
        ("Tengo un perro y mi hermana tiene un gato.", "El usuario tiene un gato."),
        ("Vivo en Sevilla y mi hermano vive en Madrid", "El usuario vive en Madrid"),
        ("My wife got promoted to senior engineer", "The user is a senior engineer"),
        ("I got promoted to assist the senior engineer.", "The user is a senior engineer."),
        ("I'm married to a senior engineer.", "The user is a senior engineer."),
        ("I still can't believe I didn't make any money from it.", "The user made a lot of money from it."),
        ("Don't prepare emotionally, it's pointless.", "The user recommends preparing emotionally."),
        ("I can't wait to open my own bakery.", "The user owns a bakery."),
        ("I can't wait to open my own bakery.", "The user opened a bakery."),
    ],
)
def test_another_speaker_someone_else_s_age_or_role_a_not_of_its_clause_and_a_plan_are_refused(
    said: str, text: str
) -> None:
    verdict = gate_verdict(said, text)
    assert verdict.outcome in ("review", "drop"), verdict.reason


# A negation of a state reaches its predicate, not the doing after "and" or "so" (main read it over the whole clause);
# beside them, a "not" of the claim's own clause, a negated doing, a negated pair of states and an "or" still refuse.
@pytest.mark.parametrize(
    ("said", "text", "kept"),
    [
        (
            "It's comforting to know I'm not alone and have a great choir around me.",
            "The user has a great choir.",
            True,
        ),
        (
            "Running a bakery is no cakewalk and having patience is important.",
            "The user finds patience important.",
            True,
        ),
        ("The dikes weren't great so lots of farms were flooded.", "Lots of farms were flooded.", True),
        (
            "I can be myself without fear and having the courage to sing was the best part.",
            "The user had courage.",
            True,
        ),
        ("Moving wasn't easy and the new job was great.", "The user's new job was great.", True),
        ("Moving wasn't easy and the new job wasn't either.", "The user's new job was easy.", False),
        ("I'm not alone and don't have a choir around me.", "The user has a choir.", False),
        ("I'm not alone and have no choir around me.", "The user has a choir.", False),
        ("The dikes weren't great so we left.", "The dikes were great.", False),
        ("I'm not vegan and gluten-free.", "The user is gluten-free.", False),
        ("We're not using Kafka and having trouble with Redis.", "The team uses Kafka.", False),
        ("I'm not a smoker and have never been one.", "The user is a smoker.", False),
        ("I'm not tired or hungry.", "The user is hungry.", False),
    ],
)
def test_a_negated_state_reaches_its_predicate_not_the_doing_after_and_or_so(said: str, text: str, kept: bool) -> None:
    verdict = gate_verdict(said, text)
    assert (verdict.outcome == "pass") is kept, verdict.reason
