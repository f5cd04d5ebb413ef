"""Rule-based reconcile (no model): a near-duplicate of an existing memory is a NOOP, else ADD.

"Near" is strict on purpose. A high dense similarity alone is not enough, because embeddings barely
move for a flipped negation, a changed number or one swapped word ("the job runs at 3:00" vs "at
4:00"; "the first week" vs "the last week"; "Alice reports to Bob" vs "Bob reports to Alice"). A
NOOP needs high similarity AND the new text's content words appearing in the neighbour in the same
order AND the same numbers AND the same negations. The neighbour must also open as the new text
opens (its first two content words): "The user's sister lives in Bergen", "The detective in the
user's novel lives in Bergen" and "El hermano del usuario vive en Madrid" hold every word of "The
user lives in Bergen" / "El usuario vive en Madrid" in order, but say it of someone else. When in
doubt it is an ADD: a duplicate costs a line, a lost fact costs the fact.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from ..index.index import STOPWORDS, Index

_WORD = re.compile(r"\w+", re.UNICODE)
_NUMBER = re.compile(r"\d+(?:[.,:]\d+)*")
NEGATIONS = frozenset(
    [
        "not",
        "no",
        "never",
        "none",
        "nothing",
        "nobody",
        "neither",
        "nor",
        "without",
        "cannot",
        "can't",
        "won't",
        "don't",
        "doesn't",
        "didn't",
        "isn't",
        "aren't",
        "wasn't",
        "weren't",
        "shouldn't",
        "mustn't",
        "n't",
        "nunca",
        "nada",
        "ningún",
        "ninguna",
        "sin",
        "jamás",
        "tampoco",
    ]
)
_CJK_NEGATIONS = ("不", "没", "沒", "无", "無", "别", "別", "非", "未")


@dataclass(frozen=True)
class Neighbour:
    slug: str
    text: str
    similarity: float  # cosine, dense


def neighbours(index: Index, vector: np.ndarray, k: int, scopes: Sequence[str] | None) -> list[Neighbour]:
    """The ``k`` nearest memories to ``vector`` in ``scopes`` (dense), with their bodies, nearest first."""
    hits = index.search_dense(vector, k, scopes)
    rows = index.rows([rid for rid, _ in hits])
    return [Neighbour(rows[rid].slug, rows[rid].body, sim) for rid, sim in hits if rid in rows]


def _content(text: str) -> list[str]:
    words = [w.lower() for w in _WORD.findall(text)]
    return [w for w in words if w not in STOPWORDS] or words


def _negations(text: str) -> tuple[frozenset[str], int]:
    lowered = text.lower().replace("’", "'")
    words = set(re.findall(r"[\w']+", lowered))
    return frozenset(words & NEGATIONS), sum(lowered.count(c) for c in _CJK_NEGATIONS)


def covered(new: str, old: str) -> bool:
    """True when ``new``'s content words (stopwords aside) all appear in ``old``, in the same order, and
    ``old`` opens with the same two: what ``old`` adds before or inside that opening ("the user's sister",
    "the detective in the user's novel", "el hermano del usuario") is whom it speaks of, not a detail."""
    said, holder = _content(new), _content(old)
    if holder[:2] != said[:2]:
        return False
    remaining = iter(holder)
    return all(word in remaining for word in said)


def is_near_duplicate(new: str, old: str, similarity: float, *, min_similarity: float) -> bool:
    if similarity < min_similarity or not covered(new, old):
        return False
    if set(_NUMBER.findall(new)) != set(_NUMBER.findall(old)):
        return False
    return _negations(new) == _negations(old)


def find_duplicate(new: str, neighbours: Sequence[Neighbour], *, min_similarity: float) -> Neighbour | None:
    """The first neighbour ``new`` merely repeats, or ``None`` (then the write is an ADD)."""
    for n in neighbours:
        if is_near_duplicate(new, n.text, n.similarity, min_similarity=min_similarity):
            return n
    return None
