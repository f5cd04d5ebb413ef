"""Weaving: the index of a store into one prefill block that fits a token budget, or says why not.

Pinned and fresh memories keep their full line (:func:`~.compress.full_line`: the content once plus its link,
no title said twice), the rest are compressed. When the block is over the
budget the fresh window is shortened step by step (more lines compressed); a line is never dropped.
If even the all-compressed map is too big, the report says so and where the weight is, and the
smallest map is kept. Every weave checks its lines against the source order before returning.
"""

from __future__ import annotations

import datetime as dt
import logging
from collections.abc import Iterable, Sequence

from ..settings import WeaveConfig
from ..store.memory import Memory
from ..store.store import ENTRY, Store
from .block import build_header, escape_line, etag, render
from .compress import Compressor, Mechanical, compressor_name, full_line, trim_line
from .layers import Layer, age_days, is_pinned, layer_of, windows
from .order import source_order, verify
from .prefill import LayerWeight, Prefill, WeaveReport, Weight, WovenLine
from .tokens import to_tokens, units

log = logging.getLogger("kura.weave")
HEAVIEST = 5


def weave(
    memories: Iterable[Memory],
    config: WeaveConfig,
    *,
    today: dt.date,
    store: str,
    compressor: Compressor | None = None,
    index_order: Sequence[str] = (),
) -> Prefill:
    """Weave ``memories`` (ordered by ``index_order``, the ``MEMORY.md`` slugs) into the prefill block.

    Pure: the same memories, config, ``today`` and compressor answers give byte-identical text.
    """
    header = build_header(config.header, store)
    ordered, dangling = source_order(memories, index_order)
    listed = set(index_order)
    slugs = [m.slug for m in ordered]
    pinned_types = set(config.pinned_types)
    pins = [is_pinned(m, pinned_types) for m in ordered]
    ages = [age_days(m, today) for m in ordered]
    source = [m.index_line() for m in ordered]  # what a compressor reads
    full = [full_line(m) for m in ordered]  # what the map shows whole
    full_units = [units(escape_line(line)) for line in full]
    squeeze = _Squeeze(compressor, config.trigger_tokens)

    steps = windows((a for a, p in zip(ages, pins, strict=True) if not p), config.fresh_days)
    layers: list[Layer] = [layer_of(p, a, steps[0]) for p, a in zip(pins, ages, strict=True)]
    frame = units(render(store, header, [""]))
    total = frame + sum(full_units) + len(full) - 1
    for i, layer in enumerate(layers):
        if layer == "compressed":
            total += squeeze.units(i, source[i], slugs[i]) - full_units[i]
    fresh = sorted((i for i, layer in enumerate(layers) if layer == "fresh"), key=lambda i: ages[i] or 0)
    used = 0
    while to_tokens(total) > config.budget_tokens and used + 1 < len(steps):
        used += 1
        while fresh and (ages[fresh[-1]] or 0) >= steps[used]:  # the oldest fresh lines go first
            i = fresh.pop()
            layers[i] = "compressed"
            total += squeeze.units(i, source[i], slugs[i]) - full_units[i]

    woven = [squeeze.lines[i] if layers[i] == "compressed" else full[i] for i in range(len(full))]
    escaped = [escape_line(line) for line in woven]
    verify(slugs, escaped)
    text = render(store, header, escaped)
    tokens = to_tokens(units(text))
    weights = [squeeze.weight[i] if layers[i] == "compressed" else full_units[i] for i in range(len(full))]
    lines = [
        WovenLine(slug=s, layer=layer, line=line, tokens=to_tokens(w))
        for s, layer, line, w in zip(slugs, layers, woven, weights, strict=True)
    ]
    per_layer = _per_layer(lines)
    fits = tokens <= config.budget_tokens
    report = WeaveReport(
        budget_tokens=config.budget_tokens,
        tokens=tokens,
        bytes=len(text.encode("utf-8")),
        fits=fits,
        fresh_days=config.fresh_days,
        fresh_days_used=steps[used],
        steps=used + 1,
        layers=per_layer,
        compressor=squeeze.name,
        compressor_fallbacks=squeeze.fallbacks,
        missing_from_index=[s for s in slugs if s not in listed],
        dangling_index_entries=dangling,
        weight=None if fits else _weight(lines, per_layer, to_tokens(frame), tokens, config.budget_tokens),
    )
    return Prefill(store=store, text=text, etag=etag(text), lines=lines, report=report)


