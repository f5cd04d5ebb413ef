"""Evolve cycle, snapshot and rollback time on synthetic stores of N memories (real files, real index).

Each store: N memories of Zipf pseudo-prose (``scale.Prose``), with planted work for a cycle — 1% exact
duplicates and 1% near-duplicates (the original's first sentence only) for rule merges, a tenth
linking to another memory (so merges relink), dates spread over the last 400 days (so fades and
re-checks have candidates) — written as markdown and indexed by ``Kura.rebuild`` with the given
embedder (the hash embedder by default: it makes a 10k store in seconds; the report names it).

Per size, ``repeats`` times: a manual snapshot; a dry-run cycle (consolidate + verify, no apply); a
full cycle (consolidate, verify, snapshot, apply, index sync, audit); and the rollback to the cycle's
snapshot, which puts the planted work back for the next repeat. Rules mode: no model is called (a
thinker's time is the model's, not kura's).
"""

from __future__ import annotations

import datetime as dt
import random
import tempfile
import time
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import Any

from ..embed.base import Embedder
from ..service import Kura
from ..settings import load_settings
from ..store.memory import Memory, render_memory
from .machine import machine, peak_rss_mb, summary
from .scale import Prose

Progress = Callable[[str, int, int], None]


def build(root: Path, n: int, seed: int = 23) -> dict[str, int]:
    """Write ``n`` memory files (and MEMORY.md) with the planted duplicates, links and dates."""
    prose = Prose(seed=seed)
    rng = random.Random(seed)
    today = dt.date.today()
    root.mkdir(parents=True, exist_ok=True)
    mems: list[Memory] = []
    planted = {"exact": 0, "near": 0, "links": 0}
    for i in range(n):
        roll = rng.random()
        title, description = prose.sentence(3, 6)[:-1], prose.sentence(6, 12)
        if mems and roll < 0.01:  # the same memory written twice
            src = rng.choice(mems)
            title, description, body = src.title, src.trigger, src.body
            planted["exact"] += 1
        elif mems and roll < 0.02:  # the same memory, once with its body cut to the first sentence
            src = rng.choice(mems)
            title, description = src.title, src.trigger
            body = src.body.split(". ")[0].rstrip(".") + "."
            planted["near"] += 1
        else:
            body = " ".join(prose.sentence(8, 20) for _ in range(2))
        if mems and rng.random() < 0.10:
            body += f" See [[{rng.choice(mems).slug}]]."
            planted["links"] += 1
        mems.append(
            Memory(
                slug=f"m-{i:06d}",
                title=title,
                trigger=description,
                body=body,
                created=today - dt.timedelta(days=rng.randint(0, 400)),
            )
        )
    for mem in mems:
        (root / f"{mem.slug}.md").write_text(render_memory(mem), encoding="utf-8")
    lines = ["# Memory index", "", *(m.index_line() for m in mems)]
    (root / "MEMORY.md").write_text("\n".join(lines) + "\n", encoding="utf-8")
    return planted


def run(
    embedder: Embedder, sizes: Sequence[int] = (1_000, 10_000), repeats: int = 5, progress: Progress | None = None
) -> dict[str, Any]:
    report: dict[str, Any] = {
        "benchmark": "evolve",
        "machine": machine(),
        "embedder": embedder.id,
        "mode": "rules (no model)",
        "repeats": repeats,
        "sizes": {},
    }
    with tempfile.TemporaryDirectory(prefix="kura-evolve-") as tmp:
        for n in sizes:
            home = Path(tmp) / f"n{n}"
            root = home / "stores" / "main"
            planted = build(root, n)
            (home / "kura.toml").write_text("", encoding="utf-8")
            kura = Kura(load_settings(home / "kura.toml", home=home), embedder=embedder)
            t = time.perf_counter()
            kura.rebuild()
            built = time.perf_counter() - t
            snap_ms, dry_ms, cycle_ms, back_ms = [], [], [], []
            last: dict[str, Any] = {}
            for r in range(repeats):
                t = time.perf_counter()
                snap = kura.snapshot(reason="bench")
                snap_ms.append((time.perf_counter() - t) * 1000)
                t = time.perf_counter()
                kura.evolve(dry_run=True, force=True)
                dry_ms.append((time.perf_counter() - t) * 1000)
                t = time.perf_counter()
                result = kura.evolve(force=True)
                cycle_ms.append((time.perf_counter() - t) * 1000)
                if not result.applied or result.snapshot is None:
                    raise RuntimeError(f"bench cycle not applied: {result.reason}")
                t = time.perf_counter()
                back = kura.rollback(result.snapshot)
                back_ms.append((time.perf_counter() - t) * 1000)
                for item in kura.engine("main").review.list():  # the next repeat starts from the same queue
                    (root / "_review" / f"{item.id}.json").unlink(missing_ok=True)
                last = {
                    "merges": result.merges,
                    "fades": result.fades,
                    "rechecks": result.rechecks,
                    "snapshot_bytes": snap.bytes,
                    "rollback_index": back.index,
                }
                if progress:
                    progress(f"evolve {n}", r + 1, repeats)
            report["sizes"][str(n)] = {
                "planted": planted,
                "build_index_seconds": round(built, 1),
                "snapshot_ms": summary(snap_ms),
                "dry_run_ms": summary(dry_ms),
                "cycle_ms": summary(cycle_ms),
                "rollback_ms": summary(back_ms),
                **last,
            }
            kura.close()
    report["peak_rss_mb"] = peak_rss_mb()
    return report


def lines(report: dict[str, Any]) -> Iterator[str]:
    m = report["machine"]
    yield (
        f"evolve · {m['cpu']} · {m['cores']} cores · python {m['python']} · embedder {report['embedder']} · "
        f"{report['mode']} · {report['repeats']} repeats"
    )
    yield (
        f"  {'memories':>9} {'snapshot p50':>13} {'p95':>8} {'dry run p50':>12} {'p95':>8} {'cycle p50':>10} "
        f"{'p95':>8} {'rollback p50':>13} {'p95':>8} {'merges':>7} {'fades':>6}"
    )
    for n, s in report["sizes"].items():
        a, d, c, b = s["snapshot_ms"], s["dry_run_ms"], s["cycle_ms"], s["rollback_ms"]
        yield (
            f"  {int(n):>9,} {a['p50']:>11.0f}ms {a['p95']:>6.0f}ms {d['p50']:>10.0f}ms {d['p95']:>6.0f}ms "
            f"{c['p50']:>8.0f}ms {c['p95']:>6.0f}ms {b['p50']:>11.0f}ms {b['p95']:>6.0f}ms {s['merges']:>7} "
            f"{s['fades']:>6}"
        )
    yield f"  peak RSS {report['peak_rss_mb']:.0f} MB"
