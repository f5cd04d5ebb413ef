"""The deterministic gate for manual writes (``/remember``, MCP, CLI, library).

A manual write is already redacted; the gate decides whether the text may become a memory at all.
Each rule is a named function that returns a reason (the rule fails) or ``None``; ``check_manual``
runs them in order and the first failure wins. Pure functions: no model, no I/O.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ...settings import WriteConfig
from .instructions import _find_instruction, _find_markup
from .normalise import _is_cjk, _Text

__all__ = [
    "MANUAL_RULES",
    "GateVerdict",
    "check_manual",
    "rule_empty",
    "rule_instruction",
    "rule_markup",
    "rule_too_short",
]


@dataclass(frozen=True)
class GateVerdict:
    """``ok`` or the ``rule`` that refused and a ``reason`` that says how to fix the text."""

    ok: bool
    rule: str | None
    reason: str | None


ACCEPTED = GateVerdict(True, None, None)


# --------------------------------------------------------------------------------------------------
# empty / too_short
# --------------------------------------------------------------------------------------------------


def _width(text: str) -> int:
    """Length in columns: a CJK character carries about a word, so it counts double."""
    return len(text) if text.isascii() else sum(2 if _is_cjk(ch) else 1 for ch in text)


def rule_empty(t: _Text, min_chars: int) -> str | None:
    if not any(ch.isalnum() for ch in t.flat):
        return "empty: there is nothing to remember (no letters or digits once invisible characters go)"
    return None


def rule_too_short(t: _Text, min_chars: int) -> str | None:
    width = _width(t.flat)
    if width < min_chars:
        return (
            f"too short: a memory needs at least {min_chars} characters (CJK characters count double), "
            f"this has {width}; write the fact as a full sentence"
        )
    return None


# --------------------------------------------------------------------------------------------------
# instruction / markup (the finders are in instructions.py)
# --------------------------------------------------------------------------------------------------


def rule_instruction(t: _Text, min_chars: int) -> str | None:
    found = _find_instruction(t)
    if found is None:
        return None
    return (
        f"instruction: this reads as addressed to the agent ({found}). Memories are reference, never "
        "instruction: state it as a fact about the person or the project, e.g. 'The user wants answers "
        "in Spanish' rather than 'Always answer in Spanish'"
    )


def rule_markup(t: _Text, min_chars: int) -> str | None:
    found = _find_markup(t)
    if found is None:
        return None
    return (
        f"markup: memory text may not open or close the blocks it is rendered inside ({found}); "
        "describe it in words instead (e.g. 'the recalled_memories tag')"
    )


# --------------------------------------------------------------------------------------------------
# The gate
# --------------------------------------------------------------------------------------------------

Rule = Callable[[_Text, int], str | None]
MANUAL_RULES: tuple[tuple[str, Rule], ...] = (
    ("empty", rule_empty),
    ("too_short", rule_too_short),
    ("instruction", rule_instruction),
    ("markup", rule_markup),
)


def check_manual(text: str, *, min_chars: int = WriteConfig().min_chars) -> GateVerdict:
    """Run the manual-write rules in order; the first that fails decides."""
    folded = _Text.of(text)
    for name, rule in MANUAL_RULES:
        reason = rule(folded, min_chars)
        if reason is not None:
            return GateVerdict(False, name, reason)
    return ACCEPTED
