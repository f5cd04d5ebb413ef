"""``kura bench http`` end to end on a tiny store: real daemons in subprocesses, every figure present."""

from __future__ import annotations

from pathlib import Path

import pytest

from kura_server.bench import http
from kura_server.embed.hashing import HashEmbedder
from kura_server.settings import EmbedderConfig

pytestmark = [pytest.mark.socket, pytest.mark.slow]  # two daemons, a store, all phases: a minute or two


def test_the_http_bench_reports_start_overhead_and_writes(kura_home: Path) -> None:
    report = http.run(
        HashEmbedder(), EmbedderConfig(kind="hash"), n_memories=20, requests=10, concurrency=2, starts=1,
        max_seconds=60, remembers=4, restarts=1,
    )  # fmt: skip
    start = report["start"]
    assert start["runs"] == 1 and start["cpu_seconds_median"] is not None
    assert start["embedder_at_first_health"][0] in {"loaded", "loading", "not loaded"}
    seq = report["sequential"]
    assert seq["questions"] == 10 and seq["same_top_k"] == 1.0
    # the overhead split by the daemon's Server-Timing: each part measured on all ten, none negative
    assert seq["client_and_transport_ms"]["n"] == seq["daemon_framework_ms"]["n"] == 10
    assert seq["client_and_transport_ms"]["p50"] > 0 and seq["daemon_framework_ms"]["p50"] >= 0
    assert seq["stdlib_client"]["http_ms"]["n"] == 10 and seq["stdlib_client"]["client_and_transport_ms"]["p50"] > 0
    assert isinstance(seq["stdlib_client"]["overhead_paired_median_ms"], float)  # paired with its own recall
    assert seq["mcp"]["http_ms"]["n"] == 10 and isinstance(seq["mcp"]["overhead_paired_median_ms"], float)
    assert set(report["settled"]) == {"before_sequential", "before_remember"}  # settle_s 0: no wait
    assert all(w["waited_s"] < 1 for w in report["settled"].values())
    remember = report["remember"]
    assert remember["writes_each_way"] == 2 and remember["actions"] == {"ADD": 4}
    assert (
        remember["recall_after_write"]["http_ms"]["n"]
        == remember["recall_after_write"]["daemon_recall_total_ms"]["n"]
        == 2
    )
    long = report["long"]  # the encoder's longest windows, over HTTP: the high-water mark is read after them
    assert 900 <= long["memory_chars"] <= http.LONG_MEMORY_CHARS and long["remember_ms"] > 0
    assert 3800 <= long["question_chars"] <= http.LONG_QUESTION_CHARS and long["recall_ms"] > 0
    assert long["forget_ms"] > 0
    assert list(report["rss_parts_mb"])[-2:] == ["after_remember", "after_long"]
    restarts = report["restarts"]  # started again on the store: its warm-up waited for, then its first requests
    assert restarts["runs"] == 1 and len(restarts["warm_s"]) == 1 and restarts["warm_s"][0] > 0
    assert [len(restarts[times][op]) for times in ("first_ms", "second_ms") for op in ("recall", "remember")] == [1] * 4
    text = "\n".join(http.lines(report))
    assert "remember, 2 manual writes" in text and "daemon CPU by then" in text and "split (Server-Timing)" in text
    assert "paired overhead" in text and "a recall right after each write" in text and "over MCP (kura_recall)" in text
    assert "judged on kura's client (http.client)" in text  # the target: what the daemon adds, not httpx's Python
    assert "restarted on the store (1 runs): warm-up done" in text and "long inputs: a " in text


@pytest.mark.parametrize("json_response", [True, False], ids=["json", "sse"])
def test_the_bench_s_mcp_client_reads_json_and_sse_answers(
    kura_home: Path, monkeypatch: pytest.MonkeyPatch, json_response: bool
) -> None:
    """The bench's hand-written MCP client, on this daemon (a call answered as an SSE stream) and on one
    configured to answer with one JSON body, as the transport allows (the bench is run against other
    checkouts' daemons too)."""
    from fastapi.testclient import TestClient
    from mcp.server.mcpserver import MCPServer

    from kura_server.schemas import RememberRequest
    from kura_server.service import Kura
    from kura_server.settings import load_settings
    from kura_server.surfaces.app import create_app

    build = MCPServer.streamable_http_app
    monkeypatch.setattr(
        MCPServer, "streamable_http_app", lambda self, **kw: build(self, **{**kw, "json_response": json_response})
    )
    settings = load_settings(embedder={"kind": "hash"})
    kura = Kura(settings, embedder=HashEmbedder())
    kura.remember(RememberRequest(content="The staging database is pg-staging-2 on port 5433 behind the bastion."))
    with TestClient(create_app(settings, kura=kura), base_url="http://127.0.0.1:8000") as client:
        mcp = http.McpClient(client)
        answer = mcp.recall("which port does the staging database use?")
        assert answer.startswith("how=") and "pg-staging-2" in answer
        last = client.post(mcp.path, json={"jsonrpc": "2.0", "id": 99, "method": "ping"}, headers=mcp.headers)
        assert last.headers["content-type"].startswith("application/json" if json_response else "text/event-stream")
