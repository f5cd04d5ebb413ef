"""Full-text queries: free text made into an FTS5 expression, and the rarest of its terms.

An OR over every word of a question matches a third of a 10k store, and BM25 scores each of those
rows; the question's few rarest terms (document frequencies from ``fts5vocab``) carry nearly all of
the ranking (top-10 overlap 0.96 in issue 14's measurement) at a fraction of the work. When those
match fewer rows than were asked for, the caller asks again with every term.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence

from .db import Connection

_TOKEN = re.compile(r"\w+", re.UNICODE)
_PLAIN = re.compile(r"[^\W_]+")  # one unicode61 token: letters and digits only
# Words too common to help ranking; dropping them also keeps FTS posting lists short on big stores.
# fmt: off
STOPWORDS = frozenset([
    "a", "an", "the", "and", "or", "but", "if", "of", "to", "in", "on", "at", "by", "for", "with", "from", "as",
    "is", "are", "was", "were", "be", "been", "being", "am", "do", "does", "did", "have", "has", "had", "i", "me",
    "my", "we", "our", "you", "your", "he", "him", "his", "she", "her", "it", "its", "they", "them", "their",
    "this", "that", "these", "those", "what", "which", "who", "whom", "whose", "when", "where", "why", "how",
    "there", "here", "so", "than", "too", "very", "can", "could", "would", "should", "will", "shall", "may",
    "might", "must", "not", "no", "nor", "only", "own", "same", "s", "t", "just", "don", "about", "into", "over",
    "under", "again", "further", "then", "once", "all", "any", "both", "each", "few", "more", "most", "other",
    "some", "such", "up", "down", "out", "off",
])
# fmt: on
VOCAB = "temp.fts_vocab"  # per connection: fts5vocab over the index's fts table (no change to the file)


def fts_words(text: str) -> list[str]:
    """The question's words as FTS terms: lower-cased, stopwords out (unless that leaves none), each once."""
    words = [w.lower() for w in _TOKEN.findall(text)]
    kept = [w for w in words if w not in STOPWORDS] or words
    return list(dict.fromkeys(kept))[:64]


def fts_query(text: str) -> str:
    """An FTS5 expression from free text: every word quoted (so ``"``, ``-``, ``*``, ``NEAR``, ``AND``
    are plain words, never syntax) and joined with OR; BM25 does the ranking."""
    return or_query(fts_words(text))


def or_query(words: Sequence[str], *, stems: bool = False) -> str:
    """The words quoted and joined with OR; with ``stems``, a word with an inflection (:func:`stem`)
    becomes a prefix query for its stem (``"painted"`` → ``"paint"*``, matching "painting", "paints")."""
    parts = []
    for w in words:
        s = stem(w) if stems else w
        parts.append('"' + s.replace('"', '""') + '"' + ("*" if s != w else ""))
    return " OR ".join(parts)


# Inflections stripped before a prefix query, longest first (English, and the plural -s/-es of Spanish and
# others); the stem keeps at least four letters, so short words are asked for exactly.
_SUFFIXES = ("ingly", "edly", "ings", "ing", "ied", "ies", "ed", "es", "s", "ly")
_MIN_STEM = 4


def stem(word: str) -> str:
    """The word without its inflection, when one is stripped and four letters or more remain; else the word."""
    if not word.isalpha():
        return word
    for suffix in _SUFFIXES:
        if word.endswith(suffix) and len(word) - len(suffix) >= _MIN_STEM:
            return word[: -len(suffix)]
    return word


def _folded(word: str) -> str:
    """The word as the unicode61 tokenizer (remove_diacritics 2) stores it."""
    return "".join(c for c in unicodedata.normalize("NFD", word) if not unicodedata.combining(c))


def rarest(conn: Connection, words: Sequence[str], n: int) -> list[str]:
    """The ``n`` words with the fewest documents. A plain word the index never saw is left out (it
    matches nothing); one the tokenizer splits (``a_b``, ``l'été``) counts as rare, its frequency unknown."""
    conn.execute(f"CREATE VIRTUAL TABLE IF NOT EXISTS {VOCAB} USING fts5vocab(main, 'fts', 'row')")
    ranked: list[tuple[int, int, str]] = []
    for i, word in enumerate(words):
        folded = _folded(word)
        if not _PLAIN.fullmatch(folded):
            ranked.append((0, i, word))
            continue
        row = conn.execute(f"SELECT doc FROM {VOCAB} WHERE term = ?", (folded,)).fetchone()
        if row is not None:
            ranked.append((int(row[0]), i, word))
    return [w for _, _, w in sorted(ranked)[:n]]
