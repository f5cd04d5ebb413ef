"""The brute-force scan of the vectors' matrix: every row's cosine score and the k best, in row slices run
side by side on the cores free for it.

A scan reads the whole matrix (100k × 384 float32: 154 MB a question) and is memory-bound: one core
streams it in ~14 ms at 100k, two side by side in ~9 ms. So from ``SPLIT_MIN_ROWS`` rows on, the rows are
cut into ``PARTS`` (the usable cores) slices at fixed bounds; each slice is scored (a matrix-vector product
on one BLAS thread: numpy lets go of the GIL) and keeps its own k best, and the slices' bests are merged.
How many run at once is chosen per call (``free``: the encoder's ``TeamPolicy.free``): on a busy machine
the caller scans every slice itself, one after the other; on a quiet one persistent pool workers (started
once, never per call) take the other slices. The bounds depend on the row count alone, so a scan computes
the same scores and the same k best whichever way it ran.

The k best are ordered by score, then id: a tie at the k-th place goes to the smaller id (the k-th score is
found with ``np.partition`` and every row scoring at least that much is kept before the final sort, so no
tied row is dropped by where a partition happened to put it).
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor

import numpy as np

from ..embed.cores import usable_cores

# Below this many rows one slice: measured on 2 cores (bench/README.md, "The scan over the free cores"),
# two slices side by side gained nothing at 20k rows (31 MB, 2.8 ms), 15% at 30k and 40% at 50k and up.
SPLIT_MIN_ROWS = 30_000
# Slice bounds fall on multiples of this many rows: OpenBLAS scores a row the same in a slice as in the whole
# matrix there (a bound elsewhere, e.g. at row 33,333, changed some scores in their last bit).
ALIGN = 64
PARTS = usable_cores()

_pool: ThreadPoolExecutor | None = None
_pool_lock = threading.Lock()


def bounds(n: int, parts: int = PARTS) -> list[tuple[int, int]]:
    """The row slices ``[a, b)`` of a scan of ``n`` rows: one below ``SPLIT_MIN_ROWS``, else ``parts`` of
    about the same size, each starting on a multiple of ``ALIGN``."""
    if n < SPLIT_MIN_ROWS or parts <= 1:
        return [(0, n)]
    cuts = [0] + [round(n * i / parts / ALIGN) * ALIGN for i in range(1, parts)] + [n]
    return [(a, b) for a, b in zip(cuts, cuts[1:], strict=False) if b > a]


def _workers() -> ThreadPoolExecutor:
    """The process's scan workers (``PARTS - 1`` threads, started on first use and kept)."""
    global _pool
    with _pool_lock:
        if _pool is None:
            _pool = ThreadPoolExecutor(max_workers=max(1, PARTS - 1), thread_name_prefix="kura-scan")
        return _pool


def _best(scores: np.ndarray, keep: np.ndarray | None, k: int) -> np.ndarray:
    """The positions of every row that may be among the k best of ``scores`` (this scan's own array: rows
    not in ``keep`` are set to -inf in it): the k best and any row tied with the k-th."""
    if keep is not None:
        scores[~keep] = -np.inf
    if len(scores) > k:
        kth = np.partition(scores, len(scores) - k)[len(scores) - k]
        pos = np.flatnonzero(scores >= kth)
    else:
        pos = np.arange(len(scores))
    return pos if keep is None else pos[keep[pos]]


class Scan:
    """One question over one snapshot's rows: ``rows`` (n, dim) unit rows, ``ids`` (n,), ``usable`` (n,)
    bool, and the rows' scope ``codes`` with the ``allowed`` codes (None: every scope)."""

    def __init__(
        self,
        rows: np.ndarray,
        ids: np.ndarray,
        usable: np.ndarray,
        codes: np.ndarray,
        allowed: np.ndarray | None,
    ) -> None:
        self.rows, self.ids, self.usable, self.codes, self.allowed = rows, ids, usable, codes, allowed

    def _slice(self, q: np.ndarray, k: int, a: int, b: int) -> tuple[np.ndarray, np.ndarray]:
        """The candidates of rows ``[a, b)``: their positions and scores."""
        scores = self.rows[a:b] @ q
        keep = self.usable[a:b]
        if self.allowed is not None:
            keep = keep & self.allowed[self.codes[a:b]]
        pos = _best(scores, None if keep.all() else keep, k)
        return pos + a, scores[pos]

    def top(
        self, q: np.ndarray, k: int, free: Callable[[], int] | None = None, parts: int = PARTS
    ) -> tuple[np.ndarray, np.ndarray]:
        """The k best rows for the unit query ``q``, best first (score, then id): positions and scores.
        ``free`` (asked only when the scan has more than one slice) says how many may run at once."""
        slices = bounds(len(self.ids), parts)
        team = min(len(slices), free()) if free is not None and len(slices) > 1 else 1
        groups = [slices[i::team] for i in range(team)]  # the caller takes the first, workers the others
        pending: list[tuple[list[tuple[int, int]], Future[list[tuple[np.ndarray, np.ndarray]]]]] = []
        for group in groups[1:]:
            try:
                pending.append((group, _workers().submit(self._group, q, k, group)))
            except RuntimeError:  # the interpreter is shutting down: no new work for threads
                groups[0] = groups[0] + group
        found = self._group(q, k, groups[0])
        for group, fut in pending:
            # Not started yet (every worker busy with another question's slice): the caller scans it.
            found += self._group(q, k, group) if fut.cancel() else fut.result()
        pos = np.concatenate([p for p, _ in found])
        scores = np.concatenate([s for _, s in found])
        order = np.lexsort((self.ids[pos], -scores))[:k]
        return pos[order], scores[order]

    def _group(self, q: np.ndarray, k: int, group: list[tuple[int, int]]) -> list[tuple[np.ndarray, np.ndarray]]:
        return [self._slice(q, k, a, b) for a, b in group]
