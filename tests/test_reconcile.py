"""The rule-based reconcile: a NOOP only when the new text says nothing the neighbour does not."""

from __future__ import annotations

import pytest

from kura_server.write.reconcile import Neighbour, covered, find_duplicate, is_near_duplicate

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
