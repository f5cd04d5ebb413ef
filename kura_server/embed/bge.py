"""BAAI/bge-m3 through FlagEmbedding: the optional production embedder (``pip install 'kura-memory[bge]'``;
in a checkout ``pip install -e '.[bge]'``).

Loaded only from a local folder, never a hub id: the folder is checked first, and the hub is switched
off before FlagEmbedding is imported. bge-m3 is symmetric (no query/passage prefixes), gives dense
vectors (CLS, hidden size) and sparse lexical weights (token id -> weight).
"""

from __future__ import annotations

import threading
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import numpy as np

from kura_server.embed.base import SparseVec
from kura_server.errors import KuraError
from kura_server.settings import prepare_process_env

INSTALL_HINT = "pip install 'kura-memory[bge]' (in a checkout of kura: pip install -e '.[bge]')"

# (what to report, any of these files satisfies it)
_REQUIRED: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("config.json", ("config.json",)),
    ("tokenizer.json or sentencepiece.bpe.model", ("tokenizer.json", "sentencepiece.bpe.model")),
    ("tokenizer_config.json", ("tokenizer_config.json",)),
    ("model.safetensors or pytorch_model.bin", ("model.safetensors", "pytorch_model.bin")),
    # Without these two FlagEmbedding logs at INFO and silently uses random heads.
    ("colbert_linear.pt", ("colbert_linear.pt",)),
    ("sparse_linear.pt", ("sparse_linear.pt",)),
)


def _unavailable(message: str, detail: Any = None) -> KuraError:
    return KuraError("embedder_unavailable", message, status=503, detail=detail)


def check_bge_folder(path: Path) -> None:
    """Raise ``embedder_unavailable`` naming exactly what a local bge-m3 folder lacks."""
    path = Path(path).expanduser()
    if not path.is_dir():
        raise _unavailable(
            f"bge-m3 folder {str(path)!r} does not exist or is not a folder: kura loads bge-m3 only from "
            "a local folder (a download of BAAI/bge-m3), never from a hub id",
            detail={"path": str(path), "missing": ["folder"]},
        )
    missing = [label for label, names in _REQUIRED if not any((path / n).is_file() for n in names)]
    if missing:
        raise _unavailable(
            f"bge-m3 folder {str(path)!r} is missing: {', '.join(missing)}",
            detail={"path": str(path), "missing": missing},
        )


def _to_sparse(weights: Mapping[str, float]) -> SparseVec:
    ids = np.fromiter((int(k) for k in weights), dtype=np.int64, count=len(weights))
    vals = np.fromiter((float(v) for v in weights.values()), dtype=np.float32, count=len(weights))
    order = np.argsort(ids, kind="stable")
    ids, vals = ids[order], vals[order]
    ids.setflags(write=False)  # frozen like SparseVec itself (the last result is kept and reused)
    vals.setflags(write=False)
    return SparseVec(ids=ids, weights=vals)


class BgeM3Embedder:
    """The :class:`~kura_server.embed.base.Embedder` for bge-m3 (dense + sparse, symmetric)."""

    has_sparse: bool = True

    def __init__(self, path: Path, *, batch_size: int = 16, max_length: int = 512) -> None:
        path = Path(path).expanduser().resolve()
        check_bge_folder(path)
        prepare_process_env("bge-m3")  # offline hub libraries, before their first import
        try:
            from FlagEmbedding import BGEM3FlagModel  # 4.5-9 s, ~500 MB: only when configured
        except ImportError as exc:
            raise _unavailable(
                f"bge-m3 needs the optional bge extra: {INSTALL_HINT} ({type(exc).__name__}: {exc})"
            ) from exc

        import torch  # already loaded by FlagEmbedding

        device = "cuda:0" if torch.cuda.is_available() else "cpu"
        try:
            model = BGEM3FlagModel(
                str(path),
                use_fp16=device != "cpu",
                devices=device,  # one device: no multi-process pool
                batch_size=batch_size,
                query_max_length=max_length,
                passage_max_length=max_length,
            )
        except Exception as exc:  # a corrupt or foreign folder: say so instead of a traceback
            raise _unavailable(
                f"could not load bge-m3 from {str(path)!r}: {type(exc).__name__}: {exc}", {"path": str(path)}
            ) from exc
        # transformers advises once against tokenizer.pad(), which FlagEmbedding uses by design.
        model.tokenizer.deprecation_warnings["Asking-to-pad-a-fast-tokenizer"] = True

        self._model = model
        self._batch_size = max(1, int(batch_size))
        self._max_length = int(max_length)
        self._lock = threading.Lock()  # FlagEmbedding moves/casts the model on every call
        self._last: tuple[tuple[str, ...], np.ndarray, list[SparseVec]] | None = None
        self.path = path
        self.id = "bge-m3:" + path.name
        self.dim = int(model.model.config.hidden_size)

    def _encode(self, texts: list[str]) -> tuple[np.ndarray, list[SparseVec]]:
        """Dense (n, dim) and sparse vectors from one pass over the texts, in input order.

        The head for the other kind is nearly free, so one forward pass computes both, and the last
        result is kept: the usual dense-then-sparse pair of calls on the same texts encodes once.
        """
        key = tuple(texts)
        with self._lock:
            if self._last is not None and self._last[0] == key:
                return self._last[1], self._last[2]
            dense: list[np.ndarray] = []
            sparse: list[SparseVec] = []
            for start in range(0, len(texts), self._batch_size):
                chunk = list(texts[start : start + self._batch_size])
                out = self._model.encode(
                    chunk,
                    # One internal batch per chunk; a batch_size above len(chunk) also keeps
                    # FlagEmbedding's tqdm bars off (they show when len(texts) >= batch_size).
                    batch_size=len(chunk) + 1,
                    max_length=self._max_length,
                    return_dense=True,
                    return_sparse=True,
                    return_colbert_vecs=False,
                )
                dense.append(np.asarray(out["dense_vecs"], dtype=np.float32).reshape(len(chunk), self.dim))
                sparse.extend(_to_sparse(w) for w in out["lexical_weights"])
            vecs = np.concatenate(dense, axis=0)
            vecs /= np.maximum(np.linalg.norm(vecs, axis=1, keepdims=True), 1e-12)
            self._last = (key, vecs, sparse)
            return vecs, sparse

    def query(self, texts: list[str]) -> np.ndarray:
        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32)
        return self._encode(texts)[0].copy()  # the memo keeps its own

    def passage(self, texts: list[str]) -> np.ndarray:
        return self.query(texts)  # symmetric model: same encoding

    def sparse(self, texts: list[str], *, is_query: bool) -> list[SparseVec]:
        del is_query  # symmetric model
        if not texts:
            return []
        return list(self._encode(texts)[1])
