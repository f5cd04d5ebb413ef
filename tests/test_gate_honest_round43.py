"""Round 43 (honest6): honest facts the gate refused, each beside the lie it must still refuse.

- a time of day, an amount or a count written another way is the same number ("2 a.m." as "2am", "02:00", "2:00";
  "half past six" as "6:30"), and a time in the other half of the day another one ("2 p.m." behind "2 a.m.");
- a yes with a condition of its own ("Yes, but only on Fridays") backs the claim that says the condition, never the
  one that drops it;
- a claim's apposition or "couldn't" told in the tense of the clause before, a past form after an article or a
  preposition no verb ("lost in thought"), the verb of "people that attended", a decade ("the 1900s"), the person's
  own "I hit the winning shot".

The shapes come from LoCoMo's refusals, written here as sentences of our own (LoCoMo is CC BY-NC).
"""

from __future__ import annotations

import pytest
from gate_verdict import gate_verdict, kept

from kura_server.write.gate import Candidate, Quote, Segment, check_candidate, check_line

# --- numbers written another way --------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I get up at 2 a.m. every day to bake.", "The user gets up at 2am to bake."),
        ("I get up at 2 a.m. every day to bake.", "The user gets up at 02:00 to bake."),
        ("I get up at 2 a.m. every day to bake.", "The user gets up at 2:00 to bake."),
        ("We eat dinner at half past six.", "The user eats dinner at 6:30."),
        ("I leave for the ferry at quarter to seven.", "The user leaves for the ferry at 6:45."),
        ("I wake at six o'clock on weekdays.", "The user wakes at 6:00 on weekdays."),
        ("Our choir rehearses at 19:00 on Thursdays.", "The user's choir rehearses at 7 p.m. on Thursdays."),
        ("My standup is at 9:30.", "The user's standup is at half past nine."),
        # a time of day is the person's to tell as a date is, in words too
        ("The night bus to Kemi leaves at half past eleven.", "The night bus to Kemi leaves at 11:30."),
        ("The night bus to Kemi leaves at 1 a.m.", "The night bus to Kemi leaves at 1am."),
        # a whole hour is its hour, as it always was
        ("I leave work at 5pm.", "The user leaves work at 5."),
    ],
)
def test_a_time_of_day_written_another_way_is_the_same_time(said: str, claim: str) -> None:
    kept(said, claim)


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I paid $1,200 for the kayak.", "The user paid 1200 dollars for the kayak."),
        ("I nap for twenty minutes after lunch.", "The user naps for 20 minutes after lunch."),
    ],
)
def test_an_amount_or_a_count_written_another_way_is_the_same_number(said: str, claim: str) -> None:
    kept(said, claim)  # both passed before: kept as guards beside the lies below


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I get up at 2 a.m. every day to bake.", "The user gets up at 2 p.m. to bake."),
        ("I get up at 2 a.m. every day to bake.", "The user gets up at 2pm to bake."),
        ("I get up at 2 a.m. every day to bake.", "The user gets up at 14:00 to bake."),
        ("Our choir rehearses at 19:00 on Thursdays.", "The user's choir rehearses at 7 a.m. on Thursdays."),
        ("We eat dinner at half past six.", "The user eats dinner at half past seven."),
        ("We eat dinner at half past six.", "The user eats dinner at 7:30."),
        ("I leave for the ferry at quarter to seven.", "The user leaves for the ferry at 7:15."),
        ("The night bus to Kemi leaves at 1 a.m.", "The night bus to Kemi leaves at 1 p.m."),
        ("The night bus to Kemi leaves at half past eleven.", "The night bus to Kemi leaves at 10:30."),
        ("I paid $1,200 for the kayak.", "The user paid 1,300 dollars for the kayak."),
        ("I nap for twenty minutes after lunch.", "The user naps for 30 minutes after lunch."),
    ],
)
def test_another_time_or_amount_is_refused(said: str, claim: str) -> None:
    verdict = gate_verdict(said, claim)
    assert verdict.outcome == "drop", verdict.reason
    assert verdict.rule == "number", verdict.reason


@pytest.mark.parametrize("line", ["Gets up at 2am to bake", "Gets up at 02:00 to bake", "Gets up at 2:00 to bake"])
def test_a_map_line_may_write_the_time_another_way(line: str) -> None:
    assert check_line(line, ["The user gets up at 2 a.m. every day to bake."]) == []


@pytest.mark.parametrize(
    ("line", "source"),
    [
        ("Gets up at 2 p.m. to bake", "The user gets up at 2 a.m. every day to bake."),
        ("Gets up at 2pm to bake", "The user gets up at 2 a.m. every day to bake."),
        ("Gets up at 14:00 to bake", "The user gets up at 2 a.m. every day to bake."),
        ("Dinner at half past seven", "The user eats dinner at half past six."),
        ("Paid 1,300 dollars for the kayak", "The user paid $1,200 for the kayak."),
    ],
)
def test_a_map_line_with_another_time_or_amount_is_refused(line: str, source: str) -> None:
    assert check_line(line, [source]), line


def test_a_map_line_may_write_an_amount_or_a_time_in_words_another_way() -> None:
    assert check_line("Paid 1200 dollars for the kayak", ["The user paid $1,200 for the kayak."]) == []
    assert check_line("Dinner at 6:30", ["The user eats dinner at half past six."]) == []


# --- a yes with a condition of its own --------------------------------------------------------------------------------


def _after(asked: str, said: str, claim: str, kind: str = "fact") -> tuple[str, str]:
    candidate = Candidate(text=claim, kind=kind, quotes=[Quote(cls="USER", text=said)])
    verdict = check_candidate(candidate, [Segment(cls="SELF", text=asked), Segment(cls="USER", text=said)])
    return verdict.outcome, verdict.reason


