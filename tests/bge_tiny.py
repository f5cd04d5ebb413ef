"""Build a tiny, randomly initialised model folder with BAAI/bge-m3's layout, fully offline.

The folder holds what the real bge-m3 folder holds and what FlagEmbedding's ``BGEM3FlagModel`` reads:
``config.json`` + ``model.safetensors`` (a 2-layer XLM-RoBERTa), ``sentencepiece.bpe.model`` +
``tokenizer.json`` + ``tokenizer_config.json`` + ``special_tokens_map.json``, and the two heads
``colbert_linear.pt`` / ``sparse_linear.pt``. The sentencepiece model is trained here on text this
module generates, so nothing is downloaded. Its weights are random: the vectors mean nothing, but every
line of the real loading and encoding code runs.

Needs torch, transformers and sentencepiece (all pulled in by the ``bge`` extra).
"""

from __future__ import annotations

import io
import random
from pathlib import Path

HIDDEN_SIZE = 32
NUM_LAYERS = 2
NUM_HEADS = 2
SPM_VOCAB_SIZE = 400
SEED = 1234

_VOCABULARY = (
    "memory agent recall store night distill evolve weave journal session turn query passage vector "
    "sparse dense model token python sqlite index search rank fusion prefill charter scribe thinker "
    "brain the a of to and in is it that for on with as was at by this from be are or an have not but "
    "coffee tea morning evening user prefers likes dislikes works lives project deadline meeting "
    "friday monday berlin tokyo madrid paris river mountain garden kitchen window book music film "
    "café niño über straße señor déjà vu 東京 記憶 検索 记忆 搜索 память поиск"
)
_WORDS = _VOCABULARY.split()


def corpus_lines(n: int = 400, *, seed: int = SEED) -> list[str]:
    """Deterministic pseudo-sentences to train the tokenizer on (a few hundred lines)."""
    rng = random.Random(seed)
    lines = []
    for _ in range(n):
        words = rng.choices(_WORDS, k=rng.randint(4, 14))
        lines.append(" ".join(words).capitalize() + rng.choice([".", "?", "!", ""]))
    return lines


def _train_sentencepiece(path: Path) -> None:
    import sentencepiece as spm

    buf = io.BytesIO()
    spm.SentencePieceTrainer.train(
        sentence_iterator=iter(corpus_lines()),
        model_writer=buf,
        vocab_size=SPM_VOCAB_SIZE,
        # unigram + soft limit: a "bpe" model here makes transformers fail with "out of vocabulary".
        model_type="unigram",
        hard_vocab_limit=False,
        character_coverage=1.0,
        # XLM-R's own layout: <unk>=0, <s>=1, </s>=2, no pad piece (the tokenizer adds fairseq ids).
        unk_id=0,
        bos_id=1,
        eos_id=2,
        pad_id=-1,
        minloglevel=2,
    )
    path.write_bytes(buf.getvalue())


def build_tiny_bge_m3(folder: Path, *, hidden_size: int = HIDDEN_SIZE, seed: int = SEED) -> Path:
    """Write a tiny bge-m3-shaped model into ``folder`` (created if needed) and return it."""
    import torch
    from transformers import XLMRobertaConfig, XLMRobertaModel, XLMRobertaTokenizer, XLMRobertaTokenizerFast

    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)

    spm_path = folder / "sentencepiece.bpe.model"
    _train_sentencepiece(spm_path)

    slow = XLMRobertaTokenizer(vocab_file=str(spm_path), model_max_length=512)
    fast = XLMRobertaTokenizerFast(vocab_file=str(spm_path), model_max_length=512, from_slow=True)
    if len(slow) != len(fast):  # pragma: no cover - a sanity check on the conversion
        raise RuntimeError(f"slow/fast tokenizer disagree: {len(slow)} != {len(fast)}")
    # The fast tokenizer writes tokenizer.json, tokenizer_config.json, special_tokens_map.json and,
    # because it still knows its vocab file, sentencepiece.bpe.model again (same bytes).
    fast.save_pretrained(str(folder))

    torch.manual_seed(seed)
    config = XLMRobertaConfig(
        vocab_size=len(fast),
        hidden_size=hidden_size,
        num_hidden_layers=NUM_LAYERS,
        num_attention_heads=NUM_HEADS,
        intermediate_size=hidden_size * 2,
        max_position_embeddings=514,
        type_vocab_size=1,
        # bge-m3's 0.02 makes every random CLS vector nearly the same (cosine ~1.0); 0.5 spreads them
        # (cosine 0.8-0.9) so the tests can tell texts, batches and paddings apart.
        initializer_range=0.5,
        pad_token_id=fast.pad_token_id,
        bos_token_id=fast.bos_token_id,
        eos_token_id=fast.eos_token_id,
    )
    model = XLMRobertaModel(config, add_pooling_layer=True)
    model.eval()
    model.save_pretrained(str(folder), safe_serialization=True)

    colbert = torch.nn.Linear(hidden_size, hidden_size)
    sparse = torch.nn.Linear(hidden_size, 1)
    with torch.no_grad():
        # A positive bias keeps relu(sparse_linear(h)) > 0, so every real token gets a lexical weight.
        sparse.weight.normal_(0.0, 0.05)
        sparse.bias.fill_(1.0)
    torch.save(colbert.state_dict(), folder / "colbert_linear.pt")
    torch.save(sparse.state_dict(), folder / "sparse_linear.pt")
    return folder


if __name__ == "__main__":  # pragma: no cover - manual use: python tests/bge_tiny.py OUT_DIR
    import sys

    out = build_tiny_bge_m3(Path(sys.argv[1]))
    for p in sorted(out.iterdir()):
        print(f"{p.stat().st_size:>10}  {p.name}")
