"""Text from a store, safe to print on a terminal.

A memory file can be edited by hand, a model's reply or a review reason can hold anything: what the CLI
prints of them must not drive the terminal (an ESC sequence retitling the window or clearing the
screen, a BEL, a carriage return overwriting the line, bidirectional controls reordering what is shown)
nor be read as rich markup (``[[/ops/runbook]]`` is a closing tag to rich: a ``MarkupError``). Stored
text is cleaned on the way in (``write/text.py``); this is the way out, for files kura did not write.
(A count with its noun, ``1 memory``, is ``kura_server/nouns.py``'s, for every layer.)
"""

from __future__ import annotations

import re

# C0 controls but tab and newline, DEL, C1 controls, and the bidirectional embedding, override and
# isolate controls ("Trojan Source"): each shown as its escape, \x1b, \u202e…, never obeyed.
_UNSAFE = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]")


def _shown(match: re.Match[str]) -> str:
    code = ord(match.group())
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}"


def plain(text: str) -> str:
    """``text`` with every terminal control shown as its escape (``\\x1b``), for ``print``."""
    return _UNSAFE.sub(_shown, text)


# rich reads ``[`` + a tag name as a tag, and takes a backslash before any ``[`` as an escape; its own
# ``escape`` leaves ``\\[`` and a run of trailing backslashes (which would escape the caller's next tag) wrong.
_BRACKET = re.compile(r"(\\*)\[")
_TAG = re.compile(r"\[[a-z#/@][^[]*?]")


def _literal_bracket(text: str) -> str:
    def one(match: re.Match[str]) -> str:
        run = len(match.group(1))
        tag = _TAG.match(text, match.end() - 1) is not None
        return "\\" * (2 * run + 1 if tag else run + 1) + "["  # what rich turns back into the run and "["

    out = _BRACKET.sub(one, text)
    trail = len(out) - len(out.rstrip("\\"))
    if trail:  # doubled, then closed by an empty span: the caller's next tag is never escaped by them
        out = out[: len(out) - trail] + "\\" * (2 * trail) + "[dim][/dim]"
    return out


def safe(text: str) -> str:
    """``text`` as rich markup that prints exactly ``plain(text)``: controls shown as escapes, every ``[``
    and backslash literal (``[[/ops/runbook]]`` is text, not a closing tag)."""
    return _literal_bracket(plain(text))
