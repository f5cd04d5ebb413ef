"""How the gates see text. Two forms, for two jobs:

* ``fold`` — what the instruction, markup and shape patterns read: NFKC, format characters and
  combining marks dropped, casefolded, look-alike letters mapped (``_Text`` keeps its three views).
* ``normalise`` — what verbatim matching compares: NFC, whitespace and quotation marks folded, case
  kept (``_normalise_map`` also gives the offsets back into the source); ``_find_clean`` finds a
  normalised needle on word boundaries.
"""

from __future__ import annotations

import functools
import html
import re
import sys
import unicodedata
from dataclasses import dataclass

# --------------------------------------------------------------------------------------------------
# The fold: what the instruction and shape patterns see (case and look-alikes folded)
# --------------------------------------------------------------------------------------------------

# Latin look-alikes from Cyrillic and Greek (after casefold): "іgnore" with a Cyrillic і is "ignore".
_CONFUSABLES = str.maketrans(
    {
        "а": "a", "в": "b", "е": "e", "ё": "e", "к": "k", "м": "m", "н": "h", "о": "o", "р": "p",
        "с": "c", "т": "t", "у": "y", "х": "x", "і": "i", "ї": "i", "ј": "j", "ѕ": "s", "ԁ": "d",
        "ӏ": "l", "ɡ": "g", "ɑ": "a", "α": "a", "ε": "e", "ι": "i", "κ": "k", "ν": "v", "ο": "o",
        "ρ": "p", "τ": "t", "υ": "u", "χ": "x",
        "\u2018": "'", "\u2019": "'", "\u02bc": "'", "\u2032": "'", "\u201c": '"', "\u201d": '"',
    }
)  # fmt: skip
# Blank-looking characters that are not Unicode format chars: read them as spaces.
_BLANKS = re.compile("[\u115f\u1160\u3164\uffa0\u2800]")


def fold(text: str) -> str:
    """NFKC (full-width → ASCII), drop format chars (zero-width, bidi), drop combining marks,
    casefold, map look-alike letters. Line breaks are kept; other whitespace runs become one space."""
    text = unicodedata.normalize("NFKC", html.unescape(text))
    text = "".join(ch for ch in text if unicodedata.category(ch) != "Cf")
    text = unicodedata.normalize("NFKD", _BLANKS.sub(" ", text))
    text = "".join(ch for ch in text if unicodedata.category(ch) not in ("Mn", "Me"))
    text = unicodedata.normalize("NFC", text).casefold().translate(_CONFUSABLES)
    text = re.sub(r"[^\S\n]+", " ", text)
    return re.sub(r"\s*\n\s*", "\n", text).strip()


_TEXT_SPEAK = {"u": "you", "ur": "your", "r": "are", "plz": "please", "pls": "please"}
_TEXT_SPEAK_RE = re.compile(r"\b(?:u|ur|r|plz|pls)\b")


def _words(text: str) -> str:
    """Letters, digits and in-word apostrophes, single-spaced ("Ignore--all\\nprevious" → "ignore all
    previous"); text-speak read out ("u must" → "you must")."""
    text = re.sub(r"[^\w']+|_", " ", text)
    text = re.sub(r"(?<!\w)'|'(?!\w)", " ", text)
    return _TEXT_SPEAK_RE.sub(lambda m: _TEXT_SPEAK[m.group(0)], " ".join(text.split()))


# Letters spaced out to dodge word patterns: "Y o u  m u s t" (a wider gap between words) or
# "i g n o r e" (one gap throughout). Four or more single letters in a row, one space apart.
_SPACED = re.compile(r"(?<!\S)(?:[^\W_][^\S\n]{1,3}){3,}[^\W_](?!\S)")


def _join_spaced(m: re.Match[str]) -> str:
    run = m.group(0)
    if re.search(r"[^\S\n]{2,}", run):  # words set apart by wider gaps
        return " ".join(w.replace(" ", "") for w in re.split(r"[^\S\n]{2,}", run))
    return run.replace(" ", "")


