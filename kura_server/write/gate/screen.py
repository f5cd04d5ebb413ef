"""A cheap check before a costly pattern: the literal strings one of which every match of it holds.

Python's ``re`` skips ahead to where a match can start only when a pattern opens with a literal or a set of
characters; a pattern that opens with ``\\b`` or a look-behind before an alternation ("\\b(?:cuando\\s+leas\\s+esto|
…)") is tried at every position of the text, and most texts the gate reads hold none of what it looks for.
``required(pattern)`` reads the pattern's own parse (so no list is kept by hand beside a table, and a pattern added
to one is read the same way) for strings one of which any match must hold: a run of literal characters in a
sequence, a branch's alternatives each giving theirs. ``search`` asks ``str.__contains__`` for them first and
searches only a text that holds one: the same answer as ``pattern.search``, by construction (a property test holds
them equal on the corpus and on generated text, ``tests/test_gate_cost.py``).
"""

from __future__ import annotations

import importlib
import re
from typing import Any

# ``re``'s own parser (``sre_parse`` is deprecated and warns on import): what the pattern is, as ``re`` compiles it.
_parser: Any = importlib.import_module("re._parser")
_c: Any = importlib.import_module("re._constants")


def _screens(run: list[str]) -> bool:
    """A run of literal characters worth looking for: three or more (most texts hold a "to" or an "ai"), or any
    outside ASCII (a "忽略" or a "읽으면" is rare in what people write)."""
    return len(run) >= 3 or (bool(run) and not "".join(run).isascii())


def _best(options: list[frozenset[str]]) -> frozenset[str] | None:
    """Of the literal sets a sequence's parts require (each holds in every match), the one that screens best: the
    longest shortest string, then the fewest strings."""
    if not options:
        return None
    return max(options, key=lambda lits: (min(map(len, lits)), -len(lits)))


def _of_sequence(items: Any) -> frozenset[str] | None:
    """The literals one of which every match of a sequence of parsed parts holds, or ``None`` when none is found."""
    options: list[frozenset[str]] = []
    run: list[str] = []
    for op, av in items:
        if op is _c.LITERAL:
            run.append(chr(av))
            continue
        if _screens(run):
            options.append(frozenset(("".join(run),)))
        run = []
        if (found := _of_part(op, av)) is not None:
            options.append(found)
    if _screens(run):
        options.append(frozenset(("".join(run),)))
    return _best(options)


def _of_part(op: Any, av: Any) -> frozenset[str] | None:
    """The literals one of which every match of one parsed part holds: a group's, a branch's (each of its
    alternatives must give some), a repeat's that is there at least once; else ``None`` (a look-around consumes
    nothing, a character class is too wide to screen by unless it lists a few letters outside ASCII)."""
    if op is _c.SUBPATTERN:
        _group, add_flags, _del_flags, sub = av
        return None if add_flags & re.IGNORECASE else _of_sequence(sub)
    if op is _c.BRANCH:
        found: set[str] = set()
        for alternative in av[1]:
            if (lits := _of_sequence(alternative)) is None:
                return None
            found |= lits
        return frozenset(found)
    if op in (_c.MAX_REPEAT, _c.MIN_REPEAT, _c.POSSESSIVE_REPEAT):
        low, _high, sub = av
        return _of_sequence(sub) if low >= 1 else None
    if op is _c.ATOMIC_GROUP:
        return _of_sequence(av)
    if op is _c.IN and all(kind is _c.LITERAL for kind, _ in av):  # "(?:给|致)", which ``re`` reads as "[给致]"
        chars = [chr(code) for _, code in av]
        return frozenset(chars) if all(_screens([ch]) for ch in chars) else None
    return None


# Each pattern's strings, by the pattern's identity (a compiled pattern hashes its whole compiled code: longer than
# the look for its strings takes), the pattern kept beside them so that its identity is never another's.
_KEPT: dict[int, tuple[re.Pattern[str], frozenset[str] | None]] = {}


def required(pattern: re.Pattern[str]) -> frozenset[str] | None:
    """Strings one of which every match of ``pattern`` holds, or ``None`` when its parse gives none (then it is
    searched as it is). Read once per pattern (the gate's are its tables', compiled once)."""
    kept = _KEPT.get(id(pattern))
    if kept is None or kept[0] is not pattern:
        found = None if pattern.flags & re.IGNORECASE else _of_sequence(_parser.parse(pattern.pattern, pattern.flags))
        kept = _KEPT[id(pattern)] = (pattern, found)
    return kept[1]


def search(pattern: re.Pattern[str], text: str) -> re.Match[str] | None:
    """``pattern.search(text)``, asked only of a text that holds one of the pattern's ``required`` strings."""
    lits = required(pattern)
    if lits is None:
        return pattern.search(text)
    for lit in lits:
        if lit in text:
            return pattern.search(text)
    return None
