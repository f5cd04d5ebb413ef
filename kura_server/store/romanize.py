"""Text in Latin letters for a file name: what a slug is made from (:func:`~.memory.new_slug`).

A slug stays ASCII (safe in every shell, URL and file system kura runs on), so a memory written in
another script is named by its words romanized: Cyrillic and Greek letter by letter (the common
simplified schemes: ``Архив`` → ``arkhiv``, ``Αθήνα`` → ``athina``, ``Ρόδου`` → ``rodou``), Hangul
syllable by syllable (the Revised Romanization's letters: ``서울`` → ``seoul``), accents dropped
(``déjà`` → ``deja``, ``Straße`` → ``strasse``). A letter no scheme here covers (Han, kana, Arabic, …)
separates words, never joins the words around it: ``3階にA`` gives ``3 a``, not ``3a``. Marks and format
characters (zero-width joiners and the like) are dropped: they join, they never split. A typographic
apostrophe is the ASCII one (``don’t`` → ``don't``).
"""

from __future__ import annotations

import unicodedata


def _spelled(text: str) -> list[str]:
    """The spellings of a table, one per letter, written apart by spaces (``_``: the letter is silent)."""
    return ["" if out == "_" else out for out in text.split()]


_CYRILLIC = dict(
    zip(
        "абвгдежзиклмнопрстуфхцчшщъыьэюяєіґђјљњћџ",  # й, ё, ї, ў: their base letter and a mark (NFKD)
        _spelled("a b v g d e zh z i k l m n o p r s t u f kh ts ch sh shch _ y _ e yu ya ye i g dj j lj nj c dz"),
        strict=True,
    )
)
_GREEK = dict(
    zip(
        "αβγδεζηθικλμνξοπρσςτυφχψω",
        _spelled("a v g d e z i th i k l m n x o p r s s t u f ch ps o"),  # υ: u, so ου is ou
        strict=True,
    )
)
# Latin letters NFKD leaves whole (no base letter and a mark).
_LATIN = {"ß": "ss", "æ": "ae", "œ": "oe", "ø": "o", "đ": "d", "ð": "d", "þ": "th", "ł": "l", "ı": "i", "ħ": "h"}
# An apostrophe however typed (’ from a phone or a word processor, ʼ) is the ASCII one: "don’t" reads as "don't".
_APOSTROPHES = {"\u2019": "'", "\u02bc": "'"}
_LETTERS = {**_LATIN, **_CYRILLIC, **_GREEK, **_APOSTROPHES}

# Hangul: a syllable is U+AC00 + (initial × 21 + vowel) × 28 + final.
_INITIALS = _spelled("g kk n d tt r m b pp s ss _ j jj ch k t p h")
_VOWELS = _spelled("a ae ya yae eo e yeo ye o wa wae oe yo u wo we wi yu eu ui i")
_FINALS = _spelled("_ k k k n n n t l k m l l l p l m p p t t ng t t k t p t")
_HANGUL_FIRST, _HANGUL_LAST = 0xAC00, 0xD7A3


def _syllable(code: int) -> str:
    n = code - _HANGUL_FIRST
    parts = (_INITIALS[n // 588], _VOWELS[(n % 588) // 28], _FINALS[n % 28])
    return "".join(parts)


def romanize(text: str) -> str:
    """``text`` in ASCII: romanized where a scheme above covers its letters, accents dropped, every other
    character outside ASCII a space."""
    out: list[str] = []
    for char in text.lower():
        if _HANGUL_FIRST <= ord(char) <= _HANGUL_LAST:
            out.append(_syllable(ord(char)))
            continue
        for ch in unicodedata.normalize("NFKD", char):
            if ch.isascii():
                out.append(ch)
            elif ch in _LETTERS:
                out.append(_LETTERS[ch])
            elif unicodedata.category(ch) not in ("Mn", "Me", "Cf"):  # an accent or a joiner joins, it never splits
                out.append(" ")
    return "".join(out)
