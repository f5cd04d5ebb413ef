"""Control characters out of what kura stores: a memory is text for people and models, never
instructions to a terminal. Every write's text passes :func:`clean_controls` before redaction, and
:func:`unicode_text` first: a string that is not Unicode text (a lone surrogate) is refused, never written.
"""

from __future__ import annotations

import re

from .. import errors

# Terminal escape sequences, whole: CSI (ESC [ … final, or the one-byte CSI), the string commands
# (OSC ESC ] — a window title, a hyperlink —, DCS, SOS, PM, APC) up to their terminator (BEL or ST), and
# the short ESC sequences (ESC, intermediates, one final byte). What a sequence would have done is dropped
# with it; a colour code pasted from a terminal leaves no "[31m" behind. A string command ends at the next
# ESC or string introducer too (it is then no sequence): a text of introducers with no terminator costs one
# pass, not one pass per introducer.
SEQUENCE = re.compile(
    r"(?:\x1b\[|\x9b)[0-?]*[ -/]*[@-~]"
    r"|(?:\x1b[\]PX^_]|[\x90\x98\x9d\x9e\x9f])[^\x07\x1b\x90\x98\x9c-\x9f]*(?:\x07|\x1b\\|\x9c)"
    r"|\x1b[ -/]*[0-~]"
)
# A surrogate code point alone: what JSON's "\ud800" escape or a file name whose bytes are not UTF-8
# (os.fsdecode's escapes) reads as. No UTF-8 encodes it: a file, a manifest, a log line could not hold it.
_SURROGATE = re.compile("[\ud800-\udfff]")
NOT_UNICODE = "text is not valid Unicode (a lone surrogate, or a name whose bytes are not UTF-8)"
# What is left of the C0 controls (tab and newline stay; a carriage return is a line end, read as one
# before), DEL and the C1 controls.
CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]")

# Characters that show nothing (a character class's body): Unicode's Default_Ignorable_Code_Point set, from
# DerivedCoreProperties.txt (Unicode 15.1) — zero-width spaces and joiners, bidi controls, the soft hyphen,
# the BOM, the combining grapheme joiner, Khmer inherent vowels, Mongolian free variation selectors, Hangul
# fillers, variation selectors, tags, and the reserved code points kept for more of them —; then the format
# characters (Cf) it leaves out (prepended concatenation marks, interlinear annotation marks, Egyptian
# hieroglyph format controls) and the braille pattern blank, which shows nothing either. Redaction reads
# text without them (``redact._as_read``); stored text keeps them: they join emoji, shape scripts, choose a
# glyph.
INVISIBLE = (
    "\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b-\u200f\u202a-\u202e\u2060-\u206f\u3164"
    "\ufe00-\ufe0f\ufeff\uffa0\ufff0-\ufff8\U0001bca0-\U0001bca3\U0001d173-\U0001d17a\U000e0000-\U000e0fff"
    "\u0600-\u0605\u06dd\u070f\u0890\u0891\u08e2\u2800\ufff9-\ufffb\U000110bd\U000110cd\U00013430-\U0001343f"
)


def clean_controls(text: str) -> str:
    """``text`` without control characters: line ends as ``\\n`` (``\\r\\n`` and a lone ``\\r`` alike),
    terminal escape sequences removed whole, every other C0/C1 control and DEL removed; ``\\t`` kept."""
    text = text.replace("\r\n", "\n").replace("\r", "\n")
    return CONTROL.sub("", SEQUENCE.sub("", text))


def is_unicode(text: str) -> bool:
    """Whether ``text`` is Unicode text UTF-8 can hold: no lone surrogate in it."""
    return _SURROGATE.search(text) is None


def unicode_text(text: str, what: str) -> str:
    """``text`` when it is Unicode text, else 422 ``invalid_input`` naming ``what`` (the field)."""
    if not is_unicode(text):
        raise errors.invalid(f"{what}: {NOT_UNICODE}: nothing was written")
    return text


def shown(name: str) -> str:
    """A name (a file's, a row's place) that UTF-8 can hold, to report it: bytes that were not UTF-8
    (os.fsdecode's escapes) as ``\\xe9``, any other lone surrogate as ``\\ud800``."""
    try:
        return name.encode("utf-8", "surrogateescape").decode("utf-8", "backslashreplace")
    except UnicodeEncodeError:
        return name.encode("utf-8", "backslashreplace").decode("utf-8")
