"""What the gate and the composed-text re-scan cost per candidate (a measurement, not a test).

``python bench/experiments/gate_locomo/cost.py [LOCOMO]`` from the repository's root with ``PYTHONPATH`` pointing
at the code to time (another commit: a ``git worktree`` of it; run the two alternately): LoCoMo's observation
candidates (``measure.py observations``'s inputs) through ``check_candidate``, and for each that passes
``check_composed`` on a two-line text — the candidate, then "In short: " and the candidate (a line the candidate
does not open with, so the meaning re-scan reads it). One warm-up pass, then the median of three, in ms a candidate.
"""

from __future__ import annotations

import importlib.util
import json
import statistics
import sys
import time
from pathlib import Path

import kura_server
from kura_server.write.gate import Candidate, Segment, check_candidate, check_composed

_spec = importlib.util.spec_from_file_location("measure", Path(__file__).with_name("measure.py"))
assert _spec and _spec.loader
measure = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(measure)


def run(cands: list[tuple[str, list[str]]]) -> tuple[float, float]:
    """Seconds in the gate and in the re-scan over every candidate."""
    gate = rescan = 0.0
    for claim, said in cands:
        segments = [Segment(cls="USER", text=t) for t in said]
        quotes = [{"class": "USER", "text": t} for t in said]
        candidate = Candidate.model_validate({"text": claim, "kind": "fact", "quotes": quotes})
        t0 = time.perf_counter()
        verdict = check_candidate(candidate, segments)
        t1 = time.perf_counter()
        if verdict.outcome == "pass":
            check_composed(f"{claim}\nIn short: {claim}", verdict, ())
        gate, rescan = gate + t1 - t0, rescan + time.perf_counter() - t1
    return gate, rescan


def main() -> None:
    source = Path(sys.argv[1] if len(sys.argv) > 1 else "../shared/data/locomo/locomo-dev.json")
    cands = list(measure.candidates(json.loads(source.read_text(encoding="utf-8"))).values())
    run(cands)  # warm: caches, imports
    runs = [run(cands) for _ in range(3)]
    n = len(cands)
    gate = statistics.median(r[0] for r in runs) / n * 1e3
    rescan = statistics.median(r[1] for r in runs) / n * 1e3
    print(f"{kura_server.__file__}: the gate {gate:.2f} ms, the re-scan {rescan:.2f} ms a candidate (n={n})")


if __name__ == "__main__":
    main()
