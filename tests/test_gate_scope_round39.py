"""The gate against limits and hedges it still misread after round 38, and honest facts it refused by them.

Lies that passed on main (``1d3aea6``) and now go to review:

- a hedge before a state one is in or is not ("I'm sort of seeing someone", "I'm basically retired", "I'm kind of
  engaged" said back as "The user is retired"): round 38 let a hedge before any "-ed" / "-ing" word pass, to keep a
  feeling softened ("I'm kind of obsessed with pottery"); a partner's state (``states._STATES``) or one of
  ``limits._WHOLE_STATES`` is no feeling (``limits._whole_state``);
- a Spanish, Portuguese or Italian first person the claim says in the third ("A veces fumo." → "El usuario fuma.",
  "Fumo, pero solo en fiestas."): "fumo" and "fuma" are one word only as ``words._person_form`` reads them, and the
  readings of a limit and of a frequency now read the claim's verb so (``plan._only_so``'s ``verb``);
- a name or a law one eats by, kept only somewhere ("At work I go by Alex", "I keep kosher at home": a scope that
  changes who the person is, ``limits._NAMED_OR_KEPT``; a habit's scope a paraphrase drops honestly is not read,
  "I go hiking on weekends" → "The user enjoys hiking").

The French "ne … que" is an "only", not a "not" (``words._ne_que_spans``): main read "Je ne mange que des légumes" as a
negation and refused "L'utilisateur mange des légumes"; it now passes, and "Je ne fume qu'au travail" → "L'utilisateur
fume" is refused as a scope dropped (``limits._only_doing``), not as a "not".

Honest facts main refused, now kept: "I'm mostly a landscape painter" (what one chiefly is: "mostly" before a doer,
``limits._CHIEFLY_A``), "I got tested for a nut allergy and I'm allergic" (a test the sentence confirms,
``ending._confirmed_test``), "I'm basically a vegetarian except for fish" → "… but eats fish" (an exception to what
one abstains from is what one takes, not a "not": ``polarity._granted``).
Beside each, the lie it must not let through."""

from __future__ import annotations

import pytest
from gate_verdict import gate_verdict

_LIMIT = "only on some days or in some places, loosely or but for an exception"


# A hedge before a state one is in or is not, a name or a diet kept only somewhere, "ne … que" with a scope: each
# passed on main, or (the French) was refused there as a "not" it is not.
@pytest.mark.parametrize(
    ("said", "text"),
    [
        ("I'm sort of seeing someone.", "The user is seeing someone."),
        ("I'm basically retired.", "The user is retired."),
        ("I'm kind of engaged.", "The user is engaged."),
        ("I'm pretty much divorced.", "The user is divorced."),
        ("I'm kinda dating Sam.", "The user is dating Sam."),
        ("Fumo, pero solo en fiestas.", "El usuario fuma."),
        ("Fumo solo los fines de semana.", "El usuario fuma."),
        ("I keep kosher at home.", "The user keeps kosher."),
        ("At home, I keep kosher.", "The user keeps kosher."),
        ("I eat halal at home.", "The user eats halal."),
        ("At work I go by Alex.", "The user goes by Alex."),
        ("I go by Alex at work.", "The user goes by Alex."),
        ("En casa como kosher.", "El usuario come kosher."),
        ("Je ne fume qu'au travail.", "L'utilisateur fume."),
        ("Je ne fume que le week-end.", "L'utilisateur fume."),
        ("Je ne mange de la viande que le dimanche.", "L'utilisateur mange de la viande."),
    ],
)
def test_a_claim_that_drops_a_hedge_of_a_state_or_a_scope_of_a_name_or_a_diet_goes_to_review(
    said: str, text: str
) -> None:
    verdict = gate_verdict(said, text)
    assert (verdict.outcome, verdict.rule) == ("review", "support"), verdict.reason
    assert _LIMIT in verdict.reason


# A frequency said in the first person of Spanish, Portuguese, Italian: each passed on main.
@pytest.mark.parametrize(
    ("said", "text"),
    [
        ("A veces fumo.", "El usuario fuma."),
        ("De vez en cuando fumo.", "El usuario fuma."),
        ("Às vezes fumo.", "O usuário fuma."),
        ("A volte fumo.", "L'utente fuma."),
    ],
)
def test_a_frequency_of_a_verb_in_the_first_person_is_read_of_the_claims_third(said: str, text: str) -> None:
    verdict = gate_verdict(said, text)
    assert (verdict.outcome, verdict.rule) == ("review", "support"), verdict.reason
    assert "only sometimes" in verdict.reason


