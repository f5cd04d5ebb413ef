"""What a person can watch: the daemon's figures in the Prometheus text format (``GET /metrics``).

One registry per app (``create_app`` runs many times in one test process; the global default
registry would mix them). Two kinds of figures:

- **process-wide**, counted as requests pass: HTTP requests and their latency per route *template*
  (``/s/{store_name}/recall``, never the raw path), MCP tool calls and their latency per tool, recall
  latency per path (``how``: hybrid, hybrid+thinker, words), degraded answers, the manual gate's
  verdicts per rule — passes included (``rule="none"``) — and its refusals, and model tokens per role
  (read from the model client's meters at scrape time). They carry no store label, so anyone past the
  door may read them;
- **per store**, read at scrape time and only for the stores the request may read (the same rule as
  ``GET /jobs``: a token store's figures need its token): memory files, the index's size on disk, and
  each resident job's recorded runs, failed runs and last result (from ``_jobs/state.json``, so a run
  of any process counts).

Labels are a closed set — route templates, tool names, rules, roles, store and job names — and
nothing here ever sees memory text, a question, a token or a query string.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence
from pathlib import Path

from prometheus_client import CollectorRegistry, Counter, Histogram, generate_latest
from prometheus_client.core import CounterMetricFamily, GaugeMetricFamily, Metric
from prometheus_client.exposition import CONTENT_TYPE_PLAIN_0_0_4
from prometheus_client.registry import Collector

from ..errors import KuraError
from ..schemas import ContextOut, JobInfo, RecallResult
from ..service import Kura

CONTENT_TYPE = CONTENT_TYPE_PLAIN_0_0_4  # what generate_latest writes; every Prometheus reads it
METHODS = {"GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS"}
LATENCY = (0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0, 60.0, 300.0)  # a drain takes minutes


Jobs = Callable[[list[str]], list[JobInfo]]  # the job records of these stores (the job board's ``jobs``)


class Metrics:
    """The figures of one app. The surfaces report to it; ``render`` answers a scrape. ``jobs``
    lists the resident jobs' records of some stores."""

    def __init__(self, kura: Kura, jobs: Jobs) -> None:
        self.kura = kura
        self.jobs = jobs
        self.registry = CollectorRegistry()
        r = self.registry
        self._requests = Counter(
            "kura_http_requests", "HTTP requests answered, by method, route template and status.",
            ["method", "route", "status"], registry=r,
        )  # fmt: skip
        self._request_seconds = Histogram(
            "kura_http_request_duration_seconds", "HTTP request latency, by method and route template.",
            ["method", "route"], buckets=LATENCY, registry=r,
        )  # fmt: skip
        self._tools = Counter(
            "kura_mcp_tool_calls", "MCP tool calls, by tool and outcome.", ["tool", "outcome"], registry=r
        )
        self._tool_seconds = Histogram(
            "kura_mcp_tool_duration_seconds", "MCP tool call latency, by tool.", ["tool"], buckets=LATENCY, registry=r
        )
        self._recall_seconds = Histogram(
            "kura_recall_duration_seconds", "Recall latency as the service measured it, by path (how).", ["how"],
            buckets=LATENCY, registry=r,
        )  # fmt: skip
        self._degraded = Counter(
            "kura_degraded_answers", "Answers a fallback gave because a configured part was down, by path.",
            ["operation", "how"], registry=r,
        )  # fmt: skip
        self._refusals = Counter(
            "kura_gate_refusals", "Writes the gate refused, by rule and surface.", ["rule", "surface"], registry=r
        )
        self._verdicts = Counter(
            "kura_gate_verdicts", "The manual gate's verdicts on writes (remember, update with new text): "
            "pass (rule none) or refused, by rule and surface.", ["verdict", "rule", "surface"], registry=r,
        )  # fmt: skip
        r.register(_ModelTokens(kura))

    # -- what the surfaces report ---------------------------------------------------------------

    def request(self, method: str, route: str, status: int, seconds: float) -> None:
        method = method if method in METHODS else "other"
        self._requests.labels(method, route, str(status)).inc()
        self._request_seconds.labels(method, route).observe(seconds)

    def tool(self, name: str, ok: bool, seconds: float) -> None:
        self._tools.labels(name, "ok" if ok else "error").inc()
        self._tool_seconds.labels(name).observe(seconds)

    def recall(self, result: RecallResult | ContextOut) -> None:
        """A recall's path, latency and degradation (a context's recall, when it had a query)."""
        operation = "context" if isinstance(result, ContextOut) else "recall"
        recalled = result.recall if isinstance(result, ContextOut) else result
        if recalled is None or recalled.blocked:
            return
        if "total" in recalled.timings_ms:
            self._recall_seconds.labels(recalled.how).observe(recalled.timings_ms["total"] / 1000)
        if recalled.degraded:
            self._degraded.labels(operation, recalled.how).inc()

    def refused(self, exc: KuraError, surface: str) -> None:
        """Count a gate refusal (codes ``gate_<rule>``); any other error is not the gate's."""
        if exc.code.startswith("gate_"):
            rule = exc.code.removeprefix("gate_")
            self._refusals.labels(rule, surface).inc()
            self._verdicts.labels("refused", rule, surface).inc()

    def passed(self, surface: str) -> None:
        """Count a write whose text the gate let through (its answer an ADD, an UPDATE or a NOOP)."""
        self._verdicts.labels("pass", "none", surface).inc()

    # -- a scrape --------------------------------------------------------------------------------

    def render(self, stores: Sequence[str]) -> bytes:
        """The exposition: every process-wide figure, and the per-store ones of ``stores`` only."""
        return generate_latest(_Together(self.registry, _StoreFigures(self.kura, self.jobs, stores)))


