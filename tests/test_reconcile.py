"""The rule-based reconcile: a NOOP only when the new text says nothing the neighbour does not; and the checks a
thinker's ADD / UPDATE / DELETE / NOOP verdict must pass before the distiller takes it (``changes``, ``repeats``,
``depends``)."""

from __future__ import annotations

import pytest

from kura_server.write.reconcile import (
    Neighbour,
    changes,
    covered,
    depends,
    find_duplicate,
    is_near_duplicate,
    repeats,
)

OLD = "The nightly backup job runs at 03:00 and keeps 14 daily snapshots on the NAS."


@pytest.mark.parametrize(
    "new",
    [
        "The nightly backup job runs at 03:00 and keeps 14 daily snapshots on the NAS.",  # a copy
        "Nightly backup job runs at 03:00, keeps 14 daily snapshots.",  # a subset, same order
        "the NIGHTLY backup job runs at 03:00 and keeps 14 daily snapshots on the nas",  # case
    ],
)
def test_repeats_are_noops(new: str) -> None:
    assert is_near_duplicate(new, OLD, 0.95, min_similarity=0.85)


@pytest.mark.parametrize(
    "new",
    [
        "The nightly backup job runs at 04:00 and keeps 14 daily snapshots on the NAS.",  # number
        "The nightly backup job runs at 03:00 and keeps 15 daily snapshots on the NAS.",  # number
        "The nightly backup job never runs at 03:00 and keeps 14 daily snapshots on the NAS.",  # negation
        "The nightly backup job doesn't run at 03:00.",  # negation, contracted
        "The weekly backup job runs at 03:00 and keeps 14 daily snapshots on the NAS.",  # a swapped word
        "The nightly backup job runs at 03:00 and keeps 14 daily snapshots on the NAS and on S3.",  # extends
    ],
)
def test_changed_facts_are_adds(new: str) -> None:
    assert not is_near_duplicate(new, OLD, 0.97, min_similarity=0.85)


def test_word_order_matters() -> None:
    assert not covered("Bob reports to Alice", "Alice reports to Bob")
    assert covered("Alice reports to Bob", "Alice reports to Bob weekly, as the lead")


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("The user's sister lives in Bergen.", "The user lives in Bergen."),
        ("The detective in the user's novel lives in Bergen.", "The user lives in Bergen."),
        ("The user's wife is a nurse at the hospital.", "The user is a nurse."),
        ("The sister of the user is allergic to fish.", "The user is allergic to fish."),
        ("El hermano del usuario vive en Madrid.", "El usuario vive en Madrid."),
        ("La sœur de l'utilisateur habite à Lyon.", "L'utilisateur habite à Lyon."),
        ("A irmã do usuário mora em Lisboa.", "O usuário mora em Lisboa."),
        ("Alice, the lead, reports to Bob weekly.", "Alice reports to Bob."),  # inside the opening: an ADD
    ],
)
def test_the_same_words_said_of_someone_else_are_not_a_repeat(old: str, new: str) -> None:
    """Every word of ``new`` is in ``old`` in order, and the embeddings are near (0.91-0.97 on the shipped
    model); but ``old`` says it of the user's sister, a character, a brother. On ``1d3aea6`` the person's
    own fact was a NOOP: never written, though the gate had let it through."""
    assert not is_near_duplicate(new, old, 0.97, min_similarity=0.85)
    assert covered(new, new) and is_near_duplicate(new, new, 0.99, min_similarity=0.85)


def test_low_similarity_is_never_a_noop() -> None:
    assert not is_near_duplicate(OLD, OLD, 0.5, min_similarity=0.85)


def test_cjk_negation_is_seen() -> None:
    assert not is_near_duplicate("备份任务不在三点运行", "备份任务在三点运行", 0.99, min_similarity=0.85)


def test_find_duplicate_returns_the_first_twin() -> None:
    hits = [Neighbour("other", "Something else entirely about disks.", 0.9), Neighbour("backup", OLD, 0.96)]
    twin = find_duplicate("Nightly backup job runs at 03:00, keeps 14 daily snapshots.", hits, min_similarity=0.85)
    assert twin is not None and twin.slug == "backup"
    assert find_duplicate("A brand new fact about the office plants.", hits, min_similarity=0.85) is None


HOME = "The user lives in Bergen."


@pytest.mark.parametrize(
    ("new", "quote"),
    [
        ("The user lives in Oslo now.", "I live in Oslo now."),  # the same opening, a new value
        ("El usuario vive en Lisboa.", "Vivo en Lisboa."),  # so in Spanish, of "El usuario vive en Madrid"
        ("The user moved from Bergen to Oslo.", "I moved from Bergen to Oslo."),  # the quote names the old place
        ("The user lives in Bergen with two cats.", "I live in Bergen with two cats."),  # an extension: nothing lost
    ],
)
def test_an_update_that_speaks_of_the_memory_is_taken(new: str, quote: str) -> None:
    old = "El usuario vive en Madrid." if new.startswith("El") else HOME
    assert changes(old, new, [quote], removes=False)


@pytest.mark.parametrize(
    ("old", "new", "quote"),
    [
        (HOME, "The user is allergic to penicillin.", "I'm allergic to penicillin."),
        (HOME, "The user lives with two cats.", "I live with two cats."),  # another preposition: another thing
        ("The user has a dog named Rex.", "The user's dog loves the beach.", "My dog loves the beach."),  # Rex lost
        ("The user's sister lives in Bergen.", "The user lives in Oslo.", "I live in Oslo."),  # said of the sister
    ],
)
def test_an_update_of_a_memory_the_fact_does_not_speak_of_is_not_taken(old: str, new: str, quote: str) -> None:
    assert not changes(old, new, [quote], removes=False)


def test_a_removal_must_say_the_memory_s_words_with_a_negation() -> None:
    assert changes("The user has a dog.", "The user no longer has a dog.", ["I no longer have a dog."], removes=True)
    assert changes(
        HOME, "The user does not live in Bergen any more.", ["I don't live in Bergen any more"], removes=True
    )
    assert changes("用户养狗", "用户不养狗", ["我不养狗"], removes=True)
    # the memory's words without a negation, a negation of something else, another thing altogether
    assert not changes(
        "The user has a dog.", "The user's dog loves the beach.", ["My dog loves the beach."], removes=True
    )
    assert not changes(HOME, "The user does not live in a flat.", ["I don't live in a flat."], removes=True)
    assert not changes(HOME, "The user sold the car.", ["I sold the car."], removes=True)


def test_a_repeat_holds_every_topic_word_numbers_and_negations() -> None:
    assert repeats("The user lives in Bergen.", "In Bergen the user lives, by the harbour.")
    assert not repeats("The user is allergic to penicillin.", HOME)
    assert not repeats("The backup runs at 04:00.", "The backup runs at 03:00.")
    assert not repeats("The user does not drink coffee.", "The user drinks coffee.")


def test_a_dependant_holds_a_word_of_what_changed_not_of_its_link() -> None:
    rain = "The user carries an umbrella because Bergen [[home-bergen]] is rainy."
    assert depends(rain, HOME, "The user lives in Oslo now.")
    assert not depends("The user plays chess on Sundays [[home-bergen]].", HOME, "The user lives in Oslo now.")
    assert depends("The user walks Rex every morning.", "The user has a dog named Rex.", None)  # removed: all of it
    assert not depends(HOME, "The user has a dog named Rex.", None)
