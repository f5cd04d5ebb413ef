"""Weave time and prefill size on synthetic stores of N memories (no files, no model: the engine alone).

Each size gets N memories of Zipf-distributed pseudo-prose (``scale.Prose``) with a realistic mix: a
tenth ``user`` and a twentieth ``feedback`` (pinned by default), a fiftieth tagged ``pinned``, dates
spread over the last 400 days (a twentieth undated), titles of 3-6 words, triggers of 12-30 words.
``weave`` runs ``repeats`` times with the default ``[weave]`` settings and the mechanical compressor;
the report gives its time (median/p95), the block's size (tokens, bytes) against the budget, the
fresh window it had to use, the unwoven index's size for comparison, and the quality check's time.
"""

from __future__ import annotations

import datetime as dt
import random
import time
from collections.abc import Iterator, Sequence
from typing import Any

from ..settings import WeaveConfig
from ..store.memory import Memory
from ..weave import check_memories, estimate_tokens, weave
from .machine import machine, summary
from .scale import Prose

TODAY = dt.date(2026, 6, 1)


def synthetic_memories(n: int, seed: int = 17) -> list[Memory]:
    """``n`` memories with the type, tag and date mix described in the module docstring."""
    prose = Prose(seed=seed)
    rng = random.Random(seed)
    out = []
    for i in range(n):
        roll = rng.random()
        mtype = "user" if roll < 0.10 else "feedback" if roll < 0.15 else "reference" if roll < 0.30 else "project"
        updated = None if rng.random() < 0.05 else TODAY - dt.timedelta(days=rng.randint(0, 400))
        out.append(
            Memory(
                slug=f"m-{i:06d}",
                title=prose.sentence(3, 6)[:-1],
                trigger=prose.sentence(12, 30),
                type=mtype,
                tags=["pinned"] if rng.random() < 0.02 else [],
                updated=updated,
            )
        )
    return out


def run(sizes: Sequence[int] = (100, 1_000, 10_000), repeats: int = 5) -> dict[str, Any]:
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
        times, prefill = [], None
        for _ in range(max(repeats, 1)):
            t = time.perf_counter()
            prefill = weave(memories, config, today=TODAY, store="bench", index_order=order)
            times.append((time.perf_counter() - t) * 1000)
        assert prefill is not None
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
        }
    return report


def lines(report: dict[str, Any]) -> Iterator[str]:
    m = report["machine"]
    load = m.get("load_1min_at_start")
    yield f"weave · {m['cpu']} · {m['cores']} cores · python {m['python']} · load {load}"
    yield (
        f"  {'memories':>9} {'weave p50':>10} {'p95':>8} {'tokens':>7} {'bytes':>9} {'budget':>7} {'fits':>5} "
        f"{'fresh':>5} {'full index':>10} {'quality':>8}"
    )
    for n, s in report["sizes"].items():
        w = s["weave_ms"]
        yield (
            f"  {int(n):>9,} {w['p50']:>8.1f}ms {w['p95']:>6.1f}ms {s['tokens']:>7,} {s['bytes']:>9,} "
            f"{s['budget_tokens']:>7,} {'yes' if s['fits'] else 'NO':>5} {s['fresh_days_used']:>4}d "
            f"{s['full_index_tokens']:>10,} {s['quality_ms']:>6.0f}ms"
        )
