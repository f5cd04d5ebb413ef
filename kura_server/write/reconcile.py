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

The distiller's thinker judges ADD / UPDATE / DELETE / NOOP against the nearest memories, and a model
lies: its verdict is taken only where the words agree (``repeats``, ``changes``, ``depends``). A NOOP
needs a neighbour that holds the candidate's words; an UPDATE must extend the memory, give the same
opening a new value, or come from quotes that name what it changes; a DELETE must say the memory's
words with a negation added; a dependant removed after a change must hold a word of what changed.
Otherwise the candidate is written as a memory of its own and the memory in question goes to a person.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from ..cjk import CJK_RUN
from ..index.index import STOPWORDS, Index
from ..store.memory import LINK

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


def content_words(text: str) -> list[str]:
    """``text``'s words lower-cased, stopwords aside (all of them when it has only stopwords)."""
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
    said, holder = content_words(new), content_words(old)
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


# -- the thinker's verdicts, checked against the words ----------------------------------------------

# The words a memory names its person by ("The user lives …", "El usuario vive …"): two memories that share
# them share no topic.
PERSON_WORDS = frozenset(
    ["user", "users", "usuario", "usuaria", "usuarios", "utilisateur", "utilisatrice", "nutzer", "nutzerin", "person"]
)


def _stem(word: str) -> str:
    """A plural's or a third person's final s off ("dogs", "lives" → "dog", "live"), as the person says them."""
    return word[:-1] if len(word) > 3 and word.endswith("s") and not word.endswith("ss") else word


def _topic(words: Sequence[str]) -> set[str]:
    """What ``words`` (lower-cased tokens) speak of: their content words, the person's name for them aside."""
    return {_stem(w) for w in words if w not in STOPWORDS and w not in PERSON_WORDS}


def _words(text: str) -> list[str]:
    """``text``'s words as written, a run of CJK characters as its characters (a word reading without a
    segmenter: "用户养狗" and "用户不养狗" share 用, 户, 养, 狗)."""
    return _WORD.findall(CJK_RUN.sub(lambda m: " ".join(m.group()), text))


def _tokens(text: str) -> list[str]:
    return [w.lower() for w in _words(text)]


def _shared_opening(a: Sequence[str], b: Sequence[str]) -> int:
    """How many tokens ``a`` and ``b`` open with alike."""
    n = 0
    while n < min(len(a), len(b)) and a[n] == b[n]:
        n += 1
    return n


def _names(text: str, start: int) -> set[str]:
    """The names and numbers ``text`` says from its ``start``-th token on: a capitalised word that does not
    open the text, or one with a digit ("Bergen", "Rex", "8080", "v2")."""
    found = _words(text)
    named = (w for i, w in enumerate(found) if i >= start and (any(c.isdigit() for c in w) or (i and w[0].isupper())))
    return {_stem(w.lower()) for w in named}


def repeats(new: str, old: str) -> bool:
    """Whether ``old`` already says ``new`` in words, whatever their order: every topic word of ``new`` is in it,
    with the same numbers and negations. A thinker's NOOP stands only on such a neighbour ("The user likes green
    tea" is not a repeat of "The user lives in Bergen", whatever a model says)."""
    said = _topic(_tokens(new))
    return (
        said <= _topic(_tokens(old))
        and set(_NUMBER.findall(new)) == set(_NUMBER.findall(old))
        and _negations(new) == _negations(old)
    )


def changes(old: str, new: str, quotes: Sequence[str], *, removes: bool) -> bool:
    """Whether ``new`` (a candidate, backed by ``quotes``) speaks of ``old`` enough to change it without a person.

    A removal (``removes``): ``new`` says ``old``'s topic words with a negation ``old`` does not have ("The user
    no longer has a dog" of "The user has a dog"). An update: ``new`` holds every topic word of ``old`` (it
    extends it: nothing is lost); or both open alike up to a differing content word — the same thing given a new
    value ("The user lives in Oslo now" of "The user lives in Bergen"); or the quotes name a name or number of
    what ``old`` says past that opening ("I moved from Bergen to Oslo"). A fact that is only near ("The user
    lives with two cats" of "The user lives in Bergen": another preposition, another thing) does not."""
    a, b = _tokens(old), _tokens(new)
    if removes:
        (was, was_cjk), (now, now_cjk) = _negations(old), _negations(new)
        return _topic(a) <= _topic(b) and bool(now - was or now_cjk > was_cjk)
    if _topic(a) <= _topic(b):
        return True
    n = _shared_opening(a, b)
    opening = [w for w in a[:n] if w not in STOPWORDS]
    if n < min(len(a), len(b)) and a[n] not in STOPWORDS and b[n] not in STOPWORDS and len(opening) >= 2:
        return True
    said = {word for quote in quotes for word in _topic(_tokens(quote))}
    return bool(_names(old, n) & said)


def depends(dependant: str, old: str, new: str | None) -> bool:
    """Whether ``dependant`` holds a topic word of what changed: of ``old`` past the opening it shares with
    ``new`` (all of ``old`` when it is removed). A memory the change does not touch in words is no dependant to
    remove, whatever a model says ("The user lives in Bergen" after "The user has a dog named Rex" was removed).
    Its links are not its words: a ``[[home-bergen]]`` says whom it links to, not that it speaks of Bergen."""
    a = _tokens(old)
    rest = a[_shared_opening(a, _tokens(new)) :] if new is not None else a
    return bool(_topic(rest) & _topic(_tokens(LINK.sub(" ", dependant))))
