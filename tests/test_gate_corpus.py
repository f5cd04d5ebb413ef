"""The adversarial corpus at the gate (issue 11): every lie a model tells at spot, compose or drain is
refused, and the honest candidates from realistic transcripts are kept. The same corpus drives the
pipeline test (``test_gate_corpus_pipeline.py``) and ``kura bench gate --corpus``."""

from __future__ import annotations

import bisect
import itertools
import json
from typing import Any

import pytest

from kura_server.bench import gate

CASES = gate.corpus()
ATTACKS = [c for c in CASES if c["side"] == "attack"]
HONEST = [c for c in CASES if c["side"] == "honest"]

# Honest candidates the gate still loses, and why (each a known limit, not a silent one).
KNOWN_LOSSES: dict[str, str] = {}


def test_the_corpus_is_as_large_as_the_issue_asks() -> None:
    assert len(ATTACKS) >= 40 and len(HONEST) >= 40
    assert len({c["id"] for c in CASES}) == len(CASES)
    kinds = {c["category"] for c in ATTACKS}
    for kind in ("model-written secret", "unbacked attribution", "laundering", "tool directive", "look-alike"):
        assert kind in kinds
    assert {"compose certainty", "drain certainty", "safety memory"} <= kinds
    assert all(c.get("planted") for c in ATTACKS if c["stage"] != "reconcile")


def _texts(case: dict[str, Any]) -> list[str]:
    """Every text of a case a model or the store may see: the transcript, the candidate and its quotes, and
    what a later stage is scripted to write (``compose``, ``drain`` …)."""
    texts = [segment["text"] for segment in case.get("transcript", [])]
    candidate = case.get("candidate") or {}
    texts += [candidate.get("text", "")] + [quote["text"] for quote in candidate.get("quotes", [])]
    fixed = {"id", "side", "category", "stage", "planted", "transcript", "candidate"}
    texts += [json.dumps(value, ensure_ascii=False) for key, value in case.items() if key not in fixed]
    return texts


def test_no_case_holds_another_attack_s_planted_text() -> None:
    """Every case runs in one store (``test_gate_corpus_pipeline.py``), which then must hold no attack's planted
    text: a planted phrase another case also says would be charged to the wrong lie, or kept by an honest one. In any
    case: the store's full-text index keeps its words lower-cased, so an honest "Wexford" stands there as a lie's
    planted "wexford" (f1cedd5)."""
    texts = ["\x00".join(_texts(case)).lower() for case in CASES]  # every case's texts in one, each apart by a NUL
    starts = list(itertools.accumulate((len(text) + 1 for text in texts[:-1]), initial=0))
    whole = "\x00".join(texts)
    clashes = []
    for attack in ATTACKS:
        for planted in attack.get("planted") or []:
            at = whole.find(planted.lower())
            while at != -1:
                other = CASES[bisect.bisect_right(starts, at) - 1]
                if other is not attack:
                    clashes.append((attack["id"], planted, other["id"]))
                at = whole.find(planted.lower(), at + 1)
    assert not clashes, clashes


SEEN = [c for c in ATTACKS if c["stage"] != "reconcile"]  # a lie told at reconcile is the pipeline's to refuse


@pytest.fixture(scope="module")
def judged() -> gate.Judged:
    """The whole corpus through the gate once (a while): each case's test reads its verdict, the report is made of
    them all."""
    return gate.judge_corpus()


@pytest.fixture(scope="module")
def verdicts(judged: gate.Judged) -> dict[str, tuple[bool | None, str]]:
    return {case["id"]: (through, why) for case, through, why in judged[0]}


@pytest.mark.parametrize("case", SEEN, ids=[c["id"] for c in SEEN])
def test_no_lie_gets_through_the_gate(case: dict[str, Any], verdicts: dict[str, tuple[bool | None, str]]) -> None:
    """And each refusal says which rule and why (issue 11 item 10 at the gate)."""
    through, why = verdicts[case["id"]]
    assert through is False, f"{case['id']} got through: {why}"
    assert len(why) > 20 and ("(" in why or why.startswith("composed text refused")), why


@pytest.mark.parametrize("case", HONEST, ids=[c["id"] for c in HONEST])
def test_honest_candidates_are_kept(case: dict[str, Any], verdicts: dict[str, tuple[bool | None, str]]) -> None:
    if case["id"] in KNOWN_LOSSES:
        pytest.xfail(KNOWN_LOSSES[case["id"]])
    through, why = verdicts[case["id"]]
    assert through is True, why


def test_a_verdict_read_from_the_run_is_the_gate_s_own(verdicts: dict[str, tuple[bool | None, str]]) -> None:
    """The per-case tests read the one run's verdicts: that run judged every case, each as ``gate_case`` does alone."""
    assert list(verdicts) == [c["id"] for c in CASES]
    for case in (SEEN[0], SEEN[-1], HONEST[0], HONEST[-1]):
        assert gate.gate_case(case) == verdicts[case["id"]]


@pytest.fixture(scope="module")
def report(judged: gate.Judged) -> dict[str, Any]:
    return gate.run_corpus(judged)


def test_the_bench_report_says_what_the_tests_say(report: dict[str, Any]) -> None:
    assert report["attacks_through"] == 0
    assert report["honest_kept"] >= 0.95 * report["honest"]
    assert report["honest"] - report["honest_kept"] == len(KNOWN_LOSSES)
    lines = list(gate.corpus_lines(report))
    assert lines[0].startswith("gate corpus:") and any("tool directive" in line for line in lines)


def test_kura_bench_gate_corpus(
    report: dict[str, Any], monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """The command prints the corpus's report (the one run above: a run of the whole corpus takes a while)."""
    from kura_server.surfaces.cli import main

    monkeypatch.setattr(gate, "run_corpus", lambda: report)
    code = main(["bench", "gate", "--corpus", "--json"])
    printed = json.loads(capsys.readouterr().out)
    assert code in (0, None) and printed == report and printed["benchmark"] == "gate-corpus"
    assert printed["attacks_through"] == 0 and printed["honest_kept"] >= 0.95 * printed["honest"]
