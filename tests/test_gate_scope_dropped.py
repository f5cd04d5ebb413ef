"""The gate against a claim that drops the limit a person put on who they are (round 38): a diet, a faith or an
identity held only on some days or in some places ("I'm vegan on weekdays", "Soy vegano entre semana", "Je suis
végétarien en semaine", "Ich bin unter der Woche vegan"), loosely ("I'm basically a vegetarian", "I'm kind of
vegetarian", "más o menos", "plus ou moins"), in name only ("In theory I'm a vegetarian", "On paper I own the billing
service") or but for an exception ("… except for fish", "sauf pour le poisson", "außer bei Fisch"), said as plainly so
("The user is vegan") — each lie passed on main (``6ed7633``) and now goes to review (``limits._qualified``, a limit
of ``limits.limited``); beside each, the honest twin that says the limit, and what people say that drops a scope
honestly ("I go hiking on weekends" → "The user enjoys hiking": what the person does is not read).

And three honest facts main refused: the person as someone who does it ("I'm someone who runs every morning", "As
someone who grew up in Ohio, …", "Como alguien que creció en Ohio", ``subject._as_one_who``) is the person, not
another party; a skill learned is a skill had ("I learned to swim as a kid" backs "The user can swim",
``words._learned_to``), unless the person says they lost it or only tried ("… but forgot how", "I tried to learn to
swim": ``ending._ENDED_LATER``)."""

from __future__ import annotations

import pytest
from gate_verdict import gate_verdict


# A scope, a "basically" or an exception dropped from what the person is: each passed on main.
@pytest.mark.parametrize(
    ("said", "text"),
    [
        ("I'm vegan on weekdays.", "The user is vegan."),
        ("I'm vegan at home.", "The user is vegan."),
        ("I'm sober during the week.", "The user is sober."),
        ("I'm gluten-free on weekdays.", "The user is gluten-free."),
        ("I'm vegetarian most of the time.", "The user is vegetarian."),
        ("On weekdays I'm vegan.", "The user is vegan."),
        ("I'm vegan (on weekdays).", "The user is vegan."),
        ("I'm vegan — well, on weekdays.", "The user is vegan."),
        ("I'm a runner, at least in summer.", "The user is a runner."),
        ("I'm only vegan at home.", "The user is vegan."),
        ("I only eat meat on Sundays.", "The user eats meat."),
        ("I smoke, but only at parties.", "The user smokes."),
        ("I drink, but only on weekends.", "The user drinks."),
        ("Soy vegano entre semana.", "El usuario es vegano."),
        ("Entre semana soy vegano.", "El usuario es vegano."),
        ("Je suis végétarien en semaine.", "L'utilisateur est végétarien."),
        ("En semaine, je suis végétalien.", "L'utilisateur est végétalien."),
        ("Ich bin unter der Woche vegan.", "Der Nutzer ist vegan."),
        # loosely, in name only
        ("I'm basically a vegetarian.", "The user is a vegetarian."),
        ("I'm mostly vegetarian.", "The user is vegetarian."),
        ("I'm kind of vegetarian.", "The user is vegetarian."),
        ("I'm sort of Buddhist.", "The user is Buddhist."),
        ("I'm more or less vegetarian.", "The user is vegetarian."),
        ("I'm gluten-free, mostly.", "The user is gluten-free."),
        ("I'm technically a vegetarian.", "The user is a vegetarian."),
        ("In theory I'm a vegetarian.", "The user is a vegetarian."),
        ("On paper I'm the team lead.", "The user is the team lead."),
        ("On paper I own the billing service.", "The user owns the billing service."),
        ("Soy básicamente vegetariano.", "El usuario es vegetariano."),
        ("En teoría soy vegetariano.", "El usuario es vegetariano."),
        ("Je suis plus ou moins végétarien.", "L'utilisateur est végétarien."),
        ("Je suis végétarien, en théorie.", "L'utilisateur est végétarien."),
        # but for an exception
        ("I'm basically a vegetarian except for fish.", "The user is a vegetarian."),
        ("I'm vegetarian except for fish.", "The user is vegetarian."),
        ("I'm vegetarian, apart from fish.", "The user is vegetarian."),
        ("I'm vegetarian but not at Christmas.", "The user is vegetarian."),
        ("I'm a vegetarian, except when I travel.", "The user is a vegetarian."),
        ("I'm vegan at home but not when I eat out.", "The user is vegan."),
        ("Soy vegetariano excepto el pescado.", "El usuario es vegetariano."),
        ("Je suis végétarien sauf pour le poisson.", "L'utilisateur est végétarien."),
        ("Ich bin Vegetarier, außer bei Fisch.", "Der Nutzer ist Vegetarier."),
    ],
)
def test_a_claim_that_drops_a_scope_a_hedge_or_an_exception_from_who_the_person_is_goes_to_review(
    said: str, text: str
) -> None:
    verdict = gate_verdict(said, text)
    assert (verdict.outcome, verdict.rule) == ("review", "support"), verdict.reason
    assert "only on some days or in some places, loosely or but for an exception" in verdict.reason


