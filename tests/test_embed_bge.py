"""The real FlagEmbedding code path of the bge-m3 embedder, offline, on a tiny random model folder.

The folder (tests/bge_tiny.py) has bge-m3's layout with a 2-layer, 32-wide XLM-RoBERTa: the vectors
mean nothing, but loading, tokenising, pooling, the sparse head and our conversions all run for real.
The folder checks that need no FlagEmbedding are in test_embed_bge_folder.py.
"""

from __future__ import annotations

import importlib.util
import shutil
from pathlib import Path

import numpy as np
import pytest
from bge_tiny import HIDDEN_SIZE, build_tiny_bge_m3

from kura_server.embed.base import Embedder
from kura_server.embed.bge import BgeM3Embedder, check_bge_folder
from kura_server.errors import KuraError

# Skipped by whether the extra is installed, not by importing it: FlagEmbedding brings torch and transformers (seconds),
# which every pytest run that only collects this file (``-m slow``, ``-m browser``, ``-k …``) would pay. The tests that
# run load it through ``BgeM3Embedder`` and fail loudly if it is installed but broken.
pytestmark = [
    pytest.mark.bge,
    pytest.mark.skipif(
        importlib.util.find_spec("FlagEmbedding") is None,
        reason="FlagEmbedding is not installed: install the optional extra with pip install -e '.[bge]'",
    ),
]

TEXTS = [
    "The user prefers tea in the morning.",
    "Meeting in Berlin on friday about the memory project",
    "café 東京 記憶 поиск",
    "sqlite index search",
    "a",
]


@pytest.fixture(scope="session")
def tiny_bge_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return build_tiny_bge_m3(tmp_path_factory.mktemp("models") / "bge-m3-tiny")


@pytest.fixture(scope="module")
def emb(tiny_bge_dir: Path) -> BgeM3Embedder:
    return BgeM3Embedder(tiny_bge_dir)


def test_generated_folder_passes_the_check(tiny_bge_dir: Path) -> None:
    check_bge_folder(tiny_bge_dir)


def test_protocol_and_identity(emb: BgeM3Embedder, tiny_bge_dir: Path) -> None:
    assert isinstance(emb, Embedder)
    assert emb.id == "bge-m3:bge-m3-tiny" == "bge-m3:" + tiny_bge_dir.name
    assert emb.dim == HIDDEN_SIZE
    assert emb.has_sparse is True


def test_dense_shape_dtype_and_norm(emb: BgeM3Embedder) -> None:
    for vecs in (emb.query(TEXTS), emb.passage(TEXTS)):
        assert vecs.shape == (len(TEXTS), emb.dim)
        assert vecs.dtype == np.float32
        np.testing.assert_allclose(np.linalg.norm(vecs, axis=1), 1.0, atol=1e-5)
    assert emb.query([]).shape == (0, emb.dim)


def test_dense_is_deterministic_symmetric_and_distinct(emb: BgeM3Embedder) -> None:
    a = emb.query(TEXTS)
    np.testing.assert_array_equal(a, emb.query(TEXTS))
    np.testing.assert_allclose(a, emb.passage(TEXTS), atol=1e-6)  # no query/passage prefixes
    sims = a @ a.T
    off_diagonal = sims[~np.eye(len(TEXTS), dtype=bool)]
    assert np.all(off_diagonal < 0.99)  # different texts, different vectors


def test_batching_does_not_change_vectors(emb: BgeM3Embedder, tiny_bge_dir: Path) -> None:
    small = BgeM3Embedder(tiny_bge_dir, batch_size=2)  # 5 texts -> 3 batches, differently padded
    np.testing.assert_allclose(small.passage(TEXTS), emb.passage(TEXTS), atol=1e-5)
    one_by_one = np.concatenate([emb.passage([t]) for t in TEXTS])
    np.testing.assert_allclose(one_by_one, emb.passage(TEXTS), atol=1e-5)


def test_sparse_vectors(emb: BgeM3Embedder, tiny_bge_dir: Path) -> None:
    from transformers import AutoTokenizer

    tok = AutoTokenizer.from_pretrained(str(tiny_bge_dir))
    special = set(tok.all_special_ids)
    vecs = emb.sparse(TEXTS, is_query=False)
    assert len(vecs) == len(TEXTS)
    for text, v in zip(TEXTS, vecs, strict=True):
        assert v.ids.dtype == np.int64
        assert v.weights.dtype == np.float32
        assert len(v.ids) == len(v.weights) > 0
        assert len(np.unique(v.ids)) == len(v.ids)
        assert np.all((v.ids >= 0) & (v.ids < len(tok)))
        assert np.all(v.weights > 0)
        token_ids = set(tok(text)["input_ids"])
        assert set(v.ids.tolist()) <= token_ids - special  # weights sit on the text's own tokens
    assert emb.sparse([], is_query=True) == []


def test_sparse_is_symmetric_and_uses_the_saved_head(emb: BgeM3Embedder, tiny_bge_dir: Path) -> None:
    q = emb.sparse(TEXTS, is_query=True)
    p = emb.sparse(TEXTS, is_query=False)
    # A second instance: FlagEmbedding would draw a fresh random head if it had not loaded the file.
    other = BgeM3Embedder(tiny_bge_dir).sparse(TEXTS, is_query=False)
    for a, b, c in zip(q, p, other, strict=True):
        np.testing.assert_array_equal(a.ids, b.ids)
        np.testing.assert_array_equal(a.ids, c.ids)
        np.testing.assert_allclose(a.weights, b.weights, atol=1e-6)
        np.testing.assert_allclose(a.weights, c.weights, atol=1e-6)


def test_dense_and_sparse_of_the_same_texts_encode_once(tiny_bge_dir: Path) -> None:
    emb = BgeM3Embedder(tiny_bge_dir)
    calls: list[int] = []
    real_encode = emb._model.encode

    def counting_encode(*args: object, **kwargs: object) -> object:
        calls.append(1)
        return real_encode(*args, **kwargs)

    emb._model.encode = counting_encode  # type: ignore[method-assign]
    dense = emb.query(TEXTS)
    sparse = emb.sparse(TEXTS, is_query=True)
    assert len(calls) == 1  # the sparse call reused the dense call's pass
    dense[:] = 0.0  # the caller's copy is its own
    np.testing.assert_allclose(np.linalg.norm(emb.passage(TEXTS), axis=1), 1.0, atol=1e-5)
    with pytest.raises(ValueError):
        sparse[0].weights[0] = 0.0  # shared arrays are read-only
    emb.query(TEXTS[:2])
    assert len(calls) == 2  # other texts: a new pass


def test_real_folder_missing_a_head_is_refused(tiny_bge_dir: Path, tmp_path: Path) -> None:
    broken = tmp_path / "bge-m3-no-head"
    shutil.copytree(tiny_bge_dir, broken)
    (broken / "colbert_linear.pt").unlink()
    with pytest.raises(KuraError) as info:
        BgeM3Embedder(broken)
    assert info.value.code == "embedder_unavailable"
    assert "colbert_linear.pt" in info.value.message


def test_corrupt_weights_become_embedder_unavailable(tiny_bge_dir: Path, tmp_path: Path) -> None:
    broken = tmp_path / "bge-m3-corrupt"
    shutil.copytree(tiny_bge_dir, broken)
    (broken / "model.safetensors").write_bytes(b"not a safetensors file")
    with pytest.raises(KuraError) as info:
        BgeM3Embedder(broken)
    assert info.value.code == "embedder_unavailable"
    assert "could not load bge-m3" in info.value.message
