"""``kura bench gate``: the distiller's own time, without a model — the evidence gate at store scale.

Per store size N: N synthetic memories (Zipf pseudo-prose, as the other scale benchmarks use) give
the store's words for the echo rule (title, trigger, body each); the transcript is the retention
fixture shipped with the package (``data/retention.jsonl``, read through the jsonl adapter, so turns
are classed and redacted as in a real run), and the candidates are one per USER/TOOL/ACT turn, each
quoting the first words of its turn verbatim (they pass). Timed, ``repeats`` times: building the echo
index over the store (once per distillation run) and the gate over every candidate (once per batch).
Model and embedding time are not in these figures: they are the model's and the embedder's.
"""

from __future__ import annotations

import time
from collections.abc import Iterator, Sequence
from typing import Any

from ..distill.journals import read_journal
from ..write.gate import Candidate, Echoes, Quote, Segment, check_candidates
from .machine import machine, summary
from .retention import fixture
from .scale import Prose


def _store_texts(n: int) -> list[str]:
    prose = Prose(seed=29)
    return [t for _ in range(n) for t in (prose.sentence(3, 6), prose.sentence(8, 20), prose.sentence(20, 60))]


def _transcript() -> tuple[list[Segment], list[Candidate]]:
    path, _ = fixture()
    turns, _ = read_journal(path, adapter="jsonl", final=True)
    segments = [Segment(cls=t.cls, text=t.text, where=f"#{t.index}") for t in turns]
    candidates = []
    for t in turns:
        words = t.text.split()
        if t.cls != "SELF" and len(words) >= 4:
            quote = " ".join(words[:8])
            candidates.append(Candidate(text=quote, kind="fact", quotes=[Quote(cls=t.cls, text=quote)]))
    return segments, candidates


def run(sizes: Sequence[int] = (1_000, 10_000), repeats: int = 5) -> dict[str, Any]:
    segments, candidates = _transcript()
    report: dict[str, Any] = {
        "benchmark": "gate",
        "machine": machine(),
        "segments": len(segments),
        "candidates": len(candidates),
        "sizes": {},
    }
    for n in sizes:
        texts = _store_texts(n)
        build_ms, gate_ms = [], []
        verdicts = []
        for _ in range(repeats):
            t = time.perf_counter()
            echoes = Echoes(texts)
            build_ms.append((time.perf_counter() - t) * 1000)
            t = time.perf_counter()
            verdicts = check_candidates(candidates, segments, store=echoes)
            gate_ms.append((time.perf_counter() - t) * 1000)
        report["sizes"][str(n)] = {
            "memories": n,
            "echo_index_ms": summary(build_ms),
            "gate_ms": summary(gate_ms),
            "gate_ms_per_candidate": round(summary(gate_ms)["p50"] / max(1, len(candidates)), 3),
            "outcomes": {o: sum(v.outcome == o for v in verdicts) for o in ("pass", "drop", "seed", "review")},
        }
    return report


def lines(report: dict[str, Any]) -> Iterator[str]:
    m = report["machine"]
    yield f"gate: {report['candidates']} candidates over {report['segments']} turns · {m.get('cpu', '?')}"
    for n, r in report["sizes"].items():
        yield (
            f"{int(n):>7} memories: echo index p50 {r['echo_index_ms']['p50']:.0f} ms (p95 "
            f"{r['echo_index_ms']['p95']:.0f}) · gate p50 {r['gate_ms']['p50']:.1f} ms (p95 "
            f"{r['gate_ms']['p95']:.1f}), {r['gate_ms_per_candidate']:.2f} ms/candidate · {r['outcomes']}"
        )
