"""The write gate on what people actually say: LoCoMo's turns and its ``observation`` facts as candidates (a
measurement, not a test).

``python bench/experiments/gate_locomo/measure.py {turns|observations} OUT.json [LOCOMO]`` from the repository's
root (``PYTHONPATH=$PWD:$PWD/clients/src``; LOCOMO defaults to ``../shared/data/locomo/locomo-dev.json``, read from
its path, never copied). ``turns``: every turn of 12 characters or more, a ``fact`` candidate quoting itself as the
person's words — the gate must not refuse what people say as they say it. ``observations``: each observation (a
short fact LoCoMo's authors wrote about one speaker, citing the turns it rests on by ``dia_id``) becomes a ``fact``
candidate: the speaker's name made "The user" ("Caroline's" → "The user's"), quoting as the person's (USER) words
every cited turn that speaker said (facts citing none of theirs are left out). The facts are honest summaries in
other words than the turns', which a turn quoting itself cannot be: a reading that starts refusing what people say
in other words shows here. Prints the verdict counts and writes each candidate's verdict, rule, claim, quotes and
reason to OUT.json; two runs (before and after a change: a ``git worktree`` of the old commit with ``PYTHONPATH``
pointing at it) are compared by key.
"""

from __future__ import annotations

import json
import re
import sys
from collections import Counter
from pathlib import Path

from kura_server.write.gate import Candidate, Segment, check_candidate


def candidates(data: list[dict]) -> dict[str, tuple[str, list[str]]]:
    """Each observation's key and its candidate: the claim, and the quotes (its cited turns said by its speaker)."""
    out: dict[str, tuple[str, list[str]]] = {}
    for sample in data:
        turns = {
            t["dia_id"]: (t["speaker"], t["text"])
            for key, session in sample["conversation"].items()
            if key.startswith("session_") and isinstance(session, list)
            for t in session
        }
        for session, per in sample["observation"].items():
            for speaker, facts in per.items():
                for i, (fact, evidence) in enumerate(facts):
                    cited = evidence if isinstance(evidence, str) else " ".join(evidence)
                    ids = [e for e in re.split(r"[;,\s]+", cited) if e]
                    said = [turns[x][1] for x in ids if x in turns and turns[x][0] == speaker]
                    claim = re.sub(rf"\b{re.escape(speaker)}'s\b", "The user's", fact)
                    claim = re.sub(rf"\b{re.escape(speaker)}\b", "The user", claim)
                    if said and len(claim) >= 12:
                        out[f"{sample['sample_id']}:{session}:{speaker}:{i}"] = (claim, said)
    return out


def turns(data: list[dict]) -> dict[str, tuple[str, list[str]]]:
    """Each turn of 12 characters or more as a candidate quoting itself."""
    return {
        f"{sample['sample_id']}:{t['dia_id']}": (text, [text])
        for sample in data
        for key, session in sample["conversation"].items()
        if key.startswith("session_") and isinstance(session, list)
        for t in session
        if len(text := t["text"].strip()) >= 12
    }


def main() -> None:
    mode, target = sys.argv[1], Path(sys.argv[2])
    source = Path(sys.argv[3] if len(sys.argv) > 3 else "../shared/data/locomo/locomo-dev.json")
    data = json.loads(source.read_text(encoding="utf-8"))
    verdicts = {}
    for key, (claim, said) in (turns(data) if mode == "turns" else candidates(data)).items():
        candidate = Candidate.model_validate(
            {"text": claim, "kind": "fact", "quotes": [{"class": "USER", "text": t} for t in said]}
        )
        v = check_candidate(candidate, [Segment(cls="USER", text=t) for t in said])
        verdicts[key] = (v.outcome, v.rule, claim, said, v.reason)
    target.write_text(json.dumps(verdicts, ensure_ascii=False), encoding="utf-8")
    print(len(verdicts), dict(Counter(v[0] for v in verdicts.values())))


if __name__ == "__main__":
    main()