class _Together(Collector):
    def __init__(self, *parts: Collector) -> None:
        self.parts = parts

    def collect(self) -> Iterable[Metric]:
        for part in self.parts:
            yield from part.collect()


class _ModelTokens(Collector):
    """Tokens spent by model calls in this process, per role asked (the model client's meters)."""

    def __init__(self, kura: Kura) -> None:
        self.kura = kura

    def collect(self) -> Iterator[Metric]:
        tokens = CounterMetricFamily(
            "kura_model_tokens",
            "Tokens spent by model calls in this process, by role and kind.",
            labels=["role", "kind"],
        )
        calls = CounterMetricFamily(
            "kura_model_calls", "Model calls in this process, by role; cached ones cost no token.",
            labels=["role", "cached"],
        )  # fmt: skip
        for role, meter in self.kura.models.by_role.items():
            usage = meter.usage()
            tokens.add_metric([role, "prompt"], usage.prompt)
            tokens.add_metric([role, "completion"], usage.completion)
            calls.add_metric([role, "false"], meter.calls - meter.cached_calls)
            calls.add_metric([role, "true"], meter.cached_calls)
        yield tokens
        yield calls


class _StoreFigures(Collector):
    """Per-store figures, read now: a directory listing and a small JSON file per store."""

    def __init__(self, kura: Kura, jobs: Jobs, stores: Sequence[str]) -> None:
        self.kura, self.jobs, self.stores = kura, jobs, list(stores)

    def collect(self) -> Iterator[Metric]:
        memories = GaugeMetricFamily("kura_store_memories", "Memory files in the store.", labels=["store"])
        index = GaugeMetricFamily("kura_index_bytes", "The store's derived index on disk (_index/).", labels=["store"])
        for name in self.stores:
            store = self.kura.engine(name).store
            memories.add_metric([name], len(store.scan()[0]))
            index.add_metric([name], _size(store.root / "_index"))
        yield memories
        yield index
        labels = ["store", "job"]
        runs = CounterMetricFamily("kura_job_runs", "Runs of a resident job recorded for the store.", labels=labels)
        failures = CounterMetricFamily("kura_job_failures", "Runs of the job that failed.", labels=labels)
        failed = GaugeMetricFamily("kura_job_last_failed", "1 when the job's last recorded run failed.", labels=labels)
        seconds = GaugeMetricFamily("kura_job_last_seconds", "How long the job's last run took.", labels=labels)
        running = GaugeMetricFamily("kura_job_running", "1 while a run of the job is in progress.", labels=labels)
        for job in self.jobs(self.stores) if self.stores else []:
            key = [job.store, job.job]
            runs.add_metric(key, job.runs)
            failures.add_metric(key, job.failures)
            failed.add_metric(key, 1 if job.last_result == "failed" else 0)
            seconds.add_metric(key, job.last_seconds or 0.0)
            running.add_metric(key, 1 if job.running else 0)
        yield from (runs, failures, failed, seconds, running)


def _size(folder: Path) -> int:
    return sum(p.stat().st_size for p in folder.iterdir() if p.is_file()) if folder.is_dir() else 0
