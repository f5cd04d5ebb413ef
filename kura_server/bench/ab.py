"""Two checkouts' daemons side by side: recall over HTTP in alternating blocks (``kura bench ab``).

On a small machine whose speed drifts with what else runs on it, two runs of ``kura bench http`` an hour
apart differ by more than most changes do (``bench/README.md``). The comparison that held in every block
there: two ``kura serve`` daemons at once — this checkout's and another's (its folder first on
``PYTHONPATH`` and as the working folder, so its code is what runs) — on copies of one synthetic store
(``scale.cached_store``), asked the same questions one at a time in blocks, the order turned each block
(this, other; other, this; …), so a drift in the machine's load falls on both alike.

Reported per side: the client's time and the daemon's own (``Server-Timing``: what the code changes,
without the client's Python), p50 / p95 over every block and each block's p50; per block, which side's
daemon p50 was lower; and this side's daemon p50 over the other's. Every loop is bounded by a count and a
time limit; every address is 127.0.0.1.
"""

from __future__ import annotations

import shutil
import subprocess
import tempfile
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from ..embed.base import Embedder
from ..settings import EmbedderConfig
from .http import WARMUP, Daemon, StdlibClient, _write_config
from .machine import load_1min, machine, settle, summary
from .scale import Prose, cached_store

Progress = Callable[[str, int, int], None]
SIDES = ("this", "other")
THIS = Path(__file__).resolve().parents[2]  # the checkout (or site-packages) this kura_server is in


def commit_of(tree: Path) -> str | None:
    """The git commit a checkout is at, with ``+`` when its files differ from it; None outside git."""
    try:
        head = subprocess.run(
            ["git", "-C", str(tree), "rev-parse", "--short", "HEAD"], capture_output=True, text=True, timeout=10
        )
        dirty = subprocess.run(
            ["git", "-C", str(tree), "status", "--porcelain", "--untracked-files=no"],
            capture_output=True, text=True, timeout=10,
        )  # fmt: skip
    except (OSError, subprocess.TimeoutExpired):
        return None
    if head.returncode != 0:
        return None
    return head.stdout.strip() + ("+" if dirty.stdout.strip() else "")


def run(
    embedder: Embedder,
    embedder_config: EmbedderConfig,
    other: Path,
    *,
    n_memories: int = 10_000,
    blocks: int = 4,
    questions: int = 80,
    store_cache: Path | None = None,
    settle_s: float = 30.0,
    max_seconds: float = 600.0,
    progress: Progress | None = None,
) -> dict[str, Any]:
    """This checkout's daemon against ``other``'s (a folder holding a ``kura_server`` package), ``blocks``
    blocks of ``questions`` recalls each; ``max_seconds`` bounds the timed blocks together."""
    if not (other / "kura_server" / "__init__.py").is_file():
        raise ValueError(f"{other} holds no kura_server package (give the checkout's root folder)")
    if blocks < 1 or questions < 1 or n_memories < 1:
        raise ValueError("n_memories, blocks and questions must be at least 1")
    prose = Prose(seed=57)
    warm = [prose.sentence(4, 9) for _ in range(WARMUP)]
    asked = [[prose.sentence(4, 9) for _ in range(questions)] for _ in range(blocks)]
    other = other.resolve()
    report: dict[str, Any] = {
        "benchmark": "ab",
        "machine": machine(),
        "embedder": embedder.id,
        "n_memories": n_memories,
        "blocks": blocks,
        "questions_per_block": questions,
        "sides": {
            "this": {"tree": str(THIS), "commit": commit_of(THIS)},
            "other": {"tree": str(other), "commit": commit_of(other)},
        },  # fmt: skip
        "client": "http.client, one keep-alive connection per daemon, in the bench process",
    }
    client_ms: dict[str, list[float]] = {s: [] for s in SIDES}
    held: dict[str, list[float]] = {s: [] for s in SIDES}
    per_block: list[dict[str, Any]] = []
    with tempfile.TemporaryDirectory(prefix="kura-ab-") as tmp_:
        tmp = Path(tmp_)
        built = cached_store(store_cache or tmp / "cache", n_memories, embedder, progress)
        homes = {}
        for side in SIDES:
            homes[side] = tmp / side
            shutil.copytree(built, homes[side])
            _write_config(homes[side], embedder_config)
        with Daemon(homes["this"]) as this, Daemon(homes["other"], other) as that:
            daemons = {"this": this, "other": that}
            for side, daemon in daemons.items():
                report["sides"][side]["version"] = daemon.version
            clients = {side: StdlibClient(d.url) for side, d in daemons.items()}
            try:
                for q in warm:  # model, index, matrix and caches warm on both sides
                    for side in SIDES:
                        clients[side].recall(q)
                report["settled"] = settle(settle_s)
                deadline = time.perf_counter() + max_seconds
                for b, block in enumerate(asked):
                    if time.perf_counter() > deadline:
                        break
                    order = SIDES if b % 2 == 0 else SIDES[::-1]
                    row: dict[str, Any] = {"order": list(order)}
                    for side in order:
                        c, h = _ask(clients[side], block, deadline)
                        client_ms[side] += c
                        held[side] += h
                        row[side] = {"client_p50_ms": summary(c)["p50"], "daemon_p50_ms": summary(h)["p50"]}
                    row["faster"] = min(SIDES, key=lambda s: row[s]["daemon_p50_ms"])
                    per_block.append(row)
                    if progress:
                        progress("blocks", b + 1, blocks)
            finally:
                for client in clients.values():
                    client.close()
    for side in SIDES:
        report["sides"][side] |= {"client_ms": summary(client_ms[side]), "daemon_ms": summary(held[side])}
    report["per_block"] = per_block
    report["faster_blocks"] = {s: sum(r["faster"] == s for r in per_block) for s in SIDES}
    other_p50 = report["sides"]["other"]["daemon_ms"]["p50"]
    report["ratio_daemon_p50"] = (
        round(report["sides"]["this"]["daemon_ms"]["p50"] / other_p50, 3) if other_p50 else None
    )
    report["load_1min_at_end"] = load_1min()
    return report


