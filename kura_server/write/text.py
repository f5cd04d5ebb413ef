"""Control characters out of what kura stores: a memory is text for people and models, never
instructions to a terminal. Every write's text passes :func:`clean_controls` before redaction.
"""

from __future__ import annotations

import re

# Terminal escape sequences, whole: CSI (ESC [ … final, or the one-byte CSI), the string commands
# (OSC ESC ] — a window title, a hyperlink —, DCS, SOS, PM, APC) up to their terminator (BEL or ST), and
# the short ESC sequences (ESC, intermediates, one final byte). What a sequence would have done is dropped
# with it; a colour code pasted from a terminal leaves no "[31m" behind.
_SEQUENCE = re.compile(
    r"(?:\x1b\[|\x9b)[0-?]*[ -/]*[@-~]"
    r"|(?:\x1b[\]PX^_]|[\x90\x98\x9d\x9e\x9f])[^\x07\x1b\x9c]*(?:\x07|\x1b\\|\x9c)"
    r"|\x1b[ -/]*[0-~]"
)
# What is left of the C0 controls (tab and newline stay), DEL and the C1 controls.
_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f]")


def clean_controls(text: str) -> str:
    """``text`` without control characters: line ends as ``\\n`` (``\\r\\n`` and a lone ``\\r`` alike),
    terminal escape sequences removed whole, every other C0/C1 control and DEL removed; ``\\t`` kept."""
    text = text.replace("\r\n", "\n").replace("\r", "\n")
    return _CONTROL.sub("", _SEQUENCE.sub("", text))
