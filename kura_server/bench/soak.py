"""The daemon under a steady mixed load for minutes: does anything fail, slow down or grow?

A real ``kura serve`` in a subprocess (``http.Daemon``: loopback, a free port, the run's own home whose
``kura.toml`` carries the configured ``[embedder]`` and three stores). ``clients`` client threads in
this process (``httpx``, keep-alive, no proxy), each bound to one of the stores in turn, run until the
deadline: ``POST /s/<store>/recall`` (70 %), ``POST /s/<store>/remember`` of a new sentence (15 %) and
``DELETE /s/<store>/memory/<slug>`` of one it remembered itself (15 %; a remember when it has none), so
the stores hold about as many memories at the end as at the start and RSS growth is not data growth.

Reported: operations per second, p50/p95/p99 per operation, errors (any answer but 2xx, any transport
error: must be 0), the daemon's RSS (``/proc/<pid>/status``) at the start of the load, its middle and
its end, its largest sample, the growth between the means of the first and last fifth of the run and
the slope over its last half (MB per minute, least squares: flat is about 0), each also for the anonymous
part (the heap, SQLite's caches included: where a leak would show) and the file-backed part (the mapped
model and libraries: not a leak), the daemon's thread count, a timeline every ``TIMELINE_S`` seconds, the seconds the
daemon took to exit after SIGTERM, the machine and the load average at the start and the end.
"""

from __future__ import annotations

import statistics
import tempfile
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import httpx

from ..settings import EmbedderConfig, env_values
from .http import THREAD_ENV, Daemon, _client, _write_config
from .machine import load_1min, machine, peak_rss_mb, summary
from .scale import Prose

Progress = Callable[[str, int, int], None]

STORES = ("alpha", "beta", "gamma")
SEED = 12  # memories per store before the load starts
MIX = (("recall", 0.70), ("remember", 0.15), ("forget", 0.15))
RSS_EVERY_S = 1.0
TIMELINE_S = 30.0  # one timeline point every this many seconds of samples
STATUS = {"rss": "VmRSS", "anon": "RssAnon", "file": "RssFile", "threads": "Threads"}
Sample = dict[str, float]  # "t" (seconds into the load) and the STATUS keys (MB; threads a count)


def _home(tmp: Path, embedder: EmbedderConfig) -> Path:
    """The daemon's home: the embedder section, three stores, no scheduler (the load is the point)."""
    home = tmp / "soak-home"
    home.mkdir()
    config = _write_config(home, embedder)
    stores = "".join(f"\n[stores.{name}]\n" for name in STORES)
    config.write_text(
        f'default_store = "{STORES[0]}"\n\n' + config.read_text(encoding="utf-8") + "\n[scheduler]\nenabled = false\n"
        + stores, encoding="utf-8",
    )  # fmt: skip
    return home


class _Client:
    """One client thread's loop: its store, its sentences, the memories it may forget."""

    def __init__(self, n: int, url: str, deadline: float, record: Callable[[str, float, str], None]) -> None:
        self.store = STORES[n % len(STORES)]
        self.prose = Prose(seed=1000 + n)
        self.url, self.deadline, self.record = url, deadline, record
        self.mine: list[str] = []
        self.n = n
        self.count = 0

    def fact(self) -> str:
        self.count += 1
        return f"{self.prose.sentence(8, 16)} Client {self.n} note {self.count} counts {self.count * 7 + self.n}."

    def pick(self) -> str:
        x = float(self.prose.rng.random())
        for op, share in MIX:
            if x < share:
                return "remember" if op == "forget" and not self.mine else op
            x -= share
        return "recall"

    def step(self, client: httpx.Client, op: str) -> httpx.Response:
        base = f"/s/{self.store}"
        if op == "recall":
            return client.post(f"{base}/recall", json={"question": self.prose.sentence(4, 9)})
        if op == "remember":
            answer = client.post(f"{base}/remember", json={"content": self.fact()})
            if answer.status_code == 200 and answer.json().get("action") == "ADD":
                self.mine.append(answer.json()["slug"])
            return answer
        return client.delete(f"{base}/memory/{self.mine.pop(0)}", params={"reason": "soak"})

    def run(self) -> None:
        with _client(self.url) as client:
            while time.perf_counter() < self.deadline:
                op = self.pick()
                t = time.perf_counter()
                try:
                    status = str(self.step(client, op).status_code)
                except httpx.HTTPError as exc:
                    status = type(exc).__name__
                self.record(op, (time.perf_counter() - t) * 1000, status)


