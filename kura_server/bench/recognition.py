"""The map's recognition check: does a woven line still name the memory it stands for?

A line is for an agent to *recognise* a memory by, so a shorter line is only better if it keeps what
tells the memory apart from the rest of the store. Two measures, no model:

* **names**: a memory's distinctive words are the ``DISTINCT`` rarest content words of its title and
  trigger (fewest memories of the store use them; ties by position). A line *names* its memory when
  it shows at least two of them (all of them when the memory has fewer), in its text or its slug.
* **identifies**: score every memory by the summed rarity (``log(N / df)``) of the words it shares
  with the line; the line *identifies* its memory when that memory scores highest (ties count as a
  miss). Sampled (``sample`` lines) so a 10,000-memory store stays quick.
"""

from __future__ import annotations

import math
import random
from collections import Counter, defaultdict
from collections.abc import Sequence

from ..store.memory import Memory
from ..weave.quality import words

DISTINCT = 3


def _line_words(line: str) -> set[str]:
    return set(words(line.replace("-", " ").replace(".md)", ")")))


class Recognition:
    """The store's word statistics, built once; :meth:`check` scores any set of lines against them."""

    def __init__(self, memories: Sequence[Memory]) -> None:
        self.memories = list(memories)
        self.bags = [set(words(f"{m.title} {m.trigger}")) | set(m.slug.split("-")) for m in self.memories]
        self.df: Counter[str] = Counter(w for bag in self.bags for w in bag)
        self.n = max(len(self.memories), 1)
        self.postings: dict[str, list[int]] = defaultdict(list)
        for i, bag in enumerate(self.bags):
            for w in bag:
                self.postings[w].append(i)
        self.distinct = [self._distinct(m) for m in self.memories]

    def _distinct(self, mem: Memory) -> list[str]:
        seen: dict[str, int] = {}
        for pos, w in enumerate(words(f"{mem.title} {mem.trigger}")):
            seen.setdefault(w, pos)
        return sorted(seen, key=lambda w: (self.df[w], seen[w]))[:DISTINCT]

    def check(self, lines: Sequence[str], sample: int = 1000, seed: int = 5) -> dict[str, float]:
        """``lines[i]`` is memory ``i``'s line: the share that names, and the share that identifies, it."""
        named = 0
        for i, line in enumerate(lines):
            shown = _line_words(line)
            want = self.distinct[i]
            named += sum(w in shown for w in want) >= min(2, len(want))
        picks = list(range(len(lines)))
        if len(picks) > sample:
            picks = sorted(random.Random(seed).sample(picks, sample))
        found = sum(self._identifies(i, _line_words(lines[i])) for i in picks)
        return {"names": round(named / max(len(lines), 1), 4), "identifies": round(found / max(len(picks), 1), 4)}

    def _identifies(self, i: int, shown: set[str]) -> bool:
        score: dict[int, float] = defaultdict(float)
        for w in shown:
            if w in self.df:
                weight = math.log(self.n / self.df[w])
                for j in self.postings[w]:
                    score[j] += weight
        mine = score.get(i, 0.0)
        return mine > 0 and all(s < mine for j, s in score.items() if j != i)
