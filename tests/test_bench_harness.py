"""The benchmark harnesses run end to end on tiny inputs (the figures come from `kura bench …`)."""

from __future__ import annotations

import json
from pathlib import Path

from kura_server.bench import locomo, scale
from kura_server.embed.hashing import HashEmbedder


def test_evidence_ids_are_normalised() -> None:
    assert locomo.normalise_ids(["D1:3", "D:11:26", "D30:05", "D8:6; D9:17", "D", "junk"]) == [
        "D1:3", "D11:26", "D30:5", "D8:6", "D9:17",
    ]  # fmt: skip


def _tiny_locomo(path: Path) -> None:
    turns = [
        {"speaker": "Ana", "dia_id": "D1:1", "text": "I adopted a grey cat called Miso last week."},
        {"speaker": "Ben", "dia_id": "D1:2", "text": "Lovely! I started learning the cello in March."},
        {"speaker": "Ana", "dia_id": "D1:3", "text": "My sister lives in Porto and works as a nurse.",
         "blip_caption": "a photo of a harbour"},
    ]  # fmt: skip
    sample = {
        "sample_id": "tiny",
        "conversation": {"speaker_a": "Ana", "speaker_b": "Ben", "session_1_date_time": "1 May 2023",
                         "session_1": turns, "session_2_date_time": "never held"},  # a date key without a session
        "qa": [
            {"question": "What is the name of Ana's cat?", "answer": "Miso", "evidence": ["D1:1"], "category": 4},
            {"question": "When did Ben start the cello?", "answer": "March", "evidence": ["D:1:2"], "category": 2},
            {"question": "Where does Ana's sister live?", "evidence": ["D1:3", "D9:9"], "category": 5,
             "adversarial_answer": "Lisbon"},
            {"question": "Unanswerable", "answer": "-", "evidence": ["D7:1"], "category": 1},
        ],
    }  # fmt: skip
    path.write_text(json.dumps([sample]))


def test_locomo_harness_reports_every_retriever(tmp_path: Path) -> None:
    path = tmp_path / "tiny.json"
    _tiny_locomo(path)
    report = locomo.run(path, HashEmbedder())
    assert report["questions"] == 3  # the question whose evidence is not in the conversation is skipped
    for protocol in locomo.PROTOCOLS:
        body = report["protocols"][protocol]
        assert set(body["retrievers"]) == {"fts", "dense", "sparse", "hybrid"}
        for scores in body["retrievers"].values():
            assert set(scores) == {"r@5", "r@10", "r@25", "r@50", "mrr"}
            assert scores["r@50"] == 1.0  # three turns: everything is within the top 50
        assert body["retrievers"]["fts"]["mrr"] > 0.5
        assert set(body["by_category"]) == {"2", "4", "5"}
    assert "context" in report["protocols"] and any(line.startswith("protocol") for line in locomo.table(report))


def test_context_protocol_carries_date_and_previous_turn(tmp_path: Path) -> None:
    path = tmp_path / "tiny.json"
    _tiny_locomo(path)
    conv = locomo.load(path)[0]
    text = locomo.memory_text(conv.turns, 1, "context")
    assert text.splitlines() == [
        "(1 May 2023)",
        "Ana: I adopted a grey cat called Miso last week.",
        "Ben: Lovely! I started learning the cello in March.",
    ]
    assert locomo.memory_text(conv.turns, 2, "plain").endswith("[shares a photo: a photo of a harbour]")


def test_latency_and_rebuild_harnesses(tmp_path: Path) -> None:
    emb = HashEmbedder()
    report = scale.latency(emb, sizes=(120,), queries=12)
    size = report["sizes"]["120"]
    assert size["recall_ms"]["n"] == 12 and size["floor_ms"]["p50"] > 0 and size["ratio_p50"] > 0
    assert list(scale.latency_lines(report))
    rebuilt = scale.rebuild(emb, n=40)
    assert rebuilt["rebuild_per_s"] > 0 and rebuilt["raw_embed_per_s"] > 0
    assert list(scale.rebuild_lines(rebuilt))


def test_locomo_harness_with_the_thinker_against_the_scripted_server(tmp_path: Path) -> None:
    """Proves the harness, not the quality: the scripted thinker names one turn per question."""
    from model_server import ModelServer

    from kura_server.models import ModelClient
    from kura_server.settings import ModelsConfig

    path = tmp_path / "tiny.json"
    _tiny_locomo(path)
    with ModelServer() as server:
        server.on("Ana's cat", json.dumps({"slugs": ["d1-1"]}))
        server.on("cello", json.dumps({"slugs": ["d1-2", "not-a-turn"]}))
        server.default = json.dumps({"slugs": []})
        client = ModelClient(ModelsConfig(thinker=server.profile()))
        thinker = locomo.Thinker(client, chars=4000, weight=3.0, timeout_s=5.0)
        report = locomo.run(path, HashEmbedder(), protocols=["plain"], thinker=thinker)
        client.close()
    body = report["protocols"]["plain"]
    assert "hybrid+thinker" in body["retrievers"]
    assert body["by_category"]["4"]["hybrid+thinker"]["mrr"] == 1.0
    assert report["thinker"]["failures"] == 0 and report["model_tokens"]["prompt"] > 0
    assert len(server.requests) == 3
    assert "(d1-1.md)" in server.requests[0].body["messages"][1]["content"]


def test_a_phase_waits_for_the_pressure_to_settle_and_no_longer_than_asked(monkeypatch) -> None:
    from kura_server.bench import machine
    from kura_server.embed.cores import PRESSURE_BUSY, Pressure

    readings = iter([PRESSURE_BUSY + 20, PRESSURE_BUSY + 5, PRESSURE_BUSY - 1])
    monkeypatch.setattr(machine, "read_pressure", lambda: Pressure(next(readings), 0))
    waited = machine.settle(60, poll_s=0)
    assert waited["cpu_pressure_avg10"] == PRESSURE_BUSY - 1 and next(readings, None) is None
    monkeypatch.setattr(machine, "read_pressure", lambda: Pressure(PRESSURE_BUSY + 50, 0))
    assert machine.settle(0, poll_s=0)["cpu_pressure_avg10"] == PRESSURE_BUSY + 50  # never busy-waits past
    monkeypatch.setattr(machine, "read_pressure", lambda: None)
    assert machine.settle(60) == {"waited_s": 0.0, "cpu_pressure_avg10": None}  # no PSI: no wait
