"""The last fallback: plain word overlap over the markdown files, no index and no model.

Always reported as ``how="words"`` with ``degraded=True``: silent degradation is worse than degradation.
"""

from __future__ import annotations

import math
import re
from collections import Counter
from collections.abc import Iterable

from ..index.fts import QUESTION_WORDS, cjk_pairs
from ..index.index import STOPWORDS
from ..store.memory import Memory

WORD = re.compile(r"\w+", re.UNICODE)


def begins_word(text: str, word: str, *, whole: bool = False) -> bool:
    """Whether ``word`` begins one of the words of ``text`` — with ``whole``, is one of them (a substring
    search, then its edges: far cheaper than splitting the text into words)."""
    at = text.find(word)
    while at >= 0:
        if word_at(text, at, len(word), whole=whole):
            return True
        at = text.find(word, at + 1)
    return False


def word_at(text: str, at: int, length: int, *, whole: bool = True) -> bool:
    """Whether the ``length`` characters at ``at`` begin a word of ``text`` — with ``whole``, are one."""
    end = at + length
    return (at == 0 or not _inside(text[at - 1])) and (not whole or end == len(text) or not _inside(text[end]))


def _inside(char: str) -> bool:
    return char.isalnum() or char == "_"


def words_of(text: str) -> list[str]:
    """The words of ``text``, lower-cased, less stopwords; a run of CJK characters as its overlapping pairs,
    as full-text search reads it (:func:`~kura_server.index.fts.cjk_pairs`)."""
    return [w for w in (m.lower() for m in WORD.findall(cjk_pairs(text))) if w not in STOPWORDS]


def names_something(word: str) -> bool:
    """Whether a lower-cased word could name what a question asks about or a memory says: three letters or
    more, not a number, a stopword or a word that asks (the asked words' filter and the seed words')."""
    return len(word) > 2 and not word.isdigit() and word not in STOPWORDS and word not in QUESTION_WORDS


def rank_by_words(question: str, memories: Iterable[Memory], k: int) -> list[tuple[Memory, float]]:
    """Score each memory by the question words it contains, weighted by how rare they are."""
    wanted = set(words_of(question))
    if not wanted:
        return []
    docs = [(m, Counter(words_of(m.search_text()))) for m in memories]
    df = Counter(w for _, counts in docs for w in wanted if w in counts)
    n = max(len(docs), 1)
    scored = []
    for mem, counts in docs:
        score = sum(math.log(1 + n / df[w]) for w in wanted if w in counts)
        if score > 0:
            scored.append((mem, score))
    scored.sort(key=lambda x: -x[1])
    return scored[:k]
