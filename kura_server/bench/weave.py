"""Weave time, prefill size and line recognition on synthetic stores of N memories (no files, no model).

Each size gets N memories of Zipf-distributed pseudo-prose (``scale.Prose``) with a realistic mix: a
tenth ``user`` and a twentieth ``feedback`` (pinned by default), a fiftieth tagged ``pinned``, dates
spread over the last 400 days (a twentieth undated). Half are *manual* memories, written as
``kura remember`` writes them (content of 10-25 words; title, trigger and slug all derived from it:
the line that repeats itself), half *distilled* (a title of 3-6 words, a trigger of 12-30, the slug
from the title). ``weave`` runs ``repeats`` times with the default ``[weave]`` settings and the
no-model compressor the service uses (:class:`~kura_server.weave.Distinct`); the report gives its
time (median/p95), the block's size (tokens, bytes) against the budget, the fresh window it used,
tokens per line by layer, and — in the same run — the previous form (every full line the index line,
compressed lines the prefix trim) for comparison, with the recognition check
(:mod:`.recognition`) of each form and of the whole index lines.
"""

from __future__ import annotations

import datetime as dt
import random
import time
from collections.abc import Iterator, Sequence
from typing import Any

from ..settings import WeaveConfig
from ..store.memory import Memory, derive_title, derive_trigger, new_slug
from ..weave import Distinct, check_memories, estimate_tokens, trim_line, weave
from ..weave.block import escape_line
from ..weave.tokens import UNITS_PER_TOKEN, to_tokens, units
from .machine import machine, summary
from .recognition import Recognition
from .scale import Prose

TODAY = dt.date(2026, 6, 1)


def synthetic_memories(n: int, seed: int = 17) -> list[Memory]:
    """``n`` memories with the type, tag, date and manual/distilled mix described in the module docstring."""
    prose = Prose(seed=seed)
    rng = random.Random(seed)
    out = []
    taken: set[str] = set()
    for _ in range(n):
        roll = rng.random()
        mtype = "user" if roll < 0.10 else "feedback" if roll < 0.15 else "reference" if roll < 0.30 else "project"
        updated = None if rng.random() < 0.05 else TODAY - dt.timedelta(days=rng.randint(0, 400))
        if rng.random() < 0.5:  # manual: everything derived from the content
            content = prose.sentence(10, 25)
            title, trigger = derive_title(content), derive_trigger(content)
        else:
            title, trigger = prose.sentence(3, 6)[:-1], prose.sentence(12, 30)
        slug = new_slug(title, taken)  # as a write makes it: from the title (a manual one's: its first words)
        taken.add(slug)
        tags = ["pinned"] if rng.random() < 0.02 else []
        out.append(Memory(slug=slug, title=title, trigger=trigger, type=mtype, tags=tags, updated=updated))
    return out


def run(sizes: Sequence[int] = (100, 500, 1_000, 10_000), repeats: int = 5) -> dict[str, Any]:
    config = WeaveConfig()
    report: dict[str, Any] = {
        "benchmark": "weave",
        "machine": machine(),
        "config": config.model_dump(),
        "sizes": {},
    }
    for n in sizes:
        memories = synthetic_memories(n)
        order = [m.slug for m in memories]
        distinct = Distinct(memories)
        times, prefill = [], None
        for _ in range(max(repeats, 1)):
            t = time.perf_counter()
            prefill = weave(memories, config, today=TODAY, store="bench", compressor=distinct, index_order=order)
            times.append((time.perf_counter() - t) * 1000)
        assert prefill is not None
        before = weave(memories, config, today=TODAY, store="bench", index_order=order)  # the prefix trim
        t = time.perf_counter()
        findings = check_memories(memories)
        quality_ms = (time.perf_counter() - t) * 1000
        r = prefill.report
        report["sizes"][str(n)] = {
            "weave_ms": summary(times),
            "tokens": r.tokens,
            "bytes": r.bytes,
            "budget_tokens": r.budget_tokens,
            "fits": r.fits,
            "fresh_days_used": r.fresh_days_used,
            "layers": {k: v.model_dump() for k, v in r.layers.items()},
            "full_index_tokens": estimate_tokens("\n".join(m.index_line() for m in memories)),
            "quality_ms": round(quality_ms, 1),
            "quality_findings": len(findings),
            "lines": _forms(memories, prefill, before, config.trigger_tokens, distinct),
            "before": {
                "tokens": before.report.tokens,
                "fits": before.report.fits,
                "fresh_days_used": before.report.fresh_days_used,
            },  # fmt: skip
        }
    unpinned = config.model_copy(update={"pinned_types": []})  # only the tagged fiftieth stays pinned
    report["capacity"] = {
        "woven": capacity(config, Distinct),
        "before": capacity(config, None),
        "woven_no_pinned_types": capacity(unpinned, Distinct),
    }
    return report