@pytest.mark.parametrize(
    ("asked", "said", "claim", "kind"),
    [
        ("Do you work from home?", "Yes, but only on Fridays", "The user works from home only on Fridays.", "fact"),
        ("Do you work from home?", "Yes, but only on Fridays", "The user works from home on Fridays.", "fact"),
        ("You cycle to work, right?", "Yeah, but only in summer.", "The user cycles to work only in summer.", "fact"),
        ("You drive to work.", "Yes, but only when it rains", "The user drives to work only when it rains.", "fact"),
        (
            "Shall we move billing to Postgres?",
            "Yes, but after the audit",
            "The team will move billing to Postgres after the audit.",
            "decision",
        ),
    ],
)
def test_a_yes_with_a_condition_backs_the_claim_that_says_it(asked: str, said: str, claim: str, kind: str) -> None:
    outcome, reason = _after(asked, said, claim, kind)
    assert outcome == "pass", reason


@pytest.mark.parametrize(
    ("asked", "said", "claim", "kind"),
    [
        ("Do you work from home?", "Yes, but only on Fridays", "The user works from home.", "fact"),
        ("Do you work from home?", "Yes, but only on Fridays", "The user works from home on Mondays.", "fact"),
        ("Do you work from home?", "Yes, but only on Fridays", "The user does not work from home on Fridays.", "fact"),
        ("You drive to work.", "Yes, but only when it rains", "The user drives to work.", "fact"),
        ("Shall we move billing to Postgres?", "Yes, but after the audit", "The team will move billing to Postgres.",
         "decision"),
        (
            "Shall we move billing to Postgres?",
            "Yes, but after the audit",
            "The team will move billing to Postgres before the audit.",
            "decision",
        ),
        # a "but" that goes on to a clause of its own, or says "not", is no condition
        ("Do you live in Tromsø?", "Yes, but I moved to Bergen last year", "The user lives in Tromsø.", "fact"),
        ("Do you work from home?", "Yes, but not on Fridays", "The user works from home on Fridays.", "fact"),
        ("Do you live in Tromsø?", "Yes, but in Bergen", "The user lives in Tromsø in Bergen.", "fact"),
    ],
)  # fmt: skip
def test_a_yes_with_a_condition_backs_no_claim_that_drops_or_turns_it(
    asked: str, said: str, claim: str, kind: str
) -> None:
    outcome, reason = _after(asked, said, claim, kind)
    assert outcome in ("review", "drop"), reason


# --- the tense of a clause that carries on the one before, and a past form that is no verb ----------------------------


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        (
            "Thanks! I took this photo at a lovely spot called Mossy Cove. It was really calm and quiet.",
            "The user took a photo at Mossy Cove, a lovely and calm spot.",
        ),
        (
            "Yeah, I sprained my wrist not too long ago. It was bad because I had to skip some matches and couldn't "
            "help my club.",
            "The user sprained his wrist recently, had to skip matches, and couldn't help his club.",
        ),
        (
            "For me I just get lost in thought and think about my garden or new songs.",
            "The user gets lost in thought and thinks about his garden or new songs.",
        ),
    ],
)
def test_a_clause_told_in_the_tense_of_the_one_before_is_no_present(said: str, claim: str) -> None:
    kept(said, claim)


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("Thanks! I took this photo at Mossy Cove. It was really calm back then.", "Mossy Cove is a calm spot."),
        ("I used to play in a band.", "The user played in a band, a band that still plays."),
        ("I sprained my wrist last year and couldn't run.", "The user sprained his wrist, and can't run."),
        ("Last year I lived in Porto, a city I loved.", "The user lives in Porto, a city he loves."),
        (
            "I got lost in thought and thought about my garden.",
            "The user gets lost in thought and thinks about his garden.",
        ),
    ],
)
def test_a_present_said_of_a_past_is_still_refused(said: str, claim: str) -> None:
    verdict = gate_verdict(said, claim)
    assert verdict.outcome in ("review", "drop"), verdict.reason


# --- numbers of the person's own life ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        (
            "Absolutely! There were 9 people that attended my game night, and 5 of them want a rematch!",
            "The user's game night had 9 attendees.",
        ),
        ("I found an old atlas from the 1800s with hand-drawn maps.", "The user found an old atlas from the 1800s."),
        ("I love music from the '70s.", "The user loves music from the 70s."),
        (
            "My best game was when we were down 8 in the 3rd and I hit the winning free throw.",
            "The user hit the winning free throw when his team was down 8 in the 3rd.",
        ),
    ],
)
def test_a_number_of_the_person_s_own_life_is_theirs(said: str, claim: str) -> None:
    kept(said, claim)


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        (
            "Absolutely! There were 9 people that left my game night early, and 5 of them want a rematch!",
            "The user's game night had 9 attendees.",
        ),
        ("There were 9 people, and 5 of them attended the rematch.", "The user hosted a game night with 9 attendees."),
        ("I found an old atlas from the 1800s with hand-drawn maps.", "The user found an old atlas from the 1700s."),
        (
            "My best game was when we were down 8 in the 3rd and I hit the winning free throw.",
            "The user hit the winning free throw when his team was down 9 in the 3rd.",
        ),
        ("We hit 300 signups last week.", "The team hit 300 signups."),
        ("The upload took 1900s on the old link.", "The upload takes 1900 seconds."),
    ],
)
def test_another_number_or_a_measurement_is_still_refused(said: str, claim: str) -> None:
    verdict = gate_verdict(said, claim)
    assert verdict.outcome == "drop", verdict.reason
    assert verdict.rule == "number", verdict.reason
