"""How the gates see text. Two forms, for two jobs:

* ``fold`` — what every rule that reads words sees (instruction, markup and shape patterns, content
  words, units): NFKC, format characters and combining marks dropped, casefolded, look-alike letters
  mapped from Unicode's confusables data (``_Text`` keeps its three views).
* ``normalise`` — what verbatim matching compares: NFC, whitespace and quotation marks folded, case
  kept (``_normalise_map`` also gives the offsets back into the source); ``_find_clean`` finds a
  normalised needle on word boundaries.
"""

from __future__ import annotations

import functools
import html
import re
import string
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from ... import jsontext
from ..text import INVISIBLE

# --------------------------------------------------------------------------------------------------
# The fold: what the instruction and shape patterns see (case and look-alikes folded)
# --------------------------------------------------------------------------------------------------

# Typographic quotation marks, dashes and the ellipsis, as verbatim matching and the fold read them.
_CHAR_MAP: dict[str, str] = {
    **dict.fromkeys("\u2018\u2019\u201a\u201b\u2032\u02bc\u2039\u203a\uff07", "'"),
    **dict.fromkeys("\u201c\u201d\u201e\u201f\u2033\u00ab\u00bb\uff02", '"'),
    **dict.fromkeys("\u2010\u2011\u2012\u2013\u2014\u2015\u2212\u2043\ufe58\ufe63\uff0d", "-"),
    "\u2026": "...",
}


@functools.cache
def _confusables() -> dict[int, str]:
    """Look-alike letters from Unicode's confusables data (``confusable_homoglyphs`` ships it): every
    non-ASCII character that Unicode lists as confusable with an ASCII letter or quotation mark maps to
    it, lower case ("іgnore" with a Cyrillic і, "ս" Armenian seh for "u", "𝐮" mathematical bold). The
    data folds capital I into l (they look alike); a capital that looks like I is read as i, since the
    fold casefolds. Built once per process."""
    from confusable_homoglyphs.utils import path

    data: dict[str, list[dict[str, str]]] = jsontext.loads(Path(path("confusables.json")).read_text(encoding="utf-8"))
    targets = set(string.ascii_letters) | {"'", '"'}
    table: dict[int, str] = {}

    def add(char: str, target: str) -> None:
        if len(char) == 1 and not char.isascii() and ord(char) not in table:
            capital = unicodedata.category(char) == "Lu" or "CAPITAL" in unicodedata.name(char, "")
            table[ord(char)] = "i" if target in "lI" and capital else target.lower()

    for key, similar in data.items():
        for entry in similar:
            char = entry["c"]
            if key in targets:
                add(char, key)
            elif char in targets:
                add(key, char)
    for char, plain in _CHAR_MAP.items():  # double quotation marks: Unicode gives them no one-character twin
        if plain in "'\"":
            table.setdefault(ord(char), plain)
    return table


@functools.cache
def _capitals() -> tuple[re.Pattern[str], dict[int, str]]:
    """The capitals that look like a Latin letter their lower case does not look like (Cyrillic "М", "Т",
    "В", "К", "Н", Greek "Η" …): a pattern for a word holding one, and the map to their lower case."""
    table = _confusables()
    lower: dict[int, str] = {}
    for code, twin in table.items():
        ch = chr(code)
        low = ch.lower()
        if ch != low and len(low) == 1 and table.get(ord(low), low) != twin:
            lower[code] = low
    # from a word's start only: a search retried inside a long word with none of them re-read the rest of the word
    # at each letter (quadratic); a word holding one matches from its start all the same
    return re.compile(rf"(?<!\w)\w*[{''.join(re.escape(chr(c)) for c in lower)}]\w*"), lower


def _own_script(m: re.Match[str]) -> str:
    """A word of a script other than Latin is read with its capitals in lower case ("Москве" as "москве",
    "Не" as "не"): case changes nothing. Read by its look: a word holding a Latin letter ("Тhe", "Іgnore")
    and a word in capitals every one of which looks like a Latin letter ("ТНЕ", "АСТ АЅ"), which to the eye
    is one."""
    word, table = m.group(0), _confusables()
    letters = [ch for ch in word if ch.isalpha()]
    if any(ch.isascii() for ch in letters) or (word.isupper() and all(ord(ch) in table for ch in letters)):
        return word
    return word.translate(_capitals()[1])


