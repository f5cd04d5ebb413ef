"""No input makes the gate's readings hang: the hostile texts that made them quadratic (the fold's capitals of
another script searched at every letter of a long word, a sentence's opening searched in all the text before each
word, ``_ENDED_DURCH``/``_ENDED_BEFORE`` retried at every position of a long clause, German's compound past read
from each auxiliary to its line's end: ``pasts.py``) run through the manual gate, the distillation gate, the pasts
and recall's periods in a subprocess, each group of readings with a generous deadline of its CPU time — a hang guard,
not a speed test: each group takes seconds, main at 9e94934 over 100 s, at 863bcd0 (the pasts) over 30 s
(``bench/experiments/redos/worst.py``).
And the linear reading of the two ending patterns finds what ``finditer`` does."""

from __future__ import annotations

import os
import random
import subprocess
import sys
from pathlib import Path

from kura_server.write.gate.support import ending

REPO = Path(__file__).resolve().parents[1]
# Of the reader's own CPU time, for each group of readings (a ``lap`` of the script): a loaded machine's wait for a core
# is no hang. Each group takes 0.1-7 s on a loaded AMD EPYC (2026-12-08); a reading gone quadratic on these lengths
# takes minutes. (One deadline for the whole script, 30 s, was reached by the sum of linear readings as groups were
# added: 27.5 s in CI, 30.3 s on a loaded machine.)
DEADLINE_S = 20.0
LAPS = ["limits", "manual", "endless-clauses", "german-pasts", "rebound", "used", "others", "spelled-numbers"]
HANG_S = 180.0  # of the clock: past it the reader is stopped

_WORST = """
import datetime as dt

from kura_server.pasts import past_words, told_in_a_past
from kura_server.recall.periods import asked_period
from kura_server.write.gate import Candidate, GateConfig, Segment, check_candidate, check_composed, check_manual

import time

READ_ALL = GateConfig(max_chars=10**7, max_quote_chars=10**7)  # the readings themselves, past the gate's limits
_last = time.process_time()

def lap(name):  # the CPU time the readings since the last lap took, one line: "lap NAME SECONDS"
    global _last
    now = time.process_time()
    print("lap", name, round(now - _last, 3))
    _last = now

def candidate(text, config=READ_ALL):
    quotes = [{"class": "USER", "text": text}]
    c = Candidate(text=text, kind="fact", quotes=quotes)
    return check_candidate(c, [Segment(cls="USER", text=text)], config=config)

# what a model may send (a reply holds up to a megabyte): read no further than the limits
assert candidate("a durch " * 131_072, config=GateConfig()).rule == "too_long"
assert [p.rule for p in check_composed("x was " * 174_763, [], [])] == ["length"]
lap("limits")

check_manual("漢" * 20_000)  # a remember body at its limit, one word of another script
check_manual("é" + "a" * 19_999)
lap("manual")
candidate("a durch " * 600)  # a clause that never ends, full of what the German ending opens with
candidate("x was " * 800)
lap("endless-clauses")
# German's compound past read from each auxiliary to its line's end (main at 863bcd0: 10-24 s for the candidate,
# 7-8 s for 40,000 characters of "habe " or "hat " in past_words alone, growing 4x for 2x the length)
candidate("habe " * 4_000)
past_words("hat " * 15_000, "de")
told_in_a_past("ist " * 15_000, "de")
asked_period("Was " + "habe " * 790 + "am Freitag?", dt.date(2026, 1, 7))  # a recall question at its limit
lap("german-pasts")
# words bound across clauses (binding.rebound): a claim of many short clauses against quotes at their limits, every
# word another (0.8 s)
from kura_server.write.gate.support import rebound
_w = [f"{chr(97 + i % 26)}{chr(97 + i // 26 % 26)}{chr(97 + i // 676 % 26)}x" for i in range(4_000)]
_fact = lambda j: f"{_w[j].title()} uses the {_w[j + 1]}, {_w[j + 2]} leads {_w[j + 3].title()}"
_said = [". ".join(_fact(j) for j in range(k, k + 300, 4))[:2000] for k in range(0, 3_600, 300)]
rebound(" and ".join(f"{_w[i].title()} runs on {_w[i + 1].title()}" for i in range(0, 120, 2))[:1000], _said)
lap("rebound")
# a thing said used (relation.used) and another party's use (subject.others): a claim of ~200 names against quotes at
# their limits that name them in clauses that say no use, and in clauses of another party (0.9 s and 1.1 s)
from kura_server.write.gate.support import others, used
_uses = ("The team uses " + " ".join(w.title() for w in _w[:200]))[:1000]
used(_uses, [" ".join(w.title() for w in _w[k : k + 400])[:2000] for k in range(0, 720, 60)])
lap("used")
_theirs = " and the tutorial uses ".join
others(_uses, [("Our competitor uses " + _theirs(_w[k : k + 400]))[:2000] for k in range(0, 720, 60)])
lap("others")
# counts spelled out on a 1 MiB line (numbers._spelled_numbers: each number's words read from where it ends, never a
# copy of the rest of the line; 2-3 s)
from kura_server.write.gate import find_numbers
find_numbers("twenty-two " * 95_325)
lap("spelled-numbers")
print("done")
"""


def test_hostile_texts_finish_before_the_deadline(tmp_path: Path) -> None:
    env = {**os.environ, "KURA_HOME": str(tmp_path)}
    env["PYTHONPATH"] = os.pathsep.join(
        [str(REPO), str(REPO / "clients" / "src"), *filter(None, [env.get("PYTHONPATH")])]
    )
    try:
        done = subprocess.run(
            [sys.executable, "-c", _WORST], env=env, capture_output=True, text=True, timeout=HANG_S, check=False
        )
    except subprocess.TimeoutExpired:
        raise AssertionError(f"the gate read the hostile texts for more than {HANG_S:.0f} s of the clock") from None
    assert done.returncode == 0, done.stderr
    *laps, said = done.stdout.splitlines()
    assert said == "done"
    cpu = {name: float(seconds) for _, name, seconds in map(str.split, laps)}
    assert list(cpu) == LAPS  # every reading timed
    slow = {name: seconds for name, seconds in cpu.items() if seconds >= DEADLINE_S}
    assert not slow, f"the gate read hostile texts for more than {DEADLINE_S:.0f} s of CPU each: {slow}"


def test_ending_patterns_read_by_clause_find_what_finditer_finds() -> None:
    words = ["a", "kafka", "was", "were", "rejected", "has", "been", "phased", "out", "durch", "ersetzt", "wurde", ""]
    marks = [" ", " ", "  ", ", ", ". ", ";", "!"]
    rng = random.Random(7)
    matched = 0
    for _ in range(20_000):
        text = "".join(rng.choice(words) + rng.choice(marks) for _ in range(rng.randint(0, 12)))
        for rx in (ending._ENDED_BEFORE, ending._ENDED_DURCH):
            expected = [(m.span(), m.span("object")) for m in rx.finditer(text)]
            assert [(m.span(), m.span("object")) for m in ending._by_clause(rx, text)] == expected, text
            assert (ending._AT_CLAUSE[rx].search(text) is None) == (rx.search(text) is None), text
            matched += bool(expected)
    assert matched > 100  # the texts do hold endings
