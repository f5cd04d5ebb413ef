"""Honest facts the gate refused after round 41, and the lies beside them.

Honest facts main refused, now kept:

- a plain assent to what the assistant stated or asked: "That's right", "That's correct", "Indeed", "True", "You got
  it", "Spot on", "Así es", "Genau", "Stimmt", "C'est ça", "Exactement", "Isso mesmo", "Esatto", "oui", "ja", "sim"
  (``words._ASSENT`` in ``words._CONFIRM``, read by ``asks.yes_or_no``). Main read them as neither yes nor no: the
  claim was dropped after a statement and sent to review after "…, right?";
- a memory the person says they will keep ("I'll never forget seeing my play staged", "I'll always remember our trip
  last year when we saw the meteor shower", "That's a memory I'll never forget"): main read what was remembered as
  denied by "never" or still to come by "will" (``words.kept_memory``, read by ``_polarity``, ``_future``,
  ``limits._conditioned``, ``polarity.opposed``);
- "considering" as "given" ("…, which is great considering we all work from home"): main read it as the person
  weighing something (``words._TENTATIVE``);
- a "yes" to a statement closed by a negative tag ("You play the cello in Ghent, don't you?", "…, n'est-ce pas ?"):
  main read the tag's "not" as the statement's (``asks.untagged``, read by ``_Ctx.reply_unsaid``);
- the subject of the clause before an "and" speaks after it ("A neighbour stopped by and told me the lake froze"): main
  took "and" as the speaker, whom no claim names (``words._voices``, ``words._clause_subject``).

The lie twin of each stays refused: a yes taken back as it is said ("yeah, right", "right, whatever", "true, but I
moved to Bergen last year", "that's right up my street", "Stimmt nicht", "Exactly the opposite", "Absolutely not":
main let most of these through as a yes), a bare "ok", "sure" or "fine" to a statement, a duty remembered ("I'll
never forget to lock the shed"), a claim that the person forgot it or did not do it, a future inside what is
remembered, a weighing said with an adverb ("We're seriously considering Kafka"), a "yes" to a negated statement, and
another speaker's words the claim does not name.
"""

from __future__ import annotations

import pytest
from gate_verdict import gate_verdict, kept, refused

_STATED = "You live in Tromsø."
_ASKED = "You live in Tromsø, right?"
_CLAIM = "The user lives in Tromsø."


@pytest.mark.parametrize("asked", [_STATED, _ASKED])
@pytest.mark.parametrize(
    "said",
    [
        "That's right",
        "that's right.",
        "That's correct",
        "That is correct.",
        "Indeed",
        "true",
        "Very true!",
        "you got it",
        "spot on",
        "Precisely.",
        "That's right, I do.",
        "Indeed I do.",
        "Sí, así es.",
        "así es",
        "Genau.",
        "Stimmt!",
        "C'est ça.",
        "Exactement.",
        "Isso mesmo.",
        "Esatto!",
        "oui",
        "ja",
        "sim",
    ],
)
def test_a_plain_assent_is_the_yes_it_is(asked: str, said: str) -> None:
    kept(said, _CLAIM, asked=asked)


@pytest.mark.parametrize(
    "said",
    [
        "yeah, right",
        "Yeah right",
        "right, whatever",
        "Yes, whatever",
        "Yes, if you say so",
        "true, but I moved to Bergen last year",
        "Yes, but I moved to Bergen last year.",
        "Correct. But I moved to Bergen in May.",
        "that's right up my street",
        "Right up my street",
        "That's right out of the question",
        "True love is rare",
        "Stimmt nicht",
        "Genau das Gegenteil",
        "Exactly the opposite",
        "Exactement le contraire",
        "Absolutely not.",
        "Of course not!",
        "not exactly",
        "hardly",
        "if you say so",
    ],
)
@pytest.mark.parametrize("asked", [_STATED, _ASKED])
def test_a_yes_taken_back_as_it_is_said_is_no_yes(asked: str, said: str) -> None:
    refused(said, _CLAIM, asked=asked)


@pytest.mark.parametrize("said", ["ok", "sure", "fine", "Okay."])
def test_a_bare_sure_to_a_statement_still_goes_to_review(said: str) -> None:
    # round 41: "sure" to a turn that asks nothing humours or shrugs (``_Ctx.reply_unsaid``, ``context._BARE_SURE``)
    assert "said only 'sure'" in refused(said, _CLAIM, "review", asked=_STATED)


@pytest.mark.parametrize("said", ["That's right.", "Yes, that's right.", "Indeed.", "Genau."])
def test_an_assent_to_what_the_assistant_sums_up_is_kept(said: str) -> None:
    kept(said, "The user's dentist appointment is on Thursday.", asked="So the dentist is on Thursday.")


