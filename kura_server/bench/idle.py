"""What the scheduler costs an idle daemon: process CPU time of ``kura serve`` with and without it.

One synthetic store (``scale.build_synthetic_store``, the hash embedder: no model is loaded, so the
figure is the daemon's and the scheduler's own). Three daemons in turn, each a real ``kura serve`` in
a subprocess (``http.Daemon``) with its own ``kura.toml``, no requests at all:

- ``off``: ``[scheduler] enabled = false``;
- ``default``: the scheduler as shipped (first look after ``first_delay_s``; within the window only
  its timer thread exists, so this is the cost of having it at all);
- ``busy``: every job of the store looks every 3 s from the start (``every_min = 0.05``) — the cost of
  the looks themselves (a stat of the journals, a weave fingerprint, the evolve trigger check, the
  records), reported per look.

CPU time is user + system of the daemon process from ``/proc/<pid>/stat`` (Linux), sampled after a
settling pause and again ``seconds`` later; the share is of one core.
"""

from __future__ import annotations

import json
import os
import tempfile
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import httpx

from .. import jsontext
from ..embed.hashing import HashEmbedder
from ..errors import KuraError, invalid
from .http import Daemon
from .machine import machine
from .scale import build_synthetic_store

Progress = Callable[[str, int, int], None]
VARIANTS: dict[str, dict[str, Any]] = {
    "off": {"enabled": False},
    "default": {"enabled": True},
    "busy": {
        "enabled": True,
        "first_delay_s": 0,
        **{j: {"every_min": 0.05} for j in ("distill", "drain", "evolve", "weave")},
    },
}
SETTLE_S = 3.0


def _cpu_seconds(pid: int) -> float:
    try:
        with open(f"/proc/{pid}/stat", encoding="utf-8") as f:
            fields = f.read().rsplit(")", 1)[1].split()
    except OSError as exc:
        raise KuraError("unsupported", f"kura bench idle reads /proc/<pid>/stat (Linux only): {exc}") from exc
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def _threads(pid: int) -> int | None:
    try:
        with open(f"/proc/{pid}/status", encoding="utf-8") as f:
            for line in f:
                if line.startswith("Threads:"):
                    return int(line.split()[1])
    except OSError:
        pass
    return None


def _toml(store: Path, scheduler: dict[str, Any]) -> str:
    lines = ["[embedder]", 'kind = "hash"', "", "[stores.main]", f"path = {json.dumps(str(store))}", "", "[scheduler]"]
    tables = []
    for key, value in scheduler.items():
        if isinstance(value, dict):
            tables += ["", f"[scheduler.{key}]", *(f"{k} = {json.dumps(v)}" for k, v in value.items())]
        else:
            lines.append(f"{key} = {json.dumps(value)}")
    return "\n".join(lines + tables) + "\n"


def run(seconds: float = 30.0, memories: int = 1000, progress: Progress | None = None) -> dict[str, Any]:
    report: dict[str, Any] = {"machine": machine(), "seconds": seconds, "memories": memories, "variants": {}}
    with tempfile.TemporaryDirectory(prefix="kura-bench-idle-") as tmp:
        store = Path(tmp) / "store"
        store.mkdir()
        build_synthetic_store(store, memories, HashEmbedder(), progress)
        for i, (name, scheduler) in enumerate(VARIANTS.items(), start=1):
            home = Path(tmp) / f"home-{name}"
            home.mkdir()
            (home / "kura.toml").write_text(_toml(store, scheduler), encoding="utf-8")
            with Daemon(home) as daemon:
                assert daemon.proc is not None
                scheduled = any(j["scheduled"] for j in httpx.get(f"{daemon.url}/jobs", trust_env=False).json())
                if scheduled != scheduler["enabled"]:  # a KURA_SCHEDULER__* variable overrides the file
                    raise invalid(f"variant {name}: the daemon's scheduler is not as configured")
                time.sleep(SETTLE_S)
                pid = daemon.proc.pid
                before, t0 = _cpu_seconds(pid), time.monotonic()
                time.sleep(seconds)
                cpu, wall = _cpu_seconds(pid) - before, time.monotonic() - t0
                threads = _threads(pid)
            state = store / "_jobs" / "state.json"
            looks = 0
            if name == "busy" and state.is_file():
                looks = sum(int(e.get("runs", 0)) for e in jsontext.loads(state.read_text()).values())
                state.unlink()
            report["variants"][name] = {
                "cpu_s": round(cpu, 3),
                "wall_s": round(wall, 1),
                "core_pct": round(100 * cpu / wall, 3),
                "threads": threads,
                "looks": looks,
            }
            if progress:
                progress("idle", i, len(VARIANTS))
    v = report["variants"]
    report["scheduler_overhead_pct"] = round(v["default"]["core_pct"] - v["off"]["core_pct"], 3)
    if v["busy"]["looks"]:
        busy_cost = v["busy"]["cpu_s"] - v["off"]["cpu_s"] * v["busy"]["wall_s"] / v["off"]["wall_s"]
        report["ms_per_look"] = round(1000 * busy_cost / v["busy"]["looks"], 1)
    return report


def lines(report: dict[str, Any]) -> Iterator[str]:
    m = report["machine"]
    yield f"machine: {m['cpu']} · {m['cores']} cores · {m['os']} · Python {m['python']}"
    yield f"idle daemon, {report['memories']} memories, {report['seconds']:.0f} s per variant, no requests"
    yield f"{'variant':<9} {'cpu s':>7} {'% core':>8} {'threads':>8} {'looks':>6}"
    for name, v in report["variants"].items():
        yield f"{name:<9} {v['cpu_s']:>7.3f} {v['core_pct']:>8.3f} {v['threads'] or '-':>8} {v['looks']:>6}"
    yield f"scheduler overhead when idle (default - off): {report['scheduler_overhead_pct']:+.3f} % of a core"
    if "ms_per_look" in report:
        yield f"cost of one look (busy, every job every 3 s): {report['ms_per_look']:.1f} ms CPU"