# A word as written, for ``disguised``: letters, digits and the marks inside a word.
_WRITTEN_WORD = re.compile(r"[^\W_](?:[^\W_]|['\u2019-])*")


def disguised(text: str) -> list[str]:
    """The words of ``text`` that dress a Latin word in another script's look-alike letters: a Latin letter and a
    Cyrillic, Greek or other non-Latin letter that Unicode lists as confusable with a Latin one, in one word
    ("Gооgle" with two Cyrillic "о"). The fold reads it as the Latin word, so every rule does; what is stored is
    the disguise, which no search for the word finds. A word of one script ("Москва", "Ελληνικά"), an accented
    Latin one ("Zürich", "naïve", Turkish "Kullanıcı") and a Greek letter beside a digit ("300μs") are not."""
    if text.isascii():
        return []
    table = _confusables()
    out: list[str] = []
    for word in _WRITTEN_WORD.findall(text):
        letters = [ch for ch in word if ch.isalpha()]
        if any(ch.isascii() for ch in letters) and any(
            not ch.isascii() and ord(ch) in table and not unicodedata.name(ch, "LATIN").startswith("LATIN")
            for ch in letters
        ):
            out.append(word)
    return out


# The scripts of India and Southeast Asia (Devanagari to Sinhala, Thai, Lao, Myanmar, Khmer), where a combining mark
# is a letter of the word (a vowel sign, a virama, an anusvara), not an accent: "मैं" (I) and "में" (in) differ by
# their marks alone. The fold keeps their marks on a letter of their own script, and drops them on anything else (a
# Latin letter: "ig\u094dnore" reads "ignore").
BRAHMIC = "\u0900-\u0dff\u0e00-\u0eff\u1000-\u109f\u1780-\u17ff"


@functools.cache
def _categories() -> dict[str, re.Pattern[str]]:
    """One character class per job, from the Unicode database, built once per process (so the fold and
    ``normalise`` need no per-character Python loop): format characters (``Cf``), combining marks
    (``Mn``, ``Me``; those of a script of India or Southeast Asia apart, ``BRAHMIC``, and a run of them no character of
    their script stands before), and format or control characters that are not whitespace (all, and ASCII)."""
    found: dict[str, list[str]] = {"Cf": [], "marks": [], "brahmic marks": [], "invisible": []}
    # planes 0-3 and the tags/variation selectors of plane 14: planes 4-13 are unassigned, 15-16 private use
    for code in (*range(0x40000), *range(0xE0000, 0xE1000)):
        ch = chr(code)
        cat = unicodedata.category(ch)
        if cat == "Cf":
            found["Cf"].append(ch)
        elif cat in ("Mn", "Me") and not re.match(f"[{BRAHMIC}]", ch):
            found["marks"].append(ch)
        elif cat in ("Mn", "Me"):
            found["brahmic marks"].append(ch)
        if cat in ("Cf", "Cc") and not ch.isspace():
            found["invisible"].append(ch)
    found["ascii invisible"] = [ch for ch in found["invisible"] if ch.isascii()]
    out = {name: re.compile("[" + "".join(re.escape(ch) for ch in chars) + "]") for name, chars in found.items()}
    # a run of a Brahmic script's marks that no character of the script stands before
    out["stray brahmic marks"] = re.compile(f"(?<![{BRAHMIC}]){out['brahmic marks'].pattern}+")
    return out


@functools.cache
def mark_class() -> str:
    """The combining marks that make a letter (``Mn``, ``Mc``: the vowel signs and viramas of Devanagari, Bengali,
    Tamil, Thai …, an accent not yet folded) as the ranges of a regex character class: what a word holds inside it
    in every script, where ``\\w`` ends a Hindi word at each vowel sign ("दिल्ली" would be "द" and "लल")."""
    ranges: list[tuple[int, int]] = []
    for code in range(0x300, 0x20000):
        if unicodedata.category(chr(code)) in ("Mn", "Mc"):
            if ranges and ranges[-1][1] == code - 1:
                ranges[-1] = (ranges[-1][0], code)
            else:
                ranges.append((code, code))
    return "".join(re.escape(chr(a)) if a == b else f"{re.escape(chr(a))}-{re.escape(chr(b))}" for a, b in ranges)