def _seed(url: str) -> None:
    prose = Prose(seed=7)
    with _client(url) as client:
        for store in STORES:
            for i in range(SEED):
                text = f"{prose.sentence(8, 16)} Seed {i} of {store} counts {i * 13}."
                client.post(f"/s/{store}/remember", json={"content": text}).raise_for_status()
            client.post(f"/s/{store}/recall", json={"question": prose.sentence(4, 9)}).raise_for_status()


def _status(pid: int) -> dict[str, float]:
    """The daemon's memory in MB and its thread count from ``/proc/<pid>/status`` ({} off Linux or once gone)."""
    keys = {v: k for k, v in STATUS.items()}
    out: dict[str, float] = {}
    try:
        with open(f"/proc/{pid}/status", encoding="utf-8") as f:
            for line in f:
                name, _, value = line.partition(":")
                if name in keys:
                    n = int(value.split()[0])
                    out[keys[name]] = n if name == "Threads" else round(n / 1024, 1)  # kB
    except (OSError, ValueError, IndexError):
        return {}
    return out


def _slope_per_min(points: list[tuple[float, float]]) -> float | None:
    """Least-squares slope of (seconds, MB) in MB per minute."""
    if len(points) < 2:
        return None
    mt, mv = statistics.fmean(t for t, _ in points), statistics.fmean(v for _, v in points)
    var = sum((t - mt) ** 2 for t, _ in points)
    return round(60 * sum((t - mt) * (v - mv) for t, v in points) / var, 2) if var else None


