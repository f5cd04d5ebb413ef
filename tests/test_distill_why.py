"""Every drop says why: each candidate's outcome, gate rule and reason in the batch's metrics line,
read back by the service, the CLI (`kura distill why`), REST (`GET /distill/why`) and MCP
(`kura_distill_why`)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from daemon import in_process, make_app
from model_server import ModelServer
from test_distill import make_kura, script
from test_distill_surfaces import config, run
from test_mcp import mcp_client

from kura_server.settings import load_settings

# The fixture batch (tests/test_distill.py SPOT): what becomes of each of its five candidates.
EXPECTED = [(0, "staged", None), (1, "staged", None), (2, "seed", "proposal"), (3, "dropped", "verbatim"),
            (4, "staged", None)]  # fmt: skip


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


def shape(decisions: list[dict]) -> list[tuple[int, str, str | None]]:
    return sorted((d["candidate"], d["outcome"], d["rule"]) for d in decisions)


def test_the_batch_line_says_what_became_of_each_candidate(
    kura_home: Path, server: ModelServer, journals: Path
) -> None:
    kura = make_kura(kura_home, server, journals)
    script(server)
    assert kura.distill_why() == []
    kura.distill_run()
    why = [d.model_dump() for d in kura.distill_why()]
    assert shape(why) == EXPECTED
    dropped = next(d for d in why if d["outcome"] == "dropped")
    assert dropped["reason"] and dropped["journal"].endswith("session.jsonl") and dropped["span"] and dropped["at"]
    assert "prefers Postgres" not in json.dumps(why)  # the gate's words, never the candidate's text
    assert len(kura.distill_why(limit=2)) == 2
    kura.close()


@pytest.mark.anyio
async def test_rest_and_mcp_say_why(kura_home: Path, server: ModelServer, journals: Path) -> None:
    config(kura_home, server, journals)
    script(server)
    app = make_app(load_settings())
    async with in_process(app) as http:
        assert (await http.get("/distill/why")).json() == []
        assert (await http.post("/distill/run", json={})).status_code == 200
        r = await http.get("/s/main/distill/why")
        assert r.status_code == 200 and shape(r.json()) == EXPECTED
        r = await http.get("/distill/why", params={"limit": 1})
        assert r.status_code == 200 and len(r.json()) == 1
        r = await http.get("/distill/why", params={"limit": 0})
        assert r.status_code == 422
    async with mcp_client(make_app(load_settings())) as client:
        r = await client.call_tool("kura_distill_why", {})
        assert not r.is_error and shape(r.structured_content["result"]) == EXPECTED
        r = await client.call_tool("kura_distill_why", {"limit": 0})
        assert r.is_error and "limit" in r.content[0].text


def test_cli_says_why(capsys: pytest.CaptureFixture[str], kura_home: Path, server: ModelServer, journals: Path) -> None:
    cfg = str(config(kura_home, server, journals))
    script(server)
    assert run(capsys, "--config", cfg, "distill", "why")[0] == 2  # no batch yet
    assert run(capsys, "--config", cfg, "distill", "run")[0] == 0
    code, out, _ = run(capsys, "--config", cfg, "distill", "why", "--json")
    assert code == 0 and shape(json.loads(out)) == EXPECTED
    code, out, _ = run(capsys, "--config", cfg, "distill", "why")
    assert code == 0 and "dropped (verbatim)" in out and "quote refused (verbatim)" in out and "seed (proposal)" in out
