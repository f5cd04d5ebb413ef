"""``kura bench encode``: the embedder alone, as recall and indexing use it (issue 14).

- **one question at a time**: p50 / p95 of ``query`` on short questions (the first call, which pays
  for warming up, excluded);
- **C concurrent callers** (each asking its share of the questions back to back): throughput and p95
  per call, for each C;
- **short memories** (~100-200 characters) through ``encode_passages``, the path a rebuild and an import
  take: passages per second.

Each phase reports the team sizes (OpenMP threads per call) the encoder's core budget gave, and the
report the OpenMP variables and the load average before and after: the figures mean nothing without
them on a shared machine.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator, Sequence
from typing import Any

from ..embed.base import Embedder
from ..embed.cores import read_load, usable_cores
from ..embed.passages import encode_passages
from ..settings import env_values
from .machine import machine, summary
from .scale import Progress, Prose

OPENMP_ENV = ("OMP_WAIT_POLICY", "GOMP_SPINCOUNT", "OMP_NUM_THREADS", "OMP_PROC_BIND")


def _load() -> dict[str, Any] | None:
    load = read_load()
    return None if load is None else {"avg1": load.avg1, "running": load.running}


def _teams(embedder: Embedder) -> dict[int, int]:
    turns = getattr(embedder, "turns", None)
    return turns.teams() if turns is not None else {}


def _since(before: dict[int, int], after: dict[int, int]) -> dict[str, int]:
    return {str(k): after[k] - before.get(k, 0) for k in sorted(after) if after[k] - before.get(k, 0)}


def _one_at_a_time(embedder: Embedder, questions: Sequence[str]) -> dict[str, Any]:
    embedder.query([questions[0]])  # warm-up, excluded
    before = _teams(embedder)
    samples = []
    for q in questions[1:]:
        t = time.perf_counter()
        embedder.query([q])
        samples.append((time.perf_counter() - t) * 1000)
    return {"ms": summary(samples), "teams": _since(before, _teams(embedder)), "load": _load()}


def _concurrent(embedder: Embedder, questions: Sequence[str], callers: int) -> dict[str, Any]:
    samples: list[float] = []
    lock = threading.Lock()
    start = threading.Barrier(callers + 1)

    def ask(mine: Sequence[str]) -> None:
        start.wait()
        for q in mine:
            t = time.perf_counter()
            embedder.query([q])
            took = (time.perf_counter() - t) * 1000
            with lock:
                samples.append(took)

    share = max(2, len(questions) // callers)
    threads = [
        threading.Thread(target=ask, args=([questions[(c * share + i) % len(questions)] for i in range(share)],))
        for c in range(callers)
    ]
    for thread in threads:
        thread.start()
    before = _teams(embedder)
    start.wait()
    t = time.perf_counter()
    for thread in threads:
        thread.join()
    wall = time.perf_counter() - t
    return {
        "callers": callers,
        "per_s": round(len(samples) / wall, 1),
        "ms": summary(samples),
        "teams": _since(before, _teams(embedder)),
        "load": _load(),
    }


def _passages(embedder: Embedder, memories: Sequence[str]) -> dict[str, Any]:
    before = _teams(embedder)
    t = time.perf_counter()
    encode_passages(embedder, memories)
    seconds = time.perf_counter() - t
    return {
        "n": len(memories),
        "mean_chars": round(sum(map(len, memories)) / len(memories)),
        "per_s": round(len(memories) / seconds, 1),
        "teams": _since(before, _teams(embedder)),
        "load": _load(),
    }


def run(
    embedder: Embedder,
    *,
    questions: int = 100,
    concurrency: Sequence[int] = (2, 16),
    memories: int = 300,
    progress: Progress | None = None,
) -> dict[str, Any]:
    prose = Prose(seed=17)
    asked = [prose.sentence(6, 12) for _ in range(questions + 1)]
    short = [prose.sentence(14, 26) for _ in range(memories)]
    turns = getattr(embedder, "turns", None)
    report: dict[str, Any] = {
        "benchmark": "encode",
        "machine": machine(),
        "embedder": embedder.id,
        "cores": usable_cores(),
        "budget_cores": turns.cores if turns is not None else None,
        "openmp_env": env_values(OPENMP_ENV),
        "load_at_start": _load(),
    }
    steps = 2 + len(concurrency)
    report["one_at_a_time"] = _one_at_a_time(embedder, asked)
    if progress:
        progress("encode", 1, steps)
    report["concurrent"] = []
    for n, callers in enumerate(concurrency, start=2):
        report["concurrent"].append(_concurrent(embedder, asked, callers))
        if progress:
            progress("encode", n, steps)
    report["passages"] = _passages(embedder, short)
    if progress:
        progress("encode", steps, steps)
    report["load_at_end"] = _load()
    return report


def _teams_text(teams: dict[str, int]) -> str:
    return ", ".join(f"{n}×{k}t" for k, n in teams.items()) or "-"


def _load_text(load: dict[str, Any] | None) -> str:
    return "n/a" if load is None else f"{load['avg1']:.2f} ({load['running']} runnable)"


def lines(report: dict[str, Any]) -> Iterator[str]:
    m = report["machine"]
    env = " ".join(f"{k}={v}" for k, v in report["openmp_env"].items()) or "(none set)"
    cores = f"{report['cores']} usable cores · budget {report['budget_cores']}"
    yield f"encode · {report['embedder']} · {m['cpu']} · {cores}"
    yield f"  OpenMP env: {env} · load at start {_load_text(report['load_at_start'])}"
    one = report["one_at_a_time"]
    ms = one["ms"]
    yield (
        f"  one question at a time: p50 {ms['p50']:.1f} ms · p95 {ms['p95']:.1f} ms (n {ms['n']}) · "
        f"teams {_teams_text(one['teams'])} · load {_load_text(one['load'])}"
    )
    for c in report["concurrent"]:
        yield (
            f"  {c['callers']:>2} concurrent callers: {c['per_s']:.1f} questions/s · p95 {c['ms']['p95']:.1f} ms · "
            f"teams {_teams_text(c['teams'])} · load {_load_text(c['load'])}"
        )
    p = report["passages"]
    yield (
        f"  short memories ({p['mean_chars']} chars): {p['per_s']:.1f} passages/s (n {p['n']}) · "
        f"teams {_teams_text(p['teams'])} · load {_load_text(p['load'])}"
    )
    yield f"  load at end {_load_text(report['load_at_end'])}"