# A memory the person will keep.
@pytest.mark.parametrize(
    ("said", "text"),
    [
        (
            "I'll never forget seeing the play I wrote performed in Aarhus.",
            "The user saw the play she wrote performed in Aarhus.",
        ),
        (
            "I'll always remember our canoe trip last year when we saw the northern lights.",
            "The user saw the northern lights on a canoe trip last year.",
        ),
        ("That was a memory I'll never forget.", "The user had a memorable experience."),
        ("I will never forget running the Riga marathon.", "The user ran the Riga marathon."),
        ("I'll never forget our week in Hoi An.", "The user remembers the week in Hoi An."),
        (
            "That's a memory I'll never forget: we hiked Mount Fuji at dawn.",
            "The user hiked Mount Fuji at dawn.",
        ),
    ],
)
def test_a_memory_the_person_will_keep_was_so(said: str, text: str) -> None:
    kept(said, text)


@pytest.mark.parametrize(
    ("said", "text"),
    [
        (
            "I'll never forget seeing the play I wrote performed in Aarhus.",
            "The user forgot seeing the play she wrote performed in Aarhus.",
        ),
        (
            "I'll never forget seeing the play I wrote performed in Aarhus.",
            "The user did not see the play she wrote performed in Aarhus.",
        ),
        ("I'll never forget our week in Hoi An.", "The user forgot the week in Hoi An."),
        ("I'll never forget to lock the shed.", "The user locked the shed."),
        ("I'll always remember to water the ferns.", "The user waters the ferns."),
        ("I don't forget birthdays.", "The user forgets birthdays."),
        ("I never forget birthdays.", "The user forgets birthdays."),
        ("Don't forget to book the flight to Riga.", "The user booked the flight to Riga."),
        ("I'll never forget the day I move to Oslo next month.", "The user moved to Oslo."),
        ("I'll always remember this when I move to Oslo next month.", "The user moved to Oslo."),
        ("I'll never forget how I didn't finish the Riga marathon.", "The user finished the Riga marathon."),
        ("My sister will never forget her trip to Peru.", "The user took a trip to Peru."),
    ],
)
def test_a_duty_remembered_a_forgetting_or_a_future_inside_the_memory_is_refused(said: str, text: str) -> None:
    refused(said, text)


# "considering" as "given".
def test_considering_as_given_is_no_weighing() -> None:
    kept(
        "I walked Rex and we met a couple with a beagle. We set up weekly playdates, which is great considering we "
        "all work from home.",
        "The user set up weekly playdates with a couple they met while walking Rex.",
    )


@pytest.mark.parametrize(
    ("said", "text"),
    [
        ("We're seriously considering Kafka.", "The team uses Kafka."),
        ("I'm also considering a move to Oslo.", "The user is moving to Oslo."),
        ("The team is now evaluating Kafka.", "The team uses Kafka."),
        ("We are considering Kafka for events.", "The team uses Kafka for events."),
    ],
)
def test_a_weighing_with_an_adverb_is_still_musing(said: str, text: str) -> None:
    verdict = gate_verdict(said, text)
    assert verdict.outcome == "review", verdict.reason
    assert "mused" in verdict.reason


# The subject before an "and" speaks after it.
@pytest.mark.parametrize(
    ("said", "text"),
    [
        (
            "A neighbour stopped by and told me the lake froze.",
            "A neighbour told the user the lake froze.",
        ),
        (
            "My sister came over and told me she joined a rowing club.",
            "The user's sister joined a rowing club.",
        ),
    ],
)
def test_the_subject_before_and_is_the_speaker_a_claim_may_name(said: str, text: str) -> None:
    kept(said, text)


@pytest.mark.parametrize(
    ("said", "text"),
    [
        ("A neighbour stopped by and told me the lake froze.", "The lake froze."),
        ("My sister came over and told me she joined a rowing club.", "The user joined a rowing club."),
        ("The kids ran in and told me they saw a fox.", "The user saw a fox."),
        ("My boss came over and said we should use Kafka.", "The team should use Kafka."),
    ],
)
def test_what_the_subject_before_and_says_is_not_the_person_s(said: str, text: str) -> None:
    assert "someone else said" in refused(said, text)


# A tag's "not" asks the listener to agree: it says no "not" of the statement.
@pytest.mark.parametrize(
    ("asked", "text"),
    [
        ("You play the cello in Ghent, don't you?", "The user plays the cello in Ghent."),
        ("You play the cello in Ghent, isn't it?", "The user plays the cello in Ghent."),
        ("Vous habitez à Nantes, n'est-ce pas ?", "L'utilisateur habite à Nantes."),
        ("Du wohnst in Kassel, nicht?", "Der Nutzer wohnt in Kassel."),
    ],
)
@pytest.mark.parametrize("said", ["Yes.", "That's right."])
def test_a_yes_to_a_statement_closed_by_a_negative_tag_is_kept(asked: str, text: str, said: str) -> None:
    kept(said, text, asked=asked)


@pytest.mark.parametrize(
    ("asked", "text"),
    [
        ("You don't eat pork, do you?", "The user eats pork."),
        ("You don't eat pork, right?", "The user eats pork."),
        ("You don't live in Ghent anymore, do you?", "The user lives in Ghent."),
    ],
)
@pytest.mark.parametrize("said", ["Yes.", "That's right."])
def test_a_yes_to_a_negated_statement_still_backs_no_affirmative_claim(asked: str, text: str, said: str) -> None:
    refused(said, text, asked=asked)
