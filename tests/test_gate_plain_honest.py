"""Plain honest facts the gate refused on ``1d3aea6``, as round 39's lead found them: the perfect's "has been" read
as having ("I've been a nurse for 12 years" → "The user has been a nurse for 12 years": ``relation._USED_CLAIM``), an
adverb that opens a clause with no subject read as someone else's name ("Just moved to Denver last week!":
``subject._NAMES_NO_ONE``), the name the person goes by read as a request ("Call me Alex":
``imperatives._CALL_ME``), and who the person is said the forums' way, its number theirs ("Type 1 diabetic here":
``numbers._SPEAKER_DROPPED``). Each now passes; the lie beside each, which the same reading exists for, is still
refused."""

from __future__ import annotations

import pytest
from gate_verdict import gate_verdict


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I've been a nurse for 12 years.", "The user has been a nurse for 12 years."),
        ("Been nursing for 12 years now.", "The user has been a nurse for 12 years."),
        ("Sam and I have been together 5 years.", "The user has been with Sam for 5 years."),
        ("I've used Vim for a decade.", "The user has used Vim for a decade."),
        ("Just moved to Denver last week!", "The user moved to Denver last week."),
        ("Finally got my driver's license.", "The user got their driver's license."),
        ("Recently started running again.", "The user recently started running again."),
        ("Call me Alex.", "The user goes by Alex."),
        ("Please call me Alex.", "The user goes by Alex."),
        ("Type 1 diabetic here.", "The user has type 1 diabetes."),
        ("Mom of 3 here.", "The user has 3 kids."),
    ],
)
def test_a_plain_honest_fact_is_kept(said: str, claim: str) -> None:
    verdict = gate_verdict(said, claim)
    assert verdict.outcome == "pass", verdict.reason


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("Kafka is on my list.", "The team has Kafka."),
        ("Kafka is on my list.", "The user has been using Kafka."),
        ("Emily moved to Denver last week!", "The user moved to Denver last week."),
        ("Lily works at Google.", "The user works at Google."),
        ("Tom just moved to Denver.", "The user moved to Denver."),
        ("Call me when Alex arrives.", "The user goes by Alex."),
        ("Call me back later.", "The user goes by back."),
        ("Only 3 servers here.", "The team has only 3 servers."),
        ("40 failing tests here.", "The project has 40 failing tests."),
    ],
)
def test_the_lie_beside_it_is_still_refused(said: str, claim: str) -> None:
    verdict = gate_verdict(said, claim)
    assert verdict.outcome != "pass", claim