def _trend(samples: list[Sample], key: str) -> dict[str, Any]:
    """Start, middle, end, max, first and last fifth means, growth and last-half slope of one series."""
    points = [(s["t"], s[key]) for s in samples if key in s]
    if not points:
        return {"samples": 0}
    mbs = [v for _, v in points]
    fifth = max(1, len(mbs) // 5)
    first, last = statistics.fmean(mbs[:fifth]), statistics.fmean(mbs[-fifth:])
    return {
        "samples": len(mbs),
        "start_mb": mbs[0],
        "middle_mb": mbs[len(mbs) // 2],
        "end_mb": mbs[-1],
        "max_mb": max(mbs),
        "first_fifth_mean_mb": round(first, 1),
        "last_fifth_mean_mb": round(last, 1),
        "growth_mb": round(last - first, 1),
        "growth_pct": round(100 * (last - first) / first, 1) if first else None,
        "last_half_slope_mb_per_min": _slope_per_min(points[len(points) // 2 :]),
    }


def _rss_growth(samples: list[Sample]) -> dict[str, Any]:
    """The RSS trend (its keys at the top level, as before), its anonymous and file-backed parts, threads."""
    rss = _trend(samples, "rss")
    if not rss["samples"]:
        return rss
    threads = [int(s["threads"]) for s in samples if "threads" in s]
    timeline, next_t = [], 0.0
    for s in samples:
        if s["t"] >= next_t:
            timeline.append({k: s[k] for k in ("t", *STATUS) if k in s})
            next_t = s["t"] + TIMELINE_S
    return {
        **rss,
        "anon": _trend(samples, "anon"),
        "file": _trend(samples, "file"),
        "threads": {"start": threads[0], "max": max(threads), "end": threads[-1]} if threads else {},
        "timeline": timeline,
    }


def _load(daemon: Daemon, clients: int, seconds: float, progress: Progress | None) -> dict[str, Any]:
    lock = threading.Lock()
    latencies: dict[str, list[float]] = {op: [] for op, _ in MIX}
    statuses: dict[str, dict[str, int]] = {op: {} for op, _ in MIX}
    rss: list[Sample] = []
    pid = daemon.proc.pid if daemon.proc else None
    done = threading.Event()

    def record(op: str, ms: float, status: str) -> None:
        with lock:
            statuses[op][status] = statuses[op].get(status, 0) + 1
            if status.startswith("2"):
                latencies[op].append(ms)

    def sampler() -> None:
        while True:
            if pid is not None and (status := _status(pid)):
                rss.append({"t": round(time.perf_counter() - t0, 1), **status})
            if progress and len(rss) % 10 == 0:
                progress("soak seconds", min(int(time.perf_counter() - t0), int(seconds)), int(seconds))
            if done.wait(RSS_EVERY_S):
                return

    t0 = time.perf_counter()
    deadline = t0 + seconds
    threads = [
        threading.Thread(target=_Client(n, daemon.url, deadline, record).run, daemon=True) for n in range(clients)
    ]
    watcher = threading.Thread(target=sampler, daemon=True)
    watcher.start()
    for th in threads:
        th.start()
    for th in threads:
        th.join(timeout=seconds + 60)
    elapsed = time.perf_counter() - t0
    done.set()
    watcher.join(timeout=5)
    ops: dict[str, dict[str, Any]] = {}
    for op, _ in MIX:
        ok = sum(n for s, n in statuses[op].items() if s.startswith("2"))
        ops[op] = {
            "ok": ok,
            "errors": sum(statuses[op].values()) - ok,
            "statuses": statuses[op],
            "per_s": round(ok / elapsed, 2) if elapsed else 0.0,
            "latency_ms": summary(latencies[op]),
        }
    total_ok = sum(o["ok"] for o in ops.values())
    return {
        "clients": clients,
        "seconds_budget": seconds,
        "seconds": round(elapsed, 1),
        "operations": ops,
        "ok": total_ok,
        "errors": sum(o["errors"] for o in ops.values()),
        "ops_per_s": round(total_ok / elapsed, 2) if elapsed else 0.0,
        "rss": _rss_growth(rss),
        "clients_still_running": sum(th.is_alive() for th in threads),
    }


def run(
    embedder: EmbedderConfig | None = None,
    *,
    clients: int = 16,
    seconds: float = 300.0,
    progress: Progress | None = None,
) -> dict[str, Any]:
    """``clients`` threads for ``seconds`` against a fresh daemon on the ``embedder`` config."""
    if clients < 1 or seconds <= 0:
        raise ValueError("clients must be at least 1 and seconds positive")
    cfg = embedder or EmbedderConfig()
    report: dict[str, Any] = {
        "benchmark": "soak",
        "machine": machine(),
        "embedder": cfg.kind,
        "stores": list(STORES),
        "mix": dict(MIX),
        "seed_memories_per_store": SEED,
        "thread_env": env_values(THREAD_ENV),
    }
    with tempfile.TemporaryDirectory(prefix="kura-soak-") as tmp:
        daemon = Daemon(_home(Path(tmp), cfg))
        with daemon:
            _seed(daemon.url)
            report["daemon_start_s"] = round(daemon.start_seconds or 0.0, 3)
            report["load"] = _load(daemon, clients, seconds, progress)
            report["rss_hwm_mb"] = daemon.rss("VmHWM")
            t = time.perf_counter()
            daemon.stop()
            report["stop_after_sigterm_s"] = round(time.perf_counter() - t, 2)
    report["load_1min_at_end"] = load_1min()
    report["bench_process_peak_rss_mb"] = peak_rss_mb()
    return report


def lines(report: dict[str, Any]) -> Iterator[str]:
    m, ld = report["machine"], report["load"]
    yield (
        f"soak · {ld['clients']} clients · {ld['seconds']:.0f}s · stores {', '.join(report['stores'])} · "
        f"{m['cpu']} · {m['cores']} cores · python {m['python']} · embedder {report['embedder']}"
    )
    yield f"  load avg (1 min): {m['load_1min_at_start']} at start, {report['load_1min_at_end']} at end"
    yield f"  {ld['ok']} operations, {ld['ops_per_s']:.1f}/s · errors {ld['errors']} (must be 0)"
    for op, o in ld["operations"].items():
        lat = o["latency_ms"]
        yield (
            f"    {op:<9} {o['ok']:>6} ok {o['per_s']:7.2f}/s   p50 {lat['p50']:8.1f} ms   p95 {lat['p95']:8.1f} ms   "
            f"p99 {lat['p99']:8.1f} ms   errors {o['errors']}"
        )
    r = ld["rss"]
    if r.get("samples"):
        yield (
            f"  daemon RSS: {r['start_mb']:.0f} MB at start, {r['middle_mb']:.0f} MB midway, "
            f"{r['end_mb']:.0f} MB at end, max {r['max_mb']:.0f} MB · growth {r['growth_mb']:+.1f} MB "
            f"({r['growth_pct']:+.1f} %) first fifth → last fifth · "
            f"last half {_signed(r['last_half_slope_mb_per_min'])} MB/min"
        )
        for part in ("anon", "file"):
            p = r.get(part, {})
            if p.get("samples"):
                yield (
                    f"    {part:<4} {p['start_mb']:.0f} → {p['middle_mb']:.0f} → {p['end_mb']:.0f} MB · "
                    f"last half {_signed(p['last_half_slope_mb_per_min'])} MB/min"
                )
        if r.get("threads"):
            th = r["threads"]
            yield f"    threads {th['start']} at start, {th['max']} at most, {th['end']} at end"
    yield f"  daemon start {report['daemon_start_s']:.2f}s · exit {report['stop_after_sigterm_s']:.2f}s after SIGTERM"


def _signed(x: float | None) -> str:
    return "n/a" if x is None else f"{x:+.2f}"
