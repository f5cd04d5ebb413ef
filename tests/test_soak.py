"""``kura bench soak`` bounded (15 s, 4 clients, the hash embedder): a real daemon under mixed recall /
remember / forget on three stores answers every request, keeps its RSS about flat, and exits after
SIGTERM. The five-minute run's figures are in bench/README.md."""

from __future__ import annotations

from pathlib import Path

import pytest

from kura_server.bench import soak
from kura_server.settings import EmbedderConfig

pytestmark = pytest.mark.socket


def test_a_bounded_soak_has_no_errors_and_flat_memory(kura_home: Path) -> None:
    report = soak.run(EmbedderConfig(kind="hash"), clients=4, seconds=15)
    load = report["load"]
    assert load["errors"] == 0, load["operations"]
    assert load["clients_still_running"] == 0
    for op in ("recall", "remember", "forget"):
        stats = load["operations"][op]
        assert stats["ok"] > 0 and set(stats["latency_ms"]) == {"n", "p50", "p95", "p99", "mean"}, op
    rss = load["rss"]
    assert rss["samples"] >= 5 and rss["growth_mb"] < 64, rss  # a leak guard, not a figure: those are measured
    for part in ("anon", "file"):  # the heap apart from the mapped model and libraries
        assert rss[part]["samples"] == rss["samples"] and rss[part]["end_mb"] > 0, rss[part]
    assert rss["start_mb"] <= rss["max_mb"] and rss["middle_mb"] <= rss["max_mb"]
    assert isinstance(rss["last_half_slope_mb_per_min"], float)
    assert rss["threads"]["max"] >= rss["threads"]["start"] >= 1
    assert rss["timeline"][0]["t"] < soak.TIMELINE_S and set(rss["timeline"][0]) == {"t", *soak.STATUS}
    assert report["stop_after_sigterm_s"] < 10
    assert report["machine"]["load_1min_at_start"] is not None
    text = "\n".join(soak.lines(report))
    assert "errors 0 (must be 0)" in text and "p99" in text and "MB/min" in text and "anon" in text
