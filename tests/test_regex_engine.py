"""Every pattern kura compiles means the same on each Python it admits (``requires-python = ">=3.11"``).

CPython's ``re`` before 3.11.5 let a possessive repeat of more than one character skip the lookahead inside it
(python/cpython#100061, #106052): on Debian 12's system Python, 3.11.2, ``(?:[^-]|-(?!----)){0,16384}+`` ran a PEM
key's body past its ``-----END … PRIVATE KEY-----`` line (the line was left in the text beside the mask), and a bare
value ``(?:[^&…]|&(?![\\w.\\-]{1,64}=)){8,256}+`` ran past ``&user=``, so ``?secret=…&issuer=Acme`` and
``password=…&user=me`` were read as one value and the rule's check refused it: the secret was stored as said. 3.11.5
fixed it by compiling such a repeat as a greedy repeat inside an atomic group, and kura writes it so itself:
``(?>(?:…){m,n})`` means the same on 3.11.2 and on every later release. A possessive run of one character (``[^-]++``,
``\\s*+``) holds no lookahead and was never wrong; it stays.

The test records every pattern kura's own code hands ``re`` — its modules' at import and those built while the gate
and redaction read a sample of the gate's corpus — in a fresh interpreter, and reads each with ``re``'s own parser."""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Iterator
from re import _constants as sre  # type: ignore[attr-defined]
from re import _parser  # type: ignore[attr-defined]
from typing import Any

import pytest

# One character per step: no lookahead, no alternative, nothing inside to give back.
_ONE_CHARACTER = {sre.LITERAL, sre.NOT_LITERAL, sre.IN, sre.ANY, sre.CATEGORY}

# Run in a fresh interpreter: ``re._compile`` is what re.compile, re.search, re.sub… all call, and it is wrapped before
# kura's first module is imported, so a pattern compiled at import is seen as well as one built in a function.
_RECORD = """
import importlib, json, pkgutil, re, sys

seen = set()
_compile = re._compile

def _recording(pattern, flags):
    if isinstance(pattern, str) and sys._getframe(2).f_globals.get("__name__", "").startswith("kura_server"):
        seen.add((pattern, int(flags)))
    return _compile(pattern, flags)

re._compile = _recording

import kura_server
for module in pkgutil.walk_packages(kura_server.__path__, "kura_server."):
    if not module.name.endswith("__main__"):
        importlib.import_module(module.name)

from kura_server.bench.gate import corpus, gate_case
from kura_server.write.redact import redact

for case in corpus()[::STEP]:
    gate_case(case)
    redact(case["candidate"]["text"])
json.dump(sorted(seen), sys.stdout)
"""


def _nodes(sub: Any) -> Iterator[tuple[Any, Any]]:
    """Every ``(op, argument)`` of a parsed pattern, nested ones too (a group's, a branch's, a lookaround's…)."""
    for op, av in sub:
        yield op, av
        yield from _nested(av)


def _nested(av: Any) -> Iterator[tuple[Any, Any]]:
    if isinstance(av, _parser.SubPattern):
        yield from _nodes(av)
    elif isinstance(av, (tuple, list)):
        for part in av:
            yield from _nested(part)


def possessive_groups(pattern: str, flags: int = 0) -> list[str]:
    """The possessive repeats of more than one character in ``pattern``, as ``re`` parses it."""
    found = []
    for op, av in _nodes(_parser.parse(pattern, flags)):
        if op is sre.POSSESSIVE_REPEAT:
            body = list(av[2])
            if not (len(body) == 1 and body[0][0] in _ONE_CHARACTER):
                found.append(f"{{{av[0]},{av[1]}}}+ of {body!r:.120}")
    return found


def test_the_check_sees_a_possessive_group_and_passes_its_atomic_form() -> None:
    assert possessive_groups(r"-----BEGIN(?:[^-]|-(?!----)){0,16384}+-----END")
    assert possessive_groups(r"(?i)x(?:ab|c)*+y")
    assert possessive_groups(r"(?:(?=\d)\d)++")
    assert not possessive_groups(r"-----BEGIN(?>(?:[^-]|-(?!----)){0,16384})-----END")
    assert not possessive_groups(r"[^-]++\s*+a?+\d{2,8}+.++")
    assert not possessive_groups(r"(?:ab){1,3}")  # greedy: it gives back, as written


@pytest.fixture(scope="module")
def recorded() -> list[tuple[str, int]]:
    script = _RECORD.replace("STEP", "25")  # ~135 cases: the gate's readings and redaction's rules, in a few seconds
    run = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=300, check=False)
    assert run.returncode == 0, run.stderr[-2000:]
    return [(pattern, flags) for pattern, flags in json.loads(run.stdout)]


def test_no_pattern_kura_compiles_holds_a_possessive_group(recorded: list[tuple[str, int]]) -> None:
    # the modules alone hold ~1,350 compiled patterns (redaction's rules, the gate's readings, recall's periods…)
    assert len(recorded) > 1_500
    assert any("PRIVATE KEY" in pattern for pattern, _ in recorded)  # redaction's rules are among them
    offenders = {pattern[:160]: found for pattern, flags in recorded if (found := possessive_groups(pattern, flags))}
    assert offenders == {}
