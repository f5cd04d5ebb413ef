"""A memory's front matter is written by libyaml's emitter when every string is short ASCII or printable
Basic Multilingual Plane text (where it writes what PyYAML's writes, byte for byte) and by PyYAML's
otherwise: the file is the same either way."""

from __future__ import annotations

import datetime as dt
import random

import pytest
import yaml

from kura_server.store import memory
from kura_server.store.memory import Memory, render_memory

ASCII = [chr(i) for i in range(32, 127)] + ["\t", "\n", "\r", "\x07", "\x00", "\x1b", "\x7f", "\x85"]
BMP = [chr(i) for i in [*range(0xA0, 0x800), *range(0x2000, 0x2100), *range(0x3000, 0x3040), *range(0xFFF0, 0xFFFE)]]
WORDS = ["yes", "no", "null", "~", "true", "1", "1.0", "0x1f", "2026-12-01", "- a", ": a", "a: b", "#x", "'q'",
         '"q"', " lead", "trail ", "@x", "`x", "!x", "&x", "*x", "|", ">", "%x", "? x", "é", "😀", "—",
         "\u2028"]  # fmt: skip


def _text(rng: random.Random, alphabet: list[str]) -> str:
    return "".join(rng.choice(alphabet) for _ in range(rng.randint(1, 40))).strip() or "x"


def test_the_fast_emitter_writes_the_bytes_pyyaml_writes(monkeypatch: pytest.MonkeyPatch) -> None:
    def python_rendered(mem: Memory) -> str:
        with monkeypatch.context() as m:
            m.setattr(memory, "_YAML_DUMPER", yaml.SafeDumper)
            return render_memory(mem)

    assert memory._YAML_DUMPER is not yaml.SafeDumper  # libyaml is there: the comparison means something
    rng = random.Random(7)
    for n in range(3000):
        alphabet = ASCII + WORDS if n % 3 == 0 else ASCII + BMP if n % 3 == 1 else ASCII
        mem = Memory(
            slug="m-1", title=_text(rng, alphabet), trigger=_text(rng, alphabet), body="body",
            tags=[_text(rng, alphabet)], created=dt.date(2026, 12, 1), updated=dt.date(2026, 12, 1),
            extra={"source": _text(rng, alphabet), "n": n, "ok": bool(n % 2), "when": dt.date(2026, 1, 2)},
        )  # fmt: skip
        assert render_memory(mem) == python_rendered(mem), mem


def test_only_short_ascii_takes_the_fast_emitter() -> None:
    assert memory._c_safe({"a": ["b", {"c": 1}], "d": None})
    assert memory._c_safe({"a": ["b", {"c": "é — … 中"}]})
    assert not memory._c_safe({"a": "x" * 1000})
    assert not memory._c_safe({"😀": 1})
    assert not any(memory._c_safe(c) for c in ["\u2028", "\u2029", "\ufeff", "\x85", "\ud800"])
