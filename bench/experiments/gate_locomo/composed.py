"""The composed-text re-scan on what people actually say in other words: LoCoMo's observations as the scribe's text
(a measurement, not a test).

``python bench/experiments/gate_locomo/composed.py {turn|observation} OUT.json [LOCOMO]`` from the repository's
root (``PYTHONPATH=$PWD:$PWD/clients/src``; LOCOMO defaults to ``../shared/data/locomo/locomo-dev.json``, read from
its path). The inputs are ``measure.py observations``'s (an observation, "Caroline" made "The user", and the turns it
cites of its speaker); the observation is the body ``check_composed`` re-scans against the verdict of a candidate
the gate passed:

* ``turn``: the observations that cite exactly one turn (12 characters or more), over that turn as a ``fact``
  candidate quoting itself — a person's summary of the turn in other words, as a scribe writes one over a candidate
  that says it as the person did. An observation often says what the turn does not (the question it answers,
  another turn, the annotator's reading of it): a refusal here is not by itself a wrong one, each is read.
* ``observation``: every observation over itself as the candidate (``measure.py``'s), the body saying the candidate
  the gate passed.

Prints how many were re-scanned, how many refused, and how many by the clause rule alone (``states.added``); writes
each refused key's problems, the observation and the turns to OUT.json (compared by key across trees).
"""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path

from kura_server.write.gate import Candidate, Segment, check_candidate, check_composed

_spec = importlib.util.spec_from_file_location("measure", Path(__file__).with_name("measure.py"))
assert _spec and _spec.loader
measure = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(measure)

# how ``compose._coverage_problems`` words a refusal by ``states.added``
CLAUSE = "a clause of it says what no quote holds"


def main() -> None:
    mode, target = sys.argv[1], Path(sys.argv[2])
    source = Path(sys.argv[3] if len(sys.argv) > 3 else "../shared/data/locomo/locomo-dev.json")
    data = json.loads(source.read_text(encoding="utf-8"))
    read = 0
    refused: dict[str, tuple[list[str], str, list[str]]] = {}
    for key, (observation, said) in measure.candidates(data).items():
        if mode == "turn" and (len(said) != 1 or len(said[0]) < 12):
            continue
        claim = said[0] if mode == "turn" else observation
        quotes = [{"class": "USER", "text": t} for t in said]
        candidate = Candidate.model_validate({"text": claim, "kind": "fact", "quotes": quotes})
        verdict = check_candidate(candidate, [Segment(cls="USER", text=t) for t in said])
        if verdict.outcome != "pass":
            continue
        read += 1
        if problems := check_composed(observation, verdict, ()):
            refused[key] = ([f"{p.rule}: {p.detail}" for p in problems], observation, said)
    clause = sum(all(CLAUSE in p for p in problems) for problems, _, _ in refused.values())
    target.write_text(json.dumps(refused, ensure_ascii=False), encoding="utf-8")
    print(f"{read} observations re-scanned: {len(refused)} refused, {clause} by the clause rule alone")


if __name__ == "__main__":
    main()