# Honest facts main refused.
@pytest.mark.parametrize(
    ("said", "text"),
    [
        ("I'm mostly a landscape painter.", "The user paints landscapes."),
        ("I'm mostly a landscape painter.", "The user is a landscape painter."),
        ("I'm mainly a beer drinker.", "The user drinks beer."),
        ("I got tested for a nut allergy and I'm allergic.", "The user is allergic to nuts."),
        ("I got tested for a nut allergy and it came back positive.", "The user has a nut allergy."),
        ("I was screened for ADHD and I have ADHD.", "The user has ADHD."),
        ("I'm basically a vegetarian except for fish.", "The user is basically a vegetarian but eats fish."),
        ("I'm vegetarian, except for fish.", "The user is vegetarian but eats fish."),
        ("Soy vegetariano excepto el pescado.", "El usuario es vegetariano pero come pescado."),
        ("Je ne mange que des légumes.", "L'utilisateur mange des légumes."),
        ("Je ne parle que français.", "L'utilisateur parle français."),
        ("Je n'ai qu'un chat.", "L'utilisateur a un chat."),
        ("Je ne bois que du thé.", "L'utilisateur boit du thé."),
        ("Je ne fume qu'au travail.", "L'utilisateur fume au travail."),
        ("Je ne mange de la viande que le dimanche.", "L'utilisateur mange de la viande le dimanche."),
    ],
)
def test_what_one_chiefly_is_a_test_confirmed_an_exception_taken_and_ne_que_are_kept(said: str, text: str) -> None:
    verdict = gate_verdict(said, text)
    assert verdict.outcome == "pass", verdict.reason


# The honest twins, kept on main too: the claim says the hedge or the scope; a feeling softened; the plain fact; a
# scope a paraphrase drops from a habit.
@pytest.mark.parametrize(
    ("said", "text"),
    [
        ("I'm sort of seeing someone.", "The user is sort of seeing someone."),
        ("I'm basically retired.", "The user is basically retired."),
        ("I'm seeing someone.", "The user is seeing someone."),
        ("I'm retired and I'm kind of bored.", "The user is retired."),
        ("I'm engaged, kind of a big deal for me.", "The user is engaged."),
        ("I'm kind of obsessed with pottery.", "The user is obsessed with pottery."),
        ("I'm kind of excited about the trip.", "The user is excited about the trip."),
        ("I'm pretty much exhausted after work.", "The user is exhausted after work."),
        ("Fumo.", "El usuario fuma."),
        ("Fumo todos los días.", "El usuario fuma."),
        ("A veces fumo.", "El usuario fuma a veces."),
        ("A veces bebo vino. Fumo.", "El usuario fuma."),
        ("Trabajo en un banco, pero solo los lunes voy a la oficina.", "El usuario trabaja en un banco."),
        ("I keep kosher.", "The user keeps kosher."),
        ("I keep kosher at home.", "The user keeps kosher at home."),
        ("At work I go by Alex.", "The user goes by Alex at work."),
        ("I keep kosher and I work at home.", "The user keeps kosher."),
        ("I go hiking on weekends.", "The user enjoys hiking."),
        ("I'm vegetarian except for fish.", "The user is vegetarian except for fish."),
    ],
)
def test_a_claim_that_says_the_hedge_or_the_scope_and_a_feeling_softened_are_kept(said: str, text: str) -> None:
    verdict = gate_verdict(said, text)
    assert verdict.outcome == "pass", verdict.reason


# ... and the lies beside the honest facts now kept: a hedge before a diet or a faith ("mostly a vegetarian", "mostly a
# Buddhist", "mostly a non-smoker" are not what one chiefly is), a test that found nothing or something else, an
# exception to what one does ("I eat meat except for pork" does not eat pork), "ne … pas", "ne … plus", and a word
# swapped behind an "only" ("Je parle seulement français" → "… parle anglais" passed on main:
# ``heads._ONLY_BETWEEN``).
@pytest.mark.parametrize(
    ("said", "text"),
    [
        ("I'm mostly a vegetarian.", "The user is a vegetarian."),
        ("I'm mostly a Buddhist.", "The user is a Buddhist."),
        ("I'm mostly a non-smoker.", "The user is a non-smoker."),
        ("I'm kind of a runner.", "The user is a runner."),
        ("I got tested for a nut allergy.", "The user is allergic to nuts."),
        ("I got tested for a nut allergy and I'm waiting for the results.", "The user is allergic to nuts."),
        ("I got tested for a nut allergy and I'm not allergic.", "The user is allergic to nuts."),
        ("I got tested for a nut allergy and it came back negative.", "The user has a nut allergy."),
        ("I got tested for a nut allergy and I'm allergic to cats.", "The user is allergic to nuts."),
        ("I got tested for diabetes and I'm fine.", "The user has diabetes."),
        ("Me hicieron pruebas de celiaquía y no soy celíaco.", "El usuario es celíaco."),
        ("I eat meat except for pork.", "The user eats meat but eats pork."),
        ("I eat meat except for pork.", "The user eats pork."),
        ("We use Postgres except for analytics.", "The team uses Postgres for analytics."),
        ("I'm vegetarian except for fish.", "The user is vegetarian."),
        ("Je ne fume pas.", "L'utilisateur fume."),
        ("Je ne fume plus.", "L'utilisateur fume."),
        ("Je ne pense pas que je fume.", "L'utilisateur fume."),
        ("Je ne parle que français.", "L'utilisateur parle anglais."),
        ("Je parle seulement français.", "L'utilisateur parle anglais."),
    ],
)
def test_a_diet_held_loosely_a_test_unconfirmed_an_exception_to_a_doing_and_a_real_not_are_refused(
    said: str, text: str
) -> None:
    verdict = gate_verdict(said, text)
    assert verdict.outcome in ("review", "drop"), verdict.reason
