"""Hybrid retrieval: dense (KNN) + sparse (the embedder's term weights, when asked for) + FTS5 BM25.

Split in two steps so a question is encoded once however many retrievers use it (the benchmarks
score each retriever alone from the same encoding): :func:`encode` then :func:`rank`. Recall runs
both through :func:`retrieve`, which searches the full text while a side thread encodes the question
when a second core is free. Encodings are kept in a small process-wide LRU keyed by the embedder's id
and the text (agents repeat questions).

The dense retriever is asked the question less the names most of the store holds
(:func:`dense_question`): in a store about a person, or two, their names are in a quarter of the
memories or more, so a question's "Melanie" pulls its vector toward every memory alike and away from
what it asks about; full-text search and the speaker cue (``boost.py``) still read the names.
"""

from __future__ import annotations

import re
import threading
import time
from collections import OrderedDict
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from functools import cache
from typing import TypeVar, cast

import numpy as np

from .. import waits
from ..embed.base import Embedder, SparseVec
from ..embed.cores import TeamPolicy, usable_cores
from ..embed.turns import EncoderTurns
from ..index.fts import names_in
from ..index.index import Index
from .words import WORD, names_something

PATHS = ("dense", "sparse", "fts")
NAMES_COUNTED = 16  # the names of a question counted in the index, at most (one capped FTS count each)
# A question longer than this is long work to encode (~0.1 ms a character here: a 4,000-character one ~0.4 s), not
# a lone recall's few milliseconds: where waiting is forbidden (the event loop, ``waits.py``) it is refused too.
LOOP_QUESTION_CHARS = 200
T = TypeVar("T")


def paths(sparse: bool) -> tuple[str, ...]:
    """The retrievers recall runs: the sparse one only when ``[recall] sparse_query`` asks for it."""
    return PATHS if sparse else ("dense", "fts")


@dataclass
class Encoded:
    question: str
    dense: np.ndarray | None
    sparse: SparseVec | None
    free: Callable[[], int] | None = None  # the cores free for the dense scan now (the embedder's policy)


def _ms(start: float) -> float:
    return round((time.perf_counter() - start) * 1000, 3)


class QueryCache:
    """The last ``size`` encodings, least recently used out first (thread-safe; arrays read-only)."""

    def __init__(self) -> None:
        self._items: OrderedDict[tuple[str, str, str], object] = OrderedDict()
        self._lock = threading.Lock()

    def get(self, key: tuple[str, str, str], size: int, make: Callable[[], T]) -> T:
        if size <= 0:
            return make()
        with self._lock:
            if key in self._items:
                self._items.move_to_end(key)
                return cast(T, self._items[key])  # stored by make() for this kind of key
        value = make()  # outside the lock: encoding takes milliseconds
        with self._lock:
            self._items[key] = value
            while len(self._items) > size:
                self._items.popitem(last=False)
        return value

    def clear(self) -> None:
        with self._lock:
            self._items.clear()


CACHE = QueryCache()


@cache
def _machine() -> TeamPolicy:
    """The load policy for scans under an embedder that has none of its own (one per process)."""
    return TeamPolicy(usable_cores())


def _frozen(a: np.ndarray) -> np.ndarray:
    a.setflags(write=False)
    return a


def dense_question(index: Index, question: str, share: float) -> str:
    """``question`` less the names (:func:`~kura_server.index.fts.names_in`, its first ``NAMES_COUNTED``,
    with their ``'s``) that more than ``share`` of the store's memories hold (:meth:`Index.commonplace`);
    the question itself when it names none of them, when ``share`` is 0, or when nothing but names and
    words that ask would be left."""
    names = index.commonplace(names_in(question)[:NAMES_COUNTED], share) if share > 0 else set()
    if not names:
        return question
    pattern = r"\b(?:" + "|".join(re.escape(n) for n in sorted(names, key=len, reverse=True)) + r")(?:['’]s)?\b"
    rest = re.sub(r"\s+", " ", re.sub(pattern, "", question)).strip()
    return rest if any(names_something(w.lower()) for w in WORD.findall(rest)) else question


