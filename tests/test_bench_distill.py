"""The retention and compress benchmarks' harness, driven by the scripted model server (this proves
the harness — distil, drain, recall, score — not any model's quality)."""

from __future__ import annotations

import json
from pathlib import Path

from model_server import ModelServer

from kura_server.bench import compress, retention
from kura_server.embed.hashing import HashEmbedder
from kura_server.settings import load_settings
from kura_server.surfaces.cli import main

# What a good brain would spot in the fixture: (title, text, kind, quotes).
FACTS = [
    ("Billing owner", "Kara's team owns the billing service.", "fact",
     [("USER", "Kara's team owns the billing service")]),
    ("Build host containers", "The build hosts deploy with Podman, not Docker.", "decision",
     [("USER", "We'll deploy with Podman, not Docker, on the build hosts.")]),
    ("Invoices migration size", "The invoices migration copied 48213 rows in 312 s.", "fact",
     [("TOOL", "migration finished: 48213 rows copied in 312 s")]),
    ("Reindex blackout day", "The reindex job is not run on Fridays: the backup window overlaps.", "landmine",
     [("USER", "Never run the reindex job on Fridays, the backup window overlaps and both crawl.")]),
    ("Artifact storage", "Build artifacts go to the Hetzner storage box; the NAS is being retired.", "decision",
     [("USER", "artifacts go to the Hetzner storage box now. The NAS is being retired.")]),
    ("Nightly build paging", "When the nightly build keeps failing, Ioana is paged; otherwise a ticket is opened.",
     "fact", [("USER", "If the nightly build fails twice in a row, page Ioana; otherwise just open a ticket.")]),
    ("Release order", "In a release the beta ships before the docs freeze, which comes before the final tag.",
     "fact", [("USER", "the beta ships before the docs freeze, and the docs freeze comes before the final tag.")]),
    ("libvips CMYK crash", "libvips 8.15 segfaults on CMYK TIFF input, so libvips is pinned below 8.15.", "landmine",
     [("TOOL", "libvips 8.15.1 segfaults on CMYK TIFF input"), ("ACT", "wrote requirements.txt: libvips<8.15")]),
    ("CLI rewrite idea", "The CLI could be rewritten in Rust to start faster.", "idea",
     [("SELF", "Maybe we should rewrite the CLI in Rust while we are at it, it would start faster.")]),
]  # fmt: skip


def script(server: ModelServer) -> None:
    spot = [
        {"text": text, "kind": kind, "quotes": [{"class": c, "text": q} for c, q in quotes]}
        for _, text, kind, quotes in FACTS
    ]
    server.on("# Task: spot", json.dumps({"candidates": spot}))
    for title, text, _, _ in FACTS:
        server.on(f"<fact>\n{text}", json.dumps({"title": title, "trigger": text, "type": "project", "body": text}))
    server.on("# Task: drain", json.dumps({"verdict": "pour", "reason": "backed"}))


def test_retention_harness_scores_per_category(kura_home: Path, server: ModelServer) -> None:
    script(server)
    settings = load_settings(embedder={"kind": "hash"}, models={"thinker": server.profile()})
    report = retention.run(settings, embedder=HashEmbedder())
    assert report["total"] == 12 and set(report["by_category"]) == {
        "decision", "number", "negation", "reversal", "conditional", "chronology", "landmine", "returning",
        "distractor",
    }  # fmt: skip
    assert report["distill"]["errors"] == [] and report["distill"]["seeds"] == 1  # the Rust idea
    assert report["drain"]["poured"] == 8 and report["distill"]["dropped"] == {}
    assert report["by_category"]["distractor"] == {"score": 4, "of": 4}
    assert report["by_category"]["number"]["score"] == 1
    assert report["compress"]["store_ratio"] > 0 and report["compress"]["memories_counted"] == 8
    assert any("retention:" in line for line in retention.lines(report))


def test_compress_counts_only_distilled_memories(kura_home: Path, server: ModelServer, capsys) -> None:
    from kura_server.schemas import RememberRequest
    from kura_server.service import Kura

    kura = Kura(load_settings(embedder={"kind": "hash"}), embedder=HashEmbedder())
    kura.remember(RememberRequest(content="A manual note that no journal backs at all."))
    report = compress.measure(kura.engine("main").store)
    assert report["store_ratio"] is None and report["memories_not_from_batches"] == 1 and not report["exact"]
    kura.close()
    assert main(["--config", str(kura_home / "none.toml"), "bench", "compress"]) == 1  # a missing config
    (kura_home / "kura.toml").write_text('[embedder]\nkind = "hash"\n')
    assert main(["bench", "compress", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["memories_not_from_batches"] == 1


def test_retention_cli_needs_a_model(kura_home: Path, capsys) -> None:
    kura_home.mkdir(parents=True, exist_ok=True)
    (kura_home / "kura.toml").write_text('[embedder]\nkind = "hash"\n')
    assert main(["bench", "retention"]) == 1
    assert "needs a model" in capsys.readouterr().err


def test_gate_bench_times_the_echo_index_and_the_gate() -> None:
    from kura_server.bench import gate

    report = gate.run(sizes=[50], repeats=2)
    size = report["sizes"]["50"]
    assert report["candidates"] > 5 and sum(size["outcomes"].values()) == report["candidates"]
    assert size["outcomes"]["pass"] >= report["candidates"] // 2  # raw turn openings: some are instructions
    assert size["echo_index_ms"]["n"] == 2 and size["gate_ms"]["p50"] > 0
    assert any("memories" in line for line in gate.lines(report))


def test_gate_bench_times_redaction_of_hostile_long_lines(capsys) -> None:
    """``kura bench gate --hostile``: every shape at the given length, its seconds and chars/s, median and
    worst (the times themselves are the bench's to report, not this test's)."""
    from kura_server.bench import gate

    assert main(["bench", "gate", "--hostile", "--chars", "2000", "--repeats", "1", "--json"]) in (0, None)
    report = json.loads(capsys.readouterr().out)
    assert report["benchmark"] == "gate-hostile" and report["chars"] == 2000 and report["repeats"] == 1
    texts = gate.hostile_texts(2000)
    assert set(report["shapes"]) == set(texts) and all(len(t) == 2000 for t in texts.values())
    assert report["worst_seconds"] == max(row["seconds"] for row in report["shapes"].values())
    assert "redaction of hostile long lines" in next(gate.hostile_lines(report))