def weave_store(store: Store, config: WeaveConfig, *, today: dt.date, compressor: Compressor | None = None) -> Prefill:
    """Weave a store as it is on disk: its memory files, in its ``MEMORY.md`` order."""
    order = [e.slug for e in store.index_entries()]
    return weave(store.read_all(), config, today=today, store=store.name, compressor=compressor, index_order=order)


class _Squeeze:
    """Compressed lines, computed once per memory and only when a memory lands in the compressed layer.

    A compressor's answer is used only when it is one index line for the same memory and no longer
    than the full line; anything else (or an exception: a model that is down) falls back to the
    mechanical trim, counted in ``fallbacks``. A memory system never goes blank because a model did.
    """

    def __init__(self, compressor: Compressor | None, budget_tokens: int) -> None:
        self.compressor = compressor
        self.budget = budget_tokens
        self.name = "mechanical" if compressor is None else compressor_name(compressor)
        self.lines: dict[int, str] = {}
        self.weight: dict[int, int] = {}
        self.fallbacks = 0

    def units(self, i: int, line: str, slug: str) -> int:
        """The weight of memory ``i``'s compressed line as woven (escaped); compressed on first use."""
        if i not in self.weight:
            self.lines[i] = self._compress(line, slug)
            self.weight[i] = units(escape_line(self.lines[i]))
        return self.weight[i]

    def _compress(self, line: str, slug: str) -> str:
        if self.compressor is None or isinstance(self.compressor, Mechanical):
            return trim_line(line, self.budget)
        try:
            out = self.compressor.compress(line, self.budget)
        except Exception as exc:  # any failure of a model-backed compressor: trim instead
            log.warning("compressor %s failed on %s: %s", self.name, slug, exc)
            self.fallbacks += 1
            return trim_line(line, self.budget)
        out = out.strip() if isinstance(out, str) else ""
        m = ENTRY.match(out) if "\n" not in out and "\r" not in out else None
        if m is None or m.group("file") != slug or units(out) > units(line):
            self.fallbacks += 1
            return trim_line(line, self.budget)
        return out


def _per_layer(lines: Sequence[WovenLine]) -> dict[str, LayerWeight]:
    counts = {name: [0, 0] for name in ("pinned", "fresh", "compressed")}
    for line in lines:
        c = counts[line.layer]
        c[0] += 1
        c[1] += line.tokens
    return {name: LayerWeight(lines=n, tokens=t) for name, (n, t) in counts.items()}


def _weight(
    lines: Sequence[WovenLine], per_layer: dict[str, LayerWeight], frame: int, tokens: int, budget: int
) -> Weight:
    heaviest = sorted(range(len(lines)), key=lambda i: (-lines[i].tokens, i))[:HEAVIEST]
    parts = ", ".join(
        f"{name} {w.tokens} tokens in {w.lines} line{'s' * (w.lines != 1)}" for name, w in per_layer.items() if w.lines
    )
    note = (
        f"the smallest map (every unpinned line compressed) takes {tokens} tokens of a {budget} budget: "
        f"{parts}, frame {frame}."
    )
    if per_layer["pinned"].tokens + frame > budget:
        note += " Pinned lines and the frame alone exceed the budget: unpin some or shorten their triggers."
    note += " Raise [weave] budget_tokens, lower trigger_tokens, or shorten the heaviest lines."
    return Weight(frame_tokens=frame, layers=per_layer, heaviest=[lines[i] for i in heaviest], note=note)
