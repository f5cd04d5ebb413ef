"""``kura bench ab`` end to end on a tiny store: two real daemons, one running another checkout's code."""

from __future__ import annotations

import json
import shutil
import socketserver
import threading
from pathlib import Path

import pytest

import kura_server
from kura_server.bench import ab, http
from kura_server.embed.hashing import HashEmbedder
from kura_server.settings import EmbedderConfig


@pytest.mark.socket
@pytest.mark.slow  # two daemons on loopback sockets, a store built: seconds
def test_two_checkouts_daemons_answer_the_same_blocks_in_turned_order(tmp_path: Path) -> None:
    other = tmp_path / "other"  # a checkout of its own: this package, its version marked
    shutil.copytree(
        Path(kura_server.__file__).parent, other / "kura_server", ignore=shutil.ignore_patterns("__pycache__")
    )
    init = other / "kura_server" / "__init__.py"
    init.write_text(init.read_text(encoding="utf-8").replace('__version__ = "', '__version__ = "0.0.0+other-'))
    report = ab.run(
        HashEmbedder(), EmbedderConfig(kind="hash"), other, n_memories=30, blocks=3, questions=5,
        store_cache=tmp_path / "cache", settle_s=0, max_seconds=120,
    )  # fmt: skip
    this, that = report["sides"]["this"], report["sides"]["other"]
    assert this["version"] == kura_server.__version__ and that["version"].startswith("0.0.0+other-")  # its code ran
    assert that["commit"] is None and that["tree"] == str(other.resolve())  # not a git checkout: said so
    assert this["daemon_ms"]["n"] == that["daemon_ms"]["n"] == 15  # every question of every block, on both
    assert 0 < this["daemon_ms"]["p50"] <= this["client_ms"]["p50"]  # the daemon's own time inside the client's
    assert [r["order"] for r in report["per_block"]] == [["this", "other"], ["other", "this"], ["this", "other"]]
    assert sum(report["faster_blocks"].values()) == 3 and report["ratio_daemon_p50"] > 0
    text = "\n".join(ab.lines(report))
    assert "3 blocks of 5 recalls" in text and "faster blocks:" in text


def test_a_folder_without_kura_is_refused_before_anything_starts(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="holds no kura_server"):
        ab.run(HashEmbedder(), EmbedderConfig(kind="hash"), tmp_path, n_memories=10, blocks=1, questions=1)


@pytest.mark.socket
def test_the_client_opens_again_a_connection_the_daemon_closed_while_idle() -> None:
    """uvicorn closes a keep-alive connection idle for 5 s (the other daemon's block, the settle): the next
    recall opens it again instead of failing with a broken pipe. The server here answers, then drops the
    connection without a word, as an idle timeout does."""
    body = json.dumps({"memories": [], "timings_ms": {"total": 1.0}}).encode()
    answered: list[int] = []

    class Once(socketserver.StreamRequestHandler):
        def handle(self) -> None:
            length = 0
            while (line := self.rfile.readline()) not in (b"\r\n", b""):
                if line.lower().startswith(b"content-length:"):
                    length = int(line.split(b":")[1])
            self.rfile.read(length)
            head = f"HTTP/1.1 200 OK\r\nContent-Length: {len(body)}\r\nServer-Timing: app;dur=2.5\r\n\r\n"
            self.wfile.write(head.encode() + body)
            answered.append(1)  # and the connection is dropped: keep-alive promised, not kept

    with socketserver.ThreadingTCPServer(("127.0.0.1", 0), Once) as server:
        threading.Thread(target=server.serve_forever, daemon=True).start()
        client = http.StdlibClient(f"http://127.0.0.1:{server.server_address[1]}")
        try:
            assert [client.recall("q")[1] for _ in range(3)] == [2.5, 2.5, 2.5]
        finally:
            client.close()
            server.shutdown()
    assert len(answered) == 3
