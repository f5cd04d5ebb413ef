"""Shared rare words: the candidates that say a rare word the top hits say (entity co-occurrence).

A question about one event ranks a few of its memories first; the others often share none of the
question's words, but they name what the first ones name — the place, the pet's name, the book's
title. A vote for the candidates holding such a word lets them in: a second hop without a second query.

The seed words are the words of the top ``seeds`` candidates that the question does not say (less
stopwords, the words that ask, numbers and words under three letters). A seed word is rare when at
most ``most`` of the other top candidates hold it: a word most of them hold is the topic that ranked
them all (as :func:`~kura_server.recall.boost.prefer_coverage` weighs the question's words), a word
two of them share with the top hits names the same thing. Rarity among the candidates, not in the
store: it needs no read of the index beyond the texts the other cues read, and on LoCoMo it did as
well as the store's document counts (``bench/README.md``, fifth round).
"""

from __future__ import annotations

import bisect
import itertools
from collections.abc import Mapping, Sequence

from .words import WORD, names_something, word_at


def _said(text: str, skip: set[str]) -> set[str]:
    """The words of a text that could name something: lower-cased, three letters or more, no number."""
    return {w for w in WORD.findall(text.lower()) if names_something(w) and w not in skip}


def shared_ranking(
    question: str, ids: Sequence[int], ends: Mapping[int, str], seeds: int, most: int, full: int
) -> list[int]:
    """The candidates after the first ``seeds`` of ``ids`` (fused order kept) that hold a word the first
    ``seeds`` hold and the question does not, and that at most ``most`` of those other candidates hold —
    ``most`` out of a ``full`` list's, fewer in proportion when fewer are there: in a store smaller than
    the candidates asked for every memory is one, no word is rare among so few, and nothing is voted.
    ``ends``: the candidates' texts (their endings, :meth:`~kura_server.index.index.Index.endings`)."""
    limit = most * (len(ids) - seeds) // max(1, full - seeds)
    if limit < 1:
        return []
    asked = {w.lower() for w in WORD.findall(question)}
    seed = set().union(*(_said(ends.get(rid, ""), asked) for rid in ids[:seeds]))
    rest = ids[seeds:]
    texts = [ends.get(rid, "").lower() for rid in rest]
    joined = "\n".join(texts)  # one text to search, each candidate's at its offset
    starts = list(itertools.accumulate((len(t) + 1 for t in texts[:-1]), initial=0))
    voted: set[int] = set()
    for word in seed:
        holders = _holders(joined, word, starts, limit + 1)
        if len(holders) <= limit:
            voted |= holders
    return [rid for i, rid in enumerate(rest) if i in voted]


def _holders(text: str, word: str, starts: Sequence[int], enough: int) -> set[int]:
    """The candidates (by the ``starts`` of their texts in ``text``) holding ``word`` as a whole word, up to
    ``enough`` of them: a substring search of one joined text (splitting 50 texts into words, or searching
    each, costs ~1 ms), stopping once ``enough`` hold it."""
    found: set[int] = set()
    at = text.find(word)
    while at >= 0 and len(found) < enough:
        if word_at(text, at, len(word)):
            found.add(bisect.bisect_right(starts, at) - 1)
        at = text.find(word, at + len(word))
    return found