# What shows nothing: the one list (``text.INVISIBLE``, which redaction reads text without too).
_INVISIBLE = re.compile(f"[{INVISIBLE}]")


def _blank(m: re.Match[str]) -> str:
    return " " if unicodedata.category(m.group(0))[0] in "LS" else ""


def _unseen(text: str) -> str:
    """``text`` with what shows nothing (``text.INVISIBLE``) read as nothing, or as a space where a letter
    or a symbol that shows nothing stands in for one (the Hangul fillers, the braille pattern blank: "ignore
    all" with a filler between the words reads "ignore all"); format characters, marks and the code points
    reserved for more of them are nothing."""
    return _INVISIBLE.sub(_blank, text)


# An English negative contraction typed without its apostrophe, as chat often has it ("I dont eat meat", "we cant
# deploy", "it isnt used", "I didnt like it"): the fold gives it back, so every reading of "n't" reads it. A bare
# "dont" is also French ("la ville dont je parle", "deux enfants, dont une fille", "ce dont j'ai besoin"): not before
# a French subject, article or number, nor after "ce" and its kin.
_CLIPPED = re.compile(
    r"\b(?:(does|did|ca|wo|sha|is|are|was|were|have|has|had|should|would|could|must|need|ai)nt"
    r"|(?<!\bce )(?<!\bcelui )(?<!\bcelle )(?<!\bceux )(?<!\bcelles )(do)nt"
    r"(?!\s+(?:je|il|elle|on|nous|vous|ils|elles|le|la|les|un|une|des|du|de|deux|trois|quatre|cinq|\d)\b"
    r"|\s+(?:j|l|c|qu|d|s|m)'))\b"
)


def _unclipped(folded: str) -> str:
    """``folded`` with each English negative contraction that lost its apostrophe given it back (``_CLIPPED``:
    "dont" → "don't", "cant" → "can't")."""
    return _CLIPPED.sub(lambda m: f"{m.group(1) or m.group(2)}n't", folded)


KEPT_CHARS = 4_000  # a text past this (a fetched page, a pasted log) is read afresh each time, never kept


def kept(maxsize: int) -> Callable[[Callable[[str], str]], Callable[[str], str]]:
    """``functools.lru_cache`` for a reading of one text, kept only for a text of at most ``KEPT_CHARS``: the gate
    asks the same claim, quotes and clauses again (short, and bounded), and reads whole sources once or twice (a
    tool's output may be a megabyte: ``maxsize`` of those would hold gigabytes in a resident daemon)."""

    def wrap(read: Callable[[str], str]) -> Callable[[str], str]:
        cached = functools.lru_cache(maxsize=maxsize)(read)

        @functools.wraps(read)
        def reading(text: str) -> str:
            return cached(text) if len(text) <= KEPT_CHARS else read(text)

        reading.cache_clear = cached.cache_clear  # type: ignore[attr-defined]  # as lru_cache's: a bench reads afresh
        return reading

    return wrap


@kept(1 << 14)
def fold(text: str) -> str:
    """NFKC (full-width → ASCII), drop format chars (zero-width, bidi) and what else shows nothing
    (``_unseen``), drop combining marks (not a mark of a script of India or Southeast Asia on a letter of its own:
    ``BRAHMIC``), read a capital of a word of another script as its lower case
    (``_own_script``: "Москве" folds as "москве" does), casefold, map look-alike letters. Line breaks
    are kept; other whitespace runs become one space; an English negative contraction typed without its
    apostrophe gets it back (``_unclipped``).

    The same text as applying each step character by character (a property test holds them equal). Kept: every
    reading folds the same claim and quotes again (a pure function of the text)."""
    text = html.unescape(text)
    if text.isascii():  # NFKC, format characters, marks and look-alikes change nothing
        text = text.lower()
    else:
        cats, table = _categories(), _confusables()
        text = cats["Cf"].sub("", unicodedata.normalize("NFKC", text))
        text = cats["marks"].sub("", unicodedata.normalize("NFKD", _unseen(text)))
        text = cats["stray brahmic marks"].sub("", text)
        # a word of another script with its capitals in lower case; then look-alikes before casefolding (a
        # capital's look) and after (what casefolding made)
        text = _capitals()[0].sub(_own_script, unicodedata.normalize("NFC", text))
        text = text.translate(table).casefold().translate(table)
    text = re.sub(r"[^\S\n]+", " ", text)
    return _unclipped(re.sub(r"\s*\n\s*", "\n", text).strip())