def encode(
    embedder: Embedder,
    question: str,
    paths: Sequence[str],
    timings: dict[str, float],
    *,
    cache: int = 0,
    dense_text: str | None = None,
) -> Encoded:
    """The question's encodings for ``paths``; ``cache``: how many encodings the process-wide LRU keeps;
    ``dense_text``: what the dense retriever is asked instead of the question (:func:`dense_question`)."""
    dense = sparse = None
    if "dense" in paths:
        t = time.perf_counter()
        text = dense_text or question
        dense = CACHE.get((embedder.id, "dense", text), cache, lambda: _frozen(embedder.query([text])[0]))
        timings["embed_query"] = _ms(t)
    if "sparse" in paths and embedder.has_sparse:
        t = time.perf_counter()
        sparse = CACHE.get(
            (embedder.id, "sparse", question), cache, lambda: embedder.sparse([question], is_query=True)[0]
        )
        timings["embed_sparse"] = _ms(t)
    return Encoded(question, dense, sparse, _policy(embedder).free)


def _policy(embedder: Embedder) -> TeamPolicy:
    """Who says how many cores are free now: the model's own policy (it knows its threads, spinning or in
    flight), else the process's (:func:`_machine`)."""
    policy = getattr(embedder, "policy", None)
    if not isinstance(policy, TeamPolicy) or policy.cores == 1:  # none, or an engine that cannot be given cores
        policy = _machine()
    return policy


def rank(
    index: Index,
    enc: Encoded,
    scopes: Sequence[str] | None,
    candidates: int,
    timings: dict[str, float],
    *,
    fts: list[int] | None = None,
) -> dict[str, list[int]]:
    """Each available retriever's ranked ids (best first); ``fts``: the full-text list, when it was
    searched already (:func:`retrieve`)."""
    rankings: dict[str, list[int]] = {}
    if enc.dense is not None:
        t = time.perf_counter()
        rankings["dense"] = [rid for rid, _ in index.search_dense(enc.dense, candidates, scopes, enc.free)]
        timings["dense"] = _ms(t)
    if enc.sparse is not None:
        t = time.perf_counter()
        rankings["sparse"] = [rid for rid, _ in index.search_sparse(enc.sparse, candidates, scopes)]
        timings["sparse"] = _ms(t)
    if fts is None:
        fts = search_fts(index, enc.question, scopes, candidates, timings)
    rankings["fts"] = fts
    return rankings


def search_fts(
    index: Index, question: str, scopes: Sequence[str] | None, candidates: int, timings: dict[str, float]
) -> list[int]:
    """The full-text retriever's ranked ids."""
    t = time.perf_counter()
    found = [rid for rid, _ in index.search_fts(question, candidates, scopes)]
    timings["fts"] = _ms(t)
    return found


@cache
def beside() -> ThreadPoolExecutor:
    """The process's threads that encode a question while its recall's thread searches the full text
    (one per usable core, each started on first use)."""
    return ThreadPoolExecutor(max_workers=usable_cores(), thread_name_prefix="kura-question")


def retrieve(
    index: Index,
    embedder: Embedder,
    question: str,
    paths: Sequence[str],
    scopes: Sequence[str] | None,
    candidates: int,
    timings: dict[str, float],
    *,
    cache: int = 0,
    dense_text: str | None = None,
) -> dict[str, list[int]]:
    """:func:`encode` then :func:`rank`, the full-text search run while the question is encoded: the
    encoder and SQLite's search both let go of the GIL, so on a second core the two overlap. Only when
    the load policy says a second core is free now (``TeamPolicy.free``, as the dense scan asks): on a
    busy machine a second thread gains nothing and makes the two take turns at the GIL, so the recall
    encodes, then searches, on its own thread. The encoding goes to a side thread (:func:`beside`); if
    none has taken it by the time the search is done (every side thread busy with other recalls'
    questions), it is taken back and run here — a recall never waits for a side thread to come free."""
    turns = getattr(embedder, "turns", None)
    if isinstance(turns, EncoderTurns) and turns.busy():
        waits.check("the encoder")  # another call's encoding (a write's, a rebuild's) holds it now
    if len(question) > LOOP_QUESTION_CHARS:
        waits.check(f"a long question's encoding ({len(question)} characters)")
    if _policy(embedder).free() < 2:
        enc = encode(embedder, question, paths, timings, cache=cache, dense_text=dense_text)
        return rank(index, enc, scopes, candidates, timings)
    side: dict[str, float] = {}

    def encoded() -> Encoded:
        return encode(embedder, question, paths, side, cache=cache, dense_text=dense_text)

    job = beside().submit(encoded)
    fts = search_fts(index, question, scopes, candidates, timings)
    enc = encoded() if job.cancel() else job.result()  # cancelled: not started, no side thread came free
    timings.update(side)
    return rank(index, enc, scopes, candidates, timings, fts=fts)
