"""Forget forgets: after a forget, no byte under KURA_HOME holds the memory's text (files, SQLite, WAL)."""

from __future__ import annotations

from pathlib import Path

from model_server import ModelServer
from test_distill import make_kura, script

from kura_server.schemas import FeedbackRequest, RecallRequest, RememberRequest
from kura_server.service import Kura
from kura_server.write.pipeline import Writer

CANARY = "zorblatquux"
OTHERS = [
    "The archive lives on the slow disk; the fast NVMe disk is scratch space only.",
    "Deploys to production need the release tag signed with the hardware key.",
    "The nightly backup job runs at 03:00 and keeps 14 daily snapshots.",
    "Alice owns the billing service and reviews every schema migration.",
]


def holding(root: Path, needle: str) -> list[str]:
    """Every file under ``root`` whose bytes hold ``needle`` (any case), as paths relative to it."""
    low = needle.lower().encode()
    return sorted(str(p.relative_to(root)) for p in root.rglob("*") if p.is_file() and low in p.read_bytes().lower())


def test_forget_leaves_no_byte_of_the_text(kura: Kura, kura_home: Path) -> None:
    for text in OTHERS:
        kura.remember(RememberRequest(content=text))
    text = f"The {CANARY} relay restarts every Tuesday after the kernel patch window closes."
    kura.remember(RememberRequest(content=text, title=f"The {CANARY} relay", slug="relay-restarts"))
    for text in OTHERS[:2]:  # more index writes after it, so its text sits in older FTS segments too
        kura.remember(RememberRequest(content=text + " Checked again on Friday."))
    assert kura.recall(RecallRequest(question=f"{CANARY} relay")).memories
    kura.feedback(FeedbackRequest(slug="relay-restarts", direction="up"))
    assert holding(kura_home, CANARY)  # the probe finds it before the forget
    kura.forget("relay-restarts", reason="obsolete")
    assert holding(kura_home, CANARY) == []
    line = kura.engine("main").store.audit_lines()[-1]
    assert line["event"] == "forget" and line["slug"] == "relay-restarts" and line["reason"] == "obsolete"
    assert len(line["sha256"]) == 64 and "title" not in line
    assert all(m.slug != "relay-restarts" for m in kura.recall(RecallRequest(question="kernel patch window")).memories)
    assert len(kura.list()) == len(OTHERS) + 2  # the others are still there and still found


def test_forget_keeps_a_manifest_another_memory_points_at(kura: Kura, kura_home: Path) -> None:
    eng = kura.engine("main")
    writer = Writer(eng, kura.settings.write)
    manifest = {"kind": "distill", "candidate": "shared words", "quotes": [{"class": "USER", "text": "shared words"}]}
    a = writer.remember(OTHERS[0], slug="first-one", evidence=manifest)
    writer.remember(OTHERS[1], slug="second-one")
    writer.update("second-one", {"tags": ["shared"]}, evidence=manifest)  # one evidence, two memories
    evidence = eng.store.read(a.slug).evidence
    assert evidence is not None and eng.store.read("second-one").evidence == evidence
    path = kura_home / "stores" / "main" / "_evidence" / f"{evidence.removeprefix('sha256:')}.json"
    writer.forget("first-one")
    assert path.is_file()  # the second memory still rests on it
    writer.forget("second-one")
    assert not path.exists()


def test_forgetting_a_distilled_memory_leaves_no_byte_of_it(
    kura_home: Path, server: ModelServer, journals: Path
) -> None:
    distilled = make_kura(kura_home, server, journals)  # the journal lies outside KURA_HOME: the agent's file
    script(server)
    distilled.distill_run()
    assert "release-owner-marta" in distilled.drain().poured
    said = ("Marta Ruiz", "signs off every release")
    assert all(holding(kura_home, text) for text in said)  # its manifest holds the candidate and the quote
    distilled.forget("release-owner-marta")
    assert [holding(kura_home, text) for text in said] == [[], []]
    assert len(distilled.list()) == 2
    distilled.close()
