"""The write gates: what text may become a memory, decided in deterministic Python (SPEC §4).

Pure functions: no model, no I/O, no clock, no randomness; the same input gives the same verdicts.
Two gates share the fold and the instruction and markup finders:

* the **manual gate** (``check_manual``, ``manual.py``): a manual write (``/remember``, MCP, CLI,
  library, evolve's merged text) is already redacted; the gate decides whether it may become a memory
  at all — empty, too short, an instruction addressed to an AI agent (people talking to each other
  are not), prompt-structure markup.
* the **distillation gate** (``check_candidate`` / ``check_candidates``, ``check.py``): what a model's
  candidate memories may become. The brain proposes candidates from a stretch of transcript; each
  carries verbatim quotes tagged by provenance (``USER`` the person, ``TOOL`` a tool's output, ``ACT``
  an action's result, ``SELF`` the assistant). One ``Verdict`` per candidate: ``pass``, ``drop``,
  ``seed`` (an idea nobody confirmed: the store's seed file, never memory) or ``review`` (a machine
  cannot settle it), the ``rule`` that decided, a ``reason``, the surviving quotes (each with the
  segment it was found in and the exact source span) and a confidence bucket. ``check_composed``
  (``compose.py``) lists the problems in the text the scribe wrote from a verdict's quotes.

Where each part lives:

``models``        inputs and outputs (``Segment``, ``Quote``, ``Candidate``, ``Verdict`` …) and ``GateConfig``
``normalise``     the fold (what every word-reading rule sees; look-alikes from Unicode's confusables data)
                  and ``normalise`` (what verbatim matching sees)
``instructions``  text addressed to the agent, prompt-structure markup (``find_instruction``, ``find_markup``)
``imperatives``   sentences that open as commands, and the cues that one is addressed to an AI agent
``directives``    what a tool's output tells anyone to do, or where it routes data (``find_directive``)
``manual``        the manual gate's rules and ``check_manual``
``sources``       the source stretch, normalised and indexed once
``echoes``        what the store already holds (the echo rule's index)
``words``         word tables and shapes of text (credit to the person, proposals, judgements, yes/no)
``numbers``       the numbers a text claims, with their units
``quotes``        the per-quote rules, in order (their docstring lists them)
``context``       what the candidate rules ask of the evidence (the person's support, …)
``support``       whether a claim's own quotes carry it: names, content words, certainty
``rules``         the candidate rules, in order (their docstring lists them)
``confidence``    the confidence bucket
``check``         the distillation gate's entry points
``compose``       the composed text, re-scanned
"""

from __future__ import annotations

from .check import check_candidate, check_candidates
from .compose import check_composed, check_line, check_rewrite, dropped, meaning_problems, update_problems
from .directives import find_directive
from .echoes import Echoes
from .instructions import find_instruction, find_markup
from .manual import MANUAL_RULES, GateVerdict, check_manual
from .models import DEFAULT_CONFIG, Candidate, FoundQuote, GateConfig, Problem, Quote, QuoteFailure, Segment, Verdict
from .normalise import fold, normalise
from .numbers import find_numbers
from .quotes import QUOTE_RULES
from .rules import CANDIDATE_RULES
from .sources import Sources

__all__ = [
    "CANDIDATE_RULES",
    "DEFAULT_CONFIG",
    "MANUAL_RULES",
    "QUOTE_RULES",
    "Candidate",
    "Echoes",
    "FoundQuote",
    "GateConfig",
    "GateVerdict",
    "Problem",
    "Quote",
    "QuoteFailure",
    "Segment",
    "Sources",
    "Verdict",
    "check_candidate",
    "check_candidates",
    "check_composed",
    "check_line",
    "check_rewrite",
    "dropped",
    "meaning_problems",
    "update_problems",
    "check_manual",
    "find_directive",
    "find_instruction",
    "find_markup",
    "find_numbers",
    "fold",
    "normalise",
]
