"""A state the claim says where its quotes say another of its kind, and what is only sought or tested, as round 38's
lead found them said as so: "The user is married to Anna" behind "I'm engaged to Anna", "The user lives in Berlin"
behind "I'm in Berlin for a conference", "The user studies at Stanford" behind "I was admitted to Stanford"
(``states.other_state``, ``states._STATES``: review); "The user studies at Stanford" behind "I'm applying to
Stanford" (an application is read even behind a claim that says a learning: ``ending._sought_kind``); "The user is
allergic to nuts" behind "I got tested for a nut allergy" (``ending._TESTED_FOR``). Each lie passed the gate on
``6ed7633``; each honest twin beside it passes."""

from __future__ import annotations

import pytest
from gate_verdict import gate_verdict


@pytest.mark.parametrize(
    ("said", "claim", "why"),
    [
        ("I'm engaged to Anna.", "The user is married to Anna.", "'married' where they say 'engaged'"),
        ("Estoy comprometido con Ana.", "El usuario está casado con Ana.", "'casado' where they say 'comprometido'"),
        (
            "Ich bin mit Anna verlobt.",
            "Der Benutzer ist mit Anna verheiratet.",
            "'verheiratet' where they say 'verlobt'",
        ),
        ("Je suis fiancé à Anna.", "L'utilisateur est marié à Anna.", "'marie' where they say 'fiance'"),
        ("I'm divorced from Anna.", "The user is married to Anna.", "'married' where they say 'divorced'"),
        ("Anna and I are dating.", "The user is married to Anna.", "'married' where they say 'dating'"),
        ("My girlfriend Anna is a nurse.", "The user's wife Anna is a nurse.", "'wife' where they say 'girlfriend'"),
        ("I'm in Berlin for a conference.", "The user lives in Berlin.", "'lives' where they say 'conference'"),
        ("Estoy de vacaciones en Lisboa.", "El usuario vive en Lisboa.", "'vive' where they say 'vacaciones'"),
        ("I was admitted to Stanford.", "The user studies at Stanford.", "'studies' where they say 'admitted'"),
    ],
)
def test_a_state_where_the_quotes_say_another_of_its_kind_is_for_review(said: str, claim: str, why: str) -> None:
    verdict = gate_verdict(said, claim)
    assert (verdict.outcome, verdict.rule) == ("review", "support"), verdict.reason
    assert "it says a state where its quotes say another of its kind" in verdict.reason and why in verdict.reason


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I'm applying to Stanford.", "The user studies at Stanford."),
        ("I got tested for a nut allergy; results next week.", "The user is allergic to nuts."),
        ("I'm waiting on my diabetes test results.", "The user has diabetes."),
        ("They're checking whether I have diabetes.", "The user has diabetes."),
        ("I'm getting tested for celiac disease.", "The user has celiac disease."),
        ("Me están haciendo pruebas de celiaquía.", "El usuario tiene celiaquía."),
    ],
)
def test_what_is_only_applied_for_or_tested_for_is_not_had(said: str, claim: str) -> None:
    verdict = gate_verdict(said, claim)
    assert (verdict.outcome, verdict.rule) == ("review", "support"), verdict.reason
    assert "its quotes say it ended, or only sought, what it says is" in verdict.reason


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I'm engaged to Anna.", "The user is engaged to Anna."),
        ("Anna and I got engaged last year and married in June.", "The user is married to Anna."),
        ("My wife Anna is a nurse.", "The user's wife Anna is a nurse."),
        ("I'm married; my wife and I went on a trip to Rome.", "The user is married."),
        ("Estoy casado con Ana.", "El usuario está casado con Ana."),
        ("Ich bin mit Anna verlobt.", "Der Benutzer ist mit Anna verlobt."),
        ("I live in Berlin; my parents are visiting next week.", "The user lives in Berlin."),
        ("Berlin is home, though I travel a lot.", "The user lives in Berlin."),
        ("I'm in Berlin for a conference.", "The user is in Berlin for a conference."),
        ("I moved to Berlin last year for work.", "The user lives in Berlin."),
        ("I'm a student at Stanford.", "The user studies at Stanford."),
        ("I'm studying at Stanford.", "The user studies at Stanford."),  # a learning said as one
        ("I'm applying to Stanford.", "The user is applying to Stanford."),
        ("I was diagnosed with diabetes last year.", "The user has diabetes."),
        ("I tested positive for COVID last week.", "The user tested positive for COVID."),
        ("I got tested for a nut allergy.", "The user got tested for a nut allergy."),
        ("I'm waiting on my diabetes test results.", "The user is waiting on diabetes test results."),
        ("We check if we have enough disk space every night.", "The team checks disk space every night."),
    ],
)
def test_the_state_said_or_the_test_said_as_one_is_kept(said: str, claim: str) -> None:
    verdict = gate_verdict(said, claim)
    assert verdict.outcome == "pass", verdict.reason
