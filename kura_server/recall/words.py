"""The last fallback: plain word overlap over the markdown files, no index and no model.

Always reported as ``how="words"`` with ``degraded=True``: silent degradation is worse than degradation.
"""

from __future__ import annotations

import math
import re
from collections import Counter
from collections.abc import Iterable

from ..index.index import STOPWORDS
from ..store.memory import Memory

_WORD = re.compile(r"\w+", re.UNICODE)


def _words(text: str) -> list[str]:
    return [w for w in (m.lower() for m in _WORD.findall(text)) if w not in STOPWORDS]


def rank_by_words(question: str, memories: Iterable[Memory], k: int) -> list[tuple[Memory, float]]:
    """Score each memory by the question words it contains, weighted by how rare they are."""
    wanted = set(_words(question))
    if not wanted:
        return []
    docs = [(m, Counter(_words(m.search_text()))) for m in memories]
    df = Counter(w for _, counts in docs for w in wanted if w in counts)
    n = max(len(docs), 1)
    scored = []
    for mem, counts in docs:
        score = sum(math.log(1 + n / df[w]) for w in wanted if w in counts)
        if score > 0:
            scored.append((mem, score))
    scored.sort(key=lambda x: -x[1])
    return scored[:k]
