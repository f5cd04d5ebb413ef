"""The one token estimate the weave budgets with: no tokenizer, no model, the same on every machine.

A token is about 4 characters of alphabetic text, and about 1 character of CJK text (Han, kana,
Hangul, CJK punctuation and full-width forms). Internally text is weighed in integer *units* of a
quarter token, so the weight of a block is exactly the sum of the weights of its parts.
"""

from __future__ import annotations

import re

UNITS_PER_TOKEN = 4
CJK = re.compile(
    "[\u3000-\u30ff\u3100-\u312f\u3130-\u318f\u31f0-\u31ff\u3400-\u4dbf\u4e00-\u9fff"
    "\uac00-\ud7af\uf900-\ufaff\uff00-\uffef\U00020000-\U0002fa1f]"
)
_ELLIPSIS = "…"
_TRAILING = " \t,;:—–-/(["


def units(text: str) -> int:
    """The weight of ``text`` in quarter tokens: 1 per character, 4 per CJK character."""
    return len(text) + (UNITS_PER_TOKEN - 1) * len(CJK.findall(text))


def to_tokens(weight: int) -> int:
    """Quarter-token units rounded up to whole tokens."""
    return -(-weight // UNITS_PER_TOKEN)


def estimate_tokens(text: str) -> int:
    """Estimated tokens of ``text`` (~4 characters per token, 1 per CJK character)."""
    return to_tokens(units(text))


def cut_to_tokens(text: str, budget_tokens: int) -> tuple[str, bool]:
    """``text`` cut to about ``budget_tokens`` at a word boundary, the cut marked with ``…``; (text, was_cut)."""
    limit = budget_tokens * UNITS_PER_TOKEN
    if units(text) <= limit:
        return text, False
    room = max(limit - 1, 0)  # the ellipsis is one unit
    if not CJK.search(text):
        head = text[:room]
    else:
        used, end = 0, 0
        for ch in text:
            used += UNITS_PER_TOKEN if CJK.match(ch) else 1
            if used > room:
                break
            end += 1
        head = text[:end]
    if len(head) < len(text) and not text[len(head)].isspace():
        space = head.rfind(" ")
        if space > len(head) * 0.5:  # a word boundary near the end: cut there, not mid-word
            head = head[:space]
    return head.rstrip(_TRAILING) + _ELLIPSIS, True
