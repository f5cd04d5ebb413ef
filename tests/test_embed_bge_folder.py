"""The bge-m3 folder check: runs without the bge extra (no FlagEmbedding, no torch needed)."""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path

import pytest

from kura_server.embed.bge import BgeM3Embedder, check_bge_folder
from kura_server.errors import KuraError

# One file per requirement; the first alternative of each is what the fake folder holds.
FILES = [
    "config.json",
    "tokenizer.json",
    "sentencepiece.bpe.model",
    "tokenizer_config.json",
    "model.safetensors",
    "colbert_linear.pt",
    "sparse_linear.pt",
]


def _fake_folder(root: Path, files: list[str] = FILES) -> Path:
    folder = root / "bge-m3"
    folder.mkdir()
    for name in files:
        (folder / name).write_bytes(b"x")
    return folder


def _refusal(path: Path) -> KuraError:
    with pytest.raises(KuraError) as info:
        check_bge_folder(path)
    err = info.value
    assert err.code == "embedder_unavailable"
    assert err.status == 503
    return err


def test_complete_folder_passes(tmp_path: Path) -> None:
    check_bge_folder(_fake_folder(tmp_path))


@pytest.mark.parametrize(
    ("keep", "alternative"),
    [
        ("tokenizer.json", "sentencepiece.bpe.model"),
        ("sentencepiece.bpe.model", "tokenizer.json"),
        ("pytorch_model.bin", "model.safetensors"),
    ],
)
def test_either_alternative_is_enough(tmp_path: Path, keep: str, alternative: str) -> None:
    files = [f for f in FILES if f != alternative]
    if keep not in files:
        files.append(keep)
    check_bge_folder(_fake_folder(tmp_path, files))


@pytest.mark.parametrize(
    ("removed", "named"),
    [
        (["config.json"], "config.json"),
        (["tokenizer.json", "sentencepiece.bpe.model"], "tokenizer.json or sentencepiece.bpe.model"),
        (["tokenizer_config.json"], "tokenizer_config.json"),
        (["model.safetensors"], "model.safetensors or pytorch_model.bin"),
        (["colbert_linear.pt"], "colbert_linear.pt"),
        (["sparse_linear.pt"], "sparse_linear.pt"),
    ],
)
def test_each_missing_file_is_named(tmp_path: Path, removed: list[str], named: str) -> None:
    folder = _fake_folder(tmp_path, [f for f in FILES if f not in removed])
    err = _refusal(folder)
    assert named in err.message
    assert err.detail["missing"] == [named]  # only what is missing is named


def test_everything_missing_is_listed(tmp_path: Path) -> None:
    err = _refusal(_fake_folder(tmp_path, []))
    assert len(err.detail["missing"]) == 6
    for label in err.detail["missing"]:
        assert label in err.message


@pytest.mark.parametrize("name", ["no/such/folder", "BAAI/bge-m3"])
def test_nonexistent_path_or_hub_id_refused_fast(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, name: str) -> None:
    monkeypatch.chdir(tmp_path)  # "BAAI/bge-m3" is a relative path that does not exist here
    start = time.perf_counter()
    err = _refusal(Path(name))
    assert "does not exist" in err.message
    with pytest.raises(KuraError) as info:
        BgeM3Embedder(Path(name))  # refused before FlagEmbedding is even imported: no hub lookup
    assert info.value.code == "embedder_unavailable"
    assert time.perf_counter() - start < 1.0
    assert err.detail["missing"] == ["folder"]


def test_a_file_is_not_a_folder(tmp_path: Path) -> None:
    f = tmp_path / "model.safetensors"
    f.write_bytes(b"x")
    assert "not a folder" in _refusal(f).message


def test_embedder_checks_the_folder_before_importing(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    folder = _fake_folder(tmp_path, [f for f in FILES if f != "sparse_linear.pt"])
    monkeypatch.setitem(sys.modules, "FlagEmbedding", None)  # an import would fail loudly
    with pytest.raises(KuraError) as info:
        BgeM3Embedder(folder)
    assert "sparse_linear.pt" in info.value.message


def test_missing_extra_gives_install_hint(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    folder = _fake_folder(tmp_path)
    monkeypatch.setitem(sys.modules, "FlagEmbedding", None)  # makes `from FlagEmbedding import` fail
    monkeypatch.delenv("HF_HUB_OFFLINE", raising=False)  # restored after the test
    monkeypatch.delenv("TRANSFORMERS_OFFLINE", raising=False)
    with pytest.raises(KuraError) as info:
        BgeM3Embedder(folder)
    assert info.value.code == "embedder_unavailable"
    assert info.value.status == 503
    assert "pip install 'kura-memory[bge]'" in info.value.message
    # The hub is switched off before the import is attempted.
    assert os.environ["HF_HUB_OFFLINE"] == "1"
    assert os.environ["TRANSFORMERS_OFFLINE"] == "1"