@dataclass(frozen=True)
class _Text:
    raw: str
    lines: str  # folded, line breaks kept
    flat: str  # folded, one line
    words: str  # folded, words only

    @classmethod
    def of(cls, raw: str) -> _Text:
        lines = fold(raw)
        return cls(raw, lines, lines.replace("\n", " "), _words(lines))

    def despaced(self) -> _Text | None:
        """The text with spaced-out letters joined ("Y o u  m u s t" → "You must"; one gap throughout
        gives one run, "ignoreall…"), or ``None`` when it has none."""
        if not _SPACED.search(self.lines):
            return None
        pre = _BLANKS.sub(" ", unicodedata.normalize("NFKC", self.raw))
        pre = "".join(ch for ch in pre if unicodedata.category(ch) != "Cf")
        joined = _SPACED.sub(_join_spaced, pre)
        return _Text.of(joined) if joined != pre else None


# --------------------------------------------------------------------------------------------------
# Normalisation for verbatim matching: case is kept
# --------------------------------------------------------------------------------------------------

_CHAR_MAP: dict[str, str] = {
    **dict.fromkeys("\u2018\u2019\u201a\u201b\u2032\u02bc\u2039\u203a\uff07", "'"),
    **dict.fromkeys("\u201c\u201d\u201e\u201f\u2033\u00ab\u00bb\uff02", '"'),
    **dict.fromkeys("\u2010\u2011\u2012\u2013\u2014\u2015\u2212\u2043\ufe58\ufe63\uff0d", "-"),
    "\u2026": "...",
}


def _normalise_map(text: str) -> tuple[str, list[int], str]:
    """``(normalised, index map into the NFC text, NFC text)``."""
    nfc = unicodedata.normalize("NFC", text)
    out: list[str] = []
    where: list[int] = []
    space_at = -1
    for i, ch in enumerate(nfc):
        if ch.isspace():
            if out and space_at < 0:
                space_at = i
            continue
        if unicodedata.category(ch) in ("Cf", "Cc"):  # zero-width, bidi, soft hyphen, controls
            continue
        if space_at >= 0:
            out.append(" ")
            where.append(space_at)
            space_at = -1
        for rep in _CHAR_MAP.get(ch, ch):
            out.append(rep)
            where.append(i)
    return "".join(out), where, nfc


_CHAR_TABLE = str.maketrans(_CHAR_MAP)


@functools.cache
def _invisible() -> tuple[re.Pattern[str], re.Pattern[str]]:
    """Format and control characters that are not whitespace (zero-width, bidi, soft hyphen…), all of
    them and the ASCII ones: built once per process from the Unicode database, so ``normalise`` needs
    no per-character Python loop."""
    chars = (chr(c) for c in range(sys.maxunicode + 1))
    found = [ch for ch in chars if unicodedata.category(ch) in ("Cf", "Cc") and not ch.isspace()]

    def pattern(chars: list[str]) -> re.Pattern[str]:
        return re.compile("[" + "".join(re.escape(ch) for ch in chars) + "]")

    return pattern(found), pattern([ch for ch in found if ch.isascii()])


def normalise(text: str) -> str:
    """The form quotes and sources are compared in: NFC, one space for any whitespace run (NBSP
    included), straight quotes, ASCII hyphens, ``...`` for ``…``, no zero-width characters. Case kept.

    The same text as ``_normalise_map(text)[0]`` (a property test holds them equal), without the
    offset map: this is the fast path for texts whose offsets nobody needs (the store's echoes)."""
    every, ascii_only = _invisible()
    if text.isascii():  # most stored text: NFC and the character map change nothing
        return " ".join(ascii_only.sub("", text).split())
    nfc = every.sub("", unicodedata.normalize("NFC", text))
    return " ".join(nfc.translate(_CHAR_TABLE).split())


def _is_cjk(ch: str) -> bool:
    return unicodedata.east_asian_width(ch) in ("W", "F")


def _wordish(ch: str) -> bool:
    return ch.isalnum() and not _is_cjk(ch)


def _clean_span(text: str, start: int, end: int) -> bool:
    """The match ``text[start:end]`` does not cut a word or a number in two."""
    if start > 0 and _wordish(text[start - 1]) and _wordish(text[start]):
        return False
    return not (end < len(text) and _wordish(text[end]) and _wordish(text[end - 1]))


def _find_clean(haystack: str, needle: str, limit: int = 64) -> list[int]:
    hits: list[int] = []
    pos = haystack.find(needle)
    while pos >= 0 and len(hits) < limit:
        if _clean_span(haystack, pos, pos + len(needle)):
            hits.append(pos)
        pos = haystack.find(needle, pos + 1)
    return hits