def _ask(client: StdlibClient, questions: list[str], deadline: float) -> tuple[list[float], list[float]]:
    """One block on one daemon: each recall's time at the client and the daemon's own (Server-Timing). The
    connection is made fresh, untimed, first: it sat idle through the other daemon's block."""
    client.recall(questions[0] + " (connection)")
    client_ms: list[float] = []
    held: list[float] = []
    for q in questions:
        if time.perf_counter() > deadline:
            break
        t = time.perf_counter()
        _, daemon_ms = client.recall(q)
        client_ms.append((time.perf_counter() - t) * 1000)
        held.append(daemon_ms)
    return client_ms, held


def lines(report: dict[str, Any]) -> Iterator[str]:
    m = report["machine"]
    yield (
        f"ab · {report['n_memories']:,} memories · {m['cpu']} · {m['cores']} cores · python {m['python']} · "
        f"{report['embedder']}"
    )
    yield f"  load avg (1 min): {m['load_1min_at_start']} at start, {report['load_1min_at_end']} at end"
    waited = report.get("settled") or {}
    if waited:
        yield f"  settled before the blocks: {waited['waited_s']} s, CPU pressure {waited['cpu_pressure_avg10']} %"
    yield f"  {len(report['per_block'])} blocks of {report['questions_per_block']} recalls, order turned each block"
    for side in SIDES:
        s = report["sides"][side]
        c, d = s["client_ms"], s["daemon_ms"]
        yield (
            f"  {side:5s} {s['commit'] or s['version'] or '?':10s} daemon p50 {d['p50']:7.2f} ms  "
            f"p95 {d['p95']:7.2f} ms · client p50 {c['p50']:7.2f} ms  p95 {c['p95']:7.2f} ms   ({s['tree']})"
        )
    for i, row in enumerate(report["per_block"], start=1):
        yield (
            f"    block {i} ({', '.join(row['order'])}): this {row['this']['daemon_p50_ms']:.2f} ms · "
            f"other {row['other']['daemon_p50_ms']:.2f} ms · faster: {row['faster']}"
        )
    fb = report["faster_blocks"]
    yield (
        f"  this / other, daemon p50: {report['ratio_daemon_p50']} · "
        f"faster blocks: this {fb['this']}, other {fb['other']}"
    )
