"""Full-text queries: free text made into an FTS5 expression, and the rarest of its terms.

An OR over every word of a question matches a third of a 10k store, and BM25 scores each of those
rows; the question's few rarest terms carry nearly all of the ranking (top-10 overlap 0.96 in issue
14's measurement) at a fraction of the work. When those match fewer rows than were asked for, the
caller widens the query with the next rarest terms.

On a big store even the rarest five can match most of it: BM25 costs ~3 µs a matching row, and a
question of five common words matched all of a 100k store (300 ms). So the terms are also held to a
**posting budget** (:func:`within`): rarest first, a term joins while the documents the chosen terms
match (their counts summed; a stem's prefix counts every word it matches) stay within a budget; the
rarest always joins. Counts stop at a cap (:class:`Counts`), and a term at the cap is left out: it
matches so much of the store that its inverse document frequency is small (none past half the store:
FTS5 clamps it to ~0), it reorders little, and the dense retriever answers for it.

Chinese, Japanese and Korean are written without spaces between words, and FTS5's ``unicode61``
tokenizer makes a whole run of such characters one token — a clause no question repeats, so full-text
search found nothing in them. Such runs are indexed and asked for as their overlapping pairs of
characters (:func:`cjk_pairs`: 归档在慢盘 → 归档 档在 在慢 慢盘), the way search engines read these
scripts without a dictionary: a question sharing a two-character word with a memory shares a term.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from collections.abc import Set as AbstractSet
from dataclasses import dataclass

from ..cjk import CJK_RUN, holds_cjk
from .db import Connection

_TOKEN = re.compile(r"\w+", re.UNICODE)
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
# Words that ask rather than say (English): kept out of names, of recall's asked words and seed
# words (``recall/boost.py``, ``recall/shared.py``).
_ASKING = """what when where which who whom whose why how did does do is are was were will would could should
can has have had i you he she it we they me him her them my your his its our their this that these those in on
at for with from by as about into after before during since until ever"""
QUESTION_WORDS = frozenset(_ASKING.split())
_NAME = re.compile(r"\b[A-Z][\w'’-]*\w")


def names_in(question: str) -> list[str]:
    """Capitalised words of a question that are not question words: the people (or places) it names."""
    out = []
    for m in _NAME.finditer(question):
        word = m.group(0).removesuffix("'s").removesuffix("’s")
        if word.lower() not in QUESTION_WORDS and word.lower() not in STOPWORDS and word not in out:
            out.append(word)
    return out


def cjk_pairs(text: str) -> str:
    """``text`` with each run of CJK characters written as its overlapping pairs, space-separated (a lone
    character as itself): the form the index holds and questions ask in (see the module docstring).
    Text without such characters comes back as it is."""
    if not holds_cjk(text):
        return text
    return CJK_RUN.sub(lambda m: f" {' '.join(_pairs(m.group()))} ", text)


def _pairs(run: str) -> list[str]:
    return [run] if len(run) < 2 else [run[i : i + 2] for i in range(len(run) - 1)]


def fts_words(text: str) -> list[str]:
    """The question's words as FTS terms: lower-cased, CJK runs as their pairs (:func:`cjk_pairs`),
    stopwords out (unless that leaves none), each once."""
    words = [w.lower() for w in _TOKEN.findall(cjk_pairs(text))]
    kept = [w for w in words if w not in STOPWORDS] or words
    return list(dict.fromkeys(kept))[:64]


def fts_query(text: str) -> str:
    """An FTS5 expression from free text: every word quoted (so ``"``, ``-``, ``*``, ``NEAR``, ``AND``
    are plain words, never syntax) and joined with OR; BM25 does the ranking."""
    return or_query(fts_words(text))


def or_query(words: Sequence[str], *, stems: bool = False, names: AbstractSet[str] = frozenset()) -> str:
    """The words quoted and joined with OR; with ``stems``, a word with an inflection (:func:`stem`)
    becomes a prefix query for its stem (``"painted"`` → ``"paint"*``, matching "painting", "paints"),
    but for the ``names`` the question says (:func:`names_in`, lower-cased), asked for as they are:
    ``Charles`` is no plural of a ``charl``, and ``"charl"*`` would find *Charlotte*."""
    parts = []
    for w in words:
        s = stem(w) if stems and w not in names else w
        parts.append('"' + s.replace('"', '""') + '"' + ("*" if s != w else ""))
    return " OR ".join(parts)


# Inflections stripped before a prefix query, longest first (English, and the plural -s/-es of Spanish and
# others); the stem keeps at least four letters, so short words are asked for exactly.
_SUFFIXES = ("ingly", "edly", "ings", "ing", "ied", "ies", "ed", "es", "s", "ly")
_MIN_STEM = 4
_VOWELS = frozenset("aeiouy")


def stem(word: str) -> str:
    """The word without its inflection, when one is stripped and four letters or more remain; else the word
    less a silent final ``e`` after a consonant (``dance`` → ``danc``, as ``dancing`` and ``dances`` become:
    the ``e`` an inflection drops, so the question's ``dance`` finds ``dancing``, ``promote`` finds
    ``promotion``), four letters or more kept; else the word."""
    if not word.isalpha():
        return word
    for suffix in _SUFFIXES:
        if word.endswith(suffix) and len(word) - len(suffix) >= _MIN_STEM:
            return word[: -len(suffix)]
    if word.endswith("e") and len(word) - 1 >= _MIN_STEM and word[-2] not in _VOWELS:
        return word[:-1]
    return word


@dataclass(frozen=True)
class Term:
    word: str
    docs: int  # documents holding the word itself, counted up to the cap
    cost: int  # documents its query matches (with a stem, every word of the prefix), counted up to the cap


class Counts:
    """Documents per FTS expression, counted up to a cap. Counting stops at the cap: a word in 90k of 100k
    documents costs 2 ms to count that far and 66 ms to count whole (``fts5vocab`` counts whole: 30 ms).
    Counts choose terms, they never decide what matches, so a count read against a slightly newer file
    than its token is only a little stale.

    **Across writes.** Every write transaction renews the index's token (:mod:`.vectors`). The index tells
    its counts what its own writes changed (:meth:`moved`: the token before and after, the memories whose
    text changed); a count stays while those changes could have moved it by at most a ``1 / drift`` share
    (6 %) and it is ``keep`` documents or more. A smaller count is counted again after any write: it is
    cheap to count (its postings are few) and one write can change it by a large share — a word no memory
    held (count 0, left out of the query) is in the memory just written. A large count is the costly one to
    count again: an agent that writes between its recalls paid for it on every recall (``bench/README.md``).
    A token this process did not write (another process's write, a rebuild) drops every count."""

    def __init__(self, limit: int = 16_384, keep: int = 256, drift: int = 16) -> None:  # ~100 bytes an entry
        self.limit = limit
        self.keep = keep
        self.drift = drift
        # The token the counts are in step with, and the memories this process's writes changed since the
        # counts were started (one tuple: a reader on another thread never sees one without the other).
        self._state: tuple[str, int] = ("", 0)
        self._counts: dict[tuple[str, int], tuple[int, int]] = {}  # (expr, cap) -> (count, changes when counted)

    def moved(self, before: str, after: str, changed: int | None) -> None:
        """This process's write made the index ``after`` from ``before``, changing ``changed`` memories'
        text (``None``: all of it, a reset). A chain broken before it (by another process) stays broken."""
        at, changes = self._state
        if at == before and changed is not None:
            self._state = (after, changes + changed)

    def get(self, conn: Connection, token: str, expr: str, cap: int) -> int:
        at, changes = self._state
        if at != token or len(self._counts) >= self.limit:
            self._state, self._counts = (token, changes), {}
        counts = self._counts
        kept = counts.get((expr, cap))
        if kept is not None:
            n, counted = kept
            moved = changes - counted
            if moved == 0 or (n >= self.keep and moved * self.drift <= n):
                return n
        n = int(conn.execute(_COUNT, (expr, cap)).fetchone()[0])
        counts[(expr, cap)] = (n, changes)
        return n


_COUNT = "SELECT count(*) FROM (SELECT 1 FROM fts WHERE fts MATCH ? LIMIT ?)"


def frequencies(
    conn: Connection,
    words: Sequence[str],
    cap: int = 1 << 30,
    *,
    stems: bool = False,
    names: AbstractSet[str] = frozenset(),
    counts: Counts | None = None,
    token: str = "",
) -> list[Term]:
    """The words the index holds with their document counts (up to ``cap``), fewest first (ties in the
    question's order); a word whose query matches no document is left out. With ``stems``, a word
    asked for as its stem's prefix costs the documents that prefix matches, and one only its prefix
    finds ("painted" in no document, "painting" in some) ranks by those; ``names``: words asked for as
    they are (:func:`or_query`). ``counts``: a cache of counts, valid at ``token``."""
    cache = counts or Counts()
    ranked: list[tuple[int, int, Term]] = []
    for i, word in enumerate(words):
        exact = or_query([word])
        docs = cache.get(conn, token, exact, cap)
        asked = or_query([word], stems=stems, names=names)
        cost = docs if asked == exact else cache.get(conn, token, asked, cap)
        if cost:
            ranked.append((docs or cost, i, Term(word, docs, cost)))
    return [t for _, _, t in sorted(ranked, key=lambda r: r[:2])]


def within(terms: Sequence[Term], n: int, budget: int, base: Sequence[str] = (), fill: int = 0) -> list[str]:
    """``base`` and then the rarest of ``terms`` not in it, up to ``n`` words, each joining while the
    summed cost stays within ``budget`` — or while the chosen ones match fewer than ``fill`` documents
    (they cannot fill the rows asked for: a query that would come back short is not run first); with
    no ``base``, the first term always (see the module docstring)."""
    chosen = list(base)
    spent = sum(t.cost for t in terms if t.word in chosen)
    for t in terms:
        if len(chosen) >= n:
            break
        if t.word in chosen or (chosen and spent + t.cost > budget and spent >= fill):
            continue
        chosen.append(t.word)
        spent += t.cost
    return chosen
