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

import re
from collections import Counter
from collections.abc import Mapping, Sequence

from ..index.index import STOPWORDS
from .words import QUESTION_WORDS, begins_word

_WORD = re.compile(r"\w+", re.UNICODE)


def _said(text: str, skip: set[str]) -> set[str]:
    """The words of a text that could name something: lower-cased, three letters or more, no number."""
    return {
        w
        for w in _WORD.findall(text.lower())
        if len(w) > 2 and not w.isdigit() and w not in STOPWORDS and w not in QUESTION_WORDS and w not in skip
    }


def shared_ranking(question: str, ids: Sequence[int], ends: Mapping[int, str], seeds: int, most: int) -> list[int]:
    """The candidates after the first ``seeds`` of ``ids`` (fused order kept) that hold a word the first
    ``seeds`` hold and the question does not, and that at most ``most`` of those other candidates hold.
    ``ends``: the candidates' texts (their endings, :meth:`~kura_server.index.index.Index.endings`)."""
    if len(ids) <= seeds:
        return []
    asked = {w.lower() for w in _WORD.findall(question)}
    seed = set().union(*(_said(ends.get(rid, ""), asked) for rid in ids[:seeds]))
    rest = ids[seeds:]
    # each seed word looked for in the others' texts (splitting 50 texts into words costs ~1 ms)
    texts = {rid: ends.get(rid, "").lower() for rid in rest}
    holds = {rid: {w for w in seed if w in texts[rid] and begins_word(texts[rid], w, whole=True)} for rid in rest}
    held = Counter(w for words in holds.values() for w in words)
    rare = {w for w, n in held.items() if n <= most}
    return [rid for rid in rest if holds[rid] & rare] if rare else []