# The honest twins: the claim says the limit, or the limit is of something else.
@pytest.mark.parametrize(
    ("said", "text"),
    [
        ("I'm vegan on weekdays.", "The user is vegan on weekdays."),
        ("On weekdays I'm vegan.", "The user is vegan on weekdays."),
        ("I'm vegan — well, on weekdays.", "The user is vegan on weekdays."),
        ("I'm a runner, at least in summer.", "The user is a runner in summer."),
        ("I only eat meat on Sundays.", "The user eats meat only on Sundays."),
        ("I smoke, but only at parties.", "The user smokes at parties."),
        ("Soy vegano entre semana.", "El usuario es vegano entre semana."),
        ("Entre semana soy vegano.", "El usuario es vegano entre semana."),
        ("En semaine, je suis végétalien.", "L'utilisateur est végétalien en semaine."),
        ("Ich bin unter der Woche vegan.", "Der Nutzer ist unter der Woche vegan."),
        ("I'm mostly vegetarian.", "The user is mostly vegetarian."),
        ("I'm vegan, more or less.", "The user is more or less vegan."),
        ("In theory I'm the project owner.", "In theory, the user is the project owner."),
        ("I'm basically a vegetarian except for fish.", "The user is a vegetarian except for fish."),
        ("I'm vegetarian, apart from fish.", "The user is vegetarian apart from fish."),
        ("Je suis végétarien sauf pour le poisson.", "L'utilisateur est végétarien sauf pour le poisson."),
        ("Ich bin Vegetarier, außer bei Fisch.", "Der Nutzer ist Vegetarier, außer bei Fisch."),
        # a scope of something else in the sentence, or a place that says where a role is
        ("Juego en una partida de D&D los viernes y soy enfermera.", "El usuario es enfermera."),
        ("Je suis infirmière et le week-end je fais du yoga.", "L'utilisateur est infirmière."),
        ("I'm vegan, and on weekends I go hiking.", "The user is vegan."),
        ("I'm the team lead at work.", "The user is the team lead."),
        ("I'm a part-time nurse.", "The user is a nurse."),
        ("I'm the only one at home who cooks.", "The user cooks."),
        # what the person does, a scope a paraphrase drops honestly; a feeling softened; a filler
        ("I go hiking on weekends.", "The user enjoys hiking."),
        ("I like jazz when I work.", "The user likes jazz."),
        ("Honestly I'm kind of obsessed with pottery.", "The user is obsessed with pottery."),
        ("I'm kind of into jazz.", "The user is into jazz."),
        ("I'm basically always reading.", "The user reads a lot."),
        ("I'm happy with my job, basically.", "The user is happy with their job."),
        ("Basically, I love hiking and camping.", "The user loves hiking."),
        ("I mostly paint landscapes.", "The user paints landscapes."),
        ("I'm interested in theory of computation.", "The user is interested in theory of computation."),
        # paper that is paper (a LoCoMo observation a first reading refused)
        (
            "Seeing my goals written down on paper really helps keep me motivated and focused.",
            "Seeing goals written down helps the user stay motivated and focused.",
        ),
    ],
)
def test_a_claim_that_says_the_limit_or_a_limit_of_something_else_is_kept(said: str, text: str) -> None:
    verdict = gate_verdict(said, text)
    assert verdict.outcome == "pass", verdict.reason


# The person as someone who does it, and a skill learned: each went to review on main.
@pytest.mark.parametrize(
    ("said", "text"),
    [
        ("I'm someone who runs every morning.", "The user runs every morning."),
        ("I am someone who loves hiking.", "The user loves hiking."),
        ("As someone who grew up in Ohio, I love snow.", "The user grew up in Ohio."),
        ("Como alguien que creció en Ohio, me encanta la nieve.", "El usuario creció en Ohio."),
        ("I learned to swim as a kid.", "The user can swim."),
        ("I learnt how to knit from my grandma.", "The user knows how to knit."),
    ],
)
def test_the_person_as_someone_who_and_a_skill_learned_are_kept(said: str, text: str) -> None:
    verdict = gate_verdict(said, text)
    assert verdict.outcome == "pass", verdict.reason


# ... and their lies: someone else who does it, a skill lost or only tried ("I'm friends with someone who …" passed on
# main; the rest were refused on main too, and a skill learned must not let them through).
@pytest.mark.parametrize(
    ("said", "text"),
    [
        ("I'm friends with someone who runs every morning.", "The user runs every morning."),
        ("I'm dating someone who runs every morning.", "The user runs every morning."),
        ("I know someone who runs every morning.", "The user runs every morning."),
        ("Ana is someone who runs every morning.", "The user runs every morning."),
        ("Conozco a alguien que creció en Ohio.", "El usuario creció en Ohio."),
        ("I learned to swim but forgot.", "The user can swim."),
        ("I learned to swim but I forgot how.", "The user can swim."),
        ("I learned to swim but I've forgotten.", "The user can swim."),
        ("I learned to drive in 2010 but forgot how.", "The user can drive."),
        ("I tried to learn to swim.", "The user can swim."),
        ("I never learned to swim.", "The user can swim."),
    ],
)
def test_someone_else_who_does_it_and_a_skill_lost_or_tried_are_refused(said: str, text: str) -> None:
    verdict = gate_verdict(said, text)
    assert verdict.outcome in ("review", "drop"), verdict.reason
