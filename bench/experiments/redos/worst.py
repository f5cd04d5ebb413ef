"""The hostile texts that made the gate's readings quadratic, timed through the whole gate (a measurement, not a
test; ``tests/test_redos.py`` is the hang guard).

``python bench/experiments/redos/worst.py [REPEATS] [--quick]`` from the repository's root
(``PYTHONPATH=$PWD:$PWD/clients/src``; point ``PYTHONPATH`` at a ``git worktree`` of an older commit for the before).
Each text at n and 4n characters (``--quick``: the shorter only, for main), best-of/median/p95 of REPEATS runs
(default 3), the machine and its load; prints one JSON object.
"""

from __future__ import annotations

import datetime as dt
import json
import os
import statistics
import sys
import time
from collections.abc import Callable

from kura_server.bench.machine import machine
from kura_server.pasts import past_words
from kura_server.recall.periods import asked_period
from kura_server.write.gate import Candidate, Segment, check_candidate, check_manual, words


def candidate(text: str) -> None:
    quotes = [{"class": "USER", "text": text}]
    check_candidate(Candidate(text=text, kind="fact", quotes=quotes), [Segment(cls="USER", text=text)])


def german_pasts(text: str) -> None:
    past_words(text, "de")


def german_question(text: str) -> None:  # recall's time vote, on the event loop (a question is at most 4,000)
    asked_period(f"Was {text} am Freitag?", dt.date(2026, 1, 7))


# (name, pipeline, unit, n): the unit repeated to n characters, then 4n (a remember body is at most 20,000)
CASES: list[tuple[str, Callable[[str], None], str, int]] = [
    ("manual: one word of another script", check_manual, "漢", 5_000),
    ("manual: 'é' then a long word", check_manual, "a", 5_000),
    ("manual: 'é ' repeated", check_manual, "é ", 5_000),
    ("candidate: 'a ' repeated", candidate, "a ", 1_250),
    ("candidate: 'x was ' repeated", candidate, "x was ", 1_200),
    ("candidate: 'a durch ' repeated", candidate, "a durch ", 1_200),
    ("pasts: 'habe ' repeated (German)", german_pasts, "habe ", 5_000),
    ("periods: a German question of 'habe '", german_question, "habe ", 980),
    ("candidate: 'habe ' repeated", candidate, "habe ", 5_000),
]


def text_of(name: str, unit: str, n: int) -> str:
    text = (unit * (n // len(unit) + 1))[:n]
    return "é" + text[1:] if "then a long word" in name else text


def main() -> None:
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    repeats = int(args[0]) if args else 3
    quick = "--quick" in sys.argv
    check_manual("warm up: the user likes tea.")
    candidate("warm up: the user likes tea.")
    out: dict[str, object] = {"benchmark": "redos-worst", "code": os.environ.get("PYTHONPATH", "").split(":")[0]}
    out["machine"] = machine()
    rows = []
    for name, fn, unit, n in CASES:
        for size in (n,) if quick else (n, 4 * n):
            text = text_of(name, unit, size)
            times = []
            for _ in range(repeats):
                words._written_pasts.cache_clear()  # the gate keeps its pasts' answers per text: read each afresh
                start = time.perf_counter()
                fn(text)
                times.append(time.perf_counter() - start)
            times.sort()
            p95 = times[min(len(times) - 1, round(0.95 * (len(times) - 1)))]
            rows.append({"case": name, "chars": size, "median_s": round(statistics.median(times), 4),
                         "p95_s": round(p95, 4), "best_s": round(times[0], 4)})  # fmt: skip
            print(json.dumps(rows[-1], ensure_ascii=False), file=sys.stderr, flush=True)
    out["rows"] = rows
    out["load_1min_at_end"] = os.getloadavg()[0]
    print(json.dumps(out, indent=2, ensure_ascii=False))


if __name__ == "__main__":
    main()
