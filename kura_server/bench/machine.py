"""What a benchmark ran on, and the summary statistics every benchmark prints."""

from __future__ import annotations

import os
import platform
import resource
import statistics
import sys
import time
from typing import Any

from ..embed.cores import PRESSURE_BUSY, read_pressure


def machine() -> dict[str, Any]:
    cpu = platform.processor() or platform.machine()
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as f:
            for line in f:
                if line.startswith("model name"):
                    cpu = line.split(":", 1)[1].strip()
                    break
    except OSError:
        pass
    return {
        "cpu": cpu,
        "cores": os.cpu_count(),
        "os": f"{platform.system()} {platform.release()}",
        "python": sys.version.split()[0],
        "load_1min_at_start": load_1min(),
        "cpu_pressure_avg10_at_start": cpu_pressure(),
    }


def cpu_pressure() -> float | None:
    """The share of the last 10 s (percent) some task waited for a core (None without the kernel's PSI)."""
    waits = read_pressure()
    return None if waits is None else waits.avg10


def load_1min() -> float | None:
    """The 1-minute load average now (None where the OS has none)."""
    try:
        return os.getloadavg()[0]
    except OSError:
        return None


def settle(max_seconds: float, *, poll_s: float = 0.5) -> dict[str, float | None]:
    """Wait, at most ``max_seconds``, until the CPU pressure of the last 10 s falls below the encoder's
    "busy" line, so that a phase is not timed in the wake of the one before it (whose own load would give
    its encodings one thread, ``embed/cores.py``). What was waited and the pressure at the end; no wait
    where the kernel has no pressure file."""
    start = time.perf_counter()
    waits = read_pressure()
    while waits is not None and waits.avg10 >= PRESSURE_BUSY and time.perf_counter() - start < max_seconds:
        time.sleep(poll_s)
        waits = read_pressure()
    return {
        "waited_s": round(time.perf_counter() - start, 1),
        "cpu_pressure_avg10": None if waits is None else waits.avg10,
    }


def summary(samples_ms: list[float]) -> dict[str, float]:
    """Median, p95, p99 and mean of latency samples in milliseconds."""
    if not samples_ms:
        return {"n": 0, "p50": 0.0, "p95": 0.0, "p99": 0.0, "mean": 0.0}
    ordered = sorted(samples_ms)

    def rank(q: float) -> float:
        return round(ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))], 3)

    return {
        "n": len(ordered),
        "p50": round(statistics.median(ordered), 3),
        "p95": rank(0.95),
        "p99": rank(0.99),
        "mean": round(statistics.fmean(ordered), 3),
    }


def peak_rss_mb() -> float:
    """Peak resident set size of this process so far (Linux reports KiB, macOS bytes)."""
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return round(peak / (1024 * 1024) if sys.platform == "darwin" else peak / 1024, 1)


def current_rss_mb() -> float:
    try:
        with open("/proc/self/statm", encoding="utf-8") as f:
            pages = int(f.read().split()[1])
        return round(pages * os.sysconf("SC_PAGE_SIZE") / (1024 * 1024), 1)
    except (OSError, ValueError):
        return peak_rss_mb()