_TEXT_SPEAK = {"u": "you", "ur": "your", "r": "are", "plz": "please", "pls": "please"}
_TEXT_SPEAK_RE = re.compile(r"\b(?:u|ur|r|plz|pls)\b")


@kept(1 << 14)
def _words(text: str) -> str:
    """Letters, digits and in-word apostrophes, single-spaced ("Ignore--all\\nprevious" → "ignore all
    previous"); text-speak read out ("u must" → "you must"). Kept: the manual gate and the
    readings of commands ask it of the same texts again."""
    text = re.sub(r"[^\w']+|_", " ", text)
    text = re.sub(r"(?<!\w)'|'(?!\w)", " ", text)
    return _TEXT_SPEAK_RE.sub(lambda m: _TEXT_SPEAK[m.group(0)], " ".join(text.split()))


# A Spanish past the fold would make a command: "Ignoré todo lo anterior y empecé de cero" ("I ignored everything
# before and started from zero") folds to "ignore todo lo anterior …", which every reading of commands takes for the
# English "Ignore …"; "Olvidé todo lo anterior" ("I forgot …") to "olvide …", the Spanish command to "usted". Read
# with its accent written as a second "e" ("ignoree", "olvidee": words no command pattern reads, kept by every view of
# the text, where an "_" would be a space in ``_words``); "ignoré" only when Spanish follows it. "Ignoré all previous
# instructions", and "Ignore todo lo anterior" / "Olvide todo lo anterior" (the commands, without the accent), are
# still read as commands.
_PAST_NOT_COMMAND = re.compile(
    r"(?<![^\W\d_])(?:olvid[\u00e9\u00c9](?![^\W\d_])|ignor[\u00e9\u00c9](?=\s+(?:todo|toda|todos|todas|lo|el|la|los|las|mis?|sus?|tus?|al?|del|que|por"
    r"|eso|esto|esa|ese|aquello|cada|completamente)(?![^\W\d_])))",
    re.I,
)


def pasts_kept(text: str) -> str:
    """``text`` with each Spanish past that would fold to an English command read as itself (``_PAST_NOT_COMMAND``),
    before the fold."""
    if text.isascii():
        return text
    return _PAST_NOT_COMMAND.sub(lambda m: f"{fold(m.group(0))}e", unicodedata.normalize("NFC", text))


_LABEL_WORDS = 6


def _is_label(line: str) -> bool:
    """A line that names a topic rather than saying something: at most six words, not ending as a
    sentence (a memory's title such as "Reindex blackout day", its trigger; a sentence written without spaces ends
    with its own mark: "用户下个月辞职。")."""
    return len(line.split()) <= _LABEL_WORDS and not re.search(r"[.!?。！？]\s*$", line)


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
    memo: dict[str, object] = field(default_factory=dict, compare=False, repr=False)  # views computed once

    @classmethod
    def of(cls, raw: str) -> _Text:
        lines = fold(pasts_kept(raw))
        return cls(raw, lines, lines.replace("\n", " "), _words(lines))

    def despaced(self) -> _Text | None:
        """The text with spaced-out letters joined ("Y o u  m u s t" → "You must"; one gap throughout
        gives one run, "ignoreall…"), or ``None`` when it has none."""
        if not _SPACED.search(self.lines):
            return None
        pre = _unseen(unicodedata.normalize("NFKC", self.raw))
        pre = "".join(ch for ch in pre if unicodedata.category(ch) != "Cf")
        joined = _SPACED.sub(_join_spaced, pre)
        return _Text.of(joined) if joined != pre else None


# --------------------------------------------------------------------------------------------------
# Normalisation for verbatim matching: case is kept
# --------------------------------------------------------------------------------------------------


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


def normalise(text: str) -> str:
    """The form quotes and sources are compared in: NFC, one space for any whitespace run (NBSP
    included), straight quotes, ASCII hyphens, ``...`` for ``…``, no zero-width characters. Case kept.

    The same text as ``_normalise_map(text)[0]`` (a property test holds them equal), without the
    offset map: this is the fast path for texts whose offsets nobody needs (the store's echoes)."""
    cats = _categories()
    every, ascii_only = cats["invisible"], cats["ascii invisible"]
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