def capacity(config: WeaveConfig, compressor: type[Distinct] | None, lo: int = 50, hi: int = 2_000) -> int:
    """The most synthetic memories whose map fits the default budget whole (no line is ever dropped:
    "fits" means every line, pinned and fresh ones whole, within ``budget_tokens``)."""

    def fits(n: int) -> bool:
        mems = synthetic_memories(n)
        comp = compressor(mems) if compressor else None
        return weave(
            mems, config, today=TODAY, store="bench", compressor=comp, index_order=[m.slug for m in mems]
        ).report.fits

    if not fits(lo):
        return 0
    while lo + 1 < hi:  # to the memory: a goal of 500 is met or missed by one
        mid = (lo + hi) // 2
        lo, hi = (mid, hi) if fits(mid) else (lo, mid)
    return lo


def _forms(memories: Sequence[Memory], after: Any, before: Any, budget: int, distinct: Distinct) -> dict[str, Any]:
    """Tokens per line and recognition, for every line in each form: whole index lines, the previous
    form (index line / prefix trim), and this weave's (full line said once / rarest words)."""
    check = Recognition(memories)
    index = [m.index_line() for m in memories]
    forms = {
        "index_line": index,
        "trim_all": [trim_line(line, budget) for line in index],
        "distinct_all": [distinct.compress(line, budget) for line in index],
        "woven_before": [x.line for x in before.lines],
        "woven": [x.line for x in after.lines],
    }
    out: dict[str, Any] = {}
    for name, lines in forms.items():
        out[name] = {**_cost(lines), **check.check(lines)}
    for layer in ("pinned", "fresh", "compressed"):
        kept = [x.line for x in after.lines if x.layer == layer]
        cost = _cost(kept) if kept else {"mean_tokens": None, "share_tokens": None}
        out[f"woven_{layer}_mean_tokens"] = cost["mean_tokens"]
        out[f"woven_{layer}_share_tokens"] = cost["share_tokens"]
    return out


def _cost(lines: Sequence[str]) -> dict[str, float]:
    """Mean tokens a line: each line rounded up to whole tokens (``mean_tokens``), and what it adds to
    the block (``share_tokens``: its weight and its newline, unrounded — the block is rounded once)."""
    weights = [units(escape_line(line)) for line in lines]
    n = max(len(weights), 1)
    return {
        "mean_tokens": round(sum(to_tokens(w) for w in weights) / n, 2),
        "share_tokens": round(sum(w + 1 for w in weights) / UNITS_PER_TOKEN / n, 2),
    }


def lines(report: dict[str, Any]) -> Iterator[str]:
    m = report["machine"]
    load = m.get("load_1min_at_start")
    yield f"weave · {m['cpu']} · {m['cores']} cores · python {m['python']} · load {load}"
    yield (
        f"  {'memories':>9} {'weave p50':>10} {'p95':>8} {'tokens':>7} {'bytes':>9} {'budget':>7} {'fits':>5} "
        f"{'fresh':>5} {'before':>7} {'full index':>10} {'quality':>8}"
    )
    for n, s in report["sizes"].items():
        w = s["weave_ms"]
        yield (
            f"  {int(n):>9,} {w['p50']:>8.1f}ms {w['p95']:>6.1f}ms {s['tokens']:>7,} {s['bytes']:>9,} "
            f"{s['budget_tokens']:>7,} {'yes' if s['fits'] else 'NO':>5} {s['fresh_days_used']:>4}d "
            f"{s['before']['tokens']:>7,} {s['full_index_tokens']:>10,} {s['quality_ms']:>6.0f}ms"
        )
    cap = report.get("capacity", {})
    budget = report["config"]["budget_tokens"]
    yield (
        f"  memories whose map fits {budget:,} tokens whole: {cap.get('woven')} (before: {cap.get('before')}; "
        f"no pinned types: {cap.get('woven_no_pinned_types')})"
    )
    yield "  lines: mean tokens · names its distinctive words · identifies its memory"
    for n, s in report["sizes"].items():
        forms = s["lines"]
        yield f"  {int(n):>9,} " + " | ".join(
            f"{name} {f['mean_tokens']:.1f}t {f['names']:.0%} {f['identifies']:.0%}"
            for name, f in forms.items()
            if isinstance(f, dict)
        )
